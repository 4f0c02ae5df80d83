"""Where an expression's tokens leave the servers' grammar: DEFAULT (…), CHECK (…), GENERATED
ALWAYS AS (…), PARTITION BY HASH / RANGE / LIST (…), VALUES LESS THAN / IN (…).

After MariaDB 10.11's sql_yacc.yy `expr` (its levels: expr, bool_pri, predicate, bit_expr,
simple_expr) read as a superset: operands joined by operators, each operand a literal, a name, a
call, a parenthesised list, CASE, INTERVAL, a unary operator before an operand, a postfix (IS …,
[NOT] IN (…), COLLATE) after it. Precedence is not followed, so this accepts more than the
server does; it answers "leaves the grammar" only where no expression of MariaDB's or MySQL's
has a way through: an operand missing where one is wanted (`( )`, `a + )`, `, ,`), two operands
with no operator between them, a reserved word that starts no operand, a CASE without its
WHEN / THEN / END. What it does not follow (a subquery, a variable, a placeholder, MySQL's
`->`, a window's OVER, the special argument syntax of TRIM, SUBSTRING, EXTRACT, GROUP_CONCAT …)
ends its say with no verdict. A mixin of table_elements' reader: it uses that reader's tokens,
`leave` and `unknown`.
"""

from __future__ import annotations

from .reserved_words import MARIADB_1011, MYSQL_80
from .temporal_literals import refused

# Functions whose arguments are not an expression list (sql_yacc.yy function_call_keyword,
# function_call_nonkeyword, sum_expr, window_func, and lex.h's sql_functions): their
# parentheses are skipped, with no verdict inside
_SPECIAL_CALLS = frozenset({
    "ADDDATE", "AVG", "BIT_AND", "BIT_OR", "BIT_XOR", "CHAR", "COLUMN_ADD", "COLUMN_CHECK", "COLUMN_CREATE",
    "COLUMN_DELETE", "COLUMN_EXISTS", "COLUMN_GET", "COLUMN_JSON", "COLUMN_LIST", "COUNT", "CUME_DIST", "CURDATE",
    "CURTIME", "DATE_ADD", "DATE_SUB", "DENSE_RANK", "EXTRACT", "FIRST_VALUE", "GET_FORMAT", "GROUP_CONCAT",
    "GROUPING", "JSON_ARRAYAGG", "JSON_OBJECTAGG", "JSON_QUERY", "JSON_TABLE", "JSON_VALUE", "LAG", "LAST_VALUE",
    "LEAD", "LISTAGG", "MATCH", "MAX", "MEDIAN", "MID", "MIN", "NOW", "NTH_VALUE", "NTILE", "PERCENT_RANK",
    "PERCENTILE_CONT", "PERCENTILE_DISC", "POSITION", "RANK", "ROW_NUMBER", "SESSION_USER", "STD", "STDDEV",
    "STDDEV_POP", "STDDEV_SAMP", "SUBDATE", "SUBSTR", "SUBSTRING", "SUM", "SYSDATE", "SYSTEM_USER",
    "TIMESTAMPADD", "TIMESTAMPDIFF", "TRIM", "TRIM_ORACLE", "VARIANCE", "VAR_POP", "VAR_SAMP", "WEIGHT_STRING",
    "DEFAULT", "VALUES", "VALUE", "NEXTVAL", "LASTVAL", "SETVAL", "ANY_VALUE", "JSON_EXISTS", "OVERLAY",
    "TRANSLATE", "REGEXP_LIKE", "XMLAGG"})
# the functions named by a reserved word: sql_yacc.yy's own rule for each (function_call_keyword,
# function_call_conflict; the same in MySQL's), with this many arguments and no alias
_FIXED_CALLS = {"IF": 3, "LEFT": 2, "RIGHT": 2, "INSERT": 4, "REPLACE": 3, "MOD": 2, "REPEAT": 2, "DATABASE": 0}
# the time of the moment (func_datetime_precision: `( )` or `(n)`, n an integer) and the date (`( )` only)
_PRECISION_CALLS = frozenset({"CURRENT_TIMESTAMP", "CURRENT_TIME", "LOCALTIME", "LOCALTIMESTAMP", "UTC_TIME",
                              "UTC_TIMESTAMP", "NOW", "SYSDATE", "CURTIME"})
_EMPTY_CALLS = frozenset({"CURDATE", "CURRENT_DATE", "UTC_DATE"})
# reserved words (of both servers) that begin an operand; any other reserved word cannot
_OPERAND_WORDS = frozenset({
    "NOT", "BINARY", "CASE", "INTERVAL", "EXISTS", "MATCH", "DEFAULT", "NULL", "TRUE", "FALSE", "CURRENT_DATE",
    "CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_USER", "CURRENT_ROLE", "LOCALTIME", "LOCALTIMESTAMP", "UTC_DATE",
    "UTC_TIME", "UTC_TIMESTAMP", "CONVERT", "CHAR", "IF", "LEFT", "RIGHT", "INSERT", "REPLACE", "MOD", "REPEAT",
    "DATABASE", "SCHEMA", "VALUES", "VALUE", "ROW", "WITH", "SELECT", "CAST", "TRUNCATE", "ASCII", "CHARACTER",
    "SYSDATE"})
# of those, the function names that need their parentheses
_CALL_ONLY = frozenset({"CONVERT", "CHAR", "IF", "LEFT", "RIGHT", "INSERT", "REPLACE", "MOD", "REPEAT", "DATABASE",
                        "CAST"})
_VALUES_OF_THE_MOMENT = frozenset({"NULL", "TRUE", "FALSE", "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP",
                                   "CURRENT_USER", "CURRENT_ROLE", "LOCALTIME", "LOCALTIMESTAMP", "UTC_DATE",
                                   "UTC_TIME", "UTC_TIMESTAMP", "SYSDATE"})
_BINARY_SYMBOLS = frozenset({"+", "-", "*", "/", "%", "^", "|", "&", "=", "<=>", "<>", "!=", "<", "<=", ">", ">=",
                             "||", "&&"})
_BINARY_WORDS = frozenset({"DIV", "MOD", "AND", "OR", "XOR", "LIKE", "REGEXP", "RLIKE", "BETWEEN", "ESCAPE"})
# what NOT (expr's own NOT_SYM expr) may follow inside an expression: its start, a logical operator, NOT
_BEFORE_NOT = frozenset({"", "AND", "OR", "XOR", "&&", "||", "NOT"})
_NEGATABLE = frozenset({"IN", "LIKE", "BETWEEN", "REGEXP", "RLIKE"})
# sql_yacc.yy interval / interval_time_stamp
_UNITS = frozenset({
    "MICROSECOND", "SECOND", "MINUTE", "HOUR", "DAY", "WEEK", "MONTH", "QUARTER", "YEAR", "SECOND_MICROSECOND",
    "MINUTE_MICROSECOND", "MINUTE_SECOND", "HOUR_MICROSECOND", "HOUR_SECOND", "HOUR_MINUTE", "DAY_MICROSECOND",
    "DAY_SECOND", "DAY_MINUTE", "DAY_HOUR", "YEAR_MONTH", "SQL_TSI_SECOND", "SQL_TSI_MINUTE", "SQL_TSI_HOUR",
    "SQL_TSI_DAY", "SQL_TSI_WEEK", "SQL_TSI_MONTH", "SQL_TSI_QUARTER", "SQL_TSI_YEAR", "FRAC_SECOND",
    "SQL_TSI_FRAC_SECOND"})
# a query inside parentheses: its own grammar
_QUERY_WORDS = frozenset({"SELECT", "WITH", "VALUES", "TABLE"})
# after an operand: syntax this reader does not follow (MySQL's JSON paths and MEMBER OF, a window, an
# assignment, WITHIN GROUP)
_UNFOLLOWED_AFTER = frozenset({"->", "->>", ":=", ":", "MEMBER", "OVER", "WITHIN", "[", "{"})


def _reserved_in_both(word: str) -> bool:
    lower = word.lower()
    return bool(word) and " " not in word and lower in MARIADB_1011 and lower in MYSQL_80


class ExpressionReader:
    """expr, read on the reader's tokens (a mixin: `at`, `word`, `sym`, `leave`, `unknown` …)."""

    def parenthesised_expression(self, what: str, many: bool = False) -> None:
        """From `(` past its `)`: one expression (or, with `many`, a list), as after DEFAULT, CHECK, AS."""
        self.i += 1
        if self.sym() == ")":
            self.leave(f"{what} ( ) needs an expression")
        if self.word() in _QUERY_WORDS:
            raise self.unknown()
        while True:
            self.expression()
            if not (many and self.take_sym(",")):
                break
        if self.sym() == ",":
            raise self.unknown()  # (a row: the server's own check, 1241, not the grammar's)
        self.need_sym(")", f"{what}'s expression ends at its `)`: an operator or `)` is wanted here")

    def expression(self) -> None:
        """Operands joined by operators."""
        self.additive = False
        self.after_operator = ""
        while True:
            self.operand()
            if not self.operator():
                return

    def operator(self) -> bool:
        """Past a binary operator (True), or nothing taken when the expression ends here; a postfix
        (IS …, [NOT] IN (…), COLLATE) is read here too."""
        while True:
            s, w = self.sym(), self.word()
            if s in _UNFOLLOWED_AFTER or w in _UNFOLLOWED_AFTER:
                raise self.unknown()
            if s in ("<", ">") and self.sym(1) == s and self.at(1).start == self.at().end + 1:
                self.i += 2  # `<<`, `>>`: two tokens to sqlglot
                self.after_operator = s + s
                return True
            if s in _BINARY_SYMBOLS or w in _BINARY_WORDS:
                self.i += 1
                self.additive = s in ("+", "-")  # (INTERVAL … may follow only these)
                self.after_operator = s or w
                return True
            if w == "SOUNDS":
                self.i += 1
                self.need("LIKE", "SOUNDS LIKE")
                return True
            if w == "NOT":
                if self.word(1) not in _NEGATABLE:
                    self.leave("NOT after an operand is followed by IN, LIKE, BETWEEN or REGEXP")
                self.i += 1
                continue
            if w == "IS":
                self.i += 1
                self.take("NOT")
                if not self.take("NULL", "TRUE", "FALSE", "UNKNOWN"):
                    self.leave("IS [NOT] is followed by NULL, TRUE, FALSE or UNKNOWN")
                continue
            if w == "IN":
                self.i += 1
                if self.sym() != "(":
                    self.leave("IN takes its values in parentheses")
                self.parenthesised_list()
                continue
            if w == "COLLATE":
                self.i += 1
                if not (self.is_string() or self.is_name() or self.word() == "BINARY"):
                    self.leave("COLLATE names a collation")
                self.i += 1
                continue
            return False

    def parenthesised_list(self) -> None:
        """From `(` past `)`: expressions separated by commas (a row, IN's values), or a query."""
        self.i += 1
        if self.word() in _QUERY_WORDS:
            raise self.unknown()
        if self.sym() == ")":
            self.leave("an empty pair of parentheses: an expression is wanted")
        while True:
            self.expression()
            if not self.take_sym(","):
                break
        self.need_sym(")", "an operator, a comma or `)` is wanted here")

    def operand(self) -> None:
        """simple_expr, after any unary operators."""
        after_additive, self.additive = getattr(self, "additive", False), False
        before, self.after_operator = getattr(self, "after_operator", ""), ""
        while self.sym() in ("-", "+", "~", "!") or self.word() in ("NOT", "BINARY"):
            if self.word() == "NOT" and before not in _BEFORE_NOT:
                # expr: NOT_SYM expr is the grammar's lowest level: no operand of a comparison,
                # of arithmetic or of another unary operator begins with NOT (`a = NOT 6`, `- NOT a`
                # are 1064 unless sql_mode has HIGH_NOT_PRECEDENCE; `!` is the operator there)
                self.leave("NOT negates a whole condition: it cannot follow this operator (`!` can)")
            before = self.sym() or self.word()
            self.i += 1
            after_additive = False
        t, s, w = self.at(), self.sym(), self.word()
        if t is None:
            self.leave("an expression is cut short: an operand is wanted")
        if s == "(":
            return self.parenthesised_list()
        if self.is_string() or self.is_number():
            self.i += 1
            while self.is_string():
                self.i += 1  # 'a' 'b': one string
            return
        if t.token_type is self.TT.INTRODUCER:
            self.i += 1
            if not self.is_string():
                raise self.unknown()
            self.i += 1
            return
        if not w:
            if t.token_type in self.quoted:
                return self.name_or_call()
            if s in (")", ",") or s in _BINARY_SYMBOLS - {"-", "+"}:
                self.leave("an operand is wanted here")
            if s == "?":
                self.leave("a placeholder `?` is a prepared statement's: DDL takes none")
            if s == ".":
                return self.leading_point()
            if t.token_type in (self.TT.PARAMETER, self.TT.SESSION_PARAMETER):
                return self.variable()
            raise self.unknown()  # `@v`, `{`: not followed here
        if " " in w:
            raise self.unknown()  # a word of two (ORDER BY, CHARACTER SET): not an operand's
        if w == "MAXVALUE" and self.maxvalue:
            self.i += 1
            return
        if w in ("DATE", "TIME", "TIMESTAMP") and self.is_string(1):
            return self.temporal_literal(w)
        if w == "CASE":
            return self.case()
        if w == "INTERVAL":
            return self.interval(after_additive)
        if w in ("EXISTS", "MATCH", "DEFAULT", "VALUES", "VALUE", "ROW", "WITH", "SELECT", "NEXT", "PREVIOUS"):
            raise self.unknown()
        if w in ("CAST", "CONVERT") and self.sym(1) == "(":
            return self.cast(w)
        if w in _VALUES_OF_THE_MOMENT:
            self.i += 1
            if self.sym() == "(":
                self.call_arguments(w)  # CURRENT_TIMESTAMP(6)
            return
        if _reserved_in_both(w):
            if w not in _OPERAND_WORDS:
                self.leave(f"`{w}` is a reserved word: it begins no operand")
            if w in _CALL_ONLY and self.sym(1) != "(":
                self.leave(f"{w} is a function here: its arguments follow in parentheses", 1)
            if self.sym(1) != "(":
                raise self.unknown()
            self.i += 1
            return self.call_arguments(w)
        self.name_or_call()

    def temporal_literal(self, w: str) -> None:
        """temporal_literal: DATE, TIME or TIMESTAMP, then a string that must be such a value (the
        parser makes it: error 1525 otherwise; temporal_literals.py)."""
        value = self.at(1)
        why = refused(w, value.text) if value.token_type is self.TT.STRING and not self.is_string(2) else None
        if why is not None:
            self.leave(f"{w} '{value.text}' is no {'DATETIME' if w == 'TIMESTAMP' else w} value ({why}): the "
                       "server refuses the literal as it parses it (error 1525, incorrect value)", 1)
        self.i += 2

    def variable(self) -> None:
        """`@name`, `@'name'` (a user's variable), `@@name`, `@@GLOBAL.name` (the server's): the name follows
        its `@` with no space (sql_lex.cc reads them as one token)."""
        system = self.at().token_type is self.TT.SESSION_PARAMETER
        nxt = self.at(1)
        if nxt is None or nxt.start != self.at().end + 1 or not (
                self.is_name(1) or not system and (self.is_string(1) or nxt.token_type in self.quoted)):
            self.leave("a variable's name follows its @ or @@ with no space")
        self.i += 2
        if system:
            while self.sym() == "." and self.is_name(1):
                self.i += 2

    def leading_point(self) -> None:
        """`.5` (a number: two tokens to sqlglot), `.t.a` (simple_ident_q: '.' ident '.' ident); a point
        before anything else begins no operand."""
        nxt = self.at(1)
        if nxt is not None and nxt.start == self.at().end + 1 and nxt.token_type is self.TT.NUMBER:
            self.i += 2
            return
        if self.is_name(1) and self.sym(2) == "." and self.is_name(3):
            self.i += 4
            return
        self.leave("a point begins no operand: `.5`, or `.table.column`")

    def name_or_call(self) -> None:
        """A column's name (qualified), or a function's call."""
        w = self.word()
        if not self.is_name():
            raise self.unknown()
        self.i += 1
        if self.sym() == "(":
            return self.call_arguments(w)
        while self.sym() == "." and self.at(1) is not None and self.at(1).start == self.at().end + 1:
            self.i += 1
            if not self.is_name():
                raise self.unknown()
            self.i += 1

    def call_arguments(self, name: str) -> None:
        """From a call's `(` past its `)`: an expression list (udf_expr_list), or the special syntax of
        the functions listed above (skipped)."""
        if name in ("CAST", "CONVERT"):
            self.i -= 1
            self.cast(name)
        elif name in _PRECISION_CALLS or name in _EMPTY_CALLS:
            self.i += 1
            if name in _PRECISION_CALLS and self.sym() != ")":
                # func_datetime_precision: real_ulong_num, which takes a 0x… number too (HEX_NUM; not X'…')
                if self.number_token() not in ("NUM", "LONG") and not self.hex_number():
                    self.leave(f"{name}( ) takes nothing or its precision, an integer")
                self.i += 1
            self.need_sym(")", f"{name}( ) takes nothing" + (" or its precision" if name in _PRECISION_CALLS else ""))
        elif name in _SPECIAL_CALLS or not name:
            self.skip_parenthesised()
        else:
            opened, count = self.i, 0
            self.i += 1
            if not self.take_sym(")"):
                while True:
                    self.expression()
                    count += 1
                    if self.take_sym(","):
                        continue
                    if self.take_sym(")"):
                        break
                    self.alias(name)
                    if self.take_sym(","):
                        continue
                    self.need_sym(")", f"{name}( … ): an operator, a comma or `)` is wanted here")
                    break
            if name in _FIXED_CALLS and count != _FIXED_CALLS[name]:
                self.i = opened
                self.leave(f"{name}( ) takes {_FIXED_CALLS[name]} arguments")
        if self.word() in _UNFOLLOWED_AFTER:
            raise self.unknown()

    def alias(self, name: str) -> None:
        """After a call's argument: udf_expr's select_alias ([AS] a name or a string), which no call in
        these expressions takes: the server's own functions refuse it (1583; those named by reserved
        words have a rule of their own, 1064), a stored function too (1584), and a stored or loadable
        function cannot be called here anyway (1901; each measured on MariaDB 10.11.19)."""
        named = self.take("AS")
        if not (self.is_string() or self.is_name()):
            if named:
                self.leave("AS after a call's argument is followed by a name")
            self.leave(f"{name}( … ): an operator, a comma or `)` is wanted here")
        if name in _FIXED_CALLS:
            self.leave(f"{name}( … ): its arguments are expressions, with no alias")
        self.leave(f"{name}( … ): a call's argument takes no alias (error 1583 for the server's own functions, "
                   "1584 for a stored one)")

    def cast(self, word: str) -> None:
        """CAST(expr AS cast_type), CONVERT(expr, cast_type), CONVERT(expr USING charset): from the name
        (at CAST / CONVERT) past its `)`."""
        self.i += 2
        self.expression()
        if word == "CAST":
            if self.word() == "AT":
                raise self.unknown()  # MySQL 8's AT TIME ZONE
            self.need("AS", "CAST(expression AS type)")
        elif not (self.take_sym(",") or self.take("USING")):
            self.leave("CONVERT(expression, type) or CONVERT(expression USING charset)")
        if self.sym() in (")", ","):
            self.leave(f"{word} names the type (or character set) here")
        if word == "CAST" or self.sym(-1) == ",":
            self.cast_type()
        depth = 1
        while depth:
            if self.at() is None:
                raise self.unknown()
            depth += (self.sym() == "(") - (self.sym() == ")")
            self.i += 1

    def cast_type(self) -> None:
        """sql_yacc.yy cast_type, for the types both servers have: a length or precision of numbers in
        parentheses, then `)`; after CHAR its character set (not read). Another type's name: no verdict."""
        w = self.word()
        if w in ("SIGNED", "UNSIGNED"):
            self.i += 1
            self.take("INT", "INTEGER")
        elif w in ("INT", "INTEGER", "DATE", "DOUBLE", "JSON", "YEAR"):
            self.i += 1
            if w == "DOUBLE":
                self.take("PRECISION")
        elif w in ("BINARY", "CHAR", "NCHAR", "TIME", "DATETIME", "DECIMAL", "FLOAT"):
            self.i += 1
            if self.take_sym("("):
                if not self.is_number():
                    self.leave(f"{w}( ) takes a number")
                self.i += 1
                if w in ("DECIMAL", "FLOAT") and self.take_sym(","):
                    if not self.is_number():
                        self.leave(f"{w}(m, d) takes two numbers")
                    self.i += 1
                self.need_sym(")", f"{w}'s length is one number in parentheses")
            if w == "CHAR" and self.sym() != ")":
                raise self.unknown()  # its character set, ASCII, UNICODE …
        else:
            raise self.unknown()
        if self.sym() != ")":
            if self.word() == "ARRAY":
                raise self.unknown()  # MySQL 8's multi-valued index
            self.leave("the type ends the cast: `)` is wanted here")

    def case(self) -> None:
        """CASE [expr] WHEN expr THEN expr … [ELSE expr] END."""
        self.i += 1
        if self.word() != "WHEN":
            self.expression()
        if self.word() != "WHEN":
            self.leave("CASE is followed by WHEN")
        while self.take("WHEN"):
            self.expression()
            self.need("THEN", "CASE … WHEN … THEN")
            self.expression()
        if self.take("ELSE"):
            self.expression()
        self.need("END", "CASE … WHEN … THEN … ends with END")

    def interval(self, after_additive: bool) -> None:
        """INTERVAL expr unit, after a binary `+` or `-` or before a `+` (bit_expr, simple_expr), or the
        function INTERVAL(n, n1, …)."""
        start = self.i
        self.i += 1
        if self.sym() == "(":
            self.parenthesised_list()
            if not self.take(*_UNITS):
                return
        else:
            self.expression()
            if not self.take(*_UNITS):
                self.leave("INTERVAL's amount is followed by its unit (DAY, HOUR, …)")
        if not after_additive and self.sym() != "+":
            self.i = start
            self.leave("INTERVAL … is added: `expr + INTERVAL n unit`, `expr - INTERVAL …` or `INTERVAL … + expr`")
