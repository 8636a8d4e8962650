"""Settings hygiene (L): the lint configuration itself."""

from __future__ import annotations

from typing import Iterator

from .context import Context
from ..diagnostics import Finding
from ..model import Allow
from .base import CATALOGUE, rule


@rule("L001", "allow-unused", "warning",
      summary="A [[lint.allow]] entry matched no finding.",
      why="An exception that no longer matches anything hides the next, different problem of "
          "that tool from review; stale exceptions should be deleted.",
      bad='[[lint.allow]]\nrule = "P002"\ntool = "web_fetch"   # web_fetch is no longer demoted\nreason = "..."',
      good="# no [[lint.allow]] entry for a finding that does not occur")
def allow_unused(ctx: Context) -> Iterator[Finding]:
    allows = ctx.registry.lint.allow
    unused = set(ctx.unused_allows)
    # Of entries with the same rule and subject only the last is applied.
    applied = {(allow.rule, allow.tool, allow.server): allow for allow in allows}
    for allow in ctx.unused_allows:
        twin = applied[(allow.rule, allow.tool, allow.server)]
        if twin is not allow and twin not in unused:
            yield Finding(f"[[lint.allow]] for {allow.rule} on {allow.subject} repeats the entry at "
                          f"{twin.origin.file}:{twin.origin.line}, which is the one applied",
                          origin=allow.origin, tool=allow.tool or None, hint="delete the repeated entry")
        else:
            yield Finding(f"[[lint.allow]] for {allow.rule} on {allow.subject} matched no finding",
                          origin=allow.origin, tool=allow.tool or None, hint=_unused_hint(allow))
    for allow in allows:
        if allow.rule not in CATALOGUE:  # never enabled, so never among the unused above
            yield Finding(f"[[lint.allow]] names {allow.rule!r}, which is no rule code: it can match nothing",
                          origin=allow.origin, tool=allow.tool or None,
                          hint="use a code from `toolcli rules` (one code per entry), or delete the entry")


def _unused_hint(allow: Allow) -> str:
    if allow.server:
        return (f"delete the entry: no tool of server {allow.server!r} has this finding, "
                "or entries for single tools cover every one")
    return "delete the entry"
