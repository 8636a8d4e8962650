"""`toolcli golden` for a person, read in one pass: the summary (per server and
per profile), each changed declaration's diff once, then each file's status
(with its diff beyond those declarations), then the change list, one line per
change naming the profiles it touches. Made as lines of (text, style) pieces
(lines.py: plain without colour, drawn by rich with it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..console import ColorChoice
from ..golden.changes import Change, changes_summary, sort_changes
from ..golden.documents import GoldenRun
from ..golden.summary import SummaryRow, token_delta
from ..safe_text import visible
from . import lines as drawn
from .lines import Line

if TYPE_CHECKING:
    from rich.console import Console

STATUS_STYLE = {"in_sync": "green", "changed": "yellow", "missing": "red", "orphan": "magenta"}
LEVEL_STYLE = {"security": "bold white on red", "breaking": "bold red", "cache": "yellow", "info": "cyan"}


def show(run: GoldenRun, color: ColorChoice, command: str, rewrote: bool, summary_only: bool = False) -> None:
    drawn.show(golden_lines(run, command, rewrote, summary_only), color)


def golden_lines(run: GoldenRun, command: str, rewrote: bool, summary_only: bool = False) -> list[Line]:
    out = summary_lines(run.changes, run.summary)
    if not rewrote and not summary_only:
        out += _review_lines(run)
    if run.changes and not summary_only:
        out.append([])
        out += change_list(run.changes)
    if not summary_only or not run.summary:
        out.append([])
    if rewrote:
        written = ", ".join(visible(n) for n in run.written) or "none"
        deleted = ", ".join(visible(n) for n in run.deleted) or "none"
        out.append([("Rewrote golden files: ", "bold green"), (f"written {written}; deleted {deleted}.", "")])
    elif run.in_sync:
        out.append([("Golden files in sync", "bold green"), (f" ({len(run.statuses)} files).", "")])
    else:
        drifted = sum(1 for s in run.statuses if s.status != "in_sync")
        out.append([(f"{drifted} golden file(s) out of date. ", "bold red"),
                    ("If the change is intended, run: ", ""), (visible(command), "bold")])
    return out


def render_summary(changes: Iterable[Change], rows: Iterable[SummaryRow], console: Console) -> None:
    drawn.paint(summary_lines(changes, rows), console)


def summary_lines(changes: Iterable[Change], rows: Iterable[SummaryRow]) -> list[Line]:
    """The opening of a review: the count of each level, then a line per server and per profile."""
    rows = list(rows)
    changes = list(changes)
    if not changes and not rows:
        return []
    out: list[Line] = [[("Summary: ", "bold"), (changes_summary(changes), "")]]
    width = max((len(row.name) for row in rows), default=0)
    for row in rows:
        style = LEVEL_STYLE["security"] if row.security else LEVEL_STYLE["breaking"] if row.breaking else ""
        out.append([(f"  {row.kind:<7} ", ""), (f"{visible(row.name):<{width}}  ", "bold"),
                    (summary_line(row), style)])
    out.append([])
    return out


def change_list(changes: Iterable[Change], sort: bool = True) -> list[Line]:
    """"Changes: …" and a line per change (sorted unless `sort` is false)."""
    changes = list(changes)
    return [[("Changes: ", "bold"), (changes_summary(changes), "")],
            *([("  ", ""), (visible(change_line(change)), LEVEL_STYLE[change.level])]
              for change in (sort_changes(changes) if sort else changes))]


def summary_line(row: SummaryRow) -> str:
    """A summary row's counts in words: tools added, removed, changed, tokens, security and breaking."""
    line = f"{row.added} added, {row.removed} removed, {row.changed} changed"
    if row.tokens is not None and row.tokens != (None, None):
        line += f"; tokens {token_delta(row.tokens)}"
    return f"{line}; {row.security} security, {row.breaking} breaking"


def _review_lines(run: GoldenRun) -> list[Line]:
    out: list[Line] = []
    if run.declarations:
        out.append([(f"Declarations changed ({len(run.declarations)}):", "bold")])
        for declaration in run.declarations:
            out.append([])
            out += diff_lines(declaration.diff)
        out.append([])
    if run.files:
        out.append([("Files:", "bold")])
    for view in run.files:
        note = f"  ({view.note})" if view.note else ""
        out.append([(f"{view.status:<8}", STATUS_STYLE[view.status]), (f" {visible(view.name)}{visible(note)}", "")])
        if view.diff:
            out += diff_lines(view.diff)
    return out


def diff_lines(diff: str) -> list[Line]:
    """A unified diff, its added, removed and hunk lines coloured."""
    return [[(visible(line), "green" if line.startswith("+") else "red" if line.startswith("-") else
              "cyan" if line.startswith("@@") else "")] for line in diff.splitlines()]
def change_line(change: Change) -> str:
    """One plain line per change: level, id, tool, detail, then where it shows.
    Names and details are untrusted: pass the line through the sanitiser."""
    tool = f"{change.tool}: " if change.tool is not None else ""
    tokens = "" if change.tokens is None else f" (tokens {token_delta(change.tokens)})"
    return f"{change.level:<8} {change.id:<26} {tool}{change.detail}{tokens} [{where(change)}]"


def where(change: Change) -> str:
    """The profiles a change touches, and those whose advertised prefix it changed."""
    if not change.profiles:
        return "registry.json"
    shown = ", ".join(change.profiles)
    if not change.cache:
        return shown
    prefix = "all" if change.cache == change.profiles else ", ".join(change.cache)
    return f"{shown}; prefix changed: {prefix}"


def changes_text(changes: Iterable[Change]) -> list[str]:
    """The change list as plain lines, sorted (see ``change_line``)."""
    return [change_line(change) for change in sort_changes(changes)]
