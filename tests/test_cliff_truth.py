"""The buffer-pool model (schemalint/estimate/buffer_pool.py) against the insert cliff MariaDB
10.11 measured (benchmarks/cliff_truth/results.json; this test does not run the bench).

For every shape: the estimator sizes its tables from the DDL with the true average lengths and
insert orders as hints; the model predicts the rows at which page reads per insert reach 0.1
and 0.5; each must be within ±25 % of the measured crossing (every run). A shape that only
appends must stay below 0.02 reads per row, predicted and measured, at every batch.

    python -m tests.test_cliff_truth     # prints the table the README quotes
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from schemalint.config import ServerProfile, TableHints
from schemalint.estimate import estimate_table
from schemalint.estimate.buffer_pool import LEVELS, cliff_rows, pool_pages, reads_per_insert, table_streams
from tests.helpers import model_of, skip_unless_ci

RESULTS = Path(__file__).resolve().parents[1] / "benchmarks" / "cliff_truth" / "results.json"
TOLERANCE = 0.25
APPEND_CEILING = 0.02
SMOOTH = 3  # batches in the moving average the measured crossing is read from


def _load() -> dict:
    if not RESULTS.is_file():
        skip_unless_ci(f"{RESULTS.name} not generated yet (python benchmarks/cliff_truth/run.py)")
    return json.loads(RESULTS.read_text())


def shape_estimates(shape: dict, page_size: int) -> list:
    """The estimator's view of the shape's tables, given the true lengths and insert orders."""
    profile = ServerProfile(page_size=page_size)
    out = []
    for table in model_of(";\n".join(shape["ddl"])).tables():
        hints = TableHints(
            insert_order={k.lower(): v for k, v in shape["insert_order"][table.name].items()},
            avg_lengths={k.lower(): float(v) for k, v in shape["avg_lengths"].get(table.name, {}).items()},
        )
        out.append(estimate_table(table, None, profile, hints))
    return out


def shape_streams(shape: dict, page_size: int) -> list:
    """The page streams of the shape's tables; tables loaded in turn share the inserts."""
    estimates = shape_estimates(shape, page_size)
    return [s for est in estimates for s in table_streams(est.indexes, weight=1.0 / len(estimates))]


def measured_curve(run: dict, batch_rows: int) -> list[tuple[float, float]]:
    """(rows at the batch's middle, reads per row averaged over SMOOTH batches)."""
    pts = [(p["rows"] - batch_rows / 2, p["reads_per_row"]) for p in run["points"]]
    out = []
    for i in range(len(pts)):
        window = pts[max(0, i - SMOOTH // 2): i + SMOOTH // 2 + 1]
        out.append((pts[i][0], sum(r for _, r in window) / len(window)))
    return out


def crossing(curve: list[tuple[float, float]], level: float) -> Optional[float]:
    """Rows where the curve first reaches `level`, interpolated within the batch (None: never)."""
    prev = (0.0, 0.0)
    for rows, reads in curve:
        if reads >= level:
            x0, y0 = prev
            return x0 + (rows - x0) * (level - y0) / (reads - y0) if reads > y0 else rows
        prev = (rows, reads)
    return None


@dataclass
class Comparison:
    shape: str
    run: int
    level: float
    predicted: Optional[int]
    measured: Optional[float]
    before: Optional[int]  # the rule's old figure: rows at which the table outgrows the pool

    def error(self, value: Optional[float]) -> Optional[float]:
        if value is None or self.measured is None:
            return None
        return value / self.measured - 1

    @property
    def ok(self) -> bool:
        if self.measured is None or self.predicted is None:
            return self.measured is None and self.predicted is None
        return abs(self.error(self.predicted)) <= TOLERANCE


def outgrows_pool_rows(shape: dict, page_size: int, pool_bytes: int) -> Optional[int]:
    """What the rules said before: the row count at which the tables' hot sets (random indexes
    whole, append-only ones by their right edge and internal pages) reach the pool."""
    from schemalint.estimate.results import first_rows_over

    ests = shape_estimates(shape, page_size)
    if not any(i.all_leaves_hot for e in ests for i in e.indexes):
        return None
    return first_rows_over(lambda r: sum(e.hot_bytes_at(r) for e in ests), pool_bytes)


def compare(results: dict) -> list[Comparison]:
    server = results["server"]
    page = int(server["page_size"])
    pages = pool_pages(int(server["buffer_pool_bytes"]), page)
    out = []
    for shape in results["shapes"]:
        streams = shape_streams(shape, page)
        predicted = cliff_rows(streams, pages)
        before = outgrows_pool_rows(shape, page, int(server["buffer_pool_bytes"]))
        for n, run in enumerate(shape["runs"], 1):
            curve = measured_curve(run, shape["batch_rows"])
            for level in LEVELS:
                out.append(Comparison(shape["name"], n, level, predicted[str(level)], crossing(curve, level), before))
    return out


def report(rows: list[Comparison]) -> str:
    head = f"{'shape':24} {'run':>3} {'level':>5} {'measured':>10} {'model':>10} {'err':>7} {'before':>10} {'err':>7}"
    lines = [head, "-" * len(head)]
    for c in rows:
        def fmt(v):
            return f"{v:>10,.0f}" if v is not None else f"{'never':>10}"

        def pct(v):
            e = c.error(v)
            return f"{e:>+7.0%}" if e is not None else f"{'':>7}"
        lines.append(f"{c.shape:24} {c.run:>3} {c.level:>5} {fmt(c.measured)} {fmt(c.predicted)} {pct(c.predicted)} "
                     f"{fmt(c.before)} {pct(c.before)}" + ("" if c.ok else "  <--"))
    return "\n".join(lines)


def test_cliff_rows_match_mariadb():
    results = _load()
    rows = compare(results)
    assert len({c.shape for c in rows}) >= 8
    bad = [c for c in rows if not c.ok]
    assert not bad, "model vs MariaDB 10.11:\n" + report(rows)


def test_append_only_shapes_never_read():
    results = _load()
    page = int(results["server"]["page_size"])
    pages = pool_pages(int(results["server"]["buffer_pool_bytes"]), page)
    appends = [s for s in results["shapes"] if not s["expect_cliff"]]
    assert appends, "no append-only shape in the results"
    for shape in appends:
        streams = shape_streams(shape, page)
        for run in shape["runs"]:
            for p in run["points"]:
                assert p["reads_per_row"] < APPEND_CEILING, (shape["name"], p)
                assert reads_per_insert(streams, p["rows"], pages) < APPEND_CEILING, (shape["name"], p["rows"])


def test_each_shape_was_loaded_past_five_pools():
    results = _load()
    pool = int(results["server"]["buffer_pool_bytes"])
    for shape in results["shapes"]:
        for run in shape["runs"]:
            loaded = sum(t["data_bytes"] + t["index_bytes"] for t in run["tables"].values())
            assert loaded >= 5 * pool, (shape["name"], loaded)


def test_a_toy_pool_with_the_server_defaults_knees_earlier_than_the_model():
    """With innodb_old_blocks_time = 1 s and innodb_lru_scan_depth = 1,536, a 32 MB pool keeps
    re-read leaves out of the young list and hundreds of its 2,028 pages free: every crossing comes
    before the model's (the bench's README explains why a production pool does not)."""
    path = RESULTS.with_name("results-server-defaults.json")
    if not path.is_file():
        skip_unless_ci(f"{path.name} not generated yet")
    rows = compare(json.loads(path.read_text()))
    assert rows and all(c.measured is not None and c.measured < c.predicted for c in rows), report(rows)


def worst_per_shape(rows: list[Comparison]) -> dict[str, tuple]:
    """shape -> (worst model error, worst error of the old 'outgrows the pool' figure), over
    both levels and every run (None where neither side ever reaches a level)."""
    worst: dict[str, list] = {}
    for c in rows:
        w = worst.setdefault(c.shape, [None, None])
        for k, value in ((0, c.predicted), (1, c.before)):
            e = c.error(value)
            if e is not None and (w[k] is None or abs(e) > abs(w[k])):
                w[k] = e
    return {k: tuple(v) for k, v in worst.items()}


def run_spread(results: dict) -> dict[str, tuple]:
    """shape -> (largest relative difference between runs of a crossing, largest difference
    in smoothed reads per row at one batch)."""
    out = {}
    for shape in results["shapes"]:
        curves = [measured_curve(run, shape["batch_rows"]) for run in shape["runs"]]
        cross = [[crossing(c, level) for c in curves] for level in LEVELS]
        rel = max((max(v) - min(v)) / (sum(v) / len(v)) for v in cross if None not in v) if any(
            None not in v for v in cross) else 0.0
        batch = max(max(r for _, r in pts) - min(r for _, r in pts) for pts in zip(*curves))
        out[shape["name"]] = (rel, batch)
    return out


def curve_table(results: dict, name: str, every: int = 6) -> str:
    """One shape's measured reads per row (each run) against the model, as a Markdown table."""
    shape = next(s for s in results["shapes"] if s["name"] == name)
    page = int(results["server"]["page_size"])
    pages = pool_pages(int(results["server"]["buffer_pool_bytes"]), page)
    streams = shape_streams(shape, page)
    curves = [measured_curve(run, shape["batch_rows"]) for run in shape["runs"]]
    lines = ["| rows | " + " | ".join(f"measured, run {i + 1}" for i in range(len(curves))) + " | model |",
             "|---:|" + "---:|" * (len(curves) + 1)]
    for i in range(every - 1, len(curves[0]), every):
        rows = curves[0][i][0]
        lines.append(f"| {rows:,.0f} | " + " | ".join(f"{c[i][1]:.2f}" for c in curves)
                     + f" | {reads_per_insert(streams, rows, pages):.2f} |")
    return "\n".join(lines)


if __name__ == "__main__":
    import sys

    data = json.loads((Path(sys.argv[1]) if len(sys.argv) > 1 else RESULTS).read_text())
    rows = compare(data)
    print(report(rows))
    print("\nworst error per shape (model, old rule) and run-to-run spread (crossing, reads/row at one batch):")
    spread = run_spread(data)
    for name, (model, before) in worst_per_shape(rows).items():
        fmt = (lambda e: f"{e:+.0%}" if e is not None else "–")
        print(f"  {name:24} {fmt(model):>6} {fmt(before):>6}   {spread[name][0]:.1%}  {spread[name][1]:.3f}")
    print()
    print(curve_table(data, "u255"))
