"""MariaDB's periods in a table's keys: the system-versioning ROW END column a unique key takes,
and an application-time period's `WITHOUT OVERLAPS` key part (10.5+).

`UNIQUE (id, p WITHOUT OVERLAPS)` and `PRIMARY KEY (id, p WITHOUT OVERLAPS)` name a period
`p` declared by `PERIOD FOR p (s, e)`: the server stores the key as (id, e, s), the period's end
column then its start (information_schema.STATISTICS on MariaDB 10.11.19; MariaDB's manual,
"Application-Time Periods", WITHOUT OVERLAPS). The dialect marks such a part (install); the
replay then puts the period's columns in its place (keys_with_periods).
"""

from __future__ import annotations

from typing import Any, Optional

from sqlglot import exp

from ..model import IndexPart, Table

PERIOD_NAME = "schemalint_period"  # meta key: the name of a PERIOD FOR (SYSTEM_TIME or an application period)
WITHOUT_OVERLAPS = "schemalint_without_overlaps"  # meta key: a key part `period WITHOUT OVERLAPS`


def parse_period_for(self) -> Optional[exp.Expression]:
    """MariaDB's `PERIOD FOR SYSTEM_TIME | name (start, end)` (the PERIOD already consumed):
    system versioning, or an application-time period (10.4+). sqlglot reads only SYSTEM_TIME;
    both come back as its PeriodForSystemTimeConstraint, the period's name in meta."""
    if not self._match_text_seq("FOR"):
        self._retreat(self._index - 1)
        return None
    name = self._parse_id_var(any_token=True)
    ids = self._parse_wrapped_id_vars()
    if name is None or len(ids) != 2:
        self.raise_error("Expecting PERIOD FOR name (start, end)")
    period = self.expression(exp.PeriodForSystemTimeConstraint(this=ids[0], expression=ids[1]))
    period.meta[PERIOD_NAME] = name.name
    return period


def install(parser: Any) -> None:
    """Let the MySQL parser's key parts (PRIMARY KEY, UNIQUE, KEY) end in WITHOUT OVERLAPS."""
    for method in ("_parse_primary_key_part", "_parse_index_key_part"):
        plain = getattr(parser, method)
        if getattr(plain, WITHOUT_OVERLAPS, False):
            continue

        def part(self, plain=plain):
            node = plain(self)
            if isinstance(node, (exp.Identifier, exp.Column)) and self._match_text_seq("WITHOUT", "OVERLAPS"):
                node.meta[WITHOUT_OVERLAPS] = True
            return node

        setattr(part, WITHOUT_OVERLAPS, True)
        setattr(parser, method, part)


def keys_with_periods(table: Table, elements: list) -> None:
    """A CREATE TABLE's keys once its elements are read: each `p WITHOUT OVERLAPS` part becomes
    the period's end and start columns; a system-versioned table's ROW END joins its unique keys."""
    periods = {str(e.meta.get(PERIOD_NAME, "")).lower(): (e.expression.name, e.this.name) for e in elements
               if isinstance(e, exp.PeriodForSystemTimeConstraint) and e.this is not None and e.expression is not None}
    if not periods:  # (nearly every table: no key part can name a period, so no walk of every element's nodes)
        _row_end_in_unique_keys(table)
        return
    overlapping = {n.name.lower() for e in elements for n in e.find_all(exp.Identifier, exp.Column)
                   if n.meta.get(WITHOUT_OVERLAPS)}
    for index in table.indexes:
        for k, part in enumerate(index.parts):
            period = periods.get(part.column.lower()) if part.column.lower() in overlapping else None
            if period is not None and not part.expression and table.column(part.column) is None:
                index.parts[k:k + 1] = [IndexPart(period[0]), IndexPart(period[1])]
                break
    _row_end_in_unique_keys(table)


def _row_end_in_unique_keys(table: Table) -> None:
    """MariaDB appends a system-versioned table's ROW END column to its PRIMARY KEY and every
    UNIQUE key (history rows then never collide with the current one; 10.11's STATISTICS shows
    it when the column is declared)."""
    if not table.system_versioned:
        return
    row_end = next((c.name for c in table.columns if c.system_period == "ROW END"), None)
    if row_end is None:
        return
    for index in table.indexes:
        if index.is_unique and all(p.column.lower() != row_end.lower() for p in index.parts):
            index.parts.append(IndexPart(row_end))
