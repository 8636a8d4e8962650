"""`toolcli surface`: what the model sees under a profile, or under every profile."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from ..errors import UsageError
from ..matrix import build_matrix
from ..payloads import conversion_of
from ..providers.targets import PAYLOAD_FORMATS, formats_with
from ..reporters.formats import MATRIX, SURFACE, choices_help
from ..surface import Facts, named_profile, resolve
from .options import (Color, ColorOpt, DemoOpt, RegistryOpt, format_option, load_registry, name_the_demonstration, renderer,
                      token_costs)


def surface(
    profile: Annotated[Optional[str], typer.Option("--profile", help="The profile whose surface to show.")] = None,
    matrix: Annotated[bool, typer.Option("--matrix", help=f"Every tool against every profile (hot, warm, deferred, demoted or absent), with each profile's budget use; {choices_help(MATRIX)[:-1]}.")] = False,
    registry: RegistryOpt = None,
    demo: DemoOpt = False,
    format: Annotated[str, format_option(choices_help(SURFACE))] = "text",
    strict: Annotated[bool, typer.Option(
        "--strict", help=f"{' and '.join(formats_with('strict'))}: the strict-mode payload; json: what it loses per tool.")] = False,
    openapi: Annotated[bool, typer.Option(
        "--openapi", help=f"{' and '.join(formats_with('openapi'))}: `parameters` in the OpenAPI subset; json: what it loses per tool.")] = False,
    close_open_objects: Annotated[bool, typer.Option(
        "--close-open-objects", help="With --strict: close open-ended objects (no declared properties, maps) "
                                     "so their tools stay strict, instead of sending those tools with "
                                     "\"strict\": false.")] = False,
    tokenizer: Annotated[Optional[str], typer.Option(
        "--tokenizer", help="The token counts shown: o200k, cl100k or anthropic (an estimate); "
                            "default [registry].tokenizer. Budgets always count [registry].tokenizer.")] = None,
    color: ColorOpt = Color.auto,
) -> None:
    """Show exactly what the model sees under a profile, or with --matrix under every profile."""
    if close_open_objects and not strict:
        raise UsageError("--close-open-objects applies to a --strict payload")
    if matrix:
        if strict or openapi:
            raise UsageError("--strict and --openapi apply to one profile's payload, not to --matrix")
        if profile is not None:
            raise UsageError("--matrix shows every profile; leave out --profile")
        chosen = renderer(MATRIX, format)
        location, loaded = load_registry(registry, demo=demo, for_a_person=format == "text")
        costs = token_costs(tokenizer or loaded.tokenizer, loaded.root)
        chosen.show(build_matrix(loaded, costs), color.value)
        costs.flush()
        name_the_demonstration(location, format)
        return
    if profile is None:
        _location, loaded = load_registry(registry, demo=demo, for_a_person=format == "text")
        names = ", ".join(p.name for p in loaded.profiles) or "none"
        raise UsageError(f"give --profile P (this registry's profiles: {names}), or --matrix for every profile")
    chosen = renderer(SURFACE, format)
    if format in PAYLOAD_FORMATS:
        try:
            conversion_of(format, strict=strict, openapi=openapi)
        except ValueError as error:
            raise UsageError(f"--format {format}: {error}") from None
    elif format == "text" and (strict or openapi):
        raise UsageError("--strict and --openapi apply to a provider format or json")
    location, loaded = load_registry(registry, demo=demo, for_a_person=format == "text")
    costs = token_costs(tokenizer or loaded.tokenizer, loaded.root)
    # budgets count [registry].tokenizer, whatever counts are shown
    budgets = costs if costs.tokenizer == loaded.tokenizer else token_costs(loaded.tokenizer, loaded.root)
    resolved = resolve(loaded, named_profile(loaded, profile), Facts(budgets))
    chosen.show(resolved, color.value, strict, openapi, close_open_objects, costs)
    costs.flush()
    budgets.flush()
    name_the_demonstration(location, format)
