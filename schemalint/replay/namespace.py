"""A prefix that (nearly) every table of a schema shares is the application's namespace.

`CubeCart_`, `playsms_`, `wp_`, `oc_`, elgg's `prefix_`, osTicket's `%TABLE_PREFIX%`: the
application puts it before every table name so that several installations can share one
database. It says which application a table belongs to, not what its rows are, so the rules
that read a table's name for growth (a "cart" is a row per visit) read the name without it:
`CubeCart_seo_urls` is about SEO URLs, not carts.

A prefix counts when it ends at the name's first separator (`_`, or the closing `%` of a
`%…%` placeholder), leaves something after it, and at least 90% of a schema's tables, and at
least five, carry it: two tables `session_data` and `session_attrs` are not a namespace.
Only the first segment: every table of an Activiti history file starts `ACT_HI_`, and `HI`
(history) does say what the rows are.
"""

from __future__ import annotations

import weakref
from collections import Counter
from typing import Optional

from ..model import Model, Table

MIN_TABLES = 5
MIN_SHARE = 0.9

_PREFIXES: "weakref.WeakKeyDictionary[Model, dict[str, str]]" = weakref.WeakKeyDictionary()


def _first_segment(name: str) -> Optional[str]:
    """`CubeCart_seo_urls` → `cubecart_`; `%TABLE_PREFIX%ticket` → `%table_prefix%`; None when
    nothing would be left after it."""
    if name.startswith("%") and "%" in name[1:]:
        end = name.index("%", 1) + 1
        if end < len(name) and name[end] == "_":
            end += 1
    elif "_" in name:
        end = name.index("_") + 1
    else:
        return None
    return name[:end].lower() if 1 < end < len(name) else None


def _schema_prefixes(model: Model) -> dict[str, str]:
    found: dict[str, str] = {}
    for key, schema in model.schemas.items():
        names = [t.name for t in schema.tables.values()]
        counts = Counter(p for p in map(_first_segment, names) if p is not None)
        if not counts:
            continue
        prefix, shared = counts.most_common(1)[0]
        if shared >= MIN_TABLES and shared >= MIN_SHARE * len(names):
            found[key] = prefix
    return found


def namespace_prefix(model: Model, table: Table) -> str:
    """The application's table prefix in `table`'s schema (lower case), or ""."""
    by_schema = _PREFIXES.get(model)
    if by_schema is None:
        by_schema = _PREFIXES[model] = _schema_prefixes(model)
    return by_schema.get((table.schema or "").lower(), "")


def local_name(model: Optional[Model], table: Table) -> str:
    """`table`'s name without its schema's namespace prefix (the whole name when there is none,
    or no model to tell)."""
    if model is None:
        return table.name
    prefix = namespace_prefix(model, table)
    if prefix and table.name.lower().startswith(prefix) and len(table.name) > len(prefix):
        return table.name[len(prefix):]
    return table.name
