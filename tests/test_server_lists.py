"""What a server lists beside its tools: prompts, resources and resource
templates are captured (every page, stdio and HTTP, or from --file), loaded
with R020/R021 on their keys, scanned by the X rules under the server's prefix,
and their changes shown by `import --check` and `golden`; budgets and payloads
still count tools alone (SPEC §17)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from conftest import registry_copy, CLEAN, toolcli
from test_import_http import http_server
from toolcli.errors import LoadError
from toolcli.mcp.listing import read_listing

LIBRARY = Path(__file__).resolve().parent / "mcp_servers" / "library_server.py"
PYTHON = sys.executable


def library(variant: str = "clean") -> list[str]:
    return ["--", PYTHON, str(LIBRARY), "stdio", variant]


def capture_of(root: Path, server: str = "library") -> dict:
    return json.loads((root / "external" / f"{server}.json").read_text(encoding="utf-8"))


def imported(registry: Path, *args: str) -> dict:
    result = toolcli("import", "--registry", str(registry), "--server", "library", *args)
    assert result.returncode == 0, result.stderr
    return capture_of(registry)


@pytest.mark.live
def test_every_page_of_every_list_is_captured(registry: Path) -> None:
    document = imported(registry, *library())
    assert [p["name"] for p in document["prompts"]] == ["compare_books", "reading_list", "summarise_book"]
    assert document["prompts"][2] == {
        "name": "summarise_book", "title": "Summarise a book",
        "description": "Summarise a book of the library in a few paragraphs.",
        "arguments": [{"name": "book", "description": "The book's identifier.", "required": True},
                      {"name": "length", "title": "Length", "description": "How many paragraphs."}]}
    assert [r["uri"] for r in document["resources"]] == [
        "library://catalogue", "library://opening-hours", "library://rules"]
    assert document["resources"][0] == {"name": "catalogue", "uri": "library://catalogue",
                                        "description": "The library's catalogue.", "mimeType": "application/json"}
    assert [t["uriTemplate"] for t in document["resource_templates"]] == [
        "library://authors/{name}", "library://books/{id}"]
    assert len(document["tools"]) == 1
    assert toolcli("validate", "--registry", str(registry)).returncode == 0


@pytest.mark.live
def test_http_captures_the_same_lists(registry: Path, tmp_path: Path) -> None:
    over_stdio = imported(registry, *library())
    other = registry_copy(CLEAN, tmp_path / "other")
    with http_server("streamable-http", script=LIBRARY) as base:
        over_http = imported(other, "--url", f"{base}/mcp")
    for key in ("prompts", "resources", "resource_templates", "tools"):
        assert over_http[key] == over_stdio[key], key


@pytest.mark.live
def test_a_list_the_server_refuses_is_a_warning(registry: Path) -> None:
    result = toolcli("import", "--registry", str(registry), "--server", "library", *library("broken"))
    assert result.returncode == 0
    assert ("toolcli: warning: the server answered prompts/list with error -32603: the prompt store is offline; "
            "its prompts are not captured") in result.stderr
    document = capture_of(registry)
    assert "prompts" not in document and len(document["resources"]) == 3


@pytest.mark.live
def test_a_poisoned_prompt_is_a_security_event(registry: Path) -> None:
    imported(registry, *library())
    assert toolcli("golden", "--registry", str(registry), "--rewrite").returncode == 0
    checked = toolcli("import", "--check", "--registry", str(registry), "--server", "library", *library("poisoned"))
    assert checked.returncode == 1
    changes = checked.stdout.split("Changes: ", 1)[1].splitlines()
    assert changes[0].startswith("1 security, 0 breaking")
    assert changes[1].split()[:3] == ["security", "instruction-injection", "mcp__library:"]
    assert "description of prompt 'summarise_book' of server 'library' directs the model" in changes[1]
    assert any(line.split()[:2] == ["info", "prompt-changed"] and "'summarise_book' changed: description" in line
               for line in changes)
    imported(registry, *library("poisoned"))
    validated = toolcli("validate", "--registry", str(registry), "--format", "json")
    [finding] = [d for d in json.loads(validated.stdout)["diagnostics"] if d["code"] == "X002"]
    assert (finding["tool"], finding["file"], finding["pointer"]) == (
        "mcp__library", "external/library.json", "/prompts/2/description")
    assert finding["line"] == 1 + capture_of_text(registry).splitlines().index(
        next(line for line in capture_of_text(registry).splitlines() if "<IMPORTANT>" in line))


def capture_of_text(root: Path) -> str:
    return (root / "external" / "library.json").read_text(encoding="utf-8")


@pytest.mark.live
def test_check_and_golden_show_what_changed(registry: Path) -> None:
    imported(registry, *library())
    assert toolcli("golden", "--registry", str(registry), "--rewrite").returncode == 0
    expected = ["info     prompt-added               mcp__library: server 'library': prompt 'quiz' added",
                "info     resource-changed           mcp__library: server 'library': resource template "
                "'library://authors/{name}' changed: description",
                "info     resource-removed           mcp__library: server 'library': resource 'library://rules' "
                "removed"]
    checked = toolcli("import", "--check", "--registry", str(registry), "--server", "library", *library("changed"))
    assert checked.returncode == 1
    shown = [line.strip().rsplit(" [", 1)[0] for line in checked.stdout.splitlines() if "mcp__library:" in line]
    assert shown == expected
    imported(registry, *library("changed"))
    golden = toolcli("golden", "--registry", str(registry))
    assert golden.returncode == 1
    assert [line.strip().rsplit(" [", 1)[0] for line in golden.stdout.splitlines()
            if line.strip().startswith("info") and "mcp__library:" in line] == expected


def test_a_listing_file_may_carry_them(registry: Path, tmp_path: Path) -> None:
    listing = tmp_path / "listing.json"
    listing.write_text(json.dumps({
        "tools": [{"name": "read_book", "inputSchema": {"type": "object"}}],
        "prompts": [{"name": "quiz", "description": "Ask questions.", "icons": [], "_meta": {"x": 1},
                     "arguments": [{"name": "book", "required": True}]}],
        "resourceTemplates": [{"name": "book", "uriTemplate": "library://books/{id}"}],
    }), encoding="utf-8")
    result = toolcli("import", "--registry", str(registry), "--server", "library", "--file", str(listing))
    assert result.returncode == 0, result.stderr
    document = capture_of(registry)
    assert document["prompts"] == [{"name": "quiz", "description": "Ask questions.",
                                    "arguments": [{"name": "book", "required": True}]}]  # kept keys only
    assert document["resource_templates"] == [{"name": "book", "uriTemplate": "library://books/{id}"}]
    assert "resources" not in document


@pytest.mark.parametrize(("lists", "message"), [
    ({"prompts": {"name": "a"}}, '"prompts" is an object, not an array'),
    ({"prompts": [{"description": "x"}]}, "/prompts/0 has no name string"),
    ({"resources": [{"name": "a"}]}, "/resources/0 ('a') has no uri string"),
    ({"prompts": [{"name": "a", "arguments": [{"name": "b", "required": "yes"}]}]},
     "/prompts/0/arguments/0 ('b'): required is a string, not a boolean"),
])
def test_a_malformed_list_is_refused_at_its_line(tmp_path: Path, lists: dict, message: str) -> None:
    listing = tmp_path / "listing.json"
    listing.write_text(json.dumps({"tools": [], **lists}, indent=2), encoding="utf-8")
    with pytest.raises(LoadError) as refused:
        read_listing(listing, "listing.json")
    assert refused.value.what == message and refused.value.line > 1


def with_lists(registry: Path, **lists: object) -> None:
    path = registry / "external" / "notes.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**document, **lists}, indent=2), encoding="utf-8")


def test_their_keys_are_checked_like_any_other(registry: Path) -> None:
    with_lists(registry, prompts=[{"name": "quiz", "descripton": "Ask questions.",
                                   "arguments": [{"name": "book", "requird": True}]}],
               resource_templates=[{"name": "book"}], resources="none")
    result = toolcli("validate", "--registry", str(registry), "--format", "json")
    found = sorted((d["code"], d["message"]) for d in json.loads(result.stdout)["diagnostics"])
    assert found == [
        ("R020", "unknown key 'descripton' in prompt 'quiz'"),
        ("R020", "unknown key 'requird' in argument 'book'"),
        ("R021", "required key 'uriTemplate' is missing from resource template 'book'"),
        ("R021", "resources is a string, not an array"),
    ]


def test_budgets_and_payloads_count_tools_alone(registry: Path) -> None:
    before = [toolcli("surface", "--registry", str(registry), "--profile", profile, "--format", kind).stdout
              for profile in ("main",) for kind in ("json", "openai")]
    with_lists(registry, prompts=[{"name": "quiz", "description": "Ask questions about a book. " * 40}],
               resources=[{"name": "catalogue", "uri": "library://catalogue", "description": "Every book. " * 40}])
    after = [toolcli("surface", "--registry", str(registry), "--profile", profile, "--format", kind).stdout
             for profile in ("main",) for kind in ("json", "openai")]
    assert after == before and '"tokens"' in before[0]


@pytest.mark.live
def test_a_release_that_makes_a_reader_write_is_breaking_over_http(registry: Path) -> None:
    with http_server("streamable-http", script=LIBRARY) as base:
        imported(registry, "--url", f"{base}/mcp")
    assert toolcli("golden", "--registry", str(registry), "--rewrite").returncode == 0
    with http_server("streamable-http", "writing", script=LIBRARY) as base:
        result = toolcli("import", "--check", "--summary", "--registry", str(registry), "--server", "library",
                         "--url", f"{base}/mcp")
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    summary = next(i for i, line in enumerate(lines) if line.startswith("Summary: "))
    assert lines[summary].startswith("Summary: 0 security, ") and not lines[summary].startswith(
        "Summary: 0 security, 0 breaking")
    server = lines[summary + 1]
    assert server.split()[:2] == ["server", "library"] and "0 added, 0 removed, 1 changed; tokens " in server
    assert "read-to-write" not in result.stdout  # --summary: the summary alone
    full = toolcli("import", "--check", "--registry", str(registry), "--server", "library", "--", PYTHON,
                   str(LIBRARY), "stdio", "writing")
    assert "breaking read-to-write              mcp__library__read_book: annotations.readOnlyHint true -> false" \
        in full.stdout
