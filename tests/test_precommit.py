"""The hooks in .pre-commit-hooks.yaml, installed by pre-commit from this
checkout's committed HEAD into a scratch repository that holds a registry.

pre-commit builds the hooks' environment from the repository (pip install of
toolcli and its dependencies from the package index), so this test is slow.
It needs pre-commit itself, which only the tests use.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CLEAN, registry_copy, toolcli

pytestmark = pytest.mark.slow

REPOSITORY = Path(__file__).resolve().parents[1]
GIT_IDENTITY = {"GIT_AUTHOR_NAME": "toolcli tests", "GIT_AUTHOR_EMAIL": "tests@toolcli.invalid",
                "GIT_COMMITTER_NAME": "toolcli tests", "GIT_COMMITTER_EMAIL": "tests@toolcli.invalid"}


def environment(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("TOOLCLI_REGISTRY", "CI") and not k.startswith("GIT_")}
    env.update(GIT_IDENTITY, PRE_COMMIT_HOME=str(tmp_path / "pre-commit-home"))
    return env


def run(args: list[str], cwd: Path, env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def git(cwd: Path, env: dict[str, str], *args: str) -> str:
    result = run(["git", *args], cwd, env)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def hook_status(output: str, name: str) -> str:
    """'Passed', 'Failed' or 'Skipped' from pre-commit's line for the hook."""
    for line in output.splitlines():
        match = re.fullmatch(re.escape(name) + r"\.+(?:\(no files to check\))?(\w+)", line.strip())
        if match:
            return match.group(1)
    raise AssertionError(f"no line for {name!r} in:\n{output}")


@pytest.fixture
def hooks_source(tmp_path: Path) -> tuple[Path, str]:
    """A clone of this checkout's HEAD: what a user's config would point at."""
    pytest.importorskip("pre_commit", reason="pre-commit is not installed (pip install pre-commit)")
    if shutil.which("git") is None or not (REPOSITORY / ".git").exists():
        pytest.skip("not a git checkout: pre-commit installs hooks from a git repository")
    env = environment(tmp_path)
    source = tmp_path / "toolcli-source"
    git(tmp_path, env, "clone", "--quiet", "--no-checkout", str(REPOSITORY), str(source))
    head = git(source, env, "rev-parse", "HEAD")
    files = git(source, env, "ls-tree", "--name-only", head)
    assert ".pre-commit-hooks.yaml" in files.split(), "HEAD has no .pre-commit-hooks.yaml: commit it first"
    return source, head


def test_hooks_pass_on_a_clean_registry_and_catch_drift(tmp_path: Path, hooks_source: tuple[Path, str]) -> None:
    source, head = hooks_source
    env = environment(tmp_path)
    project = registry_copy(CLEAN, tmp_path / "project")
    rewrite = toolcli("golden", "--rewrite", "--registry", ".", cwd=project)
    assert rewrite.returncode == 0, rewrite.stderr
    (project / "README.md").write_text("An agent's tool registry.\n", encoding="utf-8")
    (project / ".pre-commit-config.yaml").write_text(
        f"repos:\n"
        f"  - repo: {source.as_uri()}\n"
        f"    rev: {head}\n"
        f"    hooks:\n"
        f"      - id: toolcli-validate\n"
        f"      - id: toolcli-golden\n",
        encoding="utf-8")
    git(project, env, "init", "--quiet")
    git(project, env, "add", "-A")
    git(project, env, "commit", "--quiet", "-m", "registry")
    pre_commit = [sys.executable, "-m", "pre_commit"]

    clean = run([*pre_commit, "run", "--all-files"], project, env, timeout=900)  # builds the hook environment
    assert clean.returncode == 0, clean.stdout + clean.stderr
    assert hook_status(clean.stdout, "toolcli validate") == "Passed"
    assert hook_status(clean.stdout, "toolcli golden") == "Passed"

    unrelated = run([*pre_commit, "run", "--files", "README.md"], project, env)
    assert unrelated.returncode == 0
    assert hook_status(unrelated.stdout, "toolcli validate") == "Skipped"

    goldens = {p.name: p.read_bytes() for p in (project / "golden").iterdir()}
    schemas = project / "schemas.json"
    schemas.write_text(schemas.read_text(encoding="utf-8").replace(
        "End the turn and report the result to the user.", "End the turn and summarise what was done."),
        encoding="utf-8")
    drift = run([*pre_commit, "run", "--files", "schemas.json"], project, env)
    assert drift.returncode == 1
    assert hook_status(drift.stdout, "toolcli validate") == "Passed"
    assert hook_status(drift.stdout, "toolcli golden") == "Failed"
    assert "toolcli golden --rewrite" in drift.stdout
    assert {p.name: p.read_bytes() for p in (project / "golden").iterdir()} == goldens  # a check, not a rewrite

    spec = project / "specs" / "lsp_hover.toml"
    spec.write_text(spec.read_text(encoding="utf-8").replace('brief = "Show type and docs at a position"\n', ""),
                    encoding="utf-8")
    broken = run([*pre_commit, "run", "--files", "specs/lsp_hover.toml"], project, env)
    assert broken.returncode == 1
    assert hook_status(broken.stdout, "toolcli validate") == "Failed"
    assert "R008" in broken.stdout
