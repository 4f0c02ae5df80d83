"""The pull-request review: the figures before and after a change, and the sticky comment.

Two jobs, both for `schemalint review` (and `check --format markdown`):

- **Before → after.** `base_estimates()` loads the same input paths as they were at the
  diff base (read with `git cat-file`, nothing checked out) and runs the estimator on that
  model; `table_changes()` pairs its tables with the current ones into the `TableChange`
  values the Markdown reporter prints.
- **The comment.** `post_review()` finds the pull request from the Actions event
  (`GITHUB_EVENT_PATH`), lists its comments (every page), finds the one that starts with
  the hidden marker and edits it, or creates it — one comment per pull request, updated on
  every push. `GitHubClient` is plain urllib: it retries 5xx answers, network errors and
  secondary rate limits with exponential backoff (honouring `Retry-After`), and turns
  401/403/404 into a message that says what to fix. The token goes into the Authorization
  header and nowhere else: no message, log line or exception text contains it.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Optional, Sequence
from urllib.parse import urlsplit

from . import __version__
from .report.markdown import MARKER, TableChange, TableFigures

DEFAULT_API_URL = "https://api.github.com"
DEFAULT_SERVER_URL = "https://github.com"
API_VERSION = "2022-11-28"


class ReviewError(Exception):
    """Something the user must fix (token, permissions, event, git): exit code 2."""


# --- before → after ------------------------------------------------------------------------

FIT_WORDS = {"fits": "fits", "hot-set-fits": "hot set fits", "does-not-fit": "does not fit"}


def figures_of(estimate: Any) -> TableFigures:
    """The comment's figures from a `TableEstimate`: depth is the clustered index's (the
    tree every primary-key lookup walks and every row lives in)."""
    clustered = next((i for i in getattr(estimate, "indexes", []) if getattr(i, "clustered", False)), None)
    fit = getattr(estimate, "fit", None)
    return TableFigures(
        rows=getattr(estimate, "rows", None),
        size_bytes=getattr(estimate, "size_bytes", None),
        depth=getattr(clustered, "depth", None) if clustered is not None else None,
        hot_bytes=getattr(estimate, "hot_bytes", None),
        fit=FIT_WORDS.get(fit, fit) if fit is not None else None,
    )


def _tables_of(estimates: Any) -> dict[str, Any]:
    return {t.table.lower(): t for t in getattr(estimates, "tables", None) or []}


def table_changes(after: Any, before: Any = None, findings: Sequence[Any] = (),
                  base_known: bool = False) -> list[TableChange]:
    """Pair the tables of two `ModelEstimate`s.

    With a base (`base_known`): every table added or dropped, every table whose figures moved,
    and every table a finding names (as `unchanged` when its figures did not move), sorted by
    name. Without one: the tables the findings name, as `current` (figures now only)."""
    now = _tables_of(after)
    named = []
    for f in findings:
        t = (getattr(f, "table", None) or "").lower()
        if t and t not in named:
            named.append(t)
    if not base_known:
        current = [TableChange(now[t].table, "current", after=figures_of(now[t])) for t in named if t in now]
        return [c for c in current if c.has_figures]
    then = _tables_of(before)
    out = []
    for key in sorted(set(now) | set(then)):
        a, b = then.get(key), now.get(key)
        if a is None:
            out.append(TableChange(b.table, "added", after=figures_of(b)))
        elif b is None:
            out.append(TableChange(a.table, "dropped", before=figures_of(a)))
        else:
            fa, fb = figures_of(a), figures_of(b)
            if fa != fb:
                out.append(TableChange(b.table, "changed", fa, fb))
            elif key in named and not fa.empty:
                out.append(TableChange(b.table, "unchanged", fa, fb))
    return out


def row_count_note(estimates: Any) -> Optional[str]:
    """A footer line when some tables have no row count (and so no sizes in the comment)."""
    tables = getattr(estimates, "tables", None) or []
    missing = [t for t in tables if getattr(t, "rows", None) is None]
    if not missing:
        return None
    return (f"{len(missing)} of {len(tables)} tables have no row count, so no sizes: give them with "
            "`--rows TABLE=N` or `[tables.NAME] rows` in the config")


def git(args: Sequence[str], cwd: Path, input: Optional[bytes] = None) -> bytes:
    try:
        proc = subprocess.run(["git", *args], cwd=str(cwd), input=input, capture_output=True, timeout=300)
    except FileNotFoundError:
        raise ReviewError("git is not installed: --diff-base needs it") from None
    if proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace").strip().splitlines()
        raise ReviewError(f"git {' '.join(args[:2])} failed: {err[-1] if err else proc.returncode}")
    return proc.stdout


def resolve_revision(rev: str, root: Path) -> str:
    """The commit SHA of `rev`; a clear error when it is not in the clone (shallow checkout)."""
    try:
        return git(["rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"], root).decode().strip()
    except ReviewError:
        from .pipeline.changes import fetch_command

        raise ReviewError(
            f"diff base {rev!r} is not a commit in this clone: fetch it (actions/checkout with "
            f"fetch-depth: 0, or `{fetch_command(rev, root)}`)") from None


def files_at_revision(paths: Sequence[str], rev: str, root: Path) -> list[tuple[str, str]]:
    """(shown path, repository path) of each input file as it was at `rev`, expanded and
    ordered like `lint.expand_paths` does for the working tree (directories: every *.sql
    below, natural version order). Paths that did not exist at `rev` contribute nothing."""
    from .pipeline.lint import STDIN, natural_key

    out: list[tuple[str, str]] = []
    cwd = Path.cwd()
    for raw in paths:
        if raw == STDIN:
            continue
        absolute = (cwd / raw).resolve()
        try:
            rel = absolute.relative_to(root.resolve()).as_posix()
        except ValueError:
            raise ReviewError(f"{raw}: outside the repository at {root.name!r}: cannot read it at the diff base") from None
        listing = git(["ls-tree", "-r", "-z", "--name-only", rev, "--", rel or "."], root).decode("utf-8", "replace")
        names = [n for n in listing.split("\0") if n]
        if names == [rel]:  # a file
            out.append((raw, rel))
            continue
        found = []
        prefix = rel.rstrip("/") + "/" if rel not in ("", ".") else ""
        for name in names:
            if name.lower().endswith(".sql") and name.startswith(prefix):
                found.append((str(Path(raw) / name[len(prefix):]), name))
        out.extend(sorted(found, key=lambda pair: natural_key(pair[0])))
    return out


def read_blobs(rev: str, names: Sequence[str], root: Path) -> list[bytes]:
    """The contents of `names` at `rev`, in one `git cat-file --batch` call."""
    if not names:
        return []
    data = git(["cat-file", "--batch"], root, input="".join(f"{rev}:{n}\n" for n in names).encode("utf-8"))
    blobs, pos = [], 0
    for name in names:
        nl = data.index(b"\n", pos)
        header = data[pos:nl].decode("utf-8", "replace").split()
        if len(header) != 3:
            raise ReviewError(f"git cat-file: cannot read {name} at {rev[:12]}")
        size = int(header[2])
        blobs.append(data[nl + 1: nl + 1 + size])
        pos = nl + 1 + size + 1
    return blobs


def base_estimates(paths: Sequence[str], config: Any, rev: str, root: Path) -> Any:
    """The estimates of the model the input paths built at `rev` (same config and hints)."""
    from .pipeline.lint import compute_estimates, load
    from .read.source import decode

    files = files_at_revision(paths, rev, root)
    blobs = read_blobs(rev, [name for _, name in files], root)
    sources = [decode(blob, shown) for (shown, _), blob in zip(files, blobs)]
    loaded = load([], config, sources=sources)
    return compute_estimates(loaded.model, config, loaded.early_estimates)


# --- links -----------------------------------------------------------------------------------

def link_base_from_env(env: Mapping[str, str], sha: Optional[str] = None) -> Optional[tuple[str, str]]:
    """(blob URL prefix, anchor style) for file:line links inside GitHub Actions or GitLab CI."""
    if env.get("GITHUB_REPOSITORY") and (sha or env.get("GITHUB_SHA")):
        server = env.get("GITHUB_SERVER_URL") or DEFAULT_SERVER_URL
        return f"{server.rstrip('/')}/{env['GITHUB_REPOSITORY']}/blob/{sha or env['GITHUB_SHA']}/", "github"
    if env.get("CI_PROJECT_URL") and (sha or env.get("CI_COMMIT_SHA")):
        return f"{env['CI_PROJECT_URL'].rstrip('/')}/-/blob/{sha or env['CI_COMMIT_SHA']}/", "gitlab"
    return None


# --- the GitHub side -------------------------------------------------------------------------

@dataclass(frozen=True)
class PullRequest:
    repository: str  # owner/name
    number: int
    head_sha: Optional[str] = None
    base_sha: Optional[str] = None


def pull_request_from_event(env: Mapping[str, str], number: Optional[int] = None) -> PullRequest:
    """The pull request this workflow run is about, from GITHUB_EVENT_PATH (pull_request,
    pull_request_target, issue_comment on a pull request); `number` overrides the event's."""
    repository = env.get("GITHUB_REPOSITORY", "")
    if not re.fullmatch(r"[\w.-]+/[\w.-]+", repository):
        raise ReviewError("GITHUB_REPOSITORY is not set to owner/name: run inside GitHub Actions or set it")
    event: dict[str, Any] = {}
    event_path = env.get("GITHUB_EVENT_PATH")
    if event_path:
        try:
            event = json.loads(Path(event_path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ReviewError(f"cannot read the event file GITHUB_EVENT_PATH: {exc}") from None
    pr = event.get("pull_request") or {}
    if number is None:
        if pr.get("number"):
            number = int(pr["number"])
        elif (event.get("issue") or {}).get("pull_request") and event["issue"].get("number"):
            number = int(event["issue"]["number"])
    if number is None:
        name = env.get("GITHUB_EVENT_NAME") or "this"
        raise ReviewError(f"the {name} event is not about a pull request: run on pull_request, or pass --pr NUMBER")
    return PullRequest(repository, number, (pr.get("head") or {}).get("sha"), (pr.get("base") or {}).get("sha"))


class GitHubError(ReviewError):
    def __init__(self, message: str, status: Optional[int] = None):
        super().__init__(message)
        self.status = status


@dataclass
class Response:
    status: int
    headers: Mapping[str, str]
    data: Any


def _api_message(data: Any) -> str:
    if isinstance(data, dict) and data.get("message"):
        return str(data["message"])
    return ""


@dataclass
class GitHubClient:
    """The few REST calls the review needs, with retries. `sleep` is injectable for tests."""

    token: str = field(repr=False)
    api_url: str = DEFAULT_API_URL
    attempts: int = 5
    base_delay: float = 1.0
    max_delay: float = 120.0  # a single wait longer than this gives up instead
    rate_limit_wait: float = 60.0  # GitHub: wait at least a minute after a secondary rate limit
    timeout: float = 30.0
    sleep: Callable[[float], None] = time.sleep
    log: Callable[[str], None] = lambda message: None

    def __post_init__(self) -> None:
        self.api_url = self.api_url.rstrip("/")

    def _headers(self, has_body: bool) -> dict[str, str]:
        headers = {
            "Accept": "application/vnd.github+json",
            "Authorization": f"Bearer {self.token}",
            "X-GitHub-Api-Version": API_VERSION,
            "User-Agent": f"schemalint/{__version__}",
        }
        if has_body:
            headers["Content-Type"] = "application/json; charset=utf-8"
        return headers

    def _url(self, path_or_url: str) -> str:
        if path_or_url.startswith(("http://", "https://")):
            # pagination links: only ever send the token back to the API it came from
            if urlsplit(path_or_url).netloc != urlsplit(self.api_url).netloc:
                raise GitHubError(f"refusing to follow a link to another host ({urlsplit(path_or_url).netloc})")
            return path_or_url
        return self.api_url + path_or_url

    def _retry_delay(self, attempt: int, status: Optional[int], headers: Mapping[str, str], data: Any) -> Optional[float]:
        """Seconds to wait before the next attempt, or None when this answer is final."""
        backoff = min(self.base_delay * (2 ** attempt), self.max_delay) * (1 + random.random() * 0.25)
        if status is None or status >= 500:
            return backoff
        message = _api_message(data).lower()
        rate_limited = status == 429 or (status == 403 and (
            "rate limit" in message or "retry-after" in headers or headers.get("x-ratelimit-remaining") == "0"))
        if not rate_limited:
            return None
        if headers.get("retry-after", "").strip().isdigit():
            return float(headers["retry-after"])
        if headers.get("x-ratelimit-remaining") == "0" and headers.get("x-ratelimit-reset", "").isdigit():
            return max(float(headers["x-ratelimit-reset"]) - time.time(), 0.0) + 1.0
        return max(backoff, self.rate_limit_wait)

    def request(self, method: str, path_or_url: str, body: Optional[dict] = None) -> Response:
        url = self._url(path_or_url)
        where = f"{method} {urlsplit(url).path}"
        payload = json.dumps(body).encode("utf-8") if body is not None else None
        for attempt in range(self.attempts):
            req = urllib.request.Request(url, data=payload, method=method, headers=self._headers(payload is not None))
            status: Optional[int] = None
            headers: dict[str, str] = {}
            data: Any = None
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                    status = resp.status
                    headers = {k.lower(): v for k, v in resp.headers.items()}
                    raw = resp.read()
                    data = json.loads(raw) if raw else None
                    return Response(status, headers, data)
            except urllib.error.HTTPError as exc:
                status = exc.code
                headers = {k.lower(): v for k, v in (exc.headers or {}).items()}
                try:
                    raw = exc.read()
                    data = json.loads(raw) if raw else None
                except (ValueError, OSError):
                    data = None
                problem = f"HTTP {status}"
            except (urllib.error.URLError, OSError, ValueError) as exc:
                reason = getattr(exc, "reason", exc)
                problem = f"{type(reason).__name__}: {reason}"
            delay = self._retry_delay(attempt, status, headers, data)
            if delay is None:
                raise self._final_error(where, status, data)
            if attempt + 1 >= self.attempts or delay > self.max_delay:
                raise GitHubError(f"GitHub API {where}: gave up after {attempt + 1} attempt(s), last answer {problem}"
                                  + (f" ({_api_message(data)})" if _api_message(data) else ""), status)
            self.log(f"GitHub API {where}: {problem}; retrying in {delay:.1f}s")
            self.sleep(delay)
        raise AssertionError("unreachable")  # pragma: no cover

    def _final_error(self, where: str, status: Optional[int], data: Any) -> GitHubError:
        said = _api_message(data)
        said = f" GitHub said: {said!r}." if said else ""
        if status == 401:
            return GitHubError(f"GitHub API {where}: 401 Unauthorized: the token was rejected.{said} Pass a valid "
                               "token in GITHUB_TOKEN (in a workflow: `env: GITHUB_TOKEN: ${{ github.token }}`).", status)
        if status == 403:
            return GitHubError(f"GitHub API {where}: 403 Forbidden: the token may not do this.{said} Give the job "
                               "`permissions: pull-requests: write` (the token of a pull request from a fork is "
                               "read-only: skip the comment there, e.g. `comment: false`).", status)
        if status == 404:
            return GitHubError(f"GitHub API {where}: 404 Not Found.{said} Check GITHUB_REPOSITORY and the pull "
                               "request number, and that the token can see the repository (private repositories "
                               "answer 404 to tokens without access).", status)
        return GitHubError(f"GitHub API {where}: HTTP {status}.{said}", status)

    def paginate(self, path: str) -> Iterator[Any]:
        """Every item of a list endpoint, following `Link: <…>; rel="next"`."""
        url: Optional[str] = path
        pages = 0
        while url and pages < 1000:
            resp = self.request("GET", url)
            pages += 1
            yield from resp.data or []
            url = _next_link(resp.headers.get("link", ""))


def _next_link(header: str) -> Optional[str]:
    for part in header.split(","):
        m = re.match(r'\s*<([^>]+)>\s*;\s*rel="?next"?', part)
        if m:
            return m.group(1)
    return None


@dataclass(frozen=True)
class CommentResult:
    action: str  # created | updated | unchanged | skipped
    url: Optional[str] = None
    comment_id: Optional[int] = None


def find_comment(client: GitHubClient, pr: PullRequest) -> Optional[dict]:
    """The first comment of the pull request whose body starts with the marker."""
    for comment in client.paginate(f"/repos/{pr.repository}/issues/{pr.number}/comments?per_page=100"):
        if str(comment.get("body") or "").lstrip().startswith(MARKER):
            return comment
    return None


def upsert_comment(client: GitHubClient, pr: PullRequest, body: str, create: bool = True) -> CommentResult:
    """Edit the marked comment, or create it (unless `create` is False: nothing to say)."""
    if not body.lstrip().startswith(MARKER):
        body = f"{MARKER}\n{body}"
    existing = find_comment(client, pr)
    if existing is not None:
        if existing.get("body") == body:
            return CommentResult("unchanged", existing.get("html_url"), existing.get("id"))
        resp = client.request("PATCH", f"/repos/{pr.repository}/issues/comments/{int(existing['id'])}", {"body": body})
        return CommentResult("updated", (resp.data or {}).get("html_url"), existing.get("id"))
    if not create:
        return CommentResult("skipped")
    resp = client.request("POST", f"/repos/{pr.repository}/issues/{pr.number}/comments", {"body": body})
    data = resp.data or {}
    return CommentResult("created", data.get("html_url"), data.get("id"))


def client_from_env(env: Mapping[str, str], log: Callable[[str], None] = lambda m: None) -> GitHubClient:
    token = env.get("GITHUB_TOKEN") or env.get("GH_TOKEN") or ""
    if not token.strip():
        raise ReviewError("GITHUB_TOKEN is not set: in a workflow pass `env: GITHUB_TOKEN: ${{ github.token }}`")
    api = env.get("GITHUB_API_URL") or DEFAULT_API_URL
    if urlsplit(api).scheme not in ("http", "https") or not urlsplit(api).netloc:
        raise ReviewError(f"GITHUB_API_URL {api!r} is not an http(s) URL")
    return GitHubClient(token=token.strip(), api_url=api, log=log)


# --- the command ---------------------------------------------------------------------------

@dataclass
class ReviewOptions:
    diff_base: Optional[str] = None  # git revision the change is compared with ("before")
    root: Optional[Path] = None  # repository root (default: found from the working directory)
    help_base: Optional[str] = None
    annotations: bool = False  # print GitHub workflow commands on stdout
    sarif_file: Optional[Path] = None
    markdown_file: Optional[Path] = None
    github: bool = False  # create or update the pull-request comment
    pr_number: Optional[int] = None
    always_comment: bool = False  # create a comment even when there is nothing to say


@dataclass(frozen=True)
class ReviewBody:
    text: str
    changes: list[TableChange]


def markdown_body(result: Any, paths: Sequence[str], config: Any, diff_base: Optional[str],
                  root: Optional[Path], help_base: Optional[str], env: Mapping[str, str],
                  head_sha: Optional[str] = None, notes: Sequence[str] = ()) -> ReviewBody:
    """The review comment for `result`, with before → after figures when a diff base is given."""
    from .report import markdown
    from .report.sarif import resolve_help_base

    notes = list(notes)
    before, base_label = None, None
    if diff_base:
        if root is None:
            raise ReviewError("--diff-base needs a git repository (none found above the working directory)")
        sha = resolve_revision(diff_base, root)
        base_label = sha[:12]
        if result.estimates is not None:
            before = base_estimates(paths, config, sha, root)
    if result.estimates is None:
        notes.append("no size figures: the estimator is not available in this build")
    elif row_count_note(result.estimates):
        notes.append(row_count_note(result.estimates))
    changes = table_changes(result.estimates, before, result.findings, base_known=bool(diff_base))
    if getattr(config, "group", True) and len(result.findings) > 2:  # "and N more tables" (fold.group)
        import dataclasses

        from .checks.fold import group

        result = dataclasses.replace(result, findings=group(result.findings))
    link = link_base_from_env(env, head_sha)
    text = markdown.render(result, changes, markdown.MarkdownOptions(
        fail_on=config.fail_on, root=root, link_base=link[0] if link else None,
        link_style=link[1] if link else "github", help_base=resolve_help_base(help_base),
        base_label=base_label, notes=tuple(notes)))
    return ReviewBody(text, changes)


def run_review(paths: Sequence[str], config: Any, opts: ReviewOptions,
               run_lint: Callable[[Optional[str]], Any], env: Mapping[str, str] = os.environ,
               out: Any = None, err: Any = None) -> int:
    """`schemalint review`: lint once (with the diff base), then write what was asked —
    annotations on stdout, a SARIF file, the Markdown body (to a file, to stdout, or as the
    pull-request comment). Returns the exit code for --fail-on; raises ReviewError."""
    import sys

    from .findings import SEVERITY_RANK
    from .report import github as github_report
    from .report import sarif

    out = out or sys.stdout
    err = err or sys.stderr
    pr: Optional[PullRequest] = None
    client: Optional[GitHubClient] = None
    diff_base = opts.diff_base
    if opts.github:
        pr = pull_request_from_event(env, opts.pr_number)
        client = client_from_env(env, log=lambda m: err.write(f"schemalint: {m}\n"))
    root = opts.root or sarif.find_repo_root()
    notes: list[str] = []
    if diff_base is None and pr is not None and pr.base_sha:
        # the pull request's base, when this clone has it (actions/checkout fetches one commit
        # unless told fetch-depth: 0); an explicit --diff-base that is missing is an error
        try:
            if root is None:
                raise ReviewError("no git repository")
            diff_base = resolve_revision(pr.base_sha, root)
        except ReviewError:
            notes.append(f"base {pr.base_sha[:12]} is not in this clone (checkout with fetch-depth: 0): "
                         "no before figures")
    result = run_lint(diff_base)
    if opts.annotations:
        out.write(github_report.render(result, root))
    if opts.sarif_file:
        opts.sarif_file.write_text(sarif.render(result, root, sarif.resolve_help_base(opts.help_base)), encoding="utf-8")
    body = markdown_body(result, paths, config, diff_base, root, opts.help_base, env,
                         head_sha=pr.head_sha if pr else None, notes=notes)
    if opts.markdown_file:
        opts.markdown_file.write_text(body.text, encoding="utf-8")
    if client is not None and pr is not None:
        create = opts.always_comment or bool(result.findings) or any(
            c.status in ("added", "dropped", "changed") for c in body.changes)
        done = upsert_comment(client, pr, body.text, create=create)
        where = f": {done.url}" if done.url else ""
        what = {"skipped": "not created (nothing to report)"}.get(done.action, done.action)
        err.write(f"schemalint: review comment on {pr.repository}#{pr.number} {what}{where}\n")
    if not (opts.annotations or opts.sarif_file or opts.markdown_file or opts.github):
        out.write(body.text)
    threshold = SEVERITY_RANK[config.fail_on]
    return 1 if any(SEVERITY_RANK[f.severity] >= threshold for f in result.findings) else 0


def check_markdown(result: Any, config: Any, root: Optional[Path], help_base: Optional[str],
                   env: Mapping[str, str] = os.environ) -> str:
    """`check --format markdown`: the comment body without a diff base (figures now only)."""
    return markdown_body(result, (), config, None, root, help_base, env).text
