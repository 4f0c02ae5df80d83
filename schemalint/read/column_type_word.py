"""A column definition whose type is a word no server knows as a type, in a CREATE or ALTER
TABLE that sqlglot could not read (`a a INT`, `id CREATE(5)`, `c NOT INT`, `ADD COLUMN c c TEXT`).

MariaDB 10.5+ reads any name where a column's type goes as the name of a type a plugin may
define (sql_yacc.yy: `field_type_all` ends in `udt_name float_options srid_option`, and
`udt_name` is IDENT_sys, `reserved_keyword_udt` or `non_reserved_keyword_udt`), looks it up at
once and refuses an unknown one: error 4161 "Unknown data type", before it reads what follows.
MySQL's grammar has no such alternative: 1064 there. Both are refusals.

The word is judged only where the grammar puts a column's name and then its type: an item of
CREATE TABLE's element list that begins with a name, ADD [COLUMN] [IF NOT EXISTS] name (and
ADD (…)'s items), CHANGE [COLUMN] [IF EXISTS] old new, MODIFY [COLUMN] [IF EXISTS] name. A
reserved word where the name goes begins something else (a key, a constraint, LIKE, a query).
"""

from __future__ import annotations

from typing import Any, Iterator, Optional

from .reserved_words import MARIADB_1011

# Reserved and type-less words that are in none of udt_name's lists (sql_yacc.yy: outside
# sql_mode=ORACLE, reserved_keyword_udt is reserved_keyword_udt_not_param_type and the parameter
# modes IN / OUT / INOUT; non_reserved_keyword_udt leaves out keyword_data_type,
# keyword_cast_type, FUNCTION, WINDOW): the server's error there is 1064, another rule's to say.
_NOT_TYPE_NAMES = frozenset({
    "COLUMN", "CONDITION", "CURSOR", "DELAYED", "EXIT", "FOR", "FORCE", "HIGH_PRIORITY", "SQL_CALC_FOUND_ROWS",
    "UNSIGNED", "SIGNED", "WRITE", "FUNCTION", "WINDOW", "ROW", "_FILENAME", "SET"})
# types MariaDB 10.11 knows that sqlglot's MySQL tokenizer reads as plain words: the type plugins
# INET4 / INET6 (UUID is a type token), the geometry types, NATIONAL before a type of two words;
# and the Oracle-mode spellings (CLOB, NUMBER, RAW, VARCHAR2: FOREIGN_TYPE_WORDS, the builder's)
_TYPE_WORDS = frozenset({
    "INET4", "INET6", "UUID", "POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING", "MULTIPOLYGON",
    "GEOMETRYCOLLECTION", "GEOMETRY", "NATIONAL", "CLOB", "NUMBER", "RAW", "VARCHAR2", "XMLTYPE"})
# what an ADD (or an element of CREATE TABLE's list) begins with when it adds no column, with
# the word after it: PERIOD FOR …, SYSTEM VERSIONING (else they are names)
_NOT_COLUMN_STARTS = {"PERIOD": "FOR", "SYSTEM": "VERSIONING"}


def unknown_type_word(text: str, d: Any) -> Optional[tuple[str, int]]:
    """(message, offset) of the first column definition whose type is a word that is not a
    type, or None."""
    from sqlglot.parsers.mysql import MySQLParser
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    for i in _column_names(tokens, TokenType):
        if i + 1 >= len(tokens):
            continue
        name, word = tokens[i], tokens[i + 1]
        if word.token_type in MySQLParser.TYPE_TOKENS and word.token_type is not TokenType.NULL:
            continue  # (NULL is a name of a type to the server too: `c NULL INT` is 4161)
        if i + 2 < len(tokens) and tokens[i + 2].token_type is TokenType.DOT:
            continue  # a qualified type's name (`mariadb_schema.date`)
        upper = word.text.upper().split(" ", 1)[0]  # (`PRIMARY KEY` is one token: PRIMARY is read first)
        if word.token_type is not TokenType.IDENTIFIER:
            if not (upper[:1].isalpha() or upper[:1] == "_") or word.token_type in (TokenType.STRING, TokenType.NUMBER):
                continue  # punctuation, a number, a string: not a name
            if upper in _TYPE_WORDS or upper in _NOT_TYPE_NAMES:
                continue
        shown = upper if word.token_type is not TokenType.IDENTIFIER else f"`{word.text}`"
        return (f"column {name.text}: `{shown}` stands where its data type goes; MariaDB reads it as the name of a "
                "type and knows none of that name (error 4161, unknown data type; MySQL: 1064)", word.start)
    return None


def _column_names(tokens: list, TT: Any) -> Iterator[int]:
    """Indexes of the tokens that name a column being defined (its type follows)."""
    words = [t.text.upper() if t.token_type is not TT.IDENTIFIER else "" for t in tokens]
    if len(words) < 4:
        return
    head = words[:6]
    if words[0] == "CREATE" and "TABLE" in head:
        yield from _create_list(tokens, words, head.index("TABLE") + 1, TT)
    elif words[0] == "ALTER" and "TABLE" in head:
        yield from _alter_clauses(tokens, words, TT)


def _is_name(token: Any, word: str, TT: Any) -> bool:
    return token.token_type is TT.IDENTIFIER or (
        token.token_type not in (TT.STRING, TT.NUMBER) and (word[:1].isalpha() or word[:1] == "_")
        and " " not in word and word.lower() not in MARIADB_1011)


def _create_list(tokens: list, words: list, at: int, TT: Any) -> Iterator[int]:
    """CREATE [OR REPLACE] [TEMPORARY] TABLE [IF NOT EXISTS] name ( element, … ): the elements
    that begin with a name."""
    if words[at:at + 3] == ["IF", "NOT", "EXISTS"]:
        at += 3
    at += 1
    while at + 1 < len(words) and words[at] == ".":
        at += 2
    if at >= len(words) or words[at] != "(":
        return
    yield from list_item_names(tokens, words, at, TT)


def list_item_names(tokens: list, words: list, opening: int, TT: Any) -> Iterator[int]:
    """Indexes of the names that begin the items of the parenthesised list opened at `opening`."""
    depth = 0
    for i in range(opening, len(tokens)):
        word = words[i]
        if word == "(":
            depth += 1
        elif word == ")":
            depth -= 1
            if depth == 0:
                return
        if depth == 1 and word in ("(", ",") and i + 1 < len(tokens):
            first = words[i + 1]
            if _is_name(tokens[i + 1], first, TT) and not _begins_other(words, i + 1):
                yield i + 1


def _alter_clauses(tokens: list, words: list, TT: Any) -> Iterator[int]:
    """ADD [COLUMN] [IF NOT EXISTS] name | ADD [COLUMN] (…) | CHANGE [COLUMN] [IF EXISTS] old new
    | MODIFY [COLUMN] [IF EXISTS] name, at the ALTER's own level (sql_yacc.yy, alter_list_item)."""
    depth = 0
    for i, word in enumerate(words):
        depth += (word == "(") - (word == ")")
        if depth or word not in ("ADD", "CHANGE", "MODIFY") or i < 3:
            continue
        k = i + 1
        explicit = words[k:k + 1] == ["COLUMN"]
        k += explicit
        exists = ["IF", "NOT", "EXISTS"] if word == "ADD" else ["IF", "EXISTS"]
        if words[k:k + len(exists)] == exists:
            k += len(exists)
        if k >= len(words):
            continue
        if word == "ADD" and words[k] == "(":
            yield from list_item_names(tokens, words, k, TT)
            continue
        if word == "CHANGE":
            if not _is_name(tokens[k], words[k], TT):
                continue
            k += 1
        if k < len(words) and _is_name(tokens[k], words[k], TT) and (explicit or not _begins_other(words, k)):
            yield k


def _begins_other(words: list, i: int) -> bool:
    """PERIOD FOR / SYSTEM VERSIONING at `i`: a period or system versioning, not a column."""
    return words[i] in _NOT_COLUMN_STARTS and words[i + 1:i + 2] == [_NOT_COLUMN_STARTS[words[i]]]
