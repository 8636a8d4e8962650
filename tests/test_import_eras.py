"""Both MCP protocol eras (SPEC §14.2), and everything of a server the model or
a client reads (§14.3), against servers built with the `mcp` SDK itself."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
import pytest

from conftest import toolcli
from toolcli.mcp.stdio import list_tools_live

pytestmark = pytest.mark.live

ERA_SERVER = Path(__file__).resolve().parent / "mcp_servers" / "era_server.py"
TIMEOUT = 20.0


def era_server(era: str, variant: str = "clean") -> list[str]:
    return [sys.executable, str(ERA_SERVER), era, variant]


@pytest.mark.parametrize(("era", "protocol"), [("legacy", "2025-11-25"), ("modern", "2026-07-28"),
                                               ("both", "2026-07-28")])
def test_a_server_of_each_era_imports_and_the_capture_says_which(registry: Path, era: str, protocol: str) -> None:
    result = toolcli("import", "--registry", str(registry), "--server", "era", "--", *era_server(era))
    assert result.returncode == 0, result.stderr
    capture = json.loads((registry / "external" / "era.json").read_text(encoding="utf-8"))
    assert capture["protocol"] == protocol
    assert capture["instructions"] == "Search before adding, so that notes are not duplicated."
    add_note = next(t for t in capture["tools"] if t["name"] == "mcp__era__add_note")
    assert add_note["icons"] == [{"src": "https://example.com/note.png", "mimeType": "image/png"}]
    assert add_note["_meta"] == {"com.example/owner": "notes-team"}
    assert toolcli("validate", "--registry", str(registry)).returncode == 0


def test_the_modern_server_refuses_the_older_handshake() -> None:
    """What makes the test above mean something: a client of the older era fails here."""
    from mcp.client.client import Client
    from mcp.client.stdio import StdioServerParameters

    async def legacy() -> None:
        command = era_server("modern")
        async with Client(StdioServerParameters(command=command[0], args=command[1:]), mode="legacy"):
            pass

    with pytest.raises(BaseException):
        anyio.run(legacy)
    assert list_tools_live(era_server("modern"), TIMEOUT).protocol == "2026-07-28"


def test_poisoned_instructions_fail_validate_with_an_x_finding(registry: Path) -> None:
    result = toolcli("import", "--registry", str(registry), "--server", "era", "--", *era_server("both", "sly"))
    assert result.returncode == 0, result.stderr
    report = toolcli("validate", "--registry", str(registry), "--format", "json")
    assert report.returncode == 1
    found = [(d["code"], d["tool"], d["pointer"]) for d in json.loads(report.stdout)["diagnostics"]]
    assert found == [("X002", "mcp__era", "/instructions")]


@pytest.mark.parametrize(("variant", "tool", "evidence"), [
    ("poisoned", "mcp__era__add_note", "X002 description directs the model: "),
    ("sly", "mcp__era", "X002 instructions of server 'era' directs the model: "),
])
def test_a_server_that_turned_poisonous_is_a_security_event(registry: Path, variant: str, tool: str,
                                                            evidence: str) -> None:
    assert toolcli("import", "--registry", str(registry), "--server", "era", "--",
                   *era_server("both")).returncode == 0
    result = toolcli("import", "--check", "--registry", str(registry), "--server", "era", "--color", "never",
                     "--", *era_server("both", variant))
    assert result.returncode == 1
    changes = result.stdout[result.stdout.index("Changes: "):].splitlines()
    assert changes[0].startswith("Changes: 1 security, 0 breaking, 0 cache, ")
    first = changes[1].split(None, 3)
    assert first[:3] == ["security", "instruction-injection", f"{tool}:"]
    assert first[3].startswith(evidence)
