"""`validate --format sarif`: a SARIF 2.1.0 log for code-scanning dashboards.

One run; its driver lists every catalogue rule with its page (summary, why,
bad and good examples) so a dashboard can show the rule next to the result.
A result's location is its file as a path from where toolcli ran (the
registry path as given, then the file), so GitHub code scanning puts it on
the right line; the tool and profile are logical locations. The
partial fingerprint hashes what identifies a finding (code, file, tool,
profile, pointer) and not its line or wording, so a finding keeps its
identity across runs while the file around it moves.
"""

from __future__ import annotations

import json
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Iterable

from .._version import __version__
from ..diagnostics import Diagnostic
from ..rules.base import Rule
from .document import dumps
from .github import repository_path

if TYPE_CHECKING:
    from ..validation import Report

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
VERSION = "2.1.0"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}
FINGERPRINT = "toolcli/v1"
SOURCE_ROOT = "%SRCROOT%"


def render(report: Report) -> str:
    from ..rules.catalogue import all_rules

    return dumps(sarif_document(report, all_rules()))


def sarif_document(report: Report, rules: Iterable[Rule]) -> dict:
    descriptors = [rule_descriptor(rule) for rule in rules]
    index = {descriptor["id"]: position for position, descriptor in enumerate(descriptors)}
    for diagnostic in report.diagnostics:  # a code outside the catalogue still gets a descriptor
        if diagnostic.code not in index:
            index[diagnostic.code] = len(descriptors)
            descriptors.append({"id": diagnostic.code, "name": diagnostic.rule})
    return {
        "$schema": SCHEMA,
        "version": VERSION,
        "runs": [{
            "tool": {"driver": {
                "name": "toolcli",
                "version": __version__,
                "semanticVersion": __version__,
                "rules": descriptors,
            }},
            "columnKind": "unicodeCodePoints",
            "results": [result(d, index[d.code], report.registry) for d in report.diagnostics],
        }],
    }


def rule_descriptor(rule: Rule) -> dict:
    return {
        "id": rule.code,
        "name": rule.name,
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": rule.why},
        "help": {
            "text": f"{rule.summary}\n\n{rule.why}\n\nBad:\n{rule.bad}\n\nGood:\n{rule.good}\n",
            "markdown": (f"{rule.summary}\n\n{rule.why}\n\n**Bad**\n\n{fenced(rule.bad)}\n\n"
                         f"**Good**\n\n{fenced(rule.good)}\n"),
        },
        "defaultConfiguration": {"level": LEVEL[rule.severity]},
        "properties": {"tags": [f"family:{rule.family}"]},
    }


def fenced(text: str) -> str:
    """A fenced code block whose fence no run of backticks in `text` can close."""
    longest = run = 0
    for char in text:
        run = run + 1 if char == "`" else 0
        longest = max(longest, run)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{text}\n{fence}"


def result(diagnostic: Diagnostic, rule_index: int, registry: str) -> dict:
    text = diagnostic.message + (f"\nhint: {diagnostic.hint}" if diagnostic.hint else "")
    entry: dict = {
        "ruleId": diagnostic.code,
        "ruleIndex": rule_index,
        "level": LEVEL[diagnostic.severity],
        "message": {"text": text},
    }
    location: dict = {}
    if diagnostic.file:
        physical: dict = {"artifactLocation": artifact_location(registry, diagnostic.file)}
        if diagnostic.line is not None:
            physical["region"] = {"startLine": diagnostic.line}
            if diagnostic.col is not None:
                physical["region"]["startColumn"] = diagnostic.col
        location["physicalLocation"] = physical
    logical = logical_locations(diagnostic)
    if logical:
        location["logicalLocations"] = logical
    if location:
        entry["locations"] = [location]
    entry["partialFingerprints"] = {FINGERPRINT: fingerprint(diagnostic)}
    entry["properties"] = {
        "rule": diagnostic.rule,
        "pointer": diagnostic.pointer,
        "tool": diagnostic.tool,
        "profile": diagnostic.profile,
        "hint": diagnostic.hint,
    }
    return entry


def artifact_location(registry: str, file: str) -> dict:
    from urllib.parse import quote

    path = repository_path(registry, file)
    if PurePosixPath(path).is_absolute():
        return {"uri": "file://" + quote(path, safe="/")}
    return {"uri": quote(path, safe="/"), "uriBaseId": SOURCE_ROOT}


def logical_locations(diagnostic: Diagnostic) -> list[dict]:
    locations = []
    if diagnostic.tool:
        locations.append({"name": diagnostic.tool, "kind": "function"})
    if diagnostic.profile:
        locations.append({"name": diagnostic.profile, "kind": "module"})
    return locations


def fingerprint(diagnostic: Diagnostic) -> str:
    import hashlib

    identity = [diagnostic.code, diagnostic.file, diagnostic.tool, diagnostic.profile, diagnostic.pointer]
    return hashlib.sha256(json.dumps(identity).encode("ascii")).hexdigest()
