"""Profile -> ResolvedSurface: exactly what the model sees (SPEC §6). Pure."""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Any, Iterable, Mapping, Protocol

from .canonical import declaration_size_and_sha256
from .errors import UsageError
from .model import Declaration, DynamicSpec, Profile, Record, RegistryModel, StaticSpec
from .queries import derive

_set = object.__setattr__
ADVERTISED_FLAGS = ("read_only", "serial", "interactive", "needs_auth", "trunc_priority",
                    "compact_display", "model_slot")


class Declared:
    """One declaration as every profile sends it, shared by the profiles: the
    UTF-8 size of its canonical JSON and that JSON's SHA-256, worked out on
    first use (a validate run needs the sizes of the advertised tools only)."""

    __slots__ = ("name", "description", "parameters", "input_examples", "_size", "_sha256")

    def __init__(self, name: str, description: str, parameters: Any, input_examples: Any = None) -> None:
        self.name = name
        self.description = description
        self.parameters = parameters
        self.input_examples = input_examples
        self._size: int | None = None
        self._sha256: str | None = None

    @property
    def size(self) -> int:
        if self._size is None:
            self._encode()
        return self._size  # type: ignore[return-value]

    @property
    def sha256(self) -> str:
        if self._sha256 is None:
            self._encode()
        return self._sha256  # type: ignore[return-value]

    def _encode(self) -> None:
        self._size, self._sha256 = declaration_size_and_sha256(self.name, self.description, self.parameters)


class SurfaceEntry(Record):
    __slots__ = ("name", "spec", "description", "parameters", "tier", "declared", "demoted")
    _compared = ("name", "spec", "description", "parameters", "tier", "demoted")
    name: str
    spec: StaticSpec | DynamicSpec
    description: str
    parameters: Any
    tier: str
    declared: Declared
    demoted: bool

    def __init__(self, name: str, spec: StaticSpec | DynamicSpec, description: str, parameters: Any,
                 tier: str, declared: Declared, demoted: bool = False) -> None:
        _set(self, "name", name)
        _set(self, "spec", spec)
        _set(self, "description", description)
        _set(self, "parameters", parameters)
        _set(self, "tier", tier)
        _set(self, "declared", declared)
        _set(self, "demoted", demoted)

    @property
    def size(self) -> int:
        """UTF-8 bytes of the canonical declaration: what it costs a budget."""
        return self.declared.size

    @property
    def dynamic(self) -> bool:
        return isinstance(self.spec, DynamicSpec)

    @property
    def brief(self) -> str:
        return self.spec.brief

    @property
    def sha256(self) -> str:
        return self.declared.sha256


class ResolvedSurface(Record):
    __slots__ = ("profile", "loader", "budget", "advertised", "deferred", "hot_size", "budget_tokens",
                 "hot_tokens", "instructions", "tokenizer", "deferral", "tool_search", "loader_entry")
    profile: Profile
    loader: str
    budget: int | None
    advertised: tuple[SurfaceEntry, ...]
    deferred: tuple[SurfaceEntry, ...]
    hot_size: int
    budget_tokens: int | None
    hot_tokens: int | None  # the hot tools, instructions and overhead in [registry].tokenizer; None without budget_tokens
    instructions: tuple[tuple[str, str], ...]  # (server, its instructions) of each server with a tool here, by name
    tokenizer: str  # [registry].tokenizer: what budget_tokens and the goldens count
    deferral: str  # loader | provider (SPEC §15.2)
    tool_search: str  # regex | bm25: the provider's search tool under provider deferral
    loader_entry: SurfaceEntry | None  # provider deferral: the loader, kept out of the surface for formats without deferral

    def __init__(self, profile: Profile, loader: str, budget: int | None, advertised: tuple[SurfaceEntry, ...],
                 deferred: tuple[SurfaceEntry, ...], hot_size: int, budget_tokens: int | None = None,
                 hot_tokens: int | None = None, instructions: tuple[tuple[str, str], ...] = (),
                 tokenizer: str = "o200k", deferral: str = "loader", tool_search: str = "regex",
                 loader_entry: SurfaceEntry | None = None) -> None:
        _set(self, "profile", profile)
        _set(self, "loader", loader)
        _set(self, "budget", budget)
        _set(self, "advertised", advertised)
        _set(self, "deferred", deferred)
        _set(self, "hot_size", hot_size)
        _set(self, "budget_tokens", budget_tokens)
        _set(self, "hot_tokens", hot_tokens)
        _set(self, "instructions", instructions)
        _set(self, "tokenizer", tokenizer)
        _set(self, "deferral", deferral)
        _set(self, "tool_search", tool_search)
        _set(self, "loader_entry", loader_entry)

    @property
    def provider_deferral(self) -> bool:
        """The provider defers: the model sees the search tool, not the loader."""
        return self.deferral == "provider"

    @property
    def used(self) -> int:
        return sum(entry.size for entry in self.advertised)

    @property
    def demoted(self) -> tuple[SurfaceEntry, ...]:
        return tuple(entry for entry in self.deferred if entry.demoted)

    def names(self) -> set[str]:
        """Every tool the profile reaches, the loader kept for formats without provider deferral included."""
        names = {entry.name for entry in self.advertised + self.deferred}
        if self.loader_entry is not None:
            names.add(self.loader_entry.name)
        return names




class TokenCounts(Protocol):
    """Token counts in one tokenizer (token_costs.TokenCounts): what budget_tokens and the
    documents read, handed in by the caller so the surface stays pure."""

    tokenizer: str
    exact: bool
    overhead: int

    def tools(self, tools: Iterable[Declared]) -> list[int]: ...

    def text(self, text: str) -> int: ...

    def search_tool(self, tool_search: str) -> int: ...


class Facts:
    """The declarations and entries of one registry, each made once and shared
    by every profile and rule. Keyed by object, and holding each object, so
    an id is never reused: use one Facts for one registry only."""

    def __init__(self, costs: TokenCounts | None = None) -> None:
        self.costs = costs  # token counts in [registry].tokenizer; needed only where a profile has budget_tokens
        self.declared: dict[int, tuple[Any, Declared]] = {}
        self.first: dict[str, Declaration] | None = None  # the declaration a surface uses per name
        self.entries: dict[tuple[int, str], tuple[Any, SurfaceEntry]] = {}

    def declaration(self, source: Any, name: str, description: str, parameters: Any,
                    input_examples: Any = None) -> Declared:
        """The shared Declared of a Declaration or DynamicSpec (`source`)."""
        known = self.declared.get(id(source))
        if known is not None:
            return known[1]
        declared = Declared(name, description, parameters, input_examples)
        self.declared[id(source)] = (source, declared)
        return declared

    def entry(self, spec: StaticSpec | DynamicSpec, declared: Declared, tier: str) -> SurfaceEntry:
        """The entry of `spec` at `tier`, the same object in every profile that shows it so."""
        known = self.entries.get((id(spec), tier))
        if known is not None:
            return known[1]
        entry = SurfaceEntry(spec.name, spec, declared.description, declared.parameters, tier, declared)
        self.entries[(id(spec), tier)] = (spec, entry)
        return entry

    def budget_costs(self, registry: RegistryModel) -> TokenCounts:
        """The counts budget_tokens uses: always [registry].tokenizer (SPEC §15.1)."""
        if self.costs is None or self.costs.tokenizer != registry.tokenizer:
            raise ValueError(f"budget_tokens counts {registry.tokenizer}: give Facts the counts in it")
        return self.costs

    def first_declarations(self, registry: RegistryModel) -> dict[str, Declaration]:
        if self.first is None:
            self.first = {}
            for declaration in registry.declarations:
                self.first.setdefault(declaration.name, declaration)
        return self.first


def named_profile(registry: RegistryModel, name: str) -> Profile:
    """The profile called `name`; UsageError naming the known ones when there is none."""
    profile = registry.profile(name)
    if profile is None:
        known = ", ".join(p.name for p in registry.profiles) or "none"
        raise UsageError(f"unknown profile {name!r}; known profiles: {known}")
    return profile


_GLOB = frozenset("*?[")


class TierKeys:
    """A profile's `tiers` table, read as keys that match tool names: a tool
    name, or an fnmatch glob such as `mcp__github__*` (case-sensitive). Where
    several keys match one tool the most specific wins: the exact name, then
    the longest glob (of equal lengths, the first in sorted order)."""

    __slots__ = ("tiers", "globs")

    def __init__(self, tiers: Mapping[str, str]) -> None:
        self.tiers = tiers
        self.globs = sorted((key for key in tiers if is_glob(key)), key=lambda key: (-len(key), key))

    def key_for(self, name: str) -> str | None:
        """The key that sets the tier of `name`, or None when none matches."""
        if name in self.tiers:
            return name
        for key in self.globs:
            if fnmatchcase(name, key):
                return key
        return None

    def tier(self, name: str, default: str) -> str:
        key = self.key_for(name)
        return default if key is None else self.tiers[key]


def is_glob(key: str) -> bool:
    return not _GLOB.isdisjoint(key)


def reachable_names(registry: RegistryModel, profile: Profile) -> list[str]:
    """The tools `profile` selects, static then dynamic, before tiers and
    budgets: what its `tiers` keys can name."""
    families = set(profile.external)
    return [*(spec.name for spec in static_candidates(registry, profile)),
            *(spec.name for spec in registry.dynamic if spec.family in families)]


def static_candidates(registry: RegistryModel, profile: Profile) -> list[StaticSpec]:
    provided = set(registry.probe.provides)
    wanted = set(profile.capabilities)
    return [
        spec for spec in registry.specs
        if wanted.intersection(spec.capabilities)
        and provided.issuperset(spec.requires)
        and (not spec.audience or profile.name in spec.audience)
    ]


def resolve_all(registry: RegistryModel, shared: Facts | None = None) -> dict[str, ResolvedSurface]:
    """The surface of every profile, by name, sharing the work on each declaration."""
    shared = shared or Facts()
    return {profile.name: resolve(registry, profile, shared) for profile in registry.profiles}


def resolve(registry: RegistryModel, profile: Profile, shared: Facts | None = None) -> ResolvedSurface:
    """What `profile` shows the model. `shared` holds what other profiles of the
    same registry already worked out."""
    shared = shared or Facts()
    declarations = shared.first_declarations(registry)

    entries: dict[str, SurfaceEntry] = {}
    tiers = TierKeys(profile.tiers)
    for spec in static_candidates(registry, profile):
        declaration = declarations.get(spec.name)
        if declaration is not None:  # a spec without a declaration is R003's business
            declared = shared.declaration(declaration, spec.name, declaration.description,
                                          declaration.parameters, declaration.input_examples)
            entries[spec.name] = shared.entry(spec, declared, tiers.tier(spec.name, spec.tier))
    families = set(profile.external)
    for spec in registry.dynamic:
        if spec.family in families and spec.name not in entries:  # collisions are D008's
            declared = shared.declaration(spec, spec.name, spec.description, spec.inline)
            entries[spec.name] = shared.entry(spec, declared, tiers.tier(spec.name, spec.tier))

    loader = profile.loader or registry.loader
    loader_entry = None
    if profile.deferral == "provider":  # what the model sees before a search: no loader tool
        loader_entry = entries.pop(loader, None)
    # A tier R021 rejected is treated as cold: deferred, never silently dropped.
    advertised = [e for e in entries.values() if e.tier in ("hot", "warm")]
    deferred = [e for e in entries.values() if e.tier not in ("hot", "warm")]
    hot_size = sum(e.size for e in advertised if e.tier == "hot")
    servers = {e.spec.server for e in entries.values() if isinstance(e.spec, DynamicSpec)}
    instructions = tuple((f.server, f.instructions) for f in sorted(registry.external_files, key=lambda f: f.server)
                         if f.server in servers and f.instructions)
    costs = shared.budget_costs(registry) if profile.budget_tokens is not None else None
    hot_tokens = None
    if costs is not None:
        framing = sum(costs.text(text) for _, text in instructions) + costs.overhead
        if profile.deferral == "provider":
            framing += costs.search_tool(registry.tool_search)
        hot_tokens = framing + sum(costs.tools(e.declared for e in advertised if e.tier == "hot"))
    if profile.budget is not None or costs is not None:
        demoted = _demoted(advertised, profile.budget, profile.budget_tokens, costs,
                           framing if costs is not None else 0)
        if demoted:
            deferred.extend(e.replace(demoted=True) for e in advertised if e.name in demoted)
            advertised = [e for e in advertised if e.name not in demoted]
    advertised.sort(key=lambda e: (e.tier != "hot", e.name))
    deferred.sort(key=lambda e: e.name)
    return ResolvedSurface(profile, loader, profile.budget,
                   tuple(advertised), tuple(deferred), hot_size, profile.budget_tokens, hot_tokens, instructions,
                   registry.tokenizer, profile.deferral, registry.tool_search, loader_entry)


def _demoted(advertised: list[SurfaceEntry], budget: int | None, budget_tokens: int | None, costs: TokenCounts | None,
             framing: int) -> set[str]:
    """The warm tools to demote, largest first (ties by name), while either budget is
    exceeded: by bytes while the bytes are over, then by tokens while the tokens are."""
    warm = [e for e in advertised if e.tier == "warm"]
    used = sum(e.size for e in advertised)
    by_size = sorted(warm, key=lambda e: (-e.size, e.name))
    tokens: dict[str, int] = {}
    used_tokens = 0
    if costs is not None:
        tokens = {e.name: count for e, count in zip(advertised, costs.tools(e.declared for e in advertised))}
        used_tokens = framing + sum(tokens.values())
    by_tokens = iter(sorted(warm, key=lambda e: (-tokens.get(e.name, 0), e.name)))
    by_bytes = iter(by_size)
    demoted: set[str] = set()
    while True:
        if budget is not None and used > budget:
            order = by_bytes
        elif budget_tokens is not None and used_tokens > budget_tokens:
            order = by_tokens
        else:
            break
        entry = next((e for e in order if e.name not in demoted), None)
        if entry is None:
            break
        demoted.add(entry.name)
        used -= entry.size
        used_tokens -= tokens.get(entry.name, 0)
    return demoted


def token_summary(surface: ResolvedSurface, costs: TokenCounts) -> dict[str, Any]:
    """The `"tokens"` object of SPEC §15.1: what the advertised set costs in `costs`' tokenizer."""
    tools = sum(costs.tools(entry.declared for entry in surface.advertised))
    if surface.provider_deferral:  # the search tool is part of what the model sees before a search
        tools += costs.search_tool(surface.tool_search)
    instructions = sum(costs.text(text) for _, text in surface.instructions)
    return {"tokenizer": costs.tokenizer, "exact": costs.exact, "tools": tools, "instructions": instructions,
            "overhead": costs.overhead, "total": tools + instructions + costs.overhead}


def surface_document(surface: ResolvedSurface, costs: TokenCounts) -> dict:
    """The JSON of `surface --format json` and of each profile's golden file, its
    token counts in `costs`' tokenizer."""
    counts = costs.tools(entry.declared for entry in surface.advertised)
    advertised = []
    for entry, tokens in zip(surface.advertised, counts):
        item = {
            "name": entry.name,
            "description": entry.description,
            "parameters": entry.parameters,
            "tier": entry.tier,
            "origin": "dynamic" if entry.dynamic else "static",
            "size": entry.size,
            "tokens": tokens,
        }
        flags = derive(entry.spec)
        item.update({flag: flags[flag] for flag in ADVERTISED_FLAGS})
        advertised.append(item)
    deferred = [
        {
            "name": entry.name,
            "brief": entry.brief,
            "origin": "dynamic" if entry.dynamic else "static",
            "demoted": entry.demoted,
            "sha256": entry.sha256,
        }
        for entry in surface.deferred
    ]
    document = {
        "profile": surface.profile.name,
        "loader": surface.loader,
        "budget": surface.budget,
        "used": surface.used,
        "budget_tokens": surface.budget_tokens,
        "tokens": token_summary(surface, costs),
        "advertised": advertised,
        "deferred": deferred,
    }
    if surface.provider_deferral:
        document["deferral"] = "provider"
        document["tool_search"] = surface.tool_search
    return document
