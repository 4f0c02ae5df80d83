"""Pin the server's own table definitions (mysql.*, information_schema.*) as data.

`CREATE TABLE t LIKE mysql.time_zone` and `CREATE TABLE t SELECT * FROM mysql.global_priv`
copy tables whose definitions are the server's, not any input's. This script starts the
suite's private MariaDB (tests/mariadb_server.py), reads SHOW CREATE TABLE of every base table
of `mysql` and of every `information_schema` table, and writes them, in the server's own
words, to schemalint/server_tables_mariadb.sql. A view of `mysql` (mysql.user in 10.4+) is
written as the table its columns make (information_schema.COLUMNS), which is what a
`CREATE TABLE … SELECT * FROM` the view copies.

    python benchmarks/differential/server_tables.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

OUT = ROOT / "schemalint" / "server_tables_mariadb.sql"


def _quoted(name: str) -> str:
    return "`" + name.replace("`", "``") + "`"


def _view_as_table(cur, schema: str, name: str) -> str:
    cur.execute("SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_DEFAULT, CHARACTER_SET_NAME, "
                "COLLATION_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = %s AND TABLE_NAME = %s "
                "ORDER BY ORDINAL_POSITION", (schema, name))
    lines = []
    for column, ctype, nullable, default, charset, collation in cur.fetchall():
        text = f"  {_quoted(column)} {ctype}"
        if charset:
            text += f" CHARACTER SET {charset} COLLATE {collation}"
        text += " NULL" if nullable == "YES" else " NOT NULL"
        if default is not None:
            text += f" DEFAULT {default}"
        lines.append(text)
    return f"CREATE TABLE {_quoted(name)} (\n" + ",\n".join(lines) + "\n)"


def main() -> int:
    from tests.mariadb_server import MariaDBServer

    with MariaDBServer() as server:
        conn = server.connect()
        cur = conn.cursor()
        version = conn.get_server_info().removeprefix("5.5.5-")
        out = [f"-- The server's own tables: SHOW CREATE TABLE on MariaDB {version} (Debian's mariadb-server),",
               "-- read by benchmarks/differential/server_tables.py. MariaDB is GPL-2.0; these are its table",
               "-- definitions as the server reports them, kept as data. A view (mysql.user) is written as the",
               "-- table of its columns (information_schema.COLUMNS), what CREATE TABLE … SELECT * copies.", ""]
        for schema in ("mysql", "information_schema"):
            cur.execute("SELECT TABLE_NAME, TABLE_TYPE FROM information_schema.TABLES WHERE TABLE_SCHEMA = %s "
                        "ORDER BY TABLE_NAME", (schema,))
            out.append(f"USE {schema};")
            for name, kind in cur.fetchall():
                if kind == "VIEW":
                    text = _view_as_table(cur, schema, name)
                else:
                    cur.execute(f"SHOW CREATE TABLE {_quoted(schema)}.{_quoted(name)}")
                    text = cur.fetchone()[1].replace("CREATE TEMPORARY TABLE", "CREATE TABLE", 1)
                out.append(text + ";")
            out.append("")
        OUT.write_text("\n".join(out), encoding="utf-8")
        print(f"{OUT.relative_to(ROOT)}: MariaDB {version}, {sum(1 for x in out if x.startswith('CREATE'))} tables")
    return 0


if __name__ == "__main__":
    sys.exit(main())
