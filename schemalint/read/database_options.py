"""What the server refuses in a CREATE DATABASE's or ALTER DATABASE's options, read from the
statement's tokens (schemalint models no ALTER DATABASE, so it is never parsed): a database
name that is empty (1102), a character set or collation no server has, the empty one included
(1115 / 1273), a collation of another character set (1253), two different character sets or
collations (1302), UPGRADE DATA DIRECTORY NAME of a name that is not `#mysql50#…` (1221).
Measured on MariaDB 10.11.19 (tests/test_parse_time_refusals.py); MySQL 8.0 has the same
numbers. The server checks them before it looks for the database. The one check of a database's
character set and collation: grammar_refusals judges only which options a parsed CREATE DATABASE
names."""

from __future__ import annotations

from typing import Any, Optional

from . import charsets
from .parse_failure import ParseFailure

_OPTION_WORDS = frozenset({"DEFAULT", "CHARACTER", "CHARSET", "COLLATE", "COMMENT", "UPGRADE", "READ", "ENCRYPTION"})


def database_options_refusal(text: str, d: Any) -> Optional[ParseFailure]:
    """The first of the refusals above in a CREATE / ALTER DATABASE, else None."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    at = 2
    if [t.text.upper() for t in tokens[at:at + 3]] == ["IF", "NOT", "EXISTS"]:
        at += 3
    if at < len(tokens) and (tokens[at].token_type is TokenType.IDENTIFIER or tokens[at].text.upper() not in _OPTION_WORDS):
        if tokens[at].token_type is TokenType.IDENTIFIER and not tokens[at].text:
            return ParseFailure("a database name cannot be empty (error 1102, incorrect database name)", tokens[at].start)
        name, at = tokens[at].text, at + 1
    else:
        name = ""
    charset = collation = None  # (the first of each, normalised, and the token that named it)
    while at < len(tokens):
        word = tokens[at].text.upper()
        if word == "UPGRADE":
            if not name.startswith("#mysql50#"):
                return ParseFailure("UPGRADE DATA DIRECTORY NAME takes a database named #mysql50#…, as an old server "
                                    "left it (error 1221, incorrect usage)", tokens[at].start)
            break
        two_words = (word == "CHARACTER" or (word == "CHAR" and tokens[at].token_type is TokenType.CHAR)) and (
            at + 1 < len(tokens) and tokens[at + 1].text.upper() == "SET")  # (sql_yacc.yy's charset: CHAR SET too)
        is_charset = word in ("CHARSET", "CHARACTER SET") or two_words
        if not is_charset and word != "COLLATE":
            at += 1
            continue
        at += 2 if two_words else 1
        if at < len(tokens) and tokens[at].token_type in (TokenType.EQ, TokenType.COLON_EQ):  # `:=` too (sql_yacc: opt_equal)
            at += 1
        if at >= len(tokens):
            break
        value = tokens[at]
        problem = (_charset_problem(value.text, charset) if is_charset else _collation_problem(value.text, collation))
        if problem is not None:
            return ParseFailure(problem, value.start)
        if is_charset and charset is None and value.text.upper() != "DEFAULT":
            charset = charsets.normalize(value.text)
        elif not is_charset and collation is None and value.text.upper() != "DEFAULT":
            collation = charsets.normalize_collation(value.text)
        if charset is not None and collation is not None:
            owner = charsets.charset_of_collation(collation)
            if owner is not None and owner != charset:
                return ParseFailure(f"COLLATE {collation} is not a collation of CHARACTER SET {charset} (error 1253)",
                                    value.start)
        at += 1
    return None


def _charset_problem(name: str, first: Optional[str]) -> Optional[str]:
    if name.upper() == "DEFAULT":
        return None
    normal = charsets.normalize(name)
    if not name or normal not in charsets.MAXLEN:
        return f"unknown character set '{name}' (error 1115)"
    if first is not None and normal != first:
        return f"CHARACTER SET {first} and CHARACTER SET {normal} conflict (error 1302, conflicting declarations)"
    return None


def _collation_problem(name: str, first: Optional[str]) -> Optional[str]:
    if name.upper() == "DEFAULT":
        return None
    normal = charsets.normalize_collation(name)
    if not name or (charsets.charset_of_collation(normal) is None and not normal.startswith("uca1400_")):
        return f"unknown collation '{name}' (error 1273): a collation is named after its character set"
    if first is not None and normal != first:
        return f"COLLATE {first} and COLLATE {normal} conflict (error 1302, conflicting declarations)"
    return None
