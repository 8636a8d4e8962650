"""Losses said aloud: every provider format names on stderr, one line each,
each tool it sends `"strict": false` and why, and each keyword or field it
drops; stdout is the payload exactly as the library gives it. Shown on two
real servers' captures (mongodb's open `filter` objects, fetch's `format:
uri`) and a declaration with input_examples."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import SERVER_CORPUS, toolcli
import toolcli as library
from toolcli.providers.targets import PAYLOADS

CASES = [(format, switch) for format, switch in PAYLOADS if switch != "openapi"] + [("gemini", "openapi")]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The clean registry with mongodb and fetch imported and advertised (warm, by a glob)."""
    import shutil

    from conftest import CLEAN

    root = tmp_path_factory.mktemp("served") / "reg"
    shutil.copytree(CLEAN, root)
    for server in ("mongodb", "fetch"):
        result = toolcli("import", "--registry", str(root), "--server", server,
                         "--file", str(SERVER_CORPUS / f"{server}.json"))
        assert result.returncode == 0, result.stderr
    manifest = root / "toolspec.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(
        "budget = 100000\n", 'budget = 1000000\ntiers = { "mcp__*" = "warm" }\n'), encoding="utf-8")
    schemas = root / "schemas.json"
    declarations = json.loads(schemas.read_text(encoding="utf-8"))
    declarations[0]["input_examples"] = [{"path": "README.md"}]
    schemas.write_text(json.dumps(declarations, indent=2), encoding="utf-8")
    return root


def surface(root: Path, format: str, switch: str):
    flags = [f"--{switch}"] if switch else []
    return toolcli("surface", "--registry", str(root), "--profile", "main", "--format", format, *flags)


@pytest.mark.parametrize(("format", "switch"), CASES, ids=lambda value: value or "plain")
def test_stdout_is_the_payload_and_stderr_says_each_loss_once(served: Path, format: str, switch: str) -> None:
    result = surface(served, format, switch)
    assert result.returncode == 0, result.stderr
    options = {switch: True} if switch else {}
    payload, lost = library.load(served).surface("main").converted(format, **options)
    assert json.loads(result.stdout) == payload
    label = format + (f" --{switch}" if switch else "")
    lines = result.stderr.splitlines()
    assert all(line.startswith(f"toolcli: {label}: ") for line in lines), lines
    said = [line for line in lines if ": sent \"strict\": false: " not in line]
    expected = sum(1 for losses in lost.values() for loss in losses if loss["keyword"] != "strict")
    assert len(said) == expected


@pytest.mark.parametrize("format", ["openai", "azure-openai", "anthropic", "openai-responses"])
def test_strict_names_each_tool_it_sends_non_strict_and_why(served: Path, format: str) -> None:
    result = surface(served, format, "strict")
    non_strict = [line for line in result.stderr.splitlines() if ': sent "strict": false: ' in line]
    named = {line.split(": ")[2] for line in non_strict}
    assert "mcp__mongodb__find" in named and "mcp__mongodb__aggregate" in named
    [find] = [line for line in non_strict if ": mcp__mongodb__find: " in line]
    assert "/properties/filter" in find and "open object" in find
    sent = json.loads(result.stdout)
    flags = {tool.get("name") or tool.get("function", {}).get("name"):
             tool.get("strict", tool.get("function", {}).get("strict")) for tool in sent}
    assert named == {name for name, flag in flags.items() if flag is False}


def test_input_examples_dropped_by_openai_are_said(served: Path) -> None:
    for switch in ("", "strict"):
        lines = surface(served, "openai", switch).stderr.splitlines()
        assert any(line.startswith("toolcli: openai") and ": read_file: input_examples: dropped: " in line
                   for line in lines), lines
    assert ": input_examples: " not in surface(served, "anthropic", "").stderr  # sent there


def test_a_keyword_stated_in_the_description_is_said(served: Path) -> None:
    lines = surface(served, "gemini", "openapi").stderr.splitlines()
    assert "toolcli: gemini --openapi: mcp__fetch__fetch: /properties/url/format: stated in the description" in lines


def test_the_responses_api_without_strict_says_every_tool_is_sent_non_strict(served: Path) -> None:
    result = surface(served, "openai-responses", "")
    sent = json.loads(result.stdout)
    non_strict = [line for line in result.stderr.splitlines() if ': sent "strict": false: ' in line]
    assert len(non_strict) == len(sent) and all("--strict was not given" in line for line in non_strict)


def test_a_tool_name_is_shown_sanitised(served: Path, tmp_path: Path) -> None:
    import shutil

    root = tmp_path / "reg"
    shutil.copytree(served, root)
    capture = root / "external" / "mongodb.json"
    capture.write_text(capture.read_text(encoding="utf-8").replace("mcp__mongodb__find", "mcp__mongodb__fi\\u001bnd"),
                       encoding="utf-8")
    result = surface(root, "openai", "strict")
    assert "\x1b" not in result.stderr and "fi\\x1bnd" in result.stderr
