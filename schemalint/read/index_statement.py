"""A CREATE INDEX whose words are out of the server's order (1064), judged by its tokens.

MariaDB's sql_yacc.yy (`create: CREATE opt_or_replace opt_unique INDEX_SYM opt_if_not_exists
ident opt_key_algorithm_clause ON table_ident '(' key_list ')' normal_key_options
opt_index_lock_algorithm`; MySQL's is the same but for OR REPLACE and IF NOT EXISTS):
- one of UNIQUE, FULLTEXT, SPATIAL at most, then INDEX (`create unique unique index`, `CREATE
  FULLTEXT ft ON t`);
- the index's name, then [USING | TYPE method], then ON and the table's name: a reserved word
  cannot be either name unquoted (`CREATE INDEX ON t (a)`, `ON ON t`), and nothing else stands
  between them (`CREATE INDEX i INDEX t (a)`), nor between the table's name and its key list
  (`ON t1 CLOSE (a)`);
- a key part is a column's name [(length)] [ASC | DESC] (`(a a)`, `(c ON)`);
- after the key list, each option is its word and its value: COMMENT 'text', KEY_BLOCK_SIZE [=]
  n, ALGORITHM [=] name, LOCK [=] name (`… (c) 'text'`, `comment comment 'x'`, `algorithm= =x`).
"""

from __future__ import annotations

from typing import Any, Optional

from .reserved_words import MARIADB_1011, MYSQL_80

# reserved by both servers: a refusal whatever the profile
_RESERVED = MARIADB_1011 & MYSQL_80
_KINDS = frozenset({"UNIQUE", "FULLTEXT", "SPATIAL"})
_VALUED = frozenset({"ALGORITHM", "LOCK", "KEY_BLOCK_SIZE"})  # word [=] value


def index_statement_refused(text: str, d: Any) -> Optional[tuple[str, int]]:
    """(message, offset) where the CREATE INDEX leaves the server's grammar, or None."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    words = [t.text.upper() if t.token_type is not TokenType.IDENTIFIER else "" for t in tokens]

    def at(i: int, message: str) -> tuple[str, int]:
        return message, tokens[min(i, len(tokens) - 1)].start

    def reserved(i: int) -> bool:
        return (tokens[i].token_type is not TokenType.IDENTIFIER
                and words[i].split(" ", 1)[0].lower() in _RESERVED)

    if len(words) < 4 or words[0] != "CREATE":
        return None
    i = 1
    if words[i:i + 2] == ["OR", "REPLACE"] or words[i] == "OR REPLACE":
        i += 2 if words[i] == "OR" else 1
    if words[i] in _KINDS:
        if words[i + 1:i + 2] == ["REFERENCE"]:
            return None  # MySQL 8's CREATE SPATIAL REFERENCE SYSTEM: another statement
        i += 1
    if words[i] != "INDEX":
        return at(i, f"`{tokens[i].text}` where CREATE [UNIQUE | FULLTEXT | SPATIAL] INDEX has INDEX")
    i += 1
    if words[i:i + 3] == ["IF", "NOT", "EXISTS"]:
        i += 3
    if i >= len(words) or reserved(i) or words[i] in ("(", ";"):
        return at(i, "CREATE INDEX needs the index's name before ON (a reserved word is a name only in backticks)")
    i += 1
    if words[i:i + 1] in (["USING"], ["TYPE"]):
        i += 2
    if i >= len(words) or words[i] != "ON":
        return at(i, f"`{tokens[min(i, len(tokens) - 1)].text}` after the index's name: CREATE INDEX name ON table (…)")
    i += 1
    if i >= len(words) or reserved(i):
        return at(i, "the table's name after ON (a reserved word is a name only in backticks)")
    i += 1
    while i + 1 < len(words) and words[i] == ".":
        i += 2
    if i + 1 < len(words) and words[i] not in ("(", ";") and words[i + 1] == "(":
        # ON table_ident '(' key_list ')': no word between the table's name and its `(`
        return at(i, f"`{tokens[i].text}` after the table's name: CREATE INDEX name ON table (…)")
    if i >= len(words) or words[i] != "(":
        return None  # (another rule's: the key list missing)
    return _key_parts(tokens, words, i, reserved, at) or _options(tokens, words, i, at)


def _key_parts(tokens: list, words: list, opening: int, reserved: Any, at: Any) -> Optional[tuple[str, int]]:
    """`name [(length)] [ASC | DESC]` items; an expression in parentheses is left alone."""
    depth, part_start = 0, True
    for i in range(opening, len(tokens)):
        word = words[i]
        if word == "(":
            depth += 1
            if depth == 2 and part_start:
                return None  # a functional key part: its own grammar
        elif word == ")":
            depth -= 1
            if depth == 0:
                return None
        elif depth == 1 and word == ",":
            part_start = True
            continue
        if depth != 1 or word == "(":
            continue
        if part_start:
            part_start = False
            if reserved(i):
                return at(i, f"`{tokens[i].text}` where a key part's column goes (a reserved word is a name only in "
                             "backticks)")
            if i + 1 == len(words):
                return at(i, f"the key list ends at {tokens[i].text} without `)`")
            if words[i + 1] not in ("(", ",", ")", "ASC", "DESC"):
                return at(i + 1, f"`{tokens[i + 1].text}` after key part {tokens[i].text}: a key part is a column, "
                                 "its prefix length and ASC or DESC")
    return None


def _options(tokens: list, words: list, opening: int, at: Any) -> Optional[tuple[str, int]]:
    """The index options after the key list: each word with its value."""
    from sqlglot.tokens import TokenType

    depth, i = 0, opening
    while i < len(tokens):
        depth += (words[i] == "(") - (words[i] == ")")
        i += 1
        if depth == 0:
            break
    while i < len(tokens):
        token, word = tokens[i], words[i]
        if token.token_type in (TokenType.STRING, TokenType.NUMBER):
            return at(i, f"`{token.text}` without the option it is the value of (COMMENT '…', KEY_BLOCK_SIZE n)")
        if word == "COMMENT":
            if i + 1 >= len(tokens) or tokens[i + 1].token_type is not TokenType.STRING:
                return at(i + 1, "COMMENT takes a string")
            i += 2
        elif word in _VALUED:
            i += 1
            if i < len(words) and words[i] in ("=", ":="):
                i += 1
            if i >= len(words) or words[i] in ("=", ",", ";"):
                return at(i, f"{word} [=] takes a value")
            i += 1
        else:
            return None  # (USING, VISIBLE, IGNORED, WAIT …: not judged here)
    return None
