"""How the rules read the estimator, and how they print its numbers.

One place knows the estimate's shape, so a rule asks "how big is this index at the user's
row count, and when does it outgrow the buffer pool?" and gets `None` — never an exception —
when the estimator did not run or had no row count; the rule then says so in words.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Optional

from ..config import TableHints
from ..model import Index, Table

DAYS_PER_YEAR = 365


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class IndexNumbers:
    """One index's figures, from the estimator. Row-count figures are None without rows."""

    name: str
    rows: Optional[int]  # the row count the user gave (config, --rows, stats), else None
    rows_source: str
    record_bytes: float
    fill_factor: float
    size_bytes: Optional[int]
    depth: Optional[int]
    pool_bytes: int
    pool_source: str
    rows_to_outgrow_pool: Optional[int]  # rows at which this index alone is bigger than the pool
    growth_per_day: Optional[int]
    estimate: Any = None  # the estimator's IndexEstimate
    share_bytes: Optional[int] = None  # what the other tables' hot sets leave of the pool, when less
    # the buffer-pool model (estimate/buffer_pool.py), for this index in its table:
    reads_per_insert: Optional[float] = None  # page reads per insert at `rows` (None without rows)
    cliff_rows: Optional[dict] = None  # {"0.1": rows or None, "0.5": rows or None}

    @property
    def budget_bytes(self) -> int:
        """The pool this index can count on: the whole pool, or what other tables leave of it."""
        return self.share_bytes if self.share_bytes is not None else self.pool_bytes

    @property
    def days_to_outgrow_pool(self) -> Optional[float]:
        if self.rows is None or not self.growth_per_day or self.rows_to_outgrow_pool is None:
            return None
        return max(self.rows_to_outgrow_pool - self.rows, 0) / self.growth_per_day

    def size_at(self, rows: int) -> Optional[int]:
        try:
            return int(self.estimate.size_bytes_at(rows))
        except Exception:
            return None

    def depth_at(self, rows: int) -> Optional[int]:
        try:
            return int(self.estimate.depth_at(rows))
        except Exception:
            return None


def hints(ctx, table: Table) -> TableHints:
    return ctx.config.hints_for(table.qualified_name)


def table_estimate(ctx, table: Table) -> Any:
    """The TableEstimate of `table` (None: not estimated, as for a table that is not InnoDB or
    is temporary), by its qualified name in the estimate's own name index."""
    est = getattr(ctx, "estimates", None)
    if est is None:
        return None
    try:
        return est.table_named(table.qualified_name)
    except Exception:
        return None


def index_estimate(ctx, table: Table, index: Optional[Index]) -> Any:
    """The IndexEstimate of `index` (None: the clustered index, whatever it is)."""
    te = table_estimate(ctx, table)
    if te is None:
        return None
    try:
        if index is None:
            return te.clustered
        found = te.index(index.name)
        if found is None and index is table.clustered_index().index:
            found = te.clustered
        return found
    except Exception:
        return None


def pool(ctx) -> tuple[int, str]:
    server = ctx.config.server
    return server.buffer_pool_bytes, server.buffer_pool_source


_NUMBERS = "_index_numbers"  # a RuleContext's attribute: (id(table), id(index)) → (table, index, the numbers)


def index_numbers(ctx, table: Table, index: Optional[Index]) -> Optional[IndexNumbers]:
    """The figures of `table`'s `index` (None: its clustered index), once per table, index and
    context: SL101 and SL102 both ask for a random PRIMARY KEY's (they run in one process,
    lint.RULES_BESIDE); the answer reads only the context, the table and the index."""
    kept = ctx.__dict__.get(_NUMBERS)
    if kept is None:
        kept = ctx.__dict__[_NUMBERS] = {}
    key = (id(table), id(index))
    known = kept.get(key)
    if known is not None and known[0] is table and known[1] is index:
        return known[2]
    found = _index_numbers(ctx, table, index)
    kept[key] = (table, index, found)  # (kept with them: their ids stay their own)
    return found


def _index_numbers(ctx, table: Table, index: Optional[Index]) -> Optional[IndexNumbers]:
    ie = index_estimate(ctx, table, index)
    if ie is None:
        return None
    h = hints(ctx, table)
    pool_bytes, pool_source = pool(ctx)
    te = table_estimate(ctx, table)
    share = getattr(te, "pool_share_bytes", None)
    share = int(share) if isinstance(share, (int, float)) and 0 < share < pool_bytes else None
    outgrow = rows_to_exceed(ie, share if share is not None else pool_bytes)
    rows = h.rows
    size = depth = None
    if rows is not None:
        try:
            size, depth = int(ie.size_bytes_at(rows)), int(ie.depth_at(rows))
        except Exception:
            size, depth = ie.size_bytes, ie.depth
    reads = cliff = None
    try:
        reads, cliff = te.index_reads_per_insert(ie), te.index_cliff_rows(ie)
        reads = None if reads is None else round(reads, 3)
    except Exception:
        pass
    return IndexNumbers(
        name=ie.name, rows=rows, rows_source=h.rows_source if rows is not None else "none",
        record_bytes=float(ie.record_bytes), fill_factor=float(ie.fill_factor), size_bytes=size, depth=depth,
        pool_bytes=pool_bytes, pool_source=pool_source, rows_to_outgrow_pool=outgrow,
        growth_per_day=h.growth_per_day, estimate=ie, share_bytes=share,
        reads_per_insert=reads, cliff_rows=cliff,
    )


_OUTGROW: dict[tuple, Optional[int]] = {}  # identical trees (tenant copies) share the answer


def rows_to_exceed(ie: Any, budget: int) -> Optional[int]:
    """Rows at which the index takes more than `budget` bytes (None: never, or unknown)."""
    try:
        key = (ie.shape, ie.page_bytes, budget)
        hash(key)
    except Exception:
        key = None
    if key is not None and key in _OUTGROW:
        return _OUTGROW[key]
    try:
        from ..estimate import rows_when_bytes_exceed

        value = rows_when_bytes_exceed(ie, budget)
    except Exception:
        value = None
    if key is not None:
        if len(_OUTGROW) > 10_000:
            _OUTGROW.clear()
        _OUTGROW[key] = value
    return value


def table_size_at(ctx, table: Table, rows: int) -> Optional[int]:
    te = table_estimate(ctx, table)
    if te is None:
        return None
    try:
        return int(te.size_bytes_at(rows))
    except Exception:
        return None


def bytes_per_row(ctx, table: Table) -> Optional[float]:
    te = table_estimate(ctx, table)
    value = getattr(te, "bytes_per_row", None) if te is not None else None
    return float(value) if value else None


# -- words for numbers ---------------------------------------------------------------------------

def human_bytes(n: Optional[float]) -> str:
    """Binary units, as the estimator writes them (estimate.units.size): 128 MiB, 4.6 GiB, 1.2 TiB.
    (MySQL's own "128M" means the same 1024-based size.)"""
    if n is None:
        return "?"
    value = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if abs(value) < 1024 or unit == "PiB":
            if unit == "B":
                return f"{int(value)} B"
            return f"{value:.0f} {unit}" if value >= 100 else f"{value:.1f} {unit}".replace(".0 ", " ")
        value /= 1024
    return f"{value:.1f} PiB"


def human_count(n: Optional[float]) -> str:
    """12,345; 1.2 M; 40 M; 2.5 bn ("B" is bytes)."""
    if n is None:
        return "?"
    value = float(n)
    for div, unit in ((10**12, "tn"), (10**9, "bn"), (10**6, "M")):
        if abs(value) >= div:
            q = value / div
            text = f"{q:.0f}" if q >= 100 else f"{q:.1f}".rstrip("0").rstrip(".")
            return f"{text} {unit}"
    return f"{int(round(value)):,}"


def approx_count(n: Optional[float]) -> str:
    """A model's row count to two significant digits: 83,000; 150,000; 1.2 M."""
    if n is None:
        return "?"
    if n <= 0:
        return "0"
    digits = 10 ** max(int(math.floor(math.log10(n))) - 1, 0)
    return human_count(round(n / digits) * digits)


def human_days(days: Optional[float]) -> str:
    if days is None:
        return "?"
    if days < 1:
        return f"{days * 24:.0f} h"
    if days < 60:
        return f"{days:.0f} days"
    if days < 2 * DAYS_PER_YEAR:
        return f"{days / 30.4:.0f} months"
    return f"{days / DAYS_PER_YEAR:.0f} years"


def human_seconds(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    if seconds < 86400 * 2:
        return f"{seconds / 3600:.1f} h".replace(".0 ", " ")
    return f"{seconds / 86400:.0f} days"


def sentence(text: str) -> str:
    """Capitalise the first letter: pieces like size_sentence() start sentences too."""
    return text[:1].upper() + text[1:] if text else text


def pool_words(pool_bytes: int, source: str) -> str:
    """'a 16 GiB buffer pool' or 'the default 128 MiB buffer pool (say --buffer-pool)'."""
    if source == "default":
        return f"the default {human_bytes(pool_bytes)} buffer pool (set [server] buffer-pool or --buffer-pool)"
    return f"a {human_bytes(pool_bytes)} buffer pool"


def pool_phrase(pool_bytes: int, rows_to_outgrow: Optional[float], share_bytes: Optional[float] = None,
                fits: bool = True) -> str:
    """The pool figure of a headline, short: "outgrows a 128 MiB pool at ≈ 1.4 M rows",
    "outgrows the 3.1 GiB left of a 16 GiB pool at ≈ 90 M rows", "over a 128 MiB pool"."""
    if share_bytes is not None and share_bytes <= 0:  # other tables' hot sets take it all
        room = f"a {human_bytes(pool_bytes)} pool the other tables' hot sets already fill"
    else:
        room = (f"the {human_bytes(share_bytes)} left of a {human_bytes(pool_bytes)} pool" if share_bytes
                and share_bytes < pool_bytes else f"a {human_bytes(pool_bytes)} pool")
    if not fits:
        return f"over {room}"
    if rows_to_outgrow is None:
        return f"fits {room} at any size"
    return f"outgrows {room} at ≈ {human_count(rows_to_outgrow)} rows"


def index_headline_figure(n: Optional[IndexNumbers]) -> str:
    """The one figure of an SL101/SL102 headline for an index: at a row count its size against
    the pool ("4.6 GiB at 50 M rows, does not fit 4 GiB, 0.62 reads/insert now"), else where
    the buffer-pool model puts the cliff ("0.5 reads/insert at ≈ 2.9 M rows (128 MiB pool)");
    "" without figures."""
    if n is None:
        return ""
    pool = human_bytes(n.budget_bytes)
    cliff = cliff_short(n)
    if n.rows is not None and n.size_bytes is not None:
        fits = "fits" if n.size_bytes <= n.budget_bytes else "does not fit"
        figure = f"{human_bytes(n.size_bytes)} at {human_count(n.rows)} rows, {fits} {pool}"
        return figure + (f", {cliff}" if cliff and cliff.endswith("now") else "")
    if cliff is not None:
        return f"{cliff} ({pool} pool)"
    if n.rows_to_outgrow_pool is not None:
        return f"outgrows a {pool} pool at ≈ {human_count(n.rows_to_outgrow_pool)} rows"
    return ""


def cliff_steps(cliff: Optional[dict], rows: Optional[int], growth_per_day: Optional[int]) -> list[str]:
    """['0.1 at ≈ 83,000 rows (passed)', '0.5 at ≈ 150,000 rows (≈ 3 months at 1,000 rows/day)']:
    the levels of the buffer-pool model's cliff that are ever reached, with when."""
    steps = []
    for level in ("0.1", "0.5"):
        at = (cliff or {}).get(level)
        if at is None:
            continue
        text = f"{level} at ≈ {approx_count(at)} rows"
        if rows is not None and at <= rows:
            text += " (passed)"
        elif rows is not None and growth_per_day:
            text += f" (≈ {human_days((at - rows) / growth_per_day)} at {human_count(growth_per_day)} rows/day)"
        steps.append(text)
    return steps


def cliff_sentence(n: IndexNumbers) -> Optional[str]:
    """'page reads per insert reach 0.1 at ≈ 83,000 rows and 0.5 at ≈ 150,000 rows (≈ 3 months
    at 1,000 rows/day)', from the buffer-pool model; None when the index never makes inserts read."""
    steps = cliff_steps(n.cliff_rows, n.rows, n.growth_per_day)
    return "page reads per insert reach " + " and ".join(steps) if steps else None


def cliff_short(n: Any) -> Optional[str]:
    """The cliff in a headline's few words: '0.24 reads/insert now' once inserts read 0.1 page
    or more, else '0.5 reads/insert at ≈ 150,000 rows'; None when the model gives none. `n`: an
    IndexNumbers (SL101, SL102) or a TableEstimate (SL201): anything with `reads_per_insert` and
    `cliff_rows`."""
    if n is None:
        return None
    cliff = n.cliff_rows or {}
    if n.reads_per_insert is not None and n.reads_per_insert >= 0.1:
        return f"{n.reads_per_insert:.2f} reads/insert now"
    for level in ("0.5", "0.1"):
        if cliff.get(level) is not None:
            return f"{level} reads/insert at ≈ {approx_count(cliff[level])} rows"
    return None


def size_sentence(n: IndexNumbers, label: str) -> str:
    """The arithmetic of one index against the pool, with or without a row count."""
    pool_text = pool_words(n.pool_bytes, n.pool_source)
    if n.share_bytes is not None:
        pool_text += f" ({human_bytes(n.share_bytes)} of it left beside other tables' hot sets)"
    if n.rows is not None and n.size_bytes is not None:
        verdict = "fits" if n.size_bytes <= n.budget_bytes else "does not fit"
        text = (f"at {human_count(n.rows)} rows {label} ≈ {human_bytes(n.size_bytes)} "
                f"({n.record_bytes:.0f} B per entry, pages {n.fill_factor:.0%} full), depth {n.depth}, "
                f"against {pool_text}: {verdict}")
        if n.reads_per_insert is not None and n.reads_per_insert >= 0.01:
            text += f"; each insert reads ≈ {n.reads_per_insert:.2f} pages from disk"
        cliff = cliff_sentence(n)
        if cliff is not None:
            text += f"; {cliff}"
        return text
    cliff = cliff_sentence(n)
    if cliff is not None:
        return (f"no row count given: at {n.record_bytes:.0f} B per entry and pages {n.fill_factor:.0%} full, "
                f"against {pool_text} its {cliff}")
    return "no row count given: sizes omitted"
