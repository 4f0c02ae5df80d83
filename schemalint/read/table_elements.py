"""Where a CREATE TABLE's tokens leave the servers' grammar.

A recognizer of CREATE TABLE on sqlglot's MySQL tokens, after MariaDB 10.11's sql_yacc.yy: the
head (`create_or_replace [TEMPORARY] TABLE name`), the element list between the parentheses
(`field_list` of `column_def` / `key_def` / `constraint_def`: a column's name, its type with the
length or precision and the options of its kind, its attributes, an optional CHECK, REFERENCES
last; a key's words, optional name and algorithm, key parts, options), the table options
(`create_table_option`: each value of its kind) and the partitioning clause. It answers where
the token stream leaves that grammar, or None when it keeps to it, and also None as soon as it
meets something it does not follow (an expression's inside, a versioned comment, MySQL 8's own
attributes and options, a query body): only a place that neither MariaDB's nor MySQL's grammar
has a way through is a refusal. sqlglot stays the parser: this is asked about a statement it
could not read, to tell a refusal (SL001) from a gap of ours (SL009), and about one it read more
leniently than the grammar (parsed_departure, one definition at a time).
"""

from __future__ import annotations

from typing import Any, Optional

from .create_select import CreateSelectReader
from .expressions import ExpressionReader
from .partition_grammar import QUERY_OR_PARTITIONING, PartitioningReader
from .mariadb_keywords import MARIADB_1011_KEYWORDS
from .reserved_words import MARIADB_1011, MYSQL_80


class _Leaves(Exception):
    """The statement leaves the grammar at token `index`."""

    def __init__(self, index: int, why: str, past_end: bool = False) -> None:
        super().__init__(why)
        # past_end: the statement ended where the grammar wanted more (index is then its last token)
        self.index, self.why, self.past_end = index, why, past_end

    def at_token(self, tokens: list) -> tuple[str, int]:
        """(message, offset) at the token it leaves at."""
        token = tokens[self.index]
        return (f"`{token.text}` {self.why}" if self.why.startswith("cannot") else f"at `{token.text}`: {self.why}",
                token.start)


class _Unknown(Exception):
    """Something the recognizer does not model: no verdict."""


# field_type: each type's words -> (what its parentheses hold, which options follow it).
# lengths: field_length `(n)`; float_options: `(n)` or precision `(n, m)`; precision: only `(n, m)`
# (real_type opt_precision); none: no parentheses at all; values: ENUM / SET's string_list.
# options: numeric (field_options: SIGNED, UNSIGNED, ZEROFILL), text (opt_binary: a character
# set, BINARY, ASCII, UNICODE, BYTE; COMPRESSED), none.
_INT = ("length", "numeric")
_TYPES = {
    **dict.fromkeys(("INT", "INTEGER", "TINYINT", "SMALLINT", "MEDIUMINT", "BIGINT", "INT1", "INT2", "INT3", "INT4",
                     "INT8", "MIDDLEINT", "YEAR"), _INT),
    **dict.fromkeys(("REAL", "DOUBLE", "DOUBLE PRECISION"), ("precision", "numeric")),
    **dict.fromkeys(("FLOAT", "FLOAT4", "FLOAT8", "DECIMAL", "DEC", "NUMERIC", "FIXED", "NUMBER"), ("float", "numeric")),
    "BIT": ("length", "none"), "BOOL": ("none", "none"), "BOOLEAN": ("none", "none"),
    **dict.fromkeys(("CHAR", "CHARACTER", "VARCHAR", "VARCHARACTER", "CHAR VARYING", "CHARACTER VARYING", "NCHAR",
                     "NATIONAL CHAR", "NATIONAL CHARACTER", "NVARCHAR", "NATIONAL VARCHAR", "NATIONAL VARCHARACTER",
                     "NATIONAL CHAR VARYING", "NATIONAL CHARACTER VARYING", "NCHAR VARCHAR", "NCHAR VARYING",
                     "NCHAR VARCHARACTER", "BINARY", "VARBINARY", "TEXT", "BLOB", "VARCHAR2", "RAW"), ("length", "text")),
    **dict.fromkeys(("TINYTEXT", "MEDIUMTEXT", "LONGTEXT", "TINYBLOB", "MEDIUMBLOB", "LONGBLOB", "LONG", "LONG VARCHAR",
                     "LONG VARBINARY", "LONG CHAR VARYING", "LONG CHARACTER VARYING", "LONG VARCHARACTER", "JSON",
                     "CLOB"), ("none", "text")),
    "DATE": ("none", "none"),
    **dict.fromkeys(("TIME", "TIMESTAMP", "DATETIME"), ("length", "none")),
    **dict.fromkeys(("ENUM", "SET"), ("values", "text")),
}
_NUMERIC_OPTIONS = frozenset({"SIGNED", "UNSIGNED", "ZEROFILL"})
_TEXT_OPTIONS = frozenset({"BINARY", "ASCII", "UNICODE", "BYTE", "CHARSET", "CHARACTER SET", "CHAR SET", "COMPRESSED"})
# MySQL 8's column attributes, which MariaDB's grammar lacks (server_grammar.py judges them by
# version): here they end the recognizer's say
_MYSQL_COLUMN_WORDS = frozenset({"COLUMN_FORMAT", "STORAGE", "SRID", "VISIBLE", "ENGINE_ATTRIBUTE",
                                 "SECONDARY_ENGINE_ATTRIBUTE", "SECONDARY", "ENFORCED"})
# what may start a key_def / constraint_def (or a period) rather than a column_def
_KEY_STARTS = frozenset({"INDEX", "KEY", "UNIQUE", "PRIMARY KEY", "PRIMARY", "FULLTEXT", "SPATIAL", "FOREIGN KEY",
                         "FOREIGN", "CONSTRAINT", "CHECK", "PERIOD"})
# words after DEFAULT that make an expression this recognizer does not follow
_EXPRESSION_WORDS = frozenset({"CASE", "INTERVAL", "NOT", "EXISTS", "ROW", "NEXT", "PREVIOUS", "MATCH", "BINARY",
                               "VALUE", "VALUES", "SELECT", "WITH"})


_RESERVED_ANY = MARIADB_1011 | MYSQL_80  # (a word neither server reserves is a name: the common case, first)

# reserved words that are values without parentheses (a literal, the time or the user of the moment)
_RESERVED_VALUES = frozenset({"NULL", "TRUE", "FALSE", "CURRENT_TIMESTAMP", "CURRENT_DATE", "CURRENT_TIME", "LOCALTIME",
                              "LOCALTIMESTAMP", "UTC_DATE", "UTC_TIME", "UTC_TIMESTAMP", "CURRENT_USER", "CURRENT_ROLE"})


_OPERATOR_SYMBOLS = frozenset({"+", "-", "*", "/", "%", "^", "|", "&", "=", "<=>", "<>", "!=", "<", "<=", ">", ">=",
                               "||", "&&"})


def _words_of(text: str) -> str:
    return " ".join(text.upper().split())


# the words that may stand between a CREATE TABLE's name and a `(`: UNION's table list, the
# query's IGNORE / REPLACE / AS, and the query itself (SELECT (1) …, VALUES (1))
_WORDS_BEFORE_PARENTHESIS = frozenset({"UNION", "IGNORE", "REPLACE", "AS", "SELECT", "VALUES"})


class _Reader(PartitioningReader, ExpressionReader, CreateSelectReader):
    def __init__(self, tokens: list, TT: Any, whole: bool = True) -> None:
        self.tokens, self.TT, self.i = tokens, TT, 0
        self.whole = whole  # (the statement itself, not one definition of it under a stand-in head)
        self.maxvalue = False  # (a partition's bound: MAXVALUE is an operand there)
        self.places = False  # (in an ALTER TABLE: a column's definition may end with FIRST or AFTER name)
        self.referring = True  # (column_def may end with REFERENCES; CHANGE's field_spec, MODIFY's field_def not)
        self.version_words: list[int] = []  # where a column attribute only one server has stood (server_grammar's)
        self.declarations: dict[str, str] = {}  # the table's CHARACTER SET and COLLATE, as first given
        self.table_name = None  # (the CREATE TABLE's own, when the whole statement is read)
        self.quoted = (TT.IDENTIFIER,)
        self.strings = tuple(t for t in (getattr(TT, n, None) for n in (
            "STRING", "NATIONAL_STRING", "HEX_STRING", "BIT_STRING", "BYTE_STRING", "RAW_STRING")) if t is not None)
        # each token once: its words in capitals, or its symbol ('' for a literal or a quoted name)
        self.words, self.syms = [], []
        literal = set(self.quoted) | set(self.strings) | {TT.NUMBER}
        for t in tokens:
            text = t.text
            if t.token_type in literal:
                w = s = ""
            elif text[:1].isalnum() or text[:1] in "_$" or text[:1] > "\x7f":
                w, s = _words_of(text), ""
            else:
                w, s = "", text
            self.words.append(w)
            self.syms.append(s)
        self.words.append("")  # (the end)
        self.syms.append("")

    # -- tokens
    def at(self, k: int = 0) -> Any:
        j = self.i + k
        return self.tokens[j] if j < len(self.tokens) else None

    def word(self, k: int = 0) -> str:
        """The token's words in capitals ('' for a symbol, a literal, a quoted name or the end)."""
        return self.words[min(self.i + k, len(self.tokens))]

    def sym(self, k: int = 0) -> str:
        return self.syms[min(self.i + k, len(self.tokens))]

    def is_string(self, k: int = 0) -> bool:
        t = self.at(k)
        return t is not None and t.token_type in self.strings

    def is_number(self, k: int = 0) -> bool:
        t = self.at(k)
        return t is not None and t.token_type is self.TT.NUMBER

    def number_token(self, k: int = 0) -> str:
        """The lexer's token for a number (sql_lex.cc int_token): NUM (an integer up to 2,147,483,647),
        LONG (a larger integer), DECIMAL (with a point), FLOAT (with an exponent); '' for no number."""
        if not self.is_number(k):
            return ""
        text = self.at(k).text
        if "e" in text.lower():
            return "FLOAT"
        if "." in text:
            return "DECIMAL"
        return "NUM" if text.isdigit() and int(text) <= 2_147_483_647 else "LONG"

    def hex_number(self, k: int = 0) -> bool:
        """A `0x…` number (sql_lex.cc HEX_NUM), which sqlglot tokenizes as X'…' is: as a hex string
        of the digits, but two characters wider in the text than its digits, not three."""
        t = self.at(k)
        return t is not None and t.token_type.name == "HEX_STRING" and t.end - t.start + 1 == len(t.text) + 2

    def is_name(self, k: int = 0) -> bool:
        """An identifier: quoted, or a single word reserved by neither server. A word reserved by
        one of them only: no verdict."""
        t = self.at(k)
        if t is None:
            return False
        if t.token_type in self.quoted:
            return True
        w = self.word(k)
        lower = w.lower()
        if t.token_type is self.TT.VAR and w and (lower not in _RESERVED_ANY or " " in w or self.touches_point(k)):
            return True  # (a VAR may begin with a digit or any character past ASCII; a reserved word is one too)
        if not w or " " in w:
            return False
        if (lower in MARIADB_1011) != (lower in MYSQL_80):
            raise _Unknown()
        return lower not in MARIADB_1011

    def touches_point(self, k: int) -> bool:
        """Whether token k touches a `.` before or after it: the lexer reads a word next to a name's
        dot as a name, reserved or not (sql_lex.cc MY_LEX_IDENT_SEP; `db.select`, `select.t`)."""
        t, before, after = self.at(k), self.at(k - 1) if self.i + k > 0 else None, self.at(k + 1)
        return (before is not None and self.syms[self.i + k - 1] == "." and before.end + 1 == t.start
                or after is not None and self.syms[self.i + k + 1] == "." and t.end + 1 == after.start)

    def leave(self, why: str, k: int = 0) -> None:
        raise _Leaves(min(self.i + k, len(self.tokens) - 1), why, self.i + k >= len(self.tokens))

    def unknown(self) -> Exception:
        return _Unknown()

    def take(self, *words: str) -> bool:
        if self.word() in words:
            self.i += 1
            return True
        return False

    def need(self, word: str, why: str) -> None:
        if not self.take(word):
            self.leave(why)

    def take_sym(self, s: str) -> bool:
        if self.sym() == s:
            self.i += 1
            return True
        return False

    def need_sym(self, s: str, why: str) -> None:
        if not self.take_sym(s):
            self.leave(why)

    def end_of_item(self) -> bool:
        return self.sym() in (",", ")") or self.at() is None

    def end_of_column(self) -> bool:
        """The end of a column's definition: of the item, or its opt_place (FIRST, AFTER) in an ALTER."""
        return self.end_of_item() or self.places and self.word() in ("FIRST", "AFTER")

    def skip_parenthesised(self) -> None:
        """From `(` past its `)`."""
        depth = 0
        while self.at() is not None:
            s = self.sym()
            depth += s == "("
            depth -= s == ")"
            self.i += 1
            if depth == 0:
                return
        raise _Unknown()

    def name(self, why: str) -> None:
        if not self.is_name():
            if self.reserved_word():  # ident: IDENT_sys | keyword (the unreserved ones): a reserved word only quoted
                self.leave(f"{why} (`{self.at().text}` is a reserved word: a name only in backticks)")
            self.leave(why)
        self.i += 1

    def qualified_name(self, why: str, parts: int = 2) -> None:
        self.name(why)
        for _ in range(parts - 1):
            if not self.take_sym("."):
                return
            self.name(why)

    # -- the statement
    def statement(self) -> None:
        self.header()
        self.i += 1
        while True:
            self.element()
            if self.take_sym(","):
                continue
            self.need_sym(")", "a definition ends at a comma or at the list's `)`")
            break
        self.table_options()

    def header(self) -> None:
        """CREATE [OR REPLACE] [TEMPORARY] TABLE [IF NOT EXISTS] name, up to the list's `(`."""
        if not self.take("CREATE"):
            raise _Unknown()
        if self.take("OR"):
            self.need("REPLACE", "CREATE OR takes REPLACE")
        self.take("TEMPORARY")
        if not self.take("TABLE"):
            if self.at(1) is not None and self.at(1).text.upper() == "TABLE":
                self.leave("create_or_replace [TEMPORARY] TABLE: no other word stands before TABLE")
            raise _Unknown()
        if self.word() == "IF" and self.word(1) == "NOT" and self.word(2) == "EXISTS":
            self.i += 3
        if not self.is_name():
            raise _Unknown()  # (`.t1`: a name in the current database; other names are not this module's)
        self.qualified_name("a table's name", 2)
        if self.whole:
            self.table_name = self.at(-1).text  # (field_ident's qualifier must be this name)
        if self.sym() != "(":
            if (self.at() is not None and self.at().token_type is self.TT.VAR and self.sym(1) == "("
                    and self.word() not in MARIADB_1011_KEYWORDS):
                self.leave("a second name after the table's: the column list's `(`, LIKE, a table option or the "
                           "query follows the table's name")
            if self.word() and self.sym(1) == "(" and self.word() not in _WORDS_BEFORE_PARENTHESIS:
                # create_body: after the name, `(`, a table option (none but UNION takes `(` next),
                # PARTITION BY, [IGNORE | REPLACE] [AS] and a query, or LIKE: `t TEMPORARY (`,
                # `t CHAR (`, `t ENGINE (` are 1064 (MariaDB 10.11.19)
                self.leave("after a table's name comes its column list's `(`, LIKE, a table option, PARTITION BY "
                           "or the query, not this word")
            if self.word() in ("LIKE", "TABLE") or self.at() is None:
                raise _Unknown()  # create_like: not this module's; MySQL's TABLE t: server_grammar's
            # create_body without a list: opt_create_table_options opt_create_partitioning
            # opt_create_select, each optional (`CREATE TABLE t COMPACT ENGINE (…)` leaves here)
            self.table_options()
            raise _Unknown()  # (what follows the options: a query, read by query_start, or partitioning)
        if self.word(1) in ("SELECT", "WITH", "LIKE", "VALUES", "TABLE") or self.sym(1) == "(":
            raise _Unknown()

    # field_list_item
    def element(self) -> None:
        w = self.word()
        if self.end_of_item():
            self.leave("an empty definition: a column or key is wanted here")
        if self.sym() == "(":
            self.leave("a definition begins with a column's name or a key's keyword, not `(`")
        if w == "PERIOD" and self.word(1) == "FOR":
            raise _Unknown()  # period_for_system_time, period_for_application_time
        if w in _KEY_STARTS and w != "PERIOD":  # (each reserved: no column's name unquoted)
            return self.key_def()
        self.column_def()

    # column_def: field_spec [opt_constraint references]
    def column_def(self) -> None:
        if not self.is_name():
            w = self.word()
            if w and " " not in w and not (self.word(1) in _TYPES or self.is_name(1) or self.sym(1) == "."):
                self.leave(f"`{w}` is a reserved word: no column's name, and no definition begins with it")
            if (w and " " not in w and self.is_name(1) and self.word(1) not in _TYPES
                    and w.lower() in MARIADB_1011 and w.lower() in MYSQL_80):
                # `GRANT f VARCHAR(20)`, `NULL a TINYTEXT`: a word both servers reserve, then a name
                # (no keyword of field_list_item's is one: those are read before this)
                self.leave(f"`{w}` is a reserved word: no column's name, and no definition begins with it")
            if w or self.sym() == ".":
                raise _Unknown()  # a reserved word then a type: SL028's (a reserved word as a bare name); `.a`
            self.leave("a column's definition begins with its name")
        self.i += 1
        if self.sym() == "." and self.is_name(1):  # field_ident may be qualified: db.t.col
            if self.sym(3) != "." and self.table_name is not None and self.at(-1).text != self.table_name:
                # field_ident: ident '.' ident, the first the table's own name (compared as table
                # names are, case and all: lower_case_table_names=0)
                self.leave(f"a column's name may be qualified only by its own table's name, not `{self.at(-1).text}` "
                           "(the server: error 1103, incorrect table name)", -1)
            self.i += 2
            if self.sym() == "." and self.is_name(1):
                self.i += 2
        self.field_type()
        self.column_flags: dict[str, int] = {}
        self.attributes()
        flags = self.column_flags
        if "DEFAULT NULL" in flags and "KEY" in flags and "AUTO_INCREMENT" not in flags:
            # (sql_yacc.yy: a column's PRIMARY KEY sets NOT_NULL_FLAG; Column_definition::check then)
            self.i = flags["DEFAULT NULL"]
            self.leave("a column's PRIMARY KEY makes it NOT NULL, so its DEFAULT NULL is refused unless it is "
                       "AUTO_INCREMENT (error 1067, invalid default value)")

    # field_type
    def field_type(self) -> None:
        if self.end_of_item():
            self.leave("a column's name is followed by its type")
        if self.is_number() or self.is_string() or self.sym():
            self.leave("a column's name is followed by its type, not a literal or a symbol")
        w = self.word()
        if not w:
            raise _Unknown()  # a quoted name where the type goes: the server takes it for a type's name
        if w in _NUMERIC_OPTIONS:
            self.leave(f"`{w}` follows a numeric type; the type itself is missing")
        if w == "SERIAL":
            self.i += 1
            return
        shape = _TYPES.get(w)
        self.i += 1
        if self.sym() == ".":
            raise _Unknown()  # a type qualified by its schema (mariadb_schema.DATE)
        if shape is None:
            if " " in w:
                raise _Unknown()  # a combination of the tokenizer's that the table does not hold
            if w.lower() in MARIADB_1011 and w.lower() in MYSQL_80:
                self.leave(f"`{w}` is a reserved word, not a type's name", -1)
            # IDENT_sys float_options srid_option: any other word is a type's name (GEOMETRY, INET6, a
            # plugin's; the server answers an unknown one with 4161, not 1064)
            if self.sym() == "(":
                self.arguments("float", w)
            if self.word() == "REF_SYSTEM_ID":
                self.version_words.append(self.i)  # (MariaDB's: server_grammar judges it by version)
            if self.take("REF_SYSTEM_ID"):
                self.need_sym("=", "REF_SYSTEM_ID = number")
                if not self.is_number():
                    self.leave("REF_SYSTEM_ID = number")
                self.i += 1
            if self.word() in _NUMERIC_OPTIONS or self.word() in _TEXT_OPTIONS or self.word() in ("CHARACTER", "CHAR"):
                raise _Unknown()  # a synonym of a known type (SQL_TSI_YEAR), with its options
            return
        arguments, options = shape
        if self.sym() == "(":
            self.arguments(arguments, w)
        elif arguments == "values":
            self.leave(f"{w} lists its values in parentheses: {w}('a', 'b')")
        if options == "numeric":
            while self.word() in _NUMERIC_OPTIONS:
                self.i += 1
        elif options == "text":
            self.text_options()

    def arguments(self, kind: str, w: str) -> None:
        opened = self.i
        self.i += 1
        if kind == "none":
            self.leave(f"{w} takes no length or precision in parentheses", -1)
        if kind == "values":
            if not self.is_string():
                self.leave(f"{w}'s values are strings")
            while self.is_string():
                self.i += 1
                while self.is_string():  # 'a' 'b': one string
                    self.i += 1
                if not self.take_sym(","):
                    break
            self.need_sym(")", f"{w}'s values are strings, separated by commas")
            return
        numbers, decimal = 0, False
        while True:
            if not self.is_number():
                if self.sym() in ("-", "+"):
                    raise _Unknown()
                self.leave(f"{w}'s length or precision is a number" if numbers == 0
                           else f"{w}'s precision is two numbers separated by a comma")
            text = self.at().text
            if "e" in text or "E" in text:  # (FLOAT_NUM: in no length's rule)
                self.leave(f"{w}'s length or precision is a whole number, not one with an exponent")
            decimal = decimal or "." in text
            numbers += 1
            self.i += 1
            if not self.take_sym(","):
                break
        if decimal and numbers > 1:  # (field_length takes a DECIMAL_NUM, precision only two NUMs)
            self.leave(f"{w}'s precision is two whole numbers", -1)
        if not self.take_sym(")"):
            self.leave(f"{w}'s length or precision is a number (or two, with a comma), then `)`")
        # field_length: '(' LONG_NUM | ULONGLONG_NUM | DECIMAL_NUM | NUM ')'; precision: '(' NUM ',' NUM ')'
        for k in range(opened + 1, self.i - 1, 2):
            token = self.number_token(k - self.i)
            if token == "FLOAT" or numbers == 2 and token != "NUM":
                self.i = k
                self.leave(f"{w}'s length is an integer or a decimal number, and a precision two integers"
                           " up to 2147483647")
        allowed = {"length": (1,), "float": (1, 2), "precision": (2,)}[kind]
        if numbers not in allowed:
            self.i = opened
            self.leave(f"{w} takes " + {"length": "one number (its length)", "float": "one or two numbers",
                                         "precision": "two numbers (precision and scale)"}[kind]
                       + " in parentheses")

    def text_options(self) -> None:
        while True:
            w = self.word()
            if w in ("CHARSET", "CHARACTER SET", "CHAR SET"):
                self.i += 1
                if not (self.word() or self.is_string() or self.at() is not None and self.at().token_type in self.quoted):
                    self.leave("CHARACTER SET names a character set")
                self.i += 1
            elif w in ("CHARACTER", "CHAR") and self.word(1) == "SET":
                self.i += 2
                if not (self.word() or self.is_string() or self.at() is not None and self.at().token_type in self.quoted):
                    self.leave("CHARACTER SET names a character set")
                self.i += 1
            elif w in ("BINARY", "ASCII", "UNICODE", "BYTE"):
                self.i += 1
            elif w == "COMPRESSED":
                self.i += 1
                if self.take_sym("="):
                    self.name("COMPRESSED = a compression method's name")
            else:
                return

    # field_def: attribute_list | opt_generated_always AS ...; then opt_check_constraint, references
    def attributes(self) -> None:
        generated = False
        while not self.end_of_column():
            w = self.word()
            if w in _MYSQL_COLUMN_WORDS:
                self.version_words.append(self.i)  # (server_grammar judges it by version)
                raise _Unknown()
            if w == "NULL" or w == "AUTO_INCREMENT" or w == "INVISIBLE" or w == "KEY":
                if w != "NULL" and w != "INVISIBLE":
                    self.column_flags[w] = self.i
                self.i += 1
            elif w == "NOT":
                if self.word(1) in ("SECONDARY", "ENFORCED"):
                    raise _Unknown()
                if self.word(1) != "NULL":
                    self.leave("NOT is followed by NULL in a column's definition", 1)
                self.i += 2
            elif w in ("PRIMARY KEY",) or (w == "PRIMARY" and self.word(1) == "KEY"):
                self.column_flags["KEY"] = self.i
                self.i += 1 if w == "PRIMARY KEY" else 2
            elif w == "PRIMARY":
                self.leave("PRIMARY is followed by KEY", 1)
            elif w == "UNIQUE":
                self.i += 1
                self.take("KEY")
            elif w == "UNIQUE KEY":
                self.i += 1
            elif w == "DEFAULT":
                self.i += 1
                if self.word() == "NULL" or self.sym() == "(" and self.word(1) == "NULL" and self.sym(2) == ")":
                    self.column_flags["DEFAULT NULL"] = self.i - 1
                self.default_value()
            elif w == "ON":
                if self.word(1) != "UPDATE":
                    self.leave("ON in a column's definition is ON UPDATE", 1)
                self.i += 2
                if not self.word():
                    self.leave("ON UPDATE takes CURRENT_TIMESTAMP (or NOW())")
                self.i += 1
                if self.sym() == "(":
                    self.skip_parenthesised()
            elif w == "SERIAL":
                self.i += 1
                self.need("DEFAULT", "SERIAL DEFAULT VALUE")
                self.need("VALUE", "SERIAL DEFAULT VALUE")
            elif w == "COLLATE":
                self.i += 1
                if self.sym() == "=" or self.end_of_item():
                    self.leave("a column's COLLATE names a collation (with no `=`)")
                if not (self.word() or self.is_string() or self.at().token_type in self.quoted):
                    self.leave("a column's COLLATE names a collation")
                if self.word() not in ("DEFAULT", "BINARY") and not (self.is_string() or self.is_name()):
                    self.leave("a column's COLLATE names a collation, not a reserved word")  # (collation_name)
                self.i += 1
            elif w == "COMMENT":
                self.i += 1
                if not self.is_string():
                    self.leave("a column's COMMENT is a string")
                self.i += 1
            elif w == "COMPRESSED":
                self.i += 1
                if self.take_sym("="):
                    self.name("COMPRESSED = a compression method's name")
            elif w in ("WITH", "WITHOUT"):
                self.i += 1
                if self.word() == "SYSTEM VERSIONING":
                    self.i += 1
                else:
                    self.need("SYSTEM", f"{w} SYSTEM VERSIONING")
                    self.need("VERSIONING", f"{w} SYSTEM VERSIONING")
            elif w in ("GENERATED", "AS"):
                if generated:
                    self.leave("a column is generated once")
                generated = True
                self.generated()
            elif w in ("VIRTUAL", "PERSISTENT", "STORED"):
                self.leave(f"{w} follows a generated column's AS (expression)")
            elif w == "CHECK":
                self.i += 1
                if self.sym() != "(":
                    self.leave("CHECK takes its condition in parentheses")
                self.parenthesised_expression("CHECK")
                if self.end_of_column():
                    return
                if self.word() not in ("REFERENCES", "CONSTRAINT"):
                    raise _Unknown()  # (MariaDB wants CHECK last; MySQL 8 does not: server_grammar's)
            elif w in ("CONSTRAINT", "REFERENCES") and not self.referring:
                self.leave("CHANGE and MODIFY take no REFERENCES (field_spec, field_def): ADD FOREIGN KEY adds one")
            elif w == "CONSTRAINT":
                self.i += 1
                if self.word() != "REFERENCES" and self.is_name():
                    self.i += 1
                if self.word() == "CHECK":
                    raise _Unknown()  # a named column CHECK: MySQL 8's (server_grammar's)
                if self.word() != "REFERENCES":
                    self.leave("a column's CONSTRAINT is followed by REFERENCES")
            elif w == "REFERENCES":
                self.references()
                if not self.end_of_column():
                    self.leave("a column's REFERENCES … ends its definition")
                return
            elif self.is_name() and self.sym(1) in ("=", ":="):
                self.engine_option()
            else:
                self.leave("cannot stand here: a column's type is followed by its attributes (NOT NULL, DEFAULT …), "
                           "then a comma or `)`")

    def unsigned_number(self) -> None:
        """Before a number the grammar takes (ulong_num, ulonglong_num): past its `+`; no verdict on
        a hexadecimal or bit literal, or a number written from its point (`.5`)."""
        self.take_sym("+")
        t = self.at()
        if t is not None and (t.token_type in self.strings and t.token_type is not self.TT.STRING or self.sym() == "."):
            raise _Unknown()

    def engine_option(self) -> None:
        """An option the engine defines (a table's, a column's or a key's): engine_defined_option,
        IDENT_sys equal (TEXT_STRING_sys | ident | real_ulonglong_num | DEFAULT); real_ulonglong_num
        takes an integer only (a decimal one: dec_num_error, 1064 "Only integers allowed")."""
        self.i += 2
        if not (self.word() or self.is_string() or self.is_number() or self.at() is not None
                and self.at().token_type in self.quoted):
            self.leave("an engine's option takes a name, a number or a string after `=`")
        if self.is_number() and any(c in self.at().text for c in ".eE"):
            self.leave("an engine's option takes an integer (a number with a point or an exponent is refused)")
        self.i += 1

    def default_value(self) -> None:
        """column_default_expr: a literal, a function's call, or an expression in parentheses.
        Anything longer: no verdict."""
        if self.end_of_item():
            self.leave("DEFAULT is followed by a value")
        if self.sym() in ("-", "+"):
            self.i += 1
            if self.sym() == "(":
                self.leave("a sign before DEFAULT's value makes a signed number, and `(` is none")
        if self.sym() == "(":
            self.parenthesised_expression("DEFAULT")
        elif self.is_string() or self.is_number():
            self.i += 1
            while self.is_string():
                self.i += 1
        elif self.at().token_type is self.TT.INTRODUCER:
            self.i += 1
            if not self.is_string():
                raise _Unknown()
            self.i += 1
        else:
            w = self.word()
            if not w or w in _EXPRESSION_WORDS or " " in w:
                raise _Unknown()
            if w in ("ON", "AUTO_INCREMENT", "COMMENT", "PRIMARY", "KEY", "UNIQUE", "COLLATE", "CHECK", "REFERENCES",
                     "GENERATED", "CONSTRAINT", "DEFAULT", "INVISIBLE"):
                self.leave("DEFAULT is followed by a value")
            if self.reserved_word() and self.sym(1) != "(" and w not in _RESERVED_VALUES:
                self.leave(f"`{w}` is a reserved word: no value, and no function without its parentheses")
            if w in ("DATE", "TIME", "TIMESTAMP") and self.is_string(1):
                self.temporal_literal(w)
            else:
                self.i += 1
            if self.is_string():  # (a function's name, then a string: no verdict on it)
                self.i += 1
            elif self.sym() == "(":
                self.call_arguments(w)
        s = self.sym()
        if s == "(" or s in _OPERATOR_SYMBOLS:
            # column_default_expr: an expression only in parentheses (MySQL's grammar, too)
            self.leave("a DEFAULT value is a literal, a call or an expression in parentheses: no operator follows it")
        if s and s not in (",", ")"):
            raise _Unknown()
        if self.word() in ("MOD", "DIV", "AND", "OR", "XOR", "IS", "LIKE", "IN", "BETWEEN", "REGEXP", "RLIKE",
                           "SOUNDS", "COLLATE"):
            raise _Unknown()

    def generated(self) -> None:
        if self.take("GENERATED"):
            self.need("ALWAYS", "GENERATED ALWAYS AS (expression)")
        self.need("AS", "GENERATED ALWAYS AS (expression)")
        if self.take("ROW"):
            if not self.take("START", "END"):
                self.leave("AS ROW START or AS ROW END")
            return
        if self.sym() != "(":
            self.leave("a generated column's expression is in parentheses")
        self.parenthesised_expression("AS")
        self.take("VIRTUAL", "PERSISTENT", "STORED")

    # references: REFERENCES table_ident opt_ref_list opt_match_clause opt_on_update_delete
    def references(self) -> None:
        self.need("REFERENCES", "REFERENCES")
        self.qualified_name("REFERENCES names a table", 2)
        if self.take_sym("("):
            while True:
                self.name("REFERENCES lists the columns it refers to")
                if not self.take_sym(","):
                    break
            self.need_sym(")", "REFERENCES lists column names, separated by commas")
        if self.take("MATCH"):
            self.need_one(("FULL", "PARTIAL", "SIMPLE"), "MATCH FULL, PARTIAL or SIMPLE")
        seen = set()
        while self.word() == "ON":
            self.i += 1
            which = self.word()
            if which not in ("DELETE", "UPDATE") or which in seen:
                self.leave("ON DELETE or ON UPDATE, each once")
            seen.add(which)
            self.i += 1
            action = self.word()
            if action == "SET":
                self.i += 1
                self.need_one(("NULL", "DEFAULT"), "SET NULL or SET DEFAULT")
            elif action == "NO":
                self.i += 1
                self.need("ACTION", "NO ACTION")
            elif action in ("RESTRICT", "CASCADE", "SET NULL", "SET DEFAULT", "NO ACTION"):
                self.i += 1
            else:
                self.leave("RESTRICT, CASCADE, SET NULL, SET DEFAULT or NO ACTION")

    def need_one(self, words: tuple, why: str) -> None:
        if self.word() not in words:
            self.leave(why)
        self.i += 1

    # key_def, constraint_def, period_for_*
    def key_def(self) -> None:
        w = self.word()
        if w == "CONSTRAINT":
            self.i += 1
            if self.word() not in ("PRIMARY KEY", "PRIMARY", "UNIQUE", "UNIQUE KEY", "FOREIGN KEY", "FOREIGN", "CHECK"):
                self.name("CONSTRAINT [name] PRIMARY KEY, UNIQUE, FOREIGN KEY or CHECK")
            w = self.word()
            if w not in ("PRIMARY KEY", "PRIMARY", "UNIQUE", "UNIQUE KEY", "FOREIGN KEY", "FOREIGN", "CHECK"):
                self.leave("a CONSTRAINT is a PRIMARY KEY, UNIQUE, FOREIGN KEY or CHECK")
        if w == "CHECK":
            self.i += 1
            if self.sym() != "(":
                self.leave("CHECK takes its condition in parentheses")
            self.parenthesised_expression("CHECK")
            if self.word() in ("ENFORCED", "NOT"):
                raise _Unknown()  # MySQL 8's [NOT] ENFORCED: server_grammar's
            return
        if w == "PERIOD":
            raise _Unknown()
        foreign = w in ("FOREIGN KEY", "FOREIGN")
        if w in ("PRIMARY", "FOREIGN"):
            self.i += 1
            self.need("KEY", f"{w} KEY")
        elif w in ("FULLTEXT", "SPATIAL", "UNIQUE"):
            self.i += 1
            self.take("INDEX", "KEY")
        else:
            self.i += 1  # INDEX, KEY, PRIMARY KEY, FOREIGN KEY, UNIQUE KEY
        if self.word() == "IF" and self.word(1) == "NOT" and self.word(2) == "EXISTS":
            self.i += 3
        if self.sym() != "(" and not self.algorithm_next():
            self.name("a key's name, or its key parts in parentheses")
        if self.word() in ("USING", "TYPE"):
            self.i += 1
            self.need_one(("BTREE", "HASH", "RTREE"), "USING BTREE, HASH or RTREE")
        if self.sym() != "(":
            self.leave("a key's parts are in parentheses")
        self.key_parts()
        if foreign:
            if self.word() != "REFERENCES":
                self.leave("FOREIGN KEY (…) is followed by REFERENCES")
            self.references()
            if not self.end_of_item():
                self.leave("REFERENCES … ends a foreign key")
            return
        self.key_options()

    def algorithm_next(self) -> bool:
        return self.word() in ("USING", "TYPE") and self.word(1) in ("BTREE", "HASH", "RTREE")

    def key_parts(self) -> None:
        self.i += 1
        if self.sym() == ")":
            self.leave("a key has at least one part")
        while True:
            if self.sym() == "(":
                raise _Unknown()  # MySQL 8's functional key part: server_grammar's
            self.name("a key part is a column's name")
            if self.take_sym("("):
                if self.number_token() != "NUM":  # key_part: ident '(' NUM ')'
                    self.leave("a key part's prefix length is an integer up to 2147483647")
                self.i += 1
                self.need_sym(")", "a key part's prefix length is one number")
            self.take("ASC", "DESC")
            if self.word() == "WITHOUT" and self.word(1) == "OVERLAPS":  # an application-time period's key part
                self.i += 2
            if not self.take_sym(","):
                break
        self.need_sym(")", "key parts are column names, separated by commas")

    def key_options(self) -> None:
        while not self.end_of_item():
            w = self.word()
            if w == "KEY_BLOCK_SIZE":
                self.i += 1
                self.take_sym("=") or self.take_sym(":=")  # (opt_equal: `=` or `:=`)
                self.unsigned_number()
                if not self.is_number():
                    self.leave("KEY_BLOCK_SIZE is a number")
                self.i += 1
            elif w in ("USING", "TYPE"):
                self.i += 1
                self.need_one(("BTREE", "HASH", "RTREE"), "USING BTREE, HASH or RTREE")
            elif w == "COMMENT":
                self.i += 1
                if not self.is_string():
                    self.leave("a key's COMMENT is a string")
                self.i += 1
            elif w == "WITH":
                self.i += 1
                self.need("PARSER", "WITH PARSER name")
                self.name("WITH PARSER name")
            elif w in ("IGNORED", "VISIBLE", "INVISIBLE"):
                self.i += 1
            elif w == "NOT" and self.word(1) == "IGNORED":
                self.i += 2
            elif w in ("ENGINE_ATTRIBUTE", "SECONDARY_ENGINE_ATTRIBUTE", "CLUSTERING"):
                raise _Unknown()
            elif self.is_name() and self.sym(1) in ("=", ":="):
                self.engine_option()
            else:
                self.leave("cannot stand after a key's parts: its options (USING, COMMENT, KEY_BLOCK_SIZE …), "
                           "then a comma or `)`")

    # create_table_options: create_table_option, each NAME [=] value, separated by blanks or commas
    def table_options(self) -> None:
        after_comma = False
        while self.at() is not None:
            w = self.word()
            if w in ("PARTITION BY", "PARTITION") and not after_comma:
                return self.partitioning()
            if self.sym() == "(" or w in QUERY_OR_PARTITIONING or (w == "WITH" and self.word(1) != "SYSTEM"
                                                                     and self.word(1) != "SYSTEM VERSIONING"):
                if after_comma:
                    raise _Unknown()
                if w not in ("LIKE", "TABLE"):
                    self.query_start()
                return  # (the query: its own grammar)
            self.table_option()
            after_comma = self.take_sym(",")

    def table_option(self) -> None:
        w = self.word()
        if not w:
            if self.at().token_type in self.quoted and self.sym(1) in ("=", ":="):
                return self.engine_option()  # (a quoted name: IDENT_sys too)
            self.leave("cannot stand here: a table option (ENGINE, DEFAULT CHARSET, COMMENT …) is wanted")
        if w in _MYSQL_TABLE_OPTIONS:
            raise _Unknown()  # MySQL 8's own options: server_grammar's, by version
        if w == "DEFAULT":
            self.i += 1
            w = self.word()
            if w not in ("CHARSET", "CHARACTER SET", "CHAR SET", "CHARACTER", "CHAR", "COLLATE"):
                self.leave("DEFAULT before a table option is DEFAULT CHARACTER SET or DEFAULT COLLATE")
        if w in ("CHARACTER", "CHAR") and self.word(1) == "SET":
            self.i += 1
            w = "CHARSET"
        for words in (("DATA", "DIRECTORY"), ("INDEX", "DIRECTORY"), ("WITH", "SYSTEM", "VERSIONING")):
            if w == words[0]:
                self.i += 1
                for n, following in enumerate(words[1:], 1):
                    if self.word() == " ".join(words[n:]):  # (the rest as one token of the tokenizer's)
                        self.i += 1
                        break
                    self.need(following, " ".join(words))
                self.i -= 1  # (on the option's last word: its value follows)
                w = " ".join(words)
                break
        value = _TABLE_OPTIONS.get(w)
        if value is None:
            if self.sym(1) in ("=", ":="):
                if w in MARIADB_1011_KEYWORDS and (" " in w or w.lower() in MARIADB_1011):
                    self.leave(f"`{w}` is no table option, and a keyword names no option the engine defines")
                return self.engine_option()
            self.leave("cannot stand here: a table option (ENGINE, DEFAULT CHARSET, COMMENT …) is wanted")
        self.i += 1
        if w == "WITH SYSTEM VERSIONING":
            return
        if w == "STORAGE":
            return self.need_one(("DISK", "MEMORY"), "STORAGE DISK or STORAGE MEMORY")
        self.take_sym("=") or self.take_sym(":=")
        if value == "list":  # UNION [=] ( opt_table_list ): table names separated by commas, or none
            self.need_sym("(", "UNION lists its tables in parentheses")
            if self.take_sym(")"):
                return
            while True:
                self.qualified_name("UNION lists table names", 2)
                if not self.take_sym(","):
                    break
            return self.need_sym(")", "UNION lists table names, separated by commas")
        if self.end_of_item() or self.sym() in ("=", ":="):
            self.leave(f"{w} is followed by its value")
        if value.startswith("number"):
            self.unsigned_number()
        ok = {"number": self.is_number(),
              "number or DEFAULT": self.is_number() or self.word() == "DEFAULT",
              "string": self.is_string(),
              "name": bool(self.word()) or self.is_string() or self.at().token_type in self.quoted}[value]
        if not ok:
            self.leave(f"{w}'s value is a {value}")
        if w in ("CHARSET", "CHARACTER SET", "CHAR SET", "COLLATE"):
            self.declare("COLLATE" if w == "COLLATE" else "CHARACTER SET", self.at().text)
        self.i += 1

    def declare(self, kind: str, text: str) -> None:
        """A table's CHARACTER SET or COLLATE, given again naming another: "Conflicting declarations"
        (1302; sql_yacc.yy's Table_specification_st::add_table_option_default_charset / _collation,
        measured on 10.11.19 in CREATE and ALTER TABLE, with or without a comma between). utf8 is
        utf8mb3; DEFAULT (the database's) is left alone."""
        name = text.strip("`'\"").lower()
        name = "utf8mb3" if name == "utf8" else name
        if name == "default":
            return
        before = self.declarations.setdefault(kind, name)
        if before != name:
            self.leave(f"conflicting declarations: {kind} {before} and {kind} {name} (error 1302)")


    def reserved_word(self, k: int = 0) -> bool:
        """An unquoted single word both servers reserve: a name nowhere."""
        w = self.word(k).lower()
        return bool(w) and " " not in w and w in MARIADB_1011 and w in MYSQL_80 and not self.touches_point(k)


# create_table_option: each option's name -> the kind of its value
_TABLE_OPTIONS = {
    "ENGINE": "name", "ROW_FORMAT": "name", "INSERT_METHOD": "name", "TABLESPACE": "name",
    "CHARSET": "name", "COLLATE": "name", "UNION": "list", "STORAGE": "word", "WITH SYSTEM VERSIONING": "none",
    **dict.fromkeys(("MAX_ROWS", "MIN_ROWS", "AVG_ROW_LENGTH", "AUTO_INCREMENT", "CHECKSUM", "TABLE_CHECKSUM",
                     "DELAY_KEY_WRITE", "KEY_BLOCK_SIZE"), "number"),
    **dict.fromkeys(("PACK_KEYS", "STATS_AUTO_RECALC", "STATS_PERSISTENT", "STATS_SAMPLE_PAGES", "PAGE_CHECKSUM",
                     "TRANSACTIONAL", "SEQUENCE"), "number or DEFAULT"),
    **dict.fromkeys(("PASSWORD", "COMMENT", "CONNECTION", "DATA DIRECTORY", "INDEX DIRECTORY"), "string"),
}
# MySQL 8's table options MariaDB's grammar lacks (or reads otherwise), and the old TYPE = engine
_MYSQL_TABLE_OPTIONS = frozenset({"ENCRYPTION", "COMPRESSION", "SECONDARY_ENGINE", "SECONDARY_ENGINE_ATTRIBUTE",
                                  "ENGINE_ATTRIBUTE", "AUTOEXTEND_SIZE", "START", "TYPE"})


def departure(text: str, d: Any, with_query: bool = False, whole: bool = True) -> Any:
    """(message, offset) of the place where a CREATE TABLE's table element list (or the `=` of
    its table options) leaves the grammar, or None: it keeps to it, or holds something the
    recognizer does not follow."""
    from sqlglot.tokens import TokenType

    nothing = (None, False) if with_query else None
    try:
        tokens = d._tokenizer.tokenize(text)
    except Exception:
        return nothing
    if any(t.comments and any(c.lstrip().startswith(("!", "M!")) for c in t.comments) for t in tokens):
        return nothing  # a versioned comment: text the server reads, the tokenizer does not
    for a, b in zip(tokens, tokens[1:]):
        if a.token_type is TokenType.NUMBER and b.start == a.end + 1 and b.text[:1].isalpha():
            return nothing  # `1a`: a name that begins with a digit
    reader = _Reader(tokens, TokenType, whole)
    found = None
    try:
        reader.statement()
    except _Leaves as left:
        found = left.at_token(tokens)
    except (_Unknown, IndexError, AttributeError):
        pass
    if not with_query:
        return found
    # (with_query, for parsed_departure: also whether the list's first item begins as a query would)
    first = next((i for i, t in enumerate(tokens) if t.token_type is TokenType.L_PAREN), None)
    query = first is not None and first + 1 < len(tokens) and (
        tokens[first + 1].token_type is TokenType.L_PAREN
        or tokens[first + 1].text.upper() in ("SELECT", "WITH", "LIKE", "VALUES", "TABLE"))
    return found, query


_HEAD = "CREATE TABLE t ("
_LATER = _HEAD + "a INT, "  # (a later definition: one that begins with `(` is no query)
_MEMO_LIMIT = 20_000  # definitions (and tails) held; at it the memo starts again, so memory stays bounded
_memo: dict[tuple[int, str], Any] = {}  # (first, later or tail, text) -> (departure, whether it begins a query)


def parsed_departure(text: str, d: Any) -> Optional[tuple[str, int]]:
    """departure() for a CREATE TABLE whose column list sqlglot did read (its tree's Schema: the
    first `(` opens the element list), one definition at a time: schemas repeat
    their definitions (`id INT NOT NULL AUTO_INCREMENT`, `PRIMARY KEY (id)`) and their options
    line, so each distinct one is tokenized once per process (as table_parts parses it once)."""
    from .table_parts import body_parts

    parts = body_parts(text)
    if parts is None:  # (a comment inside: the whole statement)
        return departure(text, d)
    opened, closed, spans = parts
    memo, n = _memo, len(spans)
    if len(text[:opened].split()) > 3:
        # more than `CREATE TABLE name`: the words before the list's `(` (sqlglot reads some
        # of those the grammar has no place for there, `t TEMPORARY (`, as a table option)
        found = memo.get((3, text[:opened]))
        if found is None:
            if len(memo) >= _MEMO_LIMIT:
                memo.clear()
            found = memo[3, text[:opened]] = departure(text[:opened] + "(a INT)", d, with_query=True, whole=False)
        if found[0] is not None:
            return found[0]
    for number in range(n + 1):  # each definition, then the tail (`) options …`)
        if number < n:
            at, end = spans[number]
            head, tail, kind = (_HEAD, ")", 0) if number == 0 else (_LATER, ")", 1)
        else:
            at, end, head, tail, kind = closed, len(text), _HEAD + "a INT", "", 2
        piece = text[at:end]
        found = memo.get((kind, piece))
        if found is None:
            if len(memo) >= _MEMO_LIMIT:
                memo.clear()
            found = memo[kind, piece] = departure(head + piece + tail, d, with_query=True, whole=False)
        left, query = found
        if number == 0 and query:
            return None  # `CREATE TABLE t (SELECT …)`: a query in parentheses, not a table element list
        if left is not None:
            message, offset = left
            return message, at + min(max(offset - len(head), 0), len(piece))
    return None

