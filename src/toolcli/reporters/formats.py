"""Each command's output formats: one name -> renderer table per command.

A table is at once the command's `--format` choice list, its help text and
the code that renders: a new format is one renderer function and one entry.
A renderer's module is imported only when its format is chosen, since the
text renderers bring rich, which no machine format may import
(tests/test_performance_discipline.py); this table is the one place that
defers an import for that.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable, Literal, Mapping, NamedTuple

from ..console import ColorChoice, draw, write
from ..providers.targets import PAYLOAD_FORMATS

Kind = Literal["document", "console", "terminal"]


class Renderer(NamedTuple):
    """`toolcli.reporters.<module>.<name>`, called by kind: a document renderer
    returns the whole stdout text; a console renderer draws on the console it
    is given (console.draw writes the page whole); a terminal renderer gets the
    --color choice and writes itself through console.py."""

    module: str
    name: str
    kind: Kind = "document"
    bound: tuple[Any, ...] = ()  # arguments after the command's own, such as a payload's provider

    @property
    def function(self) -> Callable[..., Any]:
        return getattr(import_module(f"{__package__}.{self.module}"), self.name)

    def show(self, result: Any, color: ColorChoice, *args: Any) -> None:
        """Render `result` (and the command's `args`) on stdout."""
        if self.kind == "document":
            write(self.function(result, *args, *self.bound))
        elif self.kind == "console":
            draw(color, lambda console: self.function(result, console, *args, *self.bound))
        else:
            self.function(result, color, *args, *self.bound)


def choices_help(formats: Mapping[str, Renderer]) -> str:
    """A format option's help: its choices, "text, json or markdown."."""
    names = list(formats)
    return f"{', '.join(names[:-1])} or {names[-1]}." if len(names) > 1 else f"{names[0]}."


VALIDATE: dict[str, Renderer] = {
    "text": Renderer("text", "show", "terminal"),
    "json": Renderer("json_report", "render"),
    "sarif": Renderer("sarif", "render"),
    "github": Renderer("github", "render"),
    "junit": Renderer("junit", "render"),
}
QUERY: dict[str, Renderer] = {
    "text": Renderer("query_text", "render", "console"),
    "json": Renderer("document", "render"),
}
RULES: dict[str, Renderer] = {
    "text": Renderer("rule_pages", "render_list", "console"),
    "json": Renderer("rules_json", "render"),
}
SURFACE: dict[str, Renderer] = {  # then one payload per provider format
    "text": Renderer("surface_text", "render", "console"),
    "json": Renderer("surface_json", "surface"),
    # a payload on stdout, and what it does not carry on stderr
    **{name: Renderer("surface_json", "payload", "terminal", bound=(name,)) for name in PAYLOAD_FORMATS},
}
MATRIX: dict[str, Renderer] = {
    "text": Renderer("matrix_text", "render", "console"),
    "json": Renderer("surface_json", "matrix"),
}
GOLDEN: dict[str, Renderer] = {
    "text": Renderer("golden_text", "show", "terminal"),
    "json": Renderer("golden_json", "render"),
    "markdown": Renderer("markdown", "golden_markdown"),
}
