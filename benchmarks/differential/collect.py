"""Collect DDL statements written by other projects into the differential harness's corpus.

    python benchmarks/differential/collect.py --git phpmyadmin/sql-parser=GITDIR ... \
        [--out benchmarks/differential/data/statements.jsonl]
    python benchmarks/differential/collect.py --held-out --git sqlfluff/sqlfluff=GITDIR ... \
        [--out benchmarks/differential/data/heldout_statements.jsonl]

    python benchmarks/differential/collect.py --append --dir MariaDB/server=DIR@REF
        # add one source to statements.jsonl, keeping every statement already there

Each GITDIR is a bare clone (or a `.git` directory) of the named repository; the statements
are read from its HEAD and each keeps its source: repository, path, commit and licence. A
repository too large to clone here is read from a copy of its files laid out as in the
repository (`--dir OWNER/NAME=DIR@REF`, REF the tag or commit the copy is of): MariaDB's own
test suite, as the distribution's mariadb-test-data package of the judging server's release
ships it (usr/share/mysql holds mysql-test/ as the repository does). Only
the statements' text is kept (test data), never the projects' code. DDL statements are all
kept; of the other statements a small sample (every NON_DDL_EVERY-th) is kept, the statements
schemalint should stay silent on. Duplicates (same text, case and blanks aside) are kept once,
under the first source that has them.

Held out for verification: SQLFluff's MySQL and MariaDB dialect fixtures, JSqlParser's statement
tests, Alibaba Druid's MySQL parser tests, MySQL Workbench's parser test data, sqlc's MySQL
end-to-end tests. They never enter the tuning corpus; `--held-out` collects them, and only them,
into a file of their own (HELD_OUT_SOURCES), each statement not already in the tuning corpus
(which the first held-out half has joined: pingcap/parser, dolthub/vitess, xwb1989/sqlparser,
sqlglot's test_mysql.py and Skeema's testdata, retired into it; README, "The held-out half").
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Callable, Iterator

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT))

from schemalint.read.source import classify, decode, split  # noqa: E402

DDL_KINDS = frozenset({
    "CREATE TABLE", "ALTER TABLE", "DROP TABLE", "RENAME TABLE", "CREATE INDEX", "DROP INDEX",
    "CREATE DATABASE", "ALTER DATABASE", "DROP DATABASE",
})
NON_DDL_EVERY = 12
# the first words of the other statements sampled (a test's title or an expected AST is none)
NON_DDL_KINDS = ("SELECT", "INSERT", "UPDATE", "DELETE", "REPLACE", "SET", "SHOW", "GRANT",
                 "REVOKE", "CREATE VIEW", "CREATE TRIGGER", "CREATE PROCEDURE", "CREATE FUNCTION",
                 "CREATE EVENT", "CREATE USER", "ALTER USER", "ALTER VIEW", "DROP VIEW", "USE",
                 "LOCK", "UNLOCK", "TRUNCATE", "CALL", "ANALYZE", "OPTIMIZE", "FLUSH", "COMMIT",
                 "START", "ROLLBACK", "EXPLAIN", "DESCRIBE", "DO", "LOAD", "KILL", "PURGE")
HELD_OUT = ("sqlfluff/sqlfluff", "jsqlparser/jsqlparser", "alibaba/druid", "mysql/mysql-workbench",
            "sqlc-dev/sqlc")

# repository -> (licence, [(path glob prefix, extractor)])
SOURCES = {
    "phpmyadmin/sql-parser": ("GPL-2.0-or-later", [("tests/data/parser/", "sql_file"),
                                                  ("tests/data/bugs/", "sql_file"),
                                                  ("tests/data/misc/", "sql_file"),
                                                  ("tests/Builder/", "php_strings"),
                                                  ("tests/Components/", "php_strings"),
                                                  ("tests/Parser/", "php_strings")]),
    "apache/datafusion-sqlparser-rs": ("Apache-2.0", [("tests/sqlparser_mysql.rs", "rust_strings"),
                                                    ("tests/sqlparser_common.rs", "rust_strings")]),
    "antlr/grammars-v4": ("MIT", [("sql/mariadb/examples/fast/", "sql_file"),
                                 ("sql/mysql/Positive-Technologies/examples/", "sql_file")]),
    "taozhi8833998/node-sql-parser": ("Apache-2.0", [("test/mysql-mariadb.spec.js", "js_strings"),
                                                   ("test/mariadb/mariadb.spec.js", "js_strings"),
                                                   ("test/create.spec.js", "js_strings")]),
    # the MariaDB documentation (the knowledge base's pages); each page names its licence
    "mariadb-corporation/mariadb-docs": ("per page (GPL-2.0 or CC BY-SA 3.0 / GFDL)", [
        ("server/reference/sql-statements/data-definition/", "markdown_sql"),
        ("server/reference/data-types/", "markdown_sql"),
        ("server/server-usage/partitioning-tables/", "markdown_sql"),
        ("server/server-usage/tables/", "markdown_sql"),
        ("server/ha-and-performance/optimization-and-tuning/optimization-and-indexes/",
         "markdown_sql"),
        # the rest of the server's pages, after the reference ones above (a statement is kept
        # under the first page that has it)
        ("server/reference/", "markdown_sql"),
        ("server/server-usage/", "markdown_sql"),
        ("server/ha-and-performance/", "markdown_sql"),
        ("server/security/", "markdown_sql"),
        ("server/server-management/", "markdown_sql"),
        ("server/architecture/", "markdown_sql"),
        ("server/mariadb-quickstart-guides/", "markdown_sql")]),
    # MariaDB's own test suite (mysqltest scripts): statements the server's authors wrote, many
    # of them expected to fail (`--error ER_PARSE_ERROR`). Only the first MTR_PER_FILE new DDL
    # statements of each file are kept (CREATE / ALTER TABLE, CREATE / DROP INDEX, RENAME,
    # CREATE / ALTER DATABASE; a test's DROP TABLE t1 is the same few statements again): a
    # spread over some 1,500 files rather than thousands of one file's variations
    "MariaDB/server": ("GPL-2.0", [("mysql-test/main/", "mysqltest")] + [
        (f"mysql-test/suite/{suite}/t/", "mysqltest")
        for suite in ("innodb", "parts", "gcol", "vcol", "versioning", "period", "innodb_zip", "innodb_gis",
                      "innodb_fts", "json", "maria", "heap")]),
    # the first held-out half, retired into tuning (README, "The held-out half"); only the
    # test cases' inputs are kept (a parser's expected rendering of a statement, `output:` or a
    # TiDB restore string, is the same statement again). TiDB's parser before it moved into
    # pingcap/tidb (pkg/parser): the same test suite
    "pingcap/parser": ("Apache-2.0", [("parser_test.go", "go_strings")]),
    "dolthub/vitess": ("Apache-2.0", [("go/vt/sqlparser/parse_test.go", "go_strings")]),
    "xwb1989/sqlparser": ("Apache-2.0", [("parse_test.go", "go_strings")]),
    "tobymao/sqlglot": ("MIT", [("tests/dialects/test_mysql.py", "python_calls")]),
    "skeema/skeema": ("Apache-2.0", [("internal/", "sql_file"), ("testdata/", "sql_file")]),
    # tuning sources added 2026-11-27 (issue 25, `src25` branch): DDL that schema tools
    # generate or read for MySQL / MariaDB. sqldef's mysqldef test cases: each case's schemas
    # (`current:`, `desired:`) and the migration it expects to run (`up:`, `down:`)
    "sqldef/sqldef": ("MIT", [("cmd/mysqldef/tests", "sqldef_yaml")]),
    # gh-ost's local tests: each test's create.sql, and its `--alter` run as gh-ost runs it,
    # ALTER TABLE on the test's table (localtests/test.sh: gh_ost_test); one group per test
    "github/gh-ost": ("MIT", [("localtests/", "gh_ost_test")]),
    # the SQL Doctrine DBAL's MySQL / MariaDB platforms are expected to generate
    "doctrine/dbal": ("MIT", [("tests/Platforms/AbstractMySQLPlatformTestCase.php", "php_joined"),
                              ("tests/Platforms/MySQL", "php_joined"),
                              ("tests/Platforms/MariaDB", "php_joined"),
                              ("tests/Schema/MySQLInheritCharsetTest.php", "php_joined"),
                              ("tests/Functional/Schema/MySQL", "php_joined")]),
    # the SQL Laravel's MySQL and MariaDB schema grammars are expected to generate
    "laravel/framework": ("MIT", [("tests/Database/DatabaseMySqlSchemaGrammarTest.php", "php_joined"),
                                  ("tests/Database/DatabaseMariaDbSchemaGrammarTest.php", "php_joined"),
                                  ("tests/Database/DatabaseMySQLSchemaBuilderTest.php", "php_joined"),
                                  ("tests/Database/DatabaseMariaDbSchemaBuilderTest.php", "php_joined")]),
    # Atlas's MySQL integration tests (txtar archives: their `.sql` members, the schemas a test
    # applies and the SHOW CREATE TABLE it expects from MySQL 5.6 to 8 and MariaDB) and the
    # MySQL migration directories of its test data
    "ariga/atlas": ("Apache-2.0", [("internal/integration/testdata/mysql/", "txtar_sql"),
                                   ("internal/integration/testdata/migrations/mysql", "sql_file"),
                                   ("cmd/atlas/internal/cmdapi/testdata/mysql/", "sql_file")]),
    # go-mysql-server's engine tests (a MySQL 8 work-alike): the statements of the DDL script
    # tests, SetUpScript and Query (not the rows or errors they expect)
    "dolthub/go-mysql-server": ("Apache-2.0", [
        (f"enginetest/queries/{name}.go", "gms_queries")
        for name in ("create_table_queries", "alter_table_queries", "foreign_key_queries",
                     "check_scripts", "generated_columns", "column_default_queries",
                     "indexed_expressions_queries", "ordinal_ddl_queries", "fulltext_queries",
                     "charset_collation_engine")]),
    # Apache ShardingSphere's SQL parser test cases (its own ANTLR grammar of MySQL): each
    # `<sql-case value="…">` whose `db-types` names MySQL, or names no database (a case for
    # every dialect); the expected parse results (case/*.xml) are not read. Added 2026-11-27
    # (issue 25, `src25` branch); apache/shardingsphere's snapshot is too large to bring over,
    # so it is read from a fork that carries its history unchanged (data/SOURCES.md)
    "apache/shardingsphere": ("Apache-2.0", [
        ("test/it/parser/src/main/resources/sql/supported/", "sharding_cases")]),
    # Debezium's MySQL / MariaDB DDL parser (its own ANTLR grammar) and connectors: the SQL
    # strings of the parser tests, and the DDL scripts of the binlog connector's tests (`*.ddl`,
    # `*.sql`); its copy of antlr/grammars-v4's examples (a tuning source) is not read
    "debezium/debezium": ("Apache-2.0", [
        ("debezium-connector-binlog/src/test/java/io/debezium/connector/binlog/BinlogAntlrDdlParserTest.java",
         "java_strings"),
        ("debezium-connector-mysql/src/test/java/io/debezium/connector/mysql/MySqlAntlrDdlParserTest.java",
         "java_strings"),
        ("debezium-connector-mariadb/src/test/java/io/debezium/connector/mariadb/MariaDb", "java_strings"),
        ("debezium-connector-binlog/src/test/resources/ddl/", "ddl_file")]),
    # added 2026-11-27 (issue 25, `gate16` branch). Percona Toolkit's test samples: the tables
    # its tools were tested on (SHOW CREATE TABLE output of users' schemas from bug reports,
    # pt-online-schema-change's test schemas and the ALTERs they run)
    "percona/percona-toolkit": ("GPL-2.0", [("t/lib/samples/", "sql_file"),
                                            ("t/pt-online-schema-change/samples/", "sql_file")]),
    # the SQL knex's MySQL schema builder is expected to generate (its unit tests' strings)
    "knex/knex": ("MIT", [("test/unit/schema-builder/mysql.js", "js_strings")]),
    # added 2026-11-28 (issue 25, `gate17` branch): two schema-review tools' tests (the DDL a
    # reviewer of MySQL changes is tested on, much of it written to break its rules) and the
    # MySQL dialect's tests of an ORM. XiaoMi's SOAR: the SQL strings of its Go tests
    "XiaoMi/soar": ("Apache-2.0", [("", "go_strings")]),
    # goInception's own audit tests (session/session_inception*_test.go); its copies of TiDB's
    # parser, DDL and executor tests (pingcap/parser, a tuning source) are not read
    "hanchuanchuan/goInception": ("GPL-3.0", [("session/session_inception", "go_strings"),
                                              ("session/inception_", "go_strings")]),
    # SQLAlchemy's MySQL dialect tests: the DDL its compiler is expected to emit and the
    # statements its reflection and type tests run on MySQL / MariaDB
    "sqlalchemy/sqlalchemy": ("MIT", [("test/dialect/mysql/", "python_strings")]),
    # added 2026-11-28 (issue 25, `gate18` branch): the SQL Sequelize's query generator is
    # expected to write for MySQL and MariaDB (its unit tests' expectations under a key naming
    # `mysql` or `mariadb`; those for other dialects, and `default`, written with placeholders
    # for every dialect, are not read)
    "sequelize/sequelize": ("MIT", [("packages/core/test/unit/query-generator/", "js_dialect_keys"),
                                    ("packages/core/test/unit/sql/", "js_dialect_keys")]),
}
MTR_PER_FILE = 3
MTR_KINDS = frozenset(DDL_KINDS - {"DROP TABLE", "DROP DATABASE"})
# held out for verification (README: "The held-out half"): read only with --held-out, into
# data/heldout_statements.jsonl; only the test cases' inputs are kept, not a parser's expected
# rendering of them (SQLFluff's .yml parse trees, the first argument of a JUnit assertEquals)
HELD_OUT_SOURCES = {
    "sqlfluff/sqlfluff": ("MIT", [("test/fixtures/dialects/mysql/", "sql_file"),
                                  ("test/fixtures/dialects/mariadb/", "sql_file")]),
    "JSQLParser/JSqlParser": ("Apache-2.0 (dual with LGPL-2.1)", [
        ("src/test/java/net/sf/jsqlparser/statement/", "java_strings")]),
    # the folders of its MySQL parser tests that hold DDL (select/, param/, show/, … hold
    # little) and the top folder's MySql*Test files; its copy of antlr/grammars-v4's examples
    # (a tuning source) is not read
    "alibaba/druid": ("Apache-2.0", [
        (f"core/src/test/java/com/alibaba/druid/bvt/sql/mysql/{folder}", "java_strings")
        for folder in ("createTable/", "alterTable/", "create/", "alter/", "drop/", "issues/",
                       "MySql")]),
    # the statements the grammar's parser tests read (`$$` ends each) and the import tests' SQL
    "mysql/mysql-workbench": ("GPL-2.0 (with Oracle's additional linking permission)", [
        ("testing/test-suite/data/db/statements.txt", "dollar_statements"),
        ("testing/test-suite/data/modules_grt/wb_mysql_import/sql/", "sql_file")]),
    # sqlc's end-to-end tests: the schemas and queries of its MySQL engine (a folder of the
    # path says mysql; the PostgreSQL and SQLite ones are left out)
    "sqlc-dev/sqlc": ("MIT", [("internal/endtoend/testdata/", "mysql_sql_file"),
                              ("examples/", "mysql_sql_file")]),
}
# the dumps the suite's own server makes (benchmarks/differential/make_dumps.py)
LOCAL_DUMPS = ("fixtures/dumps/mariadb-dump.sql", "fixtures/dumps/mysqldump-no-data.sql")

_FENCE = re.compile(r"```sql\n(.*?)```", re.S)
_PAGE_LICENCE = re.compile(r"This page is licensed: ([^_<]+)")
# what the docs show around a statement: the client's prompt and its answers
_PROMPT = re.compile(r"^(MariaDB|mysql) \[[^\]]*\]> ?|^(MariaDB|mysql)> ?|^ {0,4}-> ?")
_OUTPUT = re.compile(r"^\s*(Query OK|ERROR \d|Stage:|Records:|Warnings:|Empty set|\d+ rows? in set"
                     r"|Rows matched|\+-|\||\*{5})")


def _markdown_sql(text: str) -> Iterator[str]:
    for block in _FENCE.findall(text):
        lines = []
        for line in block.splitlines():
            if _OUTPUT.match(line):
                lines.append(";")  # output ends the statement before it
                continue
            lines.append(_PROMPT.sub("", line))
        body = "\n".join(lines)
        if re.search(r"\[|\{|\.\.\.|…|tbl_name|col_name|index_name", body):
            continue  # a syntax synopsis, not a statement
        yield body


def _git(gitdir: str, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", gitdir, *args], check=True, capture_output=True,
                          text=True, errors="replace").stdout


def _statements(text: str, path: str) -> Iterator[str]:
    source = decode(text.encode("utf-8"), path)
    statements, _ = split(source, 101106, True)
    for s in statements:
        start, end = s.start, s.end
        # a statement inside an executable comment (`/*!40000 ALTER TABLE t DISABLE KEYS */;`)
        # starts, for the splitter, after the opening and may end before the close: keep both
        opening = _OPENING.search(source.text, max(0, start - 16), start)
        if opening:
            start = opening.start()
        rest = source.text[end:end + 16]
        if rest.lstrip().startswith("*/") and source.text.rfind("/*", 0, end) > source.text.rfind("*/", 0, end):
            end += len(rest) - len(rest.lstrip()) + 2
        body = source.text[start:end].strip()
        if body:
            yield body


# a char literal ('"') is matched (and skipped) so that its quote does not open a string
_OPENING = re.compile(r"/\*M?!\d*\s*$")
_RUST_STRING = re.compile("'(?:\\\\.|[^'\\\\])'" r'|(?<![A-Za-z0-9_])r(#*)"(.*?)"\1|"((?:[^"\\]|\\.)*)"', re.S)
_JS_STRING = re.compile(r"'((?:[^'\\\n]|\\.)*)'|\"((?:[^\"\\\n]|\\.)*)\"|`((?:[^`\\]|\\.)*)`", re.S)
_PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9:?]*\}|\$\{")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'", "`": "`"}


def _unescape(body: str, rust: bool) -> str:
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            if nxt == "\n":  # a line continuation: Rust also drops the next line's indent
                i += 2
                if rust:
                    while i < len(body) and body[i] in " \t\n":
                        i += 1
                continue
            out.append(_ESCAPES.get(nxt, nxt))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _rust_strings(text: str) -> Iterator[str]:
    for m in _RUST_STRING.finditer(text):
        if m.group(2) is None and m.group(3) is None:
            continue  # a char literal
        raw = m.group(2) if m.group(2) is not None else _unescape(m.group(3), True)
        if not _PLACEHOLDER.search(raw):
            yield raw


# a test's title (`it('create table like another', …)`) is no statement
_JS_TITLE = re.compile(r"\b(it|describe|test)(\.only|\.skip)?\(\s*$")


# a test's expectation for some dialects: `'mariadb mysql': '…'`, `mysql: \`…\``
_JS_DIALECT_KEY = re.compile(r"(?:'([^'\n]*)'|\"([^\"\n]*)\"|\b([A-Za-z_]+))\s*:\s*(?=['\"`])")


def _js_dialect_keys(text: str) -> Iterator[str]:
    """The strings of a JavaScript test that follow a key naming MySQL or MariaDB."""
    for key in _JS_DIALECT_KEY.finditer(text):
        name = next(g for g in key.groups() if g is not None).lower()
        if not re.search(r"\b(mysql|mariadb)\b", name):
            continue
        m = _JS_STRING.match(text, key.end())
        if m is None:
            continue
        body = next(g for g in m.groups() if g is not None)
        if m.group(3) is not None and "${" in body:
            continue
        yield _unescape(body, False)


def _js_strings(text: str) -> Iterator[str]:
    for m in _JS_STRING.finditer(text):
        body = next(g for g in m.groups() if g is not None)
        if _JS_TITLE.search(text, max(0, m.start() - 40), m.start()):
            continue
        if m.group(3) is not None and "${" in body:
            continue
        yield _unescape(body, False)


# Go: comments and rune literals are matched (and skipped) so their quotes open no string
_GO_TOKEN = re.compile(r"//[^\n]*|/\*.*?\*/|'(?:\\.|[^'\\\n])*'|\"((?:[^\"\\\n]|\\.)*)\"|`([^`]*)`", re.S)
# what comes before a test case's expected rendering: `{"src", true, "restore"}`, `output: "…"`
_GO_EXPECTED = re.compile(r"(,\s*(true|false)\s*,|\boutput\s*:)\s*$")
_GO_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
               "\\": "\\", '"': '"', "'": "'"}


def _go_unescape(body: str) -> str:
    def one(m: re.Match) -> str:
        esc = m.group(1)
        if esc[0] in "xuU":
            return chr(int(esc[1:], 16))
        if esc[0] in "01234567":
            return chr(int(esc, 8))
        return _GO_ESCAPES.get(esc, esc)
    return re.sub(r"\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)", one, body)


def _joined_strings(token: re.Pattern, text: str, value: "Callable[[re.Match], str | None]",
                    is_input: "Callable[[str], bool]") -> Iterator[str]:
    """The string literals of a Go or Java source, those joined by `+` as one; each kept when
    `is_input(the text before it)` says it is a test's input, not its expected output."""
    last, pending, keep = 0, None, False
    for m in token.finditer(text):
        before, last = text[last:m.start()], m.end()
        literal = value(m)
        if literal is None:
            continue  # a comment, a rune or a char
        if pending is not None and before.strip() == "+":
            pending += literal  # "create table t (\n" + "  a int\n" + ")"
            continue
        if pending is not None and keep:
            yield pending
        pending, keep = literal, is_input(before)
    if pending is not None and keep:
        yield pending


def _go_strings(text: str) -> Iterator[str]:
    yield from _joined_strings(
        _GO_TOKEN, text,
        lambda m: m.group(2) if m.group(2) is not None else (
            None if m.group(1) is None else _go_unescape(m.group(1))),
        # not the parser's expected output, nor a format string with placeholders
        lambda before: not (_GO_EXPECTED.search(before) or before.rstrip().endswith("Sprintf(")))


def _python_calls(text: str) -> Iterator[str]:
    """sqlglot's tests: the SQL a test hands the MySQL dialect (a call's first argument and
    `read={"mysql": …}`), not what it expects written back or in other dialects."""
    import ast

    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.Call):
            continue
        if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            yield node.args[0].value
        for kw in node.keywords:
            if kw.arg == "read" and isinstance(kw.value, ast.Dict):
                for k, v in zip(kw.value.keys, kw.value.values):
                    if (isinstance(k, ast.Constant) and k.value == "mysql"
                            and isinstance(v, ast.Constant) and isinstance(v.value, str)):
                        yield v.value


def _python_strings(text: str) -> Iterator[str]:
    """Every string constant of a Python test (adjacent literals joined, as Python joins them),
    none that is part of an f-string or has a %-placeholder or a format field in it."""
    import ast

    tree = ast.parse(text)
    in_fstring = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
                  for part in node.values}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in in_fstring
                and not re.search(r"%(\(\w+\))?[sd]|\{\w*\}", node.value)):
            yield node.value


# Java: comments and char literals are matched (and skipped) so their quotes open no string;
# a text block ("""…""") is one string, its common indent removed
_JAVA_TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|\'(?:\\.|[^\'\\\n])*\'|"""\s*\n(.*?)"""|"((?:[^"\\\n]|\\.)*)"', re.S)
# what comes before an expected rendering: assertEquals's first argument, any later argument
# (`assertDeparse(stmt, "…")`), a variable named for the expected text
_JAVA_EXPECTED = re.compile(r"(assert\w*\(|,|\b(expected|expect|output|result|formatted|target)\w*\s*=)\s*$",
                            re.I)


def _java_strings(text: str) -> Iterator[str]:
    import textwrap

    in_array = False

    def is_input(before: str) -> bool:
        nonlocal in_array
        # an array's elements (`@ValueSource(strings = {"…", "…"})`) are all inputs
        in_array = before.rstrip().endswith("{") or (in_array and before.strip() == ",")
        return (in_array or not _JAVA_EXPECTED.search(before)
                or bool(re.search(r"assertSqlCanBeParsed\w*\(\s*$", before)))

    yield from _joined_strings(
        _JAVA_TOKEN, text,
        lambda m: textwrap.dedent(m.group(1)) if m.group(1) is not None else (
            None if m.group(2) is None else _go_unescape(m.group(2))),
        is_input)


def _dollar_statements(text: str) -> Iterator[str]:
    """MySQL Workbench's parser test statements: each ends with `$$` (its first lines are
    comments alone, which no statement is)."""
    yield from (part.strip() for part in text.split("$$") if part.strip())


# PHP: comments are matched (and skipped) so their quotes open no string; single-quoted strings
# know only \' and \\; a double-quoted one with a `$variable` in it is no fixed text
_PHP_TOKEN = re.compile(r"//[^\n]*|#[^\n]*|/\*.*?\*/|'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\"", re.S)


def _php_joined(text: str) -> Iterator[str]:
    """The string literals of a PHP test, those joined by `.` as one (`'CREATE TABLE t (a INT, '
    . 'PRIMARY KEY(a))'`): DBAL's and Laravel's tests hold the SQL they expect generated."""
    def value(m: re.Match) -> "str | None":
        if m.group(1) is not None:
            return re.sub(r"\\([\\'])", r"\1", m.group(1))
        if m.group(2) is not None:
            return None if re.search(r"\$\w|\{\$", m.group(2)) else _go_unescape(m.group(2))
        return None

    last, pending = 0, None
    for m in _PHP_TOKEN.finditer(text):
        before, last = text[last:m.start()], m.end()
        literal = value(m)
        if literal is None:
            if m.group(0)[:1] in "'\"" and pending is not None:
                yield pending  # an interpolated string ends the text joined so far
                pending = None
            continue
        if pending is not None and before.strip() == ".":
            pending += literal
            continue
        if pending is not None:
            yield pending
        pending = literal
    if pending is not None:
        yield pending


def _sqldef_yaml(text: str) -> Iterator[str]:
    """sqldef's test cases: the schemas each case starts from and wants (`current`, `desired`)
    and the DDL it expects to run between them (`up`, `down`)."""
    import yaml

    cases = yaml.safe_load(text) or {}
    for case in cases.values():
        if isinstance(case, dict):
            for key in ("current", "desired", "up", "down"):
                if isinstance(case.get(key), str):
                    yield case[key]


_TXTAR_MEMBER = re.compile(r"^-- (\S+) --$", re.M)


def _txtar_sql(text: str) -> Iterator[str]:
    """The `.sql` members of a txtar archive (Atlas's integration tests); one with a test
    variable (`$db`) is no fixed text."""
    heads = list(_TXTAR_MEMBER.finditer(text))
    for head, nxt in zip(heads, heads[1:] + [None]):
        if head.group(1).endswith(".sql"):
            body = text[head.end():nxt.start() if nxt else len(text)]
            if "$" not in body:
                yield body


def _gh_ost_alter(text: str) -> Iterator[str]:
    """A gh-ost test's `--alter`, as gh-ost runs it: ALTER TABLE on the test's table."""
    import shlex

    try:
        words = shlex.split(text)
    except ValueError:
        return
    for n, word in enumerate(words):
        if word.startswith("--alter="):
            yield f"ALTER TABLE gh_ost_test {word[len('--alter='):]}"
        elif word == "--alter" and n + 1 < len(words):
            yield f"ALTER TABLE gh_ost_test {words[n + 1]}"


def _sharding_cases(text: str) -> Iterator[str]:
    """ShardingSphere's parser cases: the `value` of each `<sql-case>` for MySQL (its
    `db-types` names MySQL, or no database at all: a case every dialect's parser reads)."""
    import xml.etree.ElementTree as ET

    for case in ET.fromstring(text).iter("sql-case"):
        types = [t.strip().lower() for t in (case.get("db-types") or "").split(",") if t.strip()]
        if case.get("value") and (not types or "mysql" in types):
            yield case.get("value")


# go-mysql-server's script tests: a statement is a `Query:` or an element of a `SetUpScript`
# list; the rows and errors a test expects are not statements
_GMS_INPUT = re.compile(r"(\bSetUpScript\s*:\s*\[\]string\s*\{|\bQuery\s*:)\s*$")


def _gms_queries(text: str) -> Iterator[str]:
    in_list = False

    def is_input(before: str) -> bool:
        nonlocal in_list
        if _GMS_INPUT.search(before):
            in_list = "SetUpScript" in before
            return True
        in_list = in_list and before.strip() in ("", ",")
        return in_list

    yield from _joined_strings(
        _GO_TOKEN, text,
        lambda m: m.group(2) if m.group(2) is not None else (
            None if m.group(1) is None else _go_unescape(m.group(1))),
        is_input)


# mysqltest's own commands (client/mysqltest.cc): a statement that begins with one is no SQL
_MYSQLTEST_COMMANDS = frozenset("""
    append_file cat_file change_user character_set chmod connect connection copy_file copy_files_wildcard dec
    delimiter die diff_files dirty_close disable_abort_on_error disable_column_names disable_connect_log
    disable_cursor_protocol disable_info disable_metadata disable_non_blocking_api disable_parsing
    disable_prepare_warnings disable_ps2_protocol disable_ps_protocol disable_query_log disable_reconnect
    disable_result_log disable_service_connection disable_session_track_info disable_view_protocol
    disable_warnings disconnect echo enable_abort_on_error enable_column_names enable_connect_log
    enable_cursor_protocol enable_info enable_metadata enable_non_blocking_api enable_parsing
    enable_prepare_warnings enable_ps2_protocol enable_ps_protocol enable_query_log enable_reconnect
    enable_result_log enable_service_connection enable_session_track_info enable_view_protocol enable_warnings
    end end_timer error eval exec exec_in_background execw exit file_exists horizontal_results if inc let
    list_files list_files_append_file list_files_write_file lowercase_result mkdir move_file output perl ping
    query query_horizontal query_vertical real_sleep reap remove_file remove_files_wildcard replace_column
    replace_numeric_round replace_regex replace_result require reset_connection result result_format rmdir
    save_master_pos send send_eval send_quit send_shutdown shutdown_server single_query skip sleep
    sorted_result source start_timer sync_slave_with_master sync_with_master system vertical_results
    wait_for_slave_to_stop while write_file""".split())
_HEREDOC_COMMANDS = ("write_file", "append_file", "perl")  # their text runs to a line EOF (or the name given)


def _mysqltest(text: str) -> Iterator[str]:
    """The SQL statements of a mysqltest script, as mysqltest reads them: a statement ends at the
    delimiter outside quotes, wherever on the line (the rest of the line begins the next one, and
    a `#` there begins a comment); `--command` lines, `# comments`, mysqltest's own commands
    (`let`, `eval`, `error …;`, `if (…) {`, …), the text of `perl` / `write_file` blocks and any
    statement that uses a mysqltest variable (`$engine`) are left out; the delimiter follows
    `delimiter` / `--delimiter`."""
    delimiter, body, quote, heredoc = ";", "", "", None
    source = text.splitlines()
    at = 0
    while at < len(source):
        line = source[at]
        at += 1
        if heredoc is not None:
            heredoc = None if line.strip() == heredoc else heredoc
            continue
        while line is not None:
            if not body.strip():
                stripped = line.strip()
                if not stripped or stripped.startswith("#") or stripped.startswith("}"):
                    break
                if stripped.startswith("--"):
                    words = stripped[2:].split(None, 1)
                    command = words[0].lower() if words else ""
                    if command == "delimiter" and len(words) > 1:
                        delimiter = words[1].strip()
                    elif command in _HEREDOC_COMMANDS:
                        rest = words[1].split() if len(words) > 1 else []
                        heredoc = rest[-1] if command == "perl" and rest else "EOF"
                    break
                if re.match(r"(if|while)\s*\(", stripped, re.I):  # a block's head, up to its `{`
                    while "{" not in stripped and at < len(source):
                        stripped = source[at]
                        at += 1
                    break
            end = None
            for i, c in enumerate(line):
                if quote:
                    quote = "" if c == quote else quote
                elif c in "'\"`":
                    quote = c
                elif line.startswith(delimiter, i):
                    end = i
                    break
            if end is None:
                body += line + "\n"
                break
            statement, body = (body + line[:end]).strip(), ""
            line = line[end + len(delimiter):]
            line = line if line.strip() else None
            words = statement.split()
            command = words[0].lower() if words else ""
            if command == "delimiter" and len(words) > 1:
                delimiter = words[1]
            elif command in _HEREDOC_COMMANDS:
                heredoc = words[1] if command == "perl" and len(words) > 1 else "EOF"
            elif command and command not in _MYSQLTEST_COMMANDS and "$" not in statement:
                yield statement


def _key(sql: str) -> str:
    return " ".join(sql.lower().split()).rstrip(";").strip()


def _tree(where: str) -> tuple[str, list[str], "Callable[[str], str]"]:
    """(commit, files, read) of a bare clone, or of a directory laid out as the repository
    (`DIR@REF`: REF names the tag or commit the files are of)."""
    if "@" in where and Path(where.rsplit("@", 1)[0]).is_dir():
        root, ref = where.rsplit("@", 1)
        base = Path(root)
        files = sorted(str(p.relative_to(base)) for p in base.rglob("*") if p.is_file())
        return ref, files, lambda path: (base / path).read_text(encoding="utf-8", errors="replace")
    commit = _git(where, "rev-parse", "HEAD").strip()
    files = _git(where, "ls-tree", "-r", "--name-only", "HEAD").splitlines()
    return commit, files, lambda path: _git(where, "show", f"HEAD:{path}")


def collect(gitdirs: dict[str, str], sources: dict = SOURCES, seen: set[str] | None = None,
            dumps: tuple[str, ...] = LOCAL_DUMPS) -> list[dict]:
    """The statements of `sources` (in `gitdirs`), each once and none whose key is in `seen`."""
    rows: list[dict] = []
    seen = set() if seen is None else seen
    for repo, (licence, parts) in sources.items():
        if repo not in gitdirs:
            print(f"skipped {repo}: no --git given", file=sys.stderr)
            continue
        commit, files, read = _tree(gitdirs[repo])
        done: set[str] = set()
        for prefix, extractor in parts:
            file_licence = licence
            for path in sorted(f for f in files if f.startswith(prefix) and f not in done):
                done.add(path)
                if extractor == "mysql_sql_file" and "/mysql" not in "/" + path.lower().rpartition("/")[0]:
                    continue
                if extractor == "ddl_file" and not path.endswith((".sql", ".ddl")):
                    continue
                if extractor.endswith("sql_file") and not (path.endswith(".sql") or path.endswith(".in")):
                    continue
                if extractor == "go_strings" and not path.endswith("_test.go"):
                    continue
                if extractor == "python_strings" and not path.endswith(".py"):
                    continue
                if extractor == "java_strings" and not path.endswith(".java"):
                    continue
                if extractor == "mysqltest" and not path.endswith(".test"):
                    continue
                if extractor in ("php_joined", "gms_queries") and not path.endswith((".php", ".go")):
                    continue
                if extractor == "sqldef_yaml" and not path.endswith(".yml"):
                    continue
                if extractor == "sharding_cases" and not path.endswith(".xml"):
                    continue
                if extractor == "txtar_sql" and not path.endswith(".txtar"):
                    continue
                if extractor == "gh_ost_test" and not path.endswith((".sql", "/extra_args")):
                    continue
                text = read(path)
                if extractor == "markdown_sql":
                    if not path.endswith(".md"):
                        continue
                    page = _PAGE_LICENCE.search(text)
                    file_licence = page.group(1).split(", originally")[0].strip() if page else "unstated (MariaDB documentation)"
                    candidates = [(0, s) for block in _markdown_sql(text) for s in _statements(block, path)]
                elif (extractor.endswith("sql_file") or extractor == "ddl_file"
                      or (extractor == "gh_ost_test" and path.endswith(".sql"))):
                    candidates = [(0, s) for s in _statements(text, path)]
                elif extractor == "mysqltest":
                    candidates = list(enumerate(_mysqltest(text)))
                else:
                    strings = {"rust_strings": _rust_strings, "go_strings": _go_strings,
                               "python_calls": _python_calls, "python_strings": _python_strings, "java_strings": _java_strings,
                               "dollar_statements": _dollar_statements, "php_joined": _php_joined,
                               "sqldef_yaml": _sqldef_yaml, "txtar_sql": _txtar_sql,
                               "gh_ost_test": _gh_ost_alter, "gms_queries": _gms_queries,
                               "sharding_cases": _sharding_cases, "js_dialect_keys": _js_dialect_keys,
                               }.get(extractor, _js_strings)(text)
                    if extractor == "php_strings" and not path.endswith(".php"):
                        continue
                    candidates = [(n, s) for n, lit in enumerate(strings)
                                  for s in _statements(lit, path)]
                non_ddl = kept = 0
                for n, (_, sql) in enumerate(candidates):
                    kind = classify(sql.lstrip("(").upper()[:200].replace("\n", " "))
                    if extractor == "mysqltest" and (kind not in MTR_KINDS or kept >= MTR_PER_FILE):
                        continue
                    if kind not in DDL_KINDS:
                        if not kind.startswith(NON_DDL_KINDS):
                            continue  # a fragment, not a statement (an expected AST, a comment)
                        non_ddl += 1
                        if non_ddl % NON_DDL_EVERY:
                            continue
                    k = _key(sql)
                    if k in seen or len(sql) > 20000:
                        continue
                    seen.add(k)
                    kept += 1
                    rows.append({
                        "id": f"{repo.split('/')[-1]}:{path}:{n + 1}",
                        "source": repo, "path": path, "commit": commit, "licence": file_licence,
                        # a gh-ost test's --alter runs on the table its create.sql makes
                        "group": f"{repo}:{path.rpartition('/')[0] if extractor == 'gh_ost_test' else path}",
                        "kind": kind, "ddl": kind in DDL_KINDS,
                        "sql": sql,
                    })
    for path in dumps:
        text = (REPO_ROOT / path).read_text(encoding="utf-8")
        for n, sql in enumerate(_statements(text, path)):
            kind = classify(sql.upper()[:200].replace("\n", " "))
            if kind in DDL_KINDS and _key(sql) not in seen:
                seen.add(_key(sql))
                rows.append({"id": f"dump:{path}:{n + 1}", "source": "schemalint/make_dumps (MariaDB 10.11)",
                             "path": path, "commit": "", "licence": "Apache-2.0 (this project)",
                             "group": f"dump:{path}", "kind": kind, "ddl": True, "sql": sql})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--git", action="append", default=[], metavar="OWNER/NAME=GITDIR")
    parser.add_argument("--dir", action="append", default=[], metavar="OWNER/NAME=DIR@REF",
                        help="a copy of the repository's files (DIR) at REF, for one too large to clone")
    parser.add_argument("--append", action="store_true",
                        help="keep the statements already in the output and add the sources given")
    parser.add_argument("--held-out", action="store_true",
                        help="collect the held-out sources (HELD_OUT_SOURCES), none of the tuning"
                             " corpus's statements, into data/heldout_statements.jsonl")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    data = Path(__file__).parent / "data"
    gitdirs = dict(g.split("=", 1) for g in args.git + args.dir)
    if args.held_out:
        out = args.out or data / "heldout_statements.jsonl"
        for repo in gitdirs:
            if repo not in HELD_OUT_SOURCES:
                sys.exit(f"{repo} is not a held-out source")
        with (data / "statements.jsonl").open(encoding="utf-8") as fh:
            tuning = {_key(json.loads(line)["sql"]) for line in fh if line.strip()}
        rows = collect(gitdirs, HELD_OUT_SOURCES, tuning, dumps=())
    else:
        out = args.out or data / "statements.jsonl"
        for repo in gitdirs:
            if repo.lower().startswith(HELD_OUT):
                sys.exit(f"{repo} is held out for verification")
        kept: list[dict] = []
        if args.append and out.exists():
            with out.open(encoding="utf-8") as fh:
                kept = [json.loads(line) for line in fh if line.strip()]
            kept = [row for row in kept if row["source"] not in gitdirs]
        # (a statement of the held-out half is never taken into the tuning one either)
        held = data / "heldout_statements.jsonl"
        seen = {_key(row["sql"]) for row in kept}
        if held.exists():
            with held.open(encoding="utf-8") as fh:
                seen |= {_key(json.loads(line)["sql"]) for line in fh if line.strip()}
        new = collect(gitdirs, {repo: SOURCES[repo] for repo in gitdirs if repo in SOURCES} if args.append else SOURCES,
                      seen, dumps=() if args.append else LOCAL_DUMPS)
        rows = kept + new
    args.out = out
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    by_source: dict[str, list[int]] = {}
    for row in rows:
        counts = by_source.setdefault(row["source"], [0, 0])
        counts[0 if row["ddl"] else 1] += 1
    for repo, (ddl, other) in by_source.items():
        print(f"{repo:40} {ddl:5} DDL {other:5} other")
    print(f"{len(rows)} statements -> {args.out}")


if __name__ == "__main__":
    main()
