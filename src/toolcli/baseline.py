"""`toolcli baseline`: today's findings as reviewed exceptions (`[[lint.allow]]`).

A team adopting the gate on a registry with third-party findings accepts
what is there today and fails only on what is new. Each entry allows one
rule on one tool, or on every tool of one MCP server when every tool of that
server has the finding, with the reason ``baseline YYYY-MM-DD: review``.

The entries are appended to toolspec.toml as one block, the file's own text
kept byte for byte, and written atomically. Findings already allowed are not
among today's, so a second run adds nothing; an entry that stops matching is
L001's. A finding on no tool (a profile's, the registry's, a lint entry's)
cannot be allowed: it is returned apart, to be fixed.
"""

from __future__ import annotations

import datetime
import os
from pathlib import Path
from typing import Iterable

from .diagnostics import Diagnostic
from .errors import UsageError
from .files.write import write_inside
from .loading.loader import MANIFEST
from .model import Record, RegistryModel

_set = object.__setattr__

REASON = "baseline {date}: review"
# Set to seconds since the epoch, the date entries carry instead of today's (as
# reproducible builds use it): what makes a baseline's text the same on every run.
DATE_VARIABLE = "SOURCE_DATE_EPOCH"


class Entry(Record):
    """One `[[lint.allow]]` entry: `rule` on `tool`, or on every tool of `server`."""

    __slots__ = ("rule", "tool", "server")
    rule: str
    tool: str
    server: str

    def __init__(self, rule: str, tool: str = "", server: str = "") -> None:
        _set(self, "rule", rule)
        _set(self, "tool", tool)
        _set(self, "server", server)


class Baseline(Record):
    """What a baseline run wrote (`entries`, with their `reason`) and the
    findings no entry can cover (`uncovered`)."""

    __slots__ = ("entries", "reason", "uncovered", "file")
    entries: tuple[Entry, ...]
    reason: str
    uncovered: tuple[Diagnostic, ...]
    file: str  # the manifest, as shown

    def __init__(self, entries: tuple[Entry, ...], reason: str, uncovered: tuple[Diagnostic, ...],
                 file: str) -> None:
        _set(self, "entries", entries)
        _set(self, "reason", reason)
        _set(self, "uncovered", uncovered)
        _set(self, "file", file)


def today() -> datetime.date:
    """The date of the baseline: SOURCE_DATE_EPOCH's (UTC) when it is set, else the clock's."""
    pinned = os.environ.get(DATE_VARIABLE, "").strip()
    if not pinned:
        return datetime.date.today()
    try:
        return datetime.datetime.fromtimestamp(int(pinned), tz=datetime.timezone.utc).date()
    except (ValueError, OverflowError, OSError):
        raise UsageError(f"{DATE_VARIABLE}={pinned!r} is not a number of seconds since 1970-01-01") from None


def write_baseline(root: Path, display: str, registry: RegistryModel, diagnostics: Iterable[Diagnostic],
                   date: datetime.date) -> Baseline:
    """Append the entries that allow `diagnostics` (today's findings of the
    registry at `root`) to its manifest; what was written, and what cannot be."""
    entries, uncovered = entries_for(registry, diagnostics)
    reason = REASON.format(date=date.isoformat())
    if entries:
        append_entries(root, display, entries, reason)
    return Baseline(tuple(entries), reason, tuple(uncovered), os.path.normpath(os.path.join(display, MANIFEST)))


def entries_for(registry: RegistryModel, diagnostics: Iterable[Diagnostic]) -> tuple[list[Entry], list[Diagnostic]]:
    """The entries that allow `diagnostics`, sorted by rule then subject, and the
    findings none can (no tool, or a settings rule's, which no entry silences)."""
    servers: dict[str, set[str]] = {}
    for spec in registry.dynamic:
        servers.setdefault(spec.server, set()).add(spec.name)
    found: dict[str, set[str]] = {}
    uncovered = []
    for diagnostic in diagnostics:
        if diagnostic.tool and diagnostic.code[0] != "L":
            found.setdefault(diagnostic.code, set()).add(diagnostic.tool)
        else:
            uncovered.append(diagnostic)
    entries = []
    for code, tools in sorted(found.items()):
        whole = sorted(server for server, names in servers.items() if names <= tools)
        covered = {name for server in whole for name in servers[server]}
        entries += [Entry(code, server=server) for server in whole]
        entries += [Entry(code, tool=tool) for tool in sorted(tools - covered)]
    return entries, uncovered


def block(entries: list[Entry], reason: str, newline: str = "\n") -> str:
    """The `[[lint.allow]]` tables of `entries`, under a comment naming the run."""
    import tomli_w

    tables = [f"# {reason.split(':')[0]}: the findings of that day, each to review and fix or explain\n"]
    for entry in entries:
        subject = {"tool": entry.tool} if entry.tool else {"server": entry.server}
        tables.append("[[lint.allow]]\n" + tomli_w.dumps({"rule": entry.rule, **subject, "reason": reason}))
    return "\n".join(tables).replace("\n", newline)


def append_entries(root: Path, display: str, entries: list[Entry], reason: str) -> None:
    """Append `entries` to the manifest at `root` as one block, the file's text
    kept as it is; UsageError when the result would not be the same TOML
    with these entries added (an `allow` written as an inline array cannot
    take `[[lint.allow]]` tables)."""
    import tomllib

    path = root / MANIFEST
    shown = os.path.join(display, MANIFEST)
    try:
        data = path.read_bytes()
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {shown}: {error}") from None
    newline = "\r\n" if "\r\n" in text else "\n"
    lead = "" if not text or text.endswith("\n") else newline
    added = lead + newline + block(entries, reason, newline)
    try:
        before = tomllib.loads(text)
        after = tomllib.loads(text + added)
    except tomllib.TOMLDecodeError as error:
        raise UsageError(f"cannot add [[lint.allow]] tables to {shown}: {error}; write its [lint] allow "
                         "entries as [[lint.allow]] tables") from None
    if len(_allows(after)) != len(_allows(before)) + len(entries):
        raise UsageError(f"cannot add [[lint.allow]] tables to {shown}: the result reads differently")
    write_inside(root, MANIFEST, data + added.encode("utf-8"))


def _allows(document: dict) -> list:
    lint = document.get("lint")
    allows = lint.get("allow") if isinstance(lint, dict) else None
    return allows if isinstance(allows, list) else []
