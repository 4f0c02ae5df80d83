"""SL608 lock-wait-timeout: a migration file whose DDL on an existing table runs with the
server's default lock_wait_timeout (MySQL 31,536,000 s, a year; MariaDB 86,400 s, a day): the
DDL waits that long for its metadata lock behind any open transaction on the table, and every
query on the table queues behind the DDL."""

from __future__ import annotations

from typing import Iterator

from . import RuleContext, Violation, rule

MAX_SECONDS = 60  # a SET above this is as good as none for the queue behind the DDL
MYSQL_DEFAULT = 31_536_000  # MySQL 8.0 Reference Manual, Server System Variables: lock_wait_timeout
MARIADB_DEFAULT = 86_400  # MariaDB Knowledge Base, Server System Variables: lock_wait_timeout (10.2.4+)


@rule("SL608")
def lock_wait_timeout(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:
        return
    from .ddl_impact import statement_label, table_state

    limit = float(ctx.option("SL608", "max-seconds", MAX_SECONDS))
    per_file: dict[str, list] = {}
    counted: set[str] = set()  # files with a DDL on a table whose row count is known
    for a in ctx.assessments:
        facts = a.preflight
        if facts is None or a.span is None:
            continue
        if facts.lock_wait_timeout is not None and facts.lock_wait_timeout <= limit:
            continue
        state = table_state(ctx, a)
        if not state.holds_rows:
            continue
        per_file.setdefault(a.span.path, []).append(a)
        if state.rows:
            counted.add(a.span.path)
    for path, found in per_file.items():
        first = found[0]
        mariadb = first.server.startswith("MariaDB")
        given = first.preflight.lock_wait_timeout
        seconds = given if given is not None else (MARIADB_DEFAULT if mariadb else MYSQL_DEFAULT)
        setting = (f"lock_wait_timeout = {seconds:,.0f} s (the {first.server.split(' ')[0]} default, "
                   f"{'a day' if mariadb else 'a year'})" if given is None else f"lock_wait_timeout = {seconds:,.0f} s")
        more = f" (and {len(found) - 1} more DDL statement(s) in this file)" if len(found) > 1 else ""
        message = (f"{statement_label(first)}{more} waits for its metadata lock with {setting}: behind one long "
                   f"transaction on {first.table} it waits that long, and every query on the table queues behind it.")
        # a warning where a row count says the table is in use (the severity policy's stated scale);
        # without one, advice: the migration still passes a hook
        yield Violation(
            message=message, span=first.span, table=first.table, severity=None if path in counted else "info",
            headline=f"{statement_label(first)}: no SET lock_wait_timeout before it ({seconds:,.0f} s)",
            evidence={"lock_wait_timeout": seconds, "set_in_file": given is not None, "statements": len(found),
                      "max_seconds": limit},
            fix=("Put SET SESSION lock_wait_timeout = 5; at the top of the migration (a few seconds; retry the "
                 "migration when it times out) — gh-ost, pt-online-schema-change and Spirit set their own."),
        )
