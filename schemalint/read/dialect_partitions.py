"""Partitioning, which sqlglot does not read: the whole `PARTITION BY` grammar ([LINEAR]
HASH / KEY, RANGE / LIST [COLUMNS], MariaDB's SYSTEM_TIME, PARTITIONS n, SUBPARTITION BY …,
each partition's definition and options), and ALTER TABLE's partition maintenance clauses
(ADD / DROP / TRUNCATE / COALESCE / REORGANIZE / … PARTITION, REMOVE PARTITIONING)."""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp
from sqlglot.tokens import TokenType

from .dialect_nodes import PARTITION_BY, PARTITION_OP, named_property, struct


def _parse_partition_method(self) -> dict[str, Any]:
    linear = self._match_text_seq("LINEAR")
    if self._match_text_seq("HASH"):
        return {"method": "HASH", "linear": linear, "expr": self._parse_wrapped(self._parse_bitwise)}
    if self._match(TokenType.KEY) or self._match_text_seq("KEY"):
        if self._match_text_seq("ALGORITHM"):
            self._match(TokenType.EQ)
            self._parse_number()
        return {"method": "KEY", "linear": linear,
                "columns": self._parse_wrapped_csv(self._parse_id_var, optional=True)}
    for method in ("RANGE", "LIST"):
        if self._match_text_seq(method):
            if self._match_text_seq("COLUMNS") or self._match_text_seq("FIELDS"):  # (FIELDS: the lexer's synonym)
                return {"method": f"{method} COLUMNS", "columns": self._parse_wrapped_csv(self._parse_id_var)}
            return {"method": method, "expr": self._parse_wrapped(self._parse_bitwise)}
    if self._match_text_seq("SYSTEM_TIME"):  # MariaDB system-versioned tables
        # MariaDB's manual, "System-Versioned Tables": PARTITION BY SYSTEM_TIME [INTERVAL n unit
        # [STARTS timestamp] | LIMIT n] [AUTO] (AUTO: 10.9+, new history partitions as needed)
        rotation = None  # (how history rotates: without it, one HISTORY partition only)
        if self._match_text_seq("INTERVAL"):
            self._parse_bitwise()
            self._parse_var(any_token=True)
            if self._match_text_seq("STARTS"):
                self._parse_bitwise()
            rotation = "INTERVAL"
        elif self._match_text_seq("LIMIT"):
            self._parse_number()
            rotation = "LIMIT"
        if rotation is not None:
            self._match_text_seq("AUTO")
        return {"method": "SYSTEM_TIME", "rotation": rotation}
    self.raise_error("Expecting HASH, KEY, RANGE, LIST or SYSTEM_TIME after PARTITION BY")
    return {"method": "UNKNOWN"}


def _parse_count(self) -> Optional[exp.Expression]:
    number = self._parse_number()
    if number is None:
        self.raise_error("Expecting a number")
    return number


def parse_partition_by(self) -> exp.Property:
    spec = _parse_partition_method(self)
    if self._match_text_seq("PARTITIONS"):
        spec["count"] = _parse_count(self)
    if self._match_text_seq("SUBPARTITION", "BY"):
        sub = _parse_partition_method(self)
        if self._match_text_seq("SUBPARTITIONS"):
            sub["count"] = _parse_count(self)
        spec["subpartition"] = struct(**sub)
    if self._match_text_seq("(", "PARTITION", advance=False):
        spec["definitions"] = self._parse_wrapped_csv(lambda: parse_partition_definition(self))
    elif self._match_text_seq("(", ")", advance=False):
        self.raise_error("Expecting PARTITION definitions, not an empty list")
    return self.expression(exp.Property(this=exp.var(PARTITION_BY), value=struct(**spec)))


_PARTITION_OPTIONS = frozenset({"ENGINE", "STORAGE", "COMMENT", "DATA", "INDEX", "MAX_ROWS", "MIN_ROWS", "TABLESPACE",
                                "NODEGROUP", "CONNECTION"})


def parse_partition_definition(self) -> exp.Expression:
    """PARTITION name [VALUES LESS THAN (…) | MAXVALUE | IN (…)] [options] [(subpartitions)]"""
    self._match_texts(("PARTITION", "SUBPARTITION"))
    spec: dict[str, Any] = {"name": self._parse_id_var(any_token=True)}
    if self._match_text_seq("VALUES", "LESS", "THAN"):
        spec["kind"] = "LESS THAN"
        if self._match_text_seq("MAXVALUE"):
            spec["maxvalue"] = True
        else:
            values = self._parse_wrapped_csv(self._parse_bitwise)
            spec["values"] = values
            spec["maxvalue"] = any(isinstance(v, exp.Column) and v.name.upper() == "MAXVALUE" for v in values)
    elif self._match_text_seq("VALUES", "IN"):
        spec["kind"] = "IN"
        spec["values"] = self._parse_wrapped_csv(self._parse_bitwise)
    elif self._match_text_seq("DEFAULT"):  # MariaDB: LIST … PARTITION p DEFAULT
        spec["kind"] = "DEFAULT"
    elif self._match_text_seq("HISTORY") or self._match_text_seq("CURRENT"):
        spec["kind"] = self._prev.text.upper()
    # ENGINE = InnoDB, COMMENT = '…', DATA DIRECTORY = '…', MAX_ROWS, TABLESPACE: they do not
    # change how InnoDB stores the index, so they are read and dropped; and MariaDB's
    # engine-defined options, `name = value` (sql_yacc.yy: engine_defined_option, in a partition's
    # options too: `ENCRYPTED="YES"`); any other word is refused, as the server refuses it
    # (`VALUES LESS THEN (10)`).
    while self._curr and self._curr.token_type not in (TokenType.COMMA, TokenType.R_PAREN, TokenType.L_PAREN):
        word = self._curr.text.upper()
        if (word not in _PARTITION_OPTIONS and self._next is not None and self._next.token_type is TokenType.EQ
                and self._curr.token_type in (TokenType.VAR, *self.ID_VAR_TOKENS)):
            self._advance(3)  # name = value
            continue
        if word not in _PARTITION_OPTIONS:
            self.raise_error(f"Unexpected {self._curr.text} in the definition of a partition")
            return struct(**spec)
        self._advance()
        if word in ("STORAGE", "DATA", "INDEX"):
            self._advance()  # STORAGE ENGINE, DATA DIRECTORY, INDEX DIRECTORY
        self._match(TokenType.EQ)
        self._advance()  # the value
    if self._match(TokenType.L_PAREN, advance=False):
        spec["subpartitions"] = self._parse_wrapped_csv(lambda: parse_partition_definition(self))
    return struct(**spec)


PARTITION_OPS = ("ADD", "DROP", "TRUNCATE", "COALESCE", "REORGANIZE", "REBUILD", "OPTIMIZE",
                 "ANALYZE", "REPAIR", "CHECK", "EXCHANGE", "DISCARD", "IMPORT")
# Keywords that end a list of partition names: the ALTER TABLE options that may follow.
_OPTION_WORDS = frozenset({"ALGORITHM", "LOCK", "WAIT", "NOWAIT"})


def _parse_partition_names(self) -> tuple[list[exp.Expression], bool]:
    """`p0, p1` or `ALL`; stops before `, ALGORITHM=…` so the ALTER's options still parse."""
    if self._match_text_seq("ALL"):
        return [], True
    names = [self._parse_id_var(any_token=True)]
    while self._match(TokenType.COMMA):
        if not self._curr or self._curr.text.upper() in _OPTION_WORDS or (
                self._next and self._next.token_type == TokenType.EQ):
            self._retreat(self._index - 1)
            break
        names.append(self._parse_id_var(any_token=True))
    return [n for n in names if n is not None], False


# the partition operations that take NO_WRITE_TO_BINLOG | LOCAL (MariaDB 10.11's sql_yacc.yy,
# opt_no_write_to_binlog; CHECK and TRUNCATE do not)
_LOGGED_OPS = frozenset({"OPTIMIZE", "ANALYZE", "REPAIR", "REBUILD", "REORGANIZE"})


def _parse_operation_modifiers(self, op: str, spec: dict) -> None:
    """MariaDB's DROP PARTITION IF EXISTS and ADD PARTITION IF NOT EXISTS (spec["exists"]: a
    missing or duplicate name is then a note), and NO_WRITE_TO_BINLOG | LOCAL before the names
    (not a partition named `local` with nothing after it)."""
    if (op == "DROP" and self._match_text_seq("IF", "EXISTS")) or (
            op == "ADD" and self._match_text_seq("IF", "NOT", "EXISTS")):
        spec["exists"] = True
    elif (op in _LOGGED_OPS and self._curr and self._curr.text.upper() in ("NO_WRITE_TO_BINLOG", "LOCAL")
          and self._next is not None and self._next.token_type not in (TokenType.COMMA, TokenType.SEMICOLON)):
        self._advance()


def parse_partition_operation(self, op: str) -> exp.Property:
    """The clause after `<op> PARTITION` (the keywords are already consumed)."""
    spec: dict[str, Any] = {"op": op}
    _parse_operation_modifiers(self, op, spec)
    if op == "ADD":
        if self._match_text_seq("PARTITIONS"):
            spec["count"] = self._parse_number()
        else:
            spec["definitions"] = self._parse_wrapped_csv(lambda: parse_partition_definition(self))
    elif op == "COALESCE":
        spec["count"] = self._parse_number()
    elif op == "EXCHANGE":
        spec["names"] = [self._parse_id_var(any_token=True)]
        self._match_text_seq("WITH", "TABLE")
        spec["table"] = self._parse_table_parts()
        self._match_texts(("WITH", "WITHOUT")) and self._match_text_seq("VALIDATION")
    elif op == "REORGANIZE" and not self._match_text_seq("INTO", advance=False) and self._curr:
        spec["names"], _ = _parse_partition_names(self)
    else:
        spec["names"], spec["all"] = _parse_partition_names(self)
    if op in ("DISCARD", "IMPORT"):
        self._match_text_seq("TABLESPACE")
    if op == "REORGANIZE" and self._match_text_seq("INTO"):
        spec["definitions"] = self._parse_wrapped_csv(lambda: parse_partition_definition(self))
    if spec.get("names") == []:
        spec.pop("names")
    return self.expression(named_property(PARTITION_OP, **spec))


def alter_partition_parser(op: str):
    def parse(self):
        if self._match_text_seq("PARTITION"):
            return parse_partition_operation(self, op)
        if op == "REMOVE" and self._match_text_seq("PARTITIONING"):
            return self.expression(named_property(PARTITION_OP, op="REMOVE PARTITIONING"))
        return None  # not a clause we know: the statement stays a command

    return parse
