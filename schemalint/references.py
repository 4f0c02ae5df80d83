"""Foreign keys seen from the referenced side: which tables point at a table.

Built once per rule run (one pass over every table), so rules stay linear on schemas with
10^5 tables instead of scanning the model for each table they look at.
"""

from __future__ import annotations

import weakref
from typing import Optional

from .model import ForeignKey, Model, Table


class IncomingForeignKeys:
    def __init__(self, model: Model):
        self._by_target: dict[tuple[str, str], list[tuple[Table, ForeignKey]]] = {}
        for table in model.tables():
            for fk in table.foreign_keys:
                schema = (fk.ref_schema or table.schema or "").lower()
                self._by_target.setdefault((schema, fk.ref_table.lower()), []).append((table, fk))

    def of(self, target: Table) -> list[tuple[Table, ForeignKey]]:
        """Foreign keys of other tables that reference `target`."""
        found = self._by_target.get(((target.schema or "").lower(), target.name.lower()), [])
        return [(t, fk) for t, fk in found if t is not target]

    def labels(self, target: Table) -> list[str]:
        """`child.fk_name` (or `child.(col, …)` for unnamed ones) for each referencing key."""
        return [f"{t.qualified_name}.{fk.name or '(' + ', '.join(fk.columns) + ')'}" for t, fk in self.of(target)]


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
