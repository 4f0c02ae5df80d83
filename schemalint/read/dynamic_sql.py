"""Statements a migration builds at run time and runs with PREPARE / EXECUTE.

MySQL has no `DROP INDEX IF EXISTS` (MariaDB has), so migrations that must run twice ask
information_schema first and build the statement they need:

    SET @n := (SELECT COUNT(*) FROM information_schema.STATISTICS
               WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 't' AND INDEX_NAME = 'i');
    SET @s := IF(@n > 0, 'ALTER TABLE t DROP INDEX i', 'SELECT 1');
    PREPARE st FROM @s;  EXECUTE st;  DEALLOCATE PREPARE st;

The server runs whichever text the condition picks; the replay must do the same, or the model
keeps an index (a column, a key) the server dropped and later statements are called refusals
they are not. `Session` keeps the user variables and prepared statements of one file (one
client session) and evaluates what it can: string and number literals, user variables,
CONCAT, IF, CASE, comparisons, AND/OR/NOT, DATABASE(), and COUNT over information_schema's
TABLES, COLUMNS, STATISTICS, TABLE_CONSTRAINTS and KEY_COLUMN_USAGE answered from the model as
it stands at that statement. Anything else (a count over the table's rows, a function of the
server's state) is unknown: the EXECUTE then runs nothing in the replay, and the tables the
candidate texts name are reported as uncertain from there on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from sqlglot import exp
from sqlglot.tokens import Tokenizer, TokenType

UNKNOWN = object()  # a value the replay cannot know (the rows' contents, the server's state)

# information_schema views whose rows the model holds, and the columns a WHERE may test.
_VIEWS = {"tables", "columns", "statistics", "table_constraints", "key_column_usage"}


@dataclass
class Executed:
    """What an EXECUTE runs: the text, or None when the condition that picks it is unknown
    (then `candidates` are the texts it might have run)."""

    text: Optional[str]
    candidates: list[str] = field(default_factory=list)


class Session:
    """User variables and prepared statements of one client session (one input file)."""

    def __init__(self, find_table: Callable[[Optional[str], str], Any], current_schema: Callable[[], Optional[str]]):
        self._find_table = find_table  # (schema or None, name) → the model's table or None
        self._current_schema = current_schema
        self.variables: dict[str, Any] = {}
        self._candidates: dict[str, list[str]] = {}  # variable → the strings its expression could yield
        self.prepared: dict[str, tuple[Any, list[str]]] = {}

    # -- SET @v := expr -------------------------------------------------------------------
    def assign(self, tree: exp.Expression) -> bool:
        """Record the user variables a parsed SET assigns; True when it assigned any."""
        if not isinstance(tree, exp.Set):
            return False
        assigned = False
        for item in tree.expressions:
            target = item.this if isinstance(item, exp.SetItem) else item
            if not isinstance(target, (exp.EQ, exp.PropertyEQ)):
                continue
            name = _user_variable(target.this)
            if name is None:
                continue
            value = target.expression
            self.variables[name] = self.evaluate(value)
            self._candidates[name] = [s for s in _strings(value, self._candidates) if _looks_like_sql(s)]
            assigned = True
        return assigned

    # -- PREPARE / EXECUTE / DEALLOCATE -------------------------------------------------------
    def prepare(self, text: str) -> bool:
        """`PREPARE name FROM @var` or `PREPARE name FROM 'text'`; True when understood."""
        tokens = _tokens(text)
        if len(tokens) < 4 or tokens[0].text.upper() != "PREPARE" or tokens[2].text.upper() != "FROM":
            return False
        name = tokens[1].text.lower()
        source = tokens[3:]
        if len(source) == 1 and source[0].token_type == TokenType.STRING:
            self.prepared[name] = (source[0].text, [])
            return True
        var = _variable_of_tokens(source)
        if var is None:
            return False
        self.prepared[name] = (self.variables.get(var, UNKNOWN), list(self._candidates.get(var, [])))
        return True

    def execute(self, text: str) -> Optional[Executed]:
        """`EXECUTE name [USING …]`: what it runs; None when `name` was never prepared here."""
        tokens = _tokens(text)
        if len(tokens) < 2 or tokens[0].text.upper() != "EXECUTE":
            return None
        found = self.prepared.get(tokens[1].text.lower())
        if found is None:
            return None
        value, candidates = found
        if isinstance(value, str):
            return Executed(value)
        return Executed(None, candidates)

    # -- expressions --------------------------------------------------------------------
    def evaluate(self, node: Any) -> Any:
        """The value of an expression, or UNKNOWN."""
        if node is None:
            return UNKNOWN
        if isinstance(node, (exp.Paren, exp.Subquery)) and not isinstance(node.this, exp.Select):
            return self.evaluate(node.this)
        if isinstance(node, exp.Subquery):
            return self._select(node.this)
        if isinstance(node, exp.Select):
            return self._select(node)
        if isinstance(node, exp.Literal):
            if node.is_string:
                return node.this
            try:
                return int(node.this)
            except ValueError:
                try:
                    return float(node.this)
                except ValueError:
                    return UNKNOWN
        if isinstance(node, exp.Null):
            return None
        if isinstance(node, exp.Boolean):
            return 1 if node.this else 0
        name = _user_variable(node)
        if name is not None:
            return self.variables.get(name)  # an unset user variable is NULL
        if isinstance(node, exp.CurrentSchema) or (
                isinstance(node, exp.Anonymous) and str(node.this).upper() == "SCHEMA"):
            schema = self._current_schema()
            return schema if schema is not None else _CURRENT
        if isinstance(node, (exp.Concat, exp.ConcatWs)):
            values = [self.evaluate(e) for e in node.expressions]
            if any(v is UNKNOWN for v in values):
                return UNKNOWN
            if any(v is None for v in values):
                return None
            parts = [v if isinstance(v, str) else _number_text(v) for v in values]
            if isinstance(node, exp.ConcatWs):
                return parts[0].join(parts[1:]) if parts else None
            return "".join(parts)
        if isinstance(node, exp.If):
            condition = self.evaluate(node.this)
            if condition is UNKNOWN:
                return UNKNOWN
            return self.evaluate(node.args.get("true") if _truthy(condition) else node.args.get("false"))
        if isinstance(node, exp.Case):
            for branch in node.args.get("ifs") or []:
                condition = self.evaluate(branch.this)
                if condition is UNKNOWN:
                    return UNKNOWN
                if _truthy(condition):
                    return self.evaluate(branch.args.get("true"))
            return self.evaluate(node.args.get("default"))
        if isinstance(node, exp.Not):
            value = self.evaluate(node.this)
            return UNKNOWN if value is UNKNOWN else (None if value is None else int(not _truthy(value)))
        if isinstance(node, (exp.And, exp.Or)):
            left, right = self.evaluate(node.this), self.evaluate(node.expression)
            if isinstance(node, exp.And):
                if (left is not UNKNOWN and left is not None and not _truthy(left)) or (
                        right is not UNKNOWN and right is not None and not _truthy(right)):
                    return 0
            elif (left is not UNKNOWN and _truthy(left)) or (right is not UNKNOWN and _truthy(right)):
                return 1
            if left is UNKNOWN or right is UNKNOWN:
                return UNKNOWN
            if left is None or right is None:
                return None
            return 1 if isinstance(node, exp.And) else 0  # (AND of two truths; OR of two falsehoods)
        comparison = _COMPARISONS.get(type(node))
        if comparison is not None:
            left, right = self.evaluate(node.this), self.evaluate(node.expression)
            if left is UNKNOWN or right is UNKNOWN:
                return UNKNOWN
            if left is None or right is None:
                return None
            if left is _CURRENT or right is _CURRENT:
                return UNKNOWN
            if isinstance(left, str) and isinstance(right, str):
                left, right = left.lower(), right.lower()  # information_schema names: case-insensitive here
            elif isinstance(left, str) or isinstance(right, str):
                try:
                    left, right = float(left), float(right)
                except (TypeError, ValueError):
                    return UNKNOWN
            return int(comparison(left, right))
        return UNKNOWN

    def _select(self, select: exp.Select) -> Any:
        """`SELECT expr` without FROM, or `SELECT COUNT(…) FROM information_schema.X WHERE …`."""
        if len(select.expressions) != 1:
            return UNKNOWN
        only = select.expressions[0]
        if isinstance(only, exp.Alias):
            only = only.this
        source = select.args.get("from") or select.args.get("from_")
        if source is None:
            return self.evaluate(only)
        if not isinstance(only, exp.Count) or select.args.get("joins") or select.args.get("group"):
            return UNKNOWN
        table = source.this
        if not isinstance(table, exp.Table) or table.db.lower() != "information_schema":
            return UNKNOWN
        view = table.name.lower()
        if view not in _VIEWS:
            return UNKNOWN
        where = select.args.get("where")
        wanted: dict[str, Any] = {}
        if where is not None and not _equalities(where.this, wanted, self.evaluate):
            return UNKNOWN
        return self._count(view, wanted)

    def _count(self, view: str, wanted: dict[str, Any]) -> Any:
        schema = wanted.pop("table_schema", _CURRENT)
        if schema is _CURRENT:
            schema = self._current_schema()
        name = wanted.pop("table_name", None)
        if name is None or not isinstance(name, str) or (schema is not None and not isinstance(schema, str)):
            return UNKNOWN  # a count over every table of a schema: not worth modelling
        table = self._find_table(schema, name)
        if table is None:
            return 0
        if view == "tables":
            return UNKNOWN if wanted else 1  # (TABLE_TYPE, ENGINE, …: not worth modelling)
        if view == "columns":
            column = wanted.pop("column_name", None)
            if wanted:
                return UNKNOWN
            if column is None:
                return len(table.columns)
            return int(isinstance(column, str) and table.column(column) is not None)
        if view == "statistics":
            index_name = wanted.pop("index_name", None)
            column = wanted.pop("column_name", None)
            if wanted:
                return UNKNOWN
            return sum(1 for index in table.indexes for part in index.parts
                       if (index_name is None or index.name.lower() == str(index_name).lower())
                       and (column is None or part.column.lower() == str(column).lower()))
        constraint = wanted.pop("constraint_name", None)
        kind = wanted.pop("constraint_type", None)
        if wanted:
            return UNKNOWN
        names = [(index.name, "PRIMARY KEY" if index.kind == "PRIMARY" else "UNIQUE")
                 for index in table.indexes if index.kind in ("PRIMARY", "UNIQUE")]
        names += [(fk.name or "", "FOREIGN KEY") for fk in table.foreign_keys]
        matching = [n for n in names if (constraint is None or n[0].lower() == str(constraint).lower())
                    and (kind is None or n[1] == str(kind).upper())]
        return len(matching)


_CURRENT = object()  # DATABASE() while the session has no USE: "the schema it will run in"
_COMPARISONS = {
    exp.EQ: lambda a, b: a == b, exp.NEQ: lambda a, b: a != b, exp.GT: lambda a, b: a > b,
    exp.GTE: lambda a, b: a >= b, exp.LT: lambda a, b: a < b, exp.LTE: lambda a, b: a <= b,
}


def _equalities(node: Any, wanted: dict[str, Any], evaluate: Callable[[Any], Any]) -> bool:
    """Collect `column = value` terms of a conjunction into `wanted`; False for anything else."""
    while isinstance(node, exp.Paren):
        node = node.this
    if isinstance(node, exp.And):
        return _equalities(node.this, wanted, evaluate) and _equalities(node.expression, wanted, evaluate)
    if not isinstance(node, exp.EQ):
        return False
    column, value = node.this, node.expression
    if not isinstance(column, exp.Column):
        column, value = value, column
    if not isinstance(column, exp.Column):
        return False
    if isinstance(value, exp.CurrentSchema) or (isinstance(value, exp.Anonymous)
                                                 and str(value.this).upper() == "SCHEMA"):
        wanted[column.name.lower()] = _CURRENT
        return True
    evaluated = evaluate(value)
    if evaluated is UNKNOWN or evaluated is None:
        return False
    wanted[column.name.lower()] = evaluated
    return True


def _user_variable(node: Any) -> Optional[str]:
    """`@name` as sqlglot reads it (a Parameter, a SessionParameter-free Var), lower-cased."""
    if isinstance(node, exp.Parameter) and isinstance(node.this, (exp.Var, exp.Identifier)):
        return node.this.name.lower()
    return None


def _variable_of_tokens(tokens: list) -> Optional[str]:
    if len(tokens) == 2 and tokens[0].token_type == TokenType.PARAMETER:
        return tokens[1].text.lower()
    if len(tokens) == 1 and tokens[0].text.startswith("@"):
        return tokens[0].text[1:].lower()
    return None


def _tokens(text: str) -> list:
    try:
        tokens = [t for t in Tokenizer().tokenize(text) if t.token_type != TokenType.SEMICOLON]
        if len(tokens) == 2 and tokens[0].token_type == TokenType.COMMAND:
            # sqlglot reads PREPARE / EXECUTE as a command and keeps the rest as one string
            tokens = tokens[:1] + [t for t in Tokenizer().tokenize(tokens[1].text)
                                   if t.token_type != TokenType.SEMICOLON]
        return tokens
    except Exception:  # (an unterminated quote: not a statement this module reads)
        return []


def _strings(node: Any, known: dict[str, list[str]]) -> list[str]:
    """Every string the expression could evaluate to that is written out in it (the branches of
    IF/CASE, literals, the candidates of the variables it reads); CONCATs as far as their parts
    are literals."""
    found: list[str] = []
    for sub in node.walk() if isinstance(node, exp.Expression) else []:
        if isinstance(sub, exp.Literal) and sub.is_string:
            found.append(sub.this)
        name = _user_variable(sub)
        if name is not None:
            found.extend(known.get(name, []))
    return found


def _looks_like_sql(text: str) -> bool:
    words = text.lstrip().split(None, 1)
    return bool(words) and words[0].upper() in ("ALTER", "CREATE", "DROP", "RENAME")


def _truthy(value: Any) -> bool:
    if value is None or value is _CURRENT:
        return False
    if isinstance(value, str):
        try:
            return float(value) != 0
        except ValueError:
            return False
    return value != 0


def _number_text(value: Any) -> str:
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)
