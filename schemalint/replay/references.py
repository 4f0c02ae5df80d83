"""Foreign keys seen from the referenced side: which tables point at a table.

Built once per rule run (one pass over every table), so rules stay linear on schemas with
10^5 tables instead of scanning the model for each table they look at.
"""

from __future__ import annotations

import weakref
from typing import Optional

from .insert_order import name_word_tuple, name_words
from ..model import ForeignKey, Model, Table


class IncomingForeignKeys:
    def __init__(self, model: Model):
        self._model = model
        self._by_column: Optional[dict[tuple[str, tuple[str, ...]], list[Table]]] = None  # (built on first use)
        self._by_target: dict[tuple[str, str], list[tuple[Table, ForeignKey]]] = {}
        for table in model.tables():
            for fk in table.foreign_keys:
                schema = (fk.ref_schema or table.schema or "").lower()
                self._by_target.setdefault((schema, fk.ref_table.lower()), []).append((table, fk))

    def of(self, target: Table) -> list[tuple[Table, ForeignKey]]:
        """Foreign keys of other tables that reference `target`."""
        found = self._by_target.get(((target.schema or "").lower(), target.name.lower()), [])
        return [(t, fk) for t, fk in found if t is not target]

    def named(self, target: Table, has_id: bool = False) -> list[Table]:
        """Other tables of `target`'s schema with a column named as `target`'s id (`tenant_id` for a
        table `tenant` whose PRIMARY KEY is `id`, or which has a `tenant_id` of its own; `has_id`:
        the caller knows it had one): references that no FOREIGN KEY declares, as schemas without
        foreign keys write them. A column that is UNIQUE by itself there (a `stages_unfinished.stage_id`)
        is a one-to-one subset or extension: no evidence that `target` is an entity looked up by many."""
        if self._by_column is None:
            self._by_column = {}
            for table in self._model.tables():
                for col in {name_word_tuple(c.name) for c in table.columns}:
                    self._by_column.setdefault(((table.schema or "").lower(), col), []).append(table)
        words = name_word_tuple(target.name)
        if not words:
            return []
        pk = target.primary_key
        own_id = has_id or pk is not None and len(pk.parts) == 1 and name_words(pk.parts[0].column or "") == ["id"]
        schema = (target.schema or "").lower()
        found: list[Table] = []
        singular = words[:-1] + (words[-1][:-1],) if words[-1].endswith("s") else words  # users → user_id
        for stem in dict.fromkeys((words, singular)):
            key = stem + ("id",)
            if own_id or any(name_word_tuple(c.name) == key for c in target.columns):
                found += [t for t in self._by_column.get((schema, key), [])
                          if t is not target and t not in found and not _unique_alone(t, key)]
        return found

    def labels(self, target: Table) -> list[str]:
        """`child.fk_name` (or `child.(col, …)` for unnamed ones) for each referencing key."""
        return [f"{t.qualified_name}.{fk.name or '(' + ', '.join(fk.columns) + ')'}" for t, fk in self.of(target)]


def _unique_alone(table: Table, words: tuple[str, ...]) -> bool:
    """The column named `words` is by itself a UNIQUE key (or the PRIMARY KEY) of `table`: one row
    per referenced row (a subset or an extension of it), which says nothing of how many there are."""
    return any(i.is_unique and len(i.parts) == 1 and name_word_tuple(i.parts[0].column or "") == words
               for i in table.indexes)


_OF_MODEL: "weakref.WeakKeyDictionary[Model, IncomingForeignKeys]" = weakref.WeakKeyDictionary()


def incoming_foreign_keys(model: Model) -> IncomingForeignKeys:
    """One IncomingForeignKeys per finished model, for rules that ask about one table at a time
    from another rule (SL025 and SL102 ask SL301's assess): built once, not once per table."""
    found = _OF_MODEL.get(model)
    if found is None:
        found = _OF_MODEL[model] = IncomingForeignKeys(model)
    return found


def referenced_table(model: Model, table: Table, fk: ForeignKey) -> Optional[Table]:
    return model.find_table(fk.ref_table, fk.ref_schema or table.schema)
