"""Unified diffs of texts, as git shows them."""

from __future__ import annotations

import difflib


def unified_diff(old: str, new: str, old_label: str, new_label: str) -> str:
    """A unified diff with git's marker for a missing final newline."""
    lines = difflib.unified_diff(_lines(old), _lines(new), old_label, new_label)
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n"
                   for line in lines)


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True) if text else []
