"""Mutation testing of the estimator: would the tests notice a careless edit of its arithmetic?

    pip install -e '.[test,mutation]'
    python benchmarks/mutation.py                      # btree.py, buffer_pool.py, records.py
    python benchmarks/mutation.py records.py --max-children 2

mutmut 3 rewrites every function of the chosen modules into mutants (an operator, a constant, a
comparison changed) and runs the estimator's test files against each; a mutant the tests fail on
is killed, one they pass is a survivor. It runs in a throw-away copy of the repository (mutmut
writes a mutants/ folder beside the code), with process_isolation = forkserver: each mutant's
tests run in a process forked from a server that has imported pytest but not schemalint, so no
memo cache (btree._CAPACITIES, records._threshold, memo.py) is warm from an earlier mutant —
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
    "tests/test_estimate_record_edges.py", "tests/test_estimate_btree_edges.py", "tests/test_estimate_pool_edges.py",
)
COPY = ("schemalint", "tests", "fixtures", "rules", "benchmarks", "pyproject.toml", "README.md", "LICENSE")

# Mutants no test can kill because the program behaves the same: name → why. Left out of the
# score and listed. (Names as `mutmut results` prints them.)
_GUESS = "page_capacity's first guess: the searches after it find the capacity from any guess"
_NO_DOWN = ("page_capacity's downward search never runs: the first guess never exceeds the capacity (its "
            "continuous bound counts the directory's (2n + 5) / 4 bytes unrounded), and the upward search "
            "alone finds it from any count at or below it")
_MEMO = "a memo: a lookup that misses, or a cache cleared at another size, recomputes the same value"
_SOLVER = ("the solver's path, not its root: a bracket grown or closed differently, or a tie at exactly 0, "
           "ends at the same root within 1e-7 (test_estimate_pool_edges checks the roots from four guesses)")
_START = "the solver's starting guess: the bracket grows from any guess to the same root"
_PATH = ("takes the general solver for one plain random index, or the reverse: the same rows within the "
         "solver's tolerance (the one-index closed form is a shortcut, not another model)")
_KEY = "the memo's tag for reads_per_insert: still distinct from rows_at_reads' 'rows'"
_NOTHING_MERGED = ("merges 0 inserts a read (an unbuffered stream's cap is 0, or 0 bytes of buffer): "
                   "m / (e^x + 0) is the plain miss m e^-x")
EQUIVALENT: dict[str, str] = {
    # btree.py
    "schemalint.estimate.btree.x_space_reserve__mutmut_1":
        "page / 16 is whole for every page size (4-64 KiB): 1024.0 == 1024 wherever the reserve is used",
    "schemalint.estimate.btree.x_page_capacity__mutmut_28": _MEMO,
    "schemalint.estimate.btree.x_page_capacity__mutmut_29": _MEMO,
    "schemalint.estimate.btree.x_page_capacity__mutmut_80": _MEMO,
    "schemalint.estimate.btree.x_page_capacity__mutmut_81": _MEMO,
    "schemalint.estimate.btree.x_page_capacity__mutmut_36":
        "exact capacities are asked for whole-byte records on even free space: free - 2 rec - 1 >= 0 iff "
        "free - 2 rec - 2 >= 0; an empty page differs only for a record of free - 1 bytes (16,251), far past "
        "the off-page threshold",
    **{f"schemalint.estimate.btree.x_page_capacity__mutmut_{n}": _GUESS for n in (55, 58, 59, 60, 61, 62, 63, 64, 65)},
    **{f"schemalint.estimate.btree.x_page_capacity__mutmut_{n}": _NO_DOWN for n in (68, 69, 71, 72, 73, 74, 75)},
    "schemalint.estimate.btree.xǁTreeShapeǁrows_per_tree__mutmut_2": "rows are counts >= 0: ceil(0 / p) is 0 too",
    "schemalint.estimate.btree.xǁTreeShapeǁrows_per_tree__mutmut_5": "rows are counts >= 0: ceil(0 / p) is 0 too",
    "schemalint.estimate.btree.xǁTreeShapeǁrows_at_depth__mutmut_13":
        "per_tree is 0 or at least floor(leaf capacity) + 1 >= 2, never 1",
    "schemalint.estimate.btree.xǁTreeShapeǁrows_at_depths__mutmut_63":
        "per_tree is 0 or at least floor(leaf capacity) + 1 >= 2, never 1",
    "schemalint.estimate.btree.xǁTreeShapeǁrows_at_depths__mutmut_49": "over == first: both sides are the same number",
    "schemalint.estimate.btree.xǁTreeShapeǁrows_at_depths__mutmut_51":
        "one partition: (per_tree - 1) * 1 + 1 is per_tree, and 0 stays 0",
    "schemalint.estimate.btree.x_pages_needed__mutmut_5":
        "computes six more levels' needs; callers read needs[depth - 3] for the depths asked only",
    # records.py
    "schemalint.estimate.records.x_normalize_row_format__mutmut_4":
        "no ROW_FORMAT: 'XXDYNAMICXX' is no format, so DYNAMIC all the same",
    "schemalint.estimate.records.x_normalize_row_format__mutmut_5": "'dynamic'.upper() is 'DYNAMIC'",
    "schemalint.estimate.records.x__threshold__mutmut_1": _MEMO,
    "schemalint.estimate.records.x__threshold__mutmut_2": _MEMO,
    "schemalint.estimate.records.x__compact__mutmut_30":
        "a field that varies is variable-length, so it adds a length byte to the counts: they are never "
        "exactly VARYING",
    **{f"schemalint.estimate.records.x__compact__mutmut_{n}":
       "sends records with no big variable field to the off-page branch, which finds nothing to move and "
       "builds the same record as the fast path" for n in (38, 42, 43)},
    "schemalint.estimate.records.x__compact__mutmut_59": "off_page=() is the field's default",
    "schemalint.estimate.records.x__compact__mutmut_72":
        "a field not moved off-page keeps its average, so length_bytes(stored) is length_bytes(average)",
    "schemalint.estimate.records.x__compact__mutmut_87":
        "_compact never sees REDUNDANT: build_record sends it to _redundant",
    "schemalint.estimate.records.x__compact__mutmut_88":
        "_compact never sees REDUNDANT: build_record sends it to _redundant",
    "schemalint.estimate.records.x__redundant__mutmut_37":
        "a moved value keeps 788 bytes, never more than 788, so it is never a candidate again whatever ext "
        "holds; ext is otherwise only tested for being empty",
    "schemalint.estimate.records.x_secondary_leaf__mutmut_2":
        "build_record counts the same nullable fields when given None",
    "schemalint.estimate.records.x_secondary_leaf__mutmut_6":
        "build_record counts the same nullable fields when given None",
    "schemalint.estimate.records.x_secondary_leaf__mutmut_8":
        "the page size only matters for moving fields off-page, which secondary records never do",
    "schemalint.estimate.records.x_node_pointer__mutmut_5":
        "the page size only matters for moving fields off-page, which node pointers never do",
    # buffer_pool.py
    **{f"schemalint.estimate.buffer_pool.x__solve_tau__mutmut_{n}": _SOLVER
       for n in (4, 6, 33, 39, 40, 41, 46, 56, 60, 70, 74, 76, 81, 95, 97, 100, 104, 108, 109)},
    **{f"schemalint.estimate.buffer_pool.x_reads_per_insert__mutmut_{n}": _START for n in (34, 35, 37, 38)},
    "schemalint.estimate.buffer_pool.x__leaf_x__mutmut_27": _START,
    "schemalint.estimate.buffer_pool.x__leaf_x__mutmut_28": _START,
    "schemalint.estimate.buffer_pool.x__leaf_x__mutmut_14": "increasing=None is falsy, as False: the same sign",
    "schemalint.estimate.buffer_pool.x__leaf_x__mutmut_1": _MEMO,
    "schemalint.estimate.buffer_pool.x__leaf_x__mutmut_2": _MEMO,
    "schemalint.estimate.buffer_pool.x__memo__mutmut_2": _MEMO,
    "schemalint.estimate.buffer_pool.x__memo__mutmut_7": _MEMO,
    "schemalint.estimate.buffer_pool.x__memo__mutmut_8": _MEMO,
    "schemalint.estimate.buffer_pool.x_reads_per_insert__mutmut_66": _KEY,
    "schemalint.estimate.buffer_pool.x_reads_per_insert__mutmut_67": _KEY,
    "schemalint.estimate.buffer_pool.x__buffered_leaf__mutmut_19":
        "the cap only keeps exp() from overflowing: past e^700 a leaf is read 1e-304 times an insert either way",
    "schemalint.estimate.buffer_pool.x_reads_at_tau__mutmut_10": _NOTHING_MERGED,
    "schemalint.estimate.buffer_pool.x_reads_at_tau__mutmut_11": _NOTHING_MERGED,
    "schemalint.estimate.buffer_pool.x__reads__mutmut_1":
        "with no change buffer (bytes <= 0) reads_at_tau takes no buffered path whatever the streams, and with "
        "no buffered stream the misses passed are not read",
    **{f"schemalint.estimate.buffer_pool.x_rows_at_reads__mutmut_{n}": _PATH for n in (9, 10, 30, 38, 39, 44, 56)},
    "schemalint.estimate.buffer_pool.x_rows_at_reads__mutmut_11":
        "a change buffer of at most 1 byte taken as none: it merges a billionth of an insert a read, the "
        "rows move by at most one",
    "schemalint.estimate.buffer_pool.x_rows_at_reads__mutmut_75": _START,
    "schemalint.estimate.buffer_pool.x_rows_at_reads__mutmut_76": _START,
    "schemalint.estimate.buffer_pool.x_rows_at_reads__mutmut_81": "increasing=None is falsy, as False: the same sign",
    "schemalint.estimate.buffer_pool.x_rows_at_reads__mutmut_90":
        "differs only when the reads are exactly 1.01 × the level, a tie of measure zero",
    "schemalint.estimate.buffer_pool.x_rows_at_reads__mutmut_104": "the memo's tag for rows_at_reads: still distinct",
    "schemalint.estimate.buffer_pool.x_rows_at_reads__mutmut_105": "the memo's tag for rows_at_reads: still distinct",
    "schemalint.estimate.buffer_pool.x_pages_per_row_at_tau__mutmut_5":
        "sends unbuffered random streams (buffer_cap 0) through the buffered branch: (e^x - 1) / (e^x + 0) is "
        "1 - e^-x and the levels above are summed alike, the same pages to rounding",
    "schemalint.estimate.buffer_pool.x_index_stream__mutmut_21": "no leaf count: (None or 1) > 1 is as false as 0 > 1",
    "schemalint.estimate.buffer_pool.x_index_stream__mutmut_37":
        "a record has at least its 5-byte header: record_bytes is never 1",
    "schemalint.estimate.buffer_pool.x__reads__mutmut_2":
        "0 bytes of change buffer a row: reads_at_tau's buffered path needs more than 0 too",
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
