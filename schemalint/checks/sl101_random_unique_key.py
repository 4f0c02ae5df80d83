"""SL101 random-unique-key: a UNIQUE or PRIMARY index whose leading values arrive in random
order and are wide (UUIDs, digests, tokens, random bytes).

Every insert must read the leaf page that could hold a duplicate; a unique index cannot leave
that read to the change buffer. Once the index outgrows the buffer pool each insert waits for
a random read (the Vitess blog, 2019; Philip Tellis, "Scaling writes in MySQL", 2009:
from 2,100 to 150 rows/s).
"""

from __future__ import annotations

from dataclasses import replace as dc_replace
from typing import Iterator, Optional

from ..judge.ddl import key_part_list, quote
from ..estimate.memo import index_order
from ..replay.insert_order import HASH, RANDOM, TOKEN, UUID, ValueOrder, column_type_text, per_request_word
from ..judge.limits import Flavor, flavor_of, key_length
from ..model import INDEX, Column, Index, IndexPart, Table
from ..replay.references import incoming_foreign_keys
from . import RuleContext, Violation, rule
from .growth import LIFECYCLE_SIGNALS, Growth, growth, lifecycle, session_store_token
from .sl010_key_too_long import _fitting_prefix
from .sizing import (
    DAYS_PER_YEAR, IndexNumbers, human_bytes, human_count, index_headline_figure, index_numbers, sentence, size_sentence,
)

SMALL_SHARE = 0.10  # an index that stays under this share of the pool (a year on) is "small": info
VITESS = 'Vitess blog, "Why does Vitess recommend 250GB per MySQL server?", 2019'
TELLIS = 'Philip Tellis, "Scaling writes in MySQL", 2009'
HEX_WIDTHS = {32: 16, 40: 20, 56: 28, 64: 32, 96: 48, 128: 64}  # hex digest chars -> bytes


def key_columns_text(table: Table, index: Index, typed: str = "") -> str:
    """`token CHAR(64) utf8mb4, deleted_at`: the leading column (or the column `typed`, the one
    whose values are random) with its type, then the rest."""
    parts = []
    for i, name in enumerate(index.columns):
        col = table.column(name)
        if (name.lower() == typed.lower() if typed else i == 0) and col is not None:
            charset = f" {col.charset}" if col.charset and col.is_string else ""
            parts.append(f"{col.name} {column_type_text(col)}{charset}")
        else:
            parts.append(name)
    return ", ".join(parts)


def _key_text(table: Table, index: Index, typed: str = "") -> str:
    label = "PRIMARY KEY" if index.is_primary else f"UNIQUE {index.name}"
    return f"{table.qualified_name} {label} ({key_columns_text(table, index, typed)})"


def _swap_key(table: Table, index: Index, old: str, new: str) -> str:
    cols = key_part_list([IndexPart(new) if p.column.lower() == old.lower() else p for p in index.parts])
    if index.is_primary:
        return f"DROP PRIMARY KEY, ADD PRIMARY KEY ({cols})"
    return f"DROP INDEX {quote(index.name)}, ADD UNIQUE KEY {quote(index.name)} ({cols})"


def _convert(table: Table, index: Index, col: Column, new_type: str, expr: str, suffix: str) -> str:
    """Add a narrower column, fill it from the old one, move the key onto it — in words: the
    new key is narrower but its values arrive just as randomly (this finding stays, smaller),
    and a NULL in the old column stays NULL in the new one."""
    new = f"{col.name}_{suffix}"
    not_null = ("keep it NULL (rows whose " + col.name + " is NULL stay NULL)" if col.nullable
                else f"then MODIFY it {new_type} NOT NULL")
    return (f"Move {index.name if not index.is_primary else 'the PRIMARY KEY'} onto a {new_type} copy: ADD COLUMN "
            f"{quote(new)} {new_type} NULL, fill it in batches with {expr.format(col=quote(col.name))}, {not_null}, "
            f"and swap the key onto it ({_swap_key(table, index, col.name, new)}). The key is narrower, but its "
            f"values still arrive in random order.")


def _plain_key(table: Table, index: Index, flavor: Optional[Flavor] = None) -> Optional[str]:
    """The UNIQUE as a plain KEY, each part's prefix kept. A UNIQUE longer than the key limit is
    one MariaDB stores as a hash of its columns ("long unique"); a plain KEY cannot be one (1071),
    so its longest string parts become prefixes that fit (SL010's arithmetic)."""
    if index.is_primary or any(p.expression for p in index.parts):
        return None
    kl = key_length(table, dc_replace(index, kind=INDEX), flavor or flavor_of(None))
    parts = _fitting_prefix(table, kl) if kl is not None and kl.verdict != "ok" else ""
    parts = parts or key_part_list(index.parts)
    return (f"ALTER TABLE {quote(table.name)} DROP INDEX {quote(index.name)}, "
            f"ADD INDEX {quote(index.name)} ({parts});")


def remedies(table: Table, index: Index, col: Column, order: ValueOrder,
             flavor: Optional[Flavor] = None) -> tuple[str, Optional[str]]:
    """(the options in words, a paste) for a random, wide leading key column."""
    width = col.length or 0
    elsewhere = ("or drop the UNIQUE and check elsewhere (a plain KEY defers the read only with change "
                 "buffering on: MySQL 8.0's default, not 8.4's or MariaDB's)")
    if index.is_primary:
        elsewhere = "or make the clustering append-only (SL102)"
    if order.category == UUID and col.is_string:
        return (f"time-ordered values (UUIDv7, or UUID_TO_BIN(UUID(), 1)); BINARY(16) instead of "
                f"{column_type_text(col)} (v4 values stay random, but the index halves); {elsewhere}",
                _convert(table, index, col, "BINARY(16)", "UNHEX(REPLACE({col}, '-', ''))", "bin"))
    if order.category == UUID:
        return (f"time-ordered values (UUIDv7, or UUID_TO_BIN(UUID(), 1), time first); {elsewhere}",
                _plain_key(table, index, flavor))
    if order.category == HASH and col.is_string and width in HEX_WIDTHS:
        n = HEX_WIDTHS[width]
        return (f"BINARY({n}) instead of {column_type_text(col)} hex (a digest never arrives in order, but half "
                f"the bytes fit twice the rows); a leading time or tenant column if uniqueness is only needed "
                f"within it; {elsewhere}",
                _convert(table, index, col, f"BINARY({n})", "UNHEX({col})", "bin"))
    if order.category == TOKEN and col.is_string and width > 32:
        return (f"key on SHA-256 of the token as BINARY(32) (narrower, and the secret is not stored); new "
                f"tokens prefixed with their creation time ({VITESS}); {elsewhere}",
                _convert(table, index, col, "BINARY(32)", "UNHEX(SHA2({col}, 256))", "sha256"))
    return (f"new values prefixed with their creation time ({VITESS}: a 26-byte timestamp prefix made random "
            f"bytes insert-efficient); {elsewhere}", _plain_key(table, index, flavor))


def headline(table: Table, index: Index, order: ValueOrder, numbers: Optional[IndexNumbers]) -> str:
    """`sessions.uk_token: random token CHAR(64); 0.5 reads/insert at ≈ 2.9 M rows (128 MiB pool)`."""
    figure = index_headline_figure(numbers)
    figure = f"; {figure}" if figure else ""
    what = order.reason if "random" in order.reason.split() else f"random {order.reason}"
    for name in (f"{table.name}.{'PRIMARY' if index.is_primary else index.name}", table.name):
        text = f"{name}: {what}{figure}"
        if len(text) <= 90:
            return text
    return text


def _severity(numbers: Optional[IndexNumbers], small_share: float, grows: bool) -> Optional[str]:
    """With a row count: info when the index stays small (a year of growth included). Without
    one: a warning only where the DDL says the table grows with use (checks/growth.py); a random
    key elsewhere may be on a table of ten rows, so it is info until a row count says otherwise."""
    if numbers is None or numbers.rows is None:
        return None if grows else "info"
    future = numbers.rows + (numbers.growth_per_day or 0) * DAYS_PER_YEAR
    size = numbers.size_at(future)
    if size is not None and size <= small_share * numbers.budget_bytes:
        return "info"
    return None


def unsized_words(g: Growth) -> str:
    """The sentence saying why a finding without a row count is a warning, or info."""
    if g.grows:
        return f" No row count, but {g.why}: a warning without one."
    if g.signal in LIFECYCLE_SIGNALS:
        return f" No row count, and it is {g.why}: info until `[tables.NAME] rows` gives its size."
    if g.signal == "read by id":
        return f" No row count, and {g.why}: info until `[tables.NAME] rows` gives its size."
    if g.capped:
        return (f" Nothing says this table grows with traffic, and its size looks capped ({g.why}): info until "
                "`[tables.NAME] rows` gives its size.")
    return (" Nothing says this table grows with traffic (it may hold ten rows): info until "
            "`[tables.NAME] rows` gives its size.")


LIVE_SESSIONS_WORDS = (" No row count, and the table is a session store keyed by its token: it holds the live "
                       "sessions only (each is removed at logout or expiry), and a token must be unguessable, "
                       "so random by design: info until `[tables.NAME] rows` gives its size.")


def evidence_of(numbers: Optional[IndexNumbers]) -> dict:
    if numbers is None:
        return {"estimates": "omitted: the estimator did not run"}
    ev = {
        "rows": numbers.rows, "rows_source": numbers.rows_source,
        "record_bytes": round(numbers.record_bytes, 1), "fill_factor": round(numbers.fill_factor, 3),
        "buffer_pool_bytes": numbers.pool_bytes, "buffer_pool_source": numbers.pool_source,
        "pool_share_bytes": numbers.share_bytes, "rows_to_outgrow_pool": numbers.rows_to_outgrow_pool,
        "reads_per_insert": numbers.reads_per_insert, "cliff_rows": numbers.cliff_rows,
    }
    if numbers.rows is not None:
        ev.update(index_bytes=numbers.size_bytes, depth=numbers.depth,
                  fits_pool=(numbers.size_bytes or 0) <= numbers.budget_bytes)
        if numbers.days_to_outgrow_pool is not None:
            ev["days_to_outgrow_pool"] = round(numbers.days_to_outgrow_pool, 1)
    else:
        ev["estimates"] = "no row count: sizes at the current row count omitted"
    return ev


@rule("SL101")
def random_unique_key(ctx: RuleContext) -> Iterator[Violation]:
    small_share = float(ctx.option("SL101", "small-share", SMALL_SHARE))
    incoming = incoming_foreign_keys(ctx.model)
    flavor = flavor_of(ctx.config)
    for table in ctx.model.tables():
        if table.temporary or not table.is_innodb:
            continue  # the buffer-pool arithmetic is InnoDB's (MyISAM and MEMORY keep keys elsewhere)
        hints = None
        for index in table.indexes:
            if not index.is_unique or not index.parts or index.parts[0].expression:
                continue
            if hints is None:
                hints = ctx.config.hints_for(table.qualified_name)
            order = index_order(table, index, hints)
            if order.kind != RANDOM:
                continue
            # the column whose values are random: the leading one, or the one after a leading
            # entity (`run_id` in (namespace_id, run_id))
            col = table.column(order.column or index.parts[0].column)
            if col is None:
                continue
            numbers = index_numbers(ctx, table, index)
            label = "the PRIMARY KEY" if index.is_primary else index.name
            if index.is_primary:
                why = ("every INSERT reads the leaf page its key belongs in; for the PRIMARY KEY that page also "
                       "takes the row (SL102 covers the clustering)")
            else:
                why = ("every INSERT must read the leaf page that could hold a duplicate, and a unique index "
                       "cannot leave that read to the change buffer")
            arithmetic = size_sentence(numbers, label) if numbers is not None else "sizes omitted: no estimate"
            options, paste = remedies(table, index, col, order, flavor)
            # NULLable with nothing filling it at insert: the value comes later, by UPDATE
            nullable = (col.nullable and not index.is_primary and not col.generated
                        and (col.default is None or col.default.upper() == "NULL"))
            later = (" The column is NULLable: rows inserted without a value skip the check (NULLs never "
                     "collide) and go to the left edge, so the random reads move to the UPDATEs that set it."
                     if nullable else "")
            traffic = per_request_word(table, col, ctx.model)
            sized = numbers is not None and numbers.rows is not None
            # a table that holds its live rows only (a session store, pending work): info until a row count
            g = (None if sized else lifecycle(table, col, incoming)) or growth(ctx.model, table, col, incoming)
            # a session store's own token: the store holds live sessions only, and the token is
            # random by design; only a row count makes its size a warning
            live_sessions = (not index.is_primary and g.signal == "name" and session_store_token(table, col))
            grows = g.grows and not live_sessions
            severity = "info" if nullable else _severity(numbers, small_share, grows)
            unsized = ""
            if (numbers is None or numbers.rows is None) and not nullable:
                unsized = LIVE_SESSIONS_WORDS if live_sessions else unsized_words(g)
            message = (
                f"{_key_text(table, index, order.column)} receives values in random order ({order.reason}): {why}. "
                f"{sentence(arithmetic)}. Beyond the pool, each insert waits for a random read ({TELLIS}: "
                f"2,100 → 150 rows/s).{later}{unsized} Fix: {options}."
            )
            evidence = {"index": index.name, "columns": index.columns, "leading_column": index.parts[0].column,
                        "random_column": col.name,
                        "column_type": column_type_text(col), "charset": col.charset,
                        "insert_order": order.kind, "insert_order_reason": order.reason,
                        "value_kind": order.category or None, "nullable": col.nullable,
                        "rows_per_request": traffic, **g.evidence()}
            if live_sessions:
                evidence["growth_reason"] = "a session store: the live sessions only; the token is random by design"
            evidence.update(evidence_of(numbers))
            if numbers is not None and numbers.size_bytes is not None:
                evidence["index_size"] = human_bytes(numbers.size_bytes)
            yield Violation(
                message=message, span=index.span or table.span, table=table.qualified_name, index=index.name,
                evidence=evidence, fix=paste, severity=severity,
                headline=headline(table, index, order, numbers),
            )
