"""A user is never blocked by a gap in schemalint (issue 25, item 2).

An error finding only where schemalint positively knows the server refuses the statement (a
grammar rule it implements, a refusal rule with the server's error code). Whatever it merely
cannot read (its own limits, sqlglot's view of a function, the model's own failures) is the
non-error SL009 "not understood". Each statement below is accepted by MariaDB 10.11 (checked on
the suite's server; the live test at the end checks it again).
"""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'


def _gate(result) -> list[tuple[str, str, int]]:
    return [(f.code, f.severity, f.span.line) for f in result.findings
            if f.code in ("SL001", "SL009") or f.severity == "error"]


# sqlglot's signature of a function is not the server's: MariaDB's LAST_VALUE takes any number of
# arguments (and returns the last), sqlglot's one
ACCEPTED = {
    "LAST_VALUE in SET": "SET @b = 2;\nSET @a = LAST_VALUE(@b, 1);",
    "LAST_VALUE in a SELECT": "SELECT 1;\nSELECT LAST_VALUE(@b, 1);",
    "LAST_VALUE in a DEFAULT": "CREATE TABLE t (id INT PRIMARY KEY,\n  a INT DEFAULT (LAST_VALUE(1, 2)));",
}


@pytest.mark.parametrize("sql", ACCEPTED.values(), ids=ACCEPTED.keys())
def test_what_only_sqlglot_refuses_is_not_understood_never_an_error(sql):
    assert _gate(lint_result(sql, MARIADB)) == [("SL009", "info", 2)]


# Statements of MariaDB's own test suite (mysql-test, 10.11.19) that schemalint gave an error
# finding while the server accepts them: each a piece of grammar or server knowledge that was
# missing or wrong, read now as MariaDB's grammar and manual have it.
MARIADB_ACCEPTS = {
    # sql_yacc.yy: COMPRESSED belongs to the type, a CHARACTER SET may follow it
    "COMPRESSED CHARACTER SET": "CREATE TABLE t1 (a VARCHAR(1000) COMPRESSED CHARACTER SET latin1 COLLATE latin1_bin "
                                "DEFAULT NULL);",
    # the server's internal character set
    "CHARACTER SET filename": "CREATE TEMPORARY TABLE t (a CHAR(1) CHARACTER SET filename) ENGINE=InnoDB;",
    # engine-defined options in a partition's definition (engine_defined_option)
    "partition options": "CREATE TABLE t1 (id INT) ENGINE=InnoDB ENCRYPTED=\"YES\" PARTITION BY RANGE (id) (\n"
                         "  PARTITION p1 VALUES LESS THAN (100) ENCRYPTED=\"NO\" ENCRYPTION_KEY_ID=1,\n"
                         "  PARTITION p2 VALUES LESS THAN MAXVALUE ENCRYPTED=\"DEFAULT\");",
    # MariaDB 10.9+: new history partitions as needed
    "SYSTEM_TIME … AUTO": "CREATE TABLE t (pk INT PRIMARY KEY, a INT) ENGINE InnoDB WITH SYSTEM VERSIONING\n"
                          "  PARTITION BY SYSTEM_TIME INTERVAL 1 HOUR STARTS '2020-01-01 00:00:00' AUTO;",
    "COLLATE DEFAULT": "CREATE TABLE t1 (a CHAR(10) COLLATE DEFAULT) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin;",
    "POINT PRIMARY KEY": "CREATE TABLE t1 (c POINT PRIMARY KEY, SPATIAL INDEX (c)) ENGINE=InnoDB;",
    # a hash-based long UNIQUE need not hold the partitioning columns (no 1503)
    "long UNIQUE, partitioned": "CREATE TABLE t1 (a INT, b BLOB, c VARCHAR(10), UNIQUE (b), UNIQUE (c) USING HASH)\n"
                                "  ENGINE=InnoDB PARTITION BY HASH (a) PARTITIONS 2;",
    # online DDL as MariaDB 10.11's InnoDB does it
    "dropping AUTO_INCREMENT is instant": "CREATE TABLE t1 (c INT AUTO_INCREMENT NULL UNIQUE);\n"
                                          "ALTER TABLE t1 MODIFY c INT NULL, ALGORITHM=INSTANT;",
    "a PRIMARY KEY column stays NOT NULL": "CREATE TABLE t (id INT PRIMARY KEY, a INT);\n"
                                           "ALTER TABLE t MODIFY COLUMN id INT, ALGORITHM=INSTANT;",
    "a collation change is instant": "CREATE TABLE t (a CHAR(150) CHARSET utf8mb3 COLLATE utf8mb3_general_ci);\n"
                                     "ALTER TABLE t CHANGE a a CHAR(150) CHARSET utf8mb3 COLLATE utf8mb3_spanish_ci, "
                                     "ALGORITHM=INSTANT;",
    "an indexed column's collation in place": "CREATE TABLE t (a CHAR(150) CHARSET utf8mb3 COLLATE utf8mb3_general_ci, "
                                              "KEY (a));\nALTER TABLE t MODIFY a CHAR(150) CHARSET utf8mb3 COLLATE "
                                              "utf8mb3_bin, ALGORITHM=NOCOPY, LOCK=NONE;",
    "ALTER ONLINE with its own LOCK": "CREATE TABLE t1 (a INT NOT NULL PRIMARY KEY, b GEOMETRY NOT NULL);\n"
                                      "ALTER ONLINE TABLE t1 ADD SPATIAL INDEX s (b), LOCK=SHARED, ALGORITHM=NOCOPY;",
}


@pytest.mark.parametrize("sql", MARIADB_ACCEPTS.values(), ids=MARIADB_ACCEPTS.keys())
def test_what_mariadbs_own_tests_run_has_no_error_finding(sql):
    assert [(c, s, line) for c, s, line in _gate(lint_result(sql, MARIADB)) if s == "error"] == []


def test_the_partition_options_and_auto_rotation_are_read():
    result = lint_result(MARIADB_ACCEPTS["SYSTEM_TIME … AUTO"], MARIADB)
    assert _gate(result) == [] and result.model.find_table("t").partitioning.method == "SYSTEM_TIME"
    result = lint_result(MARIADB_ACCEPTS["partition options"], MARIADB)
    assert _gate(result) == [] and len(result.model.find_table("t1").partitioning.partitions) == 2


def test_a_table_with_the_default_schemalint_cannot_read_is_modelled_without_it():
    table = lint_result(ACCEPTED["LAST_VALUE in a DEFAULT"], MARIADB).model.find_table("t")
    assert [c.name for c in table.columns] == ["id", "a"]


def test_a_statement_the_model_fails_on_is_not_understood_and_the_run_goes_on(monkeypatch):
    from schemalint.replay import build

    real = build.Builder.apply

    def failing(self, stmt, tree):
        if stmt.kind == "ALTER TABLE":
            raise KeyError("a gap of the model")
        return real(self, stmt, tree)

    monkeypatch.setattr(build.Builder, "apply", failing)
    result = lint_result("CREATE TABLE t (id INT PRIMARY KEY);\nALTER TABLE t ADD b INT;\n"
                         "CREATE TABLE u (id INT PRIMARY KEY);\n", MARIADB)
    assert _gate(result) == [("SL009", "info", 2)]
    assert "could not model this ALTER TABLE" in next(f.message for f in result.findings if f.code == "SL009")
    assert sorted(t.name for t in result.model.tables()) == ["t", "u"]


def test_the_statements_here_are_accepted_by_the_server(mariadb):
    with scratch_database(mariadb, "never_blocked") as cur:
        for sql in ACCEPTED.values():
            for statement in sql.split(";\n"):
                cur.execute(statement.rstrip(";"))
            cur.execute("DROP TABLE IF EXISTS t")
        cur.execute("CREATE TABLE t (id INT PRIMARY KEY, a INT DEFAULT " + "(" * 5000 + "1" + ")" * 5000 + ")")
        for sql in MARIADB_ACCEPTS.values():
            cur.execute("DROP TABLE IF EXISTS t, t1")
            for statement in sql.split(";\n"):
                cur.execute(statement.rstrip(";"))


def test_too_deep_for_our_parser_but_unbalanced_is_the_servers_syntax_error():
    """Found by the hostile-input property in a fresh clone: 3,000 `(` after a column list is past
    Python's stack (not understood, SL009), but with one `)` for 3,001 `(` no server accepts it:
    the parentheses are counted, and that is a syntax error (SL001). Balanced, the same depth
    stays not understood: MariaDB 10.11 accepts a DEFAULT nested 5,000 deep."""
    unbalanced = lint_result(("CREATE TABLE t (id INT PRIMARY KEY, " + "(" * 3000 + ");").encode())
    assert [(f.code, f.severity) for f in unbalanced.findings if f.code in ("SL001", "SL009")] == [("SL001", "error")]
    assert "unbalanced parentheses: 3,001 `(` and 1 `)`" in next(f.message for f in unbalanced.findings
                                                                 if f.code == "SL001")
    balanced = lint_result(("CREATE TABLE t (id INT DEFAULT " + "(" * 3000 + "1" + ")" * 3000 + ");").encode())
    assert [(f.code, f.severity) for f in balanced.findings if f.code in ("SL001", "SL009")] == [("SL009", "info")]
