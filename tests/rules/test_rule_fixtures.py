"""Every rule against its fixtures; `pytest -k R008` runs one rule's cases.

A fixture is `fixtures/<CODE>/<case>/`: files laid over the shared clean
registry `fixtures/_clean/` (a file replaces its namesake whole) and an
`expect.json`:

    {"findings": [{"code": "R008", "tool": "grep", "profile": null}, ...],
     "targets": ["openai"],            # optional: C rules' provider targets
     "delete": ["external/notes.json"]}  # optional: clean files to remove

A C finding also lists the targets it names ("targets": ["openai", "portable"]):
one finding per (rule, target, tool), and targets that share a limit share it.

`findings` is the exact set of what the whole catalogue reports on that
registry, so a case also proves no other rule fires. Cases named `fail_*`
must expect their directory's code; `pass_*` cases must not.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import CLEAN, FIXTURES, registry_copy
from toolcli.rules.context import Context
from toolcli.rules.engine import Selection, run
from toolcli.loading.loader import Location, load
from toolcli.rules.catalogue import all_rules
from toolcli.rules.compat import targets_named

ALL_FAMILIES = ("R", "D", "P", "X", "L")


def fixture_cases() -> list[Path]:
    return sorted(p for p in FIXTURES.glob("[A-Z][0-9][0-9][0-9]/*") if p.is_dir())


def build_registry(case: Path, into: Path, base: Path = CLEAN) -> dict:
    registry_copy(base, into)
    expect = json.loads((case / "expect.json").read_text(encoding="utf-8"))
    for relative in expect.get("delete", []):
        (into / relative).unlink()
    for source in case.rglob("*"):
        if source.is_file() and source.name != "expect.json":
            target = into / source.relative_to(case)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    return expect


def findings_of(root: Path, targets: tuple[str, ...] = ()) -> list[dict]:
    registry = load(Location(root, str(root)))
    ctx = Context(registry)
    diagnostics = run(ctx, Selection(ALL_FAMILIES, (), {}, targets))
    return [_finding(d.code, d.tool, d.profile, targets_named(d.message) if d.code[0] == "C" else None)
            for d in diagnostics]


def _finding(code: str, tool: str | None, profile: str | None, targets: list[str] | None) -> dict:
    finding = {"code": code, "tool": tool, "profile": profile}
    if code.startswith("C"):
        finding["targets"] = targets
    return finding


def _key(finding: dict) -> tuple:
    return (finding["code"], finding.get("tool") or "", finding.get("profile") or "",
            finding.get("targets") or [])


def _shown(findings: list[dict]) -> str:
    return json.dumps(sorted(findings, key=_key), indent=2)


@pytest.mark.parametrize("case", fixture_cases(), ids=lambda p: f"{p.parent.name}_{p.name}")
def test_fixture(case: Path, tmp_path: Path) -> None:
    root = tmp_path / "registry"
    expect = build_registry(case, root)
    code = case.parent.name
    expected = sorted((_finding(f["code"], f.get("tool"), f.get("profile"), f.get("targets"))
                       for f in expect["findings"]), key=_key)
    codes = {f["code"] for f in expected}
    if case.name.startswith("fail_"):
        assert code in codes, f"{case}: a fail_ case must expect {code}"
    else:
        assert case.name.startswith("pass_"), f"{case}: name cases fail_* or pass_*"
        assert code not in codes, f"{case}: a pass_ case must not expect {code}"
    actual = sorted(findings_of(root, tuple(expect.get("targets", ()))), key=_key)
    assert actual == expected, f"actual findings, ready to paste into expect.json:\n{_shown(actual)}"


def test_clean_registry_is_silent(registry: Path) -> None:
    assert findings_of(registry) == []


def test_every_rule_has_a_triggering_fixture() -> None:
    triggered = set()
    for case in fixture_cases():
        if case.name.startswith("fail_"):
            expect = json.loads((case / "expect.json").read_text(encoding="utf-8"))
            triggered.update(f["code"] for f in expect["findings"] if f["code"] == case.parent.name)
    missing = [rule.code for rule in all_rules() if rule.code not in triggered]
    assert not missing, f"rules without a fail_* fixture that makes them fire: {missing}"


def test_fixture_folders_name_real_rules() -> None:
    codes = {rule.code for rule in all_rules()}
    strays = sorted({case.parent.name for case in fixture_cases()} - codes)
    assert not strays, f"fixture folders for codes not in the catalogue: {strays}"
