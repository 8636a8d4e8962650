"""Dynamic-spec rules (D): the seed's nine `ValidateDynamic` checks, D010 and D011.

Dynamic specs come from `external/<server>.json`: tools an MCP server adds at
run time. They never enter the static registry, so they get their own checks,
including the cold-brief pair that R008/R009 apply on the static side.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from .context import Context
from ..diagnostics import Finding
from ..canonical import canonical_json
from ..files.pointer import escape_pointer, split_pointer
from ..model import BRIEF_MAX, DynamicSpec, Origin
from ..schema.check import DEFAULT_DIALECT, DIALECT_2020_12, ROOT_NOT_OBJECT, knows_dialect, problem_place
from ..schema.walk import iter_subschema_nodes, iter_subschemas
from .base import rule

PREFIX = "mcp__"
SEPARATOR = "__"
NAME_MAX = 64
_OUTSIDE_CHARSET = re.compile(r"[^A-Za-z0-9_-]")


def _dynamic(ctx: Context) -> tuple[DynamicSpec, ...]:
    return ctx.registry.dynamic


def name_problem(name: str, server: str) -> str | None:
    """Why `name` is not `mcp__<server>__<tool>` for the file's `server`, or None."""
    if not name.startswith(PREFIX):
        return f"does not start with {PREFIX!r}"
    rest = name[len(PREFIX):]
    cut = rest.find(SEPARATOR)
    if cut < 0:
        return f"has no {SEPARATOR!r} between the server and the tool part"
    server_part, tool_part = rest[:cut], rest[cut + len(SEPARATOR):]
    if not server_part:
        return "has an empty server part"
    if not tool_part:
        return "has an empty tool part"
    if server_part == server:
        return None
    if SEPARATOR in server:
        return (f"cannot carry the server {server!r}: a server part holding {SEPARATOR!r} "
                f"reads as server {server_part!r}")
    return f"reads as server {server_part!r} (up to the first {SEPARATOR!r}), but its file is server {server!r}"


@rule("D001", "dynamic-prefix-invalid", "error",
      summary="A dynamic tool's name is not `mcp__<server>__<tool>` for its own server.",
      why="Hosts route a dynamic call by splitting its name at the first `__`: a name without "
          "the prefix, with an empty part, or naming another server reaches the wrong server "
          "or none, and can pass for a static tool.",
      bad='{"server": "notes", "tools": [{"name": "notes_search", ...}]}',
      good='{"server": "notes", "tools": [{"name": "mcp__notes__search", ...}]}')
def dynamic_prefix_invalid(ctx: Context) -> Iterator[Finding]:
    for spec in _dynamic(ctx):
        problem = name_problem(spec.name, spec.server)
        if problem is not None:
            hint = (f"name it {PREFIX}{spec.server}{SEPARATOR}<tool>"
                    if SEPARATOR not in spec.server
                    else f"import the server under a name without {SEPARATOR!r}")
            yield Finding(f"dynamic tool {spec.name!r} {problem}",
                          origin=ctx.at(spec.origin, "name"), tool=spec.name, hint=hint)


@rule("D002", "dynamic-charset-invalid", "error",
      summary="A dynamic tool's name has a character outside `[A-Za-z0-9_-]`.",
      why="Provider APIs reject tool names outside this set (the whole request fails), and "
          "look-alike or invisible characters let one tool pass for another.",
      bad='"name": "mcp__notes__search.v2"',
      good='"name": "mcp__notes__search_v2"')
def dynamic_charset_invalid(ctx: Context) -> Iterator[Finding]:
    for spec in _dynamic(ctx):
        bad = sorted(set(_OUTSIDE_CHARSET.findall(spec.name)))
        if bad:
            shown = ", ".join(f"U+{ord(ch):04X} {ch!r}" for ch in bad)
            yield Finding(f"dynamic tool {spec.name!r} has characters outside [A-Za-z0-9_-]: {shown}",
                          origin=ctx.at(spec.origin, "name"), tool=spec.name,
                          hint="the server's tool name must use letters, digits, '_' and '-' only; "
                               "rename it on the server")


@rule("D003", "dynamic-name-too-long", "error",
      summary=f"A dynamic tool's name is longer than {NAME_MAX} characters.",
      why=f"OpenAI-compatible APIs reject names over {NAME_MAX} characters, and the `mcp__<server>__` "
          "prefix eats into that budget.",
      bad='"name": "mcp__github__list_all_pull_request_review_comments_for_a_repository"',
      good='"name": "mcp__github__list_review_comments"')
def dynamic_name_too_long(ctx: Context) -> Iterator[Finding]:
    for spec in _dynamic(ctx):
        if len(spec.name) > NAME_MAX:
            yield Finding(f"dynamic tool {spec.name!r} has {len(spec.name)} characters (at most {NAME_MAX})",
                          origin=ctx.at(spec.origin, "name"), tool=spec.name,
                          hint="import the server under a shorter name or shorten the tool's name on the server")


@rule("D004", "dynamic-inline-missing", "error",
      summary="A dynamic tool has no `inline` schema.",
      why="A dynamic tool is not in schemas.json; its `inline` schema is the only declaration "
          "of its parameters the model can be given.",
      bad='{"name": "mcp__notes__search", "description": "...", "family": "external_read"}',
      good='{"name": "mcp__notes__search", "description": "...", "family": "external_read",\n'
           ' "inline": {"type": "object", "properties": {"query": {"type": "string"}}}}')
def dynamic_inline_missing(ctx: Context) -> Iterator[Finding]:
    for spec in _dynamic(ctx):
        if not spec.has_inline:
            yield Finding(f"dynamic tool {spec.name!r} has no inline schema",
                          origin=spec.origin, tool=spec.name,
                          hint="re-import the server: `inline` is the MCP tool's inputSchema")


@rule("D005", "dynamic-inline-invalid", "error",
      summary='A dynamic tool\'s `inline` schema is invalid against its dialect, or its root is not "type": "object".',
      why="Providers reject the whole request when one tool's schema is invalid, and the "
          "arguments of a call must be an object with named properties.",
      bad='"inline": {"type": "objet", "properties": {"query": {"type": "string"}}}',
      good='"inline": {"type": "object", "properties": {"query": {"type": "string"}}}')
def dynamic_inline_invalid(ctx: Context) -> Iterator[Finding]:
    for tool in ctx.tools:
        if not tool.dynamic or not tool.has_schema:
            continue  # a missing inline is D004's
        if not ctx.processable(tool):
            continue  # X005 reports it; it is not processed further
        problems = ctx.schema_problems(tool)
        if problems:
            origin, _ = ctx.exactly(tool.origin, "inline", *problem_place(tool.schema, problems[0]))
            yield Finding(f"inline schema of {tool.name!r}: {'; '.join(problems)}", origin=origin, tool=tool.name,
                          hint="fix the server's inputSchema (or the captured file) so it validates "
                               "against its $schema dialect with an object root")


def _write_family_flag(ctx: Context, flag: str) -> Iterator[tuple[DynamicSpec, Origin]]:
    for spec in _dynamic(ctx):
        if spec.family == "external_write" and getattr(spec, flag) is not True:
            yield spec, ctx.at(spec.origin, flag)


@rule("D006", "dynamic-write-not-mutating", "error",
      summary="A dynamic tool of family external_write has mutates = false.",
      why="`read_only` is derived from `mutates`: a write tool marked non-mutating would be run "
          "concurrently with other calls and treated as safe to retry.",
      bad='{"name": "mcp__notes__add", "family": "external_write", "mutates": false, ...}',
      good='{"name": "mcp__notes__add", "family": "external_write", "mutates": true, ...}')
def dynamic_write_not_mutating(ctx: Context) -> Iterator[Finding]:
    for spec, origin in _write_family_flag(ctx, "mutates"):
        yield Finding(f"dynamic tool {spec.name!r} is external_write but has mutates = false",
                      origin=origin, tool=spec.name,
                      hint='set "mutates": true, or "family": "external_read" if it really only reads')


@rule("D007", "dynamic-write-without-auth", "error",
      summary="A dynamic tool of family external_write has needs_auth = false.",
      why="A third-party tool that changes the outside world must ask the user before each "
          "call; without needs_auth it runs unattended.",
      bad='{"name": "mcp__notes__add", "family": "external_write", "needs_auth": false, ...}',
      good='{"name": "mcp__notes__add", "family": "external_write", "needs_auth": true, ...}')
def dynamic_write_without_auth(ctx: Context) -> Iterator[Finding]:
    for spec, origin in _write_family_flag(ctx, "needs_auth"):
        yield Finding(f"dynamic tool {spec.name!r} is external_write but has needs_auth = false",
                      origin=origin, tool=spec.name,
                      hint='set "needs_auth": true, or "family": "external_read" if it really only reads')


def _where(origin: Origin) -> str:
    return f"{origin.file}:{origin.line}" if origin.line is not None else origin.file


@rule("D008", "dynamic-name-collision", "error",
      summary="A dynamic tool has the same name as a static tool or as another dynamic tool.",
      why="Only one of two tools with one name can be called: a server could shadow a built-in "
          "tool, and which one runs depends on load order.",
      bad='{"server": "notes", "tools": [{"name": "mcp__notes__search", ...}, {"name": "mcp__notes__search", ...}]}',
      good='{"server": "notes", "tools": [{"name": "mcp__notes__search", ...}, {"name": "mcp__notes__add", ...}]}')
def dynamic_name_collision(ctx: Context) -> Iterator[Finding]:
    static: dict[str, Origin] = {name: d.origin for name, d in ctx.declarations_by_name.items()}
    static.update({name: s.origin for name, s in ctx.specs_by_name.items()})  # the spec wins
    for name, specs in ctx.dynamic_by_name.items():
        first = static.get(name)
        kind = "static tool"
        later = specs
        if first is None:
            first, kind, later = specs[0].origin, "dynamic tool", specs[1:]
        for spec in later:
            yield Finding(f"dynamic tool {name!r} has the name of the {kind} declared at {_where(first)}",
                          origin=ctx.at(spec.origin, "name"), tool=name,
                          hint="each tool needs its own name; drop the repeated capture or rename the server's tool")


_MARKDOWN_LEAD = re.compile(r"\s*(#{1,6}|[-*+]|\d{1,9}[.)])(\s|$)")


def markdown_lead(brief: str) -> str | None:
    """What Markdown block marker `brief` starts with ("a heading", "a list marker"), or None."""
    match = _MARKDOWN_LEAD.match(brief)
    if match is None:
        return None
    return "a Markdown heading" if match.group(1).startswith("#") else "a Markdown list marker"


@rule("D009", "dynamic-brief-invalid", "error",
      summary=f"A cold dynamic tool has an empty brief, a brief is longer than {BRIEF_MAX} code points, "
              "or a brief starts as a Markdown heading or list item.",
      why="A cold tool reaches the model only as its name and brief in the deferred catalogue; "
          "an empty brief hides what it does, a long one costs tokens on every step, and a "
          "Markdown marker (a heading's `#`, a list's `-` or `1.`) is a description's layout "
          "copied into a one-line label. The static side has the pair R008/R009.",
      bad='{"name": "mcp__notes__search", "tier": "cold", "brief": "## Search notes"}',
      good='{"name": "mcp__notes__search", "tier": "cold", "brief": "Search notes"}')
def dynamic_brief_invalid(ctx: Context) -> Iterator[Finding]:
    for spec in _dynamic(ctx):
        origin = ctx.at(spec.origin, "brief")
        problems = []
        if spec.tier == "cold" and not spec.brief.strip():
            problems.append("is cold but has no brief")
        if len(spec.brief) > BRIEF_MAX:
            problems.append(f"has a brief of {len(spec.brief)} code points (at most {BRIEF_MAX})")
        marker = markdown_lead(spec.brief)
        if marker is not None:
            problems.append(f"has a brief that starts as {marker}")
        if problems:
            yield Finding(f"dynamic tool {spec.name!r} {' and '.join(problems)}", origin=origin, tool=spec.name,
                          hint=f"write a plain phrase of at most {BRIEF_MAX} characters, e.g. the MCP "
                               "title or the description's first sentence without Markdown")


# --- D010, D011: what a server declares beyond the inputs ------------------------------

_BOOLEAN_HINT = "replace it with an object schema, e.g. {} or {\"type\": \"string\"}"


def output_problems(ctx: Context, output: Any, any_root: bool = False) -> list[tuple[tuple[str | int, ...], str, str]]:
    """(pointer parts under `output`, what is wrong, how to fix it) for an MCP
    outputSchema; `any_root` for a 2026-07-28 capture, whose output schema may
    have any root (SEP-2106: an array of results, say)."""
    if not isinstance(output, dict):
        return [((), f"it is {canonical_json(output)[:60]}, not an object schema", 'write {"type": "object", ...}')]
    found: list[tuple[tuple[str | int, ...], str, str]] = []
    dialect = output.get("$schema", DEFAULT_DIALECT)
    known = isinstance(dialect, str) and knows_dialect(dialect)
    if isinstance(dialect, str) and dialect not in DIALECT_2020_12:
        found.append((("$schema",), f"it declares the dialect {dialect!r}; Claude's clients accept "
                      "JSON Schema 2020-12 only and refuse the tool",
                      "emit 2020-12 (or no $schema) from the server: the TypeScript SDK's zod conversion "
                      "writes draft-07 by default"))
    complexity = ctx.measured(output)
    if complexity.reason is not None:
        found.append((_parts(complexity.pointer), f"it is too complex to check ({complexity.reason})",
                      "simplify the output schema"))
        return found
    if known or not isinstance(dialect, str):
        found.extend((tuple(problem_place(output, problem)), problem, "fix the server's outputSchema so it "
                      "validates against its dialect with an object root") for problem in ctx.problems_of(output)
                     if not (any_root and problem == ROOT_NOT_OBJECT))
    if not any(map(_boolean_property, iter_subschema_nodes(output))):
        return found  # the common case, found without building a pointer
    for pointer, node in iter_subschemas(output):
        properties = node.get("properties")
        if isinstance(properties, dict):
            found.extend((_parts(pointer) + ("properties", name),
                          f"{pointer}/properties/{escape_pointer(name)} is the boolean subschema "
                          f"{canonical_json(value)}; Claude's clients refuse it", _BOOLEAN_HINT)
                         for name, value in properties.items() if isinstance(value, bool))
    return found


def _boolean_property(node: dict) -> bool:
    properties = node.get("properties")
    return isinstance(properties, dict) and any(isinstance(value, bool) for value in properties.values())


def _parts(pointer: str) -> tuple[str, ...]:
    return tuple(split_pointer(pointer))


@rule("D010", "output-schema-invalid", "error",
      summary="A dynamic tool's `output` (its MCP outputSchema) is invalid, has no object root (before "
              "the 2026-07-28 protocol, which allows any root), declares a dialect other than JSON Schema "
              "2020-12, or has a boolean subschema under properties.",
      why="Claude's MCP clients (Desktop, Cowork and Code) validate every outputSchema with a JSON "
          "Schema 2020-12 validator and refuse each tool whose output schema declares another dialect "
          "or holds `true` under `properties`, which leaves whole servers unusable "
          "(anthropics/claude-code #86142, 2026-08-12). zod-to-json-schema's draft-07 default puts "
          "such schemas into many TypeScript servers; MCP SEP-1613 makes 2020-12 the default dialect. "
          "MCP Inspector accepts what Claude refuses, so the author learns it from users.",
      bad='"output": {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", ...}',
      good='"output": {"type": "object", "properties": {"notes": {"type": "array", "items": {"type": "string"}}}}')
def output_schema_invalid(ctx: Context) -> Iterator[Finding]:
    discover_era = {file.origin.file for file in ctx.registry.external_files if file.discover_era}
    for spec in _dynamic(ctx):
        if not spec.has_output:
            continue
        problems = output_problems(ctx, spec.output, any_root=spec.origin.file in discover_era)
        if problems:
            first = problems[0]
            yield Finding(f"the output schema of {spec.name!r}: {'; '.join(what for _, what, _ in problems)}",
                          origin=ctx.exactly(spec.origin, "output", *first[0])[0], tool=spec.name,
                          hint=_both_sides("; ".join(dict.fromkeys(hint for _, _, hint in problems)),
                                           spec.server))


def _both_sides(author_hint: str, server: str) -> str:
    """The fix for the server's author, then the way through for its users,
    who cannot change someone else's server."""
    return (f"its author: {author_hint}; its users: report it to the author, and accept it with "
            f"[[lint.allow]] rule = \"D010\", server = {canonical_json(server)}, reason = \"...\"")


WRITING_VERBS = frozenset(("delete", "remove", "create", "update", "write", "edit", "send", "post", "push",
                           "commit", "merge", "move", "rename", "drop", "kill", "reset", "set", "upload",
                           "execute", "run", "purge", "wipe", "erase", "destroy", "truncate", "overwrite", "revoke",
                           "terminate", "uninstall"))
# The writing verbs that destroy: a read-only hint on a tool that leads with one is bait (X002).
DESTRUCTIVE_VERBS = frozenset(("delete", "remove", "drop", "kill", "reset", "purge", "wipe", "erase", "destroy",
                               "truncate", "overwrite", "revoke", "terminate", "uninstall"))
# "Permanently deletes ...": the verb a description leads with may follow one of these.
_LEADING_ADVERBS = frozenset(("permanently", "irreversibly", "forcibly", "completely", "irrevocably", "silently"))
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")
# "This tool will delete ...": the verb a description leads with may follow this.
_LEAD_IN = re.compile(r"\s*(?:this\s+(?:tool|function)\s+(?:will\s+)?|it\s+will\s+)", re.IGNORECASE)


def writing_verb(word: str, verbs: frozenset[str] = WRITING_VERBS) -> str | None:
    """The writing verb `word` is (any case, or its -s/-es form), or None."""
    lowered = word.lower()
    stems = (lowered, lowered[:-1] if lowered.endswith("s") else "", lowered[:-2] if lowered.endswith("es") else "")
    return next((stem for stem in stems if stem in verbs), None)


def writing_lead(name: str, description: Any, verbs: frozenset[str] = WRITING_VERBS) -> str | None:
    """How a tool's own words say it writes ("its name leads with the writing verb 'delete'"):
    the first word of its name (the part after mcp__<server>__) or of its description."""
    tool_part = name[len(PREFIX):].split(SEPARATOR, 1)[-1] if name.startswith(PREFIX) else name
    name_words = _WORD.findall(tool_part)
    verb = writing_verb(name_words[0], verbs) if name_words else None
    if verb is not None:
        return f"its name leads with the writing verb {verb!r}"
    start = lead_in.end() if isinstance(description, str) and (lead_in := _LEAD_IN.match(description)) else 0
    leads = _WORD.finditer(description, start) if isinstance(description, str) else iter(())
    lead = next(leads, None)
    if lead is not None and lead.group().lower() in _LEADING_ADVERBS:
        lead = next(leads, None)
    if lead is not None and writing_verb(lead.group(), verbs) is not None:
        return f"its description leads with the writing verb {lead.group()!r}"
    return None


@rule("D011", "annotations-contradict", "warning",
      summary="A dynamic tool's annotations contradict themselves or its text: readOnlyHint with "
              "destructiveHint, or readOnlyHint on a tool whose name or first sentence leads with a "
              "writing verb.",
      why="Clients run read-only tools without asking and in parallel. Annotations come from the "
          "server and are untrusted (MCP says so); a hint that contradicts itself or the tool's own "
          "words is a mistake at best and bait at worst, and toolcli's import trusts readOnlyHint "
          "for the family external_read.",
      bad='{"name": "mcp__notes__delete_note", "annotations": {"readOnlyHint": true}}',
      good='{"name": "mcp__notes__delete_note", "annotations": {"readOnlyHint": false, "destructiveHint": true}}')
def annotations_contradict(ctx: Context) -> Iterator[Finding]:
    for spec in _dynamic(ctx):
        hints = spec.annotations
        if hints.get("readOnlyHint") is not True:
            continue
        if hints.get("destructiveHint") is True:
            why = "declares both readOnlyHint and destructiveHint true"
        else:
            lead = writing_lead(spec.name, spec.description)
            if lead is None:
                continue
            why = f"declares readOnlyHint true, but {lead}"
        yield Finding(f"dynamic tool {spec.name!r} {why}", origin=ctx.at(spec.origin, "annotations", "readOnlyHint"),
                      tool=spec.name, hint="check the server's annotations; a tool that changes anything "
                                          "is not read-only (readOnlyHint false, family external_write)")
