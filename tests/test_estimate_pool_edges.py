"""estimate/buffer_pool.py term by term: the cached pages and the reads of each kind of page
stream in closed form, at the edges (an empty pool, a pool that holds everything, a tiny change
buffer), and the solver's answers on functions whose roots are known.

The closed forms are the module's model, written out here independently: Che's approximation
(a page touched k times in the characteristic time is cached with probability 1 − e^(−k) in an
LRU list, k / (1 + k) where pages stay a fixed time); a randomly inserted leaf level holds
pages filled between half and all of their capacity with density 1/x² (A. C. Yao, "On random
2-3 trees", 1978), four equally numerous groups at u = 1/x = 1.125 … 1.875 taking inserts in
proportion x / ln 2; a change-buffered leaf is read only for a merge of `merged` inserts and is
cached (e^x − 1) / (e^x + merged) of the time. Their agreement with MariaDB is
tests/test_cliff_truth.py.
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from schemalint.config import ServerProfile, TableHints
from schemalint.estimate import estimate_table
from schemalint.estimate import buffer_pool as bp
from schemalint.estimate.buffer_pool import PageStream
from tests.helpers import table_of

RATES = [(1 / u) / math.log(2) for u in (1.125, 1.375, 1.625, 1.875)]


def leaf_miss(k: float, fifo: bool = False) -> float:
    return sum(m * (1 / (1 + m * k) if fifo else math.exp(-m * k)) for m in RATES) / 4


def leaf_cached(k: float, fifo: bool = False) -> float:
    return sum((m * k / (1 + m * k)) if fifo else -math.expm1(-m * k) for m in RATES) / 4


def cached(k: float, fifo: bool = False) -> float:
    return k / (1 + k) if fifo else -math.expm1(-k)


def buffered_leaf(k: float, merged: float, fifo: bool = False) -> tuple[float, float]:
    """(reads per touch, cached share) of a change-buffered leaf level."""
    stays = [(1 + m * k) if fifo else math.exp(m * k) for m in RATES]
    return (sum(m / (stay + merged) for m, stay in zip(RATES, stays)) / 4,
            sum((stay - 1) / (stay + merged) for stay in stays) / 4)


A, F, W = 0.02, 1.5, 0.5  # leaf pages per row, a narrow fanout (levels a, a/f, a/f² all count), weight
LEVELS = (A, A / F, A / F ** 2)


@pytest.mark.parametrize("fifo", [False, True])
@pytest.mark.parametrize("tau", [1e-9, 0.01, 1.5, 3.0])  # W·τ past 1: every new BLOB page of the last T rows
def test_cached_pages_of_a_random_index(fifo, tau):
    s = PageStream(True, A, F, W, blob_per_row=0.3, fifo=fifo)
    above = A / (F ** 2 * (F - 1))  # the levels above the third: L/f³ + L/f⁴ + … always cached
    expected = (A * leaf_cached(W * tau / A, fifo) + sum(a * cached(W * tau / a, fifo) for a in LEVELS[1:])
                + 0.3 * min(W * tau, 1.0) + above)
    assert bp.pages_per_row_at_tau([s], tau) == pytest.approx(expected, rel=1e-9)


@pytest.mark.parametrize("fifo", [False, True])
@pytest.mark.parametrize("tau", [0.01, 1.5])
def test_cached_pages_of_a_change_buffered_index(fifo, tau):
    s = PageStream(True, A, F, W, blob_per_row=0.3, buffer_entry_bytes=50.0, buffer_cap=8.0, fifo=fifo)
    k = W * tau / A
    expected = (A * buffered_leaf(k, 8.0, fifo)[1] + sum(a * cached(W * tau / a, fifo) for a in LEVELS[1:])
                + 0.3 * min(W * tau, 1.0) + A / (F ** 2 * (F - 1)))
    assert bp.pages_per_row_at_tau([s], tau) == pytest.approx(expected, rel=1e-9)


@pytest.mark.parametrize("tau", [0.5, 3.0])
def test_cached_pages_of_an_append_only_index(tau):
    # the pages written in the last T inserts, and the internal pages above the right edge
    s = PageStream(False, 0.04, F, W)
    assert bp.pages_per_row_at_tau([s], tau) == pytest.approx(0.04 * min(W * tau, 1.0) + 0.04 / (F - 1), rel=1e-12)
    flat = PageStream(False, 0.04, 1.0, W)  # no fanout: no internal pages counted
    assert bp.pages_per_row_at_tau([flat], tau) == pytest.approx(0.04 * min(W * tau, 1.0), rel=1e-12)
    assert bp.pages_per_row_at_tau([PageStream(True, A, 1.0, W)], tau) == pytest.approx(
        A * leaf_cached(W * tau / A), rel=1e-12)


@pytest.mark.parametrize("fifo", [False, True])
def test_reads_of_a_change_buffered_index(fifo):
    s = PageStream(True, A, F, W, buffer_entry_bytes=50.0, buffer_cap=8.0, fifo=fifo)
    tau, per_row, misses = 0.02, 3.0, 0.4
    merged = min(per_row * W / (misses * A), 8.0)  # 3 × 0.5 / (0.4 × 0.02) = 187.5: the cap, 8
    k = W * tau / A
    internal = sum(W * (1 / (1 + W * tau / a) if fifo else math.exp(-W * tau / a)) for a in LEVELS[1:])
    assert bp.reads_at_tau([s], tau, per_row, misses) == pytest.approx(W * buffered_leaf(k, merged, fifo)[0] + internal,
                                                                        rel=1e-12)
    # a smaller change buffer: 0.01 bytes a row merge 0.625 inserts a read
    small = 0.01 * W / (misses * A)
    assert small == pytest.approx(0.625)
    assert bp.reads_at_tau([s], tau, 0.01, misses) == pytest.approx(W * buffered_leaf(k, small, fifo)[0] + internal,
                                                                     rel=1e-12)
    # no change buffer: the plain misses
    assert bp.reads_at_tau([s], tau) == pytest.approx(W * leaf_miss(k, fifo) + internal, rel=1e-12)


def test_inserts_merged_per_read():
    s = PageStream(True, A, F, W, buffer_entry_bytes=50.0, buffer_cap=8.0)
    other = PageStream(True, 0.01, 300, 1.0, buffer_entry_bytes=30.0, buffer_cap=20.0)
    tau = 0.02
    # the stream's share of the buffer (by missed inserts × entry bytes) over its uncached leaves
    misses = W * leaf_miss(W * tau / A) * 50.0 + 1.0 * leaf_miss(tau / 0.01) * 30.0
    assert bp.merged_per_read(s, tau, 0.01, None, [s, other]) == pytest.approx(0.01 * W / (misses * A), rel=1e-12)
    assert bp.merged_per_read(s, tau, 0.01, 0.8, [s, other]) == pytest.approx(0.01 * W / (0.8 * A), rel=1e-12)
    assert bp.merged_per_read(s, tau, 0.01, 0.0, [s, other]) == 8.0  # nothing missed: a full leaf's worth
    assert bp.merged_per_read(s, tau, 100.0, 0.8, [s, other]) == 8.0  # at most 1/8 of the leaf


def test_an_empty_pool_reads_every_touched_page():
    s = PageStream(True, A, F, W)
    every = W * leaf_miss(0.0) + 2 * W  # the leaf level and both levels above it miss
    assert bp.reads_per_insert([s], 1000, 0.0) == pytest.approx(every, rel=1e-12)
    assert bp.reads_per_insert([s], 1, 0.0) == pytest.approx(every, rel=1e-12)
    assert bp.reads_per_insert([s], 0, 0.0) == 0.0
    # one pool page for 100 rows (2 leaves, 3.3 pages in all) caches a little
    assert 0.5 * every < bp.reads_per_insert([s], 100, 1.0) < every
    # a change buffer of 0.5 bytes a row with nothing cached: each read merges 0.5 / (0.5 × every
    # leaf miss × 50 bytes) × 0.5 / 0.02 inserts
    b = PageStream(True, A, F, W, buffer_entry_bytes=50.0, buffer_cap=8.0)
    merged = 0.5 * W / (W * leaf_miss(0.0) * 50.0 * A)
    expected = W * buffered_leaf(0.0, merged)[0] + 2 * W
    assert bp.reads_per_insert([b], 1000, 0.0, buffer_bytes=500.0) == pytest.approx(expected, rel=1e-12)
    assert bp.reads_per_insert([b], 1000, 0.0) == pytest.approx(every, rel=1e-12)  # no change buffer


def test_a_pool_that_holds_every_page_reads_nothing():
    s = PageStream(True, A, F, W, fifo=True)  # FIFO misses 1/(1 + k): never exactly 0 short of it
    holds = bp.pages_per_row_at_tau([s], bp._MAX_TAU)
    assert bp.reads_per_insert([s], 1, holds) == 0.0
    assert bp.reads_per_insert([s], 1, holds * 0.5) > 0.0


def test_each_index_reads_its_share():
    """The reads of the table are the sum of each index's, all sharing one pool."""
    for streams in ([PageStream(True, 0.02, 50), PageStream(True, 0.01, 300), PageStream(True, 0.005, 300)],
                    [PageStream(True, 0.02, 50, buffer_entry_bytes=40.0, buffer_cap=8.0),
                     PageStream(True, 0.01, 300, buffer_entry_bytes=30.0, buffer_cap=20.0),
                     PageStream(False, 0.01, 300)]):
        rows, pages = 200_000, 1500.0
        total = bp.reads_per_insert(streams, rows, pages, None, 50_000.0)
        parts = [bp.reads_per_insert(streams, rows, pages, s, 50_000.0) for s in streams]
        assert 0.1 < total < 3
        assert sum(parts) == pytest.approx(total, rel=1e-9)
        assert len(set(parts)) == 3


def test_the_cliff_of_one_index_among_others():
    streams = [PageStream(True, 0.02, 50, buffer_entry_bytes=40.0, buffer_cap=8.0), PageStream(True, 0.01, 300)]
    pages = 1000.0
    own = bp.cliff_rows(streams, pages, streams[1], 0.0)
    assert own == {str(level): bp.rows_at_reads(streams, level, pages, streams[1]) for level in bp.LEVELS}
    assert own != bp.cliff_rows(streams, pages)
    assert bp.cliff_rows(streams, pages) == bp.cliff_rows(streams, pages, None, 0.0)  # no change buffer by default
    single = [PageStream(True, 1 / 40, 300, buffer_entry_bytes=40.0, buffer_cap=8.0)]
    assert bp.cliff_rows(single, pages) == bp.cliff_rows(single, pages, None, 0.0)
    buffered = bp.cliff_rows(streams, pages, None, 5_000_000.0)
    assert buffered == {str(level): bp.rows_at_reads(streams, level, pages, None, 5_000_000.0) for level in bp.LEVELS}
    assert buffered != bp.cliff_rows(streams, pages)


def test_a_random_leaf_level_alone_reaches_each_level_at_its_x():
    for level in (0.1, 0.5, 0.9):
        x = bp._leaf_x(level)
        assert leaf_miss(x) == pytest.approx(level, rel=1e-6)
    assert 2.2 < bp._leaf_x(0.1) < 2.4  # about ln 10: leaves that fill unevenly miss a little more


@pytest.mark.parametrize("increasing, func, target, root", [
    (True, lambda t: t, 3.0, 3.0),
    (True, lambda t: t / (1 + t), 0.75, 3.0),
    (False, lambda t: 1 / t, 0.25, 4.0),
    (False, lambda t: math.exp(-t), 0.1, math.log(10)),
    (True, lambda t: math.log(t), math.log(7e-6), 7e-6),
])
def test_the_solver_finds_known_roots(increasing, func, target, root):
    for guess in (1e-8, 1.0, root, 1e8):
        assert bp._solve_tau(func, target, increasing, guess) == pytest.approx(root, rel=1e-6)


def test_the_solver_stops_at_its_range():
    assert bp._solve_tau(lambda t: 0.0, 1.0, True, 1.0) == pytest.approx(bp._MAX_TAU, rel=1e-12)  # never reached
    assert bp._solve_tau(lambda t: 2.0, 1.0, True, 1.0) == pytest.approx(bp._MIN_TAU, rel=1e-12)  # always above
    assert bp._solve_tau(lambda t: 2.0, 1.0, False, 1.0) == pytest.approx(bp._MAX_TAU, rel=1e-12)
    assert bp._solve_tau(lambda t: 0.0, 1.0, False, 1.0) == pytest.approx(bp._MIN_TAU, rel=1e-12)
    anywhere = bp._solve_tau(lambda t: 1.0, 1.0, True, 1.0)  # at its target everywhere: some tau
    assert bp._MIN_TAU <= anywhere <= bp._MAX_TAU


def test_a_table_s_streams_by_default():
    """MariaDB 10.11 buffers no inserts by default (innodb_change_buffering = none), and one
    table inserted into alone takes every insert."""
    table = table_of("CREATE TABLE t (id INT NOT NULL PRIMARY KEY, a INT NOT NULL, KEY ka (a))")
    hints = TableHints(rows=100_000, insert_order={"primary": "sequential", "ka": "random"})
    est = estimate_table(table, 100_000, ServerProfile(page_size=16384), hints)
    streams = bp.table_streams(est.indexes)
    assert [(s.random, s.weight, s.buffered, s.fifo) for s in streams] == [(False, 1.0, False, False),
                                                                             (True, 1.0, False, False)]
    buffered = bp.table_streams(est.indexes, 1.0, change_buffering=True, fifo=True)
    assert [(s.buffered, s.fifo) for s in buffered] == [(False, True), (True, True)]
    # a buffered insert: the 13-byte leaf record + 13 bytes of address and header + 6 per field (a, id)
    assert buffered[1].buffer_entry_bytes == 13 + 13 + 6 * 2
    assert buffered[1].buffer_cap == 16384 / 8 / (13 + 2)  # 1/8 of the leaf waiting, records + 2-byte slot share


def test_the_change_buffer_fills_like_a_random_index():
    assert bp.change_buffer_bytes(1000, 16384) == pytest.approx(1000 * 16384 * 0.69, rel=1e-12)


def _index(**kw):
    shape = SimpleNamespace(records_per_leaf=kw.pop("records_per_leaf", 40.0), fanout=300.0, partitions=1,
                            lob_pages_per_row=kw.pop("lob", 0.0))
    fields = dict(shape=shape, all_leaves_hot=True, active_partitions=1, size_source="live", leaf_pages=None,
                  unique=False, clustered=False, record_bytes=30, columns=["a"], page_bytes=16384)
    return SimpleNamespace(**{**fields, **kw})


def test_an_index_stream_at_its_edges():
    assert bp.index_stream(_index(records_per_leaf=0.0)).leaf_per_row == 0.0  # no leaves to speak of
    assert bp.index_stream(_index(records_per_leaf=0.69)).leaf_per_row == pytest.approx(1 / 0.69)  # 1 a leaf, random
    # the server's leaf count counts from 2 leaves (a one-page index is its root, whatever its rows)
    assert bp.index_stream(_index(leaf_pages=1), rows=1000).leaf_per_row == pytest.approx(1 / 40)
    assert bp.index_stream(_index(leaf_pages=2), rows=1000).leaf_per_row == pytest.approx(2 / 1000)
    # change buffering: 30 + 13 + 6 × 2 bytes an entry; a leaf waits for at most 16,384 / 8 / 32 inserts
    buffered = bp.index_stream(_index(), change_buffering=True)
    assert (buffered.buffer_entry_bytes, buffered.buffer_cap) == (30 + 13 + 12, 16384 / 8 / (30 + 2))
    assert not bp.index_stream(_index(record_bytes=0), change_buffering=True).buffered
    # append-only: the new leaf and BLOB pages per row, the shape's fanout, the workload's weight
    append = bp.index_stream(_index(all_leaves_hot=False, lob=0.5), weight=0.25, fifo=True)
    assert (append.random, append.leaf_per_row, append.fanout, append.weight, append.fifo) == (
        False, pytest.approx(1 / 40 + 0.5), 300.0, 0.25, True)


def test_the_old_sublist_turns_over_within_the_old_blocks_time():
    """MariaDB's defaults: innodb_old_blocks_pct 37, innodb_old_blocks_time 1,000 ms. 1,000 pages
    at 740 rows a second and 0.5 reads a row: 370 old pages in 370 reads a second, 1,000 ms: not
    less than the time, so a second touch can promote a page."""
    figures = SimpleNamespace(old_blocks_pct=SimpleNamespace(value=37), old_blocks_time_ms=SimpleNamespace(value=1000))
    assert not bp.old_sublist_holds(figures, 740, 0.5, 1000)
    assert bp.old_sublist_holds(figures, 741, 0.5, 1000)  # 998.7 ms
    assert not bp.old_sublist_holds(figures, 739, 0.5, 1000)
    assert bp.old_sublist_holds(figures, 740.5, 0.5, 1000)  # 999.3 ms
    assert not bp.old_sublist_holds(figures, None, 0.5, 1000) and not bp.old_sublist_holds(figures, 740, 0.0, 1000)


def test_a_pool_smaller_than_the_page_cleaner_s_reserve_holds_nothing():
    assert bp.pool_pages(10 * 16384, 16384, 20) == 0.0
    assert bp.pool_pages(1000 * 16384, 16384, 20) == pytest.approx(990 - 20)


def test_reads_with_the_change_buffer_s_share_computed():
    s = PageStream(True, A, F, W, buffer_entry_bytes=50.0, buffer_cap=8.0)
    tau = 0.02
    misses = W * leaf_miss(W * tau / A) * 50.0
    assert bp.reads_at_tau([s], tau, 0.01) == pytest.approx(bp.reads_at_tau([s], tau, 0.01, misses), rel=1e-12)
    plain = PageStream(True, A, F, W)  # not buffered: a change buffer changes nothing
    assert bp.reads_at_tau([plain], tau, 3.0, 0.4) == pytest.approx(bp.reads_at_tau([plain], tau), rel=1e-12)


def test_the_rows_at_a_level_are_where_the_reads_reach_it():
    pages = 1000.0
    for streams, buffer in (([PageStream(True, 1 / 40, 1.5)], 0.0),  # a narrow fanout: internal misses count
                            ([PageStream(True, 1 / 40, 300, buffer_entry_bytes=40.0, buffer_cap=8.0)], 2_000_000.0),
                            ([PageStream(True, 1 / 40, 300, buffer_entry_bytes=40.0, buffer_cap=8.0),
                              PageStream(True, 1 / 60, 300)], 2_000_000.0)):
        for level in (0.1, 0.5, 0.9):
            rows = bp.rows_at_reads(streams, level, pages, None, buffer)
            assert bp.reads_per_insert(streams, rows, pages, None, buffer) == pytest.approx(level, rel=2e-3)
    single = [PageStream(True, 1 / 40, 300, buffer_entry_bytes=40.0, buffer_cap=8.0)]
    assert bp.rows_at_reads(single, 0.5, pages) == bp.rows_at_reads(single, 0.5, pages, None, 0.0)
    assert bp.rows_at_reads(single, 0.5, pages, None, 2_000_000.0) > bp.rows_at_reads(single, 0.5, pages)
    every = leaf_miss(0.0) + 2  # all three levels miss with nothing cached
    s = PageStream(True, 1 / 40, F)
    assert bp.rows_at_reads([s], every, pages) is None  # a level reached only by an empty pool
    assert bp.rows_at_reads([s], 0.5, 1.0) > 0 and bp.rows_at_reads([s], 0.5, 0.0) == 0
    buffered = [PageStream(True, 1 / 40, 300, buffer_entry_bytes=40.0, buffer_cap=8.0), PageStream(True, 1 / 60, 300)]
    assert bp.rows_at_reads(buffered, 0.5, 0.0, None, 2_000_000.0) == 0  # no pool: there from the first row
    rows = bp.rows_at_reads(buffered, 0.5, pages)  # buffering streams, but no change buffer
    assert bp.reads_per_insert(buffered, rows, pages) == pytest.approx(0.5, rel=2e-3)


def test_the_rows_of_one_table_among_two_in_turn():
    streams = [PageStream(True, 1 / 40, 300, 0.5), PageStream(True, 1 / 60, 300, 0.5)]
    own = bp.rows_at_reads(streams, 0.5, 1000.0, streams[0])
    both = bp.rows_at_reads(streams, 0.5, 1000.0)
    assert own > both  # the first table alone reaches 0.5 reads an insert later than the two together
    assert bp.reads_per_insert(streams, own, 1000.0, streams[0]) == pytest.approx(0.5, rel=2e-3)
