"""Fitted weights over a tool's model-visible text: the second opinion of X002
(SPEC §5.5 and §16).

The hand-set signals of `signals.py` reach the wordings their authors
thought of. This model reads every word: a tool's strings become a set of
features — lower-cased words and word pairs after NFKC (full-width letters
fold to ASCII) with URLs, e-mail addresses, paths and numbers replaced by
class tokens, the words of parameter names apart, where a text sits
(an HTML or Markdown comment, a chat-template role token, a pseudo-tag, text
after padding, prose in an enum value), and the kinds of hand-set signal,
suppressor (`sup:`, the user asked or confirms, privacy guidance, a text about
attacks) and directive family found in it, each signal marked again when the
tool's own purpose names its target (`for_purpose`). Each feature has a weight; a tool's score is
the logistic of the bias plus the weights of the features it holds, each
counted once. The weights are fitted by `benchmarks/fit_security.py`
(logistic regression with L2, standard library only, deterministic) on the
development corpus and the real tools, and shipped in `security_weights.json`;
that file is never edited by hand.

A verdict names the features that carried it and the sentence that weighs
most. Pure functions over strings and JSON values, standard library only.
"""

from __future__ import annotations

import json
import math
import re
import sys
import unicodedata
from functools import cache, lru_cache
from typing import Any, Iterable, Iterator, NamedTuple

from . import directives, evidence
from .signals import ATTACK_KINDS

WEIGHTS_FILE = "security_weights.json"

# Where a text sits in a tool, as the features name it.
PROSE = "prose"  # a name, description, title, or a description inside a schema
NAME = "name"  # a property name
VALUE = "value"  # an enum, const, default or example value, a pattern, a format

# (token, what it replaces, marks one of which the text must hold for it to match)
_CLASS_TOKENS = (
    ("<url>", r"\b(?:https?|ftp|wss?)://\S+|\bwww\.\S+", ("://", "www.")),
    ("<email>", r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b", ("@",)),
    ("<path>", r"(?:~|\.{1,2})?/(?:[\w.-]+/)*[\w.-]+|\b[a-z]:\\\S+|(?<![\w.])\.[a-z][\w-]*(?:/\S*)?\b",
     ("/", "\\", ".")),
    ("<num>", r"\b\d[\d,._:-]*\b", tuple("0123456789")),
)
# A search cheaper than the replacement that finds where one can start (no "." of a
# sentence's end or a file name's, which the <path> expression would try to match
# at every position): the look-behind of "(?<![\w.])\.", written after the dot.
_STARTS = {"<path>": r"[/\\]|\.(?<![\w.]\.)[a-z]"}
_CJK = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff"
_TOKEN = rf"<(?:url|email|path|num)>|[{_CJK}]|[^\W\d_{_CJK}]+(?:['’][^\W\d_]+)?"
_PLACEMENT = (  # (feature, expression, marks as above)
    ("@comment", r"<!--|\[//\]:|\[comment\]:", ("<!--", "]:")),
    ("@role-token", r"<\|[a-z_]+\|>|\[/?inst\]|<<\s*/?sys\s*>>", ("<|", "[", "<<")),
    ("@pseudo-tag", r"<\s*/?\s*[a-z_-]{3,20}\s*>", ("<",)),
    ("@padding", r"[ \t]{40,}\S|(?:\n\s*){6,}\S", ("    ", "\t", "\n")),
    ("@role-line", r"(?:^|\n)\s*(?:system|assistant|user|human|ai)\s*:", (":",)),
)
_SENTENCE = r"[^.!?。！？\n]+[.!?。！？]*"


@cache
def _regex(source: str) -> re.Pattern[str]:
    return re.compile(source, re.IGNORECASE)


def normalised(text: str) -> str:
    """NFKC, lower-cased, with URLs, addresses, paths and numbers as class tokens."""
    low = (text if text.isascii() else unicodedata.normalize("NFKC", text)).lower()
    for token, source, marks in _CLASS_TOKENS:
        if any(mark in low for mark in marks) and (token not in _STARTS or _regex(_STARTS[token]).search(low)):
            low = _regex(source).sub(f" {token} ", low)
    return low


def words(text: str) -> list[str]:
    return _tokens().findall(normalised(text))


@cache
def _tokens() -> re.Pattern[str]:
    """_TOKEN without folding case: a normalised text is lower-cased already, and
    folding its ranges of letters triples the compile, ~18 ms against ~6 ms
    (benchmarks/RESULTS.md, "The token expression")."""
    return re.compile(_TOKEN)


def text_features(text: str, where: str) -> set[str]:
    """The features of one string sitting at `where` (PROSE, NAME or VALUE)."""
    if where == NAME:
        return {f"n:{word}" for word in evidence.parameter_words(text)}
    tokens = words(text)
    found = set(tokens)
    found.update(f"{a} {b}" for a, b in zip(tokens, tokens[1:]))
    if where == VALUE and len(tokens) >= 5:
        found.add("@prose-in-value")
    if unicodedata.normalize("NFKC", text) != text and not text.isascii():
        found.add("@nfkc-changes")
    for feature, source, marks in _PLACEMENT:
        if any(mark in text for mark in marks) and _regex(source).search(text):
            found.add(feature)
    if len(tokens) >= 3:
        found.update(signal_features(text))
    return found


@lru_cache(maxsize=1 << 16)
def signal_features(text: str) -> tuple[str, ...]:
    """The features of the hand-set signals (`sig:`, or `sup:` for those that weigh
    against) and of the directives in `text`."""
    found = {f"{'sig' if hit.weight > 0 else 'sup'}:{hit.kind}" for hit in evidence.hits(text)}
    found.update(f"fam:{item.family}" for item in directives.directives(text))
    return tuple(sorted(found))


# Levels by measurement (SPEC §5.5; benchmarks/RESULTS.md, "X levels"): the weights'
# verdict alone is a warning, and only from this probability, which fewer than 1 in
# 1,000 real tools of the development part reach.
FINDING_PROBABILITY = 0.97


def judge_tool(name: str, description: str, texts: Iterable[tuple[str, str]],
               values: Iterable[tuple[str, Any]]) -> FittedVerdict | None:
    """The fitted weights' verdict on a whole tool (`texts`, `values` as `places`
    reads them) that holds evidence and scores at the threshold; None otherwise,
    and for a tool whose description is about attacks, whose samples are its data.
    Weighing tokenises every string: a caller asks only of a tool where a string
    other than a property name `holds_evidence` (X002 reads it from its text verdicts)."""
    found = list(places(texts, values))
    fitted = model()
    held: set[str] = set()
    for text, where in found:
        held.update(weighed_features(text, where))
    if not evidenced(held):
        return None
    held = for_purpose(held, name, description)
    if probability(held, fitted) < max(fitted.threshold, FINDING_PROBABILITY) or evidence.about_attacks(description):
        return None
    return explain(held, dict(found), fitted)


@lru_cache(maxsize=1 << 16)  # the strings tools share ("Repository owner") are read once
def weighed_features(text: str, where: str) -> tuple[str, ...]:
    """The features of `text_features` that can move a verdict: those with a weight
    and the evidence features (see `evidenced`), each string interned. A tool's
    probability, evidence and explanation read nothing else, and kept for every
    string of a 10,000-tool registry all its word pairs, or a set of each, would
    cost ~30 MiB (benchmarks/RESULTS.md, "peak RSS")."""
    weights = model().weights
    return tuple(sys.intern(feature) for feature in text_features(text, where)
                 if feature in weights or feature.startswith(EVIDENCE_PREFIXES))


def places(texts: Iterable[tuple[str, str]], values: Iterable[tuple[str, Any]]) -> Iterator[tuple[str, str]]:
    """(text, where) of a tool's strings: `texts` are (label, text) outside the
    schemas (the name, description, title), `values` (key, value) the schemas and
    annotations."""
    for label, text in texts:
        yield (text, NAME) if label == "name" else (text, PROSE)
    for _, value in values:
        yield from _schema_places(value)


_NOT_WORDS = frozenset(("$schema", "$id", "$ref", "pattern", "format", "contentEncoding", "contentMediaType"))


def _schema_places(value: Any) -> Iterator[tuple[str, str]]:
    stack: list[tuple[Any, str]] = [(value, "")]
    while stack:
        node, key = stack.pop()
        if isinstance(node, dict):
            for name, item in node.items():
                if key in ("properties", "$defs", "definitions", "patternProperties"):
                    yield name, NAME
                if isinstance(item, str):
                    # The dialect's URI and an expression are no words of the tool's.
                    if item and name not in _NOT_WORDS:
                        yield item, PROSE if name in ("description", "title", "$comment") else VALUE
                elif isinstance(item, (dict, list)):
                    stack.append((item, name))
        elif isinstance(node, list):
            for item in node:
                if isinstance(item, str):
                    if item and key != "required":
                        yield item, VALUE
                elif isinstance(item, (dict, list)):
                    stack.append((item, key))


# Features that can be evidence of an attack: the hand-set signals and the directive
# families (`evidenced` says which are). The weights alone, on a tool holding none,
# decide nothing: a hiding place with plain words in it ("Add a note" after
# padding) is no attack.
EVIDENCE_PREFIXES = ("sig:", "fam:")


def evidenced(features: Iterable[str]) -> bool:
    """Whether features hold what makes an attack: a directive family, or a hand-set
    signal of one of the kinds that do (signals.ATTACK_KINDS); an imperative, a
    credential or a URL alone is every API's documentation."""
    return any(feature.startswith("fam:") or feature in _ATTACK_FEATURES for feature in features)


_ATTACK_FEATURES = frozenset(f"sig:{kind}" for kind in ATTACK_KINDS)


# A hand-set signal of a target the tool's own purpose names (a scheduler's crontab,
# a title maker's conversation) is its job, as `evidence.verdict` reads it: beside
# it the tool holds an `own:` feature of that kind, whose weight the fit learns.
OWN_PREFIX = "own:"


# A tool whose job is the text it is given (translating, transliterating, converting
# a register, formatting, counting, detecting its language): the sentences in its
# values are samples of that text, not words to the model. The fit weighs it.
SAMPLE_TEXT = "@sample-text"
_TEXT_JOB = (r"translat|transliter|\bconvert|romaji|keigo|honorific|subtitle|\bsrt\b|detect\w*[ _]language"
             r"|tokeni[sz]|count[ _]tokens|proofread|spell|grammar|paraphras|rewrit|traduc|tradu[çz]|traduci|übersetz"
             r"|перев[оеё]д|翻訳|翻译|翻譯|번역|변환|바꿉니다|変換|แปล|अनुवाद|ترجم|ترجمه")


def for_purpose(features: Iterable[str], name: str, description: str) -> set[str]:
    """`features` of a whole tool and, for each hand-set signal of a kind its
    purpose (`evidence.tool_purpose`) names, `own:` that kind; `SAMPLE_TEXT` when
    the tool's job is the text it is given and prose sits in one of its values."""
    purpose = evidence.tool_purpose(name, description)
    features = set(features)
    if "@prose-in-value" in features and _regex(_TEXT_JOB).search(purpose):
        features.add(SAMPLE_TEXT)
    signalled = frozenset(feature[4:] for feature in features if feature.startswith("sig:"))
    kinds = evidence.purpose_kinds(purpose, signalled) if signalled else ()
    return features | {f"{OWN_PREFIX}{kind}" for kind in signalled.intersection(kinds)}


def holds_evidence(text: str) -> bool:
    """Whether `text` holds what makes an attack (see `evidenced`): a superset of
    `evidenced` on the features of a tool holding it, so a tool where no string
    other than a property name holds it need not be weighed."""
    return evidenced(signal_features(text))


class Model(NamedTuple):
    bias: float
    threshold: float  # a probability: a tool at or above it is an attack
    weights: dict[str, float]


@cache
def model() -> Model:
    from importlib import resources  # only when a tool is weighed

    data = json.loads(resources.files(__package__).joinpath(WEIGHTS_FILE).read_text(encoding="utf-8"))
    return Model(data["bias"], data["threshold"], data["weights"])


def probability(features: Iterable[str], fitted: Model | None = None) -> float:
    fitted = fitted or model()
    weights = fitted.weights
    return _logistic(fitted.bias + sum(weights.get(feature, 0.0) for feature in set(features)))


def _logistic(score: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, score))))


class FittedVerdict(NamedTuple):
    probability: float
    features: tuple[tuple[str, float], ...]  # the heaviest positive contributions
    text: str  # the string holding the sentence that weighs most
    sentence: str


def explain(features: set[str], found_in: dict[str, str], fitted: Model | None = None) -> FittedVerdict:
    """What carried a tool's score: its heaviest features, and the sentence (of the
    strings in `found_in`, text -> where it sits) whose features weigh most."""
    fitted = fitted or model()
    weights = fitted.weights
    contributions = sorted(((feature, weights[feature]) for feature in features
                            if weights.get(feature, 0.0) > 0), key=lambda item: (-item[1], item[0]))
    best = (-math.inf, "", "")
    for text, where in sorted(found_in.items()):
        for sentence in _regex(_SENTENCE).findall(text) or [text]:
            weight = sum(weights.get(feature, 0.0) for feature in text_features(sentence, where))
            if weight > best[0]:
                best = (weight, text, sentence.strip())
    return FittedVerdict(probability(features, fitted), tuple(contributions[:5]), best[1], best[2])


def label(feature: str) -> str:
    """How a feature reads in a message."""
    if feature.startswith(("sig:", "sup:")):
        return feature[4:]
    if feature.startswith(OWN_PREFIX):
        return f"{feature[len(OWN_PREFIX):]}, the tool's own purpose"
    if feature.startswith("fam:"):
        return directives.FAMILY_NAMES.get(feature[4:], feature[4:])
    if feature.startswith("n:"):
        return f"parameter word {feature[2:]!r}"
    if feature.startswith("@"):
        return feature[1:].replace("-", " ")
    return repr(feature)
