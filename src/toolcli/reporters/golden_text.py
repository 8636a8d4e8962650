"""`toolcli golden` for a person: file statuses, the diff, the change list."""

from __future__ import annotations

from typing import Iterable

from rich.console import Console
from rich.text import Text

from ..golden.changes import Change, changes_summary, sort_changes
from ..golden.documents import GoldenRun
from ..safe_text import visible

STATUS_STYLE = {"in_sync": "green", "changed": "yellow", "missing": "red", "orphan": "magenta"}
LEVEL_STYLE = {"breaking": "bold red", "cache": "yellow", "info": "cyan"}


def render(run: GoldenRun, console: Console, command: str, rewrote: bool) -> None:
    if not rewrote:
        for status in run.statuses:
            if status.status != "in_sync":
                console.print(Text(f"{status.status:<8}", style=STATUS_STYLE[status.status])
                              + Text(f" {visible(status.name)}"))
        for status in run.statuses:
            if status.diff:
                console.print()
                for line in status.diff.splitlines():
                    style = "green" if line.startswith("+") else "red" if line.startswith("-") else (
                        "cyan" if line.startswith("@@") else "")
                    console.print(Text(visible(line), style=style))
    if run.changes:
        console.print()
        console.print(Text("Changes: ", style="bold") + Text(changes_summary(run.changes)))
        for line, change in zip(changes_text(run.changes), sorted_changes(run)):
            console.print(Text("  ") + Text(visible(line), style=LEVEL_STYLE[change.level]))
    console.print()
    if rewrote:
        written = ", ".join(visible(n) for n in run.written) or "none"
        deleted = ", ".join(visible(n) for n in run.deleted) or "none"
        console.print(Text("Rewrote golden files: ", style="bold green")
                      + Text(f"written {written}; deleted {deleted}."))
    elif run.in_sync:
        console.print(Text("Golden files in sync", style="bold green")
                      + Text(f" ({len(run.statuses)} files)."))
    else:
        drifted = sum(1 for s in run.statuses if s.status != "in_sync")
        console.print(Text(f"{drifted} golden file(s) out of date. ", style="bold red")
                      + Text("If the change is intended, run: ") + Text(visible(command), style="bold"))


def sorted_changes(run: GoldenRun):

    return sort_changes(run.changes)



def changes_text(changes: Iterable[Change]) -> list[str]:
    """One plain line per change.  Names and details are untrusted: pass each
    line through the terminal sanitiser before printing."""
    lines = []
    for change in sort_changes(changes):
        scope = change.profile if change.profile is not None else "registry"
        tool = f" {change.tool}" if change.tool is not None else ""
        lines.append(f"{change.level:<8} {change.id:<26} {scope}{tool}: {change.detail}")
    return lines
