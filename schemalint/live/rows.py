"""One table's information_schema rows → the model's Column, Index and Partitioning (the
DDL model's forms: a live server's tables are linted as a dump's are)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Optional

from ..read import charsets
from ..model import FULLTEXT, INDEX, PRIMARY, SPATIAL, UNIQUE, Column, Index, IndexPart, PartitionDef, Partitioning, Table

_LENGTH_TYPES = {"CHAR", "VARCHAR", "BINARY", "VARBINARY", "BIT"}
_INT_TYPES = {"TINYINT", "SMALLINT", "MEDIUMINT", "INT", "BIGINT", "YEAR"}


@lru_cache(maxsize=4096)
def _charset(name: Optional[str]) -> Optional[str]:
    return charsets.normalize(name) if name else None


@lru_cache(maxsize=4096)
def collation_and_charset(name: Optional[str]) -> tuple[Optional[str], Optional[str]]:
    """(normalized collation, its charset)."""
    coll = charsets.normalize_collation(name) if name else None
    return coll, charsets.charset_of_collation(coll) if coll else None


@lru_cache(maxsize=8192)
def _type_info(column_type: str) -> tuple[str, tuple[str, ...], str]:
    name, args, rest = split_type(column_type)
    return name, tuple(args), rest


def split_type(column_type: str) -> tuple[str, list[str], str]:
    """`decimal(10,2) unsigned zerofill` → ("DECIMAL", ["10", "2"], "unsigned zerofill");
    `enum('a','b''c')` → ("ENUM", ["'a'", "'b''c'"], "")."""
    text = column_type.strip()
    paren = text.find("(")
    space = text.find(" ")
    if paren == -1 or (space != -1 and space < paren):
        name, _, rest = text.partition(" ")
        return name.upper(), [], rest.strip().lower()
    name = text[:paren].strip().upper()
    args: list[str] = []
    buf: list[str] = []
    i, quote = paren + 1, None
    while i < len(text):
        ch = text[i]
        if quote:
            buf.append(ch)
            if ch == quote:
                if i + 1 < len(text) and text[i + 1] == quote:
                    buf.append(quote)
                    i += 1
                else:
                    quote = None
        elif ch in "'\"":
            quote = ch
            buf.append(ch)
        elif ch == ",":
            args.append("".join(buf).strip())
            buf = []
        elif ch == ")":
            args.append("".join(buf).strip())
            return name, [a for a in args if a != ""], text[i + 1:].strip().lower()
        else:
            buf.append(ch)
        i += 1
    return name, args, ""


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        q = value[0]
        return value[1:-1].replace(q + q, q).replace("\\\\", "\\")
    return value


def column_from_row(row: tuple, mariadb: bool) -> Column:
    """One information_schema.COLUMNS row (as selected in columns_step) → Column."""
    (_, _, name, _, default, nullable, data_type, column_type, dt_precision, charset, collation, extra, comment,
     generation) = row
    type_name, args, rest = _type_info(str(column_type))
    if not type_name:
        type_name = str(data_type).upper()
    col = Column(name=name, data_type=type_name, nullable=str(nullable).upper() == "YES")
    col.unsigned = "unsigned" in rest
    col.zerofill = "zerofill" in rest
    nums = [int(a) for a in args if a.isdigit()]
    if type_name in ("ENUM", "SET"):
        col.values = tuple(_unquote(a) for a in args)
    elif type_name in ("DECIMAL", "NUMERIC"):
        col.data_type = "DECIMAL"
        col.precision = nums[0] if nums else 10
        col.scale = nums[1] if len(nums) > 1 else 0
    elif type_name in ("FLOAT", "DOUBLE", "REAL", "DOUBLE PRECISION"):
        col.data_type = "DOUBLE" if type_name != "FLOAT" else "FLOAT"
        if len(nums) == 2:
            col.precision, col.scale = nums
    elif type_name in ("DATETIME", "TIMESTAMP", "TIME"):
        col.fsp = int(dt_precision) if dt_precision is not None else (nums[0] if nums else 0)
    elif type_name in _LENGTH_TYPES:
        col.length = nums[0] if nums else 1
    elif type_name in _INT_TYPES:
        col.display_width = nums[0] if nums else None
    elif type_name == "JSON":
        pass
    if col.data_type in ("CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET"):
        col.collation, of_collation = collation_and_charset(collation)
        col.charset = _charset(charset) or of_collation
    extra_l = str(extra or "").lower()
    col.auto_increment = "auto_increment" in extra_l
    if "generated" in extra_l and generation:
        col.generated = str(generation)
        col.generated_stored = "stored" in extra_l or "persistent" in extra_l
    m = re.search(r"on update (\S+)", extra_l)
    if m:
        col.on_update = m.group(1).upper()
    col.comment = comment or None
    col.default = _default_sql(default, col, extra_l, mariadb)
    return col


def _default_sql(default: Any, col: Column, extra: str, mariadb: bool) -> Optional[str]:
    """COLUMN_DEFAULT as the SQL text of a DEFAULT clause. MariaDB (10.2.7+) already gives
    SQL (`'x'`, `NULL`, `current_timestamp()`); MySQL gives the bare value."""
    if default is None or col.generated:
        return None
    text = str(default)
    if mariadb:
        return None if text == "NULL" else text
    if "default_generated" in extra or col.data_type in ("BIT",):
        return text
    if col.is_string or col.data_type in ("DATE", "DATETIME", "TIMESTAMP", "TIME", "YEAR", "BINARY", "VARBINARY"):
        return "'" + text.replace("'", "''") + "'"
    return text


def indexes_from_records(records: list[list[Optional[str]]], table: Table) -> list[Index]:
    """information_schema.STATISTICS records of one table (as packed in statistics_step):
    INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME, COLLATION, SUB_PART, INDEX_TYPE,
    INDEX_COMMENT, EXPRESSION, visible."""
    found: dict[str, tuple[Index, list[tuple[int, IndexPart]]]] = {}
    for iname, non_unique, seq, column, collation, sub_part, itype, comment, expression, vis in records:
        entry = found.get(iname)
        if entry is None:
            itype = (itype or "").upper()
            kind = (PRIMARY if iname == "PRIMARY" else FULLTEXT if itype == "FULLTEXT"
                    else SPATIAL if itype == "SPATIAL" else UNIQUE if int(non_unique) == 0 else INDEX)
            index = Index(name=iname, kind=kind, parts=[], visible=str(vis).upper() != "NO",
                          using="HASH" if itype == "HASH" else None, comment=comment or None, span=table.span)
            entry = found[iname] = (index, [])
        index, parts = entry
        prefix = int(sub_part) if sub_part is not None and index.kind != SPATIAL else None
        if column is None and expression:
            cols = re.findall(r"`((?:[^`]|``)+)`", expression)
            part = IndexPart(cols[0].replace("``", "`") if cols else expression, descending=collation == "D",
                             expression=expression)
        else:
            part = IndexPart(column, prefix=prefix, descending=collation == "D")
        parts.append((int(seq), part))
    indexes = []
    for index, parts in found.values():
        parts.sort(key=lambda p: p[0])
        index.parts = [p for _, p in parts]
        indexes.append(index)
    indexes.sort(key=lambda i: not i.is_primary)
    for index in indexes:  # PRIMARY KEY columns are NOT NULL
        if index.is_primary:
            for part in index.parts:
                col = table.column(part.column)
                if col is not None:
                    col.nullable = False
    return indexes


def _split_values(text: str) -> list[str]:
    """`1,'a,b',MAXVALUE` → ["1", "'a,b'", "MAXVALUE"] (commas inside quotes kept)."""
    out, buf, quote = [], [], None
    for ch in text:
        if quote:
            buf.append(ch)
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
            buf.append(ch)
        elif ch == ",":
            out.append("".join(buf).strip())
            buf = []
        else:
            buf.append(ch)
    if buf or out:
        out.append("".join(buf).strip())
    return out


def _identifiers(text: str) -> list[str]:
    names = re.findall(r"`((?:[^`]|``)+)`", text)
    if names:
        return [n.replace("``", "`") for n in names]
    return [t.strip() for t in text.split(",") if t.strip()]


def _expression(text: str) -> tuple[Optional[str], list[str]]:
    """A partition expression as sqlglot writes it (the form the DDL model holds), and its columns."""
    try:
        from sqlglot import exp

        from ..read.parse import dialect

        node = dialect().parse(f"SELECT {text}")[0].expressions[0]
        for ident in node.find_all(exp.Identifier):  # `created` → created, as most DDL writes it
            if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$]*", ident.name):
                ident.set("quoted", False)
        return node.sql(dialect="mysql"), [c.name for c in node.find_all(exp.Column)]
    except Exception:
        return text, _identifiers(text)


def partitioning_from_rows(rows: list[tuple], table: Table) -> Partitioning:
    """information_schema.PARTITIONS rows of one table (as selected in partitions_step)."""
    rows = sorted(rows, key=lambda r: (int(r[4] or 0), r[3] or ""))
    first = rows[0]
    method = str(first[5] or "").upper()
    linear = method.startswith("LINEAR ")
    method = method.removeprefix("LINEAR ").strip()
    raw_expr = str(first[7] or "")
    if method in ("KEY", "RANGE COLUMNS", "LIST COLUMNS"):
        expression, columns = None, _identifiers(raw_expr)
    else:
        expression, columns = _expression(raw_expr)
    parts: list[PartitionDef] = []
    subs: dict[str, int] = {}
    for row in rows:
        pname, sub = row[2], row[3]
        if sub is not None:
            subs[pname] = subs.get(pname, 0) + 1
        if any(p.name == pname for p in parts):
            continue
        desc = row[8]
        if method.startswith("RANGE"):
            values = "LESS THAN MAXVALUE" if str(desc).upper() == "MAXVALUE" else \
                f"LESS THAN ({', '.join(_split_values(str(desc)))})"
        elif method.startswith("LIST"):
            values = f"IN ({', '.join(_split_values(str(desc)))})"
        else:
            values = None
        parts.append(PartitionDef(pname, values, span=table.span))
    sub_method = str(first[6]).upper().removeprefix("LINEAR ").strip() if first[6] else None
    count = len(parts) if method in ("HASH", "KEY") else None
    return Partitioning(method=method, linear=linear, expression=expression, columns=columns,
                        partitions=parts, count=count, subpartition_method=sub_method,
                        subpartition_count=max(subs.values()) if subs else None, span=table.span)
