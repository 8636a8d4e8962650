"""One record per provider target: what it accepts (its facts, each with its
value, date and source, from facts.py) and how `toolcli surface` sends a
surface to it (its payload format, the switch that selects it and the
conversion its schemas get).

Every list of targets derives from TARGETS: the tables the C rules read,
their pages, the payload formats and their `--format` help. A new target is
one record here, its name in ``model.TARGETS`` (the closed set `--target`
and `[lint] targets` accept, which the loader checks without importing this
package) and its fixtures. A record that is not `checked` is a payload
format only: no C rule checks it, as plain Azure OpenAI sends exactly what
OpenAI does.
"""

from __future__ import annotations

from typing import Any, Callable, Literal

from ..model import TARGETS as CHECKED_NAMES, Record
from ..payload_entries import anthropic_tool, openai_function, responses_function
from .facts import (
    ANTHROPIC_NAMES, ANTHROPIC_REQUEST_LIMITS, ANTHROPIC_REQUEST_LIMITS_FACT, ANTHROPIC_ROOT, ANTHROPIC_STRICT,
    AZURE_OPENAI_STRICT, CLAUDE_CODE_NAME, DEEPSEEK_NAME, DEEPSEEK_TOOLS,
    GEMINI_NAME, GEMINI_OPENAPI_FACT, GEMINI_TOOLS, ITEMS, MCP_NAMES, OPENAI_DESCRIPTION, OPENAI_NAME,
    OPENAI_ROOT, OPENAI_STRICT, OPENAI_TOOLS, PORTABLE_NAME, PORTABLE_ROOT,
    STRICT_LIMITS_FACT, VSCODE_COPILOT_TOOLS, CLAUDE_CODE_CUT, CODEX_NAME, CURSOR_COMBINED_NAME, CURSOR_TOOLS,
    VSCODE_BUILTIN_TOOLS, WINDSURF_TOOLS, Fact, NameRule, RequestLimits, RootRule, StrictRule,
)

_set = object.__setattr__

Switch = Literal["", "strict", "openapi"]  # the `surface` option that selects a payload: none, --strict, --openapi
Conversion = Literal["clean", "strict", "openapi"]  # convert/: JSON Schema 2020-12, strict mode, OpenAPI subset
# How a format defers tools itself (SPEC §15.2): Anthropic's tool search server tool, the
# Responses API's tool_search with namespaces, or "" (it cannot: the loader is sent instead).
Deferral = Literal["", "tool_search_tool", "tool_search"]
Tools = list[tuple[str, str, Any, bool]]  # (name, description, parameters, sent strict) of each tool, in order


def _functions(tools: Tools, switch: Switch) -> Any:
    """OpenAI's Chat Completions `tools` (Azure OpenAI's too)."""
    return [openai_function(n, d, p, **({"strict": s} if switch == "strict" else {})) for n, d, p, s in tools]


def _responses_functions(tools: Tools, switch: Switch) -> Any:
    """OpenAI's Responses API `tools`: flat function tools, `strict` always explicit."""
    return [responses_function(n, d, p, switch == "strict" and s) for n, d, p, s in tools]


def _input_schemas(tools: Tools, switch: Switch) -> Any:
    """Anthropic's Messages API `tools`; with --strict, `strict` explicit on each."""
    return [anthropic_tool(n, d, p, **({"strict": s} if switch == "strict" else {})) for n, d, p, s in tools]


def _function_declarations(tools: Tools, switch: Switch) -> Any:
    """Gemini's `tools` entry: JSON Schema, or with --openapi the OpenAPI `parameters`."""
    key = "parameters" if switch == "openapi" else "parametersJsonSchema"
    return {"functionDeclarations": [{"name": n, "description": d, **({key: p} if p is not None else {})}
                                     for n, d, p, _ in tools]}


def _listed_tools(tools: Tools, switch: Switch) -> Any:
    """An MCP server's tools/list result."""
    return {"tools": [{"name": n, "description": d, "inputSchema": p} for n, d, p, _ in tools]}


class PayloadFormat(Record):
    """How a target's tools are sent: `surface --format FORMAT` with `switch`."""

    __slots__ = ("format", "switch", "conversion", "shape", "deferral", "examples", "strict_always")
    format: str
    switch: Switch
    conversion: Conversion | None  # None: the schemas as declared
    shape: Callable[[Tools, Switch], Any]
    deferral: Deferral  # provider-native deferral, or "" (the loader is sent instead)
    examples: bool  # sends a declaration's input_examples (SPEC §15.3); else they are a stated loss
    strict_always: bool  # every tool carries `strict`, so without --strict each is sent "strict": false

    def __init__(self, format: str, switch: Switch, conversion: Conversion | None,
                 shape: Callable[[Tools, Switch], Any], deferral: Deferral = "", examples: bool = False,
                 strict_always: bool = False) -> None:
        _set(self, "format", format)
        _set(self, "switch", switch)
        _set(self, "conversion", conversion)
        _set(self, "shape", shape)
        _set(self, "deferral", deferral)
        _set(self, "examples", examples)
        _set(self, "strict_always", strict_always)


class Target(Record):
    """One provider target and every fact the C rules check for it (C001-C010)."""

    __slots__ = ("name", "checked", "payload", "names", "root", "items", "strict", "openapi",
                 "tools_per_request", "description", "strict_limits", "builtin_tools", "cuts",
                 "combined_names", "request_limits")
    name: str
    checked: bool  # a C-rule target: in model.TARGETS
    payload: PayloadFormat | None
    names: tuple[NameRule, ...]  # C001, in order: a name is reported for the first it fails
    root: RootRule | None  # C002
    items: Fact | None  # C003
    strict: StrictRule | None  # C004
    openapi: Fact | None  # C005
    tools_per_request: tuple[int, Fact] | None  # C006
    description: tuple[int, Fact] | None  # C007
    strict_limits: Fact | None  # C008, per tool
    request_limits: tuple[RequestLimits, Fact] | None  # C008, over the strict tools of one request
    builtin_tools: tuple[int, Fact] | None  # C006: the client's own tools in each request, by default
    cuts: tuple[int, Fact] | None  # C009: descriptions and instructions cut at this many characters
    combined_names: tuple[int, Fact] | None  # C010: server and tool name together, or the tool is dropped

    def __init__(self, name: str, checked: bool = True, payload: PayloadFormat | None = None,
                 names: tuple[NameRule, ...] = (), root: RootRule | None = None, items: Fact | None = None,
                 strict: StrictRule | None = None, openapi: Fact | None = None,
                 tools_per_request: tuple[int, Fact] | None = None,
                 description: tuple[int, Fact] | None = None, strict_limits: Fact | None = None,
                 builtin_tools: tuple[int, Fact] | None = None, cuts: tuple[int, Fact] | None = None,
                 combined_names: tuple[int, Fact] | None = None,
                 request_limits: tuple[RequestLimits, Fact] | None = None) -> None:
        _set(self, "name", name)
        _set(self, "checked", checked)
        _set(self, "payload", payload)
        _set(self, "names", names)
        _set(self, "root", root)
        _set(self, "items", items)
        _set(self, "strict", strict)
        _set(self, "openapi", openapi)
        _set(self, "tools_per_request", tools_per_request)
        _set(self, "description", description)
        _set(self, "strict_limits", strict_limits)
        _set(self, "builtin_tools", builtin_tools)
        _set(self, "cuts", cuts)
        _set(self, "combined_names", combined_names)
        _set(self, "request_limits", request_limits)


# Strict mode and Azure inherit OpenAI's limits; gemini and gemini-openapi are one
# API, sent parametersJsonSchema or the OpenAPI `parameters`.
_OPENAI = dict(names=(OPENAI_NAME,), root=OPENAI_ROOT, items=ITEMS, tools_per_request=OPENAI_TOOLS,
               description=OPENAI_DESCRIPTION)
_GEMINI = dict(names=(GEMINI_NAME,), tools_per_request=GEMINI_TOOLS)

TARGETS: tuple[Target, ...] = (
    Target("openai", payload=PayloadFormat("openai", "", None, _functions), **_OPENAI),
    Target("openai-strict", payload=PayloadFormat("openai", "strict", "strict", _functions), strict=OPENAI_STRICT,
           strict_limits=STRICT_LIMITS_FACT, **_OPENAI),
    Target("azure-openai", checked=False, payload=PayloadFormat("azure-openai", "", None, _functions)),
    Target("azure-openai-strict", payload=PayloadFormat("azure-openai", "strict", "strict", _functions),
           strict=AZURE_OPENAI_STRICT, strict_limits=STRICT_LIMITS_FACT, **_OPENAI),
    Target("openai-responses", checked=False,
           payload=PayloadFormat("openai-responses", "", None, _responses_functions, "tool_search",
                                 strict_always=True)),
    Target("openai-responses-strict", checked=False, strict=OPENAI_STRICT,
           payload=PayloadFormat("openai-responses", "strict", "strict", _responses_functions, "tool_search",
                                 strict_always=True)),
    Target("anthropic", payload=PayloadFormat("anthropic", "", "clean", _input_schemas, "tool_search_tool",
                                              examples=True),
           names=ANTHROPIC_NAMES,
           root=ANTHROPIC_ROOT),
    Target("anthropic-strict", payload=PayloadFormat("anthropic", "strict", "strict", _input_schemas,
                                                     "tool_search_tool", examples=True),
           names=ANTHROPIC_NAMES, root=ANTHROPIC_ROOT, strict=ANTHROPIC_STRICT,
           request_limits=(ANTHROPIC_REQUEST_LIMITS, ANTHROPIC_REQUEST_LIMITS_FACT)),
    Target("gemini", payload=PayloadFormat("gemini", "", None, _function_declarations), **_GEMINI),
    Target("gemini-openapi", payload=PayloadFormat("gemini", "openapi", "openapi", _function_declarations),
           openapi=GEMINI_OPENAPI_FACT, **_GEMINI),
    Target("deepseek", names=(DEEPSEEK_NAME,), tools_per_request=DEEPSEEK_TOOLS),
    Target("mcp", payload=PayloadFormat("mcp", "", "clean", _listed_tools), names=MCP_NAMES),
    # MCP clients: what each does to a server's tools (SPEC §14)
    Target("claude-code", names=(CLAUDE_CODE_NAME,), cuts=CLAUDE_CODE_CUT),
    Target("cursor", tools_per_request=CURSOR_TOOLS, combined_names=CURSOR_COMBINED_NAME),
    Target("windsurf", tools_per_request=WINDSURF_TOOLS),
    Target("codex", names=(CODEX_NAME,)),
    Target("vscode-copilot", tools_per_request=VSCODE_COPILOT_TOOLS, builtin_tools=VSCODE_BUILTIN_TOOLS),
    Target("portable", names=(PORTABLE_NAME,), root=PORTABLE_ROOT, items=ITEMS),
)
BY_NAME = {target.name: target for target in TARGETS}
_checked = tuple(target.name for target in TARGETS if target.checked)
if _checked != CHECKED_NAMES:
    raise ValueError(f"the checked targets {_checked} are not model.TARGETS {CHECKED_NAMES}")

# What the C rules read, per target in the order of TARGETS.
NAME_RULES = {t.name: t.names for t in TARGETS if t.names}
ROOT_RULES = {t.name: t.root for t in TARGETS if t.root is not None}
ITEMS_RULES = {t.name: t.items for t in TARGETS if t.items is not None}
STRICT_RULES = {t.name: t.strict for t in TARGETS if t.strict is not None and t.checked}
# What each strict conversion removes: a C-rule target's facts, or those a payload-only record shares.
STRICT_CONVERSIONS = {t.name: t.strict for t in TARGETS if t.strict is not None}
OPENAPI_RULES = {t.name: t.openapi for t in TARGETS if t.openapi is not None}
TOOLS_PER_REQUEST = {t.name: t.tools_per_request for t in TARGETS if t.tools_per_request is not None}
DESCRIPTION_LIMITS = {t.name: t.description for t in TARGETS if t.description is not None}
STRICT_LIMITS_RULES = {t.name: t.strict_limits for t in TARGETS if t.strict_limits is not None}
REQUEST_LIMITS = {t.name: t.request_limits for t in TARGETS if t.request_limits is not None}
BUILTIN_TOOLS = {t.name: t.builtin_tools for t in TARGETS if t.builtin_tools is not None}
CLIENT_CUTS = {t.name: t.cuts for t in TARGETS if t.cuts is not None}
COMBINED_NAME_LIMITS = {t.name: t.combined_names for t in TARGETS if t.combined_names is not None}

# What `surface --format` sends: each format once, in order, and the target each switch selects.
PAYLOAD_FORMATS = tuple(dict.fromkeys(t.payload.format for t in TARGETS if t.payload is not None))
PAYLOADS = {(t.payload.format, t.payload.switch): t for t in TARGETS if t.payload is not None}
CONVERSIONS = {t.name: t.payload.conversion for t in TARGETS
               if t.payload is not None and t.payload.conversion is not None}
# What a strict conversion sends a tool strict mode cannot carry as ("strict": false), and checks it
# against: its format's plain target, or openai's for a format no C rule checks (azure-openai, Responses).
NON_STRICT_TARGETS = {t.name: (PAYLOADS[t.payload.format, ""].name if PAYLOADS[t.payload.format, ""].checked
                               else "openai")
                      for t in TARGETS if t.payload is not None and t.payload.switch == "strict"}


def formats_with(switch: Switch) -> tuple[str, ...]:
    """The payload formats `switch` applies to."""
    return tuple(format for format, selected_by in PAYLOADS if selected_by == switch)


def facts_of(code: str) -> list[tuple[tuple[str, ...], Fact]]:
    """The facts rule `code` enforces, each with the targets it holds for, in target order."""
    if code == "C001":
        pairs = [(t, r.fact) for t, rules in NAME_RULES.items() for r in rules]
    elif code == "C002":
        pairs = [(t, r.fact) for t, r in ROOT_RULES.items()]
    elif code == "C003":
        pairs = list(ITEMS_RULES.items())
    elif code == "C004":
        pairs = [(t, f) for t, r in STRICT_RULES.items() for f in r.facts]
        pairs += [(t, f) for t, r in STRICT_RULES.items() for f in r.notes]
    elif code == "C005":
        pairs = list(OPENAPI_RULES.items())
    elif code == "C006":
        pairs = [(t, fact) for t, (_, fact) in TOOLS_PER_REQUEST.items()]
        pairs += [(t, fact) for t, (_, fact) in BUILTIN_TOOLS.items()]
    elif code == "C007":
        pairs = [(t, fact) for t, (_, fact) in DESCRIPTION_LIMITS.items()]
    elif code == "C008":
        pairs = list(STRICT_LIMITS_RULES.items())
        pairs += [(t, fact) for t, (_, fact) in REQUEST_LIMITS.items()]
    elif code == "C009":
        pairs = [(t, fact) for t, (_, fact) in CLIENT_CUTS.items()]
    elif code == "C010":
        pairs = [(t, fact) for t, (_, fact) in COMBINED_NAME_LIMITS.items()]
    else:
        raise KeyError(code)
    grouped: dict[Fact, list[str]] = {}
    for target, fact in pairs:
        if target not in grouped.setdefault(fact, []):
            grouped[fact].append(target)
    return [(tuple(targets), fact) for fact, targets in grouped.items()]


def facts_page(code: str) -> str:
    """The facts of rule `code`, for its page: each with its targets, date and source."""
    lines = []
    for targets, fact in facts_of(code):
        lines.append(f"- {', '.join(targets)}: {fact.said}")
        lines.append(f"  as of {fact.as_of}; source: {fact.source}")
        if fact.disputed:
            lines.append(f"  disputed, so a warning at most: {fact.disputed}")
    return "\n".join(lines)
