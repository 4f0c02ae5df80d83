"""SL302 partition-key-not-in-unique-key: what MySQL refuses on a partitioned table.

Every UNIQUE and PRIMARY key must contain every column of the partitioning function
(error 1503), InnoDB partitioned tables can neither have nor be the target of foreign keys
(error 1506), and a table holds at most 8,192 partitions, subpartitions included (error 1499).

The partitioning must also take the types of its columns. The sets below model MariaDB 10.11,
measured statement by statement (tests/test_server_rejects.py checks them on the server):

- no partitioning takes a BLOB, TEXT or JSON column, KEY included (error 1502);
- RANGE, LIST and HASH over a bare column (`RANGE (d)`, `(d)`, `` `d` ``, `t.d`) need an
  integer type, YEAR or BIT; RANGE and LIST also take DECIMAL (with integer bounds), HASH does
  not. DATE, DATETIME, TIMESTAMP, TIME, CHAR, VARCHAR, BINARY, VARBINARY, FLOAT, DOUBLE, ENUM,
  SET, INET4, INET6 and UUID are refused with error 1659. Where a RANGE or LIST bound is a
  quoted or fractional value, the server reports that first (error 1697, with BLOB/TEXT/JSON
  too). An expression (`TO_DAYS(d)`, `d DIV 100`) is not type-checked; subpartitioning is not
  either (the model keeps no subpartitioning expression);
- RANGE COLUMNS and LIST COLUMNS refuse TIMESTAMP, YEAR, DECIMAL, FLOAT, DOUBLE, BIT, ENUM and
  SET (error 1659), but only once a bound gives the column a value: MariaDB accepts such a
  column whose every bound is MAXVALUE or NULL (or a LIST with only a DEFAULT partition);
- KEY takes every other type.

Where MySQL 8.0 is documented to differ (Reference Manual 26.6, "Partitioning keys must be
either integer columns or expressions that resolve to integers", and 26.2.3): it lists only
the integer types for RANGE, LIST and HASH, so it would refuse DECIMAL, YEAR and BIT there too,
and only integer, DATE, DATETIME, CHAR, VARCHAR, BINARY and VARBINARY columns for the COLUMNS
kinds, so TIME as well. Those MySQL-only refusals are not reported; they were not measured.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Iterator, Optional

from ..judge.ddl import column_list, key_part_list, quote
from ..model import Column, Index, Partitioning, Span, Table
from ..replay.references import incoming_foreign_keys
from . import RuleContext, Violation, rule

MAX_PARTITIONS = 8192
ER_UNIQUE_KEY_NEED_ALL_FIELDS_IN_PF = 1503
ER_FOREIGN_KEY_ON_PARTITIONED = 1506
ER_TOO_MANY_PARTITIONS = 1499
ER_BLOB_FIELD_IN_PART_FUNC = 1502
ER_FIELD_TYPE_NOT_ALLOWED_AS_PARTITION_FIELD = 1659
ER_VALUES_IS_NOT_INT_TYPE = 1697

# Types MariaDB 10.11 refuses (error 1659) as a bare RANGE/LIST/HASH column (HASH also DECIMAL),
# and as a RANGE COLUMNS/LIST COLUMNS column that a bound gives a value; BLOB/TEXT/JSON: 1502.
NOT_INTEGER_TYPES = frozenset({"DATE", "DATETIME", "TIMESTAMP", "TIME", "CHAR", "VARCHAR", "BINARY", "VARBINARY",
                               "FLOAT", "DOUBLE", "ENUM", "SET", "INET4", "INET6", "UUID"})
NOT_COLUMNS_TYPES = frozenset({"TIMESTAMP", "YEAR", "DECIMAL", "FLOAT", "DOUBLE", "BIT", "ENUM", "SET"})
# What MariaDB 10.11 accepted instead, by type ({m}: RANGE or LIST, {c}: the column); HASH: KEY({c}).
_INSTEAD = {
    **dict.fromkeys(("DATE", "DATETIME"), "{m} COLUMNS({c}) with the bounds written as dates, or {m} (TO_DAYS({c}))"),
    "TIMESTAMP": "{m} (UNIX_TIMESTAMP({c})), or make the column DATETIME and use {m} COLUMNS({c})",
    "TIME": "{m} (TIME_TO_SEC({c}))", "DECIMAL": "{m} (FLOOR({c}))", **dict.fromkeys(("YEAR", "BIT"), "{m} ({c})"),
    **dict.fromkeys(("CHAR", "VARCHAR", "BINARY", "VARBINARY", "INET4", "INET6", "UUID"), "{m} COLUMNS({c})"),
}
# Read only from a partitioned table: compiled on first use
_IDENTIFIER = r"(?:`(?:[^`]|``)+`|[\w$]+)"
_bare_column_re = cache(lambda: re.compile(rf"\(*(?:{_IDENTIFIER}\.){{0,2}}({_IDENTIFIER})\)*"))
_value_token_re = cache(lambda: re.compile(r"""'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*"|[(),]|[^'"(),]+"""))
_not_integer_value_re = cache(lambda: re.compile(r"""['"]|[-+]?(?:\d+\.\d*|\.\d+|\d+[eE])"""))


def later_span(*spans: Optional[Span]) -> Optional[Span]:
    """The span of the statement MySQL would reject: the later one in the same file, else the first."""
    known = [s for s in spans if s is not None]
    if not known:
        return None
    first = known[0]
    same_file = [s for s in known if s.path == first.path]
    return max(same_file, key=lambda s: (s.line, s.column))


def _inside(span: Optional[Span], outer: Optional[Span]) -> bool:
    return (span is not None and outer is not None and span.path == outer.path
            and outer.line <= span.line <= outer.end_line)


def clause_span(table: Table, clause: Optional[Span]) -> Optional[Span]:
    """Where to report a clause MySQL refuses together with the partitioning: at the clause
    when both sit in one CREATE TABLE, else at whichever statement came last."""
    part = table.partitioning.span if table.partitioning else None
    if _inside(clause, table.span) and (part is None or _inside(part, table.span)):
        return clause
    return later_span(clause, part)


def partition_columns(table: Table) -> list[str]:
    """Columns of the partitioning function as written; empty for KEY() (which uses the PK)."""
    part = table.partitioning
    if part is None:
        return []
    seen: list[str] = []
    for name in part.columns:
        col = table.column(name)
        label = col.name if col is not None else name
        if label.lower() not in (s.lower() for s in seen):
            seen.append(label)
    return seen


def missing_partition_columns(index: Index, columns: list[str]) -> list[str]:
    """Partitioning columns the key does not contain in full (prefix parts do not count)."""
    full = {p.column.lower() for p in index.parts if not p.prefix and not p.expression}
    return [c for c in columns if c.lower() not in full]


def _key_label(index: Index) -> str:
    return "PRIMARY KEY" if index.is_primary else f"UNIQUE KEY {index.name}"


def _fixed_key_ddl(table: Table, index: Index, missing: list[str]) -> str:
    cols = key_part_list(index.parts, missing)
    if index.is_primary:
        return f"ALTER TABLE {quote(table.name)} DROP PRIMARY KEY, ADD PRIMARY KEY ({cols});"
    name = quote(index.name)
    return f"ALTER TABLE {quote(table.name)} DROP INDEX {name}, ADD UNIQUE KEY {name} ({cols});"


def bare_column(part: Partitioning) -> Optional[str]:
    """The column a RANGE/LIST/HASH expression is when it is nothing but a column reference."""
    if part.expression is None or len(part.columns) != 1:
        return None
    m = _bare_column_re().fullmatch(part.expression)
    name = m.group(1).strip("`").replace("``", "`") if m else None
    return part.columns[0] if name is not None and name.lower() == part.columns[0].lower() else None


def _items(text: str) -> list[str]:
    """The top-level items of a parenthesised list such as `(5, 'a,b', (1, 2))`."""
    items, current, depth = [], "", 0
    for token in _value_token_re().findall(text.strip()[1:-1]):
        depth += (token == "(") - (token == ")")
        if token == "," and depth == 0:
            items.append(current.strip())
            current = ""
        else:
            current += token
    return [*items, current.strip()]


def bound_tuples(part: Partitioning) -> Iterator[tuple[str, list[str]]]:
    """(partition, values) for every value tuple of every VALUES clause, one value per
    partitioning column (one for RANGE/LIST); DEFAULT partitions give none."""
    width = len(part.columns) if part.method.endswith("COLUMNS") else 1
    for p in part.partitions:
        text = p.values or ""
        if text == "LESS THAN MAXVALUE":
            yield p.name, ["MAXVALUE"] * width
        elif text.startswith("LESS THAN ("):
            yield p.name, _items(text[len("LESS THAN "):])
        elif text.startswith("IN ("):
            for item in _items(text[len("IN "):]):
                yield p.name, _items(item) if width > 1 and item.startswith("(") else [item]


def refused_columns(table: Table) -> Iterator[tuple[Column, int, Optional[tuple[str, str]]]]:
    """(column, error, (partition, bound)) for each column whose type the partitioning method
    does not take on MariaDB 10.11; the bound, of RANGE/LIST, is the first non-integer one."""
    part = table.partitioning
    listed = part.method == "KEY" or part.method.endswith("COLUMNS")  # columns, not an expression
    if listed:
        names = part.columns  # KEY(): the PRIMARY KEY's columns (build.py)
    else:
        names = [c for c in [bare_column(part)] if c is not None]
    bounds = list(bound_tuples(part)) if names else []
    for i, name in enumerate(names):
        col = table.column(name)
        if col is None:
            continue
        if listed:
            if col.is_lob:
                yield col, ER_BLOB_FIELD_IN_PART_FUNC, None
            elif part.method != "KEY" and col.data_type in NOT_COLUMNS_TYPES and any(
                    i < len(values) and values[i].strip("()").upper() not in ("MAXVALUE", "NULL")
                    for _, values in bounds):
                yield col, ER_FIELD_TYPE_NOT_ALLOWED_AS_PARTITION_FIELD, None
        elif col.is_lob or col.data_type in NOT_INTEGER_TYPES or (part.method == "HASH" and col.data_type == "DECIMAL"):
            # a quoted or fractional bound is refused first (1697), whatever the column's type
            first = next(((p, v) for p, values in bounds for v in values if _not_integer_value_re().match(v)), None)
            error = ER_BLOB_FIELD_IN_PART_FUNC if col.is_lob else ER_FIELD_TYPE_NOT_ALLOWED_AS_PARTITION_FIELD
            yield col, ER_VALUES_IS_NOT_INT_TYPE if first else error, first


def _type_violation(table: Table, col: Column, error: int, bound: Optional[tuple[str, str]],
                    method: str, function: str) -> Violation:
    part = table.partitioning
    kind = part.method.removesuffix(" COLUMNS")
    c = quote(col.name)
    fix = None
    first = (f"; it reports error {error} first, as partition {bound[0]}'s bound {bound[1]} is not an integer "
             f"either") if bound else ""
    if col.is_lob:
        how = (f"no partitioning takes a BLOB, TEXT or JSON column, KEY included: MariaDB refuses the table "
               f"(error {ER_BLOB_FIELD_IN_PART_FUNC}, \"A BLOB field is not allowed in partition function\"{first})")
        instead = "Partition on a column of another type"
    else:
        if part.method.endswith("COLUMNS"):
            how = (f"{part.method} takes integer, DATE, DATETIME, CHAR, VARCHAR, BINARY and VARBINARY columns "
                   f"(MariaDB also TIME, INET4, INET6, UUID), not {col.data_type}: MariaDB refuses the table "
                   f"(error {error}) once a bound gives {c} a value")
        else:
            how = (f"{part.method} over a bare column takes an integer column: MariaDB refuses the table "
                   f"(error {ER_FIELD_TYPE_NOT_ALLOWED_AS_PARTITION_FIELD}, \"Field '{col.name}' is of a not "
                   f"allowed type for this type of partitioning\"{first})")
        if part.method == "HASH":
            count = part.count or len(part.partitions)
            fix = (f"ALTER TABLE {quote(table.name)} PARTITION BY {'LINEAR ' if part.linear else ''}KEY ({c})"
                   f"{f' PARTITIONS {count}' if count else ''};")
            instead = f"Use PARTITION BY KEY ({c}), which hashes any type but BLOB/TEXT/JSON"
        elif len(part.columns) > 1:
            instead = f"Leave {c} out of the column list, or change its type"
        elif col.data_type in _INSTEAD:
            instead = "Use PARTITION BY " + _INSTEAD[col.data_type].format(m=kind, c=c)
        else:
            instead = f"No partitioning by value takes {col.data_type}: partition on an integer column instead"
    return Violation(
        message=f"{table.qualified_name}: {function} uses {col.data_type} column {c}; {how}. {instead}.",
        span=clause_span(table, part.span) or table.span, table=table.qualified_name,
        headline=f"{table.qualified_name}: {part.method} on {col.data_type} column {c}; MariaDB refuses the table",
        evidence={"partition_method": method, "column": col.name, "column_type": col.data_type,
                  "mysql_error": error, **({"bound_partition": bound[0], "non_integer_bound": bound[1]}
                                           if bound else {})},
        fix=fix,
    )


def _long_unique(table: Table, index: Index) -> bool:
    """MariaDB's hash-based long UNIQUE (USING HASH, or a BLOB/TEXT part without a prefix): it
    checks uniqueness through a hidden hash, and MariaDB 10.11 accepts it on a table partitioned
    on other columns (`UNIQUE (b)` of a BLOB b, PARTITION BY HASH (a): no error 1503)."""
    if index.is_primary:
        return False
    if (index.using or "").upper() == "HASH":
        return True
    for part in index.parts:
        column = table.column(part.column) if part.column else None
        if column is not None and column.is_lob and not part.prefix:
            return True
    return False


@rule("SL302")
def partition_key_not_in_unique_key(ctx: RuleContext) -> Iterator[Violation]:
    from ..judge.limits import flavor_of

    mariadb = flavor_of(ctx.config).mariadb
    incoming = incoming_foreign_keys(ctx.model)
    for table in ctx.model.tables():
        part = table.partitioning
        if part is None:
            continue
        name = table.qualified_name
        method = f"{'LINEAR ' if part.linear else ''}{part.method}"
        function = f"PARTITION BY {method}({part.expression or column_list(part.columns)})"
        columns = partition_columns(table)
        for col, error, bound in refused_columns(table):
            yield _type_violation(table, col, error, bound, method, function)
        for index in table.indexes:
            if not index.is_unique or not columns or (mariadb and _long_unique(table, index)):
                continue
            missing = missing_partition_columns(index, columns)
            if not missing:
                continue
            prefixed = [p.column for p in index.parts if p.prefix and p.column.lower() in {m.lower() for m in missing}]
            note = f" ({', '.join(prefixed)} only as a prefix, which does not count)" if prefixed else ""
            yield Violation(
                message=(
                    f"{name}: {_key_label(index)} ({column_list(index.columns)}) lacks partitioning "
                    f"column(s) {column_list(missing)}{note} of {function}. MySQL refuses the table "
                    f"(error {ER_UNIQUE_KEY_NEED_ALL_FIELDS_IN_PF}): a unique key is checked inside one "
                    f"partition, so it must contain every column that picks the partition. Adding the "
                    f"column makes only the wider tuple unique; if ({column_list(index.columns)}) alone "
                    f"must stay unique, enforce it elsewhere or partition on a column the key holds."
                ),
                headline=(f"{name}: {_key_label(index)} lacks partitioning column(s) {column_list(missing)}; "
                          f"MySQL refuses the table (error {ER_UNIQUE_KEY_NEED_ALL_FIELDS_IN_PF})"),
                span=clause_span(table, index.span), table=name, index=index.name,
                evidence={"partition_method": method, "partition_columns": columns,
                          "key": index.name, "key_columns": index.columns, "missing_columns": missing,
                          "mysql_error": ER_UNIQUE_KEY_NEED_ALL_FIELDS_IN_PF},
                fix=_fixed_key_ddl(table, index, missing),
            )
        if table.is_innodb:
            for fk in table.foreign_keys:
                label = fk.name or f"({column_list(fk.columns)}) → {fk.ref_table}"
                yield Violation(
                    message=(
                        f"{name} is partitioned ({method}) and has foreign key {label}: InnoDB does not "
                        f"support foreign keys on partitioned tables (error {ER_FOREIGN_KEY_ON_PARTITIONED}). "
                        f"Drop the constraint and check the reference in the application, or do not partition."
                    ),
                    headline=(f"{name}: partitioned ({method}) with foreign key {label}; InnoDB refuses it "
                              f"(error {ER_FOREIGN_KEY_ON_PARTITIONED})"),
                    span=clause_span(table, fk.span), table=name,
                    evidence={"partition_method": method, "foreign_key": fk.name, "columns": fk.columns,
                              "references": fk.ref_table, "mysql_error": ER_FOREIGN_KEY_ON_PARTITIONED},
                    fix=(f"ALTER TABLE {quote(table.name)} DROP FOREIGN KEY {quote(fk.name)};"
                         if fk.name else None),
                )
            for other, fk in incoming.of(table):
                if not other.is_innodb:
                    continue
                label = fk.name or f"({column_list(fk.columns)})"
                yield Violation(
                    message=(
                        f"{other.qualified_name} foreign key {label} references {name}, which is partitioned "
                        f"({method}): InnoDB tables referenced by a foreign key cannot be partitioned, and a "
                        f"foreign key cannot point at a partitioned table (MariaDB reports errno 150). Drop the "
                        f"constraint or do not partition {name}."
                    ),
                    span=later_span(fk.span, part.span),
                    table=other.qualified_name,
                    evidence={"referenced_table": name, "foreign_key": fk.name, "columns": fk.columns},
                    fix=(f"ALTER TABLE {quote(other.name)} DROP FOREIGN KEY {quote(fk.name)};"
                         if fk.name else None),
                )
        count = part.partition_count
        if count > MAX_PARTITIONS:
            sub = f" ({part.count or len(part.partitions)} × {part.subpartition_count} subpartitions)" \
                if part.subpartition_count else ""
            yield Violation(
                message=(
                    f"{name} defines {count:,} partitions{sub}; MySQL allows at most {MAX_PARTITIONS:,} "
                    f"including subpartitions (error {ER_TOO_MANY_PARTITIONS}). Use wider ranges "
                    f"(monthly instead of daily) or fewer HASH partitions."
                ),
                span=part.span or table.span, table=name,
                evidence={"partitions": count, "max_partitions": MAX_PARTITIONS,
                          "mysql_error": ER_TOO_MANY_PARTITIONS},
            )
