"""The buffer-pool model (schemalint/estimate/buffer_pool.py): what it must say on its own terms.
Its agreement with a real server is tests/test_cliff_truth.py."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from schemalint.estimate import estimate_model
from schemalint.estimate.buffer_pool import (
    PageStream, cliff_rows, index_stream, pool_pages, reads_per_insert, rows_at_reads,
)
from schemalint.checks.sizing import IndexNumbers, approx_count, cliff_short
from tests.helpers import make_config, model_of

LEAF = 1 / 40  # leaf pages per row: 40 records a leaf
POOL = 1000  # pool pages


def random_index(weight: float = 1.0) -> PageStream:
    return PageStream(True, LEAF, 300, weight)


@pytest.mark.parametrize("k", [1.2, 2, 4, 10])
def test_an_index_k_times_the_pool_misses_a_little_less_than_one_in_k_uniform_pages(k):
    # a cache of C of U equally likely pages hits C/U; leaves that just split take fewer inserts
    # than full ones, and LRU keeps the busier ones, so it does slightly better
    reads = reads_per_insert([random_index()], k * POOL / LEAF, POOL)
    assert 1 - 1 / k - 0.03 < reads < 1 - 1 / k


def test_an_index_smaller_than_the_pool_never_reads():
    assert reads_per_insert([random_index()], 0.99 * POOL / LEAF, POOL) == 0.0


def test_append_only_streams_have_no_cliff():
    streams = [PageStream(False, 1 / 50, 800), PageStream(False, 1 / 900, 700)]
    assert cliff_rows(streams, POOL) == {"0.1": None, "0.5": None}
    assert reads_per_insert(streams, 10**12, POOL) == 0.0


def test_recently_appended_pages_crowd_the_random_ones_out():
    alone = cliff_rows([random_index()], POOL)
    # a wide append-only clustered index beside it: 2 new pages per 40 rows, each cached for T
    crowded = cliff_rows([random_index(), PageStream(False, 2 / 40, 800)], POOL)
    # the cached append pages are those written in the last T inserts, and T is longest (the
    # pool holds most of the random leaves) where reads are fewest: the 0.1 level moves most
    assert 0.87 < crowded["0.1"] / alone["0.1"] < 0.90
    assert 0.92 < crowded["0.5"] / alone["0.5"] < 0.94


def test_two_tables_in_turn_each_reach_the_cliff_at_half_the_rows():
    alone = cliff_rows([random_index()], POOL)
    shared = cliff_rows([random_index(0.5), random_index(0.5)], POOL)
    for level in ("0.1", "0.5"):
        assert shared[level] == pytest.approx(alone[level] / 2, rel=1e-6)


def test_the_reads_at_the_cliff_rows_are_the_level():
    streams = [PageStream(True, 1 / 30, 40), PageStream(True, 1 / 400, 500), PageStream(False, 1 / 60, 900)]
    for level in (0.1, 0.5):
        rows = rows_at_reads(streams, level, POOL)
        assert reads_per_insert(streams, rows, POOL) == pytest.approx(level, rel=1e-3)
        # one index's own reads, the others sharing the pool
        own = rows_at_reads(streams, level, POOL, streams[0])
        assert reads_per_insert(streams, own, POOL, streams[0]) == pytest.approx(level, rel=1e-3)


def test_a_level_the_random_index_cannot_reach_has_no_row_count():
    # half the inserts go to a table that only appends: the random one makes at most ~0.5 reads
    # per workload insert from its leaves, plus its internal pages
    streams = [PageStream(True, LEAF, 0, 0.5), PageStream(False, 1 / 50, 800, 0.5)]
    assert rows_at_reads(streams, 0.6, POOL) is None
    assert rows_at_reads(streams, 0.4, POOL) is not None


def test_only_the_partitions_taking_inserts_count():
    shape = SimpleNamespace(records_per_leaf=40.0, fanout=300.0, partitions=12, lob_pages_per_row=0.0)
    ix = SimpleNamespace(shape=shape, all_leaves_hot=True, active_partitions=2)
    stream = index_stream(ix)
    assert stream.random and stream.leaf_per_row == pytest.approx(LEAF * 2 / 12)
    every = SimpleNamespace(shape=shape, all_leaves_hot=True, active_partitions=12)
    assert cliff_rows([stream], POOL)["0.5"] == pytest.approx(6 * cliff_rows([index_stream(every)], POOL)["0.5"], rel=1e-6)


def test_leaf_pages_the_server_measured_replace_the_estimate():
    shape = SimpleNamespace(records_per_leaf=40.0, fanout=300.0, partitions=1, lob_pages_per_row=0.0)
    measured = SimpleNamespace(shape=shape, all_leaves_hot=True, active_partitions=1, size_source="live",
                               leaf_pages=50_000)
    assert index_stream(measured, rows=1_000_000).leaf_per_row == pytest.approx(1 / 20)
    assert index_stream(measured).leaf_per_row == pytest.approx(1 / 40)  # no row count: the estimate
    estimated = SimpleNamespace(**{**vars(measured), "size_source": "estimate"})
    assert index_stream(estimated, rows=1_000_000).leaf_per_row == pytest.approx(1 / 40)


def test_no_pool_left_means_the_cliff_is_already_there():
    assert cliff_rows([random_index()], 0) == {"0.1": 0, "0.5": 0}
    assert cliff_rows([PageStream(False, 1 / 50, 800)], 0) == {"0.1": None, "0.5": None}


def test_the_pool_holds_its_pages_less_the_page_cleaner_s_reserve():
    # MariaDB 10.11 reports 2,028 of a 32 MB pool's 2,048 pages (Innodb_buffer_pool_pages_total)
    assert pool_pages(32 * 2**20, 16384) == pytest.approx(2028, abs=1)
    assert pool_pages(32 * 2**20, 16384, reserve_pages=676) == pytest.approx(2028 - 676, abs=1)


SQL = """CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY, b DATETIME NOT NULL,
c VARBINARY(255) NOT NULL, UNIQUE KEY uk_c (c));"""


def test_the_estimate_carries_the_cliff_per_table_and_index():
    est = estimate_model(model_of(SQL), make_config(  # the bench's server: lru_scan_depth 100
        '[server]\nversion = "10.11.6-MariaDB"\nbuffer-pool = "32M"\nlru-scan-depth = 100\n'
        '[tables.t]\nrows = 100000\nrandom-columns = ["c"]\n'))  # RANDOM_BYTES(255)
    t = est.table("t")
    uk, pk = t.index("uk_c"), t.index("PRIMARY")
    # the bench measured 0.1 at ≈ 84 k rows and 0.5 at ≈ 150 k for this table at 32 MB
    assert 80_000 < t.cliff_rows["0.1"] < 90_000 and 150_000 < t.cliff_rows["0.5"] < 160_000
    assert t.index_cliff_rows(uk) == t.cliff_rows
    assert t.index_cliff_rows(pk) == {"0.1": None, "0.5": None} and t.index_reads_per_insert(pk) == 0.0
    assert 0.2 < t.reads_per_insert == t.index_reads_per_insert(uk) < 0.3
    assert cliff_short(t) == f"{t.reads_per_insert:.2f} reads/insert now" == "0.22 reads/insert now"  # SL201's headline reads the table
    # without a row count: the same cliff, but no reads
    bare = estimate_model(model_of(SQL), make_config(
        '[server]\nversion = "10.11.6-MariaDB"\nbuffer-pool = "32M"\nlru-scan-depth = 100\n[tables.t]\nrandom-columns = ["c"]\n')).table("t")
    assert bare.reads_per_insert is None and bare.index_reads_per_insert(bare.index("uk_c")) is None
    assert bare.cliff_rows == t.cliff_rows


def test_the_headline_figure():
    def numbers(reads, cliff):
        return IndexNumbers(name="uk_c", rows=100_000, rows_source="cli", record_bytes=265.0, fill_factor=0.69,
                            size_bytes=1, depth=3, pool_bytes=1, pool_source="cli", rows_to_outgrow_pool=None,
                            growth_per_day=None, reads_per_insert=reads, cliff_rows=cliff)

    assert cliff_short(numbers(0.238, {"0.1": 83_454, "0.5": 152_920})) == "0.24 reads/insert now"
    assert cliff_short(numbers(0.0, {"0.1": 183_454, "0.5": 252_920})) == "0.5 reads/insert at ≈ 250,000 rows"
    assert cliff_short(numbers(0.0, {"0.1": None, "0.5": None})) is None
    assert cliff_short(None) is None
    assert (approx_count(83_454), approx_count(1_249_999), approx_count(7)) == ("83,000", "1.2 M", "7")


def test_a_table_beside_a_smaller_hot_set_keeps_its_proportional_share_of_the_pool():
    sql = """CREATE TABLE readings (sensor_id INT NOT NULL, ts DATETIME NOT NULL, v DOUBLE NOT NULL,
               PRIMARY KEY (sensor_id, ts));
             CREATE TABLE sess (token CHAR(36) NOT NULL PRIMARY KEY, user_id INT NOT NULL, data VARCHAR(200));"""
    cfg = '[server]\nbuffer-pool = "2G"\n[tables.readings]\nrows = "500M"\n[tables.sess]\nrows = "20M"\n'
    est = estimate_model(model_of(sql), make_config(cfg))
    readings, sess = est.table("readings"), est.table("sess")
    # sess's 4.4 GB hot set is "smaller" and more than the 2 GB pool: the share left is negative,
    # but an LRU list still holds readings' pages in proportion (24 of 28 GB of hot sets)
    assert readings.pool_share_bytes < 0
    assert 0.85 < readings.reads_per_insert < 1.0  # its leaves mostly miss, its internal pages stay
    assert 30_000_000 < readings.cliff_rows["0.1"] < readings.cliff_rows["0.5"] < 80_000_000
