"""Live mode at fleet scale: `schemalint check --dsn` against 10^4 and 10^5 (empty) tables.

    python benchmarks/live_scale.py                  # 10,000 tables: 200 schemas × 50
    python benchmarks/live_scale.py 100000           # 100,000 tables: 2,000 schemas × 50
    python benchmarks/live_scale.py 10000 --cold     # also after a server restart (cold caches)

Starts a private MariaDB (tests/mariadb_server.py: needs `mariadbd`, e.g. apt-get install
mariadb-server), creates the schemas and tables (creation is not timed into the result), then
runs, each in a fresh process, and reports wall seconds, CPU seconds and peak RSS:

- `schemalint stats dump --dsn …` — the live read alone (connection, information_schema,
  mysql.innodb_index_stats; performance_schema is off, MariaDB's default);
- `schemalint check --dsn … --format json` — the whole run: the read, the estimates, every rule.

The server is configured as one that hosts that many tables would be: `table_definition_cache`
above the table count (MariaDB's default 400 makes every information_schema query re-open
every table; `--default-caches` shows that case). Everything is deleted afterwards.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))

from tests.mariadb_server import MariaDBServer  # noqa: E402

TABLE_SHAPES = [
    "id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, tenant_id INT UNSIGNED NOT NULL, "
    "name VARCHAR(64) NOT NULL, status TINYINT NOT NULL DEFAULT 0, created_at DATETIME NOT NULL, "
    "KEY idx_tenant (tenant_id, created_at)",
    "id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, order_id BIGINT UNSIGNED NOT NULL, "
    "sku CHAR(12) NOT NULL, qty SMALLINT NOT NULL, price DECIMAL(10,2) NOT NULL, note TEXT, "
    "UNIQUE KEY uk_order_sku (order_id, sku), KEY idx_sku (sku)",
    "user_id INT UNSIGNED NOT NULL, k VARCHAR(40) NOT NULL, v JSON, updated_at TIMESTAMP NOT NULL "
    "DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP, PRIMARY KEY (user_id, k)",
    "id BINARY(16) NOT NULL PRIMARY KEY, email VARCHAR(190) NOT NULL, created DATE NOT NULL, "
    "UNIQUE KEY uk_email (email)",
    "id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, a INT, b INT, c VARCHAR(20), d DATETIME(3), "
    "KEY idx_a (a), KEY idx_ab (a, b), KEY idx_c (c(10))",
]


class BenchServer(MariaDBServer):
    def restart(self) -> None:
        """Stop and start on the same datadir: every cache cold."""
        self._terminate(self._process, 120)
        self._spawn()
        self._wait_until_ready()


def create_tables(server: MariaDBServer, schemas: int, per_schema: int, threads: int = 2) -> float:
    import pymysql
    from pymysql.constants import CLIENT

    def work(part: range) -> None:
        conn = server.connect(autocommit=True, client_flag=CLIENT.MULTI_STATEMENTS)
        with conn.cursor() as cur:
            for s in part:
                db = f"bench_{s:05d}"
                sql = [f"CREATE DATABASE {db}"] + [
                    f"CREATE TABLE {db}.t{t:03d} ({TABLE_SHAPES[t % len(TABLE_SHAPES)]}) ENGINE=InnoDB"
                    for t in range(per_schema)]
                cur.execute(";\n".join(sql))
                while cur.nextset():
                    pass
        conn.close()

    start = time.perf_counter()
    parts = [range(i, schemas, threads) for i in range(threads)]
    workers = [threading.Thread(target=work, args=(p,)) for p in parts]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return time.perf_counter() - start


def run(cmd: list[str], env: dict) -> dict:
    start = time.perf_counter()
    with open(os.devnull, "wb") as devnull:
        proc = subprocess.Popen(cmd, stdout=devnull, stderr=subprocess.PIPE, env=env)
        err = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{err.decode(errors='replace')[-800:]}")
    return {"wall_s": round(wall, 2), "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
            "peak_rss_mib": usage.ru_maxrss // 1024, "exit": proc.returncode}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tables", nargs="?", type=int, default=10_000)
    ap.add_argument("--per-schema", type=int, default=50)
    ap.add_argument("--cold", action="store_true", help="also measure after a server restart")
    ap.add_argument("--default-caches", action="store_true",
                    help="keep MariaDB's table_definition_cache=400 / table_open_cache=2000")
    ap.add_argument("--repeat", type=int, default=1, help="measure the warm round this many times")
    ap.add_argument("--wait-for", metavar="FILE",
                    help="after creating the tables, wait until FILE exists (measure on a quiet machine)")
    args = ap.parse_args(argv)
    schemas = max(args.tables // args.per_schema, 1)
    total = schemas * args.per_schema
    extra = ["--innodb-flush-log-at-trx-commit=0", "--innodb-doublewrite=0", "--max-connections=20"]
    if not args.default_caches:
        extra += [f"--table-definition-cache={total + 1000}", f"--table-open-cache={min(total + 1000, 8000)}"]
    server = BenchServer(buffer_pool_size="256M", extra_args=extra, start_timeout=600)
    server.start()
    try:
        created = create_tables(server, schemas, args.per_schema)
        print(f"created {total:,} tables in {schemas:,} schemas in {created:.0f} s "
              f"({total / created:,.0f} tables/s)", flush=True)
        while args.wait_for and not os.path.exists(args.wait_for):
            time.sleep(5)
        env = {**os.environ, "HOME": str(server.basedir), "MYSQL_PWD": server.password, "NO_COLOR": "1",
               "PYTHONPATH": str(REPO)}
        dsn = f"mysql://{server.user}@{server.host}:{server.port}/"
        py = [sys.executable, "-m", "schemalint"]
        steps = [("stats dump (live read only)", py + ["stats", "dump", "--dsn", dsn, "-o", os.devnull]),
                 ("check --dsn (read + estimates + rules)", py + ["check", "--dsn", dsn, "--format", "json"])]
        results = []
        rounds = [("warm", False)] * args.repeat + ([("cold", True)] if args.cold else [])
        for label, restart in rounds:
            for name, cmd in steps:
                if restart:
                    server.restart()
                r = run(cmd, env)
                r.update(tables=total, step=name, caches=label)
                results.append(r)
                print(f"{total:>9,} tables  {label:4}  {name:40} {r['wall_s']:7.2f} s wall  {r['cpu_s']:7.2f} s CPU  "
                      f"{r['peak_rss_mib']:5} MiB peak", flush=True)
        print(json.dumps(results))
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
