"""What provider targets accept in a tool declaration, each value with its date and source.

The C rules (SPEC §5.4) read every limit from here, through the target
records of targets.py that hold them, and their pages quote the same facts,
so a provider changing a limit is a one-line edit in this file. The values
are those of reference/PROVIDERS.md. A fact the sources disagree on carries
`disputed` (why they disagree): it is reported as a warning at most, never
as an error.
"""

from __future__ import annotations

import re

from ..model import Record, STATIC_NAME_PATTERN

_set = object.__setattr__

CHECKED = "2026-11"  # when the values without an own date were last checked against their source


class Fact(Record):
    """One provider limit: the value in words, when it was true, where it comes from."""

    __slots__ = ("said", "as_of", "source", "disputed")
    said: str
    as_of: str
    source: str
    disputed: str  # why the sources disagree; empty for a settled fact

    def __init__(self, said: str, as_of: str, source: str, disputed: str = "") -> None:
        _set(self, "said", said)
        _set(self, "as_of", as_of)
        _set(self, "source", source)
        _set(self, "disputed", disputed)


_OPENAI_REFERENCE = "OpenAI API reference (function calling)"
_STRICT_GUIDE = "OpenAI Structured Outputs guide (supported schemas)"
_ISSUE_4390 = "openai-agents-python issue #4390 (a maintainer's test of both APIs, 2026-08-13)"


# --- C001: tool names ------------------------------------------------------------


class NameRule(Record):
    __slots__ = ("pattern", "fact")
    pattern: str  # matched whole (re.fullmatch)
    fact: Fact

    def __init__(self, pattern: str, fact: Fact) -> None:
        _set(self, "pattern", pattern)
        _set(self, "fact", fact)

    def accepts(self, name: str) -> bool:
        return re.fullmatch(self.pattern, name) is not None  # re caches the compiled pattern


OPENAI_NAME = NameRule(r"^[a-zA-Z0-9_-]{1,64}$", Fact(
    "1-64 characters of [a-zA-Z0-9_-]; dots are rejected, so MCP-style server.tool names fail",
    CHECKED, _OPENAI_REFERENCE))
GEMINI_NAME = NameRule(r"^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$", Fact(
    "a letter or _ first, then [a-zA-Z0-9_.:-], at most 64 characters (every error text found says 64; "
    "no source gives 128)", "2026-03",
    "Gemini API reference (FunctionDeclaration.name); google-gemini/gemini-cli #7869 (2025-09-06), "
    "kaitranntt/ccs #25 (2025-11-30), voipbin/monorepo PR #644 (2026-03-03)"))

# Per target, the rules in order: a name is reported for the first it fails.
ANTHROPIC_NAMES = (
    NameRule(r"^[a-zA-Z0-9_-]{1,128}$", Fact(
        "1-128 characters of [a-zA-Z0-9_-] (the first-party API since mid-2025)", CHECKED,
        "Anthropic Messages API")),
    NameRule(r"^[a-zA-Z0-9_-]{1,64}$", Fact(
        "at most 64 characters", CHECKED, "Anthropic documentation; Amazon Bedrock",
        disputed="the first-party API takes 128 characters since mid-2025, but the "
                 "documentation still says 64 and Bedrock enforces 64")),
)
DEEPSEEK_NAME = NameRule(OPENAI_NAME.pattern, Fact(
    "1-64 characters of [a-zA-Z0-9_-]", CHECKED, "DeepSeek API reference (function calling)"))
MCP_NAMES = (
    NameRule(r"^[A-Za-z0-9._-]{1,128}$", Fact(
        "1-128 characters of [A-Za-z0-9._-] (a SHOULD, case-sensitive, unique per server)",
        "2026-07-28", "MCP specification 2025-11-25 and 2026-07-28, Tool names")),
    NameRule(r"^[A-Za-z0-9._/-]{1,64}$", Fact(
        "at most 64 characters (SEP-986, which also allows /)", "2026-04-20",
        "MCP SEP-986 (status Final); modelcontextprotocol/conformance #379 and #238, tower-mcp PR #517",
        disputed="the specification text says 128 characters, the SEP it came from says 64; the two "
                 "drifted apart when PR #1603 merged, and SDKs follow one or the other")),
)
CODEX_NAME = NameRule(OPENAI_NAME.pattern, Fact(
    "the name Codex shows the model, mcp__<server>__<tool> for an MCP tool, sent to the OpenAI API: "
    "1-64 characters of [a-zA-Z0-9_-]", CHECKED, "openai/codex docs/config.md; OpenAI API reference"))
CLAUDE_CODE_NAME = NameRule(OPENAI_NAME.pattern, Fact(
    "the name the client shows the model, mcp__<server>__<tool> for an MCP tool, at most 64 "
    "characters of [A-Za-z0-9_-]", CHECKED, "Claude Code plugin authors' notes, 2026"))
PORTABLE_NAME = NameRule(STATIC_NAME_PATTERN, Fact(
    "a letter or _ first, then [A-Za-z0-9_-], at most 64 characters: what every target accepts alike",
    CHECKED, "the intersection of the name facts of reference/PROVIDERS.md"))


# --- C002: the parameters root ------------------------------------------------------


class RootRule(Record):
    """The root must be {"type": "object", ...} without these keywords."""

    __slots__ = ("keywords", "fact")
    keywords: tuple[str, ...]
    fact: Fact

    def __init__(self, keywords: tuple[str, ...], fact: Fact) -> None:
        _set(self, "keywords", keywords)
        _set(self, "fact", fact)


OPENAI_ROOT = RootRule(("allOf", "anyOf", "const", "enum", "not", "oneOf"), Fact(
    "the root is \"type\": \"object\" without oneOf, anyOf, allOf, enum, not or const",
    CHECKED, _OPENAI_REFERENCE))
ANTHROPIC_ROOT = RootRule(("allOf", "anyOf", "oneOf"), Fact(
    "input_schema is \"type\": \"object\"; oneOf, anyOf and allOf at its root are rejected",
    CHECKED, "Anthropic Messages API reference (tools.input_schema)"))
PORTABLE_ROOT = RootRule(OPENAI_ROOT.keywords, Fact(
    "an object root without composition: what OpenAI and Anthropic accept alike", CHECKED,
    "the OpenAI and Anthropic facts above"))


# --- C003: arrays -------------------------------------------------------------------

ITEMS = Fact("every array schema declares items (\"array schema missing items\" otherwise)",
             CHECKED, _OPENAI_REFERENCE)


# --- C004: strict mode --------------------------------------------------------------


class Keywords(Record):
    """Keywords one fact is about."""

    __slots__ = ("names", "verdict", "fact")
    names: tuple[str, ...]
    verdict: str  # for a message: "keyword minLength at /x: <verdict>"
    fact: Fact

    def __init__(self, names: tuple[str, ...], verdict: str, fact: Fact) -> None:
        _set(self, "names", names)
        _set(self, "verdict", verdict)
        _set(self, "fact", fact)


class StrictRule(Record):
    __slots__ = ("objects", "keywords", "string_format", "formats", "typed", "refs", "root_exempt", "notes",
                 "all_required", "min_items", "recursion")
    objects: Fact  # additionalProperties: false on every object (and, with all_required, every property required)
    keywords: tuple[Keywords, ...]  # rejected, or disputed (fact.disputed) keywords
    string_format: Fact | None  # a `format` on a string schema other than `formats`; None: no source limits them
    formats: tuple[str, ...]  # the string formats strict mode accepts
    typed: Fact | None  # every schema declares a type (or is an anyOf, enum, const or $ref)
    refs: Fact | None  # a $ref stands alone and names a definition in $defs
    root_exempt: frozenset[str]  # keywords accepted at the root itself
    notes: tuple[Fact, ...]  # what is not a finding, for the rule's page
    all_required: bool  # every property listed in required (an optional one made nullable)
    min_items: tuple[int, Fact] | None  # the largest minItems strict mode takes
    recursion: Fact | None  # a recursive schema (a $ref back into itself) is refused

    def __init__(self, objects: Fact, keywords: tuple[Keywords, ...], string_format: Fact | None,
                 formats: tuple[str, ...], typed: Fact | None, refs: Fact | None,
                 root_exempt: frozenset[str] = frozenset(), notes: tuple[Fact, ...] = (),
                 all_required: bool = True, min_items: tuple[int, Fact] | None = None,
                 recursion: Fact | None = None) -> None:
        _set(self, "objects", objects)
        _set(self, "keywords", keywords)
        _set(self, "string_format", string_format)
        _set(self, "formats", formats)
        _set(self, "typed", typed)
        _set(self, "refs", refs)
        _set(self, "root_exempt", root_exempt)
        _set(self, "notes", notes)
        _set(self, "all_required", all_required)
        _set(self, "min_items", min_items)
        _set(self, "recursion", recursion)

    @property
    def facts(self) -> tuple[Fact, ...]:
        """Every fact a C004 finding may rest on, in the order of the rule's page."""
        found = (self.objects, *(group.fact for group in self.keywords), self.string_format, self.typed,
                 self.refs, self.min_items[1] if self.min_items else None, self.recursion)
        return tuple(fact for fact in found if fact is not None)

    def keyword_group(self, keyword: str) -> Keywords:
        return next(group for group in self.keywords if keyword in group.names)

    @property
    def keyword_names(self) -> frozenset[str]:
        return frozenset(name for group in self.keywords for name in group.names)


def _keywords(names: str, verdict: str, source: str, as_of: str = CHECKED, disputed: str = "") -> Keywords:
    listed = tuple(names.split())
    return Keywords(listed, verdict, Fact(f"{', '.join(listed)}: {verdict}", as_of, source, disputed))


_STRICT_OBJECTS = Fact(
    "every object sets \"additionalProperties\": false and lists every property in required "
    "(an optional one is a required property whose type admits null)", CHECKED, _STRICT_GUIDE)
_STRICT_KEYWORDS = (
    _keywords("allOf dependentRequired dependentSchemas else if not oneOf then",
              "rejected in strict mode", _STRICT_GUIDE),
    _keywords("contains maxProperties minProperties patternProperties propertyNames unevaluatedItems "
              "unevaluatedProperties uniqueItems", "rejected in strict mode in practice",
              "error messages quoted in public issue trackers"),
    _keywords("maxLength minLength", "documented as unsupported only for fine-tuned models",
              _STRICT_GUIDE, disputed="for other models the sources do not say"),
)
STRICT_FORMATS = ("date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid")
_FORMATS = Fact(f"a string format is one of {', '.join(STRICT_FORMATS)}; any other is refused with a 400 "
                "(\"'uri' is not a valid format\")", CHECKED, _STRICT_GUIDE)
_TYPED = Fact("every schema declares a type or is an anyOf, enum, const or $ref: an any-value {} (a "
              "property, \"items\": {}, an anyOf alternative) is refused (\"schema must have a 'type' key\")",
              "2026-07", "error messages quoted in public issue trackers (pydantic/pydantic-ai#4474, "
              "can1357/oh-my-pi#211, weave-os/router#669)")
_REFS = Fact("a $ref stands alone (\"$ref cannot have keywords {'description'}\") and names a definition "
             "in #/$defs, or # for root recursion", "2026-08",
             f"{_STRICT_GUIDE}; error messages quoted in public issue trackers (vectorize-io/hindsight#3944, "
             "defog-ai/defog#244)")


def strict_typeless(node: object) -> bool:
    """Whether strict mode refuses `node` for saying nothing of its type (_TYPED):
    no type, anyOf, enum, const or $ref (oneOf and allOf are refused keywords of their own)."""
    if node is True:
        return True
    return isinstance(node, dict) and not any(
        key in node for key in ("type", "anyOf", "oneOf", "allOf", "enum", "const", "$ref"))


def strict_ref(ref: object) -> bool:
    """Whether strict mode follows `ref` (_REFS): a definition in #/$defs, or # (root recursion)."""
    return ref == "#" or (isinstance(ref, str) and ref.startswith("#/$defs/") and ref.count("/") == 2)

# `default` is not a finding on api.openai.com (tested 2026-08-13); Azure rejects it in a property.
STRICT_DEFAULT_ACCEPTED = Fact("default inside a property is accepted by api.openai.com, so it is "
                               "not a finding", "2026-08-13", _ISSUE_4390)
OPENAI_STRICT = StrictRule(_STRICT_OBJECTS, _STRICT_KEYWORDS, _FORMATS, STRICT_FORMATS, _TYPED, _REFS,
                           notes=(STRICT_DEFAULT_ACCEPTED,))
AZURE_OPENAI_STRICT = StrictRule(
    _STRICT_OBJECTS,
    (*_STRICT_KEYWORDS, _keywords("default", "rejected inside a property definition (\"'default' is not "
                                             "permitted within a property definition\")", _ISSUE_4390,
                                  as_of="2026-08-13")),
    _FORMATS, STRICT_FORMATS, _TYPED, _REFS, root_exempt=frozenset({"default"}))


# Anthropic's strict tool use: the JSON Schema subset its documentation lists. Optional
# properties stay optional (the request limits below count them), so nothing is made nullable.
_ANTHROPIC_STRICT_DOCS = ("Anthropic documentation: strict tool use, and structured outputs "
                          "(JSON Schema limitations); reference/PROVIDERS.md")
ANTHROPIC_STRICT = StrictRule(
    Fact("every object sets \"additionalProperties\": false", CHECKED, _ANTHROPIC_STRICT_DOCS),
    (_keywords("exclusiveMaximum exclusiveMinimum maximum minimum multipleOf",
               "numeric bounds are not supported in strict tool use", _ANTHROPIC_STRICT_DOCS),
     _keywords("maxLength minLength", "length bounds are not supported in strict tool use",
               _ANTHROPIC_STRICT_DOCS),
     _keywords("maxItems", "not supported in strict tool use (minItems only 0 or 1)", _ANTHROPIC_STRICT_DOCS)),
    None, (), None, None, all_required=False,
    min_items=(1, Fact("minItems is 0 or 1; a larger minItems is refused", CHECKED, _ANTHROPIC_STRICT_DOCS)),
    recursion=Fact("no recursive schema: a $ref that leads back into the schema that holds it is refused",
                   CHECKED, _ANTHROPIC_STRICT_DOCS))


class StrictLimits(Record):
    """OpenAI strict-mode totals per schema."""

    __slots__ = ("properties", "depth", "enum_values", "characters", "large_enum", "large_enum_characters")
    properties: int
    depth: int
    enum_values: int
    characters: int  # property and definition names, enum and const values
    large_enum: int  # a string enum with more values than this ...
    large_enum_characters: int  # ... may hold at most this many characters

    def __init__(self, properties: int, depth: int, enum_values: int, characters: int, large_enum: int,
                 large_enum_characters: int) -> None:
        _set(self, "properties", properties)
        _set(self, "depth", depth)
        _set(self, "enum_values", enum_values)
        _set(self, "characters", characters)
        _set(self, "large_enum", large_enum)
        _set(self, "large_enum_characters", large_enum_characters)


STRICT_LIMITS = StrictLimits(5_000, 10, 1_000, 120_000, 250, 15_000)
STRICT_LIMITS_2024 = StrictLimits(100, 5, 500, 15_000, 250, 7_500)
STRICT_LIMITS_FACT = Fact(
    f"{STRICT_LIMITS.properties:,} object properties in total ({STRICT_LIMITS_2024.properties} in "
    f"August 2024), nesting {STRICT_LIMITS.depth} ({STRICT_LIMITS_2024.depth}), "
    f"{STRICT_LIMITS.characters:,} characters of property names, definition names, enum and const "
    f"values ({STRICT_LIMITS_2024.characters:,}), {STRICT_LIMITS.enum_values:,} enum values "
    f"({STRICT_LIMITS_2024.enum_values}), a string enum over {STRICT_LIMITS.large_enum} values at most "
    f"{STRICT_LIMITS.large_enum_characters:,} characters ({STRICT_LIMITS_2024.large_enum_characters:,})",
    CHECKED, _STRICT_GUIDE)


class RequestLimits(Record):
    """Anthropic strict tool use: totals over every strict tool of one request."""

    __slots__ = ("tools", "optional", "unions")
    tools: int  # strict tools
    optional: int  # properties not listed in required, in every object of every strict schema
    unions: int  # properties whose schema is a union: anyOf (oneOf) or a type array

    def __init__(self, tools: int, optional: int, unions: int) -> None:
        _set(self, "tools", tools)
        _set(self, "optional", optional)
        _set(self, "unions", unions)


ANTHROPIC_REQUEST_LIMITS = RequestLimits(20, 24, 16)
ANTHROPIC_REQUEST_LIMITS_FACT = Fact(
    f"at most {ANTHROPIC_REQUEST_LIMITS.tools} strict tools, {ANTHROPIC_REQUEST_LIMITS.optional} optional "
    f"parameters and {ANTHROPIC_REQUEST_LIMITS.unions} union-typed (anyOf or type-array) parameters per "
    "request, counted over all strict schemas (\"The compiled grammar is too large\", \"Schema is too complex "
    "for compilation\")", "2026-08-05",
    "elizaOS/eliza #16499 (2026-07-16) and PR #16516; genkit-ai/genkit #5230 (2026-05-04); mozilla/bugbug "
    "PR #6129 (2026-06-04, the 16 union-typed parameters); alphaXiv/agents PR #51 (2026-08-05); "
    "anthropic-sdk-typescript #885 (2026-02-01)",
    disputed="found in practice from the API's errors, not documented; the limits may change without notice")


# --- C005: Gemini's `parameters` (OpenAPI 3.0 subset) ----------------------------------

GEMINI_UNSUPPORTED = frozenset({
    "$id", "$ref", "$schema", "additionalProperties", "allOf", "const",
    "exclusiveMaximum", "exclusiveMinimum", "multipleOf", "not", "oneOf",
    "patternProperties", "propertyNames",
})
GEMINI_STRING_FORMATS = ("date-time", "enum")
GEMINI_OPENAPI_FACT = Fact(
    f"the parameters field takes an OpenAPI 3.0 subset: it rejects {', '.join(sorted(GEMINI_UNSUPPORTED))}, "
    "type arrays (use nullable), string formats other than enum and date-time, non-string enum "
    "values, an object with empty properties, items on a non-array", CHECKED,
    "Gemini API reference (Schema); parametersJsonSchema, which `surface --format gemini` sends, "
    "takes real JSON Schema and is the gemini target")


# --- C006: tools per request ----------------------------------------------------------

OPENAI_TOOLS = (128, Fact("128 tools per request; the guide recommends fewer than 20", CHECKED,
                          "OpenAI API reference (Chat Completions)"))
GEMINI_TOOLS = (512, Fact("512 function declarations per request since 2025-12 (128 in 2025, 64 in 2024)",
                          CHECKED, "Vertex AI Gemini API reference"))
DEEPSEEK_TOOLS = (128, Fact("128 tools per request", CHECKED, "DeepSeek API reference"))
VSCODE_COPILOT_TOOLS = (128, Fact("128 tools per chat request, its own built-in tools included", "2025-10",
                                  "microsoft/vscode #248021 (2025-05); VS Code users' reports of "
                                  "\"Tool limit exceeded (143/128)\""))
WINDSURF_TOOLS = (100, Fact("100 tools in all, across every server (50 in early 2025)", "2026",
                            "docs.windsurf.com/windsurf/cascade/mcp; Zhwt/go-mcp-mysql #3 (2025-04-16)"))
CURSOR_TOOLS = (40, Fact("only the first 40 tools were sent to the model", "2026-02",
                         "anyproto/anytype-mcp #5 (2025-06-25), Snowflake-Labs/mcp #77 (2025-09-02), "
                         "DaxianLee/cocos-mcp-server #11 (2026-02-06)",
                         disputed="Cursor sent only the first 40 tools in 2025; later builds send more and "
                                  "warn above 80"))
# VS Code counts its own tools (edit, search, terminal, ...) in the 128 of a request; a registry
# can say how many its users have with [targets.vscode-copilot] builtin_tools = N.
VSCODE_BUILTIN_TOOLS = (28, Fact(
    "28 built-in tools before any extension or MCP server (apply_patch, create_file, read_file, "
    "run_vscode_command, think, ...)", "2025-08-12",
    "the tool list of Copilot Chat 0.31 in microsoft/vscode #261213",
    disputed="the built-in tools differ by VS Code version, mode and settings; set "
             "[targets.vscode-copilot] builtin_tools to your users' count"))


# --- C007: description length ----------------------------------------------------------

OPENAI_DESCRIPTION = (1_024, Fact("descriptions over 1,024 characters were rejected by Chat Completions "
                                  "in 2024-25", "2025", "error messages quoted in public issue trackers",
                                  disputed="rejected in 2024-25; whether it still is, is not settled"))


# --- C009: what a client cuts ---------------------------------------------------------

CLAUDE_CODE_CUT = (2_048, Fact(
    "tool descriptions and server instructions over 2,048 characters are cut there, silently "
    "(\"… [truncated]\"); /mcp shows the text uncut", "2026-08-18",
    "anthropics/claude-code #41593 (2026-03-31, since v2.1.84), #81268 (2026-07-26), #87650 (2026-08-18)"))


# --- C010: what a client drops ---------------------------------------------------------

CURSOR_COMBINED_NAME = (60, Fact(
    "a tool whose server name and tool name together exceed 60 characters is filtered out "
    "(\"Some tools have naming issues and may be filtered out\")", "2026-02-27",
    "ComposioHQ/composio #2788 (2026-02-27), awslabs/mcp #1283 (2025-09-15)"))
