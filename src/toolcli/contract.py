"""The contract table of `toolcli contract` (SPEC §3) and its region in a document.

``write_region`` puts the table (rendered by ``reporters.markdown``) between the
two markers of a Markdown file and ``check_region`` tells whether the file
already holds exactly that.  Markers
count only on a line of their own outside fenced code blocks, so a README may
show them in an example.
"""

from __future__ import annotations

import re

from .errors import UsageError
from .model import RegistryModel
from .textdiff import unified_diff

BEGIN = "<!-- toolcli:contract:begin -->"
END = "<!-- toolcli:contract:end -->"

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


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
    return unified_diff(text, write_region(text, table, path), f"a/{path}", f"b/{path}")


def contract_rows(registry: RegistryModel) -> list[tuple[str, bool, str]]:
    """(name, read-only, description) of each static tool, by name: its first declaration's description."""
    descriptions: dict[str, str] = {}
    for declaration in registry.declarations:
        descriptions.setdefault(declaration.name, declaration.description)
    return sorted((spec.name, spec.read_only, descriptions.get(spec.name, "")) for spec in registry.specs)
