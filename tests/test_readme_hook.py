"""The README's pre-commit snippets work as printed (issue 18, item 7): each is extracted from
README.md, installed with the real `pre-commit` into a fresh git repository, and a commit of a
bad migration is refused while a good one goes through. The `repo: local` form runs the
schemalint installed beside this Python; the remote form is pinned to a commit of a clone of
this repository (its placeholders filled in as the README says)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO_ROOT

GOOD = ("CREATE TABLE users (\n  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,\n"
        "  email VARCHAR(255) NOT NULL\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n")
BAD = "CREATE TABLE heap (a INT);\n"  # SL103: no PRIMARY KEY (a warning: the default fail-on)
GOOD_TOO = ("CREATE TABLE teams (\n  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,\n"
            "  name VARCHAR(100) NOT NULL\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n")


def pre_commit() -> str:
    """The pre-commit of this environment: beside sys.executable (the suite runs as
    `.venv/bin/python -m pytest`, with .venv/bin not on PATH), else on PATH. CI must run these
    tests: there a missing pre-commit fails rather than skips."""
    beside = Path(sys.executable).parent / ("pre-commit.exe" if os.name == "nt" else "pre-commit")
    found = str(beside) if beside.is_file() else shutil.which("pre-commit")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("pre-commit is not installed (the test extra installs it): CI must run the hook tests")
        pytest.skip("pre-commit is not installed")
    return found


def hook_env(home: Path) -> dict[str, str]:
    """pre-commit and `language: system` hooks find this environment's programs first."""
    bin_dir = str(Path(sys.executable).parent)
    return {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""), "PRE_COMMIT_HOME": str(home),
            "NO_COLOR": "1", "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}


def readme_snippets() -> list[str]:
    """The YAML blocks of the README's pre-commit section, in order (local, then remote)."""
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Use it as a pre-commit hook", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```yaml\n(.*?)```", section, re.S)


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)


def commits_are_gated(project: Path, config: str, tmp_path: Path) -> None:
    env = hook_env(tmp_path / "pre-commit-home")
    project.mkdir()
    run(["git", "init", "-q", "-b", "main"], project, env)
    (project / ".pre-commit-config.yaml").write_text(config, encoding="utf-8")
    migrations = project / "db" / "migrations"
    migrations.mkdir(parents=True)
    (migrations / "V1__users.sql").write_text(GOOD, encoding="utf-8")
    installed = run([pre_commit(), "install"], project, env)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    run(["git", "add", "-A"], project, env)
    first = run(["git", "commit", "-qm", "users"], project, env)
    assert first.returncode == 0, first.stdout + first.stderr

    (migrations / "V2__heap.sql").write_text(BAD, encoding="utf-8")
    run(["git", "add", "-A"], project, env)
    refused = run(["git", "commit", "-qm", "heap"], project, env)
    out = refused.stdout + refused.stderr
    assert refused.returncode != 0 and "db/migrations/V2__heap.sql:1:1: SL103" in out, out
    assert "V1__users.sql" not in out  # only what the staged migration introduces
    assert run(["git", "rev-list", "--count", "HEAD"], project, env).stdout.strip() == "1"

    (migrations / "V2__heap.sql").write_text(GOOD_TOO, encoding="utf-8")
    run(["git", "add", "-A"], project, env)
    accepted = run(["git", "commit", "-qm", "teams"], project, env)
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert run(["git", "rev-list", "--count", "HEAD"], project, env).stdout.strip() == "2"


def test_the_readme_has_a_local_and_a_pinned_remote_snippet():
    local, remote = readme_snippets()
    assert "repo: local" in local and "language: system" in local and "schemalint check --changed" in local
    assert "rev: <full commit SHA>" in remote and "repo: <repository URL>" in remote
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    assert "OWNER/schemalint" not in readme.split("## Use it as a pre-commit hook", 1)[1].split("\n## ", 1)[0]
    assert "v0.1.0" not in remote


@pytest.mark.slow
def test_the_local_snippet_refuses_a_bad_migration_and_accepts_a_good_one(tmp_path):
    local = readme_snippets()[0]
    commits_are_gated(tmp_path / "project", local, tmp_path)


@pytest.mark.slow
def test_the_remote_snippet_pinned_to_a_commit_does_the_same(tmp_path):
    pre_commit()
    clone = tmp_path / "schemalint"
    subprocess.run(["git", "clone", "-q", str(REPO_ROOT), str(clone)], check=True)
    if not (clone / ".pre-commit-hooks.yaml").is_file():
        pytest.skip("HEAD has no .pre-commit-hooks.yaml yet")
    sha = subprocess.run(["git", "rev-parse", "HEAD"], cwd=clone, capture_output=True, text=True, check=True).stdout.strip()
    remote = readme_snippets()[1]
    config = remote.replace("<repository URL>", str(clone)).replace("<full commit SHA>", sha)
    assert "<" not in config.split("#")[0]
    commits_are_gated(tmp_path / "project", config, tmp_path)
