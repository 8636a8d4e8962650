"""`toolcli init` and `toolcli add-tool`: start a registry, add a tool to one.

Both check every target before writing anything, write atomically, never
overwrite a file, and return what they did plus the steps left to the user;
the CLI prints them. A new tool is deliberately not finished: its declaration
has an empty description (R006) and expected_count is not bumped (R005), so
`toolcli validate` fails until a person has written and reviewed both.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path, PurePosixPath

from .files.write import (folder_inside, make_directories, remove_directories, remove_inside,
                          write_inside)
from .errors import UsageError
from .mcp.brief import name_in_words
from .model import BRIEF_MAX, EFFECTS, Record, RegistryModel, STATIC_NAME_PATTERN, TIERS

_set = object.__setattr__

MANIFEST = "toolspec.toml"
SCHEMAS = "schemas.json"

_STATIC_NAME = re.compile(STATIC_NAME_PATTERN)

_MANIFEST_TEMPLATE = """\
# A toolcli registry. `toolcli validate` checks it; `toolcli rules` lists the rules.
# Add a tool with: toolcli add-tool NAME --effect read --tier warm
# Add an MCP server's tools with: toolcli import --server NAME -- COMMAND ARG...  (or --url URL)

[registry]
{name}expected_count = 3   # the number of static tools, kept by hand: R005 fails when it drifts
loader = "load_tool"   # the hot tool through which the model reaches deferred tools (every MCP tool starts deferred)

[probe]
provides = []   # dependencies the host binds; a tool's `requires` must be among them

# Reads files and uses every MCP tool: servers' read and write tools, deferred behind load_tool.
[profiles.main]
capabilities = ["fs_read", "flow", "loader"]
external = ["external_read", "external_write"]
requires_exit = true

# Talks with the user; of MCP servers it sees the read-only tools.
[profiles.chat]
capabilities = ["flow", "loader"]
external = ["external_read"]
requires_exit = true

[lint]
select = ["R", "D", "P", "X", "L"]
"""

# `init --mcp`: the registry of someone who uses MCP servers through a client
# (Claude Code, Cursor, VS Code...), to see and review what the servers cost
# and say; no tool of its own.
_MCP_MANIFEST_TEMPLATE = """\
# A toolcli registry of the MCP servers a client runs: what their tools say and
# cost the model, as the client loads them. `toolcli validate` checks it.
# Capture servers with: toolcli import --discover  (or --config FILE, or --server NAME -- COMMAND ARG...)

[registry]
{name}expected_count = 0   # static tools, kept by hand: none, every tool here comes from a server

[probe]
provides = []

# What a client sends the model on every step: each server's tools, loaded at
# once as Claude Code, Cursor and VS Code load them, not deferred behind a loader.
[profiles.client]
capabilities = []
external = ["external_read", "external_write"]
tiers = {{ "mcp__*" = "warm" }}
# Claude Code warns when its MCP tools pass 25,000 tokens (/doctor, "Large MCP tools
# context"). Over this budget the largest tools are deferred to the provider's tool
# search, as a client with tool search defers them; P002 names each.
budget_tokens = 25000
deferral = "provider"

[lint]
select = ["R", "D", "P", "X", "L"]
# P006 warns that servers change the cached prompt prefix: for a client that is the point.
ignore = ["P006"]
"""

_STARTER_SPECS = {
    "finish": {"capabilities": ["flow"], "effect": "flow", "tier": "hot", "result_paths": "none"},
    "load_tool": {"capabilities": ["loader"], "effect": "meta", "tier": "hot", "trunc": "protected",
                  "display": "compact", "brief": "Load deferred tool declarations", "result_paths": "none"},
    "read_file": {"capabilities": ["fs_read"], "effect": "read", "tier": "warm",
                  "brief": "Read a text file", "path_params": ["path"], "result_paths": "none"},
}

# Closed objects with every property required: what strict mode takes
# (openai-strict, azure-openai-strict, anthropic-strict), and nothing another
# target refuses but `additionalProperties` under gemini-openapi, whose OpenAPI
# subset has no such keyword: no schema satisfies both (docs/CONFIGURATION.md, [lint]).
_STARTER_DECLARATIONS = [
    {
        "name": "finish",
        "description": "End the turn and report the result to the user.",
        "parameters": {
            "type": "object",
            "properties": {"summary": {"type": "string", "description": "What was done."}},
            "required": ["summary"],
            "additionalProperties": False,
        },
    },
    {
        "name": "load_tool",
        "description": "Load the full declarations of deferred tools so they can be called from the next step "
                       "on. The catalogue of deferred tools lists each name with a short brief.",
        "parameters": {
            "type": "object",
            "properties": {
                "names": {
                    "type": "array",
                    "description": "Names of the deferred tools to load.",
                    "items": {"type": "string", "description": "A tool name from the catalogue."},
                    "minItems": 1,
                },
            },
            "required": ["names"],
            "additionalProperties": False,
        },
    },
    {
        "name": "read_file",
        "description": "Read a UTF-8 text file and return its lines with line numbers.",
        "parameters": {
            "type": "object",
            "properties": {
                "path": {"type": "string", "description": "Path of the file to read."},
            },
            "required": ["path"],
            "additionalProperties": False,
        },
    },
]

# Fail-safe host metadata by effect: a new tool that changes things starts
# out mutating, serialised and behind the user's authorisation.
_EFFECT_DEFAULTS: dict[str, dict[str, bool]] = {
    "write": {"mutates": True, "serial": True, "needs_auth": True},
    "exec": {"mutates": True, "serial": True, "needs_auth": True},
    "network": {"needs_auth": True},
    "interact": {"serial": True, "blocks_on_user": True},
}


class Scaffolded(Record):
    __slots__ = ("written", "steps")
    written: tuple[str, ...]  # paths relative to the registry root, in writing order
    steps: tuple[str, ...]  # what the user still has to do, in order

    def __init__(self, written: tuple[str, ...], steps: tuple[str, ...]) -> None:
        _set(self, "written", written)
        _set(self, "steps", steps)


# ---------------------------------------------------------------- init


def init_registry(root: Path, display: str, mcp: bool = False) -> Scaffolded:
    """Write a minimal registry that validates, with its golden files in sync;
    with ``mcp``, a registry of the MCP servers a client runs, whose profile
    shows their tools as the client loads them.

    Everything is checked before the first write; when a write fails after
    that (a full disk), what this run made is removed: a refused init leaves
    nothing behind."""
    from .golden.documents import run_golden
    from .loading.loader import Location, load

    made = make_directories(root, display)
    files = {MANIFEST: _manifest_text(root, _MCP_MANIFEST_TEMPLATE if mcp else _MANIFEST_TEMPLATE)}
    for name, table in () if mcp else _STARTER_SPECS.items():
        files[f"specs/{name}.toml"] = spec_toml(name, table)
    files[SCHEMAS] = declarations_json([] if mcp else _STARTER_DECLARATIONS)
    try:
        new_folders = _check_free(root, display, files)
    except BaseException:
        remove_directories(made)
        raise
    try:
        for relative, text in files.items():
            write_inside(root, relative, text.encode("utf-8"))
        run = run_golden(load(Location(root, display)), write=True)
    except BaseException:
        _undo_init(root, files, new_folders, made)
        raise
    written = (*files, *(f"golden/{name}" for name in run.written))
    command = "" if display == "." else f" --registry {display}"
    if mcp:
        return Scaffolded(written, (
            f"capture the servers of your clients: toolcli import{command} --discover "
            "(or --config FILE, or --server NAME -- COMMAND ARG...)",
            f"see what they cost the model: toolcli surface{command} --profile client",
            f"review and keep it: toolcli golden --rewrite{command} && toolcli validate{command}",
            "commit the registry, golden/ and external/ included",
        ))
    return Scaffolded(written, (
        f"check it: toolcli validate{command} && toolcli golden{command}",
        f"add a tool: toolcli add-tool NAME --effect read --tier warm{command}",
        f"add an MCP server's tools: toolcli import{command} --server NAME -- COMMAND ARG... (or --url URL), "
        f"then toolcli golden --rewrite{command}",
        "commit the registry, golden/ and external/ included",
    ))


_INIT_FOLDERS = (("specs", "*.toml"), ("golden", "*.json"), ("external", "*.json"))


def _check_free(root: Path, display: str, files: dict[str, str]) -> list[str]:
    """Refuse unless every file init writes is absent and its folders are
    directories inside the root; returns the folders init will make."""
    existing = [relative for relative in files if os.path.lexists(root / relative)]
    new_folders = []
    # Files the loader or the golden rewrite would pick up (or delete) count too.
    for name, pattern in _INIT_FOLDERS:
        folder = folder_inside(root, name)
        if folder.exists():
            existing += sorted(f"{name}/{p.name}" for p in folder.real.glob(pattern))
        elif name != "external":
            new_folders.append(name)
    if existing:
        raise UsageError(f"refusing to overwrite in {display}: {', '.join(dict.fromkeys(existing))} "
                         "already exist; choose a new or empty directory")
    return new_folders


def _undo_init(root: Path, files: dict[str, str], new_folders: list[str], made: list[Path]) -> None:
    """Remove what a failed init wrote: none of it existed before (_check_free)."""
    written = [*files, *(f"golden/{p.name}" for p in (root / "golden").glob("*.json"))]
    for relative in written:
        try:
            remove_inside(root, relative)
        except UsageError:
            pass
    remove_directories([root / name for name in reversed(new_folders)])
    remove_directories(made)


def _manifest_text(root: Path, template: str) -> str:
    import tomli_w

    name = root.resolve().name or "registry"
    return template.format(name=tomli_w.dumps({"name": name}))


# ---------------------------------------------------------------- add-tool


def check_tool_name(name: str) -> str:
    """A name that may become a static tool and a file name: checked before any path is built."""
    if not _STATIC_NAME.match(name):
        raise UsageError(f"invalid tool name {name!r}: it must match {STATIC_NAME_PATTERN}")
    if name.startswith("mcp__"):
        raise UsageError(f"invalid tool name {name!r}: mcp__ names belong to MCP servers (R016)")
    return name


def add_tool(registry: RegistryModel, name: str, *, effect: str, tier: str,
             capabilities: list[str] | None = None, display: str = ".") -> Scaffolded:
    """Write specs/NAME.toml and a stub declaration in the registry's schemas file."""
    check_tool_name(name)
    if effect not in EFFECTS:
        raise UsageError(f"unknown effect {effect!r}; choose one of: {', '.join(EFFECTS)}")
    if tier not in TIERS:
        raise UsageError(f"unknown tier {tier!r}; choose one of: {', '.join(TIERS)}")
    declared = {spec.name for spec in registry.specs} | {d.name for d in registry.declarations}
    if name in declared:
        raise UsageError(f"{name!r} is already declared in this registry")
    root = Path(registry.root)
    spec_file = f"specs/{name}.toml"
    specs = folder_inside(root, "specs")  # a link leading outside is refused before anything is written
    if specs.exists() and any(entry.lower() == f"{name}.toml".lower() for entry in os.listdir(specs.real)):
        raise UsageError(f"refusing to overwrite: a file named {spec_file} already exists (in any case)")
    schemas_text = _schemas_with_stub(root, registry.schemas_file, name)

    tags = list(dict.fromkeys(capabilities or [effect]))
    table: dict = {"capabilities": tags, "effect": effect, "tier": tier, **_EFFECT_DEFAULTS.get(effect, {}),
                   "result_paths": "none"}
    if tier == "cold":
        table["brief"] = derived_brief(name)
    folder_inside(root, PurePosixPath(registry.schemas_file).parent)
    write_inside(root, spec_file, spec_toml(name, table).encode("utf-8"))
    try:  # the new file first: when the schemas file cannot be replaced, removing it undoes the command
        write_inside(root, registry.schemas_file, schemas_text.encode("utf-8"))
    except BaseException:
        remove_inside(root, spec_file)
        raise
    return Scaffolded((registry.schemas_file, spec_file),
                      _add_tool_steps(registry, name, table, spec_file, display))


def derived_brief(name: str) -> str:
    """"fetch_url" -> "Fetch url": a placeholder a person replaces."""
    words = name_in_words(name) or name[:BRIEF_MAX]
    return words[0].upper() + words[1:]


def _schemas_with_stub(root: Path, schemas_file: str, name: str) -> str:
    from .files.json import parse_json
    from .files.read import read_source

    document = parse_json(read_source(root / schemas_file, schemas_file), schemas_file)
    if not isinstance(document.value, list):
        raise UsageError(f"{schemas_file}: the top level is not an array of declarations")
    if document.duplicates:
        raise UsageError(f"{schemas_file} repeats a key in an object (R002); fix that before adding a tool, "
                         "or rewriting it would drop one of the values")
    stub = {"name": name, "description": "", "parameters": {"type": "object", "properties": {}}}
    text = declarations_json([*document.value, stub])
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise UsageError(f"{schemas_file} holds a lone surrogate escape; fix it before adding a tool") from None
    return text


def _add_tool_steps(registry: RegistryModel, name: str, table: dict, spec_file: str, display: str) -> tuple[str, ...]:
    count = registry.expected_count
    bump = (f"set [registry] expected_count = {count + 1} in toolspec.toml (it is {count}; R005 fails until then)"
            if isinstance(count, int) else
            "set [registry] expected_count in toolspec.toml to the new number of static tools (R005)")
    tags = table["capabilities"]
    selecting = sorted(p.name for p in registry.profiles if set(tags) & set(p.capabilities))
    if selecting:
        profiles = f"the profiles {', '.join(selecting)} already select it; check that no other should"
    else:
        profiles = (f"add the capability {', '.join(tags)} to the capabilities of each profile that should see it "
                    "(no profile selects it yet)")
    steps = [
        f"write the description of {name} in {registry.schemas_file}: it is empty, so R006 fails until then",
        f"write its parameters schema in {registry.schemas_file} (a stub object with no properties for now)",
        bump,
        profiles,
    ]
    if "brief" in table:
        steps.append(f"replace the brief {table['brief']!r} in {spec_file}: it was derived from the name")
    steps.append(f"review mutates, serial and needs_auth in {spec_file}")
    command = "" if display == "." else f" --registry {display}"
    steps.append(f"run toolcli validate{command}, then toolcli golden --rewrite{command}, and commit the goldens")
    return tuple(steps)


# ---------------------------------------------------------------- file texts


def spec_toml(name: str, table: dict) -> str:
    import tomli_w

    return tomli_w.dumps({"tools": {name: table}})


def declarations_json(declarations: list) -> str:
    try:
        return json.dumps(declarations, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    except ValueError as error:
        raise UsageError(f"cannot write the declarations: {error}") from None
