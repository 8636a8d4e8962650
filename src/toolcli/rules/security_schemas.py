"""Where each model-visible string of a tool sits, for the X rules (SPEC §5.5),
and the X rules on a schema as a whole: remote references (X004) and
schemas too complex to look inside (X005).

The model reads every string of a declaration: the tool's name, description,
brief, title and `annotations.title`, and every string and key anywhere in
its input and output schemas — property and `$defs` names, `$comment`,
`pattern`, `format`, `required` entries, `enum` values, unknown keywords —
since providers pass the whole schema on. It also reads a captured server's
instructions (SPEC §14.3), and clients show it the server's prompts and
resources (SPEC §17): each is a unit of its own, reported under the server's
tool prefix `mcp__<server>` and placed at its pointer in the capture.

A registry of 10,000 tools holds some 200,000 such strings, most repeated
("Repository owner") and nearly all harmless. So the strings are gathered per
tool without pointers, each detector runs once per distinct string, and only
the tools holding a string that fires are walked again, pointer by pointer and
always in the same order, to place their findings.
"""

from __future__ import annotations

from typing import AbstractSet, Any, Iterable, Iterator, NamedTuple

from ..detectors.characters import quote
from ..diagnostics import Finding
from ..files.pointer import escape_pointer, unescape_pointer
from ..model import Declaration, DynamicSpec, ExternalFile, Origin, StaticSpec
from ..schema.walk import MAX_STRING, iter_subschemas, iter_values, measure
from .base import rule
from .context import Context, ToolView

PROSE_KEYS = frozenset(("description", "title", "$comment"))  # where X006 reads sentences
REFERENCE_KEYS = ("$ref", "$dynamicRef", "$recursiveRef")


class Place(NamedTuple):
    """One model-visible string and where it sits."""

    text: str
    where: str  # for messages: "description", "schema key at /properties/q", ...
    pointer: str  # escaped, below the tool's origin
    prose: bool  # a description, title or $comment: read as sentences by X006


class Reference(NamedTuple):
    """A `$ref`-like keyword inside a schema, for X004."""

    keyword: str
    target: str
    pointer: str  # escaped, below the tool's origin


class Unit(NamedTuple):
    """The model-visible strings of one tool, of one static spec's brief, or of
    one captured server's instructions."""

    view: ToolView | None
    spec: StaticSpec | None
    texts: tuple[tuple[str, str], ...]  # (label, text) outside the schemas: name, description...
    values: tuple[tuple[str, Any], ...]  # (key in the declaration, value): schemas, annotations
    strings: list[str]  # every string, the name included
    prose: list[str]  # the strings X006 reads
    remote: bool  # a $ref-like keyword that may not be a local pointer
    server_file: ExternalFile | None = None  # the server whose instructions (or prompt, resource) these are
    property_names: tuple[str, ...] = ()  # every key of a "properties" object in `values`
    subject: str = ""  # of a server's text: what holds it ("prompt 'p' of server 's'"), for messages
    base: str = ""  # of a server's text: the pointer of what holds it in the capture ("/prompts/0")
    too_long: tuple[tuple[str, int], ...] = ()  # (label, length) of texts over MAX_STRING, read by no rule
    samples: tuple[str, ...] = ()  # the strings a sample keyword holds, or a list under one (SAMPLE_KEYWORDS)

    @property
    def tool(self) -> str:
        if self.server_file is not None:
            return f"mcp__{self.server_file.server}"
        return self.view.name if self.view is not None else self.spec.name

    @property
    def origin(self) -> Origin:
        if self.server_file is not None:
            return self.server_file.origin
        return self.view.origin if self.view is not None else self.spec.origin

    @property
    def description(self) -> str:
        """The tool's description as the X rules read it ("" when over MAX_STRING: X005's alone)."""
        return next((text for label, text in self.texts if label == "description"), "")

    @property
    def strings_but_the_name(self) -> list[str]:
        """`strings` without the tool's name, which comes first: read as a name, never as text."""
        return self.strings[1:] if self.texts and self.texts[0][0] == "name" else self.strings

    @property
    def server(self) -> str | None:
        """The MCP server the strings come from; None for a static tool."""
        if self.server_file is not None:
            return self.server_file.server
        return self.view.server if self.view is not None and self.view.dynamic else None


class Scan:
    """The units of one context, their distinct strings, and the units walked
    with pointers."""

    def __init__(self, ctx: Context) -> None:
        self.units = list(_units(ctx))
        self.line_index = ctx.registry.line_index  # not the context: the scan lives as long as it
        self._walked: dict[int, tuple[list[Place], list[Reference]]] = {}
        self._distinct: dict[bool, set[str]] = {}
        self._in_prose: set[str] | None = None

    def distinct(self, prose: bool = False, dynamic_only: bool = False) -> set[str]:
        """The distinct strings of every unit (only the prose ones, only of dynamic tools)."""
        if dynamic_only:
            return {text for unit in self.units if unit.server is not None
                    for text in (unit.prose if prose else unit.strings)}
        if prose not in self._distinct:
            self._distinct[prose] = {text for unit in self.units
                                     for text in (unit.prose if prose else unit.strings)}
        return self._distinct[prose]

    def in_prose(self) -> set[str]:
        """The strings that stand where prose sits somewhere: a description, title or
        comment, or a tool's name (which names its job)."""
        if self._in_prose is None:
            self._in_prose = self.distinct(prose=True).union(
                unit.view.name for unit in self.units if unit.view is not None)
        return self._in_prose

    def holding(self, firing: AbstractSet[str], prose: bool = False) -> Iterator[tuple[Unit, list[Place]]]:
        """Each unit holding a firing string, in order, with its places."""
        if not firing:
            return
        for index, unit in enumerate(self.units):
            if not firing.isdisjoint(unit.prose if prose else unit.strings):
                yield unit, self.walk(index)[0]

    def references(self) -> Iterator[tuple[Unit, Reference]]:
        for index, unit in enumerate(self.units):
            if unit.remote:
                for reference in self.walk(index)[1]:
                    yield unit, reference

    def walk(self, index: int) -> tuple[list[Place], list[Reference]]:
        walked = self._walked.get(index)
        if walked is None:
            unit = self.units[index]
            references: list[Reference] = []
            walked = self._walked[index] = (list(_places(unit, references)), references)
        return walked

    def located(self, unit: Unit, pointer: str) -> Origin:
        """The unit's origin extended by an already-escaped pointer, on the nearest known line."""
        base = unit.origin
        full = base.pointer + pointer
        index = self.line_index.get(base.file)
        line = index.line_of(full) if index is not None else None
        return Origin(base.file, line if line is not None else base.line, full)


# The keywords whose values are samples a model may pass as they stand.
SAMPLE_KEYWORDS = frozenset(("examples", "example", "enum", "default", "const"))


def scan(ctx: Context) -> Scan:
    """The scan of `ctx`, made once per run and kept on the context."""
    return ctx.derived(Scan, Scan)


# ----------------------------------------------------------------- gathering, without pointers


def _texts(tool: ToolView, title: str) -> Iterator[tuple[str, str]]:
    """(label, text) of the strings outside the schemas and annotations, in order;
    a text over MAX_STRING among them is for X005 alone (`_readable`)."""
    yield "name", tool.name
    description = tool.description if isinstance(tool.description, str) else ""
    for label, text in (("description", description), ("brief", tool.brief), ("title", title)):
        if label == "brief" and isinstance(text, str) and description.startswith(text.rstrip(".… ")):
            continue  # the description's first words: read there, with what follows them
        if isinstance(text, str) and text:
            yield label, text


def _tools(ctx: Context) -> Iterator[tuple[ToolView, Declaration | DynamicSpec]]:
    # ctx.tools shows schemas.json's declarations, then the dynamic specs, in order.
    return zip(ctx.tools, (*ctx.registry.declarations, *ctx.registry.dynamic))


def _units(ctx: Context) -> Iterator[Unit]:
    for tool, source in _tools(ctx):
        title, output = _title_and_output(source)
        texts, too_long = _readable(_texts(tool, title))
        values = tuple(_values(ctx, tool, output))
        strings = [text for _, text in texts]
        prose = strings[1:]  # all but the name
        remote, names, samples = False, [], []
        for key, value in values:
            remote = _gather(value, strings, prose, names, samples) and key != "annotations" or remote
        yield Unit(tool, None, texts, values, strings, prose, remote, None, tuple(names), too_long=too_long,
                   samples=tuple(samples))
    yield from _text_units(ctx)


def _readable(texts: Iterable[tuple[str, str]]) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, int], ...]]:
    """The texts a rule may read, and (label, length) of those over SPEC §5.5's
    limit: no rule processes those past it (SPEC §8), X005 reports them."""
    readable, too_long = [], []
    for label, text in texts:
        if len(text) > MAX_STRING:
            too_long.append((label, len(text)))
        else:
            readable.append((label, text))
    return tuple(readable), tuple(too_long)


def _text_units(ctx: Context) -> Iterator[Unit]:
    """The units of one text each: the static specs' briefs; and a server's texts
    beside its tools — its instructions, each prompt, prompt argument, resource
    and resource template — reported under the server's prefix."""
    for spec in ctx.registry.specs:
        if isinstance(spec.brief, str) and spec.brief:
            texts, too_long = _readable((("brief", spec.brief),))
            strings = [text for _, text in texts]
            yield Unit(None, spec, texts, (), strings, list(strings), False, too_long=too_long)
    for file in ctx.registry.external_files:
        server = f"server {file.server!r}"
        if file.instructions:
            yield _server_unit(file, server, "", (("instructions", file.instructions),))
        for prompt in file.prompts:
            subject = f"prompt {prompt.name!r} of {server}"
            yield _server_unit(file, subject, prompt.origin.pointer,
                               (("name", prompt.name), ("title", prompt.title), ("description", prompt.description)))
            for index, argument in enumerate(prompt.arguments):
                yield _server_unit(file, f"argument {argument.name!r} of {subject}",
                                   f"{prompt.origin.pointer}/arguments/{index}",
                                   (("name", argument.name), ("title", argument.title),
                                    ("description", argument.description)))
        for resource in file.resources:
            kind = "resource template" if resource.template else "resource"
            yield _server_unit(file, f"{kind} {resource.name!r} of {server}", resource.origin.pointer,
                               (("name", resource.name), ("title", resource.title),
                                ("description", resource.description),
                                ("uriTemplate" if resource.template else "uri", resource.uri),
                                ("mimeType", resource.mime_type)))


_NOT_PROSE = frozenset(("name", "uri", "uriTemplate", "mimeType"))  # read as names, not as sentences


def _server_unit(file: ExternalFile, subject: str, base: str, texts: tuple[tuple[str, str], ...]) -> Unit:
    kept, too_long = _readable((label, text) for label, text in texts if text)
    strings = [text for _, text in kept]
    return Unit(None, None, kept, (), strings, [text for label, text in kept if label not in _NOT_PROSE], False,
                file, subject=subject, base=base, too_long=too_long)


def _title_and_output(source: Declaration | DynamicSpec) -> tuple[str, Any]:
    """The MCP `title` and `outputSchema` a capture keeps (SPEC §2.3); a static
    declaration has neither."""
    if isinstance(source, DynamicSpec):
        return source.title, source.output if source.has_output else None
    return "", None


def _values(ctx: Context, tool: ToolView, output: Any) -> Iterator[tuple[str, Any]]:
    """(key in the declaration, value) of the schemas and annotations, read whole."""
    if ctx.processable(tool):
        yield tool.schema_key, tool.schema
    if output is not None and measure(output).reason is None:  # a hostile one is D010's
        yield "output", output
    if isinstance(tool.annotations, dict) and tool.annotations:
        yield "annotations", tool.annotations


def _gather(value: Any, strings: list[str], prose: list[str], names: list[str], samples: list[str]) -> bool:
    """Every string and key inside `value` into `strings`, those under a prose key
    also into `prose`, those a sample keyword holds (or a list under it) into
    `samples`, the keys of every object under "properties" into `names`; whether
    a $ref-like keyword points somewhere non-local. Only containers go on the
    stack: a schema holds far more strings than objects."""
    remote = False
    stack = [value]
    while stack:
        node = stack.pop()
        if type(node) is dict:
            strings.extend(node)
            for key, item in node.items():
                if type(item) is str:
                    if item:
                        strings.append(item)
                        if key in PROSE_KEYS:
                            prose.append(item)
                        elif key in SAMPLE_KEYWORDS:
                            samples.append(item)
                        elif key in REFERENCE_KEYS and not item.startswith("#"):
                            remote = True
                elif type(item) is dict or type(item) is list:
                    stack.append(item)
                    if key == "properties" and type(item) is dict:
                        names.extend(item)
                    elif key in SAMPLE_KEYWORDS and type(item) is list:
                        samples.extend(sample for sample in item if type(sample) is str)
        elif type(node) is list:
            for item in node:
                if type(item) is str:
                    if item:
                        strings.append(item)
                elif type(item) is dict or type(item) is list:
                    stack.append(item)
        elif type(node) is str and node:
            strings.append(node)
    return remote


# ----------------------------------------------------------------- walking, with pointers


def _places(unit: Unit, references: list[Reference]) -> Iterator[Place]:
    for label, text in unit.texts:
        where = f"{label} of {unit.subject}" if unit.subject else label
        yield Place(text, where, f"{unit.base}/{label}", label not in _NOT_PROSE)
    for key, value in unit.values:
        base = f"/{escape_pointer(key)}"
        yield from _value_places(value, base, _NAMES.get(key, "schema"))
        if key == "annotations":
            continue
        for pointer, subschema in iter_subschemas(value, base):
            for keyword in REFERENCE_KEYS:
                target = subschema.get(keyword)
                if isinstance(target, str) and not target.startswith("#"):
                    references.append(Reference(keyword, target, f"{pointer}/{escape_pointer(keyword)}"))


_NAMES = {"output": "output schema", "annotations": "annotations"}


def _value_places(value: Any, base: str, name: str) -> Iterator[Place]:
    """The strings and keys of a schema or of the annotations, root first."""
    for pointer, node in iter_values(value, base):
        if isinstance(node, dict):
            for key in node:
                if key:
                    at = f"{pointer}/{escape_pointer(key)}"
                    yield Place(key, f"{name} key at {_shown(at)}", at, False)
        elif isinstance(node, str) and node:
            keyword = _keyword(pointer)
            label = ("annotations.title" if pointer == "/annotations/title"
                     else f"{name} {keyword} at {_shown(pointer)}")
            yield Place(node, label, pointer, keyword in PROSE_KEYS)


def _keyword(pointer: str) -> str:
    """The keyword a string value belongs to: the last pointer part that is not an index."""
    for part in reversed(pointer.split("/")[2:]):
        if not part.isdigit():
            return unescape_pointer(part)
    return "value"


def _shown(pointer: str) -> str:
    """A pointer below the schema key, as messages show it: `/properties/q`."""
    return "/" + pointer.split("/", 2)[2] if pointer.count("/") >= 2 else "/"


# ----------------------------------------------------------------- X004


@rule(
    "X004", "remote-ref", "error",
    summary="A schema's $ref or $dynamicRef is not a local '#…' pointer.",
    why="A remote reference makes the schema depend on a document someone else "
        "controls and can change after review; following it is a network request "
        "from every client. toolcli never fetches it.",
    bad='"owner": {"$ref": "https://schemas.example.com/owner.json"}',
    good='"owner": {"$ref": "#/$defs/owner"}',
)
def remote_ref(ctx: Context) -> Iterator[Finding]:
    visible = scan(ctx)
    for unit, reference in visible.references():
        yield Finding(
            f"{reference.keyword} {quote(reference.target, 100)!r} is not a local "
            "'#…' pointer; it is not fetched",
            visible.located(unit, reference.pointer), tool=unit.tool,
            hint="copy the referenced schema under $defs and point at it with '#/$defs/…'")


# ----------------------------------------------------------------- X005


@rule(
    "X005", "schema-too-complex", "error",
    summary="A schema nests deeper than 32 levels, holds more than 10,000 subschemas, "
            "or a string over 100,000 characters, or a description, brief, title or "
            "server's instructions is over 100,000 characters; it is not processed further.",
    why="A schema is untrusted input to every client that validates or renders it; "
        "the MCP specification asks implementations to cap depth and size so a schema "
        "cannot be used for denial of service. No real tool needs schemas this large.",
    bad='{"type": "object", "properties": {"a": {"properties": {"a": {"properties": '
        '{"a": ... 40 levels deep ...}}}}}}',
    good='{"type": "object", "properties": {"path": {"type": "string"}}}',
)
def schema_too_complex(ctx: Context) -> Iterator[Finding]:
    visible = scan(ctx)
    for unit in visible.units:
        for label, length in unit.too_long:
            where = f"{label} of {unit.subject}" if unit.subject else label
            yield Finding(f"{where} is {length:,} characters, over {MAX_STRING:,}: no security rule reads it",
                          visible.located(unit, f"{unit.base}/{label}"), tool=unit.tool,
                          hint="say what the tool does in a few sentences; long reference text belongs in "
                               "a resource the tool returns")
        tool = unit.view
        if tool is None or not tool.has_schema:
            continue
        complexity = ctx.complexity(tool)
        if complexity.reason is not None:
            yield Finding(f"{tool.schema_key} schema is too complex to check: {complexity.reason}; "
                          "no other rule looks inside it",
                          visible.located(unit, complexity.pointer), tool=tool.name,
                          hint="flatten the schema; move shared parts under $defs")
