"""A purged session store is told from a login record by what its DDL holds (issue 26, SL102 at 87%
on the tuning folder: its two open falses).

Coppermine's `CPG_sessions` (an MD5 `session_id`, `user_id`, `time`, `remember`) and EC-CUBE 2's
`dtb_mobile_ext_session_id` (a TEXT session id under a prefix, TEXT parameters, an indexed
`create_date`) were judged false at warning: "expired sessions are purged", "rows expire by
create_date". Both escaped the session-store principle (checks/growth.py `lifecycle`): the first
has no BLOB/TEXT payload, the second is named for session ids, keys a TEXT, records only its start
and is indexed by it. The principle as extended: the state beside the id may be nothing but numbers
and times (whose session and when), the key a TEXT under a prefix, the time to purge by any time the
row records, and a state kept beside the id makes an index on its insert time the purge's. SL033
follows the same lifecycle: a store's width is paid by its live rows only.

Its boundary, judged true and kept at warning: a sessions table with columns of its own (Hydra's
login sessions: a `subject`; phpBB's: the visitor's IP, browser and page), and one without a
payload indexed by its insert time (Umami's record of visits).

Sources: tests/data/judged/SOURCES.md (coppermine__schema.sql, ec-cube2__create_table_mysqli.sql,
hydra__mysql_dump.sql, umami__01_init-migration.sql).
"""

from __future__ import annotations

from pathlib import Path

from tests.judged import default_findings
from tests.test_blind_batch3_principles import statement
from tests.test_severity_principles import _found, _in_file

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
COPPERMINE = JUDGED / "coppermine__schema.sql"
ECCUBE = JUDGED / "ec-cube2__create_table_mysqli.sql"
HYDRA = JUDGED / "hydra__mysql_dump.sql"
UMAMI = JUDGED / "umami__01_init-migration.sql"

# a session handler's own row: the id, whose session, when, a flag
BARE = """CREATE TABLE web_sessions (
  session_id CHAR(32) NOT NULL,
  user_id INT NOT NULL DEFAULT 0,
  session_time INT NOT NULL DEFAULT 0,
  remember TINYINT(1) NOT NULL DEFAULT 0,
  PRIMARY KEY (session_id)
) ENGINE=InnoDB;
"""

# a session id kept in a TEXT, its state beside it, purged by age through the index on its start
TEXT_MAP = """CREATE TABLE app_session_id (
  session_id TEXT NOT NULL,
  param_key TEXT,
  param_value TEXT,
  create_date TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (session_id(255))
) ENGINE=InnoDB;
CREATE INDEX app_session_id_param_key ON app_session_id (param_key(255));
CREATE INDEX app_session_id_param_value ON app_session_id (param_value(255));
CREATE INDEX app_session_id_create_date ON app_session_id (create_date);
"""


def _sl102(sql: str, config: str = "") -> list[tuple]:
    return _found(sql, "SL102", config)


def test_a_session_row_of_numbers_and_times_only_is_a_purged_store():
    assert _sl102(BARE) == [(6, "PRIMARY", "info")]
    assert _sl102(BARE, '[tables.web_sessions]\nrows = "5M"\n') == [(6, "PRIMARY", "warning")]


def test_a_session_row_with_columns_of_its_own_is_a_login_record():
    # the visitor's IP and browser, read by time and by user: phpBB's who-is-online row, judged true
    own = BARE.replace("  remember TINYINT(1) NOT NULL DEFAULT 0,\n",
                       "  remember TINYINT(1) NOT NULL DEFAULT 0,\n  ip VARCHAR(45) NOT NULL,\n"
                       "  browser VARCHAR(150) NOT NULL,\n").replace(
        "  PRIMARY KEY (session_id)", "  PRIMARY KEY (session_id),\n  KEY (session_time),\n  KEY (user_id)")
    assert own != BARE
    assert _sl102(own) == [(8, "PRIMARY", "warning")]
    # the same columns read by the id alone: no record (tests/test_sessions_read_by_id.py)
    unread = own.replace(",\n  KEY (session_time),\n  KEY (user_id)", "")
    assert _sl102(unread) == [(8, "PRIMARY", "info")]
    # no time to purge by: nothing says the rows go
    timeless = BARE.replace("  session_time INT NOT NULL DEFAULT 0,\n", "")
    assert timeless != BARE
    assert _sl102(timeless) == [(5, "PRIMARY", "warning")]
    # indexed by when it came and never updated: a record of visits read by time (Umami's)
    visits = BARE.replace("  session_time INT NOT NULL DEFAULT 0,", "  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,"
                          ).replace("  PRIMARY KEY (session_id)", "  PRIMARY KEY (session_id),\n  KEY (created_at)")
    assert visits != BARE
    assert _sl102(visits) == [(6, "PRIMARY", "warning")]


def test_a_text_session_id_with_its_state_beside_it_is_a_purged_store():
    # SL033 (the 255-byte key copied into three indexes) is folded into it, and info as well
    (finding,) = [f for f in _findings(TEXT_MAP) if f.code == "SL102"]
    assert (finding.span.line, finding.severity, finding.evidence["growth_signal"]) == (6, "info", "session store")
    assert [(a.code, a.severity) for a in finding.also] == [("SL101", "info"), ("SL033", "info")]
    assert "create_date a time to purge it by" in finding.evidence["growth_reason"]
    sized = [f for f in _findings(TEXT_MAP, '[tables.app_session_id]\nrows = "5M"\n') if f.code == "SL102"]
    # (the hot set and the depth fold into it too: one key, one cause, one finding)
    assert [(f.severity, sorted((a.code, a.severity) for a in f.also)) for f in sized] == [
        ("warning", [("SL033", "warning"), ("SL101", "warning"), ("SL201", "warning"), ("SL202", "warning")])]
    # without its state it is a record of sessions read by their start: the warning
    stateless = TEXT_MAP.replace("  param_key TEXT,\n  param_value TEXT,\n", "  hits INT,\n").replace(
        "CREATE INDEX app_session_id_param_key ON app_session_id (param_key(255));\n"
        "CREATE INDEX app_session_id_param_value ON app_session_id (param_value(255));\n", "")
    assert stateless != TEXT_MAP
    assert _sl102(stateless) == [(5, "PRIMARY", "warning")]


def _findings(sql: str, config: str = ""):
    from tests.helpers import lint_sql
    return lint_sql(sql, config)


def test_coppermines_and_ec_cubes_purged_stores_are_info_until_a_row_count():
    assert _in_file(COPPERMINE, "SL102", "CPG_sessions") == [(290, "PRIMARY", "info")]
    assert _in_file(ECCUBE, "SL102", "dtb_mobile_ext_session_id") == [(1123, "PRIMARY", "info")]
    (finding,) = [f for f in default_findings((str(ECCUBE),))
                  if f.code == "SL102" and f.table == "dtb_mobile_ext_session_id"]
    assert [(a.code, a.severity) for a in finding.also] == [("SL101", "info"), ("SL033", "info")]
    line, sql = statement(COPPERMINE, "CREATE TABLE CPG_sessions")
    assert _sl102(sql) == [(6, "PRIMARY", "info")]
    assert _sl102(sql, '[tables.CPG_sessions]\nrows = "5M"\n') == [(6, "PRIMARY", "warning")]


def test_login_records_judged_true_keep_their_warning():
    assert _in_file(HYDRA, "SL102", "hydra_oauth2_authentication_session") == [(148, "PRIMARY", "warning")]
    assert _in_file(UMAMI, "SL102", "session") == [(35, "PRIMARY", "warning")]
