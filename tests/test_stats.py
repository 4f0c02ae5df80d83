"""Statistics snapshots and the server-data plumbing, without a server: the JSON format, how a
snapshot's numbers reach the hints and the rules (SL110–SL112, SL401 digests), connection
options (DSN, option file, password sources) and the information_schema row parsers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schemalint.config import Config, IndexStats, ServerProfile, TableHints
from schemalint.live.errors import LiveError
from schemalint.live.options import parse_dsn, read_option_file, redact_dsn, resolve_options
from schemalint.live.reader import Selection, decode_filename
from schemalint.live.rows import column_from_row, partitioning_from_rows, split_type
from schemalint.model import Table
from schemalint.pipeline.stats import (
    STATS_VERSION, Digest, IndexStatistics, ServerInput, ServerStatistics, StatsError, StatsSnapshot,
    TableStatistics, apply_profile, apply_tables, read_snapshot, snapshot_from_json, snapshot_to_json,
    write_snapshot,
)
from tests.helpers import REPO_ROOT, make_config, model_of, run_cli

SCHEMA_FILE = REPO_ROOT / "schemalint" / "schemas" / "stats.schema.json"

ORDERS_DDL = """
CREATE DATABASE shop;
USE shop;
CREATE TABLE orders (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT,
  customer_id INT UNSIGNED NOT NULL,
  status TINYINT NOT NULL,
  created_at DATETIME NOT NULL,
  PRIMARY KEY (id),
  KEY idx_customer (customer_id),
  KEY idx_status (status)
) ENGINE=InnoDB;
CREATE TABLE customers (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT,
  email VARCHAR(190) NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_email (email)
) ENGINE=InnoDB;
"""


def snapshot(**server) -> StatsSnapshot:
    profile = dict(
        flavor="mariadb", version="10.11.6-MariaDB", page_size=16384, buffer_pool_size=8 * 1024**3,
        table_definition_cache=4000, table_open_cache=4000, open_files_limit=32000, innodb_open_files=4000,
        change_buffering="none", uptime_seconds=30 * 86400, performance_schema=True, index_usage=True)
    snap = StatsSnapshot(server=ServerStatistics(**{**profile, **server}), taken_at="2025-06-01T00:00:00Z",
                         tool="schemalint test")
    orders = TableStatistics(
        schema="shop", name="orders", engine="InnoDB", row_format="DYNAMIC", rows=40_000_000, avg_row_length=60,
        data_length=2_400_000_000, index_length=900_000_000, auto_increment=3_900_000_000,
        create_time="2024-06-01T00:00:00", table_io_count=5_000_000)
    orders.indexes = {
        "primary": IndexStatistics("PRIMARY", size=146_000, n_leaf_pages=145_000, io_count=4_000_000, io_reads=3_000_000),
        "idx_customer": IndexStatistics("idx_customer", size=40_000, n_leaf_pages=39_000, io_count=900_000, io_reads=900_000),
        "idx_status": IndexStatistics("idx_status", size=30_000, n_leaf_pages=29_500, io_count=0, io_reads=0),
    }
    snap.add(orders)
    snap.add(TableStatistics(schema="shop", name="gone", rows=5))
    snap.digests.append(Digest(digest="a" * 32, text="SELECT * FROM `orders` WHERE `customer_id` = ?",
                               schema="shop", count=1000))
    snap.notes.append("nothing to report")
    return snap


def write(tmp_path: Path, snap: StatsSnapshot, name: str = "stats.json") -> Path:
    path = tmp_path / name
    write_snapshot(snap, path)
    return path


# -- the format ---------------------------------------------------------------------------------
def test_snapshot_round_trips_and_follows_the_documented_schema(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    path = write(tmp_path, snapshot())
    data = json.loads(path.read_text())
    jsonschema.validate(data, json.loads(SCHEMA_FILE.read_text()))
    assert data["format"] == "schemalint-stats" and data["version"] == STATS_VERSION
    again = read_snapshot(path)
    assert snapshot_to_json(again) == data
    assert again.table("shop", "orders").index("IDX_STATUS").size == 30_000


@pytest.mark.parametrize("data, message", [
    ({"version": 1, "server": {}, "tables": []}, "not a schemalint stats snapshot"),
    ({"format": "schemalint-stats", "version": 99, "server": {}, "tables": []}, "version 99 is not supported"),
    ({"format": "schemalint-stats", "version": 1, "server": {"innodb_page_size": "16K"}, "tables": []},
     "server.innodb_page_size: expected a non-negative number"),
    ({"format": "schemalint-stats", "version": 1, "server": {}, "tables": [{"schema": "s"}]},
     "tables[0].name: expected a string"),
    ({"format": "schemalint-stats", "version": 1, "server": {},
      "tables": [{"schema": "s", "name": "t", "indexes": [{"name": "i", "size": -1}]}]},
     "tables[0].indexes[0].size"),
])
def test_bad_snapshots_are_refused_with_the_key(data, message):
    with pytest.raises(StatsError, match=message.replace("[", r"\[").replace("]", r"\]")):
        snapshot_from_json(data, "s.json")


def test_unreadable_snapshot_files(tmp_path):
    with pytest.raises(StatsError, match="not found"):
        read_snapshot(tmp_path / "nope.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(StatsError, match="not JSON"):
        read_snapshot(bad)


# -- merging --------------------------------------------------------------------------------------
def test_profile_from_the_server_beats_the_config_file_but_not_the_command_line():
    cfg = make_config('[server]\nbuffer-pool = "1G"\npage-size = "16K"\n')
    merged = apply_profile(cfg, snapshot().server, "stats")
    assert merged.server.buffer_pool_bytes == 8 * 1024**3 and merged.server.buffer_pool_source == "stats"
    assert merged.server.version == "10.11.6-MariaDB" and merged.server.change_buffering == "none"
    assert merged.server.table_definition_cache == 4000
    from schemalint.config import apply_cli_overrides

    cli = apply_cli_overrides(cfg, buffer_pool="2G")
    assert apply_profile(cli, snapshot().server, "stats").server.buffer_pool_bytes == 2 * 1024**3


def test_table_statistics_land_in_the_hints_with_notes_for_what_did_not_match():
    model = model_of(ORDERS_DDL)
    cfg, data, notes = apply_tables(Config(), snapshot(), model, "stats", "stats.json")
    hints = cfg.hints_for("shop.orders")
    assert (hints.rows, hints.rows_source, hints.avg_row_length) == (40_000_000, "stats", 60)
    assert hints.data_length == 2_400_000_000 and hints.index_length == 900_000_000
    assert hints.index_stats["idx_status"] == IndexStats(size=30_000, n_leaf_pages=29_500)
    assert hints.index_stats["primary"].n_leaf_pages == 145_000
    assert cfg.hints_for("shop.customers").rows is None  # no statistics: hints / defaults
    assert data.table(model.find_table("orders", "shop")).auto_increment == 3_900_000_000
    assert any("not in the DDL and were ignored: shop.gone" in n for n in notes)
    assert any("have no statistics" in n and "shop.customers" in n for n in notes)


def test_command_line_rows_beat_the_snapshot():
    from schemalint.config import apply_cli_overrides

    cfg = apply_cli_overrides(Config(), rows=["orders=5M"])
    cfg, _, _ = apply_tables(cfg, snapshot(), model_of(ORDERS_DDL), "stats", "stats.json")
    hints = cfg.hints_for("shop.orders")
    assert (hints.rows, hints.rows_source) == (5_000_000, "cli")
    assert hints.index_stats  # the measured pages still come along


def test_ddl_without_a_schema_matches_by_name_and_takes_the_largest_of_several():
    snap = StatsSnapshot()
    for schema, rows in (("tenant_1", 10), ("tenant_2", 5000), ("tenant_3", 70)):
        snap.add(TableStatistics(schema=schema, name="orders", rows=rows))
    model = model_of("CREATE TABLE orders (id INT PRIMARY KEY);")
    cfg, _, notes = apply_tables(Config(), snap, model, "stats", "s.json")
    assert cfg.hints_for("orders").rows == 5000
    assert any("matched several schemas" in n and "orders (3 schemas)" in n for n in notes)


# -- the rules on snapshot data ---------------------------------------------------------------
def lint_with(snap: StatsSnapshot, ddl: str = ORDERS_DDL, config_toml: str = ""):
    from schemalint.pipeline.lint import lint
    from schemalint.read.source import decode

    server = ServerInput(snapshot=snap, source="stats", label="stats.json")
    return lint([], make_config(config_toml), sources=[decode(ddl.encode(), "schema.sql")], server=server)


def by_code(result, code):
    return [f for f in result.findings if f.code == code]


def test_sl110_counter_near_the_end_of_int_unsigned_is_an_error_with_days_left():
    result = lint_with(snapshot())
    (f,) = by_code(result, "SL110")
    assert f.table == "shop.orders" and f.severity == "error"
    assert f.span.path == "schema.sql" and f.span.line == 5  # the AUTO_INCREMENT column
    ev = f.evidence
    assert ev["max_value"] == 4_294_967_295 and ev["auto_increment"] == 3_900_000_000
    assert ev["used_fraction"] == pytest.approx(0.908, abs=0.001)
    assert ev["rate_source"].startswith("average since CREATE_TIME 2024-06-01")
    assert ev["ids_per_day"] == pytest.approx(3_899_999_999 / 365, rel=0.01)
    assert 30 < ev["days_left"] < 45
    assert "BIGINT UNSIGNED" in f.fix


def test_sl110_growth_per_day_from_config_and_thresholds():
    snap = snapshot()
    snap.table("shop", "orders").auto_increment = 1_000_000_001  # 23% used
    assert not by_code(lint_with(snap), "SL110")  # 23% at ~2.7 M ids/day: years left
    fast = lint_with(snap, config_toml='[tables."shop.orders"]\ngrowth-per-day = "20M"\n')
    (f,) = by_code(fast, "SL110")
    assert f.severity == "warning" and f.evidence["rate_source"] == "growth-per-day from the configuration"
    assert f.evidence["days_left"] == pytest.approx((4_294_967_295 - 1_000_000_000) / 20e6, rel=0.01)


def test_sl110_needs_server_data():
    from tests.helpers import lint_sql

    ddl = ORDERS_DDL.replace(") ENGINE=InnoDB;\nCREATE TABLE customers",
                             ") ENGINE=InnoDB AUTO_INCREMENT=4000000000;\nCREATE TABLE customers")
    assert "SL110" not in [f.code for f in lint_sql(ddl)]  # a dump's AUTO_INCREMENT= is SL026's


def test_sl111_reports_the_index_with_no_io_on_a_busy_table():
    result = lint_with(snapshot())
    (f,) = by_code(result, "SL111")
    assert (f.index, f.severity) == ("idx_status", "warning")
    assert f.evidence["size_pages"] == 30_000 and f.evidence["size_bytes"] == 30_000 * 16384
    assert f.evidence["uptime_days"] == 30.0
    assert "IGNORED" in f.fix  # MariaDB: the snapshot's version decides the syntax


def test_sl111_is_info_with_little_history_and_silent_without_usage_data():
    short = snapshot(uptime_seconds=2 * 86400)
    (f,) = by_code(lint_with(short), "SL111")
    assert f.severity == "info"
    no_ps = snapshot()
    no_ps.server.index_usage = False
    assert not by_code(lint_with(no_ps), "SL111")
    idle = snapshot()
    idle.table("shop", "orders").table_io_count = 0
    assert not by_code(lint_with(idle), "SL111")


def test_sl111_keeps_the_only_index_serving_a_foreign_key():
    ddl = ORDERS_DDL.replace("KEY idx_status (status)",
                             "KEY idx_status (status),\n  CONSTRAINT fk_status FOREIGN KEY (status) REFERENCES st (id)")
    assert not by_code(lint_with(snapshot(), ddl), "SL111")


def test_sl112_catalogue_examples_and_measured_size():
    from schemalint.catalogue import load_catalogue
    from tests.helpers import lint_sql

    doc = load_catalogue()["SL112"]
    for ex in doc.bad:
        assert [f.span.line for f in lint_sql(ex.sql, ex.config) if f.code == "SL112"] == [ex.line]
    for ex in doc.good:
        assert not [f for f in lint_sql(ex.sql, ex.config) if f.code == "SL112"]
    snap = StatsSnapshot(server=ServerStatistics(page_size=16384, index_usage=True))
    t = TableStatistics(schema="shop", name="orders")
    t.indexes["idx_order_no_id"] = IndexStatistics("idx_order_no_id", size=640, io_count=12)
    snap.add(t)
    (f,) = by_code(lint_with(snap, "CREATE DATABASE shop; USE shop;\n" + doc.bad[0].sql), "SL112")
    assert f.evidence["size_bytes"] == 640 * 16384 and f.evidence["io_count"] == 12
    assert "10 MiB (640 pages)" in f.message


@pytest.mark.parametrize("ddl, redundant", [
    # (a) is a prefix of (a, id): SL020's, not SL112's
    ("CREATE TABLE t (id INT PRIMARY KEY, a INT, KEY k1 (a), KEY k2 (a, id));", []),
    # UNIQUE (a) is stored as (a, id): KEY (a, id) is a copy
    ("CREATE TABLE t (id INT PRIMARY KEY, a INT NOT NULL, UNIQUE KEY u (a), KEY k (a, id));", ["k"]),
    # a UNIQUE key is not made redundant by a plain one
    ("CREATE TABLE t (id INT PRIMARY KEY, a INT, KEY k (a), UNIQUE KEY u (a, id));", []),
    # composite primary key: (b) stores (b, a, c)
    ("CREATE TABLE t (a INT, c INT, b INT, PRIMARY KEY (a, c), UNIQUE KEY u (b), KEY k (b, a, c));", ["k"]),
    # only the leading part of the suffix: (b, c) is not a prefix of (b, a, c)
    ("CREATE TABLE t (a INT, c INT, b INT, PRIMARY KEY (a, c), UNIQUE KEY u (b), KEY k (b, c));", []),
    # no primary key and no NOT NULL unique key: DB_ROW_ID cannot be declared
    ("CREATE TABLE t (a INT, b INT, UNIQUE KEY u (a), KEY k (a, b));", []),
])
def test_sl112_stored_key_cases(ddl, redundant):
    from tests.helpers import lint_sql

    assert [f.index for f in lint_sql(ddl) if f.code == "SL112"] == redundant


def test_digests_from_a_snapshot_are_queries_for_sl401():
    result = lint_with(snapshot())
    found = by_code(result, "SL401")
    assert found, [f.code for f in result.findings]
    assert found[0].span.path == "stats.json#digest:" + "a" * 16
    assert found[0].index == "idx_customer"


# -- the command line -------------------------------------------------------------------------------
def test_check_and_estimate_with_a_snapshot(tmp_path):
    stats = write(tmp_path, snapshot())
    ddl = tmp_path / "schema.sql"
    ddl.write_text(ORDERS_DDL)
    code, out, err = run_cli("estimate", str(ddl), "--stats", str(stats), "--format", "json",
                             env={"HOME": str(tmp_path)})
    assert code == 0, err
    tables = {t["table"]: t for t in json.loads(out)["tables"]}
    assert tables["shop.orders"]["rows"] == 40_000_000 and tables["shop.orders"]["rows_source"] == "stats"
    assert tables["shop.customers"]["rows_source"] == "default"
    assert "shop.gone" in err and "ignored" in err
    assert "estimates" in err  # rows are InnoDB's sampled estimates
    code, out, err = run_cli("check", str(ddl), "--stats", str(stats), "--format", "json", "--select", "SL11",
                             env={"HOME": str(tmp_path)})
    assert code == 1, err
    assert sorted(f["code"] for f in json.loads(out)["findings"]) == ["SL110", "SL111"]


def test_cli_errors_for_stats_options(tmp_path):
    ddl = tmp_path / "schema.sql"
    ddl.write_text(ORDERS_DDL)
    code, out, err = run_cli("check", str(ddl), "--stats", str(tmp_path / "missing.json"))
    assert code == 2 and err.strip().splitlines() == [f"schemalint: error: {tmp_path / 'missing.json'}: stats file not found"]
    code, _, err = run_cli("check", str(ddl), "--stats", str(tmp_path / "x.json"), "--dsn", "mysql://u@h/")
    assert code == 2 and "give one" in err
    code, _, err = run_cli("check")
    assert code == 2 and "--dsn" in err
    code, _, err = run_cli("check", str(ddl), "--schemas", "a*")
    assert code == 2 and "need --dsn" in err
    code, _, err = run_cli("stats", "dump")
    assert code == 2 and "needs --dsn" in err


# -- connection options ----------------------------------------------------------------------------
def test_dsn_parts_and_redaction():
    parts = parse_dsn("mysql://dba@db1.example:3307/shop,billing?ssl-mode=REQUIRED")
    assert (parts.host, parts.port, parts.user, parts.password) == ("db1.example", 3307, "dba", None)
    assert parts.databases == ["shop", "billing"] and parts.params == {"ssl-mode": "REQUIRED"}
    assert parse_dsn("mariadb://u:p%40ss@h/").password == "p@ss"
    assert redact_dsn("mysql://u:secret@h:1/db") == "mysql://u:***@h:1/db"
    for bad in ("postgres://u@h/db", "mysql://u@h:notaport/db", "mysql://u@h/db?color=red"):
        with pytest.raises(LiveError) as exc:
            parse_dsn(bad)
        assert "secret" not in str(exc.value)
    with pytest.raises(LiveError) as exc:
        parse_dsn("mysql://u:secret@h:99999999/db")
    assert "secret" not in str(exc.value) and "***" in str(exc.value)


def test_option_file_client_group(tmp_path):
    inc = tmp_path / "extra.cnf"
    inc.write_text("[client]\nssl-ca = /etc/ca.pem\n")
    cnf = tmp_path / "my.cnf"
    cnf.write_text(f"# comment\n[mysqld]\nport=1\n[client]\nuser = dba\npassword = \"p#ss word\"\n"
                   f"port=3307 # trailing\nssl_mode=REQUIRED\n!include {inc}\n")
    opts = read_option_file(cnf)
    assert opts == {"user": "dba", "password": "p#ss word", "port": "3307", "ssl-mode": "REQUIRED",
                    "ssl-ca": "/etc/ca.pem"}


def test_password_sources_in_order(tmp_path):
    cnf = tmp_path / ".my.cnf"
    cnf.write_text("[client]\npassword=from-file\nuser=fileuser\n")
    env = {"HOME": str(tmp_path), "MYSQL_PWD": "from-env", "USER": "me"}
    o = resolve_options("mysql://u:from-dsn@h/", environ=env)
    assert (o.password, o.password_source) == ("from-dsn", "dsn")
    o = resolve_options("mysql://u@h/", password_prompt=True, prompt=lambda _: "typed", environ=env)
    assert (o.password, o.password_source, o.user) == ("typed", "prompt", "u")
    o = resolve_options("mysql://h/", environ=env)
    assert (o.password, o.password_source, o.user) == ("from-file", "option file", "fileuser")
    o = resolve_options("mysql://h/", environ={"HOME": str(tmp_path / "none"), "MYSQL_PWD": "from-env", "USER": "me"})
    assert (o.password, o.password_source, o.user) == ("from-env", "MYSQL_PWD", "me")
    assert "from-env" not in repr(o)


def test_tls_and_timeout_options(tmp_path):
    env = {"HOME": str(tmp_path)}
    assert resolve_options("mysql://u@h/", environ=env).ssl_mode == "PREFERRED"
    assert resolve_options("mysql://u@h/", ssl_mode="required", environ=env).ssl_mode == "REQUIRED"
    ca = tmp_path / "ca.pem"
    ca.write_text("x")
    assert resolve_options("mysql://u@h/", ssl_ca=str(ca), environ=env).ssl_mode == "VERIFY_CA"
    with pytest.raises(LiveError, match="needs --ssl-ca"):
        resolve_options("mysql://u@h/", ssl_mode="VERIFY_IDENTITY", environ=env)
    with pytest.raises(LiveError, match="choose one of"):
        resolve_options("mysql://u@h/", ssl_mode="sometimes", environ=env)
    with pytest.raises(LiveError, match="no such file"):
        resolve_options("mysql://u@h/", ssl_ca=str(tmp_path / "nope.pem"), environ=env)
    with pytest.raises(LiveError, match="more than 0"):
        resolve_options("mysql://u@h/", read_timeout=0, environ=env)


def test_schema_selection():
    available = ["mysql", "sys", "shop", "tenant_1", "tenant_2", "Tenant_3", "information_schema"]
    assert Selection().choose(available) == ["shop", "tenant_1", "tenant_2", "Tenant_3"]
    assert Selection(patterns=["tenant_*"], exclude=["*_2"]).choose(available) == ["tenant_1", "Tenant_3"]
    assert Selection(databases=["shop"], patterns=["tenant_1"]).choose(available) == ["shop", "tenant_1"]
    assert Selection(databases=["mysql"]).choose(available) == ["mysql"]  # named: read even a system schema
    with pytest.raises(LiveError, match="'nope' does not exist"):
        Selection(databases=["nope"]).choose(available)


# -- information_schema rows ------------------------------------------------------------------------
def test_column_types():
    assert split_type("decimal(10,2) unsigned zerofill") == ("DECIMAL", ["10", "2"], "unsigned zerofill")
    assert split_type("enum('a','b''c','d,e')") == ("ENUM", ["'a'", "'b''c'", "'d,e'"], "")
    assert split_type("int unsigned") == ("INT", [], "unsigned")
    row = ("s", "t", "e", 1, None, "NO", "enum", "enum('a','b''c')", None, "utf8mb3", "utf8mb3_general_ci", "", "", None)
    col = column_from_row(row, True)
    assert (col.data_type, col.values, col.charset, col.nullable) == ("ENUM", ("a", "b'c"), "utf8mb3", False)
    row = ("s", "t", "ts", 2, "CURRENT_TIMESTAMP(3)", "YES", "datetime", "datetime(3)", 3, None, None,
           "DEFAULT_GENERATED on update CURRENT_TIMESTAMP(3)", "", "")
    col = column_from_row(row, False)
    assert (col.fsp, col.on_update, col.default) == (3, "CURRENT_TIMESTAMP(3)", "CURRENT_TIMESTAMP(3)")
    row = ("s", "t", "v", 3, "abc", "YES", "varchar", "varchar(20)", None, "latin1", "latin1_bin", "", "x", None)
    col = column_from_row(row, False)
    assert (col.length, col.default, col.collation, col.comment) == (20, "'abc'", "latin1_bin", "x")


def test_partition_rows():
    table = Table(name="p", schema="s")
    rows = [("s", "p", "p0", None, 1, "RANGE COLUMNS", None, "`a`,`b`", "1,'2020-01-01'"),
            ("s", "p", "p1", None, 2, "RANGE COLUMNS", None, "`a`,`b`", "MAXVALUE,MAXVALUE")]
    p = partitioning_from_rows(rows, table)
    assert (p.method, p.expression, p.columns) == ("RANGE COLUMNS", None, ["a", "b"])
    assert [d.values for d in p.partitions] == ["LESS THAN (1, '2020-01-01')", "LESS THAN (MAXVALUE, MAXVALUE)"]
    rows = [("s", "p", f"p{i}", f"p{i}sp{j}", i + 1, "RANGE", "LINEAR HASH", "year(`d`)", str(2020 + i))
            for i in range(2) for j in range(3)]
    p = partitioning_from_rows(rows, table)
    assert (p.expression, p.columns, p.subpartition_method, p.subpartition_count, p.partition_count) == \
        ("YEAR(d)", ["d"], "HASH", 3, 6)
    rows = [("s", "p", f"p{i}", None, i + 1, "LINEAR KEY", None, "", None) for i in range(4)]
    p = partitioning_from_rows(rows, table)
    assert (p.method, p.linear, p.count, p.columns) == ("KEY", True, 4, [])


def test_innodb_internal_names():
    assert decode_filename("my@002ddb") == "my-db"
    assert decode_filename("plain") == "plain"


def test_stats_in_the_configuration_file_and_inline(tmp_path):
    write(tmp_path, snapshot(), "prod-stats.json")
    ddl = tmp_path / "schema.sql"
    ddl.write_text(ORDERS_DDL)
    cfg = tmp_path / ".schemalint.toml"
    cfg.write_text('stats = "prod-stats.json"\n')  # relative to the config file
    code, out, err = run_cli("estimate", str(ddl), "--config", str(cfg), "--format", "json",
                             env={"HOME": str(tmp_path)})
    assert code == 0, err
    tables = {t["table"]: t for t in json.loads(out)["tables"]}
    assert tables["shop.orders"]["rows_source"] == "stats"
    cfg.write_text('[stats]\ntables = [{ schema = "shop", name = "orders", rows = 1234 }]\n')
    code, out, err = run_cli("estimate", str(ddl), "--config", str(cfg), "--format", "json",
                             env={"HOME": str(tmp_path)})
    assert code == 0, err
    assert {t["table"]: t["rows"] for t in json.loads(out)["tables"]}["shop.orders"] == 1234
    cfg.write_text('[stats]\ntables = [{ schema = "shop" }]\n')
    code, out, err = run_cli("check", str(ddl), "--config", str(cfg), env={"HOME": str(tmp_path)})
    assert code == 2 and "stats: tables[0].name: expected a string" in err
    cfg.write_text("stats = 3\n")
    code, out, err = run_cli("check", str(ddl), "--config", str(cfg), env={"HOME": str(tmp_path)})
    assert code == 2 and "stats: expected the path of a snapshot" in err
