"""The registry model: plain frozen data, standard library only.

Like the seed's ``internal/toolspec`` this module is a leaf: it imports the
standard library only (``tests/test_model.py`` and ``tests/test_import_graph.py``
prove it), so every other part of toolcli can depend on it without dragging
anything in.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any, Callable, Literal, Mapping

Severity = Literal["error", "warning", "info"]
SEVERITIES: tuple[Severity, ...] = ("error", "warning", "info")

EFFECTS = ("read", "write", "exec", "network", "interact", "delegate", "flow", "meta")
TIERS = ("hot", "warm", "cold")
TOKENIZER_NAMES = ("o200k", "cl100k", "anthropic")  # tokens.TOKENIZERS, kept here so the model stays a leaf
DEFERRALS = ("loader", "provider")
TOOL_SEARCHES = ("regex", "bm25")
TRUNCS = ("protected", "normal", "eager")
TRUNC_PRIORITY = {"protected": 0, "normal": 1, "eager": 2}
DISPLAYS = ("full", "compact")
RESULT_PATHS = ("none", "full", "bare")
FAMILIES = ("external_read", "external_write", "skill")
TARGETS = ("openai", "openai-strict", "azure-openai-strict", "anthropic", "anthropic-strict",
           "gemini", "gemini-openapi",
           "deepseek", "mcp", "claude-code", "cursor", "windsurf", "codex", "vscode-copilot", "portable")
FAMILY_CODES = ("R", "D", "P", "C", "X", "L")

PROFILE_NAME_PATTERN = r"^[a-z][a-z0-9_-]*$"
STATIC_NAME_PATTERN = r"^[A-Za-z_][A-Za-z0-9_-]{0,63}$"
SERVER_NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$"
BRIEF_MAX = 40


class LineLookup:
    """A line not looked up yet: `line_of(pointer)`, asked only when it is shown.

    Working out lines means indexing the whole file; most origins never reach
    a message, so the loader hands these out instead of numbers."""

    __slots__ = ("line_of", "pointer")

    def __init__(self, line_of: Callable[[str], int | None], pointer: str) -> None:
        self.line_of = line_of
        self.pointer = pointer


class Origin:
    """Where a thing was declared: a file relative to the registry root, its
    line (None when unknown) and a JSON pointer into the logical document.

    Immutable, compared like the frozen dataclass it replaces; `line` may be
    given as a LineLookup, resolved on first use."""

    __slots__ = ("file", "pointer", "_line")

    file: str
    pointer: str

    def __init__(self, file: str, line: int | None | LineLookup, pointer: str) -> None:
        _set(self, "file", file)
        _set(self, "_line", line)
        _set(self, "pointer", pointer)

    @property
    def line(self) -> int | None:
        line = self._line
        if line.__class__ is LineLookup:
            line = line.line_of(line.pointer)
            _set(self, "_line", line)
        return line

    def below(self, tokens: str) -> Origin:
        """Deeper in the document by `tokens`, escaped reference tokens such as
        "/properties/a~1b" (files.pointer.join_pointer makes them), on the same
        line (the lookup is shared)."""
        return Origin(self.file, self._line, self.pointer + tokens)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Origin:
            return NotImplemented
        return (self.file == other.file and self.pointer == other.pointer  # type: ignore[attr-defined]
                and self.line == other.line)  # type: ignore[attr-defined]

    def __hash__(self) -> int:  # without the line: hashing never looks a line up
        return hash((self.file, self.pointer))

    def __repr__(self) -> str:
        return f"Origin(file={self.file!r}, line={self.line!r}, pointer={self.pointer!r})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple:
        return (Origin, (self.file, self.line, self.pointer))


_set = object.__setattr__


class _Missing:
    """The default of a mapping field: a fresh empty dict for each record."""


_MISSING = _Missing()


class Record:
    """Immutable plain data, compared, hashed and shown like a frozen dataclass:
    the one value-object idiom of toolcli (tests/test_model.py holds it).

    Written out by hand rather than with @dataclass: a dataclass generates and
    compiles its methods at every start, where these come compiled with the
    module. Measured on `toolcli validate` of the bundled registry, the same
    classes as frozen slotted dataclasses cost 32 ms more CPU a run (146 ms
    against 178 ms: benchmarks/RESULTS.md, "Value objects: Record against
    dataclass"). The fields are the ``__slots__``,
    in order, each a parameter of the class's ``__init__``; `_compared` may
    name the ones equality, hashing and repr look at."""

    __slots__ = ()
    _compared: tuple[str, ...] = ()  # () : every field

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self._compared or self.__slots__)

    def replace(self, **changes: Any) -> Any:
        """A copy with some fields changed, as dataclasses.replace makes it."""
        return type(self)(**{**{name: getattr(self, name) for name in self.__slots__}, **changes})

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._compared or self.__slots__)
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple:
        return (type(self), tuple(getattr(self, name) for name in self.__slots__))


class StaticSpec(Record):
    """Host-side metadata of one static tool (a ``[tools.<name>]`` table)."""

    __slots__ = ("name", "origin", "capabilities", "effect", "tier", "mutates", "serial", "needs_auth",
                 "blocks_on_user", "trunc", "display", "model_slot", "brief", "path_params",
                 "result_paths", "requires", "audience")
    name: str
    origin: Origin
    capabilities: tuple[str, ...]
    effect: str
    tier: str
    mutates: bool
    serial: bool
    needs_auth: bool
    blocks_on_user: bool
    trunc: str
    display: str
    model_slot: str
    brief: str
    path_params: tuple[str, ...]
    result_paths: str | None  # None: not declared (R013)
    requires: tuple[str, ...]
    audience: tuple[str, ...]

    def __init__(self, name: str, origin: Origin, capabilities: tuple[str, ...] = (), effect: str = "",
                 tier: str = "", mutates: bool = False, serial: bool = False, needs_auth: bool = False,
                 blocks_on_user: bool = False, trunc: str = "normal", display: str = "full",
                 model_slot: str = "", brief: str = "", path_params: tuple[str, ...] = (),
                 result_paths: str | None = None, requires: tuple[str, ...] = (),
                 audience: tuple[str, ...] = ()) -> None:
        _set(self, "name", name)
        _set(self, "origin", origin)
        _set(self, "capabilities", capabilities)
        _set(self, "effect", effect)
        _set(self, "tier", tier)
        _set(self, "mutates", mutates)
        _set(self, "serial", serial)
        _set(self, "needs_auth", needs_auth)
        _set(self, "blocks_on_user", blocks_on_user)
        _set(self, "trunc", trunc)
        _set(self, "display", display)
        _set(self, "model_slot", model_slot)
        _set(self, "brief", brief)
        _set(self, "path_params", path_params)
        _set(self, "result_paths", result_paths)
        _set(self, "requires", requires)
        _set(self, "audience", audience)

    @property
    def read_only(self) -> bool:
        return not self.mutates and not self.serial


class Declaration(Record):
    """One provider-visible declaration from ``schemas.json``."""

    __slots__ = ("name", "description", "parameters", "has_parameters", "origin", "input_examples")
    name: str
    description: str
    parameters: Any  # the JSON value; meaningful only when has_parameters
    has_parameters: bool
    origin: Origin
    input_examples: Any  # the JSON value of "input_examples" (a list of inputs); None when absent

    def __init__(self, name: str, description: str, parameters: Any, has_parameters: bool,
                 origin: Origin, input_examples: Any = None) -> None:
        _set(self, "name", name)
        _set(self, "description", description)
        _set(self, "parameters", parameters)
        _set(self, "has_parameters", has_parameters)
        _set(self, "origin", origin)
        _set(self, "input_examples", input_examples)


# The members of a captured MCP tool a client or the model reads beyond its
# declaration, kept as the server sent them (SPEC §14.3).
AS_SENT = ("icons", "_meta", "execution")


# What a capture keeps of what a server lists beside its tools (SPEC §17): each
# prompt (and each of its arguments), resource and resource template, by key.
PROMPT_KEYS = ("name", "title", "description", "arguments")
ARGUMENT_KEYS = ("name", "title", "description", "required")
RESOURCE_KEYS = ("name", "title", "description", "uri", "mimeType")
TEMPLATE_KEYS = ("name", "title", "description", "uriTemplate", "mimeType")
# The key of a server's list result -> the key of the list in a capture, and what each item keeps.
SERVER_LISTS = {"prompts": ("prompts", PROMPT_KEYS), "resources": ("resources", RESOURCE_KEYS),
                "resourceTemplates": ("resource_templates", TEMPLATE_KEYS)}


class DynamicSpec(Record):
    """A tool an MCP server adds at run time (``external/<server>.json``)."""

    __slots__ = ("name", "server", "origin", "description", "inline", "has_inline", "family", "mutates",
                 "needs_auth", "tier", "brief", "annotations", "title", "output", "has_output", "serial",
                 "effect", "as_sent")
    name: str
    server: str
    origin: Origin
    description: str
    inline: Any
    has_inline: bool
    family: str
    mutates: bool
    needs_auth: bool
    tier: str
    brief: str
    annotations: Mapping[str, Any]
    title: str  # the MCP title, "" when the server sent none
    output: Any  # the MCP outputSchema; meaningful only when has_output
    has_output: bool
    serial: bool
    effect: str  # "" when not written: read or write after mutates
    as_sent: Mapping[str, Any]  # the members of AS_SENT the server sent, as sent

    def __init__(self, name: str, server: str, origin: Origin, description: str = "", inline: Any = None,
                 has_inline: bool = False, family: str = "", mutates: bool = False,
                 needs_auth: bool = False, tier: str = "cold", brief: str = "",
                 annotations: Mapping[str, Any] | _Missing = _MISSING, title: str = "",
                 output: Any = None, has_output: bool = False, serial: bool = False,
                 effect: str = "", as_sent: Mapping[str, Any] | _Missing = _MISSING) -> None:
        _set(self, "name", name)
        _set(self, "server", server)
        _set(self, "origin", origin)
        _set(self, "description", description)
        _set(self, "inline", inline)
        _set(self, "has_inline", has_inline)
        _set(self, "family", family)
        _set(self, "mutates", mutates)
        _set(self, "needs_auth", needs_auth)
        _set(self, "tier", tier)
        _set(self, "brief", brief)
        _set(self, "annotations", {} if annotations is _MISSING else annotations)
        _set(self, "title", title)
        _set(self, "output", output)
        _set(self, "has_output", has_output)
        _set(self, "serial", serial)
        _set(self, "effect", effect)
        _set(self, "as_sent", {} if as_sent is _MISSING else as_sent)

    @property
    def read_only(self) -> bool:
        return not self.mutates and not self.serial


# The MCP version that removed `initialize` and changed what a tool may declare
# (an output schema of any root, no `execution.taskSupport`; SPEC §14.2).
DISCOVER_ERA = "2026-07-28"


class PromptArgument(Record):
    __slots__ = ("name", "title", "description", "required")
    name: str
    title: str
    description: str
    required: bool

    def __init__(self, name: str, title: str = "", description: str = "", required: bool = False) -> None:
        _set(self, "name", name)
        _set(self, "title", title)
        _set(self, "description", description)
        _set(self, "required", required)


class Prompt(Record):
    """A prompt a server lists (``prompts/list``): clients show it, the model reads what it brings."""

    __slots__ = ("name", "origin", "title", "description", "arguments")
    name: str
    origin: Origin  # its place in the capture: /prompts/N
    title: str
    description: str
    arguments: tuple[PromptArgument, ...]

    def __init__(self, name: str, origin: Origin, title: str = "", description: str = "",
                 arguments: tuple[PromptArgument, ...] = ()) -> None:
        _set(self, "name", name)
        _set(self, "origin", origin)
        _set(self, "title", title)
        _set(self, "description", description)
        _set(self, "arguments", arguments)


class ServerResource(Record):
    """A resource (``resources/list``) or resource template (``resources/templates/list``) a server lists."""

    __slots__ = ("name", "origin", "title", "description", "uri", "mime_type", "template")
    name: str
    origin: Origin  # its place in the capture: /resources/N or /resource_templates/N
    title: str
    description: str
    uri: str  # the URI, or a template's uriTemplate
    mime_type: str
    template: bool

    def __init__(self, name: str, origin: Origin, title: str = "", description: str = "", uri: str = "",
                 mime_type: str = "", template: bool = False) -> None:
        _set(self, "name", name)
        _set(self, "origin", origin)
        _set(self, "title", title)
        _set(self, "description", description)
        _set(self, "uri", uri)
        _set(self, "mime_type", mime_type)
        _set(self, "template", template)


class ExternalFile(Record):
    __slots__ = ("server", "origin", "captured", "protocol", "instructions", "prompts", "resources")
    server: str
    origin: Origin
    captured: Mapping[str, Any]
    protocol: str  # the MCP version the capture spoke; "" when not recorded (an older capture, a file)
    instructions: str  # the server's instructions, which the model reads; "" when none
    prompts: tuple[Prompt, ...]
    resources: tuple[ServerResource, ...]  # resources, then resource templates

    def __init__(self, server: str, origin: Origin, captured: Mapping[str, Any] | _Missing = _MISSING,
                 protocol: str = "", instructions: str = "", prompts: tuple[Prompt, ...] = (),
                 resources: tuple[ServerResource, ...] = ()) -> None:
        _set(self, "server", server)
        _set(self, "origin", origin)
        _set(self, "captured", {} if captured is _MISSING else captured)
        _set(self, "protocol", protocol)
        _set(self, "instructions", instructions)
        _set(self, "prompts", prompts)
        _set(self, "resources", resources)

    @property
    def discover_era(self) -> bool:
        """The capture spoke 2026-07-28 or later (versions are dates: they sort as text)."""
        return self.protocol >= DISCOVER_ERA


class Profile(Record):
    __slots__ = ("name", "origin", "capabilities", "external", "budget", "tiers", "requires_exit",
                 "loader", "subset_of", "budget_tokens", "deferral")
    name: str
    origin: Origin
    capabilities: tuple[str, ...]
    external: tuple[str, ...]
    budget: int | None
    tiers: Mapping[str, str]
    requires_exit: bool
    loader: str | None
    subset_of: str
    budget_tokens: int | None  # tokens of [registry].tokenizer (SPEC §15)
    deferral: str  # loader | provider

    def __init__(self, name: str, origin: Origin, capabilities: tuple[str, ...] = (),
                 external: tuple[str, ...] = (), budget: int | None = None,
                 tiers: Mapping[str, str] | _Missing = _MISSING, requires_exit: bool = False,
                 loader: str | None = None, subset_of: str = "", budget_tokens: int | None = None,
                 deferral: str = "loader") -> None:
        _set(self, "name", name)
        _set(self, "origin", origin)
        _set(self, "capabilities", capabilities)
        _set(self, "external", external)
        _set(self, "budget", budget)
        _set(self, "tiers", {} if tiers is _MISSING else tiers)
        _set(self, "requires_exit", requires_exit)
        _set(self, "loader", loader)
        _set(self, "subset_of", subset_of)
        _set(self, "budget_tokens", budget_tokens)
        _set(self, "deferral", deferral)


class Probe(Record):
    __slots__ = ("provides",)
    provides: tuple[str, ...]

    def __init__(self, provides: tuple[str, ...] = ()) -> None:
        _set(self, "provides", provides)


class Allow(Record):
    """A reviewed exception: `rule` on one `tool`, or on every tool of one MCP
    `server` (exactly one of the two is set, the other is "")."""

    __slots__ = ("rule", "tool", "reason", "origin", "server")
    rule: str
    tool: str
    reason: str
    origin: Origin
    server: str

    def __init__(self, rule: str, tool: str, reason: str, origin: Origin, server: str = "") -> None:
        _set(self, "rule", rule)
        _set(self, "tool", tool)
        _set(self, "reason", reason)
        _set(self, "origin", origin)
        _set(self, "server", server)

    @property
    def subject(self) -> str:
        """What the entry covers, in words: "tool 'x'" or "server 'acme'"."""
        return f"server {self.server!r}" if self.server else f"tool {self.tool!r}"


class LintSettings(Record):
    __slots__ = ("select", "ignore", "targets", "severity", "allow")
    select: tuple[str, ...]
    ignore: tuple[str, ...]
    targets: tuple[str, ...]
    severity: Mapping[str, str]
    allow: tuple[Allow, ...]

    def __init__(self, select: tuple[str, ...] = ("R", "D", "P", "X", "L"), ignore: tuple[str, ...] = (),
                 targets: tuple[str, ...] = (), severity: Mapping[str, str] | _Missing = _MISSING,
                 allow: tuple[Allow, ...] = ()) -> None:
        _set(self, "select", select)
        _set(self, "ignore", ignore)
        _set(self, "targets", targets)
        _set(self, "severity", {} if severity is _MISSING else severity)
        _set(self, "allow", allow)


FieldProblemKind = Literal["unknown-key", "missing-key", "wrong-type", "bad-value"]


class FieldProblem(Record):
    """A field-level mistake the loader met and kept for R020/R021."""

    __slots__ = ("kind", "message", "hint", "origin", "tool", "profile")
    kind: FieldProblemKind
    message: str
    hint: str
    origin: Origin
    tool: str | None
    profile: str | None

    def __init__(self, kind: FieldProblemKind, message: str, hint: str, origin: Origin,
                 tool: str | None = None, profile: str | None = None) -> None:
        _set(self, "kind", kind)
        _set(self, "message", message)
        _set(self, "hint", hint)
        _set(self, "origin", origin)
        _set(self, "tool", tool)
        _set(self, "profile", profile)


class DuplicateKey(Record):
    """A JSON object in ``schemas.json`` that repeats a key (R002)."""

    __slots__ = ("key", "origin", "tool")
    key: str
    origin: Origin
    tool: str | None

    def __init__(self, key: str, origin: Origin, tool: str | None = None) -> None:
        _set(self, "key", key)
        _set(self, "origin", origin)
        _set(self, "tool", tool)


_NO_PROBE = Probe()
_DEFAULT_LINT = LintSettings()


class RegistryModel(Record):
    __slots__ = ("root", "name", "expected_count", "expected_count_origin", "schemas_file", "golden_dir",
                 "loader", "tokenizer", "tool_search", "specs", "duplicate_specs", "declarations", "duplicate_keys",
                 "dynamic", "external_files", "profiles", "probe", "lint", "problems", "bundled", "line_index",
                 "target_settings")
    root: str
    name: str
    expected_count: int | None  # None: absent or not an integer literal
    expected_count_origin: Origin | None
    schemas_file: str
    golden_dir: str
    loader: str
    tokenizer: str  # o200k | cl100k | anthropic: what budget_tokens counts
    tool_search: str  # regex | bm25: the provider's tool search tool under deferral = "provider"
    specs: tuple[StaticSpec, ...]
    duplicate_specs: tuple[tuple[StaticSpec, StaticSpec], ...]  # (later, first)
    declarations: tuple[Declaration, ...]
    duplicate_keys: tuple[DuplicateKey, ...]
    dynamic: tuple[DynamicSpec, ...]
    external_files: tuple[ExternalFile, ...]
    profiles: tuple[Profile, ...]
    probe: Probe
    lint: LintSettings
    problems: tuple[FieldProblem, ...]
    bundled: bool
    line_index: Mapping[str, Any]  # file -> an object with .line_of(pointer) -> int | None, for messages
    target_settings: Mapping[str, Mapping[str, Any]]  # [targets.<target>] of toolspec.toml, checked

    def __init__(self, root: str, name: str = "", expected_count: int | None = None,
                 expected_count_origin: Origin | None = None, schemas_file: str = "schemas.json",
                 golden_dir: str = "golden", loader: str = "load_tool",
                 tokenizer: str = "o200k", tool_search: str = "regex", specs: tuple[StaticSpec, ...] = (),
                 duplicate_specs: tuple[tuple[StaticSpec, StaticSpec], ...] = (),
                 declarations: tuple[Declaration, ...] = (), duplicate_keys: tuple[DuplicateKey, ...] = (),
                 dynamic: tuple[DynamicSpec, ...] = (), external_files: tuple[ExternalFile, ...] = (),
                 profiles: tuple[Profile, ...] = (), probe: Probe = _NO_PROBE,
                 lint: LintSettings = _DEFAULT_LINT, problems: tuple[FieldProblem, ...] = (),
                 bundled: bool = False, line_index: Mapping[str, Any] | _Missing = _MISSING,
                 target_settings: Mapping[str, Mapping[str, Any]] | _Missing = _MISSING) -> None:
        _set(self, "root", root)
        _set(self, "name", name)
        _set(self, "expected_count", expected_count)
        _set(self, "expected_count_origin", expected_count_origin)
        _set(self, "schemas_file", schemas_file)
        _set(self, "golden_dir", golden_dir)
        _set(self, "loader", loader)
        _set(self, "tokenizer", tokenizer)
        _set(self, "tool_search", tool_search)
        _set(self, "specs", specs)
        _set(self, "duplicate_specs", duplicate_specs)
        _set(self, "declarations", declarations)
        _set(self, "duplicate_keys", duplicate_keys)
        _set(self, "dynamic", dynamic)
        _set(self, "external_files", external_files)
        _set(self, "profiles", profiles)
        _set(self, "probe", probe)
        _set(self, "lint", lint)
        _set(self, "problems", problems)
        _set(self, "bundled", bundled)
        _set(self, "line_index", {} if line_index is _MISSING else line_index)
        _set(self, "target_settings", {} if target_settings is _MISSING else target_settings)

    def profile(self, name: str) -> Profile | None:
        for profile in self.profiles:
            if profile.name == name:
                return profile
        return None
