"""Server hard limits: what a CREATE TABLE must respect or the server refuses it.

Key length (error 1071 / 1709) and row size (error 1118), for **MySQL 8.0** (the default
target) and **MariaDB 10.11**, both with their default settings (innodb_strict_mode=ON,
innodb_page_size=16K, innodb_default_row_format=DYNAMIC). Where the two servers differ, a
function takes a `Flavor`; every difference was checked on a real MariaDB 10.11 (see
tests/test_server_rejects.py) and against the MySQL 8.0 source of `dict_index_too_big_for_tree`.

Column widths are a shared fact and live in one place, `estimate/columns.py`; this module
only adds what the *server* counts, which is not what InnoDB stores:

- the 65,535-byte row of the SQL layer counts every column at its declared maximum
  (VARCHAR with its 1–2 length bytes, BLOB/TEXT as a 9–12 byte pointer) plus the NULL bits;
- InnoDB's CREATE-time check (`dict_index_too_big_for_tree`) counts a worst-case clustered
  record, where MySQL and MariaDB disagree on how much of a long column stays in the record;
- the worst record a full row can really produce at INSERT time, which can be larger than
  what the CREATE-time check counted (MySQL then accepts a table whose full rows fail).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from ..read.charsets import max_bytes_per_char
from ..estimate.columns import ColumnSize, column_size
from ..estimate.records import (
    ANTELOPE_LOCAL_PREFIX, DB_ROLL_PTR_BYTES, DB_ROW_ID_BYTES, DB_TRX_ID_BYTES, EXTERN_REF_BYTES,
    RECORD_HEADER_COMPACT, RECORD_HEADER_REDUNDANT, REC_MAX_DATA_SIZE, max_inline_record_bytes,
    normalize_row_format,
)
from ..model import BLOB_TYPES, FULLTEXT, SPATIAL, SPATIAL_TYPES, Column, Index, IndexPart, Table

SERVER_ROW_LIMIT = 65535  # the SQL layer's row, all engines (error 1118)
ANTELOPE_MAX_KEY_PART = 767  # COMPACT/REDUNDANT: bytes of one indexed column (error 1709)
MYSQL_LOCAL_MAX = 2 * EXTERN_REF_BYTES  # BTR_EXTERN_LOCAL_STORED_MAX_SIZE: MySQL's CREATE check
ANTELOPE_LOCAL = ANTELOPE_LOCAL_PREFIX + EXTERN_REF_BYTES  # 768-byte prefix + 20-byte pointer
BIG_COLUMN_BYTES = 255  # DATA_BIG_COL: longer columns (and LOBs) may be stored off-page

ER_TOO_LONG_KEY = 1071
ER_TOO_BIG_FIELDLENGTH = 1074


# a VARCHAR's declared bytes at most: MariaDB 10.11.19 answers "max = 65532" in latin1 (measured);
# MySQL 8.0 divides MAX_FIELD_VARCHARLENGTH, 65,535 (MySQL 8.0 Reference Manual, 13.3.2 The CHAR and
# VARCHAR Types: M up to 65,535), so 21,845 in utf8mb3 there, 21,844 on MariaDB
VARCHAR_MAX_BYTES = {True: 65532, False: 65535}


def varchar_length_over(col: Column, mariadb: bool) -> Optional[int]:
    """The most characters a VARCHAR / VARBINARY of this column's character set may declare
    (16,383 in utf8mb4 on both servers), when its length is over it, else None. Strict mode (both
    servers' default) refuses a longer one with error 1074 before any row is added up; without
    it the column silently becomes a TEXT. Without a MariaDB version the MySQL bound, the
    larger, is used: only what both servers refuse is refused."""
    if col.data_type not in ("VARCHAR", "VARBINARY") or not col.length:
        return None
    most = VARCHAR_MAX_BYTES[mariadb] // (1 if col.data_type == "VARBINARY" else max_bytes_per_char(col.charset))
    return most if col.length > most else None
ER_INDEX_COLUMN_TOO_LONG = 1709
ER_TOO_BIG_ROWSIZE = 1118
ER_BLOB_KEY_WITHOUT_LENGTH = 1170

# BLOB/TEXT/JSON/geometry: the SQL layer counts a length (1–4 bytes) + an 8-byte pointer
_LOB_POINTER_BYTES = {
    "TINYBLOB": 9, "TINYTEXT": 9, "BLOB": 10, "TEXT": 10, "MEDIUMBLOB": 11, "MEDIUMTEXT": 11,
    "LONGBLOB": 12, "LONGTEXT": 12, "JSON": 12,
}
_BINARY_TYPES = frozenset({"BINARY", "VARBINARY"}) | BLOB_TYPES


# -- which server ------------------------------------------------------------------------------

@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class Flavor:
    """MySQL or MariaDB, and its version."""

    vendor: str  # "mysql" | "mariadb"
    version: str

    @property
    def mariadb(self) -> bool:
        return self.vendor == "mariadb"

    @property
    def label(self) -> str:
        numbers = ".".join(self.version.split("-")[0].split(".")[:2])
        return f"{'MariaDB' if self.mariadb else 'MySQL'} {numbers}"


def flavor_of(config: Any) -> Flavor:
    """MariaDB when `[server] version` says so (\"10.11.6-MariaDB\"), else MySQL."""
    version = getattr(getattr(config, "server", None), "version", None) or "8.0.40"
    return Flavor("mariadb" if "mariadb" in version.lower() else "mysql", version)


# -- column widths -------------------------------------------------------------------------------

def column_max_bytes(col: Column) -> int:
    """The most bytes a value of this column takes (LOBs: the type's maximum). The one
    definition lives in estimate/columns.py; this name is what the rules import."""
    return column_size(col).max_bytes


def is_lob(col: Column) -> bool:
    return column_size(col).lob


def server_field_bytes(col: Column) -> int:
    """What the SQL layer counts for one column against the 65,535-byte row."""
    t = col.data_type
    if t in _LOB_POINTER_BYTES:
        return _LOB_POINTER_BYTES[t]
    size = column_size(col)
    if size.lob:  # geometry types are BLOBs underneath
        return 12
    if t in ("VARCHAR", "VARBINARY"):
        return size.max_bytes + (1 if size.max_bytes < 256 else 2)
    return size.max_bytes


@dataclass(repr=False)  # never printed, hashed or changed: no generated __repr__, __hash__ or frozen guards to start
class ServerRow:
    """A row as the SQL layer counts it against its 65,535-byte limit."""

    bytes: int
    null_bytes: int
    columns: tuple[tuple[str, int], ...]  # (column, bytes), declaration order
    limit: int = SERVER_ROW_LIMIT

    @property
    def too_large(self) -> bool:
        return self.bytes > self.limit

    def largest(self, n: int = 3) -> list[tuple[str, int]]:
        return sorted(self.columns, key=lambda c: -c[1])[:n]


def server_row(table: Table) -> ServerRow:
    """The row the SQL layer checks for every engine: declared maxima + NULL bits."""
    cols = []
    total = nullable = 0
    for c in table.columns:
        size = server_field_bytes(c)
        cols.append((c.name, size))
        total += size
        if c.nullable:
            nullable += 1
    null_bytes = (nullable + 7) // 8
    return ServerRow(total + null_bytes, null_bytes, tuple(cols))


# -- row format and page ----------------------------------------------------------------------

def row_format_of(table: Table) -> str:
    """ROW_FORMAT as InnoDB applies it: explicit, COMPRESSED when only KEY_BLOCK_SIZE is
    given, else DYNAMIC (the default of both servers)."""
    explicit = (table.options.row_format or "").upper()
    if not explicit or explicit == "DEFAULT":
        return "COMPRESSED" if table.options.key_block_size else "DYNAMIC"
    return normalize_row_format(explicit)


def antelope(row_format: str) -> bool:
    """COMPACT and REDUNDANT: 767-byte index columns, 768-byte BLOB prefixes in the row."""
    return row_format in ("COMPACT", "REDUNDANT")


def record_limit(row_format: str, page_size: int = 16384) -> int:
    """The largest record InnoDB accepts on a leaf page (8,126 bytes at 16 KiB; REDUNDANT's
    bigger page header leaves 8,123)."""
    if page_size >= 65536:
        return REC_MAX_DATA_SIZE
    if row_format == "REDUNDANT":
        return (page_size - 138) // 2
    return max_inline_record_bytes(page_size)


# -- key length ----------------------------------------------------------------------------------

def max_key_bytes(page_size: int = 16384) -> int:
    """InnoDB's key length limit: 3,072 bytes with 16/32/64 KiB pages, 1,536 at 8 KiB, 768 at 4 KiB."""
    return 3072 if page_size >= 16384 else 1536 if page_size >= 8192 else 768


def max_key_part_bytes(row_format: str, page_size: int = 16384) -> int:
    return min(ANTELOPE_MAX_KEY_PART, max_key_bytes(page_size)) if antelope(row_format) else max_key_bytes(page_size)


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class KeyPart:
    """One key part's bytes, as counted against the key length limit."""

    column: str
    bytes: Optional[int]  # None: unknown (missing column, functional part)
    prefix: Optional[int] = None
    lob_without_prefix: bool = False

    def label(self) -> str:
        text = f"{self.column}({self.prefix})" if self.prefix else self.column
        return f"{text} {self.bytes} B" if self.bytes is not None else text


def per_char_bytes(col: Column) -> int:
    return 1 if col.data_type in _BINARY_TYPES else max_bytes_per_char(col.charset)


def key_part(table: Table, part: IndexPart) -> KeyPart:
    """Bytes one key part counts against the limit: prefix (characters × bytes per character,
    bytes for binary types) or the whole column; length bytes do not count."""
    col = table.column(part.column) if not part.expression else None
    if col is None:
        return KeyPart(part.column if not part.expression else part.expression, None, part.prefix)
    return _column_key_part(col, part.prefix)


def _column_key_part(col: Column, prefix: Optional[int]) -> KeyPart:
    """key_part of a key part on the column `col`."""
    size = column_size(col)
    if prefix:
        if size.lob or col.is_string or col.is_binary_string:
            return KeyPart(col.name, min(prefix * per_char_bytes(col), size.max_bytes), prefix)
        return KeyPart(col.name, size.max_bytes, prefix)  # prefix on a number: SL012's business
    if size.lob:
        return KeyPart(col.name, size.max_bytes, None, lob_without_prefix=True)
    return KeyPart(col.name, size.max_bytes)


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class KeyLength:
    """An index's key bytes against the limits, and what the target server does about it."""

    index: Index
    parts: tuple[KeyPart, ...]
    row_format: str
    part_limit: int
    total_limit: int
    verdict: str  # ok | rejected | truncated | hashed
    error: Optional[int]  # the server's error (or note) number
    total: int  # bytes after any truncation the server would do
    declared_total: int  # bytes as declared
    over_parts: tuple[KeyPart, ...] = field(default_factory=tuple)


def key_length(table: Table, index: Index, flavor: Flavor, page_size: int = 16384) -> Optional[KeyLength]:
    """None for FULLTEXT/SPATIAL, keys with unknown parts, and BLOB/TEXT parts without a
    prefix (SL012 reports those)."""
    if index.kind in (FULLTEXT, SPATIAL):
        return None
    parts = tuple(key_part(table, p) for p in index.parts)
    if not parts or any(p.bytes is None or p.lob_without_prefix for p in parts):
        return None
    row_format = row_format_of(table)
    part_limit, total_limit = max_key_part_bytes(row_format, page_size), max_key_bytes(page_size)
    declared = sum(p.bytes for p in parts)
    over = tuple(p for p in parts if p.bytes > part_limit)

    def result(verdict: str, error: Optional[int], total: int) -> KeyLength:
        return KeyLength(index, parts, row_format, part_limit, total_limit, verdict, error, total, declared, over)

    if flavor.mariadb:
        # MariaDB's SQL layer allows 3,072-byte parts whatever the row format; a UNIQUE key it
        # cannot index becomes a hash ("long unique"); then InnoDB refuses Antelope parts > 767.
        sql_over = [p for p in parts if p.bytes > total_limit]
        if sql_over and index.kind == "UNIQUE":
            return result("hashed", ER_TOO_LONG_KEY, declared)
        if sql_over and index.kind != "INDEX":
            return result("rejected", ER_TOO_LONG_KEY, declared)
        kept = [min(p.bytes, total_limit) for p in parts]
        if sum(kept) > total_limit:
            return result("hashed" if index.kind == "UNIQUE" else "rejected", ER_TOO_LONG_KEY, sum(kept))
        if antelope(row_format) and any(b > part_limit for b in kept):
            return result("rejected", ER_INDEX_COLUMN_TOO_LONG, sum(kept))
        if sql_over:
            return result("truncated", ER_TOO_LONG_KEY, sum(kept))
        return result("ok", None, declared)
    total = declared
    if over:
        if index.kind == "INDEX":  # a plain key: the server shortens each long part to a prefix
            total = sum(min(p.bytes, part_limit) for p in parts)
            if total <= total_limit:
                return result("truncated", ER_TOO_LONG_KEY, total)
        elif index.kind == "UNIQUE" and flavor.mariadb:
            return result("hashed", ER_TOO_LONG_KEY, declared)
        else:
            return result("rejected", ER_TOO_LONG_KEY, declared)
    if total > total_limit:
        if index.kind == "UNIQUE" and flavor.mariadb:
            return result("hashed", ER_TOO_LONG_KEY, total)
        return result("rejected", ER_TOO_LONG_KEY, total)
    return result("ok", None, total)


# -- InnoDB record size --------------------------------------------------------------------------

@dataclass(repr=False)  # never printed, hashed or changed: no generated __repr__, __hash__ or frozen guards to start
class RecordCheck:
    """A worst-case clustered record: the fields and the bytes each one counts."""

    bytes: int
    limit: int
    header: int
    fields: tuple[tuple[str, int], ...]
    row_format: str

    @property
    def too_large(self) -> bool:
        return self.bytes >= self.limit

    def largest(self, n: int = 3) -> list[tuple[str, int]]:
        return sorted(self.fields, key=lambda f: -f[1])[:n]


class ClusteredRecord:
    """A table's worst-case clustered record with every field sized once: what the CREATE-time
    check and the worst real record both count from (SL011 asks both of a table). A field
    counts the same in both but for a variable-length column, which each check counts its way.

    The fields in clustered-record order: key, DB_TRX_ID, DB_ROLL_PTR, then every other stored
    column (a key column used only as a prefix is stored again in full)."""

    def __init__(self, table: Table, page_size: int = 16384):
        self.row_format = row_format = row_format_of(table)
        self.limit = record_limit(row_format, page_size)
        redundant = row_format == "REDUNDANT"
        names: list[str] = []
        sizes: list[int] = []  # bytes counted; 0 for a variable-length column until a check counts it
        variable: list[tuple[int, ColumnSize]] = []  # (field number, sizes) of the variable-length columns
        nullable = 0

        def fixed(name: str, size: int, ext: int) -> None:
            names.append(name)
            sizes.append(size + (0 if redundant else ext))

        def column(col: Column) -> None:
            cs = column_size(col, None, False, row_format)
            if cs.variable:
                variable.append((len(sizes), cs))
            names.append(col.name)
            sizes.append(0 if cs.variable else cs.max_bytes)

        clustered = table.clustered_index().index
        in_full: set[str] = set()
        if clustered is None:
            fixed("DB_ROW_ID", DB_ROW_ID_BYTES, 0)
        else:
            for part in clustered.parts:
                col = table.column(part.column) if not part.expression else None
                if col is None:
                    continue
                if col.nullable:
                    nullable += 1
                if part.prefix:
                    size = _column_key_part(col, part.prefix).bytes
                    fixed(col.name, size, 1 if size < 256 else 2)
                else:
                    column(col)
                    in_full.add(col.name.lower())
        fixed("DB_TRX_ID", DB_TRX_ID_BYTES, 0)
        fixed("DB_ROLL_PTR", DB_ROLL_PTR_BYTES, 0)
        for col in table.columns:
            if col.is_virtual or col.name.lower() in in_full:
                continue
            if col.nullable:
                nullable += 1
            column(col)
        self.names, self.sizes, self.variable = names, sizes, variable
        if redundant:
            self.header = RECORD_HEADER_REDUNDANT + 2 * len(names)
        else:
            self.header = RECORD_HEADER_COMPACT + math.ceil(nullable / 8)

    def count(self, bytes_of: Callable[[ColumnSize, str], tuple[int, int]]) -> RecordCheck:
        """The record, with `bytes_of(sizes, row_format)` giving the bytes (and length-header
        bytes) each variable-length column counts for."""
        row_format = self.row_format
        with_lengths = row_format != "REDUNDANT"
        sizes = list(self.sizes)
        for i, cs in self.variable:
            size, ext = bytes_of(cs, row_format)
            sizes[i] = size + ext if with_lengths else size
        return RecordCheck(self.header + sum(sizes), self.limit, self.header, tuple(zip(self.names, sizes)),
                           row_format)

    def create_check(self, flavor: Flavor) -> RecordCheck:
        """The record size InnoDB computes at CREATE TABLE (innodb_strict_mode=ON refuses the
        table with error 1118 when it reaches the limit).

        MySQL 8.0 counts any variable-length column longer than 40 bytes as 40 + 1 (in every row
        format). MariaDB 10.11 counts only long columns (over 255 bytes, or BLOB/TEXT) as what
        stays in the row when they go off-page: a 20-byte pointer in DYNAMIC/COMPRESSED, a
        768-byte prefix + pointer in COMPACT/REDUNDANT; shorter ones count in full.
        """
        return self.count(_mariadb_create_bytes if flavor.mariadb else _mysql_create_bytes)

    def worst(self) -> RecordCheck:
        """The largest clustered record a row can really need after InnoDB moved every long
        value it may move off-page (the same for both servers: it is the storage format).

        DYNAMIC/COMPRESSED keep a long value of up to 40 bytes in the row (longer ones leave a
        20-byte pointer) and never move a column of 255 bytes or less; COMPACT/REDUNDANT keep
        values of up to 788 bytes, and a 768-byte prefix + pointer of longer ones.
        """
        return self.count(_worst_bytes)


def _mysql_create_bytes(cs: ColumnSize, row_format: str) -> tuple[int, int]:
    size = cs.max_bytes if not cs.lob else 2**32  # InnoDB sizes every BLOB/TEXT as unbounded
    if size > MYSQL_LOCAL_MAX:
        return MYSQL_LOCAL_MAX, 1
    return size, 1 if size < 256 else 2


def _mariadb_create_bytes(cs: ColumnSize, row_format: str) -> tuple[int, int]:
    size = cs.max_bytes if not cs.lob else 2**32  # InnoDB sizes every BLOB/TEXT as unbounded
    local = ANTELOPE_LOCAL if antelope(row_format) else EXTERN_REF_BYTES
    if size > local and size > MYSQL_LOCAL_MAX and (cs.lob or size > BIG_COLUMN_BYTES):
        return local, 1
    return size, 1 if size < 256 else 2


def _worst_bytes(cs: ColumnSize, row_format: str) -> tuple[int, int]:
    size = cs.max_bytes
    ext = 1 if size < 256 else 2
    if cs.lob or size > BIG_COLUMN_BYTES:
        keep = ANTELOPE_LOCAL if antelope(row_format) else MYSQL_LOCAL_MAX
        size = min(size, keep)
    return size, ext


def create_check(table: Table, flavor: Flavor, page_size: int = 16384) -> RecordCheck:
    """ClusteredRecord.create_check of one table."""
    return ClusteredRecord(table, page_size).create_check(flavor)


def worst_record(table: Table, page_size: int = 16384) -> RecordCheck:
    """ClusteredRecord.worst of one table."""
    return ClusteredRecord(table, page_size).worst()


# -- the key part MariaDB stores (information_schema.STATISTICS.SUB_PART) -------------------------

# the longest key part a plain key keeps on MariaDB 10.11, by engine: a longer column or prefix is
# cut to this many bytes with note 1071 (sql_table.cc, mysql_prepare_create_table: a MULTIPLE key
# part over the handler's max_key_part_length is shortened, a UNIQUE or PRIMARY one refused or
# hashed). Measured on 10.11.19: InnoDB (any row format the SQL layer passes) and MEMORY 3,072,
# Aria 2,300, MyISAM and MERGE 1,000.
MARIADB_KEY_PART_BYTES = {"MYISAM": 1000, "MRG_MYISAM": 1000, "MERGE": 1000, "ARIA": 2300}
POINT_KEY_BYTES = 25  # a POINT in a B-tree key is its 25-byte value (SRID, type, X, Y): SUB_PART 25


def stored_prefix(table: Table, index: Index, part: IndexPart) -> Optional[int]:
    """The prefix MariaDB 10.11 stores for a key part, in characters (bytes for binary types),
    None for the whole column: what information_schema.STATISTICS.SUB_PART shows. The model
    keeps the prefix as written (`part.prefix`, which SL010 and SL012 judge); this is what the
    server keeps of it. A prefix as long as the column is the whole column; a BLOB/TEXT prefix is
    at most the type's length (TINYTEXT 255 characters); a plain key's part longer than the
    engine takes is shortened (MARIADB_KEY_PART_BYTES); a POINT is 25 bytes, prefix or not."""
    col = table.column(part.column) if not part.expression else None
    if col is None or index.kind in (FULLTEXT, SPATIAL):
        return part.prefix
    if col.data_type == "POINT":
        return POINT_KEY_BYTES
    size = column_size(col)
    lob = size.lob or col.data_type in SPATIAL_TYPES
    if not (lob or col.is_string or col.is_binary_string) or (lob and part.prefix is None and
                                                              col.data_type not in SPATIAL_TYPES):
        return part.prefix
    per_char = 1 if col.data_type in SPATIAL_TYPES else per_char_bytes(col)
    # (a BLOB/TEXT prefix may be as long as its type in characters: TINYTEXT utf8mb4 255, not 63)
    longest = size.max_bytes * per_char if lob else size.max_bytes
    kept = min(part.prefix * per_char, longest) if part.prefix else longest
    if index.kind == "INDEX":
        kept = min(kept, MARIADB_KEY_PART_BYTES.get(table.engine.upper(), max_key_bytes()))
    if not lob and kept >= longest:
        return None
    return kept // per_char
