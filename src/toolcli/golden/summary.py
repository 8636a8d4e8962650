"""What a review opens with (SPEC §17): per MCP server and per profile, the
tools added, removed and changed, the token delta, and how many changes are
security events or break callers — so that a rewrite after importing five
servers reads in a screen before its details.

A server's row counts the changes of its tools (``mcp__SERVER__TOOL``) and of
what it gives beside them (``mcp__SERVER``: instructions, prompts,
resources); its tokens are what a client that loads every tool sends. A
profile's row counts the changes that touch its golden; its tokens are its
surface's total. A security change touches the profiles that show the tool
it names (or a tool of the server it names).
"""

from __future__ import annotations

from typing import Any, Iterable, Literal, Mapping

from ..model import Record
from ..token_costs import Costs, CountedTool, server_cost
from .changes import ADDED_TO_REGISTRY, REGISTRY_FILE, REMOVED_FROM_REGISTRY, SERVERS, Change, server_of
from .content import DECLARATION

_set = object.__setattr__

Kind = Literal["server", "profile"]
Tokens = tuple["int | None", "int | None"]  # before and after; None where there was (or is) nothing to count
TokenDeltas = tuple[Mapping[str, Tokens], Mapping[str, Tokens]]  # by server, by profile


class SummaryRow(Record):
    __slots__ = ("kind", "name", "added", "removed", "changed", "tokens", "security", "breaking")
    kind: Kind
    name: str
    added: int  # tools
    removed: int
    changed: int  # tools with any other change (renamed ones included)
    tokens: Tokens | None  # None: not counted
    security: int  # changes
    breaking: int

    def __init__(self, kind: Kind, name: str, added: int, removed: int, changed: int, tokens: Tokens | None,
                 security: int, breaking: int) -> None:
        _set(self, "kind", kind)
        _set(self, "name", name)
        _set(self, "added", added)
        _set(self, "removed", removed)
        _set(self, "changed", changed)
        _set(self, "tokens", tokens)
        _set(self, "security", security)
        _set(self, "breaking", breaking)

    def as_json(self) -> dict:
        tokens = None if self.tokens is None else {"before": self.tokens[0], "after": self.tokens[1]}
        return {"kind": self.kind, "name": self.name, "added": self.added, "removed": self.removed,
                "changed": self.changed, "tokens": tokens, "security": self.security, "breaking": self.breaking}


def token_delta(tokens: Tokens) -> str:
    """A count before and after in words, as every review shows it: "4,815 -> 5,002 (+187)",
    "-" for a side with nothing to count."""
    before, after = tokens
    shown = " -> ".join("-" if count is None else f"{count:,}" for count in tokens)
    if before is not None and after is not None and before != after:
        shown += f" ({after - before:+,})"
    return shown


def summarise(changes: Iterable[Change], servers: Mapping[str, Tokens] | None = None,
              profiles: Mapping[str, Tokens] | None = None) -> tuple[SummaryRow, ...]:
    """One row per server with a change, then one per profile with a change or
    a token delta, each by name; ``servers`` and ``profiles`` give the token
    counts before and after."""
    changes = list(changes)
    servers, profiles = servers or {}, profiles or {}
    by_server: dict[str, list[Change]] = {}
    by_profile: dict[str, list[Change]] = {}
    for change in changes:
        server = server_of(change.tool)
        if server is not None:
            by_server.setdefault(server, []).append(change)
        for profile in change.profiles:
            by_profile.setdefault(profile, []).append(change)
    for change in changes:  # a security event touches the profiles that show what it names
        if change.level == "security" and not change.profiles:
            for profile, touched in by_profile.items():
                if change not in touched and _shows(touched, change.tool):
                    touched.append(change)
    rows = [_row("server", name, by_server.get(name, []), servers.get(name))
            for name in sorted(set(by_server) | {n for n, t in servers.items() if t[0] != t[1]})]
    rows += [_row("profile", name, by_profile.get(name, []), profiles.get(name))
             for name in sorted(set(by_profile) | {n for n, t in profiles.items() if t[0] != t[1]})]
    return tuple(rows)


def _shows(touched: list[Change], tool: str | None) -> bool:
    server = server_of(tool)
    return any(c.tool == tool or (server is not None and tool == f"mcp__{server}" and server_of(c.tool) == server)
               for c in touched)


def _server_level(tool: str) -> bool:
    """``mcp__S``: what a server gives beside its tools, no tool of its own."""
    return tool.startswith("mcp__") and tool.count("__") == 1


def _row(kind: Kind, name: str, changes: list[Change], tokens: Tokens | None) -> SummaryRow:
    """A profile's tools added and removed are its surface's; a server's, those it lists now or no longer."""
    tools = [c for c in changes if c.tool is not None and c.level != "security" and not _server_level(c.tool)]
    added = {c.tool for c in tools if c.id == "tool-added" and (kind == "profile" or c.detail == ADDED_TO_REGISTRY)}
    removed = {c.tool for c in tools
               if c.id == "tool-removed" and (kind == "profile" or c.detail == REMOVED_FROM_REGISTRY)}
    changed = {c.tool for c in tools} - added - removed
    return SummaryRow(kind, name, len(added), len(removed), len(changed), tokens,
                      sum(c.level == "security" for c in changes), sum(c.level == "breaking" for c in changes))


def token_deltas(old_docs: Mapping[str, Mapping[str, Any] | None], new_docs: Mapping[str, Mapping[str, Any] | None],
                 costs: Costs, servers: Iterable[str]) -> TokenDeltas:
    """The tokens before and after of each of ``servers`` (what a client that
    loads every tool of it sends, from registry.json's declarations) and of
    each profile golden among the documents (its surface's total)."""
    old_registry, new_registry = old_docs.get(REGISTRY_FILE), new_docs.get(REGISTRY_FILE)
    by_server = {server: (_server_total(old_registry, server, costs), _server_total(new_registry, server, costs))
                 for server in sorted(set(servers))}
    by_profile = {name.removesuffix(".json"): (_total(old_docs.get(name)), _total(new_docs.get(name)))
                  for name in sorted(set(old_docs) | set(new_docs)) if name != REGISTRY_FILE}
    return by_server, by_profile


def _total(doc: Mapping[str, Any] | None) -> int | None:
    tokens = (doc or {}).get("tokens")
    total = tokens.get("total") if isinstance(tokens, Mapping) else None
    return total if isinstance(total, int) and not isinstance(total, bool) else None


def _server_total(doc: Mapping[str, Any] | None, server: str, costs: Costs) -> int | None:
    tools = (doc or {}).get("tools")
    prefix = f"mcp__{server}__"
    entries = [CountedTool(name, record.get("description"), record.get("parameters"))
               for name, entry in (tools.items() if isinstance(tools, Mapping) else ())
               if isinstance(name, str) and name.startswith(prefix) and isinstance(entry, Mapping)
               and isinstance(record := entry.get(DECLARATION), Mapping)]
    said = ((doc or {}).get(SERVERS) or {}).get(server)
    instructions = said.get("instructions") if isinstance(said, Mapping) else None
    if not entries and not isinstance(instructions, str):
        return None
    return server_cost(costs, entries, instructions if isinstance(instructions, str) else "").total
