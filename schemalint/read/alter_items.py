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
- a column of ADD (…) without a type (`ADD (c)`): `field_spec` is a name and its type.
"""

from __future__ import annotations

from typing import Any, Optional

from .parse_failure import excerpt
from .reserved_words import MARIADB_1011, MYSQL_80

# reserved by both servers: a refusal whatever the profile (a word only one reserves is SL028's)
_RESERVED = MARIADB_1011 & MYSQL_80

# words that begin a clause and nothing else at the ALTER's level (all reserved but ALGORITHM,
# which must then be followed by `=` or its value)
_CLAUSE_ONLY = frozenset({"ADD", "CHANGE", "DROP", "RENAME", "LOCK", "ALGORITHM", "MODIFY"})
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
    depth = 0
    for i in range(start, len(tokens)):
        word = words[i]
        if word == "(":
            depth += 1
        elif word == ")":
            depth -= 1
        if not depth and (word == "PARTITION BY" or words[i:i + 2] == ["PARTITION", "BY"]):
            return None  # the partitioning ends the list (`opt_partitioning`), with its own grammar
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
    return None


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
