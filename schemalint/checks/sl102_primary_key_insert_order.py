"""SL102 primary-key-insert-order: the clustered index decides where every row lands.

Fires when the PRIMARY KEY (or the NOT NULL UNIQUE key InnoDB clusters on) is random, or is a
composite whose leading column is not monotonic while a later column is (rows append once per
leading value) and a row count says the table outgrows the buffer pool. The converse, as
advice: an append-only log keyed by AUTO_INCREMENT whose rows already have a unique natural key
that includes the insert time could cluster on that key (Philip Tellis, "Scaling writes in MySQL", 2009).
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..ddl import column_list, quote
from ..estimate.memo import column_order, index_order
from ..insert_order import RANDOM, SEQUENTIAL, TIME, column_type_text, is_log_table, name_words
from ..model import Index, Table
from ..references import IncomingForeignKeys, referenced_table
from . import RuleContext, Violation, rule
from .sizing import (DAYS_PER_YEAR, IndexNumbers, human_bytes, human_count, index_numbers, index_pool_phrase, sentence,
                     size_sentence)
from .sl101_random_unique_key import key_columns_text

UPDATED_WORDS = frozenset({"updated", "modified", "changed", "update", "modify"})
SMALL_SHARE = 0.10


def _surrogate_name(table: Table) -> str:
    for name in ("id", "row_id", "seq_id", "pk_id"):
        if table.column(name) is None:
            return name
    return "surrogate_id"


def _small(numbers: Optional[IndexNumbers], share: float) -> bool:
    if numbers is None or numbers.rows is None:
        return False
    size = numbers.size_at(numbers.rows + (numbers.growth_per_day or 0) * DAYS_PER_YEAR)
    return size is not None and size <= share * numbers.budget_bytes


def _random_pk(ctx: RuleContext, table: Table, pk: Index, order, share: float,
               incoming: IncomingForeignKeys) -> Violation:
    name = table.qualified_name
    lead = table.column(pk.parts[0].column)
    numbers = index_numbers(ctx, table, pk)
    label = "the clustered index (the table itself)"
    arithmetic = size_sentence(numbers, label) if numbers is not None else "sizes omitted: no estimate"
    surrogate = _surrogate_name(table)
    key_cols = column_list(pk.columns)
    time_col = next((c for c in table.columns if column_order(c, table).kind == SEQUENTIAL
                     and column_order(c, table).category == TIME), None)
    time_option = (f"; (c) time-leading PRIMARY KEY ({quote(time_col.name)}, {key_cols}): appends, but every "
                   f"secondary index carries the wider key") if time_col else ""
    kind = "PRIMARY KEY" if pk.is_primary else f"clustered key {pk.name}"
    fill = numbers.fill_factor if numbers is not None else 0.69
    message = (
        f"{name} {kind} ({key_columns_text(table, pk)}) receives values in random order ({order.reason}). "
        f"Rows are stored in key order, so each insert lands on a random page of the table: pages split in "
        f"the middle and stay ~{fill:.0%} full, and the whole table, not just its newest pages, must stay in "
        f"the buffer pool. {sentence(arithmetic)}. Alternatives: (a) AUTO_INCREMENT surrogate PRIMARY KEY + "
        f"UNIQUE ({key_cols}): rows append, but the UNIQUE index still takes random inserts (SL101); "
        f"(b) time-ordered values (UUIDv7, UUID_TO_BIN(UUID(), 1)): one key, appends{time_option}."
    )
    fix = (f"ALTER TABLE {quote(table.name)} DROP PRIMARY KEY, ADD COLUMN {quote(surrogate)} BIGINT UNSIGNED "
           f"NOT NULL AUTO_INCREMENT FIRST, ADD PRIMARY KEY ({quote(surrogate)}), "
           f"ADD UNIQUE KEY {quote('uk_' + '_'.join(pk.columns))} ({key_cols});")
    referencing = incoming.labels(table)
    if referencing:
        fix += f"\n-- referenced by {', '.join(referencing)}: those foreign keys keep pointing at the unique key"
    evidence = {"key": pk.name, "columns": pk.columns, "leading_column": lead.name if lead else None,
                "column_type": column_type_text(lead) if lead else None, "insert_order": order.kind,
                "insert_order_reason": order.reason}
    evidence.update(_numbers_evidence(numbers))
    return Violation(message=message, span=pk.span or table.span, table=name, index=pk.name, evidence=evidence,
                     fix=fix, severity="info" if _small(numbers, share) else None,
                     headline=(f"{name}.{pk.name}: rows clustered on random {column_type_text(lead) if lead else 'values'}"
                               + (f"; {index_pool_phrase(numbers)}" if numbers is not None else "")))


def _numbers_evidence(numbers: Optional[IndexNumbers]) -> dict:
    if numbers is None:
        return {"estimates": "omitted: the estimator did not run"}
    ev = {"rows": numbers.rows, "rows_source": numbers.rows_source,
          "buffer_pool_bytes": numbers.pool_bytes, "buffer_pool_source": numbers.pool_source,
          "pool_share_bytes": numbers.share_bytes, "rows_to_outgrow_pool": numbers.rows_to_outgrow_pool,
          "fill_factor": round(numbers.fill_factor, 3)}
    if numbers.rows is not None:
        ev.update(clustered_bytes=numbers.size_bytes, depth=numbers.depth)
    else:
        ev["estimates"] = "no row count: sizes at the current row count omitted"
    return ev


def _grouped_pk(ctx: RuleContext, table: Table, pk: Index) -> Optional[Violation]:
    """(entity, time) style keys: one append point per leading value. Only with a row count that
    says the table outgrows the pool — below that it is a sound read-locality choice."""
    seq_pos = next((i for i, p in enumerate(pk.parts[1:], 1)
                    if (c := table.column(p.column)) is not None and column_order(c, table).kind == SEQUENTIAL), None)
    if seq_pos is None:
        return None
    if ctx.config.hints_for(table.qualified_name).rows is None:
        return None  # what index_numbers would say below, without its arithmetic
    numbers = index_numbers(ctx, table, pk)
    if numbers is None or numbers.rows is None:
        return None
    future_rows = numbers.rows + (numbers.growth_per_day or 0) * DAYS_PER_YEAR
    size_future = numbers.size_at(future_rows)
    if size_future is None or size_future <= numbers.budget_bytes:
        return None
    name = table.qualified_name
    lead, seq = pk.columns[0], pk.columns[seq_pos]
    page_size = ctx.config.server.page_size
    max_active = numbers.pool_bytes // page_size  # one hot leaf per active leading value
    parents = _referenced_rows(ctx, table, lead)
    if parents is not None and parents <= max_active // 2:
        return None  # few enough parents that one hot leaf each fits the pool
    reordered = [seq] + [c for c in pk.columns if c != seq]
    grown = "" if future_rows == numbers.rows else (
        f" (≈ {human_bytes(size_future)} after a year at {human_count(numbers.growth_per_day)} rows/day)")
    active = (f"with {human_count(parents)} {lead} values (the referenced table's rows) that is ≈ "
              f"{human_bytes(parents * page_size)} of hot leaves, so in effect the whole table must stay hot"
              if parents is not None else
              f"that stays in memory only while fewer than ≈ {human_count(max_active)} {lead} values are "
              f"active (one {page_size // 1024} KB leaf each); beyond that the whole table must stay hot")
    message = (
        f"{name}: PRIMARY KEY ({column_list(pk.columns)}) appends by {seq} only within each {lead}: rows land at "
        f"one insertion point per {lead} value; {active}. "
        f"{sentence(size_sentence(numbers, 'the clustered index'))}{grown}. "
        f"Alternatives: (a) time-leading PRIMARY KEY ({column_list(reordered)}) — same uniqueness, rows "
        f"append — plus KEY ({column_list(pk.columns)}) for reads by {lead}; (b) an AUTO_INCREMENT "
        f"PRIMARY KEY plus UNIQUE ({column_list(pk.columns)}), which keeps the random inserts in a narrower "
        f"index. If {lead} values are assigned in insert order (children written with a new parent), say "
        f"so: [tables.{table.name}] insert-order = {{ PRIMARY = \"sequential\" }}."
    )
    idx_name = "idx_" + "_".join(pk.columns)
    fix = (f"ALTER TABLE {quote(table.name)} DROP PRIMARY KEY, ADD PRIMARY KEY ({column_list(reordered)}), "
           f"ADD KEY {quote(idx_name)} ({column_list(pk.columns)});")
    evidence = {"key": pk.name, "columns": pk.columns, "leading_column": lead, "sequential_column": seq,
                "clustered_bytes_in_a_year": size_future}
    evidence.update(_numbers_evidence(numbers))
    return Violation(message=message, span=pk.span or table.span, table=name, index=pk.name,
                     evidence=evidence, fix=fix)


def _referenced_rows(ctx: RuleContext, table: Table, column: str) -> Optional[int]:
    """Row count of the table a foreign key on `column` points at, when the config gives it."""
    for fk in table.foreign_keys:
        if fk.columns and fk.columns[0].lower() == column.lower():
            parent = referenced_table(ctx.model, table, fk)
            if parent is not None:
                return ctx.config.hints_for(parent.qualified_name).rows
    return None


def _natural_key_advice(ctx: RuleContext, table: Table, pk: Index,
                        incoming: IncomingForeignKeys) -> Optional[Violation]:
    """The converse (Tellis, "Scaling writes in MySQL", 2009): a log keyed by AUTO_INCREMENT whose rows have a unique natural key
    holding the insert time could cluster on that key (time first) and drop the surrogate."""
    if len(pk.parts) != 1 or not is_log_table(table):
        return None
    ai = table.column(pk.parts[0].column)
    if ai is None or not ai.auto_increment:
        return None
    if any(c.on_update or set(name_words(c.name)) & UPDATED_WORDS for c in table.columns):
        return None  # rows change after insert: not append-only
    if incoming.of(table):
        return None
    for uk in table.indexes:
        if uk.kind != "UNIQUE" or any(p.prefix or p.expression for p in uk.parts):
            continue
        cols = [table.column(c) for c in uk.columns]
        if any(c is None or c.nullable for c in cols) or ai.name.lower() in (c.lower() for c in uk.columns):
            continue
        times = [c for c in cols
                 if column_order(c, table).kind == SEQUENTIAL and column_order(c, table).category == TIME]
        if not times:
            continue
        natural = [times[0].name] + [c.name for c in cols if c is not times[0]]
        secondaries = [i.name for i in table.indexes if i is not pk and i is not uk]
        cost = (f"; the {len(secondaries)} other secondary index(es) then carry ({column_list(natural)}) "
                f"instead of {ai.name}") if secondaries else ""
        message = (
            f"{table.qualified_name} is an append-only log keyed by AUTO_INCREMENT {ai.name}, and UNIQUE "
            f"{uk.name} ({column_list(uk.columns)}) already identifies a row. Clustering on it, time first — "
            f"PRIMARY KEY ({column_list(natural)}) — still appends, drops the {ai.name} column and a whole "
            f"B+tree, and keeps replays idempotent with INSERT IGNORE (Philip Tellis, “Scaling writes in MySQL”, 2009: the last 30 "
            f"minutes were re-inserted after a crash without duplicates){cost}."
        )
        fix = (f"ALTER TABLE {quote(table.name)} DROP PRIMARY KEY, DROP COLUMN {quote(ai.name)}, "
               f"DROP INDEX {quote(uk.name)}, ADD PRIMARY KEY ({column_list(natural)});")
        return Violation(message=message, span=pk.span or table.span, table=table.qualified_name, index=pk.name,
                         evidence={"auto_increment_column": ai.name, "natural_key": uk.name,
                                   "natural_key_columns": uk.columns, "proposed_primary_key": natural,
                                   "other_secondary_indexes": secondaries},
                         fix=fix, severity="info")
    return None


@rule("SL102")
def primary_key_insert_order(ctx: RuleContext) -> Iterator[Violation]:
    share = float(ctx.option("SL102", "small-share", SMALL_SHARE))
    incoming = IncomingForeignKeys(ctx.model)
    for table in ctx.model.tables():
        if table.temporary or not table.is_innodb:
            continue
        clustered = table.clustered_index()
        pk = clustered.index
        if pk is None or not pk.parts or pk.parts[0].expression:
            continue  # no key at all is SL103's finding
        hints = ctx.config.hints_for(table.qualified_name)
        order = index_order(table, pk, hints)
        if order.kind == RANDOM:
            yield _random_pk(ctx, table, pk, order, share, incoming)
        elif order.kind != SEQUENTIAL and len(pk.parts) > 1:
            found = _grouped_pk(ctx, table, pk)
            if found is not None:
                yield found
        elif order.kind == SEQUENTIAL:
            found = _natural_key_advice(ctx, table, pk, incoming)
            if found is not None:
                yield found

