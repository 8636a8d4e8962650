"""`toolcli import --config FILE`: the six client configuration formats,
${…} references, disabled and broken entries, --only, --check (SPEC §14.1)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from conftest import CLEAN, registry_copy, toolcli
from test_import_http import http_server
from toolcli.errors import LoadError
from toolcli.mcp.config import read_config

SERVERS = Path(__file__).resolve().parent / "mcp_servers"
PYTHON = sys.executable
NOTES = str(SERVERS / "notes_server.py")
ERA = str(SERVERS / "era_server.py")
SECRET = "s3cr3t-Value-7f9a2b1c8d"
HEADER_SECRET = "tok-9f8e7d6c5b4a39281706"  # what test_import_http's server expects as a bearer token


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def entries(path: Path, **environ: str) -> dict:
    return {e.name: e for e in read_config(path, str(path), environ=environ).servers}


# --- the six shapes, read without starting anything ------------------------------------------


def test_claude_desktop_cursor_gemini_shape(tmp_path: Path) -> None:
    path = write(tmp_path / "claude_desktop_config.json", json.dumps({"mcpServers": {
        "notes": {"command": "python", "args": ["notes.py", "--token", "${TOKEN}"], "env": {"KEY": "${env:KEY}"}},
        "remote": {"url": "https://mcp.example.com/mcp?key=${KEY}", "headers": {"Authorization": "Bearer ${TOKEN}"}},
    }}))
    found = entries(path, TOKEN="t-123456", KEY="k-654321")
    assert found["notes"].command == ["python", "notes.py", "--token", "t-123456"]
    assert found["notes"].shown_command == ["python", "notes.py", "--token", "${TOKEN}"]
    assert found["notes"].env == {"KEY": "k-654321"}
    assert found["remote"].url == "https://mcp.example.com/mcp?key=k-654321"
    assert found["remote"].headers == {"Authorization": "Bearer t-123456"}
    assert {"t-123456", "k-654321"} <= set(found["notes"].secrets) | set(found["remote"].secrets)


def test_defaults_missing_variables_and_inputs(tmp_path: Path) -> None:
    path = write(tmp_path / ".mcp.json", json.dumps({"mcpServers": {
        "defaulted": {"type": "stdio", "command": "srv", "args": ["--level", "${LEVEL:-info}"]},
        "missing": {"command": "srv", "env": {"TOKEN": "${NOT_SET_ANYWHERE}"}},
        "off": {"command": "srv", "disabled": True},
        "bad name": {"command": "srv"},
        "no_command": {"args": ["x"]},
    }}))
    found = entries(path)
    assert found["defaulted"].command == ["srv", "--level", "info"] and found["defaulted"].problem is None
    assert found["missing"].problem == "needs NOT_SET_ANYWHERE, which is not set in this environment"
    assert not found["missing"].skipped
    assert (found["off"].problem, found["off"].skipped) == ("disabled in the configuration", True)
    assert "not a server name" in found["bad name"].problem
    assert found["no_command"].problem == "the entry has neither a command nor a url"


def test_claude_code_user_file_with_projects(tmp_path: Path) -> None:
    shared = {"command": "srv", "args": ["a"]}
    path = write(tmp_path / ".claude.json", json.dumps({
        "numStartups": 3,
        "mcpServers": {"user": shared},
        "projects": {"/home/me/app": {"mcpServers": {"local": {"type": "http", "url": "http://127.0.0.1:9/mcp"},
                                                     "user": shared}},
                     "/home/me/other": {"mcpServers": {"local": {"command": "different"}}}},
    }))
    config = read_config(path, str(path), environ={})
    assert config.kind == "Claude Code ~/.claude.json"
    assert [e.name for e in config.servers] == ["user", "local", "local"]
    assert config.servers[1].url == "http://127.0.0.1:9/mcp"
    assert config.servers[2].problem.startswith("the name is also used by the entry at /projects/~1home~1me~1app")


def test_vscode_with_comments_inputs_and_workspace_folder(tmp_path: Path) -> None:
    path = write(tmp_path / "ws" / ".vscode" / "mcp.json", """{
  // servers of this workspace
  "inputs": [{"type": "promptString", "id": "api-key", "description": "Notes API key", "password": true}],
  "servers": {
    "notes": {"type": "stdio", "command": "python", "args": ["${workspaceFolder}/notes.py"],
              "env": {"API_KEY": "${input:api-key}"}},  /* trailing comma next */
    "web": {"type": "sse", "url": "http://127.0.0.1:9/sse", "headers": {"X-Key": "${input:api-key}"},},
  },
}""")
    skipped = entries(path)
    assert skipped["notes"].skipped and skipped["notes"].problem == (
        "needs ${input:api-key} (Notes API key), which VS Code asks for; set TOOLCLI_INPUT_API_KEY")
    given = entries(path, TOOLCLI_INPUT_API_KEY="k-11223344")
    assert given["notes"].command == ["python", f"{(tmp_path / 'ws').resolve()}/notes.py"]
    assert given["notes"].env == {"API_KEY": "k-11223344"}
    assert given["web"].headers == {"X-Key": "k-11223344"}
    settings = write(tmp_path / "settings.json", json.dumps({"editor.fontSize": 12,
                                                              "mcp": {"servers": {"a": {"command": "x"}}}}))
    assert read_config(settings, "settings.json", environ={}).kind == "VS Code settings.json"


def test_windsurf_server_url(tmp_path: Path) -> None:
    path = write(tmp_path / "mcp_config.json", json.dumps({"mcpServers": {
        "remote": {"serverUrl": "https://mcp.example.com/mcp", "headers": {"Authorization": "Bearer ${env:T}"}}}}))
    remote = entries(path, T="t-99887766")["remote"]
    assert (remote.url, remote.headers) == ("https://mcp.example.com/mcp", {"Authorization": "Bearer t-99887766"})


def test_codex_config_toml(tmp_path: Path) -> None:
    path = write(tmp_path / "config.toml", """
model = "o4"

[mcp_servers.notes]
command = "python"
args = ["notes.py"]
env_vars = ["PASSED"]
cwd = "/tmp"

[mcp_servers.notes.env]
FIXED = "fixed-value"

[mcp_servers.remote]
url = "https://mcp.example.com/mcp"
bearer_token_env_var = "REMOTE_TOKEN"
http_headers = { "X-Team" = "core" }

[mcp_servers.off]
command = "x"
enabled = false
""")
    found = entries(path, PASSED="p-55667788", REMOTE_TOKEN="r-44556677")
    assert found["notes"].env == {"FIXED": "fixed-value", "PASSED": "p-55667788"}
    assert found["notes"].cwd == "/tmp"
    assert found["remote"].headers == {"X-Team": "core", "Authorization": "Bearer r-44556677"}
    assert found["off"].skipped
    assert entries(path)["remote"].problem == "needs REMOTE_TOKEN, which is not set in this environment"


@pytest.mark.parametrize(("content", "fragment"), [
    ('{"tools": [{"name": "a"}]}', "an MCP tools/list result, not a client configuration; import it with"),
    ('{"server": "a", "captured": {}, "tools": []}', "a toolcli capture"),
    ('{"editor.fontSize": 12}', "not an MCP client configuration"),
    ('{"mcpServers": {', "config.json:1:"),
])
def test_a_file_that_is_no_configuration_exits_2(tmp_path: Path, registry: Path, content: str, fragment: str) -> None:
    path = write(tmp_path / "config.json", content)
    with pytest.raises(LoadError):
        read_config(path, "config.json", environ={})
    result = toolcli("import", "--registry", str(registry), "--config", str(path))
    assert result.returncode == 2 and fragment in result.stderr, result.stderr


def test_file_given_a_configuration_names_the_command(tmp_path: Path, registry: Path) -> None:
    path = write(tmp_path / "mcp.json", json.dumps({"mcpServers": {"a": {"command": "x"}}}))
    result = toolcli("import", "--registry", str(registry), "--server", "a", "--file", str(path))
    assert result.returncode == 2 and "toolcli import --config " in result.stderr
    assert not (registry / "external" / "a.json").exists()


# --- live: every shape imports every server it names ---------------------------------------


def six_shapes(port_url: str) -> dict[str, str]:
    """One configuration file per format, each naming a stdio server (with a
    secret in its environment) and the HTTP server (with a secret header)."""
    stdio = {"command": PYTHON, "args": [NOTES], "env": {"NOTES_TOKEN": "${NOTES_SECRET}"}}
    remote = {"url": f"{port_url}/mcp", "headers": {"Authorization": "Bearer ${HEADER_SECRET}"}}
    return {
        "claude_desktop_config.json": json.dumps({"mcpServers": {"notes": stdio, "weather": remote}}),
        ".mcp.json": json.dumps({"mcpServers": {"notes": {"type": "stdio", **stdio},
                                                "weather": {"type": "http", **remote}}}),
        ".claude.json": json.dumps({"mcpServers": {"notes": stdio},
                                    "projects": {"/srv/app": {"mcpServers": {"weather": remote}}}}),
        ".vscode/mcp.json": "// VS Code\n" + json.dumps({
            "inputs": [{"type": "promptString", "id": "notes", "password": True}],
            "servers": {"notes": {"type": "stdio", **stdio, "env": {"NOTES_TOKEN": "${input:notes}"}},
                        "weather": {"type": "http", **remote}}}),
        "mcp_config.json": json.dumps({"mcpServers": {"notes": stdio, "weather": {
            "serverUrl": remote["url"], "headers": {"Authorization": "Bearer ${env:HEADER_SECRET}"}}}}),
        "config.toml": (f'[mcp_servers.notes]\ncommand = {json.dumps(PYTHON)}\nargs = [{json.dumps(NOTES)}]\n'
                        'env_vars = ["NOTES_SECRET"]\n\n'
                        f'[mcp_servers.weather]\nurl = "{remote["url"]}"\nbearer_token_env_var = "HEADER_SECRET"\n'),
    }


@pytest.mark.live
def test_every_shape_captures_every_server_without_a_secret(tmp_path: Path) -> None:
    environment = {"NOTES_SECRET": SECRET, "HEADER_SECRET": HEADER_SECRET, "TOOLCLI_INPUT_NOTES": SECRET}
    with http_server("streamable-http", token=HEADER_SECRET) as url:
        for number, (name, text) in enumerate(six_shapes(url).items()):
            root = registry_copy(CLEAN, tmp_path / f"reg{number}")
            config = write(tmp_path / f"cfg{number}" / name, text)
            result = toolcli("import", "--registry", str(root), "--yes", "--config", str(config), env=environment)
            assert result.returncode == 0, (name, result.stdout, result.stderr)
            assert "2 captured" in result.stdout, name
            notes = json.loads((root / "external" / "notes.json").read_text(encoding="utf-8"))
            weather = json.loads((root / "external" / "weather.json").read_text(encoding="utf-8"))
            assert len(notes["tools"]) == 3 and len(weather["tools"]) == 2, name
            assert weather["captured"] == {"from": "tools/list", "transport": "http", "url": f"{url}/mcp"}
            written = "".join(p.read_text(encoding="utf-8") for p in root.rglob("*") if p.is_file())
            for secret in (SECRET, HEADER_SECRET):
                assert secret not in written and secret not in result.stdout + result.stderr, name


@pytest.mark.live
def test_a_broken_entry_is_reported_while_the_rest_are_captured(registry: Path, tmp_path: Path) -> None:
    config = write(tmp_path / "mcp.json", json.dumps({"mcpServers": {
        "notes": {"command": PYTHON, "args": [NOTES]},
        "missing": {"command": "no-such-mcp-server-anywhere", "args": ["--key", SECRET]},
        "era": {"command": PYTHON, "args": [ERA, "legacy"]},
        "off": {"command": "x", "disabled": True},
    }}))
    result = toolcli("import", "--registry", str(registry), "--yes", "--config", str(config))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["captured", "notes", "3"]
    assert lines[1].split()[:2] == ["failed", "missing"] and "command not found" in lines[1]
    assert lines[2].split()[:3] == ["captured", "era", "2"]
    assert lines[3].split() == ["skipped", "off", "disabled", "in", "the", "configuration"]
    assert lines[4].startswith("2 captured, 1 skipped, 1 failed")
    assert SECRET not in result.stdout + result.stderr
    assert sorted(p.name for p in (registry / "external").iterdir()) == ["era.json", "notes.json"]


@pytest.mark.live
def test_only_picks_servers_and_refuses_unknown_names(registry: Path, tmp_path: Path) -> None:
    config = write(tmp_path / "mcp.json", json.dumps({"mcpServers": {
        "notes": {"command": PYTHON, "args": [NOTES]}, "broken": {"command": "no-such-mcp-server-anywhere"}}}))
    result = toolcli("import", "--registry", str(registry), "--yes", "--config", str(config), "--only", "notes")
    assert result.returncode == 0 and result.stdout.startswith("captured notes")
    unknown = toolcli("import", "--registry", str(registry), "--config", str(config), "--only", "nope")
    assert unknown.returncode == 2 and "names no such server (it names: notes, broken)" in unknown.stderr


@pytest.mark.live
def test_check_config_finds_the_server_that_changed(registry: Path, tmp_path: Path) -> None:
    def configure(variant: str) -> Path:
        return write(tmp_path / "mcp.json", json.dumps({"mcpServers": {
            "notes": {"command": PYTHON, "args": [NOTES]},
            "era": {"command": PYTHON, "args": [ERA, "both", variant]}}}))

    assert toolcli("import", "--registry", str(registry), "--yes", "--config", str(configure("clean"))).returncode == 0
    same = toolcli("import", "--check", "--registry", str(registry), "--yes", "--config", str(configure("clean")))
    assert same.returncode == 0 and "2 matches" in same.stdout
    changed = toolcli("import", "--check", "--registry", str(registry), "--yes", "--config", str(configure("poisoned")))
    assert changed.returncode == 1
    assert "changed  era" in changed.stdout and "matches  notes" in changed.stdout
    assert "1 matches, 1 changed" in changed.stdout


@pytest.mark.live
def test_servers_are_captured_at_once(registry: Path, tmp_path: Path) -> None:
    """Each server reports its start before any reports its listing: they run together."""
    config = write(tmp_path / "mcp.json", json.dumps({"mcpServers": {
        f"s{index}": {"command": PYTHON, "args": [NOTES]} for index in range(4)}}))
    result = toolcli("import", "--registry", str(registry), "--yes", "--config", str(config), process=True)
    assert result.returncode == 0, result.stderr
    progress = [line for line in result.stderr.splitlines() if line.startswith("toolcli: s")]
    first_listing = next(i for i, line in enumerate(progress) if "tools/list" in line)
    assert sum("started" in line for line in progress[:first_listing]) == 4, progress


def test_a_configuration_without_servers_says_so(registry: Path, tmp_path: Path) -> None:
    config = write(tmp_path / "mcp.json", json.dumps({"mcpServers": {}}))
    result = toolcli("import", "--registry", str(registry), "--config", str(config))
    assert (result.returncode, result.stdout) == (0, f"no servers ({config}: mcpServers)\n")
