"""One profile's golden compared: membership, tier and host flags of its
tools (their declarations are compared once, in ``golden.classify``)."""

from __future__ import annotations

from typing import Any, Iterable, Mapping, NamedTuple

from .changes import ADDED_TO_REGISTRY, REMOVED_FROM_REGISTRY, Collector, level_for
from .content import DECLARATION
from .schema_diff import show
from ..model import Record

_set = object.__setattr__

# (field, value before, value after) that loosens what the host enforces.
SAFETY_LOOSENING = (("needs_auth", True, False), ("read_only", False, True),
                    ("mutates", True, False))
# A tool that turns from reading to writing: the host would now let a call change things.
READING_EFFECTS = frozenset(("read", "network"))
WRITING_EFFECTS = frozenset(("write", "exec"))
# The facts that change with such a turn, reported with it on one line.
WRITE_FACTS = frozenset(("read_only", "effect", "mutates", "serial", "needs_auth"))
# Keys of a surface entry that are not host metadata: the declaration, its derived size, its hash.
ENTRY_CONTENT = frozenset(("name", "description", "parameters", "size", "tokens", "sha256"))


class GoldenEntry(Record):
    """A tool in one profile's golden: advertised (with its declaration) or deferred (by hash)."""

    __slots__ = ("name", "advertised", "raw")
    name: str
    advertised: bool
    raw: Mapping[str, Any]

    def __init__(self, name: str, advertised: bool, raw: Mapping[str, Any]) -> None:
        _set(self, "name", name)
        _set(self, "advertised", advertised)
        _set(self, "raw", raw)

    @property
    def sha(self) -> str | None:
        value = self.raw.get("sha256")
        return value if isinstance(value, str) and not self.advertised else None


def entries(doc: Mapping[str, Any] | None) -> dict[str, GoldenEntry]:
    """The tools of a surface document by name: deferred first, then advertised in order."""
    found: dict[str, GoldenEntry] = {}
    for key, advertised in (("deferred", False), ("advertised", True)):
        items = (doc or {}).get(key)
        for item in items if isinstance(items, list) else ():
            if isinstance(item, Mapping) and isinstance(item.get("name"), str):
                found[item["name"]] = GoldenEntry(item["name"], advertised, item)
    return found


class World(NamedTuple):
    """What registry.json says of membership on each side, and the renames matched by content."""

    old_tools: Mapping[str, Mapping[str, Any]]
    new_tools: Mapping[str, Mapping[str, Any]]
    registry_known: bool
    renames: list[tuple[str, str]]

    def removed_from_registry(self, name: str) -> bool:
        return self.registry_known and name not in self.new_tools and name not in dict(self.renames)

    def added_to_registry(self, name: str) -> bool:
        return (self.registry_known and name not in self.old_tools
                and name not in {new for _, new in self.renames})


def classify_profile(collector: Collector, world: World, profile: str,
                     before: Mapping[str, GoldenEntry], after: Mapping[str, GoldenEntry],
                     old: Mapping[str, Any] | None, new: Mapping[str, Any] | None) -> None:
    """Membership, tier and host flags of one profile's golden."""
    old_loader, new_loader = (old or {}).get("loader"), (new or {}).get("loader")
    if old is not None and new is not None and old_loader != new_loader:
        collector.add("metadata-changed", None, f"loader {_show(old_loader)} -> {_show(new_loader)}",
                      "info", profile)
    renames = [(o, n) for o, n in world.renames if o in before and n in after]
    moved = _moved_in_order(before, after, renames)
    for old_name, new_name in renames:
        was, now = before[old_name], after[new_name]
        collector.add("tool-renamed", old_name, f"renamed {old_name} -> {new_name}", "breaking",
                      profile, cache=was.advertised or now.advertised)
        _compare_tool(collector, profile, was, now, new_name in moved)
    renamed_old = {o for o, _ in renames}
    renamed_new = {n for _, n in renames}
    for name in sorted(set(before) - set(after) - renamed_old):
        gone = REMOVED_FROM_REGISTRY if world.removed_from_registry(name) else "removed from the surface"
        collector.add("tool-removed", name, gone, "breaking", profile, cache=before[name].advertised)
    for name in sorted(set(after) - set(before) - renamed_new):
        new = ADDED_TO_REGISTRY if world.added_to_registry(name) else "added to the surface"
        advertised = after[name].advertised
        collector.add("tool-added", name, new, level_for("tool-added", advertised),
                      profile, cache=advertised)
    for name in sorted(set(before) & set(after)):
        _compare_tool(collector, profile, before[name], after[name], name in moved)


def _moved_in_order(before: Mapping[str, GoldenEntry], after: Mapping[str, GoldenEntry],
                    renames: list[tuple[str, str]]) -> set[str]:
    """New names of tools advertised on both sides whose predecessors changed."""
    new_of = {n: n for n in before} | dict(renames)
    old_seq = [new_of[n] for n, e in before.items() if e.advertised]  # entries keep surface order
    new_seq = [n for n, e in after.items() if e.advertised]
    common = set(old_seq) & set(new_seq)
    old_seq = [n for n in old_seq if n in common]
    new_seq = [n for n in new_seq if n in common]
    if old_seq == new_seq:
        return set()
    old_index = {n: i for i, n in enumerate(old_seq)}
    new_index = {n: i for i, n in enumerate(new_seq)}
    return {n for n in common
            if set(old_seq[: old_index[n]]) != set(new_seq[: new_index[n]])}


def _compare_tool(collector: Collector, profile: str, was: GoldenEntry, now: GoldenEntry, moved: bool) -> None:
    name = now.name
    if was.advertised != now.advertised:
        if was.advertised:
            why = " to fit the budget" if now.raw.get("demoted") is True else ""
            collector.add("tool-demoted", name, f"advertised -> deferred{why}", "cache", profile, True)
        else:
            collector.add("tool-promoted", name, "deferred -> advertised", "cache", profile, True)
        compare_fields(collector, profile, name, was.raw, now.raw, shared_only=True)
        return
    old_tier, new_tier = was.raw.get("tier"), now.raw.get("tier")
    if was.advertised and old_tier != new_tier and moved and {old_tier, new_tier} == {"hot", "warm"}:
        change_id = "tool-demoted" if new_tier == "warm" else "tool-promoted"
        collector.add(change_id, name, f"tier {old_tier} -> {new_tier}, advertised order changed",
                      "cache", profile, True)
        compare_fields(collector, profile, name, was.raw, now.raw, skip=("tier",))
    else:
        compare_fields(collector, profile, name, was.raw, now.raw)


def compare_fields(collector: Collector, profile: str | None, name: str, before: Mapping[str, Any],
                   after: Mapping[str, Any], skip: Iterable[str] = (), shared_only: bool = False) -> None:
    """Host metadata: a surface entry's flags, or a tool's queries in registry.json."""
    ignored = ENTRY_CONTENT | {DECLARATION} | set(skip)
    keys = (before.keys() & after.keys()) if shared_only else (before.keys() | after.keys())
    changed = [(key, before.get(key, _MISSING), after.get(key, _MISSING)) for key in sorted(keys - ignored)]
    changed = [(key, old, new) for key, old, new in changed if not (old == new and type(old) is type(new))]
    if any(_turns_to_write(key, old, new) for key, old, new in changed):
        turn = [(key, old, new) for key, old, new in changed
                if key in WRITE_FACTS and not _loosens_safety(key, old, new)]
        collector.add("read-to-write", name, ", ".join(f"{key} {_show(old)} -> {_show(new)}" for key, old, new in turn),
                      "breaking", profile)
        changed = [item for item in changed if item not in turn]
    for key, old_value, new_value in changed:
        detail = f"{key} {_show(old_value)} -> {_show(new_value)}"
        if _loosens_safety(key, old_value, new_value):
            collector.add("safety-loosened", name, detail, "breaking", profile)
        else:
            collector.add("metadata-changed", name, detail, "info", profile)


def _turns_to_write(key: str, before: Any, after: Any) -> bool:
    if key == "effect":
        return before in READING_EFFECTS and after in WRITING_EFFECTS
    return (key == "read_only" and before is True and after is False) or (
        key == "mutates" and before is False and after is True)


def _loosens_safety(key: str, before: Any, after: Any) -> bool:
    return any(key == field and before is was and after is now
               for field, was, now in SAFETY_LOOSENING)


_MISSING: Any = object()


def _show(value: Any) -> str:
    return "(none)" if value is _MISSING else show(value)
