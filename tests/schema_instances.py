"""A hypothesis strategy for instances of a JSON Schema, for the payload property tests.

It draws only the properties an object declares (a strict payload closes every
object, a documented loss), picks one alternative of anyOf/oneOf, merges allOf,
follows local $refs a few levels deep, and leaves the last word to the schema
itself: callers keep only what the original schema's validator accepts. Depth
bounds what can grow without end, never a value itself: past MAX_DEPTH a $ref
is not followed, an array has its fewest items and an object its required
properties only, but a scalar at any depth is still drawn.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from toolcli.convert.compose import merge
from toolcli.convert.refs import lookup

MAX_DEPTH = 6
FORMATS = {
    "uri": st.sampled_from(["https://example.com/", "https://example.org/a?b=1", "file:///tmp/x"]),
    "url": st.sampled_from(["https://example.com/"]),
    "date-time": st.sampled_from(["2026-11-30T10:00:00Z", "2025-01-02T03:04:05+01:00"]),
    "date": st.sampled_from(["2026-11-30"]),
    "email": st.sampled_from(["a@example.com"]),
    "uuid": st.sampled_from(["3fa85f64-5717-4562-b3fc-2c963f66afa6"]),
}
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text("abc", max_size=3))


def instances(schema: Any, root: Any | None = None, depth: int = 0) -> st.SearchStrategy:
    root = schema if root is None else root
    if schema is True or schema == {}:
        return SCALARS
    if not isinstance(schema, dict):
        return st.nothing()
    if "$ref" in schema:
        found = lookup(root, schema["$ref"])
        if found is None or depth > MAX_DEPTH:
            return st.nothing()
        rest = {k: v for k, v in schema.items() if k != "$ref"}
        return instances(merge([rest, found[1]]), root, depth + 1)
    if isinstance(schema.get("allOf"), list):
        rest = {k: v for k, v in schema.items() if k != "allOf"}
        return instances(merge([rest, *schema["allOf"]]), root, depth + 1)
    for key in ("anyOf", "oneOf"):
        if isinstance(schema.get(key), list) and schema[key]:
            rest = {k: v for k, v in schema.items() if k != key}
            return st.one_of([instances(merge([rest, m]) if isinstance(m, dict) else m, root, depth + 1)
                              for m in schema[key]])
    if "const" in schema:
        return st.just(schema["const"])
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return st.sampled_from(schema["enum"])
    declared = schema.get("type")
    types = [declared] if isinstance(declared, str) else list(declared or [])
    if not types:
        if "properties" in schema or "required" in schema:
            types = ["object"]
        elif "items" in schema or "prefixItems" in schema:
            types = ["array"]
        else:
            return SCALARS
    return st.one_of([_typed(kind, schema, root, depth) for kind in types])


def _typed(kind: str, schema: dict, root: Any, depth: int) -> st.SearchStrategy:
    if kind == "null":
        return st.none()
    if kind == "boolean":
        return st.booleans()
    if kind in ("integer", "number"):
        return _numbers(kind, schema)
    if kind == "string":
        return _strings(schema)
    if kind == "array":
        return _arrays(schema, root, depth)
    if kind == "object":
        return _objects(schema, root, depth)
    return st.nothing()


def _numbers(kind: str, schema: dict) -> st.SearchStrategy:
    step = 1 if kind == "integer" else 0.5
    lows = [schema.get("minimum"), _plus(schema.get("exclusiveMinimum"), step)]
    highs = [schema.get("maximum"), _plus(schema.get("exclusiveMaximum"), -step)]
    low = max([v for v in lows if _number(v)], default=-1000)
    high = min([v for v in highs if _number(v)], default=low + 1000)
    if kind == "integer":
        import math

        return st.integers(math.ceil(low), math.floor(high))
    return st.floats(low, high, allow_nan=False, allow_infinity=False)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _plus(value: Any, step: float) -> Any:
    return value + step if _number(value) else None


def _strings(schema: dict) -> st.SearchStrategy:
    if schema.get("format") in FORMATS:
        return FORMATS[schema["format"]]
    if isinstance(schema.get("pattern"), str):
        try:
            return st.from_regex(schema["pattern"])
        except Exception:  # a pattern Python's re cannot read: nothing drawn from it
            return st.nothing()
    low = schema.get("minLength", 0) if isinstance(schema.get("minLength"), int) else 0
    high = schema.get("maxLength") if isinstance(schema.get("maxLength"), int) else low + 8
    return st.text("abcxyz-_ ", min_size=low, max_size=min(high, low + 8))


def _arrays(schema: dict, root: Any, depth: int) -> st.SearchStrategy:
    low = schema.get("minItems", 0) if isinstance(schema.get("minItems"), int) else 0
    high = schema.get("maxItems") if isinstance(schema.get("maxItems"), int) else low + 2
    prefix = schema.get("prefixItems") if isinstance(schema.get("prefixItems"), list) else []
    if prefix:
        return st.tuples(*(instances(p, root, depth + 1) for p in prefix)).map(list)
    items = schema.get("items", True)
    if items is False:
        return st.just([])
    element = instances(items, root, depth + 1)
    if element.is_empty:  # nothing to draw items from (a $ref not followed): only an empty array
        return st.just([]) if low == 0 else st.nothing()
    high = min(high, low + 2) if depth < MAX_DEPTH - 1 else low
    if schema.get("uniqueItems") is True:
        return st.lists(element, min_size=low, max_size=high, unique_by=repr)
    return st.lists(element, min_size=low, max_size=high)


def _objects(schema: dict, root: Any, depth: int) -> st.SearchStrategy:
    properties = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    listed = schema.get("required")
    required = [n for n in listed if isinstance(n, str)] if isinstance(listed, list) else []
    extra = schema.get("additionalProperties", True)
    fixed = {name: instances(properties.get(name, extra), root, depth + 1) for name in required}
    optional = {name: instances(sub, root, depth + 1)
                for name, sub in properties.items() if name not in required}
    return st.fixed_dictionaries(fixed, optional=optional if depth < MAX_DEPTH - 1 else {})


def with_nulls(value: Any, schema: Any, valid: Any, root: Any | None = None, depth: int = 0) -> Any:
    """`value` as a strict call sends it: every property `schema` (a strict
    payload's parameters) declares and `value` leaves out, given as null.
    `valid(value, schema)` picks the anyOf alternative a value belongs to."""
    root = schema if root is None else root
    if not isinstance(schema, dict) or depth > 3 * MAX_DEPTH:
        return value
    if "$ref" in schema:
        found = lookup(root, schema["$ref"])
        return value if found is None else with_nulls(value, found[1], valid, root, depth + 1)
    if isinstance(value, dict) and isinstance(schema.get("properties"), dict):
        value = {name: with_nulls(value[name], sub, valid, root, depth + 1) if name in value else None
                 for name, sub in schema["properties"].items()} | {
                     k: v for k, v in value.items() if k not in schema["properties"]}
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        value = [with_nulls(item, schema["items"], valid, root, depth + 1) for item in value]
    fits = []  # the alternatives the value fits once filled, by how many nulls that took
    for alternative in schema.get("anyOf", []) if isinstance(schema.get("anyOf"), list) else []:
        filled = with_nulls(value, alternative, valid, root, depth + 1)
        if valid(filled, alternative):
            fits.append((_nulls(filled) - _nulls(value), len(fits), filled))
    return min(fits)[2] if fits else value


def _nulls(value: Any) -> int:
    if isinstance(value, dict):
        return sum(_nulls(v) for v in value.values())
    if isinstance(value, list):
        return sum(_nulls(v) for v in value)
    return 1 if value is None else 0


def closed_view(schema: Any, top: bool = True) -> Any:
    """`schema` with every object closed where it stands (unevaluatedProperties:
    false, additionalProperties and patternProperties gone): the instances a
    strict payload, which closes every object, can carry. Read as 2020-12."""
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        if key in ("additionalProperties", "patternProperties", "$schema"):
            continue
        if key == "properties" and isinstance(value, dict):
            out[key] = {k: closed_view(v) for k, v in value.items()}
        elif key in ("items", "additionalItems") and isinstance(value, dict):
            out[key] = closed_view(value)
        elif key in ("prefixItems", "allOf", "anyOf", "oneOf") and isinstance(value, list):
            out[key] = [closed_view(v, key == "prefixItems") for v in value]
        elif key in ("$defs", "definitions") and isinstance(value, dict):
            out[key] = {k: closed_view(v, False) for k, v in value.items()}
        else:
            out[key] = value
    if top:
        out["unevaluatedProperties"] = False
    return out


# --- generated schemas -------------------------------------------------------------

_NAMES = st.sampled_from(["a", "b", "c", "path", "limit", "mode", "url", "tags", "opts"])


def _scalar_schemas() -> st.SearchStrategy:
    string = st.fixed_dictionaries({"type": st.just("string")}, optional={
        "format": st.sampled_from(["uri", "date-time", "email", "uuid"]),
        "minLength": st.integers(0, 3), "maxLength": st.integers(4, 9),
        "description": st.just("some text"), "default": st.just("x"),
        "pattern": st.sampled_from(["^[a-z]+$", "x"]),
    })
    integer = st.fixed_dictionaries({"type": st.just("integer")}, optional={
        "minimum": st.integers(-3, 0), "maximum": st.integers(1, 9),
        "exclusiveMinimum": st.integers(-9, -4), "multipleOf": st.just(1), "default": st.just(1),
    })
    return st.one_of(
        string, integer,
        st.just({"type": "number", "minimum": 0}),
        st.just({"type": "boolean"}),
        st.just({"type": ["string", "null"]}),
        st.just({"type": ["integer", "string"], "minimum": 0, "minLength": 1}),
        st.just({"type": "string", "enum": ["one", "two"]}),
        st.just({"enum": [1, 2, "three"]}),
        st.just({"const": "fixed"}),
        st.just({"type": "integer", "const": 3}),
        st.just({"type": "string", "nullable": True, "example": "e"}),
    )


def _object_schemas(children: st.SearchStrategy) -> st.SearchStrategy:
    def build(properties: dict, required: list, closed: Any) -> dict:
        node = {"type": "object", "properties": properties,
                "required": [n for n in required if n in properties]}
        if closed is not None:
            node["additionalProperties"] = closed
        return node

    return st.builds(build, st.dictionaries(_NAMES, children, max_size=4),
                     st.lists(_NAMES, max_size=3, unique=True),
                     st.sampled_from([None, False, True, {"type": "string"}]))


def _array(items: Any, low: int, unique: bool) -> dict:
    return {"type": "array", "items": items, "minItems": low, **({"uniqueItems": True} if unique else {})}


def _any_of(a: Any, b: Any) -> dict:
    return {"anyOf": [a, b]}


def _one_of(a: Any, b: Any) -> dict:
    return {"oneOf": [a, b]}


def _all_of(a: Any, b: Any) -> dict:
    return {"allOf": [a, b]}


def _map(values: Any) -> dict:
    return {"type": "object", "propertyNames": {"pattern": "^[a-z]+$"}, "additionalProperties": values}


def _extend(children: st.SearchStrategy) -> st.SearchStrategy:
    objects = _object_schemas(children)
    return st.one_of(
        objects,
        st.builds(_array, children, st.integers(0, 1), st.booleans()),
        st.builds(_any_of, children, children),
        st.builds(_one_of, objects, objects),
        st.builds(_all_of, objects, objects),
        st.builds(_map, children),
    )


SCHEMAS = st.recursive(_scalar_schemas(), _extend, max_leaves=6)


@st.composite
def tool_schemas(draw: Any) -> dict:
    """A root object schema, sometimes with its parts behind local $refs in $defs."""
    root = draw(_ROOTS)
    if draw(st.booleans()) and root["properties"]:
        name = sorted(root["properties"])[0]
        root["$defs"] = {"Part": root["properties"][name]}
        root["properties"][name] = {"$ref": "#/$defs/Part", "description": "via a reference"}
    if draw(st.booleans()):
        root["$schema"] = "http://json-schema.org/draft-07/schema#"
    return root


_ROOTS = _object_schemas(SCHEMAS)
