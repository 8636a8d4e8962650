"""Atomic file writes: a temporary file in the same folder, fsync, rename.

A reader sees the old file or the new one, never half of either.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from ..errors import UsageError


def write_atomic(target: Path, data: bytes) -> None:
    """Replace `target` with `data`, keeping an existing file's mode."""
    handle = tempfile.NamedTemporaryFile(dir=target.parent, prefix=f".{target.name}.",
                                         suffix=".tmp", delete=False)
    temporary = Path(handle.name)
    try:
        with handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, _file_mode(target))
        os.replace(temporary, target)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise UsageError(f"cannot write {target}: {error.strerror}") from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    fsync_dir(target.parent)


def _file_mode(target: Path) -> int:
    try:
        info = target.lstat()
        if stat.S_ISREG(info.st_mode):
            return stat.S_IMODE(info.st_mode)
    except FileNotFoundError:
        pass
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def fsync_dir(folder: Path) -> None:
    """Make a rename durable; a folder that cannot be opened is skipped."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
