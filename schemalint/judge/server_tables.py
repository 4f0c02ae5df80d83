"""The server's own tables (mysql.*, information_schema.*), as MariaDB defines them.

`CREATE TABLE t LIKE mysql.time_zone` and `CREATE TABLE t SELECT … FROM mysql.global_priv`
copy tables no input defines: their definitions are the server's. They are pinned as data,
SHOW CREATE TABLE on MariaDB 10.11.19 (server_tables_mariadb.sql, made by
benchmarks/differential/server_tables.py), and modelled once, on first use, by the same
replay as any input. The builder reads them only for a LIKE or a SELECT, and only where the
model has no table of that name (a table the input made under that name comes first); no
statement changes them.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Optional

from sqlglot import exp

from ..replay.build import Builder
from ..model import Model, Table
from ..read.parse import ParseFailure, parse_statement
from ..read.source import SourceFile, split

SYSTEM_SCHEMAS = frozenset({"mysql", "information_schema"})
DEFINITIONS = "server_tables_mariadb.sql"


def definitions_text() -> str:
    """The pinned definitions, as the server wrote them."""
    return resources.files("schemalint").joinpath(DEFINITIONS).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def _model() -> Model:
    from .refusals import replay_judges

    builder = Builder(mariadb=True, judges=replay_judges)
    for stmt in split(SourceFile(DEFINITIONS, definitions_text()), server_version=101119, mariadb=True)[0]:
        tree = parse_statement(stmt)
        if not isinstance(tree, ParseFailure):
            builder.apply(stmt, tree)
    for table in builder.model.tables():  # (a copy's findings point at the statement that copied it)
        table.span = table.changed_span = None
        for part in (*table.columns, *table.indexes, *table.foreign_keys):
            part.span = None
    return builder.model


def new_builder(mariadb: bool) -> Builder:
    """The replay for one run, with its judges (refusals.replay_judges): on a MariaDB profile a
    LIKE or a SELECT may also copy the server's own tables (Builder.find_copied), where the
    model has no table of that name."""
    from .refusals import replay_judges

    builder = Builder(mariadb=mariadb, judges=replay_judges)
    if mariadb:
        def find_copied(node: exp.Table) -> Optional[Table]:
            schema = node.args.get("db")
            return builder.find(node) or (server_table(schema.name, node.name) if schema is not None else None)

        builder.find_copied = find_copied
    return builder


def server_table(schema: str, name: str) -> Optional[Table]:
    """MariaDB's own table `schema`.`name` (mysql or information_schema), else None. Read only."""
    if schema.lower() not in SYSTEM_SCHEMAS:
        return None
    return _model().find_table(name, schema.lower())
