"""A progress bar on stderr for long inputs, only when stderr is a terminal."""

from __future__ import annotations

import sys
from contextlib import ExitStack, contextmanager
from typing import Callable, Iterator, Optional


@contextmanager
def statement_progress(min_statements: int = 2000) -> Iterator[Optional[Callable[[str, int, int], None]]]:
    """Yields a `progress(path, done, total)` callback, or None when stderr is not a TTY.
    The bar appears only for files with at least `min_statements` statements; rich is
    imported then, not for the short inputs of a pre-commit run."""
    if not sys.stderr.isatty():
        yield None
        return
    tasks: dict[str, int] = {}
    bars: list = []

    def update(path: str, done: int, total: int) -> None:
        if total < min_statements:
            return
        if not bars:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            bars.append(stack.enter_context(Progress(
                TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                console=Console(stderr=True), transient=True)))
        bar = bars[0]
        if path not in tasks:
            from rich.markup import escape

            from .untrusted import shown

            # (the description is rich markup: a file name is escaped for it, and shown inert)
            tasks[path] = bar.add_task(f"parsing {escape(shown(path))}", total=total)
        bar.update(tasks[path], completed=done)

    with ExitStack() as stack:
        yield update
