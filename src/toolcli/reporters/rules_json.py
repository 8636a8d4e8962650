"""`toolcli rules --format json`: every rule's record, with a registry's settings when given."""

from __future__ import annotations

from ..rules.base import Rule
from .document import dumps


def render(rules: list[Rule], settings: dict[str, dict] | None = None) -> str:
    entries = [rule.as_json() for rule in rules]
    if settings is not None:
        for entry in entries:
            entry.update(settings[entry["code"]])
    return dumps(entries)
