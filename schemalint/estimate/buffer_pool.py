"""The buffer pool as an LRU cache: page reads per insert as a table grows ("the cliff").

The model is Che's approximation for an LRU cache under the independent reference model
(H. Che, Y. Tung, Z. Wang, "Hierarchical Web caching systems: modeling, design and
experimental results", IEEE JSAC 2002; why it is accurate: C. Fricker, P. Robert, J. Roberts,
"A versatile and accurate approximation for LRU cache performance", 2012). A page touched at
rate λ (touches per insert) is in the cache when it is touched with probability
1 − e^(−λT), where the characteristic time T (inserts) is the one at which the expected
number of cached pages equals the pool:

    Σ over pages (1 − e^(−λ·T))  +  pages of the append streams cached for T  =  pool pages

What an insert touches, per index of the table (estimate.btree gives the pages per row):

- a randomly inserted index of U leaf pages (U grows with the rows): one leaf, each at rate
  1/U, and one page of each internal level (U/fanout pages at rate fanout/U, …);
- an append-only index (and the off-page BLOB pages of new rows): the right-edge page, then
  a new page every `records per leaf` rows, never touched again. Such a page is created, not
  read, and stays in the LRU list for T after its last touch, so the stream keeps
  T × (new pages per insert) pages cached: recently written pages crowd the random ones out.

Reads per insert = Σ over random levels of e^(−λT) (a miss is a read: MariaDB 10.11 and
MySQL 8.4 buffer no changes). Every page count is proportional to the table's rows n, so with
τ = T / n both the reads and the pages per row depend on τ alone:

    reads(τ)  = Σ_random  w · e^(−w·τ / a)              (a: pages of a level per row)
    pages(τ)  = Σ_random  a · (1 − e^(−w·τ / a))  +  Σ_append  p · min(τ, 1)
    rows at a reads level r:   τ_r from reads(τ_r) = r,  then  n = pool pages / pages(τ_r)

One bisection on τ, a few exponentials per index: cheap enough for the `check` hot path.

MariaDB's LRU inserts a page read from disk at the midpoint (innodb_old_blocks_pct = 37 %
from the tail) and promotes it on a later touch at least innodb_old_blocks_time (1 s) after
the first. At the cliff of a production pool (10^5 pages and more, inserts in thousands per
second) a leaf comes back after minutes, so every second touch promotes it and the list
behaves as one LRU: that is the case modelled. (A toy pool re-touches a leaf within
milliseconds, inside the 1 s window, and its knee comes early: the truth bench runs with
innodb_old_blocks_time = 0 for that reason, see benchmarks/cliff_truth.)

The pool holds index pages only as far as the server lets it: `USABLE_SHARE` of
innodb_buffer_pool_size (page descriptors and the free pages the page cleaner keeps ready),
fitted once on the truth bench.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Optional

# Of innodb_buffer_pool_size / page size, the pages that hold index pages in steady state: the
# pool reports 99 % of them as pages (descriptors take the rest) and the page cleaner keeps a
# few percent free. Fitted on benchmarks/cliff_truth (MariaDB 10.11, 32 MB pool).
USABLE_SHARE = 0.93
LEVELS = (0.1, 0.5)  # the reads-per-insert levels reported as "the cliff"
_MAX_TAU = 1e9
_MIN_TAU = 1e-9
_STEPS = 32  # halvings of log(tau) over 18 decades: to 1e-7 relative


@dataclass(slots=True, repr=False)
class PageStream:
    """What inserts into one index do to the pool, per row of its table.

    random: leaf_per_row is the index's leaf pages per row (U = rows × leaf_per_row); append:
    the new pages it writes per row (leaves and BLOB pages). weight: touches per insert of the
    workload (1 for the table's own inserts; a share when several tables take turns)."""

    random: bool
    leaf_per_row: float
    fanout: float = 0.0
    weight: float = 1.0
    blob_per_row: float = 0.0  # off-page BLOB pages a new row writes (a random clustered index)

    def levels(self) -> list[float]:
        """Pages per row of the levels an insert touches at random: the leaves and the two
        levels above them (higher levels, 1/fanout³ of the leaves and less, stay cached)."""
        if not self.random:
            return []
        out = [self.leaf_per_row]
        if self.fanout > 1:
            out += [self.leaf_per_row / self.fanout, self.leaf_per_row / self.fanout ** 2]
        return out


# A randomly inserted leaf level is not uniform: a page holds between half and all of what it
# can take, the share x with density 1/x² on [1/2, 1] (A. C. Yao, "On random 2-3 trees", Acta
# Informatica 1978: the mean is ln 2, the 0.69 fill of estimate.btree), and it takes inserts in
# proportion to its records. With u = 1/x uniform on [1, 2], four midpoints give the rate
# multipliers x / ln 2 of four equally numerous groups of pages.
_LEAF_RATES = tuple((1 / u) / math.log(2) for u in (1.125, 1.375, 1.625, 1.875))
_GROUP = 1 / len(_LEAF_RATES)


def reads_at_tau(streams: Iterable[PageStream], tau: float) -> float:
    """Reads per workload insert when the characteristic time is tau × rows."""
    total = 0.0
    for s in streams:
        w = s.weight
        for i, a in enumerate(s.levels()):
            if i == 0:
                total += w * _GROUP * sum(m * math.exp(-w * m * tau / a) for m in _LEAF_RATES)
            else:
                total += w * math.exp(-w * tau / a)
    return total


def pages_per_row_at_tau(streams: Iterable[PageStream], tau: float) -> float:
    """Cached pages per row when the characteristic time is tau × rows."""
    total = 0.0
    for s in streams:
        if s.random:
            w = s.weight
            for i, a in enumerate(s.levels()):
                if i == 0:
                    total += a * _GROUP * sum(-math.expm1(-w * m * tau / a) for m in _LEAF_RATES)
                else:
                    total += a * -math.expm1(-w * tau / a)
            total += s.blob_per_row * min(w * tau, 1.0)
            if s.fanout > 1:  # the levels above the third: always cached
                total += s.leaf_per_row / (s.fanout ** 2 * (s.fanout - 1))
        else:
            total += s.leaf_per_row * min(s.weight * tau, 1.0)
            if s.fanout > 1:
                total += s.leaf_per_row / (s.fanout - 1)  # its internal pages, touched at the right edge
    return total


def _bisect_tau(func, target: float, increasing: bool) -> float:
    """tau with func(tau) = target, on a log scale between _MIN_TAU and _MAX_TAU."""
    lo, hi = _MIN_TAU, _MAX_TAU
    for _ in range(_STEPS):
        mid = math.sqrt(lo * hi)
        if (func(mid) < target) == increasing:
            lo = mid
        else:
            hi = mid
    return math.sqrt(lo * hi)


def pool_pages(pool_bytes: float, page_bytes: int) -> float:
    """Pages of a pool of `pool_bytes` that hold index pages."""
    return pool_bytes / page_bytes * USABLE_SHARE


def reads_per_insert(streams: list[PageStream], rows: float, pages: float,
                     own: Optional[PageStream] = None) -> float:
    """Expected page reads per insert at `rows` rows with `pages` pool pages for these streams
    (with `own`: the reads of that one stream, all of them sharing the pool)."""
    counted = [own] if own is not None else streams
    if rows <= 0 or not any(s.random for s in counted):
        return 0.0
    if pages <= 0:
        return reads_at_tau(counted, 0.0)
    per_row = pages / rows  # pool pages per row: pages(τ) = per_row gives τ
    if pages_per_row_at_tau(streams, _MAX_TAU) <= per_row:
        return 0.0  # every page fits
    tau = _bisect_tau(lambda t: pages_per_row_at_tau(streams, t), per_row, increasing=True)
    return reads_at_tau(counted, tau)


def rows_at_reads(streams: list[PageStream], level: float, pages: float,
                  own: Optional[PageStream] = None) -> Optional[int]:
    """The row count at which reads per insert (of `own` alone, when given) reach `level`
    (None: never, as for streams that only append, or a level the random streams cannot reach)."""
    counted = [own] if own is not None else streams
    if pages <= 0 or not any(s.random for s in counted):
        return None
    if reads_at_tau(counted, 0.0) <= level:
        return None  # even with nothing cached the reads stay below the level
    tau = _bisect_tau(lambda t: reads_at_tau(counted, t), level, increasing=False)
    return int(round(pages / pages_per_row_at_tau(streams, tau)))


def cliff_rows(streams: list[PageStream], pages: float, own: Optional[PageStream] = None) -> dict[str, Optional[int]]:
    """{"0.1": rows, "0.5": rows}: where reads per insert reach each of LEVELS."""
    return {str(level): rows_at_reads(streams, level, pages, own) for level in LEVELS}


def index_stream(ix, weight: float = 1.0) -> Optional[PageStream]:
    """The PageStream of an IndexEstimate (None without a tree shape)."""
    shape = ix.shape
    if shape is None:
        return None
    per_row = 1.0 / shape.records_per_leaf if shape.records_per_leaf > 0 else 0.0
    if ix.all_leaves_hot:
        # only the partitions taking inserts are touched: their share of the rows, all the inserts
        per_row *= ix.active_partitions / shape.partitions
        return PageStream(True, per_row, shape.fanout, weight, shape.lob_pages_per_row)
    return PageStream(False, per_row + shape.lob_pages_per_row, shape.fanout, weight)


def table_streams(indexes, weight: float = 1.0) -> list[PageStream]:
    return [s for s in (index_stream(ix, weight) for ix in indexes) if s is not None]
