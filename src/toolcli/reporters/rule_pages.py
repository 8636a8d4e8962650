"""`toolcli rules` and `toolcli rule CODE`, from the catalogue records."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..rules.base import Rule

STYLE = {"error": "red", "warning": "yellow", "info": "cyan"}


def render_list(rules: list[Rule], console: Console, settings: dict[str, dict] | None = None) -> None:
    """The catalogue; with a registry's `settings`, its severity and whether it runs there."""
    table = Table(box=None, pad_edge=False, header_style="bold")
    columns = ("code", "name", "severity", "enabled", "summary") if settings else (
        "code", "name", "severity", "summary")
    for column in columns:
        table.add_column(column)
    for rule in rules:
        severity = settings[rule.code]["effective_severity"] if settings else rule.severity
        cells = [rule.code, rule.name, Text(severity, style=STYLE[severity])]
        if settings:
            cells.append("yes" if settings[rule.code]["enabled"] else Text("no", style="dim"))
        table.add_row(*cells, Text(rule.summary))
    console.print(table)


def render_page(rule: Rule, console: Console, setting: dict | None = None) -> None:
    console.print(Text(f"{rule.code} {rule.name}", style="bold"))
    console.print(Text("default severity: ") + Text(rule.severity, style=STYLE[rule.severity]))
    if setting is not None:
        severity = setting["effective_severity"]
        state = (Text("enabled, severity ") + Text(severity, style=STYLE[severity])
                 if setting["enabled"] else Text("not enabled", style="dim"))
        console.print(Text("in this registry: ") + state)
    console.print()
    for heading, body in (("What it does", rule.summary), ("Why it matters", rule.why)):
        console.print(Text(heading, style="bold underline"))
        console.print(Text(body))
        console.print()
    for heading, body in (("Bad", rule.bad), ("Good", rule.good)):
        console.print(Text(heading, style="bold underline"))
        console.print(Text(body, style="dim" if heading == "Bad" else ""))
        console.print()
    console.print(Text("A reviewed exception", style="bold underline"))
    console.print(Text(rule.exception))
    console.print()
