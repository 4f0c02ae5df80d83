"""An ALTER TABLE sqlglot could not read whose list of clauses the server's grammar refuses (1064).

MariaDB's (and MySQL's) sql_yacc.yy reads an ALTER TABLE's clauses as `alter_list: alter_list_item
| alter_list ',' alter_list_item`: the clauses are separated by commas (only the table options,
`create_table_options_space_separated`, may follow each other with a space), and each clause
begins with its own word. Judged here, at the ALTER's own level (outside parentheses):
- a word that only begins a clause (ADD, CHANGE, DROP, RENAME, LOCK, ALGORITHM …=) where the
  previous clause goes on, without the comma (`ADD UNIQUE (b) RENAME TO t3`); ALTER [COLUMN] c
  DROP DEFAULT is the one clause with DROP inside it;
- a reserved word that cannot follow ADD, DROP, CHANGE, MODIFY or their COLUMN (`ADD ADD COLUMN`,
  `add unique TABLE idx`, `MODIFY COLUMN COLUMN c INT`): what comes there is a name (reserved
  words only quoted) or the keyword of what is added or dropped;
- a column of ADD (…) without a type (`ADD (c)`): `field_spec` is a name and its type;
- a clause that begins with no clause's word (`ALTER TABLE t TABLE TO t2`, `…, INT COLUMN c`), or
  whose first word lacks the one it needs (DISCARD / IMPORT TABLESPACE, DISABLE / ENABLE KEYS,
  ANALYZE / CHECK / OPTIMIZE / REPAIR / REBUILD / TRUNCATE / COALESCE / REORGANIZE / EXCHANGE
  PARTITION, with a partition's name or ALL after it, INDEX DIRECTORY), a table option without
  its value at the end (`ALTER TABLE discard TABLESPACE`);
- ADD CONSTRAINT [name] followed by no PRIMARY KEY, UNIQUE, FOREIGN KEY or CHECK (`key_def`,
  `check_constraint`); FOREIGN KEY [name] (columns) REFERENCES table [(columns)] [MATCH …] [ON
  DELETE | UPDATE action] (`references`, `opt_on_update_delete`).
Then each clause's inside, where the server reads it with CREATE TABLE's rules: alter_elements.
"""

from __future__ import annotations

from typing import Any, Optional

from .alter_elements import _AlterReader, alter_departure
from .parse_failure import excerpt
from .reserved_words import MARIADB_1011, MYSQL_80
from .table_elements import _Leaves, _Reader, _Unknown

# reserved by both servers: a refusal whatever the profile (a word only one reserves is SL028's)
_RESERVED = MARIADB_1011 & MYSQL_80

# words that begin a clause and nothing else at the ALTER's level (all reserved but ALGORITHM,
# which must then be followed by `=` or its value)
_CLAUSE_ONLY = frozenset({"ADD", "CHANGE", "DROP", "RENAME", "LOCK", "ALGORITHM", "MODIFY", "ALTER"})
# a clause's first word and the words that may follow it
_NEEDS_NEXT = {
    "DISCARD": ("TABLESPACE", "PARTITION"), "IMPORT": ("TABLESPACE", "PARTITION"), "DISABLE": ("KEYS",),
    "ENABLE": ("KEYS",), "ANALYZE": ("PARTITION",), "OPTIMIZE": ("PARTITION",), "REPAIR": ("PARTITION",),
    "REBUILD": ("PARTITION",), "TRUNCATE": ("PARTITION",), "COALESCE": ("PARTITION",),
    "REORGANIZE": ("PARTITION",), "EXCHANGE": ("PARTITION",), "REMOVE": ("PARTITIONING",), "INDEX": ("DIRECTORY",),
    "CHECK": ("PARTITION", "CONSTRAINT", "("),
}
_KEY_DEFS = frozenset({"PRIMARY", "PRIMARY KEY", "UNIQUE", "UNIQUE KEY", "UNIQUE INDEX", "FOREIGN", "FOREIGN KEY",
                       "CHECK"})
_ALGORITHMS = frozenset({"=", ":=", "DEFAULT", "INPLACE", "COPY", "NOCOPY", "INSTANT"})
# what may follow each clause word, besides a name (sql_yacc.yy: alter_list_item)
_AFTER = {
    "ADD": frozenset({"COLUMN", "IF", "(", "INDEX", "KEY", "UNIQUE", "PRIMARY", "FULLTEXT", "SPATIAL", "CONSTRAINT",
                      "FOREIGN", "CHECK", "PARTITION", "PERIOD", "SYSTEM"}),
    "DROP": frozenset({"COLUMN", "INDEX", "KEY", "PRIMARY", "FOREIGN", "CONSTRAINT", "CHECK", "PARTITION", "PERIOD",
                       "SYSTEM", "IF"}),
    "CHANGE": frozenset({"COLUMN", "IF"}),
    "MODIFY": frozenset({"COLUMN", "IF"}),
    "COLUMN": frozenset({"IF", "("}),
    "ALTER": frozenset({"COLUMN", "INDEX", "KEY", "CONSTRAINT", "CHECK", "IF"}),
}


def alter_items_refused(text: str, d: Any) -> Optional[tuple[str, int]]:
    """(message, offset) where the ALTER TABLE's clauses are not the server's list, or None."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    words = [t.text.upper() if t.token_type is not TokenType.IDENTIFIER else "" for t in tokens]
    start = _after_name(words)
    if start is None:
        return None
    if (tokens[start - 1].token_type is not TokenType.IDENTIFIER and words[start - 1].lower() in _RESERVED
            and not (start > 1 and words[start - 2] == ".")):  # (`db.select`: after a dot, a name)
        return (f"`{tokens[start - 1].text}` where ALTER TABLE names its table (a reserved word is a name only in "
                "backticks)", tokens[start - 1].start)
    depth = 0
    for i in range(start, len(tokens)):
        word = words[i]
        if word == "(":
            depth += 1
        elif word == ")":
            depth -= 1
        if not depth and (word == "PARTITION BY" or words[i:i + 2] == ["PARTITION", "BY"]):
            return alter_departure(tokens, start)  # the partitioning ends the list (`opt_partitioning`)
        if not depth and (i == start or words[i - 1] == ","):
            problem = _clause_start(tokens, words, i, start)
            if problem is not None:
                return problem[0], tokens[min(problem[1], len(tokens) - 1)].start
            if words[i + 1:i + 2] == ["PARTITION"] or word in ("ORDER", "ORDER BY"):
                return alter_departure(tokens, start)  # a list of partitions or of columns follows
        if depth or word not in _CLAUSE_ONLY:
            continue
        previous = words[i - 1]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if word == "ALGORITHM" and nxt not in _ALGORITHMS:
            continue  # a column's name (`ADD algorithm INT`)
        if word == "MODIFY" and nxt != "COLUMN":
            continue  # (MODIFY is no reserved word: a name unless COLUMN follows)
        if _drop_in_alter_column(words, i):
            continue
        if i > start and previous != ",":
            if word in ("ALGORITHM", "LOCK") and previous in ("ADD", "DROP", "CHANGE", "MODIFY", "COLUMN", "AFTER", "TO"):
                continue
            return (f"`{excerpt(text[tokens[i].start:])}` begins another ALTER TABLE clause without the comma that "
                    "separates the clauses", tokens[i].start)
        problem = _after_word(tokens, words, i)
        if problem is not None:
            return problem[0], tokens[problem[1]].start
    # each clause's inside, where the server reads it with CREATE TABLE's rules (column_def, key_def,
    # the table options)
    return alter_departure(tokens, start)


def _after_name(words: list) -> Optional[int]:
    """Index just after ALTER [ONLINE] [IGNORE] TABLE [IF EXISTS] name [WAIT n | NOWAIT]."""
    if not words or words[0] != "ALTER" or "TABLE" not in words[:5]:
        return None
    at = words.index("TABLE") + 1
    at += 2 if words[at:at + 2] == ["IF", "EXISTS"] else 0
    at += 1
    while at + 1 < len(words) and words[at] == ".":
        at += 2
    at += 2 if words[at:at + 1] == ["WAIT"] else 1 if words[at:at + 1] == ["NOWAIT"] else 0
    return at if at < len(words) else None


def _drop_in_alter_column(words: list, i: int) -> bool:
    """ALTER [COLUMN] name DROP DEFAULT: DROP inside the ALTER COLUMN clause."""
    k = i - 2
    if k >= 0 and words[k] == "COLUMN":
        k -= 1
    return k >= 0 and words[k] == "ALTER"


def _clause_start(tokens: list, words: list, i: int, start: int) -> Optional[tuple[str, int]]:
    """The first word of a clause: one that begins a clause, with the word it needs after it."""
    from .refused_or_unread import ALTER_CLAUSE_WORDS

    word = words[i]
    nxt = words[i + 1] if i + 1 < len(words) else ""
    if not word or (word not in ALTER_CLAUSE_WORDS and word.split(" ", 1)[0] not in ALTER_CLAUSE_WORDS):
        if nxt == "=" or tokens[i].token_type.name == "IDENTIFIER":
            return None  # an option the table's engine defines (`name = value`)
        if word in (",", ")", ";"):
            return None  # (an empty item: another rule's)
        return f"`{tokens[i].text}` begins no ALTER TABLE clause", i
    if word in _NEEDS_NEXT and nxt not in _NEEDS_NEXT[word] and nxt.split(" ", 1)[0] not in _NEEDS_NEXT[word]:
        if word == "CHECK" or (word == "INDEX" and nxt == "="):
            return None
        return f"{tokens[i].text} needs {' or '.join(_NEEDS_NEXT[word])} after it", i + 1
    if _NEEDS_NEXT.get(word) == ("PARTITION",) and i + 2 < len(words):
        at = i + 2  # <op> PARTITION [NO_WRITE_TO_BINLOG | LOCAL] {names | ALL}; COALESCE PARTITION n
        at += words[at] in ("NO_WRITE_TO_BINLOG", "LOCAL") and at + 1 < len(words)
        if (word != "COALESCE" and tokens[at].token_type.name != "IDENTIFIER" and words[at].lower() in _RESERVED
                and words[at] not in ("ALL", "IF")):
            return f"`{tokens[at].text}` where {word} PARTITION names a partition or ALL", at
    if word in ("TABLESPACE", "ENGINE", "AUTO_INCREMENT", "COMMENT", "ROW_FORMAT", "KEY_BLOCK_SIZE") and (
            nxt in ("", ",", ";") or (nxt == "=" and words[i + 2:i + 3] in ([], [","], [";"]))):
        return f"{tokens[i].text} without its value", i + 1
    return None


def _after_word(tokens: list, words: list, i: int) -> Optional[tuple[str, int]]:
    """What follows ADD / DROP / CHANGE / MODIFY (and their COLUMN): (message, token index)."""
    word, k = words[i], i + 1
    if word not in _AFTER:
        return None
    if k < len(words) and words[k] == "COLUMN" and word != "COLUMN":
        word, k = "COLUMN", k + 1
    if k >= len(words):
        return None
    nxt = words[k]
    reserved = tokens[k].token_type.name != "IDENTIFIER" and nxt.split(" ", 1)[0].lower() in _RESERVED
    if reserved and nxt.split(" ", 1)[0] not in _AFTER[word] and nxt not in _AFTER[word]:
        return (f"`{tokens[k].text}` after {tokens[k - 1].text}: a reserved word where a name goes (quote a name "
                "with backticks)", k)
    # ALTER's COLUMN is optional (sql_yacc.yy: ALTER opt_column field_ident): a quoted name
    # (words[k] == "") is the column, as an unquoted one is.
    if word == "ALTER" and nxt in ("=", ","):
        return f"`{tokens[k].text}` after ALTER: ALTER names a column, an index or a constraint", k
    if words[i] == "ALTER" and nxt in ("INDEX", "KEY") and k + 1 < len(words) and words[k + 1] != "IF" and (
            tokens[k + 1].token_type.name != "IDENTIFIER" and words[k + 1].lower() in _RESERVED):
        return f"`{tokens[k + 1].text}` where ALTER INDEX names the index", k + 1
    if words[i] == "ADD" and nxt == "CONSTRAINT":
        return _constraint(tokens, words, k)
    if words[i] == "ADD" and nxt in ("FOREIGN", "FOREIGN KEY"):
        return _foreign_key(tokens, words, k)
    if words[i] == "ADD" and nxt in ("UNIQUE", "FULLTEXT", "SPATIAL") and k + 1 < len(words):
        after = words[k + 1]  # ADD UNIQUE [INDEX | KEY] [IF NOT EXISTS] [name] …
        if (tokens[k + 1].token_type.name != "IDENTIFIER" and after.split(" ", 1)[0].lower() in _RESERVED
                and after.split(" ", 1)[0] not in ("INDEX", "KEY", "IF", "(", "USING")):
            return (f"`{tokens[k + 1].text}` after {tokens[k].text}: a reserved word where the key's name goes", k + 1)
    if words[i] == "ADD" and nxt == "(" or words[i:i + 3] == ["ADD", "COLUMN", "("]:
        opening = k if nxt == "(" else k
        return _column_without_type(tokens, words, opening)
    return None


def _column_without_type(tokens: list, words: list, opening: int) -> Optional[tuple[str, int]]:
    """ADD (…): an item that is a lone name, with no type after it (`ADD (c)`, `ADD (a, b INT)`)."""
    from sqlglot.tokens import TokenType

    from .column_type_word import list_item_names

    for i in list_item_names(tokens, words, opening, TokenType):
        if i + 1 < len(words) and words[i + 1] in (",", ")"):
            return f"column {tokens[i].text} of ADD (…) has no type", i + 1
    return None


def _is_reserved(tokens: list, words: list, i: int) -> bool:
    return tokens[i].token_type.name != "IDENTIFIER" and words[i].split(" ", 1)[0].lower() in _RESERVED


def _constraint(tokens: list, words: list, k: int) -> Optional[tuple[str, int]]:
    """ADD CONSTRAINT [name] then PRIMARY KEY | UNIQUE | FOREIGN KEY | CHECK (`k`: CONSTRAINT)."""
    k += 1
    if words[k:k + 3] == ["IF", "NOT", "EXISTS"]:
        k += 3
    if k < len(words) and words[k] not in _KEY_DEFS:
        if _is_reserved(tokens, words, k) or words[k] in ("(", "=", ","):
            return f"`{tokens[k].text}` after CONSTRAINT: its name, then PRIMARY KEY, UNIQUE, FOREIGN KEY or CHECK", k
        k += 1
    if k >= len(words):
        return None
    if words[k] not in _KEY_DEFS:
        return f"`{tokens[k].text}` after CONSTRAINT {tokens[k - 1].text}: PRIMARY KEY, UNIQUE, FOREIGN KEY or CHECK", k
    if words[k] in ("FOREIGN", "FOREIGN KEY"):
        return _foreign_key(tokens, words, k)
    return None


def _foreign_key(tokens: list, words: list, k: int) -> Optional[tuple[str, int]]:
    """FOREIGN KEY [IF NOT EXISTS] [name] (columns) REFERENCES table [(columns)] [MATCH …]
    [ON DELETE | ON UPDATE action …] (`k`: FOREIGN or FOREIGN KEY)."""
    k += 2 if words[k] == "FOREIGN" else 1
    if words[k:k + 3] == ["IF", "NOT", "EXISTS"]:
        k += 3
    if k < len(words) and words[k] != "(":
        if _is_reserved(tokens, words, k):
            return f"`{tokens[k].text}` after FOREIGN KEY: the key's name or its columns", k
        k += 1
    if k >= len(words) or words[k] != "(":
        return (f"`{tokens[min(k, len(tokens) - 1)].text}` where FOREIGN KEY has its columns in parentheses",
                min(k, len(tokens) - 1)) if k < len(words) else None
    k = _closing(words, k) + 1
    if k >= len(words):
        return None
    if words[k] != "REFERENCES":
        return f"`{tokens[k].text}` after FOREIGN KEY's columns: REFERENCES goes there", k
    k += 1
    if k >= len(words) or words[k] == "(" or _is_reserved(tokens, words, k):
        at = min(k, len(tokens) - 1)
        return f"`{tokens[at].text}` where REFERENCES names its table", at
    k += 1
    while k + 1 < len(words) and words[k] == ".":
        k += 2
    if k < len(words) and words[k] not in ("(", "MATCH", "ON", ",", ";"):
        return f"`{tokens[k].text}` after REFERENCES {tokens[k - 1].text}: the columns, MATCH or ON go there", k
    if k < len(words) and words[k] == "(":
        k = _closing(words, k) + 1
    while k < len(words) and words[k] in ("MATCH", "ON"):
        if words[k] == "ON":
            if words[k + 1:k + 2] not in (["DELETE"], ["UPDATE"]):
                at = min(k + 1, len(tokens) - 1)
                return f"`{tokens[at].text}` after ON: ON DELETE or ON UPDATE", at
            k += 2
            k += 2 if words[k:k + 1] in (["SET"], ["NO"]) else 1  # SET NULL / SET DEFAULT / NO ACTION / CASCADE / RESTRICT
        else:
            k += 2
    return None


def _closing(words: list, opening: int) -> int:
    depth = 0
    for i in range(opening, len(words)):
        depth += (words[i] == "(") - (words[i] == ")")
        if depth == 0:
            return i
    return len(words)


def version_attributes(tokens: list) -> list[int]:
    """The indexes of the tokens where a CREATE TABLE's column definitions, or an ALTER TABLE's
    (ADD, CHANGE, MODIFY), have a column attribute only one server has, where the recognizer reads
    a column's attributes: MySQL 8's (COLUMN_FORMAT, STORAGE, SRID, VISIBLE …: table_elements'
    _MYSQL_COLUMN_WORDS; the reading stops at the first) and MariaDB's REF_SYSTEM_ID. A column
    named STORAGE is no attribute."""
    from sqlglot.tokens import TokenType

    while tokens and tokens[-1].token_type is TokenType.SEMICOLON:
        tokens = tokens[:-1]
    if not tokens or any(t.comments and any(c.lstrip().startswith(("!", "M!")) for c in t.comments) for t in tokens):
        return []  # (a versioned comment: text the server reads, the tokenizer does not)
    if tokens[0].text.upper() == "ALTER":
        start = _after_name([t.text.upper() if t.token_type is not TokenType.IDENTIFIER else "" for t in tokens])
        if start is None:
            return []
        reader: _Reader = _AlterReader(tokens, TokenType)
        reader.i = start
        read = reader.alter_list  # type: ignore[attr-defined]
    else:
        reader = _Reader(tokens, TokenType)
        read = reader.statement
    try:
        read()
    except (_Leaves, _Unknown, IndexError, AttributeError):
        pass
    return reader.version_words
