"""SL027 foreign-key-checks: foreign keys the server refuses, or that do not do what they say.

- the parent table is not in the input (warning: with foreign_key_checks=1 the CREATE fails,
  error 1824; with 0, as in mysqldump output, every write to the child fails, error 1452);
- the FOREIGN KEY and REFERENCES lists differ in length (error 1239), the FOREIGN KEY list names
  a column twice (1060) or one the table lacks (1072): refused before the server looks for the
  parent, so also when the input lacks it; two foreign keys of a table share a name (1061 when
  each needs an index of that name, else 1005 errno 150; MariaDB 10.11.19);
- a referenced column does not exist (error 3734; MariaDB errno 150);
- no parent index starts with the referenced columns (error 1822; MariaDB errno 150); an
  index that does but is not UNIQUE on exactly those columns is a warning: MySQL 8.4 refuses
  it by default (restrict_fk_on_non_standard_key), and it makes ON DELETE/UPDATE ambiguous;
- a child column whose type differs from its parent column (integer size or sign, DECIMAL
  precision, string against number, DATETIME against TIMESTAMP): error 3780 / errno 150,
  even with foreign_key_checks=0 (character set and collation differences: SL021);
- ON DELETE / ON UPDATE SET NULL on a NOT NULL column (error 1830; MariaDB errno 150, 1825 on
  ALTER TABLE), also when the parent is not in the input;
- a FOREIGN KEY on a table whose engine ignores it (MyISAM, MEMORY: parsed, never enforced);
- a FOREIGN KEY on or to a partitioned table (error 1506): SL302 reports it; this rule does
  only when SL302 is not selected.

The helpers at the top (`resolve_parent`, `join_pairs`) are shared with SL021.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import column_list, quote
from ..model import ForeignKey, INTEGER_TYPES, Column, Model, Table
from . import RuleContext, Violation, rule
from .sl010_key_too_long import column_words, modify_column

_STRING_FAMILY = frozenset({"CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT"})
_BINARY_FAMILY = frozenset({"BINARY", "VARBINARY", "TINYBLOB", "BLOB", "MEDIUMBLOB", "LONGBLOB"})
_JOIN_SUFFIXES = ("id", "code", "uuid", "key", "no", "num")


def column_type_words(col: Column, charset: bool = True) -> str:
    return column_words(col, charset=charset)


def resolve_parent(model: Model, table: Table, fk: ForeignKey) -> Optional[Table]:
    """The referenced table: in the FK's schema, else the child's, else anywhere unambiguous."""
    if fk.ref_schema:
        return model.find_table(fk.ref_table, fk.ref_schema)
    found = model.find_table(fk.ref_table, table.schema) if table.schema is not None else None
    return found or model.find_table(fk.ref_table)


def _single_pk(table: Table) -> Optional[Column]:
    pk = table.primary_key
    if pk is None or len(pk.parts) != 1 or pk.parts[0].prefix or pk.parts[0].expression:
        return None
    return table.column(pk.parts[0].column)


def _unique_column(table: Table, name: str) -> Optional[Column]:
    """`name` when it alone is the table's PRIMARY KEY or a UNIQUE key: a join target."""
    for idx in table.indexes:
        if idx.is_unique and len(idx.parts) == 1 and not idx.parts[0].prefix and not idx.parts[0].expression \
                and idx.parts[0].column.lower() == name:
            return table.column(idx.parts[0].column)
    return None


def _plural_forms(word: str) -> list[str]:
    forms = [word, word + "s", word + "es"]
    if word.endswith("y"):
        forms.append(word[:-1] + "ies")
    return forms


def _schema_tables(model: Model, table: Table) -> list[Table]:
    schema = model.schema(table.schema)
    return list(schema.tables.values()) if schema is not None else [table]


def join_pairs(model: Model, infer: bool = True) -> Iterator[tuple[Table, Column, Table, Column, Optional[ForeignKey]]]:
    """(child, child column, parent, parent column, FK or None) for every declared foreign key
    column pair, and — with `infer` — the joins a schema without foreign keys implies:
    `user_id` → users.id, and `product_id` → the table whose single-column PRIMARY KEY is
    `product_id` (when exactly one table has it)."""
    # per schema, computed once: which tables own a single-column PK of a given name, and
    # tables by name (computing these per table made the rule quadratic in table count)
    schema_index: dict[str, tuple[dict[str, list[Table]], dict[str, Table]]] = {}

    def index_of(table: Table) -> tuple[dict[str, list[Table]], dict[str, Table]]:
        key = (table.schema or "").lower()
        if key not in schema_index:
            siblings = _schema_tables(model, table)
            owners: dict[str, list[Table]] = {}
            for other in siblings:
                pk = _single_pk(other)
                if pk is not None:
                    owners.setdefault(pk.name.lower(), []).append(other)
            schema_index[key] = (owners, {t.name.lower(): t for t in siblings})
        return schema_index[key]

    for table in model.tables():
        declared: set[str] = set()
        for fk in table.foreign_keys:
            parent = resolve_parent(model, table, fk)
            if parent is None or len(fk.columns) != len(fk.ref_columns):
                continue
            for c, p in zip(fk.columns, fk.ref_columns):
                col, pcol = table.column(c), parent.column(p)
                if col is not None and pcol is not None:
                    declared.add(col.name.lower())
                    yield table, col, parent, pcol, fk
        if not infer:
            continue
        pk_owners, by_name = index_of(table)
        own_pk = _single_pk(table)
        own_low = own_pk.name.lower() if own_pk is not None else None
        for col in table.columns:
            low = col.name.lower()
            if low in declared or low == own_low:
                continue
            owners = pk_owners.get(low)
            if owners and low != "id":
                owners = [t for t in owners if t is not table]
                if len(owners) == 1:
                    parent = owners[0]
                    yield table, col, parent, parent.column(low), None
                    continue
            stem, _, suffix = low.rpartition("_")
            if not stem or suffix not in _JOIN_SUFFIXES:
                continue
            prefix = table.name.lower().split("_")[0] + "_" if "_" in table.name else ""
            for form in _plural_forms(stem):
                parent = by_name.get(form) or (by_name.get(prefix + form) if prefix else None)
                if parent is None or parent is table:
                    continue
                target = _unique_column(parent, suffix)
                if target is not None:
                    yield table, col, parent, target, None
                    break


def _family(col: Column) -> str:
    t = col.data_type
    if t in INTEGER_TYPES:
        return "integer"
    if t in _STRING_FAMILY:
        return "string"
    if t in _BINARY_FAMILY:
        return "binary"
    return t.lower()


def type_mismatch(col: Column, pcol: Column) -> Optional[str]:
    """Why two columns cannot be the two ends of a foreign key, or None when they can."""
    fam, pfam = _family(col), _family(pcol)
    if fam != pfam:
        return f"{column_words(col, False)} against {column_words(pcol, False)}"
    if fam == "integer":
        if col.data_type != pcol.data_type or col.unsigned != pcol.unsigned:
            return (f"{column_words(col, False)} against {column_words(pcol, False)}: integer foreign keys need the "
                    f"same size and sign")
    elif fam == "decimal":
        if (col.precision, col.scale) != (pcol.precision, pcol.scale):
            return f"{column_words(col, False)} against {column_words(pcol, False)}: DECIMAL needs the same precision and scale"
    elif fam in ("enum", "set"):
        if col.values != pcol.values:
            return f"{col.data_type} members differ"
    elif fam in ("datetime", "timestamp", "time") and (col.fsp or 0) != (pcol.fsp or 0):
        return f"{column_words(col, False)} against {column_words(pcol, False)}: fractional seconds differ"
    return None


def _parent_index(parent: Table, ref_cols: list[str]) -> tuple[bool, bool]:
    """(an index starts with the referenced columns, a UNIQUE/PRIMARY key is exactly them)."""
    want = [c.lower() for c in ref_cols]
    leading = unique = False
    for idx in parent.indexes:
        if idx.kind not in ("PRIMARY", "UNIQUE", "INDEX"):
            continue
        cols = [p.column.lower() for p in idx.parts[: len(want)] if _whole_column(parent, p)]
        if cols == want:
            leading = True
            if idx.is_unique and len(idx.parts) == len(want):
                unique = True
    return leading, unique


def _whole_column(table: Table, part) -> bool:
    """A key part that indexes its whole column: no prefix, or a prefix as long as the column
    (`UNIQUE (user_name(767))` on a VARCHAR(767): the server stores it as a full-column index
    and accepts a foreign key to it; checked on MariaDB 10.11)."""
    if part.expression:
        return False
    if not part.prefix:
        return True
    col = table.column(part.column)
    return col is not None and col.length is not None and part.prefix >= col.length


def _fk_label(table: Table, fk: ForeignKey) -> str:
    name = f"{fk.name} " if fk.name else ""
    return f"foreign key {name}({column_list(fk.columns)}) → {fk.ref_table} ({column_list(fk.ref_columns)})"


def _sl302_enabled(ctx: RuleContext) -> bool:
    try:
        from ..config import is_enabled
        return is_enabled("SL302", ctx.config)
    except Exception:
        return True


@rule("SL027")
def foreign_key_checks(ctx: RuleContext) -> Iterator[Violation]:
    partition_checks = not _sl302_enabled(ctx)
    for table in ctx.model.tables():
        named: set[str] = set()
        for fk in table.foreign_keys:
            yield from _check_fk(ctx, table, fk, partition_checks)
            if fk.name and table.is_innodb and fk.name.lower() in named:
                yield _v(table, fk, f"constraint name {fk.name} is given to two foreign keys of the table; the server "
                         "rejects it (error 1061, duplicate key name, when each needs an index of that name; else "
                         "1005 errno 150).", severity="error", server_error=1061)
            named.add((fk.name or "").lower())


def _v(table: Table, fk: ForeignKey, message: str, severity: Optional[str] = None, fix: Optional[str] = None,
       **evidence) -> Violation:
    first = message.split(". ", 1)[0].split("; ", 1)[0].split(": ", 1)[0].rstrip(".")
    return Violation(message=f"{table.qualified_name}: {_fk_label(table, fk)}: {message}",
                     span=fk.span or table.span, table=table.qualified_name, severity=severity, fix=fix,
                     evidence={"foreign_key": fk.name, "columns": fk.columns, "references": fk.ref_table,
                               "referenced_columns": fk.ref_columns, **evidence},
                     headline=f"{table.qualified_name}.{fk.name or ', '.join(fk.columns)}: {first}")


def _check_fk(ctx: RuleContext, table: Table, fk: ForeignKey, partition_checks: bool) -> Iterator[Violation]:
    if not table.is_innodb:
        yield _v(table, fk, f"{table.engine} parses FOREIGN KEY clauses and ignores them: nothing is enforced. "
                 f"Use InnoDB, or drop the clause so nobody relies on it.", severity="warning", engine=table.engine)
        return
    child = _child_refusal(table, fk)
    if child is not None:
        yield child
        return
    parent = resolve_parent(ctx.model, table, fk)
    if parent is None:
        if fk.ref_schema and ctx.model.schema(fk.ref_schema) is None:
            return  # another schema we were not given: nothing to check against
        yield _v(table, fk, f"no input creates table {fk.ref_table}. With foreign_key_checks=1 the CREATE fails "
                 f"(error 1824); with 0 (as in mysqldump output) it succeeds and every INSERT into "
                 f"{table.name} then fails (error 1452).", severity="warning", parent_missing=True)
        return
    missing = [c for c in fk.ref_columns if parent.column(c) is None]
    if missing:
        yield _v(table, fk, f"{parent.qualified_name} has no column {column_list(missing)}; the server rejects the "
                 f"constraint (error 3734; MariaDB errno 150).", severity="error", server_error=3734,
                 missing_columns=missing)
        return
    if partition_checks and (table.partitioning is not None or parent.partitioning is not None):
        which = table.qualified_name if table.partitioning is not None else parent.qualified_name
        yield _v(table, fk, f"{which} is partitioned; InnoDB refuses foreign keys on or to partitioned tables "
                 f"(error 1506).", severity="error", server_error=1506)
    for c, p in zip(fk.columns, fk.ref_columns):
        col, pcol = table.column(c), parent.column(p)
        why = type_mismatch(col, pcol)
        if why:
            yield _v(table, fk, f"{col.name} {why}. The server rejects the constraint even with "
                     f"foreign_key_checks=0 (error 3780; MariaDB errno 150).", severity="error", server_error=3780,
                     column=col.name, column_type=column_words(col, False),
                     referenced_type=column_words(pcol, False),
                     fix=_retype_fix(table, fk, col, pcol))
    leading, unique = _parent_index(parent, fk.ref_columns)
    if not leading:
        yield _v(table, fk, f"no index of {parent.qualified_name} starts with ({column_list(fk.ref_columns)}); the "
                 f"server rejects the constraint (error 1822; MariaDB errno 150).", severity="error",
                 server_error=1822,
                 fix=f"ALTER TABLE {quote(parent.name)} ADD UNIQUE KEY ({column_list(fk.ref_columns)});")
    elif not unique:
        yield _v(table, fk, f"{parent.qualified_name} has no PRIMARY or UNIQUE key on exactly "
                 f"({column_list(fk.ref_columns)}): a child row may match several parent rows, so ON DELETE/UPDATE "
                 f"acts on whichever; MySQL 8.4 refuses such a key by default (restrict_fk_on_non_standard_key) and "
                 f"8.0 deprecates it.", severity="warning", parent_unique=False)


def _child_refusal(table: Table, fk: ForeignKey) -> Optional[Violation]:
    """What the server refuses in the FOREIGN KEY list itself, before it looks for the parent
    (MariaDB 10.11.19, with the parent there or not): lists of different lengths (1239), a column
    listed twice (1060), a column the table lacks (1072), SET NULL on a NOT NULL column (1830;
    MariaDB errno 150, 1825 on ALTER TABLE)."""
    if fk.ref_columns and len(fk.columns) != len(fk.ref_columns):
        return _v(table, fk, f"{len(fk.columns)} column(s) reference {len(fk.ref_columns)}; the server rejects the "
                  f"constraint (error 1239).", severity="error", server_error=1239)
    seen: set[str] = set()
    for c in fk.columns:
        if c.lower() in seen:
            return _v(table, fk, f"column {c} is listed twice; the server rejects the constraint (error 1060, duplicate "
                      "column name).", severity="error", server_error=1060)
        seen.add(c.lower())
        if table.column(c) is None:
            return _v(table, fk, f"{table.qualified_name} has no column {c} (error 1072).", severity="error",
                      server_error=1072)
    for c in fk.columns:
        col = table.column(c)
        for event, action in (("DELETE", fk.on_delete), ("UPDATE", fk.on_update)):
            if action == "SET NULL" and not col.nullable:
                return _v(table, fk, f"ON {event} SET NULL on NOT NULL column {col.name}: the server rejects the "
                          f"constraint, whether the parent is there or not (error 1830; MariaDB 1005 errno 150, or 1825 "
                          f"on an ALTER TABLE with foreign_key_checks=0).", severity="error", server_error=1830,
                          column=col.name)
    return None


def _retype_fix(table: Table, fk: ForeignKey, col, pcol) -> str:
    """The column given the parent's type. The server refuses to change a column a foreign key
    uses (MariaDB 1832), so the key is dropped first and added back with it."""
    modify = modify_column(table, col, new_type=column_words(pcol, False))
    if not fk.name:
        return (f"Drop the foreign key on ({column_list(fk.columns)}), then {modify} and add the key back "
                f"in the same statement.")
    key = (f"ADD CONSTRAINT {quote(fk.name)} FOREIGN KEY ({column_list(fk.columns)}) REFERENCES "
           f"{quote(fk.ref_schema) + '.' if fk.ref_schema else ''}{quote(fk.ref_table)} ({column_list(fk.ref_columns)})")
    key += f" ON DELETE {fk.on_delete}" if fk.on_delete else ""
    key += f" ON UPDATE {fk.on_update}" if fk.on_update else ""
    return (f"ALTER TABLE {quote(table.name)} DROP FOREIGN KEY {quote(fk.name)};\n"
            f"{modify.rstrip(';')}, {key};")
