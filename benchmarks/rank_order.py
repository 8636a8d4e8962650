"""Sort the encodings' rank files ahead of time: src/toolcli/rank_order/<encoding>.order.

    .venv/bin/python benchmarks/rank_order.py [--check]

A token's rank is found by bisection over the lines of its encoding's rank file
("<base64 of the token> <rank>", in the order of rank) taken in the order of
their bytes (`tokens.RankTable`). Sorting o200k's 200,000 lines for that was
0.1 s of every run that counts tokens (benchmarks/RESULTS.md, "X002 on two processes").
Each file holds where each line starts, in that order, as unsigned 32-bit
little-endian integers; tokens.ORDER_DIGESTS holds each file's SHA-256, printed
here. The order is a function of OpenAI's rank file alone (its digest is checked
before it is read), so the file only saves the work. `--check` compares the
files and digests with what this writes instead of writing (exit 1 when they
differ).
"""

from __future__ import annotations

import argparse
import hashlib
import sys

from toolcli import tokens


def order_bytes(encoding: str) -> bytes:
    order = tokens.sorted_line_starts(tokens._rank_lines(encoding))
    if sys.byteorder != "little":
        order.byteswap()
    return order.tobytes()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    check = parser.parse_args(argv).check
    differ = []
    for encoding in tokens.RANK_DIGESTS:
        data = order_bytes(encoding)
        digest = hashlib.sha256(data).hexdigest()
        path = tokens.ORDER_DIR / f"{encoding}.order"
        print(f'    "{encoding}": "{digest}",')
        if check:
            if not path.is_file() or path.read_bytes() != data or tokens.ORDER_DIGESTS.get(encoding) != digest:
                differ.append(encoding)
        else:
            tokens.ORDER_DIR.mkdir(exist_ok=True)
            path.write_bytes(data)
    if differ:
        print(f"rank_order.py: differs for {', '.join(differ)}: run benchmarks/rank_order.py and copy "
              f"the digests into tokens.ORDER_DIGESTS", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
