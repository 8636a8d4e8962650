"""Shell completion from any parent: `toolcli completion SHELL` prints the
script of the shell it names, whether toolcli runs under an interactive
shell, under `sh -c` (Docker RUN, make, cron) or with no shell above it at all;
and the script's protocol completes a command name."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import toolcli

SCRIPT = Path(sys.executable).parent / "toolcli"  # the console script pip installed
MARKS = {
    "bash": "complete -o default -F",
    "zsh": "#compdef toolcli",
    "fish": "complete --command toolcli",
    "powershell": "Register-ArgumentCompleter",
    "pwsh": "Register-ArgumentCompleter",
}
MINIMAL_ENV = {"PATH": os.defpath, "LC_ALL": "C.UTF-8"}


@pytest.mark.parametrize("shell", sorted(MARKS))
def test_completion_prints_the_named_shells_script(shell: str) -> None:
    result = toolcli("completion", shell)
    assert result.returncode == 0, result.stderr
    assert "_TOOLCLI_COMPLETE" in result.stdout and MARKS[shell] in result.stdout


@pytest.mark.parametrize("shell", ["bash", "zsh"])
def test_completion_under_sh_c(shell: str) -> None:
    done = subprocess.run(["/bin/sh", "-c", f'"$0" completion {shell}', str(SCRIPT)], capture_output=True,
                          text=True, timeout=120, check=False, env={**MINIMAL_ENV, "SHELL": "/bin/sh"})
    assert done.returncode == 0, done.stderr
    assert MARKS[shell] in done.stdout


@pytest.mark.skipif(shutil.which("setsid") is None, reason="needs setsid")
def test_completion_with_no_shell_parent() -> None:
    """A new session, a minimal environment, no SHELL: nothing to detect, nothing needed."""
    done = subprocess.run(["setsid", "--wait", str(SCRIPT), "completion", "bash"], capture_output=True, text=True,
                          timeout=120, check=False, env=MINIMAL_ENV, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    assert MARKS["bash"] in done.stdout


def test_the_script_completes_a_command_name() -> None:
    """What the printed bash script asks toolcli when the person presses Tab."""
    done = subprocess.run([str(SCRIPT)], capture_output=True, text=True, timeout=120, check=False,
                          env={**MINIMAL_ENV, "_TOOLCLI_COMPLETE": "complete_bash",
                               "COMP_WORDS": "toolcli vali", "COMP_CWORD": "1"})
    assert done.returncode == 0, done.stderr
    assert "validate" in done.stdout.split()


def test_an_unknown_shell_is_a_usage_error() -> None:
    result = toolcli("completion", "tcsh")
    assert result.returncode == 2 and "tcsh" in result.stderr
