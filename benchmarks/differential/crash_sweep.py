"""Every statement of the tuning half and of the judged mutants, linted alone in this process: the
ones that make schemalint raise (a crash is exit 2 for a user: "internal error") are listed.

    python benchmarks/differential/crash_sweep.py            # about 3 min of CPU for ~53,000 statements
    python benchmarks/differential/crash_sweep.py --limit 5  # at most 5 statements shown per exception

The held-out half is left out: what is fixed for it would be tuned on it. Exit status 1 when
anything raised. Each exception is grouped by its type and the function it was raised in.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.helpers import lint_result  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"


def statements() -> list[str]:
    files = [DATA / "statements.jsonl", *sorted(DATA.glob("mutants*.jsonl"))]
    out = []
    for path in files:
        with open(path, encoding="utf-8") as lines:
            out.extend(json.loads(line)["sql"] for line in lines if line.strip())
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=3, help="statements shown per exception")
    args = parser.parse_args()
    raised: dict[tuple[str, str], list[str]] = collections.defaultdict(list)
    every = statements()
    for sql in every:
        text = sql if sql.rstrip().endswith(";") else sql + ";\n"
        try:
            lint_result(text)
        except Exception as error:  # (the sweep's whole point: any exception is a finding)
            where = traceback.extract_tb(error.__traceback__)[-1]
            raised[(type(error).__name__, f"{Path(where.filename).name}:{where.name}")].append(sql)
    print(f"{len(every):,} statements linted; {sum(map(len, raised.values()))} raised")
    for (kind, where), sqls in sorted(raised.items(), key=lambda item: -len(item[1])):
        print(f"{len(sqls):6}  {kind} in {where}")
        for sql in sqls[: args.limit]:
            print(f"        {sql[:160]!r}")
    return 1 if raised else 0


if __name__ == "__main__":
    sys.exit(main())
