"""SL603 destructive-change: DROP COLUMN / INDEX / PRIMARY KEY / PARTITION / TABLE / DATABASE
on a table that holds rows."""

from __future__ import annotations

from typing import Iterator

from ..ddl import quote
from . import RuleContext, Violation, rule


@rule("SL603")
def destructive_change(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:  # no ALTER to judge (a plain file): ddl_impact is not even imported
        return
    from .ddl_impact import statement_label, table_state

    for a in ctx.assessments:
        destructive = [x for x in a.actions if x.destroys]
        if not destructive:
            continue
        state = table_state(ctx, a)
        if not state.holds_rows:
            continue
        mariadb = a.server.startswith("MariaDB")
        for x in destructive:
            rows = f" ({state.rows_text})" if state.rows is not None else ""
            what = "" if x.kind == a.statement else f": {x.kind} {x.target}"
            tail = ("Building it again takes as long as it took the first time." if x.kind == "DROP INDEX"
                    else "A down migration cannot bring the data back.")
            yield Violation(
                message=f"{statement_label(a)}{what} destroys {x.destroys}{rows}. {tail}",
                span=x.span, table=a.table,
                index=x.target if x.kind == "DROP INDEX" else None,
                evidence={"clause": x.kind, "target": x.target, "rows": state.rows,
                          "table_created_in": a.table_created_at.path if a.table_created_at else None},
                fix=_fix(a, x, mariadb),
                headline=f"{statement_label(a)}{what} destroys {x.destroys.split(':')[0]}{rows}",
            )


def _fix(a, x, mariadb: bool) -> str:
    table = quote(a.table.rpartition(".")[2])
    if x.kind == "DROP INDEX":
        word = "IGNORED" if mariadb else "INVISIBLE"
        return (f"Ship ALTER TABLE {table} ALTER INDEX {quote(x.target)} {word}; first (instant, and reversible), "
                f"watch the slow query log for a release, then drop it.")
    if x.kind == "DROP COLUMN":
        return ("Stop reading and writing the column in a release first; keep a copy if it may be needed "
                f"(CREATE TABLE {quote(a.table.rpartition('.')[2] + '_' + x.target + '_backup')} AS SELECT <primary key>, "
                f"{quote(x.target)} FROM {table};), then drop it.")
    if x.kind in ("DROP TABLE", "DROP DATABASE"):
        return (f"Rename it out of the way first (RENAME TABLE {table} TO {quote('_dropped_' + a.table.rpartition('.')[2])};) "
                "and drop it after a grace period, or make sure a backup holds it.")
    if x.kind in ("DROP PARTITION", "TRUNCATE PARTITION"):
        return ("Make sure the retention is intended; to keep the rows, EXCHANGE PARTITION … WITH TABLE an "
                "archive table first.")
    return "Add the replacement key in the same ALTER (DROP PRIMARY KEY, ADD PRIMARY KEY (…))."
