"""When a table meets its first trouble as it grows, read off its estimate: the row count at
which its hot set outgrows its share of the buffer pool, the table passes the shard size (SL203,
250 GB unless `[rules.SL203] max-bytes` says otherwise), or an index's insert cliff arrives (when
the estimate carries `cliff_rows`). The HTML report sorts its tables by it.

A new B+tree level is not a trouble of its own: it costs little while the upper levels are
cached (Yisheng Gong, "Is 20M of rows still a valid soft limit of MySQL table in 2023?", 2023),
and what stops them being cached is the pool fit, which is here already.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Optional

from .units import size

DEFAULT_SHARD_BYTES = 250 * 10**9  # Vitess's suggested shard size, SL203's default


@dataclass(frozen=True)
class Trouble:
    """The first trouble a table meets as it grows: at `rows` rows, `what` happens."""

    rows: int
    what: str
    days: Optional[float]  # at the table's growth rate; 0: already; None: no growth rate known


def shard_bytes(config: Any) -> int:
    """SL203's limit as configured (`[rules.SL203] max-bytes`), else 250 GB."""
    from ..config import ConfigError, parse_bytes

    raw = config.option("SL203", "max-bytes", DEFAULT_SHARD_BYTES) if config is not None else DEFAULT_SHARD_BYTES
    try:
        return raw if isinstance(raw, int) else parse_bytes(raw, "rules.SL203.max-bytes")
    except ConfigError:
        return DEFAULT_SHARD_BYTES


def cliff_levels(value: Any) -> dict[str, int]:
    """The estimate's cliff row counts as {level: rows}: `cliff_rows` is either one row count
    or {"0.1": rows, "0.5": rows} (where page reads per insert reach 0.1 and 0.5; None: never)."""
    if value is None:
        return {}
    if isinstance(value, dict):
        return {str(level): int(rows) for level, rows in value.items() if rows is not None}
    return {"": int(value)}


def index_cliffs(t, ix) -> dict[str, int]:
    """cliff_levels of one index: the table's `index_cliff_rows(ix)` or the index's `cliff_rows`."""
    method = getattr(t, "index_cliff_rows", None)
    return cliff_levels(method(ix) if callable(method) else getattr(ix, "cliff_rows", None))


def index_reads(t, ix) -> Optional[float]:
    """Page reads per insert one index accounts for, when the estimate has them."""
    method = getattr(t, "index_reads_per_insert", None)
    return method(ix) if callable(method) else getattr(ix, "reads_per_insert", None)


def _cliff_words(level: str, subject: str) -> str:
    return f"{subject}{level} page reads per insert" if level else f"{subject}insert cliff"


def first_trouble(t, shard_limit: int = DEFAULT_SHARD_BYTES) -> Optional[Trouble]:
    """The smallest of those row counts for TableEstimate `t`; None when none comes below 10^15 rows."""
    candidates: list[tuple[int, str]] = []
    if t.rows_when_not_fitting is not None:
        candidates.append((t.rows_when_not_fitting, "hot set outgrows its pool share"))
    for ix in t.indexes:
        for level, rows in index_cliffs(t, ix).items():
            candidates.append((rows, _cliff_words(level, f"{ix.name}: ")))
    for level, rows in cliff_levels(getattr(t, "cliff_rows", None)).items():
        candidates.append((rows, _cliff_words(level, "")))
    if t.indexes and all(ix.shape is not None for ix in t.indexes):
        shard = t.rows_when_size_exceeds(shard_limit)
        if shard is not None:
            limit = "250 GB" if shard_limit == DEFAULT_SHARD_BYTES else size(shard_limit)
            candidates.append((shard, f"passes {limit} (shard size)"))
    if not candidates:
        return None
    rows, what = min(candidates, key=lambda c: c[0])
    return Trouble(rows, what, t.days_until(rows))


def urgency_key(t, trouble: Optional[Trouble]) -> tuple:
    """Already in trouble first (furthest past it first), then by days at the growth rate,
    then tables without a growth rate by how many times their rows must grow; none last."""
    if trouble is None:
        return (3, 0.0, t.table)
    headroom = trouble.rows / t.rows if t.rows else math.inf
    if headroom <= 1:
        return (0, headroom, t.table)
    if trouble.days is not None:
        return (1, trouble.days, t.table)
    return (2, headroom, t.table)
