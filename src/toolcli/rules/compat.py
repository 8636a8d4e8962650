"""Provider compatibility (C): what each target accepts in a declaration (SPEC §5.4).

The rules run only when targets are set. C006 counts one request of a
profile; the others look at every declaration some profile can reach,
advertised or deferred (a deferred tool is sent later, through the loader),
once per tool. A rule reports at most one finding per (target, tool): the
message counts the offending places, the pointer is the first and the next
few are named. Targets that find the same places, or share the limit that is
passed, share one finding whose message starts with all of them ("openai,
portable:") and ends with the dates of their facts. A finding made only of
disputed facts is a warning. Every value, its date and
its source come from ``toolcli.providers.facts``; the schema checks live in
``toolcli.providers.checks``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Mapping, Sequence

from ..diagnostics import Finding
from ..files.pointer import split_pointer
from ..model import Origin
from ..providers.checks import (
    Rejection, bare_arrays, gemini_problems, root_problems, strict_problems, strict_totals,
)
from ..providers.facts import GEMINI_STRING_FORMATS, Fact
from ..providers.targets import (
    DESCRIPTION_LIMITS, ITEMS_RULES, NAME_RULES, OPENAPI_RULES, ROOT_RULES, STRICT_LIMITS_RULES, STRICT_RULES,
    TOOLS_PER_REQUEST, facts_page,
)
from .base import rule

if TYPE_CHECKING:
    from .context import Context, ToolView

SHOWN_POINTERS = 3  # pointers named in a message after the first place


def targets_of(ctx: Context, concerned: Iterable[str]) -> list[str]:
    """The selected targets a rule concerns, in the order given, each once."""
    wanted = set(concerned)
    return [target for target in dict.fromkeys(ctx.targets) if target in wanted]


def targets_named(message: str) -> list[str]:
    """The targets a C finding's message starts with ("openai, portable: ...")."""
    return message.split(": ", 1)[0].split(", ")


def schemas_of(ctx: Context) -> Iterator[ToolView]:
    return (tool for tool in ctx.reachable_tools if ctx.processable(tool))


def schema_at(ctx: Context, tool: ToolView, pointer: str) -> Origin:
    """The Origin of `pointer` (relative to the tool's schema, escaped)."""
    return ctx.at(tool.origin, tool.schema_key, *split_pointer(pointer))


def as_of(facts: Iterable[Fact]) -> str:
    """"(as of D)" for the dates of `facts`, each once, in order."""
    return f"(as of {', '.join(dict.fromkeys(fact.as_of for fact in facts))})"


def _grouped(per_target: dict[str, Sequence[Rejection]]) -> list[tuple[list[str], list[Sequence[Rejection]]]]:
    """Targets that find the same places, together (each with its own places' facts)."""
    groups: dict[tuple, tuple[list[str], list[Sequence[Rejection]]]] = {}
    for target, places in per_target.items():
        if places:
            key = tuple((p.pointer, p.what, bool(p.fact.disputed)) for p in places)
            group = groups.setdefault(key, ([], []))
            group[0].append(target)
            group[1].append(places)
    return list(groups.values())


def place_findings(ctx: Context, tool: ToolView, per_target: dict[str, Sequence[Rejection]],
                   noun: str) -> Iterator[Finding]:
    """One finding per group of targets: the first place, the count and the next pointers."""
    for targets, found in _grouped(per_target):
        places = sorted(found[0], key=lambda p: bool(p.fact.disputed))  # settled facts first
        first = places[0]
        message = f"{', '.join(targets)}: "
        if len(places) == 1:
            message += first.what
        else:
            shown = ", ".join(p.pointer or "(root)" for p in places[1:1 + SHOWN_POINTERS])
            rest = len(places) - 1 - SHOWN_POINTERS
            message += (f"{len(places)} {noun}; first, {first.what}; then {shown}"
                        f"{f' and {rest} more' if rest > 0 else ''}")
        disputed = sum(1 for p in places if p.fact.disputed)
        if disputed and disputed < len(places):
            message += f"; {disputed} of them only under a disputed fact"
        elif disputed:
            message += f" (disputed: {first.fact.disputed})"
        firsts = [sorted(own, key=lambda p: bool(p.fact.disputed))[0].fact for own in found]
        hints = list(dict.fromkeys(p.hint for p in places))
        yield Finding(f"{message} {as_of(firsts)}", origin=schema_at(ctx, tool, first.pointer),
                      tool=tool.name, hint="; ".join(hints[:3]), disputed=disputed == len(places))


def schema_rule_findings(ctx: Context, table: Mapping[str, Any], noun: str,
                         check: Callable[[Any, Any], Sequence[Rejection]],
                         quiet_rule: str | None = None) -> Iterator[Finding]:
    """place_findings for every processable reachable schema: `check(schema, table[target])`
    for each selected target of `table`, once per distinct table value. With
    `quiet_rule` (a check that finds the same places, or none, under every
    value), the verdict cache remembers the schemas it finds nothing in."""
    targets = targets_of(ctx, table)
    if not targets:
        return
    for tool in schemas_of(ctx):
        if quiet_rule is not None and ctx.quiet_schema(quiet_rule, tool.schema):
            continue
        checked: dict[int, Sequence[Rejection]] = {}
        per_target = {}
        for target in targets:
            value = table[target]
            if id(value) not in checked:
                checked[id(value)] = check(tool.schema, value)
            per_target[target] = checked[id(value)]
        if quiet_rule is not None and not any(per_target.values()):
            ctx.schema_found_nothing(quiet_rule, tool.schema)
        yield from place_findings(ctx, tool, per_target, noun)


def _fact_groups(targets: list[str], limit_of: Callable[[str], tuple[Any, Fact] | None]
                 ) -> list[tuple[list[str], Any, list[Fact]]]:
    """Targets with the same limit (a value or a pattern), together, each with its fact."""
    groups: dict[tuple, tuple[list[str], Any, list[Fact]]] = {}
    for target in targets:
        found = limit_of(target)
        if found is not None:
            limit, fact = found
            group = groups.setdefault((limit, bool(fact.disputed)), ([], limit, []))
            group[0].append(target)
            group[2].append(fact)
    return list(groups.values())


# --- C001 ---------------------------------------------------------------------


@rule(
    "C001", "name-rejected", "error",
    summary="Checks every tool name against the name pattern of each selected target.",
    why=f"""A provider rejects the whole request when one tool name fails its pattern, so a
single MCP-style `server.tool` name breaks every call of every profile that sends it.
For claude-code the name is the one the client shows the model: a dynamic tool's
name already is `mcp__<server>__<tool>`. A name over a disputed limit is a warning.
Values enforced:
{facts_page("C001")}""",
    bad='{"name": "github.create_issue"}   # --target openai: dots are rejected',
    good='{"name": "github_create_issue"}',
)
def name_rejected(ctx: Context) -> Iterator[Finding]:
    targets = targets_of(ctx, NAME_RULES)
    if not targets:
        return
    for tool in ctx.reachable_tools:
        def failed(target: str) -> tuple[str, Fact] | None:
            broken = next((r for r in NAME_RULES[target] if not r.accepts(tool.name)), None)
            return None if broken is None else (broken.pattern, broken.fact)

        for group, pattern, facts in _fact_groups(targets, failed):
            fact = facts[0]
            dispute = f" (disputed: {fact.disputed})" if fact.disputed else ""
            yield Finding(
                f"{', '.join(group)}: tool name {tool.name!r} ({len(tool.name)} characters) "
                f"{'may be' if fact.disputed else 'is'} rejected; {'they take' if len(group) > 1 else 'it takes'} "
                f"{fact.said}{dispute} "
                f"{as_of(facts)}",
                origin=ctx.at(tool.origin, "name"), tool=tool.name, disputed=bool(fact.disputed),
                hint=f"rename the tool to match {pattern}, or drop the target if this tool is never "
                     "sent there",
            )


# --- C002 ---------------------------------------------------------------------


@rule(
    "C002", "root-composition", "error",
    summary="Checks that the parameters root is a plain object schema without composition.",
    why=f"""OpenAI and Anthropic require the root of the parameters to be `"type": "object"`
and reject composition keywords there; the request fails. Values enforced:
{facts_page("C002")}""",
    bad='{"type": "object", "anyOf": [{"required": ["path"]}, {"required": ["url"]}]}',
    good='{"type": "object", "properties": {"path": {"type": "string"}, "url": {"type": "string"}}}',
)
def root_composition(ctx: Context) -> Iterator[Finding]:
    yield from schema_rule_findings(ctx, ROOT_RULES, "problems at the parameters root", root_problems)


# --- C003 ---------------------------------------------------------------------


@rule(
    "C003", "array-without-items", "error",
    summary="Checks that every array schema in the parameters declares `items`.",
    why=f"""OpenAI rejects a function whose parameters hold an array schema without `items`,
which fails the whole request. Values enforced:
{facts_page("C003")}""",
    bad='"tags": {"type": "array"}',
    good='"tags": {"type": "array", "items": {"type": "string"}}',
)
def array_without_items(ctx: Context) -> Iterator[Finding]:
    yield from schema_rule_findings(ctx, ITEMS_RULES, "array schemas without items", bare_arrays, "C003")


# --- C004 ---------------------------------------------------------------------


@rule(
    "C004", "strict-violation", "error",
    summary="Checks the parameters against OpenAI's strict mode (openai-strict, azure-openai-strict).",
    why=f"""With "strict": true OpenAI accepts only a subset of JSON Schema and rejects the
function otherwise; Azure OpenAI is stricter still about `default`. A finding made
only of disputed facts is a warning. Values enforced:
{facts_page("C004")}""",
    bad='{"type": "object", "properties": {"limit": {"type": "integer"}}}',
    good="""{"type": "object", "additionalProperties": false, "required": ["limit"],
 "properties": {"limit": {"type": ["integer", "null"]}}}""",
)
def strict_violation(ctx: Context) -> Iterator[Finding]:
    yield from schema_rule_findings(ctx, STRICT_RULES, "places strict mode does not accept", strict_problems)


# --- C005 ---------------------------------------------------------------------


@rule(
    "C005", "keyword-unsupported", "error",
    summary="Checks the parameters against the OpenAPI 3.0 subset of Gemini's `parameters` field "
            "(target gemini-openapi).",
    why=f"""Gemini's `parameters` field, which some SDKs and gateways send, takes an OpenAPI 3.0
subset and rejects the request otherwise. `surface --format gemini` sends
`parametersJsonSchema` instead, which takes real JSON Schema: that is the gemini
target, and it checks names and tools per request only. Values enforced:
{facts_page("C005")}""",
    bad=f'"when": {{"type": ["string", "null"], "format": "date"}}   # only {" and ".join(GEMINI_STRING_FORMATS)}',
    good='"when": {"type": "string", "nullable": true, "format": "date-time"}',
)
def keyword_unsupported(ctx: Context) -> Iterator[Finding]:
    yield from schema_rule_findings(ctx, OPENAPI_RULES,
                                    "constructs outside the OpenAPI subset", gemini_problems)


# --- C006 ---------------------------------------------------------------------


@rule(
    "C006", "too-many-tools", "error",
    summary="Checks how many tools each profile advertises in one request against each target's cap.",
    why=f"""A request with more tools than the provider accepts fails outright. Deferred tools
do not count: they reach the model later through the loader. Values enforced:
{facts_page("C006")}""",
    bad='[profiles.coding]   # 140 hot and warm tools; --target openai',
    good='[profiles.coding]   # 40 hot and warm tools, the rest cold behind load_tool',
)
def too_many_tools(ctx: Context) -> Iterator[Finding]:
    targets = targets_of(ctx, TOOLS_PER_REQUEST)
    for name, surface in ctx.surfaces.items():
        count = len(surface.advertised)

        def over(target: str) -> tuple[int, Fact] | None:
            limit, fact = TOOLS_PER_REQUEST[target]
            return (limit, fact) if count > limit else None

        for group, limit, facts in _fact_groups(targets, over):
            yield Finding(f"{', '.join(group)}: profile {name!r} advertises {count} tools in one request; "
                          f"{'each accepts' if len(group) > 1 else 'it accepts'} at most {limit} "
                          f"{as_of(facts)}",
                          origin=surface.profile.origin, profile=name,
                          hint="make more tools cold (deferred behind the loader) with `tiers`, "
                               "or narrow the profile's capabilities")


# --- C007 ---------------------------------------------------------------------


@rule(
    "C007", "description-too-long", "warning",
    summary="Checks tool descriptions against OpenAI's length limit.",
    why=f"""A description over the limit was rejected by Chat Completions, and whether or not
it still is, a longer description is sent with every request. Values enforced:
{facts_page("C007")}""",
    bad='"description": "<1,500 characters of usage notes>"',
    good='"description": "<two sentences; the details in the parameter descriptions>"',
)
def description_too_long(ctx: Context) -> Iterator[Finding]:
    targets = targets_of(ctx, DESCRIPTION_LIMITS)
    if not targets:
        return
    for tool in ctx.reachable_tools:
        length = len(tool.description) if isinstance(tool.description, str) else 0

        def over(target: str) -> tuple[int, Fact] | None:
            limit, fact = DESCRIPTION_LIMITS[target]
            return (limit, fact) if length > limit else None

        for group, limit, facts in _fact_groups(targets, over):
            yield Finding(f"{', '.join(group)}: the description has {length:,} characters; "
                          f"at most {limit:,} {as_of(facts)}",
                          origin=ctx.at(tool.origin, "description"), tool=tool.name,
                          disputed=bool(facts[0].disputed),
                          hint="shorten it; move details into the parameter descriptions")


# --- C008 ---------------------------------------------------------------------


@rule(
    "C008", "strict-limits-exceeded", "error",
    summary="Checks the size limits of OpenAI's strict mode on each tool's parameters.",
    why=f"""Strict mode compiles each schema into a grammar and refuses schemas past fixed
totals; the root object is nesting level 1. Values enforced:
{facts_page("C008")}""",
    bad='"country": {"type": "string", "enum": ["<1,200 values>"]}',
    good='"country": {"type": "string", "description": "ISO 3166-1 alpha-2 code"}',
)
def strict_limits_exceeded(ctx: Context) -> Iterator[Finding]:
    yield from schema_rule_findings(ctx, STRICT_LIMITS_RULES,
                                    "strict-mode limits passed", strict_totals)
