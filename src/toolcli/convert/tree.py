"""A copy of a schema node with each direct subschema replaced."""

from __future__ import annotations

from typing import Any, Callable

from ..model import escape_pointer
from ..schema_walk import SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_VALUED

_KIND = {**dict.fromkeys(SCHEMA_VALUED, "one"), **dict.fromkeys(SCHEMA_LISTS, "list"),
         **dict.fromkeys(SCHEMA_MAPS, "map")}


def map_subschemas(node: dict, pointer: str, convert: Callable[[Any, str], Any]) -> dict:
    """`node` with every direct subschema `child` at `child_pointer` replaced by
    convert(child, child_pointer); other values are shared, not copied."""
    out: dict = {}
    for key, value in node.items():
        kind = _KIND.get(key)
        if kind == "one" and isinstance(value, dict):
            out[key] = convert(value, f"{pointer}/{key}")
        elif kind == "list" and isinstance(value, list):
            out[key] = [convert(v, f"{pointer}/{key}/{i}") for i, v in enumerate(value)]
        elif kind == "map" and isinstance(value, dict):
            out[key] = {k: convert(v, f"{pointer}/{key}/{escape_pointer(str(k))}")
                        for k, v in value.items()}
        else:
            out[key] = value
    return out
