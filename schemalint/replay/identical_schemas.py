"""Schemas that are exact copies of one another (a schema-per-tenant fleet), so a rule that
only looks inside one schema runs on one copy and its findings are reported once per set.

Unlike `tenants.py` (which SL501 uses to spot look-alike schemas and ignores comments,
index names and counters), "identical" here is exact: every attribute a rule can read is
compared, except where the DDL was written. Two levels (`checks.SCHEMA_DDL_RULES`,
`checks.SCHEMA_NUMBERS_RULES`):

- by definition (not the AUTO_INCREMENT counter): for rules that read only the DDL;
- by definition and per-table numbers (rows, growth, measured sizes, the counter, a live
  server's statistics): for rules that read them. Tenants with different row counts differ here.

Tables of one CREATE TABLE text share their columns and indexes (lint.load's dedupe), so
their spans point at the first copy: findings of a set are reported there, naming the others.

A schema with a foreign key to or from another schema is never grouped: a rule reading the
referenced table would see a different neighbour in each copy.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, Callable, Hashable

from ..config import Config, TableHints
from ..model import Column, ForeignKey, Index, IndexPart, Model, PartitionDef, Partitioning, Schema, Table, TableOptions


def _getter(cls: type, *skip: str) -> Callable[[Any], tuple]:
    names = [f.name for f in dataclasses.fields(cls) if f.name not in ("span",) + skip]
    get = attrgetter(*names)
    return lambda obj: get(obj)


_column = _getter(Column)
_index = _getter(Index, "parts")
_part = _getter(IndexPart)
_fk = _getter(ForeignKey, "columns", "ref_columns")
_partitioning = _getter(Partitioning, "columns", "partitions")
_partition_def = _getter(PartitionDef)
_options = _getter(TableOptions, "auto_increment", "other")


def definition_key(table: Table) -> Hashable:
    """Everything about a table a DDL-only rule can read, without its schema, its place in
    the files and its AUTO_INCREMENT counter (with the columns its input's INSERTs fill)."""
    return parts_key(table), options_key(table), table.seeded


def parts_key(table: Table) -> Hashable:
    """The name, columns, indexes, foreign keys and partitioning (what share_parts shares)."""
    part = table.partitioning
    return (
        table.name.lower(), table.temporary,
        columns_key(table.columns), indexes_key(table.indexes),
        tuple((_fk(f), tuple(f.columns), tuple(f.ref_columns)) for f in table.foreign_keys),
        None if part is None else (_partitioning(part), tuple(part.columns),
                                   tuple(_partition_def(p) for p in part.partitions)),
    )


def columns_key(columns: list[Column]) -> Hashable:
    return tuple(_column(c) for c in columns)


def indexes_key(indexes: list[Index]) -> Hashable:
    return tuple((_index(i), tuple(_part(p) for p in i.parts)) for i in indexes)


def parts_identity(table: Table) -> tuple:
    """Which column, index, foreign-key and partitioning objects a table holds: tables that
    share them (build.py's copies, live/reader.py's interning, share_parts) have equal identities,
    so a key computed from the parts can be kept per identity instead of per table."""
    return (table.name.lower(), table.temporary, id(table.columns), id(table.indexes), id(table.foreign_keys),
            id(table.partitioning))


def options_key(table: Table) -> Hashable:
    return _options(table.options), tuple(sorted(table.options.other.items()))


def share_parts(model: Model) -> None:
    """Let tables with equal columns, indexes, foreign keys and partitioning share one copy
    of them (a live server's tenant fleet: memory by distinct definitions, not by tables).
    Each keeps its own options (its AUTO_INCREMENT counter). Exact only without spans, as
    a live model has; build.py copies shared parts before a statement changes them."""
    first: dict[Hashable, Table] = {}
    for table in model.tables():
        if table.span is not None:
            continue
        other = first.setdefault(parts_key(table), table)
        if other is not table:
            table.columns, table.indexes, table.foreign_keys, table.partitioning = (
                other.columns, other.indexes, other.foreign_keys, other.partitioning)
            table.shared = other.shared = True


def _frozen(value: Any) -> Hashable:
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(v) for v in value)
    if dataclasses.is_dataclass(value):
        return tuple(_frozen(getattr(value, f.name)) for f in dataclasses.fields(value))
    return value


def numbers_key(table: Table, hints: TableHints, live: Any) -> Hashable:
    """The per-table numbers a rule may read: the hints, the AUTO_INCREMENT counter, and the
    server's statistics of the table when live (its creation time only where SL110 turns it
    into an id rate: a counter past 1)."""
    stats = live.table(table) if live is not None else None
    frozen_stats = None
    if stats is not None:
        frozen_stats = tuple(_frozen(getattr(stats, f)) for f in _STATS_FIELDS)
        if (stats.auto_increment or 0) > 1:
            frozen_stats += (stats.create_time,)
    hints_key = None if hints == _NO_HINTS else _frozen(hints)
    return (table.options.auto_increment, hints_key, frozen_stats)


_NO_HINTS = TableHints()
# TableStatistics fields a rule can read, without the names and the clock readings
_STATS_FIELDS = ("engine", "row_format", "rows", "avg_row_length", "data_length", "index_length", "data_free",
                 "auto_increment", "partitions", "table_io_count", "indexes")


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class SchemaSet:
    """Schemas whose tables are identical at one level, in model order: the first is the one
    the rules see."""

    schemas: list[Schema]

    @property
    def others(self) -> list[Schema]:
        return self.schemas[1:]


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class Reduced:
    """A model with one schema of every set of identical schemas, and the sets."""

    model: Model
    sets: dict[str, SchemaSet]  # lower-case name of a kept schema → its set (only sets of 2+)


def _linked_schemas(model: Model) -> set[str]:
    """Schemas with a foreign key reaching into another schema, on either end: by name, or
    (no schema named, no such table at home) wherever a table of that name is found."""
    linked: set[str] = set()
    for low, schema in model.schemas.items():
        for table in schema.tables.values():
            for fk in table.foreign_keys:
                if fk.ref_schema and fk.ref_schema.lower() != low:
                    linked.update((low, fk.ref_schema.lower()))
                elif not fk.ref_schema and fk.ref_table.lower() not in schema.tables:
                    linked.add(low)
                    linked.update(other for other, s in model.schemas.items() if fk.ref_table.lower() in s.tables)
    return linked


class Reducer:
    """Computes each table's definition once, then reduces the model at either level."""

    def __init__(self, model: Model, config: Config, live: Any = None):
        self.model, self.config, self.live = model, config, live
        self._linked = _linked_schemas(model)
        self._ids: dict[Hashable, int] = {}  # a definition (or definition and numbers) → a small number
        self._by_parts: dict[tuple, int] = {}  # tables sharing their parts (load's dedupe) → that number
        self._definition: dict[int, int] = {}  # id(table) → its definition's number

    def _intern(self, key: Hashable) -> int:
        return self._ids.setdefault(key, len(self._ids))

    def _definition_id(self, table: Table) -> int:
        found = self._definition.get(id(table))
        if found is None:
            shared = parts_identity(table)
            parts = self._by_parts.get(shared)
            if parts is None:
                parts = self._by_parts[shared] = self._intern(parts_key(table))
            # (the rows the input ships with it, SL022 and SL103 read them: checks/seed_data.py)
            found = self._definition[id(table)] = self._intern((parts, options_key(table), table.seeded))
        return found

    def _written_for(self, schema: Schema) -> frozenset:
        """The servers the dump headers of the schema's files name (SL028 reads them): copies
        taken from different servers are not one."""
        servers = self.model.source_servers
        if not servers:
            return frozenset()
        return frozenset(servers.get(t.span.path) if t.span is not None else None for t in schema.tables.values())

    def reduce(self, with_numbers: bool) -> Reduced:
        """One schema per set of identical schemas (`with_numbers`: the per-table hints must
        agree too). Unnamed schemas and schemas linked by foreign keys to others stay alone."""
        # identical schemas have the same table names in the same order (parts_key holds the
        # name): only schemas that share those with another need their tables' keys
        names = {low: (schema.charset, schema.collation, tuple(schema.tables)) for low, schema in self.model.schemas.items()}
        shared_names = Counter(names.values())
        by_key: dict[Hashable, list[Schema]] = {}
        for low, schema in self.model.schemas.items():
            if not schema.name or not schema.tables or low in self._linked or shared_names[names[low]] < 2:
                key: Hashable = ("alone", low)
            elif with_numbers:
                key = (schema.charset, schema.collation, self._written_for(schema), tuple(
                    self._intern((self._definition_id(t), numbers_key(t, self.config.hints_for(t.qualified_name), self.live)))
                    for t in schema.tables.values()))
            else:
                key = (schema.charset, schema.collation, self._written_for(schema),
                       tuple(self._definition_id(t) for t in schema.tables.values()))
            by_key.setdefault(key, []).append(schema)
        if len(by_key) == len(self.model.schemas):
            return Reduced(self.model, {})
        reduced = Model(source_servers=self.model.source_servers, detached=self.model.detached)
        sets: dict[str, SchemaSet] = {}
        for schemas in by_key.values():
            first = schemas[0]
            reduced.schemas[first.name.lower()] = first
            if len(schemas) > 1:
                sets[first.name.lower()] = SchemaSet(schemas)
        return Reduced(reduced, sets)
