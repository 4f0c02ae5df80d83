"""The server's refusals other than syntax errors that the differential harness found missed
(issue 25): partitioning against its method, its columns and its values; AUTO_INCREMENT with a
DEFAULT and ON UPDATE on a type that has none; LOCK / ALGORITHM values; FULLTEXT parsers no
server has built in; MySQL's table options under a MariaDB profile. Each statement is the
shape of a harness miss, written here again; the live test runs every one on the suite's
server and checks its error number, and that the statements next to them are accepted.

An ALTER TABLE of `nx` names a table that does not exist: those refusals are the parser's, the
server gives them before it looks for the table (the live test runs them so).
"""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, replay_verdicts, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'

# statement -> the server's error number (MariaDB 10.11.19)
REFUSED = {
    # the parser's, of a partitioning clause (also of a table that does not exist)
    "CREATE TABLE t1 (a INT) PARTITION BY RANGE (a) (PARTITION x, PARTITION y)": 1479,
    "ALTER TABLE nx PARTITION BY LIST (a) (PARTITION x, PARTITION y)": 1479,
    "CREATE TABLE t1 (a INT) PARTITION BY HASH (a) (PARTITION x VALUES LESS THAN (10))": 1480,
    "CREATE TABLE t1 (a INT) PARTITION BY RANGE (a) (PARTITION x VALUES IN (10))": 1480,
    "ALTER TABLE nx PARTITION BY KEY (a) (PARTITION x DEFAULT)": 1480,
    "CREATE TABLE t1 (a INT) PARTITION BY LIST (a) (PARTITION x HISTORY, PARTITION y CURRENT)": 4113,
    "CREATE TABLE t1 (a INT) PARTITION BY HASH (a) PARTITIONS 0": 1504,
    "ALTER TABLE nx PARTITION BY RANGE (a) SUBPARTITION BY HASH (b) SUBPARTITIONS 0 "
    "(PARTITION x VALUES LESS THAN (10))": 1504,
    "CREATE TABLE t1 (a INT, b INT) PARTITION BY RANGE (a) (PARTITION x VALUES LESS THAN (10, 20))": 1657,
    "CREATE TABLE t1 (id INT) PARTITION BY RANGE COLUMNS (id) (PARTITION p0 VALUES LESS THAN (1, 2))": 1653,
    "ALTER TABLE nx PARTITION BY LIST COLUMNS (a, b) (PARTITION x VALUES IN ((10, 20), (30, 40, 50)))": 1653,
    "CREATE TABLE t1 (a INT, b INT) PARTITION BY LIST COLUMNS (a, b) (PARTITION x VALUES IN (10, (20, 30)))": 1564,
    "ALTER TABLE nx ADD PARTITION (PARTITION p VALUES LESS THAN (val))": 1054,
    # partition maintenance against the table's partitions
    "CREATE TABLE t2 (a INT) PARTITION BY LIST (a) (PARTITION p1 VALUES IN (0), PARTITION p2 VALUES IN (1), "
    "PARTITION p3 VALUES IN (2));\nALTER TABLE t2 TRUNCATE PARTITION p1, p1": 1567,
    "CREATE TABLE t3 (a INT) PARTITION BY LIST (a) (PARTITION p1 VALUES IN (0), PARTITION p2 VALUES IN (1), "
    "PARTITION p3 VALUES IN (2));\nALTER TABLE t3 REBUILD PARTITION p1, p1": 1507,
    "CREATE TABLE t4 (a INT) PARTITION BY LIST (a) (PARTITION p1 VALUES IN (0), PARTITION p2 VALUES IN (1));\n"
    "ALTER TABLE t4 DROP PARTITION p1, p2": 1508,
    "CREATE TABLE t5 (a INT) PARTITION BY HASH (a) PARTITIONS 2;\nALTER TABLE t5 TRUNCATE PARTITION p9": 1735,
    "CREATE TABLE t1 (a INT) PARTITION BY LIST (a) (PARTITION p VALUES IN (1, val))": 1054,
    # partition_info::check_partition_info's, against the table
    "CREATE TABLE t1 (a INT) PARTITION BY LIST COLUMNS () (PARTITION x DEFAULT)": 1653,
    "CREATE TABLE t1 (a INT, b INT) PARTITION BY RANGE (a) (PARTITION x VALUES LESS THAN (10) (SUBPARTITION y))": 1500,
    "CREATE TABLE t1 (a INT, b INT) PARTITION BY HASH (a) PARTITIONS 10 SUBPARTITION BY HASH (b) SUBPARTITIONS 2": 1500,
    "CREATE TABLE t1 (i INT) PARTITION BY HASH ('values')": 1486,
    "CREATE TABLE t1 (i INT) PARTITION BY LINEAR HASH (col)": 1054,
    "CREATE TABLE t1 (c INT) PARTITION BY RANGE (YEAR(vdate)) (PARTITION p VALUES LESS THAN (1980))": 1054,
    "CREATE TABLE t1 (i INT) PARTITION BY KEY (col)": 1488,
    "CREATE TABLE t1 (a INT) PARTITION BY KEY (a, a)": 1652,
    "CREATE TABLE t1 (a INT) PARTITION BY HASH (a) (PARTITION x, PARTITION x)": 1517,
    "CREATE TABLE t1 (a INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THAN MAXVALUE, "
    "PARTITION p1 VALUES LESS THAN (3))": 1481,
    "CREATE TABLE t1 (a INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THAN (5), "
    "PARTITION p1 VALUES LESS THAN (5))": 1493,
    "CREATE TABLE t1 (a INT) PARTITION BY RANGE (a) (PARTITION x VALUES LESS THAN (NULL))": 1566,
    "CREATE TABLE t1 (a INT) PARTITION BY LIST (a) (PARTITION x VALUES IN (1, 2), PARTITION y VALUES IN (2))": 1495,
    # a column's DEFAULT and ON UPDATE (Column_definition::check, before the table)
    "CREATE TABLE t1 (c INT NOT NULL DEFAULT 0 AUTO_INCREMENT UNIQUE)": 1067,
    "ALTER TABLE nx ADD COLUMN c INT UNIQUE AUTO_INCREMENT DEFAULT '1'": 1067,
    "CREATE TABLE t1 (c DATE ON UPDATE CURRENT_TIMESTAMP)": 1294,
    "ALTER TABLE nx MODIFY c INT ON UPDATE CURRENT_TIMESTAMP()": 1294,
    # LOCK and ALGORITHM values, FULLTEXT parsers
    "ALTER TABLE nx LOCK = first": 1801,
    "ALTER TABLE nx ADD COLUMN a INT, LOCK = commit": 1801,
    "CREATE INDEX idx ON nx (a) ALGORITHM = ident": 1800,
    "CREATE FULLTEXT INDEX idx ON nx (a) WITH PARSER ident": 1128,
    "CREATE FULLTEXT INDEX idx ON nx (a) WITH PARSER mecab": 1128,  # (MySQL's MeCab is a plugin to install)
    "CREATE TABLE t1 (id INT, title VARCHAR(200), FULLTEXT (title) WITH PARSER simple_parser) ENGINE=MyISAM": 1128,
    # names a CREATE TABLE's CHECK, DEFAULT or key holds
    "CREATE TABLE t1 (id INT, CONSTRAINT status CHECK (a > 0))": 1054,
    "CREATE TABLE t1 (id INT, b INT CHECK (a > 0))": 1054,
    "CREATE TABLE t1 (a TIMESTAMP DEFAULT now)": 1054,
    "CREATE TABLE t1 (a INT, INDEX ``(a))": 1280,
    # functions and user variables in a DEFAULT, a CHECK, a generated column (refusal_expressions.py)
    "CREATE TABLE t1 (a INT DEFAULT (nosuchfn(1)))": 1901,
    "CREATE TABLE t1 (id INT, c VARCHAR(36) DEFAULT uuid_generate_v4() NOT NULL)": 1901,
    "CREATE TABLE t1 (c0 INT, CHECK (JSON_SCHEMA_VALID('{}', c0)))": 1901,
    "CREATE TABLE t1 (a INT CHECK (a > @a))": 1901,
    "CREATE TABLE t1 (a INT, v INT AS (a + @a) PERSISTENT)": 1901,
    # the server's own functions a stored expression may not call (server_functions.py): never, or not
    # where the value must be the same each time (a CHECK, a stored generated column)
    "CREATE TABLE t1 (a INT DEFAULT (LAST_INSERT_ID()))": 1901,
    "CREATE TABLE t1 (a INT, v INT AS (IS_FREE_LOCK('x')) VIRTUAL)": 1901,
    "CREATE TABLE t1 (a INT, CHECK (NOW() > '2021'))": 1901,
    "CREATE TABLE t1 (a INT, CHECK (CURRENT_USER = 'root@'))": 1901,
    "CREATE TABLE t1 (a DATE CHECK (WEEK(a) > 0))": 1901,
    "CREATE TABLE t1 (a INT, v INT AS (CONNECTION_ID()) PERSISTENT)": 1901,
    "CREATE TABLE t1 (a INT, v DOUBLE AS (RAND(1)) STORED)": 1901,
    "CREATE TABLE t1 (a INT, v BIGINT AS (UNIX_TIMESTAMP()) STORED)": 1901,
    "CREATE TABLE t1 (a INT, v VARBINARY(4) AS (RANDOM_BYTES(4)) VIRTUAL)": 1901,
    "CREATE TABLE x0 (a INT);\nALTER TABLE x0 ADD CONSTRAINT chk2 CHECK (uuid() > 'a')": 1901,
    "CREATE TABLE x1 (a INT);\nALTER TABLE x1 ADD CHECK (database() = 'foo')": 1901,
    "CREATE TABLE x2 (a INT);\nALTER TABLE x2 ADD COLUMN b INT DEFAULT (GET_LOCK('x', 0))": 1901,
    "CREATE TABLE x3 (a INT);\nALTER TABLE x3 CHANGE a a VARCHAR(80) AS (VERSION()) STORED": 1901,
    # (both branches of issue 25 together: an ALTER TABLE's indexed VIRTUAL column, its geometry arithmetic)
    "CREATE TABLE xe (a INT);\nALTER TABLE xe ADD COLUMN v VARCHAR(40) AS (UUID()) VIRTUAL, ADD KEY (v)": 1901,
    "CREATE TABLE xf (a INT);\nALTER TABLE xf ADD COLUMN g INT AS (POINT(1, 1) + a) VIRTUAL": 4078,
    # a column's values and expressions on the finished table (column_refusals.py)
    "CREATE TABLE t1 (a INT NOT NULL DEFAULT NULL)": 1067,
    "CREATE TABLE t1 (a INT UNSIGNED DEFAULT (-1))": 1067,
    "CREATE TABLE t1 (a BIGINT DEFAULT 'hi')": 1067,
    "CREATE TABLE t1 (a TINYINT DEFAULT 300)": 1067,
    "CREATE TABLE t1 (a DATETIME(7))": 1426,
    "CREATE TABLE t1 (a DECIMAL(66, 2))": 1426,
    "CREATE TABLE t1 (a INT DEFAULT (a))": 4029,
    "CREATE TABLE t1 (a INT AS (b) VIRTUAL, b INT AS (1) VIRTUAL)": 4029,
    "CREATE TABLE t1 (a INT DEFAULT (b), b INT DEFAULT (RAND()))": 4029,
    "CREATE TABLE y1 (pk BIGINT PRIMARY KEY, v1 BIGINT DEFAULT (pk + 1));\n"
    "ALTER TABLE y1 ADD COLUMN v2 BIGINT DEFAULT (v1 + 2) FIRST": 4029,
    "CREATE TABLE t1 (a INT AS (2) VIRTUAL, b INT, PRIMARY KEY (a, b))": 1903,
    "CREATE TABLE y2 (a INT, b INT AS (a) STORED);\nALTER TABLE y2 ADD PRIMARY KEY (b)": 1903,
    "CREATE TABLE p9 (i INT PRIMARY KEY);\n"
    "CREATE TABLE t1 (a INT, b INT AS (a) STORED, FOREIGN KEY (b) REFERENCES p9 (i) ON UPDATE CASCADE)": 1905,
    "CREATE TABLE p8 (i INT PRIMARY KEY);\n"
    "CREATE TABLE t1 (a INT, b INT AS (a) STORED, FOREIGN KEY (a) REFERENCES p8 (i) ON DELETE SET NULL)": 1901,
    "CREATE TABLE x5 (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, c DATETIME);\nALTER TABLE x5 DROP PRIMARY KEY": 1075,
    "CREATE TABLE x6 (id INT AUTO_INCREMENT, c INT, KEY k (id), KEY k2 (id, c));\nALTER TABLE x6 DROP KEY k, DROP INDEX k2": 1075,
    "CREATE TABLE x8 (a INT, b INT AS (a) STORED);\nALTER TABLE x8 MODIFY b INT AS (a + 1) VIRTUAL": 1907,
    "CREATE TABLE x9 (a INT, b INT AS (a) VIRTUAL);\nALTER TABLE x9 CHANGE b b INT AS (a + 1) STORED": 1907,
    "CREATE TABLE xa (a INT, b INT);\nALTER TABLE xa MODIFY b INT AS (a + 1) VIRTUAL": 1907,
    # a subquery in a CHECK (1970) or a DEFAULT / generated column (1901)
    "CREATE TABLE t1 (a INT, CHECK (a = (SELECT 1)))": 1970,
    "CREATE TABLE t1 (a INT CHECK (EXISTS (SELECT 1)))": 1970,
    "CREATE TABLE t1 (a INT DEFAULT ((SELECT 1)))": 1901,
    # names over 64 characters the model does not keep, or refused before the table is opened
    "CREATE TABLE t1 (a INT, CONSTRAINT nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn CHECK (a > 0))": 1059,
    "CREATE TABLE x4 (a INT);\nALTER TABLE x4 ADD CONSTRAINT nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn CHECK (a > 0)": 1059,
    "ALTER TABLE nx ADD COLUMN nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn INT": 1059,
    "ALTER TABLE nx CHANGE COLUMN a nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn INT": 1059,
    "ALTER TABLE nx RENAME TO nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn": 1103,
    # a table's COLLATE of another character set than its CHARACTER SET, in either order
    "CREATE TABLE t1 (i INT) CHARSET=utf8mb4 COLLATE=utf8mb3_esperanto_ci": 1253,
    "CREATE TABLE t1 (i INT) COLLATE=utf8mb3_esperanto_ci CHARSET=utf8mb4": 1253,
    "ALTER TABLE nx CHARACTER SET latin1 COLLATE utf8mb4_bin": 1253,
    "CREATE TABLE p7 (i INT PRIMARY KEY);\nCREATE TABLE t1 (f1 INT NOT NULL, f2 INT AS (f1) VIRTUAL, "
    "f3 INT AS (f2) STORED, FOREIGN KEY (f1) REFERENCES p7 (i) ON UPDATE CASCADE)": 1901,
    # a FOREIGN KEY list, refused before the server looks for the parent (SL027)
    "CREATE TABLE t1 (i INT, FOREIGN KEY (i, i) REFERENCES nx (i, j))": 1060,
    "CREATE TABLE t1 (i INT, FOREIGN KEY (i) REFERENCES nx (i, j))": 1239,
    "CREATE TABLE t1 (i INT, FOREIGN KEY (bad) REFERENCES nx (i))": 1072,
    "CREATE TABLE x7 (a INT PRIMARY KEY, b INT);\n"
    "ALTER TABLE x7 ADD CONSTRAINT fk_x7 FOREIGN KEY (a) REFERENCES nx (id) ON DELETE SET NULL": 1005,
    "CREATE TABLE t1 (i INT, j INT, CONSTRAINT fk_i FOREIGN KEY (i) REFERENCES nx (i), "
    "CONSTRAINT fk_i FOREIGN KEY (j) REFERENCES nx (j))": 1061,
    # an attribute where the column's type goes (definition_refusals.attribute_before_type)
    "CREATE TABLE t1 (c NOT NULL INT DEFAULT 0 UNIQUE)": 4161,
    "ALTER TABLE nx ADD (c DEFAULT 0 INT ON UPDATE CURRENT_TIMESTAMP() COMMENT 'x' UNIQUE)": 4161,
    "CREATE TABLE t1 (c COLLATE utf8mb4_bin VARCHAR(3))": 4161,
    "CREATE TABLE t1 (a INT NOT NULL DEFAULT '0', v DOUBLE AS ((1, a)) VIRTUAL)": 1241,
    # keys (SL012): more than 32 key parts, a long UNIQUE that says USING BTREE
    "CREATE TABLE t1 (" + ", ".join(f"c{i} INT" for i in range(33)) + ", KEY k ("
    + ", ".join(f"c{i}" for i in range(33)) + "))": 1070,
    "CREATE TABLE t1 (a BLOB, UNIQUE (a) USING BTREE)": 1071,
    # ENUM / SET members given twice, names ending in a space (SL012)
    "CREATE TABLE t1 (a ENUM('a', 'a '))": 1291,
    "CREATE TABLE t1 (a SET('x', 'X'))": 1291,
    "CREATE TABLE `t1 ` (a INT)": 1103,
    "CREATE TABLE t1 (`a ` INT)": 1166,
    "CREATE TABLE t1 (a INT, KEY `k ` (a))": 1280,
    # against the table an earlier statement left, and database names in a CREATE TABLE
    "CREATE TABLE v1 (x INT) WITH SYSTEM VERSIONING;\nALTER TABLE v1 WITH SYSTEM VERSIONING": 4135,
    "CREATE TABLE k2 (a INT) KEY_BLOCK_SIZE=8;\nALTER TABLE k2 ROW_FORMAT=DYNAMIC": 1478,
    "CREATE TABLE fk (a INT, FOREIGN KEY (a) REFERENCES `db1 `.t1 (a))": 1102,
    # a database's options (database_options.py), also of a database that does not exist
    "ALTER SCHEMA `` DEFAULT COLLATE = 'UTF8_BiN'": 1102,
    "CREATE DATABASE ``": 1102,
    "ALTER DATABASE nx CHARACTER SET = ''": 1115,
    "ALTER SCHEMA nx CHARACTER SET = 'SOME_INVALID_CHARSET'": 1115,
    "ALTER DATABASE nx CHAR SET foo": 1115,  # (sql_yacc.yy's charset: CHAR SET is CHARACTER SET)
    "ALTER DATABASE nx COLLATE = ''": 1273,
    "ALTER DATABASE DEFAULT CHARSET = 'utf8mb4' COLLATE = 'utf8_bin'": 1253,
    'CREATE DATABASE db1 CHARSET "utf8mb4" COLLATE "utf8_bin"': 1253,
    "CREATE DATABASE db1 COLLATE latin1_bin CHARSET utf8mb4": 1253,
    "ALTER DATABASE nx DEFAULT CHARSET = 'utf8mb4' DEFAULT COLLATE = 'utf8mb4_general_ci' CHARACTER SET = 'utf8' "
    "COLLATE = 'utf8mb4_bin'": 1302,
    "CREATE DATABASE db1 DEFAULT COLLATE utf8mb4_general_ci COLLATE utf8mb4_bin": 1302,
    "ALTER SCHEMA somedb_name UPGRADE DATA DIRECTORY NAME": 1221,
    # FIELDS, the lexer's synonym of COLUMNS
    "ALTER TABLE nx PARTITION BY LIST FIELDS (a)": 1492,
    # MySQL's table options
    # a partitioning expression: arithmetic and the manual's functions, no predicate, logic, `/` or bit operator
    "CREATE TABLE t1 (c INT) PARTITION BY RANGE (ISNULL(c)) (PARTITION p0 VALUES LESS THAN (2))": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH (c + (c IS NULL))": 1564,
    "CREATE TABLE t1 (c INT, d INT) PARTITION BY RANGE (c) SUBPARTITION BY HASH (ISNULL(d)) SUBPARTITIONS 2 "
    "(PARTITION p0 VALUES LESS THAN (2))": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH (IFNULL(c, 0))": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH ((c = 1))": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH ((c BETWEEN 1 AND 2))": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH ((c AND 1))": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH ((NOT c))": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH (c / 2)": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH (c | 1)": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH (~c)": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH (c << 1)": 1564,
    "CREATE TABLE t1 (c INT) PARTITION BY HASH (CASE WHEN c > 1 THEN 1 ELSE 0 END)": 1564,
    "CREATE TABLE t1 (i INT) SECONDARY_ENGINE_ATTRIBUTE='rapid'": 1911,
    "CREATE TABLE t1 (a INT) ENCRYPTION = 'n'": 1911,
    # a column's own definition (Column_definition::check) and the ENGINE's name, checked while the
    # statement is parsed: in an ALTER TABLE of a table no statement creates too (issue 25, gate16)
    "ALTER TABLE nx ADD foo DECIMAL(2, 6)": 1427,
    "ALTER TABLE nx MODIFY foo FLOAT(4, 5)": 1427,
    "ALTER TABLE nx CHANGE foo bar DECIMAL(60, 40)": 1425,
    "ALTER TABLE nx ADD foo DECIMAL(70, 2)": 1426,
    "ALTER TABLE nx ADD foo DATETIME(7), ADD bar INT": 1426,
    "ALTER TABLE nx ADD foo CHAR(300)": 1074,
    "ALTER TABLE nx ADD foo INT NOT NULL DEFAULT NULL": 1067,
    "ALTER TABLE nx ADD COLUMN (foo INT, bar TIME NOT NULL DEFAULT (NULL))": 1067,
    "ALTER TABLE nx ENGINE = ndbcluster": 1286,
    "CREATE TABLE t1 (a INT) ENGINE = NDB": 1286,
    "CREATE TABLE t1 (a INT) ENGINE = TempTable": 1286,
    "CREATE TABLE x10 (a INT);\nALTER TABLE x10 ENGINE = ndbcluster": 1286,
    # a typed temporal literal that is no such value (sql_yacc.yy temporal_literal; temporal_literals.py)
    "CREATE TABLE t1 (a DATE DEFAULT DATE '2020-13-01')": 1525,
    "CREATE TABLE t1 (a DATE, CHECK (a > DATE '2021-02-29'))": 1525,
    "CREATE TABLE t1 (a DATE DEFAULT DATE '2020-01-01 00:00:00')": 1525,
    "CREATE TABLE t1 (a TIME DEFAULT TIME '839:00:00')": 1525,
    "CREATE TABLE t1 (a TIME, b INT AS (a > TIME '10:60') VIRTUAL)": 1525,
    "CREATE TABLE t1 (a DATETIME DEFAULT TIMESTAMP '2020-01-01')": 1525,
    "CREATE TABLE t1 (a DATETIME DEFAULT TIMESTAMP '2020-01-01 24:00:00')": 1525,
    "CREATE TABLE t1 (a DATE) PARTITION BY RANGE (TO_DAYS(a)) (PARTITION p VALUES LESS THAN (TO_DAYS(DATE 'abc')))": 1525,
    "ALTER TABLE nx ADD b DATE DEFAULT DATE ''": 1525,
    "ALTER TABLE nx CONVERT TO CHARACTER SET latin1 COLLATE utf8mb4_bin": 1253,
    # a table name empty or ending in a space, wherever the statement names it (check_table_name)
    "ALTER TABLE nx RENAME TO `t `": 1103,
    "RENAME TABLE nx TO ``": 1103,
    "CREATE TABLE t1 LIKE `nx `": 1103,
    "CREATE INDEX i ON ` ` (a)": 1103,
    "DROP TABLE `nx `": 1103,
    "DROP INDEX i ON ``": 1103,
    "CREATE TABLE t1 (a INT, FOREIGN KEY (a) REFERENCES `p ` (a))": 1103,
    "ALTER TABLE `` ADD b INT": 1103,
    # a column's PRIMARY KEY makes it NOT NULL as it is parsed: its DEFAULT NULL is refused (unless AUTO_INCREMENT)
    "CREATE TABLE t1 (a INT DEFAULT NULL PRIMARY KEY)": 1067,
    "CREATE TABLE t1 (a INT NULL DEFAULT (NULL) KEY, b INT)": 1067,
    "ALTER TABLE nx MODIFY b INT DEFAULT NULL PRIMARY KEY": 1067,
    "CREATE TABLE x11 (a VARCHAR(3));\nALTER TABLE x11 CONVERT TO CHARSET utf8mb4 COLLATE latin1_bin": 1253,
    # a literal DEFAULT no value of the column's type (column_refusals._literal_default; 1067 in every
    # sql_mode), also one an ALTER COLUMN sets (issue 25, gate17: goInception's audit tests)
    "CREATE TABLE t1 (a DATETIME DEFAULT '')": 1067,
    "CREATE TABLE t1 (a DATETIME DEFAULT '0')": 1067,
    "CREATE TABLE t1 (a DATE DEFAULT '1999-02-29')": 1067,
    "CREATE TABLE t1 (a DATE DEFAULT '2000-00-45')": 1067,  # a day over 31 with a zero month
    "CREATE TABLE t1 (a DATE DEFAULT 'x2000-01-01')": 1067,
    "CREATE TABLE t1 (a TIMESTAMP DEFAULT '2000-1-0 1:1:1')": 1067,
    "CREATE TABLE t1 (a DATETIME DEFAULT '2000-01-01 24:00:00')": 1067,
    "CREATE TABLE t1 (a TIME DEFAULT '10:61:00')": 1067,
    "CREATE TABLE t1 (a TIME DEFAULT '839:00:00')": 1067,
    "CREATE TABLE t1 (a YEAR DEFAULT 1900)": 1067,
    "CREATE TABLE t1 (a YEAR DEFAULT '')": 1067,
    "CREATE TABLE t1 (a BIT DEFAULT '0')": 1067,
    "CREATE TABLE t1 (a BIT(3) DEFAULT 8)": 1067,
    "CREATE TABLE x12 (a INT, b INT);\nALTER TABLE x12 ALTER COLUMN a SET DEFAULT ''": 1067,
    "CREATE TABLE x13 (a DATE);\nALTER TABLE x13 ALTER a SET DEFAULT '2000-13-01'": 1067,
    # a column renamed to a name the table keeps (judge/refusals._added_columns)
    "CREATE TABLE x14 (a INT, b INT);\nALTER TABLE x14 RENAME COLUMN a TO b": 1060,
    "CREATE TABLE x15 (a INT, b INT);\nALTER TABLE x15 CHANGE a b INT": 1060,
    "CREATE TABLE x16 (a INT, b INT);\nALTER TABLE x16 RENAME COLUMN a TO c, RENAME COLUMN b TO c": 1060,
    # a key other than the primary key named PRIMARY, whatever the case (a foreign key's on MariaDB)
    "CREATE TABLE t1 (a INT, KEY `primary` (a))": 1280,
    "CREATE TABLE t1 (a INT PRIMARY KEY, UNIQUE `Primary` (a))": 1280,
    "CREATE TABLE x17 (a INT PRIMARY KEY);\nALTER TABLE x17 ADD INDEX `PRIMARY` (a)": 1280,
    "CREATE TABLE x18 (a INT PRIMARY KEY);\nCREATE INDEX `primary` ON x18 (a)": 1280,
    "CREATE TABLE x19 (b INT PRIMARY KEY);\nCREATE TABLE t1 (a INT, KEY (a), CONSTRAINT `primary` FOREIGN KEY (a) "
    "REFERENCES x19 (b))": 1280,
    # a string DEFAULT longer than the column, an ENUM's / SET's that is no member
    "CREATE TABLE t1 (a VARCHAR(2) DEFAULT 'xy ')": 1067,
    "CREATE TABLE t1 (a VARBINARY(2) DEFAULT 'xyz')": 1067,
    "CREATE TABLE t1 (a ENUM('a', 'b') DEFAULT 'c')": 1067,
    "CREATE TABLE t1 (a ENUM('a', 'b') DEFAULT '2')": 1067,
    "CREATE TABLE t1 (a ENUM('a', 'b') COLLATE utf8mb4_bin DEFAULT 'A')": 1067,
    "CREATE TABLE t1 (a SET('a', 'b') DEFAULT 'a,c')": 1067,
    "CREATE TABLE t1 (a SET('a', 'b') DEFAULT ',a')": 1067,
    # FLOAT(p): a DOUBLE's 53 bits at most (as the column is parsed: also of a table no statement creates)
    "CREATE TABLE t1 (a FLOAT(54))": 1063,
    "ALTER TABLE nx ADD a FLOAT(255)": 1063,
    # a display width, checked as the column is parsed: also of a table no statement creates
    "ALTER TABLE nx ADD c TINYINT(1000)": 1439,
    "ALTER TABLE nx MODIFY c BIT(65)": 1439,
    # an application-time period's columns (sql_table.cc check_period_fields), and one period a table
    "CREATE TABLE t1 (id INT, s DATE, e BIGINT, PERIOD FOR p (s, e))": 1063,
    "CREATE TABLE t1 (id INT, s TIME, e TIME, PERIOD FOR p (s, e))": 1063,
    "CREATE TABLE t1 (id INT, s DATE, e DATETIME, PERIOD FOR p (s, e))": 4153,
    "CREATE TABLE t1 (id INT, s DATETIME(3), e DATETIME(6), PERIOD FOR p (s, e))": 4153,
    "CREATE TABLE t1 (id INT, s DATE, e DATE, PERIOD FOR p (s, s))": 1110,
    "CREATE TABLE t1 (id INT, s DATE, e DATE, PERIOD FOR p (s, x))": 1054,
    "CREATE TABLE t1 (id INT, s DATE, e DATE, PERIOD FOR p (s, e), PERIOD FOR q (s, e))": 4154,
    "CREATE TABLE t1 (id INT, s DATE, e DATE AS (s) VIRTUAL, PERIOD FOR p (s, e))": 4155,
    # a native function's argument count (item_create.cc; server_functions.NATIVE_ARGUMENT_COUNTS)
    "CREATE TABLE t1 (a CHAR(100) CHECK (JSON_VALID( )))": 1582,
    "CREATE TABLE t_arity (a INT);\nALTER TABLE t_arity ADD COLUMN c TEXT DEFAULT '[]' CHECK (json_valid())": 1582,
    "CREATE TABLE t2 (a INT, b INT AS (STRCMP(a)) VIRTUAL)": 1582,
    # no column list, LIKE or SELECT (with IF NOT EXISTS: when the table is not there)
    "CREATE TABLE IF NOT EXISTS t1": 1113,
    # the ENGINE named last is the one the server looks up
    "CREATE TABLE t1 (a INT) ENGINE=InnoDB ENGINE=inndb": 1286,
    # field_ident `t.col`: t must be the table's own name, compared as table names are (case too)
    "CREATE TABLE t1 (c1.c2 VARCHAR(10))": 1103,
    "CREATE TABLE t1 (a INT, c1.c2 VARCHAR(10))": 1103,
    "CREATE TABLE t1 (T1.a INT)": 1103,
}


@pytest.mark.parametrize("sql", REFUSED, ids=[f"{e}:{s[:50]}" for s, e in REFUSED.items()])
def test_each_refusal_is_an_error_that_names_the_servers_error(sql):
    errors = [f for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"]
    last = sql.count("\n") + 1  # (the statement refused follows the table it needs)
    assert errors and all(f.span.line == last for f in errors), [(f.code, f.message) for f in errors]
    assert any(str(REFUSED[sql]) in f.message for f in errors), [f.message for f in errors]


ACCEPTED = [
    "CREATE TABLE t (t.c2 VARCHAR(10), `t`.c3 INT, .c4 INT)",
    "CREATE TABLE a (id INT, s DATETIME, e DATETIME(0), PERIOD FOR p (s, e))",
    "CREATE TABLE a2 (id INT, s TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), "
    "e TIMESTAMP(6) NOT NULL DEFAULT '2038-01-01', PERIOD FOR p (s, e))",
    "CREATE TABLE b (id INT, s DATE NULL, e DATE, PERIOD FOR p (s, e));\nCREATE TABLE IF NOT EXISTS b",
    "CREATE TABLE t (a INT) DEFAULT CHARSET=utf8mb3 ENGINE=utf8mb3 ENGINE=InnoDB;\nALTER TABLE t ENGINE=inndb, ENGINE=MyISAM",
    "CREATE TABLE t (a CHAR(100) CHECK (JSON_VALID(a)), b VARCHAR(20) AS (LPAD(a, 5)) VIRTUAL, "
    "c TEXT DEFAULT (JSON_OBJECT('a', 1, 'b', 2)), d INT AS (STRCMP(a, b)) VIRTUAL, "
    "e VARCHAR(30) AS (CONCAT(a, b, c)) VIRTUAL)",
    "CREATE TABLE parse_time_refusals.t (t.c2 VARCHAR(10), parse_time_refusals.t.c3 INT)",
    "CREATE TABLE xg (a INT);\nALTER TABLE xg ADD COLUMN v VARCHAR(40) AS (UUID()) VIRTUAL, ADD KEY (a)",
    "CREATE TABLE xh (a INT);\nALTER TABLE xh ADD COLUMN g INT AS (POINT(1, 1) DIV a) VIRTUAL",
    "CREATE TABLE t (a INT, b INT) PARTITION BY LIST (a) SUBPARTITION BY HASH (b) SUBPARTITIONS 2 "
    "(PARTITION p VALUES IN (1))",
    "CREATE TABLE t (x INT) WITH SYSTEM VERSIONING PARTITION BY SYSTEM_TIME SUBPARTITION BY KEY (x) SUBPARTITIONS 4 "
    "(PARTITION ph HISTORY, PARTITION pc CURRENT)",
    "CREATE TABLE t (a SERIAL) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THAN (6), "
    "PARTITION p1 VALUES LESS THAN MAXVALUE)",
    "CREATE TABLE t (a BIT(8), b YEAR, c BOOL, d INT UNSIGNED) PARTITION BY HASH (a + b + c + d)",
    "CREATE TABLE t (a DATETIME) PARTITION BY RANGE (TO_DAYS(a)) (PARTITION x VALUES LESS THAN (1))",
    "CREATE TABLE t (a VARCHAR(10)) PARTITION BY RANGE COLUMNS (a) (PARTITION p VALUES LESS THAN ('a'))",
    "CREATE TABLE t (a INT, b INT) PARTITION BY LIST COLUMNS (a, b) (PARTITION x VALUES IN ((1, 2)), PARTITION y DEFAULT)",
    "CREATE TABLE t (a INT, b INT) PARTITION BY RANGE COLUMNS (a, b) (PARTITION p VALUES LESS THAN (MAXVALUE, MAXVALUE))",
    "CREATE TABLE t (a INT) PARTITION BY RANGE (a) (PARTITION p VALUES LESS THAN (-1), PARTITION q VALUES LESS THAN (1+1))",
    "CREATE TABLE t (a INT) PARTITION BY HASH (a) PARTITIONS 8192",
    "CREATE TABLE t (c INT) PARTITION BY HASH (c DIV 2 + c % 3 - (c) * 2 + -c + MOD(c, 3) + ABS(c))",
    "CREATE TABLE t (c DATE) PARTITION BY RANGE (YEAR(c) * 12 + MONTH(c) - 1) (PARTITION p0 VALUES LESS THAN (10))",
    "CREATE TABLE t (a INT AUTO_INCREMENT DEFAULT NULL, b DATETIME(6) ON UPDATE CURRENT_TIMESTAMP(6), "
    "c TIMESTAMP(3) ON UPDATE NOW(3), KEY (a))",
    "CREATE TABLE t (a INT);\nALTER TABLE t ADD KEY (a), LOCK = NONE, ALGORITHM = DEFAULT",
    "CREATE TABLE t (a INT);\nALTER TABLE t ADD COLUMN b INT, LOCK = SHARED, ALGORITHM = NOCOPY",
    "CREATE TABLE t (a INT);\nCREATE INDEX i ON t (a) ALGORITHM = INPLACE LOCK = EXCLUSIVE",
    # accepted statements that were given an error: partition maintenance with NO_WRITE_TO_BINLOG | LOCAL and
    # IF [NOT] EXISTS, CREATE TABLE … IGNORE | REPLACE SELECT, a column's PRIMARY KEY twice, MySQL-only comments
    "CREATE TABLE t (a INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THAN (1), "
    "PARTITION local VALUES LESS THAN (2));\nALTER TABLE t OPTIMIZE PARTITION NO_WRITE_TO_BINLOG p0;\n"
    "ALTER TABLE t REPAIR PARTITION LOCAL local, p0;\nALTER TABLE t ANALYZE PARTITION LOCAL ALL;\n"
    "ALTER TABLE t DROP PARTITION IF EXISTS p9, local;\n"
    "ALTER TABLE t ADD PARTITION IF NOT EXISTS (PARTITION p0 VALUES LESS THAN (5))",
    "CREATE TABLE b (n INT);\nCREATE TABLE a IGNORE AS SELECT n FROM b;\nCREATE TABLE a2 (n INT PRIMARY KEY) REPLACE SELECT n FROM b",
    "CREATE TABLE t (id INT PRIMARY KEY PRIMARY KEY, c1 VARCHAR(111) NOT NULL)",
    "CREATE TABLE t (a INT) ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8;\nALTER TABLE t ROW_FORMAT=DYNAMIC KEY_BLOCK_SIZE=0",
    "CREATE TABLE t (a ENUM('a', 'A') COLLATE utf8mb4_bin, b SET('x', ' x'), ` c` INT, KEY ` k` (a))",
    "CREATE TABLE t (" + ", ".join(f"c{i} INT" for i in range(32)) + ", KEY k ("
    + ", ".join(f"c{i}" for i in range(32)) + "), d BLOB, UNIQUE (d) USING HASH, e INT AS ((c1)) VIRTUAL)",
    "CREATE TABLE t (a INT DEFAULT (@a), b INT AS (a + @a) VIRTUAL, c DATETIME DEFAULT (SYSDATE()), "
    "d VARCHAR(36) DEFAULT (UUID()), e INT DEFAULT (IF(1, 2, 3)), g GEOMETRY DEFAULT POINT(1, 1), "
    "h INT AS (JSON_VALUE('{}', '$.a')), CHECK (JSON_VALID('{}') AND ABS(a) >= 0))",
    "CREATE TABLE t (id INT, b INT DEFAULT id CHECK (id > 0), CHECK (`t`.id > 0 AND b < 1 AND JSON_VALID(id)))",
    "CREATE TABLE t (a DATE, b INT DEFAULT (CONNECTION_ID()), c VARCHAR(80) AS (USER()) VIRTUAL, "
    "d VARBINARY(4) DEFAULT (RANDOM_BYTES(4)), e INT AS (WEEK(a, 3)) STORED, f BIGINT AS (UNIX_TIMESTAMP(a)) STORED, "
    "g DOUBLE AS (RAND()) VIRTUAL, CHECK (YEARWEEK(a) > 0 AND UNIX_TIMESTAMP(a) > 0))",
    "CREATE TABLE t (a INT DEFAULT (b), b INT, c INT AS (b) VIRTUAL, d INT AS (c) STORED, f INT DEFAULT (g), "
    "g INT DEFAULT (1 + 1), h INT DEFAULT 5, k INT DEFAULT NULL, PRIMARY KEY (k), i INT DEFAULT '1.5', "
    "j INT UNSIGNED DEFAULT '-0', l TINYINT UNSIGNED DEFAULT -0, m INT DEFAULT ' 5', n DATETIME(6) DEFAULT NULL, "
    "o DECIMAL(65, 30) DEFAULT '1e3', u INT AS (1) VIRTUAL, UNIQUE KEY (u), v INT AS (w) VIRTUAL, "
    "w INT DEFAULT (b + 1), x TIME(6) NOT NULL DEFAULT '10:00')",
    "CREATE TABLE fkp (i INT PRIMARY KEY, j INT UNIQUE);\nCREATE TABLE t (a INT, b INT AS (a) STORED, "
    "c INT AS (a) VIRTUAL, d INT, e INT AS (d) STORED, FOREIGN KEY (b) REFERENCES fkp (i) ON DELETE CASCADE, "
    "CONSTRAINT fk_a FOREIGN KEY (a) REFERENCES fkp (i) ON DELETE CASCADE ON UPDATE RESTRICT, "
    "CONSTRAINT fk_d FOREIGN KEY (d) REFERENCES fkp (j))",
    "CREATE TABLE t (a INT, CONSTRAINT c1 CHECK (a IN (1, 2)), CONSTRAINT nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn CHECK (a > 0)) "
    "CHARSET utf8 COLLATE utf8mb3_bin;\nALTER TABLE t CHARACTER SET latin1;\nALTER TABLE t COLLATE utf8mb4_bin, "
    "ADD COLUMN b INT, CHANGE a a2 INT;\nALTER TABLE t DEFAULT CHARSET = utf8 COLLATE 'utf8_bin'",
    "CREATE TABLE t (id INT AUTO_INCREMENT, c INT, PRIMARY KEY (id), KEY k (id, c));\nALTER TABLE t DROP PRIMARY KEY;\n"
    "ALTER TABLE t DROP KEY k, ADD KEY k3 (id)",
    "CREATE TABLE t (a INT, b INT AS (a) STORED, c INT AS (a) VIRTUAL, d INT, e INT AS (a) STORED);\n"
    "ALTER TABLE t CHANGE b b BIGINT AS (a * 2) STORED, MODIFY c INT AS (a + 1) VIRTUAL, MODIFY d INT AS (a) STORED, "
    "MODIFY e INT",
    # a column's UNIQUE takes no name (AFTER is the column's position); MariaDB's PERSISTENT in an ALTER TABLE
    "CREATE TABLE t (id INT);\nALTER TABLE t ADD COLUMN email VARCHAR(191) UNIQUE AFTER id, "
    "ADD n BIGINT UNSIGNED AS (id + 1) PERSISTENT UNIQUE KEY",
    # the spatial functions are the server's own too (in neither information_schema table)
    "CREATE TABLE t (p POINT DEFAULT (GeomFromText('POINT(0 0)')), q POINT AS (ST_PointFromText('POINT(1 1)')) "
    "VIRTUAL, CHECK (X(p) >= 0 AND MBRWithin(p, p)));\nALTER TABLE t ADD COLUMN (r POINT NOT NULL DEFAULT "
    "ST_GeomFromText('POINT(0 0)'))",
    "CREATE TABLE t (a INT);\nALTER TABLE t ADD CONSTRAINT c CHECK (ABS(a) >= 0), ADD b TIMESTAMP DEFAULT (NOW()), "
    "ADD v VARCHAR(80) AS (CURRENT_USER()) VIRTUAL",
    "CREATE TABLE t (a INT) PARTITION BY RANGE FIELDS (a) (PARTITION p VALUES LESS THAN (1))",
    "CREATE DATABASE d_ok COLLATE utf8mb4_bin CHARSET utf8mb4;\nALTER DATABASE d_ok CHARSET utf8 COLLATE utf8mb3_bin "
    "COMMENT 'x';\nALTER DATABASE d_ok CHARACTER SET binary COLLATE binary;\nDROP DATABASE d_ok",
    "CREATE TABLE t (g GEOMETRY /*M! REF_SYSTEM_ID=4326 */ /*!80003 SRID 4326 */, h INT /*!50700 SRID 4326 */)",
    # MariaDB's other names of its engines (handler.cc sys_table_aliases)
    "CREATE TABLE t (a DATE DEFAULT DATE '2020-02-29', b DATE DEFAULT DATE '0000-00-00', c DATE DEFAULT DATE ' 2020-1-1 ', "
    "d TIME DEFAULT TIME '838:59:59', e TIME DEFAULT TIME '-10:00', f DATETIME(6) DEFAULT TIMESTAMP '2020-01-01 23:59:59.5', "
    "g DATE DEFAULT DATE '2020-00-00', CHECK (a > DATE '99-12-31' AND d < TIME '24:00:00'))",
    "CREATE TABLE t (a INT DEFAULT NULL AUTO_INCREMENT PRIMARY KEY, b INT DEFAULT NULL UNIQUE KEY, c INT DEFAULT NULL, "
    "UNIQUE (c));\nALTER TABLE t MODIFY a INT DEFAULT NULL",
    # BINARY is a unary operator: `BINARY + 1` is BINARY (+1), inside the DEFAULT's parentheses (an SL001 before;
    # sqlglot reads no such DEFAULT: SL009, never an error)
    "CREATE TABLE t (pk BIGINT PRIMARY KEY, v1 BIGINT DEFAULT (BINARY + 1));\n"
    "ALTER TABLE t ADD v2 BIGINT DEFAULT (BINARY - 1)",
    "CREATE TABLE t (a VARCHAR(3));\nALTER TABLE t CONVERT TO CHARACTER SET utf8 COLLATE utf8mb3_bin;\n"
    "ALTER TABLE t CONVERT TO CHARSET utf8mb4 COLLATE uca1400_ai_ci",
    "CREATE TABLE t (a INT) ENGINE = innobase;\nCREATE TABLE t_aria (a INT) ENGINE = Maria;\nDROP TABLE t_aria",
    # BINARY twice: sqlglot reads the second as a column BINARY aliased `a` (an SL012 1054 before)
    "CREATE TABLE t (a VARCHAR(10) PRIMARY KEY, b VARCHAR(10) AS (BINARY BINARY a), "
    "c VARCHAR(10) DEFAULT (BINARY BINARY 'x'), d INT AS (LENGTH(BINARY BINARY a) + 1))",
    # the literal DEFAULTs next to those refused: forms the server reads, zero dates, widths that hold
    "CREATE TABLE t (a DATETIME DEFAULT '0000-00-00', b DATETIME DEFAULT '2000-1-0 1:1:1', c DATE DEFAULT "
    "'2000-01-01 10:00:00', d DATETIME DEFAULT '000000', e DATETIME DEFAULT '2000/01/01', f TIME DEFAULT '0', "
    "g YEAR DEFAULT 99, h BIT(8) DEFAULT '0', i BIT(3) DEFAULT 7, j TIMESTAMP NULL DEFAULT '0000-00-00', "
    "k DATE DEFAULT '2000-02-29', l DATETIME DEFAULT '20000101', m TIME DEFAULT '-838:59:59', n YEAR DEFAULT '0', "
    "o BIT(15) DEFAULT 'ab', p DATETIME DEFAULT ' 2000-01-01')",
    "CREATE TABLE t (a CHAR(2) DEFAULT 'xy ', b VARCHAR(2) CHARACTER SET latin1 DEFAULT 'éé', c ENUM('a', 'b ') "
    "DEFAULT 'B', d SET('a', 'b') DEFAULT 'b,A', e SET('a', 'b') DEFAULT '', f FLOAT(53), g FLOAT(54, 2), "
    "h BINARY(2) DEFAULT 'xy')",
    "CREATE TABLE t (a INT, b INT, PRIMARY KEY `primary` (a));\n"
    "ALTER TABLE t RENAME COLUMN a TO b, RENAME COLUMN b TO a;\nALTER TABLE t RENAME COLUMN a TO A;\n"
    "ALTER TABLE t ALTER COLUMN b SET DEFAULT '7'",
]


@pytest.mark.parametrize("sql", ACCEPTED)
def test_what_the_server_accepts_next_to_them_has_none(sql):
    assert [(f.code, f.message) for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"] == []


def test_the_server_refuses_each_with_that_error(mariadb):
    with scratch_database(mariadb, "parse_time_refusals") as cur:
        replay_verdicts(cur, REFUSED, ACCEPTED, "DROP TABLE IF EXISTS t, a, a2, b")


# an unknown data type in an ALTER TABLE of a table no statement creates: the parser's (4161 on
# MariaDB; MySQL's grammar has no plugin types, so a syntax error there), as in a CREATE TABLE
UNKNOWN_TYPE = ["ALTER TABLE nx ADD foo inet7", "ALTER TABLE nx MODIFY foo uuid4 NOT NULL",
                "ALTER TABLE nx CHANGE a b money, ADD c INT"]


@pytest.mark.parametrize("sql", UNKNOWN_TYPE)
def test_an_unknown_type_of_a_table_not_created_is_sl001(sql):
    errors = [(f.code, f.span.line) for f in lint_result(sql + ";\n", MARIADB).findings if f.severity == "error"]
    assert errors == [("SL001", 1)]


def test_the_server_refuses_those_types_before_it_looks_for_the_table(mariadb):
    with scratch_database(mariadb, "parse_time_refusals") as cur:
        replay_verdicts(cur, dict.fromkeys(UNKNOWN_TYPE, 4161), [], "")
