"""SL601 table-rebuild: an ALTER that rewrites a table that holds rows (INPLACE with a rebuild,
or COPY), with the table's size and how long the rewrite takes at a configurable rate."""

from __future__ import annotations

from typing import Iterator

from ..judge.ddl import COPY, INSTANT, quote
from . import RuleContext, Violation, rule

WARN_SECONDS = 60  # a rewrite at least this long is a warning, shorter ones are info
ONLINE_TOOL_SECONDS = 600  # from here on, suggest gh-ost / pt-online-schema-change


@rule("SL601")
def table_rebuild(ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.assessments:  # no ALTER to judge (a plain file): ddl_impact is not even imported
        return
    from .ddl_impact import human_bytes, human_duration, rewrite_seconds, statement_label, table_state

    warn_after = float(ctx.option("SL601", "warn-seconds", WARN_SECONDS))
    tool_after = float(ctx.option("SL601", "online-tool-seconds", ONLINE_TOOL_SECONDS))
    for a in ctx.assessments:
        if not a.copies or a.rejected_clauses:  # a rejected statement never runs: SL602 says so
            continue
        state = table_state(ctx, a)
        if not state.holds_rows:
            continue
        why = "; ".join(f"{x.kind} {x.target}".strip() + f": {a.why(x)}" for x in a.costly_actions())
        how = "copies" if a.algorithm == COPY else "rebuilds"
        algo = "COPY" if a.algorithm == COPY else "INPLACE with a rebuild"
        seconds = rewrite_seconds(ctx, "SL601", state)
        message = f"{statement_label(a)} {how} the whole table on {a.server} ({algo}): {why}."
        if seconds is not None:
            size = f", ≈ {human_bytes(state.size_bytes)}" if state.size_bytes else ""
            message += f" At {state.rows_text}{size} that takes ≈ {human_duration(seconds)}"
            message += (" and needs as much free disk again." if state.size_bytes else ".")
            severity = "warning" if seconds >= warn_after else "info"
        else:
            message += (f" Its size is unknown: give a row count ([tables.{a.table}] rows = …) for the "
                        f"duration.")
            severity = "info"
        fix = _fix(a, seconds, tool_after)
        yield Violation(
            message=message, span=a.span, table=a.table, severity=severity,
            evidence={"server": a.server, "algorithm": a.algorithm, "rebuild": a.rebuild, "lock": a.lock,
                      "rows": state.rows, "rows_source": state.rows_source, "size_bytes": state.size_bytes,
                      "seconds": round(seconds, 1) if seconds is not None else None,
                      "clauses": [{"kind": x.kind, "target": x.target, "algorithm": x.cost.algorithm,
                                   "rebuild": x.cost.rebuild, "reason": x.cost.reason} for x in a.actions],
                      "table_created_in": a.table_created_at.path if a.table_created_at else None,
                      "reference": a.reference},
            fix=fix,
            headline=(f"{statement_label(a)}: {how} the whole table ({algo})"
                      + (f"; ≈ {human_duration(seconds)} at {state.rows_text}" if seconds is not None else "")),
        )


def _fix(a, seconds, tool_after: float) -> str:
    if all(x.cost.algorithm == INSTANT for x in a.actions) and a.requested_algorithm != COPY:
        return "Drop the ALGORITHM/LOCK clause: the server then does it INSTANT."
    if any(x.cost.algorithm == INSTANT for x in a.costly_actions()):
        split = " Or split the instant clauses into their own ALTER, so they stay INSTANT."
    else:
        split = ""
    if seconds is not None and seconds < tool_after:
        return f"Run it when writes are low; it holds the table's metadata lock at start and end.{split}"
    schema, _, table = a.table.rpartition(".")
    alter = a.clauses_sql.replace('"', '\\"') if a.clauses_sql else "…"
    db = f"--database={quote(schema)} " if schema else ""
    pt_db = f"D={schema}," if schema else ""
    return (f"Use an online schema change tool that copies in chunks and swaps at the end:\n"
            f"  gh-ost {db}--table={table} --alter=\"{alter}\" --execute\n"
            f"  pt-online-schema-change --alter \"{alter}\" {pt_db}t={table} --execute{split}")
