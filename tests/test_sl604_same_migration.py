"""SL604 when the migration itself adds the column (issue 18, item 6): a new UNIQUE key on a
column every existing row gets the same value in is certain to fail (error, checked on MariaDB);
no check query names a column the migration adds (it cannot run before the migration); and when
the migration is part of the change (--changed, --diff-base: not applied yet), the fix is to
edit it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers import lint_sql, run_cli

USERS = "CREATE TABLE users (\n  id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,\n  email VARCHAR(100) NOT NULL\n);\n"
ROWS = '[tables.users]\nrows = "1M"\n'
API_KEY = "ALTER TABLE users ADD COLUMN api_key CHAR(40) NOT NULL DEFAULT '', ADD UNIQUE KEY uk_api_key (api_key);\n"


def sl604(sql: str, config: str = ROWS):
    return [f for f in lint_sql(sql, config) if f.code == "SL604"]


def test_a_unique_key_on_a_column_added_with_one_value_is_certain_to_fail():
    [f] = sl604(USERS + API_KEY)
    assert (f.span.line, f.span.column, f.severity, f.index) == (5, API_KEY.index("uk_api_key") + 1, "error", "uk_api_key")
    assert ("with 2 rows or more the UNIQUE key is certain to fail (duplicate entry): api_key is added by this "
            "migration with one value for every existing row (api_key = '')") in f.message
    assert f.evidence["check"] is None  # a query naming api_key cannot run before the migration
    assert "api_key NULL without the DEFAULT" in f.fix


@pytest.mark.parametrize("sql, severity", [
    ("ALTER TABLE users ADD COLUMN n INT NOT NULL, ADD UNIQUE KEY uk_n (n);\n", "error"),  # implicit 0
    ("ALTER TABLE users ADD COLUMN k CHAR(8) NOT NULL DEFAULT 'x';\nALTER TABLE users ADD UNIQUE KEY uk_k (k);\n",
     "error"),  # an earlier statement of the same migration
    ("ALTER TABLE users ADD COLUMN k CHAR(36) NOT NULL DEFAULT (UUID()), ADD UNIQUE KEY uk_k (k);\n",
     "warning"),  # an expression default may differ row by row
    ("ALTER TABLE users ADD COLUMN k CHAR(8) NULL, ADD UNIQUE KEY uk_k (k);\n", None),  # NULLs do not collide
    ("ALTER TABLE users ADD COLUMN k CHAR(8) NOT NULL DEFAULT '', ADD UNIQUE KEY uk_ek (email, k);\n",
     "warning"),  # email may already be unique
])
def test_certain_only_when_every_key_column_is_new_and_the_same_in_every_row(sql, severity):
    found = [f for f in sl604(USERS + sql) if f.evidence["clause"] == "ADD UNIQUE"]
    assert [f.severity for f in found] == ([severity] if severity else [])
    if severity == "warning" and "email" in sql:
        assert found[0].evidence["check"] is None  # k does not exist before the migration


def test_not_null_on_a_column_the_migration_added_null_names_it_in_no_query():
    sql = (USERS + "ALTER TABLE users ADD COLUMN coupon VARCHAR(20) NULL;\n"
           "ALTER TABLE users MODIFY coupon VARCHAR(20) NOT NULL;\n")
    [f] = sl604(sql)
    assert (f.span.line, f.severity, f.evidence["check"]) == (6, "warning", None)
    assert "coupon was added by this migration NULL without a DEFAULT: every existing row holds NULL" in f.message
    assert "SELECT" not in (f.fix or "") and "coupon" in f.fix
    # on a column of an earlier migration the check query stays
    [g] = sl604(USERS + "ALTER TABLE users MODIFY email VARCHAR(100) NULL;\n"
                "ALTER TABLE users MODIFY email VARCHAR(100) NOT NULL;\n")
    assert g.evidence["check"] == "SELECT COUNT(*) FROM `users` WHERE `email` IS NULL;"


@pytest.mark.live
def test_mariadb_refuses_the_statement_called_certain(mariadb, scratch_db):
    import pymysql

    conn = mariadb.connect(database=scratch_db, autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute(USERS)
            cur.execute("INSERT INTO users (email) VALUES ('a@example.com'), ('b@example.com')")
            with pytest.raises(pymysql.err.IntegrityError) as err:
                cur.execute(API_KEY)
            assert err.value.args[0] == 1062  # ER_DUP_ENTRY
            cur.execute("ALTER TABLE users ADD COLUMN k CHAR(8) NULL, ADD UNIQUE KEY uk_k (k)")  # all NULL: fine
    finally:
        conn.close()


def test_a_migration_of_the_change_is_edited_first(tmp_path):
    folder = tmp_path / "db" / "migrations"
    folder.mkdir(parents=True)
    (folder / "V1__users.sql").write_text(USERS)
    (folder / "V2__api_key.sql").write_text(API_KEY)
    (folder / "V3__email.sql").write_text("ALTER TABLE users MODIFY email VARCHAR(50) NOT NULL;\n")
    (tmp_path / ".schemalint.toml").write_text(ROWS)

    def fixes(*args):
        code, out, err = run_cli("check", "db/migrations", "--select", "SL604", "--format", "json", *args, cwd=tmp_path)
        assert code == 1, err
        return {Path(f["path"]).name: f["fix"] for f in json.loads(out)["findings"]}

    applied = fixes()
    assert applied["V2__api_key.sql"].startswith("Add api_key NULL without the DEFAULT")
    assert applied["V3__email.sql"].startswith("Check the rows first, and clean them up in an earlier migration")
    new = fixes("--changed", "db/migrations/V2__api_key.sql", "db/migrations/V3__email.sql")
    assert new["V2__api_key.sql"].startswith("Edit this migration (it is not applied yet): add api_key NULL")
    assert new["V3__email.sql"].startswith("Check the rows first; this migration is not applied yet, so clean "
                                           "them up in it (before this statement)")
    assert "SELECT COUNT(*) FROM `users` WHERE " in new["V3__email.sql"]  # email existed before: its query stays
