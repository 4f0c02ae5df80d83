"""The judged-corpus tooling (tests/judged.py) lints a project's numbered migrations together.

A judged file set that is one project's migrations folder, one table per file
(`proj__001_create_table_users.sql`, `proj__002_…`), is linted as a user runs
`schemalint check migrations/`: all files, in their natural order, each keeping the findings
whose span is in it — so a foreign key to a table an earlier file created is not missing.
"""

from __future__ import annotations

from pathlib import Path

from tests.judged import findings_of, migration_group

USERS = """CREATE TABLE users (
  user_id INTEGER PRIMARY KEY AUTO_INCREMENT,
  user_login VARCHAR(250) NOT NULL,
  UNIQUE KEY uk_login (user_login)
);
"""
REPOS = """CREATE TABLE repos (
  repo_id INTEGER PRIMARY KEY AUTO_INCREMENT,
  repo_uid INTEGER NOT NULL,
  repo_name VARCHAR(250) NOT NULL,
  FOREIGN KEY (repo_uid) REFERENCES users (user_id)
);
"""
PRIVATE = "ALTER TABLE repos ADD COLUMN repo_private BOOLEAN NOT NULL DEFAULT FALSE;\n"


def _folder(tmp_path: Path) -> dict[str, Path]:
    files = {"proj__001_create_table_users.sql": USERS, "proj__002_create_table_repos.sql": REPOS,
             "proj__010_alter_repos.sql": PRIVATE, "other__schema.sql": REPOS}
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return {name: tmp_path / name for name in files}


def test_numbered_files_of_one_project_are_one_migrations_folder_in_natural_order(tmp_path):
    paths = _folder(tmp_path)
    group = [p.name for p in migration_group(paths["proj__010_alter_repos.sql"])]
    assert group == ["proj__001_create_table_users.sql", "proj__002_create_table_repos.sql",
                     "proj__010_alter_repos.sql"]
    assert migration_group(paths["other__schema.sql"]) == [paths["other__schema.sql"]]


def test_a_foreign_key_to_a_table_an_earlier_migration_created_is_not_missing(tmp_path):
    paths = _folder(tmp_path)
    repos = [(s.code, s.severity, s.line) for s in findings_of(paths["proj__002_create_table_repos.sql"])]
    assert repos == [("SL026", "info", 2)]
    # the later ALTER finds its table: no "unknown table"
    assert [s.code for s in findings_of(paths["proj__010_alter_repos.sql"])] == ["SL608"]
    # each file keeps its own findings: the users table's are in its own file
    assert [(s.code, s.line) for s in findings_of(paths["proj__001_create_table_users.sql"])] == [("SL026", 2)]
    # the same CREATE alone, outside a migrations folder, has no users table to point at
    assert ("SL027", "warning", 5) in [(s.code, s.severity, s.line) for s in findings_of(paths["other__schema.sql"])]
