"""A stdlib-only stdio MCP server of the handshake era that takes its time:
it sleeps DELAY seconds (default 1) before it reads anything, then answers
initialize and lists one tool. For timing `import --config` on many servers
(benchmarks/run.py), where only the waiting should count.

Usage: slow_server.py [DELAY]
"""

from __future__ import annotations

import json
import sys
import time

DELAY = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
TOOL = {"name": "wait", "description": "Wait a moment.", "inputSchema": {"type": "object"}}


def main() -> None:
    time.sleep(DELAY)
    for line in sys.stdin:
        request = json.loads(line)
        if "id" not in request:
            continue
        method = request.get("method")
        if method == "initialize":
            reply = {"result": {"protocolVersion": request["params"]["protocolVersion"],
                                "capabilities": {"tools": {}}, "serverInfo": {"name": "slow", "version": "1"}}}
        elif method == "tools/list":
            reply = {"result": {"tools": [TOOL]}}
        else:
            reply = {"error": {"code": -32601, "message": "Method not found"}}
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": request["id"], **reply}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
