"""SL001: every statement the server refuses as a syntax error is reported at its line, a file
with no SQL says so, and what the server accepts but schemalint does not model stays silent.
A CREATE TABLE that does not parse is still modelled from the definitions that do.
(tests/test_syntax_on_mariadb.py checks the same verdicts against the server itself.)"""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, lint_sql, table_of


def _sl001(sql: str, path: str = "t.sql") -> list[tuple[int, int, str]]:
    return [(f.span.line, f.span.column, f.message) for f in lint_sql(sql, path=path) if f.code == "SL001"]


def _where(sql: str) -> list[tuple[int, int]]:
    return [(line, column) for line, column, _ in _sl001(sql)]


# -- the examples of the issue ----------------------------------------------------------------

ISSUE = (
    "CREATE TABLE users (id INT PRIMARY KEY);\n"       # 1
    "CREAT TABLE z (a INT);\n"                         # 2
    "DROP TABEL users;\n"                              # 3
    "CREATE TABLE t (id INT PRIMARY KEY);\n"           # 4
    "ALTER TABLE t ADD COLUMN x INT, ALGORITM=INSTANT;\n"  # 5
    "CREATE TABLE z (a INT PRIMARY KEY,, b INT);\n"    # 6
    "GRANT SELECT ON *.* TO u;\n"                      # 7
    "INSERT INTO t VALUES (1);\n"                      # 8
    "CREATE VIEW v AS SELECT 1;\n"                     # 9
    "SET NAMES utf8mb4;\n"                             # 10
)


def test_the_issue_examples_are_sl001_at_their_lines():
    assert _sl001(ISSUE) == [
        (2, 1, "no SQL statement begins with CREAT (did you mean CREATE?): `CREAT TABLE z (a INT)`"),
        (3, 6, "DROP TABEL is not a statement MySQL knows (did you mean DROP TABLE?)"),
        (5, 33, "cannot parse ALTER TABLE: unknown option ALGORITM (did you mean ALGORITHM?): MySQL and MariaDB refuse it"),
        (6, 34, "cannot parse CREATE TABLE: empty item in a list (a comma too many); "
                "the table is modelled without an empty definition"),
    ]


def test_a_refused_alter_changes_nothing():
    model = lint_result(ISSUE).model
    assert [c.name for c in model.find_table("t").columns] == ["id"]
    assert [c.name for c in model.find_table("users").columns] == ["id"]  # DROP TABEL dropped nothing


def test_a_file_of_prose_says_no_sql_was_found():
    assert _sl001("This file describes the schema.\nIt has two tables.\n", path="prose.sql") == [
        (1, 1, "no SQL statement found in prose.sql: its text begins with no SQL keyword "
               "(line 1: `This file describes the schema. It has…`)")]
    assert _sl001("Tables:\n- users; the accounts\n- orders; what they bought\n", path="notes.sql") == [
        (1, 1, "no SQL statement found in notes.sql: none of its 3 pieces of text (split at `;`) begins with "
               "an SQL keyword (line 1: `Tables: - users`)")]


@pytest.mark.parametrize("sql", ["If you change this file, run the tests;", "For details see the wiki;",
                                 "Table users holds the accounts;", "Loop over the tables below;"])
def test_prose_that_begins_with_a_keyword_of_a_short_statement_is_sl001(sql):
    assert [(line, column) for line, column, _ in _sl001(f"CREATE TABLE a (id INT PRIMARY KEY);\n{sql}")] == [(2, 1)]


@pytest.mark.parametrize("sql", ["DELIMITER //\nIF @a THEN SELECT 1; END IF//\nDELIMITER ;",
                                 "DELIMITER //\nREPEAT SET @x = 1; UNTIL 1 END REPEAT//\nDELIMITER ;",
                                 "TABLE t;", "TABLE t ORDER BY id LIMIT 2;"])
def test_compound_statements_and_table_statements_are_silent(sql):
    assert _sl001(f"CREATE TABLE t (id INT PRIMARY KEY);\n{sql}") == []


def test_an_empty_or_comment_only_file_is_not_prose():
    assert _sl001("") == []
    assert _sl001("-- nothing yet\n/* a placeholder migration */\n") == []


def test_prose_among_sql_is_one_finding_per_piece():
    sql = "CREATE TABLE a (id INT PRIMARY KEY);\nRemember to add the index later;\nCREATE TABLE b (id INT PRIMARY KEY);\n"
    assert _sl001(sql) == [(2, 1, "no SQL statement begins with REMEMBER: `Remember to add the index later`")]


@pytest.mark.parametrize("sql, line, column", [
    ("CREATE TABLE z (a INT);\nINSERT INTO z VALUES ('abc);\nCREATE TABLE y (b INT);\n", 2, 23),
    ("CREATE TABLE z (a INT COMMENT 'it''s);\nCREATE TABLE y (b INT);\n", 1, 31),
    ("CREATE TABLE `z (a INT);\n", 1, 14),
    ("CREATE TABLE z (a INT);\nSELECT 1 /* never closed;\n", 2, 10),
])
def test_an_unterminated_quote_or_comment_is_reported_where_it_opens(sql, line, column):
    found = _sl001(sql)
    assert [(f[0], f[1]) for f in found] == [(line, column)]
    assert "never closed, so the rest of the file is read as part of it" in found[0][2]


@pytest.mark.parametrize("sql", [
    "GRANT SELECT, INSERT ON db.* TO 'app'@'%';",
    "REVOKE ALL PRIVILEGES ON *.* FROM 'app'@'%';",
    "INSERT INTO t (a) VALUES (1), (2) ON DUPLICATE KEY UPDATE a = VALUES(a);",
    "CREATE OR REPLACE ALGORITHM=MERGE DEFINER=`root`@`localhost` SQL SECURITY INVOKER VIEW v AS SELECT 1;",
    "DELIMITER ;;\nCREATE DEFINER=CURRENT_USER TRIGGER trg BEFORE INSERT ON t FOR EACH ROW BEGIN\n"
    "  SET NEW.a = 1;\nEND ;;\nDELIMITER ;\n",
    "DELIMITER $$\nCREATE PROCEDURE p() BEGIN SELECT 1; END$$\nDELIMITER ;\n",
    "CREATE FUNCTION f(x INT) RETURNS INT DETERMINISTIC RETURN x;",
    "CREATE EVENT e ON SCHEDULE EVERY 1 DAY DO DELETE FROM t WHERE a < 0;",
    "CREATE USER 'app'@'%' IDENTIFIED BY 'x';",
    "SET @a := 1, @@session.sql_mode = 'STRICT_ALL_TABLES';",
    "SET PASSWORD FOR 'app'@'%' = PASSWORD('x');",
    "SET STATEMENT max_statement_time = 10 FOR SELECT 1;",
    "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;\n/*!40014 SET FOREIGN_KEY_CHECKS=0 */;",
    "LOCK TABLES t WRITE;\nUNLOCK TABLES;",
    "START TRANSACTION;\nCOMMIT;",
    "ANALYZE TABLE t;\nOPTIMIZE TABLE t;\nTRUNCATE TABLE t;",
    "CALL p();\nDO 1;\nHANDLER t OPEN;",
    "LOAD DATA INFILE 'x.csv' INTO TABLE t;",
    "PREPARE s FROM 'SELECT 1';\nEXECUTE s;\nDEALLOCATE PREPARE s;",
    "RENAME USER a TO b;\nFLUSH PRIVILEGES;\nKILL 12;\nSHOW TABLES;\nEXPLAIN SELECT 1;",
    "/*!999999 not for this server */;",
    "(SELECT 1) UNION (SELECT 2);",
])
def test_statements_the_server_accepts_are_silent(sql):
    assert _sl001(sql) == []


# -- what sqlglot accepts and the server does not -------------------------------------------

@pytest.mark.parametrize("sql, where, message", [
    ("CREATE TABLE z (a INT, b INT,);", (1, 29), "empty item in a list"),
    ("CREATE TABLE z (a INT, KEY k (a,, b));", (1, 32), "empty item in a list"),
    ("CREATE TABLE z (a INT, PRIMAY KEY (a));", (1, 24), "`PRIMAY` is not a keyword MySQL knows here"),
    ("CREATE TABLE z (a INT, KEY k ());", (1, 28), "a key needs at least one column"),
    ("CREATE TABLE z ();", (1, 1), "a table needs at least one column"),
    ("CREATE TABLE z (a INT) ENGIN=InnoDB;", (1, 24), "unknown option ENGIN (did you mean ENGINE?)"),
    ("CREATE TABLE z (a INT) TYPE=MyISAM;", (1, 24), "unknown option TYPE"),
    ("CREATE TABLE t (a INT);\nALTER TABLE t DROP FOREING KEY fk;", (2, 20),
     "`DROP FOREING KEY fk` is not an ALTER TABLE clause schemalint knows"),
    ("CREATE TABLE t (a INT);\nDROP INDEX a;", (2, 13), "the statement ends after `a`: DROP INDEX name ON table"),
    ("CREATE TABLE z (a INT) PARTITION BY HASH (a) PARTITIONS;", (1, 46), "Expecting a number"),
    ("CREATE TABLE z (a INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THEN (10));", (1, 61),
     "Unexpected VALUES in the definition of a partition"),
    ("RENAME TABLE t TO t2,;", (1, 22), "RENAME TABLE names the table it renames, and the statement ends before it"),
])
def test_what_sqlglot_lets_through_is_sl001(sql, where, message):
    found = _sl001(sql)
    assert [(f[0], f[1]) for f in found] == [where], found
    assert message in found[0][2]


def test_messages_name_the_token_not_its_repr():
    assert _sl001("DROP TABLE;") == [(1, 11, "cannot parse DROP TABLE: DROP TABLE names its tables, and the statement ends before them")]


# -- a CREATE TABLE that does not parse is modelled from what does -------------------------------

BROKEN = """CREATE TABLE w (
  id INT NOT NULL,
  a INT NOT NUL,
  b VARCHAR(10),
  KEY kb (b)
) ENGINE=InnoDB;
"""


def test_an_unparseable_create_table_is_modelled_without_the_broken_part():
    result = lint_result(BROKEN)
    assert [(f.span.line, f.span.column, f.message) for f in result.findings if f.code == "SL001"] == [
        (3, 9, "cannot parse CREATE TABLE: Expecting ); the table is modelled without `NOT NUL` (line 3, the rest "
               "of a column's definition)")]
    table = result.model.find_table("w")
    assert [(c.name, c.data_type, c.nullable) for c in table.columns] == [("id", "INT", False), ("a", "INT", True),
                                                                           ("b", "VARCHAR", True)]
    assert [(i.name, i.columns) for i in table.indexes] == [("kb", ["b"])]
    assert table.options.engine.upper() == "INNODB"
    # the table gets the other rules: no primary key
    assert [(f.code, f.span.line) for f in result.findings if f.code == "SL103"] == [("SL103", 1)]


def test_a_column_that_does_not_parse_at_all_takes_its_keys_with_it():
    sql = "CREATE TABLE w (\n  id 123,\n  v INT,\n  PRIMARY KEY (id),\n  KEY kv (v)\n);"
    result = lint_result(sql)
    assert [(f.span.line, f.message) for f in result.findings if f.code in ("SL001", "SL012")] == [
        (2, "cannot parse CREATE TABLE: Expecting ); the table is modelled without `id 123` (line 2), "
            "`PRIMARY KEY (id)` (line 4, on a column left out)")]
    table = result.model.find_table("w")
    assert [c.name for c in table.columns] == ["v"] and [i.name for i in table.indexes] == ["kv"]


def test_unreadable_table_options_are_said_to_be_skipped():
    found = _sl001("CREATE TABLE w (id INT PRIMARY KEY, v INT) ENGINE=InnoDB ROW_FORMT=DYNAMIC;")
    assert found == [(1, 58, "cannot parse CREATE TABLE: unknown option ROW_FORMT (did you mean ROW_FORMAT?): MySQL and "
                             "MariaDB refuse it; the table is modelled without the table options "
                             "`ENGINE=InnoDB ROW_FORMT=DYNAMIC`")]
    assert [c.name for c in table_of("CREATE TABLE w (id INT PRIMARY KEY, v INT) ROW_FORMT=DYNAMIC;").columns] == ["id", "v"]


def test_a_create_table_with_no_readable_column_is_not_modelled():
    result = lint_result("CREATE TABLE w (id 123);")
    assert list(result.model.tables()) == []
    assert [f.code for f in result.findings] == ["SL001"]


# -- valid MySQL that failed to parse (issue: SL001 on valid MySQL) ---------------------------------

def test_primary_key_using_btree_before_the_columns():
    for sql in ("CREATE TABLE z (id INT NOT NULL, PRIMARY KEY USING BTREE (id));",
                "CREATE TABLE z (id INT NOT NULL, CONSTRAINT pk PRIMARY KEY USING HASH (id));",
                "CREATE TABLE z (id INT NOT NULL);\nALTER TABLE z ADD PRIMARY KEY USING BTREE (id);"):
        assert _sl001(sql) == []
        assert table_of(sql).primary_key.columns == ["id"]


def test_float_unsigned():
    table = table_of("CREATE TABLE z (f FLOAT UNSIGNED, g FLOAT(7,4) UNSIGNED ZEROFILL NOT NULL, d DOUBLE UNSIGNED);")
    assert [(c.name, c.data_type, c.unsigned, c.zerofill, c.nullable, c.precision, c.scale) for c in table.columns] == [
        ("f", "FLOAT", True, False, True, None, None),
        ("g", "FLOAT", True, True, False, 7, 4),
        ("d", "DOUBLE", True, False, True, None, None),
    ]


def test_serial_and_serial_default_value():
    serial = table_of("CREATE TABLE z (id SERIAL, v INT);")
    column = serial.column("id")
    assert (column.data_type, column.unsigned, column.nullable, column.auto_increment) == ("BIGINT", True, False, True)
    assert [(i.kind, i.columns) for i in serial.indexes] == [("UNIQUE", ["id"])]
    attribute = table_of("CREATE TABLE z (id INT SERIAL DEFAULT VALUE, v INT);")
    column = attribute.column("id")
    assert (column.data_type, column.unsigned, column.nullable, column.auto_increment) == ("INT", False, False, True)
    assert [(i.kind, i.columns) for i in attribute.indexes] == [("UNIQUE", ["id"])]
    assert _sl001("CREATE TABLE z (id SERIAL, v INT);\nCREATE TABLE y (id INT SERIAL DEFAULT VALUE);") == []
    assert _where("CREATE TABLE z (a INT SERIAL);") == [(1, 23)]  # SERIAL alone is not an attribute


@pytest.mark.parametrize("sql, tables", [
    ("CREATE TABLE u (id INT PRIMARY KEY, a INT);\nALTER TABLE u RENAME AS u2;", ["u2"]),
    ("CREATE TABLE u (id INT PRIMARY KEY, a INT);\nRENAME TABLES u TO u3;", ["u3"]),
    ("CREATE TABLE u (id INT PRIMARY KEY);\nCREATE TABLE w (id INT PRIMARY KEY);\nDROP TABLES u;", ["w"]),
    ("CREATE TABLE u (id INT PRIMARY KEY, a INT);\nALTER TABLE u ADD CHECK (a > 0);", ["u"]),
    ("CREATE TABLE v (id INT PRIMARY KEY) WITH SYSTEM VERSIONING;", ["v"]),
    ("CREATE TABLE v (id INT PRIMARY KEY);\nALTER TABLE v ADD SYSTEM VERSIONING;\nALTER TABLE v DROP SYSTEM VERSIONING;",
     ["v"]),
    ("CREATE TABLE m (id INT, a INT) ENGINE=MERGE UNION=(u) INSERT_METHOD=LAST;", ["m"]),
    ("CREATE TABLE d (a INT) ENGINE=MyISAM DATA DIRECTORY='/tmp' INDEX DIRECTORY = '/tmp';", ["d"]),
])
def test_valid_table_options_and_alter_forms_are_read(sql, tables):
    result = lint_result(sql)
    assert [f.message for f in result.findings if f.code == "SL001"] == []
    assert sorted(t.name for t in result.model.tables()) == tables


@pytest.mark.parametrize("type_name", ["STRING", "VARCHAR2(10)", "NUMBER(10,2)", "CLOB", "INT64", "BYTEA", "TIMESTAMPTZ",
                                       "UINT", "JSONB"])
def test_another_databases_type_names_are_sl001(type_name):
    word = type_name.split("(")[0]
    assert _sl001(f"CREATE TABLE z (id INT PRIMARY KEY,\n  a {type_name});") == [
        (2, 3, f"column a: unknown data type {word} (MySQL rejects it)")]


def test_mariadb_persistent_generated_columns_are_stored():
    table = table_of("CREATE TABLE t (a INT, b INT AS (a + 1) PERSISTENT, c INT GENERATED ALWAYS AS (a) PERSISTENT NOT NULL,"
                     " d INT AS (a) VIRTUAL);")
    assert [(c.name, c.generated, c.generated_stored) for c in table.columns] == [
        ("a", None, False), ("b", "(a + 1)", True), ("c", "a", True), ("d", "(a)", False)]
