"""Per table: the records of every index, their trees, sizes and hot sets at a row count.

`estimate_table` needs nothing but the table, a row count (or None), the server profile and
the table's hints; the buffer-pool verdict, which depends on every other table, is added by
`fit.apply_fit` (called from `estimate_model`).

A dump repeats a few column shapes, record layouts and trees thousands of times, so the pure
steps are memoised across tables (and runs): a column's size (columns.py) and insert order
(memo.py) by everything they read of the column, a secondary index's two records by the
fields in them, a tree's figures by its records and insert order. Tables of the same name and
definition (a schema-per-tenant fleet) share their whole structure through the caller's
`cache`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from operator import attrgetter
from typing import Optional

from ..config import ServerProfile, TableHints
from ..insert_order import RANDOM, SEQUENTIAL, UNKNOWN, ValueOrder, clustered_order
from ..model import FULLTEXT, SPATIAL, Column, Index, IndexPart, Table
from .btree import (
    PAGE_FIXED_OVERHEAD, RANDOM_FILL, RIGHT_EDGE_LEAVES, TreeShape, blob_pages, page_capacity, space_reserve,
)
from .columns import ColumnSize, column_size, functional_part_size, key_part_size
from .memo import column_key, column_order, index_order
from .memo import remember as _remember
from .records import (
    DB_ROW_ID, Record, clustered_leaf, node_pointer, normalize_row_format, secondary_leaf,
)
from .results import IndexEstimate, TableEstimate, threshold_rows_of

HIDDEN_INDEX_NAME = "GEN_CLUST_INDEX"  # what InnoDB (and innodb_index_stats) call it
DEFAULT_KEY_BLOCK_SIZE = 8192

# Everything the model says about a key part.
_part_key = attrgetter(*[f.name for f in dataclasses.fields(IndexPart)])

_RECORDS: dict[tuple, tuple] = {}  # (kind, ..., id() of each field) -> (the fields, record(s))
_TREES: dict[tuple, IndexEstimate] = {}  # records and insert order -> a template without names
_TREES_MAX = 4096  # a template is ~3 KB; clustered trees seldom repeat, secondary ones often


class _Sizer:
    """Column sizes of one table, with the averages the user gave or we assumed. A column is
    known by its lower-case name: the first column asked for under a name stands for any
    later one (only an invalid table has two)."""

    def __init__(self, table: Table, hints: TableHints, row_format: str):
        self.table, self.hints, self.row_format = table, hints, row_format
        self.assumed: dict[str, str] = {}
        self.sizes: dict[str, ColumnSize] = {}
        self.lows = [col.name.lower() for col in table.columns]
        self.by_name: dict[str, Column] = {}  # as Table.column finds them: the first of a name
        for low, col in zip(self.lows, table.columns):
            self.by_name.setdefault(low, col)

    def column(self, col: Column, low: str) -> ColumnSize:
        """The size of `col`, whose lower-case name is `low`."""
        size = self.sizes.get(low)
        if size is None:
            hints = self.hints
            hint = hints.avg_lengths.get(low) if hints.avg_lengths else None
            identifier = False
            if hint is None and col.data_type in ("VARCHAR", "VARBINARY"):
                # digests, tokens, UUIDs, ULIDs, time-prefixed keys: identifier-like values
                # (random or time-ordered) have a fixed width in practice
                identifier = column_order(col, self.table, hints).kind in (RANDOM, SEQUENTIAL)
            size = self.sizes[low] = column_size(col, hint, identifier, self.row_format)
        return size

    def used(self, size: ColumnSize) -> ColumnSize:
        if size.assumed:
            self.assumed.setdefault(size.name, size.assumed)
        return size

    def part(self, part: IndexPart) -> ColumnSize:
        """A key part's size, noted as used."""
        if part.expression:
            return self.used(functional_part_size(part.expression))
        low = part.column.lower()
        col = self.by_name.get(low)
        if col is None:
            return self.used(functional_part_size(part.column))
        return self.used(key_part_size(col, self.column(col, low), part.prefix))


def _hot_rule(order: str, unique: bool, clustered: bool) -> tuple[bool, str]:
    """(all leaves hot?, the rule in words)."""
    if order == SEQUENTIAL:
        return False, f"append-only: internal pages + {RIGHT_EDGE_LEAVES} right-edge leaves"
    if order == RANDOM:
        return True, "random inserts: every leaf page"
    if unique or clustered:
        return True, "insert order unknown, unique: every leaf page (each insert reads the leaf a duplicate would be in)"
    return False, (f"insert order unknown, non-unique: internal pages + {RIGHT_EDGE_LEAVES} right-edge leaves "
                   "(set insert-order = random if its values arrive in random order)")


def _partitions(table: Table) -> tuple[int, int, Optional[str]]:
    """(partitions, partitions receiving inserts, note)."""
    p = table.partitioning
    if p is None:
        return 1, 1, None
    n = p.partition_count
    if n <= 1:
        return 1, 1, None
    if p.method.upper().startswith("RANGE"):
        active = min(2, n)
        return n, active, (f"{n} {p.method} partitions, rows spread evenly; only the newest {active} "
                           "take inserts, so only their hot sets count")
    return n, n, f"{n} {p.method} partitions, rows spread evenly; every partition takes inserts"


@dataclass
class _Structure:
    """What a table's estimate is before a row count: per-row figures, trees, notes."""

    indexes: list[IndexEstimate]
    notes: list[str]
    row_format: str
    partitions: int
    bytes_per_row: float


def table_signature(table: Table, hints: TableHints, page_size: int) -> tuple:
    """Everything the per-row arithmetic depends on: equal signatures, equal structures (the
    tables of a schema-per-tenant fleet share one)."""
    cols = tuple(map(column_key, table.columns))
    idx = tuple((i.name, i.kind, tuple(map(_part_key, i.parts))) for i in table.indexes)
    part = table.partitioning
    return (
        table.name.lower(), cols, idx, table.options.row_format, table.options.key_block_size,
        (part.method, part.partition_count) if part is not None else None,
        tuple(sorted(hints.avg_lengths.items())), tuple(sorted(hints.insert_order.items())),
        tuple(hints.random_columns), hints.avg_row_length, page_size,
    )


_ESTIMATE_FIELDS = attrgetter(*(f.name for f in dataclasses.fields(IndexEstimate)))


def _copy(template: IndexEstimate) -> IndexEstimate:
    """An IndexEstimate of its own (what copy.copy makes, with the lists and the dict a table
    may change copied too)."""
    ix = IndexEstimate(*_ESTIMATE_FIELDS(template))
    ix.columns = list(template.columns)
    ix.off_page_columns = list(template.off_page_columns)
    ix.depth_thresholds = dict(template.depth_thresholds)
    return ix


def estimate_table(table: Table, rows: Optional[int], profile: ServerProfile,
                   hints: Optional[TableHints] = None, cache: Optional[dict] = None) -> TableEstimate:
    """The arithmetic for one table at `rows` rows (None: per-row figures only). `cache` (a
    dict the caller keeps) reuses the per-row work for structurally identical tables."""
    hints = hints or TableHints()
    if cache is None:
        structure = _structure(table, profile, hints)
        indexes, notes = structure.indexes, structure.notes  # this table's alone: no copies
    else:
        key = table_signature(table, hints, profile.page_size)
        structure = cache.get(key)
        if structure is None:
            structure = cache[key] = _structure(table, profile, hints)
        indexes, notes = [_copy(t) for t in structure.indexes], list(structure.notes)
    spans = {i.name: i.span for i in table.indexes}
    for ix in indexes:
        ix.span = spans.get(ix.name) or table.span
        if rows is not None:
            _fill_rows(ix, rows)
            measured = hints.index_stats.get(ix.name.lower())
            if measured is not None:
                _apply_measured(ix, measured, hints.rows_source)
    has_rows = rows is not None
    return TableEstimate(
        table=table.qualified_name, rows=rows, rows_source=hints.rows_source if has_rows else "default",
        growth_per_day=hints.growth_per_day,
        size_bytes=sum(i.size_bytes for i in indexes) if has_rows else None,
        hot_bytes=sum(i.hot_bytes for i in indexes) if has_rows else None,
        fit=None, indexes=indexes, notes=notes, row_format=structure.row_format,
        partitions=structure.partitions, bytes_per_row=structure.bytes_per_row, span=table.span,
    )


def _structure(table: Table, profile: ServerProfile, hints: TableHints) -> _Structure:
    page_size = profile.page_size
    row_format = normalize_row_format(table.options.row_format)
    notes: list[str] = []
    sizer = _Sizer(table, hints, row_format)
    partitions, active, part_note = _partitions(table)
    if part_note:
        notes.append(part_note)

    page_bytes = hot_page_bytes = page_size
    if row_format == "COMPRESSED":
        kbs = table.options.key_block_size
        kbs = kbs * 1024 if kbs and kbs <= 64 else (kbs or min(DEFAULT_KEY_BLOCK_SIZE, page_size // 2))
        page_bytes = min(kbs, page_size)
        hot_page_bytes = page_size + page_bytes
        notes.append(f"ROW_FORMAT=COMPRESSED is rough: assumes every {page_size // 1024} KiB page compresses into "
                     f"its {page_bytes // 1024} KiB KEY_BLOCK_SIZE; hot pages count both copies")
    elif row_format == "REDUNDANT":
        notes.append("ROW_FORMAT=REDUNDANT is rough: 6-byte headers, 1-2 byte offsets per field")
    tree = (page_size, partitions, active, page_bytes, hot_page_bytes)

    # -- the clustered key ----------------------------------------------------------------------
    clustered = table.clustered_index()
    clustered_idx = clustered.index
    if clustered_idx is None:
        key_sizes = [DB_ROW_ID]
        key_columns = {"db_row_id"}
    else:
        key_sizes = [sizer.part(part) for part in clustered_idx.parts]
        key_columns = {c.lower() for c in clustered.columns}
    others = []
    sizes, assumed = sizer.sizes, sizer.assumed
    for c, low in zip(table.columns, sizer.lows):
        if c.is_virtual or low in key_columns:
            continue
        size = sizes.get(low) or sizer.column(c, low)
        if size.assumed:  # sizer.used(size), inline: this loop runs for every column
            assumed.setdefault(size.name, size.assumed)
        others.append(size)

    indexes: list[IndexEstimate] = []
    leaf = clustered_leaf(key_sizes, others, row_format, page_size)
    clustered_nullable = sum(1 for f in key_sizes if f.nullable) + sum(1 for f in others if f.nullable)
    ptr = _clustered_pointer(key_sizes, clustered_nullable, row_format, page_size)
    if clustered_idx is None:
        order = clustered_order(table, hints)
    else:
        order = index_order(table, clustered_idx, hints, sizer.by_name)
    lob_per_row = sum(blob_pages(b, page_size) for _, b in leaf.off_page)
    if leaf.off_page:
        moved = ", ".join(leaf.off_page_fields)
        notes.append(f"{moved} stored off-page ({row_format}): 20-byte pointer in the row, "
                     f"{lob_per_row:g} BLOB page(s) per row")
    avg_row_length = hints.avg_row_length if hints.avg_row_length and hints.avg_row_length > 0 else None
    if clustered_idx is None:
        name, columns, primary, unique = HIDDEN_INDEX_NAME, ["DB_ROW_ID"], False, True
    else:
        name, columns = clustered_idx.name, list(clustered.columns)
        primary, unique = clustered_idx.is_primary, True
    indexes.append(_index_template(
        name, primary, unique, True, columns, order, leaf, ptr, tree, lob_per_row, avg_row_length,
    ))
    if avg_row_length:
        notes.append(f"clustered index sized from the server's AVG_ROW_LENGTH ({avg_row_length} B per row)")

    # -- secondary indexes ----------------------------------------------------------------------
    clustered_names = list(zip(key_sizes, _clustered_column_names(clustered_idx)))
    for index in table.indexes:
        if index is clustered_idx:
            continue
        if index.kind in (FULLTEXT, SPATIAL):
            notes.append(f"{index.name}: {index.kind} indexes are not estimated")
            continue
        parts = [sizer.part(p) for p in index.parts]
        full_in_key = {p.column.lower() for p in index.parts if p.prefix is None and not p.expression}
        suffix = [k for k, col in clustered_names if col not in full_in_key]
        sec_leaf, sec_ptr = _secondary_records(parts, suffix, row_format, page_size)
        sec_order = index_order(table, index, hints, sizer.by_name)
        indexes.append(_index_template(
            index.name, False, index.is_unique, False, index.columns, sec_order, sec_leaf, sec_ptr, tree,
            0.0, None,
        ))

    for ix in indexes:
        if ix.insert_order == UNKNOWN:
            notes.append(f"{ix.name}: insert order unknown ({ix.insert_order_reason}), sized as random "
                         f"(fill {RANDOM_FILL}); hot set: {ix.hot_rule}")
    for col_name, how in sizer.assumed.items():
        notes.append(f"{col_name}: average assumed {how}")
    per_row = sum(i.shape.pages_per_row() * i.page_bytes for i in indexes if i.shape)
    return _Structure(indexes, notes, row_format, partitions, per_row)


def _secondary_records(parts: list[ColumnSize], suffix: list[ColumnSize], row_format: str,
                       page_size: int) -> tuple[Record, Record]:
    """A secondary index's leaf record and node pointer. Memoised by the identity of the
    fields (mostly the shared instances column_size keeps); the entry holds the fields, so an
    id in a key always names the object it was made from."""
    fields = (*parts, *suffix)
    key = ("secondary", row_format, page_size, *map(id, fields))
    found = _RECORDS.get(key)
    if found is not None and all(a is b for a, b in zip(found[0], fields)):
        return found[1], found[2]
    sec_leaf = secondary_leaf(parts, suffix, row_format, page_size)
    sec_nullable = sum(1 for f in fields if f.nullable)
    sec_ptr = node_pointer(fields, sec_nullable, row_format, page_size)
    _remember(_RECORDS, key, (fields, sec_leaf, sec_ptr))
    return sec_leaf, sec_ptr


def _clustered_pointer(key: list[ColumnSize], nullable: int, row_format: str, page_size: int) -> Record:
    """The clustered index's node pointer (its NULL bitmap as wide as the whole record's),
    memoised like _secondary_records."""
    fields = tuple(key)
    memo_key = ("clustered", nullable, row_format, page_size, *map(id, fields))
    found = _RECORDS.get(memo_key)
    if found is not None and all(a is b for a, b in zip(found[0], fields)):
        return found[1]
    ptr = node_pointer(fields, nullable, row_format, page_size)
    _remember(_RECORDS, memo_key, (fields, ptr))
    return ptr


def _clustered_column_names(index: Optional[Index]) -> list[str]:
    return ["db_row_id"] if index is None else [c.lower() for c in index.columns]


def _index_template(name: str, primary: bool, unique: bool, clustered: bool, columns: list[str],
                    order: ValueOrder, leaf: Record, ptr: Record, tree: tuple,
                    lob_per_row: float, avg_row_length: Optional[int]) -> IndexEstimate:
    """An index's estimate without a row count: records, capacities, the tree's shape.
    `tree`: (page size, partitions, partitions taking inserts, page bytes, hot page bytes)."""
    key = (order.kind, unique, clustered, leaf.avg_bytes, leaf.variable, leaf.max_bytes, ptr.avg_bytes,
           ptr.variable, lob_per_row, avg_row_length, *tree)
    template = _TREES.get(key)
    if template is None:
        template = _remember(_TREES, key, _tree(order.kind, unique, clustered, leaf, ptr, *tree,
                                                lob_per_row, avg_row_length), limit=_TREES_MAX)
    est = _copy(template)
    est.name, est.primary, est.columns = name, primary, columns
    est.insert_order_reason = order.reason
    est.off_page_columns = list(leaf.off_page_fields)
    return est


def _tree(kind: str, unique: bool, clustered: bool, leaf: Record, ptr: Record, page_size: int,
          partitions: int, active: int, page_bytes: int, hot_page_bytes: int,
          lob_per_row: float, avg_row_length: Optional[int]) -> IndexEstimate:
    """What follows from an index's records and insert order alone, the same for every index
    of that shape in any table: an IndexEstimate whose name, columns, order reason and
    off-page columns `_index_template` fills in."""
    sequential = kind == SEQUENTIAL
    exact_leaf = not leaf.variable
    reserve = space_reserve(page_size) if clustered and sequential else 0
    leaf_cap = page_capacity(leaf.avg_bytes, page_size, reserve, exact_leaf)
    node_cap = page_capacity(ptr.avg_bytes, page_size, 0, not ptr.variable)
    if sequential:
        per_leaf, fanout = leaf_cap, node_cap
    else:
        # random (and unknown, sized like random): pages settle at ln 2 of what they can hold
        full = leaf_cap if reserve == 0 else page_capacity(leaf.avg_bytes, page_size, 0, exact_leaf)
        leaf_cap = full
        per_leaf, fanout = max(full * RANDOM_FILL, 1.0), max(node_cap * RANDOM_FILL, 2.0)
    if avg_row_length:
        # the server measured bytes per row (leaf fill, internal and BLOB pages included)
        per_leaf = max(page_size / avg_row_length, 1.0)
        lob_per_row = 0.0
    shape = TreeShape(sequential=sequential, leaf_capacity=leaf_cap, records_per_leaf=per_leaf,
                      node_capacity=node_cap, fanout=fanout, lob_pages_per_row=lob_per_row,
                      partitions=partitions)
    all_hot, rule = _hot_rule(kind, unique, clustered)
    usable = page_size - PAGE_FIXED_OVERHEAD
    fill = min(per_leaf * leaf.avg_bytes / usable, 1.0)
    est = IndexEstimate(
        name="", primary=False, unique=unique, columns=[], insert_order=kind,
        insert_order_reason="", fill_factor=round(fill, 4), record_bytes=round(leaf.avg_bytes, 2),
        max_record_bytes=leaf.max_bytes, records_per_leaf=round(per_leaf, 2),
        node_pointer_bytes=round(ptr.avg_bytes, 2), fanout=round(fanout, 2),
        leaf_pages=None, internal_pages=None, depth=None, size_bytes=None, hot_bytes=None,
        rows_at_next_depth=0, clustered=clustered, leaf_capacity=leaf_cap, node_capacity=node_cap,
        off_page_columns=[], hot_rule=rule, all_leaves_hot=all_hot, shape=shape,
        page_bytes=page_bytes, hot_page_bytes=hot_page_bytes, active_partitions=active,
    )
    est.depth_thresholds = threshold_rows_of(shape)
    est.rows_at_next_depth = est.depth_thresholds[2]
    return est


def _apply_measured(est: IndexEstimate, measured, source: str) -> None:
    """The server's own page counts (mysql.innodb_index_stats, from --dsn or a snapshot) replace
    the estimate's. MariaDB stores n_leaf_pages = 1 for small indexes, so a leaf count of 1
    is not taken; an index that must stay wholly hot stays so at its measured size."""
    changed = False
    if measured.size:
        all_hot = est.hot_bytes is not None and est.hot_bytes >= (est.size_bytes or 0)
        est.size_bytes = measured.size * est.page_bytes
        if all_hot:
            est.hot_bytes = est.size_bytes
        changed = True
    if measured.n_leaf_pages and measured.n_leaf_pages > 1:
        est.leaf_pages = measured.n_leaf_pages
        changed = True
    if changed:
        est.size_source = source if source in ("live", "stats") else "stats"


def _fill_rows(est: IndexEstimate, rows: int) -> None:
    """The row-count figures: pages, depth, size, hot set, the next depth."""
    leaves, internal, lob, depth, hot = est.figures_at(rows)
    est.leaf_pages, est.internal_pages, est.lob_pages = leaves, internal, lob
    est.depth = depth
    est.size_bytes = (leaves + internal + lob) * est.page_bytes
    est.hot_bytes = hot
    thresholds = est.depth_thresholds  # the shape's, as the template computed them
    nxt = thresholds.get(depth + 1)
    est.rows_at_next_depth = nxt if nxt is not None else est.shape.rows_at_depth(depth + 1)
    if depth + 1 not in thresholds:
        thresholds[depth + 1] = est.rows_at_next_depth
