"""The severity policy (issue 26): every rule's catalogue entry names its category, its default
severity is the one the policy gives that category, and the configuration raises a style rule.

error = the server refuses it, or data is lost; warning = a cost the finding measures at a
stated scale; info = advice, style, deprecation, notes on what schemalint could not read.
Then the false-positive patterns of real schemas never tuned on: each finding below was a
warning before, on a table written here from the principle (not taken from any corpus).
"""

from __future__ import annotations

import pytest

from schemalint.catalogue import load_catalogue
from schemalint.severity import CATEGORY_SEVERITY
from tests.helpers import lint_sql

CATALOGUE = load_catalogue()


@pytest.mark.parametrize("code", sorted(CATALOGUE))
def test_default_severity_follows_the_category(code):
    doc = CATALOGUE[code]
    assert (doc.category in CATEGORY_SEVERITY, CATEGORY_SEVERITY.get(doc.category)) == (True, doc.severity)


def test_style_rules_are_info():
    style = {c: d.severity for c, d in CATALOGUE.items() if d.category in ("style", "deprecation")}
    assert style == {"SL028": "info", "SL029": "info", "SL031": "info", "SL034": "info"}


def _found(sql, config="", code=None):
    return [(f.code, f.severity, f.span.line if f.span else None) for f in lint_sql(sql, config)
            if code is None or f.code == code]


NARROW = """CREATE TABLE stock (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT,
  qty SMALLINT(3) NOT NULL,
  PRIMARY KEY (id)
) ENGINE=InnoDB;
"""


def test_display_width_is_info_by_default_and_raisable_in_config():
    assert _found(NARROW, code="SL029") == [("SL029", "info", 3)]
    assert _found(NARROW, '[severity]\nSL029 = "warning"\n', code="SL029") == [("SL029", "warning", 3)]
    assert _found(NARROW, '[severity]\nSL0 = "warning"\n', code="SL029") == [("SL029", "warning", 3)]


def test_display_width_messages_say_what_is_written():
    sql = ("CREATE TABLE t (\n  id INT(0) NOT NULL,\n  a TINYINT(2) UNSIGNED NOT NULL,\n  b BIGINT(1) NOT NULL,\n"
           "  PRIMARY KEY (id)\n);\n")
    found = [f for f in lint_sql(sql) if f.code == "SL029"]
    # INT(0) (a GUI export's) is no width: nothing to misread; only with `all = true`
    assert [(f.span.line, f.severity) for f in found] == [(3, "info"), (4, "info")]
    a, b = found
    assert a.headline == "t.a: TINYINT(2) UNSIGNED holds up to 255, not 2 digits"
    assert "drop the (2) — TINYINT(2) UNSIGNED is TINYINT UNSIGNED —" in a.message
    assert b.headline == "t.b: BIGINT(1) holds up to 9,223,372,036,854,775,807, not 1 digit"
    every = [f for f in lint_sql(sql, "[rules.SL029]\nall = true\n") if f.code == "SL029"]
    assert "the display width of INT(0) means nothing" in every[0].message and every[0].severity == "info"
    assert "0 digits" not in every[0].message


def test_memory_tables_meant_to_vanish_are_info_myisam_stays_a_warning():
    sql = """CREATE TABLE poller_output (
  local_data_id INT UNSIGNED NOT NULL,
  time DATETIME NOT NULL,
  output VARCHAR(512) NOT NULL,
  PRIMARY KEY (local_data_id, time)
) ENGINE=MEMORY;
CREATE TABLE posts (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, body TEXT) ENGINE=MyISAM;
CREATE TABLE sink (id INT NOT NULL PRIMARY KEY) ENGINE=BLACKHOLE;
"""
    assert _found(sql, code="SL022") == [("SL022", "info", 1), ("SL022", "warning", 7), ("SL022", "info", 8)]
    # a project that wants every engine choice loud says so
    assert _found(sql, '[severity]\nSL022 = "warning"\n', code="SL022") == [
        ("SL022", "warning", 1), ("SL022", "warning", 7), ("SL022", "warning", 8)]


def test_reserved_words_quoted_and_reserved_long_before_80_are_style():
    sql = ("CREATE TABLE `acl` (\n  id INT NOT NULL PRIMARY KEY,\n  `read` TINYINT NOT NULL,\n"
           "  `write` TINYINT NOT NULL,\n  `desc` VARCHAR(100),\n  `rank` INT\n);\n")
    assert _found(sql, code="SL028") == [("SL028", "info", 3), ("SL028", "info", 4), ("SL028", "info", 5),
                                         ("SL028", "info", 6)]
    # `rank`, reserved only since 8.0, is a warning where the dump's header names a 5.x server
    assert _found("-- Server version\t5.7.44\n" + sql, code="SL028") == [
        ("SL028", "info", 4), ("SL028", "info", 5), ("SL028", "info", 6), ("SL028", "warning", 7)]


def test_too_many_indexes_counts_what_it_lists():
    keys = ",\n".join(f"  KEY k{i} (c{i})" for i in range(14))
    cols = ",\n".join(f"  c{i} INT NOT NULL" for i in range(14))
    sql = f"CREATE TABLE wide (\n  id INT NOT NULL PRIMARY KEY,\n{cols},\n{keys}\n);\n"
    (f,) = [f for f in lint_sql(sql) if f.code == "SL032"]
    listed = f.message.split("Indexes: ", 1)[1].rstrip(".").split(", ")
    assert (f.evidence["indexes"], len(listed), listed[0]) == (15, 15, "PRIMARY KEY")
    assert f.message.startswith("wide has 15 indexes")


def test_an_upgrade_script_linted_alone_is_not_failed_for_tables_it_never_saw(tmp_path):
    from tests.helpers import run_cli

    script = tmp_path / "upgrade_2.3.sql"
    script.write_text("RENAME TABLE acct_sessions TO radacct;\nALTER TABLE radacct ADD COLUMN class VARCHAR(64);\n")
    code, out, err = run_cli("check", str(script))
    assert code == 0, out + err
    # a note on each statement that names a table the file does not create; nothing fails
    assert (out.count("SL002 [info]"), "0 warnings" in out) == (2, True)


PMA_RELATION = """CREATE TABLE pma__relation (
  master_db VARCHAR(64) NOT NULL DEFAULT '',
  master_table VARCHAR(64) NOT NULL DEFAULT '',
  master_field VARCHAR(64) NOT NULL DEFAULT '',
  foreign_db VARCHAR(64) NOT NULL DEFAULT '',
  foreign_table VARCHAR(64) NOT NULL DEFAULT '',
  foreign_field VARCHAR(64) NOT NULL DEFAULT '',
  PRIMARY KEY (master_db, master_table, master_field)
) ENGINE=InnoDB DEFAULT CHARSET=utf8 COLLATE=utf8_bin;
"""


def test_charset_of_a_table_that_mirrors_object_names_is_info():
    (f,) = [f for f in lint_sql(PMA_RELATION) if f.code == "SL021"]
    assert (f.span.line, f.severity) == (1, "info")
    assert "an identifier cannot contain a 4-byte character" in f.message
    # a comment column holds people's text: the warning stays
    commented = PMA_RELATION.replace("  PRIMARY KEY", "  comment VARCHAR(255) NOT NULL DEFAULT '',\n  PRIMARY KEY")
    assert _found(commented, code="SL021") == [("SL021", "warning", 1)]


def _bytes_table(i):
    cols = ",\n".join(f"  c{j} VARBINARY(255) NOT NULL" for j in range(6))
    return f"CREATE TABLE t{i} (\n  id INT UNSIGNED NOT NULL PRIMARY KEY,\n{cols}\n) DEFAULT CHARSET=binary;\n"


def test_charset_of_a_search_index_the_application_encodes_is_info():
    search = ("CREATE TABLE searchindex (\n  si_page INT UNSIGNED NOT NULL,\n  si_title VARCHAR(255) NOT NULL DEFAULT '',\n"
              "  si_text MEDIUMTEXT NOT NULL,\n  UNIQUE KEY si_page (si_page),\n  FULLTEXT KEY si_title (si_title),\n"
              "  FULLTEXT KEY si_text (si_text)\n) ENGINE=InnoDB DEFAULT CHARSET=utf8;\n")
    sql = "".join(_bytes_table(i) for i in range(4)) + search
    assert _found(sql, code="SL021") == [("SL021", "info", 37)]
    # the same search index in a schema that stores its text as text: nothing says it is encoded
    assert _found(search, code="SL021") == [("SL021", "warning", 1)]


def test_one_schema_wide_charset_decision_is_one_warning():
    tables = "".join(f"CREATE TABLE t{i} (id INT NOT NULL PRIMARY KEY, name VARCHAR(50)) DEFAULT CHARSET=utf8;\n"
                     for i in range(5))
    found = [f for f in lint_sql(tables) if f.code == "SL021"]
    assert [(f.span.line, f.severity) for f in found] == [(1, "warning"), (2, "info"), (3, "info"), (4, "info"),
                                                          (5, "info")]
    assert "The same default on 4 more table(s) of this schema, one decision reported here: t1, t2, t3, t4." in (
        found[0].message)
    assert found[1].evidence["same_decision_as"] == "t0"
    assert _found(tables.replace("utf8;", "utf8mb4;"), code="SL021") == []


# Columns given their own utf8mb3 collation in a utf8mb4 table: a warning only where people type
# the text (a remark, a description, a script they write); identifiers compared byte for byte
# (a host:port, a login, a short code, a label's key), translations shipped with the application
# (a description next to its description_en) and what a service writes about itself are info.
OWN_COLLATIONS = """CREATE TABLE service_instance (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  instance VARCHAR(128) COLLATE utf8_bin NOT NULL,
  owner VARCHAR(64) COLLATE utf8_bin NOT NULL,
  short_code VARCHAR(8) CHARACTER SET utf8 COLLATE utf8_bin DEFAULT NULL,
  name VARCHAR(64) COLLATE utf8_bin NOT NULL,
  label_value_content VARCHAR(255) COLLATE utf8_bin DEFAULT NULL,
  remark VARCHAR(255) COLLATE utf8_bin DEFAULT NULL,
  submitted_code TEXT COLLATE utf8_bin,
  description VARCHAR(255) COLLATE utf8_bin DEFAULT NULL,
  description_en VARCHAR(255) DEFAULT NULL, created_at DATETIME
) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
CREATE TABLE worker_metrics (
  worker VARCHAR(128) NOT NULL PRIMARY KEY,
  heartbeat_msg TEXT COLLATE utf8_bin,
  description VARCHAR(256) COLLATE utf8_bin NOT NULL DEFAULT ''
) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
"""


def test_own_utf8mb3_collation_warns_only_on_text_people_type():
    found = [(f.evidence["column"], f.span.line, f.severity) for f in lint_sql(OWN_COLLATIONS) if f.code == "SL021"]
    assert sorted(found, key=lambda x: x[1]) == [
        ("instance", 3, "info"), ("owner", 4, "info"), ("short_code", 5, "info"), ("name", 6, "info"),
        ("label_value_content", 7, "info"), ("remark", 8, "warning"), ("submitted_code", 9, "warning"),
        ("description", 10, "info"), ("heartbeat_msg", 15, "info"), ("description", 16, "info")]
    # (without created_at the instance is a definition that records no time, capped: its remark is what whoever
    # sets the application up writes, info — batch 8's principle, tests/test_blind_batch8_principles.py)
    undated = OWN_COLLATIONS.replace(", created_at DATETIME", "")
    assert undated != OWN_COLLATIONS
    assert [f.severity for f in lint_sql(undated) if f.code == "SL021" and f.evidence.get("column") == "remark"] == ["info"]


def test_utf8mb3_table_default_without_typed_text_is_info():
    hosts = ("CREATE TABLE agent (\n  id INT NOT NULL PRIMARY KEY,\n  hostname VARCHAR(255) NOT NULL,\n"
             "  ip VARCHAR(45) NOT NULL,\n  agent_version VARCHAR(32) NOT NULL,\n  login VARCHAR(64) NOT NULL\n"
             ") DEFAULT CHARSET=utf8;\n")
    (f,) = [f for f in lint_sql(hosts) if f.code == "SL021"]
    assert (f.span.line, f.severity, f.evidence["harmless"][:31]) == (1, "info", "no column holds text a person t")
    # a nickname is typed by people, emoji included: the warning stays
    nick = hosts.replace("  login VARCHAR(64)", "  nickname VARCHAR(64)")
    assert _found(nick, code="SL021") == [("SL021", "warning", 1)]


def test_too_many_indexes_on_a_table_keyed_by_names_is_info():
    keys = ",\n".join(f"  KEY k{i} (sched_name, c{i})" for i in range(11))
    cols = ",\n".join(f"  c{i} BIGINT NULL" for i in range(11))
    triggers = (f"CREATE TABLE job_triggers (\n  sched_name VARCHAR(120) NOT NULL,\n  trigger_name VARCHAR(190) NOT NULL,\n"
                f"  trigger_group VARCHAR(190) NOT NULL,\n{cols},\n"
                f"  PRIMARY KEY (sched_name, trigger_name, trigger_group),\n{keys}\n);\n")
    assert _found(triggers, code="SL032") == [("SL032", "info", 1)]
    # a table of records (one row per command, keyed by a surrogate id) pays it on every insert
    commands = triggers.replace("job_triggers (\n", "command_audit (\n  id BIGINT NOT NULL AUTO_INCREMENT,\n").replace(
        "PRIMARY KEY (sched_name, trigger_name, trigger_group)", "PRIMARY KEY (id)")
    assert _found(commands, code="SL032") == [("SL032", "warning", 1)]
    assert _found(triggers, code="SL032", config='[tables.job_triggers]\nrows = "2M"\n') == [("SL032", "warning", 1)]


# Recall: a table of events keyed by the event's own string id (a UUID its writer makes) inserts at
# random leaves; SL301 reports the table (info without a row count) and names the key, folded.
CLICK_EVENTS = """CREATE TABLE click_events (
  event_id VARCHAR(64) NOT NULL,
  campaign_id BIGINT NOT NULL,
  occurred_at DATETIME(3) NOT NULL,
  url VARCHAR(2048) NOT NULL,
  PRIMARY KEY (event_id),
  KEY by_time (occurred_at),
  KEY by_campaign (campaign_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
"""


def test_random_string_id_of_an_event_table_is_named_by_its_time_series_finding():
    found = [f for f in lint_sql(CLICK_EVENTS) if f.code in ("SL301", "SL102", "SL101")]
    assert [(f.code, f.severity, f.span.line, f.evidence.get("random_event_id")) for f in found] == [
        ("SL301", "info", 1, "event_id")]
    assert "Its PRIMARY KEY (`event_id` VARCHAR(64)) is a string id made per event" in found[0].message
    # its fix: a counter keeps inserts at the end; the time series finding stays, without the key
    counted = CLICK_EVENTS.replace("event_id VARCHAR(64) NOT NULL", "event_id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT")
    (f,) = [f for f in lint_sql(counted) if f.code == "SL301"]
    assert (f.severity, "random_event_id" in f.evidence, "string id" in f.message) == ("info", False, False)


def test_nullable_unique_that_holds_a_smaller_unique_is_reported_once_on_the_smaller():
    # (tag_key, owner_id) is unique already: the wider key forbids nothing more, so its NULL hole is
    # the smaller key's, reported there only
    sql = ("CREATE TABLE tag_values (\n  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,\n"
           "  tag_key VARCHAR(64) NOT NULL,\n  owner_id INT NULL,\n  tag_value VARCHAR(255) NULL,\n"
           "  UNIQUE KEY uk_key_owner (tag_key, owner_id),\n  UNIQUE KEY uk_owner_key_value (owner_id, tag_key, tag_value)\n);\n")
    assert [(f.code, f.severity, f.span.line, f.index) for f in lint_sql(sql) if f.code == "SL030"] == [
        ("SL030", "warning", 6, "uk_key_owner")]
