"""Which index a SELECT's WHERE clause lets InnoDB use, and which columns it then still needs.

A small, deliberately conservative model of MySQL's access-path choice, for SL401:

- per table of the FROM clause (aliases and simple joins resolved): the conjuncts of WHERE and
  of its JOIN … ON that compare one of its columns with a constant, a parameter, or (for a
  joined table) a column of another table: `=`, `<=>`, `IN (…)`, `IS NULL` are equalities;
  `<`, `>`, `BETWEEN`, `LIKE 'abc%'` are ranges. OR-ed conditions and expressions on the column
  (`DATE(ts) = …`) use no index;
- an index is usable on its longest left prefix of equalities, plus one range after it;
- the PRIMARY KEY wins ties (its leaf holds the row); a secondary index must bind more columns
  to be preferred, as MySQL's cost model would usually decide;
- a secondary index *covers* a query when every column the query reads from the table is a
  full (non-prefix) key part of it or part of the PRIMARY KEY, which every secondary record carries.

What the optimizer does with statistics (index merge, skip scan, choosing a scan for large
ranges) is not modelled: a query we cannot place is left alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Optional

from sqlglot import exp

from ..model import Index, Model, Table

EQUALITY = "eq"
RANGE = "range"


@dataclass
class TableRef:
    table: Table
    alias: str  # lower-case name the query uses for it
    conditions: dict[str, str] = field(default_factory=dict)  # column (lower) -> eq | range, constants
    join_conditions: dict[str, str] = field(default_factory=dict)  # equalities with another table
    needed: set[str] = field(default_factory=set)  # columns read (lower)
    filtering: set[str] = field(default_factory=set)  # of those, read outside the select list
    star: bool = False  # SELECT * or alias.*


@dataclass(frozen=True)
class AccessPath:
    ref: TableRef
    index: Index
    eq_columns: tuple[str, ...]  # as named in the table
    range_column: Optional[str]
    via_join: bool  # bound by a join condition (the table is the inner side)

    @property
    def table(self) -> Table:
        return self.ref.table

    @property
    def unique_lookup(self) -> bool:
        """Every column of a UNIQUE/PRIMARY index bound by equality: at most one row."""
        return self.index.is_unique and self.range_column is None and len(self.eq_columns) == len(self.index.parts)

    def covered_columns(self) -> list[str]:
        """What a record of this index holds: its full key parts, plus the clustered key."""
        table = self.table
        cols = [p.column for p in self.index.parts if not p.prefix and not p.expression]
        clustered = table.clustered_index()
        if self.index is not clustered.index:
            cols += [c for c in clustered.columns if c.lower() not in {x.lower() for x in cols}]
        return cols

    def missing_columns(self) -> list[str]:
        covered = {c.lower() for c in self.covered_columns()}
        return [c.name for c in self.table.columns
                if c.name.lower() in self.ref.needed and c.name.lower() not in covered]


def _column_table(col: exp.Column, refs: dict[str, TableRef]) -> Optional[TableRef]:
    qualifier = col.table.lower() if col.table else ""
    if qualifier:
        return refs.get(qualifier)
    owners = [r for r in refs.values() if r.table.column(col.name) is not None]
    return owners[0] if len(owners) == 1 else None


def _is_constant(node: exp.Expression) -> bool:
    if isinstance(node, (exp.Literal, exp.Placeholder, exp.Parameter, exp.Null, exp.Boolean)):
        return True
    if isinstance(node, exp.Neg):
        return _is_constant(node.this)
    if isinstance(node, exp.Cast):
        return _is_constant(node.this)
    if isinstance(node, exp.Anonymous) or isinstance(node, exp.Func):
        # NOW(), CURDATE(), DATE_SUB(NOW(), INTERVAL 1 DAY): constant for one execution
        return not any(isinstance(n, exp.Column) for n in node.find_all(exp.Column))
    if isinstance(node, exp.Interval):
        return True
    if isinstance(node, (exp.Add, exp.Sub, exp.Mul, exp.Div)):
        return _is_constant(node.this) and _is_constant(node.expression)
    return False


def _conjuncts(node: Optional[exp.Expression]) -> Iterator[exp.Expression]:
    if node is None:
        return
    if isinstance(node, exp.Paren):
        yield from _conjuncts(node.this)
    elif isinstance(node, exp.And):
        yield from _conjuncts(node.this)
        yield from _conjuncts(node.expression)
    else:
        yield node


def _bind(refs: dict[str, TableRef], col: exp.Column, kind: str, other: Optional[exp.Expression]) -> None:
    ref = _column_table(col, refs)
    if ref is None or ref.table.column(col.name) is None:
        return
    name = col.name.lower()
    if other is not None and isinstance(other, exp.Column):
        other_ref = _column_table(other, refs)
        if other_ref is not None and other_ref is not ref and kind == EQUALITY:
            ref.join_conditions[name] = EQUALITY
        return
    if ref.conditions.get(name) != EQUALITY:
        ref.conditions[name] = kind


def _collect_conditions(node: exp.Expression, refs: dict[str, TableRef]) -> None:
    for cond in _conjuncts(node):
        if isinstance(cond, (exp.EQ, exp.NullSafeEQ)):
            left, right = cond.this, cond.expression
            if isinstance(left, exp.Column) and isinstance(right, exp.Column):
                _bind(refs, left, EQUALITY, right)
                _bind(refs, right, EQUALITY, left)
            elif isinstance(left, exp.Column) and _is_constant(right):
                _bind(refs, left, EQUALITY, None)
            elif isinstance(right, exp.Column) and _is_constant(left):
                _bind(refs, right, EQUALITY, None)
        elif isinstance(cond, exp.In) and isinstance(cond.this, exp.Column):
            values = cond.expressions
            if values and all(_is_constant(v) for v in values):
                _bind(refs, cond.this, EQUALITY, None)
        elif isinstance(cond, exp.Is) and isinstance(cond.this, exp.Column) and isinstance(cond.expression, exp.Null):
            _bind(refs, cond.this, EQUALITY, None)
        elif isinstance(cond, exp.Between) and isinstance(cond.this, exp.Column):
            if _is_constant(cond.args.get("low")) and _is_constant(cond.args.get("high")):
                _bind(refs, cond.this, RANGE, None)
        elif isinstance(cond, (exp.GT, exp.GTE, exp.LT, exp.LTE)):
            left, right = cond.this, cond.expression
            if isinstance(left, exp.Column) and _is_constant(right):
                _bind(refs, left, RANGE, None)
            elif isinstance(right, exp.Column) and _is_constant(left):
                _bind(refs, right, RANGE, None)
        elif isinstance(cond, exp.Like) and isinstance(cond.this, exp.Column):
            pattern = cond.expression
            if isinstance(pattern, exp.Literal) and pattern.is_string and pattern.this[:1] not in ("%", "_", ""):
                _bind(refs, cond.this, RANGE, None)
            elif isinstance(pattern, (exp.Placeholder, exp.Parameter)):
                pass  # a bound pattern may start with a wildcard: no claim


def _own_nodes(select: exp.Select) -> Iterator[exp.Expression]:
    """Nodes of this SELECT, not of the subqueries inside it."""
    stack = [select]
    while stack:
        node = stack.pop()
        yield node
        for child in node.iter_expressions():
            if isinstance(child, (exp.Select, exp.Subquery, exp.Union)) and child is not select:
                continue
            stack.append(child)


def _in_projection(node: exp.Expression, select: exp.Select) -> bool:
    """Whether `node` sits in the select list (not WHERE, JOIN, GROUP BY, ORDER BY)."""
    while node.parent is not None and node.parent is not select:
        node = node.parent
    return node.parent is select and node.arg_key == "expressions"


def table_refs(select: exp.Select, model: Model, default_schema: Optional[str] = None) -> Optional[dict[str, TableRef]]:
    """The model tables of a SELECT's FROM and JOINs by alias; None when one is unknown,
    a subquery or a table function (we then make no claim about the query)."""
    sources = []
    from_ = select.args.get("from_") or select.args.get("from")
    if from_ is None:
        return None
    sources.append(from_.this)
    sources.extend(j.this for j in select.args.get("joins") or [])
    refs: dict[str, TableRef] = {}
    for src in sources:
        if not isinstance(src, exp.Table) or not src.name:
            return None
        schema = src.db or default_schema
        if schema and model.schema(schema) is None:
            schema = None  # a query file may qualify names the schema files never declared
        table = model.find_table(src.name, schema) if schema else model.find_table(src.name)
        if table is None:
            return None
        alias = (src.alias or src.name).lower()
        refs[alias] = TableRef(table, alias)
    return refs


def analyse(select: exp.Select, model: Model) -> list[AccessPath]:
    """Access paths through an index for each table of one SELECT (tables scanned are left out)."""
    refs = table_refs(select, model)
    if not refs:
        return []
    where = select.args.get("where")
    if where is not None:
        _collect_conditions(where.this, refs)
    for join in select.args.get("joins") or []:
        if join.args.get("on") is not None:
            _collect_conditions(join.args["on"], refs)
        for using in join.args.get("using") or []:
            name = using.name.lower()
            for ref in refs.values():
                if ref.table.column(name) is not None:
                    ref.join_conditions[name] = EQUALITY
    for node in _own_nodes(select):
        if isinstance(node, exp.Star) and isinstance(node.parent, exp.Select):
            for ref in refs.values():
                ref.star = True
        elif isinstance(node, exp.Column):
            if isinstance(node.this, exp.Star):
                ref = refs.get(node.table.lower()) if node.table else None
                if ref is not None:
                    ref.star = True
                continue
            ref = _column_table(node, refs)
            if ref is not None:
                ref.needed.add(node.name.lower())
                if not _in_projection(node, select):
                    ref.filtering.add(node.name.lower())
    for ref in refs.values():
        if ref.star:
            ref.needed |= {c.name.lower() for c in ref.table.columns}
    # Tables with constant conditions are read through them; a table without any is the inner
    # side of a join when some other table can drive (else the FROM table is scanned and drives).
    const = {alias: best_path(ref, ref.conditions, via_join=False) for alias, ref in refs.items()}
    driver_exists = any(p is not None for p in const.values())
    first = next(iter(refs))
    paths = []
    for alias, ref in refs.items():
        path = const[alias]
        if path is None and ref.join_conditions and len(refs) > 1 and (driver_exists or alias != first):
            path = best_path(ref, {**ref.join_conditions, **ref.conditions}, via_join=True)
        if path is not None:
            paths.append(path)
    return paths


def _prefix(index: Index, conditions: dict[str, str]) -> tuple[list[str], Optional[str]]:
    eq: list[str] = []
    for part in index.parts:
        if part.expression:
            break
        kind = conditions.get(part.column.lower())
        if kind == EQUALITY:
            eq.append(part.column)
            continue
        if kind == RANGE:
            return eq, part.column
        break
    return eq, None


def best_path(ref: TableRef, conditions: dict[str, str], via_join: bool) -> Optional[AccessPath]:
    best: Optional[tuple[tuple, AccessPath]] = None
    clustered = ref.table.clustered_index().index
    for index in ref.table.indexes:
        if index.kind not in ("PRIMARY", "UNIQUE", "INDEX") or not index.visible:
            continue
        eq, rng = _prefix(index, conditions)
        if not eq and rng is None:
            continue
        path = AccessPath(ref, index, tuple(eq), rng, via_join)
        score = (
            1 if path.unique_lookup else 0,  # one row beats many
            len(eq) + (0.5 if rng else 0),
            1 if index is clustered else 0,  # ties go to the clustered index
            -len(index.parts),
        )
        if best is None or score > best[0]:
            best = (score, path)
    return best[1] if best else None


def selects(tree: exp.Expression) -> Iterator[exp.Select]:
    """Every SELECT in a statement (UNION branches, subqueries, CTEs)."""
    if isinstance(tree, exp.Select):
        yield tree
    for node in tree.find_all(exp.Select):
        if node is not tree:
            yield node
