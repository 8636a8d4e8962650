"""The schema checks of the C rules: every place a target's facts reject in one schema.

Pure functions of a schema and a provider fact (``providers.facts``), each
returning the offending places in walk order; ``rules.compat`` turns the
places of one tool into at most one finding per target.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

from ..canonical import canonical_json
from ..files.pointer import escape_pointer
from .facts import (
    GEMINI_STRING_FORMATS, GEMINI_UNSUPPORTED, STRICT_LIMITS, Fact, RootRule, StrictRule, strict_ref,
    strict_typeless,
)
from ..schema.walk import is_object, iter_subschema_nodes, iter_subschemas, types_of, value_subschemas


class Rejection(NamedTuple):
    """One offending place: its pointer in the schema (escaped), what is wrong, the fix, the fact."""

    pointer: str
    what: str
    hint: str
    fact: Fact


def where(pointer: str) -> str:
    return f"at {pointer}" if pointer else "at the root"


def any_subschema(schema: Any, test: Callable[[dict], bool]) -> bool:
    """Whether `test` holds for any subschema of `schema`."""
    return any(test(node) for node in iter_subschema_nodes(schema))


def shown(value: Any) -> str:
    return canonical_json(value)


# --- C002 ---------------------------------------------------------------------------

_ROOT_HINT = ('make the root {"type": "object", "properties": {...}} and move alternatives into the '
              "description or into properties")


def root_problems(schema: Any, rule: RootRule) -> list[Rejection]:
    fact = rule.fact
    if not isinstance(schema, dict):
        return [Rejection("", f"the parameters root is {shown(schema)[:60]}, not an object schema", _ROOT_HINT, fact)]
    places = []
    if "type" not in schema:
        places.append(Rejection("", 'the parameters root does not declare "type": "object"', _ROOT_HINT, fact))
    elif schema["type"] != "object":
        places.append(Rejection("/type", f'the parameters root has type {shown(schema["type"])}, not "object"',
                            _ROOT_HINT, fact))
    places.extend(Rejection(f"/{key}", f"the parameters root uses {key}", _ROOT_HINT, fact)
                  for key in rule.keywords if key in schema)
    return places


# --- C003 ---------------------------------------------------------------------------


def _bare_array(node: dict) -> bool:
    return "items" not in node and "array" in types_of(node)


def bare_arrays(schema: Any, fact: Fact) -> list[Rejection]:
    if not any_subschema(schema, _bare_array):
        return []  # the common case, decided without building a pointer
    return [Rejection(pointer, f"the array schema {where(pointer)} has no items",
                  'declare the element schema, e.g. "items": {"type": "string"}', fact)
            for pointer, node in iter_subschemas(schema) if _bare_array(node)]


# --- C004 ---------------------------------------------------------------------------

_REQUIRED_HINT = ('list every property in required; an optional one gets a type that admits null, '
                  'e.g. "type": ["integer", "null"]')
_TYPE_HINT = ('declare its type, e.g. "type": "string"; a value of any type cannot be sent in strict mode: '
              'send the tool with "strict": false')


def strict_problems(schema: Any, rule: StrictRule) -> list[Rejection]:
    places = []
    keywords = rule.keyword_names
    for pointer, node in iter_subschemas(schema):
        for key in sorted(keywords.intersection(node)):
            if pointer or key not in rule.root_exempt:
                group = rule.keyword_group(key)
                places.append(Rejection(f"{pointer}/{key}", f"keyword {key} {where(pointer)}: {group.verdict}",
                                    "remove it; state the constraint in the description instead", group.fact))
        if (rule.string_format is not None and "format" in node and "string" in types_of(node)
                and node["format"] not in rule.formats):
            places.append(Rejection(f"{pointer}/format",
                                f"string format {shown(node['format'])} {where(pointer)} is refused",
                                f"drop format (strict mode takes {', '.join(rule.formats)}); say it in the "
                                "description", rule.string_format))
        if rule.refs is not None and "$ref" in node and pointer:
            places.extend(_ref_problems(node, pointer, rule.refs))
        if rule.typed is not None:
            places.extend(Rejection(child_pointer, f"the schema at {child_pointer} declares no type",
                                    _TYPE_HINT, rule.typed)
                          for child_pointer, child in value_subschemas(node, pointer)
                          if strict_typeless(child) and not child_pointer.startswith("/anyOf/"))  # C002's at the root
        if rule.min_items is not None:
            places.extend(_min_items_problems(node, pointer, *rule.min_items))
        if not is_object(node):
            continue
        if "additionalProperties" not in node:
            places.append(Rejection(pointer, f"the object {where(pointer)} does not set additionalProperties to false",
                                'add "additionalProperties": false', rule.objects))
        elif node["additionalProperties"] is not False:
            places.append(Rejection(f"{pointer}/additionalProperties",
                                f"the object {where(pointer)} sets additionalProperties to "
                                f"{shown(node['additionalProperties'])}, not false",
                                'set "additionalProperties": false', rule.objects))
        properties = node.get("properties")
        if not rule.all_required or not isinstance(properties, dict):
            continue
        listed = node.get("required")
        required = {r for r in listed if isinstance(r, str)} if isinstance(listed, list) else set()
        places.extend(Rejection(f"{pointer}/properties/{escape_pointer(name)}",
                            f"property {name!r} {where(pointer)} is not listed in required",
                            _REQUIRED_HINT, rule.objects)
                      for name in properties if name not in required)
    if rule.recursion is not None:
        places.extend(Rejection(pointer, f"the $ref {where(pointer)} leads back into a schema that holds it: "
                                         "the schema is recursive",
                                "bound the nesting: repeat the shape a fixed number of levels, or send the "
                                "tool non-strict", rule.recursion)
                      for pointer in recursive_refs(schema))
    return places


def _min_items_problems(node: dict, pointer: str, largest: int, fact: Fact) -> list[Rejection]:
    count = node.get("minItems")
    if isinstance(count, int) and not isinstance(count, bool) and count > largest:
        return [Rejection(f"{pointer}/minItems", f"minItems {count} {where(pointer)} is refused; strict mode "
                                                 f"takes at most {largest}",
                          "remove it; state the constraint in the description instead", fact)]
    return []


def recursive_refs(schema: Any) -> list[str]:
    """The pointers of the local `$ref`s that lead back into a schema holding them
    (`#`, or a definition reached again from inside itself), in walk order."""
    if not any_subschema(schema, lambda node: isinstance(node.get("$ref"), str)):
        return []  # the common case, decided without building pointers
    refs = [(pointer, node["$ref"]) for pointer, node in iter_subschemas(schema)
            if isinstance(node.get("$ref"), str) and node["$ref"].startswith("#")]

    def holds(outer: str, inner: str) -> bool:
        return outer == "" or inner == outer or inner.startswith(outer + "/")

    def reached(start: str) -> set[str]:
        """The schemas evaluating `start` enters: it and every $ref target inside them, transitively."""
        seen, stack = {start}, [start]
        while stack:
            outer = stack.pop()
            for pointer, ref in refs:
                if holds(outer, pointer) and ref[1:] not in seen:
                    seen.add(ref[1:])
                    stack.append(ref[1:])
        return seen

    return [pointer for pointer, ref in refs if any(holds(entered, pointer) for entered in reached(ref[1:]))]


def _ref_problems(node: dict, pointer: str, fact: Fact) -> list[Rejection]:
    places = []
    siblings = sorted(key for key in node if key != "$ref")
    if siblings:
        places.append(Rejection(pointer, f"the $ref {where(pointer)} has sibling keywords {', '.join(siblings)}",
                            "move the $ref into its own schema (or inline its target) and keep the "
                            "siblings beside it", fact))
    if not strict_ref(node["$ref"]):
        places.append(Rejection(f"{pointer}/$ref", f"the $ref {where(pointer)} points to {shown(node['$ref'])}, "
                                               "not to a definition in #/$defs",
                            "move its target into $defs and point there", fact))
    return places


# --- C005 ---------------------------------------------------------------------------


def gemini_problems(schema: Any, fact: Fact) -> list[Rejection]:
    places = []
    for pointer, node in iter_subschemas(schema):
        places.extend(Rejection(f"{pointer}/{key}", f"keyword {key} {where(pointer)} is not in the OpenAPI subset",
                            "remove it, or send parametersJsonSchema instead of parameters", fact)
                      for key in sorted(GEMINI_UNSUPPORTED.intersection(node)))
        declared = node.get("type")
        types = types_of(node)
        if isinstance(declared, list):
            places.append(Rejection(f"{pointer}/type", f"type {shown(declared)} {where(pointer)} is a type array",
                                'use one type; mark an optional value with "nullable": true', fact))
        enum = node.get("enum")
        if isinstance(enum, list):
            odd = [i for i, value in enumerate(enum) if not isinstance(value, str)]
            if odd:
                places.append(Rejection(f"{pointer}/enum/{odd[0]}",
                                    f"enum {where(pointer)} holds non-string values "
                                    f"{shown([enum[i] for i in odd[:5]])}",
                                    "use string values (a string property), or drop the enum", fact))
        if "format" in node and "string" in types and node["format"] not in GEMINI_STRING_FORMATS:
            places.append(Rejection(f"{pointer}/format",
                                f"string format {shown(node['format'])} {where(pointer)} is not supported",
                                f"drop format (only {' and '.join(GEMINI_STRING_FORMATS)} are taken); "
                                "say it in the description", fact))
        if "object" in types:
            properties = node.get("properties")
            if not isinstance(properties, dict) or not properties:
                places.append(Rejection(f"{pointer}/properties" if "properties" in node else pointer,
                                    f"the object {where(pointer)} has no properties",
                                    "declare its properties; a tool without parameters is sent without "
                                    "parameters", fact))
        if "items" in node and types and "array" not in types:
            places.append(Rejection(f"{pointer}/items",
                                f"items {where(pointer)} sits on a schema of type {shown(declared)}",
                                "remove items, or make the schema an array", fact))
    return places


# --- C008 ---------------------------------------------------------------------------


class RequestCounts(NamedTuple):
    """What Anthropic's strict tool use counts over the strict schemas of one request."""

    tools: int
    optional: int
    unions: int


def request_counts(schemas: list[Any]) -> RequestCounts:
    """Strict tools, optional parameters (properties not listed in required) and
    union-typed parameters (a property whose schema is an anyOf or oneOf, or
    declares a type array) over every object of every schema."""
    optional = unions = 0
    for schema in schemas:
        for _, node in iter_subschemas(schema):
            properties = node.get("properties")
            if not isinstance(properties, dict):
                continue
            listed = node.get("required")
            required = {r for r in listed if isinstance(r, str)} if isinstance(listed, list) else set()
            optional += sum(1 for name in properties if name not in required)
            unions += sum(1 for value in properties.values() if _union(value))
    return RequestCounts(len(schemas), optional, unions)


def _union(node: Any) -> bool:
    if not isinstance(node, dict):
        return False
    declared = node.get("type")
    return (isinstance(declared, list) and len(declared) > 1) or any(
        isinstance(node.get(key), list) for key in ("anyOf", "oneOf"))


_L = STRICT_LIMITS
_SPLIT = "split the tool or replace long enums with a described string"


def strict_totals(schema: Any, fact: Fact) -> list[Rejection]:
    properties = enum_values = characters = 0
    depth_of: dict[str, int] = {}
    too_deep: tuple[str, int] | None = None
    places: list[Rejection] = []
    for pointer, node in iter_subschemas(schema):
        depth = _parent_depth(pointer, depth_of) + (1 if is_object(node) else 0)
        depth_of[pointer] = depth
        if depth > _L.depth and (too_deep is None or depth > too_deep[1]):
            too_deep = (pointer if too_deep is None else too_deep[0], depth)
        names = node.get("properties")
        if isinstance(names, dict):
            properties += len(names)
            characters += sum(len(name) for name in names)
        for key in ("$defs", "definitions"):
            if isinstance(node.get(key), dict):
                characters += sum(len(name) for name in node[key])
        if "const" in node:
            characters += _length(node["const"])
        enum = node.get("enum")
        if isinstance(enum, list):
            enum_values += len(enum)
            length = sum(_length(value) for value in enum)
            characters += length
            if (len(enum) > _L.large_enum and all(isinstance(v, str) for v in enum)
                    and length > _L.large_enum_characters):
                places.append(Rejection(f"{pointer}/enum",
                                    f"the string enum {where(pointer)} has {len(enum):,} values of "
                                    f"{length:,} characters; over {_L.large_enum} values strict mode "
                                    f"takes at most {_L.large_enum_characters:,}", _SPLIT, fact))
    if too_deep is not None:
        places.append(Rejection(too_deep[0], f"objects nest {too_deep[1]} levels deep (first too deep "
                                         f"{where(too_deep[0])}); strict mode takes {_L.depth}", _SPLIT, fact))
    for total, limit, what in ((properties, _L.properties, "object properties"),
                               (enum_values, _L.enum_values, "enum values"),
                               (characters, _L.characters, "characters of names and enum values")):
        if total > limit:
            places.append(Rejection("", f"the schema has {total:,} {what}; strict mode takes {limit:,}", _SPLIT, fact))
    return places


def _parent_depth(pointer: str, depth_of: dict[str, int]) -> int:
    """Depth of the nearest walked ancestor: a child sits one or two tokens below it."""
    candidate = pointer
    for _ in range(2):
        if not candidate:
            break
        candidate = candidate.rsplit("/", 1)[0]
        if candidate in depth_of:
            return depth_of[candidate]
    return 0


def _length(value: Any) -> int:
    return len(value) if isinstance(value, str) else len(shown(value))
