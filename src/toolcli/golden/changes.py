"""The change list of SPEC §7: one entry per change, and how much it hurts.

Levels:

* ``security``: a changed tool or server now holds text the X rules find
  (tool poisoning; SPEC §14.4) — reported before everything else;
* ``breaking``: a call the model could make before is now rejected, a tool is
  gone, the host trusts a tool more than before, or a tool that read now
  writes (``read-to-write``: its effect, ``mutates``, or its annotations'
  ``readOnlyHint`` true -> false or ``destructiveHint`` false -> true);
* ``cache``: the advertised prefix changed, so prompt caches are lost;
* ``info``: everything else.

One entry per change, not per file: a change is ``(id, tool, detail)`` with
the ``profiles`` whose golden it touches (empty: registry.json only) and the
``cache`` profiles whose advertised prefix it changed.  Its level is the
worst it has anywhere: a description edit is ``cache`` when some profile
advertises the tool, ``info`` when every profile defers it.  The classifier
(``golden.classify``) reports what each file shows; ``Collector`` merges it.
"""

from __future__ import annotations

from typing import Any, Iterable, Literal, Mapping, NamedTuple

from ..model import AS_SENT, Record

_set = object.__setattr__

Level = Literal["security", "breaking", "cache", "info"]
LEVELS: tuple[Level, ...] = ("security", "breaking", "cache", "info")
REGISTRY_FILE = "registry.json"
# A tool that joins or leaves the registry (not only a profile's surface): the detail says so.
ADDED_TO_REGISTRY = "added to the registry"
REMOVED_FROM_REGISTRY = "removed from the registry"
SERVERS = "servers"  # registry.json: the instructions of each captured server

BREAKING = frozenset(("tool-removed", "tool-renamed", "required-parameter-added",
                      "parameter-removed", "parameter-became-required", "parameter-type-changed",
                      "enum-value-removed", "constraint-tightened", "safety-loosened", "read-to-write"))
CACHE = frozenset(("tool-demoted", "tool-promoted"))  # always about the advertised prefix
# Every other id (tool-added, description-changed, optional-parameter-added, enum-value-added,
# metadata-changed of a schema) is cache where it changes an advertised prefix, info elsewhere.


class Change(Record):
    __slots__ = ("id", "level", "tool", "detail", "profiles", "cache", "tokens")
    id: str
    level: Level
    tool: str | None
    detail: str
    profiles: tuple[str, ...]  # profile goldens it touches; () = registry.json only
    cache: tuple[str, ...]  # profiles whose advertised prefix it changed
    tokens: tuple[int | None, int | None] | None  # the tool's advertised tokens before and after, when it changed them

    def __init__(self, id: str, level: Level, tool: str | None, detail: str, profiles: tuple[str, ...] = (),
                 cache: tuple[str, ...] = (), tokens: tuple[int | None, int | None] | None = None) -> None:
        _set(self, "id", id)
        _set(self, "level", level)
        _set(self, "tool", tool)
        _set(self, "detail", detail)
        _set(self, "profiles", profiles)
        _set(self, "cache", cache)
        _set(self, "tokens", tokens)

    def sort_key(self) -> tuple:
        return (LEVELS.index(self.level), self.tool is not None, self.tool or "", self.id,
                self.detail, self.profiles)

    def as_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {"id": self.id, "level": self.level, "tool": self.tool, "detail": self.detail,
                                 "profiles": list(self.profiles), "cache": list(self.cache)}
        if self.tokens is not None:
            found["tokens"] = {"before": self.tokens[0], "after": self.tokens[1]}
        return found


def sort_changes(changes: Iterable[Change]) -> list[Change]:
    return sorted(set(changes), key=Change.sort_key)


def changes_json(changes: Iterable[Change]) -> list[dict[str, Any]]:
    return [change.as_json() for change in sort_changes(changes)]


def changes_summary(changes: Iterable[Change]) -> str:
    counts = {level: 0 for level in LEVELS}
    for change in changes:
        counts[change.level] += 1
    return ", ".join(f"{counts[level]} {level}" for level in LEVELS)


class DeclarationChange(NamedTuple):
    """A declaration whose text differs: shown once, whatever profiles hold it."""

    old_name: str | None  # None: a new tool
    new_name: str | None  # None: a tool gone
    old: Mapping[str, Any] | None
    new: Mapping[str, Any] | None


class Analysis(NamedTuple):
    changes: list[Change]
    declarations: list[DeclarationChange]


class Collector:
    """Raw observations, one per file, merged into one Change per (id, tool, detail)."""

    def __init__(self) -> None:
        self.groups: dict[tuple[str, str | None, str], tuple[list[Level], set[str], set[str]]] = {}

    def add(self, change_id: str, tool: str | None, detail: str, level: Level,
            profile: str | None = None, cache: bool = False) -> None:
        """One observation: in ``profile``'s golden, or in registry.json when None;
        ``cache`` when it changed that profile's advertised prefix."""
        levels, profiles, prefixes = self.groups.setdefault((change_id, tool, detail), ([], set(), set()))
        levels.append(level)
        if profile is not None:
            profiles.add(profile)
            if cache:
                prefixes.add(profile)

    def changes(self) -> list[Change]:
        return sort_changes(
            Change(change_id, min(levels, key=LEVELS.index), tool, detail, tuple(sorted(profiles)),
                   tuple(sorted(prefixes)))
            for (change_id, tool, detail), (levels, profiles, prefixes) in self.groups.items())


# Changes that can alter what a tool costs in tokens: its text, or whether it is advertised.
TOKEN_CHANGES = frozenset(("tool-added", "tool-removed", "tool-renamed", "tool-demoted", "tool-promoted",
                           "description-changed", "required-parameter-added", "parameter-removed",
                           "parameter-became-required", "parameter-type-changed", "enum-value-removed",
                           "enum-value-added", "constraint-tightened", "optional-parameter-added"))


def with_tokens(changes: Iterable[Change], before: Mapping[str, int], after: Mapping[str, int],
                renames: Iterable[tuple[str, str]] = ()) -> list[Change]:
    """`changes`, each that altered its tool's advertised token count carrying the
    count before and after (None where the tool is not advertised)."""
    old_name = {new: old for old, new in renames}
    found = []
    for change in changes:
        if change.id in TOKEN_CHANGES and change.tool is not None:
            was = before.get(old_name.get(change.tool, change.tool))
            if change.id == "tool-renamed":
                was = before.get(change.tool)
                now = after.get(dict(renames).get(change.tool, change.tool))
            else:
                now = after.get(change.tool)
            if was != now:
                change = change.replace(tokens=(was, now))
        found.append(change)
    return found


def server_of(tool: str | None) -> str | None:
    """The MCP server a change's tool belongs to: ``mcp__S__T`` and ``mcp__S`` give S."""
    if tool is None or not tool.startswith("mcp__"):
        return None
    return tool[len("mcp__"):].split("__", 1)[0] or None


_UNREAD = {f"{key} {what}": key for key in AS_SENT for what in ("added", "removed", "changed")}


def fold_unread(changes: Iterable[Change]) -> list[Change]:
    """A server's changes to what its tools carry for the client and no model
    reads (``icons``, ``_meta``, ``execution``: what a version bump touches),
    as one line per server once there are two or more."""
    changes = list(changes)
    unread: dict[str, list[Change]] = {}
    for change in changes:
        server = server_of(change.tool)
        if change.id == "metadata-changed" and change.detail in _UNREAD and server is not None:
            unread.setdefault(server, []).append(change)
    folded = {id(change) for found in unread.values() if len(found) > 1 for change in found}
    kept = [change for change in changes if id(change) not in folded]
    for server, found in sorted(unread.items()):
        if len(found) < 2:
            continue
        tools: dict[str, set[str]] = {}
        for change in found:
            tools.setdefault(_UNREAD[change.detail], set()).add(change.tool or "")
        said = ", ".join(f"{key} of {len(names)} tool{'' if len(names) == 1 else 's'}"
                         for key, names in sorted(tools.items()))
        kept.append(Change("metadata-changed", "info", f"mcp__{server}",
                           f"server {server!r}: {said} changed, which no model reads",
                           tuple(sorted({p for change in found for p in change.profiles}))))
    return kept


def level_for(change_id: str, advertised: bool) -> Level:
    """The level of one observation: ``advertised`` when it changes an advertised prefix."""
    if change_id in BREAKING:
        return "breaking"
    return "cache" if advertised or change_id in CACHE else "info"
