"""The cache: what a run can skip when its input has not changed (like ruff's and mypy's).

Two layers, both keyed by content hashes, in `.schemalint_cache/` (or --cache-dir, or
$SCHEMALINT_CACHE_DIR), one folder per version of schemalint's code, sqlglot and Python:

- per input file, the table each CREATE TABLE text built (its spans relative to the
  statement, so a statement that moved is still a hit): an edited statement is the only one
  parsed again;
- per run, the findings of a `check` whose inputs and settings are all unchanged, and (cli/replay.py)
  what it printed, per output format and destination, with its exit code.

Never wrong: the key holds everything the result depends on, including a digest of
schemalint's own source files, so an edited rule is not served stale findings. Safe under
concurrent runs: every write goes to a temporary file that replaces the entry atomically,
and an entry that cannot be read is a miss. A cache that cannot be written is skipped.

Never code from the folder: an entry is unpickled only after its HMAC-SHA256 (over its name
and bytes, with a key of this user's kept outside any repository: `cache_key`) checks out, so
an entry committed to a repository or planted in a shared folder is a miss, never run. Never
outside the folder: every file is opened relative to the folder's own descriptors with
O_NOFOLLOW (a symbolic link in place of the folder, its version sub-folder or an entry is not
followed), and a folder owned by another user is ignored with one warning (git's
safe.directory idea).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import pickle
import stat
import sys
from pathlib import Path
from typing import Any, Optional, Union

from ..model import Span, Table

CACHE_DIR_ENV = "SCHEMALINT_CACHE_DIR"
DEFAULT_DIR = ".schemalint_cache"
# the package's root however deep this module lies (issue 31 moves the modules into stage
# packages): the code digest covers every source file of schemalint/, not this folder's alone
_PACKAGE = Path(__file__).resolve().parents[__name__.count(".") - 1]


def code_digest() -> str:
    """schemalint's version, its source files and rule catalogue (name, size, mtime), sqlglot's
    version and build, Python's version."""
    from .. import __version__
    from ..catalogue import catalogue_dir

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


# -- the key that signs this user's entries --------------------------------------------------

KEY_BYTES = 32
MAGIC = b"SLC1"  # an entry: MAGIC, its HMAC-SHA256 tag, then the pickle
TAG_BYTES = 32


def key_path() -> Path:
    """$XDG_CACHE_HOME/schemalint/key, else ~/.cache/schemalint/key: per user, outside any
    repository (a fresh CI home has a fresh key, so committed entries never verify)."""
    base = os.environ.get("XDG_CACHE_HOME", "")
    root = Path(base) if base and os.path.isabs(base) else Path.home() / ".cache"
    return root / "schemalint" / "key"


def cache_key() -> Optional[bytes]:
    """This user's key (created 0600 on first use); None when it cannot be had or is not
    private to this user (then nothing is read from or written to the cache)."""
    path = key_path()
    key = _read_key(path)
    if key is not None or path.exists() or path.is_symlink():
        return key
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        tmp = path.with_name(f".key-{os.getpid()}-{os.urandom(4).hex()}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o600)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(os.urandom(KEY_BYTES))
            os.link(tmp, path)  # (atomic: a concurrent first run's key wins, and both use it)
        except FileExistsError:
            pass
        finally:
            os.unlink(tmp)
    except OSError:
        return None
    return _read_key(path)


def _read_key(path: Path) -> Optional[bytes]:
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size != KEY_BYTES:
            return None
        if _OWNER_CHECKS and (st.st_uid != os.geteuid() or st.st_mode & 0o077):
            _warn_once(f"{path}: not private to this user (owner uid {st.st_uid}, mode "
                       f"{stat.S_IMODE(st.st_mode):o}): the cache is not used; delete the file to get a new key")
            return None
        key = fh.read(KEY_BYTES + 1)
    return key if len(key) == KEY_BYTES else None


def entry_tag(key: bytes, name: str, payload, finish: bool = True) -> Any:
    """HMAC-SHA256 over an entry's folder/name and its pickle: an entry verifies only under the
    name it was written as. (Not `finish`ed: the HMAC object, for a pickle still to come.)"""
    mac = hmac.new(key, name.encode() + b"\0", "sha256")
    mac.update(payload)
    return mac.digest() if finish else mac


class _Signing:
    """A file that also feeds what is written to an HMAC: an entry is pickled straight to disk
    (a 30 MB pack is not held twice in memory) and signed on the way."""

    def __init__(self, fh, mac):
        self.fh, self.mac = fh, mac

    def write(self, data) -> int:
        self.mac.update(data)
        return self.fh.write(data)


# -- files, relative to the folder's descriptors ---------------------------------------------

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a FIFO planted as an entry must not block the run
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
# Linux, macOS, the BSDs: every step below is relative to a directory descriptor opened without
# following links. Elsewhere (Windows) the cache is not used: it is only an optimisation.
_SAFE_FS = bool(_NOFOLLOW and _DIRECTORY) and {os.open, os.mkdir, os.rename, os.unlink} <= os.supports_dir_fd
_OWNER_CHECKS = hasattr(os, "geteuid")
_warned: set[str] = set()


def _warn_once(message: str) -> None:
    if message not in _warned:
        _warned.add(message)
        sys.stderr.write(f"schemalint: warning: {message}\n")


class _Unsafe(Exception):
    """The cache folder is not this user's own real directory: the cache is not used."""


def _open_dir(name: Union[str, Path], dir_fd: Optional[int], create: bool, shown: Path) -> Optional[int]:
    """A descriptor of the directory `name` (relative to dir_fd), never through a link; None
    when it is missing (and not `create`d). _Unsafe when it is a link, not a directory or
    another user's."""
    flags = os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC
    try:
        fd = os.open(name, flags, dir_fd=dir_fd)
    except FileNotFoundError:
        if not create:
            return None
        try:
            os.mkdir(name, 0o777, dir_fd=dir_fd)
        except FileExistsError:
            pass
        fd = os.open(name, flags, dir_fd=dir_fd)
    except OSError as exc:
        if os.path.islink(shown):
            raise _Unsafe(f"{shown} is a symbolic link: the cache is not used (it never follows links; "
                          "delete it or give --cache-dir)") from None
        raise _Unsafe("") from exc  # a file where the folder should be: a miss, silently
    if _OWNER_CHECKS:
        uid = os.fstat(fd).st_uid
        if uid != os.geteuid():
            os.close(fd)
            raise _Unsafe(f"{shown} belongs to another user (uid {uid}): the cache is not used (like git's "
                          "safe.directory; delete it or give --cache-dir)")
    return fd


class Cache:
    def __init__(self, directory: Path):
        self.root = Path(directory)
        self.dir = self.root / code_digest()
        self.writable = True
        self._key: Optional[bytes] = None
        self._dir_fd: Optional[int] = None
        self._usable = _SAFE_FS

    def __del__(self) -> None:
        if getattr(self, "_dir_fd", None) is not None:
            os.close(self._dir_fd)

    # -- files -------------------------------------------------------------------------------
    def _folder(self, create: bool) -> Optional[int]:
        """The version folder's descriptor (made when `create`); None: not there, or the cache
        is unusable (a link, another user's folder, no key)."""
        if self._dir_fd is not None or not self._usable:
            return self._dir_fd
        if self._key is None:
            self._key = cache_key()
            if self._key is None:
                self._usable = False
                return None
        root_fd = None
        try:
            if create:
                os.makedirs(self.root.parent, exist_ok=True)
            root_fd = _open_dir(self.root, None, create, self.root)
            if root_fd is None:
                return None
            if create:
                _create_beside(root_fd, ".gitignore", b"# created by schemalint\n*\n")
                _create_beside(root_fd, "CACHEDIR.TAG",
                               b"Signature: 8a477f597d28d172789f06886806bc55\n# schemalint's cache: safe to delete\n")
            self._dir_fd = _open_dir(self.dir.name, root_fd, create, self.dir)
        except _Unsafe as exc:
            if str(exc):
                _warn_once(str(exc))
            self._usable = False
        except OSError:
            self.writable = False  # read-only checkout, full disk: run without writing
        finally:
            if root_fd is not None:
                os.close(root_fd)
        return self._dir_fd

    def _read(self, name: str) -> Any:
        dir_fd = self._folder(create=False)
        if dir_fd is None or self._key is None:
            return None
        try:
            fd = os.open(name, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC, dir_fd=dir_fd)
        except OSError:  # missing, or a link: a miss
            return None
        try:
            with os.fdopen(fd, "rb") as fh:
                if not stat.S_ISREG(os.fstat(fd).st_mode):  # a FIFO, a device: a miss
                    return None
                data = fh.read()
        except OSError:
            return None
        payload = memoryview(data)[len(MAGIC) + TAG_BYTES:]
        if data[:len(MAGIC)] != MAGIC or not hmac.compare_digest(
                data[len(MAGIC):len(MAGIC) + TAG_BYTES], entry_tag(self._key, f"{self.dir.name}/{name}", payload)):
            return None  # not written by this user's schemalint: never unpickled
        try:
            return pickle.loads(payload)
        except Exception:  # from another layout: a miss
            return None

    def _write(self, name: str, value: Any) -> None:
        if not self.writable:
            return
        dir_fd = self._folder(create=True)
        if dir_fd is None or self._key is None:
            return
        tmp = f".tmp-{os.getpid()}-{os.urandom(6).hex()}"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o600, dir_fd=dir_fd)
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(MAGIC + bytes(TAG_BYTES))  # (the tag, once the pickle has streamed past it)
                    signing = _Signing(fh, entry_tag(self._key, f"{self.dir.name}/{name}", b"", finish=False))
                    pickle.dump(value, signing, protocol=pickle.HIGHEST_PROTOCOL)
                    fh.seek(len(MAGIC))
                    fh.write(signing.mac.digest())
                os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)  # (replaces a link, never follows it)
            except BaseException:
                os.unlink(tmp, dir_fd=dir_fd)
                raise
        except OSError:
            self.writable = False  # full disk: run without writing

    # -- per file: CREATE TABLE text → table -------------------------------------------------
    def statements(self, path: str) -> "StatementPack":
        name = "stmts-" + hashlib.sha256(path.encode()).hexdigest()[:24]
        return StatementPack(self, name, self._read(name) or {})

    # -- per run -----------------------------------------------------------------------------
    def result(self, key: str) -> Any:
        return self._read("run-" + key)

    def store_result(self, key: str, value: Any) -> None:
        self._write("run-" + key, value)


def _create_beside(dir_fd: int, name: str, text: bytes) -> None:
    """A small file the folder keeps (.gitignore, CACHEDIR.TAG), unless it is there already."""
    try:
        fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o666, dir_fd=dir_fd)
    except FileExistsError:
        return
    with os.fdopen(fd, "wb") as fh:
        fh.write(text)


def run_key(sources: list, config: Any, queries: Any) -> str:
    """Every input's name and text, the settings, the query files' bytes, and today's date
    (SL025 and SL301 count years and days from it)."""
    h = hashlib.sha256(f"{_today()}|{config!r}".encode())
    for src in sources:
        h.update(f"\0{src.path}\0{src.encoding}\0{len(src.text)}\0".encode())
        read = src.read_digest
        if read is not None and read[0] is src.text:  # the bytes it was decoded from, unchanged since
            h.update(b"read\0" + read[1])
        else:
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
