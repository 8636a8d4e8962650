"""The change list of SPEC §7, built from hand-made surface and registry documents."""

from __future__ import annotations

import copy
import hashlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolcli.golden.changes import Change
from toolcli.golden.classify import analyse, classify, classify_registry, classify_surface

PARAMS = {
    "type": "object",
    "properties": {
        "path": {"type": "string", "description": "File to read", "maxLength": 200},
        "mode": {"type": "string", "enum": ["fast", "full"]},
        "limit": {"type": "integer", "minimum": 1, "maximum": 100},
        "opts": {"type": "object", "properties": {"depth": {"type": "integer"}}},
        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 5},
    },
    "required": ["path"],
}


def sha(name: str, description: str, parameters: object) -> str:
    canonical = json.dumps({"description": description, "name": name, "parameters": parameters},
                           sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def adv(name: str, description: str = "Read a file", parameters: object = None,
        tier: str = "hot", **flags: object) -> dict:
    entry = {
        "name": name, "description": description,
        "parameters": copy.deepcopy(PARAMS) if parameters is None else parameters,
        "tier": tier, "origin": "static", "size": 100,
        "read_only": True, "serial": False, "interactive": False, "needs_auth": False,
        "trunc_priority": 1, "compact_display": False, "model_slot": "",
    }
    entry.update(flags)
    return entry


def dfr(name: str, description: str = "Convert time", parameters: object = None,
        **fields: object) -> dict:
    parameters = copy.deepcopy(PARAMS) if parameters is None else parameters
    entry = {"name": name, "brief": "Convert time", "origin": "dynamic", "demoted": False,
             "sha256": sha(name, description, parameters)}
    entry.update(fields)
    return entry


def surface(advertised=(), deferred=(), profile="coding", **top) -> dict:
    hot = sorted((e for e in advertised if e["tier"] == "hot"), key=lambda e: e["name"])
    warm = sorted((e for e in advertised if e["tier"] == "warm"), key=lambda e: e["name"])
    doc = {"profile": profile, "loader": "load_tool", "budget": 24000, "used": 100,
           "advertised": hot + warm, "deferred": sorted(deferred, key=lambda e: e["name"])}
    doc.update(top)
    return doc


def queries(**overrides: object) -> dict:
    base = {"registered": True, "read_only": True, "serial": False, "interactive": False,
            "needs_auth": False, "path_params": ["path"], "effect": "read", "trunc_priority": 1,
            "compact_display": False, "model_slot": "", "brief": "Read a file"}
    base.update(overrides)
    return base


def registry(**tools: dict) -> dict:
    return {"tools": tools}


def ids(changes: list[Change]) -> set[tuple[str, str]]:
    return {(c.id, c.level) for c in changes}


def with_params(mutate) -> tuple[dict, dict]:
    """Old and new surfaces with one advertised tool whose parameters `mutate` edits."""
    new_params = copy.deepcopy(PARAMS)
    mutate(new_params)
    return surface([adv("read")]), surface([adv("read", parameters=new_params)])


# ---------------------------------------------------------------- breaking


def test_identical_documents_have_no_changes():
    doc = surface([adv("read"), adv("edit", tier="warm")], [dfr("mcp__t__x")])
    assert classify_surface(doc, copy.deepcopy(doc), "coding") == []


def test_tool_removed_is_breaking():
    changes = classify_surface(surface([adv("read"), adv("grep")]), surface([adv("read")]), "coding")
    assert [(c.id, c.level, c.profiles, c.cache, c.tool) for c in changes] == [
        ("tool-removed", "breaking", ("coding",), ("coding",), "grep")]


def test_deferred_tool_removed_is_breaking():
    changes = classify_surface(surface(deferred=[dfr("mcp__t__x")]), surface(), "coding")
    assert ids(changes) == {("tool-removed", "breaking")}


def test_advertised_rename_is_matched_by_identical_content():
    changes = classify_surface(surface([adv("read")]), surface([adv("read_file")]), "coding")
    assert [(c.id, c.level, c.tool) for c in changes] == [("tool-renamed", "breaking", "read")]
    assert "read_file" in changes[0].detail


def test_rename_with_edited_description_is_removal_plus_addition():
    changes = classify_surface(surface([adv("read")]),
                               surface([adv("read_file", description="Read one file")]), "coding")
    assert ids(changes) == {("tool-removed", "breaking"), ("tool-added", "cache")}


def test_rename_from_advertised_to_deferred_is_matched_by_hash():
    old = surface([adv("read")])
    new = surface(deferred=[dfr("read_file", description="Read a file", origin="static")])
    changes = classify_surface(old, new, "coding")
    assert ids(changes) == {("tool-renamed", "breaking"), ("tool-demoted", "cache")}


def test_rename_from_deferred_to_advertised_is_matched_by_hash():
    old = surface(deferred=[dfr("read", description="Read a file", origin="static")])
    new = surface([adv("read_file")])
    assert ids(classify_surface(old, new, "coding")) == {
        ("tool-renamed", "breaking"), ("tool-promoted", "cache")}


def test_deferred_rename_needs_the_new_declarations():
    old = surface(deferred=[dfr("mcp__t__old")])
    new = surface(deferred=[dfr("mcp__t__new")])
    without = classify_surface(old, new, "coding")
    assert ids(without) == {("tool-removed", "breaking"), ("tool-added", "info")}
    declarations = {"mcp__t__new": {"description": "Convert time", "parameters": PARAMS}}
    matched = classify_surface(old, new, "coding", declarations)
    assert [(c.id, c.tool) for c in matched] == [("tool-renamed", "mcp__t__old")]


def test_deferred_rename_with_other_content_is_not_matched():
    old = surface(deferred=[dfr("mcp__t__old")])
    new = surface(deferred=[dfr("mcp__t__new", description="Something else")])
    declarations = {"mcp__t__new": {"description": "Something else", "parameters": PARAMS}}
    assert ids(classify_surface(old, new, "coding", declarations)) == {
        ("tool-removed", "breaking"), ("tool-added", "info")}


def test_two_identical_renames_pair_deterministically():
    old = surface([adv("a1"), adv("a2")])
    new = surface([adv("b1"), adv("b2")])
    changes = classify_surface(old, new, "coding")
    assert sorted(c.detail for c in changes) == ["renamed a1 -> b1", "renamed a2 -> b2"]


def test_required_parameter_added():
    def mutate(p):
        p["properties"]["encoding"] = {"type": "string"}
        p["required"].append("encoding")
    changes = classify_surface(*with_params(mutate), "coding")
    assert [(c.id, c.level, c.detail) for c in changes] == [
        ("required-parameter-added", "breaking", "parameter /properties/encoding added as required")]


def test_parameter_removed():
    changes = classify_surface(*with_params(lambda p: p["properties"].pop("mode")), "coding")
    assert [(c.id, c.level, c.detail) for c in changes] == [
        ("parameter-removed", "breaking", "parameter /properties/mode removed")]


def test_parameter_became_required():
    changes = classify_surface(*with_params(lambda p: p["required"].append("limit")), "coding")
    assert [(c.id, c.level) for c in changes] == [("parameter-became-required", "breaking")]


def test_parameter_type_changed_uses_a_pointer():
    changes = classify_surface(
        *with_params(lambda p: p["properties"]["path"].update(type="integer")), "coding")
    assert [(c.id, c.level, c.detail) for c in changes] == [
        ("parameter-type-changed", "breaking", "parameter /properties/path: type string -> integer")]


def test_nested_and_array_item_changes_are_found():
    def mutate(p):
        p["properties"]["opts"]["properties"]["depth"]["type"] = "string"
        p["properties"]["tags"]["items"]["type"] = "integer"
    details = {c.detail for c in classify_surface(*with_params(mutate), "coding")}
    assert details == {
        "parameter /properties/opts/properties/depth: type integer -> string",
        "parameter /properties/tags/items: type string -> integer",
    }


def test_enum_value_removed_and_added():
    changes = classify_surface(
        *with_params(lambda p: p["properties"]["mode"].update(enum=["full", "lazy"])), "coding")
    assert [(c.id, c.level, c.detail) for c in changes] == [
        ("enum-value-removed", "breaking", 'parameter /properties/mode: enum value "fast" removed'),
        ("enum-value-added", "cache", 'parameter /properties/mode: enum value "lazy" added'),
    ]  # any content change on an advertised tool is at least cache


TIGHTENINGS = {
    "maxLength lowered": lambda p: p["properties"]["path"].update(maxLength=100),
    "maximum lowered": lambda p: p["properties"]["limit"].update(maximum=50),
    "maxItems lowered": lambda p: p["properties"]["tags"].update(maxItems=2),
    "minLength added": lambda p: p["properties"]["path"].update(minLength=3),
    "minimum raised": lambda p: p["properties"]["limit"].update(minimum=5),
    "minItems added": lambda p: p["properties"]["tags"].update(minItems=1),
    "pattern added": lambda p: p["properties"]["path"].update(pattern="^/"),
    "additionalProperties closed": lambda p: p.update(additionalProperties=False),
    "const added": lambda p: p["properties"]["mode"].update(const="fast"),
    "format added": lambda p: p["properties"]["path"].update(format="uri"),
    "enum added": lambda p: p["properties"]["path"].update(enum=["/a"]),
}


@pytest.mark.parametrize("mutate", TIGHTENINGS.values(), ids=TIGHTENINGS.keys())
def test_constraint_tightened(mutate):
    assert ids(classify_surface(*with_params(mutate), "coding")) == {
        ("constraint-tightened", "breaking")}


def test_pattern_changed_is_tightened():
    old_params = copy.deepcopy(PARAMS)
    old_params["properties"]["path"]["pattern"] = "^/"
    new_params = copy.deepcopy(PARAMS)
    new_params["properties"]["path"]["pattern"] = "^/home"
    changes = classify_surface(surface([adv("read", parameters=old_params)]),
                               surface([adv("read", parameters=new_params)]), "coding")
    assert [(c.id, c.detail) for c in changes] == [
        ("constraint-tightened", 'parameter /properties/path: pattern "^/" -> "^/home"')]


WIDENINGS = {
    "maxLength raised": lambda p: p["properties"]["path"].update(maxLength=400),
    "maximum removed": lambda p: p["properties"]["limit"].pop("maximum"),
    "minimum lowered": lambda p: p["properties"]["limit"].update(minimum=0),
    "type widened": lambda p: p["properties"]["limit"].update(type="number"),
    "became optional": lambda p: p.update(required=[]),
    "required list dropped": lambda p: p.pop("required"),
}


@pytest.mark.parametrize("mutate", WIDENINGS.values(), ids=WIDENINGS.keys())
def test_widening_is_metadata_not_breaking(mutate):
    # advertised, the schema text is in the prompt prefix: cache, not breaking
    assert ids(classify_surface(*with_params(mutate), "coding")) == {("metadata-changed", "cache")}


def test_additional_properties_opened_is_widening():
    closed = dict(copy.deepcopy(PARAMS), additionalProperties=False)
    opened = dict(copy.deepcopy(PARAMS), additionalProperties=True)
    changes = classify_surface(surface([adv("read", parameters=closed)]),
                               surface([adv("read", parameters=opened)]), "coding")
    assert [(c.id, c.detail) for c in changes] == [
        ("metadata-changed", "parameters: additionalProperties false -> true")]


def test_a_rewrite_that_accepts_the_same_still_shows():
    reordered = dict(copy.deepcopy(PARAMS), required=["path"], additionalProperties=True)
    changes = classify_surface(surface([adv("read")]),
                               surface([adv("read", parameters=reordered)]), "coding")
    assert [(c.id, c.level) for c in changes] == [("metadata-changed", "cache")]


def test_safety_loosened_on_an_advertised_tool():
    old = surface([adv("bash", needs_auth=True, read_only=False, serial=True)])
    new = surface([adv("bash", needs_auth=False, read_only=True, serial=False)])
    changes = classify_surface(old, new, "coding")
    assert sorted((c.id, c.detail) for c in changes) == [
        ("metadata-changed", "serial true -> false"),
        ("safety-loosened", "needs_auth true -> false"),
        ("safety-loosened", "read_only false -> true"),
    ]


def test_safety_tightened_is_only_metadata():
    old = surface([adv("bash", needs_auth=False)])
    new = surface([adv("bash", needs_auth=True)])
    assert ids(classify_surface(old, new, "coding")) == {("metadata-changed", "info")}


@pytest.mark.parametrize("field,before,after", [
    ("needs_auth", True, False), ("read_only", False, True), ("mutates", True, False)])
def test_safety_loosened_in_the_registry_document(field, before, after):
    old = registry(bash=queries(**{field: before}))
    new = registry(bash=queries(**{field: after}))
    assert [(c.id, c.level, c.profiles, c.tool) for c in classify_registry(old, new)] == [
        ("safety-loosened", "breaking", (), "bash")]


def test_registry_other_fields_are_metadata_and_membership_is_reported():
    old = registry(grep=queries(), gone=queries())
    new = registry(grep=queries(effect="network", path_params=[]), fresh=queries())
    assert sorted((c.id, c.level, c.tool) for c in classify_registry(old, new)) == [
        ("metadata-changed", "info", "grep"), ("metadata-changed", "info", "grep"),
        ("tool-added", "info", "fresh"), ("tool-removed", "breaking", "gone"),
    ]


def test_registry_list_shape_is_read_too():
    old = {"tools": [dict(queries(needs_auth=True), name="bash")]}
    new = {"tools": [dict(queries(needs_auth=False), name="bash")]}
    assert ids(classify_registry(old, new)) == {("safety-loosened", "breaking")}


# ---------------------------------------------------------------- cache


def test_tool_added_advertised_is_cache_and_deferred_is_info():
    old = surface([adv("read")])
    new = surface([adv("read"), adv("grep", description="Search")],
                  [dfr("mcp__t__x")])
    assert sorted((c.id, c.level, c.tool) for c in classify_surface(old, new, "coding")) == [
        ("tool-added", "cache", "grep"), ("tool-added", "info", "mcp__t__x")]


def test_tool_demoted_and_promoted():
    old = surface([adv("read"), adv("edit", tier="warm")], [dfr("mcp__t__x")])
    promoted = adv("mcp__t__x", description="Convert time", origin="dynamic")
    new = surface([adv("read"), promoted],
                  [dfr("edit", description="Read a file", demoted=True, origin="static")])
    changes = classify_surface(old, new, "coding")
    assert sorted((c.id, c.level, c.tool) for c in changes) == [
        ("tool-demoted", "cache", "edit"), ("tool-promoted", "cache", "mcp__t__x")]
    assert "budget" in next(c.detail for c in changes if c.id == "tool-demoted")


def test_demoted_with_other_content_also_reports_deferred_content():
    old = surface([adv("edit", tier="warm")])
    new = surface(deferred=[dfr("edit", description="Edited", origin="static")])
    assert ids(classify_surface(old, new, "coding")) == {
        ("tool-demoted", "cache"), ("deferred-content-changed", "info")}


def test_tier_change_that_reorders_the_prefix_is_cache():
    old = surface([adv("a"), adv("b"), adv("c", tier="warm")])
    new = surface([adv("a", tier="warm"), adv("b"), adv("c", tier="warm")])
    assert [(c.id, c.level, c.tool) for c in classify_surface(old, new, "coding")] == [
        ("tool-demoted", "cache", "a")]


def test_tier_change_that_keeps_the_order_is_metadata():
    old = surface([adv("a"), adv("b"), adv("c", tier="warm")])
    new = surface([adv("a"), adv("b", tier="warm"), adv("c", tier="warm")])
    assert [(c.id, c.level, c.detail) for c in classify_surface(old, new, "coding")] == [
        ("metadata-changed", "info", 'tier "hot" -> "warm"')]


def test_tool_description_changed():
    changes = classify_surface(surface([adv("read")]),
                               surface([adv("read", description="Read one file")]), "coding")
    assert [(c.id, c.level) for c in changes] == [("description-changed", "cache")]


def test_parameter_description_changed():
    changes = classify_surface(
        *with_params(lambda p: p["properties"]["path"].update(description="Path")), "coding")
    assert [(c.id, c.level, c.detail) for c in changes] == [
        ("description-changed", "cache", "parameter /properties/path: description changed")]


def test_optional_parameter_added():
    changes = classify_surface(
        *with_params(lambda p: p["properties"].update(encoding={"type": "string"})), "coding")
    assert [(c.id, c.level) for c in changes] == [("optional-parameter-added", "cache")]


# ---------------------------------------------------------------- info


def test_deferred_content_changed():
    old = surface(deferred=[dfr("mcp__t__x")])
    new = surface(deferred=[dfr("mcp__t__x", description="Now steals keys")])
    assert [(c.id, c.level) for c in classify_surface(old, new, "coding")] == [
        ("deferred-content-changed", "info")]


@pytest.mark.parametrize("field,value", [
    ("serial", True), ("trunc_priority", 2), ("compact_display", True),
    ("model_slot", "fast"), ("interactive", True), ("origin", "dynamic")])
def test_advertised_flags_are_metadata(field, value):
    changes = classify_surface(surface([adv("read")]), surface([adv("read", **{field: value})]),
                               "coding")
    assert [(c.id, c.level) for c in changes] == [("metadata-changed", "info")]


def test_deferred_brief_is_metadata():
    old = surface(deferred=[dfr("mcp__t__x")])
    new = surface(deferred=[dfr("mcp__t__x", brief="Convert a time")])
    assert ids(classify_surface(old, new, "coding")) == {("metadata-changed", "info")}


def test_budget_used_and_size_are_not_tool_changes_but_loader_is_metadata():
    old = surface([adv("read")])
    new = surface([adv("read", size=999)], budget=100, used=999)
    assert classify_surface(old, new, "coding") == []
    moved = classify_surface(old, surface([adv("read")], loader="find_tool"), "coding")
    assert [(c.id, c.level, c.tool) for c in moved] == [("metadata-changed", "info", None)]


# ---------------------------------------------------------------- files and order


def test_classify_over_files_groups_each_change_across_files():
    old_docs = {
        "coding.json": surface([adv("read"), adv("grep", description="Search", needs_auth=True)]),
        "chat.json": surface([adv("read")], profile="chat"),
        "registry.json": registry(read=queries(), grep=queries(needs_auth=True)),
    }
    new_docs = {
        "coding.json": surface([adv("read_file"), adv("grep", description="Search", needs_auth=False)]),
        "devops.json": surface([adv("grep", description="Search")], profile="devops"),
        "registry.json": registry(read_file=queries(), grep=queries(needs_auth=False)),
    }
    changes = classify(old_docs, new_docs)
    assert [(c.level, c.tool, c.id, c.profiles, c.cache) for c in changes] == [
        ("breaking", "grep", "safety-loosened", ("coding",), ()),  # registry.json and coding.json
        ("breaking", "read", "tool-removed", ("chat",), ("chat",)),  # chat.json is gone
        ("breaking", "read", "tool-renamed", ("coding",), ("coding",)),
        ("cache", "grep", "tool-added", ("devops",), ("devops",)),  # devops.json is new
    ]
    renamed = next(c for c in changes if c.id == "tool-renamed")
    assert renamed.detail == "renamed read -> read_file"
    assert next(c for c in changes if c.id == "tool-removed").detail == "removed from the surface"


def test_schema_nested_past_the_depth_limit_is_compared_whole():
    def nest(leaf: dict, depth: int) -> dict:
        for _ in range(depth):
            leaf = {"type": "object", "properties": {"x": leaf}}
        return leaf
    old = surface([adv("deep", parameters=nest({"type": "string"}, 200))])
    new = surface([adv("deep", parameters=nest({"type": "integer"}, 200))])
    assert ids(classify_surface(old, new, "coding")) == {("constraint-tightened", "breaking")}


# ---------------------------------------------------------------- property

DEFERRED_EDITS = st.sampled_from(["sha", "brief", "origin", "demoted", "remove", "add"])


@settings(max_examples=150, deadline=None)
@given(
    advertised=st.lists(st.sampled_from(["a", "b", "c"]), unique=True, max_size=3),
    deferred=st.lists(st.sampled_from(["d", "e", "f", "g"]), unique=True, max_size=4),
    edits=st.lists(st.tuples(DEFERRED_EDITS, st.sampled_from(["d", "e", "f", "g", "h"]),
                             st.text(max_size=8)), max_size=6),
    with_declarations=st.booleans(),
)
def test_a_change_confined_to_deferred_tools_is_never_cache(advertised, deferred, edits,
                                                            with_declarations):
    old = surface([adv(n) for n in advertised], [dfr(n) for n in deferred])
    entries = {e["name"]: e for e in copy.deepcopy(old["deferred"])}
    for edit, name, text in edits:
        if edit == "add" and name not in entries:
            entries[name] = dfr(name, description=text)
        elif edit == "remove":
            entries.pop(name, None)
        elif name in entries:
            entry = entries[name]
            if edit == "sha":
                entry["sha256"] = sha(name, text, PARAMS)
            elif edit == "demoted":
                entry["demoted"] = not entry["demoted"]
            else:
                entry[edit] = text
    new = surface([adv(n) for n in advertised], list(entries.values()))
    declarations = ({n: {"description": "Convert time", "parameters": PARAMS} for n in entries}
                    if with_declarations else None)
    changes = classify_surface(old, new, "coding", declarations)
    assert all(c.level != "cache" for c in changes)
    assert {c.tool for c in changes} <= set(deferred) | set(entries)
