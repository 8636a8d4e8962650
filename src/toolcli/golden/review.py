"""What a reviewer reads when goldens drift: each changed declaration's text
diff once, then each file's own diff without that text, then the change list.

A description edit on a tool that five profiles advertise changes six files
(five surfaces and registry.json) in the same way; the reviewer reads the
edit once, as a diff of the tool's declaration in registry.json, and each
file's view leaves out what that diff already shows: the declaration text,
its ``size`` and ``sha256``, and the profile's ``used`` total (reported in
the file's status line instead).  A file whose drift is only that shows no
diff of its own.  A golden that cannot be read as JSON, or whose document is
unchanged (a formatting edit), shows its whole text diff.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from ..canonical import indented_json
from ..files.pointer import join_pointer
from ..textdiff import unified_diff
from .changes import REGISTRY_FILE, Change, DeclarationChange, server_of
from .classify import analyse
from .content import DECLARATION
from .files import FileStatus, parse_golden
from ..model import Record
from ..token_costs import Costs
from .summary import TokenDeltas, token_deltas

_set = object.__setattr__

# What a file's view leaves out of an entry whose declaration is shown above.
_ADVERTISED_TEXT = frozenset(("description", "parameters", "size", "tokens"))
_DEFERRED_TEXT = frozenset(("sha256",))


class DeclarationDiff(Record):
    __slots__ = ("tool", "diff")
    tool: str  # its new name, or its old one when it is gone
    diff: str

    def __init__(self, tool: str, diff: str) -> None:
        _set(self, "tool", tool)
        _set(self, "diff", diff)


class FileView(Record):
    __slots__ = ("name", "status", "diff", "note")
    name: str
    status: str
    diff: str  # "" when nothing beyond the declaration diffs changed
    note: str  # e.g. "used 18734 -> 18790 of 24000 bytes"; "" when nothing to say

    def __init__(self, name: str, status: str, diff: str, note: str) -> None:
        _set(self, "name", name)
        _set(self, "status", status)
        _set(self, "diff", diff)
        _set(self, "note", note)


class Review(Record):
    __slots__ = ("changes", "declarations", "files", "tokens")
    changes: tuple[Change, ...]
    declarations: tuple[DeclarationDiff, ...]
    files: tuple[FileView, ...]  # one per file that is not in sync
    tokens: TokenDeltas  # of each server a change names, and of each profile not in sync

    def __init__(self, changes: tuple[Change, ...], declarations: tuple[DeclarationDiff, ...],
                 files: tuple[FileView, ...], tokens: TokenDeltas = ({}, {})) -> None:
        _set(self, "changes", changes)
        _set(self, "declarations", declarations)
        _set(self, "files", files)
        _set(self, "tokens", tokens)


def review(statuses: Iterable[FileStatus], new_docs: Mapping[str, Mapping[str, Any]],
           label: str, scope: Iterable[str] | None = None, costs: Costs | None = None) -> Review:
    """The review of every file not in sync; with ``scope``, of those files only
    (registry.json, in or out of scope, still supplies every tool's declaration).
    With ``costs``, the token deltas of the summary (golden.summary)."""
    statuses = list(statuses)
    wanted = None if scope is None else set(scope)
    old_docs: dict[str, Mapping[str, Any] | None] = {}
    new_subset: dict[str, Mapping[str, Any] | None] = {}
    damaged: set[str] = set()
    context_old: Mapping[str, Any] | None = None
    for status in statuses:
        old = _old_document(status)
        if status.name == REGISTRY_FILE:
            context_old = old
        if status.status == "in_sync" or (wanted is not None and status.name not in wanted):
            continue
        if old is None and status.status != "missing":
            damaged.add(status.name)  # no baseline: no entries, its whole diff shows
            continue
        old_docs[status.name] = old
        new_subset[status.name] = new_docs.get(status.name) if status.status != "orphan" else None
    analysis = analyse(old_docs, new_subset, (context_old, new_docs.get(REGISTRY_FILE)))
    diffs = tuple(_declaration_diff(change, label) for change in analysis.declarations)
    old_shown = {c.old_name for c in analysis.declarations if c.old_name is not None}
    new_shown = {c.new_name for c in analysis.declarations if c.new_name is not None}
    views = []
    for status in statuses:
        if status.status == "in_sync" or (wanted is not None and status.name not in wanted):
            continue
        if status.name in damaged:
            views.append(FileView(status.name, status.status, status.diff, "not readable as a golden"))
            continue
        views.append(_file_view(status, old_docs[status.name], new_subset[status.name],
                                old_shown, new_shown, label))
    tokens: TokenDeltas = ({}, {})
    if costs is not None:
        servers = {server for change in analysis.changes if (server := server_of(change.tool)) is not None}
        tokens = token_deltas({**old_docs, REGISTRY_FILE: context_old},
                              {**new_subset, REGISTRY_FILE: new_docs.get(REGISTRY_FILE)}, costs, servers)
    return Review(tuple(analysis.changes), diffs, tuple(views), tokens)


def _old_document(status: FileStatus) -> Mapping[str, Any] | None:
    if status.actual is None or status.status == "missing":
        return None
    return parse_golden(status.actual)


def _declaration_diff(change: DeclarationChange, label: str) -> DeclarationDiff:
    def side(prefix: str, name: str | None) -> str:
        if name is None:
            return "/dev/null"
        return f"{prefix}/{label}/{REGISTRY_FILE}#{join_pointer('', 'tools', name, DECLARATION)}"

    old = "" if change.old is None else indented_json(change.old) + "\n"
    new = "" if change.new is None else indented_json(change.new) + "\n"
    diff = unified_diff(old, new, side("a", change.old_name), side("b", change.new_name))
    return DeclarationDiff(change.new_name or change.old_name or "", diff)


def _file_view(status: FileStatus, old: Mapping[str, Any] | None, new: Mapping[str, Any] | None,
               old_shown: set[str], new_shown: set[str], label: str) -> FileView:
    note = _used_note(old, new)
    if old is not None and new is not None and old == new:
        return FileView(status.name, status.status, status.diff, "formatting only")
    old_text = "" if old is None else indented_json(_without_text(old, old_shown)) + "\n"
    new_text = "" if new is None else indented_json(_without_text(new, new_shown)) + "\n"
    old_label = "/dev/null" if old is None else f"a/{label}/{status.name}"
    new_label = "/dev/null" if new is None else f"b/{label}/{status.name}"
    diff = unified_diff(old_text, new_text, old_label, new_label)
    if not diff:
        note = "; ".join(part for part in ("declaration text only", note) if part)
    return FileView(status.name, status.status, diff, note)


def _used_note(old: Mapping[str, Any] | None, new: Mapping[str, Any] | None) -> str:
    if old is None or new is None or old.get("used") == new.get("used") or "used" not in new:
        return ""
    budget = new.get("budget")
    of = f" of {budget}" if isinstance(budget, int) and not isinstance(budget, bool) else ""
    note = f"used {old.get('used')} -> {new.get('used')}{of} bytes"
    old_tokens, new_tokens = old.get("tokens"), new.get("tokens")
    if isinstance(old_tokens, Mapping) and isinstance(new_tokens, Mapping) \
            and old_tokens.get("total") != new_tokens.get("total"):
        note += f"; tokens {old_tokens.get('total')} -> {new_tokens.get('total')} ({new_tokens.get('tokenizer')})"
    return note


def _without_text(doc: Mapping[str, Any], shown: set[str]) -> dict[str, Any]:
    """``doc`` without the declaration text of the tools in ``shown`` (and without ``used``)."""
    view = {key: value for key, value in doc.items() if key not in ("used", "tokens")}
    for key, dropped in (("advertised", _ADVERTISED_TEXT), ("deferred", _DEFERRED_TEXT)):
        if isinstance(view.get(key), list):
            view[key] = [_drop(item, dropped) if _named(item, shown) else item for item in view[key]]
    tools = view.get("tools")
    if isinstance(tools, dict):
        view["tools"] = {name: _drop(entry, (DECLARATION,)) if name in shown else entry
                         for name, entry in tools.items()}
    return view


def _named(item: Any, names: set[str]) -> bool:
    return isinstance(item, Mapping) and isinstance(item.get("name"), str) and item["name"] in names


def _drop(entry: Any, keys: Iterable[str]) -> Any:
    if not isinstance(entry, Mapping):
        return entry
    keys = set(keys)
    return {key: value for key, value in entry.items() if key not in keys}
