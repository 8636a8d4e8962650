"""docs/CONFIGURATION.md documents every key the loader reads, and only those:
its tables are held equal to the loader's key sets (loading/fields.py)."""

from __future__ import annotations

import re

from conftest import REPO
from toolcli.loading.fields import KEY_SETS

PAGE = REPO / "docs" / "CONFIGURATION.md"
MARKER = re.compile(r"^<!-- keys: (.+?) -->$")


def documented() -> dict[str, dict[str, list[str]]]:
    """Per `<!-- keys: WHERE -->` marker, the rows of the table under it: key -> cells."""
    tables: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] | None = None
    for line in PAGE.read_text(encoding="utf-8").splitlines():
        marker = MARKER.match(line)
        if marker:
            assert marker.group(1) not in tables, f"{marker.group(1)} is documented twice"
            current = tables[marker.group(1)] = {}
        elif current is not None and line.startswith("|"):
            cells = [cell.strip() for cell in line.strip("|").split("|")]
            key = re.fullmatch(r"`([^`]+)`", cells[0])
            if key:
                assert key.group(1) not in current, f"{key.group(1)} is documented twice"
                current[key.group(1)] = cells[1:]
        elif current is not None and current and not line.startswith("|"):
            current = None
    return tables


def test_every_key_set_is_documented_and_nothing_else() -> None:
    tables = documented()
    assert sorted(tables) == sorted(KEY_SETS)
    for where, fields in KEY_SETS.items():
        documented_keys = set(tables[where])
        assert documented_keys - set(fields) == set(), f"{where}: documented keys the loader does not know"
        assert set(fields) - documented_keys == set(), f"{where}: keys the loader reads that the page lacks"


def test_required_keys_and_choices_are_as_the_loader_has_them() -> None:
    tables = documented()
    for where, fields in KEY_SETS.items():
        for key, field in fields.items():
            kind, required = tables[where][key][0], tables[where][key][1]
            assert (required == "yes") == field.required, f"{where} {key}: required is {field.required}"
            for choice in field.choices:
                assert f"`{choice}`" in kind, f"{where} {key}: the choice {choice!r} is not listed"
            assert len(re.findall(r"`[^`]+`", kind)) == len(field.choices), f"{where} {key}: choices differ"

