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
        copied = f", copied into each of its {secondaries} secondary indexes" if secondaries else ""
        yield Violation(
            message=(
                f"{name} has no PRIMARY KEY: InnoDB clusters it on a hidden {HIDDEN_ROW_ID_BYTES}-byte "
                f"DB_ROW_ID from one server-wide counter{copied}. Replicas applying row events scan for "
                f"every changed row, and gh-ost / pt-online-schema-change need a unique key."
            ),
            span=table.span, table=name,
            evidence={"clustered_index": "hidden DB_ROW_ID", "hidden_row_id_bytes": HIDDEN_ROW_ID_BYTES,
                      "secondary_indexes": secondaries,
                      "hidden_id_bytes_per_row_in_secondaries": HIDDEN_ROW_ID_BYTES * secondaries},
            fix=(f"ALTER TABLE {quote(table.name)} ADD COLUMN `id` BIGINT UNSIGNED NOT NULL "
                 f"AUTO_INCREMENT PRIMARY KEY FIRST;"),
        )
