"""The estimate objects rules and reporters read: per index, per table, per model.

Every number a reporter prints or a rule quotes lives here; the objects also answer
"what if" questions at other row counts (`size_bytes_at`, `hot_bytes_at`, `depth_at`), and
the helpers at the bottom answer "at how many rows does …".
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Optional

from ..config import ServerProfile
from .btree import RIGHT_EDGE_LEAVES, TreeShape

FITS = "fits"
HOT_SET_FITS = "hot-set-fits"
DOES_NOT_FIT = "does-not-fit"
MAX_ROWS = 10**15  # beyond this we say "never" (None)
MAX_TABLESPACE_PAGES = 2**32  # InnoDB page numbers are 32-bit: 64 TiB a tablespace at 16 KiB pages
THRESHOLD_DEPTHS = (2, 3, 4, 5)
_UNSOLVED = object()
_AMBIGUOUS = object()  # a bare name several tables share


@dataclass(slots=True, repr=False)  # (never printed) tens of thousands on a big dump: a __dict__ each cost ≈1.5 KB
class IndexEstimate:
    """One index's estimate: its records, pages, depth and hot set at the table's row count."""

    name: str
    primary: bool  # the PRIMARY KEY
    unique: bool
    columns: list[str]
    insert_order: str  # sequential | random | unknown
    insert_order_reason: str
    fill_factor: float  # share of a leaf page's record space in use (what the bench calls leaf_fill)
    record_bytes: float  # average leaf record, headers included
    max_record_bytes: int
    records_per_leaf: float
    node_pointer_bytes: float
    fanout: float  # average node pointers per non-leaf page
    leaf_pages: Optional[int]  # None when the row count is unknown
    internal_pages: Optional[int]
    depth: Optional[int]
    size_bytes: Optional[int]
    hot_bytes: Optional[int]
    rows_at_next_depth: int  # the row count at which the index gains a level
    clustered: bool = False  # holds the rows (PRIMARY, NOT NULL UNIQUE, or hidden GEN_CLUST_INDEX)
    leaf_capacity: float = 0.0  # records a leaf takes before it splits
    node_capacity: float = 0.0  # node pointers a non-leaf page takes before it splits
    lob_pages: Optional[int] = None  # off-page BLOB pages (clustered index only)
    off_page_columns: list[str] = field(default_factory=list)
    hot_rule: str = ""  # which hot-set rule applied, in words
    all_leaves_hot: bool = False
    depth_thresholds: dict[int, int] = field(default_factory=dict)  # depth -> rows at which it is reached
    shape: Optional[TreeShape] = field(default=None, repr=False)
    page_bytes: int = 16384  # bytes one page of this index takes on disk
    hot_page_bytes: int = 16384  # bytes one hot page takes in the buffer pool
    active_partitions: int = 1  # partitions receiving inserts (their hot sets count)
    size_source: str = "estimate"  # estimate | live | stats: where leaf_pages and size_bytes come from
    span: object = field(default=None, repr=False)  # where the index is declared (None: hidden)

    # -- at other row counts --------------------------------------------------------------------
    def pages_at(self, rows: int) -> tuple[int, int, int]:
        """(leaf, internal, BLOB) pages at `rows` rows."""
        return self._pages(rows, self._tree(rows))

    def size_bytes_at(self, rows: int) -> int:
        leaf, internal, lob = self.pages_at(rows)
        return (leaf + internal + lob) * self.page_bytes

    def hot_pages_at(self, rows: int) -> int:
        return self._hot_pages(self._tree(rows))

    def hot_bytes_at(self, rows: int) -> int:
        return self.hot_pages_at(rows) * self.hot_page_bytes

    def depth_at(self, rows: int) -> int:
        return len(self._tree(rows))

    def figures_at(self, rows: int) -> tuple[int, int, int, int, int]:
        """(leaf pages, internal pages, BLOB pages, depth, hot bytes) at `rows` rows: what
        pages_at, depth_at and hot_bytes_at say, from one walk down the tree."""
        per_tree = self._tree(rows)
        leaves, internal, lob = self._pages(rows, per_tree)
        return leaves, internal, lob, len(per_tree), self._hot_pages(per_tree) * self.hot_page_bytes

    def _tree(self, rows: int) -> list[int]:
        """Pages per level of each partition's tree, `rows` rows spread over the partitions."""
        assert self.shape is not None
        return self.shape.tree_levels(self.shape.rows_per_tree(max(rows, 0)))

    def _pages(self, rows: int, per_tree: list[int]) -> tuple[int, int, int]:
        shape = self.shape
        assert shape is not None
        if rows <= 0:
            return (shape.partitions, 0, 0)
        n = shape.partitions
        levels = per_tree if n == 1 else [p * n for p in per_tree]  # summed over the partitions
        return levels[0], sum(levels[1:]), shape.lob_pages(rows)

    def _hot_pages(self, per_tree: list[int]) -> int:
        leaves, internal = per_tree[0], sum(per_tree[1:])
        hot = leaves + internal if self.all_leaves_hot else internal + min(leaves, RIGHT_EDGE_LEAVES)
        return hot * self.active_partitions


@dataclass(repr=False)  # never printed: no generated __repr__ to start
class TableEstimate:
    """One table's estimate: its indexes, size, hot set and whether that fits the buffer pool."""

    table: str  # qualified name
    rows: Optional[int]  # None: no row count known (per-row figures only)
    rows_source: str  # cli | config | stats | live | default
    growth_per_day: Optional[int]
    size_bytes: Optional[int]
    hot_bytes: Optional[int]
    fit: Optional[str]  # fits | hot-set-fits | does-not-fit; None without rows
    indexes: list[IndexEstimate]
    notes: list[str] = field(default_factory=list)
    row_format: str = "DYNAMIC"
    partitions: int = 1
    pool_share_bytes: Optional[int] = None  # buffer pool minus every other table's hot set
    bytes_per_row: float = 0.0  # all indexes, for large row counts
    span: object = field(default=None, repr=False)  # the table's CREATE TABLE span
    # set by fit.apply_fit: the hot-set overflow at r rows, solved only when asked
    _overflow: Optional[Callable[[int], float]] = field(default=None, repr=False, compare=False)
    _pool_bytes: int = field(default=0, repr=False, compare=False)
    _rows_when_not_fitting: object = field(default=_UNSOLVED, repr=False, compare=False)
    # the buffer-pool model (buffer_pool.py), solved when first read: (its page streams, the
    # pool pages they share, {index name or None: (reads per insert, cliff rows)})
    _lru: object = field(default=None, repr=False, compare=False)
    _pool_floor: float = field(default=0.0, repr=False, compare=False)  # set by fit.apply_fit
    # the server's pool figures (pool_figures.PoolFigures): reserve, change buffering, old sublist;
    # None: the whole share is LRU pages (estimate_one, tests)
    _pool_figures: object = field(default=None, repr=False, compare=False)

    @property
    def rows_when_not_fitting(self) -> Optional[int]:
        """The fewest rows at which the table's hot set no longer fits the buffer pool beside the
        other tables' (smaller) hot sets, those tables held at their row counts; None: never
        (below 10^15 rows), or the pool verdict was not computed."""
        if self._rows_when_not_fitting is _UNSOLVED:
            self._rows_when_not_fitting = (first_rows_over(self._overflow, self._pool_bytes, self._guess())
                                           if self._overflow is not None else None)
        return self._rows_when_not_fitting  # type: ignore[return-value]

    def _guess(self) -> Optional[float]:
        """Rows at which the hot set alone reaches the pool, from its per-row growth."""
        per_row = sum(
            (i.shape.pages_per_row() - i.shape.lob_pages_per_row if i.all_leaves_hot else i.shape.internal_pages_per_row())
            * i.hot_page_bytes * i.active_partitions / i.shape.partitions
            for i in self.indexes if i.shape)
        return self._pool_bytes / per_row if per_row > 0 else None

    @property
    def days_until_not_fitting(self) -> Optional[float]:
        return self.days_until(self.rows_when_not_fitting)

    # -- the cliff: page reads per insert (buffer_pool.py, Che's approximation of the LRU) --------
    def _pool_share(self) -> float:
        """The pool bytes the table's inserts compete for (see fit.apply_fit)."""
        pool = self.pool_share_bytes if self.pool_share_bytes is not None else self._pool_bytes
        return max(pool or 0, self._pool_floor, 0)

    def _pool_model(self, index: Optional[IndexEstimate]) -> tuple:
        """(reads per insert at the row count or None, {"0.1": rows or None, "0.5": …}) for the
        table (index None) or one of its indexes, against the pool the other tables' smaller hot
        sets leave it (at least its hot set's proportional share, see fit.apply_fit)."""
        from . import buffer_pool

        if self._lru is None:
            pool = self._pool_share()
            page = self.indexes[0].hot_page_bytes if self.indexes else 16384
            figures = self._pool_figures
            buffering = bool(figures is not None and figures.buffers_inserts)

            def streams_for(fifo: bool) -> list:
                return [buffer_pool.index_stream(i, rows=self.rows, change_buffering=buffering, fifo=fifo)
                        for i in self.indexes]
            streams = streams_for(False)
            if figures is None:
                pages, buffer_bytes = buffer_pool.pool_pages(pool, page), 0.0
            else:
                pages, buffer_bytes = figures.cliff_pool(pool, any(s is not None and s.buffered for s in streams))
            self._lru = (streams, pages, buffer_bytes, streams_for, {})
        streams, pages, buffer_bytes, streams_for, solved = self._lru
        key = None if index is None else index.name.lower()
        found = solved.get(key)
        if found is None:
            at = None
            if index is not None:
                at = next((k for k, i in enumerate(self.indexes) if i is index), None)
                if at is None or streams[at] is None:
                    solved[key] = found = (None if self.rows is None else 0.0, {str(x): None for x in buffer_pool.LEVELS})
                    return found

            rate = (self.growth_per_day or 0) / 86400

            def pages_at(level: float) -> float:
                # with an insert rate, the reserve at that level's reads a second
                if not rate or self._pool_figures is None:
                    return pages
                return self._pool_figures.cliff_pool(self._pool_share(), buffer_bytes > 0, rate * level)[0]

            def solve(fifo: bool, level: Optional[float], at_reads: float = 0.0):
                chosen = streams_for(True) if fifo else streams
                live = [s for s in chosen if s is not None]
                own = chosen[at] if at is not None else None
                if level is None:
                    return None if self.rows is None else buffer_pool.reads_per_insert(
                        live, self.rows, pages_at(at_reads), own, buffer_bytes)
                return buffer_pool.rows_at_reads(live, level, pages_at(level), own, buffer_bytes)

            def old_sublist(level: float) -> bool:
                return self._pool_figures is not None and buffer_pool.old_sublist_holds(
                    self._pool_figures, rate, level, pages_at(level))
            reads = solve(False, None)
            if reads and rate:
                reads = solve(old_sublist(reads), None, reads)
            cliff = {str(x): solve(old_sublist(x), x) for x in buffer_pool.LEVELS}
            found = solved[key] = (reads, cliff)
        return found

    @property
    def reads_per_insert(self) -> Optional[float]:
        """Expected page reads per insert at the table's row count (None without one)."""
        return self._pool_model(None)[0]

    @property
    def cliff_rows(self) -> dict[str, Optional[int]]:
        """{"0.1": rows, "0.5": rows}: where reads per insert reach 0.1 and 0.5 (None: never)."""
        return self._pool_model(None)[1]

    def index_reads_per_insert(self, index: IndexEstimate) -> Optional[float]:
        """The reads per insert `index` accounts for (its leaf and internal pages)."""
        return self._pool_model(index)[0]

    def index_cliff_rows(self, index: IndexEstimate) -> dict[str, Optional[int]]:
        """Where the reads of `index` alone reach 0.1 and 0.5 per insert, the table's other
        indexes growing with it."""
        return self._pool_model(index)[1]

    def index(self, name: str) -> Optional[IndexEstimate]:
        low = name.lower()
        return next((i for i in self.indexes if i.name.lower() == low), None)

    @property
    def clustered(self) -> IndexEstimate:
        return next(i for i in self.indexes if i.clustered)

    @property
    def max_rows(self) -> int:
        """The most rows InnoDB can hold in this table: a tablespace (one per partition) has at
        most 2^32 pages and holds every index of its rows; a table without a PRIMARY KEY also
        runs out of 6-byte row ids at 2^48."""
        per_row = self.bytes_per_row or self.clustered.page_bytes / max(self.clustered.leaf_capacity, 1.0)
        most = int(MAX_TABLESPACE_PAGES * self.clustered.page_bytes * self.partitions / per_row)
        return most if self.clustered.primary or self.clustered.name != "GEN_CLUST_INDEX" else min(most, 2**48)

    def size_bytes_at(self, rows: int) -> int:
        return sum(i.size_bytes_at(rows) for i in self.indexes)

    def hot_bytes_at(self, rows: int) -> int:
        return sum(i.hot_bytes_at(rows) for i in self.indexes)

    def rows_when_hot_exceeds(self, budget: float) -> Optional[int]:
        """The fewest rows at which this table's hot set exceeds `budget` bytes (None: never)."""
        return first_rows_over(self.hot_bytes_at, budget)

    def rows_when_size_exceeds(self, budget: float) -> Optional[int]:
        return first_rows_over(self.size_bytes_at, budget)

    def days_until(self, rows: Optional[int]) -> Optional[float]:
        """Days of growth until the table holds `rows` rows (0 when already there)."""
        if rows is None or not self.growth_per_day or self.rows is None:
            return None
        return max(rows - self.rows, 0) / self.growth_per_day


@dataclass(repr=False)  # never printed: no generated __repr__ to start
class ModelEstimate:
    """Every table's estimate, against one server profile."""

    server: ServerProfile
    tables: list[TableEstimate]
    total_size_bytes: int  # tables with a row count
    total_hot_bytes: int
    notes: list[str] = field(default_factory=list)
    pool_figures: object = None  # pool_figures.PoolFigures the cliff model used

    # (the list it was built from, its length, {qualified name: first table, last table},
    # bare name -> table or _AMBIGUOUS): built on the first lookup, again when `tables` is
    # replaced or changes length
    _names: Optional[tuple] = field(default=None, init=False, repr=False, compare=False)

    def table(self, name: str) -> Optional[TableEstimate]:
        """By qualified name, or by bare name when that is unambiguous."""
        low = name.lower()
        exact, bare = self._lookup()
        found = exact.get(low)
        if found is not None:
            return found[0]
        found = bare.get(low)
        return found if found is not _AMBIGUOUS else None

    def table_named(self, qualified_name: str) -> Optional[TableEstimate]:
        """By qualified name only (case-insensitive): None for a table that was not estimated.
        (A model has one table of a qualified name; of two, this is the last.)"""
        found = self._lookup()[0].get(qualified_name.lower())
        return found[1] if found is not None else None

    def _lookup(self) -> tuple[dict, dict]:
        names = self._names
        tables = self.tables
        if names is None or names[0] is not tables or names[1] != len(tables):
            exact: dict[str, list] = {}
            bare: dict[str, object] = {}
            for t in tables:
                low = t.table.lower()
                same = exact.get(low)
                if same is None:
                    exact[low] = [t, t]
                else:
                    same[1] = t
                short = low.rsplit(".", 1)[-1]
                bare[short] = _AMBIGUOUS if short in bare else t
            names = self._names = (tables, len(tables), exact, bare)
        return names[2], names[3]

    @property
    def buffer_pool_bytes(self) -> int:
        return self.server.buffer_pool_bytes

    @property
    def tables_with_rows(self) -> list[TableEstimate]:
        return [t for t in self.tables if t.rows]


# -- "at how many rows" -------------------------------------------------------------------------

def rows_at_depth(index: IndexEstimate, depth: int) -> int:
    """The fewest rows at which `index` has `depth` levels (1 = a single root leaf)."""
    assert index.shape is not None
    return index.shape.rows_at_depth(depth)


def rows_when_bytes_exceed(index: IndexEstimate, budget: float, hot: bool = False) -> Optional[int]:
    """The fewest rows at which the index (its hot set with `hot=True`) takes more than
    `budget` bytes; None when that never happens below 10^15 rows."""
    assert index.shape is not None
    shape = index.shape
    per_row = (shape.pages_per_row() if not hot else
               (shape.pages_per_row() - shape.lob_pages_per_row if index.all_leaves_hot else shape.internal_pages_per_row())
               * index.active_partitions / shape.partitions) * (index.hot_page_bytes if hot else index.page_bytes)
    return first_rows_over(index.hot_bytes_at if hot else index.size_bytes_at, budget,
                           budget / per_row if per_row > 0 else None)


def first_rows_over(func, budget: float, guess: Optional[float] = None) -> Optional[int]:
    """Smallest r (to ~0.5 %) with func(r) > budget, for a non-decreasing func; None when even
    MAX_ROWS rows stay within budget. `guess` (e.g. from a per-row slope) saves evaluations."""
    if func(0) > budget:
        return 0
    lo, hi = 0, int(min(max(guess or 1024, 1024), MAX_ROWS))
    if func(hi) > budget:
        lo = hi // 4 if func(hi // 4) <= budget else 0
    else:
        while func(hi) <= budget:
            if hi >= MAX_ROWS:
                return None
            lo, hi = hi, min(hi * 4, MAX_ROWS)
    # func(lo) <= budget < func(hi); row counts this far out are estimates, not a census
    while hi - lo > max(1, lo // 200):
        mid = (lo + hi) // 2
        if func(mid) > budget:
            hi = mid
        else:
            lo = mid
    return hi


def threshold_rows(index: IndexEstimate) -> dict[int, int]:
    assert index.shape is not None
    return threshold_rows_of(index.shape)


def threshold_rows_of(shape: TreeShape) -> dict[int, int]:
    return shape.rows_at_depths(THRESHOLD_DEPTHS)


def ceil_div(a: float, b: float) -> int:
    return math.ceil(a / b)
