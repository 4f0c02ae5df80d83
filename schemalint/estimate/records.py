"""The bytes of one InnoDB index record: leaf records and node pointers, per row format.

COMPACT / DYNAMIC / COMPRESSED record (what MariaDB 10.11 and MySQL 8.0 write):

    [variable-length header: 1 or 2 bytes per variable-length field present]
    [NULL bitmap: ceil(nullable fields of the index / 8) bytes]
    [5-byte record header]
    [field bytes ...]

- clustered leaf: key columns (PRIMARY KEY, else the NOT NULL UNIQUE key, else the hidden
  6-byte DB_ROW_ID), 6-byte DB_TRX_ID, 7-byte DB_ROLL_PTR, then every other stored column
  (VIRTUAL generated columns are not stored).
- secondary leaf: key columns (prefixes as declared) + the clustered key columns not already
  in the key in full.
- node pointer (non-leaf): the fields that make a key unique in the tree — the clustered key
  for the clustered index, every field (key + clustered key) for a secondary index, unique or
  not — plus a 4-byte child page number. The NULL bitmap keeps the index's full width.
- DYNAMIC / COMPRESSED: when a record would take half a page or more (8,126 bytes at 16 KiB:
  8,125 stays, measured on MariaDB 10.11), the longest TEXT/BLOB/JSON (and VARCHAR > 255
  bytes) values move off-page, leaving a 20-byte pointer. COMPACT / REDUNDANT keep a 768-byte
  prefix in the record.
- REDUNDANT (rough): 6-byte header + a 1- or 2-byte end offset per field; CHAR is always
  its full width; no NULL bitmap.

Every figure here matched, to the byte, the records MariaDB 10.11 wrote in the ground-truth
bench (benchmarks/innodb_truth).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Optional, Sequence

from .columns import ANTELOPE_LOCAL_PREFIX, BIG_VARIABLE, EXTERN_REF_BYTES, NULLABLE, VARYING, ColumnSize

RECORD_HEADER_COMPACT = 5  # REC_N_NEW_EXTRA_BYTES
RECORD_HEADER_REDUNDANT = 6  # REC_N_OLD_EXTRA_BYTES
DB_ROW_ID_BYTES = 6
DB_TRX_ID_BYTES = 6
DB_ROLL_PTR_BYTES = 7
CHILD_PAGE_NO_BYTES = 4
DYNAMIC_MIN_EXTERN_BYTES = 2 * EXTERN_REF_BYTES  # shorter values always stay in the record
REC_MAX_DATA_SIZE = 16383  # no record is larger, whatever the page size
# rem0rec.h: a COMPACT/DYNAMIC record must be smaller than COMPRESSED_REC_MAX_DATA_SIZE, a
# REDUNDANT one than REDUNDANT_REC_MAX_DATA_SIZE, or fields move off-page (page_zip_rec_needs_ext)
COMPRESSED_REC_MAX_DATA_SIZE = 16384
REDUNDANT_REC_MAX_DATA_SIZE = 16383
# a REDUNDANT page's infimum + supremum take 31 bytes, 5 more than a compact page's
# (page0page.h PAGE_OLD_SUPREMUM_END − PAGE_DATA = 31, PAGE_NEW_SUPREMUM_END − PAGE_DATA = 26)
REDUNDANT_PAGE_OVERHEAD = 132 + 5

ROW_FORMATS = ("DYNAMIC", "COMPACT", "REDUNDANT", "COMPRESSED")


def normalize_row_format(row_format: Optional[str]) -> str:
    """ROW_FORMAT as InnoDB applies it: DEFAULT (and anything unknown) is DYNAMIC."""
    value = (row_format or "DYNAMIC").upper()
    return value if value in ROW_FORMATS else "DYNAMIC"


def sys_field(name: str, size: int) -> ColumnSize:
    return ColumnSize(name, float(size), size, False, False)


DB_ROW_ID = sys_field("DB_ROW_ID", DB_ROW_ID_BYTES)
DB_TRX_ID = sys_field("DB_TRX_ID", DB_TRX_ID_BYTES)
DB_ROLL_PTR = sys_field("DB_ROLL_PTR", DB_ROLL_PTR_BYTES)
CHILD_PAGE_NO = sys_field("child page no", CHILD_PAGE_NO_BYTES)


# not frozen: a frozen __init__ costs a call per field, and each table makes one
@dataclass(slots=True, eq=False, repr=False)  # never compared or printed: two generated methods less to start
class Record:
    """One record's bytes. `avg_bytes` includes every header byte (what a page holds)."""

    fields: tuple[str, ...]
    data_bytes: float  # field bytes stored in the record (off-page values count 20 or 788)
    header_bytes: float  # record header + NULL bitmap + variable-length header
    max_bytes: int  # the longest record the definition allows (off-page values as pointers)
    off_page: tuple[tuple[str, float], ...] = ()  # (field, bytes stored on BLOB pages) per record
    variable: bool = False  # some field varies in length (not always at its maximum): records differ in size
    nullable: int = 0  # nullable fields (of a clustered leaf: what its node pointer's NULL bitmap covers)
    avg_bytes: float = field(init=False)  # data_bytes + header_bytes

    def __post_init__(self) -> None:
        self.avg_bytes = self.data_bytes + self.header_bytes

    @property
    def off_page_bytes(self) -> float:
        return sum(b for _, b in self.off_page)

    @property
    def off_page_fields(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.off_page)


def max_inline_record_bytes(page_size: int) -> int:
    """Half the free space of an empty page, at most REC_MAX_DATA_SIZE: the row-size limit
    limits.record_limit checks. Records move fields off-page from off_page_threshold on."""
    free_of_empty = page_size - 132  # FIL header 38 + page header 56 + infimum/supremum 26 + trailer 8 + 2 slots
    return min(free_of_empty // 2, REC_MAX_DATA_SIZE)


def off_page_threshold(page_size: int, redundant: bool = False) -> int:
    """The record size from which InnoDB moves fields off-page (page_zip_rec_needs_ext: the
    record is half the free space of an empty page or more, or at its format's data-size
    limit): 8,126 bytes at 16 KiB (8,125 stays in the page), 1,982 at 4 KiB, 16,384 at 64 KiB;
    REDUNDANT 8,123 at 16 KiB. Each measured on MariaDB 10.11."""
    if redundant:
        return min((page_size - REDUNDANT_PAGE_OVERHEAD) // 2, REDUNDANT_REC_MAX_DATA_SIZE)
    return min((page_size - 132) // 2, COMPRESSED_REC_MAX_DATA_SIZE)


def _threshold(page_size: int, _found: dict[int, int] = {}) -> int:  # noqa: B006 (a memo)
    """off_page_threshold(page_size) of a compact record, remembered."""
    most = _found.get(page_size)
    if most is None:
        most = _found[page_size] = off_page_threshold(page_size)
    return most


def _compact(fields: Sequence[ColumnSize], nullable_in_index: Optional[int], row_format: str,
             page_size: int, allow_off_page: bool) -> Record:
    # What every record needs, from each field's figures: the header as stored (no field
    # off-page yet), the longest record, and whether records vary in size. The same sums as
    # header() and the off-page branch below, in the same order.
    names, stored_bytes, counts, longest_compact, longest = (
        zip(*[f.record_figures for f in fields]) if fields else ((),) * 5)
    counted = sum(counts)
    if nullable_in_index is None:
        nullable_in_index = counted // NULLABLE % 65536
    nulls = (nullable_in_index + 7) // 8  # ceil(n / 8)
    max_bytes = sum(longest_compact if row_format == "COMPACT" else longest, RECORD_HEADER_COMPACT + nulls)
    variable = counted >= VARYING
    data = sum(stored_bytes)
    head = RECORD_HEADER_COMPACT + nulls + counted % 65536  # + the length bytes
    if not allow_off_page or not counted // BIG_VARIABLE % 65536 or data + head < _threshold(page_size):
        # nothing can or must move off-page (only big variable fields ever move)
        return Record(fields=names, data_bytes=data, header_bytes=head,
                      max_bytes=int(max_bytes), off_page=(), variable=variable, nullable=nullable_in_index)

    def header(values: list[float], ext: set[int]) -> float:
        lengths = 0
        for i, f in enumerate(fields):
            if i in ext:
                lengths += 2  # an off-page field always has a 2-byte length (with the extern flag)
            else:
                lengths += f.length_bytes(values[i])
        return RECORD_HEADER_COMPACT + nulls + lengths

    stored = list(stored_bytes)
    antelope_keep = ANTELOPE_LOCAL_PREFIX + EXTERN_REF_BYTES
    ext: set[int] = set()
    moved: dict[int, float] = {}
    limit = _threshold(page_size)
    antelope = row_format in ("COMPACT", "REDUNDANT")
    keep = ANTELOPE_LOCAL_PREFIX + EXTERN_REF_BYTES if antelope else EXTERN_REF_BYTES
    minimum = keep if antelope else DYNAMIC_MIN_EXTERN_BYTES
    while sum(stored) + header(stored, ext) >= limit:
        candidates = [i for i, f in enumerate(fields)
                      if i not in ext and f.big and f.variable and stored[i] > minimum]
        if not candidates:
            break
        i = max(candidates, key=lambda k: stored[k])  # InnoDB moves the longest first
        moved[i] = stored[i] - (keep - EXTERN_REF_BYTES)
        stored[i] = float(keep)
        ext.add(i)
    # The longest record: LOBs (and values moved off-page) count as what stays in the record.
    max_bytes = RECORD_HEADER_COMPACT + nulls
    for i, f in enumerate(fields):
        if f.lob or i in ext:
            max_bytes += 2 + (min(f.max_bytes, antelope_keep) if row_format == "COMPACT" else EXTERN_REF_BYTES)
        else:
            max_bytes += f.max_bytes + f.length_bytes(f.max_bytes)
    return Record(
        fields=tuple(f.name for f in fields), data_bytes=sum(stored), header_bytes=header(stored, ext),
        max_bytes=int(max_bytes), off_page=tuple((fields[i].name, moved[i]) for i in sorted(ext)),
        variable=variable, nullable=nullable_in_index,
    )


def _redundant(fields: Sequence[ColumnSize], nullable_in_index: int, page_size: int, allow_off_page: bool) -> Record:
    stored = [f.avg_bytes for f in fields]
    moved: list[tuple[str, float]] = []
    ext: list[str] = []
    if allow_off_page:
        limit = off_page_threshold(page_size, redundant=True)
        keep = ANTELOPE_LOCAL_PREFIX + EXTERN_REF_BYTES
        while sum(stored) + RECORD_HEADER_REDUNDANT + 2 * len(fields) >= limit:
            candidates = [i for i, f in enumerate(fields)
                          if f.name not in ext and f.big and f.variable and stored[i] > keep]
            if not candidates:
                break
            i = max(candidates, key=lambda k: stored[k])
            moved.append((fields[i].name, stored[i] - ANTELOPE_LOCAL_PREFIX))
            stored[i] = float(keep)
            ext.append(fields[i].name)
    data = sum(stored)
    offset_bytes = 1 if data <= 127 and not ext else 2
    max_data = sum(f.max_bytes if not f.lob else ANTELOPE_LOCAL_PREFIX + EXTERN_REF_BYTES for f in fields)
    return Record(
        fields=tuple(f.name for f in fields), data_bytes=data,
        header_bytes=RECORD_HEADER_REDUNDANT + offset_bytes * len(fields),
        max_bytes=int(RECORD_HEADER_REDUNDANT + 2 * len(fields) + max_data),
        off_page=tuple(moved), variable=any(f.variable and f.avg_bytes < f.max_bytes for f in fields),
        nullable=nullable_in_index,
    )


def build_record(fields: Sequence[ColumnSize], nullable_in_index: Optional[int], row_format: str, page_size: int,
                 allow_off_page: bool = False) -> Record:
    """The record of these fields (already in index order, system fields included).
    `nullable_in_index` None: the nullable fields among these."""
    if row_format == "REDUNDANT":
        if nullable_in_index is None:
            nullable_in_index = sum(1 for f in fields if f.nullable)
        return _redundant(fields, nullable_in_index, page_size, allow_off_page)
    return _compact(fields, nullable_in_index, row_format, page_size, allow_off_page)


def clustered_leaf(key: Sequence[ColumnSize], others: Sequence[ColumnSize], row_format: str,
                   page_size: int) -> Record:
    """Clustered key, DB_TRX_ID, DB_ROLL_PTR, then the other stored columns."""
    return build_record([*key, DB_TRX_ID, DB_ROLL_PTR, *others], None, row_format, page_size, allow_off_page=True)


def secondary_leaf(key: Sequence[ColumnSize], clustered_suffix: Sequence[ColumnSize], row_format: str,
                   page_size: int) -> Record:
    fields = [*key, *clustered_suffix]
    nullable = sum(1 for f in fields if f.nullable)
    return build_record(fields, nullable, row_format, page_size)


def node_pointer(unique_fields: Sequence[ColumnSize], index_nullable: int, row_format: str,
                 page_size: int) -> Record:
    """Node pointer: the tree-unique prefix of the key + the child page number. The NULL
    bitmap is as wide as the index's own (all its nullable fields), as InnoDB lays it out."""
    fields = [*unique_fields, CHILD_PAGE_NO]
    return build_record(fields, index_nullable, row_format, page_size)
