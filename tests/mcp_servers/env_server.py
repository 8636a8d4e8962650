"""A stdio MCP server that shows the environment it was started with: one
tool whose description lists the names of its variables, and a digest of the
values of those whose name starts with TOOLCLI_TEST_: toolcli redacts a value
it gave when a server echoes it back, so the value itself would not show."""

from __future__ import annotations

import hashlib
import os

from mcp.server.mcpserver import MCPServer

server = MCPServer("env", log_level="WARNING")


def digest(value: str) -> str:
    return hashlib.sha256(value.encode("utf-8")).hexdigest()[:12]


SHOWN = " ".join(f"{name}={digest(os.environ[name])}" if name.startswith("TOOLCLI_TEST_") else name
                 for name in sorted(os.environ))


@server.tool(description=f"Variables: {SHOWN}")
def environment() -> str:
    return "ok"


if __name__ == "__main__":
    server.run("stdio")
