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
    Rejection, bare_arrays, gemini_problems, request_counts, root_problems, strict_problems, strict_totals,
)
from ..providers.facts import GEMINI_STRING_FORMATS, Fact
from ..providers.targets import (
    DESCRIPTION_LIMITS, ITEMS_RULES, NAME_RULES, OPENAPI_RULES, REQUEST_LIMITS, ROOT_RULES, STRICT_LIMITS_RULES,
    STRICT_RULES,
    TOOLS_PER_REQUEST, BUILTIN_TOOLS, CLIENT_CUTS, COMBINED_NAME_LIMITS, facts_page,
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
                         check: Callable[[Any, Any], Sequence[Rejection]]) -> Iterator[Finding]:
    """place_findings for every processable reachable schema: `check(schema, table[target])`
    for each selected target of `table`, once per distinct table value."""
    targets = targets_of(ctx, table)
    if not targets:
        return
    for tool in schemas_of(ctx):
        checked: dict[int, Sequence[Rejection]] = {}
        per_target = {}
        for target in targets:
            value = table[target]
            if id(value) not in checked:
                checked[id(value)] = check(tool.schema, value)
            per_target[target] = checked[id(value)]
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
    yield from schema_rule_findings(ctx, ITEMS_RULES, "array schemas without items", bare_arrays)


# --- C004 ---------------------------------------------------------------------


@rule(
    "C004", "strict-violation", "error",
    summary="Checks the parameters against strict mode (openai-strict, azure-openai-strict, anthropic-strict).",
    why=f"""With "strict": true OpenAI accepts only a subset of JSON Schema and rejects the
function otherwise; Azure OpenAI is stricter still about `default`. Anthropic's strict
tool use takes its own subset: closed objects, but optional properties stay optional;
no numeric or length bounds, no recursion. A finding made
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
    builtin = {target: _builtin_tools(ctx, target) for target in targets if target in BUILTIN_TOOLS}
    for name, surface in ctx.surfaces.items():
        count = len(surface.advertised)

        def over(target: str) -> tuple[int, Fact] | None:
            limit, fact = TOOLS_PER_REQUEST[target]
            if count > limit:
                return limit, fact
            own, own_fact = builtin.get(target, (0, fact))
            return (limit, own_fact) if count + own > limit else None  # over only with the client's own tools

        for group, limit, facts in _fact_groups(targets, over):
            fact, own = facts[0], builtin.get(group[0], (0, None))
            counted = (f"{count} tools, {count + own[0]} with the client's {own[0]} built-in tools"
                       if fact is own[1] else f"{count} tools")
            dispute = f" (disputed: {fact.disputed})" if fact.disputed else ""
            yield Finding(f"{', '.join(group)}: profile {name!r} advertises {counted} in one request; "
                          f"{'each accepts' if len(group) > 1 else 'it accepts'} at most {limit}{dispute} "
                          f"{as_of(facts)}",
                          origin=surface.profile.origin, profile=name, disputed=bool(fact.disputed),
                          hint="make more tools cold (deferred behind the loader) with `tiers`, "
                               "or narrow the profile's capabilities")


def _builtin_tools(ctx: Context, target: str) -> tuple[int, Fact]:
    """A client's own tools in each request: `[targets.<target>] builtin_tools`, else the
    sourced default (a count the registry gives is a settled fact of that registry)."""
    given = ctx.registry.target_settings.get(target, {}).get("builtin_tools")
    if isinstance(given, int) and not isinstance(given, bool) and given >= 0:
        return given, Fact(f"{given} built-in tools", "the registry", f"[targets.{target}] builtin_tools")
    return BUILTIN_TOOLS[target]


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
    summary="Checks the size limits of strict mode: OpenAI's on each tool's parameters, Anthropic's over "
            "the strict tools of each profile's request.",
    why=f"""Strict mode compiles schemas into a grammar and refuses them past fixed totals.
OpenAI counts each schema (the root object is nesting level 1). Anthropic compiles
every strict tool of a request into one grammar and counts over all of them: the
tools a profile advertises, the properties not listed in required (optional) and
the properties whose schema is an anyOf or a type array (union-typed, nullable ones
included); its limits were found in practice, not documented, so they are warnings.
Values enforced:
{facts_page("C008")}""",
    bad='"country": {"type": "string", "enum": ["<1,200 values>"]}',
    good='"country": {"type": "string", "description": "ISO 3166-1 alpha-2 code"}',
)
def strict_limits_exceeded(ctx: Context) -> Iterator[Finding]:
    yield from schema_rule_findings(ctx, STRICT_LIMITS_RULES,
                                    "strict-mode limits passed", strict_totals)
    yield from _request_limits(ctx)


def _request_limits(ctx: Context) -> Iterator[Finding]:
    """One finding per (target, profile) whose request passes a limit, naming every count."""
    targets = targets_of(ctx, REQUEST_LIMITS)
    if not targets:
        return
    processable = {id(tool.schema) for tool in schemas_of(ctx)}
    for name, surface in ctx.surfaces.items():
        schemas = [entry.parameters for entry in surface.advertised if id(entry.parameters) in processable]
        counts = request_counts(schemas)
        for target in targets:
            limits, fact = REQUEST_LIMITS[target]
            passed = [f"{count} {what} (at most {limit})"
                      for count, limit, what in ((counts.tools, limits.tools, "strict tools"),
                                                 (counts.optional, limits.optional, "optional parameters"),
                                                 (counts.unions, limits.unions, "union-typed parameters"))
                      if count > limit]
            if not passed:
                continue
            dispute = f" (disputed: {fact.disputed})" if fact.disputed else ""
            yield Finding(f"{target}: profile {name!r} sends {'; '.join(passed)} in one request, counted "
                          f"over its {counts.tools} strict tools; the API refuses a grammar that large"
                          f"{dispute} {as_of([fact])}",
                          origin=surface.profile.origin, profile=name, disputed=bool(fact.disputed),
                          hint="send fewer tools strict (defer some with `tiers`, or split the profile), "
                               "make parameters required, or replace unions with one type")


# --- C009, C010: what an MCP client does to a server's tools ------------------------------

CUT_QUOTED = 40  # characters quoted on each side of a cut


def _cut_words(text: str, limit: int) -> str:
    """Where a cut at `limit` characters falls, and what the model loses."""
    before = text[max(0, limit - CUT_QUOTED):limit]
    after = text[limit:limit + CUT_QUOTED]
    return (f"the model reads up to {_quoted(before)}… and loses the last {len(text) - limit:,} "
            f"characters, from {_quoted(after)}…")


def _quoted(text: str) -> str:
    return repr(" ".join(text.split()))


@rule(
    "C009", "client-cuts-text", "warning",
    summary="Checks the descriptions of MCP tools and the servers' instructions against what a client "
            "passes on to the model uncut.",
    why=f"""A client that cuts a text does it silently: the model reads the first part as if
it were all, and whatever the server put last (the constraints, the examples, the
warnings) is gone. The finding says where the cut falls and how much is lost.
Values enforced:
{facts_page("C009")}""",
    bad='"description": "<2,600 characters, the parameter constraints at the end>"',
    good='"description": "<what the tool does in two sentences; constraints in the parameter descriptions>"',
)
def client_cuts_text(ctx: Context) -> Iterator[Finding]:
    targets = targets_of(ctx, CLIENT_CUTS)
    if not targets:
        return
    texts: list[tuple[str, str, Origin, str]] = [
        (tool.name, tool.description, ctx.at(tool.origin, "description"), "the description")
        for tool in ctx.reachable_tools if tool.dynamic and isinstance(tool.description, str)]
    texts += [(f"mcp__{file.server}", file.instructions, ctx.at(file.origin, "instructions"),
               f"the instructions of server {file.server!r}") for file in ctx.registry.external_files]
    for name, text, origin, what in texts:
        def over(target: str) -> tuple[int, Fact] | None:
            limit, fact = CLIENT_CUTS[target]
            return (limit, fact) if len(text) > limit else None

        for group, limit, facts in _fact_groups(targets, over):
            yield Finding(f"{', '.join(group)}: {what} has {len(text):,} characters and is cut at {limit:,}: "
                          f"{_cut_words(text, limit)} {as_of(facts)}",
                          origin=origin, tool=name,
                          hint=f"keep it under {limit:,} characters, the essentials first; move details into "
                               "the parameter descriptions")


@rule(
    "C010", "client-drops-tool", "error",
    summary="Checks the server and tool names of MCP tools against what a client keeps.",
    why=f"""A client that filters a tool out does not fail: the tool is simply not there, and
the model works around its absence. Values enforced:
{facts_page("C010")}""",
    bad='{"server": "company-internal-knowledge-base", "tools": [{"name": '
        '"mcp__company-internal-knowledge-base__search_all_documents_by_keyword"}]}',
    good='{"server": "kb", "tools": [{"name": "mcp__kb__search"}]}',
)
def client_drops_tool(ctx: Context) -> Iterator[Finding]:
    targets = targets_of(ctx, COMBINED_NAME_LIMITS)
    if not targets:
        return
    for tool in ctx.reachable_tools:
        if not tool.dynamic or tool.server is None:
            continue
        prefix = f"mcp__{tool.server}__"
        tool_part = tool.name[len(prefix):] if tool.name.startswith(prefix) else tool.name
        combined = len(tool.server) + len(tool_part)

        def over(target: str) -> tuple[int, Fact] | None:
            limit, fact = COMBINED_NAME_LIMITS[target]
            return (limit, fact) if combined > limit else None

        for group, limit, facts in _fact_groups(targets, over):
            yield Finding(f"{', '.join(group)}: drops {tool.name!r}: server {tool.server!r} "
                          f"({len(tool.server)}) and tool {tool_part!r} ({len(tool_part)}) make {combined} "
                          f"characters, over {limit} {as_of(facts)}",
                          origin=ctx.at(tool.origin, "name"), tool=tool.name,
                          hint="import the server under a shorter name (--server, or the configuration's "
                               "key), or ask its authors for shorter tool names")