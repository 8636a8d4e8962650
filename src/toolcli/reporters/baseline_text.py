"""`toolcli baseline`: the entries written, and the findings no entry can cover."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from ..baseline import Baseline
from ..safe_text import visible


def render(done: Baseline, console: Console) -> None:
    if done.entries:
        count = len(done.entries)
        console.print(Text(f"toolcli: baseline: added {count} [[lint.allow]] entr{'y' if count == 1 else 'ies'} "
                           f"to {visible(done.file)}, each with reason = \"{done.reason}\"", style="bold green"))
        for entry in done.entries:
            subject = f"tool {entry.tool!r}" if entry.tool else f"every tool of server {entry.server!r}"
            console.print(Text(f"  {entry.rule} on {visible(subject)}"))
    else:
        console.print(Text("toolcli: baseline: nothing to add; no finding is left that an entry could allow",
                           style="bold green"))
    if done.uncovered:
        count = len(done.uncovered)
        console.print(Text(f"{count} finding{'' if count == 1 else 's'} on no tool, which no [[lint.allow]] "
                           "entry can allow (fix, or see [lint] ignore and severity):", style="bold yellow"))
        for diagnostic in done.uncovered:
            where = f"{diagnostic.file}:{diagnostic.line}" if diagnostic.line is not None else diagnostic.file or "-"
            console.print(Text(f"  {visible(where)} {diagnostic.severity} {diagnostic.code} "
                               f"{visible(diagnostic.message)}"))
