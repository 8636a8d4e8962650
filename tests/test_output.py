"""Output is written or the run fails (SPEC §3.1, §8): a report that stdout
takes only part of is exit 2 with one line naming how much was written, a
reader that leaves early is 141 with nothing more said, and a failing
environment (a full disk, a closed stream, no memory) is exit 2, never the
internal-error exit 3. Each test runs toolcli as a process whose stdout or
stderr is the faulty file itself.
"""

from __future__ import annotations

import errno
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import CLEAN, registry_copy, toolcli

FULL = Path("/dev/full")
ONE_LINE = re.compile(r"toolcli: error: cannot write standard output: (.+) \((\d+) of (\d+) bytes written\)\n")


@pytest.fixture
def registry(tmp_path: Path) -> Path:
    return registry_copy(CLEAN, tmp_path / "reg")


def with_stdout(path: Path | str, *args: str, stderr: int | None = None) -> subprocess.CompletedProcess:
    """toolcli `args` as a process whose stdout is the file `path`, opened for writing."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        return toolcli(*args, process=True, stdout=fd, env={"NO_COLOR": "1"})
    finally:
        os.close(fd)


def document_size(*args: str) -> int:
    result = toolcli(*args, process=True, env={"NO_COLOR": "1"})
    assert result.returncode in (0, 1), result.stderr
    return len(result.stdout.encode("utf-8", "surrogateescape"))


needs_dev_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")


def _can_mount() -> str | None:
    """Why a tmpfs cannot be mounted in a user namespace here (None: it can)."""
    if shutil.which("unshare") is None or shutil.which("mount") is None:
        return "no unshare or mount command"
    probe = subprocess.run(["unshare", "-rm", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt 2>/dev/null"],
                           capture_output=True, check=False)
    return None if probe.returncode == 0 else "this machine forbids mounting a tmpfs in a user namespace"


# ---------------------------------------------------------------- a file too small


@pytest.mark.parametrize("args", [("validate", "--format", "sarif"), ("rules",)], ids=["sarif", "text"])
def test_a_report_into_a_tmpfs_too_small_is_exit_2_naming_what_was_written(registry: Path, tmp_path: Path,
                                                                         args: tuple[str, ...]) -> None:
    why = _can_mount()
    if why is not None:
        pytest.skip(why)
    size = document_size(*args, "--registry", str(registry))
    assert size > 8192
    mount = tmp_path / "small"
    mount.mkdir()
    script = 'mount -t tmpfs -o size=4k tmpfs "$1" && shift && "$@" > "$0/out"; code=$?; wc -c < "$0/out"; exit $code'
    result = subprocess.run(["unshare", "-rm", "sh", "-c", script, str(mount), str(mount), sys.executable, "-m",
                             "toolcli", *args, "--registry", str(registry)],
                            capture_output=True, text=True, check=False, env={**os.environ, "NO_COLOR": "1"})
    assert result.returncode == 2, result.stderr
    line = ONE_LINE.fullmatch(result.stderr)
    assert line is not None, result.stderr
    assert line.group(1) == "no space left on device"
    assert int(line.group(2)) == int(result.stdout) == 4096 and int(line.group(3)) == size


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE and SIGXFSZ as Linux has them")
def test_a_file_size_limit_cuts_no_report_short_silently(registry: Path, tmp_path: Path) -> None:
    """The same without a mount: a file size limit (SIGXFSZ ignored, so a write past it is EFBIG)."""
    size = document_size("validate", "--format", "sarif", "--registry", str(registry))
    script = ("import resource, runpy, signal, sys; signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
              "resource.setrlimit(resource.RLIMIT_FSIZE, (10000, 10000)); "
              "sys.argv = ['toolcli', *sys.argv[1:]]; runpy.run_module('toolcli', run_name='__main__')")
    with open(tmp_path / "out", "wb") as out:
        result = subprocess.run([sys.executable, "-c", script, "validate", "--format", "sarif", "--registry",
                                 str(registry)], stdout=out, stderr=subprocess.PIPE, text=True, check=False)
    assert result.returncode == 2
    line = ONE_LINE.fullmatch(result.stderr)
    assert line is not None, result.stderr
    assert line.group(1) == "file too large" and line.groups()[1:] == ("10000", str(size))
    assert (tmp_path / "out").stat().st_size == 10000


# ---------------------------------------------------------------- a full disk, a closed stream


@needs_dev_full
@pytest.mark.parametrize("args", [("validate", "--format", "json"), ("validate",), ("surface", "--profile", "main"),
                                  ("rules", "--format", "json"), ("--version",)])
def test_dev_full_is_exit_2_with_one_line(registry: Path, args: tuple[str, ...]) -> None:
    given = (*args, "--registry", str(registry)) if args[0] != "--version" else args
    result = with_stdout(FULL, *given)
    assert result.returncode == 2
    line = ONE_LINE.fullmatch(result.stderr)
    assert line is not None, result.stderr
    assert line.group(1) == "no space left on device" and line.group(2) == "0"


@needs_dev_full
@pytest.mark.parametrize("args", [("--help",), ("validate", "--help")])
def test_help_to_a_full_stdout_names_standard_output(args: tuple[str, ...]) -> None:
    result = with_stdout(FULL, *args)
    assert result.returncode == 2
    assert result.stderr == "toolcli: error: cannot write standard output: no space left on device\n", result.stderr


@needs_dev_full
def test_a_rewrite_that_succeeded_then_a_full_stdout_is_exit_2_and_the_goldens_stay(registry: Path) -> None:
    declarations = json.loads((registry / "schemas.json").read_text(encoding="utf-8"))
    declarations[0]["description"] += " Changed."
    (registry / "schemas.json").write_text(json.dumps(declarations), encoding="utf-8")
    result = with_stdout(FULL, "golden", "--rewrite", "--registry", str(registry))
    assert result.returncode == 2 and ONE_LINE.fullmatch(result.stderr), result.stderr
    assert toolcli("golden", "--registry", str(registry)).returncode == 0  # the rewrite is done


def test_a_closed_stdout_is_exit_2_not_the_findings_code(registry: Path) -> None:
    (registry / "specs" / "note.toml").write_text(
        '[tools.note]\ncapabilities = ["flow"]\neffect = "read"\ntier = "warm"\n', encoding="utf-8")
    environment = {**os.environ, "NO_COLOR": "1"}
    result = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", sys.executable, "-m", "toolcli", "validate",
                             "--registry", str(registry)], capture_output=False, stderr=subprocess.PIPE,
                            text=True, env=environment, check=False)
    assert result.returncode == 2
    assert re.fullmatch(r"toolcli: error: cannot write standard output: it is closed \(0 of \d+ bytes written\)\n",
                        result.stderr), result.stderr


@pytest.mark.parametrize("redirect", ["2>/dev/full", "2>&-"])
def test_an_unwritable_stderr_keeps_the_exit_code(tmp_path: Path, redirect: str) -> None:
    if redirect.endswith("full") and not FULL.exists():
        pytest.skip("no /dev/full on this system")
    for args, code in ((("validate", "--registry", str(tmp_path / "nowhere")), 2), (("validate", "--bogus"), 2)):
        result = subprocess.run(["sh", "-c", f'exec "$@" {redirect}', "sh", sys.executable, "-m", "toolcli", *args],
                                capture_output=True, text=True, check=False)
        assert result.returncode == code and result.stdout == "", (args, result)


# ---------------------------------------------------------------- a reader that leaves early


def test_a_reader_that_leaves_after_one_line_is_141(registry: Path) -> None:
    """`toolcli validate --format sarif | head -1` through a real pipe, the
    report twice what the pipe holds: not 0 or 1, which would say "no
    findings" or "findings", and nothing on stderr."""
    if shutil.which("head") is None:
        pytest.skip("no head command")
    args = ("validate", "--format", "sarif", "--registry", str(registry))
    assert document_size(*args) > 2 * 65536
    writer = subprocess.Popen([sys.executable, "-m", "toolcli", *args], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env={**os.environ, "NO_COLOR": "1"})
    reader = subprocess.run(["head", "-1"], stdin=writer.stdout, capture_output=True, check=False)
    writer.stdout.close()
    stderr = writer.stderr.read()
    writer.stderr.close()
    assert reader.returncode == 0 and reader.stdout.count(b"\n") == 1
    assert (writer.wait(timeout=120), stderr) == (141, b"")


# ---------------------------------------------------------------- the environment, in this process


@pytest.mark.parametrize("failure, said", [(MemoryError(), "toolcli: error: out of memory\n"),
                                           (OSError(errno.EAGAIN, "Resource temporarily unavailable"),
                                            "toolcli: error: resource temporarily unavailable\n")])
def test_an_environment_failure_is_exit_2_in_one_line(registry: Path, monkeypatch: pytest.MonkeyPatch,
                                                      failure: BaseException, said: str) -> None:
    def fail(*_args, **_kwargs):
        raise failure

    monkeypatch.setattr("toolcli.cli.validate.validate_registry", fail)
    result = toolcli("validate", "--registry", str(registry))
    assert (result.returncode, result.stderr) == (2, said)
