"""The shape of one tool in each provider's payload (SPEC §6, §15): the one
place the payloads and the token counts build it."""

from __future__ import annotations

from typing import Any


def openai_function(name: str, description: str, parameters: Any, **extra: Any) -> dict[str, Any]:
    """Chat Completions: `{"type": "function", "function": {...}}`."""
    return {"type": "function", "function": {"name": name, "description": description, "parameters": parameters,
                                             **extra}}


def anthropic_tool(name: str, description: str, input_schema: Any, **extra: Any) -> dict[str, Any]:
    """Messages API: `{"name", "description", "input_schema"}` and optional fields."""
    return {"name": name, "description": description, "input_schema": input_schema, **extra}


def responses_function(name: str, description: str, parameters: Any, strict: bool, **extra: Any) -> dict[str, Any]:
    """Responses API: the flat function tool, `strict` always explicit."""
    return {"type": "function", "name": name, "description": description, "parameters": parameters,
            "strict": strict, **extra}
