"""How many bytes a column value takes inside an InnoDB record.

One job: given a column (and, for index key parts, a prefix length), say how many bytes
its value occupies on average and at most, whether InnoDB stores it as a variable-length
field (so it needs a length byte or two in the record header), and whether it is a LOB
that DYNAMIC may move off the page.

Sizes follow the MariaDB 10.11 / MySQL 8.0 on-disk formats (they agree for every type
below). When we do not know the average length of a variable-length value we assume one
and say so (`ColumnSize.assumed`); the `avg-lengths` table hint replaces the assumption.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

from ..read.charsets import max_bytes_per_char
from ..model import BLOB_TYPES, TEXT_TYPES, Column

EXTERN_REF_BYTES = 20  # BTR_EXTERN_FIELD_REF_SIZE: space id, page no, offset, length
ANTELOPE_LOCAL_PREFIX = 768  # COMPACT/REDUNDANT keep this much of an off-page value inline

# DECIMAL: 9 decimal digits pack into 4 bytes; the leftover digits take this many bytes.
DECIMAL_LEFTOVER_BYTES = (0, 1, 1, 2, 2, 3, 3, 4, 4, 4)

FIXED_BYTES = {
    "TINYINT": 1, "SMALLINT": 2, "MEDIUMINT": 3, "INT": 4, "INTEGER": 4, "BIGINT": 8,
    "FLOAT": 4, "DOUBLE": 8, "REAL": 8, "DATE": 3, "YEAR": 1,
    # MariaDB's own fixed-width types
    "INET4": 4, "INET6": 16, "UUID": 16,
}

# Average stored bytes assumed for LOB columns when no `avg-lengths` hint is given.
# Round figures, deliberately modest: most TEXT columns hold a sentence or a paragraph.
DEFAULT_LOB_AVG_BYTES = {
    "TINYTEXT": 64, "TINYBLOB": 64,
    "TEXT": 256, "BLOB": 256,
    "MEDIUMTEXT": 1024, "MEDIUMBLOB": 1024,
    "LONGTEXT": 4096, "LONGBLOB": 4096,
    "JSON": 512,
    "GEOMETRY": 256, "LINESTRING": 256, "POLYGON": 256, "MULTIPOINT": 256,
    "MULTILINESTRING": 256, "MULTIPOLYGON": 256, "GEOMETRYCOLLECTION": 256,
    "POINT": 25,  # 4-byte SRID + two 8-byte doubles + WKB header
}
LOB_MAX_BYTES = {
    "TINYTEXT": 255, "TINYBLOB": 255, "TEXT": 65535, "BLOB": 65535,
    "MEDIUMTEXT": 2**24 - 1, "MEDIUMBLOB": 2**24 - 1, "LONGTEXT": 2**32 - 1, "LONGBLOB": 2**32 - 1,
    "JSON": 2**32 - 1,
}
# Share of a VARCHAR/VARBINARY's declared length assumed to be used, when nothing better is known.
DEFAULT_VARIABLE_FILL = 0.5
# A functional key part (MySQL 8.0.13+) is a hidden virtual column of a type we do not infer.
FUNCTIONAL_KEY_PART_BYTES = 8
UNKNOWN_TYPE_BYTES = 8


@dataclass(frozen=True, repr=False)  # never printed: no generated __repr__ to start
class ColumnSize:
    """The bytes one column value takes in a record (before any off-page move)."""

    name: str
    avg_bytes: float  # average stored bytes of the value
    max_bytes: int  # the most it can take (for LOBs: the type's maximum)
    variable: bool  # stored with a length in the record header (COMPACT/DYNAMIC)
    nullable: bool
    lob: bool = False  # TEXT/BLOB/JSON/geometry: DYNAMIC may move it off-page
    assumed: Optional[str] = None  # how the average was assumed, when it was not given

    @property
    def big(self) -> bool:
        """InnoDB's DATA_BIG_COL: max length > 255 bytes or a LOB. Such a field needs a
        2-byte length when its value is 128 bytes or longer, and may be stored off-page."""
        return self.lob or self.max_bytes > 255

    def length_bytes(self, stored: Optional[float] = None) -> int:
        """Bytes in the variable-length header for this field (0 for fixed-length fields)."""
        if not self.variable:
            return 0
        value = self.avg_bytes if stored is None else stored
        return 2 if self.big and value >= 128 else 1

    # what a record sums over this field (records._compact): column_size shares its instances,
    # and every record of every table reads these; a plain attribute, which Python reads fastest
    record_figures: tuple = field(init=False, repr=False, compare=False)

    # the estimate's note on the assumption ("name: average assumed how"), when there is one
    assumed_note: Optional[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "record_figures", _record_figures(self))
        object.__setattr__(self, "assumed_note", f"{self.name}: average assumed {self.assumed}" if self.assumed else None)


# record_figures' counts, packed into one int (a record has at most a few thousand fields, so
# each sum stays in its 16 bits): one sum over a record's fields gives them all
LENGTH_BYTES, NULLABLE, BIG_VARIABLE, VARYING = 1, 1 << 16, 1 << 32, 1 << 48


def _record_figures(f: ColumnSize) -> tuple:
    """(name, stored bytes, counts, longest stored bytes in COMPACT, longest in DYNAMIC /
    COMPRESSED). The counts: variable-length header bytes, nullable, a big variable field (may
    move off-page), varies in size, packed (LENGTH_BYTES …). A LOB counts, at its longest, what
    stays in the record when it moves off-page."""
    most = f.max_bytes
    if f.lob:
        longest_compact = 2 + min(most, ANTELOPE_LOCAL_PREFIX + EXTERN_REF_BYTES)
        longest = 2 + EXTERN_REF_BYTES
    else:
        longest_compact = longest = most + f.length_bytes(most)
    variable = f.variable
    counts = (f.length_bytes() * LENGTH_BYTES + f.nullable * NULLABLE + (variable and (f.lob or most > 255)) * BIG_VARIABLE
              + (variable and f.avg_bytes < most) * VARYING)
    return f.name, f.avg_bytes, counts, longest_compact, longest


def decimal_bytes(precision: Optional[int], scale: Optional[int]) -> int:
    """DECIMAL(M,D): integer and fraction parts packed separately, 4 bytes per 9 digits."""
    m = precision if precision is not None else 10
    d = scale if scale is not None else 0
    total = 0
    for digits in (m - d, d):
        total += (digits // 9) * 4 + DECIMAL_LEFTOVER_BYTES[digits % 9]
    return total


def temporal_bytes(data_type: str, fsp: Optional[int]) -> int:
    """DATETIME 5, TIMESTAMP 4, TIME 3 bytes, each + ceil(fsp/2) for fractional seconds."""
    base = {"DATETIME": 5, "TIMESTAMP": 4, "TIME": 3}[data_type]
    return base + math.ceil((fsp or 0) / 2)


def enum_bytes(members: int) -> int:
    return 1 if members <= 255 else 2


def set_bytes(members: int) -> int:
    n = (max(members, 1) + 7) // 8
    return 8 if n > 4 else n


def fixed_size(col: Column) -> Optional[int]:
    """Bytes of a fixed-width (non-string) type, or None when the type is not one."""
    t = col.data_type
    if t in FIXED_BYTES:
        return FIXED_BYTES[t]
    if t == "DECIMAL" or t == "NUMERIC":
        return decimal_bytes(col.precision, col.scale)
    if t in ("DATETIME", "TIMESTAMP", "TIME"):
        return temporal_bytes(t, col.fsp)
    if t == "ENUM":
        return enum_bytes(len(col.values))
    if t == "SET":
        return set_bytes(len(col.values))
    if t == "BIT":
        return max(1, math.ceil((col.length or 1) / 8))
    return None


def is_lob_type(data_type: str) -> bool:
    return data_type in TEXT_TYPES or data_type in BLOB_TYPES or data_type in DEFAULT_LOB_AVG_BYTES


# column_size's answers by everything they depend on: the estimator and the rules (limits.py)
# ask about the same few column shapes thousands of times in a large dump. ColumnSize is
# frozen, so one instance serves every asker.
_SIZES: dict[tuple, ColumnSize] = {}
_SIZES_MAX = 16384  # (a few MB); a full memo is emptied and refilled


def column_size(col: Column, avg_hint: Optional[float] = None, identifier: bool = False,
                row_format: str = "DYNAMIC") -> ColumnSize:
    """Average and maximum stored bytes of a whole column value.

    `identifier` columns (digests, tokens, UUIDs, random bytes, time-ordered ids) are assumed
    to be filled to their declared width, not half of it: such values have a fixed length.
    """
    t = col.data_type
    if t in FIXED_BYTES:  # INT, BIGINT, DOUBLE, DATE, ...: the name and NULL are all that differ
        key: tuple = (col.name, t, col.nullable)
    else:  # every attribute _column_size reads, and its arguments
        key = (col.name, t, col.length, col.precision, col.scale, col.fsp, col.charset, col.nullable,
               len(col.values), avg_hint, bool(identifier), row_format)
    size = _SIZES.get(key)
    if size is None:
        size = _column_size(col, avg_hint, identifier, row_format)
        if len(_SIZES) >= _SIZES_MAX:
            _SIZES.clear()
        _SIZES[key] = size
    return size


def fields_getter(cls: type, leave_out: tuple[str, ...] = ()) -> Callable[[object], tuple]:
    """A function giving the tuple of a dataclass's fields (but `leave_out`), in order: its own
    attribute loads, which Python specialises (operator.attrgetter's cost twice as much)."""
    loads = "".join(f"obj.{f.name}, " for f in dataclasses.fields(cls) if f.name not in leave_out)
    return eval(f"lambda obj: ({loads})")  # noqa: S307 (names from dataclasses.fields)


# Everything the model says about a column but where it was written.
column_key = fields_getter(Column, ("span",))

# column_sizes' memo, per row format: column_size's answer (no average given) for a column of
# these attributes, all _column_size reads; a VARCHAR/VARBINARY column (whose width also depends
# on `identifier`) by everything the model says of it (memo.column_key) and that verdict, the
# shorter keys never equal to that
_BY_SHAPE: dict[str, dict[tuple, ColumnSize]] = {}
_IDENTIFIER_TYPES = frozenset({"VARCHAR", "VARBINARY"})


def column_sizes(cols: Sequence[Column], row_format: str, identifier: Callable[[Column], bool]) -> list[ColumnSize]:
    """column_size(col, None, identifier(col), row_format) of each column, in order. A table's
    columns in one go, most in one memo lookup each. `identifier` is asked of VARCHAR/VARBINARY
    columns and its answer is part of their key: it reads the table too (a session table's own
    id is one, the same column elsewhere is not), so the column alone cannot key the size."""
    memo = _BY_SHAPE.get(row_format)
    if memo is None:
        memo = _BY_SHAPE[row_format] = {}
    get = memo.get
    return [get(key := (column_key(c), identifier(c)) if c.data_type in _IDENTIFIER_TYPES else
                (c.name, c.data_type, c.length, c.precision, c.scale, c.fsp, c.charset, c.nullable, c.values))
            or _sized(memo, key, c, row_format) for c in cols]


def _sized(memo: dict, key: tuple, col: Column, row_format: str) -> ColumnSize:
    """column_sizes' answer for a column it did not find under `key` (an identifier's key ends
    with the verdict), remembered."""
    size = column_size(col, None, col.data_type in _IDENTIFIER_TYPES and key[-1], row_format)
    if len(memo) >= _SIZES_MAX:
        memo.clear()
    memo[key] = size
    return size


def _column_size(col: Column, avg_hint: Optional[float], identifier: bool, row_format: str) -> ColumnSize:
    t = col.data_type
    fixed = fixed_size(col)
    if fixed is not None:
        return ColumnSize(col.name, float(fixed), fixed, False, col.nullable)
    redundant = row_format == "REDUNDANT"
    if t in ("CHAR", "BINARY"):
        n = col.length if col.length is not None else 1
        per_char = 1 if t == "BINARY" else max_bytes_per_char(col.charset)
        max_b = n * per_char
        if per_char == 1 or redundant:
            # fixed length: single-byte charset, BINARY, or any CHAR in REDUNDANT
            return ColumnSize(col.name, float(max_b), max_b, False, col.nullable)
        # CHAR(n) in a multibyte charset is variable-length in COMPACT/DYNAMIC, at least n bytes
        if avg_hint is not None:
            return ColumnSize(col.name, float(max(avg_hint, n)), max_b, True, col.nullable)
        return ColumnSize(col.name, float(n), max_b, True, col.nullable,
                          assumed=f"{n} B (CHAR({n}) {col.charset}: one byte per character)")
    if t in ("VARCHAR", "VARBINARY"):
        n = col.length if col.length is not None else 255
        per_char = 1 if t == "VARBINARY" else max_bytes_per_char(col.charset)
        max_b = n * per_char
        if avg_hint is not None:
            return ColumnSize(col.name, float(min(avg_hint, max_b)), max_b, True, col.nullable)
        if identifier:
            return ColumnSize(col.name, float(n), max_b, True, col.nullable,
                              assumed=f"{n} B (identifier-like values fill {t}({n}))")
        avg = n * DEFAULT_VARIABLE_FILL  # half the declared characters, one byte each
        return ColumnSize(col.name, avg, max_b, True, col.nullable,
                          assumed=f"{avg:g} B (half of {t}({n}))")
    if is_lob_type(t):
        max_b = LOB_MAX_BYTES.get(t, 2**32 - 1)
        if avg_hint is not None:
            return ColumnSize(col.name, float(avg_hint), max_b, True, col.nullable, lob=True)
        avg = DEFAULT_LOB_AVG_BYTES.get(t, 256)
        return ColumnSize(col.name, float(avg), max_b, True, col.nullable, lob=True,
                          assumed=f"{avg} B (default for {t})")
    if avg_hint is not None:
        return ColumnSize(col.name, float(avg_hint), int(max(avg_hint, 1)), True, col.nullable)
    return ColumnSize(col.name, float(UNKNOWN_TYPE_BYTES), UNKNOWN_TYPE_BYTES, False, col.nullable,
                      assumed=f"{UNKNOWN_TYPE_BYTES} B (type {t} not modelled)")


def key_part_size(col: Column, full: ColumnSize, prefix: Optional[int]) -> ColumnSize:
    """A key part: the whole column, or its first `prefix` characters (bytes for binary types)."""
    if prefix is None:
        return full
    binary = col.data_type in ("BINARY", "VARBINARY") or col.data_type in BLOB_TYPES
    per_char = 1 if binary else max_bytes_per_char(col.charset)
    max_b = min(prefix * per_char, full.max_bytes)
    # a prefix of mostly single-byte text holds about `prefix` bytes
    avg = min(full.avg_bytes, float(prefix))
    variable = full.variable or full.lob
    return ColumnSize(col.name, avg, max_b, variable, full.nullable, lob=False, assumed=full.assumed)


def functional_part_size(expression: str) -> ColumnSize:
    return ColumnSize(expression, float(FUNCTIONAL_KEY_PART_BYTES), FUNCTIONAL_KEY_PART_BYTES, False, True,
                      assumed=f"{FUNCTIONAL_KEY_PART_BYTES} B (functional key part)")
