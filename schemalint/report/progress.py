"""A progress bar on stderr for long inputs, only when stderr is a terminal."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Callable, Iterator, Optional


@contextmanager
def statement_progress(min_statements: int = 2000) -> Iterator[Optional[Callable[[str, int, int], None]]]:
    """Yields a `progress(path, done, total)` callback, or None when stderr is not a TTY.
    The bar appears only for files with at least `min_statements` statements."""
    if not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   console=Console(stderr=True), transient=True)
    tasks: dict[str, int] = {}

    def update(path: str, done: int, total: int) -> None:
        if total < min_statements:
            return
        if path not in tasks:
            tasks[path] = bar.add_task(f"parsing {path}", total=total)
        bar.update(tasks[path], completed=done)

    with bar:
        yield update
