"""SL102 primary-key-insert-order: the clustered index decides where every row lands.

Fires when the PRIMARY KEY (or the NOT NULL UNIQUE key InnoDB clusters on) is random, or is a
composite whose leading column is not monotonic while a later column is (rows append once per
leading value) and a row count says the table outgrows the buffer pool. The converse, as
advice: an append-only log keyed by AUTO_INCREMENT whose rows already have a unique natural key
that includes the insert time could cluster on that key (Tellis, "Scaling writes in MySQL", 2009).
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import column_list, quote
from ..estimate.memo import column_order, index_order
from ..replay.insert_order import RANDOM, SEQUENTIAL, TIME, column_type_text, is_log_table, name_words, per_request_word
from ..model import Index, Table
from ..replay.references import IncomingForeignKeys, incoming_foreign_keys
from . import RuleContext, Violation, rule
from .sizing import DAYS_PER_YEAR, IndexNumbers, index_numbers, sentence, size_sentence
from .growth import growth, lifecycle
from .grouped_key import UPDATED_WORDS, GroupedKey, grouped_key, numbers_evidence, pool_figure
from .sl101_random_unique_key import key_columns_text, unsized_words

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
    # the column whose values are random: the leading one, or the one after a leading entity
    # (`run_id` of (namespace_id, run_id): random within each namespace)
    lead = table.column(order.column or pk.parts[0].column)
    numbers = index_numbers(ctx, table, pk)
    label = "the clustered index (the table itself)"
    arithmetic = size_sentence(numbers, label) if numbers is not None else "sizes omitted: no estimate"
    surrogate = _surrogate_name(table)
    key_cols = column_list(pk.columns)
    time_col = next((c for c in table.columns if column_order(c, table).kind == SEQUENTIAL
                     and column_order(c, table).category == TIME), None)
    time_first = [time_col.name] + [c for c in pk.columns if c.lower() != time_col.name.lower()] if time_col else []
    time_option = (f"; (c) time-leading PRIMARY KEY ({column_list(time_first)}): appends, but every "
                   f"secondary index carries the wider key") if time_col else ""
    kind = "PRIMARY KEY" if pk.is_primary else f"clustered key {pk.name}"
    fill = numbers.fill_factor if numbers is not None else 0.69
    message = (
        f"{name} {kind} ({key_columns_text(table, pk, order.column)}) receives values in random order ({order.reason}). "
        f"Rows are stored in key order, so each insert lands on a random page of the table: pages split in "
        f"the middle and stay ~{fill:.0%} full, and the whole table, not just its newest pages, must stay in "
        f"the buffer pool. {sentence(arithmetic)}. Alternatives: (a) AUTO_INCREMENT surrogate PRIMARY KEY + "
        f"UNIQUE ({key_cols}): rows append, but the UNIQUE index still takes random inserts (SL101); "
        f"(b) time-ordered values (UUIDv7, UUID_TO_BIN(UUID(), 1)): one key, appends{time_option}."
    )
    time_in_key = time_col is not None and time_col.name.lower() in (c.lower() for c in pk.columns)
    if time_in_key and pk.is_primary:
        # the same columns, time first: the same uniqueness, rows append, and a time
        # partitioning (SL301, SL302) finds its column in the key
        fix = _time_leading_fix(table, pk, time_col.name)
    else:  # the surrogate moves the random inserts to a UNIQUE key (SL101 then reports it): words
        fix = (f"Add an AUTO_INCREMENT surrogate: DROP PRIMARY KEY, ADD COLUMN {quote(surrogate)} BIGINT UNSIGNED "
               f"NOT NULL AUTO_INCREMENT FIRST, ADD PRIMARY KEY ({quote(surrogate)}), and keep ({key_cols}) unique "
               f"in a UNIQUE KEY (which still takes the random inserts, SL101) — or make the values time-ordered.")
    referencing = incoming.labels(table)
    if referencing:
        fix += f"\n-- referenced by {', '.join(referencing)}: those foreign keys must point at the unique key"
    evidence = {"key": pk.name, "columns": pk.columns, "leading_column": pk.parts[0].column,
                "random_column": lead.name if lead else None,
                "column_type": column_type_text(lead) if lead else None, "insert_order": order.kind,
                "insert_order_reason": order.reason}
    evidence.update(numbers_evidence(numbers))
    what = (f"{lead.name} {column_type_text(lead)}" if lead is not None and len(pk.parts) == 1
            else f"{lead.name} {column_type_text(lead)} within each {pk.parts[0].column}" if lead is not None
            and order.column else key_cols)
    headline = f"{table.name}: random {kind} {what}" + (f"; {pool_figure(numbers)}" if numbers is not None else "")
    # Without a row count, as SL101: a warning only where the DDL says the table grows with use
    # (a random key elsewhere may cluster a table of ten rows: signing keys, networks, issuers).
    traffic = per_request_word(table, lead, ctx.model)
    unsized = numbers is None or numbers.rows is None
    # a table that holds its live rows only (a session store, pending work): its size is the live
    # load, which only a row count states
    g = (lifecycle(table, lead, incoming) if unsized else None) or growth(ctx.model, table, lead, incoming)
    if unsized:
        evidence["per_request_word"] = traffic
        evidence.update(g.evidence())
        message += unsized_words(g)
    severity = "info" if _small(numbers, share) or (unsized and not g.grows) else None
    return Violation(message=message, span=pk.span or table.span, table=name, index=pk.name, evidence=evidence,
                     fix=fix, severity=severity, headline=headline)


def _grouped_pk(ctx: RuleContext, table: Table, pk: Index, g: GroupedKey) -> Violation:
    name = table.qualified_name
    lead, seq = g.lead, g.seq
    reordered = [seq] + [c for c in pk.columns if c != seq]
    message = (
        f"{name}: PRIMARY KEY ({column_list(pk.columns)}) appends by {seq} only within each {lead}: rows land at "
        f"one insertion point per {lead} value; {g.active_words()}. {g.size_words()}. "
        f"Alternatives: (a) time-leading PRIMARY KEY ({column_list(reordered)}) — same uniqueness, rows "
        f"append — plus KEY ({column_list(pk.columns)}) for reads by {lead}; (b) an AUTO_INCREMENT "
        f"PRIMARY KEY plus UNIQUE ({column_list(pk.columns)}), which keeps the random inserts in a narrower "
        f"index. If {lead} values are assigned in insert order (children written with a new parent), say "
        f"so: [tables.{table.name}] insert-order = {{ PRIMARY = \"sequential\" }}."
    )
    fix = _time_leading_fix(table, pk, seq)
    headline = f"{table.name}: PRIMARY KEY inserts per {lead}, not in {seq} order; {pool_figure(g.numbers)}"
    return Violation(message=message, span=pk.span or table.span, table=name, index=pk.name,
                     evidence=g.evidence(pk), fix=fix, severity=None if g.has_rows else "info", headline=headline)


def _time_leading_fix(table: Table, pk: Index, lead: str) -> str:
    """PRIMARY KEY (lead, the other key columns), each column once; a KEY in the old order for
    reads by the old leading column; indexes the new key makes redundant (a left prefix of it)
    dropped."""
    reordered = [lead] + [c for c in pk.columns if c.lower() != lead.lower()]
    low = [c.lower() for c in reordered]
    drops = [i for i in table.indexes if i is not pk and i.kind not in ("PRIMARY", "UNIQUE", "FULLTEXT", "SPATIAL")
             and not any(p.prefix or p.expression for p in i.parts)
             and [c.lower() for c in i.columns] == low[:len(i.columns)]]
    clauses = [f"DROP INDEX {quote(i.name)}" for i in drops]
    clauses += ["DROP PRIMARY KEY", f"ADD PRIMARY KEY ({column_list(reordered)})"]
    # reads by the old leading column: a KEY on the old order without its trailing key columns
    # (InnoDB appends the PRIMARY KEY's columns to every secondary index anyway)
    kept = list(pk.columns)
    while len(kept) > 1 and kept[-1].lower() in low:
        kept.pop()
    if not any([c.lower() for c in i.columns][:len(kept)] == [c.lower() for c in kept] for i in table.indexes
               if i is not pk and i not in drops):
        clauses.append(f"ADD KEY {quote('idx_' + '_'.join(kept))} ({column_list(kept)})")
    return f"ALTER TABLE {quote(table.name)} {', '.join(clauses)};"


def _natural_key_advice(ctx: RuleContext, table: Table, pk: Index,
                        incoming: IncomingForeignKeys) -> Optional[Violation]:
    """The converse (Tellis, "Scaling writes in MySQL", 2009): a log keyed by AUTO_INCREMENT whose rows have a unique natural key
    holding the insert time could cluster on that key (time first) and drop the surrogate."""
    if len(pk.parts) != 1 or not is_log_table(table, ctx.model):
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
            f"B+tree, and keeps replays idempotent with INSERT IGNORE (Philip Tellis, \"Scaling writes in "
            f"MySQL\", 2009, re-inserted the last 30 minutes after a crash without duplicates){cost}."
        )
        fix = (f"ALTER TABLE {quote(table.name)} DROP PRIMARY KEY, DROP COLUMN {quote(ai.name)}, "
               f"DROP INDEX {quote(uk.name)}, ADD PRIMARY KEY ({column_list(natural)});")
        headline = (f"{table.name}: log keyed by AUTO_INCREMENT {ai.name}; UNIQUE {uk.name} could be "
                    f"the PRIMARY KEY, time first")
        return Violation(message=message, span=pk.span or table.span, table=table.qualified_name, index=pk.name,
                         headline=headline, evidence={"auto_increment_column": ai.name, "natural_key": uk.name,
                                   "natural_key_columns": uk.columns, "proposed_primary_key": natural,
                                   "other_secondary_indexes": secondaries},
                         fix=fix, severity="info")
    return None


def partitioning_owns_it(ctx: RuleContext, table: Table) -> bool:
    """SL301 reports the table as a big time series to partition by time: partitioning is also
    the fix for its entity-first key (only the newest partition's small tree takes inserts),
    so that finding carries this rule's figures and this rule stays silent (one cause, one
    finding) — unless SL301 is not selected."""
    from ..config import is_enabled
    from .sl301_missing_time_partitioning import assess

    return is_enabled("SL301", ctx.config) and assess(ctx, table) is not None


@rule("SL102")
def primary_key_insert_order(ctx: RuleContext) -> Iterator[Violation]:
    share = float(ctx.option("SL102", "small-share", SMALL_SHARE))
    incoming = incoming_foreign_keys(ctx.model)  # (one per model: SL101 asks growth() with it, and its answers are kept)
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
            grouped = grouped_key(ctx, table, pk)
            if grouped is not None and not partitioning_owns_it(ctx, table):
                yield _grouped_pk(ctx, table, pk, grouped)
        elif order.kind == SEQUENTIAL:
            found = _natural_key_advice(ctx, table, pk, incoming)
            if found is not None:
                yield found

