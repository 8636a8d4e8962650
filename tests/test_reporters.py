"""Every validate reporter on the same diagnostics, compared byte for byte with
the snapshots in tests/snapshots/, then checked structurally per format.

Regenerate the snapshots only deliberately, and review the diff:

    TOOLCLI_UPDATE_SNAPSHOTS=1 .venv/bin/pytest tests/test_reporters.py
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from conftest import CLEAN, TESTS, in_a_terminal, registry_copy
from conftest import toolcli as run_toolcli
from toolcli import __version__
from toolcli.diagnostics import Diagnostic
from toolcli.errors import ToolcliError
from toolcli.reporters import github, json_report, junit, sarif, text
from toolcli.reporters.formats import VALIDATE
from toolcli.reporters.document import dumps
from toolcli.validation import Report
from toolcli.rules.base import Rule
from toolcli.rules.catalogue import all_rules

SNAPSHOTS = Path(__file__).parent / "snapshots"
UPDATE = os.environ.get("TOOLCLI_UPDATE_SNAPSHOTS") == "1"
SARIF_SCHEMA = SNAPSHOTS / "sarif-2.1.0-rtm.5.schema.json"  # the OASIS 2.1.0 schema, as published
SGR = re.compile(r"\x1b\[[0-9;]*m")

HOSTILE_TOOL = "evil[link=https://x.example]click[/link]"
INJECTION = "demoted to fit\n::error file=README.md::injected"


def diagnostic(code: str, rule: str, severity: str, message: str, *, hint: str = "", tool: str | None = None,
               profile: str | None = None, file: str | None = None, line: int | None = None,
               pointer: str = "") -> Diagnostic:
    return Diagnostic(code, rule, severity, message, hint, tool, profile, file, line, pointer)  # type: ignore[arg-type]


DIAGNOSTICS = (
    diagnostic("D008", "dynamic-name-collision", "error", "mcp__acme__notes is declared by two servers",
               tool="mcp__acme__notes", pointer="/tools/0/name"),
    diagnostic("X006", "tool-shadowing", "info", "naïve — 名前 mentions 100% of grep, read:write",
               tool="mcp__ünï__tool", file="external/ünï code.json", pointer="/tools/0/description"),
    diagnostic("X001", "hidden-characters", "error", "description holds \x1b[31mred\x1b[0m and \u202eevil\r",
               hint="remove them [bold]now[/bold]", tool=HOSTILE_TOOL, file="schemas.json", line=4,
               pointer="/0/description"),
    diagnostic("R005", "count-baseline-mismatch", "error", "6 static specs, expected_count is 5",
               hint="set expected_count = 6, once the new tool is reviewed", file="toolspec.toml", line=3,
               pointer="/registry/expected_count"),
    diagnostic("P002", "warm-demoted", "warning", INJECTION, hint="raise the budget by 10%, or: demote, split",
               tool="grep", profile="coding", file="toolspec.toml", line=40, pointer="/profiles/coding/budget"),
    diagnostic("P002", "warm-demoted", "warning", "demoted to fit the budget of 2,000 bytes", tool="grep",
               profile="chat", file="toolspec.toml", line=52, pointer="/profiles/chat/budget"),
    diagnostic("P007", "empty-surface", "warning", "the profile advertises no tool", profile="empty",
               file="toolspec.toml", line=60, pointer="/profiles/empty"),
)
REPORT = Report("regs/my reg", static=6, dynamic=2, profile_count=3,
                diagnostics=tuple(sorted(DIAGNOSTICS, key=Diagnostic.sort_key)))

RULES = [Rule(code, name, severity, summary=f"Summary of {name}.", why=f"Why {name} matters.\nSecond line.",
              bad='[tools.grep]\ntier = "cold"  # ``` a fence inside', good='[tools.grep]\ntier = "warm"',
              check=lambda ctx: ())
         for code, name, severity in (("D008", "dynamic-name-collision", "error"),
                                      ("P002", "warm-demoted", "warning"),
                                      ("P007", "empty-surface", "warning"),
                                      ("R005", "count-baseline-mismatch", "error"),
                                      ("X001", "hidden-characters", "error"))]  # X006 left out on purpose


def render_text(report: Report, monkeypatch: pytest.MonkeyPatch) -> str:
    from toolcli.console import draw

    stdout = io.StringIO()
    monkeypatch.setattr(sys, "stdout", stdout)
    draw("never", lambda console: text.render(report, console))
    return stdout.getvalue()


def assert_snapshot(name: str, actual: str) -> None:
    path = SNAPSHOTS / name
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(actual.encode("utf-8"))
        return
    assert path.is_file(), f"no snapshot {path}; create it with TOOLCLI_UPDATE_SNAPSHOTS=1"
    expected = path.read_bytes().decode("utf-8")
    assert actual == expected, f"{name} differs from its snapshot; if the change is meant, rerun with TOOLCLI_UPDATE_SNAPSHOTS=1"


# ---------------------------------------------------------------- snapshots


def test_every_validate_format_has_a_snapshot_test() -> None:
    assert set(VALIDATE) == {"text", "json", "sarif", "github", "junit"}


def test_text_snapshot(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_snapshot("validate.text.txt", render_text(REPORT, monkeypatch))


@pytest.mark.parametrize("name, render", [
    ("validate.json", json_report.render),
    ("validate.sarif.json", lambda report: dumps(sarif.sarif_document(report, RULES))),
    ("validate.github.txt", github.render),
    ("validate.junit.xml", junit.render),
])
def test_machine_snapshot(name: str, render) -> None:
    assert_snapshot(name, render(REPORT))


def test_machine_formats_are_the_registered_renderers() -> None:
    assert VALIDATE["github"].function is github.render
    assert VALIDATE["junit"].function is junit.render
    assert VALIDATE["sarif"].function is sarif.render
    assert VALIDATE["json"].function is json_report.render
    assert VALIDATE["text"].function is text.show
    shuffled = Report(REPORT.registry, 6, 2, 3, tuple(reversed(REPORT.diagnostics)))
    assert junit.render(shuffled) == junit.render(REPORT)  # its own order, whatever the input order


# ---------------------------------------------------------------- text


def test_text_escapes_untrusted_strings(monkeypatch: pytest.MonkeyPatch) -> None:
    output = render_text(REPORT, monkeypatch)
    assert "\x1b" not in output and "\u202e" not in output and "\r" not in output
    assert "\\x1b[31mred" in output and "\\u202e" in output
    assert HOSTILE_TOOL in output  # shown literally, not taken as a link
    assert "Found 3 errors, 3 warnings, 1 info" in output


EXTRA_HOSTILE = (
    diagnostic("X002", "instruction-injection", "error", "👩‍💻 ok ́combining 漢字漢字 " + "long " * 120 + " ",
               hint="  leading and trailing spaces  ", tool="[/] [bold]x", file="  spaced .json", line=7),
    diagnostic("R005", "count-baseline-mismatch", "info", "", hint="", profile="p [red]"),
)


def _plain(report: Report, monkeypatch: pytest.MonkeyPatch) -> str:
    stdout = io.StringIO()
    monkeypatch.setattr(sys, "stdout", stdout)
    text.show(report, "never")
    return stdout.getvalue()


def _fixture_reports(into: Path) -> list[Report]:
    """The report of every rule fixture's registry: every message and hint the rules write."""
    from rules.test_rule_fixtures import build_registry, fixture_cases
    from toolcli.loading.loader import Location, load
    from toolcli.validation import validate_registry

    reports = []
    for index, case in enumerate(fixture_cases()):
        root = into / str(index)
        expect = build_registry(case, root)
        location = Location(root, str(root))
        try:
            report = validate_registry(location, load(location), targets=expect.get("targets"), use_cache=False)
        except ToolcliError:  # a fixture of a file toolcli refuses at load
            continue
        reports.append(report)
    return reports


def test_plain_text_is_what_rich_prints_without_colour(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    reports = [REPORT, Report("r", 1, 1, 1, tuple(sorted(EXTRA_HOSTILE, key=Diagnostic.sort_key))),
               Report("r", 0, 0, 0, ()), *_fixture_reports(tmp_path)]
    assert len(reports) > 300 and sum(len(report.diagnostics) for report in reports) > 300
    for report in reports:
        assert _plain(report, monkeypatch) == render_text(report, monkeypatch)


def test_text_is_drawn_by_rich_only_for_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    stdout = io.StringIO()
    monkeypatch.setattr(sys, "stdout", stdout)
    text.show(REPORT, "always")
    coloured = stdout.getvalue()
    assert SGR.search(coloured) and SGR.sub("", coloured) == render_text(REPORT, monkeypatch)


# ---------------------------------------------------------------- sarif


@pytest.fixture(scope="module")
def sarif_validator() -> jsonschema.Draft4Validator:
    schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
    return jsonschema.Draft4Validator(schema)


def test_sarif_is_valid_against_the_2_1_0_schema(sarif_validator: jsonschema.Draft4Validator) -> None:
    document = json.loads(sarif.render(REPORT))
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in sarif_validator.iter_errors(document)]
    assert errors == []
    broken = json.loads(sarif.render(REPORT))
    broken["runs"][0]["results"][0]["level"] = "fatal"
    assert list(sarif_validator.iter_errors(broken))  # the schema does catch a wrong value


def test_sarif_driver_lists_the_whole_catalogue() -> None:
    run = json.loads(sarif.render(REPORT))["runs"][0]
    driver = run["tool"]["driver"]
    assert (driver["name"], driver["version"]) == ("toolcli", __version__)
    catalogue = all_rules()
    by_id = {descriptor["id"]: descriptor for descriptor in driver["rules"]}
    assert [d["id"] for d in driver["rules"][:len(catalogue)]] == [r.code for r in catalogue]
    for rule in catalogue:
        descriptor = by_id[rule.code]
        assert descriptor["name"] == rule.name
        assert descriptor["shortDescription"]["text"] == rule.summary
        assert descriptor["fullDescription"]["text"] == rule.why
        assert rule.bad in descriptor["help"]["markdown"] and rule.good in descriptor["help"]["text"]
        assert descriptor["defaultConfiguration"]["level"] == {"error": "error", "warning": "warning",
                                                               "info": "note"}[rule.severity]


def test_sarif_results_point_at_their_rules_files_and_lines() -> None:
    run = sarif.sarif_document(REPORT, RULES)["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert len(run["results"]) == len(REPORT.diagnostics)
    for result, source in zip(run["results"], REPORT.diagnostics):
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"] == source.code
        assert result["level"] == {"error": "error", "warning": "warning", "info": "note"}[source.severity]
        assert result["message"]["text"].startswith(source.message)
        assert result["properties"]["pointer"] == source.pointer
        location = result["locations"][0]
        physical = location.get("physicalLocation")
        if source.file is None:
            assert physical is None
        else:
            assert physical["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
            assert physical.get("region") == ({"startLine": source.line} if source.line is not None else None)
        names = [logical["name"] for logical in location.get("logicalLocations", [])]
        assert names == [n for n in (source.tool, source.profile) if n]
    x006 = rules[next(r["ruleIndex"] for r in run["results"] if r["ruleId"] == "X006")]
    assert x006 == {"id": "X006", "name": "tool-shadowing"}  # outside the given catalogue, still indexed
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in run["results"] if "physicalLocation" in r["locations"][0]}
    assert uris == {"regs/my%20reg/toolspec.toml", "regs/my%20reg/schemas.json",
                    "regs/my%20reg/external/%C3%BCn%C3%AF%20code.json"}


def test_sarif_fingerprint_ignores_line_and_wording_but_not_identity() -> None:
    base = REPORT.diagnostics[0]
    moved = base.replace(line=999, message="reworded", hint="other")
    assert sarif.fingerprint(moved) == sarif.fingerprint(base)
    for field, value in (("code", "R001"), ("file", "other.toml"), ("tool", "other"),
                         ("profile", "other"), ("pointer", "/other")):
        assert sarif.fingerprint(base.replace(**{field: value})) != sarif.fingerprint(base)
    fingerprints = [r["partialFingerprints"]["toolcli/v1"]
                    for r in json.loads(sarif.render(REPORT))["runs"][0]["results"]]
    assert len(set(fingerprints)) == len(fingerprints)


def test_sarif_fences_examples_that_hold_backticks() -> None:
    assert sarif.fenced("a ``` b") == "````\na ``` b\n````"
    assert sarif.fenced("plain") == "```\nplain\n```"


def test_sarif_absolute_registry_gives_file_uris() -> None:
    assert sarif.artifact_location("/srv/my reg", "specs/a.toml") == {"uri": "file:///srv/my%20reg/specs/a.toml"}
    assert sarif.artifact_location(".", "toolspec.toml") == {"uri": "toolspec.toml", "uriBaseId": "%SRCROOT%"}


# ---------------------------------------------------------------- github


def unescape_data(value: str) -> str:
    return value.replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%")


def unescape_property(value: str) -> str:
    return unescape_data(value.replace("%3A", ":").replace("%2C", ","))


def parse_command(line: str) -> tuple[str, dict[str, str], str]:
    """How the Actions runner reads a workflow command."""
    match = re.fullmatch(r"::(\w+) ([^:]*)::(.*)", line)
    assert match, line
    properties = dict(part.split("=", 1) for part in match.group(2).split(","))
    return match.group(1), {k: unescape_property(v) for k, v in properties.items()}, unescape_data(match.group(3))


def test_github_one_command_per_diagnostic_and_no_injection() -> None:
    lines = github.render(REPORT).splitlines()
    assert len(lines) == len(REPORT.diagnostics)
    assert all(line.startswith("::") for line in lines)
    assert not any(line.startswith("::error file=README.md") for line in lines)
    for line, source in zip(lines, REPORT.diagnostics):
        command, properties, message = parse_command(line)
        assert command == {"error": "error", "warning": "warning", "info": "notice"}[source.severity]
        assert properties["title"] == f"{source.code} {source.rule}"
        if source.file is None:
            assert "file" not in properties and "line" not in properties
        else:
            assert properties["file"] == f"regs/my reg/{source.file}"
            assert properties.get("line") == (str(source.line) if source.line is not None else None)
        assert "\x1b" not in message and "\r" not in message
    injected = parse_command(lines[[d.message for d in REPORT.diagnostics].index(INJECTION)])[2]
    assert injected.startswith("grep [coding]: demoted to fit\n::error file=README.md::injected\nhint: raise")


def test_github_escaping_rules() -> None:
    assert github.escape_data("100%\r\nnext") == "100%25%0D%0Anext"
    assert github.escape_property("a:b,c%\n") == "a%3Ab%2Cc%25\\x0a"  # no newline survives in a property
    assert github.repository_path(".", "specs/a.toml") == "specs/a.toml"
    assert github.repository_path("./reg/", "specs/a.toml") == "reg/specs/a.toml"
    assert github.repository_path("../reg", "toolspec.toml") == "../reg/toolspec.toml"


def test_github_without_findings_prints_nothing() -> None:
    assert github.render(Report(".", 1, 0, 1, ())) == ""


# ---------------------------------------------------------------- junit


XML_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def test_junit_structure() -> None:
    document = junit.render(REPORT)
    assert not XML_FORBIDDEN.search(document)
    root = ET.fromstring(document)
    suite = root.find("testsuite")
    cases = suite.findall("testcase")
    names = [case.get("name") for case in cases]
    assert names == [
        "D008 dynamic-name-collision: mcp__acme__notes",
        "P002 warm-demoted: grep",
        "P007 empty-surface: profile empty",
        "R005 count-baseline-mismatch: registry",
        f"X001 hidden-characters: {HOSTILE_TOOL}",
        "X006 tool-shadowing: mcp__ünï__tool",
    ]
    failing = [case for case in cases if case.find("failure") is not None]
    assert len(failing) == 5 and suite.get("failures") == root.get("failures") == "5"
    assert suite.get("tests") == "6"
    p002 = cases[1].find("failure")
    assert p002.get("type") == "warning" and p002.get("message").startswith("2 findings; first: ")
    assert "profile: coding" in p002.text and "profile: chat" in p002.text
    info = cases[5]
    assert info.find("failure") is None and "100% of grep" in info.find("system-out").text
    hostile = cases[4].find("failure")
    assert "\\x1b[31mred" in hostile.text and "\\u202e" in hostile.text and "\\x0d" in hostile.text
    assert cases[4].get("file") == "regs/my reg/schemas.json"


def test_junit_without_findings_is_one_passing_case() -> None:
    root = ET.fromstring(junit.render(Report(".", 1, 0, 1, ())))
    cases = root.findall("testsuite/testcase")
    assert len(cases) == 1 and cases[0].find("failure") is None and root.get("failures") == "0"


def test_junit_control_characters_everywhere_stay_parseable() -> None:
    nasty = "".join(chr(c) for c in range(0x20)) + "\ufffe\ud800"
    report = Report(nasty, 0, 0, 0, (diagnostic("X001", nasty, "error", nasty, hint=nasty, tool=nasty,
                                                profile=nasty, file=nasty, line=1, pointer=nasty),))
    document = junit.render(report)
    assert not XML_FORBIDDEN.search(document)
    ET.fromstring(document.encode("utf-8"))


# ---------------------------------------------------------------- through the CLI

def toolcli(*args: str, cwd: Path | None = None, env: dict | None = None,
            process: bool = False, stdout: int | None = None) -> subprocess.CompletedProcess:
    return run_toolcli(*args, cwd=cwd, env={"NO_COLOR": None, **(env or {})}, process=process, stdout=stdout)


@pytest.fixture
def registry(registry: Path) -> Path:
    """The clean registry with one cold tool that lost its brief (R008)."""
    root = registry
    spec = root / "specs" / "lsp_hover.toml"
    spec.write_text(spec.read_text(encoding="utf-8").replace('brief = "Show type and docs at a position"\n', ""),
                    encoding="utf-8")
    return root


def test_validate_sarif_through_the_cli(registry: Path, sarif_validator: jsonschema.Draft4Validator) -> None:
    result = toolcli("validate", "--format", "sarif", "--registry", "reg", cwd=registry.parent)
    assert result.returncode == 1 and result.stderr == ""
    document = json.loads(result.stdout)
    assert list(sarif_validator.iter_errors(document)) == []
    [finding] = document["runs"][0]["results"]
    assert finding["ruleId"] == "R008"
    physical = finding["locations"][0]["physicalLocation"]
    assert physical["artifactLocation"]["uri"] == "reg/specs/lsp_hover.toml"
    lines = (registry / "specs" / "lsp_hover.toml").read_text(encoding="utf-8").splitlines()
    assert lines[physical["region"]["startLine"] - 1] == "[tools.lsp_hover]"  # the brief is missing: its table


def test_validate_github_through_the_cli(registry: Path) -> None:
    result = toolcli("validate", "--format", "github", "--registry", "reg", cwd=registry.parent)
    assert result.returncode == 1 and result.stderr == ""
    [line] = result.stdout.splitlines()
    command, properties, message = parse_command(line)
    assert command == "error" and properties["file"] == "reg/specs/lsp_hover.toml"
    assert properties["title"] == "R008 cold-without-brief" and message.startswith("lsp_hover: ")


def test_validate_junit_through_the_cli(registry: Path) -> None:
    result = toolcli("validate", "--format", "junit", "--registry", str(registry))
    assert result.returncode == 1 and result.stderr == ""
    root = ET.fromstring(result.stdout)
    [case] = root.findall("testsuite/testcase")
    assert case.get("name") == "R008 cold-without-brief: lsp_hover" and case.find("failure") is not None


def test_validate_machine_formats_on_a_clean_registry(tmp_path: Path) -> None:
    registry_copy(CLEAN, tmp_path / "reg")
    for format in ("sarif", "github", "junit"):
        result = toolcli("validate", "--format", format, "--registry", str(tmp_path / "reg"))
        assert result.returncode == 0, (format, result.stderr)
    assert toolcli("validate", "--format", "junit", "--registry", str(tmp_path / "reg")).stdout.count("<testcase") == 1


# ---------------------------------------------------------------- load errors in every format

BROKEN = {  # a file of the registry, what breaks it, and where (line, column)
    "toolspec.toml": ("[registry\nname = 1\n", (1, 10)),
    "schemas.json": ('[\n  {"name": "finish",,}\n]\n', (2, 21)),
    "external/notes.json": ('{"server": "notes", "tools": [\n\n  nope]}', (3, 3)),
}


def broken(registry: Path, file: str) -> tuple[str, tuple[int, int]]:
    text, where = BROKEN[file]
    (registry / file).write_text(text, encoding="utf-8")
    return file, where


@pytest.mark.parametrize("file", BROKEN)
def test_a_load_error_is_one_stderr_line_in_text(registry: Path, file: str) -> None:
    _, (line, col) = broken(registry, file)
    result = toolcli("validate", "--registry", "reg", "--color", "never", cwd=registry.parent)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith(f"toolcli: error: reg/{file}:{line}:{col}: ") and result.stderr.count("\n") == 1


@pytest.mark.parametrize("file", BROKEN)
def test_a_load_error_is_a_github_error_annotation(registry: Path, file: str) -> None:
    _, (line, col) = broken(registry, file)
    result = toolcli("validate", "--format", "github", "--registry", "reg", cwd=registry.parent)
    assert result.returncode == 2 and result.stderr.startswith(f"toolcli: error: reg/{file}:{line}:{col}: ")
    [annotation] = result.stdout.splitlines()
    command, properties, message = parse_command(annotation)
    assert command == "error"
    assert properties == {"file": f"reg/{file}", "line": str(line), "col": str(col), "title": "E001 load-error"}
    assert message.split("\n")[0] in result.stderr


@pytest.mark.parametrize("file", BROKEN)
def test_a_load_error_is_a_sarif_result(registry: Path, file: str,
                                        sarif_validator: jsonschema.Draft4Validator) -> None:
    _, (line, col) = broken(registry, file)
    result = toolcli("validate", "--format", "sarif", "--registry", "reg", cwd=registry.parent)
    assert result.returncode == 2
    document = json.loads(result.stdout)
    assert list(sarif_validator.iter_errors(document)) == []
    [finding] = document["runs"][0]["results"]
    assert finding["ruleId"] == "E001" and finding["level"] == "error"
    physical = finding["locations"][0]["physicalLocation"]
    assert physical["artifactLocation"]["uri"] == f"reg/{file}"
    assert physical["region"] == {"startLine": line, "startColumn": col}


@pytest.mark.parametrize("file", BROKEN)
def test_a_load_error_is_a_junit_failure(registry: Path, file: str) -> None:
    _, (line, col) = broken(registry, file)
    result = toolcli("validate", "--format", "junit", "--registry", str(registry))
    assert result.returncode == 2
    root = ET.fromstring(result.stdout)
    assert root.get("failures") == "1"
    [case] = root.findall("testsuite/testcase")
    failure = case.find("failure")
    assert failure is not None and failure.get("type") == "error"
    assert f"{file}:{line}:{col}" in failure.text


@pytest.mark.parametrize("file", BROKEN)
def test_a_load_error_is_a_json_diagnostic(registry: Path, file: str) -> None:
    _, (line, _col) = broken(registry, file)
    result = toolcli("validate", "--format", "json", "--registry", "reg", cwd=registry.parent)
    assert result.returncode == 2
    document = json.loads(result.stdout)
    assert document["summary"]["error"] == 1
    [diagnostic] = document["diagnostics"]
    assert list(diagnostic) == ["code", "rule", "severity", "tool", "profile", "message", "hint", "file", "line",
                                "pointer"]
    assert (diagnostic["code"], diagnostic["severity"], diagnostic["file"], diagnostic["line"]) == \
        ("E001", "error", file, line)
    assert diagnostic["message"] in result.stderr


def test_an_external_listing_that_cannot_be_parsed_is_annotated_where_it_is(registry: Path) -> None:
    (registry.parent / "tools.json").write_text('{"tools": [}', encoding="utf-8")
    result = toolcli("validate", "--format", "github", "--registry", "reg", "--external", "tools.json",
                     cwd=registry.parent)
    assert result.returncode == 2
    _, properties, _ = parse_command(result.stdout.strip())
    assert (properties["file"], properties["line"], properties["col"]) == ("tools.json", "1", "12")


def test_a_missing_registry_is_a_usage_error_not_a_load_diagnostic(tmp_path: Path) -> None:
    result = toolcli("validate", "--format", "github", "--registry", str(tmp_path / "nothing"))
    assert result.returncode == 2 and result.stdout == ""


def test_unknown_validate_format_is_a_usage_error(registry: Path) -> None:
    result = toolcli("validate", "--format", "xml", "--registry", str(registry))
    assert result.returncode == 2 and "sarif, github, junit" in result.stderr


def test_golden_markdown_on_drift(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "reg")
    assert toolcli("golden", "--rewrite", "--registry", str(root)).returncode == 0
    schemas = root / "schemas.json"
    schemas.write_text(schemas.read_text(encoding="utf-8").replace(
        "End the turn and report the result to the user.", "End the turn | report `the` result."), encoding="utf-8")
    result = toolcli("golden", "--format", "markdown", "--registry", str(root))
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("**toolcli golden: ") and "cache" in lines[0]
    assert f"Rewrite with `toolcli golden --rewrite --registry {root}`." in lines
    assert "| level | change | tool | detail | tokens | profiles | prefix changed |" in lines
    assert "| | name | added | removed | changed | tokens | security | breaking |" in lines
    [profile] = [line for line in lines if line.startswith("| profile | `main` |")]
    assert re.fullmatch(r"\| profile \| `main` \| 0 \| 0 \| 1 \| [\d,]+ -> [\d,]+ \([+-]\d+\) \| 0 \| 0 \|", profile)
    rows = [line for line in lines if line.startswith("| cache | description-changed |")]
    assert len(rows) == 1 and "`finish`" in rows[0], "one row per change, naming its profiles"
    diff = [line for line in lines if "report `the` result" in line]
    assert len(diff) == 1 and diff[0].startswith("+"), "the declaration's diff, once, in a fenced block"
    assert toolcli("golden", "--format", "markdown", "--registry", str(root), "--rewrite").returncode == 0
    in_sync = toolcli("golden", "--format", "markdown", "--registry", str(root))
    assert in_sync.returncode == 0 and "Rewrite with" not in in_sync.stdout


# ---------------------------------------------------------------- colour, completion, progress


def run_in_terminal(args: list[str], env: dict[str, str]) -> str:
    """toolcli with a pseudo-terminal as stdout, as a person runs it."""
    result = in_a_terminal(*args, env={"NO_COLOR": None, **env})
    assert result.returncode == 1, result.stderr
    return result.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_colour_follows_no_color_and_the_color_option(registry: Path) -> None:
    args = ["validate", "--registry", str(registry)]
    assert SGR.search(run_in_terminal(args, {}))  # a terminal gets colour by default
    plain = run_in_terminal(args, {"NO_COLOR": "1"})
    assert not SGR.search(plain) and "cold-without-brief" in plain
    assert not SGR.search(run_in_terminal([*args, "--color", "never"], {}))
    forced = toolcli(*args, "--color", "always", env={"NO_COLOR": "1"})
    assert forced.returncode == 1 and SGR.search(forced.stdout)
    assert not SGR.search(toolcli(*args).stdout)  # a pipe gets none


def test_shell_completion_is_offered() -> None:
    """Whatever the parent process is (tests/test_completion.py runs it under sh -c and alone)."""
    help_text = toolcli("--help").stdout
    assert "completion" in help_text and "--install-completion" in help_text
    script = toolcli("completion", "bash", env={"SHELL": "/bin/sh"})
    assert script.returncode == 0 and "_TOOLCLI_COMPLETE" in script.stdout


@pytest.mark.live
def test_live_import_reports_progress_on_stderr(tmp_path: Path) -> None:
    pytest.importorskip("mcp")
    root = registry_copy(CLEAN, tmp_path / "reg")
    server = TESTS / "mcp_servers" / "notes_server.py"
    result = toolcli("import", "--server", "notes2", "--registry", str(root), "--timeout", "20",
                     "--", sys.executable, str(server))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].split()[0] == "total"  # what the tools cost: the one thing on stdout
    progress = result.stderr.splitlines()
    assert progress[0].startswith("toolcli: started ") and "(pid " in progress[0]
    assert any(line.startswith("toolcli: tools/list page 1: 3 tools") for line in progress)
    assert progress[-1] == f"toolcli: wrote {(root / 'external' / 'notes2.json').resolve()}"
