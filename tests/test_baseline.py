"""`toolcli baseline` and `validate --exit-zero`: a team adopts the gate on a
registry with third-party findings (the official memory and filesystem
servers, as captured in tests/corpus/servers) and fails only on new ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import SERVER_CORPUS, toolcli

DAY = "1767225600"  # SOURCE_DATE_EPOCH of 2026-01-01, 00:00 UTC
REASON = 'reason = "baseline 2026-01-01: review"'


def run(*args: str, registry: Path) -> object:
    return toolcli(*args, "--registry", str(registry), "--color", "never", env={"SOURCE_DATE_EPOCH": DAY})


def findings(registry: Path) -> list[tuple[str, str | None]]:
    result = toolcli("validate", "--registry", str(registry), "--format", "json")
    return [(d["code"], d["tool"]) for d in json.loads(result.stdout)["diagnostics"]]


@pytest.fixture
def adopted(registry: Path) -> Path:
    """The clean registry with two real servers imported, their findings and all."""
    for server in ("memory", "filesystem"):
        result = toolcli("import", "--registry", str(registry), "--server", server,
                         "--file", str(SERVER_CORPUS / f"{server}.json"))
        assert result.returncode == 0, result.stderr
    assert toolcli("golden", "--registry", str(registry), "--rewrite").returncode == 0
    return registry


def test_baseline_allows_todays_findings_by_server_and_keeps_the_file(adopted: Path) -> None:
    manifest = adopted / "toolspec.toml"
    before = manifest.read_bytes()
    assert toolcli("validate", "--registry", str(adopted)).returncode == 1
    assert len(findings(adopted)) == 23  # every memory and filesystem tool: a draft-07 output schema (D010)
    result = run("baseline", registry=adopted)
    assert result.returncode == 0, result.stderr
    assert "added 2 [[lint.allow]] entries" in result.stdout
    after = manifest.read_bytes()
    assert after.startswith(before), "the file's own text is kept byte for byte"
    assert after[len(before):].decode("utf-8") == (
        "\n# baseline 2026-01-01: the findings of that day, each to review and fix or explain\n"
        f'\n[[lint.allow]]\nrule = "D010"\nserver = "filesystem"\n{REASON}\n'
        f'\n[[lint.allow]]\nrule = "D010"\nserver = "memory"\n{REASON}\n')
    assert toolcli("validate", "--registry", str(adopted)).returncode == 0
    assert not list(adopted.glob(".toolcli-*")), "written atomically, no temporary left"


def test_a_second_baseline_adds_nothing(adopted: Path) -> None:
    assert run("baseline", registry=adopted).returncode == 0
    once = (adopted / "toolspec.toml").read_bytes()
    again = run("baseline", registry=adopted)
    assert again.returncode == 0 and "nothing to add" in again.stdout
    assert (adopted / "toolspec.toml").read_bytes() == once


def test_the_gate_then_fails_only_on_new_findings_and_l001_names_stale_entries(adopted: Path) -> None:
    assert run("baseline", registry=adopted).returncode == 0
    capture = adopted / "external" / "notes.json"
    document = json.loads(capture.read_text(encoding="utf-8"))
    document["tools"][0]["brief"] = "x" * 41  # a new finding, on one tool of a server with two
    capture.write_text(json.dumps(document), encoding="utf-8")
    (adopted / "external" / "memory.json").unlink()  # its entry now matches nothing
    assert sorted(findings(adopted)) == [("D009", "mcp__notes__search"), ("L001", None)]


def test_a_finding_on_some_tools_of_a_server_is_allowed_per_tool(registry: Path) -> None:
    capture = registry / "external" / "notes.json"
    document = json.loads(capture.read_text(encoding="utf-8"))
    document["tools"][0]["brief"] = "x" * 41
    capture.write_text(json.dumps(document), encoding="utf-8")
    assert run("baseline", registry=registry).returncode == 0
    text = (registry / "toolspec.toml").read_text(encoding="utf-8")
    assert f'[[lint.allow]]\nrule = "D009"\ntool = "mcp__notes__search"\n{REASON}\n' in text
    assert "server = " not in text
    assert findings(registry) == []


def test_findings_on_no_tool_are_named_and_never_written(registry: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace(
        'capabilities = ["fs_read", "flow"]', 'capabilities = ["fs_read", "flow", "fs_raed"]'), encoding="utf-8")
    before = manifest.read_bytes()
    result = run("baseline", registry=registry)
    assert result.returncode == 0
    assert "nothing to add" in result.stdout and "1 finding on no tool" in result.stdout
    assert "P003" in result.stdout
    assert manifest.read_bytes() == before


@pytest.mark.parametrize("ending", ["\r\n", "no final newline"])
def test_line_endings_and_a_missing_final_newline_are_kept(registry: Path, ending: str) -> None:
    manifest = registry / "toolspec.toml"
    text = manifest.read_text(encoding="utf-8")
    data = (text.replace("\n", "\r\n") if ending == "\r\n" else text.rstrip("\n")).encode("utf-8")
    manifest.write_bytes(data)
    capture = registry / "external" / "notes.json"
    capture.write_text(capture.read_text(encoding="utf-8").replace('"Add a note"', '"' + "y" * 41 + '"'),
                       encoding="utf-8")
    assert run("baseline", registry=registry).returncode == 0
    after = manifest.read_bytes()
    assert after.startswith(data)
    added = after[len(data):]
    if ending == "\r\n":
        assert b"\r\n" in added and b"\n" not in added.replace(b"\r\n", b"")
    else:
        assert added.startswith(b"\n\n# baseline")
    assert findings(registry) == []


def test_an_inline_allow_array_is_refused_and_nothing_written(registry: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + 'allow = [{rule = "D009", tool = "t", reason = "r"}]\n',
                        encoding="utf-8")
    capture = registry / "external" / "notes.json"
    capture.write_text(capture.read_text(encoding="utf-8").replace('"Add a note"', '"' + "y" * 41 + '"'),
                       encoding="utf-8")
    before = manifest.read_bytes()
    result = run("baseline", registry=registry)
    assert result.returncode == 2 and "[[lint.allow]] tables" in result.stderr
    assert manifest.read_bytes() == before


def test_the_date_is_the_clocks_unless_pinned(registry: Path) -> None:
    import datetime

    capture = registry / "external" / "notes.json"
    capture.write_text(capture.read_text(encoding="utf-8").replace('"Add a note"', '"' + "y" * 41 + '"'),
                       encoding="utf-8")
    before = datetime.date.today()
    result = toolcli("baseline", "--registry", str(registry), "--color", "never", env={"SOURCE_DATE_EPOCH": None})
    assert result.returncode == 0
    text = (registry / "toolspec.toml").read_text(encoding="utf-8")
    dates = {before.isoformat(), datetime.date.today().isoformat()}
    assert any(f'reason = "baseline {day}: review"' in text for day in dates)
    bad = toolcli("baseline", "--registry", str(registry), env={"SOURCE_DATE_EPOCH": "yesterday"})
    assert bad.returncode == 2 and "SOURCE_DATE_EPOCH" in bad.stderr


def test_baseline_never_writes_into_the_demonstration(tmp_path: Path) -> None:
    result = toolcli("baseline", cwd=tmp_path)
    assert result.returncode == 2 and "--demo" not in result.stderr


def test_exit_zero_reports_without_failing(adopted: Path) -> None:
    plain = toolcli("validate", "--registry", str(adopted), "--format", "json")
    zero = toolcli("validate", "--registry", str(adopted), "--format", "json", "--exit-zero")
    assert (plain.returncode, zero.returncode) == (1, 0)
    assert zero.stdout == plain.stdout
    text = toolcli("validate", "--registry", str(adopted), "--exit-zero", "--fail-on", "info", "--color", "never")
    assert text.returncode == 0 and "Found 23 errors" in text.stdout


def test_exit_zero_still_stops_on_a_file_that_cannot_be_loaded(registry: Path) -> None:
    (registry / "schemas.json").write_text("[", encoding="utf-8")
    result = toolcli("validate", "--registry", str(registry), "--exit-zero")
    assert result.returncode == 2 and result.stderr.startswith("toolcli: error: ")
