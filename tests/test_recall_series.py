"""Issue 26 recall: a table that only grows with time gets SL301 at info without a row count. The
blind judges' misses on the tuning folder (the files are in
tests/data/judged, SOURCES.md there names repository, commit and licence):

- Otter's THROUGHPUT_STAT (otter-manager-schema.sql:217) and DELAY_STAT (:113): statistics per
  pipeline and interval, `idx_GmtCreate_id (GMT_CREATE, ID)`, retention by DELETE on GMT_CREATE;
- Hippo4j's his_run_data (hippo4j_manager.sql:94): thread-pool metrics per instance every few
  seconds, `idx_timestamp (timestamp)`.

Why SL301 missed them: every table there has `GMT_MODIFIED … ON UPDATE CURRENT_TIMESTAMP` (or a
`gmt_modified`), boilerplate that reads as "rows change after insert", which rules out the
insert-default evidence; the one path that needs no such silence, a table named like a series with
an index that leads with the insert time, knew logs, events, history, metrics and trends but not
statistics per interval or the `his_` abbreviation. A table of counters per entity (`user_stats`)
has no index that leads with a time, and stays silent.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from tests.helpers import lint_sql
from tests.judged import default_findings  # (one default lint per file and process)

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
HIPPO4J = JUDGED / "hippo4j__hippo4j_manager.sql"
OTTER = JUDGED / "otter__otter-manager-schema.sql"


def _sl301(path: Path, table: Optional[str] = None) -> list[tuple[int, str]]:
    return [(f.span.line, f.severity) for f in default_findings((str(path),))
            if f.code == "SL301" and (table is None or f.table == table)]


def test_statistics_per_interval_are_a_time_series_at_info():
    # otter-manager-schema.sql:113 DELAY_STAT and :217 THROUGHPUT_STAT (idx_GmtCreate_id leads
    # with GMT_CREATE); :184 TABLE_HISTORY_STAT was reported before
    assert _sl301(OTTER) == [(113, "info"), (184, "info"), (217, "info")]
    # hippo4j_manager.sql:94 his_run_data (idx_timestamp leads with `timestamp` BIGINT)
    assert _sl301(HIPPO4J, "hippo4j_manager.his_run_data") == [(94, "info")]


def test_statistics_per_entity_are_not_a_time_series():
    # counters per member, no index that leads with a time: a row per member, updated in place
    sql = ("CREATE TABLE member_stats (id BIGINT NOT NULL AUTO_INCREMENT, member_id BIGINT,\n"
           "  order_count INT, gmt_create DATETIME DEFAULT CURRENT_TIMESTAMP,\n"
           "  gmt_modified DATETIME ON UPDATE CURRENT_TIMESTAMP, PRIMARY KEY (id), KEY idx_member (member_id)\n"
           ") ENGINE=InnoDB;\n")
    assert [f.code for f in lint_sql(sql) if f.code == "SL301"] == []
    series = sql.replace("KEY idx_member (member_id)", "KEY idx_created (gmt_create)")
    assert [(f.span.line, f.severity) for f in lint_sql(series) if f.code == "SL301"] == [(1, "info")]
