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
from ..replay.insert_order import RANDOM, SEQUENTIAL, UNKNOWN, ValueOrder, clustered_order
from ..model import FULLTEXT, PRIMARY, SPATIAL, UNIQUE, Column, Index, IndexPart, Table
from .btree import (
    PAGE_FIXED_OVERHEAD, RANDOM_FILL, RIGHT_EDGE_LEAVES, TreeShape, blob_pages, page_capacity, pages_needed,
    space_reserve,
)
from .columns import (
    _IDENTIFIER_TYPES, ColumnSize, column_size, column_sizes, fields_getter, functional_part_size, key_part_size,
)
from .memo import column_key, column_order, index_order
from .memo import remember as _remember
from .records import (
    DB_ROW_ID, Record, clustered_leaf, node_pointer, normalize_row_format, secondary_leaf,
)
from .results import THRESHOLD_DEPTHS, IndexEstimate, TableEstimate

HIDDEN_INDEX_NAME = "GEN_CLUST_INDEX"  # what InnoDB (and innodb_index_stats) call it
DEFAULT_KEY_BLOCK_SIZE = 8192

# Everything the model says about a key part.
_part_key = fields_getter(IndexPart)

_name = attrgetter("name")
_generated = attrgetter("generated")
_assumed = attrgetter("assumed")
_part_column = attrgetter("column")


_RECORDS: dict[tuple, tuple] = {}  # (kind, ..., id() of each field) -> (the fields, record(s))
_TREES: dict[tuple, tuple] = {}  # records and insert order -> the figures _tree gives
# row format, tree -> {order, unique, id() of each field -> (the fields, _tree's figures)}
_SECONDARIES: dict[tuple, dict[tuple, tuple]] = {}
_NODES: dict[tuple, tuple] = {}  # a node pointer's bytes, insert order, page size -> _node_side's figures
_TREES_MAX = 4096  # a template is ~3 KB; clustered trees seldom repeat, secondary ones often


class _Sizer:
    """Column sizes of one table, with the averages the user gave or we assumed. A column is
    known by its lower-case name: the first column asked for under a name stands for any
    later one (only an invalid table has two)."""

    def __init__(self, table: Table, hints: TableHints, row_format: str):
        self.table, self.hints, self.row_format = table, hints, row_format
        self.avg_lengths = hints.avg_lengths or None
        self.assumed: dict[str, ColumnSize] = {}  # name -> the first size used under it that assumes
        self.columns = columns = table.columns
        self.lows = lows = [col.name.lower() for col in columns]
        # lower-case name -> the position of the first column of that name (as Table.column
        # finds it): filled last to first, so the first wins
        n = len(lows)
        self.position: dict[str, int] = dict(zip(reversed(lows), range(n - 1, -1, -1)))
        # every column's size, in table order, when no hint or name makes a column's size depend
        # on more than the column (no average given, no random-columns, one column a name):
        # asked in one go, where each column would cost a call
        self.every: Optional[list[ColumnSize]] = None
        self.sizes: dict[str, ColumnSize] = {}  # otherwise: by lower-case name, as asked for
        if self.avg_lengths is None and not hints.random_columns and len(self.position) == n:
            self.every = column_sizes(columns, row_format, self._identifier)

    def _identifier(self, col: Column) -> bool:
        # digests, tokens, UUIDs, ULIDs, time-prefixed keys: identifier-like values (random or
        # time-ordered) have a fixed width in practice
        return column_order(col, self.table, self.hints).kind in (RANDOM, SEQUENTIAL)

    def column(self, col: Column, low: str) -> ColumnSize:
        """The size of `col`, whose lower-case name is `low` (when `every` is None)."""
        size = self.sizes.get(low)
        if size is None:
            hint = self.avg_lengths.get(low) if self.avg_lengths is not None else None
            identifier = hint is None and col.data_type in _IDENTIFIER_TYPES and self._identifier(col)
            size = self.sizes[low] = column_size(col, hint, identifier, self.row_format)
        return size

    def stored(self, key_columns: set[str]) -> list[ColumnSize]:
        """The sizes of the columns the clustered record holds after its key, in table order
        (not VIRTUAL, not in `key_columns`), noted as used."""
        columns, lows, every = self.columns, self.lows, self.every
        if every is not None and [c.generated for c in columns].count(None) == len(lows):
            # no generated column (so none VIRTUAL), one column a name: all but the key's
            others = every.copy()
            position = self.position
            for i in sorted([position[low] for low in key_columns if low in position], reverse=True):
                del others[i]
        else:
            column = self.column
            others = [column(c, low) for c, low in zip(columns, lows) if low not in key_columns and not c.is_virtual]
        assumed = self.assumed
        for size in others:  # used(size)
            if size.assumed:
                assumed.setdefault(size.name, size)
        return others

    def key(self, parts: list[IndexPart]) -> tuple[list[ColumnSize], set[str], Optional[Column]]:
        """The sizes of an index's key parts (noted as used), the lower-case names of the
        columns it holds in full (no prefix, no expression), and the column of its leading part
        (None: an expression, or no such column)."""
        sizes = []
        full = set()
        lead = None
        position, columns, every, assumed = self.position, self.columns, self.every, self.assumed
        for part in parts:
            col = None
            if part.expression:
                size = functional_part_size(part.expression)
            else:
                low = part.column.lower()
                i = position.get(low)
                prefix = part.prefix
                if i is None:
                    size = functional_part_size(part.column)
                else:
                    col = columns[i]
                    size = every[i] if every is not None else self.column(col, low)
                    if prefix is not None:
                        size = key_part_size(col, size, prefix)
                if prefix is None:
                    full.add(low)
            if not sizes:
                lead = col
            if size.assumed:  # used(size)
                assumed.setdefault(size.name, size)
            sizes.append(size)
        return sizes, full, lead


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


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
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
    # positional, TableEstimate's fields in order: table, rows, rows_source, growth_per_day,
    # size_bytes, hot_bytes, fit, indexes, notes, row_format, partitions, pool_share_bytes,
    # bytes_per_row, span
    return TableEstimate(
        table.qualified_name, rows, hints.rows_source if has_rows else "default", hints.growth_per_day,
        sum(i.size_bytes for i in indexes) if has_rows else None, sum(i.hot_bytes for i in indexes) if has_rows else None,
        None, indexes, notes, structure.row_format, structure.partitions, None, structure.bytes_per_row, table.span,
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
        key_sizes, _, lead = sizer.key(clustered_idx.parts)
        key_columns = {c.lower() for c in clustered.columns}
    others = sizer.stored(key_columns)

    leaf = clustered_leaf(key_sizes, others, row_format, page_size)
    ptr = _clustered_pointer(key_sizes, leaf.nullable, row_format, page_size)
    if clustered_idx is None:
        order = clustered_order(table, hints)
    else:
        order = index_order(table, clustered_idx, hints, lead_column=lead)
    lob_per_row = sum(blob_pages(b, page_size) for _, b in leaf.off_page)
    if leaf.off_page:
        moved = ", ".join(leaf.off_page_fields)
        notes.append(f"{moved} stored off-page ({row_format}): 20-byte pointer in the row, "
                     f"{lob_per_row:g} BLOB page(s) per row")
    avg_row_length = hints.avg_row_length if hints.avg_row_length and hints.avg_row_length > 0 else None
    if clustered_idx is None:
        name, columns, primary = HIDDEN_INDEX_NAME, ["DB_ROW_ID"], False
    else:
        name, columns, primary = clustered_idx.name, list(clustered.columns), clustered_idx.is_primary
    figures = _figures(order.kind, True, True, leaf, ptr, tree, lob_per_row, avg_row_length)
    indexes = [_estimate(name, primary, True, columns, order, figures, [field for field, _ in leaf.off_page])]
    per_row = [figures[4]]
    if avg_row_length:
        notes.append(f"clustered index sized from the server's AVG_ROW_LENGTH ({avg_row_length} B per row)")

    _secondaries(table, sizer, clustered_idx, key_sizes, hints, tree, indexes, per_row, notes)

    for ix in indexes:
        if ix.insert_order == UNKNOWN:
            notes.append(f"{ix.name}: insert order unknown ({ix.insert_order_reason}), sized as random "
                         f"(fill {RANDOM_FILL}); hot set: {ix.hot_rule}")
    notes.extend([size.assumed_note for size in sizer.assumed.values()])
    # bytes per row: the same sum, in the same order, as over i.shape.pages_per_row() * i.page_bytes
    return _Structure(indexes, notes, row_format, partitions, sum(per_row))


def _secondaries(table: Table, sizer: _Sizer, clustered_idx: Optional[Index], key_sizes: list[ColumnSize],
                 hints: TableHints, tree: tuple, indexes: list[IndexEstimate], per_row: list[float],
                 notes: list[str]) -> None:
    """The secondary indexes' estimates, appended to `indexes` (their bytes per row to
    `per_row`); those not estimated noted. `tree`: as _figures takes it."""
    row_format, page_size = sizer.row_format, tree[0]
    clustered_names = list(zip(key_sizes, _clustered_column_names(clustered_idx)))
    # the entries hold their fields, so an id in a key names the object it was made from
    memo = _SECONDARIES.get((row_format, tree))
    if memo is None:
        memo = _SECONDARIES[(row_format, tree)] = {}
    for index in table.indexes:
        if index is clustered_idx:
            continue
        kind = index.kind
        if kind in (FULLTEXT, SPATIAL):
            notes.append(f"{index.name}: {kind} indexes are not estimated")
            continue
        parts, full_in_key, lead = sizer.key(index.parts)
        # the clustered key's columns the key does not hold in full
        fields = (*parts, *[k for k, col in clustered_names if col not in full_in_key])
        order = index_order(table, index, hints, lead_column=lead)
        unique = kind in (PRIMARY, UNIQUE)  # Index.is_unique
        key = (order.kind, unique, *map(id, fields))
        found = memo.get(key)
        if found is None:
            leaf, ptr = _secondary_records(parts, fields[len(parts):], row_format, page_size)
            found = _remember(memo, key, (fields, _figures(order.kind, unique, False, leaf, ptr, tree, 0.0, None)))
        records, hot, thresholds, pages, bytes_per_row = found[1]
        # _estimate, inline; a secondary leaf keeps every field in the record
        indexes.append(IndexEstimate(index.name, False, unique, index.columns, order.kind, order.reason, *records, [],
                                     *hot, dict(thresholds), *pages))
        per_row.append(bytes_per_row)


def _secondary_records(parts: list[ColumnSize], suffix: list[ColumnSize], row_format: str,
                       page_size: int) -> tuple[Record, Record]:
    """A secondary index's leaf record and node pointer. Memoised by the identity of the
    fields (mostly the shared instances column_size keeps); the entry holds the fields, so an
    id in a key always names the object it was made from."""
    fields = (*parts, *suffix)
    key = ("secondary", row_format, page_size, *map(id, fields))
    found = _RECORDS.get(key)
    if found is not None:  # its fields are alive and have these ids: they are these fields
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
    if found is not None:
        return found[1]
    ptr = node_pointer(fields, nullable, row_format, page_size)
    _remember(_RECORDS, memo_key, (fields, ptr))
    return ptr


def _clustered_column_names(index: Optional[Index]) -> list[str]:
    return ["db_row_id"] if index is None else [c.lower() for c in index.columns]


def _figures(kind: str, unique: bool, clustered: bool, leaf: Record, ptr: Record, tree: tuple,
             lob_per_row: float, avg_row_length: Optional[int]) -> tuple:
    """_tree's figures for an index of these records and insert order, memoised by value.
    `tree`: (page size, partitions, partitions taking inserts, page bytes, hot page bytes)."""
    key = (kind, unique, clustered, leaf.avg_bytes, leaf.variable, leaf.max_bytes, ptr.avg_bytes,
           ptr.variable, lob_per_row, avg_row_length, *tree)
    figures = _TREES.get(key)
    if figures is None:
        figures = _remember(_TREES, key, _tree(kind, unique, clustered, leaf, ptr, *tree, lob_per_row, avg_row_length),
                            limit=_TREES_MAX)
    return figures


def _estimate(name: str, primary: bool, unique: bool, columns: list[str], order: ValueOrder, figures: tuple,
              off_page_columns: list[str]) -> IndexEstimate:
    """An index's estimate without a row count, from its tree's figures: one constructor call,
    IndexEstimate's fields in order; the dict is the index's own (_fill_rows adds to it)."""
    records, hot, thresholds, pages, _ = figures
    return IndexEstimate(name, primary, unique, columns, order.kind, order.reason, *records, off_page_columns,
                         *hot, dict(thresholds), *pages)


def _tree(kind: str, unique: bool, clustered: bool, leaf: Record, ptr: Record, page_size: int,
          partitions: int, active: int, page_bytes: int, hot_page_bytes: int,
          lob_per_row: float, avg_row_length: Optional[int]) -> tuple:
    """What follows from an index's records and insert order alone, the same for every index
    of that shape in any table: IndexEstimate's fields but the name, columns, order and
    off-page columns, as `_estimate` passes them (fill_factor … lob_pages, hot_rule and
    all_leaves_hot, depth_thresholds, shape … active_partitions), and the index's bytes per row
    (for large row counts)."""
    sequential = kind == SEQUENTIAL
    leaf_bytes = leaf.avg_bytes
    exact_leaf = not leaf.variable
    reserve = space_reserve(page_size) if clustered and sequential else 0
    leaf_cap = page_capacity(leaf_bytes, page_size, reserve, exact_leaf)
    node_cap, fanout, ptr_bytes, fanout_shown, needs = _node_side(ptr, sequential, page_size)
    if sequential:
        per_leaf = leaf_cap
    else:
        # random (and unknown, sized like random): pages settle at ln 2 of what they can hold
        full = leaf_cap if reserve == 0 else page_capacity(leaf_bytes, page_size, 0, exact_leaf)
        leaf_cap = full
        per_leaf = max(full * RANDOM_FILL, 1.0)
    if avg_row_length:
        # the server measured bytes per row (leaf fill, internal and BLOB pages included)
        per_leaf = max(page_size / avg_row_length, 1.0)
        lob_per_row = 0.0
    shape = TreeShape.made(sequential, leaf_cap, per_leaf, node_cap, fanout, lob_per_row, partitions)
    usable = page_size - PAGE_FIXED_OVERHEAD
    fill = min(per_leaf * leaf_bytes / usable, 1.0)
    thresholds = shape.rows_at_depths(THRESHOLD_DEPTHS, needs)  # results.threshold_rows_of
    # leaf_pages … hot_bytes and lob_pages wait for a row count; rows_at_next_depth is depth 2's
    records = (round(fill, 4), round(leaf_bytes, 2), leaf.max_bytes, round(per_leaf, 2), ptr_bytes,
               fanout_shown, None, None, None, None, None, thresholds[2], clustered, leaf_cap, node_cap, None)
    all_hot, rule = _hot_rule(kind, unique, clustered)
    return records, (rule, all_hot), thresholds, (shape, page_bytes, hot_page_bytes, active), \
        shape.pages_per_row() * page_bytes


def _node_side(ptr: Record, sequential: bool, page_size: int) -> tuple:
    """(node capacity, fanout, the node pointer's bytes and the fanout as shown, pages_needed up
    to the deepest threshold): what _tree takes from the node pointer alone, memoised (few
    key shapes make most tables' node pointers)."""
    key = (ptr.avg_bytes, ptr.variable, sequential, page_size)
    found = _NODES.get(key)
    if found is None:
        node_cap = page_capacity(ptr.avg_bytes, page_size, 0, not ptr.variable)
        fanout = node_cap if sequential else max(node_cap * RANDOM_FILL, 2.0)
        found = _remember(_NODES, key, (node_cap, fanout, round(ptr.avg_bytes, 2), round(fanout, 2),
                                        pages_needed(node_cap, fanout, sequential, THRESHOLD_DEPTHS[-1])))
    return found


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
