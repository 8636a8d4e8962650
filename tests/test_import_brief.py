"""The brief of an imported tool (SPEC §4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import server_listings
from toolcli.mcp.brief import _dangles, brief_for, cut_brief, name_in_words

CORPUS = Path(__file__).resolve().parent / "corpus" / "github-mcp-server" / "tools.json"


@pytest.mark.parametrize(
    ("raw", "brief"),
    [
        ({"title": "Create issue", "annotations": {"title": "Other"}, "description": "Desc."}, "Create issue"),
        ({"annotations": {"title": "List pull requests"}, "description": "Desc."}, "List pull requests"),
        ({"title": "   ", "annotations": {"title": "Fallback title"}}, "Fallback title"),
        ({"title": "", "description": "Read a file. Then more."}, "Read a file"),
        ({"description": "Search code across repositories! Fast."}, "Search code across repositories!"),
        ({"description": "\n  Lists things\nSecond line, a new sentence"}, "Lists things"),
        ({"description": "Search files whose names\nmatch a glob. More."}, "Search files whose names match a glob"),
        ({"description": "Search repositories\nArgs:\n    query: what to find"}, "Search repositories"),
        ({"description": "Use e.g. grep. Then stop."}, "Use e.g. grep"),
        ({"description": "Version 1.5 of the tool: fast"}, "Version 1.5 of the tool: fast"),
        ({"annotations": {"title": 7}, "description": "From the description."}, "From the description"),
    ],
)
def test_brief_sources(raw: dict, brief: str) -> None:
    assert brief_for({"name": "t", **raw}) == brief


@pytest.mark.parametrize(
    ("description", "brief"),
    [
        ("# Fetch\n\nFetches a URL from the internet and optionally extracts its contents.",
         "Fetches a URL from the internet"),
        ("## Weather tool", "Weather tool"),
        ("**Search** the [docs](https://example.com/docs) for `foo.bar`. More.", "Search the docs for foo.bar"),
        ("- Lists the files of a directory\n- with sizes", "Lists the files of a directory"),
        ("1. Opens a *new* tab", "Opens a new tab"),
        ("> Note: __bold__ and _light_ and snake_case_name stay", "Note: bold and light and snake_case_name"),
        ("```python\nprint('hi')\n```\nRuns a Python snippet.", "Runs a Python snippet"),
        ("| a | b |\n|---|---|\n\nReads a table", "Reads a table"),
        ("---\n\n![logo](x.png) Gets a ~~bad~~ good value", "logo Gets a bad good value"),
        ("<IMPORTANT>Reads a file</IMPORTANT>", "Reads a file"),
    ],
)
def test_markdown_is_stripped(description: str, brief: str) -> None:
    assert brief_for({"name": "t", "description": description}) == brief


@pytest.mark.parametrize(
    ("raw", "brief"),
    [
        ({"name": "create_issue", "description": ""}, "create issue"),
        ({"name": "getCurrentTime", "description": "   "}, "get current time"),
        ({"name": "list-HTTPRoutes", "description": "..."}, "list http routes"),
        ({"name": "fetch"}, "fetch"),
        ({"name": "read.file", "description": "```\ncode only\n```"}, "read file"),
    ],
)
def test_without_a_usable_sentence_the_name_in_words(raw: dict, brief: str) -> None:
    assert brief_for(raw) == brief


def test_name_in_words_is_cut_too() -> None:
    words = name_in_words("a_very_long_tool_name_that_goes_on_and_on_and_on")
    assert words == "a very long tool name that goes" and len(words) <= 40


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Get details of GitHub Actions resources (workflows, workflow runs)",
         "Get details of GitHub Actions resources"),
        ("exactly forty code points long, no cut!!", "exactly forty code points long, no cut!!"),
        ("forty-one code points long, so cut it end", "forty-one code points long, so cut it"),
        ("Fetches a URL from the internet and optionally extracts", "Fetches a URL from the internet"),
        ("Short sentence ending with and", "Short sentence ending with and"),
        ("And and and and and and and and and and and", "And"),
        ("A" * 50, "A" * 40),
        ("Supercalifragilisticexpialidociousnessism words", "Supercalifragilisticexpialidociousnessis"),
        ("Update a pull request's branch, labels, and reviewers", "Update a pull request's branch, labels"),
        ("Résumé ✓ über café naïve — déjà vu façade piñata jalapeño", "Résumé ✓ über café naïve — déjà vu"),
        ("tabs\tand\n\nnewlines   collapse", "tabs and newlines collapse"),
        ('Read the file called "quarterly report final" now', "Read the file called"),
        ("Run the query [with all of the filters applied] later", "Run the query"),
        ("Show it (in a \u201cnice table with many rows\u201d) now", "Show it"),
        ("Read \u201cthe whole file\u201d and print its lines with numbers", "Read \u201cthe whole file\u201d and print"),
        ("Get the user's repositories and their stars", "Get the user's repositories"),
        # real servers' descriptions: never an article, preposition, conjunction or a modifier left hanging
        ("Creates a new branch from an optional base branch", "Creates a new branch"),
        ("Fast file pattern matching tool that works with any codebase size", "Fast file pattern matching tool"),
        ("Remove protection from a previously protected branch", "Remove protection"),
        ("Add a note to an issue, optionally as an internal note", "Add a note to an issue"),
        ("Get logs from Kubernetes resources like pods, deployments", "Get logs from Kubernetes resources"),
        ("Update project settings such as description, visibility", "Update project settings"),
        ("Verify that the counterpart is still responding to pings", "Verify that the counterpart"),
        ("", ""),
    ],
)
def test_cut_brief(text: str, expected: str) -> None:
    cut = cut_brief(text)
    assert cut == expected
    assert len(cut) <= 40


def test_every_corpus_brief_is_short_and_outside_brackets() -> None:
    tools = json.loads(CORPUS.read_text(encoding="utf-8"))["tools"]
    for raw in tools:
        brief = brief_for(raw)
        assert 0 < len(brief) <= 40, raw["name"]
        assert brief.count("(") == brief.count(")") and brief.count("[") == brief.count("]"), brief
        assert brief.count('"') % 2 == 0, brief


def test_hostile_markdown_is_read_only_as_far_as_a_brief_needs() -> None:
    # "[[[[…" and "*a *a …" make the Markdown expressions slow on long text; a
    # brief reads the start of the description only, so this returns at once.
    assert brief_for({"name": "open_all", "description": "[" * 100_000}) == "open all"
    assert brief_for({"name": "x", "description": "Stars. " + "*a " * 40_000}) == "Stars"


def test_a_docstring_description_is_prose_not_a_code_block() -> None:
    """Why strip_markdown is hand-written rather than markdown-it-py (installed
    with rich): servers that take descriptions from Python docstrings send them
    indented, which CommonMark reads as one code block, so the library leaves no
    sentence and the brief would fall back to the tool's name. On every other
    description in the repository's captures and fixtures the two agree but for
    an HTML comment."""
    from markdown_it import MarkdownIt

    description = ("\n                        Search the notes by keyword.\n                        \n"
                   "                        Results come newest first.\n                        ")
    assert brief_for({"name": "mcp__notes__search", "description": description}) == "Search the notes by keyword"
    assert [token.type for token in MarkdownIt("commonmark").parse(description)] == ["code_block"]


@pytest.mark.parametrize(
    ("raw", "brief"),
    [
        # @playwright/mcp's browser_wait_for: its own title waits for more
        ({"name": "browser_wait_for", "annotations": {"title": "Wait for"},
          "description": "Wait for text to appear or disappear or a specified time to pass"},
         "Wait for text to appear or disappear"),
        ({"name": "send_to", "title": "Send to", "description": "Send to"}, "Send to"),  # nothing ends well: the first
        ({"name": "copy_file", "title": "Copy with", "description": ""}, "copy file"),
        ({"name": "x", "title": "Copy the", "annotations": {"title": "Copy a file"}}, "Copy a file"),
    ],
)
def test_a_source_that_waits_for_more_gives_way_to_the_next(raw: dict, brief: str) -> None:
    assert brief_for(raw) == brief


def test_every_real_servers_brief_ends_on_a_complete_phrase() -> None:
    """Every tool of the real-server corpus: a brief of at most 40 code points
    whose last word does not wait for the rest of its phrase."""
    listings = [*server_listings().values(), CORPUS]
    checked = 0
    for path in listings:
        for raw in json.loads(path.read_text(encoding="utf-8"))["tools"]:
            brief = brief_for(raw)
            assert 0 < len(brief) <= 40, (path.name, raw["name"])
            assert not _dangles(brief.split(" ")[-1]), (path.name, raw["name"], brief)
            checked += 1
    assert checked > 1000
