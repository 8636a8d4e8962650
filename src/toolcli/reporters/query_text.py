"""`toolcli query` as a table a person reads at a glance."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..safe_text import visible


def render(answers: dict[str, dict], console: Console) -> None:
    fields = [key for key in next(iter(answers.values()))]
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("query")
    for name in answers:
        table.add_column(Text(visible(name)))
    for field in fields:
        cells = [Text(_show(answers[name][field])) for name in answers]
        table.add_row(field, *cells)
    console.print(table)
    unknown = [name for name, answer in answers.items() if not answer["registered"]]
    if unknown:
        console.print(Text("not registered (fail-safe answer): ", style="yellow")
                      + Text(", ".join(visible(n) for n in unknown)))


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ", ".join(visible(str(v)) for v in value) or "-"
    if value == "":
        return '""'
    return visible(str(value))
