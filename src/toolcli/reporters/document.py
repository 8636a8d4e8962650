"""The result of a validate run, as every reporter receives it."""

from __future__ import annotations

from ..canonical import indented_json
from .._version import __version__
from ..diagnostics import Diagnostic
from ..model import Record

_set = object.__setattr__


class Report(Record):
    """The result of a validate run: the findings (`diagnostics`), sorted by
    file, line, code and tool, and the counts of the summary."""

    __slots__ = ("registry", "static", "dynamic", "profile_count", "diagnostics")
    registry: str  # the registry path as given
    static: int
    dynamic: int
    profile_count: int
    diagnostics: tuple[Diagnostic, ...]

    def __init__(self, registry: str, static: int, dynamic: int, profile_count: int,
                 diagnostics: tuple[Diagnostic, ...]) -> None:
        _set(self, "registry", registry)
        _set(self, "static", static)
        _set(self, "dynamic", dynamic)
        _set(self, "profile_count", profile_count)
        _set(self, "diagnostics", diagnostics)

    def to_dict(self) -> dict:
        """The document of ``toolcli validate --format json`` (SPEC §3.2)."""
        return json_document(self)

    @property
    def counts(self) -> dict[str, int]:
        counts = {"static": self.static, "dynamic": self.dynamic, "error": 0, "warning": 0, "info": 0}
        for diagnostic in self.diagnostics:
            counts[diagnostic.severity] += 1
        return counts


def json_document(report: Report) -> dict:
    """Exactly SPEC §3.2."""
    return {
        "toolcli": __version__,
        "registry": report.registry,
        "summary": report.counts,
        "diagnostics": [d.as_json() for d in report.diagnostics],
    }


def dumps(document: object) -> str:
    """Deterministic JSON text for every machine format."""
    return indented_json(document, sort_keys=False) + "\n"


def render(document: object) -> str:
    """A plain JSON document, such as `query --format json`'s answers."""
    return dumps(document)
