"""Principles from the blind verdicts on batch 7 of the judged corpus (issue 26), each checked on
the real tables the judge called false and on a judged-true (or boundary) case that keeps its
warning.

- Namespace prefix (replay/namespace.py): a prefix at least 90% of a schema's tables share, and at
  least five, is the application's namespace (`CubeCart_`, `playsms_`, elgg's `prefix_`, osTicket's
  `%TABLE_PREFIX%`), not a word about the table: CubeCart's `code_snippet` and `seo_urls` are no
  carts ("'cart' is just the CubeCart_ table prefix"). Only the first segment: every table of
  Camunda's history file starts `ACT_HI_`, and `HI` still says the rows are history (judged true).
- `code` names a row per request only as the name's last word (an authorization code): in
  `code_snippet` or `m_code_value` it names a kind of thing.
- `settings` (SL103): a keyless table named as settings (…_config), with no index and no id of its
  own or of another row, and no growth signal: a module's settings read whole (playSMS's gateway
  configs: "single-row config, no measurable replica/OSC cost"). A config table with an id or a
  reference (dax-pay's `pay_channel_config`, MongooseIM's `muc_light_config`) and a growing keyless
  table (Bareos's `JobHisto`) keep the warning (judged true).

Sources: tests/data/judged/SOURCES.md (cubecart__structure.sql, camunda__activiti.mysql.create.history.sql,
elgg__mysql.sql, osticket__install-mysql.sql, fineract__V1__mifosplatform-core-ddl-latest.sql,
playsms__playsms.sql, mongooseim__mysql.sql, dax-pay__tables.sql, bareos__mysql.sql).
"""

from __future__ import annotations

from pathlib import Path

from schemalint.config import Config
from schemalint.pipeline.lint import load, lint
from schemalint.replay.insert_order import per_request_word
from schemalint.replay.namespace import local_name, namespace_prefix
from tests.helpers import lint_sql, model_of, table_of
from tests.test_blind_batch3_principles import statement
from tests.judged import default_findings  # (one default lint per file and process)

JUDGED = Path(__file__).resolve().parent / "data" / "judged"
CUBECART = JUDGED / "cubecart__structure.sql"
PLAYSMS = JUDGED / "playsms__playsms.sql"


def _in_file(path: Path, code: str, table: str) -> list[tuple]:
    return [(f.span.line, f.index or "-", f.severity, f.evidence.get("growth_signal"))
            for f in default_findings((str(path),)) if f.code == code and f.table == table]


def _found(sql: str, code: str) -> list[tuple]:
    return [(f.span.line, f.table, f.severity) for f in lint_sql(sql) if f.code == code]


# --- namespace prefix ------------------------------------------------------------------------------

def test_the_prefix_every_table_shares_is_read_as_the_applications_namespace():
    model = load([str(CUBECART)], Config()).model
    seo = model.find_table("CubeCart_seo_urls")
    assert namespace_prefix(model, seo) == "cubecart_" and local_name(model, seo) == "seo_urls"
    for path, name, prefix, local in (
            (JUDGED / "elgg__mysql.sql", "prefix_config", "prefix_", "config"),
            (JUDGED / "osticket__install-mysql.sql", "%TABLE_PREFIX%api_key", "%table_prefix%", "api_key"),
            (JUDGED / "camunda__activiti.mysql.create.history.sql", "ACT_HI_PROCINST", "act_", "HI_PROCINST")):
        model = load([str(path)], Config()).model
        table = model.find_table(name)
        assert (namespace_prefix(model, table), local_name(model, table)) == (prefix, local), path.name
    # two tables are no namespace: `session_` stays a word about them
    small = model_of("CREATE TABLE session_data (id INT PRIMARY KEY);\n"
                     "CREATE TABLE session_attrs (id INT PRIMARY KEY);\n")
    assert namespace_prefix(small, small.find_table("session_data")) == ""


def test_a_cart_in_the_namespace_prefix_is_no_traffic_on_a_catalogue_table():
    # judged false: "SEO URLs scale with catalogue, not traffic ('cart' is the prefix)"; "code snippets
    # are admin/plugin-installed hooks: tens of rows"
    assert _in_file(CUBECART, "SL033", "CubeCart_seo_urls") == [(1046, "PRIMARY", "info", None)]
    assert _in_file(CUBECART, "SL101", "CubeCart_code_snippet") == [(206, "unique_id", "info", "definition")]
    # the session store keeps its warning: `sessions` is a word about the table, not the namespace
    assert _in_file(CUBECART, "SL102", "CubeCart_sessions") == [(923, "PRIMARY", "warning", "name")]
    # the same snippet table alone is no namespace: its name still reads 'cart', but before the head noun
    # (a code snippet is a snippet, batch 10's principle), so what its rows hold caps it all the same
    lines = CUBECART.read_text(encoding="utf-8").splitlines()[194:209]  # its CREATE TABLE, lines 195-209
    assert lines[0].startswith("CREATE TABLE IF NOT EXISTS `CubeCart_code_snippet`") and lines[-1].endswith("; #EOQ")
    sql = "\n".join(lines) + "\n"
    model = model_of(sql)
    assert per_request_word(model.find_table("CubeCart_code_snippet"), None, model) == "cart"
    assert [(f.span.line, f.severity, f.evidence.get("growth_signal"))
            for f in lint_sql(sql) if f.code == "SL101"] == [(12, "info", "definition")]


def test_the_first_segment_only_history_tables_under_a_namespace_keep_their_warning():
    # judged true: "history table grows without bound"; every table starts ACT_HI_, the namespace is ACT_
    path = JUDGED / "camunda__activiti.mysql.create.history.sql"
    (finding,) = [f for f in default_findings((str(path),))
                  if f.code == "SL033" and f.table == "ACT_HI_PROCINST"]
    assert (finding.span.line, finding.severity, finding.evidence["rows_per_request"]) == (39, "warning", "hi")


# --- code ------------------------------------------------------------------------------------------

def test_code_is_a_row_per_request_only_as_the_names_last_word():
    assert per_request_word(table_of("CREATE TABLE hydra_oauth2_code (signature VARCHAR(255) PRIMARY KEY);")) == "code"
    assert per_request_word(table_of("CREATE TABLE code_snippet (id INT PRIMARY KEY);")) is None
    # judged debatable: "code values are a few hundred rows"
    path = JUDGED / "fineract__V1__mifosplatform-core-ddl-latest.sql"
    assert _in_file(path, "SL020", "m_code_value") == [(139, "FKCFCEA42640BE071Z", "info", "parent")]


# --- settings --------------------------------------------------------------------------------------

def test_a_modules_keyless_settings_table_is_info():
    # judged false: "single-row gateway config table: replica scan of 1 row and OSC need are moot"
    for line, name in ((624, "playsms_gatewayNexmo_config"), (687, "playsms_gatewayTemplate_config"),
                       (723, "playsms_gatewayTwilio_config"), (765, "playsms_gatewayUplink_config")):
        assert _in_file(PLAYSMS, "SL103", name) == [(line, "-", "info", "settings")]
    assert _in_file(JUDGED / "mongooseim__mysql.sql", "SL103", "test_types") == [(24, "-", "info", "settings")]


def test_a_config_table_with_an_id_an_index_or_a_reference_keeps_the_warning():
    # judged true: a payment channel's config per merchant app (an id, references); a room's options
    # per room (room_id, an index); a job history (no settings name)
    assert _in_file(JUDGED / "dax-pay__tables.sql", "SL103", "pay_channel_config") == [(424, "-", "warning", None)]
    assert _in_file(JUDGED / "mongooseim__mysql.sql", "SL103", "muc_light_config") == [(338, "-", "warning", None)]
    assert _in_file(JUDGED / "bareos__mysql.sql", "SL103", "JobHisto") == [(138, "-", "warning", None)]
    line, sql = statement(PLAYSMS, "CREATE TABLE `playsms_gatewayTwilio_config`")
    assert _found(sql, "SL103") == [(1, "playsms_gatewayTwilio_config", "info")]
    with_id = sql.replace("`c_timestamp` bigint(20) NOT NULL DEFAULT 0,", "`c_timestamp` bigint(20) NOT NULL DEFAULT 0,\n  `uid` int(11) NOT NULL,\n  `gateway_id` int(11) NOT NULL,")
    assert with_id != sql and _found(with_id, "SL103") == [(1, "playsms_gatewayTwilio_config", "warning")]
    indexed = sql.replace("NOT NULL DEFAULT ''\n)", "NOT NULL DEFAULT '',\n  KEY (`cfg_name`)\n)")
    assert indexed != sql and _found(indexed, "SL103") == [(1, "playsms_gatewayTwilio_config", "warning")]
