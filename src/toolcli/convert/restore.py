"""The one change a strict call makes to arguments, undone (SPEC §13).

Under strict mode every property is required, so a model that would have left
an optional argument out sends null instead. `restore_arguments` drops such a
null wherever the tool's own schema has the property optional and not
nullable, at any depth, so the tool or MCP server receives what its schema
allows. Everything else passes through unchanged. The schema is read as JSON
Schema (its own `$schema`, else 2020-12): an OpenAPI `nullable: true` on an
optional property does not keep a null, which is safe (the property may be
left out) and what every JSON Schema validator expects.
"""

from __future__ import annotations

from typing import Any

from ..model import RegistryModel
from .refs import lookup

MAX_DEPTH = 64  # levels of arguments looked into; deeper values pass unchanged


def tool_schema(registry: RegistryModel, tool: str) -> Any:
    """The parameters a surface sends for `tool` (its first declaration, else
    the first dynamic spec of that name), or None for a name it does not know."""
    for declaration in registry.declarations:
        if declaration.name == tool and declaration.has_parameters:
            return declaration.parameters
    for spec in registry.dynamic:
        if spec.name == tool and spec.has_inline:
            return spec.inline
    return None


def restore_arguments(registry: RegistryModel, tool: str, arguments: Any) -> Any:
    """`arguments` of a call to `tool` with the nulls strict mode added dropped,
    as new objects and arrays (the values inside them shared, not copied); the
    same `arguments` for a tool the registry does not declare."""
    schema = tool_schema(registry, tool)
    if not isinstance(schema, dict):
        return arguments
    return Restorer(schema).restore(arguments)


class Restorer:
    """Restores arguments against one schema."""

    def __init__(self, schema: dict) -> None:
        from jsonschema import Draft202012Validator, validators

        self.root = schema
        cls = validators.validator_for(schema, default=Draft202012Validator)
        self._validator = cls(schema)

    def valid(self, value: Any, schema: Any) -> bool:
        return self._validator.evolve(schema=schema).is_valid(value)

    def restore(self, value: Any, schema: Any = None, depth: int = 0) -> Any:
        schema = self.root if schema is None else schema
        if depth > MAX_DEPTH or not isinstance(value, (dict, list)):
            return value
        facets = self._facets(schema)
        alternatives = [a for f in facets for key in ("anyOf", "oneOf")
                        if isinstance(f.get(key), list) for a in f[key]]
        if isinstance(value, dict):
            value = self._restore_object(value, facets, alternatives, depth)
        else:
            value = self._restore_array(value, facets, depth)
        for alternative in alternatives:
            restored = self.restore(value, alternative, depth + 1)
            if self.valid(restored, alternative):
                return restored
        if isinstance(value, dict) and None in value.values() and not self.valid(value, schema):
            # A null the schema takes on its own, where the whole schema takes no key at all
            # (an allOf member that is closed): the call is valid only without it.
            required = _required(facets)
            without = {k: v for k, v in value.items() if v is not None or k in required}
            if self.valid(without, schema):
                return without
        return value

    def _facets(self, schema: Any) -> list[dict]:
        """The schemas that apply together: `schema`, its $ref targets and allOf members."""
        facets: list[dict] = []
        seen: set[int] = set()
        stack = [schema]
        while stack:
            node = stack.pop()
            if not isinstance(node, dict) or id(node) in seen:
                continue
            seen.add(id(node))
            facets.append(node)
            if "$ref" in node:
                found = lookup(self.root, node["$ref"])
                if found is not None:
                    stack.append(found[1])
            if isinstance(node.get("allOf"), list):
                stack.extend(reversed(node["allOf"]))
        return facets

    def _restore_object(self, value: dict, facets: list[dict], alternatives: list[Any], depth: int) -> dict:
        required = _required(facets)
        others = [f for a in alternatives for f in self._facets(a)]
        restored = {}
        for key, item in value.items():
            own = _declared(facets, key)
            if item is None and key not in required and self._left_out(own, _declared(others, key)):
                continue  # strict mode's stand-in for an argument left out
            for schema in own:
                item = self.restore(item, schema, depth + 1)
            restored[key] = item
        return restored

    def _left_out(self, own: list[Any], alternative: list[Any]) -> bool:
        """Whether null is no value of an optional property: its own schemas (all
        apply) reject it, or, declared only by alternatives, every one does."""
        if own:
            return not all(self.valid(None, schema) for schema in own)
        return bool(alternative) and not any(self.valid(None, schema) for schema in alternative)

    def _restore_array(self, value: list, facets: list[dict], depth: int) -> list:
        restored = []
        for index, item in enumerate(value):
            for facet in facets:
                prefix = facet.get("prefixItems")
                if isinstance(prefix, list) and index < len(prefix):
                    item = self.restore(item, prefix[index], depth + 1)
                elif isinstance(facet.get("items"), dict):
                    item = self.restore(item, facet["items"], depth + 1)
            restored.append(item)
        return restored


def _declared(facets: list[dict], key: str) -> list[Any]:
    return [f["properties"][key] for f in facets
            if isinstance(f.get("properties"), dict) and key in f["properties"]]


def _required(facets: list[dict]) -> set[str]:
    return {name for f in facets if isinstance(f.get("required"), list) for name in f["required"]}
