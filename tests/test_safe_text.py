"""The sanitiser on every class of character SECURITY.md lists, and on rich markup."""

from __future__ import annotations

import io
import unicodedata

import pytest
from rich.console import Console
from rich.text import Text

from toolcli.safe_text import markup, one_line, visible

# (class, a string holding it, the escape that must appear)
HIDDEN = [
    ("NUL", "a\x00b", "\\x00"),
    ("BEL", "a\x07b", "\\x07"),
    ("CR", "a\rb", "\\x0d"),
    ("DEL", "a\x7fb", "\\x7f"),
    ("C1 NEL", "a\x85b", "\\x85"),
    ("C1 CSI", "a\x9bb", "\\x9b"),
    ("ESC of OSC 52", "\x1b]52;c;aGk=\x07", "\\x1b"),
    ("ESC of CSI 2J", "\x1b[2J", "\\x1b"),
    ("ESC of SGR 8", "\x1b[8mhidden\x1b[0m", "\\x1b"),
    ("ESC of OSC 8", "\x1b]8;;https://x\x1b\\y", "\\x1b"),
    ("RLO", "a\u202eb", "\\u202e"),
    ("LRE", "a\u202ab", "\\u202a"),
    ("FSI", "a\u2068b", "\\u2068"),
    ("PDI", "a\u2069b", "\\u2069"),
    ("LRM", "a\u200eb", "\\u200e"),
    ("RLM", "a\u200fb", "\\u200f"),
    ("ALM", "a\u061cb", "\\u061c"),
    ("ZWSP", "a\u200bb", "\\u200b"),
    ("ZWNJ", "a\u200cb", "\\u200c"),
    ("ZWJ", "a\u200db", "\\u200d"),
    ("word joiner", "a\u2060b", "\\u2060"),
    ("invisible plus", "a\u2064b", "\\u2064"),
    ("BOM", "a\ufeffb", "\\ufeff"),
    ("soft hyphen", "a\u00adb", "\\xad"),
    ("Mongolian vowel separator", "a\u180eb", "\\u180e"),
    ("interlinear annotation", "a\ufff9b", "\\ufff9"),
    ("tag letter", "a\U000e0041b", "\\U000e0041"),
    ("tag cancel", "a\U000e007fb", "\\U000e007f"),
    ("language tag", "a\U000e0001b", "\\U000e0001"),
    ("VS1", "a\ufe00b", "\\ufe00"),
    ("VS16", "a\ufe0fb", "\\ufe0f"),
    ("VS17", "a\U000e0100b", "\\U000e0100"),
    ("VS256", "a\U000e01efb", "\\U000e01ef"),
    ("Hangul filler", "a\u3164b", "\\u3164"),
    ("halfwidth Hangul filler", "a\uffa0b", "\\uffa0"),
    ("Hangul choseong filler", "a\u115fb", "\\u115f"),
    ("braille blank", "a\u2800b", "\\u2800"),
    ("combining grapheme joiner", "a\u034fb", "\\u034f"),
    ("private use", "a\ue000b", "\\ue000"),
    ("plane 15 private use", "a\U000f0000b", "\\U000f0000"),
    ("plane 16 private use", "a\U00100000b", "\\U00100000"),
    ("unassigned", "a\u0378b", "\\u0378"),
    ("line separator", "a\u2028b", "\\u2028"),
    ("paragraph separator", "a\u2029b", "\\u2029"),
    ("lone surrogate", "a\ud800b", "\\ud800"),
    ("tab", "a\tb", "\\x09"),
]


def _raw_danger(text: str) -> list[str]:
    """Characters in `text` that a terminal would act on or nobody would see."""
    return [c for c in text if unicodedata.category(c) in ("Cc", "Cf", "Co", "Cn", "Cs", "Zl", "Zp")
            or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF
            or ord(c) in (0x3164, 0xFFA0, 0x115F, 0x2800, 0x034F)]


@pytest.mark.parametrize(("label", "text", "escape"), HIDDEN, ids=[h[0] for h in HIDDEN])
def test_every_hidden_class_becomes_a_visible_escape(label: str, text: str, escape: str) -> None:
    shown = visible(text)
    assert escape in shown
    assert _raw_danger(shown) == []
    assert _raw_danger(one_line(text)) == []
    assert _raw_danger(markup(text)) == []


def test_newlines_are_kept_only_when_asked() -> None:
    assert visible("a\nb") == "a\\x0ab"
    assert visible("a\nb", keep_newlines=True) == "a\nb"
    assert "\n" not in one_line("a\nb\nc")


@pytest.mark.parametrize("text", [
    "plain ASCII, with (brackets) and punctuation!",
    "em dash — arrow → accents café naïve",
    "CJK 中文 日本語 한국어, Cyrillic Привет, Greek αβγ",
    "emoji ✅ 🚀",
])
def test_ordinary_text_is_unchanged(text: str) -> None:
    assert visible(text) == text
    assert one_line(text) == text


def test_one_line_cuts_to_the_limit() -> None:
    assert one_line("x" * 50, limit=10) == "x" * 9 + "…"
    assert len(one_line("\x1b" * 50, limit=10)) == 10


def _render(markup_text: str) -> str:
    stream = io.StringIO()
    console = Console(file=stream, force_terminal=True, color_system="truecolor", width=200,
                      emoji=False, highlight=False)
    console.print(markup_text)
    return stream.getvalue()


@pytest.mark.parametrize("text", ["[link=https://evil.example]click[/link]", "[/x]", "[bold red]x",
                                  "close [/] all", "trailing backslash \\", "[link=https://x]"])
def test_markup_is_printed_literally(text: str) -> None:
    output = _render(markup(text))
    assert text in output
    assert "\x1b]8;" not in output  # no OSC 8 hyperlink


def test_markup_keeps_emoji_codes_literal_with_the_project_console() -> None:
    from toolcli.console import make_console

    console = make_console("never")
    stream = io.StringIO()
    console.file = stream
    console.print(markup(":warning: :smile:"))
    assert ":warning: :smile:" in stream.getvalue()


def test_visible_text_in_a_rich_text_keeps_escape_sequences_out() -> None:
    stream = io.StringIO()
    Console(file=stream, force_terminal=False, width=200).print(Text(visible("a\x1b]52;c;aGk=\x07b")))
    assert "\x1b" not in stream.getvalue()
    assert "\\x1b]52;c;aGk=\\x07" in stream.getvalue()
