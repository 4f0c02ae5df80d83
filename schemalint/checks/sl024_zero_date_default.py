"""SL024 zero-date-default: DATE/DATETIME/TIMESTAMP defaulting to a zero date.

'0000-00-00' (or a date with a zero month or day) is not a date. MySQL 8.0's default
sql_mode (NO_ZERO_DATE, NO_ZERO_IN_DATE, STRICT_TRANS_TABLES) rejects such a default at
CREATE TABLE (error 1067); MariaDB 10.11's default mode accepts it. Either way applications
read it as an invalid date, and copying the table to a strict server fails.
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
            yield Violation(
                message=(f"{table.qualified_name}.{col.name} {col.data_type} defaults to {col.default}, which is not a "
                         f"date: MySQL 8.0's default sql_mode (NO_ZERO_DATE, strict) rejects the CREATE (error 1067), "
                         f"MariaDB's default mode accepts it, and applications read it as an invalid date. Use NULL "
                         f"for 'unknown', or a real default such as CURRENT_TIMESTAMP."),
                span=col.span or table.span, table=table.qualified_name,
                evidence={"column": col.name, "type": col.data_type, "default": col.default, "mysql_error": 1067},
                fix=modify_column(table, fixed),
            )
