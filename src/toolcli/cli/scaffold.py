"""`toolcli init` and `toolcli add-tool`: a new registry, a new static tool."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..reporters.formats import Renderer
from ..scaffold import add_tool as scaffold_tool, check_tool_name, init_registry
from .options import Color, ColorOpt, RegistryOpt, load_registry, split

DONE = Renderer("scaffold_text", "render", "console")


def init(
    directory: Annotated[str, typer.Argument(metavar="DIR", help="Where to create the registry (created if missing).")] = ".",
    mcp: Annotated[bool, typer.Option("--mcp", help="A registry of the MCP servers a client runs: one profile that shows their tools as clients load them, at once, with a token budget.")] = False,
    color: ColorOpt = Color.auto,
) -> None:
    """Create a minimal registry that validates, with its golden files; never overwrites a file."""
    done = init_registry(Path(directory), directory, mcp)
    DONE.show(done, color.value, f"created a registry in {directory}")


def add_tool(
    name: Annotated[str, typer.Argument(metavar="NAME", help="The new static tool's name.")],
    effect: Annotated[str, typer.Option("--effect", metavar="E", help="What the tool does: read, write, exec, network, interact, delegate, flow or meta.")],
    tier: Annotated[str, typer.Option("--tier", metavar="T", help="How eagerly its declaration is sent: hot, warm or cold.")],
    capability: Annotated[Optional[list[str]], typer.Option("--capability", metavar="TAG", help="A capability profiles select it by (repeatable; default: the effect).")] = None,
    registry: RegistryOpt = None,
    color: ColorOpt = Color.auto,
) -> None:
    """Add a static tool: specs/NAME.toml and a stub declaration, then print the steps left."""
    check_tool_name(name)
    location, loaded = load_registry(registry, offers_demo=False)  # never into the demonstration
    done = scaffold_tool(loaded, name, effect=effect, tier=tier, capabilities=split(capability),
                         display=location.display)
    DONE.show(done, color.value, f"added {name}")
