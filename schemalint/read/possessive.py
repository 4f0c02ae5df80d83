r"""Regular expressions with possessive quantifiers, on every Python 3.11.

Some CPython 3.11 releases (Debian 12's 3.11.2 among them; 3.11.7 is right) lose the capture
that follows a possessive repeat of a group holding a lookahead:
`re.match(r"(?:a|(?!b)c)*+(?P<t>b)?", "aab").group("t")` is None there, and with it the statement
splitter's delimiter (a whole file read as one statement, measured on 3.11.2). There each
possessive repeat of a group is compiled as the atomic group it means, written the way older
engines allow: `(?=(?P<_aN>(…)*))(?P=_aN)` (the lookahead matches as much as it can, the
backreference takes exactly that, and nothing is given back). Possessive runs of one character
class (`[^'"]++`, `\s*+`) are left as they are. Only on those versions.
"""

from __future__ import annotations

import re
from functools import cache


@cache
def possessive_works() -> bool:
    m = re.match(r"(?:a|(?!b)c)*+(?P<t>b)?", "aab")
    return m is not None and m.group("t") == "b"


_QUANTIFIER = re.compile(r"[*+?]|\{\d*,?\d*\}")


def atomic(pattern: str) -> str:
    """`pattern` with every possessive repeat of a group, `(…)*+`, as a lookahead capture and a
    backreference to it. Added groups are named (`_a0`, …): named groups keep their names, but
    numbered groups after one move (callers here read groups by name)."""
    out: list[str] = []
    opens: list[int] = []  # where each open group starts in `out`
    i, n, count = 0, len(pattern), 0
    while i < n:
        c = pattern[i]
        if c == "\\":
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if c == "[":  # a class: copied whole (a `]` first in it, or escaped, is a member)
            j = i + 1 + (pattern[i + 1:i + 2] == "^")
            j += pattern[j:j + 1] == "]"
            while j < n and pattern[j] != "]":
                j += 2 if pattern[j] == "\\" else 1
            out.append(pattern[i:j + 1])
            i = j + 1
            continue
        if c == "(":
            opens.append(len(out))
            out.append(c)
            i += 1
            continue
        if c == ")":
            start = opens.pop()
            m = _QUANTIFIER.match(pattern, i + 1)
            if m and pattern[m.end():m.end() + 1] == "+":
                group = "".join(out[start:]) + ")" + m.group()
                del out[start:]
                out.append(f"(?=(?P<_a{count}>{group}))(?P=_a{count})")
                count += 1
                i = m.end() + 1
                continue
        out.append(c)
        i += 1
    return "".join(out)


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:  # noqa: A001 (re.compile's name, on purpose)
    """re.compile, possessive repeats of groups written as atomic groups where this Python gets
    them wrong."""
    return re.compile(pattern if possessive_works() else atomic(pattern), flags)
