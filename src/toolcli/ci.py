"""Whether toolcli runs unattended in CI: the one reading of the `CI` variable."""

from __future__ import annotations

import os

_OFF = frozenset(("", "0", "false"))


def in_ci() -> bool:
    """True when `CI` is set to anything but empty, `0` or `false` (in any case):
    `CI=false` is how a person says "not CI", and must not count as CI."""
    return os.environ.get("CI", "").strip().lower() not in _OFF
