"""Shared pytest fixtures: a live MariaDB server (`mariadb`) and a throw-away database (`scratch_db`)."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from contextlib import contextmanager
from pathlib import Path

import pytest

# Bare `pytest` (unlike `python -m pytest`) does not put the repo root on sys.path.
_REPO_ROOT = str(Path(__file__).resolve().parents[1])
if _REPO_ROOT not in sys.path:
    sys.path.insert(0, _REPO_ROOT)


def _bytecode_cached_outside_the_sources() -> None:
    """With PYTHONDONTWRITEBYTECODE=1 every process of the suite (each pytest-xdist worker, each
    `python -m schemalint` or `python -c` child) compiled schemalint and the tests from source
    again: about 5 s of CPU per worker. The wish behind the variable (no __pycache__ beside the
    sources) is kept: the bytecode goes to .pytest_cache/pycache (PYTHONPYCACHEPREFIX), for this
    process and, through the environment, for every child."""
    if not (sys.dont_write_bytecode or os.environ.get("PYTHONDONTWRITEBYTECODE")):
        return
    prefix = os.environ.get("PYTHONPYCACHEPREFIX") or str(Path(_REPO_ROOT) / ".pytest_cache" / "pycache")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    sys.pycache_prefix, sys.dont_write_bytecode = prefix, False


_bytecode_cached_outside_the_sources()

from tests.mariadb_server import ExternalServer, MariaDBServer, MariaDBServerError, available


def pytest_configure(config):
    config.addinivalue_line("markers", "live: needs a running MariaDB server (the `mariadb` fixture)")
    config.addinivalue_line("markers", "browser: drives a headless Chromium (the `browser` fixture)")
    config.addinivalue_line("markers", "editor: drives a real editor (Neovim) as the language server's client")
    config.addinivalue_line("markers", "slow: takes more than a few seconds")


# A test is marked by what it needs, so `-m "not live and not browser and not editor"` runs
# without a server, a browser or an editor (CI=true runs them all).
_MARK_BY_FIXTURE = {"mariadb": "live", "scratch_db": "live", "browser": "browser"}


def pytest_collection_modifyitems(config, items):
    for item in items:
        for fixture in set(_MARK_BY_FIXTURE) & set(getattr(item, "fixturenames", ())):
            item.add_marker(_MARK_BY_FIXTURE[fixture])
    # Modules with a slow test first (each module's tests kept together and in order): under
    # pytest-xdist the last tests a worker takes are then short ones, not a 10-second test that
    # keeps one worker busy while the other has nothing left.
    # Then the modules that read the default lint of the judged files (tests/judged.py: one per
    # file and process, shared): together at the front of the first worker's share, where work
    # stealing (which takes from the end of a queue) leaves them, they lint each file once.
    slow_modules = {item.module for item in items if item.get_closest_marker("slow") and hasattr(item, "module")}
    items.sort(key=lambda item: (getattr(item, "module", None) not in slow_modules,
                                 not _reads_default_lints(getattr(item, "module", None))))
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or 1)
    if workers > 1:
        _readers_at_the_front_of_the_second_share(items, slow_modules, workers)


def _readers_at_the_front_of_the_second_share(items, slow_modules, workers: int) -> None:
    """Under pytest-xdist the readers of the default lints ended the first worker's share (work
    stealing hands out the first len/workers tests first), and the other worker, idle first,
    stole the end of that queue: with -n 2 one worker ran five principle modules (7.5 s) and
    the other fold, golden outputs, the judged corpus and one cause, each linting the judged
    files. At the front of the second share instead (after the slow modules and enough other
    tests to fill the first) they run first on one worker, and stealing, which takes from a
    queue's end, takes other tests."""
    module = lambda item: getattr(item, "module", None)  # noqa: E731
    reads = {m for m in map(module, items) if _reads_default_lints(m)}
    readers = [item for item in items if module(item) in reads]
    slow_only, either = slow_modules - reads, slow_modules | reads
    slow = [item for item in items if module(item) in slow_only]
    rest = [item for item in items if module(item) not in either]
    fill = max(0, len(items) // workers - len(slow))
    while 0 < fill < len(rest) and module(rest[fill]) is module(rest[fill - 1]):  # a module's tests together
        fill += 1
    items[:] = slow + rest[:fill] + readers + rest[fill:]


def _reads_default_lints(module) -> bool:
    from tests import judged

    return any(getattr(module, name, None) is getattr(judged, name)
               for name in ("default_findings", "default_result", "findings_of", "default_loaded"))


# The suite's long-lived objects (the judged files' default lints, tests/judged.py; the
# rules' and the reader's memos) grew to ~1,000,000 that each full collection walked again: 75
# of them, 27 s of CPU in a serial run. What outlives a test is frozen out of the collector's
# passes (gc.freeze) once the cycles it left are collected: after a test during which the
# collector made a full pass (the old objects grew by a quarter), and at a module's end when
# enough old objects are not frozen yet. The test's own objects are gone by then; what a memo
# drops later stays frozen, so when the frozen objects have doubled they are all collected
# once more (gc.unfreeze) and the survivors frozen again.
_FROZEN_PAST = 100_000  # old objects not yet frozen: fewer are not worth a collection
_frozen_when_all_collected = [0]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    import gc

    full_passes = gc.get_stats()[2]["collections"]
    yield  # (set-up, call and tear-down: a module's fixtures too when nextitem is another module's)
    last_of_module = nextitem is None or getattr(nextitem, "module", None) is not getattr(item, "module", None)
    if (gc.get_stats()[2]["collections"] > full_passes or last_of_module) and len(gc.get_objects(2)) > _FROZEN_PAST:
        if gc.get_freeze_count() > 2 * _frozen_when_all_collected[0] + 5 * _FROZEN_PAST:
            gc.unfreeze()
            gc.collect()
            gc.freeze()
            _frozen_when_all_collected[0] = gc.get_freeze_count()
        else:
            gc.collect()
            gc.freeze()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """`-n auto` (pytest-xdist's default `--dist load`) with work stealing: under `load` the tests
    queued on a worker stay there, so one worker ran the slow modules' queue alone for 35 s
    after the other had finished; `worksteal` moves queued tests to the idle worker."""
    if config.getoption("dist") == "load":
        from xdist.scheduler import WorkStealingScheduling

        return WorkStealingScheduling(config, log)
    return None


@pytest.fixture(scope="session")
def mariadb():
    """`SCHEMALINT_TEST_DSN` if set, else a private server for the whole session."""
    dsn = os.environ.get("SCHEMALINT_TEST_DSN")
    if dsn:
        yield ExternalServer(dsn)
        return
    ok, reason = available()
    if not ok:
        message = f"live MariaDB tests need a server: {reason}"
        if os.environ.get("CI") == "true":
            pytest.fail(message)  # CI must not silently skip the live tests
        pytest.skip(message)
    # Each pytest-xdist worker starts its own server (own datadir, socket and port); two workers
    # may pick the same free port between the check and mariadbd's bind: try again.
    for attempt in range(3):
        try:
            server = MariaDBServer(in_memory=True).start()
            break
        except MariaDBServerError:
            if attempt == 2:
                raise
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def scratch_db(mariadb):
    """A uniquely named, empty database on the `mariadb` server, dropped afterwards."""
    name = f"sl_test_{uuid.uuid4().hex[:12]}"
    conn = mariadb.connect(autocommit=True)
    try:
        with conn.cursor() as cur:
            cur.execute(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4")
        yield name
    finally:
        with conn.cursor() as cur:
            cur.execute(f"DROP DATABASE IF EXISTS `{name}`")
        conn.close()


@contextmanager
def _shared_by_workers(tmp_path_factory, name: str):
    """(directory, first): a directory `name` shared by every pytest-xdist worker of this session
    (each worker's basetemp is popen-gwN below one root), held under a lock; `first` is True for
    the one caller that must fill it."""
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    import fcntl

    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            directory = root / name
            first = not directory.exists()
            yield directory, first
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def schemalint_clone(tmp_path_factory) -> tuple[Path, str]:
    """A git repository holding this repository's HEAD (its tree, committed once) and that
    commit's SHA (what a user pins to), one for the whole session and every worker: pre-commit's
    store and pip's wheel cache know an install by the repository's path and commit, so the hook
    and README tests that install schemalint from it build its environment / wheel once (the
    first does the whole install) rather than once per test.

    One commit, packed, rather than a clone: pip clones the repository it installs from
    (`--filter=blob:none`: every commit's trees) and pre-commit fetches the pinned commit, and
    a clone sharing a checkout's loose objects had both compress them again (5 s of CPU for
    pip's clone of 830 commits, 2 s for pre-commit's fetch). Packed once here, fast (level 1,
    no delta search: 0.4 s), both reuse the pack (0.6 s together). Not shallow: pip's partial
    clone of a shallow repository never ends."""
    with _shared_by_workers(tmp_path_factory, "schemalint-clone") as (clone, first):
        if first:
            clone.mkdir()
            tree = subprocess.run(["git", "archive", "--format=tar", "HEAD"], cwd=_REPO_ROOT, capture_output=True,
                                  check=True).stdout
            subprocess.run(["tar", "-x"], cwd=clone, input=tree, check=True)
            head = subprocess.run(["git", "log", "-1", "--format=%H %s"], cwd=_REPO_ROOT, capture_output=True,
                                  text=True, check=True).stdout.strip()
            env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
                   "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}
            for args in (["init", "-q", "-b", "main"], ["add", "-A", "-f"], ["commit", "-q", "--no-gpg-sign", "-m", f"HEAD: {head}"],
                         ["-c", "pack.compression=1", "-c", "pack.window=0", "repack", "-a", "-d", "-q"]):
                subprocess.run(["git", *args], cwd=clone, env=env, check=True, capture_output=True)
    sha = subprocess.run(["git", "rev-parse", "HEAD"], cwd=clone, capture_output=True, text=True,
                         check=True).stdout.strip()
    return clone, sha


@pytest.fixture(scope="session")
def schemalint_git_wheel(tmp_path_factory, schemalint_clone) -> dict[str, str]:
    """`schemalint @ git+<schemalint_clone>@<sha>`, the requirement the README's local pre-commit
    snippet and GitLab job install, built into a wheel once for the session and every worker by a
    fresh virtualenv's pip (the pip pre-commit's and the job's environments get). pip keeps a wheel
    built from a git URL pinned to a commit in its wheel cache, so every later install of that
    requirement unpacks this wheel instead of cloning and building it again (hatchling in an
    isolated build environment: ~5 s of CPU; under xdist two workers could each build it).
    Returns the environment for a pip that installs it beside something else to build: without
    build isolation, when the fresh environment has setuptools of its own (pre-commit's
    placeholder package: an isolated environment with setuptools cost 1.9 s of CPU more)."""
    clone, sha = schemalint_clone
    with _shared_by_workers(tmp_path_factory, "schemalint-git-wheel") as (folder, first):
        if first:
            subprocess.run([sys.executable, "-m", "virtualenv", "-q", str(folder / "pip")], check=True, capture_output=True)
            subprocess.run([str(folder / "pip" / "bin" / "python"), "-m", "pip", "wheel", "-q", "--no-deps", "-w",
                            str(folder / "wheel"), f"schemalint @ git+{clone.as_uri()}@{sha}"],
                           check=True, capture_output=True, env={**os.environ, "PIP_COMPILE": "0"})
    seeded = any((folder / "pip").glob("lib/python*/site-packages/setuptools"))
    # (a pip whose cache is off, by variable or configuration, says so here: it would build the
    # wheel again, and without isolation it would lack hatchling)
    cached = subprocess.run([str(folder / "pip" / "bin" / "python"), "-m", "pip", "cache", "dir"],
                            capture_output=True).returncode == 0
    return {"PIP_NO_BUILD_ISOLATION": "0"} if seeded and cached else {}  # (pip's inverted spelling: no isolation)


@pytest.fixture(scope="session")
def pre_commit_home(tmp_path_factory) -> Path:
    """One PRE_COMMIT_HOME for the session and every worker (pre-commit locks its store): the
    environment of a hook from `schemalint_clone` is built by the first test that runs it."""
    with _shared_by_workers(tmp_path_factory, "pre-commit-home") as (home, first):
        home.mkdir(exist_ok=True)
    return home
