"""Offsets in a text to 1-based lines and columns, for `path:line:col` messages."""

from __future__ import annotations

import bisect


def position(text: str, pos: int) -> tuple[int, int]:
    """The 1-based (line, column) of offset `pos` in `text`."""
    line = text.count("\n", 0, pos) + 1
    return line, pos - text.rfind("\n", 0, pos)


class LineIndex:
    """Offset -> line, counting from the nearest offset already resolved.

    Cost stays near-linear in the text whatever order the lookups come in.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.offsets = [0]
        self.lines = [1]
        self.starts = [0]  # where the line of each offset begins; -1 when not worked out

    def line(self, pos: int) -> int:
        return self._resolve(pos, with_start=False)[0]

    def line_col(self, pos: int) -> tuple[int, int]:
        line, start = self._resolve(pos, with_start=True)
        return line, pos - start + 1

    def _resolve(self, pos: int, with_start: bool) -> tuple[int, int]:
        text, offsets = self.text, self.offsets
        pos = min(max(pos, 0), len(text))
        i = bisect.bisect_right(offsets, pos) - 1
        before = offsets[i]
        if i + 1 < len(offsets) and offsets[i + 1] - pos < pos - before:
            line = self.lines[i + 1] - text.count("\n", pos, offsets[i + 1])
        else:
            line = self.lines[i] + text.count("\n", before, pos)
        start = -1
        if with_start:
            start = text.rfind("\n", before, pos) + 1
            if start == 0:
                start = self.starts[i] if self.starts[i] >= 0 else text.rfind("\n", 0, before) + 1
        if pos != before:
            offsets.insert(i + 1, pos)
            self.lines.insert(i + 1, line)
            self.starts.insert(i + 1, start)
        elif with_start:
            self.starts[i] = start
        return line, start
