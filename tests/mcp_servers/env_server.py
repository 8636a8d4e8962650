"""A stdio MCP server that shows the environment it was started with: one
tool whose description lists the names of its variables, and the values of
those whose name starts with TOOLCLI_TEST_ (never a secret's)."""

from __future__ import annotations

import os

from mcp.server.mcpserver import MCPServer

server = MCPServer("env", log_level="WARNING")
SHOWN = " ".join(f"{name}={os.environ[name]}" if name.startswith("TOOLCLI_TEST_") else name
                 for name in sorted(os.environ))


@server.tool(description=f"Variables: {SHOWN}")
def environment() -> str:
    return "ok"


if __name__ == "__main__":
    server.run("stdio")
