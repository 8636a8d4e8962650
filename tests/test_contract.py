"""The contract table and its marked region (SPEC §3, `toolcli contract`)."""

from __future__ import annotations

import re

import pytest

from toolcli.contract import BEGIN, END, check_region, region_diff, write_region
from toolcli.reporters.markdown import code_cell, contract_table
from toolcli.errors import UsageError

ROWS = [
    ("write", False, "Write a file"),
    ("bash", False, "Run a command.\n\nOutput  is   truncated | paged."),
    ("grep", True, "Search file contents by regex"),
]

TABLE = (
    "| tool | read-only | description |\n"
    "|---|---|---|\n"
    "| `bash` | no | Run a command. Output is truncated \\| paged. |\n"
    "| `grep` | yes | Search file contents by regex |\n"
    "| `write` | no | Write a file |\n"
)

DOC = f"# Tools\n\nIntro.\n\n{BEGIN}\nstale table\n{END}\n\nOutro.\n"


def test_table_is_sorted_single_line_and_pipe_escaped():
    assert contract_table(ROWS) == TABLE


def test_table_escapes_hostile_names_and_invisible_characters():
    table = contract_table([("bad|name`x", True, "hidden\u202echaracter\x1b")])
    row = table.splitlines()[2]
    assert len(re.split(r"(?<!\\)\|", row)) == 5  # three cells, nothing split by the name
    assert "\u202e" not in table and "\\u202e" in table and "\\x1b" in table


def test_code_cell_uses_a_fence_longer_than_any_backtick_run():
    assert code_cell("a``b") == "```a``b```"
    assert code_cell("`edge`") == "`` `edge` ``"
    assert code_cell("") == ""


def test_write_region_replaces_only_the_region():
    written = write_region(DOC, TABLE)
    assert written == f"# Tools\n\nIntro.\n\n{BEGIN}\n{TABLE}{END}\n\nOutro.\n"
    assert write_region(written, TABLE) == written


def test_check_region_and_diff():
    assert not check_region(DOC, TABLE)
    written = write_region(DOC, TABLE)
    assert check_region(written, TABLE)
    diff = region_diff(DOC, TABLE, "README.md")
    assert diff.startswith("--- a/README.md\n+++ b/README.md\n")
    assert "-stale table\n" in diff and "+| `grep` | yes | Search file contents by regex |\n" in diff
    assert region_diff(written, TABLE, "README.md") == ""


def test_write_region_keeps_crlf_line_endings():
    doc = DOC.replace("\n", "\r\n")
    written = write_region(doc, TABLE)
    assert "\n" not in written.replace("\r\n", "")
    assert check_region(written, TABLE)


def test_markers_inside_fenced_code_are_examples_not_markers():
    example = f"```markdown\n{BEGIN}\n{END}\n```\n\n~~~\n{BEGIN}\n~~~\n"
    doc = example + DOC
    written = write_region(doc, TABLE)
    assert written.startswith(example)
    assert written.endswith(f"{BEGIN}\n{TABLE}{END}\n\nOutro.\n")


def test_markers_must_be_on_their_own_line():
    with pytest.raises(UsageError, match="^no <!-- toolcli:contract:begin --> and"):
        write_region(f"Use `{BEGIN}` and `{END}` in your README.\n", TABLE)


@pytest.mark.parametrize("doc,message", [
    ("# nothing\n", "no <!-- toolcli:contract:begin --> and <!-- toolcli:contract:end -->"),
    (f"{BEGIN}\n", "no <!-- toolcli:contract:end -->"),
    (f"{END}\n", "no <!-- toolcli:contract:begin -->"),
    (f"{BEGIN}\n{BEGIN}\n{END}\n", "begin --> appears more than once \\(lines 1, 2\\)"),
    (f"{BEGIN}\n{END}\n{END}\n", "end --> appears more than once \\(lines 2, 3\\)"),
    (f"{END}\n{BEGIN}\n", "end --> \\(line 1\\) comes before"),
])
def test_marker_errors_are_usage_errors(doc, message):
    with pytest.raises(UsageError, match=message):
        write_region(doc, TABLE)
    with pytest.raises(UsageError, match="^README.md: "):
        check_region(doc, TABLE, "README.md")
