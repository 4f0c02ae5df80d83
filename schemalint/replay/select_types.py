"""The columns a `CREATE TABLE … SELECT` makes (`selected_columns`), and the column it makes of
an expression, as MariaDB 10.11 types it.

Each rule was measured on the suite's MariaDB 10.11 (information_schema.COLUMNS after a CREATE
TABLE … SELECT; tests/test_select_types.py replays them live) and follows the server's type
handlers (MariaDB Knowledge Base, "CREATE TABLE … SELECT", "Type Conversion", "Numeric Data Type
Overview"): an integer result is INT while its display length is at most 9 characters, else
BIGINT; + - * keep integers and DECIMALs exact (the wider integer part plus one digit for + and -,
the sum of digits for *), `/` adds 4 decimals; a DOUBLE or a string operand makes a DOUBLE; the
IF/CASE/COALESCE family aggregates its branches' types (NULL ignored); a string result longer than
512 characters becomes the TEXT type its bytes need. `infer` returns None for anything it does not
know, and the caller then keeps its honest "not modelled" path: a guessed type is never returned.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Callable, Optional

from sqlglot import exp
from sqlglot.dialects.mysql import MySQL
from sqlglot.time import format_time

from ..read import charsets
from ..model import Column

# display length (max_length) of a column of each integer type, signed / unsigned
_INT_LENGTH = {"TINYINT": (4, 3), "SMALLINT": (6, 5), "MEDIUMINT": (9, 8), "INT": (11, 10),
               "INTEGER": (11, 10), "BIGINT": (20, 20)}
_TEMPORAL = ("DATE", "TIME", "DATETIME", "TIMESTAMP", "YEAR")
_STRING = ("CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET")
_BLOB_CHARS = 512  # CONVERT_IF_BIGGER_TO_BLOB: a longer string result is a TEXT/BLOB column
_TEXT_BYTES = {"TINYTEXT": 255, "TEXT": 65535, "MEDIUMTEXT": 16777215, "LONGTEXT": 4294967295}
# coercibility (lower wins): COLLATE clause, column, function of columns, literal, number, NULL
_EXPLICIT, _IMPLICIT, _COERCIBLE, _NUMERIC, _IGNORABLE = 0, 2, 4, 5, 6


@dataclass(frozen=True)
class Typed:
    """An expression's type: kind is 'int', 'decimal', 'double', 'string', 'temporal', 'null'."""

    kind: str
    nullable: bool
    length: int = 0  # integers: display length; strings: characters
    precision: int = 0  # decimals
    scale: int = 0
    unsigned: bool = False
    charset: Optional[str] = None
    coercibility: int = _NUMERIC
    temporal: Optional[str] = None  # DATE, TIME, DATETIME
    fsp: Optional[int] = None
    int_type: Optional[str] = None  # a column's own integer type (TINYINT …); computed: by length
    literal: Optional[str] = None  # a constant string's value

    @property
    def int_digits(self) -> int:
        """Digits before the point (decimal_int_part)."""
        if self.kind == "int":
            return self.length if self.unsigned else self.length - 1
        return self.precision - self.scale

    @property
    def char_length(self) -> Optional[int]:
        """Characters the value takes as a string (for a string context); None: not measured."""
        if self.kind in ("int", "string"):
            return self.length
        if self.kind == "decimal":
            return self.precision + (1 if self.scale else 0) + (0 if self.unsigned else 1)
        if self.kind == "temporal":
            base = {"DATE": 10, "TIME": 10, "DATETIME": 19}[self.temporal]
            return base + (self.fsp + 1 if self.fsp else 0)
        return None


_INT_RANK = ("TINYINT", "SMALLINT", "MEDIUMINT", "INT", "BIGINT")


def _int(length: int, nullable: bool, unsigned: bool = False, int_type: Optional[str] = None) -> Typed:
    """An integer result: INT while its display length is at most 9, else BIGINT
    (Type_handler_long_or_longlong), unless it is a column's own type."""
    return Typed("int", nullable, length=length, unsigned=unsigned,
                 int_type=int_type or ("INT" if length <= 9 else "BIGINT"))


def _from_column(c: Column) -> Optional[Typed]:
    t = c.data_type
    if t in _INT_LENGTH:
        signed, unsigned = _INT_LENGTH[t]
        return _int(unsigned if c.unsigned else signed, c.nullable, c.unsigned,
                    "INT" if t == "INTEGER" else t)
    if t in ("DECIMAL", "NUMERIC"):
        p = c.precision if c.precision is not None else 10
        return Typed("decimal", c.nullable, precision=p, scale=c.scale or 0, unsigned=c.unsigned)
    if t in ("DOUBLE", "REAL"):
        return Typed("double", c.nullable)
    if t == "FLOAT":
        return Typed("double", c.nullable, int_type="FLOAT")  # (a single-precision copy stays FLOAT)
    if t in ("DATE", "TIME", "DATETIME"):
        return Typed("temporal", c.nullable, temporal=t, fsp=c.fsp)
    if t in ("CHAR", "VARCHAR") and c.length is not None and c.charset:
        return Typed("string", c.nullable, length=c.length, charset=charsets.normalize(c.charset),
                     coercibility=_IMPLICIT)
    if t in _TEXT_BYTES and c.charset:
        cs = charsets.normalize(c.charset)
        return Typed("string", c.nullable, length=_TEXT_BYTES[t] // charsets.max_bytes_per_char(cs),
                     charset=cs, coercibility=_IMPLICIT, int_type=t)
    return None


def _literal(node: exp.Literal, charset: str) -> Optional[Typed]:
    text = node.name
    if node.is_string:
        return Typed("string", False, length=len(text), charset=charset, coercibility=_COERCIBLE, literal=text)
    if text.isdigit():
        digits = len(text.lstrip("0") or "0")
        value = int(text)
        if value >= 2 ** 64:
            return Typed("decimal", False, precision=digits, scale=0)
        return _int(digits, False, unsigned=value >= 2 ** 63)
    if "e" in text.lower():
        return Typed("double", False)
    whole, _, frac = text.partition(".")
    if whole.isdigit() or whole == "":
        if frac.isdigit() or frac == "":
            digits = len(whole.lstrip("0")) + len(frac)
            return Typed("decimal", False, precision=max(digits, len(frac), 1), scale=len(frac))
    return None


def _combine_strings(args: list[Typed]) -> Optional[tuple[str, int]]:
    """The character set and coercibility of a string result (MariaDB's collation aggregation):
    the lowest coercibility wins; at a tie of two character sets, a Unicode set wins over a
    non-Unicode one; anything else (the server's error 1267, or a rule not measured) is None."""
    best: Optional[tuple[str, int]] = None
    for a in args:
        if a.kind == "null":
            continue
        cs, co = (a.charset, a.coercibility) if a.kind == "string" else (None, _NUMERIC)
        if cs is None:
            continue
        if best is None or co < best[1]:
            best = (cs, co)
        elif co == best[1] and cs != best[0]:
            unicode = ("utf8mb4", "utf8mb3")
            if cs in unicode and best[0] not in unicode:
                best = (cs, co)
            elif not (best[0] in unicode and cs not in unicode) or co == _EXPLICIT:
                return None
    return best


def _string(length: int, nullable: bool, charset: str, coercibility: int) -> Typed:
    return Typed("string", nullable, length=length, charset=charset, coercibility=coercibility)


def _aggregate(args: list[Typed], nullable: bool) -> Optional[Typed]:
    """The result type of IF / CASE / COALESCE / IFNULL / GREATEST / LEAST (NULL arguments do not
    vote): integers stay integers (INT with INT, else BIGINT), integers and DECIMALs give a DECIMAL
    wide enough for both, a DOUBLE makes a DOUBLE, the same temporal type stays, a string among
    numbers gives a VARCHAR as long as the longest argument's text."""
    typed = [a for a in args if a.kind != "null"]
    if not typed:
        return Typed("null", True)
    kinds = {a.kind for a in typed}
    if kinds == {"int"}:
        widest = max((a.int_type for a in typed), key=_INT_RANK.index)
        if len({a.unsigned for a in typed}) > 1:
            return None  # (signed with unsigned: not measured)
        return _int(max(a.length for a in typed), nullable, typed[0].unsigned, widest)
    if kinds <= {"int", "decimal"}:
        scale = max(a.scale for a in typed)
        ints = max(a.int_digits for a in typed)
        return Typed("decimal", nullable, precision=ints + scale, scale=scale)
    if kinds <= {"int", "decimal", "double"}:
        if kinds == {"double"} and all(a.int_type == "FLOAT" for a in typed):
            return Typed("double", nullable, int_type="FLOAT")  # (FLOAT with FLOAT stays FLOAT)
        return Typed("double", nullable)
    if kinds == {"temporal"}:
        kinds_t = {a.temporal for a in typed}
        fsps = {a.fsp for a in typed}
        if len(kinds_t) == 1 and len(fsps) == 1:
            return Typed("temporal", nullable, temporal=kinds_t.pop(), fsp=fsps.pop())
        if kinds_t == {"DATE", "DATETIME"} and all(not a.fsp for a in typed):
            return Typed("temporal", nullable, temporal="DATETIME")
        return None
    if any(a.int_type in _TEXT_BYTES for a in typed):
        return None  # (a TEXT among the arguments: the server's choice of TEXT type was not measured)
    if "string" in kinds and kinds <= {"string", "int", "decimal", "temporal"}:
        combined = _combine_strings(typed)
        if combined is None:
            return None
        return _string(max(a.char_length for a in typed), nullable, *combined)
    return None


def _arith(op: str, a: Typed, b: Typed, nullable: bool) -> Optional[Typed]:
    if a.kind == "null" or b.kind == "null":
        return None
    if a.kind in ("double", "string") or b.kind in ("double", "string"):
        if {a.kind, b.kind} <= {"int", "decimal", "double", "string"}:
            return Typed("double", nullable if op != "/" else True)
        return None
    if a.kind not in ("int", "decimal") or b.kind not in ("int", "decimal"):
        return None
    if op == "/":
        scale = a.scale + 4
        return Typed("decimal", True, precision=a.int_digits + b.scale + scale, scale=scale)
    if a.kind == "int" and b.kind == "int":
        unsigned = a.unsigned or b.unsigned
        digits = (a.int_digits + b.int_digits) if op == "*" else max(a.int_digits, b.int_digits) + 1
        length = digits + (0 if unsigned else 1)
        return _int(length, nullable, unsigned)
    if op == "*":
        return Typed("decimal", nullable, precision=a.int_digits + b.int_digits + a.scale + b.scale,
                     scale=a.scale + b.scale)
    scale = max(a.scale, b.scale)
    return Typed("decimal", nullable, precision=max(a.int_digits, b.int_digits) + 1 + scale, scale=scale)


def _cast(node: exp.Cast, inner: Optional[Typed], charset: str) -> Optional[Typed]:
    to = node.args.get("to")
    if not isinstance(to, exp.DataType):
        return None
    params = [p.this.name if isinstance(p, exp.DataTypeParam) else p.name for p in to.expressions]
    if not all(p.isdigit() for p in params):
        return None
    t = to.this
    D = exp.DataType.Type
    if t in (D.CHAR, D.NCHAR, D.CHARACTER_SET):
        cs = charset
        if t == D.CHARACTER_SET:
            kind = to.args.get("kind")
            cs = charsets.normalize(kind.name if kind is not None else None)
        elif t == D.NCHAR:
            cs = "utf8mb3"
        if cs is None:
            return None
        if params:
            length = int(params[0])
        elif inner is not None and inner.char_length is not None and inner.int_type not in _TEXT_BYTES:
            length = inner.char_length
        else:
            return None
        return _string(length, True, cs, _IMPLICIT)
    if t in (D.DATE, D.DATETIME, D.TIME):
        fsp = int(params[0]) if params else None
        if (fsp or 0) > 6 or (t == D.DATE and params):
            return None  # (the server refuses it)
        return Typed("temporal", True, temporal=t.name, fsp=fsp or None)
    if inner is None:
        return None
    if t in (D.BIGINT, D.UBIGINT) and inner.kind == "int":
        if inner.unsigned:
            return None  # (not measured)
        if t == D.UBIGINT:
            return _int(20, inner.nullable, True) if inner.int_digits > 9 else None
        return _int(inner.int_digits + 1, inner.nullable)
    if t == D.DECIMAL:
        if params:
            p, s = int(params[0]), int(params[1]) if len(params) > 1 else 0
        else:
            p, s = 10, 0
        return Typed("decimal", inner.nullable if inner.kind in ("int", "decimal") else True,
                     precision=p, scale=s)
    if t == D.DOUBLE:
        return Typed("double", inner.nullable if inner.kind in ("int", "decimal", "double") else True)
    return None


_NOW = {"NOW": "DATETIME", "SYSDATE": "DATETIME", "UTC_TIMESTAMP": "DATETIME", "LOCALTIME": "DATETIME",
        "LOCALTIMESTAMP": "DATETIME", "CURRENT_TIMESTAMP": "DATETIME", "CURTIME": "TIME",
        "CURRENT_TIME": "TIME", "UTC_TIME": "TIME", "CURDATE": "DATE", "CURRENT_DATE": "DATE",
        "UTC_DATE": "DATE"}
_NOW_NODES = {exp.CurrentTimestamp: "CURRENT_TIMESTAMP", exp.CurrentDate: "CURDATE", exp.CurrentTime: "CURTIME",
              exp.UtcTimestamp: "UTC_TIMESTAMP", exp.UtcTime: "UTC_TIME", exp.UtcDate: "UTC_DATE",
              exp.Localtime: "LOCALTIME", exp.Localtimestamp: "LOCALTIMESTAMP"}
# string functions whose result has the first argument's length and character set
_SAME_STRING = (exp.Upper, exp.Lower, exp.Trim)


def infer(node: exp.Expression, column: Callable[[str], Optional[Column]], charset: str) -> Optional[Typed]:
    """The type MariaDB gives `node`; `column(name)` finds a FROM table's column; `charset` is
    the connection's character set (a string literal's). None: not known."""
    i = lambda n: infer(n, column, charset)  # noqa: E731
    if isinstance(node, exp.Paren):
        return i(node.this)
    if isinstance(node, exp.Null):
        return Typed("null", True)
    if isinstance(node, exp.Literal):
        return _literal(node, charset)
    if isinstance(node, exp.Boolean):
        return _int(1, False)
    if isinstance(node, exp.Column) and not isinstance(node.this, exp.Star):
        found = column(node.name)
        return _from_column(found) if found is not None else None
    if isinstance(node, exp.Introducer) and isinstance(node.expression, exp.Literal) \
            and node.expression.is_string:
        cs = charsets.normalize(node.this.lstrip("_") if isinstance(node.this, str) else node.this.name.lstrip("_"))
        if cs not in ("latin1", "utf8mb3", "utf8mb4", "ascii"):
            return None  # (multi-byte or binary sets: characters are not the literal's letters)
        return _string(len(node.expression.name), False, cs, _COERCIBLE)
    if isinstance(node, exp.Neg):
        a = i(node.this)
        if a is None:
            return None
        if a.kind == "int":
            return _int(a.length + 1, a.nullable)
        if a.kind == "decimal" or (a.kind == "double" and a.int_type != "FLOAT"):
            return replace(a, unsigned=False)
        return None
    ops = {exp.Add: "+", exp.Sub: "-", exp.Mul: "*", exp.Div: "/"}
    if type(node) in ops:
        a, b = i(node.this), i(node.expression)
        if a is None or b is None:
            return None
        return _arith(ops[type(node)], a, b, a.nullable or b.nullable)
    if isinstance(node, (exp.EQ, exp.NEQ, exp.GT, exp.GTE, exp.LT, exp.LTE, exp.And, exp.Or, exp.Not)):
        parts = [i(p) for p in (node.args.get("this"), node.args.get("expression")) if p is not None]
        if any(p is None for p in parts):
            return None
        return _int(1, any(p.nullable for p in parts))
    if isinstance(node, exp.Is):
        return _int(1, False)
    if isinstance(node, exp.Cast):
        text_literal = isinstance(node.this, exp.Literal) and node.this.is_string
        return _cast(node, i(node.this) if not text_literal else Typed(
            "string", False, length=len(node.this.name), charset=charset, coercibility=_COERCIBLE), charset)
    if isinstance(node, exp.If):
        cond = i(node.this)
        if node.args.get("false") is None:
            return None  # (IF takes three arguments)
        a, b = i(node.args["true"]), i(node.args["false"])
        if a is None or b is None or cond is None:
            return None
        # (measured: a NULL-able condition makes IF NULL-able too, as any argument does)
        return _aggregate([a, b], a.nullable or b.nullable or cond.nullable)
    if isinstance(node, exp.Case):
        branches = [i(x.args["true"]) for x in node.args.get("ifs", [])]
        default = node.args.get("default")
        branches.append(i(default) if default is not None else Typed("null", True))
        # (measured: any NULL-able argument, a condition or the CASE operand included, or no ELSE)
        others = [i(x.this) for x in node.args.get("ifs", [])]
        if node.this is not None:
            others.append(i(node.this))
        if any(x is None for x in branches + others):
            return None
        return _aggregate(branches, any(x.nullable for x in branches + others))
    if isinstance(node, exp.Coalesce):  # COALESCE and IFNULL: NULL only when every argument can be
        args = [i(x) for x in [node.this, *node.expressions]]
        if any(x is None for x in args):
            return None
        return _aggregate(args, all(x.nullable for x in args))
    if isinstance(node, (exp.Greatest, exp.Least)):
        args = [i(x) for x in [node.this, *node.expressions]]
        if any(x is None for x in args):
            return None
        return _aggregate(args, any(x.nullable for x in args))
    if isinstance(node, exp.Nullif):
        a = i(node.this)
        return replace(a, nullable=True) if a is not None and a.kind != "null" else None
    if isinstance(node, exp.Concat):
        args = [i(x) for x in node.expressions]
        if any(x is None or x.char_length is None for x in args):
            return None
        combined = _combine_strings(args) or ((charset, _COERCIBLE) if all(
            x.kind != "string" for x in args) else None)
        if combined is None:
            return None
        # (measured: CONCAT can be NULL even of literals: a result past max_allowed_packet is NULL)
        return _string(sum(x.char_length for x in args), True, *combined)
    if isinstance(node, _SAME_STRING):
        a = i(node.this)
        if a is None or a.kind != "string":
            return None
        return replace(a, nullable=True)
    if isinstance(node, exp.Collate):
        a = i(node.this)
        collation = node.expression.name if node.expression is not None else None
        cs = charsets.charset_of_collation(collation)
        if a is None or a.kind != "string" or cs is None or cs != a.charset:
            return None
        return replace(a, nullable=True, coercibility=_EXPLICIT)  # (measured: COLLATE is NULL-able)
    if isinstance(node, exp.Window):
        inner = node.this
        if isinstance(inner, exp.RowNumber):
            return _int(21, False)
        if isinstance(inner, (exp.FirstValue, exp.LastValue)):
            a = i(inner.this)
            return replace(a, nullable=True) if a is not None and a.kind != "null" else None
        if isinstance(inner, (exp.Sum, exp.Avg, exp.Min, exp.Max, exp.Count)):
            return i(inner)
        return None
    if isinstance(node, exp.Length):  # LENGTH, CHAR_LENGTH, OCTET_LENGTH: INT(10)
        a = i(node.this)
        if a is None:
            return None
        return _int(10, a.nullable, int_type="INT")
    if isinstance(node, exp.Uuid) and not any(node.args.values()):
        return Typed("uuid", True)
    # names the server gives as utf8mb3 strings (its system character set), NULL-able
    if isinstance(node, exp.CurrentSchema) and not any(node.args.values()):
        return _string(64, True, "utf8mb3", _IMPLICIT)
    if isinstance(node, exp.Collation) or (isinstance(node, exp.Anonymous) and node.name.upper() == "CHARSET"):
        args = [node.this] if isinstance(node, exp.Collation) else node.expressions
        if len(args) != 1 or i(args[0]) is None:
            return None
        return _string(64, True, "utf8mb3", _IMPLICIT)
    if isinstance(node, exp.Anonymous) and node.name.upper() in ("USER", "SESSION_USER", "SYSTEM_USER") \
            and not node.expressions:
        return _string(384, True, "utf8mb3", _IMPLICIT)  # (user@host: 128 + 1 + 255 characters)
    if isinstance(node, exp.Extract):
        unit = node.this.name.upper() if node.this is not None else ""
        a = i(node.expression)
        if unit not in _EXTRACT_DIGITS or a is None or a.kind != "temporal":
            return None  # (of a string or a number the width differs: not measured)
        return _int(_EXTRACT_DIGITS[unit] + 1, a.nullable)
    if isinstance(node, (exp.StrToDate, exp.StrToTime)):
        fmt = node.args.get("format")
        a = i(node.this)
        if a is None:
            return None
        if isinstance(fmt, exp.Literal) and not fmt.is_string:
            return None
        if not isinstance(fmt, exp.Literal):  # (a format known only per row: measured DATETIME(6))
            return Typed("temporal", True, temporal="DATETIME", fsp=6)
        # (sqlglot keeps the format in Python's strftime letters: back to MySQL's)
        return _str_to_date(format_time(fmt.name, MySQL.INVERSE_TIME_MAPPING, MySQL.INVERSE_TIME_TRIE))
    if isinstance(node, exp.Repeat):
        a, times = i(node.this), node.args.get("times")
        if a is None or a.char_length is None or not (isinstance(times, exp.Literal) and times.name.isdigit()):
            return None
        combined = _combine_strings([a]) or (charset, _COERCIBLE)
        return _string(a.char_length * int(times.name), True, *combined)
    if isinstance(node, exp.ConvertTimezone):
        a = i(node.args.get("timestamp")) if node.args.get("timestamp") is not None else None
        if a is None:
            return None
        return Typed("temporal", True, temporal="DATETIME", fsp=_precision(a) or None)
    temporal = _temporal_function(node, i)
    if temporal is not False:
        return temporal
    if isinstance(node, exp.Count):
        return _int(21, False)
    if isinstance(node, (exp.Sum, exp.Avg)):
        a = i(node.this)
        if a is None:
            return None
        if a.kind == "double":
            return Typed("double", True)
        if a.kind not in ("int", "decimal"):
            return None
        p = a.int_digits + a.scale
        if isinstance(node, exp.Sum):
            return Typed("decimal", True, precision=min(p + 22, 65), scale=a.scale)
        return Typed("decimal", True, precision=min(p + 4, 65), scale=a.scale + 4)
    if isinstance(node, (exp.Min, exp.Max)):
        a = i(node.this)
        return replace(a, nullable=True) if a is not None and a.kind != "null" else None
    now = _NOW_NODES.get(type(node)) or (node.name.upper() if isinstance(node, exp.Anonymous) else None)
    if now in _NOW:
        args = node.expressions if isinstance(node, exp.Anonymous) else [
            a for a in [node.args.get("this")] if a is not None]
        fsp = None
        if args:
            if len(args) > 1 or not (isinstance(args[0], exp.Literal) and args[0].name.isdigit()):
                return None
            fsp = int(args[0].name) or None
        if (_NOW[now] == "DATE" and fsp) or (fsp or 0) > 6:
            return None
        return Typed("temporal", False, temporal=_NOW[now], fsp=fsp)
    return None


# Item_extract: the digits of each unit (a sign is added)
_EXTRACT_DIGITS = {"YEAR": 4, "YEAR_MONTH": 6, "QUARTER": 2, "MONTH": 2, "WEEK": 2, "DAY": 2, "DAY_HOUR": 4,
                   "DAY_MINUTE": 6, "DAY_SECOND": 8, "HOUR": 2, "HOUR_MINUTE": 4, "HOUR_SECOND": 6,
                   "MINUTE": 2, "MINUTE_SECOND": 4, "SECOND": 2, "MICROSECOND": 6, "DAY_MICROSECOND": 14,
                   "HOUR_MICROSECOND": 12, "MINUTE_MICROSECOND": 10, "SECOND_MICROSECOND": 8}
_DATE_FORMAT_PARTS = set("YymcMbjaWUuVvXxDw")
_TIME_FORMAT_PARTS = set("HkhIliSsTrpf")


def _str_to_date(fmt: str) -> Typed:
    """STR_TO_DATE with a constant format: DATE, TIME or DATETIME by the parts it names, 6
    fractional digits with %f; a day (%d, %e) with only time parts is a TIME (days of a time)."""
    letters = {fmt[k + 1] for k in range(len(fmt) - 1) if fmt[k] == "%"}
    date, time = bool(letters & _DATE_FORMAT_PARTS), bool(letters & _TIME_FORMAT_PARTS)
    day = bool(letters & {"d", "e"})
    fsp = 6 if "f" in letters else None
    if time:
        return Typed("temporal", True, temporal="DATETIME" if date else "TIME", fsp=fsp)
    if date or day:
        return Typed("temporal", True, temporal="DATE")
    return Typed("temporal", True, temporal="DATETIME", fsp=fsp)


def _precision(a: Typed) -> Optional[int]:
    """Fractional-second digits a temporal function takes from an argument: a temporal's own, a
    DECIMAL's scale, 6 of a DOUBLE or a string column, a constant string's own digits (the server
    evaluates a constant to measure it: Item::time_precision)."""
    if a.kind == "temporal":
        return a.fsp or 0
    if a.kind in ("int", "null"):
        return 0
    if a.kind == "decimal":
        return min(a.scale, 6)
    if a.kind == "string" and a.literal is not None:
        _, dot, frac = a.literal.partition(".")
        return min(len(frac), 6) if dot else 0
    return 6


def _temporal_function(node: exp.Expression, i) -> object:
    """DATE(), TIME(), MAKEDATE(), MAKETIME(), SEC_TO_TIME(), TIMEDIFF(), ADDTIME(), TIMESTAMP(a, b):
    the type, None when not known, False when `node` is none of them."""
    if isinstance(node, exp.TsOrDsToDate):
        a = i(node.this)
        return Typed("temporal", True, temporal="DATE") if a is not None else None
    if isinstance(node, exp.Time):
        a = i(node.this)
        return Typed("temporal", True, temporal="TIME", fsp=_precision(a) or None) if a is not None else None
    if isinstance(node, exp.TimeFromParts):
        args = [i(node.args.get(k)) for k in ("hour", "min", "sec")]
        if any(a is None for a in args) or len([k for k in node.args if node.args[k] is not None]) != 3:
            return None
        return Typed("temporal", True, temporal="TIME", fsp=_precision(args[2]) or None)
    if isinstance(node, exp.Timestamp):
        args = [i(node.this)] + ([i(node.args["zone"])] if node.args.get("zone") is not None else [])
        if any(a is None for a in args):
            return None
        return Typed("temporal", True, temporal="DATETIME", fsp=max(_precision(a) for a in args) or None)
    if not isinstance(node, exp.Anonymous):
        return False
    name = node.name.upper()
    if name not in ("MAKEDATE", "SEC_TO_TIME", "TIMEDIFF", "ADDTIME"):
        return False
    args = [i(a) for a in node.expressions]
    if any(a is None for a in args):
        return None
    if name == "MAKEDATE" and len(args) == 2:
        return Typed("temporal", True, temporal="DATE")
    if name == "SEC_TO_TIME" and len(args) == 1:
        return Typed("temporal", True, temporal="TIME", fsp=_precision(args[0]) or None)
    if name == "TIMEDIFF" and len(args) == 2:
        return Typed("temporal", True, temporal="TIME", fsp=max(_precision(a) for a in args) or None)
    if name == "ADDTIME" and len(args) == 2 and args[0].kind == "temporal" and args[0].temporal in ("TIME", "DATETIME"):
        return Typed("temporal", True, temporal=args[0].temporal, fsp=max(_precision(a) for a in args) or None)
    return None


def temporal_literal(kind: str, text: str) -> Optional[Typed]:
    """DATE'…', TIME'…', TIMESTAMP'…': NOT NULL, with as many fractional digits as written."""
    _, dot, frac = text.partition(".")
    fsp = len(frac) if dot and frac.isdigit() else None
    if kind == "DATE":
        return Typed("temporal", False, temporal="DATE")
    if kind in ("TIME", "TIMESTAMP"):
        return Typed("temporal", False, temporal="TIME" if kind == "TIME" else "DATETIME", fsp=fsp or None)
    return None


def to_column(name: str, t: Typed) -> Optional[Column]:
    """The column the server creates for a value of type `t`."""
    if t.kind == "null":
        return Column(name, "BINARY", length=0, nullable=True)
    if t.kind == "int":
        return Column(name, t.int_type,
                      unsigned=t.unsigned, nullable=t.nullable)
    if t.kind == "decimal":
        if t.precision > 65:
            return None
        return Column(name, "DECIMAL", precision=t.precision, scale=t.scale, unsigned=t.unsigned,
                      nullable=t.nullable)
    if t.kind == "double":
        return Column(name, "FLOAT" if t.int_type == "FLOAT" else "DOUBLE", nullable=t.nullable)
    if t.kind == "uuid":
        return Column(name, "UUID", nullable=t.nullable)
    if t.kind == "temporal":
        return Column(name, t.temporal, fsp=t.fsp, nullable=t.nullable)
    if t.kind == "string":
        if t.length <= _BLOB_CHARS:
            return Column(name, "VARCHAR", length=t.length, charset=t.charset, nullable=t.nullable)
        size = t.length * charsets.max_bytes_per_char(t.charset)
        kind = next(k for k, v in _TEXT_BYTES.items() if size <= v) if size <= _TEXT_BYTES["LONGTEXT"] else None
        if kind is None:
            return None
        return Column(name, kind, charset=t.charset, nullable=t.nullable)
    return None


def union_column(name: str, columns: list[Column], types: list[Optional[Typed]]) -> Optional[Column]:
    """A UNION's column: the SELECTs' columns (`types`: the expression's type where the column is
    an expression's) aggregated as IF / COALESCE aggregate their arguments, NULL-able if any is."""
    typed = []
    for c, t in zip(columns, types):
        if t is None:
            t = Typed("null", True) if c.data_type == "BINARY" and c.length == 0 else _from_column(c)
        if t is None:
            return None
        typed.append(t)
    result = _aggregate(typed, any(t.nullable for t in typed))
    return to_column(name, result) if result is not None else None


# -- the columns of a CREATE TABLE … SELECT -------------------------------------------------------
def selected_columns(query: exp.Expression, find, text: Optional[str] = None, named: bool = True,
                     types: Optional[list] = None, declared: frozenset = frozenset()) -> Optional[list[Optional[Column]]]:
    """The columns a `CREATE TABLE … SELECT` takes from its SELECT, as the server makes them:
    a column of the FROM table copied (type, nullability, default; not AUTO_INCREMENT, no key)
    under its alias; `*` the table's visible columns; an expression the column MariaDB types it
    as (select_types), named by its alias or, without one, by its text as written (`text`: the
    statement). None where the SELECT is more than one table or a plain list; a None item for a
    column the FROM table lacks, or a SELECT without FROM names (the server: error 1054); an
    expression schemalint does not type makes the whole None. `find(exp.Table)` finds a table.
    A UNION / EXCEPT / INTERSECT: the first SELECT's names, each column's type aggregated over
    the SELECTs as the server's type holders do (union_column)."""
    while isinstance(query, exp.Subquery):
        query = query.this
    if isinstance(query, exp.SetOperation):
        branches = _set_branches(query)
        if branches is None or query.args.get("with"):
            return None
        types: list[list] = [[] for _ in branches]
        firsts = selected_columns(branches[0], find, text, types=types[0])
        if firsts is None or None in firsts:
            return firsts
        others = [selected_columns(b, find, None, named=False, types=types[k + 1])
                  for k, b in enumerate(branches[1:])]
        if any(o is None or None in o or len(o) != len(firsts) for o in others):
            return None
        out = [union_column(c.name, [c, *(o[k] for o in others)], [t[k] for t in types])
               for k, c in enumerate(firsts)]
        return None if None in out else out
    if not isinstance(query, exp.Select) or query.args.get("joins") or query.args.get("with"):
        return None
    from_ = query.args.get("from_") or query.args.get("from")  # (sqlglot ≥ 28 calls it from_)
    source = None
    if from_ is not None:
        if not isinstance(from_.this, exp.Table):
            return None
        source = find(from_.this)
        if source is None:
            return None
    items = select_item_texts(text) if text is not None else None
    if items is not None and len(items) != len(query.expressions):
        items = None
    out: list[Optional[Column]] = []
    for n, item in enumerate(query.expressions):
        inner = item.unalias() if isinstance(item, exp.Alias) else item
        alias = item.alias if isinstance(item, exp.Alias) else None
        if isinstance(inner, exp.Star) or (isinstance(inner, exp.Column) and isinstance(inner.this, exp.Star)):
            if source is None:
                return None
            out.extend(_selected_copy(c, c.name) for c in source.columns if not c.invisible)
        elif isinstance(inner, exp.Column):
            found = source.column(inner.name) if source is not None else None
            out.append(_selected_copy(found, alias or found.name) if found is not None else None)
        else:
            if types is not None:  # (a UNION aggregates the types, not the columns made of them)
                types.extend([None] * (len(out) - len(types)))
            tokens = items[n] if items is not None else None
            name = alias or (tokens[1] if tokens is not None else None)
            if not alias and isinstance(inner, exp.Literal) and inner.is_string:
                name = inner.name  # (a string's column is named by its value)
            if not named:
                name = "?"  # (a later SELECT of a UNION: the first one names the columns)
            if not name or len(name) > 64:
                return None  # (an unaliased expression is named by its text as written)
            typed = None
            # DATE'…', TIME'…', TIMESTAMP'…' (sqlglot reads them as CASTs, which are typed otherwise)
            literal = tokens is not None and len(tokens[0]) == 2 and tokens[0][1] == "STRING" \
                and tokens[0][0] in ("DATE", "TIME", "TIMESTAMP", "TIMESTAMPTZ")
            if literal and isinstance(inner, (exp.Cast, exp.Timestamp)) and isinstance(inner.this, exp.Literal):
                typed = temporal_literal(tokens[0][0].replace("TZ", ""), inner.this.name)
            elif not literal:
                typed = infer(inner, source.column if source is not None else (lambda _: None),
                                           charsets.SERVER_DEFAULT_CHARSET)  # (the connection's: utf8mb4)
            column = to_column(name, typed) if typed is not None else None
            if column is None and name.lower() in declared:
                column = Column(name, "INT")  # (the declared definition replaces it: its type does not matter)
            if column is None:
                return None
            out.append(column)
            if types is not None:
                types.append(typed)
    if types is not None:
        types.extend([None] * (len(out) - len(types)))
    return out


def _set_branches(query: exp.Expression) -> Optional[list[exp.Select]]:
    """The SELECTs of a UNION / EXCEPT / INTERSECT, in order; None if one is something else."""
    while isinstance(query, exp.Subquery):
        query = query.this
    if isinstance(query, exp.SetOperation):
        left, right = _set_branches(query.this), _set_branches(query.expression)
        return None if left is None or right is None else left + right
    return [query] if isinstance(query, exp.Select) else None


_ITEM_END = frozenset({"FROM", "WHERE", "GROUP_BY", "HAVING", "ORDER_BY", "LIMIT", "UNION", "INTO",
                       "WINDOW", "FOR", "LOCK", "SEMICOLON", "EXCEPT", "INTERSECT"})


def select_item_texts(text: str) -> Optional[list[tuple[tuple[str, ...], str]]]:
    """The first SELECT's items as written: (their token types' names, their text); the server
    names an unaliased expression column by that text. None where it cannot be told."""
    try:
        from sqlglot.dialects.mysql import MySQL
        tokens = MySQL().tokenize(text)
    except Exception:  # (the parser already read it; a tokenizer surprise only loses the names)
        return None
    start = next((k for k, t in enumerate(tokens) if t.token_type.name == "SELECT"), None)
    if start is None:
        return None
    items, current, depth = [], [], 0
    for t in tokens[start + 1:]:
        kind = t.token_type.name
        if kind in ("L_PAREN", "L_BRACE", "L_BRACKET"):
            depth += 1
        elif kind in ("R_PAREN", "R_BRACE", "R_BRACKET"):
            depth -= 1
            if depth < 0:
                break
        elif depth == 0 and (kind == "COMMA" or kind in _ITEM_END):
            if current:
                items.append(current)
            current = []
            if kind != "COMMA":
                break
            continue
        current.append(t)
    else:
        if current:
            items.append(current)
    if current and items and items[-1] is not current and depth < 0:
        items.append(current)
    out = []
    for item in items:
        if item and item[0].token_type.name in ("DISTINCT", "ALL", "DISTINCTROW") and item is items[0]:
            item = item[1:]
        if not item:
            return None
        out.append((tuple(t.token_type.name for t in item), text[item[0].start:item[-1].end + 1]))
    return out


def _selected_copy(column: Column, name: str) -> Column:
    copied = copy.copy(column)
    copied.name, copied.auto_increment = name, False
    return copied
