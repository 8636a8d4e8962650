"""Live import from real stdio MCP server processes (SPEC §4, §8)."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import toolcli as run_toolcli
from toolcli.errors import ImportFailure
from toolcli.mcp.capture import run_import, to_external_document
from toolcli.mcp.stdio import list_tools_live

pytestmark = pytest.mark.live

SERVERS = Path(__file__).resolve().parent / "mcp_servers"
REPOSITORY = Path(__file__).resolve().parents[1]
TIMEOUT = 5.0
SHORT_TIMEOUT = 1.5
CAPTURE = {"from": "tools/list", "command": ["test"]}


def server(script: str, *args: str) -> list[str]:
    return [sys.executable, str(SERVERS / script), *args]


def published(program: str) -> str:
    """The installed console script of a published server (in this venv first)."""
    found = shutil.which(program, path=os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    if found is None:
        pytest.fail(f"{program} is not installed; the test extra must install it (pip install {program})")
    return found


def is_gone(pid: int) -> bool:
    stat = Path(f"/proc/{pid}/stat")
    if stat.parent.parent.is_dir() and Path("/proc/self").exists():
        try:
            state = stat.read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            return True
        return state in ("Z", "X")  # a zombie runs nothing; its reaper is not us
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def wait_gone(pids: list[int], within: float = 30.0) -> list[int]:
    """The pids still running once all are gone or `within` seconds passed (a safety stop)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        alive = [pid for pid in pids if not is_gone(pid)]
        if not alive:
            return []
        time.sleep(0.02)
    return [pid for pid in pids if not is_gone(pid)]


def started_pid(messages: list[str]) -> int:
    match = re.search(r"\(pid (\d+)\)", messages[0])
    assert match, messages
    return int(match.group(1))


def failure_of(command: list[str], timeout: float = TIMEOUT, **options: object) -> str:
    with pytest.raises(ImportFailure) as raised:
        list_tools_live(command, timeout, **options)
    assert raised.value.exit_code == 2
    message = str(raised.value)
    assert "\n" not in message and "\x1b" not in message
    return message


# --- servers that work ----------------------------------------------------------


def test_a_paged_listing_is_followed_to_its_end() -> None:
    messages: list[str] = []
    tools = list_tools_live(server("paged_server.py"), TIMEOUT, messages.append).tools
    assert [t["name"] for t in tools] == [
        "read_page", "write_page", "list_pages", "delete_page", "stat_page", "move_page", "touch_page"]
    assert [m for m in messages if m.startswith("tools/list page")] == [
        "tools/list page 1: 3 tools", "tools/list page 2: 6 tools", "tools/list page 3: 7 tools"]
    assert wait_gone([started_pid(messages)]) == []


def test_the_paged_server_converts_with_wire_field_names() -> None:
    tools = list_tools_live(server("paged_server.py"), TIMEOUT).tools
    specs = {s["name"]: s for s in to_external_document("pages", tools, CAPTURE)["tools"]}
    assert {n for n, s in specs.items() if s["family"] == "external_read"} == {
        "mcp__pages__read_page", "mcp__pages__list_pages", "mcp__pages__stat_page"}
    assert specs["mcp__pages__write_page"]["annotations"] == {"readOnlyHint": False, "destructiveHint": True}
    assert specs["mcp__pages__list_pages"]["brief"] == "List the pages"
    assert specs["mcp__pages__stat_page"]["brief"] == "Page statistics"
    assert specs["mcp__pages__read_page"]["brief"] == "Read one page"
    assert specs["mcp__pages__read_page"]["inline"]["required"] == ["path"]
    assert "annotations" not in specs["mcp__pages__delete_page"]


def test_a_server_built_on_the_sdk_server_class() -> None:
    tools = list_tools_live(server("notes_server.py"), TIMEOUT).tools
    specs = {s["name"]: s for s in to_external_document("notes", tools, CAPTURE)["tools"]}
    assert sorted(specs) == ["mcp__notes__add_note", "mcp__notes__delete_note", "mcp__notes__search_notes"]
    assert [n for n, s in specs.items() if s["family"] == "external_read"] == ["mcp__notes__search_notes"]
    assert specs["mcp__notes__add_note"]["brief"] == "Add a note"
    assert specs["mcp__notes__search_notes"]["brief"] == "Search the notes for a phrase"
    assert specs["mcp__notes__delete_note"]["inline"]["properties"]["note_id"]["type"] == "integer"


@pytest.mark.parametrize(
    ("name", "command"),
    [
        # the time server names the machine's timezone unless told one
        ("time", ["mcp-server-time", "--local-timezone", "Etc/UTC"]),
        ("fetch", ["mcp-server-fetch"]),
        ("git", ["mcp-server-git"]),
    ],
)
def test_a_published_server_reimports_to_the_committed_capture(tmp_path: Path, name: str, command: list[str]) -> None:
    committed = REPOSITORY / "external" / f"{name}.json"
    path = run_import(tmp_path, name, command=[published(command[0]), *command[1:]], timeout=15.0).path
    assert path.read_bytes() == committed.read_bytes()
    assert json.loads(committed.read_text(encoding="utf-8"))["captured"] == {
        "from": "tools/list", "transport": "stdio", "command": command}


def test_run_import_live_writes_the_file(tmp_path: Path) -> None:
    path = run_import(tmp_path, "pages", command=server("paged_server.py"), timeout=TIMEOUT).path
    written = json.loads(path.read_text(encoding="utf-8"))
    assert path == tmp_path.resolve() / "external" / "pages.json"
    assert len(written["tools"]) == 7
    assert written["captured"]["from"] == "tools/list"
    assert written["captured"]["command"][0] == Path(sys.executable).name
    assert not os.path.isabs(written["captured"]["command"][0])


# --- servers that fail ------------------------------------------------------------


def test_a_hanging_server_times_out_and_its_whole_group_is_killed() -> None:
    message = failure_of(server("misbehaving_server.py", "hang"), SHORT_TIMEOUT)
    assert "timeout after 1.5 s" in message and "server/discover" in message
    pids = [int(pid) for pid in re.search(r"pids (\d+) (\d+)", message).groups()]
    assert wait_gone(pids) == []  # the server ignored SIGTERM; its child too is gone


def test_a_server_that_never_lists_its_tools_times_out_on_tools_list() -> None:
    message = failure_of(server("misbehaving_server.py", "hang-list"), SHORT_TIMEOUT)
    assert message.startswith("timeout after 1.5 s waiting for the server's answer to tools/list")


def test_a_crash_on_start_shows_the_exit_code_and_sanitised_stderr() -> None:
    message = failure_of(server("misbehaving_server.py", "crash"))
    assert message.startswith("server exited with code 1 before answering initialize")
    assert "starting | fatal: \\x1b[31mconfig file missing\\x1b[0m" in message


def test_a_missing_command() -> None:
    assert failure_of(["toolcli-no-such-server-anywhere"]) == "command not found: toolcli-no-such-server-anywhere"


def test_a_command_that_is_not_executable(tmp_path: Path) -> None:
    script = tmp_path / "server.sh"
    script.write_text("#!/bin/sh\n", encoding="utf-8")
    script.chmod(0o644)
    assert failure_of([str(script)]).startswith("cannot execute")


@pytest.mark.parametrize(
    ("mode", "start"),
    [
        ("bad-name", "malformed tools: invalid tools/list message at tools/1/name"),
        ("bad-tools", "malformed tools: invalid tools/list message at tools"),
        ("nan", "protocol error: the server wrote a line that is not JSON (NaN is not JSON)"),
        ("error", "server answered tools/list with error -32603: backend down"),
        ("cursor-loop", "protocol error: tools/list page 2 repeats an earlier nextCursor"),
    ],
)
def test_protocol_breakage_is_one_clear_failure(mode: str, start: str) -> None:
    assert failure_of(server("misbehaving_server.py", mode)).startswith(start)


@pytest.mark.parametrize(
    ("mode", "start"),
    [
        ("not-json", "protocol error: the server wrote a line that is not JSON on stdout (refused by --strict-stdio): "
                     "Server ready on stdio"),
        ("banner", "protocol error: the server wrote a line that is not JSON on stdout (refused by --strict-stdio): "
                   "Loading configuration from .env file..."),
    ],
)
def test_strict_stdio_refuses_a_banner(mode: str, start: str) -> None:
    assert failure_of(server("misbehaving_server.py", mode), strict=True).startswith(start)


def test_a_banner_is_skipped_and_counted_in_one_warning() -> None:
    listing = list_tools_live(server("misbehaving_server.py", "banner"), TIMEOUT)
    assert [t["name"] for t in listing.tools] == ["probe"]
    assert listing.warnings == [
        "skipped 2 lines on the server's stdout that are not JSON-RPC, as the MCP SDK does "
        "(first: Loading configuration from .env file...); --strict-stdio refuses such a server"]
    assert list_tools_live(server("paged_server.py"), TIMEOUT).warnings == []


def test_the_server_gets_the_sdk_environment_plus_env_options(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLCLI_TEST_PARENT", "of toolcli")
    tools = list_tools_live(server("misbehaving_server.py", "env"), TIMEOUT,
                            env={"TOOLCLI_TEST_GIVEN": "given"}).tools
    assert json.loads(tools[0]["description"]) == {"TOOLCLI_TEST_GIVEN": "given", "TOOLCLI_TEST_PARENT": "unset"}


def test_secrets_never_reach_a_failure_message(tmp_path: Path) -> None:
    command = [*server("misbehaving_server.py", "leak"), "--api-key", "argument-secret", "TOKEN=assigned-secret"]
    with pytest.raises(ImportFailure) as raised:
        run_import(tmp_path, "leaky", command=command, env={"TOOLCLI_TEST_GIVEN": "environment-secret"},
                   timeout=TIMEOUT)
    message = str(raised.value)
    assert message.startswith("server exited with code 1 before answering initialize; server stderr: args [")
    for secret in ("argument-secret", "assigned-secret", "environment-secret"):
        assert secret not in message
    assert message.count("<redacted>") == 3
    assert not (tmp_path / "external").exists()


def test_a_string_read_only_hint_is_not_trusted() -> None:
    tools = list_tools_live(server("misbehaving_server.py", "string-hint"), TIMEOUT).tools
    assert tools[0]["annotations"] == {"readOnlyHint": "true"}
    assert to_external_document("odd", tools, CAPTURE)["tools"][0]["family"] == "external_write"


def test_without_the_mcp_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint reinstalls from where toolcli came: `toolsurface` is not on the package index."""
    monkeypatch.setitem(sys.modules, "mcp", None)
    message = failure_of(["anything"])
    assert message.startswith("live import needs the mcp extra: pip install ")
    checkout = re.fullmatch(r"live import needs the mcp extra: pip install '?(.+)\[mcp\]'?", message)
    assert checkout is not None, message  # this suite's toolcli is installed from a checkout
    assert (Path(checkout.group(1)) / "pyproject.toml").is_file()


@pytest.mark.parametrize(("recorded", "command"), [
    (None, "pip install '.[mcp]' in a toolcli checkout, or "
           "pip install 'toolsurface[mcp] @ git+<URL of the toolcli repository>'"),
    ({"url": "https://user:ghp_secret@example.com:8443/acme/toolcli.git",
      "vcs_info": {"vcs": "git", "commit_id": "0123abc"}},
     "pip install 'toolsurface[mcp] @ git+https://example.com:8443/acme/toolcli.git@0123abc'"),
    ({"url": "file:///home/me/toolcli", "dir_info": {}}, "pip install '/home/me/toolcli[mcp]'"),
    ({"url": "https://example.com/toolsurface-0.1.0.tar.gz", "archive_info": {}},
     "pip install '.[mcp]' in a toolcli checkout, or "
     "pip install 'toolsurface[mcp] @ git+<URL of the toolcli repository>'"),
])
def test_the_install_hint_follows_the_installation(monkeypatch: pytest.MonkeyPatch, recorded: dict | None,
                                                   command: str) -> None:
    from importlib import metadata

    from toolcli.mcp import session

    class Installed:
        def read_text(self, name: str) -> str | None:
            return None if recorded is None else json.dumps(recorded)

    monkeypatch.setattr(metadata, "distribution", lambda name: Installed())
    assert session.mcp_install_command() == command


@pytest.mark.parametrize(("command", "timeout"), [([], 5.0), (["x"], 0.0), (["x"], float("nan")), (["x"], -1.0)])
def test_unusable_arguments(command: list[str], timeout: float) -> None:
    with pytest.raises(ImportFailure):
        list_tools_live(command, timeout)


# --- the command ------------------------------------------------------------------


def toolcli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    """toolcli with this venv's console scripts (the published servers) first on PATH."""
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    return run_toolcli(*args, env={"PATH": path, **(env or {})})


def test_a_token_passed_through_env_reaches_no_file(tmp_path: Path) -> None:
    """The issue's command: `env GITHUB_TOKEN=… mcp-server-time`, as a user types it."""
    root = tmp_path / "reg"
    assert toolcli("init", str(root)).returncode == 0
    result = toolcli("import", "--registry", str(root), "--server", "time", "--",
                     "env", "GITHUB_TOKEN=ghp_example123", published("mcp-server-time"))
    assert result.returncode == 0, result.stderr
    assert toolcli("golden", "--registry", str(root), "--rewrite").returncode == 0
    assert toolcli("validate", "--registry", str(root)).returncode == 0
    captured = json.loads((root / "external" / "time.json").read_text(encoding="utf-8"))["captured"]
    assert captured == {"from": "tools/list", "transport": "stdio",
                        "command": ["env", "GITHUB_TOKEN=<redacted>", "<path>"]}
    local = {str(tmp_path), str(Path(sys.executable).parent), str(Path.home()), os.getcwd()}
    for path in root.rglob("*"):
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            assert "ghp_example123" not in text, path
            assert not [place for place in local if place in text], path
    assert "ghp_example123" not in result.stdout + result.stderr


def test_env_options_reach_the_server(tmp_path: Path) -> None:
    root = tmp_path / "reg"
    assert toolcli("init", str(root)).returncode == 0
    result = toolcli("import", "--registry", str(root), "--server", "odd", "--env", "TOOLCLI_TEST_GIVEN",
                     "--", *server("misbehaving_server.py", "env"),
                     env={"TOOLCLI_TEST_GIVEN": "copied", "TOOLCLI_TEST_PARENT": "not passed"})
    assert result.returncode == 0, result.stderr
    tools = json.loads((root / "external" / "odd.json").read_text(encoding="utf-8"))["tools"]
    # The value reached the server, which echoed it: the capture holds it redacted.
    assert json.loads(tools[0]["description"]) == {"TOOLCLI_TEST_GIVEN": "<redacted>", "TOOLCLI_TEST_PARENT": "unset"}


def test_a_banner_server_imports_with_one_warning_and_strict_stdio_refuses_it(tmp_path: Path) -> None:
    root = tmp_path / "reg"
    assert toolcli("init", str(root)).returncode == 0
    banner = ["--", *server("misbehaving_server.py", "banner")]
    tolerant = toolcli("import", "--registry", str(root), "--server", "word", *banner)
    assert tolerant.returncode == 0, tolerant.stderr
    warnings = [line for line in tolerant.stderr.splitlines() if line.startswith("toolcli: warning: ")]
    assert warnings == ["toolcli: warning: skipped 2 lines on the server's stdout that are not JSON-RPC, as the "
                        "MCP SDK does (first: Loading configuration from .env file...); --strict-stdio refuses "
                        "such a server"]
    written = (root / "external" / "word.json").read_bytes()
    strict = toolcli("import", "--registry", str(root), "--server", "word", "--strict-stdio", *banner)
    assert strict.returncode == 2
    assert strict.stderr.splitlines()[-1].startswith(
        "toolcli: error: protocol error: the server wrote a line that is not JSON on stdout (refused by "
        "--strict-stdio): Loading configuration from .env file...")
    assert (root / "external" / "word.json").read_bytes() == written


REFLECTED = "s3cr3t-Value-given-7f9a2b"


def _assert_nowhere(root: Path, outputs: list[str], value: str) -> None:
    for path in root.rglob("*"):
        if path.is_file():
            assert value not in path.read_text(encoding="utf-8", errors="replace"), path
    for output in outputs:
        assert value not in output


@pytest.mark.parametrize("given", ["--env", "--config"])
def test_a_value_the_server_echoes_back_reaches_no_file_and_no_output(tmp_path: Path, given: str) -> None:
    """--env's help says "never written or printed": the server reflects the
    value into its instructions, a tool's name, description, schema and its
    stderr; the capture, the goldens and every command's output hold none of it."""
    root = tmp_path / "reg"
    assert toolcli("init", str(root)).returncode == 0
    command = server("misbehaving_server.py", "reflect")
    if given == "--env":
        source = ["--server", "odd", "--env", f"TOOLCLI_TEST_GIVEN={REFLECTED}", "--", *command]
        environment = {}
    else:
        config = tmp_path / "mcp.json"
        config.write_text(json.dumps({"mcpServers": {"odd": {"command": command[0], "args": command[1:],
                                                             "env": {"TOOLCLI_TEST_GIVEN": "${GIVEN}"}}}}))
        source = ["--config", str(config), "--yes"]
        environment = {"GIVEN": REFLECTED}
    imported = toolcli("import", "--registry", str(root), *source, env=environment)
    assert imported.returncode == 0, imported.stderr
    document = json.loads((root / "external" / "odd.json").read_text(encoding="utf-8"))
    assert document["instructions"] == "Use the key <redacted> for everything."
    reflected = next(tool for tool in document["tools"] if tool["name"] == "mcp__odd__probe_<redacted>")
    assert reflected["description"] == "<redacted> is the key. Probe."
    assert reflected["inline"]["properties"] == {"<redacted>": {"type": "string", "default": "<redacted>"}}
    outputs = [imported.stdout, imported.stderr]
    for args in (("golden", "--rewrite"), ("golden",), ("validate",), ("validate", "--format", "json"),
                 ("surface", "--matrix", "--format", "json"), ("import", "--check")):
        result = toolcli(*args, "--registry", str(root), *(source if args[0] == "import" else ()), env=environment)
        assert result.returncode in (0, 1), (args, result.stderr)
        outputs += [result.stdout, result.stderr]
    _assert_nowhere(root, outputs, REFLECTED)


def test_a_line_that_is_not_utf8_fails_at_once_naming_the_encoding(tmp_path: Path) -> None:
    """Skipped as a banner, it left the request unanswered until the timeout."""
    message = failure_of(server("misbehaving_server.py", "latin1"), timeout=60)
    assert message.startswith("protocol error: the server wrote a line that is not UTF-8 on stdout "
                              "(byte 0xe9 at offset "), message
    assert "timeout" not in message
    root = tmp_path / "reg"
    assert toolcli("init", str(root)).returncode == 0
    started = time.monotonic()
    result = toolcli("import", "--registry", str(root), "--server", "odd", "--timeout", "60", "--",
                     *server("misbehaving_server.py", "latin1"))
    assert result.returncode == 2 and "not UTF-8" in result.stderr
    assert time.monotonic() - started < 30  # half the timeout: it did not wait for it


def test_a_stderr_flood_fills_no_temporary_file(tmp_path: Path) -> None:
    """24 MiB on stderr: read as it comes and its tail kept, nothing on disk. In
    a 16 MiB tmpfs as TMPDIR, a temporary file took the flood until the server
    failed to write (a flood filled 2 GB in 0.7 s)."""
    if shutil.which("unshare") is None or subprocess.run(
            ["unshare", "-rm", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt 2>/dev/null"]).returncode:
        pytest.skip("this machine forbids mounting a tmpfs in a user namespace")
    root = tmp_path / "reg"
    assert toolcli("init", str(root)).returncode == 0
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    script = ('mount -t tmpfs -o size=16m tmpfs "$0" || exit 99; "$@"; code=$?; '
              'df -k "$0" | tail -1 | tr -s " " | cut -d" " -f3 >&2; exit $code')
    result = subprocess.run(["unshare", "-rm", "sh", "-c", script, str(scratch), sys.executable, "-m", "toolcli",
                             "import", "--registry", str(root), "--server", "flood", "--timeout", "60", "--",
                             *server("misbehaving_server.py", "flood")],
                            capture_output=True, text=True, env={**os.environ, "TMPDIR": str(scratch)}, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    used_kib = int(result.stderr.splitlines()[-1])
    assert used_kib < 16 * 1024 and (root / "external" / "flood.json").is_file()


def test_a_long_last_stderr_line_is_quoted_not_called_nothing() -> None:
    message = failure_of(server("misbehaving_server.py", "long-line"))
    assert "wrote nothing" not in message
    assert message.startswith("server exited with code 1 before answering")
    assert re.search(r"; server stderr: …y+END$", message), message


@pytest.mark.parametrize(("how", "signum"), [("server", signal.SIGTERM), ("server", signal.SIGHUP),
                                             ("server", signal.SIGINT), ("config", signal.SIGTERM),
                                             ("config", signal.SIGINT)])
def test_a_signal_ends_toolcli_at_once_and_every_server_it_started(tmp_path: Path, how: str, signum: int) -> None:
    """Servers that ignore SIGTERM and the end of their stdin, each with a
    child: toolcli ends within 3 s of the signal, long before the import's
    timeout, with 128 + the signal's number, and none of them outlives it."""
    root = tmp_path / "reg"
    assert toolcli("init", str(root)).returncode == 0
    pids_file = tmp_path / "pids"
    command = server("misbehaving_server.py", "hang")
    if how == "server":
        source = ["--server", "stuck", "--env", f"TOOLCLI_TEST_PIDS={pids_file}", "--", *command]
        expected = 1
    else:
        config = tmp_path / "mcp.json"
        entry = {"command": command[0], "args": command[1:], "env": {"TOOLCLI_TEST_PIDS": str(pids_file)}}
        config.write_text(json.dumps({"mcpServers": {"one": entry, "two": entry}}), encoding="utf-8")
        source = ["--config", str(config), "--yes"]
        expected = 2
    run = subprocess.Popen([sys.executable, "-m", "toolcli", "import", "--registry", str(root), "--timeout", "120",
                            *source], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not pids_file.exists()
                                               or pids_file.read_text().count("\n") < expected):
            time.sleep(0.05)
        pids = [int(pid) for pid in pids_file.read_text().split()]
        signalled = time.monotonic()
        run.send_signal(signum)
        try:
            code = run.wait(timeout=30)
        except subprocess.TimeoutExpired:
            code = None
        took = time.monotonic() - signalled
    finally:
        if run.poll() is None:
            run.kill()
        run.wait()
        stderr = run.stderr.read().decode("utf-8", "replace")
        run.stderr.close()
    survivors = wait_gone(pids, within=5)
    for pid in survivors:  # never left running by a failing test
        os.kill(pid, signal.SIGKILL)
    assert survivors == [] and len(pids) == 2 * expected
    assert code == 128 + signum, stderr
    assert "Traceback" not in stderr
    assert took < 3, f"{took:.1f} s"
