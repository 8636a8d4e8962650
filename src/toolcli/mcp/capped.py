"""HTTP responses read within the limit a stdio message has (SPEC §8): an
answer that never ends stops at MAX_MESSAGE_BYTES, not at the end of memory.

The limit counts the bytes as they come off the connection, so a body must
arrive as it is: toolcli asks for no compression, and a compressed answer
(a few megabytes that unpack to gigabytes) is refused.
"""

from __future__ import annotations

from typing import Any, AsyncIterator, Callable

import httpx2

from .session import MAX_MESSAGE_BYTES

NO_COMPRESSION = {"Accept-Encoding": "identity"}


class _Capped(httpx2.AsyncByteStream):
    def __init__(self, stream: Any, refuse: Callable[[str], None], encoding: str) -> None:
        self._stream = stream
        self._refuse = refuse
        self._encoding = encoding

    async def __aiter__(self) -> AsyncIterator[bytes]:
        if self._encoding:
            self._refuse(f"the server compressed an HTTP response ({self._encoding}) though toolcli asked for none")
            raise httpx2.ReadError("compressed response refused")
        total = 0
        async for chunk in self._stream:
            total += len(chunk)
            if total > MAX_MESSAGE_BYTES:
                self._refuse(f"an HTTP response over {MAX_MESSAGE_BYTES} bytes")
                raise httpx2.ReadError("response over the size limit")
            yield chunk

    async def aclose(self) -> None:
        await self._stream.aclose()


def cap(response: Any, refuse: Callable[[str], None]) -> None:
    """Make `response` read within the limit; `refuse(why)` is told what broke it."""
    encoding = response.headers.get("content-encoding", "").strip().lower()
    response.stream = _Capped(response.stream, refuse, "" if encoding in ("", "identity") else encoding)
