"""ALTER TABLE as MySQL and MariaDB read it where sqlglot does not: a run of ADD clauses (a
column list, a PERIOD, SYSTEM VERSIONING, MariaDB's IF [NOT] EXISTS), DROP / ADD PARTITION
among them, MODIFY / CHANGE / RENAME … IF EXISTS, CONVERT TO CHARACTER SET and MariaDB's CONVERT
PARTITION / TABLE, ALTER INDEX … [NOT] IGNORED, and the statement's head: ALTER ONLINE |
IGNORE TABLE, WAIT n | NOWAIT, an ALTER TABLE with no clause."""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp
from sqlglot.tokens import TokenType

from .periods import parse_period_for
from .dialect_nodes import ADD_SYSTEM_VERSIONING, CONVERT_CHARSET, PARTITION_OP, named_property
from .dialect_partitions import parse_partition_definition, parse_partition_operation
from .dialect_tokens import delete_tokens


def _take_if_exists(self, negated: bool, window: int = 6) -> bool:
    """Remove MariaDB's `IF [NOT] EXISTS` from the head of the clause being read, where it
    stands between words sqlglot reads as one unit (`ADD UNIQUE INDEX IF NOT EXISTS u (…)`,
    `ADD CONSTRAINT c FOREIGN KEY IF NOT EXISTS (…)`); whether it was there. The head ends
    at the first parenthesis or comma."""
    words = ("IF", "NOT", "EXISTS") if negated else ("IF", "EXISTS")
    tokens = self._tokens
    for at in range(self._index, min(self._index + window, len(tokens) - len(words) + 1)):
        if tokens[at].token_type in (TokenType.L_PAREN, TokenType.COMMA):
            break
        if all(tokens[at + k].token_type != TokenType.IDENTIFIER and tokens[at + k].text.upper() == word
               for k, word in enumerate(words)):
            delete_tokens(self, at, len(words))
            return True
    return False


def _with_exists(node: Any) -> Any:
    """Mark what an `ADD … IF NOT EXISTS` clause adds (each column, constraint or index)."""
    for item in node if isinstance(node, list) else [node]:
        if isinstance(item, exp.AddConstraint):
            for inner in item.expressions:
                inner.set("exists", True)
        elif isinstance(item, exp.Expression):
            item.set("exists", True)
    return node


def _parse_add_clause(self) -> Optional[Any]:
    """One ADD clause (the ADD keyword already consumed): PARTITION, a column list, a
    constraint or index, or one column; any of them `IF NOT EXISTS` (MariaDB)."""
    if self._match_text_seq("PARTITION"):
        return parse_partition_operation(self, "ADD")
    if self._match_text_seq("SYSTEM", "VERSIONING"):  # MariaDB
        return self.expression(exp.Property(this=exp.var(ADD_SYSTEM_VERSIONING), value=exp.true()))
    if self._match_text_seq("PERIOD"):  # MariaDB: ADD PERIOD [IF NOT EXISTS] FOR name (start, end)
        exists = self._match_text_seq("IF", "NOT", "EXISTS")
        period = parse_period_for(self)
        if period is None:
            return None
        if exists:
            period.set("exists", True)
        return self.expression(exp.AddConstraint(expressions=[period]))
    if _take_if_exists(self, negated=True):
        return _with_exists(_parse_add_clause(self))
    start = self._index
    self._match(TokenType.COLUMN)
    if self._match(TokenType.L_PAREN, advance=False):
        # ADD [COLUMN] (a INT, b INT): several columns in one clause
        # ADD (a INT, PRIMARY KEY (a)): keys may be defined in the list too
        items = self._try_parse(lambda: self._parse_wrapped_csv(lambda: self._parse_constraint() or self._parse_field_def()))
        # (MariaDB 10.11 also takes a list of keys alone: `ADD COLUMN (UNIQUE KEY k (a))`)
        if items and all(c is not None for c in items):
            columns = [c for c in items if isinstance(c, exp.ColumnDef)]
            keys = [c for c in items if not isinstance(c, exp.ColumnDef)]
            return columns + ([self.expression(exp.AddConstraint(expressions=keys))] if keys else [])
    self._retreat(start)
    if self._curr and self._curr.text.upper() == "CHECK" and self._next and self._next.token_type == TokenType.L_PAREN:
        return self.expression(exp.AddConstraint(expressions=[self._parse_unnamed_constraint()]))  # ADD CHECK (…)
    if self._match_set(self.ADD_CONSTRAINT_TOKENS, advance=False) or self._match_texts(
            self.ADD_CONSTRAINT_KEYWORDS, advance=False):
        return self.expression(exp.AddConstraint(expressions=self._parse_csv(self._parse_constraint)))
    return self._parse_add_column()


def parse_alter_add(self):
    """`ADD …, ADD …`: sqlglot reads the whole run of ADD clauses in one go and cannot read
    `ADD COLUMN (…)` or `ADD PARTITION` inside it, so the run is read here clause by clause."""
    items: list = []
    while True:
        got = _parse_add_clause(self)
        if got is None:
            break
        items.extend(got if isinstance(got, list) else [got])
        after_comma = self._prev.token_type == TokenType.COMMA  # a constraint list ate it
        if after_comma and self._curr and self._curr.text.upper() == "ADD":
            self._advance()
        elif self._match(TokenType.COMMA, advance=False) and self._next and self._next.text.upper() == "ADD":
            self._advance(2)
        else:
            break
    return items or None


def wrap_alter_drop(original):
    def parse(self):
        if self._match_text_seq("PARTITION") and not self._match(TokenType.L_PAREN, advance=False):
            return parse_partition_operation(self, "DROP")
        if self._prev.text.upper() == "PARTITION":
            self._retreat(self._index - 1)
        return original(self)

    return parse


def alter_modify_parser(rename: bool):
    """MODIFY / CHANGE [COLUMN] [IF EXISTS] (MariaDB's IF EXISTS): sqlglot's reading, plus
    `exists` on the node."""
    def parse(self):
        self._match(TokenType.COLUMN)
        exists = self._match_text_seq("IF", "EXISTS")
        node = self._parse_alter_table_modify(rename=rename)
        if exists and node is not None:
            node.set("exists", True)
        return node

    return parse


def wrap_alter_rename(original):
    """RENAME INDEX | KEY [IF EXISTS] a TO b (MariaDB's IF EXISTS), RENAME AS b; the rest as sqlglot reads it."""
    def parse(self):
        if not self._match_texts(("INDEX", "KEY")):
            self._match(TokenType.ALIAS) or self._match(TokenType.EQ)  # RENAME AS | = new_name (synonyms of RENAME TO)
            return original(self)
        exists = self._match_text_seq("IF", "EXISTS")
        old = self._parse_id_var()
        if not self._match_text_seq("TO"):
            return None
        node = self.expression(exp.RenameIndex(this=old, to=self._parse_id_var()))
        if exists:
            node.set("exists", True)
        return node

    return parse


def parse_convert_charset(self):
    """CONVERT TO CHARACTER SET cs [COLLATE co] (also CHARSET, and cs = DEFAULT); MariaDB
    10.7+'s CONVERT PARTITION p TO TABLE t and CONVERT TABLE t TO PARTITION <definition>, read
    as partition operations CONVERT OUT / CONVERT IN."""
    if self._match_text_seq("PARTITION"):
        name = self._parse_id_var(any_token=True)
        if not self._match_text_seq("TO", "TABLE"):
            return None
        return self.expression(named_property(PARTITION_OP, op="CONVERT OUT", names=[name], table=self._parse_table_parts()))
    if self._match(TokenType.TABLE) or self._match_text_seq("TABLE"):
        table = self._parse_table_parts()
        if not self._match_text_seq("TO", "PARTITION", advance=False):
            return None
        self._match_text_seq("TO")
        definition = parse_partition_definition(self)
        self._match_text_seq("WITH", "VALIDATION") or self._match_text_seq("WITHOUT", "VALIDATION")
        return self.expression(named_property(PARTITION_OP, op="CONVERT IN", definitions=[definition], table=table))
    if not self._match_text_seq("TO"):
        return None
    if not (self._match_text_seq("CHARACTER", "SET") or self._match_text_seq("CHAR", "SET")
            or self._match_text_seq("CHARSET")):
        return None
    self._match(TokenType.EQ)
    charset = self._parse_var(any_token=True)
    collation = None
    if self._match(TokenType.COLLATE):
        self._match(TokenType.EQ)
        collation = self._parse_var(any_token=True)
    return self.expression(named_property(CONVERT_CHARSET, charset=charset.name if charset else None,
                                          collation=collation.name if collation else None))


def wrap_alter_alter_index(original):
    """MariaDB spells invisible indexes `IGNORED` / `NOT IGNORED`; the node keeps which
    spelling was used (`syntax`), since each server rejects the other's."""
    def parse(self):
        start = self._index
        exists = self._match_text_seq("IF", "EXISTS")  # MariaDB
        name = self._parse_field(any_token=True)
        ignored = None
        if self._match_text_seq("IGNORED"):
            ignored = True
        elif self._match_text_seq("NOT", "IGNORED"):
            ignored = False
        if ignored is None:
            self._retreat(start)
            return original(self)
        node = self.expression(exp.AlterIndex(this=name, visible=not ignored))
        node.set("syntax", "IGNORED")
        if exists:
            node.set("exists", True)
        return node

    return parse


def wrap_alter(original):
    """MariaDB's `ALTER ONLINE TABLE` means LOCK=NONE; `ALTER IGNORE TABLE` drops duplicate
    rows while adding a unique key. Both keywords are read and kept as options, each as often
    and in any order (sql_yacc.yy: alter_option_list of IGNORE_SYM | ONLINE_SYM)."""
    def parse(self):
        online = ignore = False
        while True:
            if self._match_text_seq("ONLINE"):
                online = True
            elif self._match(TokenType.IGNORE) or self._match_text_seq("IGNORE"):
                ignore = True
            else:
                break
        _drop_wait_option(self)
        tree = _empty_alter(self) or original(self)
        if isinstance(tree, exp.Alter) and (online or ignore):
            options = list(tree.args.get("options") or [])
            if online and not any(isinstance(o, exp.LockProperty) for o in options):
                # (a LOCK clause of its own wins: MariaDB 10.11 runs `ALTER ONLINE TABLE … LOCK=SHARED`)
                options.append(exp.LockProperty(this=exp.var("NONE")))
                tree.set("online", True)
            if ignore:
                tree.set("ignore", True)
            tree.set("options", options)
        return tree

    return parse


def _empty_alter(self) -> Optional[exp.Alter]:
    """`ALTER TABLE t` with no clause (the server accepts it and changes nothing)."""
    tokens, at = self._tokens, self._index
    if at >= len(tokens) or tokens[at].token_type != TokenType.TABLE:
        return None
    start = self._index
    self._advance()
    table = self._parse_table_parts(schema=True)
    if table is None or self._curr:
        self._retreat(start)
        return None
    return self.expression(exp.Alter(this=table, kind="TABLE", actions=[]))


def _drop_wait_option(self) -> None:
    """MariaDB's `ALTER TABLE t WAIT n | NOWAIT …` (how long to wait for the metadata lock):
    the option stands between the table name and the clauses, where sqlglot expects a
    clause; it changes nothing the model or the online-DDL judgement uses, so it is removed."""
    tokens, at = self._tokens, self._index
    if at >= len(tokens) or tokens[at].token_type != TokenType.TABLE:
        return
    at += 1
    if at + 1 < len(tokens) and tokens[at].text.upper() == "IF" and tokens[at + 1].text.upper() == "EXISTS":
        at += 2
    at += 1  # the table name
    while at + 1 < len(tokens) and tokens[at].token_type == TokenType.DOT:
        at += 2  # schema.table
    if at < len(tokens) and tokens[at].token_type != TokenType.IDENTIFIER:
        word = tokens[at].text.upper()
        if word == "NOWAIT":
            delete_tokens(self, at, 1)
        elif word == "WAIT" and at + 1 < len(tokens) and tokens[at + 1].token_type == TokenType.NUMBER:
            delete_tokens(self, at, 2)
