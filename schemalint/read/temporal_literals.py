"""Whether the server refuses a typed temporal literal, DATE '…', TIME '…' or TIMESTAMP '…'.

sql_yacc.yy's `temporal_literal` makes the value while it parses the statement
(Type_handler::create_literal_item with its errors sent): a string that is no such value is
refused there, error 1525 "Incorrect DATE value", wherever the literal stands (a DEFAULT, a
CHECK, a generated column, a partition's bound). Only the plain forms are judged, `Y-M-D`,
`H:M[:S[.fraction]]` and `Y-M-D H:M:S[.fraction]` (blanks around them allowed), and a string
with no digit at all; any other form gets no verdict. Measured on MariaDB 10.11.19 in its default
sql_mode (no NO_ZERO_DATE, NO_ZERO_IN_DATE): a zero month or day is taken, '2021-02-29' is not;
a DATE with a time of day, even 00:00:00, is refused, and a TIMESTAMP without one; TIME's hours
go to 838, a TIMESTAMP's to 23; MySQL 8.0 refuses the same (its manual, "Date and Time
Literals": the standard SQL forms).
"""

from __future__ import annotations

from calendar import monthrange
from typing import Optional

_MOST_HOURS = {"TIME": 838, "TIMESTAMP": 23}


def _numbers(text: str, separator: str, counts: tuple[int, ...]) -> Optional[list[int]]:
    """The whole numbers of `text` split at `separator`, when there are as many as one of
    `counts` and each is digits only; else None."""
    parts = text.split(separator)
    if len(parts) not in counts or not all(p.isdigit() for p in parts):
        return None
    return [int(p) for p in parts]


def _date(text: str) -> Optional[str]:
    """Why `text` (Y-M-D) is no date, '' when it is one, None when its form is not judged."""
    numbers = _numbers(text, "-", (3,))
    if numbers is None or len(text.split("-")[0]) not in (2, 4):
        return None
    return calendar_problem(*numbers) or ""


def calendar_problem(year: int, month: int, day: int) -> Optional[str]:
    """Why year-month-day is no date the server takes, or None: a month over 12, a day over 31 or
    past its month's end (29 February of a common year). A zero month or day is taken (the default
    sql_mode; year 0 counts as a leap year). Typed literals (1525) and string DEFAULTs (1067,
    checks/column_refusals.py) both ask."""
    if month > 12:
        return f"month {month}"
    if day > 31 or month and day and day > monthrange(year or 2000, month)[1]:
        return f"day {day}"
    return None


def _time(text: str, kind: str) -> Optional[str]:
    """Why `text` (H:M[:S[.fraction]]) is no time of day, '' when it is one, None when its form
    is not judged."""
    whole, _, fraction = text.partition(".")
    if fraction and not fraction.isdigit():
        return None
    numbers = _numbers(whole, ":", (2, 3) if kind == "TIME" else (3,))
    if numbers is None:
        return None
    hours, minutes, seconds = (numbers + [0])[:3]
    if hours > _MOST_HOURS[kind]:
        return f"hour {hours}"
    if minutes > 59 or seconds > 59:
        return f"{'minute' if minutes > 59 else 'second'} {max(minutes, seconds) if minutes > 59 else seconds}"
    return ""


def refused(kind: str, value: str) -> Optional[str]:
    """Why the literal `kind 'value'` (kind DATE, TIME or TIMESTAMP) is refused, or None."""
    text = value.strip(" ")
    if not any(c.isdigit() for c in text):
        return "it holds no number"
    if kind == "TIME":
        return _time(text[1:] if text.startswith("-") else text, kind) or None
    day, _, moment = text.partition(" ")
    moment = moment.strip(" ")
    why = _date(day)
    if why is None:
        return None
    if kind == "DATE":
        return why or ("a DATE has no time of day" if moment else None)
    if not moment:
        return why or "a TIMESTAMP has a time of day"
    return why or _time(moment, kind) or None
