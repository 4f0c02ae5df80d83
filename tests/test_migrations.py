"""Migrations folders: layouts and their order, sections with their line numbers, and the
replay of every ALTER form into the model.

The fixtures in fixtures/migrations/<layout>/ hold the same six migrations written for seven
tools; each replays to the model of fixtures/migrations/schema.sql (which a live MariaDB also
ends with: the fixtures were checked by running them).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from schemalint.config import Config
from schemalint.pipeline.lint import InputError, expand_paths, load
from schemalint.read.migrations import LAYOUTS, LayoutError, dbmate_up, detect, liquibase_changesets, plan, read_migration
from schemalint.read.source import SourceFile
from tests.helpers import FIXTURES, lint_sql, model_of, table_of

MIGRATIONS = FIXTURES / "migrations"
TOOL_LAYOUTS = [layout for layout in LAYOUTS if layout != "plain"]


def signature(model) -> dict:
    """Every table without spans (where a definition came from is not what it is)."""
    def strip(value):
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in ("span", "changed_span", "implicit")}
        if isinstance(value, (list, tuple)):
            return [strip(v) for v in value]
        return value

    return {t.qualified_name: strip(dataclasses.asdict(t)) for t in model.tables()}


def names(p) -> list[str]:
    return [Path(f).name if Path(f).name != "migration.sql" else Path(f).parent.name for f in p.files]


# -- layouts --------------------------------------------------------------------------------
@pytest.mark.parametrize("layout", TOOL_LAYOUTS)
def test_layout_is_detected(layout):
    assert detect(MIGRATIONS / layout) == layout


def test_a_plain_folder_is_plain(tmp_path):
    (tmp_path / "b.sql").write_text("CREATE TABLE b (id INT);")
    (tmp_path / "a10.sql").write_text("CREATE TABLE a (id INT);")
    (tmp_path / "a2.sql").write_text("CREATE TABLE c (id INT);")
    p = plan(str(tmp_path))
    assert (p.layout, names(p)) == ("plain", ["a2.sql", "a10.sql", "b.sql"])


def test_flyway_order_versions_then_repeatables_and_skips_undo():
    p = plan(str(MIGRATIONS / "flyway"))
    assert names(p) == ["V1__init.sql", "V1.1__users_profile.sql", "V2__orders.sql", "V3__sessions.sql",
                        "V4__events.sql", "V10__cleanup.sql", "R__reporting_views.sql"]
    assert [Path(f).name for f in p.skipped] == ["U2__orders.sql"]


def test_flyway_underscore_versions(tmp_path):
    for name in ("V1_2__b.sql", "V1_10__c.sql", "V1__a.sql", "R__z.sql", "R__a.sql"):
        (tmp_path / name).write_text("SELECT 1;")
    assert names(plan(str(tmp_path))) == ["V1__a.sql", "V1_2__b.sql", "V1_10__c.sql", "R__a.sql", "R__z.sql"]


def test_golang_migrate_replays_up_files_only():
    p = plan(str(MIGRATIONS / "golang-migrate"))
    assert all(f.endswith(".up.sql") for f in p.files) and len(p.files) == 6
    assert all(f.endswith(".down.sql") for f in p.skipped) and len(p.skipped) == 6


def test_golang_migrate_versions_compare_as_numbers(tmp_path):
    for name in ("10_c.up.sql", "9_b.up.sql", "1_a.up.sql", "1_a.down.sql"):
        (tmp_path / name).write_text("SELECT 1;")
    assert names(plan(str(tmp_path))) == ["1_a.up.sql", "9_b.up.sql", "10_c.up.sql"]


def test_prisma_orders_by_migration_folder():
    assert names(plan(str(MIGRATIONS / "prisma")))[:2] == ["20240105090000_init", "20240112093000_users_profile"]


def test_sqitch_follows_the_plan_not_the_alphabet():
    p = plan(str(MIGRATIONS / "sqitch"))
    assert names(p) == ["init.sql", "users_profile.sql", "orders.sql", "sessions.sql", "events.sql", "cleanup.sql"]
    assert all("/revert/" in f or "/verify/" in f for f in p.skipped)


def test_sqitch_reworked_change_uses_the_tagged_script(tmp_path):
    (tmp_path / "deploy").mkdir()
    (tmp_path / "sqitch.plan").write_text(
        "%project=x\n\nwidgets 2024-01-01T00:00:00Z A <a@b> # first\n@v1.0 2024-01-02T00:00:00Z A <a@b>\n"
        "gadgets 2024-01-03T00:00:00Z A <a@b>\nwidgets [widgets@v1.0] 2024-01-04T00:00:00Z A <a@b> # reworked\n")
    for name in ("widgets@v1.0.sql", "widgets.sql", "gadgets.sql"):
        (tmp_path / "deploy" / name).write_text("SELECT 1;")
    assert names(plan(str(tmp_path))) == ["widgets@v1.0.sql", "gadgets.sql", "widgets.sql"]


def test_atlas_follows_atlas_sum(tmp_path):
    for name in ("a.sql", "b.sql"):
        (tmp_path / name).write_text("SELECT 1;")
    (tmp_path / "atlas.sum").write_text("h1:x=\nb.sql h1:y=\na.sql h1:z=\n")
    assert names(plan(str(tmp_path))) == ["b.sql", "a.sql"]


def test_layout_override(tmp_path):
    (tmp_path / "V1__a.sql").write_text("SELECT 1;")
    (tmp_path / "V1.1__b.sql").write_text("SELECT 1;")
    assert names(plan(str(tmp_path))) == ["V1__a.sql", "V1.1__b.sql"]
    assert names(plan(str(tmp_path), "plain")) == ["V1.1__b.sql", "V1__a.sql"]  # what a plain sort does
    with pytest.raises(LayoutError):
        plan(str(tmp_path), "rails")
    with pytest.raises(InputError):
        expand_paths([str(tmp_path)], "rails")


def test_the_wrong_order_breaks_the_replay():
    """Read as a plain folder, V1.1 runs before V1 creates the table: SL002 at V1.1."""
    loaded = load(expand_paths([str(MIGRATIONS / "flyway")], "plain"), Config())
    assert ("SL002", "V1.1__users_profile.sql") in [(f.code, Path(f.path).name) for f in loaded.system_findings]


# -- sections keep their lines --------------------------------------------------------------
def test_dbmate_up_section_only_and_lines_kept():
    text = "-- migrate:up\nCREATE TABLE a (id INT);\n\n-- migrate:down\nDROP TABLE a;\n"
    up = dbmate_up(text)
    assert len(up) == len(text) and up.count("\n") == text.count("\n")
    assert "DROP TABLE" not in up and up.splitlines()[1] == "CREATE TABLE a (id INT);"


def test_dbmate_finding_points_at_the_original_line():
    path = MIGRATIONS / "dbmate" / "20240215120000_sessions.sql"
    src = read_migration(str(path))
    loaded = load([], Config(), sources=[read_migration(str(MIGRATIONS / "dbmate" / f))
                                         for f in sorted(p.name for p in (MIGRATIONS / "dbmate").iterdir())][:3] + [src])
    table = loaded.model.find_table("user_sessions")
    assert table.index("uk_token").span.line == 5  # the ADD UNIQUE KEY line of the up section
    assert path.read_text().splitlines()[4].strip().startswith("ADD UNIQUE KEY uk_token")


def test_liquibase_keeps_mysql_changesets_and_lines():
    text = ("--liquibase formatted sql\n\n--changeset a:1\nCREATE TABLE a (id INT);\n--rollback DROP TABLE a;\n\n"
            "--changeset a:2 dbms:postgresql\nDROP TABLE a;\n\n--changeset a:3 dbms:mysql,mariadb\nCREATE TABLE b (id INT);\n")
    kept = liquibase_changesets(text)
    assert len(kept) == len(text)
    lines = kept.splitlines()
    assert lines[3] == "CREATE TABLE a (id INT);" and lines[10] == "CREATE TABLE b (id INT);"
    assert "DROP TABLE" not in kept and "--changeset" not in kept


# -- replay equivalence ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def reference():
    loaded = load([str(MIGRATIONS / "schema.sql")], Config())
    assert loaded.system_findings == []
    return signature(loaded.model)


@pytest.mark.parametrize("layout", TOOL_LAYOUTS)
def test_every_layout_replays_to_the_schema_file(layout, reference):
    loaded = load([str(MIGRATIONS / layout)], Config())
    assert loaded.system_findings == []
    assert signature(loaded.model) == reference


def test_findings_point_at_the_migration_that_introduced_them():
    findings = lint_sql_dir(MIGRATIONS / "flyway")
    sl101 = [f for f in findings if f.code == "SL101"]
    assert [(Path(f.path).name, f.span.line, f.index) for f in sl101] == [("V3__sessions.sql", 5, "uk_token")]


def lint_sql_dir(folder: Path):
    from schemalint.pipeline.lint import lint

    return lint([str(folder)], Config()).findings


# -- the replay of each ALTER form ----------------------------------------------------------
BASE = """CREATE TABLE t (
  id INT NOT NULL,
  a INT NULL,
  b VARCHAR(10) NULL,
  c TEXT NULL,
  PRIMARY KEY (id),
  KEY ib (b),
  KEY iab (a, b)
) DEFAULT CHARSET=utf8mb3;
"""


def cols(table):
    return [c.name for c in table.columns]


def idx(table):
    return [(i.name, i.columns) for i in table.indexes]


def test_add_column_positions_and_lists():
    t = table_of(BASE + "ALTER TABLE t ADD COLUMN z INT FIRST, ADD y INT AFTER a, ADD COLUMN (p INT, q INT), ADD r INT;")
    assert cols(t) == ["z", "id", "a", "y", "b", "c", "p", "q", "r"]


def test_drop_column_leaves_its_indexes():
    t = table_of(BASE + "ALTER TABLE t DROP COLUMN b;")
    assert cols(t) == ["id", "a", "c"] and idx(t) == [("PRIMARY", ["id"]), ("iab", ["a"])]


def test_modify_and_change_column():
    sql = BASE + "ALTER TABLE t MODIFY a BIGINT NOT NULL AFTER c, CHANGE b bb VARCHAR(20) NOT NULL;"
    t = table_of(sql)
    assert cols(t) == ["id", "bb", "c", "a"]
    a, bb = t.column("a"), t.column("bb")
    assert (a.data_type, a.nullable, bb.length, bb.nullable) == ("BIGINT", False, 20, False)
    assert idx(t) == [("PRIMARY", ["id"]), ("ib", ["bb"]), ("iab", ["a", "bb"])]
    assert t.index("iab").span.line == 10  # the index changed with the MODIFY: it remembers that clause


def test_rename_column():
    t = table_of(BASE + "ALTER TABLE t RENAME COLUMN b TO bee;")
    assert cols(t) == ["id", "a", "bee", "c"] and t.index("iab").columns == ["a", "bee"]


def test_indexes_added_dropped_renamed_and_hidden():
    sql = BASE + """ALTER TABLE t ADD INDEX ia (a), ADD UNIQUE uc (c(10)), ADD KEY ka (a, id), DROP KEY iab;
ALTER TABLE t DROP INDEX ka, RENAME INDEX ia TO ia2, ALTER INDEX ib INVISIBLE;
CREATE UNIQUE INDEX ub ON t (b) ALGORITHM=INPLACE LOCK=NONE;
DROP INDEX uc ON t;
"""
    t = table_of(sql)
    assert idx(t) == [("PRIMARY", ["id"]), ("ib", ["b"]), ("ia2", ["a"]), ("ub", ["b"])]
    assert not t.index("ib").visible and t.index("ub").kind == "UNIQUE"
    assert t.index("ia2").span.line == 10  # created by the first ALTER; a rename does not change it


def test_primary_key_dropped_and_added():
    t = table_of(BASE + "ALTER TABLE t DROP PRIMARY KEY, ADD PRIMARY KEY (id, a);")
    assert t.primary_key.columns == ["id", "a"] and not t.column("a").nullable
    assert table_of(BASE + "ALTER TABLE t DROP PRIMARY KEY;").primary_key is None


def test_options_engine_row_format_and_convert():
    t = table_of(BASE + "ALTER TABLE t ENGINE=InnoDB, ROW_FORMAT=COMPRESSED;\n"
                        "ALTER TABLE t CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;")
    assert (t.options.engine, t.options.row_format, t.options.charset) == ("InnoDB", "COMPRESSED", "utf8mb4")
    b, c = t.column("b"), t.column("c")
    assert (b.charset, b.collation, c.data_type) == ("utf8mb4", "utf8mb4_unicode_ci", "MEDIUMTEXT")  # TEXT grows


def test_partitioning_replayed():
    sql = BASE.replace("PRIMARY KEY (id),", "PRIMARY KEY (id),") + """ALTER TABLE t PARTITION BY RANGE (id) (
  PARTITION p0 VALUES LESS THAN (10), PARTITION p1 VALUES LESS THAN (20));
ALTER TABLE t ADD PARTITION (PARTITION p2 VALUES LESS THAN (30), PARTITION p3 VALUES LESS THAN MAXVALUE);
ALTER TABLE t DROP PARTITION p0;
ALTER TABLE t REORGANIZE PARTITION p1 INTO (PARTITION p1a VALUES LESS THAN (15), PARTITION p1b VALUES LESS THAN (20));
ALTER TABLE t TRUNCATE PARTITION p2;
"""
    t = table_of(sql)
    assert [p.name for p in t.partitioning.partitions] == ["p1a", "p1b", "p2", "p3"]
    assert t.partitioning.span.line == 14
    assert table_of(sql + "ALTER TABLE t REMOVE PARTITIONING;").partitioning is None
    h = table_of("CREATE TABLE h (id INT NOT NULL PRIMARY KEY) PARTITION BY HASH (id) PARTITIONS 4;\n"
                 "ALTER TABLE h ADD PARTITION PARTITIONS 2;\nALTER TABLE h COALESCE PARTITION 3;")
    assert h.partitioning.count == 3


def test_rename_table_pairs_and_alter_rename():
    model = model_of("CREATE TABLE a (id INT); CREATE TABLE b (id INT);\n"
                     "RENAME TABLE a TO tmp, b TO a, tmp TO b;\nALTER TABLE a RENAME TO c;")
    assert sorted(t.name for t in model.tables()) == ["b", "c"]
    assert model.find_table("b").span.line == 1 and model.find_table("b").columns[0].name == "id"


def test_renamed_tables_remember_their_origin():
    loaded = load([], Config(), sources=[SourceFile("x.sql", "CREATE TABLE a (id INT);\nRENAME TABLE a TO b;\n"
                                                             "ALTER TABLE b RENAME TO c;")])
    assert loaded.renamed_tables == {"c": "a"}


def test_drop_table_and_database():
    model = model_of("CREATE DATABASE s; CREATE TABLE s.x (id INT); CREATE TABLE y (id INT); CREATE TABLE z (id INT);\n"
                     "DROP TABLE y, z; DROP DATABASE s;")
    assert list(model.tables()) == []


def test_create_like_and_select():
    sql = ("CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b LIKE a;\n"
           "CREATE TABLE c (id INT PRIMARY KEY) SELECT id FROM a;\nCREATE TABLE d SELECT REPLACE('a', 'b', 'c') AS n FROM a;\n"
           "CREATE TABLE e SELECT id + 1 AS n FROM a;")
    notes = [(f.code, f.severity, f.span.line) for f in lint_sql(sql) if f.code == "SL001"]
    # a SELECT of columns, literals and typed expressions is modelled; one of expressions schemalint
    # does not type is a note
    assert notes == [("SL001", "info", 4)]
    n = model_of(sql).find_table("e").columns[0]
    assert (n.name, n.data_type, n.nullable) == ("n", "BIGINT", False)  # (MariaDB 10.11: bigint(12) NOT NULL)
    c = model_of(sql).find_table("c")
    assert [col.name for col in c.columns] == ["id"] and c.primary_key.columns == ["id"]
    assert model_of("CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b LIKE a;").find_table("b").primary_key


@pytest.mark.parametrize("statement", [
    "ALTER TABLE ghost ADD COLUMN x INT;",
    "CREATE INDEX i ON ghost (x);",
    "DROP INDEX i ON ghost;",
    "RENAME TABLE ghost TO spirit;",
    "DROP TABLE ghost;",
])
def test_a_statement_on_a_missing_table_is_a_finding(statement):
    findings = lint_sql("CREATE TABLE t (id INT PRIMARY KEY);\n" + statement)
    assert [(f.code, f.span.line) for f in findings if f.code.startswith("SL00")] == [("SL002", 2)]


@pytest.mark.parametrize("statement", ["ALTER TABLE IF EXISTS ghost ADD COLUMN x INT;", "DROP TABLE IF EXISTS ghost;"])
def test_if_exists_on_a_missing_table_is_fine(statement):
    assert [f for f in lint_sql("CREATE TABLE t (id INT PRIMARY KEY);\n" + statement) if f.code == "SL002"] == []


@pytest.mark.parametrize("up, down", [("-- +migrate Up", "-- +migrate Down"),  # sql-migrate
                                      ("-- +goose Up\n-- +goose StatementBegin", "-- +goose StatementEnd\n\n-- +goose Down"),
                                      ("-- migrate:up", "-- migrate:down")])  # dbmate
def test_down_section_of_an_up_down_file_is_not_replayed(tmp_path, up, down):
    # sql-migrate, goose and dbmate run a file's up section; its down section (DROP TABLE) never
    # runs with it: replaying it left the model without the table
    path = tmp_path / "20240101_sessions.sql"
    path.write_text(f"{up}\nCREATE TABLE sessions (\n  id INT PRIMARY KEY,\n  token CHAR(64) NOT NULL,\n"
                    f"  KEY by_id (id)\n);\n{down}\nDROP TABLE sessions;\n")
    loaded = load([str(path)], Config())
    table = loaded.model.find_table("sessions")
    assert table is not None and [c.name for c in table.columns] == ["id", "token"]
    assert table.index("by_id").span.line == up.count("\n") + 5  # the file's own line
