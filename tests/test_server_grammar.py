"""The server decides (issue 25): what MySQL / MariaDB accept is never an error, what they refuse
is one, and the version named in the configuration decides the syntax only one of them has.

Each verdict below was taken from MariaDB 10.11 (the live tests at the end re-check them on the
suite's server); the MySQL 8.0 verdicts come from the MySQL 8.0 Reference Manual, tested with
the manual's own examples (server_grammar.FEATURES names the pages).
"""

from __future__ import annotations

import pymysql
import pytest

from schemalint.read.source import decode, split
from tests.helpers import REPO_ROOT, lint_result, lint_sql

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
MYSQL = '[server]\nversion = "8.0.40"\n'
DUMP = REPO_ROOT / "tests" / "data" / "mariadb_dump" / "shop.sql"


def _errors(sql: str, config: str = MARIADB) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in lint_sql(sql, config) if f.severity == "error"]


# -- today's mariadb-dump -----------------------------------------------------------------------
SANDBOX_HEADER = ("/*M!999999\\- enable the sandbox mode */ \n-- MariaDB dump 10.19  Distrib 10.11.19-MariaDB\n--\n"
                  "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;\n--\n-- Table structure\n--\n"
                  "CREATE TABLE `a` (\n  `id` int(11) NOT NULL,\n  PRIMARY KEY (`id`)\n) ENGINE=InnoDB;\n")


@pytest.mark.parametrize("server_version, mariadb", [(101119, True), (80040, False)])
def test_the_sandbox_line_is_a_comment_and_the_table_after_it_is_read(server_version, mariadb):
    statements, _ = split(decode(SANDBOX_HEADER.encode(), "dump.sql"), server_version, mariadb)
    assert [(s.kind, s.line) for s in statements] == [("SET", 4), ("CREATE TABLE", 8)]


@pytest.mark.parametrize("config", [MARIADB, ""])  # (a MySQL profile refuses its IGNORED index, rightly)
def test_a_dump_by_todays_mariadb_dump_lints_without_an_error_and_models_every_table(config):
    result = lint_result(DUMP.read_bytes(), config, path="shop.sql")
    assert [(f.code, f.span.line, f.message) for f in result.findings if f.severity == "error"
            or f.code in ("SL001", "SL009")] == []
    assert sorted(t.name for t in result.model.tables()) == ["customer", "h2", "hist", "item", "orders"]


def test_the_dumps_tables_are_modelled_as_the_server_has_them():
    model = lint_result(DUMP.read_bytes(), MARIADB, path="shop.sql").model
    h2 = model.find_table("h2")
    assert [(c.name, c.data_type) for c in h2.columns] == [("id", "INT"), ("b", "BLOB"), ("i", "INET6"), ("u", "UUID")]
    assert [(i.name, i.visible) for i in h2.indexes] == [("k", False)]
    assert h2.partitioning.count == 4
    orders = model.find_table("orders")
    # MariaDB's JSON, dumped as LONGTEXT … CHECK (json_valid(doc)): modelled as JSON, as live mode reads it
    assert [c.data_type for c in orders.columns if c.name == "doc"] == ["JSON"]
    assert [(i.name, [(p.column, p.descending) for p in i.parts]) for i in orders.indexes] == [
        ("PRIMARY", [("id", False), ("placed", False)]), ("by_customer", [("customer_id", False), ("placed", True)])]


# -- accepted by MariaDB 10.11: never an SL001 ----------------------------------------------------
ACCEPTED = {
    "options without =": "CREATE TABLE t (a INT) max_rows 1000 avg_row_length 3;",
    "STORAGE DISK": "CREATE TABLE t (a INT) STORAGE DISK;",
    "PASSWORD 'abc'": "CREATE TABLE t (a INT) password 'abc';",
    "CONNECTION 'abc'": "CREATE TABLE t (a INT) CONNECTION 'abc';",
    "DELAY_KEY_WRITE 1": "CREATE TABLE t (a INT) DELAY_KEY_WRITE 1 ENGINE=MyISAM;",
    "CREATE FULLTEXT INDEX IF NOT EXISTS": "CREATE TABLE t (a INT, b TEXT);\nCREATE FULLTEXT INDEX IF NOT EXISTS f ON t (b);",
    "CREATE SPATIAL INDEX IF NOT EXISTS": "CREATE TABLE t (c POINT NOT NULL);\nCREATE SPATIAL INDEX IF NOT EXISTS s ON t (c);",
    "empty ALTER TABLE": "CREATE TABLE t1 (a INT);\nALTER TABLE t1;",
    "RENAME =": "CREATE TABLE t (a INT);\nALTER TABLE t RENAME = t1;",
    "CONVERT TO CHAR SET DEFAULT": "CREATE TABLE t (a INT);\nALTER TABLE t CONVERT TO CHAR SET DEFAULT;",
    "NATIONAL CHARACTER VARYING": "CREATE TABLE t (a NATIONAL CHARACTER VARYING(50));",
    "VARCHARACTER": "CREATE TABLE t (b VARCHARACTER(1));",
    "LONG CHARACTER VARYING": "CREATE TABLE t (c LONG CHARACTER VARYING);",
    "TEXT BYTE": "CREATE TABLE t (d TEXT BYTE);",
    "PRIMARY KEY … TYPE BTREE": "CREATE TABLE t (a INT, PRIMARY KEY (a) TYPE BTREE);",
    "ADD (column, key)": "CREATE TABLE t (x INT);\nALTER TABLE t ADD (a1 INT, PRIMARY KEY (a1));",
    "COMPRESSED columns": "CREATE TABLE t (a BLOB COMPRESSED, b VARCHAR(100) COMPRESSED);",
    "IGNORED indexes": "CREATE TABLE t (c INT, KEY k (c) IGNORED, KEY j (c) NOT IGNORED);",
    "PRIMARY KEY (a ASC)": "CREATE TABLE t (a INT, b INT, PRIMARY KEY (a ASC, b DESC) USING BTREE);",
    "ALTER KEY IF EXISTS … IGNORED": "CREATE TABLE t (a INT, KEY fk (a));\nALTER TABLE t ALTER KEY IF EXISTS fk IGNORED;",
    "RENAME TABLE IF EXISTS": "CREATE TABLE e (a INT);\nRENAME TABLE IF EXISTS e TO employee;",
    "ALTER KEY IF EXISTS on no such key": "CREATE TABLE t (a INT);\nALTER TABLE t ALTER KEY IF EXISTS fk NOT IGNORED;",
    "VISIBLE index": "CREATE TABLE t (id INT, d VARCHAR(50), UNIQUE INDEX d_u (d ASC) VISIBLE);",
    "invisible generated column": "CREATE TABLE t (c VARCHAR(3), k VARCHAR(4) AS (NATURAL_SORT_KEY(c)) INVISIBLE);",
    "uca1400 collation without its charset": "CREATE TABLE t (a VARCHAR(30) COLLATE uca1400_swedish_ai_ci) CHARSET utf8mb4;",
    "DROP INDEX … NOWAIT": "CREATE TABLE t (c INT, KEY i (c));\nDROP INDEX i ON t NOWAIT;",
    # words neither server reserves are names (sql_yacc.yy `ident`), though sqlglot keeps them
    # for other dialects' clauses (Debezium's parser tests)
    "tables named QUALIFY, TABLESAMPLE": "CREATE TABLE qualify (qualify INT);\nCREATE TABLE tablesample (a INT);\n"
                                         "ALTER TABLE tablesample ADD COLUMN rollback INT;\n"
                                         "CREATE INDEX i ON qualify (qualify);\nRENAME TABLE tablesample TO glob;",
    # sql_yacc.yy field_length takes a DECIMAL_NUM: its whole part is the length (ShardingSphere's case)
    "the same CHARACTER SET twice": "CREATE TABLE t (a INT) CHARSET utf8 CHARACTER SET utf8mb3, COLLATE utf8mb3_bin, "
                                    "COLLATE UTF8MB3_BIN;",
    "a length with a point": "CREATE TABLE t (a CHAR(3.7), c VARCHAR(10.000000000001), e DECIMAL(10.5));",
    # a column's name is no attribute: STORAGE, VISIBLE, COLUMN_FORMAT where a definition begins
    # a reserved word after a qualifier's dot is a name; IGNORE / AS / SELECT before a query's `(`
    "a reserved word after the dot, a query's words before `(`": (
        "CREATE TABLE sl_grammar.select (a INT);\nALTER TABLE sl_grammar.select ADD b INT;\n"
        "CREATE TABLE t1 IGNORE (SELECT 1 AS a);\nCREATE TABLE t2 AS (SELECT 1 AS a);\n"
        "CREATE TABLE t3 SELECT (1) AS a;\nCREATE TABLE IF NOT EXISTS t4 (a INT);\n"
        "CREATE OR REPLACE TEMPORARY TABLE t5 (a INT);"),
    "columns named STORAGE, VISIBLE": "CREATE TABLE t (storage VARCHAR(32) NOT NULL, visible INT, column_format INT);\n"
                                      "ALTER TABLE t ADD COLUMN storage2 INT, MODIFY visible BIGINT, "
                                      "CHANGE column_format storage3 INT;",
}


@pytest.mark.parametrize("sql", ACCEPTED.values(), ids=ACCEPTED.keys())
def test_what_mariadb_accepts_has_no_error_finding(sql):
    assert [(f.code, f.message) for f in lint_sql(sql, MARIADB) if f.code in ("SL001", "SL009")
            or f.severity == "error"] == []


def test_the_accepted_statements_are_modelled():
    table = lint_result(ACCEPTED["PRIMARY KEY … TYPE BTREE"], MARIADB).model.find_table("t")
    assert [(i.kind, i.columns) for i in table.indexes] == [("PRIMARY", ["a"])]
    assert not table.column("a").nullable
    table = lint_result(ACCEPTED["ADD (column, key)"], MARIADB).model.find_table("t")
    assert [(i.kind, i.columns) for i in table.indexes] == [("PRIMARY", ["a1"])]
    table = lint_result(ACCEPTED["CREATE FULLTEXT INDEX IF NOT EXISTS"], MARIADB).model.find_table("t")
    assert [(i.name, i.kind, i.columns) for i in table.indexes] == [("f", "FULLTEXT", ["b"])]
    table = lint_result(ACCEPTED["NATIONAL CHARACTER VARYING"] + ACCEPTED["TEXT BYTE"].replace(" t ", " u "),
                        MARIADB).model
    assert (table.find_table("t").column("a").data_type, table.find_table("t").column("a").length,
            table.find_table("t").column("a").charset) == ("VARCHAR", 50, "utf8mb3")
    assert table.find_table("u").column("d").data_type == "BLOB"
    table = lint_result(ACCEPTED["IGNORED indexes"], MARIADB).model.find_table("t")
    assert [(i.name, i.visible) for i in table.indexes] == [("k", False), ("j", True)]
    table = lint_result(ACCEPTED["PRIMARY KEY (a ASC)"], MARIADB).model.find_table("t")
    assert [(p.column, p.descending) for p in table.primary_key.parts] == [("a", False), ("b", True)]
    table = lint_result(ACCEPTED["a length with a point"], MARIADB).model.find_table("t")
    assert [(c.data_type, c.length, c.precision) for c in table.columns] == [
        ("CHAR", 3, None), ("VARCHAR", 10, None), ("DECIMAL", None, 10)]
    model = lint_result(ACCEPTED["tables named QUALIFY, TABLESAMPLE"], MARIADB).model
    assert sorted(t.name for t in model.tables()) == ["glob", "qualify"]
    assert [c.name for c in model.find_table("glob").columns] == ["a", "rollback"]
    assert [(i.name, i.columns) for i in model.find_table("qualify").indexes] == [("i", ["qualify"])]


# -- refused by MariaDB 10.11 (and MySQL 8.0): an SL001 at the statement ----------------------------
REFUSED = {
    "VARCHAR without a length": ("CREATE TABLE t (a VARCHAR);", 1064),
    "ENUM without values": ("CREATE TABLE t (a ENUM());", 1064),
    "SET without values": ("CREATE TABLE t (a SET());", 1064),
    "CREATE INDEX without columns": ("CREATE TABLE b (a INT);\nCREATE INDEX a ON b;", 1064),
    "ADD PRIMARY KEY without columns": ("CREATE TABLE b (a INT);\nALTER TABLE b ADD PRIMARY KEY;", 1064),
    "double-quoted table name": ('CREATE TABLE "q" (a INT);', 1064),
    "LIKE after a column list": ("CREATE TABLE b (a INT);\nCREATE TABLE c (a INT) LIKE b;", 1064),
    "PARTITION BY HASH (a) ()": ("CREATE TABLE d (a INT) PARTITION BY HASH (a) ();", 1064),
    "unknown engine": ("CREATE TABLE e (a INT) ENGINE=INNDB;", 1286),
    "CHANGE to a reserved word": ("CREATE TABLE o (d TEXT);\nALTER TABLE o CHANGE d desc TEXT NOT NULL;", 1064),
    "a number as a column name": ("CREATE TABLE n (666 VARCHAR(50) DEFAULT NULL);", 1064),
    "a string as an index name": ("CREATE TABLE tb (id INT, INDEX 'index' (id));", 1064),
    "reserved word as a table name": ("CREATE TABLE tb (a INT);\nRENAME TABLE tb TO TO;", 1064),
    "a missing comma": ("CREATE TABLE s (id INT PRIMARY KEY AUTO_INCREMENT  name VARCHAR(255), b INT);", 1064),
    "ALTER clauses without their comma": ("CREATE TABLE s (u INT, f INT);\n"
                                          "ALTER TABLE s CHANGE u u INT NOT NULL CHANGE f g INT NOT NULL;", 1064),
    "a collation no character set has": ('CREATE TABLE tbl (foo INT, bar TEXT COLLATE "de_DE");', 1273),
    "an unknown character set": ("CREATE TABLE t (a INT);\nALTER TABLE t CONVERT TO CHARACTER SET charset_name;", 1115),
    "reserved word in DROP TABLE": ("DROP TABLE IF EXISTS condition;", 1064),
    "ENGINE for a database": ("CREATE DATABASE IF NOT EXISTS pma ENGINE='InnoDB' DEFAULT CHARSET 'utf8';", 1064),
    "a qualified database name": ("DROP DATABASE mycatalog.mydb;", 1064),
    "IDENTITY(1,2)": ("CREATE TABLE test (id BIGINT NOT NULL IDENTITY(1,2) PRIMARY KEY);", 1064),
    # DROP [TEMPORARY] TABLE [IF EXISTS] names [WAIT n | NOWAIT] [RESTRICT | CASCADE], then nothing
    # (Debezium's test script: the next statement without its `;`)
    "DROP TABLE with more after its names": ("DROP TEMPORARY TABLE IF EXISTS `tmp_db` /* generated by server */ "
                                             "DROP TEMPORARY TABLE IF EXISTS `tmp_user` TRUNCATE TABLE help_topic;", 1064),
    # a table's CHARACTER SET / COLLATE given twice, naming two (create_table_options: 1302)
    "CHARACTER SET twice": ("CREATE TABLE t (a INT) CHARSET latin1 COLLATE latin1_bin CHARSET utf8mb4;", 1302),
    "COLLATE twice": ("CREATE TABLE t (a INT) COLLATE latin1_bin COLLATE latin1_swedish_ci;", 1302),
    "ALTER's CHARACTER SET twice": ("CREATE TABLE t (a INT);\nALTER TABLE t CHARSET latin1, CHARSET utf8mb4;", 1302),
    # engine_defined_option's number is real_ulonglong_num: an integer (1064, "Only integers allowed")
    "an engine option's number with a point": ("CREATE TABLE t (a INT) PAGE_COMPRESSED=1 PAGE_COMPRESSION_LEVEL=1.5;",
                                                1064),
    # precision is '(' NUM ',' NUM ')': no point in either (field_length alone takes one)
    "a precision with a point": ("CREATE TABLE t (a FLOAT(10.5, 2));", 1064),
    # after a CREATE TABLE's name: its list's `(`, LIKE, a table option, PARTITION BY or the query
    # (create_body); sqlglot reads TEMPORARY there as an option (issue 25, gate17: seed 36's mutants)
    "a keyword between the table's name and its list": ("CREATE TABLE t TEMPORARY (a INT);", 1064),
    "a type's word between the table's name and its list": ("CREATE TABLE t CHAR (c INT);", 1064),
    "a word between CREATE INDEX's table and its key list": ("CREATE TABLE b (a INT);\nCREATE INDEX i ON b CLOSE (a);",
                                                             1064),
    # a word both servers reserve, then a name, where a column's definition begins
    "a reserved word then a name where a column begins": ("CREATE TABLE t (pk INT PRIMARY KEY, GRANT f VARCHAR(20));",
                                                          1064),
    "NULL then a name where a column begins": ("CREATE TABLE t (NULL a TINYTEXT ASCII);", 1064),
    # a table named by a reserved word, unquoted, wherever a statement names it (table_ident)
    "a reserved word as LIKE's table": ("CREATE TABLE t LIKE iterate;", 1064),
    "a MariaDB-reserved word as the ALTERed table": ("ALTER TABLE rows ADD b INT;", 1064),
    "ON DELETE twice": ("CREATE TABLE y (id INT PRIMARY KEY);\n"
                        "CREATE TABLE x (y_id INT, FOREIGN KEY (y_id) REFERENCES y (id) ON DELETE CASCADE ON DELETE NO ACTION);",
                        1064),
}


def test_a_reserved_column_name_in_a_create_table_stays_sl028s():
    found = [(f.code, f.severity) for f in lint_sql("CREATE TABLE t (id INT PRIMARY KEY, desc INT);", MARIADB)
             if f.severity == "error"]
    assert found == [("SL028", "error")]


@pytest.mark.parametrize("sql, errno", REFUSED.values(), ids=REFUSED.keys())
def test_what_mariadb_refuses_is_an_sl001_at_its_statement(sql, errno):
    line = sql.count("\n") + 1
    assert [e for e in _errors(sql) if e[0] == "SL001"] == [("SL001", line)]


# -- one table of version-only syntax --------------------------------------------------------------
# MySQL 8.0 Reference Manual examples (the page each comes from is in server_grammar.FEATURES)
MYSQL_ONLY = {
    "functional key part": "CREATE TABLE t1 (col1 INT, col2 INT, INDEX func_index ((ABS(col1))));",
    "SRID": "CREATE TABLE geom (g GEOMETRY NOT NULL SRID 4326);",
    # MySQL 8.0.23+ (invisible-columns.html): VISIBLE after a type and after other attributes
    "VISIBLE column attribute": "CREATE TABLE t (a INT VISIBLE, b INT NOT NULL DEFAULT 0 VISIBLE, visible INT, "
                                "c VARCHAR(5) VISIBLE, KEY k (visible));",
    "WITH PARSER ngram": "CREATE TABLE articles (title VARCHAR(200), body TEXT);\n"
                         "ALTER TABLE articles ADD FULLTEXT INDEX ft_index (title, body) WITH PARSER ngram;",
    "JSON ->": "CREATE TABLE jemp (c JSON, g INT GENERATED ALWAYS AS (c->\"$.id\"), INDEX i (g));",
    "JSON ->>": "CREATE TABLE jemp (c JSON, n VARCHAR(20) AS (c->>'$.name') VIRTUAL);",
    "CHECK … NOT ENFORCED": "CREATE TABLE t1 (c1 INT, CONSTRAINT c1_nonzero CHECK (c1 <> 0) NOT ENFORCED);",
    "utf8mb4_0900_ai_ci": "CREATE TABLE t (a VARCHAR(10) COLLATE utf8mb4_0900_ai_ci);",
    "ENGINE_ATTRIBUTE": "CREATE TABLE t1 (c1 INT) ENGINE_ATTRIBUTE='{\"key\":\"value\"}';",
    "invisible index": "CREATE TABLE t1 (i INT, j INT, k INT, INDEX i_idx (i) INVISIBLE) ENGINE = InnoDB;",
    "ALTER INDEX … VISIBLE": "CREATE TABLE t1 (i INT, INDEX i_idx (i));\nALTER TABLE t1 ALTER INDEX i_idx VISIBLE;",
    "AUTOEXTEND_SIZE": "CREATE TABLE t1 (c1 INT) AUTOEXTEND_SIZE = 4M;",
    "COMPRESSION": "CREATE TABLE t1 (c1 INT) COMPRESSION='zlib';",
    "COLUMN_FORMAT": "CREATE TABLE t1 (c1 INT COLUMN_FORMAT FIXED, c2 INT STORAGE DISK);",
    # MySQL 8.0's invisible-columns page, and ALTER TABLE's column_definition (create-table.html)
    "VISIBLE column": "CREATE TABLE t1 (i INT, j DATE INVISIBLE) ENGINE = InnoDB;\n"
                      "ALTER TABLE t1 CHANGE COLUMN j j DATE VISIBLE;",
    "ADD COLUMN … VISIBLE": "CREATE TABLE t1 (i INT);\nALTER TABLE t1 ADD COLUMN status VARCHAR(10) VISIBLE;",
    "MODIFY … STORAGE MEMORY": "CREATE TABLE t1 (c1 INT, c2 INT);\nALTER TABLE t1 MODIFY c2 INT STORAGE MEMORY;",
    "GEOMCOLLECTION": "CREATE TABLE geom (g GEOMCOLLECTION);",
    "ADD … COLUMN_FORMAT": "CREATE TABLE t1 (c1 INT);\nALTER TABLE t1 ADD COLUMN c2 INT COLUMN_FORMAT DYNAMIC;",
    "SECONDARY_ENGINE_ATTRIBUTE": "CREATE TABLE t1 (c1 INT) SECONDARY_ENGINE_ATTRIBUTE='{\"key\":\"value\"}';",
    "ENCRYPTION table option": "CREATE TABLE t1 (c1 INT) ENCRYPTION = 'Y';",
    "ENCRYPTION after a comma": "CREATE TABLE t1 (c1 INT) ENGINE=InnoDB, ENCRYPTION='Y';",
    "COMPRESSION after a comma": "CREATE TABLE t1 (c1 INT) ENGINE=InnoDB, COMPRESSION='zlib';",
    "utf8mb4_0900_ai_ci for a database": "CREATE DATABASE IF NOT EXISTS abc CHARACTER SET utf8mb4 COLLATE utf8mb4_0900_ai_ci;",
}
# MariaDB knowledge-base examples of what MySQL 8.0 / 8.4's grammar has no place for
MARIADB_ONLY = {
    "ADD COLUMN IF NOT EXISTS": "CREATE TABLE t (a INT);\nALTER TABLE t ADD COLUMN IF NOT EXISTS b INT;",
    "DROP COLUMN IF EXISTS": "CREATE TABLE t (a INT, b INT);\nALTER TABLE t DROP COLUMN IF EXISTS b;",
    "CREATE INDEX IF NOT EXISTS": "CREATE TABLE t (a INT);\nCREATE INDEX IF NOT EXISTS i ON t (a);",
    "COMPRESSED column": "CREATE TABLE cmp (i TEXT COMPRESSED);",
    "system versioning": "CREATE TABLE t (x INT) WITH SYSTEM VERSIONING;",
    "WAIT n": "CREATE TABLE t (a INT);\nALTER TABLE t WAIT 5 ADD COLUMN b INT;",
    "INET6": "CREATE TABLE t (a INET6);",
    "UUID": "CREATE TABLE t (u UUID);",
    "IGNORED index": "CREATE TABLE t (a INT, KEY k (a) IGNORED);",
}


@pytest.mark.parametrize("sql", MYSQL_ONLY.values(), ids=MYSQL_ONLY.keys())
def test_a_mariadb_profile_refuses_mysql_only_syntax(sql):
    line = sql.count("\n") + 1
    found = [f for f in lint_sql(sql, MARIADB) if f.code == "SL001"]
    assert [(f.span.line, f.message.split(":")[0]) for f in found] == [
        (line, found[0].message.split(":")[0] if found else "")]
    assert found[0].message.startswith("MariaDB 10.11.19 refuses ")
    assert [f for f in lint_sql(sql, MYSQL) if f.severity == "error"] == []
    assert [f for f in lint_sql(sql) if f.severity == "error"] == []  # the default profile: the union


def test_a_version_refusal_is_the_one_finding_at_its_word():
    """One cause, one finding: MariaDB refuses `a INT VISIBLE` at VISIBLE; schemalint's parse
    also stops there, and that failure is not a second SL001 at the same place."""
    found = [f for f in lint_sql("CREATE TABLE t (a INT VISIBLE, b INT);", MARIADB) if f.code == "SL001"]
    assert [(f.span.line, f.span.column) for f in found] == [(1, 23)]
    assert found[0].message.startswith("MariaDB 10.11.19 refuses the VISIBLE column attribute")


@pytest.mark.parametrize("sql", MARIADB_ONLY.values(), ids=MARIADB_ONLY.keys())
def test_a_mysql_profile_refuses_mariadb_only_syntax(sql):
    line = sql.count("\n") + 1
    found = [f for f in lint_sql(sql, MYSQL) if f.code == "SL001"]
    assert [f.span.line for f in found] == [line]
    assert found[0].message.startswith("MySQL 8.0.40 refuses ")
    assert [f for f in lint_sql(sql, MARIADB) if f.severity == "error"] == []
    assert [f for f in lint_sql(sql) if f.severity == "error"] == []


def test_a_version_that_has_the_feature_accepts_it():
    sql = MYSQL_ONLY["utf8mb4_0900_ai_ci"]
    assert [f.code for f in lint_sql(sql, '[server]\nversion = "11.4.5-MariaDB"\n') if f.code == "SL001"] == []
    assert [f.code for f in lint_sql(sql, '[server]\nversion = "11.4.4-MariaDB"\n') if f.code == "SL001"] == ["SL001"]


def test_every_feature_names_its_manual_pages():
    from schemalint.read.server_grammar import FEATURES

    for feature in FEATURES:
        assert feature.mysql is not None or feature.mariadb is not None, feature.name
        assert feature.sources and all(s.startswith("https://") for s in feature.sources), feature.name
        assert any("dev.mysql.com" in s for s in feature.sources), feature.name


# -- the two kinds of "no" ---------------------------------------------------------------------------
def test_what_the_server_accepts_but_schemalint_cannot_read_is_sl009_info():
    # (MariaDB's DROP TABLE … WAIT n: its grammar takes it)
    sql = "CREATE TABLE sessions (id BIGINT NOT NULL PRIMARY KEY);\nDROP TABLE sessions WAIT 30;"
    result = lint_result(sql, MARIADB)
    found = [(f.code, f.severity, f.span.line) for f in result.findings if f.code in ("SL001", "SL009")]
    assert found == [("SL009", "info", 2)]
    message = next(f.message for f in result.findings if f.code == "SL009")
    assert "`WAIT 30`" in message and "the model stays as it was before it" in message
    assert result.model.find_table("sessions") is not None


def test_drop_table_nowait_is_read_by_its_grammar_not_refused():
    # (sql_yacc.yy drop: … table_list opt_lock_wait_timeout opt_restrict; it was SL001 before)
    result = lint_result("CREATE TABLE t (a INT);\nDROP TABLE t NOWAIT;\nDROP TABLE IF EXISTS a.b, c WAIT 3 RESTRICT;", MARIADB)
    assert [(f.code, f.severity, f.span.line) for f in result.findings if f.code in ("SL001", "SL009")] == [
        ("SL009", "info", 2), ("SL009", "info", 3)]


def test_a_generated_column_after_its_attributes_is_read():
    # (a ZEROFILL before AS: MariaDB's grammar takes it, the knowledge base's own example; it was SL009)
    sql = ("CREATE TABLE rooms (\n  room INT NOT NULL,\n  checkin DATE, checkout DATE,\n"
           "  nights INT ZEROFILL AS (checkout - checkin) VIRTUAL,\n  UNIQUE (room, checkin)\n);")
    result = lint_result(sql, MARIADB)
    assert [f.code for f in result.findings if f.code in ("SL001", "SL009")] == []
    nights = result.model.find_table("rooms").column("nights")
    assert (nights.generated, nights.generated_stored, nights.zerofill) == ("(checkout - checkin)", False, True)


@pytest.mark.parametrize("sql, code", [
    ("CREATE TABLE t (a INT b INT);", "SL001"),  # a missing comma: a name where the grammar wants a keyword
    ("CREATE TABLE t (a INT) ENGINE=InnoDB FOO BAR;", "SL001"),  # words no server knows
    ("CREATE TABLE t (a INT[]);", "SL001"),
    ("CREATE TABLE t (a INT);\nDROP TABLE t WAIT 5;", "SL009"),  # MariaDB accepts it: our gap
])
def test_refused_and_not_understood_are_told_apart(sql, code):
    assert [f.code for f in lint_sql(sql, MARIADB) if f.code in ("SL001", "SL009")] == [code]


# -- the model as MariaDB stores it ------------------------------------------------------------------
def test_model_matches_mariadb():
    sql = ("CREATE TABLE p (id INT PRIMARY KEY);\n"
           "CREATE TABLE c (id INT PRIMARY KEY UNIQUE, pid INT REFERENCES p(id), e VARCHAR(255) COLLATE binary,"
           " j JSON, s SERIAL, t TEXT(65535), m ENUM('x  ', 'y ', 0x41));")
    table = lint_result(sql, MARIADB).model.find_table("c")
    assert [(i.name, i.kind, i.columns) for i in table.indexes] == [
        ("PRIMARY", "PRIMARY", ["id"]), ("s", "UNIQUE", ["s"]), ("pid", "INDEX", ["pid"])]
    assert [(k.columns, k.ref_table, k.ref_columns) for k in table.foreign_keys] == [(["pid"], "p", ["id"])]
    assert [(c.name, c.data_type, c.length, c.charset) for c in table.columns if c.name in "ejtm"] == [
        ("e", "VARBINARY", 255, None), ("j", "JSON", None, None), ("t", "MEDIUMTEXT", None, "utf8mb4"),
        ("m", "ENUM", None, "utf8mb4")]
    assert table.column("m").values == ("x", "y", "A")
    mysql = lint_result(sql, MYSQL).model.find_table("c")  # MySQL 8.0 ignores a column's REFERENCES
    assert mysql.foreign_keys == [] and mysql.column("j").data_type == "JSON"


# -- the verdicts on the suite's MariaDB 10.11 ------------------------------------------------------------
def _runs(mariadb, sql: str) -> int:
    conn = mariadb.connect(autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute("DROP DATABASE IF EXISTS sl_grammar")
            cur.execute("CREATE DATABASE sl_grammar CHARACTER SET utf8mb4")
            cur.execute("USE sl_grammar")
            statements, _ = split(decode(sql.encode(), "case.sql"), 101119, True)
            for statement in statements:
                try:
                    cur.execute(statement.text)
                except pymysql.MySQLError as exc:
                    return exc.args[0]
            return 0
    finally:
        with conn.cursor() as cur:
            cur.execute("DROP DATABASE IF EXISTS sl_grammar")
        conn.close()


@pytest.mark.live
def test_the_verdicts_are_mariadbs(mariadb):
    verdicts = {name: _runs(mariadb, sql) for name, sql in {**ACCEPTED, **MARIADB_ONLY}.items()}
    assert {name: errno for name, errno in verdicts.items() if errno} == {}
    assert {name: _runs(mariadb, sql) for name, (sql, _) in REFUSED.items()} == {
        name: errno for name, (_, errno) in REFUSED.items()}
    refused = {name: _runs(mariadb, sql) for name, sql in MYSQL_ONLY.items()}
    assert {name for name, errno in refused.items() if errno == 0} == set()
