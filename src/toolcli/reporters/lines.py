"""Text reports made once, as lines of (text, style) pieces. On a terminal with
colour, rich draws them; without colour (a pipe, a CI log, NO_COLOR) they are
the plain text rich would print, written without importing rich, which is a
sixth of a short run (benchmarks/RESULTS.md, the row "validate's text without
colour written plain": 165 ms against 141 ms CPU).

A line's first style is its base style, as rich gives `Text(a, style) + Text(b)`:
the whole line carries it, and each later piece adds its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..console import ColorChoice, draw, plain_stdout, write

if TYPE_CHECKING:
    from rich.console import Console

Piece = tuple[str, str]  # text, rich style ("" for none)
Line = list[Piece]  # [] for an empty line


def show(lines: list[Line], color: ColorChoice) -> None:
    """`lines` on stdout: plain text when it gets no colour, else drawn by rich."""
    if plain_stdout(color):
        write(plain(lines))
    else:
        draw(color, lambda console: paint(lines, console))


def paint(lines: list[Line], console: Console) -> None:
    """Draw `lines` on a rich Console."""
    from rich.text import Text

    for pieces in lines:
        if not pieces:
            console.print()
            continue
        (first, base), rest = pieces[0], pieces[1:]
        line = Text(first, style=base)
        for text, style in rest:
            line.append(text, style=style or None)
        console.print(line)


def plain(lines: list[Line]) -> str:
    """`lines` as rich prints them without colour."""
    return "".join("".join(text for text, _ in pieces) + "\n" for pieces in lines)
