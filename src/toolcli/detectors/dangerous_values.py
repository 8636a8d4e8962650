"""Attack payloads written as a schema's sample values (X012): a value a model may
pass as it stands that destroys, downloads and runs, breaks out of a query or a
path, or makes a logger fetch code. Each shape is one no real tool of the
development corpus holds in a default, const, enum or example
(benchmarks/RESULTS.md, "X012, attack payloads as sample values"); a plain
command, query or relative path is none.
"""

from __future__ import annotations

import re
from functools import cache

# (what the value does, its shape), matched whatever the case.
PAYLOADS: tuple[tuple[str, str], ...] = (
    ("deletes everything", r"\brm\s+-(?:rf|fr|r\s+-f|f\s+-r)\s+(?:/|~|\*|\$home)(?:[\s*)'\";&|`]|$)"),
    ("fork bomb", r":\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:"),
    ("overwrites a disk", r"\bmkfs(?:\.\w+)?\s+/dev/|\bdd\s+if=\S+\s+of=/dev/"),
    ("downloads and runs code", r"[;&|]\s*(?:curl|wget)\s|\b(?:curl|wget)\s[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"
                                r"|\$\((?:curl|wget)\s"),
    ("makes a logger fetch code", r"\$\{jndi:"),
    ("SQL injection", r"'\s*or\s+'?1'?\s*=\s*'?1|;\s*drop\s+(?:table|database)\b"
                      r"|\bunion\s+(?:all\s+)?select\b.{0,80}\b(?:password|passwd|users?)\b"),
    ("climbs out to system files", r"(?:\.\.[/\\]){2,}(?:etc|root|home|windows|users|\.ssh|\.aws|proc)\b"
                                   r"|(?:%2e%2e|\.\.)(?:%2f|%5c)|%2e%2e[/\\]|/etc/(?:passwd|shadow|sudoers)\b"),
    ("runs script in a link", r"^\s*javascript:"),
)


@cache
def _pattern() -> re.Pattern[str]:
    return re.compile("|".join(f"(?P<p{index}>{shape})" for index, (_, shape) in enumerate(PAYLOADS)),
                      re.IGNORECASE | re.MULTILINE)


def payload(value: str) -> tuple[str, str] | None:
    """(what it does, the span) of the first payload in `value`, or None."""
    match = _pattern().search(value)
    if match is None or match.lastgroup is None:
        return None
    what = PAYLOADS[int(match.lastgroup[1:])][0]
    return what, value[match.start():match.end()]
