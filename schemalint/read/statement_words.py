"""The statements schemalint does not parse, judged by their leading words only: whether a
server knows a statement that begins so (`CREAT TABLE`, `DROP TABEL` and prose do not). A
dump's INSERTs and the statements the model does not follow never reach sqlglot."""

from __future__ import annotations

from typing import Optional

from .parse_failure import ParseFailure, excerpt, word_offset
from .source import Statement


# The first words of the statements MySQL 8.0 and MariaDB 10.11 accept (MariaDB's compound
# statements outside a program included), and the mysql client's own commands a script may
# hold: a statement schemalint does not parse is judged by these (and OBJECT_WORDS) only.
STATEMENT_WORDS = frozenset({
    "ALTER", "ANALYZE", "BACKUP", "BEGIN", "BINLOG", "CACHE", "CALL", "CASE", "CHANGE", "CHECK", "CHECKSUM",
    "CLONE", "COMMIT", "CREATE", "DEALLOCATE", "DELETE", "DESC", "DESCRIBE", "DO", "DROP", "EXECUTE", "EXPLAIN",
    "FLUSH", "FOR", "GET", "GRANT", "HANDLER", "HELP", "IF", "IMPORT", "INSERT", "INSTALL", "KILL", "LOAD",
    "LOCK", "LOOP", "OPTIMIZE", "PREPARE", "PURGE", "RELEASE", "RENAME", "REPAIR", "REPEAT", "REPLACE", "RESET",
    "RESIGNAL", "RESTART", "REVOKE", "ROLLBACK", "SAVEPOINT", "SELECT", "SET", "SHOW", "SHUTDOWN", "SIGNAL",
    "START", "STOP", "TABLE", "TRUNCATE", "UNINSTALL", "UNLOCK", "UPDATE", "USE", "VALUES", "WHILE", "WITH", "XA",
    # the mysql client's commands (never sent to the server)
    "CHARSET", "CONNECT", "DELIMITER", "EXIT", "NOTEE", "NOWARNING", "PROMPT", "QUIT", "REHASH", "SOURCE",
    "STATUS", "SYSTEM", "TEE", "WARNINGS",
})
# After CREATE, ALTER, DROP, RENAME, LOCK and UNLOCK (with IF [NOT] EXISTS, OR REPLACE,
# TEMPORARY, DEFINER=…, ALGORITHM=… and SQL SECURITY … skipped, as source.classify does): what
# each can act on. UNIQUE / FULLTEXT / SPATIAL INDEX count as INDEX, SCHEMA as DATABASE.
_PROGRAMS = ("VIEW", "TRIGGER", "PROCEDURE", "FUNCTION", "EVENT", "USER", "ROLE", "SERVER", "TABLESPACE",
             "LOGFILE", "SEQUENCE", "PACKAGE", "RESOURCE", "UNDO")
OBJECT_WORDS = {
    "CREATE": frozenset(("TABLE", "INDEX", "DATABASE", "AGGREGATE", "SPATIAL") + _PROGRAMS),
    "ALTER": frozenset(("TABLE", "DATABASE", "INSTANCE") + _PROGRAMS),
    "DROP": frozenset(("TABLE", "INDEX", "DATABASE", "PREPARE", "SPATIAL") + _PROGRAMS),
    "RENAME": frozenset(("TABLE", "TABLES", "USER")),
    "LOCK": frozenset(("TABLE", "TABLES", "INSTANCE")),
    "UNLOCK": frozenset(("TABLE", "TABLES", "INSTANCE")),
}


def unknown_statement(stmt: Statement) -> Optional[ParseFailure]:
    """A ParseFailure when the statement's leading keywords begin no statement the server
    accepts (`CREAT TABLE`, `DROP TABEL`, a sentence); None otherwise. Only the kind (the
    leading keywords the splitter read) is looked at: the statements schemalint does not
    model are never parsed (a dump's INSERTs would cost more than the rest together)."""
    kind = stmt.kind
    first, _, second = kind.partition(" ")
    objects = OBJECT_WORDS.get(first)
    if objects is None and first in STATEMENT_WORDS:
        if first in _COMPOUND or first == "TABLE":
            return _shape(stmt, first)
        return None
    if objects is not None and second in objects:
        return None  # (ALTER DATABASE's options: database_options reads them, with their values)
    text = stmt.text
    from difflib import get_close_matches

    if objects is not None and second:
        close = get_close_matches(second, sorted(objects), 1)
        hint = f" (did you mean {first} {close[0]}?)" if close else ""
        return ParseFailure(f"{first} {second} is not a statement MySQL knows{hint}", word_offset(text, second, 1))
    if objects is not None:
        return ParseFailure(f"{first} what? The statement ends after {first}", len(text.rstrip()))
    if not first:
        return ParseFailure(f"`{excerpt(text)}` is not an SQL statement", 0)
    close = get_close_matches(first, sorted(STATEMENT_WORDS - {"CONNECT", "NOTEE", "NOWARNING", "REHASH", "TEE"}), 1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return ParseFailure(f"no SQL statement begins with {first}{hint}: `{excerpt(text)}`", word_offset(text, first, 0))


# MariaDB's compound statements outside a program end with END and their keyword (END IF, …)
_COMPOUND = frozenset({"IF", "CASE", "LOOP", "REPEAT", "WHILE", "FOR"})
# what may follow `TABLE name` (MySQL 8.0's TABLE statement)
_AFTER_TABLE = frozenset({"ORDER", "LIMIT", "UNION", "EXCEPT", "INTERSECT", "INTO"})


def _shape(stmt: Statement, first: str) -> Optional[ParseFailure]:
    """For the leading words prose also begins with (If …, For …, Table …): the failure when
    the words that end the statement, or follow the table name, cannot be the statement's."""
    words = stmt.text.upper().split()
    if first == "TABLE":
        if len(words) <= 2 or words[2] in _AFTER_TABLE:
            return None
    elif f"END {first}" in " ".join(words[-3:]):  # END IF [label]
        return None
    return ParseFailure(f"no SQL statement reads like this: `{excerpt(stmt.text)}`", 0)
