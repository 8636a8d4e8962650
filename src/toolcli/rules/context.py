"""What every rule sees: the registry plus indexes and verdicts computed once."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Protocol

from ..cache import text_key, verdict_key
from ..files.pointer import join_pointer
from ..model import Declaration, DynamicSpec, LineLookup, Origin, Profile, Record, RegistryModel, StaticSpec
from ..schema.walk import Complexity, measure

if TYPE_CHECKING:
    from ..surface import Facts, ResolvedSurface
    from ..token_costs import Costs

_set = object.__setattr__
_NO_ANNOTATIONS = object()  # the default: a fresh empty dict


class ToolView(Record):
    """One model-visible declaration, static or dynamic, seen the same way."""

    __slots__ = ("name", "origin", "description", "schema", "has_schema", "schema_key", "dynamic",
                 "server", "brief", "annotations")
    name: str
    origin: Origin
    description: str
    schema: Any
    has_schema: bool
    schema_key: str  # "parameters" or "inline": where the schema sits in the declaration
    dynamic: bool
    server: str | None
    brief: str
    annotations: Mapping[str, Any]

    def __init__(self, name: str, origin: Origin, description: str, schema: Any, has_schema: bool,
                 schema_key: str, dynamic: bool, server: str | None = None, brief: str = "",
                 annotations: Mapping[str, Any] | object = _NO_ANNOTATIONS) -> None:
        _set(self, "name", name)
        _set(self, "origin", origin)
        _set(self, "description", description)
        _set(self, "schema", schema)
        _set(self, "has_schema", has_schema)
        _set(self, "schema_key", schema_key)
        _set(self, "dynamic", dynamic)
        _set(self, "server", server)
        _set(self, "brief", brief)
        _set(self, "annotations", {} if annotations is _NO_ANNOTATIONS else annotations)


class VerdictLookup(Protocol):
    """A content-addressed store of schema verdicts and of the rules known to
    find nothing in a string or schema (see cache.py); unless `complete`, it
    keeps only the verdicts that need jsonschema."""

    complete: bool

    def get(self, key: str) -> list[str] | None: ...

    def put(self, key: str, problems: list[str]) -> None: ...

    def get_complexity(self, key: str) -> Complexity | None: ...

    def put_complexity(self, key: str, complexity: Complexity) -> None: ...

    def get_quiet(self, keys: list[str]) -> list[int]: ...

    def put_quiet(self, entries: list[tuple[str, int]]) -> None: ...


# Rules whose verdict on one string (X002) or one schema (C003) depends on it
# alone and costs more than a cache lookup: the verdict cache keeps, per
# string or schema, which of them found nothing there (a bit each, in this
# order). QUIET_STRINGS marks a static tool's schema none of whose strings
# fires any rule that reads strings one by one (rules/security_schemas.py).
QUIET_STRINGS = "X001 X002 X007 X008"
# QUIET_TOOLS marks a whole tool (its strings and schemas together, by `cache.verdict_key`)
# in which X002's tool-level checks (parameter names, the fitted weights) found nothing.
QUIET_TOOLS = "X002 whole tool"
# QUIET_PROSE marks a string X002 found nothing in where prose sits, though set apart
# from prose it would fire: read again only where it sits apart.
QUIET_PROSE = "X002 where prose sits"
QUIET_RULES = ("X002", "C003", QUIET_STRINGS, QUIET_TOOLS, QUIET_PROSE)


class Context:
    def __init__(
        self,
        registry: RegistryModel,
        targets: tuple[str, ...] = (),
        verdicts: VerdictLookup | None = None,
        costs: Costs | None = None,
    ) -> None:
        self.registry = registry
        self.costs = costs  # token counts for budget_tokens; made in memory on first need when None
        self.targets = targets
        self._verdicts = verdicts
        self._complexity: dict[int, Complexity] = {}
        self._keys: dict[int, tuple[Any, str]] = {}  # holding each schema: an id is never reused
        self._text_keys: dict[str, str] = {}
        self._text_masks: dict[str, int] = {}  # the quiet rules of each text, as the run goes
        self._problems: dict[str, list[str]] = {}
        self._derived: dict[Any, Any] = {}
        self.unused_allows: tuple = ()  # filled by the engine before the L rules run

    @cached_property
    def specs_by_name(self) -> dict[str, StaticSpec]:
        return {spec.name: spec for spec in self.registry.specs}

    @cached_property
    def declarations_by_name(self) -> dict[str, Declaration]:
        first: dict[str, Declaration] = {}
        for declaration in self.registry.declarations:
            first.setdefault(declaration.name, declaration)
        return first

    @cached_property
    def dynamic_by_name(self) -> dict[str, list[DynamicSpec]]:
        index: dict[str, list[DynamicSpec]] = {}
        for spec in self.registry.dynamic:
            index.setdefault(spec.name, []).append(spec)
        return index

    @cached_property
    def profiles_by_name(self) -> dict[str, Profile]:
        return {profile.name: profile for profile in self.registry.profiles}

    @cached_property
    def tools(self) -> list[ToolView]:
        """Every model-visible declaration: schemas.json entries, then dynamic specs."""
        views = [
            ToolView(d.name, d.origin, d.description, d.parameters, d.has_parameters,
                     "parameters", dynamic=False)
            for d in self.registry.declarations
        ]
        views.extend(
            ToolView(s.name, s.origin, s.description, s.inline, s.has_inline, "inline",
                     dynamic=True, server=s.server, brief=s.brief, annotations=s.annotations)
            for s in self.registry.dynamic
        )
        return views

    @cached_property
    def facts(self) -> Facts:
        """Canonical sizes and digests of the registry's declarations, shared."""
        from ..surface import Facts

        from ..token_costs import costs_for

        return Facts(self.costs or costs_for(self.registry.tokenizer))

    @cached_property
    def surfaces(self) -> dict[str, ResolvedSurface]:
        from ..surface import resolve_all

        return resolve_all(self.registry, self.facts)

    @cached_property
    def reachable_tools(self) -> list[ToolView]:
        """Every declaration some profile advertises or defers, once, in registry order."""
        static: set[str] = set()
        dynamic: set[tuple[str, str]] = set()
        for surface in self.surfaces.values():
            for entry in surface.advertised + surface.deferred:
                if entry.dynamic:
                    dynamic.add((entry.spec.origin.file, entry.spec.origin.pointer))
                else:
                    static.add(entry.name)
        tools, seen = [], set()
        for tool in self.tools:
            if tool.dynamic:
                if (tool.origin.file, tool.origin.pointer) in dynamic:
                    tools.append(tool)
            elif tool.name in static and tool.name not in seen:  # the surface uses the first
                seen.add(tool.name)
                tools.append(tool)
        return tools

    def derived(self, key: Any, build: Callable[[Context], Any]) -> Any:
        """An index a rule family builds once per run: kept on this context and
        dropped with it, never in module state."""
        if key not in self._derived:
            self._derived[key] = build(self)
        return self._derived[key]

    def at(self, origin: Origin, *parts: str | int) -> Origin:
        """`origin` extended by pointer parts, on the line where that key sits
        (looked up when the line is first read)."""
        child = origin.below(join_pointer("", *parts))
        index = self.registry.line_index.get(child.file)
        if index is None:
            return child  # on the line of `origin`
        return Origin(child.file, LineLookup(_NearestLine(index, origin).line_of, child.pointer),
                      child.pointer)

    def complexity(self, tool: ToolView) -> Complexity:
        key = id(tool)
        if key not in self._complexity:
            self._complexity[key] = self.measured(tool.schema)
        return self._complexity[key]

    def measured(self, schema: Any) -> Complexity:
        """measure(schema), from the verdict cache when it has it."""
        if self._verdicts is None or not self._verdicts.complete:
            return measure(schema)
        key = self.verdict_key(schema)
        found = self._verdicts.get_complexity(key)
        if found is None:
            found = measure(schema)
            self._verdicts.put_complexity(key, found)
        return found

    def verdict_key(self, schema: Any) -> str:
        """cache.verdict_key(schema), worked out once per schema object."""
        known = self._keys.get(id(schema))
        if known is None:
            known = self._keys[id(schema)] = (schema, verdict_key(schema))
        return known[1]

    def unread(self, rule: str, texts: Iterable[str]) -> list[str]:
        """The texts `rule` (a text rule of QUIET_RULES) must read: all but those
        the verdict cache knows it found nothing in. (Whatever the registry's size:
        a lookup costs far less than the rule's reading; see `remembers`.)"""
        texts = list(texts)
        store = self._verdicts
        if store is None:
            return texts
        masks = self._text_masks  # looked up once for every rule
        new = [text for text in texts if text not in masks]
        if new:
            keys = [text_key(text) for text in new]
            self._text_keys.update(zip(new, keys))
            masks.update(zip(new, store.get_quiet(keys)))
        bit = 1 << QUIET_RULES.index(rule)
        return [text for text in texts if not masks[text] & bit]

    def found_nothing(self, rule: str, texts: Iterable[str]) -> None:
        """Tell the verdict cache that `rule` found nothing in `texts` (from `unread`)."""
        store = self._verdicts
        if store is None:
            return
        bit, masks, keys, entries = 1 << QUIET_RULES.index(rule), self._text_masks, self._text_keys, []
        for text in texts:
            mask = masks[text] = masks[text] | bit
            entries.append((keys[text], mask))
        store.put_quiet(entries)

    @property
    def remembers(self) -> bool:
        """Whether a verdict cache keeps what the text rules (X002 on a string, on a
        whole tool) found nothing in: any cache, also one that keeps only the
        verdicts that need jsonschema, since reading a text costs more than a
        lookup even on a small registry (benchmarks/RESULTS.md, "validate
        (bundled)"). The schema rules' quiet verdicts stay with a complete cache."""
        return self._verdicts is not None

    def quiet_keys(self, rule: str, keys: list[str]) -> list[bool]:
        """Whether the verdict cache knows `rule` (of QUIET_RULES) found nothing in
        what each key names (a digest the rule made of what it read)."""
        if not self.remembers:
            return [False] * len(keys)
        bit = 1 << QUIET_RULES.index(rule)
        return [bool(mask & bit) for mask in self._verdicts.get_quiet(keys)]  # type: ignore[union-attr]

    def keys_found_nothing(self, rule: str, keys: list[str]) -> None:
        store = self._verdicts
        if store is not None and keys:
            bit = 1 << QUIET_RULES.index(rule)
            store.put_quiet([(key, mask | bit) for key, mask in zip(keys, store.get_quiet(keys))])

    def quiet_schema(self, rule: str, schema: Any) -> bool:
        """Whether the verdict cache knows `rule` (a schema rule of QUIET_RULES)
        finds nothing in `schema`."""
        store = self._verdicts
        if store is None or not store.complete:
            return False
        return bool(store.get_quiet([self.verdict_key(schema)])[0] & 1 << QUIET_RULES.index(rule))

    def schema_found_nothing(self, rule: str, schema: Any) -> None:
        store = self._verdicts
        if store is not None and store.complete:
            key = self.verdict_key(schema)
            store.put_quiet([(key, store.get_quiet([key])[0] | 1 << QUIET_RULES.index(rule))])

    def processable(self, tool: ToolView) -> bool:
        """A schema too complex for X005 is not processed by any other rule."""
        return tool.has_schema and self.complexity(tool).reason is None

    def schema_problems(self, tool: ToolView) -> list[str]:
        """Why the tool's schema is invalid against its dialect ([] if valid)."""
        return self.problems_of(tool.schema)

    def problems_of(self, schema: Any) -> list[str]:
        """Why `schema` is invalid against its dialect or has no object root ([] if neither);
        only for a schema `measured` finds processable."""
        key = self.verdict_key(schema)
        if key in self._problems:
            return self._problems[key]
        from ..schema.check import needs_jsonschema, schema_problems

        verdicts = self._verdicts
        if verdicts is not None and not verdicts.complete and not needs_jsonschema(schema):
            verdicts = None  # the structural check costs less than a lookup
        problems = verdicts.get(key) if verdicts is not None else None
        if problems is None:
            problems = schema_problems(schema)
            if verdicts is not None:
                verdicts.put(key, problems)
        self._problems[key] = problems
        return problems


class _NearestLine:
    """The line of a pointer in a file's index, else the line of an origin."""

    __slots__ = ("index", "origin")

    def __init__(self, index: Any, origin: Origin) -> None:
        self.index = index
        self.origin = origin

    def line_of(self, pointer: str) -> int | None:
        line = self.index.line_of(pointer)
        return line if line is not None else self.origin.line


