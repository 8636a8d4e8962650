"""toolcli's payloads against peers that are not toolcli: openai-agents' strict
converter and the official SDKs' own models (test-only dependencies, pinned in
the `test` extra), on every real tool, advertised together by one profile.

* openai-agents' `ensure_strict_json_schema` leaves every strict schema
  toolcli sends unchanged, also in its mode that refuses open objects: a fixed
  point, apart from one documented difference (it drops `"default": null`,
  which toolcli keeps for openai and removes with every default for Azure).
* Every tool toolcli sends with `"strict": false` is one openai-agents refuses
  to make strict in that mode (asked about the declaration with its `$ref`s
  inlined, since that mode refuses any `$ref` before it sees the objects
  behind it), but for one documented difference: a tool whose only reason is
  a value of any type, which openai-agents makes strict with the value left
  untyped, which the API refuses. The other way round they differ where toolcli
  does not change the meaning of the tool: openai-agents also refuses a tool
  without parameters (`{"type": "object"}`), an object that declares
  properties and `additionalProperties: true` (toolcli closes it, a listed
  loss), and an open object in a definition nothing refers to (toolcli does
  not send it). The figures are in tests/corpus/README.md.
* The chat-completions payloads validate unchanged against the openai SDK's
  `ChatCompletionFunctionToolParam`, and each function as a Responses API
  `FunctionToolParam` (the shape `--format openai-responses` sends); the
  Gemini payloads (`parametersJsonSchema`, and `parameters` in the OpenAPI
  subset) against google-genai's `Tool` model, which forbids unknown fields.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from agents.strict_schema import ensure_strict_json_schema
from google.genai import types as genai
from openai.types.chat import ChatCompletionFunctionToolParam
from openai.types.responses import FunctionToolParam
from payload_corpus import advertising_all, servers
from pydantic import TypeAdapter

from toolcli.convert.refs import lookup
from toolcli.payloads import converted_payload, provider_payload
from toolcli.providers.checks import strict_problems
from toolcli.providers.targets import STRICT_RULES

pytestmark = pytest.mark.skipif(not servers(), reason="no MCP server corpus under tests/corpus")
STRICT_PROVIDERS = ("openai", "azure-openai")


@pytest.fixture(scope="module")
def everything(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], Any]:
    return advertising_all(tmp_path_factory.mktemp("differential") / "registry")


# How openai-agents says an object is open, in its two modes.
OPEN_OBJECT_REFUSALS = ("permits undeclared properties", "additionalProperties should not be set")
ANY_VALUE = "takes a value of any type"  # how toolcli's loss ends for a value strict mode cannot type
DEFINITIONS = ("$defs", "definitions")


def agents_strict(schema: dict, *, reject_open_objects: bool = False) -> tuple[dict | None, str]:
    """openai-agents' strict form of `schema` (a copy), or None and why it refuses
    one. `_reject_open_objects` is what its MCP tools use to fall back to
    non-strict (pinned version: the parameter is not public); in that mode it
    also refuses every schema that keeps a `$ref`, whatever its target."""
    try:
        return ensure_strict_json_schema(copy.deepcopy(schema), _reject_open_objects=reject_open_objects), ""
    except Exception as error:  # UserError, and what a schema it cannot read raises
        return None, str(error)


def refs_inlined(schema: Any) -> Any:
    """`schema` with each local `$ref` replaced by what it names (its siblings
    kept, winning), but where that would recurse; the definitions dropped once
    no `$ref` is left."""
    def inline(node: Any, chain: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [inline(value, chain) for value in node]
        if not isinstance(node, dict):
            return node
        found = lookup(schema, node.get("$ref"))
        if found is not None and found[0] not in chain and isinstance(found[1], dict):
            siblings = {k: v for k, v in node.items() if k != "$ref"}
            target = {k: v for k, v in found[1].items() if k not in DEFINITIONS}
            return inline({**target, **siblings}, (*chain, found[0]))
        return {k: inline(v, chain) for k, v in node.items()}

    inlined = inline({k: v for k, v in schema.items() if k not in DEFINITIONS}, ())
    return inlined if not has_ref(inlined) else inline(schema, ())


def has_ref(node: Any) -> bool:
    if isinstance(node, dict):
        return "$ref" in node or any(has_ref(v) for v in node.values())
    return isinstance(node, list) and any(has_ref(v) for v in node)


def without_null_defaults(node: Any) -> Any:
    """`node` without `"default": null` anywhere: the one thing openai-agents drops that toolcli keeps."""
    if isinstance(node, dict):
        return {k: without_null_defaults(v) for k, v in node.items() if not (k == "default" and v is None)}
    if isinstance(node, list):
        return [without_null_defaults(v) for v in node]
    return node


@pytest.mark.parametrize("provider", STRICT_PROVIDERS)
def test_openai_agents_takes_every_strict_schema_unchanged(provider: str,
                                                           everything: tuple[dict[str, Any], Any]) -> None:
    originals, surface = everything
    changed: list[str] = []
    strict = 0
    for item in provider_payload(surface, provider, strict=True):
        function = item["function"]
        if not function["strict"]:
            continue
        strict += 1
        expected = without_null_defaults(function["parameters"])
        if agents_strict(function["parameters"])[0] != expected:
            changed.append(function["name"])
        refusing, why = agents_strict(function["parameters"], reject_open_objects=True)
        if refusing != expected and not (refusing is None and has_ref(expected) and "reference" in why):
            changed.append(f"{function['name']} (rejecting open objects: {why or refusing})")
    assert strict > len(originals) // 2
    assert changed == []


def test_every_tool_sent_non_strict_is_one_openai_agents_cannot_make_strict(
        everything: tuple[dict[str, Any], Any]) -> None:
    originals, surface = everything
    payload = converted_payload(surface, "openai", strict=True)
    non_strict = [item["function"]["name"] for item in payload.tools if not item["function"]["strict"]]
    assert non_strict
    typed = STRICT_RULES["openai-strict"].typed
    disagreeing: list[str] = []
    for name in non_strict:
        # Its $refs inlined: in this mode openai-agents refuses any $ref before it looks at the objects behind it.
        schema, why = agents_strict(refs_inlined(originals[name]), reject_open_objects=True)
        if schema is None and any(text in why for text in OPEN_OBJECT_REFUSALS):
            continue
        # The documented difference: a value of any type (`{}`, or a description alone) openai-agents
        # leaves untyped in a schema it calls strict, which the API refuses ("schema must have a 'type'
        # key"); toolcli sends the tool non-strict instead.
        reasons = [loss.note for loss in payload.lost[name] if loss.keyword == "strict"]
        untyped = [p for p in strict_problems(schema, STRICT_RULES["openai-strict"]) if p.fact is typed] \
            if schema is not None else []
        if untyped and reasons and all(reason.endswith(ANY_VALUE) for reason in reasons):
            continue
        disagreeing.append(f"{name}: {why or 'made strict'}; toolcli: {reasons}")
    assert disagreeing == []


@pytest.mark.parametrize("strict", [False, True], ids=["plain", "strict"])
@pytest.mark.parametrize("provider", STRICT_PROVIDERS)
def test_chat_and_responses_payloads_fit_the_openai_sdk(provider: str, strict: bool,
                                                        everything: tuple[dict[str, Any], Any]) -> None:
    _, surface = everything
    chat = TypeAdapter(ChatCompletionFunctionToolParam)
    responses = TypeAdapter(FunctionToolParam)
    payload = provider_payload(surface, provider, strict=strict)
    assert len(payload) == len(surface.advertised)
    for item in payload:
        # Validated unchanged: a key the model does not know would be dropped, a wrong type refused.
        assert chat.validate_python(item) == item
        # The Responses API needs `strict` said (its model requires the key): false where chat leaves it out.
        as_response = {"type": "function", "strict": False, **item["function"]}
        assert responses.validate_python(as_response) == as_response


@pytest.mark.parametrize("openapi", [False, True], ids=["parametersJsonSchema", "parameters"])
def test_gemini_payloads_fit_the_google_genai_models(openapi: bool, everything: tuple[dict[str, Any], Any]) -> None:
    _, surface = everything
    payload = provider_payload(surface, "gemini", openapi=openapi)
    tool = genai.Tool.model_validate(payload)  # extra="forbid": an unknown field anywhere is refused
    assert [d.name for d in tool.function_declarations or []] == [e.name for e in surface.advertised]
    key = "parameters" if openapi else "parametersJsonSchema"
    sent = [d for d in payload["functionDeclarations"] if key in d]
    assert sent and len(sent) >= len(payload["functionDeclarations"]) // 2
