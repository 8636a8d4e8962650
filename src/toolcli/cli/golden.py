"""`toolcli golden` and `toolcli contract`: the reviewed files a registry keeps in sync."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..console import notice, write
from ..contract import check_region, contract_rows, region_diff, write_region
from ..errors import UsageError
from ..files.read import read_source
from ..files.write import leftovers, write_inside
from ..golden.documents import golden_folder, refuse_under_ci, rewrite_command, run_golden
from ..model import RegistryModel
from ..reporters.formats import GOLDEN, choices_help
from ..reporters.markdown import contract_table
from ..safe_text import visible
from .options import Color, ColorOpt, DemoOpt, RegistryOpt, format_option, load_registry, renderer, token_costs


def golden(
    registry: RegistryOpt = None,
    demo: DemoOpt = False,
    rewrite: Annotated[bool, typer.Option("--rewrite", help="Write changed and missing goldens, delete orphans.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Rewrite even when CI is set.")] = False,
    profile: Annotated[Optional[str], typer.Option("--profile", help="Only this profile's golden file.")] = None,
    format: Annotated[str, format_option(choices_help(GOLDEN))] = "text",
    summary: Annotated[bool, typer.Option("--summary", help="Print the summary alone: per server and per profile, tools added, removed and changed, the token delta, security and breaking counts.")] = False,
    color: ColorOpt = Color.auto,
) -> None:
    """Check the golden files against the registry, or rewrite them; exit 1 on drift."""
    chosen = renderer(GOLDEN, format)
    if force and not rewrite:
        raise UsageError("--force only applies to --rewrite")
    if rewrite:
        refuse_under_ci(force)
    location, loaded = load_registry(registry, demo=demo)  # a gate: never the demonstration unasked
    if rewrite and location.bundled:
        raise UsageError("refusing to rewrite the bundled registry's goldens; pass --registry DIR")
    costs = token_costs(loaded.tokenizer, loaded.root)
    result = run_golden(loaded, profile=profile, write=rewrite, costs=costs)
    costs.flush()
    if result.changes:  # a changed capture whose text the X rules now find: a security event first
        from ..capture_check import golden_security_changes  # with the classifier: only on drift

        result = result.replace(changes=(*golden_security_changes(loaded, list(result.changes)), *result.changes))
    chosen.show(result, color.value, rewrite_command(location.display, profile), rewrite, summary)
    if not rewrite:
        _report_leftovers(location.display, loaded)
    if not rewrite and not result.in_sync:
        raise typer.Exit(1)


def _report_leftovers(display: str, loaded: RegistryModel) -> None:
    """Temporaries a killed rewrite left in the golden folder (the next rewrite removes them)."""
    for path in leftovers(golden_folder(loaded)):
        shown = Path(display, loaded.golden_dir, path.name).as_posix()
        notice(f"toolcli: {shown} is left by an interrupted write; toolcli golden --rewrite removes it")


def contract(
    registry: RegistryOpt = None,
    demo: DemoOpt = False,
    write_file: Annotated[Optional[Path], typer.Option("--write", metavar="FILE", help="Replace the marked region of FILE with the table.")] = None,
    check_file: Annotated[Optional[Path], typer.Option("--check", metavar="FILE", help="Exit 1 when the marked region of FILE is out of date.")] = None,
) -> None:
    """The Markdown contract table of the static tools (tool, read-only, description)."""
    if write_file and check_file:
        raise UsageError("--write and --check exclude each other")
    _location, loaded = load_registry(registry, demo=demo)  # Markdown for a file: never the demonstration unasked
    table = contract_table(contract_rows(loaded))
    target = write_file or check_file
    if target is None:
        write(table)
        return
    text = read_source(target, str(target))
    if check_file:
        if not check_region(text, table, str(target)):
            write(visible(region_diff(text, table, str(target)), keep_newlines=True))
            notice(f"toolcli: {target} is out of date; run: toolcli contract --write {target}")
            raise typer.Exit(1)
        return
    write_inside(target.parent, target.name, write_region(text, table, str(target)).encode("utf-8"))
