"""`toolcli golden` for a person, read in one pass: the summary (per server and
per profile), each changed declaration's diff once, then each file's status
(with its diff beyond those declarations), then the change list, one line per
change naming the profiles it touches."""

from __future__ import annotations

from typing import Iterable

from rich.console import Console
from rich.text import Text

from ..golden.changes import Change, changes_summary, sort_changes
from ..golden.documents import GoldenRun
from ..golden.summary import SummaryRow, token_delta
from ..safe_text import visible

STATUS_STYLE = {"in_sync": "green", "changed": "yellow", "missing": "red", "orphan": "magenta"}
LEVEL_STYLE = {"security": "bold white on red", "breaking": "bold red", "cache": "yellow", "info": "cyan"}


def render(run: GoldenRun, console: Console, command: str, rewrote: bool, summary_only: bool = False) -> None:
    render_summary(run.changes, run.summary, console)
    if not rewrote and not summary_only:
        _render_review(run, console)
    if run.changes and not summary_only:
        console.print()
        console.print(Text("Changes: ", style="bold") + Text(changes_summary(run.changes)))
        for change in sort_changes(run.changes):
            console.print(Text("  ") + Text(visible(change_line(change)), style=LEVEL_STYLE[change.level]))
    if not summary_only or not run.summary:
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


def render_summary(changes: Iterable[Change], rows: Iterable[SummaryRow], console: Console) -> None:
    """The opening of a review: the count of each level, then a line per server and per profile."""
    rows = list(rows)
    changes = list(changes)
    if not changes and not rows:
        return
    console.print(Text("Summary: ", style="bold") + Text(changes_summary(changes)))
    width = max((len(row.name) for row in rows), default=0)
    for row in rows:
        style = LEVEL_STYLE["security"] if row.security else LEVEL_STYLE["breaking"] if row.breaking else ""
        console.print(Text(f"  {row.kind:<7} ") + Text(f"{visible(row.name):<{width}}  ", style="bold")
                      + Text(summary_line(row), style=style))
    console.print()


def summary_line(row: SummaryRow) -> str:
    """A summary row's counts in words: tools added, removed, changed, tokens, security and breaking."""
    line = f"{row.added} added, {row.removed} removed, {row.changed} changed"
    if row.tokens is not None and row.tokens != (None, None):
        line += f"; tokens {token_delta(row.tokens)}"
    return f"{line}; {row.security} security, {row.breaking} breaking"


def _render_review(run: GoldenRun, console: Console) -> None:
    if run.declarations:
        count = len(run.declarations)
        console.print(Text(f"Declarations changed ({count}):", style="bold"))
        for declaration in run.declarations:
            console.print()
            _print_diff(console, declaration.diff)
        console.print()
    if run.files:
        console.print(Text("Files:", style="bold"))
    for view in run.files:
        note = f"  ({view.note})" if view.note else ""
        console.print(Text(f"{view.status:<8}", style=STATUS_STYLE[view.status])
                      + Text(f" {visible(view.name)}{visible(note)}"))
        if view.diff:
            _print_diff(console, view.diff)


def _print_diff(console: Console, diff: str) -> None:
    for line in diff.splitlines():
        style = "green" if line.startswith("+") else "red" if line.startswith("-") else (
            "cyan" if line.startswith("@@") else "")
        console.print(Text(visible(line), style=style))


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
