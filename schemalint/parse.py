"""Parse: one statement at a time with sqlglot (our extended MySQL dialect).

Only statements that change or query the schema reach sqlglot, and SET (session settings the
model follows); data (INSERT, LOAD DATA), the statements schemalint does not model (GRANT,
CREATE VIEW, …) and client commands are classified by their leading keywords and skipped
— but a leading keyword no server accepts (`CREAT TABLE`, `DROP TABEL`, a sentence of prose)
is reported (`unknown_statement`). A statement sqlglot cannot read, or reads more leniently
than the server would (`a INT,, b INT`, an unknown table option), becomes a ParseFailure
carrying its location; a CREATE TABLE that fails is still read definition by definition, so
the table is modelled without the parts that do not parse (`ParseFailure.partial`).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import cache
from itertools import islice
from typing import Any, Optional, Union

from .source import Statement

# Statement kinds that change the model or are queries SL401 can read.
MODEL_KINDS = frozenset({
    "CREATE TABLE", "ALTER TABLE", "CREATE INDEX", "DROP TABLE", "DROP INDEX",
    "CREATE DATABASE", "DROP DATABASE", "USE", "RENAME TABLE", "SELECT",
    "UPDATE",  # a fact about the rows: which columns it fills for all of them (SL604)
})

# Statement kinds online_ddl.assess() judges (lint.load imports it only when one occurs).
ASSESSED_KINDS = frozenset({"ALTER TABLE", "CREATE INDEX", "DROP INDEX", "DROP TABLE", "DROP DATABASE", "RENAME TABLE"})

# The first words of the statements MySQL 8.0 and MariaDB 10.11 accept (MariaDB's compound
# statements outside a program included), and the mysql client's own commands a script may
# hold: a statement schemalint does not parse is judged by these (and OBJECT_WORDS) only.
STATEMENT_WORDS = frozenset({
    "ALTER", "ANALYZE", "BACKUP", "BEGIN", "BINLOG", "CACHE", "CALL", "CASE", "CHANGE", "CHECK", "CHECKSUM",
    "CLONE", "COMMIT", "CREATE", "DEALLOCATE", "DELETE", "DESC", "DESCRIBE", "DO", "DROP", "EXECUTE", "EXPLAIN",
    "FLUSH", "FOR", "GET", "GRANT", "HANDLER", "HELP", "IF", "IMPORT", "INSERT", "INSTALL", "KILL", "LOAD",
    "LOCK", "LOOP", "OPTIMIZE", "PREPARE", "PURGE", "RELEASE", "RENAME", "REPAIR", "REPEAT", "REPLACE", "RESET",
    "RESIGNAL", "RESTART", "REVOKE", "ROLLBACK", "SAVEPOINT", "SELECT", "SET", "SHOW", "SHUTDOWN", "SIGNAL",
    "START", "STOP", "TABLE", "TRUNCATE", "UNINSTALL", "UNLOCK", "UPDATE", "USE", "VALUES", "WHILE", "WITH", "XA",
    # the mysql client's commands (never sent to the server)
    "CHARSET", "CONNECT", "DELIMITER", "EXIT", "NOTEE", "NOWARNING", "PROMPT", "QUIT", "REHASH", "SOURCE",
    "STATUS", "SYSTEM", "TEE", "WARNINGS",
})
# After CREATE, ALTER, DROP, RENAME, LOCK and UNLOCK (with IF [NOT] EXISTS, OR REPLACE,
# TEMPORARY, DEFINER=…, ALGORITHM=… and SQL SECURITY … skipped, as source.classify does): what
# each can act on. UNIQUE / FULLTEXT / SPATIAL INDEX count as INDEX, SCHEMA as DATABASE.
_PROGRAMS = ("VIEW", "TRIGGER", "PROCEDURE", "FUNCTION", "EVENT", "USER", "ROLE", "SERVER", "TABLESPACE",
             "LOGFILE", "SEQUENCE", "PACKAGE", "RESOURCE", "UNDO")
OBJECT_WORDS = {
    "CREATE": frozenset(("TABLE", "INDEX", "DATABASE", "AGGREGATE", "SPATIAL") + _PROGRAMS),
    "ALTER": frozenset(("TABLE", "DATABASE", "INSTANCE") + _PROGRAMS),
    "DROP": frozenset(("TABLE", "INDEX", "DATABASE", "PREPARE", "SPATIAL") + _PROGRAMS),
    "RENAME": frozenset(("TABLE", "TABLES", "USER")),
    "LOCK": frozenset(("TABLE", "TABLES", "INSTANCE")),
    "UNLOCK": frozenset(("TABLE", "TABLES", "INSTANCE")),
}


def unknown_statement(stmt: Statement) -> Optional[ParseFailure]:
    """A ParseFailure when the statement's leading keywords begin no statement the server
    accepts (`CREAT TABLE`, `DROP TABEL`, a sentence); None otherwise. Only the kind (the
    leading keywords the splitter read) is looked at: the statements schemalint does not
    model are never parsed (a dump's INSERTs would cost more than the rest together)."""
    kind = stmt.kind
    first, _, second = kind.partition(" ")
    objects = OBJECT_WORDS.get(first)
    if objects is None and first in STATEMENT_WORDS:
        if first in _COMPOUND or first == "TABLE":
            return _shape(stmt, first)
        return None
    if objects is not None and second in objects:
        return None
    text = stmt.text
    from difflib import get_close_matches

    if objects is not None and second:
        close = get_close_matches(second, sorted(objects), 1)
        hint = f" (did you mean {first} {close[0]}?)" if close else ""
        return ParseFailure(f"{first} {second} is not a statement MySQL knows{hint}", _word_offset(text, second, 1))
    if objects is not None:
        return ParseFailure(f"{first} what? The statement ends after {first}", len(text.rstrip()))
    if not first:
        return ParseFailure(f"`{excerpt(text)}` is not an SQL statement", 0)
    close = get_close_matches(first, sorted(STATEMENT_WORDS - {"CONNECT", "NOTEE", "NOWARNING", "REHASH", "TEE"}), 1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return ParseFailure(f"no SQL statement begins with {first}{hint}: `{excerpt(text)}`", _word_offset(text, first, 0))


# MariaDB's compound statements outside a program end with END and their keyword (END IF, …)
_COMPOUND = frozenset({"IF", "CASE", "LOOP", "REPEAT", "WHILE", "FOR"})
# what may follow `TABLE name` (MySQL 8.0's TABLE statement)
_AFTER_TABLE = frozenset({"ORDER", "LIMIT", "UNION", "EXCEPT", "INTERSECT", "INTO"})


def _shape(stmt: Statement, first: str) -> Optional[ParseFailure]:
    """For the leading words prose also begins with (If …, For …, Table …): the failure when
    the words that end the statement, or follow the table name, cannot be the statement's."""
    words = stmt.text.upper().split()
    if first == "TABLE":
        if len(words) <= 2 or words[2] in _AFTER_TABLE:
            return None
    elif f"END {first}" in " ".join(words[-3:]):  # END IF [label]
        return None
    return ParseFailure(f"no SQL statement reads like this: `{excerpt(stmt.text)}`", 0)


_SET_VERDICTS: dict[str, Optional[ParseFailure]] = {}  # SET text → its verdict (a dump repeats its SETs)
_SET_VERDICTS_KEPT = 4096


def set_failure(stmt: Statement) -> Optional[ParseFailure]:
    """A SET statement's ParseFailure, or None when it parses (sqlglot keeps the forms it does
    not know, SET PASSWORD or SET STATEMENT … FOR, as text: those pass)."""
    text = stmt.text
    if text in _SET_VERDICTS:
        return _SET_VERDICTS[text]
    tree = parse_statement(stmt)
    verdict = tree if isinstance(tree, ParseFailure) else None
    if len(_SET_VERDICTS) >= _SET_VERDICTS_KEPT:
        _SET_VERDICTS.clear()
    _SET_VERDICTS[text] = verdict
    return verdict


def _word_offset(text: str, word: str, skip: int) -> int:
    """Offset of `word` (any case) in the text, after `skip` words."""
    at = 0
    for _ in range(skip):
        parts = text[at:].split(None, 1)
        at = text.find(parts[0], at) + len(parts[0]) if parts else at
    found = text.upper().find(word, at)
    return found if found >= 0 else 0


def excerpt(text: str, limit: int = 40) -> str:
    words = " ".join(text.split())
    return words if len(words) <= limit else words[:limit - 1].rstrip() + "…"


_DIALECT = None


def dialect():
    """What parses statements: sqlglot's MySQL dialect as dialect.py extends it, built on first
    use so `schemalint --version` never imports sqlglot."""
    global _DIALECT
    if _DIALECT is None:
        # sqlglot logs a warning for every statement it falls back on; we report what matters.
        logging.getLogger("sqlglot").setLevel(logging.CRITICAL)
        from .dialect import SchemalintMySQL

        _DIALECT = SchemalintMySQL()
    return _DIALECT


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class ParseFailure:
    """A statement sqlglot could not parse."""

    message: str
    offset: int  # offset inside the statement text where the parser stopped
    partial: Any = None  # a CREATE TABLE's tree without the definitions that do not parse, if any parse
    # whether the server refuses it (SL001 error), or only schemalint cannot read it while its
    # shape is one the server's grammar reads (SL009 not-understood, never an error): see shape_refused
    refused: bool = True
    limit: bool = False  # schemalint's own limit stopped reading (size, nesting, a parser bug): never the server's


# sqlglot holds every token of a statement, then its tree: ~0.5 kB per token. Past this many
# tokens a statement is refused unparsed (an SL001), so memory stays bounded: a table of 1,017
# columns takes ~10,000 tokens, one of 8,192 partitions (the most a table may have) ~90,000.
MAX_TOKENS = 150_000
# a token as far as the count goes: a quoted string or name, a word or number, any other character
_TOKEN_RE = cache(lambda: re.compile(
    r"""(?:'(?:[^'\\]++|\\.|'')*+'|"(?:[^"\\]++|\\.|"")*+"|`(?:[^`]++|``)*+`|[\w$]++|\S)\s*+""", re.DOTALL))


def too_many_tokens(text: str) -> bool:
    """Whether the text holds more than MAX_TOKENS tokens (counted up to there, no further)."""
    if len(text) <= MAX_TOKENS:  # (a token is at least a character)
        return False
    return next(islice(_TOKEN_RE().finditer(text), MAX_TOKENS, None), None) is not None


def parse_statement(stmt: Statement) -> Union[object, ParseFailure]:
    """sqlglot AST of the statement, or a ParseFailure. Never raises for bad input."""
    from sqlglot.errors import ParseError, TokenError

    if too_many_tokens(stmt.text):  # (schemalint's limit, not the server's: never an error)
        return ParseFailure(f"statement too large to read: {len(stmt.text):,} characters, more than {MAX_TOKENS:,} tokens "
                            "(schemalint reads statements up to that; a table of 1,017 columns takes ~10,000)", 0,
                            refused=False, limit=True)
    d = dialect()
    if "\xa0" in stmt.text:
        at = _joining_space(stmt.text, d)
        if at is not None:
            return ParseFailure("a no-break space (U+00A0) is not a space to the server: it joins the words around it "
                                "into one name", at)
    tree = None
    if stmt.kind == "CREATE TABLE":
        from .table_parts import parse_create_table

        tree = parse_create_table(stmt.text, d)
    if tree is None:
        try:
            trees = [t for t in d.parse(stmt.text) if t is not None]
        except ParseError as err:
            info = err.errors[0] if err.errors else {}
            desc = str(info.get("description") or err).splitlines()[0]
            if " but got <Token" in desc:  # sqlglot prints the token's repr: say its text
                got = desc.split(" text: ", 1)[1].split(", line: ", 1)[0] if " text: " in desc else ""
                ends = "TokenType.SENTINEL" in desc or not got
                desc = desc.split(" but got ")[0] + (" but the statement ends" if ends else f" but got `{got}`")
                if ends:
                    info = {}
            failure = ParseFailure(desc, _offset_of(stmt.text, info.get("line"), info.get("col"), info.get("highlight") or "")
                                   if info else len(stmt.text))
            failure.refused = not desc.startswith(_SQLGLOT_ONLY_ERRORS) and (
                desc.startswith(_REFUSED_ERRORS) or shape_refused(stmt.text, failure.offset, d))
            if desc.startswith("Required keyword"):  # (sqlglot's words for a node it could not fill)
                failure.message = f"`{excerpt(stmt.text[failure.offset:])}` cannot stand here"
            if stmt.kind == "CREATE INDEX":
                at = _index_type_after_table(stmt.text, d)
                if at is not None:
                    failure.message, failure.offset, failure.refused = (
                        "USING … stands after the index's name or after its key parts, not after the table's", at, True)
        except TokenError as err:
            failure = ParseFailure(f"cannot tokenize: {str(err).splitlines()[0]}", 0)
        except RecursionError:  # (Python's stack, not the server's grammar: a gap of ours)
            failure = _unbalanced_parentheses(stmt.text, d) or ParseFailure(
                "statement nested too deeply to parse", 0, refused=False, limit=True)
        except Exception as err:  # a sqlglot bug must not stop the run, nor block it: a gap of ours
            failure = ParseFailure(f"parser error ({type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''})", 0,
                                   refused=False, limit=True)
        else:
            if not trees:
                return ParseFailure("empty statement", 0)
            tree = trees[0]
            failure = None
        if failure is not None:
            if stmt.kind == "CREATE TABLE":
                failure.partial = _salvage(stmt.text, d)
            return failure
    failure = _strictness(stmt, tree, d)
    if failure is not None and stmt.kind == "CREATE TABLE":
        failure.partial = _salvage(stmt.text, d)
    return tree if failure is None else failure


def _unbalanced_parentheses(text: str, d: Any) -> Optional[ParseFailure]:
    """Too deep for our parser, but known refused: more `(` than `)` (or the reverse) outside
    strings and comments is a syntax error to any server, however deep. None when they balance,
    or when a versioned comment (`/*!…*/`, which the server reads) could hold the others."""
    if "/*!" in text or "/*M!" in text:
        return None
    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    opened = sum(1 for t in tokens if t.token_type.name == "L_PAREN")
    closed = sum(1 for t in tokens if t.token_type.name == "R_PAREN")
    if opened == closed:
        return None
    return ParseFailure(f"unbalanced parentheses: {opened:,} `(` and {closed:,} `)`", len(text))


def _keyword_at(text: str, word: str, d: Any) -> Optional[int]:
    """Offset of the first token that is the keyword `word` (not a name or a string)."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    return next((t.start for t in tokens if t.token_type not in (TokenType.VAR, TokenType.IDENTIFIER, TokenType.STRING)
                 and t.text.upper() == word), None)


def _index_type_after_table(text: str, d: Any) -> Optional[int]:
    """Offset of the USING in `CREATE INDEX i ON t USING BTREE (…)` (PostgreSQL's order; MySQL's
    and MariaDB's grammars read the index type after the name or after the key parts only)."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    for i, token in enumerate(tokens):
        if token.token_type is TokenType.ON:
            k = i + 2
            while k + 1 < len(tokens) and tokens[k].token_type is TokenType.DOT:
                k += 2
            if k < len(tokens) and tokens[k].token_type is TokenType.USING:
                return tokens[k].start
            return None
    return None


def _joining_space(text: str, d: Any) -> Optional[int]:
    """Offset of a no-break space touching a keyword outside strings: the server's lexer takes any
    byte above 127 for part of a name, so the keyword becomes one (`items\\xa0ADD` is a name)."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    from .reserved_words import MARIADB_1011, MYSQL_80

    for token in tokens:
        if token.token_type in (TokenType.IDENTIFIER, TokenType.STRING, TokenType.NUMBER) or not token.text[:1].isalpha():
            continue
        before, after = text[token.start - 1:token.start], text[token.end + 1:token.end + 2]
        if "\xa0" in (before, after) and (token.token_type is not TokenType.VAR or token.text.lower() in MARIADB_1011
                                          or token.text.lower() in MYSQL_80 or token.text.upper() in _ALTER_CLAUSE_WORDS):
            # a keyword that becomes part of a name (`items\xa0ADD`, `)\xa0ENGINE=…`); a name only gets odder
            return token.start - 1 if before == "\xa0" else token.end + 1
    return None


# ALTER TABLE forms sqlglot keeps as opaque commands that change nothing the model holds
# (mysqldump writes the first two around every table's data).
_OPAQUE_ALTER_TAILS = frozenset({"DISABLE KEYS", "ENABLE KEYS", "DISCARD TABLESPACE", "IMPORT TABLESPACE"})

# ALTER TABLE clauses sqlglot keeps as text inside a parsed ALTER that the server accepts and
# that change nothing the model holds (MariaDB's system versioning)
_OPAQUE_ALTER_CLAUSES = frozenset({"DROP SYSTEM VERSIONING", "DROP PERIOD FOR SYSTEM_TIME"})

def _drop_period(clause: str) -> bool:
    """MariaDB's DROP PERIOD [IF EXISTS] FOR name (application-time periods: not in the model)."""
    words = clause.split()
    if words[:2] != ["DROP", "PERIOD"]:
        return False
    rest = words[4:] if words[2:4] == ["IF", "EXISTS"] else words[2:]
    return len(rest) == 2 and rest[0] == "FOR"


# Table options sqlglot reads as a generic `name=value` Property that MySQL 8.0 or MariaDB
# 10.11 accept (the others it has classes for: ENGINE, CHARSET, COLLATE, ROW_FORMAT, COMMENT,
# AUTO_INCREMENT, …); any other name is refused: a syntax error on MySQL, "Unknown option"
# (1911) on MariaDB. Names dialect.py gives its own clauses are listed too.
KNOWN_OPTIONS = frozenset({
    "KEY_BLOCK_SIZE", "STATS_PERSISTENT", "STATS_AUTO_RECALC", "STATS_SAMPLE_PAGES", "CHECKSUM", "TABLE_CHECKSUM",
    "MAX_ROWS", "MIN_ROWS", "PACK_KEYS", "DELAY_KEY_WRITE", "AVG_ROW_LENGTH", "PAGE_CHECKSUM", "TRANSACTIONAL",
    "TABLESPACE", "INSERT_METHOD", "CONNECTION", "ENCRYPTION", "COMPRESSION", "PASSWORD", "PAGE_COMPRESSED",
    "PAGE_COMPRESSION_LEVEL", "ENCRYPTED", "ENCRYPTION_KEY_ID", "SEQUENCE", "IETF_QUOTES", "AUTOEXTEND_SIZE",
    "ENGINE_ATTRIBUTE", "SECONDARY_ENGINE", "SECONDARY_ENGINE_ATTRIBUTE", "UNION", "STORAGE",
    "DATA DIRECTORY", "INDEX DIRECTORY", "WITH SYSTEM VERSIONING", "ADD SYSTEM VERSIONING",
    "PARTITION BY", "PARTITION OPERATION", "CONVERT TO CHARACTER SET", "RENAME TABLE",
})
# The storage engines MySQL 8.0 / 8.4 and MariaDB 10.x / 11.x ship (plugins included): any other
# name is refused (1286 Unknown storage engine) under NO_ENGINE_SUBSTITUTION, which both servers'
# default sql_mode holds (checked on MariaDB 10.11: `ENGINE=INNDB` → 1286)
KNOWN_ENGINES = frozenset({
    "INNODB", "MYISAM", "ARIA", "MEMORY", "HEAP", "CSV", "ARCHIVE", "BLACKHOLE", "MERGE", "MRG_MYISAM", "MRG_MEMORY",
    "XTRADB", "FEDERATED", "FEDERATEDX", "CONNECT", "SPIDER", "ROCKSDB", "TOKUDB", "COLUMNSTORE", "S3", "MROONGA",
    "SEQUENCE", "OQGRAPH", "SPHINX", "NDB", "NDBCLUSTER", "NDBINFO", "EXAMPLE", "PERFORMANCE_SCHEMA", "TEMPTABLE",
    "MARIA", "PBXT", "MRG_ISAM", "ISAM", "BERKELEYDB", "BDB", "FALCON", "EDB", "INFOBRIGHT", "BRIGHTHOUSE",
    "CASSANDRA", "LEVELDB", "VECTOR", "HEATWAVE", "RAPID",
})
# Engines whose tables take only the options above; MariaDB lets other engines (CONNECT,
# Spider, …) define their own, so those are not judged.
_STOCK_ENGINES = frozenset({"INNODB", "MYISAM", "ARIA", "MEMORY", "HEAP", "CSV", "ARCHIVE", "BLACKHOLE", "MERGE",
                            "MRG_MYISAM", "MRG_MEMORY", "XTRADB"})


def _strictness(stmt: Statement, tree: Any, d: Any) -> Optional[ParseFailure]:
    """What the server refuses in a statement sqlglot parsed: sqlglot is lenient where MySQL's
    grammar is not (an opaque command for words it does not know, an empty list item skipped,
    any `name=value` taken as a table option, a column without a type)."""
    from sqlglot import exp

    kind = stmt.kind
    if isinstance(tree, exp.Command):
        if kind == "ALTER TABLE" and " ".join(stmt.text.split()[-2:]).upper() in _OPAQUE_ALTER_TAILS:
            return None
        if kind in ("SET", "SELECT"):
            return None  # SET PASSWORD / ROLE / STATEMENT …: forms sqlglot keeps as text
        # sqlglot gave up on it (a typo, or a form we do not know): the model would silently miss it
        failure = ParseFailure(f"{kind} uses syntax schemalint does not understand", 0)
        head = _after_head(stmt.text, d)
        wrong = _alter_clause_refused(stmt.text, d) if kind == "ALTER TABLE" else None
        if kind == "CREATE INDEX":
            at = _index_type_after_table(stmt.text, d)
            if at is not None:
                wrong = ("USING … stands after the index's name or after its key parts, not after the table's", at)
        if wrong is not None:
            failure.message, failure.offset = wrong
        else:
            failure.refused = shape_refused(stmt.text, head, d, whole=True)
        return failure
    compact = "".join(stmt.text.split())  # (cheaper than tokens, and most statements hold none of these)
    if ",," in compact or "(," in compact or ",)" in compact or compact.endswith(","):
        offset = _empty_item(stmt.text, d)
        if offset is not None:
            return ParseFailure("empty item in a list (a comma too many)", offset)
    if '"' in stmt.text and kind in ("CREATE TABLE", "ALTER TABLE", "CREATE INDEX"):
        offset = _double_quoted_name(stmt, tree, exp)
        if offset is not None:
            return ParseFailure('a name in double quotes is a string unless sql_mode has ANSI_QUOTES (off by default): '
                                'quote names with backticks', offset)
    if isinstance(tree, exp.Create) and kind == "CREATE INDEX" and isinstance(tree.this, exp.Index):
        stopped = tree.meta.get("not_index_grammar") if tree.meta else None
        if stopped is not None:  # (sqlglot read another database's CREATE INDEX: dialect.NOT_INDEX_GRAMMAR)
            return ParseFailure(f"`{excerpt(stmt.text[stopped:])}` has no place in MySQL's or MariaDB's CREATE INDEX "
                                "([UNIQUE|FULLTEXT|SPATIAL] INDEX name [USING type] ON table (key parts) [options])",
                                stopped)
        params = tree.this.args.get("params")
        if params is None or not params.args.get("columns"):
            return ParseFailure("CREATE INDEX needs the key's columns: CREATE INDEX name ON table (column, …)",
                                len(stmt.text.rstrip()))
        reserved = _reserved_table_name(stmt, tree.this.args.get("table"), exp)
        if reserved is not None:
            return reserved
    if kind == "CREATE DATABASE" and isinstance(tree, exp.Create) and " WITH" in stmt.text.upper():
        at = _keyword_at(stmt.text, "WITH", d)  # (sqlglot reads and drops `WITH ()`)
        if at is not None:
            return ParseFailure(f"`{excerpt(stmt.text[at:])}`: CREATE DATABASE takes no WITH", at)
    if kind == "CREATE DATABASE" and isinstance(tree, exp.Create):
        for option in (tree.args.get("properties") or exp.Properties(expressions=[])).expressions:
            if not (isinstance(option, (exp.CharacterSetProperty, exp.CollateProperty, exp.SchemaCommentProperty)) or (
                    type(option) is exp.Property and option.name.upper() in ("ENCRYPTION", "READ ONLY"))):
                problem = _charset_problem(option, exp)
                return ParseFailure(problem or f"`{option.sql(dialect='mysql')[:40]}` is not a database option "
                                    "(CHARACTER SET, COLLATE, COMMENT, ENCRYPTION, READ ONLY)",
                                    _offset_in(stmt, option) or len(stmt.text.rstrip()))
            problem = _charset_problem(option, exp)
            if problem is not None:
                return ParseFailure(problem, _offset_in(stmt, option) or len(stmt.text.rstrip()))
    if kind == "DROP DATABASE" and isinstance(tree, exp.Drop):
        for table in tree.args.get("tables") or []:
            if isinstance(table, exp.Table) and table.args.get("db") is not None and table.this is not None:
                # (sqlglot keeps DROP SCHEMA s's name as the db part, DROP DATABASE d's as the name)
                return ParseFailure("a database name takes no qualifier", _offset_in(stmt, table))
    if kind in ("RENAME TABLE", "DROP TABLE"):  # (a CREATE TABLE's: SL028, on the modelled table)
        for table in _named_tables(tree, exp):
            name = table.this
            if isinstance(name, exp.Identifier) and not name.quoted and _reserved_in_both(name.name):
                return ParseFailure(f"`{name.name}` is a reserved word: as a table name it needs backticks",
                                    max(0, _word_at(stmt.text, name.name)))
    if (isinstance(tree, exp.Create) and kind in ("CREATE TABLE", "CREATE DATABASE", "CREATE INDEX")
            and tree.args.get("replace") and tree.args.get("exists")):
        return ParseFailure("OR REPLACE and IF NOT EXISTS cannot stand together: one replaces the object, the other "
                            "keeps it (error 1221)", max(0, _word_at(stmt.text, "EXISTS")))
    if isinstance(tree, exp.Create) and kind in ("CREATE TABLE", "CREATE DATABASE") and tree.args.get("clone") is not None:
        return ParseFailure("CLONE is neither MySQL's nor MariaDB's (CREATE TABLE … LIKE copies a table's definition)",
                            max(0, _word_at(stmt.text, "CLONE")))
    if isinstance(tree, exp.Create) and kind == "CREATE TABLE":
        problem = _create_table_problem(stmt, tree, exp)
        if problem is not None:
            return problem
    if isinstance(tree, exp.Create) and kind == "CREATE TABLE" and isinstance(tree.this, exp.Schema):
        if not tree.this.expressions:
            return ParseFailure("a table needs at least one column", _offset_in(stmt, tree.this))
        like = next((p for p in (tree.args.get("properties") or exp.Properties(expressions=[])).expressions
                     if isinstance(p, exp.LikeProperty)), None)
        if like is not None:  # CREATE TABLE t LIKE s takes no column list
            return ParseFailure("CREATE TABLE … LIKE copies another table: it takes no column list",
                                max(0, stmt.text.upper().rfind(" LIKE ") + 1))
        attributes = _has_attribute_words(stmt.text)
        for node in tree.this.expressions:
            if node.__class__ is exp.Identifier:  # (`CREATE TABLE t (a, b)`: PostgreSQL's column list for a SELECT)
                return ParseFailure(f"column {node.name} has no data type: a column definition is a name and a type",
                                    _offset_in(stmt, node))
            problem = definition_problem(node, attributes)
            if problem is not None:
                return ParseFailure(problem, _offset_in(stmt, node))
            if node.__class__ is exp.LikeProperty and node.expressions:  # (LIKE old INCLUDING DEFAULTS)
                return ParseFailure("CREATE TABLE new (LIKE old) takes nothing after the table's name",
                                    max(0, _word_at(stmt.text, node.expressions[0].name)))
        return _unknown_option(stmt, (tree.args.get("properties") or exp.Properties(expressions=[])).expressions)
    if isinstance(tree, exp.Alter):
        actions = tree.args.get("actions") or []
        reserved = _reserved_table_name(stmt, tree.this, exp)
        if reserved is not None:
            return reserved
        if "system" in stmt.text.lower():
            at = _add_system(stmt.text, d)
            if at is not None:
                return ParseFailure("`ADD system …` reads as ADD SYSTEM VERSIONING: a column named system needs "
                                    "ADD COLUMN or backticks (MySQL 8.0 reserves the word)", at)
        for node in actions:
            if node.__class__ is exp.AlterSet or (node.__class__ is exp.AlterColumn and _foreign_alter_column(node)):
                at = _offset_in(stmt, node) or max(0, _word_at(stmt.text, "SET"))
                return ParseFailure(f"`{excerpt(stmt.text[at:])}` is not an ALTER TABLE clause of MySQL or MariaDB "
                                    "(ALTER [COLUMN] c takes only SET DEFAULT … or DROP DEFAULT)", at)
            if isinstance(node, exp.Command):
                clause = " ".join(node.sql(dialect="mysql").upper().split())
                if clause in _OPAQUE_ALTER_CLAUSES or _drop_period(clause):
                    continue
                words = str(node.args.get("expression") or node.this).split()
                at = max(0, stmt.text.upper().find(words[0].upper())) if words else 0  # (a Command has no position)
                # (refused: a typo in a clause's keywords reads like names, `DROP FOREING KEY fk`)
                return ParseFailure(f"`{node.sql(dialect='mysql')[:60]}` is not an ALTER TABLE clause schemalint knows", at)
            items = node.expressions if isinstance(node, exp.AddConstraint) else [node]
            if type(node).__name__ == "ModifyColumn" and isinstance(node.this, exp.ColumnDef):
                items = [node.this]  # MODIFY / CHANGE: the new definition
            for item in items:
                problem = definition_problem(item, reserved=True)
                if problem is not None:
                    return ParseFailure(problem, _offset_in(stmt, item))
        return _unknown_option(stmt, list(tree.args.get("options") or []) + actions)
    if isinstance(tree, exp.Drop) and (tree.args.get("kind") or "").upper() == "INDEX" and tree.args.get("cluster") is None:
        return ParseFailure("DROP INDEX needs the table: DROP INDEX name ON table", len(stmt.text))
    return None


# (a table's `DEFAULT CHARSET=…` and `COLLATE=…`, in every dump, are not among them)
_ATTRIBUTE_WORDS = ("CHARACTER SET", "CHARSET ", "COLLATE ", "REFERENCES", "IDENTITY", "CONSTRAINT", "COMPRESSED")
_OPERATORS = ("+", "*", "/", "%", "|", "&", "^")  # (in a DEFAULT: an expression without its parentheses)


def _has_attribute_words(text: str) -> bool:
    """Whether a statement may hold the column attributes definition_problem reads."""
    upper = text.upper()
    return any(word in upper for word in _ATTRIBUTE_WORDS) or any(op in text for op in _OPERATORS)


def _add_system(text: str, d: Any) -> Optional[int]:
    """Offset of a bare `system` right after ADD that is not ADD SYSTEM VERSIONING (MariaDB's
    grammar reads the word as that clause's; MySQL 8.0 reserves it)."""
    from sqlglot.tokens import TokenType

    tokens = d._tokenizer.tokenize(text)
    for i in range(1, len(tokens) - 1):
        token = tokens[i]
        if (token.token_type is not TokenType.IDENTIFIER and token.text.upper() == "SYSTEM"
                and tokens[i - 1].text.upper() == "ADD" and tokens[i + 1].text.upper() != "VERSIONING"):
            return token.start
    return None


def _reserved_table_name(stmt: Statement, table: Any, exp: Any) -> Optional[ParseFailure]:
    """An ALTER TABLE's or CREATE INDEX's table named by a bare word both servers reserve (`ALTER TABLE table …`)."""
    name = table.this if isinstance(table, exp.Table) else None
    if isinstance(name, exp.Identifier) and not name.quoted and _reserved_in_both(name.name):
        return ParseFailure(f"`{name.name}` is a reserved word: as a table name it needs backticks",
                            max(0, _word_offset(stmt.text, name.name.upper(), 2)))
    return None


def _foreign_alter_column(node: Any) -> bool:
    """ALTER [COLUMN] c DROP NOT NULL / SET NOT NULL / SET DATA TYPE / TYPE … (PostgreSQL's):
    MySQL and MariaDB take only SET DEFAULT and DROP DEFAULT (MySQL 8.0.23+ also SET VISIBLE |
    INVISIBLE: server_grammar judges that one by version)."""
    args = node.args
    return args.get("allow_null") is not None or any(args.get(k) for k in ("dtype", "collate", "comment", "using"))


# the row formats of MySQL's and MariaDB's grammars (sql_yacc.yy: row_types; PAGE is Aria's)
ROW_FORMATS = frozenset({"DEFAULT", "FIXED", "DYNAMIC", "COMPRESSED", "REDUNDANT", "COMPACT", "PAGE"})


def _create_table_problem(stmt: Statement, tree: Any, exp: Any) -> Optional[ParseFailure]:
    """What the servers refuse in a CREATE TABLE's head and tail: a table name the server's
    lexer reads as a number (`8981e56cce5d`), no column list, LIKE or SELECT (`CREATE TABLE t
    WITH`), a SELECT followed by table options (read as a reserved word's alias)."""
    target = tree.this.this if isinstance(tree.this, exp.Schema) else tree.this
    name = target.this if isinstance(target, exp.Table) else None
    if isinstance(name, exp.Identifier) and not name.quoted and _reads_as_number(name.name):
        return ParseFailure(f"`{name.name}` begins with a number in exponent form: the server reads a number there, "
                            "not a name (quote it with backticks)", max(0, _word_offset(stmt.text, name.name.upper(), 2)))
    refused = _partition_function(stmt, (tree.args.get("properties") or exp.Properties(expressions=[])).expressions, exp)
    if refused is not None:
        return refused
    query = tree.args.get("expression")
    if not isinstance(tree.this, exp.Schema) and query is None and not any(
            isinstance(p, exp.LikeProperty) for p in (tree.args.get("properties") or exp.Properties(expressions=[])).expressions):
        return ParseFailure("CREATE TABLE needs a column list, LIKE another table, or a SELECT "
                            "(error 1113: a table must have at least one column)", len(stmt.text.rstrip()))
    if isinstance(query, exp.Select):
        for item in query.expressions:
            alias = item.args.get("alias") if isinstance(item, exp.Alias) else None
            if isinstance(alias, exp.Identifier) and not alias.quoted and _reserved_in_both(alias.name):
                # (`… AS SELECT 1 DEFAULT CHARSET = utf8mb3`: the table's options belong before the SELECT)
                return ParseFailure(f"`{alias.name}` is a reserved word: after the SELECT it cannot be an alias, and the "
                                    "table's options belong before the SELECT", max(0, _word_at(stmt.text, alias.name)))
    return None


# The functions a partitioning expression may call (MySQL 8.0 manual, "Functions Permitted in
# Partitioning Expressions"; MariaDB's knowledge base, "Partitioning Limitations", the same list);
# any other is refused: error 1564, "This partition function is not allowed"
PARTITION_FUNCTIONS = frozenset({
    "ABS", "CEILING", "CEIL", "DATEDIFF", "DAY", "DAYOFMONTH", "DAYOFWEEK", "DAYOFYEAR", "EXTRACT", "FLOOR", "HOUR",
    "MICROSECOND", "MINUTE", "MOD", "MONTH", "QUARTER", "SECOND", "TIME_TO_SEC", "TO_DAYS", "TO_SECONDS",
    "UNIX_TIMESTAMP", "WEEKDAY", "YEAR", "YEARWEEK"})


def _partition_function(stmt: Statement, properties: list, exp: Any) -> Optional[ParseFailure]:
    """A function outside PARTITION_FUNCTIONS in a PARTITION BY / SUBPARTITION BY expression.
    Judged by the name as the statement writes it (sqlglot may know a function by another)."""
    from .dialect import fields, is_partition_by

    if "PARTITION" not in stmt.text.upper():
        return None
    upper = stmt.text.upper()
    for prop in properties:
        if not is_partition_by(prop):
            continue
        spec = fields(prop.args.get("value"))
        expressions = [spec.get("expr")]
        sub = spec.get("subpartition")
        if isinstance(sub, exp.Struct):
            expressions.append(fields(sub).get("expr"))
        for expression in expressions:
            if not isinstance(expression, exp.Expression):
                continue
            for func in expression.find_all(exp.Func):
                name = func.sql(dialect="mysql").split("(", 1)[0].strip().upper()
                if (name and name.replace("_", "").isalnum() and name not in PARTITION_FUNCTIONS
                        and f"{name}(" in "".join(upper.split())):
                    return ParseFailure(f"{name}() is not allowed in a partitioning expression (error 1564; allowed: "
                                        "YEAR, TO_DAYS, UNIX_TIMESTAMP, MOD, … the manual's list)",
                                        max(0, upper.find(name)))
    return None


def _reads_as_number(word: str) -> bool:
    """Whether the server's lexer reads an unquoted word as a number followed by more: digits,
    then an exponent (`1e5abc`: the number 1e5, then `abc`)."""
    if not word[:1].isdigit():
        return False
    at = 0
    while at < len(word) and word[at].isdigit():
        at += 1
    rest = word[at + 1:]
    if at >= len(word) or word[at] not in "eE":
        return False
    rest = rest[1:] if rest[:1] in ("+", "-") else rest
    return rest[:1].isdigit()


def _charset_problem(node: Any, exp: Any) -> Optional[str]:
    """Why the server refuses a CHARACTER SET or COLLATE clause: a character set neither
    server has (1115), or a collation named after none (1273: `COLLATE "de_DE"`)."""
    global _CHARSET_CLAUSES
    if not _CHARSET_CLAUSES:
        _CHARSET_CLAUSES = (exp.CharacterSetColumnConstraint, exp.CharacterSetProperty, exp.CollateColumnConstraint,
                            exp.CollateProperty)
    if not isinstance(node, _CHARSET_CLAUSES):
        return None
    from . import charsets

    if isinstance(node, (exp.CharacterSetColumnConstraint, exp.CharacterSetProperty)):
        name = node.this.name if isinstance(node.this, exp.Expression) else str(node.this or "")
        if name and name.upper() != "DEFAULT" and charsets.normalize(name) not in charsets.MAXLEN:
            return f"unknown character set {name} (error 1115)"
    elif isinstance(node, (exp.CollateColumnConstraint, exp.CollateProperty)):
        name = node.this.name if isinstance(node.this, exp.Expression) else str(node.this or "")
        if (name and name.upper() != "DEFAULT" and charsets.charset_of_collation(name) is None
                and not name.lower().startswith("uca1400_")):  # (MariaDB 10.10+: the charset is the column's)
            return f"unknown collation {name} (error 1273): a collation is named after its character set"
    return None


def _reference_problem(node: Any, exp: Any) -> Optional[str]:
    """A REFERENCES clause with ON DELETE or ON UPDATE twice (the server refuses it: 1064)."""
    if not isinstance(node, exp.Reference):
        return None
    seen = [str(option).upper().split()[1] for option in node.args.get("options") or ()
            if str(option).upper().startswith("ON ") and len(str(option).split()) > 1]
    twice = next((event for event in ("DELETE", "UPDATE") if seen.count(event) > 1), None)
    return f"ON {twice} given twice in one REFERENCES clause" if twice else None


def _named_tables(tree: Any, exp: Any) -> list:
    """The tables a CREATE TABLE creates, a DROP TABLE drops, a RENAME TABLE renames (not a walk
    of the whole tree: this runs for every CREATE TABLE)."""
    if isinstance(tree, exp.Create):
        target = tree.this.this if isinstance(tree.this, exp.Schema) else tree.this
        return [target] if isinstance(target, exp.Table) else []
    if isinstance(tree, exp.Drop):
        return [t for t in tree.args.get("tables") or [] if isinstance(t, exp.Table)]
    return list(tree.find_all(exp.Table))  # RENAME TABLE: a few pairs


_RESERVED_IN_BOTH: frozenset = frozenset()


def _reserved_in_both(word: str) -> bool:
    """Reserved in MySQL 8.0 and in MariaDB 10.11 (either server refuses it as a bare name)."""
    global _RESERVED_IN_BOTH
    if not _RESERVED_IN_BOTH:
        from .reserved_words import MARIADB_1011, MYSQL_80

        _RESERVED_IN_BOTH = MYSQL_80 & MARIADB_1011
    return word.lower() in _RESERVED_IN_BOTH


_CHARSET_CLAUSES: tuple = ()  # the CHARACTER SET / COLLATE classes (filled on first use)
_CHECKED_CONSTRAINTS: frozenset = frozenset()  # column attributes definition_problem reads (filled on first use)
_NEEDS_LENGTH: tuple = ()  # VARCHAR, VARBINARY (filled on first use: sqlglot is imported late)
_NEEDS_VALUES: tuple = ()  # ENUM, SET
_NAMED_COLUMN_CONSTRAINTS: frozenset = frozenset()  # what `CONSTRAINT name` may begin on a column (CHECK, REFERENCES)
_ONE_NUMBER_REFUSED: frozenset = frozenset()  # types whose (M) needs its (M,D): DOUBLE, REAL
_CLASSES: tuple = ()  # the sqlglot classes definition_problem tests every column against
_EXPRESSION_VALUES: tuple = ()  # what an ENUM / SET value cannot be (an expression, a name)
_NAME_PARAMS: tuple = ()  # what a type's length cannot be (a name)


def _collation_conflict(column: str, kind: Any, before: list, exp: Any) -> Optional[str]:
    """A column's COLLATE that names another character set's collation than its CHARACTER SET
    (1253), or a second COLLATE naming another collation than the first (1302)."""
    if kind.__class__ is not exp.CollateColumnConstraint:
        return None
    from . import charsets

    collation = charsets.normalize_collation(kind.this.name if isinstance(kind.this, exp.Expression) else str(kind.this))
    for constraint in before:
        earlier = constraint.args.get("kind")
        name = earlier.this.name if isinstance(getattr(earlier, "this", None), exp.Expression) else ""
        if earlier.__class__ is exp.CharacterSetColumnConstraint and name.upper() != "DEFAULT":
            charset = charsets.normalize(name)
            owner = charsets.charset_of_collation(collation)
            if owner is not None and charset in charsets.MAXLEN and owner != charset:
                return (f"column {column}: COLLATE {collation} is not a collation of CHARACTER SET {name} "
                        "(error 1253)")
        elif earlier.__class__ is exp.CollateColumnConstraint and charsets.normalize_collation(name) != collation:
            return f"column {column}: COLLATE {name} and COLLATE {collation} conflict (error 1302)"
    return None


# the types MariaDB compresses (COMPRESSED: 10.3+); sqlglot's names (JSON, a LONGTEXT, left alone)
_COMPRESSIBLE = frozenset({"VARCHAR", "NVARCHAR", "VARBINARY", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "TINYBLOB",
                           "BLOB", "MEDIUMBLOB", "LONGBLOB", "JSON"})


def _compressed(kind: Any) -> bool:
    """MariaDB's COMPRESSED [= method] column attribute (10.3+), which its grammar reads as part of
    the type: a CHARACTER SET may follow it."""
    return type(kind).__name__ == "Property" and kind.name.upper() == "COMPRESSED"


def _type_arguments_problem(column: str, dtype: Any, params: list, exp: Any) -> Optional[str]:
    """Why the server refuses a type's arguments: a name where a length must be (`CHAR(N)`), an
    ENUM / SET value that is an expression rather than a string, DOUBLE / REAL with one number
    (the grammar has `(M,D)` for them, or nothing)."""
    global _EXPRESSION_VALUES, _NAME_PARAMS
    if not _NAME_PARAMS:
        _EXPRESSION_VALUES = (exp.Func, exp.Column, exp.Binary, exp.Paren)
        _NAME_PARAMS = (exp.Var, exp.Column, exp.Identifier)
    this = dtype.this
    if this is _NEEDS_VALUES[0] or this is _NEEDS_VALUES[1]:
        for value in params:
            if isinstance(value, _EXPRESSION_VALUES):
                return f"column {column}: {this.name} values are strings, not `{value.sql(dialect='mysql')[:30]}`"
        return None
    for param in params:
        inner = param.this
        if isinstance(inner, _NAME_PARAMS) and inner.name.upper() != "MAX":
            return f"column {column}: {this.name}'s length must be a number, not `{inner.name}`"
    if len(params) == 1 and this in _ONE_NUMBER_REFUSED:
        return f"column {column}: DOUBLE and REAL take (M,D) or nothing, not one number"
    return None


def _server_words() -> frozenset:
    """Every keyword, type and function name of MySQL 8's grammar (as Pygments' MySQL lexer lists
    them, read from MySQL's own sources), and MariaDB's own DDL words."""
    global _SERVER_WORDS
    if _SERVER_WORDS is None:
        words = set(_MARIADB_WORDS)
        try:
            from pygments.lexers import _mysql_builtins as builtins

            for group in (builtins.MYSQL_KEYWORDS, builtins.MYSQL_DATATYPES, builtins.MYSQL_FUNCTIONS):
                words.update(w.upper() for w in group)
        except Exception:  # (a Pygments without the list: judge by sqlglot's MySQL keywords)
            from sqlglot.dialects.mysql import MySQL

            words.update(k for k in MySQL.Tokenizer.KEYWORDS if " " not in k)
        _SERVER_WORDS = frozenset(words)
    return _SERVER_WORDS


_SERVER_WORDS: Optional[frozenset] = None
_MARIADB_WORDS = ("IGNORED", "VERSIONING", "SYSTEM_TIME", "PERIOD", "INET4", "INET6", "UUID", "PERSISTENT",
                  "PAGE_CHECKSUM", "PAGE_COMPRESSED", "PAGE_COMPRESSION_LEVEL", "TRANSACTIONAL", "ENCRYPTED",
                  "ENCRYPTION_KEY_ID", "IETF_QUOTES", "SEQUENCE", "NOCACHE", "NOCYCLE", "NOMINVALUE",
                  "NOMAXVALUE", "INCREMENT", "WITHOUT", "OVERLAPS", "HISTORY", "BTREE", "HASH", "RTREE", "ZLIB",
                  # the rest of MariaDB 10.11.19's own keywords (its information_schema.KEYWORDS) that
                  # Pygments' MySQL list lacks: a clause made of them is MariaDB's shape, not a typo
                  "ATOMIC", "AUTHORS", "BODY", "CHECKPOINT", "CLOB", "COLUMN_ADD", "COLUMN_CHECK", "COLUMN_CREATE",
                  "COLUMN_DELETE", "COLUMN_GET", "CONTRIBUTORS", "CURRENT_POS", "CYCLE", "DELETE_DOMAIN_ID",
                  "DES_KEY_FILE", "DO_DOMAIN_IDS", "ELSIF", "EXAMINED", "EXCEPTION", "FEDERATED", "GOTO", "HARD",
                  "IGNORE_DOMAIN_IDS", "IMMEDIATE", "ISOPEN", "LASTVAL", "MASTER_DEMOTE_TO_REPLICA",
                  "MASTER_DEMOTE_TO_SLAVE", "MASTER_GTID_POS", "MASTER_SERVER_ID", "MASTER_USE_GTID",
                  "MAX_STATEMENT_TIME", "MINUS", "MINVALUE", "MONITOR", "MYSQL", "NEXTVAL", "NOTFOUND",
                  "OLD_PASSWORD", "ONLINE", "PACKAGE", "PARSE_VCOL_EXPR", "PORTION", "PREVIOUS", "RAISE", "RAW",
                  "REDOFILE", "REF_SYSTEM_ID", "REPLAY", "REPLICA_POS", "ROWCOUNT", "ROWNUM", "ROWTYPE", "SETVAL",
                  "SLAVES", "SLAVE_POS", "SOFT", "SQL_CACHE", "STAGE", "STATEMENT", "THREADS", "VARCHAR2", "VIA",
                  "WITHIN")


# column attributes whose value may be a type's name (`COLUMN_FORMAT FIXED`): not a column's start
_VALUED_ATTRIBUTES = frozenset({"COLUMN_FORMAT", "STORAGE", "COMMENT", "COLLATE", "DEFAULT", "CHARSET", "CHARACTER",
                                "ON", "REFERENCES", "AS", "GENERATED", "CHECK", "CONSTRAINT", "SRID", "FORMAT",
                                "ENGINE_ATTRIBUTE", "SECONDARY_ENGINE_ATTRIBUTE", "COMPRESSED", "WITHOUT", "WITH"})

# the errors of the grammars dialect.py reads in full (PARTITION BY …): a refusal, whatever the words
# and a table name missing where the grammar needs one
# what sqlglot checks that is its own knowledge, not the server's grammar: a function's number of
# arguments as sqlglot defines it (MariaDB's LAST_VALUE takes any number, sqlglot's one)
_SQLGLOT_ONLY_ERRORS = ("The number of provided arguments",)
_REFUSED_ERRORS = ("Unexpected ", "Expecting HASH", "Expecting a number", "Expecting PARTITION", "Expected table name")


def shape_refused(text: str, offset: int, d: Any, whole: bool = False) -> bool:
    """Whether a statement our reader stopped on at `offset` is one the server refuses (SL001),
    rather than one only schemalint cannot read (SL009). Refused: the statement ends before its
    parentheses close, or the clause from the token where reading stopped (to the next comma of
    its list; with `whole`, to the end) holds a word outside parentheses that is no keyword of
    MySQL's or MariaDB's grammar, or punctuation their DDL has no place for (`[`, `::`, `;`…).
    Otherwise, a clause made of the servers' own keywords, names in parentheses, numbers and
    strings, the shape is the server's and the gap is ours."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return True
    if sum(t.token_type is TokenType.L_PAREN for t in tokens) != sum(t.token_type is TokenType.R_PAREN for t in tokens):
        return True
    start = next((i for i, t in enumerate(tokens) if t.end >= offset), None)
    if start is None or (start == len(tokens) - 1 and not whole):
        return True  # reading stopped at the end, or at the last word: something is missing
    if (tokens[start].token_type is TokenType.EQ and start and tokens[start - 1].text.upper() in ("SET", "CHARSET", "COLLATE")
            and sum((t.token_type is TokenType.L_PAREN) - (t.token_type is TokenType.R_PAREN) for t in tokens[:start]) > 0):
        return True  # a column's CHARACTER SET / COLLATE takes no `=` (a table option's does)
    known = _server_words()
    if (tokens[start].token_type in (TokenType.VAR, TokenType.IDENTIFIER) and start + 1 < len(tokens) and start
            and tokens[start - 1].token_type not in (TokenType.COMMA, TokenType.L_PAREN)
            and tokens[start].text.upper() not in _VALUED_ATTRIBUTES):
        from sqlglot.parsers.mysql import MySQLParser

        if tokens[start + 1].token_type in MySQLParser.TYPE_TOKENS:
            return True  # a column's name and type where the previous definition goes on: a missing comma
    allowed = (TokenType.NUMBER, TokenType.STRING, TokenType.IDENTIFIER, TokenType.EQ, TokenType.DOT,
               TokenType.L_PAREN, TokenType.R_PAREN, TokenType.COMMA, TokenType.DASH)  # (operators: in parentheses)
    if tokens[start].token_type in (TokenType.COMMA, TokenType.R_PAREN):
        return True  # an empty list item, or a list closed too early
    if whole and len(tokens) > 1 and tokens[-2].token_type is TokenType.COMMA:
        return True  # a last clause of one word (`…, ALGORITHM`): its value is missing
    depth, named = 0, False  # named: the clause holds a name, number, string or list
    before = tokens[start - 2].text.upper() if start > 1 else ""
    previous = tokens[start - 1].text.upper() if start else ""
    if start and tokens[start - 1].token_type is TokenType.VAR:
        previous = "<name>"
    for index in range(start, len(tokens)):
        token = tokens[index]
        kind = token.token_type
        if previous == "<name>" and before in ("(", ",") and kind in (TokenType.NUMBER, TokenType.STRING):
            return True  # a column's name followed by no type (`id 123`)
        if kind in (TokenType.NUMBER, TokenType.STRING) and previous in _NAME_BEFORE and previous not in ("=", "AS"):
            return True  # a number or a string where a name must be (`PARTITION 4`, `INDEX 'i'`)
        if kind is TokenType.PLUS and depth == 0:
            return True  # an expression outside the parentheses it needs (`AS a + 1`)
        if (whole and depth == 0 and index > start and token.text.upper() in ("CHANGE", "MODIFY")
                and tokens[index - 1].token_type is not TokenType.COMMA):
            return True  # ALTER TABLE clauses without the comma between them
        if kind is TokenType.L_PAREN:
            depth += 1
        elif kind is TokenType.R_PAREN:
            depth -= 1
            if depth < 0 and not whole:
                return index == start + 1  # one keyword alone lacks what it introduces (`a INT SERIAL`)
        elif kind is TokenType.COMMA and depth == 0 and not whole:
            return index == start + 1
        elif kind is TokenType.COMMA:
            pass
        elif kind in allowed or all(word in known for word in token.text.upper().split()):
            pass
        elif kind is TokenType.VAR and (depth > 0 or previous in _NAME_BEFORE or (
                previous == "<name>" and before in ("CHANGE", "COLUMN", "RENAME"))):
            pass  # a name in a list (key parts, partition names), or where a clause names something
        elif depth > 0 and kind not in (TokenType.L_BRACKET, TokenType.R_BRACKET, TokenType.SEMICOLON):
            pass  # an expression in parentheses (`AS (a * 2)`): operators of any kind
        else:
            return True
        if kind in (TokenType.NUMBER, TokenType.STRING, TokenType.IDENTIFIER, TokenType.L_PAREN) or (
                kind is TokenType.VAR and token.text.upper() not in known):
            named = True
        before, previous = previous, token.text.upper() if kind is not TokenType.VAR else "<name>"
    return not named


# the words after which a clause names a column, key, table or partition (and a name after a
# name after these: CHANGE old new)
_NAME_BEFORE = frozenset({"COLUMN", "INDEX", "KEY", "CONSTRAINT", "TO", "AS", "ADD", "DROP", "CHANGE", "MODIFY",
                          "AFTER", "RENAME", "TABLE", "ON", "REFERENCES", "=", "PARTITION", "ALTER", "FOR",
                          "FIRST", "UNIQUE", "FULLTEXT", "SPATIAL", "PRIMARY", "FOREIGN", "CHECK"})


# the words an ALTER TABLE clause or table option begins with (MariaDB's and MySQL's alter_list_item)
_ALTER_CLAUSE_WORDS = frozenset({
    "ADD", "DROP", "CHANGE", "MODIFY", "ALTER", "RENAME", "CONVERT", "ORDER", "DISABLE", "ENABLE", "DISCARD",
    "IMPORT", "FORCE", "ALGORITHM", "LOCK", "PARTITION", "REMOVE", "COALESCE", "REORGANIZE", "EXCHANGE", "ANALYZE",
    "CHECK", "OPTIMIZE", "REBUILD", "REPAIR", "TRUNCATE", "UPGRADE", "WAIT", "NOWAIT", "WITH", "WITHOUT", "DEFAULT",
    "CHARACTER", "CHARSET", "COLLATE", "ENGINE", "AUTO_INCREMENT", "COMMENT", "ROW_FORMAT", "DATA", "INDEX",
    "SECONDARY_LOAD", "SECONDARY_UNLOAD", "ONLINE", "IGNORE", "TYPE"}) | frozenset(
    w for option in KNOWN_OPTIONS for w in option.split()[:1])
_DROP_OBJECTS = frozenset({"COLUMN", "INDEX", "KEY", "CONSTRAINT", "CHECK"})


def _alter_clause_refused(text: str, d: Any) -> Optional[tuple[str, int]]:
    """(message, offset) where an ALTER TABLE sqlglot keeps as text cannot be the server's: the
    first clause begins with no word an ALTER TABLE clause or table option begins with (`ON
    CLUSTER …`); a DROP of a named column, key or constraint goes on with more than RESTRICT /
    CASCADE (`DROP CONSTRAINT c TEXT`); a second ALTER TABLE follows without the `;` between."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    words = [t.text.upper() if t.token_type is not TokenType.IDENTIFIER else "" for t in tokens]
    if "TABLE" not in words:
        return None
    start = words.index("TABLE") + 1  # ALTER [ONLINE] [IGNORE] TABLE [IF EXISTS] name [WAIT n | NOWAIT]
    start += 2 if words[start:start + 2] == ["IF", "EXISTS"] else 0
    start += 1
    while start + 1 < len(words) and words[start] == ".":
        start += 2
    start += 2 if words[start:start + 1] == ["WAIT"] else 1 if words[start:start + 1] == ["NOWAIT"] else 0
    if start >= len(words):
        return None
    if (words[start].split(" ", 1)[0] not in _ALTER_CLAUSE_WORDS  # (sqlglot makes PARTITION BY one token)
            and words[start + 1:start + 2] != ["="]):  # (an option of the table's engine: `table_type=CSV`)
        return (f"`{excerpt(text[tokens[start].start:])}` begins no ALTER TABLE clause", tokens[start].start)
    depth = 0
    for i in range(start, len(tokens)):
        word = words[i]
        depth += word == "("
        depth -= word == ")"
        if depth:
            continue
        if word == "ALTER" and i + 1 < len(words) and words[i + 1] == "TABLE":
            return ("a second ALTER TABLE without the `;` that ends the first", tokens[i].start)
        if word == "DROP" and i + 2 < len(words):
            k = i + 1
            if words[k] == "FOREIGN" and k + 1 < len(words) and words[k + 1] == "KEY":
                k += 2
            elif words[k] in _DROP_OBJECTS:
                k += 1
            elif words[k] in ("PRIMARY", "PRIMARY KEY", "PARTITION", "SYSTEM", "PERIOD", "FOREIGN KEY"):
                continue
            if words[k:k + 2] == ["IF", "EXISTS"]:
                k += 2
            k += 1  # the name
            if k < len(words) and words[k] not in (",", "RESTRICT", "CASCADE"):
                return (f"`{excerpt(text[tokens[k].start:])}` after DROP … {tokens[k - 1].text}: a DROP clause names one "
                        "column, key or constraint", tokens[k].start)
    return None


def _after_head(text: str, d: Any) -> int:
    """Offset just after `ALTER TABLE name` / `CREATE … INDEX name ON table` / the first three words."""
    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return 0
    for i, token in enumerate(tokens):
        if token.text.upper() in ("TABLE", "ON") and i + 1 < len(tokens):
            k = i + 1
            while k + 2 < len(tokens) and tokens[k + 1].text == ".":
                k += 2
            return tokens[k].end + 1
    return tokens[min(2, len(tokens) - 1)].end + 1 if tokens else 0


def definition_problem(node: Any, attributes: bool = True, reserved: bool = False) -> Optional[str]:
    """Why the server refuses a column or index definition sqlglot accepted, else None.
    `attributes`: also read a column's attributes (CHARACTER SET, COLLATE, REFERENCES,
    IDENTITY); the caller says no when the statement's text holds none of those words.
    `reserved`: a reserved word as the column's bare name is refused here (ALTER TABLE; in a
    CREATE TABLE the table is modelled and SL028 reports it with the profile's own list)."""
    from sqlglot import exp

    global _NEEDS_LENGTH, _NEEDS_VALUES, _CHECKED_CONSTRAINTS, _NAMED_COLUMN_CONSTRAINTS, _ONE_NUMBER_REFUSED, _CLASSES
    if not _NEEDS_LENGTH:
        _NEEDS_LENGTH = (exp.DType.VARCHAR, exp.DType.VARBINARY, exp.DType.NVARCHAR)
        _NEEDS_VALUES = (exp.DType.ENUM, exp.DType.SET)
        _CHECKED_CONSTRAINTS = frozenset({exp.CharacterSetColumnConstraint, exp.CollateColumnConstraint, exp.Reference,
                                          exp.GeneratedAsIdentityColumnConstraint})
        _NAMED_COLUMN_CONSTRAINTS = frozenset({exp.CheckColumnConstraint, exp.Reference})
        _ONE_NUMBER_REFUSED = frozenset({exp.DType.DOUBLE, exp.DType.UDOUBLE})
        _CLASSES = (exp.Identifier, exp.DataType, exp.DefaultColumnConstraint, exp.Collate, exp.Binary)
        _reserved_in_both("")  # fills _RESERVED_IN_BOTH
    identifier, datatype, default, collate, binary = _CLASSES

    if isinstance(node, exp.ColumnDef):  # (every column of every table passes here: cheap tests first)
        args = node.args
        dtype = args.get("kind")
        if dtype is None:
            return f"`{node.name}` is not a keyword MySQL knows here, nor a column with a data type"
        name = node.this
        if name.__class__ is identifier:
            if reserved and name.this.lower() in _RESERVED_IN_BOTH and not name.args.get("quoted"):
                return f"`{name.name}` is a reserved word: as a column name it needs backticks (`{name.name}`)"
        elif isinstance(name, exp.Literal) and not name.is_string:
            return f"a column name cannot be a bare number ({name.name}): quote it with backticks"
        params = dtype.args.get("expressions") if dtype.__class__ is datatype else None
        if params:
            problem = _type_arguments_problem(node.name, dtype, params, exp)
            if problem is not None:
                return problem
        for position, constraint in enumerate(args.get("constraints") or ()) if attributes else ():
            if constraint.__class__ is identifier:  # (`a INT CONSTRAINT foo`: a name, then nothing)
                return f"column {node.name}: CONSTRAINT {constraint.name} names no constraint"
            constraint_args = constraint.args
            kind = constraint_args.get("kind")
            kind_class = kind.__class__
            if constraint_args.get("this") is not None and kind_class not in _NAMED_COLUMN_CONSTRAINTS:
                return (f"column {node.name}: CONSTRAINT {constraint.name} may only name a CHECK or a REFERENCES on a "
                        "column; a key takes its name in the table's own PRIMARY KEY / UNIQUE definition")
            if kind_class is default:
                value = kind.this
                if value.__class__ is collate:  # (`DEFAULT 'x' COLLATE c`: the column's COLLATE, read into the default)
                    problem = _charset_problem(exp.CollateColumnConstraint(this=exp.var(value.expression.name)), exp)
                    if problem is not None:
                        return f"column {node.name}: {problem}"
                elif isinstance(value, binary):
                    return (f"column {node.name}: a DEFAULT expression needs parentheses around all of it, "
                            f"DEFAULT ({value.sql(dialect='mysql')[:40]})")
            if kind_class is exp.Property and _compressed(kind) and (
                    dtype.__class__ is not datatype or dtype.this.name not in _COMPRESSIBLE):
                return (f"column {node.name}: COMPRESSED is for VARCHAR, VARBINARY, TEXT and BLOB columns only "
                        "(MariaDB's manual, Storage-Engine Independent Column Compression)")
            if not attributes or kind_class not in _CHECKED_CONSTRAINTS:
                continue
            if kind.__class__ is exp.CharacterSetColumnConstraint and dtype.__class__ is datatype and (
                    dtype.this is exp.DType.JSON):
                return f"column {node.name}: JSON takes no CHARACTER SET (its text is utf8mb4)"
            if kind.__class__ is exp.CharacterSetColumnConstraint and any(
                    c.args.get("kind").__class__ is not exp.BinaryColumnConstraint and not (
                        at == 0 and _compressed(c.args.get("kind")))  # (MariaDB: `VARCHAR(n) COMPRESSED CHARACTER SET x`)
                    for at, c in enumerate(args["constraints"][:position])):
                return f"column {node.name}: CHARACTER SET belongs to the type, right after it (before NOT NULL, COMMENT …)"
            problem = (_charset_problem(kind, exp) or _reference_problem(kind, exp)
                       or _collation_conflict(node.name, kind, args["constraints"][:position], exp))
            if problem is not None:
                return problem
            if isinstance(kind, exp.GeneratedAsIdentityColumnConstraint) and (
                    kind.args.get("start") is not None or kind.args.get("increment") is not None):
                return f"column {node.name}: IDENTITY is not MySQL's nor MariaDB's (AUTO_INCREMENT is)"
        if dtype.__class__ is exp.DataType and not dtype.args.get("expressions"):
            this = dtype.this  # (identity tests: an enum member's hash is a Python call)
            if any(this is needs for needs in _NEEDS_LENGTH):
                return f"column {node.name}: {this.name} needs a length, e.g. {this.name}(255)"
            if any(this is needs for needs in _NEEDS_VALUES):
                return f"column {node.name}: {this.name} needs at least one value"
        return None
    if isinstance(node, exp.Constraint):
        node = node.expressions[0] if node.expressions else node
    if isinstance(node, (exp.IndexColumnConstraint, exp.ForeignKey)) and not node.expressions:
        return "a key needs at least one column"
    if isinstance(node, exp.ForeignKey):
        return _reference_problem(node.args.get("reference"), exp)
    if isinstance(node, exp.PrimaryKeyColumnConstraint) and not node.expressions and node.this is None:
        return "a key needs at least one column"  # ALTER TABLE t ADD PRIMARY KEY (without its list)
    if isinstance(node, exp.UniqueColumnConstraint) and isinstance(node.this, exp.Schema) and not node.this.expressions:
        return "a key needs at least one column"
    return None


def _word_at(text: str, word: str) -> int:
    """Offset of the last place `word` stands as a whole word in the text (any case)."""
    upper, target = text.upper(), word.upper()
    at = upper.rfind(target)
    while at > 0 and (upper[at - 1].isalnum() or upper[at - 1] == "_"):
        at = upper.rfind(target, 0, at)
    return at


def _double_quoted_name(stmt: Statement, tree: Any, exp: Any) -> Optional[int]:
    """Offset of a table or column name written in double quotes (sqlglot reads it as a name;
    without ANSI_QUOTES the server reads a string there and refuses the statement)."""
    text = stmt.text
    names = []
    table = tree.find(exp.Table)
    if table is not None and isinstance(table.this, exp.Identifier):
        names.append(table.this)
    for column in tree.find_all(exp.ColumnDef):
        names.append(column.this)
    for name in names:
        if isinstance(name, exp.Literal) and name.is_string:
            at = _offset_in(stmt, name)
            return at if text[at:at + 1] == '"' else text.find('"')
        if isinstance(name, exp.Identifier) and name.quoted:
            at = _offset_in(stmt, name)
            if text[at:at + 1] == '"':
                return at
    return None


def _unknown_option(stmt: Statement, options: list) -> Optional[ParseFailure]:
    from sqlglot import exp

    for option in options:
        problem = _charset_problem(option, exp) if isinstance(option, (exp.CharacterSetProperty, exp.CollateProperty)) else None
        if type(option) is exp.Property and option.name.upper() == "CONVERT TO CHARACTER SET":
            from .dialect import fields

            spec = fields(option.args.get("value"))
            problem = _charset_problem(exp.CharacterSetProperty(this=exp.var(spec.get("charset") or "DEFAULT")), exp) or (
                _charset_problem(exp.CollateProperty(this=exp.var(spec["collation"])), exp) if spec.get("collation") else None)
            if problem is not None:
                return ParseFailure(problem, max(0, _word_at(stmt.text, "CONVERT")))
        if problem is not None:
            return ParseFailure(problem, _offset_in(stmt, option) or max(0, _word_at(stmt.text, option.this.name)))
        if option.__class__ is exp.RowFormatProperty and isinstance(option.this, exp.Var) and \
                option.this.name.upper() not in ROW_FORMATS:
            return ParseFailure(f"unknown ROW_FORMAT {option.this.name} (the servers' grammar has {', '.join(sorted(ROW_FORMATS))})",
                                max(0, _word_at(stmt.text, option.this.name)))
        value = option.args.get("value") if type(option) is exp.Property else None
        at = -1
        if isinstance(value, exp.Var):
            named = _word_at(stmt.text, option.name)
            at = stmt.text.upper().find(value.name.upper(), named + len(option.name)) if named >= 0 else -1
        if at > 0 and stmt.text[at - 1] != "`" and value.name.upper() != "DEFAULT" and _reserved_in_both(value.name):
            return ParseFailure(f"`{value.name}` is a reserved word: a table option's value is a number, a string or a "
                                f"name, so {option.name}={value.name} is refused", at)
    generic = [p for p in options if type(p) is exp.Property and p.name.upper() not in KNOWN_OPTIONS]
    engines = [p.this.name.upper() if isinstance(p.this, exp.Expression) else str(p.this).upper()
               for p in options if isinstance(p, exp.EngineProperty)]
    unknown = [e for e in engines if e not in KNOWN_ENGINES]
    if unknown:
        from difflib import get_close_matches

        close = get_close_matches(unknown[0], sorted(KNOWN_ENGINES), 1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        at = max(0, stmt.text.upper().find(unknown[0]))
        return ParseFailure(f"unknown storage engine {unknown[0]}{hint}: error 1286 under NO_ENGINE_SUBSTITUTION, "
                            "in the default sql_mode of MySQL 8.0 and MariaDB 10.11", at)
    if not generic:
        return None
    if any(e not in _STOCK_ENGINES for e in engines):
        return None
    name = generic[0].name
    from difflib import get_close_matches

    close = get_close_matches(name.upper(), sorted(KNOWN_OPTIONS | {"ALGORITHM", "LOCK", "ENGINE", "ROW_FORMAT",
                                                                      "AUTO_INCREMENT", "COMMENT", "CHARSET", "COLLATE"}), 1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    at = _offset_in(stmt, generic[0]) or max(0, stmt.text.upper().rfind(name.upper()))  # (a Property has no position)
    return ParseFailure(f"unknown option {name}{hint}: MySQL and MariaDB refuse it", at)


def _offset_in(stmt: Statement, node: Any) -> int:
    """Offset in the statement where `node` begins (0 when the tree does not say)."""
    from .table_parts import shifted_offset

    start = node.meta.get("start") if node.meta else None
    if start is None:
        for child in node.iter_expressions():
            found = child.meta.get("start") if child.meta else None
            if found is not None:
                return min(len(stmt.text), shifted_offset(child, found))
        return 0
    return min(len(stmt.text), shifted_offset(node, start))


def _empty_item(text: str, d: Any) -> Optional[int]:
    """Offset of the comma that leaves a list item empty (`(,`, `,,`, `,)` or a comma that ends
    the statement: sqlglot skips the item, the server refuses it), by the statement's tokens."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    comma, lparen, rparen = TokenType.COMMA, TokenType.L_PAREN, TokenType.R_PAREN
    for i, token in enumerate(tokens):
        kind = token.token_type
        nxt = tokens[i + 1].token_type if i + 1 < len(tokens) else None
        if kind is comma and (nxt is None or nxt is comma or nxt is rparen):
            return token.start
        if kind is lparen and nxt is comma:
            return tokens[i + 1].start
    return None


def _salvage(text: str, d: Any) -> Any:
    from .salvage import salvage_create_table  # (only for a CREATE TABLE that does not parse)

    return salvage_create_table(text, d, definition_problem, KNOWN_OPTIONS)


def _offset_of(text: str, line: Optional[int], col: Optional[int], highlight: str = "") -> int:
    """Offset of the offending token: sqlglot reports the 1-based line and the column of the
    token's last character, and the token's text (`highlight`)."""
    if not line:
        return 0
    pos = 0
    for _ in range(line - 1):
        nxt = text.find("\n", pos)
        if nxt == -1:
            break
        pos = nxt + 1
    end = min(len(text), pos + max(col or 1, 1))  # just past the token
    if highlight:
        start = text.rfind(highlight, 0, end)
        if start != -1 and start >= end - len(highlight) - 2:  # (quotes around a string token)
            return start
    return max(0, end - 1)
