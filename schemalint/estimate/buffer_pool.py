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

Reads per insert = Σ over random levels of e^(−λT) (a miss is a read where the server buffers
no changes: MariaDB 10.11, MySQL 8.4; see CHANGE BUFFERING for MySQL 8.0). Every page count is proportional to the table's rows n, so with
τ = T / n both the reads and the pages per row depend on τ alone:

    reads(τ)  = Σ_random  w · e^(−w·τ / a)              (a: pages of a level per row)
    pages(τ)  = Σ_random  a · (1 − e^(−w·τ / a))  +  Σ_append  p · min(τ, 1)
    rows at a reads level r:   τ_r from reads(τ_r) = r,  then  n = pool pages / pages(τ_r)

For one random index, τ_r / a is a constant per level: the cliff costs one evaluation. Otherwise
a regula-falsi solve on log τ takes 5–10 evaluations of a few exponentials per index, and the
reads at a row count one more solve: cheap enough for the `check` hot path (≈ 0.02–0.1 ms an
index, only for the indexes a rule or a report asks about).

Measured against MariaDB 10.11 (benchmarks/cliff_truth): 9 shapes on a 32 MB pool with
innodb_old_blocks_time = 0 and innodb_lru_scan_depth = 100, the rows at 0.1 and 0.5 reads per
insert within −12 % … +9 % of the server's; and the random shapes under the server's defaults
(32 MB, 128 MB, a paced load) and with change buffering, within ±25 % (the bench's README has
the table). The append-only shapes read < 0.01 pages per insert, as modelled (0).

THE POOL (pool_figures.py). The LRU list holds what the server counts as pages
(DESCRIPTOR_SHARE of innodb_buffer_pool_size / page size) less the free pages the page cleaner
keeps: it refills each instance's free list towards innodb_lru_scan_depth in bursts; at a slow
(or unknown) read rate RESERVE_SHARE of it is free on average, less when the pool is read
through within seconds (measured between batches: 900–1,050 free of 1,536 at 4,000 rows/s on
32 MB, 250–600 at 12,000–27,000 rows/s). Slow, that is 14 % of a 128 MB MariaDB pool, 57 % of a
32 MB one, 0.6 % of a 16 GB MySQL 8.0 one (8 instances × 1,024). The other tables' hot sets come off the pool first (the table's
`pool_share_bytes`, as estimate.fit shares it); the rows of those tables do not grow with this
one. Several tables inserted into in turn are one call with weights (the bench's `two_tables`).

OLD SUBLIST. A page read from disk enters the LRU list innodb_old_blocks_pct (37 %) from its
tail and is promoted only by a touch at least innodb_old_blocks_time (1 s) after its first. If
the old sublist turns over faster than that (its pages ÷ reads a second, `old_sublist_holds`),
a re-read page is evicted unpromoted: pages then stay a fixed time whatever their touches, and
a page touched k times in T misses 1/(1 + k) instead of e^(−k) (the RANDOM/FIFO approximation of
Fricker, Robert and Roberts 2012). That needs an insert rate (growth-per-day); without one the
pool is taken as one LRU list, as it behaves at production sizes (10^5 pages and more turn
over in minutes at 10^3 inserts a second).

CHANGE BUFFERING. Where the server buffers inserts (innodb_change_buffering all/inserts/changes:
MySQL 8.0's default), an insert into a non-unique secondary index whose leaf is not cached is
written to the change buffer instead, and the leaf is read later once for all the inserts
waiting for it. The change buffer takes up to innodb_change_buffer_max_size (25 %) of the pool
(taken off the LRU list's pages) and holds `change_buffer_bytes` of buffered inserts, shared by
the buffered indexes in proportion to their missed inserts; a leaf has at most 1/8 of its page
waiting (IBUF_LEAF_SHARE). A read then merges k = min(buffered inserts per uncached leaf, that
cap) and a leaf enters the pool only for a merge, so it is cached (e^x − 1)/(e^x + k) of the
time and each insert costs 1/(e^x + k) reads (x = λT). On iiBench's table (sequential PK + 3
random secondary indexes, 596 M rows, 16 GB pool) this gives ≈ 70× fewer reads than without;
Mark Callaghan measured ≈ 4,500 rows/s with the insert buffer against ≈ 125 without ("Something
awesome in InnoDB — the insert buffer", 2011), 36× in rows a second. UNIQUE keys and the
clustered index are never buffered (the uniqueness check needs the leaf).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterable, Optional

# Of innodb_buffer_pool_size / page size, the share the server reports as pages
# (Innodb_buffer_pool_pages_total: 2,028 of 2,048 on MariaDB 10.11; page descriptors take the rest).
DESCRIPTOR_SHARE = 0.99
# The page cleaner keeps up to innodb_lru_scan_depth pages free in each buffer-pool instance; on
# average RESERVE_SHARE of it is free when pages are read slowly, less when reads a second come
# near the pool's pages (share / (1 + reads a second ÷ pages ÷ RESERVE_TURNOVER)). Fitted on
# benchmarks/cliff_truth (MariaDB 10.11: depth 100 and 1,536; 32 and 128 MB; 3,500–27,000 rows/s).
RESERVE_SHARE = 0.75
RESERVE_TURNOVER = 3.0
# It never keeps more than this share of an instance free (a tiny pool with the default depth).
RESERVE_CAP = 0.5
# The change buffer (ibuf0ibuf.cc in MySQL 8.0 and MariaDB 10.11): a buffered insert is the
# leaf record plus the target page's address (space id, a marker, page number: 9 B), a 4-byte
# counter/type header and 6 B of type information per field. A leaf may have at most 1/8 of its
# page waiting (the change buffer bitmap's largest free-space class), and the change buffer's
# own B-tree is inserted into in random order (filled like any random index).
IBUF_ENTRY_OVERHEAD = 13
IBUF_FIELD_OVERHEAD = 6
IBUF_LEAF_SHARE = 1 / 8
IBUF_FILL = 0.69
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
    # change buffering (a non-unique secondary index on a server that buffers inserts): the bytes
    # one buffered insert takes in the change buffer, and the most a leaf can have waiting
    buffer_entry_bytes: float = 0.0
    buffer_cap: float = 0.0
    # the pool keeps re-read pages in its old sublist (OLD SUBLIST in the module's notes): a page
    # stays for a fixed time whatever its touches, the random-replacement (FIFO) approximation
    fifo: bool = False
    levels: tuple = field(default=(), init=False)  # pages per row of the levels touched at random

    def __post_init__(self) -> None:
        # the leaves and the two levels above them (higher levels, 1/fanout³ of the leaves and
        # less, are touched often enough to stay cached)
        if self.random:
            a, f = self.leaf_per_row, self.fanout
            self.levels = (a, a / f, a / f ** 2) if f > 1 else (a,)

    @property
    def buffered(self) -> bool:
        return self.buffer_entry_bytes > 0

    def key(self) -> tuple:
        return (self.random, self.leaf_per_row, self.fanout, self.weight, self.blob_per_row,
                self.buffer_entry_bytes, self.buffer_cap, self.fifo)


# A randomly inserted leaf level is not uniform: a page holds between half and all of what it
# can take, the share x with density 1/x² on [1/2, 1] (A. C. Yao, "On random 2-3 trees", Acta
# Informatica 1978: the mean is ln 2, the 0.69 fill of estimate.btree), and it takes inserts in
# proportion to its records. With u = 1/x uniform on [1, 2], four midpoints give the rate
# multipliers x / ln 2 of four equally numerous groups of pages.
_LEAF_RATES = tuple((1 / u) / math.log(2) for u in (1.125, 1.375, 1.625, 1.875))
_GROUP = 1 / len(_LEAF_RATES)


def _miss(k: float, fifo: bool) -> float:
    """A page touched k times in the characteristic time is not cached: e^(−k) in an LRU list
    (Che), 1/(1 + k) where pages stay a fixed time (Fricker, Robert, Roberts 2012, RANDOM/FIFO)."""
    return 1.0 / (1.0 + k) if fifo else math.exp(-k)


def _leaf_miss(s: PageStream, tau: float) -> float:
    """Of one insert's touches of the leaf level, the share that finds the leaf uncached."""
    k = s.weight * tau / s.levels[0]
    return _GROUP * sum(m * _miss(m * k, s.fifo) for m in _LEAF_RATES)


def _buffered_leaf(s: PageStream, tau: float, merged: float) -> tuple[float, float]:
    """(reads per touch, cached share) of a change-buffered leaf level whose reads each merge
    `merged` buffered inserts. A leaf enters the pool only when read for a merge (once every
    1 + merged misses) and then stays as a touched page does; in an LRU list it stays
    (e^(λT) − 1)/λ on average, so it is cached (e^x − 1)/(e^x + merged) of the time and each
    touch costs 1/(e^x + merged) reads (x = λT; 1 + x in place of e^x where pages stay a fixed
    time)."""
    k = s.weight * tau / s.levels[0]
    reads = cached = 0.0
    for m in _LEAF_RATES:
        x = m * k
        stay = 1.0 + x if s.fifo else math.exp(min(x, 700.0))
        reads += m / (stay + merged)
        cached += (stay - 1.0) / (stay + merged)
    return _GROUP * reads, _GROUP * cached


def reads_at_tau(streams: Iterable[PageStream], tau: float, buffer_bytes_per_row: float = 0.0,
                 buffered_misses: Optional[float] = None) -> float:
    """Reads per workload insert when the characteristic time is tau × rows.

    A buffered stream's leaf misses are deferred to the change buffer (CHANGE BUFFERING in the
    module's notes): `buffer_bytes_per_row` is the change buffer's capacity over the table's
    rows, shared by the buffered streams by their missed inserts (`buffered_misses`: their sum
    of weight × miss × entry bytes, over all the streams sharing the pool)."""
    streams = list(streams)
    total = 0.0
    for s in streams:
        w = s.weight
        for i, a in enumerate(s.levels):
            if i == 0:
                if s.buffered and buffer_bytes_per_row > 0:
                    merged = merged_per_read(s, tau, buffer_bytes_per_row, buffered_misses, streams)
                    total += w * _buffered_leaf(s, tau, merged)[0]
                else:
                    total += w * _leaf_miss(s, tau)
            else:
                total += w * _miss(w * tau / a, s.fifo)
    return total


def merged_per_read(s: PageStream, tau: float, buffer_bytes_per_row: float,
                    buffered_misses: Optional[float], streams: list[PageStream]) -> float:
    """Buffered inserts one leaf read merges: the stream's share of the change buffer spread
    over its uncached leaves, at most what a leaf may have waiting."""
    if buffered_misses is None:
        buffered_misses = sum(b.weight * _leaf_miss(b, tau) * b.buffer_entry_bytes for b in streams if b.buffered)
    if buffered_misses <= 0:
        return s.buffer_cap
    # entries of this stream in the buffer per row ÷ (its uncached leaves per row), where its
    # share of the buffer's bytes is in proportion to its missed inserts × their size
    waiting = buffer_bytes_per_row * s.weight / (buffered_misses * s.levels[0])
    return min(waiting, s.buffer_cap)


def pages_per_row_at_tau(streams: Iterable[PageStream], tau: float) -> float:
    """Cached pages per row when the characteristic time is tau × rows."""
    total = 0.0
    expm1 = math.expm1
    for s in streams:
        w = s.weight
        if s.random and s.buffered:
            # a leaf read only for merges: cached as _buffered_leaf says, with a full leaf's worth
            # waiting (the pages are a small share then, whatever the change buffer holds)
            for i, a in enumerate(s.levels):
                k = w * tau / a
                if i == 0:
                    total += a * _buffered_leaf(s, tau, s.buffer_cap)[1]
                elif s.fifo:
                    total += a * k / (1 + k)
                else:
                    total -= a * expm1(-k)
        elif s.random and s.fifo:
            for i, a in enumerate(s.levels):
                k = w * tau / a
                if i == 0:
                    total += a * _GROUP * sum(m * k / (1 + m * k) for m in _LEAF_RATES)
                else:
                    total += a * k / (1 + k)
        elif s.random:
            for i, a in enumerate(s.levels):
                k = w * tau / a
                if i == 0:
                    total -= a * _GROUP * sum(expm1(-m * k) for m in _LEAF_RATES)
                else:
                    total -= a * expm1(-k)
        if s.random:
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


def pool_pages(pool_bytes: float, page_bytes: int, reserve_pages: float = 0.0) -> float:
    """Pages of a pool of `pool_bytes` that hold index pages: what the server counts as pages,
    less the free pages the page cleaner keeps (`reserve_pages`, PoolFigures.reserve_pages)."""
    return max(pool_bytes / page_bytes * DESCRIPTOR_SHARE - reserve_pages, 0.0)


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


def _buffered_misses(streams: list[PageStream], tau: float) -> float:
    return sum(b.weight * _leaf_miss(b, tau) * b.buffer_entry_bytes for b in streams if b.buffered)


def _reads(streams: list[PageStream], counted: list[PageStream], tau: float, buffer_bytes_per_row: float) -> float:
    if buffer_bytes_per_row <= 0 or not any(s.buffered for s in counted):
        return reads_at_tau(counted, tau)
    return reads_at_tau(counted, tau, buffer_bytes_per_row, _buffered_misses(streams, tau))


def reads_per_insert(streams: list[PageStream], rows: float, pages: float,
                     own: Optional[PageStream] = None, buffer_bytes: float = 0.0) -> float:
    """Expected page reads per insert at `rows` rows with `pages` pool pages for these streams
    (with `own`, one of them: the reads of that stream, all of them sharing the pool).
    `buffer_bytes`: what the change buffer holds of buffered inserts (0: no change buffering)."""
    counted = [own] if own is not None else streams
    if rows <= 0 or not any(s.random for s in counted):
        return 0.0
    per_buffer = buffer_bytes / rows
    if pages <= 0:
        return _reads(streams, counted, 0.0, per_buffer)
    per_row = pages / rows  # pool pages per row: pages(τ) = per_row gives τ
    if pages_per_row_at_tau(streams, _MAX_TAU) <= per_row:
        return 0.0  # every page fits

    def compute() -> float:
        guess = per_row / sum(s.weight / s.leaf_per_row for s in streams if s.random) * 4
        tau = _solve_tau(lambda t: pages_per_row_at_tau(streams, t), per_row, True, guess)
        return _reads(streams, counted, tau, per_buffer)
    return _memo(("reads", _key(streams, own), rows, pages, buffer_bytes), compute)


def rows_at_reads(streams: list[PageStream], level: float, pages: float,
                  own: Optional[PageStream] = None, buffer_bytes: float = 0.0) -> Optional[int]:
    """The row count at which reads per insert (of `own` alone, when given) reach `level`
    (None: never, as for streams that only append, or a level the random streams cannot reach)."""
    counted = [own] if own is not None else streams
    if not any(s.random for s in counted):
        return None
    buffered = buffer_bytes > 0 and any(s.buffered for s in counted)
    if reads_at_tau(counted, 0.0) <= level:
        return None  # even with nothing cached the reads stay below the level
    if pages <= 0:
        return 0  # other tables' hot sets leave it no pool: there from the first row

    randoms = [s for s in counted if s.random]
    if len(randoms) == 1 and randoms[0].weight == 1 and not buffered and not randoms[0].fifo:
        # one random index: its reads depend on τ/a alone (its internal levels are fanout times
        # hotter and miss e^(−fanout·τ/a): nothing at any real fanout), so τ = a·x(level) with x
        # solved once per level; then one evaluation of the pages
        s = randoms[0]
        x = _leaf_x(level)
        if s.fanout <= 1 or math.exp(-s.fanout * x) < 1e-4:
            return int(round(pages / pages_per_row_at_tau(streams, s.leaf_per_row * x)))

    def reads(t: float) -> float:
        # with a change buffer the reads depend on the rows too: n = pages / pages(τ)
        per_buffer = buffer_bytes * pages_per_row_at_tau(streams, t) / pages if buffered else 0.0
        return _reads(streams, counted, t, per_buffer)

    def compute() -> Optional[int]:
        first = randoms[0]
        guess = first.leaf_per_row / first.weight * _leaf_x(level)
        tau = _solve_tau(reads, level, False, guess)
        if buffered and reads(tau) > level * 1.01:
            return None  # the change buffer keeps the reads below the level at any size
        return int(round(pages / pages_per_row_at_tau(streams, tau)))
    return _memo(("rows", _key(streams, own), level, pages, buffer_bytes), compute)


_LEAF_X: dict[float, float] = {}


def _leaf_x(level: float) -> float:
    """x with Σ_groups m·e^(−m·x) / 4 = level: τ/a at which a random leaf level alone makes
    `level` reads per insert (x = ln(1/level) for uniform pages)."""
    found = _LEAF_X.get(level)
    if found is None:
        leaf = PageStream(True, 1.0)
        found = _LEAF_X[level] = _solve_tau(lambda t: reads_at_tau((leaf,), t), level, False, math.log(1 / level))
    return found


def cliff_rows(streams: list[PageStream], pages: float, own: Optional[PageStream] = None,
               buffer_bytes: float = 0.0) -> dict[str, Optional[int]]:
    """{"0.1": rows, "0.5": rows}: where reads per insert reach each of LEVELS."""
    return {str(level): rows_at_reads(streams, level, pages, own, buffer_bytes) for level in LEVELS}


def index_stream(ix, weight: float = 1.0, rows: Optional[int] = None,
                 change_buffering: bool = False, fifo: bool = False) -> Optional[PageStream]:
    """The PageStream of an IndexEstimate (None without a tree shape). With the table's `rows`
    and leaf pages the server measured (--dsn, a stats snapshot), a random index's leaves per
    row are the server's. With `change_buffering` (the server buffers inserts), a non-unique
    secondary index's leaf writes go to the change buffer."""
    shape = ix.shape
    if shape is None:
        return None
    per_row = 1.0 / shape.records_per_leaf if shape.records_per_leaf > 0 else 0.0
    if rows and ix.all_leaves_hot and ix.size_source != "estimate" and (ix.leaf_pages or 0) > 1:
        per_row = ix.leaf_pages / rows
    if ix.all_leaves_hot:
        # only the partitions taking inserts are touched: their share of the rows, all the inserts
        per_row *= ix.active_partitions / shape.partitions
        entry = cap = 0.0
        if change_buffering and not ix.unique and not ix.clustered and ix.record_bytes > 0:
            entry = ix.record_bytes + IBUF_ENTRY_OVERHEAD + IBUF_FIELD_OVERHEAD * (len(ix.columns) + 1)
            cap = ix.page_bytes * IBUF_LEAF_SHARE / (ix.record_bytes + 2)
        return PageStream(True, per_row, shape.fanout, weight, shape.lob_pages_per_row, entry, cap, fifo)
    return PageStream(False, per_row + shape.lob_pages_per_row, shape.fanout, weight, fifo=fifo)


def table_streams(indexes, weight: float = 1.0, change_buffering: bool = False,
                  fifo: bool = False) -> list[PageStream]:
    return [s for s in (index_stream(ix, weight, change_buffering=change_buffering, fifo=fifo) for ix in indexes)
            if s is not None]


def old_sublist_holds(figures, rows_per_second: Optional[float], level: float, pages: float) -> bool:
    """Whether, at `level` reads per insert, a page read from disk leaves the old sublist before
    innodb_old_blocks_time has passed (so a second touch cannot promote it): the old sublist
    (innodb_old_blocks_pct of the pages) turns over in pages × pct / (rows/s × level) seconds.
    Without an insert rate: no (a production pool turns over in minutes)."""
    if not rows_per_second or level <= 0:
        return False
    turnover_ms = pages * int(figures.old_blocks_pct.value) / 100 / (rows_per_second * level) * 1000
    return turnover_ms < int(figures.old_blocks_time_ms.value)


def change_buffer_bytes(change_buffer_pages: float, page_bytes: int) -> float:
    """Bytes of buffered inserts a change buffer of that many pages holds (its B-tree is filled
    in random order, like any randomly inserted index)."""
    return change_buffer_pages * page_bytes * IBUF_FILL
