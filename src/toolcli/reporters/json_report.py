"""`validate --format json`: exactly SPEC §3.2."""

from __future__ import annotations

from ..validation import Report, json_document
from .document import dumps


def render(report: Report) -> str:
    return dumps(json_document(report))
