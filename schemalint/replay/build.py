"""Build the model by replaying statements in order: CREATE / ALTER / DROP / RENAME / USE.

Each table and index remembers the statement clause that created or last changed it, so a
finding can point at the migration that introduced the problem. The replay changes the model
and nothing else: what a definition says is read by replay_columns / replay_clauses, and what
the server would refuse is judged from the model as the statement finds and leaves it, by
refusal_names (SL002, SL005, SL007) and refusal_foreign_keys (SL006, SL008), into `issues`.
"""

from __future__ import annotations

import copy
import sys
from dataclasses import dataclass, field
from dataclasses import fields as dataclass_fields
from typing import Any, Callable, Iterator, Optional

from sqlglot import exp

from . import select_types
from ..read import charsets, periods
from ..read.dialect import (
    ADD_SYSTEM_VERSIONING, CONVERT_CHARSET, PARTITION_OP, fields, is_named_property, is_partition_by, rename_pairs,
)
from ..model import (
    FULLTEXT, INDEX, PRIMARY, SPATIAL, UNIQUE, Column, ForeignKey, Index, IndexPart, Model, Span, Table,
    SYSTEM_VERSIONING, ALL_NULL, FILLED,
)
from .references import referenced_table
from .clauses import (
    add_selected, added_already, apply_table_options, fill_of, generated_index_name, index_options, index_parts,
    int_of, node_span, part_name_at, partition_defs, partition_span, partitioning_from, place_column, properties_of,
    ref_action, rename_in_table, schema_name_of, serves, shared_part_span, sql_text, unquoted_reserved,
    whole_key_columns,
)
from .columns import BINARY_OF, column_of, holds_json, json_valid_of, text_type_for
from .issues import BuildIssue
from ..read.insert_target import insert_target
from ..read.source import Statement
from ..read.table_parts import SHIFT

_BUILT = "schemalint_built"  # meta key of a shared column definition: (charset, collation) → what it built


def _table_options(options: list) -> list:
    """An ALTER TABLE's table options: neither its partitioning nor ALGORITHM / LOCK."""
    return [o for o in options if not is_partition_by(o) and not is_named_property(o, PARTITION_OP)
            and not isinstance(o, (exp.AlgorithmProperty, exp.LockProperty))]


_COLUMN_FIELDS = dataclass_fields(Column)
_CHARSET_AT = next(i for i, f in enumerate(_COLUMN_FIELDS) if f.name == "charset")
_SPAN_AT = next(i for i, f in enumerate(_COLUMN_FIELDS) if f.name == "span")
assert _COLUMN_FIELDS[_CHARSET_AT + 1].name == "collation" and _CHARSET_AT < _SPAN_AT


def _made_column(column: Column, key: tuple, inline: list[Index]) -> tuple:
    """What _shared_column keeps of the column a shared definition built under `key` (the
    table's charset, collation, MariaDB?): its fields as they are now (before a key makes it
    NOT NULL), split around the charset, collation and span it takes from each table; whether
    its charset (collation) is the table's; its inline keys as (name, kind, columns)."""
    values = column.__reduce__()[1]
    same_charset = column.charset == key[0]
    return (values[:_CHARSET_AT], same_charset, same_charset and column.collation == key[1],
            values[_CHARSET_AT], values[_CHARSET_AT + 1], values[_CHARSET_AT + 2:_SPAN_AT], values[_SPAN_AT + 1:],
            [(i.name, i.kind, [p.column for p in i.parts]) for i in inline])


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class Builder:
    """Replays DDL statements, in order, into a Model."""

    model: Model = field(default_factory=Model)
    issues: list[BuildIssue] = field(default_factory=list)
    current_schema: Optional[str] = None
    tables_created: int = 0
    _origins: dict[int, tuple[Table, str]] = field(default_factory=dict, repr=False)  # renamed tables
    # the definition the last CREATE TABLE built, when a copy of it can stand for the same text
    # in another schema (no LIKE, no SELECT, no schema named, nothing reported): see copy_of
    last_template: Optional[tuple[Table, bool]] = None  # (definition, IF NOT EXISTS)
    # the session's foreign_key_checks (SET foreign_key_checks = 0 | 1, as mysqldump writes):
    # with it off the server lets an ALTER drop an index a foreign key needs, or DROP TABLE a
    # referenced table (SL006)
    foreign_key_checks: bool = True
    # the session's sql_mode as the input set it (`SET [SESSION] sql_mode = '…'`, `SET @@sql_mode`),
    # None while it is the server's default (also after `= @OLD_SQL_MODE` or `= DEFAULT`)
    sql_mode: Optional[str] = None
    # the session's system_versioning_alter_history is KEEP (MariaDB; the default, ERROR, refuses
    # column changes of a system-versioned table: refusals.py)
    keep_versioning_history: bool = False
    # the server is MariaDB: its JSON is a LONGTEXT, a column both PRIMARY KEY and UNIQUE keeps one key
    mariadb: bool = False
    find_copied: Optional[Callable] = None  # find() + the server's own tables a LIKE / SELECT copies (server_tables)
    # columns each file (migration) added to tables that existed before it, as online_ddl saw
    # them: (path, table lower-case) → {column lower-case: Column} (SL604)
    columns_added: dict = field(default_factory=dict)
    # what the server refuses, judged along the replay against this model (into `issues`): the
    # judge stage hands them in (refusals.replay_judges), so the replay imports no judgment
    judges: Optional[Callable[[Model, list], tuple[Any, Any]]] = None
    names: Any = field(init=False)
    keys: Any = field(init=False)
    # columns an ALTER TABLE (re)declares without NOT NULL: the server makes them NOT NULL only
    # if the primary key the statement leaves covers them (MariaDB 10.11.19, measured)
    _declared_nullable: list = field(default_factory=list, repr=False)
    # INSERTs recorded in Table.seeded: (id(table), columns named or the table's width) → that table
    _seeds: dict = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self.judges is None:
            raise TypeError("Builder needs its judges: Builder(judges=refusals.replay_judges)")
        self.names, self.keys = self.judges(self.model, self.issues)

    # -- dispatch --------------------------------------------------------------------------
    def apply(self, stmt: Statement, tree: Any) -> None:
        if isinstance(tree, exp.Use):
            name = tree.this.name if tree.this else None
            self.current_schema = name or self.current_schema
            self.model.ensure_schema(self.current_schema)
        elif isinstance(tree, exp.Create):
            kind = (tree.args.get("kind") or "").upper()
            if kind == "TABLE":
                self._create_table(stmt, tree)
            elif kind == "INDEX":
                self._create_index(stmt, tree)
            elif kind in ("DATABASE", "SCHEMA"):
                self._create_database(stmt, tree)
        elif isinstance(tree, exp.Drop):
            self._drop(stmt, tree)
        elif isinstance(tree, exp.Alter):
            self._alter(stmt, tree)
        elif rename_pairs(tree) is not None:
            self._rename_tables(stmt, rename_pairs(tree))
        elif isinstance(tree, exp.Set):
            self._set(tree)
        elif isinstance(tree, exp.Update):
            self._update(tree)

    def seed(self, stmt: Statement) -> None:
        """INSERT … VALUES into a table the model holds: the columns it names join Table.seeded
        (every column when it names none): rows the input ships with the table."""
        found = insert_target(stmt)
        if found is None:
            return
        schema, name, columns = found
        schema = schema or self.current_schema
        table = self.model.find_table(name, schema) if schema else self.model.find_table(name)
        if table is None:
            return
        # (a dump's one-row INSERTs repeat it: recorded once per column list, or per width of the table)
        done = (id(table), columns if columns is not None else len(table.columns))
        if self._seeds.get(done) is table:
            return
        self._seeds[done] = table
        named = {sys.intern(c.lower()) for c in columns} if columns is not None else {
            sys.intern(c.name.lower()) for c in table.columns}
        table.seeded = tuple(sorted(named.union(table.seeded or ())))

    def _update(self, tree: exp.Update) -> None:
        """UPDATE t SET c = v [WHERE c IS NULL]: a fact about the rows, not the definition —
        the columns it gives every row a value (Table.filled). A WHERE other than `c IS NULL`,
        a LIMIT, a join or a value that may be NULL fills nothing for certain."""
        target = tree.this
        if not isinstance(target, exp.Table) or tree.args.get("joins") or tree.args.get("limit") \
                or tree.args.get("from"):
            return
        table = self.find(target)
        if table is None:
            return
        where = tree.args.get("where")
        null_only = None  # the column `WHERE c IS NULL` names
        if where is not None:
            cond = where.this
            if not (isinstance(cond, exp.Is) and isinstance(cond.this, exp.Column)
                    and isinstance(cond.expression, exp.Null)):
                return
            null_only = cond.this.name.lower()
        filled = dict(table.filled or {})
        for eq in tree.expressions:
            if not isinstance(eq, exp.EQ) or not isinstance(eq.this, exp.Column):
                continue
            name = eq.this.name.lower()
            if table.column(name) is None:
                continue
            if null_only is not None and null_only != name:
                continue  # other rows keep what they held
            how = fill_of(eq.expression, table)
            if null_only is not None and filled.get(name) != ALL_NULL and how is not None:
                how = FILLED  # rows that held a value keep it: not known distinct
            if how is None:
                filled.pop(name, None)
            else:
                filled[name] = how
        table.filled = filled

    def _set(self, tree: exp.Set) -> None:
        """SET [SESSION] foreign_key_checks = 0 | OFF | 1 | ON | DEFAULT | @saved (taken as on:
        mysqldump restores the value it found, which is the server's default, on)."""
        for item in tree.expressions:
            assignment = item.this if isinstance(item, exp.SetItem) else None
            if not isinstance(assignment, exp.EQ) or (item.args.get("kind") or "").upper() == "GLOBAL":
                continue
            target = assignment.this
            if isinstance(target, exp.Parameter) or target is None:
                continue  # (a user variable such as @OLD_FOREIGN_KEY_CHECKS)
            if target.name.lower() == "sql_mode" and not target.sql().upper().startswith("@@GLOBAL."):
                value = assignment.expression
                self.sql_mode = value.name.upper() if isinstance(value, exp.Literal) and value.is_string else None
                continue
            if target.name.lower() == "system_versioning_alter_history":
                value = assignment.expression
                self.keep_versioning_history = value is not None and value.name.upper() == "KEEP"
                continue
            if target.name.lower() != "foreign_key_checks":
                continue
            value = assignment.expression
            self.foreign_key_checks = not (value is not None and value.name.upper() in ("0", "OFF"))

    # -- helpers ---------------------------------------------------------------------------
    def _names(self, table: exp.Table) -> tuple[Optional[str], str]:
        schema = table.args.get("db")
        return (schema.name if schema else self.current_schema), table.name

    def find(self, table: exp.Table) -> Optional[Table]:
        """The model's table that a statement's table reference resolves to, else None."""
        schema, name = self._names(table)
        return self.model.find_table(name, schema) if schema is not None else self.model.find_table(name)

    def clause_span(self, stmt: Statement, node: Optional[exp.Expression]) -> Span:
        """Where a clause of a statement starts (online_ddl points its findings there)."""
        return node_span(stmt, node)

    def column_definition(self, stmt: Statement, table: Table, node: exp.ColumnDef) -> tuple[Column, list[Index]]:
        """The Column (and inline indexes) a column definition describes in `table`, which
        is not changed: online_ddl compares it with the column it replaces."""
        return self._column(stmt, table, node)

    _node_span = staticmethod(node_span)  # (the span lookup tests/test_build_span_equivalence.py holds)

    def _column(self, stmt: Statement, table: Table, node: exp.ColumnDef) -> tuple[Column, list[Index]]:
        column, inline, unknown_type = column_of(stmt, table, node, self.mariadb)
        if unknown_type is not None:
            self.issues.append(BuildIssue(
                "SL001", f"column {column.name}: unknown data type {unknown_type} (MySQL rejects it)",
                column.span, table.qualified_name))
        return column, inline

    def copy_of(self, stmt: Statement, template: tuple[Table, bool]) -> Optional[Table]:
        """The table `stmt` creates, when its text is that of the CREATE TABLE that built
        `template` (`last_template`): the same definition in the current schema, sharing its
        parts. Returns it (None: IF NOT EXISTS met the table)."""
        definition, if_not_exists = template
        schema = self.model.ensure_schema(self.current_schema)
        if if_not_exists and definition.name.lower() in schema.tables:
            return None  # CREATE TABLE IF NOT EXISTS on an existing table changes nothing
        self.names.check_new_table(stmt, None, schema.tables.get(definition.name.lower()), definition)
        table = copy.copy(definition)
        span = stmt.span
        table.schema, table.span, table.changed_span, table.shared = self.current_schema, span, span, True
        if table.foreign_keys:
            self.keys.note_parentless(table, table.foreign_keys, self.foreign_key_checks, span)  # (the keys' own spans are the model text's)
        table.sql_mode = self.sql_mode
        schema.tables[table.name.lower()] = table
        self.tables_created += 1
        return table

    @staticmethod
    def _unshare(table: Table) -> None:
        """Give a table its own parts before a statement changes them."""
        table.columns, table.indexes, table.foreign_keys, table.partitioning, table.options = copy.deepcopy(
            (table.columns, table.indexes, table.foreign_keys, table.partitioning, table.options))
        table.shared = False

    def _lookup(self, stmt: Statement, table: exp.Table, what: str, find: Optional[Callable] = None) -> Optional[Table]:
        found = (find or self.find)(table)
        if found is not None and found.shared:
            self._unshare(found)
        if found is None:
            schema, name = self._names(table)
            self.names.unknown_table(stmt, table, f"{schema}.{name}" if schema else name, what)
        return found

    def end_of_file(self) -> None:
        """The file's last statement is replayed (SL008: refusal_foreign_keys)."""
        self.keys.end_of_file()

    # -- foreign keys that reference a table ------------------------------------------------
    def _referencing(self, table: Table, changing: bool = False) -> Iterator[tuple[Table, ForeignKey]]:
        """(owner, key) for each foreign key of any table (`table` too) that references `table`.
        Scans the model: only for the rare statements that need it. `changing`: the caller
        changes the keys, so an owner sharing its parts with other tables gets its own first."""
        for owner in self.model.tables():
            keys = [fk for fk in owner.foreign_keys if referenced_table(self.model, owner, fk) is table]
            if keys and changing and owner.shared:
                self._unshare(owner)
                keys = [fk for fk in owner.foreign_keys if referenced_table(self.model, owner, fk) is table]
            for fk in keys:
                yield owner, fk

    # -- CREATE ----------------------------------------------------------------------------
    def _create_database(self, stmt: Statement, tree: exp.Create) -> None:
        name = schema_name_of(tree.this)
        if not name:
            return
        existing = self.model.schema(name)
        if existing is not None and existing.span is not None and not tree.args.get("exists"):
            self.names.already_exists(stmt, tree.this, f"database {name}", existing.span, 1007, None)
        schema = self.model.ensure_schema(name)
        schema.span = stmt.span  # (a schema only a USE or a qualified name made has none)
        for prop in properties_of(tree):
            if isinstance(prop, exp.CharacterSetProperty):
                schema.charset = charsets.normalize(prop.this.name)
            elif isinstance(prop, exp.CollateProperty):
                schema.collation = charsets.normalize_collation(prop.this.name)
                schema.charset = schema.charset or charsets.charset_of_collation(schema.collation)

    def set_database_defaults(self, name: str, charset: Optional[str], collation: Optional[str]) -> None:
        """ALTER DATABASE [name] CHARACTER SET … / COLLATE …: the defaults the CREATE TABLEs after
        it take (the current database when it names none, as a USE would have made it)."""
        schema = self.model.ensure_schema(name or self.current_schema)
        schema.charset, schema.collation = charset, collation

    def _create_table(self, stmt: Statement, tree: exp.Create) -> None:
        target = tree.this
        table_node = target.this if isinstance(target, exp.Schema) else target
        if not isinstance(table_node, exp.Table):
            return
        schema_name, name = self._names(table_node)
        schema = self.model.ensure_schema(schema_name)
        span = stmt.span  # the table's span and changed_span (a Span cannot change)
        props = properties_of(tree)
        like = next((p for p in props if isinstance(p, exp.LikeProperty)), None)
        if like is None and isinstance(target, exp.Schema):  # CREATE TABLE b (LIKE a)
            like = next((e for e in target.expressions if isinstance(e, exp.LikeProperty)), None)
        if like is not None:
            source = self._lookup(stmt, like.this, "CREATE TABLE … LIKE", self.find_copied)
            if source is None:
                return
            table = copy.deepcopy(source)
            table.name, table.schema, table.span = name, schema_name, span
        else:
            table = Table(name=name, schema=schema_name, span=span)
            table.temporary = bool(tree.args.get("temporary")) or "TEMPORARY" in stmt.text[:80].upper()
            apply_table_options(table, props, schema.charset, schema.collation)
            if isinstance(target, exp.Schema):
                for element in target.expressions:
                    self._table_element(stmt, table, element)
                periods.keys_with_periods(table, target.expressions)
            self._partitioning(stmt, table, props)
            self._fk_indexes(table)
            table.unquoted_reserved = unquoted_reserved(table, tree)
            if isinstance(tree.args.get("expression"), exp.Query):
                selected = select_types.selected_columns(tree.args["expression"], self.find_copied or self.find, stmt.text,
                                            declared={c.name.lower() for c in table.columns})
                if selected is None or None in selected:
                    table.from_select = True  # (its keys may name columns the SELECT adds)
                    self.issues.append(BuildIssue(
                        "SL001", "CREATE TABLE … SELECT: only the declared columns are modelled, not the ones "
                        "the SELECT adds; declare them in the column list", span, table.qualified_name, "info"))
                else:
                    add_selected(table, selected, span)
        table.changed_span = span
        if like is None and table_node.args.get("db") is None and not isinstance(tree.args.get("expression"), exp.Query):
            table.shared = True
            self.last_template = (copy.copy(table), bool(tree.args.get("exists")))
        if tree.args.get("exists") and name.lower() in schema.tables:
            return  # CREATE TABLE IF NOT EXISTS on an existing table changes nothing
        # (MariaDB's CREATE OR REPLACE TABLE drops the table it replaces: no error 1050)
        self.names.check_new_table(stmt, table_node, None if tree.args.get("replace") else schema.tables.get(name.lower()),
                                   table)
        if table.foreign_keys:
            self.keys.note_parentless(table, table.foreign_keys, self.foreign_key_checks)
        table.sql_mode = self.sql_mode
        schema.tables[name.lower()] = table
        self.tables_created += 1


    def _table_element(self, stmt: Statement, table: Table, element: exp.Expression) -> None:
        if isinstance(element, exp.ColumnDef):
            shift = element.meta_get(SHIFT)
            if shift is None:
                column, inline = self._column(stmt, table, element)
            else:
                column, inline = self._shared_column(stmt, table, element, shift)
            table.columns.append(column)
            for index in inline:
                self._add_index(table, index)
            if self.mariadb:
                # MariaDB 10.5+ makes a column's REFERENCES a foreign key (with its index), where
                # MySQL 8.0 parses and ignores it (checked on MariaDB 10.11; MySQL 8.0 manual, 15.1.20.5)
                for constraint in element.args.get("constraints") or ():
                    reference = constraint.args.get("kind")
                    if isinstance(reference, exp.Reference):
                        key = exp.ForeignKey(expressions=[exp.to_identifier(column.name)], reference=reference.copy())
                        key.meta.update(element.meta)
                        self._constraint(stmt, table, key, None)
            return
        if isinstance(element, exp.Constraint):
            name = element.this.name if element.this else None
            for inner in element.expressions:
                self._constraint(stmt, table, inner, name)
            return
        self._constraint(stmt, table, element, None)

    def _shared_column(self, stmt: Statement, table: Table, node: exp.ColumnDef,
                       shift: int) -> tuple[Column, list[Index]]:
        """_column for a definition other tables share (table_parts), placed at `shift` in
        this statement: what it built for the table's character set and collation (all a
        column takes from its table) and the server's flavour, made anew and placed. The node
        keeps it in its meta; a definition that raised an issue is rebuilt."""
        options = table.options
        key = (options.charset, options.collation, self.mariadb)
        built = node.meta_get(_BUILT)
        if built is None:
            built = node.meta[_BUILT] = {}
        made = built.get(key)
        if made is None:
            issues = len(self.issues)
            column, inline = self._column(stmt, table, node)
            if len(self.issues) == issues:
                built[key] = (*_made_column(column, key, inline), part_name_at(node))
            return column, inline
        head, same_charset, same_collation, charset, collation, middle, tail, inline, at = made
        span = shared_part_span(stmt, node, shift, at)
        if same_charset:  # the table's own strings, as _column gives (smaller pickles)
            charset = options.charset
            if same_collation:
                collation = options.collation
        # one constructor call: what copy.copy of the first column, its span and strings set, makes
        column = Column(*head, charset, collation, *middle, span, *tail)
        # inline PRIMARY KEY / UNIQUE: on this column alone, placed where it is
        return column, [Index(name, kind, [IndexPart(c) for c in columns], span=span) for name, kind, columns in inline]

    def _constraint(self, stmt: Statement, table: Table, node: exp.Expression, name: Optional[str]) -> None:
        span = node_span(stmt, node)
        if isinstance(node, exp.PrimaryKey):
            self._add_index(table, Index(PRIMARY, PRIMARY, index_parts(node.expressions), span=span))
        elif isinstance(node, exp.UniqueColumnConstraint):
            schema = node.this
            idx_name = name
            parts_src: list = []
            if isinstance(schema, exp.Schema):
                idx_name = (schema.this.name if schema.this else None) or name
                parts_src = schema.expressions
            elif schema is not None:
                parts_src = [schema]
            index = Index(idx_name or "", UNIQUE, index_parts(parts_src), span=span)
            index_options(index, node)
            self._add_index(table, index)
        elif isinstance(node, exp.IndexColumnConstraint):
            kind = (node.args.get("kind") or "").upper()
            kind = FULLTEXT if kind == "FULLTEXT" else SPATIAL if kind == "SPATIAL" else INDEX
            index = Index(node.this.name if node.this else (name or ""), kind, index_parts(node.expressions), span=span)
            index_options(index, node)
            self._add_index(table, index)
        elif isinstance(node, exp.ForeignKey):
            ref = node.args.get("reference")
            ref_schema_node = ref.this if ref is not None else None
            ref_table = ref_schema_node.this if isinstance(ref_schema_node, exp.Schema) else ref_schema_node
            ref_cols = [c.name for c in ref_schema_node.expressions] if isinstance(ref_schema_node, exp.Schema) else []
            options = " ".join(str(o) for o in (ref.args.get("options") or [])) if ref is not None else ""
            fk = ForeignKey(
                # FOREIGN KEY index_name (cols): the name of the index InnoDB creates for it
                name=name or (node.this.name if isinstance(node.this, exp.Identifier) else None),
                columns=[c.name for c in node.expressions],
                ref_table=ref_table.name if isinstance(ref_table, exp.Table) else "",
                ref_columns=ref_cols,
                ref_schema=(ref_table.args["db"].name if isinstance(ref_table, exp.Table) and ref_table.args.get("db") else None),
                on_delete=ref_action(options, "DELETE"), on_update=ref_action(options, "UPDATE"), span=span,
            )
            table.foreign_keys.append(fk)  # its index, if InnoDB must create one: _fk_indexes()
        elif isinstance(node, exp.PeriodForSystemTimeConstraint):
            # MariaDB's PERIOD FOR SYSTEM_TIME | name (start, end): both columns become NOT NULL
            # (an application-time period's too, checked on 10.11)
            for ident in (node.this, node.expression):
                column = table.column(ident.name) if ident is not None else None
                if column is not None:
                    column.nullable = False
        elif json_valid_of(node) is not None:  # CONSTRAINT … CHECK (json_valid(col)), as MariaDB dumps JSON
            column = table.column(json_valid_of(node))
            if column is not None and column.data_type == "LONGTEXT":
                holds_json(column)
        # other CHECK constraints and the rest do not change storage

    def _fk_indexes(self, table: Table) -> None:
        """InnoDB needs an index whose leading columns are a foreign key's columns. When no
        declared index serves, it creates one (named after the constraint, else like an
        unnamed index); a later declared index that serves replaces it. Runs after the
        whole CREATE/ALTER statement, as the server decides only then."""
        for fk in table.foreign_keys:
            cols = [c.lower() for c in fk.columns]
            if not cols:
                continue

            if any(serves(i, cols) for i in table.indexes if not i.implicit):
                table.indexes = [i for i in table.indexes if not (i.implicit and serves(i, cols))]
            elif not any(serves(i, cols) for i in table.indexes):
                self._add_index(table, Index(fk.name or "", INDEX, [IndexPart(c) for c in fk.columns],
                                             span=fk.span, implicit=True))

    def _add_index(self, table: Table, index: Index) -> None:
        if index.kind == FULLTEXT or index.kind == SPATIAL:
            for part in index.parts:  # (the servers keep no prefix nor order on these)
                part.prefix, part.descending = (None if index.kind == FULLTEXT else part.prefix), False
        if index.kind == PRIMARY:
            existing = table.primary_key
            if existing is not None:
                self.names.second_primary_key(table, index, existing)
            index.name = PRIMARY
            table.indexes = [i for i in table.indexes if not i.is_primary]
            table.indexes.insert(0, index)
            for part in index.parts:  # PRIMARY KEY columns are NOT NULL implicitly
                col = table.column(part.column)
                if col is not None:
                    col.nullable = False
            return
        if not index.name:
            index.name = generated_index_name(table, index.columns[0] if index.columns else "expr")
        # the index InnoDB made for a foreign key gives way to a declared one of the same name;
        # two declared indexes of one name both stay, for SL012 to report (error 1061)
        table.indexes = [i for i in table.indexes if not (i.implicit and i.name.lower() == index.name.lower())]
        table.indexes.append(index)


    def _partitioning(self, stmt: Statement, table: Table, props: list) -> None:
        node = next((p for p in props if is_partition_by(p)), None)
        if node is None:
            return
        table.partitioning = partitioning_from(node, partition_span(stmt, node))
        if table.partitioning.method == "KEY" and not table.partitioning.columns:
            # PARTITION BY KEY () partitions on the primary key (else the NOT NULL unique key)
            table.partitioning.columns = whole_key_columns(table)

    # -- CREATE INDEX / DROP ---------------------------------------------------------------
    def _create_index(self, stmt: Statement, tree: exp.Create) -> None:
        node = tree.this
        if not isinstance(node, exp.Index):
            return
        table_node = node.args.get("table")
        table = self._lookup(stmt, table_node, "CREATE INDEX") if isinstance(table_node, exp.Table) else None
        if table is None:
            return
        params = node.args.get("params")
        cols = params.args.get("columns") if params is not None else []
        kind = (tree.args.get("kind") or "").upper()
        text = stmt.text[:200].upper()
        idx_kind = UNIQUE if tree.args.get("unique") or "UNIQUE" in text.split("INDEX")[0] else (
            FULLTEXT if "FULLTEXT" in text.split("INDEX")[0] else SPATIAL if "SPATIAL" in text.split("INDEX")[0] else INDEX)
        del kind
        if node.name and table.index(node.name) is not None:
            if tree.args.get("exists"):
                return  # CREATE INDEX IF NOT EXISTS of an index the table has: a note (MariaDB)
            if tree.args.get("replace"):  # CREATE OR REPLACE INDEX (MariaDB 10.5+): the old one goes
                table.indexes = [i for i in table.indexes if i.name.lower() != node.name.lower()]
        index = Index(node.name, idx_kind, index_parts(cols or []), span=stmt.span)
        self._add_index(table, index)
        self._fk_indexes(table)
        table.changed_span = stmt.span

    def _drop(self, stmt: Statement, tree: exp.Drop) -> None:
        kind = (tree.args.get("kind") or "").upper()
        # sqlglot keeps the dropped objects in `tables` (older versions: `this`/`expressions`)
        targets = [n for n in [*(tree.args.get("tables") or []), tree.this, *(tree.expressions or [])]
                   if isinstance(n, exp.Table)]
        if kind == "TABLE":
            for node in targets:
                table = self.find(node) if tree.args.get("exists") else self._lookup(stmt, node, "DROP TABLE")
                if table is not None and self.foreign_key_checks:
                    self.keys.check_referenced(stmt, node, table)
                schema = self.model.schema(table.schema) if table is not None else None
                if schema is not None and schema.tables.get(table.name.lower()) is table:
                    del schema.tables[table.name.lower()]
        elif kind in ("DATABASE", "SCHEMA"):
            name = schema_name_of(targets[0]) if targets else None
            if name:
                self.model.schemas.pop(name.lower(), None)
                if self.current_schema and self.current_schema.lower() == name.lower():
                    self.current_schema = None
        elif kind == "INDEX":
            on = tree.args.get("cluster")
            target = on.this if isinstance(on, exp.OnProperty) else on
            if not isinstance(target, exp.Table) or not targets:
                return
            table = self._lookup(stmt, target, "DROP INDEX")
            if table is not None:
                idx_name = targets[0].name
                if not tree.args.get("exists") and table.index(idx_name) is None:
                    self.names.unknown(stmt, table, targets[0], "DROP INDEX", f"index {idx_name}", 1091)
                needs = self.keys.needs(table)
                table.indexes = [i for i in table.indexes if i.name.lower() != idx_name.lower()]
                self.keys.check_needs(stmt, table, needs, self.names.names_before, self.foreign_key_checks)
                table.changed_span = stmt.span

    # -- RENAME TABLE ----------------------------------------------------------------------
    def _rename_tables(self, stmt: Statement, pairs: list[tuple[exp.Table, exp.Table]]) -> None:
        """RENAME TABLE a TO b [, c TO d …]: the pairs apply left to right, as on the server."""
        for old, new in pairs:
            table = self._lookup(stmt, old, "RENAME TABLE")
            if table is not None:
                schema_name, name = self._names(new)
                self.names.check_new_table(stmt, new, self.model.find_table(name, schema_name), table)
                self._move_table(table, schema_name, name)
                table.changed_span = stmt.span

    def _move_table(self, table: Table, schema_name: Optional[str], name: str) -> None:
        """Give a table a new name (and schema), remembering the name it was created with.
        Foreign keys that reference it follow, as on the server."""
        self._origins.setdefault(id(table), (table, table.qualified_name))
        for owner, fk in list(self._referencing(table, changing=True)):  # (before the name changes)
            fk.ref_table = name
            same_schema = (schema_name or "").lower() == (owner.schema or "").lower()
            fk.ref_schema = None if same_schema and fk.ref_schema is None else schema_name
        old_schema = self.model.schema(table.schema)
        if old_schema is not None and old_schema.tables.get(table.name.lower()) is table:
            del old_schema.tables[table.name.lower()]
        table.name, table.schema = name, schema_name
        self.model.ensure_schema(schema_name).tables[name.lower()] = table

    def renamed_tables(self) -> dict[str, str]:
        """Tables renamed during the replay: current qualified name → the name it was created
        with (both lower-case). Lets a finding on `b` match one recorded on `a`."""
        out = {}
        for table, origin in self._origins.values():
            if self.model.find_table(table.name, table.schema) is table and origin.lower() != table.qualified_name.lower():
                out[table.qualified_name.lower()] = origin.lower()
        return out

    # -- ALTER TABLE -----------------------------------------------------------------------
    def _alter(self, stmt: Statement, tree: exp.Alter) -> None:
        if (tree.args.get("kind") or "").upper() != "TABLE" or not isinstance(tree.this, exp.Table):
            return
        if tree.args.get("exists") and self.find(tree.this) is None:
            return  # ALTER TABLE IF EXISTS on a missing table does nothing
        table = self._lookup(stmt, tree.this, "ALTER TABLE")
        if table is None:
            self._detached(stmt, tree)
            return
        actions = tree.args.get("actions") or []
        self.names.start_alter(table, actions)
        # only a clause that drops or retypes something can take what a foreign key needs
        needs = (self.keys.needs(table)
                 if any(isinstance(a, (exp.Drop, exp.DropPrimaryKey, exp.ModifyColumn)) for a in actions) else [])
        keys_before = list(table.foreign_keys)
        try:
            renames = [a for a in actions if isinstance(a, exp.RenameColumn)]
            if len(renames) > 1:
                # the server renames all at once, each from the name the table had before the
                # statement (`RENAME COLUMN a TO b, RENAME COLUMN b TO a` swaps them; MariaDB 10.11)
                self._rename_columns(stmt, table, renames)
            self._declared_nullable = []
            for action in actions:
                if len(renames) < 2 or not isinstance(action, exp.RenameColumn):
                    self._alter_action(stmt, table, action)
            primary = {c.lower() for c in table.primary_key.columns} if table.primary_key is not None else set()
            for column in self._declared_nullable:
                if column.name.lower() in primary:
                    column.nullable = False  # PRIMARY KEY columns are NOT NULL
            added = [fk for fk in table.foreign_keys if not any(fk is kept for kept in keys_before)]
            if added:
                self.keys.note_parentless(table, added, self.foreign_key_checks)
            if needs:
                self.keys.check_needs(stmt, table, needs, self.names.names_before, self.foreign_key_checks)
        finally:
            self.names.end_alter()
            self.keys.end_alter()
        self._fk_indexes(table)
        options = tree.args.get("options") or []
        for node in options:
            if is_partition_by(node) or is_named_property(node, PARTITION_OP):  # … ALGORITHM=COPY PARTITION BY …
                self._alter_action(stmt, table, node)
        props = _table_options(options)
        if props:
            apply_table_options(table, props, table.options.charset, table.options.collation)
        table.changed_span = stmt.span

    def _detached(self, stmt: Statement, tree: exp.Alter) -> None:
        """An ALTER TABLE of a table no statement creates: its column definitions (ADD, MODIFY,
        CHANGE) and table options on a table of their own (Model.detached). MariaDB checks a
        column's definition while it parses (sql_yacc.yy field_spec: Column_definition::check)
        and resolves an ENGINE's name there, before it opens the table: those refusals hold
        whatever the table is."""
        schema_name, name = self._names(tree.this)
        table = Table(name=name, schema=schema_name, span=stmt.span)
        table.changed_span = stmt.span
        for action in tree.args.get("actions") or []:
            node = action.this if isinstance(action, exp.ModifyColumn) else action
            if isinstance(node, exp.ColumnDef) and table.column(node.name) is None:
                table.columns.append(self._column(stmt, table, node)[0])
        props = _table_options(tree.args.get("options") or [])
        props += [p for a in tree.args.get("actions") or [] if isinstance(a, exp.Properties) for p in a.expressions]
        if props:
            apply_table_options(table, props, None, None)
        if table.columns or table.options.engine:
            self.model.detached.append(table)

    def _alter_action(self, stmt: Statement, table: Table, action: exp.Expression) -> None:
        """Route one ALTER TABLE clause to the method that replays it."""
        if isinstance(action, exp.ColumnDef):
            self._add_column(stmt, table, action)
        elif isinstance(action, (exp.PrimaryKey, exp.UniqueColumnConstraint, exp.IndexColumnConstraint,
                                 exp.ForeignKey, exp.Constraint)):
            if not added_already(table, action):  # ADD INDEX / KEY / UNIQUE / PRIMARY KEY / FOREIGN KEY
                self._table_element(stmt, table, action)
        elif isinstance(action, exp.AddConstraint):
            for inner in action.expressions:
                if not added_already(table, inner):
                    self._table_element(stmt, table, inner)
        elif isinstance(action, exp.Drop):
            self._drop_clause(stmt, table, action)
        elif isinstance(action, exp.DropPrimaryKey):
            if table.primary_key is None and not self.names.has_index(table, PRIMARY):  # (a UNIQUE NOT NULL key is no stand-in)
                self.names.unknown(stmt, table, action, "DROP PRIMARY KEY", "the primary key", 1091)
            self._drop_primary_key(table)
        elif isinstance(action, exp.AlterColumn):
            self._alter_column(stmt, table, action)
        elif isinstance(action, exp.RenameColumn):
            if not action.args.get("exists") and not self.names.has_column(table, action.this.name):
                self.names.unknown(stmt, table, action.this, "RENAME COLUMN", f"column {action.this.name}", 1054)
            self._rename_column(table, action.this.name, action.args["to"].name)
        elif isinstance(action, exp.ModifyColumn) and isinstance(action.this, exp.ColumnDef):
            self._modify_column(stmt, table, action)
        elif isinstance(action, exp.RenameIndex):
            self._rename_index(stmt, table, action)
        elif isinstance(action, exp.AlterIndex):
            self._alter_index(stmt, table, action)
        elif isinstance(action, exp.AlterRename) and isinstance(action.this, exp.Table):
            schema_name = action.this.args["db"].name if action.this.args.get("db") else table.schema
            self.names.check_new_table(stmt, action.this, self.model.find_table(action.this.name, schema_name), table)
            self._move_table(table, schema_name, action.this.name)
        elif isinstance(action, exp.Properties):
            apply_table_options(table, list(action.expressions), table.options.charset, table.options.collation)
        elif is_partition_by(action):
            self._partition_by(stmt, table, action)
        elif is_named_property(action, PARTITION_OP):
            self._partition_operation(stmt, table, action)
        elif is_named_property(action, CONVERT_CHARSET):
            self._convert_charset(stmt, table, action)
        elif is_named_property(action, ADD_SYSTEM_VERSIONING):
            table.options.other[SYSTEM_VERSIONING] = "TRUE"
        elif isinstance(action, exp.Command) and " ".join(action.sql(dialect="mysql").upper().split()) == \
                "DROP SYSTEM VERSIONING":
            # the table's history goes, and with it the ROW START / END columns the server made
            # itself (a table that declared its own is refused: refusals.py, error 4125)
            table.options.other.pop(SYSTEM_VERSIONING, None)
        # FORCE, ALGORITHM, LOCK, CHECK constraints: nothing the model stores changes

    def _add_column(self, stmt: Statement, table: Table, node: exp.ColumnDef) -> None:
        """ADD [COLUMN] c <definition> [FIRST | AFTER x] (IF NOT EXISTS: MariaDB)."""
        if node.args.get("exists") and table.column(node.name) is not None:
            return
        self.names.check_after(stmt, table, node.args.get("position"))
        column, inline = self._column(stmt, table, node)
        place_column(table, column, node.args.get("position"))
        for index in inline:
            self._add_index(table, index)
        filled = {k: v for k, v in (table.filled or {}).items() if k != column.name.lower()}
        if column.nullable and (column.default is None or column.default.upper() == "NULL") \
                and not column.auto_increment and column.generated is None:
            filled[column.name.lower()] = ALL_NULL
        table.filled = filled or None

    def _modify_column(self, stmt: Statement, table: Table, action: exp.Expression) -> None:
        """MODIFY [COLUMN] c <definition>, CHANGE [COLUMN] old new <definition>: the new
        definition replaces the old one where it stood (or at FIRST / AFTER x). Indexes on
        the column now hold the new type: they remember this clause as their last change."""
        old_node = action.args.get("rename_from")
        old = old_node.name if old_node is not None else action.this.name
        position = action.this.args.get("position")
        self.names.check_after(stmt, table, position)
        if table.column(old) is None:
            if not action.args.get("exists") and not self.names.has_column(table, old):
                clause = "CHANGE" if old_node is not None else "MODIFY"
                self.names.unknown(stmt, table, old_node if old_node is not None else action.this, clause, f"column {old}", 1054)
            return
        at = next(i for i, c in enumerate(table.columns) if c.name.lower() == old.lower())
        column, inline = self._column(stmt, table, action.this)
        self.keys.note_retyped(table.columns[at], column)
        self._rename_column(table, old, column.name)
        table.columns[at] = column
        if position is not None:
            table.columns.pop(at)
            place_column(table, column, position)
        if column.nullable:  # NOT NULL if the key the statement leaves is on it (_alter)
            self._declared_nullable.append(column)
        for index in table.indexes:
            if column.name.lower() in (c.lower() for c in index.columns):
                index.span = column.span
        for index in inline:
            self._add_index(table, index)

    def _rename_columns(self, stmt: Statement, table: Table, renames: list) -> None:
        """Several RENAME COLUMN clauses of one statement, applied simultaneously."""
        moved = []
        for n, action in enumerate(renames):
            old = action.this.name
            if table.column(old) is None:
                if not action.args.get("exists") and not self.names.has_column(table, old):
                    self.names.unknown(stmt, table, action.this, "RENAME COLUMN", f"column {old}", 1054)
                continue
            self._rename_column(table, old, f"\0{n}")  # (no name a statement can spell)
            moved.append((f"\0{n}", action.args["to"].name))
        for placeholder, new in moved:
            self._rename_column(table, placeholder, new)

    def _rename_column(self, table: Table, old: str, new: str) -> None:
        """The column's new name everywhere: in the table (rename_in_table) and in the foreign
        keys of tables that reference it, which follow the rename on the server too."""
        rename_in_table(table, old, new)
        if old.lower() == new.lower():
            return
        for _, fk in self._referencing(table, changing=True):
            fk.ref_columns = [new if c.lower() == old.lower() else c for c in fk.ref_columns]

    def _alter_column(self, stmt: Statement, table: Table, action: exp.AlterColumn) -> None:
        """ALTER [COLUMN] c SET DEFAULT x | DROP DEFAULT (| SET [IN]VISIBLE: nothing stored)."""
        col = table.column(action.this.name) if action.this is not None else None
        if col is None:
            if action.this is not None and not self.names.has_column(table, action.this.name):
                self.names.unknown(stmt, table, action.this, "ALTER COLUMN", f"column {action.this.name}", 1054)
            return
        if action.args.get("drop"):
            col.default = None
        elif action.args.get("default") is not None:
            col.default = sql_text(action.args["default"])
            # the clause that last changed the column: where a default it cannot hold is refused
            col.span = node_span(stmt, action)

    def _drop_clause(self, stmt: Statement, table: Table, action: exp.Drop) -> None:
        """DROP [COLUMN] c | INDEX/KEY i | FOREIGN KEY f | PRIMARY KEY | CHECK/CONSTRAINT c."""
        kind = (action.args.get("kind") or "").upper()
        # sqlglot keeps the dropped objects in `tables` (older versions: `this`)
        targets = [t for t in (action.args.get("tables") or [action.this]) if t is not None]
        for target in targets:
            name = target.name
            if kind == "COLUMN" or (not kind and name):
                if not action.args.get("exists") and not self.names.has_column(table, name):
                    self.names.unknown(stmt, table, target, "DROP COLUMN", f"column {name}", 1091)
                self._drop_column(stmt, table, action, name)
            elif kind in ("INDEX", "KEY"):
                if not action.args.get("exists") and not self.names.has_index(table, name):
                    self.names.unknown(stmt, table, target, f"DROP {kind}", f"index {name}", 1091)
                table.indexes = [i for i in table.indexes if i.name.lower() != name.lower()]
            elif kind == "FOREIGN KEY":  # the FK's index stays, as in MySQL
                self._drop_foreign_key(stmt, table, target, name, bool(action.args.get("exists")))
            elif kind == "CONSTRAINT":  # MySQL 8.0.19+: whichever constraint has that name
                table.foreign_keys = [fk for fk in table.foreign_keys if (fk.name or "").lower() != name.lower()]
                table.indexes = [i for i in table.indexes if not (i.kind == UNIQUE and i.name.lower() == name.lower())]
        if "PRIMARY" in kind:
            self._drop_primary_key(table)

    def _drop_column(self, stmt: Statement, table: Table, action: exp.Expression, name: str) -> None:
        """The column leaves every index that has it; an index left without columns goes."""
        low = name.lower()
        table.columns = [c for c in table.columns if c.name.lower() != low]
        span = node_span(stmt, action)
        for idx in table.indexes:
            kept = [p for p in idx.parts if p.column.lower() != low]
            if len(kept) != len(idx.parts):
                idx.parts, idx.span = kept, span
        table.indexes = [i for i in table.indexes if i.parts]

    def _drop_foreign_key(self, stmt: Statement, table: Table, target: exp.Expression, name: str, exists: bool) -> None:
        """DROP FOREIGN KEY name. A foreign key declared without a name is called
        `<table>_ibfk_<n>` by the server (n counting such keys from 1 in the order
        they were declared: what MySQL 8.0 and MariaDB 10.11 do for keys declared in one
        CREATE TABLE); dropping it by that name drops it here too."""
        low = name.lower()
        kept = [fk for fk in table.foreign_keys if (fk.name or "").lower() != low]
        if len(kept) == len(table.foreign_keys):
            unnamed = [fk for fk in table.foreign_keys if not fk.name]
            prefix = f"{table.name.lower()}_ibfk_"
            number = low[len(prefix):] if low.startswith(prefix) else ""
            if unnamed and number.isdigit():
                if 0 < int(number) <= len(unnamed):
                    dropped = unnamed[int(number) - 1]
                    kept = [fk for fk in table.foreign_keys if fk is not dropped]
            elif not exists:
                self.names.unknown(stmt, table, target, "DROP FOREIGN KEY", f"foreign key {name}", 1091)
        table.foreign_keys = kept

    @staticmethod
    def _drop_primary_key(table: Table) -> None:
        table.indexes = [i for i in table.indexes if not i.is_primary]

    def _rename_index(self, stmt: Statement, table: Table, action: exp.Expression) -> None:
        """RENAME INDEX|KEY a TO b. The index keeps the span of the clause that built it: a new
        name does not change what it stores."""
        index = table.index(action.this.name) if action.this is not None else None
        if (index is None and action.this is not None and not action.args.get("exists")
                and not self.names.has_index(table, action.this.name)):
            self.names.unknown(stmt, table, action.this, "RENAME INDEX", f"index {action.this.name}", 1176)
        if index is not None and not index.is_primary:
            index.name = action.args["to"].name

    def _alter_index(self, stmt: Statement, table: Table, action: exp.Expression) -> None:
        """ALTER INDEX i VISIBLE | INVISIBLE (MariaDB: [NOT] IGNORED)."""
        index = table.index(action.this.name) if action.this is not None else None
        if (index is None and action.this is not None and not self.names.has_index(table, action.this.name)
                and not action.args.get("exists")):  # MariaDB's ALTER INDEX IF EXISTS: a note, not an error
            self.names.unknown(stmt, table, action.this, "ALTER INDEX", f"index {action.this.name}", 1176)
        if index is not None and action.args.get("visible") is not None:
            index.visible = bool(action.args["visible"])
            index.span = node_span(stmt, action)

    def _partition_by(self, stmt: Statement, table: Table, node: exp.Property) -> None:
        table.partitioning = partitioning_from(node, partition_span(stmt, node))
        if table.partitioning.method == "KEY" and not table.partitioning.columns:
            table.partitioning.columns = whole_key_columns(table)

    def _partition_operation(self, stmt: Statement, table: Table, node: exp.Property) -> None:
        """ADD / DROP / REORGANIZE / COALESCE PARTITION and REMOVE PARTITIONING change the
        partition list; TRUNCATE, REBUILD, OPTIMIZE, ANALYZE, REPAIR, EXCHANGE … do not."""
        spec = fields(node.args.get("value"))
        op = spec.get("op")
        if op == "REMOVE PARTITIONING":
            table.partitioning = None
            return
        part = table.partitioning
        if part is None:
            return
        span = node_span(stmt, node)
        names = {n.name.lower() for n in spec.get("names") or []}
        new_defs = partition_defs(spec.get("definitions") or [], span)
        count = int_of(spec.get("count"))
        if op == "ADD":
            part.partitions.extend(new_defs)
            if part.count is not None:
                part.count += count if count is not None else len(new_defs)
        elif op == "DROP":
            part.partitions = [p for p in part.partitions if p.name.lower() not in names]
        elif op == "COALESCE" and count is not None:
            if part.count is not None:
                part.count = max(part.count - count, 1)
            if part.partitions:
                part.partitions = part.partitions[: max(len(part.partitions) - count, 1)]
        elif op == "CONVERT OUT":  # MariaDB 10.7+: the partition becomes a table of its own
            part.partitions = [p for p in part.partitions if p.name.lower() not in names]
            target = spec.get("table")
            if isinstance(target, exp.Table):
                schema_name, name = self._names(target)
                made = copy.deepcopy(table)
                made.name, made.schema, made.partitioning = name, schema_name, None
                made.span = made.changed_span = stmt.span
                made.foreign_keys = []
                self.model.ensure_schema(schema_name).tables[name.lower()] = made
                self.tables_created += 1
        elif op == "CONVERT IN":  # MariaDB 10.7+: a table becomes a partition (and is gone as a table)
            part.partitions.extend(new_defs)
            target = spec.get("table")
            gone = self.find(target) if isinstance(target, exp.Table) else None
            if gone is not None and gone is not table:
                schema = self.model.schema(gone.schema)
                if schema is not None:
                    schema.tables.pop(gone.name.lower(), None)
        elif op == "REORGANIZE":
            at = next((i for i, p in enumerate(part.partitions) if p.name.lower() in names), len(part.partitions))
            kept = [p for p in part.partitions if names and p.name.lower() not in names]
            part.partitions = kept[:at] + new_defs + kept[at:]
            if not names and part.count is not None:
                part.count = len(new_defs)
        else:
            return
        part.span = span

    def _convert_charset(self, stmt: Statement, table: Table, node: exp.Property) -> None:
        """CONVERT TO CHARACTER SET cs [COLLATE co]: the table default and every character
        column change; a TEXT column grows to the next TEXT type when the new charset needs
        more bytes for as many characters (MySQL and MariaDB both do this)."""
        spec = fields(node.args.get("value"))
        charset = charsets.normalize(spec.get("charset"))
        collation = charsets.normalize_collation(spec.get("collation"))
        if charset in (None, "default"):
            schema = self.model.schema(table.schema)
            charset = (schema.charset if schema else None) or charsets.SERVER_DEFAULT_CHARSET
        collation = collation or charsets.DEFAULT_COLLATION.get(charset)
        table.options.charset, table.options.collation = charset, collation
        for column in table.columns:
            if column.charset is None or not column.is_string:
                continue
            if charset == "binary":
                column.data_type = BINARY_OF.get(column.data_type, column.data_type)
                column.charset = column.collation = None
            else:
                column.data_type = text_type_for(column, charset)
                column.charset, column.collation = charset, collation
            column.span = stmt.span
            for index in table.indexes:
                if column.name.lower() in (c.lower() for c in index.columns):
                    index.span = stmt.span
