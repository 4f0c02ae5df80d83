"""Issue 28, item 1: every DDL fix of a pinned sample, executed on MariaDB (tests/fix_harness.py):
accepted, rows kept, the finding gone, nothing new, and a table's fixes composed. The whole
suite's figures come from benchmarks/fix_harness.py."""

from __future__ import annotations

import pytest

from tests.fix_harness import Harness, suite_inputs

pytestmark = pytest.mark.live

# (input name as suite_inputs() gives it, the rules whose DDL fixes it exercises)
PINNED = {
    "fixtures/fixes/events.sql": {"SL301"},  # (SL102 folded into SL301 on a big series)
    "rules/SL010 bad #3": {"SL010"},
    "rules/SL012 bad #2": {"SL012", "SL020"},
    "rules/SL020 bad #1": {"SL020"},
    "rules/SL021 bad #1": {"SL021"},
    "rules/SL022 bad #2": {"SL022"},
    "rules/SL023 bad #1": {"SL023"},
    "rules/SL024 bad #1": {"SL024"},
    "rules/SL025 bad #1": {"SL301"},  # (its TIMESTAMP is the column SL301 partitions on: SL025 in words)
    "rules/SL026 bad #3": {"SL026"},
    "rules/SL027 bad #1": {"SL027"},
    "rules/SL029 bad #1": {"SL029"},
    "rules/SL035 bad #1": {"SL035"},
    "rules/SL035 bad #2": {"SL035"},
    "rules/SL101 bad #2": {"SL026", "SL101"},
    "rules/SL102 bad #2": {"SL102"},
    "rules/SL103 bad #1": {"SL103"},
    "rules/SL103 bad #5": {"SL103"},  # (an AUTO_INCREMENT counter under a plain index becomes the key)
    "rules/SL111 bad #1": {"SL111"},
    "rules/SL301 bad #1": {"SL301"},
    "rules/SL302 bad #5": {"SL302"},
    "rules/SL401 bad #2": {"SL401"},
}


@pytest.fixture(scope="module")
def harness(mariadb):
    h = Harness(mariadb)
    yield h
    h.close()


@pytest.mark.parametrize("name", sorted(PINNED))
def test_every_ddl_fix_passes_on_the_server(harness, name):
    inp = next(i for i in suite_inputs() if i.name == name)
    outcomes, tables, _ = harness.run_input(inp)
    assert PINNED[name] <= {o.code for o in outcomes}, [o.code for o in outcomes]
    failed = [(o.code, o.table, o.detail) for o in outcomes if not o.passed]
    assert not failed, failed
    assert tables and all(t.composed for t in tables), [(t.table, t.codes, t.detail) for t in tables if not t.composed]


def test_a_fix_that_breaks_is_caught(harness):
    """The harness can fail: a fix that makes a nullable column part of a key loses to the NULL rows."""
    from dataclasses import replace

    from tests.fix_harness import Input, all_findings

    inp = Input("nullable key", text=("CREATE TABLE t (id INT NOT NULL, ts DATETIME NULL, PRIMARY KEY (id)) "
                                      "ENGINE=InnoDB;\n"))
    creates_db, creates = harness.load(inp)
    try:
        every, config = all_findings(inp)
        probe = replace(every[0] if every else _finding(), code="SL999", table="t", index="PRIMARY",
                        fix="ALTER TABLE `t` DROP PRIMARY KEY, ADD PRIMARY KEY (`id`, `ts`);")
        outcome = harness.check_fix(probe, creates, config)
    finally:
        harness._drop_db(creates_db)
    assert outcome.applied and not outcome.accepted
    assert "1265" in outcome.detail or "1171" in outcome.detail or "1138" in outcome.detail, outcome.detail


def _finding():
    from schemalint.findings import Finding

    return Finding(code="SL999", slug="probe", severity="warning", message="probe", span=None)
