"""The key sets of every table, and reading a table while keeping its mistakes.

Unknown keys become R020 problems (with the closest known key), missing
required keys and wrong types or values become R021 problems; the table is
still read, with defaults in place of what was wrong, so every later rule runs.
"""

from __future__ import annotations

import difflib
from typing import Any, Callable

from ..files.pointer import escape_pointer
from ..model import (ARGUMENT_KEYS, DEFERRALS, DISPLAYS, EFFECTS, FAMILIES, PROMPT_KEYS, RESOURCE_KEYS,
                     RESULT_PATHS, SEVERITIES, TARGETS, TEMPLATE_KEYS, TIERS, TOKENIZER_NAMES, TOOL_SEARCHES,
                     TRUNCS, FieldProblem, LineLookup, Origin, Record)

_set = object.__setattr__


class Field(Record):
    __slots__ = ("kind", "choices", "required", "nonempty")
    kind: str  # str | bool | int (> 0) | count (>= 0) | any | object | str_list | enum | enum_list | enum_map
    choices: tuple[str, ...]
    required: bool  # missing -> R021
    nonempty: bool

    def __init__(self, kind: str, choices: tuple[str, ...] = (), required: bool = False,
                 nonempty: bool = False) -> None:
        _set(self, "kind", kind)
        _set(self, "choices", choices)
        _set(self, "required", required)
        _set(self, "nonempty", nonempty)


_TABLE = Field("any")  # read by its own key set below
MANIFEST_FIELDS = {name: _TABLE for name in ("registry", "probe", "tools", "profiles", "lint", "targets")}
SPEC_FILE_FIELDS = {"tools": _TABLE}
REGISTRY_FIELDS = {
    "name": Field("str"),
    "expected_count": Field("any"),  # R005 owns its presence and type
    "schemas": Field("str"),
    "golden": Field("str"),
    "loader": Field("str"),
    "tokenizer": Field("enum", TOKENIZER_NAMES),
    "tool_search": Field("enum", TOOL_SEARCHES),
}
PROBE_FIELDS = {"provides": Field("str_list")}
# [targets.<target>]: what a client target needs to know of the host it runs in (C006 reads
# builtin_tools for the clients that count their own tools in a request)
TARGET_SETTINGS_FIELDS = {target: {"builtin_tools": Field("count")} for target in TARGETS}
TOOL_FIELDS = {
    "capabilities": Field("str_list", required=True, nonempty=True),
    "effect": Field("enum", EFFECTS, required=True),
    "tier": Field("enum", TIERS, required=True),
    "mutates": Field("bool"),
    "serial": Field("bool"),
    "needs_auth": Field("bool"),
    "blocks_on_user": Field("bool"),
    "trunc": Field("enum", TRUNCS),
    "display": Field("enum", DISPLAYS),
    "model_slot": Field("str"),
    "brief": Field("str"),
    "path_params": Field("str_list"),
    "result_paths": Field("enum", RESULT_PATHS),  # R013 owns its absence
    "requires": Field("str_list"),
    "audience": Field("str_list"),
}
PROFILE_FIELDS = {
    "capabilities": Field("str_list", required=True),
    "external": Field("enum_list", FAMILIES),
    "budget": Field("int"),
    "budget_tokens": Field("int"),
    "deferral": Field("enum", DEFERRALS),
    "tiers": Field("enum_map", TIERS),
    "requires_exit": Field("bool"),
    "loader": Field("str"),
    "subset_of": Field("str"),
}
LINT_FIELDS = {
    "select": Field("str_list"),
    "ignore": Field("str_list"),
    "targets": Field("enum_list", TARGETS),
    "severity": Field("enum_map", SEVERITIES),
    "allow": Field("any"),  # an array of tables, read entry by entry
}
ALLOW_FIELDS = {
    "rule": Field("str", required=True, nonempty=True),
    "tool": Field("str", nonempty=True),  # exactly one of tool and server (the loader checks)
    "server": Field("str", nonempty=True),
    "reason": Field("str", required=True, nonempty=True),
}
DECLARATION_FIELDS = {
    "name": Field("str"),
    "description": Field("str"),
    "parameters": Field("any"),
    "input_examples": Field("any"),  # R022 checks each example against the parameters
}
DYNAMIC_FIELDS = {
    "name": Field("str"),
    "description": Field("str"),
    "inline": Field("any"),
    "family": Field("enum", FAMILIES, required=True),
    "mutates": Field("bool"),
    "needs_auth": Field("bool"),
    "tier": Field("enum", TIERS),
    "brief": Field("str"),
    "annotations": Field("object"),
    "title": Field("str"),
    "output": Field("any"),  # the MCP outputSchema; D010 checks it
    "serial": Field("bool"),
    "effect": Field("enum", EFFECTS),
    # what a client or the model reads beyond the declaration, as the server sent it
    "icons": Field("any"),  # D012
    "_meta": Field("any"),  # D013
    "execution": Field("any"),  # D015
}
EXTERNAL_FILE_FIELDS = {
    "server": Field("str", required=True, nonempty=True),
    "captured": Field("object"),
    "protocol": Field("str"),  # the MCP version the capture spoke (SPEC §14.2)
    "instructions": Field("str"),  # the server's instructions, read by the model
    "tools": Field("any"),
    # what the server lists beside its tools (SPEC §17), item by item below
    "prompts": Field("any"),
    "resources": Field("any"),
    "resource_templates": Field("any"),
}
# The keys of each listed item, as model.SERVER_LISTS names them, with their types.
_LISTED = {"name": Field("str", required=True), "title": Field("str"), "description": Field("str"),
           "arguments": Field("any"), "required": Field("bool"), "uri": Field("str", required=True),
           "uriTemplate": Field("str", required=True), "mimeType": Field("str")}
PROMPT_FIELDS = {key: _LISTED[key] for key in PROMPT_KEYS}
ARGUMENT_FIELDS = {key: _LISTED[key] for key in ARGUMENT_KEYS}
RESOURCE_FIELDS = {key: _LISTED[key] for key in RESOURCE_KEYS}
RESOURCE_TEMPLATE_FIELDS = {key: _LISTED[key] for key in TEMPLATE_KEYS}

# Every key set by where it is written: docs/CONFIGURATION.md documents each,
# and a test holds the page equal to this list.
KEY_SETS = {
    "toolspec.toml": MANIFEST_FIELDS,
    "[registry]": REGISTRY_FIELDS,
    "[probe]": PROBE_FIELDS,
    "[tools.NAME]": TOOL_FIELDS,
    "specs/NAME.toml": SPEC_FILE_FIELDS,
    "[profiles.NAME]": PROFILE_FIELDS,
    "[lint]": LINT_FIELDS,
    "[[lint.allow]]": ALLOW_FIELDS,
    "[targets.TARGET]": next(iter(TARGET_SETTINGS_FIELDS.values())),
    "schemas.json": DECLARATION_FIELDS,
    "external/NAME.json": EXTERNAL_FILE_FIELDS,
    "external/NAME.json tools": DYNAMIC_FIELDS,
    "external/NAME.json prompts": PROMPT_FIELDS,
    "external/NAME.json prompts arguments": ARGUMENT_FIELDS,
    "external/NAME.json resources": RESOURCE_FIELDS,
    "external/NAME.json resource_templates": RESOURCE_TEMPLATE_FIELDS,
}

LineOf = Callable[[str], "int | None"]


class TableReader:
    """Reads tables of one file, collecting FieldProblems as it goes."""

    def __init__(self, file: str, line_of: LineOf, problems: list[FieldProblem]) -> None:
        self.file = file
        self.line_of = line_of
        self.problems = problems

    def origin(self, pointer: str) -> Origin:
        """The origin of `pointer`; its line is looked up only if it is shown."""
        return Origin(self.file, LineLookup(self.line_of, pointer), pointer)

    def read(self, table: Any, fields: dict[str, Field], pointer: str, what: str,
             tool: str | None = None, profile: str | None = None) -> dict[str, Any]:
        """The valid values of `table`; every mistake becomes a problem."""
        def problem(kind: str, message: str, hint: str, at: str) -> None:
            self.problems.append(FieldProblem(kind, message, hint, self.origin(at),  # type: ignore[arg-type]
                                              tool=tool, profile=profile))

        if not isinstance(table, dict):
            problem("wrong-type", f"{what} is {type_name(table)}, not a table", f"write {what} as a table", pointer)
            return {}
        values: dict[str, Any] = {}
        for key, value in table.items():
            field = fields.get(key)
            if field is None:
                close = difflib.get_close_matches(key, list(fields), n=1)
                hint = f"did you mean {close[0]!r}?" if close else f"known keys: {', '.join(sorted(fields))}"
                problem("unknown-key", f"unknown key {key!r} in {what}", hint, f"{pointer}/{escape_pointer(key)}")
                continue
            if not _fits(value, field):
                error = check_value(value, field)
                if error:
                    kind, wrong = error
                    problem(kind, f"{key} {wrong}", expected(field), f"{pointer}/{escape_pointer(key)}")
                    continue
            values[key] = value
        for key, field in fields.items():
            if field.required and key not in table:
                problem("missing-key", f"required key {key!r} is missing from {what}", expected(field, key), pointer)
        return values


def _fits(value: Any, field: Field) -> bool:
    """True only for values check_value accepts: the common case, decided at once."""
    kind = field.kind
    cls = value.__class__
    if kind == "str":
        return cls is str and (not field.nonempty or bool(value.strip()))
    if kind == "enum":
        return cls is str and value in field.choices
    if kind == "bool":
        return cls is bool
    if kind == "str_list" or kind == "enum_list":
        if cls is not list or not all(item.__class__ is str for item in value):
            return False
        if kind == "enum_list" and not all(item in field.choices for item in value):
            return False
        return (not field.nonempty or bool(value)) and len(set(value)) == len(value)
    return kind == "any"


def check_value(value: Any, field: Field) -> tuple[str, str] | None:
    """None when `value` fits `field`, else (problem kind, what is wrong)."""
    what = _wrong_type(value, field)
    if what:
        return "wrong-type", what
    what = _bad_value(value, field)
    return ("bad-value", what) if what else None


_TYPES = {"str": (str, "a string"), "enum": (str, "a string"), "bool": (bool, "a boolean"),
          "object": (dict, "a table"), "enum_map": (dict, "a table"),
          "str_list": (list, "an array of strings"), "enum_list": (list, "an array of strings")}


def _wrong_type(value: Any, field: Field) -> str | None:
    kind = field.kind
    if kind in ("int", "count"):
        ok = isinstance(value, int) and not isinstance(value, bool)
        return None if ok else f"is {type_name(value)}, not an integer"
    if kind in _TYPES:
        python_type, noun = _TYPES[kind]
        if not isinstance(value, python_type):
            return f"is {type_name(value)}, not {noun}"
    if kind in ("str_list", "enum_list"):
        for item in value:
            if not isinstance(item, str):
                return f"holds {type_name(item)}, not only strings"
    return None


def _bad_value(value: Any, field: Field) -> str | None:
    """What is wrong with a value of the right type, or None."""
    kind = field.kind
    if kind == "str" and field.nonempty and not value.strip():
        return "is empty"
    if kind == "int" and value <= 0:
        return f"is {value}; it must be positive"
    if kind == "count" and value < 0:
        return f"is {value}; it must not be negative"
    if kind == "enum" and value not in field.choices:
        return f"is {value!r}, not one of {', '.join(field.choices)}"
    if kind in ("str_list", "enum_list"):
        if kind == "enum_list":
            for item in value:
                if item not in field.choices:
                    return f"holds {item!r}, not one of {', '.join(field.choices)}"
        if field.nonempty and not value:
            return "is empty"
        if len(set(value)) != len(value):
            return "repeats an entry"
    if kind == "enum_map":
        for key, item in value.items():
            if item not in field.choices:
                return f"maps {key!r} to {item!r}, not one of {', '.join(field.choices)}"
    return None


def expected(field: Field, key: str = "") -> str:
    prefix = f"set {key} to " if key else "expected "
    if field.kind in ("enum", "enum_list", "enum_map"):
        return prefix + "one of " + ", ".join(field.choices)
    names = {"str": "a string", "bool": "true or false", "int": "a positive integer",
             "object": "a table", "str_list": "an array of strings", "any": "a value"}
    return prefix + names[field.kind] + (" (not empty)" if field.nonempty else "")


def type_name(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    names = {dict: "a table", list: "an array", str: "a string", int: "an integer",
             float: "a float", type(None): "null"}
    return names.get(type(value), type(value).__name__)
