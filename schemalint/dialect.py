"""sqlglot's MySQL dialect, extended where it falls short for DDL that real servers emit.

How it is extended matters: with `sqlglotc` installed (the `fast` extra) sqlglot's parser and
expression classes are mypyc-compiled, and compiled classes cannot be subclassed. So nothing
here subclasses a parser or an expression class. Instead:
- `SchemalintMySQL` subclasses the (plain Python) MySQL *dialect* to change settings;
- parse functions are registered into the MySQL parser's own tables (PROPERTY_PARSERS,
  CONSTRAINT_PARSERS), once, by `install()`; they take the parser as `self`;
- what they parse is returned as stock expressions: a `Property` whose value is a `Struct` of
  named fields (`PropertyEQ`), read back by `fields()`.

Added:
- the whole `PARTITION BY` grammar: [LINEAR] HASH/KEY, RANGE/LIST [COLUMNS], PARTITIONS n,
  SUBPARTITION BY …, bare `MAXVALUE`, per-partition options (ENGINE, COMMENT, …);
- table options sqlglot turns into an opaque command: `TABLESPACE name`, `CHECKSUM=1`;
- spatial column types (POINT, POLYGON, …: parsed as user-defined types) and `SRID n`.

Registering into MySQL's tables changes sqlglot's MySQL parsing for this whole process; the
replacements only accept more than the originals did.
"""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp
from sqlglot.dialects.mysql import MySQL
from sqlglot.parsers.mysql import MySQLParser
from sqlglot.tokens import TokenType

PARTITION_BY = "PARTITION BY"
SRID = "SRID"


class SchemalintMySQL(MySQL):
    # POINT, POLYGON, … come back as DataType(USERDEFINED, kind=name); build.py maps them.
    SUPPORTS_USER_DEFINED_TYPES = True


def struct(**values: Any) -> exp.Expression:
    """A Struct of named fields; None values are left out."""
    items = []
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, bool):
            value = exp.Boolean(this=value)
        elif isinstance(value, str):
            value = exp.var(value)
        elif isinstance(value, list):
            value = exp.Tuple(expressions=value)
        items.append(exp.PropertyEQ(this=exp.to_identifier(key), expression=value))
    return exp.Struct(expressions=items)


def fields(node: Optional[exp.Expression]) -> dict[str, Any]:
    """Read a `struct()` back: Var → str, Boolean → bool, Tuple → list, others as nodes."""
    out: dict[str, Any] = {}
    if not isinstance(node, exp.Struct):
        return out
    for item in node.expressions:
        value = item.expression
        if isinstance(value, exp.Boolean):
            value = bool(value.this)
        elif isinstance(value, exp.Var):
            value = value.name
        elif isinstance(value, exp.Tuple):
            value = list(value.expressions)
        out[item.this.name] = value
    return out


def is_partition_by(node: Any) -> bool:
    return isinstance(node, exp.Property) and isinstance(node.this, exp.Var) and node.name.upper() == PARTITION_BY


# -- table options -----------------------------------------------------------------------
def _parse_checksum(self) -> exp.Property:
    self._match(TokenType.EQ)
    value = self._parse_bitwise() or self._parse_var(any_token=True)
    return self.expression(exp.Property(this=exp.var("CHECKSUM"), value=value))


def _parse_tablespace(self) -> exp.Property:
    self._match(TokenType.EQ)
    value = self._parse_id_var(any_token=True)
    if self._match_text_seq("STORAGE"):
        self._match_texts(("DISK", "MEMORY"))
    return self.expression(exp.Property(this=exp.var("TABLESPACE"), value=value))


def _parse_srid(self) -> exp.Property:
    return self.expression(exp.Property(this=exp.var(SRID), value=self._parse_number()))


# -- partitioning ------------------------------------------------------------------------
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
            if self._match_text_seq("COLUMNS"):
                return {"method": f"{method} COLUMNS", "columns": self._parse_wrapped_csv(self._parse_id_var)}
            return {"method": method, "expr": self._parse_wrapped(self._parse_bitwise)}
    if self._match_text_seq("SYSTEM_TIME"):  # MariaDB system-versioned tables
        if self._match_text_seq("INTERVAL"):
            self._parse_bitwise()
            self._parse_var(any_token=True)
        elif self._match_text_seq("LIMIT"):
            self._parse_number()
        return {"method": "SYSTEM_TIME"}
    self.raise_error("Expecting HASH, KEY, RANGE, LIST or SYSTEM_TIME after PARTITION BY")
    return {"method": "UNKNOWN"}


def _parse_partition_by(self) -> exp.Property:
    spec = _parse_partition_method(self)
    if self._match_text_seq("PARTITIONS"):
        spec["count"] = self._parse_number()
    if self._match_text_seq("SUBPARTITION", "BY"):
        sub = _parse_partition_method(self)
        if self._match_text_seq("SUBPARTITIONS"):
            sub["count"] = self._parse_number()
        spec["subpartition"] = struct(**sub)
    if self._match_text_seq("(", "PARTITION", advance=False):
        spec["definitions"] = self._parse_wrapped_csv(lambda: _parse_partition_definition(self))
    return self.expression(exp.Property(this=exp.var(PARTITION_BY), value=struct(**spec)))


def _parse_partition_definition(self) -> exp.Expression:
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
    # change how InnoDB stores the index, so they are read and dropped.
    while self._curr and self._curr.token_type not in (TokenType.COMMA, TokenType.R_PAREN, TokenType.L_PAREN):
        self._advance()
    if self._match(TokenType.L_PAREN, advance=False):
        spec["subpartitions"] = self._parse_wrapped_csv(lambda: _parse_partition_definition(self))
    return struct(**spec)


_INSTALLED = False


def install() -> None:
    """Register the extensions into sqlglot's MySQL parser tables (idempotent)."""
    global _INSTALLED
    if _INSTALLED:
        return
    MySQLParser.PROPERTY_PARSERS[PARTITION_BY] = _parse_partition_by
    MySQLParser.PROPERTY_PARSERS["TABLESPACE"] = _parse_tablespace
    MySQLParser.PROPERTY_PARSERS["CHECKSUM"] = _parse_checksum
    MySQLParser.CONSTRAINT_PARSERS[SRID] = _parse_srid
    _INSTALLED = True
