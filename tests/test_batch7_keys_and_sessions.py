"""Two principles from blind batch 7 (issue 26), each checked on the real tables judged false and
on its boundary (the same or a similar real table that keeps the warning).

- The name a name→value table is looked up by (SL021): Elgg's `prefix_config.name` (its PRIMARY
  KEY, beside `value`) and `prefix_queue.name` (indexed, beside the job's `data`), both given
  `CHARACTER SET utf8`, were judged false at warning: "config/queue names are ASCII identifiers
  (keys), no emoji risk". A `name` that leads an index, with a value or payload column beside it
  and no other column of typed text, is chosen by the code and looked up by it: an identifier,
  info. Without the index, or with a column of typed text beside it, it stays text a person types
  (jshERP's and Saturn's user-entered names, judged true, keep their warnings).
- A session store's key (SL102, checks/growth.py `lifecycle`): Apache Amoro's `http_session` is
  Jetty's JDBC session store, keyed (session id, context path, virtual host), with a BLOB map and
  an expiry time; judged false at warning ("few live sessions, expired ones scavenged"). A session
  id scoped by string context parts is still one session's key; Spring Session keeps the payload in
  a child table keyed by the session (SPRING_SESSION_ATTRIBUTES). A key with a time in it is a
  series, and a sessions table without a payload anywhere (Hydra's login sessions, judged true)
  keeps the warning.

Sources: tests/data/judged/SOURCES.md (elgg__mysql.sql, amoro__ams-mysql-init.sql,
spring-session__schema-mysql.sql, hydra__mysql_dump.sql, jsherp__jsh_erp.sql, saturn__schema.sql).
"""

from __future__ import annotations

from pathlib import Path

from tests.test_blind_batch3_principles import statement
from tests.test_severity_principles import _found, _in_file
from tests.judged import default_findings  # (one default lint per file and process)

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
ELGG = JUDGED / "elgg__mysql.sql"
AMORO = JUDGED / "amoro__ams-mysql-init.sql"
SPRING_SESSION = JUDGED / "spring-session__schema-mysql.sql"
HYDRA = JUDGED / "hydra__mysql_dump.sql"
JSHERP = JUDGED / "jsherp__jsh_erp.sql"
SATURN = JUDGED / "saturn__schema.sql"


# --- SL021: the name a name→value table is looked up by ----------------------------------------

def test_the_key_name_of_a_name_value_table_is_an_identifier():
    assert _in_file(ELGG, "SL021", "prefix_config") == [(57, "name", "info")]
    assert _in_file(ELGG, "SL021", "prefix_queue") == [(177, "name", "info")]
    (finding,) = [f for f in default_findings((str(ELGG),))
                  if f.code == "SL021" and f.table == "prefix_config" and f.evidence.get("column") == "name"]
    assert finding.evidence["free_text"] is False


def test_a_name_beside_typed_text_or_looked_up_by_nothing_stays_a_warning():
    line, config = statement(ELGG, "CREATE TABLE `prefix_config`")
    assert _found(config, "SL021") == [(2, "name", "info")]
    # a description beside it: a thing people name and describe, not a key
    described = config.replace("`value` LONGTEXT NOT NULL,", "`value` LONGTEXT NOT NULL,\n  `description` TEXT,")
    assert described != config
    # (a configuration table that records no time holds what whoever sets the application up writes:
    # info, batch 8's principle; one that records when its rows came is added to in use: the warning)
    assert _found(described, "SL021") == [(2, "name", "info")]
    dated = described.replace("`description` TEXT,", "`description` TEXT,\n  `created_at` DATETIME,")
    assert dated != described
    assert _found(dated, "SL021") == [(2, "name", "warning")]
    line, queue = statement(ELGG, "CREATE TABLE `prefix_queue`")
    assert _found(queue, "SL021") == [(3, "name", "info")]
    # no index leads with it: nothing is looked up by the name
    unindexed = queue.replace("  KEY `name` (`name`),\n", "")
    assert unindexed != queue
    assert _found(unindexed, "SL021") == [(3, "name", "warning")]
    # no value beside it: a table of names
    valueless = queue.replace("  `data` mediumblob NOT NULL,\n", "")
    assert valueless != queue
    assert _found(valueless, "SL021") == [(3, "name", "warning")]


def test_user_entered_names_keep_their_charset_warning():
    # judged true: jshERP's names and remarks, Saturn's free text (schema-wide utf8mb3 decisions)
    assert _in_file(JSHERP, "SL021", "jsh_account") == [(24, "-", "warning")]
    assert _in_file(SATURN, "SL021", "job_config") == [(7, "-", "warning")]


# --- SL102: a session store keyed by a scoped session id, or with its payload in a child --------------

def test_jettys_session_store_is_info_until_a_row_count():
    assert _in_file(AMORO, "SL102", "http_session") == [(268, "PRIMARY", "info")]
    (finding,) = [f for f in default_findings((str(AMORO),))
                  if f.code == "SL102" and f.table == "http_session"]
    assert finding.evidence["growth_signal"] == "session store"
    assert "data_store" in finding.evidence["growth_reason"]
    line, sql = statement(AMORO, "CREATE TABLE `http_session`")
    assert _found(sql, "SL102") == [(14, "PRIMARY", "info")]
    assert _found(sql, "SL102", '[tables.http_session]\nrows = "3M"\n') == [(14, "PRIMARY", "warning")]


def test_a_session_key_scoped_by_a_time_or_without_a_payload_keeps_the_warning():
    line, sql = statement(AMORO, "CREATE TABLE `http_session`")
    timed = sql.replace("PRIMARY KEY(`session_id`, `context_path`, `virtual_host`)",
                        "PRIMARY KEY(`session_id`, `create_time`)")
    assert timed != sql
    assert _found(timed, "SL102") == [(14, "PRIMARY", "warning")]
    bare = sql.replace("    `data_store`    blob        COMMENT 'Session data store',\n", "")
    assert bare != sql
    assert _found(bare, "SL102") == [(13, "PRIMARY", "warning")]
    # Hydra's login sessions: no serialized state (judged true)
    assert _in_file(HYDRA, "SL102", "hydra_oauth2_authentication_session") == [(148, "PRIMARY", "warning")]


def test_spring_sessions_payload_in_its_attributes_table_makes_it_a_session_store():
    assert _in_file(SPRING_SESSION, "SL102", "SPRING_SESSION") == [(9, "PRIMARY", "info")]
    (finding,) = [f for f in default_findings((str(SPRING_SESSION),))
                  if f.code == "SL102" and f.table == "SPRING_SESSION"]
    assert "SPRING_SESSION_ATTRIBUTES.ATTRIBUTE_BYTES" in finding.evidence["growth_reason"]
    # the session table alone: nothing holds a session's state
    text = SPRING_SESSION.read_text(encoding="utf-8")
    alone = text[:text.index("CREATE TABLE SPRING_SESSION_ATTRIBUTES")]
    assert _found(alone, "SL102") == [(9, "PRIMARY", "warning")]
