"""SL301's partitioning is meant to be pasted: run it on the private MariaDB 10.11.

The beacon log of Philip Tellis's "Scaling writes in MySQL" (2009), as fixtures/seeds/beacons.sql
with its row counts, and every bad example of SL301's catalogue entry: the table is created,
rows are written, the finding's fix runs statement by statement, and the server must then
hold the partitions the fix names with every row kept.
"""

from __future__ import annotations

import tomllib

import pytest

from schemalint.catalogue import catalogue_dir
from schemalint.read.source import decode, split
from tests.helpers import FIXTURES, lint_sql

pytestmark = pytest.mark.live


def _statements(sql: str) -> list[str]:
    statements, _ = split(decode(sql.encode("utf-8"), "fix.sql"), 101106, True)
    out = []
    for s in statements:
        text = "\n".join(line for line in s.text.splitlines() if not line.lstrip().startswith("--")).strip()
        if text:
            out.append(text)
    return out


def _cases():
    seeds = FIXTURES / "seeds"
    yield pytest.param((seeds / "beacons.sql").read_text(), (seeds / "beacons.toml").read_text(), id="beacons")
    path = next(catalogue_dir().glob("SL301-*.toml"))
    for n, example in enumerate(tomllib.loads(path.read_text(encoding="utf-8"))["bad"], 1):
        yield pytest.param(example["sql"], example.get("config", ""), id=f"SL301-bad{n}")


def _fill(cur, table: str, rows: int) -> None:
    """A few rows with every NOT NULL column given; time columns spread over the past days."""
    cur.execute("SELECT COLUMN_NAME, DATA_TYPE, IS_NULLABLE, EXTRA FROM information_schema.COLUMNS "
                "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s ORDER BY ORDINAL_POSITION", (table,))
    cols = [(name, dtype) for name, dtype, nullable, extra in cur.fetchall() if "auto_increment" not in extra]
    for i in range(rows):
        values = []
        for name, dtype in cols:
            if dtype in ("datetime", "timestamp", "date"):
                values.append(f"NOW() - INTERVAL {i * 7} HOUR")
            elif dtype in ("binary", "varbinary", "char", "varchar", "text"):
                values.append(f"'v{i}'")
            else:
                values.append(f"UNIX_TIMESTAMP() - {i * 25200}" if "time" in name else str(i + 1))
        names = ", ".join(f"`{c}`" for c, _ in cols)
        cur.execute(f"INSERT IGNORE INTO `{table}` ({names}) VALUES ({', '.join(values)})")


@pytest.mark.parametrize("sql,config", list(_cases()))
def test_sl301_fix_runs_on_mariadb(mariadb, scratch_db, sql, config):
    (finding,) = [f for f in lint_sql(sql, config) if f.code == "SL301"]
    table = finding.table.rpartition(".")[2]
    conn = mariadb.connect(database=scratch_db, autocommit=True)
    with conn, conn.cursor() as cur:
        for statement in _statements(sql):
            cur.execute(statement)
        _fill(cur, table, 12)
        cur.execute(f"SELECT COUNT(*) FROM `{table}`")
        before = cur.fetchone()[0]
        for statement in _statements(finding.fix):
            cur.execute(statement)  # a statement MariaDB refuses fails the test here
        cur.execute("SELECT PARTITION_NAME, PARTITION_METHOD FROM information_schema.PARTITIONS "
                    "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s ORDER BY PARTITION_ORDINAL_POSITION",
                    (table,))
        partitions = cur.fetchall()
        cur.execute(f"SELECT COUNT(*) FROM `{table}`")
        after = cur.fetchone()[0]
    named = [line.split()[1] for line in finding.fix.splitlines() if line.startswith("  PARTITION ")]
    assert [p[0] for p in partitions] == named
    assert {p[1] for p in partitions} <= {"RANGE", "RANGE COLUMNS"}
    assert after == before > 0
