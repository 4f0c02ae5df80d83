"""The read-only session: TLS as asked, `SET SESSION TRANSACTION READ ONLY`, and a `Session`
that refuses to send anything but SELECT, SHOW and SET SESSION. Server errors become one-line
messages with the password scrubbed (PrivilegeDenied for what a reader may turn into a note)."""

from __future__ import annotations

import re
import ssl
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

from .errors import LiveError, PrivilegeDenied
from .options import ConnectOptions

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
