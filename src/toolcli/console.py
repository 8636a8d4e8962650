"""Everything toolcli prints goes through here: the only module that makes rich
Consoles, and the one writer of standard output and of standard error.

A document reaches stdout whole or the run fails: it is encoded once and
written to the file descriptor with every count checked, since CPython's text
layer drops the part of a write the kernel did not take (python/cpython#85393).
What rich draws is drawn on a page in memory first, then written the same way.
"""

from __future__ import annotations

import errno
import io
import os
import select
import sys
from typing import TYPE_CHECKING, Callable, Literal

from .errors import OutputFailure

if TYPE_CHECKING:
    from rich.console import Console

ColorChoice = Literal["auto", "never", "always"]
WIDTH = 100


def make_console(color: ColorChoice = "auto", file: io.StringIO | None = None) -> Console:
    """A Console drawing on `file` (by default a page in memory that is a
    terminal when stdout is one): colour and width follow --color, NO_COLOR
    and whether the page is a terminal; emoji codes are never parsed."""
    from rich.console import Console

    page = file if file is not None else _Page(stdout_is_a_terminal())
    is_tty = page.isatty()
    no_color = _without_color(color, is_tty)
    return Console(
        file=page,
        emoji=False,
        highlight=False,
        markup=True,
        no_color=no_color,
        force_terminal=True if color == "always" else None,
        color_system=None if no_color else "auto",
        width=None if is_tty else WIDTH,
        soft_wrap=True,
    )


class _Page(io.StringIO):
    """What a Console draws, kept for one checked write; a terminal when stdout is one."""

    def __init__(self, is_tty: bool) -> None:
        super().__init__()
        self._tty = is_tty

    def isatty(self) -> bool:
        return self._tty

    @property
    def encoding(self) -> str:  # rich draws boxes in ASCII for an ASCII stdout
        return getattr(sys.stdout, "encoding", None) or "utf-8"


def draw(color: ColorChoice, picture: Callable[[Console], None]) -> None:
    """What `picture` prints on a Console from make_console, written to stdout whole."""
    console = make_console(color)
    picture(console)
    write(console.file.getvalue())


def _without_color(color: ColorChoice, is_tty: bool) -> bool:
    return color == "never" or (color == "auto" and (bool(os.environ.get("NO_COLOR")) or not is_tty))


def stdout_is_a_terminal() -> bool:
    """Whether a person may be reading standard output as it is written: not
    a pipe, a file, a cron job's mail or a CI log."""
    try:
        return sys.stdout.isatty()
    except (AttributeError, OSError, ValueError):  # None (started closed), an object without it, or closed
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
    return _without_color(color, stdout_is_a_terminal())


def render_text(picture: Callable[[Console], None]) -> str:
    """What `picture` prints, as plain text at the fixed width (no colour): for a
    report embedded in another tool's output, such as a pytest failure."""
    console = make_console("never", _Page(False))
    picture(console)
    return console.file.getvalue()


def write(text: str) -> None:
    """`text` on stdout, every byte of it: OutputFailure (exit 2) when stdout
    takes only part, BrokenPipeError (exit 141) when its reader is gone."""
    stream = sys.stdout
    if stream is None:  # started with stdout closed
        raise OutputFailure("it is closed", 0, len(text.encode("utf-8", "surrogateescape")))
    data = text.encode(getattr(stream, "encoding", None) or "utf-8", getattr(stream, "errors", None) or "strict")
    fd = _descriptor(stream)
    if fd is None:  # not a file: a test's or an embedding program's stream
        binary = getattr(stream, "buffer", None)
        if binary is None:
            stream.write(text)
        else:
            binary.write(data)
        stream.flush()
        return
    try:
        stream.flush()  # whatever was written as text goes first
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputFailure(reason(error), 0, len(data)) from None
    written, error = _write_fd(fd, data)
    if isinstance(error, BrokenPipeError):
        raise error
    if error is not None:
        raise OutputFailure(reason(error), written, len(data))


def flush_stdout() -> None:
    """Flush what was written to stdout as text (click's help, say): OutputFailure if it fails."""
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputFailure(reason(error)) from None


def notice(message: str) -> None:
    """A one-line notice on stderr; it may quote a server or a file, so it is sanitised."""
    from .safe_text import visible

    say(visible(message))


def say(line: str) -> None:
    """`line` on stderr as it is, if stderr takes it: a closed or full stderr
    must not turn the run's exit code into another (the message is lost)."""
    stream = sys.stderr
    if stream is None:
        return
    text = line + "\n"
    fd = _descriptor(stream)
    try:
        if fd is None:
            stream.write(text)
            stream.flush()
            return
        stream.flush()
        _write_fd(fd, text.encode(getattr(stream, "encoding", None) or "utf-8", "backslashreplace"))
    except (OSError, ValueError):
        pass


def reason(error: OSError) -> str:
    """An OSError's reason in lower case, as a message continues it."""
    what = error.strerror or str(error) or type(error).__name__
    return what[:1].lower() + what[1:]


def _descriptor(stream: object) -> int | None:
    try:
        return stream.fileno()  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return None


def _write_fd(fd: int, data: bytes) -> tuple[int, OSError | None]:
    """Write all of `data` to `fd`: (bytes written, the error that stopped it or None)."""
    view, done = memoryview(data), 0
    while done < len(data):
        try:
            count = os.write(fd, view[done:])
        except BlockingIOError:  # a non-blocking descriptor: wait until it takes more
            select.select([], [fd], [])
            continue
        except OSError as error:
            return done, error
        if count == 0:
            return done, OSError(errno.ENOSPC, "the file takes no more bytes")
        done += count
    return done, None
