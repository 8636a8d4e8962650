"""Which conversion each payload target gets: the C-rule target it must pass."""

from __future__ import annotations

from typing import Any

from ..providers.targets import CONVERSIONS
from .clean import clean
from .losses import Loss, unique
from .openapi import to_openapi
from .strict import to_strict

# Payload targets, named as the C rules' targets that check them.
TARGETS = tuple(CONVERSIONS)


def convert_schema(schema: Any, target: str) -> tuple[Any, tuple[Loss, ...]]:
    """The parameters `target` takes for `schema`, and what the conversion lost.
    For a target converted to the OpenAPI subset None means: send no
    parameters (the root declares none)."""
    if target not in CONVERSIONS:
        raise ValueError(f"unknown conversion target {target!r}; known: {', '.join(TARGETS)}")
    cleaned, lost = clean(schema)
    conversion = CONVERSIONS[target]
    if conversion == "clean":
        return cleaned, lost
    if conversion == "openapi":
        converted, more = to_openapi(cleaned)
    else:
        converted, more = to_strict(cleaned, target)
    return converted, unique([*lost, *more])
