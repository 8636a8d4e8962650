"""No silent fallback (SPEC §10): where no toolspec.toml is found, a gate
stops with exit 2 instead of passing on the registry bundled with toolcli; a
person at a terminal sees the demonstration only with the words in the result
line itself, and `--demo` asks for it on purpose. Every case runs in a
temporary folder with no registry above it, under CI and without; text
output with no terminal (a cron job, a git hook) stops as CI does."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from conftest import in_a_terminal, toolcli

REMEDY = "pass --registry DIR, or run `toolcli init`"
DEMO_LINE = "on the bundled demonstration registry"


@pytest.fixture
def nowhere(tmp_path: Path) -> Path:
    folder = tmp_path / "no registry here"
    folder.mkdir()
    assert not any((parent / "toolspec.toml").exists() for parent in (folder, *folder.parents))
    return folder


GATES = [
    ("validate", "--format", "json"),
    ("validate", "--format", "sarif"),
    ("validate", "--format", "github"),
    ("validate", "--format", "junit"),
    ("golden",),
    ("golden", "--format", "markdown"),
    ("golden", "--format", "json"),
    ("surface", "--profile", "coding", "--format", "json"),
    ("surface", "--profile", "coding", "--format", "openai"),
    ("surface", "--matrix", "--format", "json"),
    ("query", "bash", "--format", "json"),
    ("contract",),
]


@pytest.mark.parametrize("ci", [None, "true"])
@pytest.mark.parametrize("args", GATES, ids=" ".join)
def test_machine_formats_and_golden_stop_without_a_registry(nowhere: Path, args: tuple, ci: str | None) -> None:
    result = toolcli(*args, cwd=nowhere, env={"CI": ci})
    assert result.returncode == 2, result.stdout
    assert result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert line.startswith("toolcli: error: ") and "no toolspec.toml in this folder or any folder above it" in line
    assert REMEDY in line and "--demo" in line


@pytest.mark.parametrize("ci", ["true", "1", "yes", "TRUE", "github-actions"])
@pytest.mark.parametrize("args", [("validate",), ("query", "bash"), ("surface", "--profile", "coding"),
                                  ("surface", "--matrix")], ids=" ".join)
def test_ci_stops_the_text_output_too(nowhere: Path, args: tuple, ci: str) -> None:
    result = toolcli(*args, "--color", "never", cwd=nowhere, env={"CI": ci})
    assert result.returncode == 2 and result.stdout == ""
    assert REMEDY in result.stderr


@pytest.mark.parametrize("ci", [None, "", "0", "false"])
@pytest.mark.parametrize("args", [("validate",), ("query", "bash"), ("surface", "--profile", "coding"),
                                  ("surface", "--matrix")], ids=" ".join)
def test_text_without_a_terminal_stops_as_ci_does(nowhere: Path, args: tuple, ci: str | None) -> None:
    """A cron job, a git hook, a CI system that sets no CI: nobody reads the
    demonstration's notice, so the run must not pass on it."""
    result = toolcli(*args, "--color", "never", cwd=nowhere, env={"CI": ci})
    assert result.returncode == 2 and result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert line.startswith("toolcli: error: ") and REMEDY in line


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
@pytest.mark.parametrize("ci", [None, "", "0", "false", "False", "FALSE"])
def test_a_person_at_a_terminal_sees_the_demonstration_named_in_the_result_line(nowhere: Path,
                                                                                  ci: str | None) -> None:
    result = in_a_terminal("validate", "--color", "never", cwd=nowhere, env={"CI": ci})
    assert result.returncode == 0, result.stdout + result.stderr
    last = result.stdout.splitlines()[-1]
    assert last.startswith("All checks passed on the bundled demonstration registry: ")
    assert REMEDY in result.stderr  # and how to check a registry of one's own


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
@pytest.mark.parametrize("args", [("query", "bash"), ("surface", "--profile", "coding"), ("surface", "--matrix")],
                         ids=" ".join)
def test_every_text_result_names_the_demonstration(nowhere: Path, args: tuple) -> None:
    result = in_a_terminal(*args, "--color", "never", cwd=nowhere)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "Shown on the bundled demonstration registry, not a registry of yours."


@pytest.mark.parametrize("ci", [None, "true"])
def test_demo_asks_for_the_demonstration_on_purpose(nowhere: Path, ci: str | None) -> None:
    result = toolcli("validate", "--demo", "--format", "json", cwd=nowhere, env={"CI": ci})
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert document["registry"] == "<bundled>" and document["summary"]["static"] == 50
    text = toolcli("validate", "--demo", "--color", "never", cwd=nowhere, env={"CI": ci})
    assert text.returncode == 0 and DEMO_LINE in text.stdout.splitlines()[-1]
    golden = toolcli("golden", "--demo", cwd=nowhere, env={"CI": ci})
    assert golden.returncode == 0, golden.stdout + golden.stderr
    assert toolcli("golden", "--demo", "--rewrite", "--force", cwd=nowhere).returncode == 2


def test_demo_and_a_registry_exclude_each_other(nowhere: Path, registry: Path) -> None:
    result = toolcli("validate", "--demo", "--registry", str(registry), cwd=nowhere)
    assert result.returncode == 2 and "--demo" in result.stderr


def test_a_registry_found_above_is_checked_without_any_notice(registry: Path) -> None:
    result = toolcli("validate", "--color", "never", cwd=registry / "specs", env={"CI": "true"})
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines()[-1].startswith("All checks passed: ")


@pytest.mark.parametrize("ci, refused", [("false", False), ("0", False), ("", False), ("true", True),
                                         ("1", True)])
def test_only_a_ci_value_other_than_empty_0_or_false_is_ci(registry: Path, ci: str, refused: bool) -> None:
    result = toolcli("golden", "--registry", str(registry), "--rewrite", env={"CI": ci})
    assert (result.returncode == 2) is refused, result.stderr


def test_the_readmes_ci_examples_name_the_registry_they_check() -> None:
    from conftest import REPO

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    blocks = readme.split("```yaml")[1:]
    gates = [line.strip() for block in blocks for line in block.split("```", 1)[0].splitlines()
             if "run: toolcli validate" in line or "run: toolcli golden" in line]
    assert len(gates) >= 4
    for line in gates:
        assert "--registry" in line, line
