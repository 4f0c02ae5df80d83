"""The points in time a row records, read from its columns' names and types: whether a column is
one (`records_time`), and the time a row is purged by (`purge_time`: an expiry or last use, else
any time the row records), and the words that make a row one login's own (`login_lifetime_words`).
Used by growth.py and session_reads.py."""

from __future__ import annotations

from typing import Optional

from ..model import INTEGER_TYPES, Column
from ..replay.insert_order import is_time_column, name_words

# the last word of a name that is a point in time
_TIME_TAILS = ("time", "timestamp", "date", "clock")
# a session's end or last use: the handler's garbage collector deletes by it
EXPIRY_WORDS = frozenset({"expire", "expires", "expiry", "expiration", "lifetime", "lastused", "updated",
                          "lastupdated", "modified", "accessed", "access", "activity"})


def records_time(column: Column) -> bool:
    """A point in time, or a number named as one (`utimestamp`, `last_clock`, `created_at`)."""
    last = name_words(column.name)[-1:]
    return is_time_column(column) or bool(last) and (last[0].endswith(_TIME_TAILS) or last[0] in ("at", "ts"))


# A login's own lifetime: a row that ends (expires) or starts with it is one row per login.
_LOGIN_EXPIRY_WORDS = frozenset({"expire", "expires", "expiry", "expiration"})
_LOGIN_START_WORDS = frozenset({"created", "creation", "create", "start"})


def login_lifetime_words(columns: list[Column]) -> frozenset:
    """The words of a column that make a row with a last login one login's own (growth.py `reused`):
    its expiry or its start — only its expiry where a number of logins (`login_count`) says the row
    adds its logins up, its created time the account's (Mogu Blog's t_visitor, a blind verdict)."""
    counted = any(c.data_type in INTEGER_TYPES and {"login", "logon", "signin", "logins"} & set(name_words(c.name))
                  and {"count", "times", "num", "cnt", "total"} & set(name_words(c.name)) for c in columns)
    return _LOGIN_EXPIRY_WORDS if counted else _LOGIN_EXPIRY_WORDS | _LOGIN_START_WORDS


def purge_time(columns: list[Column]) -> Optional[tuple[str, bool]]:
    """(name, is an expiry or last use) of the time a session's row is purged by: its expiry or last
    use (a time, or an integer of seconds), else any time the row records."""
    expiry = next((c.name for c in columns if set(name_words(c.name)) & EXPIRY_WORDS
                   and (is_time_column(c) or c.data_type in INTEGER_TYPES)), None)
    if expiry is not None:
        return expiry, True
    recorded = next((c.name for c in columns if records_time(c)), None)
    return None if recorded is None else (recorded, False)
