"""Principles from the blind verdicts on batch 11 of the judged corpus (issue 26), each checked on
a schema written from the principle, on the real tables the reviewers called false and on a
judged-true or boundary case that keeps its warning.

- SL030, NULL the DDL makes intended: a NULLable foreign key ON DELETE SET NULL (IceHrm's
  EmployeeProjects: "project must stay NULLable for its FK ON DELETE SET NULL"), and a UNIQUE key
  that is the composite PRIMARY KEY with its foreign-key column swapped for a NULLable copy of the
  referenced row's name (Pimcore's users_workspaces_*: "PRIMARY (cid,userId) already enforces one
  workspace per element and user; cpath is a denormalised copy"). Trillian's TreeHead swaps a
  column of its own (the timestamp, for the revision): judged true, it keeps the warning.
- SL101, one row per referenced row: a UNIQUE key of one reference column (`domain_id`) caps the
  table at one row per parent, whatever its name says (Unkey's acme_challenges: "one challenge per
  custom domain, not per request").
- SL022/SL103, content nobody writes in use: a keyless table named for a version whose one column
  is a flag (CMaNGOS's realmd_db_version), and a shipped word list or character map (its
  antispam_* tables); CMaNGOS's account and ban tables keep their SL022 warnings (judged true).

Sources: tests/data/judged/SOURCES.md (icehrm__icehrmdb.sql, pimcore__install.sql,
trillian__storage.sql, unkey__schema.sql, cmangos__realmd.sql).
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import lint_sql
from tests.judged import default_findings  # (one default lint per file and process)

JUDGED = Path(__file__).resolve().parent / "data" / "judged"


def _in_file(name: str, code: str, tables: set[str]) -> list[tuple]:
    return sorted((f.span.line, f.table, f.index or "-", f.severity)
                  for f in default_findings((str(JUDGED / name),)) if f.code == code and f.table in tables)


def _found(sql: str, code: str) -> list[tuple]:
    return [(f.span.line, f.table, f.severity) for f in lint_sql(sql) if f.code == code]


# --- SL030 -----------------------------------------------------------------------------------------

_PARENTS = """
CREATE TABLE project (id BIGINT NOT NULL AUTO_INCREMENT, PRIMARY KEY (id)) ENGINE=InnoDB;
CREATE TABLE person (id BIGINT NOT NULL AUTO_INCREMENT, PRIMARY KEY (id)) ENGINE=InnoDB;
"""


def test_a_nullable_foreign_key_on_delete_set_null_in_a_unique_key_is_info():
    sql = _PARENTS + """
CREATE TABLE assignment (
  id BIGINT NOT NULL AUTO_INCREMENT,
  person_id BIGINT NOT NULL,
  project_id BIGINT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_person_project (person_id, project_id),
  FOREIGN KEY (project_id) REFERENCES project (id) ON DELETE SET NULL,
  FOREIGN KEY (person_id) REFERENCES person (id) ON DELETE CASCADE
) ENGINE=InnoDB;
"""
    assert _found(sql, "SL030") == [(10, "assignment", "info")]
    # the same key with a foreign key that cascades: NULL is nobody's design, the warning stays
    assert _found(sql.replace("ON DELETE SET NULL", "ON DELETE CASCADE"), "SL030") == [(10, "assignment", "warning")]


def test_the_primary_key_with_its_foreign_key_swapped_for_a_nullable_copy_is_info():
    sql = _PARENTS + """
CREATE TABLE workspace (
  element_id BIGINT NOT NULL,
  element_path VARCHAR(255) NULL,
  person_id BIGINT NOT NULL,
  can_view TINYINT NOT NULL DEFAULT 0,
  PRIMARY KEY (element_id, person_id),
  UNIQUE KEY uk_path_person (element_path, person_id),
  FOREIGN KEY (element_id) REFERENCES project (id) ON DELETE CASCADE,
  FOREIGN KEY (person_id) REFERENCES person (id) ON DELETE CASCADE
) ENGINE=InnoDB;
"""
    assert _found(sql, "SL030") == [(11, "workspace", "info")]
    # the swapped column the row's own (no foreign key): a second identity of the row, a warning
    own = sql.replace("  FOREIGN KEY (element_id) REFERENCES project (id) ON DELETE CASCADE,\n", "")
    assert _found(own, "SL030") == [(11, "workspace", "warning")]


def test_sl030_on_the_judged_tables():
    # judged false: FK ON DELETE SET NULL; judged true (WorkDays, HoliDays): NULL country, no such foreign key
    assert _in_file("icehrm__icehrmdb.sql", "SL030", {"EmployeeProjects", "WorkDays", "HoliDays"}) == [
        (397, "WorkDays", "workdays_name_country", "warning"),
        (407, "HoliDays", "holidays_dateh_country", "warning"),
        (507, "EmployeeProjects", "EmployeeProjectsKey", "info"),
    ]
    pimcore = _in_file("pimcore__install.sql", "SL030", {
        "users_workspaces_asset", "users_workspaces_document", "users_workspaces_object"})
    assert [f[3] for f in pimcore] == ["info"] * 3 and {f[2] for f in pimcore} == {"cpath_userId"}
    # judged true: PRIMARY KEY (TreeId, TreeHeadTimestamp), UNIQUE (TreeId, TreeRevision): no foreign key swapped
    assert _in_file("trillian__storage.sql", "SL030", {"TreeHead"}) == [(63, "TreeHead", "TreeHeadRevisionIdx", "warning")]


# --- SL101 -----------------------------------------------------------------------------------------

def test_a_unique_reference_caps_a_table_at_one_row_per_parent_whatever_its_name():
    sql = """
CREATE TABLE challenges (
  pk BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  domain_id VARCHAR(255) NOT NULL,
  token VARCHAR(255) NOT NULL,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (pk),
  UNIQUE KEY uk_domain (domain_id)
) ENGINE=InnoDB;
"""
    assert _found(sql, "SL101") == [(8, "challenges", "info")]
    # keyed by its own token instead: the name's growth word counts, a warning
    assert _found(sql.replace("UNIQUE KEY uk_domain (domain_id)", "UNIQUE KEY uk_token (token)"), "SL101") == [
        (8, "challenges", "warning")]
    # an id named for the table itself is its own, not a reference: the name's growth word counts
    assert _found(sql.replace("domain_id", "challenge_id"), "SL101") == [(8, "challenges", "warning")]


def test_a_unique_reference_to_a_growing_table_grows_with_it():
    sql = """
CREATE TABLE receipts (
  id CHAR(36) NOT NULL,
  amount INT NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (id),
  KEY ix_created (created_at)
) ENGINE=InnoDB;
CREATE TABLE receipt_challenges (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  receipt_id CHAR(36) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_receipt (receipt_id)
) ENGINE=InnoDB;
"""
    found = [f for f in lint_sql(sql) if f.code == "SL101" and f.table == "receipt_challenges"]
    assert [(f.severity, f.evidence["growth_signal"]) for f in found] == [("warning", "child")]


def test_sl101_on_acme_challenges():
    assert _in_file("unkey__schema.sql", "SL101", {"acme_challenges"}) == [
        (589, "acme_challenges", "acme_challenges_domain_id_unique", "info")]


# --- SL022 and SL103 -------------------------------------------------------------------------------

def test_a_version_flag_table_is_info_for_sl022_and_sl103():
    sql = """
CREATE TABLE app_db_version (
  required_2024_01_add_column BIT(1) DEFAULT NULL
) ENGINE=MyISAM;
"""
    assert _found(sql, "SL022") == [(2, "app_db_version", "info")]
    assert _found(sql, "SL103") == [(2, "app_db_version", "info")]
    # the same one-flag table not named for a version: nothing says what it is
    other = sql.replace("app_db_version", "app_flags")
    assert _found(other, "SL022") == [(2, "app_flags", "warning")]
    assert _found(other, "SL103") == [(2, "app_flags", "warning")]


def test_a_shipped_word_list_or_map_is_info_for_sl022():
    sql = """
CREATE TABLE spam_words (`word` VARCHAR(64) NOT NULL, PRIMARY KEY (`word`)) ENGINE=MyISAM;
CREATE TABLE char_map (`from` MEDIUMINT UNSIGNED NOT NULL, `to` MEDIUMINT UNSIGNED NOT NULL,
  PRIMARY KEY (`from`)) ENGINE=MyISAM;
"""
    assert _found(sql, "SL022") == [(2, "spam_words", "info"), (3, "char_map", "info")]
    # a counter beside its key (another type), a reference or an AUTO_INCREMENT id: written in use
    for table in ("CREATE TABLE hits (`page` VARCHAR(64) NOT NULL, `hits` INT NOT NULL, PRIMARY KEY (`page`)) ENGINE=MyISAM;",
                  "CREATE TABLE fav (`user_id` INT NOT NULL, `image_id` INT NOT NULL, PRIMARY KEY (`user_id`)) ENGINE=MyISAM;",
                  "CREATE TABLE site (`id` INT NOT NULL AUTO_INCREMENT, `url` VARCHAR(64), PRIMARY KEY (`id`)) ENGINE=MyISAM;"):
        assert [f[2] for f in _found(table, "SL022")] == ["warning"], table


def test_sl022_and_sl103_on_cmangos():
    sl022 = _in_file("cmangos__realmd.sql", "SL022", {
        "realmd_db_version", "antispam_replacement", "antispam_unicode_replacement", "antispam_blacklist",
        "account", "account_banned", "ip_banned", "realmcharacters"})
    assert [(f[1], f[3]) for f in sl022] == [
        ("realmd_db_version", "info"), ("account", "warning"), ("account_banned", "warning"),
        ("ip_banned", "warning"), ("realmcharacters", "warning"), ("antispam_replacement", "info"),
        ("antispam_unicode_replacement", "info"), ("antispam_blacklist", "info")]
    assert _in_file("cmangos__realmd.sql", "SL103", {"realmd_db_version"}) == [(23, "realmd_db_version", "-", "info")]
