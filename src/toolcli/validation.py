"""`toolcli validate` as one function: registry in, Report out.

(Not `validate.py`: the package's own ``toolcli.validate`` is the API's function.)"""

from __future__ import annotations

from .rules.context import Context
from .rules.engine import make_selection, run
from .loading.loader import Location
from .model import Registry
from .reporters.document import Report


def validate_registry(location: Location, registry: Registry, *, select: list[str] | None = None,
                      ignore: list[str] | None = None, targets: list[str] | None = None,
                      use_cache: bool = True) -> Report:
    verdicts = None
    costs = None
    if use_cache:
        from .cache import cache_dir, verdict_store_for
        from .token_costs import costs_for

        verdicts = verdict_store_for(len(registry.declarations) + len(registry.dynamic))
        costs = costs_for(registry.tokenizer, cache_dir())
    ctx = Context(registry, verdicts=verdicts, costs=costs)
    selection = make_selection(ctx, select or None, ignore or None, targets or None)
    diagnostics = run(ctx, selection)
    if verdicts is not None:
        verdicts.flush()
    if costs is not None:
        costs.flush()
    return Report(location.display, len(registry.specs), len(registry.dynamic),
                  len(registry.profiles), tuple(diagnostics))
