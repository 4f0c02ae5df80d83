"""Connection options, like the mysql client's: the DSN, then the option file's [client]
group, then the environment. The password is never printed (not in messages, not in `repr`)."""

from __future__ import annotations

import getpass
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional, Sequence
from urllib.parse import parse_qsl, unquote, urlparse

from .errors import LiveError

SSL_MODES = ("DISABLED", "PREFERRED", "REQUIRED", "VERIFY_CA", "VERIFY_IDENTITY")
DEFAULT_PORT = 3306
DEFAULT_CONNECT_TIMEOUT = 10.0
DEFAULT_READ_TIMEOUT = 600.0  # one information_schema query over 10^5 tables may take a minute
_DSN_PARAMS = {"socket", "ssl-mode", "ssl-ca", "ssl-cert", "ssl-key", "connect-timeout", "read-timeout"}
_OPTION_GROUPS = ("client", "client-server", "client-mariadb")


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

