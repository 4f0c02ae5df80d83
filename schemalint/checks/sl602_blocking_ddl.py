"""SL602 blocking-ddl: an ALTER that blocks writes to a table holding rows for its whole run
(LOCK=SHARED or EXCLUSIVE needed), and ALGORITHM= / LOCK= clauses the server would reject."""

from __future__ import annotations

from typing import Iterator

from ..judge.ddl import COPY, EXCLUSIVE, INSTANT, NONE
from . import RuleContext, Violation, rule


@rule("SL602")
def blocking_ddl(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:  # no ALTER to judge (a plain file): ddl_impact is not even imported
        return
    from .ddl_impact import human_duration, rewrite_seconds, statement_label, table_state

    for a in ctx.assessments:
        if a.rejected_clauses:
            yield _rejected(a)
            continue
        if a.algorithm in (None, INSTANT) or a.lock == NONE:
            continue
        state = table_state(ctx, a)
        if not state.holds_rows:
            continue
        blockers = [x for x in a.actions if x.cost.lock == a.lock] or list(a.actions)
        why = "; ".join(f"{x.kind} {x.target}".strip() + f": {x.cost.reason}" for x in blockers)
        waits = "every read and write" if a.lock == EXCLUSIVE else "every INSERT, UPDATE and DELETE (reads go on)"
        seconds = rewrite_seconds(ctx, "SL601", state) if a.copies else None
        how_long = f" — ≈ {human_duration(seconds)} at {state.rows_text}" if seconds is not None else ""
        message = (f"{statement_label(a)} needs LOCK={a.lock} on {a.server}: {why}. While it runs, {waits} on "
                   f"{a.table} waits{how_long}.")
        yield Violation(
            message=message, span=a.span, table=a.table,
            evidence={"server": a.server, "algorithm": a.algorithm, "lock": a.lock, "rows": state.rows,
                      "seconds": round(seconds, 1) if seconds is not None else None,
                      "blocking_clauses": [f"{x.kind} {x.target}".strip() for x in blockers],
                      "table_created_in": a.table_created_at.path if a.table_created_at else None,
                      "reference": a.reference},
            fix=_fix(a, blockers),
            headline=f"{statement_label(a)}: LOCK={a.lock}, {waits} on {a.table} waits{how_long}",
        )


def _fix(a, blockers) -> str:
    kinds = {x.kind for x in blockers}
    if "ADD FOREIGN KEY" in kinds:
        return ("With foreign_key_checks=0 the constraint is added in place without blocking writes "
                "(SET SESSION foreign_key_checks = 0 before the ALTER) — only when the rows are known to match "
                "(SL604 gives the query); otherwise copy the table with gh-ost or pt-online-schema-change.")
    if a.algorithm == COPY or a.rebuild:
        return ("Copy the table online instead: gh-ost or pt-online-schema-change apply the change to a shadow "
                "copy while writes continue, then swap the tables.")
    return "Run it when the table takes no writes, or build the change on a copy with gh-ost."


def _rejected(a) -> Violation:
    from .ddl_impact import statement_label

    clauses = ", ".join(r.clause for r in a.rejected_clauses)
    reasons = "; ".join(f"{r.clause}: {r.reason}" for r in a.rejected_clauses)
    message = f"{a.server} rejects {statement_label(a)} as written — {reasons}. The migration fails here."
    if all(r.clause.startswith(("ALGORITHM", "LOCK")) for r in a.rejected_clauses):
        best = f"ALGORITHM={a.algorithm}" + (f", LOCK={a.lock}" if a.algorithm != INSTANT else "")
        fix = (f"Remove {clauses}" + (" (MariaDB takes none here)." if any("MariaDB takes no" in r.reason
                                                                           for r in a.rejected_clauses)
                                      else f", or ask for what the server can do: {best}."))
    else:
        fix = "Use the spelling the target server accepts (see the reason)."
    return Violation(message=message, span=a.span, table=a.table, severity="error",
                     evidence={"server": a.server, "rejected": [r.clause for r in a.rejected_clauses],
                               "algorithm": a.algorithm, "lock": a.lock, "reference": a.reference},
                     fix=fix, headline=f"{statement_label(a)}: {a.server} rejects {clauses}; the migration fails")
