"""Rules run ahead in a forked child (parallel.RulesAhead) give exactly the findings of the
same rules run in place, and a child that fails leaves its rules to the parent; a statement
built alone (a pool worker) gets the spans it has in its file."""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

import schemalint.pipeline.lint as lint_module
from schemalint.checks import SCHEMA_DDL_RULES
from schemalint.config import Config
from schemalint.pipeline.lint import lint
from schemalint.read.source import decode

from tests.helpers import REPO_ROOT

forks = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RulesAhead forks on Linux only")

CORPUS = sorted((REPO_ROOT / "fixtures" / "corpus").glob("*.sql"))


def findings(monkeypatch, threshold: int) -> list[tuple]:
    monkeypatch.setattr(lint_module, "RULES_AHEAD_THRESHOLD", threshold)
    monkeypatch.setattr("schemalint.pipeline.parallel.workers", lambda: 2)
    out = []
    for path in CORPUS:
        result = lint([], Config(), sources=[decode(path.read_bytes(), path.name)])
        out += [(f.code, f.span.line if f.span else 0, f.message, f.evidence, f.fix) for f in result.findings]
    return out


@forks
def test_rules_run_ahead_in_a_child_find_what_they_find_in_place(monkeypatch):
    started = []
    real = lint_module.rules_ahead
    monkeypatch.setattr(lint_module, "rules_ahead", lambda *a: started.append(real(*a)) or started[-1])
    in_place = findings(monkeypatch, 10**9)
    assert started and all(child is None for child in started)
    started.clear()
    ahead = findings(monkeypatch, 0)
    assert started and all(child is not None for child in started)
    assert ahead == in_place and len({code for code, *_ in ahead} & SCHEMA_DDL_RULES) >= 3


@forks
def test_a_child_that_dies_leaves_its_rules_to_the_parent(monkeypatch):
    from schemalint.checks import registry

    parent = os.getpid()
    rules = registry()
    real = rules["SL023"]

    def dies_in_the_child(ctx):
        if os.getpid() != parent:
            os._exit(3)
        return real(ctx)

    in_place = findings(monkeypatch, 10**9)
    monkeypatch.setitem(rules, "SL023", dies_in_the_child)
    assert findings(monkeypatch, 0) == in_place


@given(before=st.text(alphabet="ab \n", max_size=30), text=st.text(alphabet="xy \n", min_size=1, max_size=30),
       data=st.data())
def test_a_statement_built_alone_has_the_spans_it_has_in_its_file(before, text, data):
    """What a pool worker relies on: SourceFile(text, origin=where text starts) gives the
    same spans and positions as the whole file."""
    from schemalint.read.source import SourceFile

    whole = SourceFile("f.sql", before + text + "\nrest")
    alone = SourceFile("f.sql", text, origin=whole.position(len(before)))
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(0, len(text)))
    assert alone.span(start, end) == whole.span(len(before) + start, len(before) + end)
    assert alone.position(start) == whole.position(len(before) + start)


@forks
def test_a_rule_that_reads_estimates_but_is_not_declared_fails_the_child_not_the_findings(monkeypatch):
    import schemalint.checks as checks
    from schemalint.pipeline.parallel import RulesAhead

    outcomes = []
    real_results = RulesAhead.results
    monkeypatch.setattr(RulesAhead, "results", lambda self: outcomes.append(real_results(self)) or outcomes[-1])
    in_place = findings(monkeypatch, 10**9)
    monkeypatch.setattr(checks, "READS_ESTIMATES", frozenset())  # as if every rule read none
    assert findings(monkeypatch, 0) == in_place
    assert outcomes and all(outcome is None for outcome in outcomes)  # each child failed; the parent ran its rules


@forks
def test_the_parent_runs_its_own_rules_before_it_waits_for_the_child(monkeypatch):
    """The child's rules and the parent's estimates and estimate-reading rules overlap: the
    parent takes the child's results only after its own rules ran; a parent rule that raises
    still reaps the child."""
    import schemalint.checks as checks
    from schemalint.pipeline.parallel import RulesAhead

    events, children = [], []
    real_results = RulesAhead.results

    def results(self):
        events.append("child's results")
        children.append(self.pid)
        return real_results(self)

    monkeypatch.setattr(RulesAhead, "results", results)
    rules = checks.registry()
    code = sorted(checks.READS_ESTIMATES)[0]
    real = rules[code]
    monkeypatch.setitem(rules, code, lambda ctx: events.append("parent's rule") or real(ctx))
    findings(monkeypatch, 0)
    # one child per file: the rules that read no estimates (lint.RULES_BESIDE run in the parent)
    assert events[:2] == ["parent's rule", "child's results"] and len(children) == len(CORPUS)

    def fails(ctx):
        raise RuntimeError("rule bug")

    monkeypatch.setitem(rules, code, fails)
    children.clear()
    with pytest.raises(RuntimeError, match="rule bug"):
        findings(monkeypatch, 0)
    assert len(children) == 1  # reaped
    for pid in children:
        with pytest.raises(ChildProcessError):  # reaped already
            os.waitpid(pid, 0)


@forks
def test_rules_beside_run_in_the_parent_once_the_estimates_are_made(monkeypatch):
    """lint.RULES_BESIDE read the estimates: the parent runs them (no second child: a fork
    copies the pages of the model its child reads), with the other estimate-reading rules, while
    the one child runs the rules that read none; the findings are those of all rules run in place."""
    import schemalint.checks as checks
    from schemalint.pipeline.parallel import RulesAhead

    delegated, in_parent = [], []
    real_results = RulesAhead.results
    monkeypatch.setattr(RulesAhead, "results", lambda self: delegated.append((self.codes, real_results(self))) or delegated[-1][1])
    rules = checks.registry()
    for code in lint_module.RULES_BESIDE:
        real = rules[code]
        monkeypatch.setitem(rules, code, lambda ctx, real=real, code=code: (
            in_parent.append(code) if os.getpid() == parent else None) or real(ctx))
    parent = os.getpid()
    in_place = findings(monkeypatch, 10**9)
    assert not delegated and set(in_parent) == set(lint_module.RULES_BESIDE)
    in_parent.clear()
    assert findings(monkeypatch, 0) == in_place
    assert len(delegated) == len(CORPUS) and all(found is not None for _, found in delegated)
    assert all(not codes & set(lint_module.RULES_BESIDE) for codes, _ in delegated)
    assert in_parent.count("SL101") == len(CORPUS)  # every file's, in this process
