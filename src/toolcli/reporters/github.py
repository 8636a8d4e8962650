"""`validate --format github`: one GitHub Actions workflow command per diagnostic.

    ::error file=reg/toolspec.toml,line=12,title=R008 cold-without-brief::grep: …

GitHub turns each line into an annotation on the pull request's diff. Names,
descriptions and schema strings are untrusted: every value is escaped the way
the runner unescapes it (``%``, CR and LF everywhere; ``:`` and ``,`` in
properties too), so a hostile string can never end the line and start a
command of its own.
"""

from __future__ import annotations

import posixpath
from typing import TYPE_CHECKING

from ..diagnostics import Diagnostic
from ..safe_text import visible

if TYPE_CHECKING:
    from ..validation import Report

COMMAND = {"error": "error", "warning": "warning", "info": "notice"}


def render(report: Report) -> str:
    return "".join(annotation(d, report.registry) + "\n" for d in report.diagnostics)


def annotation(diagnostic: Diagnostic, registry: str) -> str:
    properties = []
    if diagnostic.file:
        properties.append(("file", repository_path(registry, diagnostic.file)))
        if diagnostic.line is not None:
            properties.append(("line", str(diagnostic.line)))
            if diagnostic.col is not None:
                properties.append(("col", str(diagnostic.col)))
    properties.append(("title", f"{diagnostic.code} {diagnostic.rule}"))
    head = ",".join(f"{key}={escape_property(value)}" for key, value in properties)
    return f"::{COMMAND[diagnostic.severity]} {head}::{escape_data(message_text(diagnostic))}"


def message_text(diagnostic: Diagnostic) -> str:
    """The subject, the message and the hint on a second line; control and
    format characters shown as visible escapes (newlines kept, then escaped)."""
    subject = diagnostic.tool or (f"profile {diagnostic.profile}" if diagnostic.profile else "")
    if diagnostic.tool and diagnostic.profile:
        subject += f" [{diagnostic.profile}]"
    text = f"{subject}: {diagnostic.message}" if subject else diagnostic.message
    if diagnostic.hint:
        text += f"\nhint: {diagnostic.hint}"
    return visible(text, keep_newlines=True)


def repository_path(registry: str, file: str) -> str:
    """`file` (relative to the registry root) as a path from where toolcli ran:
    the registry path as given is its prefix unless it is "."."""
    if registry in ("", "."):
        return posixpath.normpath(file.replace("\\", "/"))
    return posixpath.normpath(posixpath.join(registry.replace("\\", "/"), file.replace("\\", "/")))


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(visible(text)).replace(":", "%3A").replace(",", "%2C")
