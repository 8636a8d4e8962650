"""What a text says once its disguises are taken off (SPEC §5.5).

A poisoned description hides its instruction from people and from keyword
scanners in ways a model still reads: base64 or hex blobs, URL escapes,
leetspeak, Cyrillic or Greek look-alike letters, fullwidth forms, invisible
characters between letters, letters spaced out, identifiers that run words
together ("ignore_previous_instructions"), `\\u` escapes, ROT13, text written
backwards. Each reading is the text with its
disguises removed; the X002 detectors run on every reading.

A disguise is undone only when the text shows a trace of it, found by checks
much cheaper than the decoding. Hex is read as a contiguous run, as pairs
after "0x" or "\\x", or as ten or more pairs apart once one of them is an
encoded space ("20").
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Iterator, NamedTuple

from . import invisible
BASE64 = "base64"
HEX = "hex"
URL = "URL escapes"
LEET = "leetspeak"
UNMASKED = "look-alike or invisible characters"
SPACED = "spaced-out letters"
IDENTIFIER = "words run together"
TAGS = "tag characters"
ESCAPES = "\\u escapes"
ROT13 = "ROT13"
REVERSED = "reversed text"
# The disguises only a decoder reads (not look-alikes, leetspeak or URL escapes, which a
# person reads through).
UNREADABLE = frozenset((BASE64, HEX, SPACED, TAGS, ESCAPES, ROT13, REVERSED))
_MAX_DECODED = 4000  # characters of decoded text read per string


class Reading(NamedTuple):
    how: str  # "" for the text as written
    text: str


@cache
def _regex(source: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(source, flags)


_TAG_CHARACTERS = "[\U000e0020-\U000e007e]"


def readings(text: str) -> list[Reading]:
    """The text as written, then each reading its disguises give."""
    return [Reading("", text), *disguised(text)]


def disguised(text: str) -> list[Reading]:
    """What the text says once each of its disguises is taken off; [] for plain prose.
    An identifier's reading holds it as words and as written, so it replaces the text."""
    found = []
    if text.isascii():
        if " " not in text:
            found.extend(_identifier(text))
        shape = text.encode("ascii").translate(_SHAPE)
        base64_run = _BASE64_RUN in shape.translate(_BASE64_RUNS)
        low = text.lower()
        traces = (base64_run, base64_run or "\\x" in text or "0x" in text or _spaced_hex(text), b"%" in shape,
                  shape.count(b"a1") + shape.count(b"1a") >= 3, b" a a " in shape, "\\u" in low,
                  " gur " in low or " naq " in low, " eht " in low or " dna " in low)
    else:
        smuggled = "".join(_regex(_TAG_CHARACTERS).findall(text))
        if len(smuggled) > 1:
            found.append(Reading(TAGS, "".join(chr(ord(char) - 0xE0000) for char in smuggled)))
        unmasked = _unmask(text)
        if unmasked != text and unmasked != _typography(text):
            found.append(Reading(UNMASKED, unmasked))
            text = unmasked
        if " " not in text:
            found.extend(_identifier(text))
        base64_run = bool(_regex(r"[A-Za-z0-9+/]{20}").search(text))
        traces = (base64_run, base64_run or "\\x" in text or "0x" in text or _spaced_hex(text), "%" in text,
                  len(_regex(r"[A-Za-z][013457@$]|[013457@$][A-Za-z]").findall(text)) >= 3,
                  bool(_regex(r" [A-Za-z] [A-Za-z] ").search(text)), "\\u" in text, False, False)
    # Each decoder runs where its disguise left a trace: a run of 20 base64 characters
    # (hex too: its digits are among them), "\\x" or "0x" before hex pairs or ten pairs
    # apart that hold an encoded space ("20"), a URL
    # escape, three letters next to look-alike digits, spaced-out letters, "\\u", or
    # "the" or "and" in ROT13 or backwards (each then needs three such words).
    for (how, decode), trace in zip(_DECODERS, traces):
        if trace and (decoded := decode(text)):
            found.append(Reading(how, decoded))
    return found


def _spaced_hex(text: str) -> bool:
    return " 20 " in text and _regex(r"(?:[0-9A-Fa-f]{2} ){10}").search(text) is not None


def _occurrences(haystack: bytes, needle: bytes) -> Iterator[int]:
    at = haystack.find(needle)
    while at != -1:
        yield at
        at = haystack.find(needle, at + 1)


_IDENTIFIER_CHARACTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.~/-"


def _identifier(text: str) -> list[Reading]:
    if len(text) >= 16 and (not text.strip(_IDENTIFIER_CHARACTERS) if text.isascii()
                            else _regex(r"[\w.~/-]+").fullmatch(text)):
        words = _identifier_words(text)
        if words:  # both spellings: "id_rsa" is read as it stands, the rest as words
            return [Reading(IDENTIFIER, f"{words}\n{text}")]
    return []


# An ASCII text's shape: letters "a", look-alike digits (and @ $) "1", other digits
# "2", "+" and "/" "b", whitespace " ", "%" itself, anything else ".". Each trace
# above is then a count or a search of bytes.
_SHAPE = bytes(
    ord("a") if chr(code).isalpha() else ord("1") if chr(code) in "013457@$" else ord("2") if chr(code).isdigit()
    else ord("b") if chr(code) in "+/" else ord(" ") if chr(code).isspace() else code if chr(code) == "%" else ord(".")
    for code in range(128)) + b"." * 128
_BASE64_RUNS = bytes(ord("x") if chr(code) in "a12b" else ord(" ") for code in range(256))
_BASE64_RUN = b"x" * 20


# ----------------------------------------------------------------- characters


# Latin look-alikes of Cyrillic and Greek letters.
_CONFUSABLES = str.maketrans({
    **dict(zip("АВСЕНІЈКМОРЅТХУҮаеһіјӏоԁԛрѕсуԝхьɑ", "ABCEHIJKMOPSTXYYaehijlodqpscywxba")),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαεικνορτυχ", "ABEZHIKMNOPTYXaeikvoptux")),
})


def _typography(text: str) -> str:
    """`text` with only its punctuation and spaces NFKC-normalised: the fullwidth comma
    and colon of Chinese and Japanese prose are typography, not a disguise."""
    return "".join(unicodedata.normalize("NFKC", char) if unicodedata.category(char)[0] in "PZ" else char
                   for char in text)


def _unmask(text: str) -> str:
    """NFKC (fullwidth letters), invisible characters removed, and the letters of
    words mixing Latin with Cyrillic or Greek mapped to their Latin look-alikes."""
    text = unicodedata.normalize("NFKC", text)
    if text.isascii():
        return text  # no ASCII character is of a class a reading removes
    text = text.translate(_VISIBLE)
    if text.isascii() or text.translate(_CONFUSABLES) == text:
        return text  # no look-alike letter to fold in any word

    def fold(match: re.Match[str]) -> str:
        word = match.group()
        folded = word.translate(_CONFUSABLES)
        return folded if folded != word and _regex(r"[A-Za-z]").search(word) else word

    return _regex(r"\w+").sub(fold, text)


# What a reading removes: the invisible table's classes that hide inside words.
_REMOVED = frozenset((invisible.FORMAT, invisible.BIDI, invisible.TAG, invisible.SELECTOR, invisible.FILLER))


class _Visible(dict):
    """A `str.translate` table deleting what a reading removes, each character's
    class looked up once (non-ASCII texts run to ~40,000 characters on real servers),
    at most _VISIBLE_KEPT of them: a hostile text can hold every code point."""

    def __missing__(self, code: int) -> int | None:
        kept = code if code < 0x80 or invisible.kind(code) not in _REMOVED else None
        if len(self) < _VISIBLE_KEPT:
            self[code] = kept
        return kept


_VISIBLE_KEPT = 1 << 14


_VISIBLE = _Visible()


def _identifier_words(text: str) -> str:
    """`before_calling_read_the_file` or `IgnoreAllPreviousInstructions` as words."""
    if text.count("_") + text.count("-") >= 3:
        return _regex(r"[_-]+").sub(" ", text)
    humps = _regex(r"(?<=[a-z0-9])(?=[A-Z])")
    if len(humps.findall(text)) >= 3 and text[:1].isalpha():
        return humps.sub(" ", text)
    return ""


# ----------------------------------------------------------------- encodings


def _texty(data: bytes) -> str:
    """`data` as text if it reads as prose (printable UTF-8, mostly letters and
    spaces), else ""."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return ""
    if not text or not text.isprintable():
        return ""
    letters = sum(char.isalpha() or char.isspace() for char in text)
    return text if letters >= 0.75 * len(text) and " " in text.strip() else ""


def _base64(text: str) -> str:
    import base64
    import binascii

    parts = []
    for match in _regex(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{20,}={0,2}").finditer(text):
        run = match.group()
        if not _regex(r"[a-z]").search(run) or not _regex(r"[A-Z]").search(run) or "__" in run:
            continue  # encoded prose mixes cases; identifiers and words do not look like this
        body = run.rstrip("=")
        if len(body) % 4 == 1:
            continue
        padded = body + "=" * (-len(body) % 4)
        try:
            data = (base64.urlsafe_b64decode(padded) if ("-" in body or "_" in body)
                    else base64.b64decode(padded, validate=True))
        except (binascii.Error, ValueError):
            continue
        decoded = _texty(data)
        if decoded:
            parts.append(decoded)
    return "\n".join(parts)[:_MAX_DECODED]


def _hex(text: str) -> str:
    parts = []
    for match in _regex(r"(?<![0-9A-Za-z])(?:(?:0x|\\x)?[0-9A-Fa-f]{2}[\s,:]*){10,}").finditer(text):
        digits = _regex(r"0x|\\x|[\s,:]").sub("", match.group())
        if len(digits) % 2:
            continue
        decoded = _texty(bytes.fromhex(digits))
        if decoded:
            parts.append(decoded)
    return "\n".join(parts)[:_MAX_DECODED]


def _url(text: str) -> str:
    from urllib.parse import unquote

    if "%" not in text or len(_regex(r"%[0-9A-Fa-f]{2}").findall(text)) < 3:
        return ""
    decoded = unquote(text)
    return decoded if decoded != text and _regex(r"%20|%2[0-9A-Fa-f]").search(text) and " " in decoded else ""


_LEET = str.maketrans("013457@$", "oieastas")


def _leet(text: str) -> str:
    """Tokens that mix letters with look-alike digits (`1gn0r3`, `73ll`, `u53r`)
    read as letters, once three or more of them show the text is written that
    way; version-like tokens (`h264`, `mp3`, `1080p`, `v2`) do not count."""
    leet, version = _regex(r"[A-Za-z].*[013457@$]|[013457@$].*[A-Za-z]"), _regex(r"[A-Za-z]+\d+|\d+[A-Za-z]?")
    tokens = text.split()
    if sum(1 for token in tokens if leet.search(token) and not version.fullmatch(token.strip(".,;:!?()'\""))) < 3:
        return ""
    return " ".join(token.translate(_LEET) if _regex(r"[A-Za-z]|^\d{1,3}[’']?\W*$").search(token) else token
                    for token in tokens)


def _spaced(text: str) -> str:
    """`I G N O R E  A L L` as `IGNORE ALL`."""
    spaced = _regex(r"\b(?:[A-Za-z] ){2,}[A-Za-z]\b")
    if not spaced.search(text):
        return ""
    return spaced.sub(lambda match: match.group().replace(" ", ""), text)


def _escapes(text: str) -> str:
    """`\\u0049\\u0067…` as the letters it spells, where four or more escapes spell ASCII."""
    escape = _regex(r"\\u00([2-7][0-9A-Fa-f])")
    if len(escape.findall(text)) < 4:
        return ""
    return escape.sub(lambda match: chr(int(match.group(1), 16)), text)


# Words that open most English sentences, as ROT13 and backwards write them.
_ROT13_WORDS = frozenset(("gur", "naq", "gb", "bs", "vf", "lbh", "lbhe", "guvf", "nyy", "sbe", "jvgu", "orsber"))
_REVERSED_WORDS = frozenset(("eht", "dna", "ot", "fo", "si", "uoy", "ruoy", "siht", "lla", "rof", "htiw", "erofeb"))


def _rot13(text: str) -> str:
    import codecs

    if len(_ROT13_WORDS.intersection(text.lower().split())) < 3:
        return ""
    return codecs.encode(text, "rot13")


def _reversed(text: str) -> str:
    if len(_REVERSED_WORDS.intersection(text.lower().split())) < 3:
        return ""
    return text[::-1]


_DECODERS = ((BASE64, _base64), (HEX, _hex), (URL, _url), (LEET, _leet), (SPACED, _spaced), (ESCAPES, _escapes),
             (ROT13, _rot13), (REVERSED, _reversed))
