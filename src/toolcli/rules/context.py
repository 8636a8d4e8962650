"""What every rule sees: the registry plus indexes and verdicts computed once."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, Mapping

from ..cache.judging import SECTIONS as JUDGED_SECTIONS
from ..cache.store import Store, registry_cache, value_key
from ..files.pointer import join_pointer
from ..model import Declaration, DynamicSpec, LineLookup, Origin, Profile, Record, RegistryModel, StaticSpec
from ..schema.walk import Complexity, measure

if TYPE_CHECKING:
    from ..surface import Facts, ResolvedSurface
    from ..token_costs import Costs

_set = object.__setattr__
_NO_ANNOTATIONS = object()  # the default: a fresh empty dict

# The schema verdicts the store keeps (cache/store.py): why a schema is invalid
# against its dialect ([] when it is valid), and how complex it is.
PROBLEMS = "schema problems"
COMPLEXITY = "schema complexity"
SCHEMA_SECTIONS = {
    PROBLEMS: lambda value: value.__class__ is list and all(item.__class__ is str for item in value),
    COMPLEXITY: lambda value: (value.__class__ is list and len(value) == 5
                               and all(item.__class__ is int and item >= 0 for item in value[:3])
                               and (value[3] is None or value[3].__class__ is str) and value[4].__class__ is str),
}


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


def verdict_store(root: str) -> Store:
    """The verdicts remembered for the registry at `root`: its schemas' and its
    judged rules' (cache/)."""
    return Store(registry_cache(root) / "verdicts.json", {**SCHEMA_SECTIONS, **JUDGED_SECTIONS})


class Context:
    def __init__(
        self,
        registry: RegistryModel,
        targets: tuple[str, ...] = (),
        store: Store | None = None,
        costs: Costs | None = None,
        jobs: int = 1,
    ) -> None:
        self.registry = registry
        self.jobs = jobs  # how many processes may judge the strings (cache/judging.py)
        self.costs = costs  # token counts for budget_tokens; made in memory on first need when None
        self.targets = targets
        self.store = store  # the verdicts remembered across runs (cache/), None with --no-cache
        self._complexity: dict[int, tuple[Any, Complexity]] = {}  # by id, holding each schema
        self._keys: dict[int, tuple[Any, str]] = {}  # holding each schema: an id is never reused
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
        from ..tokens import forget_ranks

        surfaces = resolve_all(self.registry, self.facts)
        # No rule counts a token after this: the ranks leave before the rules build
        # their indexes, which would otherwise sit on top of them at the run's peak.
        forget_ranks()
        return surfaces

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

    def exactly(self, origin: Origin, *parts: str | int) -> tuple[Origin, int | None]:
        """`origin` extended by pointer parts, on the line of that very key (or
        array element) at any depth, and its column; where the file does not
        say (TOML, a text only its full walk reads), as `at` places it, and None."""
        child = self.at(origin, *parts)
        index = self.registry.line_index.get(child.file)
        found = index.position(child.pointer) if index is not None else None
        if found is None:
            return child, None
        return Origin(child.file, found[0], child.pointer), found[1]

    def complexity(self, tool: ToolView) -> Complexity:
        return self.measured(tool.schema)

    def measured(self, schema: Any) -> Complexity:
        """measure(schema), worked out once per schema object, from the store when it has it."""
        known = self._complexity.get(id(schema))
        if known is None:
            known = self._complexity[id(schema)] = (schema, self._measure(schema))
        return known[1]

    def _measure(self, schema: Any) -> Complexity:
        if self.store is None:
            return measure(schema)
        key = self.verdict_key(schema)
        found = self.store.get(COMPLEXITY, key)
        if found is not None:
            return Complexity(*found)
        complexity = measure(schema)
        self.store.put(COMPLEXITY, key, [complexity.depth, complexity.subschemas, complexity.longest_string,
                                         complexity.reason, complexity.pointer])
        return complexity

    def verdict_key(self, schema: Any) -> str:
        """cache.value_key(schema), worked out once per schema object."""
        known = self._keys.get(id(schema))
        if known is None:
            known = self._keys[id(schema)] = (schema, value_key(schema))
        return known[1]

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
        problems = self.store.get(PROBLEMS, key) if self.store is not None else None
        if problems is None:
            from ..schema.check import schema_problems

            problems = schema_problems(schema)
            if self.store is not None:
                self.store.put(PROBLEMS, key, problems)
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


