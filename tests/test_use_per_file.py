"""A file starts as the mysql client would start it on its own (issue 18, item 9): the previous
file's last `USE` does not carry into the next file — except between the files of one
migrations folder, which replays as one session by design."""

from __future__ import annotations

from schemalint.config import Config
from schemalint.pipeline.lint import lint
from tests.test_changes import write

A = "CREATE DATABASE pmacct;\nUSE pmacct;\nCREATE TABLE acct (id INT PRIMARY KEY);\n"
B = "CREATE TABLE users (id INT PRIMARY KEY);\n"


def tables(paths, cwd) -> list[str]:
    result = lint([str(cwd / p) for p in paths], Config())
    return sorted(t.qualified_name for t in result.model.tables())


def test_a_use_does_not_leak_into_the_next_file(tmp_path):
    write(tmp_path / "a.sql", A)
    write(tmp_path / "b.sql", B)
    assert tables(["a.sql", "b.sql"], tmp_path) == ["pmacct.acct", "users"]
    assert tables(["b.sql", "a.sql"], tmp_path) == ["pmacct.acct", "users"]


def test_files_of_one_migrations_folder_are_one_session(tmp_path):
    write(tmp_path / "m" / "V1__db.sql", A)
    write(tmp_path / "m" / "V2__users.sql", B)
    write(tmp_path / "loose.sql", B.replace("users", "loose"))
    assert tables(["m", "loose.sql"], tmp_path) == ["loose", "pmacct.acct", "pmacct.users"]
    # the same two migrations named one by one are two files, each run on its own
    assert tables(["m/V1__db.sql", "m/V2__users.sql"], tmp_path) == ["pmacct.acct", "users"]


def test_two_folders_are_two_sessions(tmp_path):
    write(tmp_path / "one" / "V1__db.sql", A)
    write(tmp_path / "two" / "V1__users.sql", B)
    assert tables(["one", "two"], tmp_path) == ["pmacct.acct", "users"]
