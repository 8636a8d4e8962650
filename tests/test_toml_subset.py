"""The plain-TOML fast path: tomllib's value for every text it takes, None otherwise."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolcli import toml_subset

REPO = Path(__file__).resolve().parents[1]
PROPERTY = settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _tomllib(text: str):
    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        return "error"


def assert_agrees(text: str) -> None:
    fast = toml_subset.loads(text)
    if fast is not None:
        expected = _tomllib(text)
        assert expected != "error", text
        assert fast == expected and repr(fast) == repr(expected), text  # same types and key order


def test_every_registry_file_of_the_repository_takes_the_fast_path() -> None:
    files = [REPO / "toolspec.toml", *sorted((REPO / "specs").glob("*.toml"))]
    assert len(files) > 1
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert toml_subset.loads(text) == tomllib.loads(text), path


@pytest.mark.parametrize("text", [
    '[tools.a]\nx = "1"\nx = "2"\n',  # a key twice
    '[tools.a]\n[tools.a]\n',  # a table twice
    '[tools.a]\n[tools]\n',  # a super-table defined late (legal, left to tomllib)
    'a = 1\n[a.b]\n',  # a value used as a table
    '[a]\nb = [1]\n[a.b.c]\n',
    'a = "x\\ny"\n',  # an escape
    'a = """x"""\n', "a = '''x'''\n",
    'a = 1.5\n', 'a = 1_000\n', 'a = 0x1f\n', 'a = 01\n', 'a = inf\n', 'a = 1979-05-27\n',
    'a.b = 1\n', '"a" = 1\n', 'a = { b = 1 }\n', '[[a]]\n', 'a = [[1]]\n', 'a = [1 2]\n',
    'a = [,]\n', 'a = 1 b = 2\n', 'a = "x" # ok\r\nb = 2\r', 'a = "\x7f"\n', 'a = 1 # \x01\n',
    '[a b]\n', '[a.]\n', 'a = [\n  1, # c\n  "x",\n]\n', 'a = []\n', 'a = [ ]  # c\n',
    '\n# only a comment\n', '[ a . b ]\nc = true\n', 'a = -0\nb = +7\n', 'a = 1234567890123456789\n',
    'a = {}\n', 'a = { b = 1, c = "x" }\n', 'a = { b = 1, }\n', 'a = { b = 1 c = 2 }\n', 'a = { b = 1, b = 2 }\n',
    'a = { b = { c = 1 } }\n', 'a = { b = [1] }\n', 'a = {\n b = 1 }\n', 'a = { b.c = 1 }\n',
    '[t]\na = { b = 1 }\n[t.a.c]\n', '[t]\na = { b = 1 }\n[t.a]\n', 't = { }\n[[t]]\n',
    '[[a]]\nx = 1\n[[a]]\nx = 2\n', '[[a.b]]\n[[a.b]]\ny = "z"\n', '[a]\n[[a]]\n', 'a = [1]\n[[a]]\n',
    '[[a]]\n[a]\n', '[[a]]\n[a.b]\n', '[[a]]\n[[a.b]]\n', '[lint]\n[[lint.allow]]\nrule = "P002"\n',
    '[[ a ]]\n', '[[a]\n', '[a]]\n',
])
def test_edge_cases(text: str) -> None:
    assert_agrees(text)


def test_what_it_refuses_goes_to_tomllib() -> None:
    for text in ('[tools.a]\nx = "1"\nx = "2"\n', 'a = "x\\ny"\n', '[tools.a]\n[tools]\n', "a = 1.5\n",
                 'a = { b = { c = 1 } }\n', '[[a]]\n[a.b]\n'):
        assert toml_subset.loads(text) is None


KEYS = st.sampled_from(["a", "b", "tools", "x-y", "_1", "0", "capabilities", "a b", "a.b", '"q"', "é"])
SCALARS = st.one_of(
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=6).map(lambda s: '"' + s + '"'),
    st.text(max_size=4).map(lambda s: "'" + s + "'"),
    st.sampled_from(["true", "false", "TRUE", "0", "-0", "+1", "12", "007", "1.0", "1e3", "1_0",
                     "nan", '"""x"""', '"a\\"b"', "[]", "[[]]", "{}"]),
)
ARRAYS = st.lists(SCALARS, max_size=4).flatmap(lambda items: st.sampled_from([
    "[" + ", ".join(items) + "]",
    "[\n    " + ",\n    ".join(items) + (",\n" if items else "") + "]",
    "[ # c\n" + " ,".join(items) + " ]",
]))
LINES = st.one_of(
    st.builds(lambda k, v, c: f"{k} = {v}{c}", KEYS, st.one_of(SCALARS, ARRAYS),
              st.sampled_from(["", " # note", "#x", "\t"])),
    st.builds(lambda parts, c: "[" + ".".join(parts) + "]" + c, st.lists(KEYS, min_size=1, max_size=3),
              st.sampled_from(["", "  # t"])),
    st.builds(lambda parts: "[[" + ".".join(parts) + "]]", st.lists(KEYS, min_size=1, max_size=2)),
    st.builds(lambda k, items: f"{k} = {{" + ", ".join(f"{a} = {v}" for a, v in items) + "}",
              KEYS, st.lists(st.tuples(KEYS, SCALARS), max_size=3)),
    st.sampled_from(["", "# comment", "   ", "[[a]]", "a.b = 1", "\x00", "a = 1 = 2", "a = {", "a = { b = 1,}"]),
)
DOCUMENTS = st.builds(lambda lines, newline, final: newline.join(lines) + final,
                      st.lists(LINES, max_size=10), st.sampled_from(["\n", "\r\n", "\r"]),
                      st.sampled_from(["", "\n"]))


@PROPERTY
@given(DOCUMENTS)
def test_agrees_with_tomllib_on_generated_documents(text: str) -> None:
    assert_agrees(text)


def _plain(value) -> bool:
    """A value the fast path must take: strings without quotes, escapes or controls."""
    if isinstance(value, str):
        return not any(c in value for c in '"\\') and all(c == "\t" or (" " <= c != "\x7f") for c in value)
    if isinstance(value, list):
        return all(_plain(item) for item in value)
    return True


NAMES = st.from_regex(r"[A-Za-z0-9_-]{1,8}", fullmatch=True)
FIELDS = st.one_of(st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=8),
                   st.lists(st.text(max_size=5), max_size=3))


@PROPERTY
@given(st.dictionaries(NAMES, st.dictionaries(NAMES, FIELDS, max_size=6), max_size=4))
def test_written_registry_tables_take_the_fast_path_when_plain(tables: dict) -> None:
    text = tomli_w.dumps({"tools": tables})
    fast = toml_subset.loads(text)
    if fast is not None:
        assert fast == tomllib.loads(text)
    if all(_plain(value) for table in tables.values() for value in table.values()):
        assert fast == tomllib.loads(text)
