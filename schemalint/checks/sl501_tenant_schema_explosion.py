"""SL501 tenant-schema-explosion: one schema per tenant, each a copy of the same tables.

N schemas × T tables must share table_definition_cache, table_open_cache and the open-file
limits; past them, tables are closed and re-opened from the data dictionary on use. Rubin's 40-million-table test (2018)
(40 M tables, MySQL 8.0.12, caches at 524,288, 1 M open files) stalled ~15 s every 25–30 s on
the data-dictionary mutex; his one-billion-table test created ~650 tables/s and needed 6 h 57 min to count
information_schema.tables at 1 B tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, Optional

from ..judge.ddl import column_list, quote
from ..model import Table
from . import RuleContext, Violation, rule
from .sizing import human_bytes, human_count, human_seconds

if TYPE_CHECKING:
    from ..replay.tenants import TenantGroup

MIN_SCHEMAS = 50
# MySQL 8.0 defaults: table_open_cache 4000; table_definition_cache autosized to
# MIN(400 + table_open_cache / 2, 2000); innodb_open_files the larger of 300 and
# table_open_cache (file-per-table); open_files_limit 5000 before the server raises it.
MYSQL80_DEFAULTS = {
    "table_definition_cache": 2000,
    "table_open_cache": 4000,
    "innodb_open_files": 4000,
    "open_files_limit": 5000,
}
CREATE_TABLES_PER_SECOND = 650  # Rubin, One Billion Tables in MySQL 8.0 with ZFS (2018): ~650 CREATE TABLE/s, shared tablespaces, in parallel
EMPTY_TABLE_BYTES = 4.7 * 1024**4 / 40e6  # Rubin, 40 Million Tables in MySQL 8.0 With ZFS (2018): 40 M empty tables took 4.7 TB before compression
FIX_TABLES_SHOWN = 5  # tables whose key changes the fix spells out


def _server_values(ctx: RuleContext) -> tuple[dict[str, int], dict[str, str]]:
    server = ctx.config.server
    values, sources = {}, {}
    for key, default in MYSQL80_DEFAULTS.items():
        given = getattr(server, key, None)
        values[key] = given if given else default
        sources[key] = "server" if given else "MySQL 8.0 default"
    return values, sources


def _tenant_key_ddl(table: Table, tenant: str = "tenant_id") -> Optional[str]:
    """The shared-table version of one tenant table: tenant_id leads the PK and every index."""
    if table.column(tenant) is not None:
        return None
    t = quote(table.name)
    clauses = [f"ADD COLUMN {quote(tenant)} INT UNSIGNED NOT NULL FIRST"]
    pk = table.primary_key
    if pk is not None:
        clauses.append(f"DROP PRIMARY KEY, ADD PRIMARY KEY ({column_list([tenant, *pk.columns])})")
        ai = next((c for c in table.columns if c.auto_increment), None)
        if ai is not None and ai.name.lower() in (c.lower() for c in pk.columns):
            # InnoDB wants the AUTO_INCREMENT column first in some index
            clauses.append(f"ADD KEY {quote('idx_' + ai.name)} ({quote(ai.name)})")
    for index in table.indexes:
        if index.is_primary or index.kind not in ("UNIQUE", "INDEX") or any(p.expression for p in index.parts):
            continue
        kind = "UNIQUE KEY" if index.kind == "UNIQUE" else "KEY"
        parts = [quote(tenant)] + [quote(p.column) + (f"({p.prefix})" if p.prefix else "") for p in index.parts]
        clauses.append(f"DROP INDEX {quote(index.name)}, ADD {kind} {quote(index.name)} ({', '.join(parts)})")
    return f"ALTER TABLE {t} " + ", ".join(clauses) + ";"


def _fix(group: TenantGroup, total_tables: int) -> str:
    lines = ["-- one shared schema, rows keyed by a leading tenant_id (copy each tenant's rows in with its id):"]
    shown = 0
    for table in group.tables:
        ddl = _tenant_key_ddl(table)
        if ddl is None:
            continue
        lines.append(ddl)
        shown += 1
        if shown >= FIX_TABLES_SHOWN:
            break
    rest = group.tables_per_schema - shown
    if rest > 0:
        lines.append(f"-- … and the same for the other {rest} table(s)")
    cache = max(total_tables + 1000, 4000)
    first = group.first.name
    lines += [
        "-- or, keeping a schema per tenant: one shared tablespace per schema, and caches sized to the table count",
        f"CREATE TABLESPACE {quote(first)} ADD DATAFILE '{first}.ibd' ENGINE=InnoDB;",
        f"ALTER TABLE {quote(first)}.{quote(group.tables[0].name)} TABLESPACE {quote(first)};  -- each table",
        f"-- my.cnf: table_definition_cache = {cache}  table_open_cache = {cache}  "
        f"open_files_limit = {2 * cache + 1000}",
    ]
    return "\n".join(lines)


@rule("SL501")
def tenant_schema_explosion(ctx: RuleContext) -> Iterator[Violation]:
    try:
        min_schemas = int(ctx.option("SL501", "min-schemas", MIN_SCHEMAS))
    except (TypeError, ValueError):
        min_schemas = MIN_SCHEMAS
    least = max(min_schemas, 2)
    if sum(1 for s in ctx.model.schemas.values() if s.name and s.tables) < least:
        return  # a group needs that many named schemas with tables: no need to compare tables
    from ..replay.tenants import schema_location, tenant_groups  # (not imported when there is no group)

    values, sources = _server_values(ctx)
    all_tables = ctx.model.table_count
    for group in tenant_groups(ctx.model, least):
        n, per = len(group.schemas), group.tables_per_schema
        total = group.total_tables
        names = [s.name for s in group.schemas]
        shown = ", ".join(names[:3]) + (f", … {names[-1]}" if n > 3 else "")
        limits = ", ".join(f"{k} {values[k]:,}" for k in MYSQL80_DEFAULTS)
        defaulted = [k for k in MYSQL80_DEFAULTS if sources[k] != "server"]
        if len(defaulted) == len(MYSQL80_DEFAULTS):
            limits += " (MySQL 8.0 defaults: no server values given)"
        elif defaulted:
            limits += f" ({', '.join(defaulted)}: MySQL 8.0 default)"
        exceeded = [k for k in ("table_definition_cache", "table_open_cache", "innodb_open_files")
                    if all_tables > values[k]]
        verdict = (f"{human_count(all_tables)} tables in all exceed {', '.join(exceeded)}: tables in use are "
                   f"evicted and re-opened from the data dictionary"
                   if exceeded else f"{human_count(all_tables)} tables in all still fit those caches")
        seconds = total / CREATE_TABLES_PER_SECOND
        create_time = human_seconds(seconds) if seconds >= 1 else "under a second"
        message = (
            f"{n} schemas ({shown}) hold the same {per} table definition(s): {human_count(total)} tables from "
            f"one design, against {limits}. {verdict}. Each new tenant adds {per} tables; all of them take "
            f"{create_time} to create at ~650 CREATE TABLE/s (Alexander Rubin, “One Billion Tables in MySQL 8.0 with ZFS”, Percona blog, 2018) and ≈ {human_bytes(total * EMPTY_TABLE_BYTES)} "
            f"of files while empty (Alexander Rubin, “40 Million Tables in MySQL 8.0 With ZFS”, Percona blog, 2018: 4.7 TB for 40 M); every schema change runs {n} times; and at scale "
            f"the data dictionary stalls (Alexander Rubin, “40 Million Tables in MySQL 8.0 With ZFS”, Percona blog, 2018: ~15 s every 25–30 s at 40 M tables with 524,288-entry caches; "
            f"Alexander Rubin, “One Billion Tables in MySQL 8.0 with ZFS”, Percona blog, 2018: 6 h 57 min to count information_schema.tables at 1 bn). Prefer shared tables keyed by a "
            f"leading tenant_id; at least give each schema one shared tablespace and size the caches."
        )
        yield Violation(
            message=message, span=schema_location(group.first), table=None,
            evidence={"schemas": n, "first_schema": names[0], "last_schema": names[-1],
                      "tables_per_schema": per, "tables_in_group": total, "tables_total": all_tables,
                      **{k: values[k] for k in values}, **{f"{k}_source": sources[k] for k in sources},
                      "over_limits": exceeded, "create_seconds_at_650_per_s": round(total / CREATE_TABLES_PER_SECOND),
                      "min_schemas": min_schemas},
            fix=_fix(group, all_tables),
            headline=(f"{n} schemas ({shown}) × {per} identical tables = {human_count(total)} tables"
                      + (f", over {', '.join(exceeded)}" if exceeded else "")),
        )
