"""OpenAI's strict-mode subset (SPEC §13): `surface --format openai --strict`.

Every object is closed (`additionalProperties: false`) and lists every
property in `required`; an optional property becomes nullable, so the model
sends null where it would have left the argument out (`restore` drops that
null again). Keywords strict mode rejects or may reject are removed and
stated in the description of the schema that had them; `allOf` is merged,
`oneOf` becomes `anyOf`, and a root union is merged into one object. The
keyword sets are the facts C004 checks (`toolcli.providers.targets.STRICT_RULES`).
"""

from __future__ import annotations

from typing import Any

from ..providers.targets import STRICT_CONVERSIONS
from ..schema.walk import is_object, map_subschemas, types_of
from .compose import Resolve, as_any_of, distribute, followed, root_object
from .losses import STATED, Loss, stated, unique, with_statements
from .nulls import nullable
from .refs import lookup

# Removed without a word to the model: they say nothing about the arguments.
SILENT = frozenset({"$schema", "$id", "$comment"})


def removed_keywords(target: str) -> frozenset[str]:
    """What the strict conversion for `target` removes: every keyword C004
    reports for it (rejected or disputed, `default` only for Azure), `format`
    (which string formats strict mode refuses is disputed) and SILENT."""
    return STRICT_CONVERSIONS[target].keyword_names | {"format"} | SILENT


def to_strict(schema: Any, target: str) -> tuple[dict, tuple[Loss, ...]]:
    """`schema` (JSON Schema 2020-12, see clean) in the strict subset of `target`
    (a target with strict-mode facts, STRICT_CONVERSIONS), and what it lost."""
    losses: list[Loss] = []
    removed = removed_keywords(target)

    def resolve(ref: Any) -> tuple[str, Any] | None:
        return lookup(schema, ref)

    def convert(node: Any, pointer: str) -> Any:
        if not isinstance(node, dict):
            return node
        statements: list[str] = []
        node = _simplify(node, pointer, resolve, losses, statements)
        for key in sorted(removed.intersection(node)):
            if key not in SILENT:
                statements.append(stated(key, node[key]))
                losses.append(Loss(f"{pointer}/{key}", key, node[key], STATED))
        node = {k: v for k, v in node.items() if k not in removed}
        converted = map_subschemas(node, pointer, convert)
        if is_object(converted):
            converted = _close(converted, pointer, losses)
        elif "array" in types_of(converted) and "items" not in converted:
            converted["items"] = {}
        return with_statements(converted, statements)

    root = root_object(schema, resolve, losses)
    return convert(root, ""), unique(losses)


def _simplify(node: dict, pointer: str, resolve: Resolve, losses: list[Loss], statements: list[str]) -> dict:
    node = as_any_of(node, pointer, resolve, (), losses, statements)
    alternatives = node.get("anyOf")
    if is_object(node) and isinstance(alternatives, list) and any(
            isinstance(a, dict) and is_object(followed(a, resolve)) for a in alternatives):
        node = distribute(node, resolve)
    return node


def _close(node: dict, pointer: str, losses: list[Loss]) -> dict:
    """Closed, every property required, the optional ones nullable."""
    properties = node.get("properties") if isinstance(node.get("properties"), dict) else {}
    extra = node.get("additionalProperties", True)
    if extra is not False and (not properties or "additionalProperties" in node):
        losses.append(Loss(f"{pointer}/additionalProperties", "additionalProperties", extra,
                           "the object is closed: keys it does not declare cannot be sent"))
    listed = node.get("required")
    required = [n for n in listed if isinstance(n, str)] if isinstance(listed, list) else []
    properties = dict(properties)
    for name in required:  # a required key the object does not declare keeps its values
        properties.setdefault(name, extra if isinstance(extra, dict) else {})
    return {
        **node,
        "properties": {name: subschema if name in required else nullable(subschema)
                       for name, subschema in properties.items()},
        "required": list(properties),
        "additionalProperties": False,
    }
