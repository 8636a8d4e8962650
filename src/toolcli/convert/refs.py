"""Local `$ref`s: where one points, and a refusal that names a cycle."""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from ..files.pointer import join_pointer, resolve_pointer, split_pointer
from .losses import ConversionError


def lookup(root: Any, ref: Any) -> tuple[str, Any] | None:
    """The pointer and value a local `$ref` ("#", "#/$defs/A") names in `root`;
    None for a remote reference, an anchor or a pointer to nothing."""
    if not isinstance(ref, str) or not ref.startswith("#"):
        return None
    fragment = unquote(ref[1:])
    if fragment and not fragment.startswith("/"):
        return None  # an $anchor: not followed
    try:
        return join_pointer("", *split_pointer(fragment)), resolve_pointer(root, fragment)
    except KeyError:
        return None


def enter(chain: tuple[str, ...], pointer: str, site: str) -> tuple[str, ...]:
    """`chain` (the $ref targets being followed) with `pointer` added; a cycle is refused."""
    if pointer in chain:
        loop = " -> ".join(f"#{p}" for p in (*chain[chain.index(pointer):], pointer))
        raise ConversionError(f"the $ref at {site or '/'} is part of a cycle ({loop}); "
                              "a recursive schema cannot be inlined")
    return (*chain, pointer)
