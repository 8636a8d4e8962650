"""Provider payloads: the exact ``tools`` value each provider's API takes for
a surface's advertised tools (SPEC §6), converted where the provider needs
it (SPEC §13), as each target's record in providers/targets.py says: its
payload format, the switch that selects it, its conversion and its shape."""

from __future__ import annotations

from typing import Any, NamedTuple

from .convert.losses import ConversionError, Loss
from .convert.targets import convert_schema
from .providers.targets import PAYLOAD_FORMATS, PAYLOADS, Switch, formats_with
from .surface import ResolvedSurface, surface_document


class Payload(NamedTuple):
    """A provider's `tools` value and, per advertised tool in order, what its conversion lost."""

    tools: Any
    lost: dict[str, tuple[Loss, ...]]


def _switch(strict: bool, openapi: bool) -> Switch:
    return "strict" if strict else "openapi" if openapi else ""


def conversion_of(provider: str, *, strict: bool = False, openapi: bool = False) -> str | None:
    """The conversion target of a payload (the C-rule target it passes), None when sent as declared."""
    if provider not in PAYLOAD_FORMATS:
        raise ValueError(f"unknown format {provider!r}; choose one of: {', '.join(PAYLOAD_FORMATS)}")
    for switch, on in (("strict", strict), ("openapi", openapi)):
        if on and (provider, switch) not in PAYLOADS:
            raise ValueError(f"{switch} applies to {' and '.join(formats_with(switch))}, not {provider}")
    target = PAYLOADS[provider, _switch(strict, openapi)]
    return target.name if target.payload.conversion is not None else None


def converted_payload(surface: ResolvedSurface, provider: str, *, strict: bool = False,
                      openapi: bool = False) -> Payload:
    """The `tools` payload of one provider for the advertised set, and what each tool lost.
    A schema that cannot be converted (a $ref cycle, a non-object root) raises
    ConversionError naming the tool."""
    conversion = conversion_of(provider, strict=strict, openapi=openapi)
    tools = []
    lost: dict[str, tuple[Loss, ...]] = {}
    for entry in surface.advertised:
        parameters, lost[entry.name] = _converted(entry.name, entry.parameters, conversion)
        tools.append((entry.name, entry.description, parameters))
    switch = _switch(strict, openapi)
    return Payload(PAYLOADS[provider, switch].payload.shape(tools, switch), lost)


def provider_payload(surface: ResolvedSurface, provider: str, *, strict: bool = False, openapi: bool = False) -> Any:
    """The exact `tools` payload of one provider for the advertised set."""
    return converted_payload(surface, provider, strict=strict, openapi=openapi).tools


def lost_document(surface: ResolvedSurface, *, strict: bool = False, openapi: bool = False) -> dict:
    """`surface --format json` with, on each advertised tool, what each selected
    conversion lost, by target: the targets strict selects, then those openapi
    selects."""
    targets = [PAYLOADS[format, switch].name for switch, on in (("strict", strict), ("openapi", openapi)) if on
               for format in formats_with(switch)]
    document = surface_document(surface)
    for item, entry in zip(document["advertised"], surface.advertised):
        item["lost"] = {target: [loss.to_dict() for loss in _converted(entry.name, entry.parameters, target)[1]]
                        for target in targets}
    return document


def _converted(name: str, parameters: Any, target: str | None) -> tuple[Any, tuple[Loss, ...]]:
    if target is None:
        return parameters, ()
    try:
        return convert_schema(parameters, target)
    except ConversionError as error:
        raise ConversionError(f"tool {name!r}: {error}") from None
