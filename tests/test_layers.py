"""Issue 31: each stage imports only the stages before it — the `layers` contract of
pyproject.toml's [tool.importlinter], run by import-linter (every import counts, one inside a
function too, and a chain through other modules as well as a direct one)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.helpers import REPO_ROOT

LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def lint_imports(root: Path, cwd: Path) -> tuple[int, str]:
    """(exit status, output) of lint-imports on the package under `root` with its pyproject.toml
    (run in `cwd`: no cache, nothing written to the repository)."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    run = subprocess.run([str(LINT_IMPORTS), "--config", str(root / "pyproject.toml"), "--no-cache"],
                         cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
    return run.returncode, run.stdout + run.stderr


def test_the_stages_import_only_the_stages_before_them(tmp_path):
    code, out = lint_imports(REPO_ROOT, tmp_path)
    assert code == 0 and "1 kept, 0 broken" in out, out


def test_an_upward_import_breaks_the_contract(tmp_path):
    """The contract itself: the parser importing the pipeline, deferred inside a function."""
    shutil.copytree(REPO_ROOT / "schemalint", tmp_path / "schemalint", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO_ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    parse = tmp_path / "schemalint" / "read" / "parse.py"
    parse.write_text(parse.read_text(encoding="utf-8")
                     + "\n\ndef _upward():\n    from ..pipeline.lint import lint\n\n    return lint\n", encoding="utf-8")
    code, out = lint_imports(tmp_path, tmp_path)
    assert code != 0 and "0 kept, 1 broken" in out, out
    assert "schemalint.read.parse -> schemalint.pipeline.lint" in out, out
