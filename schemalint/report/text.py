"""`--format text`: for people at a terminal. One block per finding:

    path:line:col: CODE [severity] message…
      table: … · index: …
      evidence: key=value, …
      fix: DDL to paste

Wrapped to the terminal (80 columns when not a TTY); colour only on a TTY and never with
NO_COLOR set (rich handles both). When rich would print no colour because the output is not a
terminal (a pipe, a file, pre-commit without colour), the same text is written without
importing rich: its start-up costs more than linting one migration.
"""

from __future__ import annotations

import builtins
import os
import re
import sys
import textwrap
from typing import Any, Optional, TextIO

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


_NOT_SPACE = re.compile(r"[^ ]").search


def wrap(text: str, width: int, initial_indent: str = "", subsequent_indent: str = "") -> list[str]:
    """textwrap.wrap(text, width, initial_indent=…, subsequent_indent=…, break_long_words=False,
    break_on_hyphens=False), line for line, without TextWrapper's cost per chunk.

    When text.isprintable() its only whitespace is the space (tabs, newlines, \\xa0 and every
    other character \\s matches are not printable), so textwrap's tab expansion and whitespace
    translation leave it alone and its chunks are words and runs of spaces. Each line then ends
    at the last word end that fits (spaces that end a line or start a later one are dropped),
    or after its first word when even that does not fit; the first line keeps its leading
    spaces only when they fit with the first word. Anything else (rare in findings) is left to
    textwrap."""
    if width <= 0:
        raise ValueError("invalid width %r (must be > 0)" % width)
    if not text.isprintable():
        return textwrap.wrap(text, width=width, initial_indent=initial_indent,
                             subsequent_indent=subsequent_indent, break_long_words=False,
                             break_on_hyphens=False)
    text = text.rstrip(" ")
    lines: list[str] = []
    indent, room, start = initial_indent, max(width - len(initial_indent), 0), 0  # (0: one word a line)
    while text:
        if len(text) - start <= room:
            lines.append(indent + text[start:])
            break
        cut = text.rfind(" ", start, start + room + 1)  # a word ends before the last space that fits
        line = text[start:cut].rstrip(" ") if cut > start else ""
        if not line:
            if text[start] == " ":  # the first line's leading spaces do not fit with its first word
                start = _NOT_SPACE(text, start).start()
                continue
            cut = text.find(" ", start)  # a word longer than the line, alone on it
            if cut < 0:
                lines.append(indent + text[start:])
                break
            line = text[start:cut]
        lines.append(indent + line)
        start = _NOT_SPACE(text, cut).start()
        indent, room = subsequent_indent, max(width - len(subsequent_indent), 0)
    return lines


def finding_lines(f: Finding, width: int) -> list[tuple[str, str]]:
    """(text, style) lines for one finding; style applies to the whole line."""
    out: list[tuple[str, str]] = []
    head = f"{_location(f)}: {f.code} [{f.severity}] "
    wrapped = wrap(head + f.message, width, subsequent_indent="  ") or [head]
    out.append((wrapped[0], "head"))
    out.extend((line, "") for line in wrapped[1:])
    where = [f"table: {f.table}"] if f.table else []
    if f.index:
        where.append(f"index: {f.index}")
    if where:
        out.append(("  " + " · ".join(where), "dim"))
    if f.evidence:
        ev = ", ".join(f"{k}={format_value(v)}" for k, v in f.evidence.items())
        out.extend((line, "dim") for line in wrap("evidence: " + ev, width, "  ", "    "))
    if f.fix:
        for i, fix_line in enumerate(f.fix.splitlines()):
            prefix = "  fix: " if i == 0 else "       "
            out.extend((line, "green") for line in wrap(prefix + fix_line, width, subsequent_indent="       "))
    return out


def head_parts(line: str, code: str) -> tuple[str, str]:
    """A finding's first line split around its code: (location and ": ", message part)."""
    loc, _, rest = line.partition(f" {code} ")
    return loc + " ", rest


def summary_line(result) -> tuple[str, int]:
    """The last line, and the number of findings it counts."""
    s = summarize(result)
    total = s.errors + s.warnings + s.infos
    noun = "finding" if total == 1 else "findings"
    return (f"{total} {noun} ({s.errors} error{'s' * (s.errors != 1)}, {s.warnings} warning{'s' * (s.warnings != 1)}, "
            f"{s.infos} info) in {s.files} file{'s' * (s.files != 1)}, {s.statements} statement{'s' * (s.statements != 1)}, {s.tables} table{'s' * (s.tables != 1)}.",
            total)


def render(result, file: TextIO) -> None:
    width = plain_width(file)
    if width is not None and _render_plain(result, file, max(40, min(width, 120))):
        return
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
                loc, rest = head_parts(line, f.code)
                text = Text(loc, style="bold")
                text.append(f.code + " ", style=SEVERITY_STYLE[f.severity])
                text.append(rest)
                console.print(text)
            else:
                console.print(Text(line, style=style or None))
        console.print()
    summary, total = summary_line(result)
    console.print(Text(summary, style="bold" if total else "green"))


# What rich.text.Text removes from the text it is given (rich.control.STRIP_CONTROL_CODES).
_STRIPPED_CONTROLS = dict.fromkeys((7, 8, 11, 12, 13))


def plain_width(file: TextIO) -> Optional[int]:
    """The width rich's Console(file=file) would have when it would print no styles at all
    (not a terminal, by rich's rules: TTY_COMPATIBLE, FORCE_COLOR, isatty), else None."""
    if sys.platform == "win32" or hasattr(builtins, "get_ipython"):
        return None  # legacy Windows consoles and Jupyter: rich's own rules
    env = os.environ
    if env.get("TTY_COMPATIBLE", "") in ("0", "1") or env.get("FORCE_COLOR") is not None:
        return None  # rich decides; TTY_COMPATIBLE=0 and FORCE_COLOR= are rare enough to leave to it
    if getattr(sys.stdin, "__module__", "").startswith("idlelib"):
        return None
    try:
        if file.isatty():
            return None
    except ValueError:
        pass  # a closed file: rich says "not a terminal" too
    except AttributeError:
        return None
    columns = env.get("COLUMNS")
    if columns is not None and columns.isdigit():
        return int(columns) or None  # COLUMNS=0: rich prints nothing at all; leave that to it
    for fd in _std_fds():
        try:
            return os.get_terminal_size(fd).columns or 80
        except (AttributeError, ValueError, OSError):
            continue
    return 80


def _std_fds() -> tuple[int, int, int]:
    """stdin, stdout, stderr as rich numbers them (the original streams' descriptors)."""
    out = []
    for stream, default in ((sys.__stdin__, 0), (sys.__stdout__, 1), (sys.__stderr__, 2)):
        try:
            out.append(stream.fileno())
        except Exception:
            out.append(default)
    return tuple(out)


# Findings past which the second half is laid out in a forked child (parallel.Forked) while
# this process lays out the first: 10,000 tables' 18,863 findings take 0.8 s in one process.
FORKED_HALF = 4000


def _render_plain(result, file: TextIO, width: int) -> bool:
    """What rich prints without styles: each line as is, less the control codes Text drops.
    False (nothing written) when a tab would need rich's cell-aware tab expansion."""
    findings, half = result.findings, None
    cut = len(findings) // 2
    if len(findings) >= FORKED_HALF:
        from ..parallel import Forked, can_fork

        if can_fork():
            half = Forked(lambda: _plain_lines(findings[cut:], width))
    if half is None:
        lines = _plain_lines(findings, width)
    else:
        try:
            lines = _plain_lines(findings[:cut], width)
        finally:
            rest = half.result()  # (reaps the child whatever happened here)
        lines += rest if rest is not None else _plain_lines(findings[cut:], width)
    lines.append(summary_line(result)[0])
    # written a block of lines at a time: one joined copy of a 14 MB report (and its encoding)
    # would cost its size again in memory
    if any("\t" in line for line in lines):
        return False
    for i in range(0, len(lines), _LINES_PER_WRITE):
        block = "\n".join(lines[i:i + _LINES_PER_WRITE]) + "\n"
        if any(control in block for control in "\a\b\v\f\r"):  # (translate alone takes 1.6 s on 14 MB)
            block = block.translate(_STRIPPED_CONTROLS)
        file.write(block)
    return True


_LINES_PER_WRITE = 2000


def _plain_lines(findings: list[Finding], width: int) -> list[str]:
    """The lines of `findings`' blocks, each block followed by an empty line."""
    lines = []
    for f in findings:
        for line, style in finding_lines(f, width):
            if style == "head":
                loc, rest = head_parts(line, f.code)
                line = loc + f.code + " " + rest
            lines.append(line)
        lines.append("")
    return lines
