"""The strict-mode subsets (SPEC §13, §15.3): `surface --format openai|anthropic --strict`.

What follows is OpenAI's; each target's facts (`StrictRule`) say where another
differs. Anthropic's strict tool use keeps optional properties optional (its
facts do not require every property, and a nullable property counts against its
lower limit of union-typed parameters), takes every string `format` and a value
of any type, removes numeric and length bounds and a `minItems` over 1, and
refuses a recursive schema, whose tool is then sent non-strict.

Every object is closed (`additionalProperties: false`) and lists every
property in `required`; an optional property becomes nullable, so the model
sends null where it would have left the argument out (`restore` drops that
null again). Keywords strict mode rejects or may reject are removed and
stated in the description of the schema that had them, and so is a string
`format` strict mode does not take; `allOf` is merged, `oneOf` becomes
`anyOf`, and a root union is merged into one object. What the API refuses
besides (the facts C004 checks, `toolcli.providers.targets.STRICT_CONVERSIONS`) is
rewritten: every `$ref` names an entry of `$defs` (a target elsewhere is
copied there), a `$ref` with sibling keywords is replaced by its target with
the siblings merged in, and every schema declares a type (an `anyOf`
alternative takes its parent's, a schema without one takes the type its
keywords constrain, as `format` a string).

A tool whose meaning strict mode cannot carry is sent with `"strict": false`
instead (`StrictSchema.strict`), as declared but for what the API refuses
even then (a root union, an array without `items`): an open-ended object
(one that declares no properties, a map whose values have a schema, or
`patternProperties`) and a value of any type. Its loss says why ("sent
non-strict: /properties/filter is an open object"). Closing open objects
anyway, so that such a tool stays strict with its objects emptied, is the
caller's explicit choice (`close_open_objects`).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..files.pointer import escape_pointer, split_pointer
from ..providers.checks import recursive_refs
from ..providers.facts import StrictRule, strict_ref, strict_typeless
from ..providers.targets import STRICT_CONVERSIONS
from ..schema.walk import (
    MAX_SUBSCHEMAS, TYPE_OF_KEYWORD, is_object, iter_subschemas, map_subschemas, types_of, value_subschemas,
)
from .compose import Resolve, as_any_of, distribute, followed, merge, root_object
from .losses import REMOVED, STATED, ConversionError, Loss, stated, unique, with_statements
from .nulls import nullable
from .refs import lookup

# Removed without a word to the model: they say nothing about the arguments.
SILENT = frozenset({"$schema", "$id", "$comment"})
DEFINITIONS = ("$defs", "definitions")
NON_STRICT = "sent non-strict"


class StrictSchema(NamedTuple):
    """A strict conversion: the parameters, what they lost, and whether the tool is sent strict."""

    schema: dict
    lost: tuple[Loss, ...]
    strict: bool


def removed_keywords(target: str) -> frozenset[str]:
    """What the strict conversion for `target` removes wherever it stands: every
    keyword C004 reports for it (rejected or disputed, `default` only for Azure)
    and SILENT. A `format` is removed where strict mode does not take it."""
    return STRICT_CONVERSIONS[target].keyword_names | SILENT


def to_strict(schema: Any, target: str, *, close_open_objects: bool = False) -> StrictSchema:
    """`schema` (JSON Schema 2020-12, see clean) in the strict subset of `target`
    (openai-strict or azure-openai-strict), or as a non-strict tool where the
    subset cannot carry its meaning (see the module's docstring)."""
    losses: list[Loss] = []
    open_places: list[tuple[str, str]] = []  # pointer, why strict mode cannot carry it
    rule = STRICT_CONVERSIONS[target]
    removed = removed_keywords(target)
    relocated, copied_from = _refs_into_defs(schema, losses)
    origins = dict(copied_from)  # a pointer in the conversion -> where the declaration says it
    inlining: list[str] = []  # the definitions being inlined where a $ref with siblings stood, outermost first
    count = 0

    def resolve(ref: Any) -> tuple[str, Any] | None:
        return lookup(relocated, ref)

    def convert(node: Any, pointer: str) -> Any:
        nonlocal count
        if not isinstance(node, dict):
            return node
        count += 1
        if count > MAX_SUBSCHEMAS:
            raise ConversionError(f"inlining the $refs at {pointer or '/'} makes the schema too large "
                                  f"(over {MAX_SUBSCHEMAS:,} subschemas)")
        at_root = not pointer
        pointer = origins.get(pointer, pointer)
        statements: list[str] = []
        node, inlined = _without_ref_siblings(node, pointer, resolve, inlining, losses, statements)
        inlining.extend(inlined)
        try:
            return with_statements(convert_own(node, pointer, at_root, statements), statements)
        finally:
            del inlining[len(inlining) - len(inlined):]

    def convert_own(node: dict, pointer: str, at_root: bool, statements: list[str]) -> Any:
        if isinstance(node.get("oneOf"), list) and not {"anyOf", "allOf"} & node.keys():
            # The alternatives keep their places as anyOf: what is said of them names the declared ones.
            origins.update({f"{pointer}/anyOf/{i}": f"{pointer}/oneOf/{i}" for i in range(len(node["oneOf"]))})
        node = _simplify(node, pointer, resolve, losses, statements)
        node = _typed(node)
        pattern_keyed = "patternProperties" in node  # refused: removed below, and the object is open
        for key in sorted(removed.intersection(node)):
            if key not in SILENT:
                statements.append(stated(key, node[key]))
                losses.append(Loss(f"{pointer}/{key}", key, node[key], STATED))
        node = {k: v for k, v in node.items() if k not in removed and (k not in DEFINITIONS or at_root)}
        if rule.min_items is not None and _over(node.get("minItems"), rule.min_items[0]):
            statements.append(stated("minItems", node["minItems"]))
            losses.append(Loss(f"{pointer}/minItems", "minItems", node["minItems"], STATED))
            node = {k: v for k, v in node.items() if k != "minItems"}
        if "format" in node and not _format_kept(node, rule):
            statements.append(stated("format", node["format"]))
            losses.append(Loss(f"{pointer}/format", "format", node["format"], STATED))
            del node["format"]
        converted = map_subschemas(node, pointer, convert)
        if is_object(converted):
            converted = _close(converted, pointer, pattern_keyed, losses, open_places, close_open_objects,
                               rule.all_required)
        elif "array" in types_of(converted) and "items" not in converted:
            converted["items"] = {}
        for child, value in value_subschemas(converted, pointer):
            if rule.typed is not None and strict_typeless(value):
                open_places.append((origins.get(child, child), "takes a value of any type"))
        return converted

    converted = convert(_used_definitions_only(root_object(relocated, resolve, losses)), "")
    # A definition every $ref to which had siblings is inlined where it was used, and said there.
    final = _used_definitions_only(converted)
    gone = [origins.get(p, p) for p in (f"/$defs/{escape_pointer(name)}" for name in converted.get("$defs", ())
                                        if name not in final.get("$defs", ()))]
    kept = [place for place in open_places if not _under(place[0], gone)]
    if rule.recursion is not None:
        kept += [(origins.get(p, p), "a $ref back into a schema that holds it (recursion)")
                 for p in recursive_refs(final)]
    if kept:
        return _non_strict(schema, kept)
    return StrictSchema(final, unique([loss for loss in losses if not _under(loss.pointer, gone)]), True)


def _under(pointer: str, parents: list[str]) -> bool:
    return any(pointer == parent or pointer.startswith(parent + "/") for parent in parents)


def _simplify(node: dict, pointer: str, resolve: Resolve, losses: list[Loss], statements: list[str]) -> dict:
    node = as_any_of(node, pointer, resolve, (), losses, statements)
    alternatives = node.get("anyOf")
    if is_object(node) and isinstance(alternatives, list) and any(
            isinstance(a, dict) and is_object(followed(a, resolve)) for a in alternatives):
        node = distribute(node, resolve)
    return node


def _typed(node: dict) -> dict:
    """`node` with a type wherever its keywords say which: a typeless anyOf
    alternative takes the node's own type (the node then leaves it to them),
    and a node without a type the one type its keywords constrain."""
    alternatives = node.get("anyOf")
    if "type" in node and isinstance(alternatives, list):
        typed = [{"type": node["type"], **a} if strict_typeless(a) and isinstance(a, dict) else a
                 for a in alternatives]
        node = {**node, "anyOf": typed}
        if all(isinstance(a, dict) and "type" in a for a in typed):
            node = {k: v for k, v in node.items() if k != "type"}
    if strict_typeless(node):
        implied = {TYPE_OF_KEYWORD[key] for key in node if key in TYPE_OF_KEYWORD}
        if len(implied) == 1:
            node = {"type": implied.pop(), **node}
    return node


def _format_kept(node: dict, rule: StrictRule) -> bool:
    return rule.string_format is None or (node["format"] in rule.formats and "string" in types_of(node))


def _over(value: Any, largest: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > largest


def _close(node: dict, pointer: str, pattern_keyed: bool, losses: list[Loss], open_places: list,
           close_open_objects: bool, all_required: bool = True) -> dict:
    """Closed, every property required, the optional ones nullable (without
    `all_required`, the optional ones left optional); an object
    whose keys are not all declared is noted in `open_places` instead of closed
    with a loss, unless `close_open_objects`."""
    properties = node.get("properties") if isinstance(node.get("properties"), dict) else {}
    extra = node.get("additionalProperties", True)
    any_value = extra is True or strict_typeless(extra)
    why = None
    if pattern_keyed:
        why = "keyed by patterns"
    elif extra is not False and not any_value:
        why = "a map: its keys are not declared, their values have a schema"
    elif extra is not False and not properties and (pointer or "additionalProperties" in node):
        why = "an open object: it declares no properties"
    if why is not None and not close_open_objects:
        open_places.append((pointer, why))
    elif extra is not False and (why is not None or "additionalProperties" in node):
        losses.append(Loss(f"{pointer}/additionalProperties", "additionalProperties", extra,
                           "the object is closed: keys it does not declare cannot be sent"))
    listed = node.get("required")
    required = [n for n in listed if isinstance(n, str)] if isinstance(listed, list) else []
    properties = dict(properties)
    for name in required:  # a required key the object does not declare keeps its values
        properties.setdefault(name, extra if isinstance(extra, dict) else {})
    if not all_required:
        return {**({} if "type" in node else {"type": "object"}), **node, "properties": properties,
                **({"required": required} if required or "required" in node else {}), "additionalProperties": False}
    return {
        **({} if "type" in node else {"type": "object"}),
        **node,
        "properties": {name: subschema if name in required else nullable(subschema)
                       for name, subschema in properties.items()},
        "required": list(properties),
        "additionalProperties": False,
    }


def _without_ref_siblings(node: dict, pointer: str, resolve: Resolve, inlining: list[str],
                          losses: list[Loss], statements: list[str]) -> tuple[dict, list[str]]:
    """A `$ref` with sibling keywords replaced by its target, the siblings merged in
    (they win where both say the same keyword); a chain of such `$ref`s followed.
    Inside the definition it names (recursion) the `$ref` is kept instead, as
    the one alternative of an anyOf beside the siblings. Also returns the
    definitions inlined."""
    inlined: list[str] = []
    while "$ref" in node and len(node) > 1:
        found = resolve(node["$ref"])
        if found is None:
            break
        siblings = {k: v for k, v in node.items() if k != "$ref"}
        if found[0] in inlining or found[0] in inlined:
            if "anyOf" in siblings:
                statements.append(stated("anyOf", siblings["anyOf"]))
                losses.append(Loss(f"{pointer}/anyOf", "anyOf", siblings["anyOf"], STATED))
            return {**siblings, "anyOf": [{"$ref": node["$ref"]}]}, inlined
        inlined.append(found[0])
        target = found[1]
        if isinstance(target, dict) and not found[0]:  # `#`: the root, without its definitions
            target = {k: v for k, v in target.items() if k not in DEFINITIONS}
        node = merge([siblings, target])
    return node, inlined


def _refs_into_defs(schema: Any, losses: list[Loss]) -> tuple[Any, dict[str, str]]:
    """`schema` with every local `$ref` naming an entry of the root's `$defs`: a
    target elsewhere (`#/definitions/A`, `#/properties/a`) copied there under a
    new name; a `$ref` that names nothing removed (a loss). Also returns, for
    each new entry's pointer, the pointer of what it copies."""
    if not isinstance(schema, dict):
        return schema, {}
    defs = schema.get("$defs") if isinstance(schema.get("$defs"), dict) else {}
    taken = set(defs)
    names: dict[str, str] = {}  # target pointer -> new entry
    copies: list[tuple[str, str, Any]] = []  # new entry, the pointer it copies, the target

    def entry_for(pointer: str, target: Any) -> str:
        if pointer not in names:
            tokens = split_pointer(pointer)
            base = tokens[1] if len(tokens) == 2 and tokens[0] == "definitions" else "_".join(tokens)
            name, number = base, 2
            while name in taken:
                name, number = f"{base}_{number}", number + 1
            taken.add(name)
            names[pointer] = name
            copies.append((name, pointer, target))
        return names[pointer]

    def rewrite(node: Any, pointer: str) -> Any:
        if not isinstance(node, dict):
            return node
        out = map_subschemas(node, pointer, rewrite)
        if "$ref" in out:
            found = lookup(schema, out["$ref"])
            if found is None:
                losses.append(Loss(f"{pointer}/$ref", "$ref", out["$ref"], f"{REMOVED}: it names nothing here"))
                del out["$ref"]
            elif not strict_ref(out["$ref"]):
                out["$ref"] = f"#/$defs/{escape_pointer(entry_for(*found))}"
        return out

    relocated = rewrite(schema, "")
    if not copies:
        return relocated, {}
    origins = {}
    new_defs = dict(relocated.get("$defs") if isinstance(relocated.get("$defs"), dict) else {})
    while copies:
        name, origin, target = copies.pop(0)
        new_defs[name] = rewrite(target, origin)
        origins[f"/$defs/{escape_pointer(name)}"] = origin
    return {**relocated, "$defs": new_defs}, origins


def _used_definitions_only(root: dict) -> dict:
    """`root` without the definitions no `$ref` reaches from outside them (nor
    `definitions`, which every `$ref` has left for `$defs` by now)."""
    defs = root.get("$defs") if isinstance(root.get("$defs"), dict) else {}
    outside = {k: v for k, v in root.items() if k not in DEFINITIONS}
    used: set[str] = set()
    stack = [outside]
    while stack:
        for _, node in iter_subschemas(stack.pop()):
            ref = node.get("$ref")
            if strict_ref(ref) and ref != "#":
                name = split_pointer(ref[1:])[1]
                if name not in used and name in defs:
                    used.add(name)
                    stack.append(defs[name])
    kept = {name: schema for name, schema in defs.items() if name in used}
    return {**outside, **({"$defs": kept} if kept else {})}


def _non_strict(schema: Any, open_places: list[tuple[str, str]]) -> StrictSchema:
    """The tool as sent with `"strict": false`: as declared but for a root union
    merged and `items` given to an array without them, which the API refuses
    even then; the loss names each place strict mode could not carry."""
    losses: list[Loss] = []
    root = root_object(schema, lambda ref: lookup(schema, ref), losses)

    def with_items(node: Any, pointer: str) -> Any:
        if not isinstance(node, dict):
            return node
        out = map_subschemas(node, pointer, with_items)
        if "array" in types_of(out) and "items" not in out:
            out["items"] = {}
        return out

    for pointer, why in open_places:
        losses.append(Loss(pointer, "strict", True, f"{NON_STRICT}: {pointer or '(root)'} {_is(why)}"))
    return StrictSchema(with_items(root, ""), unique(losses), False)


def _is(why: str) -> str:
    return why if why.startswith("takes") else f"is {why}"
