"""Static (R) and settings (L) rules: what their fixtures cannot show.

The fixtures under tests/rules/fixtures prove which findings occur; these
tests check what the findings say (messages, hints, lines, pointers) and that
one run through the CLI reports every mistake of a badly broken registry, in
a fixed order, each at its place in the files.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from conftest import registry_copy, toolcli
from toolcli.rules.context import Context
from toolcli.diagnostics import Diagnostic
from toolcli.rules.engine import Selection, run
from toolcli.loading.loader import Location, load

from rules.test_rule_fixtures import ALL_FAMILIES, CLEAN, FIXTURES, build_registry


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not in {path.name} exactly once"
    path.write_text(text.replace(old, new), encoding="utf-8")


def _add_declarations(path: Path, *declarations: str) -> None:
    text = path.read_text(encoding="utf-8").rstrip()
    assert text.endswith("]")
    path.write_text(text[:-1].rstrip() + ",\n" + ",\n".join(declarations) + "\n]\n", encoding="utf-8")


def _fixture_registry(case: str, into: Path) -> Path:
    """The registry of fixture `CODE/case`, built by the fixture harness itself."""
    build_registry(FIXTURES / case, into)
    return into


def _diagnostics(root: Path) -> list[Diagnostic]:
    registry = load(Location(root, str(root)))
    return run(Context(registry), Selection(ALL_FAMILIES, (), {}, ()))


def _only(diagnostics: list[Diagnostic], code: str) -> Diagnostic:
    found = [d for d in diagnostics if d.code == code]
    assert len(found) == 1, found
    return found[0]


def _line(root: Path, diagnostic: Diagnostic) -> str:
    assert diagnostic.file is not None and diagnostic.line is not None, diagnostic
    return (root / diagnostic.file).read_text(encoding="utf-8").splitlines()[diagnostic.line - 1]


# ------------------------------------------------------------ messages and hints


@pytest.mark.parametrize(("case", "typo", "meant"), [
    ("fail_spec_key", "mutate", "mutates"),
    ("fail_spec_key_in_specs_file", "brif", "brief"),
    ("fail_profile_key", "budgets", "budget"),
    ("fail_probe_key", "provide", "provides"),
    ("fail_registry_key", "loadr", "loader"),
    ("fail_lint_key", "selct", "select"),
    ("fail_allow_key", "tools", "tool"),
    ("fail_top_level_table", "profile", "profiles"),
    ("fail_dynamic_tool_key", "need_auth", "needs_auth"),
    ("fail_declaration_key_parameters_misspelt", "parameter", "parameters"),
])
def test_unknown_key_names_the_key_and_suggests_the_closest(case: str, typo: str, meant: str,
                                                            tmp_path: Path) -> None:
    root = _fixture_registry(f"R020/{case}", tmp_path / "registry")
    finding = _only(_diagnostics(root), "R020")
    assert repr(typo) in finding.message
    assert finding.hint == f"did you mean {meant!r}?"
    assert finding.pointer.endswith("/" + typo)
    assert _line(root, finding).lstrip(' ["').startswith(typo)


@pytest.mark.parametrize(("case", "known"), [
    ("fail_declaration_key", "description, input_examples, name, parameters"),
    ("fail_external_file_key", "captured, instructions, prompts, protocol, resource_templates, resources, server, tools"),
])
def test_unknown_key_without_a_close_one_lists_the_known_keys(case: str, known: str, tmp_path: Path) -> None:
    finding = _only(_diagnostics(_fixture_registry(f"R020/{case}", tmp_path / "registry")), "R020")
    assert finding.hint == f"known keys: {known}"


def test_duplicate_spec_points_at_the_later_table_and_names_the_first(tmp_path: Path) -> None:
    root = _fixture_registry("R001/fail_two_spec_files", tmp_path / "registry")
    finding = _only(_diagnostics(root), "R001")
    assert (finding.file, finding.pointer) == ("specs/lsp_hover.toml", "/tools/lsp_hover")
    assert _line(root, finding) == "[tools.lsp_hover]"
    first_line = (root / "specs/hover.toml").read_text(encoding="utf-8").splitlines().index("[tools.lsp_hover]") + 1
    assert f"specs/hover.toml:{first_line}" in finding.message


def test_repeated_json_key_is_reported_on_the_line_of_the_repeat(tmp_path: Path) -> None:
    root = _fixture_registry("R002/fail_key_repeated_inside_parameters", tmp_path / "registry")
    finding = _only(_diagnostics(root), "R002")
    assert finding.pointer == "/1/parameters"
    assert _line(root, finding).strip() == '"required": ["path", "content"]'
    assert "'required'" in finding.message


@pytest.mark.parametrize(("case", "says"), [
    ("fail_baseline_absent", "is absent"),
    ("fail_baseline_string", "is not an integer literal"),
    ("fail_baseline_float", "is not an integer literal"),
    ("fail_baseline_too_low", "the baseline says 5"),
])
def test_count_baseline_says_what_is_wrong_and_the_real_count(case: str, says: str, tmp_path: Path) -> None:
    finding = _only(_diagnostics(_fixture_registry(f"R005/{case}", tmp_path / "registry")), "R005")
    assert says in finding.message
    assert finding.hint.endswith("expected_count = 6")


def test_brief_length_counts_code_points_not_bytes(tmp_path: Path) -> None:
    finding = _only(_diagnostics(_fixture_registry("R009/fail_41_code_points_non_ascii",
                                                   tmp_path / "registry")), "R009")
    assert "41 code points" in finding.message


def test_interactive_message_names_every_missing_setting(tmp_path: Path) -> None:
    finding = _only(_diagnostics(_fixture_registry("R010/fail_neither", tmp_path / "registry")), "R010")
    assert finding.hint == 'set serial = true and tier = "hot"'


def test_repeated_allow_names_the_entry_that_is_applied(tmp_path: Path) -> None:
    root = _fixture_registry("L001/fail_allow_repeated", tmp_path / "registry")
    finding = _only(_diagnostics(root), "L001")
    lines = (root / "toolspec.toml").read_text(encoding="utf-8").splitlines()
    allows = [number for number, text in enumerate(lines, start=1) if text == "[[lint.allow]]"]
    assert finding.line == allows[0]
    assert f"toolspec.toml:{allows[1]}" in finding.message
    assert finding.severity == "warning"


def test_allow_for_a_code_that_is_no_rule_says_so(tmp_path: Path) -> None:
    finding = _only(_diagnostics(_fixture_registry("L001/fail_allow_unknown_rule", tmp_path / "registry")), "L001")
    assert "'R099'" in finding.message and "no rule code" in finding.message


# ------------------------------------------------------------ twenty-one mistakes, one run

ASK_USER = '''  {
    "name": "ask_user",
    "description": "Ask the user a question and wait for the answer.",
    "description": "Ask the user.",
    "parameters": {"type": "object", "properties": {"question": {"type": "string"}}, "required": ["question"]}
  }'''
WEB_FETCH = '''  {
    "name": "web.fetch",
    "description": "Fetch a web page.",
    "parameters": {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]}
  }'''
MCP_XY = '''  {
    "name": "mcp__x__y",
    "description": "Do y on x.",
    "parameters": {"type": "object", "properties": {}}
  }'''
GLOB = '''  {
    "name": "glob",
    "description": "List files matching a pattern.",
    "parameters": {"type": "object", "properties": {"pattern": {"type": "string"}}, "required": ["pattern"]}
  }'''

# code -> (tool, file, text on the reported line); None: the line opens the tool's JSON declaration
MISTAKES = {
    "R001": ("finish", "specs/zz_finish.toml", "[tools.finish]"),
    "R002": ("ask_user", "schemas.json", '"description": "Ask the user."'),
    "R003": ("grep", "specs/grep.toml", "[tools.grep]"),
    "R004": ("glob", "schemas.json", None),
    "R005": (None, "toolspec.toml", "expected_count = 6"),
    "R006": ("load_tool", "schemas.json", '"description": ""'),
    "R007": ("finish", "schemas.json", '"type": "strin"'),  # the line of the offending keyword
    "R008": ("lsp_hover", "specs/lsp_hover.toml", 'brief = ""'),
    "R009": ("read_file", "toolspec.toml", "brief = "),
    "R010": ("ask_user", "specs/ask_user.toml", "[tools.ask_user]"),
    "R011": ("finish", "toolspec.toml", 'tier = "warm"'),
    "R012": ("write_file", "toolspec.toml", 'trunc = "protected"'),
    "R013": ("delegate", "specs/delegate.toml", "[tools.delegate]"),
    "R014": ("write_file", "toolspec.toml", 'audience = ["main"]'),
    "R015": ("read_file", "toolspec.toml", 'path_params = ["file"]'),
    "R016": ("mcp__x__y", "schemas.json", None),
    "R017": ("lsp_hover", "specs/lsp_hover.toml", 'requires = ["lsp", "browser"]'),
    "R019": ("web.fetch", "specs/web.toml", '[tools."web.fetch"]'),
    "R020": (None, "toolspec.toml", "budgets = 100000"),
    "R021": (None, "toolspec.toml", 'external = ["external_rw"]'),
    "L001": ("read_file", "toolspec.toml", "[[lint.allow]]"),
}


def _broken_registry(root: Path) -> None:
    registry_copy(CLEAN, root)
    manifest, schemas, specs = root / "toolspec.toml", root / "schemas.json", root / "specs"
    _replace(manifest, 'brief = "Read a text file"',
             'brief = "Read a UTF-8 text file and return its numbered lines"')
    _replace(manifest, 'path_params = ["path"]\nresult_paths = "none"',
             'path_params = ["file"]\nresult_paths = "none"')
    _replace(manifest, "needs_auth = true\n", 'needs_auth = true\ntrunc = "protected"\naudience = ["main"]\n')
    _replace(manifest, 'effect = "flow"\ntier = "hot"', 'effect = "flow"\ntier = "warm"')
    _replace(manifest, "budget = 100000", "budgets = 100000")
    _replace(manifest, 'external = ["external_read"]\n', 'external = ["external_rw"]\n')
    _replace(manifest, '[lint]\nselect = ["R", "D", "P", "X", "L"]\n',
             '[lint]\nselect = ["R", "D", "P", "X", "L"]\n\n'
             '[[lint.allow]]\nrule = "R008"\ntool = "read_file"\nreason = "was briefless once"\n')
    _replace(specs / "lsp_hover.toml", 'brief = "Show type and docs at a position"', 'brief = ""')
    _replace(specs / "lsp_hover.toml", 'requires = ["lsp"]', 'requires = ["lsp", "browser"]')
    _replace(specs / "delegate.toml", 'result_paths = "none"\n', "")
    (specs / "ask_user.toml").write_text(
        '[tools.ask_user]\ncapabilities = ["flow"]\neffect = "interact"\ntier = "hot"\n'
        'blocks_on_user = true\nresult_paths = "none"\n', encoding="utf-8")
    (specs / "web.toml").write_text(
        '[tools."web.fetch"]\ncapabilities = ["web"]\neffect = "network"\ntier = "warm"\n'
        'result_paths = "none"\n', encoding="utf-8")
    (specs / "grep.toml").write_text(
        '[tools.grep]\ncapabilities = ["search"]\neffect = "read"\ntier = "warm"\nresult_paths = "full"\n',
        encoding="utf-8")
    (specs / "zz_finish.toml").write_text(
        '[tools.finish]\ncapabilities = ["flow"]\neffect = "flow"\ntier = "hot"\nresult_paths = "none"\n',
        encoding="utf-8")
    _replace(schemas, '"description": "Load the full declaration of a deferred tool by name so it can be called."',
             '"description": ""')
    _replace(schemas, '"properties": {"summary": {"type": "string", "description": "What was done."}}',
             '"properties": {"summary": {"type": "strin", "description": "What was done."}}')
    _add_declarations(schemas, ASK_USER, WEB_FETCH, MCP_XY, GLOB)


def _validate_json(root: Path, cache: Path) -> subprocess.CompletedProcess:
    return toolcli("validate", "--registry", str(root), "--format", "json", env={"TOOLCLI_CACHE_DIR": str(cache)})


def test_broken_registry_are_all_reported_in_one_run(tmp_path: Path) -> None:
    root = tmp_path / "registry"
    _broken_registry(root)
    first = _validate_json(root, tmp_path / "cache")
    second = _validate_json(root, tmp_path / "cache")
    assert first.returncode == 1, first.stderr
    assert first.stderr == ""
    assert second.stdout == first.stdout, "two runs on the same registry differ"

    diagnostics = json.loads(first.stdout)["diagnostics"]
    assert len(MISTAKES) == 21  # one per R rule but R018 (a profile rule), and L001
    expected = sorted((code, tool) for code, (tool, _, _) in MISTAKES.items())
    assert sorted((d["code"], d["tool"]) for d in diagnostics) == expected

    order = [(d["file"], d["line"], d["code"], d["tool"] or "") for d in diagnostics]
    assert order == sorted(order), "diagnostics are not sorted by (file, line, code, tool)"

    for diagnostic in diagnostics:
        tool, file, needle = MISTAKES[diagnostic["code"]]
        assert diagnostic["file"] == file, diagnostic
        assert isinstance(diagnostic["line"], int), diagnostic
        lines = (root / file).read_text(encoding="utf-8").splitlines()
        text = lines[diagnostic["line"] - 1]
        if needle is None:  # a whole declaration: the line that opens its object
            assert text.strip() == "{", diagnostic
            assert lines[diagnostic["line"]].strip() == f'"name": "{tool}",', diagnostic
        else:
            assert needle in text, (diagnostic, text)
