"""Reading registry files as hostile input: size limits, file kinds, encoding.

Every failure is a LoadError (`path:line:col: what`, 1-based), never another
exception.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ..errors import LoadError
from .lines import position

MAX_FILE_BYTES = 64 * 1024 * 1024
_UTF8_BOM = b"\xef\xbb\xbf"
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def read_source(path: Path, display: str) -> str:
    """Read a UTF-8 text file for parsing. `display` is the path shown in messages.

    LoadError when the file is over MAX_FILE_BYTES (checked before reading),
    empty or only whitespace, starts with a BOM, is not UTF-8 (at the first
    bad byte), or cannot be read.
    """
    return read_source_stamped(path, display)[0]


def read_source_stamped(path: Path | str, display: str) -> tuple[str, tuple[int, int, int]]:
    """read_source, and the file's (size, mtime, inode) when it was read: a later
    read with the same stamp sees the same text."""
    data, info = _read_regular(path, display, MAX_FILE_BYTES)
    if data.startswith(_UTF8_BOM):
        raise LoadError(
            display, 1, 1, "file starts with a UTF-8 byte order mark (BOM); save it as UTF-8 without BOM"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        good = data[: exc.start].decode("utf-8")
        line, col = position(good, len(good))
        raise LoadError(
            display, line, col, f"invalid UTF-8: byte 0x{data[exc.start]:02x} ({exc.reason})"
        ) from None
    if not text or text.isspace():  # what `not text.strip()` says, without the copy
        raise LoadError(display, 1, 1, "file is empty")
    return text, (info.st_size, info.st_mtime_ns, info.st_ino)


def read_bytes(path: Path | str, display: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; LoadError otherwise."""
    return _read_regular(path, display, limit)[0]


def _read_regular(path: Path | str, display: str, limit: int) -> tuple[bytes, os.stat_result]:
    try:
        # Without blocking: a FIFO opens at once and is refused below. No
        # buffered file object: registries hold thousands of small files
        # (benchmarks/RESULTS.md, the row "files read with os.open/os.read").
        fd = os.open(path, os.O_RDONLY | _NONBLOCK | _CLOEXEC)
    except OSError as exc:
        what = "not a regular file" if _special(path) else f"cannot read file: {exc.strerror or exc}"
        raise LoadError(display, 1, 1, what) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise LoadError(display, 1, 1, "not a regular file")
        size = info.st_size
        if size > limit:
            raise LoadError(display, 1, 1, f"file is {size:,} bytes, over the {limit:,}-byte limit")
        # A buffer of the size fstat gives, then on until the end; bounded even
        # when the size was wrong or the file grows.
        parts, total, request = [], 0, size + 1
        while total <= limit:
            chunk = os.read(fd, min(request, limit + 1 - total))
            if not chunk:
                break
            parts.append(chunk)
            total += len(chunk)
            request = 1 << 20
        data = b"".join(parts) if len(parts) != 1 else parts[0]
    except OSError as exc:
        raise LoadError(display, 1, 1, f"cannot read file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise LoadError(display, 1, 1, f"file is over the {limit:,}-byte limit")
    return data, info


def _special(path: Path | str) -> bool:
    """Whether `path` names something other than a regular file (a socket opens with ENXIO)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False
