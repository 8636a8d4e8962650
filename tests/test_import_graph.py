"""The package's shape: every import points down a named order of rooms, with
imports inside functions and imports for type checking alone counted like
any other (and told apart in every message); no cycle, no module importing
the facade, a model that imports nothing of toolcli; rule modules without
per-run state of their own, and a README Layout section that names every
module and package."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path
from typing import NamedTuple

from conftest import REPO
import toolcli

PACKAGE = Path(toolcli.__file__).parent

# The rooms of the package from the top down: a module may import from its own
# room and from any room on a lower row, never from its row or above. A room
# is a top-level module or package; "toolcli" is the facade, __init__.py.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("__main__", "pytest_plugin"),  # entry points
    ("cli",),  # the command line: parses options, calls one function
    ("toolcli",),  # the facade: the public API, imported lazily
    ("api",),  # the library's objects over the commands' own functions
    ("reporters",),  # every renderer: reads any result, decides nothing
    ("validation", "capture_check", "scaffold"),  # one command's core run
    ("rules", "golden", "payloads", "matrix", "contract", "baseline"),  # what a run is made of
    ("token_costs",),  # what a surface costs in tokens: the payload entry counted
    ("loading", "convert"),  # files -> RegistryModel, schema conversions
    ("providers",),  # provider targets: their facts and what the facts reject in a schema
    ("mcp", "schema", "surface"),  # MCP listings, schema walks, surfaces
    ("tokens",),  # token counts
    ("cache",),  # what is remembered across runs, and the judges run on what is not
    ("files", "console", "queries", "diagnostics"),  # reading with limits, the one Console, queries
    ("safe_text",),  # the one sanitiser
    ("detectors", "canonical", "textdiff", "heap", "errors", "ci", "payload_entries"),  # leaves over strings, JSON, the CI variable
    ("model", "_version"),  # the records of the registry, the version: standard library only
)
ROW = {room: row for row, rooms in enumerate(LAYERS) for room in rooms}


class Import(NamedTuple):
    source: str  # the importing module
    target: str  # the imported module of toolcli
    kind: str  # "module" (at import time), "inner" (inside a function) or "typing" (if TYPE_CHECKING)

    def __str__(self) -> str:
        return f"{self.source} -> {self.target} ({self.kind})"


def _modules() -> dict[str, Path]:
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ["toolcli", *path.relative_to(PACKAGE).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _kinds(tree: ast.Module) -> dict[ast.AST, str]:
    """The kind of every import statement in a module's tree."""
    kinds: dict[ast.AST, str] = {}

    def visit(node: ast.AST, kind: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                kinds[child] = kind
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                visit(child, "typing" if kind == "typing" else "inner")
            elif isinstance(child, ast.If) and _type_checking(child.test):
                for statement in child.body:
                    visit(ast.Module(body=[statement], type_ignores=[]), "typing")
                for statement in child.orelse:
                    visit(ast.Module(body=[statement], type_ignores=[]), kind)
            else:
                visit(child, kind)

    visit(tree, "module")
    return kinds


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(name: str, source: str, modules: set[str], is_package: bool = False) -> list[Import]:
    """Every import of a toolcli module in `source` (the module `name`). `from
    P import N` imports the module P.N when there is one, else the module P:
    `from .. import __version__` imports the facade. Either way it runs P's
    `__init__` first: a module importing from a package it is inside of (`from .
    import N`) imports that package too, which is a cycle when the package's
    `__init__` imports the module."""
    found = []
    for node, kind in _kinds(ast.parse(source)).items():
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - node.level + 1]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            targets = [f"{prefix}.{alias.name}" if f"{prefix}.{alias.name}" in modules else prefix
                       for alias in node.names]
            if name.startswith(prefix + ".") and prefix != "toolcli":  # its own package (the facade: above)
                targets.insert(0, prefix)
        found += [Import(name, target, kind) for target in dict.fromkeys(targets)
                  if target in modules and target != name]
    return found


def _graph() -> list[Import]:
    modules = _modules()
    return [found for name, path in sorted(modules.items())
            for found in imports_of(name, path.read_text(encoding="utf-8"), set(modules),
                                    path.name == "__init__.py")]


def _room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "toolcli"


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


def test_importing_from_ones_own_package_imports_the_package() -> None:
    modules = {"toolcli", "toolcli.cli", "toolcli.cli.app", "toolcli.cli.ending", "toolcli.files"}
    found = {i.target for i in imports_of("toolcli.cli.app", "from . import ending\nfrom ..files import x\n", modules)}
    assert found == {"toolcli.cli", "toolcli.cli.ending", "toolcli.files"}
    graph = {"toolcli.cli": {"toolcli.cli.app"}, "toolcli.cli.app": found, "toolcli.cli.ending": set(),
             "toolcli.files": set()}
    assert _cycles(graph) == [["toolcli.cli", "toolcli.cli.app"]]


def test_imports_are_told_apart_by_kind() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "from ..model import RegistryModel\n"
        "from . import surface\n"
        "from .. import __version__\n"
        "if TYPE_CHECKING:\n"
        "    from ..queries import Lookup\n"
        "def f():\n"
        "    from ..files import pointer\n"
    )
    modules = {"toolcli", "toolcli.model", "toolcli.surface", "toolcli.queries", "toolcli.files",
               "toolcli.files.pointer", "toolcli.golden", "toolcli.golden.review"}
    found = {str(i) for i in imports_of("toolcli.golden.review", source, modules)}
    assert found == {
        "toolcli.golden.review -> toolcli.model (module)",
        "toolcli.golden.review -> toolcli.golden (module)",  # `from . import surface`: no golden.surface
        "toolcli.golden.review -> toolcli (module)",  # the facade, for __version__
        "toolcli.golden.review -> toolcli.queries (typing)",
        "toolcli.golden.review -> toolcli.files.pointer (inner)",
    }


def test_every_room_has_a_row() -> None:
    rooms = {_room(name) for name in _modules()}
    assert rooms - set(ROW) == set(), "rooms LAYERS does not place"
    assert set(ROW) - rooms == set(), "LAYERS names rooms that do not exist"


def test_every_import_points_down_the_layers() -> None:
    graph = _graph()
    upward = [str(i) for i in graph if _room(i.source) != _room(i.target)
              and ROW[_room(i.target)] <= ROW[_room(i.source)]]
    assert upward == []
    # What the counts cover, for the record of a failure: every kind is read.
    assert Counter(i.kind for i in graph).keys() == {"module", "inner", "typing"}


def test_no_import_cycle_inside_the_package() -> None:
    graph: dict[str, set[str]] = {name: set() for name in _modules()}
    for found in _graph():
        graph[found.source].add(found.target)
    assert _cycles(graph) == []


def test_no_module_imports_the_facade() -> None:
    assert [str(i) for i in _graph() if i.target == "toolcli"] == []


def test_the_model_imports_nothing_of_toolcli() -> None:
    assert [str(i) for i in _graph() if i.source == "toolcli.model"] == []


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


def test_no_command_line_module_passes_300_lines() -> None:
    long = {path.name: n for path in (PACKAGE / "cli").glob("*.py")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 300}
    assert long == {}


def test_every_module_of_rules_but_the_machinery_defines_a_rule() -> None:
    from toolcli.rules.catalogue import all_rules

    defining = {rule.check.__module__.rsplit(".", 1)[1] for rule in all_rules()}
    modules = {path.stem for path in (PACKAGE / "rules").glob("*.py")} - {"__init__"}
    assert modules - defining == {"base", "catalogue", "context", "engine"}


def test_no_two_public_classes_share_a_name() -> None:
    defined: dict[str, list[str]] = {}
    for name, path in sorted(_modules().items()):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                defined.setdefault(node.name, []).append(name)
    assert {name: where for name, where in defined.items() if len(where) > 1} == {}
