"""SL609 rename-in-use: RENAME COLUMN / CHANGE old new / RENAME TABLE on a table that exists
before the migration: the code that runs while it deploys still uses the old name, and every
query naming it fails from the moment the rename commits until the new code is out."""

from __future__ import annotations

from typing import Iterator

from . import RuleContext, Violation, rule


@rule("SL609")
def rename_in_use(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:
        return
    from .ddl_impact import statement_label, table_state

    alias_first = bool(ctx.option("SL609", "alias-release", False))
    for a in ctx.assessments:
        renames = [x for x in a.actions if x.kind in ("RENAME COLUMN", "RENAME TO", "RENAME TABLE")
                   or (x.kind == "CHANGE COLUMN" and "→" in x.target)]
        if not renames or not table_state(ctx, a).holds_rows:
            continue
        for x in renames:
            column = x.kind in ("RENAME COLUMN", "CHANGE COLUMN")
            target = x.target.replace(" TO ", " → ")
            old = target.split(" → ")[0]
            what = f"column {old} of {a.table}" if column else f"table {old}"
            message = (f"{statement_label(a)}: {x.kind} {target}: every running query that names {what} fails "
                       f"from the moment it commits until all code reads the new name.")
            if alias_first:
                message += " (alias-release is set: the release that reads both names must be out first.)"
            fix = ("Expand and contract: add the new column, write both, backfill, switch the reads, drop the old "
                   "one in a later release." if column else
                   "Ship code that reads both names first (for a table, a view with the old name over the new "
                   "one bridges the deploy), then rename.")
            yield Violation(
                message=message, span=x.span or a.span, table=a.table, severity="info" if alias_first else None,
                headline=f"{statement_label(a)}: {x.kind} {target} breaks code that uses {old}",
                evidence={"clause": x.kind, "rename": target, "alias_release": alias_first},
                fix=fix,
            )
