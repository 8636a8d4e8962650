"""Detectors for text a model reads: hidden characters (X001), confusable names
(X003) and whitespace that hides text (X007). Instructions aimed at the model
(X002, X006) are directives.py's, credentials (X008) credentials.py's.

Pure functions over strings (standard library only). The X rules in
``rules/security.py`` decide where a string comes from and what to report.
Every scan is linear in the length of the text.

Every `validate` imports this module, even for a registry of a few tools, so
the regular expressions are compiled on first use, not at import; and a
registry holds hundreds of thousands of strings, so each detector first
rules out, with checks much cheaper than its expressions, the strings it
cannot fire on.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from . import invisible

# ----------------------------------------------------------------- X001 hidden characters

ESCAPE = "terminal escape sequences"  # the other classes are the table's (invisible.py)


# Characters that need a closer look: everything outside printable ASCII and a
# few fully assigned blocks of ordinary prose (Latin, Greek, Cyrillic, general
# punctuation, arrows, kana, CJK ideographs, Hangul syllables).
_SUSPECT = (
    "[^\t\n\x20-\x7e\xa0-\xac\xae-\u02ff\u0391-\u03a1\u03a3-\u03ff\u0400-\u04ff"
    "\u2010-\u2027\u2030-\u205e\u2190-\u21ff\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff"
    "\uac00-\ud7a3]")


@cache
def _regex(source: str, flags: int = 0) -> re.Pattern[str]:
    """`source` compiled, once, when a string first needs it."""
    return re.compile(source, flags)


class HiddenClass:
    """One class of hidden characters found in a string."""

    __slots__ = ("kind", "code_points", "count", "decoded", "sequences")

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.code_points: list[int] = []  # distinct, in order of appearance
        self.count = 0
        self.decoded = ""  # tag characters and variation selectors: what they smuggle
        self.sequences: list[str] = []  # escape sequences: what they do

    def add(self, code: int) -> None:
        self.count += 1
        if code not in self.code_points:
            self.code_points.append(code)


def hidden_characters(text: str) -> list[HiddenClass]:
    """Every class of hidden character in `text`, in order of first appearance; a
    byte-order mark that opens the text is the file's, not the text's."""
    text = text.removeprefix("\ufeff")
    if text.isascii() and text.isprintable():  # no control character, nothing else to find
        return []
    suspect = _regex(_SUSPECT)
    first = suspect.search(text)
    if first is None:
        return []
    found: dict[str, HiddenClass] = {}
    selector_bytes = bytearray()
    # A character the text names by its code point ("each inserted character is U+00AD")
    # is its subject, shown to the reader; tag characters still spell what they spell, and
    # bidi controls still reorder what a reviewer reads.
    named = ({int(digits, 16) for digits in _regex(r"\bU\+([0-9A-Fa-f]{4,6})\b").findall(text)}
             if "U+" in text else set())

    def note(kind: str, code: int) -> HiddenClass:
        entry = found.setdefault(kind, HiddenClass(kind))
        entry.add(code)
        return entry

    skip = 0  # characters before this belong to an escape sequence or a flag already seen
    for match in suspect.finditer(text, first.start()):
        i = match.start()
        if i < skip:
            continue
        code = ord(text[i])
        if code == 0x1B:
            skip, label = _escape_sequence(text, i)
            entry = note(ESCAPE, code)
            if label not in entry.sequences:
                entry.sequences.append(label)
            continue
        if code == invisible.BLACK_FLAG:
            skip = _flag_end(text, i)
            continue
        kind = invisible.kind(code)
        if code in named and kind not in (invisible.TAG, invisible.BIDI):
            continue
        if kind is not None and not invisible.belongs_to_text(code, text, i):
            entry = note(kind, code)
            if kind == invisible.TAG and 0xE0020 <= code <= 0xE007E:
                entry.decoded += chr(code - 0xE0000)
            elif 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF:  # one byte each
                selector_bytes.append(code - 0xFE00 if code <= 0xFE0F else code - 0xE0100 + 16)
    if invisible.SELECTOR in found and len(selector_bytes) > 1:
        smuggled = selector_bytes.decode("utf-8", errors="replace")
        if smuggled.isprintable():  # selectors that spell nothing are reported as code points only
            found[invisible.SELECTOR].decoded = smuggled
    return list(found.values())


def _flag_end(text: str, start: int) -> int:
    """End of an emoji tag flag (U+1F3F4, 2-7 tag letters or digits, U+E007F) at `start`, else 0."""
    j = start + 1
    n = len(text)
    while j < n and j - start <= 8:
        code = ord(text[j])
        if not (0xE0030 <= code <= 0xE0039 or 0xE0061 <= code <= 0xE007A):
            break
        j += 1
    letters = j - start - 1
    if 2 <= letters <= 7 and j < n and ord(text[j]) == invisible.TAG_CANCEL:
        return j + 1
    return 0


_ST = ("\x07", "\x1b\\")
_MAX_SEQUENCE = 4096


def _escape_sequence(text: str, start: int) -> tuple[int, str]:
    """End of the ESC sequence at `start` and what it does, in a few words."""
    n = len(text)
    if start + 1 >= n:
        return n, "a lone ESC"
    introducer = text[start + 1]
    if introducer == "[":
        k = start + 2
        while k < n and 0x30 <= ord(text[k]) <= 0x3F:
            k += 1
        params = text[start + 2 : k]
        while k < n and 0x20 <= ord(text[k]) <= 0x2F:
            k += 1
        final = text[k] if k < n and 0x40 <= ord(text[k]) <= 0x7E else ""
        return k + (1 if final else 0), _csi_label(params, final)
    if introducer in "]P^_X":
        limit = min(n, start + _MAX_SEQUENCE)
        ends = [found for found in (text.find(st, start + 2, limit) for st in _ST) if found >= 0]
        if ends:
            end = min(ends)
            end += 2 if text.startswith("\x1b\\", end) else 1
        else:
            end = limit
        if introducer != "]":
            return end, "a device control string"
        number = re.match(r"\d*", text[start + 2 : start + 8]).group()
        return end, _OSC_LABELS.get(number, f"OSC {number or '?'}")
    shown = introducer if 0x20 < ord(introducer) < 0x7F else f"U+{ord(introducer):04X}"
    return start + 2, f"ESC {shown}"


_OSC_LABELS = {"52": "OSC 52 (clipboard write)", "8": "OSC 8 (hyperlink)",
               "0": "OSC 0 (window title)", "2": "OSC 2 (window title)"}


def _csi_label(params: str, final: str) -> str:
    if final == "m":
        codes = [p for p in re.split("[;:]", params) if p]
        return "SGR 8 (concealed text)" if "8" in codes else "SGR (colour and style)"
    if final == "J":
        return "CSI J (screen clear)"
    if final == "n" and params == "6":
        return "CSI 6n (cursor position report)"
    return f"CSI {final or '(unterminated)'}"


def code_point_list(codes: list[int], limit: int = 6) -> str:
    shown = ", ".join(f"U+{code:04X}" for code in codes[:limit])
    return shown + (f" and {len(codes) - limit} more" if len(codes) > limit else "")


QUOTE_LIMIT = 60


def quote(span: str, limit: int = QUOTE_LIMIT) -> str:
    """`span` with whitespace collapsed, cut to `limit` characters."""
    span = " ".join(span.split())
    return span if len(span) <= limit else span[: limit - 1] + "…"


# ----------------------------------------------------------------- X003 confusable names

# Letters of Cyrillic and Greek that look like Latin ones. Capitals are mapped
# before case folding (Greek capital eta looks like H, its small form like n).
_CAPITALS = str.maketrans({
    **dict(zip("АВСЕНІЈКМОРЅТХУҮ", "ABCEHIJKMOPSTXYY")),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX")),
})
_SMALL = str.maketrans({
    **dict(zip("аеһіјӏоԁԛрѕсуԝхь", "aehijlodqpscywxb")),
    **dict(zip("ɑαεηιϳκνορϲτυχγωμ", "aaenijkvopctuxywu")),
    "0": "o", "1": "l",
})


def skeleton(name: str) -> str:
    """`name` reduced to what it looks like: NFKC, Latin look-alikes, case folding,
    no combining marks or invisible characters."""
    if name.isascii():  # NFKC, NFD and the capital table change nothing here
        return name.lower().translate(_SMALL).replace("rn", "m").replace("vv", "w")
    text = unicodedata.normalize("NFKC", name).translate(_CAPITALS).casefold()
    text = "".join(char for char in unicodedata.normalize("NFD", text)
                   if unicodedata.category(char) not in ("Mn", "Me", "Cf"))
    return text.translate(_SMALL).replace("rn", "m").replace("vv", "w")


def reads_as_other_letters(name: str) -> bool:
    """Whether `name` reads as an ASCII name it is not (an accent dropped, a Cyrillic
    or Greek look-alike, a full-width letter): a name in a script of its own
    ("乘方计算器", "поиск") imitates nothing."""
    if name.isascii():
        return False
    looks = skeleton(name)
    return looks != name.casefold() and looks.isascii()


def non_ascii(name: str, limit: int = 4) -> list[str]:
    """The distinct non-ASCII characters of `name`, as `U+0435 CYRILLIC SMALL LETTER IE`."""
    if name.isascii():
        return []
    seen: list[str] = []
    for char in name:
        if ord(char) > 0x7F and char not in seen:
            seen.append(char)
    return [f"U+{ord(c):04X} {unicodedata.name(c, 'unnamed')}" for c in seen[:limit]]


# ----------------------------------------------------------------- X007 whitespace that hides text

PADDING_RUN = 200
BLANK_LINES = 10

# An ASCII string with whitespace as spaces and everything else as "x" (the
# expression's \s is str.isspace()), where a long run is a plain substring search.
_ASCII_BLANKS = bytes(0x20 if code < 0x80 and chr(code).isspace() else 0x78 for code in range(256))
_BLANK_RUN = b" " * PADDING_RUN


def hiding_whitespace(text: str) -> tuple[int, str] | None:
    """(offset, what) of the first whitespace that hides the text after it: a run of
    PADDING_RUN or more whitespace characters, or BLANK_LINES or more blank lines,
    with text before and after. Leading and trailing whitespace and the padding of a
    Markdown table row (a line starting with '|') are layout, not hiding."""
    if len(text) < PADDING_RUN and text.count("\n") <= BLANK_LINES:
        return None
    if text.count("\n") <= BLANK_LINES and text.isascii() \
            and _BLANK_RUN not in text.encode("ascii").translate(_ASCII_BLANKS):
        return None
    body_start = len(text) - len(text.lstrip())
    body_end = len(text.rstrip())
    for match in _regex(r"\s{%d,}|\n(?:[^\S\n]*\n){%d,}" % (PADDING_RUN, BLANK_LINES)).finditer(
            text, body_start, body_end):
        run = match.group()
        if "\n" not in run and text[text.rfind("\n", 0, match.start()) + 1:].lstrip().startswith("|"):
            continue  # a wide Markdown table cell
        if len(run) >= PADDING_RUN:
            return match.start(), f"{len(run)} whitespace characters in a row"
        return match.start(), f"{run.count(chr(10)) - 1} blank lines"
    return None
