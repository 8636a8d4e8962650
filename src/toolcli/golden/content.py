"""What each tool declares, as golden/registry.json keeps it (SPEC §7).

A tool's canonical declaration is ``{"name", "title", "description",
"parameters", "output"}`` — ``title`` and ``output`` only when the tool has
them (MCP servers send them; ``schemas.json`` has neither) — plus the MCP
``icons``, ``_meta`` and ``execution`` a server sent.  Every tool,
advertised or deferred, has its declaration under
``tools.<name>.declaration`` in registry.json, so a deferred tool, which a
profile golden pins only by hash, is still compared by content.

Reading goldens written before registry.json held declarations, the text of
an advertised tool is taken from a profile golden instead: then only
``name``, ``description`` and ``parameters`` are known, and only those are
compared.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, NamedTuple

from ..canonical import canonical_json
from ..model import AS_SENT, Declaration, RegistryModel
from .schema_diff import diff_parameters, show

DECLARATION = "declaration"  # the key of a tool's declaration in registry.json
PAYLOAD_FIELDS = ("name", "description", "parameters")  # what providers send the model
ANNOTATIONS = "annotations"
OUTPUT_FIELDS = ("title", "output", ANNOTATIONS, *AS_SENT)  # a reviewer sees them; no provider payload holds them
# The MCP hints whose change (the value before -> after) says the tool may now write,
# with the default MCP reads for an absent hint.
WRITING_HINTS = {"readOnlyHint": (True, False), "destructiveHint": (False, True)}
HINT_DEFAULTS = {"readOnlyHint": False, "destructiveHint": True}


def declaration(name: str, description: Any, parameters: Any, title: Any = "",
                output: Any = None, has_output: bool = False,
                as_sent: Mapping[str, Any] | None = None,
                annotations: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The canonical declaration of one tool; ``title`` when not empty, ``output``
    and the members of AS_SENT when sent, an MCP tool's ``annotations`` when not empty."""
    record = {"name": name, "description": description, "parameters": parameters}
    if title is not None and title != "":
        record["title"] = title
    if has_output:
        record["output"] = output
    if annotations:
        record[ANNOTATIONS] = annotations
    record.update(as_sent or {})
    return record


def registry_declarations(registry: RegistryModel,
                          first: Mapping[str, Declaration]) -> dict[str, dict[str, Any]]:
    """Every tool's declaration as the surfaces use it: a static tool's first
    declaration in schemas.json (``first``), else a dynamic tool's own text."""
    found: dict[str, dict[str, Any]] = {}
    for spec in registry.specs:
        known = first.get(spec.name)
        if known is not None:
            found[spec.name] = declaration(spec.name, known.description, known.parameters)
    for spec in registry.dynamic:
        if spec.name not in found:
            found[spec.name] = declaration(spec.name, spec.description, spec.inline, spec.title,
                                           spec.output, spec.has_output, spec.as_sent, spec.annotations)
    return found


class Known(NamedTuple):
    """A tool's declaration as a golden records it."""

    fields: Mapping[str, Any]
    complete: bool  # from registry.json; False: an advertised entry (payload fields only)

    def payload(self) -> tuple[Any, Any]:
        return self.fields.get("description"), self.fields.get("parameters")


def known_declarations(registry_doc: Mapping[str, Any] | None,
                       surface_docs: Iterable[Mapping[str, Any] | None]) -> dict[str, Known]:
    """Declarations by tool name: from registry.json, else from advertised entries."""
    found: dict[str, Known] = {}
    tools = (registry_doc or {}).get("tools")
    if isinstance(tools, Mapping):
        for name, entry in tools.items():
            record = entry.get(DECLARATION) if isinstance(entry, Mapping) else None
            if isinstance(name, str) and isinstance(record, Mapping):
                found[name] = Known(record, True)
    for doc in surface_docs:
        items = (doc or {}).get("advertised")
        for item in items if isinstance(items, list) else ():
            if isinstance(item, Mapping) and isinstance(item.get("name"), str) \
                    and item["name"] not in found:
                found[item["name"]] = Known({key: item.get(key) for key in PAYLOAD_FIELDS}, False)
    return found


def content_key(known: Known) -> str:
    """What two declarations share when one is the other renamed (payload fields only,
    so a partial and a complete record can match)."""
    return canonical_json(list(known.payload()))


def same_content(old: Known, new: Known) -> bool:
    """True when the declarations are equal but for their names."""
    if content_key(old) != content_key(new):
        return False
    if old.complete and new.complete:
        return all(_same(old.fields.get(key, _ABSENT), new.fields.get(key, _ABSENT))
                   for key in OUTPUT_FIELDS)
    return True


class ContentChange(NamedTuple):
    id: str
    detail: str
    in_payload: bool  # True: the text providers send changed (the advertised prefix, where advertised)


def content_changes(old: Known, new: Known) -> list[ContentChange]:
    """Every difference between two declarations of one tool (names aside)."""
    if old.complete and new.complete and canonical_json(old.fields) == canonical_json(new.fields):
        return []
    found: list[ContentChange] = []
    old_description, old_parameters = old.payload()
    new_description, new_parameters = new.payload()
    if not _same(old_description, new_description):
        found.append(ContentChange("description-changed", "description changed", True))
    for change_id, detail in diff_parameters(old_parameters, new_parameters):
        found.append(ContentChange(change_id, detail, True))
    if old.complete and new.complete:
        for key in OUTPUT_FIELDS:
            before, after = old.fields.get(key, _ABSENT), new.fields.get(key, _ABSENT)
            if not _same(before, after):
                turned = _writing_hints(before, after) if key == ANNOTATIONS else ""
                found.append(ContentChange("read-to-write", turned, False) if turned else
                             ContentChange("metadata-changed", _field_words(key, before, after), False))
    return found


def _writing_hints(before: Any, after: Any) -> str:
    """The annotations' hints that now say the tool may write ("" when none do)."""
    def hint(annotations: Any, key: str) -> bool:
        value = annotations.get(key) if isinstance(annotations, Mapping) else None
        return value if isinstance(value, bool) else HINT_DEFAULTS[key]

    turned = [f"annotations.{key} {show(was)} -> {show(now)}" for key, (was, now) in WRITING_HINTS.items()
              if hint(before, key) is was and hint(after, key) is now]
    return ", ".join(turned)


def _field_words(key: str, before: Any, after: Any) -> str:
    if before is _ABSENT:
        return f"{key} added {show(after)}" if key == "title" else f"{key} added"
    if after is _ABSENT:
        return f"{key} removed"
    return f"{key} {show(before)} -> {show(after)}" if key == "title" else f"{key} changed"


_ABSENT: Any = object()


def _same(a: Any, b: Any) -> bool:
    if a is _ABSENT or b is _ABSENT:
        return a is b
    return canonical_json(a) == canonical_json(b)
