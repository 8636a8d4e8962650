"""Is a `parameters` / `inline` schema valid against its dialect?

One metaschema validator per dialect, built once and reused for every tool.
Nothing is ever retrieved: only the dialect metaschemas that ship with
jsonschema are known, and a schema's own `$ref`s are checked for local
resolvability, never followed over the network.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any
from urllib.parse import unquote

DEFAULT_DIALECT = "https://json-schema.org/draft/2020-12/schema"
MAX_ERRORS = 5


def schema_problems(schema: Any) -> list[str]:
    """Every reason `schema` is not a usable parameters schema, [] if none.

    Callers run the complexity check (X005) first: a schema that is too deep
    or too large never reaches this function.
    """
    if not isinstance(schema, dict):
        return [f"the schema is {_json_type(schema)}, not an object"]
    dialect = schema.get("$schema", DEFAULT_DIALECT)
    if not isinstance(dialect, str):
        return ["$schema is not a string"]
    validator = _metaschema_validator(dialect)
    if validator is None:
        return [f"unknown dialect {dialect!r} (no metaschema is bundled for it; nothing is fetched)"]
    problems = []
    for error in sorted(validator.iter_errors(schema), key=lambda e: list(e.absolute_path)):
        where = "/" + "/".join(str(p) for p in error.absolute_path)
        problems.append(f"{where}: {_shorten(error.message)}")
        if len(problems) == MAX_ERRORS:
            break
    problems.extend(_unresolvable_local_refs(schema))
    if schema.get("type") != "object":
        problems.append('the root is not "type": "object"')
    return problems


@lru_cache(maxsize=None)
def _metaschema_validator(dialect: str) -> Any:
    from jsonschema import validators

    cls = validators.validator_for({"$schema": dialect}, default=None)
    if cls is None:
        return None
    return cls(cls.META_SCHEMA, format_checker=cls.FORMAT_CHECKER)


def _unresolvable_local_refs(schema: dict) -> list[str]:
    from .schema_walk import iter_values

    anchors = {v for p, v in iter_values(schema) if p.endswith("/$anchor") and isinstance(v, str)}
    problems = []
    for pointer, value in iter_values(schema):
        if not pointer.endswith(("/$ref", "/$dynamicRef")) or not isinstance(value, str):
            continue
        if not value.startswith("#"):
            continue  # remote references are X004's business; never followed
        fragment = unquote(value[1:])
        if fragment.startswith("/") or fragment == "":
            if not _resolves(schema, fragment):
                problems.append(f"{pointer}: {value!r} points at nothing in this schema")
        elif fragment not in anchors:
            problems.append(f"{pointer}: no $anchor named {fragment!r}")
    return problems


def _resolves(document: Any, pointer: str) -> bool:
    node = document
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return False
    return True


def _json_type(value: Any) -> str:
    names = {dict: "an object", list: "an array", str: "a string", bool: "a boolean",
             int: "a number", float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def _shorten(message: str, limit: int = 160) -> str:
    return message if len(message) <= limit else message[: limit - 1] + "…"
