"""The X rules' verdicts on every part of SPEC §16, per code and per level.

    .venv/bin/python benchmarks/security.py [--part PART ...] [--list dev-real|written-here|others-dev]

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

from security_corpus import (Score, case_verdicts, others, ours, real_sources, score_cases,  # noqa: E402
                             score_real)

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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", action="append", choices=PARTS,
                        help="measure only this part (repeatable; default: the development parts)")
    parser.add_argument("--list", choices=DEVELOPMENT,
                        help="also list the misses and false alarms of this development part")
    args = parser.parse_args(argv)
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
