"""What each provider target accepts in a tool declaration, with the date it was true.

The C rules (SPEC §5.4) read every limit from here, and their pages quote the
same values, so a provider changing a limit is a one-line edit in this file.
Sources: reference/PROVIDERS.md (API references, SDKs and error messages).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .model import STATIC_NAME_PATTERN, TARGETS

AS_OF = "2026-11"  # when every value below was last checked


@dataclass(frozen=True)
class NameRule:
    pattern: str  # matched whole (re.fullmatch)
    said: str  # the rule in words, for messages and pages
    history: str = ""  # how the limit moved, for the rule page

    def accepts(self, name: str) -> bool:
        return re.fullmatch(self.pattern, name) is not None  # re caches the compiled pattern


_OPENAI_NAME = NameRule(r"^[a-zA-Z0-9_-]{1,64}$", "1-64 characters of [a-zA-Z0-9_-]",
                        "dots are rejected, so MCP-style server.tool names fail")

# C001: tool names.
NAME_RULES: dict[str, NameRule] = {
    "openai": _OPENAI_NAME,
    "openai-strict": _OPENAI_NAME,
    "anthropic": NameRule(r"^[a-zA-Z0-9_-]{1,128}$", "1-128 characters of [a-zA-Z0-9_-]",
                          "128 first-party since mid-2025; documented as 64; Bedrock still 64"),
    "gemini": NameRule(r"^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$",
                       "a letter or _ first, then [a-zA-Z0-9_.:-], at most 128 characters",
                       "128 since 2026-05 (64 in 2025, 63 earlier)"),
    "deepseek": NameRule(r"^[a-zA-Z0-9_-]{1,64}$", "1-64 characters of [a-zA-Z0-9_-]"),
    "mcp": NameRule(r"^[A-Za-z0-9._-]{1,128}$", "1-128 characters of [A-Za-z0-9._-]",
                    "a SHOULD of the MCP specification 2025-11-25"),
    "portable": NameRule(STATIC_NAME_PATTERN,
                         "a letter or _ first, then [A-Za-z0-9_-], at most 64 characters",
                         "what every target accepts alike"),
}

# C002: keywords no target in ROOT_OBJECT_TARGETS takes at the root of the
# parameters, which must itself be {"type": "object", ...}.
ROOT_COMPOSITION = ("allOf", "anyOf", "const", "enum", "not", "oneOf")
ROOT_OBJECT_TARGETS = ("openai", "openai-strict", "anthropic", "deepseek", "portable")

# C003: every array schema needs `items`.
ITEMS_TARGETS = ("openai", "openai-strict", "deepseek", "portable")

# C004: keywords OpenAI's strict mode rejects (or silently ignores, which is worse).
STRICT_TARGET = "openai-strict"
STRICT_UNSUPPORTED = frozenset({
    "allOf", "contains", "default", "dependentRequired", "dependentSchemas", "else", "if",
    "maxLength", "maxProperties", "minLength", "minProperties", "not", "oneOf",
    "patternProperties", "propertyNames", "then", "unevaluatedItems",
    "unevaluatedProperties", "uniqueItems",
})


@dataclass(frozen=True)
class StrictLimits:
    """OpenAI strict-mode totals per schema (the August 2024 values in comments)."""

    properties: int = 5_000  # 100
    depth: int = 10  # 5
    enum_values: int = 1_000  # 500
    characters: int = 120_000  # 15,000: property and definition names, enum and const values
    large_enum: int = 250  # a string enum with more values than this ...
    large_enum_characters: int = 15_000  # ... may hold at most this many characters (7,500)


STRICT_LIMITS = StrictLimits()
STRICT_LIMITS_2024 = StrictLimits(100, 5, 500, 15_000, 250, 7_500)

# C005: Gemini's `parameters` field takes an OpenAPI 3.0 subset.
GEMINI_TARGET = "gemini"
GEMINI_UNSUPPORTED = frozenset({
    "$id", "$ref", "$schema", "additionalProperties", "allOf", "const",
    "exclusiveMaximum", "exclusiveMinimum", "multipleOf", "not", "oneOf",
    "patternProperties", "propertyNames",
})
GEMINI_STRING_FORMATS = ("date-time", "enum")

# C006: tools advertised in one request.
TOOLS_PER_REQUEST: dict[str, tuple[int, str]] = {
    "openai": (128, "Chat Completions; the guide recommends fewer than 20"),
    "openai-strict": (128, "Chat Completions; the guide recommends fewer than 20"),
    "deepseek": (128, ""),
    "gemini": (512, "Vertex, since 2025-12; 128 in 2025, 64 in 2024"),
}

# C007: description length (characters); Chat Completions rejected longer ones in 2024-25.
DESCRIPTION_LIMITS: dict[str, int] = {"openai": 1_024, "openai-strict": 1_024}


def _check_tables() -> None:
    for table in (NAME_RULES, TOOLS_PER_REQUEST, DESCRIPTION_LIMITS):
        unknown = set(table) - set(TARGETS)
        if unknown:
            raise ValueError(f"provider tables name unknown targets: {sorted(unknown)}")
    for targets in (ROOT_OBJECT_TARGETS, ITEMS_TARGETS, (STRICT_TARGET, GEMINI_TARGET)):
        if not set(targets) <= set(TARGETS):
            raise ValueError(f"provider tables name unknown targets: {targets}")


_check_tables()
