"""SL603 destructive-change: DROP COLUMN / INDEX / PRIMARY KEY / PARTITION / TABLE / DATABASE
on a table that holds rows."""

from __future__ import annotations

from typing import Iterator

from ..judge.ddl import quote
from ..replay.insert_order import name_words
from ..replay.references import incoming_foreign_keys
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
            kept_key = _surrogate_replaced(ctx, a, x)
            if kept_key:
                tail = (f"Its values are row numbers the server generated (AUTO_INCREMENT), no foreign key or "
                        f"column named for the table holds them, and rows stay identified by {kept_key}: nothing "
                        f"the application wrote is lost, unless something outside the schema (URLs, other "
                        f"systems) keeps them.")
            yield Violation(
                severity="info" if kept_key else None,
                message=f"{statement_label(a)}{what} destroys {x.destroys}{rows}. {tail}",
                span=x.span, table=a.table,
                index=x.target if x.kind == "DROP INDEX" else None,
                evidence={"clause": x.kind, "target": x.target, "rows": state.rows,
                          "table_created_in": a.table_created_at.path if a.table_created_at else None},
                fix=_fix(a, x, mariadb),
                headline=(f"{statement_label(a)}{what}: an AUTO_INCREMENT surrogate, rows stay identified by {kept_key}"
                          if kept_key else f"{statement_label(a)}{what} destroys {x.destroys.split(':')[0]}{rows}"),
            )


def _surrogate_replaced(ctx: RuleContext, a, x) -> str:
    """The key that identifies the rows once a dropped AUTO_INCREMENT column is gone (`PRIMARY KEY
    (queue_name, message_id)`), when nothing in the schema refers to the column: a surrogate
    replaced by a natural key loses no data. Empty otherwise."""
    if x.kind != "DROP COLUMN" or not x.generated_values or not a.final_table:
        return ""
    schema, _, name = a.final_table.rpartition(".")
    table = ctx.model.find_table(name, schema or None)
    if table is None or table.column(x.target) is not None:
        return ""
    incoming = incoming_foreign_keys(ctx.model)
    if incoming.of(table) or (name_words(x.target) == ["id"] and incoming.named(table, has_id=True)):
        return ""
    key = next((i for i in sorted(table.indexes, key=lambda i: not i.is_primary) if i.is_unique and i.parts), None)
    if key is None:
        return ""
    return f"{'PRIMARY KEY' if key.is_primary else 'UNIQUE ' + key.name} ({', '.join(key.columns)})"


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
