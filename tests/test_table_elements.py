"""Syntax errors (1064) inside CREATE TABLE's table element list, found by following MariaDB
10.11's grammar of it (sql_yacc.yy: field_list, column_def, field_spec, field_type, attribute,
key_def, references, create_table_option) on the tokens: read/table_elements.py. Each class
holds statements the server refuses with 1064 (several of them mutants of other projects'
statements, benchmarks/differential/mutants.py) and, in ACCEPTED, the near neighbours it runs.
The live test runs every one on the suite's server.
"""

from __future__ import annotations

import pymysql
import pytest

from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'

# grammar rule -> statements MariaDB 10.11 refuses with 1064
REFUSED = {
    "field_length / precision: numbers in parentheses, as many as the type takes": [
        "CREATE TABLE t (a CHAR( ) PRIMARY KEY)",
        "CREATE TABLE t (a VARCHAR 20 ( ))",
        "CREATE TABLE t (a INT 11 ( ) NOT NULL)",
        "CREATE TABLE t (a DOUBLE(10))",
        "CREATE TABLE t (a DATE(3))",
        "CREATE TABLE t (a SET 'a' ( ))",
    ],
    "field_spec: a column's name is followed by its type": [
        "CREATE TABLE t (a ) INT",
        "CREATE TABLE t (a INT, b ) INT",
        "CREATE TABLE t (a UNSIGNED INT)",
    ],
    "attribute: NOT NULL, DEFAULT value, ON UPDATE …, and nothing else after the type": [
        "CREATE TABLE t (a INT NOT NOT NULL)",
        "CREATE TABLE t (a INT NOT DEFAULT 1)",
        "CREATE TABLE t (a INT NULL NOT)",
        "CREATE TABLE t (a INT NOT NULL b INT)",
        "CREATE TABLE t (a VARCHAR(20) INDEX i (a))",
        "CREATE TABLE t (a INT UNIQUE INDEX (a))",
        "CREATE TABLE t (a INT DEFAULT ON UPDATE CURRENT_TIMESTAMP)",
        "CREATE TABLE t (a INT ON DELETE CASCADE)",
        "CREATE TABLE t (a INT COMMENT x)",
        "CREATE TABLE t (a VARCHAR(20) COLLATE NOT NULL)",
        "CREATE TABLE t (a INT, c INT ALWAYS AS (1))",
    ],
    "key_def: a key's words, name, parts in parentheses, options": [
        "CREATE TABLE t (a INT, (a))",
        "CREATE TABLE t (a INT PRIMARY KEY, KEY k ( ))",
        "CREATE TABLE t (a INT, KEY k (a) SPATIAL KEY (a))",
        "CREATE TABLE t (a INT, KEY k (a) USING BTREE COMMENT COMMENT 'x')",
        "CREATE TABLE t (a INT, UNIQUE (a) INT HASH)",
        "CREATE TABLE t (a INT, CONSTRAINT c (a > 0))",
    ],
    "references: FOREIGN KEY (…) REFERENCES table (columns) [ON DELETE|UPDATE action]": [
        "CREATE TABLE t (a INT, FOREIGN KEY (a) p (a))",
        "CREATE TABLE t (a INT, FOREIGN KEY (a) REFERENCES (a))",
        "CREATE TABLE t (a INT, FOREIGN KEY (a) REFERENCES p (a a))",
        "CREATE TABLE t (a INT, FOREIGN KEY (a) REFERENCES p (a) UPDATE CASCADE)",
    ],
    "create_table_option: NAME [=] value, `=` between them only": [
        "CREATE TABLE t (a INT) ENGINE= =InnoDB",
        "CREATE TABLE t (a INT) =InnoDB",
        "CREATE TABLE t (a INT) STATS_SAMPLE_PAGES = = 10",
    ],
    "create_table_options: each a known option with its value, or IDENT_sys = value (no keyword)": [
        "CREATE TABLE t (a INT) CHARACTER SET utf8mb4 DEFAULT",
        "CREATE TABLE t (a INT) ENGINE ENGINE=InnoDB",
        "CREATE TABLE t (a INT) ROW_FORMAT DEFAULT DEFAULT",
        "CREATE TABLE t (a INT) DEFAULT UNSIGNED=latin1",
        "CREATE TABLE t (a INT) KEY CHARSET=utf8",
        "CREATE TABLE t (a INT) UNSIGNED",
        "CREATE TABLE t (a INT) SYSTEM VERSIONING",
        "CREATE TABLE t (a INT) WITH SYSTEM SYSTEM VERSIONING",
        "CREATE TABLE t (a INT) DATA DIRECTORY DIRECTORY = '/tmp'",
        "CREATE TABLE t (a INT) ENGINE=InnoDB, CREATE 1",
        "CREATE TABLE t (a INT) ENGINE=InnoDB page_compressed=1 page_compression_level=4 4",
        "CREATE TABLE t (a INT) ENGINE=InnoDB schedule='x'",
    ],
    "partitioning: PARTITION BY type (…) [PARTITIONS n] [SUBPARTITION BY …] [(definitions)], nothing after": [
        "CREATE TABLE t (a INT) PARTITION BY HASH (a) PARTITIONS 2 2",
        "CREATE TABLE t (a INT) PARTITION BY HASH (a) 2 PARTITIONS",
        "CREATE TABLE t (a INT) PARTITION BY LIST ( ) (PARTITION p0 VALUES IN (1))",
        "CREATE TABLE t (a INT) PARTITION BY LIST (a) (DEFAULT p0 VALUES IN (1))",
        "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE (a) SUBPARTITION HASH (b) (PARTITION p0 VALUES LESS THAN (1))",
        "CREATE TABLE t (a INT) ENGINE=InnoDB PARTITION BY LIST (a) (PARTITION p0 VALUES IN (1) COMMENT 'x' 'y')",
        "CREATE TABLE t (a INT) ENGINE=InnoDB PARTITION BY HASH (a) PARTITIONS 2 ENGINE=InnoDB",
    ],
    "create_or_replace [TEMPORARY] TABLE name, then `(`, LIKE, an option or the query": [
        "CREATE REPLACE TABLE t (a INT)",
        "CREATE OR REPLACE REPLACE TABLE t (a INT)",
        "CREATE TABLE t str_to_date('2003-01-02', '%Y-%m-%d') AS f1",
    ],
}

ACCEPTED = [
    "CREATE TABLE t (a CHAR PRIMARY KEY)",
    "CREATE TABLE t (a VARCHAR(20), b INT(11) NOT NULL, c DOUBLE(10, 2), d DATETIME(3), e SET('a'))",
    "CREATE TABLE t (a INT UNSIGNED, b INT NOT NULL DEFAULT 1, c VARCHAR(20) KEY)",
    "CREATE TABLE t (a VARCHAR(20) COLLATE latin1_bin NOT NULL, b VARCHAR(20) COLLATE 'latin1_bin', "
    "c VARCHAR(20) COLLATE `utf8mb4_bin`)",
    "CREATE TABLE t (a INT UNIQUE, INDEX (a))",
    "CREATE TABLE t (a TIMESTAMP NULL DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP)",
    "CREATE TABLE t (a INT PRIMARY KEY, KEY k (a) USING BTREE COMMENT 'x', UNIQUE (a) USING HASH)",
    "CREATE TABLE t (a INT PRIMARY KEY, b INT, CONSTRAINT c CHECK (a > 0), "
    "FOREIGN KEY (b) REFERENCES t (a) ON UPDATE CASCADE ON DELETE SET NULL)",
    "CREATE TABLE t (a INT) ENGINE=InnoDB STATS_SAMPLE_PAGES = 10 `PAGE_COMPRESSED`= 1",
    "CREATE TABLE t (a INT) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_bin, ENGINE InnoDB ROW_FORMAT DEFAULT",
    "CREATE TABLE t (a INT) WITH SYSTEM VERSIONING",
    "CREATE TABLE t (a INT) ENGINE=InnoDB page_compressed=1 page_compression_level=4",
    "CREATE TABLE t (a INT) STATS_PERSISTENT DEFAULT, PACK_KEYS=1 AUTO_INCREMENT 5",
    "CREATE TABLE t (a INT) PARTITION BY RANGE (a) (p1 VALUES LESS THAN (1), PARTITION p2 VALUES LESS THAN MAXVALUE)",
    "CREATE TABLE t (a INT) ENGINE=InnoDB PARTITION BY LIST (a) (PARTITION p0 VALUES IN (1) ENGINE = InnoDB COMMENT 'x', "
    "PARTITION p1 DEFAULT)",
    "CREATE TABLE t (a INT, b INT) ENGINE InnoDB PARTITION BY RANGE (a) SUBPARTITION BY KEY (b) SUBPARTITIONS 2 "
    "(PARTITION p0 VALUES LESS THAN (1) (SUBPARTITION s0 ENGINE InnoDB, SUBPARTITION s1))",
    "CREATE TABLE t (a INT) PARTITION BY KEY ALGORITHM=2 (a) PARTITIONS 3 SELECT 1 AS a",
    "CREATE OR REPLACE TEMPORARY TABLE t (a INT)",
    "CREATE TABLE t (a INT AS (1) PERSISTENT UNIQUE, b INT GENERATED ALWAYS AS (a + 1) VIRTUAL)",
    "CREATE TABLE t (a INT DEFAULT CASE WHEN 1 THEN 2 END, b INT COMMENT 'x' INVISIBLE, p INT, r DATE, s DATE, "
    "PERIOD FOR pr (r, s), UNIQUE (p, pr WITHOUT OVERLAPS))",
]


def _cases():
    for rule, statements in REFUSED.items():
        for sql in statements:
            yield pytest.param(sql, id=f"{rule[:24]}:{sql[16:60]}")


@pytest.mark.parametrize("sql", list(_cases()))
def test_what_mariadb_refuses_in_the_element_list_is_an_error_at_its_line(sql):
    text = "CREATE TABLE ok (a INT);\n" + sql + ";\n"
    errors = [(f.code, f.span.line) for f in lint_result(text, MARIADB).findings if f.severity == "error"]
    assert errors and all(line == 2 for _, line in errors), errors


@pytest.mark.parametrize("sql", ACCEPTED)
def test_what_mariadb_accepts_next_to_them_has_no_error(sql):
    assert [(f.code, f.message) for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"] == []


def test_the_error_names_the_token_where_the_list_leaves_the_grammar():
    findings = [f for f in lint_result("CREATE TABLE t (\n  a INT,\n  b INT NOT DEFAULT 1\n);\n", MARIADB).findings
                if f.code == "SL001"]
    assert [(f.severity, f.span.line) for f in findings] == [("error", 3)]
    assert "`DEFAULT`" in findings[0].message and "NOT is followed by NULL" in findings[0].message


@pytest.mark.live
def test_the_server_refuses_each_with_1064_and_runs_the_others(mariadb):
    with scratch_database(mariadb, "table_elements") as cur:
        for statements in REFUSED.values():
            for sql in statements:
                cur.execute("DROP TABLE IF EXISTS t")
                with pytest.raises(pymysql.err.MySQLError) as caught:
                    cur.execute(sql)
                assert caught.value.args[0] == 1064, sql
        for sql in ACCEPTED:
            cur.execute("DROP TABLE IF EXISTS t")
            cur.execute(sql)
