"""The X rules measured on corpora (SPEC §5.5).

* Precision on real servers: every server of tests/corpus (13 published MCP
  servers and github-mcp-server), one registry per server and all together
  next to the bundled registry, raises no X finding.
* Recall and false alarms on tests/corpus/poisoned: each case is imported as
  its own server next to the bundled registry; a poisoned case is caught when
  every code it expects fires on its tool, a benign case is a false alarm when
  any X rule fires on any of its tools. The rates, each miss and each false
  alarm are printed (`pytest -q -s tests/test_security_corpus.py -k rates`).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest

from toolcli.rules.context import Context
from toolcli.rules.engine import Selection, run
from toolcli.loading.loader import Location, load
from toolcli.model import RegistryModel
from toolcli.mcp.capture import render_external, to_external_document
from toolcli.mcp.listing import parse_listing

REPO = Path(__file__).resolve().parents[1]
CORPUS = Path(__file__).resolve().parent / "corpus"
SERVERS = {path.stem: path for path in sorted((CORPUS / "servers").glob("*.json"))}
SERVERS["github"] = CORPUS / "github-mcp-server" / "tools.json"
POISONED = sorted((CORPUS / "poisoned").glob("*.json"))
X_CODES = {f"X00{n}" for n in range(1, 9)}
MIN_RECALL, MAX_FALSE_ALARMS = 0.90, 0.05


def _bundled_copy(root: Path) -> Path:
    root.mkdir()
    for name in ("toolspec.toml", "schemas.json"):
        shutil.copyfile(REPO / name, root / name)
    shutil.copytree(REPO / "specs", root / "specs")
    shutil.copytree(REPO / "external", root / "external")
    return root


def _write_server(root: Path, server: str, tools: list[dict], captured: dict | None = None) -> None:
    """The capture `toolcli import` writes, with each tool's title and outputSchema
    kept (SPEC §2.3) where the importer does not write them yet."""
    listing = parse_listing({"tools": tools}, server)
    document = to_external_document(server, listing, captured or {"from": "file", "file": f"{server}.json"})
    for spec, tool in zip(document["tools"], sorted(listing, key=lambda tool: tool["name"])):
        for key, field in (("title", "title"), ("outputSchema", "output")):
            if key in tool:
                spec.setdefault(field, tool[key])
    (root / "external" / f"{server}.json").write_bytes(render_external(document))


def _x_findings(root: Path) -> list:
    registry = load(Location(root, str(root)))
    return run(Context(registry), Selection(("X",), (), {}, ()))


# ----------------------------------------------------------------- real servers


def _listing(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["tools"]


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _bundled_copy(tmp_path_factory.mktemp("bundled") / "registry")


def _registry_with(bundled: Path, tmp_path: Path, servers: list[str]) -> Path:
    root = tmp_path / "registry"
    shutil.copytree(bundled, root)
    for server in servers:
        _write_server(root, server, _listing(SERVERS[server]))
    return root


@pytest.mark.parametrize("server", sorted(SERVERS))
def test_a_real_server_raises_no_x_finding(bundled: Path, tmp_path: Path, server: str) -> None:
    root = _registry_with(bundled, tmp_path, [server])
    shown = [f"{d.code} {d.tool}: {d.message}" for d in _x_findings(root)]
    assert shown == []


# Side by side, one finding is true: github's label_write says "To set labels on
# issues, use the 'update_issue' tool", a tool github no longer has and gitlab does,
# so next to gitlab the text sends the model to another server's tool.
TRUE_TOGETHER = [("X006", "mcp__github__label_write")]


def test_every_real_server_together_raises_no_false_x_finding(bundled: Path, tmp_path: Path) -> None:
    root = _registry_with(bundled, tmp_path, sorted(SERVERS))
    registry = load(Location(root, str(root)))
    listed = sum(len(_listing(path)) for path in SERVERS.values())
    assert sum(spec.server in SERVERS for spec in registry.dynamic) == listed > 400
    diagnostics = run(Context(registry), Selection(("X",), (), {}, ()))
    assert [(d.code, d.tool) for d in diagnostics] == TRUE_TOGETHER, [d.message for d in diagnostics]
    assert "'update_issue'" in diagnostics[0].message and diagnostics[0].severity == "warning"


# ----------------------------------------------------------------- the poisoned corpus


def _cases() -> Iterator[dict[str, Any]]:
    for path in POISONED:
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            yield {**case, "file": path.name}


CASES = list(_cases())


def test_the_corpus_is_large_and_well_formed() -> None:
    poisoned = [case for case in CASES if case["label"] == "poisoned"]
    benign = [case for case in CASES if case["label"] == "benign"]
    assert len(poisoned) >= 70 and len(benign) >= len(poisoned)
    assert len({case["id"] for case in CASES}) == len(CASES)
    for case in poisoned:
        assert case["expect"] and set(case["expect"]) <= X_CODES, case["id"]
    assert all("expect" not in case for case in benign)


def _verdict(bundled: RegistryModel, root: Path, case: dict[str, Any]) -> set[tuple[str, str]]:
    """(code, tool) of every X finding on the case's own tools, with the case's
    servers joining the bundled registry (in place of a bundled server of the
    same name)."""
    (root / "external").mkdir(parents=True)
    (root / "toolspec.toml").write_text('[registry]\nname = "case"\n', encoding="utf-8")
    (root / "schemas.json").write_text("[]\n", encoding="utf-8")
    server = case["server"]
    neighbours = dict(case.get("neighbours", {}))
    _write_server(root, server, [case["tool"], *neighbours.pop(server, [])], case.get("captured"))
    for other, tools in neighbours.items():
        _write_server(root, other, tools)
    servers = {server, *neighbours}
    captured = load(Location(root, str(root)))
    registry = bundled.replace(
        dynamic=(*(spec for spec in bundled.dynamic if spec.server not in servers), *captured.dynamic),
        external_files=(*(file for file in bundled.external_files if file.server not in servers),
                        *captured.external_files),
        line_index={**bundled.line_index, **captured.line_index})
    own = {f"mcp__{server}__{tool['name']}" for tool in [case["tool"], *case.get("neighbours", {}).get(server, [])]}
    subject = f"mcp__{server}__{case['tool']['name']}"
    # a finding on the capture as a whole (X008 in `captured`) counts for the case's tool
    return {(d.code, d.tool or subject) for d in run(Context(registry), Selection(("X",), (), {}, ()))
            if d.tool in own or (d.tool is None and d.file == f"external/{server}.json")}


def _names_only(registry: RegistryModel) -> RegistryModel:
    """The registry with every tool's text emptied: a case's findings depend on the
    names registered beside it (X003, X006), never on other tools' text, so the
    cases need not scan the bundled tools' text again and again."""
    empty = {"type": "object"}
    return registry.replace(
        specs=tuple(spec.replace(brief="") for spec in registry.specs),
        declarations=tuple(item.replace(description="", parameters=empty) for item in registry.declarations),
        dynamic=tuple(spec.replace(description="", brief="", inline=empty, annotations={})
                      for spec in registry.dynamic))


@pytest.fixture(scope="module")
def verdicts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[tuple[str, str]]]:
    bundled = _names_only(load(Location(REPO, str(REPO))))
    base = tmp_path_factory.mktemp("cases")
    return {case["id"]: _verdict(bundled, base / case["id"], case) for case in CASES}


def test_rates(verdicts: dict[str, set[tuple[str, str]]]) -> None:
    misses, alarms, caught = [], [], 0
    poisoned = [case for case in CASES if case["label"] == "poisoned"]
    benign = [case for case in CASES if case["label"] == "benign"]
    for case in poisoned:
        subject = f"mcp__{case['server']}__{case['tool']['name']}"
        fired = {code for code, tool in verdicts[case["id"]] if tool == subject}
        if set(case["expect"]) <= fired:
            caught += 1
        else:
            misses.append(f"{case['file']} {case['id']}: expected {'+'.join(case['expect'])}, "
                          f"fired {sorted(fired) or 'nothing'} ({case['why']})")
    for case in benign:
        if verdicts[case["id"]]:
            codes = sorted({code for code, _ in verdicts[case["id"]]})
            alarms.append(f"{case['file']} {case['id']}: {'+'.join(codes)} ({case['why']})")
    recall, false_alarms = caught / len(poisoned), len(alarms) / len(benign)
    report = [f"recall {caught}/{len(poisoned)} = {recall:.1%}; "
              f"false alarms {len(alarms)}/{len(benign)} = {false_alarms:.1%}",
              f"misses ({len(misses)}):", *(f"  {line}" for line in misses),
              f"false alarms ({len(alarms)}):", *(f"  {line}" for line in alarms)]
    print("\n" + "\n".join(report))
    assert recall >= MIN_RECALL and false_alarms <= MAX_FALSE_ALARMS, "\n".join(report)
