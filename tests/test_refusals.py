"""What MariaDB 10.11 refuses for a reason other than syntax, and the tables it makes, as
schemalint models them (issue 25, part B).

Each case: statements run first (the context), then one statement, and the error the server
gives it. schemalint must give that statement an error finding naming the number; the same
context with the accepted variant gets none. The live tests check every verdict on the suite's
MariaDB, and every modelled table against information_schema (the harness's comparison).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pymysql
import pytest

from tests.helpers import lint_result

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "differential"))
import harness  # noqa: E402

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'

VERSIONED = ("CREATE TABLE v (x INT, rs TIMESTAMP(6) GENERATED ALWAYS AS ROW START, "
             "re TIMESTAMP(6) GENERATED ALWAYS AS ROW END, PERIOD FOR SYSTEM_TIME(rs, re)) WITH SYSTEM VERSIONING")
RANGED = ("CREATE TABLE r (y INT NOT NULL) PARTITION BY RANGE (y) "
          "(PARTITION p0 VALUES LESS THAN (2013), PARTITION p1 VALUES LESS THAN (2014))")
HASHED = "CREATE TABLE h (id INT) PARTITION BY HASH (id) PARTITIONS 4"
PLAIN = "CREATE TABLE t (a INT PRIMARY KEY, b INT, c VARCHAR(20), KEY k1 (b))"

# (context, refused statement, error, accepted variant)
CASES = [
    ([PLAIN], "ALTER TABLE t ADD COLUMN c VARCHAR(50) AFTER a", 1060, "ALTER TABLE t ADD COLUMN d VARCHAR(50) AFTER a"),
    ([PLAIN], "ALTER TABLE t ADD COLUMN d INT, ADD COLUMN d INT", 1060, "ALTER TABLE t DROP COLUMN c, ADD COLUMN c INT"),
    ([PLAIN], "CREATE INDEX k1 ON t (c)", 1061, "CREATE OR REPLACE INDEX k1 ON t (c)"),
    ([PLAIN], "ALTER TABLE t DROP PARTITION p0", 1505, "ALTER TABLE t DROP COLUMN c"),
    ([PLAIN], "ALTER TABLE t REMOVE PARTITIONING", 1505, "ALTER TABLE t ADD COLUMN d INT"),
    ([RANGED], "ALTER TABLE r COALESCE PARTITION 1", 1509, "ALTER TABLE r DROP PARTITION p1"),
    ([RANGED], "ALTER TABLE r ADD PARTITION (PARTITION p1 VALUES LESS THAN (2016))", 1517,
     "ALTER TABLE r ADD PARTITION (PARTITION p2 VALUES LESS THAN (2016))"),
    ([RANGED], "ALTER TABLE r ADD PARTITION (PARTITION p2 VALUES LESS THAN (2012))", 1493,
     "ALTER TABLE r ADD PARTITION (PARTITION p2 VALUES LESS THAN MAXVALUE)"),
    ([RANGED], "ALTER TABLE r REORGANIZE PARTITION p4 INTO (PARTITION p4 VALUES LESS THAN (2017))", 1507,
     "ALTER TABLE r REORGANIZE PARTITION p1 INTO (PARTITION p1 VALUES LESS THAN (2017))"),
    ([HASHED], "ALTER TABLE h DROP PARTITION p0", 1512, "ALTER TABLE h COALESCE PARTITION 2"),
    ([VERSIONED], "ALTER TABLE v ADD SYSTEM VERSIONING", 4135, "ALTER TABLE v ADD INDEX (x)"),
    ([VERSIONED], "ALTER TABLE v DROP SYSTEM VERSIONING", 4125,
     "ALTER TABLE v ADD INDEX (x)"),
    ([PLAIN], "ALTER TABLE t DROP SYSTEM VERSIONING", 4124, "ALTER TABLE t ADD SYSTEM VERSIONING"),
    ([VERSIONED], "ALTER TABLE v ADD COLUMN y INT", 4119, "ALTER TABLE v COMMENT 'versioned'"),
    ([VERSIONED], "ALTER TABLE v DROP COLUMN rs, DROP COLUMN re, DROP SYSTEM VERSIONING", 4119, "ALTER TABLE v RENAME COLUMN x TO z"),
    ([PLAIN], "ALTER TABLE t MODIFY c VARCHAR(50) WITHOUT SYSTEM VERSIONING", 4124, "ALTER TABLE t MODIFY c VARCHAR(50)"),
    ([PLAIN], "CREATE INDEX k1 ON t (b) IGNORED", 1061, "CREATE INDEX k2 ON t (b) IGNORED"),
    ([RANGED, "CREATE TABLE s (y INT NOT NULL)"], "ALTER TABLE r CONVERT TABLE s TO PARTITION p1 VALUES LESS THAN (2016)",
     1517, "ALTER TABLE r CONVERT TABLE s TO PARTITION p2 VALUES LESS THAN (2016)"),
    ([], "CREATE TABLE e", 1113, "CREATE TABLE e (a INT)"),
    ([], "CREATE TABLE e (x INT INVISIBLE)", 1113, "CREATE TABLE e (x INT INVISIBLE, y INT)"),
    ([], "CREATE TABLE e (x INT, z INT INVISIBLE NOT NULL)", 4108, "CREATE TABLE e (x INT, z INT INVISIBLE NOT NULL DEFAULT 0)"),
    ([], "CREATE TABLE e (c CHAR(512))", 1074, "CREATE TABLE e (c CHAR(255))"),
    ([], "CREATE TABLE e (abc TEXT DEFAULT 'foo' COLLATE 'en_US')", 1273,
     "CREATE TABLE e (abc TEXT DEFAULT 'foo' COLLATE 'utf8mb4_bin')"),
    ([], "CREATE TABLE e (txt CHAR(5), v VARCHAR(5) AS (txt) PERSISTENT)", 1901,
     "CREATE TABLE e (txt CHAR(5), v VARCHAR(5) AS (RTRIM(txt)) PERSISTENT, w VARCHAR(5) AS (txt) VIRTUAL)"),
    ([], "CREATE TABLE e (n1 INT UNSIGNED, n2 INT, v BIGINT AS (n1 - n2) VIRTUAL, KEY (v))", 1901,
     "CREATE TABLE e (n1 INT UNSIGNED, n2 INT, v BIGINT AS (n1 - n2) VIRTUAL, w INT AS (n2 - 1) PERSISTENT)"),
    ([], "CREATE TABLE e (a INT, g INT AS (a + missing) PERSISTENT)", 1054, "CREATE TABLE e (a INT, g INT AS (a + 1) PERSISTENT)"),
    ([], "CREATE TABLE e (a INT, d INT DEFAULT (a * b))", 1054, "CREATE TABLE e (a INT, b INT, d INT DEFAULT (a * b))"),
    ([], "CREATE TABLE e (foo INT) SELECT bar", 1054, "CREATE TABLE e (foo INT) SELECT 1 AS bar"),
    ([], "CREATE TABLE e (t TIMESTAMP NULL DEFAULT '2038-01-19 03:14:08')", 1067,
     "CREATE TABLE e (t TIMESTAMP NULL DEFAULT '2038-01-19 03:14:07')"),
    ([], "CREATE TABLE e (x INT, y DATE) ENGINE=CSV", 1178, "CREATE TABLE e (x INT NOT NULL, y DATE NOT NULL) ENGINE=CSV"),
    ([], "CREATE TABLE e (id INT NOT NULL AUTO_INCREMENT KEY) ENGINE=CSV", 1164, "CREATE TABLE e (id INT NOT NULL) ENGINE=CSV"),
    ([], "CREATE TABLE e (id INT NOT NULL, KEY (id)) ENGINE=CSV", 1069, "CREATE TABLE e (id INT NOT NULL, KEY (id))"),
    ([], "CREATE TABLE e (id INT NULL UNIQUE KEY) PARTITION BY KEY() PARTITIONS 2", 1488,
     "CREATE TABLE e (id INT NOT NULL UNIQUE KEY) PARTITION BY KEY() PARTITIONS 2"),
    ([], "CREATE TABLE e (x INT) WITH SYSTEM VERSIONING PARTITION BY SYSTEM_TIME PARTITIONS 12", 4115,
     "CREATE TABLE e (x INT) WITH SYSTEM VERSIONING PARTITION BY SYSTEM_TIME LIMIT 1000 PARTITIONS 12"),
    ([], "CREATE TABLE e (x INT) WITH SYSTEM VERSIONING PARTITION BY SYSTEM_TIME PARTITIONS 1", 4128,
     "CREATE TABLE e (x INT) WITH SYSTEM VERSIONING PARTITION BY SYSTEM_TIME PARTITIONS 2"),
    ([], "CREATE TABLE e (x INT) PARTITION BY SYSTEM_TIME PARTITIONS 2", 4124,
     "CREATE TABLE e (x INT) PARTITION BY HASH (x) PARTITIONS 2"),
    ([], "CREATE TABLE e (y INT) PARTITION BY RANGE (y)", 1492,
     "CREATE TABLE e (y INT) PARTITION BY RANGE (y) (PARTITION p0 VALUES LESS THAN MAXVALUE)"),
    ([], "CREATE TEMPORARY TABLE e (i INT) ROW_FORMAT=COMPRESSED ENGINE=InnoDB", 4047,
     "CREATE TABLE e (i INT) ROW_FORMAT=COMPRESSED ENGINE=InnoDB"),
    ([PLAIN], "ALTER TABLE t PAGE_COMPRESSION_LEVEL=4", 1478, "ALTER TABLE t PAGE_COMPRESSED=1 PAGE_COMPRESSION_LEVEL=4"),
    # a prefix on a column that is no string (measured: MariaDB 10.11 refuses it as MySQL does, on any engine)
    ([], "CREATE TABLE e (a INT, KEY (a(5)))", 1089, "CREATE TABLE e (a INT, KEY (a))"),
    ([PLAIN], "CREATE INDEX p ON t (b(2))", 1089, "CREATE INDEX p ON t (c(2))"),
    ([], "CREATE TABLE e (a DATE, d DECIMAL(10,2), KEY (d(3)))", 1089, "CREATE TABLE e (a DATE, d DECIMAL(10,2), KEY (d))"),
    # RANGE COLUMNS bounds of a temporal column increase as moments (partition_info::check_range_constants)
    ([], "CREATE TABLE e (d DATE) PARTITION BY RANGE COLUMNS (d) (PARTITION p0 VALUES LESS THAN ('2020-02-01'), "
         "PARTITION p1 VALUES LESS THAN ('2020-01-01'))", 1493,
     "CREATE TABLE e (d DATE) PARTITION BY RANGE COLUMNS (d) (PARTITION p0 VALUES LESS THAN ('2020-01-01'), "
     "PARTITION p1 VALUES LESS THAN ('2020-02-01'))"),
    ([], "CREATE TABLE e (d DATETIME, a INT) PARTITION BY RANGE COLUMNS (d, a) (PARTITION p0 VALUES LESS THAN "
         "('2020-01-01', 5), PARTITION p1 VALUES LESS THAN ('2020-01-01 00:00:00', 3))", 1493,
     "CREATE TABLE e (d DATETIME, a INT) PARTITION BY RANGE COLUMNS (d, a) (PARTITION p0 VALUES LESS THAN "
     "('2020-01-01', 5), PARTITION p1 VALUES LESS THAN ('2020-01-01 00:00:01', 3))"),
    # a TIMESTAMP read in a (sub)partitioning function other than by UNIX_TIMESTAMP (time-zone-dependent: 1486)
    ([], "CREATE TABLE e (d TIMESTAMP) PARTITION BY RANGE (TO_DAYS(d)) (PARTITION p0 VALUES LESS THAN (2020))", 1486,
     "CREATE TABLE e (d TIMESTAMP) PARTITION BY RANGE (UNIX_TIMESTAMP(d) DIV 86400) (PARTITION p0 VALUES LESS THAN (2020))"),
    ([], "CREATE TABLE e (d TIMESTAMP, a INT) PARTITION BY RANGE (a) SUBPARTITION BY HASH (YEAR(d)) SUBPARTITIONS 2 "
         "(PARTITION p0 VALUES LESS THAN (5))", 1486,
     "CREATE TABLE e (d DATETIME, a INT) PARTITION BY RANGE (a) SUBPARTITION BY HASH (YEAR(d)) SUBPARTITIONS 2 "
     "(PARTITION p0 VALUES LESS THAN (5))"),
    # an empty or blank name (1103 for a table, 1166 for a column)
    ([], "CREATE TABLE `` (a INT)", 1103, "CREATE TABLE `e` (a INT)"),
    ([], "CREATE TABLE e (` ` INT)", 1166, "CREATE TABLE e (`a` INT, b INT)"),
    # DECIMAL's scale at most 38 (1425), any scale at most its precision (1427)
    ([], "CREATE TABLE e (a DECIMAL(40,39))", 1425, "CREATE TABLE e (a DECIMAL(40,38))"),
    ([], "CREATE TABLE e (a FLOAT(10,11))", 1427, "CREATE TABLE e (a FLOAT(11,11))"),
    ([], "CREATE TABLE e (a DECIMAL(10,11))", 1427, "CREATE TABLE e (a DECIMAL(11,11))"),
    # InnoDB's own options take values of their kind (ha_innodb.cc innodb_table_option_list): 1912
    ([], "CREATE TABLE e (c BIGINT NOT NULL) ENGINE=InnoDB `encrypted`=yes `page_compressed`=1 `PAGE_COMPRESSION_LEVEL`=0",
     1912, "CREATE TABLE e (c BIGINT NOT NULL) ENGINE=InnoDB `page_compressed`=1 `PAGE_COMPRESSION_LEVEL`=9"),
    ([PLAIN], "ALTER TABLE t PAGE_COMPRESSED=2", 1912, "ALTER TABLE t PAGE_COMPRESSED=off"),
    ([], "CREATE TABLE e (a INT) ENCRYPTED=MAYBE", 1912, "CREATE TABLE e (a INT) ENCRYPTED=default"),
    ([], "CREATE TABLE e (a INT) ENCRYPTION_KEY_ID=4294967296", 1912, "CREATE TABLE e (a INT) ENCRYPTION_KEY_ID=4294967295"),
    ([], "CREATE TABLE e (a VARCHAR(10), FULLTEXT KEY f (a) WITH PARSER ngram)", 1128,
     "CREATE TABLE e (a VARCHAR(10), FULLTEXT KEY f (a))"),
    ([], "CREATE DATABASE e CHARACTER SET gb18030", 1115, "CREATE DATABASE e CHARACTER SET gbk"),
]


def _script(context: list[str], statement: str) -> tuple[str, int]:
    lines = [s + ";" for s in context] + [statement + ";"]
    return "\n".join(lines) + "\n", len(lines)


def _errors_at(context: list[str], statement: str) -> list[str]:
    """The error findings schemalint gives the statement's line (MariaDB 10.11 profile)."""
    text, line = _script(context, statement)
    result = lint_result(text, MARIADB)
    return [f.message for f in result.findings if f.severity == "error" and f.span is not None and f.span.line == line]


@pytest.mark.parametrize("context,statement,error,accepted", CASES, ids=[f"{c[2]}-{n}" for n, c in enumerate(CASES)])
def test_refusal_is_an_error_naming_the_server_error(context, statement, error, accepted):
    errors = _errors_at(context, statement)
    assert any(f"error {error}" in m for m in errors), errors
    assert _errors_at(context, accepted) == []


@pytest.mark.parametrize("context,statement,error,accepted", CASES, ids=[f"{c[2]}-{n}" for n, c in enumerate(CASES)])
def test_refusal_cases_hold_on_mariadb(mariadb, scratch_db, context, statement, error, accepted):
    for sql, want in ((statement, error), (accepted, 0)):
        conn = mariadb.connect(autocommit=True)
        db = f"{scratch_db}_r"
        try:
            with conn.cursor() as cur:
                cur.execute(f"CREATE DATABASE `{db}` CHARACTER SET utf8mb4")
                cur.execute(f"USE `{db}`")
                for stmt in context:
                    cur.execute(stmt)
                try:
                    cur.execute(sql)
                    got = 0
                except pymysql.MySQLError as exc:
                    got = exc.args[0]
                assert got == want, f"{sql}: MariaDB gave {got}, the case says {want}"
        finally:
            with conn.cursor() as cur:
                cur.execute(f"DROP DATABASE IF EXISTS `{db}`")
                cur.execute("DROP DATABASE IF EXISTS e")
            conn.close()


# (context, statement): the tables the server leaves, as schemalint must model them
MODELS = [
    ([], "CREATE TABLE p (name VARCHAR(50), d1 DATE, d2 DATE, PERIOD FOR app (d1, d2))"),
    (["CREATE TABLE p (n INT, d1 DATE, d2 DATE)"], "ALTER TABLE p ADD PERIOD FOR app (d1, d2)"),
    ([], VERSIONED),
    (["CREATE TABLE s (id INT NOT NULL, v VARCHAR(10))"], "CREATE TABLE c AS SELECT * FROM s"),
    ([], "CREATE TABLE c (a INT, b INT) AS SELECT 1 AS b, 2 AS a"),
    ([], "CREATE TABLE c AS SELECT 'ab', 7, NULL AS n"),
    (["CREATE TABLE s (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, v VARCHAR(10))"],
     "CREATE TABLE c (extra INT) SELECT v, id AS ident FROM s"),
    (["CREATE TABLE m (id INT, a INT, b INT)"], "ALTER TABLE m RENAME COLUMN a TO b, RENAME COLUMN b TO a"),
    (["CREATE TABLE m (id INT, a INT, b INT, c INT)"],
     "ALTER TABLE m RENAME COLUMN a TO b, RENAME COLUMN b TO c, RENAME COLUMN c TO a"),
    (["CREATE TABLE m (id INT, f INT)"], "ALTER TABLE m ADD COLUMN (UNIQUE KEY f (f))"),
    ([RANGED], "ALTER TABLE r CONVERT PARTITION p1 TO TABLE s"),
    (["CREATE TABLE i (a INT, b INT, KEY k (a))"], "CREATE OR REPLACE INDEX k ON i (b) COMMENT 'x' IGNORED"),
    ([], "CREATE TABLE y (example SQL_TSI_YEAR)"),
    ([], "CREATE TABLE q (d DATE, d_m mariadb_schema.DATE, d_o oracle_schema.DATE, v mariadb_schema.VARCHAR(10))"),
]


def _model_difference(context: list[str], statement: str, server: dict) -> str:
    outcome = harness.lint_statement(statement, context)
    assert outcome.cls not in ("SL001", "error"), outcome.codes  # accepted by the server: no error either
    return harness.compare(server, outcome.tables)


@pytest.mark.parametrize("context,statement", MODELS, ids=[str(n) for n in range(len(MODELS))])
def test_model_equals_what_mariadb_made(mariadb, scratch_db, context, statement):
    conn = mariadb.connect(database=scratch_db, autocommit=True)
    try:
        with conn.cursor() as cur:
            for stmt in context + [statement]:
                cur.execute(stmt)
            server = harness.shape_from_server(cur, [scratch_db], scratch_db)
    finally:
        conn.close()
    assert _model_difference(context, statement, server) == ""


def test_period_and_row_columns_are_not_null():
    """Recorded from MariaDB 10.11 (the live test above checks it): the columns of a PERIOD FOR
    and the ROW START / END columns are NOT NULL."""
    outcome = harness.lint_statement(VERSIONED.replace("v (x INT,", "v (x INT, d1 DATE, d2 DATE, PERIOD FOR p (d1, d2),"), [])
    nullable = {c[0]: c[3] for c in outcome.tables[".v"]["columns"]}
    assert nullable == {"x": True, "d1": False, "d2": False, "rs": False, "re": False}


def test_create_table_select_columns_follow_the_select():
    outcome = harness.lint_statement("CREATE TABLE c (a INT, b INT, z INT) AS SELECT 1 AS b, 2 AS a, 'xyz'",
                                     [])
    assert [c[:4] for c in outcome.tables[".c"]["columns"]] == [
        ["z", "int", None, True], ["b", "int", None, True], ["a", "int", None, True], ["xyz", "varchar", 3, False]]
    assert not [c for c in outcome.codes if c.startswith("SL001")]  # (modelled: no "only the declared columns")


def test_keep_history_lets_a_versioned_table_change(mariadb, scratch_db):
    """`SET system_versioning_alter_history = KEEP` lifts 4119 (and lets the declared ROW
    columns be dropped with the versioning), on the server and in schemalint."""
    keep = "SET SESSION system_versioning_alter_history = KEEP"
    statement = "ALTER TABLE v DROP COLUMN rs, DROP COLUMN re, DROP SYSTEM VERSIONING"
    assert _errors_at([VERSIONED, keep], statement) == []
    conn = mariadb.connect(database=scratch_db, autocommit=True)
    try:
        with conn.cursor() as cur:
            for stmt in (VERSIONED, keep, statement):
                cur.execute(stmt)
    finally:
        conn.close()


def test_default_then_collate_is_the_columns_collation():
    """`DEFAULT 'x' COLLATE c`: the server's grammar gives c to the column, not to the value."""
    [column] = lint_result("CREATE TABLE e (abc VARCHAR(5) DEFAULT 'foo' COLLATE utf8mb4_bin);", MARIADB
                           ).model.find_table("e").columns
    assert (column.default, column.charset, column.collation) == ("'foo'", "utf8mb4", "utf8mb4_bin")


def test_rename_column_swap_is_simultaneous():
    outcome = harness.lint_statement("ALTER TABLE m RENAME COLUMN a TO b, RENAME COLUMN b TO a",
                                     ["CREATE TABLE m (id INT, a INT, b VARCHAR(5))"])
    assert [c[:2] for c in outcome.tables[".m"]["columns"]] == [["id", "int"], ["b", "int"], ["a", "varchar"]]
