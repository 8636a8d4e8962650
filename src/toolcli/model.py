"""The registry model: plain frozen data, standard library only.

Like the seed's ``internal/toolspec`` this module is a leaf: it imports nothing
outside the standard library (``tests/test_model.py`` proves it), so every
other part of toolcli can depend on it without dragging anything in.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, field
from typing import Any, Callable, Literal, Mapping

Severity = Literal["error", "warning", "info"]
SEVERITIES: tuple[Severity, ...] = ("error", "warning", "info")

EFFECTS = ("read", "write", "exec", "network", "interact", "delegate", "flow", "meta")
TIERS = ("hot", "warm", "cold")
TRUNCS = ("protected", "normal", "eager")
TRUNC_PRIORITY = {"protected": 0, "normal": 1, "eager": 2}
DISPLAYS = ("full", "compact")
RESULT_PATHS = ("none", "full", "bare")
FAMILIES = ("external_read", "external_write", "skill")
TARGETS = ("openai", "openai-strict", "anthropic", "gemini", "deepseek", "mcp", "portable")
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

    def child(self, *parts: str | int) -> Origin:
        """Deeper in the document, on the same line (the lookup is shared)."""
        suffix = "".join("/" + escape_pointer(str(p)) for p in parts)
        return Origin(self.file, self._line, self.pointer + suffix)

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


def escape_pointer(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


@dataclass(frozen=True, slots=True)
class StaticSpec:
    """Host-side metadata of one static tool (a ``[tools.<name>]`` table)."""

    name: str
    origin: Origin
    capabilities: tuple[str, ...] = ()
    effect: str = ""
    tier: str = ""
    mutates: bool = False
    serial: bool = False
    needs_auth: bool = False
    blocks_on_user: bool = False
    trunc: str = "normal"
    display: str = "full"
    model_slot: str = ""
    brief: str = ""
    path_params: tuple[str, ...] = ()
    result_paths: str | None = None  # None: not declared (R013)
    requires: tuple[str, ...] = ()
    audience: tuple[str, ...] = ()

    @property
    def read_only(self) -> bool:
        return not self.mutates and not self.serial


@dataclass(frozen=True, slots=True)
class Declaration:
    """One provider-visible declaration from ``schemas.json``."""

    name: str
    description: str
    parameters: Any  # the JSON value; meaningful only when has_parameters
    has_parameters: bool
    origin: Origin


@dataclass(frozen=True, slots=True)
class DynamicSpec:
    """A tool an MCP server adds at run time (``external/<server>.json``)."""

    name: str
    server: str
    origin: Origin
    description: str = ""
    inline: Any = None
    has_inline: bool = False
    family: str = ""
    mutates: bool = False
    needs_auth: bool = False
    tier: str = "cold"
    brief: str = ""
    annotations: Mapping[str, Any] = field(default_factory=dict)

    @property
    def read_only(self) -> bool:
        return not self.mutates


@dataclass(frozen=True, slots=True)
class ExternalFile:
    server: str
    origin: Origin
    captured: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    origin: Origin
    capabilities: tuple[str, ...] = ()
    external: tuple[str, ...] = ()
    budget: int | None = None
    tiers: Mapping[str, str] = field(default_factory=dict)
    requires_exit: bool = False
    loader: str | None = None
    subset_of: str = ""


@dataclass(frozen=True, slots=True)
class Probe:
    provides: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Allow:
    rule: str
    tool: str
    reason: str
    origin: Origin


@dataclass(frozen=True, slots=True)
class LintSettings:
    select: tuple[str, ...] = ("R", "D", "P", "X", "L")
    ignore: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    severity: Mapping[str, str] = field(default_factory=dict)
    allow: tuple[Allow, ...] = ()


FieldProblemKind = Literal["unknown-key", "missing-key", "wrong-type", "bad-value"]


@dataclass(frozen=True, slots=True)
class FieldProblem:
    """A field-level mistake the loader met and kept for R020/R021."""

    kind: FieldProblemKind
    message: str
    hint: str
    origin: Origin
    tool: str | None = None
    profile: str | None = None


@dataclass(frozen=True, slots=True)
class DuplicateKey:
    """A JSON object in ``schemas.json`` that repeats a key (R002)."""

    key: str
    origin: Origin
    tool: str | None = None


@dataclass(frozen=True, slots=True)
class Registry:
    root: str
    name: str = ""
    expected_count: int | None = None  # None: absent or not an integer literal
    expected_count_origin: Origin | None = None
    schemas_file: str = "schemas.json"
    golden_dir: str = "golden"
    loader: str = "load_tool"
    specs: tuple[StaticSpec, ...] = ()
    duplicate_specs: tuple[tuple[StaticSpec, StaticSpec], ...] = ()  # (later, first)
    declarations: tuple[Declaration, ...] = ()
    duplicate_keys: tuple[DuplicateKey, ...] = ()
    dynamic: tuple[DynamicSpec, ...] = ()
    external_files: tuple[ExternalFile, ...] = ()
    profiles: tuple[Profile, ...] = ()
    probe: Probe = Probe()
    lint: LintSettings = LintSettings()
    problems: tuple[FieldProblem, ...] = ()
    bundled: bool = False
    # file -> an object with .line_of(pointer) -> int | None, for messages only
    line_index: Mapping[str, Any] = field(default_factory=dict)

    def profile(self, name: str) -> Profile | None:
        for profile in self.profiles:
            if profile.name == name:
                return profile
        return None
