"""The pool figures the cliff model uses (schemalint/estimate/pool_figures.py): the page
cleaner's reserve by server and version, change buffering of non-unique secondary indexes,
the old sublist at a given insert rate, and what `estimate` says of each and where it came from."""

from __future__ import annotations

import json

import pytest

from schemalint.estimate import estimate_model
from schemalint.estimate.buffer_pool import old_sublist_holds
from schemalint.estimate.pool_figures import pool_figures
from schemalint.pipeline.stats import ServerStatistics, apply_profile, snapshot_from_json, snapshot_to_json, StatsSnapshot
from tests.helpers import make_config, model_of, run_cli

GIB = 1 << 30


def figures_for(toml: str):
    return pool_figures(make_config(toml).server)


@pytest.mark.parametrize("version, pool, instances, depth", [
    # MySQL 8.0 Reference Manual: innodb_buffer_pool_instances 8, or 1 below 1 GiB; lru_scan_depth 1,024
    ("8.0.36", "512M", 1, 1024),
    ("8.0.36", "1G", 8, 1024),
    ("8.0.36", "16G", 8, 1024),
    # MySQL 8.4: 1 up to 1 GiB, by CPUs above (8 assumed)
    ("8.4.0", "1G", 1, 1024),
    ("8.4.0", "16G", 8, 1024),
    # MariaDB 10.5+: one instance; lru_scan_depth 1,536 from 10.5.7
    ("10.11.6-MariaDB", "16G", 1, 1536),
    ("11.4.2-MariaDB", "16G", 1, 1536),
])
def test_instances_and_scan_depth_are_the_version_s_defaults(version, pool, instances, depth):
    f = figures_for(f'[server]\nversion = "{version}"\nbuffer-pool = "{pool}"\n')
    assert (f.instances.value, f.lru_scan_depth.value) == (instances, depth)
    assert f.lru_scan_depth.source.startswith("default for")


def test_the_reserve_is_a_share_of_the_scan_depth_in_each_instance():
    # 16 GiB MySQL 8.0: 8 instances × 0.75 × 1,024 = 6,144 pages of 1,038,090 (0.6 %)
    f = figures_for('[server]\nversion = "8.0.36"\nbuffer-pool = "16G"\n')
    assert f.reserve_pages == pytest.approx(8 * 0.75 * 1024)
    assert f.usable_pages() == pytest.approx(16 * GIB / 16384 * 0.99 - 8 * 0.75 * 1024)
    # 128 MiB MariaDB 10.11 (the size assumed when none is given): 1,152 of 8,110 pages, 14 %
    small = figures_for('[server]\nversion = "10.11.6-MariaDB"\nbuffer-pool = "128M"\n')
    assert small.reserve_pages == pytest.approx(0.75 * 1536)
    assert small.usable_pages() == pytest.approx(8110.08 - 1152)
    # read through once a second (8,110 reads/s): 0.75 / (1 + 1/3) of the depth
    assert small.reserve_at(8110.08) == pytest.approx(0.75 / (1 + 1 / 3) * 1536)


def test_a_tiny_pool_keeps_at_most_half_of_each_instance_free():
    f = figures_for('[server]\nversion = "10.11.6-MariaDB"\nbuffer-pool = "8M"\nlru-scan-depth = 4096\n')
    assert f.reserve_pages == pytest.approx(512 * 0.99 / 2)
    assert f.lru_scan_depth.source == "config"


def test_the_cliff_comes_earlier_by_the_reserve():
    """u255's shape on a 128 MB MariaDB 10.11 pool: the reserve (1,152 of 8,110 pages) moves the
    0.5 crossing from what 95 % of the pool gave (≈ 625 k rows) to ≈ 557 k (measured: 538 k)."""
    sql = ("CREATE TABLE u (id INT AUTO_INCREMENT PRIMARY KEY, b DATETIME NOT NULL, "
           "c VARBINARY(255) NOT NULL, UNIQUE KEY uk_c (c)) ENGINE=InnoDB;")
    toml = ('[server]\nversion = "10.11.6-MariaDB"\nbuffer-pool = "128M"\n'
            '[tables.u]\nrows = 1000\navg-lengths = { c = 255 }\ninsert-order = { uk_c = "random" }\n')
    cliff = estimate_model(model_of(sql), make_config(toml)).tables[0].cliff_rows
    deep = estimate_model(model_of(sql), make_config(toml.replace('buffer-pool = "128M"',
                                                                  'buffer-pool = "128M"\nlru-scan-depth = 100'))).tables[0].cliff_rows
    assert cliff["0.5"] == pytest.approx(deep["0.5"] * (8110.08 - 1152) / (8110.08 - 75), rel=0.01)
    assert 550_000 < cliff["0.5"] < 565_000


SECONDARY = ("CREATE TABLE s (id BIGINT AUTO_INCREMENT PRIMARY KEY, r CHAR(16) CHARACTER SET ascii NOT NULL, "
             "payload VARCHAR(100) CHARACTER SET ascii NOT NULL, {kind} k_r (r)) ENGINE=InnoDB;")


def _reads(kind: str, version: str, extra: str = "") -> float:
    toml = (f'[server]\nversion = "{version}"\nbuffer-pool = "1G"\n{extra}'
            '[tables.s]\nrows = 400000000\navg-lengths = { payload = 60 }\ninsert-order = { k_r = "random" }\n')
    return estimate_model(model_of(SECONDARY.format(kind=kind)), make_config(toml)).tables[0].reads_per_insert


def test_mysql_8_0_merges_a_non_unique_secondary_index_s_leaves():
    """400 M rows of a random CHAR(16) KEY in a 1 GiB pool: MySQL 8.0 (change buffering `all`
    by default) reads a leaf per ≈ 12 inserts (the change buffer's quarter of the pool holds
    ≈ 11 inserts for each uncached leaf); MySQL 8.4 and MariaDB 10.11 (`none`) nearly one per insert."""
    merged, plain = _reads("KEY", "8.0.36"), _reads("KEY", "8.4.0")
    assert plain > 0.8
    assert plain / 16 < merged < plain / 8
    assert _reads("KEY", "10.11.6-MariaDB") == pytest.approx(plain, rel=0.02)
    assert _reads("KEY", "8.0.36", 'change-buffering = "none"\n') == pytest.approx(plain, rel=0.02)


def test_a_unique_index_is_never_buffered():
    """The change buffer cannot take an insert whose uniqueness must be checked: a UNIQUE key
    reads on MySQL 8.0 as on 8.4 but for the change buffer's pages, which on 8.0 would take
    part of the pool only where some index is buffered (none here)."""
    assert _reads("UNIQUE KEY", "8.0.36") == pytest.approx(_reads("UNIQUE KEY", "8.4.0"), rel=0.01)


def test_iibench_s_change_buffer_gain_is_of_the_order_callaghan_measured():
    """iiBench (sequential PK + 3 random secondary indexes) at 596 M rows, 16 GB pool: with the
    insert buffer ≈ 4,500 rows/s, without ≈ 125 (Mark Callaghan, "Something awesome in InnoDB
    — the insert buffer", 2011): 36×. The model's reads per insert fall 20–150× (rows/s are
    bounded by more than reads, so the fall in reads is at least the gain in rows/s)."""
    sql = ("CREATE TABLE purchases_index (transactionid BIGINT NOT NULL AUTO_INCREMENT, dateandtime DATETIME, "
           "cashregisterid INT NOT NULL, customerid INT NOT NULL, productid INT NOT NULL, price FLOAT NOT NULL, "
           "PRIMARY KEY (transactionid), KEY marketsegment (price, customerid), "
           "KEY registersegment (cashregisterid, price, customerid), KEY pdc (price, dateandtime, customerid)"
           ") ENGINE=InnoDB;")

    def reads(version: str) -> float:
        toml = (f'[server]\nversion = "{version}"\nbuffer-pool = "16G"\n[tables.purchases_index]\nrows = 596000000\n'
                'insert-order = { marketsegment = "random", registersegment = "random", pdc = "random" }\n')
        return estimate_model(model_of(sql), make_config(toml)).tables[0].reads_per_insert

    ratio = reads("8.4.0") / reads("8.0.36")
    assert 20 < ratio < 150, ratio


def test_the_old_sublist_matters_only_when_it_turns_over_within_old_blocks_time():
    f = figures_for('[server]\nversion = "10.11.6-MariaDB"\nbuffer-pool = "32M"\n')
    pages = f.usable_pages()  # 1,352: the old sublist 500 pages
    assert old_sublist_holds(f, 20_000, 0.1, pages)  # 2,000 reads/s: turns over in 0.25 s < 1 s
    assert not old_sublist_holds(f, 2_000, 0.1, pages)  # 200 reads/s: 2.5 s
    assert not old_sublist_holds(f, None, 0.5, pages)  # no rate: production pools, minutes
    zero = figures_for('[server]\nversion = "10.11.6-MariaDB"\nbuffer-pool = "32M"\nold-blocks-time = 0\n')
    assert not old_sublist_holds(zero, 20_000, 0.5, pages)


@pytest.mark.parametrize("per_day, measured", [
    # benchmarks/cliff_truth, MariaDB 10.11 defaults, 32 MB: paced at 3,871 rows/s; loaded at 25,380
    (334_454_400, {"0.1": 37_784, "0.5": 73_338}),
    (2_192_832_000, {"0.1": 53_870, "0.5": 111_159}),
])
def test_growth_per_day_is_the_insert_rate_the_pool_is_judged_at(per_day, measured):
    """u255's table growing at the bench's rates: the old sublist (re-read pages not promoted
    within innodb_old_blocks_time) and the page cleaner's reserve at those reads a second put
    the knee where the server had it, within ±25 %."""
    sql = ("CREATE TABLE u (id INT AUTO_INCREMENT PRIMARY KEY, b DATETIME NOT NULL, "
           "c VARBINARY(255) NOT NULL, UNIQUE KEY uk_c (c)) ENGINE=InnoDB;")
    toml = ('[server]\nversion = "10.11.6-MariaDB"\nbuffer-pool = "32M"\n'
            f'[tables.u]\nrows = 1000\ngrowth-per-day = {per_day}\navg-lengths = {{ c = 255 }}\n'
            'insert-order = { uk_c = "random" }\n')
    cliff = estimate_model(model_of(sql), make_config(toml)).tables[0].cliff_rows
    for level, rows in measured.items():
        assert abs(cliff[level] / rows - 1) <= 0.25, (level, cliff[level], rows)


def test_snapshot_variables_round_trip_and_feed_the_figures():
    server = ServerStatistics(version="8.0.36", buffer_pool_size=4 * GIB, buffer_pool_instances=4,
                              lru_scan_depth=256, old_blocks_pct=37, old_blocks_time_ms=1000,
                              change_buffer_max_size=50, change_buffering="inserts")
    back = snapshot_from_json(snapshot_to_json(StatsSnapshot(server=server))).server
    assert (back.buffer_pool_instances, back.lru_scan_depth, back.change_buffer_max_size) == (4, 256, 50)
    f = pool_figures(apply_profile(make_config(""), back, "stats").server)
    assert (f.instances, f.lru_scan_depth) == ((4, "snapshot"), (256, "snapshot")) or (
        (f.instances.value, f.instances.source, f.lru_scan_depth.value) == (4, "snapshot", 256))
    assert (f.change_buffering.value, f.change_buffering.source) == ("inserts", "snapshot")
    assert f.reserve_pages == pytest.approx(4 * 0.75 * 256)
    assert f.change_buffer_pages == pytest.approx(4 * GIB / 16384 * 0.99 * 0.5)


def test_estimate_says_which_pool_figures_it_used_and_where_from(tmp_path):
    (tmp_path / "t.sql").write_text(SECONDARY.format(kind="KEY") + "\n")
    (tmp_path / ".schemalint.toml").write_text(
        '[server]\nversion = "8.0.36"\nbuffer-pool = "16G"\nlru-scan-depth = 512\n'
        '[tables.s]\nrows = 1000000\ninsert-order = { k_r = "random" }\n')
    code, out, err = run_cli("estimate", "t.sql", cwd=tmp_path)
    text = " ".join(out.split())
    assert code == 0, err
    assert ("buffer pool for the cliff: 1,035,018 usable pages — pool 16 GiB (config) = 1,038,090 pages; "
            "reserve 3,072 free pages (8 instances, default for MySQL 8.0; innodb_lru_scan_depth 512, config); "
            "change buffering all (default for MySQL 8.0)") in text, text
    code, out, err = run_cli("estimate", "t.sql", "--format", "json", cwd=tmp_path)
    pool = json.loads(out)["server"]["cliff_pool"]
    assert pool["instances"] == {"value": 8, "source": "default for MySQL 8.0"}
    assert pool["lru_scan_depth"] == {"value": 512, "source": "config"}
    assert pool["change_buffering"] == {"value": "all", "source": "default for MySQL 8.0"}
    assert pool["reserve_pages"] == 3072


@pytest.mark.live
def test_live_mode_reads_the_pool_variables(mariadb, tmp_path):
    """The suite's MariaDB 10.11: one instance, its innodb_lru_scan_depth and change buffering
    read from the server."""
    name = "sl_pool_figures"
    conn = mariadb.connect(autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute(f"CREATE DATABASE IF NOT EXISTS {name}")
            cur.execute(f"CREATE TABLE IF NOT EXISTS {name}.t (id INT PRIMARY KEY, h BINARY(16), UNIQUE KEY (h))")
            cur.execute("SELECT @@innodb_lru_scan_depth, @@innodb_change_buffering")
            depth, buffering = cur.fetchone()
        code, out, err = run_cli("estimate", "--dsn", f"mysql://{mariadb.user}@{mariadb.host}:{mariadb.port}/{name}",
                                 "--format", "json",
                                 env={"HOME": str(tmp_path), "MYSQL_PWD": mariadb.password or ""})
    finally:
        with conn.cursor() as cur:
            cur.execute(f"DROP DATABASE IF EXISTS {name}")
        conn.close()
    assert code == 0, err
    pool = json.loads(out)["server"]["cliff_pool"]
    assert pool["lru_scan_depth"] == {"value": int(depth), "source": "server"}
    assert pool["change_buffering"] == {"value": buffering, "source": "server"}
    assert pool["instances"]["value"] == 1
