"""Every performance figure in one run: bare parse vs schemalint (cold, warm), tenants,
pre-commit latency, and SQLFluff on the same 1,000-table file when it is installed.

    python benchmarks/run.py --quick                 # smoke run: 1,000 tables, 200 tenants × 50
    python benchmarks/run.py                         # 10,000 tables, 2,000 tenants × 50
    python benchmarks/run.py --sqlfluff PATH/TO/sqlfluff --json results.json

Every measurement is a fresh child process. Wall time is perf_counter around the child; CPU
(user + system) and peak RSS are that child's own, from os.wait4 (Linux: a child's figures
include the descendants it waited for; peak RSS is then the largest single process, not a
sum). Inputs come from gen_dump.py and are not timed.

"Bare parse" is the floor schemalint is compared with: one process that imports sqlglot's
stock MySQL dialect, splits the file with schemalint's own splitter
(`schemalint.read.source.read_source` then `split(src, 80036, False)`; the splitter is a lexer, no
sqlglot) and calls `MySQL().parse(text)` on each CREATE TABLE statement, discarding the tree.
Statements stock sqlglot rejects (it cannot parse `PARTITION BY RANGE COLUMNS`) are counted,
not fatal.

Cold = `schemalint check --cache-dir FRESH_EMPTY_DIR FILE`; warm = the same command again with
the same directory. A build without `--cache-dir` reports "warm: n/a".
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from gen_dump import generate  # noqa: E402

MB = 1_000_000
MIB = 1024 * 1024

# The targets.
COLD_VS_BARE = 0.75
COLD_RSS_BYTES = 500 * MB
WARM_VS_BARE = 0.05
TENANTS_WALL_S = 20.0
PRECOMMIT_WALL_S = 0.30
PRECOMMIT_VS_IMPORT = 1.5
STARTUP_WALL_S = 0.15
BEST_OF = 5
STALE = "NOT WARM: schemalint's code changed between the cold and the warm run (new cache folder); rerun on a quiet tree"

BARE_PARSE = r"""
import json, sys, time
from pathlib import Path
t0 = time.perf_counter()
from sqlglot.dialects.mysql import MySQL
from sqlglot.errors import SqlglotError
from schemalint.read.source import read_source, split
t1 = time.perf_counter()
statements, _ = split(read_source(Path(sys.argv[1])), 80036, False)
t2 = time.perf_counter()
dialect = MySQL()
creates = failed = 0
for st in statements:
    if st.kind != "CREATE TABLE":
        continue
    creates += 1
    try:
        dialect.parse(st.text)
    except SqlglotError:
        failed += 1
t3 = time.perf_counter()
print(json.dumps({"statements": len(statements), "create_tables": creates, "failed": failed,
                  "import_s": t1 - t0, "split_s": t2 - t1, "parse_s": t3 - t2}))
"""

ENV_PROBE = r"""
import json, os, sys, importlib.metadata as md
import sqlglot, sqlglot.parser as p, schemalint
try:
    sqlglotc = md.version("sqlglotc")
except md.PackageNotFoundError:
    sqlglotc = None
print(json.dumps({"python": sys.version.split()[0], "sqlglot": sqlglot.__version__,
                  "sqlglotc": sqlglotc, "compiled": p.__file__.endswith((".so", ".pyd")),
                  "schemalint_version": schemalint.__version__,
                  "schemalint_dir": os.path.dirname(os.path.abspath(schemalint.__file__))}))
"""

ONE_TABLE = """CREATE TABLE `orders` (
  `id` bigint unsigned NOT NULL AUTO_INCREMENT,
  `customer_id` int unsigned NOT NULL,
  `status` enum('new','paid','shipped') NOT NULL DEFAULT 'new',
  `total` decimal(12,2) NOT NULL DEFAULT '0.00',
  `created_at` datetime NOT NULL,
  PRIMARY KEY (`id`),
  KEY `k_customer` (`customer_id`,`created_at`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
"""

SQLFLUFF_CFG = """[sqlfluff]
dialect = mysql
# the default (20000 bytes) skips any real dump unlinted
large_file_skip_byte_limit = 0
"""


@dataclass
class Run:
    wall: float
    cpu: float
    rss: int  # bytes
    rc: int
    stdout: str = ""
    stderr: str = ""

    @property
    def failed(self) -> bool:
        # 1 is "findings" for schemalint and sqlfluff, but also what an uncaught exception exits with
        return self.rc not in (0, 1) or "Traceback (most recent call last)" in self.stderr


@dataclass
class Row:
    what: str
    tables: Optional[int] = None
    mb: Optional[float] = None
    wall: Optional[float] = None
    cpu: Optional[float] = None
    rss_mib: Optional[float] = None
    # (text, met: True/False, or None for an informational figure)
    checks: list[tuple[str, Optional[bool]]] = field(default_factory=list)
    note: str = ""

    @classmethod
    def of(cls, what: str, run: Optional[Run], tables: Optional[int] = None, path: Optional[Path] = None) -> "Row":
        row = cls(what, tables, path.stat().st_size / MB if path else None)
        if run is not None:
            row.wall, row.cpu, row.rss_mib = run.wall, run.cpu, run.rss / MIB
            if run.failed:
                row.note = f"FAILED: exit status {run.rc} (stderr above)"
        return row


def measure(cmd: list[str], env: dict[str, str], cwd: Path, capture: bool = False) -> Run:
    """Run one child to completion; its own wall, CPU and peak RSS."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out if capture else subprocess.DEVNULL,
                                stderr=err, env=env, cwd=cwd)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        out.seek(0)
        err.seek(0)
        return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, proc.returncode,
                   out.read().decode(errors="replace") if capture else "", err.read().decode(errors="replace"))


def best_of(cmds: dict[str, list[str]], env_for, cwd: Path, n: int = BEST_OF) -> dict[str, Run]:
    """Best (lowest wall) of n runs of each command, interleaved so drift hits all alike."""
    best: dict[str, Run] = {}
    for _ in range(n):
        for key, cmd in cmds.items():
            run = measure(cmd, env_for(key), cwd)
            if key not in best or run.wall < best[key].wall:
                best[key] = run
    return best


def ok(run: Run, what: str, allowed: tuple[int, ...] = (0, 1)) -> bool:
    if run.rc in allowed and not run.failed:
        return True
    print(f"warning: {what} exited {run.rc}: {run.stderr.strip()[-800:]}", file=sys.stderr)
    return False


def resolve(word: str) -> str:
    """A relative path made absolute (children run in the work directory); names left alone."""
    return str(Path(word).resolve()) if os.sep in word else word


def ratio(a: float, b: float) -> float:
    return a / b if b else float("inf")


class Bench:
    def __init__(self, args: argparse.Namespace, work: Path):
        self.args = args
        self.work = work
        self.rows: list[Row] = []
        self.notes: list[str] = []
        self.env = {k: v for k, v in os.environ.items() if k != "SCHEMALINT_CACHE_DIR"}
        # keep children away from the user's own caches
        self.env["XDG_CACHE_HOME"] = str(work / "xdg-cache")
        exe = Path(sys.executable).parent / "schemalint"
        if args.schemalint:
            self.schemalint = [resolve(c) for c in args.schemalint.split()]
        else:
            self.schemalint = [str(exe)] if exe.exists() else [sys.executable, "-m", "schemalint"]
        self.cache_dirs = 0
        self.has_cache = False

    # --- helpers -------------------------------------------------------------------------
    def fresh_cache(self) -> Path:
        self.cache_dirs += 1
        d = self.work / "caches" / f"c{self.cache_dirs}"
        d.mkdir(parents=True)
        return d

    def env_with_cache(self, cache: Optional[Path]) -> dict[str, str]:
        env = dict(self.env)
        if cache is not None:
            env["SCHEMALINT_CACHE_DIR"] = str(cache)
        return env

    def dump(self, tables: int, tenants: int = 0) -> Path:
        name = f"tenants_{tenants}x{tables}.sql" if tenants else f"dump_{tables}.sql"
        path = self.work / name
        if not path.exists():
            print(f"generating {name} …", file=sys.stderr, flush=True)
            tmp = path.with_suffix(".tmp")
            with tmp.open("w", encoding="utf-8") as fh:
                generate(fh, tables, tenants)
            tmp.rename(path)
        return path

    def check_cmd(self, path: Path, cache: Optional[Path]) -> list[str]:
        cmd = self.schemalint + ["check"]
        if cache is not None and self.has_cache:
            cmd += ["--cache-dir", str(cache)]
        if self.args.format:
            cmd += ["--format", self.args.format]
        return cmd + [path.name]

    def schemalint_cold_warm(self, path: Path, what: str, tables: int) -> tuple[Row, Optional[Row], Run, Optional[Run]]:
        cache = self.fresh_cache()
        env = self.env_with_cache(cache)
        cold = measure(self.check_cmd(path, cache), env, self.work)
        ok(cold, f"{what} cold")
        cold_row = Row.of(f"{what} cold", cold, tables, path)
        if not self.has_cache:
            return cold_row, None, cold, None
        folders = {p.name for p in cache.iterdir() if p.is_dir()}
        size = sum(f.stat().st_size for f in cache.rglob("*") if f.is_file())
        warm = measure(self.check_cmd(path, cache), env, self.work)
        ok(warm, f"{what} warm")
        cold_row.note = cold_row.note or (f"cache directory {size / MB:.1f} MB" if size >= MB else f"cache directory {size / 1000:.0f} kB")
        warm_row = Row.of(f"{what} warm", warm, tables, path)
        # the cache keeps one folder per version of schemalint's code: a new one means the code
        # changed between the two runs (an edited working tree), so this was no warm run
        if {p.name for p in cache.iterdir() if p.is_dir()} - folders and not warm_row.note:
            warm_row.note = STALE
        return cold_row, warm_row, cold, warm

    # --- the measurements ----------------------------------------------------------------
    def environment(self) -> dict:
        probe = measure([sys.executable, "-c", ENV_PROBE], self.env, self.work, capture=True)
        info = json.loads(probe.stdout) if probe.rc == 0 else {"error": probe.stderr[-300:]}
        if info.get("schemalint_dir"):
            # as `pip install` leaves it: schemalint's bytecode written, so no run below compiles
            # the package again (PYTHONDONTWRITEBYTECODE would make every run do so)
            env = {k: v for k, v in self.env.items() if k != "PYTHONDONTWRITEBYTECODE"}
            compiled = measure([sys.executable, "-m", "compileall", "-q", info["schemalint_dir"]],
                               env, self.work, capture=True)
            info["bytecode"] = "compiled" if compiled.rc == 0 else f"compileall failed: {compiled.stderr[-200:]}"
        help_run = measure(self.schemalint + ["check", "--help"], {**self.env, "COLUMNS": "250"}, self.work, capture=True)
        self.has_cache = "--cache-dir" in help_run.stdout
        try:
            affinity = len(os.sched_getaffinity(0))
        except AttributeError:
            affinity = os.cpu_count()
        try:
            # the checkout the schemalint package is imported from (not necessarily this one)
            rev = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=info.get("schemalint_dir", HERE),
                                 capture_output=True, text=True, timeout=30).stdout.strip() or None
        except (OSError, subprocess.SubprocessError):
            rev = None
        info.update(format=self.args.format or "text", git=rev, cpus=os.cpu_count(), usable_cpus=affinity, platform=platform.platform(),
                    loadavg_start=[round(x, 2) for x in os.getloadavg()], cache=self.has_cache,
                    schemalint=" ".join(Path(c).name for c in self.schemalint))
        return info

    def main_file(self) -> None:
        n = self.args.tables
        path = self.dump(n)
        bare = measure([sys.executable, "-c", BARE_PARSE, path.name], self.env, self.work, capture=True)
        if not ok(bare, "bare parse", (0,)):
            raise SystemExit("bare parse failed")
        detail = json.loads(bare.stdout)
        bare_row = Row.of("bare parse (sqlglot, 1 process)", bare, n, path)
        bare_row.note = (f"{detail['create_tables']:,} CREATE TABLE, {detail['failed']} rejected by stock sqlglot; "
                         f"split {detail['split_s']:.2f} s, parse {detail['parse_s']:.2f} s")
        self.rows.append(bare_row)
        self.bare_detail = detail

        cold_row, warm_row, cold, warm = self.schemalint_cold_warm(path, "schemalint", n)
        cold_row.checks = [
            (f"{ratio(cold.wall, bare.wall):.2f}× bare ≤ {COLD_VS_BARE}×", cold.wall <= COLD_VS_BARE * bare.wall),
            (f"RSS ≤ 500 MB ({COLD_RSS_BYTES / MIB:.0f} MiB)", cold.rss <= COLD_RSS_BYTES),
            (f"CPU {ratio(cold.cpu, bare.cpu):.2f}× bare's", None),
        ]
        self.rows.append(cold_row)
        if warm_row is not None and warm is not None:
            warm_row.checks = [(f"{ratio(warm.wall, bare.wall):.3f}× bare ≤ {WARM_VS_BARE}×",
                                None if warm_row.note == STALE else warm.wall <= WARM_VS_BARE * bare.wall),
                               (f"CPU {ratio(warm.cpu, bare.cpu):.3f}× bare's", None)]
            self.rows.append(warm_row)
        else:
            self.rows.append(Row("schemalint warm", n, note="warm: n/a (no cache in this build)"))
        if n != 10_000:
            self.notes.append(f"the cold/warm targets are set for 10,000 tables; this run used {n:,}")
        if n == self.args.sqlfluff_tables:
            self.cold_for_sqlfluff = cold

    def tenants(self) -> None:
        per, tenants = self.args.tenant_tables, self.args.tenants
        path = self.dump(per, tenants)
        one = self.dump(per, 1)
        ref_row, _, ref, _ = self.schemalint_cold_warm(one, f"schemalint, 1 tenant × {per}", per)
        ref_row.what = f"schemalint cold, 1 tenant × {per}"
        ref_row.note = ref_row.note if ref_row.note.startswith("FAILED") else "reference for the tenants' memory"
        cold_row, warm_row, cold, warm = self.schemalint_cold_warm(path, f"schemalint tenants {tenants:,} × {per}", per * tenants)
        cold_row.checks = [
            (f"≤ {TENANTS_WALL_S:.0f} s", cold.wall <= TENANTS_WALL_S),
            (f"RSS {ratio(cold.rss, ref.rss):.1f}× the 1-tenant run", None),
        ]
        self.rows += [ref_row, cold_row]
        if warm_row is not None:
            self.rows.append(warm_row)
        if tenants != 2000 or per != 50:
            self.notes.append(f"the tenants target (≤ {TENANTS_WALL_S:.0f} s) is set for 2,000 × 50; this run used {tenants:,} × {per}")

    def precommit(self) -> None:
        one = self.work / "one.sql"
        one.write_text(ONE_TABLE, encoding="utf-8")
        cmds = {
            "import": [sys.executable, "-c", "import sqlglot"],
            "check": self.schemalint + ["check", one.name],
            "version": self.schemalint + ["--version"],
            "help": self.schemalint + ["--help"],
        }
        hit_cache = self.fresh_cache()
        if self.has_cache:
            cmds["check-hit"] = self.schemalint + ["check", one.name]
            measure(cmds["check-hit"], self.env_with_cache(hit_cache), self.work)  # fill it

        def env_for(key: str) -> dict[str, str]:
            # a pre-commit run sees a file that just changed: a cache miss, in an empty cache
            return self.env_with_cache(hit_cache if key == "check-hit" else self.fresh_cache())

        best = best_of(cmds, env_for, self.work)
        for key in ("check", "version", "help"):
            ok(best[key], f"schemalint {key}")
        imp, check = best["import"], best["check"]
        self.rows.append(Row.of(f'python -c "import sqlglot" (best of {BEST_OF})', imp))
        row = Row.of(f"schemalint check one.sql (best of {BEST_OF})", check, 1, one)
        row.checks = [(f"≤ {PRECOMMIT_WALL_S:.2f} s", check.wall <= PRECOMMIT_WALL_S),
                      (f"{ratio(check.wall, imp.wall):.2f}× import ≤ {PRECOMMIT_VS_IMPORT}×",
                       check.wall <= PRECOMMIT_VS_IMPORT * imp.wall)]
        if self.has_cache and not row.note:
            row.note = "fresh empty cache each time (SCHEMALINT_CACHE_DIR)"
        self.rows.append(row)
        if "check-hit" in best:
            hit = Row.of(f"schemalint check one.sql, cached (best of {BEST_OF})", best["check-hit"], 1, one)
            hit.checks = [(f"{ratio(best['check-hit'].wall, imp.wall):.2f}× import", None)]
            self.rows.append(hit)
        for key, label in (("version", "schemalint --version"), ("help", "schemalint --help")):
            r = Row.of(f"{label} (best of {BEST_OF})", best[key])
            r.checks = [(f"≤ {STARTUP_WALL_S:.2f} s", best[key].wall <= STARTUP_WALL_S)]
            self.rows.append(r)

    def sqlfluff(self) -> None:
        exe = resolve(self.args.sqlfluff) if self.args.sqlfluff else shutil.which("sqlfluff")
        if not exe and (Path(sys.executable).parent / "sqlfluff").exists():
            exe = str(Path(sys.executable).parent / "sqlfluff")
        n = self.args.sqlfluff_tables
        if self.args.no_sqlfluff or not exe:
            self.rows.append(Row("sqlfluff lint", n, note="sqlfluff: " + ("skipped" if self.args.no_sqlfluff else "not installed")))
            return
        path = self.dump(n)
        cold = getattr(self, "cold_for_sqlfluff", None)
        if cold is None:
            row, _, cold, _ = self.schemalint_cold_warm(path, "schemalint", n)
            row.note = row.note if row.note.startswith("FAILED") else "for the SQLFluff comparison"
            self.rows.append(row)
        cfg = self.work / "sqlfluff.cfg"
        cfg.write_text(SQLFLUFF_CFG, encoding="utf-8")
        version = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.strip()
        print(f"running sqlfluff on {n:,} tables (minutes) …", file=sys.stderr, flush=True)
        run = measure([exe, "lint", "--dialect", "mysql", "--processes", "1", "--disable-progress-bar",
                       "--ignore-local-config", "--config", cfg.name, path.name], self.env, self.work)
        row = Row.of(f"sqlfluff lint --dialect mysql", run, n, path)
        row.checks = [(f"{ratio(run.wall, cold.wall):.0f}× schemalint wall, {ratio(run.rss, cold.rss):.1f}× RSS", None)]
        row.note = f"{version.replace('sqlfluff, version ', 'sqlfluff ')}, 1 process, no file-size limit, rc {run.rc}"
        self.rows.append(row)


def fmt(v, spec: str) -> str:
    return "" if v is None else format(v, spec)


def table(rows: list[Row]) -> str:
    head = ["what", "tables", "MB", "wall s", "CPU s", "peak MiB", "ratio/target", "met?"]
    lines: list[list[str]] = []
    for r in rows:
        cells = [r.what, fmt(r.tables, ","), fmt(r.mb, ".1f"), fmt(r.wall, ".2f" if (r.wall or 0) >= 1 else ".3f"),
                 fmt(r.cpu, ".2f"), fmt(r.rss_mib, ",.0f")]
        checks = r.checks or [(r.note if r.wall is None else "", None)]
        for i, (text, met) in enumerate(checks):
            mark = "" if met is None else ("yes" if met and not r.note.startswith("FAILED") else "NO")
            lines.append((cells if i == 0 else [""] * 6) + [text, mark])
    widths = [max(len(x[i]) for x in [head] + lines) for i in range(len(head))]
    right = {1, 2, 3, 4, 5}

    def line(cells: list[str]) -> str:
        return "  ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

    out = [line(head), line(["-" * w for w in widths])] + [line(c) for c in lines]
    return "\n".join(out)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="smoke run: 1,000 tables, 200 tenants × 50")
    parser.add_argument("--tables", type=int, help="tables in the main dump (default 10,000)")
    parser.add_argument("--tenants", type=int, help="tenant schemas (default 2,000; each holds --tenant-tables)")
    parser.add_argument("--tenant-tables", type=int, default=50, help="tables per tenant schema (default 50)")
    parser.add_argument("--skip-tenants", action="store_true")
    parser.add_argument("--schemalint", metavar="CMD",
                        help="command to measure (default: the schemalint script beside this Python)")
    parser.add_argument("--format", metavar="FMT",
                        help="--format for the file-sized checks (default: schemalint's own, text); the one-table check always uses the default")
    parser.add_argument("--sqlfluff", metavar="PATH", help="sqlfluff executable (default: on PATH)")
    parser.add_argument("--sqlfluff-tables", type=int, default=1000, help="file size for the SQLFluff comparison")
    parser.add_argument("--no-sqlfluff", action="store_true", help="skip SQLFluff even when installed")
    parser.add_argument("--json", nargs="?", const="bench_results.json", metavar="PATH",
                        help="also write the figures as JSON (default bench_results.json)")
    parser.add_argument("--workdir", metavar="DIR", help="keep generated dumps here and reuse them (default: a temp dir)")
    args = parser.parse_args(argv)
    args.tables = args.tables or (1000 if args.quick else 10_000)
    args.tenants = args.tenants or (200 if args.quick else 2000)

    if args.workdir:
        work = Path(args.workdir).resolve()
        work.mkdir(parents=True, exist_ok=True)
        shutil.rmtree(work / "caches", ignore_errors=True)
        tmp = None
    else:
        tmp = tempfile.TemporaryDirectory(prefix="schemalint-bench-")
        work = Path(tmp.name)
    try:
        bench = Bench(args, work)
        info = bench.environment()
        started = time.time()
        bench.main_file()
        if not args.skip_tenants:
            bench.tenants()
        bench.precommit()
        bench.sqlfluff()
        info["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
        info["seconds"] = round(time.time() - started, 1)
    finally:
        if tmp is not None:
            tmp.cleanup()

    compiled = "active" if info.get("compiled") else "not active"
    print(f"Python {info.get('python')}, sqlglot {info.get('sqlglot')}, sqlglotc {info.get('sqlglotc') or 'not installed'} "
          f"({compiled}), {info['cpus']} CPUs ({info['usable_cpus']} usable), {info['platform']}")
    where = info.get("git") or "not a git checkout"
    print(f"schemalint {info.get('schemalint_version')} at {where}"
          + (" (uncommitted changes in the working tree)" if where.endswith("-dirty") else ""))
    print(f"load average {info['loadavg_start']} at start, {info['loadavg_end']} at end; "
          f"cache in this build: {'yes' if info['cache'] else 'no'}; {info['seconds']:.0f} s in all")
    print(f"check output: --format {args.format or 'text (the default)'}, to /dev/null; "
          f"schemalint's bytecode: {info.get('bytecode', 'not compiled (package not found)')}")
    print()
    print(table(bench.rows))
    notes = [f"{r.what}: {r.note}" for r in bench.rows if r.note and r.wall is not None] + bench.notes
    if notes:
        print()
        print("\n".join(f"- {n}" for n in notes))
    if args.json:
        payload = {"environment": info, "bare_parse": getattr(bench, "bare_detail", None),
                   "rows": [asdict(r) | {"checks": [{"target": t, "met": m} for t, m in r.checks]} for r in bench.rows],
                   "notes": bench.notes}
        Path(args.json).write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
        print(f"\nwrote {args.json}")
    met = [m and not r.note.startswith("FAILED") for r in bench.rows for _, m in r.checks if m is not None]
    return 0 if all(met) else 1


if __name__ == "__main__":
    raise SystemExit(main())
