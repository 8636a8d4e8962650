"""Static registry rules (R): the seed's `Validate`, one check per rule.

R018 (subset-escaped) needs real surfaces and lives in rules/profiles.py.
"""

from __future__ import annotations

import re
from typing import Iterator

from .context import Context
from ..diagnostics import Finding
from ..files.pointer import join_pointer
from ..model import BRIEF_MAX, FAMILY_CODES, STATIC_NAME_PATTERN, Origin
from ..schema.check import problem_place
from .base import CATALOGUE, rule

_STATIC_NAME = re.compile(STATIC_NAME_PATTERN)


@rule("R001", "duplicate-spec", "error",
      summary="A tool name is declared in more than one spec table.",
      why="Only the first declaration is kept (toolspec.toml first, then specs/ in sorted path "
          "order); the later one is silently ignored by every host that loads the registry.",
      bad='# toolspec.toml\n[tools.grep]\n...\n# specs/grep.toml\n[tools.grep]\n...',
      good="# one [tools.grep] table, in toolspec.toml or in specs/grep.toml")
def duplicate_spec(ctx: Context) -> Iterator[Finding]:
    for later, first in ctx.registry.duplicate_specs:
        yield Finding(
            f"{later.name!r} is declared again; the first declaration in "
            f"{first.origin.file}:{first.origin.line} is kept",
            origin=later.origin, tool=later.name,
            hint="delete one of the two tables")


@rule("R002", "duplicate-schema", "error",
      summary="schemas.json declares a name twice, or a JSON object in it repeats a key.",
      why="Which declaration or which value wins depends on the reader: the provider may see "
          "a different schema from the one reviewed.",
      bad='[{"name": "grep", ...}, {"name": "grep", ...}]\n{"type": "object", "type": "string"}',
      good='[{"name": "grep", ...}]')
def duplicate_schema(ctx: Context) -> Iterator[Finding]:
    first: dict[str, object] = {}
    for declaration in ctx.registry.declarations:
        if declaration.name in first:
            earlier = first[declaration.name]
            yield Finding(
                f"{declaration.name!r} is declared again (first at line {earlier.origin.line})",
                origin=declaration.origin, tool=declaration.name,
                hint="keep one declaration per tool")
        else:
            first[declaration.name] = declaration
    for duplicate in ctx.registry.duplicate_keys:
        yield Finding(
            f"key {duplicate.key!r} is repeated in one object; the last value wins",
            origin=duplicate.origin, tool=duplicate.tool,
            hint="remove the repeated key")


@rule("R003", "spec-without-schema", "error",
      summary="A static spec has no declaration in schemas.json.",
      why="Without a declaration the tool has no provider-visible schema: it can never be "
          "advertised, and the spec and schemas drift apart.",
      bad='[tools.grep]   # but no {"name": "grep"} in schemas.json',
      good='[tools.grep] and {"name": "grep", "description": ..., "parameters": ...}')
def spec_without_schema(ctx: Context) -> Iterator[Finding]:
    declared = ctx.declarations_by_name
    for spec in ctx.registry.specs:
        if spec.name not in declared:
            yield Finding(f"{spec.name!r} has no declaration in {ctx.registry.schemas_file}",
                          origin=spec.origin, tool=spec.name,
                          hint=f"add a declaration named {spec.name!r} to {ctx.registry.schemas_file}")


@rule("R004", "schema-without-spec", "error",
      summary="A schemas.json entry has no static spec.",
      why="A declaration without host-side metadata has no effect, tier or capabilities: no "
          "profile can select it and every derived query answers fail-safe.",
      bad='{"name": "grep", ...}   # but no [tools.grep]',
      good='{"name": "grep", ...} and [tools.grep] with its metadata')
def schema_without_spec(ctx: Context) -> Iterator[Finding]:
    specs = ctx.specs_by_name
    for name, declaration in ctx.declarations_by_name.items():
        if name not in specs and not name.startswith("mcp__"):  # R016 covers mcp__ names
            yield Finding(f"declaration {name!r} has no [tools.{name}] spec",
                          origin=declaration.origin, tool=name,
                          hint=f"add [tools.{name}] in toolspec.toml or specs/{name}.toml")


@rule("R005", "count-baseline-mismatch", "error",
      summary="The number of static specs differs from [registry].expected_count.",
      why="The baseline is a literal on purpose: adding or removing a tool must change it by "
          "hand, so the change is reviewed. A count compared with itself could never fail.",
      bad="[registry]\nexpected_count = 49   # 50 tools are declared",
      good="[registry]\nexpected_count = 50")
def count_baseline_mismatch(ctx: Context) -> Iterator[Finding]:
    registry = ctx.registry
    actual = len(registry.specs)
    if registry.expected_count is None:
        origin = registry.expected_count_origin
        present = origin is not None and origin.pointer.endswith("/expected_count")
        what = "is not an integer literal" if present else "is absent"
        yield Finding(f"[registry].expected_count {what}; {actual} static specs are declared",
                      origin=origin, hint=f"set expected_count = {actual}")
    elif registry.expected_count != actual:
        yield Finding(f"{actual} static specs are declared; the baseline says {registry.expected_count}",
                      origin=registry.expected_count_origin,
                      hint=f"if the change is intended, set expected_count = {actual}")


@rule("R006", "description-missing", "error",
      summary="A declaration's description is empty or blank.",
      why="The description is how the model decides when to call a tool; without one the tool "
          "is called wrongly or never.",
      bad='{"name": "grep", "description": "", ...}',
      good='{"name": "grep", "description": "Search file contents by regular expression.", ...}')
def description_missing(ctx: Context) -> Iterator[Finding]:
    for declaration in ctx.registry.declarations:
        if not declaration.description.strip():
            yield Finding(f"{declaration.name!r} has no description",
                          origin=ctx.at(declaration.origin, "description"), tool=declaration.name,
                          hint="say what the tool does and when to use it")


@rule("R007", "parameters-invalid", "error",
      summary="`parameters` is missing, invalid against its dialect, or not an object schema.",
      why="Providers reject the whole request when one tool's schema is invalid, and the root "
          "must be `\"type\": \"object\"` for arguments to be named.",
      bad='{"name": "grep", "description": "...", "parameters": {"type": "strin"}}',
      good='{"name": "grep", "description": "...", "parameters": {"type": "object", "properties": {...}}}')
def parameters_invalid(ctx: Context) -> Iterator[Finding]:
    for tool in ctx.tools:
        if tool.dynamic:
            continue
        if not tool.has_schema:
            yield Finding(f"{tool.name!r} has no parameters", origin=tool.origin, tool=tool.name,
                          hint='declare "parameters": {"type": "object", "properties": {}}')
            continue
        if not ctx.processable(tool):
            continue  # X005 reports it; it is not processed further
        for problem in ctx.schema_problems(tool):
            origin, _ = ctx.exactly(tool.origin, "parameters", *problem_place(tool.schema, problem))
            yield Finding(f"parameters of {tool.name!r}: {problem}", origin=origin, tool=tool.name,
                          hint="fix the schema so it validates against its $schema dialect")


@rule("R008", "cold-without-brief", "error",
      summary='A tool with tier = "cold" has an empty brief.',
      why="A cold tool is shown to the model only as its name and brief in the deferred "
          "catalogue; without a brief the model cannot tell when to load it.",
      bad='[tools.docs]\ntier = "cold"\nbrief = ""',
      good='[tools.docs]\ntier = "cold"\nbrief = "Search the product docs"')
def cold_without_brief(ctx: Context) -> Iterator[Finding]:
    for spec in ctx.registry.specs:
        if spec.tier == "cold" and not spec.brief.strip():
            yield Finding(f"{spec.name!r} is cold but has no brief", origin=ctx.at(spec.origin, "brief"),
                          tool=spec.name, hint=f"add a brief of at most {BRIEF_MAX} characters")


@rule("R009", "brief-too-long", "error",
      summary=f"A brief is longer than {BRIEF_MAX} code points.",
      why="Briefs fill the deferred catalogue on every step; long ones cost tokens on every "
          "request and stop being a glance.",
      bad='brief = "Search the product documentation and the API reference for a topic"',
      good='brief = "Search the product docs"')
def brief_too_long(ctx: Context) -> Iterator[Finding]:
    for spec in ctx.registry.specs:
        if len(spec.brief) > BRIEF_MAX:
            yield Finding(f"the brief of {spec.name!r} has {len(spec.brief)} code points (at most {BRIEF_MAX})",
                          origin=ctx.at(spec.origin, "brief"), tool=spec.name,
                          hint="shorten it; the description carries the detail")


@rule("R010", "interactive-not-serial-hot", "error",
      summary='A tool that blocks on the user is not both serial = true and tier = "hot".',
      why="A call that waits for the user must not run beside other calls, and the model must "
          "always be able to ask: such tools are exempt from timeouts and never deferred.",
      bad='[tools.ask]\nblocks_on_user = true\nserial = false\ntier = "warm"',
      good='[tools.ask]\nblocks_on_user = true\nserial = true\ntier = "hot"')
def interactive_not_serial_hot(ctx: Context) -> Iterator[Finding]:
    for spec in ctx.registry.specs:
        if spec.blocks_on_user and not (spec.serial and spec.tier == "hot"):
            missing = [text for ok, text in ((spec.serial, "serial = true"), (spec.tier == "hot", 'tier = "hot"'))
                       if not ok]
            yield Finding(f"{spec.name!r} blocks on the user but lacks {' and '.join(missing)}",
                          origin=spec.origin, tool=spec.name, hint="set " + " and ".join(missing))


@rule("R011", "control-not-hot", "error",
      summary='A flow or meta tool has a tier other than "hot".',
      why="Flow and meta tools steer the loop itself (finish a step, load a deferred tool); if "
          "they are deferred the model cannot end its turn or reach anything cold.",
      bad='[tools.load_tool]\neffect = "meta"\ntier = "warm"',
      good='[tools.load_tool]\neffect = "meta"\ntier = "hot"')
def control_not_hot(ctx: Context) -> Iterator[Finding]:
    for spec in ctx.registry.specs:
        if spec.effect in ("flow", "meta") and spec.tier and spec.tier != "hot":
            yield Finding(f"{spec.name!r} has effect {spec.effect!r} but tier {spec.tier!r}",
                          origin=ctx.at(spec.origin, "tier"), tool=spec.name, hint='set tier = "hot"')


@rule("R012", "protected-mutates", "error",
      summary='trunc = "protected" together with mutates = true.',
      why="Protected results are never truncated because the loop depends on them; a tool "
          "that changes state produces results that may be long and must stay truncatable.",
      bad='[tools.write_file]\nmutates = true\ntrunc = "protected"',
      good='[tools.write_file]\nmutates = true\ntrunc = "normal"')
def protected_mutates(ctx: Context) -> Iterator[Finding]:
    for spec in ctx.registry.specs:
        if spec.trunc == "protected" and spec.mutates:
            yield Finding(f"{spec.name!r} mutates but its results are protected from truncation",
                          origin=ctx.at(spec.origin, "trunc"), tool=spec.name,
                          hint='use trunc = "normal" or "eager"')


@rule("R013", "result-paths-undeclared", "error",
      summary="A static spec does not declare result_paths.",
      why="Hosts collect the paths a tool returns as evidence; a tool that returns bare names "
          "(like list_dir) would feed fake paths into that set unless it says so.",
      bad="[tools.list_dir]\n# no result_paths",
      good='[tools.list_dir]\nresult_paths = "bare"')
def result_paths_undeclared(ctx: Context) -> Iterator[Finding]:
    # A value outside the set is R021's: the key is declared, only wrongly.
    invalid = {(problem.origin.file, problem.origin.pointer) for problem in ctx.registry.problems}
    for spec in ctx.registry.specs:
        declared_wrongly = (spec.origin.file, join_pointer(spec.origin.pointer, "result_paths")) in invalid
        if spec.result_paths is None and not declared_wrongly:
            yield Finding(f"{spec.name!r} does not declare result_paths", origin=spec.origin,
                          tool=spec.name, hint='set result_paths = "none", "full" or "bare"')


@rule("R014", "audience-misuse", "error",
      summary="`audience` on a tool whose effect is not delegate, or naming an unknown profile.",
      why="The audience is the one place a profile name may appear on a tool, and only for "
          "delegation; a typo in it hides the tool from the profile that needs it.",
      bad='[tools.grep]\neffect = "read"\naudience = ["coding"]',
      good='[tools.review]\neffect = "delegate"\naudience = ["coding"]')
def audience_misuse(ctx: Context) -> Iterator[Finding]:
    profiles = ctx.profiles_by_name
    for spec in ctx.registry.specs:
        if not spec.audience:
            continue
        at = ctx.at(spec.origin, "audience")
        if spec.effect and spec.effect != "delegate":  # a missing or invalid effect is R021's
            yield Finding(f"{spec.name!r} has an audience but effect {spec.effect!r}", origin=at,
                          tool=spec.name, hint="remove audience, or make the tool a delegate tool")
        for name in spec.audience:
            if name not in profiles:
                yield Finding(f"the audience of {spec.name!r} names unknown profile {name!r}", origin=at,
                              tool=spec.name, hint=f"known profiles: {', '.join(sorted(profiles)) or 'none'}")


@rule("R015", "path-param-unknown", "error",
      summary="path_params names a property absent from the schema's top-level properties.",
      why="Hosts check and rewrite the parameters named here; a stale name means a real path "
          "parameter goes unchecked.",
      bad='path_params = ["file"]   # the schema has "path"',
      good='path_params = ["path"]')
def path_param_unknown(ctx: Context) -> Iterator[Finding]:
    declarations = ctx.declarations_by_name
    for spec in ctx.registry.specs:
        declaration = declarations.get(spec.name)
        if not spec.path_params or declaration is None:
            continue
        schema = declaration.parameters
        properties = schema.get("properties") if isinstance(schema, dict) else None
        known = set(properties) if isinstance(properties, dict) else set()
        for name in spec.path_params:
            if name not in known:
                yield Finding(f"path_params of {spec.name!r} names {name!r}, which its schema does not declare",
                              origin=ctx.at(spec.origin, "path_params"), tool=spec.name,
                              hint=f"declared properties: {', '.join(sorted(known)) or 'none'}")


@rule("R016", "external-name-static", "error",
      summary="A static spec or declaration is named `mcp__…`.",
      why="mcp__ names belong to tools MCP servers add at run time; in the static registry they "
          "would be checked against the wrong rules and leak third-party tools into every profile.",
      bad="[tools.mcp__github__create_issue]",
      good="external/github.json, written by `toolcli import --server github`")
def external_name_static(ctx: Context) -> Iterator[Finding]:
    for spec in ctx.registry.specs:
        if spec.name.startswith("mcp__"):
            yield Finding(f"static spec {spec.name!r} uses the dynamic mcp__ prefix", origin=spec.origin,
                          tool=spec.name, hint="import the server's tools into external/ instead")
    for declaration in ctx.registry.declarations:
        if declaration.name.startswith("mcp__"):
            yield Finding(f"declaration {declaration.name!r} uses the dynamic mcp__ prefix",
                          origin=declaration.origin, tool=declaration.name,
                          hint="import the server's tools into external/ instead")


@rule("R017", "requirement-unprovided", "error",
      summary="`requires` names a dependency that [probe].provides lacks.",
      why="A tool whose requirement is not provided is unavailable in every profile: it vanishes "
          "from every surface without a sound, and the golden files never notice.",
      bad='[probe]\nprovides = ["lsp"]\n[tools.browser_open]\nrequires = ["browser"]',
      good='[probe]\nprovides = ["lsp", "browser"]')
def requirement_unprovided(ctx: Context) -> Iterator[Finding]:
    provided = set(ctx.registry.probe.provides)
    for spec in ctx.registry.specs:
        for dependency in spec.requires:
            if dependency not in provided:
                yield Finding(f"{spec.name!r} requires {dependency!r}, which the probe does not provide",
                              origin=ctx.at(spec.origin, "requires"), tool=spec.name,
                              hint=f"add {dependency!r} to [probe].provides, or drop the requirement")


@rule("R019", "static-name-invalid", "error",
      summary=f"A static tool name outside {STATIC_NAME_PATTERN}.",
      why="Names are sent to every provider; characters or lengths outside this pattern are "
          "rejected by at least one of them.",
      bad="[tools.\"read file\"]",
      good="[tools.read_file]")
def static_name_invalid(ctx: Context) -> Iterator[Finding]:
    seen = set()
    for spec in ctx.registry.specs:
        if not _STATIC_NAME.match(spec.name):
            seen.add(spec.name)
            yield Finding(f"static name {spec.name!r} does not match {STATIC_NAME_PATTERN}",
                          origin=spec.origin, tool=spec.name,
                          hint="use letters, digits, '_' and '-', at most 64, not starting with a digit")
    for declaration in ctx.registry.declarations:
        if declaration.name not in seen and not _STATIC_NAME.match(declaration.name):
            seen.add(declaration.name)
            yield Finding(f"declared name {declaration.name!r} does not match {STATIC_NAME_PATTERN}",
                          origin=declaration.origin, tool=declaration.name,
                          hint="use letters, digits, '_' and '-', at most 64, not starting with a digit")


@rule("R020", "unknown-field", "error",
      summary="An unknown key in a spec, profile, probe, registry or lint table, or in a dynamic spec.",
      why="A misspelt key is silently ignored by a lenient reader: `mutate = true` leaves the "
          "tool non-mutating and parallel.",
      bad="[tools.write_file]\nmutate = true",
      good="[tools.write_file]\nmutates = true")
def unknown_field(ctx: Context) -> Iterator[Finding]:
    for problem in ctx.registry.problems:
        if problem.kind == "unknown-key":
            yield Finding(problem.message, origin=problem.origin, tool=problem.tool,
                          profile=problem.profile, hint=problem.hint)


@rule("R021", "field-invalid", "error",
      summary="A required key is missing, or a key has a wrong type or a value outside its set.",
      why="The loader falls back to a default for a value it cannot use, so the registry means "
          "something other than what it says.",
      bad='[tools.grep]\ntier = "tepid"\nmutates = "no"',
      good='[tools.grep]\ntier = "warm"\nmutates = false')
def field_invalid(ctx: Context) -> Iterator[Finding]:
    for problem in ctx.registry.problems:
        if problem.kind != "unknown-key":
            yield Finding(problem.message, origin=problem.origin, tool=problem.tool,
                          profile=problem.profile, hint=problem.hint)
    yield from _lint_codes_unknown(ctx)


def _lint_codes_unknown(ctx: Context) -> Iterator[Finding]:
    """[lint] select, ignore and severity must name rules that exist: a typo
    there silently switches a rule off or leaves its severity alone."""

    codes = sorted(CATALOGUE)  # filled: the engine imported rules.catalogue
    lint = ctx.registry.lint
    manifest = Origin("toolspec.toml", None, "/lint")
    entries = [("select", s) for s in lint.select] + [("ignore", s) for s in lint.ignore]
    for key, selector in entries:
        if not any(code.startswith(selector) for code in codes):
            yield Finding(f"[lint] {key} names {selector!r}, which selects no rule",
                          origin=ctx.at(manifest, key), hint="use rule codes or families; see `toolcli rules`")
    for code in lint.severity:
        if code not in codes and code not in FAMILY_CODES:
            yield Finding(f"[lint] severity names {code!r}, which is no rule code or family",
                          origin=ctx.at(manifest, "severity"), hint="use a rule code such as X006")


@rule("R022", "example-invalid", "error",
      summary="An `input_examples` entry does not validate against its tool's own parameters.",
      why="Anthropic shows each example input to the model as a call to imitate: an example the "
          "schema rejects teaches the model a call the tool refuses. `input_examples` is a list "
          "of example inputs beside `parameters` in schemas.json (docs/tokens.md).",
      bad='{"name": "grep", "parameters": {"type": "object", "properties": {"pattern": {"type": "string"}},\n'
          '  "required": ["pattern"]}, "input_examples": [{"query": "TODO"}]}',
      good='{"name": "grep", "parameters": {"type": "object", "properties": {"pattern": {"type": "string"}},\n'
           '  "required": ["pattern"]}, "input_examples": [{"pattern": "TODO"}]}')
def example_invalid(ctx: Context) -> Iterator[Finding]:
    from ..schema.check import instance_problem

    static = [tool for tool in ctx.tools if not tool.dynamic]
    for declaration, tool in zip(ctx.registry.declarations, static):
        examples = declaration.input_examples
        if examples is None:
            continue
        origin = ctx.at(declaration.origin, "input_examples")
        if not isinstance(examples, list):
            yield Finding(f"input_examples of {declaration.name!r} is not an array of example inputs",
                          origin=origin, tool=declaration.name,
                          hint='write "input_examples": [{...}, ...], one object per example call')
            continue
        if not tool.has_schema or not ctx.processable(tool) or ctx.schema_problems(tool):
            continue  # R007 or X005 reports the schema; its examples cannot be judged
        for index, example in enumerate(examples):
            problem = instance_problem(declaration.parameters, example)
            if problem is not None:
                yield Finding(f"input_examples[{index}] of {declaration.name!r} fails its parameters: {problem}",
                              origin=ctx.at(declaration.origin, "input_examples", index), tool=declaration.name,
                              hint="fix the example (or the schema) so the example is a call the tool accepts")
