"""The environment a stdio server starts with (SPEC §17): a documented set of
toolcli's own variables, then what the configuration's ``env`` or ``--env``
sets, which wins.

The set is what a server needs to run as it runs in a person's shell: where
programs and the home folder are, the user and the locale, the temporary
folder, the certificates and proxies of the network it reaches (a ``uvx`` or
``npx`` server fails TLS behind a corporate proxy without them), and the XDG
folders. Everything else of toolcli's environment (tokens, keys, a cloud
account's settings) stays behind unless it is named. No value is written.
"""

from __future__ import annotations

import os
from typing import Mapping

# What the MCP SDK passes on its own (mcp.client.stdio), on POSIX and on Windows.
_SDK_POSIX = ("HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER")
_SDK_WINDOWS = ("APPDATA", "HOMEDRIVE", "HOMEPATH", "LOCALAPPDATA", "PATHEXT", "PROCESSOR_ARCHITECTURE",
                "SYSTEMDRIVE", "SYSTEMROOT", "TEMP", "USERNAME", "USERPROFILE")
PROXIES = ("HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy")
# The one list of variables passed on by name: README and docs/CONFIGURATION.md show it.
PASSED = (*_SDK_POSIX, *_SDK_WINDOWS, "LANG", "TMPDIR", "TMP", "SSL_CERT_FILE", "SSL_CERT_DIR",
          "REQUESTS_CA_BUNDLE", "NODE_EXTRA_CA_CERTS", *PROXIES)
PASSED_PREFIXES = ("LC_", "XDG_")  # every variable whose name starts so


def passed_environment(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The variables of ``environ`` (toolcli's own by default) a server starts with."""
    environ = os.environ if environ is None else environ
    return {name: value for name, value in environ.items()
            if (name in PASSED or name.startswith(PASSED_PREFIXES))
            and not value.startswith("()")}  # a shell function exported by bash, as the SDK leaves out


def proxy_values(environment: Mapping[str, str]) -> list[str]:
    """The proxy URLs among ``environment``: one may carry a user and a password."""
    return [environment[name] for name in PROXIES if "no_proxy" not in name.lower() and environment.get(name)]
