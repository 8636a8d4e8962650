"""What the parse says of the detectors' expressions, read ahead of time
(src/toolcli/detectors/expression_readings.json, written by
benchmarks/expression_readings.py): the same as worked out, and only a saving."""

from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import REPO
from toolcli.detectors import evidence, expressions


def test_the_file_is_what_the_script_writes() -> None:
    done = subprocess.run([sys.executable, str(REPO / "benchmarks" / "expression_readings.py"), "--check"],
                          capture_output=True, text=True, cwd=REPO, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_signal_is_read_ahead_and_read_right() -> None:
    stored = expressions._readings()
    for harmful in (True, False):
        sources = [signal[4] for signal in evidence._table(harmful)[0]]
        sources += [signal[4] for signal, _ in evidence._concept_table(harmful)[0]]
        for source in sources:
            assert stored["split"][expressions.reading_key(source)] == expressions.cuts_between_branches(source)
            for branch in expressions.split(source) or [source]:
                key = expressions.reading_key(branch)
                assert stored["leading"][key] == expressions.leading(branch)
                first, others = evidence._needle_table(branch)
                assert stored["needles"][key] == [list(first), [list(other) for other in others]]


@pytest.mark.parametrize("source, parts", [
    ("keep (?:it|this) quiet|hide it", ["keep (?:it|this) quiet", "hide it"]),
    ("a|b?", None),  # a branch that may match nothing: searched whole
    (r"[|]x|y", [r"[|]x", "y"]),
])
def test_an_expression_the_file_does_not_know_is_worked_out(source: str, parts: list[str] | None) -> None:
    assert expressions.reading_key(source) not in expressions._readings()["split"]
    assert expressions.split(source) == parts
