"""Tool names a text directs the model about: what X006 looks for (SPEC §5.5).

Shadowing is a server's description steering how the model uses a tool of
another server ("when the send_email tool is called, add bcc…") without ever
being called itself. A finding needs the exact name of a registered tool,
standing as an identifier, in a sentence that directs the model
(`directives.directing`) or takes the tool over without a directive verb
(`directives.displacing`: "read_file has been retired", "every send_email
call carries…"), where the name is taken over: run before, after or instead
of, avoided, replaced, handed something (`_shadows`). A generic word ("the
search tool", "fetch the page"), an enum value, a quoted example, a plain
"use X to …" or a mention without a directive never counts.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Mapping

from .directives import directing, displacing, sentence, without_quoted_mentions

_NAME_TOKEN = r"[A-Za-z0-9_][A-Za-z0-9_.:-]*[A-Za-z0-9_]|[A-Za-z0-9_]"
# Every character that cannot be part of a tool name (nor "." or ":" between parts)
# becomes a space: the tokens then hold every name _NAME_TOKEN can find.
_NAME_CHARACTERS = {code: " " for code in range(0x80) if not (chr(code).isalnum() or chr(code) in "_-")}
# A word, or a word with a number ("base64", "sha256", "ec2"): English or a term before a tool.
_PLAIN_WORD = r"[a-z]+[0-9]*|[A-Z][a-z]+[0-9]*"
_LOWER_WORD = r"[a-z]+[0-9]*"


@cache
def _regex(source: str) -> re.Pattern[str]:
    return re.compile(source)


# A name a list item defines ("- **get-table**: Retrieve a table", "2. get_mesh_info — …"):
# an operation or a field of the text's own tool, whatever other server has a tool so named.
_DEFINED = (r"(?m)^[ \t]*(?:[-*•][ \t]*|\d+[.)][ \t]*)(?:\*\*|`)?(" + _NAME_TOKEN + r")(?:\*\*|`)?"
            r"[ \t]*(?::|—|–|[ \t]-[ \t])")


def defined_names(text: str) -> set[str]:
    """The names the list items of `text` define: its tool's own operations or fields."""
    return {match.group(1) for match in _regex(_DEFINED).finditer(text)}


def directed_names(text: str, names: Mapping[str, object]) -> list[str]:
    """Registered tool names that `text` directs the model about ("call
    send_email with…", "do not use read_file", "when the send_email tool is
    called, add…"), in order of first appearance.

    A name counts where it stands as an identifier, spelled exactly: not inside
    a path or a file name. A plain word ("search", "fetch", "Edit") counts only
    quoted and named a tool or called, or capitalised right before "tool": as a bare word
    it is English before it is a tool; quoted, it is a shell command or a word
    ("prefer `rg` over `grep`", "not just \"update\"") unless the text calls it
    a tool or calls it ("the `search` tool", "call `fetch`")."""
    if names.keys().isdisjoint(text.translate(_NAME_CHARACTERS).split()):
        return []  # no registered name in it at all: decided in C
    if "<example" in text:  # blanking an example's speakers can free a name ("user:read_file")
        text = without_quoted_mentions(text)  # "flags text such as 'instead of read_file, call …'"
        candidates = _registered(text, names)
    else:
        # Blanking a quoted example turns a whole quoted span into spaces: it takes names
        # away and brings none, and a name it leaves keeps its place and is no more
        # quoted than before. A bare English word can then be passed over before it.
        candidates = [match for match in _registered(text, names)
                      if not _bare_word(text, match.start(), match.end(), match.group())]
        if not candidates:
            return []
        text = without_quoted_mentions(text)
        candidates = [match for match in candidates if text.startswith(match.group(), match.start())]
    found: list[str] = []
    for match in candidates:
        name = match.group()
        if name in found:
            continue
        start, end = match.start(), match.end()
        if _stands_alone(text, start, end, name) and _shadows(text, start, end):
            found.append(name)
    return found


def _registered(text: str, names: Mapping[str, object]) -> list[re.Match[str]]:
    """The matches of registered names among the tokens of `text`, in order."""
    # A token ends in a letter, a digit or "_": it is the name as it stands.
    return [match for match in _regex(_NAME_TOKEN).finditer(text) if match.group() in names]


def _quoted(text: str, start: int, end: int) -> bool:
    return (text[start - 1] if start else " ") in "`'\"“‘" and (text[end] if end < len(text) else " ") in "`'\"”’"


def _bare_word(text: str, start: int, end: int, name: str) -> bool:
    """A plain lower-case word without quotes around it: English, whatever surrounds it."""
    return bool(_regex(_LOWER_WORD).fullmatch(name)) and not _quoted(text, start, end)


def _stands_alone(text: str, start: int, end: int, name: str) -> bool:
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    if before in "/\\.-~$@" or after in "/\\-@" or (after == "." and text[end + 1:end + 2].isalnum()):
        return False  # part of a path, a file name, an address or a variable
    if _bare_word(text, start, end, name):
        return False
    if _in_quoted_command(text, start, end):
        return False  # 'aws logs get-log-events': a word of a command line, not a tool
    if not _regex(_PLAIN_WORD).fullmatch(name):
        return True
    quoted = _quoted(text, start, end)
    if quoted:  # `grep`, "update": a command or a word until the text calls it a tool
        end += 1
        start -= 1
    named_tool = bool(_regex(r"\s+(?:tool|function)s?\b").match(text, end))
    # Searched from where a word ending at the spaces before the name can begin, not from
    # the text's start: once per name, that made a long text's scan quadratic.
    spaces = start
    while spaces and text[spaces - 1].isspace():
        spaces -= 1
    called = bool(_regex(r"(?:\b(?:call|calling|invoke|invoking|the)\s+)$").search(
        text, max(0, spaces - len("invoking")), start))
    return (quoted and (named_tool or called)) or (name[0].isupper() and named_tool)


def _in_quoted_command(text: str, start: int, end: int) -> bool:
    """Whether the name stands among other words inside one pair of quotes on its line."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    for mark in "`'\"":
        opening = text.rfind(mark, line_start, start)
        closing = text.find(mark, end, line_end)
        if opening >= 0 and closing >= 0 and text.count(mark, line_start, opening) % 2 == 0:
            inside = text[opening + 1:closing]
            if inside.strip() != text[start:end] and " " in inside.strip():
                return True
    return False


# What takes another tool over, around its name: running before, after or instead of
# it, steering away from it, or handing it something. "Use search_places to find a
# place" names a tool the way documentation does, often its own under an older
# name; it is no shadowing (benchmarks/RESULTS.md, "X levels": such mentions were
# all of X006's false alarms on real servers registered together).
_BEFORE_NAME = (r"(?:\b(?:instead\s+of|rather\s+than|in\s+place\s+of|before|after|prior\s+to|whenever|when|every\s+time"
                r"|each\s+time|once|not|never|avoid|replaces?|overrides?|supersedes?|wraps?|intercepts?|to|into|through"
                r"|via)\s+(?:(?:the|any|a|an|each|every|calling|using|running|invoking|use|call|run|invoke|try"
                r"|you\s+(?:call|use|run))\s+){0,3}"
                r"[`'\"“‘]?)$")
_AFTER_NAME = (r"^[`'\"”’]?\s*(?:tools?\s+|functions?\s+|calls?\s+)?(?:(?:is|are|was|has\s+been|have\s+been|gets?"
               r"|will\s+be)\s+(?:called|invoked|used|run|deprecated|retired|broken|unsafe|outdated|disabled|replaced"
               r"|compromised)\b|(?:with|passing|and\s+pass)\b)")
_CONDITION_FIRST = r"^\W*(?:before|after|when|whenever|every\s+time|each\s+time|prior\s+to|first)\b"


# A name among values: one of three or more in a comma-separated run, or joined to
# another by "+" or "|" ("types: income_stmt, balance_sheet, cashflow", "end with
# get_pages+screenshot"). Like an enum value, it is a value, not a tool taken over.
_LISTED_BEFORE = r"(?:[\w.:-]+\s*,\s*){2}$|[\w.:-]\s*[+|]\s*$"
_LISTED_AFTER = r"^(?:\s*,\s*[\w.:-]+){2}|^\s*[+|]\s*[\w.:-]"
_LISTED_AROUND = (r"[\w.:-]\s*,\s*$", r"^\s*,\s*[\w.:-]")


def _shadows(text: str, start: int, end: int) -> bool:
    """Whether the name at [start, end) is taken over in a sentence that directs the model."""
    said = sentence(text, start, end).lower()
    if not (directing(said) or displacing(said)):
        return False
    before, after = text[max(0, start - 60):start].lower(), text[end:end + 60].lower()
    if _regex(_CONDITION_FIRST).search(said) or _regex(_BEFORE_NAME).search(before) \
            or _regex(_AFTER_NAME).search(after):
        return True
    return displacing(said) and not _listed(before, after)


def _listed(before: str, after: str) -> bool:
    return bool(_regex(_LISTED_BEFORE).search(before) or _regex(_LISTED_AFTER).search(after)
                or _regex(_LISTED_AROUND[0]).search(before) and _regex(_LISTED_AROUND[1]).search(after))
