"""What MariaDB refuses in the expressions a CREATE TABLE stores with its columns: a DEFAULT, a
CHECK, a generated column's AS (…). They may call only the server's own functions: any other is
a stored function or a UDF to it (error 1901, function or expression cannot be used), and a
CHECK or a stored generated column may not read a user variable (1901; a DEFAULT and a VIRTUAL
column may); none may be a row of values (1241). Measured on MariaDB 10.11.19 (tests/test_parse_time_refusals.py)."""

from __future__ import annotations

from typing import Iterator, Optional

from sqlglot import exp

from .server_functions import MARIADB_1011_FUNCTIONS


def expression_refusals(schema: exp.Schema) -> Iterator[tuple[exp.Expression, str]]:
    """(the clause, the message) of each column whose DEFAULT, CHECK or AS (…) MariaDB refuses;
    the first only."""
    indexed = _indexed(schema)
    for owner, kind in _attributes(schema):
        clause, body, stored = _clause(kind)
        if body is None:
            continue
        inner = body.unnest() if isinstance(body, exp.Expression) else body
        if isinstance(inner, exp.Tuple):
            yield kind, (f"{owner}{clause} is a row of {len(inner.expressions)} values, where one value goes (error "
                         "1241, operand should contain 1 column)")
            return
        for node in body.find_all(exp.Anonymous, exp.Parameter):
            if isinstance(node, exp.Anonymous) and str(node.this).upper() not in MARIADB_1011_FUNCTIONS:
                yield kind, (f"{owner}{clause} calls {node.this}(), which is no function of MariaDB's own (a stored "
                             "function or UDF cannot be called there; error 1901)")
                return
            if isinstance(node, exp.Parameter) and (clause == "CHECK" or stored):
                yield kind, (f"{owner}{clause} reads user variable {node.sql(dialect='mysql')} (error 1901: a CHECK or "
                             "a stored generated column cannot)")
                return
        arithmetic = geometry_arithmetic(body) or _regex_refusal(body)
        if arithmetic is not None:
            yield kind, f"{owner}{clause}: {arithmetic}"
            return
        fixed = clause == "CHECK" or stored or (clause == "GENERATED ALWAYS AS" and owner in indexed)
        for node in body.find_all(exp.Func):
            why = _vcol_refusal(node, clause, fixed)
            if why is not None:
                yield kind, f"{owner}{clause} calls {node.sql(dialect='mysql')[:40]}: {why} (error 1901)"
                return


# What a function's value depends on decides where MariaDB 10.11 lets it stand (its items'
# check_vcol_func_processor: VCOL_IMPOSSIBLE, or VCOL_TIME_FUNC / VCOL_SESSION_FUNC /
# VCOL_NON_DETERMINISTIC; manual, "Generated (Virtual and Persistent/Stored) Columns",
# "Expression Support"). Measured on 10.11.19 for each function, in a VIRTUAL, a STORED, an
# indexed VIRTUAL column, a CHECK and a DEFAULT (tests/test_modelled_refusals.py).
# Never in a generated column, a CHECK or a DEFAULT: side effects and the session's last statement.
_NEVER = frozenset({"BENCHMARK", "FOUND_ROWS", "GET_LOCK", "IS_FREE_LOCK", "IS_USED_LOCK", "LAST_INSERT_ID",
                    "LOAD_FILE", "MASTER_GTID_WAIT", "MASTER_POS_WAIT", "NAME_CONST", "RELEASE_ALL_LOCKS",
                    "RELEASE_LOCK", "ROW_COUNT", "SLEEP"})
_NOT_COMPUTED = frozenset({"RANDOM_BYTES"})  # a DEFAULT may, no generated column or CHECK
# Only where the value is computed once per statement: a DEFAULT or a VIRTUAL column not indexed
# (the time, the session, a random value); not STORED, indexed or in a CHECK.
_PER_STATEMENT_NAMES = frozenset({"SYSDATE", "NOW", "USER", "UUID_SHORT", "CONNECTION_ID", "SYSTEM_USER", "SYS_GUID",
                                  "NATURAL_SORT_KEY"})
_PER_STATEMENT_NODES = (exp.UtcTimestamp, exp.UtcDate, exp.UtcTime, exp.CurrentUser, exp.CurrentRole,
                        exp.CurrentTimestamp, exp.Localtime, exp.Localtimestamp, exp.CurrentDate, exp.CurrentTime,
                        exp.Dayname, exp.Rand, exp.Uuid, exp.CurrentSchema, exp.CurrentVersion, exp.SessionUser,
                        exp.UnixToTime)
# (not DATE_FORMAT / MONTHNAME: with a third argument, a locale, DATE_FORMAT is accepted, and the
# tree sqlglot builds drops that argument)


def _vcol_refusal(node: exp.Func, clause: str, fixed: bool) -> Optional[str]:
    """Why MariaDB refuses `node` in `clause` (`fixed`: a CHECK, a STORED or an indexed column),
    else None."""
    name = str(node.this).upper() if isinstance(node, exp.Anonymous) else ""
    if name in _NEVER:
        return "a DEFAULT, a CHECK or a generated column cannot call it"
    if name in _NOT_COMPUTED and clause != "DEFAULT":
        return "a CHECK or a generated column cannot call it"
    per_statement = (name in _PER_STATEMENT_NAMES or isinstance(node, _PER_STATEMENT_NODES)
                     or (name == "UNIX_TIMESTAMP" and not node.expressions)
                     or (isinstance(node, exp.Week) and node.args.get("mode") is None))
    if per_statement and fixed and clause != "DEFAULT":
        return ("its value depends on the time, the session or chance, so a CHECK, a STORED or an indexed generated "
                "column cannot call it (a VIRTUAL column not indexed and a DEFAULT may)")
    return None


def _indexed(schema: exp.Schema) -> set[str]:
    """'column c: ' for each column a key of the CREATE TABLE's list holds."""
    names = set()
    for item in schema.expressions:
        if isinstance(item, exp.ColumnDef):
            if any(isinstance(c.args.get("kind"), (exp.UniqueColumnConstraint, exp.PrimaryKeyColumnConstraint,
                                                   exp.IndexColumnConstraint)) for c in item.args.get("constraints") or ()):
                names.add(item.name.lower())
        elif isinstance(item, (exp.IndexColumnConstraint, exp.UniqueColumnConstraint, exp.PrimaryKey, exp.Constraint)) \
                and item.find(exp.ForeignKey, exp.CheckColumnConstraint) is None:
            names.update(c.name.lower() for c in item.find_all(exp.Column))
            names.update(p.this.name.lower() for p in item.find_all(exp.ColumnPrefix) if isinstance(p.this, exp.Identifier))
            if isinstance(item, exp.PrimaryKey):
                names.update(i.name.lower() for i in item.expressions if isinstance(i, exp.Identifier))
    return {f"column {n}: " for n in names}


def _attributes(schema: exp.Schema) -> Iterator[tuple[str, object]]:
    """('column c: ' or '', the attribute) for each column's attributes and each table CHECK."""
    for item in schema.expressions:
        if isinstance(item, exp.ColumnDef):
            for constraint in item.args.get("constraints") or ():
                yield f"column {item.name}: ", constraint.args.get("kind")
        elif isinstance(item, exp.CheckColumnConstraint):
            yield "", item
        elif isinstance(item, exp.Constraint):
            for inner in item.expressions:
                if isinstance(inner, exp.CheckColumnConstraint):
                    yield f"constraint {item.name}: ", inner


def _clause(kind: object) -> tuple[str, object, bool]:
    """(its name, its expression, stored) of a DEFAULT, CHECK or generated-column attribute."""
    if isinstance(kind, exp.DefaultColumnConstraint):
        return "DEFAULT", kind.this, False
    if isinstance(kind, exp.CheckColumnConstraint):
        return "CHECK", kind.this, False
    if isinstance(kind, exp.ComputedColumnConstraint):
        return "GENERATED ALWAYS AS", kind.this, bool(kind.args.get("persisted"))
    return "", None, False


# The calls that make a geometry: the constructors and the ST_…FromText / …FromWKB readers
_GEOMETRY_CONSTRUCTORS = frozenset({"POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING", "MULTIPOLYGON",
                                    "GEOMETRYCOLLECTION"})
_ARITHMETIC = {exp.Add: "+", exp.Sub: "-", exp.Mul: "*", exp.Div: "/", exp.Mod: "MOD"}


def _makes_geometry(node: exp.Expression) -> bool:
    name = str(node.this).upper() if isinstance(node, exp.Anonymous) else ""
    return name in _GEOMETRY_CONSTRUCTORS or (name.startswith(("ST_", "GEOM", "POINT", "LINE", "POLY", "MULTI"))
                                              and name.endswith(("FROMTEXT", "FROMWKB")))


def geometry_arithmetic(body: object) -> Optional[str]:
    """`+ - * / MOD` with a geometry operand: MariaDB's geometry type takes no arithmetic
    (Type_handler_geometry; error 4078, illegal parameter data types point and int for
    operation '+'; measured on 10.11.19 in a SELECT, a CREATE TABLE … SELECT, a DEFAULT and a
    generated column; DIV converts and is accepted). Only an operand that is a constructor or
    a …FromText / …FromWKB call is judged."""
    if not isinstance(body, exp.Expression):
        return None
    for node in body.find_all(*_ARITHMETIC):
        operand = next((o for o in (node.this, node.expression) if isinstance(o, exp.Expression) and _makes_geometry(o)),
                       None)
        if operand is not None:
            return (f"{operand.sql(dialect='mysql')[:30]} {_ARITHMETIC[type(node)]} …: a geometry takes no arithmetic "
                    f"(error 4078, illegal parameter data types for operation '{_ARITHMETIC[type(node)]}')")
    return None


_REGEX_NODES = (exp.RegexpLike, exp.RegexpInstr, exp.RegexpSubstr, exp.RegexpReplace)


def _regex_refusal(body: object) -> Optional[str]:
    """A constant regular expression with a character class `[` that no `]` closes: MariaDB
    compiles a constant pattern with PCRE2 as it reads the expression (error 1139, "missing
    terminating ] for character class"; measured on 10.11.19 with RLIKE and REGEXP_INSTR). Only
    that one PCRE2 rule (the manual of pcre2pattern, "Square brackets and character classes": a
    `]` first, after `[` or `[^`, is a literal), and only in a pattern with no backslash, no
    `(?` and no POSIX class (`[:`, `[.`, `[=`), where nothing else can open or quote one: the
    rest of PCRE2's syntax is not modelled."""
    if not isinstance(body, exp.Expression):
        return None
    for node in body.find_all(*_REGEX_NODES):
        pattern = node.expression
        if not (isinstance(pattern, exp.Literal) and pattern.is_string):
            continue
        text = pattern.name
        if "\\" in text or "(?" in text or any(p in text for p in ("[:", "[.", "[=")):
            continue
        at = 0
        while (at := text.find("[", at)) >= 0:
            inside = at + 1 + (text[at + 1:at + 2] == "^")
            inside += text[inside:inside + 1] == "]"
            close = text.find("]", inside)
            if close < 0:
                return (f"the regular expression '{text[:30]}' opens a character class at offset {at} that no ] "
                        "closes (error 1139, regex error: missing terminating ] for character class)")
            at = close + 1
    return None
