"""What the server refuses in one column or index definition that sqlglot read: a type
without its length or values, a CHARACTER SET or COLLATE no server has or that conflict, a
name that cannot be one, attributes in an order or combination the grammar has no place for.
Used for every definition of a CREATE TABLE and an ALTER TABLE, and by salvage.py for the
definitions of a table that does not parse as a whole."""

from __future__ import annotations

from typing import Any, Optional


# (a table's `DEFAULT CHARSET=…` and `COLLATE=…`, in every dump, are not among them)
_ATTRIBUTE_WORDS = ("CHARACTER SET", "CHARSET ", "COLLATE ", "REFERENCES", "IDENTITY", "CONSTRAINT", "COMPRESSED")
_OPERATORS = ("+", "*", "/", "%", "|", "&", "^")  # (in a DEFAULT: an expression without its parentheses)


def has_attribute_words(text: str) -> bool:
    """Whether a statement may hold the column attributes definition_problem reads only when
    asked (`attributes`): CHARACTER SET, COLLATE, REFERENCES, IDENTITY, CONSTRAINT, COMPRESSED."""
    upper = text.upper()
    return any(word in upper for word in _ATTRIBUTE_WORDS) or any(op in text for op in _OPERATORS)


def charset_problem(node: Any, exp: Any) -> Optional[str]:
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


_RESERVED_IN_BOTH: frozenset = frozenset()


def reserved_in_both(word: str) -> bool:
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
    """Why the server refuses a type's arguments: a name where a length must be (`CHAR(N)`,
    `VARCHAR(MAX)`), an
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
        if param.__class__ is exp.DataTypeParam and param.args.get("expression") is not None:
            # sqlglot keeps Oracle's `VARCHAR2(10 CHAR)`; MariaDB's field_length and precision are
            # '(' NUM ')' and '(' NUM ',' NUM ')' (sql_yacc.yy): `VARCHAR(32 32)` is a syntax error
            return (f"column {column}: {this.name}'s length is one number, not "
                    f"`{inner.sql(dialect='mysql')} {param.expression.sql(dialect='mysql')}`")
        # (a word in a DataTypeParam is refused whatever it says: `VARCHAR(MAX)` too)
        if isinstance(inner, _NAME_PARAMS) and (inner.name.upper() != "MAX" or (
                inner.__class__ is exp.Var and param.__class__ is exp.DataTypeParam)):
            return f"column {column}: {this.name}'s length must be a number, not `{inner.name}`"
    if len(params) == 1 and this in _ONE_NUMBER_REFUSED:
        return f"column {column}: DOUBLE and REAL take (M,D) or nothing, not one number"
    return None


_ON_UPDATE_TYPES = frozenset({"TIMESTAMP", "DATETIME", "TIMESTAMPTZ", "TIMESTAMPLTZ"})  # (sqlglot's names)


_NOW = ("CurrentTimestamp", "Localtime", "Localtimestamp")  # sql_yacc.yy: NOW_SYM, the only ON UPDATE value


def _on_update_problem(column: str, kind: Any, exp: Any) -> Optional[str]:
    """ON UPDATE with another value than CURRENT_TIMESTAMP (or NOW()): a syntax error (1064)."""
    update = kind.this
    if update.__class__.__name__ not in _NOW and not (isinstance(update, exp.Anonymous) and update.name.upper() == "NOW"):
        return (f"column {column}: ON UPDATE takes CURRENT_TIMESTAMP (or NOW()) only, not "
                f"`{update.sql(dialect='mysql')[:30]}`")
    return None


def _values_problem(column: str, dtype: Any, given: Optional[str], default: Any, auto: bool, on_update: bool,
                    generated: bool, exp: Any) -> Optional[str]:
    """What a column's DEFAULT, AUTO_INCREMENT and ON UPDATE together make the server refuse:
    DEFAULT or AUTO_INCREMENT on a generated column (1064: its value is its expression's); then,
    before it looks for the table (MariaDB 10.11's Column_definition::check; MySQL 8.0 the same),
    AUTO_INCREMENT with a DEFAULT other than NULL (1067), ON UPDATE on a column that is not
    TIMESTAMP or DATETIME (1294). `given`: the first of DEFAULT / AUTO_INCREMENT; `default`: the
    last DEFAULT."""
    if generated and given:
        return f"column {column}: a generated column takes no {given} (its value is its expression's)"
    if auto and default is not None and not isinstance(default.this, exp.Null):
        return (f"column {column}: AUTO_INCREMENT with DEFAULT {default.this.sql(dialect='mysql')[:30]}: the server "
                f"refuses a DEFAULT on a counter (error 1067, invalid default value for '{column}')")
    if on_update and dtype.__class__ is exp.DataType and dtype.this.name not in _ON_UPDATE_TYPES:
        return (f"column {column}: ON UPDATE is for TIMESTAMP and DATETIME columns, not {dtype.this.name} (error "
                f"1294, invalid ON UPDATE clause for '{column}')")
    return None


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
        reserved_in_both("")  # fills _RESERVED_IN_BOTH
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
        # one pass over the attributes: what the grammar refuses whatever the statement's words
        # (a second character set, ON UPDATE's value, a column's PRIMARY KEY with a name or list;
        # a generated column's DEFAULT, AUTO_INCREMENT's DEFAULT, ON UPDATE's type after the pass),
        # then, with `attributes`, the clauses only those words begin
        constraints = args.get("constraints") or ()
        charsets, generated, given, last_default, auto, on_update = 0, False, None, None, False, False
        for position, constraint in enumerate(constraints):
            constraint_args = constraint.args
            kind = constraint_args.get("kind")
            kind_class = kind.__class__
            if kind_class is exp.CharacterSetColumnConstraint:
                charsets += 1
                if charsets > 1:
                    return (f"column {node.name}: one character set only (BYTE, ASCII, UNICODE and CHARACTER SET x "
                            "each name one)")
            elif kind_class is exp.OnUpdateColumnConstraint:
                on_update = True
                problem = _on_update_problem(node.name, kind, exp)
                if problem is not None:
                    return problem
            elif kind_class is exp.PrimaryKey:
                return f"column {node.name}: PRIMARY KEY on a column takes no name and no list"
            elif kind_class is exp.ComputedColumnConstraint:
                generated = True
            elif kind_class is default:
                last_default, given = kind, given or "DEFAULT"
            elif kind_class is exp.AutoIncrementColumnConstraint:
                auto, given = True, given or "AUTO_INCREMENT"
            if not attributes:
                continue
            if constraint.__class__ is identifier:  # (`a INT CONSTRAINT foo`: a name, then nothing)
                return f"column {node.name}: CONSTRAINT {constraint.name} names no constraint"
            if constraint_args.get("this") is not None and kind_class not in _NAMED_COLUMN_CONSTRAINTS:
                return (f"column {node.name}: CONSTRAINT {constraint.name} may only name a CHECK or a REFERENCES on a "
                        "column; a key takes its name in the table's own PRIMARY KEY / UNIQUE definition")
            if kind_class is default:
                value = kind.this
                if value.__class__ is collate:  # (`DEFAULT 'x' COLLATE c`: the column's COLLATE, read into the default)
                    problem = charset_problem(exp.CollateColumnConstraint(this=exp.var(value.expression.name)), exp)
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
            problem = (charset_problem(kind, exp) or _reference_problem(kind, exp)
                       or _collation_conflict(node.name, kind, args["constraints"][:position], exp))
            if problem is not None:
                return problem
            if isinstance(kind, exp.GeneratedAsIdentityColumnConstraint) and (
                    kind.args.get("start") is not None or kind.args.get("increment") is not None):
                return f"column {node.name}: IDENTITY is not MySQL's nor MariaDB's (AUTO_INCREMENT is)"
        if constraints:
            problem = _values_problem(node.name, dtype, given, last_default, auto, on_update, generated, exp)
            if problem is not None:
                return problem
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


# words that begin a column attribute; one right after a column's name stands where its type goes
_ATTRIBUTE_STARTS = frozenset({"NOT", "NULL", "DEFAULT", "PRIMARY", "UNIQUE", "COMMENT", "AUTO_INCREMENT", "COLLATE",
                               "REFERENCES", "ON", "INVISIBLE"})


def attribute_before_type(text: str, d: Any) -> Optional[tuple[str, int]]:
    """(message, offset) where a column definition that sqlglot could not read puts an attribute
    before its type (`c NOT NULL INT`, `c DEFAULT 0 INT`): the server reads the attribute's first
    word as the type's name (MariaDB 10.11: error 4161, unknown data type; MySQL: 1064)."""
    from sqlglot.parsers.mysql import MySQLParser
    from sqlglot.tokens import TokenType

    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return None
    heads = (TokenType.COMMA, TokenType.L_PAREN)
    for i in range(2, len(tokens) - 1):
        word = tokens[i].text.upper()
        if (word not in _ATTRIBUTE_STARTS or tokens[i - 1].token_type not in (TokenType.VAR, TokenType.IDENTIFIER)
                or not (tokens[i - 2].token_type in heads or tokens[i - 2].text.upper() in ("ADD", "COLUMN"))):
            continue
        for later in tokens[i + 1:]:
            if later.token_type in (TokenType.COMMA, TokenType.R_PAREN):
                break
            if later.token_type in MySQLParser.TYPE_TOKENS:
                return (f"column {tokens[i - 1].text}: `{tokens[i].text}` stands where its data type goes, and the "
                        f"type comes after it; the server reads `{tokens[i].text}` as a type's name (MariaDB: error "
                        "4161, unknown data type; MySQL: 1064)", tokens[i].start)
    return None
