"""SL031 has-enum (opt-in): ENUM and SET columns.

The member list is part of the table definition: adding a member at the end is an instant
ALTER, but inserting one in the middle, renaming or removing one rebuilds the table, and
every application deploy that needs a new value needs a schema change first. Values sort by
their position, not alphabetically. A small lookup table (or a CHECK constraint on a
VARCHAR) keeps the list in data. Off by default, like Skeema's lint-has-enum.
"""

from __future__ import annotations

from typing import Iterator

from . import RuleContext, Violation, rule


@rule("SL031")
def has_enum(ctx: RuleContext) -> Iterator[Violation]:
    for table in ctx.model.tables():
        for col in table.columns:
            if col.data_type not in ("ENUM", "SET"):
                continue
            members = ", ".join(f"'{v}'" for v in col.values[:6]) + (", …" if len(col.values) > 6 else "")
            yield Violation(
                message=(f"{table.qualified_name}.{col.name} is {col.data_type}({members}): a new value in the middle, "
                         f"a rename or a removal rebuilds the table, and values sort by position, not by name. "
                         f"Keep the list in a lookup table (foreign key) or a CHECK constraint."),
                span=col.span or table.span, table=table.qualified_name,
                evidence={"column": col.name, "type": col.data_type, "members": list(col.values)},
                headline=(f"{table.qualified_name}.{col.name}: {col.data_type} of {len(col.values)} values; "
                          f"changing the list rebuilds the table"),
            )
