"""SL024 zero-date-default: DATE/DATETIME/TIMESTAMP defaulting to a zero date.

'0000-00-00' (or a date with a zero month or day) is not a date. MySQL 8.0's default
sql_mode (NO_ZERO_DATE, NO_ZERO_IN_DATE, STRICT_TRANS_TABLES) rejects such a default at
CREATE TABLE (error 1067); MariaDB 10.11's default mode accepts it. Either way applications
read it as an invalid date, and copying the table to a strict server fails.

A file that sets its own sql_mode before the CREATE (`SET [SESSION] sql_mode = '…'`,
`SET @@sql_mode`, mysqldump's `/*!40101 SET … SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */`) is
judged by that mode: if it lets zero dates in, the CREATE loads, and the finding says what
still breaks (a later ALTER TABLE in the server's strict default mode, error 1067); if it
rejects them (strict with NO_ZERO_DATE / NO_ZERO_IN_DATE), the CREATE fails: an error.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Iterator

from ..model import Column
from . import RuleContext, Violation, rule
from .sl010_key_too_long import modify_column

_TEMPORAL = ("DATE", "DATETIME", "TIMESTAMP")
_ZERO = re.compile(r"^'?(\d{4})-(\d{1,2})-(\d{1,2})")


_TRADITIONAL = {"STRICT_TRANS_TABLES", "STRICT_ALL_TABLES", "NO_ZERO_DATE", "NO_ZERO_IN_DATE",
                "ERROR_FOR_DIVISION_BY_ZERO", "NO_ENGINE_SUBSTITUTION"}


def mode_rejects(sql_mode: str, default: str) -> bool:
    """Whether a session in `sql_mode` refuses `default` as a DATE/DATETIME/TIMESTAMP default."""
    modes = {m.strip() for m in sql_mode.upper().split(",") if m.strip()}
    if "TRADITIONAL" in modes:
        modes |= _TRADITIONAL
    if not modes & {"STRICT_TRANS_TABLES", "STRICT_ALL_TABLES"}:
        return False
    text = default.strip()
    m = _ZERO.match(text)
    all_zero = text in ("0", "'0'") or (bool(m) and int(m.group(1)) == int(m.group(2)) == int(m.group(3)) == 0)
    if all_zero:
        return "NO_ZERO_DATE" in modes
    return "NO_ZERO_IN_DATE" in modes


def zero_default(col: Column) -> bool:
    if col.data_type not in _TEMPORAL or not col.default:
        return False
    text = col.default.strip()
    if text in ("0", "'0'"):
        return True
    m = _ZERO.match(text)
    return bool(m) and (int(m.group(1)) == 0 or int(m.group(2)) == 0 or int(m.group(3)) == 0)


@rule("SL024")
def zero_date_default(ctx: RuleContext) -> Iterator[Violation]:
    for table in ctx.model.tables():
        for col in table.columns:
            if not col.default or not zero_default(col):
                continue  # (no DEFAULT: the common case, decided without a call)
            fixed = dataclasses.replace(col, nullable=True, default="NULL")
            mode = table.sql_mode
            severity = None
            if mode is None:
                server = ("MySQL 8.0's default sql_mode (NO_ZERO_DATE, strict) rejects the CREATE (error 1067), "
                          "MariaDB's default mode accepts it")
            elif mode_rejects(mode, col.default):
                server = (f"the sql_mode this file sets before the CREATE ('{mode}') rejects it (error 1067) on MySQL "
                          f"and MariaDB alike")
                severity = "error"
            else:
                server = (f"this file sets sql_mode '{mode}' before the CREATE, so it loads; but any later ALTER TABLE "
                          f"of this table run in MySQL 8.0's default sql_mode (NO_ZERO_DATE, strict) fails on this "
                          f"default (error 1067)")
            yield Violation(
                message=(f"{table.qualified_name}.{col.name} {col.data_type} defaults to {col.default}, which is not a "
                         f"date: {server}, and applications read it as an invalid date. Use NULL for 'unknown', or a "
                         f"real default such as CURRENT_TIMESTAMP."),
                span=col.span or table.span, table=table.qualified_name, severity=severity,
                headline=f"{table.name}.{col.name}: zero-date default {col.default}" + (
                    "; the file's sql_mode rejects it" if severity else "; strict sql_mode rejects it"),
                evidence={"column": col.name, "type": col.data_type, "default": col.default, "mysql_error": 1067,
                          "file_sql_mode": mode},
                fix=modify_column(table, fixed),
            )
