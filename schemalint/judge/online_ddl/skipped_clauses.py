"""The ALTER TABLE clauses the server skips with a note rather than runs: MariaDB's IF [NOT]
EXISTS of what the table, as it stands before the statement, has or lacks. The online-DDL
judgment passes over them (clause_costs)."""

from __future__ import annotations

from sqlglot import exp

from ...model import Table
from ...replay.clauses import added_already


def changes_nothing(table: Table, clause: exp.Expression) -> bool:
    """An ALTER TABLE clause with MariaDB's IF [NOT] EXISTS that the server skips on this table
    (with a note): ADD … IF NOT EXISTS of a column, index or key it has; DROP, MODIFY, CHANGE,
    RENAME … IF EXISTS of one it lacks. (online_ddl does not judge those.)"""
    if isinstance(clause, exp.AddConstraint):  # (IF NOT EXISTS marks each constraint it adds)
        return bool(clause.expressions) and all(added_already(table, inner) for inner in clause.expressions)
    if not clause.args.get("exists"):
        return False
    if isinstance(clause, exp.ColumnDef):
        return table.column(clause.name) is not None
    if isinstance(clause, exp.ModifyColumn):
        old = clause.args.get("rename_from")
        return table.column(old.name if old is not None else clause.this.name) is None
    if isinstance(clause, exp.RenameColumn):
        return table.column(clause.this.name) is None
    if isinstance(clause, exp.RenameIndex):
        return table.index(clause.this.name) is None
    if isinstance(clause, exp.Drop):
        kind = (clause.args.get("kind") or "").upper()
        names = [t.name for t in (clause.args.get("tables") or [clause.this]) if t is not None]
        if kind == "COLUMN" or not kind:
            return all(table.column(n) is None for n in names)
        if kind in ("INDEX", "KEY"):
            return all(table.index(n) is None for n in names)
        if kind == "FOREIGN KEY":
            return all(not any((fk.name or "").lower() == n.lower() for fk in table.foreign_keys) for n in names)
        return False
    return added_already(table, clause)
