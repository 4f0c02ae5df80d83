"""SL302 partition-key-not-in-unique-key: what MySQL refuses on a partitioned table.

Every UNIQUE and PRIMARY key must contain every column of the partitioning function
(error 1503), InnoDB partitioned tables can neither have nor be the target of foreign keys
(error 1506), and a table holds at most 8,192 partitions, subpartitions included (error 1499).
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..ddl import column_list, quote
from ..model import Index, Span, Table
from ..references import IncomingForeignKeys
from . import RuleContext, Violation, rule

MAX_PARTITIONS = 8192
ER_UNIQUE_KEY_NEED_ALL_FIELDS_IN_PF = 1503
ER_FOREIGN_KEY_ON_PARTITIONED = 1506
ER_TOO_MANY_PARTITIONS = 1499


def later_span(*spans: Optional[Span]) -> Optional[Span]:
    """The span of the statement MySQL would reject: the later one in the same file, else the first."""
    known = [s for s in spans if s is not None]
    if not known:
        return None
    first = known[0]
    same_file = [s for s in known if s.path == first.path]
    return max(same_file, key=lambda s: (s.line, s.column))


def _inside(span: Optional[Span], outer: Optional[Span]) -> bool:
    return (span is not None and outer is not None and span.path == outer.path
            and outer.line <= span.line <= outer.end_line)


def clause_span(table: Table, clause: Optional[Span]) -> Optional[Span]:
    """Where to report a clause MySQL refuses together with the partitioning: at the clause
    when both sit in one CREATE TABLE, else at whichever statement came last."""
    part = table.partitioning.span if table.partitioning else None
    if _inside(clause, table.span) and (part is None or _inside(part, table.span)):
        return clause
    return later_span(clause, part)


def partition_columns(table: Table) -> list[str]:
    """Columns of the partitioning function as written; empty for KEY() (which uses the PK)."""
    part = table.partitioning
    if part is None:
        return []
    seen: list[str] = []
    for name in part.columns:
        col = table.column(name)
        label = col.name if col is not None else name
        if label.lower() not in (s.lower() for s in seen):
            seen.append(label)
    return seen


def missing_partition_columns(index: Index, columns: list[str]) -> list[str]:
    """Partitioning columns the key does not contain in full (prefix parts do not count)."""
    full = {p.column.lower() for p in index.parts if not p.prefix and not p.expression}
    return [c for c in columns if c.lower() not in full]


def _key_label(index: Index) -> str:
    return "PRIMARY KEY" if index.is_primary else f"UNIQUE KEY {index.name}"


def _fixed_key_ddl(table: Table, index: Index, missing: list[str]) -> str:
    cols = column_list([*index.columns, *missing])
    if index.is_primary:
        return f"ALTER TABLE {quote(table.name)} DROP PRIMARY KEY, ADD PRIMARY KEY ({cols});"
    name = quote(index.name)
    return f"ALTER TABLE {quote(table.name)} DROP INDEX {name}, ADD UNIQUE KEY {name} ({cols});"


@rule("SL302")
def partition_key_not_in_unique_key(ctx: RuleContext) -> Iterator[Violation]:
    incoming = IncomingForeignKeys(ctx.model)
    for table in ctx.model.tables():
        part = table.partitioning
        if part is None:
            continue
        name = table.qualified_name
        method = f"{'LINEAR ' if part.linear else ''}{part.method}"
        function = f"PARTITION BY {method}({part.expression or column_list(part.columns)})"
        columns = partition_columns(table)
        for index in table.indexes:
            if not index.is_unique or not columns:
                continue
            missing = missing_partition_columns(index, columns)
            if not missing:
                continue
            prefixed = [p.column for p in index.parts if p.prefix and p.column.lower() in {m.lower() for m in missing}]
            note = f" ({', '.join(prefixed)} only as a prefix, which does not count)" if prefixed else ""
            yield Violation(
                message=(
                    f"{name}: {_key_label(index)} ({column_list(index.columns)}) lacks partitioning "
                    f"column(s) {column_list(missing)}{note} of {function}. MySQL refuses the table "
                    f"(error {ER_UNIQUE_KEY_NEED_ALL_FIELDS_IN_PF}): a unique key is checked inside one "
                    f"partition, so it must contain every column that picks the partition. Adding the "
                    f"column makes only the wider tuple unique; if ({column_list(index.columns)}) alone "
                    f"must stay unique, enforce it elsewhere or partition on a column the key holds."
                ),
                span=clause_span(table, index.span), table=name, index=index.name,
                evidence={"partition_method": method, "partition_columns": columns,
                          "key": index.name, "key_columns": index.columns, "missing_columns": missing,
                          "mysql_error": ER_UNIQUE_KEY_NEED_ALL_FIELDS_IN_PF},
                fix=_fixed_key_ddl(table, index, missing),
            )
        if table.is_innodb:
            for fk in table.foreign_keys:
                label = fk.name or f"({column_list(fk.columns)}) → {fk.ref_table}"
                yield Violation(
                    message=(
                        f"{name} is partitioned ({method}) and has foreign key {label}: InnoDB does not "
                        f"support foreign keys on partitioned tables (error {ER_FOREIGN_KEY_ON_PARTITIONED}). "
                        f"Drop the constraint and check the reference in the application, or do not partition."
                    ),
                    span=clause_span(table, fk.span), table=name,
                    evidence={"partition_method": method, "foreign_key": fk.name, "columns": fk.columns,
                              "references": fk.ref_table, "mysql_error": ER_FOREIGN_KEY_ON_PARTITIONED},
                    fix=(f"ALTER TABLE {quote(table.name)} DROP FOREIGN KEY {quote(fk.name)};"
                         if fk.name else None),
                )
            for other, fk in incoming.of(table):
                if not other.is_innodb:
                    continue
                label = fk.name or f"({column_list(fk.columns)})"
                yield Violation(
                    message=(
                        f"{other.qualified_name} foreign key {label} references {name}, which is partitioned "
                        f"({method}): InnoDB tables referenced by a foreign key cannot be partitioned, and a "
                        f"foreign key cannot point at a partitioned table (MariaDB reports errno 150). Drop the "
                        f"constraint or do not partition {name}."
                    ),
                    span=later_span(fk.span, part.span),
                    table=other.qualified_name,
                    evidence={"referenced_table": name, "foreign_key": fk.name, "columns": fk.columns},
                    fix=(f"ALTER TABLE {quote(other.name)} DROP FOREIGN KEY {quote(fk.name)};"
                         if fk.name else None),
                )
        count = part.partition_count
        if count > MAX_PARTITIONS:
            sub = f" ({part.count or len(part.partitions)} × {part.subpartition_count} subpartitions)" \
                if part.subpartition_count else ""
            yield Violation(
                message=(
                    f"{name} defines {count:,} partitions{sub}; MySQL allows at most {MAX_PARTITIONS:,} "
                    f"including subpartitions (error {ER_TOO_MANY_PARTITIONS}). Use wider ranges "
                    f"(monthly instead of daily) or fewer HASH partitions."
                ),
                span=part.span or table.span, table=name,
                evidence={"partitions": count, "max_partitions": MAX_PARTITIONS,
                          "mysql_error": ER_TOO_MANY_PARTITIONS},
            )
