"""SL605 online-tool-preflight: on a table big enough that the change goes through an online
schema change tool, which of gh-ost, pt-online-schema-change and Spirit can run it, with which
flags — from the tools' documented preconditions (osc_tools.PRECONDITIONS, with their pages)."""

from __future__ import annotations

from typing import Any, Iterator, Optional

from ..judge.ddl import INSTANT, quote
from . import RuleContext, Violation, rule

TOOL_SECONDS = 600  # SL601's online-tool-seconds: from this copy time on, teams reach for a tool


def tool_in_play(ctx: RuleContext, a: Any, threshold: float) -> Optional[tuple[Any, float]]:
    """(table state, copy seconds) when this statement is one a copy tool would run: an ALTER
    or CREATE INDEX on a table holding rows whose copy takes `threshold` seconds or more."""
    from .ddl_impact import rewrite_seconds, table_state

    if a.preflight is None or a.statement not in ("ALTER TABLE", "CREATE INDEX") or a.rejected_clauses:
        return None
    state = table_state(ctx, a)
    if not state.holds_rows or not state.rows:
        return None
    seconds = rewrite_seconds(ctx, "SL601", state)
    if seconds is None or seconds < threshold:
        return None
    return state, seconds


def copy_figures(state: Any, seconds: float) -> str:
    """`≈ 1 h 44 min to copy 400 M rows, ≈ 381 GiB at 64 MiB/s`: the figures and the rate
    (SL601's copy-rate, or rows-per-second when the size is unknown) they come from."""
    from .ddl_impact import human_bytes, human_count, human_duration

    if state.size_bytes:
        return (f"≈ {human_duration(seconds)} to copy {state.rows_text}, ≈ {human_bytes(state.size_bytes)} "
                f"at {human_bytes(round(state.size_bytes / seconds))}/s")
    return f"≈ {human_duration(seconds)} to copy {state.rows_text} at {human_count(round(state.rows / seconds))} rows/s"


@rule("SL605")
def online_tool_preflight(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:
        return
    from ..judge.osc_tools import NEEDS_FLAGS, RUNS, instead, verdicts
    from .ddl_impact import statement_label

    threshold = float(ctx.option("SL605", "tool-seconds", ctx.option("SL601", "online-tool-seconds", TOOL_SECONDS)))
    for a in ctx.assessments:
        if a.algorithm == INSTANT:
            continue
        found = tool_in_play(ctx, a, threshold)
        if found is None:
            continue
        state, seconds = found
        results = verdicts(a.preflight)
        parts = []
        for v in results:
            if v.outcome == RUNS:
                parts.append(f"{v.tool} runs it")
            elif v.outcome == NEEDS_FLAGS:
                parts.append(f"{v.tool} runs it with {' '.join(v.flags)}")
            else:
                why = "; ".join(dict.fromkeys(f"{p.says} ({fact})" if fact else p.says for p, fact in v.decided_by))
                parts.append(f"{v.tool} {v.outcome}: {why}")
        otherwise = instead(results)
        runnable = [v for v in results if v.outcome in (RUNS, NEEDS_FLAGS)]
        label = statement_label(a)
        message = f"{label} ({copy_figures(state, seconds)}): " + "; ".join(parts) + "."
        if otherwise:
            message += " No tool can run it cleanly."
        headline = (f"{label}: " + ", ".join(f"{v.tool} {v.outcome}" for v in results)
                    + ("; no tool can run it" if otherwise else ""))
        yield Violation(
            message=message, span=a.span, table=a.table,
            severity="warning" if otherwise else "info",
            headline=headline,
            evidence={"seconds": round(seconds, 1), "rows": state.rows, "size_bytes": state.size_bytes,
                      "server": a.server,
                      "tools": {v.tool: {"outcome": v.outcome, "flags": list(v.flags),
                                         "because": [{"condition": p.condition, "fact": fact, "says": p.says,
                                                      "source": p.source, "version": p.version}
                                                     for p, fact in v.reasons],
                                         "requires": [{"says": p.says, "source": p.source, "version": p.version}
                                                      for p in v.notes]}
                                for v in results}},
            fix=(otherwise + "".join(f"\n  {loss.query}" for loss in a.preflight.losses)) if otherwise
            else _commands(a, runnable),
        )


def _commands(a: Any, runnable: list) -> str:
    schema, _, table = a.table.rpartition(".")
    alter = (a.clauses_sql or "…").replace('"', '\\"')
    lines = ["Run it with a tool that can (try --dry-run first):"]
    for v in runnable:
        flags = "".join(f" {f}" for f in v.flags)
        if v.tool == "gh-ost":
            db = f"--database={quote(schema)} " if schema else "--database=… "
            lines.append(f"  gh-ost {db}--table={table} --alter=\"{alter}\"{flags} --execute")
        elif v.tool == "pt-online-schema-change":
            pt_db = f"D={schema}," if schema else "D=…,"
            lines.append(f"  pt-online-schema-change --alter \"{alter}\" {pt_db}t={table}{flags} --execute")
        else:
            db = f"--database={quote(schema)} " if schema else "--database=… "
            lines.append(f"  spirit {db}--table={table} --alter=\"{alter}\"{flags}")
    return "\n".join(lines)
