"""What the server refuses in a PARTITION BY clause, from the clause's own tree and, where the
table is known, its columns.

Two kinds, as MariaDB 10.11 checks them (each measured on the suite's server, replayed by
tests/test_partition_refusals.py): the parser's own (sql_yacc.yy: a partition's VALUES
against the partitioning method, a number of partitions of 0, a value list against the column
list), which it reports before it looks for the table, so also for an ALTER TABLE of a table
the model lacks; and partition_info::check_partition_info's (sql_partition.cc), against the
table: subpartitioning, the columns and the values. MySQL 8.0 has the same numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Iterator, Optional

from sqlglot import exp

from ..read.dialect import fields
from ..read.dialect_partitions import list_columns_values

_VALUE_KIND = {"LESS THAN": ("RANGE", "VALUES LESS THAN"), "IN": ("LIST", "VALUES IN"),
               "DEFAULT": ("LIST", "DEFAULT")}


def parse_time(node: exp.Property) -> Iterator[tuple[int, str]]:
    """The parser's refusals of one PARTITION BY: (error, message)."""
    spec = fields(node.args.get("value"))
    method = spec.get("method") or ""
    family = method.split()[0] if method else ""
    definitions = [fields(d) for d in spec.get("definitions") or []]
    for label, count in (("partitions", spec.get("count")), ("subpartitions", _sub(spec).get("count"))):
        if count is not None and str(count.name if isinstance(count, exp.Expression) else count) == "0":
            yield 1504, f"PARTITION BY {method}: the number of {label} is 0 (error 1504, not an allowed value)"
    for d in definitions:
        kind = d.get("kind")
        name = d["name"].name if d.get("name") is not None else ""
        if kind in _VALUE_KIND and family != _VALUE_KIND[kind][0] and not (kind == "DEFAULT" and family == "RANGE"):
            # (a RANGE partitioning's DEFAULT partition: engine_refusals', on the model)
            yield 1480, (f"partition {name} has {_VALUE_KIND[kind][1]}, which only {_VALUE_KIND[kind][0]} partitioning "
                         f"takes, not {method} (error 1480)")
            return
        if kind in ("HISTORY", "CURRENT") and family != "SYSTEM_TIME":
            yield 4113, (f"partition {name} is {kind}, a SYSTEM_TIME partition, in a partitioning by {method} "
                         "(error 4113, wrong partition type)")
            return
        if kind is None and family in ("RANGE", "LIST"):
            clause = "VALUES LESS THAN" if family == "RANGE" else "VALUES IN"
            yield 1479, f"partition {name} has no {clause}: {family} partitioning needs it for each partition (error 1479)"
            return
    yield from named_values(definitions)
    yield from _value_lists(method, spec, definitions)


def named_values(definitions: list[dict]) -> Iterator[tuple[int, str]]:
    """A partition's VALUES naming a column (`LESS THAN (val)`): a bound is a constant, and the
    parser refuses a name there (1054, unknown column in 'PARTITION BY'; MAXVALUE is a word of
    its own). Also of ADD and REORGANIZE PARTITION's definitions."""
    for d in definitions:
        for value in d.get("values") or []:
            name = next((c.name for c in ([value] if isinstance(value, exp.Column) else value.find_all(exp.Column))
                         if c.name.upper() != "MAXVALUE"), None)
            if name is not None:
                label = d["name"].name if d.get("name") is not None else ""
                yield 1054, (f"partition {label}: its VALUES name {name}, a column; a bound is a constant (error 1054, "
                             "unknown column in 'PARTITION BY')")
                return


def _value_lists(method: str, spec: dict, definitions: list[dict]) -> Iterator[tuple[int, str]]:
    """A value list against the column list: RANGE takes one value (1657), RANGE COLUMNS and LIST
    COLUMNS one per column (1653), LIST COLUMNS of several columns a row for each value (1564)."""
    width = len(spec.get("columns") or []) if method.endswith("COLUMNS") else 1
    for d in definitions:
        values = d.get("values") or []
        name = d["name"].name if d.get("name") is not None else ""
        if method == "RANGE" and len(values) > 1:
            yield 1657, (f"partition {name}: VALUES LESS THAN has {len(values)} values; RANGE partitioning takes one "
                         "(error 1657)")
            return
        if method == "RANGE COLUMNS" and values and len(values) != width:
            yield 1653, (f"partition {name}: VALUES LESS THAN has {len(values)} values for {width} partitioning "
                         "column(s) (error 1653, inconsistency in usage of column lists)")
            return
        if method == "LIST COLUMNS" and width > 1:
            problem = list_columns_values(values, width)  # (the grammar's 1064 refused the others before)
            if problem is not None:
                yield problem[0], f"partition {name}: {problem[1]}"
                return
        if method == "LIST COLUMNS" and width == 0:
            yield 1653, "LIST COLUMNS () names no column (error 1653, inconsistency in usage of column lists)"
            return


def against_table(node: exp.Property, columns: set[str],
                  kinds: Optional[dict[str, "ColumnKind"]] = None) -> Iterator[tuple[int, str]]:
    """check_partition_info's refusals of one PARTITION BY, given the names of the table's
    columns (lower case) and, where the statement declares them, what each column is (`kinds`:
    for the COLUMNS values). Read after parse_time found nothing."""
    spec = fields(node.args.get("value"))
    method = spec.get("method") or ""
    definitions = [fields(d) for d in spec.get("definitions") or []]
    sub = _sub(spec)
    if (sub or any(d.get("subpartitions") for d in definitions)) and (not method.startswith(("RANGE", "LIST", "SYSTEM_TIME")) or (
            sub.get("method") or "") not in ("HASH", "KEY")):
        yield 1500, (f"subpartitions of a partitioning by {method}: only RANGE or LIST partitions take subpartitions, "
                     "by HASH or KEY, declared with SUBPARTITION BY (error 1500)")
        return
    yield from _fields(method, spec, sub, columns)
    if kinds:
        yield from _time_zone_dependent(method, spec, sub, kinds)
    yield from _names(definitions)
    listed = [kinds.get(c.name.lower()) for c in spec.get("columns") or []] if kinds else []
    if method in ("RANGE COLUMNS", "LIST COLUMNS") and listed:
        unconvertible = next(iter(_unconvertible(definitions, listed)), None)
        if unconvertible is not None:
            yield unconvertible
            return
    if method == "RANGE":
        yield from range_bounds(definitions)
    elif method == "RANGE COLUMNS" and listed and all(listed):
        yield from range_bounds(definitions, listed)
    elif method == "LIST":
        yield from list_values(definitions)


def _fields(method: str, spec: dict, sub: dict, columns: set[str]) -> Iterator[tuple[int, str]]:
    """The partitioning's columns: a KEY or COLUMNS list naming a column the table lacks (1488) or
    one twice (1652); an expression naming one it lacks (1054), or none at all (1486). (The
    columns' types are SL302's: 1659, 1502.)"""
    for part_method, part in ((method, spec), (sub.get("method") or "", sub)):
        listed = [c.name for c in part.get("columns") or []]
        if listed:
            missing = next((c for c in listed if c.lower() not in columns), None)
            if missing is not None:
                yield 1488, (f"PARTITION BY {part_method} ({', '.join(listed)}): the table has no column {missing} "
                             "(error 1488, field in list of fields for partition function not found in table)")
                return
            twice = next((c for i, c in enumerate(listed) if c.lower() in (x.lower() for x in listed[:i])), None)
            if twice is not None:
                yield 1652, f"PARTITION BY {part_method} lists column {twice} twice (error 1652)"
                return
        expr = part.get("expr")
        if not isinstance(expr, exp.Expression):
            continue
        named = [c.name for c in expr.find_all(exp.Column)]
        missing = next((c for c in named if c.lower() not in columns), None)
        if missing is not None:
            yield 1054, (f"PARTITION BY {part_method} names column {missing}, which the table does not have "
                         "(error 1054, unknown column)")
            return
        if not named:
            yield 1486, (f"PARTITION BY {part_method} ({expr.sql(dialect='mysql')[:40]}) reads no column: constant "
                         "expressions are not allowed in a partitioning function (error 1486)")
            return


def _time_zone_dependent(method: str, spec: dict, sub: dict, kinds: dict[str, "ColumnKind"]) -> Iterator[tuple[int, str]]:
    """A (sub)partitioning expression that reads a TIMESTAMP column other than as UNIX_TIMESTAMP's
    argument (`YEAR(ts)`, `TO_DAYS(ts)`, `a + MONTH(ts)`): its value would follow the session's
    time zone, 1486 (MariaDB 10.11.19, measured; a bare `RANGE (ts)` is SL302's 1659)."""
    for part_method, part in ((method, spec), (sub.get("method") or "", sub)):
        expr = part.get("expr")
        if not isinstance(expr, exp.Expression) or isinstance(expr, exp.Column):
            continue
        for column in expr.find_all(exp.Column):
            kind = kinds.get(column.name.lower())
            parent = column.parent
            if kind is None or not kind.timestamp or (
                    isinstance(parent, exp.Anonymous) and parent.name.upper() == "UNIX_TIMESTAMP"):
                continue
            yield 1486, (f"{'SUB' if part is sub else ''}PARTITION BY {part_method} reads TIMESTAMP column "
                         f"{column.name} other than through UNIX_TIMESTAMP(): a time-zone-dependent expression is not "
                         "allowed in a partitioning function (error 1486)")
            return


def _names(definitions: list[dict]) -> Iterator[tuple[int, str]]:
    """Partition names used twice (1517). (Two DEFAULT partitions, 4030, are engine_refusals';
    more than 8,192 partitions, 1499, SL302's.)"""
    seen: set[str] = set()
    for d in definitions:
        for name in [d.get("name")] + [fields(s).get("name") for s in d.get("subpartitions") or []]:
            low = name.name.lower() if isinstance(name, exp.Expression) else ""
            if low and low in seen:
                yield 1517, f"partition name {name.name} is used twice (error 1517, duplicate partition name)"
                return
            seen.add(low)


def range_bounds(definitions: list[dict], columns: Optional[list[Optional["ColumnKind"]]] = None,
                 added_to: Optional[str] = None) -> Iterator[tuple[int, str]]:
    """RANGE bounds in order (partition_info::check_range_constants): MAXVALUE before the last
    partition (1481), NULL (1566), bounds not strictly increasing (1493). RANGE: plain integer
    bounds are compared; RANGE COLUMNS (`columns`: each column's kind): rows of integers,
    strings and MAXVALUE, compared as the server stores them in the columns, a row only as far
    as its order is certain. `added_to`: ADD PARTITION to that table, whose last partition is
    definitions[0]."""
    last: Optional[int] = None
    rows = _bound_rows(definitions, columns) if columns else None
    for at, d in enumerate(definitions):
        name = d["name"].name if d.get("name") is not None else ""
        if d.get("maxvalue") and at < len(definitions) - 1 and columns is None:
            if added_to is not None and at == 0:
                yield 1481, (f"ADD PARTITION: the last partition of {added_to}, {name}, is VALUES LESS THAN MAXVALUE; "
                             "nothing can follow it (error 1481)")
            else:
                yield 1481, f"partition {name} is VALUES LESS THAN MAXVALUE but not the last (error 1481)"
            return
        values = d.get("values") or []
        if any(isinstance(v, exp.Null) for v in values):
            yield 1566, f"partition {name}: VALUES LESS THAN (NULL) (error 1566, NULL is not allowed there)"
            return
        if rows is not None:
            if at and _row_order(rows[at - 1], rows[at], columns) is False:
                yield 1493, (f"partition {name}: VALUES LESS THAN ({', '.join(_shown(v) for v in rows[at])}) is not above "
                             f"the previous partition's ({', '.join(_shown(v) for v in rows[at - 1])}), as the columns "
                             "store and compare them; RANGE COLUMNS bounds must be strictly increasing (error 1493)")
                return
            continue
        bound = integer_literal(values[0]) if len(values) == 1 and not d.get("maxvalue") else None
        if bound is not None and last is not None and bound <= last:
            if added_to is not None and at == 1:
                yield 1493, (f"ADD PARTITION: VALUES LESS THAN ({bound}) is not above the last partition's ({last}); "
                             "RANGE bounds must be strictly increasing (error 1493)")
            else:
                yield 1493, (f"partition {name}: VALUES LESS THAN ({bound}) is not above the previous partition's "
                             f"({last}); RANGE bounds must be strictly increasing (error 1493)")
            return
        last = bound if bound is not None else last


@dataclass(frozen=True)
class ColumnKind:
    """What a partitioning column is, as far as its COLUMNS values go: `text` (a string type:
    values are converted to its character set and compared by its collation), `integer`,
    `temporal` (a value is converted to its character set, latin1, as a string first), or None.
    `charset`: the column's character set where the statement declares it (None: not known);
    `trims`: trailing spaces do not count (a CHAR, which the server stores without them, or a
    PAD SPACE collation), False where they do (NO PAD, binary), None: not known."""

    kind: Optional[str]
    charset: Optional[str] = None
    trims: Optional[bool] = None
    timestamp: bool = False  # a TIMESTAMP: its value depends on the session's time zone


_TEXT_TYPES = frozenset({"CHAR", "NCHAR", "VARCHAR", "NVARCHAR", "BINARY", "VARBINARY"})
_INTEGER_TYPES = frozenset({"TINYINT", "SMALLINT", "MEDIUMINT", "INT", "BIGINT", "UTINYINT", "USMALLINT",
                            "UMEDIUMINT", "UINT", "UBIGINT"})
_TEMPORAL_TYPES = frozenset({"DATE", "TIME", "DATETIME", "TIMESTAMP", "DATETIME64", "TIMESTAMPTZ"})


def column_kinds(schema: exp.Schema, properties: list) -> dict[str, ColumnKind]:
    """What each column of a CREATE TABLE's list is for its COLUMNS partitioning values: its
    kind, its character set and whether trailing spaces count, from its own CHARACTER SET /
    COLLATE or else the table's (a character set alone: its default collation, PAD SPACE on
    MariaDB 10.11; neither: the database's, not known here)."""
    from ..read.charsets import charset_of_collation, normalize

    table_charset = next((normalize(p.this.name) for p in properties if isinstance(p, exp.CharacterSetProperty)), None)
    table_collation = next((p.this.name.lower() for p in properties if isinstance(p, exp.CollateProperty)), None)
    kinds = {}
    for column in schema.expressions:
        if not isinstance(column, exp.ColumnDef) or not isinstance(column.args.get("kind"), exp.DataType):
            continue
        dtype = column.args["kind"].this.name
        if dtype in _INTEGER_TYPES:
            kinds[column.name.lower()] = ColumnKind("integer")
            continue
        if dtype in _TEMPORAL_TYPES:
            kinds[column.name.lower()] = ColumnKind("temporal", timestamp=dtype in ("TIMESTAMP", "TIMESTAMPTZ"))
            continue
        if dtype not in _TEXT_TYPES:
            kinds[column.name.lower()] = ColumnKind(None)
            continue
        charset = collation = None
        for constraint in column.args.get("constraints") or ():
            kind = constraint.args.get("kind")
            if isinstance(kind, exp.CharacterSetColumnConstraint):
                charset = normalize(kind.this.name)
            elif isinstance(kind, exp.CollateColumnConstraint):
                collation = kind.this.name.lower()
        if dtype in ("BINARY", "VARBINARY"):
            charset, collation = "binary", "binary"
        elif dtype in ("NCHAR", "NVARCHAR"):
            charset = "utf8mb3"
        if charset is None and collation is None:
            charset, collation = table_charset, table_collation
        charset = charset or charset_of_collation(collation)
        if collation is None and charset is not None:
            collation = "binary" if charset == "binary" else charset + "_default"  # (each a PAD SPACE collation)
        pads = None if collation is None else not ("nopad" in collation or "_0900_" in collation or collation == "binary")
        trims = True if dtype in ("CHAR", "NCHAR") and charset != "binary" else pads
        kinds[column.name.lower()] = ColumnKind("text", charset, trims)
    return kinds


_MAXVALUE = object()


def _bound_rows(definitions: list[dict], columns: list[Optional[ColumnKind]]) -> Optional[list[list]]:
    """Each definition's VALUES LESS THAN as a row of ints, strs and _MAXVALUE, when every value
    of every row is one the column takes as it is (an integer for an integer column, a string
    for a string column, MAXVALUE); else None (a value the server converts, or refuses with
    another error first, is not compared)."""
    rows = []
    for d in definitions:
        values = d.get("values") or []
        if d.get("maxvalue") and not values:
            values = [exp.column("MAXVALUE")] * len(columns)
        if len(values) != len(columns):
            return None
        row = []
        for value, column in zip(values, columns):
            if isinstance(value, exp.Column) and value.name.upper() == "MAXVALUE":
                row.append(_MAXVALUE)
            elif column is not None and column.kind == "integer" and integer_literal(value) is not None:
                row.append(integer_literal(value))
            elif column is not None and column.kind == "text" and isinstance(value, exp.Literal) and value.is_string:
                row.append(value.name)
            elif (column is not None and column.kind == "temporal" and isinstance(value, exp.Literal) and value.is_string
                  and _moment(value.name) is not None):
                row.append(_moment(value.name))
            else:
                return None
        rows.append(row)
    return rows


_MOMENT = re.compile(r"\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?")


def _moment(text: str) -> Optional[datetime]:
    """A date or date-time a temporal column's bound names in its canonical form ('2020-01-31',
    '2020-01-31 12:00:00'), as the moment it is; None for another form, or a day no calendar has
    (the server's 1654, not an order)."""
    if not _MOMENT.fullmatch(text):
        return None
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def _row_order(before: list, after: list, columns: list[Optional[ColumnKind]]) -> Optional[bool]:
    """Whether row `after` is above row `before` (the server compares them column by column),
    None when a pair of strings makes the order depend on the collation's weights."""
    for a, b, column in zip(before, after, columns):
        if a is _MAXVALUE or b is _MAXVALUE:
            if a is b:
                continue
            return b is _MAXVALUE
        if isinstance(a, (int, datetime)):  # (a number, or a moment of a temporal column)
            if a != b:
                return b > a
            continue
        if column.trims:
            a, b = a.rstrip(" "), b.rstrip(" ")
        if a != b:
            return None
    return False


def _shown(value: object) -> str:
    if isinstance(value, datetime):
        return repr(str(value)[:10] if str(value).endswith(" 00:00:00") else str(value))
    return "MAXVALUE" if value is _MAXVALUE else repr(value) if isinstance(value, str) else str(value)


# The characters a character set holds, as a Python codec encodes them (MariaDB 10.11's
# strings/ctype-*.c). latin1 is MariaDB's cp1252 with the five code points cp1252 leaves
# undefined mapped to themselves (ctype-latin1.c, cs_to_uni); the UTF-8 and UCS-2 sets hold
# the Basic Multilingual Plane or all of Unicode. Other character sets: not judged.
_LATIN1_UNDEFINED_IN_CP1252 = frozenset("\x81\x8d\x8f\x90\x9d")


def _holds(charset: str, text: str) -> Optional[bool]:
    if charset in ("utf8mb4", "utf16", "utf16le", "utf32", "binary"):
        return True
    if charset in ("utf8mb3", "ucs2"):
        return all(ord(ch) <= 0xFFFF for ch in text)
    if charset == "ascii":
        return all(ord(ch) < 0x80 for ch in text)
    if charset == "latin1":
        return all(ch in _LATIN1_UNDEFINED_IN_CP1252 or _encodes(ch, "cp1252") for ch in text)
    return None


def _encodes(ch: str, codec: str) -> bool:
    try:
        ch.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


# an introducer's character set -> how its hexadecimal bytes decode (MariaDB's ucs2 is UCS-2 big-endian)
_DECODE_HEX = {"_ucs2": "utf-16-be", "_utf8": "utf-8", "_utf8mb3": "utf-8", "_utf8mb4": "utf-8", "_utf16": "utf-16-be",
               "_utf32": "utf-32-be", "_latin1": "cp1252", "_ascii": "ascii"}


def _value_text(value: exp.Expression) -> Optional[str]:
    """The characters of a string value: a plain literal (as the file writes it), `_utf8'…'`
    / `_utf8mb4'…'` (the same characters), an introducer on hexadecimal bytes (decoded in its
    character set); None for anything else, or bytes that do not decode."""
    if isinstance(value, exp.Literal) and value.is_string:
        return value.name
    if not isinstance(value, exp.Introducer):
        return None
    charset = value.this.name.lower() if isinstance(value.this, exp.Expression) else str(value.this).lower()
    inner = value.expression
    if isinstance(inner, exp.Literal) and inner.is_string and charset in ("_utf8", "_utf8mb3", "_utf8mb4"):
        return inner.name
    if isinstance(inner, exp.HexString) and charset in _DECODE_HEX:
        try:
            return bytes.fromhex(inner.name).decode(_DECODE_HEX[charset])
        except ValueError:
            return None
    return None


def _unconvertible(definitions: list[dict], columns: list[Optional[ColumnKind]]) -> Iterator[tuple[int, str]]:
    """A COLUMNS value the server cannot convert to its column's character set: a string
    column's own, latin1 for a temporal one (partition_info::get_column_item: a value whose
    character set differs is converted with safe_charset_converter, and one holding a character
    the target lacks is refused, 1564, "this partition function is not allowed")."""
    for d in definitions:
        values = d.get("values") or []
        rows = [values] if d.get("kind") == "LESS THAN" else [v.expressions if isinstance(v, exp.Tuple) else [v]
                                                              for v in values]
        for row in rows:
            for value, column in zip(row, columns):
                if column is None or column.kind not in ("text", "temporal"):
                    continue
                charset = "latin1" if column.kind == "temporal" else column.charset
                text = _value_text(value)
                if charset is None or text is None or _holds(charset, text) is not False:
                    continue
                name = d["name"].name if d.get("name") is not None else ""
                yield 1564, (f"partition {name}: the value {value.sql(dialect='mysql')[:40]} holds a character "
                             f"{charset} lacks; the server converts a COLUMNS value to its column's character set "
                             "(error 1564, this partition function is not allowed)")
                return


def list_values(definitions: list[dict]) -> Iterator[tuple[int, str]]:
    """The same integer (or NULL) in two LIST partitions or twice in one (1495)."""
    seen: set = set()
    for d in definitions:
        for value in d.get("values") or []:
            key = "NULL" if isinstance(value, exp.Null) else integer_literal(value)
            if key is None:
                continue
            if key in seen:
                yield 1495, f"LIST partitioning lists the value {key} twice (error 1495, multiple definition of same constant)"
                return
            seen.add(key)


def _sub(spec: dict) -> dict:
    sub = spec.get("subpartition")
    return fields(sub) if isinstance(sub, exp.Struct) else {}


def integer_literal(node: object) -> Optional[int]:
    """A plain integer literal's value (also negated), else None."""
    if isinstance(node, exp.Literal) and not node.is_string and node.name.lstrip("-").isdigit():
        return int(node.name)
    if isinstance(node, exp.Neg):
        inner = integer_literal(node.this)
        return -inner if inner is not None else None
    return None
