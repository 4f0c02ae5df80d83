"""The HTML report at scale: a generated N-table dump with a row count (and, for half the
tables, a growth rate) per table → `schemalint report`; prints the file's size, the time to
write it, and the time a headless Chromium takes to load it (navigation to the load event,
and to the first paint of the page's top).

    python benchmarks/html_report.py             # 1,000 tables, default --charts
    python benchmarks/html_report.py 1000 --charts all

Needs the `html` extra, websocket-client and Debian's `chromium`. Prints figures; asserts
nothing (timings depend on the machine).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def table_names(dump: Path) -> list[str]:
    names = []
    for line in dump.read_text(encoding="utf-8").splitlines():
        if line.startswith("CREATE TABLE `"):
            names.append(line.split("`")[1])
    return names


def rows_config(names: list[str], seed: int = 7) -> str:
    """Row counts from 10 k to 500 M (log-uniform), growth for every other table, a 64 GB pool."""
    rnd = random.Random(seed)
    out = ['[server]\nbuffer-pool = "64G"']  # a production-sized pool: some tables fit, some do not
    for i, name in enumerate(names):
        rows = int(10 ** rnd.uniform(4, 8.7))
        out.append(f'[tables."{name}"]\nrows = {rows}')
        if i % 2 == 0:
            out.append(f"growth-per-day = {max(1, int(rows * rnd.uniform(0.0005, 0.02)))}")
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("tables", type=int, nargs="?", default=1000)
    parser.add_argument("--charts", default="50")
    parser.add_argument("--keep", help="directory to keep the dump, config and report in")
    args = parser.parse_args()
    work = Path(args.keep or tempfile.mkdtemp(prefix="schemalint-html-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    dump, config, report = work / "dump.sql", work / "rows.toml", work / "report.html"
    subprocess.run([sys.executable, str(ROOT / "benchmarks" / "gen_dump.py"), str(args.tables), "-o", str(dump)],
                   check=True)
    config.write_text(rows_config(table_names(dump)), encoding="utf-8")
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "schemalint", "report", str(dump), "--config", str(config),
                    "--charts", args.charts, "-o", str(report)], check=True, cwd=work)
    written = time.perf_counter() - started
    charts = report.read_text(encoding="utf-8").count('<figure class="chart"')
    print(f"{args.tables:,} tables, --charts {args.charts}: report {report.stat().st_size / 1e6:.2f} MB "
          f"({charts} table charts), written in {written:.1f} s")

    from tests.browser import Browser

    with Browser(timeout=120) as browser:
        page = browser.open(report)
        nav = page.eval("JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON())")
        paint = page.eval("JSON.stringify(performance.getEntriesByType('paint').map(p => [p.name, p.startTime]))")
        import json

        nav = json.loads(nav)
        print(f"chromium: load event {nav['loadEventEnd'] / 1000:.2f} s after navigation "
              f"(DOM content loaded {nav['domContentLoadedEventEnd'] / 1000:.2f} s; "
              f"wall clock to load event {page.load_seconds:.2f} s); paints {json.loads(paint)}; "
              f"console errors {len(page.errors)}")


if __name__ == "__main__":
    main()
