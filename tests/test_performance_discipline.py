"""The means of SPEC §9, checked without timing anything.

Commands import only what they need (tests/test_cache.py holds the cache to
its promises); the fast metaschema check never calls valid what jsonschema
calls invalid; the benchmark generator builds a registry
whose only findings are the ones it plants. benchmarks/run.py measures the
times themselves.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import REPO
from toolcli.loading.loader import Location, load
from toolcli.schema import check as schema_check
from toolcli.validation import validate_registry

DRAFT7 = "http://json-schema.org/draft-07/schema#"


def _generator():
    spec = importlib.util.spec_from_file_location("bench_generate", REPO / "benchmarks" / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


generate = _generator()


def _environment(cache_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOOLCLI_") and k != "CI"}
    env["TOOLCLI_CACHE_DIR"] = str(cache_dir)
    return env


_MODULES_AFTER = """
import json, sys
from toolcli.cli import main
out, sys.argv = sys.argv[1], ["toolcli", *sys.argv[2:]]
try:
    main()
except SystemExit as exit_:
    code = exit_.code
with open(out, "w") as handle:
    json.dump({"code": code, "modules": sorted(sys.modules)}, handle)
"""


def _modules_after(args: list[str], cache_dir: Path, tmp_path: Path) -> tuple[int, set[str]]:
    """The exit code of `toolcli ARGS` and every module it imported, run in a fresh process."""
    out = tmp_path / "modules.json"
    done = subprocess.run([sys.executable, "-c", _MODULES_AFTER, str(out), *args], cwd=REPO,
                          env=_environment(cache_dir), capture_output=True, timeout=300)
    assert out.exists(), done.stderr.decode()
    result = json.loads(out.read_text())
    return result["code"], set(result["modules"])


# ---------------------------------------------------------------- imports


@pytest.mark.parametrize("args", [
    ["--version"],
    ["query", "grep", "--format", "json"],
    ["query", "grep", "mcp__nowhere__x"],
    ["rules", "--format", "json"],
    ["rules"],
    ["rule", "R007"],
    ["surface", "--profile", "coding", "--format", "json"],
    ["surface", "--profile", "coding", "--format", "openai"],
    ["golden", "--format", "json"],
])
def test_commands_that_check_no_schema_never_import_jsonschema(args: list[str], tmp_path: Path) -> None:
    code, modules = _modules_after(args, tmp_path / "cache", tmp_path)
    assert code in (0, None)
    assert not {m for m in modules if m.split(".")[0] in ("jsonschema", "referencing")}


def test_goldens_in_sync_never_load_the_classifier(tmp_path: Path) -> None:
    code, modules = _modules_after(["golden", "--format", "json"], tmp_path / "cache", tmp_path)
    assert code in (0, None)
    assert not modules & {"toolcli.golden.classify", "toolcli.golden.review"}


@pytest.mark.parametrize("args", [
    ["query", "grep", "--format", "json"],
    ["rules", "--format", "json"],
    ["surface", "--profile", "coding", "--format", "json"],
    ["validate", "--format", "json"],
])
def test_machine_formats_never_build_a_rich_console(args: list[str], tmp_path: Path) -> None:
    code, modules = _modules_after(args, tmp_path / "cache", tmp_path)
    assert code in (0, None)
    assert "rich.console" not in modules


@pytest.mark.parametrize("args", [["validate"], ["validate", "--color", "never"], ["golden"],
                                  ["golden", "--color", "never"]])
def test_text_without_colour_never_imports_rich(args: list[str], tmp_path: Path) -> None:
    code, modules = _modules_after(args, tmp_path / "cache", tmp_path)
    assert code in (0, None)
    assert not {m for m in modules if m.split(".")[0] == "rich"}


def test_one_metaschema_validator_per_dialect() -> None:
    schema_check._metaschema_validator.cache_clear()
    for schema in ({"type": "object", "properties": {"a": {"type": "strin"}}},
                   {"type": "object", "required": "a"},
                   {"type": "object", "$comment": 1}):
        assert schema_check.schema_problems(schema)
    assert schema_check._metaschema_validator.cache_info().misses == 1


# ---------------------------------------------------------------- the fast metaschema check


def _reference_problems(schema: object) -> list[str]:
    """The verdict with jsonschema alone, as schema_problems gave it before the fast check."""
    if not isinstance(schema, dict):
        return schema_check.schema_problems(schema)
    dialect = schema.get("$schema", schema_check.DEFAULT_DIALECT)
    validator = schema_check._metaschema_validator(dialect) if isinstance(dialect, str) else None
    if validator is None:
        return schema_check.schema_problems(schema)
    problems = []
    for error in sorted(validator.iter_errors(schema), key=lambda e: list(e.absolute_path)):
        problems.append("/" + "/".join(str(p) for p in error.absolute_path) + ": "
                        + schema_check._shorten(error.message))
        if len(problems) == schema_check.MAX_ERRORS:
            break
    problems.extend(schema_check._unresolvable_local_refs(schema))
    if schema.get("type") != "object":
        problems.append('the root is not "type": "object"')
    return problems


TRICKY = [
    {"type": "object", "properties": {"a": {"type": ["string", "string"]}}},
    {"type": "object", "properties": {"a": {"type": []}}},
    {"type": "object", "properties": {"a": {"minLength": 1.0}}},
    {"type": "object", "properties": {"a": {"minLength": True}}},
    {"type": "object", "properties": {"a": {"maximum": False}}},
    {"type": "object", "required": ["a", "a"]},
    {"type": "object", "properties": {"a": {"pattern": "("}}},
    {"type": "object", "properties": {"a": {"pattern": "^[a-z]+$"}}},
    {"type": "object", "properties": {"a": {"enum": "x"}}},
    {"type": "object", "properties": {"a": {"items": [{"type": "string"}]}}},
    {"type": "object", "properties": {"a": {"multipleOf": 0}}},
    {"type": "object", "properties": {"a": {"anyOf": []}}},
    {"type": "object", "properties": {"a": True, "b": False}},
    {"type": "object", "properties": {"a": {"$ref": "#/$defs/missing"}}},
    {"type": "object", "properties": {"a": {"default": {"$ref": "#/nowhere"}}}},
    {"$schema": DRAFT7, "type": "object", "properties": {"a": {"items": [{"type": "string"}]}}},
    {"$schema": DRAFT7, "type": "object", "properties": {"a": {"exclusiveMinimum": True}}},
    {"$schema": "https://example.com/unknown", "type": "object"},
    {"type": "array"},
    {"type": "object", "dependentRequired": {"a": ["b", "b"]}},
    {"type": "object", "properties": {"a": {"x-vendor": {"type": 12}}}},
]


@pytest.mark.parametrize("schema", TRICKY, ids=range(len(TRICKY)))
def test_fast_check_gives_jsonschemas_verdict(schema: dict) -> None:
    assert schema_check.schema_problems(schema) == _reference_problems(schema)


def test_fast_check_agrees_on_every_known_schema() -> None:
    schemas = [d["parameters"] for d in json.loads((REPO / "schemas.json").read_text())]
    corpus = REPO / "tests" / "corpus" / "github-mcp-server" / "tools.json"
    schemas += [t["inputSchema"] for t in json.loads(corpus.read_text())["tools"]]
    for path in sorted((REPO / "tests" / "rules" / "fixtures").rglob("*.json")):
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            continue
        if isinstance(document, list):
            schemas += [d.get("parameters") for d in document if isinstance(d, dict)]
        elif isinstance(document, dict) and isinstance(document.get("tools"), list):
            schemas += [t.get("inline") for t in document["tools"] if isinstance(t, dict)]
    plain = 0
    for schema in schemas:
        if schema is None or schema_check.plainly_valid(schema) is False:
            continue
        plain += 1
        assert schema_check.schema_problems(schema) == _reference_problems(schema)
    assert plain >= 50  # the bundled registry's schemas at least take the fast path


KEYWORDS = sorted({*schema_check._SUBSCHEMA, *schema_check._SUBSCHEMA_MAP, *schema_check._SUBSCHEMA_LIST,
                   *schema_check._STRING, *schema_check._COUNT, *schema_check._NUMBER,
                   *schema_check._FLAG, *schema_check._ANY, *schema_check._ARRAY,
                   "type", "required", "multipleOf", "pattern", "dependentRequired",
                   "$ref", "$id", "$anchor", "additionalItems", "dependencies", "x-custom", "example"})
SCALARS = (st.none() | st.booleans() | st.integers(-2, 3) | st.floats(-2, 3, allow_nan=False)
           | st.sampled_from(["string", "object", "array", "integer", "strin", "(", "a+", "#/x", "",
                             "https://example.com/item.json", "https://example.com/item.json#x"]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.sampled_from(KEYWORDS), inner, max_size=4), max_leaves=16)
SCHEMAS = st.builds(lambda body, dialect: {**body, **({"$schema": dialect} if dialect else {})},
                    st.dictionaries(st.sampled_from(KEYWORDS), VALUES, max_size=5),
                    st.sampled_from([None, None, DRAFT7, schema_check.DEFAULT_DIALECT]))


@settings(max_examples=400, deadline=None)
@given(SCHEMAS)
def test_fast_check_never_calls_an_invalid_schema_valid(schema: dict) -> None:
    if schema_check.plainly_valid(schema):
        for dialect in (schema_check.DEFAULT_DIALECT, DRAFT7):
            assert schema_check._metaschema_validator(dialect).is_valid(schema), dialect
    assert schema_check.schema_problems(schema) == _reference_problems(schema)


# ---------------------------------------------------------------- the benchmark generator


def _found(root: Path) -> list[list[str]]:
    location = Location(root, str(root))
    report = validate_registry(location, load(location), use_cache=False)
    return sorted([d.code, d.tool] for d in report.diagnostics)


@pytest.mark.parametrize("layout", ["per-tool", "grouped"])
def test_generated_registry_finds_exactly_the_deliberate_findings(layout: str, tmp_path: Path) -> None:
    summary = generate.write_registry(tmp_path / "registry", 300, 11, layout)
    assert summary["static"] == summary["dynamic"] == 150 and summary["servers"] == 50
    assert len({code for code, _ in summary["deliberate"]}) == len(summary["deliberate"]) >= 5
    assert _found(tmp_path / "registry") == summary["deliberate"]


def test_generated_registry_from_the_bundled_schemas(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generate, "CORPUS", tmp_path / "absent.json")
    summary = generate.write_registry(tmp_path / "registry", 200, 3, "per-tool")
    assert summary["corpus"] == "the bundled schemas.json"
    assert _found(tmp_path / "registry") == summary["deliberate"]


def test_the_generator_is_deterministic(tmp_path: Path) -> None:
    generate.write_registry(tmp_path / "a", 150, 5, "per-tool")
    generate.write_registry(tmp_path / "b", 150, 5, "per-tool")
    files = sorted(p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(tmp_path / "b") for p in (tmp_path / "b").rglob("*") if p.is_file())
    for relative in files:
        assert (tmp_path / "a" / relative).read_bytes() == (tmp_path / "b" / relative).read_bytes()
