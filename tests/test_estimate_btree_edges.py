"""estimate/btree.py at its edges: a page's last record, the root split, partitions, narrow
fanouts and the linear pages-per-row figures. Each expected figure is derived in the test from
InnoDB's page layout (MariaDB 10.11 storage/innobase: page0page.h, a page of 16,384 bytes
leaves 16,252 to records and their directory; btr0cur.cc btr_cur_optimistic_insert: a record
goes in while the page keeps `rec + reserve` free after its directory slots) or from the tree's
own definition, and anchored on the truth bench where it measured the same thing
(benchmarks/innodb_truth/results.json, MariaDB 10.11.19).
"""

from __future__ import annotations

import pytest

from schemalint.estimate import btree
from schemalint.estimate.btree import TreeShape


def shape(sequential=False, leaf_capacity=30.0, records_per_leaf=20.7, node_capacity=100.0, fanout=69.0,
          lob=0.0, partitions=1) -> TreeShape:
    return TreeShape(sequential, leaf_capacity, records_per_leaf, node_capacity, fanout, lob, partitions)


def test_a_page_without_reserve_takes_its_last_record_to_the_byte():
    """119-byte records: with 135 in the page, 16,252 − 135 × 119 − (2 × 136 + 3) // 4 = 119
    bytes are left, exactly one more record: 136 records. One byte of reserve leaves 135."""
    assert btree.page_capacity(119, 16384) == 136
    assert btree.page_capacity(119, 16384, 1) == 135
    assert btree.page_capacity(119, 16384, 0, True) == 136


def test_records_of_varying_size_average_half_a_record_under_the_continuous_bound():
    """n·rec + (2n + 5)/4 + rec + reserve ≤ 16,252 gives n = (16,252 − rec − reserve − 1.25) /
    (rec + 0.5) records that may take one more; varying records average half a record less than
    that bound + 1. 79-byte records (seq_int_dt's clustered leaf) with the 1,024-byte reserve:
    (16,252 − 79 − 1,024 − 1.25) / 79.5 + 0.5 = 191.04 (the bench: 190.9 rows per leaf at 10^6)."""
    assert btree.page_capacity(79, 16384, 1024, exact=False) == pytest.approx((16252 - 79 - 1024 - 1.25) / 79.5 + 0.5,
                                                                              rel=1e-12)
    assert btree.page_capacity(79, 16384, 1024, exact=False) == pytest.approx(191.038, abs=1e-3)
    # 8,000-byte records: 1.53 a page; 12,000 bytes: never less than the one record a page holds
    assert btree.page_capacity(8000, 16384, 0, exact=False) == pytest.approx((16252 - 8000 - 1.25) / 8000.5 + 0.5,
                                                                              rel=1e-12)
    assert btree.page_capacity(12000, 16384, 0, exact=False) == 1.0


def test_a_tree_that_fits_one_page_is_its_root_leaf():
    # the bench's depth self-check: a 10-row table's root has PAGE_LEVEL 0 (one page, depth 1)
    tree = shape()
    assert tree.tree_levels(10) == [1]
    assert tree.tree_levels(30) == [1]


def test_the_root_split_of_a_random_tree_makes_two_leaves():
    # the root fills completely (30 records), then splits in two: 31 rows are 2 leaves + a root,
    # although 31 / 20.7 is under 2 average leaves
    tree = shape()
    assert tree.tree_levels(31) == [2, 1]
    assert tree.tree_levels(63) == [4, 1]  # ceil(63 / 20.7)


def test_the_depth_is_capped():
    # a fanout under 1.5 would take dozens of levels for 10^9 rows: MAX_DEPTH levels below the root
    tree = shape(leaf_capacity=2.0, records_per_leaf=1.38, node_capacity=2.0, fanout=1.38)
    assert len(tree.tree_levels(10**9)) == btree.MAX_DEPTH + 1
    assert tree.tree_levels(10**9)[-1] == 1


def test_rows_spread_over_partitions():
    tree = shape(partitions=4)
    assert [tree.rows_per_tree(n) for n in (0, 1, 4, 5)] == [0, 1, 1, 2]
    # one partition's tree needs a second level at 31 rows: 4 partitions at 4 × 30 + 1
    assert tree.rows_at_depth(2) == 121
    assert tree.rows_at_depths((2,)) == {2: 121}
    two = shape(partitions=2)
    assert two.rows_at_depth(2) == 61 and two.rows_at_depths((2, 3))[2] == 61
    assert two.rows_at_depth(3) == (two.tree_rows_at_depth(3) - 1) * 2 + 1
    assert shape().rows_at_depth(2) == 31 and shape().rows_at_depth(1) == 0


def test_depth_thresholds_never_fall_below_the_first_split():
    """A thinly filled leaf level (40 of 100 records a leaf) under a root of 2 node pointers:
    2 × 40 + 1 = 81 rows would need 3 leaves, but the tree only has a second level from 101
    rows on (the root leaf holds 100): depth 3 comes no earlier than depth 2."""
    thin = shape(leaf_capacity=100.0, records_per_leaf=40.0, node_capacity=2.0, fanout=1.38)
    assert thin.tree_rows_at_depth(2) == 101
    assert thin.tree_rows_at_depth(3) == 101
    assert thin.rows_at_depths((2, 3)) == {2: 101, 3: 101}


def test_pages_per_row_counts_internal_pages_as_a_geometric_series():
    """Leaves L = rows / r; internal pages L/f + L/f² + … = L / (f − 1). r = 574 (int_pk_sequential:
    574 records a leaf, the bench's 1,743 leaves for 10^6 rows), fanout 1,000: 1/574 × (1 + 1/999)."""
    wide = shape(sequential=True, leaf_capacity=574.0, records_per_leaf=574.0, node_capacity=1000.0, fanout=1000.0)
    assert wide.internal_pages_per_row() == pytest.approx(1 / 574 / 999, rel=1e-12)
    assert wide.pages_per_row() == pytest.approx(1 / 574 * (1 + 1 / 999), rel=1e-12)
    # a narrow fanout (huge node pointers, 2 a page, 1.5 on average): twice the leaves above them
    narrow = shape(records_per_leaf=10.0, fanout=1.5)
    assert narrow.internal_pages_per_row() == pytest.approx(0.1 / 0.5, rel=1e-12)
    assert narrow.pages_per_row() == pytest.approx(0.1 + 0.2, rel=1e-12)
    # no fanout to speak of: as many internal pages as leaves (the series' guard)
    flat = shape(records_per_leaf=10.0, fanout=1.0, lob=2.0)
    assert flat.internal_pages_per_row() == pytest.approx(0.1, rel=1e-12)
    assert flat.pages_per_row() == pytest.approx(0.1 + 0.1 + 2.0, rel=1e-12)
