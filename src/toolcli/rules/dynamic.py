"""Dynamic-spec rules (D): the seed's nine `ValidateDynamic` checks.

Dynamic specs come from `external/<server>.json`: tools an MCP server adds at
run time. They never enter the static registry, so they get their own checks,
including the cold-brief pair that R008/R009 apply on the static side.
"""

from __future__ import annotations

import re
from typing import Iterator

from .context import Context
from ..diagnostics import Finding
from ..model import BRIEF_MAX, DynamicSpec, Origin
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
            yield Finding(f"inline schema of {tool.name!r}: {'; '.join(problems)}",
                          origin=ctx.at(tool.origin, "inline"), tool=tool.name,
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


@rule("D009", "dynamic-brief-invalid", "error",
      summary=f"A cold dynamic tool has an empty brief, or a brief is longer than {BRIEF_MAX} code points.",
      why="A cold tool reaches the model only as its name and brief in the deferred catalogue; "
          "an empty brief hides what it does and a long one costs tokens on every step. "
          "The static side has the same pair (R008, R009).",
      bad='{"name": "mcp__notes__search", "tier": "cold", "brief": ""}',
      good='{"name": "mcp__notes__search", "tier": "cold", "brief": "Search notes"}')
def dynamic_brief_invalid(ctx: Context) -> Iterator[Finding]:
    for spec in _dynamic(ctx):
        origin = ctx.at(spec.origin, "brief")
        if spec.tier == "cold" and not spec.brief.strip():
            yield Finding(f"dynamic tool {spec.name!r} is cold but has no brief", origin=origin,
                          tool=spec.name, hint=f"add a brief of at most {BRIEF_MAX} characters")
        elif len(spec.brief) > BRIEF_MAX:
            yield Finding(f"the brief of dynamic tool {spec.name!r} has {len(spec.brief)} code points "
                          f"(at most {BRIEF_MAX})", origin=origin, tool=spec.name,
                          hint="shorten it; the description carries the detail")
