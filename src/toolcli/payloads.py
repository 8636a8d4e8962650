"""Provider payloads: the exact ``tools`` value each provider's API takes for
a surface's advertised tools (SPEC §6), converted where the provider needs
it (SPEC §13), as each target's record in providers/targets.py says: its
payload format, the switch that selects it, its conversion and its shape.
Provider-native deferral and input_examples: SPEC §15.2, §15.3."""

from __future__ import annotations

from typing import Any, NamedTuple

from .convert.losses import ConversionError, Loss
from .convert.strict import NON_STRICT
from .convert.targets import Conversion, convert_schema
from .payload_entries import RESPONSES_TOOL_SEARCH, anthropic_tool_search, responses_namespace
from .providers.targets import PAYLOAD_FORMATS, PAYLOADS, Switch, formats_with
from .surface import ResolvedSurface, SurfaceEntry, surface_document
from .token_costs import Costs


class Payload(NamedTuple):
    """A provider's `tools` value; per tool sent, in order, what its conversion
    lost; and each tool sent with `"strict": false`, with why."""

    tools: Any
    lost: dict[str, tuple[Loss, ...]]
    non_strict: dict[str, str]


NOT_ASKED = "the format states strict on every tool, and --strict was not given"


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


def converted_payload(surface: ResolvedSurface, provider: str, *, strict: bool = False, openapi: bool = False,
                      close_open_objects: bool = False) -> Payload:
    """The `tools` payload of one provider for the surface, and what each tool lost.
    Under provider deferral a format that defers tools itself (anthropic,
    openai-responses) sends the deferred tools too, marked `defer_loading`, with
    the provider's search tool; every other format sends the loader tool instead
    and says so in its losses. A schema that cannot be converted (a $ref cycle,
    a non-object root) raises ConversionError naming the tool. Under `strict`
    a tool whose meaning strict mode cannot carry is sent with `"strict":
    false`, unless `close_open_objects` closes its open objects."""
    conversion = conversion_of(provider, strict=strict, openapi=openapi)
    if close_open_objects and not strict:
        raise ValueError("closing open objects applies to a strict payload only")
    switch = _switch(strict, openapi)
    record = PAYLOADS[provider, switch].payload
    native = surface.provider_deferral and record.deferral != ""
    sent = [(entry, False) for entry in _advertised(surface, native)]
    if native:
        sent += [(entry, True) for entry in surface.deferred]
    tools = []
    lost: dict[str, tuple[Loss, ...]] = {}
    non_strict: dict[str, str] = {}
    for entry, _deferred in sent:
        converted = _converted(entry.name, entry.parameters, conversion, close_open_objects)
        losses = converted.lost
        if strict and not converted.strict:
            non_strict[entry.name] = "; ".join(loss.note.removeprefix(f"{NON_STRICT}: ") for loss in losses
                                               if loss.keyword == "strict") or "strict mode cannot carry its schema"
        elif record.strict_always and not strict:
            non_strict[entry.name] = NOT_ASKED
        examples = entry.declared.input_examples
        if isinstance(examples, list) and not record.examples:
            losses = (*losses, Loss("", "input_examples", examples,
                                    f"dropped: {provider} has no field for example inputs"))
        if entry is surface.loader_entry:
            losses = (*losses, Loss("", "defer_loading", None,
                                    f"deferral = \"provider\": {provider} has no provider deferral; the deferred "
                                    f"tools are reached through the loader {entry.name!r} instead"))
        lost[entry.name] = losses
        tools.append((entry.name, entry.description, converted.schema, converted.strict))
    shaped = record.shape(tools, switch)
    if record.examples:
        for item, (entry, _deferred) in zip(shaped, sent):
            if isinstance(entry.declared.input_examples, list):
                item["input_examples"] = entry.declared.input_examples
    if native:
        for item, (_entry, deferred) in zip(shaped, sent):
            if deferred:
                item["defer_loading"] = True
        shaped = (_anthropic_search(surface, shaped) if record.deferral == "tool_search_tool"
                  else _responses_search(surface, shaped, sent))
    return Payload(shaped, lost, non_strict)


def _advertised(surface: ResolvedSurface, native: bool) -> tuple[SurfaceEntry, ...]:
    """The advertised tools a format sends: with the loader back in its hot place
    when the profile defers to the provider and the format cannot."""
    if native or surface.loader_entry is None:
        return surface.advertised
    return tuple(sorted((*surface.advertised, surface.loader_entry), key=lambda e: (e.tier != "hot", e.name)))


def _anthropic_search(surface: ResolvedSurface, tools: list) -> list:
    """Anthropic: the tool search tool first, then every tool."""
    return [anthropic_tool_search(surface.tool_search), *tools]


def _responses_search(surface: ResolvedSurface, tools: list, sent: list[tuple[SurfaceEntry, bool]]) -> list:
    """Responses: static tools flat, each MCP server's in one namespace, tool_search last."""
    flat: list[Any] = []
    servers: dict[str, list[Any]] = {}
    for item, (entry, _deferred) in zip(tools, sent):
        server = getattr(entry.spec, "server", None) if entry.dynamic else None
        if server is None:
            flat.append(item)
        else:
            servers.setdefault(server, []).append(item)
    said = dict(surface.instructions)
    for server in sorted(servers):
        description = said.get(server) or f"Tools of the MCP server {server}"
        flat.append(responses_namespace(server, description, servers[server]))
    return [*flat, dict(RESPONSES_TOOL_SEARCH)]


def provider_payload(surface: ResolvedSurface, provider: str, *, strict: bool = False, openapi: bool = False,
                     close_open_objects: bool = False) -> Any:
    """The exact `tools` payload of one provider for the advertised set."""
    return converted_payload(surface, provider, strict=strict, openapi=openapi,
                             close_open_objects=close_open_objects).tools


def lost_document(surface: ResolvedSurface, costs: Costs, *, strict: bool = False, openapi: bool = False,
                  close_open_objects: bool = False) -> dict:
    """`surface --format json` with, on each advertised tool, what each selected
    conversion lost, by target: the C-rule targets strict selects, then those openapi
    selects (openai-responses converts as openai-strict does)."""
    targets = [PAYLOADS[format, switch].name for switch, on in (("strict", strict), ("openapi", openapi)) if on
               for format in formats_with(switch) if PAYLOADS[format, switch].checked]
    document = surface_document(surface, costs)
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
