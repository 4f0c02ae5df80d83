"""Issue 29, checked for real: pt-online-schema-change (and gh-ost, when it is on PATH) run against
a private MariaDB 10.11 with the binary log on, and do what SL605/SL606 predicted: refuse, run
(with the predicted flags, and not without them), or complete and lose exactly the rows the
finding's query counts.

gh-ost is not a Debian package, and the Go module proxy does not serve github.com/github/gh-ost
here, so its test skips when `gh-ost` is not on PATH — also under CI=true (the README says so);
its verdicts then come from its documentation. Spirit needs MySQL 8.0: not run here."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import uuid

import pytest

from schemalint.judge.osc_tools import GH_OST, PT_OSC
from tests.helpers import lint_sql
from tests.mariadb_server import MariaDBServer, available

pytestmark = [pytest.mark.live, pytest.mark.slow]

GH_OST_MISSING = ("gh-ost is not on PATH: it is not a Debian package and the Go module proxy does not serve "
                  "github.com/github/gh-ost here; its verdicts come from its documentation")
BINLOG = ("--log-bin=mysql-bin", "--server-id=1", "--binlog-format=ROW", "--binlog-row-image=FULL")
CONFIG = '[server]\nversion = "10.11.6-MariaDB"\n'


@pytest.fixture(scope="module")
def binlog_server():
    """A private MariaDB with the binary log on (ROW): what gh-ost reads; pt-osc does not mind."""
    ok, reason = available()
    if not ok:
        message = f"the copy tools need a MariaDB server: {reason}"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    server = MariaDBServer(extra_args=BINLOG, in_memory=True).start()
    try:
        yield server
    finally:
        server.stop()


def _query(server, db: str, sql: str):
    conn = server.connect(db, autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute(sql)
            return cur.fetchall()
    finally:
        conn.close()


@pytest.fixture
def db(binlog_server):
    name = f"osc_{uuid.uuid4().hex[:10]}"
    _query(binlog_server, None, f"CREATE DATABASE `{name}`")
    yield name
    _query(binlog_server, None, f"DROP DATABASE IF EXISTS `{name}`")


def _setup(server, db: str, statements: list[str]) -> None:
    conn = server.connect(db, autocommit=True)
    try:
        with conn.cursor() as cur:
            for s in statements:
                cur.execute(s)
    finally:
        conn.close()


def _predict(ddl: list[str], alter: str, table: str):
    """SL605's verdicts and SL606's findings for `ALTER TABLE table alter` after `ddl`, at a size
    where a copy tool runs it."""
    sql = "".join(s.rstrip(";") + ";\n" for s in ddl if not s.upper().startswith("INSERT")) + \
        f"ALTER TABLE {table} {alter};\n"
    findings = lint_sql(sql, CONFIG + f'[tables.{table}]\nrows = "4000M"\n')
    (preflight,) = [f for f in findings if f.code == "SL605"]
    return preflight.evidence["tools"], [f for f in findings if f.code == "SL606"]


def _pt_osc(server, db: str, table: str, alter: str, *flags: str) -> subprocess.CompletedProcess:
    dsn = f"h=127.0.0.1,P={server.port},u=root,D={db},t={table}"
    return subprocess.run(["pt-online-schema-change", "--alter", alter, dsn, "--execute", "--no-version-check",
                           "--recursion-method=none", *flags], capture_output=True, text=True, timeout=300)


def _gh_ost(server, db: str, table: str, alter: str, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run(["gh-ost", "--host=127.0.0.1", f"--port={server.port}", "--user=root", "--password=",
                           f"--database={db}", f"--table={table}", f"--alter={alter}", "--allow-on-master",
                           "--assume-rbr", "--skip-metadata-lock-check", "--initially-drop-ghost-table",
                           "--initially-drop-old-table", "--ok-to-drop-table", "--default-retries=3",
                           f"--serve-socket-file={os.path.join(tempfile.gettempdir(), db + '.gh-ost.sock')}", "--execute", *flags],
                          capture_output=True, text=True, timeout=300)


ORDERS = [
    "CREATE TABLE orders (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, coupon VARCHAR(20) NULL, "
    "total DECIMAL(10,2) NOT NULL) ENGINE=InnoDB",
    # two NULL coupons (a UNIQUE key keeps both) and one duplicate 'A': one row would go
    "INSERT INTO orders (coupon, total) VALUES ('A',1),('A',2),('B',3),(NULL,4),(NULL,5),('C',6)",
]
FK = [
    "CREATE TABLE customers (id INT NOT NULL PRIMARY KEY, name VARCHAR(20) NOT NULL) ENGINE=InnoDB",
    "CREATE TABLE purchases (id INT NOT NULL PRIMARY KEY, customer_id INT NOT NULL, total INT NOT NULL, "
    "CONSTRAINT fk_customer FOREIGN KEY (customer_id) REFERENCES customers (id)) ENGINE=InnoDB",
    "INSERT INTO customers VALUES (1,'a'),(2,'b')",
    "INSERT INTO purchases VALUES (1,1,10),(2,2,20)",
]
TRIGGER = [
    "CREATE TABLE audited (id INT NOT NULL PRIMARY KEY, v INT NOT NULL) ENGINE=InnoDB",
    "CREATE TABLE audit_log (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, msg VARCHAR(50)) ENGINE=InnoDB",
    "CREATE TRIGGER audited_ai AFTER INSERT ON audited FOR EACH ROW INSERT INTO audit_log (msg) VALUES ('x')",
    "INSERT INTO audited VALUES (1,1),(2,2)",
]


def _count(server, db, table) -> int:
    return _query(server, db, f"SELECT COUNT(*) FROM `{table}`")[0][0]


def _column_type(server, db, table, column) -> str:
    return _query(server, db, f"SELECT COLUMN_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = '{db}' "
                              f"AND TABLE_NAME = '{table}' AND COLUMN_NAME = '{column}'")[0][0]


# -- pt-online-schema-change -------------------------------------------------------------------
needs_pt_osc = pytest.mark.skipif(
    shutil.which("pt-online-schema-change") is None and os.environ.get("CI") != "true",
    reason="pt-online-schema-change not found (apt-get install percona-toolkit)")


@needs_pt_osc
def test_pt_osc_runs_the_clean_change(binlog_server, db):
    _setup(binlog_server, db, ORDERS)
    tools, losses = _predict(ORDERS, "MODIFY total DECIMAL(14,2) NOT NULL", "orders")
    assert tools[PT_OSC]["outcome"] == "runs" and losses == []
    done = _pt_osc(binlog_server, db, "orders", "MODIFY total DECIMAL(14,2) NOT NULL")
    assert done.returncode == 0, done.stdout + done.stderr
    assert (_count(binlog_server, db, "orders"), _column_type(binlog_server, db, "orders", "total")) == \
        (6, "decimal(14,2)")


@needs_pt_osc
def test_pt_osc_refuses_add_unique_and_without_the_check_loses_what_the_query_counts(binlog_server, db):
    _setup(binlog_server, db, ORDERS)
    tools, (loss,) = _predict(ORDERS, "ADD UNIQUE KEY uk_coupon (coupon)", "orders")
    assert tools[PT_OSC]["outcome"] == "refuses" and loss.evidence["tools"] == [GH_OST]
    refused = _pt_osc(binlog_server, db, "orders", "ADD UNIQUE KEY uk_coupon (coupon)")
    assert refused.returncode != 0 and "unique" in refused.stdout.lower()
    assert _count(binlog_server, db, "orders") == 6
    would_go = _query(binlog_server, db, loss.evidence["query"])[0][0]
    assert would_go == 1  # the duplicate 'A'; the two NULLs stay
    done = _pt_osc(binlog_server, db, "orders", "ADD UNIQUE KEY uk_coupon (coupon)", "--no-check-unique-key-change")
    assert done.returncode == 0, done.stdout + done.stderr
    assert _count(binlog_server, db, "orders") == 6 - would_go


@needs_pt_osc
def test_pt_osc_loses_the_rows_a_collation_change_makes_equal(binlog_server, db):
    ddl = ["CREATE TABLE users (id INT NOT NULL PRIMARY KEY, email VARCHAR(50) COLLATE utf8mb4_bin NOT NULL, "
           "UNIQUE KEY uk_email (email)) DEFAULT CHARSET=utf8mb4",
           "INSERT INTO users VALUES (1,'a@x'),(2,'A@x'),(3,'b@x')"]
    _setup(binlog_server, db, ddl)
    alter = "MODIFY email VARCHAR(50) COLLATE utf8mb4_general_ci NOT NULL"
    tools, (loss,) = _predict(ddl, alter, "users")
    assert tools[PT_OSC]["outcome"] == "loses rows" and loss.evidence["tools"] == [GH_OST, PT_OSC]
    would_go = _query(binlog_server, db, loss.evidence["query"])[0][0]
    done = _pt_osc(binlog_server, db, "users", alter)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (would_go, _count(binlog_server, db, "users")) == (1, 2)


@needs_pt_osc
def test_pt_osc_cuts_the_values_a_narrowing_does_not_fit(binlog_server, db):
    ddl = ["CREATE TABLE notes (id INT NOT NULL PRIMARY KEY, body VARCHAR(100) NOT NULL) ENGINE=InnoDB",
           "INSERT INTO notes VALUES (1, REPEAT('x', 50)), (2, 'short')"]
    _setup(binlog_server, db, ddl)
    tools, (loss,) = _predict(ddl, "MODIFY body VARCHAR(20) NOT NULL", "notes")
    assert loss.evidence["condition"] == "truncation" and PT_OSC in loss.evidence["tools"]
    assert _query(binlog_server, db, loss.evidence["query"])[0][0] == 1
    done = _pt_osc(binlog_server, db, "notes", "MODIFY body VARCHAR(20) NOT NULL")
    assert done.returncode == 0, done.stdout + done.stderr
    assert _query(binlog_server, db, "SELECT CHAR_LENGTH(body) FROM notes ORDER BY id") == ((20,), (5,))


@needs_pt_osc
def test_pt_osc_copies_a_child_table_and_needs_the_flag_for_a_parent(binlog_server, db):
    _setup(binlog_server, db, FK)
    child, _ = _predict(FK, "MODIFY total BIGINT NOT NULL", "purchases")
    parent, _ = _predict(FK, "ADD INDEX idx_name (name)", "customers")
    assert child[PT_OSC]["outcome"] == "runs"
    assert (parent[PT_OSC]["outcome"], parent[PT_OSC]["flags"]) == (
        "runs with flags", ["--alter-foreign-keys-method=rebuild_constraints"])
    done = _pt_osc(binlog_server, db, "purchases", "MODIFY total BIGINT NOT NULL")
    assert done.returncode == 0, done.stdout + done.stderr
    refused = _pt_osc(binlog_server, db, "customers", "ADD INDEX idx_name (name)")
    assert refused.returncode != 0 and "--alter-foreign-keys-method" in refused.stdout + refused.stderr
    done = _pt_osc(binlog_server, db, "customers", "ADD INDEX idx_name (name)", *parent[PT_OSC]["flags"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert _query(binlog_server, db, "SELECT COUNT(*) FROM information_schema.STATISTICS WHERE "
                                     f"TABLE_SCHEMA = '{db}' AND INDEX_NAME = 'idx_name'") == ((1,),)


@needs_pt_osc
def test_pt_osc_needs_preserve_triggers_on_mariadb_10_11(binlog_server, db):
    _setup(binlog_server, db, TRIGGER)
    tools, _ = _predict(TRIGGER, "MODIFY v BIGINT NOT NULL", "audited")
    assert (tools[PT_OSC]["outcome"], tools[PT_OSC]["flags"]) == ("runs with flags", ["--preserve-triggers"])
    refused = _pt_osc(binlog_server, db, "audited", "MODIFY v BIGINT NOT NULL")
    assert refused.returncode != 0 and "--preserve-triggers" in refused.stdout + refused.stderr
    done = _pt_osc(binlog_server, db, "audited", "MODIFY v BIGINT NOT NULL", *tools[PT_OSC]["flags"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert _query(binlog_server, db, "SELECT TRIGGER_NAME FROM information_schema.TRIGGERS "
                                     f"WHERE TRIGGER_SCHEMA = '{db}'") == (("audited_ai",),)


@needs_pt_osc
def test_pt_osc_refuses_a_table_without_a_key(binlog_server, db):
    ddl = ["CREATE TABLE events (a INT NOT NULL, b INT NOT NULL) ENGINE=InnoDB", "INSERT INTO events VALUES (1,1)"]
    _setup(binlog_server, db, ddl)
    tools, _ = _predict(ddl, "MODIFY b BIGINT NOT NULL", "events")
    assert tools[PT_OSC]["outcome"] == "refuses"
    refused = _pt_osc(binlog_server, db, "events", "MODIFY b BIGINT NOT NULL")
    assert refused.returncode != 0 and _column_type(binlog_server, db, "events", "b") == "int(11)"


# -- gh-ost (when on PATH) -------------------------------------------------------------------------
@pytest.mark.skipif(shutil.which("gh-ost") is None, reason=GH_OST_MISSING)
def test_gh_ost_does_what_schemalint_predicted(binlog_server, db):
    _setup(binlog_server, db, ORDERS + FK + TRIGGER)
    clean, _ = _predict(ORDERS, "MODIFY total DECIMAL(14,2) NOT NULL", "orders")
    assert clean[GH_OST]["outcome"] == "runs"
    done = _gh_ost(binlog_server, db, "orders", "MODIFY total DECIMAL(14,2) NOT NULL")
    assert done.returncode == 0, done.stdout + done.stderr
    assert _column_type(binlog_server, db, "orders", "total") == "decimal(14,2)"

    tools, (loss,) = _predict(ORDERS, "ADD UNIQUE KEY uk_coupon (coupon)", "orders")
    assert tools[GH_OST]["outcome"] == "loses rows"
    would_go = _query(binlog_server, db, loss.evidence["query"])[0][0]
    done = _gh_ost(binlog_server, db, "orders", "ADD UNIQUE KEY uk_coupon (coupon)")
    assert done.returncode == 0, done.stdout + done.stderr  # it "succeeds" …
    assert (would_go, _count(binlog_server, db, "orders")) == (1, 5)  # … with the duplicate gone

    for table, alter in (("purchases", "MODIFY total BIGINT NOT NULL"), ("customers", "ADD INDEX idx_name (name)")):
        tools, _ = _predict(FK, alter, table)
        assert tools[GH_OST]["outcome"] == "refuses"
        refused = _gh_ost(binlog_server, db, table, alter)
        assert refused.returncode != 0 and "foreign key" in (refused.stdout + refused.stderr).lower()

    tools, _ = _predict(TRIGGER, "MODIFY v BIGINT NOT NULL", "audited")
    assert tools[GH_OST]["flags"] == ["--include-triggers", "--trigger-suffix=_gho"]
    refused = _gh_ost(binlog_server, db, "audited", "MODIFY v BIGINT NOT NULL")
    assert refused.returncode != 0 and "trigger" in (refused.stdout + refused.stderr).lower()
    done = _gh_ost(binlog_server, db, "audited", "MODIFY v BIGINT NOT NULL", *tools[GH_OST]["flags"])
    assert done.returncode == 0, done.stdout + done.stderr


# -- SL607 on the server itself ---------------------------------------------------------------------
def test_mariadb_does_algorithm_inplace_instant_and_algorithm_copy_not_as_sl607_says(binlog_server, db):
    ddl = ["CREATE TABLE ia (id INT NOT NULL PRIMARY KEY, v INT NOT NULL) ENGINE=InnoDB", "INSERT INTO ia VALUES (1,1)"]
    _setup(binlog_server, db, ddl)

    def instant_count() -> int:
        return int(_query(binlog_server, db, "SHOW GLOBAL STATUS LIKE 'innodb_instant_alter_column'")[0][1])

    config = CONFIG + '[tables.ia]\nrows = "40M"\n'
    for algorithm, predicted, instant in (("INPLACE", [], 1), ("COPY", ["SL607"], 0)):
        alter = f"ALTER TABLE ia ADD COLUMN c_{algorithm.lower()} INT NULL, ALGORITHM={algorithm}"
        sql = ddl[0] + ";\n" + alter + ";\n"
        assert [f.code for f in lint_sql(sql, config) if f.code == "SL607"] == predicted
        before = instant_count()
        _setup(binlog_server, db, [alter])
        assert instant_count() - before == instant, algorithm
