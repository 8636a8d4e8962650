"""The typer app and the entry point: commands are thin functions in one
module per command group, registered from COMMANDS; domain errors and a
failing environment become one line and exit 2, a closed pipe exit 141, a
signal 128 + its number, a bug exit 3."""

from __future__ import annotations

import io
import os
import sys
import traceback
from importlib import import_module
from typing import Annotated, Any, NoReturn

import typer

from .._version import __version__
from ..console import flush_stdout, reason, say, write
from ..errors import OutputFailure, ToolcliError
from .signals import INTERRUPTED, Interrupted, ending_on_signals

HELP = "Inspect, validate and review the tool surfaces an LLM agent shows its model."

# Each command's module (under toolcli.cli) and function, in the order of
# --help. Only the module of the command being run is imported: typer builds
# every registered command's options before it runs any, and a command's
# module imports what the command runs, so one command starts in a fraction
# of the time of all (the `--version` row of benchmarks/RESULTS.md).
COMMANDS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "validate": ("validate", "validate", {}),
    "baseline": ("baseline", "baseline", {}),
    "query": ("query", "query", {}),
    "rules": ("catalogue", "rules", {}),
    "rule": ("catalogue", "rule", {}),
    "surface": ("surface", "surface", {}),
    "golden": ("golden", "golden", {}),
    "contract": ("golden", "contract", {}),
    # After `--`, the server's command line; before it, a mistyped option is
    # "no such option", never the server's command.
    "import": ("importing", "import_", {"context_settings": {"allow_extra_args": True}}),
    "init": ("scaffold", "init", {}),
    "add-tool": ("scaffold", "add_tool", {}),
    "completion": ("completion", "completion", {}),
}


def _version(value: bool) -> None:
    if value:
        write(f"toolcli {__version__}\n")
        raise typer.Exit()


def root(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print the version and exit.")] = False,
) -> None:
    """Inspect, validate and review the tool surfaces an LLM agent shows its model."""


def app_for(args: list[str]) -> typer.Typer:
    """The app with the command `args` name; with none for `--version`, with
    every command for anything else (the help lists them all)."""
    app = typer.Typer(name="toolcli", help=HELP, no_args_is_help=True, add_completion=True,
                      pretty_exceptions_enable=False, rich_markup_mode=None)
    app.callback()(root)
    first = args[0] if args else None
    for name, (module, function, settings) in COMMANDS.items():
        if first not in COMMANDS and first != "--version" or name == first:
            command = getattr(import_module(f"{__package__}.{module}"), function)
            app.command(name=name, **settings)(command)
    return app


CLOSED_PIPE = 141  # 128 + SIGPIPE


class _ClosedPipe(Exception):
    """stdout's reader went away; carried past typer, which would exit 1 for it."""


class _Signalled(Exception):
    """A signal ended the run; carried past typer, which would exit 130 for any."""

    def __init__(self, exit_code: int) -> None:
        super().__init__(exit_code)
        self.exit_code = exit_code


def _guard(command) -> None:
    invoke = command.invoke

    def guarded(ctx):
        try:
            return invoke(ctx)
        except BrokenPipeError:
            raise _ClosedPipe() from None
        except Interrupted as interrupted:
            raise _Signalled(interrupted.exit_code) from None

    command.invoke = guarded


def _abandon_stdout() -> None:
    """Point stdout at /dev/null: what is still buffered for it (click's help,
    say) can then never fail again when the interpreter flushes it at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (AttributeError, OSError, ValueError):
        pass


def _environment_failed(error: OSError) -> NoReturn:
    """Exit 2 for an OSError from outside toolcli's own files (theirs are
    LoadError or UsageError), named as stdout's when stdout still cannot take
    what click wrote to it (its help, say)."""
    line = f"toolcli: error: {reason(error)}" + (f": {error.filename}" if error.filename else "")
    if _writing_stdout(error):
        line = f"toolcli: error: {OutputFailure(reason(error))}"
    try:
        flush_stdout()
    except OutputFailure as failure:
        line = f"toolcli: error: {failure}"
    except BrokenPipeError:
        _abandon_stdout()
        sys.exit(CLOSED_PIPE)
    _abandon_stdout()
    _fail(line, 2)


def _writing_stdout(error: OSError) -> bool:
    """Whether `error` was raised writing standard output: a frame it passed
    through wrote to stdout as its `file` or `stream` (click's echo of --help)."""
    if sys.stdout is None:  # started closed: a frame's `file` left None is no stdout
        return False
    frames = error.__traceback__
    while frames is not None:
        where = frames.tb_frame.f_locals
        if any(where.get(name) is sys.stdout for name in ("file", "stream")):
            return True
        frames = frames.tb_next
    return False


def _fail(line: str, code: int) -> NoReturn:
    say(line)
    sys.exit(code)


def main() -> None:
    """Entry point: one line and exit 2 for a user's mistake or a failing
    environment (a full disk, a closed stream, no memory), 141 for a reader
    gone early (`| head -1`: nothing more is written, not 1, which says
    "findings"), 130 and up for a signal, exit 3 for a bug."""
    try:  # typer 0.28 and later carry their own copy of click
        from typer.exceptions import Abort, Exit, TyperException as UsageFailure
    except ImportError:  # earlier typer runs on click itself
        from click.exceptions import Abort, ClickException as UsageFailure, Exit

    try:
        with ending_on_signals():
            command = typer.main.get_command(app_for(sys.argv[1:]))
            _guard(command)
            code = command.main(args=sys.argv[1:], prog_name="toolcli", standalone_mode=False)
            flush_stdout()  # here, so that a reader gone early is a closed pipe, not an error at exit
    except OutputFailure as error:
        _abandon_stdout()
        _fail(f"toolcli: error: {error}", error.exit_code)
    except ToolcliError as error:
        from ..safe_text import visible

        _fail(f"toolcli: error: {visible(str(error))}", error.exit_code)
    except Abort:
        _fail("toolcli: aborted", 2)
    except UsageFailure as error:  # bad options, missing arguments
        show = getattr(error, "show", None)
        if show is None:
            _fail(f"toolcli: error: {error.format_message()}", 2)
        page = io.StringIO()
        show(file=page)
        _fail(page.getvalue().rstrip("\n"), 2)
    except Exit as exit_:
        sys.exit(exit_.exit_code)
    except _Signalled as signalled:
        sys.exit(signalled.exit_code)
    except KeyboardInterrupt as interrupted:  # before or after the command
        sys.exit(interrupted.exit_code if isinstance(interrupted, Interrupted) else INTERRUPTED)
    except (BrokenPipeError, _ClosedPipe):
        _abandon_stdout()
        sys.exit(CLOSED_PIPE)
    except MemoryError:
        _fail("toolcli: error: out of memory", 2)
    except OSError as error:  # the environment failed toolcli, not its own logic
        _environment_failed(error)
    except Exception:  # a bug: say so in one line, the traceback goes to stderr
        say("toolcli: internal error (a bug in toolcli); traceback follows")
        say(traceback.format_exc().rstrip("\n"))
        sys.exit(3)
    sys.exit(code if isinstance(code, int) else 0)
