"""Numbers as people read them: 40 M rows, 5.21 GiB, 2.5 h. Shared by rule messages and reports."""

from __future__ import annotations

from typing import Optional


def count(n: Optional[float]) -> str:
    """40 M, 1.2 bn, 950 k, 812: short row and page counts ("B" is bytes, never billions)."""
    if n is None:
        return "–"
    n = float(n)
    for limit, suffix in ((1e12, "tn"), (1e9, "bn"), (1e6, "M"), (1e3, "k")):
        if abs(n) >= limit:
            v = n / limit
            return f"{v:.3g} {suffix}" if v < 1000 else f"{v:,.0f} {suffix}"
    return f"{n:,.0f}"


def size(b: Optional[float]) -> str:
    """Binary units, three significant digits: 5.21 GiB, 816 MiB, 48 KiB."""
    if b is None:
        return "–"
    b = float(b)
    for unit, factor in (("TiB", 1024**4), ("GiB", 1024**3), ("MiB", 1024**2), ("KiB", 1024)):
        if abs(b) >= factor:
            v = b / factor
            return f"{v:.3g} {unit}" if v < 1000 else f"{v:,.0f} {unit}"
    return f"{b:,.0f} B"


def duration(seconds: float) -> str:
    """45 s, 13 min, 2.5 h, 3.1 days."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} min"
    if seconds < 48 * 3600:
        return f"{seconds / 3600:.2g} h"
    return f"{seconds / 86400:.2g} days"


def days(d: Optional[float]) -> str:
    """"in 120 days", "in 2.3 years", "within a day"."""
    if d is None:
        return ""
    if d < 1:
        return "within a day"
    if d >= 730:
        return f"in {d / 365.25:.1f} years"
    return f"in {d:.0f} days"
