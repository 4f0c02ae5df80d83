"""SL201 / SL202 / SL203: the estimator's numbers, in findings. (The catalogue examples in
rules/SL20*.toml run in the catalogue test; these pin the messages and the evidence.)"""

from __future__ import annotations

import pytest

from tests.helpers import each_rule, lint_sql

TABLEB = """CREATE TABLE tableb (
  id INT NOT NULL PRIMARY KEY AUTO_INCREMENT,
  b DATETIME NOT NULL,
  c VARBINARY(512) NOT NULL COMMENT 'RANDOM_BYTES(512)',
  UNIQUE (c)
) ENGINE=InnoDB;
"""
TABLEA = TABLEB.replace("tableb", "tablea").replace("UNIQUE (c)", "INDEX (b)")


def only(findings, code):
    """The findings of one rule, also those folded into another's (one cause, one finding)."""
    return [f for f in each_rule(findings) if f.code == code]


def test_rules_are_silent_without_row_counts():
    assert not [f for f in lint_sql(TABLEB + TABLEA) if f.code in ("SL201", "SL202", "SL203")]


def test_sl201_random_unique_index_does_not_fit():
    (f,) = only(lint_sql(TABLEB, '[server]\nbuffer-pool = "16G"\n[tables.tableb]\nrows = "100M"\n'), "SL201")
    assert f.severity == "warning"
    assert (f.span.line, f.index, f.table) == (5, "c", "tableb")
    assert "hot set is 75 GiB" in f.message and "2,100 → 150 rows/s" in f.message
    assert "Each insert now reads ≈ 0.85 pages from disk" in f.message
    assert "Page reads per insert reach 0.1 at ≈ 22 M rows (passed) and 0.5 at ≈ 39 M rows (passed)" in f.message
    ev = f.evidence
    assert ev["fit"] == "does-not-fit" and ev["hottest_index"] == "c" and ev["rows"] == 100_000_000
    assert ev["hot_bytes"] > ev["buffer_pool_bytes"] == 16 * 1024**3
    assert 21_000_000 < ev["rows_when_not_fitting"] < 21_500_000
    assert "raise innodb_buffer_pool_size to at least 76 GiB" in f.fix and f.fix_kind == "advice"


def test_sl201_warns_ahead_with_a_growth_rate():
    cfg = '[server]\nbuffer-pool = "16G"\n[tables.tableb]\nrows = "10M"\ngrowth-per-day = "1M"\n'
    (f,) = only(lint_sql(TABLEB, cfg), "SL201")
    assert f.severity == "info"
    assert ("Page reads per insert reach 0.1 at ≈ 22 M rows (≈ 12 days at 1 M rows/day) and 0.5 at ≈ 39 M rows "
            "(≈ 29 days at 1 M rows/day)") in f.message
    assert 21_400_000 < f.evidence["cliff_rows"]["0.1"] < 21_800_000 and f.evidence["reads_per_insert"] == 0
    assert f.evidence["days_until_not_fitting"] == (f.evidence["rows_when_not_fitting"] - 10_000_000) / 1_000_000


def test_sl201_append_only_overflow_is_info():
    # seed 01: table A kept inserting at a 128 MB pool; only its internal pages are too big
    (f,) = only(lint_sql(TABLEA, '[tables.tablea]\nrows = "463M"\n'), "SL201")
    assert f.severity == "info"
    assert "Inserts still append in memory" in f.message


def test_sl202_depth_and_threshold():
    findings = only(lint_sql(TABLEB, '[tables.tableb]\nrows = "1M"\n'), "SL202")
    (f,) = findings  # the PRIMARY KEY is 3 deep at 1 M rows; c (random, 523-byte keys) is 5
    assert (f.index, f.span.line, f.severity) == ("c", 5, "warning")
    assert f.evidence["depth"] == 5 and f.evidence["fanout"] < 25
    assert "is 5 levels deep at 1 M rows" in f.message


def test_sl202_approaching_is_info():
    findings = only(lint_sql(TABLEA, '[tables.tablea]\nrows = "30M"\n'), "SL202")
    (f,) = findings  # PRIMARY: 3 levels, reaches 4 at ~40.5 M rows (< 2 x 30 M)
    assert (f.index, f.severity) == ("PRIMARY", "info")
    assert f.evidence["rows_at_depth_4"] < 60_000_000
    assert "reaches 4 at ≈ 40.5 M rows" in f.message


def test_sl203_table_beyond_250_gb():
    (f,) = only(lint_sql(TABLEA, '[tables.tablea]\nrows = "463M"\n'), "SL203")
    assert f.span.line == 1 and f.table == "tablea"
    assert f.evidence["size_bytes"] > 250 * 10**9 == f.evidence["max_bytes"]
    assert f.evidence["restore_seconds_1gbps"] == round(f.evidence["size_bytes"] * 8 / 1e9)
    assert "beyond the 250 GB per shard Vitess suggests" in f.message
    assert "at 1 Gbps" in f.message and "at 10 Gbps" in f.message


def test_sl203_options_and_schema_total():
    sql = "CREATE DATABASE shop;\nUSE shop;\n" + TABLEA + TABLEB
    cfg = ('[tables.tablea]\nrows = "60M"\n[tables.tableb]\nrows = "20M"\n'
           '[rules.SL203]\nmax-bytes = "50G"\nlink-gbps = 2.5\n')
    (f,) = only(lint_sql(sql, cfg), "SL203")  # neither table alone is past 50 GiB; shop is
    assert "shop totals" in f.message and "at 2.5 Gbps" in f.message
    assert f.evidence["tables"] == 2 and f.evidence["link_gbps"] == 2.5


@pytest.mark.parametrize("code", ["SL201", "SL202", "SL203"])
def test_catalogue_examples(code):
    from schemalint.catalogue import load_catalogue

    doc = load_catalogue()[code]
    assert doc.bad and doc.good
    for ex in doc.bad:
        lines = [f.span.line for f in each_rule(lint_sql(ex.sql, ex.config)) if f.code == code]
        assert lines, f"{code} bad example gave no finding:\n{ex.sql}"
        assert ex.line is None or ex.line in lines, (ex.line, lines)
    for ex in doc.good:
        found = [f.message for f in each_rule(lint_sql(ex.sql, ex.config)) if f.code == code]
        assert not found, found
