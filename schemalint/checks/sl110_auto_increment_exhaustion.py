"""SL110 auto-increment-exhaustion: the server's AUTO_INCREMENT counter against the column
type's maximum, and the days left at the rate ids are being used.

Server data only (live mode or a stats snapshot): the counter is the server's, not a
`AUTO_INCREMENT=` table option in a dump. SL026 judges the *type* from DDL and projected
growth; this rule judges how far the real counter has gone. The rate is `growth-per-day`
from `[tables.NAME]` when given, else the average since the table's CREATE_TIME (a table
rebuilt by ALTER TABLE restarts that clock, which makes the rate — and the alarm — higher).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Iterator, Optional

from ..judge.ddl import quote
from ..model import Column, Table
from . import RuleContext, Violation, rule
from .sizing import human_count, human_days
from .sl026_auto_increment_type import type_max

DEFAULTS = {"warn-fraction": 0.5, "error-fraction": 0.85, "warn-days": 365, "error-days": 90}


def _parse_time(text: Optional[str]) -> Optional[datetime]:
    if not text:
        return None
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")).replace(tzinfo=None)
    except ValueError:
        return None


def id_rate(ctx: RuleContext, table: Table, used: int, created: Optional[str],
            taken: Optional[str]) -> tuple[Optional[float], str]:
    """Ids per day and where that figure comes from."""
    hints = ctx.config.hints_for(table.qualified_name)
    if hints.growth_per_day:
        return float(hints.growth_per_day), "growth-per-day from the configuration"
    start, end = _parse_time(created), _parse_time(taken) or datetime.now()
    if start is not None and used > 0:
        days = (end - start).total_seconds() / 86400
        if days >= 1:
            return used / days, f"average since CREATE_TIME {start:%Y-%m-%d} ({days:,.0f} days)"
    return None, "unknown (no growth-per-day, table younger than a day or no CREATE_TIME)"


def widen(table: Table, col: Column) -> Optional[str]:
    if col.data_type == "BIGINT" and col.unsigned:
        return None  # nothing wider: the rows need a new key
    return (f"ALTER TABLE {quote(table.name)} MODIFY {quote(col.name)} BIGINT UNSIGNED NOT NULL AUTO_INCREMENT;\n"
            f"-- a full table copy: on a large table run it through gh-ost or pt-online-schema-change, and\n"
            f"-- widen every column that references {quote(col.name)} (foreign keys) the same way")


@rule("SL110")
def auto_increment_exhaustion(ctx: RuleContext) -> Iterator[Violation]:
    live = getattr(ctx, "live", None)
    if live is None:
        return
    opts = {k: float(ctx.option("SL110", k, v)) for k, v in DEFAULTS.items()}
    for table in ctx.model.tables():
        ts = live.table(table)
        if ts is None or ts.auto_increment is None:
            continue
        col = next((c for c in table.columns if c.auto_increment), None)
        maximum = type_max(col) if col is not None else None
        if not maximum:
            continue
        used = max(ts.auto_increment - 1, 0)
        fraction = used / maximum
        rate, rate_source = id_rate(ctx, table, used, ts.create_time, live.snapshot.taken_at)
        days_left = (maximum - used) / rate if rate else None
        if fraction < opts["warn-fraction"] and (days_left is None or days_left > opts["warn-days"]):
            continue
        error = fraction >= opts["error-fraction"] or (days_left is not None and days_left <= opts["error-days"])
        type_name = f"{col.data_type}{' UNSIGNED' if col.unsigned else ''}"
        name = table.qualified_name
        where = "as the server reports it" if live.source == "live" else "from the statistics snapshot"
        when = ""
        if days_left is not None:
            date = (_parse_time(live.snapshot.taken_at) or datetime.now()) + timedelta(days=min(days_left, 36500))
            when = (f" At {human_count(rate)} ids/day ({rate_source}) the rest lasts {human_days(days_left)}"
                    f" (≈ {date:%Y-%m-%d}).")
        else:
            when = f" The rate is {rate_source}: set growth-per-day in [tables.{table.name}] for a date."
        signed = "" if col.unsigned else (" The column is signed: AUTO_INCREMENT never uses the negative half, "
                                          "so UNSIGNED alone would double the room.")
        yield Violation(
            message=(f"{name}.{col.name} ({type_name}) has handed out {used:,} of {maximum:,} AUTO_INCREMENT "
                     f"values ({fraction:.1%}; the counter {where}).{when} When it runs out every "
                     f"INSERT fails (error 167 out of range / 1062 duplicate key) until the column is widened, "
                     f"which copies the whole table.{signed}"),
            span=col.span or table.span, table=name, index=None,
            evidence={"column": col.name, "column_type": type_name, "auto_increment": ts.auto_increment,
                      "max_value": maximum, "used_fraction": round(fraction, 4),
                      "ids_per_day": round(rate, 1) if rate else None, "rate_source": rate_source,
                      "days_left": round(days_left, 1) if days_left is not None else None,
                      "rows": ts.rows, "source": live.source},
            fix=widen(table, col),
            severity="error" if error else None,
            headline=(f"{name}.{col.name}: {fraction:.1%} of {type_name}'s AUTO_INCREMENT values used"
                      + (f"; runs out in {human_days(days_left)}" if days_left is not None else "")),
        )
