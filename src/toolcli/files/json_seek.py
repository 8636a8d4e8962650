"""Lines of JSON values found by seeking through the text, one pointer at a time.

A message needs the line of a value or two in a file of thousands of tools.
`JsonSeek.line_of` gives what `parse_json(text, ...).line_of` gives, but reads
only the containers on the way to the pointer: the members of an object, the
elements of an array up to the index asked for (remembered for the next
lookup), each value stepped over by the C parser. Texts the C parser refuses
somewhere on the way (repeated keys, NaN, very deep nesting) raise Unseekable;
the caller then walks the whole text with `files.json.json_lines`
(benchmarks/RESULTS.md, "What changed": "Lines only when shown").
"""

from __future__ import annotations

import json
from json.decoder import scanstring
from typing import Any

from ..errors import LoadError
from .json import AFTER_KEY, AFTER_VALUE, INDEX, WHITESPACE, json_lines
from .lines import LineIndex
from .pointer import unescape_pointer

# Only steps over values: the text was parsed already, so the plain C scanner will do.
_SCAN = json.JSONDecoder().scan_once


class Unseekable(Exception):
    """The text holds something only the full walk handles."""


class _Elements:
    """The elements of one array found so far, and where the next one starts."""

    __slots__ = ("offsets", "resume", "done")

    def __init__(self, resume: int, done: bool) -> None:
        self.offsets: list[int] = []
        self.resume = resume
        self.done = done


class JsonSeek:
    """line_of over a JSON text parse_json accepted, for values at most
    `locate_depth` tokens deep (deeper: the line of the deepest such ancestor)."""

    def __init__(self, text: str, locate_depth: int) -> None:
        self.text = text
        self.locate_depth = max(locate_depth, 0)
        self.root = WHITESPACE.match(text, 0).end()
        self.lines = LineIndex(text)
        self.objects: dict[int, dict[str, int]] = {}
        self.keys: dict[int, dict[str, int]] = {}  # object -> key -> offset of the key's opening quote
        self.arrays: dict[int, _Elements] = {}

    def line_of(self, pointer: str) -> int | None:
        if pointer and pointer[0] != "/":
            return None
        pos = self.root
        for token in pointer.split("/")[1 : self.locate_depth + 1] if pointer else ():
            char = self.text[pos : pos + 1]
            if char == "{":
                child = self._members(pos).get(unescape_pointer(token))
            elif char == "[" and INDEX.fullmatch(token) and len(token) < 19:
                child = self._element(pos, int(token))
            else:
                child = None
            if child is None:
                break
            pos = child
        return self.lines.line(pos)

    def position(self, pointer: str) -> tuple[int, int] | None:
        """The (line, column) of what `pointer` names, at any depth: the key of
        an object member, the value of an array element (the root: its value);
        None when the pointer names nothing in the text."""
        if pointer and pointer[0] != "/":
            return None
        pos = self.root
        for token in pointer.split("/")[1:] if pointer else ():
            char = self.text[pos : pos + 1]
            if char == "{":
                key = unescape_pointer(token)
                child = self._members(pos).get(key)
                where = self.keys[pos].get(key)
            elif char == "[" and INDEX.fullmatch(token) and len(token) < 19:
                child = where = self._element(pos, int(token))
            else:
                return None
            if child is None or where is None:
                return None
            pos = child
        return self.lines.line_col(where if pointer else pos)

    def _members(self, start: int) -> dict[str, int]:
        """Key -> offset of its value (the last one for a repeated key)."""
        members = self.objects.get(start)
        if members is not None:
            return members
        members = {}
        keys = self.keys[start] = {}
        text = self.text
        pos = WHITESPACE.match(text, start + 1).end()
        if text[pos : pos + 1] != "}":
            while True:
                if text[pos : pos + 1] != '"':
                    raise Unseekable
                key, end = scanstring(text, pos + 1)
                after = AFTER_KEY.match(text, end)
                if after is None:
                    raise Unseekable
                members[key] = after.end()
                keys[key] = pos
                delimiter, pos = self._next(after.end())
                if delimiter == "}":
                    break
        self.objects[start] = members
        return members

    def _element(self, start: int, index: int) -> int | None:
        elements = self.arrays.get(start)
        if elements is None:
            first = WHITESPACE.match(self.text, start + 1).end()
            elements = self.arrays[start] = _Elements(first, self.text[first : first + 1] == "]")
        while len(elements.offsets) <= index and not elements.done:
            elements.offsets.append(elements.resume)
            delimiter, elements.resume = self._next(elements.resume)
            elements.done = delimiter == "]"
        return elements.offsets[index] if index < len(elements.offsets) else None

    def _next(self, pos: int) -> tuple[str, int]:
        """Step over the value at `pos`: its closing delimiter and where the next value starts."""
        text = self.text
        try:
            if text[pos : pos + 1] == '"':
                end = scanstring(text, pos + 1)[1]
            else:
                end = _SCAN(text, pos)[1]
        except Exception as exc:  # refused by the C parser: the full walk knows why
            raise Unseekable from exc
        match = AFTER_VALUE.match(text, end)
        if match is None:
            raise Unseekable
        return match.group(1), match.end()


class JsonLines:
    """Lines for messages from a JSON text: seeking, or when the text holds
    what only the full walk handles, that walk's lines. Never raises."""

    def __init__(self, text: str, display: str, locate_depth: int) -> None:
        self.display = display
        self.seek: JsonSeek | None = JsonSeek(text, locate_depth)
        self.walked: Any = None

    def line_of(self, pointer: str) -> int | None:
        if self.seek is not None:
            try:
                return self.seek.line_of(pointer)
            except Unseekable:
                seek, self.seek = self.seek, None
                try:
                    self.walked = json_lines(seek.text, self.display, locate_depth=seek.locate_depth)
                except LoadError:
                    self.walked = None
        return self.walked.line_of(pointer) if self.walked is not None else None

    def position(self, pointer: str) -> tuple[int, int] | None:
        """JsonSeek.position, or None for a text only the full walk reads (it keeps no keys)."""
        if self.seek is not None:
            try:
                return self.seek.position(pointer)
            except Unseekable:
                self.line_of(pointer)  # gives up seeking, for every later lookup
        return None
