"""Tables whose content the application ships rather than writes in use, read from the DDL alone:
a schema's version marker and a word list or character map (SL022 and SL103 give them info: table
locks, crash repair and a replica's scan cost nothing on rows nobody writes). checks/growth.py
holds the other size signals; `version_stamp` there is the `(software, version)` kind."""

from __future__ import annotations

from typing import Optional

from ..model import INTEGER_TYPES, Table
from ..replay.insert_order import name_words
from .growth import _ID_TAILS, _SIZED_STRING_TYPES, Growth, records_time

_FLAG_TYPES = frozenset({"BIT", "BOOL", "BOOLEAN"})


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
