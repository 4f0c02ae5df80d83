#!/usr/bin/env python3
"""The insert cliff, measured: page reads per inserted row as tables outgrow a small buffer pool.

Loads each table shape into a private MariaDB (tests/mariadb_server.py) with a 32 MB buffer
pool, in batches generated server-side (INSERT … SELECT from the Sequence engine), and records
`Innodb_buffer_pool_reads` after every batch: reads per inserted row, against the row count.
`tests/test_cliff_truth.py` compares the buffer-pool model (schemalint/estimate/buffer_pool.py)
with the committed curves. See README.md next to this file.

    python benchmarks/cliff_truth/run.py [--runs 2] [--shapes u16,u255] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT))

from tests.mariadb_server import MariaDBServer  # noqa: E402

DATABASE = "cliff_truth"
DEFAULT_OUT = Path(__file__).resolve().parent / "results.json"
BATCHES = 60  # points per curve
TURN_ROWS = 500  # tables loaded in turn: rows into each before the next one's turn
PACE_CHUNK = 500  # a paced load's statement size

# A small pool so that ≥ 5× the pool loads in minutes. Buffered reads (fsync, not O_DIRECT)
# serve a miss from the OS page cache: the miss is still counted, only faster. Durability and
# the doublewrite buffer do not change which pages are read. Statistics are not recalculated
# while loading (their sampling dives would read pages too). innodb_old_blocks_time=0: at this
# toy scale a leaf is touched again within milliseconds, inside the default 1 s window that
# keeps a page read from disk in the old sublist; in a production pool (10^5+ pages, 10^3
# rows/s) the same page comes back after minutes, long outside it. 0 gives the toy pool the
# production behaviour. innodb_lru_scan_depth=100: the page cleaner keeps up to that many pages
# free; the default 1,536 is 0.15 % of a 16 GB pool but three quarters of this one.
# --server-defaults keeps both defaults, to see the toy-pool artefact.
SERVER_ARGS = (
    "--innodb-flush-method=fsync",
    "--innodb-log-file-size=256M",
    "--innodb-flush-log-at-trx-commit=2",
    "--innodb-doublewrite=0",
    "--innodb-stats-auto-recalc=0",
    "--innodb-stats-persistent=1",
)

BASE_TS = "TIMESTAMP'2024-01-01 00:00:00'"


@dataclass(frozen=True)
class Shape:
    """A table (or two), how many rows to load, and one batch's INSERT (rows {lo}..{hi})."""

    name: str
    what: str
    ddl: tuple[str, ...]
    inserts: tuple[str, ...]  # one per table; with two, batches alternate between them
    rows: int  # rows per table at the end
    insert_order: dict  # table -> {index: order}, the hints schemalint is given (true orders)
    avg_lengths: dict  # table -> {column: bytes}, the true average lengths, also given as hints
    expect_cliff: bool = True


def _uk(width: int) -> Shape:
    name = f"u{width}"
    return Shape(
        name=name,
        what=f"AUTO_INCREMENT PRIMARY KEY + random UNIQUE VARBINARY({width}) (RANDOM_BYTES)",
        ddl=(f"CREATE TABLE {name} (id INT AUTO_INCREMENT PRIMARY KEY, b DATETIME NOT NULL, "
             f"c VARBINARY({width}) NOT NULL, UNIQUE KEY uk_c (c)) ENGINE=InnoDB",),
        inserts=(f"INSERT INTO {name} (b, c) SELECT {BASE_TS} + INTERVAL seq SECOND, RANDOM_BYTES({width}) "
                 f"FROM seq_{{lo}}_to_{{hi}}",),
        rows={16: 2_000_000, 64: 840_000, 255: 300_000}[width],
        insert_order={name: {"PRIMARY": "sequential", "uk_c": "random"}},
        avg_lengths={name: {"c": width}},
    )


SHAPES: tuple[Shape, ...] = (
    _uk(16), _uk(64), _uk(255),
    Shape(
        name="pk_token",
        what="random PRIMARY KEY CHAR(32) ascii token (hex of RANDOM_BYTES(16)), rows of ≈ 100 B",
        ddl=("CREATE TABLE pk_token (token CHAR(32) CHARACTER SET ascii NOT NULL PRIMARY KEY, n INT NOT NULL, "
             "note VARCHAR(100) CHARACTER SET ascii NOT NULL) ENGINE=InnoDB",),
        inserts=("INSERT INTO pk_token SELECT LOWER(HEX(RANDOM_BYTES(16))), seq, LEFT(REPEAT(MD5(seq), 2), 60) "
                 "FROM seq_{lo}_to_{hi}",),
        rows=1_040_000,
        insert_order={"pk_token": {"PRIMARY": "random"}},
        avg_lengths={"pk_token": {"note": 60}},
    ),
    Shape(
        name="append_random_secondary",
        what="BIGINT AUTO_INCREMENT PRIMARY KEY, rows of ≈ 110 B, random non-unique KEY on CHAR(16) hex",
        ddl=("CREATE TABLE append_random_secondary (id BIGINT AUTO_INCREMENT PRIMARY KEY, "
             "created DATETIME NOT NULL, r CHAR(16) CHARACTER SET ascii NOT NULL, "
             "payload VARCHAR(100) CHARACTER SET ascii NOT NULL, KEY k_r (r)) ENGINE=InnoDB",),
        inserts=(f"INSERT INTO append_random_secondary (created, r, payload) SELECT {BASE_TS} + INTERVAL seq SECOND, "
                 "LOWER(HEX(RANDOM_BYTES(8))), LEFT(REPEAT(MD5(seq), 2), 60) FROM seq_{lo}_to_{hi}",),
        rows=1_600_000,
        insert_order={"append_random_secondary": {"PRIMARY": "sequential", "k_r": "random"}},
        avg_lengths={"append_random_secondary": {"payload": 60}},
    ),
    Shape(
        name="time_shuffled",
        what="PRIMARY KEY (created, id): 1,000 rows a second, shuffled within each second",
        ddl=("CREATE TABLE time_shuffled (created DATETIME NOT NULL, id INT NOT NULL, "
             "payload VARCHAR(100) CHARACTER SET ascii NOT NULL, PRIMARY KEY (created, id)) ENGINE=InnoDB",),
        inserts=(f"INSERT INTO time_shuffled SELECT {BASE_TS} + INTERVAL (seq DIV 1000) SECOND, seq, "
                 "LEFT(REPEAT(MD5(seq), 2), 60) FROM seq_{lo}_to_{hi} ORDER BY seq DIV 1000, RAND()",),
        rows=1_600_000,
        insert_order={"time_shuffled": {"PRIMARY": "sequential"}},
        avg_lengths={"time_shuffled": {"payload": 60}},
        expect_cliff=False,
    ),
    Shape(
        name="two_random",
        what="AUTO_INCREMENT PRIMARY KEY + random UNIQUE VARBINARY(32) + random KEY BINARY(20) on one table",
        ddl=("CREATE TABLE two_random (id INT AUTO_INCREMENT PRIMARY KEY, b DATETIME NOT NULL, "
             "a VARBINARY(32) NOT NULL, h BINARY(20) NOT NULL, UNIQUE KEY uk_a (a), KEY k_h (h)) ENGINE=InnoDB",),
        inserts=(f"INSERT INTO two_random (b, a, h) SELECT {BASE_TS} + INTERVAL seq SECOND, RANDOM_BYTES(32), "
                 "RANDOM_BYTES(20) FROM seq_{lo}_to_{hi}",),
        rows=900_000,
        insert_order={"two_random": {"PRIMARY": "sequential", "uk_a": "random", "k_h": "random"}},
        avg_lengths={"two_random": {"a": 32}},
    ),
    Shape(
        name="two_tables",
        what="two tables loaded in turn, 500 rows each: random UNIQUE VARBINARY(32), random UNIQUE BINARY(16)",
        ddl=("CREATE TABLE tt_a (id INT AUTO_INCREMENT PRIMARY KEY, b DATETIME NOT NULL, "
             "c VARBINARY(32) NOT NULL, UNIQUE KEY uk_c (c)) ENGINE=InnoDB",
             "CREATE TABLE tt_b (id INT AUTO_INCREMENT PRIMARY KEY, b DATETIME NOT NULL, "
             "c BINARY(16) NOT NULL, UNIQUE KEY uk_c (c)) ENGINE=InnoDB"),
        inserts=(f"INSERT INTO tt_a (b, c) SELECT {BASE_TS} + INTERVAL seq SECOND, RANDOM_BYTES(32) "
                 "FROM seq_{lo}_to_{hi}",
                 f"INSERT INTO tt_b (b, c) SELECT {BASE_TS} + INTERVAL seq SECOND, RANDOM_BYTES(16) "
                 "FROM seq_{lo}_to_{hi}"),
        rows=900_000,
        insert_order={"tt_a": {"PRIMARY": "sequential", "uk_c": "random"},
                      "tt_b": {"PRIMARY": "sequential", "uk_c": "random"}},
        avg_lengths={"tt_a": {"c": 32}, "tt_b": {}},
    ),
    Shape(
        name="all_append",
        what="AUTO_INCREMENT PRIMARY KEY + KEY (created), both append-only",
        ddl=("CREATE TABLE all_append (id INT AUTO_INCREMENT PRIMARY KEY, created DATETIME NOT NULL, "
             "note VARCHAR(100) CHARACTER SET ascii NOT NULL, KEY k_created (created)) ENGINE=InnoDB",),
        inserts=(f"INSERT INTO all_append (created, note) SELECT {BASE_TS} + INTERVAL seq SECOND, "
                 "LEFT(REPEAT(MD5(seq), 2), 60) FROM seq_{lo}_to_{hi}",),
        rows=1_600_000,
        insert_order={"all_append": {"PRIMARY": "sequential", "k_created": "sequential"}},
        avg_lengths={"all_append": {"note": 60}},
        expect_cliff=False,
    ),
)


def status(cur, name: str) -> int:
    cur.execute("SHOW GLOBAL STATUS LIKE %s", (name,))
    row = cur.fetchone()
    return int(row[1]) if row else -1


def table_names(shape: Shape) -> list[str]:
    return [ddl.split()[2] for ddl in shape.ddl]


def insert_paced(cur, sql: str, lo: int, hi: int, pace: float) -> None:
    """Rows lo..hi in chunks of PACE_CHUNK, sleeping so that they go in at `pace` rows a second."""
    started = time.perf_counter()
    for start in range(lo, hi + 1, PACE_CHUNK):
        end = min(start + PACE_CHUNK - 1, hi)
        cur.execute(sql.format(lo=start, hi=end))
        ahead = (end - lo + 1) / pace - (time.perf_counter() - started)
        if ahead > 0:
            time.sleep(ahead)


def load(server: MariaDBServer, shape: Shape, scale: float = 1.0, pace: float = 0.0) -> dict:
    conn = server.connect(database=DATABASE, autocommit=True)
    cur = conn.cursor()
    for name in table_names(shape):
        cur.execute(f"DROP TABLE IF EXISTS {name}")
    for ddl in shape.ddl:
        cur.execute(ddl)
    batch = int(shape.rows * scale) // BATCHES
    points = []
    started = time.perf_counter()
    for b in range(BATCHES):
        lo, hi = b * batch + 1, (b + 1) * batch
        reads0, ahead0 = status(cur, "Innodb_buffer_pool_reads"), status(cur, "Innodb_buffer_pool_read_ahead")
        t0 = time.perf_counter()
        if len(shape.inserts) == 1 and pace:
            insert_paced(cur, shape.inserts[0], lo, hi, pace)
        elif len(shape.inserts) == 1:
            cur.execute(shape.inserts[0].format(lo=lo, hi=hi))
        else:  # tables in turn, TURN_ROWS at a time: inserts interleaved as in production
            for start in range(lo, hi + 1, TURN_ROWS):
                for sql in shape.inserts:
                    cur.execute(sql.format(lo=start, hi=min(start + TURN_ROWS - 1, hi)))
        seconds = time.perf_counter() - t0
        reads = status(cur, "Innodb_buffer_pool_reads") - reads0
        ahead = status(cur, "Innodb_buffer_pool_read_ahead") - ahead0
        inserted = batch * len(shape.inserts)
        points.append({"rows": hi, "reads_per_row": round(reads / inserted, 4),
                       "read_ahead_per_row": round(ahead / inserted, 4), "seconds": round(seconds, 2),
                       "lru_pages": status(cur, "Innodb_buffer_pool_pages_data"),
                       "free_pages": status(cur, "Innodb_buffer_pool_pages_free"),
                       "change_buffer_pages": status(cur, "Innodb_ibuf_size")})
    elapsed = time.perf_counter() - started
    tables = {}
    for name in table_names(shape):
        cur.execute(f"ANALYZE TABLE {name}")
        cur.fetchall()
        cur.execute("SELECT data_length, index_length FROM information_schema.TABLES "
                    "WHERE table_schema = %s AND table_name = %s", (DATABASE, name))
        data, index = cur.fetchone()
        cur.execute("SELECT index_name, stat_name, stat_value FROM mysql.innodb_index_stats "
                    "WHERE database_name = %s AND table_name = %s AND stat_name IN ('size', 'n_leaf_pages')",
                    (DATABASE, name))
        stats: dict = {}
        for index_name, stat, value in cur.fetchall():
            stats.setdefault(index_name, {})[stat] = int(value)
        tables[name] = {"data_bytes": int(data), "index_bytes": int(index), "indexes": stats}
    for name in table_names(shape):
        cur.execute(f"DROP TABLE {name}")
    conn.close()
    return {"points": points, "seconds": round(elapsed, 1), "tables": tables}


def server_facts(server: MariaDBServer) -> dict:
    conn = server.connect(autocommit=True)
    cur = conn.cursor()
    cur.execute("SELECT @@version, @@innodb_buffer_pool_size, @@innodb_page_size, @@innodb_change_buffering, "
                "@@innodb_old_blocks_time, @@innodb_old_blocks_pct, @@innodb_adaptive_hash_index, "
                "@@innodb_read_ahead_threshold, @@innodb_random_read_ahead, @@innodb_lru_scan_depth, "
                "@@innodb_change_buffer_max_size")
    row = cur.fetchone()
    facts = dict(zip(("version", "buffer_pool_bytes", "page_size", "change_buffering", "old_blocks_time_ms",
                      "old_blocks_pct", "adaptive_hash_index", "read_ahead_threshold", "random_read_ahead",
                      "lru_scan_depth", "change_buffer_max_size"), row))
    facts["pool_pages"] = status(cur, "Innodb_buffer_pool_pages_total")
    conn.close()
    return {k: (int(v) if isinstance(v, int) else v) for k, v in facts.items()}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2, help="repeat every shape this many times (default 2)")
    parser.add_argument("--shapes", help="comma-separated subset of shape names")
    parser.add_argument("--buffer-pool", default="32M", help="innodb_buffer_pool_size (default 32M)")
    parser.add_argument("--old-blocks-time", type=int, default=0, help="innodb_old_blocks_time in ms (default 0)")
    parser.add_argument("--lru-scan-depth", type=int, default=100, help="innodb_lru_scan_depth (default 100)")
    parser.add_argument("--server-defaults", action="store_true",
                        help="keep the server's innodb_old_blocks_time and innodb_lru_scan_depth")
    parser.add_argument("--change-buffering", help="innodb_change_buffering (default: the server's, none on 10.11)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="load this many times each shape's rows (4 for a 128 MB pool)")
    parser.add_argument("--pace", type=float, default=0.0,
                        help="insert at most this many rows a second (default: as fast as the server goes)")
    parser.add_argument("--regime", help="a name for this run's settings, recorded in the results")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="results JSON (default: next to this script)")
    args = parser.parse_args(argv)
    chosen = [s for s in SHAPES if not args.shapes or s.name in args.shapes.split(",")]
    server_args = [*SERVER_ARGS, f"--innodb-old-blocks-time={args.old_blocks_time}",
                   f"--innodb-lru-scan-depth={args.lru_scan_depth}"]
    if args.change_buffering:
        server_args.append(f"--innodb-change-buffering={args.change_buffering}")
    if args.server_defaults:
        server_args = [a for a in server_args if not a.startswith(("--innodb-old-blocks-time", "--innodb-lru-scan"))]
    server = MariaDBServer(buffer_pool_size=args.buffer_pool, extra_args=server_args)
    server.start()
    try:
        conn = server.connect(autocommit=True)
        conn.cursor().execute(f"CREATE DATABASE {DATABASE}")
        conn.close()
        facts = server_facts(server)
        print(f"MariaDB {facts['version']}, pool {facts['buffer_pool_bytes'] >> 20} MB = {facts['pool_pages']} pages, "
              f"change buffering {facts['change_buffering']}, old_blocks_time {facts['old_blocks_time_ms']} ms",
              flush=True)
        shapes = []
        for shape in chosen:
            runs = []
            for r in range(args.runs):
                result = load(server, shape, args.scale, args.pace)
                runs.append(result)
                last = result["points"][-1]
                size = sum(t["data_bytes"] + t["index_bytes"] for t in result["tables"].values())
                print(f"{shape.name:<24} run {r + 1}: {last['rows']:>9,} rows, {size / 2**20:6.1f} MB, "
                      f"{last['reads_per_row']:.3f} reads/row at the end, {result['seconds']:.0f} s", flush=True)
            shapes.append({"name": shape.name, "what": shape.what, "ddl": list(shape.ddl),
                           "inserts": list(shape.inserts), "rows": int(shape.rows * args.scale),
                           "batch_rows": int(shape.rows * args.scale) // BATCHES,
                           "insert_order": shape.insert_order, "avg_lengths": shape.avg_lengths, "expect_cliff": shape.expect_cliff, "runs": runs})
    finally:
        server.stop()
    out = {"regime": args.regime or args.out.stem, "pace_rows_per_s": args.pace or None,
           "server": facts, "server_args": server_args,
           "batches": BATCHES, "shapes": shapes}
    args.out.write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
