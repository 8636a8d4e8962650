"""`toolcli surface` as JSON: the surface, what its conversions lose, a
provider's payload, or the matrix of every profile."""

from __future__ import annotations

from ..console import ColorChoice, notice, write
from ..matrix import Matrix, matrix_document
from ..payloads import Payload, converted_payload, lost_document
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


def payload(resolved: ResolvedSurface, color: ColorChoice, strict: bool, openapi: bool, close_open_objects: bool,
            costs: Costs | None, provider: str) -> None:
    """The exact `tools` value of one provider's API on stdout and, one line
    each on stderr, what it does not carry: each tool sent `"strict": false`
    and why, each keyword or field the conversion dropped."""
    sent = converted_payload(resolved, provider, strict=strict, openapi=openapi,
                             close_open_objects=close_open_objects)
    write(dumps(sent.tools))
    for line in loss_lines(sent, provider + (" --strict" if strict else "") + (" --openapi" if openapi else "")):
        notice(line)


def loss_lines(sent: Payload, label: str) -> list[str]:
    """`toolcli: FORMAT: TOOL: what it loses`, per tool in payload order."""
    lines = []
    for name, losses in sent.lost.items():
        if name in sent.non_strict:
            lines.append(f'toolcli: {label}: {name}: sent "strict": false: {sent.non_strict[name]}')
        lines.extend(f"toolcli: {label}: {name}: {loss.pointer or loss.keyword}: {loss.note}"
                     for loss in losses if loss.keyword != "strict")
    return lines


def matrix(built: Matrix) -> str:
    return dumps(matrix_document(built))
