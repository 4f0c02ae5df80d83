"""The recall patterns of issue 26 on real schemas: each reported at the stated severity, and the
same table with its fix not reported by that rule.

tests/test_recall_principles.py writes each pattern from the principle; these are the public
schemas where a DBA flags it first (tests/data/judged/SOURCES.md, tests/data/recall/SOURCES.md):

- a time series without partitioning and without a row count (ruoyi-vue-pro's login log): SL301
  info, a warning with a row count; partitioned by its insert time: none;
- a session id (Roundcube's `session.sess_id VARCHAR(128)` PRIMARY KEY): SL102 warning without a
  row count; clustered on an AUTO_INCREMENT with the session id kept UNIQUE: no SL102;
- a 14-column PRIMARY KEY with two CHAR(45) IP and two CHAR(17) MAC columns (pmacct's acct_v9):
  at 200 M rows one warning on the key, its hot set and depth folded in (one cause);
  time-leading, as the fix: no SL102;
- an entity-first key is not random from its type: Hydra's UNIQUE (nid CHAR(36), key_id, issuer,
  subject) leads with the one network id and holds names: no SL101 at warning; its UNIQUE (nid,
  user_code_signature) is random, and the column named is the signature.
"""

from __future__ import annotations

from pathlib import Path

from schemalint.config import Config
from schemalint.pipeline.lint import lint
from tests.helpers import each_rule, lint_sql
from tests.judged import default_findings  # (one default lint per file and process)

DATA = Path(__file__).resolve().parent / "data"
RUOYI = DATA / "judged" / "ruoyi-vue-pro__ruoyi-vue-pro.sql"
ROUNDCUBE = DATA / "judged" / "roundcube__mysql.initial.sql"
HYDRA = DATA / "judged" / "hydra__mysql_dump.sql"
PMACCT = DATA / "recall" / "pmacct__pmacct-create-db_v9.mysql.sql"


def statement(path: Path, first_line: str) -> tuple[int, str]:
    """(line, text) of the statement that starts with `first_line`, through its closing `;`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, text in enumerate(lines) if text.startswith(first_line))
    end = next(i for i in range(start, len(lines)) if lines[i].rstrip().endswith(";"))
    return start + 1, "\n".join(lines[start:end + 1]) + "\n"


def _found(sql: str, codes: tuple[str, ...], config: str = "") -> list[tuple[str, int, str]]:
    return [(f.code, f.span.line, f.severity) for f in lint_sql(sql, config) if f.code in codes]


def test_a_login_log_without_partitions_or_rows_is_a_time_series_at_info():
    line, sql = statement(RUOYI, "CREATE TABLE `system_login_log`")
    in_file = [(f.code, f.span.line, f.severity) for f in default_findings((str(RUOYI),))
               if f.code == "SL301" and f.table == "system_login_log"]
    assert in_file == [("SL301", line, "info")]
    assert _found(sql, ("SL301",), '[tables.system_login_log]\nrows = "300M"\n') == [("SL301", 1, "warning")]
    fixed = sql.replace("PRIMARY KEY (`id`) USING BTREE", "PRIMARY KEY (`id`, `create_time`)").replace(
        "COMMENT = '系统访问记录';", "COMMENT = '系统访问记录'\nPARTITION BY RANGE COLUMNS(`create_time`) (\n"
        "  PARTITION p2025 VALUES LESS THAN ('2026-01-01'),\n  PARTITION pmax VALUES LESS THAN (MAXVALUE)\n);")
    assert fixed != sql
    assert _found(fixed, ("SL301",)) == []
    assert _found(fixed, ("SL301",), '[tables.system_login_log]\nrows = "300M"\n') == []


def test_a_session_id_primary_key_is_reported_and_warns_at_a_row_count():
    line, sql = statement(ROUNDCUBE, "CREATE TABLE `session`")
    found = [(f.code, f.span.line, f.severity, f.evidence.get("random_column"), f.evidence.get("growth_signal"))
             for f in default_findings((str(ROUNDCUBE),)) if f.code == "SL102" and f.table == "session"]
    # a session store (vars holds the state, expires_at the expiry): the live sessions only, so
    # info until a row count gives its size (blind verdicts on four such stores: "GC keeps only live
    # sessions"); with one it warns
    assert found == [("SL102", line + 5, "info", "sess_id", "session store")]
    assert _found(sql, ("SL102",), '[tables.session]\nrows = "2M"\n') == [("SL102", 6, "warning")]
    fixed = sql.replace(" PRIMARY KEY(`sess_id`),", " `id` BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,\n"
                        " PRIMARY KEY (`id`),\n UNIQUE KEY `uk_sess` (`sess_id`),")
    assert fixed != sql
    assert _found(fixed, ("SL102",)) == []
    # the session id, kept UNIQUE, is still random: SL101 says so on the unique key
    assert [c for c, _, _ in _found(fixed, ("SL101",))] == ["SL101"]


def test_a_fourteen_column_flow_key_is_one_finding_at_scale():
    config = Config()
    from schemalint.config import TableHints

    config.tables["acct_v9"] = TableHints(rows=200_000_000, rows_source="config")
    findings = [f for f in lint([str(PMACCT)], config).findings if f.code != "SL029"]
    assert [(f.code, f.span.line, f.severity, sorted(g.code for g in f.also)) for f in findings] == [
        ("SL102", 27, "warning", ["SL201", "SL202"])]
    assert len(findings[0].evidence["columns"]) == 14
    # without a row count: info, with the row count at which it would outgrow the pool
    assert [(f.code, f.severity) for f in default_findings((str(PMACCT),)) if f.code != "SL029"] == [
        ("SL102", "info")]
    text = PMACCT.read_text(encoding="utf-8")
    fixed = text.replace("PRIMARY KEY (tag, class_id", "PRIMARY KEY (stamp_inserted, tag, class_id").replace(
        ", tos, stamp_inserted)", ", tos)")
    assert fixed != text
    assert _found(fixed, ("SL102", "SL101"), '[tables.acct_v9]\nrows = "200M"\n') == []


def test_an_entity_first_key_is_not_random_from_its_type_alone():
    found = {(f.code, f.table, f.index): f for f in each_rule(default_findings((str(HYDRA),)))
             if f.code in ("SL101", "SL102")}
    issuer = "hydra_oauth2_trusted_jwt_bearer_issuer"
    assert (("SL101", issuer, f"{issuer}_nid_uq_idx")) not in found
    codes = found[("SL101", "hydra_oauth2_device_auth_codes", "hydra_oauth2_device_auth_codes_user_code_signature_idx")]
    assert (codes.severity, codes.evidence["leading_column"], codes.evidence["random_column"]) == (
        "warning", "nid", "user_code_signature")
    assert codes.headline.startswith("hydra_oauth2_device_auth_codes: user_code_signature random token")
