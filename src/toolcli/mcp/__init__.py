"""MCP servers: tools/list parsing, captures, the live exchange."""
