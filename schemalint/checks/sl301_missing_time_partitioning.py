"""SL301 missing-time-partitioning: a big append-only time series that is not partitioned.

Rows arrive in time order and old rows leave by age. Unpartitioned, the retention job is a
`DELETE` that writes undo for every row and leaves half-empty pages; partitioned by RANGE on
the time column, retention is `ALTER TABLE … DROP PARTITION` (a file removed) and only the
newest one or two partitions need to be hot (Philip Tellis, "Scaling writes in MySQL", 2009:
2-hour partitions sustained ~8,500 rows/s to 350 M rows, where the single table had fallen to
150 rows/s).

Silent without a row count or growth rate, and on tables that are already partitioned.
"""

from __future__ import annotations

import calendar
import datetime as dt
from dataclasses import dataclass
from typing import Iterator, Optional

from ..config import ConfigError, parse_bytes
from ..ddl import column_list, quote
from ..estimate.memo import column_order
from ..insert_order import SEQUENTIAL, column_type_text, is_log_table, is_time_column, name_words
from ..model import Column, Table
from ..references import IncomingForeignKeys
from . import RuleContext, Violation, rule
from .sizing import (
    DAYS_PER_YEAR, bytes_per_row, human_bytes, human_count, pool_words, table_size_at,
)
from .sl302_partition_key_not_in_unique_key import missing_partition_columns

FUTURE_PARTITIONS = 3  # the current period and the next two, then MAXVALUE
AVG_DAYS_PER_MONTH = 30.4


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class TimeColumn:
    """An insert-time column and the index it leads."""

    column: Column
    where: str  # "leads the PRIMARY KEY" | "leads index idx_x"


def find_time_column(table: Table, hints) -> Optional[TimeColumn]:
    """An insert-time column that leads the PRIMARY KEY or an index (first match wins)."""
    ordered = sorted(table.indexes, key=lambda i: not i.is_primary)
    for index in ordered:
        if not index.parts or index.parts[0].expression:
            continue
        col = table.column(index.parts[0].column)
        if col is None or not is_time_column(col):
            continue
        if column_order(col, table, hints).kind != SEQUENTIAL:
            continue
        where = "leads the PRIMARY KEY" if index.is_primary else f"leads index {index.name}"
        return TimeColumn(col, where)
    return None


def _month_start(day: dt.date, months_ahead: int = 0) -> dt.date:
    month0 = day.month - 1 + months_ahead
    return dt.date(day.year + month0 // 12, month0 % 12 + 1, 1)


def boundaries(start: dt.date, monthly: bool, count: int) -> list[dt.date]:
    """Upper bounds: the start of the current period, then `count` more periods."""
    if monthly:
        return [_month_start(start, k) for k in range(count + 1)]
    return [start + dt.timedelta(days=k) for k in range(count + 1)]


def _epoch(day: dt.date) -> int:
    return calendar.timegm(day.timetuple())


def partition_clause(col: Column, bounds: list[dt.date], monthly: bool) -> str:
    """`PARTITION BY RANGE …` for the column's type: RANGE COLUMNS for DATE/DATETIME, the
    UNIX_TIMESTAMP() of a TIMESTAMP (RANGE COLUMNS refuses TIMESTAMP), epoch numbers for an INT."""
    name = quote(col.name)
    millis = bool({"ms", "millis", "milliseconds"} & set(name_words(col.name)))
    if col.data_type in ("DATE", "DATETIME"):
        head, value = f"RANGE COLUMNS({name})", (lambda d: f"'{d.isoformat()}'")
    elif col.data_type == "TIMESTAMP":
        head, value = f"RANGE (UNIX_TIMESTAMP({name}))", (lambda d: f"UNIX_TIMESTAMP('{d.isoformat()} 00:00:00')")
    else:
        head, value = f"RANGE ({name})", (lambda d: str(_epoch(d) * (1000 if millis else 1)))

    def label(d: dt.date) -> str:
        return f"p{d:%Y%m}" if monthly else f"p{d:%Y%m%d}"

    lines = [f"  PARTITION p_before_{bounds[0]:%Y%m%d} VALUES LESS THAN ({value(bounds[0])}),"]
    for lower, upper in zip(bounds, bounds[1:]):
        lines.append(f"  PARTITION {label(lower)} VALUES LESS THAN ({value(upper)}),")
    lines.append("  PARTITION pmax VALUES LESS THAN (MAXVALUE)")
    return f"PARTITION BY {head} (\n" + "\n".join(lines) + "\n)"


def _key_changes(table: Table, col: Column) -> tuple[list[str], list[str]]:
    """(ALTER clauses that add the time column to every unique key, the keys' labels)."""
    clauses, labels = [], []
    for index in table.indexes:
        if not index.is_unique or not missing_partition_columns(index, [col.name]):
            continue
        cols = column_list([*index.columns, col.name])
        if index.is_primary:
            clauses.append(f"DROP PRIMARY KEY, ADD PRIMARY KEY ({cols})")
            labels.append(f"PRIMARY KEY ({column_list(index.columns)})")
        else:
            clauses.append(f"DROP INDEX {quote(index.name)}, ADD UNIQUE KEY {quote(index.name)} ({cols})")
            labels.append(f"UNIQUE {index.name} ({column_list(index.columns)})")
    return clauses, labels


def _start_date(ctx: RuleContext) -> dt.date:
    value = ctx.option("SL301", "start", None)
    if value:
        try:
            return dt.date.fromisoformat(str(value))
        except ValueError:
            pass
    return dt.date.today()


def _threshold(ctx: RuleContext) -> tuple[int, str]:
    value = ctx.option("SL301", "min-size", None)
    pool_bytes, source = ctx.config.server.buffer_pool_bytes, ctx.config.server.buffer_pool_source
    if value is not None:
        try:
            size = parse_bytes(value, "rules.SL301.min-size")
            return size, f"the configured {human_bytes(size)} (rules.SL301 min-size)"
        except ConfigError:
            pass
    return pool_bytes, pool_words(pool_bytes, source)


@rule("SL301")
def missing_time_partitioning(ctx: RuleContext) -> Iterator[Violation]:
    horizon = int(ctx.option("SL301", "horizon-days", DAYS_PER_YEAR))
    threshold, threshold_words = _threshold(ctx)
    pool_bytes = ctx.config.server.buffer_pool_bytes
    references = IncomingForeignKeys(ctx.model)
    for table in ctx.model.tables():
        if table.temporary or table.partitioning is not None:
            continue
        hints = ctx.config.hints_for(table.qualified_name)
        rows, growth = hints.rows, hints.growth_per_day
        if rows is None and not growth:
            continue  # silent without size information
        found = find_time_column(table, hints)
        if found is None:
            continue
        if not (is_log_table(table) or found.where == "leads the PRIMARY KEY"):
            continue
        now_rows = rows or 0
        future_rows = now_rows + (growth or 0) * horizon
        size_now = table_size_at(ctx, table, now_rows) if rows else None
        size_future = table_size_at(ctx, table, future_rows) if growth else None
        biggest = max(s for s in (size_now, size_future, 0) if s is not None)
        if biggest <= threshold:
            continue
        col = found.column
        per_row = bytes_per_row(ctx, table)
        budget = pool_bytes / 2  # the partition being written and the previous one stay hot
        note = ""
        if growth and per_row:
            day_bytes = growth * per_row
            monthly = day_bytes * AVG_DAYS_PER_MONTH <= budget
            period_bytes = day_bytes * (AVG_DAYS_PER_MONTH if monthly else 1)
            period = f"{'monthly' if monthly else 'daily'} partitions (one ≈ {human_bytes(period_bytes)} at " \
                     f"{human_count(growth)} rows/day, so the newest two fit the pool)"
            if not monthly and day_bytes > budget:
                period = f"daily partitions (one ≈ {human_bytes(day_bytes)} at {human_count(growth)} rows/day)"
                note = (" Even one day is more than half the pool: use hourly ranges (Philip Tellis, “Scaling "
                        "writes in MySQL”, 2009, used 2-hour partitions) or a bigger pool.")
        else:
            monthly = True
            period = "monthly partitions (no growth-per-day given: set it to size the partitions)"
        bounds = boundaries(_start_date(ctx), monthly, FUTURE_PARTITIONS)
        clause = partition_clause(col, bounds, monthly)
        key_clauses, key_labels = _key_changes(table, col)
        own_fks = list(table.foreign_keys)
        incoming = references.labels(table)
        why = f"{col.name} {column_type_text(col)} {found.where}" + (", and its name" if is_log_table(table) else "")
        sizes = []
        if size_now is not None:
            sizes.append(f"≈ {human_bytes(size_now)} at {human_count(rows)} rows")
        if size_future is not None:
            sizes.append(f"≈ {human_bytes(size_future)} after {horizon} days at {human_count(growth)} rows/day")
        breaks = []
        if key_labels:
            breaks.append(f"{col.name} must join {', '.join(key_labels)} (every unique key must hold the "
                          f"partitioning column, SL302)")
        if own_fks or incoming:
            names = [fk.name or f"({', '.join(fk.columns)})" for fk in own_fks] + [f"{x} (incoming)" for x in incoming]
            breaks.append(f"foreign keys {', '.join(names)} must go: partitioned InnoDB tables cannot have or be "
                          f"the target of foreign keys")
        breaks_text = (" Partitioning needs: " + "; ".join(breaks) + ".") if breaks else ""
        t = quote(table.name)
        message = (
            f"{table.qualified_name} is an append-only time series ({why}), not partitioned, and big: "
            f"{'; '.join(sizes)}, against "
            f"{threshold_words}. Partition it BY RANGE on {col.name} with {period}, and retire old rows with "
            f"ALTER TABLE … DROP PARTITION (a file removed) instead of DELETE (undo for every row, half-empty "
            f"pages).{note}{breaks_text}"
        )
        statements = []
        alter = [f"DROP FOREIGN KEY {quote(fk.name)}" for fk in own_fks if fk.name] + key_clauses
        if alter:
            statements.append(f"ALTER TABLE {t} " + ", ".join(alter) + ";")
        if incoming:
            statements.append(f"-- first drop the foreign keys that reference it: {', '.join(incoming)}")
        statements.append(f"ALTER TABLE {t} {clause};")
        statements.append(f"-- retention: ALTER TABLE {t} DROP PARTITION p_before_{bounds[0]:%Y%m%d}, …;  "
                          f"each period: ALTER TABLE {t} REORGANIZE PARTITION pmax INTO (PARTITION … "
                          f"VALUES LESS THAN (…), PARTITION pmax VALUES LESS THAN (MAXVALUE));")
        yield Violation(
            message=message, span=table.span, table=table.qualified_name,
            evidence={"time_column": col.name, "time_column_type": column_type_text(col),
                      "time_column_role": found.where,
                      "rows": rows, "growth_per_day": growth, "size_bytes": size_now,
                      "size_bytes_after_horizon": size_future, "horizon_days": horizon,
                      "threshold_bytes": threshold, "bytes_per_row": round(per_row, 1) if per_row else None,
                      "partition_period": "month" if monthly else "day", "keys_needing_time_column": key_labels,
                      "foreign_keys_to_drop": [fk.name for fk in own_fks], "incoming_foreign_keys": incoming},
            fix="\n".join(statements),
        )

