"""Diagnostics: what a rule found, as plain frozen data with a fixed order."""

from __future__ import annotations

from .model import Origin, Record, Severity

_set = object.__setattr__

SEVERITY_RANK = {"error": 2, "warning": 1, "info": 0}


class Finding(Record):
    """What a rule's check yields; the engine adds code, name and severity."""

    __slots__ = ("message", "origin", "tool", "profile", "hint", "disputed", "level")
    message: str
    origin: Origin | None
    tool: str | None
    profile: str | None
    hint: str
    disputed: bool  # rests only on facts the sources disagree on: a warning at most
    level: Severity | None  # the level its evidence earns by measurement (SPEC §5.5); None: the rule's

    def __init__(self, message: str, origin: Origin | None = None, tool: str | None = None,
                 profile: str | None = None, hint: str = "", disputed: bool = False,
                 level: Severity | None = None) -> None:
        _set(self, "message", message)
        _set(self, "origin", origin)
        _set(self, "tool", tool)
        _set(self, "profile", profile)
        _set(self, "hint", hint)
        _set(self, "disputed", disputed)
        _set(self, "level", level)


class Diagnostic(Record):
    """A finding as reporters show it. `col` (1-based) is known only where a
    position in the file is the point, as for a file that cannot be parsed;
    the JSON document keeps the shape of SPEC §3.2 and leaves it out."""

    __slots__ = ("code", "rule", "severity", "message", "hint", "tool", "profile", "file", "line", "pointer",
                 "col")
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
    col: int | None

    def __init__(self, code: str, rule: str, severity: Severity, message: str, hint: str, tool: str | None,
                 profile: str | None, file: str | None, line: int | None, pointer: str,
                 col: int | None = None) -> None:
        _set(self, "code", code)
        _set(self, "rule", rule)
        _set(self, "severity", severity)
        _set(self, "message", message)
        _set(self, "hint", hint)
        _set(self, "tool", tool)
        _set(self, "profile", profile)
        _set(self, "file", file)
        _set(self, "line", line)
        _set(self, "pointer", pointer)
        _set(self, "col", col)

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
