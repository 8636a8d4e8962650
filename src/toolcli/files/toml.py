"""TOML registry files: tomli (the parser the standard library's tomllib is
copied from, built as a compiled extension: 0.31 s against 0.11 s on 4,997
spec files, benchmarks/RESULTS.md, the row "TOML through tomli"), with every failure a LoadError at a line and column;
and where keys sit in the text (lines for messages, and the checks
parse_toml makes before it trusts tomli with a text)."""

from __future__ import annotations

import re
import sys

import tomli

from ..errors import LoadError
from .lines import position

# tomli's time and memory grow with the square of a dotted key's length
# (10,000 parts: 2 s and 400 MB), so longer keys are refused before parsing.
MAX_TOML_KEY_PARTS = 100
# Each key costs some 250 bytes parsed and may cost a finding of 500 bytes
# (an unknown key): a million keys in 12 MB took 3.6 GB and printed 490 MB.
# The largest registry file the benchmarks make holds some 40,000.
MAX_TOML_KEYS = 100_000
# Deeper arrays and inline tables than tomli's recursion parses (a path per
# level: 100,000 levels took 20 GB) are not indexed; tomli refuses the file.
MAX_INDEXED_NESTING = 1000
_TOML_AT = re.compile(r"\s*\(at (?:line (\d+), column (\d+)|end of document)\)$")


def parse_toml(text: str, display: str) -> dict:
    """tomli.loads, with every failure a LoadError at a line and column:
    syntax errors, nesting too deep for tomli's recursion, overlong
    integers, dotted keys over MAX_TOML_KEY_PARTS and files of more than
    MAX_TOML_KEYS keys."""
    long_keys = text.count(".") >= MAX_TOML_KEY_PARTS and any(
        line.count(".") >= MAX_TOML_KEY_PARTS for line in text.split("\n"))
    if long_keys or _most_keys(text) > MAX_TOML_KEYS:
        index = TomlIndex(text, max_keys=MAX_TOML_KEYS)
        index.run()
        if index.long_key is not None:
            line, col = position(text, index.long_key)
            raise LoadError(display, line, col, f"dotted key has more than {MAX_TOML_KEY_PARTS} parts")
        if index.too_many is not None:
            line, col = position(text, index.too_many)
            raise LoadError(display, line, col, f"more than {MAX_TOML_KEYS:,} keys in one file; split it "
                                                "(a file per tool under specs/)")
    try:
        return tomli.loads(text)
    except tomli.TOMLDecodeError as exc:
        message = str(getattr(exc, "msg", "") or exc)
        match = _TOML_AT.search(message)
        if getattr(exc, "lineno", None) and getattr(exc, "colno", None):
            line, col = exc.lineno, exc.colno  # type: ignore[attr-defined]
        elif match and match.group(1):
            line, col = int(match.group(1)), int(match.group(2))
        else:
            line, col = position(text, len(text))
        what = message[: match.start()] if match else message
        raise LoadError(display, line, col, what) from None
    except RecursionError:
        pos, depth = deepest_bracket(text)
        line, col = position(text, pos)
        raise LoadError(display, line, col, f"nesting too deep ({depth} levels of arrays/inline tables)") from None
    except ValueError as exc:  # an integer literal beyond int()'s digit limit
        limit = sys.get_int_max_str_digits()
        long_int = re.search(f"[0-9][0-9_]{{{limit},}}", text)
        if long_int is None:
            raise LoadError(display, 1, 1, f"invalid value: {exc}") from None
        line, col = position(text, long_int.start())
        raise LoadError(display, line, col, f"integer has more than {limit} digits") from None

def _most_keys(text: str) -> int:
    """At least the number of keys and table headers in `text`: each key is
    set with "=", each header starts its line with "["."""
    most = text.count("=")
    return most if most > MAX_TOML_KEYS else most + sum(1 for _ in _TOML_HEADER_LINE.finditer(text))


_TOML_HEADER_LINE = re.compile(r"^[ \t]*\[", re.M)
_TOML_ML_BASIC = re.compile(r'"""(?:[^"\\]++|\\[\s\S]|"(?!""))*+"{3,5}')
_TOML_ML_LITERAL = re.compile(r"'''(?:[^']++|'(?!''))*+'{3,5}")
_TOML_BASIC = re.compile(r'"((?:[^"\\\n]++|\\.)*+)"')
_TOML_LITERAL = re.compile(r"'([^'\n]*)'")
_TOML_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_TOML_BARE_VALUE = re.compile(r"[^\s,\]}#\[{=\"']+")
_TOML_BRACKET = re.compile(r"""\"\"\"|'''|"(?:[^"\\\n]++|\\.)*+"|'[^'\n]*'|#[^\n]*|[\[\]{}]""")
_TOML_DOT = re.compile(r"[ \t]*\.[ \t]*")
_TOML_SPACE = re.compile(r"[ \t]*")
_TOML_BLANK = re.compile(r"(?:[ \t\r\n]++|#[^\n]*+)*+")
_TOML_ESCAPE = re.compile(r"\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))", re.DOTALL)
_TOML_ESCAPED = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", "e": "\x1b", '"': '"', "\\": "\\"}
# `key = "string" | 'string' | bare scalar`, alone on its line: most lines of a registry.
_TOML_SIMPLE_LINE = re.compile(
    r"""([A-Za-z0-9_-]+)[ \t]*=[ \t]*"""
    r"""(?:"(?:[^"\\\n]++|\\.)*+"(?!")|'[^'\n]*'(?!')|[^\s"'\[\]{}#,][^\s#,\[\]{}]*)"""
    r"""[ \t]*(?:#[^\n]*)?(?=\r?\n|\Z)"""
)


def deepest_bracket(text: str) -> tuple[int, int]:
    """Offset of the first bracket at the greatest nesting depth, and that depth."""
    depth = deepest = deepest_pos = 0
    pos = 0
    while True:
        match = _TOML_BRACKET.search(text, pos)
        if match is None:
            return deepest_pos, deepest
        token, pos = match.group(), match.end()
        if token in ('"""', "'''"):
            long_string = (_TOML_ML_BASIC if token == '"""' else _TOML_ML_LITERAL).match(text, match.start())
            pos = long_string.end() if long_string else len(text)
        elif token in ("[", "{"):
            depth += 1
            if depth > deepest:
                deepest, deepest_pos = depth, match.start()
        elif token in ("]", "}"):
            depth = max(depth - 1, 0)


def _unescape_toml(raw: str) -> str:
    def replace(match: re.Match[str]) -> str:
        code = match.group(1) or match.group(2)
        if code is not None:
            return chr(int(code, 16)) if int(code, 16) <= 0x10FFFF else match.group()
        return _TOML_ESCAPED.get(match.group(3), match.group())

    return _TOML_ESCAPE.sub(replace, raw) if "\\" in raw else raw


class TomlIndex:
    """A forgiving single pass over TOML text that notes where each key is defined."""

    def __init__(self, text: str, max_keys: int | None = None) -> None:
        self.text = text
        self.max_keys = max_keys
        self.keys = 0  # keys and table headers defined so far
        self.key_at = 0  # offset of the key read last
        self.too_many: int | None = None  # offset of the key past max_keys, where the pass stopped
        self.pos = 0
        self.line = 1
        self.table: tuple[str | int, ...] = ()
        self.array_tables: dict[tuple, int] = {}
        self.explicit: dict[tuple, int] = {}
        self.implicit: dict[tuple, int] = {}
        self.long_key: int | None = None  # offset of the first key over MAX_TOML_KEY_PARTS

    def run(self) -> dict[tuple, int]:
        text, length = self.text, len(self.text)
        while True:
            self._blank()
            if self.pos >= length or self.too_many is not None:
                break
            simple = _TOML_SIMPLE_LINE.match(text, self.pos)
            if simple:
                self.key_at = self.pos
                self._count()
                self.explicit.setdefault((*self.table, simple.group(1)), self.line)
                self.pos = simple.end()
            elif text[self.pos] == "[":
                self._header()
            else:
                self._key_value()
            newline = text.find("\n", self.pos)
            self.pos = length if newline < 0 else newline
        return {**self.implicit, **self.explicit}

    def _blank(self) -> None:
        end = _TOML_BLANK.match(self.text, self.pos).end()
        self.line += self.text.count("\n", self.pos, end)
        self.pos = end

    def _keys(self) -> list[str] | None:
        """A dotted key at pos (single line), or None."""
        text, parts, start = self.text, [], self.pos
        self.key_at = _TOML_SPACE.match(text, start).end()
        while True:
            self.pos = _TOML_SPACE.match(text, self.pos).end()
            bare = _TOML_BARE_KEY.match(text, self.pos)
            basic = None if bare else _TOML_BASIC.match(text, self.pos)
            literal = None if bare or basic else _TOML_LITERAL.match(text, self.pos)
            if bare:
                parts.append(bare.group())
            elif basic:
                parts.append(_unescape_toml(basic.group(1)))
            elif literal:
                parts.append(literal.group(1))
            else:
                return None
            self.pos = (bare or basic or literal).end()  # type: ignore[union-attr]
            dot = _TOML_DOT.match(text, self.pos)
            if len(parts) > MAX_TOML_KEY_PARTS:
                if self.long_key is None:
                    self.long_key = _TOML_SPACE.match(text, start).end()
                return None
            if dot is None:
                self.pos = _TOML_SPACE.match(text, self.pos).end()
                return parts
            self.pos = dot.end()

    def _count(self) -> None:
        self.keys += 1
        if self.max_keys is not None and self.keys > self.max_keys and self.too_many is None:
            self.too_many = self.key_at

    def _define(self, base: tuple, parts: list[str]) -> tuple:
        self._count()
        for i in range(1, len(parts)):
            self.implicit.setdefault((*base, *parts[:i]), self.line)
        path = (*base, *parts)
        self.explicit.setdefault(path, self.line)
        return path

    def _header(self) -> None:
        is_array = self.text.startswith("[[", self.pos)
        self.pos += 2 if is_array else 1
        parts = self._keys()
        if not parts or not self.text.startswith("]]" if is_array else "]", self.pos):
            return
        self._count()
        path: tuple[str | int, ...] = ()
        for i, part in enumerate(parts):
            path = (*path, part)
            if is_array and i == len(parts) - 1:
                count = self.array_tables.get(path, 0)
                self.array_tables[path] = count + 1
                self.implicit.setdefault(path, self.line)
                path = (*path, count)
            elif path in self.array_tables:
                path = (*path, self.array_tables[path] - 1)
            if i < len(parts) - 1:
                self.implicit.setdefault(path, self.line)
        self.explicit.setdefault(path, self.line)
        self.table = path

    def _key_value(self) -> None:
        parts = self._keys()
        if parts and self.text.startswith("=", self.pos):
            self.pos += 1
            self._value(self._define(self.table, parts))

    def _scalar(self) -> bool:
        """Step over one string or bare scalar at pos; False if there is none."""
        text, pos = self.text, self.pos
        if text.startswith('"""', pos) or text.startswith("'''", pos):
            match = (_TOML_ML_BASIC if text[pos] == '"' else _TOML_ML_LITERAL).match(text, pos)
            end = match.end() if match else len(text)
            self.line += text.count("\n", pos, end)
        else:
            match = _TOML_BASIC.match(text, pos) or _TOML_LITERAL.match(text, pos)
            match = match or _TOML_BARE_VALUE.match(text, pos)
            if match is None:
                return False
            end = match.end()
        self.pos = end
        return True

    def _value(self, path: tuple) -> None:
        """Step over the value at pos, noting array elements and inline-table keys."""
        text = self.text
        stack: list[list] = []  # [path, next index] for an array, [path, None] for an inline table
        self.pos = _TOML_SPACE.match(text, self.pos).end()
        while self.too_many is None:
            if stack:
                self._blank()
                top = stack[-1]
                char = text[self.pos : self.pos + 1]
                if char == ("]" if top[1] is not None else "}"):
                    stack.pop()
                    self.pos += 1
                    if not stack:
                        return
                    continue
                if char == ",":
                    self.pos += 1
                    continue
                if top[1] is None:
                    parts = self._keys()
                    if not parts or not text.startswith("=", self.pos):
                        return
                    self.pos = _TOML_SPACE.match(text, self.pos + 1).end()
                    path = self._define(top[0], parts)
                else:
                    path = (*top[0], top[1])
                    top[1] += 1
                    self.explicit.setdefault(path, self.line)
            char = text[self.pos : self.pos + 1]
            if char == "[" or char == "{":
                if len(stack) >= MAX_INDEXED_NESTING:
                    return
                stack.append([path, 0 if char == "[" else None])
                self.pos += 1
            elif not self._scalar() or not stack:
                return


def toml_key_lines(text: str) -> dict[tuple[str, ...], int]:
    """Best-effort map of TOML key paths to the 1-based line defining them.

    Table headers (`[[a]]` elements by index: ("lint", "allow", 0)), keys
    inside tables and inline tables (dotted keys split), array elements by
    index. Text inside strings is never taken for a key. For messages only:
    never raises, whatever the text.
    """
    return TomlIndex(text).run()  # type: ignore[return-value]
