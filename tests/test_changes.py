"""Only what a change introduced: `--changed`, `--diff-base REV` (a real git history in a
temporary repository), the baseline, renames across migrations, and the pre-commit hooks."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.helpers import FIXTURES, REPO_ROOT, run_cli
from tests.test_readme_hook import PIP_WITHOUT_BYTECODE, pre_commit

FLYWAY = FIXTURES / "migrations" / "flyway"


def check(*args: str, cwd: Path) -> tuple[int, list[dict]]:
    code, out, err = run_cli("check", "--format", "json", *args, cwd=cwd)
    assert code in (0, 1), err
    return code, json.loads(out)["findings"]


def seen(findings: list[dict]) -> list[tuple]:
    return sorted((Path(f["path"]).name, f["line"], f["code"], f["severity"], f["table"], f["index"]) for f in findings)


def git(cwd: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True, text=True).stdout


@pytest.fixture
def repo(tmp_path) -> Path:
    git(tmp_path, "init", "-q", "-b", "main")
    return tmp_path


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


SESSIONS = """CREATE TABLE sessions (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  token CHAR(36) NOT NULL,
  UNIQUE KEY uk_token (token)
) ENGINE=InnoDB;
"""
ROWS = '[tables.sessions]\nrows = "5M"\n[tables.user_sessions]\nrows = "5M"\n'


# -- --changed ------------------------------------------------------------------------------
def test_changed_reports_only_the_given_migration(tmp_path):
    folder = shutil.copytree(FLYWAY, tmp_path / "db" / "migrations")
    code, findings = check("db/migrations", "--changed", "db/migrations/V3__sessions.sql", cwd=tmp_path)
    assert findings and {Path(f["path"]).name for f in findings} == {"V3__sessions.sql"}
    assert ("V3__sessions.sql", 5, "SL101", "info", "user_sessions", "uk_token") in seen(findings)
    assert code == 1
    # the whole folder is the model: the same file alone would not know user_sessions
    _, alone = check("db/migrations/V3__sessions.sql", cwd=tmp_path)
    assert any(f["code"] == "SL002" for f in alone)
    assert folder.is_dir()


def test_changed_files_alone_replay_their_folder(tmp_path):
    shutil.copytree(FLYWAY, tmp_path / "m")
    _, explicit = check("m", "--changed", "m/V3__sessions.sql", cwd=tmp_path)
    _, inferred = check("--changed", "m/V3__sessions.sql", cwd=tmp_path)  # what pre-commit passes
    assert seen(explicit) == seen(inferred)


def test_changed_down_migration_is_not_part_of_the_change(tmp_path):
    shutil.copytree(FIXTURES / "migrations" / "golang-migrate", tmp_path / "m")
    code, findings = check("m", "--changed", "m/000004_sessions.down.sql", cwd=tmp_path)
    assert (code, findings) == (0, [])


def test_changed_drops_online_ddl_findings_on_tables_the_change_creates(tmp_path):
    write(tmp_path / "m" / "V1__base.sql", "CREATE TABLE a (id INT NOT NULL PRIMARY KEY, n INT);")
    write(tmp_path / "m" / "V2__new.sql", "CREATE TABLE b (id INT NOT NULL PRIMARY KEY, n INT);\n")
    write(tmp_path / "m" / "V3__alter.sql", "ALTER TABLE a MODIFY n BIGINT;\nALTER TABLE b MODIFY n BIGINT;\n")
    _, findings = check("m", "--changed", "m/V2__new.sql", "--changed", "m/V3__alter.sql", "--select", "SL6",
                        cwd=tmp_path)
    assert {f["table"] for f in findings} == {"a"}  # b is new in this change: it holds no rows yet
    _, only_v3 = check("m", "--changed", "m/V3__alter.sql", "--select", "SL6", cwd=tmp_path)
    assert {f["table"] for f in only_v3} == {"a", "b"}


def test_changed_needs_existing_files(tmp_path):
    shutil.copytree(FLYWAY, tmp_path / "m")
    code, _, err = run_cli("check", "m", "--changed", "m/V99__nope.sql", cwd=tmp_path)
    assert code == 2 and "V99__nope.sql" in err


def test_changed_after_a_rename_across_migrations(tmp_path):
    """V2 renames the table; the finding V3 introduces on the renamed table is V3's, the
    older one (from V1) is not reported."""
    write(tmp_path / "m" / "V1__sessions.sql", SESSIONS.replace("PRIMARY KEY,", "PRIMARY KEY, user_id BIGINT,"))
    write(tmp_path / "m" / "V2__rename.sql", "RENAME TABLE sessions TO user_sessions;\n")
    write(tmp_path / "m" / "V3__key.sql", "ALTER TABLE user_sessions ADD UNIQUE KEY uk_token_user (token, user_id);\n")
    _, findings = check("m", "--changed", "m/V3__key.sql", "--select", "SL101", cwd=tmp_path)
    assert [(Path(f["path"]).name, f["table"], f["index"]) for f in findings] == [
        ("V3__key.sql", "user_sessions", "uk_token_user")]
    _, everything = check("m", "--select", "SL101", cwd=tmp_path)
    assert [Path(f["path"]).name for f in everything] == ["V1__sessions.sql", "V3__key.sql"]


# -- --diff-base ----------------------------------------------------------------------------
def test_diff_base_reports_what_migrations_added_since_rev(repo):
    shutil.copytree(FLYWAY, repo / "db")
    (repo / "db" / "V3__sessions.sql").unlink()
    (repo / "db" / "V4__events.sql").unlink()
    (repo / "db" / "V10__cleanup.sql").unlink()
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    shutil.copy(FLYWAY / "V3__sessions.sql", repo / "db")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "sessions")
    write(repo / "db" / "V5__heap.sql", "CREATE TABLE heap (a INT);\n")  # untracked: part of the change too
    _, findings = check("db", "--diff-base", "HEAD~1", cwd=repo)
    assert {Path(f["path"]).name for f in findings} == {"V3__sessions.sql", "V5__heap.sql"}
    _, since_head = check("db", "--diff-base", "HEAD", cwd=repo)
    assert {Path(f["path"]).name for f in since_head} == {"V5__heap.sql"}


def test_diff_base_ignores_a_migration_renamed_unchanged(repo):
    write(repo / "m" / "V1__a.sql", "CREATE TABLE a (id INT);\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    git(repo, "mv", "m/V1__a.sql", "m/V1__create_a.sql")
    code, findings = check("m", "--diff-base", "HEAD", cwd=repo)
    assert (code, findings) == (0, [])


def test_diff_base_rename_across_migrations_lowers_what_existed(repo):
    """At REV, V1 created sessions with a random UNIQUE key (SL101, a warning). The change
    renames the table and widens the key: SL101 now points at the change, on a table that
    existed at REV (under its old name) and was already flagged: reported one level lower."""
    write(repo / ".schemalint.toml", ROWS)
    write(repo / "m" / "V1__sessions.sql", SESSIONS)
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    write(repo / "m" / "V2__rename.sql", "RENAME TABLE sessions TO user_sessions;\n"
                                         "ALTER TABLE user_sessions MODIFY token CHAR(64) NOT NULL;\n"
                                         "CREATE TABLE audit (at DATETIME NOT NULL);\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "rename")
    _, findings = check("m", "--diff-base", "HEAD~1", "--select", "SL101,SL103", cwd=repo)
    assert seen(findings) == [
        ("V2__rename.sql", 2, "SL101", "info", "user_sessions", "uk_token"),  # existed as sessions: lowered
        ("V2__rename.sql", 3, "SL103", "warning", "audit", None),  # a new table keeps its severity
    ]
    _, plain = check("m", "--changed", "m/V2__rename.sql", "--select", "SL101", cwd=repo)
    assert [f["severity"] for f in plain] == ["warning"]  # --changed alone does not compare


SCHEMA_V1 = """CREATE TABLE kept (id INT NOT NULL PRIMARY KEY, note VARCHAR(10));
CREATE TABLE heap (a INT, b INT);
CREATE TABLE natural_key (code CHAR(2) NOT NULL, UNIQUE KEY uk_code (code));
"""


def test_diff_base_on_a_schema_file_compares_tables(repo):
    write(repo / "schema.sql", SCHEMA_V1)
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    write(repo / "schema.sql", SCHEMA_V1.replace("b INT)", "b INT, c INT)")  # heap changes, still no PK
                                        .replace("code CHAR(2) NOT NULL", "code CHAR(2) NULL")  # worse
          + "CREATE TABLE fresh (x INT);\n")
    git(repo, "commit", "-qam", "change")
    _, findings = check("schema.sql", "--diff-base", "HEAD~1", "--select", "SL103", cwd=repo)
    assert seen(findings) == [
        ("schema.sql", 2, "SL103", "info", "heap", None),  # existed at REV, as bad: one level lower
        ("schema.sql", 3, "SL103", "warning", "natural_key", None),  # info at REV, a warning now: worse
        ("schema.sql", 4, "SL103", "warning", "fresh", None),  # new table
    ]
    _, unchanged = check("schema.sql", "--diff-base", "HEAD", "--select", "SL103", cwd=repo)
    assert unchanged == []


def test_diff_base_errors(repo, tmp_path_factory):
    write(repo / "schema.sql", SCHEMA_V1)
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "base")
    code, _, err = run_cli("check", "schema.sql", "--diff-base", "no-such-rev", cwd=repo)
    assert code == 2 and "git" in err
    code, _, err = run_cli("check", "schema.sql", "--diff-base", "HEAD", "--changed", cwd=repo)
    assert code == 2 and "--changed and --diff-base" in err
    outside = tmp_path_factory.mktemp("nogit")
    write(outside / "s.sql", SCHEMA_V1)
    code, _, err = run_cli("check", "s.sql", "--diff-base", "HEAD", cwd=outside)
    assert code == 2 and "git" in err


# -- baseline -------------------------------------------------------------------------------
def test_baseline_then_only_new_findings(tmp_path):
    shutil.copytree(FLYWAY, tmp_path / "m")
    code, out, err = run_cli("baseline", "write", "m", cwd=tmp_path)
    assert code == 0 and "recorded in .schemalint-baseline.json" in out, err
    data = json.loads((tmp_path / ".schemalint-baseline.json").read_text())
    assert {"code": "SL101", "file": "m/V3__sessions.sql", "table": "user_sessions", "index": "uk_token",
            "created_as": "sessions"} in [{k: row[k] for k in ("code", "file", "table", "index", "created_as") if k in row}
                                          for row in data["findings"]]
    assert all("line" not in row for row in data["findings"])
    assert check("m", cwd=tmp_path) == (0, [])
    write(tmp_path / "m" / "V11__devices.sql", "CREATE TABLE devices (token CHAR(64) NOT NULL);\n")
    _, findings = check("m", cwd=tmp_path)
    assert {Path(f["path"]).name for f in findings} == {"V11__devices.sql"}
    _, everything = check("m", "--no-baseline", cwd=tmp_path)
    assert len(everything) > len(findings)


def test_baseline_ignores_moved_lines_and_follows_renames(tmp_path):
    write(tmp_path / "m" / "V1__sessions.sql", SESSIONS)
    assert run_cli("baseline", "write", "m", "--select", "SL101", cwd=tmp_path)[0] == 0
    write(tmp_path / "m" / "V1__sessions.sql", "-- a comment moves every line down\n\n" + SESSIONS)
    write(tmp_path / "m" / "V2__rename.sql", "RENAME TABLE sessions TO user_sessions;\n")
    assert check("m", "--select", "SL101", cwd=tmp_path) == (0, [])


def test_baseline_counts_findings(tmp_path):
    two = "CREATE TABLE h1 (a INT);\nCREATE TABLE h2 (a INT);\n"
    write(tmp_path / "s.sql", two)
    assert run_cli("baseline", "write", "s.sql", "--select", "SL103", "-o", "b.json", cwd=tmp_path)[0] == 0
    write(tmp_path / "s.sql", two + "CREATE TABLE h3 (a INT);\n")
    _, findings = check("s.sql", "--select", "SL103", "--baseline", "b.json", cwd=tmp_path)
    assert [f["table"] for f in findings] == ["h3"]
    code, _, err = run_cli("check", "s.sql", "--baseline", "missing.json", cwd=tmp_path)
    assert code == 2 and "missing.json" in err


# -- pre-commit -----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def hook_repo(schemalint_clone) -> Path:
    """A clone of this repository's HEAD (pre-commit installs hooks from a git revision)."""
    pre_commit()  # beside sys.executable or on PATH; CI fails without it
    clone, _ = schemalint_clone
    if not (clone / ".pre-commit-hooks.yaml").is_file():
        pytest.skip("HEAD has no .pre-commit-hooks.yaml yet")
    return clone


@pytest.fixture(scope="module")
def hook_home(pre_commit_home) -> Path:
    """The session's PRE_COMMIT_HOME: the hooks' environment (a virtualenv with schemalint
    installed from hook_repo at its HEAD) is built once, not once per test (and shared with
    test_readme_hook's remote snippet, the same repository and commit)."""
    return pre_commit_home


def try_repo(hook_repo: Path, project: Path, hook: str, *files: str, home: Path) -> tuple[int, str]:
    """What `pre-commit try-repo REPO HOOK --files …` does (a config naming the repository at its
    HEAD and that one hook, then `pre-commit run`), but with the shared `home`: try-repo itself
    builds the environment anew in a temporary store each time (12 s of CPU per call)."""
    sha = subprocess.run(["git", "rev-parse", "HEAD"], cwd=hook_repo, capture_output=True, text=True,
                         check=True).stdout.strip()
    config = home / f"{hook}.pre-commit-config.yaml"
    config.write_text(f"repos:\n- repo: {hook_repo}\n  rev: {sha}\n  hooks:\n  - id: {hook}\n", encoding="utf-8")
    env = {**os.environ, **PIP_WITHOUT_BYTECODE, "PRE_COMMIT_HOME": str(home), "NO_COLOR": "1"}
    proc = subprocess.run([pre_commit(), "run", "-c", str(config), hook, "--files", *files],
                          cwd=project, capture_output=True, text=True, env=env, timeout=600)
    return proc.returncode, proc.stdout + proc.stderr


@pytest.mark.slow
def test_pre_commit_hook_on_a_schema_file(hook_repo, hook_home, repo):
    write(repo / "schema.sql", "CREATE TABLE heap (a INT);\n")
    git(repo, "add", "-A")
    code, out = try_repo(hook_repo, repo, "schemalint", "schema.sql", home=hook_home)
    assert code == 1 and "schema.sql:1:1: SL103" in out, out


@pytest.mark.slow
def test_pre_commit_hook_on_a_migrations_folder(hook_repo, hook_home, repo):
    shutil.copytree(FLYWAY, repo / "db" / "migrations")
    git(repo, "add", "-A")
    code, out = try_repo(hook_repo, repo, "schemalint-migrations", "db/migrations/V3__sessions.sql", home=hook_home)
    assert code == 1 and "V3__sessions.sql:5:3: SL101" in out, out
    assert "V2__orders.sql" not in out and "V10__cleanup.sql" not in out


@pytest.mark.slow
def test_pre_commit_migrations_hook_passes_expand_backfill_contract(hook_repo, hook_home, repo):
    """Issue 28: the standard safe migration — add the column NULL, fill it, then NOT NULL and the
    key — in its three spellings, staged on a folder whose V1 creates the table, passes the
    migrations hook (exit 0), while a contract with no backfill before it is refused."""
    from tests.test_fixes_agree import BACKFILL, CONTRACT, CREATE_SESSIONS, EXPAND, QUOTED

    spellings = {"same-file": {"V2__token.sql": EXPAND + BACKFILL + CONTRACT},
                 "where-is-null": {"V2__token.sql": EXPAND + BACKFILL.replace(";", " WHERE token IS NULL;") + CONTRACT},
                 "backticks": {"V2__token.sql": QUOTED},
                 "update-in-its-own-file": {"V2__add.sql": EXPAND, "V3__fill.sql": BACKFILL, "V4__contract.sql": CONTRACT},
                 "no-backfill": {"V2__add.sql": EXPAND, "V3__contract.sql": CONTRACT}}
    for name, files in spellings.items():
        folder = repo / name / "db" / "migrations"
        write(folder / "V1__sessions.sql", CREATE_SESSIONS)
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", f"{name}: sessions")
        staged = [write(folder / file, text) for file, text in files.items()]
        git(repo, "add", "-A")
        code, out = try_repo(hook_repo, repo, "schemalint-migrations", *[str(p.relative_to(repo)) for p in staged],
                             home=hook_home)
        if name == "no-backfill":
            assert code == 1 and "SL604 [warning]" in out, out
        else:
            assert code == 0, (name, out)
        git(repo, "commit", "-q", "-m", f"{name}: migration")
