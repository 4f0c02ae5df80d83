"""source.split's fast paths give what its one-token-at-a-time path gives.

split() passes most of a file in a few regex matches: _Scanner.first takes the blanks and
comments before a statement and then everything up to its delimiter (quoted strings included),
or all of a `/*!NNNNN … */;` statement; classify reads the first two words. The reference here
runs the same splitter the slow way: _skip_space_and_comments walks every blank and comment,
and _scan_statement, with a scanner that passes nothing, stops at every quote, comment,
delimiter and executable-comment marker that `special` finds, acting on each in turn;
_classify_words applies classify's full rules. Both must give the same statements (offsets,
text, kind, index), spans and suppressions.
"""

from __future__ import annotations

import io
import re
import sys
from contextlib import contextmanager
from unittest import mock

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from schemalint.read.source import (
    SourceFile, Statement, _classify_words, _delimiter_re, _Scanner, _Splitter, classify, decode, split)
from tests.helpers import FIXTURES, REPO_ROOT

PROPERTY = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


_scanner = _Scanner.get


class _OneTokenScanner:
    """A scanner whose `scan` passes nothing: every special token is found by `special`."""

    def __init__(self, delim: str):
        self.delim = delim
        self.special = _scanner(delim).special
        self.scan = re.compile(f"(?P<tok>{self.special.pattern})?")


@contextmanager
def _one_token_at_a_time():
    with mock.patch.object(_Scanner, "get", _OneTokenScanner):
        yield


def reference_split(source: SourceFile, server_version: int = 80040, mariadb: bool = False):
    """[(start, end, text, kind, index)] and the suppressions, the slow way."""
    splitter = _Splitter(source, server_version, mariadb)
    text, n = source.text, len(source.text)
    out: list[tuple[int, int, str, str, int]] = []
    pos = 0
    with _one_token_at_a_time():
        while True:
            pos = splitter._skip_space_and_comments(pos)
            if pos >= n:
                break
            m = _delimiter_re().match(text, pos)
            if m and (pos == 0 or text[:pos].rstrip(" \t").endswith("\n")):
                splitter.delimiter = m.group(1)
                pos = m.end()
                continue
            start = pos
            end, body, pos = splitter._scan_statement(start)
            body = text[start:end] if body is None else body
            lead = len(body) - len(body.lstrip())
            body = body[lead:].rstrip()
            if body:
                out.append((start + lead, start + lead + len(body), body, _classify_words(body), len(out)))
    return out, splitter.suppressions


def _naive_position(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def assert_same_as_reference(text: str, server_version: int = 80040, mariadb: bool = False) -> list[Statement]:
    statements, suppressions = split(SourceFile("t.sql", text), server_version, mariadb)
    expected, expected_suppressions = reference_split(SourceFile("t.sql", text), server_version, mariadb)
    assert [(s.start, s.end, s.text, s.kind, s.index) for s in statements] == expected
    assert suppressions == expected_suppressions
    for s in statements:
        span = s.span
        assert (span.line, span.column) == _naive_position(text, s.start)
        assert (span.end_line, span.end_column) == _naive_position(text, s.end)
        assert s.line == span.line and span.path == "t.sql"
    line_starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    for sup in suppressions:  # each one where its comment starts
        assert text.startswith(("--", "#", "/*"), line_starts[sup.line - 1] + sup.column - 1)
    return statements


# What makes a lexer go wrong: quotes of three kinds with doubling and backslashes, the three
# comment forms and their near misses, executable comments that run or not, DELIMITER lines with
# ordinary and awkward delimiters, odd blanks, non-ASCII letters that case-fold to ASCII ones,
# and suppression comments.
FRAGMENTS = [
    "'", '"', "`", "\\", "\\\\", "''", '""', "``", "--", "-- ", "---", "--\t", "-", "#", "/*", "*/", "/*!",
    "/*!50100 ", "/*M!100100 ", "/*!90000 ", "/*!40101", "/*!1234567", "/**/", "/*/", "*", "/",
    ";", ";;", "$$", "//", "|", "\n", "\r\n", " ", "\t", "\x0b", "\x0c", "\x1c", "\xa0", "\u2028", "\u3000",
    "é", "İ", "ı", "ſ", "\u212a", "x", "a1", "9", "(", ")", ",", "=", "@", ".",
    "schemalint: ignore SL101 reason", "SCHEMALINT: ignore-file", "schemalint:ignore SL1,SL2 why */", "schemalint",
    "CREATE", "create", "TABLE", "ALTER", "DROP", "DEFINER=`root`@`%`", "ALGORITHM=MERGE", "SQL SECURITY DEFINER",
    "ſQL SECURITY INVOKER", "DEFİNER=x", "IF NOT EXISTS", "OR REPLACE", "UNIQUE", "SCHEMA", "VIEW", "SELECT",
    "INSERT INTO t VALUES (1,'a')", "LOCK", "UNLOCK", "TABLES", "RENAME", "SHOW", "SET", "USE", "_",
    "\nDELIMITER ;;\n", "\nDELIMITER $$\n", "\nDELIMITER //\n", "\nDELIMITER ;\n", "\ndelimiter |\n",
    "\nDELIMITER ' \n", "\nDELIMITER --\n", "\nDELIMITER #\n", "\nDELIMITER /*\n", "\nDELIMITER */\n",
    "\nDELIMITER -\n", "\nDELIMITER *\n", "\nDELIMITER d\n", "\nDELIMITER \\\n", "\nDELIMITER ]\n", "\nDELIMITER `\n",
    "\nDELIMITER -x\n", "\nDELIMITER 'a\n", "\nDELIMITER e\n", "  DELIMITER ;;\n", "\t DELIMITER $$ extra\n",
    "DELIMITER", "/* c */DELIMITER ;;\n", "\nDROP TABLE IF EXISTS `t`;\n",
    "/*!40101 SET x */;", "/*M!100100 SET y */ ;\n", "/*!90000 z */;", "/*!40000 ALTER TABLE `t` DISABLE KEYS */;;",
    "/*!50003 CREATE*/ /*!50017 DEFINER=`root`@`localhost`*/ ", "/*! */;", "/*!40101 'a;b' */;", "/*!1 `x` */$$",
    "CREATE TABLE `t` (`a` int DEFAULT '0') /*!50100 PARTITION BY HASH (a) */;\n",
    "\n--\n-- Table structure for table `t`\n--\n\n",
]
SERVERS = st.sampled_from([(80040, False), (50000, False), (100500, True), (0, True), (999999, False)])


@PROPERTY
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join), SERVERS)
@example("DELIMITER ;\nSELECT 1;", (80040, False))  # a DELIMITER line that keeps the delimiter
@example("DELIMITER /*\nSELECT 2/*/*!40101 SET x */;", (80040, False))  # `/*` as the delimiter
@example("DELIMITER /*\n/*!40101 SET x */ /*SELECT 1/*", (80040, False))
@example("DELIMITER */\n/*!40101 SET x */;", (80040, False))
@example("DELIMITER --\nSELECT 1--x--SELECT 2", (80040, False))  # a delimiter that looks like a comment
@example("DELIMITER '\nSELECT 1'SELECT `a'b`'", (80040, False))  # ... or like a quote
@example("DELIMITER $\nSELECT '$'$ SELECT 1$", (80040, False))
@example("DROP TABLE t;\nDELIMITER $$\nSELECT 1$$", (80040, False))
@example("SELECT `a``b;\nSELECT 2;", (80040, False))  # unterminated after a doubled backtick
@example("-- schemalint: ignore SL101\n# schemalint: ignore-file\nSELECT 1;", (80040, False))
@example("/*!40101 SET x */ -- schemalint: ignore SL1\n;", (80040, False))
def test_split_matches_the_one_token_at_a_time_path(text, server):
    assert_same_as_reference(text, *server)


def _generated_dump(tables: int, tenants: int = 0) -> str:
    sys.path.insert(0, str(REPO_ROOT / "benchmarks"))
    try:
        from gen_dump import generate
    finally:
        sys.path.pop(0)
    out = io.StringIO()
    generate(out, tables, tenants, seed=3)
    return out.getvalue()


@pytest.mark.parametrize("tables, tenants", [(60, 0), (8, 5)])
def test_generated_mysqldump_matches_the_one_token_at_a_time_path(tables, tenants):
    text = _generated_dump(tables, tenants)
    statements = assert_same_as_reference(text)
    assert {"CREATE TABLE", "SET", "DROP TABLE"} <= {s.kind for s in statements}
    assert_same_as_reference(text, 50000, True)


@pytest.mark.parametrize("path", sorted(FIXTURES.rglob("*.sql")), ids=lambda p: str(p.relative_to(FIXTURES)))
def test_fixture_files_match_the_one_token_at_a_time_path(path):
    text = decode(path.read_bytes(), str(path)).text
    assert_same_as_reference(text)
    assert_same_as_reference(text, 100500, True)


CLASSIFY_WORDS = [
    "CREATE", "create", "Alter", "DROP", "RENAME", "SHOW", "LOCK", "UNLOCK", "TABLE", "TABLES", "INDEX", "UNIQUE",
    "FULLTEXT", "SPATIAL", "SCHEMA", "DATABASE", "VIEW", "OR", "REPLACE", "TEMPORARY", "IF", "NOT", "EXISTS", "ONLINE",
    "OFFLINE", "IGNORE", "DEFINER", "ALGORITHM", "SQL", "SECURITY", "DEFAULT", "DEFINER=`a`@`b`",
    "DEFINER = CURRENT_USER()", "ALGORITHM=UNDEFINED", "SQL SECURITY INVOKER", "ſQL SECURITY x", "DEFİNER=x",
    "DEFıNER=y", "ALGORıTHM=z", "x", "_", "TRIGGER", "SELECT", "INSERT", "a" * 390, "9", "1x", "é", "İ", "\u212a",
    "(", "`t`", "'s'", "@", "%", "$", ".", "-", "CREATED", "DROPPED", "SQL_X", "DEFINERS",
]
SEPARATORS = ["", " ", "  ", "\n", "(", "=", "9", "é"]


@PROPERTY
@given(st.lists(st.tuples(st.sampled_from(CLASSIFY_WORDS), st.sampled_from(SEPARATORS)), min_size=1, max_size=8))
@example([("CREATE", " "), ("ſQL SECURITY INVOKER", " "), ("VIEW", " v")])  # ſ folds to s: a clause, skipped
@example([("CREATE", " "), ("DEFİNER=x", " "), ("VIEW", " v")])  # İ folds to i
@example([("CREATE", " "), ("a" * 390, " "), ("TABLE", "")])  # the second word past the 400th character
def test_classify_matches_its_full_rules(parts):
    body = "".join(word + sep for word, sep in parts)
    assert classify(body) == _classify_words(body)
    assert classify(body.strip()) == _classify_words(body.strip())


@pytest.mark.parametrize("bodies", [
    ["DEFAULTCREATE", "DEFAULTCREATED(x)"],  # a whole body as long as classify's cache key, then a longer word
    ["CREATE TABLE t (a INT)", "CREATE TABLES", "CREATE TABLE_X y"],
    ["LOCK TABLES", "LOCK TABLESPACE x", "LOCK TABLES `t` WRITE"],
    ["SET x=1", "SETTINGS", "SET", "SET_X 1"],
    ["CREATE INDEX", "CREATE INDEXES x", "CREATE ſQL SECURITY x VIEW v", "CREATE TABLE", "CREATE TABLEſ VIEW"],
])
def test_classify_answers_do_not_leak_between_statements_with_the_same_start(bodies):
    for order in (bodies, bodies[::-1], bodies + bodies):
        assert [classify(b) for b in order] == [_classify_words(b) for b in order]


def test_non_ascii_clause_words_are_still_skipped():
    assert classify("CREATE ſQL SECURITY INVOKER VIEW v AS SELECT 1") == "CREATE VIEW"
    assert classify("CREATE DEFİNER=x VIEW v AS SELECT 1") == "CREATE VIEW"


def test_line_table_and_positions():
    text = "a\n\nbc\r\n\u00e9\n"
    src = SourceFile("t.sql", text)
    assert list(src.line_starts) == [0, 2, 3, 7, 9]
    for offset in range(len(text) + 1):
        assert src.position(offset) == _naive_position(text, offset)
    assert list(SourceFile("t.sql", "").line_starts) == [0]
