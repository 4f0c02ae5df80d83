"""The cache: what a run can skip when its input has not changed (like ruff's and mypy's).

Two layers, both keyed by content hashes, in `.schemalint_cache/` (or --cache-dir, or
$SCHEMALINT_CACHE_DIR), one folder per version of schemalint's code, sqlglot and Python:

- per input file, the table each CREATE TABLE text built (its spans relative to the
  statement, so a statement that moved is still a hit): an edited statement is the only one
  parsed again;
- per run, the findings of a `check` whose inputs and settings are all unchanged, and (cli.py)
  what it printed, per output format and destination, with its exit code.

Never wrong: the key holds everything the result depends on, including a digest of
schemalint's own source files, so an edited rule is not served stale findings. Safe under
concurrent runs: every write goes to a temporary file that replaces the entry atomically,
and an entry that cannot be read is a miss. A cache that cannot be written is skipped.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Any, Optional, Union

from .model import Span, Table

CACHE_DIR_ENV = "SCHEMALINT_CACHE_DIR"
DEFAULT_DIR = ".schemalint_cache"
_PACKAGE = Path(__file__).resolve().parent


def code_digest() -> str:
    """schemalint's version, its source files and rule catalogue (name, size, mtime), sqlglot's
    version and build, Python's version."""
    from . import __version__
    from .catalogue import catalogue_dir

    h = hashlib.sha256(f"{__version__}|{_sqlglot_version()}|{sys.version}".encode())
    # rules/ of a source checkout lies outside the package
    files = dict(_source_files(str(_PACKAGE)) + _source_files(str(catalogue_dir())))
    for path in sorted(files):
        st = files[path]
        h.update(f"{path}|{st.st_size}|{st.st_mtime_ns}".encode())
    return h.hexdigest()[:16]


def _source_files(directory: str) -> list[tuple[str, os.stat_result]]:
    """(path, stat) of the .py, .toml and .json files below `directory`, __pycache__ aside
    (os.scandir: every run computes this, a one-table run too)."""
    out = []
    with os.scandir(directory) as entries:
        for entry in entries:
            if entry.is_dir():
                if entry.name != "__pycache__":
                    out += _source_files(entry.path)
            elif entry.name.endswith((".py", ".toml", ".json")):
                out.append((entry.path, entry.stat()))
    return out


def _sqlglot_version() -> str:
    """sqlglot's version and whether its compiled build is installed, without importing it
    (a cache hit need not pay for the parser)."""
    import importlib.util

    spec = importlib.util.find_spec("sqlglot")
    compiled = importlib.util.find_spec("sqlglotc") is not None
    try:
        origin = Path(spec.origin).parent / "_version.py"  # type: ignore[union-attr, arg-type]
        text = origin.read_text(encoding="utf-8")
    except (AttributeError, TypeError, OSError):
        import sqlglot

        text = sqlglot.__version__
    return f"{hashlib.sha256(text.encode()).hexdigest()[:12]}{'+c' if compiled else ''}"


def default_directory() -> Path:
    return Path(os.environ.get(CACHE_DIR_ENV) or DEFAULT_DIR)


class Cache:
    def __init__(self, directory: Path):
        self.root = Path(directory)
        self.dir = self.root / code_digest()
        self.writable = True

    # -- files -------------------------------------------------------------------------------
    def _read(self, name: str) -> Any:
        try:
            with open(self.dir / name, "rb") as fh:
                return pickle.load(fh)
        except Exception:  # missing, half-written by an older crash, or from another layout: a miss
            return None

    def _write(self, name: str, value: Any) -> None:
        if not self.writable:
            return
        try:
            if not self.dir.exists():
                self.dir.mkdir(parents=True, exist_ok=True)
                (self.root / ".gitignore").write_text("# created by schemalint\n*\n")
                (self.root / "CACHEDIR.TAG").write_text(
                    "Signature: 8a477f597d28d172789f06886806bc55\n# schemalint's cache: safe to delete\n")
            fd, tmp = tempfile.mkstemp(dir=self.dir, prefix=".tmp-")
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, self.dir / name)
        except OSError:
            self.writable = False  # read-only checkout, full disk: run without writing

    # -- per file: CREATE TABLE text → table -------------------------------------------------
    def statements(self, path: str) -> "StatementPack":
        name = "stmts-" + hashlib.sha256(path.encode()).hexdigest()[:24]
        return StatementPack(self, name, self._read(name) or {})

    # -- per run -----------------------------------------------------------------------------
    def result(self, key: str) -> Any:
        return self._read("run-" + key)

    def store_result(self, key: str, value: Any) -> None:
        self._write("run-" + key, value)


def run_key(sources: list, config: Any, queries: Any) -> str:
    """Every input's name and text, the settings, the query files' bytes, and today's date
    (SL025 and SL301 count years and days from it)."""
    h = hashlib.sha256(f"{_today()}|{config!r}".encode())
    for src in sources:
        h.update(f"\0{src.path}\0{src.encoding}\0{len(src.text)}\0".encode())
        h.update(src.text.encode("utf-8", "surrogatepass"))
    for path in queries:
        h.update(f"\0query {path}\0".encode())
        try:
            h.update(Path(path).read_bytes())
        except OSError:
            h.update(b"unreadable")
    return h.hexdigest()[:32]


def _today() -> str:
    import datetime

    return datetime.date.today().isoformat()


def statement_key(text: str, charset: Optional[str], collation: Optional[str], mariadb: bool = False) -> bytes:
    flavor = "|mariadb" if mariadb else ""  # (MariaDB models some types and keys differently)
    return hashlib.sha256(f"{charset}|{collation}{flavor}|{text}".encode("utf-8", "surrogatepass")).digest()


class StatementPack:
    """The tables one input file's CREATE TABLE texts built, keyed by statement_key. A run
    reads the file's pack once and writes back the entries it used, so the pack follows the
    file. An entry is [pickled table, IF NOT EXISTS, line, column of the statement its spans
    are anchored at]: a table is loaded only when used, and written back as the same bytes
    (the process pool's bytes are stored as they come)."""

    def __init__(self, cache: Cache, name: str, entries: dict):
        self.cache, self.name, self.entries = cache, name, entries
        self.used: dict[bytes, list] = {}

    def get(self, key: bytes, line: int, column: int, path: str) -> Optional[tuple[Table, bool]]:
        """(table, IF NOT EXISTS) for a statement starting at line:column, spans moved there.
        The caller keeps it for later copies of the same text: an entry is handed out once."""
        entry = self.entries.get(key)
        if entry is None or key in self.used:
            return None
        pickled, if_not_exists, old_line, old_column = entry
        try:
            table = pickle.loads(pickled)
        except Exception:  # a damaged entry is a miss
            return None
        move_spans(table, old_line, old_column, line, column, path)
        table.shared = True
        self.used[key] = entry
        return table, if_not_exists

    def put(self, key: bytes, template: tuple[Union[Table, bytes], bool], line: int, column: int) -> None:
        """Keep a table (or its pickle) built from the statement starting at line:column."""
        table, if_not_exists = template
        pickled = table if isinstance(table, bytes) else pickle.dumps(table, pickle.HIGHEST_PROTOCOL)
        self.used[key] = [pickled, if_not_exists, line, column]

    def save(self) -> None:
        if self.used.keys() != self.entries.keys():  # a statement was added, edited or removed
            self.cache._write(self.name, self.used)


def move_spans(table: Table, old_line: int, old_column: int, line: int, column: int, path: str) -> None:
    """Re-anchor every span of a table built from a statement that started at old_line:old_column
    to the same text starting at line:column (columns shift only on the statement's first line)."""
    def moved(span: Optional[Span]) -> Optional[Span]:
        if span is None:
            return None
        dl, de = span.line - old_line, span.end_line - old_line
        return Span(path, line + dl, span.column - old_column + column if dl == 0 else span.column,
                    line + de, span.end_column - old_column + column if de == 0 else span.end_column)

    if (old_line, old_column) == (line, column) and (table.span is None or table.span.path == path):
        return
    parts: list[Any] = [table, *table.columns, *table.indexes, *table.foreign_keys]
    if table.partitioning is not None:
        parts += [table.partitioning, *table.partitioning.partitions]
    for part in parts:
        part.span = moved(part.span)
    table.changed_span = moved(table.changed_span)
