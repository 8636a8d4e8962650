"""`toolcli surface` for a person: what is advertised, what is deferred, the budget."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..queries import derive
from ..safe_text import visible
from ..surface import ResolvedSurface, token_summary
from ..token_costs import Costs, costs_for

BAR_WIDTH = 40
TIER_STYLE = {"hot": "bold red", "warm": "yellow", "cold": "cyan"}


def token_count(count: int, exact: bool) -> str:
    """A count as text shows it: an estimate always with ≈ (SPEC §15.1)."""
    return f"{count:,}" if exact else f"≈{count:,}"


def render(surface: ResolvedSurface, console: Console, strict: bool = False, openapi: bool = False,
           close_open_objects: bool = False, costs: Costs | None = None) -> None:
    """The surface as declared (the command refuses --strict and --openapi for text), its
    token counts by `costs` ([registry].tokenizer when None)."""
    costs = costs or costs_for(surface.tokenizer)
    profile = visible(surface.profile.name)
    reach = "the provider's tool search" if surface.provider_deferral else visible(surface.loader)
    console.print(Text(f"Profile {profile}", style="bold") +
                  Text(f"  deferral: {reach}" if surface.provider_deferral else f"  loader {reach}", style="dim"))
    console.print(_budget_line(surface))
    console.print(_tokens_line(surface, costs))
    console.print()

    table = Table(title=None, box=None, pad_edge=False, header_style="bold")
    for column, justify in (("tool", "left"), ("tier", "left"), ("origin", "left"),
                            ("bytes", "right"), ("tokens", "right"), ("flags", "left")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    counts = costs.tools(entry.declared for entry in surface.advertised)
    for entry, tokens in zip(surface.advertised, counts):
        table.add_row(Text(visible(entry.name)), Text(entry.tier, style=TIER_STYLE[entry.tier]),
                      "mcp" if entry.dynamic else "static", f"{entry.size:,}", token_count(tokens, costs.exact),
                      _flags(entry.spec))
    console.print(Text(f"Advertised ({len(surface.advertised)})", style="bold underline"))
    console.print(table if surface.advertised else Text("  nothing", style="dim"))
    console.print()

    console.print(Text(f"Deferred, reached through {reach} ({len(surface.deferred)})",
                       style="bold underline"))
    deferred = Table(box=None, pad_edge=False, header_style="bold")
    for column in ("tool", "brief", "note"):
        deferred.add_column(column)
    for entry in surface.deferred:
        note = Text("demoted to fit the budget", style="yellow") if entry.demoted else Text("")
        deferred.add_row(Text(visible(entry.name)), Text(visible(entry.brief) or "-"), note)
    console.print(deferred if surface.deferred else Text("  nothing", style="dim"))
    if surface.demoted:
        console.print()
        names = ", ".join(visible(e.name) for e in surface.demoted)
        console.print(Text("Demoted (P002): ", style="bold yellow") + Text(names))


def _budget_line(surface: ResolvedSurface) -> Text:
    used = surface.used
    if surface.budget is None:
        return Text(f"{used:,} bytes advertised, no budget")
    share = used / surface.budget if surface.budget else 1.0
    filled = min(BAR_WIDTH, round(share * BAR_WIDTH))
    style = "red" if used > surface.budget else ("yellow" if share > 0.9 else "green")
    return (Text("budget ") + Text("█" * filled, style=style) + Text("░" * (BAR_WIDTH - filled), style="dim")
            + Text(f" {used:,} / {surface.budget:,} bytes ({share:.0%})"))


def _tokens_line(surface: ResolvedSurface, costs: Costs) -> Text:
    summary = token_summary(surface, costs)
    exact = summary["exact"]
    parts = [f"tools {token_count(summary['tools'], exact)}"]
    if summary["instructions"]:
        parts.append(f"server instructions {token_count(summary['instructions'], exact)}")
    if summary["overhead"]:
        parts.append(f"tool-use system prompt {summary['overhead']:,}")
    line = Text(f"tokens ({summary['tokenizer']}{'' if exact else ', an estimate'}) "
                f"{token_count(summary['total'], exact)}: " + ", ".join(parts))
    if surface.budget_tokens is not None:
        line += Text(f"; budget_tokens {surface.budget_tokens:,} in [registry].tokenizer", style="dim")
    return line


def _flags(spec) -> Text:
    flags = derive(spec)
    words = []
    if flags["read_only"]:
        words.append("read-only")
    if flags["serial"]:
        words.append("serial")
    if flags["interactive"]:
        words.append("interactive")
    if flags["needs_auth"]:
        words.append("auth")
    if flags["compact_display"]:
        words.append("compact")
    if flags["model_slot"]:
        words.append(f"model={visible(flags['model_slot'])}")
    return Text(" ".join(words), style="dim")
