"""Live import over HTTP (SPEC §4): Streamable HTTP, falling back to the older
HTTP+SSE transport when the server answers the opening POST with a 4xx
status and the same URL opens an event stream — the fallback the MCP
specification describes for clients.

Both transports are the ``mcp`` SDK's; the HTTP client under them is ours so
that request headers reach the server and every response's status is known
when a failure has to be named. ``--timeout`` bounds the whole exchange,
fallback included.
"""

from __future__ import annotations

import threading
from http import HTTPStatus
from typing import Any, Mapping

from ..errors import ImportFailure
from .redact import public_url
from .session import (Exchange, Listing, Progress, check_timeout, classify, converse, ignore,
                      is_interruption, leaf, quiet_sdk_logging, require_sdk, stopped_by)
from ..safe_text import visible

STREAMABLE = "Streamable HTTP"
# 4xx answers to the opening POST after which the URL may be an SSE endpoint;
# refused credentials (401, 403, 407) are reported as they are.
FALLBACK_STATUSES = frozenset(range(400, 500)) - {401, 403, 407}
AUTH_HINT = "; pass credentials with --header 'Authorization: Bearer ${TOKEN}'"
SSE = "SSE"


def check_url(url: str) -> str:
    """``url`` if it is an http(s) URL with a host, else ImportFailure (exit 2)."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError:
        raise ImportFailure("--url is not a valid URL") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ImportFailure(f"--url must be an http:// or https:// URL with a host, not {public_url(url)!r}")
    return url


def list_tools_http(url: str, headers: Mapping[str, str], timeout: float,
                    on_progress: Progress | None = None, stop: threading.Event | None = None) -> Listing:
    """The raw MCP Tool objects (wire JSON) of the server at ``url``; setting
    ``stop`` ends the exchange as Ctrl-C does (KeyboardInterrupt).

    Raises ImportFailure with a one-line reason; the caller scrubs secrets
    from it (the URL shown here is already reduced to scheme, host and path)."""
    check_url(url)
    check_timeout(timeout)
    require_sdk()
    import anyio

    with quiet_sdk_logging():
        return anyio.run(_list_tools, url, dict(headers), timeout, on_progress or ignore, stop).listing()


class _Responses:
    """Every HTTP response of one transport attempt: (method, status, content
    type), each read within the size limit (capped.py), and why one was refused."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int, str]] = []
        self.refused: str | None = None

    async def record(self, response: Any) -> None:
        from .capped import cap

        content_type = response.headers.get("content-type", "").split(";")[0].strip().lower()
        self.seen.append((response.request.method, response.status_code, content_type))
        cap(response, self.refuse)

    def refuse(self, why: str) -> None:
        self.refused = self.refused or why

    def first_error(self) -> tuple[str, int] | None:
        return next(((method, status) for method, status, _ in self.seen if status >= 400), None)

    @property
    def opened_event_stream(self) -> bool:
        return any(m == "GET" and s == 200 and t == "text/event-stream" for m, s, t in self.seen)


async def _list_tools(url: str, headers: dict[str, str], timeout: float, progress: Progress,
                      stop: threading.Event | None) -> Exchange:
    import anyio

    shown = public_url(url)
    deadline = anyio.current_time() + timeout
    progress(f"connecting to {shown} ({STREAMABLE})")
    exchange, failure, responses = await _attempt(_over_streamable_http, url, headers, timeout, deadline, progress,
                                                  stop)
    if failure is None:
        return exchange
    refused = responses.first_error()
    if exchange.tools or refused is None or refused[0] != "POST" or refused[1] not in FALLBACK_STATUSES:
        raise failure
    progress(f"{shown} answered the opening POST with {_status(refused[1])}; trying {SSE}")
    exchange, sse_failure, sse_responses = await _attempt(_over_sse, url, headers, timeout, deadline, progress, stop)
    if sse_failure is None:
        return exchange
    if sse_responses.opened_event_stream:
        raise ImportFailure(f"{SSE}: {sse_failure}")
    got = sse_responses.first_error()
    why = f"GET answered {_status(got[1])}" if got else str(sse_failure)
    raise ImportFailure(f"{failure}; not an {SSE} endpoint either ({why})")


async def _attempt(over: Any, url: str, headers: dict[str, str], timeout: float, deadline: float,
                   progress: Progress, stop: threading.Event | None) -> tuple[Exchange, ImportFailure | None, _Responses]:
    """One transport's conversation: what it got to, its failure (None: every tool is in), its responses."""
    import anyio

    exchange, responses = Exchange(progress), _Responses()
    try:
        with anyio.fail_at(deadline):
            async with stopped_by(stop):
                await over(url, headers, timeout, exchange, responses)
        return exchange, None, responses
    except BaseException as error:  # noqa: BLE001 - classified, then re-raised as one failure
        if exchange.done and not is_interruption(error):
            return exchange, None, responses  # what failed came after the last page
        failure = _failure(leaf(error), exchange, responses, timeout, public_url(url))
        if failure is None:
            raise
        return exchange, failure, responses


async def _over_streamable_http(url: str, headers: dict[str, str], timeout: float,
                                exchange: Exchange, responses: _Responses) -> None:
    import httpx2

    from mcp.client.streamable_http import streamable_http_client

    from .capped import NO_COMPRESSION

    client = httpx2.AsyncClient(headers={**headers, **NO_COMPRESSION}, timeout=httpx2.Timeout(timeout),
                                event_hooks={"response": [responses.record]})
    async with client, streamable_http_client(url, http_client=client) as (read_stream, write_stream):
        await converse(read_stream, write_stream, exchange)


async def _over_sse(url: str, headers: dict[str, str], timeout: float,
                    exchange: Exchange, responses: _Responses) -> None:
    import httpx2

    from mcp.client.sse import sse_client

    from .capped import NO_COMPRESSION

    def client_factory(headers: dict[str, str] | None = None, timeout: Any = None,
                       auth: Any = None) -> httpx2.AsyncClient:
        return httpx2.AsyncClient(headers={**(headers or {}), **NO_COMPRESSION}, timeout=timeout, auth=auth,
                                  event_hooks={"response": [responses.record]})

    async with sse_client(url, headers=headers, timeout=timeout, sse_read_timeout=timeout,
                          httpx_client_factory=client_factory) as (read_stream, write_stream):
        await converse(read_stream, write_stream, exchange)


def _failure(error: BaseException, exchange: Exchange, responses: _Responses, timeout: float,
             shown: str) -> ImportFailure | None:
    """One ImportFailure for whatever ended an HTTP exchange (None: not ours to name)."""
    import httpx2

    from mcp.shared.exceptions import MCPError

    phase = exchange.phase
    if is_interruption(error):
        return None
    if responses.refused is not None:  # whatever the SDK made of it
        return ImportFailure(f"protocol error: {responses.refused} during {phase}")
    refused = responses.first_error()
    if refused is not None and not isinstance(error, ImportFailure):
        method, status = refused
        hint = AUTH_HINT if status in (401, 403) else ""
        return ImportFailure(f"server answered {phase} ({method}) with {_status(status)}{hint}")
    if isinstance(error, httpx2.ConnectError):
        return ImportFailure(f"cannot connect to {shown}: {visible(str(error) or 'connection failed')}")
    if isinstance(error, httpx2.TimeoutException):
        return ImportFailure(f"timeout after {timeout:g} s waiting for the server's answer to {phase}")
    if isinstance(error, httpx2.SSEError):  # an event over its size limit, say
        return ImportFailure(f"protocol error during {phase}: {visible(str(error))}")
    if isinstance(error, httpx2.HTTPError):
        return ImportFailure(f"HTTP failure during {phase}: {type(error).__name__}")
    known = classify(error, phase, timeout)
    if known is not None:
        return known
    if isinstance(error, MCPError):
        return ImportFailure(f"server closed the connection before answering {phase}")
    if not isinstance(error, Exception):
        return None
    return ImportFailure(f"protocol error during {phase}: {visible(type(error).__name__)}")


def _status(code: int) -> str:
    try:
        return f"HTTP {code} {HTTPStatus(code).phrase}"
    except ValueError:
        return f"HTTP {code}"
