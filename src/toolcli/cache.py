"""A content-addressed cache of schema verdicts in the user cache directory.

Keys are sha256 digests of a schema's canonical JSON, values the problems
`schema.check.schema_problems` found (an empty list for a valid schema) and
the schema's complexity as `schema.walk.measure` gives it (X005's verdict, and
whether other rules may process the schema). The file carries a stamp (the
toolcli and jsonschema versions and a digest of the code that gives the
verdicts), so an upgrade or an edit of that code starts a fresh cache, and a
checksum over everything after it. A file that cannot be read, has another
stamp, is not laid out as toolcli writes it or fails its checksum is ignored
as a whole and rewritten on the next flush; an entry of the wrong shape is
never used: a verdict is never taken from either.

One cache serves every registry a user checks, so it may hold far more
verdicts than a run needs. A run looks its schemas up where the sorted file
holds them (a binary search over the text) and parses the whole file only
when it looks many up or has verdicts to add.

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

FORMAT = 4
VERDICT_CODE = ("schema/check.py", "schema/walk.py")  # the code whose results are kept
MAX_ENTRIES = 100_000  # past this, a flush keeps only the verdicts used by the run
MAX_FILE_BYTES = 64 * 1024 * 1024
SEEKS_BEFORE_PARSING = 400  # lookups by search; past them the whole file is parsed once
_DIGEST = re.compile(r"[0-9a-f]{64}")
# An entry of a section: `{"<digest>":` or `,"<digest>":`. Inside a string a quote
# is always escaped, so this matches keys only.
_ENTRY = re.compile(rb'[{,]"([0-9a-f]{64})":')
_CHECK = re.compile(rb'\{"check":"([0-9a-f]{64})",')


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
    def __init__(self, path: Path) -> None:
        self.path = path
        self.stamp = verdict_stamp()
        self.used: set[str] = set()
        self.dirty = False
        self._data = b""  # the file, when its layout, stamp and checksum are right and it is not parsed
        self._sections: dict[str, tuple[int, int]] = {}  # section -> span of its object in _data
        self._seeks = 0
        # Entries in memory: those put by this run, and once the file is parsed, all of them.
        self._known: dict[str, dict[str, Any]] = {"verdicts": {}, "complexity": {}}
        self._parsed = False
        self._read()

    def _read(self) -> None:
        try:
            if self.path.stat().st_size > MAX_FILE_BYTES:
                return
            data = self.path.read_bytes()
        except OSError:
            return
        head = _CHECK.match(data)
        if head is None or hashlib.sha256(memoryview(data)[head.end():]).hexdigest() != head.group(1).decode():
            return
        start = head.end() + len(b'"complexity":')
        marker = f',"stamp":{json.dumps(self.stamp)},"verdicts":'.encode("ascii")
        middle = data.find(marker, start)
        if not data.startswith(b'"complexity":{', head.end()) or middle < 0 or not data.endswith(b"}}"):
            return  # another stamp, or not laid out as toolcli writes the file
        self._data = data
        self._sections = {"complexity": (start, middle), "verdicts": (middle + len(marker), len(data) - 1)}

    def _lookup(self, section: str, key: str) -> Any:
        """The stored value under `key` in a section, or None."""
        known = self._known[section].get(key)
        if known is not None or not self._data:
            return known
        if self._seeks < SEEKS_BEFORE_PARSING:
            self._seeks += 1
            return self._seek(section, key)
        return self._section(section).get(key)

    def _seek(self, section: str, key: str) -> Any:
        """Binary search over the sorted entries of a section, in the text itself."""
        if not key.isascii():
            return None
        data, target = self._data, key.encode("ascii")
        lo, hi = self._sections[section]
        end = hi
        while lo < hi:  # invariant: an entry for `key` starts in [lo, hi)
            mid = (lo + hi) // 2
            entry = _ENTRY.search(data, mid, end)  # the first entry starting at mid or after
            if entry is None or entry.start() >= hi or entry.group(1) > target:
                hi = mid
            elif entry.group(1) < target:
                lo = entry.start() + 1
            else:  # the value runs to the next entry or the end of the section
                after = _ENTRY.search(data, entry.end(), end)
                try:
                    return json.loads(data[entry.end():after.start() if after else end - 1])
                except (ValueError, RecursionError):
                    return None
        return None

    def _section(self, section: str) -> dict[str, Any]:
        """A whole section: the file parsed once, the entries put since winning."""
        if not self._parsed:
            self._parsed = True
            stored: Any = {}
            if self._data:
                try:
                    stored = json.loads(self._data)
                except (ValueError, RecursionError):
                    stored = {}
            for name, known in self._known.items():
                found = stored.get(name) if isinstance(stored, dict) else None
                self._known[name] = {**(found if isinstance(found, dict) else {}), **known}
            self._data = b""
        return self._known[section]

    @property
    def verdicts(self) -> dict[str, list[str]]:
        return self._section("verdicts")

    @property
    def complexities(self) -> dict[str, list]:
        return self._section("complexity")

    def get(self, key: str) -> list[str] | None:
        problems = _problems(self._lookup("verdicts", key))
        if problems is None:
            return None
        self.used.add(key)
        return list(problems)

    def put(self, key: str, problems: list[str]) -> None:
        self._known["verdicts"][key] = list(problems)
        self.used.add(key)
        self.dirty = True

    def get_complexity(self, key: str) -> Complexity | None:
        found = _complexity(self._lookup("complexity", key))
        if found is not None:
            self.used.add(key)
        return found

    def put_complexity(self, key: str, complexity: Complexity) -> None:
        self._known["complexity"][key] = [complexity.depth, complexity.subschemas,
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


def open_verdict_store() -> VerdictStore:
    return VerdictStore(cache_dir() / "schema-verdicts.json")
