"""The one table of invisible characters: what the screen escapes (safe_text),
what X001 reports (characters.hidden_characters) and what a reading removes
before it looks for words (readings).

`kind(code)` names the class of every character a reader cannot see, from
its general category and the few code points the categories miss. The
screen escapes every one of them (and tab and newline, which would break
its lines). X001 reports every one of them except where it belongs to the
text around it (`belongs_to_text`):

* a ZWJ between the parts of an emoji sequence (👩‍💻), and a variation
  selector VS15/VS16 after a pictograph or inside a keycap (1️⃣);
* a ZWNJ or ZWJ between letters of a script that spells with it (Persian
  and Arabic, the Indic scripts, Myanmar, Khmer);
* a left-to-right or right-to-left mark (and the Arabic letter mark) next
  to right-to-left text, where it places neutral characters;
* a directional embedding or isolate (never an override) in text that holds
  right-to-left letters, closed on the same line: the way Unicode asks a
  writer to set a left-to-right name or address inside Arabic or Hebrew;
* a soft hyphen inside a word, a zero-width space at a boundary inside an
  identifier (`get​UserProfile`), a word joiner between a number and its unit:
  hints for where a line may or may not break, between visible characters,
  never splitting a word into letters;
* an emoji tag flag (U+1F3F4, tag letters, U+E007F), read by
  characters.hidden_characters as one piece;
* a code point unassigned in this Python's tables inside the emoji blocks,
  which gain characters every year.
"""

from __future__ import annotations

import unicodedata

CONTROL = "control characters"
BIDI = "bidi controls"
FORMAT = "zero-width and format characters"
TAG = "tag characters"
SELECTOR = "variation selectors"
FILLER = "blank filler letters"
SEPARATOR = "line and paragraph separators"
PRIVATE = "private-use characters"
UNASSIGNED = "unassigned code points"
SURROGATE = "lone surrogates"

ALM, LRM, RLM = 0x061C, 0x200E, 0x200F
SOFT_HYPHEN, ZWSP, WORD_JOINER = 0x00AD, 0x200B, 0x2060
# Directional embeddings and isolates, each opener with its closer; the overrides
# (U+202D, U+202E) reorder the letters themselves and are never the text's own.
_OPENERS = {0x202A: 0x202C, 0x202B: 0x202C, 0x2066: 0x2069, 0x2067: 0x2069, 0x2068: 0x2069}
_CLOSERS = frozenset(_OPENERS.values())
_IDENTIFIER_MARKS = frozenset("_./-:")
ZWNJ, ZWJ, VS15, VS16, KEYCAP = 0x200C, 0x200D, 0xFE0E, 0xFE0F, 0x20E3
BLACK_FLAG, TAG_CANCEL = 0x1F3F4, 0xE007F

BIDI_CONTROLS = frozenset((ALM, LRM, RLM, *range(0x202A, 0x202F), *range(0x2066, 0x206A)))
FILLERS = frozenset((0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800))  # Hangul fillers, braille blank
# Marks that render as nothing: the combining grapheme joiner and Khmer's inherent vowels.
INVISIBLE_MARKS = frozenset((0x034F, 0x17B4, 0x17B5))
# Mongolian free variation selectors (U+180E between them is a format character).
MONGOLIAN_SELECTORS = frozenset((0x180B, 0x180C, 0x180D, 0x180F))
_BY_CATEGORY = {"Cc": CONTROL, "Cf": FORMAT, "Zl": SEPARATOR, "Zp": SEPARATOR, "Co": PRIVATE,
                "Cn": UNASSIGNED, "Cs": SURROGATE}


def kind(code: int) -> str | None:
    """The class of an invisible character, None for one a reader sees."""
    if code in BIDI_CONTROLS:
        return BIDI
    if 0xE0000 <= code <= 0xE007F:
        return TAG
    if 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF or code in MONGOLIAN_SELECTORS:
        return SELECTOR
    if code in FILLERS:
        return FILLER
    if code in INVISIBLE_MARKS:
        return FORMAT
    return _BY_CATEGORY.get(unicodedata.category(chr(code)))


# A compact over-approximation of Unicode's Extended_Pictographic property:
# the characters an emoji ZWJ or VS16 sequence is built from.
_PICTOGRAPHIC = (
    (0x00A9, 0x00A9), (0x00AE, 0x00AE), (0x203C, 0x203C), (0x2049, 0x2049),
    (0x2122, 0x2122), (0x2139, 0x2139), (0x2194, 0x21AA), (0x231A, 0x23FF),
    (0x24C2, 0x24C2), (0x25AA, 0x25FE), (0x2600, 0x27BF), (0x2934, 0x2935),
    (0x2B05, 0x2B55), (0x3030, 0x3030), (0x303D, 0x303D), (0x3297, 0x3299),
    (0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD),
)
# Scripts whose prose uses ZWNJ/ZWJ between letters (Arabic, Syriac, Indic,
# Myanmar, Khmer): a joiner there is spelling, not smuggling.
_JOINING_SCRIPTS = ((0x0600, 0x08FF), (0x0900, 0x0DFF), (0x1000, 0x109F), (0x1780, 0x17FF))
_KEYCAP_BASES = frozenset(map(ord, "0123456789#*"))
_EMOJI_BLOCKS = (0x1F000, 0x1FAFF)
_MARK_REACH = 4  # characters a directional mark may sit from the right-to-left letter it serves


def _in(ranges: tuple[tuple[int, int], ...], code: int) -> bool:
    return any(low <= code <= high for low, high in ranges)


def pictographic(code: int) -> bool:
    return _in(_PICTOGRAPHIC, code)


def belongs_to_text(code: int, text: str, i: int) -> bool:
    """Whether the invisible character `code` at `text[i]` is part of the text
    around it (see the module's list), so X001 lets it pass."""
    previous = ord(text[i - 1]) if i else -1
    following = ord(text[i + 1]) if i + 1 < len(text) else -1
    if code in (VS15, VS16):
        return pictographic(previous) or (previous in _KEYCAP_BASES and following == KEYCAP)
    if code in (ZWJ, ZWNJ):
        if code == ZWJ and (pictographic(previous) or previous in (VS16, TAG_CANCEL)) and pictographic(following):
            return True
        return _in(_JOINING_SCRIPTS, previous) and _in(_JOINING_SCRIPTS, following)
    if code in (LRM, RLM, ALM):
        return _beside_right_to_left(text, i)
    if code in _OPENERS or code in _CLOSERS:
        return _closed_on_its_line(code, text, i) and _holds_right_to_left(text)
    if code in (SOFT_HYPHEN, ZWSP, WORD_JOINER):
        return _line_break_hint(code, text, i)
    return _EMOJI_BLOCKS[0] <= code <= _EMOJI_BLOCKS[1] and kind(code) == UNASSIGNED


def _beside_right_to_left(text: str, i: int) -> bool:
    """Whether the nearest letter with a direction on either side of `text[i]`,
    within a few characters, is written right to left."""
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(text) and abs(j - i) <= _MARK_REACH:
            direction = unicodedata.bidirectional(text[j])
            if direction in ("R", "AL"):
                return True
            if direction == "L":
                break
            j += step
    return False


def _holds_right_to_left(text: str) -> bool:
    return any(unicodedata.bidirectional(char) in ("R", "AL") for char in text)


def _closed_on_its_line(code: int, text: str, i: int) -> bool:
    """Whether the embedding or isolate at `text[i]` has its partner on the same line:
    an opener its closer after it, a closer an opener before it."""
    start, end = text.rfind("\n", 0, i) + 1, text.find("\n", i)
    line = text[start:end if end >= 0 else len(text)]
    at = i - start
    if code in _OPENERS:
        return chr(_OPENERS[code]) in line[at + 1:]
    return any(chr(opener) in line[:at] for opener, closer in _OPENERS.items() if closer == code)


def _line_break_hint(code: int, text: str, i: int) -> bool:
    """Whether a soft hyphen, zero-width space or word joiner at `text[i]` marks where a
    line may break (or not) between visible characters: a word joiner between a number
    and its unit, the others between two runs of two or more."""
    def seen(part: str) -> bool:
        return all(char.isprintable() and not char.isspace() for char in part)

    if code == WORD_JOINER:
        return 0 < i < len(text) - 1 and seen(text[i - 1] + text[i + 1]) \
            and text[i - 1].isdigit() != text[i + 1].isdigit()
    before, after = text[max(i - 2, 0):i], text[i + 1:i + 3]
    if len(before) < 2 or len(after) < 2 or not seen(before + after):
        return False
    if code == SOFT_HYPHEN:
        return (before + after).isalpha()
    return (before[-1].islower() and after[0].isupper()) or before[-1] in _IDENTIFIER_MARKS \
        or after[0] in _IDENTIFIER_MARKS
