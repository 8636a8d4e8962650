"""allOf and root unions folded into one object schema.

Both folds loosen, never tighten: every instance valid under the original is
valid under the result (the keywords it cannot keep are the caller's to state).
"""

from __future__ import annotations

from typing import Any, Callable

from ..schema.walk import types_of
from .losses import REMOVED, STATED, ConversionError, Loss, stated, with_statements
from .refs import enter

# A local $ref followed: (pointer of the target, target), or None.
Resolve = Callable[[Any], "tuple[str, Any] | None"]
ROOT_ONLY = ("enum", "const", "not")  # no provider takes them on an object root
# The keywords that constrain an object, moved into each alternative by `distribute`.
OBJECT_KEYWORDS = ("type", "properties", "required", "additionalProperties", "patternProperties",
                   "propertyNames", "minProperties", "maxProperties", "unevaluatedProperties",
                   "dependentRequired", "dependentSchemas")


def merge(members: list[Any]) -> dict:
    """One schema implied by the conjunction of `members`: properties merged
    (a property in several merged again), `required` united, every other
    keyword taken from the first member that has it. A boolean member adds
    nothing (true) or is dropped (false: nothing would be valid)."""
    merged: dict = {}
    shared: dict[str, list[Any]] = {}
    for member in members:
        if not isinstance(member, dict):
            continue
        for key, value in member.items():
            if key == "properties" and isinstance(value, dict):
                for name, subschema in value.items():
                    shared.setdefault(name, []).append(subschema)
                merged.setdefault("properties", {})
            elif key == "required" and isinstance(value, list):
                listed = merged.setdefault("required", [])
                listed.extend(name for name in value if name not in listed)
            elif key not in merged:
                merged[key] = value
    if "properties" in merged:
        merged["properties"] = {name: subs[0] if len(subs) == 1 else merge(subs)
                                for name, subs in shared.items()}
    return merged


def fold_all_of(node: dict, resolve: Resolve, chain: tuple[str, ...] = (), site: str = "") -> dict:
    """`node` with its allOf merged into it (members' local $refs followed,
    nested allOf folded too); a remote or dangling $ref member is dropped."""
    members: list[Any] = [{k: v for k, v in node.items() if k != "allOf"}]
    for member in node.get("allOf", []) if isinstance(node.get("allOf"), list) else []:
        if isinstance(member, dict) and "$ref" in member:
            found = resolve(member["$ref"])
            rest = {k: v for k, v in member.items() if k != "$ref"}
            if found is None:
                member = rest
            else:
                inner = enter(chain, found[0], site)
                target = found[1]
                if isinstance(target, dict) and "allOf" in target:
                    target = fold_all_of(target, resolve, inner, site)
                member = merge([rest, target])
        if isinstance(member, dict) and "allOf" in member:
            member = fold_all_of(member, resolve, chain, site)
        members.append(member)
    return merge(members)


def union(alternatives: list[Any]) -> dict:
    """One object schema every alternative object satisfies: each property any
    alternative declares (a property declared by several admits each of their
    schemas), required only where every alternative requires it."""
    objects = [a for a in alternatives if isinstance(a, dict)]
    if len(objects) < len(alternatives):  # a boolean alternative: true admits anything
        return {}
    declared: dict[str, list[Any]] = {}
    required: list[str] | None = None
    for alternative in objects:
        properties = alternative.get("properties")
        for name, subschema in (properties.items() if isinstance(properties, dict) else ()):
            schemas = declared.setdefault(name, [])
            if subschema not in schemas:
                schemas.append(subschema)
        listed = alternative.get("required")
        names = [n for n in listed if isinstance(n, str)] if isinstance(listed, list) else []
        required = names if required is None else [n for n in required if n in names]
    result: dict = {}
    if declared:
        result["properties"] = {name: schemas[0] if len(schemas) == 1 else {"anyOf": schemas}
                                for name, schemas in declared.items()}
    if required:
        result["required"] = required
    return result


def root_object(schema: Any, resolve: Resolve, losses: list[Loss]) -> dict:
    """The root as a plain object schema: a root $ref followed, a root union
    merged, root-only composition stated; anything but an object refused."""
    if not isinstance(schema, dict):
        raise ConversionError("the parameters root is not an object schema")
    root = dict(schema)
    chain: tuple[str, ...] = ()
    while "$ref" in root:
        found = resolve(root["$ref"])
        rest = {k: v for k, v in root.items() if k != "$ref"}
        if found is None:
            losses.append(Loss("/$ref", "$ref", root["$ref"], REMOVED))
            root = rest
            break
        chain = enter(chain, found[0], "")
        root = merge([rest, found[1]]) if isinstance(found[1], dict) else rest
    if "allOf" in root:
        losses.append(Loss("/allOf", "allOf", root["allOf"], "merged into one schema"))
        root = fold_all_of(root, resolve)
    statements = []
    for key in ("anyOf", "oneOf"):
        if key in root and isinstance(root[key], list):
            alternatives = [followed(a, resolve) for a in root[key]]
            statements.append(stated(key, root[key]))
            losses.append(Loss(f"/{key}", key, root[key], f"merged into one object; {STATED}"))
            root = merge([{k: v for k, v in root.items() if k != key}, union(alternatives)])
    for key in ROOT_ONLY:
        if key in root:
            statements.append(stated(key, root[key]))
            losses.append(Loss(f"/{key}", key, root[key], STATED))
            del root[key]
    types = types_of(root)
    if "type" not in root:
        root["type"] = "object"
    elif "object" not in types:
        raise ConversionError(f"the parameters root has type {root['type']!r}, not an object")
    elif types != ("object",):
        root["type"] = "object"
    return with_statements(root, statements)


def followed(alternative: Any, resolve: Resolve) -> Any:
    if isinstance(alternative, dict) and "$ref" in alternative:
        found = resolve(alternative["$ref"])
        rest = {k: v for k, v in alternative.items() if k != "$ref"}
        alternative = merge([rest, found[1]]) if found is not None else rest
    if isinstance(alternative, dict) and "allOf" in alternative:
        alternative = fold_all_of(alternative, resolve)
    return alternative


def distribute(node: dict, resolve: Resolve) -> dict:
    """An object schema with anyOf alternatives, its object keywords moved into
    each alternative (followed if a $ref): A and (B or C) as (A and B) or (A and C),
    so each alternative can be closed over all the properties it may hold."""
    part = {k: node[k] for k in OBJECT_KEYWORDS if k in node}
    rest = {k: v for k, v in node.items() if k not in OBJECT_KEYWORDS and k != "anyOf"}
    return {**rest, "anyOf": [merge([part, followed(a, resolve)]) for a in node["anyOf"]]}


def as_any_of(node: dict, pointer: str, resolve: Resolve, chain: tuple[str, ...], losses: list[Loss],
              statements: list[str]) -> dict:
    """`node` with its allOf merged and its oneOf made anyOf (stated instead
    where the node has an anyOf already): what neither subset takes, in its terms."""
    if "allOf" in node:
        losses.append(Loss(f"{pointer}/allOf", "allOf", node["allOf"], "merged into one schema"))
        node = fold_all_of(node, resolve, chain, pointer)
    if "oneOf" in node:
        alternatives = node["oneOf"]
        node = {k: v for k, v in node.items() if k != "oneOf"}
        if "anyOf" in node:
            statements.append(stated("oneOf", alternatives))
            losses.append(Loss(f"{pointer}/oneOf", "oneOf", alternatives, STATED))
        else:
            node["anyOf"] = alternatives
            losses.append(Loss(f"{pointer}/oneOf", "oneOf", alternatives,
                               "now anyOf: more than one alternative may match"))
    return node
