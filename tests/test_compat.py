"""Provider compatibility (C rules) beyond the fixtures: the per-target clean
registries, the CLI's JSON pointers, the real GitHub MCP server, limits too big
for a fixture file, and odd schemas that must not crash a rule."""

from __future__ import annotations

import ast
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import CLEAN, FIXTURES, registry_copy, toolcli
import toolcli as toolcli_package
from toolcli.rules.context import Context
from toolcli.diagnostics import Diagnostic
from toolcli.rules.engine import Selection, run
from toolcli.loading.loader import Location, load
from toolcli.model import TARGETS
from toolcli.providers.facts import GEMINI_OPENAPI_FACT, STRICT_LIMITS_FACT
from toolcli.providers.targets import ROOT_RULES, STRICT_RULES, TARGETS as RECORDS, facts_of
from toolcli.rules.catalogue import all_rules
from toolcli.rules.compat import targets_named
from toolcli.providers.checks import gemini_problems, root_problems, strict_problems, strict_totals

STRICT_CLEAN = FIXTURES / "_clean_openai-strict"
GEMINI_CLEAN = FIXTURES / "_clean_gemini-openapi"
STRICT_TARGETS = ("openai-strict", "azure-openai-strict")
ALL_STRICT = (*STRICT_TARGETS, "anthropic-strict")  # each requires closed objects, which gemini-openapi refuses
GITHUB = Path(__file__).resolve().parent / "corpus" / "github-mcp-server" / "tools.json"
FAMILIES = ("R", "D", "P", "X", "L")


def diagnostics_of(root: Path, targets: tuple[str, ...]) -> list[Diagnostic]:
    ctx = Context(load(Location(root, str(root))))
    return run(ctx, Selection(FAMILIES, (), {}, targets))


def edit_schemas(root: Path, edit) -> list[dict]:
    path = root / "schemas.json"
    schemas = json.loads(path.read_text(encoding="utf-8"))
    edit(schemas)
    path.write_text(json.dumps(schemas, indent=2), encoding="utf-8")
    return schemas


def declaration(schemas: list[dict], name: str) -> dict:
    return next(d for d in schemas if d["name"] == name)


def validate_json(*args: str) -> tuple[int, dict]:
    result = toolcli("validate", "--format", "json", *args)
    return result.returncode, json.loads(result.stdout)


# --- clean registries -----------------------------------------------------------


@pytest.mark.parametrize("target", ["openai", "anthropic", "deepseek", "mcp", "portable"])
def test_shared_clean_registry_is_silent(target: str, tmp_path: Path) -> None:
    assert diagnostics_of(registry_copy(CLEAN, tmp_path / "r"), (target,)) == []


@pytest.mark.parametrize("base, excluded", [(STRICT_CLEAN, ("gemini-openapi",)), (GEMINI_CLEAN, ALL_STRICT)],
                         ids=["openai-strict", "gemini-openapi"])
def test_per_target_clean_registry_is_silent_for_every_compatible_target(
        base: Path, excluded: tuple[str, ...], tmp_path: Path) -> None:
    targets = tuple(t for t in TARGETS if t not in excluded)
    assert diagnostics_of(registry_copy(base, tmp_path / "r"), targets) == []


@pytest.mark.parametrize("base, target, code", [(STRICT_CLEAN, "gemini-openapi", "C005"),
                                                (GEMINI_CLEAN, "openai-strict", "C004"),
                                                (GEMINI_CLEAN, "azure-openai-strict", "C004")],
                         ids=["strict-for-gemini-openapi", "gemini-openapi-for-strict", "gemini-openapi-for-azure"])
def test_strict_and_gemini_contradict(base: Path, target: str, code: str, tmp_path: Path) -> None:
    codes = {d.code for d in diagnostics_of(registry_copy(base, tmp_path / "r"), (target,))}
    assert code in codes


# --- the CLI: pointers at the offending property ---------------------------------


def test_cli_strict_optional_property_points_at_it(tmp_path: Path) -> None:
    root = registry_copy(STRICT_CLEAN, tmp_path / "r")

    def make_limit_optional(schemas: list[dict]) -> None:
        parameters = declaration(schemas, "read_file")["parameters"]
        parameters["properties"]["limit"] = {"type": "integer", "description": "Lines to return."}

    schemas = edit_schemas(root, make_limit_optional)
    index = schemas.index(declaration(schemas, "read_file"))
    code, document = validate_json("--registry", str(root), "--target", "openai-strict")
    assert code == 1
    c004 = [d for d in document["diagnostics"] if d["code"] == "C004"]
    assert [(d["tool"], d["file"], d["pointer"]) for d in c004] == [
        ("read_file", "schemas.json", f"/{index}/parameters/properties/limit")]
    assert c004[0]["message"].startswith("openai-strict: ") and "'limit'" in c004[0]["message"]
    assert c004[0]["line"] is not None


def test_cli_gemini_openapi_one_finding_counts_every_construct(tmp_path: Path) -> None:
    root = registry_copy(GEMINI_CLEAN, tmp_path / "r")

    def break_for_gemini(schemas: list[dict]) -> None:
        parameters = declaration(schemas, "write_file")["parameters"]
        parameters["additionalProperties"] = False
        parameters["properties"]["mode"] = {"type": ["integer", "null"], "description": "File mode."}

    schemas = edit_schemas(root, break_for_gemini)
    index = schemas.index(declaration(schemas, "write_file"))
    code, document = validate_json("--registry", str(root), "--target", "gemini-openapi,gemini")
    assert code == 1
    c005 = [d for d in document["diagnostics"] if d["code"] == "C005"]
    assert [(d["tool"], d["pointer"]) for d in c005] == [("write_file", f"/{index}/parameters/additionalProperties")]
    message = c005[0]["message"]
    assert message.startswith("gemini-openapi: 2 constructs") and "then /properties/mode/type" in message
    assert [d for d in document["diagnostics"] if d["code"] != "C005"] == []  # parametersJsonSchema takes both


def test_cli_targets_sharing_a_limit_share_one_finding(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "r")
    edit_schemas(root, lambda s: declaration(s, "delegate")["parameters"]["properties"]["tags"].pop("items"))
    _, document = validate_json("--registry", str(root), "--target", "openai,portable,anthropic")
    c003 = [d for d in document["diagnostics"] if d["code"] == "C003"]
    assert [(d["tool"], targets_named(d["message"])) for d in c003] == [("delegate", ["openai", "portable"])]


def test_lint_targets_in_the_manifest_turn_the_rules_on(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "r")
    edit_schemas(root, lambda s: declaration(s, "delegate")["parameters"]["properties"]["tags"].pop("items"))
    _, before = validate_json("--registry", str(root))
    manifest = root / "toolspec.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(
        '[lint]\n', '[lint]\ntargets = ["openai-strict"]\n'), encoding="utf-8")
    code, after = validate_json("--registry", str(root))
    assert [d["code"] for d in before["diagnostics"]] == []
    assert code == 1
    assert ("C003", "delegate", "openai-strict") in [
        (d["code"], d["tool"], d["message"].split(":")[0]) for d in after["diagnostics"]]


# --- disputed facts are warnings -------------------------------------------------------


def _with_strict_write_file(root: Path, **extra: Any) -> None:
    def edit(schemas: list[dict]) -> None:
        declaration(schemas, "write_file")["parameters"]["properties"]["path"].update(extra)
    edit_schemas(root, edit)


@pytest.mark.parametrize("extra, expected", [
    ({"default": "out.txt"}, [("azure-openai-strict", "error")]),
    ({"minLength": 1}, [("openai-strict, azure-openai-strict", "warning")]),
    ({"default": "out.txt", "minLength": 1}, [("azure-openai-strict", "error"), ("openai-strict", "warning")]),
    ({"format": "uri", "uniqueItems": True}, [("openai-strict, azure-openai-strict", "error")]),
], ids=["default", "minLength", "both", "settled-and-disputed"])
def test_strict_default_and_disputed_keywords(extra: dict, expected: list, tmp_path: Path) -> None:
    root = registry_copy(STRICT_CLEAN, tmp_path / "r")
    _with_strict_write_file(root, **extra)
    found = [d for d in diagnostics_of(root, STRICT_TARGETS) if d.code == "C004"]
    assert sorted((d.message.split(": ", 1)[0], d.severity) for d in found) == expected
    assert all(d.tool == "write_file" for d in found)


def test_disputed_name_limit_is_a_warning(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "r")
    notes = root / "external" / "notes.json"
    long_name = "mcp__notes__" + "s" * 60  # 72 characters: the API takes 128, the documents say 64
    notes.write_text(notes.read_text(encoding="utf-8").replace("mcp__notes__search", long_name), encoding="utf-8")
    found = [(d.code, d.severity, targets_named(d.message)) for d in diagnostics_of(root, ("anthropic", "mcp"))
             if d.code.startswith("C")]
    assert found == [("C001", "warning", ["anthropic"]), ("C001", "warning", ["mcp"])]  # SEP-986 says 64


def test_unknown_target_is_a_usage_error(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "r")
    result = toolcli("validate", "--registry", str(root), "--target", "openai,bard")
    assert result.returncode == 2
    assert "bard" in result.stderr and "Traceback" not in result.stderr


# --- the GitHub MCP server as a dynamic server -------------------------------------


def _github_tools() -> list[dict]:
    return json.loads(GITHUB.read_text(encoding="utf-8"))["tools"]


def _arrays_without_items(schema: Any) -> bool:
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            types = node.get("type")
            if (types == "array" or (isinstance(types, list) and "array" in types)) and "items" not in node:
                return True
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False


@pytest.mark.skipif(not GITHUB.is_file(), reason="the GitHub MCP server corpus is not present")
def test_github_server_for_openai(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "r")
    _, document = validate_json("--registry", str(root), "--external", str(GITHUB),
                                "--server", "github", "--target", "openai")
    tools = _github_tools()
    names = ["mcp__github__" + t["name"] for t in tools]
    assert all(re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", name) for name in names)
    found = [d for d in document["diagnostics"] if d["code"].startswith("C")]
    assert not [d for d in found if d["code"] == "C001"]
    long_descriptions = {"mcp__github__" + t["name"] for t in tools if len(t.get("description", "")) > 1024}
    bare_arrays = {"mcp__github__" + t["name"] for t in tools if _arrays_without_items(t.get("inputSchema"))}
    assert {d["tool"] for d in found if d["code"] == "C007"} == long_descriptions
    assert {d["tool"] for d in found if d["code"] == "C003"} == bare_arrays
    assert {d["code"] for d in found} <= {"C002", "C003", "C007"}


# --- limits too big for a fixture file ----------------------------------------------


def _with_lookups(root: Path, count: int) -> None:
    """`count` more warm tools that only the profile `main` advertises."""
    def add(schemas: list[dict]) -> None:
        schemas.extend({"name": f"lookup_{i:03d}", "description": f"Look up record set {i} by id.",
                        "parameters": {"type": "object", "properties": {"id": {"type": "string"}},
                                       "required": ["id"]}} for i in range(count))
    edit_schemas(root, add)
    (root / "specs" / "lookups.toml").write_text("".join(
        f'[tools.lookup_{i:03d}]\ncapabilities = ["lsp"]\neffect = "read"\ntier = "warm"\n'
        f'result_paths = "none"\n\n' for i in range(count)), encoding="utf-8")
    manifest = root / "toolspec.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(
        "expected_count = 6", f"expected_count = {6 + count}"), encoding="utf-8")


@pytest.mark.parametrize("extra, fires", [(507, False), (508, True)], ids=["512", "513"])
def test_gemini_tools_per_request(extra: int, fires: bool, tmp_path: Path) -> None:
    root = registry_copy(GEMINI_CLEAN, tmp_path / "r")
    _with_lookups(root, extra)  # main already advertises 5 tools
    found = diagnostics_of(root, ("gemini",))
    expected = [("C006", "main", "gemini: profile 'main' advertises 513 tools")] if fires else []
    assert [(d.code, d.profile, d.message[:43]) for d in found] == expected


def _strict_hover(root: Path, properties: dict[str, Any]) -> None:
    def replace(schemas: list[dict]) -> None:
        declaration(schemas, "lsp_hover")["parameters"] = {
            "type": "object", "additionalProperties": False,
            "properties": properties, "required": list(properties)}
    edit_schemas(root, replace)
    # lsp_hover names no path parameter any more
    spec = root / "specs" / "lsp_hover.toml"
    spec.write_text(spec.read_text(encoding="utf-8").replace('path_params = ["file"]\n', ""), encoding="utf-8")


@pytest.mark.parametrize("count, name_length, fires", [
    (5_000, 5, False), (5_001, 5, True),  # object properties
    (1_000, 120, False), (1_000, 121, True),  # characters of property names
])
def test_strict_totals(count: int, name_length: int, fires: bool, tmp_path: Path) -> None:
    root = registry_copy(STRICT_CLEAN, tmp_path / "r")
    names = [f"p{i:0{name_length - 1}d}" for i in range(count)]
    _strict_hover(root, {name: {"type": "string"} for name in names})
    found = [d for d in diagnostics_of(root, ("openai-strict",)) if d.code.startswith("C")]
    assert [(d.code, d.tool) for d in found] == ([("C008", "lsp_hover")] if fires else [])


# --- scope: reachable declarations, once each ---------------------------------------


def test_every_reachable_declaration_once(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "r")
    ctx = Context(load(Location(root, str(root))))
    names = [tool.name for tool in ctx.reachable_tools]
    assert sorted(names) == ["delegate", "finish", "load_tool", "lsp_hover", "mcp__notes__add",
                             "mcp__notes__search", "read_file", "write_file"]


def test_unreachable_declaration_is_not_checked(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "r")
    edit_schemas(root, lambda s: declaration(s, "write_file").update(description="Write a file. " * 80))
    manifest = root / "toolspec.toml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace('mutates = true\n', 'mutates = true\nrequires = ["browser"]\n', 1),
                        encoding="utf-8")
    codes = [(d.code, d.tool) for d in diagnostics_of(root, ("openai",))]
    assert ("R017", "write_file") in codes
    assert not [c for c in codes if c[0].startswith("C")]


# --- the pure checks -------------------------------------------------------------


def test_gemini_pointers() -> None:
    schema = {"type": "object", "$defs": {"n": {"type": "integer", "exclusiveMinimum": 0}},
              "properties": {
                  "a": {"type": ["string", "null"], "format": "uri"},
                  "b": {"type": "integer", "enum": [1, "x", 2]},
                  "c": {"type": "object", "properties": {}},
                  "d": {"type": "string", "items": {"type": "string"}},
                  "e~/": {"$ref": "#/$defs/n"}}}
    assert sorted(p.pointer for p in gemini_problems(schema, GEMINI_OPENAPI_FACT)) == [
        "/$defs/n/exclusiveMinimum", "/properties/a/format", "/properties/a/type",
        "/properties/b/enum/0", "/properties/c/properties", "/properties/d/items",
        "/properties/e~0~1/$ref"]


def test_strict_pointers() -> None:
    schema = {"type": "object", "properties": {
        "items": {"type": "array", "items": {"type": "object", "properties": {"x": {"type": "string"}},
                                             "required": ["x"], "additionalProperties": {}}},
        "name": {"type": "string", "minLength": 1, "default": "x"}},
        "required": ["items"], "additionalProperties": False, "default": {}}
    openai = strict_problems(schema, STRICT_RULES["openai-strict"])
    azure = strict_problems(schema, STRICT_RULES["azure-openai-strict"])
    assert sorted(p.pointer for p in openai) == [
        "/properties/items/items/additionalProperties", "/properties/name", "/properties/name/minLength"]
    assert sorted(p.pointer for p in azure) == sorted([p.pointer for p in openai] + ["/properties/name/default"])
    assert [p.pointer for p in openai if p.fact.disputed] == ["/properties/name/minLength"]


def test_strict_refs_types_and_formats() -> None:
    schema = {"type": "object", "additionalProperties": False, "$defs": {
        "Source": {"type": "string", "format": "ipv4"}, "Loose": {"description": "anything"}},
        "required": ["a", "b", "c", "d", "e", "f", "g", "h"], "properties": {
            "a": {"$ref": "#/$defs/Source", "description": "Where from."},
            "b": {"$ref": "#/properties/a"},
            "c": {},
            "d": {"type": "array", "items": {}},
            "e": {"anyOf": [{"format": "ipv4"}, {"type": "string", "format": "ipv6"}]},
            "f": {"type": "string", "format": "uri"},
            "g": {"anyOf": [{"$ref": "#/$defs/Source"}, {"type": "null"}], "description": "A wrapper: fine."},
            "h": {"type": "object", "additionalProperties": {}, "properties": {}, "required": []}}}
    places = strict_problems(schema, STRICT_RULES["openai-strict"])
    assert sorted((p.pointer, p.what) for p in places) == [
        ("/$defs/Loose", "the schema at /$defs/Loose declares no type"),
        ("/properties/a", "the $ref at /properties/a has sibling keywords description"),
        ("/properties/b/$ref", 'the $ref at /properties/b points to "#/properties/a", not to a definition in #/$defs'),
        ("/properties/c", "the schema at /properties/c declares no type"),
        ("/properties/d/items", "the schema at /properties/d/items declares no type"),
        ("/properties/e/anyOf/0", "the schema at /properties/e/anyOf/0 declares no type"),
        ("/properties/f/format", 'string format "uri" at /properties/f is refused'),
        ("/properties/h/additionalProperties", "the object at /properties/h sets additionalProperties to {}, not false"),
    ]
    assert not any(p.fact.disputed for p in places)  # settled facts: errors
    assert strict_problems({"type": "object", "properties": {}, "required": [], "additionalProperties": False,
                            "anyOf": [{"required": []}]}, STRICT_RULES["openai-strict"]) == []  # C002's


@pytest.mark.parametrize("case, first", [
    ("fail_ref_with_siblings", "the $ref at /properties/model has sibling keywords description"),
    ("fail_node_without_type", "2 places strict mode does not accept; first, the schema at /properties/context "
                               "declares no type; then /properties/files/items"),
])
def test_cli_reports_a_registrys_own_strict_refusals_as_errors(case: str, first: str, tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "r")
    shutil.copytree(FIXTURES / "C004" / case, root, dirs_exist_ok=True)
    (root / "expect.json").unlink()
    code, document = validate_json("--registry", str(root), "--target", "openai-strict")
    assert code == 1
    [c004] = [d for d in document["diagnostics"] if d["code"] == "C004"]
    assert (c004["tool"], c004["severity"]) == ("delegate", "error")
    assert c004["message"].startswith(f"openai-strict: {first}")


def _nested(objects: int) -> dict:
    """`objects` object schemas nested alternately behind items and anyOf."""
    schema: dict = {"type": "object", "properties": {"x": {"type": "string"}}}
    for level in range(objects - 1):
        inner = ({"type": "array", "items": schema} if level % 2
                 else {"anyOf": [schema, {"type": "null"}]})
        schema = {"type": "object", "properties": {"n": inner}}
    return schema


def test_strict_depth_counts_objects_through_arrays_and_unions() -> None:
    problems = strict_totals(_nested(11), STRICT_LIMITS_FACT)
    assert len(problems) == 1 and "nest 11 levels" in problems[0].what
    assert strict_totals(_nested(10), STRICT_LIMITS_FACT) == []


def test_root_problems() -> None:
    openai, anthropic = ROOT_RULES["openai"], ROOT_RULES["anthropic"]
    assert [p.pointer for p in root_problems({"type": "object", "oneOf": [], "not": {}}, openai)] == ["/not", "/oneOf"]
    assert [p.pointer for p in root_problems({"type": "object", "oneOf": [], "not": {}}, anthropic)] == ["/oneOf"]
    assert [p.pointer for p in root_problems({"properties": {}}, openai)] == [""]
    assert [p.pointer for p in root_problems([1], openai)] == [""]
    assert root_problems({"type": "object", "properties": {"x": {"anyOf": []}}}, openai) == []


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(["type", "items", "properties", "enum", "required", "format",
                                       "additionalProperties", "anyOf", "const", "$defs", "x"]),
                      children, max_size=5),
    max_leaves=30)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_odd_schemas_never_crash(schema: Any) -> None:
    for place in [*gemini_problems(schema, GEMINI_OPENAPI_FACT),
                  *strict_problems(schema, STRICT_RULES["azure-openai-strict"]),
                  *strict_totals(schema, STRICT_LIMITS_FACT), *root_problems(schema, ROOT_RULES["portable"])]:
        assert place.pointer == "" or place.pointer.startswith("/")
        assert place.what and place.hint and place.fact.as_of


def test_rule_pages_state_the_date_and_source_of_each_fact() -> None:
    pages = [r for r in all_rules() if r.family == "C"]
    assert [r.code for r in pages] == [f"C{i:03d}" for i in range(1, 11)]
    for page in pages:
        text = " ".join(page.why.split())
        facts = facts_of(page.code)
        assert facts, page.code
        for targets, fact in facts:
            for part in (", ".join(targets), fact.said, f"as of {fact.as_of}", f"source: {fact.source}"):
                assert " ".join(part.split()) in text, (page.code, part)


def test_rule_command_shows_the_default_fact_with_its_date_and_source() -> None:
    result = toolcli("rule", "C004")
    page = " ".join(result.stdout.split())
    assert result.returncode == 0
    assert "azure-openai-strict: default: rejected inside a property definition" in page
    assert "openai-strict: default inside a property is accepted by api.openai.com" in page
    assert page.count("as of 2026-08-13; source: openai-agents-python issue #4390") == 2


def test_every_target_is_checked_by_some_rule() -> None:
    covered = {target for rule in all_rules() if rule.family == "C"
               for targets, _ in facts_of(rule.code) for target in targets}
    assert covered == set(TARGETS)


def test_gemini_target_accepts_the_bundled_payload() -> None:
    """`surface --format gemini` sends parametersJsonSchema: --target gemini reports nothing on it."""
    bundled = Path(__file__).resolve().parent.parent
    code, document = validate_json("--registry", str(bundled), "--target", "gemini", "--select", "C")
    assert (code, document["diagnostics"]) == (0, [])
    code, document = validate_json("--registry", str(bundled), "--target", "gemini-openapi", "--select", "C")
    assert code == 1 and {d["code"] for d in document["diagnostics"]} == {"C005"}


# --- MCP client targets (SPEC §5.4, §14) ----------------------------------------------------


def _fixture(case: str, into: Path) -> Path:
    from rules.test_rule_fixtures import build_registry

    build_registry(FIXTURES / case, into)
    return into


@pytest.mark.parametrize(("case", "targets", "code", "severity"), [
    ("C006/fail_cursor_over_40_is_disputed", ("cursor",), "C006", "warning"),
    ("C006/fail_windsurf_over_100", ("windsurf",), "C006", "error"),
    ("C006/fail_vscode_builtin_tools_count", ("vscode-copilot",), "C006", "warning"),
    ("C001/fail_mcp_over_64_under_128_is_disputed", ("mcp",), "C001", "warning"),
    ("C001/fail_codex_dotted_dynamic", ("codex",), "C001", "error"),
    ("C009/fail_description_over_2048", ("claude-code",), "C009", "warning"),
    ("C010/fail_server_and_tool_over_60", ("cursor",), "C010", "error"),
])
def test_client_facts_the_sources_dispute_are_warnings(tmp_path: Path, case: str, targets: tuple[str, ...],
                                                       code: str, severity: str) -> None:
    found = [d for d in diagnostics_of(_fixture(case, tmp_path / "reg"), targets) if d.code == code]
    assert [d.severity for d in found] == [severity]


def test_the_claude_code_cut_says_where_it_falls_and_what_is_lost(tmp_path: Path) -> None:
    root = _fixture("C009/fail_description_over_2048", tmp_path / "reg")
    [finding] = [d for d in diagnostics_of(root, ("claude-code",)) if d.code == "C009"]
    assert finding.message.startswith("claude-code: the description has 2,082 characters and is cut at 2,048: "
                                      "the model reads up to ")
    assert "loses the last 34 characters, from 'results are capped at fifty notes.'" in finding.message


def test_vscode_builtin_tools_from_the_registry_are_a_settled_count(tmp_path: Path) -> None:
    root = _fixture("C006/pass_vscode_builtin_tools_set_to_0", tmp_path / "reg")
    manifest = root / "toolspec.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("builtin_tools = 0", "builtin_tools = 5"),
                        encoding="utf-8")
    [finding] = [d for d in diagnostics_of(root, ("vscode-copilot",)) if d.code == "C006"]
    assert finding.severity == "error"
    assert "advertises 128 tools, 133 with the client's 5 built-in tools" in finding.message

# Where the same word names something else than the target.
OTHER_MEANINGS = {"mcp": {"detectors/vocabulary.py": "a word of prose", "mcp/session.py": "the SDK's logger",
                          "reporters/surface_text.py": "a tool's origin",
                          "mcp/config.py": "VS Code settings.json's key", "mcp/listing.py": "the same key",
                          "rules/mcp_fields.py": "a label MCP reserves in _meta keys",
                          "rules/security.py": "a server name's first word that names no vendor"},
                  "gemini": {"detectors/signals.py": "a model the text may address by name"},
                  "windsurf": {"mcp/discovery.py": "a folder of Windsurf's configuration"},
                  "anthropic": {"tokens.py": "a tokenizer", "token_costs.py": "a tokenizer"}}


def test_a_target_is_named_by_its_record_and_the_closed_set_alone() -> None:
    """Every list of targets (the C rules' tables, payload formats, conversions,
    --format choices and help) derives from providers/targets.py; only
    model.TARGETS, the closed set the loader checks, names them again."""
    source = Path(toolcli_package.__file__).parent
    holding: dict[str, set[str]] = {}
    for path in source.rglob("*.py"):
        relative = path.relative_to(source).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                holding.setdefault(node.value, set()).add(relative)
    for record in RECORDS:
        modules = holding.get(record.name, set()) - set(OTHER_MEANINGS.get(record.name, {}))
        expected = {"providers/targets.py", "model.py"} if record.checked else {"providers/targets.py"}
        assert modules == expected, record.name
    assert tuple(record.name for record in RECORDS if record.checked) == TARGETS
