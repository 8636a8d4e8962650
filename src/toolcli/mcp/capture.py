"""MCP ``tools/list`` results -> dynamic specs in ``external/<server>.json`` (SPEC §2.3, §4).

Everything here is pure and offline except :func:`write_external`, which does
one atomic write inside the registry root. The live exchange with a server
process lives in ``mcp.stdio`` so that only ``import -- COMMAND`` pays for
the ``mcp`` SDK.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any, Callable

from ..files.write import write_inside
from ..errors import ImportFailure, LoadError, UsageError
from ..model import BRIEF_MAX, SERVER_NAME_PATTERN
from .listing import check_writable, read_listing_file

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
    """Atomically write ``root/external/<server>.json`` (files.write keeps it inside
    the root); returns its path."""
    validate_server_name(server)
    return write_inside(Path(root), f"external/{server}.json", render_external(document))


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
        from .stdio import list_tools_live

        tools = list_tools_live(command, timeout, on_progress)
        try:
            check_writable(tools, "tools/list result")
        except LoadError as error:
            raise ImportFailure(f"malformed tools: {error.what}") from None
        captured = captured_from_command(command)
    return write_external(root, server, to_external_document(server, tools, captured))
