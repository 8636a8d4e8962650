"""What the commands share: the option types, a format option made from its
renderer table, loading the registry a command names, splitting lists."""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Annotated, Mapping, Optional

import typer

from ..ci import in_ci
from ..console import notice, stdout_is_a_terminal, write
from ..errors import UsageError
from ..loading.loader import FIND_A_REGISTRY, Location, discover, load
from ..model import RegistryModel
from ..reporters.formats import Renderer
from ..reporters.text import ON_DEMONSTRATION


class Color(str, Enum):
    auto = "auto"
    never = "never"
    always = "always"


class Severity(str, Enum):
    error = "error"
    warning = "warning"
    info = "info"


RegistryOpt = Annotated[Optional[str], typer.Option(
    "--registry", metavar="DIR",
    help="Registry root (default: TOOLCLI_REGISTRY, then the nearest ancestor with toolspec.toml).")]
DemoOpt = Annotated[bool, typer.Option(
    "--demo", help="Use the demonstration registry bundled with toolcli, on purpose.")]
ColorOpt = Annotated[Color, typer.Option("--color", help="Colour in text output; NO_COLOR is honoured.")]


def format_option(help: str) -> typer.models.OptionInfo:
    """`--format`, its help the choices of the command's renderer table (reporters.formats)."""
    return typer.Option("--format", help=help)


def renderer(formats: Mapping[str, Renderer], name: str) -> Renderer:
    """The renderer a --format value names; a usage error for any other name."""
    found = formats.get(name)
    if found is None:
        raise UsageError(f"unknown format {name!r}; choose one of: {', '.join(formats)}")
    return found


def load_registry(registry: str | None, external: list[tuple[Path, str, str]] = (), *, demo: bool = False,
                  for_a_person: bool = False, offers_demo: bool = True) -> tuple[Location, RegistryModel]:
    """The registry at --registry (or found from here), and where it is
    (`locate_registry`, then `load_located`)."""
    location = locate_registry(registry, demo=demo, for_a_person=for_a_person, offers_demo=offers_demo)
    return location, load_located(location, external)


def locate_registry(registry: str | None, *, demo: bool = False, for_a_person: bool = False,
                    offers_demo: bool = True) -> Location:
    """Where the registry at --registry (or found from here) is.

    Where none is found, the bundled demonstration only for `for_a_person`
    (text output) at a terminal outside CI, with a notice of how to check
    one's own; else a usage error, as for a cron job or a git hook. (The
    result line names the demonstration: the caller's.)"""
    remedy = FIND_A_REGISTRY + ("; --demo uses the bundled demonstration registry" if offers_demo else "")
    fallback = for_a_person and not in_ci() and stdout_is_a_terminal()
    location = discover(registry, demo=demo, fallback=fallback, remedy=remedy)
    if location.bundled and not demo:
        notice(f"toolcli: no toolspec.toml in this folder or any folder above it; {FIND_A_REGISTRY}")
    return location


def load_located(location: Location, external: list[tuple[Path, str, str]] = ()) -> RegistryModel:
    """The registry at `location` (`loader.load`)."""
    return load(location, external)


def name_the_demonstration(location: Location, format: str) -> None:
    """The text result's last line, when it shows the bundled demonstration."""
    if location.bundled and format == "text":
        write(f"Shown {ON_DEMONSTRATION}, not a registry of yours.\n")
def token_costs(tokenizer: str, registry_root: str):
    """Token counts with `tokenizer`, remembered by content in the registry's cache
    (the caller flushes them when the command is done)."""
    from ..token_costs import costs_for
    from ..tokens import TOKENIZERS

    if tokenizer not in TOKENIZERS:
        raise UsageError(f"unknown tokenizer {tokenizer!r}; choose one of: {', '.join(TOKENIZERS)}")
    return costs_for(tokenizer, registry_root)


def split(values: list[str] | None) -> list[str]:
    """Repeated and comma-separated values, as one list."""
    return [part.strip() for value in values or [] for part in value.split(",") if part.strip()]
