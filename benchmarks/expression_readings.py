"""Read the detectors' expressions ahead of time: src/toolcli/detectors/expression_readings.json.

    .venv/bin/python benchmarks/expression_readings.py [--check]

To search a long text, X002 reads each expression's parse: where it splits into
branches that never match the empty string (`expressions.split`), the strings
every match of a branch starts with (`expressions.leading`) and the needles a
branch's matches hold (`evidence._needle_table`). Worked out as a run goes,
that was a tenth of a cold `validate` of the real servers, and a process
sharing X002 with a helper paid it twice (benchmarks/RESULTS.md, "X002 on two
processes"). Each reading is a function of the expression's text alone, so the
file only saves the work: a reading it lacks is worked out as before.

What is read: every signal's and lexicon concept's expression and its branches,
and every expression a validate of the real servers (tests/corpus/servers, as
benchmarks/run.py builds them) asks about, recorded while it runs. `--check`
compares with the file instead of writing it (exit 1 when they differ).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

from run import REAL_REGISTRY  # noqa: E402 - benchmarks/ is not a package

from toolcli.detectors import evidence, expressions  # noqa: E402

READERS = {"split": expressions.cuts_between_branches, "leading": expressions.leading,
           "needles": evidence._needle_table}


def asked_by_a_run(registry: Path) -> dict[str, set[str]]:
    """(kind -> expressions) X002 asks about while it validates `registry`, every
    expression split at its first use."""
    from toolcli.api import load
    from toolcli.validation import validate_registry

    asked: dict[str, set[str]] = {kind: set() for kind in READERS}

    def recording(kind: str, source: str, reading):
        asked[kind].add(source)
        return reading(source)

    expressions.known = recording  # the module's own calls resolve it there; a process of its own
    loaded = load(registry)
    validate_registry(loaded._location, loaded._model, use_cache=False)
    return asked


def every_signal() -> dict[str, set[str]]:
    sources = {signal[4] for harmful in (True, False) for signal in evidence._table(harmful)[0]}
    sources |= {signal[4] for harmful in (True, False) for signal, _ in evidence._concept_table(harmful)[0]}
    branches = {branch for source in sources for branch in (expressions.split(source) or [source])}
    return {"split": sources, "leading": branches, "needles": branches}


def readings() -> dict[str, dict[str, object]]:
    with tempfile.TemporaryDirectory() as work:
        registry = Path(work) / "registry-real"
        subprocess.run([sys.executable, "-c", REAL_REGISTRY, str(registry), str(REPO / "tests")],
                       check=True, capture_output=True, cwd=REPO)
        asked = asked_by_a_run(registry)
    for kind, sources in every_signal().items():
        asked[kind] |= sources
    found: dict[str, dict[str, object]] = {}
    for kind, reader in READERS.items():
        found[kind] = {}
        for source in asked[kind]:
            key = expressions.reading_key(source)
            reading = _plain(reader(source))
            if found[kind].setdefault(key, reading) != reading:
                raise SystemExit(f"two expressions share the key {key}: make reading_key longer")
    return found


def _plain(reading: object) -> object:
    """A reading as JSON holds it: tuples as lists."""
    if isinstance(reading, (tuple, list)):
        return [_plain(item) for item in reading]
    return reading


def layout(found: dict[str, dict[str, object]]) -> str:
    """The file: sorted, one reading a line (a change reads as a diff of lines)."""
    sections = []
    for kind in sorted(found):
        lines = ",\n".join(f"{json.dumps(key)}:{json.dumps(value, ensure_ascii=False, separators=(',', ':'))}"
                           for key, value in sorted(found[kind].items()))
        sections.append(f"{json.dumps(kind)}:{{\n{lines}\n}}")
    return "{" + ",\n".join(sections) + "}\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    args = parser.parse_args(argv)
    text = layout(readings())
    if args.check:
        same = expressions.READINGS.read_text(encoding="utf-8") == text
        print("expression readings: " + ("in sync" if same else "differ; run benchmarks/expression_readings.py"))
        return 0 if same else 1
    expressions.READINGS.write_text(text, encoding="utf-8")
    counts = ", ".join(f"{len(found)} {kind}" for kind, found in json.loads(text).items())
    print(f"wrote {expressions.READINGS.relative_to(REPO)}: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
