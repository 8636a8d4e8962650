"""Provider payloads: the exact ``tools`` value each provider's API takes for
a surface's advertised tools (SPEC §6)."""

from __future__ import annotations

from typing import Any

from .surface import Surface


def provider_payload(surface: Surface, provider: str) -> Any:
    """The exact `tools` payload of one provider for the advertised set."""
    tools = [(e.name, e.description, e.parameters) for e in surface.advertised]
    if provider == "openai":
        return [{"type": "function", "function": {"name": n, "description": d, "parameters": p}}
                for n, d, p in tools]
    if provider == "anthropic":
        return [{"name": n, "description": d, "input_schema": p} for n, d, p in tools]
    if provider == "gemini":
        return {"functionDeclarations": [{"name": n, "description": d, "parametersJsonSchema": p}
                                         for n, d, p in tools]}
    if provider == "mcp":
        return {"tools": [{"name": n, "description": d, "inputSchema": p} for n, d, p in tools]}
    raise ValueError(f"unknown provider {provider!r}")


PAYLOAD_FORMATS = ("openai", "anthropic", "gemini", "mcp")
