"""Refusals of MariaDB 10.11 found by the differential harness's mutants and tuning misses (issue
25), one class per rule of the server's grammar or checks, each with statements the server
refuses (its error number) and neighbours it runs. Every refusal must be an error finding on
the statement's own line; every neighbour must have none. The live test runs them all on the
suite's server: each refused one fails with its number, each neighbour runs.
"""

from __future__ import annotations

import pymysql
import pytest

from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
PT = "CREATE TABLE pt (a INT, b INT) ENGINE=InnoDB"
PT2 = "CREATE TABLE pt2 (x INT PRIMARY KEY) ENGINE=InnoDB"
LISTED = ("CREATE TABLE ls (id INT NOT NULL, region INT NOT NULL, PRIMARY KEY (id, region)) "
          "PARTITION BY LIST (region) (PARTITION p_north VALUES IN (1, 2, 3), PARTITION p_east VALUES IN (7, 8, 9))")
NARROW = "CREATE TABLE nr (a INT PRIMARY KEY) CHARACTER SET utf8mb4"

# rule -> (statements before, the statement, the server's error)
REFUSED = {
    # sql_yacc.yy field_type_all: `udt_name float_options srid_option`; udt_name is any name and
    # most keywords (reserved_keyword_udt_not_param_type, non_reserved_keyword_udt), looked up at
    # once: 4161 before the rest is read
    "a word where a column's type goes is read as a type's name": [
        ([], "CREATE TABLE t (a a INT)", 4161),
        ([], "CREATE TABLE t (`id` `id` INT UNSIGNED NOT NULL)", 4161),
        ([], "CREATE TABLE t (id CREATE(5), b INT)", 4161),
        ([], "CREATE TABLE t (id INT, c NOT PRIMARY KEY)", 4161),
        ([], "CREATE TABLE t (id INT, `at` PRIMARY KEY(10) UNSIGNED DEFAULT NULL)", 4161),
        ([], "CREATE TABLE t (x INT, period CREATE)", 4161),
        ([PT], "ALTER TABLE pt ADD COLUMN c c TEXT NOT NULL", 4161),
        ([PT], "ALTER TABLE pt CHANGE COLUMN b b b FLOAT DEFAULT -20", 4161),
        ([PT], "ALTER TABLE pt ADD foo NOT SMALLINT NULL", 4161),
        ([PT], "ALTER TABLE pt ADD COLUMN `user name` TABLE AFTER a", 4161),
        ([], "CREATE TABLE t (id INT PRIMARY KEY, `status` IN(20))", 4161),
        ([PT], "ALTER TABLE pt ADD COLUMN v1 NULL BIGINT", 4161),
    ],
    # sql_yacc.yy alter_list: alter_list_item separated by ','; what follows ADD / DROP / CHANGE /
    # MODIFY [COLUMN] is a name or the keyword of what is added; ADD (…)'s items are field_spec
    "an ALTER TABLE's clauses are a list separated by commas, each begun by its own word": [
        ([PT], "ALTER TABLE pt ADD UNIQUE INDEX (b) RENAME TO t3", 1064),
        ([PT], "ALTER TABLE pt ADD INDEX (a), LOCK=SHARED ALGORITHM=INPLACE", 1064),
        ([PT], "ALTER TABLE pt MODIFY COLUMN b INT FIRST ALGORITHM=INPLACE", 1064),
        ([PT], "ALTER TABLE pt ADD COLUMN c INT NOT NULL DROP COLUMN b", 1064),
        ([PT], "ALTER TABLE pt ADD FULLTEXT INDEX (b) ALGORITHM=INPLACE", 1064),
        ([PT], "ALTER TABLE pt ADD ADD COLUMN f INT", 1064),
        ([PT], "ALTER TABLE pt ADD UNIQUE TABLE idx2 (a)", 1064),
        ([PT], "ALTER TABLE pt MODIFY COLUMN COLUMN b INT", 1064),
        ([PT], "ALTER TABLE pt NOWAIT ADD (c)", 1064),
        ([PT], "ALTER TABLE TABLE pt DISCARD TABLESPACE", 1064),
        ([PT], "ALTER TABLE pt TABLE TO t2, DISABLE KEYS", 1064),
        ([PT], "ALTER TABLE pt DISCARD DISCARD TABLESPACE", 1064),
        ([PT], "ALTER TABLE pt DISABLE DISABLE KEYS", 1064),
        ([PT], "ALTER TABLE pt INDEX i", 1064),
        ([PT], "ALTER TABLE pt ADD COLUMN c INT, INT COLUMN d", 1064),
        ([PT], "ALTER TABLE pt ALTER = 2", 1064),
        ([PT], "ALTER TABLE pt ALTER INDEX INDEX k1 NOT IGNORED", 1064),
        ([LISTED], "ALTER TABLE ls ANALYZE PARTITION ALTER", 1064),
        ([LISTED], "ALTER TABLE ls EXCHANGE PARTITION WITH TABLE pt", 1064),
    ],
    # sql_yacc.yy key_def: opt_constraint then PRIMARY / UNIQUE / FOREIGN KEY / check_constraint;
    # FOREIGN KEY … references: REFERENCES table_ident opt_ref_list opt_match_clause opt_on_update_delete
    "ADD CONSTRAINT and FOREIGN KEY in the grammar's order": [
        ([PT], "ALTER TABLE pt ADD CONSTRAINT c REFERENCES (b) REFERENCES ls (id)", 1064),
        ([PT], "ALTER TABLE pt ADD CONSTRAINT CONSTRAINT c FOREIGN KEY (b) REFERENCES ls (id)", 1064),
        ([PT], "ALTER TABLE pt ADD CONSTRAINT c (b) REFERENCES ls (id)", 1064),
        ([PT], "ALTER TABLE pt ADD CONSTRAINT fk1 FOREIGN KEY (b) CONSTRAINT ls (id)", 1064),
        ([PT], "ALTER TABLE pt ADD CONSTRAINT fk1 FOREIGN KEY FOREIGN KEY (b) REFERENCES ls (id)", 1064),
        ([PT], "ALTER TABLE pt ADD FOREIGN KEY (b) REFERENCES (id)", 1064),
        ([PT], "ALTER TABLE pt ADD FOREIGN KEY (b) REFERENCES ls ls (id)", 1064),
        ([PT], "ALTER TABLE pt ADD FOREIGN KEY (b) REFERENCES ls (id) ON UPDATE CASCADE ON ON CASCADE", 1064),
        ([PT], "ALTER TABLE pt ADD FOREIGN KEY (b) REFERENCES ls (id) ON CONSTRAINT CASCADE", 1064),
    ],
    # sql_yacc.yy create: CREATE opt_or_replace opt_unique INDEX_SYM opt_if_not_exists ident
    # opt_key_algorithm_clause ON table_ident '(' key_list ')' normal_key_options opt_index_lock_algorithm
    "a CREATE INDEX's words in the grammar's order": [
        ([PT], "CREATE UNIQUE UNIQUE INDEX idx ON pt (a)", 1064),
        ([PT], "CREATE FULLTEXT ft ON pt (b)", 1064),
        ([PT], "CREATE INDEX ON pt (a)", 1064),
        ([PT], "CREATE INDEX INDEX IF NOT EXISTS i1 ON pt (a)", 1064),
        ([PT], "CREATE INDEX i1 INDEX pt (a)", 1064),
        ([PT], "CREATE FULLTEXT INDEX b_index ON ON pt (b)", 1064),
        ([PT], "CREATE INDEX i1 ON pt (a a) WAIT 1", 1064),
        ([PT], "CREATE INDEX i1 ON pt (a ON)", 1064),
        ([PT], "CREATE INDEX i4 ON pt (a) 'a comment without its word'", 1064),
        ([PT], "CREATE INDEX i1 ON pt (a) COMMENT COMMENT 'x'", 1064),
        ([PT], "CREATE INDEX i1 ON pt (a) ALGORITHM= =INPLACE", 1064),
    ],
    # a subpartition's definition needs its SUBPARTITION (MariaDB's partition's PARTITION is optional)
    "a subpartition begins with SUBPARTITION": [
        ([], "CREATE TABLE t (x INT, y INT) PARTITION BY RANGE (x) SUBPARTITION BY HASH (y) "
             "(PARTITION p0 VALUES LESS THAN (10) (s0, SUBPARTITION s1))", 1064),
    ],
    # partition_info::check_list_constants (sql_partition.cc) runs on the partitions the table
    # will have after ADD PARTITION
    "ADD PARTITION lists no value a LIST partition of the table lists": [
        ([LISTED], "ALTER TABLE ls ADD PARTITION (PARTITION `p east` VALUES IN (7, 10))", 1495),
        ([LISTED], "ALTER TABLE ls ADD PARTITION (PARTITION p_a VALUES IN (10), PARTITION p_b VALUES IN (11, 10))", 1495),
    ],
    # the SQL layer's 65,535-byte row, checked again by the ALTER TABLE that adds or widens a column
    # (the table stays as it was): the error belongs to the ALTER
    "an ALTER TABLE that makes the row longer than 65,535 bytes": [
        ([NARROW], "ALTER TABLE nr ADD COLUMN b VARCHAR(16383)", 1118),
        ([NARROW], "ALTER TABLE nr ADD COLUMN b VARCHAR(16000), ADD COLUMN c VARCHAR(16000)", 1118),
    ],
}

ACCEPTED = [
    ([], "CREATE TABLE t (a INT, period INT, `system` INT)"),
    ([], "CREATE TABLE t (a INET6, b UUID, c POINT NOT NULL, d INET4)"),
    ([], "CREATE TABLE t (x INT, s TIMESTAMP(6) GENERATED ALWAYS AS ROW START, e TIMESTAMP(6) GENERATED ALWAYS AS ROW "
         "END, PERIOD FOR SYSTEM_TIME(s, e)) WITH SYSTEM VERSIONING"),
    # a column named NATIONAL before a type of two words (an accepted mutant given an error before)
    ([], "CREATE TABLE t (c1 NATIONAL CHAR(2), national VARCHAR(2))"),
    ([PT], "ALTER TABLE pt ALTER b DROP DEFAULT"),
    ([PT], "ALTER TABLE pt ALTER COLUMN b SET DEFAULT 1, ALGORITHM=INPLACE, LOCK=NONE"),
    ([PT], "ALTER TABLE pt ADD COLUMN algorithm INT, ADD COLUMN c INT AFTER algorithm"),
    ([PT], "ALTER TABLE pt ENGINE=InnoDB ROW_FORMAT=DYNAMIC, ADD (c INT, d INT)"),
    ([PT], "ALTER TABLE pt CHANGE COLUMN b b INT DEFAULT -20, ADD INDEX (a), ALGORITHM=INPLACE"),
    ([PT], "ALTER TABLE pt PARTITION BY LINEAR KEY ALGORITHM=2 (a) PARTITIONS 4"),
    ([PT], "CREATE OR REPLACE UNIQUE INDEX i USING BTREE ON pt (a DESC, b) COMMENT 'x' KEY_BLOCK_SIZE=8 "
           "ALGORITHM=INPLACE LOCK=NONE"),
    ([PT], "CREATE INDEX IF NOT EXISTS `index` ON pt (a) NOT IGNORED"),
    ([PT], "CREATE INDEX i ON pt (b, a) WAIT 1"),
    ([PT, PT2], "ALTER TABLE pt ADD INDEX (b), ADD CONSTRAINT fk_b FOREIGN KEY IF NOT EXISTS fk_b (b) REFERENCES pt2 (x) "
           "MATCH FULL ON DELETE SET NULL ON UPDATE NO ACTION"),
    ([PT], "ALTER TABLE pt ADD CONSTRAINT u UNIQUE (a), ADD CONSTRAINT c CHECK (b > 0), ORDER BY a, b"),
    ([PT], "ALTER TABLE pt DISABLE KEYS"),
    ([PT], "ALTER TABLE pt ADD CONSTRAINT IF NOT EXISTS c CHECK (b > 0), ADD CONSTRAINT u UNIQUE IF NOT EXISTS (a)"),
    ([PT], "ALTER TABLE pt ALTER INDEX IF EXISTS missing IGNORED"),
    ([LISTED], "ALTER TABLE ls OPTIMIZE PARTITION NO_WRITE_TO_BINLOG p_north, p_east"),
    ([LISTED], "ALTER TABLE ls CHECK PARTITION p_north, p_east"),
    ([LISTED], "ALTER TABLE ls DROP PARTITION IF EXISTS p_north, p_gone"),
    ([LISTED], "ALTER TABLE ls ADD PARTITION (PARTITION p_west VALUES IN (10, 11, NULL))"),
    # MariaDB's part_definition without its PARTITION keyword (accepted mutants given an error before)
    ([], "CREATE TABLE t (x INT) PARTITION BY RANGE (x) (p0 VALUES LESS THAN (10), PARTITION p1 VALUES LESS THAN (20))"),
    ([], "CREATE TABLE t (x INT) PARTITION BY HASH (x) (p0, PARTITION p1)"),
    ([], "CREATE TABLE t (x INT) WITH SYSTEM VERSIONING PARTITION BY SYSTEM_TIME SUBPARTITION BY KEY (x) "
         "SUBPARTITIONS 4 (ph HISTORY, PARTITION pc CURRENT)"),
    ([NARROW], "ALTER TABLE nr ADD COLUMN b VARCHAR(16381)"),
]


def _refused():
    for rule, cases in REFUSED.items():
        for before, sql, errno in cases:
            yield pytest.param(before, sql, errno, id=f"{rule[:24]}:{sql[:60]}")


@pytest.mark.parametrize("before, sql, errno", list(_refused()))
def test_each_refusal_is_an_error_on_its_own_line(before, sql, errno):
    text = "".join(s + ";\n" for s in before) + sql + ";\n"
    line = len(before) + 1
    errors = [(f.code, f.span.line if f.span else None) for f in lint_result(text, MARIADB).findings
              if f.severity == "error"]
    assert errors and all(at == line for _, at in errors), errors


@pytest.mark.parametrize("before, sql", ACCEPTED, ids=[sql[:60] for _, sql in ACCEPTED])
def test_the_neighbours_the_server_runs_have_no_error(before, sql):
    text = "".join(s + ";\n" for s in before) + sql + ";\n"
    assert [(f.code, f.message) for f in lint_result(text, MARIADB).findings if f.severity == "error"] == []


@pytest.mark.live
def test_the_server_refuses_each_with_its_error_and_runs_the_neighbours(mariadb):
    with scratch_database(mariadb, "refusal_classes") as cur:
        for cases in REFUSED.values():
            for before, sql, errno in cases:
                cur.execute("DROP TABLE IF EXISTS t, pt, ls, nr, pt2")
                for statement in before:
                    cur.execute(statement)
                with pytest.raises(pymysql.err.MySQLError) as caught:
                    cur.execute(sql)
                assert caught.value.args[0] == errno, (sql, caught.value.args)
        for before, sql in ACCEPTED:
            cur.execute("DROP TABLE IF EXISTS t, pt, ls, nr, pt2")
            for statement in before:
                cur.execute(statement)
            cur.execute(sql)
