"""A rule's work shared with a helper process while this one runs the other rules.

On 10,000 tools X002 reads ~31,000 strings and is half of a cold `validate`,
and on real servers' long descriptions it is most of it; the other rules need
nothing it builds (benchmarks/RESULTS.md, "X002 on two processes"). A copy of
this process is forked before the registry is read (`started`), so that it
holds none of it: it first answers calls (`Helper.call`: the loader has it read
the spec files), then takes the rule's items from the front, a chunk at a time,
as they are sent in batches (`Split`, `Packed`). When this process reaches the
rule it takes chunks from the back, and the two meet where the items run out.
Each item's result is a function of the item alone, so where they meet changes
how long the run takes, never what it finds.

Only on Linux (macOS holds a fork without exec unsafe once its system
libraries are loaded; Windows has no fork), with two CPUs or more for this
process (or TOOLCLI_JOBS), in a process running one thread (forking a
threaded process can copy a lock another thread holds), and for a registry
large enough to pay for it (WORTH_FROM).
"""

from __future__ import annotations

import os
import select
import signal
import struct
import sys
import threading
from contextlib import contextmanager
from itertools import chain
from typing import Any, BinaryIO, Callable, Iterator

from ..diagnostics import Finding
from ..errors import UsageError

_BOUNDS = struct.Struct("<qq")  # the next item from the front, the end of the items left at the back
_LENGTH = struct.Struct("<Q")  # the length of each message between the two, before it
_CHUNKS = 128  # items are taken in chunks of a 128th: where the two meet, neither waits long for the other
_TOKEN = b"t"


class Split:
    """A rule's work as items in order, gathered in batches: `gather()` gathers
    them, yielding how many there are so far after each batch; `work(start, stop)`
    gives the plain, picklable result of items [start, stop) once gathered;
    `findings(parts)` turns the parts of every item, in order, into the rule's
    findings (and tells the context what the verdict cache keeps), calling
    `parts()` for them once it has done what needs none (a helper may still be
    at work). `large(count)`: whether the work is worth a helper, given the first
    batch's count. `remote(start, stop)` gives items [start, stop) as the helper
    does them: a module-level function and its plain argument, sent to the
    helper, where `function(argument)` is the `work` of those items, counted from
    0; None when the work cannot be sent."""

    def __init__(self, gather: Callable[[], Iterator[int]], work: Callable[[int, int], Any],
                 findings: Callable[[Callable[[], list[Any]]], list[Finding]], large: Callable[[int], bool],
                 remote: Callable[[int, int], tuple[Callable[[Any], Callable[[int, int], Any]], Any]] | None = None
                 ) -> None:
        self.work, self.findings, self.large, self.remote = work, findings, large, remote
        self.count = 0
        self._gathering: Iterator[int] | None = iter(gather())

    def batches(self) -> Iterator[tuple[int, int]]:
        """Gather the items not gathered yet: (start, stop) of each new batch."""
        while self._gathering is not None:
            count = next(self._gathering, None)
            if count is None:
                self._gathering = None
            elif count > self.count:
                yield self.count, count
                self.count = count

    def alone(self) -> list[Finding]:
        for _ in self.batches():
            pass
        return self.findings(lambda: [self.work(0, self.count)] if self.count else [])


class Packed:
    """Texts in one buffer, to be sent to a helper: one bytes object pickles and
    sends in a few milliseconds, where 31,000 strings take a pickle's walk."""

    def __init__(self, texts: list[str]) -> None:
        from array import array  # noqa: PLC0415 - only where a helper is sent work
        from itertools import accumulate  # noqa: PLC0415

        encoded = [text.encode("utf-8", "surrogatepass") for text in texts]  # any str, a lone surrogate too
        self._ends = array("q", accumulate(map(len, encoded)))
        self._buffer = b"".join(encoded)

    def texts(self, start: int, stop: int) -> list[str]:
        """Texts [start, stop), as they were given."""
        buffer, ends = self._buffer, self._ends
        begin = ends[start - 1] if start else 0
        found = []
        for end in ends[start:stop]:
            found.append(buffer[begin:end].decode("utf-8", "surrogatepass"))
            begin = end
        return found


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
    """Whether a helper may start now: on Linux, in a process running one thread."""
    return sys.platform.startswith("linux") and threading.active_count() == 1


# benchmarks/RESULTS.md, "X002 on two processes": from this size of registry files (some
# 500 tools) a helper pays for itself; below, forking one cost the bundled registry 30 ms.
WORTH_FROM = 1 << 20


@contextmanager
def started(jobs: int, files_size: int) -> Iterator[Helper | None]:
    """A helper for a run that may use `jobs` processes on a registry whose files
    hold `files_size` bytes, forked now, before the registry is read; None where
    none may start, the registry is too small to need one, or the system gives
    no process."""
    helper = None
    if jobs > 1 and files_size >= WORTH_FROM and may_start():
        try:
            helper = Helper()
        except OSError:  # no process to be had (EAGAIN, ENOMEM): the run works alone
            helper = None
    try:
        yield helper
    finally:
        if helper is not None:
            helper.close()


class Helper:
    """A forked copy of this process, made before the registry is read, that waits
    for a rule's work (`share`) and does its items from the front.

    Forked later, the two processes would soon hold the registry twice: a fork
    shares a page only until either process writes to it, and CPython writes the
    reference count of every object it reads. On 10,000 tools they held 261 MiB
    together against 188 MiB for one process (benchmarks/RESULTS.md, "X002 on
    two processes"). Forked first, the helper holds only what it reads itself:
    the work, sent as plain data (`Packed`)."""

    def __init__(self) -> None:
        import mmap  # noqa: PLC0415 - with pickle, only where a helper starts (2 ms of every validate)

        self.split: Split | None = None
        self.chunk = 1
        self._bounds = mmap.mmap(-1, _BOUNDS.size)  # shared with the copy: anonymous maps are
        self._bounds[:] = _BOUNDS.pack(0, 0)
        self._lock_read, self._lock_write = os.pipe()  # the one byte in it is the lock on the bounds
        os.set_blocking(self._lock_read, False)  # taken after select says so, or tried again (`_take`)
        os.write(self._lock_write, _TOKEN)
        task_read, self._task = os.pipe()
        self._results, results_write = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        try:
            self.pid: int | None = os.fork()
        except OSError:
            for end in (self._lock_read, self._lock_write, task_read, self._task, self._results, results_write):
                os.close(end)
            self._bounds.close()
            raise
        if self.pid == 0:  # the helper: never returns
            os.close(self._task)
            os.close(self._results)
            _serve(self, task_read, results_write)
        os.close(task_read)
        os.close(results_write)
        self._to_helper: BinaryIO | None = os.fdopen(self._task, "wb")
        self._from_helper: BinaryIO | None = os.fdopen(self._results, "rb")
        self._replies_owed = 0  # to calls whose result was not asked for

    def call(self, function: Callable[[Any], Any], argument: Any) -> Callable[[], Any]:
        """`function(argument)`, a module-level function of plain data, begun in the
        helper before any work is shared (the loader reads files there while this
        process reads others). What is returned gives the result: the helper's, or,
        should the helper fail, worked out here. Results are asked for in the order
        of the calls."""
        sent = False
        if self.pid is not None and self._to_helper is not None:  # not once work is shared: worked out here
            try:
                _send(self._to_helper, ("call", function, argument))
                self._replies_owed += 1
                sent = True
            except OSError:  # the helper ended (EPIPE)
                self.close()

        def result() -> Any:
            if sent and self.pid is not None and self._replies_owed:
                self._replies_owed -= 1
                try:
                    kind, value = _receive(self._from_helper)
                except Exception:  # noqa: BLE001 - it ended, or sent what cannot be read
                    self.close()
                else:
                    if kind == "done":
                        return value
            return function(argument)  # the helper could not: a failure of the call itself is raised here

        return result

    def share(self, split: Split) -> bool:
        """Send `split`'s items to the helper as they are gathered, once the first
        batch shows them worth it; False (and the helper ended) when they are not,
        cannot be sent, or the helper is gone: then the work is this process's.
        Either way every item is gathered when it returns."""
        batches = split.batches()
        first = next(batches, None)
        if first is None or split.remote is None or self.pid is None or not split.large(first[1]):
            self.close()
            return False
        try:
            for start, stop in chain((first,), batches):  # the rest are gathered as the helper works
                function, argument = split.remote(start, stop)
                with self._locked():  # the helper reads the batch when it finds items past those it has
                    self._bounds[:] = _BOUNDS.pack(_BOUNDS.unpack(self._bounds)[0], stop)
                _send(self._to_helper, ("batch", function, argument, start, stop))
            self._to_helper.close()  # no more batches
            self._to_helper = None
        except OSError:  # the helper ended (EPIPE): every item is left
            for _ in batches:
                pass
            self.close()
            return False
        self.split, self.chunk = split, max(1, split.count // _CHUNKS)
        return True

    def finish(self) -> list[Any]:
        """Every item's part, in order: the helper's, then this process's, taken from
        the back. Items the helper took and could not finish are done here."""
        split = self.split
        assert split is not None, "share() first"
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
        except BaseException:
            self.close()
            raise
        meet = _BOUNDS.unpack(self._bounds)[0]
        theirs = None
        try:
            for _ in range(self._replies_owed):
                _receive(self._from_helper)
            kind, theirs = _receive(self._from_helper) if meet else ("parts", [])
        except Exception:  # noqa: BLE001 - it ended before handing its parts back
            kind = "failed"
        self.close()
        if kind != "parts":
            theirs = [split.work(0, meet)]  # a failure of the work itself is raised here, as when alone
        return theirs + mine[::-1]

    def close(self) -> None:
        """End the helper, done or not, and let go of the work."""
        self.split = None
        if self.pid is not None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            os.waitpid(self.pid, 0)
            self.pid = None
        for stream in (self._to_helper, self._from_helper):
            if stream is not None:
                try:
                    stream.close()
                except OSError:  # what was left unsent to a helper now gone
                    pass
        self._to_helper = self._from_helper = None
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


def _send(stream: BinaryIO, message: Any) -> None:
    """One message, pickled, its length first."""
    import pickle  # noqa: PLC0415 - see Helper.__init__

    data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
    stream.write(_LENGTH.pack(len(data)) + data)
    stream.flush()


def _receive(stream: BinaryIO) -> Any:
    """The next message; EOFError when the other end has closed."""
    import pickle  # noqa: PLC0415 - see Helper.__init__

    length = stream.read(_LENGTH.size)
    if len(length) < _LENGTH.size:
        raise EOFError
    data = stream.read(_LENGTH.unpack(length)[0])
    if len(data) < _LENGTH.unpack(length)[0]:
        raise EOFError
    return pickle.loads(data)


def _serve(helper: Helper, task: int, results: int) -> None:
    """The helper's life: calls answered as they come, then batches of work as they
    are sent (none: the run needs no helper), chunks from the front until the items
    run out, then every part to the parent. Whatever happens, it ends here (it is
    a copy of the caller, whose code must not run twice), and it ends as soon as
    it sees the parent gone (killed: no `close` ran)."""
    try:
        parent = os.getppid()

        def orphaned() -> bool:  # the parent was killed before it could end this copy
            return os.getppid() != parent

        given, replies = os.fdopen(task, "rb"), os.fdopen(results, "wb")
        batches: list[tuple[int, int, Callable[[int, int], Any]]] = []  # start, stop, work of each batch

        def receive() -> bool:  # the next batch, waiting for it; False once no more come
            try:
                _, function, argument, start, stop = _receive(given)
            except EOFError:
                return False
            batches.append((start, stop, function(argument)))
            return True

        while True:
            try:
                message = _receive(given)
            except EOFError:
                return
            if message[0] != "call":
                break
            try:
                reply = ("done", message[1](message[2]))
            except Exception:  # noqa: BLE001 - the parent works it out again, and raises what it raises
                reply = ("failed", None)
            _send(replies, reply)
        _, function, argument, start, stop = message
        batches.append((start, stop, function(argument)))
        chunk = max(1, batches[0][1] // _CHUNKS)
        parts = []
        more = True
        while True:
            if orphaned() or not _take(helper._lock_read, orphaned):
                return
            front, back = _BOUNDS.unpack(helper._bounds)
            while more and back > batches[-1][1]:  # sent, not yet read
                more = receive()
            start, stop, work = next(batch for batch in batches if batch[1] > front) if front < back \
                else (front, front, None)
            stop = min(front + chunk, back, stop)
            helper._bounds[:] = _BOUNDS.pack(stop, back)
            os.write(helper._lock_write, _TOKEN)
            if stop == front:
                if more and (more := receive()):
                    continue  # the parent is still gathering: the next batch came
                break
            parts.append(work(front - start, stop - start))
        _send(replies, ("parts", parts))
    finally:
        os._exit(0)
