"""Small helpers for writing the DDL that fixes suggest."""

from __future__ import annotations


def quote(identifier: str) -> str:
    """A MySQL identifier in backticks, with embedded backticks doubled."""
    return "`" + identifier.replace("`", "``") + "`"


def column_list(columns: list[str]) -> str:
    return ", ".join(quote(c) for c in columns)
