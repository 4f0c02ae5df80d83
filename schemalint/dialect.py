"""sqlglot's MySQL dialect, extended where it falls short for DDL that real servers emit.

How it is extended matters: with `sqlglotc` installed (the `fast` extra) sqlglot's parser and
expression classes are mypyc-compiled, and compiled classes cannot be subclassed. Nor is the
MySQL dialect subclassed: sqlglot's dialect metaclass builds a subclass's tokenizer tables anew
(≈ 15M instructions, a twentieth of a one-table check). Instead, `install()` registers, once:
- parse functions into the MySQL parser's own tables (PROPERTY_PARSERS, CONSTRAINT_PARSERS, …);
  they take the parser as `self`;
- keywords into the MySQL tokenizer's own tables (KEYWORDS, and its keyword trie; RENAME out
  of its COMMANDS), and user-defined types into the dialect's settings;
- what the parse functions read is returned as stock expressions: a `Property` whose value is
  a `Struct` of named fields (`PropertyEQ`), read back by `fields()`.
`SchemalintMySQL` parses statements with the dialect so extended.

Added:
- the whole `PARTITION BY` grammar: [LINEAR] HASH/KEY, RANGE/LIST [COLUMNS], PARTITIONS n,
  SUBPARTITION BY …, bare `MAXVALUE`, per-partition options (ENGINE, COMMENT, …);
- table options sqlglot turns into an opaque command: `TABLESPACE name`, `CHECKSUM=1`;
- spatial column types (POINT, POLYGON, …: parsed as user-defined types) and `SRID n`;
- ALTER TABLE forms sqlglot leaves as an opaque command or rejects: `ADD [COLUMN] (a INT, b INT)`,
  `CONVERT TO CHARACTER SET cs [COLLATE co]`, the partition maintenance clauses (ADD / DROP /
  TRUNCATE / COALESCE / REORGANIZE / REBUILD / OPTIMIZE / ANALYZE / REPAIR / EXCHANGE PARTITION)
  and `REMOVE PARTITIONING`, MariaDB's `ALTER INDEX i [NOT] IGNORED` and `ALTER ONLINE TABLE`;
- `RENAME TABLE a TO b [, c TO d …]`, and `CREATE INDEX … ALGORITHM=… LOCK=…` /
  `DROP INDEX … ON t ALGORITHM=… LOCK=…` (the online-DDL clauses of the index statements).

Registering into MySQL's tables changes sqlglot's MySQL parsing for this whole process; the
replacements accept more than the originals did, and read the type synonyms as MySQL does.
"""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp
from sqlglot.dialects.mysql import MySQL
from sqlglot.errors import ErrorLevel, ParseError
from sqlglot.parsers.mysql import MySQLParser
from sqlglot.tokens import TokenType
from sqlglot.trie import new_trie

from .periods import install as _install_periods, parse_period_for

PARTITION_BY = "PARTITION BY"
SRID = "SRID"


class SchemalintMySQL:
    """Parses statements with sqlglot's MySQL dialect as `install()` extends it, with one
    tokenizer and one parser for every statement: making them anew cost ≈ 20–30 µs a
    statement, a fifth of parsing a mysqldump's DROP TABLE. Each parse resets them; nothing
    parses while a parse is under way."""

    def __init__(self) -> None:
        install()
        self.dialect = MySQL()
        self._tokenizer = self.dialect.tokenizer()
        self._parser = self.dialect.parser()

    def parse(self, sql: str) -> list:
        if ("schema." in sql or "SCHEMA." in sql or "Schema." in sql or "tsi_year" in sql or "TSI_YEAR" in sql) and (
                "_SCHEMA." in sql.upper() or "SQL_TSI_YEAR" in sql.upper()):
            # types sqlglot would read as user-defined ones (`mariadb_schema.DATE`): respelt first
            tokens = self._tokenizer.tokenize(sql)
            for at in reversed(_respell_mariadb(tokens)):
                del tokens[at]
            return self._parser.parse(tokens, sql)
        try:
            return self._parser.parse(self._tokenizer.tokenize(sql), sql)
        except ParseError:
            # (rare) words sqlglot's grammar has no place for, respelt where MySQL has a synonym
            tokens = self._tokenizer.tokenize(sql)
            if not _respell(tokens):
                raise
        return self._parser.parse(tokens, sql)


FLOAT_UNSIGNED = "UNSIGNED FLOAT"  # the text such a token is given (no word a user writes can match it)


def _respell(tokens: list) -> bool:
    """Re-label, in a statement that failed to parse, what sqlglot does not read but MySQL or
    MariaDB accept: each UNSIGNED after a FLOAT type and its arguments (valid, deprecated since
    MySQL 8.0.17; sqlglot has no unsigned FLOAT type) becomes the column attribute FLOAT_UNSIGNED;
    MariaDB's PERSISTENT after a generated column's `AS (…)` becomes STORED, its synonym;
    `TYPE BTREE|HASH|RTREE` becomes USING …; MariaDB's index option `[NOT] IGNORED` becomes
    [VISIBLE |] INVISIBLE. Whether anything was re-labelled."""
    changed = False
    depth = 0
    after_float = False
    previous = None
    dropped: list[int] = []  # tokens to remove (the NOT of NOT IGNORED)
    for at, token in enumerate(tokens):
        kind = token.token_type
        if kind is TokenType.FLOAT:
            after_float, depth = True, 0
        elif after_float and kind is TokenType.L_PAREN:
            depth += 1
        elif after_float and kind is TokenType.R_PAREN and depth:
            depth -= 1
        elif after_float and not depth and token.text.upper() == "UNSIGNED":
            token.text = FLOAT_UNSIGNED
            after_float, changed = False, True
        elif not depth:
            after_float = False
        word = token.text.upper() if kind is not TokenType.IDENTIFIER else ""
        if previous is TokenType.R_PAREN and word == "PERSISTENT":
            token.text, changed = "STORED", True
        elif word == "TYPE" and at + 1 < len(tokens) and tokens[at + 1].text.upper() in _INDEX_TYPES:
            # `KEY k (a) TYPE BTREE`: the older spelling of USING BTREE (both servers accept it)
            token.token_type, token.text, changed = TokenType.USING, "USING", True
        elif word == "IGNORED" and previous in (TokenType.R_PAREN, TokenType.NOT, TokenType.VAR, TokenType.STRING, TokenType.NUMBER):
            # MariaDB's ignored index (10.6+) is what MySQL calls an invisible one
            if previous is TokenType.NOT:
                dropped.append(at - 1)
                token.text = "VISIBLE"
            else:
                token.text = "INVISIBLE"
            changed = True
        previous = kind
    more = _respell_mariadb(tokens)
    dropped = sorted(set(dropped) | set(more)) if more else dropped
    for at in reversed(dropped):
        del tokens[at]
    return changed or bool(more)


# MariaDB's schema-qualified type names (10.3.24+, `mariadb_schema.DATE`): the same type, but
# oracle_schema.DATE is a DATETIME (Oracle's DATE holds a time)
_TYPE_SCHEMAS = frozenset({"MARIADB_SCHEMA", "ORACLE_SCHEMA", "MAXDB_SCHEMA"})


def _respell_mariadb(tokens: list) -> list[int]:
    """What MariaDB's grammar reads and sqlglot's does not, made sqlglot's (on the tokens of a
    statement that failed to parse): `\\N` (NULL), the ODBC escapes `{t '…'}` / `{d …}` / `{ts …}`
    (their value), schema-qualified types (`mariadb_schema.DATE`), SQL_TSI_YEAR (YEAR), and a
    CREATE TABLE's column names written `tbl.col` or `.col`. The indexes of the tokens to drop."""
    drop: list[int] = []
    create_table = len(tokens) > 1 and tokens[0].token_type is TokenType.CREATE and any(
        t.token_type is TokenType.TABLE for t in tokens[1:4])
    depth = 0
    for at, token in enumerate(tokens):
        kind = token.token_type
        nxt = tokens[at + 1] if at + 1 < len(tokens) else None
        if kind is TokenType.L_PAREN:
            depth += 1
        elif kind is TokenType.R_PAREN:
            depth -= 1
        if kind is TokenType.BACKSLASH and nxt is not None and nxt.text == "N" and nxt.start == token.end + 1:
            token.token_type, token.text = TokenType.NULL, "NULL"
            drop.append(at + 1)
        elif (kind is TokenType.L_BRACE and nxt is not None and nxt.token_type is TokenType.VAR and at + 3 < len(tokens)
              and tokens[at + 3].token_type is TokenType.R_BRACE):
            drop.extend((at, at + 1, at + 3))  # {t '14:12:01'}: the value
        elif (kind is TokenType.VAR and token.text.upper() in _TYPE_SCHEMAS and nxt is not None
              and nxt.token_type is TokenType.DOT and at + 2 < len(tokens)):
            drop.extend((at, at + 1))
            if token.text.upper() == "ORACLE_SCHEMA" and tokens[at + 2].token_type is TokenType.DATE:
                tokens[at + 2].token_type, tokens[at + 2].text = TokenType.DATETIME, "DATETIME"
        elif kind is TokenType.VAR and token.text.upper() == "SQL_TSI_YEAR" and at and \
                tokens[at - 1].token_type in (TokenType.VAR, TokenType.IDENTIFIER):
            token.token_type = TokenType.YEAR  # MariaDB's synonym of YEAR
        elif create_table and depth == 1 and at and tokens[at - 1].token_type in (TokenType.L_PAREN, TokenType.COMMA):
            if kind is TokenType.DOT:  # (.col INT)
                drop.append(at)
            elif (kind in (TokenType.VAR, TokenType.IDENTIFIER) and nxt is not None and nxt.token_type is TokenType.DOT
                  and at + 2 < len(tokens) and tokens[at + 2].token_type in (TokenType.VAR, TokenType.IDENTIFIER)):
                drop.extend((at, at + 1))  # (tbl.col INT): the table's own name may qualify its columns
    return drop


_INDEX_TYPES = frozenset({"BTREE", "HASH", "RTREE"})


# MySQL's numbered integer synonyms count bytes: INT8 is BIGINT (sqlglot reads TINYINT); REAL is
# DOUBLE (unless sql_mode REAL_AS_FLOAT); LONG [VARCHAR] is MEDIUMTEXT
KEYWORDS = {
    "INT1": TokenType.TINYINT, "INT2": TokenType.SMALLINT, "INT3": TokenType.MEDIUMINT,
    "MIDDLEINT": TokenType.MEDIUMINT, "INT4": TokenType.INT, "INT8": TokenType.BIGINT,
    "REAL": TokenType.DOUBLE, "LONG": TokenType.MEDIUMTEXT, "LONG VARCHAR": TokenType.MEDIUMTEXT,
    "LONG VARBINARY": TokenType.MEDIUMBLOB, "NATIONAL CHAR": TokenType.NCHAR,
    "NATIONAL CHARACTER": TokenType.NCHAR, "NATIONAL VARCHAR": TokenType.NVARCHAR,
    # the spellings MySQL's and MariaDB's grammars (sql_yacc.yy: `varchar`, `nvarchar`) accept
    "VARCHARACTER": TokenType.VARCHAR, "CHAR VARYING": TokenType.VARCHAR, "CHARACTER VARYING": TokenType.VARCHAR,
    "NATIONAL CHARACTER VARYING": TokenType.NVARCHAR, "NATIONAL CHAR VARYING": TokenType.NVARCHAR,
    "NATIONAL VARCHARACTER": TokenType.NVARCHAR, "NCHAR VARCHAR": TokenType.NVARCHAR,
    "NCHAR VARYING": TokenType.NVARCHAR, "NCHAR VARCHARACTER": TokenType.NVARCHAR, "LONG CHAR VARYING": TokenType.MEDIUMTEXT,
    "LONG CHARACTER VARYING": TokenType.MEDIUMTEXT, "LONG VARCHARACTER": TokenType.MEDIUMTEXT,
}


# Type names of other databases that sqlglot's tokenizer reads as a MySQL type (STRING as TEXT,
# VARCHAR2 as VARCHAR, NUMBER as DECIMAL, …): MySQL and MariaDB refuse them (checked on MariaDB
# 10.11: error 4161 "Unknown data type" or 1064), so they are words here, and the builder's
# unknown-type check reports them (SL001)
FOREIGN_TYPE_WORDS = ("BIGDECIMAL", "BIGNUMERIC", "BYTE", "BYTEA", "CLOB", "INT16", "INT32", "INT64", "LONGVARCHAR",
                      "NUMBER", "NVARCHAR2", "SHORT", "STR", "STRING", "TIMESTAMPLTZ", "TIMESTAMPTZ", "TIMESTAMP_LTZ",
                      "UINT", "VARCHAR2")


def _install_keywords() -> None:
    tokenizer = MySQL.Tokenizer
    tokenizer.KEYWORDS.update(KEYWORDS)
    for word in FOREIGN_TYPE_WORDS:
        tokenizer.KEYWORDS.pop(word, None)
    # The tokenizer finds keywords of several words (or with punctuation) through its trie:
    # added as the tokenizer's class creation adds them (tokens._TokenizerBase.__init_subclass__).
    new_trie((key.upper() for key in KEYWORDS if " " in key or any(single in key for single in tokenizer.SINGLE_TOKENS)),
             tokenizer._KEYWORD_TRIE)
    # RENAME TABLE is parsed (a statement parser in _install_alter_extensions), not kept as opaque text
    tokenizer.COMMANDS.discard(TokenType.RENAME)


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


def _parse_directory(self) -> Optional[exp.Property]:
    """DATA DIRECTORY [=] 'path' / INDEX DIRECTORY [=] 'path' (the first word is read)."""
    word = self._prev.text.upper()
    if not self._match_text_seq("DIRECTORY"):
        return None
    self._match(TokenType.EQ)
    return self.expression(exp.Property(this=exp.var(f"{word} DIRECTORY"), value=self._parse_string()))


def _parse_union(self) -> exp.Property:
    """UNION [=] (t1, t2, …) of a MERGE table."""
    self._match(TokenType.EQ)
    tables = self._parse_wrapped_csv(self._parse_table_parts)
    return self.expression(exp.Property(this=exp.var("UNION"), value=exp.Tuple(expressions=tables)))


def _wrap_with_property(original):
    """MariaDB's `WITH SYSTEM VERSIONING` table option; the rest as sqlglot reads it."""
    def parse(self):
        if self._match_text_seq("SYSTEM", "VERSIONING"):
            return self.expression(exp.Property(this=exp.var("WITH SYSTEM VERSIONING"), value=exp.true()))
        if _cte_follows(self):  # CREATE TABLE t WITH cte AS (…) SELECT …: the query's WITH, not an option
            self._retreat(self._index - 1)
            return None
        return original(self)

    return parse


def _cte_follows(self) -> bool:
    """Whether the tokens after a WITH begin a common table expression: RECURSIVE, or a name,
    its optional column list, then AS (."""
    tokens, at = self._tokens, self._index
    if at < len(tokens) and tokens[at].text.upper() == "RECURSIVE":
        return True
    if at >= len(tokens) or tokens[at].token_type not in (TokenType.VAR, TokenType.IDENTIFIER):
        return False
    at += 1
    if at < len(tokens) and tokens[at].token_type == TokenType.L_PAREN:
        while at < len(tokens) and tokens[at].token_type != TokenType.R_PAREN:
            at += 1
        at += 1
    return at + 1 < len(tokens) and tokens[at].token_type == TokenType.ALIAS and tokens[at + 1].token_type == TokenType.L_PAREN


# Table options a name, an optional `=` and a value (MySQL's and MariaDB's grammars make the `=`
# optional for every table option: `MAX_ROWS 1000`); sqlglot reads only `name=value` for these
TABLE_OPTION_WORDS = ("MAX_ROWS", "MIN_ROWS", "AVG_ROW_LENGTH", "PASSWORD", "CONNECTION", "DELAY_KEY_WRITE",
                      "PACK_KEYS", "STATS_PERSISTENT", "STATS_AUTO_RECALC", "STATS_SAMPLE_PAGES", "KEY_BLOCK_SIZE",
                      "INSERT_METHOD", "COMPRESSION", "ENCRYPTION", "PAGE_CHECKSUM", "TABLE_CHECKSUM", "TRANSACTIONAL",
                      "ENCRYPTED", "ENCRYPTION_KEY_ID", "PAGE_COMPRESSED", "PAGE_COMPRESSION_LEVEL", "SEQUENCE",
                      "IETF_QUOTES", "AUTOEXTEND_SIZE", "ENGINE_ATTRIBUTE", "SECONDARY_ENGINE",
                      "SECONDARY_ENGINE_ATTRIBUTE", "STORAGE")


def _parse_table_option(self) -> exp.Property:
    name = self._prev.text.upper()
    self._match(TokenType.EQ)
    if self._match(TokenType.DEFAULT):
        value: Optional[exp.Expression] = exp.var("DEFAULT")
    else:
        value = self._parse_string() or self._parse_number() or self._parse_var(any_token=True)
    return self.expression(exp.Property(this=exp.var(name), value=value))


# Column attributes of MariaDB: `COMPRESSED [= zlib]` (10.3.1+), kept as a Property the builder skips
COMPRESSED = "COMPRESSED"


def _parse_compressed(self) -> exp.Property:
    if self._match(TokenType.EQ):
        self._parse_var(any_token=True)
    return self.expression(exp.Property(this=exp.var(COMPRESSED), value=exp.true()))


def _parse_byte(self) -> exp.Expression:
    """MySQL's and MariaDB's `BYTE` after a character type: CHARACTER SET binary (`TEXT BYTE` is a BLOB)."""
    return self.expression(exp.CharacterSetColumnConstraint(this=exp.var("binary")))


def _parse_ref_system_id(self) -> exp.Property:
    """MariaDB's `REF_SYSTEM_ID = n` on a spatial column (its SRID, as metadata only)."""
    self._match(TokenType.EQ)
    return self.expression(exp.Property(this=exp.var("REF_SYSTEM_ID"), value=self._parse_number()))


def _parse_srid(self) -> exp.Property:
    return self.expression(exp.Property(this=exp.var(SRID), value=self._parse_number()))


# Column attributes MySQL accepts that sqlglot does not: `SERIAL DEFAULT VALUE` (NOT NULL
# AUTO_INCREMENT UNIQUE) and an UNSIGNED after FLOAT (see SchemalintMySQL.parse)
SERIAL_DEFAULT_VALUE = "SERIAL DEFAULT VALUE"
UNSIGNED = "UNSIGNED"


def _parse_serial_default_value(self) -> Optional[exp.Property]:
    if not self._match_text_seq("DEFAULT", "VALUE"):
        return None  # a bare SERIAL after a type: the server rejects it, so does the parse
    return self.expression(exp.Property(this=exp.var(SERIAL_DEFAULT_VALUE), value=exp.true()))


def _parse_float_unsigned(self) -> exp.Property:
    return self.expression(exp.Property(this=exp.var(UNSIGNED), value=exp.true()))


def _take_key_part_order(self) -> list[bool]:
    """Remove ASC / DESC after the key parts of the PRIMARY KEY about to be read (sqlglot reads
    a primary key's parts as bare names); for each part, whether it is DESC."""
    tokens, at = self._tokens, self._index
    while at < len(tokens) and at < self._index + 4 and tokens[at].token_type != TokenType.L_PAREN:
        if tokens[at].token_type in (TokenType.COMMA, TokenType.R_PAREN):
            return []  # a column's PRIMARY KEY attribute: no list
        at += 1  # past USING BTREE or a name
    if at >= len(tokens) or tokens[at].token_type != TokenType.L_PAREN:
        return []
    order, drop, depth, part = [False], [], 0, 0
    for k in range(at, len(tokens)):
        kind = tokens[k].token_type
        if kind == TokenType.L_PAREN:
            depth += 1
        elif kind == TokenType.R_PAREN:
            depth -= 1
            if depth == 0:
                break
        elif depth == 1 and kind == TokenType.COMMA:
            part += 1
            order.append(False)
        elif depth == 1 and kind in (TokenType.ASC, TokenType.DESC):
            order[part] = kind == TokenType.DESC
            drop.append(k)
    for k in reversed(drop):
        del tokens[k]
    if drop:
        _delete_tokens(self, 0, 0)
    return order if drop else []


def _wrap_primary_key(original):
    """`PRIMARY KEY USING BTREE|HASH (…)`: the index type before the key parts (sqlglot reads it
    only after them); kept where sqlglot keeps the one written after. `PRIMARY KEY (a ASC, b
    DESC)`: the order of each part (sqlglot reads none), as sqlglot marks a key's (Ordered)."""
    def parse(self, *args, **kwargs):
        order = _take_key_part_order(self)
        node = _parse_primary_key(self, *args, **kwargs)
        if order and isinstance(node, exp.PrimaryKey):
            node.set("expressions", [exp.Ordered(this=e, desc=True) if k < len(order) and order[k] else e
                                     for k, e in enumerate(node.expressions)])
        return node

    def _parse_primary_key(self, *args, **kwargs):
        named = self._index + 1 < len(self._tokens) and self._curr.token_type in (TokenType.VAR, TokenType.IDENTIFIER) \
            and self._tokens[self._index + 1].token_type == TokenType.USING
        if named:  # PRIMARY KEY name USING …: the server ignores a primary key's name
            self._advance()
        if (self._match(TokenType.USING, advance=False) and self._next
                and self._index + 2 < len(self._tokens) and self._tokens[self._index + 2].token_type == TokenType.L_PAREN):
            self._advance()
            using = self._parse_var(any_token=True)
            node = original(self, *args, **kwargs)
            if isinstance(node, exp.PrimaryKey) and using is not None:
                include = node.args.get("include")
                if include is None:
                    node.set("include", exp.IndexParameters(using=using))
                elif include.args.get("using") is None:
                    include.set("using", using)
            return node
        return original(self, *args, **kwargs)

    return parse


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
        return {"method": "SYSTEM_TIME", "rotation": rotation}
    self.raise_error("Expecting HASH, KEY, RANGE, LIST or SYSTEM_TIME after PARTITION BY")
    return {"method": "UNKNOWN"}


def _parse_count(self) -> Optional[exp.Expression]:
    number = self._parse_number()
    if number is None:
        self.raise_error("Expecting a number")
    return number


def _parse_partition_by(self) -> exp.Property:
    spec = _parse_partition_method(self)
    if self._match_text_seq("PARTITIONS"):
        spec["count"] = _parse_count(self)
    if self._match_text_seq("SUBPARTITION", "BY"):
        sub = _parse_partition_method(self)
        if self._match_text_seq("SUBPARTITIONS"):
            sub["count"] = _parse_count(self)
        spec["subpartition"] = struct(**sub)
    if self._match_text_seq("(", "PARTITION", advance=False):
        spec["definitions"] = self._parse_wrapped_csv(lambda: _parse_partition_definition(self))
    elif self._match_text_seq("(", ")", advance=False):
        self.raise_error("Expecting PARTITION definitions, not an empty list")
    return self.expression(exp.Property(this=exp.var(PARTITION_BY), value=struct(**spec)))


_PARTITION_OPTIONS = frozenset({"ENGINE", "STORAGE", "COMMENT", "DATA", "INDEX", "MAX_ROWS", "MIN_ROWS", "TABLESPACE",
                                "NODEGROUP", "CONNECTION"})


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
    # change how InnoDB stores the index, so they are read and dropped; and MariaDB's
    # engine-defined options, `name = value` (sql_yacc.yy: engine_defined_option, in a partition's
    # options too: `ENCRYPTED="YES"`); any other word is refused, as the server refuses it
    # (`VALUES LESS THEN (10)`).
    while self._curr and self._curr.token_type not in (TokenType.COMMA, TokenType.R_PAREN, TokenType.L_PAREN):
        word = self._curr.text.upper()
        if (word not in _PARTITION_OPTIONS and self._next is not None and self._next.token_type is TokenType.EQ
                and self._curr.token_type in (TokenType.VAR, *self.ID_VAR_TOKENS)):
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
        spec["subpartitions"] = self._parse_wrapped_csv(lambda: _parse_partition_definition(self))
    return struct(**spec)




def _parse_as_row(self) -> exp.Expression:
    """MariaDB's `AS ROW START | END`, GENERATED ALWAYS left out (an `AS (expr)` is read before)."""
    if not self._match_text_seq("ROW"):
        self.raise_error("Expecting ROW START or ROW END after AS")
    start = self._match_text_seq("START")
    if not start and not (self._match(TokenType.END) or self._match_text_seq("END")):
        self.raise_error("Expecting ROW START or ROW END after AS")
    return self.expression(exp.GeneratedAsRowColumnConstraint(start=start, hidden=False))


def _parse_column_versioning(word: str):
    """MariaDB's column attribute `WITH | WITHOUT SYSTEM VERSIONING`, kept as a named Property."""
    def parse(self) -> exp.Expression:
        if not self._match_text_seq("SYSTEM", "VERSIONING"):
            self.raise_error(f"Expecting SYSTEM VERSIONING after {word}")
        return self.expression(exp.Property(this=exp.var(f"{word} SYSTEM VERSIONING"), value=exp.true()))

    return parse


_INSTALLED = False


def install() -> None:
    """Register the extensions into sqlglot's MySQL dialect's tables (idempotent)."""
    global _INSTALLED
    if _INSTALLED:
        return
    _install_keywords()
    # POINT, POLYGON, … come back as DataType(USERDEFINED, kind=name); build.py maps them.
    MySQL.SUPPORTS_USER_DEFINED_TYPES = True
    MySQLParser.PROPERTY_PARSERS[PARTITION_BY] = _parse_partition_by
    MySQLParser.PROPERTY_PARSERS["TABLESPACE"] = _parse_tablespace
    MySQLParser.PROPERTY_PARSERS["CHECKSUM"] = _parse_checksum
    MySQLParser.PROPERTY_PARSERS["DATA"] = _parse_directory
    MySQLParser.PROPERTY_PARSERS["INDEX"] = _parse_directory
    MySQLParser.PROPERTY_PARSERS["UNION"] = _parse_union
    MySQLParser.PROPERTY_PARSERS["WITH"] = _wrap_with_property(MySQLParser.PROPERTY_PARSERS["WITH"])
    MySQLParser.CONSTRAINT_PARSERS[SRID] = _parse_srid
    MySQLParser.CONSTRAINT_PARSERS["REF_SYSTEM_ID"] = _parse_ref_system_id
    MySQLParser.CONSTRAINT_PARSERS[COMPRESSED] = _parse_compressed
    MySQLParser.CONSTRAINT_PARSERS["BYTE"] = _parse_byte
    for word in TABLE_OPTION_WORDS:
        MySQLParser.PROPERTY_PARSERS.setdefault(word, _parse_table_option)
    MySQLParser.CONSTRAINT_PARSERS["SERIAL"] = _parse_serial_default_value
    MySQLParser.CONSTRAINT_PARSERS[FLOAT_UNSIGNED] = _parse_float_unsigned
    MySQLParser.CONSTRAINT_PARSERS["PRIMARY KEY"] = _wrap_primary_key(MySQLParser.CONSTRAINT_PARSERS["PRIMARY KEY"])
    MySQLParser.CONSTRAINT_PARSERS["PERIOD"] = parse_period_for
    _install_periods(MySQLParser)
    MySQLParser.CONSTRAINT_PARSERS["AS"] = _parse_as_row
    MySQLParser.CONSTRAINT_PARSERS["WITHOUT"] = _parse_column_versioning("WITHOUT")
    MySQLParser.CONSTRAINT_PARSERS["WITH"] = _parse_column_versioning("WITH")
    _install_alter_extensions()
    _INSTALLED = True


# -- ALTER TABLE, RENAME TABLE, CREATE/DROP INDEX ------------------------------------------
# Each parse function below returns stock expressions: the ALTER TABLE clauses sqlglot has no
# class for become a `Property` named by one of these constants, with a `struct()` value.
CONVERT_CHARSET = "CONVERT TO CHARACTER SET"  # struct(charset, collation)
PARTITION_OP = "PARTITION OPERATION"  # struct(op, names, all, definitions, count, table)
RENAME_TABLE = "RENAME TABLE"  # struct(pairs=[Tuple(old, new), …])
ADD_SYSTEM_VERSIONING = "ADD SYSTEM VERSIONING"  # MariaDB's system-versioned tables: nothing the model holds
PARTITION_OPS = ("ADD", "DROP", "TRUNCATE", "COALESCE", "REORGANIZE", "REBUILD", "OPTIMIZE",
                 "ANALYZE", "REPAIR", "CHECK", "EXCHANGE", "DISCARD", "IMPORT")
# Keywords that end a list of partition names: the ALTER TABLE options that may follow.
_OPTION_WORDS = frozenset({"ALGORITHM", "LOCK", "WAIT", "NOWAIT"})


def is_named_property(node: Any, name: str) -> bool:
    return isinstance(node, exp.Property) and isinstance(node.this, exp.Var) and node.name.upper() == name


def _named(name: str, **values: Any) -> exp.Property:
    return exp.Property(this=exp.var(name), value=struct(**values))


def _parse_partition_names(self) -> tuple[list[exp.Expression], bool]:
    """`p0, p1` or `ALL`; stops before `, ALGORITHM=…` so the ALTER's options still parse."""
    if self._match_text_seq("ALL"):
        return [], True
    names = [self._parse_id_var(any_token=True)]
    while self._match(TokenType.COMMA):
        if not self._curr or self._curr.text.upper() in _OPTION_WORDS or (
                self._next and self._next.token_type == TokenType.EQ):
            self._retreat(self._index - 1)
            break
        names.append(self._parse_id_var(any_token=True))
    return [n for n in names if n is not None], False


def _parse_partition_operation(self, op: str) -> exp.Property:
    """The clause after `<op> PARTITION` (the keywords are already consumed)."""
    spec: dict[str, Any] = {"op": op}
    if op == "ADD":
        if self._match_text_seq("PARTITIONS"):
            spec["count"] = self._parse_number()
        else:
            spec["definitions"] = self._parse_wrapped_csv(lambda: _parse_partition_definition(self))
    elif op == "COALESCE":
        spec["count"] = self._parse_number()
    elif op == "EXCHANGE":
        spec["names"] = [self._parse_id_var(any_token=True)]
        self._match_text_seq("WITH", "TABLE")
        spec["table"] = self._parse_table_parts()
        self._match_texts(("WITH", "WITHOUT")) and self._match_text_seq("VALIDATION")
    elif op == "REORGANIZE" and not self._match_text_seq("INTO", advance=False) and self._curr:
        spec["names"], _ = _parse_partition_names(self)
    else:
        spec["names"], spec["all"] = _parse_partition_names(self)
    if op in ("DISCARD", "IMPORT"):
        self._match_text_seq("TABLESPACE")
    if op == "REORGANIZE" and self._match_text_seq("INTO"):
        spec["definitions"] = self._parse_wrapped_csv(lambda: _parse_partition_definition(self))
    if spec.get("names") == []:
        spec.pop("names")
    return self.expression(_named(PARTITION_OP, **spec))


def _alter_partition_parser(op: str):
    def parse(self):
        if self._match_text_seq("PARTITION"):
            return _parse_partition_operation(self, op)
        if op == "REMOVE" and self._match_text_seq("PARTITIONING"):
            return self.expression(_named(PARTITION_OP, op="REMOVE PARTITIONING"))
        return None  # not a clause we know: the statement stays a command

    return parse


def _delete_tokens(self, at: int, count: int) -> None:
    """Remove tokens ahead of the parser's position (words sqlglot's grammar has no place
    for, already read here), and refresh what the parser derives from the list."""
    del self._tokens[at:at + count]
    self._tokens_size = len(self._tokens)
    self._advance(0)


def _take_if_exists(self, negated: bool, window: int = 6) -> bool:
    """Remove MariaDB's `IF [NOT] EXISTS` from the head of the clause being read, where it
    stands between words sqlglot reads as one unit (`ADD UNIQUE INDEX IF NOT EXISTS u (…)`,
    `ADD CONSTRAINT c FOREIGN KEY IF NOT EXISTS (…)`); whether it was there. The head ends
    at the first parenthesis or comma."""
    words = ("IF", "NOT", "EXISTS") if negated else ("IF", "EXISTS")
    tokens = self._tokens
    for at in range(self._index, min(self._index + window, len(tokens) - len(words) + 1)):
        if tokens[at].token_type in (TokenType.L_PAREN, TokenType.COMMA):
            break
        if all(tokens[at + k].token_type != TokenType.IDENTIFIER and tokens[at + k].text.upper() == word
               for k, word in enumerate(words)):
            _delete_tokens(self, at, len(words))
            return True
    return False


def _with_exists(node: Any) -> Any:
    """Mark what an `ADD … IF NOT EXISTS` clause adds (each column, constraint or index)."""
    for item in node if isinstance(node, list) else [node]:
        if isinstance(item, exp.AddConstraint):
            for inner in item.expressions:
                inner.set("exists", True)
        elif isinstance(item, exp.Expression):
            item.set("exists", True)
    return node


def _parse_add_clause(self) -> Optional[Any]:
    """One ADD clause (the ADD keyword already consumed): PARTITION, a column list, a
    constraint or index, or one column; any of them `IF NOT EXISTS` (MariaDB)."""
    if self._match_text_seq("PARTITION"):
        return _parse_partition_operation(self, "ADD")
    if self._match_text_seq("SYSTEM", "VERSIONING"):  # MariaDB
        return self.expression(exp.Property(this=exp.var(ADD_SYSTEM_VERSIONING), value=exp.true()))
    if self._match_text_seq("PERIOD"):  # MariaDB: ADD PERIOD [IF NOT EXISTS] FOR name (start, end)
        exists = self._match_text_seq("IF", "NOT", "EXISTS")
        period = parse_period_for(self)
        if period is None:
            return None
        if exists:
            period.set("exists", True)
        return self.expression(exp.AddConstraint(expressions=[period]))
    if _take_if_exists(self, negated=True):
        return _with_exists(_parse_add_clause(self))
    start = self._index
    self._match(TokenType.COLUMN)
    if self._match(TokenType.L_PAREN, advance=False):
        # ADD [COLUMN] (a INT, b INT): several columns in one clause
        # ADD (a INT, PRIMARY KEY (a)): keys may be defined in the list too
        items = self._try_parse(lambda: self._parse_wrapped_csv(lambda: self._parse_constraint() or self._parse_field_def()))
        # (MariaDB 10.11 also takes a list of keys alone: `ADD COLUMN (UNIQUE KEY k (a))`)
        if items and all(c is not None for c in items):
            columns = [c for c in items if isinstance(c, exp.ColumnDef)]
            keys = [c for c in items if not isinstance(c, exp.ColumnDef)]
            return columns + ([self.expression(exp.AddConstraint(expressions=keys))] if keys else [])
    self._retreat(start)
    if self._curr and self._curr.text.upper() == "CHECK" and self._next and self._next.token_type == TokenType.L_PAREN:
        return self.expression(exp.AddConstraint(expressions=[self._parse_unnamed_constraint()]))  # ADD CHECK (…)
    if self._match_set(self.ADD_CONSTRAINT_TOKENS, advance=False) or self._match_texts(
            self.ADD_CONSTRAINT_KEYWORDS, advance=False):
        return self.expression(exp.AddConstraint(expressions=self._parse_csv(self._parse_constraint)))
    return self._parse_add_column()


def _parse_alter_add(self):
    """`ADD …, ADD …`: sqlglot reads the whole run of ADD clauses in one go and cannot read
    `ADD COLUMN (…)` or `ADD PARTITION` inside it, so the run is read here clause by clause."""
    items: list = []
    while True:
        got = _parse_add_clause(self)
        if got is None:
            break
        items.extend(got if isinstance(got, list) else [got])
        after_comma = self._prev.token_type == TokenType.COMMA  # a constraint list ate it
        if after_comma and self._curr and self._curr.text.upper() == "ADD":
            self._advance()
        elif self._match(TokenType.COMMA, advance=False) and self._next and self._next.text.upper() == "ADD":
            self._advance(2)
        else:
            break
    return items or None


def _wrap_alter_drop(original):
    def parse(self):
        if self._match_text_seq("PARTITION") and not self._match(TokenType.L_PAREN, advance=False):
            return _parse_partition_operation(self, "DROP")
        if self._prev.text.upper() == "PARTITION":
            self._retreat(self._index - 1)
        return original(self)

    return parse


def _alter_modify_parser(rename: bool):
    """MODIFY / CHANGE [COLUMN] [IF EXISTS] (MariaDB's IF EXISTS): sqlglot's reading, plus
    `exists` on the node."""
    def parse(self):
        self._match(TokenType.COLUMN)
        exists = self._match_text_seq("IF", "EXISTS")
        node = self._parse_alter_table_modify(rename=rename)
        if exists and node is not None:
            node.set("exists", True)
        return node

    return parse


def _wrap_alter_rename(original):
    """RENAME INDEX | KEY [IF EXISTS] a TO b (MariaDB's IF EXISTS), RENAME AS b; the rest as sqlglot reads it."""
    def parse(self):
        if not self._match_texts(("INDEX", "KEY")):
            self._match(TokenType.ALIAS) or self._match(TokenType.EQ)  # RENAME AS | = new_name (synonyms of RENAME TO)
            return original(self)
        exists = self._match_text_seq("IF", "EXISTS")
        old = self._parse_id_var()
        if not self._match_text_seq("TO"):
            return None
        node = self.expression(exp.RenameIndex(this=old, to=self._parse_id_var()))
        if exists:
            node.set("exists", True)
        return node

    return parse


def _parse_convert_charset(self):
    """CONVERT TO CHARACTER SET cs [COLLATE co] (also CHARSET, and cs = DEFAULT); MariaDB
    10.7+'s CONVERT PARTITION p TO TABLE t and CONVERT TABLE t TO PARTITION <definition>, read
    as partition operations CONVERT OUT / CONVERT IN."""
    if self._match_text_seq("PARTITION"):
        name = self._parse_id_var(any_token=True)
        if not self._match_text_seq("TO", "TABLE"):
            return None
        return self.expression(_named(PARTITION_OP, op="CONVERT OUT", names=[name], table=self._parse_table_parts()))
    if self._match(TokenType.TABLE) or self._match_text_seq("TABLE"):
        table = self._parse_table_parts()
        if not self._match_text_seq("TO", "PARTITION", advance=False):
            return None
        self._match_text_seq("TO")
        definition = _parse_partition_definition(self)
        self._match_text_seq("WITH", "VALIDATION") or self._match_text_seq("WITHOUT", "VALIDATION")
        return self.expression(_named(PARTITION_OP, op="CONVERT IN", definitions=[definition], table=table))
    if not self._match_text_seq("TO"):
        return None
    if not (self._match_text_seq("CHARACTER", "SET") or self._match_text_seq("CHAR", "SET")
            or self._match_text_seq("CHARSET")):
        return None
    self._match(TokenType.EQ)
    charset = self._parse_var(any_token=True)
    collation = None
    if self._match(TokenType.COLLATE):
        self._match(TokenType.EQ)
        collation = self._parse_var(any_token=True)
    return self.expression(_named(CONVERT_CHARSET, charset=charset.name if charset else None,
                                  collation=collation.name if collation else None))


def _wrap_alter_alter_index(original):
    """MariaDB spells invisible indexes `IGNORED` / `NOT IGNORED`; the node keeps which
    spelling was used (`syntax`), since each server rejects the other's."""
    def parse(self):
        start = self._index
        exists = self._match_text_seq("IF", "EXISTS")  # MariaDB
        name = self._parse_field(any_token=True)
        ignored = None
        if self._match_text_seq("IGNORED"):
            ignored = True
        elif self._match_text_seq("NOT", "IGNORED"):
            ignored = False
        if ignored is None:
            self._retreat(start)
            return original(self)
        node = self.expression(exp.AlterIndex(this=name, visible=not ignored))
        node.set("syntax", "IGNORED")
        if exists:
            node.set("exists", True)
        return node

    return parse


def _online_options(self) -> list[exp.Expression]:
    """Trailing `ALGORITHM [=] x` / `LOCK [=] x` (and MariaDB's `WAIT n` / `NOWAIT`) of CREATE
    INDEX and DROP INDEX."""
    options: list[exp.Expression] = []
    while self._curr:
        if self._match_text_seq("ALGORITHM"):
            options.append(self._parse_property_assignment(exp.AlgorithmProperty))
        elif self._match(TokenType.LOCK) or self._match_text_seq("LOCK"):
            options.append(self._parse_property_assignment(exp.LockProperty))
        elif self._match_text_seq("NOWAIT"):  # MariaDB: how long to wait for the metadata lock
            continue
        elif self._match_text_seq("WAIT"):
            self._parse_number()
        else:
            break
    return options


def _parse_create_index(self, unique: bool, kind: Optional[str] = None) -> Optional[exp.Expression]:
    """[UNIQUE|FULLTEXT|SPATIAL] INDEX name [USING t] ON table (key parts) [options]
    [ALGORITHM=…] [LOCK=…] — the keywords before INDEX are already consumed."""
    exists = self._match_text_seq("IF", "NOT", "EXISTS")  # MariaDB 10.1.4+
    name = self._parse_id_var()
    using = (self._match(TokenType.USING) or self._match_text_seq("TYPE")) and self._advance_any() and self._prev.text
    if not self._match(TokenType.ON):
        return None
    table = self._parse_table_parts(schema=True)
    opened = self._index
    columns = self._parse_wrapped_csv(self._parse_index_key_part)
    depth = 0
    for at in range(opened, self._index):  # a key part is `name [(length)] [ASC|DESC]` or (expr): no COLLATE, NULLS …
        token = self._tokens[at]
        depth += token.token_type is TokenType.L_PAREN
        depth -= token.token_type is TokenType.R_PAREN
        if depth == 1 and (token.token_type is TokenType.COLLATE or token.text.upper().startswith("NULLS")):
            self._retreat(at)
            return None
    options = []
    while self._curr:
        before = self._index
        self._match_text_seq("NOT", "IGNORED") or self._match_text_seq("IGNORED")  # MariaDB 10.6+
        options.extend(self._parse_index_constraint_options())
        options.extend(_online_options(self))
        if self._index == before:
            break
    if self._curr:
        return None
    index = self.expression(exp.Index(this=name, table=table,
                                      params=exp.IndexParameters(columns=columns, using=using or None)))
    online = [o for o in options if isinstance(o, (exp.AlgorithmProperty, exp.LockProperty))]
    create = self.expression(exp.Create(this=index, kind="INDEX", unique=unique or None, exists=exists or None,
                                        properties=exp.Properties(expressions=online) if online else None))
    if kind:
        create.set("index_kind", kind)  # FULLTEXT | SPATIAL
    return create


# in the meta of a CREATE INDEX the server's grammar does not read (sqlglot's reading of another
# database's form: USING gin, CONCURRENTLY, WITH (…), TABLESPACE, NULLS FIRST …): the offset where it stops
NOT_INDEX_GRAMMAR = "not_index_grammar"


def _wrap_create(original):
    def parse(self):
        start = self._index
        replace = self._match_text_seq("OR", "REPLACE")  # CREATE OR REPLACE INDEX: MariaDB 10.5+
        unique = bool(self._match(TokenType.UNIQUE))
        kind = None
        if not unique and self._match_texts(("FULLTEXT", "SPATIAL")):
            kind = self._prev.text.upper()
        stopped = None
        if self._match(TokenType.INDEX):
            node, stopped = _index_or_where_it_stops(self, unique, kind)
            if node is not None:
                if replace:
                    node.set("replace", True)
                return node
        self._retreat(start)
        tree = original(self)
        if stopped is not None and isinstance(tree, exp.Create):
            tree.meta[NOT_INDEX_GRAMMAR] = stopped
        return tree

    return parse


def _index_or_where_it_stops(self, unique: bool, kind: Optional[str]) -> tuple[Optional[exp.Expression], Optional[int]]:
    """(the CREATE INDEX as MySQL's and MariaDB's grammar reads it, None) or (None, the offset of
    the token where that grammar stops reading it)."""
    index, error_level = self._index, self.error_level
    self.error_level = ErrorLevel.IMMEDIATE
    node = None
    try:
        node = _parse_create_index(self, unique, kind)
    except ParseError:
        node = None
    finally:
        self.error_level = error_level
    if node is not None:
        return node, None
    stopped = self._curr.start if self._curr else (self._prev.end + 1 if self._prev else 0)
    self._retreat(index)
    return None, stopped


def _wrap_drop(original):
    def parse(self):
        at = self._index + (1 if self._curr and self._curr.text.upper() == "TEMPORARY" else 0)
        if at < len(self._tokens) and self._tokens[at].token_type != TokenType.IDENTIFIER and \
                self._tokens[at].text.upper() == "TABLES":
            self._tokens[at].token_type = TokenType.TABLE  # DROP TABLES: a synonym of DROP TABLE
            self._tokens[at].text = "TABLE"
        tree = original(self)
        if isinstance(tree, exp.Drop) and (tree.args.get("kind") or "").upper() == "INDEX":
            options = _online_options(self)
            if options:
                tree.set("options", options)
        return tree

    return parse


def _wrap_alter(original):
    """MariaDB's `ALTER ONLINE TABLE` means LOCK=NONE; `ALTER IGNORE TABLE` drops duplicate
    rows while adding a unique key. Both keywords are read and kept as options."""
    def parse(self):
        online = self._match_text_seq("ONLINE")
        ignore = self._match(TokenType.IGNORE) or self._match_text_seq("IGNORE")
        _drop_wait_option(self)
        tree = _empty_alter(self) or original(self)
        if isinstance(tree, exp.Alter) and (online or ignore):
            options = list(tree.args.get("options") or [])
            if online and not any(isinstance(o, exp.LockProperty) for o in options):
                # (a LOCK clause of its own wins: MariaDB 10.11 runs `ALTER ONLINE TABLE … LOCK=SHARED`)
                options.append(exp.LockProperty(this=exp.var("NONE")))
                tree.set("online", True)
            if ignore:
                tree.set("ignore", True)
            tree.set("options", options)
        return tree

    return parse


def _empty_alter(self) -> Optional[exp.Alter]:
    """`ALTER TABLE t` with no clause (the server accepts it and changes nothing)."""
    tokens, at = self._tokens, self._index
    if at >= len(tokens) or tokens[at].token_type != TokenType.TABLE:
        return None
    start = self._index
    self._advance()
    table = self._parse_table_parts(schema=True)
    if table is None or self._curr:
        self._retreat(start)
        return None
    return self.expression(exp.Alter(this=table, kind="TABLE", actions=[]))


def _drop_wait_option(self) -> None:
    """MariaDB's `ALTER TABLE t WAIT n | NOWAIT …` (how long to wait for the metadata lock):
    the option stands between the table name and the clauses, where sqlglot expects a
    clause; it changes nothing the model or the online-DDL judgement uses, so it is removed."""
    tokens, at = self._tokens, self._index
    if at >= len(tokens) or tokens[at].token_type != TokenType.TABLE:
        return
    at += 1
    if at + 1 < len(tokens) and tokens[at].text.upper() == "IF" and tokens[at + 1].text.upper() == "EXISTS":
        at += 2
    at += 1  # the table name
    while at + 1 < len(tokens) and tokens[at].token_type == TokenType.DOT:
        at += 2  # schema.table
    if at < len(tokens) and tokens[at].token_type != TokenType.IDENTIFIER:
        word = tokens[at].text.upper()
        if word == "NOWAIT":
            _delete_tokens(self, at, 1)
        elif word == "WAIT" and at + 1 < len(tokens) and tokens[at + 1].token_type == TokenType.NUMBER:
            _delete_tokens(self, at, 2)


def _parse_rename_table(self):
    start = self._prev
    if not (self._match(TokenType.TABLE) or self._match_text_seq("TABLES")):
        return self._parse_as_command(start)
    pairs = []
    self._match_text_seq("IF", "EXISTS")  # MariaDB 10.5.2+
    while True:
        old = self._parse_table_parts(schema=True)
        if self._match_text_seq("WAIT"):  # MariaDB: how long to wait for this table's lock
            self._parse_number()
        self._match_text_seq("NOWAIT")
        if not self._match_text_seq("TO"):
            return self._parse_as_command(start)
        new = self._parse_table_parts(schema=True)
        pairs.append(exp.Tuple(expressions=[old, new]))
        if not self._match(TokenType.COMMA):
            break
    self._match_text_seq("WAIT") and self._parse_number()
    self._match_text_seq("NOWAIT")
    if self._curr:
        return self._parse_as_command(start)
    return self.expression(_named(RENAME_TABLE, pairs=pairs))


def rename_pairs(tree: Any) -> Optional[list[tuple[exp.Table, exp.Table]]]:
    """The (old, new) table pairs of a parsed RENAME TABLE statement, else None."""
    if not is_named_property(tree, RENAME_TABLE):
        return None
    return [(pair.expressions[0], pair.expressions[1]) for pair in fields(tree.args.get("value")).get("pairs") or []]


def _install_alter_extensions() -> None:
    alter = MySQLParser.ALTER_PARSERS
    alter["ADD"] = _parse_alter_add
    alter["DROP"] = _wrap_alter_drop(alter["DROP"])
    alter["CONVERT"] = _parse_convert_charset
    alter["MODIFY"] = _alter_modify_parser(rename=False)
    alter["CHANGE"] = _alter_modify_parser(rename=True)
    alter["RENAME"] = _wrap_alter_rename(alter["RENAME"])
    alter["REMOVE"] = _alter_partition_parser("REMOVE")
    # `ALTER TABLE t ALGORITHM=COPY REMOVE PARTITIONING`: after table options, with no comma
    MySQLParser.PROPERTY_PARSERS["REMOVE"] = _alter_partition_parser("REMOVE")
    for op in PARTITION_OPS:
        if op not in ("ADD", "DROP"):
            alter[op] = _alter_partition_parser(op)
    MySQLParser.ALTER_ALTER_PARSERS["INDEX"] = _wrap_alter_alter_index(MySQLParser.ALTER_ALTER_PARSERS["INDEX"])
    MySQLParser.ALTER_ALTER_PARSERS.setdefault("KEY", MySQLParser.ALTER_ALTER_PARSERS["INDEX"])
    statements = MySQLParser.STATEMENT_PARSERS
    statements[TokenType.CREATE] = _wrap_create(statements[TokenType.CREATE])
    statements[TokenType.DROP] = _wrap_drop(statements[TokenType.DROP])
    statements[TokenType.ALTER] = _wrap_alter(statements[TokenType.ALTER])
    statements[TokenType.RENAME] = _parse_rename_table
