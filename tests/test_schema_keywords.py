"""Typos in schemas (R023, D016) at their own line and column, schema
problems (R007) at the line that holds them, and the keyword table they
read, held against the drafts' own metaschemas and the real servers' tools."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import SERVER_CORPUS, TESTS, server_listings, toolcli
from toolcli.files.json_seek import JsonLines, JsonSeek
from toolcli.schema.keywords import DRAFT_KEYWORDS, closest_keyword, unknown_keywords


def test_the_draft_keywords_are_every_metaschemas_properties() -> None:
    from jsonschema_specifications import REGISTRY

    defined = set()
    for uri in REGISTRY:
        if "json-schema.org" in uri:
            defined.update(REGISTRY.contents(uri).get("properties", {}))
    assert DRAFT_KEYWORDS == defined


def test_no_real_servers_tool_holds_an_unknown_keyword() -> None:
    """The evidence for what R023 and D016 know: every input and output schema
    of the real-server corpus (over a thousand tools) uses only keywords some
    draft defines and `x-` vendor keys; none uses OpenAPI's `nullable` or
    `example`, which are known only because providers take them."""
    listings = [*server_listings().values(), TESTS / "corpus" / "github-mcp-server" / "tools.json"]
    tools = [tool for path in listings for tool in json.loads(path.read_text(encoding="utf-8"))["tools"]]
    assert len(tools) > 1000
    found = [(tool["name"], key) for tool in tools for field in ("inputSchema", "outputSchema")
             if isinstance(tool.get(field), dict) for _, key in unknown_keywords(tool[field])]
    assert found == []


def test_the_closest_keyword() -> None:
    assert [closest_keyword(word) for word in ("tpye", "requried", "descripton", "minlength", "Type", "enumNames")] \
        == ["type", "required", "description", "minLength", "type", None]


def line_of(text: str, needle: str) -> tuple[int, int]:
    offset = text.index(needle)
    return text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset)


def diagnostics(registry: Path, *args: str) -> list[dict]:
    result = toolcli("validate", "--registry", str(registry), "--format", "json", *args)
    return json.loads(result.stdout)["diagnostics"]


def test_a_typo_is_reported_at_its_own_line_and_column(registry: Path) -> None:
    schemas = registry / "schemas.json"
    text = schemas.read_text(encoding="utf-8").replace(
        '"content": {"type": "string", "description": "The new contents."}',
        '"content": {\n          "type": "string",\n          "descripton": "The new contents."\n        }')
    schemas.write_text(text, encoding="utf-8")
    [finding] = diagnostics(registry)
    line, col = line_of(text, '"descripton"')
    assert (finding["code"], finding["tool"], finding["line"]) == ("R023", "write_file", line)
    assert finding["pointer"] == "/1/parameters/properties/content/descripton"
    assert f"'descripton' (line {line}, column {col})" in finding["message"]
    assert "did you mean 'description'?" in finding["message"]


def test_a_typo_in_a_capture_is_a_warning_at_its_line(registry: Path) -> None:
    capture = registry / "external" / "notes.json"
    document = json.loads(capture.read_text(encoding="utf-8"))
    document["tools"][0]["inline"]["properties"]["query"]["tpye"] = "string"
    text = json.dumps(document, indent=2)
    capture.write_text(text, encoding="utf-8")
    [finding] = diagnostics(registry)
    assert (finding["code"], finding["severity"], finding["line"]) == ("D016", "warning", line_of(text, '"tpye"')[0])
    assert toolcli("validate", "--registry", str(registry)).returncode == 0  # a warning: the gate passes


def test_r007_points_at_the_line_of_the_first_problem(registry: Path) -> None:
    schemas = registry / "schemas.json"
    text = schemas.read_text(encoding="utf-8").replace('"offset": {"type": "integer", "minimum": 1,',
                                                       '"offset": {\n  "type": "integr", "minimum": 1,')
    schemas.write_text(text, encoding="utf-8")
    [finding] = diagnostics(registry)
    assert finding["code"] == "R007"
    assert finding["line"] == line_of(text, '"type": "integr"')[0]
    assert finding["pointer"] == "/0/parameters/properties/offset/type"


def test_r007_on_the_root_points_at_its_type(registry: Path) -> None:
    schemas = registry / "schemas.json"
    document = json.loads(schemas.read_text(encoding="utf-8"))
    document[2]["parameters"]["type"] = "array"
    text = json.dumps(document, indent=2)
    schemas.write_text(text, encoding="utf-8")
    problems = [d for d in diagnostics(registry) if d["code"] == "R007"]
    assert problems and all(d["pointer"] == "/2/parameters/type" for d in problems)
    assert problems[0]["line"] == text.count("\n", 0, text.index('"type": "array"')) + 1


def test_positions_at_any_depth() -> None:
    text = '{\n  "a": [\n    {"b": {"c": 1}},\n    [true, {"d~/e": 2}]\n  ]\n}\n'
    seek = JsonSeek(text, locate_depth=1)
    assert seek.position("") == (1, 1)
    assert seek.position("/a") == (2, 3)
    assert seek.position("/a/0/b/c") == (3, 12)
    assert seek.position("/a/1/1/d~0~1e") == (4, 13)
    assert seek.position("/a/1") == (4, 5)
    assert seek.position("/a/2") is None and seek.position("/nope") is None and seek.position("/a/0/b/c/x") is None
    assert JsonLines('{"a": 1, "a": {"b": 2}}', "f.json", 1).position("/a/b") == (1, 16)  # the last "a"
    deep = '{"a": ' + "[" * 5000 + "]" * 5000 + ', "b": {"c": 1}}'  # what only the full walk reads
    assert JsonLines(deep, "f.json", 1).position("/b/c") is None


def test_the_repository_registry_and_corpus_captures_stay_clean_of_typos(tmp_path: Path) -> None:
    """Through the command line, with every corpus server given to --external."""
    args = []
    for name, path in sorted(server_listings(SERVER_CORPUS).items()):
        args += ["--external", str(path), "--server", name]
    result = toolcli("validate", "--registry", str(TESTS.parent), "--format", "json", "--select", "R023,D016",
                     "--ignore", "C", *args)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["diagnostics"] == []
