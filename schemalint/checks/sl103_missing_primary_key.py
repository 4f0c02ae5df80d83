"""SL103 missing-primary-key: a table without a PRIMARY KEY.

InnoDB then clusters the rows on the first NOT NULL UNIQUE key, or on a hidden 6-byte
DB_ROW_ID. Other engines (MyISAM, Aria, MEMORY) do not cluster: for them the finding says
only what holds whatever the engine — replicas and online schema change tools need a key —
and leaves the engine itself to SL022.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import column_list, quote
from ..model import Index
from . import RuleContext, Violation, rule
from .growth import keyless_detail, keyless_link, keyless_settings, keyless_token
from .calendar_rollup import calendar_rollup
from .seed_data import seed_data
from .shipped_content import version_marker, version_stamp
from .sl301_missing_time_partitioning import assess

HIDDEN_ROW_ID_BYTES = 6
_TOOLS = ("Replicas applying row events scan for every changed row, and gh-ost / pt-online-schema-change "
          "need a unique key.")
# Index kinds a replica's row applier cannot search by (MySQL 8.0 Reference Manual, 19.5.1.27
# Replication and Row Searches; MariaDB documentation, Row-based Replication With No Primary Key)
_NOT_SEARCHED = frozenset({"FULLTEXT", "SPATIAL"})


def applier_index(table) -> Optional[Index]:
    """The index a replica applying row events finds changed rows by when there is no PRIMARY KEY
    and no NOT NULL UNIQUE key: the leftmost other index (a non-unique or NULL-able UNIQUE one) that
    is visible and neither FULLTEXT, SPATIAL nor on an expression (MySQL 8.0 Reference Manual,
    19.5.1.27 Replication and Row Searches; MariaDB: the most selective such index). None: each
    changed row costs a scan of the table."""
    return next((i for i in table.indexes if i.kind not in _NOT_SEARCHED and i.visible and i.parts
                 and not any(p.expression for p in i.parts)), None)


def _tools(index: Optional[Index]) -> str:
    """What a missing key costs a replica and an online schema change tool: with an index the
    applier searches by, only the tools' need of a unique key is left."""
    if index is None:
        return _TOOLS
    return (f"Replicas applying row events find each changed row through its index {index.name} "
            f"({column_list(index.columns)}), but gh-ost / pt-online-schema-change need a unique key to copy it.")


def _counter_index(table, column: str) -> Optional[Index]:
    """The secondary index on the AUTO_INCREMENT column alone (whole column), if there is one."""
    return next((i for i in table.indexes if not i.is_primary and len(i.parts) == 1 and i.parts[0].prefix is None
                 and i.parts[0].expression is None and i.parts[0].column.lower() == column.lower()), None)


@rule("SL103")
def missing_primary_key(ctx: RuleContext) -> Iterator[Violation]:
    for table in ctx.model.tables():
        if table.primary_key is not None or table.temporary:
            continue
        clustered = table.clustered_index()
        secondaries = len(table.secondary_indexes())
        name = table.qualified_name
        innodb = table.is_innodb
        if clustered.index is not None:
            cols = column_list(clustered.columns)
            stands_in = (f"InnoDB clusters it on the first NOT NULL UNIQUE index {clustered.index.name} ({cols})"
                         if innodb else f"its NOT NULL UNIQUE index {clustered.index.name} ({cols}) identifies rows")
            yield Violation(
                message=(
                    f"{name} has no PRIMARY KEY; {stands_in}. Declare that key as the PRIMARY KEY so tools and "
                    f"readers see it: replication and online schema change tools look for a PRIMARY KEY."
                ),
                span=table.span, table=name, index=clustered.index.name,
                headline=f"{table.name}: no PRIMARY KEY; NOT NULL UNIQUE {clustered.index.name} stands in",
                evidence={"clustered_index": clustered.index.name, "clustered_source": "unique-not-null",
                          "secondary_indexes": secondaries, **({} if innodb else {"engine": table.engine})},
                fix=(f"ALTER TABLE {quote(table.name)} DROP INDEX {quote(clustered.index.name)}, "
                     f"ADD PRIMARY KEY ({cols});"),
                severity="info",
            )
            continue
        counter = next((c for c in table.columns if c.auto_increment), None)
        if counter is None:
            surrogate = next((n for n in ("id", "row_id", "seq_id", "pk_id", "surrogate_id") if table.column(n) is None),
                             "surrogate_id")  # (a column of that name already there: the next free one)
            add = f"ADD COLUMN {quote(surrogate)} BIGINT UNSIGNED NOT NULL AUTO_INCREMENT FIRST, "
            adding = f"Add an AUTO_INCREMENT {surrogate} and a PRIMARY KEY"
            fix = (f"ALTER TABLE {quote(table.name)} ADD COLUMN {quote(surrogate)} BIGINT UNSIGNED NOT NULL "
                   f"AUTO_INCREMENT PRIMARY KEY FIRST;")
        else:
            # a second AUTO_INCREMENT column is refused (1075): the table's own counter becomes the key, and
            # its one-column index, redundant beside that key, goes (a nullable counter is made NOT NULL
            # by ADD PRIMARY KEY: measured on MariaDB 10.11)
            surrogate = counter.name
            own = _counter_index(table, counter.name)
            add = f"DROP INDEX {quote(own.name)}, " if own is not None else ""
            adding = "Add a PRIMARY KEY"
            fix = f"ALTER TABLE {quote(table.name)} {add}ADD PRIMARY KEY ({quote(surrogate)});"
        if table.partitioning is not None:  # the key must hold the partitioning columns (SL302)
            fix = (f"{adding} ({surrogate}, {', '.join(table.partitioning.columns) or '…'}) "
                   f"that holds the partitioning columns.")
        elif (series := assess(ctx, table)) is not None:
            # a time series SL301 partitions on its time column: a PRIMARY KEY without that column
            # would block the partitioning (SL302), so the key holds it from the start
            time = series.series.column
            fix = f"ALTER TABLE {quote(table.name)} {add}ADD PRIMARY KEY ({quote(surrogate)}, {quote(time.name)});"
            if time.nullable:
                fix = (f"{adding} ({surrogate}, {time.name}) once every row "
                       f"has a value in {time.name} and it is NOT NULL: SL301 partitions this time series on {time.name}, and a "
                       f"partitioned table's PRIMARY KEY must hold it (SL302); a key column cannot be NULL.")
        # a link between two capped tables (configuration someone pairs by hand), a version stamp, a capped
        # definition's details (a time period's exceptions), a module's settings read whole or one-time tokens
        # pending use (password resets) hold a few rows:
        # no measurable replica scan or copy cost there, so info unless a row count says otherwise
        size = None if ctx.config.hints_for(name).rows else (
            keyless_link(ctx.model, table) or version_stamp(table) or version_marker(table)
            or keyless_detail(ctx.model, table) or keyless_settings(ctx.model, table) or keyless_token(table)
            or seed_data(ctx.model, table) or calendar_rollup(ctx.model, table))
        # an index the replica's applier searches by takes the scan per changed row away; what is left,
        # gh-ost / pt-online-schema-change refusing the table (a blocked deploy), stays a warning
        searched = applier_index(table)
        tools = _tools(searched)
        severity = "info" if size is not None else None
        index_evidence = {"applier_index": searched.name} if searched is not None else {}
        if not innodb:
            yield Violation(
                message=(f"{name} has no PRIMARY KEY and no NOT NULL UNIQUE key ({table.engine} table; SL022 covers "
                         f"the engine). {tools}"
                         + (f" Its size is capped, so that cost is not measurable: {size.why}." if size is not None else "")),
                span=table.span, table=name,
                headline=f"{table.name}: no PRIMARY KEY ({table.engine})",
                evidence={"engine": table.engine, "secondary_indexes": secondaries, **index_evidence,
                          **(size.evidence() if size else {})},
                fix=fix, severity=severity,
            )
            continue
        copied = f", copied into each of its {secondaries} secondary indexes" if secondaries else ""
        yield Violation(
            message=(
                f"{name} has no PRIMARY KEY: InnoDB clusters it on a hidden {HIDDEN_ROW_ID_BYTES}-byte "
                f"DB_ROW_ID from one server-wide counter{copied}. {tools}"
                + (f" Its size is capped, so neither cost is measurable: {size.why}." if size is not None else "")
            ),
            span=table.span, table=name,
            headline=f"{table.name}: no PRIMARY KEY; rows clustered on a hidden 6-byte row id",
            evidence={"clustered_index": "hidden DB_ROW_ID", "hidden_row_id_bytes": HIDDEN_ROW_ID_BYTES,
                      "secondary_indexes": secondaries,
                      "hidden_id_bytes_per_row_in_secondaries": HIDDEN_ROW_ID_BYTES * secondaries,
                      **index_evidence, **(size.evidence() if size else {})},
            fix=fix, severity=severity,
        )
