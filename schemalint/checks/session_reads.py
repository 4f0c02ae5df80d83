"""A table named for sessions that nothing reads but by its id (growth.py's `read by id`).

A table keyed by one string id, with no index but that key and the ones its foreign keys need
(InnoDB makes one for each), and a time to purge it by: each row is fetched by the id a client
presents. Nothing lists the rows by who or when, as a record of logins is listed (phpBB's sessions
by `session_time`, user and forum: who is online; Umami's by `created_at`; Hydra's login sessions
by `subject`), and the purge by that time scans the whole table, which only a store its authors
expect small affords. A session word in its name then says what a row is, not that rows come per
request: nothing says how many there are (blind verdicts, false at warning: X2CRM's `x2_sessions`
and `x2_sessions_token`, Ampache's `session_stream`, Airavata's research `session`).
"""

from __future__ import annotations

from typing import Optional

from ..model import BLOB_TYPES, TEXT_TYPES, Column, Table
from .row_times import purge_time

# the words of a name (table or key column) that say its rows are sessions
SESSION_WORDS = frozenset({"session", "sessions", "sess", "sessid", "sessionid"})
# a key of a declared width, or a BLOB/TEXT under a prefix
_KEY_STRING_TYPES = frozenset({"CHAR", "VARCHAR", "BINARY", "VARBINARY"})
_PREFIXED_TYPES = BLOB_TYPES | TEXT_TYPES


def read_by_id_only(table: Table, column: Optional[Column]) -> Optional[str]:
    """Why nothing reads `table` but by its id (the module's docstring), or None: keyed by one
    string column (`column`, when given), no other index but a foreign key's, a time to purge by."""
    key = table.primary_key or table.clustered_index().index
    if key is None or len(key.parts) != 1:
        return None
    keyed = table.column(key.parts[0].column or "")
    if keyed is None or column is not None and column.name.lower() != keyed.name.lower():
        return None
    if not (keyed.data_type in _KEY_STRING_TYPES or key.parts[0].prefix and keyed.data_type in _PREFIXED_TYPES):
        return None
    needed = {tuple(c.lower() for c in fk.columns) for fk in table.foreign_keys}
    if any(i is not key and tuple(c.lower() for c in i.columns) not in needed for i in table.indexes):
        return None  # read by who or when too: a record (phpBB's who-is-online by time, user and forum)
    purge = purge_time([c for c in table.columns if c is not keyed])
    if purge is None:
        return None
    fks = " and the ones its foreign keys need" if table.foreign_keys else ""
    return (f"nothing reads it but by {keyed.name} (no index but the key{fks}): no list by who or when, as a record "
            f"of logins has, and a purge by {purge[0]} scans the whole table")
