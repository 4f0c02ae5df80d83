"""B+tree page arithmetic: records per page, pages per level, depth, and the row counts
where the depth grows. Independent of tables and columns: it sees record sizes only.

What MariaDB 10.11 does, and what the ground-truth bench measured (benchmarks/innodb_truth):

- A page of `page_size` bytes gives records `page_size - 132` bytes (FIL header 38, page
  header 56, infimum + supremum 26, FIL trailer 8, the two fixed directory slots 4); each
  further directory slot (2 bytes) serves 4-8 records, and InnoDB reserves them as
  (2n + 3) / 4 bytes for n records.
- Sequential inserts split a full page at the insert point: every page is left full except the
  first page of each level (the root split cut it in half). A *clustered* leaf page stops taking
  sequential inserts while less than 1/16 of the page (1,024 bytes at 16 KiB) + the record
  would remain free (`dict_index_get_space_reserve`), so clustered leaves end ~15/16 full,
  secondary leaves and node-pointer pages ~100 %.
- Random inserts split full pages in the middle: pages settle at ln 2 ≈ 0.69 of their
  capacity (Yao's classic result; the bench measured 0.65-0.80 on leaves, wave-like with
  the tree's size). The root page itself always fills completely before it splits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

PAGE_OVERHEAD = 132  # bytes of a page records can never use (incl. the 2 fixed directory slots)
PAGE_FIXED_OVERHEAD = 128  # the same without the directory: FIL hdr + page hdr + infimum/supremum + trailer
RANDOM_FILL = 0.69  # ln 2, and what the bench measured on randomly inserted leaves (0.65-0.80)
RIGHT_EDGE_LEAVES = 4  # leaf pages an append-only index keeps hot at its right edge
BLOB_PAGE_OVERHEAD = 38 + 8 + 8  # FIL header + BLOB part header + FIL trailer
MAX_DEPTH = 12  # no real tree gets near this; guards the loops


def free_space_of_empty_page(page_size: int) -> int:
    return page_size - PAGE_OVERHEAD


def space_reserve(page_size: int) -> int:
    """Bytes a clustered leaf keeps free on sequential inserts: 1/16 of the page."""
    return page_size // 16


def page_capacity(record_bytes: float, page_size: int, reserve: int = 0, exact: bool = True) -> float:
    """How many records of `record_bytes` one page takes before it must split.

    InnoDB inserts a record into a page holding n records while
        n·rec + (2(n+1) + 3) // 4  +  rec + reserve  <=  page_size - 132
    (the reserve applies from the third record on). `exact` (fixed-size records) gives that
    integer; records of varying size average half a record less than the continuous bound.
    """
    free = free_space_of_empty_page(page_size)
    rec = max(record_bytes, 1.0)
    if not exact:
        cont = (free - rec - reserve - 1.25) / (rec + 0.5) + 0.5
        return max(cont, 1.0)
    key = (rec, free, reserve)
    found = _CAPACITIES.get(key)
    if found is not None:
        return found

    def fits(n: int) -> bool:  # may a page holding n records take one more?
        res = reserve if n >= 2 else 0
        return free - n * rec - (2 * (n + 1) + 3) // 4 >= rec + res

    # the capacity C is the first count that may not take one more: fits(C-1), not fits(C)
    n = max(int((free - rec - reserve - 1.25) / (rec + 0.5)) + 1, 1)
    while n > 1 and not fits(n - 1):
        n -= 1
    while fits(n):
        n += 1
    if len(_CAPACITIES) >= 4096:
        _CAPACITIES.clear()
    found = _CAPACITIES[key] = float(n)
    return found


# page_capacity's exact answers (a search, for the few record sizes tables share: node pointers)
_CAPACITIES: dict[tuple, float] = {}


@dataclass(frozen=True, repr=False)  # never printed: no generated __repr__ to start
class TreeShape:
    """Everything about one index's B+tree that does not depend on the row count."""

    sequential: bool  # keys arrive in order (right-edge appends)
    leaf_capacity: float  # records a leaf page takes before it splits (the leaf root too)
    records_per_leaf: float  # average records per leaf page at steady state
    node_capacity: float  # node pointers a non-leaf page takes before it splits (the root too)
    fanout: float  # average node pointers per non-leaf page
    lob_pages_per_row: float = 0.0  # BLOB pages per row (clustered index only)
    partitions: int = 1  # identical trees the rows are spread over

    @classmethod
    def made(cls, sequential: bool, leaf_capacity: float, records_per_leaf: float, node_capacity: float,
             fanout: float, lob_pages_per_row: float, partitions: int) -> "TreeShape":
        """TreeShape(...) as __init__ makes it, without its setattr call per field (frozen): one
        shape a table."""
        shape = object.__new__(cls)
        shape.__dict__.update(sequential=sequential, leaf_capacity=leaf_capacity, records_per_leaf=records_per_leaf,
                              node_capacity=node_capacity, fanout=fanout, lob_pages_per_row=lob_pages_per_row,
                              partitions=partitions)
        return shape

    # -- one tree ------------------------------------------------------------------------------
    def _pages_for(self, n: float, per_page: float) -> int:
        """Pages a level needs to hold n records (n larger than one page holds)."""
        if self.sequential:
            # the first page of the level keeps the half the root split left in it
            return 1 + max(math.ceil((n - per_page / 2) / per_page), 1)
        return max(math.ceil(n / per_page), 2)

    def _min_records_for_pages_over(self, m: int, per_page: float) -> int:
        """The fewest records that make `_pages_for` exceed m pages."""
        if self.sequential:
            return math.floor(per_page / 2 + (m - 1) * per_page) + 1
        return math.floor(m * per_page) + 1

    def tree_levels(self, rows: int) -> list[int]:
        """Pages per level of one tree holding `rows` records, leaf level first, root last."""
        if rows <= self.leaf_capacity:
            return [1]
        levels = [self._pages_for(rows, self.records_per_leaf)]
        while levels[-1] > self.node_capacity and len(levels) < MAX_DEPTH:
            levels.append(self._pages_for(levels[-1], self.fanout))
        levels.append(1)
        return levels

    def tree_rows_at_depth(self, depth: int) -> int:
        """The fewest rows for which one tree has at least `depth` levels."""
        if depth <= 1:
            return 0
        if depth == 2:
            return math.floor(self.leaf_capacity) + 1
        # depth >= 3: level (depth - 3) above the leaves must need more than one root page
        need = math.floor(self.node_capacity)  # pages at that level must exceed this
        for _ in range(depth - 3):
            need = self._min_records_for_pages_over(need, self.fanout) - 1
        return max(self._min_records_for_pages_over(need, self.records_per_leaf),
                   math.floor(self.leaf_capacity) + 1)

    # -- all partitions ------------------------------------------------------------------------
    def rows_per_tree(self, rows: int) -> int:
        return math.ceil(rows / self.partitions) if rows > 0 else 0

    def depth(self, rows: int) -> int:
        return len(self.tree_levels(self.rows_per_tree(rows)))

    def rows_at_depth(self, depth: int) -> int:
        """The fewest rows (all partitions, spread evenly) at which the index has `depth` levels."""
        per_tree = self.tree_rows_at_depth(depth)
        if self.partitions == 1:
            return per_tree
        return (per_tree - 1) * self.partitions + 1 if per_tree > 0 else 0

    def rows_at_depths(self, depths: tuple[int, ...], needs: Optional[list[int]] = None) -> dict[int, int]:
        """{depth: rows_at_depth(depth)} for `depths`, 2, 3, … in steps of one, walking up the
        levels once (every table's template asks for four depths). `needs`: what
        pages_needed(…, depths[-1]) gives for this shape's node capacity and fanout."""
        if needs is None:
            needs = pages_needed(self.node_capacity, self.fanout, self.sequential, depths[-1])
        first = math.floor(self.leaf_capacity) + 1  # tree_rows_at_depth(2)
        parts, per_leaf, floor = self.partitions, self.records_per_leaf, math.floor
        found: dict[int, int] = {}
        for depth in depths:
            if depth <= 2:
                per_tree = 0 if depth <= 1 else first
            else:  # _min_records_for_pages_over(need, records_per_leaf)
                need = needs[depth - 3]
                over = floor(per_leaf / 2 + (need - 1) * per_leaf) + 1 if self.sequential else floor(need * per_leaf) + 1
                per_tree = over if over > first else first
            found[depth] = per_tree if parts == 1 else ((per_tree - 1) * parts + 1 if per_tree > 0 else 0)
        return found

    def lob_pages(self, rows: int) -> int:
        return math.ceil(rows * self.lob_pages_per_row)

    # -- linear approximations, for "at how many rows does it reach N bytes" -------------------
    def pages_per_row(self) -> float:
        """Leaf + internal + BLOB pages per row, for large row counts."""
        leaf = 1.0 / self.records_per_leaf
        internal = leaf / (self.fanout - 1) if self.fanout > 1 else leaf
        return leaf + internal + self.lob_pages_per_row

    def internal_pages_per_row(self) -> float:
        leaf = 1.0 / self.records_per_leaf
        return leaf / (self.fanout - 1) if self.fanout > 1 else leaf


def pages_needed(node_capacity: float, fanout: float, sequential: bool, depth: int) -> list[int]:
    """For depths 3 … `depth`: the pages the level below the root's must exceed for one tree to
    have that depth (tree_rows_at_depth's `need`); only the node pointers' figures count."""
    need = math.floor(node_capacity)
    needs = [need]
    for _ in range(depth - 3):  # need = _min_records_for_pages_over(need, fanout) - 1
        need = math.floor(fanout / 2 + (need - 1) * fanout) if sequential else math.floor(need * fanout)
        needs.append(need)
    return needs


def blob_pages(value_bytes: float, page_size: int) -> int:
    """Pages one off-page value occupies: BLOB pages are never shared between values."""
    payload = page_size - BLOB_PAGE_OVERHEAD
    return max(math.ceil(value_bytes / payload), 1) if value_bytes > 0 else 0

