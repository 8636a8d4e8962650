"""One MCP client conversation, whatever the transport: ``initialize``, then
``tools/list`` following ``nextCursor`` to the end (SPEC §4).

The session layer is the ``mcp`` SDK's ``ClientSession``; stdio.py and
http.py give it message streams and turn what ends a conversation into one
ImportFailure. The SDK is imported lazily: nothing else in toolcli needs it.
"""

from __future__ import annotations

import logging
import math
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from ..errors import ImportFailure, LoadError
from ..safe_text import visible

MAX_PAGES = 10_000
SDK_LOGGERS = ("mcp", "httpx", "httpx2", "httpcore", "sse_starlette")

Progress = Callable[[str], None]


def ignore(_: str) -> None:
    pass


def require_sdk() -> None:
    try:
        import mcp  # noqa: F401
    except ImportError:
        raise ImportFailure("live import needs the mcp extra: pip install 'toolsurface[mcp]'") from None
    try:  # the 2.x names this package relies on
        from mcp.client.session import ClientSession  # noqa: F401
        from mcp.shared.message import SessionMessage  # noqa: F401
        from mcp.types import CONNECTION_CLOSED, jsonrpc_message_adapter  # noqa: F401
    except ImportError:
        raise ImportFailure("live import needs mcp 2.x: pip install --upgrade 'toolsurface[mcp]'") from None


def check_timeout(timeout: float) -> None:
    if not timeout > 0 or not math.isfinite(timeout):
        raise ImportFailure(f"--timeout must be a positive number of seconds, not {timeout}")


@contextmanager
def quiet_sdk_logging() -> Iterator[None]:
    """Keep the SDK's and HTTP client's log records off the terminal for the
    exchange: Python prints unhandled records on stderr, tracebacks and full
    URLs included. Every failure is reported once, as an ImportFailure."""
    sink = logging.NullHandler()  # a handler, so the last-resort printer stays silent
    saved = []
    for name in SDK_LOGGERS:
        logger = logging.getLogger(name)
        saved.append((logger, logger.propagate))
        logger.addHandler(sink)
        logger.propagate = False
    try:
        yield
    finally:
        for logger, propagate in saved:
            logger.removeHandler(sink)
            logger.propagate = propagate


class Listing:
    """The raw MCP Tool objects a server listed, and what to warn about."""

    __slots__ = ("tools", "warnings")

    def __init__(self, tools: list[dict], warnings: list[str] | None = None) -> None:
        self.tools = tools
        self.warnings = warnings or []


class Exchange:
    """What the conversation got to, for progress and for the failure message."""

    def __init__(self, progress: Progress) -> None:
        self.phase = "initialize"
        self.tools: list[dict] = []
        self.progress = progress
        self.done = False  # every page is in: what fails after this (closing) loses nothing


async def converse(read_stream: Any, write_stream: Any, exchange: Exchange) -> None:
    """Initialize a session on the streams and collect every page of tools."""
    from pydantic import TypeAdapter

    import mcp.types as types
    from mcp.client.session import ClientSession

    from .._version import __version__

    raw_result = TypeAdapter(dict[str, Any])
    client = types.Implementation(name="toolcli", version=__version__)
    async with ClientSession(read_stream, write_stream, client_info=client) as session:
        exchange.phase = "initialize"
        initialized = await session.initialize()
        info = initialized.server_info
        exchange.progress(f"initialized {visible(info.name)} {visible(info.version)}".rstrip())
        cursor: str | None = None
        seen: set[str] = set()
        for page in range(1, MAX_PAGES + 1):
            exchange.phase = "tools/list" if page == 1 else f"tools/list page {page}"
            params = types.PaginatedRequestParams(cursor=cursor) if cursor is not None else None
            # The raw result, not the SDK's model: a capture keeps what the server sent.
            result = await session.send_request(types.ListToolsRequest(params=params), raw_result)
            exchange.tools.extend(_page_tools(result))
            count = len(exchange.tools)
            exchange.progress(f"tools/list page {page}: {count} tool{'' if count == 1 else 's'}")
            cursor = result.get("nextCursor")
            if cursor is None:
                exchange.done = True
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


def classify(error: BaseException, phase: str, timeout: float) -> ImportFailure | None:
    """The ImportFailure for what ended a conversation, when it is not the
    transport's to name (None: the transport looks further)."""
    from pydantic import ValidationError

    import mcp.types as types
    from mcp.shared.exceptions import MCPError

    if isinstance(error, ImportFailure):
        return error
    if isinstance(error, TimeoutError):
        return ImportFailure(f"timeout after {timeout:g} s waiting for the server's answer to {phase}")
    if isinstance(error, MCPError) and error.code != types.CONNECTION_CLOSED:
        return ImportFailure(f"server answered {phase} with error {error.code}: {visible(error.message)}")
    if isinstance(error, ValidationError):
        first = error.errors()[0] if error.error_count() else {}
        where = "/".join(str(part) for part in first.get("loc", ()))
        what = "malformed tools" if phase.startswith("tools/list") else "protocol error"
        return ImportFailure(f"{what}: invalid {phase} message at {visible(where) or 'top level'}: "
                             f"{visible(str(first.get('msg', 'invalid')))}")
    return None


def is_interruption(error: BaseException) -> bool:
    """Cancellation, Ctrl-C or exit: never an import failure of its own."""
    import anyio

    return isinstance(error, (anyio.get_cancelled_exc_class(), KeyboardInterrupt, SystemExit))


def leaf(error: BaseException) -> BaseException:
    """The meaningful exception inside task-group wrapping."""
    import anyio

    cancelled = anyio.get_cancelled_exc_class()
    while isinstance(error, BaseExceptionGroup):
        leaves = [e for e in error.exceptions if not isinstance(e, cancelled)] or list(error.exceptions)
        preferred = [e for e in leaves if isinstance(e, ImportFailure)]
        error = (preferred or leaves)[0]
    return error
