"""sqlglot's MySQL dialect, extended where it falls short for DDL that real servers emit.

Added here (each a small parser override, not text preprocessing):
- the whole `PARTITION BY` grammar: [LINEAR] HASH/KEY, RANGE/LIST [COLUMNS], PARTITIONS n,
  SUBPARTITION BY …, bare `MAXVALUE`, per-partition options (ENGINE, COMMENT, …);
- table options sqlglot turns into an opaque command: `TABLESPACE name`, `CHECKSUM=1`;
- the `SRID n` column attribute of spatial columns.
"""

from __future__ import annotations

from typing import Optional

from sqlglot import exp
from sqlglot.dialects.mysql import MySQL
from sqlglot.parsers.mysql import MySQLParser
from sqlglot.tokens import TokenType


class MySQLPartitionBy(exp.Expression):
    """PARTITION BY clause. method: RANGE | LIST | HASH | KEY | RANGE COLUMNS | LIST COLUMNS |
    SYSTEM_TIME. `this` is the expression (RANGE/LIST/HASH), `expressions` the column list
    (KEY, COLUMNS), `definitions` the partitions."""

    arg_types = {
        "method": True,
        "linear": False,
        "this": False,
        "expressions": False,
        "partitions": False,
        "subpartition": False,
        "definitions": False,
    }


class MySQLSubpartitionBy(exp.Expression):
    arg_types = {"method": True, "linear": False, "this": False, "expressions": False, "partitions": False}


class MySQLPartitionDefinition(exp.Expression):
    """PARTITION name [VALUES LESS THAN (…) | MAXVALUE | IN (…)] [options] [(subpartitions)]"""

    arg_types = {"this": True, "kind": False, "expressions": False, "maxvalue": False, "subpartitions": False}


class SridColumnConstraint(exp.Expression, exp.ColumnConstraintKind):
    arg_types = {"this": True}


class SchemalintMySQLParser(MySQLParser):
    PROPERTY_PARSERS = {
        **MySQLParser.PROPERTY_PARSERS,
        "PARTITION BY": lambda self: self._parse_mysql_partition_by(),
        "TABLESPACE": lambda self: self._parse_tablespace_property(),
        "CHECKSUM": lambda self: self._parse_key_value_tail("CHECKSUM"),
    }

    CONSTRAINT_PARSERS = {
        **MySQLParser.CONSTRAINT_PARSERS,
        "SRID": lambda self: self.expression(SridColumnConstraint(this=self._parse_number())),
    }

    # MySQL's spatial types other than GEOMETRY are unknown to sqlglot; InnoDB stores them all
    # alike (as a BLOB), so they become GEOMETRY with the written name kept in `expressions`.
    SPATIAL_SUBTYPES = frozenset(
        {"POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING", "MULTIPOLYGON",
         "GEOMETRYCOLLECTION", "GEOMCOLLECTION"}
    )

    def _parse_types(self, check_func: bool = False, schema: bool = False,
                     allow_identifiers: bool = True, with_collation: bool = False):
        if (schema and self._curr and self._curr.token_type == TokenType.VAR
                and self._curr.text.upper() in self.SPATIAL_SUBTYPES):
            name = self._curr.text.upper()
            self._advance()
            return exp.DataType(this=exp.DataType.Type.GEOMETRY, expressions=[exp.var(name)])
        return super()._parse_types(check_func=check_func, schema=schema,
                                    allow_identifiers=allow_identifiers, with_collation=with_collation)

    # -- table options -------------------------------------------------------------------
    def _parse_key_value_tail(self, name: str) -> exp.Property:
        self._match(TokenType.EQ)
        value = self._parse_bitwise() or self._parse_var(any_token=True)
        return self.expression(exp.Property(this=exp.var(name), value=value))

    def _parse_tablespace_property(self) -> exp.Property:
        self._match(TokenType.EQ)
        value = self._parse_id_var(any_token=True)
        if self._match_text_seq("STORAGE"):
            self._match_texts(("DISK", "MEMORY"))
        return self.expression(exp.Property(this=exp.var("TABLESPACE"), value=value))

    # -- partitioning --------------------------------------------------------------------
    def _parse_partition_method(self) -> tuple[str, bool, Optional[exp.Expr], list[exp.Expr]]:
        linear = self._match_text_seq("LINEAR")
        if self._match_text_seq("HASH"):
            return "HASH", linear, self._parse_wrapped(self._parse_bitwise), []
        if self._match(TokenType.KEY) or self._match_text_seq("KEY"):
            if self._match_text_seq("ALGORITHM"):
                self._match(TokenType.EQ)
                self._parse_number()
            return "KEY", linear, None, self._parse_wrapped_csv(self._parse_id_var, optional=True)
        for method in ("RANGE", "LIST"):
            if self._match_text_seq(method):
                if self._match_text_seq("COLUMNS"):
                    return f"{method} COLUMNS", False, None, self._parse_wrapped_csv(self._parse_id_var)
                return method, False, self._parse_wrapped(self._parse_bitwise), []
        if self._match_text_seq("SYSTEM_TIME"):  # MariaDB system-versioned tables
            if self._match_text_seq("INTERVAL"):
                self._parse_bitwise()
                self._parse_var(any_token=True)
            elif self._match_text_seq("LIMIT"):
                self._parse_number()
            return "SYSTEM_TIME", False, None, []
        self.raise_error("Expecting HASH, KEY, RANGE, LIST or SYSTEM_TIME after PARTITION BY")
        raise AssertionError("unreachable")

    def _parse_mysql_partition_by(self) -> MySQLPartitionBy:
        method, linear, this, columns = self._parse_partition_method()
        count = None
        if self._match_text_seq("PARTITIONS"):
            count = self._parse_number()
        sub = None
        if self._match_text_seq("SUBPARTITION", "BY"):
            s_method, s_linear, s_this, s_cols = self._parse_partition_method()
            s_count = self._parse_number() if self._match_text_seq("SUBPARTITIONS") else None
            sub = self.expression(
                MySQLSubpartitionBy(method=s_method, linear=s_linear, this=s_this, expressions=s_cols,
                                    partitions=s_count)
            )
        definitions = None
        if self._match_text_seq("(", "PARTITION", advance=False):
            definitions = self._parse_wrapped_csv(self._parse_mysql_partition_definition)
        return self.expression(
            MySQLPartitionBy(method=method, linear=linear, this=this, expressions=columns,
                             partitions=count, subpartition=sub, definitions=definitions)
        )

    def _parse_mysql_partition_definition(self) -> MySQLPartitionDefinition:
        self._match_texts(("PARTITION", "SUBPARTITION"))
        name = self._parse_id_var(any_token=True)
        kind = None
        values: list[exp.Expr] = []
        maxvalue = False
        if self._match_text_seq("VALUES", "LESS", "THAN"):
            kind = "LESS THAN"
            if self._match_text_seq("MAXVALUE"):
                maxvalue = True
            else:
                values = self._parse_wrapped_csv(self._parse_bitwise)
                maxvalue = any(isinstance(v, exp.Column) and v.name.upper() == "MAXVALUE" for v in values)
        elif self._match_text_seq("VALUES", "IN"):
            kind = "IN"
            values = self._parse_wrapped_csv(self._parse_bitwise)
        elif self._match_text_seq("DEFAULT"):  # MariaDB LIST … PARTITION p DEFAULT
            kind = "DEFAULT"
        elif self._match_text_seq("HISTORY") or self._match_text_seq("CURRENT"):
            kind = self._prev.text.upper()
        self._skip_partition_options()
        subpartitions = None
        if self._match(TokenType.L_PAREN, advance=False):
            subpartitions = self._parse_wrapped_csv(self._parse_mysql_partition_definition)
        return self.expression(
            MySQLPartitionDefinition(this=name, kind=kind, expressions=values, maxvalue=maxvalue,
                                     subpartitions=subpartitions)
        )

    def _skip_partition_options(self) -> None:
        """ENGINE = InnoDB, COMMENT = '…', DATA DIRECTORY = '…', MAX_ROWS = n, TABLESPACE = t:
        they do not change how InnoDB stores the index, so they are read and dropped."""
        while self._curr and self._curr.token_type not in (TokenType.COMMA, TokenType.R_PAREN, TokenType.L_PAREN):
            self._advance()


class SchemalintMySQL(MySQL):
    Parser = SchemalintMySQLParser
