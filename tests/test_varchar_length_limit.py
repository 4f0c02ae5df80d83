"""A VARCHAR longer than 65,532 bytes at its widest character is refused on its own (error 1074,
"column length too big"), before the row is added up: SL012 says so at the column, and SL011's
row-size error (1118) stays for rows that are too long only together. The server's numbers are
checked live: MariaDB 10.11 in its default strict mode."""

from __future__ import annotations

import pymysql
import pytest

from tests.helpers import lint_sql, scratch_database

CASES = {  # statement: (the server's error, schemalint's error findings)
    "CREATE TABLE t (a varchar(16384) NOT NULL) CHARSET utf8mb4": (1074, [("SL012", 1074)]),
    "CREATE TABLE t (a varchar(21845) NOT NULL) CHARSET utf8mb3": (1074, [("SL012", 1074)]),
    "CREATE TABLE t (a varbinary(65533) NOT NULL)": (1074, [("SL012", 1074)]),
    "CREATE TABLE t (a varchar(70000) NOT NULL) CHARSET latin1": (1074, [("SL012", 1074)]),
    "CREATE TABLE t (a varchar(20000) NOT NULL, b varchar(20000) NOT NULL, c varchar(30000) NOT NULL) CHARSET latin1":
        (1118, [("SL011", 1118)]),
}
ACCEPTED = ["CREATE TABLE t (a varchar(16383) NOT NULL) CHARSET utf8mb4",
            "CREATE TABLE t (a varchar(21844) NOT NULL) CHARSET utf8mb3",
            "CREATE TABLE t (a varbinary(65532) NOT NULL)", "CREATE TABLE t (a varchar(65532) NOT NULL) CHARSET latin1"]


MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'


def _errors(sql: str, config: str = MARIADB) -> list[tuple[str, int]]:
    return [(f.code, f.evidence.get("server_error") or f.evidence.get("error")) for f in lint_sql(sql + ";\n", config)
            if f.severity == "error"]


@pytest.mark.parametrize("sql", list(CASES))
def test_one_error_with_the_servers_number(sql):
    assert _errors(sql) == CASES[sql][1]


@pytest.mark.parametrize("sql", ACCEPTED)
def test_the_longest_declarable_varchar_is_no_error(sql):
    assert _errors(sql) == []


def test_mysql_divides_65535_bytes():
    # MySQL 8.0 Reference Manual, 13.3.2 The CHAR and VARCHAR Types (M up to 65,535): 21,845
    # utf8mb3 characters may be declared there, one more than MariaDB takes, but with its 2 length
    # bytes the row is then 65,537 bytes: MySQL's row-size error (1118), not 1074
    mysql = '[server]\nversion = "8.0.40"\n'
    assert _errors("CREATE TABLE t (a varchar(21845) NOT NULL) CHARSET utf8mb3", mysql) == [("SL011", 1118)]
    assert _errors("CREATE TABLE t (a varchar(21846) NOT NULL) CHARSET utf8mb3", mysql) == [("SL012", 1074)]
    assert _errors("CREATE TABLE t (a varchar(16384) NOT NULL) CHARSET utf8mb4", mysql) == [("SL012", 1074)]


def test_the_server_agrees(mariadb):
    with scratch_database(mariadb, "sl_varchar_limit") as cur:
        for sql, (errno, _) in CASES.items():
            with pytest.raises(pymysql.err.MySQLError) as refused:
                cur.execute(sql)
            assert refused.value.args[0] == errno, sql
        for sql in ACCEPTED:
            cur.execute(sql)
            cur.execute("DROP TABLE t")


def test_the_message_counts_bytes_for_varbinary_and_characters_for_varchar():
    (binary,) = [f for f in lint_sql("CREATE TABLE t (a varbinary(70000) NOT NULL);\n", MARIADB) if f.code == "SL012"]
    (text,) = [f for f in lint_sql("CREATE TABLE t (a varchar(70000) NOT NULL) CHARSET utf8mb4;\n", MARIADB)
               if f.code == "SL012"]
    assert "holds at most 65,532 bytes (error 1074" in binary.message
    assert "holds at most 16,383 characters in utf8mb4 (error 1074" in text.message
