"""The index and rename statements as MySQL's and MariaDB's grammars read them: CREATE [OR
REPLACE] [UNIQUE | FULLTEXT | SPATIAL] INDEX [IF NOT EXISTS] (and where another database's
form stops being theirs), DROP INDEX … ON t with ALGORITHM / LOCK, DROP TABLES, and RENAME
TABLE a TO b [, …] (sqlglot keeps it as an opaque command)."""

from __future__ import annotations

from typing import Optional

from sqlglot import exp
from sqlglot.errors import ErrorLevel, ParseError
from sqlglot.tokens import TokenType

from .dialect_nodes import NOT_INDEX_GRAMMAR, RENAME_TABLE, named_property


def _online_options(self) -> list[exp.Expression]:
    """Trailing `ALGORITHM [=] x` / `LOCK [=] x` (and MariaDB's `WAIT n` / `NOWAIT`) of CREATE
    INDEX and DROP INDEX."""
    options: list[exp.Expression] = []
    while self._curr:
        if self._match_text_seq("ALGORITHM"):
            options.append(self._parse_property_assignment(exp.AlgorithmProperty))
        elif self._match(TokenType.LOCK) or self._match_text_seq("LOCK"):
            options.append(self._parse_property_assignment(exp.LockProperty))
        elif self._match_text_seq("NOWAIT"):  # MariaDB: how long to wait for the metadata lock
            continue
        elif self._match_text_seq("WAIT"):
            self._parse_number()
        else:
            break
    return options


def _parse_create_index(self, unique: bool, kind: Optional[str] = None) -> Optional[exp.Expression]:
    """[UNIQUE|FULLTEXT|SPATIAL] INDEX name [USING t] ON table (key parts) [options]
    [ALGORITHM=…] [LOCK=…] — the keywords before INDEX are already consumed."""
    exists = self._match_text_seq("IF", "NOT", "EXISTS")  # MariaDB 10.1.4+
    name = self._parse_id_var()
    using = (self._match(TokenType.USING) or self._match_text_seq("TYPE")) and self._advance_any() and self._prev.text
    if not self._match(TokenType.ON):
        return None
    table = self._parse_table_parts(schema=True)
    opened = self._index
    columns = self._parse_wrapped_csv(self._parse_index_key_part)
    depth = 0
    for at in range(opened, self._index):  # a key part is `name [(length)] [ASC|DESC]` or (expr): no COLLATE, NULLS …
        token = self._tokens[at]
        depth += token.token_type is TokenType.L_PAREN
        depth -= token.token_type is TokenType.R_PAREN
        if depth == 1 and (token.token_type is TokenType.COLLATE or token.text.upper().startswith("NULLS")):
            self._retreat(at)
            return None
    options = []
    while self._curr:
        before = self._index
        self._match_text_seq("NOT", "IGNORED") or self._match_text_seq("IGNORED")  # MariaDB 10.6+
        options.extend(self._parse_index_constraint_options())
        options.extend(_online_options(self))
        if self._index == before:
            break
    if self._curr:
        return None
    index = self.expression(exp.Index(this=name, table=table,
                                      params=exp.IndexParameters(columns=columns, using=using or None)))
    online = [o for o in options if isinstance(o, (exp.AlgorithmProperty, exp.LockProperty))]
    create = self.expression(exp.Create(this=index, kind="INDEX", unique=unique or None, exists=exists or None,
                                        properties=exp.Properties(expressions=online) if online else None))
    if kind:
        create.set("index_kind", kind)  # FULLTEXT | SPATIAL
    return create


def wrap_create(original):
    def parse(self):
        start = self._index
        replace = self._match_text_seq("OR", "REPLACE")  # CREATE OR REPLACE INDEX: MariaDB 10.5+
        unique = bool(self._match(TokenType.UNIQUE))
        kind = None
        if not unique and self._match_texts(("FULLTEXT", "SPATIAL")):
            kind = self._prev.text.upper()
        stopped = None
        if self._match(TokenType.INDEX):
            node, stopped = _index_or_where_it_stops(self, unique, kind)
            if node is not None:
                if replace:
                    node.set("replace", True)
                return node
        self._retreat(start)
        tree = original(self)
        if stopped is not None and isinstance(tree, exp.Create):
            tree.meta[NOT_INDEX_GRAMMAR] = stopped
        return tree

    return parse


def _index_or_where_it_stops(self, unique: bool, kind: Optional[str]) -> tuple[Optional[exp.Expression], Optional[int]]:
    """(the CREATE INDEX as MySQL's and MariaDB's grammar reads it, None) or (None, the offset of
    the token where that grammar stops reading it)."""
    index, error_level = self._index, self.error_level
    self.error_level = ErrorLevel.IMMEDIATE
    node = None
    try:
        node = _parse_create_index(self, unique, kind)
    except ParseError:
        node = None
    finally:
        self.error_level = error_level
    if node is not None:
        return node, None
    stopped = self._curr.start if self._curr else (self._prev.end + 1 if self._prev else 0)
    self._retreat(index)
    return None, stopped


def wrap_drop(original):
    def parse(self):
        at = self._index + (1 if self._curr and self._curr.text.upper() == "TEMPORARY" else 0)
        if at < len(self._tokens) and self._tokens[at].token_type != TokenType.IDENTIFIER and \
                self._tokens[at].text.upper() == "TABLES":
            self._tokens[at].token_type = TokenType.TABLE  # DROP TABLES: a synonym of DROP TABLE
            self._tokens[at].text = "TABLE"
        tree = original(self)
        if isinstance(tree, exp.Drop) and (tree.args.get("kind") or "").upper() == "INDEX":
            options = _online_options(self)
            if options:
                tree.set("options", options)
        return tree

    return parse


def parse_rename_table(self):
    start = self._prev
    if not (self._match(TokenType.TABLE) or self._match_text_seq("TABLES")):
        return self._parse_as_command(start)
    pairs = []
    self._match_text_seq("IF", "EXISTS")  # MariaDB 10.5.2+
    while True:
        old = self._parse_table_parts(schema=True)
        if self._match_text_seq("WAIT"):  # MariaDB: how long to wait for this table's lock
            self._parse_number()
        self._match_text_seq("NOWAIT")
        if not self._match_text_seq("TO"):
            return self._parse_as_command(start)
        new = self._parse_table_parts(schema=True)
        pairs.append(exp.Tuple(expressions=[old, new]))
        if not self._match(TokenType.COMMA):
            break
    self._match_text_seq("WAIT") and self._parse_number()
    self._match_text_seq("NOWAIT")
    if self._curr:
        return self._parse_as_command(start)
    return self.expression(named_property(RENAME_TABLE, pairs=pairs))
