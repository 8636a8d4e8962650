"""The three security corpora of SPEC §16 and how a case becomes a verdict.

* the development set, tests/corpus/poisoned/: the X rules are tuned on it;
* the frozen test set, tests/corpus/frozen/: written before the rule redesign,
  never edited after its first measurement and never tuned on;
* the real tool sets, tests/corpus/servers/*.json and github-mcp-server: every
  tool benign unless a person judged a finding on it true (`JUDGED_TRUE`); the
  false alarms judged and still raised are `KNOWN_FALSE_ALARMS`.

A case of the first two is imported as its own server next to the bundled
registry; a poisoned case is caught when any X rule fires on its tool (its
`expect` says which code should), a benign case is a false alarm when any X rule fires on any of its tools.
The real tools are imported together, one server each, next to the bundled
registry, and a tool is a false alarm when an X rule fires on it and no
judgement covers the finding.

Used by tests/test_security_corpus.py and benchmarks/security.py.
"""

from __future__ import annotations

import json
import shutil
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from conftest import SERVER_INSTRUCTIONS, server_listings
from toolcli.loading.loader import Location, load
from toolcli.mcp.capture import render_external, to_external_document
from toolcli.mcp.listing import parse_listing
from toolcli.model import RegistryModel
from toolcli.rules.context import Context
from toolcli.rules.engine import Selection, run

REPO = Path(__file__).resolve().parents[1]
CORPUS = Path(__file__).resolve().parent / "corpus"
DEV = CORPUS / "poisoned"
FROZEN = CORPUS / "frozen"
SERVERS = server_listings(CORPUS / "servers")
SERVERS["github"] = CORPUS / "github-mcp-server" / "tools.json"
X_CODES = {f"X{n:03}" for n in range(1, 12)}
X_ONLY = Selection(("X",), (), {}, ())

# Findings on real tools that a person judged true: (code, tool, why).
JUDGED_TRUE = [
    ("X006", "mcp__github__label_write",
     "github's label_write says \"To set labels on issues, use the 'update_issue' tool\", a tool "
     "github no longer has and gitlab does, so next to gitlab the text sends the model to another "
     "server's tool"),
]

# Findings on real tools that a person judged false alarms, with every server
# imported together: (code, tool, why). They are expected so that the suite passes
# while the rules still raise them; one that stops firing fails the tests too, so
# the list stays exact and empties as the rules improve. tests/corpus/servers/
# README.md records the judgements.
KNOWN_FALSE_ALARMS: list[tuple[str, str, str]] = []


# ----------------------------------------------------------------- registries


def bundled_copy(root: Path) -> Path:
    """A copy of the bundled registry (static specs and captured servers) at `root`."""
    root.mkdir()
    for name in ("toolspec.toml", "schemas.json"):
        shutil.copyfile(REPO / name, root / name)
    shutil.copytree(REPO / "specs", root / "specs")
    shutil.copytree(REPO / "external", root / "external")
    return root


def write_server(root: Path, server: str, tools: list[dict], captured: dict | None = None,
                 instructions: str | None = None) -> None:
    """The capture `toolcli import` writes, with each tool's title and outputSchema
    kept (SPEC §2.3) where the importer does not write them yet, and the server's
    instructions when given."""
    listing = parse_listing({"tools": tools}, server)
    document = to_external_document(server, listing, captured or {"from": "file", "file": f"{server}.json"},
                                    instructions=instructions)
    for spec, tool in zip(document["tools"], sorted(listing, key=lambda tool: tool["name"])):
        for key, name in (("title", "title"), ("outputSchema", "output")):
            if key in tool:
                spec.setdefault(name, tool[key])
    (root / "external" / f"{server}.json").write_bytes(render_external(document))


def listing(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["tools"]


def x_findings(registry: RegistryModel) -> list:
    return run(Context(registry), X_ONLY)


def names_only(registry: RegistryModel) -> RegistryModel:
    """The registry with every tool's text emptied: a case's findings depend on the
    names registered beside it (X003, X006), never on other tools' text, so the
    cases need not scan the bundled tools' text again and again."""
    empty = {"type": "object"}
    return registry.replace(
        specs=tuple(spec.replace(brief="") for spec in registry.specs),
        declarations=tuple(item.replace(description="", parameters=empty) for item in registry.declarations),
        dynamic=tuple(spec.replace(description="", brief="", inline=empty, annotations={})
                      for spec in registry.dynamic))


# ----------------------------------------------------------------- cases


def cases(folder: Path) -> list[dict[str, Any]]:
    """Every case of every file of `folder`, each with the name of its file."""
    return [{**case, "file": path.name}
            for path in sorted(folder.glob("*.json"))
            for case in json.loads(path.read_text(encoding="utf-8"))["cases"]]


def malformed(corpus: list[dict[str, Any]]) -> list[str]:
    """What is wrong with a corpus's cases: duplicate ids, unknown labels, poisoned
    cases without valid expected codes, benign cases with some, missing keys."""
    problems, seen = [], set()
    for case in corpus:
        name = f"{case.get('file')} {case.get('id')}"
        missing = [key for key in ("id", "label", "why", "server", "tool") if not case.get(key)]
        if missing:
            problems.append(f"{name}: missing {', '.join(missing)}")
        if case.get("id") in seen:
            problems.append(f"{name}: duplicate id")
        seen.add(case.get("id"))
        if case.get("label") == "poisoned":
            if not case.get("expect") or not set(case["expect"]) <= X_CODES:
                problems.append(f"{name}: expect must be X codes, got {case.get('expect')}")
        elif case.get("label") == "benign":
            if "expect" in case:
                problems.append(f"{name}: a benign case expects nothing")
        else:
            problems.append(f"{name}: label {case.get('label')!r}")
        if not isinstance(case.get("instructions", ""), str):
            problems.append(f"{name}: instructions must be a string")
        tool = case.get("tool") or {}
        if not tool.get("name") or not isinstance(tool.get("inputSchema"), dict):
            problems.append(f"{name}: the tool needs a name and an inputSchema")
    return problems


def subject(case: dict[str, Any]) -> str:
    return f"mcp__{case['server']}__{case['tool']['name']}"


def _case_registry(bundled: RegistryModel, root: Path, case: dict[str, Any]) -> RegistryModel:
    """The case's servers written and loaded as `toolcli import` leaves them, joining
    the bundled registry in place of a bundled server of the same name."""
    (root / "external").mkdir(parents=True)
    (root / "toolspec.toml").write_text('[registry]\nname = "case"\n', encoding="utf-8")
    (root / "schemas.json").write_text("[]\n", encoding="utf-8")
    server = case["server"]
    neighbours = dict(case.get("neighbours", {}))
    write_server(root, server, [case["tool"], *neighbours.pop(server, [])], case.get("captured"),
                 case.get("instructions"))
    for other, tools in neighbours.items():
        write_server(root, other, tools)
    servers = {server, *neighbours}
    captured = load(Location(root, str(root)))
    return bundled.replace(
        dynamic=(*(spec for spec in bundled.dynamic if spec.server not in servers), *captured.dynamic),
        external_files=(*(file for file in bundled.external_files if file.server not in servers),
                        *captured.external_files),
        line_index={**bundled.line_index, **captured.line_index})


def _own_findings(case: dict[str, Any], diagnostics: Iterable) -> set[tuple[str, str]]:
    """(code, tool) of the findings on the case's own tools; a finding on the capture
    as a whole (X008 in `captured`, any X rule on the server's instructions) counts
    for the case's tool."""
    server = case["server"]
    own = {f"mcp__{server}__{tool['name']}" for tool in [case["tool"], *case.get("neighbours", {}).get(server, [])]}
    whole = (None, f"mcp__{server}")
    return {(d.code, subject(case) if d.tool in whole else d.tool) for d in diagnostics
            if d.tool in own or (d.tool in whole and d.file == f"external/{server}.json")}


@dataclass
class Verdicts:
    """The findings on each case's own tools, by case id, and the wall and CPU seconds
    spent in the X scan (loading the case's capture is not counted)."""

    by_case: dict[str, set[tuple[str, str]]] = field(default_factory=dict)
    scan_seconds: float = 0.0
    scan_cpu: float = 0.0


def case_verdicts(corpus: list[dict[str, Any]], scratch: Path) -> Verdicts:
    """Each case imported as its own server next to the bundled registry, scanned
    once; `scratch` is an empty directory for the cases' captures."""
    bundled = names_only(load(Location(REPO, str(REPO))))
    verdicts = Verdicts()
    for case in corpus:
        registry = _case_registry(bundled, scratch / case["id"], case)
        started, cpu = time.perf_counter(), time.process_time()
        diagnostics = x_findings(registry)
        verdicts.scan_seconds += time.perf_counter() - started
        verdicts.scan_cpu += time.process_time() - cpu
        verdicts.by_case[case["id"]] = _own_findings(case, diagnostics)
    return verdicts


def real_registry(root: Path, servers: Iterable[str]) -> RegistryModel:
    """The bundled registry copied to `root` with the named real servers imported,
    each with its initialize instructions where they were captured."""
    bundled_copy(root)
    instructions = json.loads(SERVER_INSTRUCTIONS.read_text(encoding="utf-8"))
    for server in servers:
        write_server(root, server, listing(SERVERS[server]), instructions=instructions.get(server))
    return load(Location(root, str(root)))


# ----------------------------------------------------------------- scores


@dataclass
class Score:
    """Recall and false alarms of one part; `misses` and `alarms` name the cases."""

    poisoned: int = 0
    caught: int = 0
    benign: int = 0
    misses: list[str] = field(default_factory=list)
    alarms: list[str] = field(default_factory=list)
    scan_seconds: float = 0.0
    scan_cpu: float = 0.0
    alarm_codes: Counter = field(default_factory=Counter)  # code -> benign cases it fired on
    missed_codes: Counter = field(default_factory=Counter)  # expected code -> poisoned cases it missed
    by_file: dict[str, Counter] = field(default_factory=dict)  # file -> poisoned, caught, benign, alarms

    @property
    def recall(self) -> float | None:
        return self.caught / self.poisoned if self.poisoned else None

    @property
    def false_alarm_rate(self) -> float | None:
        return len(self.alarms) / self.benign if self.benign else None


def score_cases(corpus: list[dict[str, Any]], verdicts: Verdicts) -> Score:
    score = Score(scan_seconds=verdicts.scan_seconds, scan_cpu=verdicts.scan_cpu)
    for case in corpus:
        found = verdicts.by_case[case["id"]]
        tally = score.by_file.setdefault(case["file"], Counter())
        if case["label"] == "poisoned":
            score.poisoned += 1
            tally["poisoned"] += 1
            fired = {code for code, tool in found if tool == subject(case)}
            if fired:  # any X finding on its tool: the level and the code are counted apart
                score.caught += 1
                tally["caught"] += 1
            else:
                score.missed_codes.update(set(case["expect"]) - fired)
                score.misses.append(f"{case['file']} {case['id']}: expected {'+'.join(case['expect'])}, "
                                    f"fired {sorted(fired) or 'nothing'} ({case['why']})")
        else:
            score.benign += 1
            tally["benign"] += 1
            tally["alarms"] += bool(found)
            if found:
                codes = sorted({code for code, _ in found})
                score.alarm_codes.update(codes)
                score.alarms.append(f"{case['file']} {case['id']}: {'+'.join(codes)} ({case['why']})")
    return score


def score_real(root: Path) -> Score:
    """Every real server together next to the bundled registry, scanned once."""
    registry = real_registry(root, sorted(SERVERS))
    started, cpu = time.perf_counter(), time.process_time()
    diagnostics = x_findings(registry)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    judged = {(code, tool) for code, tool, _ in JUDGED_TRUE}
    tools = sorted(spec.name for spec in registry.dynamic if spec.server in SERVERS)
    flagged: dict[str, set[str]] = {}
    for d in diagnostics:
        if (d.code, d.tool) not in judged:
            flagged.setdefault(d.tool or d.file, set()).add(d.code)
    judged_tools = {tool for _, tool in judged}
    score = Score(benign=sum(tool not in judged_tools for tool in tools), scan_seconds=seconds, scan_cpu=cpu)
    score.alarms = [f"{tool}: {'+'.join(sorted(codes))}" for tool, codes in sorted(flagged.items())]
    return score
