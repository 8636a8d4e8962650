"""The README cites only what the repository has: every relative link, every
repository path it names and every room of its Layout exist, and it names no
document that is not in the checkout."""

from __future__ import annotations

import re

from conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
# Top-level entries of the repository a reader may look for; external/, golden/
# and specs/ are left out, since the README names them as the parts of any registry.
SHIPPED = ("benchmarks", "docs", "src", "tests", ".ci", "action.yml", ".pre-commit-hooks.yaml", "LICENSE",
           "pyproject.toml")
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
_CODE = re.compile(r"`([^`\s]+)`")
_PLACEHOLDER = re.compile(r"[<>*]|(?:^|/)(?:[A-Z]+|C00N)(?:/|$)")


def test_every_relative_link_exists() -> None:
    targets = [target.split("#", 1)[0] for target in _LINK.findall(README)
               if not re.match(r"[a-z]+:", target) and not target.startswith("#")]
    assert "docs/CONFIGURATION.md" in targets and "LICENSE" in targets
    missing = [target for target in targets if not (REPO / target).exists()]
    assert not missing, f"README links to files the repository lacks: {missing}"


def test_every_repository_path_it_names_exists() -> None:
    cited = {token for token in _CODE.findall(README) + re.findall(r"\b(?:docs|benchmarks|tests)/[\w./-]+", README)
             if token.split("/", 1)[0] in SHIPPED and not _PLACEHOLDER.search(token)}
    assert "docs/CONFIGURATION.md" in cited and "tests/test_import_graph.py" in cited
    missing = sorted(path for path in cited if not (REPO / path.rstrip(".,;:)")).exists())
    assert not missing, f"README names files the repository lacks: {missing}"


def test_every_room_of_the_layout_exists() -> None:
    block = README.split("\n## Layout\n", 1)[1].split("```\n", 2)[1]
    package = REPO / "src" / "toolcli"
    rooms = [line.split()[0] for line in block.splitlines()[1:] if line.startswith("  ") and line[2] != " "]
    assert "cli/" in rooms and "model.py" in rooms
    missing = [room for room in rooms if not (package / room).exists()]
    assert not missing, f"the Layout names rooms src/toolcli lacks: {missing}"
    for line in block.splitlines():
        if not line.startswith(" "):  # tests/, benchmarks/: top-level folders
            assert (REPO / line.split()[0]).exists(), line


def test_it_cites_no_document_outside_the_repository() -> None:
    """The product specification lives outside the checkout: the README says
    what it needs in its own words, or points at docs/."""
    assert not re.search(r"\bSPEC\b", README) and "product specification" not in README


def test_every_passage_cited_from_the_benchmark_results_is_there() -> None:
    """A comment, docstring or document that quotes a heading or row of
    benchmarks/RESULTS.md as its evidence quotes one the file still has."""
    results = _plain((REPO / "benchmarks" / "RESULTS.md").read_text(encoding="utf-8"))
    citing = [*sorted((REPO / "src").rglob("*.py")), *sorted((REPO / "tests").rglob("*.py")),
              *sorted((REPO / "tests").rglob("README.md")), *sorted((REPO / "docs").rglob("*.md")),
              REPO / "README.md", REPO / "pyproject.toml"]
    cited = {(quote, path.relative_to(REPO).as_posix()) for path in citing
             for quote in re.findall(r'benchmarks/RESULTS\.md`?,?\s*\(?(?:the row\s+)?"([^"]+)"',
                                     _plain(path.read_text(encoding="utf-8")))}
    assert len(cited) > 10
    missing = sorted((path, quote) for quote, path in cited if quote not in results)
    assert not missing, f"quoted from benchmarks/RESULTS.md but not in it: {missing}"


def _plain(text: str) -> str:
    """The text as one line: comment marks at line starts, backticks and runs of
    white space gone."""
    return " ".join(re.sub(r"\n\s*#+", "\n", text).replace("`", "").split())
