"""`toolcli validate` as one function: registry in, Report out; the Report and
its JSON document (SPEC §3.2), which every reporter renders.

(Not `validate.py`: the package's own ``toolcli.validate`` is the API's function.)"""

from __future__ import annotations

import os

from ._version import __version__
from .diagnostics import Diagnostic
from .errors import LoadError
from .loading.loader import Location
from .model import Record, RegistryModel
from .rules.context import Context, verdict_store
from .rules.engine import make_selection, run

_set = object.__setattr__


class Report(Record):
    """The result of a validate run: the findings (`diagnostics`), sorted by
    file, line, code and tool, and the counts of the summary."""

    __slots__ = ("registry", "static", "dynamic", "profile_count", "diagnostics", "bundled")
    registry: str  # the registry path as given
    static: int
    dynamic: int
    profile_count: int
    diagnostics: tuple[Diagnostic, ...]
    bundled: bool  # the demonstration registry shipped with toolcli, which the text result line names

    def __init__(self, registry: str, static: int, dynamic: int, profile_count: int,
                 diagnostics: tuple[Diagnostic, ...], bundled: bool = False) -> None:
        _set(self, "registry", registry)
        _set(self, "static", static)
        _set(self, "dynamic", dynamic)
        _set(self, "profile_count", profile_count)
        _set(self, "diagnostics", diagnostics)
        _set(self, "bundled", bundled)

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


def validate_registry(location: Location, registry: RegistryModel, *, select: list[str] | None = None,
                      ignore: list[str] | None = None, targets: list[str] | None = None,
                      use_cache: bool = True, jobs: int = 1) -> Report:
    store = None
    costs = None
    if use_cache:
        from .token_costs import costs_for

        store = verdict_store(registry.root)
        costs = costs_for(registry.tokenizer, registry.root)
    ctx = Context(registry, store=store, costs=costs, jobs=jobs)
    selection = make_selection(ctx, select or None, ignore or None, targets or None)
    diagnostics = run(ctx, selection)
    # What the rules built (the strings of every tool, the digests, the surfaces)
    # goes before the cache's text is made, so the two never add up at the peak.
    del ctx, selection
    if store is not None:
        store.flush()
    if costs is not None:
        costs.flush()
    return Report(location.display, len(registry.specs), len(registry.dynamic),
                  len(registry.profiles), tuple(diagnostics), bundled=location.bundled)


# A file that cannot be read or parsed is no rule's finding: it has a code of its
# own, outside the rule families, so a machine format can still carry it.
LOAD_ERROR_CODE = "E001"
LOAD_ERROR_RULE = "load-error"


def load_failure(location: Location, error: LoadError) -> Report:
    """The Report of a run that stopped on `error` (exit 2): the error as its one
    diagnostic, at the file's line and column, with no tool checked."""
    try:  # reporters show a file as the registry path as given, then the file
        file = os.path.relpath(error.path, location.display)
    except ValueError:  # another drive
        file = error.path
    diagnostic = Diagnostic(LOAD_ERROR_CODE, LOAD_ERROR_RULE, "error", error.what,
                            "fix the file so that it can be read and parsed; no rule ran on the registry",
                            None, None, file.replace(os.sep, "/"), error.line or None, "", error.col or None)
    return Report(location.display, 0, 0, 0, (diagnostic,), bundled=location.bundled)
