"""Profile -> Surface: exactly what the model sees (SPEC §6). Pure."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from typing import Any

from . import jsontext
from .model import DynamicSpec, Profile, Registry, StaticSpec
from .queries import derive

ADVERTISED_FLAGS = ("read_only", "serial", "interactive", "needs_auth", "trunc_priority",
                    "compact_display", "model_slot")


@dataclass(frozen=True)
class Entry:
    name: str
    spec: StaticSpec | DynamicSpec
    description: str
    parameters: Any
    tier: str
    size: int
    canonical: str
    demoted: bool = False

    @property
    def dynamic(self) -> bool:
        return isinstance(self.spec, DynamicSpec)

    @property
    def brief(self) -> str:
        return self.spec.brief

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Surface:
    profile: Profile
    loader: str
    budget: int | None
    advertised: tuple[Entry, ...]
    deferred: tuple[Entry, ...]
    hot_size: int

    @property
    def used(self) -> int:
        return sum(entry.size for entry in self.advertised)

    @property
    def demoted(self) -> tuple[Entry, ...]:
        return tuple(entry for entry in self.deferred if entry.demoted)

    def names(self) -> set[str]:
        return {entry.name for entry in self.advertised + self.deferred}


def canonical_declaration(name: str, description: str, parameters: Any) -> str:
    """The canonical JSON whose UTF-8 size counts against a budget."""
    return jsontext.dumps({"description": description, "name": name, "parameters": parameters},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def static_candidates(registry: Registry, profile: Profile) -> list[StaticSpec]:
    provided = set(registry.probe.provides)
    wanted = set(profile.capabilities)
    return [
        spec for spec in registry.specs
        if wanted.intersection(spec.capabilities)
        and provided.issuperset(spec.requires)
        and (not spec.audience or profile.name in spec.audience)
    ]


def resolve(registry: Registry, profile: Profile) -> Surface:
    declarations: dict[str, Any] = {}
    for declaration in registry.declarations:
        declarations.setdefault(declaration.name, declaration)

    entries: dict[str, Entry] = {}
    for spec in static_candidates(registry, profile):
        declaration = declarations.get(spec.name)
        if declaration is not None:  # a spec without a declaration is R003's business
            entries[spec.name] = _entry(spec, declaration.description, declaration.parameters, profile)
    families = set(profile.external)
    for spec in registry.dynamic:
        if spec.family in families and spec.name not in entries:  # collisions are D008's
            entries[spec.name] = _entry(spec, spec.description, spec.inline, profile)

    # A tier R021 rejected is treated as cold: deferred, never silently dropped.
    advertised = [e for e in entries.values() if e.tier in ("hot", "warm")]
    deferred = [e for e in entries.values() if e.tier not in ("hot", "warm")]
    hot_size = sum(e.size for e in advertised if e.tier == "hot")
    if profile.budget is not None:
        used = sum(e.size for e in advertised)
        demoted: set[str] = set()
        for entry in sorted((e for e in advertised if e.tier == "warm"), key=lambda e: (-e.size, e.name)):
            if used <= profile.budget:
                break
            demoted.add(entry.name)
            deferred.append(replace(entry, demoted=True))
            used -= entry.size
        advertised = [e for e in advertised if e.name not in demoted]
    advertised.sort(key=lambda e: (e.tier != "hot", e.name))
    deferred.sort(key=lambda e: e.name)
    return Surface(profile, profile.loader or registry.loader, profile.budget,
                   tuple(advertised), tuple(deferred), hot_size)


def _entry(spec: StaticSpec | DynamicSpec, description: str, parameters: Any, profile: Profile) -> Entry:
    canonical = canonical_declaration(spec.name, description, parameters)
    tier = profile.tiers.get(spec.name, spec.tier)
    return Entry(spec.name, spec, description, parameters, tier,
                 len(canonical.encode("utf-8")), canonical)


def surface_document(surface: Surface) -> dict:
    """The JSON of `surface --format json` and of each profile's golden file."""
    advertised = []
    for entry in surface.advertised:
        item = {
            "name": entry.name,
            "description": entry.description,
            "parameters": entry.parameters,
            "tier": entry.tier,
            "origin": "dynamic" if entry.dynamic else "static",
            "size": entry.size,
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
    return {
        "profile": surface.profile.name,
        "loader": surface.loader,
        "budget": surface.budget,
        "used": surface.used,
        "advertised": advertised,
        "deferred": deferred,
    }


def provider_payload(surface: Surface, provider: str) -> Any:
    """The exact `tools` payload of one provider for the advertised set."""
    tools = [(e.name, e.description, e.parameters) for e in surface.advertised]
    if provider == "openai":
        return [{"type": "function", "function": {"name": n, "description": d, "parameters": p}}
                for n, d, p in tools]
    if provider == "anthropic":
        return [{"name": n, "description": d, "input_schema": p} for n, d, p in tools]
    if provider == "gemini":
        return {"functionDeclarations": [{"name": n, "description": d, "parametersJsonSchema": p}
                                         for n, d, p in tools]}
    if provider == "mcp":
        return {"tools": [{"name": n, "description": d, "inputSchema": p} for n, d, p in tools]}
    raise ValueError(f"unknown provider {provider!r}")


PROVIDERS = ("openai", "anthropic", "gemini", "mcp")
