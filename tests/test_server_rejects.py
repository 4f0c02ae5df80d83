"""SL005–SL008 and SL010–SL012 say "the server rejects this": check it on a real MariaDB.

Every bad example in rules/SL005-* … SL008-*, SL010-*, SL011-*, SL012-* is run on the private MariaDB 10.11
and must fail — unless the example says `mariadb = "accepts"`, which documents a place where
MariaDB takes what MySQL 8.0 refuses (the catalogue entry explains what it does instead);
those must then succeed, so the documentation stays true. Every good example must succeed.

The limits arithmetic itself (limits.key_length, create_check, server_row) is checked the
same way, on generated tables at the edges of each limit. So are SL302's examples and the column
types it says a partitioning refuses: the server's error number must be one its findings name.
"""

from __future__ import annotations

import tomllib

import pymysql
import pytest

from schemalint.judge import limits
from schemalint.catalogue import catalogue_dir, load_catalogue
from schemalint.read.source import decode, split
from tests.helpers import lint_sql, table_of

pytestmark = pytest.mark.live

CODES = ("SL005", "SL006", "SL007", "SL008", "SL010", "SL011", "SL012")
MARIADB = limits.Flavor("mariadb", "10.11.6-MariaDB")


def _examples():
    for path in sorted(p for code in CODES for p in catalogue_dir().glob(f"{code}-*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for kind in ("bad", "good"):
            for n, example in enumerate(data.get(kind, []), 1):
                expect = example.get("mariadb", "rejects" if kind == "bad" else "accepts")
                yield pytest.param(example["sql"], expect, id=f"{data['code']}-{kind}{n}")


def _statements(sql: str) -> list[str]:
    statements, _ = split(decode(sql.encode("utf-8"), "example.sql"), 101106, True)
    return [s.text for s in statements if s.text.strip()]


def _run(conn, sql: str) -> tuple[bool, str]:
    """(every statement succeeded, the error of the one that failed)."""
    with conn.cursor() as cur:
        for statement in _statements(sql):
            try:
                cur.execute(statement)
            except pymysql.MySQLError as exc:
                return False, f"{exc.args[0]}: {exc.args[1] if len(exc.args) > 1 else ''}"
    return True, ""


@pytest.fixture
def conn(mariadb, scratch_db):
    connection = mariadb.connect(database=scratch_db, autocommit=True)
    try:
        yield connection
    finally:
        connection.close()


def test_there_are_examples_for_each_rule():
    codes = {p.id.split("-")[0] for p in _examples()}
    assert codes == set(CODES)


@pytest.mark.parametrize("sql,expect", list(_examples()))
def test_catalogue_example_on_mariadb(conn, sql, expect):
    ok, error = _run(conn, sql)
    if expect == "rejects":
        assert not ok, "MariaDB accepted a statement the catalogue says it rejects"
    else:
        assert ok, f"MariaDB rejected a statement the catalogue says it accepts: {error}"


def _key_cases():
    """Keys at the edges of 3,072 and 767 bytes, per row format and kind of key."""
    cases = []
    for row_format in ("DYNAMIC", "COMPACT"):
        for kind in ("KEY", "UNIQUE KEY", "PRIMARY KEY"):
            for cols in ((768,), (769,), (384, 384), (384, 385), (191,), (192,), (191, 191, 191, 191, 191)):
                defs = ", ".join(f"c{i} VARCHAR({n}) NOT NULL" for i, n in enumerate(cols))
                key = ", ".join(f"c{i}" for i in range(len(cols)))
                cases.append(f"CREATE TABLE t ({defs}, {kind} ({key})) CHARSET utf8mb4 ROW_FORMAT={row_format}")
    return cases


def _verdict(cur, sql: str) -> str:
    cur.execute("DROP TABLE IF EXISTS t")
    try:
        cur.execute(sql)
    except pymysql.MySQLError:
        return "rejected"
    cur.execute("SHOW WARNINGS")
    notes = {row[1] for row in cur.fetchall()}
    cur.execute("SHOW CREATE TABLE t")
    ddl = cur.fetchone()[1]
    if "USING HASH" in ddl:
        return "hashed"
    return "truncated" if 1071 in notes else "ok"


def test_key_length_matches_mariadb(conn):
    with conn.cursor() as cur:
        for sql in _key_cases():
            table = table_of(sql + ";")
            predicted = limits.key_length(table, table.indexes[0], MARIADB)
            assert predicted is not None
            assert predicted.verdict == _verdict(cur, sql), sql


def _row_cases():
    """Tables at the edges of the 65,535-byte row and of InnoDB's record check."""
    def make(cols, opts):
        return f"CREATE TABLE t (id INT NOT NULL PRIMARY KEY, {', '.join(cols)}) {opts}"

    cases = [
        make(["a VARCHAR(32764) NOT NULL", "b VARCHAR(32760) NOT NULL"], "CHARSET latin1"),
        make(["a VARCHAR(32764) NOT NULL", "b VARCHAR(32761) NOT NULL"], "CHARSET latin1"),
        make(["a VARCHAR(32764) NULL", "b VARCHAR(32760) NOT NULL"], "CHARSET latin1"),
    ]
    for n, ok in ((31, True), (32, False)):
        cases.append(make([f"c{i} CHAR(255)" for i in range(n)], "CHARSET latin1"))
    for fmt in ("DYNAMIC", "COMPACT", "REDUNDANT"):
        for n in (10, 11, 385, 386):
            cases.append(make([f"c{i} TEXT NOT NULL" for i in range(n)], f"CHARSET latin1 ROW_FORMAT={fmt}"))
        for n in (26, 27, 31, 32, 80, 81):
            cases.append(make([f"c{i} VARCHAR(300) NOT NULL" for i in range(n)], f"CHARSET latin1 ROW_FORMAT={fmt}"))
            cases.append(make([f"c{i} VARCHAR(100) NOT NULL" for i in range(n)], f"CHARSET latin1 ROW_FORMAT={fmt}"))
        for n in (192, 193, 197, 198):
            cases.append(make([f"c{i} CHAR(10) NOT NULL" for i in range(n)], f"CHARSET utf8mb4 ROW_FORMAT={fmt}"))
    return cases


def test_row_size_matches_mariadb(conn):
    with conn.cursor() as cur:
        for sql in _row_cases():
            table = table_of(sql + ";")
            predicted_ok = not (limits.server_row(table).too_large or limits.create_check(table, MARIADB).too_large)
            cur.execute("DROP TABLE IF EXISTS t")
            try:
                cur.execute(sql)
                actual_ok = True
            except pymysql.MySQLError:
                actual_ok = False
            assert predicted_ok == actual_ok, sql[:200]


# -- SL302: the partitionings MariaDB refuses, with the error number the finding names --------

def _sl302_error(conn, sql: str) -> tuple[set, set]:
    """{the server's error number} ({} when it accepts), and the numbers SL302's findings name."""
    ok, error = _run(conn, "DROP TABLE IF EXISTS t;\n" + sql)
    named = {f.evidence.get("mysql_error") for f in lint_sql(sql) if f.code == "SL302"}
    return (set() if ok else {int(error.split(":")[0])}), named


@pytest.mark.parametrize("sql", [pytest.param(e.sql, id=f"SL302-{kind}{n}") for kind in ("bad", "good")
                                 for n, e in enumerate(getattr(load_catalogue()["SL302"], kind), 1)])
def test_sl302_catalogue_example_on_mariadb(conn, sql):
    server, named = _sl302_error(conn, sql)
    assert server <= named and bool(server) == bool(named), f"MariaDB says {server}, SL302 names {named}"


SL302_FORMS = (  # {v}: a value of the column's type
    "RANGE (d) (PARTITION p0 VALUES LESS THAN (10), PARTITION p1 VALUES LESS THAN MAXVALUE)",
    "RANGE (`d`) (PARTITION p0 VALUES LESS THAN ({v}), PARTITION p1 VALUES LESS THAN MAXVALUE)",
    "LIST ((d)) (PARTITION p0 VALUES IN (1, 2))",
    "HASH (d) PARTITIONS 2",
    "RANGE COLUMNS (id, d) (PARTITION p0 VALUES LESS THAN (5, MAXVALUE), PARTITION p1 VALUES LESS THAN (9, {v}))",
    "RANGE COLUMNS (d) (PARTITION p0 VALUES LESS THAN (MAXVALUE))",
    "LIST COLUMNS (d) (PARTITION p0 VALUES IN ({v}), PARTITION p1 DEFAULT)",
    "KEY (id, d) PARTITIONS 2",
)
SL302_TYPES = {"INT": "10", "YEAR": "2020", "BIT(8)": "10", "DECIMAL(10,2)": "10", "DOUBLE": "10", "DATE": "'2020-01-01'",
               "DATETIME": "'2020-01-01'", "TIMESTAMP": "'2020-01-01'", "TIME": "'10:00'", "VARCHAR(20)": "'m'",
               "BINARY(8)": "'m'", "ENUM('a','b')": "'a'", "SET('a','b')": "'a'", "INET6": "'::1'",
               "UUID": "'00000000-0000-0000-0000-000000000001'", "TEXT": "'m'", "BLOB": "'m'", "JSON": "'m'"}


def test_sl302_column_types_match_mariadb(conn):
    for column_type, value in SL302_TYPES.items():
        for form in SL302_FORMS:
            sql = f"CREATE TABLE t (id INT NOT NULL, d {column_type} NOT NULL) PARTITION BY {form.format(v=value)};"
            server, named = _sl302_error(conn, sql)
            assert server == named, f"{sql}\nMariaDB says {server}, SL302 names {named}"


def _error_of(conn, statements: list[str]) -> int:
    """The error number of the first statement that fails (0: all succeeded)."""
    with conn.cursor() as cur:
        for statement in statements:
            try:
                cur.execute(statement)
            except pymysql.MySQLError as exc:
                return exc.args[0]
    return 0


def test_sl024_what_it_says_of_sql_modes_holds_on_mariadb(conn):
    zero = "CREATE TABLE z (id INT PRIMARY KEY, d DATE NOT NULL DEFAULT '0000-00-00')"
    strict = "SET SESSION sql_mode = 'STRICT_TRANS_TABLES,NO_ZERO_DATE,NO_ZERO_IN_DATE'"
    # a strict mode with NO_ZERO_DATE set in the file rejects the CREATE (error 1067): SL024 says error
    assert _error_of(conn, [strict, zero]) == 1067
    assert [f.severity for f in lint_sql(f"{strict};\n{zero};") if f.code == "SL024"] == ["error"]
    # mysqldump's mode lets it in, and a later ALTER in a strict mode fails on the default (1067)
    assert _error_of(conn, ["SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO'", zero]) == 0
    assert _error_of(conn, [strict, "ALTER TABLE z ADD COLUMN n INT"]) == 1067
    [f] = [f for f in lint_sql(f"SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO';\n{zero};") if f.code == "SL024"]
    assert f.severity == "warning" and "any later ALTER TABLE" in f.message
    # NO_ZERO_IN_DATE alone refuses a zero month, not an all-zero date
    part = "CREATE TABLE p (id INT PRIMARY KEY, d DATE NOT NULL DEFAULT '2020-00-10')"
    assert _error_of(conn, ["SET SESSION sql_mode = 'STRICT_ALL_TABLES,NO_ZERO_IN_DATE'", part]) == 1067
    assert _error_of(conn, ["SET SESSION sql_mode = 'STRICT_ALL_TABLES,NO_ZERO_IN_DATE'",
                            zero.replace(" z ", " z2 ")]) == 0


@pytest.mark.parametrize("word", ["returning", "rows", "offset", "row_number", "intersect", "change", "match", "usage"])
def test_sl028_error_means_mariadb_refuses_the_create(conn, word):
    sql = f"CREATE TABLE t_{word} (id INT PRIMARY KEY, {word} INT)"
    config = '[server]\nversion = "10.11.6-MariaDB"\n'
    assert [f.severity for f in lint_sql(sql + ";", config) if f.code == "SL028"] == ["error"]
    assert _error_of(conn, [sql]) == 1064
    quoted = sql.replace(f", {word} INT", f", `{word}` INT")
    # quoted, the CREATE works: a warning where the dump's header names MySQL 5.7, which did not reserve
    # the word (queries written for it break here); style or advice (info) where 5.7 reserved it too, or
    # where nothing shows the server the schema was written for
    late = word in ("returning", "rows", "offset", "row_number", "intersect")
    dumped = "-- Server version\t5.7.44-log\n" + quoted + ";"
    assert [f.severity for f in lint_sql(dumped, config) if f.code == "SL028"] == ["warning" if late else "info"]
    assert [f.severity for f in lint_sql(quoted + ";", config) if f.code == "SL028"] == ["info"]
    assert _error_of(conn, [quoted]) == 0


def test_sl026_fix_with_its_referencing_columns_runs_on_mariadb(conn):
    ddl = ["CREATE TABLE grp (id SMALLINT NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(20))",
           "CREATE TABLE member (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, grp_id SMALLINT NOT NULL, "
           "CONSTRAINT fk_grp FOREIGN KEY (grp_id) REFERENCES grp (id))"]
    [f] = [f for f in lint_sql(";\n".join(ddl) + ";") if f.code == "SL026"]
    assert _error_of(conn, ddl) == 0
    # the parent alone cannot change: the foreign key's types must match (MariaDB errno 150 / 1833)
    assert _error_of(conn, ["ALTER TABLE grp MODIFY id SMALLINT UNSIGNED NOT NULL AUTO_INCREMENT"]) != 0
    errors = [_error_of(conn, [s]) for s in f.fix.rstrip(";").split(";\n")]
    assert errors == [0, 0, 0], errors
    # (foreign_key_checks = 0 does not help: MariaDB still refuses either MODIFY, 1833 / 1832)
    assert _error_of(conn, ["INSERT INTO grp (id, name) VALUES (65000, 'x')",
                            "INSERT INTO member (grp_id) VALUES (65000)"]) == 0


@pytest.mark.parametrize("prefix, accepted", [(20, True), (10, False)])
def test_sl027_a_prefix_as_long_as_the_column_is_a_whole_column_index(conn, prefix, accepted):
    """A foreign key may reference a key whose prefix covers the whole column (the server stores
    it as a full-column index); a shorter prefix leaves no usable index (errno 150 / 1822)."""
    ddl = [f"CREATE TABLE parent_{prefix} (id INT PRIMARY KEY, name VARCHAR(20) NOT NULL, UNIQUE KEY uk (name({prefix})))",
           f"CREATE TABLE child_{prefix} (id INT PRIMARY KEY, name VARCHAR(20) NOT NULL, "
           f"CONSTRAINT fk_name_{prefix} FOREIGN KEY (name) REFERENCES parent_{prefix} (name))"]
    sl027 = [f for f in lint_sql(";\n".join(ddl) + ";") if f.code == "SL027"]
    assert (_error_of(conn, ddl) == 0) is accepted
    assert (sl027 == []) is accepted
