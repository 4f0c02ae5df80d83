"""SL202 btree-depth: an index is 4+ levels deep, or will be within 2x its row count.
Silent without a row count.

Depth is not trouble by itself: while the upper levels are cached a lookup pays one read
whatever the depth (Yisheng Gong, "Is 20M of rows still a valid soft limit of MySQL table in
2023?", 2023: latency jumped only when the pool stopped holding the tree). So a depth step is
info; it is a warning only where the table's hot set no longer fits the buffer pool left to it,
so that an uncached lookup pays a read per level.
"""

from __future__ import annotations

from typing import Iterator

from ..estimate import DOES_NOT_FIT
from ..estimate.units import count
from . import RuleContext, Violation, rule

DEFAULT_DEPTH = 4
DEFAULT_NEAR_FACTOR = 2.0


@rule("SL202")
def btree_depth(ctx: RuleContext) -> Iterator[Violation]:
    estimates = ctx.estimates
    if estimates is None:
        return
    limit = int(ctx.option("SL202", "depth", DEFAULT_DEPTH))
    near = float(ctx.option("SL202", "near-factor", DEFAULT_NEAR_FACTOR))
    for t in estimates.tables:
        if not t.rows:
            continue
        for ix in t.indexes:
            if ix.depth is None or ix.shape is None:
                continue
            at_limit = ix.shape.rows_at_depth(limit)
            deep = ix.depth >= limit
            approaching = not deep and at_limit <= near * t.rows
            if not (deep or approaching):
                continue
            reads = ix.depth + (1 if not ix.clustered else 0)
            evidence = {
                "rows": t.rows, "rows_source": t.rows_source, "depth": ix.depth,
                "record_bytes": ix.record_bytes, "records_per_leaf": ix.records_per_leaf,
                "node_pointer_bytes": ix.node_pointer_bytes, "fanout": ix.fanout,
                "insert_order": ix.insert_order, f"rows_at_depth_{limit}": at_limit,
                "rows_at_next_depth": ix.rows_at_next_depth,
            }
            shape = (f"{ix.record_bytes:,.0f}-byte records, {ix.records_per_leaf:,.0f} per leaf, "
                     f"{ix.node_pointer_bytes:,.0f}-byte node pointers, fan-out {ix.fanout:,.0f}")
            cost = (f"an uncached lookup reads {ix.depth} pages" + ("" if ix.clustered else
                    " plus the clustered index's for every non-covered column")
                    + f" (Yisheng Gong, “Is 20M of rows still a valid soft limit of MySQL table in 2023?”, 2023: 0.5 ms cached, 4-6 ms for 3-4 reads)")
            uncached = t.fit == DOES_NOT_FIT  # the levels are no longer all in memory
            evidence["fits_pool"] = not uncached
            if deep:
                message = (f"{t.table}.{ix.name} is {ix.depth} levels deep at {count(t.rows)} rows ({shape}): {cost}. "
                           f"Level {ix.depth + 1} comes at ≈ {count(ix.rows_at_next_depth)} rows.")
                if uncached:
                    message += " The table's hot set does not fit the buffer pool, so the levels are read from disk."
                    severity = "warning"
                else:
                    message += (" Its hot set fits the buffer pool, so the upper levels stay cached and the depth "
                                "costs little: info.")
                    severity = None
            else:
                message = (f"{t.table}.{ix.name} is {ix.depth} levels deep at {count(t.rows)} rows ({shape}) and "
                           f"reaches {limit} at ≈ {count(at_limit)} rows, within {near:g}× today's count: {cost}.")
                severity = "info"
            if ix.record_bytes > 64 and not ix.clustered:
                message += " A narrower key (a digest as BINARY, a prefix, an integer id) raises the fan-out."
            evidence["lookup_page_reads"] = reads
            headline = (f"{t.table}.{ix.name}: depth {ix.depth} at {count(t.rows)} rows; "
                        + (f"depth {ix.depth + 1} at ≈ {count(ix.rows_at_next_depth)} rows" if deep
                           else f"depth {limit} at ≈ {count(at_limit)} rows"))
            yield Violation(message, ix.span or t.span, t.table, ix.name, evidence, None, severity, headline=headline)
