"""The static registry never carries a dynamic spec (SPEC §2.3, §5.1 R016).

MCP tools live in external/*.json only: they are never static specs or
declarations, never counted toward expected_count, and adding a server must not
disturb the static rules' one-to-one check between specs and schemas.json.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import CLEAN, REPO, registry_copy
from toolcli.rules.context import Context
from toolcli.rules.engine import Selection, run
from toolcli.loading.loader import Location, load
from toolcli.model import DynamicSpec, RegistryModel, StaticSpec

ROOTS = {"bundled": REPO, "clean": CLEAN}


@pytest.fixture(params=sorted(ROOTS), scope="module")
def loaded(request: pytest.FixtureRequest) -> RegistryModel:
    return load(Location(ROOTS[request.param], "."))


def test_the_registry_has_dynamic_specs_to_keep_apart(loaded: RegistryModel) -> None:
    assert loaded.dynamic, "the check below would be vacuous without dynamic specs"


def test_no_static_spec_or_declaration_is_named_like_a_dynamic_tool(loaded: RegistryModel) -> None:
    assert all(isinstance(spec, StaticSpec) for spec in loaded.specs)
    assert [spec.name for spec in loaded.specs if spec.name.startswith("mcp__")] == []
    assert [d.name for d in loaded.declarations if d.name.startswith("mcp__")] == []


def test_dynamic_specs_stay_out_of_the_static_side(loaded: RegistryModel) -> None:
    assert all(isinstance(spec, DynamicSpec) for spec in loaded.dynamic)
    dynamic_names = {spec.name for spec in loaded.dynamic}
    assert dynamic_names.isdisjoint(spec.name for spec in loaded.specs)
    assert dynamic_names.isdisjoint(d.name for d in loaded.declarations)


def test_expected_count_counts_static_specs_only(loaded: RegistryModel) -> None:
    assert loaded.expected_count == len(loaded.specs)
    assert loaded.expected_count != len(loaded.specs) + len(loaded.dynamic)


def test_surfaces_mark_dynamic_tools_as_dynamic(loaded: RegistryModel) -> None:
    dynamic_names = {spec.name for spec in loaded.dynamic}
    for surface in Context(loaded).surfaces.values():
        for entry in surface.advertised + surface.deferred:
            assert entry.dynamic == (entry.name in dynamic_names)


def _static_findings(root: Path) -> list[tuple[str, str | None]]:
    ctx = Context(load(Location(root, ".")))
    return [(d.code, d.tool) for d in run(ctx, Selection(("R",), (), {}, ())) if d.code in
            ("R003", "R004", "R005", "R016")]


def test_adding_a_server_leaves_the_static_registry_alone(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "registry")
    before = load(Location(root, "."))
    (root / "external" / "acme.json").write_text(json.dumps({
        "server": "acme",
        "tools": [{"name": f"mcp__acme__tool_{i}", "description": "An acme tool.",
                   "inline": {"type": "object"}, "family": "external_read", "tier": "cold",
                   "brief": "An acme tool"} for i in range(3)],
    }), encoding="utf-8")
    after = load(Location(root, "."))
    assert len(after.dynamic) == len(before.dynamic) + 3
    assert after.specs == before.specs
    assert after.declarations == before.declarations
    assert after.expected_count == before.expected_count == len(after.specs)
    assert _static_findings(root) == []
