"""Compare two JSON Schemas of one tool's parameters, keyword by keyword.

The question asked of every difference is the one a caller cares about: would
an argument object the old schema accepted now be rejected?  Yes is breaking
(a named id of SPEC §7); a widening (a bound raised, a pattern dropped, a
parameter made optional) is reported as ``metadata-changed``; a change of
model-visible text (descriptions, titles, examples, defaults, unknown
annotation keywords) is ``description-changed``.

A keyword whose effect cannot be judged (``not``, ``if``, ``$ref``, a
composition whose branch count changed, …) is assumed to tighten: a linter
should rather ask a reviewer once too often than let a break through.

The walk recurses, but never deeper than ``MAX_DEPTH``; below that, subschemas
are compared as whole values.
"""

from __future__ import annotations

from typing import Any, Iterator

from ..canonical import canonical_json
from ..files.pointer import escape_pointer

MAX_DEPTH = 64

TIGHTENED = "constraint-tightened"
WIDENED = "metadata-changed"
TEXT = "description-changed"

# Lower an upper bound or raise a lower bound: tighter.  Absent means unbounded.
UPPER_BOUNDS = ("maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties",
                "maxContains")
LOWER_BOUNDS = ("minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties",
                "minContains")
# Model-visible text that no validator enforces.
ANNOTATIONS = ("description", "title", "examples", "default", "deprecated", "readOnly",
               "writeOnly", "$comment")
IDENTITY = ("$schema", "$id", "$anchor")
# Keywords holding one subschema whose tightening tightens the whole schema.
MONOTONE_SCHEMAS = ("items", "additionalItems", "unevaluatedItems", "contains",
                    "propertyNames", "contentSchema")
MONOTONE_MAPS = ("patternProperties", "dependentSchemas")
SCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
DEFINITIONS = ("$defs", "definitions")
# Validation keywords compared as whole values: any change or addition tightens.
OPAQUE = ("const", "format", "multipleOf", "not", "if", "then", "else", "$ref",
          "$dynamicRef", "$recursiveRef", "dependentRequired", "dependencies",
          "contentMediaType", "contentEncoding", "uniqueItems")
_HANDLED = frozenset(("type", "enum", "properties", "required", "pattern",
                      "additionalProperties", "unevaluatedProperties")
                     + UPPER_BOUNDS + LOWER_BOUNDS + ANNOTATIONS + IDENTITY
                     + MONOTONE_SCHEMAS + MONOTONE_MAPS + SCHEMA_LISTS + DEFINITIONS + OPAQUE)

Found = tuple[str, str]  # (change id, detail)


def diff_parameters(old: Any, new: Any) -> list[Found]:
    """Every difference between two ``parameters`` schemas, as (id, detail)."""
    if _same(old, new):
        return []
    found = sorted(set(_diff(_as_schema(old), _as_schema(new), "", 0)))
    # e.g. keys reordered, `required` reordered, an explicit default spelled out
    return found or [(WIDENED, "parameters: rewritten without changing what they accept")]


def where(pointer: str) -> str:
    return f"parameter {pointer}" if pointer else "parameters"


def show(value: Any, limit: int = 60) -> str:
    if value is _ABSENT:
        return "(none)"
    text = canonical_json(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class _Absent:
    def __repr__(self) -> str:
        return "(none)"


_ABSENT: Any = _Absent()


def _same(a: Any, b: Any) -> bool:
    return _key(a) == _key(b)


def _key(value: Any) -> str:
    if value is _ABSENT:
        return "\0absent"
    try:
        return canonical_json(value)
    except (TypeError, ValueError, RecursionError):
        return repr(value)


def _as_schema(value: Any) -> Any:
    if value is True:
        return {}
    if value is False:
        return {"not": {}}
    return value


def _diff(old: Any, new: Any, ptr: str, depth: int) -> Iterator[Found]:
    if _same(old, new):
        return
    if not isinstance(old, dict) or not isinstance(new, dict) or depth >= MAX_DEPTH:
        yield TIGHTENED, f"{where(ptr)}: schema {show(old)} -> {show(new)}"
        return
    yield from _diff_type(old, new, ptr)
    yield from _diff_enum(old, new, ptr)
    yield from _diff_bounds(old, new, ptr)
    yield from _diff_pattern(old, new, ptr)
    yield from _diff_objects(old, new, ptr, depth)
    for key in ("additionalProperties", "unevaluatedProperties"):
        yield from _diff_extra(key, old.get(key, _ABSENT), new.get(key, _ABSENT), ptr, depth)
    for key in MONOTONE_SCHEMAS:
        yield from _diff_subschema(key, old.get(key, _ABSENT), new.get(key, _ABSENT), ptr, depth)
    for key in MONOTONE_MAPS + DEFINITIONS:
        yield from _diff_map(key, old.get(key, _ABSENT), new.get(key, _ABSENT), ptr, depth)
    for key in SCHEMA_LISTS:
        yield from _diff_list(key, old.get(key, _ABSENT), new.get(key, _ABSENT), ptr, depth)
    for key in sorted(set(old) | set(new)):
        before, after = old.get(key, _ABSENT), new.get(key, _ABSENT)
        if key in _HANDLED and key not in ANNOTATIONS + IDENTITY + OPAQUE or _same(before, after):
            continue
        yield _keyword_change(key, before, after), f"{where(ptr)}: {key} {_change_words(key, before, after)}"


def _keyword_change(key: str, before: Any, after: Any) -> str:
    if key in IDENTITY:
        return WIDENED
    if key in OPAQUE:
        if key == "uniqueItems":
            return TIGHTENED if after is True else WIDENED
        return WIDENED if after is _ABSENT else TIGHTENED
    return TEXT  # annotations and keywords no validator knows: text the model reads


def _change_words(key: str, before: Any, after: Any) -> str:
    if key in ("description", "title") and before is not _ABSENT \
            and after is not _ABSENT:
        return "changed"
    if before is _ABSENT:
        return f"added {show(after)}"
    if after is _ABSENT:
        return f"removed (was {show(before)})"
    return f"{show(before)} -> {show(after)}"


def _types(schema: dict) -> frozenset[str] | None:
    value = schema.get("type", _ABSENT)
    if value is _ABSENT:
        return None
    if isinstance(value, str):
        return frozenset((value,))
    if isinstance(value, list) and all(isinstance(t, str) for t in value):
        return frozenset(value)
    return frozenset((_key(value),))


def _covers(wide: frozenset[str] | None, narrow: frozenset[str] | None) -> bool:
    if wide is None:
        return True
    if narrow is None:
        return False
    return all(t in wide or (t == "integer" and "number" in wide) for t in narrow)


def _diff_type(old: dict, new: dict, ptr: str) -> Iterator[Found]:
    before, after = _types(old), _types(new)
    if before == after:
        return
    words = f"{where(ptr)}: type {_show_types(before)} -> {_show_types(after)}"
    yield (WIDENED if _covers(after, before) else "parameter-type-changed"), words


def _show_types(types: frozenset[str] | None) -> str:
    if types is None:
        return "(any)"
    return "|".join(sorted(types))


def _diff_enum(old: dict, new: dict, ptr: str) -> Iterator[Found]:
    before, after = old.get("enum", _ABSENT), new.get("enum", _ABSENT)
    if _same(before, after):
        return
    if not isinstance(before, list) or not isinstance(after, list):
        kind = WIDENED if after is _ABSENT else TIGHTENED
        yield kind, f"{where(ptr)}: enum {_change_words('enum', before, after)}"
        return
    old_keys = {_key(v): v for v in before}
    new_keys = {_key(v): v for v in after}
    for key in sorted(old_keys.keys() - new_keys.keys()):
        yield "enum-value-removed", f"{where(ptr)}: enum value {show(old_keys[key])} removed"
    for key in sorted(new_keys.keys() - old_keys.keys()):
        yield "enum-value-added", f"{where(ptr)}: enum value {show(new_keys[key])} added"


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _diff_bounds(old: dict, new: dict, ptr: str) -> Iterator[Found]:
    for key in UPPER_BOUNDS + LOWER_BOUNDS:
        before, after = old.get(key, _ABSENT), new.get(key, _ABSENT)
        if _same(before, after):
            continue
        words = f"{where(ptr)}: {key} {show(before)} -> {show(after)}"
        upper = key in UPPER_BOUNDS
        unbounded = float("inf") if upper else float("-inf")
        b = unbounded if before is _ABSENT else _number(before)
        a = unbounded if after is _ABSENT else _number(after)
        if b is None or a is None:  # e.g. draft-4 boolean exclusiveMaximum
            yield TIGHTENED, words
        elif (a < b) if upper else (a > b):
            yield TIGHTENED, words
        else:
            yield WIDENED, words


def _diff_pattern(old: dict, new: dict, ptr: str) -> Iterator[Found]:
    before, after = old.get("pattern", _ABSENT), new.get("pattern", _ABSENT)
    if _same(before, after):
        return
    kind = WIDENED if after is _ABSENT else TIGHTENED
    yield kind, f"{where(ptr)}: pattern {show(before)} -> {show(after)}"


def _names(value: Any) -> list[str]:
    if isinstance(value, list):
        return [v for v in value if isinstance(v, str)]
    return []


def _diff_objects(old: dict, new: dict, ptr: str, depth: int) -> Iterator[Found]:
    old_props = old.get("properties") if isinstance(old.get("properties"), dict) else {}
    new_props = new.get("properties") if isinstance(new.get("properties"), dict) else {}
    old_required = set(_names(old.get("required")))
    new_required = set(_names(new.get("required")))
    for name in sorted(old_props.keys() - new_props.keys()):
        yield "parameter-removed", f"{where(_prop(ptr, name))} removed"
    for name in sorted(new_props.keys() - old_props.keys()):
        if name in new_required:
            yield "required-parameter-added", f"{where(_prop(ptr, name))} added as required"
        else:
            yield "optional-parameter-added", f"{where(_prop(ptr, name))} added"
    for name in sorted(old_props.keys() & new_props.keys()):
        yield from _diff(_as_schema(old_props[name]), _as_schema(new_props[name]),
                         _prop(ptr, name), depth + 1)
    for name in sorted(new_required - old_required):
        if name in new_props and name not in old_props:
            continue  # reported as required-parameter-added
        yield "parameter-became-required", f"{where(_prop(ptr, name))} became required"
    for name in sorted(old_required - new_required):
        if name in new_props or name not in old_props:
            yield WIDENED, f"{where(_prop(ptr, name))} became optional"


def _prop(ptr: str, name: str) -> str:
    return f"{ptr}/properties/{escape_pointer(name)}"


def _diff_extra(key: str, before: Any, after: Any, ptr: str, depth: int) -> Iterator[Found]:
    """additionalProperties / unevaluatedProperties: absent means true."""
    if _same(before, after):
        return
    b = True if before is _ABSENT else before
    a = True if after is _ABSENT else after
    if isinstance(b, dict) and isinstance(a, dict):
        yield from _diff(b, a, f"{ptr}/{key}", depth + 1)
        return
    words = f"{where(ptr)}: {key} {show(before)} -> {show(after)}"
    if _same(b, a):
        return
    if a is True or b is False:
        yield WIDENED, words
    else:
        yield TIGHTENED, words


def _diff_subschema(key: str, before: Any, after: Any, ptr: str, depth: int) -> Iterator[Found]:
    if _same(before, after):
        return
    if before is _ABSENT or after is _ABSENT:
        kind = WIDENED if after is _ABSENT else TIGHTENED
        yield kind, f"{where(ptr)}: {key} {_change_words(key, before, after)}"
        return
    if isinstance(before, list) or isinstance(after, list):  # draft-4 tuple items
        yield from _diff_list(key, before, after, ptr, depth)
        return
    yield from _diff(_as_schema(before), _as_schema(after), f"{ptr}/{key}", depth + 1)


def _diff_map(key: str, before: Any, after: Any, ptr: str, depth: int) -> Iterator[Found]:
    if _same(before, after):
        return
    if not isinstance(before, dict) or not isinstance(after, dict):
        kind = WIDENED if after is _ABSENT or key in DEFINITIONS else TIGHTENED
        yield kind, f"{where(ptr)}: {key} {_change_words(key, before, after)}"
        return
    for name in sorted(before.keys() ^ after.keys()):
        # a new pattern or dependency restricts more; definitions only matter via $ref
        added = name in after
        kind = WIDENED if key in DEFINITIONS or not added else TIGHTENED
        yield kind, f"{where(ptr)}: {key}/{name} {'added' if added else 'removed'}"
    for name in sorted(before.keys() & after.keys()):
        yield from _diff(_as_schema(before[name]), _as_schema(after[name]),
                         f"{ptr}/{key}/{escape_pointer(name)}", depth + 1)


def _diff_list(key: str, before: Any, after: Any, ptr: str, depth: int) -> Iterator[Found]:
    if _same(before, after):
        return
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        for index, (b, a) in enumerate(zip(before, after)):
            yield from _diff(_as_schema(b), _as_schema(a), f"{ptr}/{key}/{index}", depth + 1)
        return
    kind = WIDENED if after is _ABSENT else TIGHTENED
    yield kind, f"{where(ptr)}: {key} {_change_words(key, before, after)}"
