"""Every tool against every profile (`surface --matrix`, SPEC §3): where each
registered tool stands in each profile's surface, and how much of each
profile's budget the advertised set uses. Pure: built from the surfaces."""

from __future__ import annotations

from typing import Any, Literal

from .model import Record, RegistryModel
from .surface import Facts, ResolvedSurface, resolve_all, token_summary
from .token_costs import Costs, costs_for

_set = object.__setattr__

MatrixTier = Literal["hot", "warm", "deferred", "demoted", "absent"]
MATRIX_TIERS: tuple[MatrixTier, ...] = ("hot", "warm", "deferred", "demoted", "absent")


class Column(Record):
    """One profile: its budget and what its surface holds."""

    __slots__ = ("profile", "budget", "used", "advertised", "deferred", "demoted", "budget_tokens", "tokens")
    profile: str
    budget: int | None
    used: int
    advertised: int
    deferred: int
    demoted: int
    budget_tokens: int | None
    tokens: dict[str, Any]  # the surface's token summary (SPEC §15.1)

    def __init__(self, profile: str, budget: int | None, used: int, advertised: int, deferred: int,
                 demoted: int, budget_tokens: int | None = None, tokens: dict[str, Any] | None = None) -> None:
        _set(self, "profile", profile)
        _set(self, "budget", budget)
        _set(self, "used", used)
        _set(self, "advertised", advertised)
        _set(self, "deferred", deferred)
        _set(self, "demoted", demoted)
        _set(self, "budget_tokens", budget_tokens)
        _set(self, "tokens", tokens or {})


class Row(Record):
    """One registered tool and its place in each profile, in column order."""

    __slots__ = ("name", "origin", "server", "tiers")
    name: str
    origin: Literal["static", "dynamic"]
    server: str | None  # the MCP server of a dynamic tool
    tiers: tuple[MatrixTier, ...]

    def __init__(self, name: str, origin: Literal["static", "dynamic"], server: str | None,
                 tiers: tuple[MatrixTier, ...]) -> None:
        _set(self, "name", name)
        _set(self, "origin", origin)
        _set(self, "server", server)
        _set(self, "tiers", tiers)

    @property
    def group(self) -> str:
        """The origin a reviewer groups rows by: static, or the MCP server."""
        return "static" if self.server is None else f"mcp server {self.server}"


class Matrix(Record):
    __slots__ = ("columns", "rows")
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]  # static tools by name, then dynamic ones by server and name

    def __init__(self, columns: tuple[Column, ...], rows: tuple[Row, ...]) -> None:
        _set(self, "columns", columns)
        _set(self, "rows", rows)


def _places(surface: ResolvedSurface) -> dict[str, MatrixTier]:
    places: dict[str, MatrixTier] = {}
    for entry in surface.advertised:
        places[entry.name] = "hot" if entry.tier == "hot" else "warm"
    for entry in surface.deferred:
        places[entry.name] = "demoted" if entry.demoted else "deferred"
    return places


def build_matrix(registry: RegistryModel, costs: Costs | None = None) -> Matrix:
    """Every registered tool (static first, then each server's) in every profile, in registry order;
    each profile's tokens counted by `costs` ([registry].tokenizer when None)."""
    budgets = costs if costs is not None and costs.tokenizer == registry.tokenizer else costs_for(registry.tokenizer)
    surfaces = list(resolve_all(registry, Facts(budgets)).values())
    counted = costs or budgets
    placed = [_places(surface) for surface in surfaces]
    columns = tuple(
        Column(s.profile.name, s.budget, s.used, len(s.advertised), len(s.deferred), len(s.demoted),
               s.budget_tokens, token_summary(s, counted))
        for s in surfaces)

    tools: dict[str, tuple[Literal["static", "dynamic"], str | None]] = {}
    for spec in registry.specs:
        tools.setdefault(spec.name, ("static", None))
    for dynamic in registry.dynamic:  # a name a static spec holds stays static, as in every surface
        tools.setdefault(dynamic.name, ("dynamic", dynamic.server))
    order = sorted(tools.items(), key=lambda item: (item[1][1] is not None, item[1][1] or "", item[0]))
    rows = tuple(Row(name, origin, server, tuple(places.get(name, "absent") for places in placed))
                 for name, (origin, server) in order)
    return Matrix(columns, rows)


def matrix_document(matrix: Matrix) -> dict[str, Any]:
    """The JSON of `surface --matrix --format json`."""
    return {
        "profiles": [
            {"name": c.profile, "budget": c.budget, "used": c.used, "budget_tokens": c.budget_tokens,
             "tokens": c.tokens, "advertised": c.advertised, "deferred": c.deferred, "demoted": c.demoted}
            for c in matrix.columns
        ],
        "tools": [
            {"name": row.name, "origin": row.origin, "server": row.server,
             "tiers": {column.profile: place for column, place in zip(matrix.columns, row.tiers)}}
            for row in matrix.rows
        ],
    }
