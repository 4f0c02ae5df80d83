"""Refusals the differential harness (issue 25) found missed that follow from a rule of the
server's: RANGE COLUMNS bounds compared as the columns store them (1493), COLUMNS values the
server cannot convert to the column's character set (1564), names whose file names are over
the file system's 255 bytes (13, 1005, 1025), a CHAR over 1,020 bytes (1074), generated columns
and CHECKs whose value would change under them (1901), a FULLTEXT parser of a table the file
lacks (1128), an engine-defined partition option named by a keyword (1064), a geometry in
arithmetic (4078), REORGANIZE changing a RANGE (1520), a regular expression's character class
no ] closes (1139), records an empty compressed page cannot hold twice (1118). The first
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
    # suite/innodb/t/stored_fk.test: a stored column over a cascading foreign key's column
    "CREATE TABLE p1 (f1 INT PRIMARY KEY);\nCREATE TABLE t2 (f1 INT NOT NULL, f2 INT AS (f1) STORED, "
    "FOREIGN KEY (f1) REFERENCES p1 (f1) ON UPDATE CASCADE) ENGINE=InnoDB": 1901,
    "CREATE TABLE t2 (f1 INT NOT NULL, f2 INT AS (f1) VIRTUAL, f3 INT AS (f2) STORED, "
    "FOREIGN KEY (f1) REFERENCES p1 (f1) ON UPDATE CASCADE) ENGINE=InnoDB": 1901,
    "CREATE TABLE t2 (f1 INT, f2 INT AS (f1 + 1) PERSISTENT, FOREIGN KEY (f1) REFERENCES p1 (f1) ON DELETE SET NULL)": 1901,
    # suite/vcol/t/vcol_sql_mode.test: fractional digits a TIME would round or cut by sql_mode
    "CREATE TABLE t1 (a CHAR(5), v TIME AS (a) VIRTUAL, KEY(v))": 1901,
    "CREATE TABLE t1 (a DECIMAL(10,3), v TIME(2) AS (a) STORED)": 1901,
    "CREATE TABLE t1 (a DATETIME(3), v DATETIME AS (a) STORED)": 1901,
    # main/natural_sort_key.test, and the functions of the time, the session or chance
    "CREATE TABLE t1 (c VARCHAR(1), k VARCHAR(2) AS (NATURAL_SORT_KEY(c)) STORED)": 1901,
    "CREATE TABLE t1 (c VARCHAR(1), k VARCHAR(40) AS (UUID()) VIRTUAL, KEY (k))": 1901,
    "CREATE TABLE t1 (c DATETIME, CHECK (c < NOW()))": 1901,
    "CREATE TABLE t1 (c INT, k INT AS (LAST_INSERT_ID()) VIRTUAL)": 1901,
    "CREATE TABLE t1 (c INT DEFAULT (SLEEP(0)))": 1901,
    "CREATE TABLE t1 (c BLOB AS (RANDOM_BYTES(4)) VIRTUAL)": 1901,
    # suite/innodb_fts/t/plugin_debug.test: a parser plugin not loaded, of a table the file lacks
    "ALTER TABLE articles ADD FULLTEXT INDEX (title, body) WITH PARSER simple_parser": 1128,
    # main/gis-debug.test: a geometry in arithmetic
    "CREATE TABLE g1 AS SELECT POINT(0,0)+'0', POINT(0,0)-'0', POINT(0,0)*'0', POINT(0,0)/'0', POINT(0,0) MOD '0' "
    "LIMIT 0": 4078,
    "CREATE TABLE g2 (a INT, b INT AS (ST_GeomFromText('POINT(1 1)') + a) VIRTUAL)": 4078,
    # main/partition_mgm_err.test: REORGANIZE changing the range the partitions cover
    "CREATE TABLE r2 (a INT) PARTITION BY RANGE (a) (PARTITION x0 VALUES LESS THAN (2), PARTITION x1 VALUES LESS "
    "THAN (4), PARTITION x2 VALUES LESS THAN (6));\nALTER TABLE r2 REORGANIZE PARTITION x0,x1 INTO (PARTITION x01 "
    "VALUES LESS THAN (2), PARTITION x11 VALUES LESS THAN (5))": 1520,
    "CREATE TABLE r4 (a INT) PARTITION BY RANGE (a) (PARTITION x0 VALUES LESS THAN (2), PARTITION x2 VALUES LESS "
    "THAN MAXVALUE);\nALTER TABLE r4 REORGANIZE PARTITION x2 INTO (PARTITION x2 VALUES LESS THAN (9))": 1520,
    # suite/vcol/t/func_regexp.test: a character class no ] closes
    "CREATE TABLE t1 (c0 INT AS (('' RLIKE '[')))": 1139,
    "CREATE TABLE t1 (c0 INT AS (REGEXP_INSTR('','[')))": 1139,
    "CREATE TABLE t1 (c0 INT AS (('a' RLIKE '[^]')))": 1139,
    # suite/innodb_zip/t/cmp_per_index.test, bug53591.test: records an empty compressed page cannot hold twice
    "CREATE TABLE t (a INT, b VARCHAR(512), c VARCHAR(16), PRIMARY KEY (a), INDEX (b(512)), INDEX (c(16))) "
    "ENGINE=INNODB KEY_BLOCK_SIZE=2": 1118,
    "CREATE TABLE bug53591 (a TEXT CHARSET utf8 NOT NULL) ENGINE=InnoDB KEY_BLOCK_SIZE=1;\n"
    "ALTER TABLE bug53591 ADD PRIMARY KEY (a(220))": 1118,
    "CREATE TABLE z1 (a INT PRIMARY KEY, b TEXT CHARACTER SET latin1, KEY (b(948))) ENGINE=InnoDB KEY_BLOCK_SIZE=2": 1118,
    "CREATE TABLE z2 (b CHAR(255) CHARACTER SET latin1 NOT NULL, c CHAR(255) CHARACTER SET latin1, d CHAR(255) "
    "CHARACTER SET latin1, e CHAR(101) CHARACTER SET latin1) ENGINE=InnoDB KEY_BLOCK_SIZE=1": 1118,
    "CREATE TABLE z3 (t VARCHAR(100) CHARACTER SET latin1, a CHAR(255) CHARACTER SET latin1 NOT NULL, b CHAR(255) "
    "CHARACTER SET latin1 NOT NULL, c CHAR(200) CHARACTER SET latin1 NOT NULL, f CHAR(53) CHARACTER SET latin1 NOT NULL) "
    "ENGINE=InnoDB KEY_BLOCK_SIZE=1": 1118,
    # an engine-defined option of a partition named by a keyword (pingcap/parser's parser_test.go)
    'CREATE TABLE m (c INT) PARTITION BY RANGE (c) (PARTITION p1 VALUES LESS THAN (200) schedule="even")': 1064,
    'CREATE TABLE m (c INT) PARTITION BY RANGE (c) (PARTITION p1 VALUES LESS THAN (200) `status`="even")': 1064,
}


@pytest.mark.parametrize("sql", REFUSED, ids=[f"{e}:{s[:50]}" for s, e in REFUSED.items()])
def test_each_refusal_is_an_error_that_names_the_servers_error(sql):
    errors = [f for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"]
    last = sql.count("\n") + 1  # (the statement refused follows the table it needs)
    assert errors and all(f.span.line == last for f in errors), [(f.code, f.message) for f in errors]
    # (a syntax error, 1064, is SL001's; the others name the server's error)
    assert any(f.code == "SL001" if REFUSED[sql] == 1064 else f"error {REFUSED[sql]}" in f.message for f in errors), \
        [f.message for f in errors]


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
    # (a TEMPORARY table's files are named #sql… in the server's tmpdir)
    f"CREATE TEMPORARY TABLE `{TABLE_252}` (a INT);\nCREATE TEMPORARY TABLE tt1 (a INT);\n"
    f"ALTER TABLE tt1 RENAME TO `{TABLE_252[:-1]}b`;\nRENAME TABLE `{TABLE_252[:-1]}b` TO tt2;\n"
    f"DROP TEMPORARY TABLE `{TABLE_252}`, tt2",
    "CREATE TABLE t (a CHAR(204) CHARACTER SET filename, b CHAR(255) CHARACTER SET utf32)",
    "CREATE TABLE p2 (f1 INT PRIMARY KEY);\nCREATE TABLE t (f1 INT, f2 INT AS (f1) STORED, f3 INT AS (f1) VIRTUAL, "
    "KEY (f3), FOREIGN KEY (f1) REFERENCES p2 (f1) ON DELETE CASCADE ON UPDATE RESTRICT);\nDROP TABLE t, p2",
    "CREATE TABLE t (a CHAR(5), v TIME(6) AS (a) STORED, w TIME AS (a) VIRTUAL, d DECIMAL(10,3), x TIME(3) AS (d) "
    "STORED, i INT, y DATETIME AS (i) STORED, z DATE AS (a) STORED)",
    "CREATE TABLE t (c VARCHAR(10), k VARCHAR(40) AS (UUID()) VIRTUAL, n DATETIME DEFAULT (NOW()), "
    "r DOUBLE DEFAULT (RAND()), b BLOB DEFAULT (RANDOM_BYTES(4)), w INT AS (WEEK(c, 3)) STORED, "
    "u INT AS (UNIX_TIMESTAMP('2001-01-01')) STORED, f VARCHAR(20) AS (DATE_FORMAT(c, '%Y', 'en_US')) STORED)",
    'CREATE TABLE t (c INT) PARTITION BY RANGE (c) (PARTITION p1 VALUES LESS THAN (200) foo="even")',
    "CREATE TABLE t (a INT, b TEXT AS (ST_AsText(POINT(1, 1))) VIRTUAL, c INT AS (POINT(0, 0) DIV 1) VIRTUAL, "
    "d DOUBLE AS (ST_X(POINT(1, 1)) + a) VIRTUAL)",
    "CREATE TABLE r3 (a INT) PARTITION BY RANGE (a) (PARTITION x0 VALUES LESS THAN (2), PARTITION x1 VALUES LESS "
    "THAN (4), PARTITION x2 VALUES LESS THAN (6));\nALTER TABLE r3 REORGANIZE PARTITION x0,x1 INTO (PARTITION x01 "
    "VALUES LESS THAN (1), PARTITION x11 VALUES LESS THAN (4));\nALTER TABLE r3 REORGANIZE PARTITION x2 INTO "
    "(PARTITION x2 VALUES LESS THAN (8));\nALTER TABLE r3 REORGANIZE PARTITION x2 INTO (PARTITION x2 VALUES LESS "
    "THAN MAXVALUE);\nDROP TABLE r3",
    "CREATE TABLE t (a INT PRIMARY KEY, b TEXT CHARACTER SET latin1, KEY (b(947))) ENGINE=InnoDB KEY_BLOCK_SIZE=2",
    "CREATE TABLE t (b CHAR(255) CHARACTER SET latin1 NOT NULL, c CHAR(255) CHARACTER SET latin1, d CHAR(255) "
    "CHARACTER SET latin1, e CHAR(100) CHARACTER SET latin1) ENGINE=InnoDB KEY_BLOCK_SIZE=1",
    "CREATE TABLE t (t VARCHAR(300) CHARACTER SET latin1, a CHAR(255) CHARACTER SET latin1 NOT NULL, b CHAR(255) "
    "CHARACTER SET latin1 NOT NULL, c CHAR(200) CHARACTER SET latin1 NOT NULL, f CHAR(132) CHARACTER SET latin1 NOT NULL) "
    "ENGINE=InnoDB KEY_BLOCK_SIZE=1",
    "CREATE TABLE t (a VARCHAR(3072) CHARACTER SET latin1 NOT NULL PRIMARY KEY, c INT) ENGINE=InnoDB KEY_BLOCK_SIZE=2",
    "CREATE TABLE t (c0 INT AS (('a' RLIKE '[]a]')), c1 INT AS (('a' RLIKE '[^]a]')), c2 INT AS (('a' RLIKE 'a]')), "
    "c3 INT AS (('a' RLIKE '[a[]')), c4 INT AS (('a' RLIKE '[[:alpha:]]')))",
]


@pytest.mark.parametrize("sql", ACCEPTED)
def test_what_the_server_accepts_next_to_them_has_none(sql):
    assert [(f.code, f.message) for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"] == []


def test_the_server_refuses_each_with_that_error(mariadb):
    with scratch_database(mariadb, "modelled_refusals") as cur:
        replay_verdicts(cur, REFUSED, ACCEPTED, "DROP TABLE IF EXISTS t")
