#!/usr/bin/env python3
"""InnoDB ground truth: load tables of known shape into a private MariaDB and measure them.

For every table shape and row count this records what the server itself reports
(`mysql.innodb_index_stats`, `information_schema.TABLES`) and what the `.ibd` file shows
(root PAGE_LEVEL, and pages / records / record bytes per B+tree level), so the size estimator
can be tuned against a real server. See README.md next to this file.

    python benchmarks/innodb_truth/run.py [--quick] [--sizes 10000,100000] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT))

from tests.mariadb_server import MariaDBServer  # noqa: E402

DATABASE = "innodb_truth"
CHUNK_ROWS = 50_000  # rows per INSERT … SELECT, each committed on its own
DEFAULT_SIZES = (10_000, 100_000, 1_000_000)
QUICK_SIZES = (10_000, 100_000)
DEFAULT_OUT = Path(__file__).resolve().parent / "results.json"

# Durability and doublewrite do not change the page layout; turning them down only makes the
# load faster. A large redo log avoids checkpoint stalls while loading ~1.5 GB tables.
BENCH_SERVER_ARGS = (
    "--innodb-log-file-size=512M",
    "--innodb-flush-log-at-trx-commit=2",
    "--innodb-doublewrite=0",
)

# ---------------------------------------------------------------------------------------------
# Table shapes
# ---------------------------------------------------------------------------------------------

# Expressions shared by several shapes. `seq` is the Sequence engine's column: 1, 2, 3, …
BASE_TS = "TIMESTAMP'2024-01-01 00:00:00'"
# 32 random hex digits formatted 8-4-4-4-12: random like a v4 UUID, in one expression so that
# RANDOM_BYTES() is evaluated once per row.
RANDOM_UUID_TEXT = (
    "INSERT(INSERT(INSERT(INSERT(LOWER(HEX(RANDOM_BYTES(16))), 9, 0, '-'), 14, 0, '-'), 19, 0, '-'), 24, 0, '-')"
)
PAYLOAD_AVG_50 = "LEFT(REPEAT(MD5(seq), 3), 20 + seq MOD 61)"  # 20..80 ASCII chars


@dataclass(frozen=True)
class Shape:
    """A table, the order its rows arrive in, and how to load one chunk of them."""

    name: str
    ddl: str  # CREATE TABLE; the table is named after the shape
    insert_order: dict[str, str]  # index name -> order in which its keys arrive
    chunk_sql: str  # loads rows {lo}..{hi} (inclusive) in the shape's insert order
    notes: str = ""
    prepare_sql: tuple[str, ...] = ()  # run once before loading; {n} is the row count
    cleanup_sql: tuple[str, ...] = ()


def _log_table_ddl(name: str) -> str:
    return f"""CREATE TABLE {name} (
  ts DATETIME NOT NULL,
  host_id INT NOT NULL,
  metric_id INT NOT NULL,
  value DOUBLE NOT NULL,
  tags VARCHAR(100) NOT NULL,
  PRIMARY KEY (ts, host_id, metric_id)
) ENGINE=InnoDB ROW_FORMAT=DYNAMIC DEFAULT CHARSET=utf8mb4"""


def _uuid_table_ddl(name: str, charset: str) -> str:
    return f"""CREATE TABLE {name} (
  id CHAR(36) CHARACTER SET {charset} NOT NULL PRIMARY KEY,
  n INT NOT NULL
) ENGINE=InnoDB ROW_FORMAT=DYNAMIC DEFAULT CHARSET=utf8mb4"""


def _int_pk_ddl(name: str) -> str:
    return f"""CREATE TABLE {name} (
  id INT UNSIGNED NOT NULL PRIMARY KEY,
  v INT NOT NULL
) ENGINE=InnoDB ROW_FORMAT=DYNAMIC"""


def _wide_unique_ddl(name: str) -> str:
    return f"""CREATE TABLE {name} (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  c VARBINARY(512) NOT NULL,
  UNIQUE KEY uk_c (c)
) ENGINE=InnoDB ROW_FORMAT=DYNAMIC"""


SHAPES: tuple[Shape, ...] = (
    Shape(
        name="seq_int_dt",
        ddl="""CREATE TABLE seq_int_dt (
  id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  created DATETIME NOT NULL,
  payload VARCHAR(100),
  KEY idx_created (created)
) ENGINE=InnoDB ROW_FORMAT=DYNAMIC DEFAULT CHARSET=utf8mb4""",
        insert_order={"PRIMARY": "sequential", "idx_created": "sequential"},
        chunk_sql=f"INSERT INTO seq_int_dt (created, payload) SELECT {BASE_TS} + INTERVAL seq SECOND, "
        f"{PAYLOAD_AVG_50} FROM seq_{{lo}}_to_{{hi}}",
        notes="created increases by one second per row; payload 20..80 ASCII chars.",
    ),
    Shape(
        name="uniq_random_vb512",
        ddl=_wide_unique_ddl("uniq_random_vb512"),
        insert_order={"PRIMARY": "sequential", "uk_c": "random"},
        chunk_sql="INSERT INTO uniq_random_vb512 (c) SELECT RANDOM_BYTES(512) FROM seq_{lo}_to_{hi}",
        notes="c = RANDOM_BYTES(512): a wide, random unique key.",
    ),
    Shape(
        name="uniq_ts_prefixed",
        ddl=_wide_unique_ddl("uniq_ts_prefixed"),
        insert_order={"PRIMARY": "sequential", "uk_c": "sequential"},
        chunk_sql="INSERT INTO uniq_ts_prefixed (c) SELECT CONCAT(DATE_FORMAT("
        f"{BASE_TS} + INTERVAL seq * 1000 MICROSECOND, '%Y-%m-%d %H:%i:%s.%f'), RANDOM_BYTES(486)) "
        "FROM seq_{lo}_to_{hi}",
        notes="c = 26 bytes of increasing timestamp text + 486 random bytes (time-prefixed key).",
    ),
    Shape(
        name="utf8_varchar_two_int",
        ddl="""CREATE TABLE utf8_varchar_two_int (
  id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(200) CHARACTER SET utf8mb4,
  a INT NOT NULL,
  b INT NOT NULL,
  KEY idx_a (a),
  KEY idx_b (b)
) ENGINE=InnoDB ROW_FORMAT=DYNAMIC DEFAULT CHARSET=utf8mb4""",
        insert_order={"PRIMARY": "sequential", "idx_a": "random", "idx_b": "sequential"},
        chunk_sql="INSERT INTO utf8_varchar_two_int (name, a, b) SELECT "
        "LEFT(CONCAT(MD5(seq), MD5(seq + 1)), 20 + seq MOD 41), 1 + FLOOR(RAND() * 1000000), seq "
        "FROM seq_{lo}_to_{hi}",
        notes="name 20..60 ASCII chars (avg 40); a uniform random in 1..1e6; b = row number.",
    ),
    Shape(
        name="natural_pk_log",
        ddl=_log_table_ddl("natural_pk_log"),
        insert_order={"PRIMARY": "sequential"},
        chunk_sql="INSERT INTO natural_pk_log SELECT "
        f"{BASE_TS} + INTERVAL (seq DIV 100) SECOND, (seq DIV 10) MOD 10, seq MOD 10, seq / 7, "
        "LEFT(REPEAT(MD5(seq), 2), 45 + seq MOD 31) FROM seq_{lo}_to_{hi}",
        notes="~100-byte clustered records; 100 rows per second, (ts, host_id, metric_id) strictly increasing.",
    ),
    Shape(
        name="events_same_second",
        ddl=_log_table_ddl("events_same_second"),
        insert_order={"PRIMARY": "random_within_second"},
        chunk_sql="INSERT INTO events_same_second SELECT "
        f"{BASE_TS} + INTERVAL (seq DIV 1000) SECOND, FLOOR(RAND() * 1000), seq MOD 1000, seq / 7, "
        "LEFT(REPEAT(MD5(seq), 2), 45 + seq MOD 31) FROM seq_{lo}_to_{hi}",
        notes="1000 rows per second; within a second host_id is random (0..999), so keys arrive "
        "in random order inside a window of ~7 leaf pages at the right edge.",
    ),
    Shape(
        name="uuid_char36_pk",
        ddl=_uuid_table_ddl("uuid_char36_pk", "ascii"),
        insert_order={"PRIMARY": "random"},
        chunk_sql=f"INSERT INTO uuid_char36_pk SELECT {RANDOM_UUID_TEXT}, seq FROM seq_{{lo}}_to_{{hi}}",
        notes="v4-like random UUID text (HEX(RANDOM_BYTES(16)) formatted 8-4-4-4-12), not UUID().",
    ),
    Shape(
        name="uuid_char36_utf8mb4_pk",
        ddl=_uuid_table_ddl("uuid_char36_utf8mb4_pk", "utf8mb4"),
        insert_order={"PRIMARY": "random"},
        chunk_sql=f"INSERT INTO uuid_char36_utf8mb4_pk SELECT {RANDOM_UUID_TEXT}, seq FROM seq_{{lo}}_to_{{hi}}",
        notes="As uuid_char36_pk, but CHAR(36) utf8mb4: variable-length in DYNAMIC (1 length byte).",
    ),
    Shape(
        name="uuid_v1_char36_pk",
        ddl=_uuid_table_ddl("uuid_v1_char36_pk", "ascii"),
        insert_order={"PRIMARY": "uuid_v1"},
        chunk_sql="INSERT INTO uuid_v1_char36_pk SELECT UUID(), seq FROM seq_{lo}_to_{hi}",
        notes="MariaDB UUID() is v1: the text starts with the low 32 bits of the 100 ns clock, so "
        "it increases within a run and wraps every ~7 minutes; not random.",
    ),
    Shape(
        name="int_pk_sequential",
        ddl=_int_pk_ddl("int_pk_sequential"),
        insert_order={"PRIMARY": "sequential"},
        chunk_sql="INSERT INTO int_pk_sequential SELECT seq, seq FROM seq_{lo}_to_{hi}",
        notes="Baseline for int_pk_random_order: the same keys in increasing order.",
    ),
    Shape(
        name="int_pk_random_order",
        ddl=_int_pk_ddl("int_pk_random_order"),
        insert_order={"PRIMARY": "random"},
        prepare_sql=(
            "CREATE TABLE shuffled_keys (pos INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, "
            "k INT UNSIGNED NOT NULL) ENGINE=InnoDB",
            "INSERT INTO shuffled_keys (k) SELECT seq FROM seq_1_to_{n} ORDER BY RAND()",
        ),
        chunk_sql="INSERT INTO int_pk_random_order SELECT k, pos FROM shuffled_keys "
        "WHERE pos BETWEEN {lo} AND {hi} ORDER BY pos",
        cleanup_sql=("DROP TABLE shuffled_keys",),
        notes="Keys 1..N shuffled once (ORDER BY RAND() into a staging table), inserted in that order.",
    ),
    Shape(
        name="no_pk_hidden_rowid",
        ddl="""CREATE TABLE no_pk_hidden_rowid (
  a INT NOT NULL,
  payload VARCHAR(100),
  KEY idx_a (a)
) ENGINE=InnoDB ROW_FORMAT=DYNAMIC DEFAULT CHARSET=utf8mb4""",
        insert_order={"GEN_CLUST_INDEX": "sequential", "idx_a": "random"},
        chunk_sql=f"INSERT INTO no_pk_hidden_rowid SELECT 1 + FLOOR(RAND() * 1000000), {PAYLOAD_AVG_50} "
        "FROM seq_{lo}_to_{hi}",
        notes="No PRIMARY KEY and no NOT NULL UNIQUE: clustered on the hidden 6-byte DB_ROW_ID.",
    ),
)

# ---------------------------------------------------------------------------------------------
# Reading .ibd pages
# ---------------------------------------------------------------------------------------------

FIL_HEADER = 38  # the page header follows the 38-byte FIL header
FIL_TRAILER = 8
PAGE_HEADER = 56
INFIMUM_SUPREMUM = 26  # compact-format infimum + supremum records
PAGE_DATA_START = FIL_HEADER + PAGE_HEADER + INFIMUM_SUPREMUM  # 120: first user record byte
FIXED_OVERHEAD = PAGE_DATA_START + FIL_TRAILER  # 128 bytes per page that records can never use
FIL_PAGE_OFFSET = 4
FIL_PAGE_TYPE = 24
FIL_PAGE_INDEX = 17855  # B-tree node
FIL_PAGE_TYPE_INSTANT = 18  # clustered root after an instant ALTER; still a B-tree node
# Page header fields, relative to FIL_HEADER.
PAGE_N_DIR_SLOTS, PAGE_HEAP_TOP, PAGE_GARBAGE, PAGE_N_RECS, PAGE_LEVEL, PAGE_INDEX_ID = 0, 2, 8, 16, 26, 28


def read_root_level(ibd: Path, root_page: int, page_size: int) -> tuple[int, int]:
    """(PAGE_LEVEL, PAGE_INDEX_ID) of one page; the B+tree depth is PAGE_LEVEL + 1."""
    with ibd.open("rb") as f:
        f.seek(root_page * page_size)
        page = f.read(page_size)
    level = struct.unpack_from(">H", page, FIL_HEADER + PAGE_LEVEL)[0]
    index_id = struct.unpack_from(">Q", page, FIL_HEADER + PAGE_INDEX_ID)[0]
    return level, index_id


@dataclass
class LevelStats:
    pages: int = 0
    records: int = 0
    record_bytes: int = 0  # user records incl. their headers, excluding deleted (garbage) space
    dir_slots: int = 0

    def as_dict(self, level: int, page_size: int) -> dict:
        usable = self.pages * (page_size - FIXED_OVERHEAD)
        return {
            "level": level,
            "pages": self.pages,
            "records": self.records,
            "record_bytes": self.record_bytes,
            "dir_slots": self.dir_slots,
            "avg_record_bytes": round(self.record_bytes / self.records, 2) if self.records else None,
            "records_per_page": round(self.records / self.pages, 2) if self.pages else None,
            # Share of the page space records can use that records + directory actually use.
            "fill": round((self.record_bytes + 2 * self.dir_slots) / usable, 4) if usable else None,
        }


def scan_ibd(ibd: Path, page_size: int, index_ids: set[int]) -> dict[int, dict[int, LevelStats]]:
    """Walk every page of the tablespace and total the B-tree pages per index and level."""
    stats: dict[int, dict[int, LevelStats]] = defaultdict(lambda: defaultdict(LevelStats))
    batch = 256 * page_size
    with ibd.open("rb") as f:
        page_no = 0
        while chunk := f.read(batch):
            for start in range(0, len(chunk) - page_size + 1, page_size):
                _account_page(chunk, start, page_no, index_ids, stats)
                page_no += 1
    return stats


def _account_page(buf: bytes, start: int, page_no: int, index_ids: set[int], stats) -> None:
    page_type = struct.unpack_from(">H", buf, start + FIL_PAGE_TYPE)[0]
    if page_type not in (FIL_PAGE_INDEX, FIL_PAGE_TYPE_INSTANT):
        return
    # A never-written page is all zeros; a written one carries its own number.
    if struct.unpack_from(">I", buf, start + FIL_PAGE_OFFSET)[0] != page_no:
        return
    header = start + FIL_HEADER
    index_id = struct.unpack_from(">Q", buf, header + PAGE_INDEX_ID)[0]
    if index_id not in index_ids:
        return
    n_slots, heap_top = struct.unpack_from(">HH", buf, header + PAGE_N_DIR_SLOTS)
    garbage = struct.unpack_from(">H", buf, header + PAGE_GARBAGE)[0]
    n_recs = struct.unpack_from(">H", buf, header + PAGE_N_RECS)[0]
    level = struct.unpack_from(">H", buf, header + PAGE_LEVEL)[0]
    entry = stats[index_id][level]
    entry.pages += 1
    entry.records += n_recs
    entry.record_bytes += heap_top - PAGE_DATA_START - garbage
    entry.dir_slots += n_slots


# ---------------------------------------------------------------------------------------------
# Server-side measurements
# ---------------------------------------------------------------------------------------------


def query(conn, sql: str, args=None) -> list[tuple]:
    with conn.cursor() as cur:
        cur.execute(sql, args)
        return list(cur.fetchall())


def server_info(conn) -> dict:
    ((version, page_size, pool, change_buffering, log_size),) = query(
        conn,
        "SELECT VERSION(), @@innodb_page_size, @@innodb_buffer_pool_size, "
        "@@innodb_change_buffering, @@innodb_log_file_size",
    )
    return {
        "version": version,
        "page_size": int(page_size),
        "innodb_buffer_pool_size": int(pool),
        "innodb_change_buffering": change_buffering,
        "innodb_log_file_size": int(log_size),
        "extra_args": list(BENCH_SERVER_ARGS),
    }


def load_rows(conn, shape: Shape, n: int) -> None:
    for sql in shape.prepare_sql:
        query(conn, sql.format(n=n))
    for lo in range(1, n + 1, CHUNK_ROWS):
        hi = min(lo + CHUNK_ROWS - 1, n)
        query(conn, shape.chunk_sql.format(lo=lo, hi=hi))  # autocommit: one transaction per chunk
    for sql in shape.cleanup_sql:
        query(conn, sql)


def avg_lengths(conn, table: str) -> dict[str, float]:
    """AVG(LENGTH(col)) in bytes for every string column (variable-length in DYNAMIC)."""
    columns = [
        row[0]
        for row in query(
            conn,
            "SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = %s "
            "AND TABLE_NAME = %s AND DATA_TYPE IN ('char', 'varchar', 'binary', 'varbinary', "
            "'tinytext', 'text', 'mediumtext', 'longtext', 'tinyblob', 'blob', 'mediumblob', 'longblob') "
            "ORDER BY ORDINAL_POSITION",
            (DATABASE, table),
        )
    ]
    if not columns:
        return {}
    select = ", ".join(f"AVG(LENGTH(`{c}`))" for c in columns)
    (values,) = query(conn, f"SELECT {select} FROM `{table}`")
    return {c: round(float(v), 2) if v is not None else None for c, v in zip(columns, values)}


def table_status(conn, table: str) -> dict:
    (row,) = query(
        conn,
        "SELECT TABLE_ROWS, AVG_ROW_LENGTH, DATA_LENGTH, INDEX_LENGTH, DATA_FREE "
        "FROM information_schema.TABLES WHERE TABLE_SCHEMA = %s AND TABLE_NAME = %s",
        (DATABASE, table),
    )
    keys = ("table_rows", "avg_row_length", "data_length", "index_length", "data_free")
    return {k: int(v) for k, v in zip(keys, row)}


def index_stats(conn, table: str) -> dict[str, dict[str, int]]:
    """`size` (pages allocated to the index's segments) and `n_leaf_pages` per index."""
    out: dict[str, dict[str, int]] = defaultdict(dict)
    for name, stat, value in query(
        conn,
        "SELECT index_name, stat_name, stat_value FROM mysql.innodb_index_stats "
        "WHERE database_name = %s AND table_name = %s AND stat_name IN ('size', 'n_leaf_pages')",
        (DATABASE, table),
    ):
        out[name][stat] = int(value)
    return out


def sys_indexes(conn, table: str) -> list[tuple[str, int, int, int]]:
    """(name, index_id, root page_no, n_fields) of every index of the table."""
    return query(
        conn,
        "SELECT i.NAME, i.INDEX_ID, i.PAGE_NO, i.N_FIELDS FROM information_schema.INNODB_SYS_INDEXES i "
        "JOIN information_schema.INNODB_SYS_TABLES t ON t.TABLE_ID = i.TABLE_ID "
        "WHERE t.NAME = %s ORDER BY i.INDEX_ID",
        (f"{DATABASE}/{table}",),
    )


@dataclass
class OnDisk:
    """What the .ibd file says, read while the table is quiesced by FLUSH … FOR EXPORT."""

    root_levels: dict[int, tuple[int, int]] = field(default_factory=dict)  # index_id -> (level, id on page)
    levels: dict[int, dict[int, LevelStats]] = field(default_factory=dict)
    file_pages: int = 0


def read_on_disk(conn, server: MariaDBServer, table: str, roots: dict[int, int], page_size: int) -> OnDisk:
    ibd = Path(server.datadir) / DATABASE / f"{table}.ibd"
    # FOR EXPORT writes every dirty page of the table to its .ibd and keeps it unchanged until
    # UNLOCK TABLES, so the file is complete and consistent while we read it.
    query(conn, f"FLUSH TABLES `{table}` FOR EXPORT")
    try:
        return OnDisk(
            root_levels={iid: read_root_level(ibd, page, page_size) for iid, page in roots.items()},
            levels=scan_ibd(ibd, page_size, set(roots)),
            file_pages=ibd.stat().st_size // page_size,
        )
    finally:
        query(conn, "UNLOCK TABLES")


def measure(conn, server: MariaDBServer, shape: Shape, page_size: int) -> dict:
    table = shape.name
    query(conn, f"ANALYZE TABLE `{table}`")
    ((rows,),) = query(conn, f"SELECT COUNT(*) FROM `{table}`")
    stats = index_stats(conn, table)
    indexes = sys_indexes(conn, table)
    disk = read_on_disk(conn, server, table, {iid: page for _, iid, page, _ in indexes}, page_size)
    return {
        "rows": int(rows),
        "avg_lengths": avg_lengths(conn, table),
        "table_status": table_status(conn, table),
        "ibd_file_pages": disk.file_pages,
        "indexes": [
            index_entry(name, iid, root, n_fields, stats.get(name, {}), disk, int(rows), page_size)
            for name, iid, root, n_fields in indexes
        ],
    }


def index_entry(name, index_id, root, n_fields, stat, disk: OnDisk, rows, page_size) -> dict:
    level, id_on_page = disk.root_levels[index_id]
    if id_on_page != index_id:
        raise RuntimeError(f"root page {root} of {name} belongs to index {id_on_page}, not {index_id}")
    levels = disk.levels.get(index_id, {})
    if levels and max(levels) != level:
        raise RuntimeError(f"{name}: root PAGE_LEVEL {level} but the file has level {max(levels)} pages")
    leaf = levels.get(0, LevelStats()).as_dict(0, page_size)
    # Per-row figures use the page count from the file: the server's n_leaf_pages is a
    # placeholder 1 for small indexes (see README).
    return {
        "name": name,
        "index_id": int(index_id),
        "n_fields": int(n_fields),
        "root_page": int(root),
        "depth": level + 1,
        "size_pages": stat.get("size"),
        "n_leaf_pages": stat.get("n_leaf_pages"),
        "leaf_pages": leaf["pages"],
        "internal_pages": sum(levels[lv].pages for lv in levels if lv > 0),
        "rows_per_leaf_page": round(rows / leaf["pages"], 2) if leaf["pages"] else None,
        "leaf_bytes_per_row": round(leaf["pages"] * page_size / rows, 2) if rows else None,
        "leaf_avg_record_bytes": leaf["avg_record_bytes"],
        "leaf_fill": leaf["fill"],
        "levels": [levels[lv].as_dict(lv, page_size) for lv in sorted(levels)],
    }


# ---------------------------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------------------------


def self_check(conn, server: MariaDBServer, page_size: int) -> dict:
    """A 10-row table is a single leaf page that is also the root: PAGE_LEVEL 0, depth 1."""
    query(conn, "CREATE TABLE depth_check (id INT PRIMARY KEY) ENGINE=InnoDB")
    query(conn, "INSERT INTO depth_check SELECT seq FROM seq_1_to_10")
    ((_, iid, root, _),) = sys_indexes(conn, "depth_check")
    disk = read_on_disk(conn, server, "depth_check", {iid: root}, page_size)
    query(conn, "DROP TABLE depth_check")
    level, id_on_page = disk.root_levels[iid]
    leaf = disk.levels[iid][0]
    ok = level == 0 and id_on_page == iid and leaf.pages == 1 and leaf.records == 10
    if not ok:
        raise RuntimeError(f"depth self-check failed: level {level}, index id {id_on_page}/{iid}, leaf {leaf}")
    return {"rows": 10, "root_page": int(root), "page_level": level, "depth": level + 1, "ok": ok}


def run_case(conn, server: MariaDBServer, shape: Shape, n: int, page_size: int) -> dict:
    query(conn, f"DROP TABLE IF EXISTS `{shape.name}`")
    query(conn, shape.ddl)
    started = time.monotonic()
    load_rows(conn, shape, n)
    load_seconds = time.monotonic() - started
    case = {
        "shape": shape.name,
        "ddl": shape.ddl,
        "insert_order": shape.insert_order,
        "notes": shape.notes,
        "requested_rows": n,
        "load_seconds": round(load_seconds, 1),
        **measure(conn, server, shape, page_size),
    }
    query(conn, f"DROP TABLE `{shape.name}`")  # keep the buffer pool for the next case
    return case


def print_case(case: dict, seconds: float) -> None:
    print(f"  {case['shape']:<24} rows={case['rows']:>9,}  load {case['load_seconds']:6.1f}s  total {seconds:6.1f}s")
    for ix in case["indexes"]:
        print(
            f"      {ix['name']:<16} leaf={ix['leaf_pages']:>7} (stat {ix['n_leaf_pages']:>7})"
            f" size={ix['size_pages']:>7} depth={ix['depth']}  rows/leaf={ix['rows_per_leaf_page']}  rec={ix['leaf_avg_record_bytes']}B"
            f"  fill={ix['leaf_fill']}"
        )
    sys.stdout.flush()


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", help="comma-separated row counts (default 10000,100000,1000000)")
    parser.add_argument("--quick", action="store_true", help="only 10^4 and 10^5 rows")
    parser.add_argument("--shapes", help="comma-separated subset of shape names")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="results JSON (default: next to this script)")
    parser.add_argument("--buffer-pool", default="2G", help="innodb_buffer_pool_size (default 2G)")
    args = parser.parse_args(argv)
    if args.sizes:
        args.sizes = tuple(int(s.replace("_", "")) for s in args.sizes.split(","))
    else:
        args.sizes = QUICK_SIZES if args.quick else DEFAULT_SIZES
    known = {s.name: s for s in SHAPES}
    names = args.shapes.split(",") if args.shapes else list(known)
    unknown = [name for name in names if name not in known]
    if unknown:
        parser.error(f"unknown shape(s) {unknown}; known: {', '.join(known)}")
    args.shapes = [known[name] for name in names]
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    started = time.monotonic()
    with MariaDBServer(buffer_pool_size=args.buffer_pool, extra_args=BENCH_SERVER_ARGS) as server:
        conn = server.connect(autocommit=True)
        query(conn, f"CREATE DATABASE {DATABASE} CHARACTER SET utf8mb4")
        query(conn, f"USE {DATABASE}")
        server_meta = server_info(conn)
        page_size = server_meta["page_size"]
        print(f"MariaDB {server_meta['version']}, page {page_size}, pool {args.buffer_pool}")
        check = self_check(conn, server, page_size)
        print(f"self-check: 10-row table root PAGE_LEVEL {check['page_level']} -> depth {check['depth']}")
        cases = []
        for n in args.sizes:
            print(f"== {n:,} rows")
            for shape in args.shapes:
                case_started = time.monotonic()
                cases.append(run_case(conn, server, shape, n, page_size))
                print_case(cases[-1], time.monotonic() - case_started)
        conn.close()
    results = {
        "version": 1,
        "generated_by": "benchmarks/innodb_truth/run.py",
        "server": server_meta,
        "chunk_rows": CHUNK_ROWS,
        "depth_self_check": check,
        "run_seconds": round(time.monotonic() - started, 1),
        "cases": cases,
    }
    args.out.write_text(json.dumps(results, indent=1) + "\n")
    print(f"wrote {args.out} in {results['run_seconds']:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
