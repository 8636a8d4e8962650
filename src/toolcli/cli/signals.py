"""How a signal ends toolcli: SIGTERM and SIGHUP as Ctrl-C does, by an
exception, so that every `finally` runs on the way out and stops the MCP
servers an import started (SPEC §8: nothing outlives toolcli). Python's own
handling of those two ends the process at once, leaving the servers behind."""

from __future__ import annotations

import signal
from contextlib import contextmanager
from typing import Iterator

INTERRUPTED = 128 + signal.SIGINT
_ENDING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


class Interrupted(KeyboardInterrupt):
    """A signal that ends the run; a KeyboardInterrupt, so that everything that
    stops on Ctrl-C (the MCP exchanges among them) stops on it too."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.exit_code = 128 + signum


def _raise(signum: int, _frame: object) -> None:
    raise Interrupted(signum)


@contextmanager
def ending_on_signals() -> Iterator[None]:
    """SIGTERM and SIGHUP raise Interrupted while inside; the handlers before are restored after."""
    saved = {}
    for signum in _ENDING:
        try:
            saved[signum] = signal.signal(signum, _raise)
        except (ValueError, OSError):  # not the main thread, or a signal this system will not hand over
            pass
    try:
        yield
    finally:
        for signum, handler in saved.items():
            signal.signal(signum, handler)
