"""MCP ``tools/list`` results -> dynamic specs in ``external/<server>.json`` (SPEC §2.3, §4).

Everything here is pure and offline except :func:`write_external`, which does
one atomic write inside the registry root, and :func:`capture`, which reads a
file or asks a live server: ``mcp.stdio`` and ``mcp.http`` hold the exchanges,
so that only a live import pays for the ``mcp`` SDK.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from ..canonical import indented_json
from ..errors import ImportFailure, LoadError, UsageError
from ..files import read
from ..files.write import write_inside
from ..model import SERVER_NAME_PATTERN
from .brief import brief_for
from .listing import check_writable, read_listing
from .redact import Secrets, captured_command, captured_url

_SERVER_NAME = re.compile(SERVER_NAME_PATTERN)


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


def to_external_document(server: str, tools: list[dict], captured: dict, *, protocol: str | None = None,
                         instructions: str | None = None, lists: Mapping[str, list[dict]] | None = None) -> dict:
    """The ``external/<server>.json`` document for ``tools`` (SPEC §2.3, §4,
    §14, §17): the protocol version the conversation spoke, the server's
    instructions and the other lists it gave (prompts, resources, resource
    templates, as listing.parse_server_lists keeps them), when known, beside
    the tools."""
    specs = [_to_dynamic_spec(server, tool) for tool in tools]
    # By name alone (stable for repeated names, which D008 reports): a key
    # built from the whole spec would recurse through hostile nesting.
    specs.sort(key=lambda spec: spec["name"])
    document: dict[str, Any] = {"server": server, "captured": dict(captured)}
    if isinstance(protocol, str) and protocol:
        document["protocol"] = protocol
    if isinstance(instructions, str) and instructions:
        try:
            instructions.encode("utf-8")
        except UnicodeEncodeError:
            raise ImportFailure("malformed instructions: a lone UTF-16 surrogate cannot be written") from None
        document["instructions"] = instructions  # the model reads them: the X rules scan them
    for key, items in (lists or {}).items():
        if items:  # by URI (a resource's) and name, so that a server's order never shows as a change
            document[key] = sorted(items, key=lambda item: (item.get("uri", item.get("uriTemplate", "")),
                                                            item["name"]))
    document["tools"] = specs
    return document


# What a client or the model reads of a tool beyond its declaration, kept as
# sent for the rules that check it (D012 icons, D013 _meta, D015 execution).
KEPT_AS_SENT = ("icons", "_meta", "execution")


def _to_dynamic_spec(server: str, tool: dict) -> dict:
    annotations = tool.get("annotations")
    spec: dict[str, Any] = {
        "name": f"mcp__{server}__{tool['name']}",
        "description": tool.get("description", ""),
        **facts_from_annotations(annotations),
        "tier": "cold",
        "brief": brief_for(tool),
    }
    if isinstance(tool.get("title"), str):
        spec["title"] = tool["title"]
    if "inputSchema" in tool:  # a missing schema stays missing: D004 reports it
        spec["inline"] = tool["inputSchema"]
    if "outputSchema" in tool:  # kept as sent: D010 checks it
        spec["output"] = tool["outputSchema"]
    if isinstance(annotations, dict):
        spec["annotations"] = annotations
    for key in KEPT_AS_SENT:
        if key in tool:
            spec[key] = tool[key]
    return spec


def facts_from_annotations(annotations: Any) -> dict[str, Any]:
    """Host facts from a server's annotations, pessimistically (SPEC §4).

    MCP's defaults apply to a hint that is absent or not a boolean: a tool is
    a reader only when ``readOnlyHint`` is true and ``destructiveHint`` is not;
    anything else may write, so it mutates, needs the user's authorisation and
    runs alone. Unless ``openWorldHint`` is false a tool reaches outside the
    host: a reader then has the effect ``network``."""
    hints = annotations if isinstance(annotations, dict) else {}
    reads = hints.get("readOnlyHint") is True and hints.get("destructiveHint") is not True
    open_world = hints.get("openWorldHint") is not False
    return {
        "family": "external_read" if reads else "external_write",
        "mutates": not reads,
        "needs_auth": not reads,
        "serial": not reads,
        "effect": "write" if not reads else "network" if open_world else "read",
    }


# --- writing -----------------------------------------------------------------


def render_external(document: dict) -> bytes:
    """The exact bytes of an external file: sorted keys, two-space indent, LF."""
    return (indented_json(document) + "\n").encode("utf-8")


def write_external(root: Path, server: str, document: dict) -> Path:
    """Atomically write ``root/external/<server>.json`` (files.write keeps it inside
    the root); returns its path. ImportFailure, before anything is written, for
    a capture larger than the loader reads: every later command would refuse it."""
    validate_server_name(server)
    data = render_external(document)
    if len(data) > read.MAX_FILE_BYTES:
        raise ImportFailure(f"the capture of {server!r} would be {len(data):,} bytes, over the "
                            f"{read.MAX_FILE_BYTES:,}-byte limit of a registry file; nothing written")
    return write_inside(Path(root), f"external/{server}.json", data)


# --- the whole command -------------------------------------------------------


class Capture:
    """A server's tools as an external document, and what to warn about."""

    __slots__ = ("document", "warnings")

    def __init__(self, document: dict, warnings: list[str]) -> None:
        self.document = document
        self.warnings = warnings


def captured_from_file(path: Path) -> dict:
    return {"from": "file", "file": Path(path).name}


def capture(
    server: str,
    *,
    file: Path | None = None,
    command: list[str] | None = None,
    url: str | None = None,
    env: Mapping[str, str] | None = None,
    headers: Mapping[str, str] | None = None,
    timeout: float = 30.0,
    strict_stdio: bool = False,
    on_progress: Callable[[str], None] | None = None,
    cwd: str | None = None,
    shown: tuple[list[str] | None, str | None] = (None, None),
    hidden: Iterable[str] = (),
    stop: threading.Event | None = None,
) -> Capture:
    """Read the tools of ``server`` from a file, a stdio command or a URL and
    build its external document. Nothing it raises or reports holds a value of
    ``env``, ``headers``, ``hidden``, or what the command line or URL hides.

    ``shown`` is the command or URL as the capture may show it when it differs
    from the one run (a client configuration's, ``${…}`` unresolved); ``cwd``
    the stdio server's working directory; setting ``stop`` ends a live
    exchange as Ctrl-C does."""
    validate_server_name(server)
    if sum((file is not None, bool(command), url is not None)) != 1:
        raise UsageError("give exactly one of --file FILE, --url URL or -- COMMAND ARG…")
    if env and not command:
        raise UsageError("--env sets a stdio server's environment: it needs -- COMMAND ARG…")
    if headers and url is None:
        raise UsageError("--header applies to an HTTP server: it needs --url URL")
    if strict_stdio and not command:
        raise UsageError("--strict-stdio applies to a stdio server: it needs -- COMMAND ARG…")
    if file is not None:
        tools, lists = read_listing(file)
        check_writable(tools, str(file))
        return Capture(to_external_document(server, tools, captured_from_file(file), lists=lists),
                       schemaless_warnings(tools))
    secrets = Secrets.of(command=command, url=url, env=env, headers=headers)
    secrets.add(*hidden)
    progress = (lambda message: on_progress(secrets.scrub(message))) if on_progress else None
    try:
        if url is not None:
            from .http import list_tools_http

            listing = list_tools_http(url, headers or {}, timeout, progress, stop)
            captured = captured_url(shown[1] or url)
        else:
            assert command is not None
            from .stdio import list_tools_live

            listing = list_tools_live(command, timeout, progress, env=env, strict=strict_stdio, secrets=secrets,
                                      cwd=cwd, stop=stop)
            captured = captured_command(shown[0] or command)
        try:
            check_writable(listing.tools, "tools/list result")
        except LoadError as error:
            raise ImportFailure(f"malformed tools: {error.what}") from None
    except ImportFailure as failure:
        raise ImportFailure(secrets.scrub(str(failure))) from None
    # A server may echo a value back; redacted before anything is derived from
    # it (a brief cut at 40 characters would keep part of one).
    secrets.redact_document(listing.tools)
    secrets.redact_document(listing.lists)
    protocol, instructions = (secrets.redact(text) if isinstance(text, str) else text
                              for text in (listing.protocol, listing.instructions))
    document = to_external_document(server, listing.tools, captured, protocol=protocol, instructions=instructions,
                                    lists=listing.lists)
    warnings = [*listing.warnings, *schemaless_warnings(listing.tools)]
    return Capture(document, [secrets.scrub(warning) for warning in warnings])


def schemaless_warnings(tools: list[dict]) -> list[str]:
    """One warning naming the listed tools that carry no inputSchema: their
    capture has no schema to check or send (D004 reports each)."""
    missing = sorted(tool["name"] for tool in tools if "inputSchema" not in tool)
    if not missing:
        return []
    shown = ", ".join(repr(name) for name in missing[:10]) + (f" and {len(missing) - 10} more" if len(missing) > 10 else "")
    return [f"{len(missing)} of {len(tools)} listed tools have no inputSchema, so their capture has no input "
            f"schema (D004): {shown}"]


class Imported:
    """What ``toolcli import`` wrote, and what to warn about."""

    __slots__ = ("path", "document", "warnings")

    def __init__(self, path: Path, document: dict, warnings: list[str]) -> None:
        self.path = path
        self.document = document
        self.warnings = warnings


def run_import(root: Path, server: str, **source: Any) -> Imported:
    """``toolcli import``: capture the server (see :func:`capture` for the
    keyword arguments) and write ``external/<server>.json``."""
    validate_server_name(server)
    taken = capture(server, **source)
    return Imported(write_external(root, server, taken.document), taken.document, taken.warnings)
