"""Pure judges run on what the cache does not know to be quiet.

A judge is a function of one item alone (a model-visible string with whether
prose sits where it stands, or one tool's strings and schemas) that gives a
verdict: anything falsy when it finds nothing. Only "found nothing" is
remembered, a bit per judge under the item's key, so what fires is judged
again on every run and its finding is always worded by the code that runs.
"""

from __future__ import annotations

from typing import AbstractSet, Any, Callable, Hashable, Mapping, Sequence, TypeVar

from .store import Store, value_key

Item = TypeVar("Item")
QUIET_TEXTS = "quiet texts"  # text key -> the judges (a bit each) that found nothing in the string
QUIET_TOOLS = "quiet tools"  # a tool's key -> the judges that found nothing in the tool
SECTIONS = {QUIET_TEXTS: lambda value: value.__class__ is int and value > 0,
            QUIET_TOOLS: lambda value: value.__class__ is int and value > 0}


def judge_texts(store: Store | None, order: Sequence[str], judges: Mapping[str, Callable[[str, bool], Any]],
                texts: Sequence[str], in_prose: AbstractSet[str]) -> dict[str, dict[str, Any]]:
    """{judge: {text: verdict}} of each judge on each distinct text it does not find
    quiet where it stands (in prose when in `in_prose`): a text's verdict may
    depend on it, so the two are remembered apart. `order` names every judge
    there can be, whatever this run asks for, so that each keeps its bit in the store."""
    placed = {name: (lambda item, run=run: run(*item)) for name, run in judges.items()}
    return judge(store, QUIET_TEXTS, order, placed,
                 [(value_key((text, text in in_prose)) if store is not None else "", text, (text, text in in_prose))
                  for text in texts])


def judge(store: Store | None, section: str, order: Sequence[str], judges: Mapping[str, Callable[[Item], Any]],
          items: Sequence[tuple[str, Hashable, Item]]) -> dict[str, dict[Hashable, Any]]:
    """{judge: {name: verdict}} of each judge on each (key, name, item) it does not
    find quiet; the items `store` knows a judge found nothing in are not judged
    again, and those it finds nothing in now are recorded."""
    verdicts: dict[str, dict[Hashable, Any]] = {name: {} for name in judges}
    if not judges:
        return verdicts
    bits = {name: 1 << order.index(name) for name in judges}
    for key, name, item in items:
        known = (store.get(section, key) or 0) if store is not None else 0
        quiet = known
        for judged, run in judges.items():
            if known & bits[judged]:
                continue
            verdict = run(item)
            if verdict:
                verdicts[judged][name] = verdict
            else:
                quiet |= bits[judged]
        if store is not None and quiet != known:
            store.put(section, key, quiet)
    return verdicts
