"""The README's pre-commit snippets work as printed (issue 18, item 7; issue 27, item 3): each is
extracted from README.md, its placeholders filled in as the README says (a clone of this
repository, pinned to its HEAD), installed with the real `pre-commit` into a fresh git repository
whose PATH has no schemalint (the hook must install it: `language: python`), and a commit of a bad
migration is refused while a good one goes through."""

from __future__ import annotations

import json
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


def clean_path() -> str:
    """A PATH as on a fresh machine: the system's programs (git, python3), not this
    environment's bin folder, so no `schemalint` on it."""
    dirs = []
    for program in ("git", "python3"):
        found = shutil.which(program, path=os.pathsep.join(("/usr/local/bin", "/usr/bin", "/bin")))
        if found and os.path.dirname(found) not in dirs:
            dirs.append(os.path.dirname(found))
    path = os.pathsep.join(dirs or ["/usr/bin", "/bin"])
    assert shutil.which("schemalint", path=path) is None, path
    return path


# pip byte-compiles every module it installs (~900 in schemalint's environment: pygments, rich,
# sqlglot, setuptools in each build environment), while a run imports a few dozen and compiles
# those itself: 2 s of CPU per environment for nothing the hook and install tests look at.
# (PIP_COMPILE, not PIP_NO_COMPILE: pip reads PIP_NO_COMPILE=1 as --no-compile's value, true.)
PIP_WITHOUT_BYTECODE = {"PIP_COMPILE": "0"}


def hook_env(home: Path) -> dict[str, str]:
    """pre-commit (called by its full path) with a clean PATH: the hook must install schemalint."""
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    return {**env, **PIP_WITHOUT_BYTECODE, "PATH": clean_path(), "PRE_COMMIT_HOME": str(home),
            "NO_COLOR": "1", "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}


def filled(snippet: str, url: str, sha: str) -> str:
    """A snippet with its placeholders replaced, as the README tells its reader to."""
    out = snippet.replace("<repository URL>", url).replace("<full commit SHA>", sha)
    assert "<" not in "".join(line.split("#")[0] for line in out.splitlines()), out
    return out


def readme_snippets() -> list[str]:
    """The YAML blocks of the README's pre-commit section, in order (remote, then local)."""
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Use it as a pre-commit hook", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```yaml\n(.*?)```", section, re.S)


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)


def commits_are_gated(project: Path, config: str, home: Path, pip_env: dict[str, str] | None = None) -> None:
    env = {**hook_env(home), **(pip_env or {})}
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


def test_the_readme_has_a_pinned_remote_and_a_local_python_snippet():
    remote, local = readme_snippets()
    assert "rev: <full commit SHA>" in remote and "repo: <repository URL>" in remote
    assert "repo: local" in local and "language: python" in local and "schemalint check --changed" in local
    assert 'additional_dependencies: ["schemalint @ git+<repository URL>@<full commit SHA>"]' in local
    assert "language: system" not in local  # it would need schemalint on PATH
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    for stale in ("OWNER/schemalint", "v0.1.0", "schemalint==", "pip install schemalint`", "pip install 'schemalint["):
        assert stale not in readme, stale
    hooks = (REPO_ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")
    assert hooks.count("language: python") == 2 and "language: system" not in hooks


@pytest.mark.slow
def test_the_remote_snippet_pinned_to_a_commit_installs_schemalint_and_gates_commits(
        tmp_path, schemalint_clone, pre_commit_home):
    pre_commit()
    clone, sha = schemalint_clone
    commits_are_gated(tmp_path / "project", filled(readme_snippets()[0], str(clone), sha), pre_commit_home)


@pytest.mark.slow
def test_the_local_snippet_installs_schemalint_from_git_and_gates_commits(
        tmp_path, schemalint_clone, schemalint_git_wheel, pre_commit_home):
    """pip installs the snippet's `schemalint @ git+…@sha` from the session's one wheel of it (pip's
    wheel cache: conftest.schemalint_git_wheel) and builds pre-commit's placeholder package."""
    pre_commit()
    clone, sha = schemalint_clone
    commits_are_gated(tmp_path / "project", filled(readme_snippets()[1], clone.as_uri(), sha), pre_commit_home,
                      schemalint_git_wheel)


def ci_snippet(heading: str) -> str:
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split(heading, 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"```yaml\n(.*?)```", section, re.S)
    return block


def test_the_github_action_snippet_pins_a_commit_not_a_tag_that_does_not_exist():
    import yaml

    steps = yaml.safe_load(ci_snippet("## Pull-request review (GitHub Action)"))["jobs"]["schemalint"]["steps"]
    uses = [step["uses"] for step in steps if "uses" in step]
    assert uses == ["actions/checkout@v4", "<owner>/<repository>@<full commit SHA>", "github/codeql-action/upload-sarif@v3"]


@pytest.mark.slow
def test_the_gitlab_snippet_installs_schemalint_from_the_repository_and_reviews(tmp_path, schemalint_clone,
                                                                                 schemalint_git_wheel):
    """The job's commands, as printed (but the image's apt-get), in a fresh repository with a
    merge-request branch, a PATH holding only the system's programs and a fresh virtualenv's
    python and pip (the image's): schemalint installed from a clone pinned to its HEAD (the
    session's one wheel of it, from pip's wheel cache)."""
    import yaml

    job = yaml.safe_load(ci_snippet("## GitLab CI"))["schemalint"]
    clone, sha = schemalint_clone
    image = tmp_path / "image"
    # virtualenv (pre-commit's) seeds a current pip, as the image has, from its own wheels:
    # `venv --upgrade-deps` downloaded and installed pip and setuptools again (7 s of CPU)
    subprocess.run([sys.executable, "-m", "virtualenv", "-q", str(image)], check=True, capture_output=True)
    project = tmp_path / "project"
    env = {**hook_env(tmp_path / "home"), "PATH": str(image / "bin") + os.pathsep + clean_path()}
    migrations = project / "db" / "migrations"
    migrations.mkdir(parents=True)
    (migrations / "V1__users.sql").write_text(GOOD)
    run(["git", "init", "-q", "-b", "main"], project, env)
    run(["git", "add", "-A"], project, env)
    run(["git", "commit", "-qm", "users"], project, env)
    base = run(["git", "rev-parse", "HEAD"], project, env).stdout.strip()
    run(["git", "checkout", "-qb", "feature"], project, env)
    (migrations / "V2__heap.sql").write_text(BAD)
    run(["git", "add", "-A"], project, env)
    run(["git", "commit", "-qm", "heap"], project, env)
    commands = [line for line in job["before_script"] if not line.startswith("apt-get")] + job["script"]
    script = "set -e\n" + "\n".join(filled(line, clone.as_uri(), sha) for line in commands) + "\n"
    done = subprocess.run(["bash", "-c", script], cwd=project, capture_output=True, text=True, timeout=900,
                          env={**env, "CI_MERGE_REQUEST_DIFF_BASE_SHA": base})
    assert done.returncode == 0, done.stdout + done.stderr  # a warning: --fail-on error passes
    review = (project / "schemalint-review.md").read_text()
    assert "SL103" in review and "V2__heap.sql" in review and "V1__users.sql" not in review, review
    quality = json.loads((project / "gl-code-quality-report.json").read_text())
    assert [q["check_name"] for q in quality] == ["SL103"]
