"""Fast paths that must answer exactly as the code they stand in for:
seeking lines in JSON text (parse_json's line_of), a pointer-free subschema
walk (iter_subschemas), shared canonical sizes and digests (the canonical
declaration)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolcli.files.json_seek import JsonLines
from toolcli.providers.checks import any_subschema
from toolcli.schema import walk
from toolcli.schema.walk import iter_subschemas
from toolcli.files.json import parse_json
from toolcli.canonical import declaration_json as canonical_declaration
from toolcli.surface import Facts

REPO = Path(__file__).resolve().parents[1]
PROPERTY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

KEYS = st.sampled_from(["a", "b", "a/b", "c~d", "0", "1", "", "é", "properties", "items"])
SCALARS = st.none() | st.booleans() | st.integers(-5, 10**20) | st.floats(allow_nan=False, allow_infinity=False) \
    | st.text(max_size=5)
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(KEYS, inner, max_size=4), max_leaves=25)
SPACES = st.sampled_from(["", " ", "\n", "\n  ", "\t", "\r\n"])


def _text(value: Any, draw_space, repeat_keys: bool) -> str:
    """`value` as JSON with arbitrary whitespace; objects may repeat their first key."""
    gap = draw_space
    if isinstance(value, dict):
        items = [f"{gap()}{json.dumps(k)}{gap()}:{gap()}{_text(v, gap, repeat_keys)}{gap()}" for k, v in value.items()]
        if repeat_keys and value:
            key = next(iter(value))
            items.append(f"{gap()}{json.dumps(key)}:{gap()}{_text(value[key], gap, repeat_keys)}")
        return "{" + ",".join(items) + gap() + "}"
    if isinstance(value, list):
        return "[" + ",".join(f"{gap()}{_text(v, gap, repeat_keys)}{gap()}" for v in value) + gap() + "]"
    return json.dumps(value)


def _pointers(value: Any, pointer: str = "", depth: int = 0) -> list[str]:
    found = [pointer, pointer + "/missing", pointer + "/99", pointer + "/01"]
    if depth < 6 and isinstance(value, dict):
        for key, item in value.items():
            found += _pointers(item, pointer + "/" + key.replace("~", "~0").replace("/", "~1"), depth + 1)
    elif depth < 6 and isinstance(value, list):
        for index, item in enumerate(value):
            found += _pointers(item, f"{pointer}/{index}", depth + 1)
    return found


@PROPERTY
@given(VALUES, st.data(), st.booleans(), st.integers(0, 5))
def test_seeking_gives_the_lines_of_the_located_walk(value: Any, data: st.DataObject, repeat: bool,
                                                     depth: int) -> None:
    text = _text(value, lambda: data.draw(SPACES), repeat) + data.draw(SPACES)
    document = parse_json(text, "f.json", locate_depth=depth)
    lines = JsonLines(text, "f.json", depth)
    for pointer in [*_pointers(document.value), "x", "/"]:
        assert lines.line_of(pointer) == document.line_of(pointer), pointer


def test_seeking_in_the_bundled_declarations() -> None:
    text = (REPO / "schemas.json").read_text(encoding="utf-8")
    document = parse_json(text, "schemas.json", locate_depth=3)
    lines = JsonLines(text, "schemas.json", 3)
    pointers = _pointers(document.value)
    assert len(pointers) > 1000
    for pointer in reversed(pointers):  # later elements first, then the ones before them
        assert lines.line_of(pointer) == document.line_of(pointer), pointer


SCHEMA_KEYS = st.sampled_from(["type", "items", "properties", "anyOf", "prefixItems", "$defs", "not",
                               "additionalProperties", "enum", "x"])
SCHEMAS = st.recursive(st.sampled_from(["array", "object", None, True, 1]) | st.just({"type": "array"}),
                       lambda inner: st.lists(inner, max_size=3) | st.dictionaries(SCHEMA_KEYS, inner, max_size=4),
                       max_leaves=30)


@PROPERTY
@given(SCHEMAS)
def test_the_pointer_free_walk_visits_what_iter_subschemas_yields(schema: Any) -> None:
    visited: list[int] = []
    assert any_subschema(schema, lambda node: visited.append(id(node)) and False) is False
    assert sorted(visited) == sorted(id(node) for _, node in iter_subschemas(schema))


def _declarations() -> list[tuple[str, Any, Any]]:
    found = [(d["name"], d.get("description", ""), d.get("parameters"))
             for d in json.loads((REPO / "schemas.json").read_text(encoding="utf-8"))]
    corpus = REPO / "tests" / "corpus" / "github-mcp-server" / "tools.json"
    found += [(t["name"], t.get("description", ""), t.get("inputSchema"))
              for t in json.loads(corpus.read_text(encoding="utf-8"))["tools"]]
    return found


@PROPERTY
@given(st.text(max_size=8), st.text(max_size=30), VALUES)
def test_shared_sizes_and_digests_are_those_of_the_canonical_text(name: str, description: str,
                                                                    parameters: Any) -> None:
    facts = Facts()
    source = object()
    declared = facts.declaration(source, name, description, parameters)
    text = canonical_declaration(name, description, parameters)
    assert declared.size == len(text.encode("utf-8"))
    assert declared.sha256 == hashlib.sha256(text.encode("utf-8")).hexdigest()
    assert facts.declaration(source, name, description, parameters) is declared


def test_shared_sizes_of_real_declarations() -> None:
    facts = Facts()
    for name, description, parameters in _declarations():
        declared = facts.declaration((name, description), name, description, parameters)
        assert declared.size == len(canonical_declaration(name, description, parameters).encode("utf-8"))


def test_cached_complexity_is_what_measure_gives(tmp_path: Path) -> None:
    from toolcli.rules.context import Context, ToolView, verdict_store
    from toolcli.model import Origin, RegistryModel
    from toolcli.schema.walk import measure

    deep: Any = {"type": "string"}
    for _ in range(40):
        deep = {"type": "object", "properties": {"a": deep}}
    schemas = [{"type": "object", "properties": {"q": {"type": "string"}}}, deep, {"enum": ["x" * 100_001]}, None]
    tools = [ToolView(f"t{i}", Origin("schemas.json", 1, f"/{i}"), "", schema, True, "parameters", False)
             for i, schema in enumerate(schemas)]
    first = Context(RegistryModel(root=str(tmp_path)), store=verdict_store(str(tmp_path)))
    assert [first.complexity(tool) for tool in tools] == [measure(schema) for schema in schemas]
    first.store.flush()  # type: ignore[union-attr]
    again = Context(RegistryModel(root=str(tmp_path)), store=verdict_store(str(tmp_path)))
    assert [again.complexity(tool) for tool in tools] == [measure(schema) for schema in schemas]
    assert len(json.loads(again.store.path.read_bytes())["schema complexity"]) == len(schemas)  # type: ignore[union-attr]


@PROPERTY
@given(VALUES)
def test_measure_gives_what_the_tracking_walk_gives(value: Any) -> None:
    """measure's container-only fast path, under limits small enough to be passed."""
    limits = (walk.MAX_DEPTH, walk.MAX_SUBSCHEMAS, walk.MAX_STRING)
    try:
        walk.MAX_DEPTH, walk.MAX_SUBSCHEMAS, walk.MAX_STRING = 3, 4, 4
        assert walk.measure(value) == walk._measure_tracked(value)
    finally:
        walk.MAX_DEPTH, walk.MAX_SUBSCHEMAS, walk.MAX_STRING = limits
