"""``toolcli import --config``: every server of a client configuration,
captured at once (SPEC §14.1).

Each server is one live import, as ``import --server NAME -- COMMAND`` or
``--url URL`` would run it, in a thread of its own: a ten-server file takes
about as long as its slowest server. One server failing (not installed,
timing out, a variable missing) never stops the others; each gets one result.
"""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Iterable

from ..errors import ToolcliError, UsageError
from .capture import Capture, capture
from .config import ClientConfig, ServerEntry

MAX_AT_ONCE = 32  # servers started together; the rest wait for a free slot

CAPTURED, SKIPPED, FAILED = "captured", "skipped", "failed"
MATCHES, CHANGED = "matches", "changed"  # import --check --config: compared with the committed capture
STATUSES = (CAPTURED, MATCHES, CHANGED, SKIPPED, FAILED)  # in the order a summary counts them


class ConfigReport:
    """One line per server of ``import --config`` (status, server, detail, and
    with --check the comparison when the server changed), and the file's name."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.lines: list[tuple[str, str, str, Any]] = []

    def add(self, status: str, server: str, detail: str, compared: Any = None) -> None:
        self.lines.append((status, server, detail, compared))

    def counts(self) -> dict[str, int]:
        found = [line[0] for line in self.lines]
        return {status: found.count(status) for status in STATUSES if status in found}

    @property
    def ok(self) -> bool:
        """Every server captured (and matching), or skipped on purpose: exit 0."""
        return not any(line[0] in (FAILED, CHANGED) for line in self.lines)


class Result:
    """What became of one configured server."""

    __slots__ = ("entry", "capture", "failure")

    def __init__(self, entry: ServerEntry, capture: Capture | None = None, failure: str | None = None) -> None:
        self.entry = entry
        self.capture = capture
        self.failure = failure  # why it failed; None when captured or skipped

    @property
    def status(self) -> str:
        if self.capture is not None:
            return CAPTURED
        return SKIPPED if self.entry.skipped else FAILED

    @property
    def reason(self) -> str:
        return self.failure or self.entry.problem or ""


def select(config: ClientConfig, only: Iterable[str], display: str) -> list[ServerEntry]:
    """The servers ``--only`` names (all when it names none); UsageError for a name the file lacks."""
    wanted = list(dict.fromkeys(only))
    if not wanted:
        return list(config.servers)
    names = [entry.name for entry in config.servers]
    missing = [name for name in wanted if name not in names]
    if missing:
        listed = ", ".join(names) if names else "none"
        raise UsageError(f"--only {missing[0]}: {display} names no such server (it names: {listed})")
    return [entry for entry in config.servers if entry.name in wanted]


def capture_all(entries: list[ServerEntry], *, timeout: float, strict_stdio: bool = False,
                on_progress: Callable[[str, str], None] | None = None) -> list[Result]:
    """Capture every entry that can be imported, all at once; results in the entries' order.
    ``on_progress(server, message)`` hears each server's progress, secrets scrubbed."""
    runnable = [entry for entry in entries if entry.problem is None]
    done: dict[int, Result] = {}
    stop = threading.Event()  # Ctrl-C (or SIGTERM) reaches this thread only: it tells the others
    if runnable:
        with ThreadPoolExecutor(max_workers=min(len(runnable), MAX_AT_ONCE)) as pool:
            futures = {id(entry): pool.submit(_capture_one, entry, timeout, strict_stdio, on_progress, stop)
                       for entry in runnable}
            try:
                done = {key: future.result() for key, future in futures.items()}
            except BaseException:
                stop.set()  # every exchange ends and stops its server before the pool is left
                raise
    return [done.get(id(entry)) or Result(entry) for entry in entries]


def _capture_one(entry: ServerEntry, timeout: float, strict_stdio: bool,
                 on_progress: Callable[[str, str], None] | None, stop: threading.Event) -> Result:
    progress = (lambda message: on_progress(entry.name, message)) if on_progress else None
    try:
        taken = capture(entry.name, command=entry.command, url=entry.url, env=entry.env or None,
                        headers=entry.headers or None, timeout=timeout,
                        strict_stdio=strict_stdio and entry.command is not None, on_progress=progress,
                        cwd=entry.cwd, shown=(entry.shown_command, entry.shown_url), hidden=entry.secrets,
                        stop=stop)
    except ToolcliError as error:
        return Result(entry, failure=str(error))
    taken.warnings[:0] = entry.warnings
    return Result(entry, taken)
