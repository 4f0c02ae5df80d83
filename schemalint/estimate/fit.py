"""The buffer pool is shared: does each table's working set fit in what the others leave?

Every table with a row count has a hot set (the pages its inserts and unique checks touch,
see `IndexEstimate.hot_rule`). The pool's LRU keeps the most often touched pages, and a small
hot set is touched more often per page than a large one, so hot sets claim the pool smallest
first. For each table:

    hot share   = buffer pool − the hot sets of the other tables that are no larger than its own
    fits          every page of the table fits beside every other table's hot set
    hot-set-fits  its hot set fits in its hot share: inserts stay in memory, cold reads go to disk
    does-not-fit  its hot set does not: inserts wait on random reads
                  (Tellis, "Scaling writes in MySQL", 2009: 2,100 → 150 rows/s once the table outgrew a 2.7 GB pool)

So one table with a huge random index is the one that does not fit; the append-only tables
beside it keep their small hot sets cached. `rows_when_not_fitting` is the row count at which
the table's hot set stops fitting (the other tables held at their current counts), and with a
growth rate, `days_until_not_fitting`. The whole pool counts as page cache: in practice a few
percent of it holds page descriptors and the adaptive hash index, so verdicts err on the kind
side by that much.
"""

from __future__ import annotations

import bisect
from itertools import accumulate
from typing import Optional

from .results import DOES_NOT_FIT, FITS, HOT_SET_FITS, TableEstimate


class _OtherHotSets:
    """The hot sets of the tables with rows, sorted, with prefix sums for quick sums."""

    def __init__(self, tables: list[TableEstimate]):
        self.sizes = sorted(t.hot_bytes or 0 for t in tables if t.rows)
        self.prefix = [0, *accumulate(self.sizes)]
        self.total = self.prefix[-1]

    def at_most(self, hot: int, own: Optional[int]) -> int:
        """Sum of the hot sets no larger than `hot`, leaving out the table's own (`own`)."""
        k = bisect.bisect_right(self.sizes, hot)
        total = self.prefix[k]
        if own is not None and own <= hot:
            total -= own
        return total


def verdict(size_bytes: int, hot_bytes: int, others_hot: int, smaller_hot: int, pool: int) -> str:
    if size_bytes + others_hot <= pool:
        return FITS
    if hot_bytes + smaller_hot <= pool:
        return HOT_SET_FITS
    return DOES_NOT_FIT


def apply_fit(tables: list[TableEstimate], pool_bytes: int) -> int:
    """Fill in share and verdict; `rows_when_not_fitting` is solved when first read. Returns
    the total hot bytes of the tables with rows."""
    others = _OtherHotSets(tables)
    for t in tables:
        own = (t.hot_bytes or 0) if t.rows else None
        if own is not None:
            smaller = others.at_most(own, own)
            t.pool_share_bytes = pool_bytes - smaller
            t.fit = verdict(t.size_bytes or 0, own, others.total - own, smaller, pool_bytes)
            # the buffer-pool model's floor: an LRU list caches pages touched equally often in
            # proportion to their number, so no table gets less than its hot set's share
            t._pool_floor = pool_bytes * own / others.total if others.total else pool_bytes
        else:
            t.pool_share_bytes = pool_bytes - others.at_most(0, None)

        def overflow(rows: int, t=t, own=own) -> int:
            hot = t.hot_bytes_at(rows)
            return hot + others.at_most(hot, own)

        t._overflow = overflow
        t._pool_bytes = pool_bytes
    return others.total
