"""`toolcli import`: an MCP server's tools into external/NAME.json, or checked against it."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..console import notice
from ..errors import UsageError
from ..mcp.capture import capture, run_import, validate_server_name
from ..capture_check import check_capture, committed_capture
from ..mcp.redact import request_headers, server_environment
from ..reporters.formats import Renderer
from .options import Color, ColorOpt, RegistryOpt, load_registry


def import_(
    ctx: typer.Context,
    server: Annotated[str, typer.Option("--server", metavar="NAME", help="Server name: external/NAME.json, tools named mcp__NAME__*.")],
    file: Annotated[Optional[Path], typer.Option("--file", metavar="FILE", help="An MCP tools/list result (or a JSON-RPC response, or a bare array of tools).")] = None,
    url: Annotated[Optional[str], typer.Option("--url", metavar="URL", help="An MCP server over HTTP: Streamable HTTP, falling back to SSE.")] = None,
    env: Annotated[Optional[list[str]], typer.Option("--env", metavar="KEY[=VALUE]", help="Set a variable of the stdio server's environment; KEY alone copies toolcli's own (repeatable). Never written or printed.")] = None,
    header: Annotated[Optional[list[str]], typer.Option("--header", metavar="'NAME: VALUE'", help="An HTTP header for --url; ${VAR} expands from the environment (repeatable). Never written or printed.")] = None,
    timeout: Annotated[float, typer.Option("--timeout", help="Seconds for the whole live exchange.")] = 30.0,
    check: Annotated[bool, typer.Option("--check", help="Capture again and compare with the committed external/NAME.json without writing; exit 1 with the change list when the server changed.")] = False,
    strict_stdio: Annotated[bool, typer.Option("--strict-stdio", help="Refuse a stdio server that writes anything but JSON-RPC on stdout.")] = False,
    registry: RegistryOpt = None,
    color: ColorOpt = Color.auto,
) -> None:
    """Turn an MCP server's tools into external/NAME.json: from --file, --url, or live after `--`: COMMAND ARG..."""
    name = validate_server_name(server)
    command = list(ctx.args)
    if sum((file is not None, url is not None, bool(command))) != 1:
        raise UsageError("give exactly one of --file FILE, --url URL or `-- COMMAND ARG...`")
    environment = server_environment(env or [])
    headers = request_headers(header or [])
    location, loaded = load_registry(registry)
    gc.enable()  # the MCP SDK's tasks and exceptions do make cycles
    if location.bundled:
        raise UsageError("no registry here to import into; pass --registry DIR")
    if check:
        committed_capture(loaded, location, name)  # before any server is started
    progress = None if file else (lambda message: notice(f"toolcli: {message}"))
    source = dict(file=file, command=command or None, url=url, env=environment, headers=headers,
                  timeout=timeout, strict_stdio=strict_stdio, on_progress=progress)
    if not check:
        imported = run_import(Path(loaded.root), name, **source)
        for warning in imported.warnings:
            notice(f"toolcli: warning: {warning}")
        notice(f"toolcli: wrote {imported.path}")
        return
    taken = capture(name, **source)
    for warning in taken.warnings:
        notice(f"toolcli: warning: {warning}")
    result = check_capture(loaded, location, name, taken.document)
    Renderer("import_text", "render_check", "console").show(result, color.value)
    if not result.equal:
        raise typer.Exit(1)
