"""The per-statement assessment: for every ALTER TABLE, CREATE INDEX, DROP INDEX, DROP TABLE,
DROP DATABASE and RENAME TABLE on a table the model already holds, `assess()` reads the
statement against the table *as it is before the statement* and records an `AlterAssessment`:
the algorithm the server will use (INSTANT, INPLACE without or with a rebuild of the clustered
index, or COPY), the lock it needs (so whether concurrent DML goes on), which `ALGORITHM=` /
`LOCK=` clauses it would reject, and per clause what it destroys or what existing rows can make
it fail. Each clause is judged on its own (clause_costs.py), then the clauses are put together:

Both servers: an INSTANT column clause (ADD/DROP/reorder column) combined with a clause that
cannot be instant falls back to an in-place *rebuild* (MySQL: with any such clause; MariaDB:
with a clause that builds an index or rebuilds/copies the table).
"""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp

from ...read.dialect import is_partition_by, rename_pairs
from ..ddl import COPY, EXCLUSIVE, INPLACE, INSTANT, NONE, SHARED
from ...model import UNIQUE, Table
from ...read.source import Statement
from .clause_costs import TableJudge
from .costs import LOCK_RANK, Action, AlterAssessment, Cost, RejectedClause, Server, copy, inplace, instant


# -- entry point --------------------------------------------------------------------------
def assess(stmt: Statement, tree: Any, builder: Any, server: Server) -> list[AlterAssessment]:
    """Judge one parsed statement against the model `builder` holds *before* applying it.
    Returns nothing for statements that do not touch an existing table."""
    return _Assessor(stmt, builder, server).statement(tree)


class _Assessor:
    def __init__(self, stmt: Statement, builder: Any, server: Server):
        self.stmt = stmt
        self.builder = builder
        self.server = server

    # -- statements -----------------------------------------------------------------------
    def statement(self, tree: Any) -> list[AlterAssessment]:
        if isinstance(tree, exp.Alter) and isinstance(tree.this, exp.Table):
            return self._alter(tree)
        if isinstance(tree, exp.Create) and (tree.args.get("kind") or "").upper() == "INDEX":
            return self._create_index(tree)
        if isinstance(tree, exp.Drop):
            kind = (tree.args.get("kind") or "").upper()
            if kind == "INDEX":
                return self._drop_index(tree)
            if kind == "TABLE":
                return self._drop_tables(tree)
            if kind in ("DATABASE", "SCHEMA"):
                return self._drop_database(tree)
        pairs = rename_pairs(tree)
        if pairs:
            return self._rename_tables(pairs)
        return []

    def _alter(self, tree: exp.Alter) -> list[AlterAssessment]:
        table = self.builder.find(tree.this)
        if table is None:
            return []
        options = list(tree.args.get("options") or [])
        actions: list[Action] = []
        clauses = list(tree.args.get("actions") or []) + [o for o in options if _is_table_option(o)]
        judge = TableJudge(self.stmt, self.builder, self.server, table, clauses)
        for clause in clauses:
            actions.extend(judge.clause(clause))
        algorithm, lock = _requested(options)
        late = [RejectedClause(c, "ALGORITHM/LOCK must come before PARTITION BY (a syntax error after it)")
                for c in _clauses_after_partitioning(options)]
        return [self._record("ALTER TABLE", table, actions, algorithm, lock, clauses_sql=_after(self.stmt, tree.this),
                             more_rejected=late)]

    def _create_index(self, tree: exp.Create) -> list[AlterAssessment]:
        index = tree.this
        table_node = index.args.get("table") if isinstance(index, exp.Index) else None
        table = self.builder.find(table_node) if isinstance(table_node, exp.Table) else None
        if table is None:
            return []
        text = self.stmt.text[:200].upper().split("INDEX")[0]
        kind = "FULLTEXT" if "FULLTEXT" in text else "SPATIAL" if "SPATIAL" in text else (
            UNIQUE if tree.args.get("unique") else "INDEX")
        params = index.args.get("params")
        columns = [c.name for c in (params.args.get("columns") if params is not None else None) or []
                   for c in [c.this if isinstance(c, exp.Ordered) else c] if isinstance(c, (exp.Column, exp.Identifier, exp.Anonymous))]
        judge = TableJudge(self.stmt, self.builder, self.server, table, [])
        action = judge.add_index(kind, index.name, columns, self.stmt.span)
        algorithm, lock = _requested(_properties(tree))
        return [self._record("CREATE INDEX", table, [action], algorithm, lock)]

    def _drop_index(self, tree: exp.Drop) -> list[AlterAssessment]:
        on = tree.args.get("cluster")
        target = on.this if isinstance(on, exp.OnProperty) else on
        names = [t.name for t in tree.args.get("tables") or [] if isinstance(t, exp.Table)]
        table = self.builder.find(target) if isinstance(target, exp.Table) else None
        if table is None or not names:
            return []
        judge = TableJudge(self.stmt, self.builder, self.server, table, [])
        action = judge.drop_index(names[0], self.stmt.span)
        options = list(tree.args.get("options") or [])
        algorithm, lock = _requested(options)
        record = self._record("DROP INDEX", table, [action], algorithm, lock)
        if options and self.server.mariadb:
            rejected = tuple(RejectedClause(_clause_text(o), "MariaDB's DROP INDEX … ON t takes no ALGORITHM/LOCK "
                                            "clause (a syntax error); use ALTER TABLE t DROP INDEX i, …") for o in options)
            record = _replace(record, rejected_clauses=rejected)
        return [record]

    def _drop_tables(self, tree: exp.Drop) -> list[AlterAssessment]:
        out = []
        for node in tree.args.get("tables") or []:
            table = self.builder.find(node) if isinstance(node, exp.Table) else None
            if table is None:
                continue
            action = Action("DROP TABLE", table.qualified_name, instant("the table's files are removed", EXCLUSIVE),
                            self.stmt.span, destroys=f"table {table.qualified_name} and every row in it")
            out.append(self._record("DROP TABLE", table, [action], None, None, algorithm=None))
        return out

    def _drop_database(self, tree: exp.Drop) -> list[AlterAssessment]:
        targets = tree.args.get("tables") or []
        name = targets[0].name if targets and isinstance(targets[0], exp.Table) else None
        if not name and targets and isinstance(targets[0], exp.Table) and targets[0].args.get("db"):
            name = targets[0].args["db"].name
        schema = self.builder.model.schema(name) if name else None
        if schema is None:
            return []
        out = []
        for table in schema.tables.values():
            action = Action("DROP DATABASE", table.qualified_name, instant("the schema's tables are removed", EXCLUSIVE),
                            self.stmt.span, destroys=f"table {table.qualified_name} (DROP DATABASE {name}) and its rows")
            out.append(self._record("DROP DATABASE", table, [action], None, None, algorithm=None))
        return out

    def _rename_tables(self, pairs: list) -> list[AlterAssessment]:
        out = []
        for old, new in pairs:
            table = self.builder.find(old)
            if table is None:
                continue
            lock = EXCLUSIVE if self.server.mariadb else NONE
            action = Action("RENAME TABLE", f"{old.name} TO {new.name}", instant("a data-dictionary change", lock), self.stmt.span)
            out.append(self._record("RENAME TABLE", table, [action], None, None))
        return out

    # -- combining clauses ----------------------------------------------------------------
    def _record(self, statement: str, table: Table, actions: list[Action], requested_algorithm: Optional[str],
                requested_lock: Optional[str], algorithm: Optional[str] = "", clauses_sql: str = "",
                more_rejected: Optional[list[RejectedClause]] = None) -> AlterAssessment:
        server = self.server
        effective = _effective_costs(actions, server, requested_algorithm, requested_lock)
        if algorithm is None:  # DROP TABLE / DROP DATABASE: not an online-DDL operation
            algo, rebuild, lock = None, False, EXCLUSIVE
        elif not effective:
            algo, rebuild, lock = INSTANT, False, NONE
        else:
            worst = max(effective, key=lambda c: c.rank)
            algo, rebuild = worst.algorithm, worst.rebuild
            lock = max((c.lock for c in effective), key=LOCK_RANK.__getitem__)
        created = table.span
        return AlterAssessment(
            statement=statement, table=table.qualified_name, span=self.stmt.span, server=server.label,
            reference=server.reference, algorithm=algo, rebuild=bool(rebuild), lock=lock, actions=tuple(actions),
            requested_algorithm=requested_algorithm, requested_lock=requested_lock,
            rejected_clauses=tuple(_rejected(actions, server, requested_algorithm, requested_lock) + (more_rejected or [])),
            clauses_sql=clauses_sql,
            effective=tuple(effective),
            table_created_at=created,
            table_is_new=bool(created is not None and created.path == self.stmt.path),
            final_table=None, _table=table,
        )


def _replace(record: AlterAssessment, **changes: Any) -> AlterAssessment:
    from dataclasses import replace

    return replace(record, **changes)


def _best_costs(actions: list[Action], server: Server) -> list[Cost]:
    """Each clause's cost once the clauses of one statement are put together: an INSTANT
    column clause beside one that cannot be instant falls back (to a rebuild)."""
    if all(a.cost.algorithm == INSTANT for a in actions):
        return [a.cost for a in actions]
    if server.mariadb:
        blocked = any(a.builds_index or a.cost.rank >= 2 for a in actions)
    else:
        blocked = True
    return [a.fallback if (blocked and a.fallback is not None and a.cost.algorithm == INSTANT) else a.cost
            for a in actions]


def _effective_costs(actions: list[Action], server: Server, algorithm: Optional[str], lock: Optional[str]) -> list[Cost]:
    """What the server will actually do, given the statement's own ALGORITHM/LOCK clauses."""
    costs = _best_costs(actions, server)
    if algorithm == COPY:
        return [copy("ALGORITHM=COPY", lock=max(c.lock, SHARED, key=LOCK_RANK.__getitem__)) for c in costs]
    forced_inplace = not server.mariadb and (algorithm == INPLACE or (lock not in (None, "DEFAULT") and algorithm is None))
    if forced_inplace and any(c.algorithm == INSTANT for c in costs):
        # MySQL: ALGORITHM=INPLACE (or a LOCK clause without ALGORITHM) rules INSTANT out
        costs = [a.fallback if (a.fallback is not None and c.algorithm == INSTANT) else
                 (inplace(c.reason, False, c.lock) if c.algorithm == INSTANT else c)
                 for a, c in zip(actions, costs)]
    return costs


def _rejected(actions: list[Action], server: Server, algorithm: Optional[str], lock: Optional[str]) -> list[RejectedClause]:
    out: list[RejectedClause] = []
    for a in actions:
        if a.unsupported:
            out.append(RejectedClause(a.kind, a.unsupported))
    if not actions or (algorithm is None and lock is None) or any(a.assumed for a in actions):
        return out
    if server.mariadb and any(a.no_clauses for a in actions):
        reason = "MariaDB takes no ALGORITHM/LOCK clause with partition maintenance (a syntax error)"
        for clause in ([f"ALGORITHM={algorithm}"] if algorithm else []) + ([f"LOCK={lock}"] if lock else []):
            out.append(RejectedClause(clause, reason))
        return out
    best = _best_costs(actions, server)
    worst = max(best, key=lambda c: c.rank)
    lenient = server.mariadb and all(a.lenient_algorithm or c.rank < 3 for a, c in zip(actions, best)) and any(
        a.lenient_algorithm for a in actions)
    why = "; ".join(dict.fromkeys(f"{a.kind} {a.target}: {c.reason}".strip() for a, c in zip(actions, best)
                                  if c.rank == worst.rank))
    if algorithm == INSTANT and worst.algorithm != INSTANT and not lenient:
        out.append(RejectedClause("ALGORITHM=INSTANT", f"not instant: {why}"))
    elif algorithm == "NOCOPY":
        if not server.mariadb:
            out.append(RejectedClause("ALGORITHM=NOCOPY", "MySQL has no NOCOPY algorithm (MariaDB only)"))
        elif worst.rank >= 2 and not lenient:
            out.append(RejectedClause("ALGORITHM=NOCOPY", f"the table is rebuilt: {why}"))
    elif algorithm == INPLACE and worst.algorithm == COPY:
        out.append(RejectedClause("ALGORITHM=INPLACE", f"only COPY can do it: {why}"))
    if algorithm == INSTANT and lock not in (None, "DEFAULT") and not server.mariadb:
        out.append(RejectedClause(f"LOCK={lock}", "MySQL accepts only LOCK=DEFAULT with ALGORITHM=INSTANT"))
        return out
    if lock in (NONE, SHARED):
        effective = _effective_costs(actions, server, algorithm if algorithm != INSTANT else None, lock)
        needed = max((c.lock for c in effective), key=LOCK_RANK.__getitem__)
        if LOCK_RANK[needed] > LOCK_RANK[lock]:
            reasons = "; ".join(dict.fromkeys(f"{a.kind} {a.target}: {c.reason}".strip()
                                              for a, c in zip(actions, effective) if c.lock == needed))
            out.append(RejectedClause(f"LOCK={lock}", f"needs LOCK={needed}: {reasons}"))
    return out


def _requested(options: list) -> tuple[Optional[str], Optional[str]]:
    algorithm = lock = None
    for o in options:
        if isinstance(o, exp.AlgorithmProperty):
            algorithm = o.name.upper() or None
        elif isinstance(o, exp.LockProperty):
            lock = o.name.upper() or None
    if algorithm == "DEFAULT":
        algorithm = None
    if lock == "DEFAULT":
        lock = None
    return algorithm, lock


def _clause_text(node: exp.Expression) -> str:
    word = "ALGORITHM" if isinstance(node, exp.AlgorithmProperty) else "LOCK"
    return f"{word}={node.name.upper()}"


def _properties(tree: exp.Expression) -> list:
    props = tree.args.get("properties")
    return list(props.expressions) if isinstance(props, exp.Properties) else []


def _is_table_option(node: Any) -> bool:
    return isinstance(node, exp.Property) and not isinstance(node, (exp.AlgorithmProperty, exp.LockProperty))


def _after(stmt: Statement, node: exp.Expression) -> str:
    """The statement's text after `node` (the ALTER's clauses after its table name)."""
    ends = [i.meta["end"] for i in node.find_all(exp.Identifier) if "end" in i.meta]
    return stmt.text[max(ends) + 1:].strip() if ends else ""



def _clauses_after_partitioning(options: list) -> list[str]:
    """ALGORITHM/LOCK written after PARTITION BY: both servers' grammars want them first."""
    seen_partitioning = False
    late = []
    for o in options:
        if is_partition_by(o):
            seen_partitioning = True
        elif seen_partitioning and isinstance(o, (exp.AlgorithmProperty, exp.LockProperty)):
            late.append(_clause_text(o))
    return late


def with_final_names(records: list[AlterAssessment], model: Any) -> list[AlterAssessment]:
    """Each record with the name its table has after the whole replay (None: dropped)."""
    out = []
    for r in records:
        table = r._table
        final = table.qualified_name if table is not None and model.find_table(table.name, table.schema) is table else None
        out.append(_replace(r, final_table=final))
    return out

