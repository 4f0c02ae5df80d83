"""SL201 working-set-exceeds-buffer-pool: a table's hot set does not fit the buffer pool
left to it, or will stop fitting soon. Silent without a row count."""

from __future__ import annotations

import math
from typing import Iterator

from ..estimate import DOES_NOT_FIT
from ..estimate.units import count, days, size
from . import RuleContext, Violation, rule
from .sizing import cliff_short, cliff_steps, pool_phrase

DEFAULT_HORIZON_DAYS = 365  # warn ahead when growth-per-day says it stops fitting within this
NEAR_FACTOR = 2  # without a growth rate: advise when it stops fitting below 2x today's rows
GIB = 1024**3


@rule("SL201")
def working_set_exceeds_buffer_pool(ctx: RuleContext) -> Iterator[Violation]:
    estimates = ctx.estimates
    if estimates is None:
        return
    pool = estimates.server.buffer_pool_bytes
    horizon = float(ctx.option("SL201", "horizon-days", DEFAULT_HORIZON_DAYS))
    for t in estimates.tables:
        if not t.rows or t.fit is None or t.hot_bytes is None:
            continue
        hottest = max(t.indexes, key=lambda i: i.hot_bytes or 0)
        limit = t.rows_when_not_fitting
        others = pool - (t.pool_share_bytes or 0)
        hot_parts = ", ".join(f"{i.name} {size(i.hot_bytes)} ({i.insert_order})"
                              for i in sorted(t.indexes, key=lambda i: -(i.hot_bytes or 0)) if i.hot_bytes)
        evidence = {
            "rows": t.rows, "rows_source": t.rows_source, "size_bytes": t.size_bytes, "hot_bytes": t.hot_bytes,
            "buffer_pool_bytes": pool, "smaller_hot_sets_bytes": others, "pool_share_bytes": t.pool_share_bytes,
            "fit": t.fit, "rows_when_not_fitting": limit, "days_until_not_fitting": t.days_until_not_fitting,
            "hottest_index": hottest.name, "hottest_index_hot_bytes": hottest.hot_bytes,
            "hottest_index_insert_order": hottest.insert_order, "hot_set_rule": hottest.hot_rule,
        }
        needed = t.hot_bytes + others
        pool_words = (f"the buffer pool is {size(pool)}" + (f" and smaller hot sets of other tables take "
                      f"{size(others)}" if others > 0 else ""))
        fix = _fix(hottest, needed)
        random_leaves = [i for i in t.indexes if i.all_leaves_hot]
        if t.fit == DOES_NOT_FIT and not random_leaves:
            # only append-only indexes: their internal pages outgrew the pool, not their inserts
            message = (
                f"{t.table}: at {count(t.rows)} rows the internal pages of its append-only indexes take "
                f"{size(t.hot_bytes)} ({hot_parts}) but {pool_words}. Inserts still append in memory ({VITESS}: "
                f"an append-only table lost only 13 % of its insert rate when the pool went from 16 GB to "
                f"128 MB), but an uncached point lookup now pays a read per level that is not cached."
            )
            yield Violation(message, hottest.span or t.span, t.table, hottest.name, evidence, fix, severity="info",
                            headline=(f"{t.table}: internal pages {size(t.hot_bytes)} at {count(t.rows)} rows; "
                                      f"{pool_phrase(pool, None, t.pool_share_bytes, fits=False)}"))
            continue
        cliff = t.cliff_rows
        evidence.update(reads_per_insert=_rounded(t.reads_per_insert), cliff_rows=cliff)
        if t.fit == DOES_NOT_FIT:
            message = (
                f"{t.table}: at {count(t.rows)} rows its hot set is {size(t.hot_bytes)} ({hot_parts}) but "
                f"{pool_words}: it does not fit. " + _reads_now(t) + f" ({TELLIS}: 2,100 → 150 rows/s once the "
                f"table outgrew a 2.7 GB pool)." + _cliff_words(t, cliff) + f" The whole table is {size(t.size_bytes)}."
            )
            reads = cliff_short(t)
            yield Violation(message, hottest.span or t.span, t.table, hottest.name, evidence, fix,
                            headline=(f"{t.table}: hot set {size(t.hot_bytes)} at {count(t.rows)} rows, "
                                      f"{pool_phrase(pool, None, t.pool_share_bytes, fits=False)}"
                                      + (f"; {reads}" if reads else "")))
            continue
        if limit is None or not random_leaves:
            continue
        soon = (t.days_until_not_fitting is not None and t.days_until_not_fitting <= horizon) or (
            t.days_until_not_fitting is None and limit <= NEAR_FACTOR * t.rows)
        if not soon:
            continue
        message = (
            f"{t.table}: its hot set fits today ({size(t.hot_bytes)} at {count(t.rows)} rows; {pool_words}), "
            f"but not for long." + _cliff_words(t, cliff) + f" Past 0.5, one insert in two waits on a disk read "
            f"({TELLIS}: 2,100 → 150 rows/s). Hottest: {hot_parts}."
        )
        when = days(t.days_until_not_fitting)
        yield Violation(message, hottest.span or t.span, t.table, hottest.name, evidence,
                        _fix(hottest, t.hot_bytes_at(limit) + others), severity="info",
                        headline=(f"{t.table}: hot set {size(t.hot_bytes)} fits today; "
                                  f"{pool_phrase(pool, limit, t.pool_share_bytes)}" + (f", {when}" if when else "")))


TELLIS = 'Philip Tellis, "Scaling writes in MySQL", 2009'
VITESS = '"Why does Vitess recommend 250GB per MySQL server?", Vitess blog, 2019'


def _rounded(value):
    return None if value is None else round(value, 3)


def _reads_now(t) -> str:
    reads = t.reads_per_insert
    if reads is None or reads < 0.01:
        return "Inserts are about to wait on random disk reads"
    return f"Each insert now reads ≈ {reads:.2f} pages from disk"


def _cliff_words(t, cliff: dict) -> str:
    """' Page reads per insert reach 0.1 at ≈ 83,000 rows (passed) and 0.5 at ≈ 150,000 rows.'
    from the buffer-pool model; '' when it gives none."""
    steps = cliff_steps(cliff, t.rows, t.growth_per_day)
    return f" Page reads per insert reach {' and '.join(steps)}." if steps else ""


def _fix(index, needed: int) -> str:
    """Words: a bigger pool is a server setting (this finding reads the configured pool), and
    an append-only key is a change of the key's values, not a statement to paste."""
    pool = (f"raise innodb_buffer_pool_size to at least {math.ceil(needed / GIB)} GiB (SET GLOBAL "
            f"innodb_buffer_pool_size, and in the server's configuration; then `[server] buffer-pool` here)")
    if not index.all_leaves_hot:
        return pool[0].upper() + pool[1:] + "."
    return (f"Make {index.name} append-only (a time prefix, UUIDv7, an AUTO_INCREMENT id) so only its right "
            f"edge must stay cached; or {pool} for every hot set ({size(needed)}).")