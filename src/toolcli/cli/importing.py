"""`toolcli import`: an MCP server's tools into external/NAME.json, or checked against it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..console import confirm, notice, stdin_is_a_terminal
from ..errors import UsageError
from ..capture_check import check_capture, committed_capture
from ..mcp.batch import CAPTURED, CHANGED, MATCHES, ConfigReport, capture_all, select
from ..mcp.capture import capture, run_import, validate_server_name, write_external
from ..mcp.config import ClientConfig, ServerEntry, read_config
from ..mcp.consent import plan
from ..mcp.discovery import discover, discovered_servers
from ..mcp.redact import request_headers, server_environment
from ..reporters.formats import Renderer
from ..token_costs import Costs, capture_cost
from .options import Color, ColorOpt, RegistryOpt, load_registry, token_costs


def import_(
    ctx: typer.Context,
    server: Annotated[Optional[str], typer.Option("--server", metavar="NAME", help="Server name: external/NAME.json, tools named mcp__NAME__*.")] = None,
    config: Annotated[Optional[Path], typer.Option("--config", metavar="FILE", help="A client configuration (Claude, Cursor, VS Code, Windsurf, Gemini CLI, Codex): import every server it names, at once.")] = None,
    discover_: Annotated[bool, typer.Option("--discover", help="Find the client configurations of this user and of the project here (Claude Desktop, Claude Code, Cursor, VS Code, Windsurf, Codex, Gemini CLI), list them with their servers, and import those chosen.")] = False,
    only: Annotated[Optional[list[str]], typer.Option("--only", metavar="NAME", help="With --config or --discover: only this server (repeatable).")] = None,
    yes: Annotated[bool, typer.Option("--yes", help="With --config or --discover: start the servers listed without asking (needed where no terminal can ask).")] = False,
    file: Annotated[Optional[Path], typer.Option("--file", metavar="FILE", help="An MCP tools/list result (or a JSON-RPC response, or a bare array of tools).")] = None,
    url: Annotated[Optional[str], typer.Option("--url", metavar="URL", help="An MCP server over HTTP: Streamable HTTP, falling back to SSE.")] = None,
    env: Annotated[Optional[list[str]], typer.Option("--env", metavar="KEY[=VALUE]", help="Set a variable of the stdio server's environment (of every stdio server, with --config or --discover); KEY alone copies toolcli's own (repeatable). Never written or printed.")] = None,
    header: Annotated[Optional[list[str]], typer.Option("--header", metavar="'NAME: VALUE'", help="An HTTP header for --url; ${VAR} expands from the environment (repeatable). Never written or printed.")] = None,
    timeout: Annotated[float, typer.Option("--timeout", help="Seconds for the whole live exchange.")] = 30.0,
    check: Annotated[bool, typer.Option("--check", help="Capture again and compare with the committed external/NAME.json without writing; exit 1 with the change list when the server changed.")] = False,
    summary: Annotated[bool, typer.Option("--summary", help="With --check: print only the summary of what changed (per server and per profile: tools added, removed and changed, the token delta, security and breaking counts).")] = False,
    strict_stdio: Annotated[bool, typer.Option("--strict-stdio", help="Refuse a stdio server that writes anything but JSON-RPC on stdout.")] = False,
    registry: RegistryOpt = None,
    color: ColorOpt = Color.auto,
) -> None:
    """Turn an MCP server's tools into external/NAME.json: from --file, --url, or live after `--`: COMMAND ARG...;
    or every server of a client configuration with --config FILE, or of those --discover finds."""
    command = list(ctx.args)
    if summary and not check:
        raise UsageError("--summary shortens what --check reports; an import prints each tool's tokens")
    if config is not None or discover_:
        if config is not None and discover_:
            raise UsageError("--config FILE and --discover exclude each other")
        if server is not None or file is not None or url is not None or command or header:
            raise UsageError("--config and --discover take the servers and their headers from the configurations: "
                             "leave out --server, --file, --url, --header and the command")
        environment = server_environment(env or [])
        if discover_:
            report = _import_discovered(only or [], timeout, check, strict_stdio, registry, environment, yes, color)
        else:
            report = _import_config(config, only or [], timeout, check, strict_stdio, registry, environment, yes)
        Renderer("import_text", "render_config", "console").show(report, color.value, summary)
        if not report.ok:
            raise typer.Exit(1)
        return
    if only:
        raise UsageError("--only picks servers of --config FILE or of --discover")
    if server is None:
        raise UsageError("give --server NAME (with --file, --url or `-- COMMAND ARG...`), --config FILE or --discover")
    name = validate_server_name(server)
    if sum((file is not None, url is not None, bool(command))) != 1:
        raise UsageError("give exactly one of --file FILE, --url URL or `-- COMMAND ARG...`")
    environment = server_environment(env or [])
    headers = request_headers(header or [])
    location, loaded = load_registry(registry, offers_demo=False)  # never into the demonstration
    if check:
        committed_capture(loaded, location, name)  # before any server is started
    progress = None if file else (lambda message: notice(f"toolcli: {message}"))
    source = dict(file=file, command=command or None, url=url, env=environment, headers=headers,
                  timeout=timeout, strict_stdio=strict_stdio, on_progress=progress)
    if not check:
        imported = run_import(Path(loaded.root), name, **source)
        for warning in imported.warnings:
            notice(f"toolcli: warning: {warning}")
        costs = token_costs(loaded.tokenizer, loaded.root)
        cost = capture_cost(costs, imported.document)
        costs.flush()
        Renderer("import_text", "render_cost", "console").show(cost, color.value, costs.tokenizer, costs.exact)
        notice(f"toolcli: wrote {imported.path}")
        return
    taken = capture(name, **source)
    for warning in taken.warnings:
        notice(f"toolcli: warning: {warning}")
    result = check_capture(loaded, location, name, taken.document)
    Renderer("import_text", "render_check", "console").show(result, color.value, summary)
    if not result.equal:
        raise typer.Exit(1)


def _import_config(config: Path, only: list[str], timeout: float, check: bool, strict_stdio: bool,
                   registry: str | None, environment: dict[str, str], yes: bool) -> ConfigReport:
    """`import --config FILE [--check]`: every selected server captured at once,
    then written, or compared with its committed capture."""
    source = read_config(config, str(config))
    entries = select(source, only, str(config))
    return _import_entries(entries, f"{config}: {source.kind}", timeout, check, strict_stdio, registry, environment,
                           yes)


def _import_discovered(only: list[str], timeout: float, check: bool, strict_stdio: bool, registry: str | None,
                       environment: dict[str, str], yes: bool, color: Color) -> ConfigReport:
    """`import --discover [--check]`: the configurations found, listed, then their chosen servers as --config's."""
    found = discover()
    Renderer("import_text", "render_discovery", "console").show(found, color.value)
    entries = select(ClientConfig("discovered", discovered_servers(found)), only, "--discover")
    files = f"{len(found)} configuration{'' if len(found) == 1 else 's'} found"
    return _import_entries(entries, files, timeout, check, strict_stdio, registry, environment, yes)


def _import_entries(entries: list[ServerEntry], source: str, timeout: float, check: bool, strict_stdio: bool,
                    registry: str | None, environment: dict[str, str], yes: bool) -> ConfigReport:
    """The servers of configurations captured at once, once a person consented,
    then written, or compared with their committed captures."""
    location, loaded = load_registry(registry)
    if location.bundled:
        raise UsageError("no registry here to import into; pass --registry DIR")
    if check:
        for entry in entries:
            if entry.problem is None:
                try:
                    committed_capture(loaded, location, entry.name)  # before any server is started
                except UsageError as missing:
                    entry.fail(str(missing))
    for entry in entries:
        if entry.command is not None:  # --env: every stdio server's, over what its configuration sets
            entry.env = {**entry.env, **environment}
    _consent(entries, yes)
    costs = token_costs(loaded.tokenizer, loaded.root)
    results = capture_all(entries, timeout=timeout, strict_stdio=strict_stdio,
                          on_progress=lambda name, message: notice(f"toolcli: {name}: {message}"))
    report = ConfigReport(source)
    for result in results:
        name = result.entry.name
        if result.capture is None:
            report.add(result.status, name, result.reason)
            continue
        for warning in result.capture.warnings:
            notice(f"toolcli: {name}: warning: {warning}")
        tools = len(result.capture.document["tools"])
        counted = f"{tools} tool{'' if tools == 1 else 's'}"
        if check:
            compared = check_capture(loaded, location, name, result.capture.document)
            report.add(MATCHES if compared.equal else CHANGED, name, counted, compared)
        else:
            path = write_external(Path(loaded.root), name, result.capture.document)
            report.add(CAPTURED, name, f"{counted} ({_tokens(costs, result.capture.document)}), "
                                       f"wrote {Path(location.display, 'external', path.name).as_posix()}")
    costs.flush()
    return report


def _tokens(costs: Costs, document: dict) -> str:
    """A captured server's tokens when a client loads every tool, in the registry's tokenizer."""
    return f"{'' if costs.exact else '≈'}{capture_cost(costs, document).total:,} tokens"


def _consent(entries: list[ServerEntry], yes: bool) -> None:
    """Say what the import starts or reaches; go on with --yes, or when a person
    at a terminal says so. Without a terminal to ask on, nothing is started."""
    from ..reporters.import_text import plan_lines, plan_question

    planned = plan(entries)
    if not planned:
        return
    question = plan_question(planned)
    notice(f"toolcli: this import will {question}:")
    for line in plan_lines(planned):
        notice(line)
    if yes:
        return
    if not stdin_is_a_terminal():
        raise UsageError(f"no terminal to ask whether to {question}; pass --yes to consent")
    if not confirm(f"{question[0].upper()}{question[1:]}?"):
        raise typer.Abort()
