"""`toolcli surface --matrix`: every tool against every profile, each cell what
that profile's own surface says, each header that surface's budget use."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import CLEAN, registry_copy, toolcli
from toolcli.loading.loader import Location, load

REPOSITORY = Path(__file__).resolve().parents[1]


def command(*args: str) -> str:
    result = toolcli(*args)
    assert result.returncode == 0, result.stderr
    return result.stdout


def expected_tier(surface: dict, name: str) -> str:
    """A tool's place in a profile, read from `surface --profile P --format json` alone."""
    for entry in surface["advertised"]:
        if entry["name"] == name:
            return entry["tier"]
    for entry in surface["deferred"]:
        if entry["name"] == name:
            return "demoted" if entry["demoted"] else "deferred"
    return "absent"


def check_against_surfaces(root: Path) -> dict:
    matrix = json.loads(command("surface", "--matrix", "--format", "json", "--registry", str(root)))
    registry = load(Location(root, str(root)))
    assert [column["name"] for column in matrix["profiles"]] == [p.name for p in registry.profiles]
    static = sorted({spec.name for spec in registry.specs})
    dynamic = sorted({(spec.server, spec.name) for spec in registry.dynamic if spec.name not in static})
    assert [(tool["server"], tool["name"]) for tool in matrix["tools"]] == [
        *((None, name) for name in static), *dynamic]
    for column in matrix["profiles"]:
        surface = json.loads(command("surface", "--profile", column["name"], "--format", "json",
                                     "--registry", str(root)))
        assert (column["budget"], column["used"]) == (surface["budget"], surface["used"])
        assert (column["advertised"], column["deferred"]) == (len(surface["advertised"]), len(surface["deferred"]))
        assert column["demoted"] == sum(entry["demoted"] for entry in surface["deferred"])
        for tool in matrix["tools"]:
            assert tool["tiers"][column["name"]] == expected_tier(surface, tool["name"]), (column, tool)
    return matrix


def test_the_bundled_registry_cell_by_cell() -> None:
    matrix = check_against_surfaces(REPOSITORY)
    seen = {tier for tool in matrix["tools"] for tier in tool["tiers"].values()}
    assert seen == {"hot", "warm", "deferred", "demoted", "absent"}
    assert {tool["origin"] for tool in matrix["tools"]} == {"static", "dynamic"}


@pytest.fixture
def squeezed(tmp_path: Path) -> Path:
    """The clean registry with `main`'s budget below its advertised size: warm tools are demoted."""
    root = tmp_path / "registry"
    registry_copy(CLEAN, root)
    manifest = root / "toolspec.toml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace("budget = 100000", "budget = 900"), encoding="utf-8")
    return root


def test_demotion_and_absence_in_a_registry_over_budget(squeezed: Path) -> None:
    matrix = check_against_surfaces(squeezed)
    main = next(column for column in matrix["profiles"] if column["name"] == "main")
    assert main["demoted"] >= 1 and main["budget"] == 900
    assert any(tool["tiers"]["main"] == "demoted" for tool in matrix["tools"])
    assert any(tool["tiers"]["reader"] == "absent" for tool in matrix["tools"])


def test_text_groups_rows_by_origin_and_shows_budget_use(squeezed: Path) -> None:
    printed = command("surface", "--matrix", "--registry", str(squeezed), "--color", "never")
    matrix = json.loads(command("surface", "--matrix", "--format", "json", "--registry", str(squeezed)))
    lines = printed.splitlines()
    groups = [line.strip() for line in lines if line.strip() in ("static", "mcp server notes")]
    assert groups == ["static", "mcp server notes"]
    header = "\n".join(lines[: next(i for i, line in enumerate(lines) if line.strip() == "static")])
    for column in matrix["profiles"]:
        assert column["name"] in header
        assert f"{column['used']:,}" in header
        if column["budget"] is not None:
            assert f"/{column['budget']:,}" in header
            assert f"{column['used'] / column['budget']:.0%}" in header
        else:
            assert "no budget" in header
    for tool in matrix["tools"]:
        row = next(line for line in lines if line.split() and line.split()[0] == tool["name"])
        cells = row.split()[1:]
        assert cells == ["-" if tier == "absent" else tier for tier in tool["tiers"].values()]


def test_untrusted_names_reach_the_terminal_escaped(tmp_path: Path) -> None:
    root = tmp_path / "registry"
    registry_copy(CLEAN, root)
    capture = root / "external" / "notes.json"
    document = json.loads(capture.read_text(encoding="utf-8"))
    document["tools"][0]["name"] = "mcp__notes__se\x1b[31march\u202e"
    capture.write_text(json.dumps(document), encoding="utf-8")
    printed = command("surface", "--matrix", "--registry", str(root), "--color", "always")
    assert "\u202e" not in printed and "\x1b[31march" not in printed
    assert "mcp__notes__se\\x1b[31march\\u202e" in re.sub(r"\x1b\[[0-9;]*m", "", printed)
    matrix = json.loads(command("surface", "--matrix", "--format", "json", "--registry", str(root)))
    assert "mcp__notes__se\x1b[31march\u202e" in [tool["name"] for tool in matrix["tools"]]


@pytest.mark.parametrize("args, message", [
    (["--matrix", "--profile", "coding"], "leave out --profile"),
    (["--matrix", "--format", "openai"], "unknown format 'openai'"),
    ([], "give --profile P (this registry's profiles: director, repo, coding, chat, devops, browser, "
         "palette), or --matrix"),
])
def test_usage_mistakes(args: list[str], message: str) -> None:
    result = toolcli("surface", "--registry", str(REPOSITORY), *args)
    assert result.returncode == 2 and result.stderr.startswith("toolcli: error: ")
    assert message in result.stderr
