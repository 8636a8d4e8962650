"""Every file toolcli writes or deletes goes through here (SPEC §8).

The promises, held in one place:

* Inside the root.  A path is relative, without ``..``; each folder on it is a
  real folder inside the root, or a symbolic link that resolves to one.  A
  link that leads outside, a dangling link, a link loop or a file where a
  folder should be is refused.  The last name is replaced, never followed.
* Atomic.  The bytes go to a temporary file in the target's own folder, are
  fsynced, renamed over the target, and the folder is fsynced: a reader sees
  the old file or the new one, never half of either.
* One error shape.  Every failure of the file system (a read-only checkout,
  an immutable folder, a full disk, a quota, no inodes left) is a UsageError
  ``cannot write <path>: <reason>`` (exit 2), with the temporary removed.
* Leftovers are found.  Temporaries are named ``.toolcli-<random>.tmp`` and
  their writer holds an exclusive ``flock`` on them until the rename, so a
  temporary nobody holds was left by a killed writer: :func:`leftovers` lists
  those, and each successful write removes the ones in its folder.  The lock,
  not the file's age, decides, so concurrent writers never remove each
  other's temporaries.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path, PurePosixPath

from ..errors import UsageError

try:
    import fcntl
except ImportError:  # not POSIX: no locks, so leftovers are neither listed nor removed
    fcntl = None  # type: ignore[assignment]

TEMP_PREFIX = ".toolcli-"
TEMP_SUFFIX = ".tmp"
_FRESH_NAME_TRIES = 8


class _Refused(Exception):
    """A folder on the path is not one toolcli may write in; the reason is the message."""


class Folder:
    """A folder checked to be inside a root: ``real`` is its resolved path,
    ``shown`` the path as the user spelled it (for messages)."""

    __slots__ = ("real", "shown")

    def __init__(self, real: Path, shown: Path) -> None:
        self.real = real
        self.shown = shown

    def exists(self) -> bool:
        return self.real.is_dir()

    def write(self, name: str, data: bytes, *, durable: bool = True) -> Path:
        """Replace the file ``name`` in this folder with ``data``, atomically."""
        target = self.real / name
        _replace(target, data, self.shown / name, durable)
        remove_leftovers(self.real)
        return target

    def remove(self, name: str) -> None:
        """Delete the file ``name`` (a link is removed, not followed); absent is fine."""
        try:
            os.unlink(self.real / name)
        except FileNotFoundError:
            return
        except OSError as error:
            raise UsageError(f"cannot delete {self.shown / name}: {_reason(error)}") from None
        fsync_dir(self.real)


def folder_inside(root: Path, relative: str | PurePosixPath, *, create: bool = False) -> Folder:
    """The folder ``root/relative``, checked (and with ``create``, made) one
    component at a time; UsageError when it is not a folder inside ``root``.
    Without ``create`` a missing folder is returned as it would be made."""
    shown = Path(root, relative)
    try:
        return Folder(_resolve(root, _parts(relative), create), shown)
    except _Refused as refused:
        raise UsageError(str(refused)) from None
    except OSError as error:
        raise UsageError(f"cannot create {shown}: {_reason(error)}") from None


def write_inside(root: Path, relative: str | PurePosixPath, data: bytes, *, durable: bool = True) -> Path:
    """Atomically replace the file ``root/relative`` with ``data``, making its
    folders; returns the written file's real path.  ``durable=False`` skips
    the fsyncs, for a file whose loss costs nothing (a cache)."""
    shown = Path(root, relative)
    parts = _parts(relative)
    if not parts:
        raise UsageError(f"cannot write {shown}: it is the root directory, not a file")
    try:
        real = _resolve(root, parts[:-1], create=True)
    except _Refused as refused:
        raise UsageError(f"cannot write {shown}: {refused}") from None
    except OSError as error:
        raise UsageError(f"cannot write {shown}: {_reason(error)}") from None
    return Folder(real, shown.parent).write(parts[-1], data, durable=durable)


def make_directories(path: Path, shown: str) -> list[Path]:
    """Make the directory ``path`` and its missing parents (for a new root);
    returns the ones made, outermost first, so that a caller can undo them.
    UsageError when ``path`` or its nearest existing parent is not a
    directory (a file, a loop, a dangling link)."""
    missing, existing = [], Path(path)
    while True:
        try:
            os.lstat(existing)
            break
        except FileNotFoundError:
            if existing.parent == existing:
                break
            missing.append(existing)
            existing = existing.parent
        except OSError as error:
            raise UsageError(f"cannot create {shown}: {_reason(error)}") from None
    try:
        _real_folder(existing, Path(shown) if existing == Path(path) else existing)
    except _Refused as refused:
        raise UsageError(f"cannot create {shown}: {refused}") from None
    made: list[Path] = []
    for folder in reversed(missing):
        try:
            os.mkdir(folder)
        except OSError as error:
            remove_directories(made)
            raise UsageError(f"cannot create {shown}: {_reason(error)}") from None
        made.append(folder)
    return made


def remove_directories(made: list[Path]) -> None:
    """Undo :func:`make_directories`: remove those that are empty, innermost first."""
    for folder in reversed(made):
        try:
            os.rmdir(folder)
        except OSError:
            pass


def remove_inside(root: Path, relative: str | PurePosixPath) -> None:
    """Delete the file ``root/relative`` if it exists; its folders are checked as for a write."""
    parts = _parts(relative)
    if parts:
        folder_inside(root, PurePosixPath(*parts[:-1])).remove(parts[-1])


# ---------------------------------------------------------------- paths


def _parts(relative: str | PurePosixPath) -> tuple[str, ...]:
    text = str(relative).replace(os.sep, "/")
    path = PurePosixPath(text)
    parts = tuple(part for part in path.parts if part != ".")
    if path.is_absolute() or ".." in parts or "\x00" in text:
        raise UsageError(f"{text} is not inside the registry root")
    return parts


def _resolve(root: Path, parts: tuple[str, ...], create: bool) -> Path:
    """The real path of ``root/parts``: each component a folder inside the
    real root, or a link to one; missing ones made with ``create``."""
    real_root = _real_folder(Path(root), Path(root))
    current, shown = real_root, Path(root)
    for part in parts:
        current, shown = current / part, shown / part
        try:
            info = os.lstat(current)
        except FileNotFoundError:
            if not create:
                continue  # later components are missing too
            try:
                os.mkdir(current)
            except FileExistsError:  # made meanwhile by another writer: look again
                pass
            info = os.lstat(current)
        if stat.S_ISLNK(info.st_mode):
            current = _real_folder(current, shown)
            if current == real_root or not current.is_relative_to(real_root):
                raise _Refused(f"{shown} is not inside the registry root {root} (it resolves to {current})")
        elif not stat.S_ISDIR(info.st_mode):
            raise _Refused(f"{shown} is not a directory")
    return current


def _real_folder(path: Path, shown: Path) -> Path:
    """``path`` with every link resolved; _Refused for a loop, a dangling link or a non-folder."""
    try:
        info = os.stat(path)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise _Refused(f"{shown} is a symbolic link loop") from None
        if error.errno == errno.ENOENT and os.path.islink(path):
            raise _Refused(f"{shown} is a symbolic link to a missing directory") from None
        if error.errno in (errno.ENOENT, errno.ENOTDIR):
            raise _Refused(f"{shown} does not exist or is not a directory") from None
        raise
    if not stat.S_ISDIR(info.st_mode):
        raise _Refused(f"{shown} is not a directory")
    return Path(os.path.realpath(path))


# ---------------------------------------------------------------- atomic replacement


def _replace(target: Path, data: bytes, shown: Path, durable: bool) -> None:
    mode = _file_mode(target)
    descriptor, temporary = -1, None
    try:
        descriptor, temporary = _locked_temporary(target.parent)
        view = memoryview(data)
        while view:
            view = view[os.write(descriptor, view):]
        if durable:
            os.fsync(descriptor)
        os.chmod(temporary, mode)
        if fcntl is None:  # no lock to keep, and Windows cannot rename an open file
            os.close(descriptor)
            descriptor = -1
        os.replace(temporary, target)  # still locked: nobody takes it for a leftover
        temporary = None
    except OSError as error:
        raise UsageError(f"cannot write {shown}: {_reason(error)}") from None
    finally:
        if temporary is not None:
            _unlink_quietly(temporary)
        if descriptor >= 0:
            os.close(descriptor)
    if durable:
        fsync_dir(target.parent)


def _locked_temporary(folder: Path) -> tuple[int, Path]:
    """A new temporary in ``folder``, open for writing and locked by us.

    A writer that removes leftovers may take a temporary in the instant
    between its creation and its lock; then the name no longer names our
    file, and we start again with a fresh one."""
    for _ in range(_FRESH_NAME_TRIES):
        temporary = folder / f"{TEMP_PREFIX}{os.urandom(6).hex()}{TEMP_SUFFIX}"
        try:
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o600)
        except FileExistsError:
            continue
        if fcntl is None:
            return descriptor, temporary
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
            if _same_file(descriptor, temporary):
                return descriptor, temporary
        except BaseException:
            os.close(descriptor)
            _unlink_quietly(temporary)
            raise
        os.close(descriptor)
    raise OSError(errno.EEXIST, "no fresh temporary file name could be made")


def _file_mode(target: Path) -> int:
    """An existing file's permission bits; else what the umask gives a new file."""
    try:
        info = os.lstat(target)
        if stat.S_ISREG(info.st_mode):
            return stat.S_IMODE(info.st_mode)
    except OSError:
        pass
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def fsync_dir(folder: Path) -> None:
    """Make a rename or a deletion durable; a folder that cannot be opened is skipped."""
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


# ---------------------------------------------------------------- leftovers


def leftovers(folder: Path) -> list[Path]:
    """Temporaries in ``folder`` that no writer holds: left by a killed write, sorted."""
    return [path for path in _temporaries(folder) if _abandoned(path, remove=False)]


def remove_leftovers(folder: Path) -> list[Path]:
    """Delete the temporaries in ``folder`` that no writer holds; returns them."""
    return [path for path in _temporaries(folder) if _abandoned(path, remove=True)]


def _temporaries(folder: Path) -> list[Path]:
    if fcntl is None:
        return []
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [folder / name for name in sorted(names)
            if name.startswith(TEMP_PREFIX) and name.endswith(TEMP_SUFFIX)]


def _abandoned(path: Path, remove: bool) -> bool:
    """True when ``path`` is a regular temporary that no writer holds (then
    removed with ``remove``): we hold its lock, so no writer can take it."""
    try:  # only a regular file is opened: opening a device may act on it
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return False
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | _NOFOLLOW | _CLOEXEC)
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            return False
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        if not _same_file(descriptor, path):  # renamed into place meanwhile
            return False
        if remove:
            os.unlink(path)
        return True
    except OSError:  # held by a writer, or not ours to remove
        return False
    finally:
        os.close(descriptor)


# ---------------------------------------------------------------- small helpers


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def _same_file(descriptor: int, path: Path) -> bool:
    try:
        named = os.lstat(path)
    except OSError:
        return False
    held = os.fstat(descriptor)
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)


def _unlink_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _reason(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__
