"""Every rule: importing this module imports each family module, whose
definitions register themselves in CATALOGUE."""

from __future__ import annotations

from . import compat, dynamic, mcp_fields, profiles, registry_rules, schema_keywords, security, security_schemas, security_tools, settings  # noqa: F401  (registration)
from .base import CATALOGUE, Rule


def all_rules() -> list[Rule]:
    """Every rule, sorted by code."""
    return [CATALOGUE[code] for code in sorted(CATALOGUE)]
