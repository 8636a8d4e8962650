"""Credentials written into committed files: what X008 looks for (SPEC §5.5).

A value counts when it has a known credential format at full length: the
token prefixes SPEC §2.3 redacts at import (`ghp_`, `github_pat_`, `sk-`,
`xox[abp]-`, `AKIA`, a JWT) and a few more of the same kind. In a
`captured` block, a `KEY=VALUE` whose key names a secret counts too. A
template never counts: `ghp_xxxx…`, `AKIAIOSFODNN7EXAMPLE`, `<redacted>`,
`${TOKEN}`. A high-entropy run alone is redacted at import but is no
finding: random ids look the same.

The secret itself never appears in a message: only its kind, its first
characters and its length.
"""

from __future__ import annotations

import base64
import re
from functools import cache
from typing import NamedTuple

_FORMATS = (
    ("GitHub token", r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    ("GitHub token", r"\bgithub_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}\b"),
    ("GitLab token", r"\bglpat-[A-Za-z0-9_-]{20}\b"),
    ("Anthropic key", r"\bsk-ant-(?:api|admin)\d\d-[A-Za-z0-9_-]{80,}"),
    ("OpenAI key", r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,}"),
    ("Slack token", r"\bxox[abposr]-\d{6,}-[A-Za-z0-9-]{10,}"),
    ("AWS access key id", r"\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b"),
    ("Google API key", r"\bAIza[0-9A-Za-z_-]{35}\b"),
    ("Stripe key", r"\b(?:sk|rk)_live_[0-9A-Za-z]{24,}\b"),
    ("npm token", r"\bnpm_[A-Za-z0-9]{36}\b"),
    ("JWT", r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
    ("private key", r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----\s*[A-Za-z0-9+/=\s]{64,}"),
)
# Any of the formats' first characters: most strings hold none and are not searched.
_PREFIXES = r"gh[pousr]_|github_pat_|glpat-|sk-|xox|A[KS]IA|ABIA|ACCA|AIza|_live_|npm_|eyJ|-----BEGIN"
_SECRET_KEY = r"(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASSPHRASE|PWD|AUTH|CREDENTIALS?)"
_ASSIGNMENT = rf"^-{{0,2}}(?P<key>[A-Za-z_][A-Za-z0-9_.-]*?{_SECRET_KEY}[A-Za-z0-9_.-]*)=(?P<value>.+)$"
_PLACEHOLDER = (r"^(?:<[^>]*>|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\*+|x+|\.+|your[_-].*|changeme|redacted|"
                r"none|null|true|false|example.*|test|dummy|placeholder|secret|token|password)$")


class Credential(NamedTuple):
    kind: str
    shown: str  # the first characters, the length: never the value

    @property
    def described(self) -> str:
        article = "an" if self.kind[0] in "AEIOaeio" else "a"
        return f"{article} {self.kind} ({self.shown})"


@cache
def _regex(source: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(source, flags)


def credential(text: str) -> Credential | None:
    """The first credential in a known format in `text`, if any."""
    if not _regex(_PREFIXES).search(text):
        return None
    for kind, source in _FORMATS:
        for match in _regex(source).finditer(text):
            value = match.group()
            if not _template(value) and not _shown_as_example(text, match.start(), match.end()):
                return Credential(kind, _shown(value))
    return None


# Words that present a value as a documentation example: "e.g. ghp_…", "tokens look
# like …", "sk_test_… (example only)".
_EXAMPLE_BEFORE = (r"(?<![\w./-])(?:e\.g\.|examples?|sample|such\s+as|looks?\s+like|for\s+instance|placeholder"
                   r"|dummy|fake)(?![\w/-])[^.\n]{0,40}$")
_EXAMPLE_AFTER = r"^[^.\n]{0,20}(?<![\w./-])(?:example|sample|placeholder|dummy|fake|not\s+a\s+real)(?![\w./-])"


def _shown_as_example(text: str, start: int, end: int) -> bool:
    """The value stands in a sentence that presents it as an example."""
    return bool(_regex(_EXAMPLE_BEFORE, re.IGNORECASE).search(text[max(0, start - 80):start])
                or _regex(_EXAMPLE_AFTER, re.IGNORECASE).search(text[end:end + 40]))


def assignment(text: str) -> Credential | None:
    """A `KEY=VALUE` (or `--key=VALUE`) whose key names a secret and whose value
    looks like one: at least 8 characters, mixing letters with digits or cases,
    not a placeholder."""
    if "=" not in text:
        return None
    match = _regex(_ASSIGNMENT, re.IGNORECASE).match(text.strip())
    if match is None:
        return None
    value = match.group("value").strip("'\"")
    if len(value) < 8 or _regex(_PLACEHOLDER, re.IGNORECASE).match(value) or _template(value):
        return None
    mixed = (any(char.isdigit() for char in value) and any(char.isalpha() for char in value)) or (
        value != value.lower() and value != value.upper())
    return Credential(f"secret in {match.group('key')}=…", f"{len(value)} characters") if mixed else None


def _template(value: str) -> bool:
    """A documented example, not a credential: EXAMPLE in it, or a body of few
    distinct characters (`ghp_xxxxxxxx…`, `sk-000000…`)."""
    if "EXAMPLE" in value.upper():
        return True
    if value.startswith("eyJ"):
        return _sample_jwt(value)
    body = value.split("_", 1)[-1] if value.startswith(("gh", "npm_")) else value[4:]
    return len(set(body)) < 8


def _sample_jwt(value: str) -> bool:
    """A JWT whose claims are the documentation sample's (jwt.io: subject
    1234567890, John Doe): published in every tutorial, never a credential."""
    payload = value.split(".")[1]
    try:
        claims = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)).decode("utf-8", "replace")
    except ValueError:
        return False
    return "1234567890" in claims or "John Doe" in claims or "Jane Doe" in claims


def _shown(value: str) -> str:
    prefix = _regex(r"^[A-Za-z]+[_-](?:[a-z]+[_-])?|^[A-Z]{4}|^eyJ|^-----BEGIN").match(value)
    return f"{prefix.group() if prefix else value[:2]}…, {len(value)} characters"
