"""Statements a migration builds at run time and runs with PREPARE / EXECUTE (dynamic_sql).

The idiom is common in migrations that must run twice on MySQL, which has no DROP INDEX IF
EXISTS: ask information_schema, pick a statement with IF(), PREPARE and EXECUTE it. Conductor's
MySQL persistence migrations (conductor-oss/conductor, Apache-2.0) use it in V3–V7; before
this module their replay kept the dropped indexes and columns and schemalint reported five
refusals (1075, 1061 twice, 1072, 1068) for migrations the server runs. The server is the
judge here: each script runs on the suite's MariaDB and the replay must leave its table.
"""

from __future__ import annotations

import pytest

from tests.helpers import lint_result, lint_sql, table_of

CREATE = (
    "CREATE TABLE queue_message (\n"
    "  id INT UNSIGNED NOT NULL AUTO_INCREMENT,\n"
    "  queue_name VARCHAR(255) NOT NULL,\n"
    "  message_id VARCHAR(255) NOT NULL,\n"
    "  popped BOOLEAN DEFAULT false,\n"
    "  PRIMARY KEY (id),\n"
    "  UNIQUE KEY unique_queue_name_message_id (queue_name, message_id),\n"
    "  KEY combo_queue_message (queue_name, popped)\n"
    ");\n"
)

# Conductor's V6 idiom: drop the index if it exists, then create it again with more columns
DROP_IF_EXISTS = (
    "SET @exist := (SELECT COUNT(INDEX_NAME)\n"
    "               FROM information_schema.STATISTICS\n"
    "               WHERE `TABLE_NAME` = 'queue_message'\n"
    "                 AND `INDEX_NAME` = 'combo_queue_message'\n"
    "                 AND TABLE_SCHEMA = database());\n"
    "SET @sqlstmt := IF(@exist > 0, 'ALTER TABLE `queue_message` DROP INDEX `combo_queue_message`',\n"
    "                   'SELECT ''INFO: Index already exists.''');\n"
    "PREPARE stmt FROM @sqlstmt;\n"
    "EXECUTE stmt;\n"
    "DEALLOCATE PREPARE stmt;\n"
)
# Conductor's V3 idiom: add a column unless it is there, the text built with CONCAT from variables
ADD_COLUMN_UNLESS_THERE = (
    'SET @dbname = DATABASE();\n'
    'SET @tablename = "queue_message";\n'
    'SET @columnname = "priority";\n'
    'SET @preparedStatement = (SELECT IF(\n'
    '  (SELECT COUNT(*) FROM INFORMATION_SCHEMA.COLUMNS\n'
    '   WHERE (table_name = @tablename) AND (table_schema = @dbname) AND (column_name = @columnname)) > 0,\n'
    '  "SELECT 1",\n'
    '  CONCAT("ALTER TABLE ", @tablename, " ADD ", @columnname, " TINYINT DEFAULT 0 AFTER `message_id`")\n'
    '));\n'
    'PREPARE addColumnIfNotExist FROM @preparedStatement;\n'
    'EXECUTE addColumnIfNotExist;\n'
    'DEALLOCATE PREPARE addColumnIfNotExist;\n'
)
RECREATE = "CREATE INDEX combo_queue_message ON queue_message (queue_name, priority, popped);\n"

SCRIPTS = {
    "drop the index if it exists, then create it again": CREATE + ADD_COLUMN_UNLESS_THERE + DROP_IF_EXISTS + RECREATE,
    "the condition false: the other branch runs (nothing)": CREATE + ADD_COLUMN_UNLESS_THERE + ADD_COLUMN_UNLESS_THERE,
    "a literal prepared": CREATE + "PREPARE s FROM 'ALTER TABLE queue_message ADD COLUMN note TEXT';\nEXECUTE s;\n",
    "drop a column, then a new primary key (V7)": CREATE + (
        "SET @c := (SELECT COUNT(*) FROM information_schema.COLUMNS WHERE TABLE_NAME = 'queue_message'"
        " AND COLUMN_NAME = 'id' AND TABLE_SCHEMA = DATABASE());\n"
        "SET @s := IF(@c > 0, 'ALTER TABLE `queue_message` DROP COLUMN `id`', 'SELECT 1');\n"
        "PREPARE s2 FROM @s;\nEXECUTE s2;\n"
        "SET @u := (SELECT COUNT(INDEX_NAME) FROM information_schema.STATISTICS WHERE TABLE_NAME = 'queue_message'"
        " AND INDEX_NAME = 'unique_queue_name_message_id' AND TABLE_SCHEMA = DATABASE());\n"
        "SET @s := IF(@u > 0, 'ALTER TABLE `queue_message` DROP INDEX `unique_queue_name_message_id`', 'SELECT 1');\n"
        "PREPARE s3 FROM @s;\nEXECUTE s3;\n"
        "ALTER TABLE queue_message ADD PRIMARY KEY (queue_name, message_id);\n"),
}


def _shape(table) -> tuple:
    return ([(c.name, c.data_type) for c in table.columns],
            sorted((i.name, tuple(p.column for p in i.parts)) for i in table.indexes))


@pytest.mark.parametrize("name", SCRIPTS)
def test_the_replay_runs_what_execute_runs_and_nothing_is_refused(name):
    findings = lint_sql(SCRIPTS[name])
    assert [f for f in findings if f.severity == "error"] == []
    assert [f.code for f in findings if f.code == "SL009"] == []


def test_the_index_is_dropped_and_created_again_with_the_added_column():
    table = table_of(SCRIPTS["drop the index if it exists, then create it again"], "queue_message")
    assert [c.name for c in table.columns] == ["id", "queue_name", "message_id", "priority", "popped"]
    assert [p.column for p in table.index("combo_queue_message").parts] == ["queue_name", "priority", "popped"]


def test_a_refusal_inside_the_executed_statement_is_reported_at_the_execute():
    sql = CREATE + "PREPARE s FROM 'ALTER TABLE queue_message ADD COLUMN popped INT';\nEXECUTE s;\n"
    refused = [f for f in lint_sql(sql) if f.severity == "error"]
    assert [(f.code, f.span.line, f.span.column) for f in refused] == [("SL007", len(sql.splitlines()), 1)]


def test_an_unknowable_condition_is_said_once_and_makes_later_refusals_unsure():
    sql = CREATE + (
        "SET @n := (SELECT COUNT(*) FROM queue_message WHERE popped);\n"  # the rows: unknowable
        "SET @s := IF(@n = 0, 'ALTER TABLE queue_message DROP INDEX combo_queue_message', 'SELECT 1');\n"
        "PREPARE st FROM @s;\nEXECUTE st;\n"
        "CREATE INDEX combo_queue_message ON queue_message (queue_name);\n")
    findings = lint_sql(sql)
    said = [f for f in findings if f.code == "SL009"]
    assert len(said) == 1 and "queue_message" in said[0].message
    assert said[0].span.line == sql.splitlines().index("EXECUTE st;") + 1
    again = [f for f in findings if f.code == "SL007"]
    assert len(again) == 1 and again[0].severity == "info" and "unsure" in again[0].message
    assert [f for f in findings if f.severity == "error"] == []


def test_without_dynamic_sql_the_same_duplicate_is_still_refused():
    findings = lint_sql(CREATE + "CREATE INDEX combo_queue_message ON queue_message (queue_name);\n")
    assert [(f.code, f.severity) for f in findings if f.code == "SL007"] == [("SL007", "error")]


def test_a_file_without_prepare_never_reads_its_user_variables(monkeypatch):
    """A dump's `SET @saved_cs_client = …` around every table (200,000 in a tenants dump) are
    read only in a file that PREPAREs something."""
    from schemalint.read import dynamic_sql

    assigned = []
    real = dynamic_sql.Session.assign
    monkeypatch.setattr(dynamic_sql.Session, "assign", lambda self, tree: assigned.append(tree) or real(self, tree))
    dump_sets = "SET @saved_cs_client = @@character_set_client;\nSET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0;\n"
    lint_result(dump_sets + CREATE)
    assert assigned == []
    lint_result(dump_sets + CREATE + "PREPARE s FROM 'SELECT 1';\nEXECUTE s;\n")
    assert len(assigned) == 2  # (server variables alone, `SET @@session.x`, are never read)


def test_a_count_of_tables_with_a_condition_it_cannot_answer_is_unknown():
    from schemalint.read.dynamic_sql import UNKNOWN

    session = _session_with(CREATE)
    assert session.evaluate(_expr("(SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_NAME = "
                                  "'queue_message' AND TABLE_SCHEMA = DATABASE())")) == 1
    assert session.evaluate(_expr("(SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_NAME = "
                                  "'queue_message' AND TABLE_TYPE = 'BASE TABLE')")) is UNKNOWN


def _session_with(sql: str):
    from schemalint.read.dynamic_sql import Session

    model = lint_result(sql).model
    return Session(lambda schema, name: model.find_table(name, schema) if schema else model.find_table(name),
                   lambda: None)


def _expr(sql: str):
    import sqlglot

    return sqlglot.parse_one("SELECT " + sql, read="mysql").expressions[0]


@pytest.mark.live
@pytest.mark.parametrize("name", SCRIPTS)
def test_the_server_leaves_the_table_the_replay_leaves(mariadb, scratch_db, name):
    from schemalint.read.source import decode, split

    src = decode(SCRIPTS[name].encode(), "t.sql")
    statements, _ = split(src)
    conn = mariadb.connect(database=scratch_db, autocommit=True)
    try:
        with conn.cursor() as cur:
            for stmt in statements:
                cur.execute(stmt.text)
                if cur.description:
                    cur.fetchall()
            cur.execute("SHOW CREATE TABLE queue_message")
            server_ddl = cur.fetchone()[1]
    finally:
        conn.close()
    assert _shape(table_of(SCRIPTS[name], "queue_message")) == _shape(table_of(server_ddl + ";", "queue_message"))
