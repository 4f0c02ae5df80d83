"""Table options sqlglot does not read, or reads only as `name=value`: CHECKSUM, TABLESPACE,
DATA / INDEX DIRECTORY, a MERGE table's UNION, MariaDB's WITH SYSTEM VERSIONING, and the
options the servers take with or without `=` (MAX_ROWS 1000). Parse functions, registered by
dialect.install() into the MySQL parser's PROPERTY_PARSERS; each takes the parser as `self`."""

from __future__ import annotations

from typing import Optional

from sqlglot import exp
from sqlglot.tokens import TokenType


def parse_checksum(self) -> exp.Property:
    self._match(TokenType.EQ)
    value = self._parse_bitwise() or self._parse_var(any_token=True)
    return self.expression(exp.Property(this=exp.var("CHECKSUM"), value=value))


def parse_tablespace(self) -> exp.Property:
    self._match(TokenType.EQ)
    value = self._parse_id_var(any_token=True)
    if self._match_text_seq("STORAGE"):
        self._match_texts(("DISK", "MEMORY"))
    return self.expression(exp.Property(this=exp.var("TABLESPACE"), value=value))


def parse_directory(self) -> Optional[exp.Property]:
    """DATA DIRECTORY [=] 'path' / INDEX DIRECTORY [=] 'path' (the first word is read)."""
    word = self._prev.text.upper()
    if not self._match_text_seq("DIRECTORY"):
        return None
    self._match(TokenType.EQ)
    return self.expression(exp.Property(this=exp.var(f"{word} DIRECTORY"), value=self._parse_string()))


ON_DUPLICATE = "IGNORE OR REPLACE"  # CREATE TABLE … IGNORE | REPLACE [AS] SELECT: nothing the model holds


def parse_on_duplicate(self) -> Optional[exp.Property]:
    """IGNORE | REPLACE right before a CREATE TABLE's [AS] SELECT: what to do with rows that
    duplicate a unique key (both servers' grammars, create_select's duplicate option)."""
    if not self._match_texts(("AS", "SELECT", "WITH", "("), advance=False):
        self.raise_error(f"Expecting [AS] SELECT after {self._prev.text.upper()}")
    return self.expression(exp.Property(this=exp.var(ON_DUPLICATE), value=exp.var(self._prev.text.upper())))


def parse_union(self) -> exp.Property:
    """UNION [=] (t1, t2, …) of a MERGE table; the list may be empty (sql_yacc.yy: UNION_SYM
    opt_equal '(' opt_table_list ')')."""
    self._match(TokenType.EQ)
    empty = self._match_pair(TokenType.L_PAREN, TokenType.R_PAREN)
    tables = [] if empty else self._parse_wrapped_csv(self._parse_table_parts)
    return self.expression(exp.Property(this=exp.var("UNION"), value=exp.Tuple(expressions=tables)))


def wrap_with_property(original):
    """MariaDB's `WITH SYSTEM VERSIONING` table option; the rest as sqlglot reads it."""
    def parse(self):
        if self._match_text_seq("SYSTEM", "VERSIONING"):
            return self.expression(exp.Property(this=exp.var("WITH SYSTEM VERSIONING"), value=exp.true()))
        if _cte_follows(self):  # CREATE TABLE t WITH cte AS (…) SELECT …: the query's WITH, not an option
            self._retreat(self._index - 1)
            return None
        return original(self)

    return parse


def _cte_follows(self) -> bool:
    """Whether the tokens after a WITH begin a common table expression: RECURSIVE, or a name,
    its optional column list, then AS (."""
    tokens, at = self._tokens, self._index
    if at < len(tokens) and tokens[at].text.upper() == "RECURSIVE":
        return True
    if at >= len(tokens) or tokens[at].token_type not in (TokenType.VAR, TokenType.IDENTIFIER):
        return False
    at += 1
    if at < len(tokens) and tokens[at].token_type == TokenType.L_PAREN:
        while at < len(tokens) and tokens[at].token_type != TokenType.R_PAREN:
            at += 1
        at += 1
    return at + 1 < len(tokens) and tokens[at].token_type == TokenType.ALIAS and tokens[at + 1].token_type == TokenType.L_PAREN


# Table options a name, an optional `=` and a value (MySQL's and MariaDB's grammars make the `=`
# optional for every table option: `MAX_ROWS 1000`); sqlglot reads only `name=value` for these
TABLE_OPTION_WORDS = ("MAX_ROWS", "MIN_ROWS", "AVG_ROW_LENGTH", "PASSWORD", "CONNECTION", "DELAY_KEY_WRITE",
                      "PACK_KEYS", "STATS_PERSISTENT", "STATS_AUTO_RECALC", "STATS_SAMPLE_PAGES", "KEY_BLOCK_SIZE",
                      "INSERT_METHOD", "COMPRESSION", "ENCRYPTION", "PAGE_CHECKSUM", "TABLE_CHECKSUM", "TRANSACTIONAL",
                      "ENCRYPTED", "ENCRYPTION_KEY_ID", "PAGE_COMPRESSED", "PAGE_COMPRESSION_LEVEL", "SEQUENCE",
                      "IETF_QUOTES", "AUTOEXTEND_SIZE", "ENGINE_ATTRIBUTE", "SECONDARY_ENGINE",
                      "SECONDARY_ENGINE_ATTRIBUTE", "STORAGE")


def parse_table_option(self) -> exp.Property:
    name = self._prev.text.upper()
    self._match(TokenType.EQ)
    if self._match(TokenType.DEFAULT):
        value: Optional[exp.Expression] = exp.var("DEFAULT")
    else:
        value = self._parse_string() or self._parse_number() or self._parse_var(any_token=True)
    return self.expression(exp.Property(this=exp.var(name), value=value))
