"""Schema-per-tenant detection: schemas that hold the same set of table definitions.

Two tables are "the same definition" when their columns (name, type, width, signedness,
nullability, charset, AUTO_INCREMENT, generated expression), their keys (kind and key parts,
not names) and their foreign keys (columns and referenced table name, not schema) agree;
comments, AUTO_INCREMENT counters, index names and where the DDL was written do not matter.
A schema's signature is the set of its tables' definitions, so a `users` table alone never
makes two schemas look alike, and a `shop_dev` next to `shop_prod` is only one pair.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Optional

from ..model import Model, Schema, Table


def table_signature(table: Table) -> Hashable:
    cols = tuple(
        (c.name.lower(), c.data_type, c.length, c.precision, c.scale, c.fsp, c.unsigned, c.nullable,
         (c.charset or "").lower(), c.auto_increment, (c.generated or "").lower(), c.values)
        for c in table.columns
    )
    keys = tuple(sorted(
        (i.kind, tuple((p.column.lower(), p.prefix, p.descending, (p.expression or "").lower()) for p in i.parts))
        for i in table.indexes
    ))
    fks = tuple(sorted(
        (tuple(c.lower() for c in fk.columns), fk.ref_table.lower(), tuple(c.lower() for c in fk.ref_columns))
        for fk in table.foreign_keys
    ))
    part = table.partitioning
    parts = (part.method, tuple(c.lower() for c in part.columns), part.partition_count) if part else None
    return (table.name.lower(), cols, keys, fks, parts, (table.engine or "").lower())


def schema_signature(schema: Schema, memo: Optional[dict] = None) -> Hashable:
    """`memo` keeps the signature of a definition that tables share (lint.load's dedupe), so
    a fleet of identical schemas costs one signature per distinct table."""
    if memo is None:
        return frozenset(table_signature(t) for t in schema.tables.values())
    from .identical_schemas import parts_identity  # (not imported by a check of one schema)

    out = []
    for t in schema.tables.values():
        shared = (parts_identity(t), t.engine.lower())
        found = memo.get(shared)
        if found is None:
            found = memo[shared] = table_signature(t)
        out.append(found)
    return frozenset(out)


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class TenantGroup:
    """Schemas holding the same table definitions, in the order they were created."""

    schemas: list[Schema]

    @property
    def first(self) -> Schema:
        return self.schemas[0]

    @property
    def tables(self) -> list[Table]:
        """The first schema's tables, in creation order: the definitions every tenant repeats."""
        return list(self.first.tables.values())

    @property
    def tables_per_schema(self) -> int:
        return len(self.first.tables)

    @property
    def total_tables(self) -> int:
        return self.tables_per_schema * len(self.schemas)


def tenant_groups(model: Model, min_schemas: int) -> list[TenantGroup]:
    """Groups of at least `min_schemas` named schemas with identical, non-empty table sets."""
    groups: dict[Hashable, list[Schema]] = {}
    memo: dict = {}
    for schema in model.schemas.values():
        if not schema.name or not schema.tables:
            continue
        groups.setdefault(schema_signature(schema, memo), []).append(schema)
    found = [TenantGroup(schemas) for schemas in groups.values() if len(schemas) >= min_schemas]
    return found


def schema_location(schema: Schema) -> Optional[object]:
    """Where a schema is declared: its CREATE DATABASE, else its first table's CREATE TABLE."""
    if schema.span is not None:
        return schema.span
    for table in schema.tables.values():
        if table.span is not None:
            return table.span
    return None
