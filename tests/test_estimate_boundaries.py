"""The estimator's arithmetic at its boundaries, each figure derived outside schemalint.

Sources: MariaDB 10.11's InnoDB source (storage/innobase: fil0fil.h FIL_PAGE_DATA = 38 and
FIL_PAGE_DATA_END = 8; page0page.h PAGE_DATA = 38 + 36 + 2 × 10, infimum + supremum 13 + 13 in
a compact page; btr0cur.cc BTR_BLOB_HDR_SIZE = 8 and the BLOB part length `page size −
FIL_PAGE_DATA − BTR_BLOB_HDR_SIZE − FIL_PAGE_DATA_END`; rem0rec.h COMPRESSED_REC_MAX_DATA_SIZE = 16384;
page_get_free_space_of_empty() / 2: a record that long or longer moves fields off-page), the MariaDB
Knowledge Base "InnoDB DYNAMIC Row Format" (a record over half a page moves its longest
variable columns off-page, leaving a 20-byte pointer; on 64 KiB pages the limit is 16 KiB)
and the ground-truth bench (benchmarks/innodb_truth/results.json, MariaDB 10.11.19).
"""

from __future__ import annotations

import pytest

from schemalint.config import ServerProfile, TableHints
from schemalint.estimate import estimate_table
from schemalint.estimate import btree, records
from tests.helpers import table_of

FIL_HEADER, FIL_TRAILER, PAGE_HEADER, INFIMUM_SUPREMUM, TWO_SLOTS, BLOB_HEADER = 38, 8, 56, 26, 4, 8


def test_page_overhead_constants_from_the_page_layout():
    assert btree.PAGE_OVERHEAD == FIL_HEADER + PAGE_HEADER + INFIMUM_SUPREMUM + FIL_TRAILER + TWO_SLOTS == 132
    assert btree.PAGE_FIXED_OVERHEAD == btree.PAGE_OVERHEAD - TWO_SLOTS
    assert btree.free_space_of_empty_page(16384) == 16252
    assert btree.BLOB_PAGE_OVERHEAD == FIL_HEADER + BLOB_HEADER + FIL_TRAILER
    assert [btree.space_reserve(p) for p in (4096, 16384, 65536)] == [256, 1024, 4096]  # 1/16 of the page


@pytest.mark.parametrize("page, payload", [(4096, 4042), (16384, 16330), (65536, 65482)])
def test_one_off_page_value_takes_whole_blob_pages(page, payload):
    assert btree.blob_pages(0, page) == 0
    assert btree.blob_pages(1, page) == 1
    assert btree.blob_pages(payload, page) == 1
    assert btree.blob_pages(payload + 1, page) == 2
    assert btree.blob_pages(3 * payload + 1, page) == 4


# The longest record kept in the page: one byte under half the free space of an empty page,
# or under COMPRESSED_REC_MAX_DATA_SIZE (page_zip_rec_needs_ext: rec_size >= either moves
# fields off-page): 1,981 bytes at 4 KiB, 8,125 at 16 KiB, 16,383 at 64 KiB (not 32,701), as
# MariaDB 10.11 stored a (id INT, b TEXT) row of each length (1,982 / 8,126 / 16,384 went
# off-page, leaving a 44-byte record).
@pytest.mark.parametrize("page, limit", [(4096, 1981), (16384, 8125), (65536, 16383)])
def test_a_record_moves_off_page_one_byte_past_the_limit(page, limit):
    assert records.off_page_threshold(page) == limit + 1
    table = table_of("CREATE TABLE t (id INT NOT NULL PRIMARY KEY, b TEXT NOT NULL) ROW_FORMAT=DYNAMIC")
    # the clustered record: 5-byte header + 2 length bytes + id 4 + DB_TRX_ID 6 + DB_ROLL_PTR 7 + b
    fits = limit - (5 + 2 + 4 + 6 + 7)

    def primary(length: int):
        hints = TableHints(rows=1000, avg_lengths={"b": float(length)})
        return estimate_table(table, 1000, ServerProfile(page_size=page), hints).index("PRIMARY")

    inline, moved = primary(fits), primary(fits + 1)
    assert (inline.record_bytes, inline.off_page_columns, inline.lob_pages) == (limit, [], 0)
    # off-page: the value leaves a 20-byte pointer (and its 2-byte length) in a 44-byte record,
    # and takes a BLOB page of its own per row
    assert (moved.record_bytes, moved.off_page_columns, moved.lob_pages) == (5 + 2 + 4 + 6 + 7 + 20, ["b"], 1000)


def test_pages_per_row_counts_the_blob_pages():
    table = table_of("CREATE TABLE t (id INT NOT NULL PRIMARY KEY, b LONGBLOB NOT NULL) ROW_FORMAT=DYNAMIC")
    hints = TableHints(rows=100_000, avg_lengths={"b": 20_000.0})  # 20,000 bytes: 2 BLOB pages of 16,330
    primary = estimate_table(table, 100_000, ServerProfile(page_size=16384), hints).index("PRIMARY")
    assert primary.lob_pages == 200_000
    shape = primary.shape
    in_tree = 1 / shape.records_per_leaf * (1 + 1 / (shape.fanout - 1))
    assert primary.shape.pages_per_row() == pytest.approx(2 + in_tree, rel=1e-12)
    assert 2 < primary.shape.pages_per_row() < 2.01


def test_the_append_only_hot_set_is_the_internal_pages_and_four_right_edge_leaves():
    """int_pk_sequential at 1,000,000 rows as MariaDB 10.11 built it (the truth bench): 1,743
    leaves, 2 + 1 internal pages. Appended keys touch only the right edge: 3 + 4 pages hot."""
    table = table_of("CREATE TABLE int_pk_sequential (\n  id INT UNSIGNED NOT NULL PRIMARY KEY,\n"
                     "  v INT NOT NULL\n) ENGINE=InnoDB ROW_FORMAT=DYNAMIC")
    hints = TableHints(rows=1_000_000, insert_order={"primary": "sequential"})
    primary = estimate_table(table, 1_000_000, ServerProfile(page_size=16384), hints).index("PRIMARY")
    assert (primary.leaf_pages, primary.internal_pages, primary.depth) == (1743, 3, 3)
    assert btree.RIGHT_EDGE_LEAVES == 4
    assert (primary.all_leaves_hot, primary.hot_bytes) == (False, (3 + 4) * 16384)
    # a tree of fewer leaves than the edge keeps them all, and its root: 1,000 rows of 574 per
    # leaf, the first leaf cut in half by the root split (287 + 574 + 139)
    small = estimate_table(table, 1000, ServerProfile(page_size=16384),
                           TableHints(rows=1000, insert_order={"primary": "sequential"})).index("PRIMARY")
    assert (small.leaf_pages, small.internal_pages, small.hot_bytes) == (3, 1, (1 + 3) * 16384)
    # random inserts touch every leaf
    scattered = estimate_table(table, 1_000_000, ServerProfile(page_size=16384),
                               TableHints(rows=1_000_000, insert_order={"primary": "random"})).index("PRIMARY")
    assert scattered.all_leaves_hot
    assert scattered.hot_bytes == (scattered.leaf_pages + scattered.internal_pages) * 16384


def test_64_kib_pages_hold_four_times_the_records_of_16_kib_ones_less_the_overhead():
    """26-byte clustered records (int_pk_sequential), sequential: a leaf takes n records while
    26n + (2n + 5) // 4 <= page − 132 − 26 − page / 16: 574 at 16 KiB (the bench measured
    573.72 per leaf over 1,743 leaves, the first one half full), 2,313 at 64 KiB."""
    table = table_of("CREATE TABLE t (id INT UNSIGNED NOT NULL PRIMARY KEY, v INT NOT NULL) ROW_FORMAT=DYNAMIC")
    for page, per_leaf, leaves in ((16384, 574, 1743), (65536, 2313, 433)):
        hints = TableHints(rows=1_000_000, insert_order={"primary": "sequential"})
        primary = estimate_table(table, 1_000_000, ServerProfile(page_size=page), hints).index("PRIMARY")
        assert primary.page_bytes == page
        assert (primary.leaf_capacity, primary.leaf_pages) == (per_leaf, leaves)
