"""What the server refuses because a statement names what is not there, or what is already
there, judged against the model the replay keeps (it reads the model, never writes it):
SL002 a table no earlier statement creates, SL005 a column or index the table lacks, SL007 a
table, database or primary key that exists already."""

from __future__ import annotations

from typing import Optional

from sqlglot import exp

from ..model import Index, Span, Table
from ..replay.clauses import node_span
from ..replay.issues import BuildIssue
from ..read.source import Statement


class NameRefusals:
    """The names one replay's statements use, checked as the server checks them."""

    __slots__ = ("issues", "names_before", "drops_primary_key")

    def __init__(self, issues: list[BuildIssue]) -> None:
        self.issues = issues  # (the replay's list: one order for every issue)
        # lower-case column and index names of the table an ALTER TABLE changes, as it was before
        # the statement: a clause naming one of these is not reported (SL005) even if an earlier
        # clause of the same statement dropped or renamed it (the server resolves some names
        # against the old table, some against the new: only names in neither are sure errors)
        self.names_before: frozenset[str] = frozenset()
        # the running ALTER TABLE drops the primary key, so it may add one (SL007)
        self.drops_primary_key = False

    # -- one ALTER TABLE ---------------------------------------------------------------------
    def start_alter(self, table: Table, actions: list) -> None:
        """The table as the ALTER TABLE finds it, before its first clause."""
        self.names_before = frozenset(
            [f"column {c.name.lower()}" for c in table.columns] + [f"index {i.name.lower()}" for i in table.indexes])
        self.drops_primary_key = any(isinstance(a, exp.DropPrimaryKey) or (
            isinstance(a, exp.Drop) and "PRIMARY" in (a.args.get("kind") or "").upper()) for a in actions)

    def end_alter(self) -> None:
        self.names_before = frozenset()
        self.drops_primary_key = False

    def has_column(self, table: Table, name: str) -> bool:
        return table.column(name) is not None or f"column {name.lower()}" in self.names_before

    def has_index(self, table: Table, name: str) -> bool:
        return table.index(name) is not None or f"index {name.lower()}" in self.names_before

    # -- names that are not there (SL002, SL005) ----------------------------------------------
    def unknown_table(self, stmt: Statement, node: exp.Table, shown: str, what: str) -> None:
        self.issues.append(BuildIssue("SL002", f"{what} refers to table {shown}, which no earlier statement creates",
                                      node_span(stmt, node), shown))

    def unknown(self, stmt: Statement, table: Table, node: Optional[exp.Expression], clause: str, what: str,
                error: int) -> None:
        """SL005: a clause names a column or index the table does not have; the server
        refuses the whole statement (1054 unknown column, 1091 can't DROP, 1176 no such key)."""
        self.issues.append(BuildIssue(
            "SL005", f"{clause} names {what}, which table {table.qualified_name} does not have: the server "
            f"refuses the statement (error {error})", node_span(stmt, node), table.qualified_name))

    def check_after(self, stmt: Statement, table: Table, position: Optional[exp.Expression]) -> None:
        """FIRST / AFTER x: x must be a column of the table (error 1054)."""
        if (isinstance(position, exp.Expression) and (position.args.get("position") or "").upper() == "AFTER"
                and position.this is not None and not self.has_column(table, position.this.name)):
            self.unknown(stmt, table, position.this, "AFTER", f"column {position.this.name}", 1054)

    # -- names that exist already (SL007) ---------------------------------------------------
    def check_new_table(self, stmt: Statement, node: Optional[exp.Expression], existing: Optional[Table],
                        table: Table) -> None:
        """CREATE TABLE or RENAME onto the name of a table that exists (error 1050). A
        TEMPORARY table may share a base table's name (it hides it for the session)."""
        if existing is None or existing is table or existing.temporary or table.temporary:
            return
        self.already_exists(stmt, node, f"table {existing.qualified_name}", existing.span, 1050,
                            existing.qualified_name)

    def already_exists(self, stmt: Statement, node: Optional[exp.Expression], what: str,
                       created: Optional[Span], error: int, table: Optional[str]) -> None:
        where = ""
        if created is not None:
            elsewhere = f" of {created.path}" if created.path != stmt.span.path else ""
            where = f" (created at line {created.line}{elsewhere})"
        self.issues.append(BuildIssue(
            "SL007", f"{stmt.kind}: {what} already exists{where}; the server refuses the statement (error {error})",
            node_span(stmt, node), table))

    def second_primary_key(self, table: Table, index: Index, existing: Index) -> None:
        """A PRIMARY KEY added to a table that has one, by a statement that does not drop it."""
        if self.drops_primary_key:
            return
        self.issues.append(BuildIssue(
            "SL007", f"PRIMARY KEY ({', '.join(index.columns)}): table {table.qualified_name} already has one, "
            f"on ({', '.join(existing.columns)}); the server refuses the statement (error 1068, multiple "
            f"primary key defined)", index.span or table.span, table.qualified_name))
