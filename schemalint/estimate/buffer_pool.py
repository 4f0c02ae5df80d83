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

- a randomly inserted index of U leaf pages (U grows with the rows): one leaf, at a rate in
  proportion to the records it holds (on average 1/U; see _LEAF_RATES: a leaf that just split
  takes half the inserts of a full one), and one page of each internal level (U/fanout pages
  at rate fanout/U, …; two levels modelled, the ones above stay cached);
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

For one random index, τ_r / a is a constant per level: the cliff costs one evaluation. Otherwise
a regula-falsi solve on log τ takes 5–10 evaluations of a few exponentials per index, and the
reads at a row count one more solve: cheap enough for the `check` hot path (≈ 0.02–0.1 ms an
index, only for the indexes a rule or a report asks about).

Measured against MariaDB 10.11 (benchmarks/cliff_truth, 9 shapes, 32 MB pool, two runs): the
rows at 0.1 and 0.5 reads per insert within −12 % … +9 % of the server's; the append-only
shapes read < 0.01 pages per insert, as modelled (0).

MariaDB's LRU inserts a page read from disk at the midpoint (innodb_old_blocks_pct = 37 %
from the tail) and promotes it on a later touch at least innodb_old_blocks_time (1 s) after
the first. At the cliff of a production pool (10^5 pages and more, inserts in thousands per
second) a leaf comes back after minutes, so every second touch promotes it and the list
behaves as one LRU: that is the case modelled. (A toy pool re-touches a leaf within
milliseconds, inside the 1 s window, and its knee comes early: the truth bench runs with
innodb_old_blocks_time = 0 for that reason, see benchmarks/cliff_truth.)

The pool holds index pages only as far as the server lets it: `USABLE_SHARE` of
innodb_buffer_pool_size (page descriptors and the free pages the page cleaner keeps ready),
fitted once on the truth bench. The other tables' hot sets are taken off the pool first (the
table's `pool_share_bytes`, as estimate.fit shares it); the rows of those tables do not grow
with this one. Several tables inserted into in turn are one call with weights (the bench's
`two_tables`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterable, Optional

# Of innodb_buffer_pool_size / page size, the pages that hold index pages in steady state: the
# pool reports 99 % of them as pages (descriptors take the rest) and the page cleaner keeps a
# few percent free. Fitted on benchmarks/cliff_truth (MariaDB 10.11, 32 MB pool): any share
# from 0.93 to 1.0 keeps every crossing within ±25 %; 0.95 gives the smallest worst error (12 %).
USABLE_SHARE = 0.95
LEVELS = (0.1, 0.5)  # the reads-per-insert levels reported as "the cliff"
_MAX_TAU = 1e9
_MIN_TAU = 1e-9
_STEPS = 40  # regula-falsi steps at most (it takes 5-10)


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
    levels: tuple = field(default=(), init=False)  # pages per row of the levels touched at random

    def __post_init__(self) -> None:
        # the leaves and the two levels above them (higher levels, 1/fanout³ of the leaves and
        # less, are touched often enough to stay cached)
        if self.random:
            a, f = self.leaf_per_row, self.fanout
            self.levels = (a, a / f, a / f ** 2) if f > 1 else (a,)

    def key(self) -> tuple:
        return (self.random, self.leaf_per_row, self.fanout, self.weight, self.blob_per_row)


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
    exp = math.exp
    for s in streams:
        w = s.weight
        for i, a in enumerate(s.levels):
            k = w * tau / a
            if i == 0:
                total += w * _GROUP * sum(m * exp(-m * k) for m in _LEAF_RATES)
            else:
                total += w * exp(-k)
    return total


def pages_per_row_at_tau(streams: Iterable[PageStream], tau: float) -> float:
    """Cached pages per row when the characteristic time is tau × rows."""
    total = 0.0
    expm1 = math.expm1
    for s in streams:
        w = s.weight
        if s.random:
            for i, a in enumerate(s.levels):
                k = w * tau / a
                if i == 0:
                    total -= a * _GROUP * sum(expm1(-m * k) for m in _LEAF_RATES)
                else:
                    total -= a * expm1(-k)
            total += s.blob_per_row * min(w * tau, 1.0)
            if s.fanout > 1:  # the levels above the third: always cached
                total += s.leaf_per_row / (s.fanout ** 2 * (s.fanout - 1))
        else:
            total += s.leaf_per_row * min(w * tau, 1.0)
            if s.fanout > 1:
                total += s.leaf_per_row / (s.fanout - 1)  # its internal pages, touched at the right edge
    return total


def _solve_tau(func, target: float, increasing: bool, guess: float) -> float:
    """tau with func(tau) = target for a monotone func: regula falsi (Illinois) on log tau,
    from a bracket grown around `guess`; a handful of evaluations, to 1e-7 relative."""
    sign = 1.0 if increasing else -1.0

    def f(x: float) -> float:
        return sign * (func(math.exp(x)) - target)

    lo_x, hi_x = math.log(_MIN_TAU), math.log(_MAX_TAU)
    x0 = min(max(math.log(max(guess, _MIN_TAU)), lo_x), hi_x)
    a, b, step = max(x0 - 1.0, lo_x), min(x0 + 1.0, hi_x), 2.0
    fa, fb = f(a), f(b)
    while fa > 0 and a > lo_x:  # grow the bracket downwards until f(a) <= 0 …
        a, step = max(a - step, lo_x), step * 2
        fa = f(a)
    while fb < 0 and b < hi_x:  # … and upwards until f(b) >= 0
        b, step = min(b + step, hi_x), step * 2
        fb = f(b)
    if fa > 0 or fb < 0:
        return math.exp(a if fa > 0 else b)
    for _ in range(_STEPS):
        if fb == fa:
            break
        c = b - fb * (b - a) / (fb - fa)
        fc = f(c)
        if fc == 0:
            return math.exp(c)
        if (fc > 0) == (fb > 0):
            fa /= 2  # Illinois: the end kept twice is halved, so the bracket closes from both sides
        else:
            a, fa = b, fb
        b, fb = c, fc
        if abs(b - a) < 1e-7:
            break
    return math.exp(b)


def pool_pages(pool_bytes: float, page_bytes: int) -> float:
    """Pages of a pool of `pool_bytes` that hold index pages."""
    return pool_bytes / page_bytes * USABLE_SHARE


_MEMO: dict[tuple, object] = {}  # identical tables (tenant copies, repeated shapes) share the answers


def _memo(key: tuple, compute):
    found = _MEMO.get(key, _MEMO)
    if found is _MEMO:
        if len(_MEMO) > 20_000:
            _MEMO.clear()
        found = _MEMO[key] = compute()
    return found


def _key(streams: list[PageStream], own: Optional[PageStream]) -> tuple:
    return (tuple(s.key() for s in streams), None if own is None else next(i for i, s in enumerate(streams) if s is own))


def reads_per_insert(streams: list[PageStream], rows: float, pages: float,
                     own: Optional[PageStream] = None) -> float:
    """Expected page reads per insert at `rows` rows with `pages` pool pages for these streams
    (with `own`, one of them: the reads of that stream, all of them sharing the pool)."""
    counted = [own] if own is not None else streams
    if rows <= 0 or not any(s.random for s in counted):
        return 0.0
    if pages <= 0:
        return reads_at_tau(counted, 0.0)
    per_row = pages / rows  # pool pages per row: pages(τ) = per_row gives τ
    if pages_per_row_at_tau(streams, _MAX_TAU) <= per_row:
        return 0.0  # every page fits

    def compute() -> float:
        guess = per_row / sum(s.weight / s.leaf_per_row for s in streams if s.random) * 4
        tau = _solve_tau(lambda t: pages_per_row_at_tau(streams, t), per_row, True, guess)
        return reads_at_tau(counted, tau)
    return _memo(("reads", _key(streams, own), rows, pages), compute)


def rows_at_reads(streams: list[PageStream], level: float, pages: float,
                  own: Optional[PageStream] = None) -> Optional[int]:
    """The row count at which reads per insert (of `own` alone, when given) reach `level`
    (None: never, as for streams that only append, or a level the random streams cannot reach)."""
    counted = [own] if own is not None else streams
    if not any(s.random for s in counted):
        return None
    if reads_at_tau(counted, 0.0) <= level:
        return None  # even with nothing cached the reads stay below the level
    if pages <= 0:
        return 0  # other tables' hot sets leave it no pool: there from the first row

    randoms = [s for s in counted if s.random]
    if len(randoms) == 1 and randoms[0].weight == 1:
        # one random index: its reads depend on τ/a alone (its internal levels are fanout times
        # hotter and miss e^(−fanout·τ/a): nothing at any real fanout), so τ = a·x(level) with x
        # solved once per level; then one evaluation of the pages
        s = randoms[0]
        x = _leaf_x(level)
        if s.fanout <= 1 or math.exp(-s.fanout * x) < 1e-4:
            return int(round(pages / pages_per_row_at_tau(streams, s.leaf_per_row * x)))

    def compute() -> int:
        first = randoms[0]
        guess = first.leaf_per_row / first.weight * _leaf_x(level)
        tau = _solve_tau(lambda t: reads_at_tau(counted, t), level, False, guess)
        return int(round(pages / pages_per_row_at_tau(streams, tau)))
    return _memo(("rows", _key(streams, own), level, pages), compute)


_LEAF_X: dict[float, float] = {}


def _leaf_x(level: float) -> float:
    """x with Σ_groups m·e^(−m·x) / 4 = level: τ/a at which a random leaf level alone makes
    `level` reads per insert (x = ln(1/level) for uniform pages)."""
    found = _LEAF_X.get(level)
    if found is None:
        leaf = PageStream(True, 1.0)
        found = _LEAF_X[level] = _solve_tau(lambda t: reads_at_tau((leaf,), t), level, False, math.log(1 / level))
    return found


def cliff_rows(streams: list[PageStream], pages: float, own: Optional[PageStream] = None) -> dict[str, Optional[int]]:
    """{"0.1": rows, "0.5": rows}: where reads per insert reach each of LEVELS."""
    return {str(level): rows_at_reads(streams, level, pages, own) for level in LEVELS}


def index_stream(ix, weight: float = 1.0, rows: Optional[int] = None) -> Optional[PageStream]:
    """The PageStream of an IndexEstimate (None without a tree shape). With the table's `rows`
    and leaf pages the server measured (--dsn, a stats snapshot), a random index's leaves per
    row are the server's."""
    shape = ix.shape
    if shape is None:
        return None
    per_row = 1.0 / shape.records_per_leaf if shape.records_per_leaf > 0 else 0.0
    if rows and ix.all_leaves_hot and ix.size_source != "estimate" and (ix.leaf_pages or 0) > 1:
        per_row = ix.leaf_pages / rows
    if ix.all_leaves_hot:
        # only the partitions taking inserts are touched: their share of the rows, all the inserts
        per_row *= ix.active_partitions / shape.partitions
        return PageStream(True, per_row, shape.fanout, weight, shape.lob_pages_per_row)
    return PageStream(False, per_row + shape.lob_pages_per_row, shape.fanout, weight)


def table_streams(indexes, weight: float = 1.0) -> list[PageStream]:
    return [s for s in (index_stream(ix, weight) for ix in indexes) if s is not None]
