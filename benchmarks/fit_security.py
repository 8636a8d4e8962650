"""Fit the weights of X002's second opinion (src/toolcli/detectors/learned.py).

    .venv/bin/python benchmarks/fit_security.py [--cv] [--check]

Training data: the cases written here (tests/corpus/poisoned and
poisoned_held_out: a poisoned case that expects X002 is an attack, a benign
case is not; poisoned cases for other rules are left out) and every real tool
of the development sources of tests/corpus/real, and every bundled tool, as
benign. Never a frozen source, nor other people's cases, which live outside the
repository (SPEC §16). Each is imported as `toolcli import` leaves it, and its
features are read from the same scan as the rule's.

The fit is logistic regression with L2, by stochastic gradient descent with
per-feature step sizes (AdaGrad), in a fixed order for a fixed number of
epochs: no randomness, so the same data gives the same file byte for byte.
Features seen in fewer than MIN_COUNT training tools are dropped; weights
under PRUNE in magnitude are left out of the file, at most CAP kept.

`--cv` prints cross-validation by source: each case file is a fold, and the
real sources are spread over ten more folds, a source never split, for each L2
strength and threshold; `--check` fits and compares with the shipped file instead of
writing it (exit 1 when they differ).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import math
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from security_corpus import (CORPUS, REPO, bundled_copy, ours, real_listing, real_sources,  # noqa: E402
                             write_server)
from toolcli.detectors import learned  # noqa: E402
from toolcli.loading.loader import Location, load  # noqa: E402
from toolcli.rules.context import Context  # noqa: E402
from toolcli.rules.security_schemas import scan  # noqa: E402

WEIGHTS = REPO / "src" / "toolcli" / "detectors" / learned.WEIGHTS_FILE
L2 = 0.001
EPOCHS = 12
STEP = 0.15
MIN_COUNT = 2
PRUNE = 0.02
CAP = 1500  # the strongest weights kept: the file ships with every install (SPEC §9)
THRESHOLD = 0.5


class Example:
    __slots__ = ("tool", "label", "fold", "features", "found_in")

    def __init__(self, tool: str, label: int, fold: str, features: set[str]) -> None:
        self.tool, self.label, self.fold, self.features = tool, label, fold, features


def training_files() -> list[Path]:
    folders = sorted({CORPUS / "poisoned", CORPUS / "poisoned_held_out"})
    return [*(path for folder in folders for path in sorted(folder.glob("*.json"))),
            *sorted(source.path for source in real_sources("dev"))]


def digest() -> str:
    """sha256 over the training files' names and bytes, in order."""
    hashed = hashlib.sha256()
    for path in training_files():
        hashed.update(path.relative_to(CORPUS).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return hashed.hexdigest()


def examples(scratch: Path) -> list[Example]:
    """Every training tool with its label, fold and features, in a fixed order."""
    root = bundled_copy(scratch / "registry")
    labels: dict[str, tuple[int, str]] = {}
    written = ours()
    for index, case in enumerate(written):
        if case["label"] == "poisoned" and "X002" not in case["expect"]:
            continue
        server = f"dev{index:04d}"
        write_server(root, server, [case["tool"]], case.get("captured"))
        labels[f"mcp__{server}__{case['tool']['name']}"] = (int(case["label"] == "poisoned"), case["file"])
    real_folds: dict[str, str] = {}
    for source in real_sources("dev"):
        tools, _ = real_listing(source)
        write_server(root, source.server, tools)
        real_folds[source.server] = f"real-{int(hashlib.sha256(source.id.encode()).hexdigest(), 16) % 10}"
    registry = load(Location(root, str(root)))
    servers = {spec.name: spec.server for spec in registry.dynamic}
    found: list[Example] = []
    cache: dict[tuple[str, str], set[str]] = {}
    for position, unit in enumerate(scan(Context(registry)).units):
        if unit.view is None:
            continue
        label, fold = labels.get(unit.tool, (0, ""))
        if unit.tool.startswith("mcp__dev") and unit.tool not in labels:
            continue
        if not fold:  # a real or bundled tool: its source's fold
            fold = real_folds.get(servers.get(unit.tool, ""), "real-0")
        features: set[str] = set()
        for text, where in learned.places(unit.texts, unit.values):
            key = (text, where)
            if key not in cache:
                cache[key] = learned.text_features(text, where)
            features |= cache[key]
        description = unit.view.description if isinstance(unit.view.description, str) else ""
        found.append(Example(unit.tool, label, fold, learned.for_purpose(features, unit.view.name, description)))
    found.sort(key=lambda example: example.tool)
    return found


def fit(train: list[Example], l2: float) -> tuple[float, dict[str, float]]:
    counts = Counter(feature for example in train for feature in example.features)
    kept = {feature for feature, count in counts.items() if count >= MIN_COUNT}
    positives = sum(example.label for example in train)
    positive_weight = (len(train) - positives) / max(positives, 1)
    weights: dict[str, float] = {}
    squares: dict[str, float] = {}
    bias, bias_square = 0.0, 1e-8
    rows = [(sorted(example.features & kept), example.label) for example in train]
    for _ in range(EPOCHS):
        for features, label in rows:
            score = bias + sum(weights.get(feature, 0.0) for feature in features)
            error = (1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, score))))) - label
            error *= positive_weight if label else 1.0
            bias_square += error * error
            bias -= STEP * error / math.sqrt(bias_square)
            for feature in features:
                weight = weights.get(feature, 0.0)
                gradient = error + l2 * weight
                squares[feature] = squares.get(feature, 1e-8) + gradient * gradient
                weights[feature] = weight - STEP * gradient / math.sqrt(squares[feature])
    return bias, weights


def pruned(weights: dict[str, float]) -> dict[str, float]:
    strong = sorted(((feature, round(weight, 4)) for feature, weight in weights.items() if abs(weight) >= PRUNE),
                    key=lambda item: (-abs(item[1]), item[0]))[:CAP]
    return dict(sorted(strong))


def render(bias: float, weights: dict[str, float], size: int) -> bytes:
    document = {"about": "X002's fitted weights; written by benchmarks/fit_security.py, never by hand",
                "training": {"sha256": digest(), "tools": size, "l2": L2, "epochs": EPOCHS},
                "bias": round(bias, 4), "threshold": THRESHOLD, "weights": weights}
    return (json.dumps(document, ensure_ascii=False, indent=0, sort_keys=True) + "\n").encode("utf-8")


def cross_validate(data: list[Example]) -> None:
    folds = sorted({example.fold for example in data})
    for l2 in (0.0003, 0.001, 0.003):
        scored: list[tuple[float, Example]] = []
        for fold in folds:
            bias, weights = fit([example for example in data if example.fold != fold], l2)
            model = learned.Model(bias, THRESHOLD, pruned(weights))
            scored.extend((learned.probability(example.features, model), example)
                          for example in data if example.fold == fold)
        thresholds = (0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95)
        for threshold, gated in itertools.product(thresholds, (False, True)):
            kept = [(p if not gated or learned.evidenced(example.features) else 0.0, example)
                    for p, example in scored]
            dev_pos = [p for p, example in kept if example.label == 1]
            dev_neg = [p for p, example in kept if example.label == 0 and example.tool.startswith("mcp__dev")]
            real = [p for p, example in kept if example.label == 0 and not example.tool.startswith("mcp__dev")]
            print(f"l2 {l2:<6} threshold {threshold:<5} {'gated' if gated else 'alone'} "
                  f"recall {sum(p >= threshold for p in dev_pos)}/{len(dev_pos)} "
                  f"dev false alarms {sum(p >= threshold for p in dev_neg)}/{len(dev_neg)} "
                  f"real false alarms {sum(p >= threshold for p in real)}/{len(real)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cv", action="store_true", help="print cross-validation figures, write nothing")
    parser.add_argument("--check", action="store_true", help="compare with the shipped file, write nothing")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="toolcli-fit-") as scratch:
        data = examples(Path(scratch))
    if args.cv:
        cross_validate(data)
        return 0
    bias, weights = fit(data, L2)
    rendered = render(bias, pruned(weights), len(data))
    if args.check:
        same = WEIGHTS.read_bytes() == rendered
        print("the shipped weights are what the training data gives" if same else "the shipped weights differ")
        return 0 if same else 1
    WEIGHTS.write_bytes(rendered)
    print(f"{WEIGHTS.relative_to(REPO)}: {len(weights)} features fitted, {len(json.loads(rendered)['weights'])} kept")
    return 0


if __name__ == "__main__":
    sys.exit(main())
