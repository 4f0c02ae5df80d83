"""What the server refuses for the sake of a foreign key, judged from the model the replay
keeps as it stands before and after a statement (it reads the model, never writes it): SL006 a
statement that takes away what a foreign key needs (its index, a column, the type it was
declared with) or drops a table one references; SL008 a foreign key declared before the same
file creates its parent."""

from __future__ import annotations

from typing import Optional

from sqlglot import exp

from ..model import PRIMARY, Column, ForeignKey, Model, Span, Table
from ..replay.references import referenced_table
from ..replay.clauses import node_span, serves
from ..replay.columns import stored_type
from ..replay.issues import BuildIssue
from ..read.source import Statement

# (owner, foreign key, whether the table is its child, names of the table's indexes that serve it)
Needs = list[tuple[Table, ForeignKey, bool, list[str]]]


class ForeignKeyRefusals:
    """The foreign keys of one replay's model, checked as the server checks them."""

    __slots__ = ("model", "issues", "parentless", "retyped")

    def __init__(self, model: Model, issues: list[BuildIssue]) -> None:
        self.model = model
        self.issues = issues  # (the replay's list: one order for every issue)
        # foreign keys declared, with foreign_key_checks on, while their parent table did not
        # exist: (child, key, where) — end_of_file() reports those whose parent came later (SL008)
        self.parentless: list[tuple[Table, ForeignKey, Span]] = []
        # lower-case names of the columns the running ALTER TABLE gave a new type (SL006)
        self.retyped: set[str] = set()

    # -- foreign keys before their parent (SL008) --------------------------------------------
    def note_parentless(self, table: Table, keys: list[ForeignKey], foreign_key_checks: bool,
                        where: Optional[Span] = None) -> None:
        if not foreign_key_checks:
            return
        for fk in keys:
            self_reference = (fk.ref_table.lower() == table.name.lower()
                              and (fk.ref_schema or table.schema or "").lower() == (table.schema or "").lower())
            if not self_reference and referenced_table(self.model, table, fk) is None:
                self.parentless.append((table, fk, where or fk.span or table.span))

    def end_of_file(self) -> None:
        """A foreign key declared before the same file creates the table it references: with
        foreign_key_checks on, the server refuses its CREATE TABLE or ALTER TABLE (MariaDB
        error 1005, errno 150; MySQL 8.0 error 1824). Judged per file: a folder of schema
        files has no order the server would run them in (a parent no file creates is SL027's)."""
        for table, fk, where in self.parentless:
            parent = referenced_table(self.model, table, fk)
            if parent is None or parent.span is None or where is None or parent.span.path != where.path:
                continue
            self.issues.append(BuildIssue(
                "SL008", f"foreign key {_fk_label(fk)} of table {table.qualified_name} references table "
                f"{parent.qualified_name}, which this file creates later (line {parent.span.line}): with "
                f"foreign_key_checks on the server refuses the statement (MariaDB error 1005, errno 150; MySQL "
                f"error 1824)", where, table.qualified_name))
        self.parentless.clear()

    # -- what foreign keys need (SL006) -----------------------------------------------------
    def needs(self, table: Table) -> Needs:
        """(owner, foreign key, whether `table` is its child, names of the indexes of `table`
        that serve it) for each foreign key `table` has or is referenced by: the child needs
        an index leading with the key's columns, the parent one leading with the referenced
        columns (a self-referencing key needs both)."""
        def served_by(columns: list[str]) -> list[str]:
            return [i.name for i in table.indexes if serves(i, columns)]

        needs = []
        for owner in self.model.tables():  # (scans the model: only statements that can take one away ask)
            for fk in owner.foreign_keys:
                if owner is table:
                    needs.append((owner, fk, True, served_by(fk.columns)))
                if referenced_table(self.model, owner, fk) is table:
                    needs.append((owner, fk, False, served_by(fk.ref_columns)))
        return needs

    def note_retyped(self, before: Column, after: Column) -> None:
        """A MODIFY / CHANGE of the running ALTER TABLE: whether it changed what a foreign key compares."""
        if stored_type(after) != stored_type(before):
            self.retyped.add(after.name.lower())

    def end_alter(self) -> None:
        self.retyped.clear()

    def check_needs(self, stmt: Statement, table: Table, needs: Needs, names_before: frozenset[str],
                    foreign_key_checks: bool) -> None:
        """After a statement changed `table`: a foreign key that is still there but lost the
        index it needs, a column, or the type it was declared with (the server refuses the
        statement: 1553 / 1828 / 1832 / 1833; dropping an index is refused only while
        foreign_key_checks is on)."""
        for owner, fk, child, served_by in needs:
            if not any(f is fk for f in owner.foreign_keys):
                continue  # the statement dropped the foreign key too
            label = f"foreign key {_fk_label(fk)}"
            of = "" if owner is table else f" of table {owner.qualified_name}"
            columns = fk.columns if child else fk.ref_columns
            # (a column the table lacked before, an earlier statement's doing, is not this one's)
            missing = [c for c in columns if table.column(c) is None and f"column {c.lower()}" in names_before]
            retyped = [c for c in columns if c.lower() in self.retyped]
            if child and missing:
                error = 1553 if foreign_key_checks else 1828
                self._needed(stmt, table, f"drops column {missing[0]}, which {label} uses", error)
            elif retyped:
                self._needed(stmt, table, f"changes the type of column {retyped[0]}, which {label}{of} "
                             f"{'uses' if child else 'references'}; the types must stay identical, even "
                             f"with foreign_key_checks off", 1832 if child else 1833)
            elif foreign_key_checks and served_by and not any(serves(i, columns) for i in table.indexes):
                lost = served_by[0]
                error = 1025 if lost == PRIMARY and not child else 1553
                self._needed(stmt, table, f"drops index {lost}, which {label}{of} needs (an index leading with "
                             f"{', '.join(columns)})", error)

    def check_referenced(self, stmt: Statement, node: exp.Expression, table: Table) -> None:
        """DROP TABLE of a table another table's foreign key references (error 1451)."""
        for owner in self.model.tables():  # (scans the model: only for a DROP TABLE with foreign_key_checks on)
            if owner is table:
                continue
            fk = next((fk for fk in owner.foreign_keys if referenced_table(self.model, owner, fk) is table), None)
            if fk is not None:
                self.issues.append(BuildIssue(
                    "SL006", f"DROP TABLE {table.qualified_name}: foreign key {_fk_label(fk)} of table "
                    f"{owner.qualified_name} references it; the server refuses the statement (error 1451) "
                    f"unless {owner.qualified_name} is dropped first or foreign_key_checks is off",
                    node_span(stmt, node), table.qualified_name))
                return

    def _needed(self, stmt: Statement, table: Table, what: str, error: int) -> None:
        subject = f"ALTER TABLE {table.qualified_name}" if stmt.kind == "ALTER TABLE" else f"{stmt.kind} on {table.qualified_name}"
        self.issues.append(BuildIssue(
            "SL006", f"{subject} {what}: the server refuses the statement (error {error})",
            stmt.span, table.qualified_name))


def _fk_label(fk: ForeignKey) -> str:
    """A foreign key's name, or its columns when it has none: `fk_x` or `(a, b)`."""
    return fk.name or "(" + ", ".join(fk.columns) + ")"
