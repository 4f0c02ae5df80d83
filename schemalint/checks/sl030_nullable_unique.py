"""SL030 nullable-unique: a UNIQUE key with NULLable columns does not stop duplicates.

NULL is not equal to NULL, so rows whose key has a NULL in it never collide: a UNIQUE on
(tenant_id, deleted_at) lets any number of live rows share a tenant_id. One NULLable column
alone (an optional but unique e-mail) is often meant (info); in a multi-column key it is
usually a bug (warning).
"""

from __future__ import annotations

from typing import Iterator

from ..ddl import column_list
from . import RuleContext, Violation, rule
from .sl010_key_too_long import key_label


@rule("SL030")
def nullable_unique(ctx: RuleContext) -> Iterator[Violation]:
    for table in ctx.model.tables():
        for idx in table.indexes:
            if idx.kind != "UNIQUE":
                continue
            nullable = [c.name for p in idx.parts if not p.expression
                        and (c := table.column(p.column)) is not None and c.nullable]
            if not nullable:
                continue
            multi = len(idx.parts) > 1
            if multi:
                why = (f"any number of rows with a NULL in {column_list(nullable)} can share the other "
                       f"column(s) value, since NULL never equals NULL")
            else:
                why = "any number of rows may hold NULL; only non-NULL values are unique"
            yield Violation(
                message=(f"{table.qualified_name}: {key_label(idx)} ({column_list(idx.columns)}) includes NULLable "
                         f"{column_list(nullable)}: {why}. Make the column(s) NOT NULL (with a sentinel default) if "
                         f"every row must be unique."),
                span=idx.span or table.span, table=table.qualified_name, index=idx.name,
                severity=None if multi else "info",
                evidence={"columns": idx.columns, "nullable_columns": nullable},
            )
