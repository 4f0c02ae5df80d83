"""SL203 shard-size: a table (or a schema) beyond ~250 GB: backups, restores and new replicas
take hours. Silent without row counts."""

from __future__ import annotations

from typing import Iterator

from ..config import ConfigError, parse_bytes
from ..estimate.units import count, duration, size
from . import RuleContext, Violation, rule

DEFAULT_MAX_BYTES = 250 * 10**9  # the shard size the Vitess blog suggests (2019)
DEFAULT_LINK_GBPS = 10.0


def transfer_seconds(size_bytes: float, gbps: float) -> float:
    """Wire time to copy `size_bytes` at `gbps` gigabits per second (no compression, no overhead)."""
    return size_bytes * 8 / (gbps * 1e9)


@rule("SL203")
def shard_size(ctx: RuleContext) -> Iterator[Violation]:
    estimates = ctx.estimates
    if estimates is None:
        return
    raw = ctx.option("SL203", "max-bytes", DEFAULT_MAX_BYTES)
    try:
        limit = raw if isinstance(raw, int) else parse_bytes(raw, "rules.SL203.max-bytes")
    except ConfigError:
        limit = DEFAULT_MAX_BYTES
    link = float(ctx.option("SL203", "link-gbps", DEFAULT_LINK_GBPS))
    beyond = ("the 250 GB per shard Vitess suggests" if limit == DEFAULT_MAX_BYTES
              else f"the {_limit(limit)} set as [rules.SL203] max-bytes")

    def restore(size_bytes: float) -> str:
        return (f"copying it to a new replica takes ≥ {duration(transfer_seconds(size_bytes, 1))} at 1 Gbps and "
                f"≥ {duration(transfer_seconds(size_bytes, link))} at {link:g} Gbps (wire time alone; Vitess blog, “Why does Vitess recommend 250GB per MySQL server?”, 2019: "
                f"a 4 TB shard took 10-12 h to restore at 1 Gbps, 250 GB at 2.5 Gbps about 15 min)")

    def evidence(size_bytes: int, rows: int) -> dict:
        return {"size_bytes": size_bytes, "rows": rows, "max_bytes": limit, "link_gbps": link,
                "restore_seconds_1gbps": round(transfer_seconds(size_bytes, 1)),
                "restore_seconds_link": round(transfer_seconds(size_bytes, link))}

    by_schema: dict[str, list] = {}
    flagged_schemas: set[str] = set()
    for t in estimates.tables:
        if not t.rows or t.size_bytes is None:
            continue
        schema = t.table.rsplit(".", 1)[0] if "." in t.table else ""
        by_schema.setdefault(schema, []).append(t)
        if t.size_bytes <= limit:
            continue
        flagged_schemas.add(schema)
        ev = evidence(t.size_bytes, t.rows)
        ev["rows_source"] = t.rows_source
        message = (f"{t.table} is ≈ {size(t.size_bytes)} at {count(t.rows)} rows, beyond {beyond}: "
                   f"{restore(t.size_bytes)}. Split it (by tenant or by time) or "
                   f"archive old rows.")
        yield Violation(message, t.span, t.table, None, ev, headline=(
            f"{t.table}: ≈ {size(t.size_bytes)} at {count(t.rows)} rows, beyond {_limit(limit)} a shard; "
            f"a new replica ≥ {duration(transfer_seconds(t.size_bytes, 1))} at 1 Gbps"))
    for schema, tables in by_schema.items():
        total = sum(t.size_bytes for t in tables)
        if schema in flagged_schemas or total <= limit or len(tables) < 2:
            continue
        name = schema or "the default schema"
        ev = evidence(total, sum(t.rows for t in tables))
        ev["tables"] = len(tables)
        message = (f"{name} totals ≈ {size(total)} over {len(tables)} tables with row counts, beyond {beyond}: "
                   f"{restore(total)}.")
        biggest = max(tables, key=lambda t: t.size_bytes)
        yield Violation(message, biggest.span, biggest.table, None, ev, headline=(
            f"{name}: ≈ {size(total)} over {len(tables)} tables, beyond {_limit(limit)} a shard; "
            f"a new replica ≥ {duration(transfer_seconds(total, 1))} at 1 Gbps"))


def _limit(limit: int) -> str:
    if limit % 10**9 == 0:
        return f"{limit // 10**9:,} GB"
    return size(limit)
