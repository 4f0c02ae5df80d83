"""The InnoDB arithmetic, on cases small enough to check by hand.

Record sizes below were also measured on MariaDB 10.11 (benchmarks/innodb_truth): the
expected figures are what the server wrote, byte for byte.
"""

from __future__ import annotations

import math

import pytest

from schemalint.config import ServerProfile, TableHints
from schemalint.estimate import (
    DOES_NOT_FIT, FITS, HIDDEN_INDEX_NAME, HOT_SET_FITS, estimate_model, estimate_table, rows_at_depth,
    rows_when_bytes_exceed,
)
from schemalint.estimate.btree import page_capacity
from schemalint.estimate.columns import decimal_bytes, set_bytes, temporal_bytes
from schemalint.estimate.records import max_inline_record_bytes
from tests.helpers import make_config, model_of, table_of

P16 = ServerProfile()
GIB = 1024**3

SEQ_INT_DT = """CREATE TABLE seq_int_dt (
  id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  created DATETIME NOT NULL,
  payload VARCHAR(100),
  KEY idx_created (created)
) ENGINE=InnoDB ROW_FORMAT=DYNAMIC DEFAULT CHARSET=utf8mb4"""

WIDE_UNIQUE = """CREATE TABLE tableb (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  c VARBINARY(512) NOT NULL COMMENT 'RANDOM_BYTES(512)',
  UNIQUE KEY uk_c (c)
) ENGINE=InnoDB"""

NO_PK = """CREATE TABLE no_pk (
  a INT NOT NULL,
  payload VARCHAR(100),
  KEY idx_a (a)
) DEFAULT CHARSET=utf8mb4"""

INT_PK = "CREATE TABLE int_pk (id INT UNSIGNED NOT NULL PRIMARY KEY, v INT NOT NULL)"


def est(sql: str, rows=None, profile: ServerProfile = P16, **hints):
    table = table_of(sql)
    return estimate_table(table, rows, profile, TableHints(rows=rows, **hints))


# -- column types ----------------------------------------------------------------------------


@pytest.mark.parametrize("precision,scale,expected", [
    (10, 0, 5),   # 9 digits -> 4 bytes, 1 leftover digit -> 1 byte
    (10, 2, 5),   # 8 integer digits -> 4, 2 fraction digits -> 1
    (18, 9, 8),   # 9 + 9 digits -> 4 + 4
    (20, 6, 10),  # 14 integer digits -> 4 + 3, 6 fraction digits -> 3
    (65, 30, 30),  # 35 -> 3*4 + 4 (8 leftover), 30 -> 3*4 + 2 (3 leftover)
])
def test_decimal_bytes(precision, scale, expected):
    assert decimal_bytes(precision, scale) == expected


def test_temporal_and_set_bytes():
    assert temporal_bytes("DATETIME", 0) == 5
    assert temporal_bytes("DATETIME", 6) == 8
    assert temporal_bytes("TIMESTAMP", 3) == 6
    assert temporal_bytes("TIME", 1) == 4
    assert [set_bytes(n) for n in (1, 8, 9, 16, 17, 24, 25, 32, 33, 64)] == [1, 1, 2, 2, 3, 3, 4, 4, 8, 8]


def test_fixed_width_types_in_a_record():
    sql = """CREATE TABLE t (
      id INT NOT NULL PRIMARY KEY,
      a TINYINT NOT NULL, b SMALLINT NOT NULL, c MEDIUMINT NOT NULL, d BIGINT NOT NULL,
      e FLOAT NOT NULL, f DOUBLE NOT NULL, g DECIMAL(10,2) NOT NULL, h DATE NOT NULL,
      i DATETIME(6) NOT NULL, j TIMESTAMP(3) NOT NULL, k TIME NOT NULL, l YEAR NOT NULL,
      m ENUM('x','y') NOT NULL, n SET('p','q','r') NOT NULL, o BIT(9) NOT NULL,
      p CHAR(10) CHARACTER SET latin1 NOT NULL, q BINARY(16) NOT NULL
    )"""
    primary = est(sql).index("PRIMARY")
    columns = 1 + 2 + 3 + 8 + 4 + 8 + 5 + 3 + 8 + 6 + 3 + 1 + 1 + 1 + 2 + 10 + 16
    # id 4 + DB_TRX_ID 6 + DB_ROLL_PTR 7 + the columns + 5-byte header; nothing variable, nothing NULL
    assert primary.record_bytes == 4 + 6 + 7 + columns + 5
    assert primary.max_record_bytes == primary.record_bytes


# -- records (measured on MariaDB 10.11) -------------------------------------------------------


def test_records_of_an_append_only_table():
    e = est(SEQ_INT_DT, avg_lengths={"payload": 50})
    primary, created = e.index("PRIMARY"), e.index("idx_created")
    # 5 header + 1 NULL bitmap + 1 length + id 4 + trx 6 + roll 7 + DATETIME 5 + payload 50
    assert primary.record_bytes == 79
    # node pointer: 5 header + 1 NULL bitmap (the index's width) + id 4 + child page 4
    assert primary.node_pointer_bytes == 14
    # secondary: 5 header + DATETIME 5 + id 4; node pointer adds the child page number
    assert created.record_bytes == 14
    assert created.node_pointer_bytes == 18
    # VARCHAR(100) utf8mb4 can reach 400 bytes, but a 50-byte value needs one length byte
    assert primary.max_record_bytes == 5 + 1 + 2 + 4 + 6 + 7 + 5 + 400


def test_wide_unique_key_records():
    e = est(WIDE_UNIQUE, avg_lengths={"c": 512})
    # values of 128 bytes or more in a column that may exceed 255 bytes take a 2-byte length
    assert e.index("PRIMARY").record_bytes == 5 + 2 + 8 + 6 + 7 + 512
    assert e.index("uk_c").record_bytes == 5 + 2 + 512 + 8
    # a secondary index's node pointer carries the PK too, unique or not
    assert e.index("uk_c").node_pointer_bytes == 5 + 2 + 512 + 8 + 4


def test_random_varbinary_defaults_to_its_full_width():
    e = est(WIDE_UNIQUE)
    assert e.index("uk_c").record_bytes == 527
    assert e.index("uk_c").insert_order == "random"
    assert "c: average assumed 512 B (identifier-like values fill VARBINARY(512))" in e.notes


def test_hidden_row_id():
    e = est(NO_PK, avg_lengths={"payload": 50})
    clustered = e.indexes[0]
    assert clustered.name == HIDDEN_INDEX_NAME and clustered.clustered and not clustered.primary
    assert clustered.columns == ["DB_ROW_ID"]
    assert clustered.record_bytes == 5 + 1 + 1 + 6 + 6 + 7 + 4 + 50  # 80
    assert clustered.node_pointer_bytes == 5 + 1 + 6 + 4
    assert e.index("idx_a").record_bytes == 5 + 4 + 6
    assert e.index("idx_a").node_pointer_bytes == 5 + 4 + 6 + 4


def test_char_in_a_multibyte_charset_is_variable_length():
    ascii_pk = est("CREATE TABLE u (id CHAR(36) CHARACTER SET ascii NOT NULL PRIMARY KEY, n INT NOT NULL)")
    utf8_pk = est("CREATE TABLE u (id CHAR(36) CHARACTER SET utf8mb4 NOT NULL PRIMARY KEY, n INT NOT NULL)")
    assert ascii_pk.index("PRIMARY").record_bytes == 5 + 36 + 13 + 4  # 58
    assert utf8_pk.index("PRIMARY").record_bytes == 5 + 1 + 36 + 13 + 4  # 59: one length byte
    assert utf8_pk.index("PRIMARY").node_pointer_bytes == 5 + 1 + 36 + 4


def test_secondary_index_does_not_repeat_pk_columns():
    sql = """CREATE TABLE t (a INT NOT NULL, b INT NOT NULL, c INT NOT NULL,
             PRIMARY KEY (a, b), KEY idx_cb (c, b), KEY idx_c (c))"""
    e = est(sql)
    assert e.index("idx_cb").record_bytes == 5 + 4 + 4 + 4  # c, b, then only a
    assert e.index("idx_c").record_bytes == 5 + 4 + 4 + 4  # c, then a and b


def test_prefix_key_part():
    sql = """CREATE TABLE t (id INT NOT NULL PRIMARY KEY, url VARCHAR(2000) CHARACTER SET latin1 NOT NULL,
             KEY idx_url (url(20)))"""
    e = est(sql, avg_lengths={"url": 80})
    assert e.index("idx_url").record_bytes == 5 + 1 + 20 + 4


def test_virtual_columns_are_not_stored():
    sql = """CREATE TABLE t (id INT NOT NULL PRIMARY KEY, a INT NOT NULL,
             b BIGINT GENERATED ALWAYS AS (a * 2) VIRTUAL, KEY idx_b (b))"""
    e = est(sql)
    assert e.index("PRIMARY").record_bytes == 5 + 4 + 13 + 4  # no b, and no NULL bitmap for it
    assert e.index("idx_b").record_bytes == 5 + 1 + 8 + 4  # ...but the index stores it


def test_long_text_moves_off_page():
    sql = "CREATE TABLE doc (id INT NOT NULL PRIMARY KEY, body LONGTEXT NOT NULL)"
    assert max_inline_record_bytes(16384) == 8126
    small = est(sql, rows=1000, avg_lengths={"body": 2000}).index("PRIMARY")
    assert small.record_bytes == 5 + 2 + 4 + 13 + 2000
    assert small.lob_pages == 0 and small.off_page_columns == []
    big = est(sql, rows=1000, avg_lengths={"body": 20000})
    primary = big.index("PRIMARY")
    assert primary.off_page_columns == ["body"]
    assert primary.record_bytes == 5 + 2 + 4 + 13 + 20  # a 20-byte pointer stays in the row
    # BLOB pages carry page_size - 54 bytes and are not shared: 20,000 bytes take 2 pages
    assert primary.lob_pages == 2000
    assert any("off-page" in n for n in big.notes)


def test_assumed_averages_are_noted():
    e = est("CREATE TABLE t (id INT NOT NULL PRIMARY KEY, note VARCHAR(200), body TEXT)")
    assert e.index("PRIMARY").record_bytes == 5 + 1 + 1 + 2 + 4 + 13 + 100 + 256
    notes = " | ".join(e.notes)
    assert "note: average assumed 100 B (half of VARCHAR(200))" in notes
    assert "body: average assumed 256 B (default for TEXT)" in notes


# -- pages --------------------------------------------------------------------------------------


def test_page_capacity():
    # 16,252 bytes for records; a slot per 4 records; clustered appends keep 1/16 free
    assert page_capacity(26, 16384) == 613
    assert page_capacity(26, 16384, reserve=1024) == 574
    assert page_capacity(540, 16384, reserve=1024) == 28
    assert page_capacity(527, 16384) == 30
    assert page_capacity(14, 16384) == 1120


def test_append_only_pages_match_the_server():
    # measured at 1,000,000 rows: PRIMARY 5,238 leaves, idx_created 894 leaves, both depth 3
    e = est(SEQ_INT_DT, rows=1_000_000, avg_lengths={"payload": 50})
    primary, created = e.index("PRIMARY"), e.index("idx_created")
    assert primary.insert_order == created.insert_order == "sequential"
    assert primary.leaf_pages == 5236
    assert created.records_per_leaf == 1120
    assert created.leaf_pages == 1 + math.ceil((1_000_000 - 560) / 1120) == 894
    assert primary.depth == created.depth == 3
    assert e.size_bytes == (primary.leaf_pages + primary.internal_pages + created.leaf_pages
                            + created.internal_pages) * 16384


def test_random_inserts_fill_pages_to_ln2():
    e = est(INT_PK, rows=1_000_000, insert_order={"primary": "random"})
    primary = e.index("PRIMARY")
    assert primary.records_per_leaf == round(613 * 0.69, 2)
    assert primary.leaf_pages == math.ceil(1_000_000 / (613 * 0.69)) == 2365  # measured: 2,365
    assert primary.hot_bytes == primary.size_bytes  # every page of a random index is hot


def test_depth_thresholds_int_pk_sequential():
    e = est(INT_PK, rows=1, insert_order={"primary": "sequential"})
    primary = e.index("PRIMARY")
    leaf, node = 574, 1203  # 26-byte records (15/16 full), 13-byte node pointers
    assert (primary.leaf_capacity, primary.node_capacity) == (leaf, node)
    assert rows_at_depth(primary, 2) == leaf + 1
    # depth 3 once the leaves need more than one root page of pointers
    at3 = math.floor(leaf / 2 + (node - 1) * leaf) + 1
    assert rows_at_depth(primary, 3) == at3 == 690_236
    need = math.floor(node / 2 + (node - 1) * node)  # leaves beyond which level 1 outgrows the root
    assert rows_at_depth(primary, 4) == math.floor(leaf / 2 + (need - 1) * leaf) + 1
    assert primary.depth_at(at3 - 1) == 2 and primary.depth_at(at3) == 3


@pytest.mark.parametrize("sql,order", [
    (SEQ_INT_DT, {}), (WIDE_UNIQUE, {}), (NO_PK, {}), (INT_PK, {"primary": "random"}),
])
def test_depth_thresholds_agree_with_depth(sql, order):
    e = est(sql, insert_order=order)
    for ix in e.indexes:
        for depth in (2, 3, 4, 5):
            at = rows_at_depth(ix, depth)
            assert ix.depth_at(at) == depth, (ix.name, depth, at)
            assert ix.depth_at(at - 1) == depth - 1, (ix.name, depth, at)


def test_wide_random_unique_key_is_deep():
    # measured: uk_c at 1,000,000 random 512-byte keys is 5 levels deep, the PK 3
    e = est(WIDE_UNIQUE, rows=1_000_000)
    assert e.index("uk_c").depth == 5
    assert e.index("PRIMARY").depth == 3
    assert e.index("uk_c").rows_at_next_depth == rows_at_depth(e.index("uk_c"), 6)


def test_rows_unknown_gives_per_row_figures_only():
    e = est(SEQ_INT_DT)
    assert e.rows is None and e.size_bytes is None and e.fit is None
    for ix in e.indexes:
        assert ix.leaf_pages is None and ix.depth is None
        assert ix.record_bytes > 0 and ix.fanout > 1
        assert ix.rows_at_next_depth == rows_at_depth(ix, 2)
        assert set(ix.depth_thresholds) >= {2, 3, 4, 5}


def test_partitioned_table_spreads_rows_over_trees():
    sql = """CREATE TABLE log (ts INT UNSIGNED NOT NULL, host INT NOT NULL, v INT NOT NULL,
             PRIMARY KEY (ts, host))
             PARTITION BY RANGE (ts) (PARTITION p0 VALUES LESS THAN (100), PARTITION p1 VALUES LESS THAN (200),
             PARTITION p2 VALUES LESS THAN (300), PARTITION p3 VALUES LESS THAN MAXVALUE)"""
    whole = est(sql.split("PARTITION BY")[0], rows=4_000_000, insert_order={"primary": "sequential"})
    parted = est(sql, rows=4_000_000, insert_order={"primary": "sequential"})
    one = est(sql.split("PARTITION BY")[0], rows=1_000_000, insert_order={"primary": "sequential"})
    assert parted.partitions == 4
    assert parted.index("PRIMARY").leaf_pages == 4 * one.index("PRIMARY").leaf_pages
    assert parted.index("PRIMARY").depth == one.index("PRIMARY").depth
    assert whole.index("PRIMARY").depth >= parted.index("PRIMARY").depth
    # RANGE: only the newest two partitions take inserts
    assert parted.index("PRIMARY").active_partitions == 2
    assert parted.hot_bytes == 2 * one.hot_bytes


def test_avg_row_length_sizes_the_clustered_index():
    e = est(SEQ_INT_DT, rows=1_000_000, avg_row_length=87)
    assert e.index("PRIMARY").records_per_leaf == round(16384 / 87, 2)
    assert any("AVG_ROW_LENGTH" in n for n in e.notes)


def test_rough_row_formats_say_so():
    compressed = est(SEQ_INT_DT.replace("ROW_FORMAT=DYNAMIC", "ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8"),
                     rows=1_000_000, avg_lengths={"payload": 50})
    dynamic = est(SEQ_INT_DT, rows=1_000_000, avg_lengths={"payload": 50})
    assert compressed.size_bytes == dynamic.size_bytes // 2
    assert any("rough" in n for n in compressed.notes)
    redundant = est(SEQ_INT_DT.replace("ROW_FORMAT=DYNAMIC", "ROW_FORMAT=REDUNDANT"), avg_lengths={"payload": 50})
    # 6-byte header + a 1-byte end offset per field (5 fields, 72 data bytes)
    assert redundant.index("PRIMARY").record_bytes == 6 + 5 + 4 + 6 + 7 + 5 + 50
    assert any("rough" in n for n in redundant.notes)


def test_page_size_matters():
    small = est(INT_PK, rows=10_000_000, profile=ServerProfile(page_size=4096))
    big = est(INT_PK, rows=10_000_000)
    assert small.index("PRIMARY").fanout < big.index("PRIMARY").fanout
    assert small.index("PRIMARY").depth > big.index("PRIMARY").depth


# -- the buffer pool ----------------------------------------------------------------------------


def _model_estimate(sql: str, config_toml: str):
    return estimate_model(model_of(sql), make_config(config_toml))


def test_fit_verdicts_share_the_pool():
    sql = SEQ_INT_DT + ";\n" + WIDE_UNIQUE + ";\n"
    m = _model_estimate(sql, """
[server]
buffer-pool = "16G"
[tables.seq_int_dt]
rows = "1M"
avg-lengths = { payload = 50 }
[tables.tableb]
rows = "500M"
growth-per-day = "1M"
""")
    seq, wide = m.table("seq_int_dt"), m.table("tableb")
    assert m.total_hot_bytes == seq.hot_bytes + wide.hot_bytes
    assert wide.fit == DOES_NOT_FIT  # 500 M random 512-byte keys: every leaf hot, ~390 GiB
    assert wide.index("uk_c").hot_bytes > 300 * GIB
    # the append-only table's small hot set stays cached; its cold pages do not
    assert seq.fit == HOT_SET_FITS
    assert seq.pool_share_bytes == 16 * GIB  # no smaller hot set competes with it
    assert wide.pool_share_bytes == 16 * GIB - seq.hot_bytes
    r = wide.rows_when_not_fitting
    assert wide.hot_bytes_at(r) > wide.pool_share_bytes >= wide.hot_bytes_at(int(r * 0.99))
    assert wide.days_until_not_fitting == 0  # already past it
    assert seq.rows_when_not_fitting > 10**9


def test_fits_when_everything_is_small():
    m = _model_estimate(SEQ_INT_DT + ";\n" + WIDE_UNIQUE + ";\n", """
[server]
buffer-pool = "16G"
[tables.seq_int_dt]
rows = "1M"
[tables.tableb]
rows = "1M"
""")
    assert [t.fit for t in m.tables] == [FITS, FITS]
    assert m.total_size_bytes == sum(t.size_bytes for t in m.tables)


def test_hot_set_fits_and_days_until_not_fitting():
    m = _model_estimate(WIDE_UNIQUE, """
[server]
buffer-pool = "16G"
[tables.tableb]
rows = "10M"
growth-per-day = "1M"
insert-order = { uk_c = "sequential" }
""")
    t = m.table("tableb")
    assert t.fit == FITS
    m2 = _model_estimate(WIDE_UNIQUE, """
[server]
buffer-pool = "1G"
[tables.tableb]
rows = "10M"
growth-per-day = "1M"
insert-order = { uk_c = "sequential" }
""")
    t2 = m2.table("tableb")
    assert t2.fit == HOT_SET_FITS  # 10 GB table, but append-only: only internal pages are hot
    assert t2.days_until_not_fitting == pytest.approx((t2.rows_when_not_fitting - 10_000_000) / 1_000_000)
    m3 = _model_estimate(WIDE_UNIQUE, """
[server]
buffer-pool = "1G"
[tables.tableb]
rows = "1M"
growth-per-day = "1M"
""")
    t3 = m3.table("tableb")
    assert t3.fit == HOT_SET_FITS  # 1.4 GB: the PK's leaves are cold, uk_c's 0.8 GB all hot
    assert 1_000_000 < t3.rows_when_not_fitting < 1_500_000  # ~0.83 GB of random uk_c pages per M rows
    assert 0 < t3.days_until_not_fitting < 1


def test_rows_when_bytes_exceed():
    e = est(WIDE_UNIQUE, rows=1)
    uk = e.index("uk_c")
    r = rows_when_bytes_exceed(uk, 16 * GIB, hot=True)
    assert uk.hot_bytes_at(r) > 16 * GIB >= uk.hot_bytes_at(int(r * 0.999))
    # ~791 bytes of random leaf + ~40 of internal pages per row: 16 GiB holds ~20.7 M keys
    assert 20_500_000 < r < 21_000_000
    primary = e.index("PRIMARY")
    assert rows_when_bytes_exceed(primary, 16 * GIB, hot=True) > 1000 * r  # append-only: internal pages only


def test_tables_without_rows_get_no_verdict_but_a_threshold():
    m = _model_estimate(WIDE_UNIQUE, "[server]\nbuffer-pool = \"16G\"\n")
    t = m.table("tableb")
    assert t.fit is None and t.rows is None and t.rows_source == "default"
    assert t.pool_share_bytes == 16 * GIB
    assert 20_500_000 < t.rows_when_not_fitting < 21_000_000


def test_non_innodb_tables_are_skipped_with_a_note():
    m = _model_estimate("CREATE TABLE m (id INT PRIMARY KEY) ENGINE=MyISAM;", "")
    assert m.tables == []
    assert any("not InnoDB" in n for n in m.notes)


def test_only_with_rows():
    sql = SEQ_INT_DT + ";\n" + WIDE_UNIQUE + ";\n"
    m = estimate_model(model_of(sql), make_config("[tables.tableb]\nrows = 1000\n"), only_with_rows=True)
    assert [t.table for t in m.tables] == ["tableb"]


# Row counts at which MariaDB 10.11.19 grew a tree by one level, measured one row either side with
# `benchmarks/innodb_truth/run.py --sizes N-1,N --shapes SHAPE` (16 KiB pages, fixed-size keys).
MEASURED_DEPTH_THRESHOLDS = [
    # (DDL, avg lengths, index, depth, first row count at that depth)
    (INT_PK.replace("id INT UNSIGNED NOT NULL", "id INT UNSIGNED NOT NULL AUTO_INCREMENT"), {}, "PRIMARY", 2, 575),
    (INT_PK.replace("id INT UNSIGNED NOT NULL", "id INT UNSIGNED NOT NULL AUTO_INCREMENT"), {}, "PRIMARY", 3, 690_236),
    (SEQ_INT_DT, {"payload": 50}, "idx_created", 3, 982_801),
    (WIDE_UNIQUE.replace("COMMENT 'RANDOM_BYTES(512)'", "COMMENT 'time-sortable'"),
     {"c": 512}, "uk_c", 4, 26_536),
    (WIDE_UNIQUE.replace("COMMENT 'RANDOM_BYTES(512)'", "COMMENT 'time-sortable'"),
     {"c": 512}, "uk_c", 5, 796_036),
]


@pytest.mark.parametrize("sql,avg,index,depth,rows", MEASURED_DEPTH_THRESHOLDS)
def test_depth_thresholds_measured_to_the_row(sql, avg, index, depth, rows):
    ix = est(sql, avg_lengths=avg).index(index)
    assert ix.insert_order == "sequential"
    assert rows_at_depth(ix, depth) == rows
    assert ix.depth_at(rows - 1) == depth - 1 and ix.depth_at(rows) == depth


# -- measured sizes (a live server or a stats snapshot) replace the arithmetic --------------
def test_measured_index_pages_replace_the_estimate():
    from schemalint.config import IndexStats

    table = table_of("CREATE TABLE t (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, "
                     "created DATETIME NOT NULL, KEY idx_created (created))")
    hints = TableHints(rows=10_000, rows_source="live",
                       index_stats={"primary": IndexStats(size=97, n_leaf_pages=53),
                                    "idx_created": IndexStats(size=11, n_leaf_pages=1)})
    est = estimate_table(table, 10_000, ServerProfile(), hints)
    primary, created = est.indexes
    assert (primary.size_bytes, primary.leaf_pages, primary.size_source) == (97 * 16384, 53, "live")
    # MariaDB's placeholder n_leaf_pages = 1 for small indexes is not taken; the size is
    assert created.size_bytes == 11 * 16384 and created.leaf_pages != 1 and created.size_source == "live"
    assert est.size_bytes == (97 + 11) * 16384
    plain = estimate_table(table, 10_000, ServerProfile(), TableHints(rows=10_000))
    assert {i.size_source for i in plain.indexes} == {"estimate"}
