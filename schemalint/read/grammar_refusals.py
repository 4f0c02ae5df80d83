"""What the server's grammar refuses in a statement sqlglot parsed: sqlglot is lenient where
MySQL's and MariaDB's grammars are not (an opaque command for words it does not know, an empty
list item skipped, any `name=value` taken as a table option, a function the partitioning does
not allow, a reserved word as a bare name). Each check reads the tree, or the tokens where the
tree does not say."""

from __future__ import annotations

from typing import Any, Optional

from .definition_refusals import charset_problem, definition_problem, has_attribute_words, reserved_in_both
from .known_table_options import FULLTEXT_PARSERS, KNOWN_ENGINES, KNOWN_OPTIONS, ROW_FORMATS, STOCK_ENGINES
from .parse_failure import ParseFailure, excerpt, offset_in, word_at, word_offset
from .alter_items import alter_items_refused
from .column_type_word import unknown_type_word
from .index_statement import index_statement_refused
from .refused_or_unread import after_head, alter_clause_refused, shape_refused
from .source import Statement
from .short_statements import KINDS as SHORT_KINDS, short_statement_departure
from .syntax_refusals import syntax_problem
from . import table_elements
from .table_parts import SHIFT


def _keyword_at(text: str, word: str, d: Any) -> Optional[int]:
    """Offset of the first token that is the keyword `word` (not a name or a string)."""
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    return next((t.start for t in tokens if t.token_type not in (TokenType.VAR, TokenType.IDENTIFIER, TokenType.STRING)
                 and t.text.upper() == word), None)


def index_type_after_table(text: str, d: Any) -> Optional[int]:
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


def grammar_refusal(stmt: Statement, tree: Any, d: Any) -> Optional[ParseFailure]:
    """What the server refuses in a statement sqlglot parsed: sqlglot is lenient where MySQL's
    grammar is not (an opaque command for words it does not know, an empty list item skipped,
    any `name=value` taken as a table option, a column without a type)."""
    from sqlglot import exp

    kind = stmt.kind
    refused = syntax_problem(stmt, tree, d)  # (syntax_refusals.py: the clauses both grammars refuse, 1064)
    if refused is not None:
        return refused
    if kind in SHORT_KINDS:  # (sqlglot reads these leniently: `DROP DATABASE IF`, `CREATE DATABASE d DEFAULT`)
        left = short_statement_departure(kind, stmt.text, d)
        if left is not None:
            return ParseFailure(*left)
    if kind == "DROP TABLE" and " ." in stmt.text:  # (`DROP TABLE IF EXISTS REPEAT .t`: a reserved word is a
        # name only next to its dot; the grammar is read only then, DROP TABLE being a dump's every other line)
        from .drop_table import drop_table_departure

        left = drop_table_departure(stmt.text, d)[0]
        if left is not None:
            return ParseFailure(*left)
    if isinstance(tree, exp.Command):
        if kind == "ALTER TABLE" and " ".join(stmt.text.split()[-2:]).upper() in _OPAQUE_ALTER_TAILS:
            wrong = alter_items_refused(stmt.text, d)  # (`ALTER TABLE TABLE t DISCARD TABLESPACE`)
            return None if wrong is None else ParseFailure(*wrong)
        if kind in ("SET", "SELECT"):
            return None  # SET PASSWORD / ROLE / STATEMENT …: forms sqlglot keeps as text
        # sqlglot gave up on it (a typo, or a form we do not know): the model would silently miss it
        failure = ParseFailure(f"{kind} uses syntax schemalint does not understand", 0)
        head = after_head(stmt.text, d)
        wrong = (alter_clause_refused(stmt.text, d) or unknown_type_word(stmt.text, d)
                 or alter_items_refused(stmt.text, d)) if kind == "ALTER TABLE" else None
        if kind == "CREATE INDEX":
            at = index_type_after_table(stmt.text, d)
            if at is not None:
                wrong = ("USING … stands after the index's name or after its key parts, not after the table's", at)
            else:
                wrong = index_statement_refused(stmt.text, d)
        if wrong is not None:
            failure.message, failure.offset = wrong
        else:
            failure.refused = shape_refused(stmt.text, head, d, whole=True)
            left = table_elements.departure(stmt.text, d) if kind == "CREATE TABLE" and not failure.refused else None
            if left is not None:
                (failure.message, failure.offset), failure.refused = left, True
        return failure
    if kind in ("ALTER TABLE", "CREATE INDEX"):
        refused = _online_ddl_option(stmt, tree, exp)
        if refused is not None:
            return refused
    if kind in ("ALTER TABLE", "CREATE INDEX"):  # (sqlglot reads clauses without their comma, ADD (c) without
        # a type, an index option without its word)
        wrong = alter_items_refused(stmt.text, d) if kind == "ALTER TABLE" else index_statement_refused(stmt.text, d)
        if wrong is not None:
            return ParseFailure(*wrong)
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
        parser = _index_parser(stmt.text, d)
        if parser is not None:
            return parser
    if kind == "CREATE DATABASE" and isinstance(tree, exp.Create) and " WITH" in stmt.text.upper():
        at = _keyword_at(stmt.text, "WITH", d)  # (sqlglot reads and drops `WITH ()`)
        if at is not None:
            return ParseFailure(f"`{excerpt(stmt.text[at:])}`: CREATE DATABASE takes no WITH", at)
    if kind == "CREATE DATABASE" and isinstance(tree, exp.Create):
        for option in (tree.args.get("properties") or exp.Properties(expressions=[])).expressions:
            if not (isinstance(option, (exp.CharacterSetProperty, exp.CollateProperty, exp.SchemaCommentProperty)) or (
                    type(option) is exp.Property and option.name.upper() in ("ENCRYPTION", "READ ONLY"))):
                return ParseFailure(f"`{option.sql(dialect='mysql')[:40]}` is not a database option "
                                    "(CHARACTER SET, COLLATE, COMMENT, ENCRYPTION, READ ONLY)",
                                    offset_in(stmt, option) or len(stmt.text.rstrip()))
        from .database_options import database_options_refusal  # (the options' values: their names, their agreement)

        refused = database_options_refusal(stmt.text, d)
        if refused is not None:
            return refused
    if kind == "DROP DATABASE" and isinstance(tree, exp.Drop):
        for table in tree.args.get("tables") or []:
            if isinstance(table, exp.Table) and table.args.get("db") is not None and table.this is not None:
                # (sqlglot keeps DROP SCHEMA s's name as the db part, DROP DATABASE d's as the name)
                return ParseFailure("a database name takes no qualifier", offset_in(stmt, table))
    if kind in ("RENAME TABLE", "DROP TABLE"):  # (a CREATE TABLE's: SL028, on the modelled table)
        for table in _named_tables(tree, exp):
            name = table.this
            if isinstance(name, exp.Identifier) and not name.quoted and reserved_in_both(name.name):
                return ParseFailure(f"`{name.name}` is a reserved word: as a table name it needs backticks",
                                    max(0, word_at(stmt.text, name.name)))
    if (isinstance(tree, exp.Create) and kind in ("CREATE TABLE", "CREATE DATABASE", "CREATE INDEX")
            and tree.args.get("replace") and tree.args.get("exists")):
        return ParseFailure("OR REPLACE and IF NOT EXISTS cannot stand together: one replaces the object, the other "
                            "keeps it (error 1221)", max(0, word_at(stmt.text, "EXISTS")))
    if isinstance(tree, exp.Create) and kind in ("CREATE TABLE", "CREATE DATABASE") and tree.args.get("clone") is not None:
        return ParseFailure("CLONE is neither MySQL's nor MariaDB's (CREATE TABLE … LIKE copies a table's definition)",
                            max(0, word_at(stmt.text, "CLONE")))
    if isinstance(tree, exp.Create) and kind == "CREATE TABLE":
        problem = _create_table_problem(stmt, tree, exp)
        if problem is not None:
            return problem
    if isinstance(tree, exp.Create) and kind == "CREATE TABLE" and not isinstance(tree.this, exp.Schema):
        # create_body without a column list (options, a query): its words after the table's name
        # and the query's first ones, by the grammar (sqlglot reads a word there as an option, and
        # `AS mysql.t` or `SELECT FROM t` as a query)
        left = table_elements.departure(stmt.text, d)
        if left is not None:
            return ParseFailure(*left)
    if isinstance(tree, exp.Create) and kind == "CREATE TABLE" and isinstance(tree.this, exp.Schema):
        if not tree.this.expressions:
            return ParseFailure("a table needs at least one column", offset_in(stmt, tree.this))
        like = next((p for p in (tree.args.get("properties") or exp.Properties(expressions=[])).expressions
                     if isinstance(p, exp.LikeProperty)), None)
        if like is not None:  # CREATE TABLE t LIKE s takes no column list
            return ParseFailure("CREATE TABLE … LIKE copies another table: it takes no column list",
                                max(0, stmt.text.upper().rfind(" LIKE ") + 1))
        attributes = has_attribute_words(stmt.text)
        for node in tree.this.expressions:
            if node.__class__ is exp.Identifier:  # (`CREATE TABLE t (a, b)`: PostgreSQL's column list for a SELECT)
                return ParseFailure(f"column {node.name} has no data type: a column definition is a name and a type",
                                    offset_in(stmt, node))
            problem = _shared_definition_problem(node, attributes)
            if problem is not None:
                return ParseFailure(problem, offset_in(stmt, node))
            if node.__class__ is exp.LikeProperty and node.expressions:  # (LIKE old INCLUDING DEFAULTS)
                return ParseFailure("CREATE TABLE new (LIKE old) takes nothing after the table's name",
                                    max(0, word_at(stmt.text, node.expressions[0].name)))
        unknown = _unknown_option(stmt, (tree.args.get("properties") or exp.Properties(expressions=[])).expressions)
        if unknown is not None and unknown.refused:
            return unknown
        if any(node.__class__ is exp.ColumnDef and isinstance(node.args.get("kind"), exp.DataType)
               and node.args["kind"].args.get("nested") for node in tree.this.expressions):
            return unknown  # (a type of other dialects', ARRAY or STRUCT: the model's SL001 names it)
        left = table_elements.parsed_departure(stmt.text, d)  # (where sqlglot read more leniently than the grammar)
        return ParseFailure(*left) if left is not None else unknown
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
                at = offset_in(stmt, node) or max(0, word_at(stmt.text, "SET"))
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
                    return ParseFailure(problem, offset_in(stmt, item))
        return _unknown_option(stmt, list(tree.args.get("options") or []) + actions)
    if isinstance(tree, exp.Drop) and (tree.args.get("kind") or "").upper() == "INDEX" and tree.args.get("cluster") is None:
        return ParseFailure("DROP INDEX needs the table: DROP INDEX name ON table", len(stmt.text))
    return None


_VERDICT = "schemalint_definition_problem"  # meta key of a shared part: {attributes: definition_problem's verdict}


def _shared_definition_problem(node: Any, attributes: bool) -> Optional[str]:
    """definition_problem(node, attributes), judged once per process for a definition other
    tables share (table_parts: the same text, the same tree; the verdict reads nothing else)."""
    if node.meta_get(SHIFT) is None:
        return definition_problem(node, attributes)
    verdicts = node.meta_get(_VERDICT)
    if verdicts is None:
        verdicts = node.meta[_VERDICT] = {}
    if attributes not in verdicts:
        verdicts[attributes] = definition_problem(node, attributes)
    return verdicts[attributes]


# the values of ALTER TABLE's and CREATE INDEX's LOCK and ALGORITHM (MariaDB 10.11's sql_yacc.yy
# and MySQL 8.0's manual; which server takes NOCOPY / INSTANT is server_grammar's)
LOCK_TYPES = frozenset({"DEFAULT", "NONE", "SHARED", "EXCLUSIVE"})
ALGORITHMS = frozenset({"DEFAULT", "COPY", "INPLACE", "NOCOPY", "INSTANT"})


def _online_ddl_option(stmt: Statement, tree: Any, exp: Any) -> Optional[ParseFailure]:
    """LOCK = x or ALGORITHM = x with a value neither server has: the parser refuses it before it
    looks for the table (1801 unknown LOCK type, 1800 unknown ALGORITHM)."""
    if isinstance(tree, exp.Alter):
        options = list(tree.args.get("options") or []) + list(tree.args.get("actions") or [])
    elif isinstance(tree, exp.Create):
        options = (tree.args.get("properties") or exp.Properties(expressions=[])).expressions
    else:
        return None
    for option in options:
        if option.__class__ is exp.LockProperty:
            word, known, error, label = option.this, LOCK_TYPES, 1801, "LOCK type"
        elif option.__class__ is exp.AlgorithmProperty:
            word, known, error, label = option.this, ALGORITHMS, 1800, "ALGORITHM"
        else:
            continue
        value = word.name if isinstance(word, exp.Expression) else str(word or "")
        if value and value.upper() not in known:
            return ParseFailure(f"unknown {label} {value} (error {error}; the server knows {', '.join(sorted(known))})",
                                max(0, word_at(stmt.text, value)))
    return None


def _index_parser(text: str, d: Any) -> Optional[ParseFailure]:
    """CREATE INDEX … WITH PARSER name of a parser no server has built in: the server looks for
    the plugin before the table (1128, function is not defined; sqlglot's tree drops the clause).
    A table's FULLTEXT KEY … WITH PARSER is SL012's, on the model."""
    if "PARSER" not in text.upper():
        return None
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    for i in range(len(tokens) - 2):
        if (tokens[i].text.upper() == "WITH" and tokens[i + 1].text.upper() == "PARSER"
                and tokens[i + 2].token_type is not TokenType.STRING
                and not any(tokens[i + 2].text.upper() in built_in for built_in in FULLTEXT_PARSERS.values())):
            return ParseFailure(f"FULLTEXT parser {tokens[i + 2].text} is not built into MySQL or MariaDB: the server "
                                "refuses the index unless that plugin is installed (error 1128, function is not "
                                "defined)", tokens[i + 2].start)
    return None


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
    if (isinstance(name, exp.Identifier) and not name.quoted and reserved_in_both(name.name)
            and table.args.get("db") is None):  # (`db.select`: after a dot, a name)
        return ParseFailure(f"`{name.name}` is a reserved word: as a table name it needs backticks",
                            max(0, word_offset(stmt.text, name.name.upper(), 2)))
    return None


def _foreign_alter_column(node: Any) -> bool:
    """ALTER [COLUMN] c DROP NOT NULL / SET NOT NULL / SET DATA TYPE / TYPE … (PostgreSQL's):
    MySQL and MariaDB take only SET DEFAULT and DROP DEFAULT (MySQL 8.0.23+ also SET VISIBLE |
    INVISIBLE: server_grammar judges that one by version)."""
    args = node.args
    return args.get("allow_null") is not None or any(args.get(k) for k in ("dtype", "collate", "comment", "using"))


def _create_table_problem(stmt: Statement, tree: Any, exp: Any) -> Optional[ParseFailure]:
    """What the servers refuse in a CREATE TABLE's head and tail: a table name the server's
    lexer reads as a number (`8981e56cce5d`), no column list, LIKE or SELECT (`CREATE TABLE t
    WITH`), a SELECT followed by table options (read as a reserved word's alias)."""
    target = tree.this.this if isinstance(tree.this, exp.Schema) else tree.this
    name = target.this if isinstance(target, exp.Table) else None
    if isinstance(name, exp.Identifier) and not name.quoted and _reads_as_number(name.name):
        return ParseFailure(f"`{name.name}` begins with a number in exponent form: the server reads a number there, "
                            "not a name (quote it with backticks)", max(0, word_offset(stmt.text, name.name.upper(), 2)))
    refused = _partition_function(stmt, (tree.args.get("properties") or exp.Properties(expressions=[])).expressions, exp)
    if refused is not None:
        return refused
    query = tree.args.get("expression")
    if not isinstance(tree.this, exp.Schema) and query is None and not tree.args.get("exists") and not any(
            isinstance(p, exp.LikeProperty) for p in (tree.args.get("properties") or exp.Properties(expressions=[])).expressions):
        # (IF NOT EXISTS: refused only when the table is not there, judge/refusals' to say)
        return ParseFailure("CREATE TABLE needs a column list, LIKE another table, or a SELECT "
                            "(error 1113: a table must have at least one column)", len(stmt.text.rstrip()))
    if isinstance(query, exp.Select):
        for item in query.expressions:
            alias = item.args.get("alias") if isinstance(item, exp.Alias) else None
            if isinstance(alias, exp.Identifier) and not alias.quoted and reserved_in_both(alias.name):
                # (`… AS SELECT 1 DEFAULT CHARSET = utf8mb3`: the table's options belong before the SELECT)
                return ParseFailure(f"`{alias.name}` is a reserved word: after the SELECT it cannot be an alias, and the "
                                    "table's options belong before the SELECT", max(0, word_at(stmt.text, alias.name)))
    return None


# The functions a partitioning expression may call (MySQL 8.0 manual, "Functions Permitted in
# Partitioning Expressions"; MariaDB's knowledge base, "Partitioning Limitations", the same list);
# any other is refused: error 1564, "This partition function is not allowed"
PARTITION_FUNCTIONS = frozenset({
    "ABS", "CEILING", "CEIL", "DATEDIFF", "DAY", "DAYOFMONTH", "DAYOFWEEK", "DAYOFYEAR", "EXTRACT", "FLOOR", "HOUR",
    "MICROSECOND", "MINUTE", "MOD", "MONTH", "QUARTER", "SECOND", "TIME_TO_SEC", "TO_DAYS", "TO_SECONDS",
    "UNIX_TIMESTAMP", "WEEKDAY", "YEAR", "YEARWEEK"})


def _PARTITION_OPERATORS_REFUSED(exp: Any) -> tuple:
    """What a partitioning expression may not contain besides functions (measured on 10.11.19,
    error 1564, inside parentheses; a predicate at the top is a syntax error): comparisons and
    IS [NOT] NULL / ISNULL(), AND / OR / XOR / NOT, `/`, bit operators, CASE, IF, IFNULL. The
    arithmetic `+ - * DIV % MOD` and unary minus are allowed."""
    return (exp.Predicate, exp.Connector, exp.Not, exp.Xor, exp.Div, exp.BitwiseAnd, exp.BitwiseOr, exp.BitwiseXor,
            exp.BitwiseNot, exp.BitwiseLeftShift, exp.BitwiseRightShift, exp.Case, exp.If, exp.Coalesce)


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
            operator = next(expression.find_all(*_PARTITION_OPERATORS_REFUSED(exp)), None)
            if operator is not None:
                shown = operator.sql(dialect="mysql")
                return ParseFailure(f"`{shown[:40]}` is not allowed in a partitioning expression (error 1564): it takes "
                                    "+, -, *, DIV, MOD and the manual's functions, not a comparison, a logical or bit "
                                    "operator, /, CASE, IF or IFNULL", max(0, upper.find("PARTITION")))
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


def _named_tables(tree: Any, exp: Any) -> list:
    """The tables a CREATE TABLE creates, a DROP TABLE drops, a RENAME TABLE renames (not a walk
    of the whole tree: this runs for every CREATE TABLE)."""
    if isinstance(tree, exp.Create):
        target = tree.this.this if isinstance(tree.this, exp.Schema) else tree.this
        return [target] if isinstance(target, exp.Table) else []
    if isinstance(tree, exp.Drop):
        return [t for t in tree.args.get("tables") or [] if isinstance(t, exp.Table)]
    return list(tree.find_all(exp.Table))  # RENAME TABLE: a few pairs


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
            at = offset_in(stmt, name)
            return at if text[at:at + 1] == '"' else text.find('"')
        if isinstance(name, exp.Identifier) and name.quoted:
            at = offset_in(stmt, name)
            if text[at:at + 1] == '"':
                return at
    return None


def _unknown_option(stmt: Statement, options: list) -> Optional[ParseFailure]:
    from sqlglot import exp

    for option in options:
        problem = charset_problem(option, exp) if isinstance(option, (exp.CharacterSetProperty, exp.CollateProperty)) else None
        if type(option) is exp.Property and option.name.upper() == "CONVERT TO CHARACTER SET":
            from .dialect import fields

            spec = fields(option.args.get("value"))
            problem = charset_problem(exp.CharacterSetProperty(this=exp.var(spec.get("charset") or "DEFAULT")), exp) or (
                charset_problem(exp.CollateProperty(this=exp.var(spec["collation"])), exp) if spec.get("collation") else None)
            if problem is not None:
                return ParseFailure(problem, max(0, word_at(stmt.text, "CONVERT")))
        if problem is not None:
            return ParseFailure(problem, offset_in(stmt, option) or max(0, word_at(stmt.text, option.this.name)))
        if option.__class__ is exp.RowFormatProperty and isinstance(option.this, exp.Var) and \
                option.this.name.upper() not in ROW_FORMATS:
            return ParseFailure(f"unknown ROW_FORMAT {option.this.name} (the servers' grammar has {', '.join(sorted(ROW_FORMATS))})",
                                max(0, word_at(stmt.text, option.this.name)))
        value = option.args.get("value") if type(option) is exp.Property else None
        at = -1
        if isinstance(value, exp.Var):
            named = word_at(stmt.text, option.name)
            at = stmt.text.upper().find(value.name.upper(), named + len(option.name)) if named >= 0 else -1
        if at > 0 and stmt.text[at - 1] != "`" and value.name.upper() != "DEFAULT" and reserved_in_both(value.name):
            return ParseFailure(f"`{value.name}` is a reserved word: a table option's value is a number, a string or a "
                                f"name, so {option.name}={value.name} is refused", at)
    generic = [p for p in options if type(p) is exp.Property and p.name.upper() not in KNOWN_OPTIONS]
    engines = [p.this.name.upper() if isinstance(p.this, exp.Expression) else str(p.this).upper()
               for p in options if isinstance(p, exp.EngineProperty)]
    # the server resolves the engine a statement names last, once it is parsed: an unknown one
    # before it is never looked up (`ENGINE=inndb ENGINE=InnoDB` runs; MariaDB 10.11.19)
    unknown = [e for e in engines[-1:] if e not in KNOWN_ENGINES]
    if unknown:
        from difflib import get_close_matches

        close = get_close_matches(unknown[0], sorted(KNOWN_ENGINES), 1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        at = max(0, stmt.text.upper().find(unknown[0]))
        return ParseFailure(f"unknown storage engine {unknown[0]}{hint}: error 1286 under NO_ENGINE_SUBSTITUTION, "
                            "in the default sql_mode of MySQL 8.0 and MariaDB 10.11", at)
    if not generic:
        return None
    if any(e not in STOCK_ENGINES for e in engines):
        return None
    name = generic[0].name
    from difflib import get_close_matches

    close = get_close_matches(name.upper(), sorted(KNOWN_OPTIONS | {"ALGORITHM", "LOCK", "ENGINE", "ROW_FORMAT",
                                                                      "AUTO_INCREMENT", "COMMENT", "CHARSET", "COLLATE"}), 1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    at = offset_in(stmt, generic[0]) or max(0, stmt.text.upper().rfind(name.upper()))  # (a Property has no position)
    return ParseFailure(f"unknown option {name}{hint}: MySQL and MariaDB refuse it", at)


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
