"""Build the model by replaying statements in order: CREATE / ALTER / DROP / RENAME / USE.

Each table and index remembers the statement clause that created or last changed it, so a
finding can point at the migration that introduced the problem.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Optional

from sqlglot import exp

from . import charsets, periods, select_types
from .dialect import (
    ADD_SYSTEM_VERSIONING, CONVERT_CHARSET, PARTITION_BY, PARTITION_OP, SERIAL_DEFAULT_VALUE, SRID, UNSIGNED, fields, is_named_property, is_partition_by,
    rename_pairs, struct,
)
from .model import (
    BLOB_TYPES, FULLTEXT, INDEX, INTEGER_TYPES, PRIMARY, SPATIAL, SPATIAL_TYPES, STRING_TYPES, TEMPORAL_TYPES,
    UNIQUE, Column, ForeignKey, Index, IndexPart, Model,
    PartitionDef, Partitioning, Span, Table, SYSTEM_VERSIONING, ALL_NULL, DISTINCT, FILLED, ONE_VALUE,
)
from .references import referenced_table
from .source import Statement
from .table_parts import SHIFT, shifted_offset

_BUILT = "schemalint_built"  # meta key of a shared column definition: (charset, collation) → what it built

# sqlglot type name → (MySQL type name, unsigned)
_TYPE_MAP = {
    "UTINYINT": ("TINYINT", True), "USMALLINT": ("SMALLINT", True), "UMEDIUMINT": ("MEDIUMINT", True),
    "UINT": ("INT", True), "UBIGINT": ("BIGINT", True), "UDECIMAL": ("DECIMAL", True),
    "UDOUBLE": ("DOUBLE", True), "UFLOAT": ("FLOAT", True), "TIMESTAMPTZ": ("TIMESTAMP", False),
    "TIMESTAMPLTZ": ("TIMESTAMP", False), "NCHAR": ("CHAR", False), "NVARCHAR": ("VARCHAR", False),
    "BOOLEAN": ("TINYINT", False), "BIGDECIMAL": ("DECIMAL", False), "DATETIME64": ("DATETIME", False),
    "TEXT": ("TEXT", False), "INT": ("INT", False),
}
_LENGTH_TYPES = {"CHAR", "VARCHAR", "BINARY", "VARBINARY", "BIT"}
# Every column type the model knows; anything else is a typo MySQL would reject (SL001).
# INET4, INET6, UUID: MariaDB 10.5+/10.7+; VECTOR: MySQL 9, MariaDB 11.7.
KNOWN_TYPES = (INTEGER_TYPES | TEMPORAL_TYPES | STRING_TYPES | BLOB_TYPES | SPATIAL_TYPES
               | {"DECIMAL", "FLOAT", "DOUBLE", "BIT", "BINARY", "VARBINARY", "JSON", "INET4", "INET6", "UUID",
                  "VECTOR"})
# what _apply_type does with a type's parameters, by MySQL type name
_TYPE_GROUP = {
    **dict.fromkeys(("ENUM", "SET"), "ENUM"), **dict.fromkeys(("DECIMAL", "NUMERIC"), "DECIMAL"),
    **dict.fromkeys(("FLOAT", "DOUBLE"), "FLOAT"), **dict.fromkeys(("DATETIME", "TIMESTAMP", "TIME"), "TEMPORAL"),
    **dict.fromkeys(_LENGTH_TYPES, "LENGTH"),
    **dict.fromkeys(("TINYINT", "SMALLINT", "MEDIUMINT", "INT", "BIGINT", "YEAR"), "INTEGER"),
    **dict.fromkeys(("TEXT", "BLOB"), "TEXT"), "USERDEFINED": "USERDEFINED",
}
_DTYPE = exp.DataType.Type
_IDENTIFIER = exp.Identifier
_NCHAR, _NVARCHAR = _DTYPE.NCHAR, _DTYPE.NVARCHAR

# The column constraints _column reads, in the order it tests them: a constraint is handled as
# the first of these classes it is an instance of (looked up once per class, in _KIND_CLASS).
_NOT_NULL, _CHARACTER_SET, _COLLATE = (
    exp.NotNullColumnConstraint, exp.CharacterSetColumnConstraint, exp.CollateColumnConstraint)
_BINARY, _DEFAULT, _ON_UPDATE = exp.BinaryColumnConstraint, exp.DefaultColumnConstraint, exp.OnUpdateColumnConstraint
_AUTO_INCREMENT, _COMPUTED, _COMMENT = (
    exp.AutoIncrementColumnConstraint, exp.ComputedColumnConstraint, exp.CommentColumnConstraint)
# `GENERATED ALWAYS AS (expr)` with neither VIRTUAL nor STORED: sqlglot reads it as an identity
# column with an expression; MySQL has no identity columns, so it is a VIRTUAL generated column
_GENERATED_AS = exp.GeneratedAsIdentityColumnConstraint
_ZEROFILL, _UNSIGNED = exp.ZeroFillColumnConstraint, getattr(exp, "UnsignedColumnConstraint", None)
_PROPERTY, _PRIMARY_KEY, _UNIQUE = exp.Property, exp.PrimaryKeyColumnConstraint, exp.UniqueColumnConstraint
# MariaDB's INVISIBLE column (10.3+) and `GENERATED ALWAYS AS ROW START | END` (system versioning)
_INVISIBLE, _ROW_PERIOD = exp.InvisibleColumnConstraint, exp.GeneratedAsRowColumnConstraint
_COLUMN_KINDS = tuple(c for c in (
    _NOT_NULL, _CHARACTER_SET, _COLLATE, _BINARY, _DEFAULT, _ON_UPDATE, _AUTO_INCREMENT, _COMPUTED, _COMMENT,
    _ZEROFILL, _UNSIGNED, _PROPERTY, _PRIMARY_KEY, _UNIQUE, _GENERATED_AS, _INVISIBLE, _ROW_PERIOD) if c is not None)
_AFTER_PROPERTY = _COLUMN_KINDS.index(_PROPERTY) + 1  # a Property that is not SRID: the classes after it


def _first_kind_class(kind_type: type, start: int = 0) -> Optional[type]:
    return next((c for c in _COLUMN_KINDS[start:] if issubclass(kind_type, c)), None)


def _json_valid_of(node: Any) -> Optional[str]:
    """The column a `CHECK (json_valid(col))` validates (lower-case), else None."""
    if not isinstance(node, exp.CheckColumnConstraint):
        return None
    call = node.this
    if isinstance(call, exp.Anonymous) and str(call.this).lower() == "json_valid" and len(call.expressions) == 1 \
            and isinstance(call.expressions[0], exp.Column):
        return call.expressions[0].name.lower()
    return None


def _holds_json(column: Column) -> None:
    """MariaDB's JSON is LONGTEXT with a json_valid() CHECK (what mariadb-dump writes for a JSON
    column): the same column as `JSON`, as live mode reads it (live.json_columns_step)."""
    column.data_type, column.charset, column.collation = "JSON", None, None


class _FirstKindClass(dict):
    def __missing__(self, kind_type: type) -> Optional[type]:
        found = self[kind_type] = _first_kind_class(kind_type)
        return found


_KIND_CLASS = _FirstKindClass()


@dataclass(eq=False, repr=False)  # never compared or printed: two generated methods less to start
class BuildIssue:
    """Something the replay could not do; the pipeline turns these into findings."""

    # SL001 parse-error | SL002 unknown-table | SL005 unknown-column-or-index
    # | SL006 needed-by-foreign-key | SL007 already-exists | SL008 foreign-key-before-parent
    code: str
    message: str
    span: Span
    table: Optional[str] = None
    severity: Optional[str] = None  # overrides the catalogue's (a note is "info")


def _whole_key_columns(table: Table) -> list[str]:
    """The columns PARTITION BY KEY () partitions on: the clustered key's, without its prefix parts
    (MariaDB 10.11 accepts `PRIMARY KEY (a(5), b) … PARTITION BY KEY ()` and partitions on b; with
    every part a prefix it refuses the table, 1503, which SL302 reports on the key's columns)."""
    clustered = table.clustered_index()
    index = clustered.index
    whole = [p.column for p in index.parts if not p.prefix and not p.expression] if index is not None else []
    return whole or list(clustered.columns)


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
    # lower-case column and index names of the table an ALTER TABLE changes, as it was before
    # the statement: a clause naming one of these is not reported (SL005) even if an earlier
    # clause of the same statement dropped or renamed it (the server resolves some names
    # against the old table, some against the new: only names in neither are sure errors)
    _names_before: frozenset[str] = frozenset()
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
    mariadb: bool = False  # the server is MariaDB: its JSON is a LONGTEXT, a column both PRIMARY KEY and UNIQUE keeps one key
    find_copied: Optional[Callable] = None  # find() + the server's own tables a LIKE / SELECT copies (server_tables)
    # lower-case names of the columns the running ALTER TABLE gave a new type (SL006)
    _retyped: set[str] = field(default_factory=set)
    # the running ALTER TABLE drops the primary key, so it may add one (SL007)
    _drops_primary_key: bool = False
    # foreign keys declared, with foreign_key_checks on, while their parent table did not
    # exist: (child, key, where) — end_of_file() reports those whose parent came later (SL008)
    _parentless: list[tuple[Table, ForeignKey, Span]] = field(default_factory=list)
    # columns each file (migration) added to tables that existed before it, as online_ddl saw
    # them: (path, table lower-case) → {column lower-case: Column} (SL604)
    columns_added: dict = field(default_factory=dict)

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
            how = _fill_of(eq.expression, table)
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
        return self._node_span(stmt, node)

    def column_definition(self, stmt: Statement, table: Table, node: exp.ColumnDef) -> tuple[Column, list[Index]]:
        """The Column (and inline indexes) a column definition describes in `table`, which
        is not changed: online_ddl compares it with the column it replaces."""
        return self._column(stmt, table, node)

    def copy_of(self, stmt: Statement, template: tuple[Table, bool]) -> None:
        """The table `stmt` creates, when its text is that of the CREATE TABLE that built
        `template` (`last_template`): the same definition in the current schema, sharing its parts."""
        definition, if_not_exists = template
        schema = self.model.ensure_schema(self.current_schema)
        if if_not_exists and definition.name.lower() in schema.tables:
            return  # CREATE TABLE IF NOT EXISTS on an existing table changes nothing
        self._check_new_table(stmt, None, schema.tables.get(definition.name.lower()), definition)
        table = copy.copy(definition)
        span = stmt.span
        table.schema, table.span, table.changed_span, table.shared = self.current_schema, span, span, True
        if table.foreign_keys:
            self._note_parentless(table, table.foreign_keys, span)  # (the keys' own spans are the model text's)
        table.sql_mode = self.sql_mode
        schema.tables[table.name.lower()] = table
        self.tables_created += 1

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
            shown = f"{schema}.{name}" if schema else name
            self.issues.append(BuildIssue("SL002", f"{what} refers to table {shown}, which no earlier statement creates",
                                          self._node_span(stmt, table), shown))
        return found

    def _has_column(self, table: Table, name: str) -> bool:
        return table.column(name) is not None or f"column {name.lower()}" in self._names_before

    def _has_index(self, table: Table, name: str) -> bool:
        return table.index(name) is not None or f"index {name.lower()}" in self._names_before

    # -- foreign keys before their parent (SL008) --------------------------------------------
    def _note_parentless(self, table: Table, keys: list[ForeignKey], where: Optional[Span] = None) -> None:
        if not self.foreign_key_checks:
            return
        for fk in keys:
            self_reference = (fk.ref_table.lower() == table.name.lower()
                              and (fk.ref_schema or table.schema or "").lower() == (table.schema or "").lower())
            if not self_reference and referenced_table(self.model, table, fk) is None:
                self._parentless.append((table, fk, where or fk.span or table.span))

    def end_of_file(self) -> None:
        """A foreign key declared before the same file creates the table it references: with
        foreign_key_checks on, the server refuses its CREATE TABLE or ALTER TABLE (MariaDB
        error 1005, errno 150; MySQL 8.0 error 1824). Judged per file: a folder of schema
        files has no order the server would run them in (a parent no file creates is SL027's)."""
        for table, fk, where in self._parentless:
            parent = referenced_table(self.model, table, fk)
            if parent is None or parent.span is None or where is None or parent.span.path != where.path:
                continue
            self.issues.append(BuildIssue(
                "SL008", f"foreign key {_fk_label(fk)} of table {table.qualified_name} references table "
                f"{parent.qualified_name}, which this file creates later (line {parent.span.line}): with "
                f"foreign_key_checks on the server refuses the statement (MariaDB error 1005, errno 150; MySQL "
                f"error 1824)", where, table.qualified_name))
        self._parentless.clear()

    # -- names that exist already (SL007) ---------------------------------------------------
    def _check_new_table(self, stmt: Statement, node: Optional[exp.Expression], existing: Optional[Table],
                         table: Table) -> None:
        """CREATE TABLE or RENAME onto the name of a table that exists (error 1050). A
        TEMPORARY table may share a base table's name (it hides it for the session)."""
        if existing is None or existing is table or existing.temporary or table.temporary:
            return
        self._already_exists(stmt, node, f"table {existing.qualified_name}", existing.span, 1050,
                             existing.qualified_name)

    def _already_exists(self, stmt: Statement, node: Optional[exp.Expression], what: str,
                        created: Optional[Span], error: int, table: Optional[str]) -> None:
        where = ""
        if created is not None:
            elsewhere = f" of {created.path}" if created.path != stmt.span.path else ""
            where = f" (created at line {created.line}{elsewhere})"
        self.issues.append(BuildIssue(
            "SL007", f"{stmt.kind}: {what} already exists{where}; the server refuses the statement (error {error})",
            self._node_span(stmt, node), table))

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

    # -- what foreign keys need (SL006) -----------------------------------------------------
    def _foreign_key_needs(self, table: Table) -> list[tuple[Table, ForeignKey, bool, list[str]]]:
        """(owner, foreign key, whether `table` is its child, names of the indexes of `table`
        that serve it) for each foreign key `table` has or is referenced by: the child needs
        an index leading with the key's columns, the parent one leading with the referenced
        columns (a self-referencing key needs both)."""
        def served_by(columns: list[str]) -> list[str]:
            return [i.name for i in table.indexes if _serves(i, columns)]

        needs = []
        for owner in self.model.tables():  # (scans the model: only statements that can take one away ask)
            for fk in owner.foreign_keys:
                if owner is table:
                    needs.append((owner, fk, True, served_by(fk.columns)))
                if referenced_table(self.model, owner, fk) is table:
                    needs.append((owner, fk, False, served_by(fk.ref_columns)))
        return needs

    def _check_foreign_key_needs(self, stmt: Statement, table: Table,
                                 needs: list[tuple[Table, ForeignKey, bool, list[str]]]) -> None:
        """After a statement changed `table`: a foreign key that is still there but lost the
        index it needs, a column, or the type it was declared with (the server refuses the
        statement: 1553 / 1828 / 1832 / 1833; dropping an index is refused only while
        foreign_key_checks is on)."""
        before = self._names_before
        for owner, fk, child, served_by in needs:
            if not any(f is fk for f in owner.foreign_keys):
                continue  # the statement dropped the foreign key too
            label = f"foreign key {_fk_label(fk)}"
            of = "" if owner is table else f" of table {owner.qualified_name}"
            columns = fk.columns if child else fk.ref_columns
            # (a column the table lacked before, an earlier statement's doing, is not this one's)
            missing = [c for c in columns if table.column(c) is None and f"column {c.lower()}" in before]
            retyped = [c for c in columns if c.lower() in self._retyped]
            if child and missing:
                error = 1553 if self.foreign_key_checks else 1828
                self._needed(stmt, table, f"drops column {missing[0]}, which {label} uses", error)
            elif retyped:
                self._needed(stmt, table, f"changes the type of column {retyped[0]}, which {label}{of} "
                             f"{'uses' if child else 'references'}; the types must stay identical, even "
                             f"with foreign_key_checks off", 1832 if child else 1833)
            elif self.foreign_key_checks and served_by and not any(_serves(i, columns) for i in table.indexes):
                lost = served_by[0]
                error = 1025 if lost == PRIMARY and not child else 1553
                self._needed(stmt, table, f"drops index {lost}, which {label}{of} needs (an index leading with "
                             f"{', '.join(columns)})", error)

    def _check_referenced(self, stmt: Statement, node: exp.Expression, table: Table) -> None:
        """DROP TABLE of a table another table's foreign key references (error 1451)."""
        for owner, fk in self._referencing(table):
            if owner is not table:
                self.issues.append(BuildIssue(
                    "SL006", f"DROP TABLE {table.qualified_name}: foreign key {_fk_label(fk)} of table "
                    f"{owner.qualified_name} references it; the server refuses the statement (error 1451) "
                    f"unless {owner.qualified_name} is dropped first or foreign_key_checks is off",
                    self._node_span(stmt, node), table.qualified_name))
                return

    def _needed(self, stmt: Statement, table: Table, what: str, error: int) -> None:
        subject = f"ALTER TABLE {table.qualified_name}" if stmt.kind == "ALTER TABLE" else f"{stmt.kind} on {table.qualified_name}"
        self.issues.append(BuildIssue(
            "SL006", f"{subject} {what}: the server refuses the statement (error {error})",
            stmt.span, table.qualified_name))

    def _unknown(self, stmt: Statement, table: Table, node: Optional[exp.Expression], clause: str, what: str,
                 error: int) -> None:
        """SL005: a clause names a column or index the table does not have; the server
        refuses the whole statement (1054 unknown column, 1091 can't DROP, 1176 no such key)."""
        self.issues.append(BuildIssue(
            "SL005", f"{clause} names {what}, which table {table.qualified_name} does not have: the server "
            f"refuses the statement (error {error})", self._node_span(stmt, node), table.qualified_name))

    def _check_after(self, stmt: Statement, table: Table, position: Optional[exp.Expression]) -> None:
        """FIRST / AFTER x: x must be a column of the table (error 1054)."""
        if (isinstance(position, exp.Expression) and (position.args.get("position") or "").upper() == "AFTER"
                and position.this is not None and not self._has_column(table, position.this.name)):
            self._unknown(stmt, table, position.this, "AFTER", f"column {position.this.name}", 1054)

    @staticmethod
    def _node_span(stmt: Statement, node: Optional[exp.Expression]) -> Span:
        """Span of an AST node, from the first identifier below it that carries a position
        (breadth first, as `node.find_all(exp.Identifier)` finds them); the column moves back
        to where the clause starts on its line."""
        if node is None:
            return stmt.span
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

    # -- CREATE ----------------------------------------------------------------------------
    def _create_database(self, stmt: Statement, tree: exp.Create) -> None:
        name = _schema_name(tree.this)
        if not name:
            return
        existing = self.model.schema(name)
        if existing is not None and existing.span is not None and not tree.args.get("exists"):
            self._already_exists(stmt, tree.this, f"database {name}", existing.span, 1007, None)
        schema = self.model.ensure_schema(name)
        schema.span = stmt.span  # (a schema only a USE or a qualified name made has none)
        for prop in _properties(tree):
            if isinstance(prop, exp.CharacterSetProperty):
                schema.charset = charsets.normalize(prop.this.name)
            elif isinstance(prop, exp.CollateProperty):
                schema.collation = charsets.normalize_collation(prop.this.name)
                schema.charset = schema.charset or charsets.charset_of_collation(schema.collation)

    def _create_table(self, stmt: Statement, tree: exp.Create) -> None:
        target = tree.this
        table_node = target.this if isinstance(target, exp.Schema) else target
        if not isinstance(table_node, exp.Table):
            return
        schema_name, name = self._names(table_node)
        schema = self.model.ensure_schema(schema_name)
        span = stmt.span  # the table's span and changed_span (a Span cannot change)
        props = _properties(tree)
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
            self._table_options(table, props, schema.charset, schema.collation)
            if isinstance(target, exp.Schema):
                for element in target.expressions:
                    self._table_element(stmt, table, element)
                periods.keys_with_periods(table, target.expressions)
            self._partitioning(stmt, table, props)
            self._fk_indexes(table)
            table.unquoted_reserved = _unquoted_reserved(table, tree)
            if isinstance(tree.args.get("expression"), exp.Query):
                selected = select_types.selected_columns(tree.args["expression"], self.find_copied or self.find, stmt.text,
                                            declared={c.name.lower() for c in table.columns})
                if selected is None or None in selected:
                    table.from_select = True  # (its keys may name columns the SELECT adds)
                    self.issues.append(BuildIssue(
                        "SL001", "CREATE TABLE … SELECT: only the declared columns are modelled, not the ones "
                        "the SELECT adds; declare them in the column list", span, table.qualified_name, "info"))
                else:
                    _add_selected(table, selected, span)
        table.changed_span = span
        if like is None and table_node.args.get("db") is None and not isinstance(tree.args.get("expression"), exp.Query):
            table.shared = True
            self.last_template = (copy.copy(table), bool(tree.args.get("exists")))
        if tree.args.get("exists") and name.lower() in schema.tables:
            return  # CREATE TABLE IF NOT EXISTS on an existing table changes nothing
        # (MariaDB's CREATE OR REPLACE TABLE drops the table it replaces: no error 1050)
        self._check_new_table(stmt, table_node, None if tree.args.get("replace") else schema.tables.get(name.lower()), table)
        if table.foreign_keys:
            self._note_parentless(table, table.foreign_keys)
        table.sql_mode = self.sql_mode
        schema.tables[name.lower()] = table
        self.tables_created += 1

    def _table_options(self, table: Table, props: list, schema_charset, schema_collation) -> None:
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
                opts.auto_increment = _int(prop.this)
            elif isinstance(prop, exp.SchemaCommentProperty):
                opts.comment = prop.this.name
            elif isinstance(prop, exp.Property) and not is_partition_by(prop):
                key = prop.name.upper()
                value = prop.args.get("value")
                text = value.name if isinstance(value, (exp.Var, exp.Literal, exp.Identifier)) else (
                    value.sql(dialect="mysql") if value is not None else "")
                if key == "KEY_BLOCK_SIZE":
                    opts.key_block_size = _int(value)
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

    def _table_element(self, stmt: Statement, table: Table, element: exp.Expression) -> None:
        if isinstance(element, exp.ColumnDef):
            if element.meta_get(SHIFT) is None:
                column, inline = self._column(stmt, table, element)
            else:
                column, inline = self._shared_column(stmt, table, element)
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

    def _shared_column(self, stmt: Statement, table: Table, node: exp.ColumnDef) -> tuple[Column, list[Index]]:
        """_column for a definition other tables share (table_parts): what it built for the
        table's character set and collation (all a column takes from its table) and the
        server's flavour, copied and
        placed. The node keeps it in its meta; a definition that raised an issue is rebuilt."""
        key = (table.options.charset, table.options.collation, self.mariadb)
        built = node.meta_get(_BUILT)
        if built is None:
            built = node.meta[_BUILT] = {}
        made = built.get(key)
        if made is None:
            issues = len(self.issues)
            column, inline = self._column(stmt, table, node)
            if len(self.issues) == issues:
                built[key] = (copy.copy(column), [(i.name, i.kind, [p.column for p in i.parts]) for i in inline])
            return column, inline
        column, inline = made
        span = self._node_span(stmt, node)
        column = column.__copy__()  # copy.copy without its dispatch (a column of every table that shares it)
        column.span = span
        options = table.options
        if column.charset == options.charset:  # the table's own strings, as _column gives (smaller pickles)
            column.charset = options.charset
            if column.collation == options.collation:
                column.collation = options.collation
        # inline PRIMARY KEY / UNIQUE: on this column alone, placed where it is
        return column, [Index(name, kind, [IndexPart(c) for c in columns], span=span) for name, kind, columns in inline]

    def _constraint(self, stmt: Statement, table: Table, node: exp.Expression, name: Optional[str]) -> None:
        span = self._node_span(stmt, node)
        if isinstance(node, exp.PrimaryKey):
            self._add_index(table, Index(PRIMARY, PRIMARY, _parts(node.expressions), span=span))
        elif isinstance(node, exp.UniqueColumnConstraint):
            schema = node.this
            idx_name = name
            parts_src: list = []
            if isinstance(schema, exp.Schema):
                idx_name = (schema.this.name if schema.this else None) or name
                parts_src = schema.expressions
            elif schema is not None:
                parts_src = [schema]
            index = Index(idx_name or "", UNIQUE, _parts(parts_src), span=span)
            _index_options(index, node)
            self._add_index(table, index)
        elif isinstance(node, exp.IndexColumnConstraint):
            kind = (node.args.get("kind") or "").upper()
            kind = FULLTEXT if kind == "FULLTEXT" else SPATIAL if kind == "SPATIAL" else INDEX
            index = Index(node.this.name if node.this else (name or ""), kind, _parts(node.expressions), span=span)
            _index_options(index, node)
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
                on_delete=_ref_action(options, "DELETE"), on_update=_ref_action(options, "UPDATE"), span=span,
            )
            table.foreign_keys.append(fk)  # its index, if InnoDB must create one: _fk_indexes()
        elif isinstance(node, exp.PeriodForSystemTimeConstraint):
            # MariaDB's PERIOD FOR SYSTEM_TIME | name (start, end): both columns become NOT NULL
            # (an application-time period's too, checked on 10.11)
            for ident in (node.this, node.expression):
                column = table.column(ident.name) if ident is not None else None
                if column is not None:
                    column.nullable = False
        elif _json_valid_of(node) is not None:  # CONSTRAINT … CHECK (json_valid(col)), as MariaDB dumps JSON
            column = table.column(_json_valid_of(node))
            if column is not None and column.data_type == "LONGTEXT":
                _holds_json(column)
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

            if any(_serves(i, cols) for i in table.indexes if not i.implicit):
                table.indexes = [i for i in table.indexes if not (i.implicit and _serves(i, cols))]
            elif not any(_serves(i, cols) for i in table.indexes):
                self._add_index(table, Index(fk.name or "", INDEX, [IndexPart(c) for c in fk.columns],
                                             span=fk.span, implicit=True))

    def _add_index(self, table: Table, index: Index) -> None:
        if index.kind == FULLTEXT or index.kind == SPATIAL:
            for part in index.parts:  # (the servers keep no prefix nor order on these)
                part.prefix, part.descending = (None if index.kind == FULLTEXT else part.prefix), False
        if index.kind == PRIMARY:
            existing = table.primary_key
            if existing is not None and not self._drops_primary_key:
                self.issues.append(BuildIssue(
                    "SL007", f"PRIMARY KEY ({', '.join(index.columns)}): table {table.qualified_name} already has one, "
                    f"on ({', '.join(existing.columns)}); the server refuses the statement (error 1068, multiple "
                    f"primary key defined)", index.span or table.span, table.qualified_name))
            index.name = PRIMARY
            table.indexes = [i for i in table.indexes if not i.is_primary]
            table.indexes.insert(0, index)
            for part in index.parts:  # PRIMARY KEY columns are NOT NULL implicitly
                col = table.column(part.column)
                if col is not None:
                    col.nullable = False
            return
        if not index.name:
            index.name = _generated_index_name(table, index.columns[0] if index.columns else "expr")
        # the index InnoDB made for a foreign key gives way to a declared one of the same name;
        # two declared indexes of one name both stay, for SL012 to report (error 1061)
        table.indexes = [i for i in table.indexes if not (i.implicit and i.name.lower() == index.name.lower())]
        table.indexes.append(index)

    def _column(self, stmt: Statement, table: Table, node: exp.ColumnDef) -> tuple[Column, list[Index]]:
        span = self._node_span(stmt, node)
        dtype = node.args.get("kind")
        column = Column(name=node.name, data_type="UNKNOWN", span=span)
        inline: list[Index] = []
        serial_span = None  # SERIAL or SERIAL DEFAULT VALUE: a UNIQUE KEY unless the column declares one
        national = False
        if isinstance(dtype, exp.DataType):
            if self.mariadb and dtype.this is _DTYPE.USERDEFINED and "." in str(dtype.args.get("kind") or ""):
                dtype = _schema_qualified(dtype)
            _apply_type(column, dtype)
            national = dtype.this is _NCHAR or dtype.this is _NVARCHAR
            if self.mariadb and column.data_type == "SQL_TSI_YEAR":
                column.data_type = "YEAR"  # MariaDB's synonym of YEAR (MySQL 8.0 has no such type)
            if column.data_type not in KNOWN_TYPES and column.data_type != "SERIAL":
                self.issues.append(BuildIssue(
                    "SL001", f"column {column.name}: unknown data type {column.data_type} (MySQL rejects it)",
                    span, table.qualified_name))
        explicit_charset = explicit_collation = None
        collate_default = False
        binary_attr = False
        for constraint in node.args.get("constraints") or ():
            kind = constraint.args.get("kind")
            cls = _KIND_CLASS[type(kind)]  # the first class of the list that `kind` is an instance of
            if cls is None:
                continue
            if cls is _PROPERTY:
                if kind.name.upper() == SRID:
                    column.srid = _int(kind.args.get("value"))
                    continue
                if kind.name.upper() == UNSIGNED:  # FLOAT … UNSIGNED
                    column.unsigned = True
                    continue
                if kind.name.upper() == SERIAL_DEFAULT_VALUE:  # NOT NULL AUTO_INCREMENT UNIQUE
                    column.nullable, column.auto_increment = False, True
                    serial_span = span  # its UNIQUE is added below, unless the column declares a key
                    continue
                cls = _first_kind_class(type(kind), _AFTER_PROPERTY)
                if cls is None:
                    continue
            if cls is _NOT_NULL:
                column.nullable = bool(kind.args.get("allow_null"))
            elif cls is _DEFAULT:
                value = kind.this
                if isinstance(value, exp.Collate) and isinstance(value.expression, (exp.Identifier, exp.Literal, exp.Var)):
                    # `DEFAULT 'x' COLLATE c`: the server's grammar ends the default at the literal and
                    # reads COLLATE c as the column's (MariaDB 10.11, MySQL 8.0); sqlglot binds it to the value
                    explicit_collation = charsets.normalize_collation(value.expression.name)
                    value = value.this
                column.default = _sql_text(value)
            elif cls is _CHARACTER_SET:
                explicit_charset = charsets.normalize(kind.this.name)
            elif cls is _COLLATE:
                explicit_collation = charsets.normalize_collation(kind.this.name)
                if explicit_collation == "default":  # (MariaDB: the character set's default collation)
                    explicit_collation, collate_default = None, True
            elif cls is _AUTO_INCREMENT:
                # NOT NULL unless a NULL follows (MariaDB 10.11: `c INT NULL AUTO_INCREMENT` is NOT NULL,
                # `c INT AUTO_INCREMENT NULL` nullable; MySQL 8.0 the same)
                column.auto_increment, column.nullable = True, False
            elif cls is _BINARY:
                binary_attr = True
            elif cls is _ON_UPDATE:
                column.on_update = _sql_text(kind.this)
            elif cls is _COMPUTED:
                column.generated = kind.this.sql(dialect="mysql") if kind.this is not None else ""
                column.generated_stored = bool(kind.args.get("persisted"))
            elif cls is _COMMENT:
                column.comment = kind.this.name if kind.this is not None else None
            elif cls is _ZEROFILL:
                column.zerofill = column.unsigned = True
            elif cls is _UNSIGNED:
                column.unsigned = True
            elif cls is _PRIMARY_KEY:
                inline.append(Index(PRIMARY, PRIMARY, [IndexPart(column.name)], span=span))
            elif cls is _UNIQUE:
                inline.append(Index("", UNIQUE, [IndexPart(column.name)], span=span))
            elif cls is _GENERATED_AS and kind.args.get("expression") is not None:
                column.generated = kind.args["expression"].sql(dialect="mysql")
            elif cls is _INVISIBLE:
                column.invisible = True
            elif cls is _ROW_PERIOD:
                # a system-versioning column is NOT NULL whatever it declares (MariaDB 10.11)
                column.system_period = "ROW START" if kind.args.get("start") else "ROW END"
        if column.system_period is not None:
            column.nullable = False  # a system-versioning column is NOT NULL whatever it declares (MariaDB 10.11)
        if column.data_type == "SERIAL":  # BIGINT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE
            column.data_type, column.unsigned, column.nullable, column.auto_increment = "BIGINT", True, False, True
            serial_span = span
        if serial_span is not None:
            if self.mariadb and any(i.kind == PRIMARY for i in inline):
                # a SERIAL PRIMARY KEY: MariaDB keeps no UNIQUE besides (SHOW CREATE TABLE, 10.11);
                # MySQL 8.0 keeps both
                inline = [i for i in inline if i.kind == PRIMARY]
            elif not any(i.kind == UNIQUE for i in inline):
                # SERIAL's implied UNIQUE is the column's one UNIQUE: `id serial unique` keeps one
                # (MariaDB 10.11 and MySQL 8.0 alike)
                inline.append(Index("", UNIQUE, [IndexPart(column.name)], span=serial_span))
        if national and explicit_charset is None and explicit_collation is None:
            explicit_charset = "utf8mb3"  # NATIONAL CHAR / NCHAR / NVARCHAR: utf8mb3, whatever the table says
        if column.data_type in _CHARACTER_TYPES:
            _resolve_charset(column, table, explicit_charset, explicit_collation, binary_attr)
            if collate_default and column.charset:
                column.collation = charsets.DEFAULT_COLLATION.get(column.charset)
            if column.data_type in _TEXT_SIZES and isinstance(dtype, exp.DataType) and dtype.expressions:
                # TEXT(n) holds n characters: the smallest type with n × (bytes per character) bytes
                n = (_int(dtype.expressions[0].this if isinstance(dtype.expressions[0], exp.DataTypeParam)
                          else dtype.expressions[0]) or 0) * charsets.max_bytes_per_char(column.charset)
                column.data_type = next(name for name, size in _TEXT_BYTES if n <= size)
        # MariaDB's JSON is a LONGTEXT with a CHECK (json_valid(…)) (checked on 10.11): both spellings
        # are modelled as JSON, as live mode reads them (live.json_columns_step)
        if column.data_type == "LONGTEXT" and any(_json_valid_of(c.args.get("kind")) == column.name.lower()
                                                  for c in node.args.get("constraints") or ()):
            _holds_json(column)
        if self.mariadb and any(i.kind == PRIMARY for i in inline):
            # MariaDB keeps one key where a column is both PRIMARY KEY and UNIQUE (SERIAL too); 10.11
            inline = [i for i in inline if i.kind != UNIQUE]
        return column, inline

    def _partitioning(self, stmt: Statement, table: Table, props: list) -> None:
        node = next((p for p in props if is_partition_by(p)), None)
        if node is None:
            return
        table.partitioning = partitioning_from(node, _partition_span(stmt, node))
        if table.partitioning.method == "KEY" and not table.partitioning.columns:
            # PARTITION BY KEY () partitions on the primary key (else the NOT NULL unique key)
            table.partitioning.columns = _whole_key_columns(table)

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
        index = Index(node.name, idx_kind, _parts(cols or []), span=stmt.span)
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
                    self._check_referenced(stmt, node, table)
                schema = self.model.schema(table.schema) if table is not None else None
                if schema is not None and schema.tables.get(table.name.lower()) is table:
                    del schema.tables[table.name.lower()]
        elif kind in ("DATABASE", "SCHEMA"):
            name = _schema_name(targets[0]) if targets else None
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
                    self._unknown(stmt, table, targets[0], "DROP INDEX", f"index {idx_name}", 1091)
                needs = self._foreign_key_needs(table)
                table.indexes = [i for i in table.indexes if i.name.lower() != idx_name.lower()]
                self._check_foreign_key_needs(stmt, table, needs)
                table.changed_span = stmt.span

    # -- RENAME TABLE ----------------------------------------------------------------------
    def _rename_tables(self, stmt: Statement, pairs: list[tuple[exp.Table, exp.Table]]) -> None:
        """RENAME TABLE a TO b [, c TO d …]: the pairs apply left to right, as on the server."""
        for old, new in pairs:
            table = self._lookup(stmt, old, "RENAME TABLE")
            if table is not None:
                schema_name, name = self._names(new)
                self._check_new_table(stmt, new, self.model.find_table(name, schema_name), table)
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
            return
        self._names_before = frozenset(
            [f"column {c.name.lower()}" for c in table.columns] + [f"index {i.name.lower()}" for i in table.indexes])
        actions = tree.args.get("actions") or []
        self._drops_primary_key = any(isinstance(a, exp.DropPrimaryKey) or (
            isinstance(a, exp.Drop) and "PRIMARY" in (a.args.get("kind") or "").upper()) for a in actions)
        # only a clause that drops or retypes something can take what a foreign key needs
        needs = (self._foreign_key_needs(table)
                 if any(isinstance(a, (exp.Drop, exp.DropPrimaryKey, exp.ModifyColumn)) for a in actions) else [])
        keys_before = list(table.foreign_keys)
        try:
            renames = [a for a in actions if isinstance(a, exp.RenameColumn)]
            if len(renames) > 1:
                # the server renames all at once, each from the name the table had before the
                # statement (`RENAME COLUMN a TO b, RENAME COLUMN b TO a` swaps them; MariaDB 10.11)
                self._rename_columns(stmt, table, renames)
            for action in actions:
                if len(renames) < 2 or not isinstance(action, exp.RenameColumn):
                    self._alter_action(stmt, table, action)
            added = [fk for fk in table.foreign_keys if not any(fk is kept for kept in keys_before)]
            if added:
                self._note_parentless(table, added)
            if needs:
                self._check_foreign_key_needs(stmt, table, needs)
        finally:
            self._names_before = frozenset()
            self._retyped.clear()
            self._drops_primary_key = False
        self._fk_indexes(table)
        options = tree.args.get("options") or []
        for node in options:
            if is_partition_by(node) or is_named_property(node, PARTITION_OP):  # … ALGORITHM=COPY PARTITION BY …
                self._alter_action(stmt, table, node)
        props = [o for o in options if not is_partition_by(o) and not is_named_property(o, PARTITION_OP)
                 and not isinstance(o, (exp.AlgorithmProperty, exp.LockProperty))]
        if props:
            self._table_options(table, props, table.options.charset, table.options.collation)
        table.changed_span = stmt.span

    def _alter_action(self, stmt: Statement, table: Table, action: exp.Expression) -> None:
        """Route one ALTER TABLE clause to the method that replays it."""
        if isinstance(action, exp.ColumnDef):
            self._add_column(stmt, table, action)
        elif isinstance(action, (exp.PrimaryKey, exp.UniqueColumnConstraint, exp.IndexColumnConstraint,
                                 exp.ForeignKey, exp.Constraint)):
            if not _added_already(table, action):  # ADD INDEX / KEY / UNIQUE / PRIMARY KEY / FOREIGN KEY
                self._table_element(stmt, table, action)
        elif isinstance(action, exp.AddConstraint):
            for inner in action.expressions:
                if not _added_already(table, inner):
                    self._table_element(stmt, table, inner)
        elif isinstance(action, exp.Drop):
            self._drop_clause(stmt, table, action)
        elif isinstance(action, exp.DropPrimaryKey):
            if table.primary_key is None and not self._has_index(table, PRIMARY):  # (a UNIQUE NOT NULL key is no stand-in)
                self._unknown(stmt, table, action, "DROP PRIMARY KEY", "the primary key", 1091)
            self._drop_primary_key(table)
        elif isinstance(action, exp.AlterColumn):
            self._alter_column(stmt, table, action)
        elif isinstance(action, exp.RenameColumn):
            if not action.args.get("exists") and not self._has_column(table, action.this.name):
                self._unknown(stmt, table, action.this, "RENAME COLUMN", f"column {action.this.name}", 1054)
            self._rename_column(table, action.this.name, action.args["to"].name)
        elif isinstance(action, exp.ModifyColumn) and isinstance(action.this, exp.ColumnDef):
            self._modify_column(stmt, table, action)
        elif isinstance(action, exp.RenameIndex):
            self._rename_index(stmt, table, action)
        elif isinstance(action, exp.AlterIndex):
            self._alter_index(stmt, table, action)
        elif isinstance(action, exp.AlterRename) and isinstance(action.this, exp.Table):
            schema_name = action.this.args["db"].name if action.this.args.get("db") else table.schema
            self._check_new_table(stmt, action.this, self.model.find_table(action.this.name, schema_name), table)
            self._move_table(table, schema_name, action.this.name)
        elif isinstance(action, exp.Properties):
            self._table_options(table, list(action.expressions), table.options.charset, table.options.collation)
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
        self._check_after(stmt, table, node.args.get("position"))
        column, inline = self._column(stmt, table, node)
        _place_column(table, column, node.args.get("position"))
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
        self._check_after(stmt, table, position)
        if table.column(old) is None:
            if not action.args.get("exists") and not self._has_column(table, old):
                clause = "CHANGE" if old_node is not None else "MODIFY"
                self._unknown(stmt, table, old_node if old_node is not None else action.this, clause, f"column {old}", 1054)
            return
        at = next(i for i, c in enumerate(table.columns) if c.name.lower() == old.lower())
        column, inline = self._column(stmt, table, action.this)
        if _stored_type(column) != _stored_type(table.columns[at]):
            self._retyped.add(column.name.lower())
        self._rename_column(table, old, column.name)
        table.columns[at] = column
        if position is not None:
            table.columns.pop(at)
            _place_column(table, column, position)
        pk = table.primary_key
        if pk is not None and column.name.lower() in (c.lower() for c in pk.columns):
            column.nullable = False  # PRIMARY KEY columns stay NOT NULL
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
                if not action.args.get("exists") and not self._has_column(table, old):
                    self._unknown(stmt, table, action.this, "RENAME COLUMN", f"column {old}", 1054)
                continue
            self._rename_column(table, old, f"\0{n}")  # (no name a statement can spell)
            moved.append((f"\0{n}", action.args["to"].name))
        for placeholder, new in moved:
            self._rename_column(table, placeholder, new)

    def _rename_column(self, table: Table, old: str, new: str) -> None:
        """The column's new name everywhere: in the table (_rename_column) and in the foreign
        keys of tables that reference it, which follow the rename on the server too."""
        _rename_column(table, old, new)
        if old.lower() == new.lower():
            return
        for _, fk in self._referencing(table, changing=True):
            fk.ref_columns = [new if c.lower() == old.lower() else c for c in fk.ref_columns]

    def _alter_column(self, stmt: Statement, table: Table, action: exp.AlterColumn) -> None:
        """ALTER [COLUMN] c SET DEFAULT x | DROP DEFAULT (| SET [IN]VISIBLE: nothing stored)."""
        col = table.column(action.this.name) if action.this is not None else None
        if col is None:
            if action.this is not None and not self._has_column(table, action.this.name):
                self._unknown(stmt, table, action.this, "ALTER COLUMN", f"column {action.this.name}", 1054)
            return
        if action.args.get("drop"):
            col.default = None
        elif action.args.get("default") is not None:
            col.default = _sql_text(action.args["default"])

    def _drop_clause(self, stmt: Statement, table: Table, action: exp.Drop) -> None:
        """DROP [COLUMN] c | INDEX/KEY i | FOREIGN KEY f | PRIMARY KEY | CHECK/CONSTRAINT c."""
        kind = (action.args.get("kind") or "").upper()
        # sqlglot keeps the dropped objects in `tables` (older versions: `this`)
        targets = [t for t in (action.args.get("tables") or [action.this]) if t is not None]
        for target in targets:
            name = target.name
            if kind == "COLUMN" or (not kind and name):
                if not action.args.get("exists") and not self._has_column(table, name):
                    self._unknown(stmt, table, target, "DROP COLUMN", f"column {name}", 1091)
                self._drop_column(stmt, table, action, name)
            elif kind in ("INDEX", "KEY"):
                if not action.args.get("exists") and not self._has_index(table, name):
                    self._unknown(stmt, table, target, f"DROP {kind}", f"index {name}", 1091)
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
        span = self._node_span(stmt, action)
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
                self._unknown(stmt, table, target, "DROP FOREIGN KEY", f"foreign key {name}", 1091)
        table.foreign_keys = kept

    @staticmethod
    def _drop_primary_key(table: Table) -> None:
        table.indexes = [i for i in table.indexes if not i.is_primary]

    def _rename_index(self, stmt: Statement, table: Table, action: exp.Expression) -> None:
        """RENAME INDEX|KEY a TO b. The index keeps the span of the clause that built it: a new
        name does not change what it stores."""
        index = table.index(action.this.name) if action.this is not None else None
        if (index is None and action.this is not None and not action.args.get("exists")
                and not self._has_index(table, action.this.name)):
            self._unknown(stmt, table, action.this, "RENAME INDEX", f"index {action.this.name}", 1176)
        if index is not None and not index.is_primary:
            index.name = action.args["to"].name

    def _alter_index(self, stmt: Statement, table: Table, action: exp.Expression) -> None:
        """ALTER INDEX i VISIBLE | INVISIBLE (MariaDB: [NOT] IGNORED)."""
        index = table.index(action.this.name) if action.this is not None else None
        if (index is None and action.this is not None and not self._has_index(table, action.this.name)
                and not action.args.get("exists")):  # MariaDB's ALTER INDEX IF EXISTS: a note, not an error
            self._unknown(stmt, table, action.this, "ALTER INDEX", f"index {action.this.name}", 1176)
        if index is not None and action.args.get("visible") is not None:
            index.visible = bool(action.args["visible"])
            index.span = self._node_span(stmt, action)

    def _partition_by(self, stmt: Statement, table: Table, node: exp.Property) -> None:
        table.partitioning = partitioning_from(node, _partition_span(stmt, node))
        if table.partitioning.method == "KEY" and not table.partitioning.columns:
            table.partitioning.columns = _whole_key_columns(table)

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
        span = self._node_span(stmt, node)
        names = {n.name.lower() for n in spec.get("names") or []}
        new_defs = _partition_defs(spec.get("definitions") or [], span)
        count = _int(spec.get("count"))
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
                column.data_type = _BINARY_OF.get(column.data_type, column.data_type)
                column.charset = column.collation = None
            else:
                column.data_type = _text_type_for(column, charset)
                column.charset, column.collation = charset, collation
            column.span = stmt.span
            for index in table.indexes:
                if column.name.lower() in (c.lower() for c in index.columns):
                    index.span = stmt.span

def _add_selected(table: Table, selected: list[Column], span: Span) -> None:
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


def _place_column(table: Table, column: Column, position: Optional[exp.Expression]) -> None:
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


def _fill_of(value: exp.Expression, table: Table) -> Optional[str]:
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


def _fk_label(fk: ForeignKey) -> str:
    """A foreign key's name, or its columns when it has none: `fk_x` or `(a, b)`."""
    return fk.name or "(" + ", ".join(fk.columns) + ")"


def _serves(index: Index, columns: list[str]) -> bool:
    """Whether a foreign key can use the index: it leads with the key's columns, whole."""
    lead = index.parts[: len(columns)]
    return (index.kind in (PRIMARY, UNIQUE, INDEX) and len(lead) == len(columns)
            and all(p.column.lower() == c.lower() and not p.prefix and not p.expression for p, c in zip(lead, columns)))


def _stored_type(column: Column) -> tuple:
    """What a foreign key compares: type, size, sign, character set and collation."""
    return (column.data_type, column.length, column.precision, column.scale, column.unsigned, column.fsp,
            column.charset, column.collation, column.values)


def changes_nothing(table: Table, clause: exp.Expression) -> bool:
    """An ALTER TABLE clause with MariaDB's IF [NOT] EXISTS that the server skips on this table
    (with a note): ADD … IF NOT EXISTS of a column, index or key it has; DROP, MODIFY, CHANGE,
    RENAME … IF EXISTS of one it lacks. (online_ddl does not judge those.)"""
    if isinstance(clause, exp.AddConstraint):  # (IF NOT EXISTS marks each constraint it adds)
        return bool(clause.expressions) and all(_added_already(table, inner) for inner in clause.expressions)
    if not clause.args.get("exists"):
        return False
    if isinstance(clause, exp.ColumnDef):
        return table.column(clause.name) is not None
    if isinstance(clause, exp.ModifyColumn):
        old = clause.args.get("rename_from")
        return table.column(old.name if old is not None else clause.this.name) is None
    if isinstance(clause, exp.RenameColumn):
        return table.column(clause.this.name) is None
    if isinstance(clause, exp.RenameIndex):
        return table.index(clause.this.name) is None
    if isinstance(clause, exp.Drop):
        kind = (clause.args.get("kind") or "").upper()
        names = [t.name for t in (clause.args.get("tables") or [clause.this]) if t is not None]
        if kind == "COLUMN" or not kind:
            return all(table.column(n) is None for n in names)
        if kind in ("INDEX", "KEY"):
            return all(table.index(n) is None for n in names)
        if kind == "FOREIGN KEY":
            return all(not any((fk.name or "").lower() == n.lower() for fk in table.foreign_keys) for n in names)
        return False
    return _added_already(table, clause)


def _added_already(table: Table, element: exp.Expression) -> bool:
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


def _rename_column(table: Table, old: str, new: str) -> None:
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


# -- module-level helpers ------------------------------------------------------------------
def _properties(tree: exp.Expression) -> list[exp.Expression]:
    props = tree.args.get("properties")
    return list(props.expressions) if isinstance(props, exp.Properties) else []


def _schema_name(node: Any) -> Optional[str]:
    """The name in `CREATE/DROP DATABASE|SCHEMA name`: sqlglot puts it in the Table's `this`
    for DATABASE and in its `db` for SCHEMA."""
    if not isinstance(node, exp.Expression):
        return None
    if isinstance(node, exp.Table):
        return node.name or (node.args["db"].name if node.args.get("db") else None) or None
    return node.name or None


def _sql_text(node: Optional[exp.Expression]) -> Optional[str]:
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


def _member(node: Any) -> str:
    """An ENUM / SET member as the server stores it: trailing spaces removed (MySQL and MariaDB
    both strip them), a hex or bit literal as the characters its bytes spell."""
    if isinstance(node, (exp.HexString, exp.BitString)):
        try:
            number = int(node.this, 16 if isinstance(node, exp.HexString) else 2)
            return number.to_bytes(max(1, (number.bit_length() + 7) // 8), "big").decode("latin-1")
        except (TypeError, ValueError):
            return node.name
    return node.name.rstrip(" ")


def _int(node: Any) -> Optional[int]:
    if node is None:
        return None
    text = node.name if isinstance(node, exp.Expression) else str(node)
    try:
        return int(text)
    except (TypeError, ValueError):
        return None


_NO_START = object()


def _generated_index_name(table: Table, column: str) -> str:
    """MySQL names an unnamed index after its first column: col, col_2, col_3, …"""
    taken = {i.name.lower() for i in table.indexes}
    if column.lower() not in taken:
        return column
    n = 2
    while f"{column}_{n}".lower() in taken:
        n += 1
    return f"{column}_{n}"


def _parts(nodes: list) -> list[IndexPart]:
    parts = []
    for node in nodes:
        desc = False
        if isinstance(node, exp.Ordered):
            desc = bool(node.args.get("desc"))
            node = node.this
        if isinstance(node, exp.ColumnPrefix):
            parts.append(IndexPart(node.this.name, prefix=_int(node.expression), descending=desc))
        elif isinstance(node, (exp.Column, exp.Identifier)):
            parts.append(IndexPart(node.name, descending=desc))
        elif isinstance(node, exp.Anonymous) and len(node.expressions) == 1:
            # sqlglot may read `col(10)` as a call: a prefix
            parts.append(IndexPart(node.name, prefix=_int(node.expressions[0]), descending=desc))
        elif node is not None:
            text = node.sql(dialect="mysql")
            cols = [c.name for c in node.find_all(exp.Column)]
            parts.append(IndexPart(cols[0] if cols else text, descending=desc, expression=text))
    return parts


def _index_options(index: Index, node: exp.Expression) -> None:
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


def _ref_action(options: str, event: str) -> Optional[str]:
    upper = options.upper()
    key = f"ON {event} "
    if key not in upper:
        return None
    rest = upper.split(key, 1)[1]
    for action in ("CASCADE", "SET NULL", "SET DEFAULT", "RESTRICT", "NO ACTION"):
        if rest.startswith(action):
            return action
    return None


def _apply_type(column: Column, dtype: exp.DataType) -> None:
    this = dtype.this
    raw = this._name_ if type(this) is _DTYPE else this.name if hasattr(this, "name") else str(this)
    name, unsigned = _TYPE_MAP.get(raw) or (raw, False)
    column.data_type = name
    column.unsigned = column.unsigned or unsigned
    params = dtype.expressions
    group = _TYPE_GROUP.get(name)
    if group is None:
        return
    if group == "ENUM":
        column.values = tuple(_member(p) for p in params)
        return
    numbers = [_int(p.this if isinstance(p, exp.DataTypeParam) else p) for p in params] if params else []
    if group == "DECIMAL":
        column.data_type = "DECIMAL"
        column.precision = numbers[0] if numbers and numbers[0] is not None else 10
        column.scale = numbers[1] if len(numbers) > 1 and numbers[1] is not None else 0
    elif group == "FLOAT":
        if name == "FLOAT" and len(numbers) == 1 and numbers[0] is not None and numbers[0] > 24:
            column.data_type = "DOUBLE"  # FLOAT(p) with p > 24 is a DOUBLE
        if len(numbers) == 2:
            column.precision, column.scale = numbers
    elif group == "TEMPORAL":
        column.fsp = numbers[0] if numbers else 0
    elif group == "LENGTH":
        column.length = numbers[0] if numbers and numbers[0] is not None else 1
        if column.length == 0 and column.data_type == "BIT":
            column.length = 1  # BIT(0) is BIT(1) (MariaDB 10.11: NUMERIC_PRECISION 1)
    elif group == "INTEGER":
        column.display_width = numbers[0] if numbers else None
        if raw == "BOOLEAN":
            column.display_width = 1
    elif group == "TEXT":
        if numbers and numbers[0]:
            # TEXT(n)/BLOB(n) pick the smallest type that holds n bytes
            n = numbers[0]
            small = "TINY" if n < 256 else "" if n < 65536 else "MEDIUM" if n < 2**24 else "LONG"
            column.data_type = small + name
    else:  # USERDEFINED: POINT, POLYGON, …: see dialect.SchemalintMySQL
        column.data_type = str(dtype.args.get("kind") or "UNKNOWN").upper()
        if column.data_type == "GEOMCOLLECTION":
            column.data_type = "GEOMETRYCOLLECTION"


# MariaDB 10.3+'s schema-qualified types (sql_mode ORACLE / MAXDB spellings): mariadb_schema.T is
# the native T; Oracle's DATE and MaxDB's TIMESTAMP hold a time, so they are DATETIME (10.11)
_QUALIFIED_TYPES = {"oracle_schema.date": "DATETIME", "maxdb_schema.timestamp": "DATETIME"}


def _schema_qualified(dtype: exp.DataType) -> exp.DataType:
    """The type a `mariadb_schema.DATE` (oracle_schema., maxdb_schema.) names, with its parameters."""
    kind = str(dtype.args.get("kind"))
    schema, _, name = kind.partition(".")
    if schema.lower() not in ("mariadb_schema", "oracle_schema", "maxdb_schema"):
        return dtype
    try:
        built = exp.DataType.build(_QUALIFIED_TYPES.get(kind.lower(), name), dialect="mysql")
    except Exception:  # (not a type name: left as written, for the unknown-type check)
        return dtype
    if dtype.expressions:
        built.set("expressions", [e.copy() for e in dtype.expressions])
    return built


def _resolve_charset(column: Column, table: Table, charset: Optional[str], collation: Optional[str], binary_attr: bool) -> None:
    """Column → table → schema → server default, as MySQL resolves it at CREATE time."""
    if column.data_type not in _CHARACTER_TYPES:
        return
    if collation == "binary" and charset is None:
        charset = "binary"  # COLLATE binary: the binary character set (VARCHAR(n) COLLATE binary is VARBINARY(n))
    if charset == "binary":  # CHAR(n) CHARACTER SET binary is BINARY(n)
        column.data_type = {"CHAR": "BINARY", "VARCHAR": "VARBINARY", "TINYTEXT": "TINYBLOB", "TEXT": "BLOB",
                            "MEDIUMTEXT": "MEDIUMBLOB", "LONGTEXT": "LONGBLOB"}.get(column.data_type, column.data_type)
        return
    if charset is None and collation:
        charset = charsets.charset_of_collation(collation)
    if charset is None:
        charset = table.options.charset or charsets.SERVER_DEFAULT_CHARSET
        collation = collation or table.options.collation
        if charset == "binary":  # a table of CHARACTER SET binary: its strings are binary too
            _resolve_charset(column, table, charset, None, binary_attr)
            return
    column.charset = charset
    column.collation = collation or charsets.DEFAULT_COLLATION.get(charset)
    if binary_attr and column.collation and not column.collation.endswith("_bin"):
        column.collation = f"{charset}_bin"


_CHARACTER_TYPES = frozenset(("CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET"))
_BINARY_OF = {"CHAR": "BINARY", "VARCHAR": "VARBINARY", "TINYTEXT": "TINYBLOB", "TEXT": "BLOB",
              "MEDIUMTEXT": "MEDIUMBLOB", "LONGTEXT": "LONGBLOB"}
_TEXT_BYTES = (("TINYTEXT", 255), ("TEXT", 65535), ("MEDIUMTEXT", 2**24 - 1), ("LONGTEXT", 2**32 - 1))
_TEXT_SIZES = frozenset(name for name, _ in _TEXT_BYTES)


def _text_type_for(column: Column, charset: str) -> str:
    """The TEXT type that keeps the column's character capacity in another charset."""
    sizes = dict(_TEXT_BYTES)
    if column.data_type not in sizes:
        return column.data_type
    chars = sizes[column.data_type] // charsets.max_bytes_per_char(column.charset)
    need = chars * charsets.max_bytes_per_char(charset)
    for name, size in _TEXT_BYTES:
        if size >= need and size >= sizes[column.data_type]:
            return name
    return "LONGTEXT"


def _partition_defs(definitions: list, span: Span) -> list[PartitionDef]:
    """PartitionDefs for the definitions of ADD / REORGANIZE PARTITION (read as PARTITION BY reads them)."""
    if not definitions:
        return []
    node = exp.Property(this=exp.var(PARTITION_BY), value=struct(method="RANGE", definitions=list(definitions)))
    return partitioning_from(node, span).partitions

def _partition_span(stmt: Statement, node: exp.Expression) -> Span:
    """The line of the partitioning clause (its first positioned identifier), else the statement."""
    return Builder._node_span(stmt, node)


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
                "MAXVALUE" if isinstance(v, exp.Column) and v.name.upper() == "MAXVALUE" else _sql_text(v)
                for v in values) + ")"
        else:
            text = kind
        parts.append(PartitionDef(d["name"].name, text))
    sub = fields(spec.get("subpartition")) if spec.get("subpartition") is not None else None
    sub_count = _int(sub.get("count")) if sub else None
    if sub and sub_count is None:  # (SUBPARTITION s0, SUBPARTITION s1) per partition
        sub_count = max((len(d.get("subpartitions") or []) for d in definitions), default=0) or None
    return Partitioning(
        method=spec["method"], linear=bool(spec.get("linear")), expression=expression, columns=columns,
        partitions=parts, count=_int(spec.get("count")),
        subpartition_method=sub["method"] if sub else None,
        subpartition_count=sub_count, span=span,
    )


def _unquoted_reserved(table: Table, tree: exp.Create) -> frozenset:
    """The table's own names that are reserved words (MySQL 8.0's or MariaDB's) and that its
    CREATE TABLE writes without backticks somewhere."""
    from .reserved_words import MARIADB_1011, MYSQL_80

    names = {table.name.lower(), *(c.name.lower() for c in table.columns), *(i.name.lower() for i in table.indexes)}
    risky = {n for n in names if n in MYSQL_80 or n in MARIADB_1011}
    if not risky:
        return frozenset()
    return frozenset(n for ident in tree.find_all(exp.Identifier)
                     if not ident.args.get("quoted") and (n := ident.name.lower()) in risky)
