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
        return alter_database_problem(stmt) if kind == "ALTER DATABASE" else None
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


# ALTER DATABASE's options (sql_yacc.yy: create_database_option; MySQL 8.0 adds ENCRYPTION and READ
# ONLY, which server_grammar refuses by version): the word, then what its value may be
_DATABASE_OPTION_VALUES = {"CHARSET": ("<name>", "<string>", "DEFAULT", "BINARY"),
                           "COLLATE": ("<name>", "<string>", "DEFAULT", "BINARY"), "COMMENT": ("<string>",),
                           "ENCRYPTION": ("<string>",), "READ ONLY": ("<number>", "DEFAULT")}
_CHARSET_WORDS = {"CHARACTER SET": "CHARSET", "CHAR SET": "CHARSET", "CHARSET": "CHARSET"}


def alter_database_problem(stmt: Statement) -> Optional[ParseFailure]:
    """What the grammar refuses in an ALTER DATABASE | SCHEMA [name] option …: no option at all,
    an option neither server has (TiDB's PLACEMENT POLICY, …), a value of the wrong kind, a comma
    between options. Without a name the first word is read as the name when it can be one
    (`ALTER DATABASE CHARSET utf8mb4` names a database charset); COMMENT is the exception."""
    from sqlglot.dialects.mysql import MySQL
    from sqlglot.tokens import TokenType

    if "/*!" in stmt.text or "/*M!" in stmt.text:  # (a versioned comment holds what the server reads)
        return None
    try:
        tokens = MySQL().tokenize(stmt.text)  # (sqlglot's own MySQL tokens: ALTER DATABASE is rare)
    except Exception:
        return None
    kinds = {TokenType.IDENTIFIER: "<name>", TokenType.STRING: "<string>", TokenType.NUMBER: "<number>",
             TokenType.NATIONAL_STRING: "<string>"}
    words = [(kinds.get(t.token_type) or t.text.upper(), t.start) for t in tokens if t.token_type is not TokenType.SEMICOLON]
    words = _joined(words, ("CHARACTER", "SET"), ("CHAR", "SET"), ("READ", "ONLY"))
    at = 2
    if at < len(words) and words[at][0] != "COMMENT" and (
            words[at][0] == "<name>" or words[at][0].isidentifier() and not _reserved(words[at][0])):
        at += 1  # the database's name
        if [w for w, _ in words[at:]] == ["UPGRADE", "DATA", "DIRECTORY", "NAME"]:
            return None
    words = [(_CHARSET_WORDS.get(w, w), offset) for w, offset in words]
    if at >= len(words):
        return ParseFailure("ALTER DATABASE changes nothing: it needs an option (CHARACTER SET, COLLATE, COMMENT)",
                            len(stmt.text.rstrip()))
    while at < len(words):
        word, offset = words[at]
        if word == "DEFAULT" and at + 1 < len(words) and words[at + 1][0] in ("CHARSET", "COLLATE", "ENCRYPTION"):
            at += 1
            word = words[at][0]
        values = _DATABASE_OPTION_VALUES.get(word)
        if values is None:
            return ParseFailure(f"`{excerpt(stmt.text[offset:])}` is not a database option (CHARACTER SET, COLLATE, "
                                "COMMENT; MySQL 8.0 also ENCRYPTION, READ ONLY)", offset)
        at += 1
        if at < len(words) and words[at][0] in ("=", ":="):  # sql_yacc: opt_equal is `=` or `:=`
            at += 1
        value = words[at][0] if at < len(words) else None
        if value not in values and not (value and "<name>" in values and value.isidentifier() and not _reserved(value)):
            where = words[at][1] if at < len(words) else len(stmt.text.rstrip())
            return ParseFailure(f"{word} takes {' or '.join(v.strip('<>') for v in values)} here", where)
        at += 1
    return None


def _joined(words: list, *pairs: tuple) -> list:
    """The words with each pair of `pairs` made one word (`CHARACTER SET`)."""
    out: list = []
    for word, at in words:
        if out and (out[-1][0], word) in pairs:
            out[-1] = (f"{out[-1][0]} {word}", out[-1][1])
        else:
            out.append((word, at))
    return out


def _reserved(word: str) -> bool:
    from .definition_refusals import reserved_in_both

    return reserved_in_both(word)
