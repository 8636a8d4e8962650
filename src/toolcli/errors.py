"""The one domain exception family, caught at the CLI edge.

Each error knows its exit code (SPEC §3.1) and prints as a single line.
"""

from __future__ import annotations


class ToolcliError(Exception):
    """A user-facing failure: one line, no traceback."""

    exit_code = 2


class UsageError(ToolcliError, ValueError):
    """A command line, or a call of the API, that cannot be acted on."""


class LoadError(ToolcliError):
    """A file that cannot be read or parsed: ``path:line:col: what``."""

    def __init__(self, path: str, line: int, col: int, what: str) -> None:
        self.path = path
        self.line = line
        self.col = col
        self.what = what
        super().__init__(f"{path}:{line}:{col}: {what}")


class RegistryNotFound(LoadError, UsageError):
    """A registry root that holds no ``toolspec.toml``: ``path: what``; both a
    usage error (the command line names it) and a load failure (the API's)."""

    def __init__(self, path: str, what: str) -> None:
        ToolcliError.__init__(self, f"{path}: {what}")
        self.path = path
        self.line = 0  # no file to point into
        self.col = 0
        self.what = what


class ImportFailure(ToolcliError):
    """An MCP import that failed or timed out."""


class OutputFailure(ToolcliError):
    """Standard output that did not take the whole document (a full disk, a
    closed stream); ``written`` of ``total`` bytes reached it."""

    def __init__(self, reason: str, written: int | None = None, total: int | None = None) -> None:
        counted = f" ({written} of {total} bytes written)" if total is not None else ""
        super().__init__(f"cannot write standard output: {reason}{counted}")
        self.written = written
        self.total = total
