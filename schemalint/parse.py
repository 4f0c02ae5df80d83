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

    if too_many_tokens(stmt.text):
        return ParseFailure(f"statement too large to read: {len(stmt.text):,} characters, more than {MAX_TOKENS:,} tokens "
                            "(schemalint reads statements up to that; a table of 1,017 columns takes ~10,000)", 0)
    d = dialect()
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
        except TokenError as err:
            failure = ParseFailure(f"cannot tokenize: {str(err).splitlines()[0]}", 0)
        except RecursionError:
            failure = ParseFailure("statement nested too deeply to parse", 0)
        except Exception as err:  # a sqlglot bug must not stop the run; report it at the statement
            failure = ParseFailure(f"parser error ({type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''})", 0)
        else:
            if not trees:
                return ParseFailure("empty statement", 0)
            tree = trees[0]
            failure = None
        if failure is not None:
            if stmt.kind == "CREATE TABLE":
                failure.partial = salvage_create_table(stmt.text, d)
            return failure
    failure = _strictness(stmt, tree, d)
    if failure is not None and stmt.kind == "CREATE TABLE":
        failure.partial = salvage_create_table(stmt.text, d)
    return tree if failure is None else failure


# ALTER TABLE forms sqlglot keeps as opaque commands that change nothing the model holds
# (mysqldump writes the first two around every table's data).
_OPAQUE_ALTER_TAILS = frozenset({"DISABLE KEYS", "ENABLE KEYS", "DISCARD TABLESPACE", "IMPORT TABLESPACE"})

# ALTER TABLE clauses sqlglot keeps as text inside a parsed ALTER that the server accepts and
# that change nothing the model holds (MariaDB's system versioning)
_OPAQUE_ALTER_CLAUSES = frozenset({"DROP SYSTEM VERSIONING", "DROP PERIOD FOR SYSTEM_TIME"})

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
        return ParseFailure(f"{kind} uses syntax schemalint does not understand", 0)
    compact = "".join(stmt.text.split())  # (cheaper than tokens, and most statements hold none of these)
    if ",," in compact or "(," in compact or ",)" in compact or compact.endswith(","):
        offset = _empty_item(stmt.text, d)
        if offset is not None:
            return ParseFailure("empty item in a list (a comma too many)", offset)
    if isinstance(tree, exp.Create) and kind == "CREATE TABLE" and isinstance(tree.this, exp.Schema):
        if not tree.this.expressions:
            return ParseFailure("a table needs at least one column", _offset_in(stmt, tree.this))
        for node in tree.this.expressions:
            problem = definition_problem(node)
            if problem is not None:
                return ParseFailure(problem, _offset_in(stmt, node))
        return _unknown_option(stmt, (tree.args.get("properties") or exp.Properties(expressions=[])).expressions)
    if isinstance(tree, exp.Alter):
        actions = tree.args.get("actions") or []
        for node in actions:
            if isinstance(node, exp.Command):
                clause = " ".join(node.sql(dialect="mysql").upper().split())
                if clause in _OPAQUE_ALTER_CLAUSES:
                    continue
                words = str(node.args.get("expression") or node.this).split()
                at = max(0, stmt.text.upper().find(words[0].upper())) if words else 0  # (a Command has no position)
                return ParseFailure(f"`{node.sql(dialect='mysql')[:60]}` is not an ALTER TABLE clause schemalint knows", at)
            for item in node.expressions if isinstance(node, exp.AddConstraint) else [node]:
                problem = definition_problem(item)
                if problem is not None:
                    return ParseFailure(problem, _offset_in(stmt, item))
        return _unknown_option(stmt, list(tree.args.get("options") or []) + actions)
    if isinstance(tree, exp.Drop) and (tree.args.get("kind") or "").upper() == "INDEX" and tree.args.get("cluster") is None:
        return ParseFailure("DROP INDEX needs the table: DROP INDEX name ON table", len(stmt.text))
    return None


def definition_problem(node: Any) -> Optional[str]:
    """Why the server refuses a column or index definition sqlglot accepted, else None."""
    from sqlglot import exp

    if isinstance(node, exp.ColumnDef):
        if node.args.get("kind") is None:
            return f"`{node.name}` is not a keyword MySQL knows here, nor a column with a data type"
        return None
    if isinstance(node, exp.Constraint):
        node = node.expressions[0] if node.expressions else node
    if isinstance(node, (exp.IndexColumnConstraint, exp.ForeignKey)) and not node.expressions:
        return "a key needs at least one column"
    if isinstance(node, exp.UniqueColumnConstraint) and isinstance(node.this, exp.Schema) and not node.this.expressions:
        return "a key needs at least one column"
    return None


def _unknown_option(stmt: Statement, options: list) -> Optional[ParseFailure]:
    from sqlglot import exp

    generic = [p for p in options if type(p) is exp.Property and p.name.upper() not in KNOWN_OPTIONS]
    if not generic:
        return None
    engines = [p.this.name.upper() if isinstance(p.this, exp.Expression) else str(p.this).upper()
               for p in options if isinstance(p, exp.EngineProperty)]
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


def salvage_create_table(text: str, d: Any) -> Any:
    """A CREATE TABLE that does not parse as a whole, read one definition at a time (split at
    the body's top-level commas by sqlglot's tokens): the tree of the header with every
    definition and the options that parse on their own, and `skipped` (in its meta: the
    (start, end) of each definition or options tail left out); None when not even the header
    and one column parse."""
    from sqlglot import exp
    from sqlglot.tokens import TokenType

    from .table_parts import SHIFT

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    depth, opened, close, parts, first = 0, None, None, [], None  # parts: (first token, last token) indexes
    for i, token in enumerate(tokens):
        kind = token.token_type
        if kind is TokenType.L_PAREN:
            depth += 1
            if depth == 1 and opened is None:
                opened = token.start
                first = None
                continue
        elif kind is TokenType.R_PAREN:
            depth -= 1
            if depth == 0 and opened is not None:
                parts.append((first, i - 1) if first is not None else (None, token.start))
                close = token.start
                break
        elif kind is TokenType.COMMA and depth == 1:
            parts.append((first, i - 1) if first is not None else (None, token.start))
            first = None
            continue
        if opened is not None and depth >= 1 and first is None:
            first = i
    if opened is None or close is None:
        return None
    header = text[:opened + 1]
    kept, skipped, table, lost_columns = [], [], None, set()
    for first, last in parts:
        if first is None:  # an empty definition (two commas): `last` is where it stands
            skipped.append((last, last, "definition"))
            continue
        start, end = tokens[first].start, tokens[last].end + 1
        found = _one_definition(d, header + text[start:end] + ")", exp)
        if found is None and (tokens[first].token_type is TokenType.IDENTIFIER
                              or tokens[first].text.upper() not in _KEY_WORDS):
            # a column's definition (its name comes first): its name and type, without the
            # attributes from the one that does not parse
            for cut in _cuts(tokens, first, last, TokenType):
                found = _one_definition(d, header + text[start:tokens[cut].end + 1] + ")", exp)
                if found is not None and isinstance(found[1], exp.ColumnDef) and not _user_type(found[1], exp):
                    skipped.append((tokens[cut + 1].start, end, "attributes"))
                    break
                found = None
            if found is None:
                lost_columns.add(tokens[first].text.lower())
        if found is None:
            skipped.append((start, end, "definition"))
            continue
        created, node = found
        table = table or created.this.this
        node.meta[SHIFT] = start - len(header)
        kept.append((start, end, node))
    # a key on a column left out would be reported as naming a column the table does not have
    for start, end, node in list(kept):
        if not isinstance(node, exp.ColumnDef) and lost_columns & _key_columns(node):
            kept.remove((start, end, node))
            skipped.append((start, end, "key"))
    kept = [node for _, _, node in kept]
    if table is None or not any(isinstance(n, exp.ColumnDef) for n in kept):
        return None
    properties = None
    if text[close + 1:].strip():
        probe = header + "_ INT" + text[close:]
        try:
            tail = d.parse(probe)[0]
        except Exception:
            tail = None
        if isinstance(tail, exp.Create) and _unknown_option_names(tail) == [] and tail.args.get("properties") is not None:
            properties = tail.args["properties"]
            properties.meta[SHIFT] = close - (len(header) + len("_ INT"))
        else:
            skipped.append((close + 1, len(text.rstrip()), "options"))
    tree = exp.Create(this=exp.Schema(this=table, expressions=kept), kind="TABLE", properties=properties)
    tree.meta["skipped"] = skipped
    return tree


_MAX_CUTS = 12  # prefixes of a column's definition tried (each is a parse): the longest first


def _cuts(tokens: list, first: int, last: int, token_type: Any) -> list:
    """Where a column's definition (tokens first..last) may be cut to leave its name, type and
    the attributes before the one that does not parse: after a token outside parentheses, the
    longest prefixes first, at most _MAX_CUTS of them (a parse each)."""
    cuts, depth = [], 0
    for i in range(first, last):
        kind = tokens[i].token_type
        if kind is token_type.L_PAREN:
            depth += 1
        elif kind is token_type.R_PAREN:
            depth -= 1
        if depth == 0 and i > first and tokens[i + 1].token_type is not token_type.L_PAREN:
            cuts.append(i)
    return cuts[::-1][:_MAX_CUTS]


def _user_type(column: Any, exp: Any) -> bool:
    """Whether a column's type is no type MySQL has (a word sqlglot took as a user-defined type):
    a column cut down to such a type would only add a second finding to the first."""
    kind = column.args.get("kind")
    return isinstance(kind, exp.DataType) and kind.this == exp.DType.USERDEFINED


# the words a table's key and constraint definitions begin with (a column's begins with its name)
_KEY_WORDS = frozenset({"PRIMARY", "KEY", "INDEX", "UNIQUE", "CONSTRAINT", "FOREIGN", "CHECK", "FULLTEXT", "SPATIAL",
                        "PERIOD"})


def _key_columns(node: Any) -> set:
    """The (lower-case) names a key or constraint definition mentions: its columns (and its
    name, which is harmless here); a foreign key's referenced columns are not its own."""
    from sqlglot import exp

    for inner in node.expressions if isinstance(node, exp.Constraint) else [node]:
        if isinstance(inner, exp.ForeignKey):
            return {e.name.lower() for e in inner.expressions}
    return {i.name.lower() for i in node.find_all(exp.Identifier)}


def _one_definition(d: Any, probe: str, exp: Any) -> Optional[tuple]:
    """(the CREATE TABLE, its one definition) of `CREATE TABLE name (definition)`, if it parses
    into exactly that and the server would take it."""
    try:
        trees = d.parse(probe)
    except Exception:
        return None
    tree = trees[0] if len(trees) == 1 else None
    if not (isinstance(tree, exp.Create) and isinstance(tree.this, exp.Schema) and len(tree.this.expressions) == 1):
        return None
    node = tree.this.expressions[0]
    return None if definition_problem(node) is not None else (tree, node)


def _unknown_option_names(tree: Any) -> list:
    from sqlglot import exp

    props = tree.args.get("properties")
    return [p.name for p in (props.expressions if props else []) if type(p) is exp.Property and p.name.upper() not in KNOWN_OPTIONS]


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
