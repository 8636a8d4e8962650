"""`validate --format junit`: JUnit XML for CI test dashboards.

What a dashboard shows:

* one test suite, "toolcli";
* one test case per (rule, subject) pair with findings, where the subject is
  the tool, else the profile, else the registry: class name ``toolcli.<CODE>``,
  name ``<CODE> <rule-name>: <subject>``;
* error and warning findings make their test case fail (``<failure
  type="error|warning">``, every finding's location, message and hint in the
  body); info findings leave it passing, with the notes in ``<system-out>``;
* a registry without findings is one passing test case, so the suite is never
  empty.

XML 1.0 cannot hold most control characters: they, and every other invisible
character, appear as visible escapes (``\\x1b``, ``\\u202e``).
"""

from __future__ import annotations

from itertools import groupby
from typing import TYPE_CHECKING

from ..diagnostics import Diagnostic
from ..safe_text import visible
from .github import repository_path

if TYPE_CHECKING:  # ElementTree is imported when rendering: other formats need not pay for it
    import xml.etree.ElementTree as ET

    from ..validation import Report

SUITE = "toolcli"
FAILING = ("error", "warning")


def render(report: Report) -> str:
    import xml.etree.ElementTree as ET

    cases = _cases(report.diagnostics)
    failures = sum(1 for _key, group in cases if group[0].severity in FAILING)
    tests = max(1, len(cases))
    counts = {"tests": str(tests), "failures": str(failures), "errors": "0", "skipped": "0"}
    root = ET.Element("testsuites", {"name": SUITE, **counts})
    suite = ET.SubElement(root, "testsuite", {"name": SUITE, **counts})
    properties = ET.SubElement(suite, "properties")
    for name, value in (("registry", report.registry), ("static", str(report.static)),
                        ("dynamic", str(report.dynamic)), ("profiles", str(report.profile_count))):
        ET.SubElement(properties, "property", {"name": name, "value": visible(value)})
    if not cases:
        ET.SubElement(suite, "testcase", {"classname": SUITE, "name": "validate: no findings"})
    for (code, _kind, subject), group in cases:
        _case(suite, code, subject, group, report.registry)
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _subject(diagnostic: Diagnostic) -> tuple[int, str]:
    if diagnostic.tool:
        return (0, diagnostic.tool)
    if diagnostic.profile:
        return (1, f"profile {diagnostic.profile}")
    return (2, "registry")


def _cases(diagnostics: tuple[Diagnostic, ...]) -> list[tuple[tuple[str, int, str], list[Diagnostic]]]:
    def key(diagnostic: Diagnostic) -> tuple[str, int, str]:
        return (diagnostic.code, *_subject(diagnostic))

    ordered = sorted(diagnostics, key=lambda d: (key(d), d.sort_key()))
    return [(k, list(group)) for k, group in groupby(ordered, key=key)]


def _case(suite: ET.Element, code: str, subject: str, group: list[Diagnostic], registry: str) -> None:
    first = group[0]
    attributes = {"classname": f"{SUITE}.{code}", "name": visible(f"{code} {first.rule}: {subject}")}
    if first.file:
        attributes["file"] = visible(repository_path(registry, first.file))
    import xml.etree.ElementTree as ET

    case = ET.SubElement(suite, "testcase", attributes)
    body = "\n\n".join(_finding(d) for d in group)
    if first.severity in FAILING:
        message = first.message if len(group) == 1 else f"{len(group)} findings; first: {first.message}"
        failure = ET.SubElement(case, "failure", {"type": first.severity, "message": visible(message)})
        failure.text = body
    else:
        ET.SubElement(case, "system-out").text = body


def _finding(diagnostic: Diagnostic) -> str:
    where = diagnostic.file or "(registry)"
    if diagnostic.line is not None:
        where += f":{diagnostic.line}" + (f":{diagnostic.col}" if diagnostic.col is not None else "")
    lines = [f"{diagnostic.severity} {where} {diagnostic.pointer}".rstrip()]
    if diagnostic.tool and diagnostic.profile:
        lines.append(f"profile: {diagnostic.profile}")
    lines.append(diagnostic.message)
    if diagnostic.hint:
        lines.append(f"hint: {diagnostic.hint}")
    return "\n".join(visible(line) for line in lines)
