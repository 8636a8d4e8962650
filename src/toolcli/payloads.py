"""Provider payloads: the exact ``tools`` value each provider's API takes for
a surface's advertised tools (SPEC §6), converted where the provider needs
it (SPEC §13): strict mode for openai and azure-openai, the OpenAPI subset
for gemini, JSON Schema 2020-12 for anthropic and mcp."""

from __future__ import annotations

from typing import Any, NamedTuple

from .convert.losses import ConversionError, Loss
from .convert.targets import convert_schema
from .payload_entries import anthropic_tool, openai_function
from .surface import Surface, surface_document
from .token_costs import Costs

PAYLOAD_FORMATS = ("openai", "azure-openai", "anthropic", "gemini", "mcp")
STRICT_FORMATS = {"openai": "openai-strict", "azure-openai": "azure-openai-strict"}
OPENAPI_FORMATS = {"gemini": "gemini-openapi"}


class Payload(NamedTuple):
    """A provider's `tools` value and, per advertised tool in order, what its conversion lost."""

    tools: Any
    lost: dict[str, tuple[Loss, ...]]


def conversion_of(provider: str, *, strict: bool = False, openapi: bool = False) -> str | None:
    """The conversion target of a payload (the C-rule target it passes), None when sent as declared."""
    if provider not in PAYLOAD_FORMATS:
        raise ValueError(f"unknown format {provider!r}; choose one of: {', '.join(PAYLOAD_FORMATS)}")
    if strict and provider not in STRICT_FORMATS:
        raise ValueError(f"strict applies to {' and '.join(STRICT_FORMATS)}, not {provider}")
    if openapi and provider not in OPENAPI_FORMATS:
        raise ValueError(f"openapi applies to {' and '.join(OPENAPI_FORMATS)}, not {provider}")
    if strict:
        return STRICT_FORMATS[provider]
    if openapi:
        return OPENAPI_FORMATS[provider]
    return provider if provider in ("anthropic", "mcp") else None


def converted_payload(surface: Surface, provider: str, *, strict: bool = False,
                      openapi: bool = False) -> Payload:
    """The `tools` payload of one provider for the advertised set, and what each tool lost.
    A schema that cannot be converted (a $ref cycle, a non-object root) raises
    ConversionError naming the tool."""
    target = conversion_of(provider, strict=strict, openapi=openapi)
    tools = []
    lost: dict[str, tuple[Loss, ...]] = {}
    for entry in surface.advertised:
        parameters, lost[entry.name] = _converted(entry.name, entry.parameters, target)
        tools.append((entry.name, entry.description, parameters))
    if provider in ("openai", "azure-openai"):
        extra = {"strict": True} if strict else {}
        payload: Any = [openai_function(n, d, p, **extra) for n, d, p in tools]
    elif provider == "anthropic":
        payload = [anthropic_tool(n, d, p) for n, d, p in tools]
    elif provider == "gemini":
        key = "parameters" if openapi else "parametersJsonSchema"
        payload = {"functionDeclarations": [{"name": n, "description": d, **({key: p} if p is not None else {})}
                                            for n, d, p in tools]}
    else:
        payload = {"tools": [{"name": n, "description": d, "inputSchema": p} for n, d, p in tools]}
    return Payload(payload, lost)


def provider_payload(surface: Surface, provider: str, *, strict: bool = False, openapi: bool = False) -> Any:
    """The exact `tools` payload of one provider for the advertised set."""
    return converted_payload(surface, provider, strict=strict, openapi=openapi).tools


def lost_document(surface: Surface, costs: Costs, *, strict: bool = False, openapi: bool = False) -> dict:
    """`surface --format json` with, on each advertised tool, what each selected
    conversion lost, by target: openai-strict and azure-openai-strict for
    strict, gemini-openapi for openapi."""
    targets = [*(STRICT_FORMATS.values() if strict else ()), *(OPENAPI_FORMATS.values() if openapi else ())]
    document = surface_document(surface, costs)
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
