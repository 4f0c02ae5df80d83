"""SL029 display-width: integer display widths that mislead (INT(3) holds 2,147,483,647).

The number in INT(M) is not a size or a range: it was a hint for client-side padding,
deprecated in MySQL 8.0.17 and dropped from SHOW CREATE TABLE. Reported: widths narrower
than the type's largest value (INT(3), TINYINT(2)), which read as a range limit that is not
there. Other widths (INT(11), INT(11) UNSIGNED, BIGINT(20): mysqldump noise), TINYINT(1)
(the BOOLEAN idiom) and ZEROFILL columns (where the width still pads) pass; `all = true`
reports every width (info). Skeema's lint-display-width flags every non-default width.
"""

from __future__ import annotations

from typing import Iterator

from ..model import INTEGER_TYPES
from . import RuleContext, Violation, rule
from .sl010_key_too_long import modify_column
from .sl026_auto_increment_type import type_max

_SIGNED_DEFAULT = {"TINYINT": 4, "SMALLINT": 6, "MEDIUMINT": 9, "INT": 11, "BIGINT": 20}


def default_width(data_type: str, unsigned: bool) -> int:
    width = _SIGNED_DEFAULT[data_type]
    return width - 1 if unsigned and data_type != "BIGINT" else width


@rule("SL029")
def display_width(ctx: RuleContext) -> Iterator[Violation]:
    report_all = bool(ctx.option("SL029", "all", False))
    for table in ctx.model.tables():
        for col in table.columns:
            width = col.display_width
            if width is None or col.data_type not in INTEGER_TYPES or col.zerofill:
                continue
            if col.data_type == "TINYINT" and width == 1:
                continue
            default = default_width(col.data_type, col.unsigned)
            # (M) of 0 is no width at all (a GUI export's INT(0)): nothing to misread
            misleading = 0 < width < len(str(type_max(col)))
            if not misleading and not report_all:
                continue
            unsigned = " UNSIGNED" if col.unsigned else ""
            declared, plain = f"{col.data_type}({width}){unsigned}", f"{col.data_type}{unsigned}"
            digits = f"{width} digit{'s' * (width != 1)}"
            if width == default:  # what MariaDB's SHOW CREATE TABLE prints for a bare INT: nothing to change
                yield Violation(
                    message=(f"{table.qualified_name}.{col.name}: {col.data_type}({width}) is the default display "
                             f"width of {plain}; MariaDB prints it for {plain} written without one, MySQL "
                             f"8.0.19+ prints none. Nothing to change."),
                    span=col.span or table.span, table=table.qualified_name, severity="info",
                    evidence={"column": col.name, "type": plain, "display_width": width, "default_width": default},
                    headline=f"{table.qualified_name}.{col.name}: {col.data_type}({width}) is the default width")
                continue
            if misleading:
                why = f"{declared} does not limit values to {digits}: the column holds up to {type_max(col):,}"
            else:
                why = f"the display width of {declared} means nothing"
            yield Violation(
                message=(f"{table.qualified_name}.{col.name}: {why}. Display widths are deprecated since MySQL 8.0.17 "
                         f"(style, no storage or speed cost): drop the ({width}) — {declared} is {plain} — and use a "
                         f"CHECK constraint if the range really is limited."),
                span=col.span or table.span, table=table.qualified_name,
                severity=None if misleading else "info",
                evidence={"column": col.name, "type": plain, "display_width": width, "default_width": default},
                fix=modify_column(table, col) if not col.generated else None,
                headline=(f"{table.qualified_name}.{col.name}: {declared} "
                          + (f"holds up to {type_max(col):,}, not {digits}" if misleading
                             else "display width means nothing (deprecated since MySQL 8.0.17)")),
            )
