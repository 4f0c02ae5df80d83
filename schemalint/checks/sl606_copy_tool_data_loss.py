"""SL606 copy-tool-data-loss: a change that a copy tool completes by dropping or cutting rows
(it copies with INSERT IGNORE): ADD UNIQUE / PRIMARY KEY on duplicates, a collation or type
change that makes UNIQUE key values equal, a narrowing that cuts values. With the query that
counts what would go. (The server itself refuses these on bad rows: SL604.)"""

from __future__ import annotations

from typing import Iterator

from . import RuleContext, Violation, rule

TOOL_SECONDS = 60  # from a minute of copying (SL601's warning), a team may well run it through a tool


@rule("SL606")
def copy_tool_data_loss(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:
        return
    from ..judge.osc_tools import LOSES, REFUSES, verdicts
    from .ddl_impact import statement_label
    from .sl605_online_tool_preflight import tool_in_play

    threshold = float(ctx.option("SL606", "tool-seconds", TOOL_SECONDS))
    for a in ctx.assessments:
        if a.preflight is None or not a.preflight.losses:
            continue
        found = tool_in_play(ctx, a, threshold)
        if found is None:
            continue
        state, _ = found
        results = verdicts(a.preflight)
        for loss in a.preflight.losses:
            losing = [v.tool for v in results  # (a tool that refuses the table for another reason loses nothing)
                      if v.outcome == LOSES and any(p.condition == loss.condition for p, _ in v.decided_by)]
            if not losing:
                continue
            guarded = [v.tool for v in results if any(p.condition == loss.condition and p.outcome == REFUSES
                                                       for p, _ in v.reasons)]
            verb = "cuts" if loss.condition == "truncation" else "drops"
            message = (f"{statement_label(a)}: {loss.clause}: {' and '.join(losing)} would complete it and lose data "
                       f"— the copy (INSERT IGNORE) silently {verb} {loss.what}. {a.table} holds {state.rows_text}; "
                       f"count what would go first: {loss.query}")
            if guarded:
                message += (f" ({' and '.join(guarded)} {'refuses' if len(guarded) == 1 else 'refuse'} "
                            f"the change instead.)")
            yield Violation(
                message=message, span=a.span, table=a.table, severity="error",
                headline=f"{statement_label(a)}: {' and '.join(losing)} would {verb.rstrip('s')} {loss.what}",
                evidence={"clause": loss.clause, "condition": loss.condition, "query": loss.query,
                          "tools": losing, "refusing": guarded, "rows": state.rows,
                          "sources": sorted({p.source for v in results for p, _ in v.reasons
                                             if p.condition == loss.condition})},
                fix=(f"Run the query; when it is not 0, fix those rows in an earlier migration, then run the "
                     f"change (on the server, or with the tool):\n  {loss.query}"),
            )
