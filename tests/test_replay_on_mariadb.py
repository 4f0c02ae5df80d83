"""The replay of ALTER TABLE against the server's: the same statements run on the private
MariaDB 10.11 and through schemalint's builder must leave the same table (columns and their
types, index names and columns, foreign key names), including MariaDB's `IF [NOT] EXISTS`
forms and `WAIT n` / `NOWAIT`, which must parse (no SL001) and be honoured. And the statements
SL006 says a foreign key makes the server refuse, SL007's names that exist already and SL008's
foreign keys declared before their parent: refused with that error, the near misses run."""

from __future__ import annotations

import pymysql
import pytest

from schemalint.read.source import decode, split
from tests.replay_cases import CASES as FK_CASES, REFUSED_LINES, SETUP as FK_SETUP
from tests.helpers import lint_sql, table_of

pytestmark = pytest.mark.live

SETUP = (
    "CREATE TABLE p (id INT PRIMARY KEY);\n"
    "CREATE TABLE a (id INT PRIMARY KEY, v INT, w INT, KEY kv (v),"
    " CONSTRAINT fk FOREIGN KEY (w) REFERENCES p (id), UNIQUE KEY uw (w));\n"
)

# each script runs after SETUP; MariaDB accepts every statement (a statement it refused would
# fail the test before the comparison)
SCRIPTS = {
    "add if not exists, present": (
        "ALTER TABLE a ADD INDEX IF NOT EXISTS kv (w);\n"
        "ALTER TABLE a ADD KEY IF NOT EXISTS kv (id, w);\n"
        "ALTER TABLE a ADD UNIQUE INDEX IF NOT EXISTS uw (v);\n"
        "ALTER TABLE a ADD FOREIGN KEY IF NOT EXISTS fk (v) REFERENCES p (id);\n"
        "ALTER TABLE a ADD CONSTRAINT fk FOREIGN KEY IF NOT EXISTS (v) REFERENCES p (id);\n"
        "ALTER TABLE a ADD PRIMARY KEY IF NOT EXISTS (v);\n"
        "ALTER TABLE a ADD COLUMN IF NOT EXISTS (v BIGINT, n INT);\n"
        "ALTER TABLE a ADD IF NOT EXISTS w BIGINT;\n"),
    "add if not exists, absent": (
        "ALTER TABLE a ADD INDEX IF NOT EXISTS kw (w);\n"
        "ALTER TABLE a ADD UNIQUE KEY IF NOT EXISTS uv (v, id);\n"
        "ALTER TABLE a ADD COLUMN IF NOT EXISTS t TEXT;\n"
        "ALTER TABLE a ADD FULLTEXT INDEX IF NOT EXISTS ft (t);\n"
        "ALTER TABLE a ADD CONSTRAINT fk2 FOREIGN KEY IF NOT EXISTS (v) REFERENCES p (id);\n"
        "ALTER TABLE a ADD CONSTRAINT IF NOT EXISTS ck CHECK (v > 0);\n"
        "ALTER TABLE a ADD COLUMN IF NOT EXISTS t2 VARCHAR(20) AFTER id;\n"),
    "modify, change, rename if exists": (
        "ALTER TABLE a MODIFY IF EXISTS nope INT, MODIFY IF EXISTS v BIGINT NOT NULL;\n"
        "ALTER TABLE a CHANGE COLUMN IF EXISTS nope x INT;\n"
        "ALTER TABLE a CHANGE IF EXISTS v v2 DECIMAL(10,2);\n"
        "ALTER TABLE a RENAME INDEX IF EXISTS nope TO z;\n"
        "ALTER TABLE a RENAME KEY IF EXISTS kv TO kv2;\n"
        "ALTER TABLE a RENAME COLUMN IF EXISTS nope TO y;\n"
        "ALTER TABLE a DROP INDEX IF EXISTS nope, DROP COLUMN IF EXISTS nope;\n"),
    "wait and nowait": (
        "ALTER TABLE a WAIT 2 ADD COLUMN s INT;\n"
        "ALTER TABLE `a` NOWAIT DROP INDEX kv;\n"
        "ALTER ONLINE TABLE a WAIT 1 ADD INDEX ks (s);\n"),
    "unnamed foreign keys dropped by the server's names": (
        "ALTER TABLE a ADD COLUMN p1 INT, ADD COLUMN p2 INT,"
        " ADD FOREIGN KEY (p1) REFERENCES p (id), ADD FOREIGN KEY (p2) REFERENCES p (id);\n"
        "ALTER TABLE a DROP FOREIGN KEY a_ibfk_2;\n"),
}


def _statements(sql: str) -> list[str]:
    statements, _ = split(decode(sql.encode("utf-8"), "script.sql"), 101106, True)
    return [s.text for s in statements if s.text.strip()]


def _shape(table) -> tuple:
    columns = [(c.name, c.data_type, c.nullable) for c in table.columns]
    indexes = sorted((i.name, i.kind, tuple(i.columns)) for i in table.indexes)
    foreign_keys = sorted((fk.name, tuple(fk.columns)) for fk in table.foreign_keys)
    return columns, indexes, foreign_keys


@pytest.mark.parametrize("name", list(SCRIPTS))
def test_replay_leaves_the_table_the_server_leaves(mariadb, scratch_db, name):
    script = SETUP + SCRIPTS[name]
    conn = mariadb.connect(database=scratch_db, autocommit=True)
    try:
        with conn.cursor() as cur:
            for statement in _statements(script):
                cur.execute(statement)
            cur.execute("SHOW CREATE TABLE a")
            server_ddl = cur.fetchone()[1]
    finally:
        conn.close()
    server = table_of("CREATE TABLE p (id INT PRIMARY KEY);\n" + server_ddl + ";", "a")
    replayed = table_of(script, "a")
    # the server names an unnamed foreign key; schemalint keeps it unnamed: compare by columns
    unnamed = {tuple(fk.columns) for fk in replayed.foreign_keys if fk.name is None}
    server.foreign_keys = [fk for fk in server.foreign_keys if tuple(fk.columns) not in unnamed or
                           not (fk.name or "").lower().startswith("a_ibfk_")]
    replayed.foreign_keys = [fk for fk in replayed.foreign_keys if fk.name is not None]
    assert _shape(replayed) == _shape(server)
    assert [(f.code, f.span.line) for f in lint_sql(script) if f.code in ("SL001", "SL002", "SL005", "SL012")] == []


@pytest.mark.parametrize("statements, error", FK_CASES, ids=[c[0].splitlines()[-1] for c in FK_CASES])
def test_foreign_key_refusals_are_the_servers(mariadb, scratch_db, statements, error):
    """Each SL006 case's verdict (tests/replay_cases.py): the statements before the
    last succeed; the last fails with exactly that error, or succeeds when the case says None."""
    *before, last = _statements(FK_SETUP + statements)
    conn = mariadb.connect(database=scratch_db, autocommit=True)
    try:
        with conn.cursor() as cur:
            for statement in before:
                cur.execute(statement)
            try:
                cur.execute(last)
                got = None
            except pymysql.MySQLError as exc:
                got = exc.args[0]
    finally:
        conn.close()
    assert got == error


@pytest.mark.parametrize("name", list(REFUSED_LINES))
def test_refused_lines_are_the_servers(mariadb, scratch_db, name):
    _, script, expected = REFUSED_LINES[name]
    other = f"{scratch_db}_d"  # a second database, named uniquely like scratch_db
    script = (script.replace("DATABASE d;", f"DATABASE {other};").replace("EXISTS d;", f"EXISTS {other};")
              .replace(" d.t ", f" {other}.t "))
    conn = mariadb.connect(database=scratch_db, autocommit=True)
    refused = {}
    try:
        with conn.cursor() as cur:
            for line, statement in enumerate(_statements(script), 1):  # one statement a line
                try:
                    cur.execute(statement)
                except pymysql.MySQLError as exc:
                    refused[line] = exc.args[0]
            cur.execute(f"DROP DATABASE IF EXISTS {other}")
    finally:
        conn.close()
    assert refused == expected
