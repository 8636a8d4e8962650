"""Every write toolcli makes, tried as an attacker and as an unlucky user would (SPEC §8).

Each fault ends in exit 2 and one line, writes nothing outside the registry
root and leaves no temporary file behind.  The faults work as root: links, a
file where a folder should be, an immutable folder (chattr), and a file
system that fails (read-only, full, over quota, out of inodes) made by
patching ``os`` in-process.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from conftest import toolcli as run_toolcli
from toolcli.cli import CLOSED_PIPE
from toolcli.errors import UsageError
from toolcli.files.write import (TEMP_PREFIX, folder_inside, leftovers, remove_inside, remove_leftovers,
                                 write_inside)


# ---------------------------------------------------------------- helpers


@pytest.fixture
def toolcli():
    """Run the CLI in-process: (exit code, stdout, stderr)."""
    def run(*args: str) -> tuple[int, str, str]:
        result = run_toolcli(*args, env={"NO_COLOR": None})
        return result.returncode, result.stdout, result.stderr

    return run


@pytest.fixture
def registry(tmp_path: Path, toolcli) -> Path:
    root = tmp_path / "reg"
    code, _, err = toolcli("init", str(root))
    assert code == 0, err
    return root


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def goldens(root: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((root / "golden").glob("*.json"))}


def temporaries(folder: Path) -> list[Path]:
    return sorted(folder.rglob(f"{TEMP_PREFIX}*"))


def one_error_line(err: str, *fragments: str) -> None:
    assert err.count("\n") == 1 and err.startswith("toolcli: error: "), err
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in err, err


@pytest.fixture
def broken_disk(monkeypatch: pytest.MonkeyPatch):
    """break_in(folder_name, code, at): the file system fails with `code` for
    toolcli's temporaries in folders of that name, when they are created
    (at="open"), written ("write") or flushed to disk ("fsync")."""
    real_open, real_write, real_fsync = os.open, os.write, os.fsync
    doomed: set[int] = set()

    def break_in(folder_name: str, code: int, at: str) -> None:
        def fail() -> None:
            raise OSError(code, os.strerror(code))

        def fake_open(path, flags, *args, **kwargs):
            target = Path(os.fsdecode(path))
            ours = target.name.startswith(TEMP_PREFIX) and target.parent.name == folder_name
            if ours and flags & os.O_CREAT and at == "open":
                fail()
            descriptor = real_open(path, flags, *args, **kwargs)
            if ours and flags & os.O_CREAT:
                doomed.add(descriptor)
            return descriptor

        def fake_write(descriptor, data):
            if descriptor in doomed and at == "write":
                real_write(descriptor, bytes(data[: len(data) // 2]))  # half of it reached the disk
                fail()
            return real_write(descriptor, data)

        def fake_fsync(descriptor):
            if descriptor in doomed and at == "fsync":
                fail()
            return real_fsync(descriptor)

        monkeypatch.setattr(os, "open", fake_open)
        monkeypatch.setattr(os, "write", fake_write)
        monkeypatch.setattr(os, "fsync", fake_fsync)

    return break_in


def make_golden_stale(root: Path) -> None:
    """Edit a description, so that `golden --rewrite` has files to write."""
    path = root / "schemas.json"
    declarations = json.loads(path.read_text(encoding="utf-8"))
    declarations[0]["description"] = "End the turn and report what was done to the user."
    path.write_text(json.dumps(declarations, indent=2) + "\n", encoding="utf-8")


def immutable(folder: Path) -> bool:
    """Make `folder` immutable (chattr +i, which binds root too); False where that is not possible."""
    if shutil.which("chattr") is None:
        return False
    if subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode != 0:
        return False
    try:
        (folder / "probe").touch()
    except PermissionError:
        return True
    (folder / "probe").unlink()
    subprocess.run(["chattr", "-i", str(folder)], check=True)
    return False


# ---------------------------------------------------------------- links: nothing outside the root


def test_add_tool_refuses_specs_linked_outside_the_root(registry: Path, tmp_path: Path, toolcli) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.rmtree(registry / "specs")
    (registry / "specs").symlink_to(outside, target_is_directory=True)
    before = snapshot(registry)
    code, _, err = toolcli("add-tool", "note", "--effect", "read", "--tier", "warm", "--registry", str(registry))
    assert code == 2
    one_error_line(err, "specs is not inside the registry root")
    assert list(outside.iterdir()) == [] and snapshot(registry) == before
    assert temporaries(tmp_path) == []


@pytest.mark.parametrize("folder", ["specs", "golden"])
def test_init_refuses_a_folder_linked_outside_and_writes_nothing(tmp_path: Path, toolcli, folder: str) -> None:
    root, outside = tmp_path / "reg", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (root / folder).symlink_to(outside, target_is_directory=True)
    code, _, err = toolcli("init", str(root))
    assert code == 2
    one_error_line(err, f"{folder} is not inside the registry root")
    assert list(outside.iterdir()) == [] and sorted(p.name for p in root.iterdir()) == [folder]


def test_import_refuses_external_linked_outside(registry: Path, tmp_path: Path, toolcli) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (registry / "external").symlink_to(outside, target_is_directory=True)
    listing = tmp_path / "tools.json"
    listing.write_text('{"tools": []}', encoding="utf-8")
    code, _, err = toolcli("import", "--server", "srv", "--file", str(listing), "--registry", str(registry))
    assert code == 2
    one_error_line(err, "external is not inside the registry root")
    assert list(outside.iterdir()) == []


def test_a_link_inside_the_root_is_followed(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "alias").symlink_to(tmp_path / "real", target_is_directory=True)
    written = write_inside(tmp_path, "alias/x.json", b"{}\n")
    assert written == (tmp_path / "real" / "x.json").resolve() and written.read_bytes() == b"{}\n"


@pytest.mark.parametrize("relative", ["../x.json", "a/../../x.json", "/tmp/x.json"])
def test_a_path_leaving_the_root_is_refused_before_anything_is_made(tmp_path: Path, relative: str) -> None:
    root = tmp_path / "root"
    root.mkdir()
    with pytest.raises(UsageError, match="not inside the registry root"):
        write_inside(root, relative, b"x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["root"] and list(root.iterdir()) == []


# ---------------------------------------------------------------- loops, dangling links, files as folders


def test_golden_on_a_link_loop_is_one_line(registry: Path, toolcli) -> None:
    shutil.rmtree(registry / "golden")
    (registry / "golden").symlink_to("golden")
    for args in (("golden",), ("golden", "--rewrite")):
        code, _, err = toolcli(*args, "--registry", str(registry))
        assert code == 2, args
        one_error_line(err, "golden is a symbolic link loop")


def test_init_on_a_self_link_is_one_line(tmp_path: Path, toolcli) -> None:
    (tmp_path / "loop").symlink_to("loop")
    code, _, err = toolcli("init", str(tmp_path / "loop"))
    assert code == 2
    one_error_line(err, "symbolic link loop")
    assert [p.name for p in tmp_path.iterdir()] == ["loop"]


@pytest.mark.parametrize("kind", ["file", "dangling link"])
def test_import_when_external_is_not_a_folder(registry: Path, tmp_path: Path, toolcli, kind: str) -> None:
    external = registry / "external"
    if kind == "file":
        external.write_text("mine\n", encoding="utf-8")
    else:
        external.symlink_to(tmp_path / "nowhere", target_is_directory=True)
    listing = tmp_path / "tools.json"
    listing.write_text('{"tools": []}', encoding="utf-8")
    code, _, err = toolcli("import", "--server", "srv", "--file", str(listing), "--registry", str(registry))
    assert code == 2
    one_error_line(err, "cannot write", "external/srv.json",
                   "is not a directory" if kind == "file" else "symbolic link to a missing directory")
    assert not (tmp_path / "nowhere").exists()
    if kind == "file":
        assert external.read_text(encoding="utf-8") == "mine\n"


def test_add_tool_when_specs_is_a_file(registry: Path, toolcli) -> None:
    shutil.rmtree(registry / "specs")
    (registry / "specs").write_text("mine\n", encoding="utf-8")
    before = snapshot(registry)
    code, _, err = toolcli("add-tool", "note", "--effect", "read", "--tier", "warm", "--registry", str(registry))
    assert code == 2
    one_error_line(err, "specs is not a directory")
    assert snapshot(registry) == before


def test_golden_when_the_golden_folder_is_a_file(registry: Path, toolcli) -> None:
    shutil.rmtree(registry / "golden")
    (registry / "golden").write_text("mine\n", encoding="utf-8")
    for args in (("golden",), ("golden", "--rewrite")):
        code, _, err = toolcli(*args, "--registry", str(registry))
        assert code == 2, args
        one_error_line(err, "golden is not a directory")
    assert (registry / "golden").read_text(encoding="utf-8") == "mine\n"


def test_a_folder_where_the_file_should_be(tmp_path: Path) -> None:
    (tmp_path / "x.json").mkdir()
    with pytest.raises(UsageError, match=r"cannot write .*x\.json: Is a directory"):
        write_inside(tmp_path, "x.json", b"{}\n")
    assert temporaries(tmp_path) == []


# ---------------------------------------------------------------- an unwritable or failing file system


def test_an_immutable_golden_folder(registry: Path, toolcli) -> None:
    make_golden_stale(registry)
    before = snapshot(registry / "golden")
    if not immutable(registry / "golden"):
        pytest.skip("chattr +i is not available here")
    try:
        code, _, err = toolcli("golden", "--rewrite", "--registry", str(registry))
    finally:
        subprocess.run(["chattr", "-i", str(registry / "golden")], check=True)
    assert code == 2
    one_error_line(err, "cannot write", "golden/", "Operation not permitted")
    assert snapshot(registry / "golden") == before and temporaries(registry) == []


@pytest.mark.parametrize(("code", "at", "reason"), [
    (errno.EROFS, "open", "Read-only file system"),  # a read-only checkout
    (errno.ENOSPC, "open", "No space left on device"),  # no inodes left
    (errno.ENOSPC, "write", "No space left on device"),  # a full disk, half the file written
    (errno.EDQUOT, "write", "Disk quota exceeded"),
    (errno.EDQUOT, "fsync", "Disk quota exceeded"),  # a network file system reports late
    (errno.EIO, "fsync", "Input/output error"),
])
def test_a_failing_file_system_keeps_the_goldens(registry: Path, toolcli, broken_disk,
                                                 code: int, at: str, reason: str) -> None:
    make_golden_stale(registry)
    before = snapshot(registry / "golden")
    broken_disk("golden", code, at)
    exit_code, _, err = toolcli("golden", "--rewrite", "--registry", str(registry))
    assert exit_code == 2
    one_error_line(err, "cannot write", "golden/", reason)
    assert snapshot(registry / "golden") == before and temporaries(registry) == []


def test_a_full_disk_during_import(registry: Path, tmp_path: Path, toolcli, broken_disk) -> None:
    listing = tmp_path / "tools.json"
    listing.write_text('{"tools": []}', encoding="utf-8")
    (registry / "external").mkdir()
    broken_disk("external", errno.ENOSPC, "write")
    code, _, err = toolcli("import", "--server", "srv", "--file", str(listing), "--registry", str(registry))
    assert code == 2
    one_error_line(err, "cannot write", "external/srv.json", "No space left on device")
    assert list((registry / "external").iterdir()) == []


CONTRACT_DOCUMENT = "# Tools\n<!-- toolcli:contract:begin -->\n<!-- toolcli:contract:end -->\n"


def test_a_full_disk_during_contract_write(registry: Path, tmp_path: Path, toolcli, broken_disk) -> None:
    document = tmp_path / "docs" / "TOOLS.md"
    document.parent.mkdir()
    document.write_text(CONTRACT_DOCUMENT, encoding="utf-8")
    broken_disk("docs", errno.ENOSPC, "fsync")
    code, _, err = toolcli("contract", "--registry", str(registry), "--write", str(document))
    assert code == 2
    one_error_line(err, "cannot write", "TOOLS.md", "No space left on device")
    assert document.read_text(encoding="utf-8") == CONTRACT_DOCUMENT and temporaries(tmp_path) == []


def test_contract_write_into_an_immutable_folder(registry: Path, tmp_path: Path, toolcli) -> None:
    document = tmp_path / "docs" / "TOOLS.md"
    document.parent.mkdir()
    text = CONTRACT_DOCUMENT
    document.write_text(text, encoding="utf-8")
    if not immutable(document.parent):
        pytest.skip("chattr +i is not available here")
    try:
        code, _, err = toolcli("contract", "--registry", str(registry), "--write", str(document))
    finally:
        subprocess.run(["chattr", "-i", str(document.parent)], check=True)
    assert code == 2
    one_error_line(err, "cannot write", "TOOLS.md", "Operation not permitted")
    assert document.read_text(encoding="utf-8") == text and temporaries(tmp_path) == []


# ---------------------------------------------------------------- commands that stop half-way undo themselves


@pytest.mark.parametrize("exists", [False, True])
def test_init_that_fails_half_way_leaves_nothing(tmp_path: Path, toolcli, broken_disk, exists: bool) -> None:
    root = tmp_path / "new" / "reg"
    if exists:
        root.mkdir(parents=True)
    broken_disk("golden", errno.ENOSPC, "write")  # after the manifest, the specs and schemas.json
    code, _, err = toolcli("init", str(root))
    assert code == 2
    one_error_line(err, "cannot write", "golden/", "No space left on device")
    if exists:
        assert list(root.iterdir()) == []
    else:
        assert list(tmp_path.iterdir()) == []  # the folders it made are gone too


def test_init_refuses_a_file_where_a_folder_goes_before_writing(tmp_path: Path, toolcli) -> None:
    (tmp_path / "golden").write_text("mine\n", encoding="utf-8")
    code, _, err = toolcli("init", str(tmp_path))
    assert code == 2
    one_error_line(err, "golden is not a directory")
    assert snapshot(tmp_path) == {"golden": b"mine\n"}


def test_add_tool_that_fails_half_way_leaves_the_registry_as_it_was(registry: Path, toolcli, broken_disk) -> None:
    before = snapshot(registry)
    broken_disk(registry.name, errno.ENOSPC, "write")  # schemas.json, after specs/note.toml
    code, _, err = toolcli("add-tool", "note", "--effect", "read", "--tier", "warm", "--registry", str(registry))
    assert code == 2
    one_error_line(err, "cannot write", "schemas.json", "No space left on device")
    assert snapshot(registry) == before and temporaries(registry) == []


# ---------------------------------------------------------------- leftovers of a killed write

_HOLD_A_TEMPORARY = """
import os, sys, time
from pathlib import Path
from toolcli.files.write import write_inside
real_write = os.write
def stall(descriptor, data):
    real_write(descriptor, bytes(data[:10]))
    print("writing", flush=True)
    time.sleep(600)
os.write = stall
write_inside(Path(sys.argv[1]), "golden/chat.json", b"x" * 100)
"""


def test_a_killed_rewrite_leaves_a_temporary_that_is_reported_then_removed(registry: Path, toolcli) -> None:
    golden = registry / "golden"
    before = goldens(registry)
    writer = subprocess.Popen([sys.executable, "-c", _HOLD_A_TEMPORARY, str(registry)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout.readline() == "writing\n"
        [temporary] = temporaries(golden)
        assert leftovers(golden) == [] and remove_leftovers(golden) == []  # its writer holds it
        code, _, err = toolcli("golden", "--rewrite", "--registry", str(registry))
        assert code == 0 and temporaries(golden) == [temporary]  # a rewrite beside it leaves it alone
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
    assert leftovers(golden) == [temporary] and goldens(registry) == before

    code, out, err = toolcli("golden", "--registry", str(registry))
    assert code == 0  # in sync: a leftover is reported, not a drift
    assert err == (f"toolcli: {registry}/golden/{temporary.name} is left by an interrupted write; "
                   "toolcli golden --rewrite removes it\n")
    code, _, _ = toolcli("golden", "--rewrite", "--registry", str(registry))
    assert code == 0 and temporaries(registry) == [] and goldens(registry) == before
    code, _, err = toolcli("golden", "--registry", str(registry))
    assert code == 0 and err == ""


def test_any_successful_write_removes_the_leftovers_of_its_folder(tmp_path: Path) -> None:
    (tmp_path / "specs").mkdir()
    stale = tmp_path / "specs" / f"{TEMP_PREFIX}0123456789ab.tmp"
    stale.write_bytes(b"half")
    other = tmp_path / f"{TEMP_PREFIX}0123456789ab.tmp"  # another folder: not this write's to clean
    other.write_bytes(b"half")
    not_ours = tmp_path / "specs" / ".hidden.tmp"
    not_ours.write_bytes(b"keep")
    write_inside(tmp_path, "specs/a.toml", b"")
    assert sorted(p.name for p in (tmp_path / "specs").iterdir()) == [".hidden.tmp", "a.toml"]
    assert other.exists()


def test_a_leftover_that_is_not_a_regular_file_is_never_opened(tmp_path: Path) -> None:
    fifo = tmp_path / f"{TEMP_PREFIX}fifo.tmp"
    os.mkfifo(fifo)
    (tmp_path / f"{TEMP_PREFIX}link.tmp").symlink_to(tmp_path / "elsewhere")
    write_inside(tmp_path, "x.json", b"{}")  # would block on a FIFO it opened for reading
    assert leftovers(tmp_path) == [] and fifo.exists()


_REWRITE_FOREVER = """
import sys
from pathlib import Path
from toolcli.files.write import write_inside
root, size = Path(sys.argv[1]), int(sys.argv[2])
while True:
    for fill in (b"a", b"b"):
        write_inside(root, "golden/big.json", fill * size)
"""


def test_kill_9_mid_write_leaves_the_old_file_or_the_new_one(tmp_path: Path) -> None:
    size = 4 * 1024 * 1024
    write_inside(tmp_path, "golden/big.json", b"a" * size)
    target = tmp_path / "golden" / "big.json"
    for delay in (0.05, 0.08, 0.11, 0.14, 0.17, 0.2, 0.23, 0.26):
        writer = subprocess.Popen([sys.executable, "-c", _REWRITE_FOREVER, str(tmp_path), str(size)])
        time.sleep(delay)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        data = target.read_bytes()
        assert data in (b"a" * size, b"b" * size)
        assert leftovers(tmp_path / "golden") == temporaries(tmp_path / "golden")  # all left by the dead
    write_inside(tmp_path, "golden/big.json", b"{}\n")
    assert temporaries(tmp_path) == []


def test_concurrent_writers_never_take_each_others_temporaries(tmp_path: Path) -> None:
    errors: list[BaseException] = []
    payloads = {f"{n}.json": [f"{n}-{i}\n".encode() * 2000 for i in range(12)] for n in range(3)}

    def writer(name: str) -> None:
        try:
            for data in payloads[name]:
                write_inside(tmp_path, f"golden/{name}", data)
                remove_inside(tmp_path, "golden/gone.json")
        except BaseException as error:  # noqa: BLE001 - collected and asserted below
            errors.append(error)

    def cleaner() -> None:
        try:
            while any(thread.is_alive() for thread in threads):
                remove_leftovers(tmp_path / "golden")
        except BaseException as error:  # noqa: BLE001
            errors.append(error)

    (tmp_path / "golden").mkdir()
    threads = [threading.Thread(target=writer, args=(name,)) for name in payloads for _ in range(3)]
    for thread in [*threads, threading.Thread(target=cleaner)]:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for name, written in payloads.items():
        assert (tmp_path / "golden" / name).read_bytes() in written
    assert temporaries(tmp_path) == []


# ---------------------------------------------------------------- the folder API


def test_folder_inside_without_create_makes_nothing(tmp_path: Path) -> None:
    folder = folder_inside(tmp_path, "a/b")
    assert not folder.exists() and list(tmp_path.iterdir()) == []
    assert folder_inside(tmp_path, "a/b", create=True).exists()


def test_write_keeps_the_mode_and_replaces_a_link_instead_of_following_it(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    victim.write_text("keep", encoding="utf-8")
    (tmp_path / "root").mkdir()
    (tmp_path / "root" / "a.json").symlink_to(victim)
    (tmp_path / "root" / "b.json").write_text("old", encoding="utf-8")
    (tmp_path / "root" / "b.json").chmod(0o640)
    write_inside(tmp_path / "root", "a.json", b"new")
    write_inside(tmp_path / "root", "b.json", b"new")
    assert victim.read_text(encoding="utf-8") == "keep"
    assert not (tmp_path / "root" / "a.json").is_symlink()
    assert (tmp_path / "root" / "b.json").stat().st_mode & 0o777 == 0o640


# ---------------------------------------------------------------- output


def test_golden_markdown_shows_an_escape_in_the_registry_path_as_text(tmp_path: Path, toolcli) -> None:
    root = tmp_path / "reg\x1b]0;owned\x07`x`"
    code, _, err = toolcli("init", str(root))
    assert code == 0, err
    make_golden_stale(root)
    code, out, _ = toolcli("golden", "--format", "markdown", "--registry", str(root))
    assert code == 1
    assert "\x1b" not in out and "\x07" not in out
    assert "reg\\x1b]0;owned\\x07`x`" in out and "`` toolcli golden --rewrite --registry " in out


@pytest.mark.parametrize("args", [("validate", "--no-cache"), ("validate", "--no-cache", "--format", "json"),
                                  ("golden", "--format", "markdown")])
def test_a_closed_pipe_exits_141_quietly(registry: Path, args: tuple[str, ...]) -> None:
    """`toolcli validate | head -1`: not 1, which says "findings"; 141 as git."""
    spec = registry / "specs" / "note.toml"
    spec.write_text('[tools.note]\ncapabilities = ["flow"]\neffect = "read"\ntier = "warm"\n', encoding="utf-8")
    reader, writer = os.pipe()
    os.close(reader)  # the reader is gone before toolcli writes a byte
    try:
        result = run_toolcli(*args, "--registry", str(registry), env={"NO_COLOR": None}, process=True,
                             stdout=writer)
    finally:
        os.close(writer)
    assert result.returncode == CLOSED_PIPE and result.stderr == ""
    with_reader = run_toolcli(*args, "--registry", str(registry), env={"NO_COLOR": None}, process=True)
    assert with_reader.returncode == 1  # the same run with a reader: findings
