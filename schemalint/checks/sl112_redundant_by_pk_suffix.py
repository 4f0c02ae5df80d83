"""SL112 redundant-by-pk-suffix: an index made redundant by the PRIMARY KEY columns InnoDB appends
to every secondary index record — what a comparison of declared columns cannot see.

With PRIMARY KEY (id), `KEY k (a)` is stored as (a, id). So `KEY k2 (a, id)` next to
`UNIQUE u (a)` is the same tree twice: every lookup, range and sort of k2 is served by u.
Plain duplicates and left prefixes of declared columns are SL020's; this rule reports only
the pairs SL020 does not. With server statistics (live mode or `--stats`) the finding
carries the index's measured pages and its I/O since the server started.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import column_list
from ..judge.limits import flavor_of
from ..model import INDEX, PRIMARY, UNIQUE, Index, IndexPart, Table
from ..replay.references import incoming_foreign_keys
from . import RuleContext, Violation, rule
from .growth import growth
from .sizing import human_bytes
from .sl020_redundant_index import TableIndexes, covers, find_cover
from .sl111_unused_index import invisible_fix


def effective(table: Table, index: Index, clustered: Index) -> Index:
    """The key InnoDB really stores for a secondary index: its columns, then the clustered
    key's columns it does not already hold in full."""
    held = {p.column.lower() for p in index.parts if not p.prefix and not p.expression}
    suffix = [IndexPart(p.column) for p in clustered.parts if p.column.lower() not in held]
    return Index(index.name, index.kind, list(index.parts) + suffix)


def _plain(index: Index) -> bool:
    return index.kind in (PRIMARY, UNIQUE, INDEX) and not any(p.expression for p in index.parts) and \
        (index.using or "BTREE").upper() != "HASH"


def redundant_through_suffix(table: Table, index: Index, clustered: Optional[Index] = None,
                             indexes: Optional[TableIndexes] = None) -> Optional[tuple[Index, Index]]:
    """(the index that serves it, that index's stored key) when `index` is redundant only
    because of the appended clustered key; None otherwise (or when SL020 reports the pair).
    `clustered` and `indexes` (the table's clustered index and TableIndexes) save working
    them out again for each index of a table."""
    if clustered is None:
        clustered = table.clustered_index().index
    if clustered is None or not table.is_innodb or index is clustered or not _plain(index) or index.implicit:
        return None
    if any(p.prefix or p.expression for p in clustered.parts):
        return None
    clustered_columns = {p.column.lower() for p in clustered.parts}
    if not any(p.column.lower() in clustered_columns for p in index.parts):
        return None  # only a declared clustered column can match the appended suffix
    if indexes is None:
        indexes = TableIndexes(table)
    if find_cover(table, index, indexes) is not None:
        return None
    for other in table.indexes:
        if other is index or other is clustered or not _plain(other) or other.implicit:
            continue
        if index.is_unique and not other.is_unique:
            continue  # a UNIQUE key is only implied by another UNIQUE key
        stored = effective(table, other, clustered)
        if covers(stored, index) and not covers(other, index):
            found = find_cover(table, other, indexes)
            if found is not None and found[0] is index:
                continue  # SL020 reports `other` as redundant to this one
            return other, stored
    return None


@rule("SL112")
def redundant_index(ctx: RuleContext) -> Iterator[Violation]:
    live = getattr(ctx, "live", None)
    mariadb = flavor_of(ctx.config).mariadb
    page = ctx.config.server.page_size
    incoming = None
    for table in ctx.model.tables():
        if len(table.indexes) < 3 or not table.is_innodb:
            continue  # an index, another one and the clustered key, in InnoDB
        clustered = table.clustered_index().index
        if clustered is None or any(p.prefix or p.expression for p in clustered.parts):
            continue
        indexes = TableIndexes(table)
        for index in table.indexes:
            found = redundant_through_suffix(table, index, clustered, indexes)
            if found is None:
                continue
            other, stored = found
            name = table.qualified_name
            # as SL020: on a table whose role caps its size (checks/growth.py) the copy costs nothing
            # measurable — info unless a row count (or the server's own measure) says otherwise
            size = None
            if not ctx.config.hints_for(name).rows:
                incoming = incoming or incoming_foreign_keys(ctx.model)
                size = growth(ctx.model, table, None, incoming)
            evidence = {"redundant_to": other.name, "columns": index.columns, "covering_columns": other.columns,
                        "covering_stored_key": stored.columns, "clustered_key": clustered.columns,
                        **(size.evidence() if size else {})}
            measured = ""
            ts = live.table(table) if live is not None else None
            ist = ts.index(index.name) if ts is not None else None
            if ist is not None and ist.size:
                evidence.update(size_pages=ist.size, size_bytes=ist.size * page, source=live.source)
                measured = f" The server measures it at {human_bytes(ist.size * page)} ({ist.size:,} pages)"
                if ist.io_count is not None:
                    evidence["io_count"] = ist.io_count
                    measured += f", {ist.io_count:,} I/O operations through it since start-up"
                measured += "."
            what = "UNIQUE key" if other.kind == UNIQUE else "index"
            yield Violation(
                message=(f"{name}: index {index.name} ({column_list(index.columns)}) is redundant: InnoDB appends "
                         f"the clustered key ({column_list(clustered.columns)}) to every secondary index record, so "
                         f"{what} {other.name} ({column_list(other.columns)}) is stored as "
                         f"({column_list(stored.columns)}) and serves every lookup, range and sort "
                         f"{index.name} can, in the same order.{measured} Make it "
                         f"{'IGNORED' if mariadb else 'INVISIBLE'} first, then drop it."),
                span=index.span or table.span, table=name, index=index.name, evidence=evidence,
                fix=invisible_fix(table, index, mariadb),
                severity="info" if size is not None and size.capped and not measured else None,
                headline=(f"{name}.{index.name}: redundant, {what} {other.name} stores "
                          f"({column_list(stored.columns)}) with the clustered key"),
            )
