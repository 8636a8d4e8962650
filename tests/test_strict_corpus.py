"""Strict payloads of every real tool (SPEC §13), sent together as one profile
that advertises them all: what goes out with `"strict": true` is what the API
takes, and what strict mode cannot carry goes out non-strict.

* A strict tool has no `$ref` with siblings, no `$ref` outside `$defs`, no
  schema without a type and no unsupported format: C004 and C002 find nothing
  in it (`validate --target openai-strict` on the payload).
* A tool is sent non-strict exactly when its own schema has an open-ended
  object (worked out here from the declaration, independently of the
  conversion) or a value of any type, and then passes the openai rules.
* No string format strict mode supports is removed.
* Anthropic's strict tool use (`--format anthropic --strict`): a strict tool
  passes the anthropic-strict C rules with its optional properties left
  optional and every format kept; a tool is sent non-strict exactly when its
  declaration has an open-ended object or a recursive `$ref`, and then passes
  the anthropic rules.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from payload_corpus import advertising_all, servers

from toolcli.convert.refs import lookup
from toolcli.payloads import converted_payload
from toolcli.providers.facts import STRICT_FORMATS
from toolcli.providers.targets import ITEMS_RULES, ROOT_RULES, STRICT_RULES
from toolcli.providers.checks import bare_arrays, recursive_refs, root_problems, strict_problems
from toolcli.schema.walk import is_object, iter_subschemas, types_of

SERVERS = servers()
pytestmark = pytest.mark.skipif(not SERVERS, reason="no MCP server corpus under tests/corpus")
PROVIDERS = {"openai": "openai-strict", "azure-openai": "azure-openai-strict"}


@pytest.fixture(scope="module")
def everything(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], Any]:
    return advertising_all(tmp_path_factory.mktemp("everything") / "registry")


def reachable(schema: Any) -> list[tuple[str, dict]]:
    """(pointer, subschema) of every subschema a value can meet: the root's own,
    and those of the definitions its $refs reach (each once), not unused ones."""
    found: list[tuple[str, dict]] = []
    seen: set[str] = set()
    stack: list[tuple[str, Any]] = [("", schema)]
    while stack:
        base, node = stack.pop()
        if not isinstance(node, dict):
            continue
        outside = {k: v for k, v in node.items() if k not in ("$defs", "definitions")} if not base else node
        for pointer, sub in iter_subschemas(outside, base):
            if pointer != base and pointer.split("/")[-2:-1] in (["$defs"], ["definitions"]):
                continue  # a definition nested in a reached schema: reached through its $refs only
            found.append((pointer, sub))
            target = lookup(schema, sub.get("$ref"))
            if target is not None and target[0] and target[0] not in seen:
                seen.add(target[0])
                stack.append(target)
    return found


def open_objects(schema: Any) -> list[str]:
    """Where the declaration has an object whose keys it does not all declare:
    pattern-keyed, a map with a value schema, or no properties and not closed
    (the root without properties is a tool without parameters)."""
    places = []
    for pointer, node in reachable(schema):
        if not is_object(node) or any(k in node for k in ("anyOf", "oneOf", "allOf", "$ref")):
            continue
        extra = node.get("additionalProperties", True)
        map_like = isinstance(extra, dict) and any(k in extra for k in ("type", "enum", "const", "anyOf", "$ref"))
        unnamed = not node.get("properties") and extra is not False and (pointer or "additionalProperties" in node)
        if "patternProperties" in node or map_like or unnamed:
            places.append(pointer)
    return places


def supported_formats(schema: Any, whole: Any = None) -> Counter:
    nodes = reachable(schema) if whole is None else list(iter_subschemas(schema))
    return Counter(node["format"] for _, node in nodes
                   if node.get("format") in STRICT_FORMATS and "string" in types_of(node))


@pytest.mark.parametrize("provider", PROVIDERS)
def test_every_real_tool_sent_together_is_what_the_api_takes(provider: str,
                                                               everything: tuple[dict[str, Any], Any]) -> None:
    originals, surface = everything
    target = PROVIDERS[provider]
    payload = converted_payload(surface, provider, strict=True)
    counts: Counter = Counter()
    wrong: list[str] = []
    for item in payload.tools:
        function = item["function"]
        name, parameters = function["name"], function["parameters"]
        if name not in originals:
            continue  # the loader
        original = originals[name]
        opened = open_objects(original)
        notes = [loss.note for loss in payload.lost[name] if loss.keyword == "strict"]
        if function["strict"]:
            counts["strict"] += 1
            problems = [*strict_problems(parameters, STRICT_RULES[target]),
                        *root_problems(parameters, ROOT_RULES[target])]
            wrong.extend(f"{name}: {p.what}" for p in problems)
            if opened:
                wrong.append(f"{name}: strict, with open objects at {opened}")
            lost = supported_formats(original) - supported_formats(parameters, whole=True)
            if lost:
                wrong.append(f"{name}: supported formats removed: {dict(lost)}")
        else:
            counts["non-strict"] += 1
            counts["open"] += bool(opened)
            wrong.extend(f"{name}: {p.what}" for p in [*root_problems(parameters, ROOT_RULES["openai"]),
                                                       *bare_arrays(parameters, ITEMS_RULES["openai"])])
            if not notes or not all(note.startswith("sent non-strict: ") for note in notes):
                wrong.append(f"{name}: non-strict without a reason: {notes}")
            if opened and not any(pointer in note for pointer in opened for note in notes):
                wrong.append(f"{name}: the reason names none of {opened}: {notes}")
            if not opened and not any("takes a value of any type" in note for note in notes):
                wrong.append(f"{name}: non-strict, yet no open object nor any-value: {notes}")
    assert wrong == []
    # Both kinds are in the corpus, so the measurement proves something.
    assert counts["strict"] > counts["non-strict"] >= counts["open"] > 0, counts
    assert sum(supported_formats(s)["uuid"] for s in originals.values()) > 0


def test_closing_open_objects_is_strict_but_for_values_of_any_type(everything: tuple[dict[str, Any], Any]) -> None:
    originals, surface = everything
    closed = converted_payload(surface, "openai", strict=True, close_open_objects=True)
    for item in closed.tools:
        function = item["function"]
        if function["strict"]:
            assert strict_problems(function["parameters"], STRICT_RULES["openai-strict"]) == [], function["name"]
        else:
            notes = [loss.note for loss in closed.lost[function["name"]] if loss.keyword == "strict"]
            assert notes and all(note.endswith("takes a value of any type") for note in notes), notes
    by_default = converted_payload(surface, "openai", strict=True).tools
    assert sum(item["function"]["strict"] for item in closed.tools) > sum(
        item["function"]["strict"] for item in by_default)


def test_every_real_tool_sent_strict_to_anthropic_is_what_the_api_takes(
        everything: tuple[dict[str, Any], Any]) -> None:
    originals, surface = everything
    payload = converted_payload(surface, "anthropic", strict=True)
    counts: Counter = Counter()
    wrong: list[str] = []
    for item in payload.tools:
        name, parameters = item["name"], item["input_schema"]
        if name not in originals:
            continue  # the loader
        original = originals[name]
        opened = open_objects(original)
        notes = [loss.note for loss in payload.lost[name] if loss.keyword == "strict"]
        if item["strict"]:
            counts["strict"] += 1
            problems = [*strict_problems(parameters, STRICT_RULES["anthropic-strict"]),
                        *root_problems(parameters, ROOT_RULES["anthropic-strict"])]
            wrong.extend(f"{name}: {p.what}" for p in problems)
            if opened:
                wrong.append(f"{name}: strict, with open objects at {opened}")
            formats = Counter(n["format"] for _, n in reachable(original) if isinstance(n.get("format"), str))
            kept = Counter(n["format"] for _, n in iter_subschemas(parameters) if isinstance(n.get("format"), str))
            if formats - kept:
                wrong.append(f"{name}: formats removed: {dict(formats - kept)}")
        else:
            counts["non-strict"] += 1
            counts["open"] += bool(opened)
            wrong.extend(f"{name}: {p.what}" for p in root_problems(parameters, ROOT_RULES["anthropic"]))
            if not notes or not all(note.startswith("sent non-strict: ") for note in notes):
                wrong.append(f"{name}: non-strict without a reason: {notes}")
            if not opened and not recursive_refs(original):
                wrong.append(f"{name}: non-strict, yet no open object nor recursion: {notes}")
    assert wrong == []
    assert counts["strict"] > counts["non-strict"] >= counts["open"] > 0, counts
