"""What an import of client configurations will start or reach, as a person
is asked to consent to it (SPEC §17): before ``import --config`` or
``--discover`` runs anything, each server's command or URL is shown.

A command is shown as it will run — its program and paths as written, so a
person can tell ``python notes.py`` from ``python /tmp/other.py`` — without
what a capture redacts (credentials, ``KEY=VALUE`` values, a secret option's
argument) and without any value a ``${…}`` reference or ``--env`` brought in.
A URL keeps scheme, host and path. Variables are named, never shown.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from .config import ServerEntry
from .redact import Secrets, public_url, shown_command

START, REACH = "start", "reach"


class Planned(NamedTuple):
    server: str
    action: str  # START a command, REACH a URL
    target: list[str]  # the command's parts, or the URL alone
    variables: tuple[str, ...]  # names of the variables set for it (a command's env, a URL's headers)
    source: str  # the configuration file naming it, as shown


def plan(entries: Iterable[ServerEntry]) -> list[Planned]:
    """What each entry that can run will start or reach, in order."""
    planned = []
    for entry in entries:
        if entry.problem is not None:
            continue
        secrets = Secrets((*entry.secrets, *entry.env.values(), *entry.headers.values()))
        if entry.command is not None:
            planned.append(Planned(entry.name, START, shown_command(entry.command, secrets),
                                   tuple(sorted(entry.env)), entry.source))
        elif entry.url is not None:
            planned.append(Planned(entry.name, REACH, [secrets.scrub(public_url(entry.url))],
                                   tuple(sorted(entry.headers)), entry.source))
    return planned
