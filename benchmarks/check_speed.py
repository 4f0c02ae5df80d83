"""Time and peak memory of `schemalint check` on generated N-table dumps.

    python benchmarks/check_speed.py            # N = 1,000 and 10,000
    python benchmarks/check_speed.py 1000 5000

Each run is a fresh process (cold: imports included); peak RSS is the child's ru_maxrss.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from gen_dump import generate  # noqa: E402


def measure(cmd: list[str]) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds, peak RSS MiB) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}): {proc.stderr[-500:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, after.ru_maxrss // 1024


def main(argv: list[str]) -> int:
    sizes = [int(a) for a in argv] or [1000, 10000]
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'tables':>8} {'dump MB':>8} {'wall s':>8} {'CPU s':>8} {'peak MiB':>9}")
        for n in sizes:
            dump = Path(tmp) / f"dump_{n}.sql"
            with dump.open("w", encoding="utf-8") as fh:
                generate(fh, n)
            mb = dump.stat().st_size / 1e6
            cmd = [sys.executable, "-m", "schemalint", "check", "--format", "json", str(dump)]
            env_note = os.environ.get("SCHEMALINT_BENCH_NOTE", "")
            wall, cpu, rss = measure(cmd)
            print(f"{n:>8,} {mb:>8.1f} {wall:>8.2f} {cpu:>8.2f} {rss:>9,} {env_note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
