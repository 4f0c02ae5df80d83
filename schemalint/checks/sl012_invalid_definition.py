"""SL012 invalid-definition: table definitions sqlglot parses but MySQL refuses.

Each check names the server error it prevents:
- 1060 duplicate column name (also a column listed twice in one index)
- 1061 duplicate index name
- 1072 an index on a column the table does not have
- 1075 more than one AUTO_INCREMENT column, or one that does not lead any index
- 1063 AUTO_INCREMENT on a type that cannot count (DECIMAL, strings, dates)
- 1170 BLOB/TEXT in a key without a prefix length (3152 for JSON on MySQL)
- 1283 a FULLTEXT index on a column that is not CHAR/VARCHAR/TEXT
- 1089 a prefix longer than the column, or on a column that is not a string
- 1252 / 1687 a SPATIAL index on a NULLable or non-geometry column
- the server's limits: a name over 64 characters (1103 for a table, 1059 for a column, index,
  constraint or partition), more than 1,017 columns in an InnoDB table (1005, errno 185) or
  4,096 in any (1117), a SET of more than 64 members (1097), an ENUM of more than 65,535 (1117)

Where MariaDB 10.11 accepts what MySQL 8.0 refuses (TEXT keys without a prefix, prefixes on
numbers), the finding says what MariaDB does instead and is a warning for a MariaDB target.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..ddl import quote
from ..limits import Flavor, column_max_bytes, flavor_of, is_lob, per_char_bytes
from ..model import (
    FULLTEXT, INTEGER_TYPES, PRIMARY, SPATIAL, SPATIAL_TYPES, UNIQUE, Column, Index, Span, Table,
)
from . import RuleContext, Violation, rule
from .sl010_key_too_long import key_label

_FULLTEXT_TYPES = frozenset({"CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT"})
_AUTO_INC_TYPES = INTEGER_TYPES | {"FLOAT", "DOUBLE"}


def _violation(table: Table, span: Optional[Span], message: str, error: int, index: Optional[str] = None,
               severity: Optional[str] = None, fix: Optional[str] = None, headline: Optional[str] = None,
               **evidence) -> Violation:
    clause = message.split("; ", 1)[0].split(": ", 1)[0].split(", ", 1)[0].split(" (", 1)[0].rstrip(".")
    headline = f"{table.qualified_name}: {headline or clause}" + ("" if "error" in (headline or clause) else f" (error {error})")
    return Violation(message=f"{table.qualified_name}: {message}", span=span or table.span,
                     table=table.qualified_name, index=index, severity=severity, fix=fix,
                     evidence={"server_error": error, **evidence}, headline=headline)


def _duplicate_columns(table: Table, seen: Optional[dict[str, Column]] = None) -> Iterator[Violation]:
    """Also fills `seen`: lower-case name -> the first column of that name (Table.column's)."""
    seen = {} if seen is None else seen
    for col in table.columns:
        key = col.name.lower()
        if key in seen:
            yield _violation(table, col.span, f"column {col.name} is defined twice; the server rejects the "
                             f"table (error 1060, duplicate column name).", 1060, column=col.name)
        else:
            seen[key] = col


def _duplicate_indexes(table: Table) -> Iterator[Violation]:
    seen: dict[str, Index] = {}
    for idx in table.indexes:
        if idx.implicit:
            continue
        key = idx.name.lower()
        if key in seen:
            yield _violation(table, idx.span, f"index name {idx.name} is used twice; the server rejects the "
                             f"table (error 1061, duplicate key name). Give each index its own name.",
                             1061, index=idx.name)
        else:
            seen[key] = idx


def _index_parts(table: Table, flavor: Flavor, columns: Optional[dict[str, Column]] = None) -> Iterator[Violation]:
    """`columns`: the table's columns by lower-case name, the first of a name."""
    for idx in table.indexes:
        if idx.implicit:
            continue
        label = key_label(idx)
        listed: set[str] = set()
        for part in idx.parts:
            if part.expression:
                continue
            col = columns.get(part.column.lower()) if columns is not None else table.column(part.column)
            if col is None:
                if table.from_select:
                    continue  # (the SELECT may add it: the model holds only the declared columns)
                yield _violation(table, idx.span, f"{label} names column {part.column}, which the table does not "
                                 f"have (error 1072).", 1072, index=idx.name, column=part.column)
                continue
            if col.name.lower() in listed:
                yield _violation(table, idx.span, f"{label} lists column {col.name} twice (error 1060).", 1060,
                                 index=idx.name, column=col.name)
            listed.add(col.name.lower())
            yield from _part_checks(table, idx, label, col, part.prefix, flavor)


def _part_checks(table: Table, idx: Index, label: str, col: Column, prefix: Optional[int],
                 flavor: Flavor) -> Iterator[Violation]:
    if idx.kind == FULLTEXT:
        if col.data_type not in _FULLTEXT_TYPES:
            yield _violation(table, idx.span, f"FULLTEXT KEY {idx.name} includes {col.name} "
                             f"({col.data_type}); only CHAR, VARCHAR and TEXT columns can be part of a FULLTEXT "
                             f"index (error 1283).", 1283, index=idx.name, column=col.name)
        return
    if idx.kind == SPATIAL:
        if col.data_type not in SPATIAL_TYPES:
            yield _violation(table, idx.span, f"SPATIAL KEY {idx.name} includes {col.name} ({col.data_type}); "
                             f"a SPATIAL index takes only a geometry column (error 1687).", 1687,
                             index=idx.name, column=col.name)
        elif col.nullable:
            yield _violation(table, col.span or idx.span, f"SPATIAL KEY {idx.name} is on {col.name}, which is "
                             f"NULLable; all parts of a SPATIAL index must be NOT NULL (error 1252).", 1252,
                             index=idx.name, column=col.name,
                             fix=f"ALTER TABLE {quote(table.name)} MODIFY {quote(col.name)} {col.data_type} NOT NULL;")
        return
    if prefix:
        stringy = col.is_string or col.is_binary_string
        if not stringy or col.data_type in ("ENUM", "SET"):
            if flavor.mariadb:
                yield _violation(table, idx.span, f"{label} gives {col.name} ({col.data_type}) a prefix length "
                                 f"({prefix}); only strings take prefixes. MySQL 8.0 rejects this (error 1089); "
                                 f"{flavor.label} ignores the prefix.", 1089, index=idx.name, column=col.name,
                                 severity="warning")
            else:
                yield _violation(table, idx.span, f"{label} gives {col.name} ({col.data_type}) a prefix length "
                                 f"({prefix}); only string columns take prefixes (error 1089).", 1089,
                                 index=idx.name, column=col.name)
        elif not is_lob(col) and col.length is not None and prefix > col.length:
            yield _violation(table, idx.span, f"{label} takes a {prefix}-character prefix of {col.name}, which "
                             f"holds only {col.length}: the server rejects the key (error 1089). Index the "
                             f"whole column or a shorter prefix.", 1089, index=idx.name, column=col.name)
        return
    if is_lob(col):
        yield from _lob_without_prefix(table, idx, label, col, flavor)


def _lob_without_prefix(table: Table, idx: Index, label: str, col: Column, flavor: Flavor) -> Iterator[Violation]:
    bytes_ = column_max_bytes(col)
    hint = max(191, 767 // per_char_bytes(col)) if col.data_type != "JSON" else None
    fix = None
    if hint and not idx.is_primary and idx.kind != UNIQUE:
        cols = ", ".join(f"{quote(p.column)}({hint})" if p.column.lower() == col.name.lower() else
                         quote(p.column) + (f"({p.prefix})" if p.prefix else "") for p in idx.parts)
        fix = f"ALTER TABLE {quote(table.name)} DROP INDEX {quote(idx.name)}, ADD INDEX {quote(idx.name)} ({cols});"
    if col.data_type == "JSON" and not flavor.mariadb:
        yield _violation(table, idx.span, f"{label} indexes JSON column {col.name} directly; MySQL indexes JSON "
                         f"only through a generated column or a functional key part on a path, e.g. "
                         f"((CAST(doc->>'$.id' AS UNSIGNED))) (error 3152).", 3152, index=idx.name, column=col.name)
        return
    if not flavor.mariadb or idx.kind == PRIMARY:
        yield _violation(table, idx.span, f"{label} indexes {col.data_type} column {col.name} without a prefix "
                         f"length; a BLOB/TEXT key part needs one, e.g. {col.name}({hint or 191}) "
                         f"(error 1170).", 1170, index=idx.name, column=col.name, fix=fix)
        return
    if idx.kind == UNIQUE:
        what = ("accepts it as a hash-based long UNIQUE (USING HASH: a hidden hash column, no range "
                "scans, no ordered reads)")
    elif len(idx.parts) == 1:
        what = "silently indexes only a 3,072-byte prefix (note 1071)"
    else:
        what = "rejects it too, as the key is longer than 3,072 bytes (error 1071)"
    severity = "error" if "rejects" in what else "warning"
    yield _violation(table, idx.span, f"{label} indexes {col.data_type} column {col.name} ({bytes_:,} bytes) "
                     f"without a prefix length. MySQL 8.0 rejects this (error 1170); {flavor.label} {what}.",
                     1170, index=idx.name, column=col.name, severity=severity, fix=fix)


def _auto_increment(table: Table) -> Iterator[Violation]:
    autos = [c for c in table.columns if c.auto_increment]
    if not autos:
        return
    if len(autos) > 1:
        names = ", ".join(c.name for c in autos)
        yield _violation(table, autos[1].span, f"has {len(autos)} AUTO_INCREMENT columns ({names}); a table may "
                         f"have only one (error 1075).", 1075, columns=[c.name for c in autos])
    for col in autos:
        if col.data_type not in _AUTO_INC_TYPES:
            yield _violation(table, col.span, f"AUTO_INCREMENT column {col.name} is {col.data_type}; only integer "
                             f"(and, deprecated, FLOAT/DOUBLE) columns can count (error 1063).", 1063,
                             column=col.name)
            continue
        leading = [i for i in table.indexes
                   if i.kind not in (FULLTEXT, SPATIAL) and i.parts and not i.parts[0].expression
                   and i.parts[0].column.lower() == col.name.lower()]
        if leading:
            continue
        anywhere = [i.name for i in table.indexes if any(p.column.lower() == col.name.lower() for p in i.parts)]
        where = (f"it appears only after the first column of {', '.join(anywhere)}, which InnoDB does not accept"
                 if anywhere and table.is_innodb else "no index starts with it")
        if anywhere and not table.is_innodb:
            continue  # MyISAM/Aria accept an AUTO_INCREMENT column as a later key part
        yield _violation(table, col.span, f"AUTO_INCREMENT column {col.name} must be the first column of an index, "
                         f"but {where} (error 1075).", 1075, column=col.name,
                         fix=(f"ALTER TABLE {quote(table.name)} ADD PRIMARY KEY ({quote(col.name)});"
                              if table.primary_key is None else
                              f"ALTER TABLE {quote(table.name)} ADD KEY {quote(col.name)} ({quote(col.name)});"))


# The server's own limits, as MariaDB 10.11 enforces them (tests/test_server_rejects.py):
MAX_NAME_CHARS = 64  # table, column, index, constraint, partition and database names (characters)
MAX_INNODB_COLUMNS = 1017  # more: error 1005, errno 185 "Too many columns"
MAX_COLUMNS = 4096  # any engine; more: error 1117 "Too many columns"
MAX_SET_MEMBERS = 64  # more: error 1097 "Too many strings for column … and SET"
MAX_ENUM_MEMBERS = 65535  # more: error 1117 "Table definition is too large"


def shown_name(name: str) -> str:
    """A name for a message: whole when short, else its start and its length (a hostile file's
    name may be megabytes long)."""
    return name if len(name) <= 80 else f"{name[:40]}… ({len(name):,} characters)"


def _limits(table: Table) -> Iterator[Violation]:
    """The server's limits on names, columns and ENUM/SET members."""
    if len(table.name) > MAX_NAME_CHARS:
        yield _violation(table, table.span, f"table name {shown_name(table.name)} is {len(table.name):,} characters long, "
                         f"more than {MAX_NAME_CHARS}: the server rejects it (error 1103, incorrect table name).",
                         1103, headline=f"table name of {len(table.name):,} characters, over {MAX_NAME_CHARS}",
                         name_chars=len(table.name))
    named = [("column", col.name, col.span) for col in table.columns]
    named += [("index", idx.name, idx.span) for idx in table.indexes if not idx.implicit]
    named += [("constraint", fk.name, fk.span) for fk in table.foreign_keys if fk.name]
    if table.partitioning is not None:
        named += [("partition", part.name, part.span or table.partitioning.span) for part in table.partitioning.partitions]
    for what, name, span in named:
        if len(name) > MAX_NAME_CHARS:
            yield _violation(table, span, f"{what} name {shown_name(name)} is {len(name):,} characters long, more than "
                             f"{MAX_NAME_CHARS}: the server rejects it (error 1059, identifier name is too long).",
                             1059, headline=f"{what} name of {len(name):,} characters, over {MAX_NAME_CHARS}",
                             name_chars=len(name))
    count = len(table.columns)
    if table.is_innodb and count > MAX_INNODB_COLUMNS:
        yield _violation(table, table.span, f"{count:,} columns, more than InnoDB's {MAX_INNODB_COLUMNS:,}: the server "
                         "rejects the table (error 1005, errno 185 \"Too many columns\").", 1005, columns=count)
    elif count > MAX_COLUMNS:
        yield _violation(table, table.span, f"{count:,} columns, more than the server's {MAX_COLUMNS:,}: it rejects the "
                         "table (error 1117, too many columns).", 1117, columns=count)
    for col in table.columns:
        members = len(col.values)
        if col.data_type == "SET" and members > MAX_SET_MEMBERS:
            yield _violation(table, col.span, f"SET column {shown_name(col.name)} has {members:,} members, more than "
                             f"{MAX_SET_MEMBERS}: the server rejects it (error 1097, too many strings for column and SET).",
                             1097, column=col.name, members=members)
        elif col.data_type == "ENUM" and members > MAX_ENUM_MEMBERS:
            yield _violation(table, col.span, f"ENUM column {shown_name(col.name)} has {members:,} members, more than "
                             f"{MAX_ENUM_MEMBERS:,}: the server rejects the table (error 1117, table definition is "
                             "too large).", 1117, column=col.name, members=members)


@rule("SL012")
def invalid_definition(ctx: RuleContext) -> Iterator[Violation]:
    flavor = flavor_of(ctx.config)
    for table in ctx.model.tables():
        yield from _limits(table)
        columns: dict[str, Column] = {}
        yield from _duplicate_columns(table, columns)
        yield from _duplicate_indexes(table)
        yield from _index_parts(table, flavor, columns)
        yield from _auto_increment(table)
