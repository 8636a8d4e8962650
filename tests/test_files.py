from __future__ import annotations

import json
import math
import sys
import os
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolcli.errors import LoadError
from toolcli.files.read import MAX_FILE_BYTES, read_source
from toolcli.files.toml import MAX_TOML_KEY_PARTS, parse_toml, toml_key_lines
from toolcli.files.json import MAX_NESTING, JsonDuplicate, _JsonWalk, parse_json

PROPERTY = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def load_error(call, *args, **kwargs) -> LoadError:
    with pytest.raises(LoadError) as info:
        call(*args, **kwargs)
    return info.value


def write(tmp_path: Path, data: bytes, name: str = "f.json") -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def nested_arrays(depth: int, inner: str = "") -> str:
    return "[" * depth + inner + "]" * depth


def unwrap(value, depth: int):
    for _ in range(depth):
        assert isinstance(value, list) and len(value) == 1
        value = value[0]
    return value


# ------------------------------------------------------------ read_source


def test_read_source_returns_the_text(tmp_path):
    path = write(tmp_path, '{"name": "café"}\n'.encode())
    assert read_source(path, "shown.json") == '{"name": "café"}\n'


@pytest.mark.parametrize("data", [b"", b"  \n\t\r\n  "], ids=["empty", "whitespace"])
def test_empty_file(tmp_path, data):
    error = load_error(read_source, write(tmp_path, data), "reg/f.json")
    assert (error.path, error.line, error.col, error.what) == ("reg/f.json", 1, 1, "file is empty")
    assert str(error) == "reg/f.json:1:1: file is empty"


def test_byte_order_mark(tmp_path):
    error = load_error(read_source, write(tmp_path, b"\xef\xbb\xbf[]"), "f.json")
    assert (error.line, error.col) == (1, 1)
    assert "byte order mark" in error.what and "without BOM" in error.what


def test_invalid_utf8_points_at_the_byte(tmp_path):
    data = b'{\n  "a": 1,\n  "b\xff": 2\n}\n'
    error = load_error(read_source, write(tmp_path, data), "f.json")
    assert (error.line, error.col) == (3, 5)
    assert "0xff" in error.what


def test_invalid_utf8_column_counts_characters(tmp_path):
    data = 'x\n"éé'.encode() + b"\xc3("  # a truncated two-byte sequence
    error = load_error(read_source, write(tmp_path, data), "f.json")
    assert (error.line, error.col) == (2, 4)
    assert "0xc3" in error.what


def test_oversized_file_is_refused_before_reading(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    with path.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: no data written

    def no_open(*args, **kwargs):
        raise AssertionError("the file was opened")

    monkeypatch.setattr(Path, "open", no_open)
    error = load_error(read_source, path, "big.json")
    assert (error.line, error.col) == (1, 1)
    assert f"{MAX_FILE_BYTES + 1:,}" in error.what and f"{MAX_FILE_BYTES:,}" in error.what


def test_file_at_the_limit_is_read(tmp_path):
    path = tmp_path / "edge.json"
    with path.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES)
    # All NUL bytes: valid UTF-8 and not whitespace, so the read succeeds.
    assert len(read_source(path, "edge.json")) == MAX_FILE_BYTES


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_device_is_refused_before_reading():
    error = load_error(read_source, Path("/dev/zero"), "zero.json")  # stat says 0 bytes
    assert (error.line, error.col) == (1, 1)
    assert error.what == "not a regular file"


@pytest.mark.parametrize("kind", ["missing", "directory"])
def test_unreadable_file(tmp_path, kind):
    path = tmp_path / "x.json"
    if kind == "directory":
        path.mkdir()
    error = load_error(read_source, path, "x.json")
    assert (error.line, error.col) == (1, 1)
    expected = "No such file or directory" if kind == "missing" else "not a regular file"
    assert expected in error.what


# ------------------------------------------------------------ parse_json: refusals


@pytest.mark.parametrize(
    ("text", "line", "col", "what"),
    [
        ('{\n  "a": 1,\n  "b" 2\n}', 3, 7, "Expecting ':' delimiter"),
        ('[1, 2\n, 3,\n]', 3, 1, "Expecting value"),
        ('{"a": 1,}', 1, 9, "Expecting property name enclosed in double quotes"),
        ('[1 2]', 1, 4, "Expecting ',' delimiter"),
        ('{"a": "unterminated', 1, 7, "Unterminated string starting at"),
        ('{"a": "line\nbreak"}', 1, 12, "Invalid control character at"),
        ("", 1, 1, "Expecting value"),
    ],
)
def test_syntax_errors(text, line, col, what):
    error = load_error(parse_json, text, "f.json")
    assert (error.path, error.line, error.col, error.what) == ("f.json", line, col, what)


def test_syntax_error_deep_inside_a_value_has_its_exact_position():
    text = '[{"parameters": {"properties": {"x": {"type": "string",\n    "enum": [1, }}}}}]'
    error = load_error(parse_json, text, "f.json")
    assert (error.line, error.col, error.what) == (2, 17, "Expecting value")


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_non_json_constants_are_refused_where_they_stand(literal):
    shallow = '{\n  "a": [1,\n    ' + literal + "]\n}"
    error = load_error(parse_json, shallow, "f.json")
    assert (error.line, error.col) == (3, 5)
    assert literal in error.what and "not valid JSON" in error.what
    deep = '[{"p": {"q": {"r": {"s":\n [true, ' + literal + "]}}}}]"
    error = load_error(parse_json, deep, "f.json")
    assert (error.line, error.col) == (2, 9)


def test_constants_inside_strings_are_fine():
    assert parse_json('["NaN", "Infinity"]', "f").value == ["NaN", "Infinity"]


def test_number_overflowing_to_infinity_is_refused():
    error = load_error(parse_json, '{"a": {"b": {"c": {"d": [0.5, 1e999]}}}}', "f.json")
    assert (error.line, error.col) == (1, 31)
    assert "out of range" in error.what


def test_integer_beyond_the_digit_limit_is_refused():
    digits = "7" * (sys.get_int_max_str_digits() + 1)
    error = load_error(parse_json, '{"a":\n  [' + digits + "]}", "f.json")
    assert (error.line, error.col) == (2, 4)
    assert "digits" in error.what


@pytest.mark.parametrize(
    ("text", "col"),
    [(r'["ok", "\ud800"]', 9), (r'{"k\udc00": 1}', 4), (r'["\ud83d\u0041"]', 3), (r'["\\\ud800"]', 5)],
)
def test_lone_surrogate_escapes_are_refused(text, col):
    error = load_error(parse_json, text, "f.json")
    assert (error.line, error.col) == (1, col)
    assert "surrogate" in error.what


def test_surrogate_pairs_and_escaped_backslashes_are_fine():
    assert parse_json(r'["\ud83d\ude00", "\\ud800"]', "f").value == ["\U0001f600", "\\ud800"]


def test_trailing_data():
    error = load_error(parse_json, '{"a": 1}\n  x', "f.json")
    assert (error.line, error.col, error.what) == (2, 3, "Extra data")


@pytest.mark.parametrize("depth", [MAX_NESTING + 1, 200_000])
def test_nesting_beyond_the_limit(depth: int):
    error = load_error(parse_json, nested_arrays(depth), "f.json")
    assert (error.line, error.col) == (1, MAX_NESTING + 1)
    assert f"deeper than {MAX_NESTING} levels" in error.what
    objects = '{"a":' * depth + "1" + "}" * depth
    error = load_error(parse_json, objects, "f.json")
    assert (error.line, error.col) == (1, 5 * MAX_NESTING + 1)


def test_nesting_at_the_limit_loads():
    assert parse_json(nested_arrays(MAX_NESTING), "f.json").value is not None


# ------------------------------------------------------------ parse_json: good input


def test_nesting_up_to_the_limit_is_parsed():
    depth = MAX_NESTING - 1  # and the object inside
    document = parse_json(nested_arrays(depth, '{"x": 1}'), "f.json")
    assert unwrap(document.value, depth) == {"x": 1}
    assert document.duplicates == []
    assert document.line_of("/0/0/0/0/0/0") == 1


def test_duplicates_are_recorded_and_the_last_value_wins():
    text = (
        "{\n"
        '  "a/b": {"x": 1,\n'
        '    "x": 2},\n'
        '  "tools": [{"name": "t", "parameters": {"properties": {"p": {"type": "string",\n'
        '        "type": "integer"}}}}],\n'
        '  "a/b": "last"\n'
        "}"
    )
    document = parse_json(text, "f.json")
    assert document.value == {
        "a/b": "last",
        "tools": [{"name": "t", "parameters": {"properties": {"p": {"type": "integer"}}}}],
    }
    assert list(document.value) == ["a/b", "tools"]  # like json.loads: first place, last value
    assert document.duplicates == [
        JsonDuplicate("/a~1b", "x", 3, 5),
        JsonDuplicate("/tools/0/parameters/properties/p", "type", 5, 9),
        JsonDuplicate("", "a/b", 6, 3),
    ]


def test_line_of():
    text = (
        "{\n"  # 1
        '  "a/b": {\n'  # 2
        '    "c~d": [\n'  # 3
        "      1,\n"  # 4
        '      {"deep": {"deeper": true}}\n'  # 5
        "    ]\n"  # 6
        "  },\n"  # 7
        '  "tools": [\n'  # 8
        '    {"name": "grep",\n'  # 9
        '     "parameters": {"type": "object"}}\n'  # 10
        "  ]\n"  # 11
        "}\n"
    )
    document = parse_json(text, "f.json")
    assert document.line_of("") == 1
    assert document.line_of("/a~1b") == 2
    assert document.line_of("/a~1b/c~0d") == 3
    assert document.line_of("/a~1b/c~0d/0") == 4
    assert document.line_of("/a~1b/c~0d/1") == 5
    assert document.line_of("/a~1b/c~0d/1/deep/deeper") == 5  # beyond locate_depth: the ancestor
    assert document.line_of("/tools/0") == 9
    assert document.line_of("/tools/0/parameters") == 10
    assert document.line_of("/tools/7/name") == 8  # no such tool: the array
    assert document.line_of("/tools/00") == 8  # not an index
    assert document.line_of("/a/b") == 1  # "a" is not a key: the root
    assert document.line_of("no-slash") is None
    shallow = parse_json(text, "f.json", locate_depth=1)
    assert shallow.line_of("/tools/0/parameters") == 8


def test_line_of_after_a_repeated_key_follows_the_kept_value():
    document = parse_json('{"a": {\n"x": 1},\n"a": {\n\n"y": 2}}', "f.json")
    assert document.line_of("/a") == 3
    assert document.line_of("/a/y") == 5
    assert document.line_of("/a/x") == 3


def test_line_of_in_any_order():
    lines = [json.dumps({"name": f"t{i}"}) for i in range(200)]
    document = parse_json("[\n" + ",\n".join(lines) + "\n]", "f.json")
    for i in [199, 0, 150, 3, 77, 198, 1]:
        assert document.line_of(f"/{i}/name") == i + 2


# ------------------------------------------------------------ parse_json: properties

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(), children, max_size=5),
    max_leaves=40,
)
JSON_ISH = st.text(alphabet=list('{}[],:"\\ \n\t0123456789-+.eEtrufalsnNIy'), max_size=40)


@PROPERTY
@given(st.text())
def test_parse_json_raises_only_load_errors(text):
    try:
        parse_json(text, "f.json")
    except LoadError:
        pass


@PROPERTY
@given(JSON_VALUES, st.booleans(), st.integers(0, 4))
def test_parse_json_round_trips(value, indent, locate_depth):
    text = json.dumps(value, indent=2 if indent else None)
    document = parse_json(text, "f.json", locate_depth=locate_depth)
    assert document.value == value
    assert document.duplicates == []


def _reference(text: str):
    def refuse(literal):
        raise ValueError(literal)

    def finite(literal):
        number = float(literal)
        if math.isinf(number):
            raise ValueError(literal)
        return number

    try:
        return "ok", json.loads(text, parse_constant=refuse, parse_float=finite)
    except json.JSONDecodeError as exc:
        return "error", exc.lineno, exc.colno, exc.msg
    except ValueError:
        return None  # refused by both, with different wording


@PROPERTY
@given(JSON_ISH)
def test_parse_json_agrees_with_json_loads(text):
    expected = _reference(text)
    if expected is None:
        return
    try:
        outcome = ("ok", parse_json(text, "f.json").value)
    except LoadError as exc:
        outcome = ("error", exc.line, exc.col, exc.what)
    assert outcome == expected


@PROPERTY
@given(JSON_ISH, st.integers(0, 4))
def test_python_walk_agrees_with_json_loads(text, locate_depth):
    # The walk that takes over wherever the C parser refuses a container.
    expected = _reference(text)
    if expected is None:
        return
    walk = _JsonWalk(text, "f.json", locate_depth, use_c=False)
    try:
        outcome = ("ok", walk.run())
    except json.JSONDecodeError as exc:  # parse_json turns these into LoadError
        outcome = ("error", exc.lineno, exc.colno, exc.msg)
    except LoadError as exc:
        outcome = ("error", exc.line, exc.col, exc.what)
    assert outcome == expected


@PROPERTY
@given(JSON_VALUES)
def test_values_inside_nested_arrays_round_trip(value):
    depth = 32  # under the located top levels the C parser takes each container whole
    text = nested_arrays(depth, json.dumps(value))
    assert unwrap(parse_json(text, "f.json").value, depth) == value


# ------------------------------------------------------------ parse_toml


def test_parse_toml():
    assert parse_toml('[tools.grep]\neffect = "read"\n', "t.toml") == {"tools": {"grep": {"effect": "read"}}}


@pytest.mark.parametrize(
    ("text", "line", "col", "what"),
    [
        ("a = 1\nb = \n", 2, 5, "Invalid value"),
        ('[a]\nx = 1\n[b]\ny = "open\n', 4, 10, "Illegal character '\\n'"),
        ("a = [1, 2", 1, 10, "Unclosed array"),  # at the end of the document
    ],
)
def test_invalid_toml(text, line, col, what):
    error = load_error(parse_toml, text, "t.toml")
    assert (error.path, error.line, error.col, error.what) == ("t.toml", line, col, what)


def test_deeply_nested_toml():
    text = "x = 1\na = " + nested_arrays(5_000)
    error = load_error(parse_toml, text, "t.toml")
    assert (error.line, error.col) == (2, 5 + 4_999)
    assert "nesting too deep" in error.what
    inline_tables = "a = " + "{b = " * 3_000 + "1" + "}" * 3_000
    error = load_error(parse_toml, inline_tables, "t.toml")
    assert (error.line, error.col) == (1, 5 + 5 * 2_999)


def test_toml_integer_beyond_the_digit_limit():
    text = "x = 1\ny = " + "9" * (sys.get_int_max_str_digits() + 1)
    error = load_error(parse_toml, text, "t.toml")
    assert (error.line, error.col) == (2, 5)
    assert "digits" in error.what


def test_toml_dotted_key_too_long_is_refused_before_parsing():
    key = ".".join(["a"] * (MAX_TOML_KEY_PARTS + 1))
    error = load_error(parse_toml, f"x = 1\n[t]\n  {key} = 1\n", "t.toml")
    assert (error.line, error.col) == (3, 3)
    assert f"more than {MAX_TOML_KEY_PARTS} parts" in error.what
    error = load_error(parse_toml, "[" + ".".join(['"q"'] * 10_000) + "]", "t.toml")
    assert (error.line, error.col) == (1, 2)


def test_toml_dots_inside_strings_are_not_keys():
    dotted = ".".join(["a"] * (MAX_TOML_KEY_PARTS * 2))
    text = f'brief = "{dotted}"\nlong = """\n{dotted} = 1\n"""\n'
    assert parse_toml(text, "t.toml") == {"brief": dotted, "long": f"{dotted} = 1\n"}
    exact = ".".join(["a"] * MAX_TOML_KEY_PARTS)
    assert parse_toml(f"{exact} = 1", "t.toml")  # at the limit: accepted


@PROPERTY
@given(st.text())
def test_parse_toml_raises_only_load_errors(text):
    try:
        parse_toml(text, "t.toml")
    except LoadError:
        pass


# ------------------------------------------------------------ toml_key_lines

REGISTRY_TOML = '''\
# header comment with key = "value"
[registry]
name = "example"
expected_count = 50        # baseline

[probe]
provides = [
  "job_manager",
  "lsp",
]

[tools.grep]
capabilities = ["search"]
effect = "read"
brief = """
looks = "like a key"
[not.a.table]
"""
tier = 'warm'

[tools."odd name"]
effect = "exec"
limits.timeout = 30

[profiles.coding]
tiers = { grep = "hot", "odd name" = "cold" }
budget = 24000

[[lint.allow]]
rule = "X002"
tool = "mcp__acme__notes"

[[lint.allow]]
rule = "X003"
reason = \'\'\'
multi
tool = "no"
\'\'\'
'''


def test_toml_key_lines_on_a_registry():
    lines = toml_key_lines(REGISTRY_TOML)
    expected = {
        ("registry",): 2,
        ("registry", "name"): 3,
        ("registry", "expected_count"): 4,
        ("probe",): 6,
        ("probe", "provides"): 7,
        ("probe", "provides", 0): 8,
        ("probe", "provides", 1): 9,
        ("tools",): 12,
        ("tools", "grep"): 12,
        ("tools", "grep", "capabilities"): 13,
        ("tools", "grep", "effect"): 14,
        ("tools", "grep", "brief"): 15,
        ("tools", "grep", "tier"): 19,
        ("tools", "odd name"): 21,
        ("tools", "odd name", "effect"): 22,
        ("tools", "odd name", "limits"): 23,
        ("tools", "odd name", "limits", "timeout"): 23,
        ("profiles", "coding"): 25,
        ("profiles", "coding", "tiers"): 26,
        ("profiles", "coding", "tiers", "grep"): 26,
        ("profiles", "coding", "tiers", "odd name"): 26,
        ("profiles", "coding", "budget"): 27,
        ("lint", "allow"): 29,
        ("lint", "allow", 0): 29,
        ("lint", "allow", 0, "rule"): 30,
        ("lint", "allow", 0, "tool"): 31,
        ("lint", "allow", 1): 33,
        ("lint", "allow", 1, "rule"): 34,
        ("lint", "allow", 1, "reason"): 35,
    }
    assert {key: lines.get(key) for key in expected} == expected
    assert ("looks",) not in lines and ("tools", "grep", "looks") not in lines
    assert ("lint", "allow", 1, "tool") not in lines
    assert not any("not" in key for key in lines)


def test_toml_key_lines_with_crlf():
    lines = toml_key_lines('[a]\r\nb = "x"\r\nc = [\r\n  1,\r\n]\r\nd = 2\r\n')
    assert lines == {("a",): 1, ("a", "b"): 2, ("a", "c"): 3, ("a", "c", 0): 4, ("a", "d"): 6}


def test_toml_key_lines_on_broken_text():
    lines = toml_key_lines('a = [1,\n[oops\nb = """never closed\nc = 1\n')
    assert lines[("a",)] == 1


def _key_paths(value, path=()):
    if isinstance(value, dict):
        for key, child in value.items():
            yield (*path, key)
            yield from _key_paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _key_paths(child, (*path, index))


TOML_KEYS = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=6)
TOML_SCALARS = st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text(max_size=20)
TOML_TABLES = st.recursive(
    st.dictionaries(TOML_KEYS, TOML_SCALARS, max_size=4),
    lambda children: st.dictionaries(
        TOML_KEYS, children | st.lists(children, min_size=1, max_size=3) | st.lists(TOML_SCALARS, max_size=3), max_size=4
    ),
    max_leaves=20,
)


@PROPERTY
@given(TOML_TABLES, st.booleans())
def test_toml_key_lines_finds_every_key_of_a_written_document(data, multiline):
    text = tomli_w.dumps(data, multiline_strings=multiline)
    lines = toml_key_lines(text)
    line_count = text.count("\n") + 1
    for path in _key_paths(data):
        assert path in lines, (path, text)
        assert 1 <= lines[path] <= line_count


@PROPERTY
@given(st.text())
def test_toml_key_lines_never_raises(text):
    assert isinstance(toml_key_lines(text), dict)


def test_a_fifo_socket_or_folder_is_refused_without_blocking(tmp_path: Path) -> None:
    import socket

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with socket.socket(socket.AF_UNIX) as listening:
        listening.bind(str(tmp_path / "sock.json"))
        for path in (fifo, tmp_path, tmp_path / "sock.json"):
            with pytest.raises(LoadError, match=r":1:1: not a regular file"):
                read_source(path, str(path))
