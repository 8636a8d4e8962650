"""The contract table of `toolcli contract` (SPEC §3) and its region in a document.

The table lists the static tools — name, read-only, description — sorted by
name.  ``write_region`` puts it between the two markers of a Markdown file and
``check_region`` tells whether the file already holds exactly that.  Markers
count only on a line of their own outside fenced code blocks, so a README may
show them in an example.
"""

from __future__ import annotations

import re
from typing import Iterable

from .errors import UsageError
from .safe_text import visible

BEGIN = "<!-- toolcli:contract:begin -->"
END = "<!-- toolcli:contract:end -->"
HEADER = "| tool | read-only | description |\n|---|---|---|\n"

_PLAIN_NAME = re.compile(r"[A-Za-z0-9_.:-]+")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def table_cell(text: str) -> str:
    """`text` as one Markdown table cell: one line, pipes escaped, invisible
    characters shown as escapes.  Other Markdown in it still renders."""
    return visible(" ".join(text.split())).replace("|", "\\|")


def code_cell(text: str) -> str:
    """`text` as a code span inside a table cell: nothing in it renders as
    Markdown or HTML, links and mentions stay inert.  For untrusted strings."""
    line = visible(" ".join(text.split()))
    if not line:
        return ""
    longest = max((len(run) for run in re.findall(r"`+", line)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if line.startswith("`") or line.endswith("`") else ""
    return f"{fence}{pad}{line}{pad}{fence}".replace("|", "\\|")


def contract_table(rows: Iterable[tuple[str, bool, str]]) -> str:
    """The Markdown table of (name, read_only, description) rows, by name."""
    lines = [HEADER]
    for name, read_only, description in sorted(rows, key=lambda row: row[0]):
        shown = f"`{name}`" if _PLAIN_NAME.fullmatch(name) else code_cell(name)
        lines.append(f"| {shown} | {'yes' if read_only else 'no'} | {table_cell(description)} |\n")
    return "".join(lines)


def _marker_lines(text: str) -> tuple[list[int], list[int]]:
    """Indexes (in ``text.splitlines(keepends=True)``) of begin and end markers."""
    begins: list[int] = []
    ends: list[int] = []
    fence: str | None = None
    for index, line in enumerate(text.splitlines(keepends=True)):
        opening = _FENCE.match(line)
        if fence is None and opening:
            fence = opening.group(1)
            continue
        if fence is not None:
            closing = _FENCE.match(line)
            if closing and closing.group(1)[0] == fence[0] and len(closing.group(1)) >= len(fence) \
                    and not line.strip().strip(fence[0]):
                fence = None
            continue
        stripped = line.strip()
        if stripped == BEGIN:
            begins.append(index)
        elif stripped == END:
            ends.append(index)
    return begins, ends


def _region(text: str, source: str) -> tuple[int, int]:
    begins, ends = _marker_lines(text)
    where = f"{source}: " if source else ""
    if not begins or not ends:
        missing = " and ".join(m for m, found in ((BEGIN, begins), (END, ends)) if not found)
        raise UsageError(f"{where}no {missing} line (outside code blocks); "
                         f"add both markers where the table belongs")
    if len(begins) > 1 or len(ends) > 1:
        duplicated = BEGIN if len(begins) > 1 else END
        lines = ", ".join(str(i + 1) for i in (begins if len(begins) > 1 else ends))
        raise UsageError(f"{where}{duplicated} appears more than once (lines {lines})")
    if ends[0] < begins[0]:
        raise UsageError(f"{where}{END} (line {ends[0] + 1}) comes before "
                         f"{BEGIN} (line {begins[0] + 1})")
    return begins[0], ends[0]


def write_region(text: str, table: str, source: str = "") -> str:
    """`text` with the table between the markers; everything else unchanged.

    ``source`` (a file name) prefixes error messages.  The table takes the
    line ending of the begin marker's line."""
    begin, end = _region(text, source)
    lines = text.splitlines(keepends=True)
    marker = lines[begin]
    newline = "\r\n" if marker.endswith("\r\n") else "\n"
    if not marker.endswith(("\n", "\r")):
        marker += newline
    body = [line + newline for line in table.splitlines()]
    return "".join(lines[:begin] + [marker] + body + lines[end:])


def check_region(text: str, table: str, source: str = "") -> bool:
    """True when the region already holds exactly `table`."""
    return write_region(text, table, source) == text


def region_diff(text: str, table: str, path: str) -> str:
    """A unified diff from `text` to the text `write_region` would write."""
    from .golden import unified_diff  # golden imports this module

    return unified_diff(text, write_region(text, table, path), f"a/{path}", f"b/{path}")
