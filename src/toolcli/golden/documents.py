"""`toolcli golden`: the registry's expected golden files, checked or rewritten.

files.py holds the mechanics (canonical text, comparison, atomic writes),
changes.py the classifier, review.py what a reviewer reads; this module
builds the documents from a registry and runs them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..ci import in_ci
from ..errors import UsageError
from ..loading.loader import GOLDEN_POINTER, MANIFEST
from ..model import Prompt, Record, RegistryModel, ServerResource
from ..queries import derive
from ..surface import Facts, named_profile, resolve_all, surface_document
from ..token_costs import Costs, costs_for
from .changes import REGISTRY_FILE, SERVERS, Change
from .content import DECLARATION, registry_declarations
from .files import FileStatus, canonical_json, compare, rewrite
from .summary import SummaryRow, TokenDeltas, summarise

if TYPE_CHECKING:
    from .review import DeclarationDiff, FileView

REWRITE_HINT = "toolcli golden --rewrite"


class GoldenRun(Record):
    __slots__ = ("statuses", "changes", "written", "deleted", "declarations", "files", "tokens")
    statuses: tuple[FileStatus, ...]
    changes: tuple[Change, ...]
    written: tuple[str, ...]
    deleted: tuple[str, ...]
    declarations: tuple[DeclarationDiff, ...]  # each changed declaration's diff, once
    files: tuple[FileView, ...]  # each file not in sync, without the text shown above
    tokens: TokenDeltas  # the summary's token counts, by server and by profile

    def __init__(self, statuses: tuple[FileStatus, ...], changes: tuple[Change, ...],
                 written: tuple[str, ...] = (), deleted: tuple[str, ...] = (),
                 declarations: tuple[DeclarationDiff, ...] = (), files: tuple[FileView, ...] = (),
                 tokens: TokenDeltas = ({}, {})) -> None:
        object.__setattr__(self, "statuses", statuses)
        object.__setattr__(self, "changes", changes)
        object.__setattr__(self, "written", written)
        object.__setattr__(self, "deleted", deleted)
        object.__setattr__(self, "declarations", declarations)
        object.__setattr__(self, "files", files)
        object.__setattr__(self, "tokens", tokens)

    @property
    def in_sync(self) -> bool:
        return all(status.status == "in_sync" for status in self.statuses)

    @property
    def summary(self) -> tuple[SummaryRow, ...]:
        """What the review opens with: per server and per profile (golden.summary)."""
        return summarise(self.changes, *self.tokens)


def registry_document(registry: RegistryModel, shared: Facts | None = None) -> dict:
    """golden/registry.json: the derived queries and the canonical declaration
    of every tool, static and dynamic, advertised or deferred (SPEC §7)."""
    shared = shared or Facts()
    declarations = registry_declarations(registry, shared.first_declarations(registry))
    tools: dict[str, Any] = {}
    for spec in registry.specs:
        tools[spec.name] = derive(spec)
    for spec in registry.dynamic:
        tools.setdefault(spec.name, derive(spec))
    for name, entry in tools.items():
        if name in declarations:
            entry[DECLARATION] = declarations[name]
    document: dict[str, Any] = {"registry": registry.name}
    servers = server_texts(registry)
    if servers:
        document[SERVERS] = servers
    document["tools"] = dict(sorted(tools.items()))
    return document


def server_texts(registry: RegistryModel) -> dict[str, dict[str, Any]]:
    """What each captured server gives the model and the client beside its
    tools, by server name: its instructions, prompts, resources and resource
    templates, as the capture keeps them."""
    found: dict[str, dict[str, Any]] = {}
    for file in sorted(registry.external_files, key=lambda f: f.server):
        entry: dict[str, Any] = {}
        if file.instructions:
            entry["instructions"] = file.instructions
        if file.prompts:
            entry["prompts"] = [_prompt(prompt) for prompt in file.prompts]
        for key, template in (("resources", False), ("resource_templates", True)):
            listed = [_resource(resource) for resource in file.resources if resource.template is template]
            if listed:
                entry[key] = listed
        if entry:
            found[file.server] = entry
    return found


def _texts(item: Any) -> dict[str, Any]:
    return {key: value for key, value in (("name", item.name), ("title", item.title),
                                          ("description", item.description)) if value or key == "name"}


def _prompt(prompt: Prompt) -> dict[str, Any]:
    record = _texts(prompt)
    if prompt.arguments:
        record["arguments"] = [{**_texts(argument), **({"required": True} if argument.required else {})}
                               for argument in prompt.arguments]
    return record


def _resource(resource: ServerResource) -> dict[str, Any]:
    record = {**_texts(resource), "uriTemplate" if resource.template else "uri": resource.uri}
    if resource.mime_type:
        record["mimeType"] = resource.mime_type
    return record


def expected_documents(registry: RegistryModel, costs: Costs | None = None) -> dict[str, dict]:
    """Every golden document; token counts in [registry].tokenizer (through `costs` when given)."""
    counted = costs or costs_for(registry.tokenizer)
    shared = Facts(counted)
    documents = {f"{name}.json": surface_document(surface, counted)
                 for name, surface in resolve_all(registry, shared).items()}
    documents[REGISTRY_FILE] = registry_document(registry, shared)
    return documents


def golden_folder(registry: RegistryModel) -> Path:
    """The registry's golden folder; UsageError when toolspec.toml names one
    outside the root (validate reports it as R021): the default in its place
    would be checked or rewritten as if it were the one meant."""
    for problem in registry.problems:
        if problem.origin.pointer == GOLDEN_POINTER and problem.origin.file == MANIFEST:
            line = problem.origin.line
            raise UsageError(f"{MANIFEST}{f':{line}' if line else ''}: {problem.message}; {problem.hint}")
    return Path(registry.root) / registry.golden_dir


def run_golden(registry: RegistryModel, *, profile: str | None = None, write: bool = False,
               costs: Costs | None = None) -> GoldenRun:
    """Compare (or rewrite) the golden files; `profile` limits it to one profile's file."""
    counted = costs or costs_for(registry.tokenizer)
    documents = expected_documents(registry, counted)
    only = None
    if profile is not None:
        named_profile(registry, profile)
        only = {f"{profile}.json"}
    texts = {name: canonical_json(doc, REWRITE_HINT) for name, doc in documents.items()}
    root = Path(registry.root)
    folder = golden_folder(registry)
    if write:
        result = rewrite(folder, root, texts, label=registry.golden_dir, only=only)
        every, written, deleted = result.statuses, result.written, result.deleted
    else:
        every = tuple(compare(folder, root, texts, label=registry.golden_dir))
        written = deleted = ()
    statuses = tuple(s for s in every if only is None or s.name in only)
    if all(status.status == "in_sync" for status in statuses):
        return GoldenRun(statuses, (), written, deleted)
    from .review import review  # the classifier and the diffs, only on drift

    found = review(every, documents, registry.golden_dir, only, counted)
    return GoldenRun(statuses, found.changes, written, deleted, found.declarations, found.files, found.tokens)


def refuse_under_ci(force: bool) -> None:
    if in_ci() and not force:
        raise UsageError("refusing to rewrite golden files with CI set; "
                         "rewrite them locally and commit, or pass --force")


def rewrite_command(display: str, profile: str | None) -> str:
    parts = ["toolcli", "golden", "--rewrite"]
    if display not in (".", "<bundled>"):
        parts += ["--registry", display]
    if profile:
        parts += ["--profile", profile]
    return " ".join(parts)
