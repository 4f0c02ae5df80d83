"""The model as MariaDB 10.11 stores a table (issue 25, item 4), for definitions of MariaDB's own
test suite (mysql-test) the model had wrong. The live test checks each figure against the
suite's server's information_schema.
"""

from __future__ import annotations

from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'

TABLES = {
    # AUTO_INCREMENT makes the column NOT NULL unless a NULL follows it
    "a0": "CREATE TABLE a0 (c INT AUTO_INCREMENT NULL UNIQUE)",
    "a1": "CREATE TABLE a1 (d INT NULL AUTO_INCREMENT, KEY (d)) ENGINE=MyISAM",
    # BIT(0) is BIT(1)
    "a2": "CREATE TABLE a2 (b BIT(0))",
    # a table of CHARACTER SET binary: its TEXT is a BLOB, its VARCHAR a VARBINARY
    "a3": "CREATE TABLE a3 (b INT, t TEXT, c VARCHAR(10)) CHARACTER SET binary",
    # no prefix on a FULLTEXT key part, no order on a SPATIAL one
    "a4": "CREATE TABLE a4 (a TEXT, b TEXT, g POINT NOT NULL, FULLTEXT (a(3)), FULLTEXT (b, a), SPATIAL (g DESC))",
    # the ROW END column is appended to the PRIMARY KEY and to every UNIQUE key
    "a5": "CREATE TABLE a5 (id INT PRIMARY KEY, rs TIMESTAMP(6) AS ROW START, re TIMESTAMP(6) AS ROW END, "
          "PERIOD FOR SYSTEM_TIME (rs, re), u INT, UNIQUE (u)) WITH SYSTEM VERSIONING",
    # a generated column's AS (…) after a CHARACTER SET or COLLATE attribute (Laravel's grammar writes it so)
    "a6": "CREATE TABLE a6 (u VARCHAR(10), h VARCHAR(64) CHARACTER SET ascii AS (MD5(u)) VIRTUAL, "
          "g VARCHAR(10) COLLATE utf8mb4_bin AS (u) PERSISTENT)",
}

EXPECTED_COLUMNS = {  # (name, type, length, nullable)
    "a0": [("c", "INT", None, True)],
    "a1": [("d", "INT", None, False)],
    "a2": [("b", "BIT", 1, True)],
    "a3": [("b", "INT", None, True), ("t", "BLOB", None, True), ("c", "VARBINARY", 10, True)],
    "a6": [("u", "VARCHAR", None, True), ("h", "VARCHAR", None, True), ("g", "VARCHAR", None, True)],
}
EXPECTED_INDEXES = {  # name -> [(column, prefix)]
    "a4": {"a": [("a", None)], "b": [("b", None), ("a", None)], "g": [("g", None)]},
    "a5": {"PRIMARY": [("id", None), ("re", None)], "u": [("u", None), ("re", None)]},
}


def _model():
    return lint_result(";\n".join(TABLES.values()) + ";\n", MARIADB).model


def test_columns_as_mariadb_stores_them():
    model = _model()
    for name, want in EXPECTED_COLUMNS.items():
        got = [(c.name, c.data_type, c.length if c.data_type in ("BIT", "VARBINARY") else None, c.nullable)
               for c in model.find_table(name).columns]
        assert got == want, name


def test_a_generated_column_after_its_attributes_is_read_whole():
    result = lint_result(TABLES["a6"] + ";\nCREATE TABLE a7 (u INT);\n"
                         "ALTER TABLE a7 ADD h VARCHAR(64) CHARACTER SET ascii AS (SHA2(u, 256)) STORED;\n", MARIADB)
    assert [f.code for f in result.findings if f.code in ("SL001", "SL009")] == []
    got = [(c.name, c.generated, c.generated_stored) for t in ("a6", "a7") for c in result.model.find_table(t).columns]
    assert got == [("u", None, False), ("h", "(MD5(u))", False), ("g", "(u)", True), ("u", None, False),
                   ("h", "(SHA2(u, 256))", True)]


def test_an_alter_tables_unique_column_and_persistent_column_are_read():
    result = lint_result("CREATE TABLE a8 (id INT);\nALTER TABLE a8 ADD COLUMN email VARCHAR(191) UNIQUE AFTER id, "
                         "ADD n BIGINT UNSIGNED AS (id + 1) PERSISTENT UNIQUE KEY;\n", MARIADB)
    assert [f.code for f in result.findings if f.code in ("SL001", "SL009")] == []
    table = result.model.find_table("a8")
    assert [(c.name, c.generated, c.generated_stored) for c in table.columns] == [
        ("id", None, False), ("email", None, False), ("n", "(id + 1)", True)]
    assert [(i.kind, i.columns) for i in table.indexes] == [("UNIQUE", ["email"]), ("UNIQUE", ["n"])]


def test_indexes_as_mariadb_stores_them():
    model = _model()
    for name, want in EXPECTED_INDEXES.items():
        table = model.find_table(name)
        got = {i.name: [(p.column, p.prefix) for p in i.parts] for i in table.indexes}
        assert got == want, name
    assert not any(p.descending for i in model.find_table("a4").indexes for p in i.parts)


def test_the_server_stores_them_so(mariadb):
    with scratch_database(mariadb, "mariadb_model") as cur:
        for sql in TABLES.values():
            cur.execute(sql)
        for name, want in EXPECTED_COLUMNS.items():
            cur.execute("SELECT COLUMN_NAME, UPPER(DATA_TYPE), IF(DATA_TYPE = 'bit', NUMERIC_PRECISION, "
                        "IF(DATA_TYPE = 'varbinary', CHARACTER_MAXIMUM_LENGTH, NULL)), IS_NULLABLE = 'YES' "
                        "FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = 'mariadb_model' AND TABLE_NAME = %s "
                        "ORDER BY ORDINAL_POSITION", (name,))
            assert [(c, t, int(n) if n is not None else None, bool(nullable)) for c, t, n, nullable
                    in cur.fetchall()] == want, name
        for name, want in EXPECTED_INDEXES.items():
            cur.execute("SELECT INDEX_NAME, COLUMN_NAME, IF(INDEX_TYPE = 'SPATIAL', NULL, SUB_PART) "  # (its 32-byte MBR)
                        "FROM information_schema.STATISTICS "
                        "WHERE TABLE_SCHEMA = 'mariadb_model' AND TABLE_NAME = %s ORDER BY INDEX_NAME, SEQ_IN_INDEX",
                        (name,))
            got: dict = {}
            for index, column, sub_part in cur.fetchall():
                got.setdefault(index, []).append((column, sub_part))
            assert got == want, name
