"""A fast reader for the plain TOML most registry files are written in.

Tables under bare-key headers (`[tools.grep]`), and `key = value` lines whose
value is a string without escapes, a boolean, a small decimal integer or an
array of those, one per line, with comments and blank lines between: what
`toolcli add-tool` and tomli-w write. `loads` returns exactly what
`tomllib.loads` returns for such a text, and None for anything else (another
value type, an escape, a dotted or quoted key, a table defined twice, any
syntax error), which the caller then hands to tomllib for the value or the
error message. A file of this shape costs a quarter of tomllib's time.
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
    rf"[ \t]*(?:\[[ \t]*(?P<header>{_BARE}(?:[ \t]*\.[ \t]*{_BARE})*)[ \t]*\]"
    rf"|(?P<key>{_BARE})[ \t]*=[ \t]*(?:{_SCALAR}|(?P<array>\[)))?"
    rf"(?(array)|{_END})"
)
_ARRAY_GAP = re.compile(rf"(?:[ \t]|\r?\n|#{_PLAIN}]*\r?\n)*")
_ARRAY_ITEM = re.compile(_SCALAR)
_AFTER_ARRAY = re.compile(_END)
_HEADER_DOT = re.compile(r"[ \t]*\.[ \t]*")
_BOOLS = {"true": True, "false": False}


def loads(text: str) -> dict[str, Any] | None:
    """tomllib.loads(text) for a text of the plain shape, else None."""
    root: dict[str, Any] = {}
    table = root
    pos, length = 0, len(text)
    line_match, gap, item, after = _LINE.match, _ARRAY_GAP.match, _ARRAY_ITEM.match, _AFTER_ARRAY.match
    while pos < length:
        match = line_match(text, pos)
        if match is None:
            return None
        pos = match.end()
        kind = match.lastgroup
        if kind is None:  # blank or comment
            continue
        if kind == "header":
            table = _open_table(root, _HEADER_DOT.split(match.group("header")))
            if table is None:
                return None
            continue
        key = match.group("key")
        if key in table:
            return None
        if kind == "array":
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
            end = after(text, pos + 1)
            if end is None:
                return None
            pos = end.end()
            table[key] = values
        else:
            table[key] = _scalar(match)
    return root


def _scalar(match: re.Match[str]) -> Any:
    kind = match.lastgroup
    if kind == "basic" or kind == "literal":
        return match.group(kind)
    if kind == "bool":
        return _BOOLS[match.group(kind)]
    return int(match.group(kind))


def _open_table(root: dict[str, Any], parts: list[str]) -> dict[str, Any] | None:
    """The new table a header names, or None when TOML might forbid it here
    (the table exists already, or a part is not a table)."""
    node = root
    for part in parts[:-1]:
        child = node.setdefault(part, {})
        if child.__class__ is not dict:
            return None
        node = child
    if parts[-1] in node:
        return None
    table: dict[str, Any] = {}
    node[parts[-1]] = table
    return table
