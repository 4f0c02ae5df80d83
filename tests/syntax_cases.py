"""Statements for tests/test_syntax_on_mariadb.py: what the server refuses as a syntax error must
be SL001; what it accepts, of kinds schemalint does not model, must be silent.

Each case is the text of a file (`;` ends a statement, `DELIMITER` works as in the mysql
client); the server gets the statements schemalint's splitter finds in it, as the mysql client
would send them. SETUP runs first in each case's scratch database (the objects the valid
statements need); a case's own `setup` runs before it.
"""

from __future__ import annotations

SETUP = (
    "CREATE TABLE p (id INT PRIMARY KEY);\n"
    "CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, a INT, b VARCHAR(20), KEY ka (a),"
    " CONSTRAINT fk FOREIGN KEY (a) REFERENCES p (id));\n"
    "CREATE TABLE u (id INT PRIMARY KEY, a INT);\n"
)

# kind → statement text. Every one is a syntax error on MariaDB 10.11 (1064, or the errors that
# MariaDB's parser gives where MySQL 8.0 says 1064: see SYNTAX_ERRORS in the test).
INVALID = {
    # typos of every keyword schemalint parses
    "CREATE misspelt": "CREAT TABLE z (a INT);",
    "TABLE misspelt after CREATE": "CREATE TABEL z (a INT);",
    "column type misspelt": "CREATE TABLE z (a INTEGR);",
    "NULL misspelt": "CREATE TABLE z (a INT NOT NUL);",
    "DEFAULT misspelt": "CREATE TABLE z (a INT DEFAUL 1);",
    "AUTO_INCREMENT misspelt": "CREATE TABLE z (a INT AUTO_INCREMNT PRIMARY KEY);",
    "PRIMARY misspelt": "CREATE TABLE z (a INT, PRIMAY KEY (a));",
    "KEY misspelt after PRIMARY": "CREATE TABLE z (a INT, PRIMARY KY (a));",
    "UNIQUE misspelt": "CREATE TABLE z (a INT, UNIQE KEY (a));",
    "FOREIGN KEY misspelt": "CREATE TABLE z (a INT, FOREIGN KY (a) REFERENCES p (id));",
    "REFERENCES misspelt": "CREATE TABLE z (a INT, FOREIGN KEY (a) REFERENCE p (id));",
    "CONSTRAINT misspelt": "CREATE TABLE z (a INT, CONSTRAIN c FOREIGN KEY (a) REFERENCES p (id));",
    "ENGINE misspelt": "CREATE TABLE z (a INT) ENGIN=InnoDB;",
    "CHARSET misspelt": "CREATE TABLE z (a INT) DEFAULT CHARST=utf8mb4;",
    "ROW_FORMAT misspelt": "CREATE TABLE z (a INT) ROW_FORMT=DYNAMIC;",
    "RANGE misspelt": "CREATE TABLE z (a INT) PARTITION BY RANG (a) (PARTITION p0 VALUES LESS THAN (10));",
    "THAN misspelt": "CREATE TABLE z (a INT) PARTITION BY RANGE (a) (PARTITION p0 VALUES LESS THEN (10));",
    "PARTITIONS misspelt": "CREATE TABLE z (a INT) PARTITION BY HASH (a) PARTITION 4;",
    "EXISTS misspelt": "CREATE TABLE IF NOT EXIST z (a INT);",
    "CHARACTER SET misspelt": "CREATE TABLE z (a VARCHAR(10) CHARACTER SE utf8mb4);",
    "COLLATE misspelt": "CREATE TABLE z (a VARCHAR(10) COLLAT utf8mb4_bin);",
    "COMMENT misspelt": "CREATE TABLE z (a INT COMMNT 'x');",
    "ZEROFILL misspelt": "CREATE TABLE z (a INT UNSIGNED ZEROFIL);",
    "UPDATE misspelt in ON UPDATE": "CREATE TABLE z (a TIMESTAMP ON UPDAT CURRENT_TIMESTAMP);",
    "STORED misspelt": "CREATE TABLE z (a INT, b INT GENERATED ALWAYS AS (a + 1) STORD);",
    "INDEX misspelt after CREATE": "CREATE INDX i ON t (a);",
    "ON misspelt in CREATE INDEX": "CREATE INDEX i OM t (a);",
    "UNIQUE misspelt in CREATE INDEX": "CREATE UNIQE INDEX i ON t (a);",
    "DATABASE misspelt": "CREATE DATABSE d;",
    "CHARACTER misspelt in CREATE DATABASE": "CREATE DATABASE d DEFAULT CHARACTR SET utf8mb4;",
    "ALTER misspelt": "ALTR TABLE t ADD COLUMN x INT;",
    "TABLE misspelt after ALTER": "ALTER TABL t ADD COLUMN x INT;",
    "ADD misspelt": "ALTER TABLE t AD COLUMN x INT;",
    "ALGORITHM misspelt": "ALTER TABLE t ADD COLUMN x INT, ALGORITM=INSTANT;",
    "LOCK misspelt": "ALTER TABLE t ADD COLUMN x INT, LOK=NONE;",
    "ALGORITHM without a value": "ALTER TABLE t ADD COLUMN x INT, ALGORITHM;",
    "DROP misspelt in ALTER": "ALTER TABLE t DROP COLUMN b, DRP COLUMN a;",
    "MODIFY misspelt": "ALTER TABLE t MODIFI a BIGINT;",
    "CHANGE misspelt": "ALTER TABLE t CHANG a c INT;",
    "RENAME misspelt in ALTER": "ALTER TABLE t RENAM COLUMN a TO c;",
    "INDEX misspelt in ALTER": "ALTER TABLE t ADD INDX i (a);",
    "CONSTRAINT misspelt in ALTER": "ALTER TABLE t ADD CONSTRAIN fk2 FOREIGN KEY (a) REFERENCES p (id);",
    "FOREIGN misspelt in DROP": "ALTER TABLE t DROP FOREING KEY fk;",
    "CONVERT misspelt": "ALTER TABLE t ENGINE=InnoDB, CONVRT TO CHARACTER SET utf8mb4;",
    "TABLE misspelt after DROP": "DROP TABEL users;",
    "DROP misspelt": "DRP TABLE users;",
    "EXISTS misspelt in DROP": "DROP TABLE IF EXIST users;",
    "INDEX misspelt after DROP": "DROP INDX i ON t;",
    "ON misspelt in DROP INDEX": "DROP INDEX ka OM t;",
    "DATABASE misspelt after DROP": "DROP DATABSE d;",
    "RENAME misspelt": "RENAM TABLE t TO t2;",
    "TABLE misspelt after RENAME": "RENAME TABEL t TO t2;",
    "TO misspelt in RENAME": "RENAME TABLE t TOO t2;",
    "USE misspelt": "US d;",
    "SET misspelt": "SETT NAMES utf8mb4;",
    "SELECT misspelt": "SELEC 1;",
    "INSERT misspelt": "INSRT INTO t (a) VALUES (1);",
    "GRANT misspelt": "GRAN SELECT ON *.* TO root;",
    # broken lists, stray commas
    "double comma in columns": "CREATE TABLE z (a INT PRIMARY KEY,, b INT);",
    "trailing comma in columns": "CREATE TABLE z (a INT, b INT,);",
    "leading comma in columns": "CREATE TABLE z (, a INT);",
    "double comma in a key": "CREATE TABLE z (a INT, b INT, KEY k (a,, b));",
    "double comma in an ENUM": "CREATE TABLE z (a ENUM('x',, 'y'));",
    "missing comma between columns": "CREATE TABLE z (a INT b INT);",
    "empty key": "CREATE TABLE z (a INT, KEY k ());",
    "empty table": "CREATE TABLE z ();",
    "double comma in ALTER": "ALTER TABLE t ADD COLUMN x INT,, ADD COLUMN y INT;",
    "trailing comma in ALTER": "ALTER TABLE t ADD COLUMN x INT,;",
    "trailing comma in CREATE INDEX": "CREATE INDEX i ON t (a,);",
    "trailing comma in RENAME": "RENAME TABLE t TO t2,;",
    "double comma in DROP TABLE": "DROP TABLE t,, u;",
    "stray comma after the options": "CREATE TABLE z (a INT) ENGINE=InnoDB,;",
    # missing or extra parentheses, missing parts
    "no parentheses around the columns": "CREATE TABLE z a INT;",
    "body never closed": "CREATE TABLE z (a INT;",
    "key list never closed": "CREATE TABLE z (a INT, PRIMARY KEY (a);",
    "type arguments never closed": "CREATE TABLE z (a DECIMAL(10,2 NOT NULL);",
    "VARCHAR without parentheses": "CREATE TABLE z (a VARCHAR 10);",
    "CREATE INDEX without parentheses": "CREATE INDEX i ON t a;",
    "ADD INDEX without parentheses": "ALTER TABLE t ADD INDEX i a;",
    "extra closing parenthesis": "CREATE TABLE z (a INT, KEY k (a)));",
    "CHECK without parentheses": "CREATE TABLE z (a INT, CHECK a > 0);",
    "no table name": "CREATE TABLE (a INT);",
    "TYPE= (removed in MySQL 5.5)": "CREATE TABLE z (a INT) TYPE=MyISAM;",
    "generated column without parentheses": "CREATE TABLE z (a INT, b INT AS a + 1);",
    "ALTER without a clause": "ALTER TABLE t ADD;",
    "DROP TABLE without a name": "DROP TABLE;",
    "DROP INDEX without ON": "DROP INDEX ka;",
    "USE without a name": "USE;",
    "DEFAULT without a value": "CREATE TABLE z (a INT DEFAULT);",
    "option without a value": "CREATE TABLE z (a INT) AUTO_INCREMENT=;",
    "PARTITIONS without a number": "CREATE TABLE z (a INT) PARTITION BY HASH (a) PARTITIONS;",
    "SET without a value": "SET @a = ;",
    "SERIAL without DEFAULT VALUE as an attribute": "CREATE TABLE z (a INT SERIAL);",
    "a lone parenthesis": ");",
    # unterminated strings, identifiers and comments
    "unterminated string in a column": "CREATE TABLE z (a INT COMMENT 'oops);\nCREATE TABLE y (b INT);",
    "unterminated string in an option": "CREATE TABLE z (a INT) COMMENT='x;",
    "unterminated identifier": "CREATE TABLE `z (a INT);",
    "unterminated comment": "CREATE TABLE z (a INT /* never closed);",
    "unterminated string in an INSERT": "INSERT INTO t (b) VALUES ('abc);",
    "unterminated double-quoted string": "SELECT \"abc;",
    # prose
    "prose": "This file describes the schema of the shop. It has two tables.",
    "prose over several lines": "Tables:\n- users, the accounts\n- orders, what they bought",
}

# kind → (setup, statement text): statements of kinds schemalint does not model, all accepted
# by MariaDB 10.11 (a valid statement may still fail for another reason than syntax: that is
# recorded, not a failure of the comparison).
VALID = {
    "GRANT": ("CREATE USER IF NOT EXISTS 'sl_u1'@'localhost';", "GRANT SELECT, INSERT ON t TO 'sl_u1'@'localhost';"),
    "REVOKE": ("CREATE USER IF NOT EXISTS 'sl_u1'@'localhost'; GRANT SELECT ON t TO 'sl_u1'@'localhost';",
               "REVOKE SELECT ON t FROM 'sl_u1'@'localhost';"),
    "INSERT": ("", "INSERT INTO p (id) VALUES (1), (2);"),
    "INSERT … SET": ("", "INSERT IGNORE INTO p SET id = 3;"),
    "INSERT … SELECT … ON DUPLICATE KEY": ("", "INSERT INTO u (id, a) SELECT id, 1 FROM p ON DUPLICATE KEY UPDATE a = VALUES(a);"),
    "REPLACE": ("", "REPLACE INTO p VALUES (4);"),
    "UPDATE": ("", "UPDATE t SET a = NULL WHERE id > 100 ORDER BY id LIMIT 1;"),
    "DELETE": ("", "DELETE FROM u WHERE id > 100;"),
    "multi-table DELETE": ("", "DELETE t, u FROM t JOIN u ON u.id = t.id WHERE t.id < 0;"),
    "SELECT": ("", "SELECT * FROM t WHERE a IN (SELECT id FROM p) FOR UPDATE;"),
    "parenthesised UNION": ("", "(SELECT 1) UNION (SELECT 2);"),
    "WITH": ("", "WITH c AS (SELECT 1 AS x) SELECT x FROM c;"),
    "VALUES": ("", "VALUES (1, 'a'), (2, 'b');"),
    "CREATE VIEW": ("", "CREATE VIEW v AS SELECT a FROM t;"),
    "CREATE VIEW with options": ("", "CREATE OR REPLACE ALGORITHM=MERGE DEFINER=CURRENT_USER SQL SECURITY INVOKER VIEW v2 AS SELECT 1 AS one;"),
    "ALTER VIEW": ("CREATE VIEW v AS SELECT a FROM t;", "ALTER VIEW v AS SELECT b FROM t;"),
    "DROP VIEW": ("CREATE VIEW v AS SELECT a FROM t;", "DROP VIEW IF EXISTS v;"),
    "CREATE TRIGGER": ("", "CREATE TRIGGER trg BEFORE INSERT ON t FOR EACH ROW SET NEW.b = UPPER(NEW.b);"),
    "CREATE TRIGGER in a DELIMITER block": (
        "", "DELIMITER ;;\nCREATE DEFINER=CURRENT_USER TRIGGER trg2 AFTER UPDATE ON t FOR EACH ROW BEGIN\n"
            "  INSERT INTO p (id) VALUES (NEW.id) ON DUPLICATE KEY UPDATE id = id;\nEND ;;\nDELIMITER ;\n"),
    "mysqldump's trigger": (
        "", "/*!50003 CREATE*/ /*!50017 DEFINER=CURRENT_USER*/ /*!50003 TRIGGER trg3 BEFORE DELETE ON u FOR EACH ROW SET @n = 1 */;"),
    "DROP TRIGGER": ("CREATE TRIGGER trg BEFORE INSERT ON t FOR EACH ROW SET @x = 1;", "DROP TRIGGER IF EXISTS trg;"),
    "CREATE PROCEDURE in a DELIMITER block": (
        "", "DELIMITER $$\nCREATE PROCEDURE pr(IN n INT)\nBEGIN\n  DECLARE i INT DEFAULT 0;\n"
            "  WHILE i < n DO SET i = i + 1; END WHILE;\n  SELECT i;\nEND$$\nDELIMITER ;\n"),
    "CREATE FUNCTION": ("", "CREATE FUNCTION fn(x INT) RETURNS INT DETERMINISTIC RETURN x * 2;"),
    "CALL": ("CREATE PROCEDURE pr0() SELECT 1;", "CALL pr0();"),
    "DROP PROCEDURE": ("CREATE PROCEDURE pr0() SELECT 1;", "DROP PROCEDURE IF EXISTS pr0;"),
    "DROP FUNCTION": ("CREATE FUNCTION fn(x INT) RETURNS INT DETERMINISTIC RETURN x;", "DROP FUNCTION fn;"),
    "CREATE EVENT": ("", "CREATE EVENT ev ON SCHEDULE EVERY 1 DAY DO DELETE FROM u WHERE id < 0;"),
    "ALTER EVENT": ("CREATE EVENT ev ON SCHEDULE EVERY 1 DAY DO SELECT 1;", "ALTER EVENT ev DISABLE;"),
    "DROP EVENT": ("CREATE EVENT ev ON SCHEDULE EVERY 1 DAY DO SELECT 1;", "DROP EVENT IF EXISTS ev;"),
    "CREATE USER": ("DROP USER IF EXISTS 'sl_u2'@'localhost';", "CREATE USER 'sl_u2'@'localhost' IDENTIFIED BY 'pw';"),
    "ALTER USER": ("CREATE USER IF NOT EXISTS 'sl_u2'@'localhost';", "ALTER USER 'sl_u2'@'localhost' ACCOUNT LOCK;"),
    "RENAME USER": ("DROP USER IF EXISTS 'sl_u4'@'localhost'; CREATE USER IF NOT EXISTS 'sl_u3'@'localhost';",
                    "RENAME USER 'sl_u3'@'localhost' TO 'sl_u4'@'localhost';"),
    "DROP USER": ("CREATE USER IF NOT EXISTS 'sl_u5'@'localhost';", "DROP USER 'sl_u5'@'localhost';"),
    "CREATE ROLE": ("DROP ROLE IF EXISTS sl_r1;", "CREATE ROLE sl_r1;"),
    "SET DEFAULT ROLE": ("CREATE ROLE IF NOT EXISTS sl_r1; CREATE USER IF NOT EXISTS 'sl_u1'@'localhost'; GRANT sl_r1 TO 'sl_u1'@'localhost';",
                         "SET DEFAULT ROLE sl_r1 FOR 'sl_u1'@'localhost';"),
    "SET PASSWORD": ("CREATE USER IF NOT EXISTS 'sl_u1'@'localhost';", "SET PASSWORD FOR 'sl_u1'@'localhost' = PASSWORD('x');"),
    "SET a user variable": ("", "SET @a := 1, @b = @a + 1;"),
    "SET NAMES": ("", "SET NAMES utf8mb4 COLLATE utf8mb4_unicode_ci;"),
    "SET CHARACTER SET": ("", "SET CHARACTER SET utf8mb4;"),
    "SET session variables": ("", "SET SESSION sql_mode = 'STRICT_TRANS_TABLES', @@session.unique_checks = 0, foreign_key_checks = DEFAULT;"),
    "SET TRANSACTION": ("", "SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;"),
    "SET STATEMENT … FOR": ("", "SET STATEMENT max_statement_time = 10 FOR SELECT 1;"),
    "SET a variable to ON": ("", "SET autocommit = ON;"),
    "mysqldump's SETs": ("", "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;\n"
                             "/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;\n"
                             "/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;\n"
                             "SET @saved_cs_client     = @@character_set_client;\n"
                             "/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;\n"
                             "/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;\n"),
    "LOCK and UNLOCK TABLES": ("", "LOCK TABLES t WRITE, p READ;\nUNLOCK TABLES;"),
    "transaction": ("", "START TRANSACTION;\nSAVEPOINT s1;\nRELEASE SAVEPOINT s1;\nCOMMIT;\nBEGIN;\nROLLBACK;"),
    "ANALYZE and OPTIMIZE TABLE": ("", "ANALYZE TABLE t;\nOPTIMIZE TABLE u;"),
    "CHECK, CHECKSUM, REPAIR TABLE": ("", "CHECK TABLE t;\nCHECKSUM TABLE t;\nREPAIR TABLE u;"),
    "TRUNCATE": ("", "TRUNCATE TABLE u;\nTRUNCATE u;"),
    "DO": ("", "DO 1 + 1, SLEEP(0);"),
    "HANDLER": ("", "HANDLER u OPEN;\nHANDLER u READ FIRST;\nHANDLER u CLOSE;"),
    "LOAD DATA": ("", "LOAD DATA INFILE '/nonexistent/u.csv' INTO TABLE u FIELDS TERMINATED BY ',' (id, a);"),
    "PREPARE, EXECUTE, DEALLOCATE": ("", "PREPARE st FROM 'SELECT ?';\nSET @v = 1;\nEXECUTE st USING @v;\nDEALLOCATE PREPARE st;"),
    "FLUSH": ("", "FLUSH TABLES;\nFLUSH PRIVILEGES;"),
    "KILL": ("", "KILL QUERY 987654321;"),
    "SHOW": ("", "SHOW TABLES;\nSHOW CREATE TABLE t;\nSHOW FULL PROCESSLIST;\nSHOW VARIABLES LIKE 'innodb%';"),
    "EXPLAIN, DESCRIBE": ("", "EXPLAIN SELECT * FROM t;\nDESCRIBE t;\nDESC t;\nEXPLAIN t;"),
    "HELP": ("", "HELP 'contents';"),
    "ALTER DATABASE": ("", "ALTER DATABASE CHARACTER SET utf8mb4;"),
    "CREATE SEQUENCE": ("", "CREATE SEQUENCE sq START WITH 10;"),
    "compound statement": ("", "DELIMITER //\nBEGIN NOT ATOMIC\n  DECLARE n INT DEFAULT 1;\n  SELECT n;\nEND//\nDELIMITER ;\n"),
    "IF outside a program": ("", "DELIMITER //\nIF 1 = 1 THEN SELECT 1; END IF//\nDELIMITER ;\n"),
    "XA": ("", "XA START 'x1';\nXA END 'x1';\nXA ROLLBACK 'x1';"),
    "GET DIAGNOSTICS": ("", "GET DIAGNOSTICS @n = NUMBER;"),
    "SIGNAL": ("", "SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'stop';"),
    "CACHE INDEX": ("", "CACHE INDEX u IN DEFAULT;"),
    "RESET": ("", "RESET QUERY CACHE;"),
    "executable comment only for a later server": ("", "/*!999999 THIS IS NOT RUN */;\nSELECT 1;"),
    "comments only": ("", "-- nothing here\n/* nor here */\n# nor here\n"),
}

# Valid on MySQL 8.0 and MariaDB 10.11, and modelled (issue: no SL001 on valid MySQL)
MODELLED_VALID = {
    "PRIMARY KEY USING BTREE (…)": "CREATE TABLE z (id INT NOT NULL, PRIMARY KEY USING BTREE (id));",
    "CONSTRAINT … PRIMARY KEY USING HASH (…)": "CREATE TABLE z2 (id INT NOT NULL, CONSTRAINT pk PRIMARY KEY USING HASH (id));",
    "ADD PRIMARY KEY USING BTREE": "ALTER TABLE u DROP PRIMARY KEY, ADD PRIMARY KEY USING BTREE (id);",
    "FLOAT UNSIGNED": "CREATE TABLE z3 (f FLOAT UNSIGNED, g FLOAT(7,4) UNSIGNED ZEROFILL, d DOUBLE UNSIGNED NOT NULL);",
    "SERIAL": "CREATE TABLE z4 (id SERIAL, v INT);",
    "SERIAL DEFAULT VALUE": "CREATE TABLE z5 (id INT SERIAL DEFAULT VALUE, v INT);",
    "WITH SYSTEM VERSIONING": "CREATE TABLE z6 (id INT PRIMARY KEY) WITH SYSTEM VERSIONING;",
    "ADD and DROP SYSTEM VERSIONING": "ALTER TABLE u ADD SYSTEM VERSIONING;\nALTER TABLE u DROP SYSTEM VERSIONING;",
    "MERGE table with UNION=": "CREATE TABLE z7 (id INT, a INT) ENGINE=MERGE UNION=(u) INSERT_METHOD=LAST;",
    "DATA and INDEX DIRECTORY": "CREATE TABLE z8 (a INT) ENGINE=MyISAM DATA DIRECTORY='/tmp' INDEX DIRECTORY = '/tmp';",
    "ADD CHECK (…)": "ALTER TABLE u ADD CHECK (a > 0);",
    "RENAME AS": "ALTER TABLE u RENAME AS u2;",
    "RENAME TABLES": "RENAME TABLES u TO u3;",
    "table options separated by commas": "CREATE TABLE z9 (a INT) ENGINE=InnoDB, DEFAULT CHARSET=utf8mb4, COMMENT='x';",
    "CREATE INDEX … USING BTREE ON": "CREATE INDEX i USING BTREE ON u (a);",
    "DROP TABLE list … CASCADE": "DROP TABLE IF EXISTS u, nope CASCADE;",
    "DROP TABLES": "DROP TEMPORARY TABLES IF EXISTS nope;\nDROP TABLES u;",
    "SET from a subquery": "SET sql_mode = (SELECT REPLACE(@@sql_mode, 'ONLY_FULL_GROUP_BY', ''));",
}
