"""The OpenAPI 3.0 subset of Gemini's `parameters` field (SPEC §13):
`surface --format gemini --openapi`.

Local `$ref`s are inlined (a cycle is refused), `allOf` merged, `oneOf`
made `anyOf`, a type array becomes one type and `nullable` (or an `anyOf`
of the types), `const` a one-value `enum`; keywords the subset rejects
(`toolcli.providers.facts`, the facts C005 checks) or that OpenAPI 3.0 does not
have are removed and stated in the description. An object that declares no
properties cannot be sent: it becomes a schema without a type that says it
takes an object, and a root like that is no `parameters` at all (None).
`additionalProperties: false` goes without a word: no call depends on it.
"""

from __future__ import annotations

from typing import Any

from ..files.pointer import join_pointer
from ..providers.facts import GEMINI_STRING_FORMATS, GEMINI_UNSUPPORTED
from ..schema.walk import MAX_SUBSCHEMAS, types_of
from .compose import Resolve, as_any_of, merge, root_object
from .losses import REMOVED, STATED, ConversionError, Loss, stated, unique, with_statements
from .refs import enter, lookup

# The fields of an OpenAPI 3.0 Schema Object; of these the subset removes GEMINI_UNSUPPORTED.
OPENAPI_FIELDS = frozenset({
    "title", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
    "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxProperties",
    "minProperties", "required", "enum", "type", "allOf", "oneOf", "anyOf", "not", "items",
    "properties", "additionalProperties", "description", "format", "default", "nullable",
    "discriminator", "readOnly", "writeOnly", "xml", "externalDocs", "example", "deprecated",
})
KEPT = OPENAPI_FIELDS - GEMINI_UNSUPPORTED
# Removed without a word to the model: they say nothing about the arguments.
SILENT = frozenset({"$schema", "$id", "$comment", "$anchor", "$defs", "definitions", "examples"})
# Which type each type-specific keyword constrains, to split a type array into anyOf.
_TYPE_OF = {
    **dict.fromkeys(("minLength", "maxLength", "pattern", "format"), "string"),
    **dict.fromkeys(("minimum", "maximum", "multipleOf", "exclusiveMinimum", "exclusiveMaximum"), "number"),
    **dict.fromkeys(("items", "minItems", "maxItems", "uniqueItems", "prefixItems", "contains"), "array"),
    **dict.fromkeys(("properties", "required", "additionalProperties", "minProperties",
                     "maxProperties", "patternProperties", "propertyNames"), "object"),
}
MAX_INLINED_DEPTH = 64  # levels of subschemas once $refs are inlined: past this the conversion is refused


def to_openapi(schema: Any) -> tuple[dict | None, tuple[Loss, ...]]:
    """`schema` (JSON Schema 2020-12, see clean) as Gemini's `parameters`, and
    what it lost; None when the root declares no properties (send none)."""
    losses: list[Loss] = []
    count = 0

    def resolve(ref: Any) -> tuple[str, Any] | None:
        return lookup(schema, ref)

    def convert(node: Any, pointer: str, chain: tuple[str, ...], depth: int) -> Any:
        nonlocal count
        count += 1
        if count > MAX_SUBSCHEMAS or depth > MAX_INLINED_DEPTH:
            raise ConversionError(f"inlining the $refs at {pointer or '/'} makes the schema too large "
                                  f"(over {MAX_SUBSCHEMAS:,} subschemas or {MAX_INLINED_DEPTH} levels)")
        if not isinstance(node, dict):
            if node is not True:
                losses.append(Loss(pointer, "false", node, REMOVED))
            return {}
        if "$ref" in node:
            return _inline(node, pointer, chain, depth)
        statements: list[str] = []
        node = _simplify(node, pointer, resolve, chain, losses, statements)
        out: dict = {}
        for key, value in node.items():
            child = f"{pointer}/{key}"
            if key == "properties" and isinstance(value, dict):
                out[key] = {name: convert(sub, join_pointer(child, name), chain, depth + 1)
                            for name, sub in value.items()}
            elif key == "items" and isinstance(value, (dict, bool)):
                out[key] = convert(value, child, chain, depth + 1)
            elif key == "anyOf" and isinstance(value, list):
                out[key] = [convert(sub, f"{child}/{i}", chain, depth + 1) for i, sub in enumerate(value)]
            elif key in KEPT and key not in ("properties", "items", "anyOf"):
                out[key] = value
            elif key not in SILENT and not (key == "additionalProperties" and value is False):
                if key.startswith("x-"):
                    losses.append(Loss(child, key, value, REMOVED))
                else:
                    statements.append(stated(key, value))
                    losses.append(Loss(child, key, value, STATED))
        out = _free_form(out, pointer, losses, statements)
        return with_statements(out, statements)

    def _inline(node: dict, pointer: str, chain: tuple[str, ...], depth: int) -> Any:
        found = resolve(node["$ref"])
        rest = {k: v for k, v in node.items() if k != "$ref"}
        if found is None:
            losses.append(Loss(f"{pointer}/$ref", "$ref", node["$ref"], "removed: not a local reference"))
            return convert(rest, pointer, chain, depth)
        inner = enter(chain, found[0], pointer)
        target = convert(found[1], found[0], inner, depth + 1)
        return merge([convert(rest, pointer, chain, depth), target]) if rest else target

    root = root_object(schema, resolve, losses)
    converted = convert(root, "", (), 0)
    if not converted.get("properties"):
        return None, unique(losses)
    return converted, unique(losses)


def _simplify(node: dict, pointer: str, resolve: Resolve, chain: tuple[str, ...],
              losses: list[Loss], statements: list[str]) -> dict:
    """allOf, oneOf, type arrays, const, enum, examples and exclusive bounds in the subset's terms."""
    node = as_any_of(dict(node), pointer, resolve, chain, losses, statements)
    if "examples" in node and "example" not in node and isinstance(node["examples"], list) and node["examples"]:
        node["example"] = node["examples"][0]
    if "const" in node:
        node["enum"] = [node.pop("const")]
    if "enum" in node:
        _string_enum(node, pointer, losses, statements)
    for exclusive, bound, tighter in (("exclusiveMinimum", "minimum", max), ("exclusiveMaximum", "maximum", min)):
        value = node.get(exclusive)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            node[bound] = tighter(node[bound], value) if isinstance(node.get(bound), (int, float)) else value
    if isinstance(node.get("type"), list):
        node = _one_type(node, pointer, losses, statements)
    types = types_of(node)
    if "format" in node and "string" in types and node["format"] not in GEMINI_STRING_FORMATS:
        statements.append(stated("format", node["format"]))
        losses.append(Loss(f"{pointer}/format", "format", node.pop("format"), STATED))
    if "items" in node and types and "array" not in types:
        losses.append(Loss(f"{pointer}/items", "items", node.pop("items"), REMOVED))
    if "type" not in node and isinstance(node.get("properties"), dict):
        node["type"] = "object"
    return node


def _string_enum(node: dict, pointer: str, losses: list[Loss], statements: list[str]) -> None:
    """The subset takes string enums only: null becomes nullable, other values are stated."""
    values = node["enum"] if isinstance(node["enum"], list) else []
    if None in values:
        node["nullable"] = True
        values = [v for v in values if v is not None]
    if values and all(isinstance(v, str) for v in values):
        node["enum"] = values
        node.setdefault("type", "string")
    else:
        if values:
            statements.append(stated("enum", values))
            losses.append(Loss(f"{pointer}/enum", "enum", values, STATED))
        del node["enum"]


def _one_type(node: dict, pointer: str, losses: list[Loss], statements: list[str]) -> dict:
    """A type array as one type and `nullable`, or an anyOf with one branch per type."""
    types = types_of(node)
    if "null" in types:
        node["nullable"] = True
    types = [t for t in types if t != "null"]
    if len(types) == 1:
        node["type"] = types[0]
        return node
    del node["type"]
    if not types or "anyOf" in node:
        if types:
            statements.append(stated("type", types))
            losses.append(Loss(f"{pointer}/type", "type", types, STATED))
        return node
    shared = {k: v for k, v in node.items() if k not in _TYPE_OF}
    branches = []
    for kind in types:
        own = {k: v for k, v in node.items() if _TYPE_OF.get(k) in (kind, "number" if kind == "integer" else kind)}
        branches.append({"type": kind, **own})
    return {**shared, "anyOf": branches}


def _free_form(node: dict, pointer: str, losses: list[Loss], statements: list[str]) -> dict:
    """An object that declares no properties, as a schema without a type that says it takes one."""
    if "object" not in types_of(node) or node.get("properties"):
        return node
    statements.append(stated("type", "object"))
    losses.append(Loss(f"{pointer}/type", "type", "object", "an object without declared properties: "
                       "its type is stated in the description"))
    return {k: v for k, v in node.items() if k not in ("type", "properties", "required")}
