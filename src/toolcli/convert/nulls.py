"""Whether a schema admits null, and the same schema made to admit it."""

from __future__ import annotations

from typing import Any

from ..schema.walk import types_of

_COMPOSED = ("$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "not", "if", "const")


def admits_null(node: Any) -> bool:
    """Whether null is plainly valid under `node`; False when it takes a reference
    or a composition to say (a conservative answer: the caller then adds null)."""
    if node is True:
        return True
    if not isinstance(node, dict):
        return False
    if "type" in node and "null" not in types_of(node):
        return False
    if "enum" in node and not (isinstance(node["enum"], list) and None in node["enum"]):
        return False
    if "const" in node and node["const"] is not None:
        return False
    for key in ("anyOf", "oneOf"):
        if key in node and not (isinstance(node[key], list) and any(admits_null(m) for m in node[key])):
            return False
    return not any(key in node for key in ("$ref", "$dynamicRef", "allOf", "not", "if"))


def nullable(node: Any) -> Any:
    """`node` admitting null too: `["T", "null"]` where it declares a plain type,
    else `anyOf` with `{"type": "null"}`."""
    if admits_null(node):
        return node
    if isinstance(node, dict) and "type" in node and not any(k in node for k in _COMPOSED):
        widened = {**node, "type": [*types_of(node), "null"]}
        if isinstance(node.get("enum"), list):
            widened["enum"] = [*node["enum"], None]
        return widened
    return {"anyOf": [node, {"type": "null"}]}
