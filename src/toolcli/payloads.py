"""Provider payloads: the exact ``tools`` value each provider's API takes for
a surface's advertised tools (SPEC §6), converted where the provider needs
it (SPEC §13): strict mode for openai and azure-openai, the OpenAPI subset
for gemini, JSON Schema 2020-12 for anthropic and mcp."""

from __future__ import annotations

from typing import Any, NamedTuple

from .convert.losses import ConversionError, Loss
from .convert.targets import Conversion, convert_schema
from .surface import Surface, surface_document

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


def converted_payload(surface: Surface, provider: str, *, strict: bool = False, openapi: bool = False,
                      close_open_objects: bool = False) -> Payload:
    """The `tools` payload of one provider for the advertised set, and what each tool lost.
    Under `strict` a tool whose meaning strict mode cannot carry is sent with
    `"strict": false`, unless `close_open_objects` closes its open objects.
    A schema that cannot be converted (a $ref cycle, a non-object root) raises
    ConversionError naming the tool."""
    target = conversion_of(provider, strict=strict, openapi=openapi)
    if close_open_objects and not strict:
        raise ValueError("closing open objects applies to a strict payload only")
    tools = []
    lost: dict[str, tuple[Loss, ...]] = {}
    sent_strict: list[bool] = []
    for entry in surface.advertised:
        conversion = _converted(entry.name, entry.parameters, target, close_open_objects)
        lost[entry.name] = conversion.lost
        sent_strict.append(conversion.strict)
        tools.append((entry.name, entry.description, conversion.schema))
    if provider in ("openai", "azure-openai"):
        payload: Any = [{"type": "function", "function": {"name": n, "description": d, "parameters": p,
                                                          **({"strict": s} if strict else {})}}
                        for (n, d, p), s in zip(tools, sent_strict)]
    elif provider == "anthropic":
        payload = [{"name": n, "description": d, "input_schema": p} for n, d, p in tools]
    elif provider == "gemini":
        key = "parameters" if openapi else "parametersJsonSchema"
        payload = {"functionDeclarations": [{"name": n, "description": d, **({key: p} if p is not None else {})}
                                            for n, d, p in tools]}
    else:
        payload = {"tools": [{"name": n, "description": d, "inputSchema": p} for n, d, p in tools]}
    return Payload(payload, lost)


def provider_payload(surface: Surface, provider: str, *, strict: bool = False, openapi: bool = False,
                     close_open_objects: bool = False) -> Any:
    """The exact `tools` payload of one provider for the advertised set."""
    return converted_payload(surface, provider, strict=strict, openapi=openapi,
                             close_open_objects=close_open_objects).tools


def lost_document(surface: Surface, *, strict: bool = False, openapi: bool = False,
                  close_open_objects: bool = False) -> dict:
    """`surface --format json` with, on each advertised tool, what each selected
    conversion lost, by target: openai-strict and azure-openai-strict for
    strict, gemini-openapi for openapi."""
    targets = [*(STRICT_FORMATS.values() if strict else ()), *(OPENAPI_FORMATS.values() if openapi else ())]
    document = surface_document(surface)
    for item, entry in zip(document["advertised"], surface.advertised):
        item["lost"] = {target: [loss.to_dict() for loss in
                                 _converted(entry.name, entry.parameters, target, close_open_objects).lost]
                        for target in targets}
    return document


def _converted(name: str, parameters: Any, target: str | None, close_open_objects: bool = False) -> Conversion:
    if target is None:
        return Conversion(parameters, (), "")
    try:
        return convert_schema(parameters, target, close_open_objects=close_open_objects)
    except ConversionError as error:
        raise ConversionError(f"tool {name!r}: {error}") from None
