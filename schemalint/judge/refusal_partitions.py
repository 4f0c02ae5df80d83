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

from typing import Iterator, Optional

from sqlglot import exp

from ..read.dialect import fields

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
            rows = [v for v in values if isinstance(v, exp.Tuple)]
            if len(rows) < len(values):
                yield 1564, (f"partition {name}: VALUES IN of LIST COLUMNS on {width} columns takes rows of {width} "
                             "values, not a single value (error 1564)")
                return
            wrong = next((r for r in rows if len(r.expressions) != width), None)
            if wrong is not None:
                yield 1653, (f"partition {name}: a row of {len(wrong.expressions)} values for {width} partitioning "
                             "columns (error 1653, inconsistency in usage of column lists)")
                return
        if method == "LIST COLUMNS" and width == 0:
            yield 1653, "LIST COLUMNS () names no column (error 1653, inconsistency in usage of column lists)"
            return


def against_table(node: exp.Property, columns: set[str]) -> Iterator[tuple[int, str]]:
    """check_partition_info's refusals of one PARTITION BY, given the names of the table's
    columns (lower case). Read after parse_time found nothing."""
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
    yield from _names(definitions)
    if method == "RANGE":
        yield from _range_bounds(definitions)
    elif method == "LIST":
        yield from _list_values(definitions)


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


def _range_bounds(definitions: list[dict]) -> Iterator[tuple[int, str]]:
    """RANGE bounds: MAXVALUE before the last partition (1481), NULL (1566), integer bounds not
    strictly increasing (1493; only plain integers are compared)."""
    last: Optional[int] = None
    for at, d in enumerate(definitions):
        name = d["name"].name if d.get("name") is not None else ""
        if d.get("maxvalue") and at < len(definitions) - 1:
            yield 1481, f"partition {name} is VALUES LESS THAN MAXVALUE but not the last (error 1481)"
            return
        values = d.get("values") or []
        if any(isinstance(v, exp.Null) for v in values):
            yield 1566, f"partition {name}: VALUES LESS THAN (NULL) (error 1566, NULL is not allowed there)"
            return
        bound = integer_literal(values[0]) if len(values) == 1 and not d.get("maxvalue") else None
        if bound is not None and last is not None and bound <= last:
            yield 1493, (f"partition {name}: VALUES LESS THAN ({bound}) is not above the previous partition's ({last}); "
                         "RANGE bounds must be strictly increasing (error 1493)")
            return
        last = bound if bound is not None else last


def _list_values(definitions: list[dict]) -> Iterator[tuple[int, str]]:
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
