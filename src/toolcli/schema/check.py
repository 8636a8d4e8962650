"""Is a `parameters` / `inline` schema valid against its dialect?

One metaschema validator per dialect, built once and reused for every tool.
Nothing is ever retrieved: only the dialect metaschemas that ship with
jsonschema are known, and a schema's own `$ref`s are checked for local
resolvability, never followed over the network.

Most tool schemas use a handful of keywords with plainly valid values; a
structural check proves those valid against the 2020-12 and draft-07
metaschemas in a few microseconds, without importing jsonschema. Each of its
tests is at least as strict as the metaschema's; anything it does not
recognise goes to the jsonschema validator, which gives the verdict and the
messages. What it spares: jsonschema's import and validators, 0.1 s of a
run that judges "the two schemas it must judge" (benchmarks/RESULTS.md,
"What is left of a warm run"), and the whole import on a clean registry
(tests/test_performance_discipline.py).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any
from urllib.parse import unquote

from ..files.pointer import escape_pointer, resolve_pointer, unescape_pointer
from .keywords import DRAFT_KEYWORDS

DEFAULT_DIALECT = "https://json-schema.org/draft/2020-12/schema"
DIALECT_2020_12 = (DEFAULT_DIALECT, DEFAULT_DIALECT + "#")
ROOT_NOT_OBJECT = 'the root is not "type": "object"'  # a parameters schema's root must be an object
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
    problems = []
    referring = _plain_references(schema) if dialect in PLAIN_DIALECTS else None
    if referring is None:  # not plainly valid: jsonschema decides
        referring = _holds_reference(schema)
        validator = _metaschema_validator(dialect)
        if validator is None:
            return [f"unknown dialect {dialect!r} (no metaschema is bundled for it; nothing is fetched)"]
        for error in sorted(validator.iter_errors(schema), key=lambda e: list(e.absolute_path)):
            where = "/" + "/".join(str(p) for p in error.absolute_path)
            problems.append(f"{where}: {_shorten(error.message)}")
            if len(problems) == MAX_ERRORS:
                break
    if referring:
        problems.extend(_unresolvable_local_refs(schema))
    if schema.get("type") != "object":
        problems.append(ROOT_NOT_OBJECT)
    return problems



def problem_place(schema: Any, problem: str) -> list[str | int]:
    """Where in `schema` one of `schema_problems`' reasons sits: the keys and
    indexes of its path as far as they name something in `schema` (a path
    is written unescaped, so a name holding "/" ends it at its parent); the
    root keyword for the reasons about the root as a whole."""
    if not isinstance(schema, dict):
        return []
    if not problem.startswith("/"):
        if problem == ROOT_NOT_OBJECT:
            keyword = "type"
        elif problem.startswith(("$schema", "unknown dialect")):
            keyword = "$schema"
        else:
            return []
        return [keyword] if keyword in schema else []
    place: list[str | int] = []
    node: Any = schema
    for token in problem.split(": ", 1)[0].split("/")[1:]:
        if isinstance(node, dict):
            key = token if token in node else unescape_pointer(token)
            if key not in node:
                break
            place.append(key)
            node = node[key]
        elif isinstance(node, list) and token.isascii() and token.isdigit() and int(token) < len(node):
            place.append(int(token))
            node = node[int(token)]
        else:
            break
    return place


def needs_jsonschema(schema: Any) -> bool:
    """Whether `schema_problems` asks jsonschema about `schema`: the structural
    check below cannot prove it valid (the verdict cache keeps such verdicts)."""
    if not isinstance(schema, dict):
        return False
    dialect = schema.get("$schema", DEFAULT_DIALECT)
    return isinstance(dialect, str) and not (dialect in PLAIN_DIALECTS and plainly_valid(schema))


def knows_dialect(dialect: str) -> bool:
    """Whether a metaschema is bundled for `dialect` (nothing is ever fetched)."""
    return dialect in PLAIN_DIALECTS or _metaschema_validator(dialect) is not None


@lru_cache(maxsize=None)
def _metaschema_validator(dialect: str) -> Any:
    from jsonschema import validators

    cls = validators.validator_for({"$schema": dialect}, default=None)
    if cls is None:
        return None
    return cls(cls.META_SCHEMA, format_checker=cls.FORMAT_CHECKER)


# ---------------------------------------------------------------- the plain case

PLAIN_DIALECTS = frozenset((
    DEFAULT_DIALECT, DEFAULT_DIALECT + "#",
    "http://json-schema.org/draft-07/schema", "http://json-schema.org/draft-07/schema#",
))
_SIMPLE_TYPES = frozenset(("array", "boolean", "integer", "null", "number", "object", "string"))
# additionalItems is a subschema in draft-07 and no keyword of 2020-12: walked as one, it is judged
# at least as strictly as either metaschema judges it.
_SUBSCHEMA = frozenset(("items", "additionalProperties", "not", "if", "then", "else", "contains",
                        "propertyNames", "unevaluatedItems", "unevaluatedProperties", "contentSchema",
                        "additionalItems"))
_SUBSCHEMA_MAP = frozenset(("properties", "$defs", "definitions", "dependentSchemas"))
_SUBSCHEMA_LIST = frozenset(("allOf", "anyOf", "oneOf", "prefixItems"))
_STRING = frozenset(("title", "description", "$comment", "format", "contentEncoding", "contentMediaType"))
_COUNT = frozenset(("maxLength", "minLength", "maxItems", "minItems", "maxProperties",
                    "minProperties", "maxContains", "minContains"))
_NUMBER = frozenset(("maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum"))
_FLAG = frozenset(("uniqueItems", "deprecated", "readOnly", "writeOnly"))
_ANY = frozenset(("const", "default"))
_ARRAY = frozenset(("enum", "examples"))
# A local reference of plain characters ("#/$defs/Item") is a URI reference under any
# format checker; whether it resolves is checked apart (`_unresolvable_local_refs`).
_LOCAL_REFERENCE = re.compile(r"#(?:/[A-Za-z0-9_.~$-]*)*")
# An $id of plain characters ("https://example.com/schemas/item.json") is a URI reference
# under any format checker, and holds no fragment, which 2020-12 refuses.
_PLAIN_ID = re.compile(r"https?://[A-Za-z0-9.-]+(?:/[A-Za-z0-9_.~-]+)*/?")


def _plain_references(schema: Any) -> bool | None:
    """None unless `schema` is certainly valid against the 2020-12 and the
    draft-07 metaschemas (format assertions included): None means "ask
    jsonschema", not "invalid". Else whether it holds a `$ref` or `$dynamicRef`
    key anywhere (`_holds_reference`), found on the same walk. Iterative: no
    input can overflow it."""
    stack = [schema]
    root = True
    referring = False
    while stack:
        node = stack.pop()
        if node is True or node is False:
            continue
        if not isinstance(node, dict):
            return None
        for key, value in node.items():
            if key in _SUBSCHEMA:
                stack.append(value)
            elif key in _SUBSCHEMA_MAP:
                if not isinstance(value, dict):
                    return None
                stack.extend(value.values())
                referring = referring or "$ref" in value or "$dynamicRef" in value  # names, not keywords
            elif key in _STRING:
                if not isinstance(value, str):
                    return None
            elif key == "type":
                if not _plain_type(value):
                    return None
            elif key == "required":
                if not _unique_strings(value):
                    return None
            elif key in _ARRAY:
                if not isinstance(value, list):
                    return None
                referring = referring or _holds_reference(value)  # not a subschema: walked apart
            elif key in _ANY or key not in DRAFT_KEYWORDS:
                # no metaschema constrains a key no draft defines (a vendor's "x-...", OpenAPI's "example")
                referring = referring or _holds_reference(value)
            elif key in _COUNT:
                if type(value) is not int or value < 0:
                    return None
            elif key in _NUMBER:
                if type(value) not in (int, float):
                    return None
            elif key in _FLAG:
                if type(value) is not bool:
                    return None
            elif key in _SUBSCHEMA_LIST:
                if not isinstance(value, list) or not value:
                    return None
                stack.extend(value)
            elif key == "multipleOf":
                if type(value) not in (int, float) or value <= 0:
                    return None
            elif key == "pattern":
                if not _compiles(value):
                    return None
            elif key == "$ref":
                if not isinstance(value, str) or _LOCAL_REFERENCE.fullmatch(value) is None:
                    return None
                referring = True
            elif key == "$id":
                if not isinstance(value, str) or _PLAIN_ID.fullmatch(value) is None:
                    return None
            elif key == "dependentRequired":
                if not isinstance(value, dict) or not all(map(_unique_strings, value.values())):
                    return None
                referring = referring or "$ref" in value or "$dynamicRef" in value
            elif not (root and key == "$schema" and value in PLAIN_DIALECTS):
                return None  # other $ids and $refs, other keywords of some draft: jsonschema decides
        root = False
    return referring


def plainly_valid(schema: Any) -> bool:
    """True only when `schema` is certainly valid against the 2020-12 and the
    draft-07 metaschemas (format assertions included); False means "ask
    jsonschema", not "invalid"."""
    return _plain_references(schema) is not None


def _plain_type(value: Any) -> bool:
    if isinstance(value, str):
        return value in _SIMPLE_TYPES
    return (isinstance(value, list) and bool(value)
            and all(isinstance(v, str) and v in _SIMPLE_TYPES for v in value)
            and len(set(value)) == len(value))


def _unique_strings(value: Any) -> bool:
    return (isinstance(value, list) and all(isinstance(v, str) for v in value)
            and len(set(value)) == len(value))


def _compiles(pattern: Any) -> bool:
    """The metaschema's "regex" format is checked with re.compile."""
    if not isinstance(pattern, str):
        return False
    try:
        re.compile(pattern)
    except Exception:  # re.error, or anything else a hostile pattern raises: jsonschema decides
        return False
    return True


def _holds_reference(value: Any) -> bool:
    """Whether any object inside `value` has a `$ref` or `$dynamicRef` key."""
    stack = [value]
    while stack:
        node = stack.pop()
        if type(node) is dict:
            if "$ref" in node or "$dynamicRef" in node:
                return True
            node = node.values()
        elif type(node) is not list:
            continue
        for child in node:
            if type(child) is dict or type(child) is list:
                stack.append(child)
    return False


# ---------------------------------------------------------------- local references


def _unresolvable_local_refs(schema: dict) -> list[str]:
    anchors, references = _anchors_and_references(schema)
    problems = []
    for pointer, value in references:
        if not value.startswith("#"):
            continue  # remote references are X004's business; never followed
        fragment = unquote(value[1:])
        if fragment.startswith("/") or fragment == "":
            if not _resolves(schema, fragment):
                problems.append(f"{pointer}: {value!r} points at nothing in this schema")
        elif fragment not in anchors:
            problems.append(f"{pointer}: no $anchor named {fragment!r}")
    return problems


def _anchors_and_references(schema: dict) -> tuple[set[str], list[tuple[str, str]]]:
    """The names of the `$anchor`s anywhere in `schema`, and (pointer, value) of every
    string `$ref` and `$dynamicRef`, root first as walk.iter_values meets them: one
    walk, which builds the pointers of the containers and the references alone."""
    anchors: set[str] = set()
    references: list[tuple[str, str]] = []
    stack: list[tuple[str, Any]] = [("", schema)]
    while stack:
        pointer, node = stack.pop()
        if isinstance(node, str):
            references.append((pointer, node))
            continue
        children: list[tuple[str, Any]] = []
        if isinstance(node, dict):
            for key, value in node.items():
                if isinstance(value, (dict, list)):
                    children.append((f"{pointer}/{escape_pointer(str(key))}", value))
                elif isinstance(value, str):
                    if key == "$anchor":
                        anchors.add(value)
                    elif key == "$ref" or key == "$dynamicRef":
                        children.append((f"{pointer}/{key}", value))
        else:
            children.extend((f"{pointer}/{index}", value) for index, value in enumerate(node)
                            if isinstance(value, (dict, list)))
        stack.extend(reversed(children))
    return anchors, references


def _resolves(document: Any, pointer: str) -> bool:
    try:
        resolve_pointer(document, pointer)
    except KeyError:
        return False
    return True


def _json_type(value: Any) -> str:
    names = {dict: "an object", list: "an array", str: "a string", bool: "a boolean",
             int: "a number", float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def _shorten(message: str, limit: int = 160) -> str:
    return message if len(message) <= limit else message[: limit - 1] + "…"


def instance_problem(schema: Any, instance: Any) -> str | None:
    """What makes `instance` invalid against `schema` (read in its own dialect,
    formats not asserted, nothing fetched), or None when it is valid. A schema
    that cannot be applied (an unresolvable $ref) gives None: other rules report it."""
    from jsonschema import exceptions, validators
    from referencing.exceptions import Unresolvable

    cls = validators.validator_for(schema, default=validators.Draft202012Validator)
    try:
        error = exceptions.best_match(cls(schema).iter_errors(instance))
    except (Unresolvable, exceptions.SchemaError, RecursionError):
        return None
    if error is None:
        return None
    where = "".join(f"/{part}" for part in error.absolute_path) or "the example"
    return _shorten(f"{where}: {error.message}")
