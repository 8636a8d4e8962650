"""Iterative walks over JSON Schemas that hostile input cannot overflow.

Nothing here recurses: a schema nested 10,000 levels deep is walked with an
explicit stack, and `measure` stops counting once a limit is passed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from .model import escape_pointer

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


@dataclass(frozen=True)
class Complexity:
    """Why a schema is too complex to process, or None fields when it is fine."""

    depth: int
    subschemas: int
    longest_string: int
    reason: str | None


def measure(schema: Any) -> Complexity:
    """Depth, number of subschemas and longest string, bounded by the limits."""
    depth = subschemas = longest = 0
    stack: list[tuple[Any, int]] = [(schema, 1)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, dict):
            subschemas += 1
            depth = max(depth, level)
            for key, child in node.items():
                longest = max(longest, len(key))
                stack.append((child, level + 1))
        elif isinstance(node, list):
            depth = max(depth, level)
            stack.extend((child, level + 1) for child in node)
        elif isinstance(node, str):
            longest = max(longest, len(node))
        if depth > MAX_DEPTH:
            return Complexity(depth, subschemas, longest,
                              f"nesting deeper than {MAX_DEPTH} levels")
        if subschemas > MAX_SUBSCHEMAS:
            return Complexity(depth, subschemas, longest,
                              f"more than {MAX_SUBSCHEMAS:,} subschemas")
        if longest > MAX_STRING:
            return Complexity(depth, subschemas, longest,
                              f"a string over {MAX_STRING:,} characters")
    return Complexity(depth, subschemas, longest, None)
