"""`validate --format json`: exactly SPEC §3.2."""

from __future__ import annotations

from .document import Report, dumps, json_document


def render(report: Report) -> str:
    return dumps(json_document(report))
