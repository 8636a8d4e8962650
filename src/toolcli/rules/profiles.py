"""Profile rules (P) and R018, all computed from the resolved surfaces (SPEC §6).

R018 (subset-escaped) belongs to the static family by its code, but it can only
be answered with real surfaces, so it lives here. It also reports a `subset_of`
naming an unknown profile: the loader reads fields one table at a time and
cannot know which profiles exist, so R021 never sees that mistake.
"""

from __future__ import annotations

from difflib import get_close_matches
from fnmatch import fnmatchcase
from typing import Iterator

from .context import Context
from ..diagnostics import Finding
from ..model import DynamicSpec, Origin, Profile, StaticSpec
from ..surface import ResolvedSurface, SurfaceEntry, TierKeys, is_glob, reachable_names
from .base import rule


def _surfaces(ctx: Context) -> Iterator[tuple[Profile, ResolvedSurface]]:
    for profile in ctx.registry.profiles:
        yield profile, ctx.surfaces[profile.name]


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


@rule("P001", "hot-over-budget", "error",
      summary="The hot tools of a profile alone exceed its budget or its budget_tokens.",
      why="Demotion only moves warm tools to the deferred catalogue; hot tools are declared on "
          "every step, so the budget can never be met and every request is over it. "
          "budget_tokens counts the hot tools, the server instructions and the provider's framing "
          "in [registry].tokenizer (docs/tokens.md).",
      bad='[profiles.browser]\nbudget = 2000\ntiers = { browser_act = "hot", browser_read = "hot" }  # 3,100 bytes',
      good='[profiles.browser]\nbudget = 4000\ntiers = { browser_act = "hot", browser_read = "hot" }')
def hot_over_budget(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        hot = sorted((e for e in surface.advertised if e.tier == "hot"), key=lambda e: (-e.size, e.name))
        if surface.budget is not None and surface.hot_size > surface.budget:
            largest = ", ".join(f"{e.name} ({e.size})" for e in hot[:3])
            yield Finding(
                f"profile {profile.name!r}: its {_plural(len(hot), 'hot tool')} take {surface.hot_size} bytes, "
                f"over the budget of {surface.budget} (largest: {largest})",
                origin=ctx.at(profile.origin, "budget"), profile=profile.name,
                hint=f"raise budget to at least {surface.hot_size}, or make some of these tools warm "
                     "for this profile in its tiers table")
        if surface.budget_tokens is not None and surface.hot_tokens is not None \
                and surface.hot_tokens > surface.budget_tokens:
            yield Finding(
                f"profile {profile.name!r}: its {_plural(len(hot), 'hot tool')} with the server instructions "
                f"and framing take {surface.hot_tokens} {ctx.registry.tokenizer} tokens, over the "
                f"budget_tokens of {surface.budget_tokens}",
                origin=ctx.at(profile.origin, "budget_tokens"), profile=profile.name,
                hint=f"raise budget_tokens to at least {surface.hot_tokens}, or make some of these tools "
                     "warm for this profile in its tiers table")


@rule("P002", "warm-demoted", "warning",
      summary="A warm tool is demoted to the deferred catalogue to fit the profile's budget or budget_tokens.",
      why="A demoted tool costs the model a load_tool round trip before each first call, and "
          "which tools are demoted changes whenever any declaration grows. Accept a deliberate "
          "demotion with a [[lint.allow]] entry for the tool.",
      bad='[profiles.coding]\nbudget = 12000   # warm tools need 15,000 bytes',
      good='[profiles.coding]\nbudget = 16000\n\n[[lint.allow]]\nrule = "P002"\ntool = "multi_edit"\n'
           'reason = "rarely used; one load_tool call away"')
def warm_demoted(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        limits = [f"the budget of {surface.budget}"] if surface.budget is not None else []
        if surface.budget_tokens is not None:
            limits.append(f"the budget_tokens of {surface.budget_tokens}")
        key = "budget" if surface.budget is not None else "budget_tokens"
        for entry in surface.demoted:
            yield Finding(
                f"profile {profile.name!r}: warm tool {entry.name!r} ({entry.size} bytes) is demoted to "
                f"deferred to fit {' and '.join(limits)}",
                origin=ctx.at(profile.origin, key), tool=entry.name, profile=profile.name,
                hint="raise the budget, make the tool cold or hot for this profile in its tiers table, "
                     "or accept the demotion with a [[lint.allow]] entry")


@rule("P003", "capability-unmatched", "warning",
      summary="A profile asks for a capability that no static tool carries.",
      why="The tag selects nothing: usually a typo or a tool that was removed, and the profile "
          "silently lacks what its author meant it to have.",
      bad='[profiles.coding]\ncapabilities = ["fs_read", "fs_wrte"]',
      good='[profiles.coding]\ncapabilities = ["fs_read", "fs_write"]')
def capability_unmatched(ctx: Context) -> Iterator[Finding]:
    carried = {tag for spec in ctx.registry.specs for tag in spec.capabilities}
    for profile in ctx.registry.profiles:
        for index, tag in enumerate(profile.capabilities):
            if tag not in carried:
                yield Finding(f"profile {profile.name!r}: no static tool carries the capability {tag!r}",
                              origin=ctx.at(profile.origin, "capabilities", index), profile=profile.name,
                              hint="fix the tag or remove it from the profile's capabilities")


@rule("P004", "exit-tool-missing", "error",
      summary='A profile with requires_exit = true advertises no tool with effect = "flow".',
      why="Without an advertised flow tool the model has no way to end its turn and report; "
          "the agent loops until it hits a step limit.",
      bad='[profiles.chat]\ncapabilities = ["docs", "memory"]   # no flow tool\nrequires_exit = true',
      good='[profiles.chat]\ncapabilities = ["docs", "memory", "flow"]\nrequires_exit = true')
def exit_tool_missing(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        if profile.requires_exit is True and not any(_effect(e) == "flow" for e in surface.advertised):
            yield Finding(f"profile {profile.name!r} requires an exit but advertises no flow tool",
                          origin=ctx.at(profile.origin, "requires_exit"), profile=profile.name,
                          hint="add a capability that selects a hot flow tool (such as finish), "
                               "or set requires_exit = false")


def _effect(entry: SurfaceEntry) -> str:
    return entry.spec.effect if isinstance(entry.spec, StaticSpec) else ""


@rule("P005", "loader-missing", "error",
      summary="A profile defers tools but does not advertise its loader tool as hot.",
      why="Deferred tools are reached only through the loader: without it hot on every step the "
          "deferred catalogue is a list of tools the model can never call.",
      bad='[registry]\nloader = "load_tool"\n\n[profiles.chat]\ncapabilities = ["docs"]   # load_tool not selected',
      good='[profiles.chat]\ncapabilities = ["docs", "loader"]   # selects the hot load_tool')
def loader_missing(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        if not surface.deferred or surface.provider_deferral:  # the provider's search tool reaches them
            continue
        state = _loader_state(surface)
        if state is None:
            continue
        key = TierKeys(profile.tiers).key_for(surface.loader)
        if key is not None:
            origin = ctx.at(profile.origin, "tiers", key)
        elif profile.loader:
            origin = ctx.at(profile.origin, "loader")
        else:
            origin = profile.origin
        yield Finding(
            f"profile {profile.name!r} defers {_plural(len(surface.deferred), 'tool')} but its loader "
            f"{surface.loader!r} {state}",
            origin=origin, profile=profile.name,
            hint=f"select {surface.loader!r} through a capability and keep it hot "
                 f"(tiers = {{ {surface.loader} = \"hot\" }}), or name the right loader")


def _loader_state(surface: ResolvedSurface) -> str | None:
    """What is wrong with the loader's place on the surface, or None when it is hot."""
    for entry in surface.advertised:
        if entry.name == surface.loader:
            return None if entry.tier == "hot" else f"is {entry.tier}, not hot"
    if any(entry.name == surface.loader for entry in surface.deferred):
        return "is itself deferred"
    return "is not on the surface"


@rule("P006", "prefix-depends-on-inventory", "warning",
      summary="A dynamic tool is advertised (hot or warm) in a profile.",
      why="Advertised declarations form the cached prompt prefix. When it holds a dynamic tool, "
          "adding, removing or updating an MCP server changes the prefix and every cached "
          "prompt is lost; cold dynamic tools only touch the deferred catalogue.",
      bad='[profiles.coding]\ntiers = { mcp__github__create_issue = "warm" }',
      good='[profiles.coding]\n# dynamic tools stay cold and are loaded on demand')
def prefix_depends_on_inventory(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        tiers = TierKeys(profile.tiers)
        for entry in surface.advertised:
            if not isinstance(entry.spec, DynamicSpec):
                continue
            key = tiers.key_for(entry.name)
            if key is not None:
                origin, cause = ctx.at(profile.origin, "tiers", key), "the profile's tiers table"
            else:
                origin, cause = ctx.at(entry.spec.origin, "tier"), "its own tier"
            yield Finding(
                f"profile {profile.name!r} advertises dynamic tool {entry.name!r} as {entry.tier} "
                f"({cause}), so the cached prompt prefix depends on the MCP servers present",
                origin=origin, tool=entry.name, profile=profile.name,
                hint="leave dynamic tools cold so they are reached through the loader")


@rule("P007", "empty-surface", "warning",
      summary="A profile advertises no tool at all.",
      why="The model sees no tool on any step (not even one to load deferred tools or finish), "
          "which is almost always a capability typo or a missing probe dependency.",
      bad='[profiles.chat]\ncapabilities = ["doc"]   # no tool carries "doc"',
      good='[profiles.chat]\ncapabilities = ["docs", "loader"]')
def empty_surface(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        if not surface.advertised:
            deferred = f" ({_plural(len(surface.deferred), 'tool')} deferred)" if surface.deferred else ""
            yield Finding(f"profile {profile.name!r} advertises nothing{deferred}",
                          origin=ctx.at(profile.origin, "capabilities"), profile=profile.name,
                          hint="check the profile's capabilities and the probe's provides")


@rule("P008", "server-unreached", "warning",
      summary="A captured server none of whose tools any profile reaches: no profile lists their "
              "family in `external`.",
      why="Importing the server changed nothing: every profile leaves its tools out, so no agent can "
          "call them. Usually the profiles list external_read only and the server's tools are all "
          "external_write (MCP's pessimistic default when readOnlyHint is absent), or no profile "
          "lists `external` at all.",
      bad='[profiles.main]\nexternal = ["external_read"]   # external/mail.json: only external_write tools',
      good='[profiles.main]\nexternal = ["external_read", "external_write"]')
def server_unreached(ctx: Context) -> Iterator[Finding]:
    reached = {family for profile in ctx.registry.profiles for family in profile.external}
    by_file: dict[str, list] = {}
    for spec in ctx.registry.dynamic:
        by_file.setdefault(spec.origin.file, []).append(spec)
    for captured in ctx.registry.external_files:
        tools = by_file.get(captured.origin.file, [])
        families = sorted({spec.family for spec in tools if spec.family})
        if tools and reached.isdisjoint(families):
            yield Finding(
                f"server {captured.server!r}: no profile reaches any of its {_plural(len(tools), 'tool')}; "
                f"no profile lists {' or '.join(families) or 'their family'} in external",
                origin=captured.origin,
                hint=f"add {families[0] if families else 'the family'} to the external list of the "
                     "profiles that should see the server, or drop the capture")


@rule("P011", "tier-unmatched", "error",
      summary="A key of a profile's `tiers` table (a tool name or a glob) matches no tool the profile can reach.",
      why="A tier override that matches nothing is ignored without a word: a misspelt name or a "
          "wildcard for a server the profile does not reach leaves every tool at its own tier, and the "
          "surface is not what the table says. Keys are tool names or fnmatch globs "
          "(`\"mcp__github__*\" = \"warm\"`); where several match one tool the most specific wins: the "
          "exact name, then the longest glob. `\"mcp__*\"` (every MCP tool, as `init --mcp` writes it) names "
          "no server and waits for the first import in a profile that lists an external family.",
      bad='[profiles.coding]\ntiers = { grpe = "hot", "mcp__githb__*" = "warm" }',
      good='[profiles.coding]\ntiers = { grep = "hot", "mcp__github__*" = "warm" }')
def tier_unmatched(ctx: Context) -> Iterator[Finding]:
    registered = {spec.name for spec in ctx.registry.specs} | {spec.name for spec in ctx.registry.dynamic}
    for profile in ctx.registry.profiles:
        if not profile.tiers:
            continue
        names = reachable_names(ctx.registry, profile)
        provider = ctx.surfaces[profile.name].provider_deferral
        for key in profile.tiers:
            if provider and key in _SEARCH_TOOL_NAMES:
                continue  # P009's: the provider's own search tool
            if any(fnmatchcase(name, key) for name in names) if is_glob(key) else key in names:
                continue
            if key == EVERY_MCP_TOOL and profile.external:
                continue  # names no server, so nothing in it can be misspelt: it waits for the first import
            closest = "" if key in registered else _closest(key, names)
            yield Finding(f"profile {profile.name!r}: tiers key {key!r} matches no tool the profile can reach"
                          f"{closest}", origin=ctx.at(profile.origin, "tiers", key),
                          profile=profile.name, hint=_unmatched_hint(key, registered))


EVERY_MCP_TOOL = "mcp__*"


def _closest(key: str, names: list[str]) -> str:
    servers = {name.split("__")[1] for name in names if name.startswith("mcp__") and name.count("__") >= 2}
    candidates = sorted({*names, *(f"mcp__{server}__*" for server in servers)})
    found = get_close_matches(key, candidates, n=1, cutoff=0.6)
    return f"; the closest is {found[0]!r}" if found else ""


def _unmatched_hint(key: str, registered: set[str]) -> str:
    if key in registered:
        return (f"{key!r} is a tool of the registry that this profile does not select: add a capability or "
                "an external family that reaches it, or drop the key")
    return "fix the name or the glob (fnmatch: *, ?, [...]), or drop the key"


CATALOGUE_LIMIT = 10_000  # tools in one request's catalogue under tool search (Anthropic, SPEC §15.2)


@rule("P009", "provider-deferral-invalid", "error",
      summary='A profile with deferral = "provider" sends a tool list the provider refuses.',
      why="Anthropic answers 400 when every tool has defer_loading set (\"At least one tool must be "
          "non-deferred\"), when the tool search tool itself is deferred, and when a catalogue holds "
          "more than 10,000 tools (platform.claude.com, tool search tool, 2025-11-24); the Responses "
          "API's tool_search follows the same model. The request fails before the model sees anything.",
      bad='[profiles.chat]\ncapabilities = ["docs"]\ndeferral = "provider"\ntiers = { docs = "cold" }   # nothing left',
      good='[profiles.chat]\ncapabilities = ["docs", "flow"]   # finish stays hot\ndeferral = "provider"')
def provider_deferral_invalid(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        if not surface.provider_deferral:
            continue
        origin = ctx.at(profile.origin, "deferral")
        if surface.deferred and not surface.advertised:
            yield Finding(f"profile {profile.name!r} defers every one of its {_plural(len(surface.deferred), 'tool')} "
                          "to the provider: the API refuses a request whose tools all have defer_loading",
                          origin=origin, profile=profile.name,
                          hint="keep at least one tool hot or warm in this profile (its exit tool, say)")
        tiers = TierKeys(profile.tiers)
        searches = {name for name in _SEARCH_TOOL_NAMES if tiers.tier(name, "") == "cold"}
        searches.update(entry.name for entry in surface.deferred if entry.name in _SEARCH_TOOL_NAMES)
        for name in sorted(searches):
            key = tiers.key_for(name)
            yield Finding(f"profile {profile.name!r} defers the search tool {name!r}: the provider must see it "
                          "to find any deferred tool", origin=ctx.at(profile.origin, "tiers", key)
                          if key is not None else origin, tool=name, profile=profile.name,
                          hint="never make the search tool cold; the provider adds it, leave it out of tiers")
        catalogue = len(surface.advertised) + len(surface.deferred)
        if catalogue > CATALOGUE_LIMIT:
            yield Finding(f"profile {profile.name!r} sends {catalogue:,} tools to the provider's tool search, "
                          f"over its limit of {CATALOGUE_LIMIT:,} per catalogue", origin=origin, profile=profile.name,
                          hint="split the profile, or narrow its capabilities and external families")


_SEARCH_TOOL_NAMES = ("tool_search_tool_regex", "tool_search_tool_bm25", "tool_search")


@rule("P010", "examples-with-tool-search", "error",
      summary='A tool with input_examples is in a profile with deferral = "provider".',
      why="Anthropic's tool search tool is not compatible with tool use examples: a request that "
          "carries both is refused (platform.claude.com, tool search tool, 2025-11-24).",
      bad='[profiles.coding]\ndeferral = "provider"   # grep declares input_examples in schemas.json',
      good='[profiles.coding]\ndeferral = "loader"     # or drop input_examples from grep')
def examples_with_tool_search(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        if not surface.provider_deferral:
            continue
        for entry in (*surface.advertised, *surface.deferred):
            if isinstance(entry.declared.input_examples, list) and entry.declared.input_examples:
                yield Finding(f"profile {profile.name!r} defers to the provider's tool search, which refuses "
                              f"tool {entry.name!r} with its input_examples",
                              origin=ctx.at(profile.origin, "deferral"), tool=entry.name, profile=profile.name,
                              hint='use deferral = "loader" for this profile, or remove the tool\'s input_examples')


@rule("R018", "subset-escaped", "error",
      summary="A profile with subset_of sees a tool its parent does not, or a delegate tool; "
              "or subset_of names no profile.",
      why="subset_of promises that an agent built from this profile can do nothing its parent "
          "cannot (the custom-agent palette stays inside director). A delegate tool would let "
          "it spawn agents, which can loop back to itself.",
      bad='[profiles.palette]\nsubset_of = "director"\ncapabilities = ["exec"]   # director has no exec',
      good='[profiles.palette]\nsubset_of = "director"\ncapabilities = ["fs_read", "search"]')
def subset_escaped(ctx: Context) -> Iterator[Finding]:
    for profile, surface in _surfaces(ctx):
        if not profile.subset_of:
            continue
        at_subset = ctx.at(profile.origin, "subset_of")
        parent = ctx.profiles_by_name.get(profile.subset_of)
        if parent is None:
            known = ", ".join(sorted(ctx.profiles_by_name)) or "none"
            yield Finding(f"profile {profile.name!r}: subset_of names unknown profile {profile.subset_of!r}",
                          origin=at_subset, profile=profile.name,
                          hint=f"name one of the profiles ({known})")
            continue
        parent_names = ctx.surfaces[parent.name].names()
        for entry in surface.advertised + surface.deferred:
            delegate = _effect(entry) == "delegate"
            escaped = entry.name not in parent_names
            if not (delegate or escaped):
                continue
            if escaped:
                why = f"which {parent.name!r} does not"
                hint = f"drop what selects it, or give it to {parent.name!r} too"
            else:
                why = "a delegate tool"
                hint = "a profile inside another must not delegate; drop the capability that selects it"
            if escaped and delegate:
                why += ", and it delegates"
            yield Finding(f"profile {profile.name!r} (subset_of {parent.name!r}) sees {entry.name!r}, {why}",
                          origin=_entry_cause(ctx, profile, parent, entry, at_subset),
                          tool=entry.name, profile=profile.name, hint=hint)


def _entry_cause(ctx: Context, profile: Profile, parent: Profile, entry: SurfaceEntry, fallback: Origin) -> Origin:
    """The capability or family of `profile` that brings `entry` in, preferring one the parent lacks."""
    if isinstance(entry.spec, DynamicSpec):
        field, own, theirs, wanted = "external", profile.external, parent.external, {entry.spec.family}
    else:
        field, own, theirs, wanted = "capabilities", profile.capabilities, parent.capabilities, set(
            entry.spec.capabilities)
    matches = [i for i, tag in enumerate(own) if tag in wanted]
    missing = [i for i in matches if own[i] not in theirs]
    chosen = missing or matches
    return ctx.at(profile.origin, field, chosen[0]) if chosen else fallback
