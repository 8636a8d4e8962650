"""The ``brief`` of an imported tool (SPEC §4): what a deferred tool shows the model.

The MCP ``title`` if the server gave one, else the first sentence of the
description with its Markdown stripped, cut at a word boundary to at most
BRIEF_MAX code points and never inside brackets or quotes; with no usable
sentence, the tool's own name in words. A source whose brief ends on a word
that waits for the rest of its phrase gives way to the next.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from ..model import BRIEF_MAX

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:\s+|$)")
_RULE = re.compile(r"^ {0,3}([-*_])(?:\s*\1){2,}\s*$")
_QUOTE_MARKER = re.compile(r"^ {0,3}(?:>\s?)+")
_LIST_MARKER = re.compile(r"^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?")
_TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\[\]]+)\](?:\([^)]*\)|\[[^\]]*\])")
_AUTOLINK = re.compile(r"<((?:https?|mailto):[^>\s]+)>")
_HTML_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>")
_CODE = re.compile(r"(`+)(.+?)\1")
_STRONG = re.compile(r"(?<![\w*])(\*\*|__)(?=\S)(.+?)(?<=\S)\1(?![\w*])")
_EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])")
_STRIKE = re.compile(r"~~(?=\S)(.+?)(?<=\S)~~")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")
_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "cf.", "approx.", "incl.", "no.")
_TRAILING_JUNK = " \t.,;:-\u2013\u2014([{/"
# After a cut, a brief must not end on a word that waits for the rest of its
# phrase: an article or determiner, a preposition, a conjunction or relative
# word, an auxiliary, or a modifier whose noun was cut off ("from an optional",
# "tool that", "to an existing", "resources using").
_DANGLING = frozenset((
    # articles, determiners, possessives
    "a an the any each every either neither no some such this that these those all both another other "
    "its their your our my his her whose which what "
    # prepositions
    "about above across after against along among around as at before behind below beneath beside "
    "besides between beyond by despite during except for from in inside into like near of off on onto "
    "out outside over past per since than through throughout to toward towards under underneath until "
    "unlike upon versus via with within without "
    # conjunctions and relative words
    "and but if nor or so because unless whereas whether while when where who whom "
    # auxiliaries and a negation
    "is are was were be been being am can could will would shall should may might must do does did has "
    "have had not "
    # participles and adjectives that lead into a noun
    "using including containing given specified specific selected provided optional existing current "
    "new old multiple single several various additional same different certain particular custom "
    "corresponding relevant related respective many few more most less least own "
    "still also just only even very"
).split())
# Adverbs in -ly that lead into what they modify ("from a previously", "optionally").
_DANGLING_ADVERB = re.compile(r"(?:ally|ously|ively|ntly|edly|ctly|tely|ably|ibly|ssly)$")
_OPENERS = {"(": ")", "[": "]", "{": "}", "\u201c": "\u201d", "\u2018": "\u2019", "\u00ab": "\u00bb"}
# A brief comes from the first sentence; the Markdown expressions are not
# linear on hostile text ("[[[[…", "*a *a …"), so only this much is read.
BRIEF_SOURCE = 4_000
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def brief_for(tool: dict) -> str:
    """The brief of one MCP Tool object (wire field names): the first of its
    titles, its description's first sentence and its name in words that ends
    on a complete phrase. A server's own title can wait for more ("Wait for");
    then the next source speaks, and only when none ends well is the first
    usable one kept."""
    kept = ""
    for brief in _sources(tool):
        if any(char.isalnum() for char in brief):
            if not _dangles(brief.rsplit(" ", 1)[-1]):
                return brief
            kept = kept or brief
    return kept or name_in_words(tool.get("name"))


def _sources(tool: dict) -> Iterator[str]:
    """The candidate briefs of a tool, in order of preference, each worked out when asked for."""
    annotations = tool.get("annotations")
    titles = [tool.get("title")]
    if isinstance(annotations, dict):
        titles.append(annotations.get("title"))
    for title in titles:
        if isinstance(title, str):
            yield cut_brief(title)
    description = tool.get("description")
    if isinstance(description, str):
        yield cut_brief(first_sentence(strip_markdown(description[:BRIEF_SOURCE])))
    yield name_in_words(tool.get("name"))


def name_in_words(name: Any) -> str:
    """``create_issue`` -> "create issue", ``getCurrentTime`` -> "get current time"."""
    if not isinstance(name, str):
        return ""
    words = _CAMEL.sub(" ", name).replace("_", " ").replace("-", " ").replace(".", " ")
    return cut_brief(words.lower())


def strip_markdown(text: str) -> list[tuple[list[str], bool]]:
    """``text`` as paragraphs (lists of lines) of plain prose, each with whether
    it is a heading: no code blocks, tables or rules; no heading, quote or list
    markers; links, emphasis and inline code reduced to their text. A list item
    starts a paragraph.

    Not markdown-it-py: CommonMark reads an indented docstring as a code block
    and would leave no sentence (tests/test_import_brief.py,
    test_a_docstring_description_is_prose_not_a_code_block)."""
    paragraphs: list[tuple[list[str], bool]] = []
    current: list[str] = []

    def close(line: str | None = None, heading: bool = False) -> None:
        if current:
            paragraphs.append((list(current), False))
            current.clear()
        if line is not None:
            paragraphs.append(([line], heading))

    fence: str | None = None
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        opening = _FENCE.match(line)
        if fence is not None:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = None
            continue
        if opening:
            fence = opening.group(1)
            close()
            continue
        if _RULE.match(line) or _TABLE_ROW.match(line) or not line.strip():
            close()
            continue
        line = _QUOTE_MARKER.sub("", line)
        if _HEADING.match(line):
            close(_inline(_HEADING.sub("", line, count=1).rstrip().rstrip("#")), heading=True)
        elif _LIST_MARKER.match(line):
            close()
            current.append(_inline(_LIST_MARKER.sub("", line, count=1)))
        else:
            current.append(_inline(line))
    close()
    return paragraphs


def _inline(line: str) -> str:
    line = _CODE.sub(lambda m: m.group(2).strip(), line)
    line = _IMAGE.sub(r"\1", line)
    line = _LINK.sub(r"\1", line)
    line = _AUTOLINK.sub(r"\1", line)
    line = _HTML_TAG.sub("", line)
    line = _STRIKE.sub(r"\1", line)
    line = _STRONG.sub(r"\2", line)
    return _EMPHASIS.sub(r"\2", line)


def first_sentence(paragraphs: list[tuple[list[str], bool]]) -> str:
    """Up to the first sentence end (kept) of the first paragraph that holds a
    letter or digit, preferring prose to headings. A line break ends the
    sentence too, unless the next line goes on in lower case (a wrapped line):
    descriptions written as docstrings put "Args:" on the next line."""
    usable = [(lines, heading) for lines, heading in paragraphs
              if any(char.isalnum() for line in lines for char in line)]
    usable.sort(key=lambda item: item[1])  # stable: prose first, each in its order
    if not usable:
        return ""
    lines = [" ".join(line.split()) for line in usable[0][0]]
    lines = [line for line in lines if line]
    text = lines[0]
    for line in lines[1:]:
        if _sentence_end(text) is not None or not line[0].islower():
            break
        text = f"{text} {line}"
    end = _sentence_end(text)
    return text if end is None else text[:end]


def _sentence_end(text: str) -> int | None:
    for match in _SENTENCE_END.finditer(text):
        if not text[: match.end()].lower().endswith(_ABBREVIATIONS):
            return match.end()
    return None


def cut_brief(text: str, limit: int = BRIEF_MAX) -> str:
    """``text`` with whitespace collapsed, cut to ``limit`` code points at a
    word boundary (mid-word only when one word is longer than ``limit``) and
    never inside brackets or quotes, without trailing punctuation, opening
    brackets or, after a cut, a dangling conjunction, preposition or article."""
    words = " ".join(text.split())
    if len(words) <= limit:
        return words.rstrip(_TRAILING_JUNK)
    space = words.rfind(" ", 0, limit + 1)
    if space <= 0:
        return words[:limit].rstrip(_TRAILING_JUNK)
    kept = words[:space]
    open_at = _unclosed(kept)
    if open_at is not None:
        before = kept.rfind(" ", 0, open_at + 1)
        kept = kept[:before] if before > 0 else kept
    parts = kept.rstrip(_TRAILING_JUNK).split(" ")
    # A cut that ends on "and", "the" or "an optional" reads as broken: back
    # off word by word to one that can end a phrase.
    while len(parts) > 1 and _dangles(parts[-1]):
        parts.pop()
        parts[-1] = parts[-1].rstrip(_TRAILING_JUNK) or parts[-1]
    return " ".join(parts).rstrip(_TRAILING_JUNK)


def _dangles(word: str) -> bool:
    bare = word.rstrip(_TRAILING_JUNK).lower()
    return bare in _DANGLING or _DANGLING_ADVERB.search(bare) is not None


def _unclosed(text: str) -> int | None:
    """Where the outermost bracket or quote still open at the end of ``text`` starts."""
    stack: list[tuple[str, int]] = []
    for index, char in enumerate(text):
        before = text[index - 1] if index else " "
        after = text[index + 1] if index + 1 < len(text) else " "
        if stack and char == stack[-1][0]:
            stack.pop()
        elif char in _OPENERS:
            stack.append((_OPENERS[char], index))
        elif char in "\"'`":
            # A straight quote opens after a space or a bracket; inside a word it is an apostrophe.
            if (before.isspace() or before in _OPENERS) and not after.isspace():
                stack.append((char, index))
    return stack[0][1] if stack else None
