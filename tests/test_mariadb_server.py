"""The live-server fixtures work: a real MariaDB answers, and scratch databases come and go."""

import pytest

pytestmark = pytest.mark.live


def _databases(mariadb) -> set[str]:
    conn = mariadb.connect()
    try:
        with conn.cursor() as cur:
            cur.execute("SHOW DATABASES")
            return {row[0] for row in cur.fetchall()}
    finally:
        conn.close()


def test_server_is_mariadb(mariadb):
    conn = mariadb.connect()
    try:
        with conn.cursor() as cur:
            cur.execute("SELECT VERSION()")
            (version,) = cur.fetchone()
    finally:
        conn.close()
    assert "MariaDB" in version
    assert mariadb.dsn.startswith(f"mysql://{mariadb.user}")


def test_scratch_db_exists_then_is_dropped(mariadb, request):
    created = []
    # Registered before the fixture is set up, so it runs after the fixture's teardown.
    request.addfinalizer(lambda: _assert_dropped(mariadb, created))
    name = request.getfixturevalue("scratch_db")
    created.append(name)
    assert name.startswith("sl_test_")
    assert name in _databases(mariadb)


def _assert_dropped(mariadb, created):
    assert created and created[0] not in _databases(mariadb)


def test_the_suites_server_keeps_its_data_in_memory(mariadb):
    """The suite's private server is thrown away at the end: its datadir is on tmpfs (where the
    system has /dev/shm) and commits do not wait for the redo log to reach the disk (the
    online-DDL sweep took 128 s of fsyncs on a disk, 10 s like this)."""
    import os

    from tests.mariadb_server import MariaDBServer

    if not isinstance(mariadb, MariaDBServer):
        pytest.skip("SCHEMALINT_TEST_DSN names a server this suite did not start")
    conn = mariadb.connect()
    try:
        with conn.cursor() as cur:
            cur.execute("SELECT @@innodb_flush_log_at_trx_commit, @@datadir")
            flush, datadir = cur.fetchone()
    finally:
        conn.close()
    assert flush == 0
    if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
        assert datadir.startswith("/dev/shm/"), datadir
    assert not MariaDBServer().in_memory  # the benchmarks' servers keep an ordinary datadir


def test_a_killed_test_run_leaves_no_server_behind():
    """A run killed outright (SIGKILL: a CI timeout, `timeout` on the command line) runs no
    teardown. Its private mariadbd must stop all the same and its data directory go: five such
    servers, with 390 MB of data directories in RAM, were found left over from killed runs."""
    import os
    import shutil
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    from tests.mariadb_server import available

    ok, reason = available()
    if not ok:
        if os.environ.get("CI") == "true":
            pytest.fail(f"needs mariadbd: {reason}")
        pytest.skip(f"needs mariadbd: {reason}")
    run = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time\n"
         "from tests.mariadb_server import MariaDBServer\n"
         "server = MariaDBServer(in_memory=True).start()\n"
         "print(server._process.pid, server.basedir, flush=True)\n"
         "time.sleep(600)\n"],
        stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[1])
    try:
        pid, basedir = run.stdout.readline().split()
        pid = int(pid)
        os.kill(pid, 0)  # the server runs
        run.kill()  # no teardown: the test run is gone
        run.wait()
        deadline = time.monotonic() + 40
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.2)
        else:
            os.kill(pid, signal.SIGKILL)
            shutil.rmtree(basedir, ignore_errors=True)
            pytest.fail("mariadbd still runs 40 s after its test run was killed")
        while Path(basedir).exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not Path(basedir).exists(), "the killed run's data directory is still there"
    finally:
        if run.poll() is None:
            run.kill()
