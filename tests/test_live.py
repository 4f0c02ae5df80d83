"""Live mode against a real MariaDB (the suite's private server, never a mock): the model read
from information_schema equals the model parsed from the same DDL; row counts and index pages
reach the estimates; a SELECT+PROCESS user is enough and nothing is ever written; failures are
one clear line with exit code 2 and no password anywhere; snapshots round-trip."""

from __future__ import annotations

import json
import os
import re
import secrets
import subprocess
import sys
import uuid
from pathlib import Path

import pymysql
import pytest

from schemalint.live.errors import LiveError
from schemalint.live.options import ConnectOptions, resolve_options
from schemalint.live.reader import LiveRead, Selection, read_live_input, read_server
from schemalint.live.session import connect, open_session
from schemalint.model import Model
from tests.helpers import REPO_ROOT, model_of, run_cli
from tests.mariadb_server import MariaDBServer, available

pytestmark = pytest.mark.live

SHAPES = """
CREATE TABLE parent (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT,
  name VARCHAR(20) CHARACTER SET latin1 NOT NULL DEFAULT 'x',
  price DECIMAL(10,2) NOT NULL,
  created DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
  kind ENUM('a','b''c','d,e') NOT NULL,
  flags BIT(3),
  ratio FLOAT,
  score DOUBLE,
  body TEXT,
  raw BLOB,
  active TINYINT(1),
  token BINARY(16),
  doc JSON,
  tags SET('x','y'),
  plus_one INT AS (price + 1) VIRTUAL,
  twice INT AS (price * 2) STORED,
  spot POINT NOT NULL,
  PRIMARY KEY (id),
  UNIQUE KEY uk_token (token),
  KEY idx_name_price (name(5), price DESC),
  SPATIAL KEY sp_spot (spot),
  FULLTEXT KEY ft_body (body)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE child (
  id BIGINT NOT NULL,
  parent_id INT UNSIGNED,
  note VARCHAR(100) COLLATE utf8mb4_bin,
  PRIMARY KEY (id),
  CONSTRAINT fk_parent FOREIGN KEY (parent_id) REFERENCES parent (id) ON DELETE CASCADE
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE events (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  created DATE NOT NULL,
  payload VARCHAR(200) NOT NULL,
  PRIMARY KEY (id, created),
  KEY idx_payload (payload(20))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
PARTITION BY RANGE (YEAR(created)) (
  PARTITION p2023 VALUES LESS THAN (2024),
  PARTITION p2024 VALUES LESS THAN (2025),
  PARTITION pmax VALUES LESS THAN MAXVALUE
);
CREATE TABLE hashed (
  id INT NOT NULL,
  v VARCHAR(10)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci PARTITION BY HASH (id) PARTITIONS 4;
CREATE TABLE keyed (
  id INT NOT NULL,
  region VARCHAR(4) NOT NULL,
  PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci PARTITION BY LINEAR KEY () PARTITIONS 2;
CREATE TABLE regional (
  id INT NOT NULL,
  region VARCHAR(4) NOT NULL,
  PRIMARY KEY (id, region)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci PARTITION BY LIST COLUMNS (region) (
  PARTITION pe VALUES IN ('eu','uk'),
  PARTITION pa VALUES IN ('us')
);
CREATE TABLE no_pk (
  a INT,
  b VARCHAR(30),
  KEY idx_a (a)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
"""

ROWS = 20_000


def statements(sql: str) -> list[str]:
    return [s.strip() for s in sql.split(";") if s.strip()]


@pytest.fixture(scope="module")
def shop(mariadb):
    """A database with the SHAPES tables, 20,000 rows in `events`, statistics freshly analysed."""
    name = f"sl_live_{uuid.uuid4().hex[:10]}"
    conn = mariadb.connect(autocommit=True)
    with conn.cursor() as cur:
        cur.execute(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci")
        cur.execute(f"USE `{name}`")
        for stmt in statements(SHAPES):
            cur.execute(stmt)
        cur.execute("INSERT INTO events (created, payload) SELECT DATE('2023-01-01') + INTERVAL (seq % 700) DAY, "
                    f"CONCAT('payload-', seq, '-', REPEAT('x', seq % 50)) FROM seq_1_to_{ROWS}")
        cur.execute("INSERT INTO parent (name, price, kind, spot) VALUES ('n', 1, 'a', POINT(1, 1))")
        cur.execute("ANALYZE TABLE events, parent")
        cur.fetchall()
    try:
        yield name
    finally:
        with conn.cursor() as cur:
            cur.execute(f"DROP DATABASE IF EXISTS `{name}`")
        conn.close()


@pytest.fixture
def home(tmp_path):
    """A HOME without ~/.my.cnf, so nothing of the machine's leaks into a test."""
    return tmp_path


def dsn(server, db: str = "", user: str = None) -> str:
    return f"mysql://{user or server.user}@{server.host}:{server.port}/{db}"


def env(home: Path, password: str = None, **extra) -> dict:
    return {"HOME": str(home), "MYSQL_PWD": "" if password is None else password, **extra}


def options(server, db: str, home: Path, **kw) -> ConnectOptions:
    return resolve_options(dsn(server, db), environ=env(home, server.password), **kw)


def read(server, db: str, home: Path) -> LiveRead:
    o = options(server, db, home)
    with open_session(o) as session:
        return read_server(session, Selection.from_options(o))


# -- the model --------------------------------------------------------------------------------------
def _expr(text):
    return re.sub(r"\s+", "", (text or "").replace("`", "")).upper() or None


def shape(model: Model) -> dict:
    """What must agree between DDL and server: types, charsets, indexes, keys, partitions."""
    out = {}
    for t in model.tables():
        p = t.partitioning
        out[t.name.lower()] = {
            "engine": t.engine.lower(), "charset": t.options.charset, "collation": t.options.collation,
            "columns": [
                (c.name, c.data_type, c.length, c.precision, c.scale, c.fsp, c.unsigned, c.charset, c.collation,
                 c.nullable, c.values, c.auto_increment, c.generated is not None, c.generated_stored)
                for c in t.columns],
            "indexes": sorted((i.name, i.kind, tuple((x.column, x.prefix, x.descending) for x in i.parts))
                              for i in t.indexes),
            "foreign_keys": sorted((f.name, tuple(f.columns), f.ref_table, tuple(f.ref_columns),
                                    f.on_delete or "RESTRICT", f.on_update or "RESTRICT") for f in t.foreign_keys),
            "partitioning": None if p is None else (
                p.method, p.linear, _expr(p.expression), tuple(p.columns), p.partition_count,
                [(d.name, _expr(d.values)) for d in p.partitions] if p.method in ("RANGE", "LIST", "RANGE COLUMNS",
                                                                                  "LIST COLUMNS") else None,
                p.subpartition_method, p.subpartition_count),
        }
    return out


def test_model_from_the_server_equals_the_model_from_the_ddl(mariadb, shop, home):
    from_server = read(mariadb, shop, home).model
    from_ddl = model_of(f"CREATE DATABASE {shop} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;\nUSE {shop};\n"
                        + SHAPES)
    expected, got = shape(from_ddl), shape(from_server)
    assert sorted(got) == sorted(expected)
    for name in expected:
        assert got[name] == expected[name], name
    # spot checks of what the comparison is about
    parent = from_server.find_table("parent", shop)
    assert parent.column("doc").data_type == "JSON"  # MariaDB's LONGTEXT + json_valid() CHECK
    assert parent.column("kind").values == ("a", "b'c", "d,e")
    assert parent.column("name").charset == "latin1"
    assert parent.index("idx_name_price").parts[1].descending
    assert from_server.find_table("events", shop).partitioning.expression == "YEAR(created)"
    assert parent.span.path == f"mysql://{mariadb.host}:{mariadb.port}/{shop}.parent"


def test_statistics_rows_and_index_pages(mariadb, shop, home):
    result = read(mariadb, shop, home)
    events = result.snapshot.table(shop, "events")
    assert abs(events.rows - ROWS) / ROWS < 0.25  # InnoDB's sampled estimate
    assert events.partitions == 3
    primary, payload = events.index("PRIMARY"), events.index("idx_payload")
    assert primary.size >= primary.n_leaf_pages > 10  # summed over the three partitions
    assert payload.size > 3 and payload.n_leaf_pages >= 1
    assert events.data_length >= primary.n_leaf_pages * 16384
    assert result.snapshot.table(shop, "parent").auto_increment == 2
    assert result.snapshot.table(shop, "no_pk").index("GEN_CLUST_INDEX").size >= 1
    server = result.snapshot.server
    assert server.flavor == "mariadb" and server.page_size == 16384 and server.buffer_pool_size > 0
    assert server.change_buffering is not None and server.uptime_seconds >= 0
    assert any("performance_schema is OFF" in n for n in result.notes)


def test_estimate_json_takes_rows_from_the_server(mariadb, shop, home):
    code, out, err = run_cli("estimate", "--dsn", dsn(mariadb, shop), "--format", "json", env=env(home, mariadb.password))
    assert code == 0, err
    doc = json.loads(out)
    assert doc["server"]["source"] == "live"
    tables = {t["table"]: t for t in doc["tables"]}
    events = tables[f"{shop}.events"]
    assert events["rows_source"] == "live" and abs(events["rows"] - ROWS) / ROWS < 0.25
    assert "InnoDB estimates" in err
    # per-index sizes are the server's own (mysql.innodb_index_stats 'size' pages × page size)
    conn = mariadb.connect()
    with conn.cursor() as cur:
        cur.execute("SELECT index_name, SUM(stat_value) FROM mysql.innodb_index_stats "
                    "WHERE database_name = %s AND (table_name = 'events' OR table_name LIKE 'events#P#%%') "
                    "AND stat_name = 'size' GROUP BY index_name", (shop,))  # summed over partitions
        pages = {name.lower(): int(value) for name, value in cur.fetchall()}
    conn.close()
    by_name = {i["name"].lower(): i for i in events["indexes"]}
    assert pages and set(pages) <= set(by_name)
    for name, size in pages.items():
        assert by_name[name]["size_source"] == "live"
        assert by_name[name]["size_bytes"] == size * doc["server"]["page_size"]


def test_index_pages_reach_the_hints(mariadb, shop, home):
    from schemalint.config import Config
    from schemalint.pipeline.lint import load_input

    server = read_live_input(options(mariadb, shop, home), progress=False)
    loaded, cfg = load_input([], Config(), server=server)
    hints = cfg.hints_for(f"{shop}.events")
    assert hints.rows_source == "live" and hints.index_stats["idx_payload"].size > 3
    assert hints.data_length and hints.index_length
    assert cfg.server.buffer_pool_source == "live" and cfg.server.table_definition_cache


def test_check_with_dsn_and_schema_patterns(mariadb, shop, home):
    code, out, err = run_cli("check", "--dsn", dsn(mariadb), "--schemas", "sl_live_*", "--exclude-schemas", "none",
                             "--format", "json", "--select", "SL103", env=env(home, mariadb.password))
    assert code == 1, err
    findings = json.loads(out)["findings"]
    tables = {f["table"] for f in findings}
    assert f"{shop}.no_pk" in tables
    assert all(f["path"].startswith(f"mysql://{mariadb.host}:{mariadb.port}/") for f in findings)
    code, out, err = run_cli("check", "--dsn", dsn(mariadb), "--schemas", "nothing_like_this_*",
                             env=env(home, mariadb.password))
    assert code == 2 and "no schema matches" in err


def test_ddl_from_files_and_numbers_from_the_server(mariadb, shop, home, tmp_path):
    ddl = tmp_path / "schema.sql"
    ddl.write_text(f"USE {shop};\n" + SHAPES.replace("KEY idx_payload (payload(20))", "KEY idx_payload (payload(40))"))
    code, out, err = run_cli("estimate", str(ddl), "--dsn", dsn(mariadb, shop), "--format", "json",
                             env=env(home, mariadb.password))
    assert code == 0, err
    tables = {t["table"]: t for t in json.loads(out)["tables"]}
    assert tables[f"{shop}.events"]["rows_source"] == "live"
    widened = next(i for i in tables[f"{shop}.events"]["indexes"] if i["name"] == "idx_payload")
    assert widened["columns"] == ["payload"]  # the DDL's definition, the server's row count


def test_control_characters_in_comments_do_not_confuse_the_packed_reads(mariadb, scratch_db, home):
    conn = mariadb.connect(database=scratch_db, autocommit=True)
    with conn.cursor() as cur:
        cur.execute("CREATE TABLE odd (id INT NOT NULL PRIMARY KEY COMMENT 'a\x1fb\x1dc', "
                    "v VARCHAR(10) DEFAULT 'x\x1ey', KEY idx_v (v) COMMENT 'k\x1fk') COMMENT 't\x1ft'")
    conn.close()
    table = read(mariadb, scratch_db, home).model.find_table("odd", scratch_db)
    assert [c.name for c in table.columns] == ["id", "v"]
    assert table.column("id").comment == "a\x1fb\x1dc" and table.column("v").default == "'x\x1ey'"
    assert table.index("idx_v").comment == "k\x1fk" and table.options.comment == "t\x1ft"


# -- read-only, least privilege ------------------------------------------------------------------------
@pytest.fixture(scope="module")
def users(mariadb, shop):
    """sl_ro: SELECT, PROCESS on *.*; sl_db: SELECT on the shop only, PROCESS; sl_none: nothing."""
    password = "Pw-" + secrets.token_hex(8)
    conn = mariadb.connect(autocommit=True)
    made = []
    with conn.cursor() as cur:
        for user, grants in (("sl_ro", ["GRANT SELECT, PROCESS ON *.* TO {u}"]),
                             ("sl_db", [f"GRANT SELECT ON `{shop}`.* TO {{u}}", "GRANT PROCESS ON *.* TO {u}"]),
                             ("sl_none", [])):
            u = f"'{user}'@'{mariadb.host}'"
            cur.execute(f"DROP USER IF EXISTS {u}")
            cur.execute(f"CREATE USER {u} IDENTIFIED BY '{password}'")
            for g in grants:
                cur.execute(g.format(u=u))
            made.append(u)
    try:
        yield password
    finally:
        with conn.cursor() as cur:
            for u in made:
                cur.execute(f"DROP USER IF EXISTS {u}")
        conn.close()


def assert_no_password(password: str, *outputs: str) -> None:
    for text in outputs:
        assert password not in text


def test_select_and_process_are_enough(mariadb, shop, users, home):
    code, out, err = run_cli("check", "--dsn", dsn(mariadb, shop, "sl_ro"), "--format", "json",
                             env=env(home, users))
    assert code in (0, 1), err
    assert any(f["table"] == f"{shop}.no_pk" for f in json.loads(out)["findings"])
    assert "not read" not in err  # index pages, foreign keys: everything readable
    assert_no_password(users, out, err)


def test_a_schema_only_user_reads_the_model_and_says_what_it_could_not(mariadb, shop, users, home):
    code, out, err = run_cli("check", "--dsn", dsn(mariadb, shop, "sl_db"), "--format", "json", env=env(home, users))
    assert code in (0, 1), err
    assert "per-index pages (mysql.innodb_index_stats) not read" in err
    assert "GRANT SELECT ON mysql.innodb_index_stats" in err
    assert json.loads(out)["summary"]["tables"] == len(statements(SHAPES))
    assert_no_password(users, out, err)


def test_the_session_is_read_only_and_only_reads(mariadb, shop, home):
    o = options(mariadb, shop, home)
    with open_session(o) as session:
        with pytest.raises(LiveError, match="refusing"):
            list(session.rows(f"INSERT INTO `{shop}`.no_pk VALUES (1, 'x')"))
        with pytest.raises(LiveError, match="refusing"):
            session.execute(f"DROP TABLE `{shop}`.no_pk")
        # the same connection, bypassing the guard: the server refuses the write
        with pytest.raises(pymysql.err.MySQLError) as exc:
            with session.conn.cursor() as cur:
                cur.execute(f"INSERT INTO `{shop}`.no_pk VALUES (1, 'x')")
        assert exc.value.args[0] == 1792  # Cannot execute statement in a READ ONLY transaction
        assert session.one("SELECT @@session.tx_read_only")[0] == 1
    conn = mariadb.connect(database=shop)
    with conn.cursor() as cur:
        cur.execute("SELECT COUNT(*) FROM no_pk")
        assert cur.fetchone()[0] == 0
    conn.close()


# -- failures: one line, exit 2, no password --------------------------------------------------------------
def one_error_line(code: int, out: str, err: str) -> str:
    assert code == 2, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("schemalint: error: "), err
    assert "Traceback" not in err and out == ""
    return lines[0]


def test_wrong_password(mariadb, shop, users, home):
    wrong = "Wrong-" + secrets.token_hex(6)
    line = one_error_line(*run_cli("check", "--dsn", dsn(mariadb, shop, "sl_ro"), env=env(home, wrong)))
    assert "access denied for user 'sl_ro'" in line and "password from MYSQL_PWD" in line
    assert_no_password(wrong, line)
    # in the DSN (discouraged, but it must not leak either)
    url = f"mysql://sl_ro:{wrong}@{mariadb.host}:{mariadb.port}/{shop}"
    code, out, err = run_cli("check", "--dsn", url, env=env(home))
    line = one_error_line(code, out, err)
    assert "password from dsn" in line
    assert_no_password(wrong, out, err)


def test_debug_traceback_has_no_password(mariadb, shop, home):
    secret = "Sec-" + secrets.token_hex(6)
    url = f"mysql://sl_nobody:{secret}@{mariadb.host}:{mariadb.port}/{shop}"
    code, out, err = run_cli("check", "--dsn", url, env=env(home, SCHEMALINT_DEBUG="1"))
    assert code == 2
    assert_no_password(secret, out, err)


def test_unreachable_port(home):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # bound, not listening: connections are refused
        line = one_error_line(*run_cli("check", "--dsn", f"mysql://u@127.0.0.1:{port}/db", "--connect-timeout", "3",
                                       env=env(home, "pw-unreachable")))
    assert line == f"schemalint: error: cannot connect to 127.0.0.1:{port}: connection refused (is the server " \
                   "running and listening on that port?)"


@pytest.mark.parametrize("url, message", [
    ("postgres://u@h/db", "expected mysql://user@host:3306/db1,db2"),
    ("mysql://u:pw-in-dsn@h:notaport/db", "Port could not be cast"),
    ("mysql://u@h/db?colour=red", "unknown parameter 'colour'"),
])
def test_bad_dsn(url, message, home):
    code, out, err = run_cli("check", "--dsn", url, env=env(home))
    line = one_error_line(code, out, err)
    assert message in line
    assert "pw-in-dsn" not in line


def test_missing_privileges(mariadb, shop, users, home):
    line = one_error_line(*run_cli("check", "--dsn", dsn(mariadb, shop, "sl_none"), env=env(home, users)))
    assert f"schema '{shop}' does not exist or the user cannot see it" in line
    line = one_error_line(*run_cli("check", "--dsn", dsn(mariadb, "", "sl_none"), env=env(home, users)))
    assert "cannot see any schema" in line and "GRANT SELECT, PROCESS" in line


def test_read_timeout_is_one_clear_error(mariadb, shop, home):
    o = options(mariadb, shop, home, read_timeout=1)
    with open_session(o) as session:
        with pytest.raises(LiveError, match=r"lost the connection .* --read-timeout 1s"):
            session.one("SELECT SLEEP(3)")


def test_tls_required_by_the_client_but_not_offered(mariadb, shop, home):
    line = one_error_line(*run_cli("check", "--dsn", dsn(mariadb, shop), "--ssl-mode", "REQUIRED",
                                   env=env(home, mariadb.password)))
    assert "does not offer TLS" in line


# -- where the password comes from ---------------------------------------------------------------------------
def test_password_from_an_option_file(mariadb, shop, users, home, tmp_path):
    cnf = tmp_path / "client.cnf"
    cnf.write_text(f"[client]\nuser = sl_ro\npassword = \"{users}\"\n")
    code, out, err = run_cli("check", "--dsn", f"mysql://{mariadb.host}:{mariadb.port}/{shop}", "--defaults-file",
                             str(cnf), "--select", "SL103", env={"HOME": str(home), "MYSQL_PWD": ""})
    assert code == 1, err
    assert_no_password(users, out, err)
    # ~/.my.cnf by default
    (home / ".my.cnf").write_text(cnf.read_text())
    code, out, err = run_cli("check", "--dsn", f"mysql://{mariadb.host}:{mariadb.port}/{shop}", "--select", "SL103",
                             env={"HOME": str(home), "MYSQL_PWD": ""})
    assert code == 1, err


def test_password_prompt(mariadb, shop, users, home):
    # a new session has no terminal: getpass reads stdin, as a wrapper script would feed it
    proc = subprocess.run(
        [sys.executable, "-m", "schemalint", "check", "--dsn", dsn(mariadb, shop, "sl_ro"), "--password-prompt",
         "--select", "SL103"],
        input=(users + "\n").encode(), capture_output=True, start_new_session=True, timeout=120,
        env={**os.environ, "HOME": str(home), "MYSQL_PWD": "", "NO_COLOR": "1",
             "PYTHONPATH": str(REPO_ROOT)})
    out, err = proc.stdout.decode(), proc.stderr.decode()
    assert proc.returncode == 1, err
    assert_no_password(users, out, err)


# -- snapshots ---------------------------------------------------------------------------------------------
def test_stats_dump_then_check_with_the_ddl(mariadb, shop, users, home, tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    out_file = tmp_path / "stats.json"
    code, out, err = run_cli("stats", "dump", "--dsn", dsn(mariadb, shop, "sl_ro"), "-o", str(out_file),
                             env=env(home, users))
    assert code == 0, err
    assert f"wrote statistics of {len(statements(SHAPES))} tables" in err
    text = out_file.read_text()
    schema = json.loads((REPO_ROOT / "schemalint" / "schemas" / "stats.schema.json").read_text())
    jsonschema.validate(json.loads(text), schema)
    for secret in (users, "sl_ro", str(mariadb.port)):
        assert secret not in text  # no credentials, no user, no address
    ddl = tmp_path / "schema.sql"
    ddl.write_text(f"USE {shop};\n" + SHAPES + "CREATE TABLE brand_new (id INT PRIMARY KEY);\n")
    code, out, err = run_cli("estimate", str(ddl), "--stats", str(out_file), "--format", "json", env=env(home))
    assert code == 0, err
    tables = {t["table"]: t for t in json.loads(out)["tables"]}
    assert tables[f"{shop}.events"]["rows_source"] == "stats"
    assert abs(tables[f"{shop}.events"]["rows"] - ROWS) / ROWS < 0.25
    assert tables[f"{shop}.brand_new"]["rows_source"] == "default"
    assert f"{shop}.brand_new" in err and "no statistics" in err


# -- performance_schema: unused indexes and statement digests ----------------------------------------------
@pytest.fixture(scope="module")
def ps_server():
    ok, reason = available()
    if not ok and not os.environ.get("SCHEMALINT_TEST_DSN"):
        if os.environ.get("CI") == "true":
            pytest.fail(f"live MariaDB tests need a server: {reason}")
        pytest.skip(reason)
    if os.environ.get("SCHEMALINT_TEST_DSN"):
        pytest.skip("needs a private server started with performance_schema=ON")
    server = MariaDBServer(extra_args=["--performance-schema=ON"], in_memory=True).start()
    try:
        yield server
    finally:
        server.stop()


def test_unused_index_and_digests_from_performance_schema(ps_server, tmp_path):
    conn = ps_server.connect(autocommit=True)
    with conn.cursor() as cur:
        cur.execute("CREATE DATABASE ps_shop")
        cur.execute("USE ps_shop")
        cur.execute("CREATE TABLE orders (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, "
                    "customer_id INT NOT NULL, status TINYINT NOT NULL, note VARCHAR(40), "
                    "KEY idx_customer (customer_id), KEY idx_status (status))")
        cur.execute("INSERT INTO orders (customer_id, status, note) SELECT seq % 100, seq % 3, 'n' FROM seq_1_to_2000")
        for i in range(5):
            cur.execute(f"SELECT * FROM orders WHERE customer_id = {i}")
            cur.fetchall()
    conn.close()
    code, out, err = run_cli("check", "--dsn", dsn(ps_server, "ps_shop"), "--format", "json",
                             "--select", "SL111,SL401", env=env(tmp_path, ps_server.password))
    assert code in (0, 1), err
    findings = json.loads(out)["findings"]
    unused = [f for f in findings if f["code"] == "SL111"]
    assert [f["index"] for f in unused] == ["idx_status"]
    assert unused[0]["severity"] == "info"  # minutes of uptime, not min-uptime-days
    digests = [f for f in findings if f["code"] == "SL401"]
    assert digests and digests[0]["index"] == "idx_customer"
    assert "#digest:" in digests[0]["path"]


# -- CI: a live test fails, never skips, when the server cannot be reached ----------------------------------
def test_in_ci_an_unreachable_server_fails_the_live_tests(tmp_path):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        proc = subprocess.run(  # (pytest-lsp's plugin imports lsprotocol's types: 0.8 s of CPU, unused here)
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:pytest-lsp",
             "tests/test_mariadb_server.py::test_server_is_mariadb"],
            cwd=str(REPO_ROOT), capture_output=True, timeout=120,
            env={**os.environ, "CI": "true", "SCHEMALINT_TEST_DSN": f"mysql://root@127.0.0.1:{port}/"})
    out = proc.stdout.decode()
    assert proc.returncode == 1, out
    assert "1 error" in out or "1 failed" in out, out
    assert "skipped" not in out


def test_ssl_mode_disabled_tells_pymysql_not_to_try_tls(monkeypatch):
    """--ssl-mode DISABLED: no TLS context and TLS switched off (PyMySQL 1.2+ would otherwise
    negotiate TLS whenever the server offers it); PREFERRED passes a context and no switch."""
    import pymysql

    seen: list[dict] = []

    def refuse(**kwargs):
        seen.append(dict(kwargs))
        raise pymysql.err.OperationalError(2003, "no server here")

    monkeypatch.setattr(pymysql, "connect", refuse)
    for mode in ("DISABLED", "PREFERRED"):
        with pytest.raises(LiveError):
            connect(ConnectOptions(host="127.0.0.1", port=1, user="u", ssl_mode=mode))
    disabled, preferred = seen
    assert disabled.get("ssl_disabled") is True and "ssl" not in disabled
    assert "ssl_disabled" not in preferred and preferred["ssl"] is not None
