"""How long the test suite takes: the README's command (`python -m pytest -n auto`) and serially.

    python benchmarks/suite_time.py              # both: -n auto, then serial
    python benchmarks/suite_time.py --only auto  # or: --only serial
    python benchmarks/suite_time.py --slowest 20 -- -m "not live"   # extra pytest arguments after --

Each run is a fresh `python -m pytest` child in the repository. Printed per run: wall seconds,
CPU seconds (user + system of the child and every process it waited for: xdist workers, the
private mariadbd, pre-commit, chromium), the load average before and after (the machine may be
shared: compare CPU seconds, and wall times only at a similar load), pytest's closing line, and
the slowest tests (`--durations`). Targets (issue 33): -n auto ≤ 90 s and serial ≤ 110 s of wall
time on a 2-core machine, with nothing skipped that CI runs; the exit status is 1 when one is
missed or a run fails.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGETS = {"auto": 90.0, "serial": 110.0}  # wall seconds
_DURATION = re.compile(r"^\s*([\d.]+)s (call|setup|teardown)\s+(\S.*)$")
_CLOSING = re.compile(r"^=+ (.*\b(passed|failed|error)\b.*) =+$")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def run(kind: str, extra: list[str], slowest: int) -> bool:
    cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", f"--durations={slowest}", *extra]
    if kind == "auto":
        cmd[3:3] = ["-n", "auto"]
    before_load, before = load(), resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
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
