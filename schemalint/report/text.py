"""`--format text`: for people at a terminal, and for logs. By default one finding is its
place, code, severity and headline (Finding.headline: the subject and the one figure that
matters; else the message's first sentence), then the summary line:

    path:line:col: CODE [severity] table.index: what; the figure (also SL101); and 42 more tables: …

Not on a terminal (a hook, a CI log, `| grep`) each finding is ONE line, never wrapped or cut,
like a compiler's. On a terminal it is wrapped to the terminal's width, never cut: the place
and the code stay on the first line (the code is printed once) and a figure stays with its unit.

`--show-fixes` adds the fix DDL under each (never wrapped: it is pasted); `--statistics` prints a
count per rule instead; `--verbose` (or `--show-evidence`) prints one block per finding:

    path:line:col: CODE [severity] message…
      table: … · index: …
      evidence: key=value, …
      also: CODE slug: message of a rule folded into this one (fold.py)…
      fix: DDL to paste

Colour only on a TTY and never with NO_COLOR set (rich handles both). When rich would print no
colour because the output is not a terminal (a pipe, a file, pre-commit without colour), the
same text is written without importing rich: its start-up costs more than linting one migration.
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
from .untrusted import shown_finding


class TextOptions:
    """What the text report shows: headlines (default), full blocks, fixes, or counts."""

    __slots__ = ("verbose", "show_fixes", "statistics")

    def __init__(self, verbose: bool = False, show_fixes: bool = False, statistics: bool = False):
        self.verbose, self.show_fixes, self.statistics = verbose, show_fixes, statistics


DEFAULT_OPTIONS = TextOptions()
VERBOSE_WIDTH = 120  # --verbose blocks: at most this wide
FALLBACK_LENGTH = 90  # a message's first sentence longer than this is cut at its first colon or semicolon

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
        ev = ", ".join(f"{k}={format_value(v)}" for k, v in f.evidence.items() if k != "also")
        if ev:
            out.extend((line, "dim") for line in wrap("evidence: " + ev, width, "  ", "    "))
    for g in f.also:
        out.extend((line, "dim") for line in wrap(f"also: {g.code} {g.slug} [{g.severity}]: {g.message}", width,
                                                  "  ", "    "))
        out.extend(("    " + line, style) for line, style in fix_lines(g))  # (its own fix, as written)
    out.extend(fix_lines(f))
    return out


def fix_lines(f: Finding) -> list[tuple[str, str]]:
    """The fix as written, one line each: never wrapped (a break inside a quoted string or a
    shell argument would change what is pasted)."""
    if not f.fix:
        return []
    return [(("  fix: " if i == 0 else "       ") + line, "green") for i, line in enumerate(f.fix.splitlines())]


def headline_text(f: Finding) -> str:
    """The finding in a phrase: its headline, else its message's first sentence."""
    if f.headline:
        return f.headline
    from ..checks.fold import first_sentence

    text = first_sentence(f.message)
    if len(text) > FALLBACK_LENGTH:  # the clause before the first colon or semicolon, when it says something
        cut = min((i for i in (text.find(": "), text.find("; ")) if i >= 20 and text.count(" ", 0, i) >= 3),
                  default=-1)
        if cut > 0:
            text = text[:cut]
    return text


MEMBER_NAMES = 5  # the tables grouped with a finding named in its line ("; and 42 more tables: a, b, …")


def headline_lines(f: Finding, width: Optional[int], show_fixes: bool = False) -> list[tuple[str, str]]:
    """The default form: place, code, severity and headline, then the rules folded into it
    ("(also SL101)") and the tables grouped with it ("; and 42 more tables: a, b, …").

    `width` None (not a terminal: a hook, a CI log, `| grep`): one line, never wrapped or cut,
    like a compiler's. A width (a terminal): wrapped to it, never cut; the place and the code
    stay on the first line, and a figure stays with its unit."""
    head = f"{_location(f)}: {f.code} [{f.severity}] "
    body = headline_text(f) + (f" (also {', '.join(dict.fromkeys(g.code for g in f.also))})" if f.also else "")
    if f.members:
        body += _members_text(f)
    if width is None:
        lines = [head + body]
    elif len(head) > width:  # a long path: the place alone, the headline under it
        lines = [head.rstrip()] + wrap_figures(body, width, "  ", "  ")
    else:
        lines = wrap_figures(head + body, width, "", "  ") or [head.rstrip()]
    out = [(lines[0], "head")] + [(line, "") for line in lines[1:]]
    if show_fixes:
        out.extend(fix_lines(f))
    return out


def _members_text(f: Finding) -> str:
    """"; and N more tables: a, b, …" with the first MEMBER_NAMES names."""
    from ..checks.fold import member_label

    n = len(f.members)
    names = list(dict.fromkeys(member_label(m) for m in f.members))
    # several members on one table: count findings, not tables
    lead = f"; and {n} more" if len(names) < n else f"; and {n} more table{'s' * (n != 1)}"
    return lead + ": " + ", ".join(names[:MEMBER_NAMES]) + (", …" if len(names) > MEMBER_NAMES else "")


# A space that joins a figure to its unit or scale ("42 rows", "5 M", "16 GiB") or a sign to its
# figure ("≈ 42"): a line is never broken there.
_GLUED = re.compile(r"(?<=\d) (?=[^\d\s(])|(?<=[≈~<>]) (?=\d)")
_GLUE = "\x00"
_NOT_UNITS = frozenset(("and", "or", "the", "at", "in", "of", "to", "for", "with", "is", "are", "a", "an", "on", "by"))


def wrap_figures(text: str, width: int, initial_indent: str = "", subsequent_indent: str = "") -> list[str]:
    """wrap(), never breaking between a number and its unit."""
    if _GLUE in text or not text.isprintable():
        return wrap(text, width, initial_indent, subsequent_indent)
    glued = _GLUED.sub(lambda m: _GLUE if _is_unit(text, m.end()) else " ", text)
    lines = textwrap.wrap(glued, width=width, initial_indent=initial_indent, subsequent_indent=subsequent_indent,
                          break_long_words=False, break_on_hyphens=False)
    return [line.replace(_GLUE, " ") for line in lines]


def _is_unit(text: str, at: int) -> bool:
    """The word at `at` reads as a unit or scale ("M", "GiB", "rows", "reads/insert", "42")."""
    end = text.find(" ", at)
    word = text[at:end if end >= 0 else len(text)].rstrip(",;:.)")
    return 0 < len(word) <= 12 and word.lower() not in _NOT_UNITS


def statistics_lines(result) -> list[str]:
    """One line per rule, most findings first (a group counts each member; folded findings
    are counted under their own code on a second line)."""
    counts: dict[tuple[str, str], int] = {}
    folded: dict[str, int] = {}
    for f in result.findings:
        for g in (f, *f.members):
            key = (g.code, g.slug)
            counts[key] = counts.get(key, 0) + 1
            for a in g.also:
                folded[a.code] = folded.get(a.code, 0) + 1
    lines = [f"{n:>6}  {code}  {slug}" for (code, slug), n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    if folded:
        lines.append("folded into the findings above (one root cause, one finding): "
                     + ", ".join(f"{code} × {n:,}" for code, n in sorted(folded.items())))
    return lines


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


def _width(width: int, options: TextOptions, terminal: bool) -> Optional[int]:
    """The width lines are wrapped to: a terminal's own for headlines; none (one line a
    finding) off a terminal; --verbose blocks at most VERBOSE_WIDTH."""
    if options.verbose:
        return max(40, min(width, VERBOSE_WIDTH))
    return max(40, width) if terminal else None


def render(result, file: TextIO, options: TextOptions = DEFAULT_OPTIONS) -> None:
    width = plain_width(file)
    if width is not None and _render_plain(result, file, _width(width, options, terminal=False), options):
        return
    from rich.console import Console
    from rich.text import Text

    # NO_COLOR: no escapes at all (rich alone would still print bold and dim)
    plain = bool(os.environ.get("NO_COLOR"))
    console = Console(file=file, highlight=False, soft_wrap=True, no_color=plain or None,
                      **({"color_system": None} if plain else {}))
    width = _width(console.width, options, terminal=console.is_terminal)
    if options.statistics:
        for line in statistics_lines(result):
            console.print(Text(line))
        result_findings = ()
    else:
        result_findings = result.findings
    for f in result_findings:
        for line, style in _lines(f, width, options):
            if style == "head":
                loc, rest = head_parts(line, f.code)
                text = Text(loc, style="bold")
                text.append(f.code + " ", style=SEVERITY_STYLE[f.severity])
                text.append(rest)
                console.print(text)
            else:
                console.print(Text(line, style=style or None))
        if options.verbose:
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


def _lines(f: Finding, width: Optional[int], options: TextOptions) -> list[tuple[str, str]]:
    f = shown_finding(f)  # (names and comments from the input: no terminal escapes, no bidi controls)
    if options.verbose:
        return finding_lines(f, width)
    return headline_lines(f, width, options.show_fixes)


def _render_plain(result, file: TextIO, width: Optional[int], options: TextOptions = DEFAULT_OPTIONS) -> bool:
    """What rich prints without styles: each line as is, less the control codes Text drops.
    False (nothing written) when a tab would need rich's cell-aware tab expansion."""
    findings, half = (() if options.statistics else result.findings), None
    cut = len(findings) // 2
    if len(findings) >= FORKED_HALF:
        from ..pipeline.parallel import Forked, can_fork

        if can_fork():
            half = Forked(lambda: _plain_lines(findings[cut:], width, options))
    if half is None:
        lines = _plain_lines(findings, width, options)
    else:
        try:
            lines = _plain_lines(findings[:cut], width, options)
        finally:
            rest = half.result()  # (reaps the child whatever happened here)
        lines += rest if rest is not None else _plain_lines(findings[cut:], width, options)
    if options.statistics:
        lines = statistics_lines(result)
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


def _plain_lines(findings: list[Finding], width: Optional[int], options: TextOptions = DEFAULT_OPTIONS) -> list[str]:
    """The lines of `findings`' blocks (with --verbose each followed by an empty line)."""
    lines = []
    for f in findings:
        for line, style in _lines(f, width, options):
            if style == "head":
                loc, rest = head_parts(line, f.code)
                line = loc + f.code + " " + rest
            lines.append(line)
        if options.verbose:
            lines.append("")
    return lines
