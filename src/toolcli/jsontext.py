"""JSON text that a hostile nesting depth cannot crash.

`json.dumps` recurses once per level and raises RecursionError on a schema a
few thousand levels deep, which the loader accepts (X005 reports it). `dumps`
tries the fast encoder and falls back to an explicit-stack encoder that
writes byte-identical text.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring, encode_basestring_ascii
from typing import Any


def dumps(value: Any, *, indent: int | None = None, sort_keys: bool = False,
          ensure_ascii: bool = False, separators: tuple[str, str] | None = None) -> str:
    """Exactly `json.dumps(value, ...)` with these options, at any depth."""
    try:
        return json.dumps(value, indent=indent, sort_keys=sort_keys, ensure_ascii=ensure_ascii,
                          separators=separators, allow_nan=False)
    except RecursionError:
        return _iterative(value, indent, sort_keys, ensure_ascii, separators)


def _iterative(value: Any, indent: int | None, sort_keys: bool, ensure_ascii: bool,
               separators: tuple[str, str] | None) -> str:
    item_sep, key_sep = separators or ((",", ": ") if indent is not None else (", ", ": "))
    string = encode_basestring_ascii if ensure_ascii else encode_basestring
    out: list[str] = []
    # The stack holds values to write and literal text to emit between them.
    stack: list[tuple[str, Any, int]] = [("value", value, 0)]
    while stack:
        kind, item, level = stack.pop()
        if kind == "text":
            out.append(item)
            continue
        if isinstance(item, dict):
            if not item:
                out.append("{}")
                continue
            keys = sorted(item) if sort_keys else list(item)
            opening, closing, between = _layout(indent, level, item_sep)
            out.append("{" + opening)
            parts: list[tuple[str, Any, int]] = []
            for index, key in enumerate(keys):
                if index:
                    parts.append(("text", between, 0))
                parts.append(("text", string(_key(key)) + key_sep, 0))
                parts.append(("value", item[key], level + 1))
            parts.append(("text", closing + "}", 0))
            stack.extend(reversed(parts))
        elif isinstance(item, list):
            if not item:
                out.append("[]")
                continue
            opening, closing, between = _layout(indent, level, item_sep)
            out.append("[" + opening)
            parts = []
            for index, element in enumerate(item):
                if index:
                    parts.append(("text", between, 0))
                parts.append(("value", element, level + 1))
            parts.append(("text", closing + "]", 0))
            stack.extend(reversed(parts))
        else:
            out.append(_scalar(item, string))
    return "".join(out)


def _layout(indent: int | None, level: int, item_sep: str) -> tuple[str, str, str]:
    if indent is None:
        return "", "", item_sep
    inner = "\n" + " " * (indent * (level + 1))
    return inner, "\n" + " " * (indent * level), item_sep + inner


def _key(key: Any) -> str:
    if isinstance(key, str):
        return key
    return json.dumps(key)  # numbers and booleans as json.dumps writes keys


def _scalar(value: Any, string) -> str:
    if isinstance(value, str):
        return string(value)
    if value is None or isinstance(value, (bool, int, float)):
        return json.dumps(value, allow_nan=False)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
