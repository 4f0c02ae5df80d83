"""What MariaDB refuses in the expressions a CREATE TABLE stores with its columns: a DEFAULT, a
CHECK, a generated column's AS (…). They may call only the server's own functions: any other is
a stored function or a UDF to it (error 1901, function or expression cannot be used), and a
CHECK or a stored generated column may not read a user variable (1901; a DEFAULT and a VIRTUAL
column may); none may be a row of values (1241) or hold a subquery (a CHECK: 1970; the others:
1901). Of the server's own functions, some may never be stored (LAST_INSERT_ID(), GET_LOCK(), …)
and some not where the value must be the same every time it is computed, a CHECK, a stored or an
indexed generated column (the clock, the session, random values; server_functions.py). A
geometry takes no arithmetic (4078) and a constant regular expression must compile (1139). A
native function called with a number of arguments it does not take is 1582.
Measured on MariaDB 10.11.19 (tests/test_parse_time_refusals.py, tests/test_modelled_refusals.py)."""

from __future__ import annotations

from typing import Iterator, Optional

from sqlglot import exp

from .server_functions import (
    NATIVE_ARGUMENT_COUNTS, NEVER_STORED_FUNCTIONS, NOT_DETERMINISTIC_FUNCTIONS, NOT_DETERMINISTIC_WITH_ARGUMENTS,
    NOT_IN_GENERATED_FUNCTIONS, is_server_function,
)


def expression_refusals(schema: exp.Schema) -> Iterator[tuple[exp.Expression, str, int]]:
    """(the clause, the message, the server's error) of each column whose DEFAULT, CHECK or AS (…)
    MariaDB refuses; the first only."""
    yield from _refusals(schema.expressions)


def alter_expression_refusals(actions: list) -> Iterator[tuple[exp.Expression, str, int]]:
    """The same for the columns an ALTER TABLE adds or redefines and the CHECKs it adds."""
    yield from _refusals(actions)


def _refusals(items: list) -> Iterator[tuple[exp.Expression, str, int]]:
    indexed = {f"column {name}: " for name in _indexed(items)}
    for owner, kind in _attributes(items):
        clause, body, stored = _clause(kind)
        if body is None:
            continue
        # (a value computed once and kept: a CHECK, a stored generated column, an indexed virtual one)
        fixed = clause == "CHECK" or stored or (clause == "GENERATED ALWAYS AS" and owner.lower() in indexed)
        inner = body.unnest() if isinstance(body, exp.Expression) else body
        if isinstance(inner, exp.Tuple):
            yield kind, (f"{owner}{clause} is a row of {len(inner.expressions)} values, where one value goes (error "
                         "1241, operand should contain 1 column)"), 1241
            return
        if body.find(exp.Select) is not None:  # (a subquery, EXISTS (…), IN (SELECT …))
            error = 1970 if clause == "CHECK" else 1901
            yield kind, f"{owner}{clause} holds a subquery, which it cannot (error {error})", error
            return
        why = next(filter(None, (_not_storable(node, clause, fixed) for node in body.find_all(exp.Func))), None)
        if why is not None:
            yield kind, f"{owner}{clause} {why}", 1901
            return
        for node in body.find_all(exp.Anonymous, exp.Parameter):
            if isinstance(node, exp.Anonymous) and not is_server_function(str(node.this)):
                yield kind, (f"{owner}{clause} calls {node.this}(), which is no function of MariaDB's own (a stored "
                             "function or UDF cannot be called there; error 1901)"), 1901
                return
            counts = wrong_argument_count(node)
            if counts is not None:
                yield kind, f"{owner}{clause} calls {node.this}() with {counts} (error 1582, incorrect parameter count)", 1582
                return
            if isinstance(node, exp.Parameter) and (clause == "CHECK" or stored):
                yield kind, (f"{owner}{clause} reads user variable {node.sql(dialect='mysql')} (error 1901: a CHECK or "
                             "a stored generated column cannot)"), 1901
                return
        for error, why in ((4078, geometry_arithmetic(body)), (1139, _regex_refusal(body))):
            if why is not None:
                yield kind, f"{owner}{clause}: {why}", error
                return


def wrong_argument_count(node: exp.Expression) -> Optional[str]:
    """For a call sqlglot keeps by its name (exp.Anonymous) of a native function of MariaDB's,
    given a number of arguments it does not take (server_functions.NATIVE_ARGUMENT_COUNTS, measured
    on 10.11.19): "n arguments, where it takes …"; else None."""
    if not isinstance(node, exp.Anonymous):
        return None
    counts = NATIVE_ARGUMENT_COUNTS.get(str(node.this).upper())
    if counts is None:
        return None
    least, most, step = counts
    n = len(node.expressions)
    if n >= least and (most is None or n <= most) and (n - least) % step == 0:
        return None
    takes = (f"{least}" if most == least else f"{least} to {most}" if most is not None else f"{least} or more")
    return f"{n} argument{'' if n == 1 else 's'}, where it takes {takes}{' (in pairs)' if step == 2 else ''}"


def _indexed(items: list) -> set[str]:
    """The columns (lower case) a key of the CREATE TABLE's list (an ALTER TABLE's actions) holds."""
    names = set()
    for item in items:
        if isinstance(item, exp.AddConstraint):  # (an ALTER TABLE's ADD KEY)
            names.update(_indexed(item.expressions))
            continue
        if isinstance(item, exp.ModifyColumn):
            item = item.this
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
    return names


def _not_storable(node: exp.Func, clause: str, fixed: bool) -> "str | None":
    """Why MariaDB refuses the call `node` in `clause` (`fixed`: a CHECK, a stored or an indexed
    generated column), None if it does not (error 1901)."""
    name = _function_name(node)
    if name in NEVER_STORED_FUNCTIONS or (isinstance(node, exp.MatchAgainst) and name == "MATCH"):
        return (f"calls {name}(), which no DEFAULT, CHECK or generated column may call (error 1901, function or "
                "expression cannot be used)")
    arguments = NOT_DETERMINISTIC_WITH_ARGUMENTS.get(name)
    if fixed and (name in NOT_DETERMINISTIC_FUNCTIONS or (
            arguments is not None and len(_arguments(node)) == arguments)):
        return (f"calls {name}(), whose value changes with the clock, the session or at random, so a {clause} "
                f"{'' if clause == 'CHECK' else '(stored or indexed) '}cannot call it (error 1901, function or expression "
                "cannot be used)")
    if name in NOT_IN_GENERATED_FUNCTIONS and clause != "DEFAULT":
        return f"calls {name}(), which only a DEFAULT may call (error 1901, function or expression cannot be used)"
    return None


def _function_name(node: exp.Func) -> str:
    """The name a call is written with, as sqlglot writes it back for MySQL (NOW() may come back as
    CURRENT_TIMESTAMP(), DATABASE() as SCHEMA(), MONTHNAME(d) as DATE_FORMAT(d, '%M'): each pair
    is in the same class)."""
    if isinstance(node, exp.Anonymous):
        return str(node.this).upper()
    text = node.sql(dialect="mysql")
    return text.split("(", 1)[0].split(" ", 1)[0].upper()


def _arguments(node: exp.Func) -> list:
    if isinstance(node, exp.Anonymous):
        return list(node.expressions)
    return [v for k, v in node.args.items() if v is not None and k != "zone"
            for v in (v if isinstance(v, list) else [v])]


def _attributes(items: list) -> Iterator[tuple[str, object]]:
    """('column c: ' or '', the attribute) for each column's attributes and each table CHECK."""
    for item in items:
        if isinstance(item, exp.ModifyColumn):
            item = item.this
        if isinstance(item, exp.AddConstraint):
            yield from _attributes(item.expressions)
        elif isinstance(item, exp.ColumnDef):
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
