"""Memoised forms of the pure per-column questions the estimator and the rules ask of every
table: in what order does a column's (an index's) values arrive? A large dump repeats a few
column shapes thousands of times, and `insert_order` reads names as words with regular
expressions, so the answers are kept by everything they depend on.

What they depend on (keep in step with `insert_order`): `column_order` reads the column,
whether the table's hints name it in `random-columns`, and whether it is the own id of a table
that gets a row per login or request (`insert_order.generated_per_row`); `index_order` reads
the index's `insert-order` hint, how many parts it has, its key parts and their columns (as
`Table.column` finds them). tests/test_perf_memo.py compares both with the functions they
stand for.
"""

from __future__ import annotations

from typing import Optional

from ..config import TableHints
from ..replay.insert_order import ValueOrder, generated_per_row
from ..replay.insert_order import column_order as _column_order
from ..replay.insert_order import index_order as _index_order
from ..model import Column, Index, Table
from .columns import column_key


MEMO_MAX = 16384  # entries per memo (a few MB); a full memo is emptied and refilled
_COLUMN_ORDERS: dict[tuple, ValueOrder] = {}
_INDEX_ORDERS: dict[tuple, ValueOrder] = {}


def remember(memo: dict, key, value, limit: Optional[int] = None):
    """memo[key] = value, emptying the memo first when it holds `limit` (MEMO_MAX) entries;
    returns value."""
    if len(memo) >= (limit or MEMO_MAX):
        memo.clear()
    memo[key] = value
    return value


def column_order(col: Column, table: Optional[Table] = None, hints: Optional[TableHints] = None) -> ValueOrder:
    """insert_order.column_order(col, table, hints), memoised."""
    randoms = hints.random_columns if hints is not None else None
    key = (column_key(col), col.name.lower() in randoms if randoms else False, generated_per_row(col, table))
    order = _COLUMN_ORDERS.get(key)
    if order is None:
        order = remember(_COLUMN_ORDERS, key, _column_order(col, table, hints))
    return order


_FIND = object()


def index_order(table: Table, index: Index, hints: Optional[TableHints] = None,
                by_name: Optional[dict[str, Column]] = None, lead_column: object = _FIND) -> ValueOrder:
    """insert_order.index_order(table, index, hints), memoised. `by_name`: the table's columns
    by lower-case name, the first of a name (the caller's, when it has one); `lead_column`: the
    column of the index's leading part, as Table.column finds it, when the caller has found it
    (None: no such column, or the part is an expression)."""
    parts = index.parts
    lead = parts[0] if parts else None
    col = None
    if lead_column is not _FIND:
        col = lead_column  # type: ignore[assignment]
    elif lead is not None and not lead.expression:
        col = by_name.get(lead.column.lower()) if by_name is not None else table.column(lead.column)
    hint, randoms = (hints.insert_order, hints.random_columns) if hints is not None else (None, None)
    key = (hint.get(index.name.lower()) if hint else None, len(parts),
           lead.expression if lead is not None else None, column_key(col) if col is not None else None,
           col.name.lower() in randoms if randoms and col is not None else False,
           generated_per_row(col, table) if col is not None else None)
    if len(parts) > 1:  # the later parts decide the order within a leading entity
        key += tuple(_part_key(table, part, by_name, randoms) for part in parts[1:])
    order = _INDEX_ORDERS.get(key)
    if order is None:
        order = remember(_INDEX_ORDERS, key, _index_order(table, index, hints))
    return order


def _part_key(table: Table, part, by_name: Optional[dict[str, Column]], randoms) -> tuple:
    if part.expression:
        return (part.expression,)
    col = by_name.get(part.column.lower()) if by_name is not None else table.column(part.column)
    if col is None:
        return (part.column.lower(), None)
    return (column_key(col), col.name.lower() in randoms if randoms else False, generated_per_row(col, table))
