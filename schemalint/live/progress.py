"""The progress bar while a server is read."""

from __future__ import annotations

import sys
from typing import Any, Optional


class Progress:
    """A progress bar on stderr while reading, only when stderr is a terminal."""

    def __init__(self, enabled: Optional[bool] = None) -> None:
        self.enabled = sys.stderr.isatty() if enabled is None else enabled
        self._bar: Any = None
        self._task: Any = None

    def __enter__(self) -> "Progress":
        if self.enabled:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress as Bar, TextColumn, TimeElapsedColumn

            self._bar = Bar(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                            TimeElapsedColumn(), console=Console(stderr=True), transient=True)
            self._bar.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._bar is not None:
            self._bar.__exit__(*exc)
            self._bar = None

    def step(self, description: str, total: Optional[int] = None) -> None:
        if self._bar is None:
            return
        if self._task is not None:
            self._bar.remove_task(self._task)
        self._task = self._bar.add_task(description, total=total)

    def advance(self, n: int = 1) -> None:
        if self._bar is not None and self._task is not None:
            self._bar.advance(self._task, n)

