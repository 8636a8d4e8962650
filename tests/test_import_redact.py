"""Captures without secrets or machine paths; --env and --header (SPEC §2.3, §4)."""

from __future__ import annotations

import pytest

from toolcli.errors import UsageError
from toolcli.mcp.redact import (Secrets, captured_command, captured_url, looks_like_credential, public_url,
                                redact_argument, request_headers, server_environment)

JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ."
       "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


def test_the_issue_command_keeps_no_token_and_no_path() -> None:
    captured = captured_command(["/usr/bin/env", "GITHUB_TOKEN=ghp_example123", "/opt/venv/bin/mcp-server-time"])
    assert captured == {"from": "tools/list", "transport": "stdio",
                        "command": ["env", "GITHUB_TOKEN=<redacted>", "<path>"]}


@pytest.mark.parametrize(
    ("arg", "kept"),
    [
        ("--local-timezone", "--local-timezone"),
        ("Etc/UTC", "Etc/UTC"),
        ("mcp-server-time", "mcp-server-time"),
        ("@modelcontextprotocol/server-everything@2026.8.31", "@modelcontextprotocol/server-everything@2026.8.31"),
        ("tests/mcp_servers/notes_server.py", "tests/mcp_servers/notes_server.py"),
        ("streamableHttp", "streamableHttp"),
        ("API_KEY=hunter2", "API_KEY=<redacted>"),
        ("DEBUG=1", "DEBUG=<redacted>"),
        ("ghp_abcdefghijklmnopqrstuvwxyz0123456789", "<redacted>"),
        ("github_pat_11ABCDEFG0123456789_abcdefghijklmnop", "<redacted>"),
        ("sk-proj-Abc123Def456", "<redacted>"),
        ("sk-ant-api03-abcdefgh", "<redacted>"),
        ("xoxb-123456789012-abcdefghij", "<redacted>"),
        ("xoxp-1234-5678-abcdefgh", "<redacted>"),
        ("AKIAIOSFODNN7EXAMPLE", "<redacted>"),
        (JWT, "<redacted>"),
        ("Zx8Qp2Lm9Vt4Rk7Wn3Hs6Jd1", "<redacted>"),  # 24 random-looking characters
        ("aB3dE5gH7jK9mN1pQ3sT5vX", "aB3dE5gH7jK9mN1pQ3sT5vX"),  # 23: too short to judge
        ("--token=abc", "--token=<redacted>"),
        ("--repository=/home/me/repo", "--repository=<path>"),
        ("--name=notes", "--name=notes"),
        ("/home/me/.config/server.json", "<path>"),
        ("~/repos/notes", "<path>"),
        ("C:\\Users\\me\\server.json", "<path>"),
        ("file:///home/me/db.sqlite", "<path>"),
        ("https://user:pw@api.example.com:8443/v1/mcp?key=s3cret#frag", "https://api.example.com:8443/v1/mcp"),
    ],
)
def test_arguments(arg: str, kept: str) -> None:
    assert redact_argument(arg) == kept


def test_the_value_after_a_secret_option_is_redacted() -> None:
    captured = captured_command(["server", "--api-key", "plainvalue", "--port", "8080", "--token", "t"])
    assert captured["command"] == ["server", "--api-key", "<redacted>", "--port", "8080", "--token", "<redacted>"]


def test_the_program_is_its_base_name() -> None:
    assert captured_command(["/opt/tools/bin/mcp-server-git", "--repository", "/srv/repo"])["command"] == [
        "mcp-server-git", "--repository", "<path>"]
    assert captured_command(["uvx", "mcp-server-fetch"])["command"] == ["uvx", "mcp-server-fetch"]


@pytest.mark.parametrize("word", ["modelcontextprotocol/server-everything", "0123456789abcdef", "e" * 40,
                                  "mcp-server-filesystem-with-a-long-name"])
def test_ordinary_words_are_not_credentials(word: str) -> None:
    assert not looks_like_credential(word)


def test_urls_keep_scheme_host_and_path() -> None:
    assert public_url("https://u:p@Example.com/a/b?x=1#y") == "https://example.com/a/b"
    assert public_url("http://[::1]:8080/mcp") == "http://[::1]:8080/mcp"
    assert captured_url("https://mcp.example.com/sse?token=abc") == {
        "from": "tools/list", "transport": "http", "url": "https://mcp.example.com/sse"}


# --- --env and --header ------------------------------------------------------------------


def test_env_options() -> None:
    environ = {"HOME": "/home/me", "TOKEN": "from-parent"}
    assert server_environment(["A=1", "TOKEN", "B=x=y", "EMPTY="], environ) == {
        "A": "1", "TOKEN": "from-parent", "B": "x=y", "EMPTY": ""}


@pytest.mark.parametrize("option", ["=ghp_hidden", "1ABC=ghp_hidden", "A B=ghp_hidden", "MISSING"])
def test_bad_env_options_never_echo_a_value(option: str) -> None:
    with pytest.raises(UsageError) as raised:
        server_environment([option], {})
    assert "ghp_hidden" not in str(raised.value)


def test_header_options_expand_variables() -> None:
    environ = {"TOKEN": "s3cret-value"}
    assert request_headers(["Authorization: Bearer ${TOKEN}", "X-Plain:  a $b ${TOKEN}x"], environ) == {
        "Authorization": "Bearer s3cret-value", "X-Plain": "a $b s3cret-valuex"}


@pytest.mark.parametrize(
    ("option", "fragment"),
    [
        ("no colon s3cret-value", "takes 'Name: value'"),
        ("Bad Name: s3cret-value", "takes 'Name: value'"),
        ("X-Key: ${UNSET} s3cret-value", "UNSET is not set"),
        ("X-Key: ${not a name} s3cret-value", "must hold a variable name"),
    ],
)
def test_bad_header_options_never_echo_a_value(option: str, fragment: str) -> None:
    with pytest.raises(UsageError) as raised:
        request_headers([option], {})
    assert fragment in str(raised.value)
    assert "s3cret-value" not in str(raised.value)


def test_secrets_are_scrubbed_from_messages() -> None:
    secrets = Secrets.of(command=["env", "GITHUB_TOKEN=ghp_example123", "srv", "--key", "plainsecret"],
                         env={"API": "envsecret", "DEBUG": "1"},
                         headers={"Authorization": "Bearer headersecret"},
                         url="https://u:urlpassword@host/mcp?k=querysecret")
    message = ("stderr: ghp_example123 plainsecret envsecret headersecret urlpassword querysecret "
               "exited with code 1 and sk-abcdefghij")
    scrubbed = secrets.scrub(message)
    for secret in ("ghp_example123", "plainsecret", "envsecret", "headersecret", "urlpassword", "querysecret",
                   "sk-abcdefghij"):
        assert secret not in scrubbed
    assert "exited with code 1" in scrubbed
    assert secrets.scrub("pass --header 'Authorization: Bearer ${TOKEN}'") == \
        "pass --header 'Authorization: Bearer ${TOKEN}'"  # the scheme is no secret


def test_a_credential_in_the_url_path_is_not_kept() -> None:
    url = "http://127.0.0.1:8000/s/sk-ak-9f8e7d6c5b4a39281706/mcp?token=x"
    assert captured_url(url)["url"] == "http://127.0.0.1:8000/s/<redacted>/mcp"
    assert "9f8e7d6c5b4a39281706" not in Secrets.of(url=url).scrub(f"cannot reach {url}")


def test_a_header_passed_to_a_stdio_command_is_not_kept() -> None:
    command = ["npx", "mcp-remote", "https://host/mcp", "--header", "Authorization: Bearer 9f8e7d6c5b4a3928170a",
               "X-Api-Key: abcdefgh12"]
    kept = captured_command(command)["command"]
    assert kept[3:] == ["--header", "<redacted>", "<redacted>"]
    scrubbed = Secrets.of(command=command).scrub("401 for Bearer 9f8e7d6c5b4a3928170a, key abcdefgh12")
    assert "9f8e7d6c5b4a3928170a" not in scrubbed and "abcdefgh12" not in scrubbed


def test_a_secret_is_scrubbed_from_a_message_already_sanitised() -> None:
    secrets = Secrets.of(env={"PW": "tab\there-secret"})
    assert secrets.scrub("server said tab\\x09here-secret") == "server said <redacted>"
