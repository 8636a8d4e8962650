"""`toolcli surface --matrix` for a person: tools as rows grouped by origin,
profiles as columns, each profile's budget use in its header."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..matrix import Column, Matrix
from ..safe_text import visible
from .surface_text import token_count

CELL = {"hot": ("hot", "bold red"), "warm": ("warm", "yellow"), "deferred": ("deferred", "cyan"),
        "demoted": ("demoted", "magenta"), "absent": ("-", "dim")}


def render(matrix: Matrix, console: Console) -> None:
    table = Table(box=None, pad_edge=False, header_style="bold", show_edge=False)
    table.add_column("tool", no_wrap=True)
    for column in matrix.columns:
        table.add_column(_header(column), justify="left")
    group = None
    for row in matrix.rows:
        if row.group != group:
            if group is not None:
                table.add_row()
            group = row.group
            table.add_row(Text(visible(group), style="bold underline"))
        table.add_row(Text(visible(row.name)), *(Text(*CELL[tier]) for tier in row.tiers))
    console.print(table if matrix.rows else Text("no tools registered", style="dim"))
    console.print()
    tokenizer = matrix.columns[0].tokens.get("tokenizer", "") if matrix.columns else ""
    console.print(Text("Header: the share of the profile's budget its advertised declarations use, "
                       f"in bytes used / budget; then its {tokenizer} tokens (total; docs/tokens.md)"
                       " / budget_tokens.", style="dim"))
    console.print(Text("hot, warm: advertised; deferred: reached through the loader; "
                       "demoted: deferred to fit the budget (P002); -: not in the profile.", style="dim"))


def _header(column: Column) -> Text:
    """Five lines: the profile, the share of its budget used, the bytes used, the budget, the tokens."""
    header = Text(visible(column.profile), style="bold")
    tokens = column.tokens
    counted = Text(f"\n{token_count(tokens['total'], tokens['exact'])} tok" if tokens else "\n")
    if column.budget_tokens is not None:
        counted += Text(f"/{column.budget_tokens:,}", style="dim")
    if column.budget is None:
        return header + Text("\nno budget", style="dim") + Text(f"\n{column.used:,}\n") + counted
    share = column.used / column.budget if column.budget else 1.0
    style = "red" if column.used > column.budget else ("yellow" if share > 0.9 else "green")
    return (header + Text(f"\n{share:.0%}", style=style) + Text(f"\n{column.used:,}")
            + Text(f"\n/{column.budget:,}", style="dim") + counted)
