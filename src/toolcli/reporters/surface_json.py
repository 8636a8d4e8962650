"""`toolcli surface` as JSON: the surface, what its conversions lose, a
provider's payload, or the matrix of every profile."""

from __future__ import annotations

from ..matrix import Matrix, matrix_document
from ..payloads import lost_document, provider_payload
from ..surface import ResolvedSurface, surface_document
from .document import dumps


def surface(resolved: ResolvedSurface, strict: bool, openapi: bool) -> str:
    """The surface; with strict or openapi, what each selected conversion loses per tool."""
    return dumps(lost_document(resolved, strict=strict, openapi=openapi) if strict or openapi
                 else surface_document(resolved))


def payload(resolved: ResolvedSurface, strict: bool, openapi: bool, provider: str) -> str:
    """The exact `tools` value of one provider's API."""
    return dumps(provider_payload(resolved, provider, strict=strict, openapi=openapi))


def matrix(built: Matrix) -> str:
    return dumps(matrix_document(built))
