"""The grammar gate against MariaDB 10.11's verdicts (issue 25, part A: syntax refusals and
accepted statements given an error).

Every statement below is another project's, taken from the differential harness's corpus
(benchmarks/differential/data/statements.jsonl; its SOURCES.md records each repository's licence)
and judged by MariaDB 10.11.19 (data/verdicts.jsonl): `source` names the repository, the file
and the line at these commits —
  apache/datafusion-sqlparser-rs bef86dd6826ea0d87143f59403b12aa3a588bd4f (Apache-2.0)
  antlr/grammars-v4 aca577d9e30e591eacbc414f1280f22645412af4 (MIT)
  taozhi8833998/node-sql-parser c1be96494794abadb26f3d5d99ddccb942de45a4 (Apache-2.0)
  phpmyadmin/sql-parser 1d148d0f28ceee5332621abc62b65955e13863ad (GPL-2.0-or-later; test data only)
  mariadb-corporation/mariadb-docs 97b0d93e244bf89115e2b642578c1690c2395ee8 (CC BY-SA / GNU FDL)
Each statement stands on line 2 of the file linted, after a comment naming its source.
"""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, lint_sql
from tests.test_server_grammar import _runs  # (runs a statement on the live server: its errno, 0 if accepted)

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
MYSQL = '[server]\nversion = "8.0.40"\n'


def _file(source: str, sql: str) -> str:
    return f"-- {source}\n{sql};\n"


def _errors(source: str, sql: str, config: str) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in lint_sql(_file(source, sql), config) if f.severity == "error"]


# -- refused by MariaDB 10.11 with 1064, by MySQL 8.0's grammar too: SL001 error under any profile --
REFUSED_BY_BOTH = [
    ("sql-parser tests/data/parser/parseAlter2.in:1",
     "ALTER /* */ TABLE /* */ table CONVERT /* */ TO /* */ CHARACTER /* */ SET /* */ utf8"),
    ("sql-parser tests/Builder/CreateStatementTest.php:65", "CREATE table table_name WITH"),
    ("datafusion-sqlparser-rs tests/sqlparser_mysql.rs:244",
     "CREATE TABLE foo (id INT(11)) ENGINE = InnoDB AS SELECT 1 DEFAULT CHARSET = utf8mb3"),
    ("datafusion-sqlparser-rs tests/sqlparser_mysql.rs:303 (DOUBLE(10))",
     "CREATE TABLE foo (bar_double_prec DOUBLE(10) UNSIGNED, bar_double_scale DOUBLE(10,2) UNSIGNED)"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:778 (a column's named PRIMARY KEY)",
     "CREATE TABLE uk_cities (name VARCHAR(100) NOT NULL, constrained INT NULL CONSTRAINT pkey PRIMARY KEY NOT NULL "
     "UNIQUE CHECK (constrained > 0))"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:809", "CREATE TABLE t (a int NOT NULL CONSTRAINT foo)"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:877", "CREATE SCHEMA IF NOT EXISTS a WITH ()"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:911", "CREATE OR REPLACE TABLE a CLONE a_tmp"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:1628", "CREATE DATABASE mydb CLONE otherdb"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:942",
     "ALTER TABLE tab SET TBLPROPERTIES('classification' = 'parquet')"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:4204", "ALTER TABLE t SET LOGGED"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:966",
     "ALTER TABLE t ON CLUSTER 'cluster' ADD CONSTRAINT bar PRIMARY KEY (baz)"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:1018", "ALTER TABLE tab ALTER COLUMN is_active DROP NOT NULL"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:1023",
     "ALTER TABLE tab ALTER COLUMN is_active SET DATA TYPE TEXT"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:1033", "ALTER TABLE tab DROP CONSTRAINT is_active TEXT"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:1899",
     "CREATE UNIQUE INDEX IF NOT EXISTS idx_name ON test USING BTREE (name, age DESC)"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:3919", "CREATE TABLE t (c INT DEFAULT (1 + 2) + 3)"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:3932", "CREATE TABLE new (LIKE old INCLUDING DEFAULTS)"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:4049",
     "CREATE INDEX idx_name ON table_name USING BTREE (col1) USING HASH"),
    ("grammars-v4 sql/mariadb/examples/fast/ddl_alter.sql:51",
     "alter table `some_table` add unique if not exists `id_unique` (`id`) alter table if exists `add_test` "
     "add column if not exists `new_col` text default 'my_default'"),
    ("grammars-v4 sql/mariadb/examples/fast/ddl_create.sql:45",
     "CREATE TABLE `tblSRCHjob_desc` (`description_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT, "
     "PRIMARY KEY (`description_id`)) ENGINE=TokuDB ROW_FORMAT=TOKUDB_QUICKLZ"),
    ("grammars-v4 sql/mariadb/examples/fast/ddl_create.sql:68",
     "CREATE TABLE `products_labels` (`id` int(11) NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB "
     "`PAGE_COMPRESSED`= ON"),
    ("node-sql-parser test/create.spec.js:40",
     "CREATE TABLE `action`(`id` int NOT NULL, `size` ENUM('small', CONCAT('med','ium'), 'large'))"),
    ("node-sql-parser test/create.spec.js:226", 'CREATE INDEX title_idx_german ON films (title COLLATE "de_DE")'),
    ("node-sql-parser test/create.spec.js:229", "CREATE INDEX title_idx_nulls_low ON films (title NULLS FIRST)"),
    ("node-sql-parser test/create.spec.js:232", "CREATE UNIQUE INDEX title_idx ON films (title) WITH (fillfactor = 70)"),
    ("node-sql-parser test/create.spec.js:238",
     "CREATE INDEX gin_idx ON documents_table USING gin (locations) WITH (fastupdate = off)"),
    ("node-sql-parser test/create.spec.js:241", "CREATE INDEX code_idx ON films (code) TABLESPACE indexspace"),
    ("node-sql-parser test/create.spec.js:247",
     "CREATE INDEX CONCURRENTLY sales_quantity_index ON sales_table (quantity)"),
    ("mariadb-docs server/reference/sql-statements/data-definition/alter/alter-table/online-schema-change.md:1",
     "ALTER TABLE items\xa0ADD ts TIMESTAMP DEFAULT CURRENT_TIMESTAMP"),
    ("mariadb-docs server/.../setting-character-sets-and-collations.md:14",
     "ALTER TABLE table_name MODIFY ascii_varchar_column VARCHAR(M) CHARACTER SET utf8"),
    ("mariadb-docs server/reference/sql-structure/sql-language-structure/identifier-names.md:20",
     "CREATE TABLE 8981e56cce5d (x INT)"),
    ("mariadb-docs server/reference/sql-structure/sql-language-structure/reserved-words.md:2",
     "ALTER TABLE t1 ADD system VARCHAR(64)"),
    ("mariadb-docs server/.../what-is-table-elimination.md:2",
     "CREATE TABLE ac_name(AC_ID INT, ACNAM_name CHAR(N), PRIMARY KEY(AC_ID))"),
    ("node-sql-parser test/create.spec.js:91 (CHARACTER SET after the type's attributes)",
     "CREATE TABLE `contacts` (`id` INT KEY, `first_name` VARCHAR(50) NOT NULL, `last_name` VARCHAR(50) NOT NULL, "
     "`fullname` VARCHAR(101) AS (CONCAT(`first_name`, ' ', `last_name`)) STORED NOT NULL CHARACTER SET latin1 "
     "COLLATE latin1_general_cs)"),
    ("node-sql-parser test/create.spec.js:43 (CHARACTER SET after COMMENT)",
     "CREATE TABLE `comp` (`id` INT(11) NOT NULL AUTO_INCREMENT, `compCode` VARCHAR(255) NOT NULL COMMENT 'c' "
     "CHARACTER SET utf8 COLLATE utf8_general_ci, PRIMARY KEY (`id`))"),
    ("node-sql-parser test/create.spec.js:42 (a column's CHARACTER SET = …)",
     "CREATE TABLE comp (id int(11) NOT NULL AUTO_INCREMENT, compCode2 varchar(255) CHARACTER SET = utf8 "
     "COLLATE = utf8_general_ci NOT NULL COMMENT 'c', PRIMARY KEY (id))"),
    ("sql-parser tests/data/bugs/gh9.in:2 (a missing comma between two columns)",
     "CREATE TABLE `tb` (`uid` INT UNSIGNED NOT NULL `position` INT NOT NULL, PRIMARY KEY ( `uid` ) , "
     "INDEX ( `position` ) ) ENGINE = InnoDB"),
]


@pytest.mark.parametrize("config", [MARIADB, MYSQL, ""], ids=["mariadb", "mysql", "default"])
@pytest.mark.parametrize("source, sql", REFUSED_BY_BOTH, ids=[s for s, _ in REFUSED_BY_BOTH])
def test_what_both_servers_grammars_refuse_is_an_sl001_error_on_its_line(source, sql, config):
    assert ("SL001", 2) in _errors(source, sql, config)


# -- refused by MariaDB 10.11 (1064), valid MySQL 8.0 (its manual): an error only under MariaDB --
MYSQL_ONLY = [
    ("grammars-v4 sql/mariadb/examples/fast/ddl_drop.sql:18", "drop index index2 on t2 algorithm=default lock none"),
    ("grammars-v4 sql/mysql/Positive-Technologies/examples/ddl_drop.sql:18", "drop index index4 on antlr_tokens lock default"),
    ("grammars-v4 sql/mysql/Positive-Technologies/examples/ddl_alter.sql:58", "ALTER TABLE T1 ALTER I SET INVISIBLE"),
    ("grammars-v4 sql/mysql/Positive-Technologies/examples/ddl_alter.sql:59",
     "ALTER TABLE `order` ADD cancelled TINYINT(1) DEFAULT 0 NOT NULL, ADD returning TINYINT(1) DEFAULT 0 NOT NULL"),
    ("grammars-v4 sql/mysql/Positive-Technologies/examples/ddl_create.sql:45", "CREATE TABLE sercol3 (id SERIAL NULL, val INT)"),
    ("grammars-v4 sql/mysql/Positive-Technologies/examples/ddl_create.sql:96",
     "create table if not exists tbl_signed_unsigned(`id` bigint(20) ZEROFILL signed UNSIGNED NOT NULL, "
     "c1 int signed unsigned, PRIMARY KEY (`id`))"),
    ("grammars-v4 sql/mariadb/examples/fast/ddl_create.sql:62",
     "CREATE TABLE `auth_realm_clients` (`pk_realm` int unsigned NOT NULL DEFAULT '0', PRIMARY KEY (`pk_realm`)) "
     "START TRANSACTION ENGINE=InnoDB DEFAULT CHARSET=latin1"),
    ("grammars-v4 sql/mariadb/examples/fast/ddl_alter.sql:54", "alter database test_1 default encryption = 'Y' read only = 1"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:891", "CREATE TABLE new_table AS TABLE old_table"),
    ("node-sql-parser test/mysql-mariadb.spec.js:441",
     "CREATE TABLE `d` (`id` INT(11) NOT NULL AUTO_INCREMENT PRIMARY KEY, `d_name` VARCHAR(15) NOT NULL, "
     "`d_id` INT(11) GENERATED ALWAYS AS (CAST(TRIM(`d_name`) AS SIGNED)) VIRTUAL NOT NULL)"),
    ("node-sql-parser test/create.spec.js:90",
     "CREATE TABLE contacts (id INT KEY, first_name VARCHAR(50) NOT NULL, last_name VARCHAR(50) NOT NULL, "
     "fullname varchar(101) CHARACTER SET latin1 COLLATE latin1_general_cs AS (CONCAT(first_name,' ',last_name)) "
     "STORED NOT NULL)"),
    ("mariadb-docs server/server-usage/partitioning-tables/partitioning-overview.md:59",
     "ALTER TABLE t1 EXCHANGE PARTITION p1 WITH TABLE t2 WITHOUT VALIDATION"),
]


@pytest.mark.parametrize("source, sql", MYSQL_ONLY, ids=[s for s, _ in MYSQL_ONLY])
def test_mysql_8_only_syntax_is_an_error_under_mariadb_and_silent_under_mysql_8(source, sql):
    mariadb = lint_sql(_file(source, sql), MARIADB)
    refusal = next(f for f in mariadb if f.code == "SL001" and f.severity == "error")
    assert refusal.span.line == 2 and "MariaDB 10.11.19 refuses" in refusal.message and "MySQL" in refusal.message
    assert _errors(source, sql, MYSQL) == []


# -- accepted by MariaDB 10.11: no error finding ---------------------------------------------------
ACCEPTED = [
    ("sql-parser tests/data/parser/parseWithStatement1.in:1",
     "CREATE table table_name WITH cte (col1) AS ( SELECT 1 UNION ALL SELECT 2 ) SELECT col1 FROM cte"),
    ("datafusion-sqlparser-rs tests/sqlparser_mysql.rs:136",
     "CREATE TABLE foo (bar INT, PRIMARY KEY index_name USING BTREE (bar) USING HASH)"),
    ("datafusion-sqlparser-rs tests/sqlparser_common.rs:3870", "SELECT {t '14:12:01'}, category_name FROM categories"),
    ("grammars-v4 sql/mariadb/examples/fast/dml_select.sql:36", "select \\N as c1, null as c2, N'string'"),
    ("grammars-v4 sql/mysql/Positive-Technologies/examples/dml_select.sql:36", "select ((\\N))"),
    ("grammars-v4 sql/mysql/Positive-Technologies/examples/dml_insert.sql:15", "CREATE TABLE tbl (tbl.a BIGINT)"),
    ("grammars-v4 sql/mysql/Positive-Technologies/examples/dml_insert.sql:16", "CREATE TABLE tbl (.a BIGINT)"),
    ("grammars-v4 sql/mariadb/examples/fast/ddl_create.sql:67",
     "CREATE TABLE `p` (`id` int(11) NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB `PAGE_COMPRESSED`= `ON`"),
    ("mariadb-docs server/reference/sql-statements/data-definition/create/create-table.md:19",
     "CREATE TABLE t1(g GEOMETRY(9,4) REF_SYSTEM_ID=101)"),
    ("mariadb-docs server/reference/data-types/date-and-time-data-types/sql_tsi_year.md:1",
     "CREATE TABLE sql_tsi_year_example ( example SQL_TSI_YEAR )"),
    ("mariadb-docs server/reference/sql-structure/sql-language-structure/schema-qualifiers.md:8",
     "CREATE TABLE t1 ( d DATE, d_m mariadb_schema.DATE, d_o oracle_schema.DATE )"),
    ("mariadb-docs server/reference/sql-structure/temporal-tables/application-time-periods.md:6",
     "ALTER TABLE rooms DROP PERIOD IF EXISTS FOR p"),
    ("mariadb-docs server/.../groupwise-max-in-mariadb.md:7",
     "CREATE TEMPORARY TABLE t ( nth MEDIUMINT UNSIGNED NOT NULL AUTO_INCREMENT, PRIMARY KEY(province, nth) ) "
     "ENGINE=MyISAM SELECT province, NULL AS nth, city, population FROM Canada ORDER BY population DESC"),
    ("mariadb-docs server/server-usage/partitioning-tables/partitioning-types/key-partitioning-type.md:8",
     "CREATE OR REPLACE TABLE t1 ( a VARCHAR(10), b VARCHAR(10), c VARCHAR(10), PRIMARY KEY (a(5), b, c(5)) ) "
     "PARTITION BY KEY() PARTITIONS 2"),
    ("mariadb-docs server/server-usage/partitioning-tables/partitioning-types/system-versioned-tables.md:76",
     "ALTER TABLE t1 PARTITION BY SYSTEM_TIME INTERVAL 1 HOUR AUTO"),
]


@pytest.mark.parametrize("source, sql", ACCEPTED, ids=[s for s, _ in ACCEPTED])
def test_what_mariadb_accepts_gets_no_error_finding(source, sql):
    assert _errors(source, sql, MARIADB) == []


def test_the_key_partitioning_with_every_primary_key_part_a_prefix_stays_refused():
    # mariadb-docs …/key-partitioning-type.md:10: MariaDB 10.11 answers 1503
    sql = ("CREATE OR REPLACE TABLE t1 ( a VARCHAR(10), b VARCHAR(10), c VARCHAR(10), PRIMARY KEY (a(5), b(5), c(5)) ) "
           "PARTITION BY KEY() PARTITIONS 2")
    assert _errors("key-partitioning-type.md:10", sql, MARIADB) == [("SL302", 2)]


def test_mariadbs_own_spellings_are_modelled_as_the_server_has_them():
    # MariaDB 10.11's SHOW CREATE TABLE: d date, e datetime, f year(4), g geometry; tbl.a is column a
    model = lint_result(_file("schema-qualifiers.md, sql_tsi_year.md, create-table.md",
                              "CREATE TABLE t (d mariadb_schema.DATE, e oracle_schema.DATE, f SQL_TSI_YEAR, "
                              "g GEOMETRY REF_SYSTEM_ID=101, t.a BIGINT)"), MARIADB).model
    table = model.find_table("t")
    assert [(c.name, c.data_type) for c in table.columns] == [
        ("d", "DATE"), ("e", "DATETIME"), ("f", "YEAR"), ("g", "GEOMETRY"), ("a", "BIGINT")]


# -- accepted by MariaDB 10.11, not MySQL 8.0's (its data-types and CREATE TABLE pages): an error under MySQL --
MARIADB_ONLY = [
    ("mariadb-docs …/schema-qualifiers.md:3", "CREATE TABLE t1 ( d mariadb_schema.DATE )"),
    ("mariadb-docs …/sql_tsi_year.md:1", "CREATE TABLE sql_tsi_year_example ( example SQL_TSI_YEAR )"),
    ("mariadb-docs …/create-table.md:19", "CREATE TABLE t1(g GEOMETRY(9,4) REF_SYSTEM_ID=101)"),
]


@pytest.mark.parametrize("source, sql", MARIADB_ONLY, ids=[s for s, _ in MARIADB_ONLY])
def test_mariadb_only_spellings_are_an_error_under_mysql_8_and_silent_under_mariadb(source, sql):
    refusal = next(f for f in lint_sql(_file(source, sql), MYSQL) if f.severity == "error")
    assert (refusal.code, refusal.span.line) == ("SL001", 2) and "MySQL 8.0.40 refuses" in refusal.message
    assert _errors(source, sql, MARIADB) == []


# -- the verdicts, again on the suite's MariaDB 10.11 ------------------------------------------------
# the accepted statements that need no table made before them
SELF_CONTAINED = [(s, sql) for s, sql in ACCEPTED + MARIADB_ONLY
                  if sql.upper().startswith(("CREATE TABLE", "SELECT \\", "SELECT ((", "CREATE OR REPLACE"))]


@pytest.mark.live
def test_the_verdicts_are_mariadbs(mariadb):
    # a syntax error is found before any table is looked up: no statement needs its tables here
    refused = {source: _runs(mariadb, sql) for source, sql in REFUSED_BY_BOTH + MYSQL_ONLY}
    assert {source: errno for source, errno in refused.items() if errno != 1064} == {}
    accepted = {source: _runs(mariadb, sql) for source, sql in SELF_CONTAINED}
    assert len(accepted) >= 10 and {source: errno for source, errno in accepted.items() if errno} == {}
