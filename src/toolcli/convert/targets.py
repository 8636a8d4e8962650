"""Which conversion each payload target gets: the C-rule target it must pass."""

from __future__ import annotations

from typing import Any, NamedTuple

from ..providers.targets import CONVERSIONS, NON_STRICT_TARGETS
from .clean import clean
from .losses import Loss, unique
from .openapi import to_openapi
from .strict import to_strict

# Payload targets, named as the C rules' targets that check them.
TARGETS = tuple(CONVERSIONS)
STRICT_TARGETS = tuple(name for name, conversion in CONVERSIONS.items() if conversion == "strict")


class Conversion(NamedTuple):
    """The parameters a target takes, what they lost, and the C-rule target they
    pass: the conversion's own, or the plain format's (openai, anthropic) for a tool a strict conversion sends
    with `"strict": false`."""

    schema: Any
    lost: tuple[Loss, ...]
    passes: str

    @property
    def strict(self) -> bool:
        return self.passes in STRICT_TARGETS


def convert_schema(schema: Any, target: str, *, close_open_objects: bool = False) -> Conversion:
    """The parameters `target` takes for `schema`, and what the conversion lost.
    For a target converted to the OpenAPI subset None means: send no
    parameters (the root declares none). `close_open_objects` (strict targets)
    closes open-ended objects rather than send their tool non-strict."""
    if target not in CONVERSIONS:
        raise ValueError(f"unknown conversion target {target!r}; known: {', '.join(TARGETS)}")
    cleaned, lost = clean(schema)
    conversion = CONVERSIONS[target]
    if conversion == "clean":
        return Conversion(cleaned, lost, target)
    if conversion == "openapi":
        converted, more = to_openapi(cleaned)
        return Conversion(converted, unique([*lost, *more]), target)
    strict = to_strict(cleaned, target, close_open_objects=close_open_objects)
    return Conversion(strict.schema, unique([*lost, *strict.lost]),
                      target if strict.strict else NON_STRICT_TARGETS[target])
