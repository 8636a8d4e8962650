"""The real MCP servers of tests/corpus, and registries built from their tools,
for the payload conversion tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from toolcli.loading.loader import Location, load
from toolcli.mcp.capture import render_external, to_external_document
from toolcli.mcp.listing import parse_listing
from toolcli.model import RegistryModel
from toolcli.validation import validate_registry

CORPUS = Path(__file__).resolve().parent / "corpus"
SERVERS = CORPUS / "servers"  # one tools/list result per server
# Until tests/corpus/servers holds the copy: the shared corpus beside the checkout, or at its usual place.
SHARED = (CORPUS.parents[2] / "shared" / "corpus" / "mcp-servers", Path("/work/shared/corpus/mcp-servers"))
GITHUB = CORPUS / "github-mcp-server" / "tools.json"

_TOOLSPEC = """[registry]
name = "corpus"
loader = "load_tool"

[tools.load_tool]
capabilities = ["flow"]
effect = "meta"
tier = "hot"
trunc = "protected"
result_paths = "none"

[profiles.all]
capabilities = ["flow"]
external = ["external_read", "external_write"]
"""
_LOADER = [{"name": "load_tool", "description": "Load a deferred tool by name.",
            "parameters": {"type": "object", "properties": {"name": {"type": "string"}},
                           "required": ["name"], "additionalProperties": False}}]


def servers() -> dict[str, list[dict]]:
    """Server name -> its tools, sorted by server name."""
    found: dict[str, list[dict]] = {}
    folder = next((f for f in (SERVERS, *SHARED) if any(f.glob("*.json"))), SERVERS)
    paths = sorted(folder.glob("*.json"))
    for path in paths:
        found[path.stem] = json.loads(path.read_text(encoding="utf-8"))["tools"]
    if GITHUB.is_file():
        found["github"] = json.loads(GITHUB.read_text(encoding="utf-8"))["tools"]
    return dict(sorted(found.items()))


def registry_at(root: Path, externals: dict[str, bytes], hot: tuple[str, ...] = ()) -> tuple[Location, RegistryModel]:
    """A registry at `root` with a loader, the external files given (name -> bytes)
    and one profile `all` that reaches them, advertising the tools named in `hot`."""
    (root / "external").mkdir(parents=True)
    listed = ", ".join(f'{name} = "hot"' for name in hot)
    tiers = f"tiers = {{ {listed} }}\n" if hot else ""
    (root / "toolspec.toml").write_text(_TOOLSPEC + tiers, encoding="utf-8")
    (root / "schemas.json").write_text(json.dumps(_LOADER), encoding="utf-8")
    for name, data in externals.items():
        (root / "external" / name).write_bytes(data)
    location = Location(root, str(root))
    return location, load(location)


def registry_of(server: str, tools: list[dict], root: Path) -> tuple[Location, RegistryModel]:
    """A registry whose only MCP server is `server` with `tools` (as imported)."""
    listing = parse_listing({"tools": tools}, f"{server}.json")
    document = to_external_document(server, listing, {"from": "file", "file": f"{server}.json"})
    return registry_at(root, {f"{server}.json": render_external(document)})


def c_findings(server: str, tools: list[dict], root: Path, target: str) -> list[Any]:
    """What `toolcli validate --select C --target <target>` reports on the server's tools."""
    location, registry = registry_of(server, tools, root)
    report = validate_registry(location, registry, select=["C"], targets=[target], use_cache=False)
    return [d for d in report.diagnostics if d.tool != "load_tool"]
