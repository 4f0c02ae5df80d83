"""source.py: splitting files into statements with exact spans, the way the `mysql` client does.

Spans are 1-based (line, column) with an exclusive end: (line, column, end_line, end_column).
"""

from __future__ import annotations

import pytest

from schemalint.read.source import classify, decode, split
from tests.helpers import at, codes, lint_result, lint_sql, table_of


def stmts(sql, **kwargs):
    """[(kind, (line, col, end_line, end_col), text)] for each statement of `sql`."""
    data = sql if isinstance(sql, bytes) else sql.encode("utf-8")
    statements, _ = split(decode(data, "t.sql"), **kwargs)
    out = []
    for s in statements:
        sp = s.span
        out.append((s.kind, (sp.line, sp.column, sp.end_line, sp.end_column), s.text))
    return out


def kinds(sql, **kwargs):
    return [k for k, _, _ in stmts(sql, **kwargs)]


# -- spans -------------------------------------------------------------------------------
def test_spans_of_simple_statements():
    sql = "CREATE TABLE a (id INT);\n  CREATE TABLE b (x INT);  \nSELECT 1"
    assert stmts(sql) == [
        ("CREATE TABLE", (1, 1, 1, 24), "CREATE TABLE a (id INT)"),
        ("CREATE TABLE", (2, 3, 2, 25), "CREATE TABLE b (x INT)"),
        ("SELECT", (3, 1, 3, 9), "SELECT 1"),  # the last statement needs no delimiter
    ]


def test_span_of_a_multiline_statement_ends_after_its_last_character():
    sql = "\n\n-- header\nCREATE TABLE t (\n  id INT\n)  ;\n"
    assert stmts(sql) == [("CREATE TABLE", (4, 1, 6, 2), "CREATE TABLE t (\n  id INT\n)")]


def test_several_statements_on_one_line():
    assert [span for _, span, _ in stmts("SELECT 1;SELECT 22; SELECT 333;")] == [
        (1, 1, 1, 9), (1, 10, 1, 19), (1, 21, 1, 31)]


def test_statement_index_and_line():
    statements, _ = split(decode(b"SELECT 1;\n\nSELECT 2;", "t.sql"))
    assert [(s.index, s.line, s.path) for s in statements] == [(0, 1, "t.sql"), (1, 3, "t.sql")]


def test_span_at_maps_offsets_inside_a_statement_to_the_file():
    statements, _ = split(decode(b"-- x\n  CREATE TABLE t (\n    id INT\n  );", "t.sql"))
    stmt = statements[0]
    offset = stmt.text.index("id INT")
    span = stmt.span_at(offset, offset + len("id INT"))
    assert (span.line, span.column, span.end_line, span.end_column) == (3, 5, 3, 11)


def test_columns_count_characters_not_bytes():
    sql = "SELECT 'é€'; SELECT 2;"
    assert [span for _, span, _ in stmts(sql)] == [(1, 1, 1, 12), (1, 14, 1, 22)]


# -- DELIMITER ---------------------------------------------------------------------------
def test_delimiter_double_semicolon_with_a_trigger():
    sql = (
        "DELIMITER ;;\n"
        "CREATE TRIGGER t BEFORE INSERT ON a FOR EACH ROW BEGIN SET NEW.x = 1; SET NEW.y = 2; END;;\n"
        "DELIMITER ;\n"
        "CREATE TABLE a (x INT, y INT);\n"
    )
    assert stmts(sql) == [
        ("CREATE TRIGGER", (2, 1, 2, 89),
         "CREATE TRIGGER t BEFORE INSERT ON a FOR EACH ROW BEGIN SET NEW.x = 1; SET NEW.y = 2; END"),
        ("CREATE TABLE", (4, 1, 4, 30), "CREATE TABLE a (x INT, y INT)"),
    ]


def test_delimiter_dollars_with_a_procedure_and_back():
    sql = (
        "delimiter $$\n"
        "CREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n  SELECT 2;\nEND$$\n"
        "delimiter ;\n"
        "SELECT 3;\n"
    )
    assert stmts(sql) == [
        ("CREATE PROCEDURE", (2, 1, 6, 4), "CREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n  SELECT 2;\nEND"),
        ("SELECT", (8, 1, 8, 9), "SELECT 3"),
    ]


def test_delimiter_inside_a_string_does_not_end_the_statement():
    sql = "DELIMITER //\nCREATE PROCEDURE p() BEGIN SELECT '//'; END //\nDELIMITER ;\nSELECT 1;"
    assert kinds(sql) == ["CREATE PROCEDURE", "SELECT"]
    assert stmts(sql)[0][2] == "CREATE PROCEDURE p() BEGIN SELECT '//'; END"


def test_mysqldump_trigger_in_executable_comments_and_delimiter():
    sql = (
        "DELIMITER ;;\n"
        "/*!50003 CREATE*/ /*!50017 DEFINER=`root`@`localhost`*/ /*!50003 TRIGGER t BEFORE INSERT ON a "
        "FOR EACH ROW SET NEW.x = 1 */;;\n"
        "DELIMITER ;\n"
        "SELECT 1;\n"
    )
    assert kinds(sql) == ["CREATE TRIGGER", "SELECT"]
    (kind, span, _), _ = stmts(sql)
    assert span[:2] == (2, 10)  # the first real character after the blanked `/*!50003` marker


# -- mysqldump framing -------------------------------------------------------------------
DUMP = """\
-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;

--
-- Table structure for table `orders`
--

DROP TABLE IF EXISTS `orders`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
CREATE TABLE `orders` (
  `id` bigint NOT NULL AUTO_INCREMENT,
  `note` varchar(20) DEFAULT 'a;b',
  PRIMARY KEY (`id`)
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

LOCK TABLES `orders` WRITE;
/*!40000 ALTER TABLE `orders` DISABLE KEYS */;
INSERT INTO `orders` VALUES (1,'x;y'),(2,'it\\'s');
/*!40000 ALTER TABLE `orders` ENABLE KEYS */;
UNLOCK TABLES;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
"""


def test_mysqldump_framing_statement_kinds():
    assert kinds(DUMP) == [
        "SET", "SET", "SET", "DROP TABLE", "SET", "CREATE TABLE", "SET", "LOCK TABLES",
        "ALTER TABLE", "INSERT", "ALTER TABLE", "UNLOCK TABLES", "SET",
    ]


def test_mysqldump_spans():
    out = stmts(DUMP)
    assert out[0][1] == (2, 10, 2, 62)  # `SET …` inside /*!40101 … */, marker blanked
    assert out[3] == ("DROP TABLE", (10, 1, 10, 30), "DROP TABLE IF EXISTS `orders`")
    assert out[5][1] == (12, 1, 16, 84)
    assert out[9][1] == (21, 1, 21, 50)


def test_mysqldump_models_its_table():
    result = lint_result(DUMP)
    assert result.loaded.create_tables == 1 and result.loaded.tables_modelled == 1
    assert [t.name for t in result.model.tables()] == ["orders"]
    assert [c for c in codes(result.findings) if c in ("SL001", "SL002", "SL003", "SL004")] == []


# -- executable comments -----------------------------------------------------------------
PARTITIONED = """CREATE TABLE p (
  id INT NOT NULL,
  PRIMARY KEY (id)
)
/*!50100 PARTITION BY RANGE (id)
(PARTITION p0 VALUES LESS THAN (10) ENGINE = InnoDB,
 PARTITION p1 VALUES LESS THAN MAXVALUE ENGINE = InnoDB) */;
"""


def test_executable_comment_body_is_kept_and_its_markers_blanked():
    ((kind, span, text),) = stmts(PARTITIONED)
    assert kind == "CREATE TABLE"
    assert span == (1, 1, 7, 57)
    assert "PARTITION BY RANGE (id)" in text
    assert "/*!50100" not in text and "*/" not in text
    assert len(text) == len(PARTITIONED.rstrip().rstrip(";").rstrip("*/").rstrip())  # offsets preserved


def test_executable_comment_partitioning_reaches_the_model():
    table = table_of(PARTITIONED)
    assert table.partitioning is not None
    assert table.partitioning.method == "RANGE"
    assert [p.name for p in table.partitioning.partitions] == ["p0", "p1"]


def test_executable_comment_for_a_newer_server_does_not_run():
    sql = "CREATE TABLE p (id INT NOT NULL PRIMARY KEY) /*!90000 PARTITION BY HASH (id) PARTITIONS 4 */;"
    assert stmts(sql) == [("CREATE TABLE", (1, 1, 1, 45), "CREATE TABLE p (id INT NOT NULL PRIMARY KEY)")]
    assert table_of(sql).partitioning is None


def test_executable_comment_version_is_compared_with_the_server_version():
    sql = "CREATE TABLE p (id INT) /*!80041 COMMENT 'x' */;"
    assert "COMMENT" not in stmts(sql, server_version=80040)[0][2]
    assert "COMMENT 'x'" in stmts(sql, server_version=80041)[0][2]
    assert "COMMENT 'x'" in stmts(sql.replace("80041", "80040"), server_version=80040)[0][2]


def test_executable_comment_without_a_version_always_runs():
    assert stmts("SELECT 1 /*! + 1 */;")[0][2].split() == ["SELECT", "1", "+", "1"]


def test_mariadb_executable_comment_runs_only_on_mariadb():
    sql = "CREATE TABLE p (id INT NOT NULL PRIMARY KEY) /*M!100100 PARTITION BY HASH (id) PARTITIONS 4 */;"
    assert "PARTITION" not in stmts(sql)[0][2]
    assert "PARTITION" not in stmts(sql, server_version=100500, mariadb=False)[0][2]
    assert "PARTITION BY HASH (id) PARTITIONS 4" in stmts(sql, server_version=100500, mariadb=True)[0][2]
    assert "PARTITION" not in stmts(sql, server_version=100000, mariadb=True)[0][2]


def test_mariadb_version_in_config_runs_mariadb_comments():
    sql = "CREATE TABLE p (id INT NOT NULL PRIMARY KEY) /*M!100100 PARTITION BY HASH (id) PARTITIONS 4 */;"
    assert lint_result(sql).model.find_table("p").partitioning is None
    mariadb = lint_result(sql, '[server]\nversion = "10.11.6-MariaDB"\n')
    assert mariadb.model.find_table("p").partitioning.count == 4


def test_create_view_from_mysqldump_executable_comments():
    sql = ("/*!50001 CREATE ALGORITHM=UNDEFINED */\n/*!50013 DEFINER=`root`@`localhost` SQL SECURITY DEFINER */\n"
           "/*!50001 VIEW `v` AS select 1 AS `1` */;\nSELECT 2;")
    assert [(k, s) for k, s, _ in stmts(sql)] == [("CREATE VIEW", (1, 10, 3, 37)), ("SELECT", (4, 1, 4, 9))]


# -- quotes and comments -----------------------------------------------------------------
@pytest.mark.parametrize("sql, first", [
    ("SELECT 'x;y'; SELECT 2;", "SELECT 'x;y'"),
    ("SELECT 'it''s;'; SELECT 2;", "SELECT 'it''s;'"),
    ("SELECT 'a\\';b'; SELECT 2;", "SELECT 'a\\';b'"),
    ("SELECT '\\\\'; SELECT 2;", "SELECT '\\\\'"),  # an escaped backslash, then the quote closes
    ('SELECT "q;\\""; SELECT 2;', 'SELECT "q;\\""'),
    ('SELECT "a""b;"; SELECT 2;', 'SELECT "a""b;"'),
    ("SELECT `c;d`; SELECT 2;", "SELECT `c;d`"),
    ("SELECT `x``;y`; SELECT 2;", "SELECT `x``;y`"),
    ("SELECT `a\\`; SELECT 2;", "SELECT `a\\`"),  # no backslash escapes in identifiers
    ("CREATE TABLE t (a INT) COMMENT 'it''s /* no comment';SELECT 2;", "CREATE TABLE t (a INT) COMMENT 'it''s /* no comment'"),
    ("SELECT '-- no comment;'; SELECT 2;", "SELECT '-- no comment;'"),
])
def test_delimiters_inside_quotes_do_not_split(sql, first):
    out = stmts(sql)
    assert [t for _, _, t in out] == [first, "SELECT 2"]


def test_hash_and_dash_dash_comments():
    sql = "# c1 ;\nSELECT 1; -- c2 ;\nSELECT 2 # c3 ;\n;\n-- c4\nSELECT 3;\n--\nSELECT 4;\n--\tc5\nSELECT 5;"
    assert [(s[1][:2], s[2]) for s in stmts(sql)] == [
        ((2, 1), "SELECT 1"), ((3, 1), "SELECT 2 # c3 ;"), ((6, 1), "SELECT 3"), ((8, 1), "SELECT 4"),
        ((10, 1), "SELECT 5"),
    ]


def test_dash_dash_without_a_space_is_not_a_comment():
    # MySQL: `--` starts a comment only when followed by whitespace; 3--1 is 3 - (-1)
    assert [t for _, _, t in stmts("SELECT 3--1;\nSELECT 4;")] == ["SELECT 3--1", "SELECT 4"]


def test_block_comments_between_statements_are_skipped():
    sql = "/* one ; */ SELECT 1; /****/\n/* two\n ; */SELECT 2;"
    assert [(s[1][:2], s[2]) for s in stmts(sql)] == [((1, 13), "SELECT 1"), ((3, 6), "SELECT 2")]


def test_unterminated_string_runs_to_the_end_of_the_file():
    sql = "SELECT 1;\nSELECT 'abc;\nSELECT 2;\n"
    assert stmts(sql) == [("SELECT", (1, 1, 1, 9), "SELECT 1"), ("SELECT", (2, 1, 3, 10), "SELECT 'abc;\nSELECT 2;")]


def test_unterminated_backtick_runs_to_the_end_of_the_file():
    assert stmts("SELECT `x ; SELECT 2;") == [("SELECT", (1, 1, 1, 22), "SELECT `x ; SELECT 2;")]


def test_unterminated_block_comment_inside_a_statement_runs_to_the_end():
    assert stmts("SELECT 1 /* open ;\nSELECT 2;") == [("SELECT", (1, 1, 2, 10), "SELECT 1 /* open ;\nSELECT 2;")]


def test_unterminated_block_comment_between_statements_ends_the_input():
    assert stmts("SELECT 1; /* open ;\nSELECT 2;") == [("SELECT", (1, 1, 1, 9), "SELECT 1")]


def test_unterminated_input_gives_its_sl001_from_lint():
    # Pinned, so that a change shows up here: an unterminated comment is SL001 where it opens
    # (issue 32), the bare `/*` included.
    no_keyword = "no SQL statement found in t.sql: its text begins with no SQL keyword"
    expected = {
        "CREATE TABLE t (a VARCHAR(10) DEFAULT 'x": [(1, 39, "unterminated string: the quote opened on line 1")],
        "CREATE TABLE t (a INT) /* x": [(1, 24, "unterminated comment: the comment opened on line 1")],
        "/*!50100 CREATE": [(1, 16, no_keyword)],
        "DELIMITER": [],
        "DELIMITER ;;\nSELECT 1": [],
        "'": [(1, 1, no_keyword)],
        "`": [(1, 1, no_keyword)],
        '"': [(1, 1, no_keyword)],
        "/*": [(1, 1, "unterminated comment: the comment opened on line 1")],
        "--": [],
        "#": [],
    }
    for sql, findings in expected.items():
        got = lint_sql(sql)
        assert codes(got) == ["SL001"] * len(findings), (sql, got)
        assert [(f.span.line, f.span.column) for f in got] == [(line, col) for line, col, _ in findings], sql
        assert all(f.message.startswith(head) for f, (_, _, head) in zip(got, findings)), (sql, got)


# -- line endings, BOM, encodings ----------------------------------------------------------
def test_crlf_line_endings():
    sql = "CREATE TABLE a (\r\n  id INT\r\n);\r\nCREATE TABLE b (x INT);\r\n"
    assert [(k, s) for k, s, _ in stmts(sql)] == [("CREATE TABLE", (1, 1, 3, 2)), ("CREATE TABLE", (4, 1, 4, 23))]


def test_crlf_file_lints_with_lines_as_an_editor_shows_them():
    findings = lint_sql("-- x\r\n\r\nCREATE TABLE a (\r\n  id INT\r\n);\r\n")
    assert at(findings, "SL103") == [(3, 1)]


def test_utf8_bom_is_dropped():
    src = decode(b"\xef\xbb\xbfCREATE TABLE a (id INT);", "t.sql")
    assert src.encoding == "utf-8" and src.diagnostics == [] and src.text.startswith("CREATE")
    assert stmts(b"\xef\xbb\xbfCREATE TABLE a (id INT);") == [("CREATE TABLE", (1, 1, 1, 24), "CREATE TABLE a (id INT)")]


def test_non_utf8_bytes_fall_back_to_latin1_with_an_info():
    data = b"CREATE TABLE a (\n  id INT PRIMARY KEY COMMENT 'caf\xe9'\n);"
    src = decode(data, "t.sql")
    assert src.encoding == "latin-1"
    assert "café" in src.text
    findings = lint_sql(data)
    assert [(f.code, f.severity, f.span.line, f.span.column) for f in findings] == [("SL003", "info", 2, 34)]  # at the é
    assert "not valid UTF-8 (byte 50)" in findings[0].message
    assert table_of(data).columns[0].comment == "café"


def test_binary_file_is_not_read_and_is_an_error():
    data = b"\x00\x01\x02\x03CREATE TABLE a (id INT);\x00\x00\x00\x05\x06"
    src = decode(data, "t.sql")
    assert src.encoding == "binary" and src.text == ""
    result = lint_result(data)
    assert [(f.code, f.severity, f.span.line, f.span.column) for f in result.findings] == [("SL003", "error", 1, 1)]
    assert result.model.table_count == 0 and result.loaded.statements == 0


def test_a_few_control_bytes_do_not_make_a_file_binary():
    data = b"CREATE TABLE a (id INT PRIMARY KEY) COMMENT 'form\x0cfeed';\n" * 10
    assert decode(data, "t.sql").encoding == "utf-8"


@pytest.mark.parametrize("data", [b"", b"   \n\n\t", b"-- only a comment\n", b"/* c */", b";;;"])
def test_empty_inputs(data):
    assert stmts(data) == []
    result = lint_result(data)
    assert result.findings == [] and result.loaded.statements == 0 and result.loaded.files == 1


# -- suppressions are collected by the splitter -------------------------------------------
def test_suppression_comments_are_collected_with_their_lines():
    sql = ("-- schemalint: ignore SL103 legacy\nCREATE TABLE a (id INT); # schemalint: ignore-file\n"
           "/* schemalint: ignore SL101, SL102 why */ SELECT 1;\nSELECT 2 -- schemalint: ignore\n;")
    _, sups = split(decode(sql.encode(), "t.sql"))
    assert [(s.line, s.codes, s.reason, s.file_level) for s in sups] == [
        (1, ("SL103",), "legacy", False),
        (2, ("SL",), "", True),
        (3, ("SL101", "SL102"), "why", False),
        (4, ("SL",), "", False),
    ]


def test_schemalint_in_a_string_is_not_a_suppression():
    _, sups = split(decode(b"SELECT '-- schemalint: ignore SL103';", "t.sql"))
    assert sups == []


# -- classify ------------------------------------------------------------------------------
@pytest.mark.parametrize("body, kind", [
    ("CREATE TABLE x (a INT)", "CREATE TABLE"),
    ("create temporary table if not exists x (a int)", "CREATE TABLE"),
    ("CREATE OR REPLACE TABLE t (id int)", "CREATE TABLE"),
    ("CREATE OR REPLACE VIEW v AS SELECT 1", "CREATE VIEW"),
    ("CREATE DEFINER=`root`@`localhost` TRIGGER t BEFORE INSERT ON a FOR EACH ROW SET @x = 1", "CREATE TRIGGER"),
    ("CREATE ALGORITHM=UNDEFINED DEFINER=`root`@`%` SQL SECURITY DEFINER VIEW v AS SELECT 1", "CREATE VIEW"),
    ("CREATE DEFINER = CURRENT_USER PROCEDURE p() SELECT 1", "CREATE PROCEDURE"),
    ("CREATE DEFINER='u'@'h' EVENT e ON SCHEDULE EVERY 1 DAY DO SELECT 1", "CREATE EVENT"),
    ("CREATE UNIQUE INDEX i ON t (a)", "CREATE INDEX"),
    ("CREATE FULLTEXT INDEX i ON t (a)", "CREATE INDEX"),
    ("CREATE SPATIAL INDEX i ON t (g)", "CREATE INDEX"),
    ("create schema s", "CREATE DATABASE"),
    ("CREATE DATABASE IF NOT EXISTS s", "CREATE DATABASE"),
    ("drop database if exists x", "DROP DATABASE"),
    ("DROP SCHEMA x", "DROP DATABASE"),
    ("ALTER ONLINE TABLE t ADD COLUMN c INT", "ALTER TABLE"),
    ("ALTER IGNORE TABLE t ADD UNIQUE (c)", "ALTER TABLE"),
    ("ALTER TABLE t ALGORITHM=INPLACE, ADD COLUMN c INT", "ALTER TABLE"),
    ("DROP TABLE IF EXISTS t", "DROP TABLE"),
    ("DROP TEMPORARY TABLE t", "DROP TABLE"),
    ("DROP INDEX i ON t", "DROP INDEX"),
    ("RENAME TABLE a TO b", "RENAME TABLE"),
    ("LOCK TABLES a WRITE", "LOCK TABLES"),
    ("UNLOCK TABLES", "UNLOCK TABLES"),
    ("USE shop", "USE"),
    ("SET NAMES utf8mb4", "SET"),
    ("INSERT INTO t VALUES (1)", "INSERT"),
    ("REPLACE INTO t VALUES (1)", "REPLACE"),
    ("(SELECT 1)", "SELECT"),
    ("select * from t", "SELECT"),
    ("source load_departments.dump", "SOURCE"),
    ("", ""),
    ("123", ""),
])
def test_classify(body, kind):
    assert classify(body) == kind


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be"])
def test_utf16_with_a_bom_is_read_with_an_info(encoding):
    sql = "-- x\nCREATE TABLE a (\n  id INT COMMENT 'café'\n);\n"
    data = sql.encode(encoding)
    if encoding == "utf-16-be":
        data = b"\xfe\xff" + data
    result = lint_result(data)
    assert [(f.code, f.severity, f.span.line) for f in result.findings if f.code in ("SL003", "SL103")] == [
        ("SL003", "info", 1), ("SL103", "warning", 2)]
    assert "UTF-16" in result.findings[0].message
    assert result.model.find_table("a").column("id").comment == "café"


def test_odd_length_after_a_utf16_bom_is_judged_as_bytes():
    assert decode(b"\xff\xfe\x00", "t.sql").encoding == "binary"
