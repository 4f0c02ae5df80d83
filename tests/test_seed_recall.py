"""Recall on the articles behind the mission rules: the tables each one describes (fixtures/seeds/,
with its row counts and buffer pools) get the findings of the rule written for them, and the
versions the articles recommend get none of those rules' findings.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from schemalint.config import load_config
from schemalint.pipeline.lint import lint
from tests.helpers import FIXTURES

SEEDS = FIXTURES / "seeds"
RULES = ("SL101", "SL102", "SL201", "SL202", "SL203", "SL301", "SL401", "SL501")


def seed_findings(name: str):
    queries = SEEDS / f"{name}_queries.sql"
    result = lint([str(SEEDS / f"{name}.sql")], load_config(SEEDS / f"{name}.toml"),
                  queries=[str(queries)] if queries.exists() else [])
    return [f for f in result.findings if f.code in RULES]


def summary(name: str) -> list[tuple[str, int, str, str, str]]:
    return [(Path(f.span.path).name, f.span.line, f.code, f.severity, f.table or "")
            for f in seed_findings(name)]


# What each article's table gets: every finding of the mission rules, exactly.
EXPECTED = {
    "vitess_keys": [
        ("vitess_keys.sql", 4, "SL203", "warning", "tablea"),  # 463 M rows: past 250 GB a shard
        # depth 4 on the append-only table: info, its upper levels stay cached (the article's own
        # point: it kept inserting at 463 M rows on a 128 MB pool)
        ("vitess_keys.sql", 8, "SL202", "info", "tablea"),
        ("vitess_keys.sql", 9, "SL202", "info", "tablea"),
        # UNIQUE on 512 random bytes; the article gives no row count for tableb, so SL101 says at
        # info level at what row count its inserts start to read (a warning needs a size)
        ("vitess_keys.sql", 19, "SL101", "info", "tableb"),
    ],
    "beacons": [
        # one finding for the series, its key, its hot set over the pool and its depth: partitions by
        # time answer all four (SL102, SL201 and SL202 are folded into it)
        ("beacons.sql", 6, "SL301", "warning", "beacons"),
    ],
    "row_test": [
        ("row_test.sql", 12, "SL202", "info", "row_test"),
        ("row_test_queries.sql", 5, "SL401", "warning", "row_test"),  # SELECT * through query_by_insert_time
    ],
    "tenants": [("tenants.sql", 5, "SL501", "warning", "")],
}
# The articles' fixed versions: what remains is not the problem the article fixed (README).
EXPECTED_FIXED = {
    "vitess_keys_fixed": [("vitess_keys_fixed.sql", 16, "SL202", "info", "tablea")],
    "beacons_fixed": [],
    "row_test_fixed": [("row_test_fixed.sql", 10, "SL202", "info", "row_test")],
    "tenants_fixed": [],
}
# The rule each article's problem was written into: it fires on the table, never on the fix.
WRITTEN_FOR = {
    "vitess_keys": ("SL101", "SL203"),
    "beacons": ("SL301",),
    "row_test": ("SL401",),
    "tenants": ("SL501",),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_articles_tables_get_their_findings(name):
    assert summary(name) == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(EXPECTED_FIXED))
def test_the_articles_fixed_versions_stay_clean(name):
    assert summary(name) == EXPECTED_FIXED[name]


@pytest.mark.parametrize("name", sorted(WRITTEN_FOR))
def test_the_rule_written_for_each_shape_fires_on_it_and_not_on_its_fix(name):
    codes = {f.code for f in seed_findings(name)}
    fixed = {f.code for f in seed_findings(f"{name}_fixed")}
    for code in WRITTEN_FOR[name]:
        assert code in codes and code not in fixed


def test_the_beacon_log_is_one_story():
    """Tellis's table: a big time series whose PRIMARY KEY leads with the site. SL301 owns it,
    says the key already holds ts, sizes the partitions from 40 M rows/day against 2.7 GB, and
    carries SL102's figures; SL102 says nothing on its own."""
    (f,) = [f for f in seed_findings("beacons") if f.code == "SL301"]
    assert not [g for g in seed_findings("beacons") if g.code == "SL102"]
    ev = f.evidence
    assert ev["time_column"] == "ts" and ev["time_series_evidence"] == "unique_key"
    assert ev["keys_needing_time_column"] == [] and ev["key_change_needed"] is False
    assert "already contains ts, so partitioning on it needs no key change" in f.message
    # 40 M rows/day of ~110 B: a day is ≈ 4 GB, more than half the 2.7 GB pool, so partitions of hours
    assert 100 < ev["bytes_per_row"] < 120
    assert (ev["partition_period"], ev["partition_hours"]) == ("hour", 6)
    also = ev["also"]["SL102"]
    assert (also["key"], also["leading_column"], also["sequential_column"]) == ("PRIMARY", "site_id", "ts")
    assert also["rows"] == 44_000_000
    assert 4 * 2**30 < also["clustered_bytes"] < 5 * 2**30  # 44 M rows at 68 % fill
    assert also["rows_to_outgrow_pool"] < 44_000_000
    assert "one insertion point per site_id value" in f.message and "(SL102, folded in here)" in f.message
    assert f.fix.startswith("ALTER TABLE `beacons` PARTITION BY RANGE COLUMNS(`ts`) (\n")
    assert "DROP PRIMARY KEY" not in f.fix
    assert f.headline.startswith("beacons: time series on ts, not partitioned; ≈ ")
    assert f.headline.endswith(" vs 2.7 GiB pool") and len(f.headline) <= 90
