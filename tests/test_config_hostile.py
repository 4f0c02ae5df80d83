"""A configuration comes with the pull request under review: a pattern in it must not hang the
run, and a file nested too deeply is an exit-2 message naming it, not a traceback (issue 32)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from tests.helpers import REPO_ROOT

LONG_NAME = "a" * 31 + "!"  # what `^(a+)+$` backtracks on for 38 s with Python's re


def check(cwd, *args, timeout: float = 20):
    """`schemalint check --no-cache ARGS` in cwd: (exit code, stdout, stderr, seconds)."""
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100", "PYTHONPATH": str(REPO_ROOT)}
    env.pop("SCHEMALINT_DEBUG", None)
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "schemalint", "check", "--no-cache", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout)
    return proc.returncode, proc.stdout, proc.stderr, time.perf_counter() - start


@pytest.mark.parametrize("pattern", ["^(a+)+$", "^(a|aa)+$", "^(a|a?)+b$"])
def test_a_backtracking_naming_pattern_runs_in_linear_time(tmp_path, pattern):
    (tmp_path / ".schemalint.toml").write_text(
        f'extend-select = ["SL034"]\n[rules.SL034]\ntable = "{pattern}"\ncolumn = ""\n')
    (tmp_path / "a.sql").write_text(f"CREATE TABLE `{LONG_NAME}` (id int PRIMARY KEY);\n")
    code, out, err, _ = check(tmp_path, "--format", "json", "--fail-on", "info", "a.sql")  # (before: killed by the timeout)
    assert (code, err) == (1, "")  # (SL034 is info: style)
    [finding] = json.loads(out)["findings"]
    assert (finding["code"], finding["line"], finding["message"]) == (
        "SL034", 1, f"{LONG_NAME}: table name {LONG_NAME} does not match the table naming pattern {pattern}.")


def test_a_backtracking_money_pattern_runs_in_linear_time(tmp_path):
    (tmp_path / ".schemalint.toml").write_text('[rules.SL023]\npatterns = ["(a|aa)+b", "price"]\n')
    (tmp_path / "a.sql").write_text(f"CREATE TABLE t (id int PRIMARY KEY, `{'a' * 60}` float, price float);\n")
    code, out, err, _ = check(tmp_path, "a.sql")
    assert [line.split(" [")[0] for line in out.splitlines() if "SL023" in line] == ["a.sql:1:107: SL023"]  # price, not the a…a column


def test_a_pattern_re2_cannot_run_is_a_configuration_error_at_load(tmp_path):
    (tmp_path / ".schemalint.toml").write_text('extend-select = ["SL034"]\n[rules.SL034]\ntable = "^(?!tmp_)"\n')
    (tmp_path / "a.sql").write_text("CREATE TABLE t (id int PRIMARY KEY);\n")
    code, out, err, _ = check(tmp_path, "a.sql")
    assert (code, out) == (2, "")
    assert err == (f"schemalint: error: {tmp_path / '.schemalint.toml'}: rules.SL034.table: '^(?!tmp_)' is not a "
                   "regular expression schemalint can run in linear time: invalid perl operator: (?! (RE2 syntax: "
                   "no lookaround or backreferences; https://github.com/google/re2/wiki/Syntax)\n")


DEEP_ARRAY = "[" * 5000 + "]" * 5000
DEEP_TABLE = "{a = " * 5000 + "1" + "}" * 5000


@pytest.mark.parametrize("name, text", [
    (".schemalint.toml", f"select = {DEEP_ARRAY}\n"),
    ("pyproject.toml", f"[tool.schemalint]\nselect = {DEEP_ARRAY}\n"),
    (".schemalint.toml", f"x = {DEEP_TABLE}\n"),
])
def test_toml_nested_too_deeply_is_an_exit_2_message_naming_the_file(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    (tmp_path / "a.sql").write_text("CREATE TABLE t (id int PRIMARY KEY);\n")
    code, out, err, _ = check(tmp_path, "a.sql")
    assert (code, out, err) == (
        2, "", f"schemalint: error: {tmp_path / name}: invalid TOML: arrays or tables nested too deeply to read\n")
    code, out, err, _ = check(tmp_path, "--config", name, "a.sql")
    assert (code, out, err) == (2, "", f"schemalint: error: {name}: invalid TOML: arrays or tables nested too deeply to read\n")
