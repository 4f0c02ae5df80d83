"""`schemalint estimate` for people: one table per table, then the buffer pool.

    shop.orders · 40 M rows (cli) · DYNAMIC · 5.2 GiB, hot 1.1 GiB · hot-set-fits
      index        order   rec B  leaves   depth   size     hot   next depth
      PRIMARY      seq       121   331 k   4      5.1 GiB  6 MiB  2.4 bn (5)
      …

Readable at 80 columns; colour only on a terminal and never with NO_COLOR (rich decides).
Every number comes from the estimate objects; this module only formats them.
"""

from __future__ import annotations

import os
import textwrap
from typing import Optional, TextIO

from ..estimate.units import count, days, size
from .untrusted import shown

ORDER_SHORT = {"sequential": "seq", "random": "random", "unknown": "?"}
FIT_STYLE = {"fits": "green", "hot-set-fits": "yellow", "does-not-fit": "bold red"}


def _table_title(t) -> str:
    rows = f"{count(t.rows)} rows ({t.rows_source})" if t.rows is not None else "no row count"
    fmt = t.row_format + (f", {t.partitions} partitions" if t.partitions > 1 else "")
    return " · ".join([shown(t.table), rows, fmt])


def _name_cell(name: str):
    """A name for a table cell: shown escaped, and a Text, never read as rich markup."""
    from rich.text import Text

    return Text(shown(name))


def _index_table(t, width: int):
    from rich import box
    from rich.table import Table

    grid = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1), collapse_padding=True,
                 expand=False)
    with_rows = t.rows is not None
    grid.add_column("index", overflow="fold", ratio=1)
    grid.add_column("order", no_wrap=True)
    grid.add_column("rec B", justify="right", no_wrap=True)
    if with_rows:
        for name in ("leaves", "depth", "size", "hot"):
            grid.add_column(name, justify="right", no_wrap=True)
        grid.add_column("deeper at", justify="right", no_wrap=True)
        for ix in t.indexes:
            grid.add_row(_name_cell(ix.name), ORDER_SHORT.get(ix.insert_order, ix.insert_order), f"{ix.record_bytes:,.0f}",
                         count(ix.leaf_pages), str(ix.depth), size(ix.size_bytes), size(ix.hot_bytes),
                         f"{count(ix.rows_at_next_depth)} ({ix.depth + 1})")
    else:
        for name in ("rec/leaf", "fanout", "depth 3 at", "depth 4 at"):
            grid.add_column(name, justify="right", no_wrap=True)
        for ix in t.indexes:
            grid.add_row(_name_cell(ix.name), ORDER_SHORT.get(ix.insert_order, ix.insert_order), f"{ix.record_bytes:,.0f}",
                         f"{ix.records_per_leaf:,.0f}", f"{ix.fanout:,.0f}",
                         count(ix.depth_thresholds.get(3)), count(ix.depth_thresholds.get(4)))
    return grid


def _verdict(t) -> tuple[str, str]:
    """(verdict word, the sentence after it) for one table."""
    if t.fit is None:
        if t.rows_when_not_fitting is None:
            return "no row count", "its hot set stays small at any size"
        return "no row count", (f"its hot set outgrows the {size(t.pool_share_bytes)} of pool left to it "
                                f"at ≈ {count(t.rows_when_not_fitting)} rows")
    share = size(t.pool_share_bytes)
    if t.fit == "fits":
        text = f"all {size(t.size_bytes)} stay cached beside the other tables' hot sets"
    elif t.fit == "hot-set-fits":
        text = (f"its {size(t.hot_bytes)} hot set stays cached ({share} available); the rest of its "
                f"{size(t.size_bytes)} is read from disk when needed")
    else:
        text = f"its hot set ({size(t.hot_bytes)} of {size(t.size_bytes)}) is larger than the {share} available"
    r = t.rows_when_not_fitting
    if t.fit != "does-not-fit":
        if r is None:
            text += "; the hot set stays small at any size"
        else:
            when = days(t.days_until_not_fitting)
            text += f"; it stops fitting at ≈ {count(r)} rows" + (f", {when}" if when else "")
    elif r is not None:
        text += f": every insert may wait on a disk read since ≈ {count(r)} rows"
    return t.fit, text


def _cliff(t) -> str:
    """The pool model's line: reads per insert now, and the rows at which they reach 0.1 and 0.5."""
    cliff = t.cliff_rows
    now = (f"{t.reads_per_insert:.2f} page reads per insert at {count(t.rows)} rows"
           if t.reads_per_insert is not None else "")
    if cliff["0.1"] is None:
        return "cliff: none, " + ("its inserts only append" if not any(i.all_leaves_hot for i in t.indexes)
                                  else "reads per insert stay below 0.1 at any size") + (f" ({now})" if now else "")
    which = [shown(i.name) for i in t.indexes if t.index_cliff_rows(i)["0.1"] is not None]
    steps = []
    for level, rows in cliff.items():
        if rows is None:
            steps.append(f"{level} never")
            continue
        when = days(t.days_until(rows)) if t.rows is not None and rows > t.rows else ""
        steps.append(f"{level} at ≈ {count(rows)} rows" + (f" ({when})" if when else ""))
    text = "cliff: reads per insert reach " + ", ".join(steps) + f" ({', '.join(which)})"
    return text + (f"; now {now}" if now else "")


def render(estimates, file: TextIO) -> None:
    from rich.console import Console
    from rich.text import Text

    plain = bool(os.environ.get("NO_COLOR"))
    console = Console(file=file, highlight=False, no_color=plain or None,
                      **({"color_system": None} if plain else {}))
    width = max(60, min(console.width, 120))
    pool = estimates.server.buffer_pool_bytes

    def wrap(text: str, indent: str = "  ", style: Optional[str] = None) -> None:
        for line in textwrap.wrap(text, width=width, initial_indent=indent, subsequent_indent=indent + "  ",
                                  break_long_words=False, break_on_hyphens=False):
            console.print(Text(line, style=style))

    for t in estimates.tables:
        console.print(Text(_table_title(t), style="bold"))
        console.print(_index_table(t, width))
        word, sentence = _verdict(t)
        lines = textwrap.wrap(f"{word}: {sentence}", width=width, initial_indent="  ", subsequent_indent="    ",
                              break_long_words=False, break_on_hyphens=False)
        first = Text(lines[0][: len(word) + 2], style=FIT_STYLE.get(t.fit, "bold") if t.fit else "bold")
        first.append(lines[0][len(word) + 2:])
        console.print(first)
        for line in lines[1:]:
            console.print(Text(line))
        wrap(_cliff(t))
        for note in t.notes:
            wrap("note: " + shown(note), indent="  ", style="dim")
        console.print()

    server = estimates.server
    console.print(Text(
        f"Buffer pool {size(pool)} ({server.buffer_pool_source}) · page {size(server.page_size)} "
        f"({server.page_size_source})", style="bold"))
    rowed = estimates.tables_with_rows
    if not rowed:
        wrap("no table has a row count: give one with --rows TABLE=N (or [tables.NAME] rows in the config) "
             "for sizes and a verdict")
    else:
        wrap(f"{len(rowed)} table{'s' * (len(rowed) != 1)} with rows: {size(estimates.total_size_bytes)} on disk, "
             f"hot sets {size(estimates.total_hot_bytes)}")
        name_width = min(max(len(shown(t.table)) for t in rowed), 28)
        for t in sorted(rowed, key=lambda x: -(x.hot_bytes or 0)):
            text = Text(f"  {shown(t.table)[:name_width]:<{name_width}}  ")
            text.append(f"{t.fit:<13}", style=FIT_STYLE.get(t.fit))
            text.append(f" hot {size(t.hot_bytes):>9} of {size(t.size_bytes)}")
            console.print(text)
    for note in estimates.notes:
        wrap("note: " + shown(note), style="dim")
