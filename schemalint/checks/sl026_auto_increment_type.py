"""SL026 auto-increment-type: an AUTO_INCREMENT column that wastes or will run out of ids.

- its type is not in `allow` (like Skeema's allow-auto-inc; default: every UNSIGNED integer
  type): a signed column never uses its negative half; a signed BIGINT is only info
  (9.2 × 10^18 is out of reach). `allow = ["int unsigned", "bigint unsigned"]` is Skeema's
  stricter default, which also refuses TINYINT/SMALLINT/MEDIUMINT lookup-table keys;
- the ids it will need — the table's AUTO_INCREMENT start, the row count and growth per day
  from `[tables.NAME]` or --rows, projected `horizon-years` ahead (default 10) — exceed
  `max-fill` (default 80%) of the type's maximum: the day it runs out, every INSERT fails
  with error 1062/167 until someone migrates a full table.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..model import Column, Table
from . import RuleContext, Violation, rule
from .sizing import human_count, human_days, table_estimate
from .sl010_key_too_long import modify_column

DEFAULT_ALLOW = ["tinyint unsigned", "smallint unsigned", "mediumint unsigned", "int unsigned", "bigint unsigned"]
_BITS = {"TINYINT": 8, "SMALLINT": 16, "MEDIUMINT": 24, "INT": 32, "BIGINT": 64}


def type_max(col: Column) -> Optional[int]:
    bits = _BITS.get(col.data_type)
    if bits is None:
        return None
    return 2**bits - 1 if col.unsigned else 2 ** (bits - 1) - 1


def _type_name(col: Column) -> str:
    return f"{col.data_type.lower()}{' unsigned' if col.unsigned else ''}"


def _wider(col: Column) -> str:
    return "BIGINT UNSIGNED" if col.data_type in ("INT", "BIGINT") or not col.unsigned else "INT UNSIGNED"


def _projection(ctx: RuleContext, table: Table, horizon_years: float) -> tuple[int, int, float]:
    """(ids used, rows per day, ids needed `horizon_years` ahead): the estimator's row count and
    growth when it ran, else the table hints; the table's AUTO_INCREMENT start counts as used."""
    te = table_estimate(ctx, table)
    hints = ctx.config.hints_for(table.qualified_name)
    rows = (getattr(te, "rows", None) if te is not None else None) or hints.rows or 0
    growth = (getattr(te, "growth_per_day", None) if te is not None else None) or hints.growth_per_day or 0
    used = max(table.options.auto_increment or 0, rows)
    return used, growth, used + growth * 365 * horizon_years


@rule("SL026")
def auto_increment_type(ctx: RuleContext) -> Iterator[Violation]:
    allow = {" ".join(str(a).lower().split()) for a in ctx.option("SL026", "allow", DEFAULT_ALLOW)}
    horizon = float(ctx.option("SL026", "horizon-years", 10))
    max_fill = float(ctx.option("SL026", "max-fill", 0.8))
    for table in ctx.model.tables():
        for col in table.columns:
            if not col.auto_increment:
                continue
            top = type_max(col)
            if top is None:
                continue  # SL012 reports AUTO_INCREMENT on non-integer types
            used, growth, projected = _projection(ctx, table, horizon)
            if not (used and used >= max_fill * top) and not (growth and projected >= max_fill * top) \
                    and _type_name(col) in allow:
                continue  # the usual case: an allowed type far from its maximum (no words needed)
            name = f"{table.qualified_name}.{col.name}"
            fix = modify_column(table, col, new_type=_wider(col))
            child_note = " Widen the columns of foreign keys that reference it in the same change."
            if used and used >= max_fill * top:
                yield Violation(
                    message=(f"{name} ({_type_name(col).upper()}, max {top:,}) has already used {used:,} ids "
                             f"({used / top:.0%}): when it reaches the maximum every INSERT fails.{child_note}"),
                    span=col.span or table.span, table=table.qualified_name, severity="error" if used >= top else None,
                    evidence={"column": col.name, "type": _type_name(col), "type_max": top, "ids_used": used},
                    fix=fix,
                )
                continue
            if growth and projected >= max_fill * top:
                days = max(top - used, 0) / growth
                yield Violation(
                    message=(f"{name} is {_type_name(col).upper()} (max {top:,}); at {human_count(growth)} rows/day "
                             f"from {human_count(used)} it runs out in ≈ {human_days(days)} "
                             f"(projected {human_count(projected)} ids in {horizon:g} years). Every INSERT fails "
                             f"from that day; widening a big table later is a full copy.{child_note}"),
                    span=col.span or table.span, table=table.qualified_name,
                    evidence={"column": col.name, "type": _type_name(col), "type_max": top, "ids_used": used,
                              "growth_per_day": growth, "days_left": round(days, 1),
                              "horizon_years": horizon, "projected_ids": int(projected)},
                    fix=fix,
                )
                continue
            if _type_name(col) in allow:
                continue
            if col.data_type == "BIGINT" and not col.unsigned:
                why = "its negative half is never used, though 9.2 × 10^18 ids will not run out"
                severity = "info"
            elif not col.unsigned:
                why = (f"AUTO_INCREMENT never uses the negative half: it stops at {top:,} where "
                       f"{col.data_type} UNSIGNED would reach {2 * top + 1:,}")
                severity = None
            else:
                why = f"it runs out at {top:,} rows"
                severity = None
            yield Violation(
                message=(f"{name} is an AUTO_INCREMENT {_type_name(col).upper()}: {why}. Allowed types: "
                         f"{', '.join(sorted(allow)) or 'none'}."),
                span=col.span or table.span, table=table.qualified_name, severity=severity,
                evidence={"column": col.name, "type": _type_name(col), "type_max": top, "allowed": sorted(allow)},
                fix=fix,
            )
