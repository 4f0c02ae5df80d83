"""The other parts of a DDL statement's tree, read into the model's objects: where a clause
starts (its span), table options, index parts and options, foreign-key actions, partitioning, and
the small edits of a table's lists (a column placed, renamed, selected). Part of the replay
(build.py); none of these reports anything."""

from __future__ import annotations

from functools import cache
from typing import Any, Optional

from sqlglot import exp

from ..read import charsets
from ..read.dialect import PARTITION_BY, fields, is_partition_by, struct
from ..model import (
    DISTINCT, FILLED, INDEX, ONE_VALUE, PRIMARY, UNIQUE, Column, Index, IndexPart, PartitionDef, Partitioning, Span,
    Table,
)
from ..read.source import Statement
from ..read.table_parts import SHIFT, shifted_offset

_IDENTIFIER = exp.Identifier


def whole_key_columns(table: Table) -> list[str]:
    """The columns PARTITION BY KEY () partitions on: the clustered key's, without its prefix parts
    (MariaDB 10.11 accepts `PRIMARY KEY (a(5), b) … PARTITION BY KEY ()` and partitions on b; with
    every part a prefix it refuses the table, 1503, which SL302 reports on the key's columns)."""
    clustered = table.clustered_index()
    index = clustered.index
    whole = [p.column for p in index.parts if not p.prefix and not p.expression] if index is not None else []
    return whole or list(clustered.columns)


def add_selected(table: Table, selected: list[Column], span: Span) -> None:
    """A CREATE TABLE … SELECT's columns after the declared ones; a declared column the SELECT
    also names keeps its declared definition at the SELECT's place (MariaDB's
    mysql_prepare_create_table: the create list's definition of a redefined field is moved)."""
    for column in selected:
        declared = table.column(column.name)
        if declared is not None:
            table.columns.remove(declared)
            column = declared
        else:
            column.span = span
            if column.is_string and column.charset is None:
                column.charset = table.options.charset
        table.columns.append(column)
    primary = table.primary_key
    if primary is not None:  # a PRIMARY KEY's columns are NOT NULL, a selected one too (measured)
        for name in primary.columns:
            column = table.column(name)
            if column is not None:
                column.nullable = False


def place_column(table: Table, column: Column, position: Optional[exp.Expression]) -> None:
    """Add a column at the end, FIRST, or AFTER another column."""
    where = (position.args.get("position") or "").upper() if isinstance(position, exp.Expression) else ""
    if where == "FIRST":
        table.columns.insert(0, column)
        return
    if where == "AFTER" and position.this is not None:
        after = position.this.name.lower()
        for i, col in enumerate(table.columns):
            if col.name.lower() == after:
                table.columns.insert(i + 1, column)
                return
    table.columns.append(column)


def fill_of(value: exp.Expression, table: Table) -> Optional[str]:
    """What `SET c = value` leaves in every row: DISTINCT (UUID(), UUID_SHORT()), ONE_VALUE (a
    constant), FILLED (never NULL), or None (it may be NULL)."""
    if isinstance(value, exp.Uuid) or (isinstance(value, exp.Anonymous) and value.name.upper() in ("UUID", "UUID_SHORT")):
        return DISTINCT
    if isinstance(value, exp.Literal):
        return ONE_VALUE
    return FILLED if _never_null(value, table) else None


def _never_null(value: exp.Expression, table: Table) -> bool:
    """A value no row gets NULL from: a literal, a NOT NULL (or filled) column, COALESCE /
    IFNULL with such an argument, or a function of only such values (most functions are
    NULL when an argument is)."""
    if isinstance(value, exp.Null):
        return False
    if isinstance(value, (exp.Literal, exp.Uuid, exp.CurrentTimestamp, exp.CurrentDate)):
        return True
    if isinstance(value, exp.Column):
        col = table.column(value.name)
        return col is not None and (not col.nullable or (table.filled or {}).get(col.name.lower()) in (FILLED, DISTINCT, ONE_VALUE))
    if isinstance(value, exp.Paren):
        return _never_null(value.this, table)
    args = [a for a in value.iter_expressions()]
    if isinstance(value, exp.Coalesce):
        return any(_never_null(a, table) for a in args)
    return all(_never_null(a, table) for a in args)


def serves(index: Index, columns: list[str]) -> bool:
    """Whether a foreign key can use the index: it leads with the key's columns, whole."""
    lead = index.parts[: len(columns)]
    return (index.kind in (PRIMARY, UNIQUE, INDEX) and len(lead) == len(columns)
            and all(p.column.lower() == c.lower() and not p.prefix and not p.expression for p, c in zip(lead, columns)))


def added_already(table: Table, element: exp.Expression) -> bool:
    """`ADD … IF NOT EXISTS` (MariaDB) of an index, key or foreign key whose name the table
    already has: the server leaves the table as it is (a note, not an error)."""
    if not element.args.get("exists"):
        return False
    name = None
    if isinstance(element, exp.Constraint) and element.this is not None:
        name = element.this.name
    elif isinstance(element, exp.UniqueColumnConstraint) and isinstance(element.this, exp.Schema):
        name = element.this.this.name if element.this.this is not None else None
    elif isinstance(element, (exp.IndexColumnConstraint, exp.ForeignKey)) and isinstance(element.this, exp.Identifier):
        name = element.this.name
    if isinstance(element, exp.PrimaryKey):
        return table.primary_key is not None
    if not name:
        return False
    low = name.lower()
    return table.index(name) is not None or any((fk.name or "").lower() == low for fk in table.foreign_keys)


def rename_in_table(table: Table, old: str, new: str) -> None:
    """Rename a column everywhere the table refers to it: indexes, foreign keys, partitioning."""
    col = table.column(old)
    if col is None:
        return
    col.name = new
    low = old.lower()
    for idx in table.indexes:
        for part in idx.parts:
            if part.column.lower() == low:
                part.column = new
    for fk in table.foreign_keys:
        fk.columns = [new if c.lower() == low else c for c in fk.columns]
    if table.partitioning is not None:
        table.partitioning.columns = [new if c.lower() == low else c for c in table.partitioning.columns]


def properties_of(tree: exp.Expression) -> list[exp.Expression]:
    props = tree.args.get("properties")
    return list(props.expressions) if isinstance(props, exp.Properties) else []


def schema_name_of(node: Any) -> Optional[str]:
    """The name in `CREATE/DROP DATABASE|SCHEMA name`: sqlglot puts it in the Table's `this`
    for DATABASE and in its `db` for SCHEMA."""
    if not isinstance(node, exp.Expression):
        return None
    if isinstance(node, exp.Table):
        return node.name or (node.args["db"].name if node.args.get("db") else None) or None
    return node.name or None


def sql_text(node: Optional[exp.Expression]) -> Optional[str]:
    """SQL text of a small expression; literals without the (slow) generator."""
    if node is None:
        return None
    if isinstance(node, exp.Literal):
        return "'" + node.this.replace("'", "''") + "'" if node.is_string else node.this
    if isinstance(node, exp.Null):
        return "NULL"
    if isinstance(node, exp.CurrentTimestamp) and node.this is None:
        return "CURRENT_TIMESTAMP"  # as SHOW CREATE TABLE prints it (sqlglot adds "()")
    return node.sql(dialect="mysql")


def int_of(node: Any) -> Optional[int]:
    if node is None:
        return None
    text = node.name if isinstance(node, exp.Expression) else str(node)
    try:
        return int(text)
    except (TypeError, ValueError):
        return None


_NO_START = object()


def generated_index_name(table: Table, column: str) -> str:
    """MySQL names an unnamed index after its first column: col, col_2, col_3, …"""
    taken = {i.name.lower() for i in table.indexes}
    if column.lower() not in taken:
        return column
    n = 2
    while f"{column}_{n}".lower() in taken:
        n += 1
    return f"{column}_{n}"


def index_parts(nodes: list) -> list[IndexPart]:
    parts = []
    for node in nodes:
        desc = False
        if isinstance(node, exp.Ordered):
            desc = bool(node.args.get("desc"))
            node = node.this
        if isinstance(node, exp.ColumnPrefix):
            parts.append(IndexPart(node.this.name, prefix=int_of(node.expression), descending=desc))
        elif isinstance(node, (exp.Column, exp.Identifier)):
            parts.append(IndexPart(node.name, descending=desc))
        elif isinstance(node, exp.Anonymous) and len(node.expressions) == 1:
            # sqlglot may read `col(10)` as a call: a prefix
            parts.append(IndexPart(node.name, prefix=int_of(node.expressions[0]), descending=desc))
        elif node is not None:
            text = node.sql(dialect="mysql")
            cols = [c.name for c in node.find_all(exp.Column)]
            parts.append(IndexPart(cols[0] if cols else text, descending=desc, expression=text))
    return parts


def index_options(index: Index, node: exp.Expression) -> None:
    using = node.args.get("index_type")
    if isinstance(using, str) and using:
        index.using = using.upper()
    elif isinstance(using, exp.Expression):
        index.using = using.name.upper()
    for opt in node.args.get("options") or []:
        if not isinstance(opt, exp.IndexConstraintOption):
            continue
        if opt.args.get("visible") is False:
            index.visible = False
        if opt.args.get("using"):
            index.using = str(opt.args["using"]).upper()
        if opt.args.get("comment") is not None:
            index.comment = opt.args["comment"].name
        if opt.args.get("parser") is not None:
            index.parser = opt.args["parser"].name


def ref_action(options: str, event: str) -> Optional[str]:
    upper = options.upper()
    key = f"ON {event} "
    if key not in upper:
        return None
    rest = upper.split(key, 1)[1]
    for action in ("CASCADE", "SET NULL", "SET DEFAULT", "RESTRICT", "NO ACTION"):
        if rest.startswith(action):
            return action
    return None


def partition_defs(definitions: list, span: Span) -> list[PartitionDef]:
    """PartitionDefs for the definitions of ADD / REORGANIZE PARTITION (read as PARTITION BY reads them)."""
    if not definitions:
        return []
    node = exp.Property(this=exp.var(PARTITION_BY), value=struct(method="RANGE", definitions=list(definitions)))
    return partitioning_from(node, span).partitions


def partition_span(stmt: Statement, node: exp.Expression) -> Span:
    """The line of the partitioning clause (its first positioned identifier), else the statement."""
    return node_span(stmt, node)


def partitioning_from(node: exp.Property, span: Span) -> Partitioning:
    """Partitioning from the `PARTITION BY` property that dialect.py parses."""
    spec = fields(node.args.get("value"))
    expr = spec.get("expr")
    expression = expr.sql(dialect="mysql") if expr is not None else spec.get("rotation")  # SYSTEM_TIME: INTERVAL | LIMIT
    if expr is not None:
        columns = [c.name for c in expr.find_all(exp.Column)]
    else:
        columns = [c.name for c in spec.get("columns") or []]
    parts = []
    definitions = [fields(d) for d in spec.get("definitions") or []]
    for d in definitions:
        kind = d.get("kind")
        values = d.get("values") or []
        if d.get("maxvalue") and len(values) <= 1:  # MAXVALUE, (MAXVALUE)
            text = f"{kind} MAXVALUE"
        elif kind in ("LESS THAN", "IN"):
            text = f"{kind} (" + ", ".join(
                "MAXVALUE" if isinstance(v, exp.Column) and v.name.upper() == "MAXVALUE" else sql_text(v)
                for v in values) + ")"
        else:
            text = kind
        parts.append(PartitionDef(d["name"].name, text))
    sub = fields(spec.get("subpartition")) if spec.get("subpartition") is not None else None
    sub_count = int_of(sub.get("count")) if sub else None
    if sub and sub_count is None:  # (SUBPARTITION s0, SUBPARTITION s1) per partition
        sub_count = max((len(d.get("subpartitions") or []) for d in definitions), default=0) or None
    return Partitioning(
        method=spec["method"], linear=bool(spec.get("linear")), expression=expression, columns=columns,
        partitions=parts, count=int_of(spec.get("count")),
        subpartition_method=sub["method"] if sub else None,
        subpartition_count=sub_count, span=span,
    )


@cache
def _reserved() -> frozenset:
    """The words MySQL 8.0 or MariaDB reserves."""
    from ..read.reserved_words import MARIADB_1011, MYSQL_80

    return MYSQL_80 | MARIADB_1011


def unquoted_reserved(table: Table, tree: exp.Create) -> frozenset:
    """The table's own names that are reserved words (MySQL 8.0's or MariaDB's) and that its
    CREATE TABLE writes without backticks somewhere (but after a qualifier's dot)."""
    risky = _reserved().intersection(
        [table.name.lower(), *[c.name.lower() for c in table.columns], *[i.name.lower() for i in table.indexes]])
    if not risky:
        return frozenset()
    found: set = set()
    stack: list = []
    children: Any = (tree,)
    while True:
        for node in children:
            if node.meta_get(SHIFT) is not None:  # a part other tables share: its names are read once
                names = node.meta_get(_UNQUOTED)
                if names is None:
                    names = _unquoted_names(node)
                if not risky.isdisjoint(names):
                    found |= names
            elif node.__class__ is exp.Identifier:
                if not node.args.get("quoted"):
                    found.add(node.name.lower())
            else:
                stack.append(node)
        if not stack:
            return frozenset(found & risky)
        node = stack.pop()
        if node.__class__ is exp.Table and node.args.get("db") is not None:
            # `db.select`: the word after a qualifier's dot is a name to the lexer, reserved or not
            children = [e for e in node.iter_expressions() if e is not node.this]
        else:
            children = node.iter_expressions()


_UNQUOTED = "schemalint_unquoted_names"  # meta key of a shared part: the names it writes without backticks


def _unquoted_names(node: exp.Expression) -> frozenset:
    names = node.meta_get(_UNQUOTED)
    if names is None:
        names = node.meta[_UNQUOTED] = frozenset(
            ident.name.lower() for ident in node.find_all(exp.Identifier) if not ident.args.get("quoted"))
    return names


def node_span(stmt: Statement, node: Optional[exp.Expression]) -> Span:
    """Span of an AST node, from the first identifier below it that carries a position
    (breadth first, as `node.find_all(exp.Identifier)` finds them); the column moves back
    to where the clause starts on its line."""
    if node is None:
        return stmt.span
    if stmt.kind == "CREATE TABLE":
        shift = node.meta_get(SHIFT)
        if shift is not None:  # a part other tables share: its name's offsets are kept on it
            at = part_name_at(node)
            # (a node given a part's meta, MariaDB's foreign key for a column's REFERENCES, is not that part)
            if at and at[2].parent is node:
                return _clause_span(stmt, at[0] + shift, at[1] + shift)
    start = end = _NO_START
    ident = node
    if not isinstance(node, _IDENTIFIER):
        # nearly always one of the node's children (a column definition's name): those
        # first, in iter_expressions' order, before the walk
        for value in node.args.values():
            if isinstance(value, _IDENTIFIER):
                start = value.meta_get("start", _NO_START)
                if start is not _NO_START:
                    end, ident = value.meta["end"], value
                    break
            elif isinstance(value, list):
                for child in value:
                    if isinstance(child, _IDENTIFIER):
                        start = child.meta_get("start", _NO_START)
                        if start is not _NO_START:
                            end, ident = child.meta["end"], child
                            break
                if start is not _NO_START:
                    break
    if start is _NO_START:
        ident = next((i for i in node.find_all(_IDENTIFIER) if i.meta_get("start", _NO_START) is not _NO_START),
                     None)
        if ident is None:
            return stmt.span
        start, end = ident.meta["start"], ident.meta["end"]
    if stmt.kind == "CREATE TABLE":  # a part shared with other tables was parsed elsewhere
        # shifted_offset(ident, 0), its usual first steps inline: the identifier is a child
        # of the part
        shift = ident.meta_get(SHIFT)
        if shift is None:
            shift = node.meta_get(SHIFT) if ident.parent is node else None
            if shift is None:
                shift = shifted_offset(ident, 0)
        start, end = start + shift, end + shift
    return _clause_span(stmt, start, end)


_NAME_AT = "schemalint_name_at"  # meta key of a shared part: (start, end, node) of the name node_span reads, or False


def part_name_at(node: exp.Expression) -> Any:
    """(start, end, the name) in the part's own text of the name node_span places a shared part
    by, when that name is one of its children (a column's, a key's); False: node_span looks it up.
    Kept in the part's meta."""
    at = node.meta_get(_NAME_AT)
    if at is None:
        at = node.meta[_NAME_AT] = _part_name_at(node)
    return at


def shared_part_span(stmt: Statement, node: exp.Expression, shift: int, at: Any) -> Span:
    """node_span of a part other tables share, placed at `shift` in this CREATE TABLE, whose
    part_name_at is `at` (the caller's, kept from an earlier table)."""
    if at and at[2].parent is node and stmt.kind == "CREATE TABLE":
        return _clause_span(stmt, at[0] + shift, at[1] + shift)
    return node_span(stmt, node)


def _part_name_at(node: exp.Expression) -> Any:
    for value in node.args.values():
        for child in value if isinstance(value, list) else (value,):
            if isinstance(child, _IDENTIFIER):
                start = child.meta_get("start", _NO_START)
                if start is not _NO_START:
                    if child.parent is node and child.meta_get(SHIFT) is None:
                        return start, child.meta["end"], child
                    return False
    return False


def _clause_span(stmt: Statement, start: int, end: int) -> Span:
    """The span from `start` to `end` (offsets in the statement), its start moved back to where
    the clause begins on its line."""
    # the clause starts at the first non-blank character of the line holding `start`, if that
    # line begins inside the statement; read in the file's text when the statement's is a
    # slice of it (no copy of the statement for every column)
    text, base = stmt.blanked, 0
    if text is None:
        text, base = stmt.source.text, stmt.start
    at, stop = base + start, base + stmt.end - stmt.start
    newline = text.rfind("\n", base, at if at < stop else stop)
    if newline >= 0:  # the line starts inside the statement: at its first non-blank character
        at -= len(text[newline + 1:at].lstrip(" \t"))
    return stmt.source.span(stmt.start - base + at, stmt.start + end + 1)


def apply_table_options(table: Table, props: list, schema_charset, schema_collation) -> None:
    opts = table.options
    # ALTER TABLE … CHARSET x alone resets the collation to x's default, and COLLATE y
    # alone sets the charset to y's: forget the old value so the resolution below redoes it
    has_charset = any(isinstance(p, exp.CharacterSetProperty) for p in props)
    has_collation = any(isinstance(p, exp.CollateProperty) for p in props)
    if has_charset and not has_collation:
        opts.collation = None
    elif has_collation and not has_charset:
        opts.charset = None
    for prop in props:
        if isinstance(prop, exp.EngineProperty):
            opts.engine = prop.this.name
        elif isinstance(prop, exp.CharacterSetProperty):
            # CHARACTER SET DEFAULT: the schema's (resolved below)
            opts.charset = None if prop.this.name.upper() == "DEFAULT" else charsets.normalize(prop.this.name)
        elif isinstance(prop, exp.CollateProperty):
            opts.collation = charsets.normalize_collation(prop.this.name)
        elif isinstance(prop, exp.RowFormatProperty):
            opts.row_format = prop.this.name.upper()
        elif isinstance(prop, exp.AutoIncrementProperty):
            opts.auto_increment = int_of(prop.this)
        elif isinstance(prop, exp.SchemaCommentProperty):
            opts.comment = prop.this.name
        elif isinstance(prop, exp.Property) and not is_partition_by(prop):
            key = prop.name.upper()
            value = prop.args.get("value")
            text = value.name if isinstance(value, (exp.Var, exp.Literal, exp.Identifier)) else (
                value.sql(dialect="mysql") if value is not None else "")
            if key == "KEY_BLOCK_SIZE":
                opts.key_block_size = int_of(value)
            elif key == "TABLESPACE":
                opts.tablespace = text
            elif key:  # TEMPORARY and other flag properties have no name
                opts.other[key] = text
    # resolve: collation implies charset; else schema's; else the server default
    if opts.charset is None and opts.collation:
        opts.charset = charsets.charset_of_collation(opts.collation)
    if opts.charset is None:
        opts.charset = schema_charset or (charsets.charset_of_collation(schema_collation) if schema_collation else None)
        opts.collation = opts.collation or (schema_collation if opts.charset and schema_collation
                                            and charsets.charset_of_collation(schema_collation) == opts.charset else None)
    if opts.charset is None:
        opts.charset = charsets.SERVER_DEFAULT_CHARSET
    if opts.collation is None:
        opts.collation = charsets.DEFAULT_COLLATION.get(opts.charset)
