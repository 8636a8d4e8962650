"""Markdown for pull requests and documents: table cells that render nothing
untrusted, the contract table and the golden change list."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

from ..golden.changes import Change, changes_summary, sort_changes
from ..golden.summary import token_delta
from ..safe_text import visible

if TYPE_CHECKING:
    from ..golden.documents import GoldenRun
    from ..golden.review import DeclarationDiff
    from ..golden.summary import SummaryRow

CONTRACT_HEADER = "| tool | read-only | description |\n|---|---|---|\n"
_PLAIN_NAME = re.compile(r"[A-Za-z0-9_.:-]+")


def table_cell(text: str) -> str:
    """`text` as one Markdown table cell: one line, pipes escaped, invisible
    characters shown as escapes.  Other Markdown in it still renders."""
    return visible(" ".join(text.split())).replace("|", "\\|")


def code_cell(text: str) -> str:
    """`text` as a code span inside a table cell: nothing in it renders as
    Markdown or HTML, links and mentions stay inert.  For untrusted strings."""
    return code_span(" ".join(text.split())).replace("|", "\\|")


def code_span(text: str) -> str:
    """`text` as an inline code span on one line, line breaks and invisible
    characters shown as escapes: a path or a command quoted in prose."""
    line = visible(text)
    if not line:
        return ""
    longest = max((len(run) for run in re.findall(r"`+", line)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if line.startswith("`") or line.endswith("`") else ""
    return f"{fence}{pad}{line}{pad}{fence}"


def contract_table(rows: Iterable[tuple[str, bool, str]]) -> str:
    """The Markdown table of (name, read_only, description) rows, by name."""
    lines = [CONTRACT_HEADER]
    for name, read_only, description in sorted(rows, key=lambda row: row[0]):
        shown = f"`{name}`" if _PLAIN_NAME.fullmatch(name) else code_cell(name)
        lines.append(f"| {shown} | {'yes' if read_only else 'no'} | {table_cell(description)} |\n")
    return "".join(lines)


def changes_markdown(changes: Iterable[Change], rewrite_command: str = "",
                     declarations: Iterable[DeclarationDiff] = (), summary: Iterable[SummaryRow] = (),
                     summary_only: bool = False) -> str:
    """A pull-request comment: the summary line, the summary table (a row per
    server and per profile), then a row per change with the profiles it touches
    and its token delta; then each changed declaration's diff. Tool names and
    details are code spans and diffs are fenced, so nothing in them renders."""
    ordered = sort_changes(changes)
    lines = [f"**toolcli golden: {changes_summary(ordered)}**"]
    if rewrite_command:
        lines += ["", f"Rewrite with {code_span(rewrite_command)}."]  # it quotes the registry path
    rows = list(summary)
    if rows:
        lines += ["", "| | name | added | removed | changed | tokens | security | breaking |",
                  "|---|---|---|---|---|---|---|---|"]
        for row in rows:
            tokens = token_delta(row.tokens) if row.tokens is not None and row.tokens != (None, None) else ""
            lines.append(f"| {row.kind} | {code_cell(row.name)} | {row.added} | {row.removed} | {row.changed} | "
                         f"{table_cell(tokens)} | {row.security} | {row.breaking} |")
    if ordered and not summary_only:
        lines += ["", "| level | change | tool | detail | tokens | profiles | prefix changed |",
                  "|---|---|---|---|---|---|---|"]
        for change in ordered:
            tool = code_cell(change.tool) if change.tool is not None else ""
            profiles = ", ".join(change.profiles) or "registry.json only"
            tokens = token_delta(change.tokens) if change.tokens is not None else ""
            lines.append(f"| {change.level} | {change.id} | {tool} | {code_cell(change.detail)} | "
                         f"{table_cell(tokens)} | {table_cell(profiles)} | {table_cell(', '.join(change.cache))} |")
    if summary_only:
        return "\n".join(lines) + "\n"
    diffs = [d.diff for d in declarations if d.diff]
    if diffs:
        lines += ["", f"<details><summary>Declarations changed ({len(diffs)})</summary>", ""]
        for diff in diffs:
            lines += [*_fenced(diff, "diff"), ""]
        lines.append("</details>")
    return "\n".join(lines) + "\n"


def golden_markdown(run: GoldenRun, command: str, rewrote: bool, summary_only: bool = False) -> str:
    """`toolcli golden --format markdown`: the summary and the change list, with the rewrite command on drift."""
    return changes_markdown(run.changes, "" if run.in_sync or rewrote else command, run.declarations,
                            run.summary, summary_only)


def _fenced(text: str, language: str) -> list[str]:
    """``text`` as a fenced code block whose fence no line of it can close."""
    body = [visible(line) for line in text.splitlines()]
    longest = max((len(run) for line in body for run in re.findall(r"`+", line)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence + language, *body, fence]
