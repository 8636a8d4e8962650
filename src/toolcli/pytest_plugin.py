"""The pytest plugin (SPEC §11, entry point ``pytest11``): toolcli's gates as
tests of a project's own suite.

``pytest --toolcli[=REGISTRY]`` collects one test for ``validate`` (failing on
error-level findings, which it lists) and one per golden file (failing with the
diff, the classified changes and the rewrite command). ``--toolcli-rewrite``
rewrites the golden files first, as ``toolcli golden --rewrite`` does, and is
refused when ``CI`` is set. Without a value, ``--toolcli`` checks
``TOOLCLI_REGISTRY`` or the nearest ancestor of the rootdir that holds
``toolspec.toml``; it never falls back to the registry bundled with toolcli.

Every pytest run of a project that installs toolcli loads this module, so it
imports nothing of toolcli's until ``--toolcli`` is given.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from .golden.documents import GoldenRun
    from .golden.files import FileStatus
    from .loading.loader import Location
    from .model import RegistryModel

HELP = ("Collect toolcli's gates on REGISTRY (default: TOOLCLI_REGISTRY, else the nearest ancestor of "
        "the rootdir holding toolspec.toml): one test for validate, one per golden file. "
        "Give the value with '=': --toolcli=path/to/registry.")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("toolcli", "toolcli: the tool registry's gates")
    group.addoption("--toolcli", action="store", nargs="?", const="", default=None, metavar="REGISTRY",
                    dest="toolcli", help=HELP)
    group.addoption("--toolcli-rewrite", action="store_true", default=False, dest="toolcli_rewrite",
                    help="Rewrite the golden files before checking them (implies --toolcli); refused when "
                         "CI is set.")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("toolcli_rewrite"):
        from .errors import ToolcliError
        from .golden.documents import refuse_under_ci

        try:
            refuse_under_ci(force=False)
        except ToolcliError as error:
            raise pytest.UsageError(f"toolcli: {error}") from None


def _wanted(config: pytest.Config) -> str | None:
    """The --toolcli value ('' without one), or None when the gates are off."""
    value: str | None = config.getoption("toolcli")
    if value is None and config.getoption("toolcli_rewrite"):
        return ""
    return value


@pytest.hookimpl(tryfirst=True)  # before -k and -m deselect: they apply to these tests too
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list[pytest.Item]) -> None:
    value = _wanted(config)
    if value is None:
        return
    collector = ToolcliRegistry.from_parent(session, value=value)
    session.ihook.pytest_collectstart(collector=collector)
    report = collector.ihook.pytest_make_collect_report(collector=collector)
    session.ihook.pytest_collectreport(report=report)
    if report.passed:
        items.extend(item for item in report.result if isinstance(item, pytest.Item))


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    run = config.stash.get(_REWRITTEN, None)
    if run is None:
        return
    from .reporters.golden_text import changes_text
    from .safe_text import visible

    written = ", ".join(visible(name) for name in run.written) or "none"
    deleted = ", ".join(visible(name) for name in run.deleted) or "none"
    terminalreporter.write_sep("-", "toolcli golden --rewrite")
    terminalreporter.write_line(f"written {written}; deleted {deleted}")
    for line in changes_text(run.changes):
        terminalreporter.write_line(f"  {visible(line)}")


_REWRITTEN = pytest.StashKey["GoldenRun"]()


class ToolcliFailure(Exception):
    """A gate that does not pass; its text is the whole report."""


class ToolcliRegistry(pytest.Collector):
    """The registry's gates: `validate` and one item per golden file."""

    def __init__(self, *, value: str, **kwargs: Any) -> None:
        super().__init__(name=f"toolcli[{value or 'discovered'}]", nodeid=f"toolcli[{value or 'discovered'}]",
                         **kwargs)
        self.value = value

    def collect(self) -> list[pytest.Item]:
        from .errors import RegistryNotFound
        from .golden.documents import rewrite_command, run_golden
        from .loading.loader import discover, load

        try:
            location = discover(self.value or None, cwd=self.config.rootpath)
        except RegistryNotFound as error:
            if not self.value:  # TOOLCLI_REGISTRY named it
                raise
            raise ToolcliFailure(f"--toolcli={self.value}: no toolspec.toml there (a bare --toolcli takes the "
                                 "next argument as the registry: write --toolcli=DIR)") from error
        if location.bundled:
            raise ToolcliFailure(f"--toolcli: no toolspec.toml in {self.config.rootpath} or its parents; "
                                 "pass --toolcli=path/to/registry")
        registry = load(location)
        if self.config.getoption("toolcli_rewrite"):
            self.config.stash[_REWRITTEN] = run_golden(registry, write=True)
        golden = run_golden(registry)
        command = rewrite_command(location.display, None)
        items: list[pytest.Item] = [ValidateItem.from_parent(self, name="validate", location_=location,
                                                             registry=registry)]
        for status in golden.statuses:
            items.append(GoldenItem.from_parent(self, name=f"golden/{status.name}", run=golden,
                                                status=status, command=command, value=self.value))
        return items

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException]) -> str:  # type: ignore[override]
        from .errors import ToolcliError
        from .safe_text import visible

        if isinstance(excinfo.value, (ToolcliError, ToolcliFailure)):
            return f"toolcli: {visible(str(excinfo.value))}"
        return str(super().repr_failure(excinfo))


class _GateItem(pytest.Item):
    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException]) -> str:  # type: ignore[override]
        if isinstance(excinfo.value, ToolcliFailure):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.path, None, f"toolcli {self.name}"


class ValidateItem(_GateItem):
    """`toolcli validate`: fails on error-level findings."""

    def __init__(self, *, location_: Location, registry: RegistryModel, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.location_ = location_
        self.registry = registry

    def runtest(self) -> None:
        from .console import render_text
        from .reporters import text
        from .validation import validate_registry

        report = validate_registry(self.location_, self.registry)
        shown = render_text(lambda console: text.render(report, console))
        if any(d.severity == "error" for d in report.diagnostics):
            raise ToolcliFailure(shown)
        if report.diagnostics:
            self.add_report_section("call", "toolcli validate", shown)


class GoldenItem(_GateItem):
    """One golden file: fails with its diff, its changes and the rewrite command."""

    def __init__(self, *, run: GoldenRun, status: FileStatus, command: str, value: str,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.run = run
        self.status = status
        self.command = command
        self.value = value

    def runtest(self) -> None:
        if self.status.status == "in_sync":
            return
        from .reporters.golden_text import changes_text
        from .safe_text import visible

        profile = None if self.status.name == "registry.json" else self.status.name[: -len(".json")]
        # registry.json holds every tool's declaration: every change shows there.
        mine = [c for c in self.run.changes if profile is None or profile in c.profiles]
        lines = [f"{self.name} is {self.status.status.replace('_', ' ')}"]
        if self.status.diff:
            lines += ["", visible(self.status.diff.rstrip("\n"), keep_newlines=True)]
        if mine:
            lines += ["", "Changes:", *(f"  {visible(line)}" for line in changes_text(mine))]
        plugin = f"pytest --toolcli={self.value} --toolcli-rewrite" if self.value else "pytest --toolcli-rewrite"
        lines += ["", f"If the change is intended, run: {visible(self.command)}  (or: {visible(plugin)})"]
        raise ToolcliFailure("\n".join(lines))
