"""Issue 26: the false patterns the blind judges found on the tuning folder, fixed by what in the
DDL tells a DBA the finding is wrong, and the time series they missed. Each case is a real schema
in tests/data/judged (SOURCES.md there names its repository, commit and licence); each principle
also has its boundary: the case where the same DDL evidence is absent keeps the finding.

- a redundant index costs per row: on a table other tables carry the id of without a FOREIGN KEY
  (Hippo4j's `tenant`, `item`: `config.tenant_id`, `config.item_id`) or on a one-to-one extension
  of an entity (Flowable's ACT_PROCDEF_INFO, UNIQUE on its foreign key to ACT_RE_PROCDEF) the
  size is capped: SL020 info. A parent capped only by its own one-to-one extensions (Quartz's
  QRTZ_TRIGGERS) shows nothing: QRTZ_BLOB_TRIGGERS keeps the warning;
- too many indexes stay a warning without growth evidence: SL032 made a warning only where the
  DDL says rows keep coming fixed Flowable's ACT_RU_TIMER_JOB (judged false) but lost all four
  SL032 findings the blind judges of batch 3 (files the change had not seen) judged true —
  Friendica's contact, post-user and post-thread-user, EFAK's ke_consumer_group_topic: a table
  given 13 to 24 indexes is one people query, and nothing else in its DDL says it grows. Reverted;
  DUEDATE_ is still read as a due date, not an insert time;
- a session table whose rows carry the last login and no lifetime of their own (DolphinScheduler's
  t_ds_session) is reused per user: SL102 info; Roundcube's session (an expiry per row) warns;
- dropping an AUTO_INCREMENT surrogate that nothing refers to, the rows identified by a natural key
  afterwards (Conductor's V7 on queue_message), loses no data: SL603 info.

The time series the judges missed are in tests/test_recall_series.py.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Optional

from schemalint.config import Config
from schemalint.replay.insert_order import SEQUENTIAL, column_order
from schemalint.pipeline.lint import lint
from schemalint.model import Column
from tests.helpers import lint_sql

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
HIPPO4J = JUDGED / "hippo4j__hippo4j_manager.sql"
FLOWABLE = JUDGED / "flowable__flowable.mysql.all.create.sql"
QUARTZ = JUDGED / "quartz__tables_mysql_innodb.sql"
CAMUNDA_HISTORY = JUDGED / "camunda__activiti.mysql.create.history.sql"
DOLPHIN = JUDGED / "dolphinscheduler__dolphinscheduler_mysql.sql"
HYDRA = JUDGED / "hydra__mysql_dump.sql"
CONDUCTOR = sorted(JUDGED.glob("conductor__*.sql"))
FRIENDICA = JUDGED / "friendica__database.sql"
FRIENDICA_POST_USER_LINE = 1577  # CREATE TABLE IF NOT EXISTS `post-user`


@lru_cache(maxsize=None)
def _lint(paths: tuple[str, ...]) -> list:
    return lint(list(paths), Config()).findings


def _findings(paths, code: str, table: Optional[str] = None) -> list[tuple]:
    paths = tuple(str(p) for p in (paths if isinstance(paths, list) else [paths]))
    return [(f.span.line, f.severity, f.index, f.evidence.get("growth_signal"))
            for f in _lint(paths) if f.code == code and (table is None or f.table == table)]


def test_a_redundant_index_on_a_table_others_carry_the_id_of_is_info():
    # hippo4j_manager.sql:19 and :37: UNIQUE KEY `id` (`id`) beside PRIMARY KEY (`id`)
    assert _findings(HIPPO4J, "SL020", "hippo4j_manager.tenant") == [(19, "info", "id", "parent")]
    assert _findings(HIPPO4J, "SL020", "hippo4j_manager.item") == [(37, "info", "id", "parent")]


def test_a_column_named_for_a_table_is_a_reference_only_to_a_table_with_that_id():
    base = ("CREATE TABLE tenant (id BIGINT NOT NULL AUTO_INCREMENT, code VARCHAR(64) NOT NULL,\n"
            "  PRIMARY KEY (id), UNIQUE KEY id_dup (id), KEY code_a (code), KEY code_ab (code, id)) ENGINE=InnoDB;\n"
            "CREATE TABLE config (id BIGINT NOT NULL AUTO_INCREMENT, {col} VARCHAR(64), PRIMARY KEY (id)) ENGINE=InnoDB;\n")
    carried = [(f.severity, f.evidence.get("growth_signal")) for f in lint_sql(base.format(col="tenant_id"))
               if f.code == "SL020" and f.index == "id_dup"]
    assert carried == [("info", "parent")]
    other = [(f.severity, f.evidence.get("growth_signal")) for f in lint_sql(base.format(col="tenant_name"))
             if f.code == "SL020" and f.index == "id_dup"]
    assert other == [("warning", None)]


def test_a_one_to_one_extension_of_an_entity_is_capped_with_it():
    # flowable.mysql.all.create.sql:754, ACT_IDX_INFO_PROCDEF duplicates UNIQUE ACT_UNIQ_INFO_PROCDEF
    # (PROC_DEF_ID_), the foreign key to ACT_RE_PROCDEF that seven runtime tables point at
    assert _findings(FLOWABLE, "SL020", "ACT_PROCDEF_INFO") == [(754, "info", "ACT_IDX_INFO_PROCDEF", "one per parent")]


def test_a_parent_capped_only_by_its_one_to_one_extensions_caps_nothing():
    # quartz tables_mysql_innodb.sql:107: QRTZ_BLOB_TRIGGERS is keyed by its foreign key to
    # QRTZ_TRIGGERS, which only its SIMPLE, CRON, SIMPROP and BLOB extensions reference
    assert _findings(QUARTZ, "SL020", "QRTZ_BLOB_TRIGGERS") == [(107, "warning", "SCHED_NAME", None)]


def test_too_many_indexes_warn_without_growth_evidence():
    """Batch 3's blind verdicts (true) on tables whose DDL gives no growth signal."""
    assert _findings(FRIENDICA, "SL032", "post-user") == [(FRIENDICA_POST_USER_LINE, "warning", None, None)]
    assert _findings(CAMUNDA_HISTORY, "SL032", "ACT_HI_DETAIL") == [(127, "warning", None, None)]


def test_a_time_glued_to_its_word_is_read_by_that_word():
    due = Column(name="DUEDATE_", data_type="TIMESTAMP", nullable=True)
    created = Column(name="CREATETIME", data_type="DATETIME", nullable=True)
    assert column_order(due).kind != SEQUENTIAL
    assert column_order(created).kind == SEQUENTIAL


def test_a_session_row_reused_per_login_is_not_a_row_per_login():
    # dolphinscheduler_mysql.sql:868: t_ds_session (id VARCHAR(64), user_id, ip, last_login_time)
    assert _findings(DOLPHIN, "SL102", "t_ds_session") == [(868, "info", "PRIMARY", "reused")]
    # hydra's authentication session: one row per login, each with its own expiry (no payload: not a
    # session store, test_severity_principles.py)
    assert _findings(HYDRA, "SL102", "hydra_oauth2_authentication_session") == [(148, "warning", "PRIMARY", "name")]


def test_a_session_with_a_lifetime_of_its_own_stays_a_row_per_login():
    # (DolphinScheduler's columns, ip included, read by user: a login record with a column of its own)
    sql = ("CREATE TABLE t_session (id VARCHAR(64) NOT NULL, user_id INT, ip VARCHAR(45), last_login_time DATETIME,\n"
           "  expire_time DATETIME, PRIMARY KEY (id), KEY (user_id)) ENGINE=InnoDB;\n")
    assert [f.severity for f in lint_sql(sql) if f.code == "SL102"] == ["warning"]
    # read by its id alone: no record of logins (tests/test_sessions_read_by_id.py)
    unread = sql.replace(", KEY (user_id)", "")
    assert [(f.severity, f.evidence["growth_signal"]) for f in lint_sql(unread) if f.code == "SL102"] == [
        ("info", "read by id")]
    reused = sql.replace(",\n  expire_time DATETIME", "")
    assert [f.severity for f in lint_sql(reused) if f.code == "SL102"] == ["info"]
    # nothing but whose session and when, and an expiry: a purged session store (test_purged_session_stores.py)
    bare = sql.replace(" ip VARCHAR(45),", "")
    assert [(f.severity, f.evidence["growth_signal"]) for f in lint_sql(bare) if f.code == "SL102"] == [
        ("info", "session store")]


def test_dropping_an_unreferenced_auto_increment_surrogate_is_info():
    # conductor__07_V7__new_queue_message_pk.sql:21 drops queue_message.id; :24 adds PRIMARY KEY
    # (queue_name, message_id); the DROP INDEX at :10 still warns (a unique key gone meanwhile)
    assert [(line, severity) for line, severity, _, _ in _findings(CONDUCTOR, "SL603", "queue_message")] == [
        (10, "warning"), (10, "warning"), (21, "info")]


def test_dropping_a_surrogate_others_refer_to_still_destroys_data(tmp_path):
    created = ("CREATE TABLE queue_message (id INT NOT NULL AUTO_INCREMENT, queue_name VARCHAR(64) NOT NULL,\n"
               "  message_id VARCHAR(64) NOT NULL, PRIMARY KEY (id)) ENGINE=InnoDB;\n")
    ack = "CREATE TABLE message_ack (id INT NOT NULL AUTO_INCREMENT, queue_message_id INT, PRIMARY KEY (id)) ENGINE=InnoDB;\n"
    alter = "ALTER TABLE queue_message DROP COLUMN id, ADD PRIMARY KEY (queue_name, message_id);\n"

    def sl603(*files: str) -> list[tuple[int, str]]:
        paths = []
        for n, text in enumerate(files, 1):
            path = tmp_path / f"{len(files)}_{n:03d}.sql"
            path.write_text(text, encoding="utf-8")
            paths.append(str(path))
        return [(f.span.line, f.severity) for f in lint(paths, Config()).findings if f.code == "SL603"]

    assert sl603(created, alter) == [(1, "info")]
    assert sl603(created + ack, alter) == [(1, "warning")]  # message_ack.queue_message_id holds its values
