"""A sessions table nothing reads but by its id is not a record of logins (issue 26, SL102 at 76%
on the tuning folder: its four open falses).

X2CRM's `x2_sessions` and `x2_sessions_token`, Ampache's `session_stream` and Airavata's research
`session` were judged false at warning ("bounded to active sessions", "small per-user token table",
"short-lived stream tokens purged on expiry", "one row per interactive session a researcher
starts"). The same shape as phpBB's `phpbb_sessions` (judged true: a random id, whose session, the
visitor's IP and agent, a time), but for one thing the DDL shows: no index but the PRIMARY KEY and
the ones its foreign keys need. Nothing lists their rows by user, by time or by page, so nothing
keeps them as a record — each row is fetched by the id a client presents, and the purge by its
time scans the table, which only a table its authors expect small affords. The session word in
the name then says what a row is, not that rows come per request: info without a row count.
phpBB's sessions (indexed by time, user and forum: who is online), Umami's (by created_at and
website) and Hydra's login sessions (by subject) are read as records and keep the warning.

Sources: tests/data/judged/SOURCES.md (x2crm__core.sql, ampache__ampache.sql,
airavata__V1__Baseline_schema.sql, hydra__mysql_dump.sql, umami__01_init-migration.sql).
"""

from __future__ import annotations

from pathlib import Path

from tests.test_blind_batch3_principles import statement
from tests.test_severity_principles import _found, _in_file

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
X2CRM = JUDGED / "x2crm__core.sql"
AMPACHE = JUDGED / "ampache__ampache.sql"
AIRAVATA = JUDGED / "airavata__V1__Baseline_schema.sql"
HYDRA = JUDGED / "hydra__mysql_dump.sql"
UMAMI = JUDGED / "umami__01_init-migration.sql"


def _sl102(sql: str, config: str = "") -> list[tuple]:
    return _found(sql, "SL102", config)


def _with_index(sql: str, key: str) -> str:
    """The statement with one more KEY before its closing parenthesis."""
    head, tail = sql.rsplit(")", 1)
    changed = head.rstrip() + f",\n  {key}\n)" + tail
    assert changed != sql
    return changed


def test_x2crm_sessions_read_by_id_only_are_info_until_a_row_count():
    assert _in_file(X2CRM, "SL102", "x2_sessions") == [(514, "PRIMARY", "info")]
    assert _in_file(X2CRM, "SL102", "x2_sessions_token") == [(524, "PRIMARY", "info")]
    line, sql = statement(X2CRM, "CREATE TABLE x2_sessions(")
    assert _sl102(sql) == [(2, "PRIMARY", "info")]
    assert _sl102(sql, '[tables.x2_sessions]\nrows = "5M"\n') == [(2, "PRIMARY", "warning")]
    # its near twin, phpBB's who-is-online row: the same columns read by user and by time
    assert _sl102(_with_index(sql, "KEY (lastUpdated)")) == [(2, "PRIMARY", "warning")]
    assert _sl102(_with_index(sql, "KEY (user)")) == [(2, "PRIMARY", "warning")]
    # a session's token, read by the token alone, as the session
    line, token = statement(X2CRM, "CREATE TABLE x2_sessions_token(")
    assert _sl102(token) == [(2, "PRIMARY", "info")]
    assert _sl102(_with_index(token, "KEY (user)")) == [(2, "PRIMARY", "warning")]


def test_ampache_stream_sessions_read_by_id_only_are_info():
    assert _in_file(AMPACHE, "SL102", "session_stream") == [(1259, "PRIMARY", "info")]
    line, sql = statement(AMPACHE, "CREATE TABLE IF NOT EXISTS `session_stream`")
    (finding,) = [f for f in _lint(sql) if f.code == "SL102"]
    assert (finding.severity, finding.evidence["growth_signal"]) == ("info", "read by id")
    assert "expire" in finding.evidence["growth_reason"]
    assert _sl102(sql.replace("  PRIMARY KEY (`id`)", "  PRIMARY KEY (`id`),\n  KEY (`user`)")) == [
        (7, "PRIMARY", "warning")]
    # no time to purge by: nothing says the rows go
    timeless = sql.replace("  `expire` int(11) unsigned NOT NULL,\n", "")
    assert timeless != sql
    assert _sl102(timeless) == [(6, "PRIMARY", "warning")]


def test_an_index_its_foreign_key_needs_is_no_reading_of_its_own():
    # Airavata's research session: its only index is the one its FOREIGN KEY to research_project needs
    assert _in_file(AIRAVATA, "SL102", "session") == [(752, "PRIMARY", "info")]
    line, sql = statement(AIRAVATA, "CREATE TABLE `session`")
    project = statement(AIRAVATA, "CREATE TABLE `research_project`")[1]
    parents = "CREATE TABLE `repository_resource` (`id` varchar(48) NOT NULL, PRIMARY KEY (`id`));\n" + project
    offset = parents.count("\n")
    assert _sl102(parents + sql) == [(offset + 9, "PRIMARY", "info")]
    # read by its owner too: a record of sessions per user
    owned = sql.replace("  KEY `FKc1yi1eldihmm4gfjk8p2qjcq3` (`project_id`),",
                        "  KEY `FKc1yi1eldihmm4gfjk8p2qjcq3` (`project_id`),\n  KEY (`user_id`),")
    assert owned != sql
    assert _sl102(parents + owned) == [(offset + 9, "PRIMARY", "warning")]


def test_sessions_read_as_records_judged_true_keep_their_warning():
    assert _in_file(HYDRA, "SL102", "hydra_oauth2_authentication_session") == [(148, "PRIMARY", "warning")]
    assert _in_file(UMAMI, "SL102", "session") == [(35, "PRIMARY", "warning")]


def _lint(sql: str):
    from tests.helpers import lint_sql
    return lint_sql(sql)
