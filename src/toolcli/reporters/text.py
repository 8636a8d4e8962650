"""Human-readable validate output: grouped by file, coloured by severity, made
once as lines of (text, style) pieces (lines.py: plain without colour, drawn by
rich with it)."""

from __future__ import annotations

import re
from itertools import groupby
from typing import TYPE_CHECKING

from ..console import ColorChoice
from ..diagnostics import Diagnostic
from ..safe_text import visible
from . import lines as drawn
from .lines import Piece

if TYPE_CHECKING:
    from rich.console import Console

    from ..validation import Report

# How a text result names the registry shipped with toolcli, in its result line.
ON_DEMONSTRATION = "on the bundled demonstration registry"
STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}


def show(report: Report, color: ColorChoice) -> None:
    """The report on stdout: plain text when it gets no colour, else drawn by rich."""
    drawn.show(lines(report), color)


def render(report: Report, console: Console) -> None:
    """Draw the report with rich."""
    drawn.paint(lines(report), console)


def lines(report: Report) -> list[list[Piece]]:
    out: list[list[Piece]] = []
    for file, group in groupby(report.diagnostics, key=lambda d: d.file or "(registry)"):
        out.append([(visible(file), "bold underline")])
        for block in _blocks(list(group)):
            if len(block) == 1:
                out.append(_line(block[0]))
            else:
                out.extend(_grouped(block))
            hint = _template(block[0], block[0].hint) if len(block) > 1 else block[0].hint
            if hint:
                out.append([("        ", ""), ("hint: ", "dim"), (visible(hint), "")])
        out.append([])
    out.append(_summary(report))
    return out


_SERVER_TOOL = re.compile(r"mcp__([A-Za-z0-9][A-Za-z0-9_-]*?)__(.+)", re.S)
EACH = "each tool"


def _blocks(diagnostics: list[Diagnostic]) -> list[list[Diagnostic]]:
    """The file's findings in order, where the same finding of one rule on
    several tools of one MCP server is one block (at its first line): 24
    tools with one draft-07 output schema read as one problem with 24 names."""
    blocks: list[list[Diagnostic]] = []
    by_key: dict[tuple, list[Diagnostic]] = {}
    for diagnostic in diagnostics:
        key = _same_finding(diagnostic)
        if key is not None and key in by_key:
            by_key[key].append(diagnostic)
            continue
        blocks.append([diagnostic])
        if key is not None:
            by_key[key] = blocks[-1]
    return blocks


def _same_finding(d: Diagnostic) -> tuple | None:
    """What makes two findings the same, with the tool's name left out; None
    for a finding that is not on one MCP server's tool."""
    match = _SERVER_TOOL.fullmatch(d.tool or "")
    if match is None or d.profile:
        return None
    return (d.code, d.severity, match.group(1), _template(d, d.message), _template(d, d.hint))


def _template(d: Diagnostic, text: str) -> str:
    tool = d.tool or ""
    return text.replace(repr(tool), EACH).replace(tool, EACH) if tool else text


def _grouped(block: list[Diagnostic]) -> list[list[Piece]]:
    first = block[0]
    server = _SERVER_TOOL.fullmatch(first.tool or "").group(1)  # type: ignore[union-attr]
    where = f"{first.line}" if first.line is not None else "-"
    head = [(f"  {where:>4}  ", ""), (f"{first.severity:<7}", STYLE[first.severity]), (f" {first.code} ", "bold"),
            (visible(f"{len(block)} tools of server {server}"), "magenta"), (": ", ""),
            (visible(_template(first, first.message)), ""), (f"  ({first.rule})", "dim")]
    named = ", ".join(_SERVER_TOOL.fullmatch(d.tool or "").group(2)  # type: ignore[union-attr]
                      + ("" if d.line is None else f" ({d.line})") for d in block)
    return [head, [("        ", ""), ("tools: ", "dim"), (visible(named), "")]]


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
    # The demonstration says so where the verdict is read, not in a notice apart.
    demo = [(f" {ON_DEMONSTRATION}", "bold magenta")] if report.bundled else []
    if not report.diagnostics:
        return [("All checks passed", "bold green"), *demo, (": " + scope + ".", "")]
    parts = [f"{counts[s]} {s}{'' if counts[s] == 1 else 's'}" for s in ("error", "warning", "info") if counts[s]]
    style = "bold red" if counts["error"] else "bold yellow"
    return [("Found " + ", ".join(parts), style), (f" in {scope}", ""), *demo, (".", "")]
