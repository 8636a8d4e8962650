"""`toolcli validate`: every enabled rule on the registry."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..cache.judging import jobs
from ..diagnostics import at_or_above
from ..errors import LoadError, UsageError
from ..heap import acyclic_work
from ..reporters.formats import VALIDATE, choices_help
from ..validation import load_failure, validate_registry
from .options import (Color, ColorOpt, DemoOpt, RegistryOpt, Severity, format_option, load_located,
                      locate_registry, renderer, split)


def validate(
    registry: RegistryOpt = None,
    demo: DemoOpt = False,
    format: Annotated[str, format_option(choices_help(VALIDATE))] = "text",
    select: Annotated[Optional[list[str]], typer.Option("--select", help="Rule codes or families to run (repeatable, or comma-separated); replaces [lint] select.")] = None,
    ignore: Annotated[Optional[list[str]], typer.Option("--ignore", help="Rule codes or families to skip (repeatable, or comma-separated).")] = None,
    target: Annotated[Optional[list[str]], typer.Option("--target", help="Provider targets for the C rules (comma-separated).")] = None,
    external: Annotated[Optional[list[Path]], typer.Option("--external", metavar="FILE", help="An MCP tools/list result to check with the registry (repeatable).")] = None,
    server: Annotated[Optional[list[str]], typer.Option("--server", metavar="NAME", help="Server name for the --external file at the same position (default: the file's stem).")] = None,
    fail_on: Annotated[Severity, typer.Option("--fail-on", help="Exit 1 on findings at or above this severity.")] = Severity.error,
    exit_zero: Annotated[bool, typer.Option("--exit-zero", help="Report the findings but exit 0 whatever they are (a file that cannot be loaded is still exit 2).")] = False,
    no_cache: Annotated[bool, typer.Option("--no-cache", help="Bypass the verdict cache.")] = False,
    color: ColorOpt = Color.auto,
) -> None:
    """Run every enabled rule on the registry; exit 1 on findings at or above --fail-on."""
    chosen = renderer(VALIDATE, format)
    extra = _external_files(external or [], server or [])
    location = locate_registry(registry, demo=demo, for_a_person=format == "text")
    # One pause of the cyclic collector from loading to the report: the registry and
    # what the rules build hold no cycle and are freed before it resumes, so no
    # collection walks them (on 10,000 tools, 0.4 s of collections between the phases).
    with acyclic_work():
        try:
            loaded = load_located(location, extra)
        except LoadError as error:  # exit 2 with its one line; a machine format also carries it
            if format != "text":
                chosen.show(load_failure(location, error), color.value)
            raise
        report = validate_registry(location, loaded, select=split(select), ignore=split(ignore),
                                   targets=split(target), use_cache=not no_cache, jobs=jobs())
        del loaded
    chosen.show(report, color.value)
    if not exit_zero and any(at_or_above(d.severity, fail_on.value) for d in report.diagnostics):
        raise typer.Exit(1)


def _external_files(files: list[Path], servers: list[str]) -> list[tuple[Path, str, str]]:
    if len(servers) > len(files):
        raise UsageError("--server given without a matching --external FILE")
    if not files:
        return []
    from ..mcp.capture import validate_server_name  # the capture machinery, only for --external

    return [(path, str(path), validate_server_name(servers[index] if index < len(servers) else path.stem))
            for index, path in enumerate(files)]
