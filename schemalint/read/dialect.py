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

Added (each construct's parse functions in a module of its own; what is registered where is
listed once, in `install()` here):
- dialect_partitions: the whole `PARTITION BY` grammar: [LINEAR] HASH/KEY, RANGE/LIST
  [COLUMNS], PARTITIONS n, SUBPARTITION BY …, bare `MAXVALUE`, per-partition options (ENGINE,
  COMMENT, …), and the partition maintenance clauses of ALTER TABLE (ADD / DROP / TRUNCATE /
  COALESCE / REORGANIZE / REBUILD / OPTIMIZE / ANALYZE / REPAIR / EXCHANGE PARTITION) and
  `REMOVE PARTITIONING`;
- dialect_table_options: table options sqlglot turns into an opaque command: `TABLESPACE
  name`, `CHECKSUM=1`, …;
- dialect_columns: spatial column types (POINT, POLYGON, …: parsed as user-defined types) and
  `SRID n`, and the column attributes and key forms sqlglot lacks;
- dialect_alter: ALTER TABLE forms sqlglot leaves as an opaque command or rejects: `ADD
  [COLUMN] (a INT, b INT)`, `CONVERT TO CHARACTER SET cs [COLLATE co]`, MariaDB's `ALTER INDEX
  i [NOT] IGNORED` and `ALTER ONLINE TABLE`;
- dialect_statements: `RENAME TABLE a TO b [, c TO d …]`, and `CREATE INDEX … ALGORITHM=…
  LOCK=…` / `DROP INDEX … ON t ALGORITHM=… LOCK=…` (the online-DDL clauses of the index statements);
- dialect_tokens: MySQL's type synonyms, and the respelling of a statement that failed to parse;
- dialect_nodes: the names and fields of what they return, which the rest of schemalint reads.

Registering into MySQL's tables changes sqlglot's MySQL parsing for this whole process; the
replacements accept more than the originals did, and read the type synonyms as MySQL does.
"""

from __future__ import annotations

from sqlglot import exp
from sqlglot.dialects.mysql import MySQL
from sqlglot.errors import ParseError
from sqlglot.parsers.mysql import MySQLParser
from sqlglot.tokens import TokenType

from .dialect_alter import (
    alter_modify_parser, parse_alter_add, parse_convert_charset, wrap_alter, wrap_alter_alter_index, wrap_alter_drop,
    wrap_alter_rename,
)
from .dialect_columns import (
    parse_as_row, parse_byte, parse_column_versioning, parse_compressed, parse_float_unsigned,
    parse_ref_system_id, parse_serial_default_value, parse_srid, wrap_column_unique, wrap_primary_key,
)
# (the rest of schemalint imports what the extensions return from here)
from .dialect_nodes import (  # noqa: F401
    ADD_SYSTEM_VERSIONING, COMPRESSED, CONVERT_CHARSET, NOT_INDEX_GRAMMAR, PARTITION_BY, PARTITION_OP,
    RENAME_TABLE, SERIAL_DEFAULT_VALUE, SRID, UNSIGNED, fields, is_named_property, is_partition_by, rename_pairs, struct,
)
from .dialect_partitions import PARTITION_OPS, alter_partition_parser, parse_partition_by
from .dialect_statements import parse_rename_table, wrap_create, wrap_drop
from .dialect_table_options import (
    TABLE_OPTION_WORDS, parse_checksum, parse_directory, parse_table_option, parse_tablespace, parse_union, parse_on_duplicate,
    wrap_with_property,
)
from .periods import PERIOD_NAME, parse_period_for  # noqa: F401
from .periods import install as install_periods
from .dialect_tokens import (  # noqa: F401
    FLOAT_UNSIGNED, FOREIGN_TYPE_WORDS, KEYWORDS, install_keywords, install_names, respell, respell_mariadb,
    respell_set_var_equals,
)


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
            for at in reversed(respell_mariadb(tokens)):
                del tokens[at]
            return self._parser.parse(tokens, sql)
        if ":=" in sql:  # an option's value after `:=`, MariaDB's other spelling of `=`
            tokens = self._tokenizer.tokenize(sql)
            if respell_set_var_equals(tokens):
                return self._parser.parse(tokens, sql)
        try:
            trees = self._parser.parse(self._tokenizer.tokenize(sql), sql)
        except ParseError:
            # (rare) words sqlglot's grammar has no place for, respelt where MySQL has a synonym
            tokens = self._tokenizer.tokenize(sql)
            if not respell(tokens):
                raise
            return self._parser.parse(tokens, sql)
        if len(trees) == 1 and isinstance(trees[0], exp.Command) and str(trees[0].this).upper() == "ALTER":
            # an ALTER TABLE sqlglot kept as text rather than fail on (`ADD c INT AS (a) PERSISTENT`)
            tokens = self._tokenizer.tokenize(sql)
            if respell(tokens):
                again = self._parser.parse(tokens, sql)
                if not (len(again) == 1 and isinstance(again[0], exp.Command)):
                    return again
        return trees


_INSTALLED = False


def install() -> None:
    """Register the extensions into sqlglot's MySQL dialect's tables (idempotent)."""
    global _INSTALLED
    if _INSTALLED:
        return
    install_keywords()
    install_names(MySQLParser)
    # POINT, POLYGON, … come back as DataType(USERDEFINED, kind=name); build.py maps them.
    MySQL.SUPPORTS_USER_DEFINED_TYPES = True
    MySQLParser.PROPERTY_PARSERS[PARTITION_BY] = parse_partition_by
    MySQLParser.PROPERTY_PARSERS["TABLESPACE"] = parse_tablespace
    MySQLParser.PROPERTY_PARSERS["CHECKSUM"] = parse_checksum
    MySQLParser.PROPERTY_PARSERS["DATA"] = parse_directory
    MySQLParser.PROPERTY_PARSERS["INDEX"] = parse_directory
    MySQLParser.PROPERTY_PARSERS["UNION"] = parse_union
    MySQLParser.PROPERTY_PARSERS["IGNORE"] = parse_on_duplicate
    MySQLParser.PROPERTY_PARSERS["REPLACE"] = parse_on_duplicate
    MySQLParser.PROPERTY_PARSERS["WITH"] = wrap_with_property(MySQLParser.PROPERTY_PARSERS["WITH"])
    MySQLParser.CONSTRAINT_PARSERS[SRID] = parse_srid
    MySQLParser.CONSTRAINT_PARSERS["REF_SYSTEM_ID"] = parse_ref_system_id
    MySQLParser.CONSTRAINT_PARSERS[COMPRESSED] = parse_compressed
    MySQLParser.CONSTRAINT_PARSERS["BYTE"] = parse_byte
    for word in TABLE_OPTION_WORDS:
        MySQLParser.PROPERTY_PARSERS.setdefault(word, parse_table_option)
    MySQLParser.CONSTRAINT_PARSERS["SERIAL"] = parse_serial_default_value
    MySQLParser.CONSTRAINT_PARSERS[FLOAT_UNSIGNED] = parse_float_unsigned
    MySQLParser.CONSTRAINT_PARSERS["PRIMARY KEY"] = wrap_primary_key(MySQLParser.CONSTRAINT_PARSERS["PRIMARY KEY"])
    MySQLParser.CONSTRAINT_PARSERS["UNIQUE"] = wrap_column_unique(MySQLParser.CONSTRAINT_PARSERS["UNIQUE"])
    MySQLParser.CONSTRAINT_PARSERS["PERIOD"] = parse_period_for
    install_periods(MySQLParser)
    MySQLParser.CONSTRAINT_PARSERS["AS"] = parse_as_row
    MySQLParser.CONSTRAINT_PARSERS["WITHOUT"] = parse_column_versioning("WITHOUT")
    MySQLParser.CONSTRAINT_PARSERS["WITH"] = parse_column_versioning("WITH")
    _install_alter_extensions()
    _INSTALLED = True


def _install_alter_extensions() -> None:
    alter = MySQLParser.ALTER_PARSERS
    alter["ADD"] = parse_alter_add
    alter["DROP"] = wrap_alter_drop(alter["DROP"])
    alter["CONVERT"] = parse_convert_charset
    alter["MODIFY"] = alter_modify_parser(rename=False)
    alter["CHANGE"] = alter_modify_parser(rename=True)
    alter["RENAME"] = wrap_alter_rename(alter["RENAME"])
    alter["REMOVE"] = alter_partition_parser("REMOVE")
    # `ALTER TABLE t ALGORITHM=COPY REMOVE PARTITIONING`: after table options, with no comma
    MySQLParser.PROPERTY_PARSERS["REMOVE"] = alter_partition_parser("REMOVE")
    for op in PARTITION_OPS:
        if op not in ("ADD", "DROP"):
            alter[op] = alter_partition_parser(op)
    MySQLParser.ALTER_ALTER_PARSERS["INDEX"] = wrap_alter_alter_index(MySQLParser.ALTER_ALTER_PARSERS["INDEX"])
    MySQLParser.ALTER_ALTER_PARSERS.setdefault("KEY", MySQLParser.ALTER_ALTER_PARSERS["INDEX"])
    statements = MySQLParser.STATEMENT_PARSERS
    statements[TokenType.CREATE] = wrap_create(statements[TokenType.CREATE])
    statements[TokenType.DROP] = wrap_drop(statements[TokenType.DROP])
    statements[TokenType.ALTER] = wrap_alter(statements[TokenType.ALTER])
    statements[TokenType.RENAME] = parse_rename_table
