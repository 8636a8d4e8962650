"""The change list of SPEC §7: what a golden rewrite changes, and how much it hurts.

Classification compares structured documents — an old and a new surface
document per profile (SPEC §6) and an old and a new registry queries document
— never their text.  Levels:

* ``breaking``: a call the model could make before is now rejected, a tool is
  gone, or the host trusts a tool more than before;
* ``cache``: the advertised prefix changed, so prompt caches are lost;
* ``info``: everything else.

Choices the table leaves open:

* Renames are matched by identical content, never by similarity.  Advertised
  tools compare description and parameters.  A deferred tool is pinned only
  by the SHA-256 of its canonical declaration, which contains its name, so a
  deferred side matches when re-hashing the other side's content under the
  deferred name gives that SHA-256.  For a rename between two deferred tools
  the new content must be known: pass the current declarations to
  ``classify_surface``; without them such a pair stays tool-removed plus
  tool-added (both levels are unchanged by the pairing).
* A schema change that only widens what is accepted (a bound raised, a
  parameter made optional, a type widened) is ``metadata-changed``.
* A hot/warm tier change that moves a tool within the advertised order
  reorders the prefix: ``tool-demoted``/``tool-promoted`` (cache).  One that
  leaves the order alone is ``metadata-changed``.
* The registry document (profile null) reports safety-loosened and
  metadata-changed per tool, tool-removed (breaking) and tool-added (info:
  the model does not see host metadata); a removed/added pair that a profile
  reports as a rename is reported as tool-renamed there too.
* A profile golden that is new (or gone) is compared with an empty surface:
  every tool is added (or removed).
* ``budget`` and ``used`` are not tool changes; a changed ``loader`` is
  metadata-changed with tool null.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Iterable, Literal, Mapping

from .schema_diff import diff_parameters
from ..canonical import canonical_json, declaration_sha256

Level = Literal["breaking", "cache", "info"]
LEVELS: tuple[Level, ...] = ("breaking", "cache", "info")
REGISTRY_FILE = "registry.json"

LEVEL_OF: dict[str, Level] = {
    "tool-removed": "breaking", "tool-renamed": "breaking",
    "required-parameter-added": "breaking", "parameter-removed": "breaking",
    "parameter-became-required": "breaking", "parameter-type-changed": "breaking",
    "enum-value-removed": "breaking", "constraint-tightened": "breaking",
    "safety-loosened": "breaking",
    "tool-demoted": "cache", "tool-promoted": "cache", "description-changed": "cache",
    "optional-parameter-added": "cache",
    "deferred-content-changed": "info", "enum-value-added": "info", "metadata-changed": "info",
}  # tool-added: cache when advertised, info when deferred or in the registry document

# (field, value before, value after) that loosens what the host enforces.
SAFETY_LOOSENING = (("needs_auth", True, False), ("read_only", False, True),
                    ("mutates", True, False))
DECLARATION_KEYS = frozenset(("name", "description", "parameters"))
NOT_TOOL_CHANGES = frozenset(("size",))  # derived from the declaration, already compared
_RENAME_HASH_BUDGET = 20_000  # re-hashes tried when matching renames by SHA-256


@dataclass(frozen=True)
class Change:
    id: str
    level: Level
    profile: str | None
    tool: str | None
    detail: str

    def sort_key(self) -> tuple:
        return (LEVELS.index(self.level), self.profile is not None, self.profile or "",
                self.tool is not None, self.tool or "", self.id, self.detail)

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


def sort_changes(changes: Iterable[Change]) -> list[Change]:
    return sorted(set(changes), key=Change.sort_key)


# ---------------------------------------------------------------- surfaces


@dataclass(frozen=True)
class _Entry:
    name: str
    advertised: bool
    raw: Mapping[str, Any]
    content: tuple[Any, Any] | None  # (description, parameters) when known

    @property
    def sha(self) -> str | None:
        value = self.raw.get("sha256")
        return value if isinstance(value, str) else None

    def hashed_as(self, name: str) -> str | None:
        if self.content is None:
            return None
        return declaration_sha256(name, *self.content)


def _entries(doc: Mapping[str, Any] | None,
             declarations: Mapping[str, Mapping[str, Any]] | None) -> dict[str, _Entry]:
    entries: dict[str, _Entry] = {}
    if not doc:
        return entries
    for key, advertised in (("deferred", False), ("advertised", True)):
        items = doc.get(key)
        for item in items if isinstance(items, list) else ():
            if not isinstance(item, Mapping) or not isinstance(item.get("name"), str):
                continue
            content = None
            if advertised:
                content = (item.get("description"), item.get("parameters"))
            elif declarations is not None and item["name"] in declarations:
                known = declarations[item["name"]]
                content = (known.get("description"), known.get("parameters"))
            entries[item["name"]] = _Entry(item["name"], advertised, item, content)
    return entries


def classify_surface(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None,
                     profile: str,
                     declarations: Mapping[str, Mapping[str, Any]] | None = None) -> list[Change]:
    """Changes between two surface documents of one profile.

    ``declarations`` (optional) maps tool names of the *new* registry to
    ``{"description", "parameters"}``; it lets renames of deferred tools be
    matched by content.
    """
    return _classify_surface(old, new, profile, declarations)[0]


def _classify_surface(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None,
                      profile: str, declarations: Mapping[str, Mapping[str, Any]] | None
                      ) -> tuple[list[Change], list[tuple[str, str]]]:
    before = _entries(old, None)
    after = _entries(new, declarations)
    found: list[Change] = []

    def add(change_id: str, tool: str | None, detail: str, level: Level | None = None) -> None:
        found.append(Change(change_id, level or LEVEL_OF[change_id], profile, tool, detail))

    old_loader = (old or {}).get("loader")
    new_loader = (new or {}).get("loader")
    if old is not None and new is not None and old_loader != new_loader:
        add("metadata-changed", None, f"loader {_show(old_loader)} -> {_show(new_loader)}")

    removed = {n: e for n, e in before.items() if n not in after}
    added = {n: e for n, e in after.items() if n not in before}
    renames = match_renames(removed, added)
    moved = _moved_in_order(before, after, renames)
    for old_name, new_name in renames:
        was, now = removed.pop(old_name), added.pop(new_name)
        add("tool-renamed", old_name, f"renamed {old_name} -> {new_name}")
        _compare_tool(add, was, now, new_name in moved)
    for name in sorted(removed):
        add("tool-removed", name, "removed" + ("" if removed[name].advertised else " (was deferred)"))
    for name in sorted(added):
        entry = added[name]
        add("tool-added", name, "added, advertised" if entry.advertised else "added, deferred",
            "cache" if entry.advertised else "info")
    for name in sorted(before.keys() & after.keys()):
        _compare_tool(add, before[name], after[name], name in moved)
    return sort_changes(found), renames


def match_renames(removed: Mapping[str, _Entry], added: Mapping[str, _Entry]) -> list[tuple[str, str]]:
    """Pairs (old name, new name) whose declarations are identical but for the name."""
    pairs: list[tuple[str, str]] = []
    free = dict(sorted(added.items()))
    by_content: dict[str, list[str]] = {}
    for name, entry in free.items():
        if entry.content is not None:
            by_content.setdefault(_content_key(entry.content), []).append(name)
    budget = _RENAME_HASH_BUDGET
    for old_name in sorted(removed):
        was = removed[old_name]
        match = None
        if was.content is not None:
            match = next((n for n in by_content.get(_content_key(was.content), ()) if n in free), None)
        if match is None:
            for new_name, now in free.items():
                if budget <= 0:
                    break
                if was.content is not None and now.content is None and now.sha:
                    budget -= 1
                    if was.hashed_as(new_name) == now.sha:
                        match = new_name
                        break
                elif was.content is None and was.sha and now.content is not None:
                    budget -= 1
                    if now.hashed_as(old_name) == was.sha:
                        match = new_name
                        break
        if match is not None:
            del free[match]
            pairs.append((old_name, match))
    return pairs


def _content_key(content: tuple[Any, Any]) -> str:
    return canonical_json(list(content))


def _moved_in_order(before: Mapping[str, _Entry], after: Mapping[str, _Entry],
                    renames: list[tuple[str, str]]) -> set[str]:
    """New names of tools advertised on both sides whose predecessors changed."""
    new_of = {n: n for n in before} | dict(renames)
    old_seq = [new_of[n] for n, e in _advertised_order(before) if e.advertised]
    new_seq = [n for n, e in _advertised_order(after) if e.advertised]
    common = set(old_seq) & set(new_seq)
    old_seq = [n for n in old_seq if n in common]
    new_seq = [n for n in new_seq if n in common]
    if old_seq == new_seq:
        return set()
    old_index = {n: i for i, n in enumerate(old_seq)}
    new_index = {n: i for i, n in enumerate(new_seq)}
    return {n for n in common
            if set(old_seq[: old_index[n]]) != set(new_seq[: new_index[n]])}


def _advertised_order(entries: Mapping[str, _Entry]) -> list[tuple[str, _Entry]]:
    # entries keep document order: deferred first, then advertised in surface order
    return [(n, e) for n, e in entries.items() if e.advertised]


def _compare_tool(add, was: _Entry, now: _Entry, moved: bool) -> None:
    name = now.name
    if was.advertised and now.advertised:
        _compare_advertised(add, was, now, moved)
        return
    if was.advertised != now.advertised:
        if was.advertised:
            why = " to fit the budget" if now.raw.get("demoted") is True else ""
            add("tool-demoted", name, f"advertised -> deferred{why}")
        else:
            add("tool-promoted", name, "deferred -> advertised")
        known = was if was.advertised else now
        pinned = now if was.advertised else was
        if pinned.sha is not None and known.hashed_as(pinned.name) != pinned.sha:
            add("deferred-content-changed", name, "declaration changed while changing tier")
        _compare_fields(add, name, was.raw, now.raw, shared_only=True)
        return
    if was.sha != now.sha and not (was.name != now.name and now.hashed_as(was.name) == was.sha):
        add("deferred-content-changed", name,
            f"sha256 {_short(was.sha)} -> {_short(now.sha)}")
    _compare_fields(add, name, was.raw, now.raw, skip=("sha256",))


def _compare_advertised(add, was: _Entry, now: _Entry, moved: bool) -> None:
    name = now.name
    if was.raw.get("description") != now.raw.get("description"):
        add("description-changed", name, "description changed")
    for change_id, detail in diff_parameters(was.raw.get("parameters"), now.raw.get("parameters")):
        add(change_id, name, detail)
    old_tier, new_tier = was.raw.get("tier"), now.raw.get("tier")
    if old_tier != new_tier and moved and {old_tier, new_tier} == {"hot", "warm"}:
        change_id = "tool-demoted" if new_tier == "warm" else "tool-promoted"
        add(change_id, name, f"tier {old_tier} -> {new_tier}, advertised order changed")
        _compare_fields(add, name, was.raw, now.raw, skip=("tier",))
    else:
        _compare_fields(add, name, was.raw, now.raw)


def _compare_fields(add, name: str, before: Mapping[str, Any], after: Mapping[str, Any],
                    skip: Iterable[str] = (), shared_only: bool = False) -> None:
    ignored = DECLARATION_KEYS | NOT_TOOL_CHANGES | set(skip)
    keys = (before.keys() & after.keys()) if shared_only else (before.keys() | after.keys())
    for key in sorted(k for k in keys if k not in ignored):
        old_value, new_value = before.get(key, _MISSING), after.get(key, _MISSING)
        if old_value == new_value and type(old_value) is type(new_value):
            continue
        detail = f"{key} {_show(old_value)} -> {_show(new_value)}"
        if _loosens_safety(key, old_value, new_value):
            add("safety-loosened", name, detail)
        else:
            add("metadata-changed", name, detail)


def _loosens_safety(key: str, before: Any, after: Any) -> bool:
    return any(key == field and before is was and after is now
               for field, was, now in SAFETY_LOOSENING)


_MISSING: Any = type("_Missing", (), {"__repr__": lambda self: "(none)"})()


def _show(value: Any) -> str:
    if value is _MISSING:
        return "(none)"
    text = canonical_json(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _short(sha: str | None) -> str:
    return sha[:12] if isinstance(sha, str) else "(none)"


# ---------------------------------------------------------------- registry


def registry_tools(doc: Mapping[str, Any] | None) -> dict[str, Mapping[str, Any]]:
    """Per-tool queries of a registry document: ``{"tools": {name: {...}}}``
    (preferred) or ``{"tools": [{"name": ..., ...}]}``."""
    tools = (doc or {}).get("tools")
    if isinstance(tools, Mapping):
        return {n: q for n, q in tools.items() if isinstance(n, str) and isinstance(q, Mapping)}
    if isinstance(tools, list):
        return {q["name"]: q for q in tools
                if isinstance(q, Mapping) and isinstance(q.get("name"), str)}
    return {}


def classify_registry(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None,
                      renames: Iterable[tuple[str, str]] = ()) -> list[Change]:
    """Changes between two registry queries documents (profile null).

    ``renames`` are (old, new) pairs matched by content in some profile."""
    before, after = registry_tools(old), registry_tools(new)
    found: list[Change] = []

    def add(change_id: str, tool: str | None, detail: str, level: Level | None = None) -> None:
        found.append(Change(change_id, level or LEVEL_OF[change_id], None, tool, detail))

    removed = set(before) - set(after)
    added = set(after) - set(before)
    for old_name, new_name in sorted(set(renames)):
        if old_name in removed and new_name in added:
            removed.discard(old_name)
            added.discard(new_name)
            add("tool-renamed", old_name, f"renamed {old_name} -> {new_name}")
            _compare_fields(add, new_name, before[old_name], after[new_name], skip=("name",))
    for name in sorted(removed):
        add("tool-removed", name, "removed from the registry")
    for name in sorted(added):
        add("tool-added", name, "added to the registry", "info")
    for name in sorted(set(before) & set(after)):
        _compare_fields(add, name, before[name], after[name], skip=("name",))
    return sort_changes(found)


# ---------------------------------------------------------------- all files


def classify(old_docs: Mapping[str, Mapping[str, Any] | None],
             new_docs: Mapping[str, Mapping[str, Any] | None],
             declarations: Mapping[str, Mapping[str, Any]] | None = None) -> list[Change]:
    """Changes between golden documents keyed by file name (``coding.json``,
    ``registry.json``); a missing key or None is an absent file."""
    changes: list[Change] = []
    renames: set[tuple[str, str]] = set()
    for file_name in sorted(set(old_docs) | set(new_docs)):
        if file_name == REGISTRY_FILE:
            continue
        profile = file_name.removesuffix(".json")
        profile_changes, profile_renames = _classify_surface(
            old_docs.get(file_name), new_docs.get(file_name), profile, declarations)
        changes.extend(profile_changes)
        renames.update(profile_renames)
    if REGISTRY_FILE in old_docs or REGISTRY_FILE in new_docs:
        changes.extend(classify_registry(old_docs.get(REGISTRY_FILE), new_docs.get(REGISTRY_FILE),
                                         renames))
    return sort_changes(changes)


def changes_json(changes: Iterable[Change]) -> list[dict[str, Any]]:
    return [change.as_json() for change in sort_changes(changes)]


def changes_summary(changes: Iterable[Change]) -> str:
    counts = {level: 0 for level in LEVELS}
    for change in changes:
        counts[change.level] += 1
    return ", ".join(f"{counts[level]} {level}" for level in LEVELS)
