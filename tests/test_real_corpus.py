"""The real-tools corpus (tests/corpus/real, SPEC §16) is whole and well formed.

Only its form is checked here: every file parses, is written as
benchmarks/real_tools.py writes it, belongs to a listed source and holds MCP
Tool objects; the split of each source follows the rule; the manifest agrees
with the files. No rule is run on it (its frozen part stays unseen).
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
REAL = REPO / "tests" / "corpus" / "real"
NOT_CAPTURES = {"MANIFEST.json", "FAILED.json"}


def sources() -> list[dict]:
    with (REAL / "SOURCES.toml").open("rb") as handle:
        return tomllib.load(handle)["source"]


def dump(data: object) -> str:
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def test_every_source_has_its_split_by_the_rule() -> None:
    listed = sources()
    assert len({s["id"] for s in listed}) == len(listed)
    for source in listed:
        by_digest = "frozen" if hashlib.sha256(source["id"].encode()).hexdigest()[0] in "01234" else "dev"
        if "frozen_read" in source:  # a frozen source once read is spent
            assert by_digest == "frozen" and "path" not in source, source["id"]
        want = "dev" if "path" in source or "frozen_read" in source else by_digest
        assert source["split"] == want, source["id"]
        assert source["kind"] in ("mcp-server", "framework-tools"), source["id"]


def test_every_capture_parses_and_is_a_listed_source() -> None:
    by_id = {s["id"]: s for s in sources()}
    files = sorted(p for p in REAL.glob("*.json") if p.name not in NOT_CAPTURES)
    assert files
    for path in files:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
        assert text == dump(data), path.name
        source = data["source"]
        assert source["id"] == path.stem and path.stem in by_id, path.name
        listed = by_id[path.stem]
        assert "path" not in listed, path.name
        for key in ("registry", "package", "kind"):
            assert source[key] == listed[key], (path.name, key)
        assert data["tools"], path.name
        assert set(data) == {"source", "instructions", "tools", "prompts", "resources", "resourceTemplates"}
        for tool in data["tools"]:
            assert isinstance(tool["name"], str) and tool["name"], path.name
            assert isinstance(tool["inputSchema"], dict), (path.name, tool["name"])


def test_the_manifest_agrees_with_the_files() -> None:
    manifest = json.loads((REAL / "MANIFEST.json").read_text(encoding="utf-8"))
    failed = json.loads((REAL / "FAILED.json").read_text(encoding="utf-8"))
    captured = [e for e in manifest["sources"] if e["status"] == "captured"]
    assert [e["id"] for e in manifest["sources"]] == [s["id"] for s in sources()]
    tools = 0
    for entry in captured:
        data = json.loads((REPO / entry["path"]).read_text(encoding="utf-8"))
        assert len(data["tools"]) == entry["tools"], entry["id"]
        tools += entry["tools"]
        assert entry["id"] not in failed, entry["id"]
    assert manifest["totals"]["sources"] == len(captured)
    assert manifest["totals"]["tools"] == tools
    for entry in manifest["sources"]:
        assert (entry["status"] == "failed") == (entry["id"] in failed), entry["id"]
