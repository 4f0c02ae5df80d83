"""Syntax errors (1064) inside an ALTER TABLE's clauses, found by reading each clause with CREATE
TABLE's grammar where MariaDB 10.11's sql_yacc.yy reuses it (alter_list_item: ADD column_def,
ADD key_def, CHANGE opt_column field_ident field_spec opt_place, MODIFY opt_column field_ident
field_def opt_place, create_table_options_space_separated) and the clauses of its own (RENAME,
ALTER COLUMN … SET | DROP DEFAULT, DROP, ALGORITHM / LOCK, the partitioning): read/table_elements.py
(alter_departure), called from read/alter_items.py. Each class holds statements the server refuses
with 1064 (most of them one-token mutants of other projects' statements,
benchmarks/differential/mutants.py) and, in ACCEPTED, the near neighbours it runs. The live test
runs every one on the suite's server, on the tables of TABLES.
"""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, replay_verdicts, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
TABLES = ["CREATE TABLE parent (id INT PRIMARY KEY)",
          "CREATE TABLE t (id INT PRIMARY KEY, a INT, b INT, c VARCHAR(20), KEY k (a))"]

# grammar rule -> statements MariaDB 10.11 refuses with 1064
REFUSED = {
    "ADD / CHANGE / MODIFY: column_def, field_spec, field_def, then opt_place": [
        "ALTER TABLE t ADD COLUMN x INT NOT NOT NULL",
        "ALTER TABLE t MODIFY c varchar( ) 255",
        "ALTER TABLE t CHANGE c c blob not",
        "ALTER TABLE t ADD x INT REFERENCES parent(id id)",
        "ALTER TABLE t ADD x datetime(6) default CURRENT_TIMESTAMP( ) 6",
        "ALTER TABLE t ADD COLUMN x INT AFTER a b",
        "ALTER TABLE t ADD COLUMN x COLUMN",
        "ALTER TABLE t CHANGE COLUMN a a timestamp default COLUMN",
        "ALTER TABLE t MODIFY TABLE a LONGTEXT",
        "ALTER TABLE t CHANGE `a` COLUMN `a` float DEFAULT -20",
        "ALTER TABLE t MODIFY COLUMN IF EXISTS b INT REFERENCES parent(id) AFTER c",
        "ALTER TABLE t CHANGE b b INT CONSTRAINT fk REFERENCES parent(id)",
    ],
    "ADD key_def: a key's words, name, parts, options": [
        "ALTER TABLE t ADD INDEX i (id, ) a",
        "ALTER TABLE t ADD UNIQUE (a) INT HASH",
    ],
    "create_table_options_space_separated: NAME [=] value, each option once": [
        "ALTER TABLE t AUTO_INCREMENT 3 3",
        "ALTER TABLE t ENGINE = = InnoDB",
        "ALTER TABLE t checksum 1 =",
        "ALTER TABLE t ENGINE ENGINE=InnoDB",
        "ALTER TABLE t ENGINE = MERGE UNION (t1 t2)",
        "ALTER TABLE t data = directory 'asdf'",
    ],
    "alter_algorithm_option, alter_lock_option: NAME [=] DEFAULT | name": [
        "ALTER TABLE t ADD COLUMN x INT, ALGORITHM= , LOCK=NONE",
        "ALTER TABLE t ADD UNIQUE INDEX (a), ALGORITHM= =INPLACE, LOCK=SHARED",
    ],
    "RENAME [TO | AS | =] name, RENAME {COLUMN | INDEX | KEY} old TO new": [
        "ALTER TABLE t RENAME COLUMN a TO",
        "ALTER TABLE t RENAME t9 TO t9",
        "ALTER TABLE t RENAME KEY k TO k2 k2",
    ],
    "ALTER [COLUMN] name SET DEFAULT value | DROP DEFAULT; DROP …; PARTITION BY …": [
        "ALTER TABLE t ALTER a DROP",
        "ALTER TABLE t ALTER a COLUMN SET DEFAULT 1",
        "ALTER TABLE t ALTER COLUMN a DEFAULT 1",
        "ALTER TABLE t DROP PRIMARY KEY PRIMARY KEY, ADD PRIMARY KEY (id)",
        "ALTER TABLE t PARTITION BY HASH(id) 8 PARTITIONS",
    ],
}

ACCEPTED = [
    "ALTER TABLE t ADD COLUMN x INT NOT NULL DEFAULT 0 AFTER a, ADD INDEX (x), ENGINE=InnoDB ROW_FORMAT=DYNAMIC",
    "ALTER TABLE t ADD COLUMN IF NOT EXISTS (x INT, y VARCHAR(3))",
    "ALTER TABLE t CHANGE c c2 VARCHAR(30) NOT NULL FIRST, ALGORITHM=COPY, LOCK=SHARED",
    "ALTER TABLE t MODIFY COLUMN IF EXISTS b INT AFTER c, ADD COLUMN IF NOT EXISTS x INT REFERENCES parent(id) FIRST",
    "ALTER TABLE t ADD x INT, ADD CONSTRAINT fk FOREIGN KEY (x) REFERENCES parent (id) ON DELETE CASCADE",
    "ALTER TABLE t AUTO_INCREMENT 3 CHECKSUM = 1, DEFAULT CHARSET=utf8mb4 COLLATE utf8mb4_bin",
    "ALTER TABLE t RENAME COLUMN a TO a2, RENAME KEY k TO k2",
    "ALTER TABLE t RENAME COLUMN IF EXISTS a TO a2",
    "ALTER TABLE t RENAME = t9",
    "ALTER TABLE t ALTER COLUMN a SET DEFAULT 5, ALTER b DROP DEFAULT, ALGORITHM DEFAULT, LOCK = NONE",
    "ALTER TABLE t DROP COLUMN IF EXISTS c, DROP INDEX IF EXISTS k, DROP b CASCADE",
    "ALTER TABLE t DROP PRIMARY KEY, ADD PRIMARY KEY (id, a)",
    "ALTER TABLE t PARTITION BY HASH(id) PARTITIONS 4",
    "ALTER TABLE t MODIFY c VARCHAR(20) DEFAULT NULL, MODIFY a TIMESTAMP NULL DEFAULT CURRENT_TIMESTAMP "
    "ON UPDATE CURRENT_TIMESTAMP",
    "ALTER TABLE t ENGINE=InnoDB STATS_PERSISTENT DEFAULT",
]


def _cases():
    for rule, statements in REFUSED.items():
        for sql in statements:
            yield pytest.param(sql, id=f"{rule[:24]}:{sql[14:60]}")


def _lint(sql: str):
    return lint_result(";\n".join(TABLES) + ";\n" + sql + ";\n", MARIADB)


@pytest.mark.parametrize("sql", list(_cases()))
def test_what_mariadb_refuses_in_an_alter_clause_is_an_error_at_its_line(sql):
    errors = [(f.code, f.span.line) for f in _lint(sql).findings if f.severity == "error"]
    assert errors and all(line == 3 for _, line in errors), errors


@pytest.mark.parametrize("sql", ACCEPTED)
def test_what_mariadb_accepts_next_to_them_has_no_error(sql):
    assert [(f.code, f.message) for f in _lint(sql).findings if f.severity == "error"] == []


def test_the_error_names_the_token_where_the_clause_leaves_the_grammar():
    findings = [f for f in _lint("ALTER TABLE t\n  ADD COLUMN x INT,\n  MODIFY a INT NOT DEFAULT 1").findings
                if f.code == "SL001"]
    assert [(f.severity, f.span.line) for f in findings] == [("error", 5)]
    assert "`DEFAULT`" in findings[0].message and "NOT is followed by NULL" in findings[0].message


@pytest.mark.live
def test_the_server_refuses_each_with_1064_and_runs_the_others(mariadb):
    with scratch_database(mariadb, "alter_elements") as cur:
        replay_verdicts(cur, {sql: 1064 for statements in REFUSED.values() for sql in statements},
                        [";\n".join(TABLES + [sql]) for sql in ACCEPTED], "DROP TABLE IF EXISTS t, t9, parent")
