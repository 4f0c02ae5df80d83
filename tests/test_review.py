"""`schemalint review --github`: the sticky pull-request comment, against a local fake of the
few GitHub REST endpoints it uses (list issue comments with pagination, create, edit).

The fake runs `http.server` on 127.0.0.1 (port 0) in a thread, records every request
(method, path, query, headers, JSON body) and checks the token; tests script failures
(5xx, secondary rate limits, 401/403/404) to drive the retry and error paths.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Optional
from urllib.parse import parse_qs, urlsplit

import pytest

from schemalint.report.markdown import MARKER
from schemalint.review import (
    GitHubClient, GitHubError, PullRequest, ReviewError, base_estimates, files_at_revision,
    pull_request_from_event, upsert_comment,
)
from tests.helpers import make_config, run_cli

REPO = Path(__file__).resolve().parents[1]
TOKEN = "ghs_test_token_0123456789_never_printed"
OWNER_REPO = "acme/shop"


@dataclass
class Recorded:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: Any


@dataclass
class FakeGitHub:
    """State of the fake API: one repository, issue comments per pull request."""

    repository: str = OWNER_REPO
    page_size: int = 2  # small, so a handful of comments spans pages
    comments: dict[int, list[dict]] = field(default_factory=dict)  # PR number -> comments
    requests: list[Recorded] = field(default_factory=list)
    script: list[tuple[int, dict, Any]] = field(default_factory=list)  # answers to send first
    force: Optional[tuple[int, dict, Any]] = None  # answer every request with this
    next_id: int = 1000
    base_url: str = ""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add_comment(self, number: int, body: str, login: str = "someone") -> dict:
        self.next_id += 1
        comment = {"id": self.next_id, "body": body, "user": {"login": login},
                   "html_url": f"https://github.example/{self.repository}/pull/{number}#issuecomment-{self.next_id}"}
        self.comments.setdefault(number, []).append(comment)
        return comment

    def marked(self, number: int) -> list[dict]:
        return [c for c in self.comments.get(number, []) if c["body"].startswith(MARKER)]

    def handle(self, method: str, raw_path: str, headers: dict[str, str], body: Any) -> tuple[int, dict, Any]:
        parts = urlsplit(raw_path)
        with self.lock:
            self.requests.append(Recorded(method, parts.path, parse_qs(parts.query), headers, body))
            if self.force is not None:
                return self.force
            if self.script:
                return self.script.pop(0)
        if headers.get("authorization") != f"Bearer {TOKEN}":
            return 401, {}, {"message": "Bad credentials"}
        segments = parts.path.strip("/").split("/")
        if segments[:3] != ["repos", *self.repository.split("/")]:
            return 404, {}, {"message": "Not Found"}
        rest = segments[3:]
        if method == "GET" and len(rest) == 3 and rest[0] == "issues" and rest[2] == "comments":
            number = int(rest[1])
            page = int(parse_qs(parts.query).get("page", ["1"])[0])
            items = self.comments.get(number, [])
            chunk = items[(page - 1) * self.page_size: page * self.page_size]
            extra = {}
            if page * self.page_size < len(items):
                extra["Link"] = (f'<{self.base_url}{parts.path}?per_page=100&page={page + 1}>; rel="next", '
                                 f'<{self.base_url}{parts.path}?per_page=100&page=1>; rel="first"')
            return 200, extra, chunk
        if method == "POST" and len(rest) == 3 and rest[0] == "issues" and rest[2] == "comments":
            return 201, {}, self.add_comment(int(rest[1]), body["body"], "github-actions[bot]")
        if method == "PATCH" and len(rest) == 3 and rest[:2] == ["issues", "comments"]:
            for comments in self.comments.values():
                for c in comments:
                    if c["id"] == int(rest[2]):
                        c["body"] = body["body"]
                        return 200, {}, c
            return 404, {}, {"message": "Not Found"}
        return 404, {}, {"message": "Not Found"}


def _handler(state: FakeGitHub):
    class Handler(BaseHTTPRequestHandler):
        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            body = json.loads(raw) if raw else None
            headers = {k.lower(): v for k, v in self.headers.items()}
            status, extra, data = state.handle(self.command, self.path, headers, body)
            payload = json.dumps(data).encode("utf-8") if data is not None else b""
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(payload)))
            for k, v in extra.items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(payload)

        do_GET = do_POST = do_PATCH = _serve

        def log_message(self, *args) -> None:  # keep pytest output clean
            pass

    return Handler


@pytest.fixture
def fake_github():
    state = FakeGitHub()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    server.daemon_threads = True
    state.base_url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def client_for(state: FakeGitHub, **kwargs) -> GitHubClient:
    kwargs.setdefault("timeout", 5.0)
    kwargs.setdefault("sleep", lambda s: None)
    return GitHubClient(token=TOKEN, api_url=state.base_url, **kwargs)


PR = PullRequest(OWNER_REPO, 7)


# --- the comment, through the Python API ------------------------------------------------------

def test_creates_the_comment_once_then_updates_it(fake_github):
    for i in range(5):  # 5 unrelated comments: three pages of two
        fake_github.add_comment(7, f"looks good {i}")
    client = client_for(fake_github)

    first = upsert_comment(client, PR, f"{MARKER}\nfirst run")
    assert first.action == "created"
    assert len(fake_github.marked(7)) == 1
    post = fake_github.requests[-1]
    assert (post.method, post.path) == ("POST", "/repos/acme/shop/issues/7/comments")
    assert post.body == {"body": f"{MARKER}\nfirst run"}
    assert post.headers["content-type"].startswith("application/json")

    gets = [r for r in fake_github.requests if r.method == "GET"]
    assert [r.query.get("page", ["1"])[0] for r in gets] == ["1", "2", "3"]
    assert gets[0].query["per_page"] == ["100"]

    fake_github.requests.clear()
    second = upsert_comment(client, PR, f"{MARKER}\nsecond run")
    assert second.action == "updated" and second.comment_id == first.comment_id
    patch = fake_github.requests[-1]
    assert (patch.method, patch.path) == ("PATCH", f"/repos/acme/shop/issues/comments/{first.comment_id}")
    assert patch.body == {"body": f"{MARKER}\nsecond run"}
    assert [c["body"] for c in fake_github.marked(7)] == [f"{MARKER}\nsecond run"]
    assert not any(r.method == "POST" for r in fake_github.requests)

    fake_github.requests.clear()
    third = upsert_comment(client, PR, f"{MARKER}\nsecond run")
    assert third.action == "unchanged"
    assert {r.method for r in fake_github.requests} == {"GET"}


def test_every_request_carries_the_api_headers(fake_github):
    upsert_comment(client_for(fake_github), PR, "body without the marker")
    assert fake_github.marked(7), "the marker is added when the body lacks it"
    for r in fake_github.requests:
        assert r.headers["authorization"] == f"Bearer {TOKEN}"
        assert r.headers["accept"] == "application/vnd.github+json"
        assert r.headers["x-github-api-version"] == "2022-11-28"
        assert r.headers["user-agent"].startswith("schemalint/")


def test_a_quoted_marker_in_someone_elses_comment_is_not_the_sticky_comment(fake_github):
    fake_github.add_comment(7, f"> {MARKER}\n> quoting the bot")
    result = upsert_comment(client_for(fake_github), PR, f"{MARKER}\nreview")
    assert result.action == "created"


def test_nothing_to_say_creates_no_comment_but_still_updates_one(fake_github):
    client = client_for(fake_github)
    assert upsert_comment(client, PR, f"{MARKER}\nclean", create=False).action == "skipped"
    assert not fake_github.marked(7)
    fake_github.add_comment(7, f"{MARKER}\nold findings", "github-actions[bot]")
    assert upsert_comment(client, PR, f"{MARKER}\nclean now", create=False).action == "updated"


# --- retries ------------------------------------------------------------------------------------

def test_retries_5xx_and_secondary_rate_limits_with_backoff(fake_github):
    fake_github.script = [
        (502, {}, {"message": "Bad Gateway"}),
        (503, {}, None),
        (403, {"Retry-After": "7"}, {"message": "You have exceeded a secondary rate limit."}),
        (429, {}, {"message": "Too many requests"}),
    ]
    slept: list[float] = []
    client = client_for(fake_github, sleep=slept.append, base_delay=0.5, rate_limit_wait=60.0)
    result = upsert_comment(client, PR, f"{MARKER}\nhello")
    assert result.action == "created"
    assert len(slept) == 4
    assert 0.5 <= slept[0] <= 0.5 * 1.25 and 1.0 <= slept[1] <= 1.25  # exponential, with jitter
    assert slept[2] == 7.0  # Retry-After wins
    assert slept[3] >= 60.0  # secondary limit without Retry-After: at least a minute
    assert len(fake_github.marked(7)) == 1


def test_gives_up_after_the_last_attempt(fake_github):
    fake_github.force = (500, {}, {"message": "boom"})
    slept: list[float] = []
    with pytest.raises(GitHubError, match=r"gave up after 3 attempt\(s\).*HTTP 500.*boom"):
        upsert_comment(client_for(fake_github, sleep=slept.append, attempts=3), PR, "x")
    assert len(fake_github.requests) == 3 and len(slept) == 2


def test_primary_rate_limit_far_away_is_not_waited_for(fake_github):
    fake_github.force = (403, {"x-ratelimit-remaining": "0", "x-ratelimit-reset": "9999999999"},
                         {"message": "API rate limit exceeded"})
    with pytest.raises(GitHubError, match="gave up"):
        upsert_comment(client_for(fake_github), PR, "x")
    assert len(fake_github.requests) == 1


@pytest.mark.parametrize("status, message, expected", [
    (401, "Bad credentials", "401 Unauthorized"),
    (403, "Resource not accessible by integration", "pull-requests: write"),
    (404, "Not Found", "404 Not Found"),
])
def test_client_errors_are_final_and_explained(fake_github, status, message, expected):
    fake_github.force = (status, {}, {"message": message})
    with pytest.raises(GitHubError) as info:
        upsert_comment(client_for(fake_github), PR, "x")
    assert expected in str(info.value) and message in str(info.value)
    assert TOKEN not in str(info.value)
    assert len(fake_github.requests) == 1  # no retry


def test_pagination_links_to_another_host_are_not_followed(fake_github):
    fake_github.script = [(200, {"Link": '<https://elsewhere.example/steal?page=2>; rel="next"'}, [])]
    with pytest.raises(GitHubError, match="another host"):
        upsert_comment(client_for(fake_github), PR, "x")


# --- the event ------------------------------------------------------------------------------

def write_event(tmp_path: Path, event: dict) -> str:
    path = tmp_path / "event.json"
    path.write_text(json.dumps(event), encoding="utf-8")
    return str(path)


def test_pull_request_from_the_event(tmp_path):
    env = {"GITHUB_REPOSITORY": OWNER_REPO, "GITHUB_EVENT_PATH": write_event(tmp_path, {
        "pull_request": {"number": 42, "head": {"sha": "h" * 40}, "base": {"sha": "b" * 40}}})}
    assert pull_request_from_event(env) == PullRequest(OWNER_REPO, 42, "h" * 40, "b" * 40)
    assert pull_request_from_event(env, number=5).number == 5


def test_issue_comment_event_on_a_pull_request(tmp_path):
    env = {"GITHUB_REPOSITORY": OWNER_REPO, "GITHUB_EVENT_PATH": write_event(tmp_path, {
        "issue": {"number": 9, "pull_request": {"url": "x"}}})}
    assert pull_request_from_event(env).number == 9


def test_push_event_is_not_a_pull_request(tmp_path):
    env = {"GITHUB_REPOSITORY": OWNER_REPO, "GITHUB_EVENT_NAME": "push",
           "GITHUB_EVENT_PATH": write_event(tmp_path, {"ref": "refs/heads/main"})}
    with pytest.raises(ReviewError, match="push event is not about a pull request"):
        pull_request_from_event(env)


# --- the command, end to end --------------------------------------------------------------------

def review_env(state: FakeGitHub, tmp_path: Path, number: int = 7, **extra) -> dict[str, str]:
    env = {
        "GITHUB_API_URL": state.base_url, "GITHUB_TOKEN": TOKEN, "GITHUB_REPOSITORY": OWNER_REPO,
        "GITHUB_EVENT_NAME": "pull_request", "GITHUB_SERVER_URL": "https://github.example",
        "GITHUB_EVENT_PATH": write_event(tmp_path, {"pull_request": {"number": number, "head": {"sha": "c0ffee" * 6 + "abcd"}}}),
    }
    env.update(extra)
    return env


def test_review_command_creates_then_updates_the_comment(fake_github, tmp_path):
    fake_github.add_comment(7, "first!")
    env = review_env(fake_github, tmp_path)
    args = ("review", "--github", "--select", "SL001,SL004,SL103")

    code, out, err = run_cli(*args, "fixtures/review/V1__shop.sql", cwd=REPO, env=env)
    assert code == 1, err  # findings at or above warning
    assert "review comment on acme/shop#7 created" in err
    [comment] = fake_github.marked(7)
    body = comment["body"]
    assert body.startswith(MARKER + "\n## schemalint: :x: fails")
    assert "(https://github.example/acme/shop/blob/c0ffee" in body  # file:line links to the head commit
    assert out == ""

    code, out, err = run_cli(*args, "fixtures/review", cwd=REPO, env=env)
    assert code == 1, err
    assert "updated" in err
    [comment] = fake_github.marked(7)
    assert "V2__rates,50%.sql" in comment["body"]
    assert [r.method for r in fake_github.requests].count("POST") == 1
    assert [r.method for r in fake_github.requests].count("PATCH") == 1
    assert TOKEN not in out + err


@pytest.mark.parametrize("status, expected", [
    (401, "401 Unauthorized"), (403, "403 Forbidden"), (404, "404 Not Found"),
])
def test_review_command_fails_clearly_on_client_errors(fake_github, tmp_path, status, expected):
    fake_github.force = (status, {}, {"message": "nope"})
    code, out, err = run_cli("review", "--github", "--select", "SL103", "fixtures/review/V1__shop.sql",
                             cwd=REPO, env=review_env(fake_github, tmp_path))
    assert code == 2
    assert err.startswith("schemalint: error: GitHub API GET /repos/acme/shop/issues/7/comments: " + expected)
    assert "Traceback" not in err
    assert TOKEN not in out + err


def test_review_command_without_a_token(fake_github, tmp_path):
    env = review_env(fake_github, tmp_path, GITHUB_TOKEN="", GH_TOKEN="")
    code, out, err = run_cli("review", "--github", "fixtures/review", cwd=REPO, env=env)
    assert code == 2 and "GITHUB_TOKEN is not set" in err
    assert fake_github.requests == []


def test_review_command_writes_annotations_sarif_and_markdown(tmp_path):
    sarif_file, md_file = tmp_path / "out.sarif", tmp_path / "review.md"
    code, out, err = run_cli("review", "--annotations", "--select", "SL001,SL004,SL103", "--sarif-file", str(sarif_file),
                             "--markdown-file", str(md_file), "fixtures/review", cwd=REPO,
                             env={"GITHUB_REPOSITORY": "", "CI_PROJECT_URL": ""})
    assert code == 1, err
    assert out == (REPO / "tests" / "golden" / "review.github.txt").read_text(encoding="utf-8")
    assert json.loads(sarif_file.read_text(encoding="utf-8"))["version"] == "2.1.0"
    assert md_file.read_text(encoding="utf-8").startswith(MARKER)


# --- before → after: the model at the diff base ---------------------------------------------------

def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                          env={"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
                               "GIT_COMMITTER_EMAIL": "t@t", "HOME": str(cwd), "PATH": "/usr/bin:/bin"}).stdout


@pytest.fixture
def schema_repo(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    repo = tmp_path / "repo"
    (repo / "db").mkdir(parents=True)
    git(repo, "init", "-q")
    (repo / "db" / "V1__orders.sql").write_text(
        "CREATE TABLE orders (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, note VARCHAR(20) NOT NULL);\n"
        "CREATE TABLE legacy (id INT NOT NULL PRIMARY KEY);\n", encoding="utf-8")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "v1")
    (repo / "db" / "V2__widen.sql").write_text(
        "ALTER TABLE orders ADD COLUMN payload VARCHAR(2000) NOT NULL DEFAULT '', ADD KEY idx_note (note);\n"
        "DROP TABLE legacy;\n"
        "CREATE TABLE events (at DATETIME NOT NULL, what VARCHAR(10) NOT NULL);\n", encoding="utf-8")
    (repo / "db" / "V10__later.sql").write_text("-- nothing yet\n", encoding="utf-8")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "v2")
    return repo


def test_files_at_revision_lists_what_the_base_had(schema_repo, monkeypatch):
    monkeypatch.chdir(schema_repo)
    assert files_at_revision(["db"], "HEAD~1", schema_repo) == [("db/V1__orders.sql", "db/V1__orders.sql")]
    assert [shown for shown, _ in files_at_revision(["db"], "HEAD", schema_repo)] == [
        "db/V1__orders.sql", "db/V2__widen.sql", "db/V10__later.sql"]
    assert files_at_revision(["db/V2__widen.sql"], "HEAD~1", schema_repo) == []


def test_base_estimates_model_the_base_revision(schema_repo, monkeypatch):
    monkeypatch.chdir(schema_repo)
    before = base_estimates(["db"], make_config(), "HEAD~1", schema_repo)
    if before is None:
        pytest.skip("the estimator is not available")
    assert sorted(t.table.rsplit(".", 1)[-1] for t in before.tables) == ["legacy", "orders"]


def test_review_diff_base_shows_before_and_after(schema_repo):
    code, out, err = run_cli("review", "--select", "SL103", "--diff-base", "HEAD~1", "--rows", "orders=10M",
                             "--rows", "legacy=1M", "--rows", "events=5M", "db", cwd=schema_repo,
                             env={"GITHUB_REPOSITORY": "", "CI_PROJECT_URL": ""})
    assert code == 1, err  # events has no primary key
    assert "compared with `" in out
    assert "### Tables this change touches" in out
    assert "<code>orders</code> — changed:" in out
    assert "<code>legacy</code> — dropped" in out
    assert "<code>events</code> — added" in out
    orders = out.split("<code>orders</code>", 1)[1].split("</details>", 1)[0]
    assert "| rows | 10,000,000 | 10,000,000 |" in orders


def test_review_diff_base_that_is_not_a_commit(schema_repo):
    code, out, err = run_cli("review", "--diff-base", "no-such-branch", "db", cwd=schema_repo)
    assert code == 2
    assert "not a commit in this clone" in err and "fetch-depth: 0" in err


# --- the GitHub Action's review step, run by bash as the runner would --------------------------

def test_action_review_step(fake_github, tmp_path):
    """Runs the `run:` script of action.yml's Review step with the env the action maps its
    inputs to, against the fake API: annotations on stdout, SARIF, summary, one comment."""
    import os
    import sys

    yaml = pytest.importorskip("yaml")
    if shutil.which("bash") is None:
        pytest.skip("bash is not installed")
    action = yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))
    assert action["runs"]["using"] == "composite"
    step = next(s for s in action["runs"]["steps"] if s.get("id") == "review")
    for name in ("paths", "config", "diff-base", "stats", "fail-on", "comment", "sarif", "sarif-file", "token"):
        assert name in action["inputs"], name
        assert f"inputs.{name} }}}}" in json.dumps(step["env"]), name

    runner_temp = tmp_path / "runner"
    venv_bin = runner_temp / "schemalint-venv" / "bin"
    venv_bin.mkdir(parents=True)
    wrapper = venv_bin / "schemalint"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m schemalint "$@"\n', encoding="utf-8")
    wrapper.chmod(0o755)
    config = tmp_path / "schemalint.toml"
    config.write_text('select = ["SL001", "SL004", "SL103"]\n', encoding="utf-8")
    outputs, summary, sarif_file = tmp_path / "out.txt", tmp_path / "summary.md", tmp_path / "out.sarif"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "INPUT_", "SCHEMALINT_"))}
    env.update(review_env(fake_github, tmp_path))
    env.update({
        "PYTHONPATH": str(REPO), "NO_COLOR": "1", "RUNNER_TEMP": str(runner_temp),
        "GITHUB_OUTPUT": str(outputs), "GITHUB_STEP_SUMMARY": str(summary),
        "INPUT_PATHS": "fixtures/review/V1__shop.sql fixtures/review/V2__rates,50%.sql",
        "INPUT_CONFIG": str(config), "INPUT_DIFF_BASE": "", "INPUT_STATS": "", "INPUT_FAIL_ON": "error",
        "INPUT_COMMENT": "true", "INPUT_SARIF": "true", "INPUT_SARIF_FILE": str(sarif_file), "INPUT_HELP_BASE": "",
        "ACTION_REPOSITORY": "acme/schemalint", "ACTION_REF": "v0.1.0", "PR_NUMBER": "7", "FROM_FORK": "false",
    })
    proc = subprocess.run(["bash", "-c", step["run"]], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr  # an SL001 error, fail-on error
    assert proc.stdout == (REPO / "tests" / "golden" / "review.github.txt").read_text(encoding="utf-8")
    assert "exit-code=1" in outputs.read_text(encoding="utf-8")
    assert f"sarif-file={sarif_file}" in outputs.read_text(encoding="utf-8")
    rules = json.loads(sarif_file.read_text(encoding="utf-8"))["runs"][0]["tool"]["driver"]["rules"]
    assert rules[0]["helpUri"].startswith("https://github.example/acme/schemalint/blob/v0.1.0/rules/SL")
    assert summary.read_text(encoding="utf-8").startswith(MARKER)
    [comment] = fake_github.marked(7)
    assert comment["body"] == summary.read_text(encoding="utf-8")
    assert TOKEN not in proc.stdout + proc.stderr

    # a pull request from a fork: no comment, the rest as before
    fake_github.requests.clear()
    env["FROM_FORK"] = "true"
    proc = subprocess.run(["bash", "-c", step["run"]], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr
    assert "pull request from a fork" in proc.stdout
    assert fake_github.requests == []


def test_review_diff_base_reports_only_what_the_change_introduced(schema_repo):
    """V1's table without a PK existed at the base; only V2's new one is reported."""
    (schema_repo / "db" / "V11__more.sql").write_text(
        "CREATE TABLE audit (at DATETIME NOT NULL);\n", encoding="utf-8")
    git(schema_repo, "add", "-A")
    git(schema_repo, "commit", "-q", "-m", "v3")
    (schema_repo / "db" / "V1__orders.sql").write_text(
        "CREATE TABLE orders (id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, note VARCHAR(20) NOT NULL);\n"
        "CREATE TABLE legacy (id INT NOT NULL PRIMARY KEY);\n"
        "CREATE TABLE old_log (at DATETIME NOT NULL);\n", encoding="utf-8")
    git(schema_repo, "add", "-A")
    git(schema_repo, "commit", "-q", "-m", "old_log (pretend it was always there)")
    code, out, err = run_cli("review", "--select", "SL103", "--diff-base", "HEAD~2", "db", cwd=schema_repo,
                             env={"GITHUB_REPOSITORY": "", "CI_PROJECT_URL": ""})
    assert code in (0, 1), err
    assert "audit has no PRIMARY KEY" in out and "V11__more.sql" in out
    assert "0 errors, 2 warnings" in out  # and old_log: V1 changed since the base, so its findings are new
    assert "events has no PRIMARY KEY" not in out  # V2's finding existed at HEAD~2
