"""`--format text`: for people at a terminal. One block per finding:

    path:line:col: CODE [severity] message…
      table: … · index: …
      evidence: key=value, …
      fix: DDL to paste

Wrapped to the terminal (80 columns when not a TTY); colour only on a TTY and never with
NO_COLOR set (rich handles both).
"""

from __future__ import annotations

import os
import textwrap
from typing import Any, TextIO

from ..findings import Finding
from . import summarize

SEVERITY_STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}


def format_value(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.3g}" if abs(value) < 1000 else f"{value:,.0f}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}={format_value(v)}" for k, v in value.items()) + "}"
    return str(value)


def _location(f: Finding) -> str:
    s = f.span
    if s is None:
        return "-"
    return f"{s.path}:{s.line}:{s.column}"


def finding_lines(f: Finding, width: int) -> list[tuple[str, str]]:
    """(text, style) lines for one finding; style applies to the whole line."""
    out: list[tuple[str, str]] = []
    head = f"{_location(f)}: {f.code} [{f.severity}] "
    wrapped = textwrap.wrap(head + f.message, width=width, subsequent_indent="  ",
                            break_long_words=False, break_on_hyphens=False) or [head]
    out.append((wrapped[0], "head"))
    out.extend((line, "") for line in wrapped[1:])
    where = [f"table: {f.table}"] if f.table else []
    if f.index:
        where.append(f"index: {f.index}")
    if where:
        out.append(("  " + " · ".join(where), "dim"))
    if f.evidence:
        ev = ", ".join(f"{k}={format_value(v)}" for k, v in f.evidence.items())
        out.extend((line, "dim") for line in textwrap.wrap(
            "evidence: " + ev, width=width, initial_indent="  ", subsequent_indent="    ",
            break_long_words=False, break_on_hyphens=False))
    if f.fix:
        for i, fix_line in enumerate(f.fix.splitlines()):
            prefix = "  fix: " if i == 0 else "       "
            out.extend((line, "green") for line in textwrap.wrap(
                prefix + fix_line, width=width, subsequent_indent="       ",
                break_long_words=False, break_on_hyphens=False))
    return out


def render(result, file: TextIO) -> None:
    from rich.console import Console
    from rich.text import Text

    # NO_COLOR: no escapes at all (rich alone would still print bold and dim)
    plain = bool(os.environ.get("NO_COLOR"))
    console = Console(file=file, highlight=False, soft_wrap=True, no_color=plain or None,
                      **({"color_system": None} if plain else {}))
    width = max(40, min(console.width, 120))
    for f in result.findings:
        for line, style in finding_lines(f, width):
            if style == "head":
                loc, _, rest = line.partition(f" {f.code} ")
                text = Text(loc + " ", style="bold")
                text.append(f.code + " ", style=SEVERITY_STYLE[f.severity])
                text.append(rest)
                console.print(text)
            else:
                console.print(Text(line, style=style or None))
        console.print()
    s = summarize(result)
    total = s.errors + s.warnings + s.infos
    noun = "finding" if total == 1 else "findings"
    console.print(Text(
        f"{total} {noun} ({s.errors} error{'s' * (s.errors != 1)}, {s.warnings} warning{'s' * (s.warnings != 1)}, "
        f"{s.infos} info) in {s.files} file{'s' * (s.files != 1)}, {s.statements} statements, {s.tables} tables.",
        style="bold" if total else "green",
    ))
