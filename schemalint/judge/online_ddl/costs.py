"""What the online-DDL judgment is written in: the server modelled, what one clause costs
(`Cost`, `Action`) and what one statement costs on one table (`AlterAssessment`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Optional

from ..ddl import COPY, EXCLUSIVE, INPLACE, INSTANT, NONE, SHARED
from ...model import Span

LOCK_RANK = {NONE: 0, SHARED: 1, EXCLUSIVE: 2}

MYSQL_MANUAL = "MySQL 8.0 Reference Manual, 17.12.1 Online DDL Operations"
MARIADB_KB = "MariaDB Knowledge Base, InnoDB Online DDL Operations with the INSTANT / NOCOPY / INPLACE Alter Algorithm"


@dataclass(frozen=True)
class Server:
    """The server whose online-DDL behaviour is modelled."""

    product: str  # "MySQL" | "MariaDB"
    version: tuple[int, int, int]

    @classmethod
    def from_version(cls, text: str) -> "Server":
        numbers = [int(n) for n in re.findall(r"\d+", text)[:3]] + [0, 0, 0]
        product = "MariaDB" if "mariadb" in text.lower() or numbers[0] >= 10 else "MySQL"
        return cls(product, (numbers[0], numbers[1], numbers[2]))

    @property
    def mariadb(self) -> bool:
        return self.product == "MariaDB"

    @property
    def label(self) -> str:
        return f"{self.product} {'.'.join(str(n) for n in self.version)}"

    @property
    def reference(self) -> str:
        return MARIADB_KB if self.mariadb else MYSQL_MANUAL

    def at_least(self, *version: int) -> bool:
        return self.version >= tuple(version)


@dataclass(frozen=True)
class Cost:
    """What one clause needs: best algorithm, rebuild, weakest lock, and why."""

    algorithm: str
    rebuild: bool
    lock: str
    reason: str

    @property
    def rank(self) -> int:
        """INSTANT 0 < INPLACE without rebuild 1 < INPLACE with rebuild 2 < COPY 3."""
        if self.algorithm == INSTANT:
            return 0
        if self.algorithm == INPLACE:
            return 2 if self.rebuild else 1
        return 3


def instant(reason: str, lock: str = NONE) -> Cost:
    return Cost(INSTANT, False, lock, reason)


def inplace(reason: str, rebuild: bool = False, lock: str = NONE) -> Cost:
    return Cost(INPLACE, rebuild, lock, reason)


def copy(reason: str, lock: str = SHARED) -> Cost:
    return Cost(COPY, True, lock, reason)


@dataclass(frozen=True)
class Action:
    """One clause of the statement, judged on its own."""

    kind: str  # "ADD COLUMN", "MODIFY COLUMN", "ADD INDEX", "DROP PARTITION", …
    target: str  # the column, index or partition names it touches
    cost: Cost
    span: Span
    fallback: Optional[Cost] = None  # an INSTANT clause's cost when the statement cannot be instant
    builds_index: bool = False  # creates or rebuilds an index (MariaDB: no instant column clause beside it)
    destroys: Optional[str] = None  # SL603: what it deletes
    generated_values: bool = False  # SL603: the dropped column held numbers the server generated (AUTO_INCREMENT)
    may_fail: Optional[str] = None  # SL604: why existing rows can make it fail
    may_fail_severity: str = "warning"  # "info": rows are changed silently rather than failing
    check: Optional[str] = None  # a query that finds the rows that would make it fail
    fix: Optional[str] = None  # SL604: what to do instead, when the rows are not the question
    fix_unapplied: Optional[str] = None  # the same when the migration is not applied yet (edit it)
    lenient_algorithm: bool = False  # MariaDB accepts ALGORITHM=INSTANT/NOCOPY and copies anyway
    no_clauses: bool = False  # the server takes no ALGORITHM/LOCK clause with it (MariaDB partitions)
    unsupported: Optional[str] = None  # the server rejects the clause itself (syntax of the other server)
    assumed: bool = False  # the cost is a guess (a column the model lacks): never grounds for "the server refuses"


@dataclass(frozen=True)
class RejectedClause:
    clause: str  # "ALGORITHM=INSTANT", "LOCK=NONE", …
    reason: str


@dataclass(frozen=True)
class AlterAssessment:
    """The online-DDL facts of one statement on one existing table."""

    statement: str  # "ALTER TABLE", "CREATE INDEX", "DROP INDEX", "DROP TABLE", …
    table: str  # qualified name as the table was called when the statement ran
    span: Span  # the statement
    server: str  # "MySQL 8.0.40", "MariaDB 10.11.0"
    reference: str  # the manual the decision table follows
    algorithm: Optional[str]  # what the server will do: INSTANT | INPLACE | COPY (None: not an ALTER)
    rebuild: bool  # the clustered index (the whole table) is rewritten
    lock: str  # NONE | SHARED | EXCLUSIVE for the operation's duration
    actions: tuple[Action, ...]
    requested_algorithm: Optional[str] = None
    requested_lock: Optional[str] = None
    rejected_clauses: tuple[RejectedClause, ...] = ()
    effective: tuple[Cost, ...] = ()  # per action, what it costs inside this statement (fallbacks applied)
    table_created_at: Optional[Span] = None  # the CREATE TABLE the table came from
    table_is_new: bool = False  # created earlier in the same file: still empty when this runs
    final_table: Optional[str] = None  # its name after the whole replay (None: dropped later)
    clauses_sql: str = ""  # the ALTER's text after the table name (for gh-ost / pt-online-schema-change)
    _table: Any = field(default=None, compare=False, repr=False)  # the model's Table, for with_final_names()
    preflight: Any = field(default=None, compare=False, repr=False)  # osc_tools.Facts: the table as the copy tools see it

    @property
    def concurrent_dml(self) -> bool:
        return self.lock == NONE

    @property
    def copies(self) -> bool:
        """Rebuilds or copies the whole table: the cost grows with its size."""
        return self.algorithm == COPY or (self.algorithm == INPLACE and self.rebuild)

    def costly_actions(self) -> list[Action]:
        """The clauses that rewrite the table, alone or because of the statement around them."""
        costs = self.effective or tuple(a.cost for a in self.actions)
        return [a for a, c in zip(self.actions, costs) if c.algorithm == COPY or c.rebuild]

    def why(self, action: Action) -> str:
        """Why this clause costs what it costs here (its own rule, or the fallback it got)."""
        costs = self.effective or tuple(a.cost for a in self.actions)
        cost = costs[self.actions.index(action)]
        if cost == action.cost or action.cost.algorithm != INSTANT:
            return action.cost.reason
        if self.requested_algorithm == INPLACE or (self.requested_lock and not self.requested_algorithm):
            return f"instant alone, but ALGORITHM/LOCK clauses rule INSTANT out: {cost.reason}"
        others = [f"{a.kind} {a.target}".strip() for a in self.actions if a.cost.algorithm != INSTANT]
        return f"instant alone, but not beside {', '.join(others)}: {cost.reason}"
