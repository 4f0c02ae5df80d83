"""`schemalint report`: the capacity report as one self-contained HTML file.

What it shows (every number comes from the estimate objects and the findings; this module
chooses what to draw and formats it):

- the server profile the figures assume, with where each number came from;
- an overview of every table with rows, sorted by how soon it meets its first trouble (see
  `estimate.trouble`): two overview charts (how far each table is from its trouble, where the
  bytes are) and a table;
- per table: a chart with rows on a log axis (on-disk size and hot set per index, the buffer
  pool and the table's share of it, the row counts where an index gets a level deeper,
  today's rows and, with a growth rate, the dates), the index table of `estimate`, and the
  table's findings with a link to each rule's page.

The charts are drawn by matplotlib's SVG backend (the `html` extra) and inlined: the file
needs no network, no fonts and no script to show them. Past `charts` tables (the most urgent
first), a table's section holds its figures and findings without a chart, so that a
1,000-table schema stays a file a browser opens at once.
"""

from __future__ import annotations

import datetime as _dt
import html
import io
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Optional

from .. import __version__
from ..estimate.trouble import (
    DEFAULT_SHARD_BYTES, Trouble, cliff_levels, first_trouble, index_cliffs, index_reads, urgency_key,
)
from ..estimate.units import count, days, size
from . import untrusted

CHARTS_DEFAULT = 50  # tables drawn in full, the most urgent first
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}
CHART_POINTS = 36  # row counts sampled per line (the curves are smooth on log axes)
INSTALL_HINT = "schemalint report needs matplotlib: pip install 'schemalint[html]'"


@dataclass(frozen=True)
class ReportOptions:
    help_base: Optional[str] = None  # where the rules site (or the rule files) is published
    charts: Optional[int] = CHARTS_DEFAULT  # tables with a chart; None: every table with rows
    title: str = "schemalint capacity report"
    inputs: tuple[str, ...] = ()
    today: Optional[_dt.date] = None  # the date growth is counted from (default: today)
    shard_bytes: int = DEFAULT_SHARD_BYTES  # SL203's limit (estimate.trouble.shard_bytes(config))


def available() -> bool:
    """Whether the charting library is installed (the `html` extra)."""
    import importlib.util

    return importlib.util.find_spec("matplotlib") is not None


# -- charts ------------------------------------------------------------------------------------

# matplotlib settings for the report's charts, in force only while it draws them
CHART_STYLE = {
    "svg.fonttype": "none",  # text stays text: smaller, selectable, the page's font
    "svg.hashsalt": "schemalint",  # the same input gives the same file
    "font.size": 8,
    "font.family": "sans-serif",
    "font.sans-serif": ["DejaVu Sans"],  # matplotlib's own font: measured text, one name per label
    "axes.spines.top": False,
    "axes.spines.right": False,
}


def _matplotlib():
    """What the charts use of matplotlib (imported on the first report: it is the html extra).
    Figure objects draw with their own SVG canvas: no pyplot, no global backend."""
    from matplotlib.figure import Figure
    from matplotlib.ticker import FuncFormatter, LogLocator, NullLocator

    return Figure, FuncFormatter, LogLocator, NullLocator


def _svg(fig, tight: bool = False) -> str:
    """The figure as an <svg> element. `tight` measures the labels to fit the margins (a second
    drawing: only for the overview charts, whose labels are table names)."""
    out = io.StringIO()
    fig.savefig(out, format="svg", metadata={"Date": None, "Creator": None}, bbox_inches="tight" if tight else None)
    text = out.getvalue()
    return text[text.index("<svg"):]


def _log_axis(axis, formatter, mpl, base: int = 10) -> None:
    """Ticks at powers of `base` (2 for bytes: 1 GiB, 32 GiB …), labelled as the text report does."""
    _, FuncFormatter, LogLocator, NullLocator = mpl
    axis.set_major_locator(LogLocator(base=base, subs=(1.0,), numticks=8))
    axis.set_major_formatter(FuncFormatter(lambda v, _pos: formatter(v)))
    axis.set_minor_locator(NullLocator())  # (a hundred minor ticks were half of each file)


def _rows_range(t, trouble: Optional[Trouble]) -> tuple[int, int]:
    today = max(t.rows or 1, 1)
    hi = today * 100
    lo = max(1000, today // 100)
    if trouble is not None:
        hi = max(hi, trouble.rows * 3)
        lo = min(lo, max(1000, trouble.rows // 3))  # a trouble passed long ago is still on the chart
    return lo, int(min(hi, 10**13))


def table_chart(t, pool_bytes: int, trouble: Optional[Trouble], today: _dt.date, mpl) -> str:
    """Rows (log) against bytes (log): per index its size (solid) and hot set (dashed), the
    pool and the table's share of it, depth markers, today's rows and the dates ahead."""
    Figure = mpl[0]
    lo, hi = _rows_range(t, trouble)
    step = (math.log10(hi) - math.log10(lo)) / (CHART_POINTS - 1)
    xs = sorted({int(round(10 ** (math.log10(lo) + i * step))) for i in range(CHART_POINTS)} | {t.rows})
    fig = Figure(figsize=(8.2, 3.4))
    fig.subplots_adjust(left=0.09, right=0.74, bottom=0.13, top=0.97)  # the legend on the right
    ax = fig.add_subplot()
    colors = [f"C{i % 10}" for i in range(len(t.indexes))]
    ymin = math.inf
    for ix, color in zip(t.indexes, colors):
        if ix.shape is None:
            continue
        sizes, hots = [], []
        for r in xs:
            leaves, internal, lob, _depth, hot = ix.figures_at(r)
            sizes.append((leaves + internal + lob) * ix.page_bytes)
            hots.append(max(hot, 1))
        ymin = min(ymin, min(hots))
        ax.plot(xs, sizes, color=color, lw=1.6, label=f"{untrusted.shown(ix.name)} size")
        ax.plot(xs, hots, color=color, lw=1.1, ls="--", label=f"{untrusted.shown(ix.name)} hot set")
        for depth, rows in sorted(ix.depth_thresholds.items()):
            if depth >= 3 and lo <= rows <= hi:
                y = ix.size_bytes_at(rows)
                ax.plot([rows], [y], marker="o", ms=5, mfc="white", color=color)
                ax.annotate(str(depth), (rows, y), xytext=(0, 5), textcoords="offset points", ha="center",
                            fontsize=7, color=color)
        for level, rows in index_cliffs(t, ix).items():  # where its page reads per insert reach `level`
            if lo <= rows <= hi:
                y = ix.size_bytes_at(rows)
                ax.plot([rows], [y], marker="X", ms=6, color=color)
                ax.annotate(level, (rows, y), xytext=(0, -10), textcoords="offset points", ha="center", fontsize=6.5,
                            color=color)
    ax.axhline(pool_bytes, color="0.35", lw=1, ls=":", label=f"buffer pool {size(pool_bytes)}")
    share = t.pool_share_bytes
    if share is not None and 0 < share < pool_bytes * 0.98:
        ax.axhline(share, color="0.35", lw=1.2, ls="-.", label=f"pool share {size(share)}")
    if t.rows:
        ax.axvline(t.rows, color="black", lw=1)
        ax.annotate(f"today {count(t.rows)}", (t.rows, 1), xycoords=("data", "axes fraction"), xytext=(2, -3),
                    textcoords="offset points", fontsize=7, rotation=90, va="top")
    if t.growth_per_day and t.rows:
        for years in (1, 3):
            r = t.rows + t.growth_per_day * 365 * years
            if r <= hi:
                ax.axvline(r, color="0.6", lw=0.8, ls=(0, (2, 2)))
                when = today + _dt.timedelta(days=365 * years)
                ax.annotate(when.isoformat(), (r, 1), xycoords=("data", "axes fraction"), xytext=(2, -3),
                            textcoords="offset points", fontsize=7, color="0.4", rotation=90, va="top")
    if trouble is not None and lo <= trouble.rows <= hi:
        ax.axvline(trouble.rows, color="#c0392b", lw=1.2)
        label = trouble.what + (f", {_date(today, trouble.days)}" if trouble.days else "")
        right = trouble.rows > math.sqrt(lo * hi)  # (the label reads away from the nearer edge)
        ax.annotate(label, (trouble.rows, 0), xycoords=("data", "axes fraction"), xytext=(-3 if right else 3, 4),
                    textcoords="offset points", fontsize=7, color="#c0392b", ha="right" if right else "left")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(lo, hi)
    if ymin < math.inf:
        ax.set_ylim(bottom=max(ymin / 2, 1024))
    _log_axis(ax.xaxis, count, mpl)
    _log_axis(ax.yaxis, size, mpl, base=2)
    ax.set_xlabel("rows")
    ax.set_ylabel("bytes")
    ax.grid(True, which="major", color="0.92", lw=0.6)
    ax.legend(fontsize=6.5, loc="upper left", bbox_to_anchor=(1.01, 1), frameon=False,
              ncol=2 if len(t.indexes) > 8 else 1)
    return _svg(fig)


def headroom_chart(rows: list[tuple[Any, Optional[Trouble]]], mpl) -> str:
    """One bar per table (the most urgent first): from today's rows to its first trouble."""
    Figure = mpl[0]
    shown = [(t, tr) for t, tr in rows if tr is not None][:30]
    fig = Figure(figsize=(7.2, 0.8 + 0.22 * max(len(shown), 1)))
    ax = fig.add_subplot()
    for i, (t, tr) in enumerate(shown):
        start, end = max(t.rows, 1), max(tr.rows, 1)
        color = "#c0392b" if end <= start else "#e67e22" if end < start * 10 else "#2e86c1"
        ax.plot([min(start, end), max(start, end)], [i, i], color=color, lw=5, solid_capstyle="butt")
        ax.plot([start], [i], marker="|", ms=9, color="black")
    ax.set_yticks(range(len(shown)), [untrusted.shown(t.table) for t, _ in shown], fontsize=7)
    ax.invert_yaxis()
    ax.set_xscale("log")
    _log_axis(ax.xaxis, count, mpl)
    ax.set_xlabel("rows: today (|) → first trouble")
    ax.grid(True, axis="x", color="0.92", lw=0.6)
    return _svg(fig, tight=True)


def bytes_chart(tables: list, mpl) -> str:
    """Where the bytes are: the 20 largest tables' on-disk size and hot set, the rest as one bar."""
    Figure = mpl[0]
    ranked = sorted(tables, key=lambda t: -(t.size_bytes or 0))
    shown, rest = ranked[:20], ranked[20:]
    labels = [untrusted.shown(t.table) for t in shown]
    sizes = [t.size_bytes or 0 for t in shown]
    hots = [t.hot_bytes or 0 for t in shown]
    if rest:
        labels.append(f"{len(rest)} other tables")
        sizes.append(sum(t.size_bytes or 0 for t in rest))
        hots.append(sum(t.hot_bytes or 0 for t in rest))
    fig = Figure(figsize=(7.2, 0.8 + 0.22 * max(len(labels), 1)))
    ax = fig.add_subplot()
    ys = range(len(labels))
    ax.barh(ys, [max(s, 1) for s in sizes], color="#aed6f1", label="on disk")
    ax.barh(ys, [max(h, 1) for h in hots], height=0.45, color="#1f618d", label="hot set")
    ax.set_yticks(ys, labels, fontsize=7)
    ax.invert_yaxis()
    ax.set_xscale("log")
    _log_axis(ax.xaxis, size, mpl, base=2)
    ax.legend(fontsize=7, frameon=False, loc="lower right")
    ax.grid(True, axis="x", color="0.92", lw=0.6)
    return _svg(fig, tight=True)


# -- HTML ----------------------------------------------------------------------------------------

CSS = """
:root{--fg:#1b2631;--muted:#5d6d7e;--line:#d5dbdb;--bg:#fff;--err:#c0392b;--warn:#b9770e;--info:#2e86c1}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);
 max-width:1100px;margin:0 auto;padding:1rem 1.5rem}
h1{font-size:1.5rem;margin:.2rem 0}h2{font-size:1.2rem;margin:1.6rem 0 .4rem}h3{font-size:1rem;margin:1rem 0 .3rem}
.muted{color:var(--muted)}table{border-collapse:collapse;margin:.4rem 0;font-size:13px}
th,td{padding:2px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.sev{font-weight:600;text-transform:uppercase;font-size:11px}.sev-error{color:var(--err)}
.sev-warning{color:var(--warn)}.sev-info{color:var(--info)}
.fit-does-not-fit{color:var(--err);font-weight:600}.fit-hot-set-fits{color:var(--warn)}.fit-fits{color:#1e8449}
figure{margin:.4rem 0}figure svg{max-width:100%;height:auto}
section.table{border-top:1px solid var(--line);content-visibility:auto;contain-intrinsic-size:auto 700px}
details.table{border-top:1px solid var(--line);padding:.3rem 0}details.table>summary{font-weight:600}
pre{background:#f4f6f6;padding:.4rem .6rem;overflow-x:auto;font-size:12px;white-space:pre-wrap}
ul.findings{padding-left:1rem}ul.findings li{margin:.4rem 0}details summary{cursor:pointer}
nav a{margin-right:.8rem}
"""


def _e(text: Any) -> str:
    """Text for HTML: escaped, with control and bidi characters from the input shown as escapes."""
    return html.escape(untrusted.shown_lines(str(text)), quote=True)


def _date(today: _dt.date, in_days: Optional[float]) -> str:
    if in_days is None:
        return ""
    if in_days <= 0:
        return "already"
    if in_days > 365 * 200:
        return days(in_days)
    return (today + _dt.timedelta(days=math.ceil(in_days))).isoformat()


def anchor(table: str) -> str:
    return "t-" + "".join(c if c.isalnum() or c in "-_" else "-" for c in table.lower())


def _findings_by_table(findings: Iterable) -> tuple[dict[str, list], list]:
    """Findings by lower-case table name (a grouped finding's members under their own tables),
    and those that name no table."""
    by_table: dict[str, list] = {}
    other = []
    for group in findings:
        for f in (group, *group.members):
            if f.table:
                by_table.setdefault(f.table.lower(), []).append(f)
            elif f is group:
                other.append(f)
    return by_table, other


def _rule_link(code: str, help_base: Optional[str]) -> str:
    from ..catalogue import load_catalogue
    from .sarif import help_uri

    doc = load_catalogue().get(code)
    uri = help_uri(doc, help_base) if doc is not None else None
    return f'<a href="{_e(uri)}">{_e(code)}</a>' if uri else _e(code)


def _finding_items(findings: list, help_base: Optional[str]) -> list[str]:
    out = ['<ul class="findings">']
    for f in sorted(findings, key=lambda f: (SEVERITY_ORDER.get(f.severity, 3), f.code)):
        where = f" <span class=\"muted\">{_e(f.span.path)}:{f.span.line}</span>" if f.span and f.span.path else ""
        head = f.headline or f.message
        out.append(f'<li class="finding" data-code="{_e(f.code)}">{_rule_link(f.code, help_base)} '
                   f'<span class="sev sev-{_e(f.severity)}">{_e(f.severity)}</span> '
                   f"<span class=\"muted\">{_e(f.slug)}</span>{where}<br>{_e(head)}")
        if f.headline and f.headline != f.message:
            out.append(f"<details><summary>why</summary><p>{_e(f.message)}</p></details>")
        if f.fix:
            out.append(f"<pre>{_e(f.fix)}</pre>")
        for folded in f.also:  # other rules' findings about the same cause
            out.append(f'<br><span class="also" data-code="{_e(folded.code)}">also {_rule_link(folded.code, help_base)} '
                       f"{_e(folded.headline or folded.message)}</span>")
        out.append("</li>")
    out.append("</ul>")
    return out


def _index_table(t) -> list[str]:
    reads = [index_reads(t, ix) for ix in t.indexes]
    cliffs = [index_cliffs(t, ix) for ix in t.indexes]
    heads = ["index", "order", "rec B"]
    if t.rows is not None:
        heads += ["leaves", "depth", "size", "hot", "deeper at"]
    else:
        heads += ["rec/leaf", "fanout", "depth 3 at", "depth 4 at"]
    with_reads, with_cliffs = any(r is not None for r in reads), any(cliffs)
    heads += ["reads / insert"] * with_reads + ["cliff at"] * with_cliffs
    out = ['<table class="indexes"><tr>' + "".join(
        f'<th{" class=n" if i > 1 else ""}>{_e(h)}</th>' for i, h in enumerate(heads)) + "</tr>"]
    for ix, read, cliff in zip(t.indexes, reads, cliffs):
        cells = [ix.name, ix.insert_order, f"{ix.record_bytes:,.0f}"]
        if t.rows is not None:
            cells += [count(ix.leaf_pages), str(ix.depth), size(ix.size_bytes), size(ix.hot_bytes),
                      f"{count(ix.rows_at_next_depth)} ({(ix.depth or 0) + 1})"]
        else:
            cells += [f"{ix.records_per_leaf:,.0f}", f"{ix.fanout:,.0f}", count(ix.depth_thresholds.get(3)),
                      count(ix.depth_thresholds.get(4))]
        if with_reads:
            cells.append("–" if read is None else f"{read:,.2g}")
        if with_cliffs:
            cells.append(_cliff_text(cliff))
        out.append("<tr>" + "".join(f'<td{" class=n" if i > 1 else ""}>{_e(c)}</td>'
                                    for i, c in enumerate(cells)) + "</tr>")
    out.append("</table>")
    return out


def _reads_words(t) -> str:
    """"0.3 reads/insert (0.1 at 12 M, 0.5 at 40 M) · " when the estimate has the cliff figures."""
    reads = getattr(t, "reads_per_insert", None)
    cliffs = cliff_levels(getattr(t, "cliff_rows", None))
    if reads is None and not cliffs:
        return ""
    words = f"{reads:,.2g} reads/insert" if reads is not None else "reads/insert"
    at = ", ".join(f"{level} at {count(rows)}" if level else f"cliff at {count(rows)}" for level, rows in cliffs.items())
    return _e(words + (f" ({at})" if at else "")) + " · "


def _cliff_text(levels: dict[str, int]) -> str:
    """"0.1: 12 M · 0.5: 40 M" (rows where page reads per insert reach each level), "–": never."""
    return " · ".join(f"{level}: {count(rows)}" if level else count(rows) for level, rows in levels.items()) or "–"


def _profile(estimates, result) -> list[str]:
    s = estimates.server
    rows = [("buffer pool", size(s.buffer_pool_bytes), s.buffer_pool_source),
            ("page size", size(s.page_size), s.page_size_source),
            ("server version", s.version, "live" if s.source == "live" else "stats" if s.source == "stats"
             else "default or config")]
    if s.change_buffering is not None:
        rows.append(("innodb_change_buffering", s.change_buffering, s.source))
    sources: dict[str, int] = {}
    for t in estimates.tables:
        if t.rows is not None:
            sources[t.rows_source] = sources.get(t.rows_source, 0) + 1
    if sources:
        rows.append(("row counts", ", ".join(f"{n} from {src}" for src, n in sorted(sources.items())), ""))
    out = ['<table class="profile"><tr><th>setting</th><th>value</th><th>from</th></tr>']
    out += [f"<tr><td>{_e(a)}</td><td>{_e(b)}</td><td class=muted>{_e(c)}</td></tr>" for a, b, c in rows]
    out.append("</table>")
    return out


def render(result, options: Optional[ReportOptions] = None) -> str:
    """The whole report for a LintResult (its findings and estimates)."""
    import matplotlib

    with matplotlib.rc_context(CHART_STYLE):
        return _render(result, options or ReportOptions())


def _render(result, opts: ReportOptions) -> str:
    estimates = result.estimates
    today = opts.today or _dt.date.today()
    mpl = _matplotlib()
    by_table, other = _findings_by_table(result.findings)
    rowed = [t for t in estimates.tables if t.rows]
    troubles = {id(t): first_trouble(t, opts.shard_bytes) for t in rowed}
    rowed.sort(key=lambda t: urgency_key(t, troubles[id(t)]))
    charted = rowed if opts.charts is None else rowed[:max(opts.charts, 0)]
    pool = estimates.server.buffer_pool_bytes
    counts = {sev: result.count(sev) for sev in ("error", "warning", "info")}

    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width,initial-scale=1">',
           f"<title>{_e(opts.title)}</title><style>{CSS}</style></head><body>",
           f"<h1>{_e(opts.title)}</h1>",
           f'<p class="muted">schemalint {_e(__version__)} · {_e(today.isoformat())}'
           + (f" · {_e(' '.join(opts.inputs))}" if opts.inputs else "")
           + f" · {len(estimates.tables):,} tables, {len(rowed):,} with rows · findings: "
           + ", ".join(f"{n:,} {sev}{'s' * (n != 1 and sev != 'info')}" for sev, n in counts.items()) + "</p>",
           '<nav><a href="#overview">overview</a><a href="#tables">tables</a>'
           + ('<a href="#other">other findings</a>' if other else "") + "</nav>",
           "<h2>Server profile</h2>", *_profile(estimates, result)]
    for note in estimates.notes:
        out.append(f'<p class="muted">note: {_e(note)}</p>')

    out.append('<h2 id="overview">Overview</h2>')
    if not rowed:
        out.append("<p>No table has a row count: give one with <code>--rows TABLE=N</code> (or "
                   "<code>[tables.NAME] rows</code> in the config, <code>--stats</code>, <code>--dsn</code>) "
                   "for sizes, charts and a verdict.</p>")
    else:
        out.append(f"<p>{len(rowed):,} tables with rows: {_e(size(estimates.total_size_bytes))} on disk, hot sets "
                   f"{_e(size(estimates.total_hot_bytes))} against a {_e(size(pool))} buffer pool. First trouble: "
                   "the hot set outgrows the table's share of the pool, the table passes "
                   f"{'250 GB' if opts.shard_bytes == DEFAULT_SHARD_BYTES else _e(size(opts.shard_bytes))} "
                   "(shard size), or an insert cliff; most urgent first.</p>")
        out.append('<figure class="overview">' + headroom_chart([(t, troubles[id(t)]) for t in rowed], mpl)
                   + "</figure>")
        out.append('<figure class="overview">' + bytes_chart(rowed, mpl) + "</figure>")
        out.append('<table class="overview"><tr><th>table</th><th class=n>rows</th><th class=n>growth/day</th>'
                   "<th class=n>size</th><th class=n>hot</th><th class=n>pool share</th><th>fit</th>"
                   "<th>first trouble</th><th class=n>at rows</th><th>when</th><th class=n>findings</th></tr>")
        for t in rowed:
            tr = troubles[id(t)]
            n = len(by_table.get(t.table.lower(), ()))
            when = "" if tr is None else ("already" if tr.rows <= t.rows else _date(today, tr.days))
            out.append(
                f'<tr><td><a href="#{anchor(t.table)}">{_e(t.table)}</a></td>'
                f"<td class=n>{_e(count(t.rows))} <span class=muted>{_e(t.rows_source)}</span></td>"
                f"<td class=n>{_e(count(t.growth_per_day) if t.growth_per_day else '–')}</td>"
                f"<td class=n>{_e(size(t.size_bytes))}</td><td class=n>{_e(size(t.hot_bytes))}</td>"
                f"<td class=n>{_e(size(t.pool_share_bytes))}</td>"
                f'<td class="fit-{_e(t.fit)}">{_e(t.fit)}</td>'
                f"<td>{_e(tr.what if tr else 'none below 10^15 rows')}</td>"
                f"<td class=n>{_e(count(tr.rows) if tr else '–')}</td><td>{_e(when)}</td><td class=n>{n}</td></tr>")
        out.append("</table>")

    out.append('<h2 id="tables">Tables</h2>')
    drawn = {id(t) for t in charted}
    if len(charted) < len(rowed):
        out.append(f'<p class="muted">The {len(charted):,} most urgent tables are drawn; the other '
                   f"{len(rowed) - len(charted):,} have their figures and findings below (<code>--charts all</code> "
                   "draws every one).</p>")
    for t in rowed:
        tr = troubles[id(t)]
        n = len(by_table.get(t.table.lower(), ()))
        drawn_here = id(t) in drawn
        if drawn_here:
            out.append(f'<section class="table" id="{anchor(t.table)}" data-table="{_e(t.table)}"><h3>')
        else:  # closed: the browser lays it out only when opened
            out.append(f'<details class="table" id="{anchor(t.table)}" data-table="{_e(t.table)}"><summary>')
        out.append(f"{_e(t.table)} <span class=muted>· {_e(count(t.rows))} rows ({_e(t.rows_source)})"
                   + (f" · +{_e(count(t.growth_per_day))}/day" if t.growth_per_day else "")
                   + f" · {_e(t.row_format)}" + (f", {t.partitions} partitions" if t.partitions > 1 else "")
                   + f' · {_e(size(t.size_bytes))}, hot {_e(size(t.hot_bytes))} · '
                   + _reads_words(t) + "</span>"
                   f'<span class="fit-{_e(t.fit)}">{_e(t.fit)}</span>'
                   + ("</h3>" if drawn_here else f' <span class=muted>· {n} finding{"s" * (n != 1)}</span></summary>'))
        if tr is not None:
            when = "already" if tr.rows <= t.rows else _date(today, tr.days) or "no growth rate given"
            out.append(f"<p>First trouble: {_e(tr.what)} at ≈ {_e(count(tr.rows))} rows ({_e(when)}).</p>")
        if drawn_here:
            out.append(f'<figure class="chart" data-table="{_e(t.table)}">'
                       + table_chart(t, pool, tr, today, mpl) + "</figure>")
        out += _index_table(t)
        for note in t.notes:
            out.append(f'<p class="muted">note: {_e(note)}</p>')
        found = by_table.get(t.table.lower(), [])
        if found:
            out += _finding_items(found, opts.help_base)
        out.append("</section>" if drawn_here else "</details>")

    unrowed = [t for t in estimates.tables if not t.rows]
    if unrowed:
        out.append(f"<h2>{len(unrowed):,} table{'s' * (len(unrowed) != 1)} without a row count</h2>"
                   "<p class=muted>Per-row figures only; give rows for sizes and charts.</p>")
        for t in unrowed:
            out.append(f'<section class="table norows" id="{anchor(t.table)}"><h3>{_e(t.table)}</h3>')
            out += _index_table(t)
            found = by_table.get(t.table.lower(), [])
            if found:
                out += _finding_items(found, opts.help_base)
            out.append("</section>")
    if other:
        out.append('<h2 id="other">Other findings</h2>')
        out += _finding_items(other, opts.help_base)
    out.append("</body></html>\n")
    return "\n".join(out)


def write(text: str, output: str) -> None:
    """To the file `output`, or stdout for `-`."""
    if output == "-":
        import sys

        sys.stdout.write(text)
    else:
        Path(output).write_text(text, encoding="utf-8")
