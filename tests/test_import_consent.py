"""Before `import --config` or `--discover` starts anything, a person sees what
and consents (a terminal's y/N, or --yes); `--discover` finds the client
configurations of this user and project; a stdio server starts with the
documented variables plus what the configuration or --env names (SPEC §17)."""

from __future__ import annotations

import hashlib
import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO, toolcli
from toolcli.mcp.config import read_config
from toolcli.mcp.discovery import discover, discovered_servers, places
from toolcli.mcp.environment import PASSED, PASSED_PREFIXES, passed_environment

SERVERS = Path(__file__).resolve().parent / "mcp_servers"
PYTHON = sys.executable
NOTES = str(SERVERS / "notes_server.py")
ENV_SERVER = str(SERVERS / "env_server.py")
SECRET = "s3cr3t-Value-7f9a2b1c8d"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def answering(answer: str, *args: str, cwd: Path | None = None,
              env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """`toolcli args...` whose standard input is a terminal on which a person types `answer`."""
    main, secondary = pty.openpty()
    environment = {k: v for k, v in {**os.environ, **(env or {})}.items() if k not in ("CI", "TOOLCLI_REGISTRY")}
    try:
        process = subprocess.Popen([PYTHON, "-m", "toolcli", *args], stdin=secondary, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, cwd=cwd, env=environment)
        os.close(secondary)
        os.write(main, answer.encode() + b"\n")  # the terminal keeps the line until it is read
        out, err = process.communicate(timeout=120)
    finally:
        os.close(main)
    return subprocess.CompletedProcess(process.args, process.returncode, out.decode(), err.decode())


def notes_config(tmp_path: Path, marker: Path | None = None) -> Path:
    """A configuration naming the notes server (with a secret in its arguments and
    environment) and, with `marker`, a command that would leave that file if started."""
    servers = {"jotter": {"command": PYTHON, "args": [NOTES, "--token", "${NOTES_SECRET}"],
                         "env": {"NOTES_TOKEN": "${NOTES_SECRET}"}},
               "remote": {"url": "https://mcp.example.com/mcp?key=${NOTES_SECRET}",
                          "headers": {"Authorization": "Bearer ${NOTES_SECRET}"}}}
    if marker is not None:
        servers = {"jotter": servers["jotter"], "marker": {
            "command": PYTHON, "args": ["-c", f"open({str(marker)!r}, 'w')"]}}
    return write(tmp_path / "mcp.json", json.dumps({"mcpServers": servers}))


# --- consent -------------------------------------------------------------------------------


def test_without_a_terminal_nothing_starts_until_yes(registry: Path, tmp_path: Path) -> None:
    marker = tmp_path / "started"
    config = notes_config(tmp_path, marker)
    result = toolcli("import", "--registry", str(registry), "--config", str(config), env={"NOTES_SECRET": SECRET})
    assert result.returncode == 2 and result.stdout == ""
    *plan, error = result.stderr.splitlines()
    assert error == "toolcli: error: no terminal to ask whether to start 2 commands; pass --yes to consent"
    assert plan[0] == "toolcli: this import will start 2 commands:"
    assert plan[1].split()[:3] == ["jotter", "start", PYTHON] and NOTES in plan[1]  # what runs, paths as written
    assert "--token '<redacted>' (with NOTES_TOKEN)" in plan[1] and plan[1].endswith(f"[{config}]")
    assert plan[2].split()[:4] == ["marker", "start", PYTHON, "-c"]
    assert SECRET not in result.stderr
    assert not marker.exists() and not (registry / "external" / "jotter.json").exists()


def test_the_plan_shows_a_url_without_its_secrets(registry: Path, tmp_path: Path) -> None:
    config = notes_config(tmp_path)
    result = toolcli("import", "--registry", str(registry), "--config", str(config), "--only", "remote",
                     env={"NOTES_SECRET": SECRET})
    assert result.returncode == 2
    assert "  remote  reach https://mcp.example.com/mcp (with Authorization)" in result.stderr
    assert "reach 1 URL; pass --yes" in result.stderr and SECRET not in result.stderr


@pytest.mark.live
def test_a_person_at_a_terminal_answers(registry: Path, tmp_path: Path) -> None:
    marker = tmp_path / "started"
    config = notes_config(tmp_path, marker)
    args = ("import", "--registry", str(registry), "--config", str(config))
    refused = answering("n", *args, env={"NOTES_SECRET": SECRET})
    assert refused.returncode == 2 and "Start 2 commands? [y/N]" in refused.stderr
    assert "toolcli: aborted" in refused.stderr and not marker.exists()
    assert not (registry / "external" / "jotter.json").exists()
    agreed = answering("y", *args, "--only", "jotter", env={"NOTES_SECRET": SECRET})
    assert agreed.returncode == 0, agreed.stderr
    assert agreed.stdout.startswith("captured jotter") and (registry / "external" / "jotter.json").is_file()
    assert SECRET not in agreed.stdout + agreed.stderr + (registry / "external" / "jotter.json").read_text()


# --- discovery -------------------------------------------------------------------------------


def machine(tmp_path: Path) -> tuple[dict[str, str], Path]:
    """A home folder and a project folder holding every client's configuration."""
    home, project = tmp_path / "home", tmp_path / "project"
    notes = {"command": PYTHON, "args": [NOTES]}
    write(home / ".claude.json", json.dumps({
        "numStartups": 4, "mcpServers": {"user-notes": notes},
        "projects": {str(project): {"mcpServers": {"local-notes": notes}},
                     str(tmp_path / "elsewhere"): {"mcpServers": {"not-here": {"command": "other"}}}}}))
    write(home / ".config" / "Claude" / "claude_desktop_config.json", json.dumps({"mcpServers": {"desktop": notes}}))
    write(home / ".cursor" / "mcp.json", json.dumps({"mcpServers": {"user-notes": notes}}))  # the same server
    write(home / ".config" / "Code" / "User" / "mcp.json",
          json.dumps({"servers": {"vscode": {"type": "stdio", **notes}}}))
    write(home / ".config" / "Code" / "User" / "settings.json", '{"editor.fontSize": 13}')  # no servers: left out
    write(home / ".codeium" / "windsurf" / "mcp_config.json",
          json.dumps({"mcpServers": {"windsurf": {"serverUrl": "https://mcp.example.com/mcp"}}}))
    write(home / ".codex" / "config.toml", 'model = "o4"\n')  # Codex's settings, no server
    write(home / ".gemini" / "settings.json", json.dumps({"mcpServers": {"gemini": notes}}))
    write(project / ".mcp.json", json.dumps({"mcpServers": {"user-notes": {"command": "different"}}}))
    write(project / ".cursor" / "mcp.json", json.dumps({"mcpServers": {"cursor-project": notes}}))
    write(project / ".vscode" / "mcp.json", "// workspace\n" + json.dumps({"servers": {"workspace": notes}}))
    write(project / ".codex" / "config.toml", f"[mcp_servers.codex]\ncommand = {json.dumps(PYTHON)}\n")
    write(project / ".gemini" / "settings.json", '{"mcpServers": ')  # broken
    environ = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "CODEX_HOME": "", "APPDATA": ""}
    return environ, project


def test_discovery_reads_every_client_of_this_user_and_project(tmp_path: Path) -> None:
    environ, project = machine(tmp_path)
    found = discover(project, environ, "linux")
    assert [(f.label, f.shown) for f in found] == [
        ("Claude Desktop (user)", "~/.config/Claude/claude_desktop_config.json"),
        ("Claude Code (user and local)", "~/.claude.json"),
        ("Cursor (global)", "~/.cursor/mcp.json"),
        ("VS Code (user)", "~/.config/Code/User/mcp.json"),
        ("Windsurf (user)", "~/.codeium/windsurf/mcp_config.json"),
        ("Codex (user)", "~/.codex/config.toml"),
        ("Gemini CLI (user)", "~/.gemini/settings.json"),
        ("Claude Code (project)", ".mcp.json"),
        ("Cursor (project)", ".cursor/mcp.json"),
        ("VS Code (workspace)", ".vscode/mcp.json"),
        ("Codex (project)", ".codex/config.toml"),
        ("Gemini CLI (project)", ".gemini/settings.json"),
    ]
    servers = {f.shown: [e.name for e in f.config.servers] if f.config else f.problem for f in found}
    assert servers["~/.claude.json"] == ["user-notes", "local-notes"]  # not another project's
    assert servers["~/.codex/config.toml"] == []
    assert servers[".gemini/settings.json"].startswith(".gemini/settings.json:1:")
    entries = {e.name: e for e in discovered_servers(found)}
    assert [e.source for e in discovered_servers(found) if e.name == "user-notes"] == ["~/.claude.json", ".mcp.json"]
    assert entries["user-notes"].problem.startswith(".mcp.json and ~/.claude.json both name a server 'user-notes'")


def test_the_places_of_each_system(tmp_path: Path) -> None:
    mac = {p.client + " " + p.scope: p.path for p in places(Path("/p"), {"HOME": "/Users/me"}, "darwin")}
    assert mac["Claude Desktop user"] == Path("/Users/me/Library/Application Support/Claude/claude_desktop_config.json")
    assert mac["VS Code user"] == Path("/Users/me/Library/Application Support/Code/User/mcp.json")
    windows = {p.client + " " + p.scope: p.path for p in places(
        Path("/p"), {"USERPROFILE": "/Users/me", "APPDATA": "/Users/me/AppData/Roaming", "HOME": "/nowhere"}, "win32")}
    assert windows["Claude Desktop user"] == Path("/Users/me/AppData/Roaming/Claude/claude_desktop_config.json")
    assert windows["Claude Code user and local"] == Path("/Users/me/.claude.json")
    linux = {p.client + " " + p.scope: p.path for p in places(Path("/p"), {"HOME": "/home/me", "CODEX_HOME": "/c"})}
    assert linux["Codex user"] == Path("/c/config.toml") and linux["Codex project"] == Path("/p/.codex/config.toml")
    assert linux["VS Code user"] == Path("/home/me/.config/Code/User/mcp.json")


def test_discover_lists_then_asks(registry: Path, tmp_path: Path) -> None:
    environ, project = machine(tmp_path)
    result = toolcli("import", "--registry", str(registry), "--discover", cwd=project, env=environ)
    assert result.returncode == 2
    assert result.stdout.splitlines()[0] == "Client configurations found (12):"
    assert "  Claude Code (user and local)  ~/.claude.json: user-notes, local-notes" in result.stdout
    assert "  Codex (user)                  ~/.codex/config.toml: no servers" in result.stdout
    assert "Gemini CLI (project)          .gemini/settings.json: cannot be read: .gemini/settings.json:1:" \
        in result.stdout
    assert "start 8 commands and reach 1 URL; pass --yes to consent" in result.stderr
    unknown = toolcli("import", "--registry", str(registry), "--discover", "--only", "nope", cwd=project, env=environ)
    assert unknown.returncode == 2 and "--only nope: --discover names no such server (it names: desktop," \
        in unknown.stderr


@pytest.mark.live
def test_discover_imports_the_servers_chosen(registry: Path, tmp_path: Path) -> None:
    environ, project = machine(tmp_path)
    result = toolcli("import", "--registry", str(registry), "--discover", "--only", "local-notes", "--only",
                     "workspace", "--yes", cwd=project, env=environ)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[:3] for line in lines[-3:-1]] == [["captured", "local-notes", "3"],
                                                          ["captured", "workspace", "3"]]
    assert lines[-1] == "2 captured (12 configurations found)"
    assert all((registry / "external" / f"{name}.json").is_file() for name in ("local-notes", "workspace"))


def test_nothing_found_says_where_it_looked(registry: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    result = toolcli("import", "--registry", str(registry), "--discover", cwd=empty,
                     env={"HOME": str(empty), "XDG_CONFIG_HOME": "", "CODEX_HOME": ""})
    assert result.returncode == 0
    assert result.stdout.splitlines() == ["No MCP client configuration found, for this user or in this folder.",
                                          "no servers (0 configurations found)"]


# --- the environment ------------------------------------------------------------------------


def test_the_documented_variables_are_the_ones_passed() -> None:
    environ = {"PATH": "/bin", "HTTPS_PROXY": "http://proxy:3128", "no_proxy": "localhost", "LC_ALL": "C",
               "XDG_DATA_HOME": "/d", "SSL_CERT_FILE": "/c.pem", "GITHUB_TOKEN": SECRET, "AWS_PROFILE": "x",
               "BASH_FUNC_f%%": "() { :; }", "TERM": "() { :; }"}
    assert passed_environment(environ) == {"PATH": "/bin", "HTTPS_PROXY": "http://proxy:3128",
                                           "no_proxy": "localhost", "LC_ALL": "C", "XDG_DATA_HOME": "/d",
                                           "SSL_CERT_FILE": "/c.pem"}
    for page in ("README.md", "docs/CONFIGURATION.md"):
        text = (REPO / page).read_text(encoding="utf-8")
        missing = [name for name in (*PASSED, *(f"{prefix}*" for prefix in PASSED_PREFIXES))
                   if f"`{name}`" not in text]
        assert not missing, f"{page} does not list {missing}"


def digest(value: str) -> str:
    """A value as env_server.py shows it."""
    return hashlib.sha256(value.encode("utf-8")).hexdigest()[:12]


def shown_variables(root: Path) -> str:
    return json.loads((root / "external" / "env.json").read_text(encoding="utf-8"))["tools"][0]["description"]


@pytest.mark.live
def test_a_server_gets_the_network_settings_and_what_env_names(registry: Path) -> None:
    outside = {"SSL_CERT_FILE": "/etc/ssl/corporate.pem", "HTTPS_PROXY": f"http://me:{SECRET}@proxy:3128",
               "LC_ALL": "C.UTF-8", "XDG_CACHE_HOME": "/tmp/cache", "NOT_PASSED_ON": "x", "TOOLCLI_TEST_A": "kept"}
    result = toolcli("import", "--registry", str(registry), "--server", "env", "--env", "TOOLCLI_TEST_B=given",
                     "--", PYTHON, ENV_SERVER, env=outside)
    assert result.returncode == 0, result.stderr
    names = shown_variables(registry).removeprefix("Variables: ").split()
    assert {"SSL_CERT_FILE", "HTTPS_PROXY", "LC_ALL", "XDG_CACHE_HOME", "PATH", f"TOOLCLI_TEST_B={digest('given')}"} <= set(names)
    assert not any(name.startswith(("NOT_PASSED_ON", "TOOLCLI_TEST_A")) for name in names)


@pytest.mark.live
def test_env_reaches_every_stdio_server_of_a_configuration(registry: Path, tmp_path: Path) -> None:
    config = write(tmp_path / "mcp.json", json.dumps({"mcpServers": {"env": {
        "command": PYTHON, "args": [ENV_SERVER], "env": {"TOOLCLI_TEST_C": "config", "TOOLCLI_TEST_D": "config"}}}}))
    result = toolcli("import", "--registry", str(registry), "--config", str(config), "--yes",
                     "--env", "TOOLCLI_TEST_D=command-line", "--env", "TOOLCLI_TEST_E",
                     env={"TOOLCLI_TEST_E": "copied"})
    assert result.returncode == 0, result.stderr
    assert "(with TOOLCLI_TEST_C, TOOLCLI_TEST_D, TOOLCLI_TEST_E)" in result.stderr
    names = set(shown_variables(registry).split())
    assert {f"TOOLCLI_TEST_C={digest('config')}", f"TOOLCLI_TEST_D={digest('command-line')}",
            f"TOOLCLI_TEST_E={digest('copied')}"} <= names
    header = toolcli("import", "--registry", str(registry), "--config", str(config), "--header", "A: b")
    assert header.returncode == 2 and "leave out --server, --file, --url, --header" in header.stderr


def test_a_claude_json_of_this_project_only(tmp_path: Path) -> None:
    project = tmp_path / "app"
    project.mkdir()
    path = write(tmp_path / ".claude.json", json.dumps({"projects": {
        str(project): {"mcpServers": {"local": {"command": "a"}}},
        str(tmp_path / "other"): {"mcpServers": {"local": {"command": "b"}}}}}))
    chosen = read_config(path, "c", environ={}, project=str(project))
    assert [(e.name, e.command, e.problem) for e in chosen.servers] == [("local", ["a"], None)]
    every = read_config(path, "c", environ={})
    assert every.servers[1].problem.startswith("the name is also used by")
