"""A content-addressed cache of schema verdicts in the user cache directory.

Keys are sha256 digests of a schema's canonical JSON, values the problems
`schema_check.schema_problems` found (an empty list for a valid schema) and
the schema's complexity as `schema_walk.measure` gives it (X005's verdict, and
whether other rules may process the schema). The file carries a stamp (the
toolcli and jsonschema versions and a digest of the code that gives the
verdicts), so an upgrade or an edit of that code starts a fresh cache, and a
checksum over the verdicts. A file that cannot be read,
has another stamp, has the wrong shape or fails its checksum is ignored as a
whole and rewritten on the next flush: a verdict is never taken from it.

The checksum catches accidental damage (a truncated write, an edit by hand, a
CI cache restored from elsewhere); it is not a signature. Whoever can write
the cache directory could recompute it, as they could edit the installed
toolcli itself. For a cache restored from an untrusted source, use
`--no-cache`.
"""

from __future__ import annotations

import hashlib
import json
from itertools import chain
import os
import re
from pathlib import Path
from typing import Any

from . import __version__
from .schema_walk import Complexity

FORMAT = 3
VERDICT_CODE = ("schema_check.py", "schema_walk.py")  # the code whose results are kept
MAX_ENTRIES = 100_000  # past this, a flush keeps only the verdicts used by the run
MAX_FILE_BYTES = 64 * 1024 * 1024
_DIGESTS = re.compile(r"(?:[0-9a-f]{64})*")


def cache_dir() -> Path:
    explicit = os.environ.get("TOOLCLI_CACHE_DIR")
    if explicit:
        return Path(explicit)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "toolcli"


def verdict_stamp() -> str:
    """What the verdicts depend on, without importing jsonschema."""
    try:
        digest = hashlib.sha256()
        for name in VERDICT_CODE:
            digest.update(Path(__file__).with_name(name).read_bytes())
        code = digest.hexdigest()[:16]
    except OSError:  # installed without sources: the versions alone
        code = "no source"
    return f"toolcli {__version__}; jsonschema {_jsonschema_version()}; check {code}; format {FORMAT}"


def _jsonschema_version() -> str:
    """jsonschema's version from its dist-info folder name (`importlib.metadata`
    costs more to import than the rest of a warm run's cache handling)."""
    from importlib.util import find_spec

    spec = find_spec("jsonschema")
    if spec is not None and spec.origin:
        site = Path(spec.origin).parent.parent
        found = sorted(site.glob("jsonschema-*.dist-info"))
        if len(found) == 1:
            return found[0].name[len("jsonschema-"):-len(".dist-info")]
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("jsonschema")
    except PackageNotFoundError:
        return "unknown"


def checksum(stamp: str, verdicts: dict[str, list[str]], complexity: dict[str, list] | None = None) -> str:
    text = json.dumps([stamp, verdicts, complexity or {}], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _digest_keys(mapping: dict) -> bool:
    """Every key a sha256 hex digest (one pattern over all of them at once)."""
    keys = list(mapping)
    if not all(key.__class__ is str for key in keys) or not set(map(len, keys)) <= {64}:
        return False
    return _DIGESTS.fullmatch("".join(keys)) is not None


def _only(values: Any, *types: type) -> bool:
    return set(map(type, values)) <= set(types)


def well_formed(verdicts: Any) -> bool:
    """A digest -> list-of-strings mapping, nothing else."""
    return (isinstance(verdicts, dict) and _digest_keys(verdicts) and _only(verdicts.values(), list)
            and _only(chain.from_iterable(verdicts.values()), str))


def well_formed_complexity(complexity: Any) -> bool:
    """A digest -> [depth, subschemas, longest string, reason or null, pointer] mapping."""
    if not isinstance(complexity, dict) or not _digest_keys(complexity):
        return False
    entries = list(complexity.values())
    if not _only(entries, list) or not set(map(len, entries)) <= {5}:
        return False
    if not entries:
        return True
    depths, counts, longest, reasons, pointers = zip(*entries)
    numbers = depths + counts + longest
    return (_only(numbers, int) and min(numbers) >= 0 and _only(reasons, str, type(None))
            and _only(pointers, str))


class VerdictStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.stamp = verdict_stamp()
        self.used: set[str] = set()
        self.dirty = False
        self.verdicts: dict[str, list[str]] = {}
        self.complexities: dict[str, list] = {}
        self._read()

    def _read(self) -> None:
        try:
            if self.path.stat().st_size > MAX_FILE_BYTES:
                return
            data = json.loads(self.path.read_bytes())
        except (OSError, ValueError, RecursionError):
            return
        if not isinstance(data, dict) or set(data) != {"stamp", "check", "verdicts", "complexity"}:
            return
        verdicts, complexity = data["verdicts"], data["complexity"]
        if data["stamp"] != self.stamp or not well_formed(verdicts) or not well_formed_complexity(complexity):
            return
        if data["check"] != checksum(self.stamp, verdicts, complexity):
            return
        self.verdicts, self.complexities = verdicts, complexity

    def get(self, key: str) -> list[str] | None:
        problems = self.verdicts.get(key)
        if problems is not None:
            self.used.add(key)
            return list(problems)
        return None

    def put(self, key: str, problems: list[str]) -> None:
        self.verdicts[key] = list(problems)
        self.used.add(key)
        self.dirty = True

    def get_complexity(self, key: str) -> Complexity | None:
        entry = self.complexities.get(key)
        if entry is None:
            return None
        self.used.add(key)
        return Complexity(*entry)

    def put_complexity(self, key: str, complexity: Complexity) -> None:
        self.complexities[key] = [complexity.depth, complexity.subschemas, complexity.longest_string,
                                  complexity.reason, complexity.pointer]
        self.used.add(key)
        self.dirty = True

    def flush(self) -> None:
        """Write the cache atomically; a cache that cannot be written is skipped."""
        if len(self.verdicts) > MAX_ENTRIES or len(self.complexities) > MAX_ENTRIES:
            self.verdicts = {key: self.verdicts[key] for key in self.used if key in self.verdicts}
            self.complexities = {key: self.complexities[key] for key in self.used if key in self.complexities}
            self.dirty = True
        if not self.dirty:
            return
        document = {"check": checksum(self.stamp, self.verdicts, self.complexities),
                    "complexity": self.complexities, "stamp": self.stamp, "verdicts": self.verdicts}
        import tempfile

        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".verdicts-", suffix=".tmp")
        except OSError:
            return
        try:
            with os.fdopen(fd, "w", encoding="ascii") as out:  # a message may quote a lone surrogate
                json.dump(document, out, sort_keys=True, separators=(",", ":"))
            os.replace(tmp, self.path)
        except OSError:
            Path(tmp).unlink(missing_ok=True)
        self.dirty = False


def open_verdict_store() -> VerdictStore:
    return VerdictStore(cache_dir() / "schema-verdicts.json")
