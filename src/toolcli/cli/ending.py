"""How a toolcli process ends: at once, once its output is flushed (`app.run`).

Freeing a 10,000-tool registry object by object and the interpreter's teardown
took 0.16 s of a 2.5 s `validate` (benchmarks/RESULTS.md, "X002 on two
processes", the process's end); the system takes the memory back in one go. What a command builds is
`kept` here so that no frame's end frees it first. In-process callers of
`app.main` (the tests) keep nothing: only `app.run` calls `end_at_once`.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")

_kept: list[object] | None = None  # a list once the process is to end at once


def end_at_once() -> None:
    """From now on, what is `kept` stays to the process's end."""
    global _kept
    if _kept is None:
        _kept = []


def kept(value: T) -> T:
    """`value`, left for the process's end when it ends at once."""
    if _kept is not None:
        _kept.append(value)
    return value
