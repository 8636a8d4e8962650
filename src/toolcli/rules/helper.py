"""A rule's work shared with a helper process while this one runs the other rules.

On 10,000 tools X002 reads ~31,000 strings and is half of a cold `validate`,
and on real servers' long descriptions it is most of it; the other rules need
nothing it builds (benchmarks/RESULTS.md, "X002 on two processes"). A forked
copy of this process takes the rule's items from the front, a chunk at a time,
as soon as the rules begin; when this process reaches the rule it takes chunks
from the back, and the two meet where the items run out. Each item's result is
a function of the item alone, so where they meet changes how long the run
takes, never what it finds.

Only on Linux (macOS holds a fork without exec unsafe once its system
libraries are loaded; Windows has no fork), with two CPUs or more for this
process (or TOOLCLI_JOBS), in a process running one thread: forking a
threaded process can copy a lock another thread holds.
"""

from __future__ import annotations

import os
import select
import signal
import struct
import sys
import threading
from contextlib import contextmanager
from typing import Any, Callable, Iterator, NamedTuple

from ..diagnostics import Finding
from ..errors import UsageError

_BOUNDS = struct.Struct("<qq")  # the next item from the front, the end of the items left at the back
_CHUNKS = 128  # items are taken in chunks of a 128th: where the two meet, neither waits long for the other
_TOKEN = b"t"
MEMORY_BUDGET = 200 * 1024 * 1024  # SPEC §9: a validate of 10,000 tools peaks under 200 MiB


class Split(NamedTuple):
    """A rule's work as `count` items in order: `work(start, stop)` gives the plain,
    picklable result of items [start, stop); `findings(parts)` turns the parts of
    every item, in order, into the rule's findings (and tells the context what the
    verdict cache keeps). `large` says the work is worth a helper process."""

    count: int
    work: Callable[[int, int], Any]
    findings: Callable[[list[Any]], list[Finding]]
    large: bool

    def alone(self) -> list[Finding]:
        return self.findings([self.work(0, self.count)] if self.count else [])


def jobs() -> int:
    """How many processes a run may use: TOOLCLI_JOBS, else the CPUs this process may run on."""
    given = os.environ.get("TOOLCLI_JOBS", "").strip()
    if given:
        if not given.isdecimal() or int(given) < 1:
            raise UsageError(f"TOOLCLI_JOBS={given!r}: give a whole number of processes, 1 or more")
        return int(given)
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux: never a helper (may_start)
        return 1


def may_start() -> bool:
    """Whether a helper may start now: on Linux, in a process running one thread,
    and while both processes stay within SPEC §9's memory. A helper copies every page
    either process writes to, and CPython writes to every object it reads (its
    reference count). On 10,000 tools this process holds 92 MiB when the rules
    begin and 188 MiB at its peak, and with a helper the two held 261 MiB
    together (benchmarks/RESULTS.md, "X002 on two processes"). So a helper starts
    only while three times this process's peak so far is under MEMORY_BUDGET."""
    if not sys.platform.startswith("linux") or threading.active_count() != 1:
        return False
    import resource  # noqa: PLC0415 - POSIX only

    return 3 * resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 < MEMORY_BUDGET  # Linux: KiB


class Helper:
    """A forked copy of this process doing `split`'s items from the front."""

    def __init__(self, split: Split) -> None:
        import mmap  # noqa: PLC0415 - with pickle, only where a helper starts (2 ms of every validate)

        self.split = split
        self.chunk = max(1, split.count // _CHUNKS)
        self._bounds = mmap.mmap(-1, _BOUNDS.size)  # shared with the copy: anonymous maps are
        self._bounds[:] = _BOUNDS.pack(0, split.count)
        self._lock_read, self._lock_write = os.pipe()  # the one byte in it is the lock on the bounds
        os.set_blocking(self._lock_read, False)  # taken after select says so, or tried again (`_take`)
        os.write(self._lock_write, _TOKEN)
        self._results, results_write = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        try:
            self.pid: int | None = os.fork()
        except OSError:  # no process to be had (EAGAIN, ENOMEM): the caller works alone
            for end in (self._lock_read, self._lock_write, self._results, results_write):
                os.close(end)
            self._bounds.close()
            raise
        if self.pid == 0:  # the helper: never returns
            os.close(self._results)
            _serve(self, results_write)
        os.close(results_write)

    def finish(self) -> list[Any]:
        """Every item's part, in order: the helper's, then this process's, taken from
        the back. Items the helper took and could not finish are done here."""
        split = self.split
        try:
            mine = []
            while True:
                with self._locked():
                    front, back = _BOUNDS.unpack(self._bounds)
                    if front >= back:
                        break
                    start = max(front, back - self.chunk)
                    self._bounds[:] = _BOUNDS.pack(front, start)
                mine.append(split.work(start, back))
            with os.fdopen(self._results, "rb") as results:
                received = results.read()
        except BaseException:
            self.close()
            raise
        meet = _BOUNDS.unpack(self._bounds)[0]
        self.close()
        import pickle  # noqa: PLC0415 - see __init__

        try:
            theirs = pickle.loads(received) if meet else []
        except Exception:  # noqa: BLE001 - it ended before handing its parts back
            theirs = [split.work(0, meet)]  # a failure of the work itself is raised here, as when alone
        return theirs + mine[::-1]

    def close(self) -> None:
        """End the helper, done or not, and let go of the work."""
        self.split = None  # type: ignore[assignment]
        if self.pid is not None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            os.waitpid(self.pid, 0)
            self.pid = None
        if self._lock_read >= 0:
            os.close(self._lock_read)
            os.close(self._lock_write)
            self._lock_read = self._lock_write = -1
            self._bounds.close()

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """Hold the lock on the bounds. Should the helper die (holding it or not),
        the bounds are this process's alone."""
        if self.pid is None or not _take(self._lock_read, self._helper_gone):
            yield
            return
        try:
            yield
        finally:
            os.write(self._lock_write, _TOKEN)

    def _helper_gone(self) -> bool:
        if self.pid is not None and os.waitpid(self.pid, os.WNOHANG)[0]:
            self.pid = None  # reaped
        return self.pid is None


def _take(lock: int, gone: Callable[[], bool]) -> bool:
    """Take the lock's one byte, waiting for it; False once `gone()` says the other
    process has ended (it may have ended holding the byte)."""
    while True:
        if select.select([lock], [], [], 0.2)[0]:
            try:
                os.read(lock, 1)
                return True
            except BlockingIOError:
                continue  # the other process took it first
        if gone():
            return False


def _serve(helper: Helper, results: int) -> None:
    """The helper's life: chunks from the front until the items run out, then every
    part, pickled, to the parent. Whatever happens, it ends here (it is a copy of
    the caller, whose code must not run twice), and it ends as soon as it sees the
    parent gone (killed: no `close` ran)."""
    try:
        import pickle  # noqa: PLC0415 - see Helper.__init__

        parent = os.getppid()

        def orphaned() -> bool:  # the parent was killed before it could end this copy
            return os.getppid() != parent

        parts = []
        while True:
            if orphaned() or not _take(helper._lock_read, orphaned):
                return
            front, back = _BOUNDS.unpack(helper._bounds)
            stop = min(front + helper.chunk, back)
            helper._bounds[:] = _BOUNDS.pack(stop, back)
            os.write(helper._lock_write, _TOKEN)
            if stop == front:
                break
            parts.append(helper.split.work(front, stop))
        with os.fdopen(results, "wb") as out:
            out.write(pickle.dumps(parts, pickle.HIGHEST_PROTOCOL))
    finally:
        os._exit(0)
