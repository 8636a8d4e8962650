"""Human-readable validate output: grouped by file, coloured by severity.

The layout is made once, as lines of (text, style) pieces. On a terminal with
colour, rich draws them; without colour (a pipe, a CI log, NO_COLOR) they are
the plain text rich would print, written without importing rich, which is a
sixth of a validate run on a small registry (benchmarks/RESULTS.md, the row
"validate's text without colour written plain": 165 ms against 141 ms CPU).
"""

from __future__ import annotations

import sys
from itertools import groupby
from typing import TYPE_CHECKING

from ..console import ColorChoice, make_console, plain_stdout
from ..diagnostics import Diagnostic
from ..safe_text import visible

if TYPE_CHECKING:
    from rich.console import Console

    from ..validation import Report

STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}
Piece = tuple[str, str]  # text, rich style ("" for none); a line's first style is its base style


def show(report: Report, color: ColorChoice) -> None:
    """The report on stdout: plain text when it gets no colour, else drawn by rich."""
    if plain_stdout(color):
        write_plain(report)
    else:
        render(report, make_console(color))


def render(report: Report, console: Console) -> None:
    """Draw the report with rich."""
    from rich.text import Text

    for pieces in lines(report):
        if not pieces:
            console.print()
            continue
        (first, base), rest = pieces[0], pieces[1:]
        line = Text(first, style=base)
        for text, style in rest:
            line.append(text, style=style or None)
        console.print(line)


def write_plain(report: Report) -> None:
    """Write the report as rich prints it without colour."""
    sys.stdout.write("".join("".join(text for text, _ in pieces) + "\n" for pieces in lines(report)))
    sys.stdout.flush()


def lines(report: Report) -> list[list[Piece]]:
    out: list[list[Piece]] = []
    for file, group in groupby(report.diagnostics, key=lambda d: d.file or "(registry)"):
        out.append([(visible(file), "bold underline")])
        for diagnostic in group:
            out.append(_line(diagnostic))
            if diagnostic.hint:
                out.append([("        ", ""), ("hint: ", "dim"), (visible(diagnostic.hint), "")])
        out.append([])
    out.append(_summary(report))
    return out


def _line(d: Diagnostic) -> list[Piece]:
    where = f"{d.line}" if d.line is not None else "-"
    line = [(f"  {where:>4}  ", ""), (f"{d.severity:<7}", STYLE[d.severity]), (f" {d.code} ", "bold")]
    subject = d.tool or (f"profile {d.profile}" if d.profile else "")
    if subject:
        line.append((visible(subject), "magenta"))
        if d.tool and d.profile:
            line.append((f" [{visible(d.profile)}]", "magenta"))
        line.append((": ", ""))
    line.append((visible(d.message), ""))
    line.append((f"  ({d.rule})", "dim"))
    return line


def _summary(report: Report) -> list[Piece]:
    counts = report.counts
    scope = (f"{counts['static']} static and {counts['dynamic']} dynamic tools, "
             f"{report.profile_count} profiles")
    if not report.diagnostics:
        return [("All checks passed: ", "bold green"), (scope + ".", "")]
    parts = [f"{counts[s]} {s}{'' if counts[s] == 1 else 's'}" for s in ("error", "warning", "info") if counts[s]]
    style = "bold red" if counts["error"] else "bold yellow"
    return [("Found " + ", ".join(parts), style), (f" in {scope}.", "")]
