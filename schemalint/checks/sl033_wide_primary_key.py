"""SL033 wide-primary-key: a wide PRIMARY KEY is copied into every secondary index.

InnoDB finds a row from a secondary index through the PRIMARY KEY value stored in each
secondary entry (the columns the secondary key does not already hold), so each secondary
index pays the PRIMARY KEY's width per row. The usual fix, an 8-byte BIGINT surrogate
PRIMARY KEY with the natural key kept UNIQUE, has a price too: the new UNIQUE index copies
the natural key once more (with the surrogate), and every row gains 8 bytes. The rule
reports only when the fix pays: the PRIMARY KEY averages more than `max-bytes` (default 32),
and the net saving per row, copies saved minus what the fix adds, is at least `min-saving`
bytes (default 16) and `min-share` (default 10 %) of what its secondary indexes take per row.

Severity: the bytes matter only on a big table. With a row count, a net saving of 1 GB or more
is a warning, less is info; without one, a warning where the table's name says it grows with
traffic (sessions, tokens, logs, events, history) and the net saving is at least 128 B per row
(1.2 GB per 10 M rows), unless it holds its live rows only (checks/growth.py `lifecycle`: a
session store, pending work), else info.

Lengths are realistic, not declared: a VARCHAR key of names or codes is assumed to hold
≈ 16 characters (at most half its width), an id in a VARCHAR(36+) 36 (generated ids are
UUID-like); identifiers (UUIDs, digests, tokens) fill their
width up to 64 characters (a token in a VARCHAR(255) is 40–90 long); `[tables.NAME]
avg-lengths` overrides both.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import column_list
from ..estimate.columns import column_size
from ..replay.insert_order import RANDOM, column_order, name_words, per_request_word
from ..judge.limits import key_part
from ..model import Column, Table
from . import RuleContext, Violation, rule
from .growth import lifecycle
from .sizing import human_bytes, human_count

DEFAULT_MAX_BYTES = 32
DEFAULT_MIN_SAVING = 16
DEFAULT_MIN_SHARE = 0.10
SIGNIFICANT_TOTAL_BYTES = 2**30  # with a row count: a net saving below 1 GB is info
UNSIZED_MIN_SAVING = 128  # without one: B per row a busy table must save (1.2 GB per 10 M rows)
SURROGATE_BYTES = 8
RECORD_HEADER_BYTES = 5  # COMPACT/DYNAMIC record header
TYPICAL_KEY_CHARS = 16  # a name or code used as a key: group names, slugs, ISO codes, logins
# Names of values that run long: half the declared width stays the guess for these.
_LONG_VALUE_WORDS = frozenset({"url", "uri", "path", "email", "mail", "title", "description", "text", "content",
                               "address", "file", "filename", "query", "message"})
_ID_WORDS = frozenset({"id", "uid", "uuid", "guid", "identifier", "ref"})
GENERATED_ID_CHARS = 36
IDENTIFIER_MAX_BYTES = 64  # a token or signature in a VARCHAR(255): 40–90 characters, not 255


def _avg_bytes(table: Table, col: Column, hint: Optional[float]) -> tuple[float, str]:
    """A key column's average stored bytes, and how it was decided."""
    size = column_size(col, avg_hint=hint)
    if hint is not None or col.data_type not in ("VARCHAR", "VARBINARY"):
        return size.avg_bytes, "avg-lengths" if hint is not None else "type"
    n = col.length or 255
    if column_order(col, table).kind == RANDOM:
        if n <= IDENTIFIER_MAX_BYTES:
            return float(n), "identifier: full width"
        return float(IDENTIFIER_MAX_BYTES), f"identifier: ≈ {IDENTIFIER_MAX_BYTES} characters assumed"
    words = name_words(col.name)
    if set(words) & _LONG_VALUE_WORDS:
        return n / 2, "half the declared width"
    if words and words[-1] in _ID_WORDS and n >= GENERATED_ID_CHARS:
        # an id kept as text in a roomy VARCHAR: generated ids are UUID-like, 36 characters
        return float(GENERATED_ID_CHARS), f"≈ {GENERATED_ID_CHARS} characters assumed (a generated id)"
    return float(min(n / 2, TYPICAL_KEY_CHARS)), f"≈ {min(n // 2, TYPICAL_KEY_CHARS)} characters assumed"


def _column_bytes(ctx: RuleContext, table: Table) -> dict[str, tuple[int, float, str]]:
    """PRIMARY KEY column -> (maximum, average bytes, how the average was decided)."""
    hints = ctx.config.hints_for(table.qualified_name)
    out: dict[str, tuple[int, float, str]] = {}
    for part in table.primary_key.parts:
        col = table.column(part.column)
        if col is None or part.expression:
            continue
        avg, how = _avg_bytes(table, col, hints.avg_lengths.get(col.name.lower()))
        most = key_part(table, part).bytes or 0
        if part.prefix:
            avg = min(avg, float(part.prefix))
        out[col.name.lower()] = (most, avg, how)
    return out


def _key_bytes(ctx: RuleContext, table: Table, columns: list[str], sizes: dict) -> float:
    hints = ctx.config.hints_for(table.qualified_name)
    total = 0.0
    for name in columns:
        if name.lower() in sizes:
            total += sizes[name.lower()][1]
        elif (col := table.column(name)) is not None:
            total += _avg_bytes(table, col, hints.avg_lengths.get(col.name.lower()))[0]
    return total


@rule("SL033")
def wide_primary_key(ctx: RuleContext) -> Iterator[Violation]:
    limit = float(ctx.option("SL033", "max-bytes", DEFAULT_MAX_BYTES))
    min_saving = float(ctx.option("SL033", "min-saving", DEFAULT_MIN_SAVING))
    min_share = float(ctx.option("SL033", "min-share", DEFAULT_MIN_SHARE))
    for table in ctx.model.tables():
        pk = table.primary_key
        if pk is None or not table.is_innodb or not table.secondary_indexes():
            continue
        sizes = _column_bytes(ctx, table)
        most = sum(m for m, _, _ in sizes.values())
        avg = sum(a for _, a, _ in sizes.values())
        if avg <= limit:
            continue
        # a secondary index stores the PRIMARY KEY columns it does not already hold in full
        copies: dict[str, float] = {}
        secondary_bytes = 0.0
        for idx in table.indexes:
            if idx.is_primary or idx.kind in ("FULLTEXT", "SPATIAL"):
                continue
            held = {p.column.lower() for p in idx.parts if not p.prefix and not p.expression}
            copied = sum(a for c, (_, a, _) in sizes.items() if c not in held)
            secondary_bytes += RECORD_HEADER_BYTES + _key_bytes(ctx, table, idx.columns, sizes) + copied
            if copied:
                copies[idx.name] = copied
        if not copies:
            continue
        per_row = sum(copies.values())
        saved = sum(b - SURROGATE_BYTES for b in copies.values())
        # the fix: a UNIQUE index on the natural key (its columns + the surrogate) and 8 B per row
        cost = (RECORD_HEADER_BYTES + avg + SURROGATE_BYTES) + SURROGATE_BYTES
        net = saved - cost
        # the share of the secondary indexes (where the copies live) the fix takes off: a table's
        # long text columns say nothing about whether its keys are worth narrowing
        now = secondary_bytes
        if net < min_saving or net < min_share * now:
            continue
        rows = ctx.config.hints_for(table.qualified_name).rows
        traffic = per_request_word(table, model=ctx.model)
        if rows:
            severity = None if net * rows >= SIGNIFICANT_TOTAL_BYTES else "info"
            scale = "" if severity is None else " Under 1 GB at this row count: info."
        else:
            # a table that holds its live rows only (a session store, pending work): its size is
            # the live load, not the traffic its name speaks of (checks/growth.py `lifecycle`)
            live = lifecycle(table) if traffic and net >= UNSIZED_MIN_SAVING else None
            severity = None if traffic and net >= UNSIZED_MIN_SAVING and live is None else "info"
            scale = (f" The table's name ('{traffic}') says it grows with traffic, and {net:.0f} B per row is "
                     f"{human_bytes(net * 10**7)} per 10 M rows: a warning without a row count." if severity is None
                     else f" No row count, and it is {live.why}: info until `[tables.NAME] rows` gives its size."
                     if live is not None else
                     " Without a row count nothing says the table is big enough for this to matter: info "
                     "until `[tables.NAME] rows` gives its size.")
        total = f" — {human_bytes(per_row * rows)} at {human_count(rows)} rows" if rows else ""
        net_total = f" ({human_bytes(net * rows)} at {human_count(rows)} rows)" if rows else ""
        assumed = sorted({how.split(": ")[-1] for _, _, how in sizes.values() if "≈" in how})
        lengths = f"; VARCHAR lengths {', '.join(assumed)}, set avg-lengths to correct" if assumed else ""
        yield Violation(
            message=(f"{table.qualified_name}: PRIMARY KEY ({column_list(pk.columns)}) is ≈ {avg:.0f} bytes on average "
                     f"(up to {most}{lengths}), and InnoDB copies it into every secondary index: "
                     f"{', '.join(f'{n} {b:.0f} B' for n, b in copies.items())} — ≈ {per_row:.0f} B per row{total}. "
                     f"An 8-byte BIGINT surrogate PRIMARY KEY would save ≈ {saved:.0f} B of those copies; the UNIQUE "
                     f"key the natural key then needs, and the surrogate column itself, add back ≈ {cost:.0f} B: a net "
                     f"≈ {net:.0f} B per row{net_total}, {net / now:.0%} of the ≈ {now:.0f} B the secondary indexes "
                     f"take per row.{scale}"),
            span=pk.span or table.span, table=table.qualified_name, index="PRIMARY", severity=severity,
            headline=(f"{table.name}: PRIMARY KEY ≈ {avg:.0f} B × {len(copies)} indexes; "
                      f"a BIGINT key saves ≈ {net:.0f} B/row"),
            evidence={"pk_max_bytes": most, "pk_avg_bytes": round(avg, 1), "secondary_indexes": len(copies),
                      "copied_bytes_per_index": {n: round(b, 1) for n, b in copies.items()},
                      "pk_bytes_per_row_in_secondaries": round(per_row, 1), "rows": rows,
                      "saved_bytes_per_row_with_bigint": round(saved, 1), "fix_cost_bytes_per_row": round(cost, 1),
                      "net_saving_bytes_per_row": round(net, 1), "secondary_index_bytes_per_row": round(now, 1),
                      "average_lengths": {c: how for c, (_, _, how) in sizes.items()}, "max_bytes": limit,
                      "rows_per_request": traffic},
        )
