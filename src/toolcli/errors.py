"""The one domain exception family, caught at the CLI edge.

Each error knows its exit code (SPEC §3.1) and prints as a single line.
"""

from __future__ import annotations


class ToolcliError(Exception):
    """A user-facing failure: one line, no traceback."""

    exit_code = 2


class UsageError(ToolcliError):
    """A command line that cannot be acted on."""


class LoadError(ToolcliError):
    """A file that cannot be read or parsed: ``path:line:col: what``."""

    def __init__(self, path: str, line: int, col: int, what: str) -> None:
        self.path = path
        self.line = line
        self.col = col
        self.what = what
        super().__init__(f"{path}:{line}:{col}: {what}")


class ImportFailure(ToolcliError):
    """An MCP import that failed or timed out."""
