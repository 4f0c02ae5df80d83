"""The estimator's shortcuts give what the plain code they stand for gives: sizes of a table's
columns in one go, several depth thresholds in one walk, TreeShape without its __init__, the
exact page capacities remembered, the insert order of an index whose leading column the caller
found, and the positional constructor calls that follow the result objects' field order."""

from __future__ import annotations

import dataclasses
import pickle
from pathlib import Path

from schemalint.replay import insert_order
from schemalint.estimate import btree, columns, memo
from schemalint.estimate.columns import _column_size, column_size, column_sizes
from schemalint.estimate.results import IndexEstimate, TableEstimate
from tests.helpers import FIXTURES, model_of
from tests.test_perf_memo import TRICKY


def _tables():
    yield from model_of(TRICKY).tables()
    for path in [FIXTURES / "example.sql", FIXTURES / "seed_tables.sql", *sorted((FIXTURES / "corpus").glob("*.sql"))]:
        yield from model_of(Path(path).read_text(encoding="utf-8")).tables()


def test_column_sizes_are_column_sizes():
    for table in _tables():
        for row_format in ("DYNAMIC", "COMPACT", "REDUNDANT"):
            for _ in range(2):  # as found, then from the memo
                def identifier(col):
                    return insert_order.column_order(col, table, None).kind in (insert_order.RANDOM, insert_order.SEQUENTIAL)

                want = [_column_size(c, None, c.data_type in ("VARCHAR", "VARBINARY") and identifier(c), row_format)
                        for c in table.columns]
                assert column_sizes(table.columns, row_format, identifier) == want


def test_record_figures_are_the_fields_figures():
    for table in _tables():
        for col in table.columns:
            size = column_size(col)
            name, avg, counts, _, longest = size.record_figures
            assert (name, avg) == (size.name, size.avg_bytes)
            assert counts % 65536 == size.length_bytes()
            assert counts // columns.NULLABLE % 65536 == size.nullable
            assert counts // columns.BIG_VARIABLE % 65536 == (size.variable and size.big)
            assert counts // columns.VARYING == (size.variable and size.avg_bytes < size.max_bytes)
            assert longest == (22 if size.lob else size.max_bytes + size.length_bytes(size.max_bytes))


def _shapes():
    for sequential in (True, False):
        for partitions in (1, 3):
            for leaf, per_leaf, node, fanout in [(1.0, 1.0, 2.0, 2.0), (15.0, 10.35, 1203.0, 830.07),
                                                 (401.0, 401.0, 1203.0, 1203.0), (3.5, 2.1, 70.0, 48.3)]:
                yield btree.TreeShape(sequential, leaf, per_leaf, node, fanout, 0.5, partitions)


def test_rows_at_depths_are_rows_at_depth():
    for shape in _shapes():
        depths = (2, 3, 4, 5, 6)
        assert shape.rows_at_depths(depths) == {d: shape.rows_at_depth(d) for d in depths}
        needs = btree.pages_needed(shape.node_capacity, shape.fanout, shape.sequential, 5)
        assert shape.rows_at_depths((1, 2, 3, 4, 5), needs) == {d: shape.rows_at_depth(d) for d in (1, 2, 3, 4, 5)}


def test_made_tree_shapes_are_tree_shapes():
    for shape in _shapes():
        made = btree.TreeShape.made(*(getattr(shape, f.name) for f in dataclasses.fields(shape)))
        assert made == shape and hash(made) == hash(shape)
        assert list(vars(made).items()) == list(vars(shape).items())
        assert pickle.dumps(made) == pickle.dumps(shape)


def _capacity_by_counting(record: float, page_size: int, reserve: int) -> int:
    """Records of `record` bytes one page takes, inserted one at a time from an empty page:
    what InnoDB checks before each insert, written out from its layout and not from btree.py.
    Usable bytes: the page less FIL header 38, page header 56 (36 + two 10-byte segment
    headers), infimum + supremum 26 (compact), FIL trailer 8 and the two fixed directory slots
    4; the directory reserves (2(n+1) + 3) // 4 bytes; the reserve counts from the third record
    (MariaDB 10.11 storage/innobase: fil0fil.h, page0page.h, btr0cur.cc)."""
    usable = page_size - (38 + 56 + 26 + 8 + 4)
    n = 0
    while usable - n * record - (2 * (n + 1) + 3) // 4 >= record + (reserve if n >= 2 else 0):
        n += 1
    return max(n, 1)  # a record larger than the page still takes one (it goes off-page first)


def test_remembered_page_capacities():
    btree._CAPACITIES.clear()
    cases = [(record, page, reserve) for record in (1.0, 13.0, 14.5, 401.0, 5200.0, 8000.0)
             for page in (4096, 16384, 65536) for reserve in (0, page // 16)]
    for _ in range(2):  # a cold memo, then a warm one keyed on every argument
        for record, page, reserve in cases:
            assert btree.page_capacity(record, page, reserve, True) == _capacity_by_counting(record, page, reserve), \
                (record, page, reserve)
    # anchors by hand: two 8,000-byte records fill a 16 KiB page (16,252 usable − 2 × 8,000 − 2
    # bytes of directory leave 250 < 8,000); 401-byte records: 40 (the 41st would find 191 bytes),
    # 37 with the 1,024-byte reserve (the 38th would find 1,396 < 401 + 1,024).
    assert btree.page_capacity(8000.0, 16384, 0, True) == 2
    assert (btree.page_capacity(401.0, 16384, 0, True), btree.page_capacity(401.0, 16384, 1024, True)) == (40, 37)
    # the reserve counts from the third record (btr_cur_optimistic_insert: n_recs >= 2): a page
    # holding two 5,200-byte records has 5,850 bytes left, enough for a third only without it
    assert (btree.page_capacity(5200.0, 16384, 0, True), btree.page_capacity(5200.0, 16384, 1024, True)) == (3, 2)


def test_index_order_of_a_found_leading_column():
    for table in _tables():
        for index in table.indexes:
            lead = index.parts[0] if index.parts else None
            col = table.column(lead.column) if lead is not None and not lead.expression else None
            want = insert_order.index_order(table, index, None)
            assert memo.index_order(table, index, None, lead_column=col) == want


def test_positional_constructors_follow_the_field_order():
    # estimator._estimate, _secondaries and estimate_table pass these positionally
    assert [f.name for f in dataclasses.fields(IndexEstimate)] == [
        "name", "primary", "unique", "columns", "insert_order", "insert_order_reason", "fill_factor", "record_bytes",
        "max_record_bytes", "records_per_leaf", "node_pointer_bytes", "fanout", "leaf_pages", "internal_pages",
        "depth", "size_bytes", "hot_bytes", "rows_at_next_depth", "clustered", "leaf_capacity", "node_capacity",
        "lob_pages", "off_page_columns", "hot_rule", "all_leaves_hot", "depth_thresholds", "shape", "page_bytes",
        "hot_page_bytes", "active_partitions", "size_source", "span",
    ]
    assert [f.name for f in dataclasses.fields(TableEstimate)][:14] == [
        "table", "rows", "rows_source", "growth_per_day", "size_bytes", "hot_bytes", "fit", "indexes", "notes",
        "row_format", "partitions", "pool_share_bytes", "bytes_per_row", "span",
    ]
    assert [f.name for f in dataclasses.fields(btree.TreeShape)] == [
        "sequential", "leaf_capacity", "records_per_leaf", "node_capacity", "fanout", "lob_pages_per_row", "partitions",
    ]
