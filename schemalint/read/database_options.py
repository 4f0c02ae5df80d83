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
from .parse_failure import ParseFailure, excerpt

_OPTION_WORDS = frozenset({"DEFAULT", "CHARACTER", "CHARSET", "COLLATE", "COMMENT", "UPGRADE", "READ", "ENCRYPTION"})


def database_options_refusal(text: str, d: Any) -> Optional[ParseFailure]:
    """The first of the refusals above in a CREATE DATABASE, else None (sqlglot's tree says which
    options it names: grammar_refusals)."""
    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    return _values_refusal(tokens)


def alter_database_refusals(text: str, d: Any) -> tuple[Optional[ParseFailure], Optional[ParseFailure]]:
    """(what the grammar refuses, the first of the refusals above) in an ALTER DATABASE, from one
    reading of its tokens; (None, None) when it tokenizes no more than that."""
    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None, None
    return _alter_grammar_refusal(text, tokens), _values_refusal(tokens)


def alter_database_defaults(text: str, d: Any) -> Optional[tuple[str, Optional[str], Optional[str]]]:
    """(the database named, else "", its new default character set, collation) of an ALTER
    DATABASE the server accepts that sets either; None when it sets neither (a COMMENT only).
    A CREATE TABLE after it without its own CHARSET takes these (a schema-wide `ALTER DATABASE
    DEFAULT CHARACTER SET utf8` before the tables makes their VARCHARs 3 bytes a character).
    DEFAULT, or a character set alone, leaves the collation to the character set's default."""
    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    read: dict = {}
    if _alter_grammar_refusal(text, tokens) is not None or _values_refusal(tokens, read) is not None \
            or not read.get("given"):
        return None
    charset, collation = read.get("charset"), read.get("collation")
    if collation is not None:
        charset = charset or charsets.charset_of_collation(collation)
    return read["name"], charset, collation


def _values_refusal(tokens: list, read: Optional[dict] = None) -> Optional[ParseFailure]:
    """The first refusal of the options' values; `read`, when given, receives the database's
    name and the character set and collation the statement sets ("given": either is named)."""
    from sqlglot.tokens import TokenType

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
        if read is not None:
            read["given"] = True
        if charset is not None and collation is not None:
            owner = charsets.charset_of_collation(collation)
            if owner is not None and owner != charset:
                return ParseFailure(f"COLLATE {collation} is not a collation of CHARACTER SET {charset} (error 1253)",
                                    value.start)
        at += 1
    if read is not None:
        read.update(name=name, charset=charset, collation=collation)
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


# ALTER DATABASE's options (sql_yacc.yy: create_database_option; MySQL 8.0 adds ENCRYPTION and READ
# ONLY, which server_grammar refuses by version): the word, then what its value may be
_DATABASE_OPTION_VALUES = {"CHARSET": ("<name>", "<string>", "DEFAULT", "BINARY"),
                           "COLLATE": ("<name>", "<string>", "DEFAULT", "BINARY"), "COMMENT": ("<string>",),
                           "ENCRYPTION": ("<string>",), "READ ONLY": ("<number>", "DEFAULT")}
_CHARSET_WORDS = {"CHARACTER SET": "CHARSET", "CHAR SET": "CHARSET", "CHARSET": "CHARSET"}


def _alter_grammar_refusal(text: str, tokens: list) -> Optional[ParseFailure]:
    """What the grammar refuses in an ALTER DATABASE | SCHEMA [name] option …: no option at all,
    an option neither server has (TiDB's PLACEMENT POLICY, …), a value of the wrong kind, a comma
    between options. Without a name the first word is read as the name when it can be one
    (`ALTER DATABASE CHARSET utf8mb4` names a database charset); COMMENT is the exception."""
    from sqlglot.tokens import TokenType

    if "/*!" in text or "/*M!" in text:  # (a versioned comment holds what the server reads)
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
                            len(text.rstrip()))
    while at < len(words):
        word, offset = words[at]
        if word == "DEFAULT" and at + 1 < len(words) and words[at + 1][0] in ("CHARSET", "COLLATE", "ENCRYPTION"):
            at += 1
            word = words[at][0]
        values = _DATABASE_OPTION_VALUES.get(word)
        if values is None:
            return ParseFailure(f"`{excerpt(text[offset:])}` is not a database option (CHARACTER SET, COLLATE, "
                                "COMMENT; MySQL 8.0 also ENCRYPTION, READ ONLY)", offset)
        at += 1
        if at < len(words) and words[at][0] in ("=", ":="):  # sql_yacc: opt_equal is `=` or `:=`
            at += 1
        value = words[at][0] if at < len(words) else None
        if value not in values and not (value and "<name>" in values and value.isidentifier() and not _reserved(value)):
            where = words[at][1] if at < len(words) else len(text.rstrip())
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
