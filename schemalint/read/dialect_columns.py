"""Column attributes and key forms sqlglot does not read: SRID, MariaDB's REF_SYSTEM_ID,
COMPRESSED and `BYTE`, SERIAL DEFAULT VALUE, UNSIGNED after FLOAT, `PRIMARY KEY USING … (…)` and
ordered primary key parts, MariaDB's PERIOD FOR, AS ROW START | END and WITH[OUT] SYSTEM
VERSIONING. Parse functions, registered by dialect.install() into the MySQL parser's
CONSTRAINT_PARSERS; each takes the parser as `self`."""

from __future__ import annotations

from typing import Optional

from sqlglot import exp
from sqlglot.tokens import TokenType

from .dialect_nodes import COMPRESSED, SERIAL_DEFAULT_VALUE, SRID, UNSIGNED
from .dialect_tokens import delete_tokens


def parse_compressed(self) -> exp.Property:
    if self._match(TokenType.EQ):
        self._parse_var(any_token=True)
    return self.expression(exp.Property(this=exp.var(COMPRESSED), value=exp.true()))


def parse_byte(self) -> exp.Expression:
    """MySQL's and MariaDB's `BYTE` after a character type: CHARACTER SET binary (`TEXT BYTE` is a BLOB)."""
    return self.expression(exp.CharacterSetColumnConstraint(this=exp.var("binary")))


def parse_ref_system_id(self) -> exp.Property:
    """MariaDB's `REF_SYSTEM_ID = n` on a spatial column (its SRID, as metadata only)."""
    self._match(TokenType.EQ)
    return self.expression(exp.Property(this=exp.var("REF_SYSTEM_ID"), value=self._parse_number()))


def parse_srid(self) -> exp.Property:
    return self.expression(exp.Property(this=exp.var(SRID), value=self._parse_number()))


def parse_serial_default_value(self) -> Optional[exp.Property]:
    if not self._match_text_seq("DEFAULT", "VALUE"):
        return None  # a bare SERIAL after a type: the server rejects it, so does the parse
    return self.expression(exp.Property(this=exp.var(SERIAL_DEFAULT_VALUE), value=exp.true()))


def parse_float_unsigned(self) -> exp.Property:
    return self.expression(exp.Property(this=exp.var(UNSIGNED), value=exp.true()))


def _take_key_part_order(self) -> list[bool]:
    """Remove ASC / DESC after the key parts of the PRIMARY KEY about to be read (sqlglot reads
    a primary key's parts as bare names); for each part, whether it is DESC."""
    tokens, at = self._tokens, self._index
    while at < len(tokens) and at < self._index + 4 and tokens[at].token_type != TokenType.L_PAREN:
        if tokens[at].token_type in (TokenType.COMMA, TokenType.R_PAREN):
            return []  # a column's PRIMARY KEY attribute: no list
        at += 1  # past USING BTREE or a name
    if at >= len(tokens) or tokens[at].token_type != TokenType.L_PAREN:
        return []
    order, drop, depth, part = [False], [], 0, 0
    for k in range(at, len(tokens)):
        kind = tokens[k].token_type
        if kind == TokenType.L_PAREN:
            depth += 1
        elif kind == TokenType.R_PAREN:
            depth -= 1
            if depth == 0:
                break
        elif depth == 1 and kind == TokenType.COMMA:
            part += 1
            order.append(False)
        elif depth == 1 and kind in (TokenType.ASC, TokenType.DESC):
            order[part] = kind == TokenType.DESC
            drop.append(k)
    for k in reversed(drop):
        del tokens[k]
    if drop:
        delete_tokens(self, 0, 0)
    return order if drop else []


def wrap_primary_key(original):
    """`PRIMARY KEY USING BTREE|HASH (…)`: the index type before the key parts (sqlglot reads it
    only after them); kept where sqlglot keeps the one written after. `PRIMARY KEY (a ASC, b
    DESC)`: the order of each part (sqlglot reads none), as sqlglot marks a key's (Ordered)."""
    def parse(self, *args, **kwargs):
        order = _take_key_part_order(self)
        node = _parse_primary_key(self, *args, **kwargs)
        if order and isinstance(node, exp.PrimaryKey):
            node.set("expressions", [exp.Ordered(this=e, desc=True) if k < len(order) and order[k] else e
                                     for k, e in enumerate(node.expressions)])
        return node

    def _parse_primary_key(self, *args, **kwargs):
        named = self._index + 1 < len(self._tokens) and self._curr.token_type in (TokenType.VAR, TokenType.IDENTIFIER) \
            and self._tokens[self._index + 1].token_type == TokenType.USING
        if named:  # PRIMARY KEY name USING …: the server ignores a primary key's name
            self._advance()
        if (self._match(TokenType.USING, advance=False) and self._next
                and self._index + 2 < len(self._tokens) and self._tokens[self._index + 2].token_type == TokenType.L_PAREN):
            self._advance()
            using = self._parse_var(any_token=True)
            node = original(self, *args, **kwargs)
            if isinstance(node, exp.PrimaryKey) and using is not None:
                include = node.args.get("include")
                if include is None:
                    node.set("include", exp.IndexParameters(using=using))
                elif include.args.get("using") is None:
                    include.set("using", using)
            return node
        return original(self, *args, **kwargs)

    return parse


def parse_as_row(self) -> exp.Expression:
    """MariaDB's `AS ROW START | END`, GENERATED ALWAYS left out; and a generated column's
    `AS (expr) [VIRTUAL | STORED | PERSISTENT]` after an attribute (`VARCHAR(64) CHARACTER SET
    ascii AS (…)`: the servers' grammar takes the attributes before it too; sqlglot reads an
    `AS (expr)` only right after the type)."""
    if self._match(TokenType.L_PAREN, advance=False):
        this = self._parse_wrapped(self._parse_disjunction)
        persisted = self._match_texts(("STORED", "VIRTUAL", "PERSISTENT")) and self._prev.text.upper() != "VIRTUAL"
        return self.expression(exp.ComputedColumnConstraint(this=exp.Paren(this=this), persisted=persisted))
    if not self._match_text_seq("ROW"):
        self.raise_error("Expecting ROW START or ROW END after AS")
    start = self._match_text_seq("START")
    if not start and not (self._match(TokenType.END) or self._match_text_seq("END")):
        self.raise_error("Expecting ROW START or ROW END after AS")
    return self.expression(exp.GeneratedAsRowColumnConstraint(start=start, hidden=False))


def parse_column_versioning(word: str):
    """MariaDB's column attribute `WITH | WITHOUT SYSTEM VERSIONING`, kept as a named Property."""
    def parse(self) -> exp.Expression:
        if not self._match_text_seq("SYSTEM", "VERSIONING"):
            self.raise_error(f"Expecting SYSTEM VERSIONING after {word}")
        return self.expression(exp.Property(this=exp.var(f"{word} SYSTEM VERSIONING"), value=exp.true()))

    return parse


def wrap_column_unique(original):
    """A column's `UNIQUE [KEY]` takes no name (sql_yacc.yy, opt_attribute: UNIQUE_SYM [KEY_SYM]);
    sqlglot's reads the next word as the key's name, so `b INT UNIQUE AFTER a` lost its AFTER. A
    name with no key parts after it is given back (a table's `UNIQUE [KEY] name (…)` keeps it)."""
    def parse(self, *args, **kwargs):
        node = original(self, *args, **kwargs)
        if isinstance(node, exp.UniqueColumnConstraint) and isinstance(node.this, exp.Identifier) and not (
                node.args.get("index_type") or node.args.get("options")):
            self._retreat(self._index - 1)
            node.set("this", None)
        return node

    return parse
