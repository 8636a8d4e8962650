"""A registry schema as plain JSON Schema 2020-12 (SPEC §13): what the anthropic
and mcp payloads send, and where the strict and OpenAPI conversions start.

OpenAPI leftovers and older drafts' spellings are rewritten to their 2020-12
equivalents: `nullable` becomes null in the type, `example` an `examples`
entry, boolean `exclusiveMinimum`/`exclusiveMaximum` the numeric form,
array-form `items` `prefixItems`, `dependencies` `dependentRequired` or
`dependentSchemas`; a `$schema` naming another dialect is dropped. Nothing
is lost by these rewrites except where a value cannot be read (listed).
"""

from __future__ import annotations

from typing import Any

from ..schema.walk import map_subschemas
from .losses import REMOVED, Loss, unique
from .nulls import nullable

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def clean(schema: Any) -> tuple[Any, tuple[Loss, ...]]:
    """`schema` in JSON Schema 2020-12, and what could not be rewritten."""
    losses: list[Loss] = []

    def convert(node: Any, pointer: str) -> Any:
        if not isinstance(node, dict):
            return node
        rewritten, null = _rewrite(node, pointer, losses)
        converted = map_subschemas(rewritten, pointer, convert)
        return nullable(converted) if null else converted

    return convert(schema, ""), unique(losses)


def _rewrite(node: dict, pointer: str, losses: list[Loss]) -> tuple[dict, bool]:
    """The node's own keywords rewritten, and whether OpenAPI's nullable asked for null."""
    out = dict(node)
    dialect = out.get("$schema")
    if isinstance(dialect, str) and dialect.rstrip("#") != DIALECT:
        del out["$schema"]
    if "example" in out:
        example = out.pop("example")
        examples = out.get("examples")
        if not isinstance(examples, list):
            out["examples"] = [example]
        elif example not in examples:
            out["examples"] = [*examples, example]
    for exclusive, bound in (("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")):
        if isinstance(out.get(exclusive), bool):  # draft 4: a flag on the bound
            if out.pop(exclusive) and bound in out:
                out[exclusive] = out.pop(bound)
    if isinstance(out.get("items"), list):  # draft 4-2019: a tuple
        out["prefixItems"] = out.pop("items")
        if "additionalItems" in out:
            out["items"] = out.pop("additionalItems")
    elif "additionalItems" in out:  # ignored beside a single items schema
        del out["additionalItems"]
    if "dependencies" in out:
        _split_dependencies(out, pointer, losses)
    return out, out.pop("nullable", False) is True


def _split_dependencies(out: dict, pointer: str, losses: list[Loss]) -> None:
    dependencies = out.pop("dependencies")
    if not isinstance(dependencies, dict):
        losses.append(Loss(f"{pointer}/dependencies", "dependencies", dependencies, REMOVED))
        return
    for name, value in dependencies.items():
        key = "dependentRequired" if isinstance(value, list) else "dependentSchemas"
        out.setdefault(key, {})
        if isinstance(out[key], dict):
            out[key] = {**out[key], name: value}
