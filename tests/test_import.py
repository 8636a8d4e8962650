"""Turning MCP tools/list results into external/<server>.json (SPEC §2.3, §4)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CLEAN, registry_copy, toolcli
from toolcli.errors import LoadError, UsageError
from toolcli.mcp.capture import (captured_from_file, facts_from_annotations, render_external, run_import,
                                 to_external_document, validate_server_name, write_external)
from toolcli.mcp.listing import check_writable, parse_listing, read_listing_file

CORPUS = Path(__file__).resolve().parent / "corpus" / "github-mcp-server" / "tools.json"
FILE_CAPTURE = {"from": "file", "file": "tools.json"}


@pytest.fixture(scope="module")
def github_tools() -> list[dict]:
    assert CORPUS.is_file(), f"the MCP corpus is missing: {CORPUS}"
    return json.loads(CORPUS.read_text(encoding="utf-8"))["tools"]


def tool(name: str = "probe", **fields: object) -> dict:
    return {"name": name, "inputSchema": {"type": "object"}, **fields}


def only_spec(raw: dict) -> dict:
    return to_external_document("srv", [raw], FILE_CAPTURE)["tools"][0]


# --- the real github-mcp-server listing ------------------------------------


def test_every_github_tool_imports(github_tools: list[dict]) -> None:
    tools = read_listing_file(CORPUS)
    document = to_external_document("github", tools, captured_from_file(CORPUS))

    assert len(document["tools"]) == len(github_tools) == 117
    raw_by_name = {raw["name"]: raw for raw in github_tools}
    for spec in document["tools"]:
        raw = raw_by_name[spec["name"].removeprefix("mcp__github__")]
        assert spec["name"] == "mcp__github__" + raw["name"]
        assert len(spec["name"]) <= 64
        assert spec["inline"] == raw["inputSchema"]
        assert spec["description"] == raw["description"]
        assert spec["annotations"] == raw["annotations"]
        assert spec["tier"] == "cold"
        assert 0 < len(spec["brief"]) <= 40
    assert document["captured"] == {"from": "file", "file": "tools.json"}


def test_github_families_follow_read_only_hint(github_tools: list[dict]) -> None:
    document = to_external_document("github", parse_listing({"tools": github_tools}, "t"), FILE_CAPTURE)
    families = [spec["family"] for spec in document["tools"]]
    assert families.count("external_read") == 58
    assert families.count("external_write") == 59
    for spec in document["tools"]:
        writes = spec["family"] == "external_write"
        assert spec["mutates"] is writes and spec["needs_auth"] is writes


def test_output_is_sorted_and_independent_of_input_order(github_tools: list[dict]) -> None:
    forward = to_external_document("github", github_tools, FILE_CAPTURE)
    backward = to_external_document("github", list(reversed(github_tools)), FILE_CAPTURE)
    names = [spec["name"] for spec in forward["tools"]]
    assert names == sorted(names)
    assert render_external(forward) == render_external(backward)


def test_written_bytes_are_identical_across_runs_and_hash_seeds(tmp_path: Path) -> None:
    script = (
        "import sys; from pathlib import Path; from toolcli.mcp.capture import run_import; "
        "run_import(Path(sys.argv[1]), 'github', file=Path(sys.argv[2]))"
    )
    outputs = []
    for run, seed in enumerate(("0", "1", "12345")):
        root = tmp_path / f"run{run}"
        root.mkdir()
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-c", script, str(root), str(CORPUS)], check=True, env=env)
        outputs.append((root / "external" / "github.json").read_bytes())
    assert outputs[0] == outputs[1] == outputs[2]
    assert outputs[0].endswith(b"}\n") and b"\r" not in outputs[0]
    assert json.loads(outputs[0])["server"] == "github"


# --- input forms -------------------------------------------------------------


def test_the_three_input_forms_give_the_same_tools() -> None:
    tools = [tool("a"), tool("b", description="B.")]
    as_result = parse_listing({"tools": tools, "nextCursor": None}, "f")
    as_response = parse_listing({"jsonrpc": "2.0", "id": 7, "result": {"tools": tools}}, "f")
    as_array = parse_listing(tools, "f")
    assert as_result == as_response == as_array == tools


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        (42, "found a number"),
        ("tools", "found a string"),
        (None, "found null"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "no such method"}},
         "a JSON-RPC error response"),
        ({"jsonrpc": "2.0", "id": 1}, "without a result"),
        ({"jsonrpc": "2.0", "id": 1, "result": [tool()]}, "result is an array"),
        ({"prompts": []}, 'no "tools" member'),
        ({"tools": "probe"}, '"tools" is a string'),
        ({"tools": {"probe": {}}}, '"tools" is an object'),
        ({"tools": [tool(), 5]}, "tool /tools/1 is a number, not an object"),
        ([tool(), []], "tool /1 is an array"),
        ({"tools": [{"inputSchema": {}}]}, "has no name"),
        ({"tools": [{"name": 5}]}, "name that is a number"),
        ({"tools": [{"name": ["a"]}]}, "name that is an array"),
        ({"tools": [tool(description=5)]}, "description is a number"),
        ({"tools": [tool(title=None)]}, "title is null"),
        ({"tools": [tool(annotations=[True])]}, "annotations is an array"),
    ],
)
def test_bad_listings_are_load_errors(value: object, fragment: str) -> None:
    with pytest.raises(LoadError) as raised:
        parse_listing(value, "listing.json")
    assert raised.value.path == "listing.json"
    assert (raised.value.line, raised.value.col) == (1, 1)
    assert fragment in raised.value.what
    assert str(raised.value).startswith("listing.json:1:1: ")


def test_a_bad_tool_in_a_file_is_reported_at_its_line(tmp_path: Path) -> None:
    listing = tmp_path / "listing.json"
    listing.write_text('{\n  "tools": [\n    {"name": "ok"},\n    {"name": 12}\n  ]\n}\n', encoding="utf-8")
    with pytest.raises(LoadError) as raised:
        read_listing_file(listing, "listing.json")
    assert (raised.value.path, raised.value.line) == ("listing.json", 4)


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"", "empty"),
        (b"\xef\xbb\xbf{\"tools\": []}", "byte order mark"),
        (b'{"tools": [}', "Expecting"),
        (b'{"tools": [{"name": "a", "inputSchema": {"maximum": NaN}}]}', "NaN"),
        (b'{"tools": [], "tools": []}', "repeated"),
        (b'{"tools": ["\xff"]}', "UTF-8"),
    ],
)
def test_unreadable_listing_files_are_load_errors(tmp_path: Path, content: bytes, fragment: str) -> None:
    listing = tmp_path / "listing.json"
    listing.write_bytes(content)
    with pytest.raises(LoadError) as raised:
        read_listing_file(listing, "listing.json")
    assert raised.value.path == "listing.json"
    assert fragment in raised.value.what


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        (tool(description="\udc80"), "lone UTF-16 surrogate"),
        (tool(inputSchema={"type": "object", "default": float("nan")}), "NaN or Infinity"),
        (tool(inputSchema={"\ud800": 1}), "lone UTF-16 surrogate"),
    ],
)
def test_unwritable_tools_are_refused_before_writing(raw: dict, fragment: str) -> None:
    with pytest.raises(LoadError) as raised:
        check_writable(parse_listing([raw], "f"), "f")
    assert fragment in raised.value.what


def test_conversion_survives_absurd_nesting() -> None:
    schema: dict = {"type": "object"}
    for _ in range(sys.getrecursionlimit() * 3):
        schema = {"items": schema}
    document = to_external_document("srv", [tool("b"), tool("a", inputSchema=schema)], FILE_CAPTURE)
    assert [spec["name"] for spec in document["tools"]] == ["mcp__srv__a", "mcp__srv__b"]
    assert document["tools"][0]["inline"] is schema


def test_absurd_nesting_is_refused_without_recursion() -> None:
    schema: dict = {"type": "object"}
    for _ in range(sys.getrecursionlimit() * 3):
        schema = {"items": schema}
    with pytest.raises(LoadError) as raised:
        check_writable([tool(inputSchema=schema)], "f")
    assert "nesting deeper than" in raised.value.what


# --- conversion ------------------------------------------------------------------


def test_conversion_follows_the_spec_field_by_field() -> None:
    raw = tool(
        "create_issue",
        title="Open an issue",
        description="Create a new issue in a repository. Needs write access.",
        annotations={"readOnlyHint": False, "openWorldHint": True, "x-vendor": [1]},
        outputSchema={"type": "object", "properties": {"number": {"type": "integer"}}},
        icons=[{"src": "x"}],
        _meta={"com.example/trace": {"on": True}},
        execution={"taskSupport": "optional"},
        unknownMember="dropped",
    )
    assert only_spec(raw) == {
        "name": "mcp__srv__create_issue",
        "title": "Open an issue",
        "description": raw["description"],
        "inline": {"type": "object"},
        "output": {"type": "object", "properties": {"number": {"type": "integer"}}},
        "family": "external_write",
        "mutates": True,
        "needs_auth": True,
        "serial": True,
        "effect": "write",
        "tier": "cold",
        "brief": "Open an issue",
        "annotations": {"readOnlyHint": False, "openWorldHint": True, "x-vendor": [1]},
        "icons": [{"src": "x"}],
        "_meta": {"com.example/trace": {"on": True}},
        "execution": {"taskSupport": "optional"},
    }


def test_the_document_keeps_the_protocol_and_the_instructions() -> None:
    document = to_external_document("srv", [tool("a")], FILE_CAPTURE, protocol="2026-07-28",
                                    instructions="Use search before add.")
    assert list(document) == ["server", "captured", "protocol", "instructions", "tools"]
    assert (document["protocol"], document["instructions"]) == ("2026-07-28", "Use search before add.")
    assert list(to_external_document("srv", [tool("a")], FILE_CAPTURE)) == ["server", "captured", "tools"]


@pytest.mark.parametrize(
    ("annotations", "family", "effect"),
    [
        ({"readOnlyHint": True, "openWorldHint": False}, "external_read", "read"),
        ({"readOnlyHint": True}, "external_read", "network"),
        ({"readOnlyHint": True, "openWorldHint": True}, "external_read", "network"),
        ({"readOnlyHint": True, "openWorldHint": "false"}, "external_read", "network"),
        ({"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}, "external_read", "read"),
        ({"readOnlyHint": True, "destructiveHint": True}, "external_write", "write"),
        ({"readOnlyHint": True, "destructiveHint": "yes"}, "external_read", "network"),
        ({"readOnlyHint": False}, "external_write", "write"),
        ({"readOnlyHint": "true"}, "external_write", "write"),
        ({"readOnlyHint": 1}, "external_write", "write"),
        ({"readOnlyHint": None}, "external_write", "write"),
        ({"destructiveHint": False, "openWorldHint": False}, "external_write", "write"),
        ({}, "external_write", "write"),
        (None, "external_write", "write"),
    ],
)
def test_annotations_map_to_facts_pessimistically(annotations: dict | None, family: str, effect: str) -> None:
    raw = tool() if annotations is None else tool(annotations=annotations)
    spec = only_spec(raw)
    writes = family == "external_write"
    assert (spec["family"], spec["effect"]) == (family, effect)
    assert spec["mutates"] is spec["needs_auth"] is spec["serial"] is writes
    assert {key: spec[key] for key in ("family", "mutates", "needs_auth", "serial", "effect")} == \
        facts_from_annotations(annotations)


def test_missing_fields_stay_missing_or_become_empty() -> None:
    spec = only_spec({"name": "bare"})
    assert "inline" not in spec  # so D004 can report it
    assert "annotations" not in spec and "title" not in spec and "output" not in spec
    assert spec["description"] == ""
    assert spec["brief"] == "bare"  # the name in words


def test_names_are_kept_verbatim() -> None:
    names = ["get.file", "Ünïcode", "a" * 80, "with space", "x__y"]
    document = to_external_document("srv", [tool(name) for name in names], FILE_CAPTURE)
    assert sorted(spec["name"] for spec in document["tools"]) == sorted(f"mcp__srv__{name}" for name in names)


def test_annotations_are_kept_exactly_as_received() -> None:
    annotations = {"readOnlyHint": True, "title": "T", "x-vendor": {"nested": [1, None]}, "z": "\u202e"}
    assert only_spec(tool(annotations=annotations))["annotations"] == annotations


# --- server names and captures ----------------------------------------------------


@pytest.mark.parametrize("name", ["github", "time", "a", "A-1_b", "9lives", "x" * 64])
def test_good_server_names(name: str) -> None:
    assert validate_server_name(name) == name


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("", "empty"),
        (".", "not 1-64"),
        ("..", "not 1-64"),
        ("../x", "not 1-64"),
        ("a/b", "not 1-64"),
        ("a\\b", "not 1-64"),
        ("/etc", "not 1-64"),
        ("-flag", "not 1-64"),
        ("_x", "not 1-64"),
        ("has space", "not 1-64"),
        ("x" * 65, "not 1-64"),
        ("a__b", "contains '__'"),
        ("a___", "contains '__'"),
        ("gïthub", "not 1-64"),
        ("a\x00b", "not 1-64"),
        ("time\n", "not 1-64"),
    ],
)
def test_bad_server_names(name: str, fragment: str) -> None:
    with pytest.raises(UsageError) as raised:
        validate_server_name(name)
    assert fragment in str(raised.value)


def test_a_file_capture_keeps_only_the_file_name() -> None:
    assert captured_from_file(Path("/home/someone/dumps/tools.json")) == {"from": "file", "file": "tools.json"}


# --- writing ---------------------------------------------------------------------


def test_write_creates_external_and_writes_canonical_bytes(tmp_path: Path) -> None:
    document = to_external_document("srv", [tool("b"), tool("a", description="Ünïcode ✓")], FILE_CAPTURE)
    path = write_external(tmp_path, "srv", document)
    assert path == tmp_path.resolve() / "external" / "srv.json"
    data = path.read_bytes()
    assert data == (json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    assert "Ünïcode ✓".encode() in data
    assert sorted(p.name for p in path.parent.iterdir()) == ["srv.json"]


def test_write_replaces_an_existing_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    first = to_external_document("srv", [tool("old")], FILE_CAPTURE)
    second = to_external_document("srv", [tool("new")], FILE_CAPTURE)
    write_external(tmp_path, "srv", first)
    path = write_external(tmp_path, "srv", second)
    assert json.loads(path.read_text(encoding="utf-8")) == second
    assert [p.name for p in path.parent.iterdir()] == ["srv.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_external(tmp_path, "srv", to_external_document("srv", [tool("old")], FILE_CAPTURE))
    before = path.read_bytes()

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(UsageError, match="No space left on device"):
        write_external(tmp_path, "srv", to_external_document("srv", [tool("new")], FILE_CAPTURE))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["srv.json"]


def test_a_bad_server_name_is_refused_before_any_path_exists(tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    for name in ("../escape", "a/b", "", "x__y"):
        with pytest.raises(UsageError):
            write_external(root, name, {"server": name, "captured": {}, "tools": []})
    assert list(root.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["root"]


def test_write_refuses_an_external_directory_that_leads_outside_the_root(tmp_path: Path) -> None:
    root, outside = tmp_path / "root", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (root / "external").symlink_to(outside, target_is_directory=True)
    with pytest.raises(UsageError) as raised:
        write_external(root, "srv", to_external_document("srv", [tool()], FILE_CAPTURE))
    assert "not inside the registry root" in str(raised.value)
    assert list(outside.iterdir()) == []


def test_write_replaces_a_symlinked_file_instead_of_following_it(tmp_path: Path) -> None:
    root, victim = tmp_path / "root", tmp_path / "victim.txt"
    (root / "external").mkdir(parents=True)
    victim.write_text("keep me", encoding="utf-8")
    (root / "external" / "srv.json").symlink_to(victim)
    path = write_external(root, "srv", to_external_document("srv", [tool()], FILE_CAPTURE))
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert not path.is_symlink()


def test_run_import_from_a_file(tmp_path: Path) -> None:
    listing = tmp_path / "dump.json"
    listing.write_text(json.dumps({"jsonrpc": "2.0", "id": 2, "result": {"tools": [tool("b"), tool("a")]}}),
                       encoding="utf-8")
    root = tmp_path / "registry"
    root.mkdir()
    imported = run_import(root, "dump", file=listing)
    path = imported.path
    assert imported.warnings == []
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["server"] == "dump"
    assert written["captured"] == {"from": "file", "file": "dump.json"}
    assert [spec["name"] for spec in written["tools"]] == ["mcp__dump__a", "mcp__dump__b"]


def test_run_import_needs_exactly_one_source(tmp_path: Path) -> None:
    with pytest.raises(UsageError):
        run_import(tmp_path, "srv")
    with pytest.raises(UsageError):
        run_import(tmp_path, "srv", file=tmp_path / "x.json", command=["server"])
    with pytest.raises(UsageError):
        run_import(tmp_path, "srv", url="http://127.0.0.1:9/mcp", command=["server"])


@pytest.mark.parametrize(
    ("source", "fragment"),
    [
        ({"url": "http://127.0.0.1:9/mcp", "env": {"KEY": "value"}}, "--env sets a stdio server's environment"),
        ({"command": ["server"], "headers": {"X": "y"}}, "--header applies to an HTTP server"),
        ({"url": "http://127.0.0.1:9/mcp", "strict_stdio": True}, "--strict-stdio applies to a stdio server"),
    ],
)
def test_options_that_do_not_fit_the_transport(tmp_path: Path, source: dict, fragment: str) -> None:
    with pytest.raises(UsageError) as raised:
        run_import(tmp_path, "srv", **source)
    assert fragment in str(raised.value)


def test_run_import_checks_the_server_name_first(tmp_path: Path) -> None:
    with pytest.raises(UsageError):
        run_import(tmp_path, "../x", file=tmp_path / "missing.json")
    assert list(tmp_path.iterdir()) == []


def test_a_capture_larger_than_the_loader_reads_is_refused_before_writing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 60 MB answer made an 84 MB capture that every later command refused;
    here the limit is made small so the listing stays small."""
    from toolcli.files import read

    root = registry_copy(CLEAN, tmp_path / "reg")
    tools = [{"name": f"tool_{index}", "description": f"Tool number {index}. " + "Some words. " * 20,
              "inputSchema": {"type": "object", "properties": {"a": {"type": "string"}}}} for index in range(300)]
    listing = tmp_path / "listing.json"
    listing.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    limit = listing.stat().st_size + 1000
    monkeypatch.setattr(read, "MAX_FILE_BYTES", limit)
    result = toolcli("import", "--server", "big", "--file", str(listing), "--registry", str(root))
    assert result.returncode == 2
    assert re.fullmatch(rf"toolcli: error: the capture of 'big' would be [\d,]+ bytes, over the {limit:,}-byte "
                        r"limit of a registry file; nothing written\n", result.stderr), result.stderr
    assert not (root / "external" / "big.json").exists()
    assert toolcli("validate", "--registry", str(root)).returncode == 0
