"""The public API (SPEC §11): the registry CI checks, loaded by the agent at run
time, through the very functions the commands call.

Every result is fresh plain data (dicts, lists, strings, numbers) that the
caller may change without touching the loaded registry.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import UsageError

if TYPE_CHECKING:
    from .loading.loader import Location
    from .model import RegistryModel as Model
    from .queries import Lookup
    from .validation import Report
    from .surface import Facts, ResolvedSurface as Resolved
    from .token_costs import Costs

__all__ = ["Registry", "Surface", "load", "restore_arguments", "validate"]


class Surface:
    """What one profile shows the model (SPEC §6): ``toolcli surface --profile P``."""

    __slots__ = ("_resolved", "_costs")

    def __init__(self, resolved: Resolved, costs: Costs) -> None:
        self._resolved = resolved
        self._costs = costs

    @property
    def profile(self) -> str:
        """The profile's name."""
        return self._resolved.profile.name

    @property
    def loader(self) -> str:
        """The tool through which the model reaches the deferred tools."""
        return self._resolved.loader

    @property
    def budget(self) -> int | None:
        """Bytes of advertised declarations allowed per step; None: no limit."""
        return self._resolved.budget

    @property
    def used(self) -> int:
        """Bytes of the advertised declarations (their canonical JSON)."""
        return self._resolved.used

    @property
    def advertised(self) -> list[dict[str, Any]]:
        """The advertised tools, hot before warm, each as in the surface JSON."""
        advertised: list[dict[str, Any]] = self.to_dict()["advertised"]
        return advertised

    @property
    def deferred(self) -> list[dict[str, Any]]:
        """The deferred tools (reached through the loader), as in the surface JSON."""
        deferred: list[dict[str, Any]] = self.to_dict()["deferred"]
        return deferred

    def to_dict(self) -> dict[str, Any]:
        """The document of ``toolcli surface --profile P --format json`` (and of the golden file)."""
        from .surface import surface_document

        return copy.deepcopy(surface_document(self._resolved, self._costs))

    def payload(self, format: str, *, strict: bool = False, openapi: bool = False,
                close_open_objects: bool = False) -> Any:
        """The exact ``tools`` payload of one provider for the advertised set:
        ``toolcli surface --profile P --format FORMAT [--strict|--openapi]``,
        FORMAT one of ``providers.targets.PAYLOAD_FORMATS``. `strict` (for the
        formats with a strict-mode target) closes every object and makes
        optional properties nullable; a tool strict mode cannot carry (an
        open-ended object, a value of any type) is sent with ``"strict":
        false``, unless `close_open_objects` (``--close-open-objects``) closes
        its open objects. `openapi` (for those with an OpenAPI target) sends
        ``parameters`` in the OpenAPI subset. UsageError for any other
        combination; ConversionError (a ToolcliError) for a schema that cannot
        be converted."""
        return self.converted(format, strict=strict, openapi=openapi, close_open_objects=close_open_objects)[0]

    def converted(self, format: str, *, strict: bool = False, openapi: bool = False,
                  close_open_objects: bool = False) -> tuple[Any, dict[str, list[dict[str, Any]]]]:
        """``(payload, lost)``: the payload of :meth:`payload` and, per advertised
        tool, what its conversion no longer enforces (pointer, keyword, value,
        note); a tool sent as declared has an empty list."""
        from .payloads import conversion_of, converted_payload

        try:
            conversion_of(format, strict=strict, openapi=openapi)
        except ValueError as error:
            raise UsageError(str(error)) from None
        if close_open_objects and not strict:
            raise UsageError("close_open_objects applies to a strict payload")
        result = converted_payload(self._resolved, format, strict=strict, openapi=openapi,
                                   close_open_objects=close_open_objects)
        lost = {name: [loss.to_dict() for loss in losses] for name, losses in result.lost.items()}
        return copy.deepcopy(result.tools), copy.deepcopy(lost)

    def __repr__(self) -> str:
        return (f"<toolcli.Surface {self.profile!r}: {len(self._resolved.advertised)} advertised, "
                f"{len(self._resolved.deferred)} deferred>")


class Registry:
    """A registry root, loaded: its profiles' surfaces and its tools' derived queries."""

    __slots__ = ("_location", "_model", "_facts", "_surfaces", "_lookup")

    def __init__(self, location: Location, model: Model) -> None:
        self._location = location
        self._model = model
        self._facts: Facts | None = None
        self._surfaces: dict[str, Surface] = {}
        self._lookup: Lookup | None = None

    @property
    def root(self) -> Path:
        """The registry root directory."""
        return Path(self._model.root)

    @property
    def name(self) -> str:
        """``[registry].name``."""
        return self._model.name

    @property
    def bundled(self) -> bool:
        """True for the demonstration registry shipped with toolcli (``load(demo=True)``)."""
        return self._location.bundled

    @property
    def profiles(self) -> tuple[str, ...]:
        """The profile names, in the order of ``toolspec.toml``."""
        return tuple(profile.name for profile in self._model.profiles)

    def surface(self, profile: str) -> Surface:
        """The surface of `profile`; UsageError when the registry has no such profile."""
        known = self._surfaces.get(profile)
        if known is not None:
            return known
        from .surface import Facts, named_profile, resolve

        if self._facts is None:
            from .token_costs import costs_for

            self._facts = Facts(costs_for(self._model.tokenizer))
        chosen = named_profile(self._model, profile)
        self._surfaces[profile] = Surface(resolve(self._model, chosen, self._facts),
                                          self._facts.budget_costs(self._model))
        return self._surfaces[profile]

    def query(self, name: str) -> dict[str, Any]:
        """The derived queries of one tool, as ``toolcli query NAME --format json``
        gives them; an unregistered name gets the fail-safe answer
        (``registered`` false, ``serial`` and ``needs_auth`` true, …)."""
        if self._lookup is None:
            from .queries import Lookup

            self._lookup = Lookup(self._model)
        return copy.deepcopy(self._lookup(name))

    def __repr__(self) -> str:
        return f"<toolcli.Registry {self._location.display!r}: {len(self.profiles)} profiles>"


def load(path: str | os.PathLike[str] | None = None, *, demo: bool = False) -> Registry:
    """Load the registry at `path`, found like ``--registry`` finds it: `path`,
    else ``TOOLCLI_REGISTRY``, else the nearest ancestor of the working
    directory holding ``toolspec.toml``. Where there is none, LoadError: an
    agent started from another folder must not hand its model the tools of
    toolcli's demonstration. ``demo=True`` loads that bundled demonstration
    registry on purpose (``.bundled`` is then true).

    Raises LoadError where the command exits 2: no registry found or none at
    `path`, or a file that cannot be read or parsed (``path:line:col: what``).
    Mistakes inside well-formed files are findings of ``validate``, not errors
    here. UsageError for `path` together with ``demo=True``.
    """
    from .loading import loader

    if demo and path is not None:
        raise UsageError("load(demo=True) loads the bundled demonstration registry; leave out the path")
    location = loader.discover(None if path is None else os.fspath(path), demo=demo, remedy=API_REMEDY)
    return Registry(location, loader.load(location))


API_REMEDY = ("pass its path, load(PATH), as the commands take --registry DIR, or run `toolcli init` to "
              "create a registry; load(demo=True) loads the bundled demonstration registry")


def validate(registry: Registry, *, targets: str | Iterable[str] | None = None,
             select: str | Iterable[str] | None = None, ignore: str | Iterable[str] | None = None,
             use_cache: bool = True, jobs: int = 1) -> Report:
    """Run every enabled rule, as ``toolcli validate`` does: `select` and
    `ignore` replace or extend ``[lint]``, `targets` (names of
    ``model.TARGETS``) turns on the C rules; each takes a list of names (or one name).
    `jobs` above 1 lets that many worker processes judge the strings of a large
    registry, as the command does; they import the caller's main module, so a
    script must guard its work with ``if __name__ == "__main__":``.
    ``.to_dict()`` of the result is the ``--format json`` document; its
    ``.diagnostics`` are the findings, sorted. UsageError for an unknown
    target or a selector that selects no rule."""
    from .validation import validate_registry

    return validate_registry(registry._location, registry._model, select=_names(select),
                             ignore=_names(ignore), targets=_names(targets), use_cache=use_cache, jobs=jobs)


def _names(values: str | Iterable[str] | None) -> list[str]:
    """A list of selectors or targets; one name may come as a plain string."""
    return [values] if isinstance(values, str) else list(values or ())


def restore_arguments(registry: Registry, tool: str, arguments: Any) -> Any:
    """The arguments of a model's call to `tool` made under a strict payload,
    as the tool's own schema allows them: a ``null`` the strict schema forced
    for a property that was optional and not nullable is dropped (in nested
    objects too). Arguments of a tool the registry does not declare come back
    unchanged."""
    from .convert.restore import restore_arguments as restore

    return restore(registry._model, tool, arguments)
