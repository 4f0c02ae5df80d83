"""Make the dump fixtures: fixtures/dumps/varied_schema.sql loaded into the suite's private
MariaDB, then dumped by the installed client in two formats.

    python benchmarks/differential/make_dumps.py [--dsn mysql://root@127.0.0.1:3306/]

- fixtures/dumps/mariadb-dump.sql: `mariadb-dump` as a user runs it (routines, events,
  triggers, data); 10.11.8+ and 11.x start it with the `/*M!999999\\- enable the sandbox mode */`
  line.
- fixtures/dumps/mysqldump-no-data.sql: the same client under its `mysqldump` name with
  `--no-data --skip-comments`, the schema-only file most often linted: the SET header and
  footer, routines, triggers and views in mysqldump's executable comments
  (`/*!50003 CREATE*/ /*!50017 DEFINER=...*/ /*!50003 TRIGGER ...`). No MySQL server runs
  here, so MySQL 8's own mysqldump output is not among the fixtures.

The dump date is left out (--skip-dump-date) so that a re-run changes nothing but what changed.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT))

from tests.mariadb_server import ExternalServer, MariaDBServer  # noqa: E402

DUMPS = REPO_ROOT / "fixtures" / "dumps"
SCHEMA = DUMPS / "varied_schema.sql"
DATABASE = "shop"


def _client(name: str) -> str:
    found = shutil.which(name)
    if not found:
        sys.exit(f"{name} not found (apt-get install mariadb-client)")
    return found


def _conn_args(server) -> list[str]:
    return ["--protocol=tcp", "-h", server.host, "-P", str(server.port), "-u", server.user,
            *([f"-p{server.password}"] if server.password else [])]


def make(server) -> list[Path]:
    conn = server.connect(autocommit=True)
    with conn.cursor() as cur:
        cur.execute(f"DROP DATABASE IF EXISTS `{DATABASE}`")
        cur.execute(f"CREATE DATABASE `{DATABASE}` CHARACTER SET utf8mb4")
    conn.close()
    with SCHEMA.open("rb") as fh:
        subprocess.run([_client("mariadb"), *_conn_args(server), DATABASE], stdin=fh, check=True)
    common = ["--routines", "--events", "--triggers", "--skip-dump-date", "--databases", DATABASE]
    outputs = {
        DUMPS / "mariadb-dump.sql": [_client("mariadb-dump"), *_conn_args(server), *common],
        DUMPS / "mysqldump-no-data.sql": [_client("mysqldump"), *_conn_args(server),
                                          "--no-data", "--skip-comments", *common],
    }
    for path, cmd in outputs.items():
        with path.open("wb") as fh:
            subprocess.run(cmd, stdout=fh, check=True)
    conn = server.connect(autocommit=True)
    with conn.cursor() as cur:
        cur.execute(f"DROP DATABASE IF EXISTS `{DATABASE}`")
    conn.close()
    return list(outputs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dsn", help="an existing server (else a private one is started)")
    args = parser.parse_args()
    server = ExternalServer(args.dsn) if args.dsn else MariaDBServer().start()
    try:
        for path in make(server):
            print(f"{path.relative_to(REPO_ROOT)}: {path.stat().st_size} bytes")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
