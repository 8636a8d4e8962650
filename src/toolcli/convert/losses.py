"""What a conversion lost, and how a lost keyword is stated in a description."""

from __future__ import annotations

from typing import Any, NamedTuple

from ..canonical import canonical_json
from ..errors import ToolcliError

STATED_MAX = 160  # characters of one stated keyword; a longer value is cut with "…"


class ConversionError(ToolcliError):
    """A schema that cannot be converted at all (a $ref cycle, a non-object root)."""


class Loss(NamedTuple):
    """One keyword the converted schema no longer enforces.

    `pointer` is where it sat in the schema given to the conversion (a keyword
    of a $defs entry is named once, however often it was inlined); `note` says
    what became of it."""

    pointer: str
    keyword: str
    value: Any
    note: str

    def to_dict(self) -> dict:
        return {"pointer": self.pointer, "keyword": self.keyword, "value": self.value,
                "note": self.note}


STATED = "stated in the description"
REMOVED = "removed"


def stated(keyword: str, value: Any) -> str:
    """`format: uri`, `minLength: 1`, `not: {"type":"null"}`: how the model reads a lost keyword."""
    shown = value if isinstance(value, str) else canonical_json(value)
    text = f"{keyword}: {shown}"
    return text if len(text) <= STATED_MAX else text[: STATED_MAX - 1] + "…"


def with_statements(node: dict, statements: list[str]) -> dict:
    """`node` with the statements appended to its description, in the order given."""
    if not statements:
        return node
    said = "; ".join(statements)
    description = node.get("description")
    if isinstance(description, str) and description.strip():
        said = f"{description.rstrip()} ({said})"
    return {**node, "description": said}


def unique(losses: list[Loss]) -> tuple[Loss, ...]:
    """Each (pointer, keyword) once, sorted: an inlined definition loses its keywords once."""
    seen: dict[tuple[str, str], Loss] = {}
    for loss in losses:
        seen.setdefault((loss.pointer, loss.keyword), loss)
    return tuple(seen[key] for key in sorted(seen))
