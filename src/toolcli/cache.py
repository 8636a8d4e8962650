"""A content-addressed cache of schema verdicts in the user's cache directory.

Keys are sha256 digests of a schema's canonical JSON, values the problems
`schema.check.schema_problems` found (an empty list for a valid schema) and
the schema's complexity as `schema.walk.measure` gives it (X005's verdict, and
whether other rules may process the schema).

Where: `TOOLCLI_CACHE_DIR` when set, else the platform's user cache directory
for toolcli as platformdirs names it (`$XDG_CACHE_HOME/toolcli` or
`~/.cache/toolcli` on Linux, `~/Library/Caches/toolcli` on macOS,
`%LOCALAPPDATA%\\toolcli\\Cache` on Windows).

A cache file is one JSON object read and written whole:

    {"check":"<sha256 of the bytes after this member>","complexity":{...},"stamp":"...","verdicts":{...}}

The stamp names the toolcli and jsonschema versions and a digest of the code
that gives the verdicts, so an upgrade or an edit of that code starts a fresh
cache. A file that cannot be read, fails its checksum, has another stamp or
another layout is ignored as a whole and rewritten on the next flush; an entry
of the wrong shape is never used: a verdict is never taken from either.

A run looks up only what costs more to compute than the lookup, and reads its
file on the first lookup (benchmarks/RESULTS.md). A registry of WORTH_FROM
schemas or more looks up every verdict, in `schema-verdicts.json` (a warm
cache spares about 0.07 ms a schema). A smaller one looks up only the
verdicts that need jsonschema (importing it and building a validator costs
about 60 ms), in `jsonschema-verdicts.json`: it never parses a large
registry's verdicts (12 ms for 10,000), and one whose schemas the structural
check proves valid reads nothing. Each file serves every registry of its
kind a user checks; past MAX_ENTRIES a flush keeps only the verdicts the run
used, so a file stays under a few MB.

The checksum catches accidental damage (a truncated write, an edit by hand, a
CI cache restored from elsewhere); it is not a signature. Whoever can write
the cache directory could recompute it, as they could edit the installed
toolcli itself. For a cache restored from an untrusted source, use
`--no-cache`.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any

from . import __version__
from .schema.walk import Complexity

FORMAT = 5
FILE_NAME = "schema-verdicts.json"  # every verdict, for registries of WORTH_FROM schemas or more
SMALL_FILE_NAME = "jsonschema-verdicts.json"  # only those that need jsonschema, for smaller ones
VERDICT_CODE = ("schema/check.py", "schema/walk.py")  # the code whose results are kept
WORTH_FROM = 200  # schemas in a registry; below this the cache is not used (benchmarks/RESULTS.md)
MAX_ENTRIES = 20_000  # per section; past this, a flush keeps only the verdicts used by the run
MAX_FILE_BYTES = 64 * 1024 * 1024
SECTIONS = ("complexity", "verdicts")
_DIGEST = re.compile(r"[0-9a-f]{64}")
_CHECK = re.compile(rb'\{"check":"([0-9a-f]{64})",')


def cache_dir() -> Path:
    explicit = os.environ.get("TOOLCLI_CACHE_DIR")
    if explicit:
        return Path(explicit)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("toolcli", appauthor=False))


def verdict_stamp() -> str:
    """What the verdicts depend on, without importing jsonschema."""
    try:
        digest = hashlib.sha256()
        for name in VERDICT_CODE:
            digest.update((Path(__file__).parent / name).read_bytes())
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
        site = os.path.dirname(os.path.dirname(spec.origin))
        try:
            found = [name for name in os.listdir(site)
                     if name.startswith("jsonschema-") and name.endswith(".dist-info")]
        except OSError:
            found = []
        if len(found) == 1:
            return found[0][len("jsonschema-"):-len(".dist-info")]
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("jsonschema")
    except PackageNotFoundError:
        return "unknown"


def _layout(stamp: str, verdicts: dict[str, list[str]], complexity: dict[str, list]) -> bytes:
    """The file: sorted, compact, ASCII; the checksum first, over the bytes after it."""
    body = json.dumps({"complexity": complexity, "stamp": stamp, "verdicts": verdicts},
                      sort_keys=True, separators=(",", ":"))[1:]
    check = hashlib.sha256(body.encode("ascii")).hexdigest()
    return f'{{"check":"{check}",{body}'.encode("ascii")


def _problems(value: Any) -> list[str] | None:
    ok = value.__class__ is list and all(p.__class__ is str for p in value)
    return value if ok else None


def _complexity(value: Any) -> Complexity | None:
    ok = (value.__class__ is list and len(value) == 5
          and all(n.__class__ is int and n >= 0 for n in value[:3])
          and (value[3] is None or value[3].__class__ is str) and value[4].__class__ is str)
    return Complexity(*value) if ok else None


class VerdictStore:
    """The cache file's verdicts, read on first use; `complete`: whether the
    run asks it for every verdict or only for those that need jsonschema."""

    def __init__(self, path: Path | None = None, complete: bool = True) -> None:
        self._path = path  # None: the user's cache directory, looked up when first needed
        self.complete = complete
        self.used: set[str] = set()
        self.dirty = False
        self._sections: tuple[dict[str, Any], dict[str, Any]] | None = None

    @property
    def path(self) -> Path:
        if self._path is None:
            self._path = cache_dir() / (FILE_NAME if self.complete else SMALL_FILE_NAME)
        return self._path

    @property
    def complexities(self) -> dict[str, Any]:
        return self._read()[0]

    @property
    def verdicts(self) -> dict[str, Any]:
        return self._read()[1]

    def _read(self) -> tuple[dict[str, Any], dict[str, Any]]:
        if self._sections is None:
            self.stamp = verdict_stamp()
            self._sections = self._parse()
        return self._sections

    def _parse(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """The file's two sections, or two empty ones when it is not a cache of this stamp."""
        try:
            if self.path.stat().st_size > MAX_FILE_BYTES:
                return {}, {}
            data = self.path.read_bytes()
        except OSError:
            return {}, {}
        head = _CHECK.match(data)
        if head is None or hashlib.sha256(memoryview(data)[head.end():]).hexdigest() != head.group(1).decode():
            return {}, {}
        try:
            document = json.loads(data)
        except (ValueError, RecursionError):
            return {}, {}
        if (document.__class__ is not dict or document.keys() != {"check", "stamp", *SECTIONS}
                or document["stamp"] != self.stamp
                or not all(document[name].__class__ is dict for name in SECTIONS)):
            return {}, {}
        return document["complexity"], document["verdicts"]

    def get(self, key: str) -> list[str] | None:
        problems = _problems(self.verdicts.get(key))
        if problems is None:
            return None
        self.used.add(key)
        return list(problems)

    def put(self, key: str, problems: list[str]) -> None:
        self.verdicts[key] = list(problems)
        self.used.add(key)
        self.dirty = True

    def get_complexity(self, key: str) -> Complexity | None:
        found = _complexity(self.complexities.get(key))
        if found is not None:
            self.used.add(key)
        return found

    def put_complexity(self, key: str, complexity: Complexity) -> None:
        self.complexities[key] = [complexity.depth, complexity.subschemas,
                                  complexity.longest_string, complexity.reason, complexity.pointer]
        self.used.add(key)
        self.dirty = True

    def flush(self) -> None:
        """Write the cache atomically; a cache that cannot be written is skipped."""
        if not self.dirty:
            return
        verdicts = {key: value for key, value in self.verdicts.items()
                    if _DIGEST.fullmatch(key) and _problems(value) is not None}
        complexity = {key: value for key, value in self.complexities.items()
                      if _DIGEST.fullmatch(key) and _complexity(value) is not None}
        if len(verdicts) > MAX_ENTRIES or len(complexity) > MAX_ENTRIES:
            verdicts = {key: verdicts[key] for key in self.used if key in verdicts}
            complexity = {key: complexity[key] for key in self.used if key in complexity}
        from .errors import UsageError
        from .files.write import make_directories, write_inside

        try:  # ASCII: a message may quote a lone surrogate; not fsynced: a lost cache costs a rerun
            make_directories(self.path.parent, str(self.path.parent))
            write_inside(self.path.parent, self.path.name, _layout(self.stamp, verdicts, complexity), durable=False)
        except UsageError:
            pass
        self.dirty = False


def verdict_store_for(schemas: int) -> VerdictStore:
    """The user's verdict cache for a run on a registry of `schemas` schemas."""
    return VerdictStore(complete=schemas >= WORTH_FROM)
