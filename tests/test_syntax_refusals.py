"""Syntax errors (1064) of MariaDB 10.11 that schemalint let pass (issue 25): each rule of the
grammar (sql_yacc.yy) or of its parse-time checks, with statements that break it and, next to
them, statements that keep to it. The live test at the end runs every one on the suite's server:
the first must fail with 1064, the second must run.
"""

from __future__ import annotations

import pymysql
import pytest

from tests.helpers import lint_result, scratch_database, table_of

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
MYSQL = '[server]\nversion = "8.0.40"\n'
PARTITIONED = "CREATE TABLE pt (a INT, b INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THAN (10), " \
              "PARTITION p1 VALUES LESS THAN (20), PARTITION `all` VALUES LESS THAN (30))"

# rule -> statements the server refuses with 1064 (each after SETUP)
REFUSED = {
    "a partitioning expression is a bit_expr: no predicate at its top": [
        "CREATE TABLE t (a INT) PARTITION BY HASH (a = 1)",
        "CREATE TABLE t (a INT) PARTITION BY LIST (NOT a) (PARTITION p0 VALUES IN (1))",
        "CREATE TABLE t (a INT) PARTITION BY RANGE (a IS NULL) (PARTITION p0 VALUES LESS THAN (1))",
        "CREATE TABLE t (a INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THAN (2 OR 3))",
        "CREATE TABLE t (a INT) PARTITION BY RANGE COLUMNS (a) (PARTITION p0 VALUES LESS THAN (1 IN (1, 2)))",
    ],
    "PARTITIONS n and SUBPARTITIONS n agree with the partitions defined": [
        "CREATE TABLE t (a INT) PARTITION BY HASH (a) PARTITIONS 3 (PARTITION x, PARTITION y)",
        "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE (a) SUBPARTITION BY HASH (b) SUBPARTITIONS 2 "
        "(PARTITION x VALUES LESS THAN (1) (SUBPARTITION s1, SUBPARTITION s2, SUBPARTITION s3))",
        "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE (a) SUBPARTITION BY HASH (b) "
        "(PARTITION x VALUES LESS THAN (1), PARTITION y VALUES LESS THAN (2) (SUBPARTITION s1, SUBPARTITION s2))",
    ],
    "values fit the COLUMNS list and the kind of partitioning": [
        "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE COLUMNS (a, b) (PARTITION x VALUES LESS THAN (10))",
        "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE COLUMNS (a, b) (PARTITION x VALUES LESS THAN MAXVALUE)",
        "CREATE TABLE t (a INT) PARTITION BY RANGE COLUMNS () (PARTITION x VALUES LESS THAN (MAXVALUE))",
        "CREATE TABLE t (a INT, b INT) PARTITION BY LIST COLUMNS (a, b) (PARTITION x VALUES IN (1, 2))",
        "CREATE TABLE t (a INT, b INT) PARTITION BY LIST COLUMNS (a, b) (PARTITION x VALUES IN ((1)))",
        "CREATE TABLE t (a INT, b INT) PARTITION BY LIST COLUMNS (a, b) (PARTITION x VALUES IN ((1, 2), 3))",
        "CREATE TABLE t (a INT) PARTITION BY LIST COLUMNS (a) (PARTITION x VALUES IN ((1), (2)))",
        "CREATE TABLE t (a INT) PARTITION BY LIST (a) (PARTITION x VALUES IN ((1, 2)))",
        "CREATE TABLE t (a INT) PARTITION BY LIST (a) (PARTITION x VALUES IN (1, MAXVALUE))",
        "CREATE TABLE t (a INT) PARTITION BY LIST (a) (PARTITION x VALUES IN ())",
    ],
    "SUBPARTITION BY is HASH or KEY; KEY's ALGORITHM is 1 or 2; SYSTEM_TIME rotates one way": [
        "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE (a) SUBPARTITION BY RANGE (b) "
        "(PARTITION x VALUES LESS THAN MAXVALUE)",
        "CREATE TABLE t (a INT) PARTITION BY KEY ALGORITHM = 3 (a) PARTITIONS 2",
        "CREATE TABLE t (a INT) PARTITION BY LINEAR KEY ALGORITHM = 0 (a)",
        "CREATE TABLE t (a INT) WITH SYSTEM VERSIONING PARTITION BY SYSTEM_TIME LIMIT 5 INTERVAL 1 DAY "
        "(PARTITION x HISTORY, PARTITION y CURRENT)",
    ],
    "`:=` stands for `=` only where sql_yacc writes opt_equal / equal (not RENAME's bare `=`)": [
        "CREATE TABLE t (a INT DEFAULT := 1)",
        "CREATE TABLE t (a INT COMMENT := 'x')",
        "CREATE TABLE t (a VARCHAR(3) COLLATE := latin1_bin)",
        "CREATE TABLE t (a INT) TABLESPACE := ts",
        "CREATE TABLE t (a INT) PARTITION BY KEY ALGORITHM := 2 (a) PARTITIONS 2",
        "ALTER TABLE pt CONVERT TO CHARACTER SET := utf8mb4",
        "ALTER TABLE pt RENAME := t9",
    ],
    "a partition operation names partitions, or ALL alone, and ends there": [
        "ALTER TABLE pt TRUNCATE PARTITION p0, ALL",
        "ALTER TABLE pt REBUILD PARTITION LOCAL",
        "ALTER TABLE pt ANALYZE PARTITION p0 INDEX b",
        "ALTER TABLE pt TRUNCATE PARTITION p0 TABLESPACE",
    ],
    "ALTER DATABASE takes CHARACTER SET, COLLATE or COMMENT, at least one, no commas": [
        "ALTER DATABASE",
        "ALTER SCHEMA syntax_refusals",
        "ALTER DATABASE syntax_refusals PLACEMENT POLICY = 'p1'",
        "ALTER DATABASE CHARSET utf8mb4",  # (without a name, CHARSET is read as the database's name)
        "ALTER DATABASE syntax_refusals COMMENT no_string",
        "ALTER DATABASE syntax_refusals COLLATE utf8mb4_bin, CHARACTER SET utf8mb4",
    ],
    "a table option's value is of the kind the grammar reads": [
        "CREATE TABLE t (a INT) COMMENT comment",
        "CREATE TABLE t (a INT) COMMENT 123",
        "CREATE TABLE t (a INT) MAX_ROWS = '10'",
        "CREATE TABLE t (a INT) AUTO_INCREMENT = '5'",
        "CREATE TABLE t (a INT) PACK_KEYS = 2",
        "CREATE TABLE t (a INT) STATS_AUTO_RECALC 2",
        "CREATE TABLE t (a INT) STATS_SAMPLE_PAGES 0",
        "CREATE TABLE t (a INT) STATS_SAMPLE_PAGES = 'x'",
        "CREATE TABLE t (a INT) PASSWORD = abc",
        "CREATE TABLE t (a INT) INSERT_METHOD = middle",
        "CREATE TABLE t (a INT) ROW_FORMAT = 'dynamic'",
        "ALTER TABLE pt KEY_BLOCK_SIZE = 'x'",
    ],
    "a table's name has two parts at most; LIKE's table stands in no parentheses": [
        "CREATE TABLE a.b.c (id INT)",
        "CREATE TABLE t LIKE (pt)",
    ],
    "a column's attributes have their places": [
        "CREATE TABLE t (a VARCHAR(MAX))",
        "CREATE TABLE t (a TEXT BYTE ASCII)",
        "CREATE TABLE t (a BIGINT PRIMARY KEY my_key(4))",
        "CREATE TABLE t (a INT, b INT AS (a + 1) DEFAULT 5)",
        "CREATE TABLE t (a INT, b INT AS (a) AUTO_INCREMENT)",
        "CREATE TABLE t (a INT ON UPDATE UTC_TIMESTAMP())",
        "CREATE TABLE t (a SERIAL SIGNED)",
        "ALTER TABLE pt ADD COLUMN (c INT FIRST)",
        "ALTER TABLE pt MODIFY COLUMN b INT AS (a + 1) DEFAULT 55",
    ],
    "a key part is a column; a key's name is a name; TYPE follows a name": [
        "CREATE TABLE t (a INT, KEY (a + 1))",
        "CREATE TABLE t (a INT, KEY (a, a + 1))",
        'CREATE TABLE t (a INT, PRIMARY KEY "pk" (a))',
        "CREATE TABLE t (a INT, INDEX TYPE BTREE (a))",
        "CREATE TABLE t (a INT, PRIMARY KEY TYPE HASH (a))",
        "CREATE INDEX i ON pt (a + 1)",
        "CREATE FULLTEXT INDEX i USING BTREE ON pt (a)",
    ],
    "an ALTER TABLE clause names what it acts on, once": [
        "ALTER TABLE pt DROP INDEX",
        "ALTER TABLE pt DROP FOREIGN KEY",
        "ALTER TABLE pt DROP INDEX i (a)",
        "ALTER TABLE pt DROP COLUMN 1",
        "ALTER TABLE pt RENAME COLUMN pt.a TO pt.c",
        "ALTER TABLE pt ALTER COLUMN a SET DEFAULT 1 + 1",
        "ALTER TABLE pt ALTER a",
    ],
    "a function's name followed by `(` is a call, not a table's name; a definition is no call": [
        "CREATE TABLE bit_and(a INT)",
        "CREATE TABLE count(a INT)",
        "CREATE TABLE t (a BLOB, invisible(a))",
    ],
    "BOOL takes no SIGNED / ZEROFILL; ON COMMIT is no table option; `?` only in a prepared statement": [
        "CREATE TABLE t (a BOOL SIGNED)",
        "CREATE TABLE t (a BOOLEAN ZEROFILL)",
        "CREATE TEMPORARY TABLE t (a INT) ON COMMIT DELETE ROWS",
        "ALTER TABLE pt REORGANIZE PARTITION p0 INTO (PARTITION c VALUES LESS THAN (?), "
        "PARTITION d VALUES LESS THAN MAXVALUE)",
    ],
    "FORCE, RENAME COLUMN and PARTITION BY in an ALTER TABLE's list": [
        "ALTER TABLE pt FORCE AUTO_INCREMENT = 3",
        "ALTER TABLE pt RENAME COLUMN a AS c",
        "ALTER TABLE pt COMMENT = 'c', PARTITION BY HASH (a)",
        "ALTER TABLE pt ENABLE KEYS, COMMENT = 'c', PARTITION BY HASH (a)",
        "ALTER TABLE pt COMMENT = 'c', REMOVE PARTITIONING",
        "ALTER TABLE pt PARTITION BY KEY ALGORITHM = 7 (a)",
        "ALTER TABLE pt PARTITION BY HASH (a = 1)",
    ],
    "COLUMN_FORMAT (MySQL's) on ALTER TABLE's columns": ["ALTER TABLE pt MODIFY a INT COLUMN_FORMAT DEFAULT"],
    "a type's length or precision is an unsigned number (field_length: '(' NUM ')')": [
        "CREATE TABLE t (pk INT PRIMARY KEY, ti TINYINT(-1))", "CREATE TABLE t (d DATETIME(-1))",
        "CREATE TABLE t (d DECIMAL(+5, 2))", "ALTER TABLE pt ADD COLUMN c VARCHAR(-3)"],
    # from mutants of accepted statements (benchmarks/differential/mutants.py: a token duplicated)
    "a column's type followed by another type: field_def's attributes hold no type": [
        "CREATE TABLE t (a INT INT UNSIGNED PRIMARY KEY)",
        "CREATE TABLE t (c national varchar varchar(10))",
        "CREATE TABLE t (col1 TEXT TEXT(100) COMMENT 'test comment')",
        "ALTER TABLE pt ADD COLUMN c9 INTEGER INTEGER COMMENT 'x'",
    ],
    "a type's length is one number, its precision two with a comma (field_length, precision)": [
        "CREATE TABLE t (example NATIONAL CHARACTER VARYING(32 32))",
        "CREATE TABLE t (a DECIMAL(10 2))",
    ],
    "create_body follows the table's name: no second name": [
        "create table t t (pk varchar(255) character set binary)",
        "CREATE TABLE multi1 syntax_refusals.t (id int unsigned)",
    ],
    # (mutants of seed 39: a word between the name and the list, an option's `=` with no name)
    "create_body without a list is table options, partitioning, then the query: each word begins one": [
        "CREATE TABLE t COMPACT ENGINE (a INT KEY, b TEXT) ROW_FORMAT = innodb",
        "CREATE TABLE t timestamp DEFAULT '0000-0-0 00:00:00' (c1 INT)",
        "CREATE TABLE t PRIMARY KEY AUTO_INCREMENT (id INT)",
        "CREATE TABLE t NULL (order_id INTEGER NOT NULL PRIMARY KEY)",
        "CREATE TABLE t RESIGNAL .sbtest (id INT)",
        "CREATE TABLE t =InnoDB AS SELECT 1",
    ],
    "opt_create_select: [IGNORE | REPLACE] [AS] and a query that begins with SELECT, WITH, VALUES or `(`": [
        "CREATE TABLE t AS mysql.global_priv",
        "CREATE TABLE t IGNORE pt",
        "CREATE TABLE t (a INT) AS pt",
        "CREATE TABLE IF NOT EXISTS t AS (SELECT FROM pt)",
        "CREATE TABLE t SELECT FROM pt",
        "CREATE TABLE t ENGINE=InnoDB SELECT WHERE 1",
    ],
    "ident is IDENT_sys or an unreserved keyword: a word both servers reserve names nothing unquoted": [
        "ALTER TABLE pt ADD INDEX LOW_PRIORITY (a)",
        "ALTER TABLE pt ADD UNIQUE KEY linear (a)",
        "ALTER TABLE pt ADD INDEX (low_priority)",
        "ALTER TABLE pt ADD COLUMN c INT AFTER loop",
        "CREATE TABLE t (a INT, KEY sql_calc_found_rows (a))",
        "CREATE TABLE t (a INT, CONSTRAINT resignal FOREIGN KEY (a) REFERENCES pt (a))",
    ],
    # (mutants of seed 40, the first made from these statements too)
    "DROP DATABASE opt_if_exists ident, and nothing after": [
        "DROP DATABASE IF syntax_refusals_x", "DROP DATABASE IF", "DROP DATABASE IF EXISTS UTC_DATE",
        "DROP DATABASE IF EXISTS syntax_refusals_x EXISTS syntax_refusals_x",
    ],
    "CREATE DATABASE opt_if_not_exists ident, then [DEFAULT] CHARACTER SET / COLLATE [=] name or COMMENT [=] text": [
        "CREATE DATABASE syntax_refusals_x DEFAULT",
        "CREATE DATABASE syntax_refusals_x DEFAULT DEFAULT CHARACTER SET utf8mb4",
        "CREATE DATABASE syntax_refusals_x SET CHARACTER = 'latin1'",
        "CREATE DATABASE syntax_refusals_x DEFAULT CHARACTER DATABASE = latin1",
        "CREATE DATABASE IF NOT IGNORE EXISTS syntax_refusals_x",
        "CREATE DATABASE syntax_refusals_x DEFAULT CHARACTER SET = utf8 ALTER",
        "CREATE SCHEMA DEC",
    ],
    "DROP INDEX [IF EXISTS] ident ON table_ident [WAIT n | NOWAIT]": [
        "DROP INDEX i INDEX i ON pt", "DROP INDEX IF IF DROP i ON pt", "DROP INDEX i DROP pt",
    ],
    "RENAME TABLE [IF EXISTS] table_ident TO table_ident [, …]": [
        "RENAME TABLE pt t", "RENAME TABLE pt TO t TO t2", "RENAME TABLE pt TO t CONCURRENT",
    ],
    "DROP TABLE [IF EXISTS] table_list: IF takes EXISTS, a reserved word names no table": [
        "DROP TABLE IF TABLE pt", "DROP TABLE TABLE IF EXISTS pt", "DROP TABLE EXISTS IF EXISTS pt",
        "DROP TABLE IF EXISTS IF EXISTS pt", "DROP TABLE BLOB EXISTS pt", "DROP TABLE IF EXISTS REPEAT .pt",
    ],
    "NOT (expr: NOT_SYM expr) begins no operand of a comparison, of arithmetic or of a unary operator": [
        "ALTER TABLE pt ADD CONSTRAINT c12 CHECK (a + b = NOT 6)",
        "CREATE TABLE t (pk INT PRIMARY KEY, v INT, CONSTRAINT c3 CHECK (pk > 2 AND v < NOT 5))",
        "CREATE TABLE t (a INT, b INT AS (a * - NOT a))",
        "CREATE TABLE t (a INT, b INT DEFAULT (1 + NOT 0))",
        "CREATE TABLE t (a INT CHECK (a LIKE NOT 'x'))",
    ],
    "a precision written as a string (X'…' is not real_ulong_num)": [
        "CREATE TABLE t (a DATETIME(6) DEFAULT CURRENT_TIMESTAMP(X'06'))"],
    "a key list the statement ends in (never closed)": ["CREATE INDEX i ON pt (a", "CREATE FULLTEXT INDEX i ON pt (a "],
}

# MySQL 8.0's syntax that MariaDB 10.11 refuses with 1064 (server_grammar.FEATURES: refused by a
# MariaDB profile, accepted by a MySQL 8.0 one, as the MySQL 8.0 manual's pages there say)
MYSQL_ONLY = {
    "a column's CHECK named, or before its other attributes": [
        "CREATE TABLE t (a INT CHECK (a > 0) NOT NULL)",
        "CREATE TABLE t (a INT COMMENT 'x' CHECK (a > 0) DEFAULT 1)",
        "CREATE TABLE t (a INT CONSTRAINT c CHECK (a > 0))",
        "ALTER TABLE pt ADD c INT CONSTRAINT c1 CHECK (c > 1)",
        "ALTER TABLE pt MODIFY b INT CHECK (b > 0) DEFAULT 1",
    ],
    "DROP CHECK": ["ALTER TABLE pt DROP CHECK c1"],
    "DISCARD | IMPORT PARTITION … TABLESPACE": ["ALTER TABLE pt DISCARD PARTITION p0 TABLESPACE",
                                                "ALTER TABLE pt IMPORT PARTITION ALL TABLESPACE"],
    "CREATE SPATIAL REFERENCE SYSTEM": ["CREATE SPATIAL REFERENCE SYSTEM 4120 NAME 'Greek' DEFINITION 'GEOGCS[]'"],
    "an index's INVISIBLE": ["CREATE INDEX i ON pt (a) INVISIBLE", "CREATE INDEX i ON syntax_refusals.pt (a) USING HASH INVISIBLE"],
    "TABLE and VALUES ROW as CREATE TABLE's query": ["CREATE TABLE t TABLE pt", "CREATE TABLE t AS VALUES ROW(1)"],
    "MySQL's table options without `=`; TABLESPACE with `=`": [
        "CREATE TABLE t (a INT) ENCRYPTION 'N'", "ALTER TABLE pt SECONDARY_ENGINE_ATTRIBUTE '{}'",
        "CREATE TABLE t (a INT) TABLESPACE = innodb_file_per_table"],
}

ACCEPTED = [
    # func_datetime_precision takes real_ulong_num, a 0x… number too (10.11.19 keeps (6) whatever the number)
    "CREATE TABLE t (a DATETIME(6) DEFAULT CURRENT_TIMESTAMP(0x1F))",
    "CREATE TABLE t (a DATETIME(6) DEFAULT CURRENT_TIMESTAMP(0x06) ON UPDATE CURRENT_TIMESTAMP(0x06))",
    "CREATE TABLE t (a VARBINARY(8) DEFAULT (CHAR(-1)), b INT DEFAULT -1, c DECIMAL(5, 2) DEFAULT -1.5, d TIME(6) DEFAULT '-1')",
    "CREATE TABLE t (a INT) PARTITION BY HASH (a + 1 DIV 2) PARTITIONS 2 (PARTITION x, PARTITION y)",
    "CREATE TABLE t (a INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THAN (-1), PARTITION p1 VALUES LESS THAN (5 * 2))",
    "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE COLUMNS (a, b) (PARTITION x VALUES LESS THAN (1, MAXVALUE))",
    "CREATE TABLE t (a INT) PARTITION BY RANGE COLUMNS (a) (PARTITION x VALUES LESS THAN MAXVALUE)",
    "CREATE TABLE t (a INT, b INT) PARTITION BY LIST COLUMNS (a, b) (PARTITION x VALUES IN ((1, 2), (3, 4)))",
    "CREATE TABLE t (a INT) PARTITION BY LIST COLUMNS (a) (PARTITION x VALUES IN (1, 2))",
    "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE (a) SUBPARTITION BY HASH (b) SUBPARTITIONS 2 "
    "(PARTITION x VALUES LESS THAN (1), PARTITION y VALUES LESS THAN MAXVALUE)",
    "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE (a) SUBPARTITION BY KEY (b) "
    "(PARTITION x VALUES LESS THAN (1) (SUBPARTITION s1, SUBPARTITION s2), "
    "PARTITION y VALUES LESS THAN MAXVALUE (SUBPARTITION s3, SUBPARTITION s4))",
    "CREATE TABLE t (a INT) PARTITION BY LINEAR KEY ALGORITHM = 2 (a) PARTITIONS 2",
    "ALTER TABLE pt OPTIMIZE PARTITION LOCAL p0, p1",
    "ALTER TABLE pt REPAIR PARTITION NO_WRITE_TO_BINLOG ALL",
    "ALTER TABLE pt CHECK PARTITION p0 QUICK",
    "ALTER TABLE pt TRUNCATE PARTITION `all`, p0",
    "ALTER TABLE pt DROP PARTITION IF EXISTS p0, p1",
    "ALTER TABLE pt ADD PARTITION IF NOT EXISTS (PARTITION p9 VALUES LESS THAN (90))",
    "ALTER DATABASE CHARACTER SET utf8mb4",
    "ALTER DATABASE COMMENT = 'x' CHARSET utf8mb4",
    "ALTER SCHEMA syntax_refusals DEFAULT CHARSET = utf8mb4 COMMENT 'x' COLLATE utf8mb4_bin",
    "ALTER DATABASE syntax_refusals CHARACTER SET = DEFAULT",
    "CREATE TABLE t (a INT) COMMENT 'x' MAX_ROWS = 1.5 AUTO_INCREMENT 5 PACK_KEYS = DEFAULT STATS_AUTO_RECALC = 1.0 "
    "STATS_SAMPLE_PAGES = 65535 PASSWORD 'p' INSERT_METHOD = LAST ROW_FORMAT = DYNAMIC",
    "ALTER TABLE pt STATS_SAMPLE_PAGES = 50.0, STATS_PERSISTENT = DEFAULT",
    "CREATE TABLE t (a TEXT ASCII BINARY, b TEXT BINARY CHARACTER SET latin1, c TEXT BYTE)",
    "CREATE TABLE t (a INT PRIMARY KEY, b INT AS (a + 1) VIRTUAL COMMENT 'x' INVISIBLE UNIQUE KEY CHECK (b > 0))",
    "CREATE TABLE t (a TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), b DATETIME ON UPDATE NOW(), "
    "c DATETIME ON UPDATE LOCALTIMESTAMP)",
    "CREATE TABLE t (a INT SERIAL DEFAULT VALUE)",
    "CREATE TABLE t (a INT, b VARCHAR(20), KEY k TYPE BTREE (a), KEY (b(10) DESC), UNIQUE u USING HASH (a))",
    "CREATE TABLE t (a INT, INDEX `type` (a))",
    "ALTER TABLE pt ADD COLUMN (c INT, d INT), ADD e INT FIRST, ADD f INT AFTER a",
    "ALTER TABLE pt RENAME COLUMN b TO c",
    "ALTER TABLE pt ALTER COLUMN a SET DEFAULT (1 + 1), ALTER b DROP DEFAULT",
    "CREATE TABLE t LIKE pt",
    "CREATE TABLE syntax_refusals.t (LIKE pt)",
    "CREATE TABLE t (a INT NOT NULL CHECK (a > 0), CONSTRAINT c CHECK (a < 10), CHECK (a <> 5))",
    "ALTER TABLE pt ADD COLUMN c DATE CHECK (c > 0) FIRST, ADD CONSTRAINT c1 CHECK (a > 1)",
    "ALTER TABLE pt CHANGE b b2 INT NOT NULL CHECK (b2 > 0)",
    "CREATE TABLE t (encryption VARCHAR(3), compression INT) COMMENT 'x' TABLESPACE ts1",
    "CREATE INDEX i ON pt (a) VISIBLE",
    "CREATE TABLE t AS VALUES (1), (2)",
    "CREATE TABLE bit_and (a INT)",
    "CREATE TABLE `count`(a INT)",
    "CREATE TABLE adddate(a INT)",
    "CREATE TABLE t (a BOOL, b INT SIGNED, c BOOLEAN NOT NULL)",
    "ALTER TABLE pt FORCE, AUTO_INCREMENT = 3",
    "ALTER TABLE pt COMMENT = 'c' PARTITION BY KEY ALGORITHM = 2 (a) PARTITIONS 2",
    "ALTER TABLE pt COMMENT = 'c' REMOVE PARTITIONING",
    # `:=` as an option's `=` (sql_yacc.yy: `equal: '=' | SET_VAR`)
    "ALTER TABLE pt CHARACTER SET := utf8mb4",
    "ALTER TABLE pt DEFAULT CHARSET := latin1, COLLATE := latin1_bin, ENGINE := InnoDB, COMMENT := 'x'",
    "ALTER TABLE pt AUTO_INCREMENT := 5, ROW_FORMAT := DYNAMIC, ALGORITHM := COPY, LOCK := SHARED",
    "CREATE TABLE t (a INT, KEY k (a) KEY_BLOCK_SIZE := 8) DEFAULT CHARACTER SET := utf8mb4 "
    "STATS_PERSISTENT := DEFAULT",
    "CREATE TABLE t (a INT) ENGINE := InnoDB PARTITION BY HASH (a) (PARTITION x ENGINE := InnoDB COMMENT := 'c')",
    "CREATE INDEX i ON pt (a) KEY_BLOCK_SIZE := 4",
    "ALTER DATABASE syntax_refusals COLLATE := utf8mb4_bin",
    "ALTER DATABASE syntax_refusals CHARACTER SET := utf8mb4 COMMENT := 'x'",
    # the types of two words and the words a type may be followed by
    "CREATE TABLE t (a LONG VARCHAR, b NATIONAL CHAR VARYING(3), c NCHAR VARCHAR(2), d DOUBLE PRECISION, "
    "e INT(3) UNSIGNED ZEROFILL, f CHAR(3) BINARY, g LONG VARBINARY, h CHAR(3) BYTE, j INT NULL, "
    "l CHARACTER VARYING(3), m LONG, n NATIONAL VARCHAR(3), o NCHAR VARYING(3), p VARCHAR(3) CHARACTER SET latin1, "
    "q TEXT CHAR SET latin1, r ENUM('a') CHARACTER SET latin1, s INT SIGNED, u INT SERIAL DEFAULT VALUE)",
    "ALTER TABLE pt CHANGE b text TEXT",
    "ALTER TABLE pt CHANGE COLUMN b date DATE, ADD COLUMN c CHAR(3) CHARACTER SET latin1",
    "CREATE TABLE t ENGINE=InnoDB AS SELECT 1 AS a",
    "CREATE TABLE t SELECT 1 AS a",
    "CREATE TABLE IF NOT EXISTS syntax_refusals.t (a DECIMAL(10, 2), b VARCHAR(32))",
    # accepted mutants (mutants.py) that were given an error: an empty UNION list, ONLINE twice
    "CREATE TABLE t (a INT) UNION ( ) ENGINE=MERGE",
    "ALTER TABLE pt UNION = ( ), KEY_BLOCK_SIZE 1",
    "ALTER ONLINE ONLINE TABLE pt CHANGE b new_name INT",
    "ALTER IGNORE ONLINE IGNORE TABLE pt CHANGE b c INT",
    # next to the create_body and opt_create_select refusals: options, then the query
    "CREATE TABLE t ENGINE=InnoDB, COMMENT='x' SELECT 1 AS a",
    "CREATE TABLE t CHARACTER SET utf8mb4 WITH SYSTEM VERSIONING SELECT 1 AS a",
    "CREATE TABLE t PARTITION BY HASH (a) PARTITIONS 2 SELECT 1 AS a",
    "CREATE TABLE t AS (SELECT a FROM pt)",
    "CREATE TABLE t ((SELECT 1 AS a))",
    "CREATE TABLE t REPLACE AS SELECT * FROM pt",
    "CREATE TABLE t (a INT) IGNORE SELECT DISTINCT a FROM pt",
    "CREATE TABLE t AS WITH c AS (SELECT 1 AS a) SELECT a FROM c",
    "CREATE TABLE t SELECT 1 AS a UNION SELECT 2",
    # a reserved word next to a name's dot is a name to the lexer; quoted, any word is
    "ALTER TABLE pt RENAME TO syntax_refusals.select",
    "ALTER TABLE pt ADD INDEX `low_priority` (a), ADD INDEX low_prio (b)",
    # the short statements' grammar, kept to
    "CREATE DATABASE IF NOT EXISTS syntax_refusals_x DEFAULT CHARACTER SET = utf8mb4 DEFAULT COLLATE utf8mb4_bin "
    "COMMENT = 'c'",
    "CREATE SCHEMA syntax_refusals_y CHARSET latin1 COLLATE = DEFAULT",
    "DROP DATABASE IF EXISTS syntax_refusals_x",
    "DROP SCHEMA syntax_refusals_y",
    "CREATE INDEX i ON pt (a)",
    "DROP INDEX IF EXISTS i ON syntax_refusals.pt WAIT 1",
    "RENAME TABLE pt TO t, t TO pt",
    "RENAME TABLE IF EXISTS pt NOWAIT TO syntax_refusals.t",
    "DROP TABLE IF EXISTS syntax_refusals.pt, nx RESTRICT",
    # NOT where the grammar has it: an expression's start, after AND / OR / XOR / NOT, and the postfix forms
    "CREATE TABLE t (a INT, CHECK (a > 0 AND NOT a = 5 OR NOT (a < 3) XOR NOT NOT a))",
    "CREATE TABLE t (a INT, CHECK (a > 0 && NOT a = 5 || NOT a IS NULL))",
    "CREATE TABLE t (a INT, b INT AS (NOT a) VIRTUAL, c INT AS (a = !a) VIRTUAL, d INT DEFAULT (NOT 1))",
    "CREATE TABLE t (a INT, CHECK (a NOT IN (1, 2) AND a NOT BETWEEN 5 AND 6 AND a IS NOT NULL AND (a = (NOT 1))))",
    "CREATE TABLE t (a INT, CHECK (IF(NOT a, 1, 0) = 1))",
]


def _cases():
    for rule, statements in REFUSED.items():
        for sql in statements:
            yield pytest.param(sql, id=f"{rule[:30]}:{sql[:50]}")


@pytest.mark.parametrize("sql", list(_cases()))
def test_what_mariadb_refuses_as_a_syntax_error_is_an_error_at_its_line(sql):
    text = PARTITIONED + ";\n" + sql + ";\n"
    errors = [(f.code, f.span.line) for f in lint_result(text, MARIADB).findings if f.severity == "error"]
    assert errors and all(line == 2 for _, line in errors), errors


@pytest.mark.parametrize("sql", [sql for statements in MYSQL_ONLY.values() for sql in statements])
def test_mysql_only_syntax_is_an_error_for_mariadb_and_none_for_mysql_80(sql):
    text = PARTITIONED + ";\n" + sql + ";\n"
    errors = [(f.code, f.span.line) for f in lint_result(text, MARIADB).findings if f.severity == "error"]
    assert errors and all(line == 2 for _, line in errors), errors
    assert [f.message for f in lint_result(text, MYSQL).findings if f.code == "SL001"] == []


@pytest.mark.parametrize("sql", ACCEPTED)
def test_what_mariadb_accepts_next_to_them_has_no_error(sql):
    text = PARTITIONED + ";\n" + sql + ";\n"
    assert [(f.code, f.message) for f in lint_result(text, MARIADB).findings if f.severity == "error"] == []


@pytest.mark.live
def test_the_server_refuses_each_with_1064_and_runs_the_others(mariadb):
    with scratch_database(mariadb, "syntax_refusals") as cur:
        for statements in list(REFUSED.values()) + list(MYSQL_ONLY.values()):
            for sql in statements:
                cur.execute("DROP TABLE IF EXISTS t, pt")
                cur.execute(PARTITIONED)
                with pytest.raises(pymysql.err.MySQLError) as caught:
                    cur.execute(sql)
                assert caught.value.args[0] == 1064, sql
        for sql in ACCEPTED:
            cur.execute("DROP TABLE IF EXISTS t, pt")
            cur.execute(PARTITIONED)
            cur.execute(sql)


def test_an_option_written_with_colon_equals_is_modelled_as_with_equals():
    text = "CREATE TABLE t (a VARCHAR(3)) CHARSET := latin1 COLLATE := latin1_bin ENGINE := MyISAM;\n"
    table = table_of(text)
    column = table.columns[0]
    assert (table.engine, column.charset, column.collation) == ("MyISAM", "latin1", "latin1_bin")
