"""`--format markdown`: the pull-request review comment.

    <!-- schemalint-review -->              the marker `schemalint review` finds it again by
    ## schemalint: ❌ 1 error, 2 warnings      a headline verdict against --fail-on
    ### Errors / Warnings / Info             findings grouped by severity, file:line links,
                                             evidence and fix folded in <details>
    ### Tables                               per table the change touched: rows, size,
                                             depth, hot set, fit — before → after

The renderer takes the before/after figures as `TableChange` values (built by
`schemalint.review.table_changes` from the estimates of the base and of the change) and
formats them; it computes nothing. A GitHub comment holds at most 65,536 characters: when
the full body would not fit, it summarises in steps (details dropped, info folded, then
each list cut to its first entries with a count of the rest) until it does.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence
from urllib.parse import quote

from ..catalogue import get as catalogue_get
from ..findings import SEVERITY_RANK, Finding
from . import summarize
from .sarif import help_uri, repo_path
from .text import format_value
from .untrusted import shown, shown_lines

MARKER = "<!-- schemalint-review -->"
GITHUB_COMMENT_LIMIT = 65_536
DEFAULT_BUDGET = 65_000  # characters (UTF-16 code units, as GitHub counts), with a margin

ICON = {"error": ":x:", "warning": ":warning:", "info": ":information_source:"}
GROUP_TITLE = {"error": "Errors", "warning": "Warnings", "info": "Info"}


@dataclass(frozen=True)
class TableFigures:
    """The estimator's figures for one table, as the comment shows them."""

    rows: Optional[int] = None
    size_bytes: Optional[int] = None
    depth: Optional[int] = None
    hot_bytes: Optional[int] = None
    fit: Optional[str] = None  # e.g. "fits", "does not fit" — the estimator's words

    @property
    def empty(self) -> bool:
        """No figure known (the estimator had no row count for the table)."""
        return all(v is None for v in (self.rows, self.size_bytes, self.depth, self.hot_bytes, self.fit))


@dataclass(frozen=True)
class TableChange:
    """One table's figures at the diff base and with the change.

    status: added | dropped | changed | unchanged (compared with a base), or current (no base
    to compare with: `after` only)."""

    table: str
    status: str
    before: Optional[TableFigures] = None
    after: Optional[TableFigures] = None

    @property
    def has_figures(self) -> bool:
        return any(f is not None and not f.empty for f in (self.before, self.after))


@dataclass(frozen=True)
class MarkdownOptions:
    fail_on: str = "warning"
    root: Optional[Path] = None  # paths are shown relative to it
    link_base: Optional[str] = None  # "https://github.com/o/r/blob/<sha>/": file:line become links
    link_style: str = "github"  # line anchors: github #L5-L9, gitlab #L5-9
    help_base: Optional[str] = None  # where rules/SLNNN-slug.toml are published: codes become links
    base_label: Optional[str] = None  # the diff base, e.g. a short SHA: "compared with …"
    notes: tuple[str, ...] = ()  # one-line remarks for the footer (e.g. why "before" is missing)
    budget: int = DEFAULT_BUDGET


# --- escaping -------------------------------------------------------------------------------

_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
_MD_SPECIAL = re.compile(r"([\\*_\[\]|~#])")


def _escape_plain(text: str) -> str:
    """Plain text: HTML specials as entities, Markdown specials backslash-escaped (`|`
    included, so the same text is safe in a table cell), @-mentions defused, newlines as <br>,
    control and bidi characters escaped (untrusted.py)."""
    text = html.escape(shown_lines(text), quote=False)  # & < > : no raw HTML from messages
    text = _MD_SPECIAL.sub(r"\\\1", text)
    text = text.replace("@", "&#64;")  # no @-mentions from a table name or a message
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "<br>")


def md_inline(text: str, table: bool = False) -> str:
    """Text for one Markdown line (a list item; a table cell with `table`): code spans kept
    as code, everything else escaped, newlines as <br>."""
    text = shown_lines(text)  # (code spans too: control and bidi characters escaped)
    out, pos = [], 0
    for m in _CODE_SPAN.finditer(text):
        out.append(_escape_plain(text[pos:m.start()]))
        body = re.sub(r"\s*[\r\n]+\s*", " ", m.group(2))
        if table:  # GFM splits cells on | even inside code spans
            body = body.replace("|", "\\|")
        ticks = m.group(1)
        pad = " " if body.startswith("`") or body.endswith("`") else ""
        out.append(f"{ticks}{pad}{body}{pad}{ticks}")
        pos = m.end()
    out.append(_escape_plain(text[pos:]))
    return "".join(out)


def code(text: str, table: bool = False) -> str:
    """`text` as an inline code span, whatever backticks it contains."""
    text = re.sub(r"\n+", " ", shown_lines(text))
    if table:
        text = text.replace("|", "\\|")
    longest = max((len(r) for r in re.findall(r"`+", text)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def fenced(text: str, lang: str = "") -> list[str]:
    text = shown_lines(text)
    longest = max((len(r) for r in re.findall(r"`{3,}", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence + lang, *text.splitlines(), fence]


# --- figures --------------------------------------------------------------------------------

def human_bytes(n: Optional[float]) -> str:
    if n is None:
        return "–"
    value = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(value) < 1024 or unit == "TiB":
            if unit == "B":
                return f"{int(value):,} B"
            return f"{value:,.1f} {unit}" if abs(value) < 100 else f"{value:,.0f} {unit}"
        value /= 1024
    return f"{value:,.0f} PiB"  # pragma: no cover


def human_count(n: Optional[int]) -> str:
    return "–" if n is None else f"{n:,}"


FIGURE_ROWS = (
    ("rows", "rows", human_count),
    ("size", "size_bytes", human_bytes),
    ("depth", "depth", lambda v: "–" if v is None else str(v)),
    ("hot set", "hot_bytes", human_bytes),
    ("fit", "fit", lambda v: "–" if v is None else str(v)),
)


def _figure(fig: Optional[TableFigures], attr: str, fmt) -> str:
    return fmt(getattr(fig, attr)) if fig is not None else "–"


def _change_headline(ch: TableChange) -> str:
    """`shop.orders` — changed: size 4.2 GiB → 4.6 GiB, depth 3 → 4 (HTML, for <summary>)."""
    name = f"<code>{html.escape(shown(ch.table))}</code>"
    if not ch.has_figures:
        return f"{name} — {ch.status} (no row count: sizes need --rows or a [tables] hint)"
    if ch.status in ("changed", "unchanged"):
        moved = []
        for label, attr, fmt in FIGURE_ROWS:
            a, b = _figure(ch.before, attr, fmt), _figure(ch.after, attr, fmt)
            if a != b:
                moved.append(f"{label} {a} → {b}")
        detail = ", ".join(moved) if moved else "same figures"
        return f"{name} — {ch.status}: {html.escape(detail)}"
    if ch.status == "dropped":
        return f"{name} — dropped"
    fig = ch.after
    bits = [f"{label} {_figure(fig, attr, fmt)}" for label, attr, fmt in FIGURE_ROWS[:3]]
    return f"{name} — {ch.status}: {html.escape(', '.join(bits))}"


def change_table(ch: TableChange) -> list[str]:
    if ch.status == "current":
        lines = ["| | now |", "|---|--:|"]
        for label, attr, fmt in FIGURE_ROWS:
            lines.append(f"| {label} | {md_inline(_figure(ch.after, attr, fmt), table=True)} |")
        return lines
    lines = ["| | before | after |", "|---|--:|--:|"]
    for label, attr, fmt in FIGURE_ROWS:
        before, after = _figure(ch.before, attr, fmt), _figure(ch.after, attr, fmt)
        lines.append(f"| {label} | {md_inline(before, table=True)} | {md_inline(after, table=True)} |")
    return lines


# --- findings -------------------------------------------------------------------------------

def _where(f: Finding, opts: MarkdownOptions) -> str:
    s = f.span
    if s is None or not s.path:
        return ""
    rel = repo_path(s.path, opts.root)
    label = code(f"{rel}:{s.line}")
    if opts.link_base and not rel.startswith(("/", "<")):
        base = opts.link_base if opts.link_base.endswith("/") else opts.link_base + "/"
        dash = "-" if opts.link_style == "gitlab" else "-L"
        anchor = f"#L{s.line}" + (f"{dash}{s.end_line}" if s.end_line > s.line else "")
        return f"[{label}]({base}{quote(rel)}{anchor})"
    return label


def _code_label(f: Finding, opts: MarkdownOptions) -> str:
    doc = catalogue_get(f.code)
    uri = help_uri(doc, opts.help_base) if doc else None
    return f"[**{f.code}**]({uri})" if uri else f"**{f.code}**"


MEMBERS_SHOWN = 10  # grouped tables named in a comment (the JSON and SARIF list every one)


def finding_item(f: Finding, opts: MarkdownOptions, details: bool) -> list[str]:
    where = _where(f, opts)
    head = f"- {_code_label(f, opts)} {md_inline(f.slug)}" + (f" · {where}" if where else "")
    lines = [head + f" — {md_inline(f.message)}"]
    if f.members:
        names = ", ".join(code(m.table or "?") for m in f.members[:MEMBERS_SHOWN])
        more = len(f.members) - MEMBERS_SHOWN
        lines[0] += (f" — and {len(f.members)} more table{'s' * (len(f.members) != 1)} for the same reason: {names}"
                     + (f" and {more} more" if more > 0 else ""))
    if not details or not (f.evidence or f.fix or f.table):
        return lines
    summary = ", ".join(x for x in ("evidence" if f.evidence else "", "fix" if f.fix else "") if x) or "details"
    body = ["", f"  <details><summary>{summary}</summary>", ""]
    if f.table or f.index:
        where_bits = [f"table {code(f.table)}" if f.table else "", f"index {code(f.index)}" if f.index else ""]
        body += ["  " + " · ".join(b for b in where_bits if b), ""]
    if f.evidence:
        body += ["  | evidence | value |", "  |---|--:|"]
        body += [f"  | {md_inline(str(k), table=True)} | {md_inline(format_value(v), table=True)} |"
                 for k, v in f.evidence.items() if k != "also"]  # (each folded rule's line below)
        body.append("")
    for g in f.also:
        body += [f"  also {code(g.code)} {md_inline(g.slug)}: {md_inline(g.message)}", ""]
    if f.fix:
        for fence, part in fix_parts(f.fix):
            if fence:
                body += ["  " + line if line else "" for line in fenced(part, fence)]
            else:
                body += ["  " + md_inline(line) for line in part.splitlines() if line.strip()]
            body.append("")
    body += ["  </details>", ""]
    return lines + body


# What SQL (or a `--` comment in it) starts with; a fix line starting otherwise is prose.
_SQL_START = re.compile(r"\s*(--|/\*|#|(ALTER|CREATE|DROP|RENAME|SET|INSERT|UPDATE|DELETE|SELECT|WITH|ANALYZE|"
                        r"OPTIMIZE|TRUNCATE|REPLACE|CALL|START|COMMIT|LOCK|UNLOCK|USE)\b)", re.IGNORECASE)


_PROSE_START = re.compile(r"[A-Z][a-z]+[ ,:]")  # "Check the rows first, …", "Use an online …", "Set the …"
# A command to run in a shell (an online schema change tool, the client): fenced as such.
_SHELL_START = re.compile(r"\s*(gh-ost|pt-[a-z-]+|mysql|mariadb|mysqldump|mariadb-dump)\s")


def fix_parts(fix: str) -> list[tuple[str, str]]:
    """The fix as runs of (fence, text): SQL statements go in a ```sql fence, shell commands in
    a ```sh one, sentences around them ("" fence) in none. A sentence is told from SQL by its
    case ("Use an online tool …" is prose, `USE db` SQL). A line that starts neither continues
    what is above it."""
    parts: list[tuple[str, list[str]]] = []
    for line in fix.splitlines():
        if _PROSE_START.match(line):
            kind = ""
        elif _SQL_START.match(line):
            kind = "sql"
        elif _SHELL_START.match(line):
            kind = "sh"
        else:  # indented, blank, or the rest of a name or string broken across lines
            kind = parts[-1][0] if parts else "sql"
        if parts and parts[-1][0] == kind:
            parts[-1][1].append(line)
        else:
            parts.append((kind, [line]))
    return [(kind, "\n".join(lines).strip("\n") if kind else "\n".join(lines)) for kind, lines in parts
            if any(x.strip() for x in lines)]


# --- the comment ----------------------------------------------------------------------------

@dataclass(frozen=True)
class _Level:
    """How much detail one rendering attempt keeps."""

    details: bool = True  # evidence and fix under each finding
    fold_info: bool = False  # the info group inside <details>
    per_group: Optional[int] = None  # findings listed per severity
    tables: Optional[int] = None  # table blocks listed
    fold_tables_after: int = 5  # table blocks shown open


LEVELS = (
    _Level(),
    _Level(details=False, fold_info=True),
    _Level(details=False, fold_info=True, per_group=100, tables=50),
    _Level(details=False, fold_info=True, per_group=25, tables=20, fold_tables_after=0),
    _Level(details=False, fold_info=True, per_group=5, tables=5, fold_tables_after=0),
    _Level(details=False, fold_info=True, per_group=0, tables=0, fold_tables_after=0),
)


def verdict(result, fail_on: str) -> tuple[bool, str]:
    """(fails, headline) — fails when a finding is at or above --fail-on."""
    threshold = SEVERITY_RANK[fail_on]
    s = summarize(result)
    fails = any(SEVERITY_RANK[f.severity] >= threshold for f in result.findings)
    counts = [f"{s.errors} error{'s' * (s.errors != 1)}", f"{s.warnings} warning{'s' * (s.warnings != 1)}",
              f"{s.infos} info"]
    if fails:
        return True, f"## schemalint: :x: fails — {', '.join(counts)}"
    total = s.errors + s.warnings + s.infos
    if total:
        return False, f"## schemalint: :white_check_mark: passes — {', '.join(counts)}"
    return False, "## schemalint: :white_check_mark: no findings"


class _TooLong(Exception):
    """This level's body is over budget already: try the next, shorter, level."""


def _render(result, changes: Sequence[TableChange], opts: MarkdownOptions, level: _Level,
            limit: Optional[int] = None) -> str:
    """One attempt at the body. With `limit`, gives up (raises _TooLong) as soon as the
    text written so far is longer: a fleet-sized run does not render 10^5 findings in full."""
    size = 0

    def check(lines: list[str]) -> None:
        nonlocal size
        size += sum(len(line) + 1 for line in lines)
        if limit is not None and size > limit:
            raise _TooLong
    s = summarize(result)
    fails, headline = verdict(result, opts.fail_on)
    out = [MARKER, headline, ""]
    scope = f"{s.files} file{'s' * (s.files != 1)}, {s.statements} statement{'s' * (s.statements != 1)}, {s.tables} table{'s' * (s.tables != 1)}"
    against = f"; compared with {code(opts.base_label)}" if opts.base_label else ""
    out += [f"Checked {scope}{against}. Fails on: **{opts.fail_on}** and above"
            f" ({'this change fails' if fails else 'this change passes'}).", ""]
    for severity in ("error", "warning", "info"):
        group = [f for f in result.findings if f.severity == severity]
        if not group:
            continue
        total = sum(1 + len(f.members) for f in group)  # (a grouped finding counts each table)
        title = f"{ICON[severity]} {GROUP_TITLE[severity]} ({total})"
        shown = group if level.per_group is None else group[:level.per_group]
        items: list[str] = []
        for f in shown:
            item = finding_item(f, opts, level.details)
            check(item)
            items += item
        while items and items[-1] == "":
            items.pop()
        if len(shown) < len(group):
            items.append(f"- … and {len(group) - len(shown)} more (see the job log or the SARIF upload)")
        if severity == "info" and level.fold_info:
            out += [f"<details><summary>{GROUP_TITLE[severity]} ({total})</summary>", "", *items, "",
                    "</details>", ""]
        else:
            out += [f"### {title}", "", *items, ""]
    if changes:
        title = "Tables this change touches" if any(c.status != "current" for c in changes) else "Tables"
        out += [f"### {title}", ""]
        shown_changes = changes if level.tables is None else changes[:level.tables]
        for i, ch in enumerate(shown_changes):
            if not ch.has_figures:
                out += [f"- {_change_headline(ch)}", ""]
                continue
            open_attr = " open" if i < level.fold_tables_after and ch.status != "unchanged" else ""
            block = [f"<details{open_attr}><summary>{_change_headline(ch)}</summary>", "",
                     *change_table(ch), "", "</details>", ""]
            check(block)
            out += block
        if len(shown_changes) < len(changes):
            out += [f"… and {len(changes) - len(shown_changes)} more tables.", ""]
    footer = [f"schemalint {_version()}"]
    if level != LEVELS[0]:
        footer.append("summarised to fit one comment")
    footer += [md_inline(n) for n in opts.notes]
    out += ["<sub>" + " · ".join(footer) + "</sub>", ""]
    return "\n".join(out)


def _version() -> str:
    from .. import __version__

    return __version__


def comment_length(body: str) -> int:
    """Length as GitHub counts it (UTF-16 code units)."""
    return len(body.encode("utf-16-le")) // 2


def render(result, changes: Sequence[TableChange] = (), options: Optional[MarkdownOptions] = None) -> str:
    opts = options or MarkdownOptions()
    body = ""
    for i, level in enumerate(LEVELS):
        last = i == len(LEVELS) - 1
        try:
            body = _render(result, changes, opts, level, limit=None if last else opts.budget)
        except _TooLong:
            continue
        if comment_length(body) <= opts.budget:
            return body
    return body[: max(0, opts.budget - 200)] + "\n\n… (cut to fit one comment)\n"
