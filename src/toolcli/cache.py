"""A content-addressed cache of schema and text verdicts in the user's cache directory.

Schema keys are `verdict_key(schema)`: the sha256 of the schema's marshal bytes
(format version 2, which holds values only, key order included: the
cheapest exact serialisation the standard library has, a quarter of the
cost of canonical JSON; the key is never read back). Values are the problems
`schema.check.schema_problems` found (an empty list for a valid schema) and
the schema's complexity as `schema.walk.measure` gives it (X005's verdict, and
whether other rules may process the schema).

The "quiet" section says which rules of `rules.context.QUIET_RULES` (a bit
each) are known to find nothing in a schema (under its `verdict_key`) or in
a model-visible string (under `text_key(text)`, its sha256: the text itself
is never written): rules whose verdict there depends on it alone. Only
"found nothing" is kept, so what fires is read again on every run.

Where: `TOOLCLI_CACHE_DIR` when set, else the platform's user cache directory
for toolcli as platformdirs names it (`$XDG_CACHE_HOME/toolcli` or
`~/.cache/toolcli` on Linux, `~/Library/Caches/toolcli` on macOS,
`%LOCALAPPDATA%\\toolcli\\Cache` on Windows).

A cache file is one JSON object read and written whole:

    {"check":"<sha256 of the bytes after this member>","complexity":{...},"quiet":{...},"stamp":"...","verdicts":{...}}

The stamp names the toolcli and jsonschema versions and a digest of the code
that gives the verdicts, so an upgrade or an edit of that code starts a fresh
cache. A file that cannot be read, fails its checksum, has another stamp or
another layout is ignored as a whole and rewritten on the next flush; an entry
of the wrong shape is never used: a verdict is never taken from either.

A run looks up only what costs more to compute than the lookup, and reads its
file on the first lookup (benchmarks/RESULTS.md, "The verdict cache: where it
pays"). A registry of WORTH_FROM
schemas or more looks up every verdict, in `schema-verdicts.json` (a warm
cache spares about 0.07 ms a schema). A smaller one looks up only the
verdicts that need jsonschema (importing it and building a validator costs
about 60 ms) and the strings and tools X002 found nothing in (reading a
string costs far more than its lookup: 60 ms on the bundled registry's 553),
in `jsonschema-verdicts.json`: it never parses a large registry's verdicts
(12 ms for 10,000). Each file serves every registry of its kind a user
checks; past MAX_ENTRIES (MAX_QUIET, MAX_QUIET_SMALL in the smaller file) a
flush keeps only the verdicts the run used, so a file stays under a few MB.

The checksum catches accidental damage (a truncated write, an edit by hand, a
CI cache restored from elsewhere); it is not a signature. Whoever can write
the cache directory could recompute it, as they could edit the installed
toolcli itself. For a cache restored from an untrusted source, use
`--no-cache`.
"""

from __future__ import annotations

import hashlib
import json
import marshal
import os
import re
import sys
from pathlib import Path
from typing import Any

from ._version import __version__
from .schema.walk import Complexity

FORMAT = 10
FILE_NAME = "schema-verdicts.json"  # every verdict, for registries of WORTH_FROM schemas or more
SMALL_FILE_NAME = "jsonschema-verdicts.json"  # only those that need jsonschema, for smaller ones
# The code whose results are kept: the schema checks, and the rules of
# rules.context.QUIET_RULES with what they read.
VERDICT_CODE = ("schema/check.py", "schema/walk.py", "rules/security.py", "detectors/directives.py",
                "detectors/vocabulary.py", "detectors/readings.py", "detectors/credentials.py",
                "detectors/characters.py", "detectors/invisible.py", "detectors/evidence.py", "detectors/learned.py",
                "detectors/security_weights.json", "rules/security_schemas.py", "rules/compat.py",
                "providers/checks.py")
WORTH_FROM = 200  # schemas in a registry; below this the cache is not used (RESULTS.md, "where it pays")
MAX_ENTRIES = 20_000  # per section; past this, a flush keeps only the verdicts used by the run
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_QUIET = 100_000  # entries of the quiet section; past this, a flush keeps those used by the run
MAX_QUIET_SMALL = 10_000  # the same in the smaller registries' file, which every small run reads whole
SECTIONS = ("complexity", "quiet", "verdicts")
_DIGEST = re.compile(r"[0-9a-f]{32}")
_CHECK = re.compile(rb'\{"check":"([0-9a-f]{64})",')


def cache_dir() -> Path:
    explicit = os.environ.get("TOOLCLI_CACHE_DIR")
    if explicit:
        return Path(explicit)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("toolcli", appauthor=False))


# A key is the first 128 bits of a SHA-256, in hex: a collision stays out of reach for
# any number of entries a cache holds, and the file is 40 % smaller than with the whole
# digest, its writing and reading as much faster (benchmarks/RESULTS.md, "X002 on two
# processes").
KEY_LENGTH = 32


def verdict_key(schema: Any) -> str:
    """The key of `schema`'s verdicts. Equal keys mean equal values (marshal
    tells true from 1 and 1.0 from 1); the same schema with its keys in
    another order merely misses."""
    return hashlib.sha256(marshal.dumps(schema, 2)).hexdigest()[:KEY_LENGTH]


def verdict_stamp() -> str:
    """What the verdicts depend on, without importing jsonschema."""
    try:
        digest = hashlib.sha256()
        for name in VERDICT_CODE:
            digest.update((Path(__file__).parent / name).read_bytes())
        code = digest.hexdigest()[:16]
    except OSError:  # installed without sources: the versions alone
        code = "no source"
    python = "{}.{}".format(*sys.version_info)  # marshal's bytes may differ between versions
    return (f"toolcli {__version__}; jsonschema {_jsonschema_version()}; check {code}; "
            f"python {python}; format {FORMAT}")


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


def _layout(stamp: str, sections: dict[str, dict[str, Any]]) -> bytes:
    """The file: sorted, compact, ASCII; the checksum first, over the bytes after it."""
    whole = json.dumps({"stamp": stamp, **sections}, sort_keys=True, separators=(",", ":")).encode("ascii")
    body = memoryview(whole)[1:]  # one copy of a 4 MB file fewer at the end of a 10,000-tool run
    return b'{"check":"%s",%s' % (hashlib.sha256(body).hexdigest().encode("ascii"), body)


def text_key(text: str) -> str:
    """The key of a string's quiet rules: of its SHA-256, so the cache never holds the text."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:KEY_LENGTH]


def _problems(value: Any) -> list[str] | None:
    ok = value.__class__ is list and all(p.__class__ is str for p in value)
    return value if ok else None


def _quiet(value: Any) -> int:
    return value if value.__class__ is int and value > 0 else 0


def _complexity(value: Any) -> Complexity | None:
    if value.__class__ is not list or len(value) != 5:
        return None
    depth, subschemas, longest, reason, pointer = value
    ok = (depth.__class__ is int and subschemas.__class__ is int and longest.__class__ is int
          and depth >= 0 and subschemas >= 0 and longest >= 0
          and (reason is None or reason.__class__ is str) and pointer.__class__ is str)
    return Complexity(depth, subschemas, longest, reason, pointer) if ok else None


class VerdictStore:
    """The cache file's verdicts, read on first use; `complete`: whether the
    run asks it for every verdict or only for those that need jsonschema."""

    def __init__(self, path: Path | None = None, complete: bool = True) -> None:
        self._path = path  # None: the user's cache directory, looked up when first needed
        self.complete = complete
        self.used: set[str] = set()
        self.dirty = False
        self._sections: dict[str, dict[str, Any]] | None = None
        self._from_file = False  # whether the sections hold entries read from the file

    @property
    def path(self) -> Path:
        if self._path is None:
            self._path = cache_dir() / (FILE_NAME if self.complete else SMALL_FILE_NAME)
        return self._path

    @property
    def complexities(self) -> dict[str, Any]:
        return self._read()["complexity"]

    @property
    def verdicts(self) -> dict[str, Any]:
        return self._read()["verdicts"]

    @property
    def quiet(self) -> dict[str, Any]:
        return self._read()["quiet"]

    def _read(self) -> dict[str, dict[str, Any]]:
        if self._sections is None:
            self.stamp = verdict_stamp()
            self._sections = self._parse()
        return self._sections

    def _parse(self) -> dict[str, dict[str, Any]]:
        """The file's sections, or empty ones when it is not a cache of this stamp."""
        empty: dict[str, dict[str, Any]] = {name: {} for name in SECTIONS}
        try:
            if self.path.stat().st_size > MAX_FILE_BYTES:
                return empty
            data = self.path.read_bytes()
        except OSError:
            return empty
        head = _CHECK.match(data)
        if head is None or hashlib.sha256(memoryview(data)[head.end():]).hexdigest() != head.group(1).decode():
            return empty
        try:
            document = json.loads(data)
        except (ValueError, RecursionError):
            return empty
        if (document.__class__ is not dict or document.keys() != {"check", "stamp", *SECTIONS}
                or document["stamp"] != self.stamp
                or not all(document[name].__class__ is dict for name in SECTIONS)):
            return empty
        self._from_file = True
        return {name: document[name] for name in SECTIONS}

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

    def get_quiet(self, keys: list[str]) -> list[int]:
        """For each key, the rules (a bit each) known to find nothing in its schema
        or text; 0 if none."""
        section = self.quiet
        self.used.update(keys)
        return [value if (value := section.get(key)).__class__ is int and value > 0 else 0 for key in keys]

    def put_quiet(self, entries: list[tuple[str, int]]) -> None:
        """Remember (key, rules) pairs."""
        if entries:
            self.quiet.update(entries)
            self.used.update(key for key, _ in entries)
            self.dirty = True

    def flush(self) -> None:
        """Write the cache atomically; a cache that cannot be written is skipped."""
        if not self.dirty:
            return
        verdicts, complexity, quiet = self.verdicts, self.complexities, self.quiet
        if self._from_file:  # entries of the wrong shape are never used, nor written back
            verdicts = {key: value for key, value in verdicts.items()
                        if _DIGEST.fullmatch(key) and _problems(value) is not None}
            complexity = {key: value for key, value in complexity.items()
                          if _DIGEST.fullmatch(key) and _complexity(value) is not None}
            quiet = {key: value for key, value in quiet.items() if _DIGEST.fullmatch(key) and _quiet(value)}
        if len(verdicts) > MAX_ENTRIES or len(complexity) > MAX_ENTRIES:
            verdicts = {key: verdicts[key] for key in self.used if key in verdicts}
            complexity = {key: complexity[key] for key in self.used if key in complexity}
        if len(quiet) > (MAX_QUIET if self.complete else MAX_QUIET_SMALL):
            quiet = {key: quiet[key] for key in self.used if key in quiet}
        from .errors import UsageError
        from .files.write import make_directories, write_inside

        try:  # ASCII: a message may quote a lone surrogate; not fsynced: a lost cache costs a rerun
            make_directories(self.path.parent, str(self.path.parent))
            document = _layout(self.stamp, {"complexity": complexity, "quiet": quiet, "verdicts": verdicts})
            write_inside(self.path.parent, self.path.name, document, durable=False)
        except UsageError:
            pass
        self.dirty = False


def verdict_store_for(schemas: int) -> VerdictStore:
    """The user's verdict cache for a run on a registry of `schemas` schemas."""
    return VerdictStore(complete=schemas >= WORTH_FROM)
