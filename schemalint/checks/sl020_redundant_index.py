"""SL020 redundant-index: an index another index already does the work of.

What pt-duplicate-key-checker reports, on the model:
- exact duplicates (same columns, prefixes and order); between a UNIQUE key and a plain
  one, the plain one goes; two identical UNIQUE keys, the later one;
- a plain index that is a left prefix of another B-tree index (PRIMARY, UNIQUE or plain):
  every lookup it serves, the longer one serves; a UNIQUE key is never redundant to a longer
  one, since it enforces something the longer key does not;
- FULLTEXT indexes compared only with FULLTEXT (same column set), SPATIAL only with SPATIAL;
- `--clustered`: a secondary index whose last columns are the leading PRIMARY KEY columns.
  InnoDB appends the PRIMARY KEY to every secondary index anyway, so the declared suffix is
  noise (info): the shorter definition stores and sorts exactly the same.

The fix makes the index invisible first (MySQL 8.0 `INVISIBLE`, MariaDB 10.6+ `IGNORED`) so
a missed dependency shows up as a slow query, not an outage; drop it after a release.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..judge.ddl import column_list, quote
from ..judge.limits import flavor_of
from ..model import FULLTEXT, PRIMARY, SPATIAL, UNIQUE, Index, IndexPart, Table
from . import RuleContext, Violation, rule
from ..replay.references import incoming_foreign_keys
from .growth import Growth, growth, insert_order_suffix
from .sizing import human_bytes, human_count, index_estimate
from .sl010_key_too_long import key_label

Sig = tuple[tuple[str, Optional[int], bool], ...]


def _sig(index: Index) -> Sig:
    return tuple(((p.expression or p.column).lower(), p.prefix, p.descending) for p in index.parts)


def _part_covered(small: tuple, big: tuple) -> bool:
    """A key part of the shorter index is served by the longer index's part: same column and
    direction, and the longer one indexes at least as much of the value."""
    return small[0] == big[0] and small[2] == big[2] and (big[1] is None or (small[1] is not None and small[1] <= big[1]))


def covers(big: Index, small: Index) -> bool:
    """Every lookup `small` (a B-tree index) can do, `big` can do as well."""
    return _covers_sig(_sig(big), _sig(small))


def _covers_sig(b: Sig, a: Sig) -> bool:
    """covers() on the signatures of the longer (b) and the shorter (a) index."""
    if not a or len(a) > len(b):
        return False
    if a[:-1] != b[: len(a) - 1]:
        return False
    return _part_covered(a[-1], b[len(a) - 1])


def _btree(table: Table, index: Index) -> bool:
    if index.kind in (FULLTEXT, SPATIAL):
        return False
    using_hash = (index.using or "").upper() == "HASH"
    default_hash = table.engine.lower() in ("memory", "heap") and not index.using
    return table.is_innodb or not (using_hash or default_hash)


def _rank(index: Index) -> int:
    return {PRIMARY: 0, UNIQUE: 1}.get(index.kind, 2)


class TableIndexes:
    """What find_cover compares, for one table's indexes, worked out once: the declared ones
    (not created implicitly for a foreign key), each one's signature, whether it is a B-tree,
    and its position as `declared.index()` finds it (the first equal index)."""

    def __init__(self, table: Table):
        self.declared = [i for i in table.indexes if not i.implicit]
        self.sig = {id(i): _sig(i) for i in table.indexes}
        self.btree = {id(i): _btree(table, i) for i in table.indexes}
        self.position: dict[int, int] = {}
        first_of_name: dict[str, list[int]] = {}
        for n, idx in enumerate(self.declared):
            same = first_of_name.setdefault(idx.name, [])
            # indexes compare equal only with the same name: the first equal one is among these
            self.position[id(idx)] = next((j for j in same if self.declared[j] == idx), n)
            same.append(n)


def find_cover(table: Table, index: Index, indexes: Optional[TableIndexes] = None) -> Optional[tuple[Index, str]]:
    """The index that makes `index` redundant, and how: duplicate | prefix. `indexes`: the
    table's TableIndexes, when the caller asks about several of its indexes."""
    if index.is_primary or index.implicit:
        return None
    facts = indexes if indexes is not None else TableIndexes(table)
    declared, sig, btree, pos = facts.declared, facts.sig, facts.btree, facts.position
    own = sig.get(id(index))
    if own is None:  # not one of the table's own index objects
        own, own_btree = _sig(index), _btree(table, index)
        position = declared.index(index) if index in declared else len(declared)
    else:
        own_btree, position = btree[id(index)], pos.get(id(index), len(declared))
    if index.kind in (FULLTEXT, SPATIAL):
        mine = sorted(p.column.lower() for p in index.parts)
        for other in declared[:position]:
            if other.kind == index.kind and sorted(p.column.lower() for p in other.parts) == mine:
                return other, "duplicate"
        return None
    if not own_btree:
        return None
    exact = [o for o in declared if o is not index and btree[id(o)] and sig[id(o)] == own]
    for other in sorted(exact, key=lambda o: (_rank(o), pos[id(o)])):
        # keep the stronger constraint; between equals, keep the first declared
        if _rank(other) < _rank(index) or (_rank(other) == _rank(index) and pos[id(other)] < position):
            return other, "duplicate"
    if index.kind == UNIQUE:
        return None  # a UNIQUE key enforces something no longer key does
    longer = [o for o in declared
              if o is not index and btree[id(o)] and sig[id(o)] != own and _covers_sig(sig[id(o)], own)]
    if longer:
        return min(longer, key=lambda o: (len(o.parts), _rank(o), pos[id(o)])), "prefix"
    return None


def clustered_suffix(table: Table, index: Index) -> list[str]:
    """Trailing columns of a secondary index that are the leading PRIMARY KEY columns."""
    pk = table.primary_key
    if pk is None or index.is_primary or index.implicit or index.kind != "INDEX" or not table.is_innodb:
        return []
    pk_cols = [p.column.lower() for p in pk.parts if not p.prefix and not p.expression]
    parts = index.parts
    best: list[str] = []
    for n in range(1, min(len(pk_cols), len(parts) - 1) + 1):
        tail = parts[len(parts) - n:]
        if all(not p.prefix and not p.expression and not p.descending for p in tail) and \
                [p.column.lower() for p in tail] == pk_cols[:n]:
            best = [p.column for p in tail]
    if best:
        # another index already declared as the shorter key makes this one a copy: SL112's finding
        shorter = _sig(index)[: len(parts) - len(best)]
        if any(o is not index and not o.implicit and _sig(o) == shorter for o in table.indexes):
            return []
    return best


# Below this size at the rows a dump's AUTO_INCREMENT counts, a redundant index costs nothing
# measurable (a few dozen pages of a buffer pool, one more small B-tree to change)
MEASURABLE_BYTES = 1 << 20


def _cost(ctx: RuleContext, table: Table, index: Index, dump_rows: Optional[int] = None) -> tuple[str, dict]:
    """The index's cost per row, and its size at the configured row count (else at `dump_rows`, the
    rows a dump's AUTO_INCREMENT counts)."""
    ie = index_estimate(ctx, table, index)
    if ie is None:
        return "", {}
    evidence = {"record_bytes": round(float(ie.record_bytes), 1)}
    text = f" It costs ≈ {ie.record_bytes:.0f} B per row"
    hints = ctx.config.hints_for(table.qualified_name)
    rows = hints.rows or dump_rows
    if rows:
        try:
            size = int(ie.size_bytes_at(rows))
            evidence.update(rows=rows, size_bytes=size)
            counted = "" if hints.rows else ", the count its dump's AUTO_INCREMENT gives"
            text += f" ({human_bytes(size)} at {human_count(rows)} rows{counted})"
        except Exception:
            pass
    return text + " and one more B-tree to change on every INSERT and DELETE.", evidence


def _dump_rows(table: Table, size: Optional[Growth]) -> Optional[int]:
    """The rows a dump's AUTO_INCREMENT=N counts (N − 1), when nothing else in the DDL says the table
    keeps growing (an AUTO_INCREMENT of 100,000 or more is itself such a sign: checks/growth.py)."""
    value = table.options.auto_increment
    if not isinstance(value, int) or value <= 1 or size is None or size.grows or size.capped:
        return None
    return value - 1


def _shorter_fix(table: Table, index: Index, keep: list) -> str:
    """The index without the PRIMARY KEY columns it ends with — in words when the shorter
    declaration would read as a left prefix of another index (this rule would then call it
    redundant, though InnoDB stores it as before)."""
    kept = [p.column.lower() for p in keep]
    shadowed = [i.name for i in table.indexes if i is not index and not i.is_primary
                and [c.lower() for c in i.columns][:len(kept)] == kept and len(i.columns) > len(kept)]
    if shadowed:
        return (f"Leave it as declared: ({_part_text(keep)}) would read as a left prefix of "
                f"{', '.join(shadowed)}, though InnoDB stores and sorts it exactly as now.")
    return (f"ALTER TABLE {quote(table.name)} DROP INDEX {quote(index.name)}, "
            f"ADD INDEX {quote(index.name)} ({_part_text(keep)});")


def _invisible_fix(table: Table, index: Index, mariadb: bool) -> str:
    word = "IGNORED" if mariadb else "INVISIBLE"
    return (f"ALTER TABLE {quote(table.name)} ALTER INDEX {quote(index.name)} {word};\n"
            f"-- after a release without slow queries:\n"
            f"ALTER TABLE {quote(table.name)} DROP INDEX {quote(index.name)};")


def _part_text(parts: list[IndexPart]) -> str:
    return ", ".join(quote(p.expression or p.column) + (f"({p.prefix})" if p.prefix else "") +
                     (" DESC" if p.descending else "") for p in parts)


@rule("SL020")
def redundant_index(ctx: RuleContext) -> Iterator[Violation]:
    mariadb = flavor_of(ctx.config).mariadb
    incoming = None  # (built once, on the first table with two indexes)
    for table in ctx.model.tables():
        if len(table.indexes) < 2:
            continue  # one index has nothing to be redundant to, nor a PRIMARY KEY to end with
        name = table.qualified_name
        facts = TableIndexes(table)
        incoming = incoming if incoming is not None else incoming_foreign_keys(ctx.model)
        for index in table.indexes:
            found = find_cover(table, index, facts)
            if found is not None:
                other, how = found
                # no measurable cost on a table whose role caps its size (one row per kind of
                # thing, per entity), or that a dump counts small: housekeeping, said at info
                # unless a row count says otherwise
                size = None if ctx.config.hints_for(name).rows else growth(ctx.model, table, None, incoming)
                capped = size is not None and size.capped
                cost, evidence = _cost(ctx, table, index, _dump_rows(table, size))
                small = not capped and "rows" in evidence and size is not None and \
                    evidence.get("size_bytes", MEASURABLE_BYTES) < MEASURABLE_BYTES
                if how == "duplicate":
                    why = f"is an exact duplicate of {key_label(other)} ({_part_text(other.parts)})"
                else:
                    why = (f"is a left prefix of {key_label(other)} ({_part_text(other.parts)}): every lookup, "
                           f"range and sort it serves, {other.name} serves too")
                invisible = " (already INVISIBLE)" if not index.visible else ""
                # the shorter index of an append-only record keeps the id order the longer one loses
                ordered = insert_order_suffix(table, index, other) if how == "prefix" else None
                headline_why = why.split(':')[0]
                advice = f"Make it {'IGNORED' if mariadb else 'INVISIBLE'} first, then drop it."
                if ordered is not None:
                    # not redundant for ORDER BY the id: advice, whatever the table's size
                    pk_column = table.primary_key.columns[0]
                    why = (f"is a left prefix of {key_label(other)} ({_part_text(other.parts)}) for lookups, but {ordered}")
                    headline_why = f"is a left prefix of {other.name}, but keeps each group in {pk_column} order"
                    advice = (f"Keep it if a page reads ORDER BY {pk_column}; if none does, make it "
                              f"{'IGNORED' if mariadb else 'INVISIBLE'} first, then drop it.")
                yield Violation(
                    severity="info" if capped or small or ordered else None,
                    message=(f"{name}: {key_label(index)} ({_part_text(index.parts)}){invisible} {why}.{cost} "
                             + (f"Its size is capped, so the cost is not measurable: {size.why}. " if capped else "")
                             + ("Nothing says the table grows past the rows its dump counts, where the index is "
                                "under 1 MiB: not measurable. " if small else "")
                             + advice),
                    span=index.span or table.span, table=name, index=index.name,
                    evidence={"redundant_to": other.name, "kind": how, "columns": index.columns,
                              **({"keeps_insert_order": ordered} if ordered else {}),
                              "covering_columns": other.columns, **evidence, **(size.evidence() if size else {})},
                    fix=_invisible_fix(table, index, mariadb),
                    headline=f"{name}.{index.name} {headline_why}" + (
                        f"; {human_bytes(evidence['size_bytes'])} at {human_count(evidence['rows'])} rows"
                        if evidence.get("size_bytes") else f"; ≈ {evidence['record_bytes']:.0f} B per row"
                        if evidence.get("record_bytes") else ""),
                )
                continue
            # only a plain index of two or more columns can end with the PRIMARY KEY's
            suffix = clustered_suffix(table, index) if index.kind == "INDEX" and len(index.parts) > 1 else []
            if suffix:
                keep = index.parts[: len(index.parts) - len(suffix)]
                yield Violation(
                    message=(f"{name}: {key_label(index)} ({_part_text(index.parts)}) ends with {column_list(suffix)}, "
                             f"the leading PRIMARY KEY column(s), which InnoDB appends to every secondary index "
                             f"anyway: ({_part_text(keep)}) stores and sorts exactly the same. No space is lost; "
                             f"the shorter definition says what the index really is."),
                    span=index.span or table.span, table=name, index=index.name, severity="info",
                    evidence={"clustered_suffix": suffix, "columns": index.columns,
                              "primary_key": table.primary_key.columns if table.primary_key else []},
                    fix=_shorter_fix(table, index, keep),
                    headline=f"{name}.{index.name}: ends with the PRIMARY KEY's {column_list(suffix)}, which InnoDB adds anyway",
                )
