"""The X rules' verdicts on the three corpora of SPEC §16.

    .venv/bin/python benchmarks/security.py [--part dev|frozen|real ...] [--by-file] [--misses dev|real]

For each part it prints the poisoned cases, how many were caught and the
recall, the benign cases (tools, for the real part), the false alarms and
their rate, and the wall and CPU time of the X scan (CPU time is the steadier
figure on a busy machine):

* dev: tests/corpus/poisoned, the development set the rules are tuned on;
* frozen: tests/corpus/frozen, the test set a change to the rules is judged by;
  only these aggregate figures are ever printed for it, never a case;
* real: tests/corpus/servers/*.json and tests/corpus/github-mcp-server, every
  server imported together next to the bundled registry and scanned once;
  every tool is benign except the findings a person judged true
  (tests/security_corpus.py, JUDGED_TRUE), which are left out.

A dev or frozen case is imported as its own server next to the bundled registry
(whose tools keep their names and lose their text) and scanned alone, as
tests/test_security_corpus.py does; the scan time is the sum over the cases of
the time spent in the X rules, loading not included. `--by-file` adds each
file's caught and false-alarm counts (aggregates, so the frozen set's too).
`--misses dev` lists the development set's misses and false alarms, `--misses
real` the real tools' false alarms.

It runs the installed toolcli: after editing src/, reinstall it
(`.venv/bin/pip install -q --no-deps --force-reinstall .`).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from security_corpus import DEV, FROZEN, Score, case_verdicts, cases, score_cases, score_real  # noqa: E402

PARTS = ("dev", "frozen", "real")


def measure(part: str, scratch: Path) -> Score:
    if part == "real":
        return score_real(scratch / "real")
    corpus = cases(DEV if part == "dev" else FROZEN)
    (scratch / part).mkdir()
    return score_cases(corpus, case_verdicts(corpus, scratch / part))


def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def table(scores: dict[str, tuple[Score, float]]) -> list[str]:
    rows = ["| part | poisoned | caught | recall | benign | false alarms | false-alarm rate | X scan wall (s) | X scan CPU (s) | total wall (s) |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for part, (score, total) in scores.items():
        rows.append(f"| {part} | {score.poisoned} | {score.caught} | {_rate(score.recall)} | {score.benign} "
                    f"| {len(score.alarms)} | {_rate(score.false_alarm_rate)} | {score.scan_seconds:.2f} "
                    f"| {score.scan_cpu:.2f} | {total:.2f} |")
    return rows


def _counts(counter) -> str:
    return ", ".join(f"{code} {count}" for code, count in sorted(counter.items())) or "none"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", action="append", choices=PARTS,
                        help="measure only this part (repeatable; default: all three)")
    parser.add_argument("--misses", choices=("dev", "real"),
                        help="also list the misses and false alarms of this part (never of the frozen set)")
    parser.add_argument("--by-file", action="store_true",
                        help="also print each file's counts (aggregates only, the frozen set's too)")
    args = parser.parse_args(argv)
    parts = [part for part in PARTS if part in (args.part or PARTS) or part == args.misses]
    scores: dict[str, tuple[Score, float]] = {}
    with tempfile.TemporaryDirectory(prefix="toolcli-security-") as scratch:
        for part in parts:
            started = time.perf_counter()
            score = measure(part, Path(scratch))
            scores[part] = (score, time.perf_counter() - started)
    print("\n".join(table(scores)))
    for part, (score, _) in scores.items():
        print(f"{part}: false alarms by code {_counts(score.alarm_codes)}; "
              f"misses by expected code {_counts(score.missed_codes)}")
    if args.by_file:
        for part, (score, _) in scores.items():
            for name, tally in sorted(score.by_file.items()):
                print(f"{part} {name}: caught {tally['caught']}/{tally['poisoned']}, "
                      f"false alarms {tally['alarms']}/{tally['benign']}")
    if args.misses:
        score = scores[args.misses][0]
        if score.poisoned:
            print(f"\n{args.misses} misses ({len(score.misses)}):", *(f"  {line}" for line in score.misses),
                  sep="\n")
        print(f"\n{args.misses} false alarms ({len(score.alarms)}):", *(f"  {line}" for line in score.alarms),
              sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
