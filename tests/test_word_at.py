"""parse_failure.word_at: where a word stands in a statement, for a finding's position. A table
option that sqlglot reads with an empty name (`) LOCALTIMESTAMP =innodb`, a reserved word where
an option's name goes: MariaDB 10.11.19 answers 1064) once made it search for the empty word
forever: `schemalint check` of that one line never ended (seed 33's mutants, issue 25)."""

from __future__ import annotations

import subprocess
import sys

from schemalint.read.parse_failure import word_at
from tests.helpers import lint_result

MARIADB = '[server]\nversion = "10.11.19-MariaDB"\n'


def test_a_word_stands_where_it_is_whole():
    assert word_at("CREATE TABLE t1 (a INT) ENGINE=InnoDB", "engine") == 24
    assert word_at("CREATE TABLE engines (a INT) ENGINE=InnoDB", "engine") == 29


def test_a_reserved_word_where_a_table_option_goes_is_refused_and_the_run_ends():
    sql = "create table t1(a int not null auto_increment primary key)  LOCALTIMESTAMP =innodb;\n"
    code = ("from tests.helpers import lint_result; import sys; "
            f"print(sorted({{f.code for f in lint_result({sql!r}, {MARIADB!r}).findings if f.severity == 'error'}}))")
    # (in a process of its own: before the fix this never returned)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert word_at("CREATE TABLE t1 (a INT) x=1", "") == -1
    assert done.stdout.strip() == "['SL001']", done.stderr[-2000:]
    assert [f.span.line for f in lint_result(sql, MARIADB).findings if f.code == "SL001"] == [1]
