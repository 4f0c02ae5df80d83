"""SL604 data-dependent-change: an ALTER whose success depends on the rows already in the table
(ADD UNIQUE / PRIMARY KEY, NOT NULL, a narrower type or charset, a FOREIGN KEY or CHECK)."""

from __future__ import annotations

from typing import Iterator

from . import RuleContext, Violation, rule


@rule("SL604")
def data_dependent_change(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:  # no ALTER to judge (a plain file): ddl_impact is not even imported
        return
    from .ddl_impact import statement_label, table_state

    for a in ctx.assessments:
        risky = [x for x in a.actions if x.may_fail]
        if not risky:
            continue
        state = table_state(ctx, a)
        if not state.holds_rows:
            continue
        for x in risky:
            rows = f" {a.table} holds {state.rows_text}." if state.rows is not None else ""
            message = f"{statement_label(a)}: {x.kind} {x.target}: {x.may_fail}.{rows}"
            if x.may_fail_severity == "warning":
                message += " Halfway through a rebuild, that failure costs the time spent so far."
            if x.fix:
                fix, unapplied = x.fix, x.fix_unapplied
            elif x.check:
                fix = f"Check the rows first, and clean them up in an earlier migration:\n  {x.check}"
                unapplied = (f"Check the rows first; this migration is not applied yet, so clean them up in it "
                             f"(before this statement) rather than in another one:\n  {x.check}")
            else:
                fix = "Check the existing rows first, and clean them up in an earlier migration."
                unapplied = ("Check the existing rows first; this migration is not applied yet, so clean them up "
                             "in it (before this statement) rather than in another one.")
            yield Violation(
                message=message, span=x.span, table=a.table,
                index=x.target if x.kind in ("ADD UNIQUE", "ADD PRIMARY KEY") else None,
                severity=x.may_fail_severity,
                headline=f"{statement_label(a)}: {x.kind} {x.target}: {x.may_fail.split(':')[0].split(';')[0]}",
                evidence={"clause": x.kind, "target": x.target, "rows": state.rows, "check": x.check,
                          "table_created_in": a.table_created_at.path if a.table_created_at else None},
                fix=unapplied if x.span is not None and ctx.config.is_unapplied(x.span.path) else fix,
            )
