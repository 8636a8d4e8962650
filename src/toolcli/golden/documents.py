"""`toolcli golden`: the registry's expected golden files, checked or rewritten.

golden.py holds the pure mechanics (canonical text, comparison, classifier,
atomic writes); this module builds the documents from a registry.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..errors import UsageError
from .changes import REGISTRY_FILE, Change
from .files import FileStatus, canonical_json, changes_for, compare, rewrite
from ..model import Record, Registry
from ..queries import derive
from ..surface import named_profile, resolve_all, surface_document

REWRITE_HINT = "toolcli golden --rewrite"


class GoldenRun(Record):
    __slots__ = ("statuses", "changes", "written", "deleted")
    statuses: tuple[FileStatus, ...]
    changes: tuple[Change, ...]
    written: tuple[str, ...]
    deleted: tuple[str, ...]

    def __init__(self, statuses: tuple[FileStatus, ...], changes: tuple[Change, ...],
                 written: tuple[str, ...] = (), deleted: tuple[str, ...] = ()) -> None:
        object.__setattr__(self, "statuses", statuses)
        object.__setattr__(self, "changes", changes)
        object.__setattr__(self, "written", written)
        object.__setattr__(self, "deleted", deleted)

    @property
    def in_sync(self) -> bool:
        return all(status.status == "in_sync" for status in self.statuses)


def registry_document(registry: Registry) -> dict:
    """golden/registry.json: the derived queries of every tool, static and dynamic."""
    tools: dict[str, Any] = {}
    for spec in registry.specs:
        tools[spec.name] = derive(spec)
    for spec in registry.dynamic:
        tools.setdefault(spec.name, derive(spec))
    return {"registry": registry.name, "tools": dict(sorted(tools.items()))}


def expected_documents(registry: Registry) -> dict[str, dict]:
    documents = {f"{name}.json": surface_document(surface) for name, surface in resolve_all(registry).items()}
    documents[REGISTRY_FILE] = registry_document(registry)
    return documents


def _declarations(registry: Registry) -> dict[str, dict]:
    current: dict[str, dict] = {}
    for declaration in registry.declarations:
        current.setdefault(declaration.name,
                           {"description": declaration.description, "parameters": declaration.parameters})
    for spec in registry.dynamic:
        current.setdefault(spec.name, {"description": spec.description, "parameters": spec.inline})
    return current


def golden_folder(registry: Registry) -> Path:
    return Path(registry.root) / registry.golden_dir


def run_golden(registry: Registry, *, profile: str | None = None, write: bool = False) -> GoldenRun:
    """Compare (or rewrite) the golden files; `profile` limits it to one profile's file."""
    documents = expected_documents(registry)
    only = None
    if profile is not None:
        named_profile(registry, profile)
        only = {f"{profile}.json"}
    texts = {name: canonical_json(doc, REWRITE_HINT) for name, doc in documents.items()}
    root = Path(registry.root)
    folder = golden_folder(registry)
    if write:
        result = rewrite(folder, root, texts, label=registry.golden_dir, only=only)
        statuses = tuple(result.statuses)
        written, deleted = result.written, result.deleted
    else:
        statuses = tuple(s for s in compare(folder, root, texts, label=registry.golden_dir)
                         if only is None or s.name in only)
        written = deleted = ()
    changes = changes_for(statuses, documents, _declarations(registry))
    return GoldenRun(statuses, tuple(changes), tuple(written), tuple(deleted))


def refuse_under_ci(force: bool) -> None:
    if os.environ.get("CI") and not force:
        raise UsageError("refusing to rewrite golden files with CI set; "
                         "rewrite them locally and commit, or pass --force")


def rewrite_command(display: str, profile: str | None) -> str:
    parts = ["toolcli", "golden", "--rewrite"]
    if display not in (".", "<bundled>"):
        parts += ["--registry", display]
    if profile:
        parts += ["--profile", profile]
    return " ".join(parts)
