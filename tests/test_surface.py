"""ResolvedSurface resolution, step by step as SPEC §6 lays it out, and the bundled profiles."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from toolcli.loading.loader import Location, load
from toolcli.model import Declaration, DynamicSpec, Origin, Probe, Profile, RegistryModel, StaticSpec
from toolcli.payloads import PAYLOAD_FORMATS, provider_payload
from toolcli.surface import resolve, surface_document
from toolcli.token_costs import costs_for

COSTS = costs_for("o200k")

REPO_ROOT = Path(__file__).resolve().parents[1]
PARAMETERS = {"type": "object", "properties": {"q": {"type": "string"}}}
EMPTY = {"type": "object"}


# -- building small registries from the model -------------------------------------------

def static(name: str, tier: str = "warm", capabilities: tuple[str, ...] = ("cap",),
           description: str | None = None, parameters: Any = None, **fields: Any):
    spec = StaticSpec(name=name, origin=Origin("toolspec.toml", None, f"/tools/{name}"),
                      capabilities=capabilities, effect=fields.pop("effect", "read"), tier=tier,
                      result_paths="none", **fields)
    declaration = Declaration(name, description if description is not None else f"The {name} tool.",
                              PARAMETERS if parameters is None else parameters, True,
                              Origin("schemas.json", None, "/0"))
    return spec, declaration


def dynamic(name: str, family: str, tier: str = "cold", description: str = "A server tool.",
            **fields: Any) -> DynamicSpec:
    server = name.split("__")[1]
    return DynamicSpec(name=name, server=server, origin=Origin(f"external/{server}.json", None, "/tools/0"),
                       description=description, inline=PARAMETERS, has_inline=True, family=family,
                       tier=tier, brief="Brief", **fields)


def registry(*pairs, dynamic_specs: tuple[DynamicSpec, ...] = (), provides: tuple[str, ...] = (),
             profiles: tuple[Profile, ...] = (), loader: str = "load_tool") -> RegistryModel:
    return RegistryModel(root=".", specs=tuple(s for s, _ in pairs), declarations=tuple(d for _, d in pairs),
                    dynamic=dynamic_specs, probe=Probe(provides), profiles=profiles, loader=loader)


def profile(name: str = "p", capabilities: tuple[str, ...] = ("cap",), **fields: Any) -> Profile:
    return Profile(name=name, origin=Origin("toolspec.toml", None, f"/profiles/{name}"),
                   capabilities=capabilities, **fields)


def canonical_bytes(name: str, description: str, parameters: Any) -> bytes:
    text = json.dumps({"description": description, "name": name, "parameters": parameters},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return text.encode("utf-8")


def seen(surface) -> set[str]:
    return {e.name for e in surface.advertised} | {e.name for e in surface.deferred}


# -- step 1: static candidates ----------------------------------------------------------

def test_step1_a_tool_is_selected_by_sharing_one_capability() -> None:
    reg = registry(static("grep", capabilities=("search", "fs_read")),
                   static("bash", capabilities=("exec",)))
    surface = resolve(reg, profile(capabilities=("fs_read",)))
    assert seen(surface) == {"grep"}


def test_step1_an_unprovided_requirement_removes_the_tool() -> None:
    pair = static("lsp_hover", capabilities=("lsp",), requires=("lsp",))
    wanted = profile(capabilities=("lsp",))
    assert seen(resolve(registry(pair, provides=()), wanted)) == set()
    assert seen(resolve(registry(pair, provides=("browser",)), wanted)) == set()
    assert seen(resolve(registry(pair, provides=("lsp", "browser")), wanted)) == {"lsp_hover"}


def test_step1_every_requirement_must_be_provided() -> None:
    pair = static("lsp_rename", capabilities=("lsp",), requires=("lsp", "job_manager"))
    wanted = profile(capabilities=("lsp",))
    assert seen(resolve(registry(pair, provides=("lsp",)), wanted)) == set()
    assert seen(resolve(registry(pair, provides=("job_manager", "lsp")), wanted)) == {"lsp_rename"}


def test_step1_audience_limits_a_tool_to_the_profiles_it_names() -> None:
    reg = registry(static("task", effect="delegate", audience=("director",)),
                   static("grep"))
    assert seen(resolve(reg, profile("director"))) == {"grep", "task"}
    assert seen(resolve(reg, profile("coding"))) == {"grep"}


def test_step1_subset_of_changes_nothing() -> None:
    reg = registry(static("grep"), static("bash", capabilities=("exec",)))
    parent = profile("director", capabilities=("cap",))
    inside = profile("palette", capabilities=("cap", "exec"), subset_of="director")
    free = profile("palette", capabilities=("cap", "exec"))
    assert seen(resolve(reg, inside)) == seen(resolve(reg, free)) == {"grep", "bash"}
    assert seen(resolve(reg, parent)) == {"grep"}


# -- step 2: dynamic candidates ---------------------------------------------------------

FAMILY_TOOLS = {
    "external_read": "mcp__fetch__fetch",
    "external_write": "mcp__github__create_issue",
    "skill": "mcp__skills__pdf",
}


@pytest.mark.parametrize("external", [(), ("external_read",), ("skill",), ("external_read", "skill"),
                                      ("external_read", "external_write", "skill")])
def test_step2_dynamic_tools_follow_the_profiles_families(external: tuple[str, ...]) -> None:
    reg = registry(static("grep"),
                   dynamic_specs=tuple(dynamic(name, family) for family, name in FAMILY_TOOLS.items()))
    surface = resolve(reg, profile(external=external))
    reached = {e.name for e in surface.advertised + surface.deferred if e.dynamic}
    assert reached == {FAMILY_TOOLS[family] for family in external}


def test_step2_dynamic_tools_do_not_need_a_capability() -> None:
    reg = registry(dynamic_specs=(dynamic("mcp__fetch__fetch", "external_read"),))
    surface = resolve(reg, profile(capabilities=(), external=("external_read",)))
    assert seen(surface) == {"mcp__fetch__fetch"}


# -- steps 3 and 4: tiers ---------------------------------------------------------------

def test_step3_4_the_spec_tier_decides_advertised_or_deferred() -> None:
    reg = registry(static("finish", "hot"), static("grep", "warm"), static("docs", "cold"),
                   dynamic_specs=(dynamic("mcp__time__now", "external_read"),))
    surface = resolve(reg, profile(external=("external_read",)))
    assert [(e.name, e.tier) for e in surface.advertised] == [("finish", "hot"), ("grep", "warm")]
    assert [e.name for e in surface.deferred] == ["docs", "mcp__time__now"]


def test_step3_profile_tiers_override_the_spec_tier() -> None:
    reg = registry(static("finish", "hot"), static("grep", "warm"), static("docs", "cold"),
                   dynamic_specs=(dynamic("mcp__time__now", "external_read"),))
    tiers = {"grep": "cold", "docs": "hot", "mcp__time__now": "warm", "finish": "warm"}
    surface = resolve(reg, profile(external=("external_read",), tiers=tiers))
    assert [(e.name, e.tier) for e in surface.advertised] == [
        ("docs", "hot"), ("finish", "warm"), ("mcp__time__now", "warm")]
    assert [e.name for e in surface.deferred] == ["grep"]
    other = resolve(reg, profile("other", external=("external_read",)))
    assert [e.name for e in other.deferred] == ["docs", "mcp__time__now"]


def test_step3_a_glob_sets_the_tier_of_every_tool_it_matches() -> None:
    reg = registry(static("grep", "warm"), static("glob", "warm"),
                   dynamic_specs=(dynamic("mcp__github__create_issue", "external_read"),
                                  dynamic("mcp__github__get_issue", "external_read"),
                                  dynamic("mcp__time__now", "external_read")))
    surface = resolve(reg, profile(external=("external_read",), tiers={"mcp__github__*": "warm", "g?ep": "cold"}))
    assert [(e.name, e.tier) for e in surface.advertised] == [
        ("glob", "warm"), ("mcp__github__create_issue", "warm"), ("mcp__github__get_issue", "warm")]
    assert [e.name for e in surface.deferred] == ["grep", "mcp__time__now"]


def test_step3_the_most_specific_key_wins_exact_then_the_longest_glob() -> None:
    from toolcli.surface import TierKeys

    tiers = TierKeys({"mcp__*": "cold", "mcp__github__*": "warm", "mcp__github__get_is*": "hot",
                      "mcp__github__get_me": "cold", "mcp__github__[gl]*": "warm"})
    assert tiers.key_for("mcp__github__get_me") == "mcp__github__get_me"
    assert tiers.key_for("mcp__github__get_issue") == "mcp__github__get_is*"  # longer than "mcp__github__[gl]*"
    assert tiers.key_for("mcp__github__list_issues") == "mcp__github__[gl]*"
    assert tiers.key_for("mcp__time__now") == "mcp__*"
    assert tiers.key_for("grep") is None and tiers.tier("grep", "warm") == "warm"
    # of equal lengths, the first in sorted order: "mcp__github__?et_*" before "mcp__github__get_*"
    assert TierKeys({"mcp__github__get_*": "hot", "mcp__github__?et_*": "cold"}).key_for("mcp__github__get_x") \
        == "mcp__github__?et_*"
    assert TierKeys({"Grep": "hot"}).key_for("grep") is None  # names are case-sensitive


# -- step 5: size -----------------------------------------------------------------------

def test_step5_size_is_utf8_bytes_of_the_canonical_declaration() -> None:
    description = "Größe prüfen — 文件大小"
    parameters = {"type": "object", "properties": {"b": {"type": "string"}, "a": {"type": "integer"}}}
    reg = registry(static("stat", description=description, parameters=parameters))
    (entry,) = resolve(reg, profile()).advertised
    expected = canonical_bytes("stat", description, parameters)
    assert entry.size == len(expected)
    assert len(expected) > len(expected.decode("utf-8"))  # bytes, not characters
    assert surface_document(resolve(reg, profile()), COSTS)["used"] == len(expected)


# -- step 6: budget ---------------------------------------------------------------------

def _sized(name: str, tier: str, size: int):
    """A tool whose canonical declaration is exactly `size` bytes."""
    base = len(canonical_bytes(name, "", EMPTY))
    assert size >= base
    return static(name, tier, description="x" * (size - base), parameters=EMPTY)


def test_step6_no_budget_means_no_demotion() -> None:
    reg = registry(_sized("big", "warm", 5000), _sized("finish", "hot", 200))
    surface = resolve(reg, profile())
    assert surface.demoted == () and len(surface.advertised) == 2


def test_step6_a_surface_that_fits_exactly_is_left_alone() -> None:
    reg = registry(_sized("aaa", "warm", 300), _sized("finish", "hot", 200))
    surface = resolve(reg, profile(budget=500))
    assert surface.demoted == () and surface.used == 500


def test_step6_demotes_the_largest_warm_tool_first_until_it_fits() -> None:
    reg = registry(_sized("finish", "hot", 200), _sized("small", "warm", 100),
                   _sized("large", "warm", 400), _sized("middle", "warm", 250))
    surface = resolve(reg, profile(budget=600))  # 950 -> demote large (550) and stop
    assert [e.name for e in surface.demoted] == ["large"]
    assert [e.name for e in surface.advertised] == ["finish", "middle", "small"]
    tighter = resolve(reg, profile(budget=320))  # 950 -> 550 -> 300
    assert sorted(e.name for e in tighter.demoted) == ["large", "middle"]
    assert tighter.used == 300


def test_step6_equal_sizes_are_demoted_in_name_order() -> None:
    reg = registry(_sized("finish", "hot", 200), _sized("zeta", "warm", 300), _sized("beta", "warm", 300),
                   _sized("alfa", "warm", 300))
    surface = resolve(reg, profile(budget=800))  # 1100 -> one 300-byte tool must go
    assert [e.name for e in surface.demoted] == ["alfa"]
    surface = resolve(reg, profile(budget=500))
    assert [e.name for e in surface.demoted] == ["alfa", "beta"]


def test_step6_hot_tools_are_never_demoted() -> None:
    reg = registry(_sized("finish", "hot", 700), _sized("bash", "hot", 600), _sized("grep", "warm", 100))
    surface = resolve(reg, profile(budget=500))
    assert [e.name for e in surface.advertised] == ["bash", "finish"]
    assert [(e.name, e.demoted) for e in surface.deferred] == [("grep", True)]
    assert surface.hot_size == 1300 and surface.used == 1300


def test_step6_demotion_is_marked_only_on_demoted_tools() -> None:
    reg = registry(_sized("finish", "hot", 200), _sized("grep", "warm", 400), _sized("docs", "cold", 300))
    document = surface_document(resolve(reg, profile(budget=300)), COSTS)
    assert {d["name"]: d["demoted"] for d in document["deferred"]} == {"docs": False, "grep": True}


# -- step 7: order ----------------------------------------------------------------------

def test_step7_hot_before_warm_each_by_name_deferred_by_name() -> None:
    reg = registry(_sized("zz_warm", "warm", 100), _sized("aa_warm", "warm", 100), _sized("zz_hot", "hot", 100),
                   _sized("mm_hot", "hot", 100), _sized("qq_cold", "cold", 100), _sized("bb_cold", "cold", 100),
                   _sized("big_warm", "warm", 900),
                   dynamic_specs=(dynamic("mcp__a__x", "skill"),))
    surface = resolve(reg, profile(budget=700, external=("skill",)))
    assert [e.name for e in surface.advertised] == ["mm_hot", "zz_hot", "aa_warm", "zz_warm"]
    assert [e.name for e in surface.deferred] == ["bb_cold", "big_warm", "mcp__a__x", "qq_cold"]


# -- the surface document ---------------------------------------------------------------

def test_advertised_entries_carry_the_derived_flags() -> None:
    reg = registry(
        static("edit", "hot", mutates=True, serial=True, needs_auth=True, trunc="eager", display="compact",
               model_slot="fast"),
        static("ask", "hot", serial=True, blocks_on_user=True, trunc="protected"),
        static("grep", "warm"),
        dynamic_specs=(dynamic("mcp__gh__create", "external_write", tier="warm", mutates=True, needs_auth=True),
                       dynamic("mcp__gh__list", "external_read", tier="warm")),
    )
    document = surface_document(resolve(reg, profile(external=("external_read", "external_write"))), COSTS)
    flags = {item["name"]: {k: item[k] for k in ("read_only", "serial", "interactive", "needs_auth",
                                                    "trunc_priority", "compact_display", "model_slot")}
             for item in document["advertised"]}
    assert flags["edit"] == {"read_only": False, "serial": True, "interactive": False, "needs_auth": True,
                             "trunc_priority": 2, "compact_display": True, "model_slot": "fast"}
    assert flags["ask"] == {"read_only": False, "serial": True, "interactive": True, "needs_auth": False,
                            "trunc_priority": 0, "compact_display": False, "model_slot": ""}
    assert flags["grep"] == {"read_only": True, "serial": False, "interactive": False, "needs_auth": False,
                             "trunc_priority": 1, "compact_display": False, "model_slot": ""}
    assert flags["mcp__gh__create"]["read_only"] is False and flags["mcp__gh__create"]["needs_auth"] is True
    assert flags["mcp__gh__list"]["read_only"] is True and flags["mcp__gh__list"]["needs_auth"] is False
    origins = {item["name"]: item["origin"] for item in document["advertised"]}
    assert origins == {"edit": "static", "ask": "static", "grep": "static",
                       "mcp__gh__create": "dynamic", "mcp__gh__list": "dynamic"}


def test_deferred_sha256_is_over_the_canonical_declaration() -> None:
    description = "Convert a time — between zones."
    reg = registry(static("docs", "cold", description="Search the docs."),
                   dynamic_specs=(dynamic("mcp__time__convert", "external_read", description=description),))
    document = surface_document(resolve(reg, profile(external=("external_read",))), COSTS)
    digests = {d["name"]: d["sha256"] for d in document["deferred"]}
    assert digests == {
        "docs": hashlib.sha256(canonical_bytes("docs", "Search the docs.", PARAMETERS)).hexdigest(),
        "mcp__time__convert": hashlib.sha256(canonical_bytes("mcp__time__convert", description,
                                                             PARAMETERS)).hexdigest(),
    }
    changed = registry(static("docs", "cold", description="Search the docs!"))
    again = surface_document(resolve(changed, profile()), COSTS)
    assert again["deferred"][0]["sha256"] != digests["docs"]


def test_the_loader_is_the_profiles_or_else_the_registrys() -> None:
    reg = registry(static("grep"), loader="load_tool")
    assert surface_document(resolve(reg, profile()), COSTS)["loader"] == "load_tool"
    assert surface_document(resolve(reg, profile(loader="fetch_tool")), COSTS)["loader"] == "fetch_tool"


def test_a_registry_on_disk_resolves_the_same_way(tmp_path: Path) -> None:
    (tmp_path / "toolspec.toml").write_text(
        '[registry]\nname = "t"\nexpected_count = 2\n\n[probe]\nprovides = []\n\n'
        '[tools.grep]\ncapabilities = ["search"]\neffect = "read"\ntier = "warm"\nresult_paths = "full"\n\n'
        '[tools.lsp]\ncapabilities = ["search"]\neffect = "read"\ntier = "warm"\nresult_paths = "none"\n'
        'requires = ["lsp"]\n\n'
        '[profiles.p]\ncapabilities = ["search"]\nexternal = ["skill"]\ntiers = { mcp__s__pdf = "hot" }\n',
        encoding="utf-8")
    declarations = [{"name": n, "description": f"The {n} tool.", "parameters": PARAMETERS} for n in ("grep", "lsp")]
    (tmp_path / "schemas.json").write_text(json.dumps(declarations), encoding="utf-8")
    (tmp_path / "external").mkdir()
    (tmp_path / "external" / "s.json").write_text(json.dumps({"server": "s", "tools": [
        {"name": "mcp__s__pdf", "description": "Read a PDF.", "inline": PARAMETERS, "family": "skill",
         "tier": "cold", "brief": "Read a PDF"}]}), encoding="utf-8")
    reg = load(Location(tmp_path, "."))
    document = surface_document(resolve(reg, reg.profiles[0]), COSTS)
    assert [(a["name"], a["tier"], a["origin"]) for a in document["advertised"]] == [
        ("mcp__s__pdf", "hot", "dynamic"), ("grep", "warm", "static")]
    assert document["deferred"] == []


# -- the bundled registry ---------------------------------------------------------------

@pytest.fixture(scope="module")
def bundled() -> RegistryModel:
    return load(Location(REPO_ROOT, "."))


def _surface(reg: RegistryModel, name: str):
    found = reg.profile(name)
    assert found is not None, f"the bundled registry has no profile {name!r}"
    return resolve(reg, found)


def _reached_dynamic(reg: RegistryModel, name: str) -> set[str]:
    return {e.name for e in _surface(reg, name).advertised + _surface(reg, name).deferred if e.dynamic}


def _family_names(reg: RegistryModel, family: str) -> set[str]:
    return {spec.name for spec in reg.dynamic if spec.family == family}


SPEC_MATRIX = {  # SPEC §10
    "director": {"external_read", "skill"},
    "repo": {"external_read", "skill"},
    "coding": {"external_read", "external_write", "skill"},
    "chat": {"skill"},
    "devops": {"external_read"},
    "browser": set(),
    "palette": set(),
}


def test_bundled_profiles_follow_the_family_matrix(bundled: RegistryModel) -> None:
    assert {p.name: set(p.external) for p in bundled.profiles} == SPEC_MATRIX


def test_bundled_coding_reaches_every_external_tool(bundled: RegistryModel) -> None:
    names = {spec.name for spec in bundled.dynamic}
    assert _reached_dynamic(bundled, "coding") == names
    writes = _family_names(bundled, "external_write")
    assert writes, "the bundled captures include a server with write tools"
    assert writes <= _reached_dynamic(bundled, "coding")


@pytest.mark.parametrize("name", sorted(SPEC_MATRIX))
def test_bundled_profiles_reach_exactly_their_families(bundled: RegistryModel, name: str) -> None:
    wanted = set().union(*(_family_names(bundled, family) for family in SPEC_MATRIX[name]))
    assert _reached_dynamic(bundled, name) == wanted


def test_bundled_chat_reaches_only_skills(bundled: RegistryModel) -> None:
    reached = _reached_dynamic(bundled, "chat")
    assert all(spec.family == "skill" for spec in bundled.dynamic if spec.name in reached)


@pytest.mark.parametrize("name", ["browser", "palette"])
def test_bundled_browser_and_palette_reach_no_dynamic_tool(bundled: RegistryModel, name: str) -> None:
    assert _reached_dynamic(bundled, name) == set()


def test_bundled_palette_stays_inside_director(bundled: RegistryModel) -> None:
    palette, director = _surface(bundled, "palette"), _surface(bundled, "director")
    assert palette.names() <= director.names()
    effects = {spec.name: spec.effect for spec in bundled.specs}
    assert not [n for n in palette.names() if effects.get(n) == "delegate"]


def _is_schema(value: Any) -> bool:
    return isinstance(value, dict) and value.get("type") == "object"


@pytest.mark.parametrize("provider", PAYLOAD_FORMATS)
def test_bundled_provider_payloads_have_the_providers_shape(bundled: RegistryModel, provider: str) -> None:
    for reg_profile in bundled.profiles:
        surface = resolve(bundled, reg_profile)
        payload = provider_payload(surface, provider)
        json.dumps(payload)  # serialisable as is
        if provider in ("openai", "azure-openai"):
            assert isinstance(payload, list)
            assert all(set(item) == {"type", "function"} and item["type"] == "function" for item in payload)
            tools = [item["function"] for item in payload]
            key = "parameters"
        elif provider == "anthropic":
            assert isinstance(payload, list)
            tools, key = payload, "input_schema"
        elif provider == "openai-responses":  # the flat function tool, strict always explicit
            assert isinstance(payload, list)
            assert all(item["type"] == "function" and item["strict"] is False for item in payload)
            tools = [{k: v for k, v in item.items() if k not in ("type", "strict")} for item in payload]
            key = "parameters"
        elif provider == "gemini":
            assert isinstance(payload, dict) and set(payload) == {"functionDeclarations"}
            tools, key = payload["functionDeclarations"], "parametersJsonSchema"
        else:
            assert isinstance(payload, dict) and set(payload) == {"tools"}
            tools, key = payload["tools"], "inputSchema"
        assert all(set(tool) == {"name", "description", key} for tool in tools)
        assert [tool["name"] for tool in tools] == [e.name for e in surface.advertised]
        assert all(isinstance(tool["description"], str) and tool["description"] for tool in tools)
        assert all(_is_schema(tool[key]) for tool in tools)
