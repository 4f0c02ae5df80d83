"""PREPARE / EXECUTE replayed: the statements a file builds and runs as dynamic SQL, put back
into the file's statement stream where the server would run them (split out of pipeline/lint.py)."""

from __future__ import annotations

from typing import Any, Callable, Iterator

from ..findings import Finding
from ..model import Span
from ..read import source
from ..read.source import SourceFile, Statement

DYNAMIC_KINDS = frozenset({"SET", "PREPARE", "EXECUTE"})


class DynamicSql:
    """The statements a file builds and runs with PREPARE / EXECUTE (dynamic_sql), replayed
    where the server would run them: right after their EXECUTE, at its location."""

    def __init__(self, builder: Any, loaded: Any, system_finding: Callable[..., Finding], wanted: bool = True):
        self.builder, self.loaded, self.wanted = builder, loaded, wanted
        self.system_finding = system_finding  # lint's, so findings are made one way
        self.session: Any = None
        self.pending: list[Statement] = []
        self.executed = 0

    def with_executed(self, statements: list[Statement]) -> Iterator[Statement]:
        for stmt in statements:
            yield stmt
            while self.pending:
                yield self.pending.pop(0)

    def step(self, stmt: Statement) -> None:
        if not self.wanted:
            return
        text = stmt.text
        if stmt.kind == "SET" and "@" not in text.replace("@@", ""):
            return  # server variables only (mysqldump's dozens of SETs end here)
        if self.session is None:
            from ..read.dynamic_sql import Session

            builder = self.builder
            self.session = Session(
                lambda schema, name: builder.model.find_table(name, schema) if schema else builder.model.find_table(name),
                lambda: builder.current_schema)
        if stmt.kind == "SET":
            from ..read.parse import ParseFailure, parse_statement

            tree = parse_statement(stmt)
            if not isinstance(tree, ParseFailure):
                self.session.assign(tree)
        elif stmt.kind == "PREPARE":
            self.session.prepare(text)
        else:
            executed = self.session.execute(text)
            if executed is None:
                return
            if executed.text is not None:
                self.pending.append(_executed_statement(stmt, executed.text, self.executed))
                self.executed += 1
                return
            tables = _tables_named(executed.candidates)
            if tables:
                for name in tables:
                    self.loaded.uncertain_tables.setdefault(name, stmt.span)
                shown = ", ".join(sorted(tables))
                self.loaded.system_findings.append(self.system_finding(
                    "SL009", f"EXECUTE runs a statement built at run time from something schemalint cannot "
                    f"read (the rows or the server's state): {shown} may differ from the server's from here",
                    stmt.span, severity="info"))


class _ExecutedText(SourceFile):
    """The text an EXECUTE runs: every place in it is the EXECUTE statement's place."""

    def __init__(self, execute: Statement, text: str):
        super().__init__(execute.path, text)
        self.at = execute.span

    def position(self, offset: int) -> tuple[int, int]:
        return self.at.line, self.at.column

    def span(self, start: int, end: int) -> Span:
        return self.at


def _executed_statement(execute: Statement, text: str, number: int) -> Statement:
    """The statement an EXECUTE runs, as one of the file's: its findings point at the EXECUTE."""
    return Statement(_ExecutedText(execute, text), 0, len(text), None, source.classify(text), -1 - number)


def _tables_named(texts: list[str]) -> set[str]:
    import sqlglot
    from sqlglot import exp as sql

    names: set[str] = set()
    for text in texts:
        try:
            tree = sqlglot.parse_one(text, read="mysql")
        except Exception:
            continue
        names.update(t.name.lower() for t in tree.find_all(sql.Table) if t.name)
    return names
