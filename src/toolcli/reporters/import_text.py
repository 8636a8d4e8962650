"""`toolcli import --check` for a person: in step with the server, or the capture's diff and its change list."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from ..golden.changes import changes_summary
from ..capture_check import CheckResult
from ..safe_text import visible
from .golden_text import LEVEL_STYLE, change_line


def render_check(result: CheckResult, console: Console) -> None:
    if result.equal:
        tools = "1 tool" if result.tools == 1 else f"{result.tools} tools"
        console.print(Text(f"{visible(result.file)} matches the server", style="bold green")
                      + Text(f" ({tools})."))
        return
    console.print(Text(f"{visible(result.file)} differs from the server: its tools changed since the capture.",
                       style="bold red"))
    console.print()
    for line in result.diff.splitlines():
        style = "green" if line.startswith("+") else "red" if line.startswith("-") else (
            "cyan" if line.startswith("@@") else "")
        console.print(Text(visible(line), style=style))
    console.print()
    console.print(Text("Changes: ", style="bold") + Text(changes_summary(result.changes)))
    for change in result.changes:
        console.print(Text("  ") + Text(visible(change_line(change)), style=LEVEL_STYLE[change.level]))
    console.print()
    console.print(Text("If the change is expected, capture it again (the same toolcli import without --check), "
                       "run toolcli golden --rewrite, and review both diffs."))
