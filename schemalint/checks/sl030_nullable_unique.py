"""SL030 nullable-unique: a UNIQUE key with NULLable columns does not stop duplicates.

NULL is not equal to NULL, so rows whose key has a NULL in it never collide: a UNIQUE on
(tenant_id, deleted_at) lets any number of live rows share a tenant_id. One NULLable column
alone (an optional but unique e-mail) is often meant (info); in a multi-column key it is
usually a bug (warning).

Not reported: a UNIQUE key that holds every PRIMARY KEY column (it cannot admit duplicates
whatever its NULLs), and mutually exclusive columns — two UNIQUE keys that differ only in one
NULLable column each, (user_id, resource) and (group_id, resource): a row sets one of the two,
and the other key covers the rows where this one is NULL. Such a pair shows the NULLs were
thought about, so the keys are not reported for their other NULLable columns either.

Info, not a warning, when NULL is the intended "none": every NULLable column of the key is a
foreign key (NULL there is SQL's "no referenced row yet") and the table's PRIMARY KEY is made of
its own data (composite, or one column that is neither AUTO_INCREMENT nor named as an id). The
PRIMARY KEY already stops duplicate rows; the UNIQUE key only binds the rows whose reference is
known (a contact not yet linked to its URI, an endpoint whose owner is not known yet). With a
surrogate PRIMARY KEY (an AUTO_INCREMENT or `id` column) the UNIQUE key is the only guard against
duplicates, and a NULL defeats it: a warning.

Info as well where the DDL itself makes the NULL intended: every NULLable column is a foreign key
ON DELETE SET NULL (a deleted parent leaves its rows with a NULL, kept on purpose), or the key is
the composite natural PRIMARY KEY with one foreign-key column swapped for a NULLable copy of the
referenced row's name (PRIMARY KEY (cid, userId), UNIQUE (cpath, userId)): the PRIMARY KEY already
makes every row unique. A swapped column of the row's own data keeps the warning.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import column_list
from ..replay.insert_order import name_words
from ..model import Index, Table
from . import RuleContext, Violation, rule
from .sl010_key_too_long import key_label


def _exclusive(table: Table, idx: Index, nullable: set[str]) -> set[str]:
    """The NULLable columns of `idx` that a sibling UNIQUE key replaces with another NULLable
    column, the rest being the same: one of the two is set per row, by design."""
    mine = [c.lower() for c in idx.columns]
    out: set[str] = set()
    for other in table.indexes:
        if other is idx or other.kind != "UNIQUE" or len(other.parts) != len(idx.parts):
            continue
        theirs = [c.lower() for c in other.columns]
        only_mine = [c for c in mine if c not in theirs]
        only_theirs = [c for c in theirs if c not in mine]
        if len(only_mine) == 1 and len(only_theirs) == 1 and only_mine[0] in nullable:
            col = table.column(only_theirs[0])
            if col is not None and col.nullable:
                out.add(only_mine[0])
    return out


def _holds_another_unique(table: Table, idx: Index, held: set[str]) -> bool:
    """Another UNIQUE key's columns all lie in `idx`: rows equal on `idx` are equal on that key too,
    so `idx` forbids nothing more; what it lets repeat through NULLs is the smaller key's finding."""
    for other in table.indexes:
        if other is idx or other.kind != "UNIQUE" or any(p.expression or p.prefix for p in other.parts):
            continue
        cols = {p.column.lower() for p in other.parts}
        if cols < held or (cols == held and table.indexes.index(other) < table.indexes.index(idx)):
            return True
    return False


_ID_WORDS = frozenset({"id", "uuid", "guid"})


def _natural_primary_key(table: Table) -> bool:
    """The PRIMARY KEY is made of the row's own data, not a surrogate: composite, or one column that
    is neither AUTO_INCREMENT nor named as an id (`id`, `user_id`, `uuid`)."""
    pk = table.primary_key
    if pk is None or not pk.parts or any(p.expression for p in pk.parts):
        return False
    columns = [table.column(p.column) for p in pk.parts]
    if any(c is None or c.auto_increment for c in columns):
        return False
    return len(columns) > 1 or not (set(name_words(columns[0].name)) & _ID_WORDS)


def _optional_references(table: Table, nullable: list[str]) -> bool:
    """Every NULLable column is a FOREIGN KEY column: NULL is the intended "no referenced row"."""
    referencing = {c.lower() for fk in table.foreign_keys for c in fk.columns}
    return all(n.lower() in referencing for n in nullable)


def _set_null_references(table: Table, nullable: list[str]) -> bool:
    """Every NULLable column is a FOREIGN KEY column declared ON DELETE SET NULL: the DDL makes NULL
    the state a row takes when its parent is deleted, and keeps the row on purpose."""
    set_null = {c.lower() for fk in table.foreign_keys if (fk.on_delete or "").upper() == "SET NULL"
                for c in fk.columns}
    return all(n.lower() in set_null for n in nullable)


def _alternate_of_primary_key(table: Table, idx: Index, nullable: list[str]) -> Optional[str]:
    """The UNIQUE key is the composite natural PRIMARY KEY with one column swapped for a NULLable one,
    and the swapped column is a FOREIGN KEY (PRIMARY KEY (cid, userId) with cid referencing an
    element, UNIQUE (cpath, userId)): the PRIMARY KEY already makes every row unique, and the
    NULLable column is a copy of the referenced row's name (the element's path beside its id), whose
    uniqueness that row's table keeps; a NULL there leaves the copy unchecked, it lets no duplicate
    row in. A swapped column of the row's own (a tree head's timestamp beside its revision) makes
    the UNIQUE key a second identity of its own: its NULLs are a hole. The swapped PRIMARY KEY
    column, or None."""
    pk = table.primary_key
    if pk is None or len(pk.parts) < 2 or len(idx.parts) != len(pk.parts) or not _natural_primary_key(table):
        return None
    if any(p.expression or p.prefix for p in idx.parts):
        return None
    mine = {c.lower() for c in idx.columns}
    primary = {c.lower() for c in pk.columns}
    added, swapped = mine - primary, [c for c in pk.columns if c.lower() not in mine]
    if len(added) != 1 or len(swapped) != 1 or added != {n.lower() for n in nullable}:
        return None
    if not any([c.lower() for c in fk.columns] == [swapped[0].lower()] for fk in table.foreign_keys):
        return None
    return swapped[0]


def _headline(table: Table, idx: Index, nullable: list[str], multi: bool) -> str:
    what = f"NULLable {', '.join(nullable)} in a UNIQUE key; {'NULL rows never collide' if multi else 'NULLs repeat'}"
    text = f"{table.name}.{idx.name}: {what}"
    return text if len(text) <= 90 else f"{idx.name}: {what}" if len(idx.name) + len(what) < 89 else f"{table.name}: {what}"


@rule("SL030")
def nullable_unique(ctx: RuleContext) -> Iterator[Violation]:
    for table in ctx.model.tables():
        pk_cols: Optional[set[str]] = None
        for idx in table.indexes:
            if idx.kind != "UNIQUE":
                continue
            nullable = [c.name for p in idx.parts if not p.expression
                        and (c := table.column(p.column)) is not None and c.nullable]
            if not nullable:
                continue
            if pk_cols is None:
                pk = table.primary_key
                pk_cols = {c.lower() for c in pk.columns} if pk is not None and pk.parts else set()
            held = {p.column.lower() for p in idx.parts if not p.expression and not p.prefix}
            if pk_cols and pk_cols <= held:
                continue  # it holds the whole PRIMARY KEY: no two rows can share its value
            if _holds_another_unique(table, idx, held):
                continue  # a smaller UNIQUE key inside it decides what may repeat: its NULLs are reported there
            if _exclusive(table, idx, {n.lower() for n in nullable}):
                continue  # one of two mutually exclusive columns, each with its own UNIQUE key: NULLs by design
            multi = len(idx.parts) > 1
            # NULL meant as "not linked yet", with the PRIMARY KEY already stopping duplicate rows: advice
            intended = multi and _optional_references(table, nullable) and _natural_primary_key(table)
            # NULL the DDL itself gives on a parent's delete: the rows it keeps are meant to stay
            set_null = multi and not intended and _set_null_references(table, nullable)
            # the PRIMARY KEY with one column renamed: NULL leaves a second name unchecked, no row repeats
            alternate = None if intended or set_null or not multi else _alternate_of_primary_key(table, idx, nullable)
            if multi:
                why = (f"any number of rows with a NULL in {column_list(nullable)} can share the other "
                       f"column(s) value, since NULL never equals NULL")
            else:
                why = "any number of rows may hold NULL; only non-NULL values are unique"
            yield Violation(
                message=(f"{table.qualified_name}: {key_label(idx)} ({column_list(idx.columns)}) includes NULLable "
                         f"{column_list(nullable)}: {why}. Make the column(s) NOT NULL (with a sentinel default) if "
                         f"every row must be unique."
                         + (f" Likely intended here: a NULL foreign key means no referenced row yet, and the PRIMARY "
                            f"KEY ({column_list(table.primary_key.columns)}) already stops duplicate rows."
                            if intended else "")
                         + (f" Likely intended here: the foreign key sets {column_list(nullable)} to NULL when its "
                            f"parent row is deleted, so rows that keep a NULL there are by design." if set_null else "")
                         + (f" Likely intended here: the PRIMARY KEY ({column_list(table.primary_key.columns)}) "
                            f"already makes every row unique; this key is it with the foreign key {alternate} "
                            f"swapped for {column_list(nullable)}, a copy of the referenced row's name, and a NULL "
                            f"there leaves only that copy unchecked." if alternate else "")),
                span=idx.span or table.span, table=table.qualified_name, index=idx.name,
                severity="info" if intended or set_null or alternate or not multi else None,
                headline=_headline(table, idx, nullable, multi),
                evidence={"columns": idx.columns, "nullable_columns": nullable,
                          **({"null_means": "no referenced row; the PRIMARY KEY is natural"} if intended else {}),
                          **({"null_means": "the parent row was deleted (ON DELETE SET NULL)"} if set_null else {}),
                          **({"null_means": f"a copy of what {alternate} refers to; the PRIMARY KEY is unique"}
                             if alternate else {})},
            )
