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
