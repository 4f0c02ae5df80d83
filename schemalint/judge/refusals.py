"""What the server refuses in one statement, judged against the model as it stands just before it.

The replay (build.py) applies a statement to the model; whether the server would have let it
is decided here, from the table before the statement and the statement's tree, and never by
the replay itself. A table definition that is wrong whatever led to it (a CHAR(300), CSV with
a key) is SL012's, judged on the finished model; what is wrong only against the table as an
earlier statement left it lives here: a column added twice, a partition operation on a table
not partitioned that way, system versioning on a table that has or lacks it.

Each check names the server behaviour it models: MariaDB 10.11 (checked on the suite's
private server and in its sql/*.cc) and MySQL 8.0 where they differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional

from sqlglot import exp

from ..read.dialect import ADD_SYSTEM_VERSIONING, PARTITION_OP, fields, is_named_property, is_partition_by
from ..model import Partitioning, Table
from . import refusal_partitions as partitions
from .refusal_files import database_file, table_files


@dataclass(eq=False, repr=False)
class Refusal:
    """The server refuses the statement: `code` the rule that owns the cause, `error` its number."""

    code: str  # SL005 unknown column | SL007 already exists | SL012 invalid definition
    error: int
    message: str
    node: Optional[exp.Expression]  # the clause (for its position), None: the statement
    table: Optional[str] = None


# the charsets MySQL 8.0 has and MariaDB 10.11 does not (SHOW CHARACTER SET on both)
_MYSQL_ONLY_CHARSETS = frozenset({"gb18030"})


def judge(kind: str, tree: Any, find: Callable[[exp.Table], Optional[Table]], mariadb: bool,
          keep_history: bool = False) -> list[Refusal]:
    """The refusals of one parsed statement of `kind`; `find` resolves a table reference in
    the model as it stands before the statement; `keep_history`: the session set MariaDB's
    system_versioning_alter_history to KEEP."""
    named = next(_reserved_table_names(tree, mariadb), None) or next(_table_names(tree), None)
    if named is not None:  # (refused as the statement is parsed: nothing else is looked at)
        return [named]
    files = [Refusal("SL012", error, f"{message}: the server refuses the statement", node, None)
             for node, error, message in table_files(kind, tree, find)]
    if kind == "RENAME TABLE":
        return files
    if kind == "ALTER TABLE" and isinstance(tree, exp.Alter) and isinstance(tree.this, exp.Table):
        if mariadb:
            from .refusal_expressions import alter_expression_refusals

            name = tree.this.name
            for node, message, error in alter_expression_refusals(list(tree.args.get("actions") or [])):
                return [Refusal("SL012", error, f"{message}: the server refuses the statement", node, name)]
        table = find(tree.this)
        before_table = list(_long_names(tree, table is not None)) + list(_table_collation(tree))
        if before_table:  # (the parser's and the table options' own: before the server opens the table)
            return before_table[:1]
        if table is not None:
            return list(_alter(tree, table, mariadb, keep_history)) + list(_alter_partitioning(tree, table)) + files
        # (of a table the model has, SL012 judges what the statement leaves)
        return (list(_undefined_partitions(tree, tree.args.get("actions") or [])) + list(_alter_partitioning(tree, None))
                + list(_fulltext_parser(tree)))
    if kind == "CREATE INDEX" and isinstance(tree, exp.Create):
        return list(_create_index(tree, find))
    if kind == "CREATE TABLE" and isinstance(tree, exp.Create):
        return list(_create_table(tree, find, mariadb)) + files
    if kind == "CREATE DATABASE" and isinstance(tree, exp.Create):
        directory = [Refusal("SL012", error, f"{message}: the server refuses the statement", node, None)
                     for node, error, message in database_file(tree)]
        return (list(_charsets(tree)) + list(_database_comment(tree)) if mariadb else []) + directory
    return []


# -- CREATE TABLE ------------------------------------------------------------------------------

def _create_table(tree: exp.Create, find, mariadb: bool = False) -> Iterator[Refusal]:
    target = tree.this
    query = tree.args.get("expression")
    name = (target.this if isinstance(target, exp.Schema) else target).name
    like = any(isinstance(p, exp.LikeProperty) for p in (tree.args.get("properties") or exp.Properties()).expressions)
    if not isinstance(target, exp.Schema) and query is None and not like and not (
            tree.args.get("exists") and find(target) is not None):
        # `CREATE TABLE t` with no column list, no LIKE, no SELECT (both servers: 1113; with IF NOT
        # EXISTS of a table that exists, a note 1050 comes first and nothing is made)
        yield Refusal("SL012", 1113, f"CREATE TABLE {name} defines no column: a table must have at least 1 column "
                      "(error 1113)", None, name)
    yield from _partitioning(tree, name)
    if isinstance(target, exp.Schema) and query is None:
        yield from _unknown_names(target, name)
        yield from _periods(tree, target, name)
    yield from _database_names(tree, name)
    if isinstance(target, exp.Schema) and mariadb:
        from .refusal_expressions import expression_refusals

        for node, message, error in expression_refusals(target):
            yield Refusal("SL012", error, f"{message}: the server refuses the statement", node, name)
    if isinstance(target, exp.Schema):
        yield from _long_names(tree, True)
    yield from _table_collation(tree)
    if isinstance(query, exp.Query):
        from .refusal_expressions import geometry_arithmetic

        for item in query.expressions:
            arithmetic = geometry_arithmetic(item)
            if arithmetic is not None:
                yield Refusal("SL012", 4078, f"CREATE TABLE {name} … SELECT {arithmetic}: the server refuses the "
                              "statement", item, name)
                return
        from ..replay.select_types import selected_columns

        selected = selected_columns(query, find)
        if selected is not None and None in selected:
            # a SELECT item naming a column its FROM table lacks, or naming one with no FROM
            for item, column in zip(query.expressions, selected):
                inner = item.unalias() if isinstance(item, exp.Alias) else item
                if column is None and isinstance(inner, exp.Column):
                    yield Refusal("SL005", 1054, f"CREATE TABLE {name} … SELECT names column {inner.name}, which "
                                  f"{'its FROM table does not have' if query.args.get('from_') else 'no table gives (the SELECT has no FROM)'}"
                                  ": the server refuses the statement (error 1054, unknown column)", inner, name)
                    break


MAX_NAME_CHARS = 64  # table, column, index, constraint, partition and database names (characters)


def _reserved_table_names(tree: exp.Expression, mariadb: bool) -> Iterator[Refusal]:
    """A table named by a reserved word, unquoted and unqualified, wherever the statement names
    it (sql_yacc.yy table_ident is ident, which no reserved word is: 1064). MariaDB 10.11.19
    refuses every word of reserved_words.MARIADB_1011 so (measured, each `CREATE TABLE word`), in
    ALTER / DROP / RENAME TABLE, CREATE INDEX … ON, LIKE, REFERENCES and a query's FROM too; a
    word after a qualifier's dot is a name (`CREATE TABLE db.select` runs), and so is one right
    before it (`in.t`: the lexer reads a word followed by `.` as a name). Under another profile,
    the words both servers reserve. DUAL is the query's table of no rows."""
    from ..read.reserved_words import MARIADB_1011, MYSQL_80

    reserved = MARIADB_1011 if mariadb else MARIADB_1011 & MYSQL_80
    for node in tree.find_all(exp.Table):
        name = node.this
        if (isinstance(name, exp.Identifier) and not name.quoted and not node.args.get("db")
                and name.this.lower() in reserved and name.this.lower() != "dual"):
            yield Refusal("SL001", 1064, f"table name {name.this} is a reserved word: unquoted, the server reads it as "
                          f"the keyword (error 1064, syntax error); quote it as `{name.this}`", node, None)
            return


def _table_names(tree: exp.Expression) -> Iterator[Refusal]:
    """A table the statement names (but the one a CREATE TABLE makes: SL012 judges it on the model)
    whose name is empty, blanks or ends in a space: the parser refuses it wherever it stands, the
    table ALTERed, dropped or indexed, a RENAME's either name, LIKE's, REFERENCES', a query's FROM
    (sql_parse.cc add_table_to_list: check_table_name, 1103 incorrect table name; measured on
    MariaDB 10.11.19, also with IF [NOT] EXISTS and of a table that does not exist)."""
    made = tree.this.this if isinstance(tree, exp.Create) and isinstance(tree.this, exp.Schema) else (
        tree.this if isinstance(tree, exp.Create) else None)
    for node in tree.find_all(exp.Table):
        name = node.this
        if node is made or not isinstance(name, exp.Identifier) or not name.quoted:
            continue  # (an unquoted name is neither empty nor ends in a space)
        if not name.this.strip() or name.this.endswith(" "):
            yield Refusal("SL012", 1103, f"table name `{name.this}` is empty or ends in a space: the server refuses "
                          "the statement (error 1103, incorrect table name)", node, None)
            return


def _long_names(tree: exp.Expression, table_known: bool) -> Iterator[Refusal]:
    """A name over 64 characters the model does not keep, or that the server refuses before it
    opens the table: a CHECK constraint's (1059); of an ALTER TABLE of a table the input lacks,
    a column added or renamed by CHANGE (1059) and RENAME TO (1103) (MariaDB 10.11.19; an index
    or constraint added to such a table: the server reports the table missing first)."""
    name = tree.this.name if isinstance(tree.this, exp.Table) else (
        tree.this.this.name if isinstance(tree.this, exp.Schema) else "")
    items = list((tree.this.expressions if isinstance(tree.this, exp.Schema) else tree.args.get("actions")) or [])
    named: list[tuple[str, str, exp.Expression, int]] = []
    for item in items:
        for constraint in (item.expressions if isinstance(item, exp.AddConstraint) else [item]):
            if isinstance(constraint, exp.Constraint) and any(
                    isinstance(e, exp.CheckColumnConstraint) for e in constraint.expressions):
                named.append(("constraint", constraint.name, constraint, 1059))
        if not table_known and isinstance(item, (exp.ColumnDef, exp.ModifyColumn)):
            column = item.this if isinstance(item, exp.ModifyColumn) else item
            named.append(("column", column.name, item, 1059))
        if not table_known and isinstance(item, exp.AlterRename) and isinstance(item.this, exp.Table):
            named.append(("table", item.this.name, item, 1103))
    for what, long, node, error in named:
        if len(long) > MAX_NAME_CHARS:
            incorrect = "incorrect table name" if error == 1103 else "identifier name is too long"
            yield Refusal("SL012", error, f"{what} name {long[:40]}… is {len(long)} characters long, more than "
                          f"{MAX_NAME_CHARS}: the server refuses the statement (error {error}, {incorrect})", node, name)
            return


def _table_collation(tree: exp.Expression) -> Iterator[Refusal]:
    """A table's COLLATE naming another character set's collation than its CHARACTER SET in the
    same statement, in either order, or than CONVERT TO CHARACTER SET's (1253; MariaDB 10.11.19,
    also in an ALTER TABLE of a table the input lacks)."""
    from ..read import charsets

    options = list((tree.args.get("properties") or exp.Properties()).expressions) if isinstance(tree, exp.Create) \
        else list(tree.args.get("options") or []) + list(tree.args.get("actions") or [])
    charset = next((o for o in options if isinstance(o, exp.CharacterSetProperty)), None)
    collate = next((o for o in options if isinstance(o, exp.CollateProperty)), None)
    convert = next((o for o in options if type(o) is exp.Property and o.name.upper() == "CONVERT TO CHARACTER SET"), None)
    if convert is not None:  # CONVERT TO CHARACTER SET x COLLATE y: the same rule (sql_yacc.yy, alter_list_item)
        from ..read.dialect import fields

        spec = fields(convert.args.get("value"))
        if spec.get("charset") and spec.get("collation"):
            charset, collate = exp.CharacterSetProperty(this=exp.var(spec["charset"])), exp.CollateProperty(
                this=exp.var(spec["collation"]))
    if charset is None or collate is None:
        return
    wanted = charsets.normalize(charset.this.name if isinstance(charset.this, exp.Expression) else str(charset.this))
    collation = charsets.normalize_collation(collate.this.name if isinstance(collate.this, exp.Expression) else str(collate.this))
    owner = charsets.charset_of_collation(collation)
    if owner is not None and owner != "binary" and wanted in charsets.MAXLEN and owner != wanted:
        name = tree.this.name if isinstance(tree.this, exp.Table) else tree.this.this.name
        yield Refusal("SL012", 1253, f"COLLATE {collation} is not a collation of CHARACTER SET {wanted}: the server "
                      "refuses the statement (error 1253)", collate, name)


def _database_names(tree: exp.Create, name: str) -> Iterator[Refusal]:
    """A database name ending in a space, of the table made or of one a foreign key references
    (1102, incorrect database name; MariaDB 10.11.19)."""
    for table in tree.find_all(exp.Table):
        db = table.args.get("db")
        if isinstance(db, exp.Identifier) and db.name.endswith(" ") and db.name.strip():
            yield Refusal("SL012", 1102, f"database name `{db.name}` ends in a space (error 1102, incorrect database "
                          "name): the server refuses the statement", table, name)
            return


def _unknown_names(schema: exp.Schema, name: str) -> Iterator[Refusal]:
    """A CHECK naming a column the table does not have, or a DEFAULT that is a bare name (the
    server reads a column there) of none (1054); a key named `` or blanks (1280). MariaDB 10.11
    and MySQL 8.0; a DEFAULT (expression) is SL012's."""
    columns = {c.name.lower() for c in schema.expressions if isinstance(c, exp.ColumnDef)}
    checks = [c for c in schema.expressions if isinstance(c, exp.CheckColumnConstraint)]
    checks += [e for c in schema.expressions if isinstance(c, exp.Constraint) for e in c.expressions
               if isinstance(e, exp.CheckColumnConstraint)]
    for column in schema.expressions:
        if isinstance(column, exp.ColumnDef):
            for constraint in column.args.get("constraints") or ():
                kind = constraint.args.get("kind")
                if isinstance(kind, exp.CheckColumnConstraint):
                    checks.append(kind)
                elif isinstance(kind, exp.DefaultColumnConstraint) and isinstance(kind.this, exp.Column) and (
                        kind.this.name.lower() not in columns):
                    yield Refusal("SL005", 1054, f"column {column.name}: DEFAULT {kind.this.name} names a column the table "
                                  "does not have (a DEFAULT that is a name reads a column; error 1054, unknown column)",
                                  kind, name)
                    return
        elif isinstance(column, (exp.IndexColumnConstraint, exp.UniqueColumnConstraint)) and isinstance(
                column.this, exp.Identifier) and not column.this.name.strip():
            yield Refusal("SL012", 1280, f"a key named `{column.this.name}`: an index name cannot be empty or blanks "
                          "(error 1280, incorrect index name)", column, name)
            return
    for check in checks:
        missing = next((c.name for c in check.find_all(exp.Column) if c.name.lower() not in columns), None)
        if missing is not None:
            yield Refusal("SL005", 1054, f"CHECK ({check.this.sql(dialect='mysql')[:40]}) names column {missing}, which "
                          "the table does not have (error 1054, unknown column)", check, name)
            return


def _periods(tree: exp.Create, target: exp.Schema, name: str) -> Iterator[Refusal]:
    """MariaDB's periods against the table that declares them (measured on 10.11.19): an
    application-time period on a TEMPORARY table (4152); PERIOD FOR SYSTEM_TIME in a table
    without WITH SYSTEM VERSIONING, or over columns not declared AS ROW START / AS ROW END (4125,
    "missing 'AS ROW START'")."""
    from ..read.periods import PERIOD_NAME

    properties = (tree.args.get("properties") or exp.Properties()).expressions
    temporary = any(isinstance(p, exp.TemporaryProperty) for p in properties)
    versioned = any(isinstance(p, exp.Property) and p.name.upper() == "WITH SYSTEM VERSIONING" for p in properties)
    row = {}  # column -> "START" | "END"
    for column in target.expressions:
        if isinstance(column, exp.ColumnDef):
            for constraint in column.args.get("constraints") or []:
                kind = constraint.args.get("kind")
                if isinstance(kind, exp.GeneratedAsRowColumnConstraint):
                    row[column.name.lower()] = "START" if kind.args.get("start") else "END"
    applications: list[str] = []  # the application-time periods declared before
    for period in target.expressions:
        if not isinstance(period, exp.PeriodForSystemTimeConstraint):
            continue
        label = str(period.meta.get(PERIOD_NAME) or "SYSTEM_TIME")
        if label.upper() != "SYSTEM_TIME":
            if temporary:
                yield Refusal("SL012", 4152, f"PERIOD FOR {label}: an application-time period table cannot be "
                              "TEMPORARY; the server refuses the statement (error 4152)", period, name)
            elif applications:
                yield Refusal("SL012", 4154, f"PERIOD FOR {label}: a table has one application-time period, and "
                              f"{applications[0]} is declared already: the server refuses the statement (error 4154)",
                              period, name)
            else:
                problem = _application_period_columns(target, period, label)
                if problem is not None:
                    yield Refusal("SL012", problem[0], f"{problem[1]}: the server refuses the statement "
                                  f"(error {problem[0]})", period, name)
            applications.append(label)
            continue
        missing = ("WITH SYSTEM VERSIONING" if not versioned
                   else "AS ROW START" if row.get(period.this.name.lower()) != "START"
                   else "AS ROW END" if row.get(period.expression.name.lower()) != "END" else None)
        if missing is not None:
            yield Refusal("SL012", 4125, f"PERIOD FOR SYSTEM_TIME ({period.this.name}, {period.expression.name}) "
                          f"without {missing}: the server refuses the statement (error 4125)", period, name)


_PERIOD_TYPES = frozenset({exp.DataType.Type.DATE, exp.DataType.Type.DATETIME, exp.DataType.Type.TIMESTAMP,
                           exp.DataType.Type.TIMESTAMPTZ, exp.DataType.Type.TIMESTAMPLTZ})


def _application_period_columns(target: exp.Schema, period: exp.Expression, label: str) -> Optional[tuple[int, str]]:
    """An application-time period's columns as MariaDB 10.11 checks them (sql_table.cc
    check_period_fields; measured on 10.11.19): (error, why) or None. Both must be columns of
    the table (1054), two different ones (1110), each a DATE, DATETIME or TIMESTAMP (1063,
    incorrect column specifier), not generated (4155), and of one type, precision included (4153)."""
    columns = {c.name.lower(): c for c in target.expressions if isinstance(c, exp.ColumnDef)}
    start, end = period.this.name, period.expression.name
    for column in (start, end):
        if column.lower() not in columns:
            return 1054, f"PERIOD FOR {label} names column {column}, which the table does not have"
    if start.lower() == end.lower():
        return 1110, f"PERIOD FOR {label} ({start}, {end}) names one column twice"
    kinds = []
    for column in (start, end):
        kind = columns[column.lower()].args.get("kind")
        if not isinstance(kind, exp.DataType) or kind.this not in _PERIOD_TYPES:
            return 1063, (f"PERIOD FOR {label}: column {column} is {kind.sql('mysql') if kind is not None else 'untyped'}, "
                          "and a period's columns are DATE, DATETIME or TIMESTAMP")
        kinds.append(kind)
    for column in (start, end):
        if any(isinstance(c.args.get("kind"), exp.ComputedColumnConstraint)
               for c in columns[column.lower()].args.get("constraints") or []):
            return 4155, f"PERIOD FOR {label}: column {column} is generated, and a period's columns cannot be"
    shown = [k.sql("mysql").upper().replace("(0)", "") for k in kinds]
    if shown[0] != shown[1]:
        return 4153, f"PERIOD FOR {label} ({start}, {end}): {shown[0]} and {shown[1]}, and a period's columns are of one type"
    return None


def _partitioning(tree: exp.Create, name: str) -> Iterator[Refusal]:
    """A CREATE TABLE's PARTITION BY, against its own column list (refusal_partitions.py); of a
    table made LIKE another or by a SELECT, only what the parser refuses."""
    properties = (tree.args.get("properties") or exp.Properties()).expressions
    node = next((p for p in properties if is_partition_by(p)), None)
    if node is None:
        return
    columns = kinds = None
    if isinstance(tree.this, exp.Schema) and tree.args.get("expression") is None:
        columns = {c.name.lower() for c in tree.this.expressions if isinstance(c, exp.ColumnDef)}
        kinds = partitions.column_kinds(tree.this, properties)
    yield from _partition_refusals(node, columns, name, kinds)


def _alter_partitioning(tree: exp.Alter, table: Optional[Table]) -> Iterator[Refusal]:
    """ALTER TABLE … PARTITION BY: what the parser refuses whether or not the table is known; the
    rest against the table's columns and those the statement adds."""
    for node in list(tree.args.get("actions") or []) + list(tree.args.get("options") or []):
        if is_named_property(node, PARTITION_OP):
            added = [fields(d) for d in fields(node.args.get("value")).get("definitions") or []]
            for error, message in list(partitions.named_values(added))[:1]:
                yield Refusal("SL012", error, f"{message}: the server refuses the statement", node, tree.this.name)
        if not is_partition_by(node):
            continue
        columns = None
        if table is not None:
            columns = {c.name.lower() for c in table.columns}
            columns.update(a.name.lower() for a in tree.args.get("actions") or [] if isinstance(a, exp.ColumnDef))
        yield from _partition_refusals(node, columns, tree.this.name)


def _partition_refusals(node: exp.Property, columns: Optional[set[str]], name: str,
                        kinds: Optional[dict] = None) -> Iterator[Refusal]:
    found = list(partitions.parse_time(node))
    if not found and columns is not None:
        found = list(partitions.against_table(node, columns, kinds))
    for error, message in found[:1]:
        yield Refusal("SL012", error, f"{message}: the server refuses the statement", node, name)


def _fulltext_parser(tree: exp.Alter) -> Iterator[Refusal]:
    """ALTER TABLE … ADD FULLTEXT … WITH PARSER of a table the model lacks: the grammar looks for
    the parser plugin as it reads the clause (sql_yacc.yy, plugin_is_ready: 1128, function is not
    defined), before the table. A parser neither server builds in (known_table_options; MySQL's
    ngram under a MariaDB profile is server_grammar.FEATURES', as in CREATE INDEX; of a table the
    model has, SL012 judges the index)."""
    from ..read.known_table_options import FULLTEXT_PARSERS

    built_in = frozenset().union(*FULLTEXT_PARSERS.values())
    for option in tree.find_all(exp.IndexConstraintOption):
        parser = option.args.get("parser")
        if parser is not None and parser.name.upper() not in built_in:
            yield Refusal("SL012", 1128, f"FULLTEXT parser {parser.name} is not built into the server: it refuses the "
                          "index unless that plugin is installed (error 1128, function is not defined): the server refuses the "
                          "statement", option,
                          tree.this.name)
            return


# -- CREATE INDEX / CREATE DATABASE -----------------------------------------------------------

def _create_index(tree: exp.Create, find) -> Iterator[Refusal]:
    node = tree.this
    if not isinstance(node, exp.Index) or tree.args.get("exists") or tree.args.get("replace"):
        return
    table_node = node.args.get("table")
    table = find(table_node) if isinstance(table_node, exp.Table) else None
    if table is not None and node.name.lower() == "primary":  # (the table exists: else 1146 first)
        yield Refusal("SL012", 1280, f"CREATE INDEX {node.name}: an index other than the primary key cannot take its "
                      "name (error 1280, incorrect index name): the server refuses the statement", node.this,
                      table.qualified_name)
        return
    if table is None or not node.name or table.index(node.name) is None:
        return
    yield Refusal("SL007", 1061, f"CREATE INDEX {node.name}: table {table.qualified_name} already has an index of "
                  "that name; the server refuses the statement (error 1061, duplicate key name)", node.this,
                  table.qualified_name)


def _charsets(tree: exp.Create) -> Iterator[Refusal]:
    """MariaDB 10.11 has no gb18030 (MySQL 8.0.4+ has): 1115 unknown character set."""
    for prop in (tree.args.get("properties") or exp.Properties()).expressions:
        if isinstance(prop, exp.CharacterSetProperty) and prop.this.name.lower() in _MYSQL_ONLY_CHARSETS:
            yield Refusal("SL012", 1115, f"character set {prop.this.name} is MySQL 8.0's; MariaDB has none of that "
                          "name and refuses the statement (error 1115, unknown character set)", prop, None)


MAX_DATABASE_COMMENT = 1024  # characters (MariaDB 10.5+; sql_db.cc, ER_TOO_LONG_DATABASE_COMMENT)


def _database_comment(tree: exp.Create) -> Iterator[Refusal]:
    """A database COMMENT over 1,024 characters: 4160 (MariaDB 10.11.19 takes 1,024, refuses 1,025)."""
    for prop in (tree.args.get("properties") or exp.Properties()).expressions:
        if isinstance(prop, exp.SchemaCommentProperty) and len(prop.this.name) > MAX_DATABASE_COMMENT:
            yield Refusal("SL012", 4160, f"the database's COMMENT is {len(prop.this.name):,} characters; MariaDB "
                          f"takes at most {MAX_DATABASE_COMMENT:,} and refuses the statement (error 4160)", prop, None)


# -- ALTER TABLE ------------------------------------------------------------------------------

def _undefined_partitions(tree: exp.Alter, actions: list) -> Iterator[Refusal]:
    """ALTER TABLE … PARTITION BY RANGE | LIST without its partitions (1492), of a table the
    model lacks: the server refuses it before it looks for the table (MariaDB 10.11)."""
    for node in list(actions) + list(tree.args.get("options") or []):
        if is_partition_by(node):
            spec = fields(node.args.get("value"))
            method = spec.get("method") or ""
            if method.startswith(("RANGE", "LIST")) and not spec.get("definitions"):
                yield Refusal("SL012", 1492, f"PARTITION BY {method} defines no partitions: for {method} each "
                              "partition must be defined; the server refuses the statement (error 1492)", node,
                              tree.this.name)


def _alter(tree: exp.Alter, table: Table, mariadb: bool, keep_history: bool) -> Iterator[Refusal]:
    actions = list(tree.args.get("actions") or [])
    actions += [o for o in tree.args.get("options") or [] if is_named_property(o, PARTITION_OP)
                or is_named_property(o, "WITH SYSTEM VERSIONING")]  # (ALTER TABLE t WITH SYSTEM VERSIONING: ADD's synonym)
    yield from _added_columns(actions, table)
    yield from _unkeyed_counter(actions, table)
    yield from _generated_switch(actions, table)
    for action in actions:
        if is_named_property(action, PARTITION_OP):
            yield from _partition_operation(action, table)
    if mariadb:
        yield from _system_versioning(actions, table, keep_history)


def _added_columns(actions: list, table: Table) -> Iterator[Refusal]:
    """ADD COLUMN, RENAME COLUMN … TO or CHANGE … to a name the table keeps, or given twice
    (error 1060; MariaDB 10.11.19: `RENAME COLUMN a TO b` with b kept, two renamed to c). The
    server drops and renames first (`RENAME COLUMN a TO b, RENAME COLUMN b TO a` swaps; `DROP
    COLUMN a, ADD COLUMN a` and `CHANGE a x …, ADD COLUMN a` are accepted: MariaDB 10.11, MySQL
    8.0)."""
    freed = set()
    for action in actions:
        if isinstance(action, exp.Drop) and (action.args.get("kind") or "COLUMN").upper() == "COLUMN":
            freed.update(t.name.lower() for t in action.args.get("tables") or [action.this] if t is not None)
        elif isinstance(action, exp.RenameColumn):
            freed.add(action.this.name.lower())
        elif isinstance(action, exp.ModifyColumn) and action.args.get("rename_from") is not None:
            freed.add(action.args["rename_from"].name.lower())
    names = {c.name.lower() for c in table.columns} - freed
    for action in actions:
        # the name a column is given: ADD's, RENAME COLUMN's (`TO b`), CHANGE's (`CHANGE a b …`)
        if isinstance(action, exp.ColumnDef) and not action.args.get("exists"):
            clause, given = "ADD COLUMN", action.name
        elif isinstance(action, exp.RenameColumn) and isinstance(action.args.get("to"), exp.Expression):
            clause, given = "RENAME COLUMN", action.args["to"].name
        elif (isinstance(action, exp.ModifyColumn) and action.args.get("rename_from") is not None
                and isinstance(action.this, exp.ColumnDef)):
            clause, given = "CHANGE", action.this.name
        else:
            continue
        low = given.lower()
        if low in names:
            yield Refusal("SL007", 1060, f"{clause} … {given}: table {table.qualified_name} already has a column "
                          "of that name; the server refuses the statement (error 1060, duplicate column name)",
                          action, table.qualified_name)
        names.add(low)


def _generated_switch(actions: list, table: Table) -> Iterator[Refusal]:
    """MODIFY / CHANGE that turns a generated column from VIRTUAL to STORED or back, or a plain
    column into a VIRTUAL one: the server refuses it (error 1907, not yet supported for generated
    columns; a plain column made STORED, a stored one made plain, are accepted: MariaDB 10.11.19)."""
    for action in actions:
        if not isinstance(action, exp.ModifyColumn) or not isinstance(action.this, exp.ColumnDef):
            continue
        old = table.column((action.args.get("rename_from") or action.this).name)
        computed = next((c.args.get("kind") for c in action.this.args.get("constraints") or []
                         if isinstance(c.args.get("kind"), exp.ComputedColumnConstraint)), None)
        if old is None or computed is None:
            continue
        stored = bool(computed.args.get("persisted"))
        if (old.generated and old.generated_stored != stored) or (not old.generated and not stored):
            was = ("a STORED" if old.generated_stored else "a VIRTUAL") if old.generated else "a plain"
            yield Refusal("SL012", 1907, f"column {old.name} is {was} column made {'STORED' if stored else 'VIRTUAL'}: "
                          "the server refuses the statement (error 1907, not yet supported for generated columns); "
                          "drop the column and add it again", action, table.qualified_name)
            return


def _unkeyed_counter(actions: list, table: Table) -> Iterator[Refusal]:
    """An ALTER TABLE that only drops, and drops every index the AUTO_INCREMENT column leads
    (DROP PRIMARY KEY of `id … AUTO_INCREMENT PRIMARY KEY`): the counter is left without the
    index it reads its next value from (error 1075; MariaDB 10.11.19 and MySQL 8.0). A statement
    that also adds or redefines something is left to SL012 on the table it leaves."""
    counter = next((c for c in table.columns if c.auto_increment), None)
    if counter is None or not actions or not all(isinstance(a, (exp.Drop, exp.DropPrimaryKey)) for a in actions):
        return
    dropped = set()
    for action in actions:
        if isinstance(action, exp.DropPrimaryKey):
            dropped.add("primary")
        elif (action.args.get("kind") or "").upper() in ("INDEX", "KEY"):
            dropped.update(t.name.lower() for t in action.args.get("tables") or [] if t is not None)
        else:
            return  # (a column or a constraint dropped too: SL012 judges what is left)
    leading = [i for i in table.indexes if i.parts and i.parts[0].column.lower() == counter.name.lower()]
    if leading and all(i.name.lower() in dropped for i in leading):
        yield Refusal("SL012", 1075, f"ALTER TABLE {table.qualified_name} drops every index AUTO_INCREMENT column "
                      f"{counter.name} leads ({', '.join(i.name for i in leading)}): the counter would have no index "
                      "to read its next value from; the server refuses the statement (error 1075)",
                      actions[0], table.qualified_name)


_MANAGE = {"ADD", "DROP", "COALESCE", "REORGANIZE", "TRUNCATE", "REBUILD", "EXCHANGE", "REMOVE PARTITIONING",
           "DISCARD", "IMPORT", "OPTIMIZE", "REPAIR", "CHECK", "ANALYZE", "CONVERT IN", "CONVERT OUT"}


def _partition_operation(node: exp.Property, table: Table) -> Iterator[Refusal]:
    """Partition management against the table's partitioning (MariaDB 10.11's
    sql_partition.cc prep_alter_part_table; the same numbers in MySQL 8.0)."""
    spec = fields(node.args.get("value"))
    op = spec.get("op")
    part = table.partitioning
    label = {"REMOVE PARTITIONING": op, "CONVERT IN": "CONVERT TABLE … TO PARTITION",
             "CONVERT OUT": "CONVERT PARTITION"}.get(op, f"{op} PARTITION")
    if op not in _MANAGE:
        return
    if part is None:
        yield _partition_refusal(table, node, 1505, f"{label}: table {table.qualified_name} is not partitioned "
                                 "(error 1505, partition management on a not partitioned table)")
        return
    if op == "REMOVE PARTITIONING":
        return
    ranged = part.method.startswith(("RANGE", "LIST"))
    if op == "COALESCE" and ranged:
        yield _partition_refusal(table, node, 1509, f"COALESCE PARTITION: table {table.qualified_name} is "
                                 f"partitioned by {part.method}; only HASH and KEY partitions coalesce (error 1509)")
    elif op == "DROP" and not ranged and part.method != "SYSTEM_TIME":
        yield _partition_refusal(table, node, 1512, f"DROP PARTITION: table {table.qualified_name} is partitioned "
                                 f"by {part.method}; only RANGE and LIST partitions can be dropped (error 1512)")
    known = {p.name.lower() for p in part.partitions} or {f"p{i}" for i in range(part.count or 0)}  # (HASH / KEY: p0, p1 …)
    names = [n.name for n in spec.get("names") or []]
    yield from _named_twice(node, table, op, label, names, known)
    unknown = [n for n in names if n.lower() not in known]
    if known and unknown and not spec.get("exists") and op in ("DROP", "REORGANIZE", "REBUILD", "TRUNCATE", "CONVERT OUT"):
        error = 1735 if op == "TRUNCATE" else 1507  # (ANALYZE, CHECK, OPTIMIZE, REPAIR of none: a note)
        yield _partition_refusal(table, node, error, f"{label} {unknown[0]}: table {table.qualified_name} has no "
                                 f"partition of that name (error {error})")
    if op == "REORGANIZE":
        yield from _reorganized_range(node, table, part, names, spec)
    if op not in ("ADD", "CONVERT IN"):
        return
    for d in (fields(d) for d in spec.get("definitions") or []):
        name = d["name"].name if d.get("name") is not None else ""
        if name.lower() in known and not spec.get("exists"):
            yield _partition_refusal(table, node, 1517, f"{op.replace(' IN', ' TABLE … TO')} PARTITION {name}: table {table.qualified_name} has a "
                                     "partition of that name (error 1517, duplicate partition name)")
            return
        known.add(name.lower())
    yield from _range_order(node, table, part, spec)
    yield from _list_values_added(node, table, part, spec)


def _named_twice(node: exp.Property, table: Table, op: str, label: str, names: list[str],
                 known: set[str]) -> Iterator[Refusal]:
    """A partition named twice in one operation's list: TRUNCATE 1567; DROP, REBUILD and
    REORGANIZE 1507 (measured on 10.11.19; ANALYZE, CHECK, OPTIMIZE, REPAIR report it as a
    row and go on); a DROP naming as many of the table's as it has (a name twice counts twice),
    1508 (it cannot drop them all)."""
    lowered = [n.lower() for n in names]
    twice = next((n for i, n in enumerate(names) if lowered[i] in lowered[:i]), None)
    if op == "DROP" and known and sum(n in known for n in lowered) >= len(known):
        yield _partition_refusal(table, node, 1508, f"DROP PARTITION of all {len(known)} partitions of "
                                 f"{table.qualified_name}: use DROP TABLE (error 1508)")
    elif twice is not None and op in ("TRUNCATE", "DROP", "REBUILD", "REORGANIZE"):
        error = 1567 if op == "TRUNCATE" else 1507
        yield _partition_refusal(table, node, error, f"{label} names partition {twice} twice (error {error})")


def _range_order(node: exp.Property, table: Table, part: Partitioning, spec: dict) -> Iterator[Refusal]:
    """ADD PARTITION to a RANGE partitioning: the new bounds after the table's last partition, in
    order (refusal_partitions.range_bounds: 1481, 1566, 1493)."""
    if part.method != "RANGE" or not part.partitions:
        return
    definitions = [fields(d) for d in spec.get("definitions") or []]
    if not definitions:
        return
    last = part.partitions[-1]
    bound = _integer_bound((last.values or "").upper())
    previous = {"name": exp.to_identifier(last.name), "maxvalue": "MAXVALUE" in (last.values or "").upper(),
                "values": [exp.Literal.number(bound)] if bound is not None else []}
    for error, message in list(partitions.range_bounds([previous] + definitions, added_to=table.qualified_name))[:1]:
        yield _partition_refusal(table, node, error, message)


def _list_values_added(node: exp.Property, table: Table, part: Partitioning, spec: dict) -> Iterator[Refusal]:
    """ADD PARTITION to a LIST partitioning: a value the table's partitions already list, or one
    listed twice (partition_info::check_list_constants, sql_partition.cc, runs on the partitions
    the table will have: 1495, as in a CREATE TABLE's list). Plain integers and NULL only."""
    if part.method != "LIST" or not part.partitions:
        return
    definitions = [fields(d) for d in spec.get("definitions") or []]
    if not definitions:
        return
    listed = [{"name": exp.to_identifier(p.name), "values": _list_of(p.values or "")} for p in part.partitions]
    for error, message in list(partitions.list_values(listed + definitions))[:1]:
        yield _partition_refusal(table, node, error, f"ADD PARTITION to {table.qualified_name}: {message}")


def _list_of(values: str) -> list:
    """A LIST partition's values as the model keeps them (`IN (1, 2, NULL)`), as expressions."""
    import sqlglot

    text = values.strip()
    if not text.upper().startswith("IN"):
        return []
    try:
        tree = sqlglot.parse_one(text[2:].strip(), read="mysql")
    except Exception:
        return []
    if isinstance(tree, exp.Paren):
        return [tree.this]
    return list(tree.expressions) if isinstance(tree, exp.Tuple) else []


def _reorganized_range(node: exp.Property, table: Table, part: Partitioning, names: list[str],
                       spec: dict) -> Iterator[Refusal]:
    """REORGANIZE of RANGE partitions into ones whose last bound is not the last reorganized
    partition's: the range they cover may not change, but for the table's last partition, whose
    range may grow (sql_partition.cc, prep_alter_part_table: 1520; measured on 10.11.19: x2 <
    6 into < 8 or MAXVALUE accepted, into < 5 refused, and x0, x1 < 4 into < 5 refused). Plain
    integer bounds and MAXVALUE only."""
    definitions = [fields(d) for d in spec.get("definitions") or []]
    order = [p.name.lower() for p in part.partitions]
    named = [order.index(n.lower()) for n in names if n.lower() in order]
    if part.method != "RANGE" or not definitions or not named or len(named) < len(names):
        return
    last = part.partitions[max(named)]
    old = _bound_of((last.values or "").upper())
    values = definitions[-1].get("values") or []
    new = _MAX if definitions[-1].get("maxvalue") else (
        partitions.integer_literal(values[0]) if len(values) == 1 else None)
    if old is None or new is None or new == old or (max(named) == len(order) - 1 and (new is _MAX or (
            old is not _MAX and new > old))):
        return
    shown = lambda b: "MAXVALUE" if b is _MAX else f"({b})"  # noqa: E731
    yield _partition_refusal(table, node, 1520, f"REORGANIZE PARTITION {', '.join(names)}: the new partitions end at "
                             f"LESS THAN {shown(new)}, {last.name} at LESS THAN {shown(old)}; reorganizing RANGE "
                             "partitions cannot change the range they cover, but the last partition's may grow "
                             "(error 1520)")


_MAX = object()


def _bound_of(values: str) -> object:
    """A RANGE partition's bound as the model keeps it: an int, _MAX, or None (not a plain integer)."""
    return _MAX if "MAXVALUE" in values else _integer_bound(values)


def _integer_bound(values: str) -> Optional[int]:
    text = values.removeprefix("LESS THAN").strip().strip("()").strip()
    return int(text) if text.lstrip("-").isdigit() else None


def _partition_refusal(table: Table, node: exp.Expression, error: int, message: str) -> Refusal:
    return Refusal("SL012", error, f"{message}: the server refuses the statement", node, table.qualified_name)


# -- MariaDB's system versioning --------------------------------------------------------------

def _is_drop_versioning(action: Any) -> bool:
    return isinstance(action, exp.Command) and " ".join(action.sql(dialect="mysql").upper().split()) == \
        "DROP SYSTEM VERSIONING"


_COLUMN_CHANGES = (exp.ColumnDef, exp.ModifyColumn)


def _system_versioning(actions: list, table: Table, keep_history: bool) -> Iterator[Refusal]:
    """MariaDB 10.11 (sql_table.cc, Vers_parse_info): ADD SYSTEM VERSIONING of a versioned
    table (4135); DROP SYSTEM VERSIONING of one that is not (4124), or of one whose ROW START /
    END columns were declared, unless the statement drops them too (4125); with
    system_versioning_alter_history = ERROR (the default; a `SET system_versioning_alter_history
    = KEEP` earlier in the file lifts it) no column of a versioned table may be added, dropped or changed, even in
    the statement that drops the versioning (4119); WITH / WITHOUT SYSTEM VERSIONING on a
    column of a table that is not versioned (4124)."""
    name = table.qualified_name
    versioned = table.system_versioned
    for action in actions:
        if (is_named_property(action, ADD_SYSTEM_VERSIONING) or is_named_property(action, "WITH SYSTEM VERSIONING")) \
                and versioned:
            yield Refusal("SL012", 4135, f"ADD SYSTEM VERSIONING: table {name} is already system-versioned; the "
                          "server refuses the statement (error 4135)", action, name)
        elif _is_drop_versioning(action):
            if not versioned:
                yield Refusal("SL012", 4124, f"DROP SYSTEM VERSIONING: table {name} is not system-versioned; the "
                              "server refuses the statement (error 4124)", action, name)
                continue
            dropped = {t.name.lower() for a in actions if isinstance(a, exp.Drop)
                       for t in a.args.get("tables") or [a.this] if t is not None}
            declared = [c.name for c in table.columns if c.system_period and c.name.lower() not in dropped]
            if declared:
                yield Refusal("SL012", 4125, f"DROP SYSTEM VERSIONING: table {name} declared its ROW START / END "
                              f"columns ({', '.join(declared)}): the server refuses the statement (error 4125) unless it "
                              f"drops them too (DROP COLUMN {declared[0]}, with system_versioning_alter_history = "
                              "KEEP)", action, name)
    adds = any(is_named_property(a, ADD_SYSTEM_VERSIONING) for a in actions)
    if not versioned and not adds:
        for action in actions:
            column = action.this if isinstance(action, exp.ModifyColumn) else action
            if isinstance(column, exp.ColumnDef) and any(
                    is_named_property(c.args.get("kind"), f"{w} SYSTEM VERSIONING")
                    for c in column.args.get("constraints") or () for w in ("WITH", "WITHOUT")):
                yield Refusal("SL012", 4124, f"column {column.name} says WITH / WITHOUT SYSTEM VERSIONING, but table "
                              f"{name} is not system-versioned; the server refuses the statement (error 4124)",
                              action, name)
                break
    if versioned and not keep_history:  # (DROP SYSTEM VERSIONING in the same statement does not lift it: 10.11)
        changed = next((a for a in actions if isinstance(a, _COLUMN_CHANGES) or (
            isinstance(a, exp.Drop) and (a.args.get("kind") or "COLUMN").upper() == "COLUMN")), None)
        if changed is not None:
            yield Refusal("SL012", 4119, f"ALTER TABLE {name} adds, drops or changes a column of a system-versioned "
                          "table: the server refuses it (error 4119) while system_versioning_alter_history is ERROR, "
                          "its default (set it to KEEP for the session to proceed)", changed, name)


def replay_judges(model: Any, issues: list) -> tuple[Any, Any]:
    """What the replay asks along the way, against its model: names (SL002, SL005, SL007) and
    foreign keys (SL006, SL008), each appending to `issues`. Handed to the Builder by the
    pipeline, so the replay stage imports no judgment."""
    from .refusal_foreign_keys import ForeignKeyRefusals
    from .refusal_names import NameRefusals

    return NameRefusals(issues), ForeignKeyRefusals(model, issues)
