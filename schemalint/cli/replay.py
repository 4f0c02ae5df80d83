"""A warm re-run prints what the last one printed: the cache's key for a run's output, what
is kept (Printed), and the Recorder that keeps it while the report is written."""

import os
import sys
from typing import NamedTuple


class Printed(NamedTuple):
    """What a `check` printed (the texts written, in order) and its exit code, kept by the
    cache for a warm re-run."""

    stdout: list[str]
    stderr: list[str]
    exit_code: int


def output_key(run_key: str, paths: list[str], output_format: str, repo_root=None, help_base=None) -> str:
    """The cache's key for what a run prints: its input and settings (`run_key`), the paths as
    given (warnings name them: an empty directory adds no input), the format, and the
    destination kind (terminal or not, width, colour settings) and repository."""
    import hashlib

    env = {k: os.environ.get(k) for k in ("COLUMNS", "NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE", "TERM", "COLORTERM")}
    try:
        tty = sys.stdout.isatty()
    except (AttributeError, ValueError):
        tty = False
    if tty:
        import shutil

        env["size"] = str(shutil.get_terminal_size())
    return "out-" + hashlib.sha256(repr((run_key, paths, output_format, str(repo_root), help_base, tty, env,
                                         os.getcwd())).encode()).hexdigest()[:32]


def replay(stored) -> None:
    """Print a stored run's output and exit with its code; nothing when `stored` is not one."""
    if isinstance(stored, Printed):
        sys.stderr.writelines(stored.stderr)
        sys.stdout.writelines(stored.stdout)
        import typer

        raise typer.Exit(stored.exit_code)


class Recorder:
    """While active (and enabled), what is written to stdout and stderr is also kept, as the
    written texts themselves (a 14 MB report is not copied)."""

    def __init__(self, enabled: bool):
        self.enabled = enabled
        self.stdout: list[str] = []
        self.stderr: list[str] = []

    def __enter__(self) -> "Recorder":
        if self.enabled:
            self.real = sys.stdout, sys.stderr
            sys.stdout, sys.stderr = _Tee(sys.stdout, self.stdout), _Tee(sys.stderr, self.stderr)
        return self

    def __exit__(self, *exc) -> None:
        if self.enabled:
            sys.stdout, sys.stderr = self.real


class _Tee:
    """A stream that also keeps what was written (for Recorder); everything else (isatty,
    encoding, fileno) is the real stream's, so the report renders as it would."""

    def __init__(self, stream, copy):
        self.stream, self.copy = stream, copy

    def write(self, text: str) -> int:
        self.copy.append(text)
        return self.stream.write(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str):
        return getattr(self.stream, name)
