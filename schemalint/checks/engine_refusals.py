"""What MariaDB 10.11 refuses in a finished table definition because of its engine, its system
versioning or its partitions: a part of SL012 (sl012_invalid_definition calls `refusals`).

Each check names the server's error and where it comes from; each was run on the suite's
MariaDB 10.11.19 (tests/test_engine_refusals.py replays them there):

- 1286 an ENGINE MariaDB has under no name (MySQL's NDBCLUSTER, TempTable; PBXT, XtraDB …),
  also in an ALTER TABLE of a table no statement creates (the name is resolved while parsing);
- 1910 a generated column in a MEMORY, CSV or MERGE table: their handlers lack
  HA_CAN_VIRTUAL_COLUMNS (sql_table.cc, mysql_prepare_create_table; MariaDB's manual,
  "Generated (Virtual and Persistent/Stored) Columns", supported storage engines);
- 1904 an index on a VIRTUAL generated column of an Aria table (no HA_CAN_VIRTUAL_COLUMNS index
  support; InnoDB and MyISAM take it);
- 4110 ROW START / ROW END columns that are not both TIMESTAMP(6), or both BIGINT UNSIGNED on
  InnoDB (transaction-precise history) (sql_table.cc, Vers_parse_info::check_sys_fields;
  manual, "System-Versioned Tables");
- 4128 SYSTEM_TIME partitions without a HISTORY partition, or without exactly one CURRENT one
  that is last; 4115 several HISTORY partitions with no INTERVAL or LIMIT to rotate them
  (partition_info.cc, partition_info::check_partition_info / vers_set_hist_part);
- 1579 mysql.general_log or mysql.slow_log in an engine other than CSV or MyISAM (sql_table.cc,
  check_if_log_table; manual, "Writing Logs Into Tables"), even with the log off;
- 4030 more than one DEFAULT partition of a LIST partitioning, 1480 a DEFAULT partition of a
  RANGE one (partition_info.cc; manual, "LIST Partitioning Type");
- 1660 the partitioning fields of RANGE / LIST COLUMNS or KEY longer than 3,072 bytes, each
  field counted as the server counts a key part: its bytes (characters × the character set's
  bytes a character), 2 more for a VARCHAR / VARBINARY, 1 more when nullable (measured on
  10.11.19: a nullable latin1 VARCHAR(3069) runs and VARCHAR(3070) does not; utf8mb4 767 / 768;
  latin1 CHAR(200) with VARCHAR(2868) / 2869). Only the string fields are summed: the others
  only add to it.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..model import Span, Table
from ..judge.limits import column_max_bytes
from ..read.known_table_options import KNOWN_ENGINES, MARIADB_ENGINES

# engines whose handler cannot hold a generated column (error 1910); Aria cannot index a virtual one (1904)
NO_GENERATED_COLUMNS = frozenset({"MEMORY", "HEAP", "CSV", "MERGE", "MRG_MYISAM"})
NO_VIRTUAL_KEYS = frozenset({"ARIA"})
LOG_TABLES = frozenset({"general_log", "slow_log"})  # in the mysql database
LOG_ENGINES = frozenset({"CSV", "MYISAM"})
PARTITION_FIELDS_MAX_BYTES = 3072  # error 1660, "The total length of the partitioning fields is too large"


def refusals(table: Table, mariadb: bool) -> Iterator[tuple[Optional[Span], str, int]]:
    """(where, message, error) for each refusal of `table`'s definition (MariaDB only)."""
    if not mariadb:
        return
    yield from unknown_engine(table, mariadb)
    yield from _generated(table)
    if (table.schema or "").lower() == "mysql" and table.name.lower() in LOG_TABLES and \
            table.engine.upper() not in LOG_ENGINES:
        yield (table.span, f"mysql.{table.name} is a log table: the server keeps it in CSV or MyISAM only, not "
               f"{table.engine} (error 1579).", 1579)
    yield from _versioning_columns(table)
    yield from _partitions(table)


def unknown_engine(table: Table, mariadb: bool) -> Iterator[tuple[Optional[Span], str, int]]:
    """An ENGINE MariaDB has under no name (MySQL's NDB, TempTable, …): 1286, unknown storage
    engine, while the statement is parsed (sql_yacc.yy storage_engines: ha_resolve_by_name), so
    in an ALTER TABLE of a table that does not exist too. A name neither server has is
    grammar_refusals' (any profile)."""
    engine = (table.options.engine or "").upper()
    if mariadb and engine and engine in KNOWN_ENGINES and engine not in MARIADB_ENGINES:
        yield (table.changed_span or table.span, f"ENGINE={table.options.engine}: MariaDB has no such storage engine "
               "(error 1286, unknown storage engine)", 1286)


def _generated(table: Table) -> Iterator[tuple[Optional[Span], str, int]]:
    engine = table.engine.upper()
    generated = next((c for c in table.columns if c.generated is not None), None)
    if generated is not None and engine in NO_GENERATED_COLUMNS:
        yield (generated.span, f"column {generated.name} is generated, and the {table.engine} engine stores no "
               "generated column (error 1910).", 1910)
        return
    if engine in NO_VIRTUAL_KEYS:
        virtual = {c.name.lower() for c in table.columns if c.is_virtual}
        for index in table.indexes:
            part = next((p for p in index.parts if p.column.lower() in virtual and not p.expression), None)
            if part is not None:
                yield (index.span, f"index {index.name} is on VIRTUAL generated column {part.column}, which the "
                       f"{table.engine} engine cannot index: make it STORED (PERSISTENT) (error 1904).", 1904)
                return


def _versioning_columns(table: Table) -> Iterator[tuple[Optional[Span], str, int]]:
    start = next((c for c in table.columns if c.system_period == "ROW START"), None)
    end = next((c for c in table.columns if c.system_period == "ROW END"), None)
    if start is None or end is None:
        return

    def kind(col) -> str:
        if col.data_type == "TIMESTAMP" and col.fsp == 6:
            return "TIMESTAMP(6)"
        if col.data_type == "BIGINT" and col.unsigned:
            return "BIGINT UNSIGNED"
        return ""

    innodb = table.is_innodb
    wanted = "BIGINT UNSIGNED" if innodb and start.data_type in ("BIGINT", "INT", "MEDIUMINT", "SMALLINT",
                                                                  "TINYINT") else "TIMESTAMP(6)"
    wrong = start if kind(start) != wanted else end if kind(end) != wanted else None
    if wrong is not None:
        yield (wrong.span, f"system-versioning column {wrong.name} must be {wanted}: ROW START and ROW END are both "
               "TIMESTAMP(6), or both BIGINT UNSIGNED on InnoDB (error 4110).", 4110)


def _partitions(table: Table) -> Iterator[tuple[Optional[Span], str, int]]:
    part = table.partitioning
    if part is None:
        return
    yield from _fields_length(table)
    if not part.partitions:
        return
    span = part.span or table.span
    values = [(d.values or "").upper() for d in part.partitions]
    if part.method == "SYSTEM_TIME":
        if "HISTORY" not in values or values.count("CURRENT") != 1 or values[-1] != "CURRENT":
            yield (span, "PARTITION BY SYSTEM_TIME needs at least one HISTORY partition and exactly one CURRENT "
                   "partition, the last (error 4128).", 4128)
        elif values.count("HISTORY") > 1 and part.expression is None:
            yield (span, f"PARTITION BY SYSTEM_TIME with {values.count('HISTORY')} HISTORY partitions and no INTERVAL "
                   "or LIMIT: several HISTORY partitions need a rotation condition (error 4115).", 4115)
    elif part.method.startswith("LIST") and values.count("DEFAULT") > 1:
        yield (span, f"PARTITION BY {part.method} has {values.count('DEFAULT')} DEFAULT partitions; only one is "
               "allowed (error 4030).", 4030)
    elif part.method.startswith("RANGE") and "DEFAULT" in values:
        yield (span, f"PARTITION BY {part.method} has a DEFAULT partition; only LIST partitioning has one "
               "(error 1480).", 1480)


def _fields_length(table: Table) -> Iterator[tuple[Optional[Span], str, int]]:
    part = table.partitioning
    if part.method not in ("RANGE COLUMNS", "LIST COLUMNS", "KEY") or not part.columns:
        return
    by_name = {c.name.lower(): c for c in table.columns}
    total = 0
    for name in part.columns:
        col = by_name.get(name.lower())
        if col is None or col.data_type not in ("CHAR", "VARCHAR", "BINARY", "VARBINARY") or col.length is None:
            continue
        total += column_max_bytes(col)
        total += (2 if col.data_type in ("VARCHAR", "VARBINARY") else 0) + (1 if col.nullable else 0)
    if total > PARTITION_FIELDS_MAX_BYTES:
        yield (part.span or table.span, f"PARTITION BY {part.method} ({', '.join(part.columns)}): its fields take "
               f"{total:,} bytes as key parts, over the {PARTITION_FIELDS_MAX_BYTES:,} the server allows (error 1660, "
               "the total length of the partitioning fields is too large).", 1660)
