"""The one sanitiser for untrusted strings on their way to a terminal.

Tool names, descriptions, briefs, schema strings and server stderr come from
places nobody here controls. Before any of them reaches rich or stdout as
text, control and format characters become visible escapes (`\\x1b`,
`\\u202e`) and rich markup is neutralised. JSON output keeps strings exact
and never passes through here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .detectors import invisible


@lru_cache(maxsize=4096)
def _needs_escape(char: str) -> bool:
    """Every character of the invisible table (detectors/invisible.py), and tab."""
    return char == "\t" or invisible.kind(ord(char)) is not None


_SUSPECT = re.compile(r"[^\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff]")


def visible(text: str, *, keep_newlines: bool = False) -> str:
    """`text` with every control, format and invisible character escaped."""
    if not _SUSPECT.search(text):
        return text
    out = []
    for char in text:
        if char == "\n" and keep_newlines:
            out.append(char)
        elif _needs_escape(char):
            out.append(_escape(char))
        else:
            out.append(char)
    return "".join(out)


def _escape(char: str) -> str:
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def markup(text: str, *, keep_newlines: bool = False) -> str:
    """`visible(text)` made safe inside a rich markup string."""
    from rich.markup import escape

    return escape(visible(text, keep_newlines=keep_newlines))


def one_line(text: str, limit: int = 0) -> str:
    """A single visible line, cut to `limit` characters when limit > 0."""
    line = visible(text)
    if limit and len(line) > limit:
        return line[: limit - 1] + "…"
    return line
