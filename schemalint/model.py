"""The schema model: schemas, tables, columns, indexes, as MySQL/InnoDB understands them.

Plain dataclasses, no parsing and no I/O. `build.py` fills them from DDL (replaying
CREATE/ALTER/DROP in order); the estimator and the rules only read them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, NamedTuple, Optional

from .pickled import pickled_by_fields

# Types whose values live in a character set (bytes per character depend on it).
STRING_TYPES = frozenset(
    {"CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET"}
)
BLOB_TYPES = frozenset({"TINYBLOB", "BLOB", "MEDIUMBLOB", "LONGBLOB"})
TEXT_TYPES = frozenset({"TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT"})
INTEGER_TYPES = frozenset({"TINYINT", "SMALLINT", "MEDIUMINT", "INT", "BIGINT"})
TEMPORAL_TYPES = frozenset({"DATE", "TIME", "DATETIME", "TIMESTAMP", "YEAR"})
SPATIAL_TYPES = frozenset(
    {
        "GEOMETRY", "POINT", "LINESTRING", "POLYGON", "MULTIPOINT",
        "MULTILINESTRING", "MULTIPOLYGON", "GEOMETRYCOLLECTION",
    }
)

# Each method a dataclass generates is exec'd at import (pre-commit start-up): the classes here
# generate only what is used. __eq__ where models are compared (tests compare models built two
# ways; SL020 looks for the first equal index); no __repr__ (a Finding shows its Span's).


class Span(NamedTuple):
    """A place in a source file: 1-based line and column, inclusive start, exclusive end.

    A named tuple, not a frozen dataclass: a 10,000-table dump builds, pickles and loads a
    quarter of a million of them, and a tuple is made in one step where a frozen slotted
    dataclass takes five Python-level attribute stores (a third of loading a pooled table).
    Immutable, so a copy is the span itself."""

    path: str
    line: int
    column: int
    end_line: int
    end_column: int

    def __reduce__(self):  # (the default reduce goes through __getnewargs__: twice as slow to pickle)
        return Span, tuple(self)

    def __reduce_ex__(self, protocol):  # what pickle calls: __reduce__ without object.__reduce_ex__'s lookups
        return Span, tuple(self)

    def __copy__(self) -> "Span":
        return self

    def __deepcopy__(self, memo: dict) -> "Span":
        return self


@pickled_by_fields
@dataclass(slots=True, repr=False)
class Column:
    """A column as declared, with its character set resolved."""

    name: str
    data_type: str  # upper-case MySQL type name: INT, VARCHAR, DECIMAL, DATETIME, ...
    length: Optional[int] = None  # CHAR/VARCHAR/BINARY/VARBINARY/BIT length (characters or bits)
    precision: Optional[int] = None  # DECIMAL/NUMERIC digits
    scale: Optional[int] = None
    fsp: Optional[int] = None  # fractional seconds precision of TIME/DATETIME/TIMESTAMP
    display_width: Optional[int] = None  # INT(11): deprecated, informational only
    unsigned: bool = False
    zerofill: bool = False
    charset: Optional[str] = None  # resolved for string types, None for others
    collation: Optional[str] = None
    nullable: bool = True
    default: Optional[str] = None  # SQL text of the DEFAULT clause, None when absent
    on_update: Optional[str] = None
    auto_increment: bool = False
    generated: Optional[str] = None  # SQL text of a generated column's expression
    generated_stored: bool = False
    values: tuple[str, ...] = ()  # ENUM/SET members
    comment: Optional[str] = None
    srid: Optional[int] = None
    span: Optional[Span] = None
    invisible: bool = False  # MariaDB 10.3+ / MySQL 8.0.23+: not in SELECT *
    system_period: Optional[str] = None  # "ROW START" | "ROW END": MariaDB's system-versioning columns

    @property
    def is_string(self) -> bool:
        return self.data_type in STRING_TYPES

    @property
    def is_binary_string(self) -> bool:
        return self.data_type in {"BINARY", "VARBINARY"} or self.data_type in BLOB_TYPES

    @property
    def is_lob(self) -> bool:
        return self.data_type in TEXT_TYPES or self.data_type in BLOB_TYPES or self.data_type == "JSON"

    @property
    def is_virtual(self) -> bool:
        """A VIRTUAL generated column is not stored in the clustered index record."""
        return self.generated is not None and not self.generated_stored


@pickled_by_fields
@dataclass(slots=True, repr=False)
class IndexPart:
    """One key part: a column (or its prefix) or an expression."""

    column: str
    prefix: Optional[int] = None  # prefix length in characters (bytes for binary types)
    descending: bool = False
    expression: Optional[str] = None  # functional key part (MySQL 8.0.13+), SQL text


PRIMARY = "PRIMARY"
UNIQUE = "UNIQUE"
INDEX = "INDEX"
FULLTEXT = "FULLTEXT"
SPATIAL = "SPATIAL"


@pickled_by_fields
@dataclass(slots=True, repr=False)
class Index:
    """A PRIMARY KEY, UNIQUE, plain, FULLTEXT or SPATIAL index."""

    name: str  # "PRIMARY" for the primary key
    kind: str  # PRIMARY | UNIQUE | INDEX | FULLTEXT | SPATIAL
    parts: list[IndexPart]
    visible: bool = True
    using: Optional[str] = None  # BTREE | HASH as written (InnoDB always builds a B-tree)
    comment: Optional[str] = None
    span: Optional[Span] = None  # the statement clause that created or last changed it
    implicit: bool = False  # created by InnoDB for a FOREIGN KEY that no declared index serves
    parser: Optional[str] = None  # a FULLTEXT index's WITH PARSER plugin

    @property
    def is_primary(self) -> bool:
        return self.kind == PRIMARY

    @property
    def is_unique(self) -> bool:
        return self.kind in (PRIMARY, UNIQUE)

    @property
    def columns(self) -> list[str]:
        return [p.column for p in self.parts]


@pickled_by_fields
@dataclass(slots=True, repr=False)
class ForeignKey:
    """A FOREIGN KEY constraint."""

    name: Optional[str]
    columns: list[str]
    ref_table: str
    ref_columns: list[str]
    ref_schema: Optional[str] = None
    on_delete: Optional[str] = None
    on_update: Optional[str] = None
    span: Optional[Span] = None


@pickled_by_fields
@dataclass(slots=True, repr=False)
class PartitionDef:
    """One partition of a RANGE or LIST partitioning, or a named HASH/KEY partition."""

    name: str
    values: Optional[str] = None  # "LESS THAN (10)", "IN (1,2)", None for HASH/KEY
    span: Optional[Span] = None


@pickled_by_fields
@dataclass(slots=True, repr=False)
class Partitioning:
    """A table's PARTITION BY clause."""

    method: str  # RANGE | LIST | HASH | KEY | RANGE COLUMNS | LIST COLUMNS
    linear: bool = False
    expression: Optional[str] = None  # SQL text of the RANGE/LIST/HASH expression
    columns: list[str] = field(default_factory=list)  # columns the partitioning uses
    partitions: list[PartitionDef] = field(default_factory=list)
    count: Optional[int] = None  # PARTITIONS n (HASH/KEY), else len(partitions)
    subpartition_method: Optional[str] = None
    subpartition_count: Optional[int] = None
    span: Optional[Span] = None

    @property
    def partition_count(self) -> int:
        n = self.count if self.count is not None else len(self.partitions)
        return max(n, 1) * max(self.subpartition_count or 1, 1)


@pickled_by_fields
@dataclass(slots=True, repr=False)
class TableOptions:
    """The table options of a CREATE or ALTER TABLE (ENGINE=, ROW_FORMAT=, …)."""

    engine: Optional[str] = None
    row_format: Optional[str] = None
    key_block_size: Optional[int] = None
    charset: Optional[str] = None
    collation: Optional[str] = None
    tablespace: Optional[str] = None
    auto_increment: Optional[int] = None
    comment: Optional[str] = None
    other: dict[str, str] = field(default_factory=dict)  # options kept as written


@pickled_by_fields
@dataclass(slots=True, eq=False, repr=False)  # never compared, printed or changed
class ClusteredIndex:
    """How InnoDB clusters the rows: the PRIMARY KEY, else the first UNIQUE index whose
    columns are all NOT NULL, else a hidden 6-byte DB_ROW_ID."""

    source: str  # "primary" | "unique" | "hidden"
    index: Optional[Index]

    @property
    def columns(self) -> list[str]:
        return self.index.columns if self.index else []


SYSTEM_VERSIONING = "WITH SYSTEM VERSIONING"  # the TableOptions.other key of a system-versioned table

ALL_NULL, FILLED, DISTINCT, ONE_VALUE = "all NULL", "filled", "distinct", "one value"  # Table.filled


@dataclass(repr=False)
class Table:
    """A table as the replay left it."""

    name: str
    schema: Optional[str] = None
    columns: list[Column] = field(default_factory=list)
    indexes: list[Index] = field(default_factory=list)
    foreign_keys: list[ForeignKey] = field(default_factory=list)
    partitioning: Optional[Partitioning] = None
    options: TableOptions = field(default_factory=TableOptions)
    temporary: bool = False
    from_select: bool = False  # CREATE TABLE … SELECT: the SELECT adds columns the model does not hold
    span: Optional[Span] = None  # the CREATE TABLE statement
    changed_span: Optional[Span] = None  # the last statement that changed it
    # True when its columns, indexes, … are shared with tables of the same CREATE TABLE text
    # (lint.load's dedupe: memory grows with distinct definitions); build.py copies them before
    # a change. Not a dataclass field, so it is not part of what a table is (asdict, ==).
    shared = False
    # the sql_mode a `SET [SESSION] sql_mode = '…'` earlier in the input set when this table was
    # created (None: the server's default); SL024 reads it. Not a dataclass field either.
    sql_mode: Optional[str] = None
    # lower-case reserved words among the table's own names (table, columns, indexes) that its
    # CREATE TABLE wrote without backticks (SL028: the server refuses that statement)
    unquoted_reserved: frozenset = frozenset()
    # What the replay knows about the rows' values (not a dataclass field either): lower-case
    # column name → ALL_NULL (added NULL without a DEFAULT, nothing filled it since), FILLED
    # (an UPDATE gave every row a value), DISTINCT (… a different one: UUID()), ONE_VALUE (…
    # the same one). Replaced, never changed in place (tables may share it).
    filled = None
    # lower-case names of the columns the input's INSERT … VALUES statements gave values (every
    # column for an INSERT without a column list), None when none filled the table: rows the
    # schema file ships with it (seed data), sorted: a tuple of interned names, not a set (a dump
    # seeds thousands of tables: 11 MiB as frozensets on the 10,000-table benchmark). Not a dataclass
    # field either.
    seeded: Optional[tuple[str, ...]] = None

    @property
    def qualified_name(self) -> str:
        return f"{self.schema}.{self.name}" if self.schema else self.name

    def column(self, name: str) -> Optional[Column]:
        low = name.lower()
        for col in self.columns:
            if col.name.lower() == low:
                return col
        return None

    def index(self, name: str) -> Optional[Index]:
        low = name.lower()
        for idx in self.indexes:
            if idx.name.lower() == low:
                return idx
        return None

    @property
    def primary_key(self) -> Optional[Index]:
        for idx in self.indexes:
            if idx.is_primary:
                return idx
        return None

    @property
    def engine(self) -> str:
        return (self.options.engine or "InnoDB")

    @property
    def is_innodb(self) -> bool:
        return self.engine.lower() == "innodb"

    @property
    def system_versioned(self) -> bool:
        """MariaDB's WITH SYSTEM VERSIONING (CREATE TABLE, or ALTER TABLE … ADD SYSTEM VERSIONING)."""
        return SYSTEM_VERSIONING in self.options.other

    def clustered_index(self) -> ClusteredIndex:
        pk = self.primary_key
        if pk is not None:
            return ClusteredIndex("primary", pk)
        for idx in self.indexes:
            if idx.kind != UNIQUE or any(p.expression or p.prefix for p in idx.parts):
                continue
            cols = [self.column(c) for c in idx.columns]
            if all(c is not None and not c.nullable and not c.is_virtual for c in cols):
                return ClusteredIndex("unique", idx)
        return ClusteredIndex("hidden", None)

    def secondary_indexes(self) -> list[Index]:
        clustered = self.clustered_index().index
        return [i for i in self.indexes if i is not clustered]


@dataclass(eq=False, repr=False)
class Schema:
    """A schema (database) and its tables."""

    name: str
    charset: Optional[str] = None
    collation: Optional[str] = None
    tables: dict[str, Table] = field(default_factory=dict)  # keyed by lower-case name
    span: Optional[Span] = None


class SourceServer(NamedTuple):
    """The server a dump's header says it was taken from (mysqldump's `-- Server version`,
    phpMyAdmin's, Navicat's `Source Server Version`): a server the schema was written for."""

    product: str  # "MySQL" | "MariaDB"
    version: tuple[int, int, int]
    shown: str  # the version as the header writes it: "5.6.13", "8.0", "5.7.19" (Navicat's 50719)
    line: int  # the header's line in its file

    @property
    def label(self) -> str:
        return f"{self.product} {self.shown}"


@dataclass(eq=False, repr=False)
class Model:
    """Every schema and table known after replaying the input. Tables created before any
    `CREATE DATABASE`/`USE` live in the schema named "" (unknown)."""

    schemas: dict[str, Schema] = field(default_factory=dict)  # keyed by lower-case name
    # input path → the server its dump header names (read.dump_header), for files that have one
    source_servers: dict[str, SourceServer] = field(default_factory=dict)
    # what an ALTER TABLE of a table no statement creates gives it (its column definitions, its
    # table options), one table per statement and in no schema: the server checks those while it
    # parses, before it looks for the table (SL012 checks them for that only)
    detached: list[Table] = field(default_factory=list)

    def schema(self, name: Optional[str]) -> Optional[Schema]:
        return self.schemas.get((name or "").lower())

    def ensure_schema(self, name: Optional[str]) -> Schema:
        key = (name or "").lower()
        if key not in self.schemas:
            self.schemas[key] = Schema(name=name or "")
        return self.schemas[key]

    def tables(self) -> Iterator[Table]:
        for schema in self.schemas.values():
            yield from schema.tables.values()

    def find_table(self, name: str, schema: Optional[str] = None) -> Optional[Table]:
        if schema is not None:
            s = self.schema(schema)
            return s.tables.get(name.lower()) if s else None
        for s in self.schemas.values():
            t = s.tables.get(name.lower())
            if t is not None:
                return t
        return None

    @property
    def table_count(self) -> int:
        return sum(len(s.tables) for s in self.schemas.values())
