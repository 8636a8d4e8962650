"""The only module that makes rich Consoles; everything printed goes through here."""

from __future__ import annotations

import errno
import os
import sys
from typing import TYPE_CHECKING, Callable, Literal

if TYPE_CHECKING:
    from rich.console import Console

ColorChoice = Literal["auto", "never", "always"]
WIDTH = 100


def make_console(color: ColorChoice = "auto", *, stderr: bool = False) -> Console:
    """A Console that never parses emoji codes and honours --color / NO_COLOR."""
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    is_tty = stream.isatty()
    no_color = _without_color(color, is_tty)
    console = Console(
        file=stream,
        emoji=False,
        highlight=False,
        markup=True,
        no_color=no_color,
        force_terminal=True if color == "always" else None,
        color_system=None if no_color else "auto",
        width=None if is_tty else WIDTH,
        soft_wrap=True,
    )
    console.on_broken_pipe = _closed_pipe  # rich would exit 1, the code for findings; cli.main decides
    return console


def _without_color(color: ColorChoice, is_tty: bool) -> bool:
    return color == "never" or (color == "auto" and (bool(os.environ.get("NO_COLOR")) or not is_tty))


def stdout_is_a_terminal() -> bool:
    """Whether a person may be reading standard output as it is written: not
    a pipe, a file, a cron job's mail or a CI log."""
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):  # replaced by an object without it, or closed
        return False


def stdin_is_a_terminal() -> bool:
    """Whether a person can answer a question on standard input."""
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def confirm(question: str) -> bool:
    """Ask a person at the terminal on stderr (stdout stays the report's); yes only for "y" or "yes"."""
    from .safe_text import visible

    sys.stderr.write(f"{visible(question)} [y/N] ")
    sys.stderr.flush()
    return sys.stdin.readline().strip().lower() in ("y", "yes")


def plain_stdout(color: ColorChoice = "auto") -> bool:
    """Whether a Console from make_console would print stdout's text without
    colour or any other escape: what a reporter may then write itself."""
    return _without_color(color, sys.stdout.isatty())


def _closed_pipe() -> None:
    raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))


def render_text(draw: Callable[[Console], None]) -> str:
    """What `draw` prints, as plain text at the fixed width (no colour): for a
    report embedded in another tool's output, such as a pytest failure."""
    from io import StringIO

    from rich.console import Console

    buffer = StringIO()
    draw(Console(file=buffer, emoji=False, highlight=False, markup=True, no_color=True, color_system=None,
                 force_terminal=False, width=WIDTH, soft_wrap=True))
    return buffer.getvalue()


def write(text: str) -> None:
    """Machine formats: the document exactly, nothing else."""
    sys.stdout.write(text)
    sys.stdout.flush()


def notice(message: str) -> None:
    """A one-line notice on stderr; it may quote a server or a file, so it is sanitised."""
    from .safe_text import visible

    sys.stderr.write(visible(message) + "\n")
