"""MCP ``tools/list`` results as untrusted input: a listing file, a JSON-RPC
response or a bare array, checked tool by tool before anything is built; and
the prompts, resources and resource templates a server lists beside them."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any, Callable

from ..errors import LoadError
from ..files.json import MAX_NESTING
from ..files.pointer import escape_pointer
from ..model import ARGUMENT_KEYS, SERVER_LISTS
from .config import recognise

_CODEX_TABLE = re.compile(r"^[ \t]*\[mcp_servers[.\]]", re.M)

# What an import writes must load again: a tool sits three levels deep in
# external/<server>.json (document, tools array, tool).
MAX_WRITTEN_NESTING = MAX_NESTING - 3

LineOf = Callable[[str], "int | None"]


def parse_listing(value: Any, display: str, line_of: LineOf | None = None) -> list[dict]:
    """The MCP Tool objects of a ``tools/list`` result, a JSON-RPC response
    wrapping one, or a bare array of tools.

    ``display`` names the input in errors; ``line_of`` maps a JSON pointer to
    its line when the caller parsed with positions. Raises LoadError.
    """

    def fail(pointer: str, what: str) -> LoadError:
        line = line_of(pointer) if line_of is not None else None
        return LoadError(display, line or 1, 1, what)

    tools, pointer = _locate_tools(value, display, fail)
    checked: list[dict] = []
    for index, tool in enumerate(tools):
        here = f"{pointer}/{index}"
        if not isinstance(tool, dict):
            raise fail(here, f"tool {here} is {_kind(tool)}, not an object")
        name = tool.get("name")
        if not isinstance(name, str):
            what = "has no name" if name is None else f"has a name that is {_kind(name)}, not a string"
            raise fail(here, f"tool {here} {what}")
        for key in ("description", "title"):
            if key in tool and not isinstance(tool[key], str):
                raise fail(f"{here}/{key}", f"tool {name!r}: {key} is {_kind(tool[key])}, not a string")
        if "annotations" in tool and not isinstance(tool["annotations"], dict):
            raise fail(f"{here}/annotations",
                       f"tool {name!r}: annotations is {_kind(tool['annotations'])}, not an object")
        checked.append(tool)
    return checked


def parse_server_lists(value: Any, display: str, line_of: LineOf | None = None) -> dict[str, list[dict]]:
    """The prompts, resources and resource templates beside the tools of a
    listing file (or of one list result), by their key in a capture; each item
    reduced to what a capture keeps (model.SERVER_LISTS). Raises LoadError."""
    prefix = ""
    if isinstance(value, dict) and isinstance(value.get("result"), dict):
        value, prefix = value["result"], "/result"
    if not isinstance(value, dict):
        return {}
    found = {}
    for key, (kept_as, keys) in SERVER_LISTS.items():
        if key in value and value[key] is not None:
            found[kept_as] = _server_list(value[key], keys, f"{prefix}/{key}", display, line_of)
    return found


def _server_list(items: Any, keys: tuple[str, ...], pointer: str, display: str,
                 line_of: LineOf | None) -> list[dict]:
    def fail(where: str, what: str) -> LoadError:
        line = line_of(where) if line_of is not None else None
        return LoadError(display, line or 1, 1, what)

    what = pointer.rsplit("/", 1)[1]
    if not isinstance(items, list):
        raise fail(pointer, f"\"{what}\" is {_kind(items)}, not an array")
    kept = []
    for index, item in enumerate(items):
        here = f"{pointer}/{index}"
        reduced = _item(item, keys, here, fail)
        if "arguments" in reduced:
            arguments = reduced["arguments"]
            if not isinstance(arguments, list):
                raise fail(f"{here}/arguments", f"{here}/arguments is {_kind(arguments)}, not an array")
            reduced["arguments"] = [_item(argument, ARGUMENT_KEYS, f"{here}/arguments/{number}", fail)
                                    for number, argument in enumerate(arguments)]
        kept.append(reduced)
    return kept


def _item(item: Any, keys: tuple[str, ...], here: str, fail: Callable[[str, str], LoadError]) -> dict:
    """One listed item's kept keys, each of the type MCP gives it."""
    if not isinstance(item, dict):
        raise fail(here, f"{here} is {_kind(item)}, not an object")
    if not isinstance(item.get("name"), str):
        raise fail(here, f"{here} has no name string")
    for key in keys:
        if key in ("uri", "uriTemplate") and not isinstance(item.get(key), str):
            raise fail(here, f"{here} ({item['name']!r}) has no {key} string")
        if key in item and key != "arguments" and not isinstance(item[key], bool if key == "required" else str):
            raise fail(f"{here}/{key}", f"{here} ({item['name']!r}): {key} is {_kind(item[key])}, "
                                        f"not {'a boolean' if key == 'required' else 'a string'}")
    reduced = {key: item[key] for key in keys if key in item}
    problem = _structure_problem(reduced, here)
    if problem is not None:
        raise fail(here, f"{problem[0]}: {problem[1]}")
    return reduced


def check_writable(tools: list[dict], display: str) -> None:
    """LoadError if a tool cannot be written as an external file: nesting
    deeper than MAX_WRITTEN_NESTING, NaN or Infinity, or a lone UTF-16 surrogate
    (valid in a JSON escape, unwritable as UTF-8)."""
    for index, tool in enumerate(tools):
        problem = _structure_problem(tool, f"/tools/{index}")
        if problem is not None:
            raise LoadError(display, 1, 1, f"tool {tool.get('name')!r} at {problem[0]}: {problem[1]}")


def _locate_tools(value: Any, display: str, fail: Callable[[str, str], LoadError]) -> tuple[list, str]:
    if isinstance(value, list):
        return value, ""
    if not isinstance(value, dict):
        raise fail("", f"expected a tools/list result, a JSON-RPC response or an array of tools, "
                       f"found {_kind(value)}")
    prefix = ""
    if "jsonrpc" in value or "error" in value or "result" in value:
        if "error" in value:
            raise fail("/error", "a JSON-RPC error response, not a tools/list result"
                                 + _error_summary(value["error"]))
        if "result" not in value:
            raise fail("", "a JSON-RPC message without a result")
        value, prefix = value["result"], "/result"
        if not isinstance(value, dict):
            raise fail(prefix, f"the JSON-RPC result is {_kind(value)}, not a tools/list result")
    if not prefix:
        _refuse_other_documents(value, display, fail)
    if "tools" not in value:
        raise fail(prefix, "no \"tools\" member: not a tools/list result")
    tools = value["tools"]
    if not isinstance(tools, list):
        raise fail(prefix + "/tools", f"\"tools\" is {_kind(tools)}, not an array")
    return tools, prefix + "/tools"


# How `--file` names each kind of client configuration (mcp/config.py reads them),
# and where its servers are listed.
CLIENT_CONFIGURATIONS = {
    "mcpServers": ("/mcpServers", "a client configuration (mcpServers, as Claude Desktop, Claude Code, Cursor "
                                  "and Gemini CLI write it)"),
    "Claude Code ~/.claude.json": ("/projects", "a Claude Code configuration (~/.claude.json, per-project "
                                                "mcpServers)"),
    "VS Code mcp.json": ("/servers", "a client configuration (servers, as VS Code's mcp.json writes it)"),
    "VS Code settings.json": ("/mcp/servers", "a client configuration (mcp.servers, as VS Code's settings.json "
                                              "writes it)"),
    "codex config.toml": ("/mcp_servers", "a client configuration (mcp_servers, as Codex writes it)"),
}


def _config_command(display: str) -> str:
    return f"toolcli import --config {shlex.quote(display)}"


def _refuse_other_documents(value: dict, display: str, fail: Callable[[str, str], LoadError]) -> None:
    """A file people confuse with a tools/list result says what it is and
    which command takes it, instead of becoming a capture without schemas."""
    configuration = recognise(value) if "tools" not in value else None
    if configuration is not None:
        kind, names = configuration
        pointer, what = CLIENT_CONFIGURATIONS[kind]
        raise fail(pointer, f"{what} naming {_servers(names)}, not a tools/list result; "
                       f"capture its servers with {_config_command(display)}")
    tools = value.get("tools")
    if isinstance(value.get("server"), str) and isinstance(tools, list) and (
            "captured" in value or any(isinstance(tool, dict) and ("inline" in tool or "family" in tool)
                                       for tool in tools)):
        raise fail("/server", f"a toolcli capture of the server {value['server']!r} (what toolcli import writes "
                              "as external/NAME.json), not a tools/list result: it is already imported; copy it "
                              "into the registry's external/ folder as it is, or import the server itself")


def _servers(servers: list[str]) -> str:
    names = sorted(servers)
    if not names:
        return "no server"
    shown = ", ".join(repr(name) for name in names[:5]) + (", …" if len(names) > 5 else "")
    return f"{len(names)} server{'' if len(names) == 1 else 's'} ({shown})"


def _error_summary(error: Any) -> str:
    if isinstance(error, dict):
        code, message = error.get("code"), error.get("message")
        if isinstance(code, int) and isinstance(message, str):
            return f" (code {code}: {message[:200]!r})"
    return ""


def _structure_problem(value: Any, pointer: str) -> tuple[str, str] | None:
    """The first nesting overflow or lone surrogate (unwritable as UTF-8) in
    ``value``, iteratively so hostile depth cannot overflow the stack."""
    stack: list[tuple[Any, str, int]] = [(value, pointer, 0)]
    while stack:
        item, where, depth = stack.pop()
        if depth > MAX_WRITTEN_NESTING:
            return where, f"nesting deeper than {MAX_WRITTEN_NESTING} levels"
        if isinstance(item, str):
            if _has_lone_surrogate(item):
                return where, "a string holds a lone UTF-16 surrogate"
        elif isinstance(item, dict):
            for key, child in item.items():
                if _has_lone_surrogate(key):
                    return where, "a key holds a lone UTF-16 surrogate"
                stack.append((child, f"{where}/{escape_pointer(key)}", depth + 1))
        elif isinstance(item, list):
            stack.extend((child, f"{where}/{i}", depth + 1) for i, child in enumerate(item))
        elif isinstance(item, float) and (item != item or item in (float("inf"), float("-inf"))):
            return where, "a number is NaN or Infinity"
    return None


def _has_lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def read_listing_file(path: Path, display: str | None = None) -> list[dict]:
    """Read and parse a listing file (``--file``); LoadError on any problem."""
    return read_listing(path, display)[0]


def read_listing(path: Path, display: str | None = None) -> tuple[list[dict], dict[str, list[dict]]]:
    """The tools of a listing file (``--file``) and the other lists beside them
    (:func:`parse_server_lists`); LoadError on any problem."""
    from ..files.json import parse_json
    from ..files.read import read_source

    display = display or str(path)
    source = read_source(Path(path), display)
    try:
        document = parse_json(source, display, locate_depth=4)
    except LoadError:
        table = _CODEX_TABLE.search(source)
        if table is None:
            raise
        line = source.count("\n", 0, table.start()) + 1
        raise LoadError(display, line, 1, "a client configuration (TOML with [mcp_servers.NAME], as Codex "
                                          "writes it), not a tools/list result; capture its servers with "
                                          + _config_command(display)) from None
    for duplicate in document.duplicates:
        raise LoadError(display, duplicate.line, duplicate.col, f"key {duplicate.key!r} is repeated in one object")
    tools = parse_listing(document.value, display, document.line_of)
    return tools, parse_server_lists(document.value, display, document.line_of)
