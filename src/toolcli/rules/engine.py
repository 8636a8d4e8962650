"""Run the enabled rules, apply the lint settings, return sorted diagnostics.

The judged rules (rules/base.py) are run in two steps: their pure judges on
every distinct model-visible string and every tool that the cache does not
know to be quiet (cache/judging.py), then their checks on the verdicts. A
tool judge is given its rule's verdicts on the strings as data, so the
strings may be judged in other processes.
Collecting never prints; the reporters decide nothing.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from ..cache.judging import QUIET_TOOLS, judge, judge_texts
from ..cache.store import value_key
from ..diagnostics import SEVERITY_RANK, Diagnostic, Finding
from ..errors import UsageError
from ..heap import acyclic_work
from ..model import SEVERITIES, TARGETS, Allow, Record
from .base import Rule, Verdicts
from .context import Context
from .catalogue import all_rules

_set = object.__setattr__


class Selection(Record):
    """Which rules run and how their findings are graded."""

    __slots__ = ("select", "ignore", "severity", "targets")
    select: tuple[str, ...]
    ignore: tuple[str, ...]
    severity: dict[str, str]
    targets: tuple[str, ...]

    def __init__(self, select: tuple[str, ...], ignore: tuple[str, ...], severity: dict[str, str],
                 targets: tuple[str, ...]) -> None:
        _set(self, "select", select)
        _set(self, "ignore", ignore)
        _set(self, "severity", severity)
        _set(self, "targets", targets)

    def enabled(self, rule: Rule) -> bool:
        if any(rule.code.startswith(prefix) for prefix in self.ignore):
            return False
        if rule.family == "C":
            return bool(self.targets)
        return any(rule.code.startswith(prefix) for prefix in self.select)

    def severity_of(self, rule: Rule) -> str:
        return self.severity.get(rule.code, self.severity.get(rule.family, rule.severity))


def make_selection(ctx: Context, select: list[str] | None = None,
                   ignore: list[str] | None = None,
                   targets: list[str] | None = None) -> Selection:
    """Combine `[lint]` with command-line flags (flags win for select/targets)."""
    lint = ctx.registry.lint
    chosen_targets = tuple(targets) if targets else lint.targets
    for target in chosen_targets:
        if target not in TARGETS:
            raise UsageError(f"unknown target {target!r}; known targets: {', '.join(TARGETS)}")
    codes = {rule.code for rule in all_rules()}
    chosen_select = tuple(select) if select else lint.select
    chosen_ignore = lint.ignore + tuple(ignore or ())
    for selector in (*(select or ()), *(ignore or ())):
        if not any(code.startswith(selector) for code in codes):
            raise UsageError(f"{selector!r} selects no rule; see `toolcli rules`")
    severity = {code: level for code, level in lint.severity.items() if level in SEVERITIES}
    return Selection(chosen_select, chosen_ignore, severity, chosen_targets)


def run(ctx: Context, selection: Selection) -> list[Diagnostic]:
    """The diagnostics of the enabled rules."""
    with acyclic_work():  # the indexes and findings hold no cycle
        return _run(ctx, selection)


def _run(ctx: Context, selection: Selection) -> list[Diagnostic]:
    rules = [rule for rule in all_rules() if selection.enabled(rule)]
    ctx.targets = selection.targets
    found: list[tuple[Rule, Finding]] = []
    verdicts = _verdicts(ctx, [rule for rule in rules if rule.judged])
    for rule in rules:
        if rule.family == "L":
            continue
        findings = rule.check(ctx, verdicts.pop(rule.code)) if rule.judged else rule.check(ctx)
        found.extend((rule, finding) for finding in findings)
    servers = {spec.name: spec.server for spec in ctx.registry.dynamic}
    servers.update({f"mcp__{server}": server for server in set(servers.values())})  # the server's own text
    kept, used = _apply_allows(found, ctx.registry.lint.allow, servers)
    enabled_codes = {rule.code for rule in rules}
    ctx.unused_allows = tuple(
        allow for allow in ctx.registry.lint.allow
        if allow not in used and allow.rule in enabled_codes
    )
    for rule in rules:
        if rule.family == "L":
            kept.extend((rule, finding) for finding in rule.check(ctx))
    diagnostics = {_diagnostic(rule, finding, selection) for rule, finding in kept}
    return sorted(diagnostics, key=Diagnostic.sort_key)


def _verdicts(ctx: Context, rules: list[Rule]) -> dict[str, Verdicts]:
    """Each judged rule's verdicts, every judge run on the same distinct strings and tools."""
    if not rules:
        return {}
    from .security_schemas import scan  # where the model-visible strings of a tool sit

    visible = scan(ctx)
    catalogue = all_rules()
    text_judges = {rule.code: rule.judge_text for rule in rules if rule.judge_text is not None}
    tool_judges = {rule.code: rule.judge_tool for rule in rules if rule.judge_tool is not None}
    texts = judge_texts(ctx.store, sorted(rule.code for rule in catalogue if rule.judge_text is not None),
                        text_judges, list(visible.distinct()), visible.in_prose(),
                        partial(_text_judges, tuple(text_judges)), ctx.jobs) if text_judges else {}
    tools = {}
    if tool_judges:
        units = [(_tool_key(ctx, unit) if ctx.store is not None else "", index, unit)
                 for index, unit in enumerate(visible.units) if unit.view is not None]
        given = {code: (lambda unit, run=run, seen=texts.get(code, {}): run(unit, seen))
                 for code, run in tool_judges.items()}
        tools = judge(ctx.store, QUIET_TOOLS, sorted(rule.code for rule in catalogue if rule.judge_tool is not None),
                      given, units)
    return {rule.code: Verdicts(texts.get(rule.code, {}), tools.get(rule.code, {})) for rule in rules}


def _text_judges(codes: tuple[str, ...]) -> dict[str, Any]:
    """The text judges of the rules `codes`, as a worker process finds them."""
    judges = {rule.code: rule.judge_text for rule in all_rules()}
    return {code: judges[code] for code in codes}


def _tool_key(ctx: Context, unit: Any) -> str:
    """What a tool judge reads of a tool, as a key: its strings outside the schemas
    and its schemas by their own keys, which the run has worked out already."""
    return value_key((unit.texts, tuple((key, ctx.verdict_key(value)) for key, value in unit.values)))


def _apply_allows(found: list[tuple[Rule, Finding]], allows: tuple[Allow, ...], servers: dict[str, str]):
    """The findings no entry allows, and the entries used. An entry for the
    tool wins over one for its server (of repeated entries, the last)."""
    by_tool = {(allow.rule, allow.tool): allow for allow in allows if allow.tool}
    by_server = {(allow.rule, allow.server): allow for allow in allows if allow.server}
    kept, used = [], set()
    for rule, finding in found:
        tool = finding.tool or ""
        allow = by_tool.get((rule.code, tool))
        if allow is None and tool in servers:
            allow = by_server.get((rule.code, servers[tool]))
        if allow is None:
            kept.append((rule, finding))
        else:
            used.add(allow)
    return kept, used


def _diagnostic(rule: Rule, finding: Finding, selection: Selection) -> Diagnostic:
    origin = finding.origin
    severity = selection.severity_of(rule)
    if finding.level is not None and not {rule.code, rule.family} & selection.severity.keys() \
            and SEVERITY_RANK[finding.level] < SEVERITY_RANK[severity]:
        severity = finding.level  # weaker evidence, a lower level; `[lint] severity` for the code sets them all
    if finding.disputed and severity == "error":
        severity = "warning"  # a fact the sources disagree on is never an error (SPEC §5.4)
    return Diagnostic(
        code=rule.code,
        rule=rule.name,
        severity=severity,  # type: ignore[arg-type]
        message=finding.message,
        hint=finding.hint,
        tool=finding.tool,
        profile=finding.profile,
        file=origin.file if origin else None,
        line=origin.line if origin else None,
        pointer=origin.pointer if origin else "",
    )
