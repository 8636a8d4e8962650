"""One renderer per output format; this dict is the `validate --format` choice list.

Machine formats turn a Report into the whole stdout document; `text` is
rendered through rich by reporters.text.
"""

from __future__ import annotations

from typing import Callable

from . import github, json_report, junit, sarif
from .document import Report

MACHINE_FORMATS: dict[str, Callable[[Report], str]] = {
    "json": json_report.render,
    "sarif": sarif.render,
    "github": github.render,
    "junit": junit.render,
}
VALIDATE_FORMATS = ("text", *MACHINE_FORMATS)
