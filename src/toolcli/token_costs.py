"""What a surface costs in tokens (SPEC §15.1): the text counted for each tool,
for each server's instructions, and the provider's framing.

A tool's count is the tokenizer's count of the compact JSON (no insignificant
whitespace, keys in rendered order, non-ASCII kept) of its payload entry:
the openai Chat Completions entry for `o200k` and `cl100k`, the anthropic
entry (its schema converted as `--format anthropic` sends it, with its
`input_examples`) for `anthropic`.
"""

from __future__ import annotations

import json
from typing import Any, Iterable, NamedTuple, Protocol

from .payload_entries import RESPONSES_TOOL_SEARCH, anthropic_tool, anthropic_tool_search, openai_function
from .tokens import TokenCounter, count_store

_COMPACT = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, allow_nan=False, check_circular=False)


class Counted(Protocol):
    """What a count needs of a tool: Declared and the search tool's stand-in have it."""

    name: str
    description: str
    parameters: Any
    input_examples: Any


def entry_text(tokenizer: str, tool: Counted) -> str:
    """The compact JSON of `tool`'s payload entry that `tokenizer` counts."""
    if tokenizer == "anthropic":
        from .convert.losses import ConversionError  # the conversion only for this tokenizer
        from .convert.targets import convert_schema

        try:
            schema = convert_schema(tool.parameters, "anthropic")[0]
        except ConversionError:  # the payload refuses it; count what was declared
            schema = tool.parameters
        extra = {"input_examples": tool.input_examples} if isinstance(tool.input_examples, list) else {}
        return _COMPACT.encode(anthropic_tool(tool.name, tool.description, schema, **extra))
    return _COMPACT.encode(openai_function(tool.name, tool.description, tool.parameters))


def search_tool_text(tokenizer: str, tool_search: str) -> str:
    """The compact JSON of the provider's search tool entry `tokenizer` counts under provider deferral."""
    entry = anthropic_tool_search(tool_search) if tokenizer == "anthropic" else RESPONSES_TOOL_SEARCH
    return _COMPACT.encode(entry)


class Costs:
    """Token counts with one tokenizer, each declaration counted once per process
    (by object: a Declared is shared by every profile that shows it)."""

    def __init__(self, counter: TokenCounter) -> None:
        self.counter = counter
        self._tools: dict[int, tuple[Any, int]] = {}
        self._texts: dict[str, int] = {}

    @property
    def tokenizer(self) -> str:
        return self.counter.tokenizer.name

    @property
    def exact(self) -> bool:
        return self.counter.tokenizer.exact

    @property
    def overhead(self) -> int:
        return self.counter.tokenizer.overhead

    def tools(self, tools: Iterable[Counted]) -> list[int]:
        """The count of each tool, in order; all new ones counted in one batch."""
        tools = list(tools)
        missing = [tool for tool in tools if id(tool) not in self._tools]
        if missing:
            counts = self.counter.count_all([entry_text(self.tokenizer, tool) for tool in missing])
            for tool, count in zip(missing, counts):
                self._tools[id(tool)] = (tool, count)
        return [self._tools[id(tool)][1] for tool in tools]

    def tool(self, tool: Counted) -> int:
        return self.tools([tool])[0]

    def text(self, text: str) -> int:
        """Plain text (a server's instructions)."""
        if text not in self._texts:
            self._texts[text] = self.counter.count(text)
        return self._texts[text]

    def search_tool(self, tool_search: str) -> int:
        """The provider's search tool entry under provider deferral (regex or bm25)."""
        return self.text(search_tool_text(self.tokenizer, tool_search))

    def flush(self) -> None:
        self.counter.flush()


class CountedTool(NamedTuple):
    """A tool as a count needs it, from a capture or a golden's declaration."""

    name: str
    description: Any
    parameters: Any
    input_examples: Any = None


class ServerCost(NamedTuple):
    """What a server's tools cost when a client loads them all (SPEC §17): each
    tool's count, in order, the instructions' and their sum."""

    tools: tuple[tuple[str, int], ...]
    instructions: int

    @property
    def total(self) -> int:
        return sum(count for _, count in self.tools) + self.instructions


def server_cost(costs: Costs, tools: Iterable[CountedTool], instructions: str = "") -> ServerCost:
    """The eager cost of one server's tools (and instructions) in `costs`' tokenizer."""
    tools = list(tools)
    counts = costs.tools(tools)
    return ServerCost(tuple((tool.name, count) for tool, count in zip(tools, counts)),
                      costs.text(instructions) if instructions else 0)


def capture_cost(costs: Costs, document: dict) -> ServerCost:
    """The eager cost of the tools of an external document (``external/NAME.json``)."""
    tools = [CountedTool(tool["name"], tool.get("description", ""), tool.get("inline"))
             for tool in document.get("tools", []) if isinstance(tool, dict) and isinstance(tool.get("name"), str)]
    instructions = document.get("instructions")
    return server_cost(costs, tools, instructions if isinstance(instructions, str) else "")


def costs_for(tokenizer: str, registry_root: str | None = None) -> Costs:
    """Costs with `tokenizer`, remembered across runs in the cache of the registry
    at `registry_root` when given."""
    return Costs(TokenCounter(tokenizer, count_store(registry_root, tokenizer) if registry_root is not None else None))
