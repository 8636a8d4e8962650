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


# The search tools of provider deferral (SPEC §15.2).
RESPONSES_TOOL_SEARCH: dict[str, Any] = {"type": "tool_search"}
ANTHROPIC_TOOL_SEARCH = {"regex": "tool_search_tool_regex", "bm25": "tool_search_tool_bm25"}
ANTHROPIC_TOOL_SEARCH_VERSION = "20251119"


def anthropic_tool_search(kind: str) -> dict[str, Any]:
    """Anthropic's tool search server tool, regex or bm25."""
    name = ANTHROPIC_TOOL_SEARCH[kind]
    return {"type": f"{name}_{ANTHROPIC_TOOL_SEARCH_VERSION}", "name": name}


def responses_namespace(name: str, description: str, tools: list[dict[str, Any]]) -> dict[str, Any]:
    """Responses API: function tools grouped under one name (an MCP server's)."""
    return {"type": "namespace", "name": name, "description": description, "tools": tools}
