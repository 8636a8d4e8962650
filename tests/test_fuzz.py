"""Property tests: whatever a registry holds, loading either succeeds or raises a
ToolcliError, and the whole rule catalogue, surface resolution and every surface
format never raise on what loaded.

Each test also asserts that a share of its examples loaded: a strategy whose
registries the loader always refuses would test the refusal and nothing after."""

from __future__ import annotations

import json
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

import tomli_w
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from conftest import CLEAN, registry_copy
from toolcli.rules.context import Context
from toolcli.rules.engine import Selection, run
from toolcli.errors import ToolcliError
from toolcli.loading.fields import DECLARATION_FIELDS, DYNAMIC_FIELDS, PROFILE_FIELDS, TOOL_FIELDS
from toolcli.loading.loader import Location, load
from toolcli.model import EFFECTS, FAMILIES, TARGETS, TIERS
from toolcli.convert.losses import ConversionError
from toolcli.payloads import PAYLOAD_FORMATS, provider_payload
from toolcli.surface import Facts, resolve, surface_document
from toolcli.token_costs import costs_for

# Derandomized: the same examples on every run, so a share of loaded examples near its
# floor (about 1 in 10 any-bytes edits loads) cannot fail one run in a few.
FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# Strings that matter to the rules: names, enum words, hostile characters, refs.
WORDS = st.sampled_from([
    "read_file", "write_file", "finish", "load_tool", "delegate", "lsp_hover", "main", "reader",
    "mcp__notes__search", "mcp__notes__add", "mcp__x__y", "fs_read", "flow", "lsp", "hot", "warm",
    "cold", "read", "write", "object", "string", "array", "#/$defs/a", "https://x/y.json", "",
    "<IMPORTANT>", "do not tell the user", "~/.ssh/id_rsa", "\u202e", "\x1b]52;c;x\x07",
    "\U000e0041", "\u0435", " " * 25, "[link=https://x]", *EFFECTS, *FAMILIES, *TARGETS,
])
TEXT = st.one_of(WORDS, st.text(max_size=30))
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70),
                    st.floats(allow_nan=True, allow_infinity=True), TEXT)
JSON_VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(TEXT, inner, max_size=4)), max_leaves=25)
SCHEMA_KEYS = st.sampled_from(["type", "properties", "items", "required", "enum", "const", "default",
                               "description", "title", "examples", "$ref", "$dynamicRef", "$defs",
                               "anyOf", "oneOf", "allOf", "not", "additionalProperties",
                               "$schema", "format", "minimum", "pattern"])
SCHEMAS = st.recursive(
    st.one_of(SCALARS, st.just({"type": "object"}), st.just({"type": "string"})),
    lambda inner: st.one_of(st.dictionaries(SCHEMA_KEYS, inner, max_size=5),
                            st.dictionaries(TEXT, inner, max_size=3), st.lists(inner, max_size=3)),
    max_leaves=30)
TOML_SCALARS = st.one_of(st.booleans(), st.integers(-2**63, 2**63 - 1),
                         st.floats(allow_nan=True, allow_infinity=True), TEXT)
TOML_VALUES = st.recursive(TOML_SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(TEXT, inner, max_size=3)), max_leaves=12)


def _table(fields: dict, extra: st.SearchStrategy = TOML_VALUES) -> st.SearchStrategy[dict]:
    """A table with some of `fields`' keys (and strays) holding values of any type."""
    keys = st.one_of(st.sampled_from(sorted(fields)), TEXT)
    return st.dictionaries(keys, st.one_of(extra, st.lists(WORDS, max_size=3)), max_size=len(fields) + 2)


SPEC_TABLES = st.dictionaries(st.one_of(WORDS, st.text(max_size=12)), _table(TOOL_FIELDS), max_size=4)
PROFILE_TABLES = st.dictionaries(st.one_of(WORDS, st.text(max_size=12)), _table(PROFILE_FIELDS), max_size=3)
MANIFESTS = st.fixed_dictionaries({}, optional={
    "registry": st.dictionaries(st.sampled_from(["name", "expected_count", "schemas", "golden", "loader",
                                                 "tokenizer", "tool_search"]),
                                st.one_of(TOML_VALUES, st.sampled_from(["o200k", "cl100k", "anthropic", "bm25"])),
                                max_size=7),
    "probe": st.dictionaries(st.sampled_from(["provides", "other"]), TOML_VALUES, max_size=2),
    "tools": SPEC_TABLES,
    "profiles": PROFILE_TABLES,
    "lint": st.dictionaries(st.sampled_from(["select", "ignore", "targets", "severity", "allow", "x"]),
                            TOML_VALUES, max_size=4),
})
DECLARATIONS = st.lists(st.one_of(
    st.fixed_dictionaries({"name": TEXT}, optional={
        "description": st.one_of(TEXT, SCALARS), "parameters": SCHEMAS, "input_examples": JSON_VALUES,
        "stray": SCALARS}),
    JSON_VALUES), max_size=5)
DYNAMIC_TOOLS = st.lists(st.one_of(
    st.fixed_dictionaries({"name": TEXT}, optional={
        key: (SCHEMAS if key == "inline" else st.one_of(WORDS, SCALARS, JSON_VALUES))
        for key in sorted(set(DYNAMIC_FIELDS) - {"name"})}),
    JSON_VALUES), max_size=5)
EXTERNAL_FILES = st.one_of(
    st.fixed_dictionaries({"server": st.one_of(WORDS, SCALARS), "tools": DYNAMIC_TOOLS},
                          optional={"captured": JSON_VALUES, "instructions": st.one_of(TEXT, SCALARS)}),
    JSON_VALUES)
# Declarations and server files laid out as the loader expects, anything inside.
SHAPED_DECLARATIONS = st.lists(st.fixed_dictionaries({"name": TEXT}, optional={
    "description": st.one_of(TEXT, SCALARS), "parameters": SCHEMAS}), max_size=5)
SHAPED_EXTERNAL_FILES = st.fixed_dictionaries({"server": WORDS, "tools": st.lists(st.fixed_dictionaries(
    {"name": TEXT}, optional={key: (SCHEMAS if key == "inline" else st.one_of(WORDS, SCALARS))
                              for key in sorted(set(DYNAMIC_FIELDS) - {"name"})}), max_size=5)})
FILES = ("toolspec.toml", "specs/lsp_hover.toml", "schemas.json", "external/notes.json",
         "specs/x.toml", "external/x.json")  # the last two are new


@st.composite
def edited_files(draw: st.DrawFn) -> tuple[str, bytes]:
    """A file of the clean registry, or a new one, with a few of its bytes
    replaced by text or by any bytes (text twice as often: most any-bytes
    edits leave a file the loader refuses)."""
    relative = draw(st.sampled_from(FILES))
    original = (CLEAN / relative).read_bytes() if (CLEAN / relative).exists() else b""
    start = draw(st.integers(0, len(original)))
    end = draw(st.integers(start, min(len(original), start + 8)))
    if draw(st.sampled_from(("text", "text", "bytes"))) == "text":
        inserted = draw(st.text(max_size=8)).encode("utf-8")
    else:
        inserted = draw(st.binary(max_size=200))
    return relative, original[:start] + inserted + original[end:]

assert set(DECLARATION_FIELDS) == {"name", "description", "parameters", "input_examples"}


@contextmanager
def registry_with(files: dict[str, bytes]) -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as tmp:
        root = registry_copy(CLEAN, Path(tmp) / "registry")
        for relative, data in files.items():
            target = root / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        yield root


def check_everything(root: Path) -> bool:
    """Load; on success every rule, every surface and every surface format must
    not raise. Whether the registry loaded."""
    try:
        registry = load(Location(root, str(root)))
    except ToolcliError:
        event("load refused")
        return False
    event("loaded; rules and surfaces ran")
    ctx = Context(registry)
    run(ctx, Selection(("R", "D", "P", "X", "L"), (), {}, TARGETS))
    costs = costs_for(registry.tokenizer)
    for profile in registry.profiles:
        surface = resolve(registry, profile, Facts(costs))
        json.dumps(surface_document(surface, costs), ensure_ascii=False)
        for provider in PAYLOAD_FORMATS:
            json.dumps(provider_payload(surface, provider), ensure_ascii=False)
        for provider, flag in (("openai", "strict"), ("azure-openai", "strict"), ("gemini", "openapi")):
            try:  # a schema no conversion can take is refused in one line, never a crash
                json.dumps(provider_payload(surface, provider, **{flag: True}), ensure_ascii=False)
            except ConversionError:
                event(f"{provider} {flag} refused")
    return True


def fuzz(*strategies: st.SearchStrategy, loaded: float) -> Callable[[Callable[..., bool]], Callable[[], None]]:
    """A test that runs `example(*drawn)` on FUZZ's examples and asserts that at
    least the share `loaded` of them loaded (the example returns whether it did)."""
    def decorate(example: Callable[..., bool]) -> Callable[[], None]:
        def test() -> None:
            outcomes: list[bool] = []

            @FUZZ
            @given(st.tuples(*strategies))
            def run_example(drawn: tuple) -> None:
                outcomes.append(example(*drawn))

            run_example()
            assert sum(outcomes) >= loaded * len(outcomes), (
                f"{sum(outcomes)} of {len(outcomes)} examples loaded: the strategy tests little past the loader")

        test.__name__, test.__doc__ = example.__name__, example.__doc__
        return test
    return decorate


def _json(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")  # NaN/Infinity written as such


def _toml(value: dict) -> bytes:
    return tomli_w.dumps(value).encode("utf-8")


@fuzz(DECLARATIONS, loaded=0.1)
def test_any_schemas_json(declarations: list) -> bool:
    with registry_with({"schemas.json": _json(declarations)}) as root:
        return check_everything(root)


@fuzz(EXTERNAL_FILES, st.sampled_from(["notes", "other"]), loaded=0.1)
def test_any_external_file(document: Any, stem: str) -> bool:
    with registry_with({f"external/{stem}.json": _json(document)}) as root:
        return check_everything(root)


@fuzz(MANIFESTS, loaded=0.5)
def test_any_manifest(manifest: dict) -> bool:
    with registry_with({"toolspec.toml": _toml(manifest)}) as root:
        return check_everything(root)


@fuzz(SPEC_TABLES, st.sampled_from(["x", "lsp_hover"]), loaded=0.5)
def test_any_specs_file(tools: dict, stem: str) -> bool:
    with registry_with({f"specs/{stem}.toml": _toml({"tools": tools})}) as root:
        return check_everything(root)


@fuzz(edited_files(), loaded=0.1)
def test_any_bytes_in_any_file(file: tuple[str, bytes]) -> bool:
    relative, data = file
    with registry_with({relative: data}) as root:
        return check_everything(root)


@fuzz(SHAPED_DECLARATIONS, SHAPED_EXTERNAL_FILES, PROFILE_TABLES, loaded=0.5)
def test_any_registry_resolves_every_profile(declarations: list, document: Any, profiles: dict) -> bool:
    clean_manifest = (CLEAN / "toolspec.toml").read_text(encoding="utf-8")
    extra = _toml({"profiles": profiles}).decode("utf-8")
    with registry_with({
        "schemas.json": _json(declarations),
        "external/fuzz.json": _json(document),
        "toolspec.toml": (clean_manifest.replace("[lint]", extra + "\n[lint]")).encode("utf-8"),
    }) as root:
        return check_everything(root)


@fuzz(st.lists(st.sampled_from(["mcp__notes__search", "mcp__notes__add", "read_file", "finish"]),
               min_size=0, max_size=6, unique=True),
      st.sampled_from(TIERS), st.integers(0, 5000), loaded=0.5)
def test_any_tier_overrides_and_budgets(names: list[str], tier: str, budget: int) -> bool:
    tiers = ", ".join(f'{json.dumps(name)} = "{tier}"' for name in names)
    manifest = (CLEAN / "toolspec.toml").read_text(encoding="utf-8").replace(
        "budget = 100000", f"budget = {budget}\ntiers = {{ {tiers} }}")
    with registry_with({"toolspec.toml": manifest.encode("utf-8")}) as root:
        return check_everything(root)
