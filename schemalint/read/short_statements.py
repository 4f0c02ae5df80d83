"""Where a short DDL statement leaves the servers' grammar: DROP DATABASE, CREATE DATABASE's head
and the shape of its options, DROP INDEX, RENAME TABLE (DROP TABLE: drop_table.py).

MariaDB 10.11's sql_yacc.yy, each read to its end (MySQL 8.0's rules are the same but where
noted, and what only one of them has ends the reading with no verdict):
- `DROP {DATABASE | SCHEMA} opt_if_exists ident`, nothing after;
- `CREATE [OR REPLACE] {DATABASE | SCHEMA} opt_if_not_exists ident opt_create_database_options`,
  each option `[DEFAULT] {CHARACTER SET | CHARSET} [=] name`, `[DEFAULT] COLLATE [=] name` or
  `COMMENT [=] 'text'` (their values: database_options.py; MySQL's ENCRYPTION and READ ONLY:
  server_grammar.py);
- `DROP INDEX opt_if_exists_table_element ident ON table_ident opt_lock_wait_timeout` (MySQL's
  ALGORITHM / LOCK after it: server_grammar.py);
- `RENAME {TABLE | TABLES} [IF EXISTS] table_ident [WAIT n | NOWAIT] TO table_ident [, …]`.
A name (`ident`, `table_ident`) is a word neither server reserves, or quoted; a word both reserve
is a name only in backticks (a word next to a name's dot is a name to the lexer); a word only one
of them reserves leaves the verdict to SL028. Found by mutants of such statements (mutants.py,
seed 40), each rule measured on 10.11.19 (tests/test_syntax_refusals.py).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from .table_elements import _Leaves, _Reader, _Unknown

_CHARSET_WORDS = ("CHARACTER SET", "CHARSET", "CHAR SET")


class _ShortReader(_Reader):
    def need_name(self, why: str, parts: int = 1) -> None:
        """ident (parts 1) or table_ident (parts 2)."""
        if self.at() is None:
            self.leave(why + ", and the statement ends before it")
        if not self.is_name():
            self.leave(why + (" (a reserved word is a name only in backticks)" if self.reserved_word() else ""))
        self.qualified_name(why, parts)

    def if_exists(self) -> None:
        if self.word() == "IF":
            self.i += 1
            self.need("EXISTS", "IF is followed by EXISTS")

    def end(self, what: str) -> None:
        if self.at() is not None:
            self.leave(f"cannot stand after {what} (a next statement needs its `;`)")

    def drop_database(self) -> None:
        self.need("DROP", "")
        if not self.take("DATABASE", "SCHEMA"):
            raise _Unknown()
        self.if_exists()
        self.need_name("DROP DATABASE names the database")
        self.end("DROP DATABASE's name")

    def create_database(self) -> None:
        self.need("CREATE", "")
        if self.take("OR"):
            self.need("REPLACE", "CREATE OR takes REPLACE")
        if not self.take("DATABASE", "SCHEMA"):
            raise _Unknown()
        if self.word() == "IF":
            self.i += 1
            self.need("NOT", "IF is followed by NOT EXISTS")
            self.need("EXISTS", "IF NOT is followed by EXISTS")
        self.need_name("CREATE DATABASE names the database")
        while self.at() is not None:
            self.database_option()

    def database_option(self) -> None:
        w = self.word()
        if w in ("ENCRYPTION", "READ"):
            raise _Unknown()  # MySQL 8's: server_grammar's, by version
        if w == "DEFAULT":
            self.i += 1
            w = self.word()
            if w == "ENCRYPTION":
                raise _Unknown()  # MySQL 8's DEFAULT ENCRYPTION (mysqldump writes it in /*!80016 … */)
            if w not in _CHARSET_WORDS + ("CHARACTER", "CHAR", "COLLATE"):
                self.leave("DEFAULT before a database option is DEFAULT CHARACTER SET or DEFAULT COLLATE")
        if w in ("CHARACTER", "CHAR"):
            self.i += 1
            self.need("SET", f"{w} SET")
        elif w in _CHARSET_WORDS + ("COLLATE", "COMMENT"):
            self.i += 1
        else:
            self.leave("cannot stand here: a database option (CHARACTER SET, COLLATE, COMMENT) is wanted")
        self.take_sym("=") or self.take_sym(":=")
        if w == "COMMENT":
            if not self.is_string():
                self.leave("COMMENT's value is a string")
        elif not (self.word() and " " not in self.word() or self.is_string() or self.at() is not None
                  and self.at().token_type in self.quoted):
            self.leave(f"{w} names a {'collation' if w == 'COLLATE' else 'character set'} (or DEFAULT)")
        self.i += 1

    def drop_index(self) -> None:
        self.need("DROP", "")
        if not self.take("INDEX"):
            raise _Unknown()
        self.if_exists()
        self.need_name("DROP INDEX names the index")
        self.need("ON", "DROP INDEX name ON table")
        self.need_name("DROP INDEX … ON names the table", 2)
        self.wait()
        if self.word() in ("ALGORITHM", "LOCK"):
            raise _Unknown()  # MySQL's (MariaDB 10.11 refuses them here): server_grammar's
        self.end("DROP INDEX … ON table")

    def rename_table(self) -> None:
        self.need("RENAME", "")
        if not self.take("TABLE", "TABLES"):
            raise _Unknown()
        self.if_exists()
        while True:
            self.need_name("RENAME TABLE names the table it renames", 2)
            self.wait()
            self.need("TO", "RENAME TABLE old TO new")
            self.need_name("RENAME TABLE old TO new", 2)
            if not self.take_sym(","):
                break
        self.end("RENAME TABLE's pairs")

    def wait(self) -> None:
        """opt_lock_wait_timeout: WAIT n | NOWAIT."""
        if self.take("WAIT"):
            if not self.is_number():
                self.leave("WAIT is followed by a number of seconds")
            self.i += 1
        else:
            self.take("NOWAIT")


_READERS: dict[str, Callable[[_ShortReader], None]] = {
    "DROP DATABASE": _ShortReader.drop_database, "CREATE DATABASE": _ShortReader.create_database,
    "DROP INDEX": _ShortReader.drop_index, "RENAME TABLE": _ShortReader.rename_table,
}
KINDS = frozenset(_READERS)


def short_statement_departure(kind: str, text: str, d: Any) -> Optional[tuple[str, int]]:
    """(message, offset) where a statement of `kind` (one of KINDS) leaves its grammar, or None:
    it keeps to it, or holds what this does not follow (a versioned comment, a name only one
    server reserves, MySQL's own options)."""
    from sqlglot.tokens import TokenType

    read = _READERS.get(kind)
    if read is None:
        return None
    # sqlglot keeps what follows RENAME as one string: read with a word of the same length there
    renamed = kind == "RENAME TABLE" and text[:6].upper() == "RENAME"
    try:
        tokens = d._tokenizer.tokenize("SELECT" + text[6:] if renamed else text)
    except Exception:
        return None
    if renamed and tokens:
        tokens[0].text = text[:6]
    while tokens and tokens[-1].token_type is TokenType.SEMICOLON:
        tokens = tokens[:-1]
    if any(t.comments and any(c.lstrip().startswith(("!", "M!")) for c in t.comments) for t in tokens):
        return None
    reader = _ShortReader(tokens, TokenType)
    try:
        read(reader)
    except _Leaves as left:
        return where_it_leaves(tokens, left)
    except (_Unknown, IndexError, AttributeError):
        return None
    return None


def where_it_leaves(tokens: list, left: _Leaves) -> tuple[str, int]:
    """(message, offset) of a departure: at the token it leaves at, or where the statement ends too
    soon (the server's `near ''`: just after the last token)."""
    if left.past_end:
        token = tokens[left.index]
        said = left.why if "statement ends" in left.why else f"the statement ends after `{token.text}`: {left.why}"
        return said, token.end + 1
    return left.at_token(tokens)
