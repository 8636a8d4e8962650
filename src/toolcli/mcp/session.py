"""One MCP client conversation, whatever the transport: the SDK's automatic
era negotiation (``server/discover``, falling back to ``initialize``), then
``tools/list`` following ``nextCursor`` to the end (SPEC §4, §14.2).

The session layer is the ``mcp`` SDK's ``ClientSession``; stdio.py and
http.py give it message streams and turn what ends a conversation into one
ImportFailure. The SDK is imported lazily: nothing else in toolcli needs it.
"""

from __future__ import annotations

import logging
import math
import shlex
import threading
from contextlib import asynccontextmanager, contextmanager
from typing import Any, AsyncIterator, Callable, Iterator

from ..errors import ImportFailure, LoadError
from ..files.read import MAX_FILE_BYTES
from ..safe_text import visible

MAX_PAGES = 10_000
MAX_MESSAGE_BYTES = MAX_FILE_BYTES  # a stdout line, an HTTP response: what the loader would read at most
STOP_POLL = 0.05  # how often an exchange in a thread of its own looks whether it is to stop
SDK_LOGGERS = ("mcp", "httpx", "httpx2", "httpcore", "sse_starlette")

Progress = Callable[[str], None]


def ignore(_: str) -> None:
    pass


def require_sdk() -> None:
    try:
        import mcp  # noqa: F401
    except ImportError:
        raise ImportFailure(f"live import needs the mcp extra: {mcp_install_command()}") from None
    try:  # the 2.x names this package relies on
        from mcp.client.session import ClientSession  # noqa: F401
        from mcp.shared.message import SessionMessage  # noqa: F401
        from mcp.types import CONNECTION_CLOSED, jsonrpc_message_adapter  # noqa: F401
    except ImportError:
        raise ImportFailure(f"live import needs mcp 2.x: {mcp_install_command(upgrade=True)}") from None


DISTRIBUTION = "toolsurface"  # not published on the package index: installed from a checkout or a git URL


def mcp_install_command(upgrade: bool = False) -> str:
    """A pip command that adds the mcp extra to this very installation: from the
    checkout or the git URL it was installed from (PEP 610's direct_url.json),
    else both forms."""
    pip = "pip install --upgrade" if upgrade else "pip install"
    origin = installed_from()
    if origin is not None:
        return f"{pip} {shlex.quote(origin)}"
    return (f"{pip} '.[mcp]' in a toolcli checkout, or "
            f"{pip} '{DISTRIBUTION}[mcp] @ git+<URL of the toolcli repository>'")


def installed_from() -> str | None:
    """The requirement that reinstalls this distribution with the mcp extra
    from where it came, or None when pip recorded no origin."""
    import json
    from importlib import metadata
    from urllib.parse import urlsplit, urlunsplit
    from urllib.request import url2pathname

    try:
        recorded = json.loads(metadata.distribution(DISTRIBUTION).read_text("direct_url.json") or "null")
    except (metadata.PackageNotFoundError, ValueError, OSError):
        return None
    if not isinstance(recorded, dict) or not isinstance(recorded.get("url"), str):
        return None
    url = urlsplit(recorded["url"])
    vcs = recorded.get("vcs_info")
    if isinstance(vcs, dict) and isinstance(vcs.get("vcs"), str):
        host = (url.hostname or "") + (f":{url.port}" if url.port else "")
        public = urlunsplit((url.scheme, host, url.path, "", ""))  # never user info or a token
        commit = vcs.get("commit_id")
        return f"{DISTRIBUTION}[mcp] @ {vcs['vcs']}+{public}" + (f"@{commit}" if isinstance(commit, str) else "")
    if url.scheme == "file" and isinstance(recorded.get("dir_info"), dict):
        return f"{url2pathname(url.path)}[mcp]"
    return None


def check_timeout(timeout: float) -> None:
    if not timeout > 0 or not math.isfinite(timeout):
        raise ImportFailure(f"--timeout must be a positive number of seconds, not {timeout}")


@asynccontextmanager
async def stopped_by(stop: threading.Event | None) -> AsyncIterator[None]:
    """Inside, the exchange ends as Ctrl-C ends it (KeyboardInterrupt) once
    `stop` is set: the signal reaches the main thread only, and an exchange
    in a thread of its own (``import --config``) would wait for its timeout."""
    if stop is None:
        yield
        return
    import anyio

    async with anyio.create_task_group() as group:

        async def watch() -> None:
            while not stop.is_set():
                await anyio.sleep(STOP_POLL)
            group.cancel_scope.cancel()

        group.start_soon(watch)
        try:
            yield
        finally:
            group.cancel_scope.cancel()
    if stop.is_set():
        raise KeyboardInterrupt


_QUIET_LOCK = threading.Lock()
_quiet: list[Any] = []  # (sink, saved states, how many exchanges are inside), while any is


@contextmanager
def quiet_sdk_logging() -> Iterator[None]:
    """Keep the SDK's and HTTP client's log records off the terminal for the
    exchange: Python prints unhandled records on stderr, tracebacks and full
    URLs included. Every failure is reported once, as an ImportFailure.
    Exchanges running at once in threads (``import --config``) share one
    silence, lifted when the last ends."""
    with _QUIET_LOCK:
        if not _quiet:
            sink = logging.NullHandler()  # a handler, so the last-resort printer stays silent
            saved = []
            for name in SDK_LOGGERS:
                logger = logging.getLogger(name)
                saved.append((logger, logger.propagate))
                logger.addHandler(sink)
                logger.propagate = False
            _quiet.extend([sink, saved, 0])
        _quiet[2] += 1
    try:
        yield
    finally:
        with _QUIET_LOCK:
            _quiet[2] -= 1
            if not _quiet[2]:
                sink, saved, _ = _quiet
                for logger, propagate in saved:
                    logger.removeHandler(sink)
                    logger.propagate = propagate
                _quiet.clear()


class Listing:
    """The raw MCP Tool objects a server listed, the protocol version the
    conversation spoke, the server's instructions, its other lists (prompts,
    resources, resource templates: listing.parse_server_lists), and what to warn about."""

    __slots__ = ("tools", "warnings", "protocol", "instructions", "lists")

    def __init__(self, tools: list[dict], warnings: list[str] | None = None, protocol: str | None = None,
                 instructions: str | None = None, lists: dict[str, list[dict]] | None = None) -> None:
        self.tools = tools
        self.warnings = warnings or []
        self.protocol = protocol
        self.instructions = instructions
        self.lists = lists or {}


class Exchange:
    """What the conversation got to, for progress and for the failure message."""

    def __init__(self, progress: Progress) -> None:
        self.phase = "connect"
        self.tools: list[dict] = []
        self.protocol: str | None = None
        self.instructions: str | None = None
        self.lists: dict[str, list[dict]] = {}
        self.unlisted: list[str] = []  # why a list the server advertises is not captured
        self.progress = progress
        self.done = False  # every page is in: what fails after this (closing) loses nothing

    def listing(self, warnings: list[str] | None = None) -> Listing:
        return Listing(self.tools, [*self.unlisted, *(warnings or [])], self.protocol, self.instructions,
                       self.lists)


async def converse(read_stream: Any, write_stream: Any, exchange: Exchange) -> None:
    """Open a session on the streams in the era the server speaks (the SDK's
    automatic mode: ``server/discover``, else ``initialize``) and collect every
    page of tools."""
    from pydantic import TypeAdapter

    import mcp.types as types

    from .._version import __version__

    raw_result = TypeAdapter(dict[str, Any])
    client = types.Implementation(name="toolcli", version=__version__)
    async with _session_class()(read_stream, write_stream, client_info=client) as session:
        session.exchange = exchange
        await _negotiate(session)
        exchange.protocol = session.protocol_version
        exchange.instructions = session.instructions
        info = session.server_info
        named = f" {visible(info.name)} {visible(info.version)}".rstrip() if info is not None else ""
        exchange.progress(f"connected{named} (protocol {visible(str(exchange.protocol))})")
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
                await _list_the_rest(session, exchange)
                exchange.done = True
                return
            if not isinstance(cursor, str):
                raise ImportFailure(f"protocol error: nextCursor is not a string on tools/list page {page}")
            if cursor in seen:
                raise ImportFailure(f"protocol error: tools/list page {page} repeats an earlier nextCursor")
            seen.add(cursor)
        raise ImportFailure(f"protocol error: tools/list did not end within {MAX_PAGES} pages")


# What a server lists beside its tools when it advertises the capability:
# (capability, method, the key of its result, what it holds in words).
OTHER_LISTS = (("prompts", "prompts/list", "prompts", "prompts"),
               ("resources", "resources/list", "resources", "resources"),
               ("resources", "resources/templates/list", "resourceTemplates", "resource templates"))


async def _list_the_rest(session: Any, exchange: Exchange) -> None:
    """The prompts, resources and resource templates the server advertises,
    every page of each. A server that answers such a request with an error
    gives a warning, not a failure: its tools are what an import is for."""
    from pydantic import TypeAdapter

    import mcp.types as types
    from mcp.shared.exceptions import MCPError

    from .listing import parse_server_lists

    requests = {"prompts/list": types.ListPromptsRequest, "resources/list": types.ListResourcesRequest,
                "resources/templates/list": types.ListResourceTemplatesRequest}
    raw_result = TypeAdapter(dict[str, Any])
    capabilities = session.server_capabilities
    for capability, method, key, words in OTHER_LISTS:
        if capabilities is None or getattr(capabilities, capability, None) is None:
            continue
        items: list[Any] = []
        cursor: str | None = None
        seen: set[str] = set()
        for page in range(1, MAX_PAGES + 1):
            exchange.phase = method if page == 1 else f"{method} page {page}"
            params = types.PaginatedRequestParams(cursor=cursor) if cursor is not None else None
            try:
                result = await session.send_request(requests[method](params=params), raw_result)
            except MCPError as error:
                if error.code == types.CONNECTION_CLOSED:
                    raise
                exchange.unlisted.append(f"the server answered {method} with error {error.code}: "
                                         f"{visible(error.message)}; its {words} are not captured")
                items = []
                break
            page_items = result.get(key)
            if not isinstance(page_items, list):
                raise ImportFailure(f"malformed {words}: the {method} result has no \"{key}\" array")
            items.extend(page_items)
            cursor = result.get("nextCursor")
            if cursor is None:
                break
            if not isinstance(cursor, str) or cursor in seen:
                raise ImportFailure(f"protocol error: {method} page {page} has a nextCursor that is not a new string")
            seen.add(cursor)
        else:
            raise ImportFailure(f"protocol error: {method} did not end within {MAX_PAGES} pages")
        try:
            exchange.lists.update(parse_server_lists({key: items}, f"{method} result"))
        except LoadError as error:
            raise ImportFailure(f"malformed {words}: {visible(error.what)}") from None
        if items:
            exchange.progress(f"{method}: {len(items)} {words if len(items) != 1 else words[:-1]}")


async def _negotiate(session: Any) -> None:
    """The era the server speaks, as the SDK's automatic mode settles it: a
    ``server/discover`` probe (the 2026-07-28 era), else the ``initialize``
    handshake, which ``ClientSession.discover`` leaves to its caller."""
    from mcp.shared.exceptions import MCPError
    from pydantic import ValidationError

    try:
        await session.discover()
    except (MCPError, RuntimeError, ValidationError):  # no discover, or no modern version in common
        await session.initialize()


_SESSION: list[type] = []


def _session_class() -> type:
    """The SDK's ClientSession, naming each step of the era negotiation in the
    exchange's phase, so that a failure says which request went unanswered."""
    if not _SESSION:
        from mcp.client.session import ClientSession

        class PhasedSession(ClientSession):
            exchange: Exchange

            async def send_discover(self, version: str) -> dict[str, Any]:
                self.exchange.phase = "server/discover"
                return await super().send_discover(version)

            async def initialize(self) -> Any:
                self.exchange.phase = "initialize"
                return await super().initialize()

        _SESSION.append(PhasedSession)
    return _SESSION[0]


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
