"""For a statement schemalint could not read: whether the server refuses it (SL001, an error)
or only schemalint cannot read it while its shape is the server's (SL009, never an error).
Judged by the tokens from where reading stopped: the servers' own keywords, names, numbers and
strings make the server's shape; anything else, a refusal."""

from __future__ import annotations

from typing import Any, Optional

from .known_table_options import KNOWN_OPTIONS
from .parse_failure import excerpt


def _server_words() -> frozenset:
    """Every keyword, type and function name of MySQL 8's grammar (as Pygments' MySQL lexer lists
    them, read from MySQL's own sources), and MariaDB's own DDL words."""
    global _SERVER_WORDS
    if _SERVER_WORDS is None:
        words = set(_MARIADB_WORDS)
        try:
            from pygments.lexers import _mysql_builtins as builtins

            for group in (builtins.MYSQL_KEYWORDS, builtins.MYSQL_DATATYPES, builtins.MYSQL_FUNCTIONS):
                words.update(w.upper() for w in group)
        except Exception:  # (a Pygments without the list: judge by sqlglot's MySQL keywords)
            from sqlglot.dialects.mysql import MySQL

            words.update(k for k in MySQL.Tokenizer.KEYWORDS if " " not in k)
        _SERVER_WORDS = frozenset(words)
    return _SERVER_WORDS


_SERVER_WORDS: Optional[frozenset] = None
_MARIADB_WORDS = ("IGNORED", "VERSIONING", "SYSTEM_TIME", "PERIOD", "INET4", "INET6", "UUID", "PERSISTENT",
                  "PAGE_CHECKSUM", "PAGE_COMPRESSED", "PAGE_COMPRESSION_LEVEL", "TRANSACTIONAL", "ENCRYPTED",
                  "ENCRYPTION_KEY_ID", "IETF_QUOTES", "SEQUENCE", "NOCACHE", "NOCYCLE", "NOMINVALUE",
                  "NOMAXVALUE", "INCREMENT", "WITHOUT", "OVERLAPS", "HISTORY", "BTREE", "HASH", "RTREE", "ZLIB",
                  # the rest of MariaDB 10.11.19's own keywords (its information_schema.KEYWORDS) that
                  # Pygments' MySQL list lacks: a clause made of them is MariaDB's shape, not a typo
                  "ATOMIC", "AUTHORS", "BODY", "CHECKPOINT", "CLOB", "COLUMN_ADD", "COLUMN_CHECK", "COLUMN_CREATE",
                  "COLUMN_DELETE", "COLUMN_GET", "CONTRIBUTORS", "CURRENT_POS", "CYCLE", "DELETE_DOMAIN_ID",
                  "DES_KEY_FILE", "DO_DOMAIN_IDS", "ELSIF", "EXAMINED", "EXCEPTION", "FEDERATED", "GOTO", "HARD",
                  "IGNORE_DOMAIN_IDS", "IMMEDIATE", "ISOPEN", "LASTVAL", "MASTER_DEMOTE_TO_REPLICA",
                  "MASTER_DEMOTE_TO_SLAVE", "MASTER_GTID_POS", "MASTER_SERVER_ID", "MASTER_USE_GTID",
                  "MAX_STATEMENT_TIME", "MINUS", "MINVALUE", "MONITOR", "MYSQL", "NEXTVAL", "NOTFOUND",
                  "OLD_PASSWORD", "ONLINE", "PACKAGE", "PARSE_VCOL_EXPR", "PORTION", "PREVIOUS", "RAISE", "RAW",
                  "REDOFILE", "REF_SYSTEM_ID", "REPLAY", "REPLICA_POS", "ROWCOUNT", "ROWNUM", "ROWTYPE", "SETVAL",
                  "SLAVES", "SLAVE_POS", "SOFT", "SQL_CACHE", "STAGE", "STATEMENT", "THREADS", "VARCHAR2", "VIA",
                  "WITHIN")


# column attributes whose value may be a type's name (`COLUMN_FORMAT FIXED`): not a column's start
_VALUED_ATTRIBUTES = frozenset({"COLUMN_FORMAT", "STORAGE", "COMMENT", "COLLATE", "DEFAULT", "CHARSET", "CHARACTER",
                                "ON", "REFERENCES", "AS", "GENERATED", "CHECK", "CONSTRAINT", "SRID", "FORMAT",
                                "ENGINE_ATTRIBUTE", "SECONDARY_ENGINE_ATTRIBUTE", "COMPRESSED", "WITHOUT", "WITH"})


def shape_refused(text: str, offset: int, d: Any, whole: bool = False) -> bool:
    """Whether a statement our reader stopped on at `offset` is one the server refuses (SL001),
    rather than one only schemalint cannot read (SL009). Refused: the statement ends before its
    parentheses close, or the clause from the token where reading stopped (to the next comma of
    its list; with `whole`, to the end) holds a word outside parentheses that is no keyword of
    MySQL's or MariaDB's grammar, or punctuation their DDL has no place for (`[`, `::`, `;`…).
    Otherwise, a clause made of the servers' own keywords, names in parentheses, numbers and
    strings, the shape is the server's and the gap is ours."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return True
    if sum(t.token_type is TokenType.L_PAREN for t in tokens) != sum(t.token_type is TokenType.R_PAREN for t in tokens):
        return True
    if _name_after_table_name(tokens):
        return True
    start = next((i for i, t in enumerate(tokens) if t.end >= offset), None)
    if start is None or (start == len(tokens) - 1 and not whole):
        return True  # reading stopped at the end, or at the last word: something is missing
    if (tokens[start].token_type is TokenType.EQ and start and tokens[start - 1].text.upper() in ("SET", "CHARSET", "COLLATE")
            and sum((t.token_type is TokenType.L_PAREN) - (t.token_type is TokenType.R_PAREN) for t in tokens[:start]) > 0):
        return True  # a column's CHARACTER SET / COLLATE takes no `=` (a table option's does)
    known = _server_words()
    if (tokens[start].token_type in (TokenType.VAR, TokenType.IDENTIFIER) and start + 1 < len(tokens) and start
            and tokens[start - 1].token_type not in (TokenType.COMMA, TokenType.L_PAREN)
            and tokens[start].text.upper() not in _VALUED_ATTRIBUTES):
        from sqlglot.parsers.mysql import MySQLParser

        if tokens[start + 1].token_type in MySQLParser.TYPE_TOKENS:
            return True  # a column's name and type where the previous definition goes on: a missing comma
    if _signed_length(tokens, start) or any(_type_after_type(tokens, i) for i in range(start, len(tokens))):
        return True
    allowed = (TokenType.NUMBER, TokenType.STRING, TokenType.IDENTIFIER, TokenType.EQ, TokenType.DOT,
               TokenType.L_PAREN, TokenType.R_PAREN, TokenType.COMMA, TokenType.DASH)  # (operators: in parentheses)
    if tokens[start].token_type in (TokenType.COMMA, TokenType.R_PAREN):
        return True  # an empty list item, or a list closed too early
    if whole and len(tokens) > 1 and tokens[-2].token_type is TokenType.COMMA:
        return True  # a last clause of one word (`…, ALGORITHM`): its value is missing
    depth, named = 0, False  # named: the clause holds a name, number, string or list
    # how deep the token reading stopped at stands, and how deep the statement's clauses are (a
    # CREATE TABLE's in its list, an ALTER TABLE's at the top): deeper, it is inside an expression's
    # parentheses (`DEFAULT (BINARY + 1)`), where operators of any kind stand
    nesting = sum((t.token_type is TokenType.L_PAREN) - (t.token_type is TokenType.R_PAREN) for t in tokens[:start])
    listed = 1 if tokens[0].text.upper() == "CREATE" else 0
    before = tokens[start - 2].text.upper() if start > 1 else ""
    previous = tokens[start - 1].text.upper() if start else ""
    if start and tokens[start - 1].token_type is TokenType.VAR:
        previous = "<name>"
    for index in range(start, len(tokens)):
        token = tokens[index]
        kind = token.token_type
        if previous == "<name>" and before in ("(", ",") and kind in (TokenType.NUMBER, TokenType.STRING):
            return True  # a column's name followed by no type (`id 123`)
        if kind in (TokenType.NUMBER, TokenType.STRING) and previous in _NAME_BEFORE and previous not in ("=", "AS"):
            return True  # a number or a string where a name must be (`PARTITION 4`, `INDEX 'i'`)
        if kind is TokenType.PLUS and depth == 0 and nesting <= listed:
            return True  # an expression outside the parentheses it needs (`AS a + 1`), not inside them
        if (whole and depth == 0 and index > start and token.text.upper() in ("CHANGE", "MODIFY")
                and tokens[index - 1].token_type is not TokenType.COMMA):
            return True  # ALTER TABLE clauses without the comma between them
        if kind is TokenType.L_PAREN:
            depth += 1
        elif kind is TokenType.R_PAREN:
            depth -= 1
            if depth < 0 and not whole:
                return index == start + 1  # one keyword alone lacks what it introduces (`a INT SERIAL`)
        elif kind is TokenType.COMMA and depth == 0 and not whole:
            return index == start + 1
        elif kind is TokenType.COMMA:
            pass
        elif kind in allowed or all(word in known for word in token.text.upper().split()):
            pass
        elif kind is TokenType.VAR and (depth > 0 or previous in _NAME_BEFORE or (
                previous == "<name>" and before in ("CHANGE", "COLUMN", "RENAME"))):
            pass  # a name in a list (key parts, partition names), or where a clause names something
        elif (depth > 0 or nesting > listed) and kind not in (TokenType.L_BRACKET, TokenType.R_BRACKET,
                                                              TokenType.SEMICOLON):
            pass  # an expression in parentheses (`AS (a * 2)`): operators of any kind
        else:
            return True
        if kind in (TokenType.NUMBER, TokenType.STRING, TokenType.IDENTIFIER, TokenType.L_PAREN) or (
                kind is TokenType.VAR and token.text.upper() not in known):
            named = True
        before, previous = previous, token.text.upper() if kind is not TokenType.VAR else "<name>"
    return not named


def _signed_length(tokens: list, start: int) -> bool:
    """A column's type whose length or precision has a sign (`ti TINYINT(-1)`, `d DATETIME(+3)`):
    MariaDB's and MySQL's grammar take only an unsigned number there (sql_yacc.yy, field_length and
    precision: '(' NUM ')'), a syntax error. Only after a column's name, where a type goes (CHAR(-1)
    in an expression is a function call)."""
    from sqlglot.parsers.mysql import MySQLParser
    from sqlglot.tokens import TokenType

    for i in range(max(start - 2, 1), len(tokens) - 2):
        if (tokens[i].token_type in MySQLParser.TYPE_TOKENS and tokens[i + 1].token_type is TokenType.L_PAREN
                and tokens[i + 2].token_type in (TokenType.DASH, TokenType.PLUS)
                and tokens[i - 1].token_type in (TokenType.VAR, TokenType.IDENTIFIER)):
            return True
    return False


def _name_after_table_name(tokens: list) -> bool:
    """`CREATE TABLE t1 t1 (…)`: a name after the table's name. MariaDB's grammar (sql_yacc.yy,
    create_table: … TABLE_SYM opt_if_not_exists table_ident create_body) goes on with the column
    list's `(`, LIKE, a table option, PARTITION or the query, each a keyword of the servers; a word
    that is none of them, or a quoted name, is a syntax error, unless `=` follows it (an option an
    engine defines: `IDENT_sys equal …`)."""
    from sqlglot.tokens import TokenType

    words = [t.text.upper() for t in tokens]
    if not words or words[0] != "CREATE" or "TABLE" not in words[:5]:
        return False
    i = words.index("TABLE") + 1
    if words[i:i + 3] == ["IF", "NOT", "EXISTS"]:
        i += 3
    i += 1  # the table's name
    if i + 1 < len(words) and words[i] == ".":
        i += 2
    if i + 1 >= len(tokens) or words[i + 1] in ("=", ":="):
        return False
    token = tokens[i]
    return token.token_type is TokenType.IDENTIFIER or (
        token.token_type is TokenType.VAR and words[i] not in _server_words())


# words that may follow a column's complete type (sql_yacc.yy: field_options UNSIGNED / SIGNED /
# ZEROFILL, opt_binary BINARY / ASCII / UNICODE / BYTE, the attribute NULL, SERIAL DEFAULT VALUE)
_AFTER_TYPE = frozenset({"UNSIGNED", "SIGNED", "ZEROFILL", "BINARY", "ASCII", "UNICODE", "BYTE", "NULL", "SERIAL"})
# the types spelt in two words (sql_yacc.yy: varchar, nchar, nvarchar, LONG_SYM varchar, DOUBLE
# PRECISION): the first word of such a type, and the words that may follow it
_TYPE_FIRST_WORDS = frozenset({"LONG", "NCHAR", "CHAR", "CHARACTER", "NATIONAL"})
_TYPE_SECOND_WORDS = frozenset({"VARCHAR", "VARBINARY", "CHAR", "CHARACTER", "VARYING", "CHARACTER VARYING",
                                "VARCHARACTER", "PRECISION"})


def _type_after_type(tokens: list, start: int) -> bool:
    """A column's type followed by another type (`a INT INT`, `d BLOB BLOB`, `c VARCHAR(10) TEXT`):
    MariaDB's grammar (sql_yacc.yy, field_spec: field_ident field_type_or_serial, then field_def's
    attributes) has no attribute that is a type, so the second type is a syntax error; only the
    two-word spellings of one type (LONG VARCHAR, NCHAR VARYING, …) and the type's options follow."""
    from sqlglot.parsers.mysql import MySQLParser
    from sqlglot.tokens import TokenType

    if start < 2 or start >= len(tokens):
        return False
    word = tokens[start].text.upper()
    if tokens[start].token_type not in MySQLParser.TYPE_TOKENS or word in _AFTER_TYPE:
        return False
    following = tokens[start + 1].text.upper() if start + 1 < len(tokens) else ""
    if (word in ("CHAR", "CHARACTER") and following == "SET") or (
            word == "SET" and tokens[start - 1].text.upper() in ("CHAR", "CHARACTER")):
        return False  # CHAR SET / CHARACTER SET: the attribute (sql_yacc.yy, charset)
    prev = start - 1
    if tokens[prev].token_type is TokenType.R_PAREN:  # the type's length: (n) or (m, d)
        prev -= 1
        while prev > 0 and tokens[prev].token_type in (TokenType.NUMBER, TokenType.COMMA):
            prev -= 1
        if tokens[prev].token_type is not TokenType.L_PAREN or prev < 2:
            return False
        prev -= 1
        after_length = True
    else:
        after_length = False
    first = tokens[prev]
    if first.token_type not in MySQLParser.TYPE_TOKENS or first.text.upper() in _AFTER_TYPE:
        return False
    if not after_length and first.text.upper() in _TYPE_FIRST_WORDS and word in _TYPE_SECOND_WORDS:
        return False
    # the type belongs to a column: a name before it (not `CAST(x AS CHAR)`, `CONVERT(x, CHAR)`)
    name = prev - 1
    if tokens[name].text.upper() in ("NATIONAL", "LONG"):
        name -= 1
    if tokens[name].token_type not in (TokenType.VAR, TokenType.IDENTIFIER):
        return False
    # CHANGE old new TYPE: the new name may be a type's word (`CHANGE a text TEXT`)
    before = [t.text.upper() for t in tokens[max(name - 2, 0):name]]
    return not (before[-1:] == ["CHANGE"] or before == ["CHANGE", "COLUMN"])


# the words after which a clause names a column, key, table or partition (and a name after a
# name after these: CHANGE old new)
_NAME_BEFORE = frozenset({"COLUMN", "INDEX", "KEY", "CONSTRAINT", "TO", "AS", "ADD", "DROP", "CHANGE", "MODIFY",
                          "AFTER", "RENAME", "TABLE", "ON", "REFERENCES", "=", "PARTITION", "ALTER", "FOR",
                          "FIRST", "UNIQUE", "FULLTEXT", "SPATIAL", "PRIMARY", "FOREIGN", "CHECK"})


# the words an ALTER TABLE clause or table option begins with (MariaDB's and MySQL's alter_list_item)
ALTER_CLAUSE_WORDS = frozenset({
    "ADD", "DROP", "CHANGE", "MODIFY", "ALTER", "RENAME", "CONVERT", "ORDER", "DISABLE", "ENABLE", "DISCARD",
    "IMPORT", "FORCE", "ALGORITHM", "LOCK", "PARTITION", "REMOVE", "COALESCE", "REORGANIZE", "EXCHANGE", "ANALYZE",
    "CHECK", "OPTIMIZE", "REBUILD", "REPAIR", "TRUNCATE", "UPGRADE", "WAIT", "NOWAIT", "WITH", "WITHOUT", "DEFAULT",
    "CHARACTER", "CHARSET", "COLLATE", "ENGINE", "AUTO_INCREMENT", "COMMENT", "ROW_FORMAT", "DATA", "INDEX",
    "SECONDARY_LOAD", "SECONDARY_UNLOAD", "ONLINE", "IGNORE", "TYPE"}) | frozenset(
    w for option in KNOWN_OPTIONS for w in option.split()[:1])
_DROP_OBJECTS = frozenset({"COLUMN", "INDEX", "KEY", "CONSTRAINT", "CHECK"})


def alter_clause_refused(text: str, d: Any) -> Optional[tuple[str, int]]:
    """(message, offset) where an ALTER TABLE sqlglot keeps as text cannot be the server's: the
    first clause begins with no word an ALTER TABLE clause or table option begins with (`ON
    CLUSTER …`); a DROP of a named column, key or constraint goes on with more than RESTRICT /
    CASCADE (`DROP CONSTRAINT c TEXT`); a second ALTER TABLE follows without the `;` between."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    words = [t.text.upper() if t.token_type is not TokenType.IDENTIFIER else "" for t in tokens]
    if "TABLE" not in words:
        return None
    start = words.index("TABLE") + 1  # ALTER [ONLINE] [IGNORE] TABLE [IF EXISTS] name [WAIT n | NOWAIT]
    start += 2 if words[start:start + 2] == ["IF", "EXISTS"] else 0
    start += 1
    while start + 1 < len(words) and words[start] == ".":
        start += 2
    start += 2 if words[start:start + 1] == ["WAIT"] else 1 if words[start:start + 1] == ["NOWAIT"] else 0
    if start >= len(words):
        return None
    if (words[start].split(" ", 1)[0] not in ALTER_CLAUSE_WORDS  # (sqlglot makes PARTITION BY one token)
            and words[start + 1:start + 2] != ["="]):  # (an option of the table's engine: `table_type=CSV`)
        return (f"`{excerpt(text[tokens[start].start:])}` begins no ALTER TABLE clause", tokens[start].start)
    depth = 0
    for i in range(start, len(tokens)):
        word = words[i]
        depth += word == "("
        depth -= word == ")"
        if depth:
            continue
        if word == "ALTER" and i + 1 < len(words) and words[i + 1] == "TABLE":
            return ("a second ALTER TABLE without the `;` that ends the first", tokens[i].start)
        if word == "DROP" and i + 2 < len(words):
            k = i + 1
            if words[k] == "FOREIGN" and k + 1 < len(words) and words[k + 1] == "KEY":
                k += 2
            elif words[k] in _DROP_OBJECTS:
                k += 1
            elif words[k] in ("PRIMARY", "PRIMARY KEY", "PARTITION", "SYSTEM", "PERIOD", "FOREIGN KEY"):
                continue
            if words[k:k + 2] == ["IF", "EXISTS"]:
                k += 2
            k += 1  # the name
            if k < len(words) and words[k] not in (",", "RESTRICT", "CASCADE"):
                return (f"`{excerpt(text[tokens[k].start:])}` after DROP … {tokens[k - 1].text}: a DROP clause names one "
                        "column, key or constraint", tokens[k].start)
    return None


def after_head(text: str, d: Any) -> int:
    """Offset just after `ALTER TABLE name` / `CREATE … INDEX name ON table` / the first three words."""
    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return 0
    for i, token in enumerate(tokens):
        if token.text.upper() in ("TABLE", "ON") and i + 1 < len(tokens):
            k = i + 1
            while k + 2 < len(tokens) and tokens[k + 1].text == ".":
                k += 2
            return tokens[k].end + 1
    return tokens[min(2, len(tokens) - 1)].end + 1 if tokens else 0
