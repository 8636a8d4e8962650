"""The loader on good input, on field-level mistakes it keeps, and on files it refuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolcli.errors import LoadError, RegistryNotFound, UsageError
from toolcli.loading.loader import Location, bundled_root, discover, load

def loaded(root: Path):
    return load(Location(root, "reg"))


def test_clean_registry_loads_every_part(registry: Path) -> None:
    result = loaded(registry)
    assert sorted(s.name for s in result.specs) == [
        "delegate", "finish", "load_tool", "lsp_hover", "read_file", "write_file"]
    assert len(result.declarations) == 6
    assert sorted(d.name for d in result.dynamic) == ["mcp__notes__add", "mcp__notes__search"]
    assert [p.name for p in result.profiles] == ["main", "reader"]
    assert result.expected_count == 6
    assert result.probe.provides == ("lsp",)
    assert result.problems == ()


def test_specs_keep_their_file_and_header_line(registry: Path) -> None:
    result = loaded(registry)
    hover = next(s for s in result.specs if s.name == "lsp_hover")
    assert (hover.origin.file, hover.origin.line, hover.origin.pointer) == (
        "specs/lsp_hover.toml", 1, "/tools/lsp_hover")
    text = (registry / "toolspec.toml").read_text().splitlines()
    write = next(s for s in result.specs if s.name == "write_file")
    assert text[write.origin.line - 1] == "[tools.write_file]"


def test_declarations_keep_their_json_line(registry: Path) -> None:
    result = loaded(registry)
    lines = (registry / "schemas.json").read_text().splitlines()
    for declaration in result.declarations:
        assert declaration.origin.file == "schemas.json"
        assert lines[declaration.origin.line - 1].strip() == "{"
        following = "\n".join(lines[declaration.origin.line - 1: declaration.origin.line + 1])
        assert f'"name": "{declaration.name}"' in following


def test_field_mistakes_are_kept_not_fatal(registry: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text().replace(
        'tier = "warm"\nbrief = "Read a text file"',
        'tier = "tepid"\nmutate = true\nbrief = "Read a text file"'))
    result = loaded(registry)
    kinds = sorted((p.kind, p.tool, p.message) for p in result.problems)
    assert kinds == [
        ("bad-value", "read_file", "tier is 'tepid', not one of hot, warm, cold"),
        ("unknown-key", "read_file", "unknown key 'mutate' in [tools.read_file]"),
    ]
    unknown = next(p for p in result.problems if p.kind == "unknown-key")
    assert unknown.hint == "did you mean 'mutates'?"
    assert manifest.read_text().splitlines()[unknown.origin.line - 1] == "mutate = true"
    assert any(s.name == "read_file" for s in result.specs), "the spec is kept"


def test_a_duplicate_spec_keeps_the_first(registry: Path) -> None:
    (registry / "specs" / "zz.toml").write_text(
        '[tools.read_file]\ncapabilities = ["x"]\neffect = "read"\ntier = "hot"\nresult_paths = "none"\n')
    result = loaded(registry)
    first = next(s for s in result.specs if s.name == "read_file")
    assert first.origin.file == "toolspec.toml"
    [(later, kept)] = result.duplicate_specs
    assert later.origin.file == "specs/zz.toml" and kept is first


def test_duplicate_json_keys_in_schemas_are_kept_for_r002(registry: Path) -> None:
    schemas = registry / "schemas.json"
    schemas.write_text(schemas.read_text().replace(
        '"name": "finish",', '"name": "finish", "name": "finish",', 1))
    result = loaded(registry)
    [duplicate] = result.duplicate_keys
    assert (duplicate.key, duplicate.tool) == ("name", "finish")


def test_expected_count_not_an_integer_is_none(registry: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text().replace("expected_count = 6", 'expected_count = "6"'))
    assert loaded(registry).expected_count is None


@pytest.mark.parametrize("name", ["../x", "Coding", "a b", "9lives"])
def test_bad_profile_names_never_become_profiles(registry: Path, name: str) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text() + f'\n[profiles."{name}"]\ncapabilities = ["fs_read"]\n')
    result = loaded(registry)
    assert name not in [p.name for p in result.profiles]
    assert any(p.profile == name and p.kind == "bad-value" for p in result.problems)


def test_schemas_path_cannot_leave_the_root(registry: Path) -> None:
    manifest = registry / "toolspec.toml"
    manifest.write_text(manifest.read_text().replace('name = "clean"', 'name = "clean"\nschemas = "../elsewhere.json"'))
    result = loaded(registry)
    assert result.schemas_file == "schemas.json"
    assert any("leaves the registry root" in p.message for p in result.problems)


@pytest.mark.parametrize(("file", "content", "where", "what"), [
    ("toolspec.toml", "[registry\n", "toolspec.toml:1:", "Expected ']'"),
    ("schemas.json", '{"name": "x"}', "schemas.json:1:1:", "expected an array"),
    ("schemas.json", '[{"name": 5}]', "schemas.json:1:", "not a string"),
    ("schemas.json", '[1]', "schemas.json:1:", "not an object"),
    ("schemas.json", '[{"name": "x", "n": NaN}]', "schemas.json:1:", "NaN"),
    ("external/notes.json", '[]', "external/notes.json:1:1:", "expected an object"),
    ("external/notes.json", '{"server": "notes", "tools": [{"name": null}]}', "external/notes.json:1:", "not a string"),
    ("external/notes.json", '{"server": "notes", "server": "x", "tools": []}', "external/notes.json:1:", "repeated"),
])
def test_unparseable_files_are_load_errors(registry: Path, file: str, content: str, where: str, what: str) -> None:
    (registry / file).write_text(content)
    with pytest.raises(LoadError) as caught:
        loaded(registry)
    message = str(caught.value)
    assert where in message and what in message, message


def test_missing_schemas_file_is_a_load_error(registry: Path) -> None:
    (registry / "schemas.json").unlink()
    with pytest.raises(LoadError, match=r"schemas.json:1:1: file not found"):
        loaded(registry)


def test_discovery_order(registry: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    nested = registry / "specs"
    monkeypatch.delenv("TOOLCLI_REGISTRY", raising=False)
    assert discover(None, cwd=nested).root.resolve() == registry.resolve()
    monkeypatch.setenv("TOOLCLI_REGISTRY", str(registry))
    assert discover(None, cwd=tmp_path).root == registry
    assert discover(str(registry / "specs" / ".."), cwd=tmp_path).root == registry / "specs" / ".."
    monkeypatch.delenv("TOOLCLI_REGISTRY")
    with pytest.raises(RegistryNotFound, match="no toolspec.toml in this folder or any folder above it; pass "
                                               "--registry DIR, or run `toolcli init`"):
        discover(None, cwd=tmp_path)
    fallback = discover(None, cwd=tmp_path, fallback=True)
    assert fallback.bundled and (fallback.root / "toolspec.toml").is_file()
    assert fallback.root == bundled_root()
    demo = discover(None, cwd=nested, demo=True)
    assert demo.bundled and demo.root == bundled_root()
    with pytest.raises(UsageError, match="--demo"):
        discover(str(registry), demo=True)


def test_an_explicit_registry_without_manifest_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="no toolspec.toml"):
        discover(str(tmp_path))


def test_dynamic_specs_never_join_the_static_ones(registry: Path) -> None:
    result = loaded(registry)
    assert not any(s.name.startswith("mcp__") for s in result.specs)
    document = json.loads((registry / "external" / "notes.json").read_text())
    assert len(result.dynamic) == len(document["tools"])


def test_a_broken_spec_is_the_first_error_read_in_order(registry: Path) -> None:
    (registry / "specs").mkdir(exist_ok=True)
    (registry / "specs" / "broken.toml").write_text("[tools.x\n")
    (registry / "schemas.json").write_text("[1]")  # read later in order: never the error named
    with pytest.raises(LoadError) as caught:
        load(Location(registry, "reg"))
    assert "specs/broken.toml:1:" in str(caught.value)
