"""The builder's fast span lookups give what the straightforward computation gives.

Builder._node_span looks at a node's children before walking the whole node, finds where the
clause starts in the file's text rather than in a copy of the statement, and SourceFile.span
looks a line up once when the end is on the start's line. The references here do it the plain
way: the first identifier `find_all` gives that carries a position, the first non-blank
character of its line when that line begins inside the statement (else the identifier itself),
and both ends placed by counting newlines. Every node of every statement in the fixtures must
get the same span, and so must every column, index, foreign key and partitioning of the model.
"""

from __future__ import annotations

import functools
from typing import Optional

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from sqlglot import exp

from schemalint.replay.build import Builder
from schemalint.judge.refusals import replay_judges
from schemalint.model import Span
from schemalint.read.parse import ParseFailure, dialect, parse_statement
from schemalint.read.source import SourceFile, Statement, decode, split
from schemalint.read.table_parts import SHIFT
from tests.helpers import FIXTURES


@functools.lru_cache(maxsize=4)
def _naive_lines(text: str) -> list[tuple[int, int]]:
    """(line, where that line starts) before each offset 0…len(text), walking the text once:
    a line ends at LF, at CRLF (after its LF) and at a lone CR, as an editor shows it. (Kept
    per text: walking from the start for each of a file's thousands of nodes took minutes.)"""
    line, line_start = 1, 0
    before = [(line, line_start)]
    for i in range(len(text)):
        if text[i] == "\n" or (text[i] == "\r" and text[i + 1:i + 2] != "\n"):
            line, line_start = line + 1, i + 1
        before.append((line, line_start))
    return before


def _naive_position(text: str, offset: int) -> tuple[int, int]:
    line, line_start = _naive_lines(text)[max(0, min(offset, len(text)))]
    return line, offset - line_start + 1


def reference_file_span(source: SourceFile, start: int, end: int) -> Span:
    line, column = _naive_position(source.text, start)
    end_line, end_column = _naive_position(source.text, max(start, end))
    return Span(source.path, line, column, end_line, end_column)


def reference_node_span(stmt: Statement, node: Optional[exp.Expression]) -> Span:
    if node is not None:
        for ident in node.find_all(exp.Identifier):
            if "start" in ident.meta:
                text, offset = stmt.text, ident.meta["start"]
                line_start = text.rfind("\n", 0, offset) + 1
                first = line_start
                while first < offset and text[first] in " \t":
                    first += 1
                start = first if line_start > 0 else offset
                return reference_file_span(stmt.source, stmt.start + start, stmt.start + ident.meta["end"] + 1)
    return reference_file_span(stmt.source, stmt.start, stmt.end)


# Statements whose text has executable-comment markers blanked (Statement.blanked), clauses
# that start on the statement's first line, tab indents, Windows line ends.
SAMPLES = [
    "CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(10), KEY k (name));\n",
    "USE app; CREATE TABLE t (\n\tid INT NOT NULL,\r\n\t  v CHAR(3) CHARACTER SET ascii,\r\n  PRIMARY KEY (id)\n);\n",
    "CREATE TABLE p (\n  id INT NOT NULL,\n  d DATE NOT NULL,\n  PRIMARY KEY (id, d)\n)\n"
    "/*!50100 PARTITION BY RANGE (YEAR(d))\n(PARTITION p0 VALUES LESS THAN (2020),\n"
    " PARTITION p1 VALUES LESS THAN MAXVALUE) */;\n",
    "/*!40101 SET NAMES utf8mb4 */;\nCREATE TABLE c (\n  a INT,\n  b INT,\n  /*!80000 c INT, */\n"
    "  UNIQUE KEY u (a, b),\n  CONSTRAINT fk FOREIGN KEY (b) REFERENCES p (id) ON DELETE CASCADE\n);\n"
    "ALTER TABLE c ADD COLUMN e INT AFTER a, ADD INDEX ie (e), DROP COLUMN b;\n"
    "ALTER TABLE c\n  MODIFY a BIGINT NOT NULL,\n  ADD CONSTRAINT fk2 FOREIGN KEY (e) REFERENCES p (id);\n",
    "CREATE TABLE `q` (`x` int) ENGINE=InnoDB; ALTER TABLE q ADD y INT, ALGORITHM=INPLACE;\n"
    "RENAME TABLE q TO r; DROP TABLE nope; CREATE INDEX ix ON r (x); ALTER TABLE gone ADD z INT;\n",
]


def _sources() -> list[SourceFile]:
    files = sorted(FIXTURES.rglob("*.sql"))
    assert files
    return [decode(f.read_bytes(), str(f.relative_to(FIXTURES))) for f in files] + [
        SourceFile(f"sample{i}.sql", text) for i, text in enumerate(SAMPLES)]


def _statements():
    """(statement, its tree as the builder gets it, the same statement parsed whole): a CREATE
    TABLE's tree may be assembled from shared parts (table_parts), whose positions are shifted."""
    for source in _sources():
        statements, _ = split(source)
        for stmt in statements:
            tree = parse_statement(stmt)
            if not isinstance(tree, ParseFailure):
                yield stmt, tree, dialect().parse(stmt.text)[0]


def test_every_node_of_every_statement_gets_the_reference_span(monkeypatch):
    # a fresh part memo: a process that linted mostly-new parts before (the golden outputs, in
    # one serial run) has stopped assembling, and this test is about assembled trees too
    from schemalint.read import table_parts
    monkeypatch.setattr(table_parts, "_counts", [0, 0])
    monkeypatch.setattr(table_parts, "_parts", {})
    monkeypatch.setattr(table_parts, "_tails", {})
    nodes = blanked = assembled = 0
    for stmt, tree, whole in _statements():
        blanked += stmt.blanked is not None
        assembled += isinstance(tree.this, exp.Schema) and any(e.meta_get(SHIFT) is not None for e in tree.this.expressions)
        assert tree == whole
        for node, same_node in zip(tree.walk(), whole.walk(), strict=True):
            assert Builder._node_span(stmt, node) == reference_node_span(stmt, same_node), (stmt.text, node)
            nodes += 1
        assert Builder._node_span(stmt, None) == reference_node_span(stmt, None)
    assert nodes > 5_000 and blanked >= 2 and assembled > 50


def test_the_model_s_spans_are_the_reference_spans():
    """Each column, index, foreign key and partitioning points where its clause starts."""
    checked = 0
    for source in _sources():
        statements, _ = split(source)
        builder = Builder(judges=replay_judges)
        for stmt in statements:
            tree = parse_statement(stmt)
            if isinstance(tree, ParseFailure):
                continue
            builder.last_template = None
            try:
                builder.apply(stmt, tree)
            except Exception:  # noqa: BLE001 - the pipeline reports these; spans are what is tested
                continue
            if stmt.kind != "CREATE TABLE" or not isinstance(tree.this, exp.Schema):
                continue
            table = builder.find(tree.this.this)
            if table is None or table.changed_span != reference_file_span(source, stmt.start, stmt.end):
                continue  # IF NOT EXISTS on an existing table, LIKE, …
            tree = dialect().parse(stmt.text)[0]  # the reference reads positions as parsed whole
            defs = {e.name.lower(): e for e in tree.this.expressions if isinstance(e, exp.ColumnDef)}
            for column in table.columns:
                assert column.span == reference_node_span(stmt, defs[column.name.lower()])
                checked += 1
            elements = [e for e in tree.this.expressions if not isinstance(e, exp.ColumnDef)]
            inner = [i for e in elements for i in (e.expressions if isinstance(e, exp.Constraint) else [e])]
            spans = {reference_node_span(stmt, e) for e in inner} | {c.span for c in table.columns}
            for index in table.indexes:
                assert index.span in spans
                checked += 1
            for fk in table.foreign_keys:
                assert fk.span in spans
    assert checked > 300


@given(st.text(alphabet="ab \t\n\r", max_size=40), st.integers(-3, 45), st.integers(-3, 45))
@example("a\nb", 0, 2)
@example("a\nb\n", 4, 4)
@example("", 0, 0)
@example("ab\n\ncd", 3, 1)
def test_file_spans_match_counting_newlines(text, start, end):
    start, end = min(max(start, 0), len(text)), min(max(end, 0), len(text) + 2)
    source = SourceFile("t.sql", text)
    assert source.span(start, end) == reference_file_span(source, start, end)
    assert source.position(start) == _naive_position(text, start)


@pytest.mark.parametrize("text", ["x" * 5 + "\n" * 3, "\n".join("line" for _ in range(1000))])
def test_file_spans_across_many_lines(text):
    source = SourceFile("t.sql", text)
    for start in range(0, len(text), 7):
        for end in (start, start + 1, start + 40, start + 4000, len(text)):
            assert source.span(start, end) == reference_file_span(source, start, end)
