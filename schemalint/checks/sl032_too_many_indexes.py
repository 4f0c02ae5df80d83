"""SL032 too-many-indexes: more indexes than `max` (default 10) on one table.

Every INSERT and DELETE changes every B-tree of the table, and every UPDATE of an indexed
column two entries; each index takes buffer pool pages the others could use. Past a
handful, indexes are usually left over from queries that no longer run.

The cost is paid per write, so a warning needs evidence that writes come often: a table keyed
by names only is info; under twice `max`, so is a table the DDL does not show taking rows per
event (checks/growth.py: an entity whose role caps its size, pending work deleted once handled,
or nothing known), unless a row count is given.
"""

from __future__ import annotations

from typing import Iterator

from ..replay.insert_order import is_log_table, is_time_column, name_words
from ..replay.references import incoming_foreign_keys
from . import RuleContext, Violation, rule
from .grouped_key import UPDATED_WORDS
from .growth import LIFECYCLE_SIGNALS, Growth, growth, lifecycle
from .sizing import human_bytes, human_count, table_estimate

DEFAULT_MAX = 10


@rule("SL032")
def too_many_indexes(ctx: RuleContext) -> Iterator[Violation]:
    limit = int(ctx.option("SL032", "max", DEFAULT_MAX))
    incoming = None  # built once, on the first table over the limit
    for table in ctx.model.tables():
        count = len(table.indexes)
        if count <= limit:
            continue
        incoming = incoming if incoming is not None else incoming_foreign_keys(ctx.model)
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
        # the write cost is paid per insert: it matters on a table that takes rows at machine rate
        # (one per event, request, command) or one given a size; a table keyed by names only (a
        # scheduler's triggers by scheduler, name and group) holds named things people create: a
        # few rows, written rarely: info
        hints = ctx.config.hints_for(table.qualified_name)
        given = bool(hints.rows or hints.growth_per_day)
        grows = given or is_log_table(table) or not _keyed_by_names(table)
        # under twice the limit a warning needs the DDL's evidence that rows come per event
        # (checks/growth.py): an entity whose role caps its size (one row per order, ticket,
        # coupon), a table holding its live rows only (pending work) or one nothing is known of
        # takes rows as often as people or a backlog make them, no measurable cost (info); past
        # twice the limit the index maintenance outweighs the row's own write whatever the rate
        size = None if given or not grows or count >= 2 * limit or is_log_table(table) or _stamped_records(
            table) else (lifecycle(table) or growth(ctx.model, table, None, incoming))
        entity = size is not None and not size.grows
        yield Violation(
            message=(f"{table.qualified_name} has {count} indexes (more than {limit}): every INSERT and DELETE "
                     f"updates {count} B-trees.{cost} Check which ones queries use "
                     f"(sys.schema_unused_indexes) and drop the rest; SL020 finds the redundant ones. "
                     f"Indexes: {names}."),
            span=table.span, table=table.qualified_name, evidence=evidence,
            headline=(f"{table.qualified_name}: {count} indexes (more than {limit}); every INSERT updates {count} B-trees"
                      + (f", ≈ {evidence['secondary_bytes_per_row']:.0f} B per row" if "secondary_bytes_per_row" in evidence
                         else "")),
        ) if grows and not entity else Violation(
            severity="info", span=table.span, table=table.qualified_name,
            evidence={**evidence, "grows": False, **size.evidence()},
            message=(f"{table.qualified_name} has {count} indexes (more than {limit}): every INSERT and DELETE "
                     f"updates {count} B-trees.{cost} {_rate_words(size)}, so the per-insert cost is not "
                     f"measurable without a row count (`[tables.X] rows`): info. Indexes: {names}."),
            headline=(f"{table.qualified_name}: {count} indexes (more than {limit}), "
                      + (f"on an entity table ({size.signal})" if size.capped and size.signal not in LIFECYCLE_SIGNALS
                         else f"on {size.signal}" if size.capped else "nothing says rows come per event")),
        ) if grows else Violation(
            severity="info", span=table.span, table=table.qualified_name, evidence={**evidence, "grows": False},
            message=(f"{table.qualified_name} has {count} indexes (more than {limit}): every INSERT and DELETE "
                     f"updates {count} B-trees.{cost} Its PRIMARY KEY is made of names "
                     f"({', '.join(p.column for p in table.primary_key.parts)}): rows are named things people "
                     f"create, few and written rarely (no --rows given): the cost is paid only as often as it is "
                     f"written, info. Indexes: {names}."),
            headline=f"{table.qualified_name}: {count} indexes (more than {limit}), on a table keyed by names",
        )


_INSERT_TIME_DEFAULTS = ("CURRENT_TIMESTAMP", "NOW()", "LOCALTIMESTAMP", "LOCALTIME")


def _stamped_records(table) -> bool:
    """Rows the server stamps with their insert time (a time column DEFAULT CURRENT_TIMESTAMP) that an
    index holds, in a table that records no update (no ON UPDATE, no updated or modified column):
    records written once per sample or event and read by when they came (EFAK's per-minute consumer
    lag samples) — the issue-26 evidence of a table that grows with time."""
    if any(c.on_update or set(name_words(c.name)) & UPDATED_WORDS for c in table.columns):
        return False
    stamped = {c.name.lower() for c in table.columns if is_time_column(c) and c.default is not None
               and c.default.upper().replace("(0)", "").startswith(_INSERT_TIME_DEFAULTS)}
    return bool(stamped) and any(not i.is_primary and stamped & {c.lower() for c in i.columns}
                                 for i in table.indexes)


def _rate_words(size: Growth) -> str:
    """Why rows come at the rate people or a backlog make them (the capped or unknown evidence)."""
    if size.signal in LIFECYCLE_SIGNALS:
        return f"It is {size.why}"
    if size.capped:
        return f"Its size is capped by its role ({size.why}): rows come as often as such entities are created"
    return ("Nothing in the DDL says rows come per event or request (no log or event name, no insert-time index "
            "on rows written once, no child of a growing table): rows may come as often as people create them")


def _keyed_by_names(table) -> bool:
    """A PRIMARY KEY of two or more string columns: rows are named things, not records."""
    pk = table.primary_key
    if pk is None or len(pk.parts) < 2:
        return False
    cols = [table.column(p.column) for p in pk.parts if not p.expression]
    return len(cols) == len(pk.parts) and all(c is not None and c.data_type in ("CHAR", "VARCHAR") for c in cols)
