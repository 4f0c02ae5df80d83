"""SL032 too-many-indexes: more indexes than `max` (default 10) on one table.

Every INSERT and DELETE changes every B-tree of the table, and every UPDATE of an indexed
column two entries; each index takes buffer pool pages the others could use. Past a
handful, indexes are usually left over from queries that no longer run. The cost is paid per
write: a warning where a row count, a log's name or the DDL's evidence of growth (growth.py) says
rows keep coming; info on a table keyed by names or one nothing says grows.
"""

from __future__ import annotations

from typing import Iterator

from ..insert_order import is_log_table
from ..references import incoming_foreign_keys
from . import RuleContext, Violation, rule
from .growth import growth
from .sizing import human_bytes, human_count, table_estimate

DEFAULT_MAX = 10


@rule("SL032")
def too_many_indexes(ctx: RuleContext) -> Iterator[Violation]:
    limit = int(ctx.option("SL032", "max", DEFAULT_MAX))
    incoming = None  # (built once, on the first table over the limit)
    for table in ctx.model.tables():
        count = len(table.indexes)
        if count <= limit:
            continue
        # the count and the list name the same B-trees: the PRIMARY KEY is one of them
        names = ", ".join("PRIMARY KEY" if i.is_primary else i.name for i in table.indexes)
        cost = ""
        evidence = {"indexes": count, "max": limit, "names": [i.name for i in table.indexes]}
        te = table_estimate(ctx, table)
        if te is not None:
            try:
                secondary = sum(float(i.record_bytes) for i in te.indexes if not i.clustered)
                evidence["secondary_bytes_per_row"] = round(secondary, 1)
                cost = f" The secondary indexes add ≈ {secondary:.0f} B per row"
                rows = ctx.config.hints_for(table.qualified_name).rows
                if rows:
                    size = sum(i.size_bytes_at(rows) for i in te.indexes if not i.clustered)
                    evidence.update(rows=rows, secondary_size_bytes=int(size))
                    cost += f" ({human_bytes(size)} at {human_count(rows)} rows)"
                cost += "."
            except Exception:
                cost = ""
        # the write cost is paid per insert: it matters on a table of records (one row per event,
        # order, command: a surrogate id) or one given a size; a table keyed by names only (a
        # scheduler's triggers by scheduler, name and group) holds named things people create: a
        # few rows, written rarely: info
        # ...and, as for every cost paid per row, only where the DDL shows rows keep coming
        # (growth.py): a job queue's pending rows or a catalogue's entries are written as rarely as
        # they are created
        hints = ctx.config.hints_for(table.qualified_name)
        size = None
        if not (hints.rows or hints.growth_per_day or is_log_table(table) or _keyed_by_names(table)):
            incoming = incoming if incoming is not None else incoming_foreign_keys(ctx.model)
            size = growth(ctx.model, table, None, incoming)
        grows = bool(hints.rows or hints.growth_per_day) or is_log_table(table) or (size is not None and size.grows)
        yield Violation(
            message=(f"{table.qualified_name} has {count} indexes (more than {limit}): every INSERT and DELETE "
                     f"updates {count} B-trees.{cost} Check which ones queries use "
                     f"(sys.schema_unused_indexes) and drop the rest; SL020 finds the redundant ones. "
                     f"Indexes: {names}."),
            span=table.span, table=table.qualified_name, evidence=evidence,
            headline=(f"{table.qualified_name}: {count} indexes (more than {limit}); every INSERT updates {count} B-trees"
                      + (f", ≈ {evidence['secondary_bytes_per_row']:.0f} B per row" if "secondary_bytes_per_row" in evidence
                         else "")),
        ) if grows else Violation(
            severity="info", span=table.span, table=table.qualified_name,
            evidence={**evidence, "grows": False, **(size.evidence() if size else {})},
            message=(f"{table.qualified_name} has {count} indexes (more than {limit}): every INSERT and DELETE "
                     f"updates {count} B-trees.{cost} " + (
                         f"Its PRIMARY KEY is made of names ({', '.join(p.column for p in table.primary_key.parts)}): "
                         f"rows are named things people create" if size is None else
                         f"Nothing in the DDL says rows keep coming ({size.why})" if size.why else
                         "Nothing in the DDL says rows keep coming (no name, insert-time index or dump's "
                         "AUTO_INCREMENT says so)") +
                     f", few and written rarely (no --rows given): the cost is paid only as often as it is "
                     f"written, info. Indexes: {names}."),
            headline=f"{table.qualified_name}: {count} indexes (more than {limit})" + (
                ", on a table keyed by names" if size is None else ", on a table nothing says grows"),
        )


def _keyed_by_names(table) -> bool:
    """A PRIMARY KEY of two or more string columns: rows are named things, not records."""
    pk = table.primary_key
    if pk is None or len(pk.parts) < 2:
        return False
    cols = [table.column(p.column) for p in pk.parts if not p.expression]
    return len(cols) == len(pk.parts) and all(c is not None and c.data_type in ("CHAR", "VARCHAR") for c in cols)
