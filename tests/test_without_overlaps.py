"""MariaDB's `WITHOUT OVERLAPS` key part (10.5+, application-time periods; issue 25, item 4).

`UNIQUE (id, p WITHOUT OVERLAPS)` names the period `p` of `PERIOD FOR p (s, e)`: the server
keeps the key as (id, e, s). Before, the whole definition was not understood (SL009), the key
was missing from the model and SL103 warned of a missing PRIMARY KEY the table has. EXPECTED
is information_schema.STATISTICS / COLUMNS on the suite's MariaDB 10.11.19 (the live test
checks it still is).
"""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
CASES = {  # statement: ({index: (unique, [columns])}, [NOT NULL columns])
    "CREATE TABLE t1 (id INT, s DATE, e DATE, PERIOD FOR p(s, e), UNIQUE (id, p WITHOUT OVERLAPS)) ENGINE=InnoDB":
        ({"id": (True, ["id", "e", "s"])}, ["s", "e"]),
    "CREATE TABLE t2 (id INT, s DATE, e DATE, PERIOD FOR p(s, e), PRIMARY KEY (id, p WITHOUT OVERLAPS)) ENGINE=InnoDB":
        ({"primary": (True, ["id", "e", "s"])}, ["id", "s", "e"]),
    "CREATE TABLE t3 (id INT, x INT, s DATE, e DATE, PERIOD FOR p(s, e), UNIQUE KEY uk (id, x, p WITHOUT OVERLAPS), "
    "KEY (x))": ({"uk": (True, ["id", "x", "e", "s"]), "x": (False, ["x"])}, ["s", "e"]),
}


def _shape(table) -> tuple:
    return ({i.name.lower(): (i.is_unique, [p.column.lower() for p in i.parts]) for i in table.indexes},
            [c.name.lower() for c in table.columns if not c.nullable])


@pytest.mark.parametrize("sql", CASES)
def test_the_period_becomes_its_end_and_start_columns(sql):
    result = lint_result(sql + ";\n", MARIADB)
    assert _shape(next(result.model.tables())) == CASES[sql]
    assert [f.code for f in result.findings if f.code in ("SL001", "SL009")] == []


def test_a_primary_key_without_overlaps_is_a_primary_key():
    sql = next(s for s in CASES if "PRIMARY KEY" in s)
    assert [f.code for f in lint_result(sql + ";\n", MARIADB).findings if f.code == "SL103"] == []


def test_the_server_agrees(mariadb):
    with scratch_database(mariadb, "without_overlaps") as cur:
        for sql, want in CASES.items():
            cur.execute(sql)
            name = sql.split()[2]
            cur.execute("SELECT LOWER(INDEX_NAME), NON_UNIQUE, LOWER(COLUMN_NAME) FROM information_schema.STATISTICS "
                        "WHERE TABLE_SCHEMA = 'without_overlaps' AND TABLE_NAME = %s ORDER BY INDEX_NAME, SEQ_IN_INDEX",
                        (name,))
            indexes: dict = {}
            for index, non_unique, column in cur.fetchall():
                indexes.setdefault(index, (not non_unique, []))[1].append(column)
            cur.execute("SELECT LOWER(COLUMN_NAME) FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = "
                        "'without_overlaps' AND TABLE_NAME = %s AND IS_NULLABLE = 'NO' ORDER BY ORDINAL_POSITION",
                        (name,))
            assert (indexes, [r[0] for r in cur.fetchall()]) == want, sql
