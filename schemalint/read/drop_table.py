"""Where a DROP TABLE sqlglot could not read leaves the servers' grammar.

MariaDB 10.11's sql_yacc.yy: `DROP opt_temporary table_or_tables opt_if_exists table_list
opt_lock_wait_timeout opt_restrict`: [TEMPORARY] TABLE | TABLES, [IF EXISTS], table names
separated by commas, [WAIT n | NOWAIT], [RESTRICT | CASCADE], and nothing after (MySQL 8.0's
DROP TABLE is the same without WAIT / NOWAIT). A statement that goes on past them (a next
statement without its `;`, a word after a name) is a syntax error (1064) on both servers.
"""

from __future__ import annotations

from typing import Any, Optional

from .short_statements import _ShortReader, where_it_leaves
from .table_elements import _Leaves, _Unknown


class _DropReader(_ShortReader):
    def drop_table(self) -> None:
        if not self.take("DROP"):
            raise _Unknown()
        self.take("TEMPORARY")
        if not self.take("TABLE", "TABLES"):
            raise _Unknown()
        if self.take("IF"):  # opt_if_exists
            self.need("EXISTS", "IF is followed by EXISTS")
        while True:
            if not self.is_name():
                if self.at() is None:
                    self.leave("DROP TABLE names its tables, and the statement ends before them")
                if self.reserved_word():  # (table_ident: a word both servers reserve only quoted)
                    self.leave("DROP TABLE names its tables (a reserved word is a name only in backticks)")
                raise _Unknown()  # (a word one server reserves, `.t`: other checks' business)
            self.qualified_name("DROP TABLE names its tables", 2)
            if not self.take_sym(","):
                break
        self.wait()
        self.take("RESTRICT", "CASCADE")
        if self.at() is not None:
            self.leave("cannot stand after DROP TABLE's list of tables: only WAIT n or NOWAIT, then RESTRICT or CASCADE, "
                       "may follow it (a next statement needs its `;`)")


def drop_table_departure(text: str, d: Any) -> tuple[Optional[tuple[str, int]], bool]:
    """((message, offset) where a DROP TABLE leaves the grammar, or None; whether it was read to
    its end keeping to it). Neither: it holds what this does not follow (a versioned comment, a
    name only one server reserves)."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None, False
    while tokens and tokens[-1].token_type is TokenType.SEMICOLON:
        tokens = tokens[:-1]
    if any(t.comments and any(c.lstrip().startswith(("!", "M!")) for c in t.comments) for t in tokens):
        return None, False
    reader = _DropReader(tokens, TokenType)
    try:
        reader.drop_table()
    except _Leaves as left:
        return where_it_leaves(tokens, left), False
    except (_Unknown, IndexError, AttributeError):
        return None, False
    return None, True
