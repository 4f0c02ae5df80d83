"""How long the test suite takes: the README's command (`python -m pytest -n auto`) and serially.

    python benchmarks/suite_time.py              # both: -n auto, then serial
    python benchmarks/suite_time.py --only auto  # or: --only serial
    python benchmarks/suite_time.py --slowest 20 -- -m "not live"   # extra pytest arguments after --

Each run is a fresh `python -m pytest` child in the repository. Printed per run: wall seconds,
CPU seconds (user + system of the child and every process it waited for: xdist workers, the
private mariadbd, pre-commit, chromium), the load average before and after (the machine may be
shared: compare CPU seconds, and wall times only at a similar load), pytest's closing line, and
the slowest tests (`--durations`), and from benchmarks/cpu_per_test.py the CPU seconds per test
file and the costliest tests by CPU (own + children). Targets (issue 33): -n auto ≤ 90 s and serial ≤ 110 s of wall
time on a 2-core machine, with nothing skipped that CI runs; the exit status is 1 when one is
missed or a run fails.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGETS = {"auto": 90.0, "serial": 110.0}  # wall seconds
_DURATION = re.compile(r"^\s*([\d.]+)s (call|setup|teardown)\s+(\S.*)$")
_CLOSING = re.compile(r"^=+ (.*\b(passed|failed|error)\b.*) =+$")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def cpu_report(log: Path, slowest: int) -> None:
    """CPU seconds per test file and the costliest tests, from benchmarks/cpu_per_test.py's log."""
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines() if line.strip()]
    if not rows:
        return
    per_file: collections.Counter = collections.Counter()
    for row in rows:
        per_file[row["test"].split("::")[0]] += row["own"] + row["children"]
    total = sum(per_file.values())
    print(f"  CPU in tests: {total:.1f} s ({len(rows)} tests); the costliest files:")
    for name, cpu in per_file.most_common(slowest):
        print(f"  {cpu:7.2f} s CPU {name}")
    print("  the costliest tests (own + children CPU, wall):")
    for row in sorted(rows, key=lambda r: -(r["own"] + r["children"]))[:slowest]:
        print(f"  {row['own'] + row['children']:7.2f} s CPU ({row['children']:.2f} children) {row['wall']:7.2f} s wall "
              f"{row['test']}")


def run(kind: str, extra: list[str], slowest: int) -> bool:
    cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "benchmarks.cpu_per_test",
           f"--durations={slowest}", *extra]
    if kind == "auto":
        cmd[3:3] = ["-n", "auto"]
    log = Path(tempfile.mkstemp(prefix="suite-cpu-", suffix=".jsonl")[1])
    before_load, before = load(), resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True,
                          env={**os.environ, "SCHEMALINT_CPU_LOG": str(log)})
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = proc.stdout.splitlines()
    closing = next((m.group(1) for m in map(_CLOSING.match, reversed(lines)) if m), "no closing line")
    met = proc.returncode == 0 and wall <= TARGETS[kind]
    print(f"\n{kind}: {wall:.1f} s wall (target ≤ {TARGETS[kind]:.0f} s: {'met' if met else 'MISSED'}), "
          f"{cpu:.1f} s CPU; load {before_load} → {load()}")
    print(f"  {' '.join(cmd[1:])}\n  {closing} (exit {proc.returncode})")
    durations = [m for m in map(_DURATION.match, lines) if m]
    for m in durations[:slowest]:
        print(f"  {float(m.group(1)):7.2f} s {m.group(2):8s} {m.group(3)}")
    cpu_report(log, slowest)
    log.unlink()
    if proc.returncode != 0:
        print("\n".join(lines[-30:]), proc.stderr[-2000:], sep="\n")
    return met


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(TARGETS))
    parser.add_argument("--slowest", type=int, default=10, help="how many of the slowest tests to list")
    parser.add_argument("pytest_args", nargs="*", help="after --: passed to pytest")
    args = parser.parse_args()
    print(f"{os.cpu_count()} CPUs; Python {sys.version.split()[0]}")
    kinds = [args.only] if args.only else ["auto", "serial"]
    return 0 if all([run(kind, args.pytest_args, args.slowest) for kind in kinds]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
