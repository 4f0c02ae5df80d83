"""What each clause of a schema change costs on the server, judged on its own against the
table as it is before the statement: algorithm, rebuild, lock, what it destroys, and what
existing rows can make it fail (with a query that finds them).

Which servers, and where each decision comes from
-------------------------------------------------
`[server] version` picks the decision table (default MySQL 8.0.40):

* MySQL 8.0 and 8.4 — Reference Manual 17.12.1 "Online DDL Operations" (numbered 15.12.1 in
  older 8.0 editions): its tables for index, primary key, column, generated column, foreign
  key, table and partitioning operations. Version gates kept: INSTANT ADD COLUMN from 8.0.12
  (last position only before 8.0.29), INSTANT DROP COLUMN and ADD COLUMN anywhere from
  8.0.29, INSTANT RENAME COLUMN from 8.0.28. MySQL rejects an explicit LOCK clause next to
  ALGORITHM=INSTANT ("only LOCK=DEFAULT is permitted"), and a LOCK clause without ALGORITHM
  rules INSTANT out. ALGORITHM=INPLACE *forces* in-place: an instant-capable ADD COLUMN then
  rebuilds the table. 8.4 behaves as 8.0.29+ for everything modelled here.
* MariaDB 10.11 — Knowledge Base "InnoDB Online DDL Operations with the INSTANT Alter
  Algorithm", "… with the NOCOPY Alter Algorithm", "… with the INPLACE Alter Algorithm", and
  what 10.11 actually does, checked clause by clause against a live server
  (tests/test_online_ddl.py, the `live` agreement test). There, ALGORITHM names the *least*
  efficient algorithm allowed, NOCOPY means "in place without a rebuild", RENAME INDEX,
  AUTO_INCREMENT=, DEFAULT CHARSET=, DROP FOREIGN KEY and column reordering are INSTANT,
  partition maintenance clauses take no ALGORITHM/LOCK at all (a syntax error), DROP INDEX …
  ON t takes none either, and a change of engine or of partitioning accepts
  ALGORITHM=INSTANT/NOCOPY yet copies the table (only INPLACE is refused).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from sqlglot import exp

from ...read import charsets
from ...read.dialect import CONVERT_CHARSET, PARTITION_OP, fields, is_named_property, is_partition_by
from ..ddl import EXCLUSIVE, INSTANT, NONE, SHARED, column_list, quote
from ...model import ALL_NULL, DISTINCT, INTEGER_TYPES, PRIMARY, UNIQUE, Column, Span, Table
from ...read.source import Statement
from .costs import Action, Cost, Server, copy, inplace, instant
from .skipped_clauses import changes_nothing

_INT_RANK = {"TINYINT": 1, "SMALLINT": 2, "MEDIUMINT": 3, "INT": 4, "BIGINT": 5}
_TEXT_RANK = {"TINYTEXT": 1, "TEXT": 2, "MEDIUMTEXT": 3, "LONGTEXT": 4,
              "TINYBLOB": 1, "BLOB": 2, "MEDIUMBLOB": 3, "LONGBLOB": 4}
_TEMPORAL_DATE = frozenset({"DATE", "DATETIME", "TIMESTAMP"})
_UNICODE = frozenset({"utf8mb4", "utf8mb3", "utf16", "utf16le", "utf32", "ucs2", "gb18030"})


NULLS = "NULL"  # _one_value_for_every_row: the new key's column is NULL in every existing row


class TableJudge:
    """Judges the clauses of one statement on one table (the table as it is before it)."""

    def __init__(self, stmt: Statement, builder: Any, server: Server, table: Table, clauses: list):
        self.builder = builder  # build.Builder: the model before the statement
        self.server = server
        self.table = table
        self.stmt = stmt
        self.clauses = clauses
        self.adds_primary = any(_adds_primary(c) for c in clauses)
        self.drops_primary = any(_drops_primary(c) for c in clauses)
        # columns this migration (this file) added to the table, before this statement and in it
        self.added: dict[str, Column] = builder.columns_added.setdefault(
            (self.stmt.path, table.qualified_name.lower()), {})

    def added_here(self, name: str) -> Optional[Column]:
        """The column as this migration added it, when it did: the rows hold only what the ADD
        COLUMN gave them (a query naming it cannot run before the migration)."""
        return self.added.get(name.lower())

    def span(self, node: Any) -> Span:
        return self.builder.clause_span(self.stmt, node)

    def filled(self, name: str) -> Optional[str]:
        """What an UPDATE before this statement left in every row of the column (model.ALL_NULL
        is not a value): DISTINCT, ONE_VALUE, FILLED, or None."""
        how = (self.table.filled or {}).get(name.lower())
        return None if how == ALL_NULL else how

    def _no_duplicates_nor_nulls(self, columns: list[str]) -> bool:
        """A new key on these columns cannot fail on the existing rows: one column holds a
        different value in every row (AUTO_INCREMENT added in this migration, or filled by
        UUID()), and none holds a NULL."""
        wanted = {c.lower() for c in columns}
        for key in self.table.indexes:  # a key the rows already satisfy, and more columns
            if key.kind in (PRIMARY, UNIQUE) and not any(p.prefix or p.expression for p in key.parts) and \
                    {c.lower() for c in key.columns} <= wanted and all(
                    (c := self.table.column(n)) is not None and not c.nullable for n in key.columns) and all(
                    (c := self.table.column(n)) is not None and not c.nullable for n in columns):
                return True
        distinct = False
        for name in columns:
            added = self.added_here(name)
            col = added if added is not None else self.table.column(name)
            if col is None:
                return False
            how = self.filled(name)
            if (added is not None and added.auto_increment) or how == DISTINCT:
                distinct = True
            if col.nullable and not col.auto_increment and how is None:
                if not (added is not None and added.default not in (None, "NULL")):
                    return False
        return distinct

    # -- dispatch ---------------------------------------------------------------------
    def clause(self, node: Any) -> list[Action]:
        if isinstance(node, exp.Expression) and changes_nothing(self.table, node):
            return []  # MariaDB's IF [NOT] EXISTS, and the table already is that way
        if isinstance(node, exp.ColumnDef):
            return self.add_column(node)
        if isinstance(node, (exp.PrimaryKey, exp.UniqueColumnConstraint, exp.IndexColumnConstraint,
                             exp.ForeignKey, exp.Constraint, exp.AddConstraint)):
            return self.add_constraint(node)
        if isinstance(node, exp.Drop):
            return self.drop(node)
        if isinstance(node, exp.DropPrimaryKey):
            return [self.drop_primary(node)]
        if isinstance(node, exp.ModifyColumn) and isinstance(node.this, exp.ColumnDef):
            return [self.modify_column(node)]
        if isinstance(node, exp.RenameColumn):
            return [self.rename_column(node)]
        if isinstance(node, exp.AlterColumn):
            return [Action("ALTER COLUMN", node.this.name if node.this else "",
                           instant("only the default (or visibility) in the data dictionary"), self.span(node),
                           fallback=inplace("metadata only"))]
        if isinstance(node, exp.RenameIndex):
            return [self.rename_index(node)]
        if isinstance(node, exp.AlterIndex):
            return [self.alter_index(node)]
        if isinstance(node, exp.AlterRename):
            lock = EXCLUSIVE if self.server.mariadb else NONE
            return [Action("RENAME TO", node.this.name if node.this else "", instant("a data-dictionary change", lock),
                           self.span(node), fallback=inplace("metadata only", lock=lock))]
        if isinstance(node, exp.ForceProperty):
            return [Action("FORCE", "", inplace("a null rebuild of the table", rebuild=True), self.stmt.span)]
        if is_partition_by(node):
            return [self.partition_by(node)]
        if is_named_property(node, PARTITION_OP):
            return [self.partition_operation(node)]
        if is_named_property(node, CONVERT_CHARSET):
            return [self.convert_charset(node)]
        if isinstance(node, exp.Properties):
            return [a for p in node.expressions for a in self.table_option(p)]
        if isinstance(node, exp.Property):
            return self.table_option(node)
        return []

    # -- columns ----------------------------------------------------------------------
    def add_column(self, node: exp.ColumnDef) -> list[Action]:
        column, inline = self.builder.column_definition(self.stmt, self.table, node)
        span = self.span(node)
        server = self.server
        name = column.name
        fts = any(i.kind == "FULLTEXT" for i in self.table.indexes)
        compressed = (self.table.options.row_format or "").upper() == "COMPRESSED"
        position = node.args.get("position")
        last = position is None
        if column.generated is not None and column.generated_stored:
            cost = copy("adding a STORED generated column copies the table")
        elif column.auto_increment:
            cost = inplace("adding an AUTO_INCREMENT column rebuilds the table and blocks writes",
                           rebuild=True, lock=SHARED)
        elif column.generated is not None:
            cost = instant("a VIRTUAL column is metadata only")
        elif fts:
            cost = inplace("the table has a FULLTEXT index (hidden FTS_DOC_ID): no INSTANT ADD COLUMN", rebuild=True)
        elif compressed:
            cost = inplace("ROW_FORMAT=COMPRESSED: no INSTANT ADD COLUMN", rebuild=True)
        elif server.mariadb or server.at_least(8, 0, 29) or (server.at_least(8, 0, 12) and last):
            cost = instant("INSTANT ADD COLUMN")
        else:
            cost = inplace("before MySQL 8.0.29 only a last column is added instantly", rebuild=True)
        self.added[name.lower()] = column
        actions = [Action("ADD COLUMN", name, cost, span, fallback=inplace("adding a column in place rebuilds the table",
                                                                         rebuild=True, lock=cost.lock if cost.algorithm != INSTANT else NONE),
                          may_fail=self._add_column_may_fail(column),
                          may_fail_severity="warning" if column.data_type in _TEMPORAL_DATE else "info")]
        for index in inline:
            actions.append(self.add_index(index.kind, index.name or name, index.columns, span))
        return actions

    @staticmethod
    def _add_column_may_fail(column: Column) -> Optional[str]:
        if column.nullable or column.default is not None or column.auto_increment or column.generated is not None:
            return None
        from ...replay.insert_order import column_type_text  # (the type as written: CHAR(36), not CHAR)

        if column.data_type in _TEMPORAL_DATE:
            return (f"{column.name} {column_type_text(column)} NOT NULL has no DEFAULT: existing rows would get the "
                    f"zero date, which strict sql_mode with NO_ZERO_DATE (MySQL's default) rejects")
        return (f"{column.name} {column_type_text(column)} NOT NULL has no DEFAULT: every existing row silently gets the "
                f"implicit default ({'0' if column.data_type in INTEGER_TYPES or column.data_type in ('DECIMAL', 'FLOAT', 'DOUBLE') else chr(39) * 2})")

    def modify_column(self, node: exp.ModifyColumn) -> Action:
        old_node = node.args.get("rename_from")
        old_name = old_node.name if old_node is not None else node.this.name
        kind = "CHANGE COLUMN" if old_node is not None else "MODIFY COLUMN"
        span = self.span(node)
        old = self.table.column(old_name)
        new, _ = self.builder.column_definition(self.stmt, self.table, node.this)
        if old is None:
            return Action(kind, old_name, copy("unknown column: assumed to change its type"), span, assumed=True)
        if new.nullable and any(i.kind == "PRIMARY" and old.name.lower() in (c.lower() for c in i.columns)
                                for i in self.table.indexes):
            new = replace(new, nullable=False)  # a PRIMARY KEY column stays NOT NULL whatever MODIFY says
        costs, may_fail, check = self._column_change(old, new, node.this.args.get("position") is not None)
        fix = fix_unapplied = None
        if may_fail and self.filled(old.name) and old.nullable and not new.nullable:
            # an UPDATE gave every row a value: NOT NULL cannot fail on a NULL
            may_fail, check = self._column_change(replace(old, nullable=False), new, False)[1:]
        if may_fail and self.added_here(old.name) is not None:
            check = None  # the column does not exist before this migration
            if old.nullable and not new.nullable and old.default is None:
                may_fail = (f"{old.name} was added by this migration NULL without a DEFAULT: every existing row "
                            f"holds NULL in it unless an UPDATE in between fills it, and NOT NULL makes the ALTER fail")
                fix = (f"Give {old.name} its value where it is added (ADD COLUMN {quote(old.name)} … NOT NULL "
                       f"DEFAULT …), or fill it with an UPDATE before this statement.")
                fix_unapplied = f"Edit this migration (it is not applied yet): {fix[0].lower()}{fix[1:]}"
        worst = max(costs, key=lambda c: c.rank)
        target = old_name if old_name.lower() == new.name.lower() else f"{old_name} → {new.name}"
        fallback = inplace("metadata only") if worst.algorithm == INSTANT else None
        if worst.algorithm == INSTANT and any("reorder" in c.reason for c in costs):
            fallback = inplace("reordering columns in place rebuilds the table", rebuild=True)
        in_index = any(old.name.lower() in (c.lower() for c in i.columns) for i in self.table.indexes)
        return Action(kind, target, worst, span, fallback=fallback,
                      builds_index=in_index and worst.rank >= 2, may_fail=may_fail, check=check, fix=fix,
                      fix_unapplied=fix_unapplied)

    def _column_change(self, old: Column, new: Column, moved: bool) -> tuple[list[Cost], Optional[str], Optional[str]]:
        """The costs of turning `old` into `new`, why existing rows may make it fail, and a
        query that counts those rows."""
        server = self.server
        costs: list[Cost] = []
        fails: list[str] = []
        where: list[str] = []
        if moved:
            costs.append(instant("reordering columns is INSTANT (MariaDB 10.4+)") if server.mariadb else
                         inplace("reordering columns rebuilds the table", rebuild=True))
        if old.name != new.name:
            if server.mariadb or server.at_least(8, 0, 28):
                costs.append(instant("renaming a column is metadata only"))
            else:
                costs.append(inplace("renaming a column is metadata only"))
        if (old.default, old.comment, old.on_update) != (new.default, new.comment, new.on_update):
            costs.append(instant("default/comment changes are metadata only"))
        if old.nullable and not new.nullable:
            costs.append(inplace("NULL → NOT NULL rebuilds the table (strict sql_mode)", rebuild=True))
            fails.append(f"{old.name} becomes NOT NULL: a NULL in any existing row makes the ALTER fail")
            where.append(f"{quote(old.name)} IS NULL")
        elif not old.nullable and new.nullable:
            costs.append(inplace("NOT NULL → NULL rebuilds the table", rebuild=True))
        type_cost, type_fail = self._type_change(old, new)
        if type_cost is not None:
            costs.append(type_cost)
        if type_fail:
            fails.append(type_fail)
            condition = _out_of_range(old, new)
            if condition:
                where.append(condition)
        if not costs:
            costs.append(instant("nothing stored changes"))
        check = f"SELECT COUNT(*) FROM {quote(self.table.name)} WHERE {' OR '.join(where)};" if where else None
        return costs, "; ".join(fails) or None, check

    def _type_change(self, old: Column, new: Column) -> tuple[Optional[Cost], Optional[str]]:
        server = self.server
        same = _type_key(old) == _type_key(new)
        if same and (old.charset, old.collation) == (new.charset, new.collation):
            return None, None
        narrowing = _narrowing(old, new)
        if (server.mariadb and old.auto_increment and not new.auto_increment
                and (old.charset, old.collation) == (new.charset, new.collation)
                and _type_key(replace(old, auto_increment=False)) == _type_key(new)):
            # (MariaDB 10.11 runs `MODIFY c INT` of an AUTO_INCREMENT c with ALGORITHM=INSTANT)
            return instant("dropping AUTO_INCREMENT is metadata only"), None
        if same:  # only the character set or collation differs
            if old.charset == new.charset and server.mariadb:
                # MariaDB 10.3.8+ (MDEV-15564): a collation change is metadata only, but the indexes
                # on the column are rebuilt in place (knowledge base: InnoDB Online DDL Operations)
                if any(old.name.lower() in (c.lower() for c in i.columns) for i in self.table.indexes):
                    return inplace("changing an indexed column's collation rebuilds its indexes in place"), None
                return instant("changing a column's collation is metadata only in MariaDB 10.3.8+"), None
            if old.charset == new.charset:
                return copy("changing a column's collation copies the table"), None
            if (server.mariadb and old.charset == "utf8mb3" and new.charset == "utf8mb4"
                    and _length_bytes_same(old, new, server)):
                return instant("utf8mb3 → utf8mb4 is INSTANT in MariaDB 10.x when the length bytes do not change"), None
            return copy("changing a column's character set copies the table"), narrowing
        if (old.data_type == new.data_type and old.data_type in ("VARCHAR", "VARBINARY")
                and (old.charset, old.collation) == (new.charset, new.collation)
                and _attrs_except_length(old) == _attrs_except_length(new) and (new.length or 0) > (old.length or 0)):
            if _length_bytes_same(old, new, server):
                return (instant("extending a VARCHAR is INSTANT while its length bytes do not change")
                        if server.mariadb else
                        inplace("extending a VARCHAR is in place while its length bytes stay the same (≤ 255 or > 255 bytes)")), None
            return copy("extending a VARCHAR across 255 bytes (1 → 2 length bytes) copies the table"), None
        if old.data_type == new.data_type and old.data_type in ("ENUM", "SET") and _attrs_except_values(old) == _attrs_except_values(new):
            if new.values[: len(old.values)] == old.values and _enum_bytes(old) == _enum_bytes(new):
                return instant(f"appending {old.data_type} members keeps the storage size: metadata only"), None
            return copy(f"changing {old.data_type} members other than appending copies the table"), narrowing
        return copy("changing a column's type copies the table"), narrowing

    def rename_column(self, node: exp.RenameColumn) -> Action:
        name = f"{node.this.name} → {node.args['to'].name}"
        cost = instant("renaming a column is metadata only") if (self.server.mariadb or self.server.at_least(8, 0, 28)) \
            else inplace("renaming a column is metadata only")
        return Action("RENAME COLUMN", name, cost, self.span(node), fallback=inplace("metadata only"))

    # -- indexes and constraints -----------------------------------------------------
    def add_constraint(self, node: Any) -> list[Action]:
        if isinstance(node, exp.AddConstraint):
            return [a for inner in node.expressions for a in self.add_constraint(inner)]
        name = None
        inner_nodes = [node]
        if isinstance(node, exp.Constraint):
            name = node.this.name if node.this else None
            inner_nodes = list(node.expressions)
        out = []
        for inner in inner_nodes:
            span = self.span(inner)
            if isinstance(inner, exp.PrimaryKey):
                out.append(self.add_index(PRIMARY, PRIMARY, [_part_name(e) for e in inner.expressions], span))
            elif isinstance(inner, exp.UniqueColumnConstraint):
                schema = inner.this
                cols = [_part_name(e) for e in (schema.expressions if isinstance(schema, exp.Schema) else [schema] if schema else [])]
                idx_name = (schema.this.name if isinstance(schema, exp.Schema) and schema.this else None) or name or (cols[0] if cols else "")
                out.append(self.add_index(UNIQUE, idx_name, cols, span))
            elif isinstance(inner, exp.IndexColumnConstraint):
                kind = (inner.args.get("kind") or "").upper() or "INDEX"
                cols = [_part_name(e) for e in inner.expressions]
                out.append(self.add_index(kind, inner.this.name if inner.this else (name or (cols[0] if cols else "")), cols, span))
            elif isinstance(inner, exp.ForeignKey):
                ref = inner.args.get("reference")
                ref_schema = ref.this if ref is not None else None
                target = ref_schema.this.name if isinstance(ref_schema, exp.Schema) else ""
                ref_cols = [c.name for c in ref_schema.expressions] if isinstance(ref_schema, exp.Schema) else []
                cols = [c.name for c in inner.expressions]
                out.append(Action("ADD FOREIGN KEY", name or "", copy(
                    "adding a foreign key copies the table unless foreign_key_checks=0 (then in place)"), span,
                    may_fail=f"rows whose ({', '.join(cols)}) has no match in {target} make it fail",
                    check=self._check_of(cols, _orphans_check(self.table, cols, target, ref_cols))))
            elif isinstance(inner, exp.CheckColumnConstraint):
                out.append(Action("ADD CHECK", name or "", copy("a new CHECK constraint is validated by copying the table"),
                                  span, may_fail="rows that violate the CHECK make it fail"))
        return out

    def add_index(self, kind: str, name: str, columns: list[str], span: Span) -> Action:
        kind = (kind or "INDEX").upper()
        table = self.table
        may_fail = None
        clustered_now = table.clustered_index()
        certain = self._one_value_for_every_row(kind, columns)
        if kind in (PRIMARY, UNIQUE) and self._no_duplicates_nor_nulls(columns):
            certain = NULLS  # (read by _certain as: nothing can collide)
        if kind == PRIMARY:
            cost = inplace("a new PRIMARY KEY rebuilds the clustered index", rebuild=True)
            may_fail = f"duplicate or NULL values of ({', '.join(columns)}) in existing rows make it fail"
            return self._certain(certain, columns, Action(
                "ADD PRIMARY KEY", f"({', '.join(columns)})", cost, span, builds_index=True,
                may_fail=may_fail, check=self._check_of(columns, _duplicates_check(table, columns))))
        if kind == "FULLTEXT":
            first = not any(i.kind == "FULLTEXT" for i in table.indexes) and table.column("FTS_DOC_ID") is None
            cost = inplace("the first FULLTEXT index adds a hidden FTS_DOC_ID column and rebuilds the table"
                           if first else "a FULLTEXT index is built in place", rebuild=first, lock=SHARED)
            return Action("ADD FULLTEXT INDEX", name, cost, span, builds_index=True)
        if kind == "SPATIAL":
            return Action("ADD SPATIAL INDEX", name, inplace("a SPATIAL index is built in place but blocks writes",
                                                             lock=SHARED), span, builds_index=True)
        if kind == UNIQUE:
            may_fail = f"duplicate values of ({', '.join(columns)}) in existing rows make it fail"
            becomes_clustered = (clustered_now.source == "hidden" and not self.adds_primary and columns and all(
                (c := table.column(n)) is not None and not c.nullable for n in columns))
            check = self._check_of(columns, _duplicates_check(table, columns))
            if becomes_clustered:
                cost = inplace("the first NOT NULL UNIQUE key of a table without PRIMARY KEY becomes the "
                               "clustered index: the table is rebuilt", rebuild=True)
                return self._certain(certain, columns, Action("ADD UNIQUE", name, cost, span, builds_index=True,
                                                     may_fail=may_fail, check=check))
            return self._certain(certain, columns, Action(
                "ADD UNIQUE", name, inplace("a secondary index is built in place; writes go on"), span,
                builds_index=True, may_fail=may_fail, check=check))
        return Action("ADD INDEX", name, inplace("a secondary index is built in place; writes go on"), span,
                      builds_index=True)

    def _check_of(self, columns: list[str], check: Optional[str]) -> Optional[str]:
        """No check query naming a column this migration adds (it cannot run before it)."""
        return None if any(self.added_here(c) is not None for c in columns) else check

    def _one_value_for_every_row(self, kind: str, columns: list[str]) -> Optional[str]:
        """When every column of a new UNIQUE or PRIMARY key was added by this migration with
        one value for all existing rows (NOT NULL, or a constant DEFAULT): those values, in
        words; else None. Two rows then collide: the key is certain to fail."""
        if kind not in (PRIMARY, UNIQUE) or not columns:
            return None
        values = []
        for name in columns:
            c = self.added_here(name)
            if c is None or c.auto_increment or c.generated is not None:
                return None
            default = c.default
            if default is None or default.upper() == "NULL":
                if c.nullable:
                    return NULLS if kind == UNIQUE else None  # NULLs do not collide in a UNIQUE key
                default = "0" if c.data_type in INTEGER_TYPES or c.data_type in ("DECIMAL", "FLOAT", "DOUBLE") else \
                    "''" if c.is_string else None
                if default is None:
                    return None
            elif default.startswith("("):
                return None  # an expression default (UUID()) may differ row by row
            values.append(f"{c.name} = {default}")
        return ", ".join(values)

    def _certain(self, values: Optional[str], columns: list[str], action: Action) -> Action:
        """`action` as certain to fail when `values` (_one_value_for_every_row) says so."""
        if values is None:
            return action
        if values is NULLS:  # a new column holds NULL in every row: nothing to collide
            return replace(action, may_fail=None, check=None)
        cols = ", ".join(columns)
        key = "PRIMARY KEY" if action.kind == "ADD PRIMARY KEY" else "UNIQUE key"
        fix = (f"Add {cols} NULL without the DEFAULT (NULLs do not collide in a UNIQUE key), fill it with distinct "
               f"values, and add the {key} in a statement after that.")
        return replace(action, may_fail=(  # the decisive clause first: it is what the headline keeps
            f"with 2 rows or more the {key} is certain to fail (duplicate entry): {cols} "
            f"{'is' if ',' not in cols else 'are'} added by this migration with one value for every existing "
            f"row ({values})"),
            may_fail_severity="error", check=None, fix=fix,
            fix_unapplied=f"Edit this migration (it is not applied yet): {fix[0].lower()}{fix[1:]}")

    def drop(self, node: exp.Drop) -> list[Action]:
        kind = (node.args.get("kind") or "").upper()
        names = [t.name for t in (node.args.get("tables") or [node.this]) if t is not None]
        span = self.span(node)
        out = []
        for name in names:
            if kind == "COLUMN" or (not kind and name):
                out.extend(self.drop_column(name, span))
            elif kind in ("INDEX", "KEY"):
                out.append(self.drop_index(name, span))
            elif kind == "FOREIGN KEY":
                cost = instant("dropping a foreign key is metadata only") if self.server.mariadb else \
                    inplace("dropping a foreign key is metadata only")
                out.append(Action("DROP FOREIGN KEY", name, cost, span, fallback=inplace("metadata only")))
            elif kind in ("CHECK", "CONSTRAINT"):
                out.append(Action(f"DROP {kind}", name, instant("dropping a constraint is metadata only"), span,
                                  fallback=inplace("metadata only")))
        if "PRIMARY" in kind:
            out.append(self.drop_primary(node))
        return out

    def drop_column(self, name: str, span: Span) -> list[Action]:
        table, server = self.table, self.server
        column = table.column(name)
        low = name.lower()
        touched = [i for i in table.indexes if low in (c.lower() for c in i.columns)]
        only_this = [i for i in touched if len(i.parts) == 1]
        narrowed = [i for i in touched if len(i.parts) > 1]
        if narrowed or any(i.is_primary for i in touched):
            cost = inplace("the column is part of a multi-column index (or the PRIMARY KEY), which is rebuilt",
                           rebuild=True)
        elif only_this:
            cost = inplace(f"its index {only_this[0].name} is dropped with it", rebuild=False)
        elif server.mariadb or server.at_least(8, 0, 29):
            cost = instant("INSTANT DROP COLUMN")
        else:
            cost = inplace("dropping a column rebuilds the table (INSTANT from MySQL 8.0.29)", rebuild=True)
        what = f"column {name}" + (f" ({column.data_type})" if column else "") + " and its data in every row"
        return [Action("DROP COLUMN", name, cost, span, fallback=inplace("dropping a column in place rebuilds the table",
                                                                       rebuild=True),
                       builds_index=bool(narrowed), destroys=what,
                       generated_values=column is not None and column.auto_increment)]

    def drop_index(self, name: str, span: Span) -> Action:
        index = self.table.index(name)
        kind = "DROP INDEX"
        if index is not None and index.is_primary:
            return self.drop_primary(None, span)
        advice = "ALTER INDEX … IGNORED" if self.server.mariadb else "ALTER INDEX … INVISIBLE"
        destroys = (f"index {name}" + (f" ({', '.join(index.columns)})" if index else "")
                    + f": queries that use it fall back to other plans at once; make it invisible first ({advice}) "
                      "and watch the slow log")
        if index is not None and index.is_unique:
            destroys += "; it also stops enforcing uniqueness"
        return Action(kind, name, inplace("dropping a secondary index is metadata only"), span, destroys=destroys)

    def drop_primary(self, node: Any, span: Optional[Span] = None) -> Action:
        span = span or (self.span(node) if node is not None else self.stmt.span)
        if self.adds_primary:
            return Action("DROP PRIMARY KEY", "", inplace("replacing the PRIMARY KEY rebuilds the clustered index",
                                                          rebuild=True), span, builds_index=True)
        pk = self.table.primary_key
        return Action("DROP PRIMARY KEY", "", copy("dropping the PRIMARY KEY without adding another copies the table"),
                      span, builds_index=True,
                      destroys="the PRIMARY KEY" + (f" ({', '.join(pk.columns)})" if pk else "")
                               + ": rows get clustered on a hidden row id and uniqueness is no longer enforced")

    def rename_index(self, node: Any) -> Action:
        cost = instant("renaming an index is metadata only") if self.server.mariadb else \
            inplace("renaming an index is metadata only")
        return Action("RENAME INDEX", f"{node.this.name} → {node.args['to'].name}", cost, self.span(node),
                      fallback=inplace("metadata only"))

    def alter_index(self, node: Any) -> Action:
        ignored = node.args.get("syntax") == "IGNORED"
        visible = node.args.get("visible")
        word = ("NOT IGNORED" if visible else "IGNORED") if ignored else ("VISIBLE" if visible else "INVISIBLE")
        unsupported = None
        if self.server.mariadb and not ignored:
            unsupported = f"MariaDB has no {word} indexes: write ALTER INDEX … {'NOT IGNORED' if visible else 'IGNORED'}"
        elif not self.server.mariadb and ignored:
            unsupported = f"MySQL has no IGNORED indexes: write ALTER INDEX … {'VISIBLE' if visible else 'INVISIBLE'}"
        return Action(f"ALTER INDEX {word}", node.this.name if node.this else "",
                      instant("index visibility is metadata only"), self.span(node),
                      fallback=inplace("metadata only"), unsupported=unsupported)

    # -- table options and partitions -------------------------------------------------
    def table_option(self, prop: exp.Expression) -> list[Action]:
        server = self.server
        span = self.span(prop)
        if isinstance(prop, exp.EngineProperty):
            engine = prop.this.name
            if engine.lower() == self.table.engine.lower():
                return [Action("ENGINE", engine, inplace(f"ENGINE={engine} on an {engine} table is a null rebuild",
                                                         rebuild=True), span)]
            return [Action("ENGINE", engine, copy(f"changing the engine to {engine} copies the table"), span,
                           lenient_algorithm=server.mariadb)]
        if isinstance(prop, exp.RowFormatProperty):
            return [Action("ROW_FORMAT", prop.this.name, inplace("a new row format rebuilds the table", rebuild=True), span)]
        if isinstance(prop, exp.AutoIncrementProperty):
            cost = instant("AUTO_INCREMENT= is metadata only") if server.mariadb else \
                inplace("AUTO_INCREMENT= changes an in-memory counter")
            return [Action("AUTO_INCREMENT", prop.this.name, cost, span, fallback=inplace("metadata only"))]
        if isinstance(prop, (exp.CharacterSetProperty, exp.CollateProperty)):
            cost = instant("a new default character set only applies to columns added later") if server.mariadb else \
                inplace("specifying a character set rebuilds the table if the encoding differs",
                        rebuild=_differs(self.table.options.charset, prop))
            return [Action("DEFAULT CHARSET", prop.this.name, cost, span, fallback=inplace("metadata only"))]
        if isinstance(prop, exp.SchemaCommentProperty):
            cost = instant("a table comment is metadata only") if server.mariadb else inplace("a table comment is metadata only")
            return [Action("COMMENT", "", cost, span, fallback=inplace("metadata only"))]
        name = prop.name.upper() if isinstance(prop, exp.Property) else ""
        if name == "KEY_BLOCK_SIZE":
            return [Action("KEY_BLOCK_SIZE", "", inplace("a new KEY_BLOCK_SIZE rebuilds the table", rebuild=True), span)]
        if name.startswith("STATS_"):
            return [Action(name, "", inplace("persistent statistics options are metadata only"), span)]
        return []

    def partition_by(self, node: exp.Property) -> Action:
        return Action("PARTITION BY", fields(node.args.get("value")).get("method", ""),
                      copy("repartitioning copies every row into the new partitions"), self.span(node),
                      lenient_algorithm=self.server.mariadb)

    def partition_operation(self, node: exp.Property) -> Action:
        spec = fields(node.args.get("value"))
        op = spec.get("op") or ""
        span = self.span(node)
        names = ", ".join(n.name for n in spec.get("names") or []) or ("ALL" if spec.get("all") else "")
        method = (self.table.partitioning.method if self.table.partitioning else "").upper()
        by_range = method.startswith(("RANGE", "LIST"))
        mariadb = self.server.mariadb
        if op == "REMOVE PARTITIONING":
            return Action("REMOVE PARTITIONING", "", copy("removing partitioning copies every row"), span,
                          lenient_algorithm=mariadb)
        if op == "ADD":
            cost = (inplace("ADD PARTITION to a RANGE/LIST table creates empty partitions",
                            lock=SHARED if mariadb else NONE) if by_range else
                    inplace("ADD PARTITION to a HASH/KEY table redistributes the rows", rebuild=True, lock=SHARED))
            return Action("ADD PARTITION", names, cost, span, no_clauses=mariadb)
        if op == "DROP":
            return Action("DROP PARTITION", names, inplace("dropping a partition drops its tablespace",
                                                           lock=SHARED if mariadb else NONE), span, no_clauses=mariadb,
                          destroys=f"partition(s) {names} and every row in them")
        if op == "TRUNCATE":
            return Action("TRUNCATE PARTITION", names, inplace("truncating a partition recreates it", lock=EXCLUSIVE),
                          span, no_clauses=True if mariadb else False,
                          destroys=f"every row in partition(s) {names}")
        if op in ("REORGANIZE", "COALESCE", "REBUILD"):
            return Action(f"{op} PARTITION", names or str(spec.get("count") or ""),
                          inplace(f"{op} PARTITION copies the rows of the partitions involved", rebuild=True, lock=SHARED),
                          span, no_clauses=mariadb)
        return Action(f"{op} PARTITION", names, inplace(f"{op} PARTITION", lock=SHARED), span, no_clauses=mariadb)

    def convert_charset(self, node: exp.Property) -> Action:
        spec = fields(node.args.get("value"))
        target = charsets.normalize(spec.get("charset")) or ""
        strings = [c for c in self.table.columns if c.is_string and c.charset]
        narrowed = [c.name for c in strings if _charset_narrows(c.charset, target)]
        may_fail = None
        if narrowed:
            may_fail = (f"{', '.join(narrowed)} hold characters {target} may not have: a value that cannot be "
                        f"converted makes the ALTER fail in strict sql_mode")
        builds_index = any(set(c.name.lower() for c in strings) & {p.lower() for p in i.columns} for i in self.table.indexes)
        return Action("CONVERT TO CHARACTER SET", target, copy("converting the character set copies the table"),
                      self.span(node), builds_index=builds_index, may_fail=may_fail)


# -- helpers ------------------------------------------------------------------------------
def _adds_primary(node: Any) -> bool:
    if isinstance(node, exp.AddConstraint):
        return any(_adds_primary(n) for n in node.expressions)
    if isinstance(node, exp.Constraint):
        return any(isinstance(n, exp.PrimaryKey) for n in node.expressions)
    if isinstance(node, exp.ColumnDef):
        return any(isinstance(c.args.get("kind"), exp.PrimaryKeyColumnConstraint) for c in node.args.get("constraints") or [])
    return isinstance(node, exp.PrimaryKey)


def _drops_primary(node: Any) -> bool:
    return isinstance(node, exp.DropPrimaryKey) or (
        isinstance(node, exp.Drop) and "PRIMARY" in (node.args.get("kind") or "").upper())


def _part_name(node: Any) -> str:
    if isinstance(node, exp.Ordered):
        node = node.this
    if isinstance(node, exp.ColumnPrefix):
        node = node.this
    return node.name if isinstance(node, exp.Expression) else str(node)


def _type_key(c: Column) -> tuple:
    return (c.data_type, c.length, c.precision, c.scale, c.fsp, c.unsigned, c.zerofill, c.values,
            c.generated, c.generated_stored, c.auto_increment, c.srid)


def _attrs_except_length(c: Column) -> tuple:
    return (c.data_type, c.unsigned, c.values, c.generated, c.auto_increment)


def _attrs_except_values(c: Column) -> tuple:
    return (c.data_type, c.charset, c.collation, c.generated, c.auto_increment)


def _enum_bytes(c: Column) -> int:
    n = len(c.values)
    if c.data_type == "ENUM":
        return 1 if n < 256 else 2
    return min((n + 7) // 8, 8) if n else 1


def _max_bytes(c: Column) -> int:
    return (c.length or 0) * (charsets.max_bytes_per_char(c.charset) if c.charset else 1)


def _length_bytes_same(old: Column, new: Column, server: Server) -> bool:
    """InnoDB stores a VARCHAR's length in 1 byte up to 255 bytes, else 1–2 bytes."""
    before, after = _max_bytes(old), _max_bytes(new)
    if after <= 255 or before > 255:
        return True
    # MariaDB: a column of at most 127 bytes only ever wrote 1-byte lengths, valid either way
    return server.mariadb and before <= 127


def _charset_narrows(old: Optional[str], new: Optional[str]) -> bool:
    old, new = charsets.normalize(old), charsets.normalize(new)
    if not old or not new or old == new or new == "binary":
        return False
    if new == "utf8mb4" or new in ("utf16", "utf32", "gb18030"):
        return False
    if new == "utf8mb3":
        return old in _UNICODE and old != "utf8mb3"
    if new == "latin1":
        return old != "ascii"
    return True


def _narrowing(old: Column, new: Column) -> Optional[str]:
    """Why some existing values may not fit the new definition, else None."""
    o, n = old.data_type, new.data_type
    name = new.name
    if o in _INT_RANK and n in _INT_RANK:
        if _INT_RANK[n] < _INT_RANK[o] or (new.unsigned and not old.unsigned) or (
                _INT_RANK[n] == _INT_RANK[o] and old.unsigned and not new.unsigned):
            return f"{name} narrows {_describe(old)} → {_describe(new)}: values out of range make it fail (strict sql_mode)"
        return None
    if o in ("CHAR", "VARCHAR", "BINARY", "VARBINARY") and n in ("CHAR", "VARCHAR", "BINARY", "VARBINARY"):
        if (new.length or 0) < (old.length or 0):
            return f"{name} shrinks {_describe(old)} → {_describe(new)}: longer values make it fail (strict sql_mode)"
    elif o in _TEXT_RANK and n in _TEXT_RANK:
        if _TEXT_RANK[n] < _TEXT_RANK[o]:
            return f"{name} shrinks {o} → {n}: longer values make it fail (strict sql_mode)"
    elif o in _TEXT_RANK and n in ("CHAR", "VARCHAR", "BINARY", "VARBINARY"):
        return f"{name} shrinks {o} → {_describe(new)}: longer values make it fail (strict sql_mode)"
    elif o == "DECIMAL" and n == "DECIMAL":
        if ((new.precision or 10) - (new.scale or 0) < (old.precision or 10) - (old.scale or 0)
                or (new.scale or 0) < (old.scale or 0)):
            return f"{name} narrows {_describe(old)} → {_describe(new)}: values that do not fit make it fail"
    elif o in ("ENUM", "SET") and n == o:
        removed = [v for v in old.values if v not in new.values]
        if removed:
            return f"{name} loses {o} member(s) {', '.join(removed)}: rows holding them make it fail"
    elif o in ("DATETIME", "TIMESTAMP") and n == "DATE":
        return f"{name} {o} → DATE drops the time of day"
    elif o != n:
        return f"{name} changes {_describe(old)} → {_describe(new)}: values that do not convert make it fail"
    if old.charset and new.charset and _charset_narrows(old.charset, new.charset):
        return f"{name} converts {old.charset} → {new.charset}: characters {new.charset} lacks make it fail"
    return None


_INT_RANGE = {"TINYINT": 8, "SMALLINT": 16, "MEDIUMINT": 24, "INT": 32, "BIGINT": 64}


def _out_of_range(old: Column, new: Column) -> Optional[str]:
    """A WHERE condition for the values of `old` that `new` cannot hold (None: not simple)."""
    col = quote(new.name if new.name.lower() == old.name.lower() else old.name)
    if old.data_type in _INT_RANGE and new.data_type in _INT_RANGE:
        bits = _INT_RANGE[new.data_type]
        low, high = (0, 2 ** bits - 1) if new.unsigned else (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)
        return f"{col} NOT BETWEEN {low} AND {high}"
    if new.data_type in ("CHAR", "VARCHAR") and new.length is not None and old.data_type not in _INT_RANGE:
        return f"CHAR_LENGTH({col}) > {new.length}"
    if new.data_type in ("BINARY", "VARBINARY") and new.length is not None:
        return f"LENGTH({col}) > {new.length}"
    return None


def _duplicates_check(table: Table, columns: list[str]) -> Optional[str]:
    if not columns:
        return None
    cols = column_list(columns)
    return (f"SELECT {cols}, COUNT(*) FROM {quote(table.name)} GROUP BY {cols} "
            f"HAVING COUNT(*) > 1 LIMIT 10;")


def _orphans_check(table: Table, columns: list[str], target: str, ref_columns: list[str]) -> Optional[str]:
    if not columns or len(columns) != len(ref_columns) or not target:
        return None
    on = " AND ".join(f"r.{quote(r)} = c.{quote(c)}" for c, r in zip(columns, ref_columns))
    return (f"SELECT COUNT(*) FROM {quote(table.name)} c LEFT JOIN {quote(target)} r ON {on} "
            f"WHERE c.{quote(columns[0])} IS NOT NULL AND r.{quote(ref_columns[0])} IS NULL;")


def _describe(c: Column) -> str:
    text = c.data_type
    if c.length is not None and c.data_type in ("CHAR", "VARCHAR", "BINARY", "VARBINARY", "BIT"):
        text += f"({c.length})"
    elif c.data_type == "DECIMAL":
        text += f"({c.precision},{c.scale})"
    if c.unsigned:
        text += " UNSIGNED"
    return text


def _differs(charset: Optional[str], prop: exp.Expression) -> bool:
    name = charsets.normalize(prop.this.name) if isinstance(prop, exp.CharacterSetProperty) else \
        charsets.charset_of_collation(prop.this.name)
    return bool(name and charsets.normalize(charset) != name)
