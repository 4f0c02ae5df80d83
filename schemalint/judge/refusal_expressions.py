"""What MariaDB refuses in the expressions a CREATE TABLE stores with its columns: a DEFAULT, a
CHECK, a generated column's AS (…). They may call only the server's own functions: any other is
a stored function or a UDF to it (error 1901, function or expression cannot be used), and a
CHECK or a stored generated column may not read a user variable (1901; a DEFAULT and a VIRTUAL
column may); none may be a row of values (1241). Measured on MariaDB 10.11.19 (tests/test_parse_time_refusals.py)."""

from __future__ import annotations

from typing import Iterator

from sqlglot import exp

from .server_functions import MARIADB_1011_FUNCTIONS


def expression_refusals(schema: exp.Schema) -> Iterator[tuple[exp.Expression, str]]:
    """(the clause, the message) of each column whose DEFAULT, CHECK or AS (…) MariaDB refuses;
    the first only."""
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
