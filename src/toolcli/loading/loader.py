"""Files on disk -> RegistryModel.

A file that cannot be read or parsed is a LoadError (exit 2, `path:line:col`).
Field-level mistakes are kept as FieldProblems for R020/R021: nothing is
dropped silently and nothing crashes on them.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ..files.json import parse_json
from ..files.read import read_source_stamped
from ..files.toml import parse_toml, toml_key_lines
from ..files.pointer import escape_pointer, split_pointer
from ..errors import LoadError, RegistryNotFound, UsageError
from ..heap import acyclic_work
from .fields import ALLOW_FIELDS, ARGUMENT_FIELDS, DECLARATION_FIELDS, DYNAMIC_FIELDS, EXTERNAL_FILE_FIELDS, LINT_FIELDS, MANIFEST_FIELDS, PROBE_FIELDS, PROFILE_FIELDS, PROMPT_FIELDS, REGISTRY_FIELDS, RESOURCE_FIELDS, RESOURCE_TEMPLATE_FIELDS, SPEC_FILE_FIELDS, TARGET_SETTINGS_FIELDS, TOOL_FIELDS, Field, TableReader, type_name
from ..model import AS_SENT, PROFILE_NAME_PATTERN, Allow, Declaration, DuplicateKey, DynamicSpec, ExternalFile, FieldProblem, LintSettings, Origin, Probe, Profile, Prompt, PromptArgument, Record, RegistryModel, ServerResource, StaticSpec

_set = object.__setattr__

MANIFEST = "toolspec.toml"
RESERVED_PROFILE = "registry"
# Where toolspec.toml names the golden folder; a value that leaves the root is
# an R021 problem there, and `toolcli golden` refuses to run on it.
GOLDEN_POINTER = "/registry/golden"


class Location(Record):
    """A registry root and how to show it."""

    __slots__ = ("root", "display", "bundled")
    root: Path
    display: str
    bundled: bool

    def __init__(self, root: Path, display: str, bundled: bool = False) -> None:
        _set(self, "root", root)
        _set(self, "display", display)
        _set(self, "bundled", bundled)


def bundled_root() -> Path:
    """The registry shipped in the wheel, or the repository root in a checkout.
    (The package is plain files either way: importlib.resources would only add
    its import to every command.)"""
    packaged = Path(__file__).resolve().parents[1] / "_bundled"
    if (packaged / MANIFEST).is_file():
        return packaged
    return Path(__file__).resolve().parents[3]


FIND_A_REGISTRY = "pass --registry DIR, or run `toolcli init` to create a registry"


def discover(registry: str | None, cwd: Path | None = None, *, demo: bool = False,
             fallback: bool = False, remedy: str = FIND_A_REGISTRY) -> Location:
    """`demo` (the bundled demonstration, asked for), else --registry, then
    TOOLCLI_REGISTRY, then the nearest ancestor holding toolspec.toml. Where
    none is found, the bundled demonstration only when `fallback` allows it
    (a person at a terminal; the caller says so), else RegistryNotFound
    naming `remedy`: a gate never passes on a registry nobody asked for."""
    if demo:
        if registry:
            raise UsageError("--demo checks the bundled demonstration registry; leave out --registry")
        return Location(bundled_root(), "<bundled>", bundled=True)
    explicit = registry or os.environ.get("TOOLCLI_REGISTRY")
    if explicit:
        root = Path(explicit)
        if not (root / MANIFEST).is_file():
            source = "--registry" if registry else "TOOLCLI_REGISTRY"
            raise RegistryNotFound(explicit, f"no {MANIFEST} here ({source}); not a registry root")
        return Location(root, explicit)
    here = (cwd or Path.cwd()).resolve()
    for candidate in (here, *here.parents):
        if (candidate / MANIFEST).is_file():
            return Location(candidate, os.path.relpath(candidate, here) if candidate != here else ".")
    if fallback:
        return Location(bundled_root(), "<bundled>", bundled=True)
    raise RegistryNotFound(str(here), f"no {MANIFEST} in this folder or any folder above it; {remedy}")


class _TomlLines:
    def __init__(self, text: str) -> None:
        self.lines = toml_key_lines(text)

    def line_of(self, pointer: str) -> int | None:
        parts = split_pointer(pointer)
        while parts:
            for key in (tuple(parts), tuple(int(p) if p.isascii() and p.isdigit() else p for p in parts)):
                if key in self.lines:
                    return self.lines[key]
            parts.pop()
        return None

    def position(self, pointer: str) -> tuple[int, int] | None:
        return None


class _NoLines:
    def line_of(self, pointer: str) -> int | None:
        return None

    def position(self, pointer: str) -> tuple[int, int] | None:
        return None


class _LazyLines:
    """The line index of one file, built from a second read when a line is first
    asked for (messages only: most files never need one). A file changed since
    it was loaded gives no lines rather than wrong ones."""

    __slots__ = ("path", "display", "stamp", "locate_depth", "_index")

    def __init__(self, path: Path | str, display: str, stamp: tuple, locate_depth: int | None) -> None:
        self.path = path
        self.display = display
        self.stamp = stamp
        self.locate_depth = locate_depth  # None: TOML
        self._index: Any = None

    def line_of(self, pointer: str) -> int | None:
        if self._index is None:
            self._index = self._build()
        return self._index.line_of(pointer)

    def position(self, pointer: str) -> tuple[int, int] | None:
        """The (line, column) of the key (or array element) `pointer` names, at
        any depth; None in TOML, or where the text does not say."""
        if self._index is None:
            self._index = self._build()
        return self._index.position(pointer)

    def _build(self) -> Any:
        try:
            text, stamp = read_source_stamped(self.path, self.display)
            if stamp != self.stamp:
                return _NoLines()
            if self.locate_depth is None:
                return _TomlLines(text)
            from ..files.json_seek import JsonLines

            return JsonLines(text, self.display, self.locate_depth)
        except LoadError:
            return _NoLines()


class _Loading:
    """The state of one load: problems and line indexes gathered on the way."""

    def __init__(self, location: Location) -> None:
        self.location = location
        self.problems: list[FieldProblem] = []
        self.line_index: dict[str, Any] = {}
        self.root = str(location.root)

    def display(self, relative: str) -> str:
        if self.location.bundled:
            return f"<bundled>/{relative}"
        return os.path.normpath(os.path.join(self.location.display, relative))

    def reader(self, relative: str) -> TableReader:
        index = self.line_index[relative]
        return TableReader(relative, index.line_of, self.problems)

    def read_toml(self, relative: str) -> dict:
        path = os.path.join(self.root, relative)
        display = self.display(relative)
        text, stamp = read_source_stamped(path, display)
        data = parse_toml(text, display)
        self.line_index[relative] = _LazyLines(path, display, stamp, None)
        return data

    def read_json(self, relative: str, path: Path | None = None, locate_depth: int = 3):
        """The file's value and repeated keys; its lines come later, when asked for."""
        display = self.display(relative) if path is None else relative
        path = path or os.path.join(self.root, relative)
        text, stamp = read_source_stamped(path, display)
        try:  # values and repeated keys alone: no position is kept
            document = parse_json(text, display, locate_depth=0)
        except LoadError:  # the message as the located walk words it
            document = parse_json(text, display, locate_depth=locate_depth)
        self.line_index[relative] = _LazyLines(path, display, stamp, locate_depth)
        return document.value, document.duplicates


def load(location: Location, extra_external: list[tuple[Path, str, str]] = ()) -> RegistryModel:
    """Load the registry at `location`.

    `extra_external` holds ad-hoc `(path, display, server)` MCP listings from
    `validate --external`, which join the dynamic specs.
    """
    with acyclic_work():  # everything built here lives as long as the registry
        return _load(location, extra_external)


def _load(location: Location, extra_external: list[tuple[Path, str, str]]) -> RegistryModel:
    state = _Loading(location)
    manifest = state.read_toml(MANIFEST)
    reader = state.reader(MANIFEST)
    top = reader.read(manifest, MANIFEST_FIELDS, "", MANIFEST)

    registry_table = reader.read(top.get("registry", {}), REGISTRY_FIELDS, "/registry", "[registry]")
    expected, expected_origin = _expected_count(manifest, reader)
    schemas_file = _inside_root(registry_table.get("schemas", "schemas.json"), "/registry/schemas", reader)
    golden_dir = _inside_root(registry_table.get("golden", "golden"), GOLDEN_POINTER, reader)

    spec_tables = [(MANIFEST, top.get("tools", {}), reader)]
    for name in _listed(os.path.join(state.root, "specs"), ".toml"):
        relative = f"specs/{name}"
        data = state.read_toml(relative)
        spec_reader = state.reader(relative)
        spec_reader.read(data, SPEC_FILE_FIELDS, "", relative)
        spec_tables.append((relative, data.get("tools", {}), spec_reader))
    specs, duplicates = _read_specs(spec_tables)
    declarations, duplicate_keys = _read_declarations(state, schemas_file)
    dynamic, external_files = _read_external(state, extra_external)

    return RegistryModel(
        root=str(location.root),
        name=registry_table.get("name", ""),
        expected_count=expected,
        expected_count_origin=expected_origin,
        schemas_file=schemas_file,
        golden_dir=golden_dir,
        loader=registry_table.get("loader", "load_tool"),
        tokenizer=registry_table.get("tokenizer", "o200k"),
        tool_search=registry_table.get("tool_search", "regex"),
        specs=tuple(specs),
        duplicate_specs=tuple(duplicates),
        declarations=tuple(declarations),
        duplicate_keys=tuple(duplicate_keys),
        dynamic=tuple(dynamic),
        external_files=tuple(external_files),
        profiles=tuple(_read_profiles(top.get("profiles", {}), reader)),
        probe=Probe(tuple(reader.read(top.get("probe", {}), PROBE_FIELDS, "/probe", "[probe]")
                          .get("provides", ()))),
        lint=_read_lint(top.get("lint", {}), reader),
        target_settings=_read_target_settings(top.get("targets", {}), reader),
        problems=tuple(state.problems),
        bundled=location.bundled,
        line_index=state.line_index,
    )


def _read_target_settings(targets: Any, reader: TableReader) -> dict[str, dict[str, Any]]:
    """[targets.<target>]: each known target's settings, every mistake a problem."""
    fields = {name: Field("object") for name in TARGET_SETTINGS_FIELDS}
    tables = reader.read(targets, fields, "/targets", "[targets]")
    return {name: reader.read(table, TARGET_SETTINGS_FIELDS[name], f"/targets/{name}", f"[targets.{name}]")
            for name, table in tables.items()}


def _listed(directory: str, suffix: str) -> list[str]:
    """The names `sorted(Path(directory).glob("*" + suffix))` gives: every entry
    whose name ends with `suffix`, hidden ones and folders too; none when
    `directory` is not a folder."""
    if not os.path.isdir(directory):
        return []
    try:
        with os.scandir(directory) as entries:
            return sorted(entry.name for entry in entries if entry.name.endswith(suffix))
    except PermissionError:
        return []


def _expected_count(manifest: dict, reader: TableReader) -> tuple[int | None, Origin]:
    table = manifest.get("registry")
    value = table.get("expected_count") if isinstance(table, dict) else None
    origin = reader.origin("/registry/expected_count" if value is not None else "/registry")
    if isinstance(value, bool) or not isinstance(value, int):
        return None, origin
    return value, origin


def _inside_root(value: str, pointer: str, reader: TableReader) -> str:
    """A configured path must stay inside the registry root."""
    normal = os.path.normpath(value)
    if os.path.isabs(value) or normal == ".." or normal.startswith("../") or normal == ".":
        reader.problems.append(FieldProblem(
            "bad-value", f"{pointer.rsplit('/', 1)[1]} {value!r} leaves the registry root",
            "give a path relative to the registry root, inside it", reader.origin(pointer)))
        return {"/registry/schemas": "schemas.json", GOLDEN_POINTER: "golden"}[pointer]
    return normal.replace(os.sep, "/")


def _read_specs(tables: list[tuple[str, Any, TableReader]]):
    specs: dict[str, StaticSpec] = {}
    duplicates: list[tuple[StaticSpec, StaticSpec]] = []
    for _file, tools, reader in tables:
        if not isinstance(tools, dict):
            reader.read(tools, {}, "/tools", "[tools]")
            continue
        for name, table in tools.items():
            pointer = f"/tools/{escape_pointer(name)}"
            values = reader.read(table, TOOL_FIELDS, pointer, f"[tools.{name}]", tool=name)
            spec = StaticSpec(name=name, origin=reader.origin(pointer), **_tupled(values))
            if name in specs:
                duplicates.append((spec, specs[name]))
            else:
                specs[name] = spec
    return list(specs.values()), duplicates


def _tupled(values: dict[str, Any]) -> dict[str, Any]:
    return {k: tuple(v) if isinstance(v, list) else v for k, v in values.items()}


def _read_declarations(state: _Loading, schemas_file: str):
    path = state.location.root / schemas_file
    if not path.is_file():
        raise LoadError(state.display(schemas_file), 1, 1, "file not found (declarations of the static tools)")
    value, duplicates = state.read_json(schemas_file)
    display = state.display(schemas_file)
    if not isinstance(value, list):
        raise LoadError(display, 1, 1, f"the top level is {type_name(value)}; expected an array of declarations")
    reader = state.reader(schemas_file)
    line_of = reader.line_of
    declarations = []
    for index, entry in enumerate(value):
        pointer = f"/{index}"
        if not isinstance(entry, dict):
            raise LoadError(display, line_of(pointer) or 1, 1,
                            f"declaration {index} is {type_name(entry)}, not an object")
        name = entry.get("name")
        if not isinstance(name, str):
            raise LoadError(display, line_of(pointer + "/name") or line_of(pointer) or 1, 1,
                            f"declaration {index} has a name that is {type_name(name)}, not a string")
        values = reader.read(entry, DECLARATION_FIELDS, pointer, f"declaration {name!r}", tool=name)
        declarations.append(Declaration(
            name=name,
            description=values.get("description", ""),
            parameters=entry.get("parameters"),
            has_parameters="parameters" in entry,
            origin=reader.origin(pointer),
            input_examples=entry.get("input_examples"),
        ))
    duplicate_keys = [
        DuplicateKey(dup.key, Origin(schemas_file, dup.line, dup.pointer), _owner(value, dup.pointer))
        for dup in duplicates
    ]
    return declarations, duplicate_keys


def _owner(declarations: list, pointer: str) -> str | None:
    first = pointer.split("/")[1] if pointer.count("/") >= 1 and pointer != "" else ""
    if first.isascii() and first.isdigit() and int(first) < len(declarations) and isinstance(declarations[int(first)], dict):
        name = declarations[int(first)].get("name")
        return name if isinstance(name, str) else None
    return None


def _read_external(state: _Loading, extra: list[tuple[Path, str, str]]):
    dynamic: list[DynamicSpec] = []
    files: list[ExternalFile] = []
    for name in _listed(os.path.join(state.root, "external"), ".json"):
        relative = f"external/{name}"
        value, duplicates = state.read_json(relative, locate_depth=4)
        _external_document(state, relative, state.display(relative), value, duplicates,
                           os.path.splitext(name)[0], dynamic, files)
    for path, display, server in extra:
        from ..mcp.capture import to_external_document
        from ..mcp.listing import parse_listing, parse_server_lists

        value, duplicates = state.read_json(display, path=path, locate_depth=4)
        line_of = state.line_index[display].line_of
        listing = parse_listing(value, display, line_of)
        converted = to_external_document(server, listing, {"from": "file", "file": path.name},
                                         lists=parse_server_lists(value, display, line_of))
        # positions below fall back to the file's first line
        _external_document(state, display, display, converted, duplicates, server, dynamic, files)
    return dynamic, files


def with_external_document(registry: RegistryModel, location: Location, server: str, document: Any) -> RegistryModel:
    """``registry`` as it would load with ``document`` as ``external/<server>.json``
    (``import --check``: a fresh capture compared with the committed one, never written)."""
    relative = f"external/{server}.json"
    state = _Loading(location)
    state.line_index[relative] = _NoLines()
    fresh: list[DynamicSpec] = []
    fresh_files: list[ExternalFile] = []
    _external_document(state, relative, state.display(relative), document, [], server, fresh, fresh_files)
    dynamic: list[DynamicSpec] = []
    for spec in registry.dynamic:  # the fresh specs where the file's were, so order stays as loaded
        if spec.origin.file != relative:
            dynamic.append(spec)
        elif fresh:
            dynamic.extend(fresh)
            fresh = []
    files = [f for f in registry.external_files if f.origin.file != relative]
    return registry.replace(dynamic=(*dynamic, *fresh), external_files=(*files, *fresh_files),
                            problems=(*registry.problems, *state.problems))


def _external_document(state: _Loading, relative: str, display: str, value: Any, duplicates: list,
                       stem: str, dynamic: list[DynamicSpec], files: list[ExternalFile]) -> None:
    if not isinstance(value, dict):
        raise LoadError(display, 1, 1, f"the top level is {type_name(value)}; expected an object with server and tools")
    for duplicate in duplicates:
        raise LoadError(display, duplicate.line, duplicate.col, f"key {duplicate.key!r} is repeated in one object")
    reader = state.reader(relative)
    line_of = reader.line_of
    header = reader.read(value, EXTERNAL_FILE_FIELDS, "", "the external file")
    server = header.get("server", stem)
    files.append(ExternalFile(server, reader.origin(""), header.get("captured", {}),
                              protocol=header.get("protocol", ""), instructions=header.get("instructions", ""),
                              prompts=_prompts(value, reader), resources=_resources(value, reader)))
    tools = value.get("tools", [])
    if not isinstance(tools, list):
        raise LoadError(display, line_of("/tools") or 1, 1, f"tools is {type_name(tools)}, not an array")
    for index, entry in enumerate(tools):
        pointer = f"/tools/{index}"
        if not isinstance(entry, dict):
            raise LoadError(display, line_of(pointer) or 1, 1, f"tool {index} is {type_name(entry)}, not an object")
        name = entry.get("name")
        if not isinstance(name, str):
            raise LoadError(display, line_of(pointer + "/name") or line_of(pointer) or 1, 1,
                            f"tool {index} has a name that is {type_name(name)}, not a string")
        values = reader.read(entry, DYNAMIC_FIELDS, pointer, f"dynamic tool {name!r}", tool=name)
        values.pop("name", None)
        values.pop("inline", None)
        values.pop("output", None)
        for key in AS_SENT:
            values.pop(key, None)
        dynamic.append(DynamicSpec(
            name=name, server=server, origin=reader.origin(pointer),
            inline=entry.get("inline"), has_inline="inline" in entry,
            output=entry.get("output"), has_output="output" in entry,
            as_sent={key: entry[key] for key in AS_SENT if key in entry}, **values,
        ))


def _items(document: dict, key: str, fields: dict[str, Field], reader: TableReader, what: str,
           base: str = "") -> list[tuple[str, dict[str, Any]]]:
    """(pointer, values) of each item of the array `document[key]` that has its
    required keys; every mistake a problem (R020, R021)."""
    pointer = f"{base}/{key}"
    items = document.get(key, [])
    if not isinstance(items, list):
        reader.problems.append(FieldProblem("wrong-type", f"{key} is {type_name(items)}, not an array",
                                            "write it as an array of tables, as toolcli import does",
                                            reader.origin(pointer)))
        return []
    found = []
    for index, item in enumerate(items):
        here = f"{pointer}/{index}"
        name = item.get("name") if isinstance(item, dict) else None
        values = reader.read(item, fields, here, f"{what} {name!r}" if isinstance(name, str) else f"{what} {index}")
        if all(key in values for key, field in fields.items() if field.required):
            found.append((here, values))
    return found


def _prompts(document: dict, reader: TableReader) -> tuple[Prompt, ...]:
    prompts = []
    for pointer, values in _items(document, "prompts", PROMPT_FIELDS, reader, "prompt"):
        table = {"arguments": values.pop("arguments", [])}
        arguments = tuple(PromptArgument(**found) for _, found in
                          _items(table, "arguments", ARGUMENT_FIELDS, reader, "argument", pointer))
        prompts.append(Prompt(origin=reader.origin(pointer), arguments=arguments, **values))
    return tuple(prompts)


def _resources(document: dict, reader: TableReader) -> tuple[ServerResource, ...]:
    resources = []
    for key, fields, template in (("resources", RESOURCE_FIELDS, False),
                                  ("resource_templates", RESOURCE_TEMPLATE_FIELDS, True)):
        for pointer, values in _items(document, key, fields, reader,
                                      "resource template" if template else "resource"):
            resources.append(ServerResource(values["name"], reader.origin(pointer), values.get("title", ""),
                                            values.get("description", ""),
                                            values["uriTemplate" if template else "uri"], values.get("mimeType", ""),
                                            template))
    return tuple(resources)


def _read_profiles(profiles: Any, reader: TableReader) -> list[Profile]:
    if not isinstance(profiles, dict):
        reader.read(profiles, {}, "/profiles", "[profiles]")
        return []
    result = []
    for name, table in profiles.items():
        pointer = f"/profiles/{escape_pointer(name)}"
        if not re.match(PROFILE_NAME_PATTERN, name) or name == RESERVED_PROFILE:
            why = (f"is reserved: golden/{RESERVED_PROFILE}.json holds the derived queries"
                   if name == RESERVED_PROFILE else f"does not match {PROFILE_NAME_PATTERN}")
            reader.problems.append(FieldProblem(
                "bad-value", f"profile name {name!r} {why}",
                "use lower-case letters, digits, '_' and '-', starting with a letter",
                reader.origin(pointer), profile=name))
            continue  # never let such a name reach a file path
        values = reader.read(table, PROFILE_FIELDS, pointer, f"[profiles.{name}]", profile=name)
        result.append(Profile(name=name, origin=reader.origin(pointer), **_tupled(values)))
    return result


def _read_lint(lint: Any, reader: TableReader) -> LintSettings:
    values = reader.read(lint, LINT_FIELDS, "/lint", "[lint]")
    allows = []
    raw_allows = values.pop("allow", [])
    if not isinstance(raw_allows, list):
        reader.read(raw_allows, {}, "/lint/allow", "[[lint.allow]]")
        raw_allows = []
    for index, entry in enumerate(raw_allows):
        pointer = f"/lint/allow/{index}"
        allow = reader.read(entry, ALLOW_FIELDS, pointer, "[[lint.allow]]")
        given = [key for key in ("tool", "server") if isinstance(entry, dict) and key in entry]
        if isinstance(entry, dict) and len(given) != 1:
            reader.problems.append(FieldProblem(
                "bad-value" if given else "missing-key",
                f"[[lint.allow]] names {'both a tool and a server' if given else 'neither a tool nor a server'}",
                'keep one: tool = "NAME" for one tool, or server = "NAME" for every tool of one MCP server',
                reader.origin(pointer)))
        elif given and all(key in allow for key in ("rule", "reason", *given)):
            allows.append(Allow(allow["rule"], allow.get("tool", ""), allow["reason"], reader.origin(pointer),
                                server=allow.get("server", "")))
    defaults = LintSettings()
    return LintSettings(
        select=tuple(values.get("select", defaults.select)),
        ignore=tuple(values.get("ignore", ())),
        targets=tuple(values.get("targets", ())),
        severity=dict(values.get("severity", {})),
        allow=tuple(allows),
    )
