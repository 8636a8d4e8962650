"""The X rules' verdicts on every part of SPEC §16, per code and per level.

    .venv/bin/python benchmarks/security.py [--part PART ...] [--list dev-real|written-here|others-dev] [--kinds] [--whole-texts]

Parts (tests/security_corpus.py says where each comes from):

* real-dev, real-frozen: real tools of the development and frozen sources of
  tests/corpus/real, every source imported together next to the bundled
  registry: the tools with an X finding (at any level, at error level), per
  code and level, and the sources that fail the default gate on an X error;
* written-here: the poisoned and benign cases written in this repository;
* others-dev, others-frozen: other people's published poisoned (and benign)
  cases, from the folder `TOOLCLI_OTHERS_CORPUS` names (default: beside the
  checkout, ../shared/poisoned-others); the frozen part is every source there
  not in OTHERS_DEV.

For each part: recall at any level and at error level, the false alarms, and
the wall and CPU time of the X scan. The frozen parts are read once, at the end
of a round: only these aggregate figures are printed for them, never a case or
a tool, and no design is chosen by them (SPEC §16). `--list` prints the misses
and false alarms of a development part.

`--whole-texts` searches texts longer than evidence.LONG_TEXT whole instead of
around their anchors, for a comparison of the two.

`--kinds` shows what X002's levels rest on (detectors/signals.py, ERROR_KINDS
and WARNING_KINDS): for each kind of evidence, the real tools of the
development sources whose strings hold a signal of it, wherever it stands,
and the sources they come from;
then a five-fold cross-validation over those sources of the rule the levels
follow (a kind that fires on no real tool of four folds is an error kind):
the real tools of the fifth it would stop, where one error kind makes an error
and where it takes two attack kinds, one of them an error kind (evidence.level_of).

It runs the toolcli it imports: an editable install (`pip install -e .`) reads
src/ as it stands.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from toolcli.detectors import evidence  # noqa: E402

from security_corpus import (Score, case_verdicts, others, ours, real_registry, real_sources,  # noqa: E402
                             score_cases, score_real)

PARTS = ("real-dev", "real-frozen", "written-here", "others-dev", "others-frozen")
DEVELOPMENT = ("real-dev", "written-here", "others-dev")


def measure(part: str, scratch: Path) -> Score | None:
    if part.startswith("real-"):
        return score_real(scratch / part, real_sources(part.removeprefix("real-")))
    corpus = ours() if part == "written-here" else others(frozen=part == "others-frozen")
    if not corpus:
        return None
    (scratch / part).mkdir()
    return score_cases(corpus, case_verdicts(corpus, scratch / part))


def _rate(value: float | None, places: int = 3) -> str:
    return "-" if value is None else f"{value:.{places}f}"


def table(scores: dict[str, tuple[Score, float]]) -> list[str]:
    rows = ["| part | poisoned | recall, any level | recall, error | benign | any X finding | rate "
            "| X error | rate | X scan wall (s) | X scan CPU (s) |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for part, (score, _) in scores.items():
        rows.append(f"| {part} | {score.poisoned or '-'} | {_rate(score.recall)} | {_rate(score.error_recall)} "
                    f"| {score.benign} | {len(score.alarms)} | {_rate(score.false_alarm_rate, 4)} "
                    f"| {len(score.errors)} | {_rate(score.error_rate, 4)} | {score.scan_seconds:.2f} "
                    f"| {score.scan_cpu:.2f} |")
    return rows


def per_code(scores: dict[str, tuple[Score, float]]) -> list[str]:
    """Each code and level: the benign items it fired on, the poisoned items it caught."""
    keys = sorted({key for score, _ in scores.values() for key in (*score.by_code, *score.caught_by)})
    rows = ["| code | level | " + " | ".join(f"{part}: benign, caught" for part in scores) + " |",
            "|---|---|" + "---:|" * len(scores)]
    for code, level in keys:
        cells = [f"{score.by_code[(code, level)]}, {score.caught_by[(code, level)] if score.poisoned else '-'}"
                 for score, _ in scores.values()]
        rows.append(f"| {code} | {level} | " + " | ".join(cells) + " |")
    return rows


Held = tuple[str, str]  # (source, tool)


def kinds_on_real_tools(scratch: Path) -> tuple[dict[str, set[Held]], dict[str, set[Held]],
                                                set[tuple[Held, frozenset[str]]]]:
    """Each kind of evidence -> the (source, tool) of the development sources' real
    tools holding a signal of it anywhere, and those holding it in a verdict of X002
    (signals of kinds that add up to the threshold within a window); and each
    verdict's kinds, with its tool."""
    from toolcli.detectors import directives, evidence, injection, signals
    from toolcli.rules.context import Context
    from toolcli.rules.security_schemas import scan

    sources = real_sources("dev")
    registry = real_registry(scratch / "kinds", sources)
    source_of = {source.server: source.id for source in sources}
    visible = scan(Context(registry))
    prose = visible.distinct(prose=True)
    anywhere: dict[str, set[Held]] = {}
    in_verdicts: dict[str, set[Held]] = {}
    verdicts: set[tuple[Held, frozenset[str]]] = set()
    read: dict[str, tuple[set[str], list[frozenset[str]]]] = {}
    for unit in visible.units:
        if unit.server not in source_of:
            continue
        for text in unit.strings:
            if text not in read:
                read[text] = ({hit.kind for hit in evidence.hits(text, force=True)}
                              | {signals.DIRECTIVE_FAMILIES[item.family] for item in directives.directives(text)},
                              [frozenset(kind for kind, _ in firing.verdict.signals)
                               for firing in injection.firings(text, text in prose)])
            held = (source_of[unit.server], unit.tool)
            for kind in read[text][0]:
                anywhere.setdefault(kind, set()).add(held)
            for kinds in read[text][1]:
                verdicts.add((held, kinds))
                for kind in kinds:
                    in_verdicts.setdefault(kind, set()).add(held)
    return anywhere, in_verdicts, verdicts


def kinds_report(anywhere: dict[str, set[Held]], in_verdicts: dict[str, set[Held]],
                 verdicts: set[tuple[Held, frozenset[str]]]) -> list[str]:
    import hashlib

    from toolcli.detectors.signals import ATTACK_KINDS, ERROR_KINDS, WARNING_KINDS

    def count(found: dict[str, set[Held]], kind: str) -> str:
        return f"{len(found.get(kind, ()))} ({len({source for source, _ in found.get(kind, ())})})"

    rows = ["| kind | level | real tools (sources) holding a signal of it | in a verdict |", "|---|---|---:|---:|"]
    for kind in sorted(anywhere, key=lambda kind: (-len(anywhere[kind]), kind)):
        level = "error" if kind in ERROR_KINDS else "warning" if kind in WARNING_KINDS else "-"
        rows.append(f"| {kind} | {level} | {count(anywhere, kind)} | {count(in_verdicts, kind)} |")
    sources = sorted({source for found in anywhere.values() for source, _ in found})
    fold = {source: int(hashlib.sha256(source.encode()).hexdigest(), 16) % 5 for source in sources}
    rows += ["", "| held-out fold | sources | error kinds chosen on the other four | held-out tools stopped: "
             "by one error kind | by two attack kinds, one an error kind |", "|---:|---:|---:|---:|---:|"]
    for held_out in range(5):
        chosen = {kind for kind in ATTACK_KINDS
                  if not any(fold[source] != held_out for source, _ in in_verdicts.get(kind, ()))}
        held = [(tool, kinds) for (source, tool), kinds in verdicts if fold[source] == held_out]
        alone = {tool for tool, kinds in held if kinds & chosen}
        paired = {tool for tool, kinds in held if kinds & chosen and len(kinds & ATTACK_KINDS) >= 2}
        rows.append(f"| {held_out} | {sum(f == held_out for f in fold.values())} | {len(chosen)} | {len(alone)} "
                    f"| {len(paired)} |")
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", action="append", choices=PARTS,
                        help="measure only this part (repeatable; default: the development parts)")
    parser.add_argument("--list", choices=DEVELOPMENT,
                        help="also list the misses and false alarms of this development part")
    parser.add_argument("--kinds", action="store_true",
                        help="what X002's levels rest on, with a cross-validation over the real sources")
    parser.add_argument("--whole-texts", action="store_true",
                        help="search long texts whole, not around their anchors, to compare")
    args = parser.parse_args(argv)
    if args.whole_texts:
        evidence.LONG_TEXT = sys.maxsize
    if args.kinds:
        with tempfile.TemporaryDirectory(prefix="toolcli-security-") as scratch:
            print("\n".join(kinds_report(*kinds_on_real_tools(Path(scratch)))))
        return 0
    parts = [part for part in PARTS if part in (args.part or DEVELOPMENT) or part == args.list]
    scores: dict[str, tuple[Score, float]] = {}
    with tempfile.TemporaryDirectory(prefix="toolcli-security-") as scratch:
        for part in parts:
            started = time.perf_counter()
            score = measure(part, Path(scratch))
            if score is None:
                print(f"{part}: no cases (is TOOLCLI_OTHERS_CORPUS set?)", file=sys.stderr)
                continue
            scores[part] = (score, time.perf_counter() - started)
    print("\n".join(table(scores)))
    print()
    print("\n".join(per_code(scores)))
    for part, (score, _) in scores.items():
        if part.startswith("real-"):
            print(f"\n{part}: sources failing the default gate on an X error: {len(score.failing_sources)}"
                  + (f" ({', '.join(score.failing_sources)})" if part in DEVELOPMENT else ""))
    if args.list:
        score = scores[args.list][0]
        print(f"\n{args.list} misses ({len(score.misses)}):", *(f"  {line}" for line in score.misses), sep="\n")
        print(f"\n{args.list} false alarms ({len(score.alarms)}):", *(f"  {line}" for line in score.alarms),
              sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
