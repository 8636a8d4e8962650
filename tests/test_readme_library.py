"""The README's "Use as a library" example runs as printed: its agent loop
sends the coding surface as the tools, and the derived queries decide which
calls run."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import toolcli

REPOSITORY = Path(__file__).resolve().parents[1]


def example() -> str:
    readme = (REPOSITORY / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Use as a library\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 1, "the section holds one Python example"
    return blocks[0]


@pytest.fixture
def namespace(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict:
    monkeypatch.delenv("TOOLCLI_REGISTRY", raising=False)
    monkeypatch.setenv("TOOLCLI_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(REPOSITORY)  # where an agent of this repository runs: load() finds its registry
    scope: dict = {"__name__": "readme_example"}
    exec(compile(example(), "README.md", "exec"), scope)
    return scope


def call(identifier: str, name: str, arguments: dict | None = None) -> dict:
    return {"id": identifier, "type": "function",
            "function": {"name": name, "arguments": json.dumps(arguments or {})}}


def optional_property(tool: dict) -> str | None:
    """A property the tool's declared schema lets the model leave out, if any."""
    parameters = tool["parameters"]
    optional = sorted(set(parameters.get("properties", {})) - set(parameters.get("required", [])))
    return optional[0] if optional else None


def test_the_agent_loop_sends_the_coding_surface_and_guards_calls(namespace: dict) -> None:
    printed = toolcli("surface", "--profile", "coding", "--format", "openai", "--strict",
                      "--registry", str(REPOSITORY)).stdout
    registry = namespace["registry"]
    names = [tool["function"]["name"] for tool in json.loads(printed)]
    declared = {tool["name"]: tool for tool in registry.surface("coding").advertised}
    free = next(name for name in names
                if not registry.query(name)["needs_auth"] and optional_property(declared[name]))
    left_out = optional_property(declared[free])
    guarded = next(name for name in names if registry.query(name)["needs_auth"])

    sent_tools: list = []
    replies = iter([
        {"role": "assistant", "content": None,
         "tool_calls": [call("1", free, {left_out: None}), call("2", guarded), call("3", "made_up_tool")]},
        {"role": "assistant", "content": "done"},
    ])

    def complete(messages: list, tools: list) -> dict:
        sent_tools.append(tools)
        return next(replies)

    ran: list[tuple[str, dict]] = []

    def run_tool(name: str, arguments: dict) -> str:
        ran.append((name, arguments))
        return "ok"

    asked: list[str] = []

    def confirm(name: str, arguments: dict) -> bool:
        asked.append(name)
        return False

    assert namespace["agent_loop"](complete, run_tool, confirm, "fix the bug") == "done"
    assert len(sent_tools) == 2
    assert json.dumps(sent_tools[0], indent=2, ensure_ascii=False) + "\n" == printed
    # the strict payload went out; the null for the omitted optional argument did not come back in
    assert ran == [(free, {})] and asked == [guarded]
