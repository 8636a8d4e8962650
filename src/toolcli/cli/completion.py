"""`toolcli completion SHELL`: the completion script of the shell it names.

typer's `--show-completion` guesses the shell from the parent processes, which
fails under `sh -c` (Docker RUN, make, cron) and without any shell above; the
shell named here needs no guess."""

from __future__ import annotations

from enum import Enum
from typing import Annotated

import typer

from ..console import write


class Shell(str, Enum):
    bash = "bash"
    zsh = "zsh"
    fish = "fish"
    powershell = "powershell"
    pwsh = "pwsh"


def completion(
    shell: Annotated[Shell, typer.Argument(help="The shell whose completion script to print.")],
) -> None:
    """Print the shell completion script: eval "$(toolcli completion bash)" in ~/.bashrc."""
    from typer.completion import get_completion_script

    write(get_completion_script(prog_name="toolcli", complete_var="_TOOLCLI_COMPLETE", shell=shell.value)
          .rstrip("\n") + "\n")
