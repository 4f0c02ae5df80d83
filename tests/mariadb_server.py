"""A private, throw-away MariaDB server for live tests and benchmarks.

`MariaDBServer` initialises a temporary datadir, starts `mariadbd` on its own socket and a
free TCP port on 127.0.0.1, and removes everything again on `stop()`. `ExternalServer`
wraps an already running server given as a DSN, with the same attributes, so tests can
run against either.
"""

from __future__ import annotations

import getpass
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional, Sequence
from urllib.parse import unquote, urlparse

import pymysql

_FALLBACK_DIRS = ("/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin")
_RAM_DIR = "/dev/shm"  # tmpfs on Linux: an `in_memory` server's datadir
# The private server is started without a certificate, so it offers no TLS; PyMySQL >= 1.2 would
# still build a TLS context for every connection to try it first (loading the system's CA
# bundle: about 30 ms of CPU per connection, 8 s of the 10 s of CPU test_differential's replay
# of 275 verdicts took).
NO_TLS = {"ssl_disabled": True}


def _find_binary(*names: str) -> Optional[str]:
    """First of `names` on PATH, else in the usual sbin/bin dirs (sbin is often off PATH)."""
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    for name in names:
        for directory in _FALLBACK_DIRS:
            candidate = Path(directory) / name
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return str(candidate)
    return None


def find_mariadbd() -> Optional[str]:
    return _find_binary("mariadbd", "mysqld")


def find_install_db() -> Optional[str]:
    return _find_binary("mariadb-install-db", "mysql_install_db")


def available() -> tuple[bool, str]:
    """Whether a private server can be started here, and why not if it cannot."""
    missing = [
        name
        for name, path in (("mariadbd", find_mariadbd()), ("mariadb-install-db", find_install_db()))
        if path is None
    ]
    if missing:
        return False, f"{' and '.join(missing)} not found (apt-get install mariadb-server)"
    return True, "mariadbd found"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no error log)"


class MariaDBServerError(RuntimeError):
    """The private server could not be initialised or started."""


class MariaDBServer:
    """A private mariadbd in a temp dir; root connects without a password.

    Use as a context manager, or call start()/stop(). `extra_args` are appended last, so
    they override the defaults (mariadbd keeps the last value of a repeated option).

    `in_memory=True` (the test suite's servers) puts the datadir on a RAM-backed file system
    (/dev/shm, when there is one) and does not flush the redo log at each commit: a server
    that is thrown away at the end needs no durability, and the suite's thousands of
    CREATE/DROP TABLEs then wait on no disk (the online-DDL sweep: 128 s → 10 s, 2 cores).
    The benchmarks keep the default, an ordinary datadir, so what they time is what a disk does.
    """

    user = "root"
    password = ""
    host = "127.0.0.1"

    def __init__(
        self,
        buffer_pool_size: str = "64M",
        extra_args: Sequence[str] = (),
        start_timeout: float = 60.0,
        in_memory: bool = False,
    ) -> None:
        self.buffer_pool_size = buffer_pool_size
        self.in_memory = in_memory
        self.extra_args = list(extra_args)
        self.start_timeout = start_timeout
        self.port: int = 0
        self.basedir: Optional[Path] = None
        self._process: Optional[subprocess.Popen] = None

    # -- paths -----------------------------------------------------------------------------

    @property
    def datadir(self) -> Path:
        return self._require_basedir() / "data"

    @property
    def socket(self) -> str:
        return str(self._require_basedir() / "mariadb.sock")

    @property
    def tmpdir(self) -> Path:
        return self._require_basedir() / "tmp"

    @property
    def pid_file(self) -> Path:
        return self._require_basedir() / "mariadb.pid"

    @property
    def error_log(self) -> Path:
        return self._require_basedir() / "error.log"

    @property
    def dsn(self) -> str:
        return f"mysql://{self.user}@{self.host}:{self.port}/"

    def _require_basedir(self) -> Path:
        if self.basedir is None:
            raise MariaDBServerError("server not started")
        return self.basedir

    # -- lifecycle -------------------------------------------------------------------------

    def start(self) -> "MariaDBServer":
        ok, reason = available()
        if not ok:
            raise MariaDBServerError(reason)
        self.basedir = Path(tempfile.mkdtemp(prefix="schemalint-mariadb-", dir=self._parent_dir()))
        try:
            self._install_datadir()
            self.port = _free_port()
            self._spawn()
            self._wait_until_ready()
            self._allow_root_over_tcp()
        except BaseException:
            self.stop()
            raise
        return self

    def stop(self, timeout: float = 30.0) -> None:
        """SIGTERM the server, SIGKILL it if it lingers, then delete the temp dir."""
        if self._process is not None:
            self._terminate(self._process, timeout)
            self._process = None
        if self.basedir is not None:
            shutil.rmtree(self.basedir, ignore_errors=True)
            self.basedir = None

    def __enter__(self) -> "MariaDBServer":
        return self.start()

    def __exit__(self, *exc_info) -> None:
        self.stop()

    def connect(self, database: Optional[str] = None, **kw) -> pymysql.connections.Connection:
        params = dict(host=self.host, port=self.port, user=self.user, password=self.password, **NO_TLS)
        params.update(kw)
        return pymysql.connect(database=database, **params)

    # -- steps -----------------------------------------------------------------------------

    def _parent_dir(self) -> Optional[str]:
        """Where the temp dir goes: RAM for an `in_memory` server where the system has it, else
        the usual temp dir."""
        if self.in_memory and os.path.isdir(_RAM_DIR) and os.access(_RAM_DIR, os.W_OK | os.X_OK):
            return _RAM_DIR
        return None

    def _run_as_user(self) -> list[str]:
        # mariadbd refuses to run as root unless told so explicitly.
        return [f"--user={getpass.getuser()}"] if os.geteuid() == 0 else []

    def _install_datadir(self) -> None:
        self.datadir.mkdir()
        self.tmpdir.mkdir()
        cmd = [
            find_install_db(),
            "--no-defaults",
            f"--datadir={self.datadir}",
            "--auth-root-authentication-method=normal",
            "--skip-test-db",
            *self._run_as_user(),
        ]
        result = subprocess.run(cmd, capture_output=True, text=True, cwd=self.basedir)
        if result.returncode != 0:
            raise MariaDBServerError(
                f"mariadb-install-db failed ({result.returncode}):\n{result.stdout}\n{result.stderr}"
            )

    def _server_command(self) -> list[str]:
        return [
            find_mariadbd(),
            "--no-defaults",
            f"--datadir={self.datadir}",
            f"--socket={self.socket}",
            f"--port={self.port}",
            "--bind-address=127.0.0.1",
            f"--pid-file={self.pid_file}",
            f"--tmpdir={self.tmpdir}",  # own temp files: a shared /tmp may be cleaned under us
            f"--log-error={self.error_log}",
            f"--innodb-buffer-pool-size={self.buffer_pool_size}",
            "--innodb-log-file-size=16M",  # small: fast to create, enough for tests
            "--innodb-file-per-table=1",
            "--skip-name-resolve",
            "--skip-log-bin",
            *(["--innodb-flush-log-at-trx-commit=0"] if self.in_memory else []),
            *self._run_as_user(),
            *self.extra_args,
        ]

    def _spawn(self) -> None:
        self._process = subprocess.Popen(
            self._server_command(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # a Ctrl-C in the test run must not hit the server first
        )
        _stop_when_gone(os.getpid(), self._process.pid, self._require_basedir())

    def _wait_until_ready(self) -> None:
        deadline = time.monotonic() + self.start_timeout
        while True:
            if self._process.poll() is not None:
                raise MariaDBServerError(
                    f"mariadbd exited with {self._process.returncode}; error log tail:\n"
                    f"{_tail(self.error_log)}"
                )
            try:
                pymysql.connect(unix_socket=self.socket, user=self.user, connect_timeout=2, **NO_TLS).close()
                return
            except pymysql.err.OperationalError:
                pass
            if time.monotonic() > deadline:
                raise MariaDBServerError(
                    f"mariadbd not accepting connections after {self.start_timeout:.0f}s; "
                    f"error log tail:\n{_tail(self.error_log)}"
                )
            time.sleep(0.2)

    def _allow_root_over_tcp(self) -> None:
        # With --skip-name-resolve a TCP client from 127.0.0.1 only matches root@'127.0.0.1',
        # which mariadb-install-db may not have created.
        conn = pymysql.connect(unix_socket=self.socket, user=self.user, autocommit=True, **NO_TLS)
        try:
            with conn.cursor() as cur:
                cur.execute("CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY ''")
                cur.execute("GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION")
        finally:
            conn.close()

    @staticmethod
    def _terminate(process: subprocess.Popen, timeout: float) -> None:
        if process.poll() is not None:
            return
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# A test run killed outright (SIGKILL, a CI timeout) runs no `stop()`: without a watcher its
# mariadbd keeps running and its data directory (hundreds of MB, often in RAM) stays. The
# watcher is a process of its own, in its own session, so it outlives whatever killed the run.
# (PR_SET_PDEATHSIG would not do: mariadbd's --user drops privileges, which clears it.)
_WATCHER = """
import os, shutil, signal, sys, time
parent, server, basedir = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
while alive(parent) and alive(server):
    time.sleep(0.5)
if alive(server):
    os.kill(server, signal.SIGTERM)
    deadline = time.monotonic() + 30
    while alive(server) and time.monotonic() < deadline:
        time.sleep(0.2)
    if alive(server):
        os.kill(server, signal.SIGKILL)
    shutil.rmtree(basedir, ignore_errors=True)
"""


def _stop_when_gone(parent: int, server: int, basedir: Path) -> None:
    """Stop `server` and delete `basedir` once the process `parent` is gone (and exit on its own
    once the server is: a normal `stop()` leaves nothing for it to do)."""
    subprocess.Popen([sys.executable, "-c", _WATCHER, str(parent), str(server), str(basedir)],
                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)


class ExternalServer:
    """An already running server given as `mysql://user:pass@host:port/` (not started or stopped here)."""

    def __init__(self, dsn: str) -> None:
        parsed = urlparse(dsn)
        if parsed.scheme not in ("mysql", "mariadb") or not parsed.hostname:
            raise ValueError(f"expected mysql://user:pass@host:port/, got {dsn!r}")
        self.dsn = dsn
        self.host = parsed.hostname
        self.port = parsed.port or 3306
        self.user = unquote(parsed.username or "root")
        self.password = unquote(parsed.password or "")
        self.socket = None
        self.datadir = None

    def connect(self, database: Optional[str] = None, **kw) -> pymysql.connections.Connection:
        params = dict(host=self.host, port=self.port, user=self.user, password=self.password)
        params.update(kw)
        return pymysql.connect(database=database, **params)

    def stop(self) -> None:
        """Nothing to do: the server is not ours."""
