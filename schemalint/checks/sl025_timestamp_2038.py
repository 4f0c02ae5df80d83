"""SL025 timestamp-2038: TIMESTAMP columns run out on 2038-01-19 03:14:07 UTC.

TIMESTAMP is 4 bytes of seconds since 1970: MySQL 8.0 and MariaDB before 11.5 cannot store a
later instant (MariaDB 11.5+ extends it to 2106 on 64-bit builds). A table expected to hold
rows past then needs DATETIME (5 bytes, no time-zone conversion) — one byte more per row.
Reported once per table (info); `lifetime-years` (default 15) says how long tables live.
"""

from __future__ import annotations

import datetime
import re
from typing import Iterator

from ..judge.limits import flavor_of
from . import RuleContext, Violation, rule
from .sizing import human_bytes, human_count
from .sl010_key_too_long import modify_column

LAST_TIMESTAMP = datetime.datetime(2038, 1, 19, 3, 14, 7)
DEFAULT_LIFETIME_YEARS = 15


def _mariadb_fixed(version: str) -> bool:
    m = re.match(r"(\d+)\.(\d+)", version)
    return bool(m) and (int(m.group(1)), int(m.group(2))) >= (11, 5)


@rule("SL025")
def timestamp_2038(ctx: RuleContext) -> Iterator[Violation]:
    flavor = flavor_of(ctx.config)
    if flavor.mariadb and _mariadb_fixed(flavor.version):
        return
    lifetime = float(ctx.option("SL025", "lifetime-years", DEFAULT_LIFETIME_YEARS))
    today = datetime.date.today()
    if today.year + lifetime < LAST_TIMESTAMP.year:
        return
    years_left = (LAST_TIMESTAMP.date() - today).days / 365.25
    for table in ctx.model.tables():
        if table.temporary:
            continue
        cols = [c for c in table.columns if c.data_type == "TIMESTAMP"]
        if not cols:
            continue
        rows = ctx.config.hints_for(table.qualified_name).rows
        cost = (f" At {human_count(rows)} rows that is {human_bytes(rows * len(cols))} more in the clustered index."
                if rows else "")
        names = ", ".join(c.name for c in cols)
        yield Violation(
            message=(f"{table.qualified_name}: TIMESTAMP column(s) {names} cannot hold instants after "
                     f"2038-01-19 03:14:07 UTC, {years_left:.0f} years from now — inside the {lifetime:g}-year life "
                     f"assumed for tables. DATETIME covers years 1000–9999 for one byte more per column per row "
                     f"(and does no time-zone conversion: store UTC).{cost}"),
            span=cols[0].span or table.span, table=table.qualified_name, severity="info",
            headline=f"{table.name}: TIMESTAMP ends 2038-01-19 ({names if len(names) < 20 else f'{len(cols)} columns'})",
            evidence={"columns": [c.name for c in cols], "years_left": round(years_left, 1),
                      "extra_bytes_per_row": len(cols), "rows": rows},
            fix=_fix(table, cols, _partitioned_on(ctx, table)),
        )


def _partitioned_on(ctx: RuleContext, table) -> str:
    """The column SL301 partitions the table on (its fix), lower-case, or ""."""
    from ..config import is_enabled

    if not is_enabled("SL301", ctx.config) or ctx.estimates is None:
        return ""
    from .sl301_missing_time_partitioning import assess

    found = assess(ctx, table)
    return found.series.column.name.lower() if found is not None else ""


def _fix(table, cols, sl301_column: str = "") -> str:
    """MODIFY … DATETIME per column; in words when the table is partitioned on one of them, or
    SL301's fix partitions it on one (the partitioning expression, UNIX_TIMESTAMP(col), refuses
    a DATETIME: error 1486)."""
    modify = "\n".join(modify_column(table, c, new_type="DATETIME" + (f"({c.fsp})" if c.fsp else "")) for c in cols)
    part = table.partitioning
    used = any(c.name.lower() == sl301_column for c in cols) or part is not None and any(
        c.name.lower() in (x.lower() for x in part.columns) or c.name.lower() in (part.expression or "").lower()
        for c in cols)
    if used:
        return (f"Repartition {table.name} on a DATETIME column first (RANGE COLUMNS takes DATETIME; "
                f"UNIX_TIMESTAMP() takes only a TIMESTAMP), then: " + " ".join(modify.splitlines()))
    return modify
