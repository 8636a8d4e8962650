"""Unknown keywords in a tool's schemas: R023 in a declaration of the
registry's own, D016 in a capture (a server's text, which its users cannot
fix: a warning). Each finding sits at the key's own line and names its
column, with the keyword it most likely misspells (schema/keywords.py)."""

from __future__ import annotations

from typing import Iterator

from ..diagnostics import Finding
from ..files.pointer import split_pointer
from ..schema.keywords import closest_keyword, unknown_keywords
from .base import rule
from .context import Context, ToolView

_WHY = ("No JSON Schema draft defines the keyword, so no validator and no provider reads it: "
        "`\"tpye\": \"string\"` constrains nothing and `\"requried\": [...]` leaves every argument "
        "optional, while the schema is sent to the model as written and looks fine to a reviewer. "
        "Vendor extensions are named `x-…` and never fire; so do OpenAPI's `nullable` and `example` "
        "and Gemini's `propertyOrdering`, which providers take. Keys under `properties`, "
        "`patternProperties`, `$defs`, `definitions` and `dependentSchemas` are names, not keywords.")


def _findings(ctx: Context, tool: ToolView, key_of_schema: str, schema: object) -> Iterator[Finding]:
    for pointer, key in unknown_keywords(schema):
        origin, col = ctx.exactly(tool.origin, key_of_schema, *split_pointer(pointer), key)
        where = f" (line {origin.line}, column {col})" if col is not None else ""
        closest = closest_keyword(key)
        guess = f"; did you mean {closest!r}?" if closest else ""
        yield Finding(f"{key_of_schema} of {tool.name!r}: {key!r}{where} is a keyword no JSON Schema draft "
                      f"defines{guess}", origin=origin, tool=tool.name,
                      hint=(f"rename it to {closest!r}" if closest else "remove it")
                      + ", or name a vendor extension x-…")


@rule("R023", "schema-keyword-unknown", "error",
      summary="A declaration's schema holds a keyword no JSON Schema draft defines (a typo such as `tpye`).",
      why=_WHY,
      bad='"parameters": {"type": "object", "properties": {"path": {"tpye": "string"}}, "requried": ["path"]}',
      good='"parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}')
def schema_keyword_unknown(ctx: Context) -> Iterator[Finding]:
    for tool in ctx.tools:
        if not tool.dynamic and tool.has_schema and ctx.processable(tool):  # X005 reports the rest
            yield from _findings(ctx, tool, tool.schema_key, tool.schema)


@rule("D016", "dynamic-schema-keyword-unknown", "warning",
      summary="A captured tool's input or output schema holds a keyword no JSON Schema draft defines.",
      why=_WHY + " A server's schema is its author's to fix: a warning, to report upstream.",
      bad='"inline": {"type": "object", "properties": {"query": {"type": "string", "descripton": "..."}}}',
      good='"inline": {"type": "object", "properties": {"query": {"type": "string", "description": "..."}}}')
def dynamic_schema_keyword_unknown(ctx: Context) -> Iterator[Finding]:
    outputs = {(spec.origin.file, spec.origin.pointer): spec.output
               for spec in ctx.registry.dynamic if spec.has_output}
    for tool in ctx.tools:
        if not tool.dynamic:
            continue
        if tool.has_schema and ctx.processable(tool):
            yield from _findings(ctx, tool, tool.schema_key, tool.schema)
        output = outputs.get((tool.origin.file, tool.origin.pointer))
        if output is not None and ctx.measured(output).reason is None:
            yield from _findings(ctx, tool, "output", output)
