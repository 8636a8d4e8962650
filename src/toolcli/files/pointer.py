"""JSON pointers (RFC 6901): the one escaping of reference tokens."""

from __future__ import annotations

from typing import Any


def escape_pointer(token: str) -> str:
    """A reference token as it stands in a pointer: `~` -> `~0`, `/` -> `~1`."""
    return token.replace("~", "~0").replace("/", "~1")


def unescape_pointer(token: str) -> str:
    """The key a reference token names: `~1` -> `/`, `~0` -> `~`."""
    return token.replace("~1", "/").replace("~0", "~")


def join_pointer(pointer: str, *tokens: str | int) -> str:
    """`pointer` extended by each token, escaped."""
    return pointer + "".join("/" + escape_pointer(str(token)) for token in tokens)


def split_pointer(pointer: str) -> list[str]:
    """The keys of a pointer, unescaped ("" is the root: no keys)."""
    return [unescape_pointer(part) for part in pointer.split("/")[1:]] if pointer else []


def resolve_pointer(document: Any, pointer: str) -> Any:
    """The value `pointer` names in `document`; KeyError when it names nothing."""
    node = document
    for token in split_pointer(pointer):
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isascii() and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            raise KeyError(pointer)
    return node
