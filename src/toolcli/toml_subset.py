"""A fast reader for the plain TOML most registry files are written in.

Tables and arrays of tables under bare-key headers (`[tools.grep]`,
`[[lint.allow]]`), and `key = value` lines whose value is a string without
escapes, a boolean, a small decimal integer, an array of those (over several
lines if need be) or a one-line inline table of them, with comments and blank
lines between: what `toolcli init` and `add-tool` and tomli-w write. `loads`
returns exactly what `tomllib.loads` returns for such a text, and None for
anything else (another value type, an escape, a dotted or quoted key, a table
defined twice or late, any syntax error), which the caller then hands to
tomllib for the value or the error message. Such a file costs a third of
tomllib's time, and tomllib is not even imported.
"""

from __future__ import annotations

import re
from typing import Any

_BARE = r"[A-Za-z0-9_-]+"
# Characters TOML allows in a string or comment: no control character but tab.
_PLAIN = r"[^\x00-\x08\x0a-\x1f\x7f"
_SCALAR = (rf'"(?P<basic>{_PLAIN}"\\]*)"'
           rf"|'(?P<literal>{_PLAIN}']*)'"
           r"|(?P<bool>true|false)"
           r"|(?P<int>[+-]?(?:0|[1-9][0-9]{0,17}))")
_END = rf"[ \t]*(?:#{_PLAIN}]*)?(?:\r?\n|\Z)"
# One line: blank, a comment, a header, `key = scalar`, or `key = [` opening an array.
_LINE = re.compile(
    rf"[ \t]*(?:\[\[[ \t]*(?P<array_table>{_BARE}(?:[ \t]*\.[ \t]*{_BARE})*)[ \t]*\]\]"
    rf"|\[[ \t]*(?P<header>{_BARE}(?:[ \t]*\.[ \t]*{_BARE})*)[ \t]*\]"
    rf"|(?P<key>{_BARE})[ \t]*=[ \t]*(?:{_SCALAR}|(?P<array>\[)|(?P<inline>\{{)))?"
    rf"(?(array)|(?(inline)|{_END}))"
)
_ARRAY_GAP = re.compile(rf"(?:[ \t]|\r?\n|#{_PLAIN}]*\r?\n)*")
_ARRAY_ITEM = re.compile(_SCALAR)
_AFTER_ARRAY = re.compile(_END)
_INLINE_KEY = re.compile(rf"[ \t]*(?P<key>{_BARE})[ \t]*=[ \t]*")
_INLINE_GAP = re.compile(r"[ \t]*")
_HEADER_DOT = re.compile(r"[ \t]*\.[ \t]*")
_BOOLS = {"true": True, "false": False}


def loads(text: str) -> dict[str, Any] | None:
    """tomllib.loads(text) for a text of the plain shape, else None."""
    return _Reader(text).run()


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.root: dict[str, Any] = {}
        self.closed: set[int] = set()  # inline tables: no header may extend them
        self.array_tables: set[int] = set()  # lists made by [[...]] headers

    def run(self) -> dict[str, Any] | None:
        text, root = self.text, self.root
        table = root
        pos, length = 0, len(text)
        line_match = _LINE.match
        while pos < length:
            match = line_match(text, pos)
            if match is None:
                return None
            pos = match.end()
            kind = match.lastgroup
            if kind is None:  # blank or comment
                continue
            if kind == "header" or kind == "array_table":
                table = self._open(_HEADER_DOT.split(match.group(kind)), kind == "array_table")
                if table is None:
                    return None
                continue
            key = match.group("key")
            if key in table:
                return None
            if kind == "array":
                found = self._array(pos)
            elif kind == "inline":
                found = self._inline(pos)
            else:
                table[key] = _scalar(match)
                continue
            if found is None:
                return None
            table[key], pos = found
        return root

    def _array(self, pos: int) -> tuple[list[Any], int] | None:
        """The array whose `[` ends before `pos`, and where its line ends."""
        text, gap, item = self.text, _ARRAY_GAP.match, _ARRAY_ITEM.match
        values: list[Any] = []
        while True:
            pos = gap(text, pos).end()
            if text.startswith("]", pos):
                break
            element = item(text, pos)
            if element is None:
                return None
            values.append(_scalar(element))
            pos = gap(text, element.end()).end()
            if text.startswith(",", pos):
                pos += 1
            elif not text.startswith("]", pos):
                return None
        end = _AFTER_ARRAY.match(text, pos + 1)
        return None if end is None else (values, end.end())

    def _inline(self, pos: int) -> tuple[dict[str, Any], int] | None:
        """The one-line inline table whose `{` ends before `pos`, and where its line ends."""
        text = self.text
        values: dict[str, Any] = {}
        pos = _INLINE_GAP.match(text, pos).end()
        if not text.startswith("}", pos):
            while True:
                key = _INLINE_KEY.match(text, pos)
                if key is None or key.group("key") in values:
                    return None
                element = _ARRAY_ITEM.match(text, key.end())
                if element is None:
                    return None
                values[key.group("key")] = _scalar(element)
                pos = _INLINE_GAP.match(text, element.end()).end()
                if text.startswith(",", pos):
                    pos += 1
                elif text.startswith("}", pos):
                    break
                else:
                    return None
        end = _AFTER_ARRAY.match(text, pos + 1)
        if end is None:
            return None
        self.closed.add(id(values))
        return values, end.end()

    def _open(self, parts: list[str], array_table: bool) -> dict[str, Any] | None:
        """The new table a header names, or None when TOML might forbid it here
        or the shape is past this reader (a table that exists already, a part
        that is no plain table, an array of tables on the way)."""
        node = self.root
        for part in parts[:-1]:
            child = node.setdefault(part, {})
            if child.__class__ is not dict or id(child) in self.closed:
                return None
            node = child
        last = parts[-1]
        table: dict[str, Any] = {}
        if array_table:
            tables = node.get(last)
            if tables is None:
                tables = node[last] = []
                self.array_tables.add(id(tables))
            elif id(tables) not in self.array_tables:
                return None
            tables.append(table)
        elif last in node:
            return None
        else:
            node[last] = table
        return table


def _scalar(match: re.Match[str]) -> Any:
    kind = match.lastgroup
    if kind == "basic" or kind == "literal":
        return match.group(kind)
    if kind == "bool":
        return _BOOLS[match.group(kind)]
    return int(match.group(kind))
