"""What SL601–SL604 share: is the altered table holding rows, how big is it, how long would a
rewrite take. Pure functions over the RuleContext (the assessments come from online_ddl/,
the sizes from the estimator, the row counts from stats or `[tables.NAME] rows`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from ..estimate.units import count as human_count  # one place formats counts and sizes
from ..estimate.units import size as human_bytes
from . import RuleContext

if TYPE_CHECKING:  # (a one-table run without ALTERs never imports online_ddl)
    from ..judge.online_ddl.costs import AlterAssessment

DEFAULT_COPY_RATE = 64 * 1024 * 1024  # bytes/s an InnoDB rebuild copies (rows + index builds), conservative
DEFAULT_ROWS_PER_SECOND = 100_000  # when the size cannot be estimated, only the row count is known


@dataclass(eq=False, repr=False)  # never compared, printed or changed: __init__ is the one generated method
class TableState:
    """The altered table when the statement runs."""

    name: str  # as the statement calls it
    holds_rows: bool  # created in an earlier migration, or a row count > 0 is known
    rows: Optional[int]
    rows_source: str  # config | cli | stats | live | default
    size_bytes: Optional[int]  # the estimator's size at that row count

    @property
    def rows_text(self) -> str:
        return f"{human_count(self.rows)} rows" if self.rows is not None else "an unknown number of rows"


def table_state(ctx: RuleContext, a: AlterAssessment) -> TableState:
    """Hints for the table under the name the statement uses, else its final name."""
    hints = ctx.config.hints_for(a.table)
    if hints.rows is None and a.final_table:
        hints = ctx.config.hints_for(a.final_table)
    rows = hints.rows
    size = None
    if rows and ctx.estimates is not None:
        est = ctx.estimates.table(a.final_table or a.table)
        if est is not None and est.rows:
            size = est.size_bytes
    holds_rows = rows > 0 if rows is not None else not a.table_is_new
    return TableState(a.table, holds_rows, rows, hints.rows_source, size)


def rewrite_seconds(ctx: RuleContext, code: str, state: TableState) -> Optional[float]:
    """Seconds to copy or rebuild the table, at the configured rate (bytes/s, else rows/s)."""
    from ..config import ConfigError, parse_bytes, parse_count

    try:
        rate = parse_bytes(ctx.option(code, "copy-rate", DEFAULT_COPY_RATE), f"rules.{code}.copy-rate")
        row_rate = parse_count(ctx.option(code, "rows-per-second", DEFAULT_ROWS_PER_SECOND),
                               f"rules.{code}.rows-per-second")
    except ConfigError:
        rate, row_rate = DEFAULT_COPY_RATE, DEFAULT_ROWS_PER_SECOND
    if state.size_bytes:
        return state.size_bytes / rate
    if state.rows:
        return state.rows / max(row_rate, 1)
    return None


def human_duration(seconds: Optional[float]) -> str:
    if seconds is None:
        return "?"
    if seconds < 60:
        return f"{seconds:.0f} s"
    minutes = seconds / 60
    if minutes < 60:
        return f"{minutes:.0f} min"
    hours, rest = divmod(minutes, 60)
    return f"{hours:.0f} h {rest:.0f} min" if hours < 48 else f"{hours / 24:.1f} days"


def statement_label(a: AlterAssessment) -> str:
    """`ALTER TABLE orders`, `DROP INDEX idx_total ON orders`, `DROP TABLE orders`."""
    if a.statement in ("CREATE INDEX", "DROP INDEX") and a.actions:
        return f"{a.statement} {a.actions[0].target} ON {a.table}"
    return f"{a.statement} {a.table}"
