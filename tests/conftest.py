"""What the tests share: the clean registry, a writable copy of it, and one way
to run the command line.

* `CLEAN`: tests/rules/fixtures/_clean, the registry every rule fixture is laid
  over; it fires nothing.
* `registry` (fixture): a copy of `CLEAN` at `tmp_path / "reg"`, for a test to
  edit; `registry_copy(source, into)` copies any other registry the same way.
* `server_listings(folder)`: server name -> its `tools/list` result in the
  real-server corpus (tests/corpus/servers), leaving out the folder's
  instructions.json (the servers' initialize instructions, not a listing).
* `toolcli(*args, cwd=, env=)`: the command line in this process, through
  `toolcli.cli.main` inside typer's `CliRunner` isolation, so the exit code,
  stdout and stderr are what a process would give. `process=True` starts
  `python -m toolcli` instead, for tests whose point is the process: exit
  codes of the interpreter, signals, pipes and terminals, hash seeds.
* `toolcli_peak(*args, env=, address_space=)`: `toolcli args` as a process,
  and its peak resident memory in MiB (a process between, so the peak is the
  command's alone); `address_space` caps its memory, so that a run that
  would grow without bound fails at once instead of taking the machine.
* `in_a_terminal(*args, cwd=, env=)`: the command line in a process whose
  stdout is a pseudo-terminal, as a person runs it.

Test modules import the names: `from conftest import CLEAN, toolcli`. Every
test runs with its own verdict cache directory (TOOLCLI_CACHE_DIR), so the
suite never reads or writes the user's cache, and no property test has a
deadline: nothing in the suite asserts on the clock.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Iterator, Mapping

import pytest
from hypothesis import settings

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
FIXTURES = TESTS / "rules" / "fixtures"
CLEAN = FIXTURES / "_clean"
SERVER_CORPUS = TESTS / "corpus" / "servers"
SERVER_INSTRUCTIONS = SERVER_CORPUS / "instructions.json"
# Settings of the user's shell that would change what toolcli reads or prints.
_UNSET = ("TOOLCLI_REGISTRY", "CI")

# No property test fails for taking long: how fast is measured by benchmarks/.
settings.register_profile("toolcli", deadline=None)
settings.load_profile("toolcli")


def server_listings(folder: Path = SERVER_CORPUS) -> dict[str, Path]:
    return {path.stem: path for path in sorted(folder.glob("*.json")) if path.name != SERVER_INSTRUCTIONS.name}


def write_listing(folder: Path, tools: list[dict], name: str = "pages.json") -> Path:
    """A `tools/list` result of `tools` written in `folder`, as `import --file` reads it."""
    path = folder / name
    path.write_text(json.dumps({"tools": tools}), encoding="utf-8")
    return path


def registry_copy(source: Path, into: Path) -> Path:
    shutil.copytree(source, into)
    return into


@pytest.fixture
def registry(tmp_path: Path) -> Path:
    """A writable copy of the clean registry, at tmp_path / "reg"."""
    return registry_copy(CLEAN, tmp_path / "reg")


@pytest.fixture(autouse=True)
def _own_verdict_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The verdict cache of a test is its own: never the user's, never another test's."""
    before = os.environ.get("TOOLCLI_CACHE_DIR")
    os.environ["TOOLCLI_CACHE_DIR"] = str(tmp_path_factory.mktemp("verdict-cache"))
    yield
    if before is None:
        os.environ.pop("TOOLCLI_CACHE_DIR", None)
    else:
        os.environ["TOOLCLI_CACHE_DIR"] = before


def toolcli(*args: str, cwd: Path | None = None, env: Mapping[str, str | None] | None = None,
            process: bool = False, stdout: int | None = None,
            timeout: float = 120) -> subprocess.CompletedProcess:
    """Run `toolcli args...`; stdout and stderr as text (UTF-8, undecodable bytes
    kept as surrogates). `env` adds to this process's environment (None removes
    a variable); `stdout` (a file descriptor) is for a process only."""
    changes: dict[str, str | None] = {name: None for name in _UNSET}
    changes.update(env or {})
    if process:
        return _in_a_process(args, cwd, changes, stdout, timeout)
    assert stdout is None, "a file descriptor as stdout needs process=True"
    return _in_this_process(args, cwd, changes)


_PEAK = """import resource, subprocess, sys
cap, timeout = int(sys.argv[2]), float(sys.argv[3])
def capped():
    if cap:
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
try:
    code = subprocess.run(sys.argv[4:], preexec_fn=capped, timeout=timeout).returncode
except subprocess.TimeoutExpired:  # the command is killed: never left running
    code = 124
with open(sys.argv[1], "w") as out:
    out.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
sys.exit(code)
"""


def toolcli_peak(*args: str, env: Mapping[str, str | None] | None = None, address_space: int = 0,
                 timeout: float = 120) -> tuple[subprocess.CompletedProcess, float]:
    """`toolcli args` as a process, and its peak resident memory in MiB (Linux's
    ru_maxrss is in KiB); past `timeout` it is killed and its exit code is 124."""
    import tempfile

    environment = {**os.environ, **{name: None for name in _UNSET}, **(env or {})}
    environment = {name: value for name, value in environment.items() if value is not None}
    with tempfile.TemporaryDirectory() as folder:
        peak = Path(folder, "peak")
        done = subprocess.run([sys.executable, "-c", _PEAK, str(peak), str(address_space), str(timeout),
                               sys.executable, "-m", "toolcli", *args], env=environment, capture_output=True,
                              timeout=timeout + 30, check=False)
        kib = int(peak.read_text(encoding="utf-8"))
    return subprocess.CompletedProcess(done.args, done.returncode, _text(done.stdout), _text(done.stderr)), kib / 1024


def in_a_terminal(*args: str, cwd: Path | None = None,
                  env: Mapping[str, str | None] | None = None) -> subprocess.CompletedProcess:
    """`toolcli args...` in a process whose stdout is a pseudo-terminal, as a
    person runs it; stdout is what the terminal showed, its line ends as written."""
    import pty

    main, secondary = pty.openpty()
    try:
        result = toolcli(*args, cwd=cwd, env={"COLUMNS": "100", "TERM": "xterm-256color", **(env or {})},
                         process=True, stdout=secondary)
        os.close(secondary)
        chunks = []
        while True:
            try:
                chunk = os.read(main, 65536)
            except OSError:  # the terminal's other end closed: all was read
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(main)
    shown = _text(b"".join(chunks)).replace("\r\n", "\n")
    return subprocess.CompletedProcess(result.args, result.returncode, shown, result.stderr)


def _in_a_process(args: tuple[str, ...], cwd: Path | None, changes: Mapping[str, str | None],
                  stdout: int | None, timeout: float) -> subprocess.CompletedProcess:
    environment = {**os.environ, **changes}
    environment = {name: value for name, value in environment.items() if value is not None}
    done = subprocess.run([sys.executable, "-m", "toolcli", *args], cwd=cwd, env=environment,
                          stdout=subprocess.PIPE if stdout is None else stdout, stderr=subprocess.PIPE,
                          timeout=timeout, check=False)
    return subprocess.CompletedProcess(done.args, done.returncode, _text(done.stdout), _text(done.stderr))


def _in_this_process(args: tuple[str, ...], cwd: Path | None,
                     changes: Mapping[str, str | None]) -> subprocess.CompletedProcess:
    from typer.testing import CliRunner

    from toolcli.cli import main

    argv, here = sys.argv, os.getcwd()
    with CliRunner().isolation(env=changes) as (out, err, _):
        sys.argv = ["toolcli", *args]
        try:
            if cwd is not None:
                os.chdir(cwd)
            main()
            code = 0
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            sys.argv = argv
            os.chdir(here)
        stdout, stderr = out.getvalue(), err.getvalue()
    return subprocess.CompletedProcess(["toolcli", *args], code, _text(stdout), _text(stderr))


def _text(data: bytes | None) -> str:
    return (data or b"").decode("utf-8", errors="surrogateescape")
