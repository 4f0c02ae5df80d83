"""A column definition of a DDL statement's tree, read into the model's Column: its type as
MySQL names it, its character set and collation (resolved column → table → schema → server),
its attributes and the PRIMARY KEY / UNIQUE it declares inline. Part of the replay (build.py)."""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp

from ..read import charsets
from ..read.dialect import SERIAL_DEFAULT_VALUE, SRID, UNSIGNED
from ..model import (
    BLOB_TYPES, INTEGER_TYPES, PRIMARY, SPATIAL_TYPES, STRING_TYPES, TEMPORAL_TYPES, UNIQUE, Column, Index, IndexPart,
    Table,
)
from .clauses import int_of, node_span, sql_text
from ..read.source import Statement

# sqlglot type name → (MySQL type name, unsigned)
_TYPE_MAP = {
    "UTINYINT": ("TINYINT", True), "USMALLINT": ("SMALLINT", True), "UMEDIUMINT": ("MEDIUMINT", True),
    "UINT": ("INT", True), "UBIGINT": ("BIGINT", True), "UDECIMAL": ("DECIMAL", True),
    "UDOUBLE": ("DOUBLE", True), "UFLOAT": ("FLOAT", True), "TIMESTAMPTZ": ("TIMESTAMP", False),
    "TIMESTAMPLTZ": ("TIMESTAMP", False), "NCHAR": ("CHAR", False), "NVARCHAR": ("VARCHAR", False),
    "BOOLEAN": ("TINYINT", False), "BIGDECIMAL": ("DECIMAL", False), "DATETIME64": ("DATETIME", False),
    "TEXT": ("TEXT", False), "INT": ("INT", False),
}


_LENGTH_TYPES = {"CHAR", "VARCHAR", "BINARY", "VARBINARY", "BIT"}


# Every column type the model knows; anything else is a typo MySQL would reject (SL001).
# INET4, INET6, UUID: MariaDB 10.5+/10.7+; VECTOR: MySQL 9, MariaDB 11.7.
KNOWN_TYPES = (INTEGER_TYPES | TEMPORAL_TYPES | STRING_TYPES | BLOB_TYPES | SPATIAL_TYPES
               | {"DECIMAL", "FLOAT", "DOUBLE", "BIT", "BINARY", "VARBINARY", "JSON", "INET4", "INET6", "UUID",
                  "VECTOR"})


# what _apply_type does with a type's parameters, by MySQL type name
_TYPE_GROUP = {
    **dict.fromkeys(("ENUM", "SET"), "ENUM"), **dict.fromkeys(("DECIMAL", "NUMERIC"), "DECIMAL"),
    **dict.fromkeys(("FLOAT", "DOUBLE"), "FLOAT"), **dict.fromkeys(("DATETIME", "TIMESTAMP", "TIME"), "TEMPORAL"),
    **dict.fromkeys(_LENGTH_TYPES, "LENGTH"),
    **dict.fromkeys(("TINYINT", "SMALLINT", "MEDIUMINT", "INT", "BIGINT", "YEAR"), "INTEGER"),
    **dict.fromkeys(("TEXT", "BLOB"), "TEXT"), "USERDEFINED": "USERDEFINED",
}


_DTYPE = exp.DataType.Type


_NCHAR, _NVARCHAR = _DTYPE.NCHAR, _DTYPE.NVARCHAR


# The column constraints _column reads, in the order it tests them: a constraint is handled as
# the first of these classes it is an instance of (looked up once per class, in _KIND_CLASS).
_NOT_NULL, _CHARACTER_SET, _COLLATE = (
    exp.NotNullColumnConstraint, exp.CharacterSetColumnConstraint, exp.CollateColumnConstraint)


_BINARY, _DEFAULT, _ON_UPDATE = exp.BinaryColumnConstraint, exp.DefaultColumnConstraint, exp.OnUpdateColumnConstraint


_AUTO_INCREMENT, _COMPUTED, _COMMENT = (
    exp.AutoIncrementColumnConstraint, exp.ComputedColumnConstraint, exp.CommentColumnConstraint)


# `GENERATED ALWAYS AS (expr)` with neither VIRTUAL nor STORED: sqlglot reads it as an identity
# column with an expression; MySQL has no identity columns, so it is a VIRTUAL generated column
_GENERATED_AS = exp.GeneratedAsIdentityColumnConstraint


_ZEROFILL, _UNSIGNED = exp.ZeroFillColumnConstraint, getattr(exp, "UnsignedColumnConstraint", None)


_PROPERTY, _PRIMARY_KEY, _UNIQUE = exp.Property, exp.PrimaryKeyColumnConstraint, exp.UniqueColumnConstraint


# MariaDB's INVISIBLE column (10.3+) and `GENERATED ALWAYS AS ROW START | END` (system versioning)
_INVISIBLE, _ROW_PERIOD = exp.InvisibleColumnConstraint, exp.GeneratedAsRowColumnConstraint


_COLUMN_KINDS = tuple(c for c in (
    _NOT_NULL, _CHARACTER_SET, _COLLATE, _BINARY, _DEFAULT, _ON_UPDATE, _AUTO_INCREMENT, _COMPUTED, _COMMENT,
    _ZEROFILL, _UNSIGNED, _PROPERTY, _PRIMARY_KEY, _UNIQUE, _GENERATED_AS, _INVISIBLE, _ROW_PERIOD) if c is not None)


_AFTER_PROPERTY = _COLUMN_KINDS.index(_PROPERTY) + 1  # a Property that is not SRID: the classes after it


def _first_kind_class(kind_type: type, start: int = 0) -> Optional[type]:
    return next((c for c in _COLUMN_KINDS[start:] if issubclass(kind_type, c)), None)


def json_valid_of(node: Any) -> Optional[str]:
    """The column a `CHECK (json_valid(col))` validates (lower-case), else None."""
    if not isinstance(node, exp.CheckColumnConstraint):
        return None
    call = node.this
    if isinstance(call, exp.Anonymous) and str(call.this).lower() == "json_valid" and len(call.expressions) == 1 \
            and isinstance(call.expressions[0], exp.Column):
        return call.expressions[0].name.lower()
    return None


def holds_json(column: Column) -> None:
    """MariaDB's JSON is LONGTEXT with a json_valid() CHECK (what mariadb-dump writes for a JSON
    column): the same column as `JSON`, as live mode reads it (live.json_columns_step)."""
    column.data_type, column.charset, column.collation = "JSON", None, None


class _FirstKindClass(dict):
    def __missing__(self, kind_type: type) -> Optional[type]:
        found = self[kind_type] = _first_kind_class(kind_type)
        return found


_KIND_CLASS = _FirstKindClass()


def stored_type(column: Column) -> tuple:
    """What a foreign key compares: type, size, sign, character set and collation."""
    return (column.data_type, column.length, column.precision, column.scale, column.unsigned, column.fsp,
            column.charset, column.collation, column.values)


def _member(node: Any) -> str:
    """An ENUM / SET member as the server stores it: trailing spaces removed (MySQL and MariaDB
    both strip them), a hex or bit literal as the characters its bytes spell."""
    if isinstance(node, (exp.HexString, exp.BitString)):
        try:
            number = int(node.this, 16 if isinstance(node, exp.HexString) else 2)
            return number.to_bytes(max(1, (number.bit_length() + 7) // 8), "big").decode("latin-1")
        except (TypeError, ValueError):
            return node.name
    return node.name.rstrip(" ")


def _apply_type(column: Column, dtype: exp.DataType) -> None:
    this = dtype.this
    raw = this._name_ if type(this) is _DTYPE else this.name if hasattr(this, "name") else str(this)
    name, unsigned = _TYPE_MAP.get(raw) or (raw, False)
    column.data_type = name
    column.unsigned = column.unsigned or unsigned
    params = dtype.expressions
    group = _TYPE_GROUP.get(name)
    if group is None:
        return
    if group == "ENUM":
        column.values = tuple(_member(p) for p in params)
        return
    numbers = [int_of(p.this if isinstance(p, exp.DataTypeParam) else p) for p in params] if params else []
    if len(numbers) == 1 and numbers[0] is None:  # `VARCHAR(10.5)`: sql_yacc.yy field_length takes a
        whole = (params[0].this if isinstance(params[0], exp.DataTypeParam) else params[0]).name.split(".")[0]
        numbers = [int(whole)] if whole.isdigit() else numbers  # DECIMAL_NUM, the server its whole part
    if group == "DECIMAL":
        column.data_type = "DECIMAL"
        column.precision = numbers[0] if numbers and numbers[0] is not None else 10
        column.scale = numbers[1] if len(numbers) > 1 and numbers[1] is not None else 0
    elif group == "FLOAT":
        if name == "FLOAT" and len(numbers) == 1 and numbers[0] is not None and numbers[0] > 24:
            column.data_type = "DOUBLE"  # FLOAT(p) with p > 24 is a DOUBLE
            if numbers[0] > 53:  # (no DOUBLE holds more: kept for SL012 to refuse, error 1063)
                column.precision = numbers[0]
        if len(numbers) == 2:
            column.precision, column.scale = numbers
    elif group == "TEMPORAL":
        column.fsp = numbers[0] if numbers else 0
    elif group == "LENGTH":
        column.length = numbers[0] if numbers and numbers[0] is not None else 1
        if column.length == 0 and column.data_type == "BIT":
            column.length = 1  # BIT(0) is BIT(1) (MariaDB 10.11: NUMERIC_PRECISION 1)
    elif group == "INTEGER":
        column.display_width = numbers[0] if numbers else None
        if raw == "BOOLEAN":
            column.display_width = 1
    elif group == "TEXT":
        if numbers and numbers[0]:
            # TEXT(n)/BLOB(n) pick the smallest type that holds n bytes
            n = numbers[0]
            small = "TINY" if n < 256 else "" if n < 65536 else "MEDIUM" if n < 2**24 else "LONG"
            column.data_type = small + name
    else:  # USERDEFINED: POINT, POLYGON, …: see dialect.SchemalintMySQL
        column.data_type = str(dtype.args.get("kind") or "UNKNOWN").upper()
        if column.data_type == "GEOMCOLLECTION":
            column.data_type = "GEOMETRYCOLLECTION"


# MariaDB 10.3+'s schema-qualified types (sql_mode ORACLE / MAXDB spellings): mariadb_schema.T is
# the native T; Oracle's DATE and MaxDB's TIMESTAMP hold a time, so they are DATETIME (10.11)
_QUALIFIED_TYPES = {"oracle_schema.date": "DATETIME", "maxdb_schema.timestamp": "DATETIME"}


def _schema_qualified(dtype: exp.DataType) -> exp.DataType:
    """The type a `mariadb_schema.DATE` (oracle_schema., maxdb_schema.) names, with its parameters."""
    kind = str(dtype.args.get("kind"))
    schema, _, name = kind.partition(".")
    if schema.lower() not in ("mariadb_schema", "oracle_schema", "maxdb_schema"):
        return dtype
    try:
        built = exp.DataType.build(_QUALIFIED_TYPES.get(kind.lower(), name), dialect="mysql")
    except Exception:  # (not a type name: left as written, for the unknown-type check)
        return dtype
    if dtype.expressions:
        built.set("expressions", [e.copy() for e in dtype.expressions])
    return built


def _resolve_charset(column: Column, table: Table, charset: Optional[str], collation: Optional[str], binary_attr: bool) -> None:
    """Column → table → schema → server default, as MySQL resolves it at CREATE time."""
    if column.data_type not in CHARACTER_TYPES:
        return
    if collation == "binary" and charset is None:
        charset = "binary"  # COLLATE binary: the binary character set (VARCHAR(n) COLLATE binary is VARBINARY(n))
    if charset == "binary":  # CHAR(n) CHARACTER SET binary is BINARY(n)
        column.data_type = {"CHAR": "BINARY", "VARCHAR": "VARBINARY", "TINYTEXT": "TINYBLOB", "TEXT": "BLOB",
                            "MEDIUMTEXT": "MEDIUMBLOB", "LONGTEXT": "LONGBLOB"}.get(column.data_type, column.data_type)
        return
    if charset is None and collation:
        charset = charsets.charset_of_collation(collation)
    if charset is None:
        charset = table.options.charset or charsets.SERVER_DEFAULT_CHARSET
        collation = collation or table.options.collation
        if charset == "binary":  # a table of CHARACTER SET binary: its strings are binary too
            _resolve_charset(column, table, charset, None, binary_attr)
            return
    column.charset = charset
    column.collation = collation or charsets.DEFAULT_COLLATION.get(charset)
    if binary_attr and column.collation and not column.collation.endswith("_bin"):
        column.collation = f"{charset}_bin"


CHARACTER_TYPES = frozenset(("CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET"))


BINARY_OF = {"CHAR": "BINARY", "VARCHAR": "VARBINARY", "TINYTEXT": "TINYBLOB", "TEXT": "BLOB",
              "MEDIUMTEXT": "MEDIUMBLOB", "LONGTEXT": "LONGBLOB"}


_TEXT_BYTES = (("TINYTEXT", 255), ("TEXT", 65535), ("MEDIUMTEXT", 2**24 - 1), ("LONGTEXT", 2**32 - 1))


_TEXT_SIZES = frozenset(name for name, _ in _TEXT_BYTES)


def text_type_for(column: Column, charset: str) -> str:
    """The TEXT type that keeps the column's character capacity in another charset."""
    sizes = dict(_TEXT_BYTES)
    if column.data_type not in sizes:
        return column.data_type
    chars = sizes[column.data_type] // charsets.max_bytes_per_char(column.charset)
    need = chars * charsets.max_bytes_per_char(charset)
    for name, size in _TEXT_BYTES:
        if size >= need and size >= sizes[column.data_type]:
            return name
    return "LONGTEXT"


def column_of(stmt: Statement, table: Table, node: exp.ColumnDef,
              mariadb: bool) -> tuple[Column, list[Index], Optional[str]]:
    """The Column (and inline PRIMARY KEY / UNIQUE indexes) a column definition describes in
    `table`, which is not changed, and the type name when it is none MySQL knows (else None)."""
    span = node_span(stmt, node)
    unknown_type = None
    dtype = node.args.get("kind")
    column = Column(name=node.name, data_type="UNKNOWN", span=span)
    inline: list[Index] = []
    serial_span = None  # SERIAL or SERIAL DEFAULT VALUE: a UNIQUE KEY unless the column declares one
    national = False
    if isinstance(dtype, exp.DataType):
        if mariadb and dtype.this is _DTYPE.USERDEFINED and "." in str(dtype.args.get("kind") or ""):
            dtype = _schema_qualified(dtype)
        _apply_type(column, dtype)
        national = dtype.this is _NCHAR or dtype.this is _NVARCHAR
        if mariadb and column.data_type == "SQL_TSI_YEAR":
            column.data_type = "YEAR"  # MariaDB's synonym of YEAR (MySQL 8.0 has no such type)
        if column.data_type not in KNOWN_TYPES and column.data_type != "SERIAL":
            unknown_type = column.data_type  # (SL001: the replay reports it)
    explicit_charset = explicit_collation = None
    collate_default = False
    binary_attr = False
    for constraint in node.args.get("constraints") or ():
        kind = constraint.args.get("kind")
        cls = _KIND_CLASS[type(kind)]  # the first class of the list that `kind` is an instance of
        if cls is None:
            continue
        if cls is _PROPERTY:
            if kind.name.upper() == SRID:
                column.srid = int_of(kind.args.get("value"))
                continue
            if kind.name.upper() == UNSIGNED:  # FLOAT … UNSIGNED
                column.unsigned = True
                continue
            if kind.name.upper() == SERIAL_DEFAULT_VALUE:  # NOT NULL AUTO_INCREMENT UNIQUE
                column.nullable, column.auto_increment = False, True
                serial_span = span  # its UNIQUE is added below, unless the column declares a key
                continue
            cls = _first_kind_class(type(kind), _AFTER_PROPERTY)
            if cls is None:
                continue
        if cls is _NOT_NULL:
            column.nullable = bool(kind.args.get("allow_null"))
        elif cls is _DEFAULT:
            value = kind.this
            if isinstance(value, exp.Collate) and isinstance(value.expression, (exp.Identifier, exp.Literal, exp.Var)):
                # `DEFAULT 'x' COLLATE c`: the server's grammar ends the default at the literal and
                # reads COLLATE c as the column's (MariaDB 10.11, MySQL 8.0); sqlglot binds it to the value
                explicit_collation = charsets.normalize_collation(value.expression.name)
                value = value.this
            column.default = sql_text(value)
        elif cls is _CHARACTER_SET:
            explicit_charset = charsets.normalize(kind.this.name)
        elif cls is _COLLATE:
            explicit_collation = charsets.normalize_collation(kind.this.name)
            if explicit_collation == "default":  # (MariaDB: the character set's default collation)
                explicit_collation, collate_default = None, True
        elif cls is _AUTO_INCREMENT:
            # NOT NULL unless a NULL follows (MariaDB 10.11: `c INT NULL AUTO_INCREMENT` is NOT NULL,
            # `c INT AUTO_INCREMENT NULL` nullable; MySQL 8.0 the same)
            column.auto_increment, column.nullable = True, False
        elif cls is _BINARY:
            binary_attr = True
        elif cls is _ON_UPDATE:
            column.on_update = sql_text(kind.this)
        elif cls is _COMPUTED:
            column.generated = kind.this.sql(dialect="mysql") if kind.this is not None else ""
            column.generated_stored = bool(kind.args.get("persisted"))
        elif cls is _COMMENT:
            column.comment = kind.this.name if kind.this is not None else None
        elif cls is _ZEROFILL:
            column.zerofill = column.unsigned = True
        elif cls is _UNSIGNED:
            column.unsigned = True
        elif cls is _PRIMARY_KEY:
            if not any(i.kind == PRIMARY for i in inline):  # (`PRIMARY KEY PRIMARY KEY`: one key, MariaDB 10.11)
                inline.append(Index(PRIMARY, PRIMARY, [IndexPart(column.name)], span=span))
        elif cls is _UNIQUE:
            inline.append(Index("", UNIQUE, [IndexPart(column.name)], span=span))
        elif cls is _GENERATED_AS and kind.args.get("expression") is not None:
            column.generated = kind.args["expression"].sql(dialect="mysql")
        elif cls is _INVISIBLE:
            column.invisible = True
        elif cls is _ROW_PERIOD:
            # a system-versioning column is NOT NULL whatever it declares (MariaDB 10.11)
            column.system_period = "ROW START" if kind.args.get("start") else "ROW END"
    if column.system_period is not None:
        column.nullable = False  # a system-versioning column is NOT NULL whatever it declares (MariaDB 10.11)
    if column.data_type == "SERIAL":  # BIGINT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE
        column.data_type, column.unsigned, column.nullable, column.auto_increment = "BIGINT", True, False, True
        serial_span = span
    if serial_span is not None:
        if mariadb and any(i.kind == PRIMARY for i in inline):
            # a SERIAL PRIMARY KEY: MariaDB keeps no UNIQUE besides (SHOW CREATE TABLE, 10.11);
            # MySQL 8.0 keeps both
            inline = [i for i in inline if i.kind == PRIMARY]
        elif not any(i.kind == UNIQUE for i in inline):
            # SERIAL's implied UNIQUE is the column's one UNIQUE: `id serial unique` keeps one
            # (MariaDB 10.11 and MySQL 8.0 alike)
            inline.append(Index("", UNIQUE, [IndexPart(column.name)], span=serial_span))
    if national and explicit_charset is None and explicit_collation is None:
        explicit_charset = "utf8mb3"  # NATIONAL CHAR / NCHAR / NVARCHAR: utf8mb3, whatever the table says
    if column.data_type in CHARACTER_TYPES:
        _resolve_charset(column, table, explicit_charset, explicit_collation, binary_attr)
        if collate_default and column.charset:
            column.collation = charsets.DEFAULT_COLLATION.get(column.charset)
        if column.data_type in _TEXT_SIZES and isinstance(dtype, exp.DataType) and dtype.expressions:
            # TEXT(n) holds n characters: the smallest type with n × (bytes per character) bytes
            # (TEXT(0) is TEXT, as BLOB(0) is BLOB: no length given; MariaDB 10.11.19)
            n = (int_of(dtype.expressions[0].this if isinstance(dtype.expressions[0], exp.DataTypeParam)
                      else dtype.expressions[0]) or 0) * charsets.max_bytes_per_char(column.charset)
            if n:
                column.data_type = next(name for name, size in _TEXT_BYTES if n <= size)
    # MariaDB's JSON is a LONGTEXT with a CHECK (json_valid(…)) (checked on 10.11): both spellings
    # are modelled as JSON, as live mode reads them (live.json_columns_step)
    if column.data_type == "LONGTEXT" and any(json_valid_of(c.args.get("kind")) == column.name.lower()
                                              for c in node.args.get("constraints") or ()):
        holds_json(column)
    if mariadb and any(i.kind == PRIMARY for i in inline):
        # MariaDB keeps one key where a column is both PRIMARY KEY and UNIQUE (SERIAL too); 10.11
        inline = [i for i in inline if i.kind != UNIQUE]
    return column, inline, unknown_type
