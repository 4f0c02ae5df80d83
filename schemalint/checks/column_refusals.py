"""What the server refuses in a column of the finished table, beyond its type: a literal DEFAULT
the column cannot hold (1067), a fractional-seconds or DECIMAL precision over the most (1426), a
DEFAULT or generated column reading a column not yet computed when it is (4029), a primary key
over a generated column (1903), a stored generated column under a foreign key that changes it
(1905, 1901). Each measured on MariaDB 10.11.19 in its default sql_mode
(STRICT_TRANS_TABLES), next to what it accepts (tests/test_parse_time_refusals.py replays both);
MySQL 8.0 refuses the same (its manual, "Data Type Default Values", "Generated Columns")."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Callable, Iterator, Optional

from ..model import INTEGER_TYPES, PRIMARY, Column, Span, Table
from ..read.temporal_literals import calendar_problem

MAX_FSP = 6  # TIME / DATETIME / TIMESTAMP(7): error 1426, too big precision
MAX_DECIMAL_PRECISION = 65  # DECIMAL(66, …): error 1426
_INTEGER_BITS = {"TINYINT": 8, "SMALLINT": 16, "MEDIUMINT": 24, "INT": 32, "BIGINT": 64}
_NUMERIC_TYPES = INTEGER_TYPES | {"DECIMAL", "FLOAT", "DOUBLE"}
_NUMBER = re.compile(r"\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*")

Refused = tuple[Optional[Span], str, int]


def refusals(table: Table, expression: Callable[[str], object]) -> Iterator[Refused]:
    """(where, message, error) of each refusal; `expression` parses a DEFAULT's or a generated
    column's SQL text (None when it does not parse)."""
    for col in table.columns:
        yield from _precision(col)
        yield from _literal_default(table, col)
    yield from _uninitialized(table, expression)
    yield from _generated_under_foreign_keys(table, expression)
    primary = table.primary_key
    if primary is not None:
        generated = next((c for p in primary.parts for c in [table.column(p.column)] if c is not None and c.generated), None)
        if generated is not None:
            yield (primary.span or table.span, f"the PRIMARY KEY takes generated column {generated.name}: a primary key "
                   "cannot be defined upon a generated column (error 1903; a UNIQUE key can)", 1903)


def parsed(table: Table) -> Iterator[Refused]:
    """The refusals of refusals() the server makes while it parses a column's definition
    (Column_definition::check), before it opens the table: what holds for an ALTER TABLE of a table no statement creates (measured on MariaDB 10.11.19:
    these errors, not 1146). A literal DEFAULT is checked against the type only later."""
    for col in table.columns:
        yield from _precision(col)
        for refused in _literal_default(table, col):
            if col.default.strip("( )").upper() == "NULL":
                yield refused


def _precision(col: Column) -> Iterator[Refused]:
    if col.fsp is not None and col.fsp > MAX_FSP:
        yield (col.span, f"column {col.name} is {col.data_type}({col.fsp}): fractional seconds go to {MAX_FSP} digits at "
               "most (error 1426, too big precision)", 1426)
    elif col.data_type == "DECIMAL" and (col.precision or 0) > MAX_DECIMAL_PRECISION:
        yield (col.span, f"column {col.name} is DECIMAL({col.precision}, …): a DECIMAL has {MAX_DECIMAL_PRECISION} digits "
               "at most (error 1426, too big precision)", 1426)


def _literal(text: str) -> "tuple[str, object] | None":
    """('null' | 'number' | 'string', value) of a DEFAULT that is a literal (or one in
    parentheses); None for anything else (an expression, a hex or bit literal, TRUE)."""
    while text.startswith("(") and text.endswith(")") and text.count("(") == 1:
        text = text[1:-1].strip()
    if text.upper() == "NULL":
        return "null", None
    if _NUMBER.fullmatch(text):
        return "number", Decimal(text.strip())
    if len(text) >= 2 and text[0] == text[-1] == "'" and "'" not in text[1:-1] and "\\" not in text:
        return "string", text[1:-1]
    return None


def _literal_default(table: Table, col: Column) -> Iterator[Refused]:
    """NULL for a NOT NULL column (a primary key's column declared in the key, not NOT NULL, may
    default to NULL; an AUTO_INCREMENT one too); for a number, a string that is no number or a
    value out of an integer type's range; for a date or time, a string that is none
    (_temporal_default); for a YEAR, a number it cannot hold; for a BIT(n), a value of more
    than n bits; a string longer than a CHAR / VARCHAR / BINARY / VARBINARY; an ENUM's or SET's
    that is no member (error 1067, invalid default value, in every sql_mode)."""
    literal = _literal(col.default) if col.default else None
    if literal is None:
        return
    kind, value = literal
    why = None
    if kind == "null":
        primary = table.primary_key
        in_primary = primary is not None and any(p.column.lower() == col.name.lower() for p in primary.parts)
        if not col.nullable and not in_primary and not col.auto_increment and col.system_period is None:
            why = "is NOT NULL with DEFAULT NULL"
    elif col.data_type in _NUMERIC_TYPES:
        if kind == "string":
            if not _NUMBER.fullmatch(value):
                why = f"is {col.data_type} with DEFAULT '{value}', which is no number"
            else:
                value = Decimal(value.strip())
        if why is None and col.data_type in _INTEGER_BITS and isinstance(value, Decimal):
            bits = _INTEGER_BITS[col.data_type]
            low, high = (0, 2 ** bits - 1) if col.unsigned else (-2 ** (bits - 1), 2 ** (bits - 1) - 1)
            if (col.unsigned and value < 0) or not low <= value.to_integral_value(ROUND_HALF_UP) <= high:
                why = (f"is {col.data_type}{' UNSIGNED' if col.unsigned else ''} with DEFAULT {col.default}, outside "
                       f"{low:,} to {high:,}")
    elif kind == "string" and col.data_type in _TEMPORAL_TYPES:
        why = _temporal_default(col.data_type, value)
    elif kind == "string" and col.data_type in _STRING_LENGTHS and col.length is not None:
        why = _string_default(col, value)
    elif kind == "string" and col.data_type in ("ENUM", "SET") and col.values:
        why = _member_default(table, col, value)
    elif kind == "number" and col.data_type == "YEAR" and isinstance(value, Decimal):
        year = value.to_integral_value(ROUND_HALF_UP)
        if not (0 <= year <= 99 or 1901 <= year <= 2155):
            why = f"is YEAR with DEFAULT {col.default}, neither 0 to 99 nor 1901 to 2155"
    elif col.data_type == "BIT" and kind in ("number", "string"):
        # a string is its bytes, big-endian: '0' (0x30) takes 6 bits
        bits = (int(value).bit_length() if kind == "number" and value == value.to_integral_value() and value >= 0
                else int.from_bytes(value.encode("utf-8"), "big").bit_length() if kind == "string" else None)
        width = col.length or 1
        if bits is not None and bits > width:
            why = f"is BIT({width}) with DEFAULT {col.default}, a value of {bits} bits"
    if why is not None:
        yield (col.span, f"column {col.name} {why} (error 1067, invalid default value)", 1067)


# a string DEFAULT longer than the column: its characters (bytes for the binary types); CHAR and
# BINARY drop trailing spaces beyond their length without a word, VARCHAR and VARBINARY do not
# (measured on MariaDB 10.11.19: VARCHAR(2) DEFAULT 'xy ' is 1067, CHAR(2) DEFAULT 'xy ' runs)
_STRING_LENGTHS = {"CHAR": True, "VARCHAR": False, "BINARY": True, "VARBINARY": False}


def _string_default(col: Column, value: str) -> "str | None":
    kept = value.rstrip(" ") if _STRING_LENGTHS[col.data_type] else value
    binary = col.data_type in ("BINARY", "VARBINARY")
    size = len(kept.encode("utf-8")) if binary else len(kept)
    if size > col.length:
        unit = "bytes" if binary else "characters"
        return f"is {col.data_type}({col.length}) with DEFAULT '{value}', {size} {unit} long"
    return None


def _member_default(table: Table, col: Column, value: str) -> "str | None":
    """An ENUM's DEFAULT that is none of its members, a SET's with an element none is (or
    empty): compared as the server does without trailing spaces, and without case unless the
    collation is binary; a digit string is no member's number in strict mode either (MariaDB
    10.11.19: ENUM('a','b') DEFAULT '2' is 1067). Letters outside ASCII: left to the server
    (a collation may take accented letters as equal)."""
    if not value.isascii() or not all(v.isascii() for v in col.values):
        return None
    collation = (col.collation or table.options.collation or "").lower()
    exact = collation == "binary" or collation.endswith("_bin")

    def key(text: str) -> str:
        text = text.rstrip(" ")
        return text if exact else text.lower()

    members = {key(v) for v in col.values}
    wanted = [value] if col.data_type == "ENUM" else (value.split(",") if value else [])
    missing = next((w for w in wanted if key(w) not in members or (col.data_type == "SET" and not w)), None)
    if missing is None:
        return None
    return f"is {col.data_type}({', '.join(repr(v) for v in col.values[:4])}{', …' if len(col.values) > 4 else ''}) " \
           f"with DEFAULT '{value}', and '{missing}' is none of its members"


_TEMPORAL_TYPES = frozenset({"DATE", "DATETIME", "TIMESTAMP", "TIME", "YEAR"})
# the delimited forms whose every field the server checks (sql-common/my_time.c str_to_datetime,
# str_to_DDhhmmssff); any other form (2000/01/01, 20000101, a 'T') is left to the server
_DATE_TIME = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d*)?)?)?")
_CLOCK = re.compile(r"-?(\d{1,3}):(\d{1,2})(?::(\d{1,2})(?:\.\d*)?)?")
MAX_TIME_HOURS = 838  # TIME: -838:59:59 to 838:59:59


def _temporal_default(data_type: str, value: str) -> "str | None":
    """Why a string DEFAULT is no value of a DATE / DATETIME / TIMESTAMP / TIME / YEAR column
    (error 1067 in every sql_mode: the server stores the default as it creates the table), or
    None. Measured on MariaDB 10.11.19: '' , blanks, a word ('abc', 'x2000-01-01'), fewer than
    6 digits alone ('0', '2000') for a date; a month over 12, a day its month lacks (29 February
    of a common year), an hour over 23, a minute or second over 59; for a TIMESTAMP a zero
    month or day unless the whole date is zero; a TIME's hours over 838; a YEAR that is a word.
    Taken as they are: '0000-00-00', '2000-01-00' on DATE / DATETIME, '000000', '2000/01/01'."""
    text = value.strip()
    shown = f"is {data_type} with DEFAULT '{value}'"
    if not text or text[0].isalpha():
        return f"{shown}, which is no {data_type.lower()}"
    if data_type == "YEAR":
        return None
    if data_type == "TIME":
        clock = _CLOCK.fullmatch(text)
        if clock and (int(clock.group(1)) > MAX_TIME_HOURS or int(clock.group(2)) > 59 or int(clock.group(3) or 0) > 59):
            return f"{shown}, outside -838:59:59 to 838:59:59 or with a minute or second over 59"
        return None
    if text.isdigit() and len(text) < 6:
        return f"{shown}, too few digits for a date"
    parts = _DATE_TIME.fullmatch(text)
    if parts is None:
        return None
    year, month, day = (int(parts.group(n)) for n in (1, 2, 3))
    hour, minute, second = (int(parts.group(n) or 0) for n in (4, 5, 6))
    if calendar_problem(year, month, day) is not None:
        return f"{shown}, a day no calendar has"
    if hour > 23 or minute > 59 or second > 59:
        return f"{shown}, a time no clock shows"
    if data_type == "TIMESTAMP" and (year or month or day) and not (month and day):
        return f"{shown}: a TIMESTAMP's month and day are not zero unless its whole date is"
    return None


def _uninitialized(table: Table, expression: Callable[[str], object]) -> Iterator[Refused]:
    """A DEFAULT (…) or a generated column reading a column whose value is not computed yet when
    it is (error 4029; MariaDB 10.11's Item_field::check_field_expression_processor): itself; for
    a DEFAULT, a generated column, or a later column whose DEFAULT is an expression that reads a
    column or calls a function; for a generated column, a generated column at or after it."""
    from sqlglot import exp  # (only a table with an expression imports it here)

    position = {c.name.lower(): n for n, c in enumerate(table.columns)}
    for n, col in enumerate(table.columns):
        for clause, node in stored_expressions(col, expression):
            for ref in node.find_all(exp.Column):
                m = position.get(ref.name.lower()) if not ref.table else None
                if m is None:
                    continue
                other = table.columns[m]
                if m == n or (clause == "DEFAULT" and other.generated) or (
                        clause == "GENERATED ALWAYS AS" and other.generated and m > n) or (
                        clause == "DEFAULT" and not other.generated and m > n and _computed_default(other, expression)):
                    reason = ("itself" if m == n else f"{'generated column' if other.generated else 'column'} "
                              f"{other.name}{', defined after it' if m > n else ''}")
                    later = max((s for s in (col.span, other.span) if s is not None),
                                key=lambda s: (s.line, s.column), default=None)
                    yield (later, f"the {clause} expression of column {col.name} reads {reason}, whose value is not "
                           "computed yet when it is (error 4029, expression refers to an uninitialized field)", 4029)
                    break
            else:
                continue
            break


def _generated_under_foreign_keys(table: Table, expression: Callable[[str], object]) -> Iterator[Refused]:
    """A foreign key that changes its columns (ON UPDATE CASCADE or SET NULL, ON DELETE SET NULL)
    may not be on a stored generated column (error 1905), nor a stored generated column read
    one of its columns, or a VIRTUAL column that reads one, itself or through other VIRTUAL ones
    (error 1901): the cascade would change the column under it without computing it again. ON
    DELETE CASCADE, RESTRICT and a VIRTUAL column, indexed or not, are accepted (MariaDB 10.11.19,
    InnoDB and MyISAM, FOREIGN_KEY_CHECKS off too; mysql-test suite/innodb/t/stored_fk.test)."""
    from sqlglot import exp

    changing = [fk for fk in table.foreign_keys if (fk.on_update or "").upper() in ("CASCADE", "SET NULL")
                or (fk.on_delete or "").upper() == "SET NULL"]
    if not changing:
        return
    changed = {c.lower(): fk for fk in changing for c in fk.columns}
    reads = {col.name.lower(): [r.name for _, node in stored_expressions(col, expression) for r in node.find_all(exp.Column)]
             for col in table.columns if col.generated}
    # (a VIRTUAL column reading a changed column changes with it, and one reading that one: a
    # stored one may not read those either)
    grown = True
    while grown:
        grown = False
        for col in table.columns:
            if col.generated and not col.generated_stored and col.name.lower() not in changed:
                via = next((r for r in reads.get(col.name.lower(), ()) if r.lower() in changed), None)
                if via is not None:
                    changed[col.name.lower()] = changed[via.lower()]
                    grown = True
    for col in table.columns:
        if not (col.generated and col.generated_stored):
            continue
        fk = changed.get(col.name.lower())  # (a stored column is there only as a foreign key's own)
        read = next((r for r in reads.get(col.name.lower(), ()) if r.lower() in changed), None)
        if fk is not None:
            yield (fk.span or col.span, f"a foreign key whose ON UPDATE / ON DELETE changes its columns is on stored "
                   f"generated column {col.name} (error 1905, cannot define foreign key with ON UPDATE CASCADE / SET "
                   "NULL on a generated column)", 1905)
        elif read is not None:
            yield (col.span, f"stored generated column {col.name} reads column {read}, which a foreign key's ON "
                   "UPDATE / ON DELETE changes (error 1901, function or expression cannot be used in GENERATED "
                   "ALWAYS AS)", 1901)


def stored_expressions(col: Column, expression: Callable[[str], object]) -> Iterator[tuple[str, object]]:
    """('GENERATED ALWAYS AS' | 'DEFAULT', the parsed expression) of a column's generated column
    expression and DEFAULT (…) (a literal DEFAULT is none)."""
    for clause, text in (("GENERATED ALWAYS AS", col.generated), ("DEFAULT", col.default)):
        if text and (clause != "DEFAULT" or text.startswith("(")):
            node = expression(text)
            if node is not None:
                yield clause, node


def _computed_default(col: Column, expression: Callable[[str], object]) -> bool:
    """A DEFAULT (…) that reads a column or calls a function: the server computes it per row (a
    constant one, DEFAULT (1 + 1), it computes once)."""
    from sqlglot import exp

    if not col.default or not col.default.startswith("("):
        return False
    node = expression(col.default)
    return node is not None and node.find(exp.Column, exp.Func) is not None
