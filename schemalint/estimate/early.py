"""Estimates made before estimate_model asks for them: while the main process waits for the
process pool's next chunk of tables (lint.load), it estimates the tables already in the
model instead of blocking, so the estimates are mostly made once the replay ends.

A table's estimate reads nothing but the table (its name and schema, span, columns, indexes,
partitioning, options, whether it is temporary), its hints and the server profile. One made
early is handed out only for the very table object it was made from, in the same state: a
statement that changes a table the pool built gives it parts of its own first (build.py's
_unshare: new lists and objects), and a rename or a move sets its name or schema, so any
change after the estimate shows as a different part or field, and estimate_model estimates
that table again. Only the default hints and the profile the estimates were made with count:
estimate_model takes none of them under another configuration.
"""

from __future__ import annotations

from typing import Optional

from ..config import ServerProfile, TableHints
from ..model import Table
from .estimator import estimate_table
from .results import TableEstimate


def _state(table: Table) -> tuple:
    """What the estimate of `table` reads of it: parts by identity, the rest by value."""
    return (table.name, table.schema, table.span, table.temporary, table.shared,
            id(table.columns), id(table.indexes), id(table.partitioning), id(table.options))


class EarlyEstimates:
    """Tables noted as they enter the model (`add`), estimated one at a time by `step` (the
    caller's idle moments), taken by estimate_model (`take`) when still valid."""

    def __init__(self, profile: ServerProfile):
        self.profile = profile
        self.hints = TableHints()  # what estimate_model gives every table without [tables] entries
        self.pending: list[Table] = []
        self.names: dict[str, int] = {}  # lower-case name → tables added under it
        self.made: dict[int, tuple[Table, tuple, TableEstimate]] = {}  # id(table) → (table, state, estimate)

    def add(self, table: Table) -> None:
        low = table.name.lower()
        self.names[low] = self.names.get(low, 0) + 1
        self.pending.append(table)

    def step(self) -> bool:
        """Estimate the next table noted (False: none is left). A table whose name another
        table has too is skipped: estimate_model estimates those together (tenant copies)."""
        pending = self.pending
        while pending:
            table = pending.pop()
            if self.names[table.name.lower()] > 1 or table.temporary or not table.is_innodb:
                continue
            try:
                made = estimate_table(table, None, self.profile, self.hints)
            except Exception:  # estimate_model meets it again, where it is reported as always
                continue
            self.made[id(table)] = (table, _state(table), made)
            return True
        return False

    def take(self, table: Table, profile: ServerProfile) -> Optional[TableEstimate]:
        """The estimate made early of `table` (rows None, default hints, `profile`), if it was
        made of this table as it stands now; else None. Each is handed out once."""
        found = self.made.pop(id(table), None)
        if found is None or found[0] is not table or profile is not self.profile or found[1] != _state(table):
            return None
        return found[2]
