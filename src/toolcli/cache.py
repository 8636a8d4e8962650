"""A content-addressed cache of schema verdicts in the user cache directory.

Keys are sha256 digests of a schema's canonical JSON; the file also records
the toolcli and jsonschema versions, so an upgrade starts a fresh cache. A
cache that cannot be read or does not look right is ignored and rebuilt,
never trusted.
"""

from __future__ import annotations

import json
import os
import tempfile
from importlib.metadata import version
from pathlib import Path

from . import __version__


def cache_dir() -> Path:
    explicit = os.environ.get("TOOLCLI_CACHE_DIR")
    if explicit:
        return Path(explicit)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "toolcli"


class VerdictStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.stamp = f"toolcli {__version__}; jsonschema {version('jsonschema')}"
        self.verdicts: dict[str, list[str]] = {}
        self.dirty = False
        self._read()

    def _read(self) -> None:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        if not isinstance(data, dict) or data.get("stamp") != self.stamp:
            return
        verdicts = data.get("verdicts")
        if not isinstance(verdicts, dict):
            return
        for key, problems in verdicts.items():
            if (isinstance(key, str) and len(key) == 64 and isinstance(problems, list)
                    and all(isinstance(p, str) for p in problems)):
                self.verdicts[key] = problems

    def get(self, key: str) -> list[str] | None:
        return self.verdicts.get(key)

    def put(self, key: str, problems: list[str]) -> None:
        self.verdicts[key] = problems
        self.dirty = True

    def flush(self) -> None:
        """Write the cache atomically; a cache that cannot be written is skipped."""
        if not self.dirty:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".verdicts-", suffix=".tmp")
        except OSError:
            return
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump({"stamp": self.stamp, "verdicts": self.verdicts}, out,
                          sort_keys=True, separators=(",", ":"))
            os.replace(tmp, self.path)
        except OSError:
            Path(tmp).unlink(missing_ok=True)


def open_verdict_store() -> VerdictStore:
    return VerdictStore(cache_dir() / "schema-verdicts.json")
