"""Every fix schemalint offers, executed on a private MariaDB server: the table per rule.

    python benchmarks/fix_harness.py                 # everything the suite lints
    python benchmarks/fix_harness.py rules/SL102     # inputs whose name contains one of the words
    python benchmarks/fix_harness.py --dsn mysql://root@127.0.0.1:3306/   # a server of your own (throw-away!)

For each finding with a fix given as DDL, tests/fix_harness.py loads the finding's table into a
fresh database, fills it with generated rows, runs the fix and re-lints the server's SHOW
CREATE TABLE (see its docstring for the checks). Columns:

  with a fix      findings that carry a fix
  in words        of those, fixes given as words (not executed: advice a person acts on)
  skipped         DDL fixes on a table the server refused a statement of the input for (the
                  server's table is then not the model's: not comparable)
  applied         DDL fixes run (of the rest)
  accepted        ... the server ran every statement
  rows kept       ... as many rows, every remaining column's values unchanged
  finding gone    ... re-linting SHOW CREATE TABLE no longer reports it
  no new finding  ... no warning or error the table did not have before
  tables composed tables whose fixes, applied in order on one copy, pass all of the above

Inputs MariaDB 10.11 cannot run as written (MySQL 8.0's utf8mb4_0900 collations) are listed
and left out. Every failure is printed with the server's error or the finding that remains.
"""

from __future__ import annotations

import argparse
import collections
import signal
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests import fix_harness as H  # noqa: E402
from tests.mariadb_server import ExternalServer, MariaDBServer  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("only", nargs="*", help="run only inputs whose name contains one of these")
    parser.add_argument("--dsn", help="an existing server to use (databases are created and dropped on it)")
    args = parser.parse_args()

    everything = H.suite_inputs(include_mysql_only=True)
    left_out = [i.name for i in everything if H.mysql_only(i)]
    inputs = [i for i in everything if i.name not in left_out]
    if args.only:
        inputs = [i for i in inputs if any(word in i.name for word in args.only)]
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stopped: the private server goes too (finally)
    server = ExternalServer(args.dsn) if args.dsn else MariaDBServer().start()
    started = time.perf_counter()
    try:
        harness = H.Harness(server)
        outcomes, tables, words = [], [], collections.Counter()
        for inp in inputs:
            try:
                found, _ = H.findings_with_fixes(inp)
                o, t, _ = harness.run_input(inp)
            except Exception as exc:  # one input's trouble must not hide the others' figures
                print(f"{inp.name}: harness error {type(exc).__name__}: {exc}")
                continue
            for f in found:
                if f.fix_kind != "ddl":
                    words[f.code] += 1
            for x in o:
                if not x.passed and not x.skipped:
                    print(f"{inp.name}: {x.code} {x.table}.{x.index or ''}: {x.detail[:300]}")
            for x in t:
                if not x.composed:
                    print(f"{inp.name}: composing {x.table} ({', '.join(x.codes)}): {x.detail[:300]}")
            outcomes += o
            tables += t
        harness.close()
    finally:
        server.stop()
    print()
    print(H.render(H.table_per_rule(outcomes, tables, words)))
    print(f"\n{len(inputs)} inputs, {len(outcomes)} DDL fixes, {len(tables)} tables, "
          f"{time.perf_counter() - started:.0f} s")
    if left_out:
        print(f"left out (MySQL 8.0 only: utf8mb4_0900 collations): {', '.join(left_out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
