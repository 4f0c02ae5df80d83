"""Mutation testing of the estimator: would the tests notice a careless edit of its arithmetic?

    pip install -e '.[test,mutation]'
    python benchmarks/mutation.py                      # btree.py, buffer_pool.py, records.py
    python benchmarks/mutation.py records.py --max-children 2

mutmut 3 rewrites every function of the chosen modules into mutants (an operator, a constant, a
comparison changed) and runs the estimator's test files against each; a mutant the tests fail on
is killed, one they pass is a survivor. It runs in a throw-away copy of the repository (mutmut
writes a mutants/ folder beside the code), with process_isolation = forkserver: each mutant's
tests run in a process forked from a server that has imported pytest but not schemalint, so no
memo cache (btree._CAPACITIES, records._max_inline, memo.py) is warm from an earlier mutant —
the default (fork from the runner) reuses them and scores nonsense.

Prints, per module: mutants, killed (a timeout counts as killed), survived, the equivalent
mutants left out of the score (EQUIVALENT below, each with why), and the score
killed / (killed + survived). Not part of the test run: it takes minutes per module.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MODULES = ("btree.py", "buffer_pool.py", "records.py")
# The estimator's own test files: what a change to estimate/ is checked by.
TESTS = (
    "tests/test_estimate.py", "tests/test_estimate_fast.py", "tests/test_estimate_truth.py",
    "tests/test_estimate_boundaries.py", "tests/test_estimate_rules.py", "tests/test_estimate_report.py",
    "tests/test_buffer_pool.py", "tests/test_cliff_truth.py",
)
COPY = ("schemalint", "tests", "fixtures", "rules", "benchmarks", "pyproject.toml", "README.md", "LICENSE")

# Mutants no test can kill because the program behaves the same: name → why. Left out of the
# score and listed. (Names as `mutmut results` prints them.)
EQUIVALENT: dict[str, str] = {
}


def prepare(workdir: Path, modules: list[str]) -> None:
    for name in COPY:
        source = REPO / name
        if source.is_dir():
            shutil.copytree(source, workdir / name, ignore=shutil.ignore_patterns("__pycache__", "mutants"))
        elif source.exists():
            shutil.copy2(source, workdir / name)
    only = "\n    ".join(f"schemalint/estimate/{m}" for m in modules)
    tests = "\n    ".join(TESTS)
    (workdir / "setup.cfg").write_text(
        "[mutmut]\n"
        "source_paths = schemalint/\n"
        f"only_mutate =\n    {only}\n"
        f"pytest_add_cli_args_test_selection =\n    {tests}\n"
        "process_isolation = forkserver\n"
        "use_git_change_detection = false\n"
        "also_copy =\n    fixtures/\n    rules/\n    benchmarks/\n",
        encoding="utf-8",
    )


def score(results: str, modules: list[str]) -> dict[str, Counter]:
    by_module: dict[str, Counter] = defaultdict(Counter)
    for line in results.splitlines():
        m = re.match(r"\s*(schemalint\.estimate\.(\w+)\.\S+):\s*(.+)$", line)
        if not m:
            continue
        name, module, status = m.group(1), m.group(2) + ".py", m.group(3).strip()
        if module not in modules:
            continue
        if name in EQUIVALENT:
            status = "equivalent"
        elif status == "timeout":
            status = "killed"
        by_module[module][status] += 1
    return by_module


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", default=list(MODULES), help="modules of schemalint/estimate/")
    parser.add_argument("--max-children", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--keep", action="store_true", help="keep the working copy (to `mutmut browse` it)")
    args = parser.parse_args()
    mutmut = shutil.which("mutmut", path=str(Path(sys.executable).parent)) or shutil.which("mutmut")
    if mutmut is None:
        print("mutmut is not installed: pip install -e '.[mutation]'", file=sys.stderr)
        return 2
    workdir = Path(tempfile.mkdtemp(prefix="schemalint-mutation-"))
    try:
        prepare(workdir, args.modules)
        env = {**os.environ, "NO_COLOR": "1"}
        start = time.perf_counter()
        run = subprocess.run([mutmut, "run", "--max-children", str(args.max_children)], cwd=workdir, env=env,
                             capture_output=True, text=True)
        took = time.perf_counter() - start
        if run.returncode != 0:
            print(run.stdout[-3000:], run.stderr[-3000:], sep="\n", file=sys.stderr)
            return 1
        results = subprocess.run([mutmut, "results", "--all", "true"], cwd=workdir, env=env, capture_output=True,
                                 text=True, check=True).stdout
        print(f"mutmut run: {took:.0f} s, {args.max_children} children, process_isolation = forkserver")
        print(f"{'module':24} {'mutants':>8} {'killed':>7} {'survived':>9} {'equiv.':>7} {'other':>6} {'score':>7}")
        for module, counts in sorted(score(results, args.modules).items()):
            killed, survived, equivalent = counts["killed"], counts["survived"], counts["equivalent"]
            other = sum(counts.values()) - killed - survived - equivalent
            pct = f"{killed / (killed + survived):.0%}" if killed + survived else "-"
            print(f"estimate/{module:15} {sum(counts.values()):>8} {killed:>7} {survived:>9} {equivalent:>7} {other:>6} {pct:>7}")
        survivors = [line.strip() for line in results.splitlines() if line.rstrip().endswith(": survived")]
        if survivors:
            print(f"\n{len(survivors)} survivors (`mutmut show NAME` in {workdir} with --keep):")
            print("\n".join(survivors))
        return 0
    finally:
        if args.keep:
            print(f"\nworking copy kept: {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
