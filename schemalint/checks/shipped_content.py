"""Tables whose content the application ships rather than writes in use, read from the DDL alone:
a schema's version marker, a word list or character map, a list of codes (SL022 and SL103 give
them info: table locks, crash repair and a replica's scan cost nothing on rows nobody writes) and
the keyless `(software, version)` stamp; checks/growth.py holds the other size signals."""

from __future__ import annotations

from typing import Optional

from ..model import INTEGER_TYPES, TEXT_TYPES, Model, Table
from ..replay.insert_order import is_time_column, name_words
from ..replay.namespace import local_name
from .growth import (
    _ID_TAILS, _SIZED_STRING_TYPES, SMALL_AUTO_INCREMENT, Growth, _named_reference, _reference_column, records_time,
)

_FLAG_TYPES = frozenset({"BIT", "BOOL", "BOOLEAN"})


def version_stamp(table: Table) -> Optional[Growth]:
    """A keyless table of a version and at most one other column, a name (what is versioned: a
    `software` and its `version`), with no index, no time and no reference: the schema's version
    stamp, one row per component an upgrade script reads and rewrites, never a stream."""
    if table.primary_key is not None or table.indexes or not 1 <= len(table.columns) <= 2:
        return None
    versions = [c for c in table.columns if "version" in name_words(c.name) or c.name.lower().endswith("version")]
    if len(versions) != 1:
        return None
    other = [c for c in table.columns if c is not versions[0]]
    if any(c.data_type not in _SIZED_STRING_TYPES or is_time_column(c) or _reference_column(table, c) for c in other):
        return None
    if versions[0].data_type not in INTEGER_TYPES | _SIZED_STRING_TYPES:
        return None
    return Growth(False, True, "version stamp", (
        f"its rows hold only {versions[0].name}{f' of a {other[0].name}' if other else ''}: the schema's version "
        f"stamp, one row per versioned component"))


def version_marker(table: Table) -> Optional[Growth]:
    """A keyless table named for a version whose one column is a flag (BIT, BOOLEAN): no value in
    it can tell rows apart or hold a time or an id, so the column's name is the record — the last
    update applied (CMaNGOS's `realmd_db_version.required_…` BIT(1)), which the next update renames."""
    if table.primary_key is not None or table.indexes or table.foreign_keys or len(table.columns) != 1:
        return None
    if "version" not in name_words(table.name):
        return None
    flag = table.columns[0]
    if flag.data_type not in _FLAG_TYPES or flag.auto_increment:
        return None
    return Growth(False, True, "version stamp", (
        f"its one column is a flag ({flag.name}) in a table named for a version: the column's name records the "
        f"update last applied, one row"))


_MAPPED_TYPES = INTEGER_TYPES | _SIZED_STRING_TYPES


def word_list(table: Table) -> Optional[str]:
    """A list or a map the application ships (a word list, a character map): a one-column PRIMARY KEY
    of the row's own value (not AUTO_INCREMENT, not named as an id or a reference) and at most one
    other column of the same declared type (`from` → `to`), NOT NULL, with no other index, no FOREIGN
    KEY and no time. Each row maps a value to another of its kind or lists a value (CMaNGOS's spam
    blacklist and replacements): nothing in it names an entity, counts or records when, so nothing
    is written in use. Why, or None."""
    pk = table.primary_key
    if pk is None or len(pk.parts) != 1 or pk.parts[0].expression or pk.parts[0].prefix or table.foreign_keys:
        return None
    if len(table.columns) > 2 or any(not i.is_primary for i in table.indexes):
        return None
    key = table.column(pk.parts[0].column)
    if key is None or key.auto_increment or key.data_type not in _MAPPED_TYPES:
        return None
    for c in table.columns:
        words = name_words(c.name)
        if c.nullable or records_time(c) or not words or "id" in words or words[-1] in _ID_TAILS:
            return None
    other = [c for c in table.columns if c is not key]
    if other and (other[0].data_type, other[0].length, other[0].unsigned) != (key.data_type, key.length, key.unsigned):
        return None
    if other:
        return f"each row maps one {key.data_type} value ({key.name}) to another of its type ({other[0].name}), nothing else"
    return f"each row is one {key.data_type} value ({key.name}), its PRIMARY KEY, and nothing else"


# What a code's own columns may hold: its names, descriptions and flags (an amount, a time or a
# reference is written in use)
_CODE_COLUMN_TYPES = INTEGER_TYPES | _SIZED_STRING_TYPES | TEXT_TYPES | _FLAG_TYPES | frozenset({"ENUM", "SET"})


def code_list(table: Table, model: Optional[Model] = None) -> Optional[str]:
    """A list of codes the schema numbers itself (OpenCATS's access levels, activity types, US ZIP
    codes): a one-column integer PRIMARY KEY that is the row's own (`id`, named for the table,
    `activity_type_id` in `activity_type`, or a value such as `zipcode`, never another thing's id)
    and that the application does not number — no AUTO_INCREMENT, or one whose dump value says the
    schema came with fewer than 1,000 rows (SMALL_AUTO_INCREMENT: the shipped ones) — and whose other
    columns, one at least, only name, describe or flag the code: strings, integers, flags; no amount (DECIMAL,
    FLOAT), no point in time, no reference to another row, no FOREIGN KEY. Nothing in a row is
    written by the application's use (no time stamped, no balance or link kept), so its rows are
    the ones installed. Why, or None."""
    pk = table.primary_key
    if pk is None or len(pk.parts) != 1 or pk.parts[0].expression or table.foreign_keys:
        return None
    key = table.column(pk.parts[0].column or "")
    if key is None or key.data_type not in INTEGER_TYPES:
        return None
    numbered = ""
    if key.auto_increment:
        shipped = table.options.auto_increment
        if not isinstance(shipped, int) or not 1 < shipped < SMALL_AUTO_INCREMENT:
            return None
        numbered = f"; AUTO_INCREMENT={shipped} says the schema came with {shipped - 1} rows"
    words = name_words(key.name)
    stem = [w for w in words if w not in _ID_TAILS]
    head = name_words(local_name(model, table))[-1:]
    if len(stem) < len(words) and stem and not (head and stem[-1].rstrip("s") == head[0].rstrip("s")):
        return None  # another thing's id (`customer_id`): one row per customer, written as they come
    others = [c for c in table.columns if c is not key]
    if not others:
        return None  # a bare id names and describes nothing: not a code anyone looks up
    for c in others:
        if (c.data_type not in _CODE_COLUMN_TYPES or c.auto_increment or records_time(c)
                or _named_reference(c) or _reference_column(table, c)):
            return None
    return (f"its rows are codes the schema numbers ({key.name}{numbered}) and nothing but their names, "
            f"descriptions and flags: no time, no amount, no reference to another row")
