"""Each of the server-refusal checks that parallel branches wrote twice now lives in one place
(issue 25's review): a column's definition is read in one pass (definition_refusals), the
CREATE / ALTER DATABASE options by one token reader (database_options), the FULLTEXT parsers a
server has built in in one list, and `:=` is respelt once."""

from __future__ import annotations

import pytest

from schemalint.read.definition_refusals import definition_problem
from schemalint.read.parse import dialect


def _column(definition: str):
    return dialect().parse(f"CREATE TABLE t ({definition})")[0].this.expressions[0]


@pytest.mark.parametrize("definition, message", [
    ("a TEXT BYTE ASCII", "column a: one character set only (BYTE, ASCII, UNICODE and CHARACTER SET x each name one)"),
    ("a INT PRIMARY KEY p(a)", "column a: PRIMARY KEY on a column takes no name and no list"),
    ("a INT AS (1) DEFAULT 2", "column a: a generated column takes no DEFAULT (its value is its expression's)"),
    ("a INT AS (b) AUTO_INCREMENT DEFAULT 3",
     "column a: a generated column takes no AUTO_INCREMENT (its value is its expression's)"),
    ("a VARCHAR(MAX)", "column a: VARCHAR's length must be a number, not `MAX`"),
])
def test_one_pass_reads_the_attributes_the_grammar_refuses(definition, message):
    """definition_problem alone (as salvage calls it) says what the grammar refuses in a column's
    attributes, whatever the statement's other words (before: only syntax_refusals' own pass did)."""
    assert definition_problem(_column(definition)) == message
    assert definition_problem(_column(definition), attributes=False) == message


@pytest.mark.parametrize("definition, message", [
    ("a INT AUTO_INCREMENT DEFAULT 1", "column a: AUTO_INCREMENT with DEFAULT 1: the server refuses a DEFAULT on a "
                                       "counter (error 1067, invalid default value for 'a')"),
    ("a INT ON UPDATE CURRENT_TIMESTAMP", "column a: ON UPDATE is for TIMESTAMP and DATETIME columns, not INT (error "
                                          "1294, invalid ON UPDATE clause for 'a')"),
    ("a TIMESTAMP ON UPDATE CURRENT_TIMESTAMP DEFAULT CURRENT_TIMESTAMP", None),
    ("a INT AS (b + 1) STORED", None),
])
def test_one_pass_keeps_the_parse_time_checks(definition, message):
    assert definition_problem(_column(definition)) == message


def test_alter_database_grammar_and_values_from_one_reading():
    """One reading of an ALTER DATABASE's tokens gives both verdicts: the comma the grammar refuses
    and, further on, the collation no server has (each an SL001 at its own column)."""
    from tests.helpers import lint_sql

    findings = lint_sql("CREATE DATABASE d;\nALTER DATABASE d CHARACTER SET utf8mb4, COLLATE bogus;\n")
    assert [(f.code, f.span.line, f.span.column, f.message.split(" (")[0]) for f in findings] == [
        ("SL001", 2, 39, "`, COLLATE bogus` is not a database option"),
        ("SL001", 2, 49, "ALTER DATABASE: unknown collation 'bogus'")]


@pytest.mark.parametrize("sql, alter", [
    ("CREATE TABLE t (a BOOL NOT NULL, b INT UNSIGNED, s BIGINT, serial_no INT UNSIGNED)", False),
    ("CREATE TABLE t (id SERIAL, type VARCHAR(3), KEY k (type) USING BTREE, KEY k2 (id) TYPE HASH)", False),
    ("ALTER TABLE t ADD COLUMN b INT UNSIGNED AFTER a", True),
    ("ALTER TABLE t ADD COLUMN c TINYINT FIRST, ADD KEY (c)", True),
    ("ALTER TABLE t REMOVE PARTITIONING", True),
])
def test_token_cues_pass_over_ordinary_statements(sql, alter):
    """syntax_refusals makes a statement's tokens again only where the text shows what it looks
    for next to each other (SERIAL SIGNED, KEY TYPE BTREE, ADD ( … AFTER), not one word alone."""
    from schemalint.read.syntax_refusals import _token_cues

    assert _token_cues(sql, alter) is False


@pytest.mark.parametrize("sql", [
    "CREATE TABLE u (a SERIAL UNSIGNED)",
    "CREATE TABLE u (a BOOL /* a comment */ SIGNED)",
    "CREATE TABLE u (a BOOLEAN ZEROFILL)",
    "CREATE TABLE u (a INT, UNIQUE KEY TYPE BTREE (a))",
    "ALTER TABLE t ADD (a INT FIRST)",
    "ALTER TABLE t ADD COLUMN (a INT AFTER b)",
    "ALTER TABLE t ADD COLUMN a INT , PARTITION BY HASH (a)",
    "ALTER TABLE t FORCE ENGINE=InnoDB",
])
def test_token_cues_still_lead_to_each_refusal(sql):
    from tests.helpers import lint_sql

    findings = lint_sql("CREATE TABLE t (a INT, b INT);\n" + sql + ";\n")
    assert [f.code for f in findings if f.severity == "error" and f.span.line == 2] == ["SL001"]
