"""`toolcli golden --format json`: the summary, file statuses, the change list and the declaration diffs."""

from __future__ import annotations

from ..golden.changes import changes_json
from ..golden.documents import GoldenRun
from .document import dumps


def render(run: GoldenRun, command: str, rewrote: bool, summary_only: bool = False) -> str:
    summary = [row.as_json() for row in run.summary]
    rewrite = None if run.in_sync or rewrote else command
    if summary_only:
        return dumps({"in_sync": run.in_sync or rewrote, "summary": summary, "rewrite": rewrite})
    return dumps({
        "in_sync": run.in_sync or rewrote,
        "summary": summary,
        "files": [{"name": s.name, "status": s.status} for s in run.statuses],
        "changes": changes_json(run.changes),
        "declarations": [{"tool": d.tool, "diff": d.diff} for d in run.declarations],
        "written": list(run.written),
        "deleted": list(run.deleted),
        "rewrite": rewrite,
    })
