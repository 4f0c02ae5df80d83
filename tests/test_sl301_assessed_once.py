"""SL301's assess() — does SL301 report this table? — is asked by SL025 and SL102 too (and
SL103): within one rule context each table is assessed once, and every finding is what it is
when each asker assesses the table afresh."""

from __future__ import annotations

from collections import Counter

import schemalint.checks.sl301_missing_time_partitioning as sl301
from schemalint.config import Config
from schemalint.pipeline.lint import lint
from schemalint.read.source import decode
from tests.helpers import REPO_ROOT

INPUTS = sorted((REPO_ROOT / "fixtures" / "corpus").glob("*.sql")) + sorted((REPO_ROOT / "fixtures" / "dumps").glob("*.sql"))


def findings() -> list[tuple]:
    out = []
    for path in INPUTS:
        result = lint([], Config(), sources=[decode(path.read_bytes(), path.name)])
        out += [(f.code, f.span.line if f.span else 0, f.message, f.evidence, f.fix) for f in result.findings]
    return out


def test_each_table_is_assessed_once_per_context_and_the_findings_stay(monkeypatch):
    asked: Counter = Counter()
    real = sl301._assess

    def counted(ctx, table, incoming):
        asked[(id(ctx), id(table))] += 1
        return real(ctx, table, incoming)

    monkeypatch.setattr(sl301, "_assess", counted)
    kept = findings()
    assert asked and max(asked.values()) == 1
    assert {"SL025", "SL301"} <= {code for code, *_ in kept}
    monkeypatch.setattr(sl301, "assess", lambda ctx, table, incoming=None: real(ctx, table, incoming))  # afresh each time
    assert findings() == kept
