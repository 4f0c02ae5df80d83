"""What SL102 and SL301 both read of a PRIMARY KEY led by an entity and followed by a growing
column (`(device_id, ts)`): one append point per leading value, and the figures that say when
that stops fitting the pool. SL102 reports it; SL301 folds it into its time-series finding."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..estimate.memo import column_order
from ..replay.insert_order import SEQUENTIAL
from ..model import Index, Table
from ..replay.references import referenced_table
from . import RuleContext
from .sizing import DAYS_PER_YEAR, IndexNumbers, human_bytes, human_count, index_headline_figure, index_numbers, sentence, size_sentence

# words of a column saying rows change after insert
UPDATED_WORDS = frozenset({"updated", "modified", "changed", "update", "modify"})


def pool_figure(n: IndexNumbers) -> str:
    """The one figure of a headline (sizing.index_headline_figure)."""
    return index_headline_figure(n) or "no row count given"


def numbers_evidence(numbers: Optional[IndexNumbers]) -> dict:
    if numbers is None:
        return {"estimates": "omitted: the estimator did not run"}
    ev = {"rows": numbers.rows, "rows_source": numbers.rows_source,
          "buffer_pool_bytes": numbers.pool_bytes, "buffer_pool_source": numbers.pool_source,
          "pool_share_bytes": numbers.share_bytes, "rows_to_outgrow_pool": numbers.rows_to_outgrow_pool,
          "reads_per_insert": numbers.reads_per_insert, "cliff_rows": numbers.cliff_rows,
          "fill_factor": round(numbers.fill_factor, 3)}
    if numbers.rows is not None:
        ev.update(clustered_bytes=numbers.size_bytes, depth=numbers.depth)
    else:
        ev["estimates"] = "no row count: sizes at the current row count omitted"
    return ev


@dataclass(eq=False, repr=False)  # never compared or printed: __init__ is the one generated method
class GroupedKey:
    """An (entity, time) style PRIMARY KEY: one append point per leading value, and its figures."""

    lead: str  # the leading column: one insertion point per value
    seq: str  # the later column that grows
    numbers: IndexNumbers
    future_rows: Optional[int]  # rows after a year at the growth rate (None: no row count nor growth)
    size_future: Optional[int]
    max_active: int  # leading values whose hot leaves (one each) fill the pool
    parents: Optional[int]  # rows of the table the leading column references, when known
    page_size: int

    @property
    def has_rows(self) -> bool:
        """A row count or a growth rate says how big it gets (else: info, with the threshold)."""
        return self.future_rows is not None

    def active_words(self) -> str:
        if self.parents is not None:
            return (f"with {human_count(self.parents)} {self.lead} values (the referenced table's rows) that is ≈ "
                    f"{human_bytes(self.parents * self.page_size)} of hot leaves, so in effect the whole table "
                    f"must stay hot")
        return (f"that stays in memory only while fewer than ≈ {human_count(self.max_active)} {self.lead} values "
                f"are active (one {self.page_size // 1024} KiB leaf each); beyond that the whole table must stay hot")

    def size_words(self) -> str:
        grown = "" if not self.has_rows or self.future_rows == self.numbers.rows else (
            f" (≈ {human_bytes(self.size_future)} after a year at {human_count(self.numbers.growth_per_day)} "
            f"rows/day)")
        return sentence(size_sentence(self.numbers, "the clustered index")) + grown

    def evidence(self, pk: Index) -> dict:
        ev = {"key": pk.name, "columns": pk.columns, "leading_column": self.lead, "sequential_column": self.seq,
              "clustered_bytes_in_a_year": self.size_future}
        ev.update(numbers_evidence(self.numbers))
        return ev


def _time_partitioned_on(table: Table, column: str) -> bool:
    """RANGE-partitioned on the growing key column: only the newest partitions take inserts."""
    part = table.partitioning
    return (part is not None and part.method.startswith("RANGE")
            and column.lower() in (c.lower() for c in part.columns))


def grouped_key(ctx: RuleContext, table: Table, pk: Index) -> Optional[GroupedKey]:
    """(entity, time) style keys: one append point per leading value. With a row count, only when
    it says the clustered index outgrows the pool within a year — below that it is a sound
    read-locality choice; without one, the row count at which it outgrows the pool (info)."""
    seq_pos = next((i for i, p in enumerate(pk.parts[1:], 1)
                    if (c := table.column(p.column)) is not None and column_order(c, table).kind == SEQUENTIAL), None)
    if seq_pos is None or _time_partitioned_on(table, pk.columns[seq_pos]):
        return None
    numbers = index_numbers(ctx, table, pk)
    if numbers is None:
        return None
    future_rows = size_future = None
    if numbers.rows is not None or numbers.growth_per_day:
        future_rows = (numbers.rows or 0) + (numbers.growth_per_day or 0) * DAYS_PER_YEAR
        size_future = numbers.size_at(future_rows)
        if size_future is None or size_future <= numbers.budget_bytes:
            return None
    elif numbers.rows_to_outgrow_pool is None:
        return None
    lead = pk.columns[0]
    page_size = ctx.config.server.page_size
    max_active = numbers.pool_bytes // page_size  # one hot leaf per active leading value
    parents = _referenced_rows(ctx, table, lead)
    if parents is not None and parents <= max_active // 2:
        return None  # few enough parents that one hot leaf each fits the pool
    return GroupedKey(lead, pk.columns[seq_pos], numbers, future_rows, size_future, max_active, parents, page_size)


def _referenced_rows(ctx: RuleContext, table: Table, column: str) -> Optional[int]:
    """Row count of the table a foreign key on `column` points at, when the config gives it."""
    for fk in table.foreign_keys:
        if fk.columns and fk.columns[0].lower() == column.lower():
            parent = referenced_table(ctx.model, table, fk)
            if parent is not None:
                return ctx.config.hints_for(parent.qualified_name).rows
    return None
