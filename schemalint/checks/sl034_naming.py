"""SL034 naming (opt-in): names that do not follow the team's conventions.

Regular expressions per object, like Bytebase's naming rules; `{{table}}` and
`{{column_list}}` (columns joined by `_`) in an index pattern stand for the index's table
and columns, so "^idx_{{table}}_{{column_list}}$" asks for the full Bytebase template.
Defaults: lower_snake_case tables and columns, `idx_` plain indexes, `uk_` unique keys,
`fk_` foreign keys, 64 characters at most (MySQL's identifier limit).
"""

from __future__ import annotations

import re
from typing import Any, Iterator, Optional

from ..model import Span, Table
from .user_regex import matcher
from . import RuleContext, Violation, rule

DEFAULTS = {
    "table": r"^[a-z][a-z0-9_]*$",
    "column": r"^[a-z][a-z0-9_]*$",
    "index": r"^idx_",
    "unique": r"^uk_",
    "foreign-key": r"^fk_",
}
DEFAULT_MAX_LENGTH = 64


def _pattern(template: str, table: Table, columns: list[str]) -> str:
    return (template.replace("{{table}}", re.escape(table.name))
            .replace("{{column_list}}", re.escape("_".join(columns))))


def _violation(table: Table, kind: str, name: str, pattern: str, span: Optional[Span],
               index: Optional[str] = None, too_long: Optional[int] = None) -> Violation:
    why = (f"is {len(name)} characters, over {too_long}" if too_long is not None
           else f"does not match the {kind} naming pattern {pattern}")
    return Violation(message=f"{table.qualified_name}: {kind} name {name} {why}.", span=span or table.span,
                     table=table.qualified_name, index=index, headline=f"{table.qualified_name}: {kind} name {name} {why}",
                     evidence={"kind": kind, "name": name, "pattern": pattern, "max_length": too_long})


@rule("SL034")
def naming(ctx: RuleContext) -> Iterator[Violation]:
    opts = {k: str(ctx.option("SL034", k, v)) for k, v in DEFAULTS.items()}
    max_len = int(ctx.option("SL034", "max-length", DEFAULT_MAX_LENGTH))
    compiled: dict[str, Any] = {}
    matched: dict[tuple[str, str], bool] = {}  # (pattern, name): names repeat across tables
    defaults = frozenset(DEFAULTS.values())

    def fits(kind: str, pattern: str, name: str) -> bool:
        found = matched.get((pattern, name))
        if found is None:
            regex = compiled.get(pattern)
            if regex is None:  # a configured pattern runs with a time limit (user_regex.py)
                regex = compiled[pattern] = matcher(pattern, f"rules.SL034.{kind}", ctx.config.path, defaults)
            found = matched[(pattern, name)] = regex.search(name)
        return found

    for table in ctx.model.tables():
        names: list[tuple[str, str, str, Optional[Span], Optional[str], list[str]]] = [
            ("table", table.name, opts["table"], table.span, None, [])]
        names += [("column", c.name, opts["column"], c.span, None, []) for c in table.columns]
        for idx in table.indexes:
            if idx.is_primary or idx.implicit or idx.kind in ("FULLTEXT", "SPATIAL") and not opts["index"]:
                continue
            kind = "unique" if idx.kind == "UNIQUE" else "index"
            names.append((kind, idx.name, opts[kind], idx.span, idx.name, idx.columns))
        names += [("foreign-key", fk.name, opts["foreign-key"], fk.span, None, fk.columns)
                  for fk in table.foreign_keys if fk.name]
        for kind, name, template, span, index, columns in names:
            if len(name) > max_len:
                yield _violation(table, kind, name, template, span, index, too_long=max_len)
                continue
            if not template:
                continue
            pattern = _pattern(template, table, columns) if "{{" in template else template
            if not fits(kind, pattern, name):
                yield _violation(table, kind, name, pattern, span, index)
