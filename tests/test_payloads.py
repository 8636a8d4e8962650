"""Provider-ready payloads (SPEC §13): the conversions on hand-made schemas, the
CLI flags, and the round trip of mcp-server-fetch's `fetch` under strict mode."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from payload_corpus import registry_at
from test_cli import toolcli

from toolcli.convert.losses import ConversionError
from toolcli.convert.restore import restore_arguments
from toolcli.convert.targets import convert_schema
from toolcli.model import RegistryModel
from toolcli.payloads import converted_payload, provider_payload
from toolcli.surface import resolve

REPO = Path(__file__).resolve().parents[1]
FETCH = "mcp__fetch__fetch"


@pytest.fixture
def web(tmp_path: Path) -> RegistryModel:
    """A registry that advertises the captured mcp-server-fetch tool (external/fetch.json)."""
    data = (REPO / "external" / "fetch.json").read_bytes()
    return registry_at(tmp_path / "web", {"fetch.json": data}, hot=(FETCH,))[1]


def _function(payload: list, name: str) -> dict:
    return next(item["function"] for item in payload if item["function"]["name"] == name)


def valid(instance: Any, schema: Any) -> bool:
    return Draft202012Validator(schema).is_valid(instance)


# --- the round trip ----------------------------------------------------------------------


def test_fetch_round_trip_under_strict_mode(web: RegistryModel) -> None:
    original = next(spec.inline for spec in web.dynamic if spec.name == FETCH)
    surface = resolve(web, web.profile("all"))
    payload = provider_payload(surface, "openai", strict=True)
    fetch = _function(payload, FETCH)
    parameters = fetch["parameters"]

    # The strict payload: closed, every property required, the optional ones nullable,
    # format and minLength gone from url and stated in its description.
    assert fetch["strict"] is True
    assert parameters["additionalProperties"] is False
    assert sorted(parameters["required"]) == sorted(original["properties"])
    url = parameters["properties"]["url"]
    assert url["type"] == "string" and "format" not in url and "minLength" not in url
    assert "format: uri" in url["description"] and "minLength: 1" in url["description"]
    assert parameters["properties"]["max_length"]["type"] == ["integer", "null"]

    # A model-style call: what it leaves out, strict mode makes it send as null.
    call = {"url": "https://example.com/", "max_length": None, "start_index": None, "raw": None}
    assert valid(call, parameters)
    assert not valid(call, original)  # what the server would reject
    restored = restore_arguments(web, FETCH, call)
    assert restored == {"url": "https://example.com/"}
    assert valid(restored, original)

    # What the model did set survives.
    chosen = {"url": "https://example.com/", "max_length": 2000, "start_index": None, "raw": True}
    assert restore_arguments(web, FETCH, chosen) == {"url": "https://example.com/", "max_length": 2000,
                                                         "raw": True}


def test_restore_leaves_unknown_tools_and_nullable_properties_alone(web: RegistryModel) -> None:
    arguments = {"x": None}
    assert restore_arguments(web, "no_such_tool", arguments) is arguments
    schema = {"type": "object", "properties": {
        "when": {"type": ["string", "null"]},
        "inner": {"type": "object", "properties": {"limit": {"type": "integer"},
                                                    "note": {"anyOf": [{"type": "string"}, {"type": "null"}]}}},
        "needed": {"type": "integer"}}, "required": ["needed"]}
    from toolcli.convert.restore import Restorer

    restored = Restorer(schema).restore({"when": None, "inner": {"limit": None, "note": None}, "needed": None})
    assert restored == {"when": None, "inner": {"note": None}, "needed": None}


def test_azure_strict_also_removes_default(web: RegistryModel) -> None:
    surface = resolve(web, web.profile("all"))
    openai = _function(provider_payload(surface, "openai", strict=True), FETCH)["parameters"]
    azure = _function(provider_payload(surface, "azure-openai", strict=True), FETCH)["parameters"]
    assert openai["properties"]["max_length"]["default"] == 5000
    assert "default" not in azure["properties"]["max_length"]
    assert "default: 5000" in azure["properties"]["max_length"]["description"]
    lost = converted_payload(surface, "azure-openai", strict=True).lost[FETCH]
    assert {(loss.pointer, loss.keyword) for loss in lost} == {
        ("/properties/url/format", "format"), ("/properties/url/minLength", "minLength"),
        ("/properties/max_length/default", "default"), ("/properties/start_index/default", "default"),
        ("/properties/raw/default", "default")}


def test_plain_payloads_are_sent_as_declared(web: RegistryModel) -> None:
    surface = resolve(web, web.profile("all"))
    original = next(spec.inline for spec in web.dynamic if spec.name == FETCH)
    assert _function(provider_payload(surface, "openai"), FETCH) == {
        "name": FETCH, "description": surface.advertised[-1].description, "parameters": original}
    with pytest.raises(ValueError, match="strict applies to openai and azure-openai"):
        provider_payload(surface, "gemini", strict=True)


# --- conversions on hand-made schemas -----------------------------------------------------


def test_strict_nullable_forms() -> None:
    schema = {"type": "object", "properties": {
        "plain": {"type": "integer"},
        "choice": {"type": "string", "enum": ["a", "b"]},
        "ref": {"$ref": "#/$defs/Part"},
        "already": {"type": ["string", "null"]}}, "$defs": {"Part": {"type": "object", "properties": {
            "x": {"type": "string"}}}}}
    converted, _, _ = convert_schema(schema, "openai-strict")
    properties = converted["properties"]
    assert properties["plain"]["type"] == ["integer", "null"]
    assert properties["choice"] == {"type": ["string", "null"], "enum": ["a", "b", None]}
    assert properties["ref"] == {"anyOf": [{"$ref": "#/$defs/Part"}, {"type": "null"}]}
    assert properties["already"] == {"type": ["string", "null"]}
    assert converted["$defs"]["Part"]["additionalProperties"] is False
    assert converted["$defs"]["Part"]["properties"]["x"]["type"] == ["string", "null"]


def test_strict_merges_allof_and_root_unions() -> None:
    schema = {"anyOf": [{"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
                        {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]}]}
    converted, lost, _ = convert_schema(schema, "openai-strict")
    assert converted["type"] == "object" and "anyOf" not in converted
    assert set(converted["properties"]) == {"path", "url"}
    assert converted["properties"]["path"]["type"] == ["string", "null"]
    assert "anyOf: " in converted["description"]
    assert [loss.keyword for loss in lost] == ["anyOf"]
    merged, _, _ = convert_schema({"type": "object", "allOf": [
        {"properties": {"a": {"type": "string"}}, "required": ["a"]},
        {"properties": {"b": {"type": "integer", "not": {"const": 3}}}}]}, "openai-strict")
    assert merged["required"] == ["a", "b"] and merged["properties"]["a"] == {"type": "string"}
    assert merged["properties"]["b"]["description"] == 'not: {"const":3}'


def test_strict_refuses_a_root_that_is_no_object() -> None:
    with pytest.raises(ConversionError, match="not an object"):
        convert_schema({"type": "string"}, "openai-strict")


def test_openapi_subset() -> None:
    schema = {"type": "object", "properties": {
        "when": {"type": ["string", "null"], "format": "date"},
        "kind": {"const": "page"},
        "size": {"type": "integer", "enum": [1, 2], "exclusiveMinimum": 0},
        "either": {"type": ["integer", "string"], "minimum": 1, "minLength": 2},
        "node": {"$ref": "#/$defs/Node"},
        "free": {"type": "object", "additionalProperties": {"type": "string"}}},
        "$defs": {"Node": {"type": "object", "properties": {"id": {"type": "string"}}}}}
    converted, lost, _ = convert_schema(schema, "gemini-openapi")
    properties = converted["properties"]
    assert properties["when"] == {"type": "string", "nullable": True, "description": "format: date"}
    assert properties["kind"] == {"enum": ["page"], "type": "string"}
    assert properties["size"] == {"type": "integer", "minimum": 0,
                                  "description": "enum: [1,2]; exclusiveMinimum: 0"}
    assert properties["either"] == {"anyOf": [{"type": "integer", "minimum": 1},
                                              {"type": "string", "minLength": 2}]}
    assert properties["node"] == {"type": "object", "properties": {"id": {"type": "string"}}}
    assert properties["free"] == {"description": 'additionalProperties: {"type":"string"}; type: object'}
    assert "$defs" not in converted
    assert {loss.keyword for loss in lost} == {"format", "enum", "exclusiveMinimum", "type",
                                               "additionalProperties"}


def test_openapi_refuses_a_ref_cycle() -> None:
    schema = {"type": "object", "properties": {"tree": {"$ref": "#/$defs/Node"}},
              "$defs": {"Node": {"type": "object", "properties": {"child": {"$ref": "#/$defs/Node"}}}}}
    with pytest.raises(ConversionError, match=r"cycle \(#/\$defs/Node -> #/\$defs/Node\)"):
        convert_schema(schema, "gemini-openapi")


def test_openapi_sends_no_parameters_for_a_tool_without_any() -> None:
    assert convert_schema({"type": "object", "properties": {}}, "gemini-openapi")[0] is None


def test_json_schema_2020_12_for_anthropic_and_mcp() -> None:
    schema = {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {
        "a": {"type": "string", "nullable": True, "example": "x"},
        "b": {"type": "number", "minimum": 0, "exclusiveMinimum": True},
        "c": {"type": "array", "items": [{"type": "string"}], "additionalItems": False}}}
    for target in ("anthropic", "mcp"):
        converted, lost, _ = convert_schema(schema, target)
        assert converted == {"type": "object", "properties": {
            "a": {"type": ["string", "null"], "examples": ["x"]},
            "b": {"type": "number", "exclusiveMinimum": 0},
            "c": {"type": "array", "prefixItems": [{"type": "string"}], "items": False}}}
        assert lost == ()


# --- the CLI -------------------------------------------------------------------------------


def test_cli_flags(web: RegistryModel) -> None:
    strict = toolcli("surface", "--profile", "all", "--format", "openai", "--strict", "--registry", web.root)
    assert strict.returncode == 0, strict.stderr
    assert _function(json.loads(strict.stdout), FETCH)["strict"] is True
    openapi = toolcli("surface", "--profile", "all", "--format", "gemini", "--openapi", "--registry", web.root)
    declarations = json.loads(openapi.stdout)["functionDeclarations"]
    assert all("parametersJsonSchema" not in d for d in declarations)
    lost = toolcli("surface", "--profile", "all", "--format", "json", "--strict", "--registry", web.root)
    entry = next(e for e in json.loads(lost.stdout)["advertised"] if e["name"] == FETCH)
    assert set(entry["lost"]) == {"openai-strict", "azure-openai-strict", "anthropic-strict"}
    anthropic = {(loss["pointer"], loss["keyword"]) for loss in entry["lost"]["anthropic-strict"]}
    assert ("/properties/url/format", "format") not in anthropic  # Anthropic's strict tool use takes it
    assert ("/properties/max_length/maximum", "maximum") in anthropic  # and refuses numeric bounds
    assert {"pointer": "/properties/url/format", "keyword": "format", "value": "uri",
            "note": "stated in the description"} in entry["lost"]["openai-strict"]
    wrong = toolcli("surface", "--profile", "all", "--format", "mcp", "--strict", "--registry", web.root)
    assert wrong.returncode == 2 and wrong.stderr.count("\n") == 1 and "strict applies to" in wrong.stderr


def test_cli_refuses_a_cycle_in_one_line(web: RegistryModel) -> None:
    document = json.loads((Path(web.root) / "external" / "fetch.json").read_text(encoding="utf-8"))
    inline = document["tools"][0]["inline"]
    inline["$defs"] = {"Node": {"type": "object", "properties": {"next": {"$ref": "#/$defs/Node"}}}}
    inline["properties"]["chain"] = {"$ref": "#/$defs/Node"}
    (Path(web.root) / "external" / "fetch.json").write_text(json.dumps(document), encoding="utf-8")
    result = toolcli("surface", "--profile", "all", "--format", "gemini", "--openapi", "--registry", web.root)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith(f"toolcli: error: tool '{FETCH}': the $ref at /$defs/Node/properties/next is "
                                  "part of a cycle (#/$defs/Node -> #/$defs/Node)")
    assert result.stderr.count("\n") == 1


# --- what strict mode refuses, rewritten; what it cannot carry, sent non-strict ----------


def _strict(schema: dict, **options: Any) -> Any:
    conversion = convert_schema(schema, "openai-strict", **options)
    return conversion


def test_strict_ref_with_siblings_is_replaced_by_its_target() -> None:
    schema = {"type": "object", "required": ["source"], "properties": {
        "source": {"$ref": "#/$defs/Source", "description": "Table or PivotTable to filter."}},
        "$defs": {"Source": {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}}}
    conversion = _strict(schema)
    assert conversion.strict
    source = conversion.schema["properties"]["source"]
    assert source == {"type": "object", "description": "Table or PivotTable to filter.",
                      "properties": {"name": {"type": "string"}}, "required": ["name"],
                      "additionalProperties": False}
    assert "$defs" not in conversion.schema  # no $ref left to need it


def test_strict_refs_elsewhere_move_into_defs() -> None:
    schema = {"type": "object", "properties": {
        "thought": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
        "revises": {"$ref": "#/properties/thought"},
        "legacy": {"$ref": "#/definitions/Node"}},
        "definitions": {"Node": {"type": "object", "properties": {"next": {"$ref": "#/definitions/Node"}}}}}
    conversion = _strict(schema)
    converted = conversion.schema
    assert conversion.strict and "definitions" not in converted
    assert converted["properties"]["revises"] == {"anyOf": [{"$ref": "#/$defs/properties_thought"}, {"type": "null"}]}
    assert converted["properties"]["legacy"] == {"anyOf": [{"$ref": "#/$defs/Node"}, {"type": "null"}]}
    assert converted["$defs"]["Node"]["properties"]["next"] == {"anyOf": [{"$ref": "#/$defs/Node"}, {"type": "null"}]}
    assert converted["$defs"]["properties_thought"]["additionalProperties"] is False
    # A loss inside a moved definition names where it was declared.
    legacy = _strict({**schema, "definitions": {"Node": {"type": "string", "format": "uri"}}})
    assert [(loss.pointer, loss.keyword) for loss in legacy.lost] == [("/definitions/Node/format", "format")]


def test_strict_keeps_supported_formats_and_types_every_schema() -> None:
    schema = {"type": "object", "properties": {
        "host": {"anyOf": [{"format": "ipv4"}, {"format": "ipv6"}], "description": "An address."},
        "either": {"type": "string", "anyOf": [{"format": "uuid"}, {"pattern": "^[a-z]+$"}]},
        "when": {"type": "string", "format": "date-time"},
        "page": {"type": "string", "format": "uri"},
        "count": {"type": "integer", "format": "int32"}}, "required": ["host", "either"]}
    conversion = _strict(schema)
    properties = conversion.schema["properties"]
    assert conversion.strict
    assert properties["host"]["anyOf"] == [{"type": "string", "format": "ipv4"}, {"type": "string", "format": "ipv6"}]
    assert properties["either"]["anyOf"] == [{"type": "string", "format": "uuid"},
                                                         {"type": "string", "pattern": "^[a-z]+$"}]
    assert properties["when"]["format"] == "date-time"
    assert properties["page"] == {"type": ["string", "null"], "description": "format: uri"}
    assert properties["count"] == {"type": ["integer", "null"], "description": "format: int32"}
    assert {loss.keyword for loss in conversion.lost} == {"format"}


@pytest.mark.parametrize("property_schema, why", [
    ({"type": "object", "description": "A MongoDB query filter."}, "/properties/filter is an open object"),
    ({"type": "object", "additionalProperties": {"type": "string"}}, "/properties/filter is a map"),
    ({"type": "object", "patternProperties": {"^x-": {"type": "string"}}}, "/properties/filter is keyed by patterns"),
    ({}, "/properties/filter takes a value of any type"),
    ({"type": "array"}, "/properties/filter/items takes a value of any type"),
    ({"oneOf": [{"type": "object", "properties": {"query": {"type": "object"}}, "required": ["query"]},
                {"type": "string"}]},
     "/properties/filter/oneOf/0/properties/query is an open object"),  # where it is declared, not anyOf/0
], ids=["open-object", "map", "pattern-keyed", "any-value", "array-of-anything", "in-a-oneOf"])
def test_a_tool_strict_mode_cannot_carry_is_sent_non_strict(property_schema: dict, why: str) -> None:
    schema = {"type": "object", "properties": {"filter": property_schema, "limit": {"type": "integer"}},
              "required": ["filter"]}
    conversion = _strict(schema)
    assert not conversion.strict and conversion.passes == "openai"
    [loss] = conversion.lost
    assert (loss.keyword, loss.note.split(":", 1)[0]) == ("strict", "sent non-strict")
    assert loss.note.startswith(f"sent non-strict: {why}")
    sent = conversion.schema
    assert sent["properties"]["limit"] == {"type": "integer"} and "additionalProperties" not in sent  # as declared
    assert "items" in sent["properties"]["filter"] or property_schema.get("type") != "array"


def test_closing_open_objects_is_asked_for() -> None:
    schema = {"type": "object", "properties": {"filter": {"type": "object"}, "any": {}}}
    assert not _strict(schema).strict
    assert not _strict(schema, close_open_objects=True).strict  # a value of any type still cannot be strict
    closed = _strict({"type": "object", "properties": {"filter": {"type": "object"}}}, close_open_objects=True)
    assert closed.strict
    assert closed.schema["properties"]["filter"] == {
        "type": ["object", "null"], "properties": {}, "required": [], "additionalProperties": False}
    assert [(loss.pointer, loss.note) for loss in closed.lost] == [
        ("/properties/filter/additionalProperties", "the object is closed: keys it does not declare cannot be sent")]


def test_a_tool_without_parameters_and_unused_definitions_stay_strict() -> None:
    conversion = _strict({"type": "object", "$defs": {"Open": {"type": "object"}}})
    assert conversion.strict and conversion.lost == ()
    assert conversion.schema == {"type": "object", "properties": {}, "required": [], "additionalProperties": False}


def test_payload_marks_each_tool_strict_or_not(tmp_path: Path) -> None:
    document = json.loads((REPO / "external" / "fetch.json").read_text(encoding="utf-8"))
    document["tools"][0]["inline"]["properties"]["headers"] = {"type": "object", "additionalProperties": {"type": "string"}}
    web = registry_at(tmp_path / "web", {"fetch.json": json.dumps(document).encode()}, hot=(FETCH,))[1]
    surface = resolve(web, web.profile("all"))
    assert _function(provider_payload(surface, "openai", strict=True), FETCH)["strict"] is False
    assert _function(provider_payload(surface, "openai", strict=True, close_open_objects=True), FETCH)["strict"] is True
    assert _function(provider_payload(surface, "openai", strict=True), "load_tool")["strict"] is True
    result = toolcli("surface", "--profile", "all", "--format", "azure-openai", "--strict", "--close-open-objects",
                     "--registry", web.root)
    assert result.returncode == 0, result.stderr
    assert _function(json.loads(result.stdout), FETCH)["strict"] is True
    lost = toolcli("surface", "--profile", "all", "--format", "json", "--strict", "--registry", web.root)
    entry = next(e for e in json.loads(lost.stdout)["advertised"] if e["name"] == FETCH)
    assert {"pointer": "/properties/headers", "keyword": "strict", "value": True,
            "note": "sent non-strict: /properties/headers is a map: its keys are not declared, their values have "
                    "a schema"} in entry["lost"]["openai-strict"]
    wrong = toolcli("surface", "--profile", "all", "--format", "openai", "--close-open-objects", "--registry", web.root)
    assert wrong.returncode == 2 and wrong.stderr.count("\n") == 1 and "--strict" in wrong.stderr


def test_strict_recursive_ref_with_siblings_stays_a_ref_and_a_fan_out_is_refused() -> None:
    schema = {"type": "object", "required": ["tree"], "properties": {"tree": {"$ref": "#/$defs/Node", "description": "Root."}},
              "$defs": {"Node": {"type": "object", "required": ["child"], "properties": {
                  "child": {"$ref": "#/$defs/Node", "description": "Next."}}}}}
    conversion = _strict(schema)
    assert conversion.strict
    tree = conversion.schema["properties"]["tree"]
    assert tree["description"] == "Root." and tree["properties"]["child"] == {"description": "Next.",
                                                                               "anyOf": [{"$ref": "#/$defs/Node"}]}
    from toolcli.providers.targets import STRICT_RULES
    from toolcli.providers.checks import strict_problems

    assert strict_problems(conversion.schema, STRICT_RULES["openai-strict"]) == []
    defs = {f"L{i}": {"type": "object", "properties": {
        "a": {"$ref": f"#/$defs/L{i + 1}", "description": "a"}, "b": {"$ref": f"#/$defs/L{i + 1}", "description": "b"}}}
        for i in range(20)}
    defs["L20"] = {"type": "string"}
    with pytest.raises(ConversionError, match="too large"):
        _strict({"type": "object", "properties": {"x": {"$ref": "#/$defs/L0", "description": "x"}}, "$defs": defs})
