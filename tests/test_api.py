"""The public API (SPEC §11) gives what the commands print: each result,
serialised, equals the matching command's JSON byte for byte."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import toolcli
from conftest import CLEAN, REPO as REPOSITORY, registry_copy
from conftest import toolcli as run_toolcli

PROVIDER_FORMATS = ("openai", "azure-openai", "anthropic", "gemini", "mcp")
CONVERSIONS = [("openai", "--strict"), ("azure-openai", "--strict"), ("gemini", "--openapi")]


def dumps(value: object) -> str:
    """The commands' JSON text: two-space indent, UTF-8 kept, LF, final newline."""
    return json.dumps(value, indent=2, ensure_ascii=False) + "\n"


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No registry from the environment, a cache of our own, and a working
    directory with no toolspec.toml above it: discovery ends at the bundled registry."""
    monkeypatch.delenv("TOOLCLI_REGISTRY", raising=False)
    monkeypatch.setenv("TOOLCLI_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)


def command(*args: str) -> str:
    result = run_toolcli(*args)
    assert result.returncode in (0, 1), result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def bundled() -> toolcli.Registry:
    return toolcli.load(REPOSITORY)


@pytest.mark.parametrize("ci", [None, "true"])
def test_load_without_a_registry_is_a_load_error(monkeypatch: pytest.MonkeyPatch, ci: str | None) -> None:
    """No toolspec.toml here or above: an agent started from another folder
    gets an error, never the demonstration's tools (in CI or not)."""
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)
    with pytest.raises(toolcli.LoadError) as raised:
        toolcli.load()
    message = str(raised.value)
    assert "no toolspec.toml in this folder or any folder above it" in message
    assert "--registry" in message and "toolcli init" in message and "load(demo=True)" in message


def test_load_demo_asks_for_the_bundled_registry() -> None:
    registry = toolcli.load(demo=True)
    assert registry.bundled
    assert registry.profiles == toolcli.load(REPOSITORY).profiles
    assert not toolcli.load(REPOSITORY).bundled
    # the same surface as the command asked for the demonstration
    assert dumps(registry.surface("coding").to_dict()) == command("surface", "--demo", "--profile", "coding",
                                                                  "--format", "json")
    with pytest.raises(toolcli.UsageError, match="leave out the path"):
        toolcli.load(REPOSITORY, demo=True)


def test_every_surface_is_the_surface_command(bundled: toolcli.Registry) -> None:
    assert len(bundled.profiles) >= 2
    for profile in bundled.profiles:
        printed = command("surface", "--registry", str(REPOSITORY), "--profile", profile, "--format", "json")
        surface = bundled.surface(profile)
        assert dumps(surface.to_dict()) == printed
        document = json.loads(printed)
        assert dumps(surface.advertised) == dumps(document["advertised"])
        assert dumps(surface.deferred) == dumps(document["deferred"])
        assert (surface.profile, surface.loader, surface.budget, surface.used) == (
            document["profile"], document["loader"], document["budget"], document["used"])


@pytest.mark.parametrize("provider", PROVIDER_FORMATS)
def test_every_payload_is_the_surface_command(bundled: toolcli.Registry, provider: str) -> None:
    for profile in bundled.profiles:
        printed = command("surface", "--registry", str(REPOSITORY), "--profile", profile, "--format", provider)
        assert dumps(bundled.surface(profile).payload(provider)) == printed


@pytest.mark.parametrize(("provider", "flag"), CONVERSIONS)
def test_every_converted_payload_is_the_surface_command(bundled: toolcli.Registry, provider: str,
                                                         flag: str) -> None:
    option = {flag.lstrip("-"): True}
    for profile in bundled.profiles:
        printed = command("surface", "--registry", str(REPOSITORY), "--profile", profile,
                          "--format", provider, flag)
        assert dumps(bundled.surface(profile).payload(provider, **option)) == printed
        payload, lost = bundled.surface(profile).converted(provider, **option)
        assert dumps(payload) == printed
        target = {"--strict": {"openai": "openai-strict", "azure-openai": "azure-openai-strict"},
                  "--openapi": {"gemini": "gemini-openapi"}}[flag][provider]
        listed = json.loads(command("surface", "--registry", str(REPOSITORY), "--profile", profile,
                                    "--format", "json", flag))
        assert lost == {tool["name"]: tool["lost"][target] for tool in listed["advertised"]}


def test_a_conversion_a_provider_lacks_is_a_usage_error(bundled: toolcli.Registry) -> None:
    with pytest.raises(toolcli.UsageError, match="strict"):
        bundled.surface("coding").payload("mcp", strict=True)
    with pytest.raises(toolcli.UsageError, match="openapi"):
        bundled.surface("coding").payload("openai", openapi=True)


def test_restore_arguments_drops_the_nulls_strict_mode_added(bundled: toolcli.Registry) -> None:
    call = {"url": "https://example.com/", "max_length": None, "start_index": None, "raw": True}
    assert toolcli.restore_arguments(bundled, "mcp__fetch__fetch", call) == {
        "url": "https://example.com/", "raw": True}
    assert call["max_length"] is None  # the caller's arguments are left alone
    assert toolcli.restore_arguments(bundled, "no_such_tool", {"x": None}) == {"x": None}


def test_query_is_one_entry_of_the_query_command(bundled: toolcli.Registry) -> None:
    names = [tool["name"] for tool in json.loads(command(
        "surface", "--registry", str(REPOSITORY), "--profile", "coding", "--format", "json"))["advertised"]]
    names += ["no_such_tool", "mcp__nobody__nothing"]
    printed = command("query", "--registry", str(REPOSITORY), "--format", "json", *names)
    assert dumps({name: bundled.query(name) for name in names}) == printed
    unknown = bundled.query("no_such_tool")
    assert unknown["registered"] is False and unknown["serial"] is True and unknown["needs_auth"] is True


@pytest.mark.parametrize("options", [
    {},
    {"targets": ["openai"]},
    {"targets": ["openai", "gemini"], "ignore": "C"},
    {"select": ["R", "X"], "ignore": "X006"},
])
def test_validate_is_the_validate_command(bundled: toolcli.Registry, options: dict) -> None:
    args = []
    for key, option in (("targets", "--target"), ("select", "--select"), ("ignore", "--ignore")):
        value = options.get(key)
        if value is not None:
            args += [option, value if isinstance(value, str) else ",".join(value)]
    printed = command("validate", "--registry", str(REPOSITORY), "--format", "json", *args)
    assert dumps(toolcli.validate(bundled, **options).to_dict()) == printed


def test_validate_reports_findings_as_the_command_does(tmp_path: Path) -> None:
    root = tmp_path / "registry"
    registry_copy(CLEAN, root)
    manifest = root / "toolspec.toml"
    text = manifest.read_text(encoding="utf-8")
    count = int(re.search(r"^expected_count = (\d+)$", text, re.M).group(1))
    manifest.write_text(text.replace(f"expected_count = {count}\n", f"expected_count = {count + 1}\n"),
                        encoding="utf-8")
    registry = toolcli.load(root)
    report = toolcli.validate(registry)
    assert [d.code for d in report.diagnostics if d.severity == "error"] == ["R005"]
    printed = command("validate", "--registry", str(root), "--format", "json")
    assert dumps(report.to_dict()) == printed
    assert isinstance(report, toolcli.Report)


def test_results_are_the_callers_to_change(bundled: toolcli.Registry) -> None:
    surface = bundled.surface("coding")
    first = surface.payload("anthropic")
    first[0]["input_schema"]["properties"].clear()
    first[0]["name"] = "changed"
    surface.advertised[0]["parameters"].clear()
    bundled.query("bash")["path_params"].append("x")
    printed = command("surface", "--registry", str(REPOSITORY), "--profile", "coding", "--format", "anthropic")
    assert dumps(surface.payload("anthropic")) == printed
    assert dumps(bundled.surface("coding").to_dict()) == command(
        "surface", "--registry", str(REPOSITORY), "--profile", "coding", "--format", "json")
    assert bundled.query("bash") == json.loads(command("query", "--registry", str(REPOSITORY), "bash",
                                                       "--format", "json"))["bash"]


def test_load_errors_are_the_commands_exit_2(tmp_path: Path) -> None:
    with pytest.raises(toolcli.LoadError) as missing:
        toolcli.load(tmp_path / "nowhere")
    assert "toolspec.toml" in str(missing.value)

    root = tmp_path / "broken"
    registry_copy(CLEAN, root)
    (root / "schemas.json").write_text('[{"name": "x",\n  "description": }]\n', encoding="utf-8")
    with pytest.raises(toolcli.LoadError) as broken:
        toolcli.load(root)
    result = run_toolcli("validate", "--registry", str(root))
    assert result.returncode == 2
    assert result.stderr == f"toolcli: error: {broken.value}\n"
    assert str(broken.value).startswith(f"{root / 'schemas.json'}:2:")


def test_mistakes_in_arguments_are_usage_errors(bundled: toolcli.Registry) -> None:
    with pytest.raises(toolcli.UsageError, match="unknown profile 'nope'"):
        bundled.surface("nope")
    with pytest.raises(toolcli.UsageError, match="unknown format"):
        bundled.surface("coding").payload("cohere")
    with pytest.raises(toolcli.UsageError, match="unknown target"):
        toolcli.validate(bundled, targets=["nope"])
    assert issubclass(toolcli.LoadError, toolcli.ToolcliError)
    assert issubclass(toolcli.UsageError, toolcli.ToolcliError)


def test_the_api_is_declared_and_typed() -> None:
    for name in toolcli.__all__:
        assert getattr(toolcli, name) is not None, name
        if callable(getattr(toolcli, name)):
            assert getattr(toolcli, name).__doc__, name
    assert (Path(toolcli.__file__).parent / "py.typed").is_file()
    with pytest.raises(AttributeError):
        getattr(toolcli, "no_such_thing")


def _imported(code: str) -> set[str]:
    result = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True,
                            timeout=120, cwd=REPOSITORY)
    assert result.returncode == 0, result.stderr
    modules = set()
    for line in result.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            modules.add(line.rsplit("|", 1)[1].strip())
    assert modules, result.stderr
    return modules


HEAVY = ("typer", "click", "rich", "jsonschema", "referencing", "pydantic")


def _heavy(modules: set[str]) -> set[str]:
    return {m for m in modules if m.split(".")[0] in HEAVY}


def test_import_is_cheap() -> None:
    modules = _imported("import toolcli")
    assert "toolcli" in modules
    assert not _heavy(modules)


def test_an_agent_at_run_time_imports_no_command_line() -> None:
    result = subprocess.run([sys.executable, "-c", (
        f"import sys, toolcli; reg = toolcli.load({str(REPOSITORY)!r}); "
        "reg.surface('coding').payload('openai'); reg.surface('chat').advertised; reg.query('bash'); "
        "print(' '.join(sorted(sys.modules)))")], capture_output=True, text=True, timeout=120, cwd=REPOSITORY)
    assert result.returncode == 0, result.stderr
    modules = set(result.stdout.split())
    assert {"toolcli.api", "toolcli.surface", "toolcli.payloads"} <= modules
    assert not _heavy(modules)
