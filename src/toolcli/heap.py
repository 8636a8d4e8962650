"""Pausing the cyclic garbage collector while toolcli builds what holds no cycle."""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def acyclic_work() -> Iterator[None]:
    """Run the block with the cyclic collector paused, as it was before afterwards.

    Parsed documents, the registry and the rules' indexes are trees of dicts,
    lists and records: reference counting frees all of it, and each automatic
    collection would only walk the growing heap again for nothing (on 10,000
    tools, 0.3 s of collections that found no garbage: benchmarks/RESULTS.md,
    the row "the cyclic GC paused while toolcli builds trees").
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()
