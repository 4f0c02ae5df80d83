"""Refusals the differential harness (issue 25) found missed that follow from a rule of the
server's: RANGE COLUMNS bounds compared as the columns store them (1493), COLUMNS values the
server cannot convert to the column's character set (1564), names whose file names are over
the file system's 255 bytes (13, 1005, 1025), a CHAR over 1,020 bytes (1074). The first
statement of each kind is the one MariaDB's own test suite runs (mysql-test, 10.11.19; the
harness's data/SOURCES.md), the others its neighbours; the live test runs every one on the
suite's server and checks its error number, and that the statements next to them are accepted.
"""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, replay_verdicts, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
LONG_DB = "#" * 50 + "_long_"  # 50 × 5 + 6 = 256 bytes as a directory name
DB_255 = "#" * 49 + "_long_____"  # 255
TABLE_252 = "#" * 47 + "a" * 17  # 235 + 17 = 252 bytes, 256 with .frm
TABLE_251 = "#" * 47 + "a" * 16

# statement -> the server's error number (MariaDB 10.11.19)
REFUSED = {
    # suite/parts/t/part_ctype_tis620.test: a CHAR stores no trailing space, whatever the collation
    "CREATE TABLE t1 ( a CHAR ) COLLATE=tis620_thai_nopad_ci PARTITION BY RANGE COLUMNS (a) "
    "( PARTITION p0 VALUES LESS THAN (''), PARTITION p VALUES LESS THAN (' ') )": 1493,
    "CREATE TABLE t1 ( a CHAR ) COLLATE=tis620_thai_nopad_ci PARTITION BY RANGE COLUMNS (a) "
    "( PARTITION p0 VALUES LESS THAN (' '), PARTITION p VALUES LESS THAN ('') )": 1493,
    "CREATE TABLE t1 (a VARCHAR(5)) COLLATE=latin1_swedish_ci PARTITION BY RANGE COLUMNS (a) "
    "(PARTITION p0 VALUES LESS THAN ('x'), PARTITION p VALUES LESS THAN ('x '))": 1493,
    "CREATE TABLE t1 (a INT, b VARCHAR(3)) PARTITION BY RANGE COLUMNS (a, b) "
    "(PARTITION p0 VALUES LESS THAN (1, MAXVALUE), PARTITION p1 VALUES LESS THAN (1, 'a'))": 1493,
    "CREATE TABLE t1 (a INT) PARTITION BY RANGE COLUMNS (a) "
    "(PARTITION p0 VALUES LESS THAN (MAXVALUE), PARTITION p VALUES LESS THAN (5))": 1493,
    "CREATE TABLE r1 (a INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THAN (10));\n"
    "ALTER TABLE r1 ADD PARTITION (PARTITION p1 VALUES LESS THAN (20), PARTITION p2 VALUES LESS THAN (15))": 1493,
    # main/partition_ucs2.test, main/partition_utf8-debug.test
    "CREATE OR REPLACE TABLE t1 (a TIME) PARTITION BY LIST COLUMNS (a) (PARTITION p0 VALUES IN (_ucs2 0x0411))": 1564,
    "CREATE OR REPLACE TABLE t1 (a VARCHAR(10)) CHARACTER SET latin1 PARTITION BY LIST COLUMNS (a) "
    "(PARTITION p0 VALUES IN (_utf8'Ṡ'))": 1564,
    "CREATE TABLE t1 (a CHAR(3)) CHARSET latin1 PARTITION BY RANGE COLUMNS (a) (PARTITION p0 VALUES LESS THAN ('Ṡ'))": 1564,
    # suite/innodb/t/tablespace_per_table_not_windows.test, innodb-mdev7046.test's neighbours
    f"CREATE DATABASE `{LONG_DB}`": 13,
    f"CREATE TABLE `{TABLE_252}` (a INT)": 1005,
    f"CREATE TABLE f1 (a INT);\nRENAME TABLE f1 TO `{TABLE_252}`": 1025,
    f"CREATE TABLE f2 (a INT);\nALTER TABLE f2 RENAME TO `{TABLE_252}`": 1025,
    # main/ctype_filename_innodb.test
    "CREATE TABLE t (a CHAR(205)) ENGINE=INNODB CHARACTER SET filename": 1074,
}


@pytest.mark.parametrize("sql", REFUSED, ids=[f"{e}:{s[:50]}" for s, e in REFUSED.items()])
def test_each_refusal_is_an_error_that_names_the_servers_error(sql):
    errors = [f for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"]
    last = sql.count("\n") + 1  # (the statement refused follows the table it needs)
    assert errors and all(f.span.line == last for f in errors), [(f.code, f.message) for f in errors]
    assert any(f"error {REFUSED[sql]}" in f.message for f in errors), [f.message for f in errors]


ACCEPTED = [
    "CREATE TABLE t (a VARCHAR(5)) COLLATE=latin1_swedish_nopad_ci PARTITION BY RANGE COLUMNS (a) "
    "(PARTITION p0 VALUES LESS THAN (''), PARTITION p VALUES LESS THAN (' '))",
    "CREATE TABLE t (a CHAR) COLLATE=tis620_thai_nopad_ci PARTITION BY RANGE COLUMNS (a) "
    "(PARTITION p0 VALUES LESS THAN ('a'), PARTITION p VALUES LESS THAN ('b'))",
    "CREATE TABLE t (a BINARY(2)) PARTITION BY RANGE COLUMNS (a) "
    "(PARTITION p0 VALUES LESS THAN ('x'), PARTITION p VALUES LESS THAN ('x '))",
    "CREATE TABLE t (a INT, b VARCHAR(3)) PARTITION BY RANGE COLUMNS (a, b) "
    "(PARTITION p0 VALUES LESS THAN (1, 'z'), PARTITION p1 VALUES LESS THAN (2, 'a'))",
    "CREATE TABLE t (a CHAR(3)) CHARSET latin1 PARTITION BY LIST COLUMNS (a) "
    "(PARTITION p0 VALUES IN ('é', _latin1'x', _utf8mb4'y', 0x31))",
    "CREATE TABLE t (a TIME) PARTITION BY LIST COLUMNS (a) (PARTITION p0 VALUES IN ('10:00:00', _latin1'11:00:00'))",
    "CREATE TABLE t (a VARCHAR(3)) PARTITION BY LIST COLUMNS (a) (PARTITION p0 VALUES IN ('Ṡ'))",
    f"CREATE DATABASE `{DB_255}`;\nDROP DATABASE `{DB_255}`",
    f"CREATE TABLE `{TABLE_251}` (a INT);\nRENAME TABLE `{TABLE_251}` TO t;\nALTER TABLE t RENAME TO `{TABLE_251}`;\n"
    f"DROP TABLE `{TABLE_251}`",
    "CREATE TABLE t (a CHAR(204) CHARACTER SET filename, b CHAR(255) CHARACTER SET utf32)",
]


@pytest.mark.parametrize("sql", ACCEPTED)
def test_what_the_server_accepts_next_to_them_has_none(sql):
    assert [(f.code, f.message) for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"] == []


def test_the_server_refuses_each_with_that_error(mariadb):
    with scratch_database(mariadb, "modelled_refusals") as cur:
        replay_verdicts(cur, REFUSED, ACCEPTED, "DROP TABLE IF EXISTS t")
