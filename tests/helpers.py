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

import os
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Optional, Union

import pytest

from schemalint.config import Config, config_from_dict
from schemalint.findings import Finding
from schemalint.lint import LintResult, lint
from schemalint.model import Model, Table
from schemalint.source import decode

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
            env: Optional[dict[str, str]] = None) -> tuple[int, str, str]:
    """`python -m schemalint ARGS` in a subprocess: (exit code, stdout, stderr).

    Colour is off (NO_COLOR=1) and the terminal width fixed, so output is stable. `env`
    entries are added to (and override) the current environment."""
    full_env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100", "PYTHONIOENCODING": "utf-8"}
    full_env.pop("SCHEMALINT_DEBUG", None)
    full_env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")]))
    if env:
        full_env.update(env)
    data = input.encode("utf-8") if isinstance(input, str) else input
    proc = subprocess.run(
        [sys.executable, "-m", "schemalint", *args], cwd=str(cwd) if cwd else None, input=data,
        capture_output=True, env=full_env, timeout=120,
    )
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")
