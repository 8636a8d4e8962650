"""The composite GitHub Action (action.yml, SPEC §12): its shape, and its
steps' scripts run with bash on a scratch registry, as the runner would run
them after the install step."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CLEAN, registry_copy, toolcli

yaml = pytest.importorskip("yaml", reason="PyYAML comes with pre-commit, in the test extra")

REPOSITORY = Path(__file__).resolve().parents[1]
EXPRESSION = re.compile(r"\$\{\{\s*inputs\.([a-z-]+)\s*\}\}")


@pytest.fixture(scope="module")
def action() -> dict:
    return yaml.safe_load((REPOSITORY / "action.yml").read_text(encoding="utf-8"))


def test_a_composite_action_that_installs_its_own_checkout(action: dict) -> None:
    assert action["runs"]["using"] == "composite"
    steps = action["runs"]["steps"]
    setup = [step for step in steps if step.get("uses", "").startswith("actions/setup-python@")]
    assert setup and setup[0]["with"]["python-version"] == "${{ inputs.python-version }}"
    scripts = [step.get("run", "") for step in steps]
    assert any(re.search(r'pip install .*"\$GITHUB_ACTION_PATH"', script) for script in scripts)
    assert not any("pip install toolcli" in script for script in scripts)
    assert any("toolcli validate" in script and "--format github" in script for script in scripts)
    assert any("toolcli golden" in script for script in scripts)
    for step in steps:  # inputs reach scripts through the environment, never spliced into the code
        assert "${{" not in step.get("run", ""), step
        if "run" in step:
            assert step["shell"] == "bash"
    for name, spec in action["inputs"].items():
        assert spec.get("description"), name


def run_steps(action: dict, root: Path, summary: Path, **inputs: str) -> list[subprocess.CompletedProcess]:
    """Each step after the install, as the runner would run it, toolcli already on PATH."""
    values = {name: spec.get("default", "") for name, spec in action["inputs"].items()}
    values.update({name.replace("_", "-"): value for name, value in inputs.items()})
    base = {k: v for k, v in os.environ.items() if k not in ("TOOLCLI_REGISTRY",)}
    base.update(CI="true", GITHUB_STEP_SUMMARY=str(summary), TOOLCLI_CACHE_DIR=str(root.parent / "cache"),
                PATH=f"{Path(sys.executable).parent}{os.pathsep}{base.get('PATH', '')}")
    results = []
    for step in action["runs"]["steps"]:
        script = step.get("run")
        if script is None or "GITHUB_ACTION_PATH" in script:
            continue
        env = dict(base)
        for key, value in (step.get("env") or {}).items():
            env[key] = EXPRESSION.sub(lambda m: values[m.group(1)], str(value))
        results.append(subprocess.run(["bash", "-e", "-o", "pipefail", "-c", script], cwd=root.parent,
                                      env=env, capture_output=True, text=True, timeout=120))
    return results


@pytest.fixture
def registry(tmp_path: Path) -> Path:
    root = registry_copy(CLEAN, tmp_path / "registry")
    rewrite = toolcli("golden", "--rewrite", "--registry", str(root))
    assert rewrite.returncode == 0, rewrite.stderr
    return root


def test_a_clean_registry_passes_every_step(action: dict, registry: Path, tmp_path: Path) -> None:
    summary = tmp_path / "summary.md"
    results = run_steps(action, registry, summary, registry="registry")
    assert [r.returncode for r in results] == [0, 0], [r.stderr for r in results]
    assert not summary.exists()


def test_drift_fails_the_golden_step_with_the_change_list_in_the_summary(action: dict, registry: Path,
                                                                         tmp_path: Path) -> None:
    schemas = registry / "schemas.json"
    declarations = json.loads(schemas.read_text(encoding="utf-8"))
    declarations[0]["description"] = "Changed without rewriting the goldens."
    schemas.write_text(json.dumps(declarations, indent=2), encoding="utf-8")
    summary = tmp_path / "summary.md"
    validate, golden = run_steps(action, registry, summary, registry="registry")
    assert validate.returncode == 0, validate.stderr
    assert golden.returncode == 1
    assert "toolcli golden --rewrite --registry registry" in golden.stdout
    assert "description-changed" in summary.read_text(encoding="utf-8")


def test_findings_fail_the_validate_step_as_workflow_commands(action: dict, registry: Path,
                                                             tmp_path: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("expected_count = ", "expected_count = 1", 1),
                        encoding="utf-8")
    validate, _golden = run_steps(action, registry, tmp_path / "summary.md", registry="registry")
    assert validate.returncode == 1
    assert re.search(r"^::error file=registry/toolspec\.toml,.*R005", validate.stdout, re.M), validate.stdout


def test_fail_on_reaches_validate(action: dict, registry: Path, tmp_path: Path) -> None:
    manifest = registry / "toolspec.toml"  # an allowance that matches nothing: an L001 warning
    manifest.write_text(manifest.read_text(encoding="utf-8")
                        + '\n[[lint.allow]]\nrule = "X002"\ntool = "read_file"\nreason = "reviewed"\n',
                        encoding="utf-8")
    default, _ = run_steps(action, registry, tmp_path / "summary.md", registry="registry")
    assert default.returncode == 0 and "::warning" in default.stdout and "L001" in default.stdout
    strict, _ = run_steps(action, registry, tmp_path / "summary.md", registry="registry", fail_on="warning")
    assert strict.returncode == 1
