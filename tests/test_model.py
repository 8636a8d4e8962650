"""The model is a leaf: it imports only the standard library (the seed's rule)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import toolcli.model

MODEL = Path(toolcli.model.__file__)


def test_model_source_imports_only_the_standard_library() -> None:
    tree = ast.parse(MODEL.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "the model imports nothing from toolcli"
            imported.add((node.module or "").split(".")[0])
    outside = sorted(name for name in imported if name not in sys.stdlib_module_names)
    assert not outside, f"toolcli.model imports {outside}"


def test_importing_the_model_loads_nothing_outside_the_standard_library() -> None:
    code = (
        "import sys; before = set(sys.modules); import toolcli.model; "
        "print('\\n'.join(sorted(set(sys.modules) - before)))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = [name for name in result.stdout.split() if name]
    foreign = [name for name in loaded
               if name.split(".")[0] not in sys.stdlib_module_names and name not in ("toolcli", "toolcli.model")]
    assert "toolcli.model" in loaded
    assert not foreign, f"importing toolcli.model loaded {foreign}"
