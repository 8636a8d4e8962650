"""`toolcli surface` as JSON: the surface, what its conversions lose, a
provider's payload, or the matrix of every profile."""

from __future__ import annotations

from ..matrix import Matrix, matrix_document
from ..payloads import lost_document, provider_payload
from ..surface import ResolvedSurface, surface_document
from ..token_costs import Costs, costs_for
from .document import dumps


def surface(resolved: ResolvedSurface, strict: bool, openapi: bool, close_open_objects: bool = False,
            costs: Costs | None = None) -> str:
    """The surface, its token counts by `costs` ([registry].tokenizer when None); with
    strict or openapi, what each selected conversion loses per tool."""
    costs = costs or costs_for(resolved.tokenizer)
    return dumps(lost_document(resolved, costs, strict=strict, openapi=openapi,
                               close_open_objects=close_open_objects)
                 if strict or openapi else surface_document(resolved, costs))


def payload(resolved: ResolvedSurface, strict: bool, openapi: bool, close_open_objects: bool,
            costs: Costs | None, provider: str) -> str:
    """The exact `tools` value of one provider's API."""
    return dumps(provider_payload(resolved, provider, strict=strict, openapi=openapi,
                                  close_open_objects=close_open_objects))


def matrix(built: Matrix) -> str:
    return dumps(matrix_document(built))
