"""Time toolcli as whole processes and check the targets of SPEC §9.

    .venv/bin/python benchmarks/run.py [--runs 5] [--sizes 1000,10000] [--out benchmarks/RESULTS.md]
                                       [--check-jsonschema PATH] [--baseline PATH]

Every case is a fresh process (`python -m toolcli ...`), timed by wall clock,
its median over `--runs` runs after `--warmup` unrecorded ones; CPU time and
peak RSS come from the child's own rusage (os.wait4). The reference,
`check-jsonschema --check-metaschema` on one schema file, runs interleaved
with `toolcli validate` on the bundled registry so both see the same machine.
It is a benchmark-only tool, not a dependency of toolcli:

    .venv/bin/pip install check-jsonschema

Without it the ratio is reported as not measured. `--baseline PATH` names an
older toolcli executable (a checkout installed apart) to time the real
servers with it in the same run. Registries of 1,000 and
10,000 tools come from benchmarks/generate.py (seeded), written to a
temporary folder; the real servers of tests/corpus (servers/*.json and
github-mcp-server) are imported next to the bundled registry, as
benchmarks/security.py scans them. This process imports little and builds nothing big: a
child's peak RSS includes the image it was forked from.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

MIB = 1024 * 1024
ANALYSIS = "<!-- analysis: kept by run.py -->"


@dataclass
class Case:
    label: str
    command: list[str]
    cwd: Path = REPO
    cache: str = "none"  # none: --no-cache or no validation; cold: a fresh cache dir per run; warm: primed
    ok_codes: tuple[int, ...] = (0,)
    env: dict[str, str] = field(default_factory=dict)  # set for this case only
    walls: list[float] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)
    rss: list[int] = field(default_factory=list)

    @property
    def wall(self) -> float:
        return statistics.median(self.walls)

    @property
    def cpu(self) -> float:
        return statistics.median(self.cpus)

    @property
    def peak_rss(self) -> int:
        return max(self.rss)


class Runner:
    def __init__(self, work: Path) -> None:
        self.work = work
        self.warm_dir = work / "cache-warm"
        self.counter = 0

    def environment(self, case: Case) -> dict[str, str]:
        # Bytecode as an installed package has it: with PYTHONDONTWRITEBYTECODE every
        # run of an editable checkout compiled toolcli's modules again (~80 ms here).
        env = {k: v for k, v in os.environ.items()
               if not k.startswith("TOOLCLI_") and k not in ("CI", "PYTHONDONTWRITEBYTECODE")}
        env.update(NO_COLOR="1", COLUMNS="100", **case.env)
        if case.cache == "warm":
            env["TOOLCLI_CACHE_DIR"] = str(self.warm_dir)
        else:  # a cache nobody else has written: cold for every run
            self.counter += 1
            env["TOOLCLI_CACHE_DIR"] = str(self.work / f"cache-cold-{self.counter}")
        return env

    def once(self, case: Case, record: bool = True) -> None:
        env = self.environment(case)
        errors = self.work / "stderr.txt"
        with errors.open("wb") as stderr:
            start = time.perf_counter()
            process = subprocess.Popen(case.command, cwd=case.cwd, env=env,
                                       stdout=subprocess.DEVNULL, stderr=stderr)
            _, status, usage = os.wait4(process.pid, 0)
            wall = time.perf_counter() - start
        process.returncode = code = os.waitstatus_to_exitcode(status)
        if code not in case.ok_codes:
            sys.exit(f"run.py: {case.label}: exit {code}\n{' '.join(case.command)}\n"
                     f"{errors.read_text(errors='replace')[-2000:]}")
        if record:
            case.walls.append(wall)
            case.cpus.append(usage.ru_utime + usage.ru_stime)
            case.rss.append(usage.ru_maxrss * 1024)  # Linux: kilobytes

    def measure(self, cases: list[Case], runs: int, warmup: int) -> None:
        """Warm up each case, then run them round-robin so they share the machine's moods."""
        for case in cases:
            for _ in range(warmup):
                self.once(case, record=False)
        for _ in range(runs):
            for case in cases:
                self.once(case)
            print(".", end="", flush=True, file=sys.stderr)


def toolcli(*args: str) -> list[str]:
    return [sys.executable, "-m", "toolcli", *args]


def reference_command(work: Path, given: str | None) -> list[str] | None:
    exe = Path(sys.executable).parent / "check-jsonschema"
    found = given or (str(exe) if exe.exists() else shutil.which("check-jsonschema"))
    if found is None:
        return None
    declarations = json.loads((REPO / "schemas.json").read_text(encoding="utf-8"))
    largest = max(declarations, key=lambda d: len(json.dumps(d["parameters"])))
    schema = work / f"{largest['name']}.schema.json"
    schema.write_text(json.dumps(largest["parameters"], indent=2) + "\n", encoding="utf-8")
    return [found, "--check-metaschema", str(schema)]


def token_engines() -> list[str]:
    """toolcli's own counter and every other candidate tokenizer installed here."""
    from importlib.util import find_spec

    sys.path.insert(0, str(HERE))
    from count_tokens import ENGINES, MODULES

    sys.path.pop(0)
    return [engine for engine in ENGINES if find_spec(MODULES[engine]) is not None]


def bundled_profiles() -> list[str]:
    import tomllib

    manifest = tomllib.loads((REPO / "toolspec.toml").read_text(encoding="utf-8"))
    return list(manifest.get("profiles", {}))


# ---------------------------------------------------------------- report


@dataclass(frozen=True)
class Target:
    what: str
    limit: str
    measured: str
    met: bool | None  # None: not measured


def evaluate(cases: dict[str, Case], sizes: list[int]) -> list[Target]:
    """SPEC §9: each figure a ratio to the reference of the same run (wall
    medians; the ratio of CPU medians is shown beside it)."""
    targets = []
    reference = cases.get("reference")
    big, small = max(sizes), min(sizes)
    ratios = [("validate (bundled)", "validate-bundled", 0.6), ("golden (bundled)", "golden", 0.6)]
    if big == 10_000:
        ratios += [("validate 10k, cold cache", "validate-10000-cold", 15.0),
                   ("validate 10k, warm cache", "validate-10000-warm", 6.5)]
    ratios += [("validate --no-cache, every real server captured, one process", "validate-real-one", 8.0),
               ("validate --no-cache, the first 64 real servers", "validate-real-first", 8.0)]
    real, one = cases["validate-real"], cases["validate-real-one"]
    targets.append(Target(f"{real.label} / the same with TOOLCLI_JOBS=1", "≤ 1",
                          f"{real.wall / one.wall:.2f} ({_ms(real.wall)} / {_ms(one.wall)})", real.wall <= one.wall))
    if reference is not None and "validate-real-baseline" in cases:
        real, old = cases["validate-real"], cases["validate-real-baseline"]
        targets.append(Target(f"{real.label} / the --baseline toolcli, same run", "≤ 1",
                              f"{real.wall / old.wall:.2f} ({_ms(real.wall)} / {_ms(old.wall)})",
                              real.wall <= old.wall))
    for what, key, limit in ratios:
        if reference is None:
            targets.append(Target(f"{what} / check-jsonschema", f"≤ {limit:g}×",
                                  "not measured: check-jsonschema is not installed", None))
            continue
        case, ratio = cases[key], cases[key].wall / reference.wall
        targets.append(Target(f"{what} / check-jsonschema", f"≤ {limit:g}×",
                              f"{ratio:.2f}× ({_ms(case.wall)} / {_ms(reference.wall)}; "
                              f"CPU {case.cpu / reference.cpu:.2f}×)", ratio <= limit))
    if big != small:
        for cache in ("cold", "warm"):
            ratio = cases[f"validate-{big}-{cache}"].wall / cases[f"validate-{small}-{cache}"].wall
            targets.append(Target(f"time({big // 1000}k) / time({small // 1000}k), {cache}", "≤ 12",
                                  f"{ratio:.1f}", ratio <= 12))
    one, many = cases["import-config-1"], cases[f"import-config-{CONFIG_SERVERS}"]
    targets.append(Target(f"import --config: {CONFIG_SERVERS} servers / 1 server (servers captured at once)",
                          "≤ 1.5", f"{many.wall / one.wall:.2f} ({_ms(many.wall)} / {_ms(one.wall)})",
                          many.wall / one.wall <= 1.5))
    peak = max(case.peak_rss for key, case in cases.items() if key.startswith(f"validate-{big}-"))
    targets.append(Target(f"peak RSS, validate {big // 1000}k", "< 200 MiB", f"{peak / MIB:.0f} MiB", peak < 200 * MIB))
    return targets


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def machine_notes() -> list[str]:
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    versions = []
    for package in ("toolcli", "typer", "rich", "jsonschema", "check-jsonschema"):
        try:
            from importlib.metadata import version

            versions.append(f"{package} {version(package)}")
        except Exception:
            versions.append(f"{package} (absent)")
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True,
                                text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    return [
        f"- CPU: {model}, {os.cpu_count()} cores; {platform.system()} {platform.release()}",
        f"- Python {platform.python_version()} ({sys.executable})",
        f"- {', '.join(versions)}",
        f"- commit {commit}; measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
    ]


def write_results(out: Path, cases: dict[str, Case], targets: list[Target], notes: list[str],
                  runs: int, warmup: int, loads: tuple[tuple[float, ...], tuple[float, ...]]) -> str:
    lines = [
        "# Benchmark results",
        "",
        "Written by `benchmarks/run.py`; do not edit by hand. Whole processes, wall clock, "
        f"median of {runs} runs after {warmup} warm-up run(s); CPU is user + system time of the "
        "process; RSS is its peak resident set. Neither counts the worker processes a large run judges "
        "strings in (TOOLCLI_JOBS; their children of the forkserver are not the command's): the rows "
        "with TOOLCLI_JOBS=1 are the whole work in one process.",
        "",
        "## Targets (SPEC §9)",
        "",
        "| target | limit | measured | |",
        "|---|---|---|---|",
    ]
    for target in targets:
        verdict = {True: "met", False: "**missed**", None: "not measured"}[target.met]
        if target.met is None and not target.measured.startswith("not measured"):
            verdict = "see the analysis"
        lines.append(f"| {target.what} | {target.limit} | {target.measured} | {verdict} |")
    lines += ["", "## Medians", "", "| case | wall | min wall | CPU | peak RSS |", "|---|---:|---:|---:|---:|"]
    for case in cases.values():
        lines.append(f"| {case.label} | {_ms(case.wall)} | {_ms(min(case.walls))} | {_ms(case.cpu)} "
                     f"| {case.peak_rss / MIB:.0f} MiB |")
    before, after = loads
    lines += ["", "## Machine", "", *notes,
              f"- load average before {_load(before)}, after {_load(after)} "
              "(other work on the machine inflates wall times; CPU times are steadier)", ""]
    text = "\n".join(lines)
    kept = out.read_text(encoding="utf-8") if out.exists() else ""
    if ANALYSIS in kept:  # the hand-written analysis below the marker survives a rerun
        text += "\n" + kept[kept.index(ANALYSIS):]
    out.write_text(text, encoding="utf-8")
    return text


def _load(values: tuple[float, ...]) -> str:
    return " / ".join(f"{v:.2f}" for v in values)


# ---------------------------------------------------------------- main


def check_findings(root: Path, deliberate: list[list[str]]) -> None:
    """The benchmark times a registry whose only findings are the planted ones."""
    done = subprocess.run(toolcli("validate", "--registry", str(root), "--format", "json", "--no-cache"),
                          capture_output=True, env={**os.environ, "NO_COLOR": "1"})
    found = sorted([d["code"], d["tool"]] for d in json.loads(done.stdout)["diagnostics"])
    if found != deliberate:
        sys.exit(f"run.py: {root} has findings besides the deliberate ones:\n{found}\n{deliberate}")


CONFIG_SERVERS = 10
SLOW_SERVER_DELAY = 2.0  # seconds each server waits before it answers: the time a capture cannot save


def config_registry(work: Path, count: int) -> tuple[Path, Path]:
    """A registry from `toolcli init` and a client configuration naming `count`
    slow stdio servers (tests/mcp_servers/slow_server.py)."""
    root = work / f"config-{count}"
    subprocess.run(toolcli("init", str(root)), check=True, stdout=subprocess.DEVNULL)
    server = [sys.executable, str(REPO / "tests" / "mcp_servers" / "slow_server.py"), str(SLOW_SERVER_DELAY)]
    servers = {f"slow{index}": {"command": server[0], "args": server[1:]} for index in range(count)}
    config = work / f"config-{count}.json"
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    return root, config


# Run in a child process, so that this one stays small (a child's peak RSS counts
# the image it was forked from); prints the number of real tools imported.
REAL_REGISTRY = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from security_corpus import real_listing, real_registry, real_sources
sources = [s for s in real_sources() if sys.argv[3] == "all" or s.path.parent.name != "real"]
real_registry(Path(sys.argv[1]), sources)
print(sum(len(real_listing(source)[0]) for source in sources))
"""


def real_registry(work: Path, which: str) -> tuple[Path, int]:
    """The bundled registry with the real servers of tests/corpus imported: "all" of
    tests/corpus/real, or "first", the 64 servers captured first (tests/corpus/servers
    and github-mcp-server), on which the earlier rounds measured."""
    root = work / f"registry-real-{which}"
    done = subprocess.run([sys.executable, "-c", REAL_REGISTRY, str(root), str(REPO / "tests"), which],
                          check=True, capture_output=True, text=True, cwd=REPO)
    return root, int(done.stdout.split()[-1])


def build_cases(work: Path, sizes: list[int], seed: int, reference_bin: str | None,
                baseline: str | None = None) -> dict[str, Case]:
    cases: dict[str, Case] = {}
    cases["validate-bundled"] = Case("validate, bundled registry", toolcli("validate"), cache="warm")
    reference = reference_command(work, reference_bin)
    if reference is not None:
        cases["reference"] = Case("check-jsonschema --check-metaschema (one schema)", reference)
    cases["validate-bundled-cold"] = Case("validate --no-cache, bundled registry", toolcli("validate", "--no-cache"))
    first, first_count = real_registry(work, "first")
    cases["validate-real-first"] = Case(f"validate --no-cache, the first 64 real servers ({first_count:,} tools)",
                                        toolcli("validate", "--registry", str(first), "--format", "json",
                                                "--no-cache"), ok_codes=(1,))
    real, count = real_registry(work, "all")
    cases["validate-real"] = Case(f"validate --no-cache, every real server captured ({count:,} tools)",
                                  toolcli("validate", "--registry", str(real), "--format", "json", "--no-cache"),
                                  ok_codes=(1,))  # real captures hold real errors (D010 output schemas, C001)
    cases["validate-real-one"] = Case(f"validate --no-cache, every real server captured ({count:,} tools), "
                                      "TOOLCLI_JOBS=1", cases["validate-real"].command, ok_codes=(1,),
                                      env={"TOOLCLI_JOBS": "1"})
    if baseline is not None:  # an older toolcli executable, timed in the same run
        cases["validate-real-baseline"] = Case(
            f"validate --no-cache, real servers ({count:,} tools), the --baseline toolcli",
            [baseline, "validate", "--registry", str(real), "--format", "json", "--no-cache"], ok_codes=(1,))
    for size in sizes:
        root = work / f"registry-{size}"
        # In a process of its own: a child's peak RSS counts the image it was forked
        # from, so this process stays small.
        subprocess.run([sys.executable, str(HERE / "generate.py"), str(root), "--tools", str(size),
                        "--seed", str(seed)], check=True, stdout=subprocess.DEVNULL)
        check_findings(root, json.loads((root / "deliberate.json").read_text(encoding="utf-8"))["deliberate"])
        for cache in ("none", "cold", "warm"):
            no_cache = ("--no-cache",) if cache == "none" else ()
            cases[f"validate-{size}-{cache}"] = Case(
                f"validate --no-cache, {size:,} tools" if no_cache else f"validate, {size:,} tools, {cache} cache",
                toolcli("validate", "--registry", str(root), "--format", "json", *no_cache),
                cache=cache, ok_codes=(1,))  # the generated registry holds deliberate findings
        cases[f"validate-{size}-cold-one"] = Case(
            f"validate, {size:,} tools, cold cache, TOOLCLI_JOBS=1", cases[f"validate-{size}-cold"].command,
            cache="cold", ok_codes=(1,), env={"TOOLCLI_JOBS": "1"})
    # golden counts tokens (SPEC §15.1) and remembers them by content in the cache
    # folder, as validate remembers its verdicts: measured warm like validate, and cold beside it.
    cases["golden"] = Case("golden (check), bundled registry, warm cache", toolcli("golden"), cache="warm")
    cases["golden-cold"] = Case("golden (check), bundled registry, cold cache", toolcli("golden"))
    big = max(sizes)
    for engine in token_engines():
        cases[f"count-{engine}"] = Case(
            f"count o200k tokens of {big:,} tools: {engine}",
            [sys.executable, str(HERE / "count_tokens.py"), str(work / f"registry-{big}"), "--engine", engine])
    for profile in bundled_profiles():
        cases[f"surface-{profile}"] = Case(f"surface --profile {profile} --format json",
                                           toolcli("surface", "--profile", profile, "--format", "json"))
    cases["query"] = Case("query grep --format json", toolcli("query", "grep", "--format", "json"))
    for count in (1, CONFIG_SERVERS):
        root, config = config_registry(work, count)
        cases[f"import-config-{count}"] = Case(
            f"import --config, {count} server{'s' if count > 1 else ''} taking {SLOW_SERVER_DELAY:g} s each",
            toolcli("import", "--registry", str(root), "--config", str(config), "--yes"))
    cases["version"] = Case("--version (start-up floor)", toolcli("--version"))
    return cases


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated registry sizes")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=HERE / "RESULTS.md")
    parser.add_argument("--check-jsonschema", metavar="PATH", default=None,
                        help="the reference executable (default: next to this Python, then on PATH)")
    parser.add_argument("--baseline", metavar="PATH", default=None,
                        help="an older toolcli executable, to time the real servers with it too")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.warmup < 1:
        parser.error("--runs and --warmup must be at least 1 (the warm-up primes the warm cache)")
    sizes = sorted(int(s) for s in args.sizes.split(","))
    with tempfile.TemporaryDirectory(prefix="toolcli-bench-") as tmp:
        work = Path(tmp)
        cases = build_cases(work, sizes, args.seed, args.check_jsonschema, args.baseline)
        if "reference" not in cases:
            print("run.py: check-jsonschema not found; the reference ratio is not measured. "
                  "Install it with: .venv/bin/pip install check-jsonschema", file=sys.stderr)
        before = os.getloadavg()
        Runner(work).measure(list(cases.values()), args.runs, args.warmup)
        after = os.getloadavg()
    print(file=sys.stderr)
    targets = evaluate(cases, sizes)
    text = write_results(args.out, cases, targets, machine_notes(), args.runs, args.warmup, (before, after))
    print(text)


if __name__ == "__main__":
    main()
