"""SL020 on a table whose role caps its size: info without a row count (no measurable cost on a
few hundred rows); a warning when the table may grow, and whenever a row count is given."""

from __future__ import annotations

from tests.helpers import lint_sql

CONFIG_TABLE = """CREATE TABLE thread_pool_config (
  id BIGINT NOT NULL AUTO_INCREMENT,
  tenant_id VARCHAR(128) NOT NULL,
  item_id VARCHAR(128) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_tenant_item (tenant_id, item_id),
  KEY idx_tenant (tenant_id)
) ENGINE=InnoDB;
"""
EVENTS_TABLE = CONFIG_TABLE.replace("thread_pool_config", "thread_pool_events")
DUMP_TABLE = CONFIG_TABLE.replace("thread_pool_config", "thread_pool_runs").replace(
    ") ENGINE=InnoDB;", ") ENGINE=InnoDB AUTO_INCREMENT={n};")


def _sl020(sql: str, config: str = "") -> list[tuple[str, str]]:
    return [(f.severity, f.evidence.get("growth_signal") or "-") for f in lint_sql(sql, config) if f.code == "SL020"]


def test_a_catalogue_table_gets_info():
    assert _sl020(CONFIG_TABLE) == [("info", "role")]


def test_a_table_without_evidence_of_its_size_keeps_the_warning():
    assert _sl020(EVENTS_TABLE) == [("warning", "name")]


def test_a_row_count_always_decides():
    assert _sl020(CONFIG_TABLE, '[tables."thread_pool_config"]\nrows = 50_000_000\n') == [("warning", "-")]


def test_a_dumps_auto_increment_is_evidence_both_ways():
    assert _sl020(DUMP_TABLE.format(n=37)) == [("info", "auto-increment")]
    assert _sl020(DUMP_TABLE.format(n=2_500_000)) == [("warning", "auto-increment")]
