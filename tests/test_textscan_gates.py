"""The X002 gates only skip work: `textscan.injections`, which runs a pattern
only when the string holds the words and characters its gate names, finds
exactly what running every pattern on every string finds."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolcli.rules import text_detectors as textscan

_ASCII = st.characters(max_codepoint=0x7F)


def _ungated(text: str) -> list[tuple[str, str]]:
    """What injections finds when every pattern runs on `text`."""
    first: dict[str, tuple[int, str]] = {}
    for family, source, flags, _ in textscan._PATTERN_SOURCES:
        match = re.compile(source, flags).search(text)
        if match and (family not in first or match.start() < first[family][0]):
            first[family] = (match.start(), match.group())
    for match in re.compile(textscan._COMMENT, re.DOTALL).finditer(text):
        if re.compile(textscan._ACTION, re.IGNORECASE).search(match.group(1)):
            if textscan.PSEUDO_TAG not in first or match.start() < first[textscan.PSEUDO_TAG][0]:
                first[textscan.PSEUDO_TAG] = (match.start(), match.group())
            break
    ordered = sorted(first.items(), key=lambda item: (item[1][0], item[0]))
    return [(family, textscan.quote(span)) for family, (_, span) in ordered]


def _found(text: str) -> list[tuple[str, str]]:
    return [tuple(hit) for hit in textscan.injections(text)]


@pytest.mark.parametrize("index", range(len(textscan._PATTERN_SOURCES)))
def test_a_gate_lets_through_every_string_its_pattern_matches(index: int) -> None:
    _, source, flags, _ = textscan._PATTERN_SOURCES[index]

    @settings(max_examples=60, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(st.from_regex(re.compile(source, flags), alphabet=_ASCII))
    def check(text: str) -> None:
        assert _found(text) == _ungated(text)

    check()


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_any_text_is_found_the_same_with_and_without_gates(text: str) -> None:
    assert _found(text) == _ungated(text)


def test_concealment_without_an_apostrophe_is_found() -> None:
    assert _found("dont tell the user") == [(textscan.CONCEALMENT, "dont tell the user")]
