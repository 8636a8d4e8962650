"""Deterministic JSON text, the one way every machine format writes a document."""

from __future__ import annotations

from ..canonical import indented_json


def dumps(document: object) -> str:
    """Deterministic JSON text for every machine format."""
    return indented_json(document, sort_keys=False) + "\n"


def render(document: object) -> str:
    """A plain JSON document, such as `query --format json`'s answers."""
    return dumps(document)
