"""The server's own tables (issue 25, item 4): `CREATE TABLE … LIKE mysql.x` and `CREATE TABLE …
SELECT … FROM mysql.x / information_schema.x` copy definitions no input holds. schemalint models
them from MariaDB 10.11.19's own definitions, pinned in schemalint/server_tables_mariadb.sql
(SHOW CREATE TABLE on the suite's server). Before, the LIKE copy was not modelled at all (SL002)
and the SELECT copy had no column (SL001 info: only declared columns modelled).

EXPECTED is information_schema.COLUMNS / STATISTICS of the suite's MariaDB 10.11.19 after each
statement; the live test checks the server still says so, and that the pinned definitions are
still the server's.
"""

from __future__ import annotations

import pytest

from schemalint.judge import server_tables
from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
STATEMENTS = [
    "CREATE TABLE tz LIKE mysql.time_zone_transition",
    "CREATE TABLE gp SELECT * FROM mysql.global_priv",
    "CREATE TABLE tn AS SELECT table_name, engine FROM information_schema.TABLES WHERE table_schema = database()",
    "CREATE TABLE tp AS SELECT Priv FROM mysql.global_priv WHERE User = 'foo'",
]
EXPECTED = {  # table: [(column, type, length, NULL-able, character set)], {index: [(column, prefix)]}
    "tz": ([("time_zone_id", "int", None, False, None), ("transition_time", "bigint", None, False, None),
            ("transition_type_id", "int", None, False, None)],
           {"primary": [("time_zone_id", None), ("transition_time", None)]}),
    "gp": ([("host", "char", 255, False, "utf8mb3"), ("user", "char", 128, False, "utf8mb3"),
            ("priv", "longtext", None, False, "utf8mb4")], {}),
    "tn": ([("table_name", "varchar", 64, False, "utf8mb3"), ("engine", "varchar", 64, True, "utf8mb3")], {}),
    "tp": ([("priv", "longtext", None, False, "utf8mb4")], {}),
}


def _model_shape(table) -> tuple:
    columns = [(c.name.lower(), "longtext" if c.data_type == "JSON" else c.data_type.lower(),
                c.length if c.data_type in ("CHAR", "VARCHAR") else None, c.nullable,
                "utf8mb4" if c.data_type == "JSON" else c.charset) for c in table.columns]
    return columns, {i.name.lower(): [(p.column.lower(), p.prefix) for p in i.parts] for i in table.indexes}


def test_a_server_table_copied_by_like_or_select_is_modelled_as_the_server_defines_it():
    result = lint_result(";\n".join(STATEMENTS) + ";\n", MARIADB)
    for name, want in EXPECTED.items():
        table = result.model.find_table(name)
        assert table is not None, name
        assert _model_shape(table) == want, name
    assert result.model.find_table("tz").engine == "Aria"  # LIKE copies the engine too
    assert [(f.code, f.severity) for f in result.findings if f.code in ("SL001", "SL002", "SL009")] == []


def test_a_table_the_input_made_under_that_name_comes_first():
    model = lint_result("CREATE TABLE mysql.time_zone_transition (x INT);\n"
                        "CREATE TABLE tz LIKE mysql.time_zone_transition;\n", MARIADB).model
    assert [c.name for c in model.find_table("tz").columns] == ["x"]
    # and the server's own table is never changed by a statement
    assert [c.name for c in server_tables.server_table("mysql", "time_zone_transition").columns] == [
        "Time_zone_id", "Transition_time", "Transition_type_id"]


def test_mysql_profiles_do_not_read_mariadbs_definitions():
    result = lint_result("CREATE TABLE tz LIKE mysql.time_zone_transition;\n", '[server]\nversion = "8.0.40"\n')
    assert result.model.find_table("tz") is None
    assert [(f.code, f.span.line) for f in result.findings if f.code == "SL002"] == [("SL002", 1)]


def test_the_server_agrees(mariadb):
    with scratch_database(mariadb, "server_tables") as cur:
        for sql in STATEMENTS:
            cur.execute(sql)
        for name, (columns, indexes) in EXPECTED.items():
            cur.execute("SELECT LOWER(COLUMN_NAME), DATA_TYPE, CHARACTER_MAXIMUM_LENGTH, IS_NULLABLE = 'YES', "
                        "CHARACTER_SET_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = 'server_tables' "
                        "AND TABLE_NAME = %s ORDER BY ORDINAL_POSITION", (name,))
            got = [(n, t, int(n_) if t in ("char", "varchar") else None, bool(nl), cs)
                   for n, t, n_, nl, cs in cur.fetchall()]
            assert got == columns, name
            cur.execute("SELECT LOWER(INDEX_NAME), LOWER(COLUMN_NAME), SUB_PART FROM information_schema.STATISTICS "
                        "WHERE TABLE_SCHEMA = 'server_tables' AND TABLE_NAME = %s ORDER BY INDEX_NAME, SEQ_IN_INDEX",
                        (name,))
            got_indexes: dict = {}
            for index, column, sub_part in cur.fetchall():
                got_indexes.setdefault(index, []).append((column, sub_part))
            assert got_indexes == indexes, name
        # the pinned definitions are still the server's own
        for schema, name in (("mysql", "time_zone_transition"), ("mysql", "global_priv")):
            cur.execute(f"SHOW CREATE TABLE {schema}.{name}")
            assert cur.fetchone()[1] + ";" in server_tables.definitions_text()
