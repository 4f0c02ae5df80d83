"""In what order do a column's values, and so an index's keys, arrive?

`sequential`: each new key sorts after the previous ones (AUTO_INCREMENT, insert time,
time-ordered UUIDs): inserts append at the right edge of the B+tree and pages fill ~15/16.
`random`: keys land anywhere (UUIDv4 / v1 text, hashes, tokens, random bytes): every insert
touches a random leaf, pages split in the middle, and the whole index must stay hot.
`unknown`: ordinary data (emails, names, foreign keys) — we make no claim.

Shared by the estimator (fill factor, hot set) and the rules (SL101, SL102).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from .config import TableHints
from .model import Column, Index, Table

SEQUENTIAL = "sequential"
RANDOM = "random"
UNKNOWN = "unknown"

_UUID_NAME = re.compile(r"(^|_)(uu?id|guid)s?($|_)|uuid|guid", re.IGNORECASE)
_TIME_ORDERED_ID = re.compile(r"ulid|uuid_?v?7|ksuid|snowflake|sortable", re.IGNORECASE)
_HASH_NAME = re.compile(r"sha\d*|md5|hash|digest|checksum|fingerprint|crc", re.IGNORECASE)
_TOKEN_NAME = re.compile(r"token|secret|nonce|api_?key|salt|signature|otp", re.IGNORECASE)
_TIME_NAME = re.compile(
    r"(^|_)(created|inserted|logged|recorded|received|occurred|event|ts|time|timestamp|date|day|at|on)($|_)"
    r"|_at$|_ts$|_time$|^ts$|^time$|timestamp",
    re.IGNORECASE,
)
# Ordinary data that is neither random nor monotonic, whatever its width.
_ORDINARY_NAME = re.compile(
    r"e?mail|name|slug|url|uri|path|host|ip|addr|phone|title|code|key_?name|login|user_?name|label|sku",
    re.IGNORECASE,
)
_HASH_WIDTHS_CHARS = {32, 40, 56, 64, 96, 128}  # hex digests: md5, sha1, sha224, sha256, sha384, sha512


@dataclass(frozen=True)
class ValueOrder:
    kind: str  # sequential | random | unknown
    reason: str  # why, in a few words a user recognises ("UUID text CHAR(36)")


def column_type_text(col: Column) -> str:
    if col.length is not None:
        return f"{col.data_type}({col.length})"
    return col.data_type


def _default_is_uuid(col: Column) -> Optional[str]:
    default = (col.default or "").upper().replace(" ", "")
    if "UUID()" not in default and "UUID_SHORT()" not in default and "RAND" not in default:
        return None
    if "UUID_TO_BIN(UUID(),1)" in default or "UUID_TO_BIN(UUID(),TRUE)" in default or "UUID_SHORT()" in default:
        return SEQUENTIAL
    return RANDOM


def column_order(col: Column, table: Optional[Table] = None, hints: Optional[TableHints] = None) -> ValueOrder:
    name = col.name
    if hints is not None and name.lower() in hints.random_columns:
        return ValueOrder(RANDOM, "marked random in config (random-columns)")
    if col.auto_increment:
        return ValueOrder(SEQUENTIAL, "AUTO_INCREMENT")
    by_default = _default_is_uuid(col)
    if by_default == RANDOM:
        return ValueOrder(RANDOM, f"DEFAULT {col.default}")
    if by_default == SEQUENTIAL:
        return ValueOrder(SEQUENTIAL, f"time-ordered DEFAULT {col.default}")
    if _TIME_ORDERED_ID.search(name) or _TIME_ORDERED_ID.search(col.comment or ""):
        return ValueOrder(SEQUENTIAL, "time-ordered identifier (ULID / UUIDv7 by name)")
    dtype = col.data_type
    if dtype in ("DATETIME", "TIMESTAMP", "DATE") and (
        _TIME_NAME.search(name) or "CURRENT_TIMESTAMP" in (col.default or "").upper() or "NOW" in (col.default or "").upper()
    ):
        return ValueOrder(SEQUENTIAL, f"insert time ({dtype})")
    if dtype in ("INT", "BIGINT") and re.search(r"(^|_)(ts|epoch|unix_?time|created_?at|timestamp)($|_)", name, re.IGNORECASE):
        return ValueOrder(SEQUENTIAL, f"insert time as {dtype}")
    width = col.length or 0
    if _ORDINARY_NAME.search(name) and not (_UUID_NAME.search(name) or _HASH_NAME.search(name) or _TOKEN_NAME.search(name)):
        return ValueOrder(UNKNOWN, "ordinary data")
    if dtype in ("CHAR", "VARCHAR") and width in (32, 36) and (_UUID_NAME.search(name) or (dtype == "CHAR" and width == 36)):
        return ValueOrder(RANDOM, f"UUID text {column_type_text(col)}")
    if dtype in ("BINARY", "VARBINARY") and width == 16 and _UUID_NAME.search(name):
        return ValueOrder(RANDOM, f"UUID bytes {column_type_text(col)}")
    if _HASH_NAME.search(name) and (
        (dtype in ("BINARY", "VARBINARY") and 16 <= width <= 64)
        or (dtype in ("CHAR", "VARCHAR") and width in _HASH_WIDTHS_CHARS)
    ):
        return ValueOrder(RANDOM, f"hash digest {column_type_text(col)}")
    if dtype == "CHAR" and width in (32, 40, 64) and (col.charset in ("ascii", "latin1") or _HASH_NAME.search(name)):
        return ValueOrder(RANDOM, f"hex digest width {column_type_text(col)}")
    if _TOKEN_NAME.search(name) and dtype in ("CHAR", "VARCHAR", "BINARY", "VARBINARY") and width >= 16:
        return ValueOrder(RANDOM, f"random token {column_type_text(col)}")
    if _UUID_NAME.search(name) and dtype in ("CHAR", "VARCHAR", "BINARY", "VARBINARY") and width >= 16:
        return ValueOrder(RANDOM, f"UUID {column_type_text(col)}")
    if dtype == "VARBINARY" and width >= 16 and not _TIME_NAME.search(name):
        return ValueOrder(RANDOM, f"wide binary value {column_type_text(col)} with no time prefix")
    return ValueOrder(UNKNOWN, "ordinary data")


def index_order(table: Table, index: Index, hints: Optional[TableHints] = None) -> ValueOrder:
    """An index's keys arrive in the order of its leading column; the `insert-order` hint wins."""
    if hints is not None and index.name.lower() in hints.insert_order:
        return ValueOrder(hints.insert_order[index.name.lower()], "set in config (insert-order)")
    if not index.parts:
        return ValueOrder(UNKNOWN, "no columns")
    lead = index.parts[0]
    if lead.expression:
        return ValueOrder(UNKNOWN, "functional key part")
    col = table.column(lead.column)
    if col is None:
        return ValueOrder(UNKNOWN, "unknown column")
    # A DESC key part with increasing values appends at the left edge: InnoDB's split
    # heuristic detects either direction, so it stays sequential.
    return column_order(col, table, hints)


def clustered_order(table: Table, hints: Optional[TableHints] = None) -> ValueOrder:
    clustered = table.clustered_index()
    if clustered.index is None:
        return ValueOrder(SEQUENTIAL, "hidden DB_ROW_ID")
    return index_order(table, clustered.index, hints)
