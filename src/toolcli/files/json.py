"""JSON registry files as hostile input, with the positions of their values.

Every failure is a LoadError (`path:line:col: what`, 1-based), never another
exception: no traceback for malformed or absurdly nested files. JSON goes
through the C parser on the common path; a position-tracking iterative walk
handles only the top `locate_depth` levels and the containers the C parser
refuses (duplicate keys, NaN, deep nesting). Why two: benchmarks/RESULTS.md,
"Where the time went", "Load, in detail: JSON 0.12 (the C parser with a
duplicate-key hook; no positions are kept)".
"""

from __future__ import annotations

import json
import math
import re
import sys
from json.decoder import scanstring
from typing import Any

from ..errors import LoadError
from ..heap import acyclic_work
from ..model import Record
from .lines import LineIndex, position
from .pointer import escape_pointer, unescape_pointer

_set = object.__setattr__

# Deeper JSON nesting is a LoadError. Real tool schemas nest under 20 levels
# (the deepest in the corpora: 18 with the file's own wrapping); X005 reports
# schemas over 32. The bound keeps every output linear in the input (indented
# JSON costs up to 2 spaces per level per line) and every recursion shallow.
MAX_NESTING = 64
MAX_DUPLICATES = 256  # duplicate keys recorded per document; more are not listed

# After this many nested containers refused by the C parser, their contents are
# walked in Python without retrying C: bounds the re-scanning at 4x the input.
_MAX_C_RETRIES = 4
WHITESPACE = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?")
AFTER_KEY = re.compile(r"[ \t\n\r]*:[ \t\n\r]*")
AFTER_VALUE = re.compile(r"[ \t\n\r]*([,}\]])[ \t\n\r]*")
# A \\u escape of a UTF-16 surrogate, not itself escaped (an even run of backslashes before it).
_SURROGATE_ESCAPE = re.compile(r"(?<!\\)((?:\\\\)*)\\u([dD][89a-fA-F][0-9a-fA-F]{2})")
INDEX = re.compile(r"0|[1-9][0-9]*")
_CONSTANTS = {"null": None, "true": True, "false": False}


class JsonDuplicate(Record):
    __slots__ = ("pointer", "key", "line", "col")
    pointer: str  # JSON pointer of the object holding the repeated key
    key: str
    line: int
    col: int

    def __init__(self, pointer: str, key: str, line: int, col: int) -> None:
        _set(self, "pointer", pointer)
        _set(self, "key", key)
        _set(self, "line", line)
        _set(self, "col", col)


class _Frame:
    """A container walked in Python; for the top levels also a node of the position tree."""

    __slots__ = ("container", "is_object", "pos", "children", "token", "pointer", "key", "retries")

    def __init__(self, is_object: bool, pos: int, located: bool, token: Any, retries: int) -> None:
        self.container: Any = {} if is_object else []
        self.is_object = is_object
        self.pos = pos
        # Child -> offset (or _Frame) when the children's lines are wanted.
        self.children: Any = ({} if is_object else []) if located else None
        self.token = token  # key or index of this container in its parent
        self.pointer: str | None = "" if token is None else None
        self.key = ""
        self.retries = retries


class JsonDocument:
    """A parsed JSON file: the value, its repeated keys, and where its values sit."""

    __slots__ = ("value", "duplicates", "_root", "_index")

    def __init__(self, value: Any, duplicates: list[JsonDuplicate], _root: Any = None,
                 _index: LineIndex | None = None) -> None:
        self.value = value
        self.duplicates = duplicates
        self._root = _root
        self._index = _index

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not JsonDocument:
            return NotImplemented
        return (self.value, self.duplicates) == (other.value, other.duplicates)  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # mutable, like the dataclass it was

    def __repr__(self) -> str:
        return f"JsonDocument(value={self.value!r}, duplicates={self.duplicates!r})"

    def line_of(self, pointer: str) -> int | None:
        """Line of the value at RFC 6901 `pointer` ("" is the root).

        Known for values up to `locate_depth` tokens deep; for a deeper or
        missing value, the line of its nearest located ancestor.
        """
        if self._index is None:
            return None
        node = _located(self._root, pointer)
        if node is None:
            return None
        return self._index.line(node.pos if isinstance(node, _Frame) else node)


class WalkedLines:
    """Where the values of a JSON text sit, as JsonDocument.line_of tells it,
    without the text or the values: what a loaded file keeps for messages."""

    __slots__ = ("_root",)

    def __init__(self, root: Any) -> None:
        self._root = root  # the position tree, every offset turned into its line

    def line_of(self, pointer: str) -> int | None:
        node = _located(self._root, pointer)
        if node is None:
            return None
        return node.pos if isinstance(node, _Frame) else node


def _located(root: Any, pointer: str) -> Any:
    """The deepest node of a position tree on the way to `pointer`, or None."""
    node = root
    if node is None or (pointer and pointer[0] != "/"):
        return None
    for token in pointer.split("/")[1:] if pointer else ():
        children = node.children if isinstance(node, _Frame) else None
        if children is None:
            break
        if node.is_object:
            child = children.get(unescape_pointer(token))
        elif INDEX.fullmatch(token) and len(token) < 19 and int(token) < len(children):
            child = children[int(token)]
        else:
            child = None
        if child is None:
            break
        node = child
    return node


class _Refused(Exception):
    """Raised from inside the C parser's hooks: walk this container in Python."""


def _checked_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise _Refused
    return result


def _refuse(_: str) -> Any:
    raise _Refused


def _finite_float(literal: str) -> float:
    number = float(literal)
    if math.isinf(number):
        raise _Refused
    return number


_DECODER = json.JSONDecoder(
    object_pairs_hook=_checked_object, parse_constant=_refuse, parse_float=_finite_float
)


class _JsonWalk:
    def __init__(self, text: str, display: str, locate_depth: int, use_c: bool = True,
                 keep_values: bool = True) -> None:
        self.text = text
        self.display = display
        self.locate_depth = locate_depth
        self.use_c = use_c
        self.keep_values = keep_values  # False: positions only, containers hold None
        self.index = LineIndex(text)
        self.root: Any = None
        self.duplicates: list[JsonDuplicate] = []
        self.stack: list[_Frame] = []

    def fail(self, pos: int, what: str) -> LoadError:
        line, col = position(self.text, pos)
        return LoadError(self.display, line, col, what)

    def _pointer(self) -> str:
        """Pointer of the top frame. Only it and its parent keep theirs: caching
        every ancestor's would cost the square of the depth."""
        stack = self.stack
        top = stack[-1]
        if top.pointer is None:
            parent = stack[-2]  # the root's pointer is always known
            if parent.pointer is None:
                known = len(stack) - 3
                while stack[known].pointer is None:
                    known -= 1
                tokens = ("/" + escape_pointer(str(frame.token)) for frame in stack[known + 1 : -1])
                parent.pointer = stack[known].pointer + "".join(tokens)
            top.pointer = parent.pointer + "/" + escape_pointer(str(top.token))
        return top.pointer  # type: ignore[return-value]

    def _scalar(self, pos: int) -> tuple[Any, int]:
        text = self.text
        for word, value in _CONSTANTS.items():
            if text.startswith(word, pos):
                return value, pos + len(word)
        for word in ("NaN", "Infinity", "-Infinity"):
            if text.startswith(word, pos):
                raise self.fail(pos, f"{word} is not valid JSON (use null or a string)")
        match = _NUMBER.match(text, pos)
        if match is None:
            raise self.fail(pos, "Expecting value")
        literal = match.group()
        if match.group(1) is None and match.group(2) is None:
            try:
                return int(literal), match.end()
            except ValueError:
                limit = sys.get_int_max_str_digits()
                raise self.fail(pos, f"integer has {len(literal)} digits, over the {limit} limit") from None
        number = float(literal)
        if math.isinf(number):
            raise self.fail(pos, f"number {literal[:40]} is out of range (it would be Infinity)")
        return number, match.end()

    def _duplicate(self, key: str, pos: int) -> None:
        if len(self.duplicates) < MAX_DUPLICATES:
            line, col = self.index.line_col(pos)
            self.duplicates.append(JsonDuplicate(self._pointer(), key, line, col))

    def run(self) -> Any:
        text, stack, locate, keep = self.text, self.stack, self.locate_depth, self.keep_values
        skip, after_key, after_value = WHITESPACE.match, AFTER_KEY.match, AFTER_VALUE.match
        scan_c = _DECODER.scan_once if self.use_c else None
        pos = skip(text, 0).end()
        want_key = False
        while True:
            if want_key:  # pos is at `"key": value` inside the top frame
                frame = stack[-1]
                if text[pos : pos + 1] != '"':
                    raise self.fail(pos, "Expecting property name enclosed in double quotes")
                key, end = scanstring(text, pos + 1)
                if key in frame.container:
                    self._duplicate(key, pos)
                frame.key = key
                match = after_key(text, end)
                if match is None:
                    raise self.fail(skip(text, end).end(), "Expecting ':' delimiter")
                pos = match.end()
                want_key = False
            depth = len(stack)  # tokens in the pointer of the value at pos
            char = text[pos : pos + 1]
            node: Any = pos
            if char == '"':
                value, end = scanstring(text, pos + 1)
            elif char != "{" and char != "[":
                scanned = None
                if scan_c is not None:
                    try:
                        scanned = scan_c(text, pos)
                    except (StopIteration, _Refused, ValueError):
                        pass  # _scalar names the refusal exactly
                value, end = scanned or self._scalar(pos)
            else:
                parsed = None
                retries = stack[-1].retries if stack else 0
                if scan_c is not None and depth >= locate and retries < _MAX_C_RETRIES:
                    retries += 1
                    try:
                        parsed = scan_c(text, pos)
                    except json.JSONDecodeError as exc:
                        raise LoadError(self.display, exc.lineno, exc.colno, exc.msg) from None
                    except StopIteration as stop:
                        raise self.fail(stop.value, "Expecting value") from None
                    except (_Refused, RecursionError, ValueError):
                        pass  # walk it in Python below, for the exact position
                if parsed is not None:
                    value, end = parsed
                else:
                    if depth >= MAX_NESTING:
                        raise self.fail(pos, f"nesting is deeper than {MAX_NESTING:,} levels")
                    token = None
                    if stack:
                        parent = stack[-1]
                        token = parent.key if parent.is_object else len(parent.container)
                    node = _Frame(char == "{", pos, depth < locate, token, retries)
            if depth <= locate:
                if depth == 0:
                    self.root = node
                else:
                    parent = stack[-1]
                    if parent.is_object:
                        parent.children[parent.key] = node
                    else:
                        parent.children.append(node)
            if node is not pos:
                stack.append(node)
                pos = skip(text, pos + 1).end()
                if text[pos : pos + 1] != ("}" if node.is_object else "]"):
                    want_key = node.is_object
                    continue
                value = stack.pop().container
                end = pos + 1
            # The value is complete: hand it to its parents until one expects more.
            if not keep:
                value = None
            while stack:
                frame = stack[-1]
                if frame.is_object:
                    frame.container[frame.key] = value
                else:
                    frame.container.append(value)
                match = after_value(text, end)
                if match is None:
                    raise self.fail(skip(text, end).end(), "Expecting ',' delimiter")
                delimiter = match.group(1)
                if delimiter == ",":
                    pos = match.end()
                    want_key = frame.is_object
                    break
                if delimiter != ("}" if frame.is_object else "]"):
                    raise self.fail(match.start(1), "Expecting ',' delimiter")
                value = stack.pop().container
                if not keep:
                    value = None
                end = match.end(1)
            else:
                end = skip(text, end).end()
                if end != len(text):
                    raise self.fail(end, "Extra data")
                return value


def parse_json(text: str, display: str, *, locate_depth: int = 3) -> JsonDocument:
    """Parse JSON text, raising only LoadError (syntax, NaN/Infinity, numbers
    out of range, nesting deeper than MAX_NESTING, trailing data).

    Repeated keys are recorded in `duplicates`, the last value winning as with
    json.loads. Positions are kept for values at most `locate_depth` deep.
    """
    walk = _JsonWalk(text, display, max(locate_depth, 0))
    try:
        with acyclic_work():  # without it, collections triple the time on big files
            value = walk.run()
    except json.JSONDecodeError as exc:  # from scanstring in the Python walk
        raise LoadError(display, exc.lineno, exc.colno, exc.msg) from None
    lone = _lone_surrogate(text)
    if lone is not None:
        line, col = position(text, lone)
        what = f"lone UTF-16 surrogate {text[lone : lone + 6]} in a string: not valid Unicode"
        raise LoadError(display, line, col, what)
    if _deeper_than(value, MAX_NESTING):
        # The C parser took the deep part whole; walking it in Python finds where.
        _JsonWalk(text, display, 0, use_c=False, keep_values=False).run()
    return JsonDocument(value, walk.duplicates, walk.root, walk.index)


def _deeper_than(value: Any, limit: int) -> bool:
    """Whether containers nest more than `limit` levels in `value`. Level by
    level: only containers are listed, each without a depth of its own."""
    if limit < 1:
        return True
    level = [value] if type(value) is dict or type(value) is list else []
    for _ in range(limit):
        level = [child for node in level
                 for child in (node.values() if type(node) is dict else node)
                 if type(child) is dict or type(child) is list]
        if not level:
            return False
    return True


def json_lines(text: str, display: str, *, locate_depth: int = 3) -> WalkedLines:
    """The lines parse_json(text, display, locate_depth=...).line_of gives,
    worked out in one walk that keeps no value: containers below
    `locate_depth` are parsed one at a time and dropped. LoadError as
    parse_json, for a text it refuses."""
    walk = _JsonWalk(text, display, max(locate_depth, 0), keep_values=False)
    try:
        with acyclic_work():
            walk.run()
    except json.JSONDecodeError as exc:
        raise LoadError(display, exc.lineno, exc.colno, exc.msg) from None
    root = walk.root
    frames: list[_Frame] = []
    offsets: set[int] = set()
    pending = [root]
    while pending:
        node = pending.pop()
        if isinstance(node, _Frame):
            frames.append(node)
            offsets.add(node.pos)
            children = node.children
            if children is not None:
                pending.extend(children.values() if node.is_object else children)
        elif node is not None:
            offsets.add(node)
    line_at: dict[int, int] = {}
    line, previous = 1, 0
    for offset in sorted(offsets):
        line += text.count("\n", previous, offset)
        line_at[offset] = line
        previous = offset
    for frame in frames:
        frame.pos = line_at[frame.pos]
        frame.container = None
        children = frame.children
        if children is None:
            continue
        if frame.is_object:
            for key, child in children.items():
                if not isinstance(child, _Frame):
                    children[key] = line_at[child]
        else:
            for index, child in enumerate(children):
                if not isinstance(child, _Frame):
                    children[index] = line_at[child]
    return WalkedLines(line_at[root] if not isinstance(root, _Frame) else root)


def _lone_surrogate(text: str) -> int | None:
    """Offset of a `\\uD800`-`\\uDFFF` escape that is not half of a pair.

    json accepts them, but the strings they make cannot be written as UTF-8,
    so every output would fail on them later.
    """
    if "\\ud" not in text and "\\uD" not in text:  # every surrogate escape starts so
        return None
    low_expected_at = -1
    for match in _SURROGATE_ESCAPE.finditer(text):
        start = match.start(2) - 2
        if int(match.group(2), 16) < 0xDC00:  # a high half: the low half must follow
            follower = _SURROGATE_ESCAPE.match(text, start + 6)
            if follower is None or follower.start(2) != start + 8 or int(follower.group(2), 16) < 0xDC00:
                return start
            low_expected_at = start + 6
        elif start != low_expected_at:
            return start
    return None
