"""What MariaDB refuses, now an error finding (issue 25): refusals its own test suite
(mysql-test, 10.11.19) expects, each a rule of the grammar or of the server with its error code.
The live test at the end runs every statement on the suite's server and checks the error.
"""

from __future__ import annotations

import pymysql
import pytest

from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'

# statement -> the server's error number
REFUSED = {
    "CREATE TABLE t1 (a CHAR(100) COMPRESSED)": 1064,
    "CREATE TABLE t1 (a INT COMPRESSED)": 1064,
    "CREATE TABLE t1 (a CHAR(100) NOT NULL COMPRESSED)": 1063,
    "CREATE TABLE t1 (a JSON CHARACTER SET utf8)": 1064,
    "CREATE TABLE t (i)": 1064,
    "CREATE TABLE t2 (f CHAR(32) CHARACTER SET latin1 COLLATE koi8r_general_ci NOT NULL)": 1253,
    "CREATE TABLE t1 (a CHAR(10) COLLATE latin1_swedish_ci NOT NULL COLLATE latin1_bin)": 1302,
    "CREATE OR REPLACE TABLE IF NOT EXISTS t1 (a INT)": 1221,
    "CREATE OR REPLACE DATABASE IF NOT EXISTS db2": 1221,
    "CREATE TABLE t1 (a INT(256))": 1439,
    "CREATE TABLE t1 (a BIT(65))": 1439,
    "CREATE TABLE bug44369 (db_TRX_Id INT) ENGINE=InnoDB": 1166,
    "CREATE TABLE bug46000 (id INT, KEY GEN_clust_INDEX (id)) ENGINE=InnoDB": 1280,
    "CREATE TEMPORARY TABLE tt1 (a INT) WITH SYSTEM VERSIONING": 4137,
    "CREATE TABLE t1 (c INT) PARTITION BY RANGE (GREATEST(c, 10)) (PARTITION p0 VALUES LESS THAN (2))": 1564,
    "CREATE TABLE t1 (a VARCHAR(1)) PARTITION BY LIST (ASCII(a)) (PARTITION p1 VALUES IN (65))": 1564,
    "CREATE TABLE t1 (" + ", ".join(f"c{i} INT" for i in range(65)) + ", "
    + ", ".join(f"KEY k{i} (c{i})" for i in range(65)) + ")": 1069,
}


@pytest.mark.parametrize("sql", REFUSED, ids=[f"{e}:{s[:40]}" for s, e in REFUSED.items()])
def test_what_mariadb_refuses_is_an_error_at_its_line(sql):
    errors = [(f.code, f.span.line) for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"]
    assert errors and all(line == 1 for _, line in errors), errors


ACCEPTED = [
    "CREATE TABLE t (a INT(255), b BIT(64), c VARCHAR(10) COMPRESSED, d BLOB COMPRESSED=zlib)",
    "CREATE TABLE t (a CHAR(10) CHARACTER SET utf8 COLLATE utf8mb3_bin, b CHAR(1) CHARSET binary COLLATE binary)",
    "CREATE OR REPLACE TABLE t (a INT)",
    "CREATE TABLE t (a JSON COLLATE utf8mb4_bin)",
    "CREATE TABLE t (d DATE) PARTITION BY RANGE (YEAR(d)) SUBPARTITION BY HASH (TO_DAYS(d)) SUBPARTITIONS 2 "
    "(PARTITION p0 VALUES LESS THAN (2000), PARTITION p1 VALUES LESS THAN MAXVALUE)",
    "CREATE TABLE t (a INT) PARTITION BY HASH (CEIL(a) + MOD(a, 3) + a DIV 2)",
    "CREATE TABLE t (db_row INT, KEY gen_clust (db_row))",
    "CREATE TABLE t1 (" + ", ".join(f"c{i} INT" for i in range(64)) + ", "
    + ", ".join(f"KEY k{i} (c{i})" for i in range(64)) + ")",
]


@pytest.mark.parametrize("sql", ACCEPTED)
def test_what_mariadb_accepts_next_to_them_has_none(sql):
    assert [f.code for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"] == []


def test_the_server_refuses_each_with_that_error(mariadb):
    with scratch_database(mariadb, "refused_by_mariadb") as cur:
        for sql, errno in REFUSED.items():
            with pytest.raises(pymysql.err.MySQLError) as caught:
                cur.execute(sql)
            assert caught.value.args[0] == errno, sql
        for sql in ACCEPTED:
            cur.execute("DROP TABLE IF EXISTS t, t1")
            cur.execute(sql)
