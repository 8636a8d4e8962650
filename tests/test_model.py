"""The model is a leaf: it imports only the standard library (the seed's rule)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import toolcli.files.pointer
import toolcli.model

LEAVES = {"model": Path(toolcli.model.__file__), "files.pointer": Path(toolcli.files.pointer.__file__)}
# Leaves: neither imports anything of toolcli.
ALLOWED_PROJECT_IMPORTS = {"model": set(), "files.pointer": set()}


@pytest.mark.parametrize("leaf", sorted(LEAVES))
def test_model_source_imports_only_the_standard_library(leaf: str) -> None:
    tree = ast.parse(LEAVES[leaf].read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                assert (node.level, node.module) in ALLOWED_PROJECT_IMPORTS[leaf], \
                    f"toolcli.{leaf} imports .{node.module} from toolcli"
                continue
            imported.add((node.module or "").split(".")[0])
    outside = sorted(name for name in imported if name not in sys.stdlib_module_names)
    assert not outside, f"toolcli.{leaf} imports {outside}"


def test_importing_the_model_loads_nothing_outside_the_standard_library() -> None:
    code = (
        "import sys; before = set(sys.modules); import toolcli.model; "
        "print('\\n'.join(sorted(set(sys.modules) - before)))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = [name for name in result.stdout.split() if name]
    foreign = [name for name in loaded
               if name.split(".")[0] not in sys.stdlib_module_names and name not in ("toolcli", "toolcli._version", "toolcli.model")]
    assert "toolcli.model" in loaded
    assert not foreign, f"importing toolcli.model loaded {foreign}"


# ---------------------------------------------------------------- one value-object idiom

SOURCE = Path(toolcli.model.__file__).parent


def test_value_objects_are_records_not_dataclasses() -> None:
    """One idiom: Record (model.py says why); no @dataclass anywhere in toolcli."""
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                found += [f"{path.relative_to(SOURCE)}: {node.name}" for decorator in node.decorator_list
                          if "dataclass" in ast.unparse(decorator)]
    assert not found, f"dataclasses beside Record: {found}"


def _records() -> list[type]:
    import importlib
    import pkgutil

    import toolcli

    for module in pkgutil.walk_packages(toolcli.__path__, "toolcli."):
        if module.name != "toolcli.__main__" and module.name != "toolcli.pytest_plugin":
            importlib.import_module(module.name)
    found, pending = [], [toolcli.model.Record]
    while pending:
        for subclass in pending.pop().__subclasses__():
            found.append(subclass)
            pending.append(subclass)
    return sorted(found, key=lambda cls: (cls.__module__, cls.__qualname__))


@pytest.mark.parametrize("record", _records(), ids=lambda cls: f"{cls.__module__}.{cls.__qualname__}")
def test_a_records_init_takes_its_slots_in_order(record: type) -> None:
    """A hand-written __init__ must set every field, in the order of __slots__:
    replace(), pickling and equality rely on it."""
    import inspect

    parameters = list(inspect.signature(record.__init__).parameters)[1:]
    assert tuple(parameters) == record.__slots__
    assert set(record._compared) <= set(record.__slots__)
    values = {name: object() for name in parameters}
    made = record(**values)
    assert all(getattr(made, name) is value for name, value in values.items())
    with pytest.raises(AttributeError):
        made.__dict__  # slots only
    assert made.replace() == made and hash(made.replace()) == hash(made)
