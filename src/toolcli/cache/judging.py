"""Pure judges run on what the cache does not know to be quiet.

A judge is a function of one item alone (a model-visible string with whether
prose sits where it stands, or one tool's strings and schemas) that gives a
verdict: anything falsy when it finds nothing, NOTED when it finds nothing to
report but a fact a tool judge reads (rules/base.py). Only "found nothing" and
NOTED are remembered, a bit each per judge under the item's key, so what fires
is judged again on every run and its finding is always worded by the code that
runs.
"""

from __future__ import annotations

import os
import sys
from enum import Enum
from functools import partial
from typing import AbstractSet, Any, Callable, Hashable, Mapping, Sequence, TypeVar

from ..errors import UsageError
from .store import Store, value_key

Item = TypeVar("Item")
# An item's key -> a bit per judge that found nothing in it, and one (_NOTED_AT higher) per judge that NOTED.
QUIET_TEXTS = "quiet texts"
QUIET_TOOLS = "quiet tools"


class Noted(Enum):  # an enum member is itself again after pickling, from a worker process
    NOTED = "noted"


NOTED = Noted.NOTED  # a verdict: nothing to report, and a fact a tool judge reads
_NOTED_AT = 16  # a judge's bit for NOTED is its quiet bit shifted this far
SECTIONS = {QUIET_TEXTS: lambda value: value.__class__ is int and value > 0,
            QUIET_TOOLS: lambda value: value.__class__ is int and value > 0}


Judges = Mapping[str, Callable[[Any], Any]]
TextJudges = Mapping[str, Callable[[str, bool], Any]]


def judge_texts(store: Store | None, order: Sequence[str], judges: TextJudges, texts: Sequence[str],
                in_prose: AbstractSet[str], remote: Callable[[], TextJudges] | None = None,
                jobs: int = 1) -> dict[str, dict[str, Any]]:
    """{judge: {text: verdict}} of each judge on each distinct text it does not find
    quiet where it stands (in prose when in `in_prose`): a text's verdict may
    depend on it, so the two are remembered apart. `order` names every judge
    there can be, whatever this run asks for, so that each keeps its bit in the store.
    `remote`, a function that can be pickled, gives the same judges in a worker
    process: with it, `jobs` above 1 and enough texts left to judge, up to `jobs`
    worker processes judge them."""
    return judge(store, QUIET_TEXTS, order, _placed(judges),
                 [(value_key((text, text in in_prose)) if store is not None else "", text, (text, text in in_prose))
                  for text in texts], partial(_placed_remote, remote) if remote is not None else None, jobs)


def _placed(judges: TextJudges) -> Judges:
    return {name: (lambda item, run=run: run(*item)) for name, run in judges.items()}


def _placed_remote(remote: Callable[[], TextJudges]) -> Judges:
    return _placed(remote())


def judge(store: Store | None, section: str, order: Sequence[str], judges: Judges,
          items: Sequence[tuple[str, Hashable, Item]], remote: Callable[[], Judges] | None = None,
          jobs: int = 1) -> dict[str, dict[Hashable, Any]]:
    """{judge: {name: verdict}} of each judge on each (key, name, item) it does not
    find quiet; the items `store` knows a judge found nothing in, or NOTED, are not
    judged again (NOTED is their verdict), and what it finds so now is recorded. With `remote` (the same
    judges, from a function that can be pickled), `jobs` above 1 and at least
    PARALLEL_AT items left to judge, worker processes judge them (`in_workers`): the
    same verdicts, taken in the items' order."""
    verdicts: dict[str, dict[Hashable, Any]] = {name: {} for name in judges}
    if not judges:
        return verdicts
    bits = {name: 1 << order.index(name) for name in judges}
    every = sum(bits.values())
    known = [(store.get(section, key) or 0) if store is not None else 0 for key, _, _ in items]
    for (_, name, _), value in zip(items, known):
        if value >> _NOTED_AT:
            for judge_name, bit in bits.items():
                if value >> _NOTED_AT & bit:
                    verdicts[judge_name][name] = NOTED
    left = [index for index, value in enumerate(known) if _settled(value) & every != every]
    found = in_workers(remote, tuple(judges), [(items[index][2], known[index]) for index in left], bits, jobs) \
        if remote is not None and jobs > 1 and len(left) >= PARALLEL_AT else None
    given = iter(found) if found is not None else None
    for index in left:
        key, name, item = items[index]
        value = known[index]
        judged = next(given) if given is not None else None
        for position, (judge_name, run) in enumerate(judges.items()):
            bit = bits[judge_name]
            if _settled(known[index]) & bit:
                continue
            verdict = judged[position] if judged is not None else run(item)
            if verdict is NOTED:
                verdicts[judge_name][name] = verdict
                value |= bit << _NOTED_AT
            elif verdict:
                verdicts[judge_name][name] = verdict
            else:
                value |= bit
        if store is not None and value != known[index]:
            store.put(section, key, value)
    return verdicts


def _settled(value: int) -> int:
    """The judges a remembered value says need not run: found nothing, or NOTED."""
    return value | value >> _NOTED_AT


# ----------------------------------------------------------------- worker processes

# Worker processes judge only when at least this many items are left after the
# cache: below about 10,000, starting them cost more than they spared on two CPUs
# (benchmarks/RESULTS.md, "The sixth stop").
PARALLEL_AT = 20_000
_PARTS_PER_WORKER = 64  # long texts are not left to one worker at the end, and an interrupt waits for small parts only
MAX_JOBS = 8


def jobs() -> int:
    """How many processes the command line lets judge: TOOLCLI_JOBS (1 keeps one
    process), else the CPUs this process may run on; at most MAX_JOBS. The library
    judges in one process unless its caller asks for more: worker processes import
    the caller's main module, which a script must guard."""
    given = os.environ.get("TOOLCLI_JOBS", "").strip()
    if given:
        if not given.isdigit() or int(given) < 1:
            raise UsageError(f"TOOLCLI_JOBS must be a whole number of processes, 1 or more (got {given[:40]!r})")
        return min(int(given), MAX_JOBS)
    counted = getattr(os, "process_cpu_count", None)  # Python 3.13: the CPUs this process may use
    if counted is not None:
        cpus = counted()
    elif hasattr(os, "sched_getaffinity"):
        cpus = len(os.sched_getaffinity(0))
    else:
        cpus = os.cpu_count()
    return max(1, min(cpus or 1, _cpu_quota(), MAX_JOBS))


def _cpu_quota(path: str = "/sys/fs/cgroup/cpu.max") -> int:
    """The CPUs a cgroup v2 quota gives this process (a container limited to one
    CPU still sees the host's in its affinity), MAX_JOBS where none is set."""
    try:
        with open(path, encoding="ascii") as limits:
            quota, period = limits.read().split()[:2]
        return max(1, -(-int(quota) // int(period)))
    except (OSError, ValueError):  # no such file, "max", or not two numbers
        return MAX_JOBS


def in_workers(remote: Callable[[], Judges], names: tuple[str, ...], work: list[tuple[Any, int]],
               bits: Mapping[str, int], jobs: int) -> list[tuple[Any, ...]] | None:
    """The verdicts of the judges `names` (None where a judge's bit is set in the
    item's quiet bits, or it found nothing) on each (item, its quiet bits) of `work`,
    in order, judged by up to `jobs` worker processes of `concurrent.futures`; None
    when one process is to judge."""
    workers = min(jobs, len(work))
    if workers < 2:
        return None
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("forkserver" if sys.platform == "linux" else "spawn")
    size = -(-len(work) // (workers * _PARTS_PER_WORKER))
    parts = [work[start:start + size] for start in range(0, len(work), size)]
    mask = tuple(bits[name] for name in names)
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker, initargs=(remote,))
    try:
        verdicts: list[tuple[Any, ...]] = []
        for part in pool.map(partial(_judge_part, names, mask), parts):
            verdicts.extend(part)
        return verdicts
    finally:  # on an interrupt too: what has not started is dropped, and every worker has ended
        pool.shutdown(wait=True, cancel_futures=True)


_WORKER_JUDGES: dict[str, Callable[[Any], Any]] = {}  # a worker process's judges, set once as it starts


def _start_worker(remote: Callable[[], Judges]) -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # an interrupt is the main process's to handle: it ends the pool
    _WORKER_JUDGES.update(remote())


def _judge_part(names: tuple[str, ...], mask: tuple[int, ...], part: list[tuple[Any, int]]) -> list[tuple[Any, ...]]:
    runs = [_WORKER_JUDGES[name] for name in names]
    return [tuple(None if _settled(known) & bit or not (verdict := run(item)) else verdict
                  for run, bit in zip(runs, mask)) for item, known in part]
