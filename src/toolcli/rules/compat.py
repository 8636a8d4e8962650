"""Provider compatibility (C): what each target accepts in a declaration (SPEC §5.4).

The rules run only when targets are set, once per target they concern, and
every message starts with the target. C006 counts one request of a profile;
the others look at every declaration some profile can reach, advertised or
deferred (a deferred tool is sent later, through the loader), once per tool.
Every value and its date come from ``toolcli.providers``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator

from ..canonical import canonical_json
from ..diagnostics import Finding
from ..model import Origin
from ..files.pointer import escape_pointer, split_pointer
from ..providers import AS_OF, DESCRIPTION_LIMITS, GEMINI_STRING_FORMATS, GEMINI_TARGET, GEMINI_UNSUPPORTED, ITEMS_TARGETS, NAME_RULES, ROOT_COMPOSITION, ROOT_OBJECT_TARGETS, STRICT_LIMITS, STRICT_LIMITS_2024, STRICT_TARGET, STRICT_UNSUPPORTED, TOOLS_PER_REQUEST
from ..schema.walk import iter_subschema_nodes, iter_subschemas
from .base import rule

if TYPE_CHECKING:
    from .context import Context, ToolView



def targets_of(ctx: Context, concerned: Iterable[str]) -> list[str]:
    """The selected targets a rule concerns, in the order given, each once."""
    wanted = set(concerned)
    return [target for target in dict.fromkeys(ctx.targets) if target in wanted]


def schemas_of(ctx: Context) -> Iterator[ToolView]:
    return (tool for tool in ctx.reachable_tools if ctx.processable(tool))


def schema_at(ctx: Context, tool: ToolView, pointer: str) -> Origin:
    """The Origin of `pointer` (relative to the tool's schema, escaped)."""
    parts = split_pointer(pointer)
    return ctx.at(tool.origin, tool.schema_key, *parts)


def where(pointer: str) -> str:
    return f"at {pointer}" if pointer else "at the root"


def types_of(node: dict) -> tuple[str, ...]:
    declared = node.get("type")
    if isinstance(declared, str):
        return (declared,)
    if isinstance(declared, list):
        return tuple(t for t in declared if isinstance(t, str))
    return ()


def is_object(node: dict) -> bool:
    types = types_of(node)
    return "object" in types or ("type" not in node and isinstance(node.get("properties"), dict))


def any_subschema(schema: Any, test: Callable[[dict], bool]) -> bool:
    """Whether `test` holds for any subschema of `schema`."""
    return any(test(node) for node in iter_subschema_nodes(schema))


def shown(value: Any) -> str:
    return canonical_json(value)


# --- C001 ---------------------------------------------------------------------

_NAME_TABLE = "\n".join(f"  {target}: {r.pattern} ({r.said}{'; ' + r.history if r.history else ''})"
                        for target, r in NAME_RULES.items())


@rule(
    "C001", "name-rejected", "error",
    summary="Checks every tool name against the name pattern of each selected target.",
    why=f"""A provider rejects the whole request when one tool name fails its pattern, so a
single MCP-style `server.tool` name breaks every call of every profile that sends it.
Values enforced, as of {AS_OF}:
{_NAME_TABLE}""",
    bad='{"name": "github.create_issue"}   # --target openai: dots are rejected',
    good='{"name": "github_create_issue"}',
)
def name_rejected(ctx: Context) -> Iterator[Finding]:
    for target in targets_of(ctx, NAME_RULES):
        name_rule = NAME_RULES[target]
        for tool in ctx.reachable_tools:
            if not name_rule.accepts(tool.name):
                yield Finding(
                    f"{target}: tool name {tool.name!r} is rejected; {target} takes "
                    f"{name_rule.said} (as of {AS_OF})",
                    origin=ctx.at(tool.origin, "name"), tool=tool.name,
                    hint=f"rename the tool to match {name_rule.pattern}, or drop the "
                         f"{target} target if this tool is never sent there",
                )


# --- C002 ---------------------------------------------------------------------


@rule(
    "C002", "root-composition", "error",
    summary="Checks that the parameters root is a plain object schema without composition.",
    why=f"""OpenAI and Anthropic require the root of the parameters to be `"type": "object"`
and reject {", ".join(ROOT_COMPOSITION)} at the root (Anthropic documents the
rejection of oneOf/anyOf/allOf; the others make no sense on an object root and
fail OpenAI). Applies to: {", ".join(ROOT_OBJECT_TARGETS)} (strict mode and
DeepSeek's OpenAI-compatible API inherit OpenAI's rule; portable is what all
accept). As of {AS_OF}.""",
    bad='{"type": "object", "anyOf": [{"required": ["path"]}, {"required": ["url"]}]}',
    good='{"type": "object", "properties": {"path": {"type": "string"}, "url": {"type": "string"}}}',
)
def root_composition(ctx: Context) -> Iterator[Finding]:
    targets = targets_of(ctx, ROOT_OBJECT_TARGETS)
    if not targets:
        return
    for tool in schemas_of(ctx):
        problems = root_problems(tool.schema)
        for target in targets:
            for pointer, what in problems:
                yield Finding(f"{target}: {what}; {target} requires a plain object root (as of {AS_OF})",
                              origin=schema_at(ctx, tool, pointer), tool=tool.name,
                              hint='make the root {"type": "object", "properties": {...}} and move '
                                   "alternatives into the description or into properties")


def root_problems(schema: Any) -> list[tuple[str, str]]:
    if not isinstance(schema, dict):
        return [("", f"the parameters root is {shown(schema)[:60]}, not an object schema")]
    problems = []
    if "type" not in schema:
        problems.append(("", 'the parameters root does not declare "type": "object"'))
    elif schema["type"] != "object":
        problems.append(("/type", f'the parameters root has type {shown(schema["type"])}, not "object"'))
    problems.extend((f"/{key}", f"the parameters root uses {key}")
                    for key in ROOT_COMPOSITION if key in schema)
    return problems


# --- C003 ---------------------------------------------------------------------


@rule(
    "C003", "array-without-items", "error",
    summary="Checks that every array schema in the parameters declares `items`.",
    why=f"""OpenAI rejects a function whose parameters hold an array schema without `items`
("array schema missing items"), which fails the whole request. Applies to:
{", ".join(ITEMS_TARGETS)}, as of {AS_OF}.""",
    bad='"tags": {"type": "array"}',
    good='"tags": {"type": "array", "items": {"type": "string"}}',
)
def array_without_items(ctx: Context) -> Iterator[Finding]:
    targets = targets_of(ctx, ITEMS_TARGETS)
    if not targets:
        return
    for tool in schemas_of(ctx):
        if not any_subschema(tool.schema, _bare_array):
            continue  # the common case, decided without building a pointer
        bare = [pointer for pointer, node in iter_subschemas(tool.schema) if _bare_array(node)]
        for target in targets:
            for pointer in bare:
                yield Finding(f"{target}: the array schema {where(pointer)} has no items (as of {AS_OF})",
                              origin=schema_at(ctx, tool, pointer), tool=tool.name,
                              hint='declare the element schema, e.g. "items": {"type": "string"}')


def _bare_array(node: dict) -> bool:
    return "items" not in node and "array" in types_of(node)


# --- C004 ---------------------------------------------------------------------


@rule(
    "C004", "strict-violation", "error",
    summary="Checks the parameters against OpenAI's strict mode (target openai-strict).",
    why=f"""With "strict": true OpenAI accepts only a subset of JSON Schema and rejects the
function otherwise. As of {AS_OF}: every object needs "additionalProperties": false;
every property must be listed in `required` (an optional one is written as a
required property whose type admits null, e.g. ["integer", "null"]); these
keywords are unsupported: {", ".join(sorted(STRICT_UNSUPPORTED))}.""",
    bad='{"type": "object", "properties": {"limit": {"type": "integer"}}}',
    good="""{"type": "object", "additionalProperties": false, "required": ["limit"],
 "properties": {"limit": {"type": ["integer", "null"]}}}""",
)
def strict_violation(ctx: Context) -> Iterator[Finding]:
    if STRICT_TARGET not in ctx.targets:
        return
    for tool in schemas_of(ctx):
        for pointer, what, hint in strict_problems(tool.schema):
            yield Finding(f"{STRICT_TARGET}: {what} (as of {AS_OF})",
                          origin=schema_at(ctx, tool, pointer), tool=tool.name, hint=hint)


def strict_problems(schema: Any) -> Iterator[tuple[str, str, str]]:
    for pointer, node in iter_subschemas(schema):
        for key in sorted(STRICT_UNSUPPORTED.intersection(node)):
            yield (f"{pointer}/{key}", f"keyword {key} {where(pointer)} is not supported in strict mode",
                   "remove it; state the constraint in the description instead")
        if not is_object(node):
            continue
        if "additionalProperties" not in node:
            yield (pointer, f"the object {where(pointer)} does not set additionalProperties to false",
                   'add "additionalProperties": false')
        elif node["additionalProperties"] is not False:
            yield (f"{pointer}/additionalProperties",
                   f"the object {where(pointer)} sets additionalProperties to "
                   f"{shown(node['additionalProperties'])}, not false",
                   'set "additionalProperties": false')
        properties = node.get("properties")
        if not isinstance(properties, dict):
            continue
        listed = node.get("required")
        required = {r for r in listed if isinstance(r, str)} if isinstance(listed, list) else set()
        for name, subschema in properties.items():
            if name not in required:
                yield (f"{pointer}/properties/{escape_pointer(name)}",
                       f"property {name!r} {where(pointer)} is not listed in required",
                       _nullable_hint(subschema))


def _nullable_hint(subschema: Any) -> str:
    types = types_of(subschema) if isinstance(subschema, dict) else ()
    if len(types) == 1 and types[0] != "null":
        return f'list it in required; if it is optional, make its type ["{types[0]}", "null"]'
    return "list it in required; if it is optional, let its type admit null"


# --- C005 ---------------------------------------------------------------------


@rule(
    "C005", "keyword-unsupported", "error",
    summary="Checks the parameters against the OpenAPI 3.0 subset of Gemini's `parameters` field.",
    why=f"""Gemini's `parameters` field (what most SDKs and gateways send) takes an OpenAPI
3.0 subset and rejects the request otherwise. As of {AS_OF} it rejects the keywords
{", ".join(sorted(GEMINI_UNSUPPORTED))}; type arrays (use "nullable": true);
non-string enum values; a string format other than {" or ".join(GEMINI_STRING_FORMATS)};
an object without properties (absent and empty are the same on the wire); `items`
on a non-array. `surface --format gemini` sends `parametersJsonSchema`, which takes
full JSON Schema: a registry sent only that way does not need the gemini target.""",
    bad='"when": {"type": ["string", "null"], "format": "date"}',
    good='"when": {"type": "string", "nullable": true, "format": "date-time"}',
)
def keyword_unsupported(ctx: Context) -> Iterator[Finding]:
    if GEMINI_TARGET not in ctx.targets:
        return
    for tool in schemas_of(ctx):
        for pointer, what, hint in gemini_problems(tool.schema):
            yield Finding(f"{GEMINI_TARGET}: {what} (as of {AS_OF})",
                          origin=schema_at(ctx, tool, pointer), tool=tool.name, hint=hint)


def gemini_problems(schema: Any) -> Iterator[tuple[str, str, str]]:
    for pointer, node in iter_subschemas(schema):
        for key in sorted(GEMINI_UNSUPPORTED.intersection(node)):
            yield (f"{pointer}/{key}", f"keyword {key} {where(pointer)} is not in the OpenAPI subset",
                   "remove it, or send parametersJsonSchema instead of parameters")
        declared = node.get("type")
        types = types_of(node)
        if isinstance(declared, list):
            yield (f"{pointer}/type", f"type {shown(declared)} {where(pointer)} is a type array",
                   'use one type; mark an optional value with "nullable": true')
        enum = node.get("enum")
        if isinstance(enum, list):
            odd = [i for i, value in enumerate(enum) if not isinstance(value, str)]
            if odd:
                yield (f"{pointer}/enum/{odd[0]}",
                       f"enum {where(pointer)} holds non-string values "
                       f"{shown([enum[i] for i in odd[:5]])}",
                       "use string values (a string property), or drop the enum")
        if "format" in node and "string" in types and node["format"] not in GEMINI_STRING_FORMATS:
            yield (f"{pointer}/format",
                   f"string format {shown(node['format'])} {where(pointer)} is not supported",
                   f"drop format (only {' and '.join(GEMINI_STRING_FORMATS)} are taken); "
                   "say it in the description")
        if "object" in types:
            properties = node.get("properties")
            if not isinstance(properties, dict) or not properties:
                yield (f"{pointer}/properties" if "properties" in node else pointer,
                       f"the object {where(pointer)} has no properties",
                       "declare its properties; a tool without parameters is sent without parameters")
        if "items" in node and types and "array" not in types:
            yield (f"{pointer}/items", f"items {where(pointer)} sits on a schema of type {shown(declared)}",
                   "remove items, or make the schema an array")


# --- C006 ---------------------------------------------------------------------

_TOOL_LIMITS = "\n".join(f"  {target}: {limit}{f' ({note})' if note else ''}"
                         for target, (limit, note) in TOOLS_PER_REQUEST.items())


@rule(
    "C006", "too-many-tools", "error",
    summary="Checks how many tools each profile advertises in one request against each target's cap.",
    why=f"""A request with more tools than the provider accepts fails outright. Deferred tools
do not count: they reach the model later through the loader. Caps, as of {AS_OF}:
{_TOOL_LIMITS}""",
    bad='[profiles.coding]   # 140 hot and warm tools; --target openai',
    good='[profiles.coding]   # 40 hot and warm tools, the rest cold behind load_tool',
)
def too_many_tools(ctx: Context) -> Iterator[Finding]:
    for target in targets_of(ctx, TOOLS_PER_REQUEST):
        limit = TOOLS_PER_REQUEST[target][0]
        for name, surface in ctx.surfaces.items():
            count = len(surface.advertised)
            if count > limit:
                yield Finding(f"{target}: profile {name!r} advertises {count} tools in one request; "
                              f"{target} accepts at most {limit} (as of {AS_OF})",
                              origin=surface.profile.origin, profile=name,
                              hint="make more tools cold (deferred behind the loader) with `tiers`, "
                                   "or narrow the profile's capabilities")


# --- C007 ---------------------------------------------------------------------


@rule(
    "C007", "description-too-long", "warning",
    summary="Checks tool descriptions against OpenAI's length limit.",
    why=f"""OpenAI's Chat Completions rejected tool descriptions over
{DESCRIPTION_LIMITS['openai']:,} characters in 2024-25; whether or not it still does (as of
{AS_OF}), a longer description is sent with every request. Applies to:
{", ".join(DESCRIPTION_LIMITS)}.""",
    bad='"description": "<1,500 characters of usage notes>"',
    good='"description": "<two sentences; the details in the parameter descriptions>"',
)
def description_too_long(ctx: Context) -> Iterator[Finding]:
    for target in targets_of(ctx, DESCRIPTION_LIMITS):
        limit = DESCRIPTION_LIMITS[target]
        for tool in ctx.reachable_tools:
            length = len(tool.description) if isinstance(tool.description, str) else 0
            if length > limit:
                yield Finding(f"{target}: the description has {length:,} characters; {target} "
                              f"takes at most {limit:,} (as of {AS_OF})",
                              origin=ctx.at(tool.origin, "description"), tool=tool.name,
                              hint="shorten it; move details into the parameter descriptions")


# --- C008 ---------------------------------------------------------------------

_L, _OLD = STRICT_LIMITS, STRICT_LIMITS_2024


@rule(
    "C008", "strict-limits-exceeded", "error",
    summary="Checks the size limits of OpenAI's strict mode on each tool's parameters.",
    why=f"""Strict mode compiles each schema into a grammar and refuses schemas past fixed
totals. As of {AS_OF} (August 2024 values in brackets): {_L.properties:,} object properties
in total ({_OLD.properties}); objects nested {_L.depth} deep, the root object being
level 1 ({_OLD.depth}); {_L.enum_values:,} enum values in total ({_OLD.enum_values});
{_L.characters:,} characters of property names, definition names, enum and const
values ({_OLD.characters:,}); a string enum of more than {_L.large_enum} values holds at
most {_L.large_enum_characters:,} characters ({_OLD.large_enum_characters:,}).""",
    bad='"country": {"type": "string", "enum": ["<1,200 values>"]}',
    good='"country": {"type": "string", "description": "ISO 3166-1 alpha-2 code"}',
)
def strict_limits_exceeded(ctx: Context) -> Iterator[Finding]:
    if STRICT_TARGET not in ctx.targets:
        return
    for tool in schemas_of(ctx):
        for pointer, what in strict_totals(tool.schema):
            yield Finding(f"{STRICT_TARGET}: {what} (as of {AS_OF})",
                          origin=schema_at(ctx, tool, pointer), tool=tool.name,
                          hint="split the tool or replace long enums with a described string")


def strict_totals(schema: Any) -> list[tuple[str, str]]:
    properties = enum_values = characters = 0
    depth_of: dict[str, int] = {}
    too_deep: tuple[str, int] | None = None
    problems: list[tuple[str, str]] = []
    for pointer, node in iter_subschemas(schema):
        depth = _parent_depth(pointer, depth_of) + (1 if is_object(node) else 0)
        depth_of[pointer] = depth
        if depth > _L.depth and (too_deep is None or depth > too_deep[1]):
            too_deep = (pointer if too_deep is None else too_deep[0], depth)
        names = node.get("properties")
        if isinstance(names, dict):
            properties += len(names)
            characters += sum(len(name) for name in names)
        for key in ("$defs", "definitions"):
            if isinstance(node.get(key), dict):
                characters += sum(len(name) for name in node[key])
        if "const" in node:
            characters += _length(node["const"])
        enum = node.get("enum")
        if isinstance(enum, list):
            enum_values += len(enum)
            length = sum(_length(value) for value in enum)
            characters += length
            if (len(enum) > _L.large_enum and all(isinstance(v, str) for v in enum)
                    and length > _L.large_enum_characters):
                problems.append((f"{pointer}/enum",
                                 f"the string enum {where(pointer)} has {len(enum):,} values of "
                                 f"{length:,} characters; over {_L.large_enum} values strict mode "
                                 f"takes at most {_L.large_enum_characters:,}"))
    if too_deep is not None:
        problems.append((too_deep[0], f"objects nest {too_deep[1]} levels deep (first too deep "
                                      f"{where(too_deep[0])}); strict mode takes {_L.depth}"))
    for total, limit, what in ((properties, _L.properties, "object properties"),
                               (enum_values, _L.enum_values, "enum values"),
                               (characters, _L.characters, "characters of names and enum values")):
        if total > limit:
            problems.append(("", f"the schema has {total:,} {what}; strict mode takes {limit:,}"))
    return problems


def _parent_depth(pointer: str, depth_of: dict[str, int]) -> int:
    """Depth of the nearest walked ancestor: a child sits one or two tokens below it."""
    candidate = pointer
    for _ in range(2):
        if not candidate:
            break
        candidate = candidate.rsplit("/", 1)[0]
        if candidate in depth_of:
            return depth_of[candidate]
    return 0


def _length(value: Any) -> int:
    return len(value) if isinstance(value, str) else len(shown(value))
