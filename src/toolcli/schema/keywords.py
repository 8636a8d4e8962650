"""The keywords a schema may hold (R023, D016): every keyword some JSON Schema
draft defines, and the few annotations providers take beside them.

A key in a keyword position that is none of these and not a vendor extension
(`x-…`) is a typo the provider receives as written: `"tpye": "string"`
constrains nothing, and `"requried": [...]` leaves every argument optional.
Keys inside `properties`, `patternProperties`, `$defs`, `definitions` and
`dependentSchemas` are names, not keywords: the walk (schema/walk.py) steps
into their values and never reads them as keywords.
"""

from __future__ import annotations

import difflib
from typing import Any, Iterator

from .walk import iter_subschema_nodes, iter_subschemas

# Every keyword of drafts 3, 4, 6 and 7, 2019-09 and 2020-12: the properties of
# their metaschemas and vocabularies (tests/test_schema_keywords.py holds this
# set equal to the metaschemas jsonschema ships).
DRAFT_KEYWORDS = frozenset((
    "$anchor", "$comment", "$defs", "$dynamicAnchor", "$dynamicRef", "$id", "$recursiveAnchor",
    "$recursiveRef", "$ref", "$schema", "$vocabulary",
    "additionalItems", "additionalProperties", "allOf", "anyOf", "const", "contains", "contentEncoding",
    "contentMediaType", "contentSchema", "default", "definitions", "dependencies", "dependentRequired",
    "dependentSchemas", "deprecated", "description", "disallow", "divisibleBy", "else", "enum", "examples",
    "exclusiveMaximum", "exclusiveMinimum", "extends", "format", "id", "if", "items", "maxContains",
    "maxItems", "maxLength", "maxProperties", "maximum", "minContains", "minItems", "minLength",
    "minProperties", "minimum", "multipleOf", "not", "oneOf", "pattern", "patternProperties", "prefixItems",
    "properties", "propertyNames", "readOnly", "required", "then", "title", "type", "unevaluatedItems",
    "unevaluatedProperties", "uniqueItems", "writeOnly",
))
# OpenAPI 3.0 annotations a provider takes in a tool's schema: Gemini's Schema
# object has `nullable`, `example` and `propertyOrdering` (Gemini API
# reference, Schema), and toolcli's own conversions read the first two
# (convert/clean.py). None occurs in the real servers' tools of tests/corpus.
PROVIDER_KEYWORDS = frozenset(("nullable", "example", "propertyOrdering"))
KNOWN_KEYWORDS = DRAFT_KEYWORDS | PROVIDER_KEYWORDS
VENDOR_PREFIX = "x-"  # OpenAPI's extensions: never a typo
_BY_CASE = {keyword.lower(): keyword for keyword in KNOWN_KEYWORDS}
_SORTED = sorted(KNOWN_KEYWORDS)


def unknown_keywords(schema: Any) -> Iterator[tuple[str, str]]:
    """(pointer of the schema object, key) of every key in a keyword position
    that no draft defines, no provider takes and no `x-` prefix marks."""
    if all(map(_only_known_keys, iter_subschema_nodes(schema))):
        return  # the common case, found without building a pointer
    for pointer, node in iter_subschemas(schema):
        for key in node:
            if key not in KNOWN_KEYWORDS and not key.startswith(VENDOR_PREFIX):
                yield pointer, key


def _only_known_keys(node: dict) -> bool:
    return KNOWN_KEYWORDS.issuperset(node) or all(
        key in KNOWN_KEYWORDS or key.startswith(VENDOR_PREFIX) for key in node)


def closest_keyword(key: str) -> str | None:
    """The known keyword `key` most likely misspells: the same letters in
    another case ("minlength"), else the closest by difflib; None when
    nothing is close."""
    same = _BY_CASE.get(key.lower())
    if same is not None:
        return same
    found = difflib.get_close_matches(key, _SORTED, n=1, cutoff=0.7)
    return found[0] if found else None
