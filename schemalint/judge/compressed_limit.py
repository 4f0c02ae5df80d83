"""InnoDB's record limit on a compressed page (ROW_FORMAT=COMPRESSED with a KEY_BLOCK_SIZE under
the page size): error 1118 at CREATE / ALTER TABLE with innodb_strict_mode=ON, the default.

The arithmetic is InnoDB's own (storage/innobase/dict/dict0dict.cc, the check of a new index's
records, dict_index_too_big_for_tree in MySQL 5.6 and rec_potentially_too_big in MariaDB 10.11;
page0zip.cc, page_zip_empty_size): two records of an index must fit in the page modification
log of an empty compressed page, which is the compressed page less its header, the longest
uncompressed data of one record and the compressed field descriptions, zlib's compressBound(2 ×
(fields + 1)). A record counts a 2-byte dense directory entry, its NULL flags, and for each
field its largest size: a fixed-length column its bytes; a variable-length one its most bytes
(a BLOB/TEXT: unbounded) and 1 or 2 length bytes, a prefix at most the prefix, and in the
clustered index a column that may leave the page (a BLOB/TEXT, or over 255 bytes) the 20-byte
pointer it leaves and 1 length byte, as MariaDB counts it (limits._mariadb_create_bytes;
measured on 10.11.19 against 1,219 random compressed tables, 335 of them refused, and the boundary of each kind of
column at KEY_BLOCK_SIZE=1 and 2).
The key fields of a node pointer record (and its 4-byte child page number) must fit in half
that. Every index is checked: the clustered one (its key, DB_TRX_ID, DB_ROLL_PTR, the other
columns; DB_ROW_ID first without a key) and each secondary one (its parts, then the clustered
key's columns it lacks)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Optional

from ..estimate.columns import EXTERN_REF_BYTES, column_size
from ..model import FULLTEXT, SPATIAL, Column, Index, Table
from ..read.charsets import max_bytes_per_char
from .limits import BIG_COLUMN_BYTES, MYSQL_LOCAL_MAX, row_format_of, stored_prefix

PAGE_SIZE = 16384
# page_zip_empty_size: PAGE_DATA (94) + a dense directory slot (2) + DB_TRX_ID (6) + DB_ROLL_PTR
# (7) + the encoded heap number (1) + the log's end (1) - the 5 record header bytes omitted
PAGE_ZIP_OVERHEAD = 94 + 2 + 6 + 7 + 1 + 1 - 5
REC_NODE_PTR_SIZE = 4
EXTERN_LOCAL = MYSQL_LOCAL_MAX  # BTR_EXTERN_FIELD_REF_SIZE * 2
MAX_FIXED = 768  # DICT_MAX_FIXED_COL_LEN: a longer fixed-length column is stored as variable
UNBOUNDED = 2**32


def _compress_bound(n: int) -> int:
    """zlib's compressBound."""
    return n + (n >> 12) + (n >> 14) + (n >> 25) + 13


def empty_size(n_fields: int, zip_size: int) -> int:
    """page_zip_empty_size: the free space of an empty compressed page for an index of n_fields."""
    return max(zip_size - PAGE_ZIP_OVERHEAD - _compress_bound(2 * (n_fields + 1)), 0)


@dataclass(frozen=True)
class _Field:
    """One field of an index record as InnoDB sizes it."""

    name: str
    fixed: int  # bytes of a fixed-length field, else 0
    most: int  # the most bytes of a variable-length one
    prefix: Optional[int]  # bytes of a prefix
    nullable: bool
    lob: bool = False


@dataclass(frozen=True)
class TooBig:
    """An index whose records (or node pointers) a compressed page cannot hold twice."""

    index: str
    bytes: int
    limit: int
    node_pointer: bool  # the node pointer record, not the leaf record, is over


def zip_size_of(table: Table) -> Optional[int]:
    """The compressed page size of a COMPRESSED InnoDB table under the page size, else None
    (KEY_BLOCK_SIZE in KiB; COMPRESSED without one: half the page)."""
    if not table.is_innodb or row_format_of(table) != "COMPRESSED":
        return None
    size = (table.options.key_block_size or PAGE_SIZE // 2 // 1024) * 1024
    return size if size < PAGE_SIZE else None


def _column_field(col: Column, prefix: Optional[int] = None) -> _Field:
    size = column_size(col, row_format="COMPRESSED")
    if not size.variable and not size.lob and size.max_bytes <= MAX_FIXED:
        return _Field(col.name, size.max_bytes, 0, None, col.nullable)
    most = UNBOUNDED if size.lob else size.max_bytes
    binary = col.data_type in ("BINARY", "VARBINARY") or size.lob and not col.is_string
    nbytes = None if prefix is None else prefix * (1 if binary else max_bytes_per_char(col.charset))
    return _Field(col.name, 0, most, nbytes, col.nullable, size.lob)


def _system(name: str, size: int) -> _Field:
    return _Field(name, size, 0, None, False)


def _clustered_fields(table: Table, key: Optional[Index]) -> tuple[list[_Field], int]:
    """The clustered index's fields and how many of them are its key."""
    if key is None:
        fields = [_system("DB_ROW_ID", 6)]
        full: set[str] = set()
    else:
        fields, full = [], set()
        for part in key.parts:
            col = table.column(part.column) if not part.expression else None
            if col is None:
                raise LookupError(part.column)
            prefix = stored_prefix(table, key, part)
            fields.append(_column_field(col, prefix))
            if prefix is None:
                full.add(col.name.lower())
    n_key = len(fields)
    fields += [_system("DB_TRX_ID", 6), _system("DB_ROLL_PTR", 7)]
    fields += [_column_field(c) for c in table.columns if not c.is_virtual and c.name.lower() not in full]
    return fields, n_key


def _secondary_fields(table: Table, index: Index, clustered: list[_Field], n_key: int) -> list[_Field]:
    fields, full = [], set()
    for part in index.parts:
        col = table.column(part.column) if not part.expression else None
        if col is None:
            raise LookupError(part.column)
        prefix = stored_prefix(table, index, part)  # (as the server keeps it: a TINYTEXT's at most 255 characters)
        fields.append(_column_field(col, prefix))
        if prefix is None:
            full.add(col.name.lower())
    return fields + [f for f in clustered[:n_key] if f.name.lower() not in full]


def _too_big(name: str, fields: list[_Field], n_unique: int, zip_size: int, clustered: bool) -> Optional[TooBig]:
    """rec_potentially_too_big's loop for one index."""
    page_rec_max = empty_size(len(fields), zip_size) - 1
    page_ptr_max = page_rec_max // 2
    size = 2 + (sum(f.nullable for f in fields) + 7) // 8
    for i, f in enumerate(fields):
        if f.fixed:
            size += f.fixed
        else:
            most, ext = f.most, 1 if f.most < 256 else 2
            if f.prefix is not None:
                most = min(most, f.prefix)
            elif clustered and most > EXTERN_LOCAL and (f.lob or most > BIG_COLUMN_BYTES):
                # (MariaDB: a column that may leave the page counts the 20-byte pointer it leaves)
                most, ext = EXTERN_REF_BYTES, 1
            size += ext + most
        if size >= page_rec_max:
            return TooBig(name, size, page_rec_max, False)
        if i + 1 == n_unique and size + REC_NODE_PTR_SIZE >= page_ptr_max:
            return TooBig(name, size + REC_NODE_PTR_SIZE, page_ptr_max, True)
    return None


def too_big_indexes(table: Table) -> Iterator[TooBig]:
    """The indexes of a compressed table whose records InnoDB refuses (error 1118), first only."""
    zip_size = zip_size_of(table)
    if zip_size is None:
        return
    key = table.clustered_index().index
    try:
        clustered, n_key = _clustered_fields(table, key)
        found = _too_big("PRIMARY" if key is None or key.kind == "PRIMARY" else key.name, clustered, n_key, zip_size,
                         True)
        if found is not None:
            yield found
            return
        for index in table.secondary_indexes():
            if index.kind in (FULLTEXT, SPATIAL):
                continue
            fields = _secondary_fields(table, index, clustered, n_key)
            found = _too_big(index.name, fields, len(fields), zip_size, False)
            if found is not None:
                yield found
                return
    except LookupError:  # (a key part naming a column the table lacks: SL005's, not judged here)
        return
