"""A stdio MCP server (the SDK's low-level Server) that pages tools/list.

Seven tools, three per page, so a client must follow nextCursor twice.
"""

from __future__ import annotations

import anyio

import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

PAGE_SIZE = 3
OBJECT = {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}

TOOLS = [
    types.Tool(name="read_page", description="Read one page. Returns its text.", input_schema=OBJECT,
               annotations=types.ToolAnnotations(read_only_hint=True)),
    types.Tool(name="write_page", description="Write one page.", input_schema=OBJECT,
               annotations=types.ToolAnnotations(read_only_hint=False, destructive_hint=True)),
    types.Tool(name="list_pages", title="List the pages", description="List pages.", input_schema=OBJECT,
               annotations=types.ToolAnnotations(read_only_hint=True)),
    types.Tool(name="delete_page", description="Delete a page for good.", input_schema=OBJECT),
    types.Tool(name="stat_page", description="Show a page's size and age.", input_schema=OBJECT,
               annotations=types.ToolAnnotations(title="Page statistics", read_only_hint=True)),
    types.Tool(name="move_page", description="Move a page elsewhere.", input_schema=OBJECT,
               annotations=types.ToolAnnotations(idempotent_hint=True)),
    types.Tool(name="touch_page", description="Update a page's timestamp.", input_schema=OBJECT),
]


async def list_tools(ctx: object, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
    start = int(params.cursor) if params is not None and params.cursor is not None else 0
    end = start + PAGE_SIZE
    return types.ListToolsResult(tools=TOOLS[start:end], next_cursor=str(end) if end < len(TOOLS) else None)


async def main() -> None:
    server = Server("paged", version="1.0.0", on_list_tools=list_tools)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
