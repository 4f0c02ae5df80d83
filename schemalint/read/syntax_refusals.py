"""Syntax errors (1064) in clauses sqlglot reads more leniently than MySQL's and MariaDB's
grammars (sql_yacc.yy), each checked on MariaDB 10.11 (tests/test_syntax_refusals.py): a table
option's value of the wrong kind, a key part that is an expression without its parentheses, an
ALTER TABLE clause that names nothing or too much. (A column's attributes are read with the rest
of its definition, in definition_refusals.) What only one of the servers refuses is server_grammar's (by version); this is what both do.
"""

from __future__ import annotations

from typing import Any, Optional

from .parse_failure import ParseFailure, offset_in, word_at
from .source import Statement

# sql_yacc.yy's create_table_option: what each option's value is (ulong_num, a 0 / 1 choice,
# TEXT_STRING, one of a few words); MariaDB's engine-defined options (`name = value`) are not here
_NUMBER_OPTIONS = frozenset({"MAX_ROWS", "MIN_ROWS", "AVG_ROW_LENGTH", "CHECKSUM", "TABLE_CHECKSUM", "DELAY_KEY_WRITE",
                             "KEY_BLOCK_SIZE"})
_SWITCH_OPTIONS = frozenset({"PACK_KEYS", "STATS_PERSISTENT", "STATS_AUTO_RECALC"})  # 0, 1 or DEFAULT
_STRING_OPTIONS = frozenset({"PASSWORD", "CONNECTION", "DATA DIRECTORY", "INDEX DIRECTORY"})
_WORD_OPTIONS = {"INSERT_METHOD": ("NO", "FIRST", "LAST")}
_FIELD_OPTIONS = ("SIGNED", "UNSIGNED", "ZEROFILL")
# The functions whose name the server's lexer makes a function token when `(` follows it with no
# space (MariaDB's lex.h, sql_functions; each measured on 10.11.19: `CREATE TABLE count(a INT)` is
# 1064, `CREATE TABLE count (a INT)` runs). MariaDB's MEDIAN and PERCENTILE_* are left out: MySQL
# has no such function.
FUNCTION_TOKENS = frozenset({
    "BIT_AND", "BIT_OR", "BIT_XOR", "CAST", "COUNT", "CUME_DIST", "CURDATE", "CURTIME", "DATE_ADD", "DATE_SUB",
    "DENSE_RANK", "EXTRACT", "FIRST_VALUE", "GROUP_CONCAT", "JSON_ARRAYAGG", "JSON_OBJECTAGG", "LAG", "LEAD", "MAX",
    "MID", "MIN", "NOW", "NTH_VALUE", "NTILE", "POSITION", "PERCENT_RANK", "RANK", "ROW_NUMBER", "STD", "STDDEV",
    "STDDEV_POP", "STDDEV_SAMP", "SUBSTR", "SUBSTRING", "SUM", "TRIM", "VARIANCE", "VAR_POP", "VAR_SAMP"})


def syntax_problem(stmt: Statement, tree: Any, d: Any) -> Optional[ParseFailure]:
    """The first clause of a parsed CREATE TABLE, ALTER TABLE or CREATE INDEX that the
    servers' grammar refuses (error 1064), else None."""
    from sqlglot import exp

    kind = stmt.kind
    if kind not in ("CREATE TABLE", "ALTER TABLE", "CREATE INDEX"):
        return None
    if isinstance(tree, exp.Command):
        upper = stmt.text.upper()
        if kind != "ALTER TABLE" or not ("PARTITION" in upper or "RENAME" in upper or upper.count("ALTER") > 1):
            return None  # (DISABLE KEYS and the like: their tokens are not made again)
        return _alter_column_without_action(stmt, d) or _alter_partitioning(stmt, d)
    if "?" in stmt.text and tree.find(exp.Placeholder) is not None:
        return ParseFailure("`?` is a parameter of a prepared statement: run as it is, the statement has no value "
                            "there", max(0, stmt.text.find("?")))
    for check in (_table_name, _option_values, _definitions, _alter_actions, _tokens):
        problem = check(stmt, tree, d, exp)
        if problem is not None:
            return problem
    return None


def _table_name(stmt: Statement, tree: Any, d: Any, exp: Any) -> Optional[ParseFailure]:
    """`a.b.c`: a table's name is [database.]name; `LIKE (b)`: LIKE's table is in no parentheses
    (only the whole `(LIKE b)` may be)."""
    target = tree.this.this if isinstance(tree.this, exp.Schema) else tree.this
    if isinstance(target, exp.Index):
        target = target.args.get("table")
    if isinstance(target, exp.Table) and target.args.get("catalog") is not None:
        return ParseFailure("a table's name is [database.]table: a third part has no place", offset_in(stmt, target))
    name = target.this if isinstance(target, exp.Table) else None
    if isinstance(name, exp.Identifier) and not name.quoted and name.name.upper() in FUNCTION_TOKENS:
        at = offset_in(stmt, name)
        if stmt.text[at + len(name.name):at + len(name.name) + 1] == "(":
            return ParseFailure(f"`{name.name}(` reads as a call of the function {name.name.upper()}: as a table name "
                                "it needs a space before its `(` or backticks", at)
    if isinstance(tree, exp.Create):
        for prop in (tree.args.get("properties") or exp.Properties(expressions=[])).expressions:
            if isinstance(prop, exp.OnCommitProperty):
                return ParseFailure("ON COMMIT … ROWS is neither MySQL's nor MariaDB's (a temporary table lives "
                                    "for the session)", max(0, word_at(stmt.text, "ON")))
            if isinstance(prop, exp.LikeProperty) and isinstance(prop.this, exp.Subquery):
                return ParseFailure("LIKE names its table without parentheses: CREATE TABLE t LIKE s (or (LIKE s))",
                                    max(0, stmt.text.upper().rfind("LIKE")))
    return None


def _option_values(stmt: Statement, tree: Any, d: Any, exp: Any) -> Optional[ParseFailure]:
    """A table option whose value is not of the kind the grammar reads (`MAX_ROWS = 'x'`,
    `COMMENT comment`, `STATS_AUTO_RECALC 2`, `STATS_SAMPLE_PAGES 0`, `PASSWORD = abc`)."""
    if isinstance(tree, exp.Create):
        options = (tree.args.get("properties") or exp.Properties(expressions=[])).expressions
    elif isinstance(tree, exp.Alter):
        options = list(tree.args.get("options") or []) + list(tree.args.get("actions") or [])
    else:
        return None
    for option in options:
        if isinstance(option, (exp.SchemaCommentProperty, exp.AutoIncrementProperty)):
            value = option.this
            wanted = "a string" if isinstance(option, exp.SchemaCommentProperty) else "a number"
            name = "COMMENT" if wanted == "a string" else "AUTO_INCREMENT"
            if not isinstance(value, exp.Literal) or value.is_string != (wanted == "a string"):
                return _wrong_value(stmt, name, wanted, value)
            continue
        if isinstance(option, exp.RowFormatProperty) and isinstance(option.this, exp.Literal):
            return _wrong_value(stmt, "ROW_FORMAT", "a word (DYNAMIC, COMPACT, …)", option.this)
        if type(option) is not exp.Property or not isinstance(option.this, exp.Var):
            continue
        name, value = option.name.upper(), option.args.get("value")
        if isinstance(value, (exp.HexString, exp.BitString)):
            continue  # (0x1, b'1': numbers whose value is not judged here)
        number = isinstance(value, exp.Literal) and not value.is_string
        default = isinstance(value, exp.Var) and value.name.upper() == "DEFAULT"
        if name in _NUMBER_OPTIONS and not number:
            return _wrong_value(stmt, name, "a number", value)
        if name in _SWITCH_OPTIONS and not (default or (number and _switch(value.name))):
            return _wrong_value(stmt, name, "0, 1 or DEFAULT", value)
        if name == "STATS_SAMPLE_PAGES" and not (default or (number and _pages(value.name))):
            return _wrong_value(stmt, name, "a number of pages from 1 to 65535, or DEFAULT", value)
        if name in _STRING_OPTIONS and not (isinstance(value, exp.Literal) and value.is_string):
            return _wrong_value(stmt, name, "a string", value)
        if name in _WORD_OPTIONS and not (isinstance(value, exp.Var) and value.name.upper() in _WORD_OPTIONS[name]):
            return _wrong_value(stmt, name, " or ".join(_WORD_OPTIONS[name]), value)
    return None


def _ulong_num(number: str) -> int | None:
    """A ulong_num's value as the server reads it (sql_yacc.yy: my_strtoll10 of the text, which stops at
    the first character that is no digit: `50.9` is 50, `1e3` is 1); None for a hexadecimal number."""
    digits = len(number) - len(number.lstrip("0123456789"))
    return int(number[:digits] or 0) if not number.lower().startswith("0x") else None


def _switch(number: str) -> bool:
    value = _ulong_num(number)
    return value is None or value in (0, 1)


def _pages(number: str) -> bool:
    """STATS_SAMPLE_PAGES's number (a ulong_num) is 1 to 65535."""
    value = _ulong_num(number)
    return value is None or 0 < value <= 65535  # (a hexadecimal number: not judged)


def _wrong_value(stmt: Statement, name: str, wanted: str, value: Any) -> ParseFailure:
    shown = value.sql(dialect="mysql") if hasattr(value, "sql") else str(value)
    at = word_at(stmt.text, name.split()[0])
    return ParseFailure(f"{name} takes {wanted}, not `{shown[:30]}`", max(0, at))


# words that begin a type of two words for sqlglot's tokenizer (`NATIONAL VARCHAR`, `NCHAR VARYING`)
# and are no reserved words to the servers: the name of a column before its type
_NAME_OR_TYPE_WORDS = frozenset({"NATIONAL", "NCHAR"})


def _definitions(stmt: Statement, tree: Any, d: Any, exp: Any) -> Optional[ParseFailure]:
    """Keys of a CREATE TABLE, of an ALTER TABLE's ADD, and a CREATE INDEX's key parts (a
    column's definition is definition_refusals')."""
    if isinstance(tree, exp.Create) and isinstance(tree.this, exp.Schema):
        nodes = tree.this.expressions
    elif isinstance(tree, exp.Create) and isinstance(tree.this, exp.Index):
        return _index_problem(stmt, tree, exp)
    elif isinstance(tree, exp.Alter):
        nodes = []
        for action in tree.args.get("actions") or []:
            if type(action).__name__ == "ModifyColumn" and isinstance(action.this, exp.ColumnDef):
                action = action.this
            nodes.extend(action.expressions if isinstance(action, exp.AddConstraint) else [action])
    else:
        return None
    for node in nodes:
        if isinstance(node, exp.Func) and isinstance(tree, exp.Create):
            at = offset_in(stmt, node)
            first = stmt.text[at:at + 9].split(None, 1)[0].upper() if stmt.text[at:at + 9].strip() else ""
            if first in _NAME_OR_TYPE_WORDS:  # (field_spec begins with the column's name: `national varchar(2)`)
                return ParseFailure(f"`{node.sql(dialect='mysql')[:30]}`: a column named {first} before a type; schemalint "
                                    "reads the two words as one type, and the table is modelled without it", at,
                                    refused=False)
            return ParseFailure(f"`{node.sql(dialect='mysql')[:30]}` is neither a column (a name and a type) nor a key",
                                at)
        if isinstance(node, exp.ColumnDef):
            continue  # (a column's definition: definition_refusals.definition_problem reads it, in one pass)
        problem = _key_problem(stmt, node, exp)
        if problem is not None:
            return ParseFailure(problem, offset_in(stmt, node))
    return None


def _key_problem(stmt: Statement, node: Any, exp: Any) -> Optional[str]:
    """A key part that is an expression without the parentheses of a functional key part
    (`KEY (a + 1)`), a key's name in double quotes."""
    if not isinstance(node, (exp.IndexColumnConstraint, exp.PrimaryKey, exp.UniqueColumnConstraint)):
        return None
    name = node.this
    if isinstance(name, exp.Identifier) and name.quoted and stmt.text[offset_in(stmt, name):][:1] == '"':
        return (f'a key\'s name in double quotes ("{name.name}") is a string unless sql_mode has ANSI_QUOTES: '
                "quote names with backticks")
    parts = node.expressions if not isinstance(name, exp.Schema) else name.expressions
    return _expression_part(parts, exp)


def _expression_part(parts: list, exp: Any) -> Optional[str]:
    for part in parts:
        inner = part.this if isinstance(part, exp.Ordered) else part
        if isinstance(inner, (exp.Binary, exp.Not, exp.Neg)):
            return (f"key part `{inner.sql(dialect='mysql')[:30]}`: a key part is a column (with a prefix length); "
                    "an expression needs its own parentheses, ((expr)), MySQL 8.0.13+ only")
    return None


def _index_problem(stmt: Statement, tree: Any, exp: Any) -> Optional[ParseFailure]:
    """CREATE FULLTEXT | SPATIAL INDEX … USING …: only a B-tree or hash index takes an index type;
    a key part that is an expression without its parentheses."""
    index = tree.this
    params = index.args.get("params")
    kind = (tree.args.get("index_kind") or "").upper()
    if params is not None and params.args.get("using") and kind in ("FULLTEXT", "SPATIAL"):
        return ParseFailure(f"a {kind} index takes no USING {params.args['using']} (its structure is its own)",
                            max(0, word_at(stmt.text, "USING")))
    problem = _expression_part(params.args.get("columns") or [] if params is not None else [], exp)
    return ParseFailure(problem, offset_in(stmt, index)) if problem else None


def _alter_actions(stmt: Statement, tree: Any, d: Any, exp: Any) -> Optional[ParseFailure]:
    """ALTER TABLE clauses that name nothing or too much: DROP INDEX / FOREIGN KEY without the
    name, DROP INDEX i (a), DROP COLUMN 1, RENAME COLUMN t.a TO t.b, ALTER COLUMN c SET
    DEFAULT 1 + 1 (an expression's default needs its parentheses)."""
    from .definition_refusals import reserved_in_both

    if not isinstance(tree, exp.Alter):
        return None
    for action in tree.args.get("actions") or []:
        if isinstance(action, exp.Drop):
            for target in action.args.get("tables") or []:
                name = target.this if isinstance(target, (exp.Column, exp.Table)) else target
                if isinstance(name, exp.Literal):
                    return ParseFailure(f"DROP COLUMN {name.name}: a column's name is no number (quote it with "
                                        "backticks)", max(0, offset_in(stmt, name)))
                if isinstance(name, exp.Identifier) and not name.quoted and all(
                        reserved_in_both(w) for w in name.name.split()):
                    return ParseFailure(f"DROP {name.name} needs the name of what it drops",
                                        max(0, word_at(stmt.text, name.name.split()[0])))
            if action.expressions:
                return ParseFailure("DROP INDEX names the index only, not its columns", offset_in(stmt, action))
        if isinstance(action, exp.RenameColumn) and any(
                isinstance(c, exp.Column) and c.args.get("table") is not None for c in (action.this, action.args.get("to"))):
            return ParseFailure("RENAME COLUMN old TO new: the names take no table", offset_in(stmt, action))
        if isinstance(action, exp.AlterColumn) and isinstance(action.args.get("default"), exp.Binary):
            return ParseFailure(f"ALTER COLUMN {action.name} SET DEFAULT: an expression needs parentheses around all "
                                "of it, DEFAULT (…)", offset_in(stmt, action))
    return None


def _tokens(stmt: Statement, tree: Any, d: Any, exp: Any) -> Optional[ParseFailure]:
    """What the tree no longer shows: `KEY TYPE BTREE (…)` without the key's name (TYPE comes
    after a name only), SERIAL with SIGNED / UNSIGNED / ZEROFILL, ADD COLUMN (… FIRST) (a
    column's place is given for one column, not in a list)."""
    if not _token_cues(stmt.text, isinstance(tree, exp.Alter)):  # (most statements: their tokens are not made again)
        return None
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(stmt.text)
    except Exception:
        return None
    words = [t.text.upper() if t.token_type not in (TokenType.IDENTIFIER, TokenType.STRING) else "" for t in tokens]
    keys = ("KEY", "INDEX", "UNIQUE", "PRIMARY KEY", "UNIQUE KEY", "UNIQUE INDEX")
    depth, listed = 0, False  # listed: inside ADD [COLUMN] ( … )
    for i, word in enumerate(words):
        if word == "(":
            depth += 1
            listed = listed or (depth == 1 and isinstance(tree, exp.Alter) and i and (
                words[i - 1] == "ADD" or (words[i - 1] == "COLUMN" and i > 1 and words[i - 2] == "ADD")))
        elif word == ")":
            depth -= 1
            listed = listed and depth > 0
        nxt = words[i + 1] if i + 1 < len(words) else None
        if word in keys and nxt == "TYPE" and i + 2 < len(words) and words[i + 2] in ("BTREE", "HASH", "RTREE"):
            return ParseFailure(f"{word} TYPE {words[i + 2]}: TYPE follows the key's name ({word} name TYPE …); "
                                "without a name, USING", tokens[i + 1].start)
        if word == "SERIAL" and nxt in _FIELD_OPTIONS and (i == 0 or words[i - 1] != "DEFAULT"):
            return ParseFailure(f"SERIAL is BIGINT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE: it takes no {nxt}",
                                tokens[i + 1].start)
        if word in ("BOOL", "BOOLEAN") and nxt in _FIELD_OPTIONS and i > 1 and words[i - 2] in ("(", ",", "COLUMN", "ADD"):
            return ParseFailure(f"{word} is TINYINT(1): it takes no {nxt}", tokens[i + 1].start)
        if (word == "FORCE" and depth == 0 and isinstance(tree, exp.Alter) and nxt is not None
                and nxt not in (",", ";")):
            return ParseFailure("FORCE is a clause of its own: a comma separates it from the next", tokens[i + 1].start)
        if depth == 0 and isinstance(tree, exp.Alter) and _comma_before_partitioning(words, i):
            return ParseFailure(_COMMA_BEFORE_PARTITIONING, tokens[i].start)
        if listed and depth == 1 and word in ("FIRST", "AFTER"):
            return ParseFailure(f"{word} places one added column: ADD (…) takes none", tokens[i].start)
    return None


# what _tokens looks for, as the statement's text shows it with its spaces taken out: two words
# that stand next to each other (a comment between them: the text is no guide, tokens are made)
_FIELD_OPTION_PAIRS = tuple(f"{word}{option}" for word in ("SERIAL", "BOOL", "BOOLEAN") for option in _FIELD_OPTIONS)
_UNNAMED_KEY_TYPES = tuple(f"{key}TYPE{kind}" for key in ("KEY", "INDEX", "UNIQUE") for kind in ("BTREE", "HASH", "RTREE"))


def _token_cues(text: str, alter: bool) -> bool:
    """Whether the statement may hold what _tokens refuses, from its text alone: SERIAL or BOOL
    right before SIGNED / UNSIGNED / ZEROFILL, a key's TYPE right after KEY / INDEX / UNIQUE, and
    in an ALTER TABLE a FORCE, a comma before PARTITION BY / REMOVE, an ADD ( … ) list that
    FIRST or AFTER may stand in. Never False where _tokens would find something."""
    upper = text.upper()
    serial = "SERIAL" in upper or "BOOL" in upper
    key_type = "TYPE" in upper
    partitioning = alter and ("PARTITION" in upper or "REMOVE" in upper)
    placed = alter and ("FIRST" in upper or "AFTER" in upper)
    if not (serial or key_type or partitioning or placed):
        return alter and "FORCE" in upper  # (most statements: the text is read no further)
    if alter and "FORCE" in upper or "/*" in upper or "--" in upper or "#" in upper:
        return True  # (a comment may stand between two words)
    compact = "".join(upper.split())
    return ((serial and any(pair in compact for pair in _FIELD_OPTION_PAIRS))
            or (key_type and any(pair in compact for pair in _UNNAMED_KEY_TYPES))
            or (partitioning and (",PARTITIONBY" in compact or ",REMOVE" in compact))
            or (placed and ("ADD(" in compact or "ADDCOLUMN(" in compact)))


def _alter_column_without_action(stmt: Statement, d: Any) -> Optional[ParseFailure]:
    """In an ALTER TABLE sqlglot kept as text: ALTER [COLUMN] c with nothing after the name (SET
    DEFAULT / DROP DEFAULT are its clauses), RENAME COLUMN a AS b, a comma before PARTITION BY or
    REMOVE PARTITIONING (both end the clauses: sql_yacc.yy's alter_commands)."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(stmt.text)
    except Exception:
        return None
    words = [t.text.upper() if t.token_type is not TokenType.IDENTIFIER else "" for t in tokens]
    depth = 0
    for i in range(3, len(words)):
        depth += (words[i] == "(") - (words[i] == ")")
        if depth:
            continue
        if words[i] == "ALTER":
            k = i + 1 + (words[i + 1:i + 2] == ["COLUMN"])
            if k + 1 >= len(words) or words[k + 1] == ",":
                return ParseFailure("ALTER COLUMN c needs SET DEFAULT … or DROP DEFAULT", len(stmt.text.rstrip()))
        if words[i] == "RENAME" and words[i + 1:i + 2] == ["COLUMN"] and i + 3 < len(words) and words[i + 3] != "TO":
            return ParseFailure("RENAME COLUMN old TO new (TO, not AS)", tokens[i + 3].start)
        if _comma_before_partitioning(words, i):
            return ParseFailure(_COMMA_BEFORE_PARTITIONING, tokens[i].start)
    return None


_COMMA_BEFORE_PARTITIONING = "PARTITION BY / REMOVE PARTITIONING ends an ALTER TABLE's clauses with no comma before it"


def _comma_before_partitioning(words: list[str], i: int) -> bool:
    return words[i] == "," and i + 1 < len(words) and " ".join(words[i + 1].split()) in ("PARTITION BY", "REMOVE")


def _alter_partitioning(stmt: Statement, d: Any) -> Optional[ParseFailure]:
    """An ALTER TABLE … PARTITION BY … sqlglot kept as text: its PARTITION BY read by the
    partitioning grammar (dialect_partitions), as a CREATE TABLE's would be; what that grammar
    refuses is refused here too (`PARTITION BY KEY ALGORITHM = 7 (a)`)."""
    from sqlglot.errors import ParseError
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(stmt.text)
    except Exception:
        return None
    at = next((t.start for t in tokens if t.token_type is not TokenType.IDENTIFIER
               and " ".join(t.text.upper().split()) == "PARTITION BY"), None)
    if at is None:
        return None
    head = "CREATE TABLE t (c INT) "
    try:
        d.parse(head + stmt.text[at:])
    except ParseError as err:
        from .dialect_partitions import REFUSED

        info = err.errors[0] if err.errors else {}
        message = str(info.get("description") or "")
        if message.startswith((REFUSED, "Unexpected ")):
            return ParseFailure(message, at)
    except Exception:
        return None
    return None
