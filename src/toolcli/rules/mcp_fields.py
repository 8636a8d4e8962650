"""What an MCP client reads of a captured tool besides its declaration
(SPEC §14.3): D012 icons, D013 `_meta` keys, D014 `x-mcp-header`
parameters, D015 `execution.taskSupport`. The facts are the MCP
specification's (reference/ECOSYSTEM.md §1): 2025-11-25 and 2026-07-28.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from ..diagnostics import Finding
from ..files.pointer import split_pointer
from ..model import DynamicSpec
from .base import rule
from .context import Context
from .security_schemas import scan

MAX_LISTED = 3  # problems a finding names; the rest are counted


def _sent(ctx: Context, key: str) -> Iterator[tuple[DynamicSpec, Any]]:
    for spec in ctx.registry.dynamic:
        if key in spec.as_sent:
            yield spec, spec.as_sent[key]


def _listed(problems: list[str]) -> str:
    shown = "; ".join(problems[:MAX_LISTED])
    more = len(problems) - MAX_LISTED
    return shown + (f"; {more} more" if more > 0 else "")


# --- D012 -------------------------------------------------------------------------------

ICON_SCHEMES = ("https", "data")
ICON_TYPES = frozenset(("image/png", "image/jpeg", "image/jpg", "image/svg+xml", "image/webp", "image/gif"))
_SIZE = re.compile(r"[1-9][0-9]*x[1-9][0-9]*")
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*):")
_DATA_TYPE = re.compile(r"data:([^;,]*)[;,]")


def icon_problems(icons: Any) -> list[tuple[str, str]]:
    """(pointer below the icons, what is wrong) for a tool's MCP `icons`."""
    if not isinstance(icons, list):
        return [("", "icons is not an array")]
    found: list[tuple[str, str]] = []
    for index, icon in enumerate(icons):
        at = f"/{index}"
        if not isinstance(icon, dict):
            found.append((at, f"icon {index} is not an object"))
            continue
        src = icon.get("src")
        scheme = _SCHEME.match(src) if isinstance(src, str) else None
        if not isinstance(src, str):
            found.append((f"{at}/src", f"icon {index} has no src string"))
        elif scheme is None or scheme.group(1).lower() not in ICON_SCHEMES:
            shown = f"{scheme.group(1).lower()}:" if scheme else "a relative reference"
            found.append((f"{at}/src", f"icon {index}'s src is {shown}, not https: or data:"))
        elif scheme.group(1).lower() == "data":
            declared = _DATA_TYPE.match(src)
            data_type = declared.group(1).lower() if declared else ""
            if data_type not in ICON_TYPES:
                found.append((f"{at}/src", f"icon {index} is a data: URI of type {data_type or 'none'!r}, "
                                           "not an image type clients show"))
        mime = icon.get("mimeType")
        if mime is not None and (not isinstance(mime, str) or mime.lower() not in ICON_TYPES):
            found.append((f"{at}/mimeType", f"icon {index}'s mimeType {mime!r} is not an image type clients show"))
        sizes = icon.get("sizes")
        if sizes is not None:
            bad = [size for size in sizes if not (isinstance(size, str) and (size == "any" or _SIZE.fullmatch(size)))] \
                if isinstance(sizes, list) else [sizes]
            if bad:
                found.append((f"{at}/sizes", f"icon {index}'s sizes {bad[0]!r} is not WIDTHxHEIGHT or \"any\""))
        theme = icon.get("theme")
        if theme is not None and theme not in ("light", "dark"):
            found.append((f"{at}/theme", f"icon {index}'s theme {theme!r} is not \"light\" or \"dark\""))
    return found


@rule("D012", "icon-unsafe", "error",
      summary="A dynamic tool's icon has a src that is not https: or data:, an image type clients do not "
              "show (PNG, JPEG, SVG, WebP, GIF), a malformed `sizes` entry or an unknown theme.",
      why="Clients render a tool's icons (MCP 2025-11-25, SEP-973) and MUST accept only https: and data: "
          "URIs: javascript:, file:, ftp:, ws: or an app scheme is an attack on the client, or leaks "
          "where it runs. A data: URI of another type, or a broken `sizes`, gets the icon dropped.",
      bad='"icons": [{"src": "javascript:alert(1)"}, {"src": "file:///etc/passwd"}]',
      good='"icons": [{"src": "https://example.com/notes.png", "mimeType": "image/png", "sizes": ["48x48"]}]')
def icon_unsafe(ctx: Context) -> Iterator[Finding]:
    for spec, icons in _sent(ctx, "icons"):
        problems = icon_problems(icons)
        if problems:
            yield Finding(f"the icons of {spec.name!r}: {_listed([what for _, what in problems])}",
                          origin=ctx.at(spec.origin, "icons", *split_pointer(problems[0][0])), tool=spec.name,
                          hint="serve icons over https: (or inline them as a data: image) with an image MIME type")


# --- D013 -------------------------------------------------------------------------------

_LABEL = r"[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
_META_KEY = re.compile(rf"(?:((?:{_LABEL}\.)*{_LABEL})/)?(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?")
RESERVED_LABELS = ("modelcontextprotocol", "mcp")


def meta_problems(meta: Any) -> list[tuple[str, str]]:
    """(key, what is wrong) for a tool's `_meta`; key "" for the whole object."""
    if not isinstance(meta, dict):
        return [("", "_meta is not an object")]
    found: list[tuple[str, str]] = []
    for key in meta:
        match = _META_KEY.fullmatch(key)
        if match is None:
            found.append((key, f"the key {key!r} is not [prefix/]name (prefix: dot-separated labels that "
                               "start with a letter; name: letters and digits at both ends, -_. inside)"))
            continue
        labels = match.group(1).split(".") if match.group(1) else []
        if len(labels) >= 2 and labels[1].lower() in RESERVED_LABELS:
            found.append((key, f"the key {key!r} uses the prefix {match.group(1)}/, reserved for MCP itself"))
    return found


@rule("D013", "meta-key-invalid", "warning",
      summary="A dynamic tool's `_meta` is not an object, or has a key that breaks MCP's key syntax or uses "
              "a prefix MCP reserves for itself (second label `modelcontextprotocol` or `mcp`).",
      why="`_meta` keys are namespaced so that vendors and the protocol do not collide: a reverse-DNS "
          "prefix, then a name. A key MCP reserves may be given a meaning by the next protocol version, "
          "and a key outside the syntax may be refused by a strict client or SDK.",
      bad='"_meta": {"io.modelcontextprotocol/owner": "me", "-bad key": 1}',
      good='"_meta": {"com.example/owner": "notes-team"}')
def meta_key_invalid(ctx: Context) -> Iterator[Finding]:
    for spec, meta in _sent(ctx, "_meta"):
        problems = meta_problems(meta)
        if problems:
            parts = ("_meta", problems[0][0]) if problems[0][0] else ("_meta",)
            yield Finding(f"the _meta of {spec.name!r}: {_listed([what for _, what in problems])}",
                          origin=ctx.at(spec.origin, *parts), tool=spec.name,
                          hint="use your own reverse-DNS prefix, such as com.example/NAME")


# --- D014 -------------------------------------------------------------------------------

HEADER_KEYWORD = "x-mcp-header"
HEADER_TYPES = frozenset(("string", "integer", "boolean"))
_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")  # RFC 9110 token


def header_problems(schema: Any) -> list[tuple[str, str]]:
    """(pointer in the input schema, what is wrong) for SEP-2243's `x-mcp-header`:
    a non-empty RFC 9110 token, unique per tool ignoring case, on a string,
    integer or boolean property reached from the root through `properties` alone."""
    found: list[tuple[str, str]] = []
    reachable: set[int] = set()
    seen: dict[str, str] = {}
    stack: list[tuple[Any, str]] = [(schema, "")]
    while stack:  # the properties chains from the root
        node, pointer = stack.pop()
        if not isinstance(node, dict) or not isinstance(node.get("properties"), dict):
            continue
        for name, sub in node["properties"].items():
            at = f"{pointer}/properties/{_escape(name)}"
            if isinstance(sub, dict):
                if HEADER_KEYWORD in sub:
                    reachable.add(id(sub))
                    found.extend(_one_header(sub, at, seen))
                stack.append((sub, at))
    for pointer, node in _every_object(schema):
        if HEADER_KEYWORD in node and id(node) not in reachable and pointer:
            found.append((f"{pointer}/{HEADER_KEYWORD}", f"{HEADER_KEYWORD} at {pointer} is not on a property "
                                                         "reached from the root through properties alone"))
    return sorted(found)


def _one_header(prop: dict, at: str, seen: dict[str, str]) -> list[tuple[str, str]]:
    value = prop[HEADER_KEYWORD]
    where = f"{at}/{HEADER_KEYWORD}"
    if not isinstance(value, str) or not value:
        return [(where, f"{HEADER_KEYWORD} at {at} is {value!r}, not a header name")]
    if not _TOKEN.fullmatch(value):
        return [(where, f"{HEADER_KEYWORD} {value!r} at {at} is not an RFC 9110 token")]
    problems = []
    earlier = seen.setdefault(value.lower(), at)
    if earlier != at:
        problems.append((where, f"{HEADER_KEYWORD} {value!r} at {at} repeats the one at {earlier} (case ignored)"))
    kind = prop.get("type")
    kinds = kind if isinstance(kind, list) else [kind]  # a union: every member is sent as the header
    if not kinds or not all(isinstance(member, str) and member in HEADER_TYPES for member in kinds):
        problems.append((where, f"{HEADER_KEYWORD} {value!r} at {at} is on a property of type "
                                f"{kind if kind is not None else 'unspecified'!r}; only string, integer and "
                                "boolean are allowed"))
    return problems


def _every_object(value: Any) -> Iterator[tuple[str, dict]]:
    stack: list[tuple[Any, str]] = [(value, "")]
    while stack:
        node, pointer = stack.pop()
        if isinstance(node, dict):
            yield pointer, node
            stack.extend((item, f"{pointer}/{_escape(key)}") for key, item in node.items()
                         if isinstance(item, (dict, list)))
        elif isinstance(node, list):
            stack.extend((item, f"{pointer}/{index}") for index, item in enumerate(node)
                         if isinstance(item, (dict, list)))


def _escape(part: str) -> str:
    return str(part).replace("~", "~0").replace("/", "~1")


@rule("D014", "header-param-invalid", "error",
      summary="A dynamic tool's input schema has an `x-mcp-header` (SEP-2243) that is empty, not an "
              "RFC 9110 token, repeated (case ignored), on a property that is not a string, integer or "
              "boolean, or not reached from the root through `properties` alone.",
      why="Since 2026-07-28 a parameter marked `x-mcp-header` is also sent as an `Mcp-Param-NAME` HTTP "
          "header, and Streamable-HTTP clients MUST drop the whole tool when any of these constraints "
          "fails: the tool silently disappears for every such client.",
      bad='"inline": {"type": "object", "properties": {"ratio": {"type": "number", "x-mcp-header": "Ratio"}}}',
      good='"inline": {"type": "object", "properties": {"region": {"type": "string", "x-mcp-header": "Region"}}}')
def header_param_invalid(ctx: Context) -> Iterator[Finding]:
    if HEADER_KEYWORD not in scan(ctx).distinct():  # every key of every schema is among its strings
        return
    for spec in ctx.registry.dynamic:
        if not spec.has_inline:
            continue
        problems = header_problems(spec.inline)
        if problems:
            yield Finding(f"{spec.name!r} would be dropped by Streamable-HTTP clients: "
                          f"{_listed([what for _, what in problems])}",
                          origin=ctx.at(spec.origin, "inline", *split_pointer(problems[0][0])), tool=spec.name,
                          hint="put x-mcp-header only on top-level or nested properties of type string, integer "
                               "or boolean, with a distinct token name; never on a secret")


# --- D015 -------------------------------------------------------------------------------

TASK_SUPPORT = ("forbidden", "optional", "required")


@rule("D015", "task-support-invalid", "warning",
      summary="A dynamic tool's `execution` is not an object, its `taskSupport` is not forbidden, optional "
              "or required, or a 2026-07-28 capture still declares `execution.taskSupport`, which that "
              "version removed.",
      why="In MCP 2025-11-25 `execution.taskSupport` says whether a tool may or must run as a task; a "
          "value outside the three is ignored or refused. The 2026-07-28 protocol moved tasks to the "
          "io.modelcontextprotocol/tasks extension (SEP-2663): a server that still declares the field "
          "describes behaviour its clients no longer negotiate.",
      bad='"execution": {"taskSupport": "sometimes"}',
      good='"execution": {"taskSupport": "optional"}')
def task_support_invalid(ctx: Context) -> Iterator[Finding]:
    discover_era = {file.origin.file: file.protocol for file in ctx.registry.external_files if file.discover_era}
    for spec, execution in _sent(ctx, "execution"):
        if not isinstance(execution, dict):
            yield Finding(f"the execution of {spec.name!r} is not an object", origin=ctx.at(spec.origin, "execution"),
                          tool=spec.name, hint="send {\"taskSupport\": \"forbidden\"} or leave it out")
            continue
        if "taskSupport" not in execution:
            continue
        support = execution["taskSupport"]
        era = discover_era.get(spec.origin.file)
        if era is not None:
            yield Finding(f"{spec.name!r} declares execution.taskSupport {support!r}, which protocol {era} "
                          "removed (tasks are the io.modelcontextprotocol/tasks extension now)",
                          origin=ctx.at(spec.origin, "execution", "taskSupport"), tool=spec.name,
                          hint="drop execution.taskSupport from the 2026-07-28 listing; declare the tasks "
                               "extension instead")
        elif support not in TASK_SUPPORT:
            yield Finding(f"{spec.name!r} declares execution.taskSupport {support!r}, not one of "
                          f"{', '.join(TASK_SUPPORT)}", origin=ctx.at(spec.origin, "execution", "taskSupport"),
                          tool=spec.name, hint="use forbidden (the default), optional or required")
