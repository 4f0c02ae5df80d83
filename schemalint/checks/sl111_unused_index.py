"""SL111 unused-index: a secondary index no statement has used since the server started,
according to performance_schema (`table_io_waits_summary_by_index_usage`), on a table that
did see I/O in that time.

Server data only (live mode, or a stats snapshot dumped with performance_schema=ON). Left
alone: PRIMARY and UNIQUE keys (they enforce something), FULLTEXT/SPATIAL, the only index
serving a FOREIGN KEY, and tables nobody touched at all (an idle table says nothing about
its indexes). With less than `min-uptime-days` (default 7) of history the finding is info.
"""

from __future__ import annotations

from typing import Iterator

from ..judge.ddl import column_list, quote
from ..judge.limits import flavor_of
from ..model import FULLTEXT, SPATIAL, Index, Table
from . import RuleContext, Violation, rule
from .sizing import human_bytes, human_count


def serves_foreign_key_alone(table: Table, index: Index) -> bool:
    """A FOREIGN KEY needs an index led by its columns; True when this is the only one."""
    for fk in table.foreign_keys:
        cols = [c.lower() for c in fk.columns]

        def serves(i: Index) -> bool:
            return [p.column.lower() for p in i.parts[: len(cols)]] == cols and not any(
                p.prefix or p.expression for p in i.parts[: len(cols)])

        if cols and serves(index) and not any(serves(o) for o in table.indexes if o is not index):
            return True
    return False


def invisible_fix(table: Table, index: Index, mariadb: bool) -> str:
    word = "IGNORED" if mariadb else "INVISIBLE"
    return (f"ALTER TABLE {quote(table.name)} ALTER INDEX {quote(index.name)} {word};\n"
            f"-- after a full business cycle without slow queries (check every replica too):\n"
            f"ALTER TABLE {quote(table.name)} DROP INDEX {quote(index.name)};")


@rule("SL111")
def unused_index(ctx: RuleContext) -> Iterator[Violation]:
    live = getattr(ctx, "live", None)
    if live is None or not live.server.index_usage:
        return
    uptime = live.server.uptime_seconds or 0
    days = uptime / 86400
    min_days = float(ctx.option("SL111", "min-uptime-days", 7))
    mariadb = flavor_of(ctx.config).mariadb
    page = ctx.config.server.page_size
    for table in ctx.model.tables():
        ts = live.table(table)
        if ts is None or not ts.table_io_count:
            continue
        clustered = table.clustered_index().index
        for index in table.indexes:
            if index is clustered or index.is_unique or index.kind in (FULLTEXT, SPATIAL):
                continue
            ist = ts.index(index.name)
            if ist is None or ist.io_count is None or ist.io_count > 0:
                continue
            if serves_foreign_key_alone(table, index):
                continue
            size = ist.size * page if ist.size else None
            cost = f" It takes {human_bytes(size)} ({ist.size:,} pages)" if size else " It still takes space"
            short = days < min_days
            name = table.qualified_name
            yield Violation(
                message=(f"{name}: index {index.name} ({column_list(index.columns)}) has had no reads and no "
                         f"writes through it since the server started {days:,.1f} days ago, while the table saw "
                         f"{human_count(ts.table_io_count)} I/O operations (performance_schema, {live.source})."
                         f"{cost} and must be updated by every INSERT and DELETE."
                         + (f" Only {days:,.1f} days of history (min-uptime-days {min_days:g}): a weekly or "
                            f"monthly job may still need it." if short else "")
                         + " Replicas keep their own counts: check them before dropping."),
                span=index.span or table.span, table=name, index=index.name,
                evidence={"io_count": ist.io_count, "table_io_count": ts.table_io_count,
                          "uptime_days": round(days, 2), "size_pages": ist.size,
                          "size_bytes": size, "source": live.source},
                fix=invisible_fix(table, index, mariadb),
                severity="info" if short else None,
                headline=(f"{name}.{index.name}: no reads or writes in {days:,.1f} days of uptime"
                          + (f"; {human_bytes(size)}" if size else "")),
            )
