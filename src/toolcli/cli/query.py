"""`toolcli query`: the derived queries of named tools."""

from __future__ import annotations

from typing import Annotated

import typer

from ..queries import Lookup
from ..reporters.formats import QUERY, choices_help
from .options import Color, ColorOpt, RegistryOpt, format_option, load_registry, renderer


def query(
    names: Annotated[list[str], typer.Argument(metavar="NAME...", help="Tool names (unknown names get the fail-safe answer).")],
    registry: RegistryOpt = None,
    format: Annotated[str, format_option(choices_help(QUERY))] = "text",
    color: ColorOpt = Color.auto,
) -> None:
    """Print the derived queries of tools: read-only, serial, needs auth, …; unknown names fail safe."""
    chosen = renderer(QUERY, format)
    _location, loaded = load_registry(registry)
    lookup = Lookup(loaded)
    chosen.show({name: lookup(name) for name in names}, color.value)
