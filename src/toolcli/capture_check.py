"""``toolcli import --check``: has a server changed since its committed capture?
(SPEC §4, the nightly rug-pull job.)

The fresh capture is never written. Equal tools (by canonical JSON) pass;
otherwise the registry is derived twice — with the committed capture and with
the fresh one — and the golden classifier (SPEC §7) says what the change does
to every profile: exactly the change list a reviewer of the golden diff would
read. A change the golden documents cannot show (an annotation with no
effect on any fact) is still reported, as metadata-changed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .canonical import canonical_json
from .errors import UsageError
from .files.json import parse_json
from .files.read import read_source
from .golden.changes import Change, sort_changes
from .golden.classify import classify
from .golden.documents import expected_documents
from .loading.loader import Location, with_external_document
from .mcp.capture import render_external
from .model import RegistryModel
from .textdiff import unified_diff


class CheckResult:
    """The outcome of one check: the capture's file, and what changed."""

    __slots__ = ("file", "tools", "changes", "diff")

    def __init__(self, file: str, tools: int, changes: list[Change], diff: str) -> None:
        self.file = file  # external/<server>.json, relative to the registry root
        self.tools = tools  # how many tools the server lists now
        self.changes = changes
        self.diff = diff  # unified diff of the capture's text, "" when equal

    @property
    def equal(self) -> bool:
        return not self.diff


def committed_capture(registry: RegistryModel, location: Location, server: str) -> tuple[Path, str]:
    """The committed ``external/<server>.json`` and its display path; UsageError
    when there is none (asked before a server is started for nothing)."""
    relative = f"external/{server}.json"
    path = Path(registry.root) / relative
    display = f"{location.display.rstrip('/')}/{relative}" if location.display != "." else relative
    if not path.is_file():
        raise UsageError(f"{display} does not exist: there is no committed capture of {server!r} to check; "
                         "import it first (the same command without --check)")
    return path, display


def check_capture(registry: RegistryModel, location: Location, server: str, fresh: dict) -> CheckResult:
    """Compare the fresh external document of ``server`` with the committed one."""
    path, display = committed_capture(registry, location, server)
    relative = f"external/{server}.json"
    text = read_source(path, display)
    committed = parse_json(text, display).value
    if not isinstance(committed, dict):
        raise UsageError(f"{display} is not an external document (an object with server and tools)")
    fresh_tools = fresh.get("tools", [])
    if canonical_json(committed.get("tools")) == canonical_json(fresh_tools):
        return CheckResult(relative, len(fresh_tools), [], "")
    before = expected_documents(registry)
    after = expected_documents(with_external_document(registry, location, server, fresh))
    changes = classify(before, after)
    changes += _unseen_changes(committed.get("tools"), fresh_tools, {c.tool for c in changes})
    new_text = render_external({**fresh, "captured": committed.get("captured", fresh.get("captured"))})
    diff = unified_diff(text, new_text.decode("utf-8"), f"{relative} (committed)", f"{relative} (server now)")
    return CheckResult(relative, len(fresh_tools), sort_changes(changes), diff)


def _unseen_changes(committed: Any, fresh: list[dict], named: set[str | None]) -> list[Change]:
    """metadata-changed for a tool whose capture changed where no golden document looks."""
    old = _by_name(committed)
    found = []
    for name, spec in _by_name(fresh).items():
        if name in named or name not in old:
            continue
        keys = sorted(key for key in set(spec) | set(old[name])
                      if canonical_json(spec.get(key)) != canonical_json(old[name].get(key)))
        if keys:
            found.append(Change(id="metadata-changed", level="info", tool=name,
                                detail=f"capture changed: {', '.join(keys)}"))
    return found


def _by_name(tools: Any) -> dict[str, dict]:
    if not isinstance(tools, list):
        return {}
    return {t["name"]: t for t in tools if isinstance(t, dict) and isinstance(t.get("name"), str)}
