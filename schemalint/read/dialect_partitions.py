"""Partitioning, which sqlglot does not read: the whole `PARTITION BY` grammar ([LINEAR]
HASH / KEY, RANGE / LIST [COLUMNS], MariaDB's SYSTEM_TIME, PARTITIONS n, SUBPARTITION BY …,
each partition's definition and options), and ALTER TABLE's partition maintenance clauses
(ADD / DROP / TRUNCATE / COALESCE / REORGANIZE / … PARTITION, REMOVE PARTITIONING)."""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp
from sqlglot.tokens import TokenType

from .dialect_nodes import PARTITION_BY, PARTITION_OP, named_property, struct
from .mariadb_keywords import MARIADB_1011_KEYWORDS


# What the partitioning grammar refuses that sqlglot's parser would read (parse.py takes an error
# that begins so for a refusal: the server's 1064)
REFUSED = "Partitioning: "
_OPERATORS_OUTSIDE_BIT_EXPR = "comparisons, IS, IN, LIKE, BETWEEN, NOT, AND, OR (inside parentheses they may stand)"


def _parse_bit_expr(self) -> Optional[exp.Expression]:
    """One bit_expr (sql_yacc.yy: part_func_expr, part_value_expr_item): arithmetic and bit
    operators over values, never a predicate at the top (`a = 1`, `b IS NULL`, `NOT b`, `1 OR 3`)."""
    if self._curr and self._curr.text.upper() == "NOT":
        self.raise_error(f"Unexpected NOT: a partitioning expression or value takes no {_OPERATORS_OUTSIDE_BIT_EXPR}")
    value = self._parse_bitwise()
    if self._curr and self._curr.token_type not in (TokenType.COMMA, TokenType.R_PAREN):
        self.raise_error(f"Unexpected {self._curr.text}: a partitioning expression or value takes no "
                         f"{_OPERATORS_OUTSIDE_BIT_EXPR}")
    return value


def _parse_wrapped_bit_expr(self) -> Optional[exp.Expression]:
    return self._parse_wrapped(lambda: _parse_bit_expr(self))


def _parse_values(self) -> list:
    """A partition's `(value, …)`: none is no list (the server refuses `VALUES IN ()`)."""
    if self._match_text_seq("(", ")", advance=False):
        self.raise_error(f"{REFUSED}a partition's VALUES list cannot be empty")
    return self._parse_wrapped_csv(lambda: _parse_bit_expr(self))


def _is_maxvalue(value: Any) -> bool:
    return isinstance(value, exp.Column) and value.name.upper() == "MAXVALUE" and not value.this.quoted


def definitions_problem(spec: dict[str, Any]) -> Optional[str]:
    """What the server's partitioning grammar refuses in a table's partition definitions as a
    whole (MariaDB 10.11 answers each with 1064, measured on the suite's server): a count that
    PARTITIONS or SUBPARTITIONS n contradicts, partitions with different numbers of
    subpartitions, values that do not fit the COLUMNS list or the kind of partitioning."""
    from .dialect_nodes import fields

    definitions = [fields(d) for d in spec.get("definitions") or []]
    count = spec.get("count")
    if count is not None and count.name.isdigit() and int(count.name) != len(definitions):
        return f"PARTITIONS {count.name} but {len(definitions)} partitions defined"
    sub = fields(spec.get("subpartition")) if spec.get("subpartition") is not None else {}
    subcounts = {len(d.get("subpartitions") or []) for d in definitions}
    sub_count = sub.get("count")
    if len(subcounts) > 1:
        return "each partition must define the same number of subpartitions"
    if sub_count is not None and sub_count.name.isdigit() and subcounts - {0, int(sub_count.name)}:
        return f"SUBPARTITIONS {sub_count.name} but another number of subpartitions defined"
    method = spec.get("method")
    columns = len(spec.get("columns") or []) if method in ("RANGE COLUMNS", "LIST COLUMNS") else 0
    if method in ("RANGE COLUMNS", "LIST COLUMNS") and not columns and any(
            d.get("values") or d.get("maxvalue") for d in definitions):
        return f"{method} needs at least one column"  # (with no values either, the server parses it: 1653 after)
    for d in definitions:
        values = d.get("values") or []
        if method == "RANGE COLUMNS" and d.get("kind") == "LESS THAN":
            if (d.get("maxvalue") and not values and columns > 1) or (values and len(values) < columns):
                return f"VALUES LESS THAN of RANGE COLUMNS needs a value for each of its {columns} columns"
        if d.get("kind") != "IN":
            continue
        if method == "LIST COLUMNS" and _single_then_rows(values, columns):
            continue  # the server parses it and refuses it after (1564, list_columns_values)
        for value in values:
            if _is_maxvalue(value):
                return "MAXVALUE is no value of a LIST partition"
            if method == "LIST" and isinstance(value, (exp.Tuple, exp.Paren)):
                return "VALUES IN of LIST partitioning takes single values, not lists (LIST COLUMNS takes those)"
            problem = _list_columns_value(value, columns) if method == "LIST COLUMNS" else None
            if problem is not None and problem[0] == 1064:
                return problem[1]
    return None


def _single_then_rows(values: list, columns: int) -> bool:
    rows = [isinstance(v, (exp.Tuple, exp.Paren)) for v in values]
    return columns > 1 and any(rows) and not rows[0]


def _list_columns_value(value: Any, columns: int) -> Optional[tuple[int, str]]:
    """One value of a LIST COLUMNS partition over `columns` columns against that list: a row
    where one value goes, or one value where a row goes, or a row too short, is the grammar's
    1064; a row too long, 1653 (measured on MariaDB 10.11.19)."""
    is_row = isinstance(value, (exp.Tuple, exp.Paren))
    if is_row == (columns == 1):
        return 1064, (f"VALUES IN of LIST COLUMNS over {columns} column{'s' if columns > 1 else ''} takes "
                      + ("(value, …) lists" if columns > 1 else "single values"))
    width = len(value.expressions) if isinstance(value, exp.Tuple) else 1
    if is_row and width < columns:
        return 1064, f"VALUES IN of LIST COLUMNS needs a value for each of its {columns} columns"
    if is_row and width > columns:
        return 1653, f"a row of {width} values for {columns} partitioning columns (error 1653, inconsistency in usage of column lists)"
    return None


def list_columns_values(values: list, columns: int) -> Optional[tuple[int, str]]:
    """What the server refuses in the VALUES IN of one LIST COLUMNS partition over `columns`
    columns after its grammar took it (the grammar's own refusals, 1064, are
    definitions_problem's): a single value, then rows (1564); a row too long (1653)."""
    if _single_then_rows(values, columns):
        return 1564, (f"VALUES IN of LIST COLUMNS on {columns} columns takes rows of {columns} values, not a single "
                      "value (error 1564)")
    for value in values:
        problem = _list_columns_value(value, columns)
        if problem is not None:
            return problem
    return None


def _parse_partition_method(self) -> dict[str, Any]:
    linear = self._match_text_seq("LINEAR")
    if self._match_text_seq("HASH"):
        return {"method": "HASH", "linear": linear, "expr": _parse_wrapped_bit_expr(self)}
    if self._match(TokenType.KEY) or self._match_text_seq("KEY"):
        if self._match_text_seq("ALGORITHM"):
            self._match(TokenType.EQ)
            algorithm = self._parse_number()
            if algorithm is None or algorithm.name not in ("1", "2"):
                self.raise_error(f"{REFUSED}KEY ALGORITHM is 1 or 2")
        return {"method": "KEY", "linear": linear,
                "columns": self._parse_wrapped_csv(self._parse_id_var, optional=True)}
    for method in ("RANGE", "LIST"):
        if self._match_text_seq(method):
            if self._match_text_seq("COLUMNS") or self._match_text_seq("FIELDS"):  # (FIELDS: the lexer's synonym)
                return {"method": f"{method} COLUMNS", "columns": self._parse_wrapped_csv(self._parse_id_var)}
            return {"method": method, "expr": _parse_wrapped_bit_expr(self)}
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
            if self._curr and self._curr.text.upper() in ("INTERVAL", "LIMIT"):
                self.raise_error(f"{REFUSED}SYSTEM_TIME partitions rotate by INTERVAL or by LIMIT, not both")
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
        if sub["method"] not in ("HASH", "KEY"):
            self.raise_error(f"{REFUSED}only HASH and KEY subpartitioning exists, not {sub['method']}")
        if self._match_text_seq("SUBPARTITIONS"):
            sub["count"] = _parse_count(self)
        spec["subpartition"] = struct(**sub)
    # MariaDB's part_definition takes its PARTITION keyword as optional (`(p0 VALUES LESS THAN (10),
    # PARTITION p1 …)`, `(ph HISTORY, PARTITION pc CURRENT)`: measured on 10.11.19); a subpartition's
    # SUBPARTITION is required (1064 without it)
    if (self._curr is not None and self._curr.token_type is TokenType.L_PAREN and self._next is not None
            and self._next.token_type is not TokenType.R_PAREN):
        spec["definitions"] = self._parse_wrapped_csv(lambda: parse_partition_definition(self))
        problem = definitions_problem(spec)
        if problem is not None:
            self.raise_error(REFUSED + problem)
    elif self._match_text_seq("(", ")", advance=False):
        self.raise_error("Expecting PARTITION definitions, not an empty list")
    return self.expression(exp.Property(this=exp.var(PARTITION_BY), value=struct(**spec)))


_PARTITION_OPTIONS = frozenset({"ENGINE", "STORAGE", "COMMENT", "DATA", "INDEX", "MAX_ROWS", "MIN_ROWS", "TABLESPACE",
                                "NODEGROUP", "CONNECTION"})


def parse_partition_definition(self, sub: bool = False) -> exp.Expression:
    """[PARTITION] name [VALUES LESS THAN (…) | MAXVALUE | IN (…)] [options] [(subpartitions)]"""
    if not self._match_texts(("PARTITION", "SUBPARTITION")) and sub:
        self.raise_error(f"{REFUSED}a subpartition's definition begins with SUBPARTITION")
    spec: dict[str, Any] = {"name": self._parse_id_var(any_token=True)}
    if self._match_text_seq("VALUES", "LESS", "THAN"):
        spec["kind"] = "LESS THAN"
        if self._match_text_seq("MAXVALUE"):
            spec["maxvalue"] = True
        else:
            values = _parse_values(self)
            spec["values"] = values
            spec["maxvalue"] = any(isinstance(v, exp.Column) and v.name.upper() == "MAXVALUE" for v in values)
    elif self._match_text_seq("VALUES", "IN"):
        spec["kind"] = "IN"
        spec["values"] = _parse_values(self)
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
            if word in MARIADB_1011_KEYWORDS:
                # (quoted too: the server writes the partition's options again and reads them back;
                # measured on 10.11.19, `schedule` and `status` 1064, `foo` accepted)
                self.raise_error(f"{REFUSED}{self._curr.text} is a keyword of MariaDB, so no engine-defined "
                                 "option's name")
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
        spec["subpartitions"] = self._parse_wrapped_csv(lambda: parse_partition_definition(self, sub=True))
    return struct(**spec)


PARTITION_OPS = ("ADD", "DROP", "TRUNCATE", "COALESCE", "REORGANIZE", "REBUILD", "OPTIMIZE",
                 "ANALYZE", "REPAIR", "CHECK", "EXCHANGE", "DISCARD", "IMPORT")
# Keywords that end a list of partition names: the ALTER TABLE options that may follow.
_OPTION_WORDS = frozenset({"ALGORITHM", "LOCK", "WAIT", "NOWAIT"})


def _parse_partition_names(self, required: bool = True) -> tuple[list[exp.Expression], bool]:
    """`p0, p1` or `ALL`; stops before `, ALGORITHM=…` so the ALTER's options still parse."""
    if self._match_text_seq("ALL"):
        return [], True
    if not self._curr or self._curr.token_type in (TokenType.COMMA, TokenType.SEMICOLON):
        if not required:  # (REORGANIZE PARTITION alone: MariaDB rebuilds the partitions as they are)
            return [], False
        self.raise_error("Unexpected end of the clause: the partitions' names (or ALL) are missing")
    names = [self._parse_id_var(any_token=True)]
    while self._match(TokenType.COMMA):
        if not self._curr or self._curr.text.upper() in _OPTION_WORDS or (
                self._next and self._next.token_type == TokenType.EQ):
            self._retreat(self._index - 1)
            break
        if self._curr.token_type is not TokenType.IDENTIFIER and self._curr.text.upper() == "ALL":
            self.raise_error("Unexpected ALL in a list of partitions: ALL stands alone")
        names.append(self._parse_id_var(any_token=True))
    return [n for n in names if n is not None], False


# sql_yacc.yy's alter_commands: the partition operations that take [LOCAL | NO_WRITE_TO_BINLOG]
# before their partitions, and what each may take after them
_NO_WRITE_TO_BINLOG_OPS = frozenset({"ADD", "COALESCE", "REORGANIZE", "REBUILD", "OPTIMIZE", "ANALYZE", "REPAIR"})
_AFTER_NAMES = {"DROP": (), "TRUNCATE": (), "REBUILD": (), "ANALYZE": (), "OPTIMIZE": ("LOCAL", "NO_WRITE_TO_BINLOG"),
                "CHECK": ("QUICK", "FAST", "MEDIUM", "EXTENDED", "CHANGED", "FOR"),
                "REPAIR": ("QUICK", "EXTENDED", "USE_FRM")}


def _after_partition_names(self, op: str) -> None:
    """What may follow `<op> PARTITION names`: the operation's own options (OPTIMIZE … LOCAL,
    CHECK … QUICK, REPAIR … USE_FRM), then the end, or a comma (an ALTER's ALGORITHM / LOCK)."""
    while self._curr and self._curr.token_type is not TokenType.IDENTIFIER and self._curr.text.upper() in _AFTER_NAMES[op]:
        self._advance(2 if self._curr.text.upper() == "FOR" else 1)  # (CHECK … FOR UPGRADE)
    if self._curr and self._curr.token_type not in (TokenType.COMMA, TokenType.SEMICOLON):
        self.raise_error(f"Unexpected {self._curr.text} after {op} PARTITION and its partitions")


def _parse_operation_modifiers(self, op: str, spec: dict) -> None:
    """MariaDB's DROP PARTITION IF EXISTS and ADD PARTITION IF NOT EXISTS (spec["exists"]: a
    missing or duplicate name is then a note), and NO_WRITE_TO_BINLOG | LOCAL before the names
    (not a partition named `local` with nothing after it)."""
    if (op == "DROP" and self._match_text_seq("IF", "EXISTS")) or (
            op == "ADD" and self._match_text_seq("IF", "NOT", "EXISTS")):
        spec["exists"] = True
    if (op in _NO_WRITE_TO_BINLOG_OPS and self._curr and self._curr.text.upper() in ("NO_WRITE_TO_BINLOG", "LOCAL")
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
    elif op == "REORGANIZE" and not self._match_text_seq("INTO", advance=False):
        spec["names"], _ = _parse_partition_names(self, required=False)
    else:
        spec["names"], spec["all"] = _parse_partition_names(self)
    if op in ("DISCARD", "IMPORT"):
        self._match_text_seq("TABLESPACE")
    if op in _AFTER_NAMES:
        _after_partition_names(self, op)
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
