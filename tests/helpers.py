"""Small helpers the test modules share.

    from tests.helpers import lint_sql, model_of, run_cli

- `lint_sql(sql, config_toml="", path="t.sql")` → the findings for one in-memory file.
- `lint_result(...)` → the whole LintResult (findings, loaded input, model).
- `model_of(sql)` → the Model built from the DDL.
- `table_of(sql, name=None)` → one Table of that model (the only one, or the one named).
- `codes(findings)` / `at(findings, code)` → compact views for assertions.
- `run_cli(*args, cwd=None, input=None)` → (exit code, stdout, stderr) of `python -m schemalint`.
- `skip_unless_ci(reason)` → skip the test, but fail it under CI=true.
"""

from __future__ import annotations

import io
import os
import subprocess as _subprocess
import sys
import tomllib
from pathlib import Path
from typing import Optional, Union

import pytest

from schemalint.config import Config, config_from_dict
from schemalint.findings import Finding
from schemalint.pipeline.lint import LintResult, lint
from schemalint.model import Model, Table
from schemalint.read.source import decode

REPO_ROOT = Path(__file__).resolve().parents[1]
FIXTURES = REPO_ROOT / "fixtures"


def in_ci() -> bool:
    """CI=true: what a developer's machine may lack (a results file, a server) must be there."""
    return os.environ.get("CI") == "true"


def skip_unless_ci(reason: str) -> None:
    """Skip the test where something it needs is missing, but fail it under CI=true: CI must not
    pass by skipping."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: this is a failure, not a skip)")
    pytest.skip(reason)


def make_config(config_toml: str = "") -> Config:
    """A Config from `.schemalint.toml` text (raises ConfigError on bad settings)."""
    return config_from_dict(tomllib.loads(config_toml), "test config")


def lint_result(sql: Union[str, bytes], config_toml: str = "", path: str = "t.sql") -> LintResult:
    """Run the whole pipeline on one in-memory file; `sql` may be bytes to test decoding."""
    data = sql if isinstance(sql, bytes) else sql.encode("utf-8")
    return lint([], make_config(config_toml), sources=[decode(data, path)])


def lint_sql(sql: Union[str, bytes], config_toml: str = "", path: str = "t.sql") -> list[Finding]:
    """The findings (filtered, suppressed, sorted) for one in-memory file."""
    return lint_result(sql, config_toml, path).findings


def model_of(sql: Union[str, bytes], config_toml: str = "") -> Model:
    """The model built by replaying the DDL (no rule decides anything here)."""
    return lint_result(sql, config_toml).model


def table_of(sql: Union[str, bytes], name: Optional[str] = None) -> Table:
    """The only table of the model (or the one called `name`, `schema.name` allowed)."""
    model = model_of(sql)
    if name is None:
        tables = list(model.tables())
        assert len(tables) == 1, f"expected one table, got {[t.qualified_name for t in tables]}"
        return tables[0]
    schema, _, bare = name.rpartition(".")
    table = model.find_table(bare, schema or None)
    assert table is not None, f"no table {name}"
    return table


def each_rule(findings: list[Finding]) -> list[Finding]:
    """What each rule found: every finding, then the findings of other rules folded into it
    (fold.py: one root cause, one finding), each with its own span, message and evidence."""
    return [g for f in findings for g in (f, *f.also)]


def codes(findings: list[Finding]) -> list[str]:
    """The codes of the findings, in report order."""
    return [f.code for f in findings]


def at(findings: list[Finding], code: str) -> list[tuple[int, int]]:
    """(line, column) of each finding with this code."""
    return [(f.span.line, f.span.column) for f in findings if f.code == code and f.span]


def run_cli(*args: str, cwd: Union[str, Path, None] = None, input: Union[str, bytes, None] = None,
            env: Optional[dict[str, str]] = None, subprocess: bool = False) -> tuple[int, str, str]:
    """`schemalint ARGS` as a user runs it: (exit code, stdout, stderr).

    In this process by default (`cli.main` with argv, cwd, stdin, stdout, stderr and the
    environment swapped in and restored: 0.2 s of interpreter start-up less per run);
    `subprocess=True`, or SCHEMALINT_TEST_SUBPROCESS=1 for the whole suite, runs `python -m
    schemalint` in a real subprocess (start-up, signals, what the interpreter does at exit).
    Colour is off (NO_COLOR=1) and the terminal width fixed, so output is stable. `env`
    entries are added to (and override) the current environment."""
    full_env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100", "PYTHONIOENCODING": "utf-8"}
    full_env.pop("SCHEMALINT_DEBUG", None)
    full_env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")]))
    if env:
        full_env.update(env)
    data = input.encode("utf-8") if isinstance(input, str) else input
    if subprocess or os.environ.get("SCHEMALINT_TEST_SUBPROCESS") == "1":
        return _run_cli_subprocess(args, cwd, data, full_env)
    return _run_cli_in_process(args, cwd, data, full_env)


def _run_cli_subprocess(args, cwd, data, full_env) -> tuple[int, str, str]:
    proc = _subprocess.run(
        [sys.executable, "-m", "schemalint", *args], cwd=str(cwd) if cwd else None, input=data,
        capture_output=True, env=full_env, timeout=120,
    )
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def _run_cli_in_process(args, cwd, data, full_env) -> tuple[int, str, str]:
    import gc

    from schemalint.cli import entry
    from schemalint.pipeline import lint as pipeline

    saved_env, saved_cwd = dict(os.environ), os.getcwd()
    saved_streams, saved_argv, saved_gc = (sys.stdin, sys.stdout, sys.stderr), sys.argv, gc.get_threshold()
    saved_hard_exit = entry.HARD_EXIT_BLOCKS
    saved_freeze_big, saved_freeze = pipeline.FREEZE_BIG_MODELS, gc.freeze
    # as a subprocess's pipes with PYTHONIOENCODING=utf-8: bytes underneath, not a terminal
    stdin = io.TextIOWrapper(io.BytesIO(data or b""), encoding="utf-8")
    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="\n", write_through=True)
    stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace", newline="\n",
                              write_through=True)
    code: object = 0
    try:
        os.environ.clear()
        os.environ.update(full_env)
        if cwd is not None:
            os.chdir(cwd)
        sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr
        sys.argv = ["schemalint", *args]
        entry.HARD_EXIT_BLOCKS = float("inf")  # os._exit would end pytest: never in-process
        # main freezes what the run made for a process that ends with it (and `check` a big model):
        # not this one, which goes on (what the suite froze itself stays frozen: tests/conftest.py)
        gc.freeze = lambda: None
        try:
            entry.main()
        except SystemExit as exc:
            code = exc.code
        except KeyboardInterrupt:
            code = 130
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        sys.stdin, sys.stdout, sys.stderr = saved_streams
        sys.argv = saved_argv
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
        entry.HARD_EXIT_BLOCKS = saved_hard_exit
        gc.freeze, pipeline.FREEZE_BIG_MODELS = saved_freeze, saved_freeze_big
        gc.set_threshold(*saved_gc)
    if code is None:
        code = 0
    elif not isinstance(code, int):  # sys.exit("message"): printed to stderr, exit status 1
        stderr.write(f"{code}\n")
        code = 1
    return code, stdout.buffer.getvalue().decode("utf-8", "replace"), stderr.buffer.getvalue().decode("utf-8", "replace")


def scratch_database(server, name: str):
    """A cursor in a new database `name` (utf8mb4) on the live test server, dropped afterwards."""
    from contextlib import contextmanager

    @contextmanager
    def opened():
        with server.connect(autocommit=True) as conn, conn.cursor() as cur:
            cur.execute(f"CREATE DATABASE {name} CHARACTER SET utf8mb4")
            try:
                cur.execute(f"USE {name}")
                yield cur
            finally:
                cur.execute(f"DROP DATABASE {name}")

    return opened()


def replay_verdicts(cur, refused: dict[str, int], accepted: list[str], drop: str) -> None:
    """On a live server: each statement of `refused` (its last statement, after the ones before
    it, split at ";\\n") fails with its error number; each of `accepted` runs, after `drop`."""
    import pymysql

    for sql, errno in refused.items():
        *needed, last = sql.split(";\n")
        for statement in needed:
            cur.execute(statement)
        with pytest.raises(pymysql.err.MySQLError) as caught:
            cur.execute(last)
        assert caught.value.args[0] == errno, sql
    for sql in accepted:
        cur.execute(drop)
        for statement in sql.split(";\n"):
            cur.execute(statement)
