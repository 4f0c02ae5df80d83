"""Hostile input against the cache, the reports for people and the configuration: per input
class, the wall time, peak RSS (/usr/bin/time -v) and what happened, as a Markdown table row.

    python benchmarks/hostile_cache_output.py                          # this build
    python benchmarks/hostile_cache_output.py --output                 # the output classes
    python benchmarks/hostile_cache_output.py --variant before=CMD --variant after=CMD

CMD runs schemalint (a script or `python -m schemalint` with another PYTHONPATH, as one word).
Every run is a fresh child process in a temporary directory, with its own $XDG_CACHE_HOME.
The cache-folder-of-another-user class needs root (it chowns a folder to uid 65534).
"""

from __future__ import annotations

import argparse
import os
import pickle
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

W = Path(tempfile.mkdtemp(prefix="schemalint-hostile-"))
SCHEMA = "CREATE TABLE users (id int NOT NULL, email varchar(255), PRIMARY KEY (id));\nCREATE TABLE t (id int);\n"


def run(cmd, cwd, timeout=150):
    """(exit code or None when killed at `timeout`, stdout, stderr, wall seconds)."""
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", XDG_CACHE_HOME=str(W / "xdg"))
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)  # (the whole group: /usr/bin/time and schemalint under it)
        out, err = proc.communicate()
        code = None
    return code, out.decode(errors="replace"), err.decode(errors="replace"), time.perf_counter() - start


def timed(cmd, cwd, timeout=150):
    """(code, out, err, wall, peak MiB) via /usr/bin/time -v."""
    code, out, err, wall = run(["/usr/bin/time", "-v", *cmd], cwd, timeout)
    peak = None
    for line in err.splitlines():
        if "Maximum resident set size" in line:
            peak = int(line.split()[-1]) / 1024
    err = "\n".join(line for line in err.splitlines() if not line.startswith("\t") and not line.startswith("Command"))
    return code, out, err, wall, peak


class Touch:
    """A pickle that runs `touch MARKER` when loaded: what a planted cache entry would do."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def case_entry(sl, d):
    (d / "s.sql").write_text(SCHEMA)
    run([sl, "check", "--cache-dir", "cc", "s.sql"], d)
    marker = d / "PWNED"
    for p in (d / "cc").rglob("*"):
        if p.name.startswith(("run-", "stmts-")):
            p.write_bytes(pickle.dumps(Touch(marker)))
    code, out, err, wall, peak = timed([sl, "check", "--cache-dir", "cc", "s.sql"], d)
    return wall, peak, ("code ran (PWNED created)" if marker.exists() else "ignored (a miss)") + f", exit {code}"


def case_link(sl, d):
    (d / "s.sql").write_text(SCHEMA)
    run([sl, "check", "--cache-dir", "cc", "s.sql"], d)
    [version] = [p for p in (d / "cc").iterdir() if p.is_dir()]
    shutil.rmtree(version)
    (d / "elsewhere").mkdir()
    version.symlink_to(d / "elsewhere", target_is_directory=True)
    (d / "s.sql").write_text(SCHEMA + "CREATE TABLE x (id int PRIMARY KEY);\n")
    code, out, err, wall, peak = timed([sl, "check", "--cache-dir", "cc", "s.sql"], d)
    n = len(list((d / "elsewhere").iterdir()))
    return wall, peak, f"{n} files written through the link" + ("; warned" if "symbolic link" in err else "")


def case_foreign(sl, d):
    if os.geteuid() != 0:
        return 0.0, None, "not measured (needs root)"
    (d / "s.sql").write_text(SCHEMA)
    (d / "cc").mkdir()
    os.chown(d / "cc", 65534, 65534)
    code, out, err, wall, peak = timed([sl, "check", "--cache-dir", "cc", "s.sql"], d)
    n = len([p for p in (d / "cc").rglob("*") if p.is_file()])
    return wall, peak, f"{n} files written into it" + ("; one warning line" if err.count("warning:") == 1 else "")


def case_redos(sl, d):
    (d / ".schemalint.toml").write_text('extend-select = ["SL034"]\n[rules.SL034]\ntable = "^(a+)+$"\n')
    (d / "a.sql").write_text("CREATE TABLE `" + "a" * 31 + "!` (id int PRIMARY KEY);\n")
    code, out, err, wall, peak = timed([sl, "check", "--no-cache", "a.sql"], d, timeout=120)
    return wall, peak, ("killed at 120 s" if code is None else f"exit {code}, " + ("SL034 finding" if "SL034" in out else err[:60]))


def case_toml(sl, d):
    (d / ".schemalint.toml").write_text("select = " + "[" * 5000 + "]" * 5000 + "\n")
    (d / "a.sql").write_text("CREATE TABLE t (id int PRIMARY KEY);\n")
    code, out, err, wall, peak = timed([sl, "check", "--no-cache", "a.sql"], d)
    return wall, peak, f"exit {code}, " + ("RecursionError traceback" if "Traceback" in err else err.strip()[:70])


EVIL = ("CREATE TABLE `evil\x1b]0;pwned\x07\x1b[2J\u202eeman` (\n  id int,\n  `c\r[red]x[/red]` float COMMENT 'a\x1b[31m'\n);\n")


def case_output(fmt):
    def f(sl, d):
        (d / "e.sql").write_text(EVIL)
        code, out, err, wall, peak = timed([sl, "check", "--no-cache", "--format", fmt, "e.sql"], d)
        raw = [name for name, ch in (("ESC", "\x1b"), ("BEL", "\x07"), ("CR", "\r"), ("U+202E", "\u202e"))
               if ch in out]
        return wall, peak, ("raw " + "/".join(raw) if raw else "all escaped") + f", exit {code}"
    return f


def case_estimate(sl, d):
    (d / "e.sql").write_text(EVIL)
    code, out, err, wall, peak = timed([sl, "estimate", "e.sql"], d)
    raw = [name for name, ch in (("ESC", "\x1b"), ("BEL", "\x07"), ("CR", "\r"), ("U+202E", "\u202e")) if ch in out]
    return wall, peak, ("raw " + "/".join(raw) if raw else "all escaped") + f", exit {code}"


CASES = {
    "malicious cache entry (pickle that runs touch)": case_entry,
    "version sub-folder symlinked elsewhere": case_link,
    "cache folder owned by another user": case_foreign,
    "config regex ^(a+)+$ on a 32-char name": case_redos,
    "TOML array nested 5,000 deep": case_toml,
}
if "--output" in sys.argv[1:]:
    CASES = {f"ESC/BEL/CR/U+202E in names, --format {fmt}": case_output(fmt)
             for fmt in ("text", "github", "markdown", "gitlab", "json", "sarif")}
    CASES["ESC/BEL/CR/U+202E in names, estimate"] = case_estimate
parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("--output", action="store_true", help="the output classes instead of cache and config")
parser.add_argument("--variant", action="append", metavar="NAME=CMD", help="a build to measure (repeatable)")
args = parser.parse_args()
VARIANTS = dict(v.split("=", 1) for v in args.variant) if args.variant else {
    "this build": os.path.join(os.path.dirname(sys.executable), "schemalint")}
header = " | ".join(f"{v}: time, peak | {v}: result" for v in VARIANTS)
print(f"| input class | {header} |")
print("|---|" + "---|---|" * len(VARIANTS))
for name, case in CASES.items():
    row = [name]
    for v, sl in VARIANTS.items():
        d = Path(tempfile.mkdtemp(dir=W))
        wall, peak, result = case(sl, d)
        row += [f"{wall:.2f} s, {peak:.0f} MiB" if peak else f"{wall:.2f} s" if wall else "–", result]
    print("| " + " | ".join(row) + " |", flush=True)
shutil.rmtree(W, ignore_errors=True)
