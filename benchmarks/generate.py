"""Generate a synthetic toolcli registry of N tools for the benchmarks.

Half the tools are static (one `specs/<name>.toml` per tool by default, the
style SPEC §2 recommends and the bundled registry uses; `--layout grouped`
puts about a hundred tools in each file instead), half are dynamic, spread
over 50 MCP servers in `external/<server>.json`. Schemas are real MCP input
schemas (the github-mcp-server corpus copied under tests/corpus, else the
bundled registry's own declarations), each varied so that no two tools
share a schema digest. Seven profiles select tools by capability, with
budgets (bytes and o200k tokens) that fit their advertised tools, except where
a finding is planted.

The registry is clean but for a few deliberate findings, listed in
`deliberate.json` as `[code, tool]` pairs; `validate` must report exactly
those. Output is deterministic for a given seed and seed corpus.

    python benchmarks/generate.py OUT_DIR --tools 10000 [--seed 7] [--layout per-tool|grouped]
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import shutil
import sys
from pathlib import Path
from typing import Any

import tomli_w

from toolcli.rules.dynamic import writing_lead
from toolcli.rules.security_tools import runs_code

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "tests" / "corpus" / "github-mcp-server" / "tools.json"
SERVERS = 50
BRIEF_MAX = 40
WARM_PER_CAPABILITY = 2

CAPABILITIES = ("browser", "context", "delegate", "docs", "exec", "fs_read", "fs_write",
                "interact", "lsp", "memory", "plan", "search", "session", "skills", "web")
# effect -> the capabilities a tool of that effect may carry
EFFECT_CAPABILITIES = {
    "read": ("context", "docs", "fs_read", "lsp", "memory", "search", "session", "skills"),
    "write": ("fs_write", "memory", "plan", "session", "skills"),
    "exec": ("exec",),
    "network": ("browser", "web"),
    "delegate": ("delegate",),
}
EFFECT_WEIGHTS = {"read": 45, "write": 20, "exec": 10, "network": 20, "delegate": 5}
CARRIED = tuple(c for c in CAPABILITIES if c != "interact")  # "interact" is the ask tool's
_COVERING = tuple(next(e for e, pool in EFFECT_CAPABILITIES.items() if c in pool) for c in CARRIED)
REQUIRES = {"browser": "browser", "lsp": "lsp", "exec": "job_manager"}

PROFILES = {  # name -> (capabilities, external families, extra keys)
    "director": (("context", "delegate", "docs", "fs_read", "interact", "memory", "plan",
                  "search", "session", "skills", "web"), ("external_read", "skill"), {}),
    "repo": (("context", "delegate", "docs", "fs_read", "lsp", "memory", "plan", "search"),
             ("external_read", "skill"), {}),
    "coding": (tuple(c for c in CAPABILITIES if c != "browser"),
               ("external_read", "external_write", "skill"), {}),
    "chat": (("context", "docs", "interact", "memory", "skills"), ("skill",), {}),
    "devops": (("context", "delegate", "exec", "fs_read", "plan", "search", "web"),
               ("external_read",), {}),
    "browser": (("browser", "web"), (), {}),
    "palette": (("docs", "fs_read", "interact", "memory", "plan", "search", "web"), (),
                {"subset_of": "director"}),
}
UNBUDGETED = ("palette",)
SERVER_NAMES = (
    "github", "gitlab", "jira", "linear", "slack", "notion", "confluence", "sentry", "datadog",
    "pagerduty", "stripe", "shopify", "salesforce", "hubspot", "zendesk", "intercom", "figma",
    "miro", "asana", "trello", "airtable", "postgres", "mysql", "redis", "mongo", "elastic",
    "snowflake", "bigquery", "s3", "gcs", "azure", "k8s", "docker", "terraform", "vault",
    "grafana", "prometheus", "circleci", "buildkite", "vercel", "netlify", "cloudflare",
    "twilio", "sendgrid", "calendar", "drive", "dropbox", "box", "time", "fetch",
)
SKILL_SERVERS = frozenset(("notion", "confluence", "miro", "figma", "calendar"))


def load_seeds(corpus: Path | None) -> tuple[list[dict], str]:
    """Seed tools `{name, description, schema, read_only}` and where they came from."""
    path = corpus if corpus is not None else CORPUS
    if path.is_file():
        tools = json.loads(path.read_text(encoding="utf-8"))["tools"]
        seeds = [{"name": t["name"], "description": t["description"], "schema": t["inputSchema"],
                  "read_only": bool(t.get("annotations", {}).get("readOnlyHint"))} for t in tools]
        return seeds, str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)
    if corpus is not None:
        sys.exit(f"generate: no corpus at {corpus}")
    declarations = json.loads((REPO / "schemas.json").read_text(encoding="utf-8"))
    seeds = [{"name": d["name"], "description": d["description"], "schema": d["parameters"],
              "read_only": False} for d in declarations]
    return seeds, "the bundled schemas.json"


# ---------------------------------------------------------------- schemas

_EXTRA_PROPERTIES = {
    "page": {"type": "integer", "minimum": 1, "description": "Page number for pagination (min 1)"},
    "perPage": {"type": "integer", "minimum": 1, "maximum": 100,
                "description": "Results per page for pagination (min 1, max 100)"},
    "verbose": {"type": "boolean", "description": "Include every field in the result"},
    "labels": {"type": "array", "items": {"type": "string"}, "description": "Labels to apply"},
}


def vary_schema(schema: dict, rng: random.Random, tag: str, *, path_param: bool) -> dict:
    """A copy of `schema` with 2-12 properties, a few changes, and `tag` in one
    description so that every tool's schema has its own digest."""
    varied = copy.deepcopy(schema) if isinstance(schema, dict) else {}
    varied["type"] = "object"
    properties = varied.setdefault("properties", {})
    for name, extra in _EXTRA_PROPERTIES.items():
        if len(properties) >= 2:
            break
        properties.setdefault(name, copy.deepcopy(extra))
    required = [r for r in varied.get("required", []) if r in properties]
    if len(properties) > 12:
        keep = required + [n for n in properties if n not in required]
        varied["properties"] = properties = {n: properties[n] for n in keep[:12]}
        required = [r for r in required if r in properties]
    roll = rng.random()
    if roll < 0.25 and len(properties) < 12:
        properties["filters"] = {
            "type": "array", "description": "Conditions the results must all meet",
            "items": {"type": "object", "properties": {
                "field": {"type": "string", "description": "Field to compare"},
                "op": {"type": "string", "enum": ["eq", "ne", "lt", "gt", "contains"]},
                "value": {"type": "string", "description": "Value to compare with"}},
                "required": ["field", "op", "value"]}}
    elif roll < 0.5 and len(properties) < 12:
        properties["output"] = {"type": "string", "enum": ["json", "text", "markdown"][: rng.randint(2, 3)],
                                "description": "Format of the result", "default": "json"}
    if path_param and "path" not in properties:
        properties["path"] = {"type": "string", "description": "Path of the file or directory"}
    described = [p for p in properties.values() if isinstance(p, dict) and "description" in p]
    if described:
        target = rng.choice(described)
        target["description"] = f"{target['description'].rstrip()} ({tag})"
    else:
        properties["note"] = {"type": "string", "description": f"A free-form note ({tag})"}
    if required:
        varied["required"] = required
    else:
        varied.pop("required", None)
    return varied


_TEAMS = ("platform", "billing", "search", "mobile", "data", "identity", "growth", "support")


def described(description: str, index: int) -> str:
    """The seed's description plus a line of its own: real registries repeat
    parameter texts across tools far more than tool descriptions."""
    return f"{description.rstrip()}\nMaintained by the {_TEAMS[index % len(_TEAMS)]} team (entry {index})."


def brief_of(description: str) -> str:
    first = description.strip().split("\n")[0].split(". ")[0].rstrip(".")
    if len(first) <= BRIEF_MAX:
        return first
    cut = first[:BRIEF_MAX].rsplit(" ", 1)[0]
    return cut if cut else first[:BRIEF_MAX]


def declaration_size(name: str, description: str, parameters: Any) -> int:
    """UTF-8 bytes of the canonical declaration (SPEC §6, step 5)."""
    text = json.dumps({"description": description, "name": name, "parameters": parameters},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return len(text.encode("utf-8"))


# ---------------------------------------------------------------- static tools

CORE = {  # hot tools every profile advertises
    "finish": ("flow", "Finish the current step and hand back the result.",
               {"type": "object", "properties": {"summary": {"type": "string", "description": "What was done"}},
                "required": ["summary"]}),
    "load_tool": ("meta", "Load a deferred tool by name so it can be called on the next step.",
                  {"type": "object", "properties": {"name": {"type": "string", "description": "Tool name"}},
                   "required": ["name"]}),
    "ask": ("interact", "Ask the user a question and wait for the answer.",
            {"type": "object", "properties": {"question": {"type": "string", "description": "The question"}},
             "required": ["question"]}),
}


def static_tools(count: int, seeds: list[dict], rng: random.Random) -> list[dict]:
    tools = []
    for name, (effect, description, schema) in CORE.items():
        spec = {"capabilities": ["interact" if effect == "interact" else "core"], "effect": effect, "tier": "hot",
                "trunc": "protected" if effect != "interact" else "normal",
                "brief": brief_of(description), "result_paths": "none"}
        if effect == "interact":
            spec.update(serial=True, blocks_on_user=True)
        tools.append({"name": name, "spec": spec, "description": description, "parameters": schema})
    warm_left = {capability: WARM_PER_CAPABILITY for capability in CAPABILITIES}
    effects = list(EFFECT_WEIGHTS)
    weights = list(EFFECT_WEIGHTS.values())
    for index in range(count - len(CORE)):
        seed = seeds[index % len(seeds)]
        name = f"{seed['name'][:50]}_{index:05d}"
        if index < len(_COVERING):  # every capability is carried by some tool
            effect, capabilities = _COVERING[index], [CARRIED[index]]
        else:
            effect = rng.choices(effects, weights)[0]
            pool = EFFECT_CAPABILITIES[effect]
            capabilities = sorted(set(rng.sample(pool, min(len(pool), rng.choice((1, 1, 2))))))
        path_param = effect in ("read", "write") and rng.random() < 0.3
        spec: dict[str, Any] = {"capabilities": capabilities, "effect": effect}
        warm = next((c for c in capabilities if warm_left[c] > 0), None)
        if warm is not None:
            warm_left[warm] -= 1
        spec["tier"] = "warm" if warm is not None else "cold"
        spec["mutates"] = effect in ("write", "exec")
        spec["serial"] = effect == "exec"
        spec["needs_auth"] = effect in ("write", "exec", "network")
        spec["trunc"] = "protected" if effect == "read" and rng.random() < 0.1 else rng.choice(("normal", "eager"))
        if rng.random() < 0.2:
            spec["display"] = "compact"
        spec["brief"] = brief_of(seed["description"])
        if path_param:
            spec["path_params"] = ["path"]
        spec["result_paths"] = "full" if path_param else rng.choice(("none", "full", "bare"))
        requires = sorted({REQUIRES[c] for c in (*capabilities, effect) if c in REQUIRES})
        if requires:
            spec["requires"] = requires
        if effect == "delegate":
            spec["audience"] = ["coding", "director"]
        tools.append({"name": name, "spec": spec, "description": described(seed["description"], index),
                      "parameters": vary_schema(seed["schema"], rng, f"s{index}", path_param=path_param)})
    return tools


# ---------------------------------------------------------------- dynamic tools

def dynamic_servers(count: int, seeds: list[dict], rng: random.Random) -> dict[str, list[dict]]:
    servers: dict[str, list[dict]] = {name: [] for name in SERVER_NAMES[:SERVERS]}
    names = list(servers)
    for index in range(count):
        server = names[index % len(names)]
        seed = seeds[(index * 7 + 3) % len(seeds)]
        # a read-only tool whose words say it writes or runs commands would be D011's or
        # X010's finding, not a planted one
        chosen = rng.random() < 0.3
        read_only = seed["read_only"] or (chosen and writing_lead(seed["name"], seed["description"]) is None
                                          and runs_code(seed["name"], seed["description"]) is None)
        family = "skill" if server in SKILL_SERVERS else ("external_read" if read_only else "external_write")
        writes = family != "external_read"
        tool = {
            "annotations": {"readOnlyHint": not writes},
            "brief": brief_of(seed["description"]),
            "description": described(seed["description"], index),
            "family": family,
            "inline": vary_schema(seed["schema"], rng, f"d{index}", path_param=False),
            "mutates": writes,
            "name": f"mcp__{server}__{seed['name'][:36]}_{index:05d}",
            "needs_auth": writes,
            "tier": "cold",
        }
        servers[server].append(tool)
    return servers


# ---------------------------------------------------------------- deliberate findings

def plant_findings(static: list[dict], servers: dict[str, list[dict]]) -> list[tuple[str, str]]:
    """Break a few tools on purpose; return the (code, tool) pairs validate must report."""
    cold = [t for t in static if t["spec"]["tier"] == "cold"]
    found = []
    bad_type = cold[1]
    bad_type["parameters"]["properties"]["limit"] = {"type": "strin", "description": "Maximum results"}
    found.append(("R007", bad_type["name"]))
    no_brief = cold[2]
    no_brief["spec"]["brief"] = ""
    found.append(("R008", no_brief["name"]))
    stale_path = cold[3]
    stale_path["spec"]["path_params"] = ["file"]
    found.append(("R015", stale_path["name"]))

    listed = [tool for tools in servers.values() for tool in tools]
    bad_inline = listed[1]
    bad_inline["inline"]["properties"]["query"] = {"type": "string", "minLength": -1}
    found.append(("D005", bad_inline["name"]))
    writer = next(t for t in listed[2:] if t["family"] == "external_write")
    writer["needs_auth"] = False
    found.append(("D007", writer["name"]))
    hidden = listed[3]
    hidden["description"] = hidden["description"].rstrip() + " Returns\u200b results."
    found.append(("X001", hidden["name"]))
    return found


def advertised_tokens(advertised: list[dict]) -> int:
    """The o200k tokens of the advertised tools, as toolcli counts them (SPEC §15.1)."""
    from toolcli.surface import Declared
    from toolcli.token_costs import entry_text
    from toolcli.tokens import TokenCounter

    texts = [entry_text("o200k", Declared(t["name"], t["description"], t["parameters"])) for t in advertised]
    return sum(TokenCounter("o200k").count_all(texts))


def plan_budgets(static: list[dict]) -> tuple[dict[str, int], tuple[str, str]]:
    """Budgets that fit each profile's advertised tools with room to spare, but
    one byte short in chat, whose largest warm tool is then demoted (P002)."""
    budgets = {}
    demoted = ("", "")
    for profile, (capabilities, _external, _extra) in PROFILES.items():
        wanted = {"core", *capabilities}
        advertised = [t for t in static if t["spec"]["tier"] in ("hot", "warm")
                      and wanted.intersection(t["spec"]["capabilities"])
                      and (not t["spec"].get("audience") or profile in t["spec"]["audience"])]
        sizes = {t["name"]: declaration_size(t["name"], t["description"], t["parameters"]) for t in advertised}
        used = sum(sizes.values())
        budgets[f"{profile}:tokens"] = (advertised_tokens(advertised) * 5 // 4 + 99) // 100 * 100
        if profile == "chat":
            budgets[profile] = used - 1
            warm = [t["name"] for t in advertised if t["spec"]["tier"] == "warm"]
            demoted = ("P002", min(warm, key=lambda n: (-sizes[n], n)))
        else:
            budgets[profile] = (used * 5 // 4 + 999) // 1000 * 1000
    return budgets, demoted


# ---------------------------------------------------------------- writing

def manifest(static_count: int, budgets: dict[str, int], core: list[dict]) -> dict:
    profiles = {}
    for name, (capabilities, external, extra) in PROFILES.items():
        table: dict[str, Any] = {"capabilities": ["core", *capabilities], "external": list(external)}
        if name not in UNBUDGETED:
            table["budget"] = budgets[name]
            table["budget_tokens"] = budgets[f"{name}:tokens"]  # with room to spare: counted, never binding
            table["requires_exit"] = True
        table.update(extra)
        profiles[name] = table
    return {
        "registry": {"name": "synthetic", "expected_count": static_count, "schemas": "schemas.json",
                     "golden": "golden", "loader": "load_tool"},
        "probe": {"provides": ["browser", "job_manager", "lsp"]},
        "tools": {tool["name"]: tool["spec"] for tool in core},
        "profiles": profiles,
        "lint": {"select": ["R", "D", "P", "X", "L"], "targets": ["portable"]},
    }


def write_registry(out: Path, tools: int, seed: int, layout: str, corpus: Path | None = None) -> dict:
    rng = random.Random(seed)
    seeds, source = load_seeds(corpus)
    static_count = tools // 2
    static = static_tools(static_count, seeds, rng)
    servers = dynamic_servers(tools - static_count, seeds, rng)
    deliberate = plant_findings(static, servers)
    budgets, demoted = plan_budgets(static)
    deliberate.append(demoted)

    if out.exists():
        shutil.rmtree(out)
    (out / "specs").mkdir(parents=True)
    (out / "external").mkdir()
    core = [t for t in static if t["name"] in CORE]
    rest = [t for t in static if t["name"] not in CORE]
    (out / "toolspec.toml").write_text(tomli_w.dumps(manifest(len(static), budgets, core)), encoding="utf-8")
    if layout == "per-tool":
        for tool in rest:
            (out / "specs" / f"{tool['name']}.toml").write_text(
                tomli_w.dumps({"tools": {tool["name"]: tool["spec"]}}), encoding="utf-8")
    else:
        for start in range(0, len(rest), 100):
            group = rest[start:start + 100]
            (out / "specs" / f"group_{start // 100:03d}.toml").write_text(
                tomli_w.dumps({"tools": {t["name"]: t["spec"] for t in group}}), encoding="utf-8")
    declarations = [{"name": t["name"], "description": t["description"], "parameters": t["parameters"]}
                    for t in static]
    _write_json(out / "schemas.json", declarations)
    for server, listed in servers.items():
        _write_json(out / "external" / f"{server}.json", {
            "captured": {"command": [f"{server}-mcp-server", "stdio"], "from": "tools/list"},
            "server": server,
            "tools": sorted(listed, key=lambda t: t["name"]),
        })
    summary = {"tools": tools, "static": len(static), "dynamic": tools - static_count,
               "servers": len(servers), "seed": seed, "layout": layout, "corpus": source,
               "deliberate": sorted(list(pair) for pair in deliberate)}
    _write_json(out / "deliberate.json", summary)
    return summary


def _write_json(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="output directory (replaced if it exists)")
    parser.add_argument("--tools", type=int, default=1000, help="total tools, half static (default 1000)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--layout", choices=("per-tool", "grouped"), default="per-tool")
    parser.add_argument("--corpus", type=Path, default=None,
                        help=f"an MCP tools/list JSON to draw schemas from (default: {CORPUS})")
    args = parser.parse_args(argv)
    if args.tools < 120:
        parser.error("--tools must be at least 120 (every capability needs tools)")
    summary = write_registry(args.out, args.tools, args.seed, args.layout, args.corpus)
    print(json.dumps({k: v for k, v in summary.items() if k != "deliberate"}, sort_keys=True))


if __name__ == "__main__":
    main()
