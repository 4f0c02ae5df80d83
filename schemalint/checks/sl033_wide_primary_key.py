"""SL033 wide-primary-key: a wide PRIMARY KEY is copied into every secondary index.

InnoDB finds a row from a secondary index through the PRIMARY KEY value stored in each
secondary entry (the columns the secondary key does not already hold), so each secondary
index pays the PRIMARY KEY's width per row. A key wider on average than `max-bytes` (default
16: two BIGINTs, or one BINARY(16) UUID) is reported with what its copies cost: bytes per row
across the secondary indexes and, with a row count, in total, against an 8-byte BIGINT
surrogate key. Averages are the estimator's (VARCHAR half full unless `avg-lengths` says).
"""

from __future__ import annotations

from typing import Iterator

from ..ddl import column_list
from ..estimate.columns import column_size
from ..limits import key_part
from ..model import Table
from . import RuleContext, Violation, rule
from .sizing import human_bytes, human_count

DEFAULT_MAX_BYTES = 16
SURROGATE_BYTES = 8


def _column_bytes(ctx: RuleContext, table: Table) -> dict[str, tuple[int, float]]:
    """PRIMARY KEY column -> (maximum, average) bytes; averages are the estimator's column
    sizes, with the table's `avg-lengths` hints."""
    hints = ctx.config.hints_for(table.qualified_name)
    out: dict[str, tuple[int, float]] = {}
    for part in table.primary_key.parts:
        col = table.column(part.column)
        if col is None or part.expression:
            continue
        size = column_size(col, avg_hint=hints.avg_lengths.get(col.name.lower()))
        most = key_part(table, part).bytes or 0
        avg = size.avg_bytes if not part.prefix else min(size.avg_bytes, float(part.prefix))
        out[col.name.lower()] = (most, avg)
    return out


@rule("SL033")
def wide_primary_key(ctx: RuleContext) -> Iterator[Violation]:
    limit = int(ctx.option("SL033", "max-bytes", DEFAULT_MAX_BYTES))
    for table in ctx.model.tables():
        pk = table.primary_key
        if pk is None or not table.is_innodb:
            continue
        sizes = _column_bytes(ctx, table)
        most = sum(m for m, _ in sizes.values())
        avg = sum(a for _, a in sizes.values())
        if avg <= limit:
            continue
        # a secondary index stores the PRIMARY KEY columns it does not already hold in full
        copies: dict[str, float] = {}
        for idx in table.indexes:
            if idx.is_primary or idx.kind in ("FULLTEXT", "SPATIAL"):
                continue
            held = {p.column.lower() for p in idx.parts if not p.prefix and not p.expression}
            copied = sum(a for c, (_, a) in sizes.items() if c not in held)
            if copied:
                copies[idx.name] = copied
        if not copies:
            continue
        per_row = sum(copies.values())
        saved = sum(max(b - SURROGATE_BYTES, 0) for b in copies.values())
        if saved <= 0:
            continue
        rows = ctx.config.hints_for(table.qualified_name).rows
        total = f" — {human_bytes(per_row * rows)} at {human_count(rows)} rows" if rows else ""
        saved_total = f" ({human_bytes(saved * rows)})" if rows else ""
        yield Violation(
            message=(f"{table.qualified_name}: PRIMARY KEY ({column_list(pk.columns)}) is ≈ {avg:.0f} bytes on average "
                     f"(up to {most}), and InnoDB copies it into every secondary index: "
                     f"{', '.join(f'{n} {b:.0f} B' for n, b in copies.items())} — ≈ {per_row:.0f} B per row{total}. "
                     f"An 8-byte BIGINT surrogate PRIMARY KEY, with the natural key kept UNIQUE, saves ≈ {saved:.0f} B "
                     f"per row{saved_total} and makes every secondary index smaller and shallower."),
            span=pk.span or table.span, table=table.qualified_name, index="PRIMARY",
            evidence={"pk_max_bytes": most, "pk_avg_bytes": round(avg, 1), "secondary_indexes": len(copies),
                      "copied_bytes_per_index": {n: round(b, 1) for n, b in copies.items()},
                      "pk_bytes_per_row_in_secondaries": round(per_row, 1), "rows": rows,
                      "saved_bytes_per_row_with_bigint": round(saved, 1), "max_bytes": limit},
        )
