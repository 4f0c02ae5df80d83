"""Live mode: read the schema and its statistics from a running MySQL or MariaDB, read-only.

    options = resolve_options(dsn="mysql://dba@db1:3306/shop", ...)   # DSN + option file + env
    with connect(options) as session:                                  # READ ONLY session
        read = read_server(session, Selection.from_options(options))  # → LiveRead(model, snapshot)

Read-only by construction: the session is `SET SESSION TRANSACTION READ ONLY`, and
`Session` refuses to send anything but SELECT, SHOW and SET SESSION. A user with nothing but
`SELECT` and `PROCESS` is enough; what it cannot read (per-index pages without SELECT on
`mysql.innodb_index_stats`, index usage without performance_schema) becomes a note.

Scales: the model comes from one streamed query per information_schema table for all the
selected schemas (TABLES, COLUMNS, STATISTICS, foreign keys), never a round trip per table;
the few partitioned tables, and on MariaDB the JSON columns, are looked up per schema.
On MariaDB `information_schema.TABLES` and `STATISTICS` open every table: the first read
of a server is bounded by how fast it opens tables (≈0.5 ms each, cold), and a server whose
`table_definition_cache` / `table_open_cache` are smaller than its table count opens them
again for each query.

The password is never printed: not in messages, not in `repr`, not in the snapshot.
"""

from __future__ import annotations

import fnmatch
import getpass
import os
import re
import ssl
import sys
import time
from sys import intern
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator, Optional, Sequence
from urllib.parse import parse_qsl, unquote, urlparse

from . import charsets
from .identical_schemas import columns_key, indexes_key
from .model import (
    FULLTEXT, INDEX, PRIMARY, SPATIAL, UNIQUE, Column, ForeignKey, Index, IndexPart, Model, PartitionDef,
    Partitioning, Schema, Span, Table, TableOptions,
)
from .stats import (
    LIVE, Digest, IndexStatistics, ServerInput, StatsSnapshot, TableStatistics, now_iso,
)

SYSTEM_SCHEMAS = frozenset({"mysql", "information_schema", "performance_schema", "sys"})
SSL_MODES = ("DISABLED", "PREFERRED", "REQUIRED", "VERIFY_CA", "VERIFY_IDENTITY")
DEFAULT_PORT = 3306
DEFAULT_CONNECT_TIMEOUT = 10.0
DEFAULT_READ_TIMEOUT = 600.0  # one information_schema query over 10^5 tables may take a minute
IN_CHUNK = 500  # schema names per `IN (…)` list
MAX_DIGESTS = 1000
_DSN_PARAMS = {"socket", "ssl-mode", "ssl-ca", "ssl-cert", "ssl-key", "connect-timeout", "read-timeout"}
_OPTION_GROUPS = ("client", "client-server", "client-mariadb")


class LiveError(Exception):
    """Connecting or reading failed in a way the user must fix: one line, exit code 2."""


# -- connection options -----------------------------------------------------------------------
@dataclass
class ConnectOptions:
    host: str = "localhost"
    port: int = DEFAULT_PORT
    user: Optional[str] = None
    password: Optional[str] = field(default=None, repr=False)
    password_source: str = "none"  # dsn | prompt | option file | MYSQL_PWD | none
    socket: Optional[str] = None
    databases: list[str] = field(default_factory=list)  # from the DSN path: /db1,db2
    schemas: list[str] = field(default_factory=list)  # --schemas glob patterns
    exclude_schemas: list[str] = field(default_factory=list)
    ssl_mode: str = "PREFERRED"
    ssl_ca: Optional[str] = None
    ssl_cert: Optional[str] = None
    ssl_key: Optional[str] = None
    connect_timeout: float = DEFAULT_CONNECT_TIMEOUT
    read_timeout: float = DEFAULT_READ_TIMEOUT

    @property
    def label(self) -> str:
        """Where findings point: the server, never the user or the password."""
        if self.socket and self.host in ("localhost", ""):
            return "mysql://localhost"
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"mysql://{host}:{self.port}"

    @property
    def where(self) -> str:
        return self.socket if self.socket and self.host in ("localhost", "") else f"{self.host}:{self.port}"


def redact_dsn(dsn: str) -> str:
    """The DSN with any password replaced by ***, for messages."""
    return re.sub(r"^([a-z]+://[^:@/]*):[^@/]*@", r"\1:***@", dsn.strip(), flags=re.IGNORECASE)


@dataclass
class _DsnParts:
    host: Optional[str] = None
    port: Optional[int] = None
    user: Optional[str] = None
    password: Optional[str] = field(default=None, repr=False)
    databases: list[str] = field(default_factory=list)
    params: dict[str, str] = field(default_factory=dict)


def parse_dsn(dsn: str) -> _DsnParts:
    """`mysql://user[:password]@host[:port][/db1,db2][?socket=…&ssl-mode=…]` (or mariadb://)."""
    shown = redact_dsn(dsn)
    try:
        parsed = urlparse(dsn.strip())
        port = parsed.port
    except ValueError as exc:
        raise LiveError(f"--dsn {shown}: {exc}") from None
    if parsed.scheme.lower() not in ("mysql", "mariadb"):
        raise LiveError(f"--dsn {shown}: expected mysql://user@host:3306/db1,db2")
    parts = _DsnParts(host=parsed.hostname or None, port=port,
                      user=unquote(parsed.username) if parsed.username else None,
                      password=unquote(parsed.password) if parsed.password is not None else None)
    path = unquote(parsed.path or "").strip("/")
    parts.databases = [d.strip() for d in path.split(",") if d.strip()]
    for key, value in parse_qsl(parsed.query, keep_blank_values=True):
        norm = key.lower().replace("_", "-")
        if norm not in _DSN_PARAMS:
            raise LiveError(f"--dsn {shown}: unknown parameter {key!r} (allowed: {', '.join(sorted(_DSN_PARAMS))})")
        parts.params[norm] = value
    return parts


def read_option_file(path: Path, _depth: int = 0) -> dict[str, str]:
    """The `[client]` settings of a MySQL option file (my.cnf syntax, `!include` and
    `!includedir` followed). Keys use dashes: ssl-ca, not ssl_ca."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise LiveError(f"option file {path}: cannot read: {exc.strerror or exc}") from None
    out: dict[str, str] = {}
    group: Optional[str] = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("!include") and _depth < 5:
            directive, _, target = line.partition(" ")
            target_path = Path(target.strip()).expanduser()
            if directive == "!include" and target_path.is_file():
                out.update(read_option_file(target_path, _depth + 1))
            elif directive == "!includedir" and target_path.is_dir():
                for inc in sorted(target_path.glob("*.cnf")):
                    out.update(read_option_file(inc, _depth + 1))
            continue
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1].strip().lower()
            continue
        if group not in _OPTION_GROUPS:
            continue
        key, sep, value = line.partition("=")
        key = key.strip().lower().replace("_", "-")
        value = value.strip()
        if sep and len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        elif sep:
            value = re.split(r"\s+#", value, maxsplit=1)[0].strip()
        out[key] = value if sep else ""
    return out


def resolve_options(
    dsn: str,
    *,
    schemas: Sequence[str] = (),
    exclude_schemas: Sequence[str] = (),
    password_prompt: bool = False,
    defaults_file: Optional[Path] = None,
    ssl_mode: Optional[str] = None,
    ssl_ca: Optional[str] = None,
    ssl_cert: Optional[str] = None,
    ssl_key: Optional[str] = None,
    connect_timeout: Optional[float] = None,
    read_timeout: Optional[float] = None,
    environ: Optional[dict[str, str]] = None,
    prompt: Callable[[str], str] = getpass.getpass,
) -> ConnectOptions:
    """DSN, then the option file's [client] group, then the environment — like the mysql
    client. The password: DSN > --password-prompt > option file > MYSQL_PWD."""
    env = os.environ if environ is None else environ
    parts = parse_dsn(dsn)
    if defaults_file is not None:
        if not defaults_file.expanduser().is_file():
            raise LiveError(f"--defaults-file {defaults_file}: no such file")
        opt = read_option_file(defaults_file.expanduser())
    else:
        home_cnf = Path(env.get("HOME") or Path.home()) / ".my.cnf"
        opt = read_option_file(home_cnf) if home_cnf.is_file() else {}
    p = parts.params
    o = ConnectOptions()
    o.host = parts.host or opt.get("host") or "localhost"
    try:
        o.port = int(parts.port or opt.get("port") or DEFAULT_PORT)
    except ValueError:
        raise LiveError(f"option file: port {opt.get('port')!r} is not a number") from None
    o.user = parts.user or opt.get("user") or env.get("USER") or env.get("LOGNAME") or None
    if parts.password is not None:
        o.password, o.password_source = parts.password, "dsn"
    elif password_prompt:
        try:
            o.password = prompt(f"Password for {o.user or ''}@{o.host}: ")
        except (EOFError, KeyboardInterrupt):
            raise LiveError("--password-prompt: no password entered") from None
        o.password_source = "prompt"
    elif "password" in opt:
        o.password, o.password_source = opt["password"], "option file"
    elif env.get("MYSQL_PWD") is not None:
        o.password, o.password_source = env["MYSQL_PWD"], "MYSQL_PWD"
    o.socket = p.get("socket") or (opt.get("socket") if not parts.host or parts.host == "localhost" else None)
    if o.socket and parts.host and parts.host != "localhost":
        o.socket = p.get("socket")
    o.databases = list(parts.databases)
    o.schemas = _patterns(schemas)
    o.exclude_schemas = _patterns(exclude_schemas)
    mode = ssl_mode or p.get("ssl-mode") or opt.get("ssl-mode")
    if mode is None and opt.get("ssl") in ("", "1", "ON", "on", "true", "TRUE"):
        mode = "REQUIRED"  # MariaDB's `ssl` in [client]
    o.ssl_ca = ssl_ca or p.get("ssl-ca") or opt.get("ssl-ca")
    o.ssl_cert = ssl_cert or p.get("ssl-cert") or opt.get("ssl-cert")
    o.ssl_key = ssl_key or p.get("ssl-key") or opt.get("ssl-key")
    o.ssl_mode = (mode or ("VERIFY_CA" if o.ssl_ca else "PREFERRED")).upper().replace("-", "_")
    if o.ssl_mode not in SSL_MODES:
        raise LiveError(f"--ssl-mode {mode!r}: choose one of {', '.join(SSL_MODES)}")
    if o.ssl_mode in ("VERIFY_CA", "VERIFY_IDENTITY") and not o.ssl_ca:
        raise LiveError(f"--ssl-mode {o.ssl_mode} needs --ssl-ca (the CA certificate that signed the server's)")
    for name, value in (("ssl-ca", o.ssl_ca), ("ssl-cert", o.ssl_cert), ("ssl-key", o.ssl_key)):
        if value and not Path(value).expanduser().is_file():
            raise LiveError(f"--{name} {value}: no such file")
    o.connect_timeout = _seconds(connect_timeout, p.get("connect-timeout"), DEFAULT_CONNECT_TIMEOUT, "connect-timeout")
    o.read_timeout = _seconds(read_timeout, p.get("read-timeout"), DEFAULT_READ_TIMEOUT, "read-timeout")
    return o


def _patterns(values: Sequence[str]) -> list[str]:
    return [p.strip() for v in values or () for p in v.split(",") if p.strip()]


def _seconds(flag: Optional[float], param: Optional[str], default: float, what: str) -> float:
    value: Any = flag if flag is not None else param
    if value is None:
        return default
    try:
        number = float(value)
    except ValueError:
        raise LiveError(f"--{what} {value!r}: expected seconds") from None
    if not number > 0:
        raise LiveError(f"--{what} {value!r}: must be more than 0 seconds")
    return number


# -- the read-only session ----------------------------------------------------------------------
_ALLOWED = re.compile(r"^\s*(SELECT|SHOW|SET\s+SESSION)\b", re.IGNORECASE)

# server error codes → what the user should know
_ACCESS_DENIED, _DB_ACCESS_DENIED, _UNKNOWN_DB = 1045, 1044, 1049
_PRIVILEGE_ERRORS = {1142, 1143, 1227, 1370, 1044, 1356}  # command/column/… denied, view invoker
_CONNECT_ERRORS = {2002, 2003, 2005}
_LOST = {2006, 2013}
_NO_TLS = 2026  # pymysql: TLS asked for, server does not offer it


class Session:
    """A pymysql connection that only reads. Use `rows()` / `one()`; nothing else is sent."""

    def __init__(self, conn: Any, options: ConnectOptions) -> None:
        self.conn = conn
        self.options = options
        self.version = ""
        self.flavor = "mysql"
        self.queries = 0

    def _check(self, sql: str) -> None:
        if not _ALLOWED.match(sql):
            raise LiveError(f"refusing to send a statement that is not SELECT, SHOW or SET SESSION: {sql[:40]!r}")

    def rows(self, sql: str, args: Any = None, batch: int = 2000) -> Iterator[tuple]:
        """Stream the result (unbuffered): memory stays flat however many rows come back."""
        import pymysql.cursors

        self._check(sql)
        self.queries += 1
        cur = self.conn.cursor(pymysql.cursors.SSCursor)
        try:
            _translate(lambda: cur.execute(sql, args), self.options)
            while True:
                chunk = _translate(lambda: cur.fetchmany(batch), self.options)
                if not chunk:
                    return
                yield from chunk
        finally:
            try:
                cur.close()
            except Exception:  # a broken connection: the error that matters was already raised
                pass

    def all(self, sql: str, args: Any = None) -> list[tuple]:
        return list(self.rows(sql, args))

    def one(self, sql: str, args: Any = None) -> Optional[tuple]:
        rows = self.all(sql, args)
        return rows[0] if rows else None

    def execute(self, sql: str) -> None:
        self._check(sql)
        self.queries += 1
        with self.conn.cursor() as cur:
            _translate(lambda: cur.execute(sql), self.options)

    def close(self) -> None:
        try:
            self.conn.close()
        except Exception:
            pass

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _scrub(message: str, options: ConnectOptions) -> str:
    pw = options.password
    if pw and len(pw) >= 3 and pw in message:
        message = message.replace(pw, "***")
    return message


def _translate(func: Callable[[], Any], options: ConnectOptions) -> Any:
    """Run a pymysql call; server errors become one-line LiveErrors (PrivilegeDenied for
    privilege errors, so a reader can turn those into notes)."""
    import pymysql

    try:
        return func()
    except pymysql.err.MySQLError as exc:
        code = exc.args[0] if exc.args and isinstance(exc.args[0], int) else None
        text = str(exc.args[1]) if len(exc.args) > 1 else str(exc)
        text = _scrub(text.strip(), options)
        if code in _PRIVILEGE_ERRORS:
            raise PrivilegeDenied(code, text) from None
        if code in _LOST:
            raise LiveError(f"lost the connection to {options.where} while reading ({text}); a read that takes "
                            f"longer than --read-timeout {options.read_timeout:g}s is cut off") from None
        raise LiveError(f"server error {code}: {text}" if code else f"server error: {text}") from None


class PrivilegeDenied(LiveError):
    def __init__(self, code: int, text: str) -> None:
        super().__init__(f"missing privilege (error {code}): {text}")
        self.code = code
        self.text = text


def _ssl_context(o: ConnectOptions) -> Optional[ssl.SSLContext]:
    if o.ssl_mode == "DISABLED":
        return None
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    verify = o.ssl_mode in ("VERIFY_CA", "VERIFY_IDENTITY")
    ctx.check_hostname = o.ssl_mode == "VERIFY_IDENTITY"
    ctx.verify_mode = ssl.CERT_REQUIRED if verify else ssl.CERT_NONE
    try:
        if o.ssl_ca and verify:
            ctx.load_verify_locations(cafile=str(Path(o.ssl_ca).expanduser()))
        if o.ssl_cert:
            ctx.load_cert_chain(str(Path(o.ssl_cert).expanduser()),
                                str(Path(o.ssl_key).expanduser()) if o.ssl_key else None)
    except (ssl.SSLError, OSError) as exc:
        raise LiveError(f"TLS: cannot load certificates: {exc}") from None
    return ctx


def connect(o: ConnectOptions) -> Session:
    """Open the session: TLS as asked, READ ONLY, fresh statistics on MySQL 8."""
    import pymysql

    kwargs: dict[str, Any] = dict(
        user=o.user or "", password=o.password or "", connect_timeout=o.connect_timeout,
        read_timeout=o.read_timeout, write_timeout=o.read_timeout, charset="utf8mb4", autocommit=True,
        client_flag=0,
    )
    if o.socket and o.host in ("localhost", ""):
        kwargs["unix_socket"] = o.socket
    else:
        kwargs.update(host=o.host, port=o.port)
    ctx = _ssl_context(o)
    if ctx is not None:
        kwargs["ssl"] = ctx
    elif o.ssl_mode == "DISABLED":
        kwargs["ssl_disabled"] = True  # (PyMySQL 1.2+ otherwise tries TLS whenever the server offers it)
    try:
        try:
            conn = pymysql.connect(**kwargs)
        except pymysql.err.OperationalError as exc:
            if not (o.ssl_mode == "PREFERRED" and exc.args and exc.args[0] == _NO_TLS):
                raise
            kwargs.pop("ssl")  # PREFERRED: the server offers no TLS, so connect without it
            conn = pymysql.connect(**kwargs)
    except pymysql.err.MySQLError as exc:
        raise _connect_error(exc, o) from None
    except ssl.SSLError as exc:
        raise LiveError(f"TLS handshake with {o.where} failed: {_scrub(str(exc), o)}") from None
    except (OSError, ValueError) as exc:
        raise LiveError(f"cannot connect to {o.where}: {_scrub(str(exc), o)}") from None
    finally:
        kwargs.pop("password", None)
    session = Session(conn, o)
    try:
        if o.ssl_mode not in ("DISABLED", "PREFERRED"):
            row = session.one("SHOW SESSION STATUS LIKE 'Ssl_cipher'")
            if not row or not row[1]:
                raise LiveError(f"--ssl-mode {o.ssl_mode}: {o.where} did not agree to TLS (the server has no "
                                "certificate configured); use --ssl-mode=PREFERRED to allow a plain connection")
        session.execute("SET SESSION TRANSACTION READ ONLY")
        session.execute("SET SESSION group_concat_max_len = 67108864")  # one table's columns in one string
        version, comment = session.one("SELECT VERSION(), @@version_comment") or ("", "")
        session.version = str(version)
        session.flavor = "mariadb" if "mariadb" in f"{version} {comment}".lower() else "mysql"
        if session.flavor == "mysql" and _version_tuple(session.version) >= (8, 0, 3):
            session.execute("SET SESSION information_schema_stats_expiry = 0")
    except BaseException:
        session.close()
        raise
    return session


def _version_tuple(version: str) -> tuple[int, ...]:
    nums = [int(n) for n in re.findall(r"\d+", version)[:3]]
    return tuple(nums + [0] * (3 - len(nums)))


def _connect_error(exc: Exception, o: ConnectOptions) -> LiveError:
    code = exc.args[0] if exc.args and isinstance(exc.args[0], int) else None
    text = _scrub(str(exc.args[1]) if len(exc.args) > 1 else str(exc), o)
    low = text.lower()
    if code == _ACCESS_DENIED:
        src = {"none": "no password given (DSN, --password-prompt, option file or MYSQL_PWD)"}.get(
            o.password_source, f"password from {o.password_source}")
        return LiveError(f"access denied for user {o.user!r} at {o.where}: wrong user or password ({src})")
    if code == _DB_ACCESS_DENIED:
        return LiveError(f"access denied at {o.where}: {text}")
    if code == _UNKNOWN_DB:
        return LiveError(f"{o.where}: {text}")
    if code == _NO_TLS:
        return LiveError(f"--ssl-mode {o.ssl_mode}: {o.where} does not offer TLS (no certificate configured on the "
                         "server); --ssl-mode=PREFERRED allows a plain connection")
    if code in _CONNECT_ERRORS or code is None:
        if "refused" in low:
            why = "connection refused (is the server running and listening on that port?)"
        elif "timed out" in low or "timeout" in low:
            why = f"no answer within --connect-timeout {o.connect_timeout:g}s (host unreachable or a firewall)"
        elif "name or service not known" in low or "nodename nor servname" in low or "getaddrinfo" in low \
                or "no address associated" in low or "temporary failure in name resolution" in low:
            why = "unknown host name"
        elif "no route" in low or "unreachable" in low:
            why = "host unreachable"
        elif "ssl" in low or "tls" in low or "certificate" in low:
            why = f"TLS failed: {text}"
        else:
            why = text
        return LiveError(f"cannot connect to {o.where}: {why}")
    return LiveError(f"cannot connect to {o.where}: error {code}: {text}")


@contextmanager
def open_session(o: ConnectOptions) -> Iterator[Session]:
    session = connect(o)
    try:
        yield session
    finally:
        session.close()


# -- progress ---------------------------------------------------------------------------------
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


# -- what to read -------------------------------------------------------------------------------
@dataclass
class Selection:
    databases: list[str] = field(default_factory=list)  # named in the DSN: must exist
    patterns: list[str] = field(default_factory=list)  # --schemas
    exclude: list[str] = field(default_factory=list)  # --exclude-schemas

    @classmethod
    def from_options(cls, o: ConnectOptions) -> "Selection":
        return cls(list(o.databases), list(o.schemas), list(o.exclude_schemas))

    def choose(self, available: Sequence[str]) -> list[str]:
        by_lower = {a.lower(): a for a in available}
        missing = [d for d in self.databases if d.lower() not in by_lower]
        if missing:
            raise LiveError(f"schema {', '.join(map(repr, missing))} does not exist or the user cannot see it "
                            "(it needs SELECT on it)")
        if self.databases or self.patterns:
            chosen = [by_lower[d.lower()] for d in self.databases]
            chosen += [a for a in available
                       if any(fnmatch.fnmatchcase(a.lower(), p.lower()) for p in self.patterns)
                       and a.lower() not in SYSTEM_SCHEMAS]
        else:
            chosen = [a for a in available if a.lower() not in SYSTEM_SCHEMAS]
        chosen = [c for c in chosen if not any(fnmatch.fnmatchcase(c.lower(), p.lower()) for p in self.exclude)]
        return list(dict.fromkeys(chosen))


@dataclass
class LiveRead:
    model: Model
    snapshot: StatsSnapshot
    notes: list[str]
    seconds: float = 0.0
    queries: int = 0


# -- reading --------------------------------------------------------------------------------------
_PROFILE_VARS = {
    "version": "version", "innodb_page_size": "page_size", "innodb_buffer_pool_size": "buffer_pool_size",
    "table_definition_cache": "table_definition_cache", "table_open_cache": "table_open_cache",
    "open_files_limit": "open_files_limit", "innodb_open_files": "innodb_open_files",
    "innodb_change_buffering": "change_buffering", "performance_schema": "performance_schema",
    "innodb_buffer_pool_instances": "buffer_pool_instances", "innodb_lru_scan_depth": "lru_scan_depth",
    "innodb_old_blocks_pct": "old_blocks_pct", "innodb_old_blocks_time": "old_blocks_time_ms",
    "innodb_change_buffer_max_size": "change_buffer_max_size",
}


def _in(names: Sequence[str]) -> tuple[str, list[str]]:
    return "(" + ",".join(["%s"] * len(names)) + ")", list(names)


def _chunks(items: Sequence[str], size: int = IN_CHUNK) -> Iterator[Sequence[str]]:
    for i in range(0, len(items), size):
        yield items[i:i + size]


US, RS, NUL = "\x1f", "\x1d", "\x1e"  # field and record separators, NULL marker of packed rows


def _pack(fields: Sequence[str]) -> str:
    """One string per record: the fields joined by US, NULL as NUL."""
    parts = ", ".join(f"IFNULL({f}, CHAR(30 USING utf8mb4))" for f in fields)
    return f"CONCAT_WS(CHAR(31 USING utf8mb4), {parts})"


def _text(value: Any) -> Optional[str]:
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("utf-8", "replace")
    return str(value)


_FILENAME_CHAR = re.compile(r"@([0-9a-fA-F]{4})")


def decode_filename(name: str) -> str:
    """InnoDB's internal names encode special characters as @XXXX (my-db → my@002ddb)."""
    return _FILENAME_CHAR.sub(lambda m: chr(int(m.group(1), 16)), name) if "@" in name else name


class _Reader:
    def __init__(self, session: Session, progress: Progress, tool: Optional[str]) -> None:
        self.s = session
        self.progress = progress
        self.notes: list[str] = []
        self.model = Model()
        self.snapshot = StatsSnapshot(taken_at=now_iso(), tool=tool)
        self.tables: dict[tuple[str, str], Table] = {}  # (schema lower, table lower)
        self._interned: dict = {}  # (what, key) → the first such list of columns or indexes (see interned)
        self.stats: dict[tuple[str, str], TableStatistics] = {}
        self.is_columns: dict[str, set[str]] = {}
        self.label = session.options.label

    # helpers
    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def optional(self, what: str, needs: str, func: Callable[[], Any]) -> Any:
        """Run a read that a SELECT+PROCESS user may not be allowed: a note instead of failing."""
        try:
            return func()
        except PrivilegeDenied as exc:
            self.note(f"{what} not read: {exc.text} ({needs})")
            return None

    def has(self, table: str, column: str) -> bool:
        return column.upper() in self.is_columns.get(table.upper(), set())

    def span(self, schema: str, table: str) -> Span:
        return Span(f"{self.label}/{schema}.{table}", 1, 1, 1, 1)

    # steps
    def profile(self) -> None:
        s = self.s
        server = self.snapshot.server
        server.flavor, server.version = s.flavor, s.version
        names = list(_PROFILE_VARS)
        ph, args = _in(names)
        for name, value in s.all(f"SHOW GLOBAL VARIABLES WHERE Variable_name IN {ph}", args):
            attr = _PROFILE_VARS.get(str(name).lower())
            if attr is None:
                continue
            value = str(value)
            if attr == "version":
                server.version = value
            elif attr == "change_buffering":
                server.change_buffering = value.lower()
            elif attr == "performance_schema":
                server.performance_schema = value.upper() in ("ON", "1")
            else:
                try:
                    setattr(server, attr, int(value))
                except ValueError:
                    pass
        row = s.one("SHOW GLOBAL STATUS WHERE Variable_name = 'Uptime'")
        if row:
            try:
                server.uptime_seconds = int(row[1])
            except ValueError:
                pass
        for table, column in s.rows(
                "SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = "
                "'information_schema' AND TABLE_NAME IN ('TABLES', 'COLUMNS', 'STATISTICS', 'PARTITIONS')"):
            self.is_columns.setdefault(str(table).upper(), set()).add(str(column).upper())

    def schemas(self, selection: Selection) -> list[str]:
        rows = self.s.all("SELECT SCHEMA_NAME, DEFAULT_CHARACTER_SET_NAME, DEFAULT_COLLATION_NAME "
                          "FROM information_schema.SCHEMATA")
        chosen = selection.choose([r[0] for r in rows])
        if not chosen:
            visible = [r[0] for r in rows if r[0].lower() not in SYSTEM_SCHEMAS]
            if not visible:
                raise LiveError(f"user {self.s.options.user!r} cannot see any schema at {self.s.options.where}: "
                                "it needs SELECT on the schemas to read (GRANT SELECT, PROCESS ON *.* TO …)")
            raise LiveError("no schema matches --schemas / --exclude-schemas (visible: "
                            + ", ".join(visible[:10]) + (", …" if len(visible) > 10 else "") + ")")
        info = {r[0]: r for r in rows}
        for name in chosen:
            _, cs, coll = info[name]
            schema = self.model.ensure_schema(name)
            schema.charset = charsets.normalize(cs)
            schema.collation = charsets.normalize_collation(coll)
        return chosen

    # information_schema rows come back packed: one string per table (GROUP_CONCAT of
    # CONCAT_WS), split here. It saves most of the client's work (pymysql decodes every field
    # in Python) and of the bytes on the wire. A record that does not split into its fields —
    # a comment or default holding a control character — is read again unpacked.
    def packed_rows(self, source: str, fields: Sequence[str], key: Sequence[str], where: str, args: list,
                    group: bool = True) -> Iterator[tuple[tuple[str, ...], list[list[Optional[str]]]]]:
        """(key values, [record fields …]) per group; NULL is None, every value a str."""
        expr = _pack(fields)
        cols = ", ".join(key)
        if group:
            sql = (f"SELECT {cols}, GROUP_CONCAT({expr} SEPARATOR '{RS}') FROM {source} WHERE {where} "
                   f"GROUP BY {cols}")
        else:
            sql = f"SELECT {cols}, {expr} FROM {source} WHERE {where}"
        n = len(fields)
        for row in self.s.rows(sql, args):
            k = tuple(intern(_text(v)) for v in row[:-1])
            text = _text(row[-1]) or ""
            records = [r.split(US) for r in text.split(RS)] if group else [text.split(US)]
            if any(len(r) != n for r in records):
                records = self.unpacked(source, fields, key, k)
            # names repeat across tables and schemas (id, created_at, PRIMARY, t001): share them
            yield k, [[None if v == NUL else intern(v) for v in r] for r in records]

    def unpacked(self, source: str, fields: Sequence[str], key: Sequence[str], values: tuple) -> list[list]:
        where = " AND ".join(f"{c} = %s" for c in key)
        rows = self.s.all(f"SELECT {', '.join(fields)} FROM {source} WHERE {where}", list(values))
        return [[NUL if v is None else _text(v) for v in r] for r in rows]

    def tables_step(self, schemas: list[str], everything: bool) -> None:
        self.progress.step("information_schema.TABLES", None)
        fields = ["TABLE_TYPE", "ENGINE", "ROW_FORMAT", "TABLE_ROWS", "AVG_ROW_LENGTH", "DATA_LENGTH",
                  "INDEX_LENGTH", "DATA_FREE", "AUTO_INCREMENT", "CREATE_TIME", "UPDATE_TIME", "TABLE_COLLATION",
                  "CREATE_OPTIONS", "TABLE_COMMENT", "TEMPORARY" if self.has("TABLES", "TEMPORARY") else "NULL"]
        for chunk in _chunks(schemas):
            ph, args = _in(chunk)
            for (schema, name), [rec] in self.packed_rows("information_schema.TABLES", fields,
                                                          ("TABLE_SCHEMA", "TABLE_NAME"), f"TABLE_SCHEMA IN {ph}",
                                                          args, group=False):
                self.progress.advance()
                (ttype, engine, row_format, rows, avg, data, index, free, auto_inc, created, updated, collation,
                 options, comment, temporary) = rec
                if ttype not in ("BASE TABLE", "SYSTEM VERSIONED") or temporary == "Y":
                    continue
                # the AUTO_INCREMENT counter is a statistic (TableStatistics.auto_increment, SL110), not
                # schema: a DDL's AUTO_INCREMENT= start value is something else (SL026 reads that)
                opts = TableOptions(engine=engine, row_format=row_format.upper() if row_format else None,
                                    comment=comment or None)
                opts.collation, opts.charset = _collation(collation)
                create_options = (options or "").lower()
                m = re.search(r"key_block_size=(\d+)", create_options)
                if m:
                    opts.key_block_size = int(m.group(1))
                span = self.span(schema, name)
                table = Table(name=name, schema=schema, options=opts, span=span, changed_span=span)
                self.model.ensure_schema(schema).tables[name.lower()] = table
                key = (schema.lower(), name.lower())
                self.tables[key] = table
                st = TableStatistics(
                    schema=schema, name=name, engine=engine, row_format=opts.row_format,
                    rows=_int(rows), avg_row_length=_int(avg), data_length=_int(data), index_length=_int(index),
                    data_free=_int(free), auto_increment=_int(auto_inc), create_time=_iso(created),
                    update_time=_iso(updated), partitions=1 if "partitioned" in create_options else None,
                )
                self.stats[key] = st
                self.snapshot.add(st)
        if everything:
            self.snapshot.server.tables_on_server = len(self.tables)

    def interned(self, what: str, parts: list, table: Table) -> list:
        """The list of an earlier table with equal columns (indexes) instead of `parts`: a
        fleet of tenant schemas is held once per distinct definition while it is read."""
        key = (what, columns_key(parts) if what == "columns" else indexes_key(parts))
        table.shared = True  # build.py copies shared parts before changing them
        return self._interned.setdefault(key, parts)

    def columns_step(self, schemas: list[str]) -> None:
        self.progress.step("information_schema.COLUMNS", len(self.tables))
        fields = ["COLUMN_NAME", "ORDINAL_POSITION", "COLUMN_DEFAULT", "IS_NULLABLE", "DATA_TYPE", "COLUMN_TYPE",
                  "DATETIME_PRECISION", "CHARACTER_SET_NAME", "COLLATION_NAME", "EXTRA", "COLUMN_COMMENT",
                  "GENERATION_EXPRESSION" if self.has("COLUMNS", "GENERATION_EXPRESSION") else "NULL"]
        mariadb = self.s.flavor == "mariadb"
        for chunk in _chunks(schemas):
            ph, args = _in(chunk)
            for (schema, name), records in self.packed_rows("information_schema.COLUMNS", fields,
                                                            ("TABLE_SCHEMA", "TABLE_NAME"),
                                                            f"TABLE_SCHEMA IN {ph}", args):
                self.progress.advance()
                table = self.tables.get((schema.lower(), name.lower()))
                if table is None:
                    continue  # a view, or a table created after TABLES was read
                cols = sorted(((int(r[1]), column_from_row((schema, name, *r), mariadb)) for r in records),
                              key=lambda c: c[0])
                table.columns = self.interned("columns", [c for _, c in cols], table)

    def statistics_step(self, schemas: list[str]) -> None:
        self.progress.step("information_schema.STATISTICS", len(self.tables))
        if self.has("STATISTICS", "IS_VISIBLE"):
            visible = "IS_VISIBLE"
        elif self.has("STATISTICS", "IGNORED"):
            visible = "IF(IGNORED = 'YES', 'NO', 'YES')"
        else:
            visible = "'YES'"
        fields = ["INDEX_NAME", "NON_UNIQUE", "SEQ_IN_INDEX", "COLUMN_NAME", "COLLATION", "SUB_PART", "INDEX_TYPE",
                  "INDEX_COMMENT", "EXPRESSION" if self.has("STATISTICS", "EXPRESSION") else "NULL", visible]
        for chunk in _chunks(schemas):
            ph, args = _in(chunk)
            for (schema, tname), records in self.packed_rows("information_schema.STATISTICS", fields,
                                                             ("TABLE_SCHEMA", "TABLE_NAME"),
                                                             f"TABLE_SCHEMA IN {ph}", args):
                self.progress.advance()
                table = self.tables.get((schema.lower(), tname.lower()))
                if table is not None:
                    table.indexes = self.interned("indexes", indexes_from_records(records, table), table)

    def foreign_keys_step(self, schemas: list[str]) -> None:
        self.progress.step("foreign keys", None)
        if self.s.flavor == "mariadb" and self._foreign_keys_innodb(schemas):
            return
        fks: dict[tuple[str, str, str], ForeignKey] = {}
        rc_sql = ("SELECT CONSTRAINT_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, UNIQUE_CONSTRAINT_SCHEMA, "
                  "REFERENCED_TABLE_NAME, UPDATE_RULE, DELETE_RULE FROM information_schema.REFERENTIAL_CONSTRAINTS "
                  "WHERE CONSTRAINT_SCHEMA IN ")
        with_fk: dict[str, set[str]] = {}
        for chunk in _chunks(schemas):
            ph, args = _in(chunk)
            for schema, tname, cname, ref_schema, ref_table, upd, dele in self.s.rows(rc_sql + ph, args):
                key = (schema.lower(), tname.lower())
                if key not in self.tables:
                    continue
                fks[(key[0], key[1], cname)] = ForeignKey(
                    name=cname, columns=[], ref_table=ref_table, ref_columns=[], ref_schema=ref_schema,
                    on_delete=dele, on_update=upd, span=self.tables[key].span)
                with_fk.setdefault(schema, set()).add(tname)
        kcu_sql = ("SELECT TABLE_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, REFERENCED_COLUMN_NAME, "
                   "ORDINAL_POSITION FROM information_schema.KEY_COLUMN_USAGE WHERE REFERENCED_TABLE_NAME IS NOT NULL "
                   "AND TABLE_SCHEMA = %s AND TABLE_NAME IN ")
        cols: dict[tuple[str, str, str], list[tuple[int, str, str]]] = {}
        for schema, names in with_fk.items():
            for chunk in _chunks(sorted(names)):
                ph, args = _in(chunk)
                for sch, tname, cname, col, ref_col, pos in self.s.rows(kcu_sql + ph, [schema, *args]):
                    cols.setdefault((sch.lower(), tname.lower(), cname), []).append((int(pos), col, ref_col))
        self._attach_fks(fks, cols)

    def _foreign_keys_innodb(self, schemas: list[str]) -> bool:
        """MariaDB: InnoDB's own foreign-key tables (PROCESS privilege) — no table is opened."""
        try:
            heads = self.s.all("SELECT ID, FOR_NAME, REF_NAME, TYPE FROM information_schema.INNODB_SYS_FOREIGN")
            cols_rows = self.s.all("SELECT ID, FOR_COL_NAME, REF_COL_NAME, POS FROM "
                                   "information_schema.INNODB_SYS_FOREIGN_COLS")
        except LiveError:
            return False  # no PROCESS privilege, or a server without these tables: information_schema
        chosen = {s.lower() for s in schemas}
        fks: dict[tuple[str, str, str], ForeignKey] = {}
        ids: dict[str, tuple[str, str, str]] = {}
        for fid, for_name, ref_name, ftype in heads:
            schema, _, tname = decode_filename(str(for_name)).partition("/")
            ref_schema, _, ref_table = decode_filename(str(ref_name)).partition("/")
            key = (schema.lower(), tname.lower())
            if schema.lower() not in chosen or key not in self.tables:
                continue
            cname = str(fid).split("/", 1)[-1]
            t = int(ftype or 0)
            on_delete = "CASCADE" if t & 1 else "SET NULL" if t & 2 else "NO ACTION" if t & 16 else "RESTRICT"
            on_update = "CASCADE" if t & 4 else "SET NULL" if t & 8 else "NO ACTION" if t & 32 else "RESTRICT"
            fks[(key[0], key[1], cname)] = ForeignKey(
                name=cname, columns=[], ref_table=ref_table, ref_columns=[], ref_schema=ref_schema,
                on_delete=on_delete, on_update=on_update, span=self.tables[key].span)
            ids[str(fid)] = (key[0], key[1], cname)
        cols: dict[tuple[str, str, str], list[tuple[int, str, str]]] = {}
        for fid, for_col, ref_col, pos in cols_rows:
            k = ids.get(str(fid))
            if k is not None:
                cols.setdefault(k, []).append((int(pos), str(for_col), str(ref_col)))
        self._attach_fks(fks, cols)
        return True

    def _attach_fks(self, fks: dict, cols: dict) -> None:
        for (schema, tname, cname), fk in fks.items():
            parts = sorted(cols.get((schema, tname, cname), []))
            fk.columns = [c for _, c, _ in parts]
            fk.ref_columns = [r for _, _, r in parts]
            self.tables[(schema, tname)].foreign_keys.append(fk)

    def partitions_step(self) -> None:
        """Only the tables TABLES marked `partitioned`, per schema (MariaDB opens a table to
        list its partitions, so a server-wide query would open every table)."""
        by_schema: dict[str, list[str]] = {}
        for (schema_l, _), st in self.stats.items():
            if st.partitions:
                by_schema.setdefault(st.schema, []).append(st.name)
        if not by_schema:
            return
        self.progress.step("information_schema.PARTITIONS", None)
        sql = ("SELECT TABLE_SCHEMA, TABLE_NAME, PARTITION_NAME, SUBPARTITION_NAME, PARTITION_ORDINAL_POSITION, "
               "PARTITION_METHOD, SUBPARTITION_METHOD, PARTITION_EXPRESSION, PARTITION_DESCRIPTION "
               "FROM information_schema.PARTITIONS WHERE TABLE_SCHEMA = %s AND TABLE_NAME IN ")
        rows_by_table: dict[tuple[str, str], list[tuple]] = {}
        for schema, names in by_schema.items():
            for chunk in _chunks(names):
                ph, args = _in(chunk)
                for row in self.s.rows(sql + ph, [schema, *args]):
                    if row[2] is not None:
                        rows_by_table.setdefault((row[0].lower(), row[1].lower()), []).append(row)
        for key, rows in rows_by_table.items():
            table = self.tables.get(key)
            if table is None:
                continue
            table.partitioning = partitioning_from_rows(rows, table)
            self.stats[key].partitions = table.partitioning.partition_count

    def json_columns_step(self) -> None:
        """MariaDB stores JSON as LONGTEXT with a json_valid() CHECK: find those CHECKs, only
        for tables that have a LONGTEXT … _bin column (CHECK_CONSTRAINTS opens each table)."""
        if self.s.flavor != "mariadb":
            return
        by_schema: dict[str, list[str]] = {}
        for table in self.tables.values():
            if any(c.data_type == "LONGTEXT" and (c.collation or "").endswith("_bin") for c in table.columns):
                by_schema.setdefault(table.schema, []).append(table.name)
        if not by_schema:
            return
        sql = ("SELECT CONSTRAINT_SCHEMA, TABLE_NAME, CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS "
               "WHERE CONSTRAINT_SCHEMA = %s AND TABLE_NAME IN ")
        for schema, names in by_schema.items():
            for chunk in _chunks(names):
                ph, args = _in(chunk)
                rows = self.optional("JSON column types", "SELECT on the table", lambda: self.s.all(sql + ph, [schema, *args]))
                for sch, tname, clause in rows or ():
                    m = re.fullmatch(r"\s*json_valid\(\s*`((?:[^`]|``)+)`\s*\)\s*", str(clause or ""), re.IGNORECASE)
                    table = self.tables.get((sch.lower(), tname.lower()))
                    col = table.column(m.group(1).replace("``", "`")) if m and table else None
                    if col is not None and col.data_type == "LONGTEXT":
                        col.data_type, col.charset, col.collation = "JSON", None, None

    def index_stats_step(self, schemas: list[str]) -> None:
        self.progress.step("mysql.innodb_index_stats", None)
        fields = ["index_name", "stat_name", "stat_value"]

        def read() -> bool:
            for chunk in _chunks(schemas):
                ph, args = _in(chunk)
                for (db, tname), records in self.packed_rows(
                        "mysql.innodb_index_stats", fields, ("database_name", "table_name"),
                        f"stat_name IN ('size', 'n_leaf_pages') AND database_name IN {ph}", args):
                    self.progress.advance()
                    tname = decode_filename(tname)
                    base = re.split(r"#[pP]#", tname, maxsplit=1)[0] if "#" in tname else tname
                    st = self.stats.get((decode_filename(db).lower(), base.lower()))
                    if st is None:
                        continue
                    for iname, stat, value in records:
                        ist = st.indexes.get(iname.lower())
                        if ist is None:
                            ist = st.indexes[iname.lower()] = IndexStatistics(name=iname)
                        if stat == "size":
                            ist.size = (ist.size or 0) + int(value)
                        else:
                            ist.n_leaf_pages = (ist.n_leaf_pages or 0) + int(value)
            return True

        if self.optional("per-index pages (mysql.innodb_index_stats)",
                         "GRANT SELECT ON mysql.innodb_index_stats TO the user", read) is None:
            return
        for key, table in self.tables.items():  # names as declared
            st = self.stats[key]
            for index in table.indexes:
                ist = st.indexes.get(index.name.lower())
                if ist is not None:
                    ist.name = index.name

    def performance_schema_step(self, schemas: list[str]) -> None:
        server = self.snapshot.server
        if not server.performance_schema:
            self.note("performance_schema is OFF: no index usage (SL111) and no statement digests (SL401); "
                      "they need performance_schema=ON at server start")
            return
        self.progress.step("performance_schema", None)
        sql = ("SELECT OBJECT_SCHEMA, OBJECT_NAME, INDEX_NAME, COUNT_STAR, COUNT_READ FROM "
               "performance_schema.table_io_waits_summary_by_index_usage WHERE OBJECT_TYPE = 'TABLE' "
               "AND OBJECT_SCHEMA IN ")

        def usage() -> bool:
            for chunk in _chunks(schemas):
                ph, args = _in(chunk)
                for schema, tname, iname, count, reads in self.s.rows(sql + ph, args):
                    st = self.stats.get((schema.lower(), tname.lower()))
                    if st is None:
                        continue
                    st.table_io_count = (st.table_io_count or 0) + int(count or 0)
                    if iname is None:
                        continue
                    ist = st.indexes.get(iname.lower())
                    if ist is None:
                        ist = st.indexes[iname.lower()] = IndexStatistics(name=iname)
                    ist.io_count, ist.io_reads = int(count or 0), int(reads or 0)
            return True

        if self.optional("index usage (performance_schema)", "GRANT SELECT ON performance_schema.* TO the user",
                         usage):
            server.index_usage = True
        chosen = {s.lower() for s in schemas}
        digest_sql = ("SELECT SCHEMA_NAME, DIGEST, DIGEST_TEXT, COUNT_STAR, SUM_TIMER_WAIT, SUM_ROWS_EXAMINED, "
                      "SUM_ROWS_SENT FROM performance_schema.events_statements_summary_by_digest WHERE "
                      "DIGEST_TEXT LIKE 'SELECT%%' ORDER BY SUM_TIMER_WAIT DESC LIMIT " + str(MAX_DIGESTS))

        def digests() -> bool:
            for schema, digest, text, count, wait, examined, sent in self.s.rows(digest_sql):
                if not digest or not text or (schema and schema.lower() not in chosen):
                    continue
                self.snapshot.digests.append(Digest(
                    digest=str(digest), text=str(text), schema=schema, count=int(count or 0),
                    sum_timer_wait_ps=_int(wait), sum_rows_examined=_int(examined), sum_rows_sent=_int(sent)))
            return True

        self.optional("statement digests (performance_schema)", "GRANT SELECT ON performance_schema.* TO the user",
                      digests)

    def finish(self) -> None:
        for (schema, name), table in self.tables.items():
            p = table.partitioning
            if p is not None and p.method == "KEY" and not p.columns:
                p.columns = list(table.clustered_index().columns)


def read_server(session: Session, selection: Selection, progress: Optional[Progress] = None,
                tool: Optional[str] = None) -> LiveRead:
    """Every selected schema's tables → Model, and the server's statistics → StatsSnapshot."""
    started = time.perf_counter()
    progress = progress or Progress(False)
    r = _Reader(session, progress, tool)
    r.profile()
    schemas = r.schemas(selection)
    r.tables_step(schemas, everything=not (selection.databases or selection.patterns or selection.exclude))
    total = len(r.tables)
    r.columns_step(schemas)
    r.statistics_step(schemas)
    r.foreign_keys_step(schemas)
    r.partitions_step()
    r.json_columns_step()
    r.index_stats_step(schemas)
    r.performance_schema_step(schemas)
    r.finish()
    server = r.snapshot.server
    if server.table_definition_cache and total > server.table_definition_cache:
        r.note(f"{total:,} tables read but table_definition_cache = {server.table_definition_cache:,}: each "
               "information_schema query reopened them (≈0.5 ms per table per query)")
    r.snapshot.notes = list(r.notes)
    return LiveRead(model=r.model, snapshot=r.snapshot, notes=r.notes,
                    seconds=time.perf_counter() - started, queries=session.queries)


def read_live_input(options: ConnectOptions, tool: Optional[str] = None,
                    progress: Optional[bool] = None) -> ServerInput:
    """Connect, read everything selected, disconnect: the model and statistics as a
    `stats.ServerInput` for the pipeline (source "live")."""
    with open_session(options) as session, Progress(progress) as bar:
        read = read_server(session, Selection.from_options(options), bar, tool)
    return ServerInput(snapshot=read.snapshot, source=LIVE, label=options.label, model=read.model,
                       notes=list(read.notes))


# -- row → model --------------------------------------------------------------------------------
_TYPE_RE = re.compile(r"^\s*([a-z0-9_ ]+?)\s*(\(|$|\s)", re.IGNORECASE)
_LENGTH_TYPES = {"CHAR", "VARCHAR", "BINARY", "VARBINARY", "BIT"}
_INT_TYPES = {"TINYINT", "SMALLINT", "MEDIUMINT", "INT", "BIGINT", "YEAR"}


@lru_cache(maxsize=4096)
def _charset(name: Optional[str]) -> Optional[str]:
    return charsets.normalize(name) if name else None


@lru_cache(maxsize=4096)
def _collation(name: Optional[str]) -> tuple[Optional[str], Optional[str]]:
    """(normalized collation, its charset)."""
    coll = charsets.normalize_collation(name) if name else None
    return coll, charsets.charset_of_collation(coll) if coll else None


@lru_cache(maxsize=8192)
def _type_info(column_type: str) -> tuple[str, tuple[str, ...], str]:
    name, args, rest = split_type(column_type)
    return name, tuple(args), rest


def split_type(column_type: str) -> tuple[str, list[str], str]:
    """`decimal(10,2) unsigned zerofill` → ("DECIMAL", ["10", "2"], "unsigned zerofill");
    `enum('a','b''c')` → ("ENUM", ["'a'", "'b''c'"], "")."""
    text = column_type.strip()
    paren = text.find("(")
    space = text.find(" ")
    if paren == -1 or (space != -1 and space < paren):
        name, _, rest = text.partition(" ")
        return name.upper(), [], rest.strip().lower()
    name = text[:paren].strip().upper()
    args: list[str] = []
    buf: list[str] = []
    i, quote = paren + 1, None
    while i < len(text):
        ch = text[i]
        if quote:
            buf.append(ch)
            if ch == quote:
                if i + 1 < len(text) and text[i + 1] == quote:
                    buf.append(quote)
                    i += 1
                else:
                    quote = None
        elif ch in "'\"":
            quote = ch
            buf.append(ch)
        elif ch == ",":
            args.append("".join(buf).strip())
            buf = []
        elif ch == ")":
            args.append("".join(buf).strip())
            return name, [a for a in args if a != ""], text[i + 1:].strip().lower()
        else:
            buf.append(ch)
        i += 1
    return name, args, ""


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        q = value[0]
        return value[1:-1].replace(q + q, q).replace("\\\\", "\\")
    return value


def column_from_row(row: tuple, mariadb: bool) -> Column:
    """One information_schema.COLUMNS row (as selected in columns_step) → Column."""
    (_, _, name, _, default, nullable, data_type, column_type, dt_precision, charset, collation, extra, comment,
     generation) = row
    type_name, args, rest = _type_info(str(column_type))
    if not type_name:
        type_name = str(data_type).upper()
    col = Column(name=name, data_type=type_name, nullable=str(nullable).upper() == "YES")
    col.unsigned = "unsigned" in rest
    col.zerofill = "zerofill" in rest
    nums = [int(a) for a in args if a.isdigit()]
    if type_name in ("ENUM", "SET"):
        col.values = tuple(_unquote(a) for a in args)
    elif type_name in ("DECIMAL", "NUMERIC"):
        col.data_type = "DECIMAL"
        col.precision = nums[0] if nums else 10
        col.scale = nums[1] if len(nums) > 1 else 0
    elif type_name in ("FLOAT", "DOUBLE", "REAL", "DOUBLE PRECISION"):
        col.data_type = "DOUBLE" if type_name != "FLOAT" else "FLOAT"
        if len(nums) == 2:
            col.precision, col.scale = nums
    elif type_name in ("DATETIME", "TIMESTAMP", "TIME"):
        col.fsp = int(dt_precision) if dt_precision is not None else (nums[0] if nums else 0)
    elif type_name in _LENGTH_TYPES:
        col.length = nums[0] if nums else 1
    elif type_name in _INT_TYPES:
        col.display_width = nums[0] if nums else None
    elif type_name == "JSON":
        pass
    if col.data_type in ("CHAR", "VARCHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET"):
        col.collation, of_collation = _collation(collation)
        col.charset = _charset(charset) or of_collation
    extra_l = str(extra or "").lower()
    col.auto_increment = "auto_increment" in extra_l
    if "generated" in extra_l and generation:
        col.generated = str(generation)
        col.generated_stored = "stored" in extra_l or "persistent" in extra_l
    m = re.search(r"on update (\S+)", extra_l)
    if m:
        col.on_update = m.group(1).upper()
    col.comment = comment or None
    col.default = _default_sql(default, col, extra_l, mariadb)
    return col


def _default_sql(default: Any, col: Column, extra: str, mariadb: bool) -> Optional[str]:
    """COLUMN_DEFAULT as the SQL text of a DEFAULT clause. MariaDB (10.2.7+) already gives
    SQL (`'x'`, `NULL`, `current_timestamp()`); MySQL gives the bare value."""
    if default is None or col.generated:
        return None
    text = str(default)
    if mariadb:
        return None if text == "NULL" else text
    if "default_generated" in extra or col.data_type in ("BIT",):
        return text
    if col.is_string or col.data_type in ("DATE", "DATETIME", "TIMESTAMP", "TIME", "YEAR", "BINARY", "VARBINARY"):
        return "'" + text.replace("'", "''") + "'"
    return text


def indexes_from_records(records: list[list[Optional[str]]], table: Table) -> list[Index]:
    """information_schema.STATISTICS records of one table (as packed in statistics_step):
    INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME, COLLATION, SUB_PART, INDEX_TYPE,
    INDEX_COMMENT, EXPRESSION, visible."""
    found: dict[str, tuple[Index, list[tuple[int, IndexPart]]]] = {}
    for iname, non_unique, seq, column, collation, sub_part, itype, comment, expression, vis in records:
        entry = found.get(iname)
        if entry is None:
            itype = (itype or "").upper()
            kind = (PRIMARY if iname == "PRIMARY" else FULLTEXT if itype == "FULLTEXT"
                    else SPATIAL if itype == "SPATIAL" else UNIQUE if int(non_unique) == 0 else INDEX)
            index = Index(name=iname, kind=kind, parts=[], visible=str(vis).upper() != "NO",
                          using="HASH" if itype == "HASH" else None, comment=comment or None, span=table.span)
            entry = found[iname] = (index, [])
        index, parts = entry
        prefix = int(sub_part) if sub_part is not None and index.kind != SPATIAL else None
        if column is None and expression:
            cols = re.findall(r"`((?:[^`]|``)+)`", expression)
            part = IndexPart(cols[0].replace("``", "`") if cols else expression, descending=collation == "D",
                             expression=expression)
        else:
            part = IndexPart(column, prefix=prefix, descending=collation == "D")
        parts.append((int(seq), part))
    indexes = []
    for index, parts in found.values():
        parts.sort(key=lambda p: p[0])
        index.parts = [p for _, p in parts]
        indexes.append(index)
    indexes.sort(key=lambda i: not i.is_primary)
    for index in indexes:  # PRIMARY KEY columns are NOT NULL
        if index.is_primary:
            for part in index.parts:
                col = table.column(part.column)
                if col is not None:
                    col.nullable = False
    return indexes


def _split_values(text: str) -> list[str]:
    """`1,'a,b',MAXVALUE` → ["1", "'a,b'", "MAXVALUE"] (commas inside quotes kept)."""
    out, buf, quote = [], [], None
    for ch in text:
        if quote:
            buf.append(ch)
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
            buf.append(ch)
        elif ch == ",":
            out.append("".join(buf).strip())
            buf = []
        else:
            buf.append(ch)
    if buf or out:
        out.append("".join(buf).strip())
    return out


def _identifiers(text: str) -> list[str]:
    names = re.findall(r"`((?:[^`]|``)+)`", text)
    if names:
        return [n.replace("``", "`") for n in names]
    return [t.strip() for t in text.split(",") if t.strip()]


def _expression(text: str) -> tuple[Optional[str], list[str]]:
    """A partition expression as sqlglot writes it (the form the DDL model holds), and its columns."""
    try:
        from sqlglot import exp

        from .parse import dialect

        node = dialect().parse(f"SELECT {text}")[0].expressions[0]
        for ident in node.find_all(exp.Identifier):  # `created` → created, as most DDL writes it
            if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$]*", ident.name):
                ident.set("quoted", False)
        return node.sql(dialect="mysql"), [c.name for c in node.find_all(exp.Column)]
    except Exception:
        return text, _identifiers(text)


def partitioning_from_rows(rows: list[tuple], table: Table) -> Partitioning:
    """information_schema.PARTITIONS rows of one table (as selected in partitions_step)."""
    rows = sorted(rows, key=lambda r: (int(r[4] or 0), r[3] or ""))
    first = rows[0]
    method = str(first[5] or "").upper()
    linear = method.startswith("LINEAR ")
    method = method.removeprefix("LINEAR ").strip()
    raw_expr = str(first[7] or "")
    if method in ("KEY", "RANGE COLUMNS", "LIST COLUMNS"):
        expression, columns = None, _identifiers(raw_expr)
    else:
        expression, columns = _expression(raw_expr)
    parts: list[PartitionDef] = []
    subs: dict[str, int] = {}
    for row in rows:
        pname, sub = row[2], row[3]
        if sub is not None:
            subs[pname] = subs.get(pname, 0) + 1
        if any(p.name == pname for p in parts):
            continue
        desc = row[8]
        if method.startswith("RANGE"):
            values = "LESS THAN MAXVALUE" if str(desc).upper() == "MAXVALUE" else \
                f"LESS THAN ({', '.join(_split_values(str(desc)))})"
        elif method.startswith("LIST"):
            values = f"IN ({', '.join(_split_values(str(desc)))})"
        else:
            values = None
        parts.append(PartitionDef(pname, values, span=table.span))
    sub_method = str(first[6]).upper().removeprefix("LINEAR ").strip() if first[6] else None
    count = len(parts) if method in ("HASH", "KEY") else None
    return Partitioning(method=method, linear=linear, expression=expression, columns=columns,
                        partitions=parts, count=count, subpartition_method=sub_method,
                        subpartition_count=max(subs.values()) if subs else None, span=table.span)


def _int(value: Any) -> Optional[int]:
    if value is None:
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _iso(value: Any) -> Optional[str]:
    if value is None:
        return None
    if isinstance(value, datetime):
        return value.replace(microsecond=0).isoformat()
    return str(value).replace(" ", "T", 1)
