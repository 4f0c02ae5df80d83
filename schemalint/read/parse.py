"""Parse: one statement at a time with sqlglot (our extended MySQL dialect).

Only statements that change or query the schema reach sqlglot, and SET (session settings the
model follows); data (INSERT, LOAD DATA), the statements schemalint does not model (GRANT,
CREATE VIEW, …) and client commands are classified by their leading keywords and skipped
— but a leading keyword no server accepts (`CREAT TABLE`, `DROP TABEL`, a sentence of prose)
is reported (`unknown_statement`). A statement sqlglot cannot read, or reads more leniently
than the server would (`a INT,, b INT`, an unknown table option), becomes a ParseFailure
carrying its location; a CREATE TABLE that fails is still read definition by definition, so
the table is modelled without the parts that do not parse (`ParseFailure.partial`).

Here: which statements are parsed, the call to sqlglot, and its errors turned into a
ParseFailure at the right offset. What the server refuses in what sqlglot did read is
grammar_refusals.py's (and definition_refusals.py's, per column or key); whether a statement
that was not read is refused or only unread, refused_or_unread.py's; statements that are never
parsed are judged by statement_words.py.
"""

from __future__ import annotations

import logging
import re
from functools import cache
from itertools import islice
from typing import Any, Optional, Union

from .alter_items import alter_items_refused
from .column_type_word import unknown_type_word
from .index_statement import index_statement_refused
from .definition_refusals import attribute_before_type, definition_problem
from .grammar_refusals import grammar_refusal, index_type_after_table
from .short_statements import KINDS as SHORT_KINDS, short_statement_departure
from .known_table_options import KNOWN_OPTIONS
# (ParseFailure, excerpt, OBJECT_WORDS and unknown_statement are imported from here by lint and the front ends)
from .parse_failure import ParseFailure, excerpt  # noqa: F401
from .refused_or_unread import ALTER_CLAUSE_WORDS, shape_refused
from . import table_elements
from .source import Statement
from .statement_words import OBJECT_WORDS, unknown_statement  # noqa: F401

# Statement kinds that change the model or are queries SL401 can read.
MODEL_KINDS = frozenset({
    "CREATE TABLE", "ALTER TABLE", "CREATE INDEX", "DROP TABLE", "DROP INDEX",
    "CREATE DATABASE", "DROP DATABASE", "USE", "RENAME TABLE", "SELECT",
    "UPDATE",  # a fact about the rows: which columns it fills for all of them (SL604)
})

# Statement kinds online_ddl.assess() judges (lint.load imports it only when one occurs).
ASSESSED_KINDS = frozenset({"ALTER TABLE", "CREATE INDEX", "DROP INDEX", "DROP TABLE", "DROP DATABASE", "RENAME TABLE"})

_SET_VERDICTS: dict[str, Optional[ParseFailure]] = {}  # SET text → its verdict (a dump repeats its SETs)
_SET_VERDICTS_KEPT = 4096


def set_failure(stmt: Statement) -> Optional[ParseFailure]:
    """A SET statement's ParseFailure, or None when it parses (sqlglot keeps the forms it does
    not know, SET PASSWORD or SET STATEMENT … FOR, as text: those pass)."""
    text = stmt.text
    if text in _SET_VERDICTS:
        return _SET_VERDICTS[text]
    tree = parse_statement(stmt)
    verdict = tree if isinstance(tree, ParseFailure) else None
    if len(_SET_VERDICTS) >= _SET_VERDICTS_KEPT:
        _SET_VERDICTS.clear()
    _SET_VERDICTS[text] = verdict
    return verdict


_DIALECT = None


def dialect():
    """What parses statements: sqlglot's MySQL dialect as dialect.py extends it, built on first
    use so `schemalint --version` never imports sqlglot."""
    global _DIALECT
    if _DIALECT is None:
        # sqlglot logs a warning for every statement it falls back on; we report what matters.
        logging.getLogger("sqlglot").setLevel(logging.CRITICAL)
        from .dialect import SchemalintMySQL

        _DIALECT = SchemalintMySQL()
    return _DIALECT


# sqlglot holds every token of a statement, then its tree: ~0.5 kB per token. Past this many
# tokens a statement is refused unparsed (an SL001), so memory stays bounded: a table of 1,017
# columns takes ~10,000 tokens, one of 8,192 partitions (the most a table may have) ~90,000.
MAX_TOKENS = 150_000
# a token as far as the count goes: a quoted string or name, a word or number, any other character
_TOKEN_RE = cache(lambda: re.compile(
    r"""(?:'(?:[^'\\]++|\\.|'')*+'|"(?:[^"\\]++|\\.|"")*+"|`(?:[^`]++|``)*+`|[\w$]++|\S)\s*+""", re.DOTALL))


def too_many_tokens(text: str) -> bool:
    """Whether the text holds more than MAX_TOKENS tokens (counted up to there, no further)."""
    if len(text) <= MAX_TOKENS:  # (a token is at least a character)
        return False
    return next(islice(_TOKEN_RE().finditer(text), MAX_TOKENS, None), None) is not None


def drop_if_exists_target(stmt: Statement) -> Optional[Any]:
    """The table node of a statement that is exactly `DROP TABLE IF EXISTS `name`` (what
    mysqldump writes before every CREATE TABLE), read from sqlglot's tokens: the node
    parse_statement's tree holds. None for any other statement (a comment, a schema, a bare
    name, more tables, a TEMPORARY …): those are parsed. The replay needs no parse of such a
    DROP when the table does not exist: it drops nothing, and the server refuses nothing in it."""
    text = stmt.text
    if not text.startswith("DROP TABLE IF EXISTS `") or not text.endswith("`") or "\xa0" in text:
        return None  # (a cheap test first: the DROPs it cannot be)
    from sqlglot import exp
    from sqlglot.tokens import TokenType

    try:
        tokens = dialect()._tokenizer.tokenize(text)
    except Exception:
        return None
    if len(tokens) != 5 or any(t.comments for t in tokens):
        return None
    drop, table, if_, exists, name = tokens
    if not (drop.token_type is TokenType.DROP and table.token_type is TokenType.TABLE and if_.token_type is TokenType.VAR
            and if_.text.upper() == "IF" and exists.token_type is TokenType.EXISTS
            and name.token_type is TokenType.IDENTIFIER) or not name.text.strip() or name.text.endswith(" "):
        return None  # (a name empty or ending in a space: refused, 1103, so parsed and judged)
    return exp.Table(this=exp.Identifier(this=name.text, quoted=True))


def parse_statement(stmt: Statement) -> Union[object, ParseFailure]:
    """sqlglot AST of the statement, or a ParseFailure. Never raises for bad input."""
    from sqlglot.errors import ParseError, TokenError

    if too_many_tokens(stmt.text):  # (schemalint's limit, not the server's: never an error)
        return ParseFailure(f"statement too large to read: {len(stmt.text):,} characters, more than {MAX_TOKENS:,} tokens "
                            "(schemalint reads statements up to that; a table of 1,017 columns takes ~10,000)", 0,
                            refused=False, limit=True)
    d = dialect()
    if "\xa0" in stmt.text:
        at = _joining_space(stmt.text, d)
        if at is not None:
            return ParseFailure("a no-break space (U+00A0) is not a space to the server: it joins the words around it "
                                "into one name", at)
    tree = None
    if stmt.kind == "CREATE TABLE":
        from .table_parts import parse_create_table

        tree = parse_create_table(stmt.text, d)
    if tree is None:
        try:
            trees = [t for t in d.parse(stmt.text) if t is not None]
        except ParseError as err:
            info = err.errors[0] if err.errors else {}
            desc = str(info.get("description") or err).splitlines()[0]
            if " but got <Token" in desc:  # sqlglot prints the token's repr: say its text
                got = desc.split(" text: ", 1)[1].split(", line: ", 1)[0] if " text: " in desc else ""
                ends = "TokenType.SENTINEL" in desc or not got
                desc = desc.split(" but got ")[0] + (" but the statement ends" if ends else f" but got `{got}`")
                if ends:
                    info = {}
            failure = ParseFailure(desc, _offset_of(stmt.text, info.get("line"), info.get("col"), info.get("highlight") or "")
                                   if info else len(stmt.text))
            failure.refused = not desc.startswith(_SQLGLOT_ONLY_ERRORS) and (
                desc.startswith(_REFUSED_ERRORS) or shape_refused(stmt.text, failure.offset, d))
            if not failure.refused and stmt.kind in ("CREATE TABLE", "ALTER TABLE"):
                misplaced = attribute_before_type(stmt.text, d) or unknown_type_word(stmt.text, d) or (
                    alter_items_refused(stmt.text, d) if stmt.kind == "ALTER TABLE" else None)
                if misplaced is not None:
                    (failure.message, failure.offset), failure.refused = misplaced, True
            if stmt.kind == "DROP TABLE":  # (its grammar read to the end decides: `DROP TABLE t NOWAIT` runs)
                from .drop_table import drop_table_departure

                left, kept = drop_table_departure(stmt.text, d)
                if left is not None:
                    (failure.message, failure.offset), failure.refused = left, True
                elif kept:
                    failure.refused = False
            if stmt.kind in SHORT_KINDS:  # (DROP / CREATE DATABASE, DROP INDEX, RENAME TABLE: their grammar)
                left = short_statement_departure(stmt.kind, stmt.text, d)
                if left is not None:
                    (failure.message, failure.offset), failure.refused = left, True
            if stmt.kind == "CREATE TABLE" and (not failure.refused or "." in stmt.text):
                left = table_elements.departure(stmt.text, d)  # (where the element list leaves the grammar)
                if left is not None and (not failure.refused or "(the server: error" in left[0]):
                    # (a refusal sqlglot also stopped at: the grammar's reason when it names the server's error)
                    (failure.message, failure.offset), failure.refused = left, True
            if desc.startswith("Required keyword"):  # (sqlglot's words for a node it could not fill)
                failure.message = f"`{excerpt(stmt.text[failure.offset:])}` cannot stand here"
            if stmt.kind == "CREATE INDEX":
                at = index_type_after_table(stmt.text, d)
                if at is not None:
                    failure.message, failure.offset, failure.refused = (
                        "USING … stands after the index's name or after its key parts, not after the table's", at, True)
                elif not failure.refused:
                    wrong = index_statement_refused(stmt.text, d)
                    if wrong is not None:
                        (failure.message, failure.offset), failure.refused = wrong, True
        except TokenError as err:
            failure = ParseFailure(f"cannot tokenize: {str(err).splitlines()[0]}", 0)
        except RecursionError:  # (Python's stack, not the server's grammar: a gap of ours)
            failure = _unbalanced_parentheses(stmt.text, d) or ParseFailure(
                "statement nested too deeply to parse", 0, refused=False, limit=True)
        except Exception as err:  # a sqlglot bug must not stop the run, nor block it: a gap of ours
            failure = ParseFailure(f"parser error ({type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''})", 0,
                                   refused=False, limit=True)
        else:
            if not trees:
                return ParseFailure("empty statement", 0)
            tree = trees[0]
            failure = None
        if failure is not None:
            if stmt.kind == "CREATE TABLE":
                failure.partial = _salvage(stmt.text, d)
            return failure
    failure = grammar_refusal(stmt, tree, d)
    if failure is not None and stmt.kind == "CREATE TABLE":
        failure.partial = _salvage(stmt.text, d)
    return tree if failure is None else failure


def _unbalanced_parentheses(text: str, d: Any) -> Optional[ParseFailure]:
    """Too deep for our parser, but known refused: more `(` than `)` (or the reverse) outside
    strings and comments is a syntax error to any server, however deep. None when they balance,
    or when a versioned comment (`/*!…*/`, which the server reads) could hold the others."""
    if "/*!" in text or "/*M!" in text:
        return None
    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    opened = sum(1 for t in tokens if t.token_type.name == "L_PAREN")
    closed = sum(1 for t in tokens if t.token_type.name == "R_PAREN")
    if opened == closed:
        return None
    return ParseFailure(f"unbalanced parentheses: {opened:,} `(` and {closed:,} `)`", len(text))


def _joining_space(text: str, d: Any) -> Optional[int]:
    """Offset of a no-break space touching a keyword outside strings: the server's lexer takes any
    byte above 127 for part of a name, so the keyword becomes one (`items\\xa0ADD` is a name)."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    from .reserved_words import MARIADB_1011, MYSQL_80

    for token in tokens:
        if token.token_type in (TokenType.IDENTIFIER, TokenType.STRING, TokenType.NUMBER) or not token.text[:1].isalpha():
            continue
        before, after = text[token.start - 1:token.start], text[token.end + 1:token.end + 2]
        if "\xa0" in (before, after) and (token.token_type is not TokenType.VAR or token.text.lower() in MARIADB_1011
                                          or token.text.lower() in MYSQL_80 or token.text.upper() in ALTER_CLAUSE_WORDS):
            # a keyword that becomes part of a name (`items\xa0ADD`, `)\xa0ENGINE=…`); a name only gets odder
            return token.start - 1 if before == "\xa0" else token.end + 1
    return None


# the errors of the grammars dialect.py reads in full (PARTITION BY …): a refusal, whatever the words
# and a table name missing where the grammar needs one
# what sqlglot checks that is its own knowledge, not the server's grammar: a function's number of
# arguments as sqlglot defines it (MariaDB's LAST_VALUE takes any number, sqlglot's one)
_SQLGLOT_ONLY_ERRORS = ("The number of provided arguments",)
_REFUSED_ERRORS = ("Unexpected ", "Expecting HASH", "Expecting a number", "Expecting PARTITION", "Expected table name",
                   "Partitioning: ")


def _salvage(text: str, d: Any) -> Any:
    from .salvage import salvage_create_table  # (only for a CREATE TABLE that does not parse)

    return salvage_create_table(text, d, definition_problem, KNOWN_OPTIONS)


def _offset_of(text: str, line: Optional[int], col: Optional[int], highlight: str = "") -> int:
    """Offset of the offending token: sqlglot reports the 1-based line and the column of the
    token's last character, and the token's text (`highlight`)."""
    if not line:
        return 0
    pos = 0
    for _ in range(line - 1):
        nxt = text.find("\n", pos)
        if nxt == -1:
            break
        pos = nxt + 1
    end = min(len(text), pos + max(col or 1, 1))  # just past the token
    if highlight:
        start = text.rfind(highlight, 0, end)
        if start != -1 and start >= end - len(highlight) - 2:  # (quotes around a string token)
            return start
    return max(0, end - 1)
