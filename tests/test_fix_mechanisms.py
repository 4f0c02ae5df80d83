"""Issue 28, the fix harness's refutations on main, each as the class of table that caused it:
the fix is executed on the suite's MariaDB (tests/fix_harness.py) and must be accepted, keep the
rows, remove its finding, add none, and compose with the table's other fixes — or be words.

- SL301 on a table with foreign keys declared without a name: the server calls them
  `<table>_ibfk_<n>`, and one left behind makes PARTITION BY fail (1217);
- SL301 on a table whose name holds a line break: a `-- ` comment naming it ended at the break
  and left the rest as a statement (1064);
- SL101 on a UNIQUE with a prefix part, or longer than the key limit (MariaDB's hashed "long
  unique"): the plain KEY replacing it lost the prefix (1071);
- SL021 on a join pair whose other side is utf8mb3: the fix moved this side down to utf8mb3,
  which SL021 reports in its turn;
- SL026 on an AUTO_INCREMENT column that is itself a foreign key: MODIFY alone is refused (1832);
- SL103 on a keyless time series SL301 partitions: PRIMARY KEY (id) turned SL301's fix into words;
- three SL020 fixes on one table waited for each other (indexes sharing a column), so the
  table's fixes did not fit --fix's four passes.
"""

from __future__ import annotations

import pytest

from schemalint.pipeline.fixes import conflicts, touches
from tests.fix_harness import Harness, Input, all_findings

BIG = '[tables.{t}]\nrows = "200M"\ngrowth-per-day = "2M"\n'


@pytest.fixture(scope="module")
def harness(mariadb):
    h = Harness(mariadb)
    yield h
    h.close()


def _run(harness, sql: str, toml: str = ""):
    inp = Input("mechanism", config_toml=toml, text=sql)
    outcomes, tables, _ = harness.run_input(inp)
    return outcomes, tables


def _assert_passes(outcomes, tables, codes: set[str]):
    assert codes <= {o.code for o in outcomes}, [(o.code, o.detail) for o in outcomes]
    failed = [(o.code, o.table, o.detail) for o in outcomes if not o.passed]
    assert not failed, failed
    bad = [(t.table, t.codes, t.detail) for t in tables if not t.composed]
    assert not bad, bad


def _fix_of(sql: str, code: str, table: str, toml: str = "") -> str:
    every, _ = all_findings(Input("mechanism", config_toml=toml, text=sql))
    return next(f for f in every if f.code == code and (f.table or "").endswith(table)).fix


# -- SL301: unnamed foreign keys, both ways -------------------------------------------------------
UNNAMED_FKS = """
CREATE TABLE devices (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(40) NOT NULL) ENGINE=InnoDB;
CREATE TABLE sites (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(40) NOT NULL) ENGINE=InnoDB;
CREATE TABLE readings (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  device_id BIGINT UNSIGNED NOT NULL,
  site_id BIGINT UNSIGNED NOT NULL,
  created_at DATETIME NOT NULL,
  value DOUBLE NOT NULL,
  PRIMARY KEY (id, created_at),
  FOREIGN KEY (device_id) REFERENCES devices (id),
  FOREIGN KEY (site_id) REFERENCES sites (id)
) ENGINE=InnoDB;
CREATE TABLE reading_notes (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  device_id BIGINT UNSIGNED NOT NULL,
  reading_id BIGINT UNSIGNED NOT NULL,
  note VARCHAR(200) NOT NULL,
  FOREIGN KEY (device_id) REFERENCES devices (id),
  FOREIGN KEY (reading_id) REFERENCES readings (id)
) ENGINE=InnoDB;
"""


def test_sl301_drops_unnamed_foreign_keys_by_the_servers_names():
    fix = _fix_of(UNNAMED_FKS, "SL301", "readings", BIG.format(t="readings"))
    assert "DROP FOREIGN KEY `readings_ibfk_1`, DROP FOREIGN KEY `readings_ibfk_2`" in fix
    assert "ALTER TABLE `reading_notes` DROP FOREIGN KEY `reading_notes_ibfk_2`;" in fix


@pytest.mark.live
def test_sl301_on_a_table_with_unnamed_foreign_keys_runs(harness):
    outcomes, tables = _run(harness, UNNAMED_FKS, BIG.format(t="readings"))
    _assert_passes([o for o in outcomes if o.code == "SL301"], [], {"SL301"})


# -- SL301: a name with a line break ----------------------------------------------------------------
NEWLINE_NAME = """
CREATE TABLE `audit
trail` (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  created_at DATETIME NOT NULL,
  action VARCHAR(40) NOT NULL,
  PRIMARY KEY (id, created_at)
) ENGINE=InnoDB;
"""


def test_sl301_comment_lines_all_start_with_dashes():
    fix = _fix_of(NEWLINE_NAME, "SL301", "trail", BIG.format(t='"audit\\ntrail"'))
    retention = fix[fix.index("-- retention"):]
    assert all(line.startswith("-- ") for line in retention.splitlines()), retention


@pytest.mark.live
def test_sl301_on_a_name_with_a_line_break_runs(harness):
    outcomes, tables = _run(harness, NEWLINE_NAME, BIG.format(t='"audit\\ntrail"'))
    _assert_passes(outcomes, tables, {"SL301"})


# -- SL101: the plain KEY keeps what makes the UNIQUE fit -----------------------------------------
LONG_UNIQUES = """
CREATE TABLE policies (
  id BIGINT NOT NULL AUTO_INCREMENT,
  guid VARCHAR(1024) NULL,
  service BIGINT NULL,
  zone_id BIGINT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_guid_service_zone (guid(180), service, zone_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
CREATE TABLE services (
  id BIGINT NOT NULL AUTO_INCREMENT,
  guid VARCHAR(1024) NULL,
  zone_id BIGINT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_guid_zone (guid, zone_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
"""


def test_sl101_plain_key_keeps_the_prefix_and_fits_the_limit():
    assert "ADD INDEX `uk_guid_service_zone` (`guid`(180), `service`, `zone_id`);" in \
        _fix_of(LONG_UNIQUES, "SL101", "policies")
    fix = _fix_of(LONG_UNIQUES, "SL101", "services")  # 4,096 B + 8: hashed by MariaDB as a UNIQUE
    assert "ADD INDEX `uk_guid_zone` (`guid`(" in fix, fix


@pytest.mark.live
def test_sl101_plain_key_is_accepted(harness):
    outcomes, tables = _run(harness, LONG_UNIQUES)
    _assert_passes(outcomes, tables, {"SL101"})
    assert len([o for o in outcomes if o.code == "SL101"]) == 2


# -- SL021: the pair's other side comes up to utf8mb4 ----------------------------------------------
CHARSET_PAIR = """
CREATE TABLE service_instances (
  instance VARCHAR(128) NOT NULL,
  cpu INT NOT NULL,
  PRIMARY KEY (instance)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_bin;
CREATE TABLE sync_keys (
  username CHAR(32) NOT NULL,
  synckey CHAR(32) NOT NULL,
  instance VARCHAR(32) NOT NULL,
  PRIMARY KEY (username, synckey)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
"""


def test_sl021_pair_fix_never_moves_a_column_down_to_utf8mb3():
    fix = _fix_of(CHARSET_PAIR, "SL021", "sync_keys")
    assert fix == ("ALTER TABLE `service_instances` MODIFY `instance` VARCHAR(128) CHARACTER SET utf8mb4 "
                   "COLLATE utf8mb4_bin NOT NULL;"), fix


@pytest.mark.live
def test_sl021_pair_fix_removes_the_finding(harness):
    outcomes, tables = _run(harness, CHARSET_PAIR)
    pair = [o for o in outcomes if o.code == "SL021" and o.table == "sync_keys"]
    assert pair and all(o.passed for o in pair), [(o.fix, o.detail) for o in pair]


# -- SL026: an AUTO_INCREMENT column that is a foreign key --------------------------------------------
AI_FOREIGN_KEY = """
CREATE TABLE loans (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, amount DECIMAL(19,6) NOT NULL) ENGINE=InnoDB;
CREATE TABLE loan_aging (
  loan_id BIGINT NOT NULL AUTO_INCREMENT,
  overdue DECIMAL(19,6) NOT NULL DEFAULT '0.000000',
  PRIMARY KEY (loan_id),
  CONSTRAINT loan_aging_ibfk_1 FOREIGN KEY (loan_id) REFERENCES loans (id)
) ENGINE=InnoDB;
CREATE TABLE loan_notes (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  author_id BIGINT NOT NULL,
  loan_id BIGINT NOT NULL,
  FOREIGN KEY (author_id) REFERENCES loan_aging (loan_id),
  FOREIGN KEY (loan_id) REFERENCES loans (id)
) ENGINE=InnoDB;
"""


def test_sl026_on_a_foreign_key_column_is_words():
    fix = _fix_of(AI_FOREIGN_KEY, "SL026", "loan_aging")
    assert not fix.startswith("ALTER"), fix
    assert "foreign key to loans.id" in fix and "1832" in fix
    parent_fix = _fix_of(AI_FOREIGN_KEY, "SL026", "loans")  # the parent widens its children, by their server names
    assert "ALTER TABLE `loan_notes` DROP FOREIGN KEY `loan_notes_ibfk_2`;" in parent_fix, parent_fix


@pytest.mark.live
def test_sl026_fixes_run_where_they_are_ddl(harness):
    outcomes, tables = _run(harness, AI_FOREIGN_KEY)
    _assert_passes(outcomes, tables, {"SL026"})


# -- SL103 with SL301: the key holds the time column -------------------------------------------------
KEYLESS_SERIES = """
CREATE TABLE annotations (
  trace_id BIGINT NOT NULL,
  span_id BIGINT NOT NULL,
  a_key VARCHAR(255) NOT NULL,
  a_timestamp BIGINT {null},
  KEY trace_id (trace_id, span_id)
) ENGINE=InnoDB;
"""


@pytest.mark.live
def test_sl103_and_sl301_compose_on_a_keyless_time_series(harness):
    sql = KEYLESS_SERIES.format(null="NOT NULL")
    assert _fix_of(sql, "SL103", "annotations", BIG.format(t="annotations")).endswith(
        "ADD PRIMARY KEY (`id`, `a_timestamp`);")
    outcomes, tables = _run(harness, sql, BIG.format(t="annotations"))
    _assert_passes(outcomes, tables, {"SL103", "SL301"})


def test_sl103_on_a_series_with_a_nullable_time_is_words():
    fix = _fix_of(KEYLESS_SERIES.format(null="NULL"), "SL103", "annotations", BIG.format(t="annotations"))
    assert not fix.startswith("ALTER") and "NOT NULL" in fix, fix


@pytest.mark.live
def test_a_keyless_series_with_a_nullable_time_composes(harness):
    """zipkin_annotations' shape: PRIMARY KEY (id) first made SL301's key change need a NULL-able
    column, so SL301's fix turned into words and its finding stayed."""
    outcomes, tables = _run(harness, KEYLESS_SERIES.format(null="NULL"), BIG.format(t="annotations"))
    _assert_passes(outcomes, tables, {"SL301"})


# -- compositions: sibling index fixes go in one pass -----------------------------------------------
def test_two_index_fixes_over_one_column_go_in_one_pass():
    a = touches(["ALTER TABLE t DROP INDEX a, ADD INDEX a (x, y);"])
    b = touches(["ALTER TABLE t DROP INDEX b, ADD INDEX b (x, z);"])
    assert not conflicts(a, b)
    assert conflicts(a, touches(["ALTER TABLE t MODIFY x BIGINT NOT NULL;"]))  # a changed column still waits
    assert conflicts(a, touches(["ALTER TABLE t DROP PRIMARY KEY, ADD PRIMARY KEY (x);"]))


STAT_TABLE = """
CREATE TABLE throughput_stat (
  id BIGINT NOT NULL AUTO_INCREMENT,
  type VARCHAR(20) NOT NULL,
  pipeline_id BIGINT NOT NULL,
  end_time TIMESTAMP NOT NULL DEFAULT '0000-00-00 00:00:00',
  gmt_create TIMESTAMP NOT NULL DEFAULT '0000-00-00 00:00:00',
  PRIMARY KEY (id),
  KEY idx_pipeline_type_create_id (pipeline_id, type, gmt_create, id),
  KEY idx_pipeline_type_end_id (pipeline_id, type, end_time, id),
  KEY idx_create_id (gmt_create, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
"""


@pytest.mark.live
def test_a_table_with_many_fixes_composes_within_the_passes(harness):
    outcomes, tables = _run(harness, STAT_TABLE)
    # (a statistics table with an insert-time index is a time series: SL301 partitions it on
    # gmt_create, and SL025's fix for end_time is then words, so it is not among the DDL run)
    _assert_passes(outcomes, tables, {"SL020", "SL024", "SL301"})


# -- a key rebuilt with a column added keeps its prefix lengths (SL301, SL302) ----------------------
PREFIXED_UNIQUE = """
CREATE TABLE requests (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  created_at DATETIME NOT NULL,
  url VARCHAR(1024) NOT NULL,
  PRIMARY KEY (id, created_at),
  UNIQUE KEY uk_url (url(200))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
"""


def test_a_unique_key_joined_by_the_time_column_keeps_its_prefix():
    fix = _fix_of(PREFIXED_UNIQUE, "SL301", "requests", BIG.format(t="requests"))
    assert "DROP INDEX `uk_url`, ADD UNIQUE KEY `uk_url` (`url`(200), `created_at`);" in fix, fix
    partitioned = PREFIXED_UNIQUE.replace(") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;",
                                          ") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 PARTITION BY RANGE COLUMNS(created_at) "
                                          "(PARTITION pmax VALUES LESS THAN (MAXVALUE));")
    fix = _fix_of(partitioned, "SL302", "requests")
    assert fix.endswith("DROP INDEX `uk_url`, ADD UNIQUE KEY `uk_url` (`url`(200), `created_at`);"), fix


@pytest.mark.live
def test_a_prefixed_unique_key_joined_by_the_time_column_runs(harness):
    outcomes, tables = _run(harness, PREFIXED_UNIQUE, BIG.format(t="requests"))
    _assert_passes(outcomes, tables, {"SL301"})


# -- --fix writes a fix that changes other tables into their own CREATE TABLE -----------------------
def test_fix_writes_each_alter_into_its_own_table_and_finds_unnamed_foreign_keys(tmp_path):
    from tests.helpers import run_cli

    (tmp_path / "schema.sql").write_text(UNNAMED_FKS, encoding="utf-8")
    (tmp_path / "hints.toml").write_text(BIG.format(t="readings"), encoding="utf-8")
    code, out, err = run_cli("check", "schema.sql", "--config", "hints.toml", "--select", "SL301", "--fix",
                             "--unsafe-fixes", cwd=tmp_path)
    text = (tmp_path / "schema.sql").read_text(encoding="utf-8")
    assert "FOREIGN KEY (device_id) REFERENCES devices (id)," not in text, out + err  # readings: both unnamed keys gone
    assert "FOREIGN KEY (site_id)" not in text and "PARTITION BY RANGE COLUMNS(`created_at`)" in text
    assert "FOREIGN KEY (reading_id) REFERENCES readings (id)" not in text  # the referencing table's key
    assert "  FOREIGN KEY (device_id) REFERENCES devices (id)\n) ENGINE=InnoDB;" in text  # (its other key stays)
