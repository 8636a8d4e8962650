"""Detectors for text a model reads: hidden characters, injection phrasing,
confusable names, padding and tool-name mentions.

Pure functions over strings (standard library only). The X rules in
``rules/security.py`` decide where a string comes from and what to report.
Every scan is linear in the length of the text.

Every `validate` imports this module, even for a registry of a few tools, so
the regular expressions are compiled on first use, not at import; and a
registry holds hundreds of thousands of strings, so each detector first
rules out, with checks much cheaper than its expressions, the strings it
cannot fire on.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

# ----------------------------------------------------------------- X001 hidden characters

CONTROL = "control characters"
ESCAPE = "terminal escape sequences"
BIDI = "bidi controls"
FORMAT = "zero-width and format characters"
TAG = "tag characters"
SELECTOR = "variation selectors"
FILLER = "blank filler letters"
PRIVATE = "private-use characters"
UNASSIGNED = "unassigned code points"
SURROGATE = "lone surrogates"

_BIDI = frozenset((0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)))
_FILLERS = frozenset((0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800))
_INVISIBLE_MARKS = frozenset((0x034F,))  # combining grapheme joiner: Mn, renders as nothing
_ZWNJ, _ZWJ, _VS15, _VS16, _KEYCAP = 0x200C, 0x200D, 0xFE0E, 0xFE0F, 0x20E3
_BLACK_FLAG, _TAG_CANCEL = 0x1F3F4, 0xE007F
_KEYCAP_BASES = frozenset(map(ord, "0123456789#*"))


# Characters that need a closer look: everything outside printable ASCII and a
# few fully assigned blocks of ordinary prose (Latin, Greek, Cyrillic, general
# punctuation, arrows, kana, CJK ideographs, Hangul syllables).
_SUSPECT = (
    "[^\t\n\x20-\x7e\xa0-\xac\xae-\u02ff\u0391-\u03a1\u03a3-\u03ff\u0400-\u04ff"
    "\u2010-\u2027\u2030-\u205e\u2190-\u21ff\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff"
    "\uac00-\ud7a3]")


@cache
def _regex(source: str, flags: int = 0) -> re.Pattern[str]:
    """`source` compiled, once, when a string first needs it."""
    return re.compile(source, flags)

# A compact over-approximation of Unicode's Extended_Pictographic property:
# the characters an emoji ZWJ or VS16 sequence is built from.
_PICTOGRAPHIC = (
    (0x00A9, 0x00A9), (0x00AE, 0x00AE), (0x203C, 0x203C), (0x2049, 0x2049),
    (0x2122, 0x2122), (0x2139, 0x2139), (0x2194, 0x21AA), (0x231A, 0x23FF),
    (0x24C2, 0x24C2), (0x25AA, 0x25FE), (0x2600, 0x27BF), (0x2934, 0x2935),
    (0x2B05, 0x2B55), (0x3030, 0x3030), (0x303D, 0x303D), (0x3297, 0x3299),
    (0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD),
)
# Scripts whose prose uses ZWNJ/ZWJ between letters (Arabic, Syriac, Indic,
# Myanmar, Khmer): a joiner there is spelling, not smuggling.
_JOINING_SCRIPTS = ((0x0600, 0x08FF), (0x0900, 0x0DFF), (0x1000, 0x109F), (0x1780, 0x17FF))


def _in(ranges: tuple[tuple[int, int], ...], code: int) -> bool:
    return any(low <= code <= high for low, high in ranges)


def _pictographic(code: int) -> bool:
    return _in(_PICTOGRAPHIC, code)


class HiddenClass:
    """One class of hidden characters found in a string."""

    __slots__ = ("kind", "code_points", "count", "decoded", "sequences")

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.code_points: list[int] = []  # distinct, in order of appearance
        self.count = 0
        self.decoded = ""  # tag characters and variation selectors: what they smuggle
        self.sequences: list[str] = []  # escape sequences: what they do

    def add(self, code: int) -> None:
        self.count += 1
        if code not in self.code_points:
            self.code_points.append(code)


def hidden_characters(text: str) -> list[HiddenClass]:
    """Every class of hidden character in `text`, in order of first appearance."""
    if text.isascii() and text.isprintable():  # no control character, nothing else to find
        return []
    suspect = _regex(_SUSPECT)
    first = suspect.search(text)
    if first is None:
        return []
    found: dict[str, HiddenClass] = {}
    selector_bytes = bytearray()

    def note(kind: str, code: int) -> HiddenClass:
        entry = found.setdefault(kind, HiddenClass(kind))
        entry.add(code)
        return entry

    n = len(text)
    skip = 0  # characters before this belong to an escape sequence or a flag already seen
    for match in suspect.finditer(text, first.start()):
        i = match.start()
        if i < skip:
            continue
        code = ord(text[i])
        if code == 0x1B:
            skip, label = _escape_sequence(text, i)
            entry = note(ESCAPE, code)
            if label not in entry.sequences:
                entry.sequences.append(label)
            continue
        if code == _BLACK_FLAG:
            skip = _flag_end(text, i)
            continue
        previous = ord(text[i - 1]) if i else -1
        following = ord(text[i + 1]) if i + 1 < n else -1
        kind = _classify(code, previous, following)
        if kind is not None:
            entry = note(kind, code)
            if kind == TAG and 0xE0020 <= code <= 0xE007E:
                entry.decoded += chr(code - 0xE0000)
            elif kind == SELECTOR:
                selector_bytes.append(code - 0xFE00 if code <= 0xFE0F else code - 0xE0100 + 16)
    if SELECTOR in found and len(selector_bytes) > 1:
        smuggled = selector_bytes.decode("utf-8", errors="replace")
        if smuggled.isprintable():  # selectors that spell nothing are reported as code points only
            found[SELECTOR].decoded = smuggled
    return list(found.values())


def _classify(code: int, previous: int, following: int) -> str | None:
    if code < 0x20 or 0x7F <= code <= 0x9F:
        return CONTROL
    if code in _BIDI:
        return BIDI
    if 0xE0000 <= code <= 0xE007F:
        return TAG
    if 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF:
        return None if _emoji_presentation(code, previous, following) else SELECTOR
    if code in (_ZWJ, _ZWNJ):
        if code == _ZWJ and _emoji_joint(previous, following):
            return None
        if _in(_JOINING_SCRIPTS, previous) and _in(_JOINING_SCRIPTS, following):
            return None
        return FORMAT
    if code in _FILLERS:
        return FILLER
    if code in _INVISIBLE_MARKS:
        return FORMAT
    category = unicodedata.category(chr(code))
    if category == "Cf":
        return FORMAT
    if category == "Co":
        return PRIVATE
    if category == "Cs":
        return SURROGATE
    if category == "Cn":
        # Emoji blocks gain characters every year; this Python may not know them yet.
        return None if 0x1F000 <= code <= 0x1FAFF else UNASSIGNED
    return None


def _emoji_presentation(code: int, previous: int, following: int) -> bool:
    """VS15/VS16 right after a pictograph, or in a keycap (1, VS16, U+20E3)."""
    if code not in (_VS15, _VS16):
        return False
    if _pictographic(previous):
        return True
    return previous in _KEYCAP_BASES and following == _KEYCAP


def _emoji_joint(previous: int, following: int) -> bool:
    """A ZWJ between two parts of an emoji sequence (👩‍💻, ❤️‍🔥, 🧑🏽‍💻)."""
    before = _pictographic(previous) or previous in (_VS16, _TAG_CANCEL)
    return before and _pictographic(following)


def _flag_end(text: str, start: int) -> int:
    """End of an emoji tag flag (U+1F3F4, 2-7 tag letters or digits, U+E007F) at `start`, else 0."""
    j = start + 1
    n = len(text)
    while j < n and j - start <= 8:
        code = ord(text[j])
        if not (0xE0030 <= code <= 0xE0039 or 0xE0061 <= code <= 0xE007A):
            break
        j += 1
    letters = j - start - 1
    if 2 <= letters <= 7 and j < n and ord(text[j]) == _TAG_CANCEL:
        return j + 1
    return 0


_ST = ("\x07", "\x1b\\")
_MAX_SEQUENCE = 4096


def _escape_sequence(text: str, start: int) -> tuple[int, str]:
    """End of the ESC sequence at `start` and what it does, in a few words."""
    n = len(text)
    if start + 1 >= n:
        return n, "a lone ESC"
    introducer = text[start + 1]
    if introducer == "[":
        k = start + 2
        while k < n and 0x30 <= ord(text[k]) <= 0x3F:
            k += 1
        params = text[start + 2 : k]
        while k < n and 0x20 <= ord(text[k]) <= 0x2F:
            k += 1
        final = text[k] if k < n and 0x40 <= ord(text[k]) <= 0x7E else ""
        return k + (1 if final else 0), _csi_label(params, final)
    if introducer in "]P^_X":
        limit = min(n, start + _MAX_SEQUENCE)
        ends = [found for found in (text.find(st, start + 2, limit) for st in _ST) if found >= 0]
        if ends:
            end = min(ends)
            end += 2 if text.startswith("\x1b\\", end) else 1
        else:
            end = limit
        if introducer != "]":
            return end, "a device control string"
        number = re.match(r"\d*", text[start + 2 : start + 8]).group()
        return end, _OSC_LABELS.get(number, f"OSC {number or '?'}")
    shown = introducer if 0x20 < ord(introducer) < 0x7F else f"U+{ord(introducer):04X}"
    return start + 2, f"ESC {shown}"


_OSC_LABELS = {"52": "OSC 52 (clipboard write)", "8": "OSC 8 (hyperlink)",
               "0": "OSC 0 (window title)", "2": "OSC 2 (window title)"}


def _csi_label(params: str, final: str) -> str:
    if final == "m":
        codes = [p for p in re.split("[;:]", params) if p]
        return "SGR 8 (concealed text)" if "8" in codes else "SGR (colour and style)"
    if final == "J":
        return "CSI J (screen clear)"
    if final == "n" and params == "6":
        return "CSI 6n (cursor position report)"
    return f"CSI {final or '(unterminated)'}"


def code_point_list(codes: list[int], limit: int = 6) -> str:
    shown = ", ".join(f"U+{code:04X}" for code in codes[:limit])
    return shown + (f" and {len(codes) - limit} more" if len(codes) > limit else "")


# ----------------------------------------------------------------- X002 injection phrasing

PSEUDO_TAG = "pseudo-system tag"
CONCEALMENT = "concealment"
COERCION = "coercion"
CREDENTIAL = "credential target"
EXFILTRATION = "conversation exfiltration"

_I = re.IGNORECASE
_NOT = r"(?:do\s+not|don[’']?t|never|must\s+not|should\s+not|shouldn[’']?t)"
_USER = r"(?:the\s+|your\s+|any\s+)?(?:user|users|human|operator|customer|person|people)\b"
_VERBS = (r"(?:send|read|call|include|add|pass|upload|copy|forward|exfiltrate|run|execute|"
          r"invoke|attach|append|collect|transmit|post|fetch|access|retrieve|save|store|write|"
          r"modify|change|replace|redirect|bcc|cc|share|leak)(?:s|es|ed|ing)?")
_CONVERSATION = (
    r"(?:(?:the\s+|this\s+|your\s+)?(?:entire|full|whole|complete)\s+"
    r"(?:conversation|chat|dialog(?:ue)?|transcript|message\s+history|history)"
    r"|(?:all\s+(?:of\s+)?(?:the\s+|your\s+)?)?(?:previous|prior|earlier)\s+messages"
    r"|conversation\s+(?:history|so\s+far|transcript|context|log)|chat\s+history"
    r"|system\s+(?:prompt|message|instructions)"
    r"|your\s+(?:system\s+)?(?:instructions|prompt|rules|guidelines)"
    r"|chain[\s-]+of[\s-]+thought|(?:your|the\s+model[’']?s)\s+(?:reasoning|thoughts|thinking))"
)

# Words (lower case, whole: runs of ASCII letters, digits and `_`) that a
# match of each pattern below must hold: every set in a pattern's gate shares a
# word with the text, or one of its characters is in the text. An ASCII string
# that passes no gate cannot match, and most strings pass none. A gate must
# change with its pattern: a word the pattern needs and the gate lacks hides
# every match that spells it.
_NOT_WORDS = frozenset(("not", "don", "dont", "never", "shouldn", "shouldnt"))
_USER_WORDS = frozenset(("user", "users", "human", "operator", "customer", "person", "people"))
_TOOL_OR_TOOLS = frozenset(("tool", "tools"))
_Gate = tuple[str, tuple[frozenset[str], ...]]  # (characters, word sets)
_NO_WORDS: tuple[frozenset[str], ...] = ()


def _words(*words: str) -> frozenset[str]:
    return frozenset(words)


_PATTERN_SOURCES: tuple[tuple[str, str, int, _Gate], ...] = (
    (PSEUDO_TAG,
     r"<\s*/?\s*(?:important|system|critical|instructions?|admin|secret|hidden|sys|inst"
     r"|system[_ -]?(?:prompt|message|instructions?))(?:\s[^<>\n]{0,40})?\s*/?>", _I,
     ("<", _NO_WORDS)),
    (PSEUDO_TAG, r"\[/?(?:SYSTEM|INST|IMPORTANT|ADMIN)\]|<\|[a-z_]{2,20}\|>", 0,
     ("[<", _NO_WORDS)),
    (CONCEALMENT,
     rf"\b(?:{_NOT}|without)\s+(?:ever\s+)?(?:tell|mention|inform|reveal|notify|alert|disclose)"
     rf"(?:s|ing)?\b[^.\n]{{0,60}}?\b{_USER}", _I,
     ("", (_NOT_WORDS | {"without"}, _USER_WORDS,
           frozenset(verb + ending for verb in ("tell", "mention", "inform", "reveal", "notify",
                                                "alert", "disclose") for ending in ("", "s", "ing"))))),
    (CONCEALMENT, rf"\b{_NOT}\s+let(?:ting)?\s+{_USER}\s*(?:know|see|notice|find\s+out)\b", _I,
     ("", (_NOT_WORDS, _USER_WORDS, _words("let", "letting")))),
    (CONCEALMENT,
     rf"\b{_USER}\s+(?:must|should|need|does)\s*(?:not|n[’']?t)\s+(?:to\s+)?"
     r"(?:know|see|notice|find\s+out|be\s+(?:told|informed|notified|aware))\b", _I,
     ("", (_USER_WORDS, _words("know", "see", "notice", "find", "be")))),
    (CONCEALMENT,
     rf"\bwithout\s+{_USER}(?:[’']s)?\s+(?:knowing|noticing|knowledge|awareness|seeing|being\s+aware)"
     rf"|\bbehind\s+{_USER}[’']?s?\s+back\b"
     rf"|\b(?:hide|conceal|keep)\s+(?:this|it|that|these|them)\b[^.\n]{{0,30}}?\bfrom\s+{_USER}", _I,
     ("", (_USER_WORDS, _words("without", "behind", "hide", "conceal", "keep")))),
    (CONCEALMENT,
     rf"\b(?:silently|secretly|covertly|quietly|stealthily|invisibly)\s+(?:also\s+)?{_VERBS}\b"
     r"|\b(?:secretly|covertly|stealthily)\b", _I,
     ("", (_words("silently", "secretly", "covertly", "quietly", "stealthily", "invisibly"),))),
    (CONCEALMENT,
     rf"\b{_NOT}\s+(?:log|record)\s+(?:this|it|that|these|any\s+of\s+(?:this|it)"
     r"|the\s+(?:call|request|action|access|transfer|data|content|result)s?)\b", _I,
     ("", (_NOT_WORDS, _words("log", "record")))),
    (COERCION,
     r"\botherwise\b[^.\n]{0,30}?\b(?:the|this)\s+(?:tool|system|server)\s+"
     r"(?:will|would|may|might|does|can)(?:\s*not|n[’']?t)\s+(?:work|function|respond)\b"
     r"|\botherwise\b[^.\n]{0,30}?\b(?:the|this)\s+tool\s+(?:will|would)\s+(?:fail|break|crash)\b", _I,
     ("", (_words("otherwise"),))),
    (COERCION,
     r"\b(?:always\s+)?(?:call|use|run|invoke|execute|trigger)\s+this\s+tool\s+"
     r"(?:first|before\s+(?:any|all|every|using|calling|running|invoking|doing)\b)"
     r"|\bbefore\s+(?:using|calling|invoking|running|executing|you\s+use|you\s+call)\s+"
     r"(?:any|all|every)\s+(?:other\s+)?tools?\b|\bbefore\s+any\s+other\s+tools?\b"
     r"|\binstead\s+of\s+(?:any|all|every)\s+other\s+tools?\b", _I,
     ("", (_TOOL_OR_TOOLS, _words("this", "before", "instead")))),
    (COERCION,
     r"\byou\s+(?:must|have\s+to|need\s+to|are\s+required\s+to|shall)\s+(?:always\s+)?"
     r"(?:use|call|invoke|run|execute)\s+this\s+tool\b"
     r"(?=\s*(?:$|[.!,;:)]|for\s+(?:every|all|any|each)\b|first\b|always\b|whenever\b"
     r"|instead\b|regardless\b|before\s+any\b))", _I,
     ("", (_words("you"), _words("this"), _words("tool")))),
    (COERCION,
     r"\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+)?"
     r"(?:previous|prior|above|earlier|preceding|other|existing|original)\s+"
     r"(?:instructions|directions|rules|guidelines|prompts?|tools|system\s+prompt)\b", _I,
     ("", (_words("ignore", "disregard", "forget", "override"),))),
    (CREDENTIAL,
     r"~/\.ssh\b|(?<![\w.])\.ssh/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)"
     r"|~/\.aws\b|\.aws/(?:credentials|config)\b|~/\.kube\b|\.kube/config\b|~/\.gnupg\b"
     r"|~/\.docker/config\.json|~/\.(?:npmrc|pypirc)\b|(?<![\w.])\.(?:netrc|pgpass)\b"
     r"|(?<![\w.-])\.git-credentials\b|\bcredentials\.json\b|(?<![\w-])mcp\.json\b"
     r"|\bclaude_desktop_config\.json\b|~/\.cursor\b|/etc/shadow\b"
     r"|-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----|(?<![\w.$])\.env\b(?![\w-])", _I,
     ("~", (_words("ssh", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "aws", "kube", "netrc",
                   "pgpass", "credentials", "mcp", "claude_desktop_config", "shadow", "begin",
                   "env"),))),
    (EXFILTRATION,
     rf"\b(?:add|include|pass|put|send|append|insert|copy|paste|attach|provide|supply|forward"
     rf"|upload|embed|dump|leak|share)\b[^.\n]{{0,60}}?\b{_CONVERSATION}\b", _I,
     ("", (_words("add", "include", "pass", "put", "send", "append", "insert", "copy", "paste",
                  "attach", "provide", "supply", "forward", "upload", "embed", "dump", "leak",
                  "share"),
           _words("conversation", "chat", "dialog", "dialogue", "transcript", "history",
                  "messages", "system", "instructions", "prompt", "rules", "guidelines", "chain",
                  "reasoning", "thoughts", "thinking")))),
)
_ACTION = rf"\b(?:{_VERBS}|use|tell|ignore|must|always|never|do\s+not|don[’']?t|before|instead)\b"
_COMMENT = r"<!--(.{0,2000}?)-->"
_EXFILTRATION_PARAMETERS = frozenset((
    "systemprompt", "systemmessage", "systeminstructions", "conversationhistory",
    "conversationlog", "conversationtranscript", "fullconversation", "entireconversation",
    "chathistory", "chainofthought", "previousmessages",
))
_SHORTEST_EXFILTRATION_PARAMETER = min(map(len, _EXFILTRATION_PARAMETERS))
QUOTE_LIMIT = 60


class Injection(tuple):
    """A pattern family and the matching text, whitespace collapsed, cut to QUOTE_LIMIT."""

    __slots__ = ()

    def __new__(cls, family: str, span: str) -> Injection:
        return tuple.__new__(cls, (family, span))

    @property
    def family(self) -> str:
        return self[0]

    @property
    def span(self) -> str:
        return self[1]


# Lower case, and a space for what is not a word character: an ASCII string's
# words, ready for bytes.split(). (bytes.translate is many times faster than str's.)
_ASCII_WORDS = bytes(ord(chr(code).lower()) if code < 0x80 and (chr(code).isalnum() or code == 0x5F)
                     else 0x20 for code in range(256))


class _Gates:
    """Which patterns an ASCII text can match, from the words and characters it holds.

    Each gate character and gate word sets bits: a pattern's characters share
    one bit, each of its word sets has its own. The patterns a text can match
    follow from the union of its bits, and are kept per union."""

    def __init__(self) -> None:
        gate_characters = {character for *_, (gate, _) in _PATTERN_SOURCES for character in gate}
        bits: dict[str, int] = {}  # gate character or word -> the bits it sets
        self.needs: list[tuple[int, int]] = []  # per pattern: (any of these, all of these)
        bit = 1
        for *_, (characters, word_sets) in _PATTERN_SOURCES:
            character_bits = word_bits = 0
            if characters:
                character_bits, bit = bit, bit << 1
                for character in characters:
                    bits[character] = bits.get(character, 0) | character_bits
            for words in word_sets:
                for word in words:
                    bits[word] = bits.get(word, 0) | bit
                word_bits, bit = word_bits | bit, bit << 1
            self.needs.append((character_bits, word_bits))
        self.characters = {key: value for key, value in bits.items() if key in gate_characters}
        self.words = {key.encode("ascii"): value for key, value in bits.items()
                      if key not in gate_characters}
        self.word_set = frozenset(self.words)
        self.every = tuple(range(len(_PATTERN_SOURCES)))
        self.chosen: dict[int, tuple[int, ...]] = {}

    def candidates(self, text: str) -> tuple[int, ...]:
        """The indexes of the patterns that can match `text`, in order."""
        if not text.isascii():  # case folding beyond ASCII: no gate, every pattern
            return self.every
        bits = 0
        for word in self.word_set.intersection(text.encode("ascii").translate(_ASCII_WORDS).split()):
            bits |= self.words[word]
        for character, character_bits in self.characters.items():
            if character in text:
                bits |= character_bits
        chosen = self.chosen.get(bits)
        if chosen is None:
            chosen = self.chosen[bits] = tuple(
                index for index, (any_of, all_of) in enumerate(self.needs)
                if bits & any_of or (all_of and bits & all_of == all_of))
        return chosen


@cache
def _gates() -> _Gates:
    return _Gates()


def injections(text: str) -> list[Injection]:
    """The first matching span of each pattern family in `text`."""
    candidates = _gates().candidates(text)
    comments = "<" in text  # an HTML comment's gate
    if not candidates and not comments:
        return []
    first: dict[str, tuple[int, str]] = {}
    for index in candidates:
        family, source, flags, _ = _PATTERN_SOURCES[index]
        match = _regex(source, flags).search(text)
        if match and (family not in first or match.start() < first[family][0]):
            first[family] = (match.start(), match.group())
    for match in _regex(_COMMENT, re.DOTALL).finditer(text) if comments else ():
        if _regex(_ACTION, _I).search(match.group(1)):
            if PSEUDO_TAG not in first or match.start() < first[PSEUDO_TAG][0]:
                first[PSEUDO_TAG] = (match.start(), match.group())
            break
    if not first:
        return []
    ordered = sorted(first.items(), key=lambda item: (item[1][0], item[0]))
    return [Injection(family, quote(span)) for family, (_, span) in ordered]


def exfiltration_parameter(name: str) -> bool:
    """A parameter whose name asks for the conversation (`system_prompt`, `chainOfThought`)."""
    if len(name) < _SHORTEST_EXFILTRATION_PARAMETER:  # removing characters never lengthens it
        return False
    if name.isascii():  # the same as the expression below, without it
        return name.translate(_ASCII_LETTERS_AND_DIGITS) in _EXFILTRATION_PARAMETERS
    return re.sub(r"[\W_]+", "", name).lower() in _EXFILTRATION_PARAMETERS


# Lower case, and nothing for what is not an ASCII letter or digit.
_ASCII_LETTERS_AND_DIGITS = {code: (chr(code).lower() if chr(code).isalnum() else None)
                             for code in range(128)}


def quote(span: str, limit: int = QUOTE_LIMIT) -> str:
    span = " ".join(span.split())
    return span if len(span) <= limit else span[: limit - 1] + "…"


# ----------------------------------------------------------------- X003 confusable names

# Letters of Cyrillic and Greek that look like Latin ones. Capitals are mapped
# before case folding (Greek capital eta looks like H, its small form like n).
_CAPITALS = str.maketrans({
    **dict(zip("АВСЕНІЈКМОРЅТХУҮ", "ABCEHIJKMOPSTXYY")),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX")),
})
_SMALL = str.maketrans({
    **dict(zip("аеһіјӏоԁԛрѕсуԝхь", "aehijlodqpscywxb")),
    **dict(zip("ɑαεηιϳκνορϲτυχγωμ", "aaenijkvopctuxywu")),
    "0": "o", "1": "l",
})


def skeleton(name: str) -> str:
    """`name` reduced to what it looks like: NFKC, Latin look-alikes, case folding,
    no combining marks or invisible characters."""
    if name.isascii():  # NFKC, NFD and the capital table change nothing here
        return name.lower().translate(_SMALL).replace("rn", "m").replace("vv", "w")
    text = unicodedata.normalize("NFKC", name).translate(_CAPITALS).casefold()
    text = "".join(char for char in unicodedata.normalize("NFD", text)
                   if unicodedata.category(char) not in ("Mn", "Me", "Cf"))
    return text.translate(_SMALL).replace("rn", "m").replace("vv", "w")


def non_ascii(name: str, limit: int = 4) -> list[str]:
    """The distinct non-ASCII characters of `name`, as `U+0435 CYRILLIC SMALL LETTER IE`."""
    if name.isascii():
        return []
    seen: list[str] = []
    for char in name:
        if ord(char) > 0x7F and char not in seen:
            seen.append(char)
    return [f"U+{ord(c):04X} {unicodedata.name(c, 'unnamed')}" for c in seen[:limit]]


# ----------------------------------------------------------------- X006 mentions, X007 padding

_TOKEN = r"[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*"
_TOOL_WORDS = frozenset(("tool",))
# Every token whose lower case is a word of _TOOL_WORDS: "tool", "Tool", "TOOL"...
_TOOL_SPELLINGS = frozenset(
    "".join(letter.upper() if mask >> index & 1 else letter for index, letter in enumerate(word))
    for word in _TOOL_WORDS for mask in range(1 << len(word)))


def mentions(text: str, names: dict[str, object], folded: dict[str, str]) -> list[str]:
    """Tool names `text` mentions: distinctive names (holding `_` or `-`) as a
    whole word, any name next to the word "tool". `names` is every candidate
    name; `folded` maps a lower-cased name to its spelling, for "the Search tool"."""
    if "_" not in text and "-" not in text and "tool" not in text.lower():
        return []  # neither a distinctive name nor the word "tool" in any case
    tokens = _regex(_TOKEN).findall(text)
    found = {token for token in tokens if ("_" in token or "-" in token) and token in names}
    beside = {near for index, token in enumerate(tokens) if token in _TOOL_SPELLINGS
              for near in (index - 1, index + 1) if 0 <= near < len(tokens)}
    for index in beside:
        token = tokens[index]
        name = token if token in names else folded.get(token.lower())
        if name is not None:
            found.add(name)
    return sorted(found)


_PADDING = r"\s{20,}"
MAX_DESCRIPTION = 4000


# An ASCII string with whitespace as spaces and everything else as "x" (the
# expression's \s is str.isspace()), where a run is a plain substring search.
_ASCII_BLANKS = bytes(0x20 if code < 0x80 and chr(code).isspace() else 0x78 for code in range(256))
_BLANK_RUN = b" " * 20


def padding(text: str) -> tuple[int, int] | None:
    """(offset, length) of the first run of 20+ whitespace characters."""
    if len(text) < 20:
        return None
    if text.isascii() and _BLANK_RUN not in text.encode("ascii").translate(_ASCII_BLANKS):
        return None
    match = _regex(_PADDING).search(text)
    return (match.start(), match.end() - match.start()) if match else None
