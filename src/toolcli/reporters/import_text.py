"""`toolcli import` for a person: what the tools imported cost; `--check` in step with the server, or
its summary, the capture's diff and the change list; the servers of configurations, found or given,
and what an import of them starts."""

from __future__ import annotations

import shlex

from rich.console import Console
from rich.text import Text

from ..capture_check import CheckResult
from ..mcp.batch import ConfigReport
from ..mcp.consent import START, Planned
from ..mcp.discovery import FoundConfig
from ..safe_text import visible
from ..token_costs import ServerCost
from .golden_text import change_list, diff_lines, render_summary
from .lines import paint


def render_check(result: CheckResult, console: Console, summary_only: bool = False) -> None:
    if result.equal:
        tools = "1 tool" if result.tools == 1 else f"{result.tools} tools"
        console.print(Text(f"{visible(result.file)} matches the server", style="bold green")
                      + Text(f" ({tools})."))
        return
    console.print(Text(f"{visible(result.file)} differs from the server: its tools changed since the capture.",
                       style="bold red"))
    console.print()
    render_summary(result.changes, result.summary, console)
    if not summary_only:
        _render_differences(result, console)
    console.print(Text("If the change is expected, capture it again (the same toolcli import without --check), "
                       "run toolcli golden --rewrite, and review both diffs."))


def _render_differences(result: CheckResult, console: Console) -> None:
    paint([*diff_lines(result.diff), [], *change_list(result.changes, sort=False), []], console)


def render_cost(cost: ServerCost, console: Console, tokenizer: str, exact: bool) -> None:
    """`import`: what each tool costs, and the server, when a client loads every tool."""
    approx = "" if exact else "≈"
    rows = [*((name, count) for name, count in cost.tools), *((("instructions", cost.instructions),)
                                                             if cost.instructions else ())]
    width = max((len(name) for name, _ in rows), default=0)
    digits = len(f"{approx}{cost.total:,}")
    for name, count in rows:
        console.print(Text(f"{visible(name):<{width}}  {approx + format(count, ','):>{digits}}"))
    console.print(Text(f"{'total':<{width}}  {approx + format(cost.total, ','):>{digits}}", style="bold")
                  + Text(f" tokens ({tokenizer}) when a client loads every tool"))


STATUS_STYLE = {"captured": "green", "matches": "green", "changed": "bold red", "skipped": "yellow",
                "failed": "bold red"}


def render_config(report: ConfigReport, console: Console, summary_only: bool = False) -> None:
    """`import --config`: one line per server, a changed server's comparison after
    its line, and the count of each outcome."""
    width = max((len(line[1]) for line in report.lines), default=0)
    for status, server, detail, compared in report.lines:
        console.print(Text(f"{status:<8} ", style=STATUS_STYLE.get(status, ""))
                      + Text(f"{visible(server):<{width}}  ") + Text(visible(detail)))
        if compared is not None and not compared.equal:
            render_check(compared, console, summary_only)
    shown = ", ".join(f"{count} {status}" for status, count in report.counts().items()) or "no servers"
    console.print(Text(f"{shown} ({visible(report.source)})", style="bold"))


def render_discovery(found: list[FoundConfig], console: Console) -> None:
    """`import --discover`: each configuration file found, with its servers (or why they cannot be read)."""
    if not found:
        console.print(Text("No MCP client configuration found, for this user or in this folder.", style="bold"))
        return
    console.print(Text(f"Client configurations found ({len(found)}):", style="bold"))
    width = max(len(item.label) for item in found)
    for item in found:
        if item.problem is not None:
            what = Text(f"cannot be read: {visible(item.problem)}", style="bold red")
        elif item.config is not None and item.config.servers:
            what = Text(", ".join(visible(entry.name) for entry in item.config.servers))
        else:
            what = Text("no servers", style="dim")
        console.print(Text(f"  {visible(item.label):<{width}}  ") + Text(f"{visible(item.shown)}: ") + what)


def plan_lines(planned: list[Planned]) -> list[str]:
    """What an import of configurations will start or reach, a line a server, for the consent question."""
    width = max((len(step.server) for step in planned), default=0)
    lines = []
    for step in planned:
        target = shlex.join(step.target) if step.action == START else step.target[0]
        named = f" (with {', '.join(step.variables)})" if step.variables else ""
        lines.append(f"  {step.server:<{width}}  {step.action} {target}{named}  [{step.source}]")
    return lines


def plan_question(planned: list[Planned]) -> str:
    """The question after the plan: how many commands it starts and URLs it reaches."""
    starts = sum(step.action == START for step in planned)
    reaches = len(planned) - starts
    parts = [f"start {starts} command{'' if starts == 1 else 's'}" if starts else "",
             f"reach {reaches} URL{'' if reaches == 1 else 's'}" if reaches else ""]
    return " and ".join(part for part in parts if part)
