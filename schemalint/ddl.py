"""Small helpers for writing the DDL that fixes suggest, and the words of its ALGORITHM= and
LOCK= clauses (online_ddl.py judges them; the SL6xx rules name them without importing it)."""

from __future__ import annotations

INSTANT, INPLACE, COPY = "INSTANT", "INPLACE", "COPY"
NONE, SHARED, EXCLUSIVE = "NONE", "SHARED", "EXCLUSIVE"


def quote(identifier: str) -> str:
    """A MySQL identifier in backticks, with embedded backticks doubled."""
    return "`" + identifier.replace("`", "``") + "`"


def column_list(columns: list[str]) -> str:
    return ", ".join(quote(c) for c in columns)
