"""Settings hygiene (L): the lint configuration itself."""

from __future__ import annotations

from typing import Iterator

from ..context import Context
from ..diagnostics import Finding
from .base import rule


@rule("L001", "allow-unused", "warning",
      summary="A [[lint.allow]] entry matched no finding.",
      why="An exception that no longer matches anything hides the next, different problem of "
          "that tool from review; stale exceptions should be deleted.",
      bad='[[lint.allow]]\nrule = "P002"\ntool = "web_fetch"   # web_fetch is no longer demoted\nreason = "..."',
      good="# no [[lint.allow]] entry for a finding that does not occur")
def allow_unused(ctx: Context) -> Iterator[Finding]:
    for allow in ctx.unused_allows:
        yield Finding(f"[[lint.allow]] for {allow.rule} on {allow.tool!r} matched no finding",
                      origin=allow.origin, tool=allow.tool, hint="delete the entry")
