"""The cold path's cuts (issue 31): what each saves is measured by benchmarks/run.py; these say
the cut is there and does only what it claims — the pool's tables frozen for the collector only
in a run whose model lives to the end of the process and only while the replay made no garbage
of its own, and a statement's CREATE TABLE body cut once for the two readers that ask."""

from __future__ import annotations

import gc
from types import SimpleNamespace

import pytest

from schemalint.pipeline.prebuild import FREEZE_EVERY, Prebuild
from schemalint.read import table_parts


@pytest.fixture
def freezes(monkeypatch):
    calls = []
    monkeypatch.setattr(gc, "freeze", lambda: calls.append(1))  # (the suite's own frozen objects stay so)
    return calls


def _loaded_tables(pre: Prebuild, n: int) -> None:
    for _ in range(n):
        pre.loaded_one()


def test_pool_tables_are_frozen_every_FREEZE_EVERY_in_a_run_that_ends_the_process(freezes):
    pre = Prebuild(None, {}, None, SimpleNamespace(parsed_statements=0))
    _loaded_tables(pre, FREEZE_EVERY - 1)
    assert freezes == []
    _loaded_tables(pre, 1)
    assert freezes == [1]
    _loaded_tables(pre, 2 * FREEZE_EVERY)
    assert len(freezes) == 3


def test_no_freeze_without_a_run_that_ends_the_process(freezes):
    pre = Prebuild(None, {}, None)  # (a language server: its models come and go)
    _loaded_tables(pre, 3 * FREEZE_EVERY)
    assert freezes == []


def test_no_freeze_while_the_replay_parses_or_schema_trees_wait(freezes):
    loaded = SimpleNamespace(parsed_statements=0)
    pre = Prebuild(None, {}, None, loaded)
    _loaded_tables(pre, FREEZE_EVERY - 1)
    loaded.parsed_statements = 1  # a tree made in this stretch: its cycles are the collector's to find
    _loaded_tables(pre, 1)
    assert freezes == []
    _loaded_tables(pre, FREEZE_EVERY)  # nothing parsed since
    assert freezes == [1]
    pre.trees[7] = object()  # a USE the split parsed, not yet replayed
    _loaded_tables(pre, FREEZE_EVERY)
    assert freezes == [1]


def test_a_body_is_cut_once_for_its_two_readers(monkeypatch):
    text = "CREATE TABLE t (\n  id int NOT NULL,\n  name varchar(20),\n  PRIMARY KEY (id)\n) ENGINE=InnoDB"
    first = table_parts.body_parts(text)
    monkeypatch.setattr(table_parts, "_body_parts", lambda t: pytest.fail("cut again"))
    assert table_parts.body_parts(text) is first
    assert [text[s:e] for s, e in first[2]] == ["id int NOT NULL", "name varchar(20)", "PRIMARY KEY (id)"]


def test_another_text_is_cut_anew():
    a = "CREATE TABLE a (x int)"
    b = "CREATE TABLE b (y int, z int)"
    assert table_parts.body_parts(a)[2] == [(16, 21)]
    assert [b[s:e] for s, e in table_parts.body_parts(b)[2]] == ["y int", "z int"]
    assert table_parts.body_parts(a)[2] == [(16, 21)]
