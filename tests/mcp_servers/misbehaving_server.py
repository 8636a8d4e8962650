"""A hand-written stdio "MCP server" that breaks the protocol on purpose.

Usage: misbehaving_server.py MODE. Standard library only, so it starts fast.

(Every mode but hang answers a method it does not know, such as the 2026-07-28
server/discover, with JSON-RPC's "method not found", as a server of the older
protocol era does.)

hang          never answers; starts a child; ignores SIGTERM and stdin's end; pids on stderr (and
              appended to the file TOOLCLI_TEST_PIDS names)
crash         writes to stderr (with an escape sequence) and exits 1
hang-list     answers initialize, never answers tools/list
bad-name      a tool whose name is a number
bad-tools     "tools" is a string
not-json      a banner on stdout before anything else
error         answers tools/list with a JSON-RPC error
cursor-loop   every tools/list page points back to the first
nan           a tool schema holding NaN
string-hint   readOnlyHint is the string "true", not the boolean
banner        a banner and a JSON log line on stdout before it answers, as some servers do
env           the tool's description names what TOOLCLI_TEST_GIVEN and TOOLCLI_TEST_PARENT hold
leak          writes its arguments and TOOLCLI_TEST_GIVEN on stderr, then exits 1
flood         writes 24 MiB on stderr, then "flood over", then serves as it should
long-line     writes a 10,000-character line on stderr (ending in "END"), then exits 1
latin1        answers tools/list with a description encoded in Latin-1, not UTF-8
reflect       echoes TOOLCLI_TEST_GIVEN everywhere a capture keeps text: its instructions, a tool's
              name, title, description (at its start, where the brief is cut), a property's name and
              default, and its stderr and server name
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

MODE = sys.argv[1]
TOOL = {"name": "probe", "description": "Probe.", "inputSchema": {"type": "object"}}


def send(message: dict) -> None:
    text = json.dumps(message, allow_nan=True, ensure_ascii=MODE != "latin1") + "\n"
    sys.stdout.buffer.write(text.encode("latin-1" if MODE == "latin1" else "utf-8"))
    sys.stdout.flush()


GIVEN = os.environ.get("TOOLCLI_TEST_GIVEN", "unset")


def reflecting() -> dict:
    return {"name": f"probe_{GIVEN}", "title": f"Probe {GIVEN}", "description": f"{GIVEN} is the key. Probe.",
            "inputSchema": {"type": "object", "properties": {GIVEN: {"type": "string", "default": GIVEN}}}}


def answer(request: dict) -> dict | None:
    method = request.get("method")
    if method == "initialize":
        if MODE == "hang":
            return None
        result = {"protocolVersion": request["params"]["protocolVersion"], "capabilities": {"tools": {}},
                  "serverInfo": {"name": "misbehaving", "version": "0"}}
        if MODE == "reflect":
            result["instructions"] = f"Use the key {GIVEN} for everything."
            result["serverInfo"]["name"] = f"misbehaving {GIVEN}"
            sys.stderr.write(f"started with {GIVEN}\n")
            sys.stderr.flush()
        return result
    if method != "tools/list" or MODE == "hang-list":
        return None
    if MODE == "bad-name":
        return {"tools": [TOOL, {"name": 5, "inputSchema": {"type": "object"}}]}
    if MODE == "bad-tools":
        return {"tools": "probe"}
    if MODE == "cursor-loop":
        return {"tools": [TOOL], "nextCursor": "again"}
    if MODE == "nan":
        return {"tools": [{**TOOL, "inputSchema": {"type": "object", "maximum": float("nan")}}]}
    if MODE == "string-hint":
        return {"tools": [{**TOOL, "annotations": {"readOnlyHint": "true"}}]}
    if MODE == "reflect":
        return {"tools": [reflecting(), TOOL]}
    if MODE == "latin1":
        return {"tools": [{**TOOL, "description": "Probe the café."}]}
    if MODE == "env":
        seen = {key: os.environ.get(key, "unset") for key in ("TOOLCLI_TEST_GIVEN", "TOOLCLI_TEST_PARENT")}
        return {"tools": [{**TOOL, "description": json.dumps(seen, sort_keys=True)}]}
    return {"tools": [TOOL]}


def main() -> None:
    if MODE == "crash":
        sys.stderr.write("starting\nfatal: \x1b[31mconfig file missing\x1b[0m\n")
        sys.exit(1)
    if MODE == "hang":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        sys.stderr.write(f"pids {child.pid} {os.getpid()}\n")
        sys.stderr.flush()
        if os.environ.get("TOOLCLI_TEST_PIDS"):  # for a test that cannot read the stderr of a run still going
            with open(os.environ["TOOLCLI_TEST_PIDS"], "a", encoding="utf-8") as pids:
                pids.write(f"{child.pid} {os.getpid()}\n")
        time.sleep(600)
    if MODE == "not-json":
        sys.stdout.write("Server ready on stdio\n")
        sys.stdout.flush()
    if MODE == "banner":
        sys.stdout.write("Loading configuration from .env file...\n")
        sys.stdout.write('{"level": "info", "msg": "listening on stdio"}\n')
        sys.stdout.flush()
    if MODE == "flood":
        chunk = b"x" * 65535 + b"\n"
        for _ in range(384):
            sys.stderr.buffer.write(chunk)
        sys.stderr.buffer.write(b"flood over\n")
        sys.stderr.flush()
    if MODE == "long-line":
        sys.stderr.write("short first line\n" + "y" * 9997 + "END\n")
        sys.exit(1)
    if MODE == "leak":
        sys.stderr.write(f"args {sys.argv[2:]} token {os.environ.get('TOOLCLI_TEST_GIVEN')}\n")
        sys.exit(1)
    for line in sys.stdin:
        request = json.loads(line)
        if "id" not in request:
            continue
        if MODE == "error" and request.get("method") == "tools/list":
            send({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32603, "message": "backend down"}})
            continue
        if request.get("method") not in ("initialize", "tools/list") and MODE != "hang":
            send({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": "Method not found"}})
            continue
        result = answer(request)
        if result is not None:
            send({"jsonrpc": "2.0", "id": request["id"], "result": result})


if __name__ == "__main__":
    main()
