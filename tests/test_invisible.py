"""The one table of invisible characters (detectors/invisible.py): the screen
escapes every character in it, X001 reports every one of them, and the
characters X001 lets pass are exactly those listed there, inside the text
they belong to."""

from __future__ import annotations

import pytest

from toolcli.detectors import invisible
from toolcli.detectors.characters import hidden_characters
from toolcli.safe_text import visible

# The planes with assigned characters, and the tag and selector block; the
# other planes hold only unassigned and private-use code points, which the
# ends of each stand for.
CODE_POINTS = [*range(0x20000), *range(0xE0000, 0xE0200),
               0x30000, 0x3FFFD, 0xEFFFD, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD]
ESCAPED = [code for code in CODE_POINTS if visible(chr(code)) != chr(code)]
LAYOUT = {0x09, 0x0A}  # tab and newline: escaped to keep a line whole, not hidden from the reader


def test_the_screen_escapes_exactly_the_table_and_layout_whitespace() -> None:
    in_table = {code for code in CODE_POINTS if invisible.kind(code) is not None}
    assert set(ESCAPED) == in_table | LAYOUT
    for code in (0x17B4, 0x17B5, 0x180B, 0x180F, 0x2028, 0x200E, 0xE0041):
        assert code in in_table, hex(code)


def test_x001_reports_every_character_the_screen_escapes() -> None:
    silent = [code for code in ESCAPED if code not in LAYOUT
              and not hidden_characters(f"a{chr(code)}b")
              and not invisible.belongs_to_text(code, f"a{chr(code)}b", 1)]
    assert silent == []
    # What belongs_to_text excuses between two Latin letters: only emoji this
    # Python's tables do not know yet.
    excused = [code for code in ESCAPED if code not in LAYOUT and invisible.belongs_to_text(code, f"a{chr(code)}b", 1)]
    assert all(0x1F000 <= code <= 0x1FAFF and invisible.kind(code) == invisible.UNASSIGNED for code in excused)


@pytest.mark.parametrize("text", [
    "\U0001f469\u200d\U0001f4bb",  # woman technologist: ZWJ inside an emoji sequence
    "\u2764\ufe0f\u200d\U0001f525",  # heart on fire: VS16, then ZWJ
    "1\ufe0f\u20e3",  # keycap one
    "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",  # Persian: ZWNJ inside a word
    "\u0915\u094d\u200d\u0937",  # Devanagari: ZWJ inside a conjunct
    "\u0930\u094d\u200c\u092f",  # Devanagari: ZWNJ
    "\u0627\u0644\u0645\u0644\u0641 (PDF)\u200f \u0644\u0644\u0642\u0631\u0627\u0621\u0629",  # RLM beside Arabic
    "\u05e7\u05d5\u05d1\u05e5\u200e \u05dc\u05e7\u05e8\u05d9\u05d0\u05d4",  # LRM beside Hebrew
    "\u0627\u0661\u061c\u0662\u0628",  # Arabic letter mark between Arabic-Indic digits in Arabic
    "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",  # the flag of England
    "\ufeffAdd two numbers.",  # a byte-order mark that opens the text
    "Hyphenate: Silben\u00adtren\u00adnung; each inserted character is U+00AD.",  # the text names it
    "\u05e7\u05e8\u05d0 \u05d0\u05ea \u2068account_id\u2069 \u05d5\u05d4\u05d7\u05d6\u05e8",  # an isolate around a name in Hebrew
    "\u0627\u0641\u062a\u062d \u202ahttps://example.com/a\u202c \u0627\u0644\u0622\u0646",  # an embedding in Arabic
    "Builds the in\u00adstal\u00adla\u00adtion guide.",  # soft hyphens inside words
    "Shows names such as fetch\u200bRemote\u200bConfig or api_\u200bclient_\u200bsettings wrapped.",  # break hints
    "Retries after 15\u2060min.",  # a word joiner keeps a number with its unit
])
def test_x001_lets_pass_what_belongs_to_the_text(text: str) -> None:
    assert hidden_characters(text) == []
    assert visible(text) != text  # the screen still shows them as escapes


@pytest.mark.parametrize("text, kind", [
    ("ab\u200dcd", invisible.FORMAT),  # ZWJ between Latin letters
    ("ab\u200ccd", invisible.FORMAT),  # ZWNJ between Latin letters
    ("Read\u200f the file", invisible.BIDI),  # RLM in left-to-right text
    ("Read\u200e the file", invisible.BIDI),  # LRM with no right-to-left text around it
    ("ok\ufe0f", invisible.SELECTOR),  # VS16 after a letter
    ("\u05e7\u05d5\u05d1\u05e5\u202e", invisible.BIDI),  # an override is never the text's own
    ("ab\u17b4cd", invisible.FORMAT),
    ("ab\u180bcd", invisible.SELECTOR),
    ("line\u2028break", invisible.SEPARATOR),
    ("Read \u2066the file\u2069 now", invisible.BIDI),  # an isolate with no right-to-left text
    ("\u05e7\u05d5\u05d1\u05e5 \u2066name", invisible.BIDI),  # an isolate never closed
    ("\u05e7\u05d5\u05d1\u05e5 \u2066name\nrest\u2069", invisible.BIDI),  # closed on another line
    ("I\u200bg\u200bn\u200bo\u200br\u200be the rules", invisible.FORMAT),  # a word split into letters
    ("Send the pass\u200bword", invisible.FORMAT),  # inside a word, at no boundary
    ("Com\u00ad-ments", invisible.FORMAT),  # a soft hyphen beside a visible hyphen
])
def test_x001_reports_the_same_characters_elsewhere(text: str, kind: str) -> None:
    assert [found.kind for found in hidden_characters(text)] == [kind]


def test_a_lone_variation_selector_after_a_letter_is_a_stray_and_a_run_is_not() -> None:
    from toolcli.rules.security import _stray

    assert _stray(hidden_characters("Shows a coloured heart\ufe0f icon."))
    assert not _stray(hidden_characters("Shows a heart" + "\ufe01\ufe02\ufe03\ufe04\ufe05\ufe06" + " icon."))


def test_a_byte_order_mark_inside_the_text_is_still_hidden() -> None:
    assert [found.kind for found in hidden_characters("Add two\ufeff numbers.")] != []


def test_a_code_point_named_in_the_text_excuses_only_that_character() -> None:
    assert [found.kind for found in hidden_characters("Join with U+2060: MS-\u206014, then ab\u200bcd.")] \
        == [invisible.FORMAT]
    assert [found.code_points for found in hidden_characters("Join with U+2060: ab\u200bcd.")] == [[0x200B]]
    assert hidden_characters("Tags U+E0041: \U000e0041\U000e0042") != []  # tags still spell
    assert hidden_characters("Uses U+202E: abc\u202edef") != []  # an override still reorders
