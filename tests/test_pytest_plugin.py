"""The pytest plugin (SPEC §11) on a scratch project: `pytest --toolcli` is
green when the registry is in sync, red with the diff and the rewrite command
after a description edit; `--toolcli-rewrite` rewrites, and is refused under CI."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import CLEAN
from toolcli.golden.documents import run_golden
from toolcli.loading.loader import Location, load

pytest_plugins = ["pytester"]



@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project whose root is a clean registry with its goldens written, and one test of its own."""
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("TOOLCLI_REGISTRY", raising=False)
    monkeypatch.setenv("TOOLCLI_CACHE_DIR", str(pytester.path / ".cache"))
    root = pytester.path
    shutil.copytree(CLEAN, root, dirs_exist_ok=True)
    run_golden(load(Location(root, ".")), write=True)
    pytester.makepyfile(test_own="def test_own():\n    assert True\n")
    return root


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """pytest on the scratch project, in a process of its own (an in-process run unloads the
    modules it imported, rich's among them, under the feet of the rest of this session),
    without the plugins that only cost start-up time."""
    return pytester.runpytest_subprocess(*args, "-p", "no:cacheprovider", "-p", "no:hypothesispytest",
                                         "-p", "no:anyio")


def golden_files(root: Path) -> list[str]:
    return sorted(path.name for path in (root / "golden").glob("*.json"))


def advertised_tool(root: Path) -> tuple[str, str]:
    """A profile and a tool it advertises, read from the goldens just written."""
    for name in golden_files(root):
        if name != "registry.json":
            document = json.loads((root / "golden" / name).read_text(encoding="utf-8"))
            if document["advertised"]:
                return name[: -len(".json")], document["advertised"][0]["name"]
    raise AssertionError("the clean registry advertises nothing")


def edit_description(root: Path, tool: str, description: str) -> None:
    path = root / "schemas.json"
    declarations = json.loads(path.read_text(encoding="utf-8"))
    for declaration in declarations:
        if declaration["name"] == tool:
            declaration["description"] = description
    path.write_text(json.dumps(declarations, indent=2) + "\n", encoding="utf-8")


def test_in_sync_collects_validate_and_each_golden_and_passes(pytester: pytest.Pytester, project: Path) -> None:
    files = golden_files(project)
    assert len(files) >= 2
    result = run(pytester, "--toolcli", "-v")
    result.assert_outcomes(passed=2 + len(files))
    result.stdout.fnmatch_lines(["*toolcli*::validate PASSED*",
                                 *(f"*toolcli*::golden/{name} PASSED*" for name in files)])


def test_without_the_option_nothing_is_added(pytester: pytest.Pytester, project: Path) -> None:
    result = run(pytester)
    result.assert_outcomes(passed=1)


def test_a_description_edit_fails_with_the_diff_and_the_rewrite_command(pytester: pytest.Pytester,
                                                                        project: Path) -> None:
    profile, tool = advertised_tool(project)
    old = next(d["description"] for d in json.loads((project / "schemas.json").read_text(encoding="utf-8"))
               if d["name"] == tool)
    showing = [name for name in golden_files(project)
               if json.dumps(old)[1:-1] in (project / "golden" / name).read_text(encoding="utf-8")]
    edit_description(project, tool, "A description edited after the goldens were written.")
    result = run(pytester, "--toolcli=.")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    # every golden that showed the old text fails; validate and the project's own test pass
    result.assert_outcomes(failed=len(showing), passed=1 + 1 + len(golden_files(project)) - len(showing))
    result.stdout.fnmatch_lines([
        f"*golden/{profile}.json is changed*",
        "*+*A description edited after the goldens were written.*",
        f"*description-changed*{tool}*{profile}*",
        "*If the change is intended, run: toolcli golden --rewrite*(or: pytest --toolcli=. --toolcli-rewrite)*",
    ])
    assert "Traceback" not in result.stdout.str()


def test_rewrite_brings_the_goldens_back_in_sync(pytester: pytest.Pytester, project: Path) -> None:
    profile, tool = advertised_tool(project)
    edit_description(project, tool, "Rewritten on purpose.")
    result = run(pytester, "--toolcli-rewrite")
    result.assert_outcomes(passed=2 + len(golden_files(project)))
    result.stdout.fnmatch_lines(["*toolcli golden --rewrite*", f"*written*{profile}.json*",
                                 f"*description-changed*{tool}*"])
    assert "Rewritten on purpose." in (project / "golden" / f"{profile}.json").read_text(encoding="utf-8")
    again = run(pytester, "--toolcli")
    again.assert_outcomes(passed=2 + len(golden_files(project)))


def test_rewrite_is_refused_under_ci(pytester: pytest.Pytester, project: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    profile, tool = advertised_tool(project)
    edit_description(project, tool, "Not to be accepted by CI.")
    before = (project / "golden" / f"{profile}.json").read_bytes()
    monkeypatch.setenv("CI", "true")
    result = run(pytester, "--toolcli", "--toolcli-rewrite")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*refusing to rewrite golden files with CI set*"])
    assert (project / "golden" / f"{profile}.json").read_bytes() == before


def test_findings_fail_the_validate_test(pytester: pytest.Pytester, project: Path) -> None:
    manifest = project / "toolspec.toml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace("expected_count = ", "expected_count = 1", 1), encoding="utf-8")
    result = run(pytester, "--toolcli")
    result.stdout.fnmatch_lines(["*R005*", "*FAILED*toolcli*::validate*"])


def test_a_broken_file_is_one_line_not_a_traceback(pytester: pytest.Pytester, project: Path) -> None:
    (project / "schemas.json").write_text('[{"name": "x",\n  "description": }]\n', encoding="utf-8")
    result = run(pytester, "--toolcli")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*toolcli: *schemas.json:2:*"])
    assert "Traceback" not in result.stdout.str()


def test_a_path_that_is_no_registry_is_named(pytester: pytest.Pytester, project: Path) -> None:
    result = run(pytester, "--toolcli", "test_own.py")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*--toolcli=test_own.py: no toolspec.toml there*write --toolcli=DIR*"])


def test_no_registry_is_refused_rather_than_the_bundled_one(pytester: pytest.Pytester,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TOOLCLI_REGISTRY", raising=False)
    pytester.makepyfile(test_own="def test_own():\n    assert True\n")
    result = run(pytester, "--toolcli")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*no toolspec.toml*pass --toolcli=path/to/registry*"])
