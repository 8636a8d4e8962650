"""`toolcli golden --format json`: file statuses, the change list and the declaration diffs."""

from __future__ import annotations

from ..golden.changes import changes_json
from ..golden.documents import GoldenRun
from .document import dumps


def render(run: GoldenRun, command: str, rewrote: bool) -> str:
    return dumps({
        "in_sync": run.in_sync or rewrote,
        "files": [{"name": s.name, "status": s.status} for s in run.statuses],
        "changes": changes_json(run.changes),
        "declarations": [{"tool": d.tool, "diff": d.diff} for d in run.declarations],
        "written": list(run.written),
        "deleted": list(run.deleted),
        "rewrite": None if run.in_sync or rewrote else command,
    })
