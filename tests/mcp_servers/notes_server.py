"""A stdio MCP server written with the SDK's MCPServer: three tools, one read-only."""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations

server = MCPServer("notes")


@server.tool(annotations=ToolAnnotations(read_only_hint=True))
def search_notes(query: str) -> list[str]:
    """Search the notes for a phrase. Matching is case-insensitive."""
    return []


@server.tool(title="Add a note")
def add_note(text: str) -> str:
    """Append a note to the notebook."""
    return "ok"


@server.tool(annotations=ToolAnnotations(destructive_hint=True))
def delete_note(note_id: int) -> str:
    """Delete a note by its id."""
    return "ok"


if __name__ == "__main__":
    server.run("stdio")
