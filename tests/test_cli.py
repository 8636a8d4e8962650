"""The CLI as a user runs it: exit codes, stdout and stderr (in this process
unless the point is the process: the interpreter's exit code, the console script)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conftest import in_a_terminal, toolcli
from toolcli import __version__


def test_version_and_help() -> None:
    assert toolcli("--version").stdout == f"toolcli {__version__}\n"
    assert toolcli("--version", process=True).stdout == f"toolcli {__version__}\n"
    script = Path(sys.executable).parent / "toolcli"  # the console script pip installed
    assert subprocess.run([script, "--version"], capture_output=True, text=True, timeout=120,
                          check=False).stdout == f"toolcli {__version__}\n"
    result = toolcli("--help")
    assert result.returncode == 0
    for command in ("validate", "surface", "golden", "query", "rules", "rule", "contract", "import"):
        assert command in result.stdout


def test_query_derives_and_fails_safe(registry: Path) -> None:
    result = toolcli("query", "write_file", "read_file", "nope", "--format", "json", "--registry", str(registry))
    assert result.returncode == 0, result.stderr
    answers = json.loads(result.stdout)
    assert list(answers) == ["write_file", "read_file", "nope"]
    assert answers["write_file"]["read_only"] is False and answers["write_file"]["serial"] is True
    assert answers["read_file"]["read_only"] is True and answers["read_file"]["path_params"] == ["path"]
    assert answers["nope"] == {
        "registered": False, "read_only": False, "serial": True, "interactive": False,
        "needs_auth": True, "path_params": [], "effect": "unknown", "trunc_priority": 1,
        "compact_display": False, "model_slot": "", "brief": "",
    }


def test_query_shows_the_bundled_registry_only_when_asked_or_to_a_person(tmp_path: Path) -> None:
    """tests/test_no_fallback.py has every case; this is the query's."""
    refused = toolcli("query", "bash", "--format", "json", cwd=tmp_path)
    assert refused.returncode == 2 and refused.stdout == "" and "--demo" in refused.stderr
    result = toolcli("query", "read_file", "bash", "nope", "--format", "json", "--demo", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    answers = json.loads(result.stdout)
    assert answers["read_file"]["registered"] and answers["bash"]["registered"]
    assert not answers["nope"]["registered"]
    assert result.stderr == ""
    assert toolcli("query", "bash", "--color", "never", cwd=tmp_path).returncode == 2  # no terminal
    shown = in_a_terminal("query", "bash", "--color", "never", cwd=tmp_path)
    assert shown.returncode == 0 and "on the bundled demonstration registry" in shown.stdout.splitlines()[-1]
    (notice,) = shown.stderr.strip().splitlines()
    assert "no toolspec.toml" in notice and "--registry DIR" in notice


def test_query_text_output(registry: Path) -> None:
    result = toolcli("query", "read_file", "nope", "--registry", str(registry), "--color", "never")
    assert result.returncode == 0
    assert "read_only" in result.stdout and "not registered" in result.stdout


def test_validate_clean_registry_passes(registry: Path) -> None:
    result = toolcli("validate", "--registry", str(registry), "--color", "never")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "All checks passed" in result.stdout


def test_validate_json_has_the_spec_shape(registry: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text().replace('brief = "Show type and docs at a position"', ""), "utf-8")
    (registry / "specs" / "lsp_hover.toml").write_text(
        (registry / "specs" / "lsp_hover.toml").read_text().replace('brief = "Show type and docs at a position"\n', ""))
    result = toolcli("validate", "--registry", str(registry), "--format", "json")
    assert result.returncode == 1
    document = json.loads(result.stdout)
    assert list(document) == ["toolcli", "registry", "summary", "diagnostics"]
    assert document["toolcli"] == __version__ and document["registry"] == str(registry)
    assert document["summary"] == {"static": 6, "dynamic": 2, "error": 1, "warning": 0, "info": 0}
    [diagnostic] = document["diagnostics"]
    assert list(diagnostic) == ["code", "rule", "severity", "tool", "profile", "message", "hint",
                                "file", "line", "pointer"]
    assert diagnostic["code"] == "R008" and diagnostic["tool"] == "lsp_hover"
    assert diagnostic["file"] == "specs/lsp_hover.toml" and diagnostic["line"] == 1
    assert diagnostic["pointer"] == "/tools/lsp_hover/brief"


def test_fail_on_threshold(registry: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text().replace('capabilities = ["fs_read", "flow"]',
                                                     'capabilities = ["fs_read", "flow", "nothing_has_this"]'))
    assert toolcli("validate", "--registry", str(registry)).returncode == 0
    assert toolcli("validate", "--registry", str(registry), "--fail-on", "warning").returncode == 1


def test_unknown_selector_and_target_are_usage_errors(registry: Path) -> None:
    for args in (("--select", "Q9"), ("--target", "nowhere")):
        result = toolcli("validate", "--registry", str(registry), *args)
        assert result.returncode == 2
        assert result.stderr.startswith("toolcli: error:") and "Traceback" not in result.stderr


def test_a_missing_registry_is_exit_2(tmp_path: Path) -> None:
    result = toolcli("validate", "--registry", str(tmp_path / "nowhere"))
    assert result.returncode == 2 and "no toolspec.toml" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_broken_file_is_exit_2_with_its_position(registry: Path) -> None:
    (registry / "schemas.json").write_text('[\n  {"name": "x",\n   "description": oops}\n]\n')
    result = toolcli("validate", "--registry", str(registry), process=True)
    assert result.returncode == 2
    assert "schemas.json:3:" in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == "", "a load failure is never reported as no findings"


def test_rules_and_rule_pages() -> None:
    listing = json.loads(toolcli("rules", "--format", "json").stdout)
    codes = [entry["code"] for entry in listing]
    assert codes == sorted(codes) and len(codes) == len(set(codes))
    assert {"R001", "R021", "D009", "P007", "X007", "L001"} <= set(codes)
    assert all(set(entry) >= {"code", "name", "severity"} for entry in listing)
    page = toolcli("rule", "R017", "--color", "never")
    assert page.returncode == 0
    for heading in ("R017 requirement-unprovided", "Why it matters", "Bad", "Good", "default severity"):
        assert heading in page.stdout
    assert toolcli("rule", "R999").returncode == 2


def test_surface_unknown_profile_lists_the_known_ones(registry: Path) -> None:
    result = toolcli("surface", "--profile", "nope", "--registry", str(registry))
    assert result.returncode == 2
    assert "known profiles: main, reader" in result.stderr


def test_rules_with_a_registry_say_what_its_lint_settings_enable(registry: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text().replace(
        'select = ["R", "D", "P", "X", "L"]',
        'select = ["R", "D", "P", "X", "L"]\nignore = ["X007"]\nseverity = { X006 = "error" }'))
    listing = {e["code"]: e for e in json.loads(
        toolcli("rules", "--registry", str(registry), "--format", "json").stdout)}
    assert (listing["X007"]["enabled"], listing["X006"]["enabled"], listing["C001"]["enabled"]) == (False, True, False)
    assert (listing["X006"]["severity"], listing["X006"]["effective_severity"]) == ("warning", "error")
    assert "enabled" not in json.loads(toolcli("rules", "--format", "json").stdout)[0]
    page = toolcli("rule", "X007", "--registry", str(registry), "--color", "never").stdout
    assert "in this registry: not enabled" in page

