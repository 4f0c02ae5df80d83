"""Statements the server refuses during a replay, and near misses it accepts. The live test
(test_replay_on_mariadb) checks every verdict on MariaDB 10.11; test_model checks schemalint
finds the same ones without a server.

SL006: a foreign key makes the server refuse the statement; each case runs after SETUP (latin1
tables: the servers' default character sets differ)."""

SETUP = (
    "CREATE TABLE p (id INT PRIMARY KEY, code INT, name VARCHAR(10), UNIQUE KEY uc (code), UNIQUE KEY un (name)) DEFAULT CHARSET=latin1;\n"
    "CREATE TABLE c (id INT PRIMARY KEY, p_id INT, pc INT, pn VARCHAR(10), self_id INT, KEY ix_p (p_id),"
    " CONSTRAINT fk_p FOREIGN KEY (p_id) REFERENCES p (id), CONSTRAINT fk_c FOREIGN KEY (pc) REFERENCES p (code),"
    " CONSTRAINT fk_n FOREIGN KEY (pn) REFERENCES p (name), CONSTRAINT fk_self FOREIGN KEY (self_id) REFERENCES c (id)) DEFAULT CHARSET=latin1;\n"
)

# (statements after SETUP, the server error of the last one, or None when it is accepted)
CASES = [
    ("ALTER TABLE c DROP INDEX ix_p;", 1553),
    ("DROP INDEX ix_p ON c;", 1553),
    ("ALTER TABLE c DROP INDEX fk_c;", 1553),  # the index InnoDB made for the key
    ("ALTER TABLE c DROP COLUMN pc;", 1553),
    ("ALTER TABLE c DROP COLUMN self_id;", 1553),
    ("ALTER TABLE p DROP INDEX uc;", 1553),  # the referenced side
    ("ALTER TABLE p DROP COLUMN code;", 1553),
    ("ALTER TABLE p DROP PRIMARY KEY;", 1025),
    ("ALTER TABLE c MODIFY p_id BIGINT;", 1832),
    ("ALTER TABLE c MODIFY p_id INT UNSIGNED;", 1832),
    ("ALTER TABLE c MODIFY pn VARCHAR(20);", 1832),
    ("ALTER TABLE c MODIFY pn VARCHAR(10) COLLATE latin1_bin;", 1832),
    ("ALTER TABLE c MODIFY self_id BIGINT;", 1832),
    ("ALTER TABLE p MODIFY code BIGINT;", 1833),
    ("ALTER TABLE p MODIFY name VARCHAR(10) CHARACTER SET utf8mb4;", 1833),
    ("DROP TABLE p;", 1451),
    ("DROP TABLE IF EXISTS p, c;", 1451),
    ("SET foreign_key_checks = 0;\nALTER TABLE c DROP COLUMN p_id;", 1828),
    ("SET foreign_key_checks = 0;\nALTER TABLE c MODIFY p_id BIGINT;", 1832),
    ("SET foreign_key_checks = 0;\nALTER TABLE p MODIFY code BIGINT;", 1833),
    # accepted
    ("ALTER TABLE c DROP INDEX ix_p, ADD INDEX ix_p2 (p_id, id);", None),
    ("ALTER TABLE c ADD INDEX ix_p2 (p_id, id);\nALTER TABLE c DROP INDEX ix_p;", None),
    ("ALTER TABLE c DROP INDEX ix_p, DROP FOREIGN KEY fk_p;", None),
    ("ALTER TABLE c DROP FOREIGN KEY fk_c, DROP COLUMN pc;", None),
    ("ALTER TABLE p DROP PRIMARY KEY, ADD PRIMARY KEY (id, code);", None),
    ("ALTER TABLE p DROP INDEX uc, ADD UNIQUE KEY uc2 (code);", None),
    ("ALTER TABLE c MODIFY p_id INT NOT NULL DEFAULT 5 COMMENT 'x';", None),
    ("ALTER TABLE c CHANGE p_id parent_id INT;", None),
    ("ALTER TABLE p CHANGE code code2 INT;", None),
    ("DROP TABLE c;", None),
    ("DROP TABLE c, p;", None),
    ("SET foreign_key_checks = 0;\nALTER TABLE c DROP INDEX ix_p;", None),
    ("SET foreign_key_checks = 0;\nALTER TABLE p DROP INDEX uc;", None),
    ("SET foreign_key_checks = 0;\nALTER TABLE p DROP PRIMARY KEY;", None),
    ("SET foreign_key_checks = 0;\nDROP TABLE p;", None),
    ("/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;\nDROP TABLE IF EXISTS p;", None),
]


# SL005, SL007 and SL008: scripts, the code, and the lines MariaDB refuses in each with the error
# (the other statements run); the finding names that error first
REFUSED_LINES = {
    "SL007 names": ("SL007",
        "CREATE TABLE t (id INT PRIMARY KEY);\n"
        "CREATE TABLE t (id INT PRIMARY KEY, x INT);\n"
        "CREATE TABLE u (id INT PRIMARY KEY);\n"
        "RENAME TABLE u TO t;\n"
        "CREATE TABLE v (id INT PRIMARY KEY);\nALTER TABLE v RENAME TO t;\n"
        "CREATE TABLE IF NOT EXISTS t (id INT PRIMARY KEY);\n"
        "CREATE DATABASE d;\nCREATE DATABASE d;\nCREATE DATABASE IF NOT EXISTS d;\n"
        "CREATE TEMPORARY TABLE t (id INT PRIMARY KEY);\n"
        "CREATE TABLE d.t (id INT PRIMARY KEY);\n"
        "DROP DATABASE d;\n",
        {2: 1050, 4: 1050, 6: 1050, 9: 1007}),
    "SL007 primary keys": ("SL007",
        "CREATE TABLE t (id INT PRIMARY KEY, x INT NOT NULL);\n"
        "ALTER TABLE t ADD PRIMARY KEY (x);\n"
        "ALTER TABLE t DROP PRIMARY KEY, ADD PRIMARY KEY (x);\n"
        "ALTER TABLE t ADD PRIMARY KEY (id), DROP PRIMARY KEY;\n"
        "CREATE TABLE t2 (id INT PRIMARY KEY, x INT NOT NULL, PRIMARY KEY (x));\n"
        "CREATE TABLE t3 (id INT PRIMARY KEY, x INT NOT NULL PRIMARY KEY);\n"
        "CREATE TABLE t4 (id INT, x INT NOT NULL, PRIMARY KEY (id), PRIMARY KEY (x));\n"
        "CREATE TABLE t5 (id INT, x INT NOT NULL, CONSTRAINT pk PRIMARY KEY (id));\n"
        "ALTER TABLE t5 ADD CONSTRAINT PRIMARY KEY (x);\n"
        "ALTER TABLE t5 ADD PRIMARY KEY IF NOT EXISTS (x);\n",
        {2: 1068, 5: 1068, 6: 1068, 7: 1068, 9: 1068}),
    "SL005 primary keys": ("SL005",
        "CREATE TABLE a (id INT NOT NULL, u INT NOT NULL, UNIQUE KEY uu (u));\n"
        "ALTER TABLE a DROP PRIMARY KEY;\n"  # a UNIQUE NOT NULL key does not count
        "CREATE TABLE b (id INT NULL);\n"
        "ALTER TABLE b DROP PRIMARY KEY;\n"
        "CREATE TABLE c (id INT PRIMARY KEY);\n"
        "ALTER TABLE c DROP INDEX `PRIMARY`;\n"
        "ALTER TABLE c DROP INDEX `PRIMARY`;\n",
        {2: 1091, 4: 1091, 7: 1091}),
    "SL008 parent created later": ("SL008",
        "CREATE TABLE c (id INT PRIMARY KEY, p_id INT, CONSTRAINT fk FOREIGN KEY (p_id) REFERENCES p (id));\n"
        "CREATE TABLE c2 (id INT PRIMARY KEY, p_id INT);\n"
        "ALTER TABLE c2 ADD CONSTRAINT fk2 FOREIGN KEY (p_id) REFERENCES p (id);\n"
        "CREATE TABLE s (id INT PRIMARY KEY, parent_id INT, FOREIGN KEY (parent_id) REFERENCES s (id));\n"
        "SET foreign_key_checks = 0;\n"
        "CREATE TABLE c3 (id INT PRIMARY KEY, p_id INT, CONSTRAINT fk3 FOREIGN KEY (p_id) REFERENCES p (id));\n"
        "SET foreign_key_checks = 1;\n"
        "CREATE TABLE p (id INT PRIMARY KEY);\n"
        "CREATE TABLE c4 (id INT PRIMARY KEY, p_id INT, CONSTRAINT fk4 FOREIGN KEY (p_id) REFERENCES p (id));\n",
        {1: 1005, 3: 1005}),
}
