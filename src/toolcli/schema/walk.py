"""Iterative walks over JSON Schemas that hostile input cannot overflow.

Nothing here recurses: a schema nested 10,000 levels deep is walked with an
explicit stack, and `measure` stops counting once a limit is passed.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

from ..files.pointer import escape_pointer
from ..model import Record

_set = object.__setattr__

MAX_DEPTH = 32
MAX_SUBSCHEMAS = 10_000
MAX_STRING = 100_000

# Keywords whose value is a subschema, a list of subschemas, or a map of them.
SCHEMA_VALUED = ("items", "additionalProperties", "not", "if", "then", "else",
                 "contains", "propertyNames", "unevaluatedItems",
                 "unevaluatedProperties", "additionalItems", "contentSchema")
SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions",
               "dependentSchemas")


def types_of(node: dict) -> tuple[str, ...]:
    """The type names a schema declares (`"type": "T"` or a list), none if it declares none."""
    declared = node.get("type")
    if isinstance(declared, str):
        return (declared,)
    if isinstance(declared, list):
        return tuple(t for t in declared if isinstance(t, str))
    return ()


def is_object(node: dict) -> bool:
    """Whether a schema describes an object: its type says so, or it has no type but properties."""
    types = types_of(node)
    return "object" in types or ("type" not in node and isinstance(node.get("properties"), dict))


def iter_subschemas(schema: Any, base: str = "") -> Iterator[tuple[str, dict]]:
    """Yield (pointer, subschema) for every object subschema, root first."""
    stack: list[tuple[str, Any]] = [(base, schema)]
    while stack:
        pointer, node = stack.pop()
        if not isinstance(node, dict):
            continue
        yield pointer, node
        children: list[tuple[str, Any]] = []
        for key in SCHEMA_VALUED:
            value = node.get(key)
            if isinstance(value, dict):
                children.append((f"{pointer}/{key}", value))
            elif key == "items" and isinstance(value, list):  # draft-4 tuple form
                children.extend((f"{pointer}/items/{i}", v) for i, v in enumerate(value))
        for key in SCHEMA_LISTS:
            value = node.get(key)
            if isinstance(value, list):
                children.extend((f"{pointer}/{key}/{i}", v) for i, v in enumerate(value))
        for key in SCHEMA_MAPS:
            value = node.get(key)
            if isinstance(value, dict):
                children.extend((f"{pointer}/{key}/{escape_pointer(str(k))}", v)
                                for k, v in value.items())
        stack.extend(reversed(children))


# Which type each type-specific keyword constrains.
TYPE_OF_KEYWORD = {
    **dict.fromkeys(("minLength", "maxLength", "pattern", "format"), "string"),
    **dict.fromkeys(("minimum", "maximum", "multipleOf", "exclusiveMinimum", "exclusiveMaximum"), "number"),
    **dict.fromkeys(("items", "minItems", "maxItems", "uniqueItems", "prefixItems", "contains"), "array"),
    **dict.fromkeys(("properties", "required", "additionalProperties", "minProperties",
                     "maxProperties", "patternProperties", "propertyNames"), "object"),
}
# Where a subschema describes a value that is sent: a property, an element, an
# alternative, a definition (not a constraint on keys, like additionalProperties).
VALUE_MAPS = ("properties", "$defs", "definitions")
VALUE_LISTS = ("anyOf", "prefixItems")


def value_subschemas(node: dict, pointer: str) -> Iterator[tuple[str, Any]]:
    """(pointer, subschema) of each child of `node` that describes a value:
    properties, items, prefixItems, anyOf alternatives and definitions."""
    for key in VALUE_MAPS:
        children = node.get(key)
        if isinstance(children, dict):
            for name, child in children.items():
                yield f"{pointer}/{key}/{escape_pointer(str(name))}", child
    for key in VALUE_LISTS:
        children = node.get(key)
        if isinstance(children, list):
            for index, child in enumerate(children):
                yield f"{pointer}/{key}/{index}", child
    if "items" in node and not isinstance(node["items"], list):
        yield f"{pointer}/items", node["items"]


_CHILD_KIND = {**dict.fromkeys(SCHEMA_VALUED, "one"), **dict.fromkeys(SCHEMA_LISTS, "list"),
               **dict.fromkeys(SCHEMA_MAPS, "map")}


def map_subschemas(node: dict, pointer: str, convert: Callable[[Any, str], Any]) -> dict:
    """A copy of `node` with every direct subschema `child` at `child_pointer`
    replaced by convert(child, child_pointer); other values are shared, not copied."""
    out: dict = {}
    for key, value in node.items():
        kind = _CHILD_KIND.get(key)
        if kind == "one" and isinstance(value, dict):
            out[key] = convert(value, f"{pointer}/{key}")
        elif kind == "list" and isinstance(value, list):
            out[key] = [convert(v, f"{pointer}/{key}/{i}") for i, v in enumerate(value)]
        elif kind == "map" and isinstance(value, dict):
            out[key] = {k: convert(v, f"{pointer}/{key}/{escape_pointer(str(k))}") for k, v in value.items()}
        else:
            out[key] = value
    return out


def iter_subschema_nodes(schema: Any) -> Iterator[dict]:
    """The subschemas iter_subschemas yields, in another order and without
    pointers: for checks that only need to find one."""
    stack: list[Any] = [schema]
    while stack:
        node = stack.pop()
        if not isinstance(node, dict):
            continue
        yield node
        for key, value in node.items():
            kind = _CHILD_KIND.get(key)
            if kind == "one":
                if isinstance(value, dict):
                    stack.append(value)
                elif key == "items" and isinstance(value, list):  # draft-4 tuple form
                    stack.extend(value)
            elif kind == "list" and isinstance(value, list):
                stack.extend(value)
            elif kind == "map" and isinstance(value, dict):
                stack.extend(value.values())


def iter_values(value: Any, base: str = "") -> Iterator[tuple[str, Any]]:
    """Yield (pointer, value) for every JSON value inside `value`, root first."""
    stack: list[tuple[str, Any]] = [(base, value)]
    while stack:
        pointer, node = stack.pop()
        yield pointer, node
        if isinstance(node, dict):
            stack.extend((f"{pointer}/{escape_pointer(str(k))}", v)
                         for k, v in reversed(list(node.items())))
        elif isinstance(node, list):
            stack.extend((f"{pointer}/{i}", v) for i, v in reversed(list(enumerate(node))))


class Complexity(Record):
    """Why a schema is too complex to process (reason None when it is fine),
    and the pointer of the value where a limit was passed."""

    __slots__ = ("depth", "subschemas", "longest_string", "reason", "pointer")
    depth: int
    subschemas: int
    longest_string: int
    reason: str | None
    pointer: str

    def __init__(self, depth: int, subschemas: int, longest_string: int, reason: str | None,
                 pointer: str = "") -> None:
        _set(self, "depth", depth)
        _set(self, "subschemas", subschemas)
        _set(self, "longest_string", longest_string)
        _set(self, "reason", reason)
        _set(self, "pointer", pointer)


def measure(schema: Any) -> Complexity:
    """Depth, number of subschemas and longest string, bounded by the limits."""
    found = _within_limits(schema)
    if found is not None:
        return found
    return _measure_tracked(schema)  # the walk again, value by value, naming where it stopped


def _within_limits(schema: Any) -> Complexity | None:
    """What _measure_tracked finds for a schema within every limit, None for
    any other: the common case, level by level with only containers listed."""
    kind = type(schema)
    if kind is not dict and kind is not list:
        longest = len(schema) if kind is str else 0
        return None if longest > MAX_STRING else Complexity(0, 0, longest, None)
    depth = subschemas = longest = 0
    level = [schema]
    while level:
        depth += 1
        below: list[Any] = []
        for node in level:
            if type(node) is dict:
                subschemas += 1
                if node:
                    widest = max(map(len, node))
                    if widest > longest:
                        longest = widest
                children = node.values()
            else:
                children = node
            for child in children:
                kind = type(child)
                if kind is str:
                    if len(child) > longest:
                        longest = len(child)
                elif kind is dict or kind is list:
                    below.append(child)
        if depth > MAX_DEPTH or subschemas > MAX_SUBSCHEMAS or longest > MAX_STRING:
            return None
        level = below
    return Complexity(depth, subschemas, longest, None)


def _measure_tracked(schema: Any) -> Complexity:
    """Depth, subschemas and longest string up to the first value past a limit, and its pointer."""
    depth = subschemas = longest = 0
    stack: list[tuple[Any, int, str]] = [(schema, 1, "")]
    while stack:
        node, level, pointer = stack.pop()
        if isinstance(node, dict):
            subschemas += 1
            depth = max(depth, level)
            for key, child in node.items():
                longest = max(longest, len(key))
                stack.append((child, level + 1, f"{pointer}/{escape_pointer(key)}"))
        elif isinstance(node, list):
            depth = max(depth, level)
            stack.extend((child, level + 1, f"{pointer}/{index}") for index, child in enumerate(node))
        elif isinstance(node, str):
            longest = max(longest, len(node))
        reason = None
        if depth > MAX_DEPTH:
            reason = f"nesting deeper than {MAX_DEPTH} levels"
        elif subschemas > MAX_SUBSCHEMAS:
            reason = f"more than {MAX_SUBSCHEMAS:,} subschemas"
        elif longest > MAX_STRING:
            reason = f"a string over {MAX_STRING:,} characters"
        if reason is not None:
            return Complexity(depth, subschemas, longest, reason, pointer)
    return Complexity(depth, subschemas, longest, None)
