"""``toolcli import --check``: has a server changed since its committed capture?
(SPEC §4, the nightly rug-pull job.)

The fresh capture is never written. Equal tools (by canonical JSON) pass;
otherwise the registry is derived twice — with the committed capture and with
the fresh one — and the golden classifier (SPEC §7) says what the change does
to every profile: exactly the change list a reviewer of the golden diff would
read. A change the golden documents cannot show (an annotation with no
effect on any fact) is still reported, as metadata-changed.

A rug pull is a security event (SPEC §14.4): the X rules run on the fresh
capture, and a finding the committed capture did not have (same rule, same
tool or server instructions) comes first, at the level ``security``, with its
evidence. ``toolcli golden`` does the same for a changed capture
(:func:`golden_security_changes`).
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
from .golden.summary import SummaryRow, TokenDeltas, summarise, token_deltas
from .loading.loader import Location, with_external_document
from .mcp.capture import render_external
from .model import AS_SENT, RegistryModel
from .rules.context import Context
from .rules.engine import Selection, run
from .textdiff import unified_diff
from .token_costs import costs_for


# What a check compares; not `captured`, which says how the capture was taken, not what it holds.
COMPARED = ("tools", "instructions", "protocol", "prompts", "resources", "resource_templates")


class CheckResult:
    """The outcome of one check: the capture's file, and what changed."""

    __slots__ = ("file", "tools", "changes", "diff", "tokens")

    def __init__(self, file: str, tools: int, changes: list[Change], diff: str,
                 tokens: TokenDeltas = ({}, {})) -> None:
        self.file = file  # external/<server>.json, relative to the registry root
        self.tools = tools  # how many tools the server lists now
        self.changes = changes
        self.diff = diff  # unified diff of the capture's text, "" when equal
        self.tokens = tokens  # the server's and each profile's tokens, before and after

    @property
    def equal(self) -> bool:
        return not self.diff

    @property
    def summary(self) -> tuple[SummaryRow, ...]:
        """What the review opens with: the server's row and each profile's (golden.summary)."""
        return summarise(self.changes, *self.tokens)


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
    if all(canonical_json(committed.get(key)) == canonical_json(fresh.get(key)) for key in COMPARED):
        return CheckResult(relative, len(fresh_tools), [], "")
    costs = costs_for(registry.tokenizer, registry.root)
    before = expected_documents(registry, costs)
    after = expected_documents(with_external_document(registry, location, server, fresh), costs)
    changes = classify(before, after)
    changes += _unseen_changes(committed.get("tools"), fresh_tools, {c.tool for c in changes})
    if committed.get("protocol") != fresh.get("protocol"):
        changes.append(Change(id="protocol-changed", level="info", tool=None,
                              detail=f"server {server!r} now speaks {fresh.get('protocol') or 'an unrecorded version'}"
                                     f" (was {committed.get('protocol') or 'unrecorded'})"))
    fresh_registry = with_external_document(registry, location, server, fresh)
    changes += security_changes(fresh_registry, server_suspects(fresh_registry, server), registry)
    new_text = render_external({**fresh, "captured": committed.get("captured", fresh.get("captured"))})
    diff = unified_diff(text, new_text.decode("utf-8"), f"{relative} (committed)", f"{relative} (server now)")
    tokens = token_deltas(before, after, costs, [server])
    costs.flush()
    return CheckResult(relative, len(fresh_tools), sort_changes(changes), diff, tokens)


# The keys of a captured tool golden/registry.json shows (its declaration and queries).
SHOWN = frozenset(("name", "description", "inline", "title", "output", "annotations", *AS_SENT,
                   "serial", "needs_auth", "effect", "brief"))


def _unseen_changes(committed: Any, fresh: list[dict], named: set[str | None]) -> list[Change]:
    """metadata-changed for a tool whose capture changed where no golden document looks."""
    old = _by_name(committed)
    found = []
    for name, spec in _by_name(fresh).items():
        if name in named or name not in old:
            continue
        keys = sorted(key for key in (set(spec) | set(old[name])) - SHOWN
                      if canonical_json(spec.get(key)) != canonical_json(old[name].get(key)))
        if keys:
            found.append(Change(id="metadata-changed", level="info", tool=name,
                                detail=f"capture changed: {', '.join(keys)}"))
    return found


def _by_name(tools: Any) -> dict[str, dict]:
    if not isinstance(tools, list):
        return {}
    return {t["name"]: t for t in tools if isinstance(t, dict) and isinstance(t.get("name"), str)}


# --- security events ---------------------------------------------------------------------

X_ONLY = ("X",)


def x_findings(registry: RegistryModel) -> list:
    """What the X rules find in ``registry`` (its [lint] allow entries apply)."""
    return run(Context(registry), Selection(X_ONLY, (), {}, ()))


def security_changes(after: RegistryModel, suspects: set[str], before: RegistryModel | None = None) -> list[Change]:
    """A ``security`` change per X finding of ``after`` on a suspect (a tool
    name, or ``mcp__<server>`` for a server's instructions) that ``before``
    did not have (same rule, same tool)."""
    if not suspects:
        return []
    known = {(d.code, d.tool) for d in x_findings(before)} if before is not None else set()
    return [Change(id=d.rule, level="security", tool=d.tool, detail=f"{d.code} {d.message}")
            for d in x_findings(after) if d.tool in suspects and (d.code, d.tool) not in known]


def server_suspects(registry: RegistryModel, server: str) -> set[str]:
    """Every name an X finding on ``server``'s capture can carry."""
    prefix = f"mcp__{server}__"
    return {spec.name for spec in registry.dynamic if spec.name.startswith(prefix)} | {f"mcp__{server}"}


def golden_security_changes(registry: RegistryModel, changes: list[Change]) -> list[Change]:
    """``toolcli golden``: the X findings on the captured tools (and servers'
    instructions) its change list names, as ``security`` changes. The goldens
    keep no earlier registry to run the rules on, so what changed is suspect."""
    captured = {spec.name for spec in registry.dynamic} | {f"mcp__{f.server}" for f in registry.external_files}
    suspects = {c.tool for c in changes if c.tool in captured and c.id != "tool-removed"}
    return security_changes(registry, suspects)
