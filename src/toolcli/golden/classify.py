"""The change list of SPEC §7: what a golden rewrite changes, classified.

Classification compares structured documents — an old and a new surface
document per profile (SPEC §6) and an old and a new registry.json, which
holds every tool's queries and declaration — never their text.  Levels:

* ``breaking``: a call the model could make before is now rejected, a tool is
  gone, or the host trusts a tool more than before;
* ``cache``: the advertised prefix changed, so prompt caches are lost;
* ``info``: everything else.

One entry per change, not per file: a change is ``(id, tool, detail)`` with
the ``profiles`` whose golden it touches (empty: registry.json only) and the
``cache`` profiles whose advertised prefix it changed.  Its level is the
worst it has anywhere: a description edit is ``cache`` when some profile
advertises the tool, ``info`` when every profile defers it.

Choices the table leaves open:

* A tool's content (description, parameters, title, output) is compared once,
  from registry.json, whether profiles advertise it or defer it; a deferred
  tool is classified by content like any other.  Only where a golden predates
  declarations in registry.json and defers the tool is its content unknown:
  then its SHA-256 is compared (``deferred-content-changed``).
* ``title`` and ``output`` are in no provider payload: a change to either is
  ``metadata-changed`` of registry.json alone, never ``cache``.
* Renames are matched by identical content, never by similarity; a side whose
  content is unknown matches when re-hashing the other side's content under
  its name gives its SHA-256.
* A schema change that only widens what is accepted (a bound raised, a
  parameter made optional, a type widened) is ``metadata-changed``.
* A hot/warm tier change that moves a tool within the advertised order
  reorders the prefix: ``tool-demoted``/``tool-promoted`` (cache).  One that
  leaves the order alone is ``metadata-changed``.
* Host metadata (the queries of registry.json, the flags of advertised
  entries) is ``safety-loosened`` or ``metadata-changed``; the model does not
  see it, so it is never ``cache``.
* A profile golden that is new (or gone) is compared with an empty surface:
  every tool is added (or removed).
* ``budget``, ``used`` and ``size`` are not tool changes; a changed ``loader``
  is metadata-changed with tool null.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..canonical import declaration_sha256
from .changes import (ADDED_TO_REGISTRY, REGISTRY_FILE, REMOVED_FROM_REGISTRY, SERVERS, Analysis, Change, Collector, DeclarationChange, fold_unread, level_for,
                      with_tokens)
from .content import (DECLARATION, Known, content_changes, content_key, declaration,
                      known_declarations, same_content)
from .profile_changes import GoldenEntry, World, classify_profile, compare_fields, entries

_RENAME_HASH_BUDGET = 20_000  # re-hashes tried when matching renames by SHA-256


def registry_tools(doc: Mapping[str, Any] | None) -> dict[str, Mapping[str, Any]]:
    """Per-tool entries of a registry document: ``{"tools": {name: {...}}}``
    (preferred) or ``{"tools": [{"name": ..., ...}]}``."""
    tools = (doc or {}).get("tools")
    if isinstance(tools, Mapping):
        return {n: q for n, q in tools.items() if isinstance(n, str) and isinstance(q, Mapping)}
    if isinstance(tools, list):
        return {q["name"]: q for q in tools
                if isinstance(q, Mapping) and isinstance(q.get("name"), str)}
    return {}


def classify(old_docs: Mapping[str, Mapping[str, Any] | None],
             new_docs: Mapping[str, Mapping[str, Any] | None],
             context: tuple[Mapping[str, Any] | None, Mapping[str, Any] | None] = (None, None)
             ) -> list[Change]:
    """Changes between golden documents keyed by file name (``coding.json``,
    ``registry.json``); a missing key or None is an absent file."""
    return analyse(old_docs, new_docs, context).changes


def analyse(old_docs: Mapping[str, Mapping[str, Any] | None],
            new_docs: Mapping[str, Mapping[str, Any] | None],
            context: tuple[Mapping[str, Any] | None, Mapping[str, Any] | None] = (None, None)
            ) -> Analysis:
    """The change list and the changed declarations between golden documents.

    Only files named in the documents are reported on.  When registry.json is
    not among them, ``context`` (its old and new documents) still supplies the
    tools' declarations, so a profile's deferred tools are compared by content."""
    in_scope = REGISTRY_FILE in old_docs or REGISTRY_FILE in new_docs
    reg_old, reg_new = (old_docs.get(REGISTRY_FILE), new_docs.get(REGISTRY_FILE)) if in_scope else context
    registry_known = in_scope or (reg_old is not None and reg_new is not None)
    files = sorted(n for n in set(old_docs) | set(new_docs) if n != REGISTRY_FILE)
    before = {f: entries(old_docs.get(f)) for f in files}
    after = {f: entries(new_docs.get(f)) for f in files}
    old_known = known_declarations(reg_old, (old_docs.get(f) for f in files))
    new_known = known_declarations(reg_new, (new_docs.get(f) for f in files))
    old_tools = registry_tools(reg_old) if registry_known else {}
    new_tools = registry_tools(reg_new) if registry_known else {}
    old_names = set(old_tools).union(*before.values())
    new_names = set(new_tools).union(*after.values())
    old_pins = _pins(before, old_known)
    new_pins = _pins(after, new_known)
    renames = _match_renames(sorted(old_names - new_names), sorted(new_names - old_names),
                             old_known, new_known, old_pins, new_pins)
    collector = Collector()
    world = World(old_tools, new_tools, registry_known, renames)
    if in_scope:
        _classify_registry(collector, world)
        classify_servers(collector, reg_old, reg_new)
    declarations = _classify_content(collector, world, before, after, old_known, new_known,
                                     in_scope)
    for file_name in files:
        classify_profile(collector, world, file_name.removesuffix(".json"), before[file_name],
                         after[file_name], old_docs.get(file_name), new_docs.get(file_name))
    changes = fold_unread(c for c in collector.changes() if c.profiles or in_scope)
    changes = with_tokens(changes, _advertised_tokens(old_docs, files), _advertised_tokens(new_docs, files),
                          renames)
    return Analysis(changes, declarations)


def _advertised_tokens(docs: Mapping[str, Mapping[str, Any] | None], files: list[str]) -> dict[str, int]:
    """Each advertised tool's `tokens` in the profile goldens (the same in every profile)."""
    found: dict[str, int] = {}
    for name in files:
        items = (docs.get(name) or {}).get("advertised")
        for item in items if isinstance(items, list) else ():
            if isinstance(item, Mapping) and isinstance(item.get("name"), str):
                count = item.get("tokens")
                if isinstance(count, int) and not isinstance(count, bool):
                    found.setdefault(item["name"], count)
    return found


def classify_surface(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None,
                     profile: str,
                     declarations: Mapping[str, Mapping[str, Any]] | None = None) -> list[Change]:
    """Changes between two surface documents of one profile.

    ``declarations`` (optional) maps tool names of the *new* registry to
    ``{"description", "parameters"}``: what the new side's deferred tools say."""
    context = (None, None)
    if declarations is not None:
        context = (None, {"tools": {name: {DECLARATION: declaration(name, d.get("description"),
                                                                     d.get("parameters"))}
                                   for name, d in declarations.items()}})
    file_name = f"{profile}.json"
    return classify({file_name: old}, {file_name: new}, context)


def classify_registry(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None) -> list[Change]:
    """Changes between two registry.json documents alone."""
    return classify({REGISTRY_FILE: old}, {REGISTRY_FILE: new})


def _pins(entries: Mapping[str, Mapping[str, GoldenEntry]], known: Mapping[str, Known]) -> dict[str, str]:
    """SHA-256 of deferred tools whose content is unknown, by name."""
    return {name: entry.sha for file_entries in entries.values()
            for name, entry in file_entries.items()
            if entry.sha is not None and name not in known}


def _match_renames(removed: list[str], added: list[str], old_known: Mapping[str, Known],
                   new_known: Mapping[str, Known], old_pins: Mapping[str, str],
                   new_pins: Mapping[str, str]) -> list[tuple[str, str]]:
    """Pairs (old name, new name) whose declarations are identical but for the name."""
    pairs: list[tuple[str, str]] = []
    free = dict.fromkeys(added)
    by_content: dict[str, list[str]] = {}
    for name in added:
        if name in new_known:
            by_content.setdefault(content_key(new_known[name]), []).append(name)
    budget = _RENAME_HASH_BUDGET
    for old_name in removed:
        was = old_known.get(old_name)
        match = None
        if was is not None:
            match = next((n for n in by_content.get(content_key(was), ())
                          if n in free and same_content(was, new_known[n])), None)
        for new_name in free if match is None else ():
            if budget <= 0:
                break
            now = new_known.get(new_name)
            if was is not None and now is None and new_name in new_pins:
                budget -= 1
                if declaration_sha256(new_name, *was.payload()) == new_pins[new_name]:
                    match = new_name
                    break
            elif was is None and old_name in old_pins and now is not None:
                budget -= 1
                if declaration_sha256(old_name, *now.payload()) == old_pins[old_name]:
                    match = new_name
                    break
        if match is not None:
            del free[match]
            pairs.append((old_name, match))
    return pairs


# ---------------------------------------------------------------- registry.json


def _classify_registry(collector: Collector, world: World) -> None:
    """Membership and host metadata of registry.json (the declarations are compared apart)."""
    before, after = world.old_tools, world.new_tools
    renamed = dict(world.renames)
    for old_name, new_name in world.renames:
        if old_name in before and new_name in after:
            collector.add("tool-renamed", old_name, f"renamed {old_name} -> {new_name}", "breaking")
            compare_fields(collector, None, new_name, before[old_name], after[new_name])
    for name in sorted(set(before) - set(after) - set(renamed)):
        collector.add("tool-removed", name, REMOVED_FROM_REGISTRY, "breaking")
    for name in sorted(set(after) - set(before) - set(renamed.values())):
        collector.add("tool-added", name, ADDED_TO_REGISTRY, "info")
    for name in sorted(set(before) & set(after)):
        compare_fields(collector, None, name, before[name], after[name])


# A server's lists in registry.json's ``servers``: (key, what an item is, the key naming it).
_SERVER_LISTS = (("prompts", "prompt", "name"), ("resources", "resource", "uri"),
                 ("resource_templates", "resource template", "uriTemplate"))


def classify_servers(collector: Collector, old: Mapping[str, Any] | None, new: Mapping[str, Any] | None) -> None:
    """What a server gives beside its tools (registry.json's ``servers``): its
    instructions added, changed or removed; each prompt, resource or resource
    template added, removed or changed (by name, URI or URI template). None of
    it is a tool the model calls: ``info``, and a ``security`` change when the
    X rules find the new text. The tools' declarations are compared apart."""
    def servers(doc: Mapping[str, Any] | None) -> dict[str, Mapping[str, Any]]:
        found = (doc or {}).get(SERVERS)
        if not isinstance(found, Mapping):
            return {}
        return {name: entry for name, entry in found.items() if isinstance(name, str) and isinstance(entry, Mapping)}

    before, after = servers(old), servers(new)
    for server in sorted(set(before) | set(after)):
        was, now = before.get(server, {}), after.get(server, {})
        tool = f"mcp__{server}"
        if was.get("instructions") != now.get("instructions"):
            what = "added" if "instructions" not in was else "removed" if "instructions" not in now else "changed"
            collector.add("instructions-changed", tool, f"server {server!r}: instructions {what}", "info")
        for key, noun, naming in _SERVER_LISTS:
            old_items, new_items = _by(was.get(key), naming), _by(now.get(key), naming)
            kind = noun.split()[0]
            for name in sorted(set(old_items) - set(new_items)):
                collector.add(f"{kind}-removed", tool, f"server {server!r}: {noun} {name!r} removed", "info")
            for name in sorted(set(new_items) - set(old_items)):
                collector.add(f"{kind}-added", tool, f"server {server!r}: {noun} {name!r} added", "info")
            for name in sorted(set(old_items) & set(new_items)):
                fields = sorted(field for field in set(old_items[name]) | set(new_items[name])
                                if old_items[name].get(field) != new_items[name].get(field))
                if fields:
                    collector.add(f"{kind}-changed", tool,
                                  f"server {server!r}: {noun} {name!r} changed: {', '.join(fields)}", "info")


def _by(items: Any, naming: str) -> dict[str, Mapping[str, Any]]:
    if not isinstance(items, list):
        return {}
    return {item[naming]: item for item in items if isinstance(item, Mapping) and isinstance(item.get(naming), str)}


# ---------------------------------------------------------------- content


def _classify_content(collector: Collector, world: World, before: Mapping[str, Mapping[str, GoldenEntry]],
                      after: Mapping[str, Mapping[str, GoldenEntry]], old_known: Mapping[str, Known],
                      new_known: Mapping[str, Known], in_scope: bool) -> list[DeclarationChange]:
    """Each tool's declaration compared once, wherever profiles show it."""
    old_names = set(world.old_tools).union(*before.values())
    new_names = set(world.new_tools).union(*after.values())
    renamed_from = {new: old for old, new in world.renames}
    pairs = [(name, name) for name in sorted(old_names & new_names)] + world.renames
    declarations: list[DeclarationChange] = []
    for old_name, new_name in pairs:
        was, now = old_known.get(old_name), new_known.get(new_name)
        shown = [(f.removesuffix(".json"), before[f][old_name], after[f][new_name])
                 for f in sorted(before) if old_name in before[f] and new_name in after[f]]
        if was is None or now is None:
            _compare_pins(collector, new_name, shown, was, now)
            continue
        found = content_changes(was, now)
        if found or old_name != new_name:  # a renamed declaration's diff is its name line
            declarations.append(DeclarationChange(old_name, new_name, was.fields, now.fields))
        for change in found:
            if in_scope and (was.complete or now.complete):
                collector.add(change.id, new_name, change.detail, level_for(change.id, False))
            for profile, old_entry, new_entry in shown if change.in_payload else ():
                advertised = old_entry.advertised and new_entry.advertised
                collector.add(change.id, new_name, change.detail, level_for(change.id, advertised),
                              profile, cache=advertised)
    paired_old = {old for old, _ in pairs}
    for name in sorted(old_names - paired_old):
        if name in old_known:
            declarations.append(DeclarationChange(name, None, old_known[name].fields, None))
    for name in sorted(new_names - old_names - set(renamed_from)):
        if name in new_known:
            declarations.append(DeclarationChange(None, name, None, new_known[name].fields))
    return declarations


def _compare_pins(collector: Collector, name: str, shown: list[tuple[str, GoldenEntry, GoldenEntry]],
                  was: Known | None, now: Known | None) -> None:
    """Content unknown on a side (a deferred tool in a golden older than the
    declarations of registry.json): compare the SHA-256 each profile pins,
    hashing a known side under the other side's name so a rename is no change."""
    for profile, old_entry, new_entry in shown:
        if now is not None:  # the old side is pinned only: hash the new content under the old name
            old_sha, new_sha = old_entry.sha, declaration_sha256(old_entry.name, *now.payload())
        elif was is not None:  # the new side is pinned only
            old_sha, new_sha = declaration_sha256(new_entry.name, *was.payload()), new_entry.sha
        else:
            old_sha = old_entry.sha
            new_sha = new_entry.sha if new_entry.name == old_entry.name else None
        if old_sha is not None and new_sha is not None and old_sha != new_sha:
            collector.add("deferred-content-changed", name,
                          "declaration changed (an older golden records only its sha256)", "info",
                          profile)
