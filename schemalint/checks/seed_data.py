"""Rows the schema file ships with a table, and nothing the application writes in use: settings or
lookup data an administrator edits (SL022 and SL103 give info there; checks/growth.py holds the
other evidence of a table's size)."""

from __future__ import annotations

from typing import Optional

from ..model import INTEGER_TYPES, Column, Model, Table
from ..replay.insert_order import SEQUENTIAL, TIME, column_order
from ..replay.references import incoming_foreign_keys
from .growth import Growth, _parent_by_name, growth


def _insert_time(column: Column, table: Table) -> bool:
    order = column_order(column, table)
    return order.kind == SEQUENTIAL and order.category == TIME


def seed_data(model: Model, table: Table) -> Optional[Growth]:
    """Rows the schema file ships with the table (its INSERT … VALUES: Table.seeded) and nothing
    the application writes in use, so reference or settings data an administrator edits now and
    then (a one-row settings table, a dozen auction durations, an FAQ): locks, crash repair, a
    replica's scan or a tool's copy of it cost nothing (blind verdicts on WeBid and HLstatsX:
    "one-row config table", "a dozen lookup rows, admin-only", "static seed data, never written
    at runtime"). All of:
    - every column but an AUTO_INCREMENT one is given in those rows (a column left to its default
      — a counter, a winner, a time — is filled in use: HLstatsX's weapons with their kill counts);
    - no PRIMARY KEY or UNIQUE key: no row is addressed by identity, the table is read whole (a
      keyed catalogue, a shop's demo products, is an entity table the application writes);
    - no insert time (rows stamped as they come are a record the file holds a sample of: an
      order's status history);
    - no integer column named for a table whose rows the file does not ship, as one of its rows
      (`user` beside `users`: a language per user) or as the table (`users`, `messages`: a count
      of its rows, kept as they come — site counters); seed rows that point at seed rows are one
      closed set;
    - no growth signal of its own (growth())."""
    seeded = table.seeded
    if seeded is None or any(i.is_unique for i in table.indexes):
        return None
    left = [c.name for c in table.columns if c.name.lower() not in seeded and not c.auto_increment]
    if left:
        return None
    if any(_insert_time(c, table) for c in table.columns):
        return None  # (rows stamped as they come: a record the dump holds some of, an order's history)
    for column in table.columns:
        if column.auto_increment or column.data_type not in INTEGER_TYPES:
            continue
        parent = _parent_by_name(model, table, column)
        if parent is not None and parent is not table and parent.seeded is None:
            return None  # (rows per user, per auction: they come with that table's rows)
    if growth(model, table, None, incoming_foreign_keys(model)).grows:
        return None
    return Growth(False, True, "seed data", (
        "its rows come with the schema file, whose INSERT fills every column, and nothing in them is left for "
        "the application to fill or refers to a table it fills: reference or settings data an administrator edits"))
