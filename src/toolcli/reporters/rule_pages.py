"""`toolcli rules` and `toolcli rule CODE`, from the catalogue records."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..rules.base import Rule

STYLE = {"error": "red", "warning": "yellow", "info": "cyan"}


def render_list(rules: list[Rule], console: Console) -> None:
    table = Table(box=None, pad_edge=False, header_style="bold")
    for column in ("code", "name", "severity", "summary"):
        table.add_column(column)
    for rule in rules:
        table.add_row(rule.code, rule.name, Text(rule.severity, style=STYLE[rule.severity]),
                      Text(rule.summary))
    console.print(table)


def render_page(rule: Rule, console: Console) -> None:
    console.print(Text(f"{rule.code} {rule.name}", style="bold"))
    console.print(Text("default severity: ") + Text(rule.severity, style=STYLE[rule.severity]))
    console.print()
    for heading, body in (("What it does", rule.summary), ("Why it matters", rule.why)):
        console.print(Text(heading, style="bold underline"))
        console.print(Text(body))
        console.print()
    for heading, body in (("Bad", rule.bad), ("Good", rule.good)):
        console.print(Text(heading, style="bold underline"))
        console.print(Text(body, style="dim" if heading == "Bad" else ""))
        console.print()
