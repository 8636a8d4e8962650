"""The package's shape: no import cycle (lazy imports inside functions
included), rule modules without per-run state of their own, and a README
Layout section that names every module and package."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import REPO
import toolcli

PACKAGE = Path(toolcli.__file__).parent


def _modules() -> dict[str, Path]:
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ["toolcli", *path.relative_to(PACKAGE).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """Project modules `name` imports anywhere in its source."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - node.level + 1]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            targets = [prefix] + [f"{prefix}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            # A submodule importing its own package's __init__ is how Python
            # loads packages, not an arrow of the design.
            if target in modules and target != name and not name.startswith(target + "."):
                found.add(target)
    return found


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))
    return components


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_inside_the_package() -> None:
    modules = _modules()
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    assert _cycles(graph) == []


def test_rule_modules_keep_no_state_of_their_own() -> None:
    """Per-run indexes live on the rule context (Context.derived), never in a
    module-level cache keyed by the context."""
    found = []
    for path in sorted((PACKAGE / "rules").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [alias.name for alias in node.names] + [getattr(node, "module", None) or ""]
                found += [f"{path.name} imports {name}" for name in names if name.startswith("weakref")]
    assert not found


def test_the_readme_layout_names_every_module_and_package() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    source = REPO / "src" / "toolcli"  # the checkout's, whichever toolcli is installed
    block = readme.split("## Layout", 1)[1].split("```", 2)[1]
    tokens = [line.split()[0] for line in block.splitlines() if line.startswith("  ") and not line.startswith("   ")]
    named = {token.rstrip("/").removesuffix(".py") for token in tokens}
    present = {path.stem if path.is_file() else path.name for path in source.iterdir()
               if (path.suffix == ".py" or (path.is_dir() and (path / "__init__.py").exists()))}
    assert present - named == set(), "modules the README's Layout section does not name"
    assert named - present == set(), "names in the README's Layout section that are not modules"
