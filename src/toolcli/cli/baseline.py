"""`toolcli baseline`: today's findings written as `[[lint.allow]]` entries."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from ..baseline import today, write_baseline
from ..cache.judging import jobs
from ..reporters.formats import Renderer
from ..validation import validate_registry
from .options import Color, ColorOpt, RegistryOpt, load_registry, split

DONE = Renderer("baseline_text", "render", "console")


def baseline(
    registry: RegistryOpt = None,
    select: Annotated[Optional[list[str]], typer.Option("--select", help="Rule codes or families to run, as for validate.")] = None,
    ignore: Annotated[Optional[list[str]], typer.Option("--ignore", help="Rule codes or families to skip, as for validate.")] = None,
    target: Annotated[Optional[list[str]], typer.Option("--target", help="Provider targets for the C rules, as for validate.")] = None,
    color: ColorOpt = Color.auto,
) -> None:
    """Allow today's findings: append a [[lint.allow]] entry per tool and rule (per server where
    every tool of a server has the finding) to toolspec.toml, each with a reason to review.
    The date is today's, or SOURCE_DATE_EPOCH's."""
    location, loaded = load_registry(registry, offers_demo=False)  # never into the demonstration
    report = validate_registry(location, loaded, select=split(select), ignore=split(ignore),
                               targets=split(target), jobs=jobs())
    DONE.show(write_baseline(location.root, location.display, loaded, report.diagnostics, today()), color.value)
