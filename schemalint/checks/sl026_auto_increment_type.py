"""SL026 auto-increment-type: an AUTO_INCREMENT column that wastes or will run out of ids.

- its type is not in `allow` (like Skeema's allow-auto-inc; default: every UNSIGNED integer
  type): a signed column never uses its negative half. Without a row count or growth that
  shows the half matters, that is info (most signed keys are on tables that never get near
  it: a lookup table of ten rows); a configured `allow` list keeps the catalogue severity.
  `allow = ["int unsigned", "bigint unsigned"]` is Skeema's stricter default, which also
  refuses TINYINT/SMALLINT/MEDIUMINT lookup-table keys;
- the ids it will need — the table's AUTO_INCREMENT start, the row count and growth per day
  from `[tables.NAME]` or --rows, projected `horizon-years` ahead (default 10) — exceed
  `max-fill` (default 80%) of the type's maximum: the day it runs out, every INSERT fails
  with error 1062/167 until someone migrates a full table.

The fix keeps the foreign keys valid: the referencing columns (declared foreign keys), and the
columns referencing those, get the same new type (their keys dropped first, by the server's
name for an unnamed one, and added back, since the types must match at every step), the
narrowest UNSIGNED type that holds the ids projected (the same width when only the sign is
wrong). An AUTO_INCREMENT column that is itself a foreign key follows the column it references:
its fix is words (no statement on its own table can change it).
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import column_list, foreign_key_name, quote
from ..model import Column, ForeignKey, Table
from ..replay.insert_order import is_log_table
from ..replay.references import IncomingForeignKeys, incoming_foreign_keys
from . import RuleContext, Violation, rule
from .sizing import human_count, human_days, table_estimate
from .sl010_key_too_long import modify_column

DEFAULT_ALLOW = ["tinyint unsigned", "smallint unsigned", "mediumint unsigned", "int unsigned", "bigint unsigned"]
_BITS = {"TINYINT": 8, "SMALLINT": 16, "MEDIUMINT": 24, "INT": 32, "BIGINT": 64}
_WIDTHS = tuple(_BITS)  # narrowest first


def type_max(col: Column) -> Optional[int]:
    bits = _BITS.get(col.data_type)
    if bits is None:
        return None
    return 2**bits - 1 if col.unsigned else 2 ** (bits - 1) - 1


def _type_name(col: Column) -> str:
    return f"{col.data_type.lower()}{' unsigned' if col.unsigned else ''}"


def _unsigned_for(col: Column, needed: float, max_fill: float) -> str:
    """The narrowest UNSIGNED type, no narrower than `col`'s, whose `max_fill` share holds `needed` ids."""
    for t in _WIDTHS[_WIDTHS.index(col.data_type):]:
        if needed <= max_fill * (2 ** _BITS[t] - 1) or t == "BIGINT":
            return f"{t} UNSIGNED"
    return "BIGINT UNSIGNED"


def _referencing(incoming: IncomingForeignKeys, table: Table, col: Column) -> list[tuple[Table, Column, ForeignKey]]:
    """The columns of declared foreign keys that reference `col`, with their keys."""
    out = []
    for child, fk in incoming.of(table):
        for mine, theirs in zip(fk.columns, fk.ref_columns):
            child_col = child.column(mine)
            if theirs.lower() == col.name.lower() and child_col is not None:
                out.append((child, child_col, fk))
    for fk in table.foreign_keys:  # its own keys to itself (a tree: parent_id → id) bind the column too
        if fk.ref_table.lower() == table.name.lower() and (fk.ref_schema or table.schema or "").lower() == (table.schema or "").lower():
            for mine, theirs in zip(fk.columns, fk.ref_columns):
                own = table.column(mine)
                if theirs.lower() == col.name.lower() and own is not None:
                    out.append((table, own, fk))
    return out


def _referencing_all(incoming: IncomingForeignKeys, table: Table, col: Column) -> list[tuple[Table, Column, ForeignKey]]:
    """The referencing columns, and the columns referencing those (a key of a key: they change
    too, or the server refuses the middle one's MODIFY with 1832), parents before children."""
    out, seen = [], {(id(table), col.name.lower())}
    queue = [(table, col)]
    while queue:
        parent, parent_col = queue.pop(0)
        for child, child_col, fk in _referencing(incoming, parent, parent_col):
            if (id(child), child_col.name.lower()) in seen:
                continue
            seen.add((id(child), child_col.name.lower()))
            out.append((child, child_col, fk))
            queue.append((child, child_col))
    return out


def _allowed_at_least(target: str, allow) -> str:
    """The narrowest allowed type at least as wide as `target` (UNSIGNED first): a fix to a
    type the rule does not allow would be reported again."""
    if not allow or target.lower() in allow:
        return target
    for width in _WIDTHS[_WIDTHS.index(target.split()[0]):]:
        for candidate in (f"{width} UNSIGNED", width):
            if candidate.lower() in allow:
                return candidate
    return target


def _fix(table: Table, col: Column, new_type: str, children: list[tuple[Table, Column, ForeignKey]]) -> str:
    """MODIFY the column and every column referencing it to `new_type`. A foreign key's types
    must match at every step (MySQL error 3780; MariaDB 1832/1833 even with foreign_key_checks
    off, checked on 10.11), so the keys are dropped first and added back with their columns."""
    parent = next((fk for fk in table.foreign_keys if col.name.lower() in (c.lower() for c in fk.columns)
                   and fk.ref_table.lower() != table.name.lower()), None)
    if parent is not None:
        # its type is the parent column's (a foreign key's types must match at every step): no
        # statement on this table alone can change it (1832), and the parent decides the width
        position = [c.lower() for c in parent.columns].index(col.name.lower())
        ref = f"{parent.ref_table}.{parent.ref_columns[position]}" if position < len(parent.ref_columns) else parent.ref_table
        return (f"{col.name} is also a foreign key to {ref} ({foreign_key_name(table.name, table.foreign_keys, parent)}): "
                f"its type must stay that column's, and the server refuses changing it alone (MariaDB 1832, MySQL "
                f"3780). Widen {ref} to {new_type} and {col.name} with it — drop the foreign key, MODIFY both, add "
                f"it back — or drop AUTO_INCREMENT here: its ids come from {ref}.")
    if not children:
        return modify_column(table, col, new_type=new_type)
    drops = [f"ALTER TABLE {quote(child.name)} DROP FOREIGN KEY "
             f"{quote(foreign_key_name(child.name, child.foreign_keys, fk))};"
             for child, _, fk in children]
    back = []
    for child, c, fk in children:
        modify = modify_column(child, c, new_type=new_type).rstrip(";")
        ref_schema = f"{quote(fk.ref_schema)}." if fk.ref_schema else ""
        key = (f"ADD CONSTRAINT {quote(fk.name)} " if fk.name else "ADD ") + (
            f"FOREIGN KEY ({column_list(fk.columns)}) REFERENCES {ref_schema}{quote(fk.ref_table)} "
            f"({column_list(fk.ref_columns)})")
        key += f" ON DELETE {fk.on_delete}" if fk.on_delete else ""
        key += f" ON UPDATE {fk.on_update}" if fk.on_update else ""
        back.append(f"{modify}, {key};")
    return "\n".join([*drops, modify_column(table, col, new_type=new_type), *back])


def _projection(ctx: RuleContext, table: Table, horizon_years: float) -> tuple[int, int, float]:
    """(ids used, rows per day, ids needed `horizon_years` ahead): the estimator's row count and
    growth when it ran, else the table hints; the table's AUTO_INCREMENT start counts as used."""
    te = table_estimate(ctx, table)
    hints = ctx.config.hints_for(table.qualified_name)
    rows = (getattr(te, "rows", None) if te is not None else None) or hints.rows or 0
    growth = (getattr(te, "growth_per_day", None) if te is not None else None) or hints.growth_per_day or 0
    used = max(table.options.auto_increment or 0, rows)
    return used, growth, used + growth * 365 * horizon_years


def _only_grows(ctx: RuleContext, table: Table) -> Optional[tuple[str, bool]]:
    """Why the table keeps every row it gets, or None: SL301 finds a time series in it (rows come
    with time and stay), or it is named like a log and no lifecycle deletes its rows (a session
    store or pending work holds live rows only: checks/growth.py). The flag: the insert time is
    part of a PRIMARY KEY or UNIQUE key, a row per entity per instant (readings, samples), whose
    rows come at a rate that reaches a narrow counter; a log's rate is not in the DDL (blind
    verdicts: a log of boss kills, of admin actions, of shop upgrades never gets there)."""
    from .growth import lifecycle
    from .sl301_missing_time_partitioning import assess

    if lifecycle(table) is not None:
        return None
    series = assess(ctx, table)
    if series is not None:
        return (f"it is a time series ({series.series.column.name} {series.series.why}): its rows come with time "
                "and stay", series.series.kind == "unique_key")
    if is_log_table(table, ctx.model):
        return "it is named like a log: a row per logged event, kept", False
    return None


@rule("SL026")
def auto_increment_type(ctx: RuleContext) -> Iterator[Violation]:
    allow = {" ".join(str(a).lower().split()) for a in ctx.option("SL026", "allow", DEFAULT_ALLOW)}
    horizon = float(ctx.option("SL026", "horizon-years", 10))
    max_fill = float(ctx.option("SL026", "max-fill", 0.8))
    configured_allow = "allow" in ctx.config.rule_options.get("SL026", {})
    incoming: list[IncomingForeignKeys] = []  # built on first use
    for table in ctx.model.tables():
        for col in table.columns:
            if not col.auto_increment:
                continue
            top = type_max(col)
            if top is None:
                continue  # SL012 reports AUTO_INCREMENT on non-integer types
            used, growth, projected = _projection(ctx, table, horizon)
            if not (used and used >= max_fill * top) and not (growth and projected >= max_fill * top) \
                    and _type_name(col) in allow and (top >= 2**31 - 1 or used > 1 or growth or _only_grows(ctx, table) is None):
                continue  # the usual case: an allowed type far from its maximum (no words needed)
            if not incoming:
                incoming.append(incoming_foreign_keys(ctx.model))
            children = _referencing_all(incoming[0], table, col)
            name = f"{table.qualified_name}.{col.name}"
            child_note = (f" The {len(children)} column(s) referencing it ({', '.join(f'{t.name}.{c.name}' for t, c, _ in children)}) "
                          f"change with it: a foreign key's types must match." if children else "")
            wider = _unsigned_for(col, max(projected, used + 1), max_fill)
            if wider == f"{col.data_type} UNSIGNED" and col.unsigned:
                wider = _WIDTHS[min(_WIDTHS.index(col.data_type) + 1, len(_WIDTHS) - 1)] + " UNSIGNED"
            if used and used >= max_fill * top:
                yield Violation(
                    message=(f"{name} ({_type_name(col).upper()}, max {top:,}) has already used {used:,} ids "
                             f"({used / top:.0%}): when it reaches the maximum every INSERT fails. Widen it to "
                             f"{wider}.{child_note}"),
                    span=col.span or table.span, table=table.qualified_name, severity="error" if used >= top else None,
                    headline=f"{name}: {_type_name(col).upper()} has used {used / top:.0%} of its ids",
                    evidence={"column": col.name, "type": _type_name(col), "type_max": top, "ids_used": used,
                              "suggested": wider, "referencing_columns": [f"{t.name}.{c.name}" for t, c, _ in children]},
                    fix=_fix(table, col, wider, children),
                )
                continue
            if growth and projected >= max_fill * top:
                days = max(top - used, 0) / growth
                yield Violation(
                    message=(f"{name} is {_type_name(col).upper()} (max {top:,}); at {human_count(growth)} rows/day "
                             f"from {human_count(used)} it runs out in ≈ {human_days(days)} "
                             f"(projected {human_count(projected)} ids in {horizon:g} years). Every INSERT fails "
                             f"from that day; widening a big table later is a full copy. {wider} holds them."
                             f"{child_note}"),
                    span=col.span or table.span, table=table.qualified_name,
                    headline=f"{name}: {_type_name(col).upper()} runs out in ≈ {human_days(days)}",
                    evidence={"column": col.name, "type": _type_name(col), "type_max": top, "ids_used": used,
                              "growth_per_day": growth, "days_left": round(days, 1),
                              "horizon_years": horizon, "projected_ids": int(projected), "suggested": wider,
                              "referencing_columns": [f"{t.name}.{c.name}" for t, c, _ in children]},
                    fix=_fix(table, col, wider, children),
                )
                continue
            # (a schema file's AUTO_INCREMENT=1 says nothing about the rows)
            only_grows = None if used > 1 or growth or top >= 2**31 - 1 else _only_grows(ctx, table)
            if only_grows is not None:
                # a narrow counter on a table that keeps every row: it runs out at a row count the
                # table reaches — certainly for a series keyed on time (a warning), at a rate the
                # DDL does not show for a log (info until a row count or growth gives the date)
                why, keyed = only_grows
                target = _allowed_at_least("INT UNSIGNED", allow)
                reach = ("so it gets there (a row count is not needed: a row per key per instant)" if keyed else
                         "so it may get there: how soon depends on how often rows come, which the DDL does not say "
                         "(give [tables.NAME] rows or growth-per-day for the date)")
                yield Violation(
                    message=(f"{name} is an AUTO_INCREMENT {_type_name(col).upper()}: INSERTs fail once {top:,} ids "
                             f"are used, and {why}, {reach}. Widening it then is a full table copy; {target} holds "
                             f"4.3 billion.{child_note}"),
                    span=col.span or table.span, table=table.qualified_name, severity=None if keyed else "info",
                    headline=f"{name}: AUTO_INCREMENT {_type_name(col).upper()} stops at {top:,} rows; the table only grows",
                    evidence={"column": col.name, "type": _type_name(col), "type_max": top, "only_grows": why,
                              "time_in_key": keyed, "suggested": target,
                              "referencing_columns": [f"{t.name}.{c.name}" for t, c, _ in children]},
                    fix=_fix(table, col, target, children),
                )
                continue
            if _type_name(col) in allow:
                continue
            same_width = f"{col.data_type} UNSIGNED"
            if not col.unsigned:
                why = (f"AUTO_INCREMENT never uses the negative half: it stops at {top:,} where "
                       f"{same_width} would reach {2 * top + 1:,}")
                if col.data_type == "BIGINT":
                    why += ", though 9.2 × 10^18 ids will not run out"
                target = same_width if f"{same_width.lower()}" in allow or not allow else wider
                headline = f"{table.name}.{col.name}: signed {col.data_type} AUTO_INCREMENT; UNSIGNED doubles it"
            else:
                why = f"it runs out at {top:,} rows"
                target = _allowed_at_least(wider, allow)
                headline = f"{name}: AUTO_INCREMENT {_type_name(col).upper()} is not an allowed type"
            # Without a row count or growth nothing says the range matters (a ten-row lookup
            # table never gets near it): info, unless the user chose the allowed types.
            known = bool(used or growth)
            severity = None if configured_allow else "info"
            scale = (f" The {human_count(projected)} ids projected in {horizon:g} years stay far from it." if known else
                     " No row count or growth is known, so nothing says this table gets near the limit.")
            yield Violation(
                message=(f"{name} is an AUTO_INCREMENT {_type_name(col).upper()}: {why}. Allowed types: "
                         f"{', '.join(sorted(allow)) or 'none'}.{scale}{child_note}"),
                span=col.span or table.span, table=table.qualified_name, severity=severity, headline=headline,
                evidence={"column": col.name, "type": _type_name(col), "type_max": top, "allowed": sorted(allow),
                          "suggested": target, "referencing_columns": [f"{t.name}.{c.name}" for t, c, _ in children]},
                fix=_fix(table, col, target, children),
            )
