"""What an import may write or print about how it reached a server (SPEC §2.3, §4).

A capture is committed, so ``captured`` keeps nothing secret or specific to
the capturing machine: the program's base name, ``KEY=<redacted>`` for an
assignment, ``<redacted>`` for an argument that looks like a credential,
``<path>`` for an absolute path, and a URL reduced to scheme, host and path.

The values an import is given to reach a server — ``--env`` and ``--header``
values, what the command line hides — are collected in :class:`Secrets`, which
scrubs them from every message before it is printed, and from the capture
itself, where a server that echoes one back would otherwise put it.
"""

from __future__ import annotations

import math
import os
import re
from collections import Counter
from typing import Any, Iterable, Mapping
from urllib.parse import urlsplit, urlunsplit

from ..errors import UsageError
from ..safe_text import visible

REDACTED = "<redacted>"
PATH = "<path>"
MIN_SCRUBBED = 4  # shorter values (DEBUG=1) would garble messages without hiding anything
ENTROPY_RUN = 24  # a run of token characters this long may be a key
ENTROPY_BITS = 3.5  # Shannon bits per character above which such a run is taken for one

_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ASSIGNMENT = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)=(.*)", re.DOTALL)
_OPTION_VALUE = re.compile(r"(--?[A-Za-z0-9][A-Za-z0-9_.-]*)=(.*)", re.DOTALL)
# Known token shapes: GitHub (ghp_, gho_, ghu_, ghs_, ghr_, github_pat_),
# OpenAI / Anthropic (sk-), Slack (xoxa-, xoxb-, xoxp-), AWS access key ids.
_TOKEN = re.compile(r"(?<![A-Za-z0-9])(?:gh[pousr]_[A-Za-z0-9_]{6,}|github_pat_[A-Za-z0-9_]{6,}"
                    r"|sk-[A-Za-z0-9_-]{6,}|xox[abp]-[A-Za-z0-9-]{6,}|(?:AKIA|ASIA)[A-Z0-9]{12,})")
_JWT = re.compile(r"eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*")
_RUN = re.compile(r"[A-Za-z0-9_+/=-]{%d,}" % ENTROPY_RUN)
_SECRET_OPTION = re.compile(r"(?i)^--?(?!no[-_])(?:[a-z0-9]+[-_])*(?:token|secret|password|passwd|pass|apikey|api[-_]key"
                            r"|key|auth|authorization|credentials?|bearer|cookie|header|h)$")
# An argument that is itself a header line carrying a credential ("Authorization: Bearer …").
_SECRET_HEADER_LINE = re.compile(r"(?i)^\s*(?:proxy-)?(?:authorization|cookie|[a-z0-9-]*(?:key|token|secret|auth))\s*:")
_AUTH_SCHEMES = frozenset(("basic", "bearer", "digest", "token", "apikey"))
_HEADER_NAME = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_EXPANSION = re.compile(r"\$\{([^}]*)\}")
_WINDOWS_ABSOLUTE = re.compile(r"^(?:[A-Za-z]:[\\/]|\\\\)")


# --- what a capture keeps ---------------------------------------------------------


def captured_command(command: list[str]) -> dict:
    """``captured`` of a stdio import: the command without secrets or local paths."""
    program, *args = command
    kept = [os.path.basename(program.rstrip("/\\")) or program, *_redacted_arguments(args, keep_paths=False)]
    return {"from": "tools/list", "transport": "stdio", "command": kept}


def shown_command(command: list[str], secrets: Secrets) -> list[str]:
    """A command as a person asked to start it may see it: without the secrets a
    capture would redact (and ``secrets``), with its program and paths as written."""
    program, *args = command
    return [secrets.scrub(part) for part in (program, *_redacted_arguments(args, keep_paths=True))]


def _redacted_arguments(args: list[str], keep_paths: bool) -> list[str]:
    kept, secret_next = [], False
    for arg in args:
        kept.append(REDACTED if secret_next else redact_argument(arg, keep_paths))
        secret_next = bool(_SECRET_OPTION.match(arg))
    return kept


def captured_url(url: str) -> dict:
    """``captured`` of an HTTP import: scheme, host and path of the URL."""
    return {"from": "tools/list", "transport": "http", "url": public_url(url)}


def redact_argument(arg: str, keep_paths: bool = False) -> str:
    """One command-line argument as a capture may keep it (``keep_paths``: as a
    person on this machine may see it, its local paths shown)."""
    if _SECRET_HEADER_LINE.match(arg):
        return REDACTED
    assignment = _ASSIGNMENT.fullmatch(arg)
    if assignment:
        return f"{assignment.group(1)}={REDACTED}"
    option = _OPTION_VALUE.fullmatch(arg)
    if option:
        name, value = option.groups()
        return f"{name}={REDACTED if _SECRET_OPTION.match(name) else redact_argument(value, keep_paths)}"
    if is_absolute_path(arg):
        return arg if keep_paths else PATH
    if "://" in arg:
        if arg.lower().startswith("file:"):
            return arg if keep_paths else PATH
        if looks_like_credential(public_url(arg)):
            return REDACTED
        return public_url(arg)
    return REDACTED if looks_like_credential(arg) else arg


def is_absolute_path(text: str) -> bool:
    return text.startswith("/") or text.startswith("~") or bool(_WINDOWS_ABSOLUTE.match(text))


def looks_like_credential(text: str) -> bool:
    """A known token prefix, a JWT, or a long high-entropy run of token characters."""
    if _TOKEN.search(text) or _JWT.search(text):
        return True
    return any(_random_looking(run) for run in _RUN.findall(text))


def _random_looking(run: str) -> bool:
    # Words and package names are letters only; keys mix letters and digits.
    if not (any(c.isdigit() for c in run) and any(c.isalpha() for c in run)):
        return False
    counts = Counter(run)
    entropy = -sum(n / len(run) * math.log2(n / len(run)) for n in counts.values())
    return entropy >= ENTROPY_BITS


def public_url(url: str) -> str:
    """``url`` with only scheme, host (and port) and path: never user info, query or fragment."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = parts.port
    except ValueError:
        return REDACTED
    if ":" in host:  # an IPv6 literal
        host = f"[{host}]"
    netloc = host if port is None else f"{host}:{port}"
    path = "/".join(REDACTED if looks_like_credential(segment) else segment
                    for segment in parts.path.split("/"))
    return urlunsplit((parts.scheme, netloc, path, "", ""))


# --- what an import is given ------------------------------------------------------------


def server_environment(options: Iterable[str], environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """``--env KEY=VALUE`` / ``--env KEY`` (copied from ``environ``) as a mapping.

    Errors name the variable at most, never a value."""
    environ = os.environ if environ is None else environ
    result: dict[str, str] = {}
    for option in options:
        key, has_value, value = option.partition("=")
        if not _VARIABLE.fullmatch(key):
            raise UsageError("--env takes KEY=VALUE or KEY, where KEY is a variable name "
                             "(letters, digits and '_', not starting with a digit)")
        if not has_value:
            if key not in environ:
                raise UsageError(f"--env {key}: {key} is not set in this environment")
            value = environ[key]
        result[key] = value
    return result


def request_headers(options: Iterable[str], environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """``--header 'Name: value'`` as a mapping, ``${VAR}`` expanded from ``environ``.

    Errors name the header or the variable at most, never a value."""
    environ = os.environ if environ is None else environ
    result: dict[str, str] = {}
    for option in options:
        name, colon, value = option.partition(":")
        name = name.strip()
        if not colon or not _HEADER_NAME.fullmatch(name):
            raise UsageError("--header takes 'Name: value' with a header name of letters, digits and -")

        def expand(match: re.Match[str], header: str = name) -> str:
            variable = match.group(1)
            if not _VARIABLE.fullmatch(variable):
                raise UsageError(f"--header {header}: ${{…}} must hold a variable name")
            if variable not in environ:
                raise UsageError(f"--header {header}: {variable} is not set in this environment")
            return environ[variable]

        expanded = _EXPANSION.sub(expand, value.strip())
        if "\n" in expanded or "\r" in expanded:
            raise UsageError(f"--header {name}: the value holds a line break")
        result[name] = expanded
    return result


class Secrets:
    """Values that must never be printed; :meth:`scrub` replaces them in a message."""

    def __init__(self, values: Iterable[str] = ()) -> None:
        self._values: set[str] = set()
        self.add(*values)

    def add(self, *values: str) -> None:
        kept = [v for v in values if isinstance(v, str) and len(v) >= MIN_SCRUBBED]
        # Messages may reach here already sanitised, where a tab or a soft hyphen
        # in a value stands as an escape: scrub that spelling too.
        self._values.update(kept, (visible(v) for v in kept))

    def scrub(self, text: str) -> str:
        """A message without the values, nor anything shaped like a token."""
        return _TOKEN.sub(REDACTED, _JWT.sub(REDACTED, self.redact(text)))

    def redact(self, text: str) -> str:
        """`text` with every value replaced, the longest first."""
        for value in sorted(self._values, key=len, reverse=True):
            if value in text:
                text = text.replace(value, REDACTED)
        return text

    def redact_document(self, document: Any) -> None:
        """Every value replaced in every string and key of a JSON value, in
        place: what a server sent, where it may echo what it was given. Only
        the values: the server's own text stays as sent for X008 to judge."""
        if not self._values:
            return
        stack = [document]
        while stack:  # no recursion: a listing nests as deep as the loader allows
            node = stack.pop()
            if isinstance(node, dict):
                items = list(node.items())
                node.clear()
                for key, item in items:
                    node[self.redact(key) if isinstance(key, str) else key] = (
                        self.redact(item) if isinstance(item, str) else item)
                    if isinstance(item, (dict, list)):
                        stack.append(item)
            elif isinstance(node, list):
                for index, item in enumerate(node):
                    if isinstance(item, str):
                        node[index] = self.redact(item)
                    elif isinstance(item, (dict, list)):
                        stack.append(item)

    @classmethod
    def of(cls, *, command: list[str] | None = None, url: str | None = None,
           env: Mapping[str, str] | None = None, headers: Mapping[str, str] | None = None) -> Secrets:
        """Everything of an import's inputs that a capture would redact."""
        secrets = cls((env or {}).values())
        for value in (headers or {}).values():  # "Bearer TOKEN": the token alone too, not the scheme
            secrets.add(value, *(part for part in value.split() if part.lower() not in _AUTH_SCHEMES))
        secret_next = False
        for arg in (command or [])[1:]:
            secrets.add(*_hidden_parts(arg, secret_next))
            secret_next = bool(_SECRET_OPTION.match(arg))
        if url is not None:
            secrets.add(*_hidden_url_parts(url))
        return secrets


def _hidden_parts(arg: str, secret: bool) -> list[str]:
    if _SECRET_HEADER_LINE.match(arg) or (secret and ":" in arg):
        value = arg.partition(":")[2].strip()
        return [arg, value, *(part for part in value.split() if part.lower() not in _AUTH_SCHEMES)]
    if secret:
        return [arg]
    assignment = _ASSIGNMENT.fullmatch(arg) or _OPTION_VALUE.fullmatch(arg)
    if assignment:
        value = assignment.group(2)
        return [value] if _ASSIGNMENT.fullmatch(arg) or _SECRET_OPTION.match(assignment.group(1)) \
            else _hidden_parts(value, False)
    if "://" in arg:
        return _hidden_url_parts(arg)
    return [arg] if looks_like_credential(arg) else []


def _hidden_url_parts(url: str) -> list[str]:
    try:
        parts = urlsplit(url)
    except ValueError:
        return [url]
    hidden = [parts.query, parts.fragment, *(s for s in parts.path.split("/") if looks_like_credential(s))]
    if "@" in parts.netloc:
        userinfo = parts.netloc.rpartition("@")[0]
        hidden += [userinfo, *userinfo.split(":")]
    hidden += [piece.partition("=")[2] for piece in parts.query.split("&")]
    return [h for h in hidden if h]
