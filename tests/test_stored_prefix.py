"""The key prefix MariaDB stores, apart from the one written (issue 25, item 4).

A plain key's part longer than the engine takes is shortened with note 1071, a prefix as long
as its column is the whole column, a TINYTEXT prefix stops at 255 characters, a POINT is 25
bytes: information_schema.STATISTICS.SUB_PART then differs from what the DDL wrote. The model
keeps the written prefix (SL010 and SL012 judge it); `limits.stored_prefix` says what the server
keeps. EXPECTED is SUB_PART on the suite's MariaDB 10.11.19 after each statement (the live
test checks it still is); before, the model had only the written prefix for all of them.
"""

from __future__ import annotations

import pytest

from schemalint.judge.limits import stored_prefix
from tests.helpers import lint_result, scratch_database

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'
CASES = {  # statement: the SUB_PART of each part of its one key, as the server shows it
    "CREATE TABLE m1 (a VARCHAR(2000) CHARACTER SET latin1, KEY(a)) ENGINE=MyISAM": [1000],
    "CREATE TABLE m2 (a VARCHAR(3000) CHARACTER SET latin1, KEY(a)) ENGINE=Aria": [2300],
    "CREATE TABLE m3 (a VARCHAR(4000) CHARACTER SET latin1, KEY(a)) ENGINE=MEMORY": [3072],
    "CREATE TABLE m4 (a VARCHAR(1024), KEY(a)) ENGINE=InnoDB": [768],
    "CREATE TABLE m5 (a VARCHAR(3000) CHARACTER SET utf8mb3, KEY(a)) ENGINE=InnoDB": [1024],
    "CREATE TABLE m6 (a TEXT, KEY(a(1000))) ENGINE=MyISAM": [250],
    "CREATE TABLE m7 (a TINYTEXT, KEY(a(300))) ENGINE=InnoDB": [255],
    "CREATE TABLE m8 (a VARCHAR(10), b CHAR(5), KEY(a(10), b(5))) ENGINE=InnoDB": [None, None],
    "CREATE TABLE m9 (g POINT NOT NULL, KEY(g)) ENGINE=MyISAM": [25],
    "CREATE TABLE m10 (g POINT NOT NULL, KEY(g(10))) ENGINE=InnoDB": [25],
    "CREATE TABLE m11 (g GEOMETRY NOT NULL, KEY(g)) ENGINE=InnoDB": [3072],
    "CREATE TABLE m12 (a BLOB, KEY(a(5000))) ENGINE=InnoDB": [3072],
    "CREATE TABLE m13 (a VARBINARY(10), KEY(a(10))) ENGINE=InnoDB": [None],
    "CREATE TABLE m14 (a TINYBLOB, UNIQUE(a(300))) ENGINE=InnoDB": [255],
    "CREATE TABLE m15 (a TEXT, UNIQUE(a(300))) ENGINE=MyISAM": [300],  # (a long unique: hashed, kept)
    "CREATE TABLE m16 (a VARCHAR(2000) CHARACTER SET latin1, KEY(a)) ENGINE=MERGE": [1000],
    "CREATE TABLE m17 (a VARCHAR(20), KEY(a(8))) ENGINE=InnoDB": [8],
}


@pytest.mark.parametrize("sql", CASES)
def test_the_model_says_which_prefix_the_server_stores(sql):
    table = next(lint_result(sql + ";\n", MARIADB).model.tables())
    (index,) = table.indexes
    assert [stored_prefix(table, index, p) for p in index.parts] == CASES[sql]


def test_the_written_prefix_is_kept_for_the_rules():
    table = next(lint_result("CREATE TABLE t (a TEXT, KEY(a(1000))) ENGINE=MyISAM;\n", MARIADB).model.tables())
    assert [p.prefix for p in table.indexes[0].parts] == [1000]


def test_the_server_agrees(mariadb):
    with scratch_database(mariadb, "stored_prefix") as cur:
        for sql, want in CASES.items():
            cur.execute(sql)
            cur.execute("SELECT SUB_PART FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = 'stored_prefix' "
                        "AND TABLE_NAME = %s ORDER BY SEQ_IN_INDEX", (sql.split()[2],))
            assert [r[0] for r in cur.fetchall()] == want, sql
