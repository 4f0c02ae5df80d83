"""SL301 missing-time-partitioning: a big append-only time series that is not partitioned.

Rows arrive in time order and old rows leave by age. Unpartitioned, the retention job is a
`DELETE` that writes undo for every row and leaves half-empty pages; partitioned by RANGE on
the time column, retention is `ALTER TABLE … DROP PARTITION` (a file removed) and only the
newest one or two partitions need to be hot (Philip Tellis, "Scaling writes in MySQL", 2009:
2-hour partitions sustained ~8,500 rows/s to 350 M rows, where the single table had fallen to
150 rows/s).

A table is a time series on the evidence a DBA reads: an insert-time column inside the
PRIMARY KEY or a UNIQUE key (any position: `(site_id, ts, page_hash)` is one), an indexed
insert time in a table named like a log, or — on a table whose rows are not updated and that
no foreign key references — a column set at insert time by its DEFAULT or named so.

When the PRIMARY KEY leads with an entity (`(site_id, ts, …)`), SL102 would also report it:
partitioning by time is the fix for both, so this finding carries SL102's figures and SL102
stays silent on the table (one cause, one finding).

Severity: with a row count or a growth rate that makes the table bigger than the buffer pool
(or `min-size`), a warning; without either, its size is unknown, so the finding is info and says
at what row count the table passes that size — but only on strong evidence of a series (the
insert time in a unique key, a table named like a log, history, event, audit or trend with its
time indexed (statistics per interval and `his_` tables too), a time defaulted to the insert on
rows that never change), never on a name alone.
Silent on tables that are already partitioned, and on tables a row count says are small.
"""

from __future__ import annotations

import calendar
import datetime as dt
from dataclasses import dataclass
from typing import Iterator, Optional

from ..replay import insert_order
from ..config import ConfigError, parse_bytes
from ..judge.ddl import column_list, foreign_key_name, key_part_list, quote, sql_comment
from ..estimate.memo import column_order
from ..replay.insert_order import (SEQUENTIAL, TIME, UNKNOWN, column_type_text, is_log_table, is_time_column, name_word_tuple,
                                    name_words)
from ..model import Column, Index, Model, Table
from ..replay.namespace import local_name
from ..replay.references import IncomingForeignKeys, incoming_foreign_keys
from . import RuleContext, Violation, rule
from .sizing import (
    DAYS_PER_YEAR, bytes_per_row, human_bytes, human_count, pool_words, table_size_at,
)
from .grouped_key import UPDATED_WORDS, GroupedKey, grouped_key
from .sl302_partition_key_not_in_unique_key import missing_partition_columns

FUTURE_PARTITIONS = 3  # monthly or daily: the current period and the next two, then MAXVALUE
AVG_DAYS_PER_MONTH = 30.4
HOURS = (12, 8, 6, 4, 3, 2, 1)  # sub-day periods, longest first (each divides a day)
# A reading's time, when NOT NULL: `read_at`, `seen_at` of a sensor or a poller.
SAMPLE_WORDS = frozenset({"read", "seen", "polled", "scanned", "sampled", "measured"})
# A name that says "the time this row was written": created_at, logged, event_time, ts. A bare
# DATETIME `b` is an insert time to the estimator, but its name alone is no evidence of a series.
TIME_NAME_HEADS = frozenset({"time", "at", "ts", "timestamp", "datetime", "date", "on", "stamp"})
INSERT_NAME_WORDS = SAMPLE_WORDS | {
    "created", "inserted", "logged", "recorded", "received", "occurred", "happened", "captured",
    "observed", "collected", "ingested", "emitted", "arrived", "posted", "sent", "submitted",
}
CHANGE_WORDS = UPDATED_WORDS | {"edit", "edited", "edits", "revised", "revision"}
# A time defaulted to the insert but named for a plan or a window: `flight_start`, `valid_until`.
PLANNED_WORDS = frozenset({
    "start", "starts", "begin", "end", "ends", "expires", "expiry", "expiration", "due", "until", "valid",
    "scheduled", "next", "deadline", "effective", "since", "from", "to", "upcoming", "future", "planned",
})
# Columns whose value changes during a row's life: an order's status, a job's state.
STATE_HEADS = frozenset({"status", "state", "stage", "phase", "deleted", "archived", "processed"})
TELLIS = 'Philip Tellis, "Scaling writes in MySQL", 2009'


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class TimeSeries:
    """The insert-time column a table is a series on, and the evidence for it."""

    column: Column
    why: str  # "is part of the PRIMARY KEY (`site_id`, `ts`, `page_hash`)", "leads index idx_x", …
    kind: str  # unique_key | log_table_index | insert_default | insert_time_name


# Statistics taken per interval (`THROUGHPUT_STAT`, `topics_stats`) and the `his_`/`hist_` of a
# history kept per sample (`his_run_data`): with an index that leads with the insert time, a series
# as a log is; without one (`user_stats`: counters per user), nothing here calls it one.
SERIES_WORDS = frozenset({"stat", "stats", "statistic", "statistics", "his", "hist"})


def _named_like_series(table: Table, model: Optional[Model] = None) -> bool:
    return is_log_table(table, model) or bool(set(name_words(local_name(model, table))) & SERIES_WORDS)


def _is_insert_time(col: Column, table: Table, hints) -> bool:
    if not is_time_column(col) or col.on_update:
        return False
    order = column_order(col, table, hints)
    if order.kind == SEQUENTIAL and order.category == TIME:
        return True
    words = set(name_words(col.name))
    return not col.nullable and bool(words & SAMPLE_WORDS) and "last" not in words


def _insert_default(col: Column) -> bool:
    default = (col.default or "").upper()
    return any(f in default for f in ("CURRENT_TIMESTAMP", "NOW(", "UNIX_TIMESTAMP(", "LOCALTIMESTAMP"))


def _updated(table: Table) -> bool:
    """A column that records changes: ON UPDATE …, updated_at, modified, post_edit_time."""
    return any(c.on_update or not CHANGE_WORDS.isdisjoint(name_word_tuple(c.name)) for c in table.columns)


def _append_mostly(table: Table, series: Column) -> bool:
    """Nothing says rows change after insert: no update time, no status or state column, no
    other time that is left NULL to be set later (deleted_at, paid_at, read_at)."""
    if _updated(table):
        return False
    for c in table.columns:
        words = name_words(c.name)
        if words and words[-1] in STATE_HEADS:
            return False
        if c is not series and c.nullable and is_time_column(c):
            return False
    return True


def _key_label(index: Index) -> str:
    return (f"PRIMARY KEY ({column_list(index.columns)})" if index.is_primary
            else f"UNIQUE {index.name} ({column_list(index.columns)})")


def find_time_series(table: Table, hints, referenced: bool, model: Optional[Model] = None) -> Optional[TimeSeries]:
    """The strongest evidence that `table` is a time series, or None; with the model, its name is
    read without the schema's namespace prefix."""
    times = {c.name.lower(): c for c in table.columns if _is_insert_time(c, table, hints)}
    if not times:
        return None
    ordered = sorted(table.indexes, key=lambda i: not i.is_primary)
    updated = _updated(table)
    for index in ordered if not updated else ():  # the time is part of what identifies a row
        if not index.is_unique:
            continue
        for part in index.parts:
            col = None if part.expression or part.prefix else times.get(part.column.lower())
            if col is not None:
                return TimeSeries(col, f"is part of the {_key_label(index)}", "unique_key")
    if _named_like_series(table, model):  # named like a log or a statistic, with an index that leads with the time
        for index in ordered:
            lead = index.parts[0] if index.parts else None
            col = None if lead is None or lead.expression else times.get(lead.column.lower())
            if col is not None:
                return TimeSeries(col, f"leads index {index.name}, in a table named like a log or a series of "
                                  f"statistics", "log_table_index")
    if referenced or updated or not _surrogate_or_no_key(table, hints):
        return None  # rows others point at, rows that change, or a relation keyed by what it relates
    by_default = [c for c in times.values() if _insert_default(c) and not set(name_words(c.name)) & PLANNED_WORDS
                  and _append_mostly(table, c)]
    if by_default:
        col = by_default[0]
        return TimeSeries(col, f"set at insert by DEFAULT {col.default}, and nothing says rows change later",
                          "insert_default")
    named = [c for c in times.values() if _named_like_insert_time(c) and _append_mostly(table, c)]
    if not named:
        return None
    indexed = {i.parts[0].column.lower() for i in table.indexes if i.parts and not i.parts[0].expression}
    col = next((c for c in named if c.name.lower() in indexed), named[0])
    return TimeSeries(col, "is named like an insert time, and nothing says rows change later", "insert_time_name")


def _surrogate_or_no_key(table: Table, hints) -> bool:
    """Rows identified by an AUTO_INCREMENT (or other growing) id, or by nothing: one row per event.
    A natural key without the time — (user_id, item_id), a UNIQUE email — makes the table a
    relation or an entity."""
    if any(i.is_unique and not i.is_primary for i in table.indexes):
        return False
    pk = table.primary_key
    if pk is None:
        return True
    if len(pk.parts) != 1 or pk.parts[0].expression:
        return False
    col = table.column(pk.parts[0].column)
    return col is not None and column_order(col, table, hints).kind == SEQUENTIAL


def _named_like_insert_time(col: Column) -> bool:
    words = name_words(col.name)
    return bool(words) and (words[-1] in TIME_NAME_HEADS or bool(set(words) & INSERT_NAME_WORDS))


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class Assessment:
    """A table SL301 reports: the series, and the sizes that make it big."""

    series: TimeSeries
    rows: Optional[int]
    growth: Optional[int]
    size_now: Optional[int]
    size_future: Optional[int]
    threshold: int
    threshold_words: str
    horizon: int
    rows_at_threshold: Optional[int] = None  # without a row count: where the table passes the threshold

    @property
    def unsized(self) -> bool:
        return self.rows is None and not self.growth


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


_ASSESSED = "_sl301_assessed"  # a RuleContext's attribute: id(table) → (table, assess's answer)


def assess(ctx: RuleContext, table: Table, incoming: Optional[IncomingForeignKeys] = None) -> Optional[Assessment]:
    """Whether SL301 reports `table` (also asked by SL025, SL102 and SL103, which then word
    their findings accordingly): answered once per table and context (the answer reads only
    the context and the table; the rules that ask run in one process, lint.RULES_BESIDE)."""
    kept = ctx.__dict__.get(_ASSESSED)
    if kept is None:
        kept = ctx.__dict__[_ASSESSED] = {}
    known = kept.get(id(table))
    if known is not None and known[0] is table:
        return known[1]
    found = _assess(ctx, table, incoming)
    kept[id(table)] = (table, found)  # (the table kept with it: its id stays its own)
    return found


def _assess(ctx: RuleContext, table: Table, incoming: Optional[IncomingForeignKeys]) -> Optional[Assessment]:
    if table.temporary or table.partitioning is not None:
        return None
    hints = ctx.config.hints_for(table.qualified_name)
    rows, growth = hints.rows, hints.growth_per_day
    referenced = bool((incoming or incoming_foreign_keys(ctx.model)).of(table))
    series = find_time_series(table, hints, referenced, ctx.model)
    if series is None:
        return None
    horizon = int(ctx.option("SL301", "horizon-days", DAYS_PER_YEAR))
    threshold, threshold_words = _threshold(ctx)
    if rows is None and not growth:  # no size given: info, on strong evidence of a series only
        if series.kind == "insert_time_name" and not is_log_table(table, ctx.model):
            return None
        per_row = bytes_per_row(ctx, table)
        at = int(threshold / per_row) if per_row else None
        return Assessment(series, None, None, None, None, threshold, threshold_words, horizon, at)
    size_now = table_size_at(ctx, table, rows) if rows else None
    size_future = table_size_at(ctx, table, (rows or 0) + (growth or 0) * horizon) if growth else None
    biggest = max(s for s in (size_now, size_future, 0) if s is not None)
    if biggest <= threshold:
        return None
    return Assessment(series, rows, growth, size_now, size_future, threshold, threshold_words, horizon)


# -- the partitioning ------------------------------------------------------------------------------

@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class Period:
    """How long one partition spans, and why (in words for the message)."""

    unit: str  # month | day | hour
    hours: int  # for "hour": hours per partition
    words: str  # "monthly partitions (one ≈ 1.2 GB at 500 k rows/day, …)"
    note: str = ""


def choose_period(col: Column, growth: Optional[int], per_row: Optional[float], budget: float) -> Period:
    """The longest period whose partition is at most `budget` (half the pool: the partition being
    written and the previous one stay hot): a month, a day, or 12…1 hours."""
    if not (growth and per_row):
        return Period("month", 0, "monthly partitions (no growth-per-day given: set it to size the partitions)")
    day_bytes = growth * per_row
    rate = f"at {human_count(growth)} rows/day, so the newest two fit the pool"
    if day_bytes * AVG_DAYS_PER_MONTH <= budget:
        return Period("month", 0, f"monthly partitions (one ≈ {human_bytes(day_bytes * AVG_DAYS_PER_MONTH)} {rate})")
    if day_bytes <= budget:
        return Period("day", 0, f"daily partitions (one ≈ {human_bytes(day_bytes)} {rate})")
    if col.data_type == "DATE":
        return Period("day", 0, f"daily partitions (one ≈ {human_bytes(day_bytes)} at {human_count(growth)} rows/day)",
                      " Even one day is more than half the pool, and a DATE cannot split a day: store the time "
                      "(DATETIME) to partition by hours, or give the pool more memory.")
    hours = next((h for h in HOURS if day_bytes * h / 24 <= budget), 1)
    note = "" if day_bytes / 24 <= budget else " Even one hour is more than half the pool: give it more memory."
    return Period("hour", hours, f"{hours}-hour partitions (one ≈ {human_bytes(day_bytes * hours / 24)} {rate}; "
                                 f"one day ≈ {human_bytes(day_bytes)}; {TELLIS}, used 2-hour partitions)", note)


def _month_start(day: dt.date, months_ahead: int = 0) -> dt.datetime:
    month0 = day.month - 1 + months_ahead
    return dt.datetime(day.year + month0 // 12, month0 % 12 + 1, 1)


def boundaries(start: dt.date, period: Period) -> list[dt.datetime]:
    """Upper bounds: the start of the current period, then the next ones (three months or days,
    or one day of hours)."""
    if period.unit == "month":
        return [_month_start(start, k) for k in range(FUTURE_PARTITIONS + 1)]
    midnight = dt.datetime(start.year, start.month, start.day)
    if period.unit == "day":
        return [midnight + dt.timedelta(days=k) for k in range(FUTURE_PARTITIONS + 1)]
    return [midnight + dt.timedelta(hours=k * period.hours) for k in range(24 // period.hours + 1)]


def _literal(moment: dt.datetime) -> str:
    return moment.strftime("%Y-%m-%d") if moment.time() == dt.time() else moment.strftime("%Y-%m-%d %H:%M:%S")


def partition_clause(col: Column, bounds: list[dt.datetime], period: Period) -> str:
    """`PARTITION BY RANGE …` for the column's type: RANGE COLUMNS for DATE/DATETIME, the
    UNIX_TIMESTAMP() of a TIMESTAMP (RANGE COLUMNS refuses TIMESTAMP), epoch numbers for an INT."""
    name = quote(col.name)
    millis = bool({"ms", "millis", "milliseconds"} & set(name_words(col.name)))
    if col.data_type in ("DATE", "DATETIME"):
        head, value = f"RANGE COLUMNS({name})", (lambda d: f"'{_literal(d)}'")
    elif col.data_type == "TIMESTAMP":
        head, value = f"RANGE (UNIX_TIMESTAMP({name}))", (lambda d: f"UNIX_TIMESTAMP('{d:%Y-%m-%d %H:%M:%S}')")
    else:
        head, value = f"RANGE ({name})", (lambda d: str(calendar.timegm(d.timetuple()) * (1000 if millis else 1)))
    label = {"month": "p%Y%m", "day": "p%Y%m%d", "hour": "p%Y%m%d%H"}[period.unit]
    lines = [f"  PARTITION p_before_{bounds[0]:%Y%m%d} VALUES LESS THAN ({value(bounds[0])}),"]
    for lower, upper in zip(bounds, bounds[1:]):
        lines.append(f"  PARTITION {lower.strftime(label)} VALUES LESS THAN ({value(upper)}),")
    lines.append("  PARTITION pmax VALUES LESS THAN (MAXVALUE)")
    return f"PARTITION BY {head} (\n" + "\n".join(lines) + "\n)"


def _key_changes(table: Table, col: Column) -> tuple[list[str], list[str]]:
    """(ALTER clauses that add the time column to every unique key, the keys' labels)."""
    clauses, labels = [], []
    for index in table.indexes:
        if not index.is_unique or not missing_partition_columns(index, [col.name]):
            continue
        cols = key_part_list(index.parts, [col.name])
        if index.is_primary:
            clauses.append(f"DROP PRIMARY KEY, ADD PRIMARY KEY ({cols})")
        else:
            clauses.append(f"DROP INDEX {quote(index.name)}, ADD UNIQUE KEY {quote(index.name)} ({cols})")
        labels.append(_key_label(index))
    return clauses, labels


def _start_date(ctx: RuleContext) -> dt.date:
    value = ctx.option("SL301", "start", None)
    if value:
        try:
            return dt.date.fromisoformat(str(value))
        except ValueError:
            pass
    return dt.date.today()


def _folded_sl102(col: Column, pk: Index, g: GroupedKey, named: bool) -> str:
    """SL102's figures for an entity-first key, and why partitioning by time answers it too."""
    subject = "That key" if named else f"Its PRIMARY KEY ({column_list(pk.columns)})"
    return (f" {subject} leads with {g.lead} (SL102, folded in here): rows land at one insertion point per "
            f"{g.lead} value; {g.active_words()}. {g.size_words()}. Partitioned by {col.name}, only the "
            f"newest partition's tree takes inserts and it holds one period's rows, so the {g.lead}-first key can "
            f"stay and reads by {g.lead} keep their locality within each partition.")


_STRING_KEY_TYPES = frozenset({"CHAR", "VARCHAR", "BINARY", "VARBINARY"})


def _random_event_id(ctx: RuleContext, table: Table) -> Optional[Column]:
    """The PRIMARY KEY column of a table of events when it is the event's own string id: not a
    counter, not a time, not a reference to something else (`user_id`), so it is generated per event
    by whoever writes the row, and a generated string id is random unless its order says otherwise."""
    pk = table.primary_key
    if pk is None or len(pk.parts) != 1 or pk.parts[0].expression or not is_log_table(table, ctx.model):
        return None
    column = table.column(pk.parts[0].column)
    if column is None or column.data_type not in _STRING_KEY_TYPES or column.auto_increment:
        return None
    if name_words(column.name) not in (["id"], ["uuid"], ["guid"], ["event", "id"]):
        return None
    # (unmemoised: the memo's key leaves out the table, whose other columns decide here)
    order = insert_order.column_order(column, table, ctx.config.hints_for(table.qualified_name))
    return column if order.kind == UNKNOWN else None  # (a type that says random is SL102's own finding)


@rule("SL301")
def missing_time_partitioning(ctx: RuleContext) -> Iterator[Violation]:
    pool_bytes = ctx.config.server.buffer_pool_bytes
    references = incoming_foreign_keys(ctx.model)
    for table in ctx.model.tables():
        found = assess(ctx, table, references)
        if found is None:
            continue
        series, rows, growth = found.series, found.rows, found.growth
        col = series.column
        per_row = bytes_per_row(ctx, table)
        period = choose_period(col, growth, per_row, pool_bytes / 2)
        bounds = boundaries(_start_date(ctx), period)
        clause = partition_clause(col, bounds, period)
        key_clauses, key_labels = _key_changes(table, col)
        own_fks = list(table.foreign_keys)
        incoming = references.labels(table)
        pk = table.primary_key
        grouped = None
        if pk is not None and len(pk.parts) > 1 and not pk.parts[0].expression:
            grouped = grouped_key(ctx, table, pk)
        why = f"{col.name} {column_type_text(col)} {series.why}"
        sizes = []
        if found.size_now is not None:
            sizes.append(f"≈ {human_bytes(found.size_now)} at {human_count(rows)} rows")
        if found.size_future is not None:
            sizes.append(f"≈ {human_bytes(found.size_future)} after {found.horizon} days at "
                         f"{human_count(growth)} rows/day")
        breaks = []
        if key_labels:
            breaks.append(f"{col.name} must join {', '.join(key_labels)} (every unique key must hold the "
                          f"partitioning column, SL302)")
        if own_fks or incoming:
            names = [fk.name or f"({', '.join(fk.columns)})" for fk in own_fks] + [f"{x} (incoming)" for x in incoming]
            breaks.append(f"foreign keys {', '.join(names)} must go: partitioned InnoDB tables cannot have or be "
                          f"the target of foreign keys")
        breaks_text = (" Partitioning needs: " + "; ".join(breaks) + ".") if breaks else ""
        keeps = ""
        if not key_labels and pk is not None:
            keeps = f" The {_key_label(pk)} already contains {col.name}, so partitioning on it needs no key change."
        folded = _folded_sl102(col, pk, grouped, bool(keeps)) if grouped is not None else ""
        event_id = _random_event_id(ctx, table) if grouped is None else None
        if event_id is not None:
            folded = (f" Its PRIMARY KEY ({quote(event_id.name)} {column_type_text(event_id)}) is a string id made "
                      f"per event by whoever writes it (a UUID, not a counter): each insert lands at a random leaf "
                      f"of the clustered tree and copies the key into every secondary index (SL102, folded in "
                      f"here). Partitioned by {col.name}, only the newest partition's tree takes inserts; an "
                      f"AUTO_INCREMENT or time-ordered id (UUIDv7, ULID in BINARY(16)) keeps them at the end.")
        t = quote(table.name)
        if found.unsized:
            passes = (f"; at ≈ {per_row:,.0f} B per row it passes {found.threshold_words} at ≈ "
                      f"{human_count(found.rows_at_threshold)} rows" if found.rows_at_threshold else "")
            big = (f"and it only grows with time. No row count or growth rate is given, so its size is unknown"
                   f"{passes}: info until `[tables.{table.name}] rows` or `growth-per-day` says how big it is")
        else:
            big = f"and big: {'; '.join(sizes)}, against {found.threshold_words}"
        message = (
            f"{table.qualified_name} is an append-only time series ({why}), not partitioned, {big}. "
            f"Partition it BY RANGE on {col.name} with "
            f"{period.words}, and retire old rows with ALTER TABLE … DROP PARTITION (a file removed) instead of "
            f"DELETE (undo for every row, half-empty pages).{period.note}{keeps}{breaks_text}{folded}"
        )
        statements = []
        # every foreign key goes, an unnamed one by the name the server gave it (`<table>_ibfk_<n>`):
        # one left behind makes the PARTITION BY fail (MariaDB 1217, MySQL 1506)
        for child, fk in references.of(table):
            statements.append(f"ALTER TABLE {quote(child.name)} DROP FOREIGN KEY "
                              f"{quote(foreign_key_name(child.name, child.foreign_keys, fk))};")
        alter = [f"DROP FOREIGN KEY {quote(foreign_key_name(table.name, own_fks, fk))}" for fk in own_fks] + key_clauses
        if alter:
            statements.append(f"ALTER TABLE {t} " + ", ".join(alter) + ";")
        statements.append(f"ALTER TABLE {t} {clause};")
        statements.append(sql_comment(f"retention: ALTER TABLE {t} DROP PARTITION p_before_{bounds[0]:%Y%m%d}, …;  "
                                      f"each period: ALTER TABLE {t} REORGANIZE PARTITION pmax INTO (PARTITION … "
                                      f"VALUES LESS THAN (…), PARTITION pmax VALUES LESS THAN (MAXVALUE));"))
        pool = " pool" if "min-size" not in found.threshold_words else ""
        if found.unsized:
            figure = (f"passes {human_bytes(found.threshold)}{pool} at ≈ {human_count(found.rows_at_threshold)} rows "
                      f"(no row count given)" if found.rows_at_threshold else "no row count given")
        elif found.size_now is not None and (found.size_now > found.threshold or found.size_future is None):
            figure = f"≈ {human_bytes(found.size_now)} at {human_count(rows)} rows vs {human_bytes(found.threshold)}{pool}"
        else:
            figure = f"≈ {human_bytes(found.size_future)} in {found.horizon} days vs {human_bytes(found.threshold)}{pool}"
        headline = f"{table.name}: time series on {col.name}, not partitioned; {figure}"
        evidence = {"time_column": col.name, "time_column_type": column_type_text(col),
                    "time_column_role": series.why, "time_series_evidence": series.kind,
                    "rows": rows, "growth_per_day": growth, "size_bytes": found.size_now,
                    "size_bytes_after_horizon": found.size_future, "horizon_days": found.horizon,
                    "threshold_bytes": found.threshold, "bytes_per_row": round(per_row, 1) if per_row else None,
                    "partition_period": period.unit, "partition_hours": period.hours or None,
                    "keys_needing_time_column": key_labels, "key_change_needed": bool(key_labels),
                    "foreign_keys_to_drop": [fk.name for fk in own_fks], "incoming_foreign_keys": incoming}
        if grouped is not None:
            evidence["also"] = {"SL102": grouped.evidence(pk)}  # (the shape of the fold stage's `also`)
        elif event_id is not None:
            evidence["random_event_id"] = event_id.name
        if found.unsized:
            evidence["rows_at_threshold"] = found.rows_at_threshold
        fix = "\n".join(statements)
        if key_clauses and col.nullable:
            # a NULL time fails the key change on existing rows: words
            why_words = (f"{col.name} is NULL-able: give every row a time and make it NOT NULL before it joins "
                         f"the keys")
            fix = (f"Partition {table.name} BY RANGE on {col.name} ({period.words}) once {why_words}; the "
                   f"statements, for reference:\n" + "\n".join("-- " + line for s in statements
                                                                  for line in s.splitlines()))
        yield Violation(message=message, span=table.span, table=table.qualified_name, evidence=evidence,
                        fix=fix, headline=headline, severity="info" if found.unsized else None)
