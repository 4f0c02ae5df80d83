"""A column an ALTER TABLE redeclares without NOT NULL is NOT NULL only if the primary key the
whole statement leaves covers it: MariaDB applies the key's NOT NULL at the end of the
statement, not clause by clause. `MODIFY a INT DEFAULT NULL, DROP PRIMARY KEY, ADD PRIMARY
KEY (b)` leaves `a` nullable and runs; the model used to keep `a` NOT NULL and SL012 called the
statement refused (1067). The server's answers below are checked against the live server."""

from __future__ import annotations

from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
SCRIPT = """CREATE TABLE t (a INT NOT NULL AUTO_INCREMENT, b INT NOT NULL, PRIMARY KEY (a));
ALTER TABLE t MODIFY a INT DEFAULT NULL, DROP PRIMARY KEY, ADD PRIMARY KEY (b);
CREATE TABLE u (a INT NOT NULL, b INT NOT NULL, PRIMARY KEY (a));
ALTER TABLE u MODIFY a INT DEFAULT NULL;
CREATE TABLE v (a INT NOT NULL AUTO_INCREMENT, b INT NOT NULL, PRIMARY KEY (a));
ALTER TABLE v MODIFY a INT DEFAULT NULL, DROP PRIMARY KEY;
CREATE TABLE w (a INT NOT NULL, b INT NOT NULL, PRIMARY KEY (a));
ALTER TABLE w MODIFY a INT DEFAULT NULL, ADD UNIQUE (b);
CREATE TABLE x (a INT NOT NULL, b INT NOT NULL, PRIMARY KEY (a));
ALTER TABLE x DROP PRIMARY KEY, MODIFY a INT DEFAULT NULL;
CREATE TABLE y (a INT NOT NULL, b INT NOT NULL, PRIMARY KEY (a, b));
ALTER TABLE y MODIFY a INT DEFAULT NULL, DROP PRIMARY KEY, ADD PRIMARY KEY (a);
CREATE TABLE z (a INT NOT NULL, b INT NOT NULL);
ALTER TABLE z MODIFY a INT, ADD PRIMARY KEY (a);
"""
# table → is `a` nullable after its ALTER (information_schema.COLUMNS.IS_NULLABLE = 'YES')
NULLABLE_A = {"t": True, "u": False, "v": True, "w": False, "x": True, "y": False, "z": False}


def test_the_model_follows_the_key_the_statement_leaves():
    result = lint_result(SCRIPT, MARIADB)
    assert [(f.code, f.line) for f in result.findings if f.severity == "error"] == []
    tables = {t.name: t for t in result.model.tables()}
    assert {name: tables[name].column("a").nullable for name in NULLABLE_A} == NULLABLE_A


def test_the_server_agrees(mariadb):
    with scratch_database(mariadb, "alter_pk_null") as cur:
        for statement in SCRIPT.split(";\n"):
            if statement.strip():
                cur.execute(statement)
        cur.execute("SELECT TABLE_NAME, IS_NULLABLE FROM information_schema.COLUMNS "
                    "WHERE TABLE_SCHEMA = 'alter_pk_null' AND COLUMN_NAME = 'a'")
        assert {name: nullable == "YES" for name, nullable in cur.fetchall()} == NULLABLE_A
