"""CREATE TABLE assembled from shared parts (table_parts) is the tree sqlglot builds from the
whole text, and the builder puts every column, index, foreign key and partitioning at the
same place in the file either way. The scan that finds the parts must never cut inside a
quoted string or name; what it cannot handle (comments, odd headers) is parsed whole."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlglot import exp

from schemalint.read import table_parts
from schemalint.replay.build import Builder
from schemalint.judge.refusals import replay_judges
from schemalint.read.parse import dialect, parse_statement
from schemalint.read.source import SourceFile, decode, split
from tests.helpers import FIXTURES


@pytest.fixture(autouse=True)
def empty_memo():
    table_parts._parts.clear()
    table_parts._tails.clear()
    table_parts._counts[:] = [0, 0]
    yield
    table_parts._parts.clear()
    table_parts._tails.clear()
    table_parts._counts[:] = [0, 0]


def test_parts_are_cut_at_top_level_commas_only():
    text = ("CREATE TABLE `a,b` (\n  `x,(y` varchar(10) DEFAULT 'p, q)' COMMENT \"it\\\"s, (\",\n"
            "  n decimal(12,2) NOT NULL,\n  e enum('a''b', 'c\\\\', 'd)') ,\n  PRIMARY KEY (`x,(y`, n)\n)"
            " ENGINE=InnoDB COMMENT='x, (y)'")
    opened, close, spans = table_parts.body_parts(text)
    assert text[opened] == "(" and text[close] == ")" and text[close:].startswith(") ENGINE")
    assert [text[s:e] for s, e in spans] == [
        "`x,(y` varchar(10) DEFAULT 'p, q)' COMMENT \"it\\\"s, (\"",
        "n decimal(12,2) NOT NULL",
        "e enum('a''b', 'c\\\\', 'd)')",
        "PRIMARY KEY (`x,(y`, n)",
    ]


@pytest.mark.parametrize("text", [
    "CREATE TABLE t (a INT -- note\n)",
    "CREATE TABLE t (a INT # note\n)",
    "CREATE TABLE t (a INT /* note */)",
    "CREATE TABLE t (a INT DEFAULT 'open)",
    "CREATE TABLE t (a INT",
    "CREATE TABLE t) (a INT)",
    "CREATE TABLE t LIKE u",
])
def test_what_the_scan_cannot_cut_is_left_to_the_whole_parse(text):
    assert table_parts.body_parts(text) is None
    assert table_parts.parse_create_table(text, dialect()) is None


# Text the one-regex-per-definition scan of body_parts must cut as the token scan does: quotes
# of every kind holding what would cut or end a definition, escapes, odd blanks, nesting, and
# what either scan gives up on.
SCAN_ATOMS = st.sampled_from([
    "a", "INT", "`b,(c`", "`x``y`", "'p, q)'", "'a''b'", "'c\\\\'", "'d\\'e'", '"it\\"s, ("', '""',
    "(", ")", ",", "(1,2)", "((a))", "(((((x)))))", "-", "--", "- -", "/", "/*", "*/", "#", "'", "`", '"',
    " ", "\n  ", "\t", "\r\n", "\x0b", "\x1c", "\u00a0", "\u3000", "enum('a','b')", "DEFAULT (a - b / 2)",
])


@pytest.mark.slow
@settings(max_examples=2000, deadline=None)
@given(st.lists(SCAN_ATOMS, max_size=14), st.lists(SCAN_ATOMS, max_size=3))
def test_the_fast_scan_cuts_as_the_token_scan(body, header):
    text = "CREATE TABLE " + "".join(header) + " (" + "".join(body)
    for candidate in (text, text + ")", text + ") ENGINE=InnoDB"):
        assert table_parts.body_parts(candidate) == table_parts.scanned_body_parts(candidate)


def test_the_fast_scan_alone_cuts_the_fixture_tables(monkeypatch):
    texts = [s.text for f in sorted(FIXTURES.rglob("*.sql")) for s in split(decode(f.read_bytes(), str(f)))[0]
             if s.kind == "CREATE TABLE"]
    expected = [table_parts.scanned_body_parts(t) for t in texts]
    plain = [t for t, found in zip(texts, expected) if found is not None and all(e > s for s, e in found[2])
             and "((((" not in t]
    assert len(plain) > 50
    monkeypatch.setattr(table_parts, "scanned_body_parts", lambda text: pytest.fail(f"fell back on {text!r}"))
    for text in plain:
        assert table_parts.body_parts(text) == expected[texts.index(text)]


@pytest.mark.parametrize("text", [
    "CREATE TEMPORARY TABLE t (a INT)",  # the header has options of its own
    "CREATE OR REPLACE TABLE t (a INT)",
    "CREATE TABLE t (a INT, a INT)",  # a part twice in one table
    "CREATE TABLE t (a INT,)",
    "CREATE TABLE t (a INT) SELECT 1 AS b",
    "CREATE TABLE t (a INT) (SELECT 1 AS b)",
    "CREATE TABLE t (a INT) ENGINE=InnoDB; CREATE TABLE u (b INT)",
])
def test_statements_beyond_a_plain_definition_are_parsed_whole(text):
    assert table_parts.parse_create_table(text, dialect()) is None


def test_a_table_with_nothing_new_shares_every_part():
    d = dialect()
    first = table_parts.parse_create_table("CREATE TABLE a (id INT NOT NULL, PRIMARY KEY (id)) ENGINE=InnoDB", d)
    second = table_parts.parse_create_table("CREATE TABLE IF NOT EXISTS b (\n  id INT NOT NULL,\n  PRIMARY KEY (id)\n)"
                                            " ENGINE=InnoDB", d)
    assert [id(e) for e in second.this.expressions] == [id(e) for e in first.this.expressions]
    assert second == d.parse("CREATE TABLE IF NOT EXISTS b (id INT NOT NULL, PRIMARY KEY (id)) ENGINE=InnoDB")[0]
    assert first.args["exists"] is not True and second.args["exists"] is True



def test_a_dump_table_with_nothing_new_is_read_from_its_tokens(monkeypatch):
    """mysqldump's header (`CREATE TABLE `name` (`) before parts and options all seen before:
    no sqlglot parse at all, and the same tree, name positions included, as the whole parse."""
    d = dialect()
    table_parts.parse_create_table("CREATE TABLE `a` (\n  `id` int NOT NULL,\n  PRIMARY KEY (`id`)\n) ENGINE=InnoDB", d)
    texts = ["CREATE TABLE `b``2` (\n  `id` int NOT NULL,\n  PRIMARY KEY (`id`)\n) ENGINE=InnoDB",
             "CREATE TABLE IF NOT EXISTS\n  `c` (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
             "CREATE TABLE orders_2 (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB"]
    wholes = [d.parse(text)[0] for text in texts]

    def no_parse(*args, **kwargs):
        raise AssertionError("parsed")

    monkeypatch.setattr(d, "parse", no_parse)
    for text, whole in zip(texts, wholes):
        tree = table_parts.parse_create_table(text, d)
        assert tree == whole
        name, whole_name = tree.this.this.this, whole.this.this.this
        assert (name.meta, tree.this.this.args) == (whole_name.meta, whole.this.this.args)


@pytest.mark.parametrize("text", [
    "CREATE TABLE comment (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",  # a keyword (not a VAR token)
    "CREATE TABLE `s`.`a` (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",  # a schema
    "CREATE TABLE IF  EXISTS `a` (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",  # not IF NOT EXISTS
])
def test_other_headers_are_parsed(text, monkeypatch):
    d = dialect()
    table_parts.parse_create_table("CREATE TABLE `z` (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB", d)
    calls = []
    real = d.parse
    monkeypatch.setattr(d, "parse", lambda sql, *a, **k: calls.append(sql) or real(sql, *a, **k))
    table_parts.parse_create_table(text, d)
    assert len(calls) == 1


# A small grammar of CREATE TABLE statements whose parts repeat across tables, written with
# varied spacing and quoting, with and without a schema and options.
NAMES = st.sampled_from(["id", "`id`", "name", "`created_at`", "`odd, name`", "`b``q`", "total", "x1"])
TYPES = st.sampled_from(["INT", "bigint unsigned", "varchar(64)", "decimal(12,2)", "enum('a','b,c')", "datetime(3)",
                         "char(36) CHARACTER SET ascii", "text", "json", "varchar(10) COLLATE utf8mb4_bin"])
EXTRAS = st.sampled_from(["", " NOT NULL", " NULL DEFAULT NULL", " DEFAULT 'x, y'", " NOT NULL AUTO_INCREMENT",
                          " COMMENT 'a (note)'", " DEFAULT '0'", " PRIMARY KEY", " UNIQUE"])
SPACES = st.sampled_from([" ", "\n  ", "\n\t", "  ", "\r\n  "])
TAILS = st.sampled_from(["", " ENGINE=InnoDB", " ENGINE=InnoDB DEFAULT CHARSET=utf8mb4",
                         " ENGINE=InnoDB DEFAULT CHARSET=latin1 COLLATE=latin1_bin ROW_FORMAT=DYNAMIC",
                         "\nPARTITION BY HASH (id) PARTITIONS 4", " ENGINE=InnoDB COMMENT='t, (x)'"])


@st.composite
def create_tables(draw):
    names = draw(st.lists(NAMES, min_size=1, max_size=5, unique_by=lambda n: n.strip("`").lower()))
    columns = [f"{n} {draw(TYPES)}{draw(EXTRAS)}" for n in names]
    keys = draw(st.sampled_from(["", f"PRIMARY KEY ({names[0]})", f"KEY k ({names[-1]})",
                                 f"UNIQUE KEY `u` ({', '.join(names)})"]))
    parts = columns + ([keys] if keys else [])
    space = draw(SPACES)
    table = draw(st.sampled_from(["t", "`t 1`", "app.t", "`app`.`t`"]))
    exists = draw(st.sampled_from(["", "IF NOT EXISTS "]))
    return f"CREATE TABLE {exists}{table} ({space}" + f",{space}".join(parts) + f"{space[:1]}){draw(TAILS)}"


def _built(text: str, whole: bool) -> tuple[object, dict]:
    """The tree the builder gets and the table it builds, as plain values (spans included)."""
    stmt = split(SourceFile("f.sql", "\n\n  " + text + ";\n"))[0][0]
    if whole:
        tree = dialect().parse(stmt.text)[0]
    else:
        tree = parse_statement(stmt)
    builder = Builder(judges=replay_judges)
    builder.apply(stmt, tree)
    (schema,) = [s for s in builder.model.schemas.values() if s.tables]
    (table,) = schema.tables.values()
    return tree, dataclasses.asdict(table)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(create_tables(), min_size=1, max_size=6))
def test_assembled_tables_are_the_tables_parsed_whole(texts):
    for text in texts:
        tree, table = _built(text, whole=False)
        whole_tree, whole_table = _built(text, whole=True)
        assert tree == whole_tree
        assert table == whole_table  # every span included


def test_the_memo_starts_again_past_its_limit(monkeypatch):
    monkeypatch.setattr(table_parts, "_MEMO_LIMIT", 3)
    d = dialect()
    for n in range(20):
        text = f"CREATE TABLE t{n} (c{n} INT, c{n + 1} INT, c{n + 2} INT NOT NULL) ENGINE=InnoDB COMMENT='{n % 5}'"
        assert table_parts.parse_create_table(text, d) == d.parse(text)[0]
        assert len(table_parts._parts) <= 3 + 3 and len(table_parts._tails) <= 3
    assert isinstance(table_parts._parts[f"c{21} INT NOT NULL"][0], exp.ColumnDef)


def test_a_process_whose_definitions_seldom_repeat_stops_trying(monkeypatch):
    monkeypatch.setattr(table_parts, "_PROBE", 10)
    d = dialect()
    for n in range(4):  # 12 parts seen, all new
        assert table_parts.parse_create_table(f"CREATE TABLE t (a{n} INT, b{n} INT, c{n} INT)", d) is not None
    assert table_parts.parse_create_table("CREATE TABLE t (a0 INT, b0 INT, c0 INT)", d) is None


def test_a_process_whose_definitions_repeat_keeps_assembling(monkeypatch):
    monkeypatch.setattr(table_parts, "_PROBE", 10)
    d = dialect()
    for n in range(10):
        assert table_parts.parse_create_table(f"CREATE TABLE t{n} (a INT, b INT, c{n % 2} INT)", d) is not None
    assert table_parts._counts == [30, 4]


def test_the_dialect_s_reused_parser_forgets_a_failed_parse():
    """SchemalintMySQL.parse keeps one tokenizer and one parser: a statement that fails, to
    tokenize or to parse, leaves nothing behind for the next one."""
    from sqlglot.errors import ParseError, TokenError

    from schemalint.read.dialect import SchemalintMySQL

    d, mysql = dialect(), SchemalintMySQL().dialect  # (its tokenizer and parser: new at each call)
    text = "CREATE TABLE `t` (\n  id INT NOT NULL,\n  PRIMARY KEY (id)\n) ENGINE=InnoDB"
    for bad, error in (("CREATE TABLE t (a INT DEFAULT (1 +))", ParseError), ("CREATE TABLE t (a INT DEFAULT 'open", TokenError)):
        with pytest.raises(error):
            d.parse(bad)
        (tree,) = d.parse(text)
        (expected,) = mysql.parser().parse(mysql.tokenize(text), text)
        assert tree == expected
        assert [i.meta for i in tree.find_all(exp.Identifier)] == [i.meta for i in expected.find_all(exp.Identifier)]


def test_a_mariadb_column_reference_is_placed_as_in_the_whole_parse(monkeypatch):
    """MariaDB makes a column's REFERENCES a foreign key, a node given the shared column's meta:
    its span is its own (the referenced name's line), not the column's kept one."""
    def built(text: str, whole: bool) -> dict:
        stmt = split(SourceFile("f.sql", "\n" + text + ";\n"))[0][0]
        tree = dialect().parse(stmt.text)[0] if whole else parse_statement(stmt)
        builder = Builder(mariadb=True, judges=replay_judges)
        builder.apply(stmt, tree)
        (table,) = [t for s in builder.model.schemas.values() for t in s.tables.values()]
        return dataclasses.asdict(table)

    column = "`p` int\n    REFERENCES `parent` (`id`)"
    for name in ("a", "b", "c"):
        text = f"CREATE TABLE `{name}` (\n  `id` int NOT NULL,\n  {column},\n  PRIMARY KEY (`id`)\n) ENGINE=InnoDB"
        shared, whole = built(text, whole=False), built(text, whole=True)
        assert shared["foreign_keys"] and shared == whole
