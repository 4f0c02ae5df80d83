"""SL011 row-size-too-large: a row that cannot be stored (error 1118).

Two limits, both error 1118:
- the SQL layer's 65,535-byte row (every engine): declared maxima of all columns, VARCHARs
  with their length bytes, BLOB/TEXT as 9–12 byte pointers, plus the NULL bits;
- InnoDB's record limit, about half a page (8,126 bytes at 16 KiB): DYNAMIC moves long
  values off-page leaving a 20-byte pointer, COMPACT/REDUNDANT keep a 768-byte prefix, and
  columns of 255 bytes or less always stay in the record.

A VARCHAR longer than one alone may be (65,532 bytes at its widest character) is refused before
the row is added up (error 1074): SL012 reports that column, and the row is not reported twice.

A compressed table (KEY_BLOCK_SIZE under the page size) has a smaller limit, for every index:
what an empty compressed page leaves for two records (judge/compressed_limit.py).

InnoDB checks its limit at CREATE TABLE with a worst-case estimate that MySQL and MariaDB
compute differently (limits.ClusteredRecord.create_check). When the table passes that check but a
row filled to its declared maxima still cannot fit (ClusteredRecord.worst), the CREATE succeeds
and such INSERTs fail later: a warning.
"""

from __future__ import annotations

from typing import Iterator

from ..judge.limits import (
    ER_TOO_BIG_ROWSIZE, SERVER_ROW_LIMIT, ClusteredRecord, antelope, flavor_of, server_row, varchar_length_over,
)
from ..judge.compressed_limit import PAGE_SIZE, TooBig, too_big_indexes, zip_size_of
from ..model import Table
from . import RuleContext, Violation, rule


def _top(items: list[tuple[str, int]]) -> str:
    return ", ".join(f"{name} {size:,} B" for name, size in items)


def _innodb_advice(table: Table, row_format: str) -> str:
    if antelope(row_format):
        return (f"ROW_FORMAT={row_format} keeps a 768-byte prefix of every long value in the row: "
                f"ROW_FORMAT=DYNAMIC keeps a 20-byte pointer instead; or move rarely read columns to a "
                f"side table")
    return ("columns of 255 bytes or less never leave the row (VARCHAR(63) utf8mb4, CHAR(n)): make "
            "the long ones TEXT, or move rarely read columns to a side table")


@rule("SL011")
def row_size_too_large(ctx: RuleContext) -> Iterator[Violation]:
    flavor = flavor_of(ctx.config)
    page_size = ctx.config.server.page_size
    for table in ctx.model.tables():
        name = table.qualified_name
        row = server_row(table)
        if row.too_large and not any(varchar_length_over(c, flavor.mariadb) for c in table.columns):  # (SL012's 1074 comes first)
            yield Violation(
                message=(
                    f"{name}: the columns' declared maxima add up to {row.bytes:,} bytes "
                    f"(largest: {_top(row.largest())}; NULL bits {row.null_bytes} B), over the "
                    f"{SERVER_ROW_LIMIT:,}-byte row every engine shares: the server rejects the table "
                    f"(error {ER_TOO_BIG_ROWSIZE}). BLOB/TEXT count only 9–12 bytes here: make the longest "
                    f"VARCHARs TEXT, or shorten them."
                ),
                span=_grown_at(table), table=name, severity="error",
                evidence={"row_bytes": row.bytes, "limit": SERVER_ROW_LIMIT, "null_bytes": row.null_bytes,
                          "largest_columns": dict(row.largest(5)), "check": "server-row",
                          "server_error": ER_TOO_BIG_ROWSIZE},
                headline=f"{name}: declared row of {row.bytes:,} bytes, over {SERVER_ROW_LIMIT:,}; the server rejects it",
            )
            continue
        if not table.is_innodb:
            continue
        if page_size == PAGE_SIZE:
            compressed = next(too_big_indexes(table), None)
            if compressed is not None:
                yield _compressed_violation(table, compressed)
                continue
        record = ClusteredRecord(table, page_size)  # its fields sized once for both checks
        check = record.create_check(flavor)
        if check.too_large:
            yield Violation(
                message=(
                    f"{name}: InnoDB's CREATE-time record check on {flavor.label} counts {check.bytes:,} bytes "
                    f"(ROW_FORMAT={check.row_format}; largest: {_top(check.largest())}; header {check.header} B) "
                    f"against a limit of {check.limit:,} (half a {page_size // 1024} KiB page): the server "
                    f"rejects the table (error {ER_TOO_BIG_ROWSIZE}, innodb_strict_mode=ON). "
                    f"{_innodb_advice(table, check.row_format)}."
                ),
                span=table.span, table=name, severity="error",
                evidence={"record_bytes": check.bytes, "limit": check.limit, "row_format": check.row_format,
                          "largest_fields": dict(check.largest(5)), "check": "innodb-create",
                          "server": flavor.label, "server_error": ER_TOO_BIG_ROWSIZE},
                headline=(f"{name}: record of {check.bytes:,} bytes, over InnoDB's {check.limit:,}; "
                          f"{flavor.label} rejects the table"),
            )
            continue
        worst = record.worst()
        if worst.too_large:
            yield Violation(
                message=(
                    f"{name}: {flavor.label} accepts the table (its CREATE check counts {check.bytes:,} bytes), "
                    f"but a row with every column filled needs {worst.bytes:,} bytes in its record even after "
                    f"moving long values off-page (ROW_FORMAT={worst.row_format}; largest: "
                    f"{_top(worst.largest())}), over the {worst.limit:,}-byte limit: such INSERTs and "
                    f"UPDATEs fail with error {ER_TOO_BIG_ROWSIZE}. {_innodb_advice(table, worst.row_format)}."
                ),
                span=table.span, table=name, severity="warning",
                evidence={"record_bytes": worst.bytes, "create_check_bytes": check.bytes, "limit": worst.limit,
                          "row_format": worst.row_format, "largest_fields": dict(worst.largest(5)),
                          "check": "innodb-runtime", "server": flavor.label, "server_error": ER_TOO_BIG_ROWSIZE},
                headline=(f"{name}: a full row needs {worst.bytes:,} bytes, over {worst.limit:,}; "
                          f"such writes fail (error {ER_TOO_BIG_ROWSIZE})"),
            )


def _grown_at(table: Table):
    """Where the row outgrew the limit: the last statement that added or changed a column when
    it is not the CREATE TABLE itself (the server refuses that ALTER TABLE, error 1118, and
    keeps the table as it was), else the CREATE TABLE."""
    from ..read.migrations import natural_key  # (the order migrations run in)

    outside = [c.span for c in table.columns if c.span is not None and not _within(c.span, table.span)]
    if not outside:
        return table.span
    return max(outside, key=lambda sp: (natural_key(sp.path), sp.line, sp.column))


def _within(inner, outer) -> bool:
    return outer is not None and inner.path == outer.path and (outer.line, outer.column) <= (inner.line, inner.column) \
        <= (outer.end_line, outer.end_column)


def _compressed_violation(table: Table, found: TooBig) -> Violation:
    """A compressed table whose index records InnoDB refuses (compressed_limit.py)."""
    name = table.qualified_name
    kib = (zip_size_of(table) or 0) // 1024
    what = ("its key in a node pointer record takes" if found.node_pointer else "a record can take")
    return Violation(
        message=(f"{name}: index {found.index}: {what} {found.bytes:,} bytes, over the {found.limit:,} an empty "
                 f"{kib} KiB compressed page leaves for it (ROW_FORMAT=COMPRESSED, KEY_BLOCK_SIZE={kib}): InnoDB "
                 f"rejects the table (error {ER_TOO_BIG_ROWSIZE}, innodb_strict_mode=ON). A larger KEY_BLOCK_SIZE, "
                 "shorter key parts or ROW_FORMAT=DYNAMIC make it fit."),
        span=table.changed_span or table.span, table=name, severity="error",
        evidence={"record_bytes": found.bytes, "limit": found.limit, "index": found.index, "row_format": "COMPRESSED",
                  "key_block_size": kib, "node_pointer": found.node_pointer, "check": "innodb-compressed",
                  "server_error": ER_TOO_BIG_ROWSIZE},
        headline=f"{name}: index {found.index} needs {found.bytes:,} bytes on a {kib} KiB compressed page, over {found.limit:,}",
    )
