"""toolcli: inspect, validate and review the tool surfaces an LLM agent shows its model.

The library (SPEC §11) is the code the commands run::

    import toolcli

    reg = toolcli.load("path/to/registry")          # LoadError on a file that cannot be read
    tools = reg.surface("coding").payload("openai")  # == toolcli surface --profile coding --format openai
    strict = reg.surface("coding").payload("openai", strict=True)  # ... --format openai --strict
    toolcli.restore_arguments(reg, "mcp__fetch__fetch", {"url": "u", "max_length": None})  # {"url": "u"}
    reg.query("bash")                                # == toolcli query bash --format json, one entry
    toolcli.validate(reg, targets=["openai"]).to_dict()  # == toolcli validate --format json

Importing this package is cheap: the API's modules (and jsonschema, which
only ``validate`` needs) load on first use, and the command line's typer and
rich are never imported by the API. The errors: ``LoadError`` (a file that
cannot be read, or no registry at the path), ``UsageError`` (also a
ValueError: an unknown profile, format, target or rule selector), both
``ToolcliError``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._version import __version__

if TYPE_CHECKING:
    from .api import Registry, Surface, load, restore_arguments, validate
    from .errors import LoadError, ToolcliError, UsageError
    from .validation import Report

__all__ = [
    "LoadError",
    "Registry",
    "Report",
    "Surface",
    "ToolcliError",
    "UsageError",
    "__version__",
    "load",
    "restore_arguments",
    "validate",
]


def __getattr__(name: str) -> Any:
    """The API's objects, imported on first access (PEP 562)."""
    if name in ("Registry", "Surface", "load", "restore_arguments", "validate"):
        from . import api

        value = getattr(api, name)
    elif name in ("LoadError", "ToolcliError", "UsageError"):
        from . import errors

        value = getattr(errors, name)
    elif name == "Report":
        from .validation import Report

        value = Report
    else:
        raise AttributeError(f"module 'toolcli' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
