"""Human-readable validate output: grouped by file, coloured by severity."""

from __future__ import annotations

from itertools import groupby

from rich.console import Console
from rich.text import Text

from ..diagnostics import Diagnostic
from ..safe_text import visible
from .document import Report

STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}


def render(report: Report, console: Console) -> None:
    for file, group in groupby(report.diagnostics, key=lambda d: d.file or "(registry)"):
        console.print(Text(visible(file), style="bold underline"))
        for diagnostic in group:
            console.print(_line(diagnostic))
            if diagnostic.hint:
                console.print(Text("        ") + Text("hint: ", style="dim") + Text(visible(diagnostic.hint)))
        console.print()
    console.print(_summary(report))


def _line(d: Diagnostic) -> Text:
    where = f"{d.line}" if d.line is not None else "-"
    line = Text(f"  {where:>4}  ")
    line.append(f"{d.severity:<7}", style=STYLE[d.severity])
    line.append(f" {d.code} ", style="bold")
    subject = d.tool or (f"profile {d.profile}" if d.profile else "")
    if subject:
        line.append(visible(subject), style="magenta")
        if d.tool and d.profile:
            line.append(f" [{visible(d.profile)}]", style="magenta")
        line.append(": ")
    line.append(visible(d.message))
    line.append(f"  ({d.rule})", style="dim")
    return line


def _summary(report: Report) -> Text:
    counts = report.counts
    scope = (f"{counts['static']} static and {counts['dynamic']} dynamic tools, "
             f"{report.profile_count} profiles")
    if not report.diagnostics:
        return Text("All checks passed: ", style="bold green") + Text(scope + ".")
    parts = [f"{counts[s]} {s}{'' if counts[s] == 1 else 's'}" for s in ("error", "warning", "info") if counts[s]]
    style = "bold red" if counts["error"] else "bold yellow"
    return Text("Found " + ", ".join(parts), style=style) + Text(f" in {scope}.")
