"""Derived queries: the only read surface of a tool's metadata (SPEC §2.4).

Every consumer asks these instead of keeping its own table of names, and an
unregistered name gets the fail-safe answer.
"""

from __future__ import annotations

from .model import TRUNC_PRIORITY, DynamicSpec, RegistryModel, StaticSpec

FAIL_SAFE = {
    "registered": False,
    "read_only": False,
    "serial": True,
    "interactive": False,
    "needs_auth": True,
    "path_params": [],
    "effect": "unknown",
    "trunc_priority": 1,
    "compact_display": False,
    "model_slot": "",
    "brief": "",
}


def derive(spec: StaticSpec | DynamicSpec | None) -> dict:
    """The derived queries of one tool, or the fail-safe answer for None."""
    if spec is None:
        return dict(FAIL_SAFE, path_params=[])
    if isinstance(spec, DynamicSpec):
        return {
            "registered": True,
            "read_only": spec.read_only,
            "serial": spec.serial,
            "interactive": False,
            "needs_auth": spec.needs_auth,
            "path_params": [],
            "effect": spec.effect or ("write" if spec.mutates else "read"),
            "trunc_priority": 1,
            "compact_display": False,
            "model_slot": "",
            "brief": spec.brief,
        }
    return {
        "registered": True,
        "read_only": spec.read_only,
        "serial": spec.serial,
        "interactive": spec.blocks_on_user,
        "needs_auth": spec.needs_auth,
        "path_params": list(spec.path_params),
        "effect": spec.effect,
        "trunc_priority": TRUNC_PRIORITY.get(spec.trunc, 1),
        "compact_display": spec.display == "compact",
        "model_slot": spec.model_slot,
        "brief": spec.brief,
    }


class Lookup:
    """The derived queries by name over one registry: a static spec first, else
    the first dynamic spec of that name, else the fail-safe answer."""

    __slots__ = ("_specs",)

    def __init__(self, registry: RegistryModel) -> None:
        specs: dict[str, StaticSpec | DynamicSpec] = {}
        for spec in registry.dynamic:
            specs.setdefault(spec.name, spec)
        for static in registry.specs:  # a static spec wins over a dynamic one of its name
            specs[static.name] = static
        self._specs = specs

    def __call__(self, name: str) -> dict:
        return derive(self._specs.get(name))
