"""A table's plausible size from what the schema says (issue 26, checks/growth.py), and the cost
each warning states at that size. Each principle is checked on the real tables blind judges called
false ("a handful of config rows: no measurable cost; should be info") and on its boundary: the
same table with the evidence taken away, or a judged-true table of the same shape, keeps the
warning.

- `definition` (SL020): the row has its own name or description and refers to no other table's
  row, and records no point in time (Pandora FMS's `tncm_snippet`, `tncm_firmware`; OSSEC's
  `signature`) or carries a switch someone turns (EFAK's `ke_alert_channels`, `enabled`).
- `machine` (SL020): a UNIQUE host or IP column alone: one row per machine (`tdeployment_hosts`).
- `state per name` (SL020): a UNIQUE key of names and a time the row was last changed: one row per
  named thing rewritten in place (Conductor's `poll_data`, a queue's last poll per domain).
- Insert order (SL020): in an append-only record clustered on an AUTO_INCREMENT id whose time no
  index holds, (a, b) returns each group's rows in id order — the newest-first page — where
  (a, b, c) puts c first: not redundant for that page (ViaBTC's `balance_history_example`).
- `detail` (SL103): a keyless table whose foreign keys all point at one capped definition that
  records no time, and which records none: a few rows per parent row (Centreon's time period
  exceptions and exclusions); Spring Batch's job parameters, details of a record of executions,
  keep the warning.
- SL023 follows the digits: FLOAT money loses cents from 100,000.00 (warning); DOUBLE keeps them
  below 10^13 (info) — Matomo's `goal.revenue` (DOUBLE) against `log_conversion.revenue` (FLOAT).
- SL028: a reserved word quoted in a schema whose table names need backticks anyway (Friendica's
  `post-user`): its application quotes every name, so the upgrade breaks nothing (info); one
  hyphenated column (Roundcube's `reply-to`) does not say as much: `system`, in a dump whose header
  names MySQL 5.7 (it took `system` unquoted), keeps the warning.

Sources: tests/data/judged/SOURCES.md (pandorafms__pandoradb.sql, ossec__mysql.schema.sql,
efak__ke.sql, conductor__01_V1__initial_schema.sql, viabtc__create_trade_history.sql,
authelia__V0004.OpenIDConnect.up.sql, ranger__ranger_core_db_mysql.sql,
centreon-broker__centreon_storage.sql, spring-batch__schema-mysql.sql, matomo__database_dump.sql,
thelia__thelia.sql, friendica__database.sql, roundcube__mysql.initial.sql).
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import lint_sql
from tests.test_blind_batch3_principles import statement
from tests.judged import default_findings  # (one default lint per file and process)

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
PANDORA = JUDGED / "pandorafms__pandoradb.sql"
CENTREON = JUDGED / "centreon-broker__centreon_storage.sql"


def _in_file(path: Path, code: str, table: str) -> list[tuple]:
    return [(f.span.line, f.index or f.evidence.get("column") or "-", f.severity, f.evidence.get("growth_signal"))
            for f in default_findings((str(path),)) if f.code == code and f.table == table]


def _found(sql: str, code: str, config: str = "") -> list[tuple]:
    return [(f.span.line, f.index or f.evidence.get("column") or "-", f.severity)
            for f in lint_sql(sql, config) if f.code == code]


# --- definition ------------------------------------------------------------------------------------

def test_a_redundant_index_on_a_named_timeless_definition_is_info():
    # SERIAL plus PRIMARY KEY (id): MySQL 8.0 and MariaDB 10.11 both keep UNIQUE (id) beside it (checked
    # with SHOW CREATE TABLE on 10.11), so the duplicate is real; its size is not
    assert _in_file(PANDORA, "SL020", "tncm_snippet") == [(4280, "id", "info", "definition")]
    assert _in_file(PANDORA, "SL020", "tncm_firmware") == [(4290, "id", "info", "definition")]
    assert _in_file(JUDGED / "ossec__mysql.schema.sql", "SL020", "signature") == [(25, "rule_id_2", "info", "definition")]
    (finding,) = [f for f in default_findings((str(PANDORA),)) if f.code == "SL020" and f.table == "tncm_snippet"]
    assert "Its size is capped" in finding.message and "its rows have a name (name)" in finding.message


def test_a_definition_that_records_a_time_or_refers_to_a_row_keeps_the_warning():
    line, sql = statement(PANDORA, "CREATE TABLE IF NOT EXISTS `tncm_snippet`")
    assert _found(sql, "SL020") == [(2, "id", "info")]
    timed = sql.replace("`content` TEXT,", "`content` TEXT,\n  `created_at` DATETIME,")
    assert timed != sql and _found(timed, "SL020") == [(2, "id", "warning")]
    referring = sql.replace("`content` TEXT,", "`content` TEXT,\n  `id_agent` INT UNSIGNED,")
    assert referring != sql and _found(referring, "SL020") == [(2, "id", "warning")]
    # a content-addressed tree entry has a name and no time, but refers to rows by digest (tree_id CHAR(40)):
    # objects a machine writes by the million, not definitions
    fixture = Path(__file__).resolve().parent.parent / "fixtures" / "content_addressed.sql"
    (entry,) = [f for f in default_findings((str(fixture),)) if f.code == "SL102" and f.table == "tree_entry"]
    assert entry.evidence["growth"] == "unknown"
    # a row count says the table is big: the warning comes back
    assert _found(sql, "SL020", '[tables.tncm_snippet]\nrows = "20M"\n') == [(2, "id", "warning")]


def test_a_named_definition_with_a_switch_is_info_even_with_times():
    assert _in_file(JUDGED / "efak__ke.sql", "SL020", "ke_alert_channels") == [(18, "idx_cluster_id", "info", "definition")]
    # ranger's shared resources have a name and a switch too, but refer to other rows (judged true)
    assert _in_file(JUDGED / "ranger__ranger_core_db_mysql.sql", "SL020", "x_gds_shared_resource") == [
        (1713, "x_gds_shared_resource_data_share_id", "warning", None)]


# --- machine ---------------------------------------------------------------------------------------

def test_a_unique_host_alone_caps_the_table_at_the_fleet():
    assert _in_file(PANDORA, "SL020", "tdeployment_hosts") == [(3933, "id", "info", "machine")]
    line, sql = statement(PANDORA, "CREATE TABLE IF NOT EXISTS `tdeployment_hosts`")
    parents = ("CREATE TABLE `tcredential_store` (`identifier` VARCHAR(100) PRIMARY KEY);\n"
               "CREATE TABLE `tconfig_os` (`id_os` INT UNSIGNED PRIMARY KEY);\n"
               "CREATE TABLE `tagent_repository` (`id` BIGINT UNSIGNED PRIMARY KEY);\n")
    assert _found(parents + sql, "SL020") == [(5, "id", "info")]
    not_unique = sql.replace("`ip` VARCHAR(100) NOT NULL UNIQUE,", "`ip` VARCHAR(100) NOT NULL,")
    assert not_unique != sql and _found(parents + not_unique, "SL020") == [(5, "id", "warning")]


# --- state per name --------------------------------------------------------------------------------

def test_a_row_per_named_thing_rewritten_in_place_is_info():
    path = JUDGED / "conductor__01_V1__initial_schema.sql"
    assert _in_file(path, "SL020", "poll_data") == [(68, "queue_name", "info", "state per name")]
    line, sql = statement(path, "CREATE TABLE poll_data")
    assert _found(sql, "SL020") == [(68 - line + 1, "queue_name", "info")]
    appended = sql.replace("  modified_on TIMESTAMP DEFAULT CURRENT_TIMESTAMP,\n", "")
    assert appended != sql and _found(appended, "SL020") == [(68 - line, "queue_name", "warning")]


# --- insert order ----------------------------------------------------------------------------------

def test_a_prefix_keeping_an_append_only_records_id_order_is_not_called_redundant():
    path = JUDGED / "viabtc__create_trade_history.sql"
    assert _in_file(path, "SL020", "balance_history_example") == [(10, "idx_user_asset", "info", "name")]
    (finding,) = [f for f in default_findings((str(path),))
                  if f.code == "SL020" and f.table == "balance_history_example"]
    assert "keeps each group in id order" in finding.headline
    assert finding.evidence["keeps_insert_order"].startswith("InnoDB appends the PRIMARY KEY id")
    line, sql = statement(path, "CREATE TABLE `balance_history_example`")
    # an index on its time pages it by time: the id is no longer its only time order
    by_time = sql.replace("INDEX `idx_user_asset` (", "INDEX `idx_time` (`time`),\n    INDEX `idx_user_asset` (")
    assert by_time != sql and _found(by_time, "SL020") == [(11, "idx_user_asset", "warning")]


def test_a_record_with_a_flag_set_after_insert_keeps_the_warning():
    # Authelia's token sessions carry `active` and `revoked`: rows change after insert (judged true)
    assert _in_file(JUDGED / "authelia__V0004.OpenIDConnect.up.sql", "SL020", "oauth2_access_token_session") == [
        (93, "oauth2_access_token_session_client_id_idx", "warning", "name")]


# --- SL103: a definition's details -----------------------------------------------------------------

def test_a_keyless_detail_of_a_timeless_definition_is_info():
    assert _in_file(CENTREON, "SL103", "centreon_storage.mod_bam_reporting_timeperiods_exceptions") == [
        (2569, "-", "info", "detail")]
    assert _in_file(CENTREON, "SL103", "centreon_storage.mod_bam_reporting_timeperiods_exclusions") == [
        (2580, "-", "info", "detail")]
    line, parent = statement(CENTREON, "CREATE TABLE mod_bam_reporting_timeperiods (")
    _, child = statement(CENTREON, "CREATE TABLE mod_bam_reporting_timeperiods_exceptions")
    referrer = "CREATE TABLE ba (ba_id INT PRIMARY KEY, timeperiod_id INT, FOREIGN KEY (timeperiod_id) " \
               "REFERENCES mod_bam_reporting_timeperiods (timeperiod_id));\n"
    sql = parent + referrer + child
    start = sql.count("\n") - child.count("\n") + 1
    assert _found(sql, "SL103") == [(start, "-", "info")]
    # a parent that records when its rows came is a record: its details grow with it
    timed_parent = parent.replace("name varchar(200) default NULL,", "name varchar(200) default NULL,\n  created DATETIME,")
    assert timed_parent != parent and _found(timed_parent + referrer + child, "SL103") == [(start + 1, "-", "warning")]


def test_details_of_a_record_of_executions_keep_the_warning():
    assert _in_file(JUDGED / "spring-batch__schema-mysql.sql", "SL103", "BATCH_JOB_EXECUTION_PARAMS") == [
        (26, "-", "warning", None)]


# --- SL023: FLOAT against DOUBLE -------------------------------------------------------------------

def test_double_money_is_info_and_float_money_a_warning():
    matomo = JUDGED / "matomo__database_dump.sql"
    assert _in_file(matomo, "SL023", "goal") == [(243, "revenue", "info", None)]
    assert _in_file(matomo, "SL023", "log_conversion")[:2] == [(329, "revenue", "warning", None),
                                                              (330, "revenue_shipping", "info", None)]
    (finding,) = [f for f in default_findings((str(JUDGED / "thelia__thelia.sql"),))
                  if f.code == "SL023" and f.table == "sale_offset_currency"]
    assert finding.severity == "warning" and "cents lost from 100,000" in finding.headline
    assert finding.evidence["cents_exact_below"] == 100_000


# --- SL028: names the schema quotes anyway ---------------------------------------------------------

def test_a_reserved_word_in_a_schema_of_hyphenated_table_names_is_info():
    friendica = JUDGED / "friendica__database.sql"
    assert _in_file(friendica, "SL028", "hook") == [(803, "-", "info", None)]
    (finding,) = [f for f in default_findings((str(friendica),)) if f.code == "SL028" and f.table == "hook"]
    assert finding.evidence["word"] == "function" and "-" in finding.evidence["name_needing_quotes"]
    assert "needs backticks on any server" in finding.message
    line, hook = statement(friendica, "CREATE TABLE IF NOT EXISTS `hook`")
    # the same table in a schema whose names need no backticks, dumped from MySQL 5.7 (which took
    # `function` unquoted): the upgrade breaks its unquoted queries
    assert _found(MYSQL_57_HEADER + hook, "SL028") == [(803 - line + 1 + HEADER_LINES, "-", "warning")]
    # with no header the schema does not show queries written for 5.7: advice
    assert _found(hook, "SL028") == [(803 - line + 1, "-", "info")]


# mysqldump's header (the server it dumped names the server the schema was written for)
MYSQL_57_HEADER = ("-- MySQL dump 10.13  Distrib 5.7.44, for Linux (x86_64)\n--\n-- Host: localhost    Database: app\n"
                   "-- ------------------------------------------------------\n-- Server version\t5.7.44\n\n")
HEADER_LINES = MYSQL_57_HEADER.count("\n")


def test_one_hyphenated_column_does_not_say_every_name_is_quoted(tmp_path):
    roundcube = JUDGED / "roundcube__mysql.initial.sql"
    # as published (no dump header): nothing shows the schema was written for 5.7: info
    assert _in_file(roundcube, "SL028", "system") == [(267, "-", "info", None)]
    # the same file dumped from MySQL 5.7: `reply-to` does not make the warning info
    dumped = tmp_path / "roundcube.sql"
    dumped.write_text(MYSQL_57_HEADER + roundcube.read_text(encoding="utf-8"), encoding="utf-8")
    assert _in_file(dumped, "SL028", "system") == [(267 + HEADER_LINES, "-", "warning", None)]
