"""Live import from a stdio MCP server (SPEC §4): run the command, then the
conversation of session.py over its stdin and stdout.

The process and its pipes are ours, not the SDK's ``stdio_client``: an import
must know the server's exit code, kill its whole process group the moment the
exchange fails or times out, and read stdout as the SDK does — a line that is
not JSON-RPC (a banner) is skipped — while counting what it skipped, refusing
it under ``--strict-stdio``, and never silently taking a message that breaks
JSON (NaN, a repeated key). The environment is environment.py's documented
set of toolcli's variables, plus what ``--env`` sets. The server's stderr is
read as it comes and only its tail kept, for the messages that quote it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import threading
from contextlib import asynccontextmanager, suppress
from typing import Any, AsyncIterator, Mapping

from ..errors import ImportFailure
from ..safe_text import visible
from .environment import passed_environment, proxy_values
from .redact import Secrets
from .session import (MAX_MESSAGE_BYTES, Exchange, Listing, Progress, check_timeout, classify, converse, ignore,
                      is_interruption, leaf, quiet_sdk_logging, require_sdk, stopped_by)

STDERR_KEPT_BYTES = 64 * 1024  # the end of a server's stderr; what came before is read and dropped
STDERR_END_WAIT = 0.5  # after the server is stopped: time for its stderr to reach its end
STDERR_TAIL_LINES = 8
STDERR_TAIL_CHARS = 600
SNIPPET_CHARS = 80
EXIT_GRACE = 1.0  # after a clean exchange: time to exit on its own once stdin closes
REAP_WAIT = 2.0  # time to observe a killed process's death


def list_tools_live(command: list[str], timeout: float, on_progress: Progress | None = None, *,
                    env: Mapping[str, str] | None = None, strict: bool = False,
                    secrets: Secrets | None = None, cwd: str | None = None,
                    stop: threading.Event | None = None) -> Listing:
    """The raw MCP Tool objects (wire JSON) of the stdio server ``command``.

    ``timeout`` bounds the whole exchange; ``env`` is added to the variables
    environment.py passes on; ``cwd`` is the server's working directory (default:
    toolcli's); ``strict`` refuses non-JSON-RPC lines on stdout; setting
    ``stop`` ends the exchange as Ctrl-C does (KeyboardInterrupt).
    Raises ImportFailure with a one-line reason and the tail of the server's
    stderr, from which ``secrets`` are scrubbed before it is cut.
    """
    if not command or not all(isinstance(part, str) for part in command):
        raise ImportFailure("import needs a server command after --")
    check_timeout(timeout)
    require_sdk()
    import anyio

    secrets = secrets or Secrets()
    environment = {**passed_environment(), **(env or {})}
    secrets.add(*proxy_values(environment))
    stdout = _Stdout(strict, secrets)
    stderr = StderrTail()
    with quiet_sdk_logging():
        try:
            exchange = anyio.run(_list_tools, command, environment, timeout, on_progress or ignore, stderr, stdout,
                                 cwd, stop)
        except BaseException as error:  # noqa: BLE001 - out of the task group that read stderr
            failure = _unwrapped(error)
            if isinstance(failure, _NotStarted):
                raise ImportFailure(str(failure)) from None
            if isinstance(failure, ImportFailure):
                raise ImportFailure(f"{failure}{stderr.suffix(secrets)}") from None
            if failure is error:
                raise
            raise failure from None
    return exchange.listing(stdout.warnings())


def _unwrapped(error: BaseException) -> BaseException:
    """What ended the exchange, out of the task group that read stderr (its only other task never fails)."""
    while isinstance(error, BaseExceptionGroup):
        error = next((e for e in error.exceptions if isinstance(e, ImportFailure)), error.exceptions[0])
    return error


class _NotStarted(ImportFailure):
    """The server process could not be started (so it has no stderr)."""


class _Stdout:
    """How stdout lines that are not JSON-RPC are treated, and how many there were."""

    def __init__(self, strict: bool, secrets: Secrets) -> None:
        self.strict = strict
        self.secrets = secrets
        self.skipped = 0
        self.first = b""

    def skip(self, line: bytes, what: str) -> None:
        if self.strict:
            raise ImportFailure(f"protocol error: the server wrote {what} on stdout (refused by --strict-stdio): "
                                f"{self.snippet(line)}")
        self.skipped += 1
        self.first = self.first or line

    def snippet(self, line: bytes) -> str:
        text = self.secrets.scrub(line.decode("utf-8", "replace"))
        return visible(text[:SNIPPET_CHARS]) + ("…" if len(text) > SNIPPET_CHARS else "")

    def warnings(self) -> list[str]:
        if not self.skipped:
            return []
        lines = "1 line" if self.skipped == 1 else f"{self.skipped} lines"
        return [f"skipped {lines} on the server's stdout that {'is' if self.skipped == 1 else 'are'} not "
                f"JSON-RPC, as the MCP SDK does (first: {self.snippet(self.first)}); "
                "--strict-stdio refuses such a server"]


async def _list_tools(command: list[str], environment: dict[str, str], timeout: float, progress: Progress,
                      stderr: StderrTail, stdout: _Stdout, cwd: str | None, stop: threading.Event | None) -> Exchange:
    import anyio

    process = await _spawn(command, environment, cwd)
    stderr.ended = anyio.Event()
    async with anyio.create_task_group() as group:
        group.start_soon(stderr.read, process.stderr)
        try:
            return await _exchange(process, os.path.basename(command[0]), timeout, progress, stdout, stop)
        finally:
            with anyio.move_on_after(STDERR_END_WAIT, shield=True):  # what it wrote before it ended
                await stderr.ended.wait()
            group.cancel_scope.cancel()


async def _exchange(process: Any, program: str, timeout: float, progress: Progress, stdout: _Stdout,
                    stop: threading.Event | None) -> Exchange:
    import anyio

    progress(f"started {visible(program)} (pid {process.pid})")
    exchange = Exchange(progress)
    clean = False
    try:
        try:
            with anyio.fail_after(timeout):
                async with stopped_by(stop), _pipes(process, stdout) as (read_stream, write_stream):
                    await converse(read_stream, write_stream, exchange)
            clean = True
        except BaseException as error:  # noqa: BLE001 - classified, then re-raised as one failure
            if exchange.done and not is_interruption(error):
                return exchange
            failure = await _failure(leaf(error), process, exchange, timeout)
            if failure is None:
                raise
            raise failure from None
    finally:
        await _stop(process, graceful=clean)
    return exchange


async def _spawn(command: list[str], environment: dict[str, str], cwd: str | None) -> Any:
    import anyio

    program = command[0]
    try:
        # A list, never a string: no shell. A new session makes the server the
        # leader of its own process group, so one killpg reaches its children.
        return await anyio.open_process(command, stderr=subprocess.PIPE, env=environment, cwd=cwd,
                                        start_new_session=True)
    except FileNotFoundError:
        raise _NotStarted(f"command not found: {visible(program)}") from None
    except PermissionError:
        raise _NotStarted(f"cannot execute {visible(program)}: permission denied") from None
    except (OSError, ValueError) as exc:
        raise _NotStarted(f"cannot start {visible(program)}: {visible(str(exc))}") from None


@asynccontextmanager
async def _pipes(process: Any, stdout: _Stdout) -> AsyncIterator[tuple[Any, Any]]:
    """The server's stdout and stdin as the session's message streams."""
    import anyio
    from pydantic import ValidationError

    import mcp.types as types
    from mcp.shared.message import SessionMessage

    incoming_send, incoming = anyio.create_memory_object_stream[Any](0)
    outgoing, outgoing_receive = anyio.create_memory_object_stream[Any](0)

    async def deliver(line: bytes) -> None:
        if not line.strip():
            return
        value = _decode_line(line, stdout)
        if value is _NOT_JSON:
            stdout.skip(line, "a line that is not JSON")
            return
        if not isinstance(value, dict) or "jsonrpc" not in value:
            stdout.skip(line, "JSON that is not a JSON-RPC message")
            return
        try:
            message = types.jsonrpc_message_adapter.validate_python(value, by_name=False)
        except ValidationError:
            raise ImportFailure(f"protocol error: the server wrote an invalid JSON-RPC message: "
                                f"{stdout.snippet(line)}") from None
        await incoming_send.send(SessionMessage(message))

    async def read_stdout() -> None:
        async with incoming_send:
            buffer = bytearray()
            async for chunk in process.stdout:
                start = 0
                while (end := chunk.find(b"\n", start)) != -1:
                    buffer += chunk[start:end]
                    await deliver(bytes(buffer))
                    buffer.clear()
                    start = end + 1
                buffer += chunk[start:]
                if len(buffer) > MAX_MESSAGE_BYTES:
                    raise ImportFailure(f"protocol error: a stdout line over {MAX_MESSAGE_BYTES} bytes")

    async def write_stdin() -> None:
        async with outgoing_receive:
            async for item in outgoing_receive:
                data = item.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n"
                try:
                    await process.stdin.send(data.encode("utf-8"))
                except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
                    return  # the server is gone; its stdout's end tells the session

    async with anyio.create_task_group() as group:
        group.start_soon(read_stdout)
        group.start_soon(write_stdin)
        try:
            yield incoming, outgoing
        finally:
            group.cancel_scope.cancel()


_NOT_JSON: Any = object()


def _decode_line(line: bytes, stdout: _Stdout) -> Any:
    """One stdout line as strict JSON; _NOT_JSON for a line that is no JSON at
    all (a banner); ImportFailure for a line that is not UTF-8, and for JSON
    that breaks the standard (NaN, a repeated key): a message the server
    meant, which must not pass altered."""

    def no_constant(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        value = dict(pairs)
        if len(value) != len(pairs):
            raise ValueError("duplicate object key")
        return value

    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:  # the SDK's reader fails on it too: no banner to skip
        raise ImportFailure(f"protocol error: the server wrote a line that is not UTF-8 on stdout (byte "
                            f"0x{line[exc.start]:02x} at offset {exc.start}: {exc.reason}): "
                            f"{stdout.snippet(line)}") from None
    try:
        return json.loads(text, parse_constant=no_constant, object_pairs_hook=no_duplicates)
    except (ValueError, RecursionError) as exc:
        if isinstance(exc, json.JSONDecodeError):
            return _NOT_JSON
        reason = str(exc) or "nesting too deep"
        raise ImportFailure(f"protocol error: the server wrote a line that is not JSON "
                            f"({visible(reason)}): {stdout.snippet(line)}") from None


async def _failure(error: BaseException, process: Any, exchange: Exchange, timeout: float) -> ImportFailure | None:
    """One ImportFailure for whatever ended the exchange (None: not ours to name)."""
    from mcp.shared.exceptions import MCPError

    phase = exchange.phase
    if is_interruption(error):
        return None
    known = classify(error, phase, timeout)
    if known is not None:
        return known
    if not isinstance(error, Exception):
        return None
    exited = await _exit_code(process)
    if exited is not None:
        return ImportFailure(f"server exited with code {exited} before answering {phase}")
    if isinstance(error, MCPError):
        return ImportFailure(f"server closed its stdout before answering {phase}")
    return ImportFailure(f"protocol error during {phase}: {visible(str(error) or type(error).__name__)}")


async def _exit_code(process: Any) -> int | None:
    """The server's exit code if it has exited or exits within a moment."""
    import anyio

    with anyio.move_on_after(0.5):
        while process.returncode is None:
            await anyio.sleep(0.01)
    return process.returncode


async def _stop(process: Any, graceful: bool) -> None:
    """Stop the server and everything it started; never leaves a process behind."""
    import anyio

    with anyio.CancelScope(shield=True):
        if graceful:
            with suppress(Exception):
                await process.stdin.aclose()
            with anyio.move_on_after(EXIT_GRACE):
                while process.returncode is None:
                    await anyio.sleep(0.01)
        _kill_group(process.pid)
        with anyio.move_on_after(REAP_WAIT):
            await process.aclose()


def _kill_group(pgid: int) -> None:
    # The group outlives its leader while any child remains, so this reaches
    # children even after the server itself has exited.
    with suppress(ProcessLookupError, PermissionError):
        if hasattr(os, "killpg"):
            os.killpg(pgid, signal.SIGKILL)
        else:  # no process groups: the server alone
            os.kill(pgid, signal.SIGKILL)


# --- stderr ------------------------------------------------------------------


class StderrTail:
    """The last STDERR_KEPT_BYTES of a server's stderr, read as the server
    writes it: a server that floods its stderr costs no disk and no more
    memory than the tail (a temporary file grew by gigabytes a second)."""

    def __init__(self) -> None:
        self.kept = bytearray()
        self.total = 0  # every byte the server wrote
        self.ended: Any = None  # an anyio Event, set at the end of the stream

    async def read(self, stream: Any) -> None:
        import anyio

        try:
            async for chunk in stream:
                self.total += len(chunk)
                self.kept += chunk
                if len(self.kept) > STDERR_KEPT_BYTES:
                    del self.kept[:-STDERR_KEPT_BYTES]
        except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
            pass
        finally:
            self.ended.set()

    def suffix(self, secrets: Secrets) -> str:
        """What a failure message says of the server's stderr."""
        if not self.total:
            return "; the server wrote nothing on stderr"
        tail = self.text(secrets)
        return f"; server stderr: {tail}" if tail else "; the server wrote only blank lines on stderr"

    def text(self, secrets: Secrets | None = None) -> str:
        """The last lines, without secrets, sanitised, on one line; the end of
        a line too long to keep whole starts with "…"."""
        text = bytes(self.kept).decode("utf-8", "replace")
        cut = self.total > len(self.kept)
        if cut and "\n" in text.rstrip("\n"):
            text, cut = text.split("\n", 1)[1], False  # drop the partial first line
        lines = [line.strip() for line in text.splitlines() if line.strip()][-STDERR_TAIL_LINES:]
        joined = visible((secrets or Secrets()).scrub(" | ".join(lines)))
        if len(joined) > STDERR_TAIL_CHARS:
            joined, cut = joined[-STDERR_TAIL_CHARS:], True
        return "…" + joined if cut and joined else joined
