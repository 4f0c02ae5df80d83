"""Hostile input: time and peak memory of `schemalint check` on pathological files.

    python benchmarks/hostile_input.py                 # every class at 10 MB (the issue's budget)
    python benchmarks/hostile_input.py --size 1000000  # 1 MB
    python benchmarks/hostile_input.py --only comma-in-table rparen-alone

Each input class is one character repeated to `--size` bytes, alone or in a position where the
splitter, the tokenizer or the parser must walk it (inside a CREATE TABLE's body, a string, a
comment, a DEFAULT expression); plus stdin from /dev/zero (a stream that never ends). Every run
is a fresh child process: `python -m schemalint check --no-cache FILE`, its wall time (perf_counter
around the child), its CPU time (user + system, the figure to read on a shared machine) and its
peak RSS (os.wait4's ru_maxrss). The worst case under the parser's token limit is at about
`--size 140000` (every character a token). A child is killed at `--timeout`
seconds and its address space is capped at `--memory-cap` bytes (so a run that would eat the
machine stops with a MemoryError instead): such a run prints "timeout" or "out of memory".

The budget (issue #32): 10 MB of any single character in any position ≤ 5 s and ≤ 500 MB, and
the result is a finding (or a clear refusal, exit 2), never a traceback or a silent pass.
"""

from __future__ import annotations

import argparse
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Optional

MB = 1_000_000
TABLE = "CREATE TABLE t (id INT PRIMARY KEY, "


def classes(size: int) -> dict[str, Callable[[], bytes]]:
    """name → what makes the file content, `size` bytes of one character in its position (made
    one at a time: this process stays small, so a child's peak RSS is its own — Linux counts the
    forking parent's in a child's ru_maxrss)."""
    def fill(ch: str, head: str = "", tail: str = "") -> Callable[[], bytes]:
        n = max(0, size - len(head) - len(tail))
        return lambda: (head + ch * (n // len(ch)) + tail).encode("latin-1")

    return {
        "comma-in-table": fill(",", TABLE, ");\n"),
        "rparen-in-table": fill(")", TABLE, ";\n"),
        "lparen-in-table": fill("(", TABLE, ";\n"),
        "letter-in-table": fill("a", TABLE, " INT);\n"),
        "space-in-table": fill(" ", TABLE, "x INT);\n"),
        "comma-alone": fill(","),
        "rparen-alone": fill(")"),
        "lparen-alone": fill("("),
        "letter-alone": fill("a"),
        "semicolon-alone": fill(";"),
        "newline-alone": fill("\n"),
        "cr-alone": fill("\r"),
        "nul-alone": fill("\x00"),
        "quote-alone": fill("'"),
        "backtick-alone": fill("`"),
        "dash-alone": fill("-"),
        "star-alone": fill("*"),
        "slash-alone": fill("/"),
        "open-comment": fill(" ", "CREATE TABLE a (id INT PRIMARY KEY);\n/*", "\nCREATE TABLE b (id INT PRIMARY KEY);\n"),
        "in-string": fill("x", TABLE + "c VARCHAR(10) DEFAULT '", "');\n"),
        "in-default": fill("(", TABLE + "c INT DEFAULT ", ");\n"),
        "digits-in-default": fill("9", TABLE + "c INT DEFAULT ", ");\n"),
        "enum-values": fill("'a',", TABLE + "c ENUM(", "'b'));\n"),
        "columns": fill("c INT, ", TABLE, "z INT);\n"),
    }


def run(cmd: list[str], make: Optional[Callable[[], bytes]], stdin_path: Optional[str], timeout: float,
        memory_cap: int) -> dict:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (memory_cap, memory_cap))

    with tempfile.TemporaryDirectory() as tmp:
        if make is not None:
            path = Path(tmp, "hostile.sql")
            path.write_bytes(make())
            cmd = cmd + [str(path)]
        else:
            cmd = cmd + ["-"]
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        # output to files, not pipes: a big report would fill a pipe nobody reads until the end
        out_file, err_file = open(Path(tmp, "out"), "w+b"), open(Path(tmp, "err"), "w+b")
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=stdin, stdout=out_file, stderr=err_file, preexec_fn=limit, cwd=tmp)
        deadline = start + timeout
        status = None
        while status is None:
            pid, st, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                status = st
                break
            if time.perf_counter() > deadline:
                proc.send_signal(signal.SIGKILL)
                pid, st, usage = os.wait4(proc.pid, 0)
                status = "timeout"
                break
            time.sleep(0.02)
        wall = time.perf_counter() - start
        proc.returncode = 0  # (reaped above)
        out_file.seek(0)
        err_file.seek(0)
        out = out_file.read().decode("utf-8", "replace")
        err = err_file.read().decode("utf-8", "replace")
        out_file.close()
        err_file.close()
        if stdin_path:
            stdin.close()
    rss = usage.ru_maxrss * 1024
    cpu = usage.ru_utime + usage.ru_stime
    if status == "timeout":
        result = "timeout"
    else:
        code = os.waitstatus_to_exitcode(status)
        if "MemoryError" in err or "MemoryError" in out:
            result = "out of memory"
        elif "Traceback" in err:
            result = f"traceback (exit {code})"
        else:
            result = f"exit {code}: " + summary(out, err)
    return {"wall": wall, "cpu": cpu, "rss": rss, "result": result}


def summary(out: str, err: str) -> str:
    """The codes of the findings (from the JSON output), or the first line of the error."""
    import json

    try:
        findings = json.loads(out)["findings"]
    except Exception:
        return (err.strip().splitlines() or ["(no output)"])[-1][:70]
    codes: dict[str, int] = {}
    for f in findings:
        codes[f["code"]] = codes.get(f["code"], 0) + 1
    return ", ".join(f"{c}×{n}" if n > 1 else c for c, n in sorted(codes.items())) or "no findings"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size", type=int, default=10 * MB, help="bytes per input (default 10 MB)")
    ap.add_argument("--timeout", type=float, default=60, help="seconds before a child is killed")
    ap.add_argument("--memory-cap", type=int, default=3_000 * MB, help="address-space cap per child, bytes")
    ap.add_argument("--only", nargs="*", help="class names to run")
    args = ap.parse_args()
    cmd = [sys.executable, "-m", "schemalint", "check", "--no-cache", "--format", "json", "--fail-on", "error"]
    todo = classes(args.size)
    todo["stdin-dev-zero"] = None
    if args.only:
        todo = {k: v for k, v in todo.items() if k in args.only}
    print(f"# {args.size:,} bytes per input; timeout {args.timeout:g} s; address space cap {args.memory_cap / MB:,.0f} MB")
    print(f"{'input class':<20} {'wall s':>8} {'CPU s':>7} {'peak MB':>8}  result")
    for name, make in todo.items():
        r = run(cmd, make, "/dev/zero" if make is None else None, args.timeout, args.memory_cap)
        wall = f">{args.timeout:g}" if r["result"] == "timeout" else f"{r['wall']:.2f}"
        print(f"{name:<20} {wall:>8} {r['cpu']:>7.2f} {r['rss'] / MB:>8.0f}  {r['result']}", flush=True)
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(f"# this script's own peak RSS: {own / MB:.0f} MB (a child's peak cannot be below it)")


if __name__ == "__main__":
    main()
