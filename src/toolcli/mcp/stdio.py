"""Live import: run a stdio MCP server, ``initialize``, then ``tools/list``
following ``nextCursor`` (SPEC §4).

The session layer is the ``mcp`` SDK's ``ClientSession``; the process and its
pipes are ours, because an import must know the server's exit code, kill its
whole process group the moment the exchange fails or times out, and parse
stdout strictly (no NaN, no duplicate keys, no silent skipping of garbage).
The SDK is imported lazily: nothing else in toolcli needs it.
"""

from __future__ import annotations

import json
import math
import os
import signal
import tempfile
from contextlib import asynccontextmanager, suppress
from typing import IO, Any, AsyncIterator, Callable

from ..errors import ImportFailure, LoadError
from ..safe_text import visible

MAX_LINE_BYTES = 64 * 1024 * 1024  # one JSON-RPC message; the loader's file limit
MAX_PAGES = 10_000
STDERR_TAIL_BYTES = 4096
STDERR_TAIL_LINES = 8
STDERR_TAIL_CHARS = 600
EXIT_GRACE = 1.0  # after a clean exchange: time to exit on its own once stdin closes
REAP_WAIT = 2.0  # time to observe a killed process's death

Progress = Callable[[str], None]


def list_tools_live(command: list[str], timeout: float, on_progress: Progress | None = None) -> list[dict]:
    """The raw MCP Tool objects (wire JSON) of the stdio server ``command``.

    ``timeout`` bounds the whole exchange. Raises ImportFailure with a
    one-line reason and the tail of the server's stderr.
    """
    if not command or not all(isinstance(part, str) for part in command):
        raise ImportFailure("import needs a server command after --")
    if not timeout > 0 or not math.isfinite(timeout):
        raise ImportFailure(f"--timeout must be a positive number of seconds, not {timeout}")
    _require_sdk()
    import anyio

    with tempfile.TemporaryFile() as errlog:
        try:
            return anyio.run(_list_tools, command, timeout, on_progress or _ignore, errlog)
        except _NotStarted as failure:
            raise ImportFailure(str(failure)) from None
        except ImportFailure as failure:
            raise ImportFailure(f"{failure}{_stderr_suffix(errlog)}") from None


def _require_sdk() -> None:
    try:
        import mcp  # noqa: F401
    except ImportError:
        raise ImportFailure("live import needs the mcp extra: pip install 'toolsurface[mcp]'") from None
    try:  # the 2.x names this module relies on
        from mcp.client.session import ClientSession  # noqa: F401
        from mcp.shared.message import SessionMessage  # noqa: F401
        from mcp.types import CONNECTION_CLOSED, jsonrpc_message_adapter  # noqa: F401
    except ImportError:
        raise ImportFailure("live import needs mcp 2.x: pip install --upgrade 'toolsurface[mcp]'") from None


def _ignore(_: str) -> None:
    pass


class _NotStarted(ImportFailure):
    """The server process could not be started (so it has no stderr)."""


class _Exchange:
    """What the exchange got to, for the failure message."""

    def __init__(self) -> None:
        self.phase = "initialize"
        self.tools: list[dict] = []


async def _list_tools(command: list[str], timeout: float, progress: Progress, errlog: IO[bytes]) -> list[dict]:
    import anyio

    process = await _spawn(command, errlog)
    progress(f"started {visible(command[0])} (pid {process.pid})")
    exchange = _Exchange()
    clean = False
    try:
        try:
            with anyio.fail_after(timeout):
                await _converse(process, exchange, progress)
            clean = True
        except BaseException as error:  # noqa: BLE001 - classified, then re-raised as one failure
            failure = await _classify(_leaf(error), process, exchange, timeout)
            if failure is None:
                raise
            raise failure from None
    finally:
        await _stop(process, graceful=clean)
    return exchange.tools


async def _spawn(command: list[str], errlog: IO[bytes]) -> Any:
    import anyio

    program = command[0]
    try:
        # A list, never a string: no shell. A new session makes the server the
        # leader of its own process group, so one killpg reaches its children.
        return await anyio.open_process(command, stderr=errlog, start_new_session=True)
    except FileNotFoundError:
        raise _NotStarted(f"command not found: {visible(program)}") from None
    except PermissionError:
        raise _NotStarted(f"cannot execute {visible(program)}: permission denied") from None
    except (OSError, ValueError) as exc:
        raise _NotStarted(f"cannot start {visible(program)}: {visible(str(exc))}") from None


async def _converse(process: Any, exchange: _Exchange, progress: Progress) -> None:
    from pydantic import TypeAdapter

    import mcp.types as types
    from mcp.client.session import ClientSession

    import toolcli

    raw_result = TypeAdapter(dict[str, Any])
    client = types.Implementation(name="toolcli", version=toolcli.__version__)
    async with _pipes(process) as (read_stream, write_stream):
        async with ClientSession(read_stream, write_stream, client_info=client) as session:
            initialized = await session.initialize()
            info = initialized.server_info
            progress(f"initialized {visible(info.name)} {visible(info.version)}".rstrip())
            cursor: str | None = None
            seen: set[str] = set()
            for page in range(1, MAX_PAGES + 1):
                exchange.phase = "tools/list" if page == 1 else f"tools/list page {page}"
                params = types.PaginatedRequestParams(cursor=cursor) if cursor is not None else None
                result = await session.send_request(types.ListToolsRequest(params=params), raw_result)
                exchange.tools.extend(_page_tools(result))
                progress(f"tools/list page {page}: {len(exchange.tools)} tools")
                cursor = result.get("nextCursor")
                if cursor is None:
                    return
                if not isinstance(cursor, str):
                    raise ImportFailure(f"protocol error: nextCursor is not a string on tools/list page {page}")
                if cursor in seen:
                    raise ImportFailure(f"protocol error: tools/list page {page} repeats an earlier nextCursor")
                seen.add(cursor)
            raise ImportFailure(f"protocol error: tools/list did not end within {MAX_PAGES} pages")


def _page_tools(result: dict[str, Any]) -> list[dict]:
    from .listing import parse_listing

    try:
        return parse_listing({"tools": result.get("tools")}, "tools/list result")
    except LoadError as error:
        raise ImportFailure(f"malformed tools: {visible(error.what)}") from None


@asynccontextmanager
async def _pipes(process: Any) -> AsyncIterator[tuple[Any, Any]]:
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
        try:
            message = types.jsonrpc_message_adapter.validate_python(_decode_line(line), by_name=False)
        except ValidationError:
            raise ImportFailure(f"protocol error: the server wrote JSON that is not a JSON-RPC message: "
                                f"{_snippet(line)}") from None
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
                if len(buffer) > MAX_LINE_BYTES:
                    raise ImportFailure(f"protocol error: a stdout line over {MAX_LINE_BYTES} bytes")

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


def _decode_line(line: bytes) -> Any:
    """One stdout line as strict JSON; ImportFailure for anything else."""

    def no_constant(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        value = dict(pairs)
        if len(value) != len(pairs):
            raise ValueError("duplicate object key")
        return value

    try:
        return json.loads(line.decode("utf-8"), parse_constant=no_constant, object_pairs_hook=no_duplicates)
    except (ValueError, RecursionError) as exc:
        reason = exc.msg if isinstance(exc, json.JSONDecodeError) else (str(exc) or "nesting too deep")
        raise ImportFailure(f"protocol error: the server wrote a line that is not JSON "
                            f"({visible(reason)}): {_snippet(line)}") from None


def _snippet(line: bytes) -> str:
    text = line[:80].decode("utf-8", "replace")
    return visible(text) + ("…" if len(line) > 80 else "")


async def _classify(error: BaseException, process: Any, exchange: _Exchange, timeout: float) -> ImportFailure | None:
    """One ImportFailure for whatever ended the exchange (None: not ours to name)."""
    import anyio
    from pydantic import ValidationError

    import mcp.types as types
    from mcp.shared.exceptions import MCPError

    phase = exchange.phase
    if isinstance(error, ImportFailure):
        return error
    if isinstance(error, TimeoutError):
        return ImportFailure(f"timeout after {timeout:g} s waiting for the server's answer to {phase}")
    if isinstance(error, (anyio.get_cancelled_exc_class(), KeyboardInterrupt, SystemExit)):
        return None
    if isinstance(error, MCPError) and error.code != types.CONNECTION_CLOSED:
        return ImportFailure(f"server answered {phase} with error {error.code}: {visible(error.message)}")
    if isinstance(error, ValidationError):
        first = error.errors()[0] if error.error_count() else {}
        where = "/".join(str(part) for part in first.get("loc", ()))
        what = "malformed tools" if phase.startswith("tools/list") else "protocol error"
        return ImportFailure(f"{what}: invalid {phase} message at {visible(where) or 'top level'}: "
                             f"{visible(str(first.get('msg', 'invalid')))}")
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


def _leaf(error: BaseException) -> BaseException:
    """The meaningful exception inside task-group wrapping."""
    import anyio

    cancelled = anyio.get_cancelled_exc_class()
    while isinstance(error, BaseExceptionGroup):
        leaves = [e for e in error.exceptions if not isinstance(e, cancelled)] or list(error.exceptions)
        preferred = [e for e in leaves if isinstance(e, ImportFailure)]
        error = (preferred or leaves)[0]
    return error


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


def _stderr_suffix(errlog: IO[bytes]) -> str:
    tail = stderr_tail(errlog)
    return f"; server stderr: {tail}" if tail else "; the server wrote nothing on stderr"


def stderr_tail(errlog: IO[bytes]) -> str:
    """The last lines of the server's stderr, sanitised, on one line."""
    errlog.flush()
    size = errlog.seek(0, os.SEEK_END)
    errlog.seek(max(0, size - STDERR_TAIL_BYTES))
    text = errlog.read().decode("utf-8", "replace")
    if size > STDERR_TAIL_BYTES:
        text = text.split("\n", 1)[-1]  # drop the partial first line
    lines = [line.strip() for line in text.splitlines() if line.strip()][-STDERR_TAIL_LINES:]
    joined = visible(" | ".join(lines))
    if len(joined) > STDERR_TAIL_CHARS:
        joined = "…" + joined[-STDERR_TAIL_CHARS:]
    return joined
