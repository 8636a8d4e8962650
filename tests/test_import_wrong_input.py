"""`toolcli import` given the wrong thing says what it was given, and writes
nothing: a client configuration, a toolcli capture, a mistyped option; a
listing whose tools lack inputSchema is imported with a warning naming them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import REPO, toolcli

CONFIGURATIONS = {
    "claude_desktop_config.json": ('{"mcpServers": {"time": {"command": "uvx", "args": ["mcp-server-time"]}}}',
                                   "mcpServers, as Claude Desktop"),
    ".claude.json": ('{"projects": {"/home/me/app": {"mcpServers": {"time": {"command": "uvx"}}}}}',
                     "Claude Code configuration"),
    "mcp.json": ('{"inputs": [], "servers": {"time": {"type": "stdio", "command": "uvx"}}}',
                 "servers, as VS Code's mcp.json"),
    "codex.json": ('{"mcp_servers": {"time": {"command": "uvx"}}}', "mcp_servers, as Codex"),
    "config.toml": ('model = "o3"\n\n[mcp_servers.time]\ncommand = "uvx"\n', "[mcp_servers.NAME], as Codex"),
}


def import_file(registry: Path, path: Path) -> tuple:
    before = sorted(p.name for p in (registry / "external").iterdir())
    result = toolcli("import", "--registry", str(registry), "--server", "given", "--file", str(path))
    after = sorted(p.name for p in (registry / "external").iterdir())
    return result, before == after


@pytest.mark.parametrize("name", sorted(CONFIGURATIONS))
def test_a_client_configuration_points_at_import_config(registry: Path, tmp_path: Path, name: str) -> None:
    text, shape = CONFIGURATIONS[name]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result, unchanged = import_file(registry, path)
    assert result.returncode == 2 and unchanged and result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"toolcli: error: {path}:") and "configuration" in line
    assert shape in line and "not a tools/list result" in line
    assert line.endswith(f"capture its servers with toolcli import --config {path}")


def test_a_toolcli_capture_says_what_it_is(registry: Path) -> None:
    capture = REPO / "external" / "time.json"
    result, unchanged = import_file(registry, capture)
    assert result.returncode == 2 and unchanged
    (line,) = result.stderr.splitlines()
    assert "a toolcli capture of the server 'time'" in line and "it is already imported" in line


def test_a_tool_without_input_schema_is_named_in_a_warning(registry: Path, tmp_path: Path) -> None:
    listing = tmp_path / "listing.json"
    listing.write_text(json.dumps({"tools": [
        {"name": "no_schema", "description": "Lists things."},
        {"name": "with_schema", "description": "Reads things.", "inputSchema": {"type": "object"}},
    ]}), encoding="utf-8")
    result = toolcli("import", "--registry", str(registry), "--server", "given", "--file", str(listing))
    assert result.returncode == 0, result.stderr
    warning = [line for line in result.stderr.splitlines() if "warning" in line]
    assert warning == ["toolcli: warning: 1 of 2 listed tools have no inputSchema, so their capture has no "
                       "input schema (D004): 'no_schema'"]
    assert (registry / "external" / "given.json").is_file()


def test_a_tools_list_result_imports_without_warning(registry: Path, tmp_path: Path) -> None:
    listing = tmp_path / "listing.json"
    listing.write_text(json.dumps({"tools": [
        {"name": "with_schema", "description": "Reads things.", "inputSchema": {"type": "object"}}]}),
        encoding="utf-8")
    result = toolcli("import", "--registry", str(registry), "--server", "given", "--file", str(listing))
    assert result.returncode == 0 and "warning" not in result.stderr


def test_a_mistyped_option_before_the_double_dash_is_no_such_option(registry: Path) -> None:
    result = toolcli("import", "--server", "time", "--registy", str(registry), "--", "mcp-server-time")
    assert result.returncode == 2
    assert "No such option: --registy" in result.stderr and "--registry" in result.stderr
    assert "command not found" not in result.stderr
    assert not (registry / "external" / "time.json").exists()


def test_the_servers_own_options_after_the_double_dash_are_its_own(registry: Path, tmp_path: Path) -> None:
    """Options after `--` belong to the server's command line, however they are spelled."""
    result = toolcli("import", "--server", "nothing", "--registry", str(registry), "--timeout", "5",
                     "--", str(tmp_path / "no-such-program"), "--registy", "--server")
    assert result.returncode == 2
    assert "No such option" not in result.stderr and "no-such-program" in result.stderr


def test_surface_without_a_profile_lists_the_profiles(registry: Path) -> None:
    result = toolcli("surface", "--registry", str(registry))
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert "--profile" in line and "this registry's profiles: main, reader" in line and "--matrix" in line
