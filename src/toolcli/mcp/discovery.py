"""``toolcli import --discover``: the MCP client configurations of this machine
and of the project in the working directory (SPEC §17; where each client
keeps its file, per system: reference/ECOSYSTEM.md §4).

The places are worked out from the environment alone — ``HOME`` (Windows:
``USERPROFILE``), ``APPDATA``, ``XDG_CONFIG_HOME``, ``CODEX_HOME`` — so a
test points them at a folder of its own. Every file found is read by
config.py; a file that cannot be read is listed with its problem, never
skipped in silence. Nothing here starts a server.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Mapping, NamedTuple

from ..errors import LoadError
from .config import ClientConfig, ServerEntry, read_config


class ConfigPlace(NamedTuple):
    """Where one client keeps one configuration file."""

    client: str  # "Claude Code", "Cursor", ...
    scope: str  # "user", "project", "global", "workspace", ...
    path: Path
    settings: str = ""  # the client's own settings file: it may name no server (config.read_config)
    project: bool = False  # of ~/.claude.json, only the servers of the working directory's project


class FoundConfig(NamedTuple):
    """A configuration file that exists: its servers, or why they cannot be read."""

    place: ConfigPlace
    shown: str  # its path as a person reads it: ~ for the home folder, relative in the project
    config: ClientConfig | None
    problem: str | None

    @property
    def label(self) -> str:
        return f"{self.place.client} ({self.place.scope})"


def places(project: Path, environ: Mapping[str, str], system: str = sys.platform) -> list[ConfigPlace]:
    """Every file a supported client may keep on ``system`` (``darwin``,
    ``win32``, or any other for Linux and the BSDs), the user's then the project's."""
    home = _home(environ, system)
    if system == "darwin":
        support = home / "Library" / "Application Support"
        claude_desktop, vscode = support / "Claude", support / "Code" / "User"
    elif system == "win32":
        roaming = Path(environ["APPDATA"]) if environ.get("APPDATA") else home / "AppData" / "Roaming"
        claude_desktop, vscode = roaming / "Claude", roaming / "Code" / "User"
    else:
        config = Path(environ["XDG_CONFIG_HOME"]) if environ.get("XDG_CONFIG_HOME") else home / ".config"
        claude_desktop, vscode = config / "Claude", config / "Code" / "User"
    codex = Path(environ["CODEX_HOME"]) if environ.get("CODEX_HOME") else home / ".codex"
    return [
        ConfigPlace("Claude Desktop", "user", claude_desktop / "claude_desktop_config.json"),
        ConfigPlace("Claude Code", "user and local", home / ".claude.json", "Claude Code ~/.claude.json",
                    project=True),
        ConfigPlace("Cursor", "global", home / ".cursor" / "mcp.json"),
        ConfigPlace("VS Code", "user", vscode / "mcp.json"),
        ConfigPlace("VS Code", "user settings", vscode / "settings.json", "VS Code settings.json"),
        ConfigPlace("Windsurf", "user", home / ".codeium" / "windsurf" / "mcp_config.json"),
        ConfigPlace("Codex", "user", codex / "config.toml", "codex config.toml"),
        ConfigPlace("Gemini CLI", "user", home / ".gemini" / "settings.json", "Gemini CLI settings.json"),
        ConfigPlace("Claude Code", "project", project / ".mcp.json"),
        ConfigPlace("Cursor", "project", project / ".cursor" / "mcp.json"),
        ConfigPlace("VS Code", "workspace", project / ".vscode" / "mcp.json"),
        ConfigPlace("Codex", "project", project / ".codex" / "config.toml", "codex config.toml"),
        ConfigPlace("Gemini CLI", "project", project / ".gemini" / "settings.json", "Gemini CLI settings.json"),
    ]


def _home(environ: Mapping[str, str], system: str) -> Path:
    variable = "USERPROFILE" if system == "win32" else "HOME"
    return Path(environ[variable]) if environ.get(variable) else Path.home()


def discover(project: Path | None = None, environ: Mapping[str, str] | None = None,
             system: str = sys.platform) -> list[FoundConfig]:
    """The configuration files that exist, in the order of :func:`places`, each
    read (``${…}`` references resolved from ``environ``). A settings file that
    names no server and is not the client's MCP file (VS Code's settings.json
    without "mcp") is left out."""
    environ = os.environ if environ is None else environ
    project = Path.cwd() if project is None else project
    home = _home(environ, system)
    found: list[FoundConfig] = []
    seen: set[str] = set()
    for place in places(project, environ, system):
        if not place.path.is_file():
            continue
        key = os.path.normcase(os.path.realpath(place.path))
        if key in seen:  # the home folder is the project: one file, read once
            continue
        seen.add(key)
        shown = _shown(place.path, home, project)
        try:
            config = read_config(place.path, shown, environ, project=str(project) if place.project else None,
                                 settings=place.settings)
        except LoadError as error:
            found.append(FoundConfig(place, shown, None, str(error)))
            continue
        if config.servers or place.scope != "user settings":
            found.append(FoundConfig(place, shown, config, None))
    return found


def _shown(path: Path, home: Path, project: Path) -> str:
    for folder, prefix in ((project, ""), (home, "~/")):
        try:
            return prefix + path.relative_to(folder).as_posix()
        except ValueError:
            continue
    return str(path)


def discovered_servers(found: list[FoundConfig]) -> list[ServerEntry]:
    """Every server the files name, in their order. A name two files give the
    same server is captured once; given to different servers, the later fails
    with a line naming both files (each is imported alone with --config FILE --only NAME)."""
    entries: list[ServerEntry] = []
    first: dict[str, ServerEntry] = {}
    for item in found:
        for entry in item.config.servers if item.config is not None else ():
            earlier = first.get(entry.name)
            if earlier is None:
                first[entry.name] = entry
            elif earlier.problem is None and entry.problem is None and earlier.definition() == entry.definition():
                continue
            else:
                entry.fail(f"{item.shown} and {earlier.source} both name a server {entry.name!r}; "
                           f"import this one with --config {item.shown} --only {entry.name}")
            entries.append(entry)
    return entries

