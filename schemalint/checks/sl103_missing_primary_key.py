"""SL103 missing-primary-key: a table without a PRIMARY KEY."""

from __future__ import annotations

from typing import Iterator

from ..ddl import column_list, quote
from . import RuleContext, Violation, rule

HIDDEN_ROW_ID_BYTES = 6


@rule("SL103")
def missing_primary_key(ctx: RuleContext) -> Iterator[Violation]:
    for table in ctx.model.tables():
        if table.primary_key is not None or table.temporary:
            continue
        clustered = table.clustered_index()
        secondaries = len(table.secondary_indexes())
        name = table.qualified_name
        if clustered.index is not None:
            cols = column_list(clustered.columns)
            yield Violation(
                message=(
                    f"{name} has no PRIMARY KEY; InnoDB clusters it on the first NOT NULL UNIQUE index "
                    f"{clustered.index.name} ({cols}). Declare that key as the PRIMARY KEY so tools and "
                    f"readers see it: replication and online schema change tools look for a PRIMARY KEY."
                ),
                span=table.span, table=name, index=clustered.index.name,
                evidence={"clustered_index": clustered.index.name, "clustered_source": "unique-not-null",
                          "secondary_indexes": secondaries},
                fix=(f"ALTER TABLE {quote(table.name)} DROP INDEX {quote(clustered.index.name)}, "
                     f"ADD PRIMARY KEY ({cols});"),
                severity="info",
            )
            continue
        yield Violation(
            message=(
                f"{name} has no PRIMARY KEY and no NOT NULL UNIQUE key: InnoDB clusters its rows on a "
                f"hidden {HIDDEN_ROW_ID_BYTES}-byte DB_ROW_ID drawn from one server-wide counter, and every "
                f"one of its {secondaries} secondary index(es) carries that id. Row-based replicas must "
                f"scan to apply each UPDATE/DELETE, and online schema change tools (gh-ost, "
                f"pt-online-schema-change) refuse or slow down without a unique key."
            ),
            span=table.span, table=name,
            evidence={"clustered_index": "hidden DB_ROW_ID", "hidden_row_id_bytes": HIDDEN_ROW_ID_BYTES,
                      "secondary_indexes": secondaries,
                      "hidden_id_bytes_per_row_in_secondaries": HIDDEN_ROW_ID_BYTES * secondaries},
            fix=(f"ALTER TABLE {quote(table.name)} ADD COLUMN `id` BIGINT UNSIGNED NOT NULL "
                 f"AUTO_INCREMENT PRIMARY KEY FIRST;"),
        )
