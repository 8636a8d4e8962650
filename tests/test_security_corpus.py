"""The X rules measured on corpora (SPEC §5.5, §16); the machinery is in
tests/security_corpus.py, the whole-corpus figures in benchmarks/security.py.

* Precision on real servers: every server of tests/corpus (the published MCP
  servers of tests/corpus/servers and github-mcp-server), one registry per
  server and all together next to the bundled registry, raises no X finding
  but the judged ones: JUDGED_TRUE and KNOWN_FALSE_ALARMS (a listed false
  alarm that stops firing fails the test as well).
* Recall and false alarms on the development set, tests/corpus/poisoned: the
  rates, each miss and each false alarm are printed
  (`pytest -q -s tests/test_security_corpus.py -k rates`).
* The frozen test set, tests/corpus/frozen: checked for form only; its rates
  are benchmarks/security.py's to report, never a test's to hold (SPEC §16).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from security_corpus import (DEV, FROZEN, JUDGED_TRUE, KNOWN_FALSE_ALARMS, SERVERS, Verdicts, case_verdicts, cases, listing,
                             malformed, real_registry, score_cases, x_findings)

# In sample (the figure is in tests/corpus/poisoned/README.md): the general concept
# signals (styles_more*.json, steering_more.json, deception_more.json), their concepts
# in seventeen languages (detectors/lexicon.py, languages_more.json) and hidden
# placements (placements_more.json).
MIN_RECALL, MAX_FALSE_ALARMS = 0.96, 0.01

# ----------------------------------------------------------------- real servers


@pytest.mark.parametrize("server", sorted(SERVERS))
def test_a_real_server_raises_no_x_finding(tmp_path: Path, server: str) -> None:
    registry = real_registry(tmp_path / "registry", [server])
    assert [f"{d.code} {d.tool}: {d.message}" for d in x_findings(registry)] == []


def test_every_real_server_together_raises_no_false_x_finding(tmp_path: Path) -> None:
    registry = real_registry(tmp_path / "registry", sorted(SERVERS))
    listed = sum(len(listing(path)) for path in SERVERS.values())
    assert sum(spec.server in SERVERS for spec in registry.dynamic) == listed > 1000
    diagnostics = x_findings(registry)
    expected = sorted((code, tool) for code, tool, _ in JUDGED_TRUE + KNOWN_FALSE_ALARMS)
    assert sorted((d.code, d.tool) for d in diagnostics) == expected, [d.message for d in diagnostics]
    assert all(d.severity == "warning" for d in diagnostics)
    true = [d for d in diagnostics if (d.code, d.tool) == JUDGED_TRUE[0][:2]]
    assert "'update_issue'" in true[0].message


# ----------------------------------------------------------------- the development set

DEV_CASES = cases(DEV)


def test_the_development_set_is_large_and_well_formed() -> None:
    poisoned = [case for case in DEV_CASES if case["label"] == "poisoned"]
    assert len(poisoned) >= 70 and len(DEV_CASES) - len(poisoned) >= len(poisoned)
    assert malformed(DEV_CASES) == []


@pytest.fixture(scope="module")
def verdicts(tmp_path_factory: pytest.TempPathFactory) -> Verdicts:
    return case_verdicts(DEV_CASES, tmp_path_factory.mktemp("cases"))


def test_rates(verdicts: Verdicts) -> None:
    score = score_cases(DEV_CASES, verdicts)
    report = [f"recall {score.caught}/{score.poisoned} = {score.recall:.1%}; "
              f"false alarms {len(score.alarms)}/{score.benign} = {score.false_alarm_rate:.1%}",
              f"misses ({len(score.misses)}):", *(f"  {line}" for line in score.misses),
              f"false alarms ({len(score.alarms)}):", *(f"  {line}" for line in score.alarms)]
    print("\n" + "\n".join(report))
    assert score.recall >= MIN_RECALL and score.false_alarm_rate <= MAX_FALSE_ALARMS, "\n".join(report)


# ----------------------------------------------------------------- the frozen test set


def test_the_frozen_set_is_large_and_well_formed() -> None:
    frozen = cases(FROZEN)
    poisoned = [case for case in frozen if case["label"] == "poisoned"]
    assert len(poisoned) >= 100 and len(frozen) - len(poisoned) >= 100
    assert malformed(frozen) == []


def test_malformed_names_each_problem() -> None:
    tool = {"name": "t", "inputSchema": {"type": "object"}}
    good = {"file": "f.json", "id": "a", "label": "benign", "why": "w", "server": "s", "tool": tool}
    bad = [good, {**good, "expect": ["X002"]}, {**good, "id": "b", "label": "poisoned", "expect": ["R001"]},
           {**good, "id": "c", "label": "tricky"}, {**good, "id": "d", "why": ""},
           {**good, "id": "e", "tool": {"name": "t"}}]
    assert malformed([good]) == []
    assert malformed(bad) == ["f.json a: duplicate id", "f.json a: a benign case expects nothing",
                              "f.json b: expect must be X codes, got ['R001']", "f.json c: label 'tricky'",
                              "f.json d: missing why", "f.json e: the tool needs a name and an inputSchema"]


def test_no_case_id_is_shared_between_the_development_and_the_frozen_set() -> None:
    assert not {case["id"] for case in DEV_CASES} & {case["id"] for case in cases(FROZEN)}
