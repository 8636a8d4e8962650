"""MCP client configuration files: which servers a person runs, and how to
reach each (SPEC §14.1; the shapes in reference/ECOSYSTEM.md §4).

One reader for the six formats, recognised by content, never by file name:

* ``{"mcpServers": {NAME: {...}}}``: Claude Desktop, Cursor, Gemini CLI,
  Claude Code's ``.mcp.json``, Windsurf (``serverUrl`` or ``url``);
* Claude Code's ``~/.claude.json``: top-level ``mcpServers`` and
  ``projects[PATH].mcpServers``;
* VS Code: ``{"servers": {...}, "inputs": [...]}`` (``.vscode/mcp.json``), or
  the same under ``"mcp"`` in a ``settings.json``; comments and trailing
  commas allowed, as VS Code allows them;
* Codex: ``config.toml`` with ``[mcp_servers.NAME]``.

Each entry becomes one :class:`ServerEntry` holding what a live import needs
(the command or URL with every ``${…}`` resolved, the environment, the
headers) apart from what a capture may show (the command and URL as written,
references unresolved), and the resolved values as secrets. Nothing here
prints or writes a value: messages name variables, never what they hold.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Mapping

from ..errors import LoadError
from ..files.json import parse_json
from ..files.pointer import escape_pointer
from ..files.read import read_source
from ..files.toml import parse_toml
from ..model import SERVER_NAME_PATTERN

# An ${input:ID} (VS Code asks the person for it) is read from this variable + ID.
INPUT_VARIABLE_PREFIX = "TOOLCLI_INPUT_"

_REFERENCE = re.compile(r"\$\{([^}]*)\}")
_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SERVER_NAME = re.compile(SERVER_NAME_PATTERN)


class Unresolved(Exception):
    """A ``${…}`` reference that has no value here; ``skip`` when the server
    is skipped for it (an ``${input:…}``) rather than failed."""

    def __init__(self, message: str, skip: bool = False) -> None:
        super().__init__(message)
        self.skip = skip


class ServerEntry:
    """One configured server: how to run it, and how a capture may show it.

    ``problem`` is set when the entry cannot be imported (``skipped``: on
    purpose, such as a disabled server; otherwise it failed)."""

    __slots__ = ("name", "pointer", "command", "shown_command", "cwd", "url", "shown_url", "env", "headers",
                 "secrets", "problem", "skipped", "warnings", "source")

    def __init__(self, name: str, pointer: str, source: str = "") -> None:
        self.name = name
        self.pointer = pointer  # where the entry sits in the file
        self.source = source  # the file, as shown to a person
        self.command: list[str] | None = None
        self.shown_command: list[str] | None = None  # as written: references unresolved
        self.cwd: str | None = None
        self.url: str | None = None
        self.shown_url: str | None = None
        self.env: dict[str, str] = {}
        self.headers: dict[str, str] = {}
        self.secrets: list[str] = []  # every value a reference resolved to
        self.problem: str | None = None
        self.skipped = False
        self.warnings: list[str] = []

    def fail(self, problem: str, skipped: bool = False) -> ServerEntry:
        self.problem, self.skipped = problem, skipped
        return self

    def definition(self) -> tuple:
        """What the server is: two entries with equal definitions run the same server."""
        return (self.command, self.url, sorted(self.env.items()), sorted(self.headers.items()), self.cwd)


class ClientConfig:
    """The servers a configuration file names, in file order, and its kind."""

    __slots__ = ("kind", "servers")

    def __init__(self, kind: str, servers: list[ServerEntry]) -> None:
        self.kind = kind
        self.servers = servers


def read_config(path: Path, display: str | None = None, environ: Mapping[str, str] | None = None, *,
                project: str | None = None, settings: str = "") -> ClientConfig:
    """The servers of the client configuration at ``path``; LoadError (exit 2)
    when the file cannot be read or is no client configuration.

    ``project``: of a ``~/.claude.json``'s per-project servers, only those of
    this folder (the local scope of the project a person works in).
    ``settings``: the file is a client's own settings, which may hold no
    server table at all; it then reads as a configuration of that kind
    naming no server."""
    display = display or str(path)
    text = read_source(Path(path), display)
    value, line_of = _parse(text, display)
    environ = os.environ if environ is None else environ
    context = _Context(Path(path), environ)
    found = _servers_of(value, project)
    if found is None:
        if settings and isinstance(value, dict):
            return ClientConfig(settings, [])
        raise LoadError(display, 1, 1, _not_a_config(value))
    kind, tables = found
    servers: list[ServerEntry] = []
    seen: dict[str, tuple[str, Any]] = {}
    for pointer, name, table, inputs in tables:
        entry = _entry(name, pointer, table, inputs, kind, context)
        entry.source = display
        earlier = seen.get(name)
        if earlier is not None:
            if earlier[1] == table:
                continue  # the same server listed twice (a user and a project scope): captured once
            entry.fail(f"the name is also used by the entry at {earlier[0]} with a different definition")
        else:
            seen[name] = (pointer, table)
        servers.append(entry)
    return ClientConfig(kind, servers)


# --- reading the file ------------------------------------------------------------------


def _parse(text: str, display: str) -> tuple[Any, Any]:
    stripped = text.lstrip()
    if stripped.startswith("{") or stripped.startswith("//") or stripped.startswith("/*"):
        document = parse_json(_without_jsonc(text), display, locate_depth=4)
        for duplicate in document.duplicates:
            raise LoadError(display, duplicate.line, duplicate.col, f"key {duplicate.key!r} is repeated in one object")
        return document.value, document.line_of
    return parse_toml(text, display), None


def _without_jsonc(text: str) -> str:
    """JSON with comments and trailing commas (VS Code's) as plain JSON, every
    character that goes replaced by a space so line and column stay true."""
    out = list(text)
    index, length = 0, len(text)
    last_significant = -1  # index of the last character that is not blank or comment
    while index < length:
        char = text[index]
        if char == '"':
            end = index + 1
            while end < length and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            last_significant = min(end, length - 1)
            index = end + 1
            continue
        if char == "/" and index + 1 < length and text[index + 1] in "/*":
            if text[index + 1] == "/":
                end = text.find("\n", index)
                end = length if end == -1 else end
            else:
                end = text.find("*/", index + 2)
                end = length if end == -1 else end + 2
            for position in range(index, end):
                if out[position] not in "\r\n":
                    out[position] = " "
            index = end
            continue
        if char in "}]" and last_significant >= 0 and out[last_significant] == ",":
            out[last_significant] = " "
        if not char.isspace():
            last_significant = index
        index += 1
    return "".join(out)


def _servers_of(value: Any, project: str | None = None
                ) -> tuple[str, list[tuple[str, str, Any, Mapping[str, Any]]]] | None:
    """The kind of configuration and its server tables (pointer, name, table,
    VS Code inputs); None when ``value`` is no client configuration. With
    ``project``, a ``~/.claude.json``'s per-project tables of that folder only."""
    if not isinstance(value, dict):
        return None
    tables: list[tuple[str, str, Any, Mapping[str, Any]]] = []

    def add(servers: Any, base: str, inputs: Mapping[str, Any] | None = None) -> None:
        if isinstance(servers, dict):
            for name, table in servers.items():
                tables.append((f"{base}/{escape_pointer(name)}", name, table, inputs or {}))

    if isinstance(value.get("mcp_servers"), dict):
        add(value["mcp_servers"], "/mcp_servers")
        return "codex config.toml", tables
    vscode = value.get("mcp") if isinstance(value.get("mcp"), dict) and "servers" in value["mcp"] else value
    if isinstance(vscode.get("servers"), dict):
        base = "/mcp/servers" if vscode is not value else "/servers"
        add(vscode["servers"], base, _inputs(vscode.get("inputs")))
        return "VS Code mcp.json" if vscode is value else "VS Code settings.json", tables
    projects = value.get("projects")
    has_projects = isinstance(projects, dict) and any(
        isinstance(p, dict) and isinstance(p.get("mcpServers"), dict) for p in projects.values())
    if isinstance(value.get("mcpServers"), dict) or has_projects:
        add(value.get("mcpServers"), "/mcpServers")
        if has_projects:
            for folder, table in projects.items():
                if isinstance(table, dict) and (project is None or same_folder(folder, project)):
                    add(table.get("mcpServers"), f"/projects/{escape_pointer(folder)}/mcpServers")
            return "Claude Code ~/.claude.json", tables
        return "mcpServers", tables
    return None


def same_folder(a: str, b: str) -> bool:
    """Whether two paths name one folder (links followed, case as the system compares it)."""
    return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))


def recognise(value: Any) -> tuple[str, list[str]] | None:
    """The kind of client configuration `value` is and the names of the servers it
    lists, or None: the one reading of the shapes, for `--file` to refuse them too."""
    found = _servers_of(value)
    if found is None or not all(isinstance(table, dict) for _, _, table, _ in found[1]):
        return None
    return found[0], [str(name) for _, name, _, _ in found[1]]


def _not_a_config(value: Any) -> str:
    if isinstance(value, dict) and isinstance(value.get("tools"), list) and "server" in value:
        return "a toolcli capture (external/NAME.json), not a client configuration; validate reads it"
    if isinstance(value, list) or (isinstance(value, dict) and ("tools" in value or "result" in value)):
        return "an MCP tools/list result, not a client configuration; import it with --server NAME --file FILE"
    return ("not an MCP client configuration: no \"mcpServers\" (Claude, Cursor, Windsurf, Gemini CLI), "
            "\"servers\" (VS Code) or [mcp_servers] (Codex)")


def _inputs(value: Any) -> dict[str, Any]:
    if not isinstance(value, list):
        return {}
    return {item["id"]: item for item in value if isinstance(item, dict) and isinstance(item.get("id"), str)}


# --- one entry -------------------------------------------------------------------------


class _Context:
    def __init__(self, path: Path, environ: Mapping[str, str]) -> None:
        self.environ = environ
        folder = path.resolve().parent
        # ${workspaceFolder}: the folder holding .vscode/ (or .cursor/), else the file's folder
        self.workspace = str(folder.parent if folder.name in (".vscode", ".cursor") else folder)


def _entry(name: str, pointer: str, table: Any, inputs: Mapping[str, Any], kind: str,
           context: _Context) -> ServerEntry:
    entry = ServerEntry(name, pointer)
    if not _SERVER_NAME.fullmatch(name) or "__" in name:
        return entry.fail("the name is not a server name: 1-64 characters of [A-Za-z0-9_-] starting with a "
                          "letter or digit, without '__' (it becomes mcp__NAME__TOOL)")
    if not isinstance(table, dict):
        return entry.fail("the entry is not a table of settings")
    if table.get("disabled") is True or table.get("enabled") is False:
        return entry.fail("disabled in the configuration", skipped=True)
    resolve = _Resolver(context, inputs, entry)
    try:
        if kind == "codex config.toml":
            _codex(table, entry, resolve)
        else:
            _json_entry(table, entry, resolve)
    except Unresolved as unresolved:
        return entry.fail(str(unresolved), skipped=unresolved.skip)
    except _Invalid as invalid:
        return entry.fail(str(invalid))
    return entry


class _Invalid(Exception):
    """An entry whose settings cannot describe a server."""


def _json_entry(table: dict, entry: ServerEntry, resolve: _Resolver) -> None:
    url = table.get("url", table.get("serverUrl"))
    transport = table.get("type", table.get("transport"))
    if url is not None or transport in ("http", "sse", "streamable-http", "streamableHttp"):
        _remote(entry, _string(url, "url"), resolve)
        entry.headers = {key: resolve(_string(value, f"headers.{key}"))
                         for key, value in _table(table.get("headers"), "headers").items()}
    else:
        _local(entry, table.get("command"), table.get("args", []), resolve)
        entry.env = {key: resolve(_string(value, f"env.{key}"))
                     for key, value in _table(table.get("env"), "env").items()}
        if table.get("envFile") is not None:
            entry.warnings.append("envFile is not read: its variables do not reach the server")
    if table.get("cwd") is not None:
        entry.cwd = resolve(_string(table["cwd"], "cwd"))


def _codex(table: dict, entry: ServerEntry, resolve: _Resolver) -> None:
    if table.get("url") is not None:
        _remote(entry, _string(table["url"], "url"), resolve)
        headers = {key: _string(value, f"http_headers.{key}")
                   for key, value in _table(table.get("http_headers"), "http_headers").items()}
        for header, variable in _table(table.get("env_http_headers"), "env_http_headers").items():
            headers[header] = resolve.variable(_string(variable, f"env_http_headers.{header}"))
        token = table.get("bearer_token_env_var")
        if token is not None:
            headers["Authorization"] = "Bearer " + resolve.variable(_string(token, "bearer_token_env_var"))
        entry.headers = headers
        return
    _local(entry, table.get("command"), table.get("args", []), resolve)
    entry.env = {key: _string(value, f"env.{key}") for key, value in _table(table.get("env"), "env").items()}
    variables = table.get("env_vars", [])
    if not isinstance(variables, list):
        raise _Invalid("env_vars is not an array of variable names")
    for variable in variables:
        entry.env[_string(variable, "env_vars")] = resolve.variable(variable)
    entry.secrets.extend(entry.env.values())
    if table.get("cwd") is not None:
        entry.cwd = _string(table["cwd"], "cwd")


def _remote(entry: ServerEntry, url: str, resolve: _Resolver) -> None:
    entry.shown_url = url
    entry.url = resolve(url)


def _local(entry: ServerEntry, command: Any, args: Any, resolve: _Resolver) -> None:
    if not isinstance(command, str) or not command:
        raise _Invalid("the entry has neither a command nor a url")
    if not isinstance(args, list) or not all(isinstance(arg, str) for arg in args):
        raise _Invalid("args is not an array of strings")
    entry.shown_command = [command, *args]
    entry.command = [resolve(part) for part in entry.shown_command]


def _string(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise _Invalid(f"{what} is not a string")
    return value


def _table(value: Any, what: str) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _Invalid(f"{what} is not a table")
    return value


# --- ${…} references -------------------------------------------------------------------


class _Resolver:
    """Resolves the references of one entry; every value taken from the
    environment joins the entry's secrets."""

    def __init__(self, context: _Context, inputs: Mapping[str, Any], entry: ServerEntry) -> None:
        self.context = context
        self.inputs = inputs
        self.entry = entry

    def __call__(self, text: str) -> str:
        return _REFERENCE.sub(lambda match: self._one(match.group(1)), text)

    def variable(self, name: str) -> str:
        if not _VARIABLE.fullmatch(name):
            raise _Invalid(f"{name!r} is not a variable name")
        if name not in self.context.environ:
            raise Unresolved(f"needs {name}, which is not set in this environment")
        value = self.context.environ[name]
        self.entry.secrets.append(value)
        return value

    def _one(self, reference: str) -> str:
        if reference in ("workspaceFolder", "workspaceRoot"):
            return self.context.workspace
        if reference == "userHome":
            return str(Path.home())
        kind, colon, rest = reference.partition(":")
        if colon and kind == "env":
            return self.variable(rest)
        if colon and kind == "input":
            variable = INPUT_VARIABLE_PREFIX + re.sub(r"[^A-Za-z0-9]", "_", rest).upper()
            if variable not in self.context.environ:
                asked = self.inputs.get(rest, {}).get("description") if isinstance(self.inputs.get(rest), dict) else None
                what = f" ({asked})" if isinstance(asked, str) and asked else ""
                raise Unresolved(f"needs ${{input:{rest}}}{what}, which VS Code asks for; set {variable}", skip=True)
            return self.variable(variable)
        name, default_marker, default = reference.partition(":-")
        if _VARIABLE.fullmatch(name):
            if name in self.context.environ:
                return self.variable(name)
            if default_marker:
                return default
            raise Unresolved(f"needs {name}, which is not set in this environment")
        raise _Invalid(f"${{{reference}}} is not a reference toolcli can resolve")
