"""Canonical JSON: the one text of a value that sizes, digests and golden
files are computed from, and the size and SHA-256 of a declaration's.

Sorted keys, no whitespace between tokens, UTF-8 kept (not \\u-escaped), no
NaN or Infinity. Values are bounded in depth at load (files.json.MAX_NESTING),
so the C encoder's recursion never overflows.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

_COMPACT = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                            allow_nan=False, check_circular=False)


def canonical_json(value: Any) -> str:
    """The canonical text of `value`."""
    return _COMPACT.encode(value)


def declaration_json(name: str, description: Any, parameters: Any) -> str:
    """The canonical declaration `{"description","name","parameters"}`: its
    UTF-8 size counts against a budget (SPEC §6)."""
    return canonical_json({"description": description, "name": name, "parameters": parameters})


def declaration_sha256(name: str, description: Any, parameters: Any) -> str:
    """SHA-256 of the canonical declaration: the `sha256` of a deferred entry."""
    return declaration_size_and_sha256(name, description, parameters)[1]


def declaration_size_and_sha256(name: str, description: Any, parameters: Any) -> tuple[int, str]:
    """UTF-8 size of the canonical declaration, and its SHA-256."""
    data = declaration_json(name, description, parameters).encode("utf-8")
    return len(data), hashlib.sha256(data).hexdigest()


def indented_json(value: Any, *, sort_keys: bool = True) -> str:
    """`value` for people and diffs: 2-space indent, UTF-8 kept, no final newline."""
    return json.dumps(value, indent=2, sort_keys=sort_keys, ensure_ascii=False, allow_nan=False)
