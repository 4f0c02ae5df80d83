"""Syntax errors (1064) of MariaDB 10.11 inside expressions and numbers (issue 25), found by the
wider mutants of seed 30 (benchmarks/differential/mutants.py): each rule of the grammar
(sql_yacc.yy: expr, simple_expr, cast_type, column_default_expr, field_length, precision,
key_part, real_ulong_num) with statements that break it and, next to them, statements that keep
to it. The live test at the end runs every one on the suite's server: the first must fail with
1064, the second must run.
"""

from __future__ import annotations

import pymysql
import pytest

from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'

# rule -> statements the server refuses with 1064
REFUSED = {
    "an operand is wanted after an operator, `(` or a comma": [
        "CREATE TABLE t (a INT DEFAULT (1 + ))",
        "CREATE TABLE t (a INT, b INT AS (a * ) VIRTUAL)",
        "CREATE TABLE t (a INT, CHECK (a IN ()))",
        "CREATE TABLE t (a VARCHAR(5) DEFAULT concat('a' , , 'b'))",
        "CREATE TABLE t (a INT) PARTITION BY HASH (a % ) PARTITIONS 4",
    ],
    "two operands need an operator between them": [
        "CREATE TABLE t (a INT, b INT AS (a THEN 1))",
        "CREATE TABLE t (a INT DEFAULT (a SELECT))",
        "CREATE TABLE t (a INT) PARTITION BY LIST (a) (PARTITION p0 VALUES IN (3 4))",
        "CREATE TABLE t (a INT, b INT AS (a == a))",
        "ALTER TABLE t0 ADD COLUMN b INT AS (a NOT 1)",
    ],
    "CASE, INTERVAL and CAST keep their words": [
        "CREATE TABLE t (a INT, b INT AS (CASE a WHEN 1 2 END))",
        "CREATE TABLE t (a DATETIME, b DATETIME AS (a + INTERVAL 1))",
        "CREATE TABLE t (a INT, b INT AS (CAST(a SIGNED)))",
        "CREATE TABLE t (a INT, b INT AS (CAST(a AS BINARY SIGNED)))",
        "CREATE TABLE t (a INT, b CHAR(16) AS (CAST(a AS CHAR() 16)))",
    ],
    "a point begins no operand but `.5` and `.t.a`; a placeholder has no place in DDL": [
        "CREATE TABLE t (a INT, b INT AS (. a))",
        "CREATE TABLE t (a INT, b INT AS (a * . 2))",
        "CREATE TABLE t (a INT, b INT AS (a + ?))",
    ],
    "a DEFAULT value takes an operator only inside parentheses": [
        "CREATE TABLE t (a INT, b INT DEFAULT (a) + 1)",
        "CREATE TABLE t (a INT, b INT DEFAULT 1 + 1)",
        "CREATE TABLE t (a INT, b INT DEFAULT -(1))",
        "CREATE TABLE t (a INT, b INT DEFAULT (1) (1))",
    ],
    "a variable's name follows its @ or @@ with no space": [
        "CREATE TABLE t (a INT DEFAULT (@@ version))",
        "CREATE TABLE t (a INT DEFAULT (@@ global.max_connections))",
        "CREATE TABLE t (a INT DEFAULT (@@version DIV ))",
    ],
    "the functions named by reserved words have their own rule: so many arguments, no alias": [
        "CREATE TABLE t (a VARCHAR(9) DEFAULT (replace('a', 'b')))",
        "CREATE TABLE t (a VARCHAR(9) DEFAULT (left('a')))",
        "CREATE TABLE t (a VARCHAR(9) DEFAULT (if(1, 2)))",
        "CREATE TABLE t (a VARCHAR(9) DEFAULT (mod(5 AS x, 2)))",
        "CREATE TABLE t (a VARCHAR(9) DEFAULT (json_extract('{}', '$.a') AS))",
    ],
    "the time of the moment takes nothing or an integer precision; the date, nothing": [
        "CREATE TABLE t (a DATETIME(6) DEFAULT current_timestamp(-7))",
        "CREATE TABLE t (a DATETIME(6) DEFAULT (now(a)))",
        "CREATE TABLE t (a DATE DEFAULT (curdate(1)))",
    ],
    "INTERVAL … is added: after a binary + or -, or before a +": [
        "CREATE TABLE t (a DATETIME DEFAULT (+ interval 1 day))",
        "CREATE TABLE t (a DATETIME DEFAULT (interval 1 day))",
    ],
    "field_length takes no exponent; precision, a key part's prefix: NUM; PARTITIONS: an integer": [
        "CREATE TABLE t (a VARCHAR(1e3))",
        "CREATE TABLE t (a DATETIME(1e0))",
        "CREATE TABLE t (a DECIMAL(10, 4294967296))",
        "CREATE TABLE t (a DECIMAL(1.5, 2))",
        "CREATE TABLE t (a TEXT, KEY (a(1e3)))",
        "CREATE TABLE t (a TEXT, KEY (a(99999999999999999999)))",
        "CREATE TABLE t (a INT) PARTITION BY HASH (a) PARTITIONS 1.5",
    ],
}

# refused after the parse: an alias in a call's arguments (udf_expr's select_alias), by the function's
# own check (1583: the server's own function's parameters)
REFUSED_AFTER_PARSE = {
    "CREATE TABLE t (a VARCHAR(9) DEFAULT (concat('a' AS b)))": 1583,
    "CREATE TABLE t (a INT, b INT AS (abs(a b)))": 1583,
}

# next to them, what the server runs
ACCEPTED = [
    "CREATE TABLE t (a INT, b INT AS (CASE WHEN a > 1 THEN 2 ELSE 3 END) VIRTUAL,"
    " c INT AS (CASE a WHEN 1 THEN 2 END) STORED)",
    "CREATE TABLE t (a INT, CHECK (a IS NOT NULL AND a << 2 > 1),"
    " CHECK (a NOT IN (1, 2) OR a BETWEEN 1 AND 2 OR a LIKE 'x%' ESCAPE '!'))",
    "CREATE TABLE t (a VARCHAR(10), b INT AS (CAST(a AS SIGNED)) VIRTUAL, c VARCHAR(9) AS (CONVERT(a USING utf8mb4)),"
    " d DECIMAL(10,2) AS (CAST(a AS DECIMAL(10,2))), e CHAR(4) AS (CAST(a AS CHAR(4) CHARACTER SET latin1)),"
    " f INT AS (CONVERT(a, UNSIGNED INTEGER)), g DOUBLE AS (CAST(a AS DOUBLE)))",
    "CREATE TABLE t (a DATETIME, b DATE AS (a + INTERVAL 1 DAY), c DATE AS (DATE_ADD(a, INTERVAL 2 HOUR)))",
    "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE COLUMNS (a, b) (PARTITION p0 VALUES LESS THAN (10, MAXVALUE))",
    "CREATE TABLE t (a INT) PARTITION BY LIST (a) (PARTITION p0 VALUES IN (1, 2, NULL))",
    "CREATE TABLE t (a INT) PARTITION BY HASH (a) PARTITIONS 4",
    "CREATE TABLE t (a VARCHAR(5) DEFAULT concat('a', 'b'), b TEXT DEFAULT (concat(_utf8mb4'a', 'b')),"
    " c VARCHAR(5) DEFAULT (TRIM(BOTH 'x' FROM 'y')))",
    "CREATE TABLE t (a INT, b INT AS (-a * ~a + !a) VIRTUAL, c DOUBLE AS (.5 + a) VIRTUAL, d INT DEFAULT (@a),"
    " e INT DEFAULT -1 NOT NULL, f VARCHAR(3) DEFAULT 'a' COLLATE utf8mb4_bin)",
    "CREATE TABLE t (a VARCHAR(1.5), b DECIMAL(10,2), c FLOAT(7), d DOUBLE(12,4), e TEXT, KEY (e(100)))",
    "CREATE TABLE t (a INT, b INT AS (a IS NOT UNKNOWN) VIRTUAL, c INT AS (BINARY a) VIRTUAL)",
    # a ulong_num is read up to its first character that is no digit: 1e3 is 1, 5e9 is 5
    "CREATE TABLE t (a INT) STATS_PERSISTENT = 1e3, STATS_SAMPLE_PAGES = 5e9, ENGINE = InnoDB",
    "ALTER TABLE t0 ADD COLUMN b INT AS (a NOT IN (1, 2))",
    "CREATE TABLE t (a INT DEFAULT (@@global.max_connections), b INT DEFAULT (@a), c INT DEFAULT (@'a'),"
    " d INT DEFAULT (@@version + 1))",
    "CREATE TABLE t (a INT, b INT AS (if(a, 1, 2) + left('a', 1) + mod(a, 2) + interval(a, 1, 2)) VIRTUAL,"
    " c VARCHAR(9) DEFAULT (concat('a' 'b' 'c')))",
    "CREATE TABLE t (a DATETIME DEFAULT (interval 1 day + now()), b DATETIME DEFAULT (now() - interval 1 day),"
    " c DATETIME DEFAULT (- interval 1 day + now()))",
    "CREATE TABLE t (a DATETIME(6) DEFAULT (now(6)), b DATETIME DEFAULT current_timestamp(),"
    " c DATETIME(6) DEFAULT current_timestamp(6) ON UPDATE current_timestamp(6), d DATE DEFAULT (curdate()))",
    # grammars-v4's sql/mariadb/examples/fast/ddl_create.sql (a tuning statement): CAST without parentheses
    "CREATE TABLE t (a DATETIME NOT NULL DEFAULT CAST(CURRENT_TIMESTAMP() AS DATE), b INT DEFAULT CONVERT(1, SIGNED))",
]
SETUP = "CREATE TABLE t0 (a INT)"


def _cases():
    for rule, statements in REFUSED.items():
        for sql in statements:
            yield pytest.param(sql, id=f"{rule[:30]}:{sql[:50]}")


@pytest.mark.parametrize("sql", list(_cases()) + list(REFUSED_AFTER_PARSE))
def test_what_mariadb_refuses_in_an_expression_is_an_error_at_its_line(sql):
    text = SETUP + ";\n" + sql + ";\n"
    errors = [(f.code, f.span.line) for f in lint_result(text, MARIADB).findings if f.severity == "error"]
    assert errors and all(line == 2 for _, line in errors), errors


@pytest.mark.parametrize("sql", ACCEPTED)
def test_what_mariadb_accepts_next_to_them_has_no_error(sql):
    text = SETUP + ";\n" + sql + ";\n"
    assert [(f.code, f.message) for f in lint_result(text, MARIADB).findings if f.severity == "error"] == []


@pytest.mark.live
def test_the_server_refuses_each_with_1064_and_runs_the_others(mariadb):
    with scratch_database(mariadb, "expression_refusals") as cur:
        for statements in REFUSED.values():
            for sql in statements:
                cur.execute("DROP TABLE IF EXISTS t, t0")
                cur.execute(SETUP)
                with pytest.raises(pymysql.err.MySQLError) as caught:
                    cur.execute(sql)
                assert caught.value.args[0] == 1064, sql
        for sql, error in REFUSED_AFTER_PARSE.items():
            cur.execute("DROP TABLE IF EXISTS t, t0")
            with pytest.raises(pymysql.err.MySQLError) as caught:
                cur.execute(sql)
            assert caught.value.args[0] == error, sql
        for sql in ACCEPTED:
            cur.execute("DROP TABLE IF EXISTS t, t0")
            cur.execute(SETUP)
            cur.execute(sql)
