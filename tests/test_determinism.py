"""Byte-identical machine output under any PYTHONHASHSEED (SPEC §8), on the
bundled registry and on a hostile one (look-alike names, shadowing, hidden
characters: the rules that group and index by name)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import CLEAN, FIXTURES, REPO, registry_copy, toolcli

SEEDS = ("1", "2")
# Files of the X fixtures laid over the clean registry, together.
HOSTILE_OVERLAYS = (
    "X003/fail_cyrillic_lookalike/external/notes.json",
    "X006/fail_names_other_server/external/mail.json",
    "X001/fail_bidi_controls/schemas.json",
    "X001/fail_static_brief/toolspec.toml",
)


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = registry_copy(CLEAN, tmp_path_factory.mktemp("determinism") / "hostile")
    for overlay in HOSTILE_OVERLAYS:
        relative = Path(*Path(overlay).parts[2:])
        shutil.copyfile(FIXTURES / overlay, root / relative)
    return root


def output(seed: str, *args: str) -> str:
    if args[0] == "validate":
        args = (*args, "--no-cache")  # compute every verdict in each process
    # A process each: the hash seed is chosen when the interpreter starts.
    result = toolcli(*args, env={"PYTHONHASHSEED": seed}, process=True)
    assert result.returncode in (0, 1), result.stderr[-2000:]
    assert result.stdout
    return result.stdout


def assert_same_under_every_seed(*args: str) -> None:
    first, *others = (output(seed, *args) for seed in SEEDS)
    for other in others:
        assert other == first


def _registries(hostile: Path) -> list[str]:
    return [str(REPO), str(hostile)]


def test_validate_json(hostile: Path) -> None:
    for root in _registries(hostile):
        assert_same_under_every_seed("validate", "--registry", root, "--format", "json")
    assert '"X003"' in output("1", "validate", "--registry", str(hostile), "--format", "json")


@pytest.mark.parametrize("profile", ["coding", "director", "palette"])
def test_surface_json_of_the_bundled_registry(profile: str) -> None:
    assert_same_under_every_seed("surface", "--profile", profile, "--registry", str(REPO), "--format", "json")


@pytest.mark.parametrize("profile", ["main", "reader"])
def test_surface_json_of_the_hostile_registry(hostile: Path, profile: str) -> None:
    assert_same_under_every_seed("surface", "--profile", profile, "--registry", str(hostile), "--format", "json")


def test_rules_json() -> None:
    assert_same_under_every_seed("rules", "--format", "json")


def test_surface_matrix_json(hostile: Path) -> None:
    for root in _registries(hostile):
        assert_same_under_every_seed("surface", "--matrix", "--registry", root, "--format", "json")
