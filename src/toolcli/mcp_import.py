"""MCP ``tools/list`` results -> dynamic specs in ``external/<server>.json`` (SPEC §2.3, §4).

Everything here is pure and offline except :func:`write_external`, which does
one atomic write inside the registry root. The live exchange with a server
process lives in ``mcp_live.py`` so that only ``import -- COMMAND`` pays for
the ``mcp`` SDK.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any, Callable

from toolcli.atomic import write_atomic
from toolcli.errors import ImportFailure, LoadError, UsageError
from toolcli.model import BRIEF_MAX, SERVER_NAME_PATTERN, escape_pointer

# Deeper than any real schema; shallow enough that json.dumps and the loader's
# own recursion never overflow on what an import writes.
MAX_WRITTEN_NESTING = 256

LineOf = Callable[[str], "int | None"]

_SERVER_NAME = re.compile(SERVER_NAME_PATTERN)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")
_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "cf.")
_TRAILING_JUNK = " \t.,;:-\u2013\u2014([{/"
_DANGLING = frozenset(
    "a an and as at but by for from in into its nor of on or the their to via with your".split()
)


# --- server names -----------------------------------------------------------


def validate_server_name(name: str) -> str:
    """Return ``name`` if it can be a server name (and a file name), else raise UsageError."""
    if not isinstance(name, str) or not name:
        raise UsageError("server name is empty")
    if "__" in name:
        raise UsageError(
            f"server name {name!r} contains '__', which separates server and tool in mcp__<server>__<tool>"
        )
    if not _SERVER_NAME.fullmatch(name):
        raise UsageError(
            f"server name {name!r} is not 1-64 characters of [A-Za-z0-9_-] starting with a letter or digit"
        )
    return name


# --- reading a listing -------------------------------------------------------


def parse_listing(value: Any, display: str, line_of: LineOf | None = None) -> list[dict]:
    """The MCP Tool objects of a ``tools/list`` result, a JSON-RPC response
    wrapping one, or a bare array of tools.

    ``display`` names the input in errors; ``line_of`` maps a JSON pointer to
    its line when the caller parsed with positions. Raises LoadError.
    """

    def fail(pointer: str, what: str) -> LoadError:
        line = line_of(pointer) if line_of is not None else None
        return LoadError(display, line or 1, 1, what)

    tools, pointer = _locate_tools(value, fail)
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


def check_writable(tools: list[dict], display: str) -> None:
    """LoadError if a tool cannot be written as an external file: nesting
    deeper than MAX_WRITTEN_NESTING, NaN or Infinity, or a lone UTF-16 surrogate
    (valid in a JSON escape, unwritable as UTF-8)."""
    for index, tool in enumerate(tools):
        problem = _structure_problem(tool, f"/tools/{index}")
        if problem is not None:
            raise LoadError(display, 1, 1, f"tool {tool.get('name')!r} at {problem[0]}: {problem[1]}")


def _locate_tools(value: Any, fail: Callable[[str, str], LoadError]) -> tuple[list, str]:
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
    if "tools" not in value:
        raise fail(prefix, "no \"tools\" member: not a tools/list result")
    tools = value["tools"]
    if not isinstance(tools, list):
        raise fail(prefix + "/tools", f"\"tools\" is {_kind(tools)}, not an array")
    return tools, prefix + "/tools"


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
    from toolcli.sourcefile import parse_json, read_source

    display = display or str(path)
    document = parse_json(read_source(Path(path), display), display, locate_depth=4)
    for duplicate in document.duplicates:
        raise LoadError(display, duplicate.line, duplicate.col, f"key {duplicate.key!r} is repeated in one object")
    return parse_listing(document.value, display, document.line_of)


# --- building the dynamic specs --------------------------------------------


def to_external_document(server: str, tools: list[dict], captured: dict) -> dict:
    """The ``external/<server>.json`` document for ``tools`` (SPEC §2.3, §4)."""
    specs = [_to_dynamic_spec(server, tool) for tool in tools]
    # By name alone (stable for repeated names, which D008 reports): a key
    # built from the whole spec would recurse through hostile nesting.
    specs.sort(key=lambda spec: spec["name"])
    return {"server": server, "captured": dict(captured), "tools": specs}


def _to_dynamic_spec(server: str, tool: dict) -> dict:
    annotations = tool.get("annotations")
    read_only = isinstance(annotations, dict) and annotations.get("readOnlyHint") is True
    family = "external_read" if read_only else "external_write"
    spec: dict[str, Any] = {
        "name": f"mcp__{server}__{tool['name']}",
        "description": tool.get("description", ""),
        "family": family,
        "mutates": family == "external_write",
        "needs_auth": family == "external_write",
        "tier": "cold",
        "brief": brief_for(tool),
    }
    if "inputSchema" in tool:  # a missing schema stays missing: D004 reports it
        spec["inline"] = tool["inputSchema"]
    if isinstance(annotations, dict):
        spec["annotations"] = annotations
    return spec


def brief_for(tool: dict) -> str:
    """The tool's title (top-level, else ``annotations.title``) or else the
    first sentence of its description, cut to BRIEF_MAX code points."""
    annotations = tool.get("annotations")
    candidates = [tool.get("title")]
    if isinstance(annotations, dict):
        candidates.append(annotations.get("title"))
    for title in candidates:
        if isinstance(title, str) and (brief := cut_brief(title)):
            return brief
    description = tool.get("description")
    if isinstance(description, str):
        return cut_brief(first_sentence(description))
    return ""


def first_sentence(text: str) -> str:
    """The first line of ``text`` up to its first sentence end (kept)."""
    stripped = text.strip()
    line = stripped.split("\n", 1)[0].strip() if stripped else ""
    for match in _SENTENCE_END.finditer(line):
        head = line[: match.end()]
        if not head.lower().endswith(_ABBREVIATIONS):
            return head
    return line


def cut_brief(text: str, limit: int = BRIEF_MAX) -> str:
    """``text`` with whitespace collapsed, cut to ``limit`` code points at a
    word boundary (mid-word only when one word is longer than ``limit``),
    without trailing punctuation, opening brackets or, after a cut, a
    dangling conjunction, preposition or article."""
    words = " ".join(text.split())
    if len(words) <= limit:
        return words.rstrip(_TRAILING_JUNK)
    space = words.rfind(" ", 0, limit + 1)
    if space <= 0:
        return words[:limit].rstrip(_TRAILING_JUNK)
    kept = words[:space].rstrip(_TRAILING_JUNK).split(" ")
    # A cut that ends on "and" or "the" reads as broken: drop dangling words.
    while len(kept) > 1 and kept[-1].lower() in _DANGLING:
        kept.pop()
    return " ".join(kept).rstrip(_TRAILING_JUNK)


# --- writing -----------------------------------------------------------------


def render_external(document: dict) -> bytes:
    """The exact bytes of an external file: sorted keys, two-space indent, LF."""
    text = json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode("utf-8")


def write_external(root: Path, server: str, document: dict) -> Path:
    """Atomically write ``root/external/<server>.json``; returns its path."""
    validate_server_name(server)
    data = render_external(document)
    real_root = Path(root).resolve(strict=True)
    directory = real_root / "external"
    directory.mkdir(exist_ok=True)
    real_directory = directory.resolve(strict=True)
    if not real_directory.is_relative_to(real_root):
        raise UsageError(f"refusing to write {directory}: it resolves outside the registry root {real_root}")
    target = real_directory / f"{server}.json"
    write_atomic(target, data)
    return target


# --- the whole command -------------------------------------------------------


def captured_from_file(path: Path) -> dict:
    return {"from": "file", "file": Path(path).name}


def captured_from_command(command: list[str]) -> dict:
    """The command as typed, except that an absolute program path is reduced
    to its name: captures are committed and must not carry local paths."""
    program, *args = command
    return {"from": "tools/list", "command": [os.path.basename(program) if os.path.isabs(program) else program, *args]}


def run_import(
    root: Path,
    server: str,
    *,
    file: Path | None = None,
    command: list[str] | None = None,
    timeout: float = 30.0,
    on_progress: Callable[[str], None] | None = None,
) -> Path:
    """``toolcli import``: validate the server name, read the tools from a file
    or a live server, write ``external/<server>.json``; returns the path."""
    validate_server_name(server)
    if (file is None) == (not command):
        raise UsageError("give exactly one of --file FILE or -- COMMAND ARG…")
    if file is not None:
        tools = read_listing_file(file)
        check_writable(tools, str(file))
        captured = captured_from_file(file)
    else:
        assert command is not None
        from toolcli.mcp_live import list_tools_live

        tools = list_tools_live(command, timeout, on_progress)
        try:
            check_writable(tools, "tools/list result")
        except LoadError as error:
            raise ImportFailure(f"malformed tools: {error.what}") from None
        captured = captured_from_command(command)
    return write_external(root, server, to_external_document(server, tools, captured))
