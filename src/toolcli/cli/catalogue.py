"""`toolcli rules` and `toolcli rule CODE`: the rule catalogue and one rule's page."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from ..errors import UsageError
from ..reporters.formats import RULES, Renderer, choices_help
from ..rules.base import Rule
from ..rules.catalogue import all_rules
from ..rules.context import Context
from ..rules.engine import make_selection
from .options import Color, ColorOpt, format_option, load_registry, renderer


def rules(
    registry: Annotated[Optional[str], typer.Option(
        "--registry", metavar="DIR",
        help="Also say whether this registry's [lint] enables each rule, and at which severity.")] = None,
    format: Annotated[str, format_option(choices_help(RULES))] = "text",
    color: ColorOpt = Color.auto,
) -> None:
    """List the rule catalogue."""
    chosen = renderer(RULES, format)
    catalogue = all_rules()
    chosen.show(catalogue, color.value, _lint_settings(registry, catalogue))


def rule(
    code: Annotated[str, typer.Argument(help="A rule code such as R017.")],
    registry: Annotated[Optional[str], typer.Option(
        "--registry", metavar="DIR",
        help="Also say whether this registry's [lint] enables the rule, and at which severity.")] = None,
    color: ColorOpt = Color.auto,
) -> None:
    """Print one rule's page: summary, why it matters, a bad and a good example."""
    found = {r.code: r for r in all_rules()}.get(code.upper())
    if found is None:
        raise UsageError(f"no rule {code!r}; `toolcli rules` lists them all")
    settings = _lint_settings(registry, [found])
    Renderer("rule_pages", "render_page", "console").show(
        found, color.value, settings[found.code] if settings else None)


def _lint_settings(registry: str | None, catalogue: list[Rule]) -> dict[str, dict] | None:
    """Per rule code, whether an explicitly named registry enables it and at which severity."""
    if registry is None:
        return None
    _location, loaded = load_registry(registry)
    selection = make_selection(Context(loaded))
    return {r.code: {"enabled": selection.enabled(r), "effective_severity": selection.severity_of(r)}
            for r in catalogue}
