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
