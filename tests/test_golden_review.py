"""What a reviewer reads of a drift: each changed declaration once, then each
file without that text (golden.review), on goldens written to a folder."""

from __future__ import annotations

import copy
from pathlib import Path

from toolcli.canonical import declaration_sha256
from toolcli.golden.content import declaration
from toolcli.golden.files import canonical_json, compare
from toolcli.golden.review import review

HINT = "toolcli golden --rewrite"
PARAMS = {"type": "object", "properties": {"pattern": {"type": "string"}}, "required": ["pattern"]}


def registry_doc(*records: dict) -> dict:
    return {"registry": "t", "tools": {r["name"]: {"needs_auth": False, "declaration": r} for r in records}}


def surface_doc(name: str, advertised=(), deferred=(), used: int = 100, tiers: dict | None = None) -> dict:
    tiers = tiers or {}
    return {
        "profile": name, "loader": "load_tool", "budget": 1000, "used": used,
        "advertised": [{"name": r["name"], "description": r["description"], "parameters": r["parameters"],
                        "tier": tiers.get(r["name"], "hot"), "size": len(r["description"])}
                       for r in advertised],
        "deferred": [{"name": r["name"], "brief": "b", "demoted": False,
                      "sha256": declaration_sha256(r["name"], r["description"], r["parameters"])}
                     for r in deferred],
    }


def run(root: Path, old: dict, new: dict):
    folder = root / "golden"
    folder.mkdir(exist_ok=True)
    for name, doc in old.items():
        (folder / name).write_text(canonical_json(doc, HINT), encoding="utf-8")
    statuses = compare(folder, root, {name: canonical_json(doc, HINT) for name, doc in new.items()})
    return review(statuses, new, "golden")


def docs(grep: dict, other: dict, used: int = 100, tiers: dict | None = None) -> dict:
    return {
        "registry.json": registry_doc(grep, other),
        "coding.json": surface_doc("coding", (grep, other), used=used, tiers=tiers),
        "repo.json": surface_doc("repo", (grep,), used=used),
        "chat.json": surface_doc("chat", deferred=(grep,)),
    }


def test_a_description_edit_shows_once_and_no_file_repeats_it(tmp_path: Path):
    grep = declaration("grep", "Search files.", PARAMS)
    other = declaration("read", "Read a file.", PARAMS)
    edited = dict(grep, description="Search files. Prefer it over bash.")
    found = run(tmp_path, docs(grep, other), docs(edited, other, used=121))
    assert [d.tool for d in found.declarations] == ["grep"]
    diff = found.declarations[0].diff
    assert diff.startswith("--- a/golden/registry.json#/tools/grep/declaration\n"
                           "+++ b/golden/registry.json#/tools/grep/declaration\n")
    assert [line for line in diff.splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")] == [
        '-  "description": "Search files.",', '+  "description": "Search files. Prefer it over bash.",']
    views = {view.name: view for view in found.files}
    assert set(views) == {"chat.json", "coding.json", "registry.json", "repo.json"}
    assert all(view.diff == "" for view in views.values())
    assert views["coding.json"].note == "declaration text only; used 100 -> 121 of 1000 bytes"
    assert views["chat.json"].note == "declaration text only"  # its sha256 changed
    assert [(c.id, c.profiles, c.cache) for c in found.changes] == [
        ("description-changed", ("chat", "coding", "repo"), ("coding", "repo"))]


def test_what_else_changed_in_a_file_still_shows_without_the_declaration(tmp_path: Path):
    grep = declaration("grep", "Search files.", PARAMS)
    other = declaration("read", "Read a file.", PARAMS)
    edited = dict(grep, description="Search files, fast.")
    found = run(tmp_path, docs(grep, other), docs(edited, other, tiers={"read": "warm"}))
    coding = next(view for view in found.files if view.name == "coding.json")
    assert coding.diff.startswith("--- a/golden/coding.json\n+++ b/golden/coding.json\n")
    changed = [line for line in coding.diff.splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert changed == ['-      "tier": "hot"', '+      "tier": "warm"']
    assert "Search files" not in coding.diff and coding.note == ""
    assert [v.diff for v in found.files if v.name != "coding.json"] == ["", "", ""]


def test_a_new_tool_shows_its_declaration_once_and_its_entries_without_it(tmp_path: Path):
    grep = declaration("grep", "Search files.", PARAMS)
    other = declaration("read", "Read a file.", PARAMS)
    fresh = declaration("glob", "Find files by name.", copy.deepcopy(PARAMS))
    old = docs(grep, other)
    new = docs(grep, other)
    new["registry.json"] = registry_doc(grep, other, fresh)
    new["repo.json"] = surface_doc("repo", (grep, fresh))
    found = run(tmp_path, old, new)
    assert [(d.tool, d.diff.splitlines()[0]) for d in found.declarations] == [("glob", "--- /dev/null")]
    repo = next(view for view in found.files if view.name == "repo.json")
    assert '+      "name": "glob",' in repo.diff.splitlines() and "Find files" not in repo.diff
    assert [(c.id, c.tool, c.level, c.profiles) for c in found.changes] == [
        ("tool-added", "glob", "cache", ("repo",))]


def test_a_formatting_edit_shows_the_whole_text_diff(tmp_path: Path):
    grep = declaration("grep", "Search files.", PARAMS)
    doc = {"registry.json": registry_doc(grep)}
    folder = tmp_path / "golden"
    folder.mkdir()
    (folder / "registry.json").write_text(canonical_json(doc["registry.json"], HINT).replace("  ", "    "),
                                          encoding="utf-8")
    statuses = compare(folder, tmp_path, {"registry.json": canonical_json(doc["registry.json"], HINT)})
    found = review(statuses, doc, "golden")
    assert found.changes == () and found.declarations == ()
    assert [(v.note, v.diff) for v in found.files] == [("formatting only", statuses[0].diff)]


def test_scope_limits_the_review_to_one_file(tmp_path: Path):
    grep = declaration("grep", "Search files.", PARAMS)
    other = declaration("read", "Read a file.", PARAMS)
    edited = dict(grep, parameters={"type": "object", "properties": {"pattern": {"type": "integer"}},
                                    "required": ["pattern"]})
    folder = tmp_path / "golden"
    folder.mkdir()
    old, new = docs(grep, other), docs(edited, other)
    for name, doc in old.items():
        (folder / name).write_text(canonical_json(doc, HINT), encoding="utf-8")
    statuses = compare(folder, tmp_path, {name: canonical_json(doc, HINT) for name, doc in new.items()})
    found = review(statuses, new, "golden", scope={"chat.json"})
    assert [view.name for view in found.files] == ["chat.json"]
    assert [(c.id, c.level, c.profiles) for c in found.changes] == [
        ("parameter-type-changed", "breaking", ("chat",))]  # chat defers grep: known from registry.json
