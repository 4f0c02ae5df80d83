"""Issue 28, items 2 and 3: fixes that agree with the other rules, and SL604 that reads an
UPDATE between ADD COLUMN and NOT NULL as a backfill (expand / backfill / contract)."""

from __future__ import annotations

import json

import pytest

from tests.helpers import each_rule, lint_sql, run_cli

EVENTS = """CREATE TABLE events (
  device_id BINARY(16) NOT NULL,
  ts DATETIME(3) NOT NULL,
  kind VARCHAR(20) NOT NULL,
  PRIMARY KEY (device_id, ts)
) ENGINE=InnoDB;
"""
# (a device-first key is not random from its type alone: SL102 judges it at a row count)
EVENTS_ROWS = '[tables.events]\nrows = "200M"\ngrowth-per-day = "2M"\n'
CREATE_SESSIONS = """CREATE TABLE sessions (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT UNSIGNED NOT NULL,
  refresh_token CHAR(36) NULL,
  UNIQUE KEY uk_refresh_token (refresh_token)
) ENGINE=InnoDB;
"""


def _fix_of(findings, code):
    found = [f for f in each_rule(findings) if f.code == code]
    assert found, [f.code for f in each_rule(findings)]
    return found[0]


def _time_leading_fix() -> str:
    """SL102's time-leading key for EVENTS. (On this table SL301 now owns the key's cause — a big
    unpartitioned series — and offers partitioning; SL102's fix is what it offers where SL301 does
    not, so it is built directly here.)"""
    from schemalint.checks.sl102_primary_key_insert_order import _time_leading_fix as build
    from tests.helpers import table_of

    table = table_of(EVENTS)
    return build(table, table.primary_key, "ts")


def test_sl102_time_leading_key_names_each_column_once():
    assert _time_leading_fix() == ("ALTER TABLE `events` DROP PRIMARY KEY, ADD PRIMARY KEY (`ts`, `device_id`), "
                                   "ADD KEY `idx_device_id` (`device_id`);")


def test_after_the_sl102_fix_neither_sl102_nor_sl302_after_sl301():
    """The fixed table: no SL102 (it does not undo itself), and partitioning it by ts (SL301's
    fix) is accepted by SL302: ts is in the PRIMARY KEY."""
    fixed = EVENTS + _time_leading_fix() + "\n"
    codes = [f.code for f in each_rule(lint_sql(fixed, EVENTS_ROWS))]
    assert "SL102" not in codes
    partitioned = fixed + ("ALTER TABLE events PARTITION BY RANGE COLUMNS (ts) (PARTITION p1 VALUES LESS THAN "
                           "('2025-01-01'), PARTITION pmax VALUES LESS THAN (MAXVALUE));\n")
    assert "SL302" not in [f.code for f in each_rule(lint_sql(partitioned, EVENTS_ROWS))]
    sl301 = [f for f in lint_sql(EVENTS, EVENTS_ROWS) if f.code == "SL301"]  # SL301's own fix, too
    assert sl301 and "SL302" not in [f.code for f in each_rule(lint_sql(EVENTS + sl301[0].fix + "\n", EVENTS_ROWS))]


def test_sl604_an_auto_increment_column_added_in_the_same_statement_is_a_valid_key(tmp_path):
    (tmp_path / "V1__events.sql").write_text(EVENTS)
    (tmp_path / "V2__pk.sql").write_text(
        "ALTER TABLE `events` DROP PRIMARY KEY, ADD COLUMN `id` BIGINT UNSIGNED NOT NULL AUTO_INCREMENT FIRST, "
        "ADD PRIMARY KEY (`id`), ADD UNIQUE KEY `uk_device_id_ts` (`device_id`, `ts`);\n")
    code, out, err = run_cli("check", str(tmp_path), "--select", "SL604", "--format", "json")
    assert json.loads(out)["findings"] == [], out
    assert code == 0


def test_sl101_fix_on_a_nullable_token_is_words_without_not_null():
    f = _fix_of(lint_sql(CREATE_SESSIONS), "SL101")
    assert f.fix_kind == "advice"
    assert "NOT NULL" not in f.fix
    assert "keep it NULL" in f.fix
    assert "UUID_TO_BIN" not in f.fix  # (MariaDB has no UUID_TO_BIN)


def test_sl029_default_width_offers_no_change():
    sql = "CREATE TABLE stock (id INT(10) UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY) ENGINE=InnoDB;\n"
    found = [f for f in lint_sql(sql, "[rules.SL029]\nall = true\n") if f.code == "SL029"]
    assert len(found) == 1
    assert found[0].fix is None
    assert "write INT UNSIGNED" not in found[0].message
    assert "Nothing to change" in found[0].message


EXPAND = "ALTER TABLE sessions ADD COLUMN token CHAR(36) NULL;\n"
BACKFILL = "UPDATE sessions SET token = UUID();\n"
CONTRACT = "ALTER TABLE sessions MODIFY token CHAR(36) NOT NULL, ADD UNIQUE KEY uk_token (token);\n"
QUOTED = ("ALTER TABLE `sessions` ADD COLUMN `token` CHAR(36) NULL;\n"
          "UPDATE `sessions` SET `token` = UUID() WHERE `token` IS NULL;\n"
          "ALTER TABLE `sessions` MODIFY `token` CHAR(36) NOT NULL, ADD UNIQUE KEY `uk_token` (`token`);\n")


@pytest.mark.parametrize("files", [
    {"V2__token.sql": EXPAND + BACKFILL + CONTRACT},
    {"V2__token.sql": EXPAND + BACKFILL.replace(";", " WHERE token IS NULL;") + CONTRACT},
    {"V2__token.sql": QUOTED},
    {"V2__add.sql": EXPAND, "V3__fill.sql": BACKFILL, "V4__contract.sql": CONTRACT},
], ids=["same-file", "where-is-null", "backticks", "update-in-its-own-file"])
def test_expand_backfill_contract_passes(tmp_path, files):
    (tmp_path / "V1__sessions.sql").write_text(CREATE_SESSIONS)
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    code, out, err = run_cli("check", str(tmp_path), "--select", "SL604", "--format", "json")
    assert json.loads(out)["findings"] == [], out
    # the default rules and fail-on: the whole folder, and the migrations hook's `--changed` on
    # the migration's files (the session store's random token is info without a row count)
    code, out, err = run_cli("check", str(tmp_path))
    assert code == 0, out + err
    code, out, err = run_cli("check", "--changed", *[str(tmp_path / name) for name in files])
    assert code == 0, out + err


@pytest.mark.parametrize("backfill", [
    "UPDATE sessions SET token = UUID() WHERE user_id > 10;\n",  # not every row
    "UPDATE sessions SET token = refresh_token;\n",  # refresh_token may be NULL
    "",
], ids=["partial-where", "nullable-source", "no-update"])
def test_a_backfill_that_may_leave_nulls_still_gets_sl604(tmp_path, backfill):
    (tmp_path / "V1__sessions.sql").write_text(CREATE_SESSIONS)
    (tmp_path / "V2__token.sql").write_text(EXPAND + backfill + CONTRACT.replace(", ADD UNIQUE KEY uk_token (token)", ""))
    code, out, err = run_cli("check", str(tmp_path), "--select", "SL604", "--format", "json")
    assert [f["code"] for f in json.loads(out)["findings"]] == ["SL604"], out
