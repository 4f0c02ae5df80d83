"""Small helpers for writing the DDL that fixes suggest, and the words of its ALGORITHM= and
LOCK= clauses (online_ddl/ judges them; the SL6xx rules name them without importing it)."""

from __future__ import annotations

INSTANT, INPLACE, COPY = "INSTANT", "INPLACE", "COPY"
NONE, SHARED, EXCLUSIVE = "NONE", "SHARED", "EXCLUSIVE"


def quote(identifier: str) -> str:
    """A MySQL identifier in backticks, with embedded backticks doubled."""
    return "`" + identifier.replace("`", "``") + "`"


def column_list(columns: list[str]) -> str:
    return ", ".join(quote(c) for c in columns)


def foreign_key_name(table_name: str, foreign_keys: list, fk) -> str:
    """The name the server knows a foreign key by: its own, or for one declared without a name
    `<table>_ibfk_<n>`, n counting the table's unnamed keys from 1 in declaration order (what
    MariaDB 10.11 and MySQL 8.0 do; build.py reads DROP FOREIGN KEY the same way)."""
    if fk.name:
        return fk.name
    unnamed = [k for k in foreign_keys if not k.name]
    number = next((i for i, k in enumerate(unnamed, 1) if k is fk), 1)
    return f"{table_name}_ibfk_{number}"


def sql_comment(text: str) -> str:
    """Text as SQL comment lines: every line starts with `-- `, so a name holding a line break
    (legal in a quoted identifier) cannot end the comment and leave the rest as a statement."""
    return "\n".join("-- " + line for line in text.splitlines() or [""])


def key_part_list(parts: list, extra: list[str] = ()) -> str:
    """An index's parts as written in a key definition — prefix lengths, DESC and expressions
    kept (a key rebuilt from its column names alone can be too long, or refused on a TEXT
    column) — then the `extra` columns."""
    def text(p) -> str:
        if p.expression:
            return f"({p.expression})" + (" DESC" if p.descending else "")
        return quote(p.column) + (f"({p.prefix})" if p.prefix else "") + (" DESC" if p.descending else "")
    return ", ".join([*(text(p) for p in parts), *(quote(c) for c in extra)])
