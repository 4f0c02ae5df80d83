"""SL607 instant-possible: ALGORITHM=COPY (or, on MySQL, ALGORITHM=INPLACE) asked for a change
the server does INSTANT, on a table that holds rows — with the version that makes it instant
and what the asked-for algorithm costs at this table's size."""

from __future__ import annotations

from typing import Iterator

from ..judge.ddl import COPY, INSTANT
from . import RuleContext, Violation, rule

# Since which version each clause is INSTANT (MySQL 8.0 Reference Manual 17.12.1 Online DDL
# Operations; MariaDB Knowledge Base, InnoDB Online DDL Operations with the INSTANT Alter
# Algorithm). A clause missing here is named with the configured server only.
INSTANT_SINCE = {
    ("MySQL", "ADD COLUMN"): "MySQL 8.0.29 (8.0.12 as the last column)",
    ("MySQL", "DROP COLUMN"): "MySQL 8.0.29",
    ("MySQL", "RENAME COLUMN"): "MySQL 8.0.28",
    ("MySQL", "CHANGE COLUMN"): "MySQL 8.0.28 (a rename); 8.0.12 (a default, an appended ENUM member)",
    ("MySQL", "MODIFY COLUMN"): "MySQL 8.0.12",
    ("MySQL", "ALTER COLUMN"): "MySQL 8.0.12",
    ("MariaDB", "ADD COLUMN"): "MariaDB 10.4 (10.3.2 as the last column)",
    ("MariaDB", "DROP COLUMN"): "MariaDB 10.4",
}


@rule("SL607")
def instant_possible(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:
        return
    from .ddl_impact import statement_label, table_state
    from .sl605_online_tool_preflight import copy_figures
    from .ddl_impact import rewrite_seconds

    for a in ctx.assessments:
        if a.requested_algorithm not in (COPY, "INPLACE") or a.rejected_clauses or not a.actions:
            continue
        if a.algorithm == INSTANT or not all(x.cost.algorithm == INSTANT for x in a.actions):
            continue
        state = table_state(ctx, a)
        if not state.holds_rows:
            continue
        product = a.server.split(" ")[0]
        since = "; ".join(dict.fromkeys(
            f"{x.kind}: {INSTANT_SINCE.get((product, x.kind), a.server)}" for x in a.actions))
        seconds = rewrite_seconds(ctx, "SL601", state) if a.copies else None
        cost = ("rebuilds the table" if a.algorithm != COPY else "copies the table") if a.copies else \
            "works in place"
        figures = f" ({copy_figures(state, seconds)})" if seconds is not None else ""
        blocks = f", blocking writes (LOCK={a.lock})" if a.lock not in ("NONE", None) else ""
        message = (f"{statement_label(a)} asks ALGORITHM={a.requested_algorithm} for a change {a.server} does "
                   f"INSTANT ({since}): it {cost}{figures}{blocks} where INSTANT changes only the data dictionary.")
        yield Violation(
            message=message, span=a.span, table=a.table,
            headline=f"{statement_label(a)}: ALGORITHM={a.requested_algorithm} where INSTANT would do",
            evidence={"requested": a.requested_algorithm, "algorithm": a.algorithm, "instant_since": since,
                      "seconds": round(seconds, 1) if seconds is not None else None, "rows": state.rows,
                      "reference": a.reference},
            fix=(f"Remove ALGORITHM={a.requested_algorithm} (or write ALGORITHM=INSTANT, which fails loudly rather "
                 f"than copying if the server cannot)."),
        )
