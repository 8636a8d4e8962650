"""The rule catalogue: one record per rule, registered where the rule lives.

A rule is a code, a name that describes the problem, a default severity, a
page (summary, why it matters, a bad and a good example) and a check that
yields findings. A text rule also has pure judges: `judge_text`, a function of
one model-visible string and whether prose sits where it stands, and
`judge_tool`, a function of one tool's strings and schemas
(rules/security_schemas.py's Unit) and of the rule's own verdicts on strings;
the engine runs them on what the cache does not know to be quiet (the text
judges in worker processes when there is much to judge) and hands their
verdicts to the check
(`check(ctx, verdicts)`), which only words and places the findings. Every
user-facing list of rules is derived from CATALOGUE, which
``rules.catalogue`` fills by importing each family module.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, NamedTuple

from ..diagnostics import Finding
from ..model import Record, SEVERITIES, Severity

if TYPE_CHECKING:
    from .context import Context

Check = Callable[..., Iterable[Finding]]  # (ctx) or, with judges, (ctx, verdicts)
TextJudge = Callable[[str, bool], Any]  # (text, in prose); a falsy verdict: nothing found
ToolJudge = Callable[[Any, Mapping[str, Any]], Any]  # (a tool, its rule's verdicts on strings)

_CODE = re.compile(r"^[RDPCXL]\d{3}$")
_NAME = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
_ADVICE_PREFIXES = ("avoid-", "use-", "prefer-", "no-")
_set = object.__setattr__


class Rule(Record):
    __slots__ = ("code", "name", "severity", "summary", "why", "bad", "good", "check", "judge_text", "judge_tool")
    code: str
    name: str
    severity: Severity
    summary: str
    why: str
    bad: str
    good: str
    check: Check
    judge_text: TextJudge | None
    judge_tool: ToolJudge | None

    def __init__(self, code: str, name: str, severity: Severity, summary: str, why: str, bad: str, good: str,
                 check: Check, judge_text: TextJudge | None = None, judge_tool: ToolJudge | None = None) -> None:
        _set(self, "code", code)
        _set(self, "name", name)
        _set(self, "severity", severity)
        _set(self, "summary", summary)
        _set(self, "why", why)
        _set(self, "bad", bad)
        _set(self, "good", good)
        _set(self, "check", check)
        _set(self, "judge_text", judge_text)
        _set(self, "judge_tool", judge_tool)

    @property
    def family(self) -> str:
        return self.code[0]

    @property
    def exception(self) -> str:
        """How a reviewed finding of this rule is allowed (SPEC §2.1, `[[lint.allow]]`)."""
        return (f'In toolspec.toml: [[lint.allow]] rule = "{self.code}", tool = "<name>" (or server = "<server>" '
                f'for every tool of one MCP server), reason = "why it is fine". `toolcli baseline` writes such '
                f'entries for every finding of today; L001 reports one that no longer matches.')

    @property
    def judged(self) -> bool:
        return self.judge_text is not None or self.judge_tool is not None

    def as_json(self) -> dict:
        return {
            "code": self.code,
            "name": self.name,
            "severity": self.severity,
            "summary": self.summary,
            "why": self.why,
            "bad": self.bad,
            "good": self.good,
            "exception": self.exception,
        }


class Verdicts(NamedTuple):
    """A judged rule's verdicts: on each string its text judge found something in,
    and on each tool (by its index among the scan's units) its tool judge did."""

    texts: dict[str, Any]
    tools: dict[int, Any]


CATALOGUE: dict[str, Rule] = {}


def rule(
    code: str,
    name: str,
    severity: Severity,
    *,
    summary: str,
    why: str,
    bad: str,
    good: str,
    judge_text: TextJudge | None = None,
    judge_tool: ToolJudge | None = None,
) -> Callable[[Any], Any]:
    """Register a check function under ``code``; checked when defined."""

    def register(check: Any) -> Any:
        if not _CODE.match(code):
            raise ValueError(f"rule code {code!r} is not a family letter and three digits")
        if code in CATALOGUE:
            raise ValueError(f"rule code {code} is registered twice")
        if not _NAME.match(name) or name.startswith(_ADVICE_PREFIXES):
            raise ValueError(f"rule name {name!r} must be kebab-case and name the problem")
        if severity not in SEVERITIES:
            raise ValueError(f"rule {code}: severity {severity!r} is not one of {SEVERITIES}")
        for part, text in (("summary", summary), ("why", why), ("bad", bad), ("good", good)):
            if not text.strip():
                raise ValueError(f"rule {code}: the page has no {part}")
        CATALOGUE[code] = Rule(code, name, severity, summary.strip(), why.strip(), bad.strip("\n"),
                               good.strip("\n"), check, judge_text, judge_tool)
        return check

    return register
