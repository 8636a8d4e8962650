"""Weighted evidence that a text attacks the model (X002, SPEC §5.5 and §16).

No single phrase decides. Many weak, general signals are looked for — who is
addressed, whether an action is demanded, what it touches, where it goes,
whether it hides from the user, whether it waits on other tools or events,
where it sits, what it changes on the user's machine — each with a weight
(`signals.SIGNALS`). The weights of the signals found close together (within
`WINDOW` characters, one per kind) are added with those of the suppressors
(the user asked for it, the user confirms it, the text is about attacks) and
the text is an attack when the sum reaches 1. No signal weighs 1 alone
except overriding the model's instructions, running fetched code and the
directive families of `directives.py` read together with a target. A target
the tool's own purpose names (its first sentence, or its name and
description for a parameter) weighs nothing: a title summariser takes the
conversation, a login tool a one-time code.

The signals themselves, their kinds and weights are `signals.py`'s: this
module is the engine that reads them. Each verdict names the signals that
carried it and quotes the span they cover.

Pure functions over strings, standard library only. Each signal's expression
runs only on a text holding one of its anchor words, and a text whose
anchored signals cannot reach 1 together is not searched at all.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import cache, lru_cache
from typing import AbstractSet, Any, Iterable, Iterator, NamedTuple

from . import lexicon
from .directives import without_quoted_mentions
from .signals import anchors as spaced_anchors
from .signals import (
    THRESHOLD, WINDOW, ADDRESSED, ROLE_TOKEN, HIDDEN, CREDENTIALS, CONVERSATION, PERSONAL, OTHER_TOOLS,
    STEERING, DISPARAGES, FIXED_ACCOUNT, INTO_PARAMETER, DESTINATION, DATA_URL, CONCEALMENT, DECEPTION,
    CONDITION, ASKS_SECRET, FETCH_FOLLOW, HONEST, ABOUT_ATTACKS, EXFILTRATION, COERCION, OVERRIDE,
    FETCHED_CODE, PROMOTION, USER_ASKED, USER_CONFIRMS, HARM_TARGETS, ATTACK_KINDS, ERROR_KINDS, TARGET_KINDS,
    SUPPORTING_KINDS,
    VERBATIM, RESERVED_NAMES, SIGNALS, PURPOSE, CONCEPT_KINDS,
)


class Hit(NamedTuple):
    kind: str
    weight: float
    start: int
    end: int
    detail: str = ""  # for a directive family's exfiltration: what would leave


class Verdict(NamedTuple):
    score: float
    signals: tuple[tuple[str, float], ...]  # kind, weight: what carried it, heaviest first
    start: int
    end: int  # the span the signals cover, in the text scored

    def named(self) -> str:
        return ", ".join(f"{kind} ({weight:+.2f})" for kind, weight in self.signals)

@cache
def _regex(source: str, flags: int = re.MULTILINE) -> re.Pattern[str]:
    return re.compile(source, flags)


_ASCII_WORDS = bytes(ord(chr(code).lower()) if code < 0x80 and (chr(code).isalnum() or code == 0x5F)
                     else 0x20 for code in range(256))


def _words(text: str) -> frozenset[str]:
    if text.isascii():
        return frozenset(text.encode("ascii").translate(_ASCII_WORDS).decode("ascii").split())
    # A Latin word written against another script ("id_rsa并") is a word of its own too.
    low = text.lower()
    return frozenset(_regex(r"\w+").findall(low)).union(_regex(r"[a-z0-9_]+").findall(low))


# A text longer than this is searched only around the anchors of each signal: a match
# counts where it starts from REACH_BACK characters before one of its signal's anchors
# to REACH_AHEAD after it, so a long text is read in small parts and a signal's words
# far from its anchors are no evidence of it. On the 2,159 long strings of the corpora
# that finds 145 hits fewer than the whole texts give and none more; on the development
# parts it stops one real tool fewer and catches the same cases (benchmarks/RESULTS.md,
# "anchors and windows").
LONG_TEXT = 400
REACH_BACK, REACH_AHEAD = 100, 160


class _AnchorIndex:
    """Where each word of a long text starts (one pass over its words, as `_words`
    reads them), and each mark, looked for when first asked."""

    def __init__(self, low: str) -> None:
        self.low = low
        self.starts: dict[str, list[int]] = {}
        for pattern in (r"[a-z0-9_]+",) if low.isascii() else (r"\w+", r"[a-z0-9_]+"):
            for match in _regex(pattern).finditer(low):
                self.starts.setdefault(match.group(), []).append(match.start())

    def of(self, anchor: str, mark: bool) -> list[int]:
        known = self.starts.get(anchor)
        if known is None:
            known = []
            if mark:
                at = self.low.find(anchor)
                while at >= 0:
                    known.append(at)
                    at = self.low.find(anchor, at + 1)
            self.starts[anchor] = known
        return known

    def matches(self, pattern: re.Pattern[str], text: str, words: Iterable[str],
                marks: Iterable[str]) -> Iterator[re.Match[str]]:
        """`pattern.finditer(text)` where it can match: around the given anchors."""
        starts = [start for word in words for start in self.of(word, False)]
        starts.extend(start for mark in marks for start in self.of(mark, True))
        windows: list[list[int]] = []
        for at in sorted(starts):
            begin, end = max(0, at - REACH_BACK), min(len(text), at + REACH_AHEAD)
            if windows and begin <= windows[-1][1]:
                windows[-1][1] = max(windows[-1][1], end)
            else:
                windows.append([begin, end])
        reached = 0
        for begin, end in windows:
            for match in pattern.finditer(text, max(begin, reached), end):
                # The window's end is the text's end to the expression, where a "\b" or a
                # lookahead can pass that the whole text fails: each match is taken as the
                # whole text gives it at that start.
                whole = pattern.match(text, match.start())
                if whole is not None and whole.start() >= reached:
                    reached = whole.end()
                    yield whole


def hits(text: str, force: bool = False) -> list[Hit]:
    """Every signal in `text` (lower-cased here, quoted examples blanked), in order
    of position; none at all when no signal of a kind that makes an attack or that
    it reaches for (signals.ATTACK_KINDS, TARGET_KINDS) is found, unless `force`."""
    return list(_hits(text, force))


@lru_cache(maxsize=1 << 17)  # X002's verdicts and the fitted weights' features read the same strings: a 10,000-tool registry holds ~31,000 (benchmarks/RESULTS.md, "validate 10k"), every real server ~85,000
def _hits(text: str, force: bool) -> tuple[Hit, ...]:
    low = text.lower()
    found: list[Hit] = []
    blanked = ""
    anchored: _AnchorIndex | None = None
    words = _words(low)
    for phase in (True, False):  # the signals of an attack's kinds, then the others
        signals, words_union, marks_union = _table(phase)
        other_languages = _other_languages(phase, low, words)
        present = words & words_union
        marks = _marks_in(low, words, marks_union)
        # A text of another script runs every signal that spells a word in one too.
        scripted = _in_other_scripts(phase) if _other_script(low) else ()
        if not present and not marks and not scripted and not other_languages and not force:
            break
        index = _anchor_index(phase)
        by_anchor = sorted({position for anchor in (*present, *marks) for position in index[anchor]})
        everywhere = [signals[position] for position in sorted(set(scripted).difference(by_anchor))] + other_languages
        chosen = [signals[position] for position in by_anchor]
        if (chosen or everywhere) and not blanked:
            blanked = without_quoted_mentions(low)
            anchored = _AnchorIndex(low) if len(low) > LONG_TEXT else None
        for kind, weight, words_of, marks_of, whole in chosen:
            matches = (_regex(whole).finditer(blanked) if anchored is None or kind in _SEARCHED_WHOLE
                       else anchored.matches(_regex(whole), blanked, present & words_of, marks & marks_of))
            found.extend(Hit(kind, weight, match.start(), match.end())
                         for match in matches if match.end() > match.start())
        for kind, weight, _, _, whole in everywhere:
            found.extend(Hit(kind, weight, match.start(), match.end())
                         for match in _regex(whole).finditer(blanked) if match.end() > match.start())
        if phase and not found and not force:
            break  # nothing that makes an attack: no verdict, whatever else the text holds
    found.sort(key=lambda hit: (hit.start, hit.kind))
    return tuple(found)


@cache
def _in_other_scripts(harmful: bool) -> tuple[int, ...]:
    """The positions of the harmful signals (or of the others) whose expressions spell a
    letter outside ASCII ("ください", "pe[çc]a", "не говори"; a curly quote is no
    letter) or read no words at all (an account number): their anchors are English
    words, so a text of another script runs them whatever anchors it holds."""
    return tuple(position for position, signal in enumerate(_table(harmful)[0])
                 if signal[0] in _SCRIPT_NEUTRAL or any(char > "\x7f" and char.isalpha() for char in signal[4]))


_SCRIPT_NEUTRAL = frozenset((FIXED_ACCOUNT,))
# Searched in the whole of a long text: an account number holds none of its anchors, and
# a hidden block runs up to 1,000 characters from its opening tag to its closing one.
_SEARCHED_WHOLE = frozenset((FIXED_ACCOUNT, HIDDEN))


def _other_script(low: str) -> bool:
    """Whether a text holds a letter outside ASCII (a dash, a curly quote or an emoji is none)."""
    return not low.isascii() and any(char.isalpha() for char in set(low) if char > "\x7f")


@cache
def _anchor_index(harmful: bool) -> dict[str, tuple[int, ...]]:
    """Each anchor word or mark of the harmful signals (or of the others), with the
    positions of the signals it admits: a text's anchors pick its signals without
    testing every signal's."""
    index: dict[str, list[int]] = {}
    for position, (_, _, words, marks, _) in enumerate(_table(harmful)[0]):
        for anchor in words | marks:
            index.setdefault(anchor, []).append(position)
    return {anchor: tuple(positions) for anchor, positions in index.items()}


@cache
def _table(harmful: bool) -> tuple[list[tuple[str, float, frozenset[str], frozenset[str], str]],
                                   frozenset[str], frozenset[str]]:
    """The signals of harmful kinds (or of the others), each with its anchor words
    and marks apart; and the union of anchor words and of marks."""
    signals = []
    for kind, weight, anchors, source in SIGNALS:
        if (kind in _FIRST) == harmful:
            marks = frozenset(anchor for anchor in anchors  # "_token", "delete_": part of a word, found as a mark
                              if "_" in (anchor[0], anchor[-1]) or not anchor.replace("_", "a").isalnum())
            signals.append((kind, weight, anchors - marks, marks, source))
    return (signals, frozenset().union(*(signal[2] for signal in signals)),
            frozenset().union(*(signal[3] for signal in signals)))


def _marks_in(text: str, words: frozenset[str], marks: frozenset[str]) -> frozenset[str]:
    """The marks that occur in `text`: a mark that opens with a word ("keep it",
    "api key") only where the text holds that word, the others ("~/", "<|",
    "_token") searched for where the text holds their first character."""
    grouped = _marks_by_first_word(marks)
    found = [mark for character in grouped.first_characters & set(text)
             for mark in grouped.by_first_character[character] if mark in text]
    for word in grouped.opening_words & words:
        found.extend(mark for mark in grouped.by_word[word] if mark in text)
    return frozenset(found)


class _GroupedMarks(NamedTuple):
    by_word: dict[str, tuple[str, ...]]
    opening_words: frozenset[str]
    by_first_character: dict[str, tuple[str, ...]]
    first_characters: frozenset[str]


@cache
def _marks_by_first_word(marks: frozenset[str]) -> _GroupedMarks:
    by_word: dict[str, list[str]] = {}
    others: dict[str, list[str]] = {}
    for mark in sorted(marks):
        first = re.match(r"[a-z0-9]+(?=[^a-z0-9_])", mark)
        if first is None:
            others.setdefault(mark[0], []).append(mark)
        else:
            by_word.setdefault(first.group(), []).append(mark)
    return _GroupedMarks({word: tuple(group) for word, group in by_word.items()}, frozenset(by_word),
                         {character: tuple(group) for character, group in others.items()}, frozenset(others))


def _other_languages(harmful: bool, low: str, words: frozenset[str]) -> list[tuple[str, float, frozenset[str],
                                                                                   frozenset[str], str]]:
    """The concepts of lexicon.py (of harmful kinds, or the others) whose anchors
    `low` holds: a word among its words, or a mark of a script it is written in."""
    table, union = _concept_table(harmful)
    if low.isascii():
        if union.isdisjoint(words):
            return []  # the common case: an English text
        blocks: frozenset[int] = frozenset()
    else:
        blocks = frozenset(ord(char) >> 7 for char in _regex(r"[^\x00-\x7f]").findall(low))
    return [signal for signal, by_block in table
            if not signal[2].isdisjoint(words)
            or any(mark in low for block in blocks.intersection(by_block) for mark in by_block[block])]


@cache
def _concept_table(harmful: bool) -> tuple[list[tuple[tuple[str, float, frozenset[str], frozenset[str], str],
                                                      dict[int, tuple[str, ...]]]], frozenset[str]]:
    """Each concept of lexicon.py as a signal (kind, weight, anchor words, no marks,
    expression) with its marks by the 128-character block of their first
    non-ASCII character; and the union of anchor words. Words are of Latin or
    Cyrillic letters; any other anchor, and a stem ending in "*", is a mark,
    looked for as a substring (each holds a non-ASCII character)."""
    table = []
    for concept, weight, spaced, alternatives in lexicon.CONCEPTS:
        kind = CONCEPT_KINDS[concept]
        if (kind in _FIRST) != harmful:
            continue
        anchors = spaced_anchors(spaced)  # "şifre*": a stem, looked for as a substring
        marks = {anchor.rstrip("*") for anchor in anchors
                 if not anchor.rstrip("*").isalnum() or anchor.endswith("*")
                 or any(char >= "\u0530" for char in anchor)}
        anchors = frozenset(anchor for anchor in anchors if anchor.rstrip("*") not in marks)
        by_block: dict[int, list[str]] = {}
        for mark in sorted(marks):
            by_block.setdefault(ord(next(char for char in mark if char > "\x7f")) >> 7, []).append(mark)
        table.append(((kind, weight, anchors, frozenset(), "|".join(alternatives)),
                      {block: tuple(group) for block, group in by_block.items()}))
    return table, frozenset().union(*(signal[2] for signal, _ in table))


def verdict(text: str, purpose: str = "", extra: Iterable[Hit] = (),
            everywhere: Iterable[Hit] = ()) -> Verdict | None:
    """The weighted verdict on `text`, or None below the threshold. `purpose` is
    what the tool is for (its name and description) when the text is one of its
    parameters' texts; otherwise a text of several sentences opening with a plain
    one is its own purpose. `extra` are hits found elsewhere (the directive
    families), `everywhere` what holds for the whole text (where it sits, how it
    was read): those join every window."""
    extra, everywhere = list(extra), list(everywhere)
    # With a harmful signal in it, a text's hits are all its signals, as a forced reading's.
    found = list(_hits(text, False))
    if not found:
        if not any(hit.kind in _FIRST for hit in (*extra, *everywhere)):
            return None  # no attack in the text or beside it: no window can hold one, whatever else it holds
        found = hits(text, force=True)
    found += extra
    if not found:
        return None
    found.sort(key=lambda hit: (hit.start, hit.kind))
    # A text in a hiding place (a value, a key, an encoding) is no description: its opening is no purpose.
    plain = not any(hit.kind in _PLAIN_OPENING_SPOILERS for hit in everywhere)
    own = purpose.lower() if purpose else _first_sentence(text, found).lower() if plain else ""
    present = {hit.kind for hit in found}
    if present & {EXFILTRATION, ASKS_SECRET}:  # their detail names a target (see below)
        present.update((CONVERSATION, CREDENTIALS))
    related = set(purpose_kinds(own, present))
    if CONVERSATION in related:
        related.add(_EXFILTRATION_OF_CONVERSATION)
    if CREDENTIALS in related:
        related.update((_EXFILTRATION_OF_CREDENTIALS, f"{ASKS_SECRET}:"))
    suppressors = _best(hit for hit in found if hit.weight < 0)
    suppress = sum(suppressors.values())
    # The user's asking or confirming excuses what is done for them, never a tool's praise of
    # itself or an order to override the model's instructions: consent takes away at most
    # what else a window holds.
    consent = sum(weight for kind, weight in suppressors.items() if kind in _CONSENT)
    # A text about attacks quotes their concealment too: that suppressor holds even then.
    about = _best(hit for hit in found if hit.kind == ABOUT_ATTACKS).get(ABOUT_ATTACKS, 0.0)
    # ... and a text that asks for the real outcome is not misleading about it.
    about += _best(hit for hit in found if hit.kind == HONEST).get(HONEST, 0.0)
    positives = [hit._replace(weight=hit.weight * 0.4) if f"{hit.kind}:{hit.detail}" in related else hit
                 for hit in found if hit.weight > 0 and hit.kind not in related]
    best: Verdict | None = None
    starts = [hit.start for hit in positives]  # in order: `found` is sorted by start
    for i, anchor in enumerate(positives):
        window = positives[i:bisect_right(starts, anchor.start + WINDOW, i)]
        kinds = _best(window + everywhere)
        if not attack(kinds.keys()):
            continue  # nothing that makes an attack: a credential and an imperative are documentation
        if not _attacks(kinds.keys()) and not {VERBATIM, CONVERSATION} <= kinds.keys() \
                and not _put_in_a_parameter(window):
            continue  # a target and a field named apart: documentation of each, not the one put in the other
        total = sum(kinds.values())
        if kinds.get(CONCEALMENT, 0.0) >= 1.0 - 1e-9 or DECEPTION in kinds:
            score = total + about  # an order to keep something from the user: no consent excuses it
        else:
            unexcused = max(kinds.get(PROMOTION, 0.0), kinds.get(OVERRIDE, 0.0))
            score = total + suppress - consent + max(consent, unexcused - total)
        if score >= THRESHOLD - 1e-9 and (best is None or score > best.score):
            signals = tuple(sorted(kinds.items(), key=lambda item: -item[1]))
            best = Verdict(round(score, 2), signals, anchor.start, max(hit.end for hit in window))
    return best


# Looked for first: what makes an attack and what it reaches for. A text holding
# neither is no verdict, whatever else it holds.
_FIRST = ATTACK_KINDS | TARGET_KINDS


def level_of(kinds: AbstractSet[str]) -> str | None:
    """The level of a verdict holding `kinds` (SPEC §5.5; signals.ERROR_KINDS): "error"
    where two kinds that make an attack meet and one of them is an error kind,
    "warning" for any other attack (concealing a target from the user, copying the
    conversation out word for word, putting a target into a parameter the tool may
    need it in among them), or None when they make no attack."""
    attacks = _attacks(kinds)
    if len(attacks - SUPPORTING_KINDS) >= 2 and not attacks.isdisjoint(ERROR_KINDS):
        return "error"  # a supporting kind makes an attack of another, never an error of it
    if attacks or VERBATIM in kinds and CONVERSATION in kinds \
            or INTO_PARAMETER in kinds and not kinds.isdisjoint(TARGET_KINDS):
        return "warning"
    return None


def _attacks(kinds: AbstractSet[str]) -> AbstractSet[str]:
    """The kinds among `kinds` that make an attack (signals.SUPPORTING_KINDS only beside another)."""
    attacks = kinds & ATTACK_KINDS
    return attacks if not attacks <= SUPPORTING_KINDS else frozenset()


def attack(kinds: AbstractSet[str]) -> bool:
    return level_of(kinds) is not None


_CONSENT = frozenset((USER_ASKED, USER_CONFIRMS))
_EXFILTRATION_OF_CONVERSATION = f"{EXFILTRATION}:the conversation or the system prompt"
_EXFILTRATION_OF_CREDENTIALS = f"{EXFILTRATION}:credentials"
_HARMS = frozenset((*HARM_TARGETS, CONCEALMENT, DECEPTION, ASKS_SECRET, FETCH_FOLLOW))
_PLAIN_OPENING_SPOILERS = frozenset((ADDRESSED, ROLE_TOKEN, HIDDEN, CONCEALMENT, CONDITION, DESTINATION, DATA_URL,
                                     INTO_PARAMETER, OVERRIDE, FETCHED_CODE, COERCION, STEERING,
                                     DISPARAGES))


# Generic signals a heavier one's phrase already holds: "before any other tool" in a
# directive family's, a URL in the image or recipient that carries data to it.
_SUBSUMED = frozenset((CONDITION, OTHER_TOOLS, DESTINATION))


# How far apart a target and the field it is put into may be named: one clause.
PARAMETER_REACH = 80


def _put_in_a_parameter(window: list[Hit]) -> bool:
    """Whether a target of the window is named within PARAMETER_REACH characters of
    an order to put something into a field."""
    fields = [hit for hit in window if hit.kind == INTO_PARAMETER]
    return any(max(field.start, hit.start) - min(field.end, hit.end) <= PARAMETER_REACH
               for field in fields for hit in window if hit.kind in TARGET_KINDS)


def _best(found: Iterable[Hit]) -> dict[str, float]:
    """The heaviest weight of each kind; a hit overlapping a heavier one adds nothing
    (one phrase is one piece of evidence)."""
    kinds: dict[str, float] = {}
    taken: list[Hit] = []
    for hit in sorted(found, key=lambda hit: -abs(hit.weight)):
        if hit.kind in _SUBSUMED and any(hit.start < other.end and other.start < hit.end for other in taken):
            continue
        taken.append(hit)
        if abs(hit.weight) > abs(kinds.get(hit.kind, 0.0)):
            kinds[hit.kind] = hit.weight
    return kinds


def purpose_kinds(own: str, among: AbstractSet[str] | None = None) -> frozenset[str]:
    """The kinds of target a tool's purpose (`own`, lower-cased) names: for that
    tool they are its job, not a harm. Only those `among` when given: a kind the
    text holds no signal of changes nothing, and each kind's search reads the
    purpose once more."""
    return frozenset(kind for kind in PURPOSE if own and (among is None or kind in among)
                     and _names_purpose(own, kind))


@lru_cache(maxsize=1 << 15)
def _names_purpose(own: str, kind: str) -> bool:
    return _regex(PURPOSE[kind]).search(own) is not None


# The end of an opening sentence: a stop and a space, or a stop of Chinese or Japanese,
# which no space follows.
_SENTENCE_END = r"[.!?;:](?:\s|$)|[。！？]|\n"


def tool_purpose(name: str, description: str) -> str:
    """What a whole tool is for, lower-cased: its name and the opening sentence of
    its description (all of a short one) unless a spoiler of a plain opening sits
    in it (`_first_sentence`)."""
    opening = len(description) - len(description.lstrip())  # a docstring's first line break opens nothing
    match = _regex(_SENTENCE_END).search(description, opening)
    end = match.end() if match is not None else len(description)
    if end - opening > 160 or any(hit.start < end and hit.kind in _PLAIN_OPENING_SPOILERS
                        for hit in hits(description)):  # the scan's own, cached or remembered
        end = 0
    return f"{name} {description[:end]}".lower()


def _first_sentence(text: str, found: list[Hit]) -> str:
    """The first sentence of a text of several sentences, when it reads as the
    tool's purpose (short, and no signal but a target or a verb in it); else ""."""
    opening = len(text) - len(text.lstrip())
    match = _regex(_SENTENCE_END).search(text, opening)
    if match is None or match.end() - opening > 160 or not text[match.end():].strip():
        return ""
    if any(hit.start < match.end() and hit.kind in _PLAIN_OPENING_SPOILERS for hit in found):
        return ""
    return text[:match.end()]


# ----------------------------------------------------------------- whole tools

# A parameter's name is text the model reads: one that names the conversation, the
# model's instructions, a credential store or personal details asks the model to
# fill it with them. Words of the name (snake_case, camelCase) read as a phrase.
_HARVESTING_NAMES = (
    (CONVERSATION, r"\b(?:system (?:prompt|message|instructions|preamble)|conversation(?: (?:history|log|transcript|so far"
                   r"|context|text))?|chat (?:history|log|transcript|messages)|transcript|(?:previous|prior|past|all"
                   r"|user) messages|message history|chain of thought|reasoning (?:trace|steps)|context window"
                   r"|hidden instructions|full context|(?:available )?tools? list|list of (?:available )?tools"
                   r"|available tools|tool (?:definitions|schemas)"
                   r"|(?:previous|prior|past|earlier|recent|all|user|assistant)(?: \w+){0,2} (?:turns|exchanges|utterances)"
                   r"|(?:operator|developer|host|hidden|setup|startup) (?:preamble|prompt|instructions|briefing"
                   r"|directives))\b"),
    (CREDENTIALS, r"\b(?:ssh(?: private)? keys?|id (?:rsa|ed25519|ecdsa|dsa)|private keys?|aws credentials|env (?:file"
                  r"|vars|variables|details|data|info)|environment variables|dotenv|mcp (?:json|config)|cookies|browser history|env(?:ironment)? (?:dump|output|values)"
                  r"|shell history|bash history|saved passwords|keychain|session cookies?|credentials file)\b"),
    (PERSONAL, r"\b(?:(?:home|user|street|mailing|postal) address|phone number|date of birth|birth ?date|ssn"
               r"|social security(?: number)?|passport(?: number)?|credit card(?: number)?|card number|user location"
               r"|gps location|contacts list|address book|user profile"
               r"|(?:mobile|cell|cellphone|telephone|home|personal) (?:phone )?number)\b"),
)
_OTHER_NAMES = {CONCEPT_KINDS[concept]: source for concept, source in lexicon.HARVESTING_NAMES.items()}
_HARVESTING_NAMES = tuple((kind, f"{source}|{_OTHER_NAMES[kind]}" if kind in _OTHER_NAMES else source)
                          for kind, source in _HARVESTING_NAMES)  # one search per kind: 10k tools hold ~50,000 names
_HARVESTING_NAMES_IN_SCRIPTS = tuple((CONCEPT_KINDS[concept], source)
                                     for concept, source in lexicon.HARVESTING_NAMES_IN_SCRIPTS.items())
# Names that point at the thing rather than hold it: an id, a path, a flag.
_POINTING = frozenset(("id", "ids", "name", "names", "url", "uri", "path", "type", "format", "count", "limit", "max",
                       "min", "enabled", "mode", "style", "template", "length", "size", "title", "include", "flag",
                       "key", "ref", "index", "filter", "uuid", "uuids", "arn", "handle", "label"))
PARAMETER_NAME = "a parameter's name asks for it"


def parameter_words(name: str) -> list[str]:
    """`chatHistory`, `chat_history`, `chat-history` -> ["chat", "history"]."""
    spaced = _regex(r"(?<=[a-z0-9])(?=[A-Z])").sub(" ", name)
    return [word for word in _regex(r"[^A-Za-z0-9]+").split(spaced.lower()) if word]


def harvesting_parameter(name: str, purpose: str) -> tuple[str, str] | None:
    """(what it touches, the words that ask for it) when the parameter `name` asks
    for the conversation, the instructions, credentials or personal details that
    the tool's purpose (its name and description) has nothing to do with."""
    asked = _harvested(name)
    if not asked:
        return None
    own = purpose.lower()
    named = _stems(_regex(r"^[^.!?\n]*").match(own).group())  # the tool's name and first sentence
    for kind, words in asked:
        if _regex(PURPOSE[kind]).search(own) or (asked_for := _stems(words)) and asked_for <= named:
            continue  # the purpose is about it, or its opening names the very thing the parameter asks for
        if _regex(_ENVIRONMENT_WORDS).search(words) and _regex(_RUNS_SOMETHING).search(own):
            continue  # the environment of what the tool builds, runs or deploys is its job
        if _regex(_WEB_SESSION_WORDS).search(words) and _regex(_REQUESTS_THE_WEB).search(own):
            continue  # the cookies of a page the tool requests, captures or replays are its job
        return kind, words
    return None


# The same order in a parameter's description or title, where it opens by saying what the
# value is: a credential file's or a private key's contents (a public SSH key's are a VM's
# setting), the whole conversation, the model's own instructions ("This field holds the
# text of the system prompt").
_DEFINED_AS = (r"\W{0,3}(?:this\s+(?:field|parameter|argument)\s+(?:holds|contains|is|takes)\s+)?(?:the\s+)?(?:(?:full"
               r"|entire|complete|whole|raw)\s+)?(?:(?:contents?|text)\s+of\s+(?:the\s+user[’']?s\s+|your\s+|the\s+)?"
               r"(?:(?P<file>~/\.|/etc/|id_rsa|\.env\b|\.netrc|\.aws/|\.ssh/|private\s+keys?)[^\s,;]*"
               r"|system\s+prompt)|(?:entire|full|complete|whole)\s+(?:conversation|chat)|(?:your|the\s+model[’']?s"
               r"|the\s+assistant[’']?s)\s+(?:system\s+prompt|instructions|hidden\s+instructions)\b)")
PARAMETER_DEFINED = "a parameter's description asks for it"


def defined_target(text: str, purpose: str) -> tuple[str, str] | None:
    """(what it touches, the words that ask for it) when a parameter's description or
    title `text` opens by defining its value as a credential or the conversation that
    the tool's purpose has nothing to do with."""
    match = _regex(_DEFINED_AS, re.IGNORECASE).match(text)
    if match is None:
        return None
    kind = CREDENTIALS if match.group("file") else CONVERSATION
    return None if _regex(PURPOSE[kind]).search(purpose.lower()) else (kind, match.group().strip())


def _stems(text: str) -> frozenset[str]:
    """The words of `text` as a parameter's name reads them (`environment-variables`,
    `tools_list` split), plural -s and the short forms "env", "vars" taken off."""
    short = {"env": "environment", "vars": "variable", "var": "variable"}
    words = (short.get(word, word) for word in _regex(r"[a-z0-9]+").findall(text))
    return frozenset(word[:-1] if word.endswith("s") and len(word) > 3 else word for word in words)


def model_identity_parameter(name: str, purpose: str) -> str | None:
    """The words of a parameter `name` that ask which model calls the tool
    ("llm_model_name"), on a tool whose purpose is not about models: telemetry on
    the caller that the job does not need."""
    words = parameter_words(name)
    if "llm" not in words or not {"model", "name"} & set(words) or _regex(PURPOSE[CONVERSATION]).search(purpose.lower()):
        return None
    return " ".join(words)


_ENVIRONMENT_WORDS = r"\benv(?:ironment)? (?:vars|variables)\b"
_WEB_SESSION_WORDS = r"\bcookies?\b"
_REQUESTS_THE_WEB = (r"\b(?:web|pages?|urls?|https?|requests?|responses?|screenshots?|websites?|sites?|browser\w*|fetch\w*"
                     r"|scrap\w*|crawl\w*|anti-bot|prox(?:y|ies))\b")
_RUNS_SOMETHING = (r"\b(?:run|runs|running|execut\w*|invok\w*|build\w*|deploy\w*|launch\w*|start\w*|container\w*"
                   r"|runtime\w*|lambda|function\w*|docker|image|pod|job|task|workflow|service|server|process\w*)\b")


@lru_cache(maxsize=1 << 16)
def _harvested(name: str) -> tuple[tuple[str, str], ...]:
    """(what it touches, the words that ask for it) of each harvesting kind the
    parameter `name` asks for, in order, whatever the tool's purpose: a registry
    repeats its parameter names ("owner", "query") across thousands of tools."""
    if name.isascii():
        words = parameter_words(name)
        if not words or words[-1] in _POINTING or words[0] in ("include", "with", "use", "has", "is"):
            return ()
        phrase, names = " ".join(words), _HARVESTING_NAMES
    else:  # a name in another script ("システムプロンプト全文") is read as it stands
        phrase, names = name.lower().replace("_", " "), _HARVESTING_NAMES_IN_SCRIPTS
    return tuple((kind, match.group()) for kind, source in names if (match := _regex(source).search(phrase)))


# A recipient parameter that arrives filled in: the silent copy of a mail tool (the
# postmark-mcp package's BCC), a fixed address the model passes on every call; a
# webhook or collector that every call reports to; a wallet or payee every payment
# reaches. Plain endpoints, URLs and mirrors are left out: a default API address or
# package index is how an honest client is configured.
_RECIPIENT_WORDS = frozenset(("bcc", "cc", "recipient", "recipients", "to", "reply", "forward", "copy"))
_COLLECTOR_WORDS = frozenset(("webhook", "webhooks", "collector", "sink", "beacon", "audit", "intel"))
_PAYEE_WORDS = frozenset(("wallet", "payee", "beneficiary", "escrow"))
FIXED_RECIPIENT = "a recipient parameter filled in with an outside address"


@lru_cache(maxsize=1 << 16)  # asked of every property name of every tool: they repeat, as `_harvested` says
def recipient_parameter(name: str) -> bool:
    return not (_RECIPIENT_WORDS | _COLLECTOR_WORDS | _PAYEE_WORDS).isdisjoint(parameter_words(name))


def fixed_recipient(name: str, value: Any) -> str | None:
    """The outside address a recipient parameter `name` holds as its default or const
    `value` (a string or strings): an e-mail address for a recipient, a URL for a
    webhook or collector, any account for a wallet or payee; never a reserved example
    name or this machine."""
    words = set(parameter_words(name))
    shapes = ([rf"[\w.+-]+@{RESERVED_NAMES}[\w-]+(?:\.[\w-]+)+"] if words & _RECIPIENT_WORDS else []) \
        + ([rf"https?://{RESERVED_NAMES}(?!127\.|0\.0\.0\.0|\[::1\])[\w-]+(?:\.[\w-]+)+\S*"]
           if words & _COLLECTOR_WORDS else []) \
        + ([r"^(?!(?:default|main|primary|none|null)$)[^\s]{16,}$"] if words & _PAYEE_WORDS else [])
    for item in value if isinstance(value, list) else [value]:
        for shape in shapes:
            match = _regex(shape).search(item.lower()) if isinstance(item, str) else None
            if match is not None and not _regex(_PLACEHOLDER).search(match.group()):
                return item[match.start():match.end()]
    return None


# What a sample value is filled with ("…/services/T0000/B0000/XXXXXXXX", "<your-webhook>").
_PLACEHOLDER = r"x{4,}|0{4,}|\byour[-_]|<[\w-]+>|\{\w+\}"


def about_attacks(description: str) -> bool:
    """Whether a tool's description describes attacks (a scanner, a red-team set):
    its samples are its data, and words alone cannot tell quoting from asking."""
    return any(hit.kind == ABOUT_ATTACKS for hit in hits(description, force=True))


def revealed(decoded: str, written: str, found: Verdict, extra: Iterable[Hit] = ()) -> bool:
    """Whether a verdict on a decoded reading rests on words the text as written
    does not show: a harmful signal within the verdict's span whose words appear
    only once decoded. Decoding that merely tidies the text ("us-east-1" read as
    leetspeak, an emoji's variation selector dropped) reveals nothing."""
    plain = " ".join(written.lower().split())
    for hit in [*hits(decoded, force=True), *extra]:
        if hit.kind in _HARMS and found.start <= hit.start < found.end:
            words = " ".join(decoded[hit.start:hit.end].lower().split())
            if words and words not in plain:
                return True
    return False
