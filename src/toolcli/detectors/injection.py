"""Whether a model-visible string directs the model beyond a tool's own use
(X002, SPEC §5.5): the weighted verdict of `evidence.py` on the text as written
and on what each of its disguises hides (`readings.py`), with the directives
of `directives.py` and the hiding places a text can sit in.

Where a text sits changes its verdict in one way only: a sentence set apart
from prose (in a value, a key or a name: `aside`) sits in a hiding place, so
`judge` reads a text with where it stands. Pure functions of their input,
standard library only.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from . import characters, directives, evidence, readings, signals



class Firing(NamedTuple):
    """A reading of a text that directs the model: the weighted verdict, the span
    it covers and how the text was read ("" as written, else its disguise)."""

    verdict: evidence.Verdict
    span: str
    how: str

    @property
    def evidence(self) -> str:
        return f"{self.verdict.named()}; score {self.verdict.score:.2f}"

    @property
    def level(self) -> str | None:
        """"error", "warning", or None (no finding): `evidence.level_of`."""
        return evidence.level_of({kind for kind, _ in self.verdict.signals})


def judge(text: str, in_prose: bool) -> list[Firing]:
    """X002's verdict on `text` where it stands (`in_prose` or set apart): the
    readings that direct the model with a finding's level; [] when none."""
    return [firing for firing in firings(text, in_prose) if firing.level is not None]


def firings(text: str, in_prose: bool) -> list[Firing]:
    """The readings of `text` that direct the model where it stands, whatever their level."""
    disguised = readings.disguised(text)
    if not signalled(text, disguised):
        return []  # the common case
    return instructions(text, disguised, in_prose)


def aside(text: str, in_prose: bool) -> bool:
    """Whether `text` is written as a sentence where no prose sits: it is never
    (`in_prose`) a description, a title or a tool's name, only a value or a key, and holds a space or
    is a name running five words or more together ("includeTheUsersAwsCredentialsFileHere",
    not "session_token"; a URL is no name)."""
    return not in_prose and (" " in text or text.replace("-", "_").isidentifier()
                             and len(evidence.parameter_words(text)) >= 5)


def signalled(text: str, disguised: Sequence[readings.Reading]) -> bool:
    """Whether a reading a verdict is given on (`candidates`) holds a directive or a
    signal of a harmful kind: without one, no verdict reaches the threshold, wherever
    the text sits."""
    return any(directives.directives(reading.text) or evidence.hits(reading.text)
               for reading in candidates(text, disguised))


def candidates(text: str, disguised: Sequence[readings.Reading]) -> list[readings.Reading]:
    """The readings a verdict is given on: the text as written unless it is a name
    of words run together (read only as its words), then each disguise's."""
    return ([readings.Reading("", text)] if as_written(disguised) else []) + list(disguised)


def as_written(disguised: Sequence[readings.Reading]) -> bool:
    """Whether a text is read as written: all but a name of words run together."""
    return disguised[0].how != readings.IDENTIFIER if disguised else True


def instructions(text: str, disguised: Sequence[readings.Reading], in_prose: bool) -> list[Firing]:
    """(what, span, how it was read) of the weighted verdict on the text as written
    or on what one of its disguises hides: the signals that carried it and the
    span they cover; [] below the threshold. A text set aside from prose
    (`aside`) and one that whitespace pushes off the screen sit in hiding places."""
    is_aside = aside(text, in_prose)
    best: tuple[evidence.Verdict, readings.Reading] | None = None
    for reading in candidates(text, disguised):
        found = directives.directives(reading.text)
        extra = [evidence.Hit(signals.DIRECTIVE_FAMILIES[item.family], signals.FAMILY_WEIGHTS[item.family],
                              item.start, item.start + len(item.span), item.detail) for item in found]
        everywhere = [evidence.Hit(signals.HIDDEN, signals.ASIDE_WEIGHT, 0, 0)] if is_aside else []
        if reading.how and reading.how != readings.IDENTIFIER:  # an encoding is a hiding place
            everywhere.append(evidence.Hit(signals.HIDDEN, signals.ENCODED_WEIGHT, 0, 0))
            if reading.how in readings.UNREADABLE:
                everywhere.append(evidence.Hit(signals.CONCEALMENT, signals.ENCODED_CONCEALMENT_WEIGHT, 0, 0))
        elif not reading.how and (padded := characters.hiding_whitespace(text)) is not None:
            extra.append(evidence.Hit(signals.HIDDEN, signals.PADDED_WEIGHT, padded[0], padded[0]))
        verdict = evidence.verdict(reading.text, extra=extra, everywhere=everywhere)
        if verdict is not None and reading.how and reading.how != readings.IDENTIFIER \
                and not evidence.revealed(reading.text, text, verdict, extra):
            continue  # the decoding revealed nothing the verdict rests on: the text as written decides
        if verdict is not None and (best is None or verdict.score > best[0].score):
            best = (verdict, reading)
    if best is None:
        return []
    verdict, reading = best
    return [Firing(verdict, reading.text[verdict.start:verdict.end], reading.how)]
