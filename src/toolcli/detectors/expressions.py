"""Reading regular expressions to search long texts faster, with exactly the
matches of `finditer`: an expression's top-level branches (`branches`), the
strings every match of a branch starts with (`leading_searcher`), a branch searched only
where they occur (`Leading`), and the branches' matches merged as the whole
expression's (`alternation`). The signals of evidence.py and the directive
patterns of directives.py both search this way.

The parse is the standard library's own (re._parser); an expression it cannot
read is searched whole. What the parse says of the detectors' own expressions
(`READINGS`) is read ahead of time, by benchmarks/expression_readings.py: each
reading is a function of the expression's text alone, and one not in the file
is worked out here.
"""

from __future__ import annotations

import hashlib
import json
import re
from bisect import bisect_left
from functools import cache
from pathlib import Path
from typing import Any, Callable, Iterator

READINGS = Path(__file__).with_name("expression_readings.json")

# benchmarks/RESULTS.md, "validate --no-cache, real servers": from this length a text's
# needles are each searched once, and a branch every match of which starts with one
# of a few strings is tried only where they occur (`Leading`), not at every position.
LONG_TEXT = 512


# benchmarks/RESULTS.md, "validate (bundled)": reading an expression's branches and
# needles costs a parse of each branch (~0.1 s for all signals), which pays only
# once a signal has run on many texts; until then the whole expression runs. A
# long text counts as one use per USE_LENGTH characters ("validate --no-cache, real
# servers": the whole expressions searched 8,000-character texts unsplit).
# A run that will read LARGE_RUN texts or more (`expect_texts`) splits every expression
# at its first use and never compiles it whole ("validate 10k, cold cache": ~0.1 s).
SPLIT_AFTER = 64
USE_LENGTH = 256
LARGE_RUN = 2000
_USES: dict[str, int] = {}
_split_after = SPLIT_AFTER


def expect_texts(count: int) -> None:
    """Tell the search of long texts how many texts the run will read (see LARGE_RUN)."""
    global _split_after
    _split_after = 1 if count >= LARGE_RUN else SPLIT_AFTER


def worth_splitting(source: str, length: int) -> bool:
    """Whether the expression `source`, searched now in a text of `length` characters,
    has run enough to be searched by its branches from now on."""
    uses = _USES[source] = _USES.get(source, 0) + 1 + length // USE_LENGTH
    return uses >= _split_after


class Leading:
    """A branch's expression searched only where one of the strings every match starts
    with occurs: `search` and `finditer` as the compiled expression's (a match at a
    position is what a search reaching it finds; no branch matches the empty string)."""

    __slots__ = ("pattern", "strings", "text", "starts")

    def __init__(self, pattern: re.Pattern[str], strings: frozenset[str]) -> None:
        self.pattern, self.strings, self.text, self.starts = pattern, strings, "", []

    def search(self, text: str, position: int = 0) -> re.Match[str] | None:
        if text is not self.text:
            self.text, self.starts = text, self._starts(text)
        for start in self.starts[bisect_left(self.starts, position):]:
            match = self.pattern.match(text, start)
            if match is not None:
                return match
        return None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        match = self.search(text)
        while match is not None:
            yield match
            match = self.search(text, match.end())

    def _starts(self, text: str) -> list[int]:
        starts = set()
        for string in self.strings:
            at = text.find(string)
            while at >= 0:
                starts.add(at)
                at = text.find(string, at + 1)
        return sorted(starts)


@cache
def leading_searcher(source: str, compiled: Callable[[str], re.Pattern[str]]) -> re.Pattern[str] | Leading:
    """What searches the branch `source` in a long text: `Leading` when every match
    starts with one of a few strings of two characters or more, else the expression.
    `compiled` is the caller's cached compiler, with the caller's flags."""
    strings = known("leading", source, leading)
    if not strings or min(map(len, strings)) < 2 or len(strings) > 64:
        return compiled(source)
    return Leading(compiled(source), frozenset(strings))


def leading(source: str) -> list[str] | None:
    """The strings one of which every match of `source` starts with, sorted; None
    when they cannot be told."""
    items = parsed(source)
    try:
        strings = _leading(items) if items is not None else None
    except (ImportError, AttributeError, TypeError, ValueError):
        strings = None
    return sorted(strings) if strings is not None else None


def _leading(items: list) -> frozenset[str] | None:
    """Strings one of which every match of the parsed sequence `items` starts with
    (zero-width assertions before them consume nothing), or None."""
    from re import _constants as op  # noqa: PLC0415 - only with the parser in parsed

    prefix = ""
    for code, value in items:
        if code is op.LITERAL:
            prefix += chr(value)
            continue
        if code in (op.AT, op.ASSERT, op.ASSERT_NOT):
            if prefix:
                break
            continue
        rest = _leading_part(code, value)
        if prefix:
            return frozenset(prefix + string for string in rest) if rest else frozenset((prefix,))
        return rest
    return frozenset((prefix,)) if prefix else None


def _leading_part(code: object, value: object) -> frozenset[str] | None:
    from re import _constants as op  # noqa: PLC0415 - only with the parser in parsed

    if code is op.SUBPATTERN and not value[1] and not value[2]:  # no flags set or cleared
        return _leading(list(value[3]))
    if code is op.BRANCH:
        found = [_leading(list(branch)) for branch in value[1]]
        return None if any(strings is None for strings in found) else frozenset().union(*found)
    if code in (op.MAX_REPEAT, op.MIN_REPEAT) and value[0] >= 1:
        return _leading(list(value[2]))
    if code is op.IN and all(kind is op.LITERAL for kind, _ in value):
        return frozenset(chr(char) for _, char in value)
    return None

def alternation(patterns: list[re.Pattern[str]], text: str) -> Iterator[re.Match[str]]:
    """What `finditer` of the alternation of `patterns` (top-level branches in their
    order, none matching the empty string) finds in `text`, without compiling it:
    the leftmost match of any branch, the earlier branch on a tie, then on from
    its end. A branch's next match is searched again only once passed."""
    if len(patterns) == 1:
        yield from patterns[0].finditer(text)
        return
    pending = [pattern.search(text) for pattern in patterns]
    position = 0
    while True:
        best = None
        for index, match in enumerate(pending):
            if match is not None and match.start() < position:
                match = pending[index] = patterns[index].search(text, position)
            if match is not None and (best is None or match.start() < best.start()):
                best = match
        if best is None:
            return
        yield best
        position = best.end()


def may_be_empty(source: str) -> bool:
    tree = _parse_tree(source)
    try:
        return tree is None or tree.getwidth()[0] == 0
    except (AttributeError, TypeError, ValueError, re.error):
        return True


@cache
def _parse_tree(source: str) -> Any:  # re._parser's SubPattern, or None
    """The parse of the expression `source`, once for `may_be_empty` and `parsed` (read
    as multi-line: "^" and "$" are zero-width either way, what is read here)."""
    try:
        from re import _parser  # the standard library's own parser of expressions
        return _parser.parse(source, re.MULTILINE)
    except (ImportError, AttributeError, TypeError, ValueError, re.error):
        return None


def branches(source: str) -> list[str]:
    """The top-level alternatives of the expression `source`, in order; joined with
    "|" they are `source` again."""
    found, depth, in_class, start, i = [], 0, False, 0, 0
    while i < len(source):
        char = source[i]
        if char == "\\":
            i += 1
        elif in_class:
            in_class = char != "]" or source[i - 1] == "[" or source[i - 2:i] == "[^"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            found.append(source[start:i])
            start = i + 1
        i += 1
    return [*found, source[start:]]


def split(source: str) -> list[str] | None:
    """The top-level branches of `source` to search apart (`alternation` merges their
    matches as the whole's), or None when one may match the empty string: then the
    whole expression is searched."""
    cuts = known("split", source, cuts_between_branches)
    if cuts is None:
        return None
    starts = [0, *(cut + 1 for cut in cuts)]
    return [source[start:end] for start, end in zip(starts, [*cuts, len(source)])]


def cuts_between_branches(source: str) -> list[int] | None:
    """Where the "|" between the branches `split` gives stand in `source`; None when
    it gives none."""
    parts = branches(source)
    if any(map(may_be_empty, parts)):
        return None
    cuts, at = [], -1
    for part in parts[:-1]:
        at += len(part) + 1
        cuts.append(at)
    return cuts


def known(kind: str, source: str, reading: Callable[[str], Any]) -> Any:
    """`reading(source)`, from READINGS[kind] when the file has it under `reading_key(source)`
    (as JSON holds it: lists for tuples)."""
    table = _readings().get(kind)
    if table is not None:
        key = reading_key(source)
        if key in table:
            return table[key]
    return reading(source)


def reading_key(source: str) -> str:
    """An expression's key in READINGS: 128 bits of its SHA-256 (the file holds no expression)."""
    return hashlib.sha256(source.encode("utf-8")).hexdigest()[:32]


@cache
def _readings() -> dict[str, dict[str, Any]]:
    """READINGS, read once, when the first expression is split ({} without the file:
    every reading is then worked out)."""
    try:
        return json.loads(READINGS.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


def parsed(source: str) -> list | None:
    """The top-level sequence of the expression's parse; None when it cannot be read
    or ignores case (then no needle is exact)."""
    tree = _parse_tree(source)
    return None if tree is None or tree.state.flags & re.IGNORECASE else list(tree)
