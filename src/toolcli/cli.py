"""The typer app: thin commands that parse options, call one core function and
map its result to an exit code. Domain errors become one line and exit 2."""

from __future__ import annotations

import copy
import gc
import os
import sys
import traceback
from enum import Enum
from pathlib import Path
from typing import Annotated, NoReturn, Optional

import typer

from . import __version__
from .console import make_console, notice, write
from .errors import ToolcliError, UsageError

app = typer.Typer(
    name="toolcli",
    help="Inspect, validate and review the tool surfaces an LLM agent shows its model.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


class Color(str, Enum):
    auto = "auto"
    never = "never"
    always = "always"


class Severity(str, Enum):
    error = "error"
    warning = "warning"
    info = "info"


class TextOrJson(str, Enum):
    text = "text"
    json = "json"


RegistryOpt = Annotated[Optional[str], typer.Option(
    "--registry", metavar="DIR",
    help="Registry root (default: TOOLCLI_REGISTRY, the nearest ancestor with toolspec.toml, then the bundled one).")]
ColorOpt = Annotated[Color, typer.Option("--color", help="Colour in text output; NO_COLOR is honoured.")]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"toolcli {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print the version and exit.")] = False,
) -> None:
    """Inspect, validate and review the tool surfaces an LLM agent shows its model."""


def _load(registry: str | None, external: list[tuple[Path, str, str]] = ()):
    from .loading.loader import discover, load

    location = discover(registry)
    if location.bundled:
        notice("toolcli: no toolspec.toml in this directory or its parents; using the bundled registry")
    # The registry and what a command builds on it hold no cycle, and the
    # process ends with the command: automatic collections would only walk the
    # heap again and again (heap.py), and with the collector on, the
    # interpreter walks it all once more at exit (0.2 s on 10,000 tools). So
    # it stays off for the rest of the process; `import` turns it back on for
    # the SDK. (An in-process caller such as the tests' runner restores it.)
    gc.disable()
    return location, load(location, external)


def _format_choice(value: str, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise UsageError(f"unknown format {value!r}; choose one of: {', '.join(choices)}")
    return value


@app.command()
def validate(
    registry: RegistryOpt = None,
    format: Annotated[str, typer.Option("--format", help="text, json, sarif, github or junit.")] = "text",
    select: Annotated[Optional[list[str]], typer.Option("--select", help="Rule codes or families to run (repeatable, or comma-separated); replaces [lint] select.")] = None,
    ignore: Annotated[Optional[list[str]], typer.Option("--ignore", help="Rule codes or families to skip (repeatable, or comma-separated).")] = None,
    target: Annotated[Optional[list[str]], typer.Option("--target", help="Provider targets for the C rules (comma-separated).")] = None,
    external: Annotated[Optional[list[Path]], typer.Option("--external", metavar="FILE", help="An MCP tools/list result to check with the registry (repeatable).")] = None,
    server: Annotated[Optional[list[str]], typer.Option("--server", metavar="NAME", help="Server name for the --external file at the same position (default: the file's stem).")] = None,
    fail_on: Annotated[Severity, typer.Option("--fail-on", help="Exit 1 on findings at or above this severity.")] = Severity.error,
    no_cache: Annotated[bool, typer.Option("--no-cache", help="Bypass the verdict cache.")] = False,
    color: ColorOpt = Color.auto,
) -> None:
    """Run every enabled rule on the registry; exit 1 on findings at or above --fail-on."""
    from .validation import validate_registry

    from .reporters import MACHINE_FORMATS, VALIDATE_FORMATS

    _format_choice(format, VALIDATE_FORMATS)
    extra = _external_files(external or [], server or [])
    location, loaded = _load(registry, extra)
    report = validate_registry(location, loaded, select=_split(select), ignore=_split(ignore),
                               targets=_split(target), use_cache=not no_cache)
    if format == "text":
        from .reporters import text

        text.show(report, color.value)
    else:
        write(MACHINE_FORMATS[format](report))
    from .diagnostics import at_or_above

    if any(at_or_above(d.severity, fail_on.value) for d in report.diagnostics):
        raise typer.Exit(1)


def _split(values: list[str] | None) -> list[str]:
    return [part.strip() for value in values or [] for part in value.split(",") if part.strip()]


def _external_files(files: list[Path], servers: list[str]) -> list[tuple[Path, str, str]]:
    if len(servers) > len(files):
        raise UsageError("--server given without a matching --external FILE")
    if not files:
        return []
    from .mcp.capture import validate_server_name

    result = []
    for index, path in enumerate(files):
        server = validate_server_name(servers[index] if index < len(servers) else path.stem)
        result.append((path, str(path), server))
    return result


@app.command()
def query(
    names: Annotated[list[str], typer.Argument(metavar="NAME...", help="Tool names (unknown names get the fail-safe answer).")],
    registry: RegistryOpt = None,
    format: Annotated[TextOrJson, typer.Option("--format")] = TextOrJson.text,
    color: ColorOpt = Color.auto,
) -> None:
    """Print the derived queries of tools: read-only, serial, needs auth, …; unknown names fail safe."""
    from .queries import Lookup

    _location, loaded = _load(registry)
    lookup = Lookup(loaded)
    answers = {name: lookup(name) for name in names}
    if format is TextOrJson.json:
        from .reporters.document import dumps

        write(dumps(answers))
        return
    from .reporters import query_text

    query_text.render(answers, make_console(color.value))


@app.command()
def rules(
    registry: Annotated[Optional[str], typer.Option(
        "--registry", metavar="DIR",
        help="Also say whether this registry's [lint] enables each rule, and at which severity.")] = None,
    format: Annotated[TextOrJson, typer.Option("--format")] = TextOrJson.text,
    color: ColorOpt = Color.auto,
) -> None:
    """List the rule catalogue."""
    from .rules.catalogue import all_rules

    catalogue = all_rules()
    settings = _lint_settings(registry, catalogue)
    if format is TextOrJson.json:
        from .reporters.document import dumps

        entries = [r.as_json() for r in catalogue]
        if settings is not None:
            for entry in entries:
                entry.update(settings[entry["code"]])
        write(dumps(entries))
    else:
        from .reporters import rule_pages

        rule_pages.render_list(catalogue, make_console(color.value), settings)


@app.command()
def rule(
    code: Annotated[str, typer.Argument(help="A rule code such as R017.")],
    registry: Annotated[Optional[str], typer.Option(
        "--registry", metavar="DIR",
        help="Also say whether this registry's [lint] enables the rule, and at which severity.")] = None,
    color: ColorOpt = Color.auto,
) -> None:
    """Print one rule's page: summary, why it matters, a bad and a good example."""
    from .reporters import rule_pages
    from .rules.catalogue import all_rules

    catalogue = {r.code: r for r in all_rules()}
    found = catalogue.get(code.upper())
    if found is None:
        raise UsageError(f"no rule {code!r}; `toolcli rules` lists them all")
    settings = _lint_settings(registry, [found])
    rule_pages.render_page(found, make_console(color.value), settings[found.code] if settings else None)


def _lint_settings(registry: str | None, catalogue) -> dict[str, dict] | None:
    """Per rule code, whether an explicitly named registry enables it and at which severity."""
    if registry is None:
        return None
    from .rules.context import Context
    from .rules.engine import make_selection

    _location, loaded = _load(registry)
    selection = make_selection(Context(loaded))
    return {r.code: {"enabled": selection.enabled(r), "effective_severity": selection.severity_of(r)}
            for r in catalogue}


@app.command()
def surface(
    profile: Annotated[Optional[str], typer.Option("--profile", help="The profile whose surface to show.")] = None,
    matrix: Annotated[bool, typer.Option("--matrix", help="Every tool against every profile (hot, warm, deferred, demoted or absent), with each profile's budget use; text or json.")] = False,
    registry: RegistryOpt = None,
    format: Annotated[str, typer.Option(
        "--format", help="text, json, openai, azure-openai, openai-responses, anthropic, gemini or mcp.")] = "text",
    tokenizer: Annotated[Optional[str], typer.Option(
        "--tokenizer", help="The token counts shown: o200k, cl100k or anthropic (an estimate); "
                            "default [registry].tokenizer. Budgets always count [registry].tokenizer.")] = None,
    strict: Annotated[bool, typer.Option(
        "--strict", help="openai, azure-openai and openai-responses: the strict-mode payload; json: what it loses per tool.")] = False,
    openapi: Annotated[bool, typer.Option(
        "--openapi", help="gemini: `parameters` in the OpenAPI subset; json: what it loses per tool.")] = False,
    color: ColorOpt = Color.auto,
) -> None:
    """Show exactly what the model sees under a profile, or with --matrix under every profile."""
    if matrix:
        if strict or openapi:
            raise UsageError("--strict and --openapi apply to one profile's payload, not to --matrix")
        _surface_matrix(registry, profile, format, color, tokenizer)
        return
    if profile is None:
        raise UsageError("give --profile P, or --matrix for every profile")
    from .payloads import PAYLOAD_FORMATS, conversion_of, lost_document, provider_payload
    from .surface import named_profile, resolve, surface_document

    _format_choice(format, ("text", "json", *PAYLOAD_FORMATS))
    if format in PAYLOAD_FORMATS:
        try:
            conversion_of(format, strict=strict, openapi=openapi)
        except ValueError as error:
            raise UsageError(f"--format {format}: {error}") from None
    elif format == "text" and (strict or openapi):
        raise UsageError("--strict and --openapi apply to a provider format or json")
    _tokenizer_choice(tokenizer)
    _location, loaded = _load(registry)
    from .surface import Facts

    costs = _costs(tokenizer or loaded.tokenizer)
    shared = Facts(costs if costs.tokenizer == loaded.tokenizer else None)
    resolved = resolve(loaded, named_profile(loaded, profile), shared)
    from .reporters.document import dumps

    if format == "json":
        write(dumps(lost_document(resolved, costs, strict=strict, openapi=openapi) if strict or openapi
                    else surface_document(resolved, costs)))
    elif format in PAYLOAD_FORMATS:
        write(dumps(provider_payload(resolved, format, strict=strict, openapi=openapi)))
    else:
        from .reporters import surface_text

        surface_text.render(resolved, make_console(color.value), costs)
    costs.flush()


def _tokenizer_choice(tokenizer: str | None) -> None:
    from .tokens import TOKENIZERS

    if tokenizer is not None and tokenizer not in TOKENIZERS:
        raise UsageError(f"unknown tokenizer {tokenizer!r}; choose one of: {', '.join(TOKENIZERS)}")


def _costs(tokenizer: str):
    """Token counts with `tokenizer`, remembered by content in toolcli's cache folder."""
    from .cache import cache_dir
    from .token_costs import costs_for

    return costs_for(tokenizer, cache_dir())


def _surface_matrix(registry: str | None, profile: str | None, format: str, color: Color,
                    tokenizer: str | None) -> None:
    from .matrix import build_matrix, matrix_document

    if profile is not None:
        raise UsageError("--matrix shows every profile; leave out --profile")
    _format_choice(format, ("text", "json"))
    _tokenizer_choice(tokenizer)
    _location, loaded = _load(registry)
    costs = _costs(tokenizer or loaded.tokenizer)
    built = build_matrix(loaded, costs)
    costs.flush()
    if format == "json":
        from .reporters.document import dumps

        write(dumps(matrix_document(built)))
    else:
        from .reporters import matrix_text

        matrix_text.render(built, make_console(color.value))


class GoldenFormat(str, Enum):
    text = "text"
    json = "json"
    markdown = "markdown"


@app.command()
def golden(
    registry: RegistryOpt = None,
    rewrite: Annotated[bool, typer.Option("--rewrite", help="Write changed and missing goldens, delete orphans.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Rewrite even when CI is set.")] = False,
    profile: Annotated[Optional[str], typer.Option("--profile", help="Only this profile's golden file.")] = None,
    format: Annotated[GoldenFormat, typer.Option("--format")] = GoldenFormat.text,
    color: ColorOpt = Color.auto,
) -> None:
    """Check the golden files against the registry, or rewrite them; exit 1 on drift."""
    from .golden.documents import refuse_under_ci, rewrite_command, run_golden

    if force and not rewrite:
        raise UsageError("--force only applies to --rewrite")
    if rewrite:
        refuse_under_ci(force)
    location, loaded = _load(registry)
    if rewrite and location.bundled:
        raise UsageError("refusing to rewrite the bundled registry's goldens; pass --registry DIR")
    costs = _costs(loaded.tokenizer)
    result = run_golden(loaded, profile=profile, write=rewrite, costs=costs)
    costs.flush()
    command = rewrite_command(location.display, profile)
    if format is GoldenFormat.json:
        from .golden.changes import changes_json
        from .reporters.document import dumps

        write(dumps({
            "in_sync": result.in_sync or rewrite,
            "files": [{"name": s.name, "status": s.status} for s in result.statuses],
            "changes": changes_json(result.changes),
            "declarations": [{"tool": d.tool, "diff": d.diff} for d in result.declarations],
            "written": list(result.written),
            "deleted": list(result.deleted),
            "rewrite": None if result.in_sync or rewrite else command,
        }))
    elif format is GoldenFormat.markdown:
        from .reporters.markdown import changes_markdown

        write(changes_markdown(result.changes, "" if result.in_sync or rewrite else command,
                               result.declarations))
    else:
        from .reporters import golden_text

        golden_text.render(result, make_console(color.value), command, rewrote=rewrite)
    if not rewrite:
        _report_leftovers(location.display, loaded)
    if not rewrite and not result.in_sync:
        raise typer.Exit(1)


def _report_leftovers(display: str, loaded) -> None:
    """Temporaries a killed rewrite left in the golden folder (the next rewrite removes them)."""
    from .files.write import leftovers
    from .golden.documents import golden_folder

    for path in leftovers(golden_folder(loaded)):
        shown = Path(display, loaded.golden_dir, path.name).as_posix()
        notice(f"toolcli: {shown} is left by an interrupted write; toolcli golden --rewrite removes it")


@app.command()
def contract(
    registry: RegistryOpt = None,
    write_file: Annotated[Optional[Path], typer.Option("--write", metavar="FILE", help="Replace the marked region of FILE with the table.")] = None,
    check_file: Annotated[Optional[Path], typer.Option("--check", metavar="FILE", help="Exit 1 when the marked region of FILE is out of date.")] = None,
) -> None:
    """The Markdown contract table of the static tools (tool, read-only, description)."""
    from .contract import check_region, region_diff, write_region
    from .reporters.markdown import contract_table

    if write_file and check_file:
        raise UsageError("--write and --check exclude each other")
    _location, loaded = _load(registry)
    declarations = {}
    for declaration in loaded.declarations:
        declarations.setdefault(declaration.name, declaration.description)
    table = contract_table(sorted((s.name, s.read_only, declarations.get(s.name, "")) for s in loaded.specs))
    target = write_file or check_file
    if target is None:
        write(table)
        return
    text = _read_document(target)
    if check_file:
        if not check_region(text, table, str(target)):
            from .safe_text import visible

            sys.stdout.write(visible(region_diff(text, table, str(target)), keep_newlines=True))
            notice(f"toolcli: {target} is out of date; run: toolcli contract --write {target}")
            raise typer.Exit(1)
        return
    from .files.write import write_inside

    write_inside(target.parent, target.name, write_region(text, table, str(target)).encode("utf-8"))


def _read_document(path: Path) -> str:
    from .files.read import read_source

    return read_source(path, str(path))


@app.command(name="import", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
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
    from .mcp.capture import capture, run_import, validate_server_name
    from .mcp.redact import request_headers, server_environment

    name = validate_server_name(server)
    command = list(ctx.args)
    if sum((file is not None, url is not None, bool(command))) != 1:
        raise UsageError("give exactly one of --file FILE, --url URL or `-- COMMAND ARG...`")
    environment = server_environment(env or [])
    headers = request_headers(header or [])
    location, loaded = _load(registry)
    gc.enable()  # the MCP SDK's tasks and exceptions do make cycles
    if location.bundled:
        raise UsageError("no registry here to import into; pass --registry DIR")
    if check:
        from .mcp.check import committed_capture

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
    from .mcp.check import check_capture
    from .reporters import import_text

    taken = capture(name, **source)
    for warning in taken.warnings:
        notice(f"toolcli: warning: {warning}")
    result = check_capture(loaded, location, name, taken.document)
    import_text.render_check(result, make_console(color.value))
    if not result.equal:
        raise typer.Exit(1)


@app.command()
def init(
    directory: Annotated[str, typer.Argument(metavar="DIR", help="Where to create the registry (created if missing).")] = ".",
    color: ColorOpt = Color.auto,
) -> None:
    """Create a minimal registry that validates, with its golden files; never overwrites a file."""
    from .scaffold import init_registry

    done = init_registry(Path(directory), directory)
    _print_scaffolded(done, f"created a registry in {directory}", color)


@app.command(name="add-tool")
def add_tool(
    name: Annotated[str, typer.Argument(metavar="NAME", help="The new static tool's name.")],
    effect: Annotated[str, typer.Option("--effect", metavar="E", help="What the tool does: read, write, exec, network, interact, delegate, flow or meta.")],
    tier: Annotated[str, typer.Option("--tier", metavar="T", help="How eagerly its declaration is sent: hot, warm or cold.")],
    capability: Annotated[Optional[list[str]], typer.Option("--capability", metavar="TAG", help="A capability profiles select it by (repeatable; default: the effect).")] = None,
    registry: RegistryOpt = None,
    color: ColorOpt = Color.auto,
) -> None:
    """Add a static tool: specs/NAME.toml and a stub declaration, then print the steps left."""
    from .scaffold import add_tool as scaffold_tool, check_tool_name

    check_tool_name(name)
    location, loaded = _load(registry)
    if location.bundled:
        raise UsageError("no registry here to add a tool to; pass --registry DIR or run toolcli init")
    done = scaffold_tool(loaded, name, effect=effect, tier=tier, capabilities=_split(capability),
                         display=location.display)
    _print_scaffolded(done, f"added {name}", color)


def _print_scaffolded(done, headline: str, color: Color) -> None:
    from rich.text import Text

    from .safe_text import visible

    console = make_console(color.value)
    console.print(Text(f"toolcli: {visible(headline)}", style="bold green"))
    for path in done.written:
        console.print(Text(f"  wrote {visible(path)}"))
    console.print(Text("Next:", style="bold"))
    for number, step in enumerate(done.steps, 1):
        console.print(Text(f"  {number}. {visible(step)}"))


def _app_for(args: list[str]) -> typer.Typer:
    """The app, holding only the command `args` name when they name one: typer
    builds every registered command's options before it runs any, and one
    command builds in a fifth of the time. Anything else gets the whole app."""
    if args and not args[0].startswith("-"):
        for info in app.registered_commands:
            if (info.name or typer.main.get_command_name(info.callback.__name__)) == args[0]:
                single = copy.copy(app)
                single.registered_commands = [info]
                return single
    return app


CLOSED_PIPE = 141  # 128 + SIGPIPE


class _ClosedPipe(Exception):
    """stdout's reader went away; carried past typer, which would exit 1 for it."""


def _guard_pipe(command) -> None:
    invoke = command.invoke

    def guarded(ctx):
        try:
            return invoke(ctx)
        except BrokenPipeError:
            raise _ClosedPipe() from None

    command.invoke = guarded


def _closed_pipe() -> NoReturn:
    """The reader of stdout went away (`toolcli validate | head -1`): exit
    quietly with 141, the status a shell reports for git or cat killed by
    SIGPIPE.  Not 1, which would say "findings", and not 0, which would say
    "none"; stdout is pointed at /dev/null so the exit flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass
    sys.exit(CLOSED_PIPE)


def main() -> None:
    """Entry point: one line and exit 2 for a user's mistake, exit 3 for a bug."""
    try:  # typer 0.28 and later carry their own copy of click
        from typer.exceptions import Abort, Exit, TyperException as UsageFailure
    except ImportError:  # earlier typer runs on click itself
        from click.exceptions import Abort, ClickException as UsageFailure, Exit

    command = typer.main.get_command(_app_for(sys.argv[1:]))
    _guard_pipe(command)
    try:
        code = command.main(args=sys.argv[1:], prog_name="toolcli", standalone_mode=False)
        sys.stdout.flush()  # here, so that a reader gone early is a closed pipe, not an error at exit
    except ToolcliError as error:
        from .safe_text import visible

        sys.stderr.write(f"toolcli: error: {visible(str(error))}\n")
        sys.exit(error.exit_code)
    except Abort:
        sys.stderr.write("toolcli: aborted\n")
        sys.exit(2)
    except UsageFailure as error:  # bad options, missing arguments
        show = getattr(error, "show", None)
        if show is not None:
            show()
        else:
            sys.stderr.write(f"toolcli: error: {error.format_message()}\n")
        sys.exit(2)
    except Exit as exit_:
        sys.exit(exit_.exit_code)
    except KeyboardInterrupt:
        sys.exit(130)
    except (BrokenPipeError, _ClosedPipe):
        _closed_pipe()
    except Exception:  # a bug: say so in one line, the traceback goes to stderr
        sys.stderr.write("toolcli: internal error (a bug in toolcli); traceback follows\n")
        traceback.print_exc()
        sys.exit(3)
    sys.exit(code if isinstance(code, int) else 0)
