"""Diagnostics: what a rule found, as plain frozen data with a fixed order."""

from __future__ import annotations

from dataclasses import dataclass

from .model import Origin, Severity

SEVERITY_RANK = {"error": 2, "warning": 1, "info": 0}


@dataclass(frozen=True)
class Finding:
    """What a rule's check yields; the engine adds code, name and severity."""

    message: str
    origin: Origin | None = None
    tool: str | None = None
    profile: str | None = None
    hint: str = ""
    disputed: bool = False  # rests only on facts the sources disagree on: a warning at most


@dataclass(frozen=True)
class Diagnostic:
    code: str
    rule: str
    severity: Severity
    message: str
    hint: str
    tool: str | None
    profile: str | None
    file: str | None
    line: int | None
    pointer: str

    def sort_key(self) -> tuple:
        return (
            self.file or "",
            self.line if self.line is not None else 0,
            self.code,
            self.tool or "",
            self.profile or "",
            self.pointer,
            self.message,
        )

    def as_json(self) -> dict:
        return {
            "code": self.code,
            "rule": self.rule,
            "severity": self.severity,
            "tool": self.tool,
            "profile": self.profile,
            "message": self.message,
            "hint": self.hint,
            "file": self.file,
            "line": self.line,
            "pointer": self.pointer,
        }


def at_or_above(severity: str, threshold: str) -> bool:
    return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold]
