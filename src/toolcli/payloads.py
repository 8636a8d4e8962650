"""Provider payloads: the exact ``tools`` value each provider's API takes for
a surface's advertised tools (SPEC §6), converted where the provider needs
it (SPEC §13): strict mode for openai and azure-openai, the OpenAPI subset
for gemini, JSON Schema 2020-12 for anthropic and mcp; openai-responses is
the Responses API's flat function tool. Provider deferral: SPEC §15.2."""

from __future__ import annotations

from typing import Any, NamedTuple

from .convert.losses import ConversionError, Loss
from .convert.targets import convert_schema
from .payload_entries import (RESPONSES_TOOL_SEARCH, anthropic_tool, anthropic_tool_search, openai_function,
                              responses_function, responses_namespace)
from .surface import Entry, Surface, surface_document
from .token_costs import Costs

PAYLOAD_FORMATS = ("openai", "azure-openai", "openai-responses", "anthropic", "gemini", "mcp")
STRICT_FORMATS = {"openai": "openai-strict", "azure-openai": "azure-openai-strict",
                  "openai-responses": "openai-strict"}
DEFERRING_FORMATS = ("anthropic", "openai-responses")  # provider deferral (SPEC §15.2)
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
    """The `tools` payload of one provider for the surface, and what each tool lost.
    Under provider deferral (SPEC §15.2) anthropic and openai-responses send the
    deferred tools too, marked `defer_loading`, with the provider's search tool;
    every other format sends the loader tool instead and says so in its losses.
    A schema that cannot be converted (a $ref cycle, a non-object root) raises
    ConversionError naming the tool."""
    target = conversion_of(provider, strict=strict, openapi=openapi)
    native = surface.provider_deferral and provider in DEFERRING_FORMATS
    sent = [(entry, False) for entry in _advertised(surface, native)]
    if native:
        sent += [(entry, True) for entry in surface.deferred]
    tools = []
    lost: dict[str, tuple[Loss, ...]] = {}
    for entry, deferred in sent:
        parameters, losses = _converted(entry.name, entry.parameters, target)
        examples = entry.declared.input_examples
        if isinstance(examples, list) and provider != "anthropic":
            losses = (*losses, Loss("", "input_examples", examples,
                                    f"dropped: {provider} has no field for example inputs"))
        if entry is surface.loader_entry:
            losses = (*losses, Loss("", "defer_loading", None,
                                    f"deferral = \"provider\": {provider} has no provider deferral; the deferred "
                                    f"tools are reached through the loader {entry.name!r} instead"))
        lost[entry.name] = losses
        tools.append((entry, parameters, deferred))
    payload: Any
    if provider in ("openai", "azure-openai"):
        extra = {"strict": True} if strict else {}
        payload = [openai_function(e.name, e.description, p, **extra) for e, p, _ in tools]
    elif provider == "openai-responses":
        payload = _responses(surface, tools, strict, native)
    elif provider == "anthropic":
        payload = [anthropic_tool(e.name, e.description, p, **_anthropic_extra(e, deferred))
                   for e, p, deferred in tools]
        if native:
            payload.insert(0, anthropic_tool_search(surface.tool_search))
    elif provider == "gemini":
        key = "parameters" if openapi else "parametersJsonSchema"
        payload = {"functionDeclarations": [{"name": e.name, "description": e.description,
                                             **({key: p} if p is not None else {})} for e, p, _ in tools]}
    else:
        payload = {"tools": [{"name": e.name, "description": e.description, "inputSchema": p} for e, p, _ in tools]}
    return Payload(payload, lost)


def _advertised(surface: Surface, native: bool) -> tuple[Entry, ...]:
    """The advertised tools a format sends: with the loader back in its hot place
    when the profile defers to the provider and the format cannot."""
    if native or surface.loader_entry is None:
        return surface.advertised
    return tuple(sorted((*surface.advertised, surface.loader_entry), key=lambda e: (e.tier != "hot", e.name)))


def _anthropic_extra(entry: Entry, deferred: bool) -> dict[str, Any]:
    extra: dict[str, Any] = {}
    if isinstance(entry.declared.input_examples, list):
        extra["input_examples"] = entry.declared.input_examples
    if deferred:
        extra["defer_loading"] = True
    return extra


def _responses(surface: Surface, tools: list[tuple[Entry, Any, bool]], strict: bool, native: bool) -> list:
    """The Responses API's flat function tools; under provider deferral each MCP
    server's tools in one namespace, and the tool_search tool last."""
    def function(entry: Entry, parameters: Any, deferred: bool) -> dict[str, Any]:
        return responses_function(entry.name, entry.description, parameters, strict,
                                  **({"defer_loading": True} if deferred else {}))

    if not native:
        return [function(*tool) for tool in tools]
    payload: list[Any] = [function(*tool) for tool in tools if not tool[0].dynamic]
    servers: dict[str, list[dict[str, Any]]] = {}
    for tool in tools:
        if tool[0].dynamic:
            servers.setdefault(tool[0].spec.server, []).append(function(*tool))  # type: ignore[union-attr]
    said = dict(surface.instructions)
    for server in sorted(servers):
        description = said.get(server) or f"Tools of the MCP server {server}"
        payload.append(responses_namespace(server, description, servers[server]))
    payload.append(dict(RESPONSES_TOOL_SEARCH))
    return payload


def provider_payload(surface: Surface, provider: str, *, strict: bool = False, openapi: bool = False) -> Any:
    """The exact `tools` payload of one provider for the advertised set."""
    return converted_payload(surface, provider, strict=strict, openapi=openapi).tools


def lost_document(surface: Surface, costs: Costs, *, strict: bool = False, openapi: bool = False) -> dict:
    """`surface --format json` with, on each advertised tool, what each selected
    conversion lost, by target: openai-strict and azure-openai-strict for
    strict, gemini-openapi for openapi."""
    targets = [*(dict.fromkeys(STRICT_FORMATS.values()) if strict else ()),
               *(OPENAPI_FORMATS.values() if openapi else ())]
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
