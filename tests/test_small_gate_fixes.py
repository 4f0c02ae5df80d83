"""Smaller gate fixes (issue 18, item 8): an empty directory is an error, the --diff-base hint
is a fetch command git accepts, counts of one are singular, `estimate`'s change-buffering note
follows the configured server (checked against the suite's MariaDB), and a migration linted
alone does not call a suppression unused when the finding it suppresses needs other files."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.helpers import lint_sql, make_config, run_cli
from tests.test_changes import git, write


def test_an_empty_directory_exits_2(tmp_path):
    (tmp_path / "migrations").mkdir()
    (tmp_path / "migrations" / "README.md").write_text("no SQL here\n")
    code, out, err = run_cli("check", "migrations", cwd=tmp_path)
    assert (code, out, err) == (2, "", "schemalint: error: migrations: no .sql files below this directory: "
                                       "nothing to lint\n")


def test_the_diff_base_hint_is_a_fetch_command_git_accepts(tmp_path):
    remote = tmp_path / "remote"
    remote.mkdir()
    git(remote, "init", "-q", "-b", "main")
    write(remote / "db" / "V1__a.sql", "CREATE TABLE a (id INT PRIMARY KEY);\n")
    git(remote, "add", "-A")
    git(remote, "commit", "-qm", "a")
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", "--depth", "1", "--single-branch", "--no-tags", f"file://{remote}", str(clone))
    git(clone, "update-ref", "-d", "refs/remotes/origin/main")  # as a checkout of one commit has it
    for command in ("check", "review"):
        code, out, err = run_cli(command, "db", "--diff-base", "origin/main", cwd=clone)
        assert code == 2 and "`git fetch origin main`" in err, err
    fetched = subprocess.run(["git", "fetch", "-q", "origin", "main"], cwd=clone, capture_output=True, text=True)
    assert fetched.returncode == 0, fetched.stderr
    assert run_cli("check", "db", "--diff-base", "origin/main", cwd=clone)[0] == 0


def test_counts_of_one_are_singular(tmp_path):
    (tmp_path / "one.sql").write_text("CREATE TABLE t (id INT UNSIGNED NOT NULL PRIMARY KEY);\n")
    code, out, err = run_cli("check", "one.sql", cwd=tmp_path)
    assert out.strip().endswith("in 1 file, 1 statement, 1 table."), out
    [f] = [f for f in lint_sql("CREATE TABLE t (id INT PRIMARY KEY, n SMALLINT(1) NOT NULL);\n",
                               "[rules.SL029]\nall = true\n") if f.code == "SL029"]
    assert "does not limit values to 1 digit:" in f.message
    (tmp_path / "bad.sql").write_text("CREATE TABLE t (id INT PRIMARY KEY);\nCREATE TABLE (;\n")
    code, out, err = run_cli("estimate", "bad.sql", cwd=tmp_path)
    assert "schemalint: 1 statement could not be read and is not estimated" in err, err


@pytest.mark.parametrize("version, note", [
    ("8.0.36", "innodb_change_buffering=all (the MySQL 8.0.36 default) lets the server defer leaf writes of "
               "non-unique secondary indexes"),
    ("8.4.0", "no change buffering (innodb_change_buffering=none, the MySQL 8.4.0 default)"),
    ("10.11.6-MariaDB", "no change buffering (innodb_change_buffering=none, the MariaDB 10.11.6 default)"),
    ("10.4.30-MariaDB", "innodb_change_buffering=all (the MariaDB 10.4.30 default)"),
    ("11.4.2-MariaDB", "no change buffering (MariaDB 11.4.2 has no change buffer)"),
])
def test_the_change_buffering_note_follows_the_configured_version(version, note):
    from schemalint.estimate import change_buffering_note

    assert note in change_buffering_note(make_config(f'[server]\nversion = "{version}"\n').server)


def test_estimate_prints_the_note_of_the_configured_version(tmp_path):
    (tmp_path / "t.sql").write_text("CREATE TABLE t (id INT PRIMARY KEY);\n")
    (tmp_path / ".schemalint.toml").write_text('[server]\nversion = "8.0.36"\n')
    code, out, err = run_cli("estimate", "t.sql", cwd=tmp_path)
    assert code == 0 and "innodb_change_buffering=all (the MySQL 8.0.36 default)" in " ".join(out.split())
    assert "MariaDB 10.11 and MySQL 8.4 default" not in out


@pytest.mark.live
def test_the_suite_s_mariadb_buffers_no_changes_by_default(mariadb):
    """What the note says of MariaDB 10.11 is what the server does."""
    from schemalint.estimate import change_buffering_note

    conn = mariadb.connect()
    try:
        with conn.cursor() as cur:
            cur.execute("SELECT VERSION(), @@GLOBAL.innodb_change_buffering")
            version, buffering = cur.fetchone()
    finally:
        conn.close()
    assert version.startswith("10.11") and buffering == "none"
    assert f"innodb_change_buffering={buffering}" in change_buffering_note(
        make_config(f'[server]\nversion = "{version}"\n').server)


def test_a_migration_linted_alone_keeps_the_suppression_its_folder_needs(tmp_path):
    write(tmp_path / "m" / "V1__users.sql", "CREATE TABLE users (\n  id INT NOT NULL PRIMARY KEY,\n"
                                            "  email VARCHAR(100) NOT NULL\n);\n")
    write(tmp_path / "m" / "V2__uk.sql", "-- schemalint: ignore SL604 emails are unique in production\n"
                                         "ALTER TABLE users ADD UNIQUE KEY uk_email (email);\n"
                                         "-- schemalint: ignore SL103 nothing to suppress here\n"
                                         "CREATE TABLE t2 (id INT PRIMARY KEY);\n")
    write(tmp_path / ".schemalint.toml", '[tables.users]\nrows = "1M"\n')

    def seen(*args):
        code, out, err = run_cli("check", *args, "--format", "json", "--select", "SL002,SL004,SL103,SL604", cwd=tmp_path)
        return sorted((f["code"], f["line"]) for f in json.loads(out)["findings"])

    assert seen("m") == [("SL004", 3)]  # the folder: SL604 suppressed, the SL103 one is stale
    assert seen("m/V2__uk.sql") == [("SL002", 2), ("SL004", 3)]  # alone: users is unknown; its suppression stays
