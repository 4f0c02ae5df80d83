"""SL001 against the server: every statement of tests/syntax_cases.py runs on the private
MariaDB 10.11 (in a scratch database with SETUP and the case's own setup run first) and through
schemalint (the same SETUP, setup and statement as one file); "the server says syntax error" and
"schemalint says SL001 on the case's lines" must agree for every case. The table of kinds →
verdicts is printed (`pytest -s`), with the two rates: invalid statements → SL001, valid
statements schemalint does not model → silent.

"Syntax error" is the family of errors MariaDB's parser raises: 1064 ER_PARSE_ERROR, 1149
ER_SYNTAX_ERROR, and the two MariaDB gives where MySQL 8.0 says 1064: 1911 ER_UNKNOWN_OPTION
(`ALGORITM=INSTANT`, an unknown table option) and 4161 ER_UNKNOWN_DATA_TYPE (`a INTEGR`)."""

from __future__ import annotations

import pymysql
import pytest

from schemalint.read.source import decode, split
from tests.helpers import lint_sql
from tests.syntax_cases import INVALID, MODELLED_VALID, SETUP, VALID

pytestmark = pytest.mark.live

SYNTAX_ERRORS = {1064, 1149, 1911, 4161}
MIN_INVALID, MIN_VALID = 60, 40


def _statements(sql: str) -> list[str]:
    statements, _ = split(decode(sql.encode("utf-8"), "case.sql"), 101106, True)
    return [s.text for s in statements]


def _server_verdict(mariadb, setup: str, sql: str) -> int:
    """0 when every statement of `sql` runs, else the error number of the first that fails."""
    conn = mariadb.connect(autocommit=True)
    name = "sl_syntax_case"
    try:
        with conn.cursor() as cur:
            cur.execute(f"DROP DATABASE IF EXISTS {name}")
            cur.execute(f"CREATE DATABASE {name}")
            cur.execute(f"USE {name}")
            for statement in _statements(SETUP + setup):
                cur.execute(statement)
            for statement in _statements(sql):
                try:
                    cur.execute(statement)
                    cur.fetchall()
                except pymysql.MySQLError as exc:
                    return exc.args[0]
            return 0
    finally:
        with conn.cursor() as cur:
            cur.execute(f"DROP DATABASE IF EXISTS {name}")
            cur.execute("DROP USER IF EXISTS 'sl_u1'@'localhost', 'sl_u2'@'localhost', 'sl_u3'@'localhost', "
                        "'sl_u4'@'localhost', 'sl_u5'@'localhost'")
            cur.execute("DROP ROLE IF EXISTS sl_r1")
        conn.close()


def _sl001_lines(setup: str, sql: str) -> list[int]:
    """The lines (counted in the case's text) of SL001 findings on the case's statements."""
    head = SETUP + setup + "\n"
    first = head.count("\n") + 1
    return [f.span.line - first + 1 for f in lint_sql(head + sql) if f.code == "SL001" and f.span.line >= first]


def _cases():
    for kind, sql in INVALID.items():
        yield "invalid", kind, "", sql
    for kind, (setup, sql) in VALID.items():
        yield "valid", kind, setup, sql
    for kind, sql in MODELLED_VALID.items():
        yield "modelled", kind, "", sql


def test_there_are_enough_cases():
    assert len(INVALID) >= MIN_INVALID and len(VALID) >= MIN_VALID


@pytest.mark.slow
def test_sl001_matches_the_server(mariadb):
    rows, mismatches = [], []
    for group, kind, setup, sql in _cases():
        code = _server_verdict(mariadb, setup, sql)
        lines = _sl001_lines(setup, sql)
        server_refuses = code in SYNTAX_ERRORS
        if server_refuses != bool(lines):
            mismatches.append(f"{group} {kind!r}: server {code or 'ok'}, SL001 at {lines or 'none'}")
        if group == "invalid" and not server_refuses:
            mismatches.append(f"invalid {kind!r} is not a syntax error on the server ({code or 'ok'}): fix the case")
        if group != "invalid" and server_refuses:
            mismatches.append(f"{group} {kind!r} is a syntax error on the server ({code}): fix the case")
        rows.append((group, kind, code, lines))
    width = max(len(kind) for _, kind, _, _ in rows)
    print(f"\n{'group':8}  {'kind':{width}}  server  schemalint")
    for group, kind, code, lines in rows:
        verdict = f"SL001 line {', '.join(map(str, sorted(set(lines))))}" if lines else "silent"
        print(f"{group:8}  {kind:{width}}  {code or 'ok':>6}  {verdict}")
    for group, label in (("invalid", "invalid → SL001"), ("valid", "valid, not modelled → silent"),
                         ("modelled", "valid, modelled → silent")):
        total = [r for r in rows if r[0] == group]
        right = [r for r in total if bool(r[3]) == (group == "invalid")]
        print(f"{label}: {len(right)}/{len(total)} = {100 * len(right) / len(total):.0f}%")
    assert mismatches == []
