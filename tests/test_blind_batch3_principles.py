"""Two principles from the blind verdicts on batch 3 of the judged corpus (issue 26): what in the
DDL tells a DBA the finding costs nothing, each checked on the real table it was judged on, and
its boundary (the same table without that evidence keeps the finding).

- A server inventory (SL020): a UNIQUE key naming a server by host and port, with no time in it,
  is one row per listening server — EFAK's `ke_broker_info` and QMQ's `broker` ("a broker
  inventory of tens of rows: no real cost"). A redundant index there is info; EFAK's
  `ke_broker_metrics` (host and port, no such key: a series per broker) keeps its warning.
- NULL as the intended "none" (SL030): a NULLable foreign key in a composite UNIQUE key, on a table
  whose PRIMARY KEY is its own data — Friendica's `endpoint` (PRIMARY KEY url) and `user-contact`
  (PRIMARY KEY (uid, cid)), "NULL owner-uri-id (owner not yet known) is intended". The PRIMARY KEY
  already stops duplicate rows: info. With an AUTO_INCREMENT surrogate, or a NULLable column that
  references nothing, the UNIQUE key is the guard a NULL defeats: a warning.

Sources: tests/data/judged/SOURCES.md (efak__ke.sql, qmq__init.sql, friendica__database.sql).
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import lint_sql
from tests.judged import default_findings  # (one default lint per file and process)

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
EFAK = JUDGED / "efak__ke.sql"
QMQ = JUDGED / "qmq__init.sql"
FRIENDICA = JUDGED / "friendica__database.sql"


def statement(path: Path, first_line: str) -> tuple[int, str]:
    """(line, text) of the statement that starts with `first_line`, through its closing `;`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, text in enumerate(lines) if text.startswith(first_line))
    end = next(i for i in range(start, len(lines)) if lines[i].rstrip().endswith(";"))
    return start + 1, "\n".join(lines[start:end + 1]) + "\n"


def _in_file(path: Path, code: str, table: str) -> list[tuple[int, str, str]]:
    return [(f.span.line, f.index or "-", f.severity) for f in default_findings((str(path),))
            if f.code == code and f.table == table]


def _found(sql: str, code: str) -> list[tuple[int, str, str]]:
    return [(f.span.line, f.index or "-", f.severity) for f in lint_sql(sql) if f.code == code]


# --- SL020 on a server inventory ---------------------------------------------------------------

def test_a_redundant_index_on_a_broker_inventory_is_info():
    assert _in_file(EFAK, "SL020", "ke_broker_info") == [
        (84, "idx_cluster_id", "info"), (85, "idx_cluster_broker_id", "info")]
    assert _in_file(QMQ, "SL020", "broker") == [(94, "idx_broker_group", "info")]
    (finding,) = [f for f in default_findings((str(QMQ),)) if f.code == "SL020" and f.table == "broker"]
    assert finding.evidence["growth_signal"] == "endpoint"
    assert "hostname and serve_port" in finding.evidence["growth_reason"]


def test_host_and_port_without_a_unique_key_on_them_is_no_inventory():
    # a metrics series per broker carries host and port too, in no UNIQUE key: the judged-true warning stays
    assert _in_file(EFAK, "SL020", "ke_broker_metrics") == [(100, "idx_broker_id", "warning")]
    line, sql = statement(QMQ, "CREATE TABLE IF NOT EXISTS `broker`")
    assert _found(sql, "SL020") == [(94 - line + 1, "idx_broker_group", "info")]
    no_key = sql.replace("  UNIQUE KEY uniq_broker (`hostname`, `serve_port`),\n", "")
    assert no_key != sql
    assert _found(no_key, "SL020") == [(94 - line, "idx_broker_group", "warning")]


def test_a_key_with_a_time_in_it_is_a_series_per_server_not_an_inventory():
    line, sql = statement(QMQ, "CREATE TABLE IF NOT EXISTS `broker`")
    series = sql.replace("UNIQUE KEY uniq_broker (`hostname`, `serve_port`)",
                         "UNIQUE KEY uniq_broker (`hostname`, `serve_port`, `create_time`)")
    assert series != sql
    assert _found(series, "SL020") == [(94 - line + 1, "idx_broker_group", "warning")]


# --- SL030 where NULL is the intended "none" ---------------------------------------------------

def test_a_nullable_reference_beside_a_natural_primary_key_is_info():
    assert _in_file(FRIENDICA, "SL030", "endpoint") == [(682, "owner-uri-id_type", "info")]
    assert _in_file(FRIENDICA, "SL030", "user-contact") == [(1995, "uri-id_uid", "info")]


def test_a_surrogate_primary_key_leaves_the_unique_key_as_the_only_guard():
    line, sql = statement(FRIENDICA, "CREATE TABLE IF NOT EXISTS `endpoint`")
    assert _found(sql, "SL030") == [(682 - line + 1, "owner-uri-id_type", "info")]
    surrogate = sql.replace("\t`url` varbinary(383) NOT NULL", "\t`id` int unsigned NOT NULL auto_increment,\n"
                            "\t`url` varbinary(383) NOT NULL").replace("PRIMARY KEY(`url`)", "PRIMARY KEY(`id`)")
    assert surrogate != sql
    assert _found(surrogate, "SL030") == [(682 - line + 2, "owner-uri-id_type", "warning")]
    # a PRIMARY KEY named as an id is a surrogate too, AUTO_INCREMENT or not (a UUID)
    uuid = sql.replace("\t`url` varbinary(383) NOT NULL", "\t`uuid` binary(16) NOT NULL,\n"
                       "\t`url` varbinary(383) NOT NULL").replace("PRIMARY KEY(`url`)", "PRIMARY KEY(`uuid`)")
    assert _found(uuid, "SL030") == [(682 - line + 2, "owner-uri-id_type", "warning")]


def test_a_nullable_column_that_references_nothing_is_a_forgotten_not_null():
    line, sql = statement(FRIENDICA, "CREATE TABLE IF NOT EXISTS `endpoint`")
    no_fk = sql.replace(",\n\tFOREIGN KEY (`owner-uri-id`) REFERENCES `item-uri` (`id`) ON UPDATE RESTRICT "
                        "ON DELETE CASCADE", "")
    assert no_fk != sql
    assert _found(no_fk, "SL030") == [(682 - line + 1, "owner-uri-id_type", "warning")]
