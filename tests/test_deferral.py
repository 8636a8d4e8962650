"""Provider-native deferral (SPEC §15.2) and input_examples (§15.3), through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import toolcli


def set_main(root: Path, extra: str) -> None:
    path = root / "toolspec.toml"
    text = path.read_text(encoding="utf-8")
    head = '[profiles.main]\n'
    assert head in text
    path.write_text(text.replace(head, head + extra, 1), encoding="utf-8")


def payload(root: Path, fmt: str, *extra: str, profile: str = "main"):
    done = toolcli("surface", "--registry", str(root), "--profile", profile, "--format", fmt, *extra)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def add_examples(root: Path, tool: str, examples: list) -> None:
    schemas = json.loads((root / "schemas.json").read_text(encoding="utf-8"))
    for declaration in schemas:
        if declaration["name"] == tool:
            declaration["input_examples"] = examples
    (root / "schemas.json").write_text(json.dumps(schemas, indent=2), encoding="utf-8")


def test_without_provider_deferral_nothing_changes(registry: Path) -> None:
    before = {fmt: payload(registry, fmt) for fmt in ("json", "anthropic", "openai", "mcp")}
    set_main(registry, 'deferral = "loader"\n')
    assert {fmt: payload(registry, fmt) for fmt in before} == before
    responses = payload(registry, "openai-responses")
    assert [t["name"] for t in responses] == [t["function"]["name"] for t in before["openai"]]
    assert all(t["type"] == "function" and t["strict"] is False for t in responses)


def test_anthropic_defers_to_its_tool_search(registry: Path) -> None:
    loader_json = payload(registry, "json")
    set_main(registry, 'deferral = "provider"\n')
    document = payload(registry, "json")
    assert document["deferral"] == "provider" and document["tool_search"] == "regex"
    assert "load_tool" not in [t["name"] for t in document["advertised"] + document["deferred"]]
    tools = payload(registry, "anthropic")
    assert tools[0] == {"type": "tool_search_tool_regex_20251119", "name": "tool_search_tool_regex"}
    advertised = [t for t in tools[1:] if "defer_loading" not in t]
    deferred = [t for t in tools[1:] if "defer_loading" in t]
    assert [t["name"] for t in advertised] == [t["name"] for t in document["advertised"]]
    assert [t["name"] for t in deferred] == [t["name"] for t in document["deferred"]]
    assert deferred and all(t["defer_loading"] is True and "input_schema" in t for t in deferred)
    # the budget sees the search tool and not the loader
    old = {t["name"]: t["tokens"] for t in loader_json["advertised"]}
    assert document["tokens"]["tools"] - sum(t["tokens"] for t in document["advertised"]) > 0
    assert document["tokens"]["tools"] < loader_json["tokens"]["tools"] + 20 - old["load_tool"] + 20


def test_bm25_is_chosen_in_the_registry(registry: Path) -> None:
    set_main(registry, 'deferral = "provider"\n')
    path = registry / "toolspec.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("[registry]\n", '[registry]\ntool_search = "bm25"\n'),
                    encoding="utf-8")
    assert payload(registry, "anthropic")[0] == {"type": "tool_search_tool_bm25_20251119",
                                                 "name": "tool_search_tool_bm25"}


def test_responses_groups_each_server_in_a_namespace_with_tool_search(registry: Path) -> None:
    set_main(registry, 'deferral = "provider"\n')
    document = payload(registry, "json")
    tools = payload(registry, "openai-responses")
    assert tools[-1] == {"type": "tool_search"}
    functions = [t for t in tools if t["type"] == "function"]
    namespaces = [t for t in tools if t["type"] == "namespace"]
    assert namespaces and all(set(n) == {"type", "name", "description", "tools"} for n in namespaces)
    inner = [t for n in namespaces for t in n["tools"]]
    assert all(t["name"].startswith(f"mcp__{n['name']}__") for n in namespaces for t in n["tools"])
    for tool in functions + inner:
        assert tool["type"] == "function" and tool["strict"] is False
        assert set(tool) <= {"type", "name", "description", "parameters", "strict", "defer_loading"}
    deferred = {t["name"] for t in functions + inner if t.get("defer_loading") is True}
    assert deferred == {t["name"] for t in document["deferred"]}
    strict = payload(registry, "openai-responses", "--strict")
    assert all(t["strict"] is True for t in strict if t["type"] == "function")


def test_formats_without_deferral_keep_the_loader_and_say_so(registry: Path) -> None:
    set_main(registry, 'deferral = "provider"\n')
    for fmt, names in (("openai", lambda p: [t["function"]["name"] for t in p]),
                       ("mcp", lambda p: [t["name"] for t in p["tools"]]),
                       ("gemini", lambda p: [t["name"] for t in p["functionDeclarations"]])):
        assert "load_tool" in names(payload(registry, fmt)), fmt
    from toolcli import load

    _, lost = load(registry).surface("main").converted("openai")
    assert [loss["keyword"] for loss in lost["load_tool"]] == ["defer_loading"]


def test_input_examples_reach_anthropic_and_are_a_stated_loss_elsewhere(registry: Path) -> None:
    examples = [{"path": "README.md"}, {"path": "src/app.py", "offset": 40}]
    add_examples(registry, "read_file", examples)
    (tool,) = [t for t in payload(registry, "anthropic") if t["name"] == "read_file"]
    assert tool["input_examples"] == examples
    (openai_tool,) = [t for t in payload(registry, "openai") if t["function"]["name"] == "read_file"]
    assert "input_examples" not in json.dumps(openai_tool)
    from toolcli import load

    for fmt in ("openai", "gemini", "mcp", "openai-responses"):
        _, lost = load(registry).surface("main").converted(fmt)
        assert [(loss["keyword"], loss["value"]) for loss in lost["read_file"]] == [("input_examples", examples)]


def test_a_wrong_example_is_r022_naming_its_index(registry: Path) -> None:
    add_examples(registry, "read_file", [{"path": "README.md"}, {"offset": 2}])
    done = toolcli("validate", "--registry", str(registry), "--format", "json")
    assert done.returncode == 1
    (finding,) = [d for d in json.loads(done.stdout)["diagnostics"] if d["code"] == "R022"]
    assert "input_examples[1]" in finding["message"] and "'path' is a required property" in finding["message"]


def test_a_catalogue_over_ten_thousand_tools_is_p009(registry: Path) -> None:
    set_main(registry, 'deferral = "provider"\n')
    tools = [{"name": f"mcp__bulk__t{i:05d}", "description": "Bulk tool", "family": "external_read",
              "inline": {"type": "object"}, "brief": "Bulk"} for i in range(10_001)]
    (registry / "external" / "bulk.json").write_text(json.dumps({"server": "bulk", "tools": tools}),
                                                    encoding="utf-8")
    done = toolcli("validate", "--registry", str(registry), "--format", "json", "--select", "P009")
    found = [d for d in json.loads(done.stdout)["diagnostics"] if d["code"] == "P009"]
    assert len(found) == 1 and "over its limit of 10,000" in found[0]["message"]
